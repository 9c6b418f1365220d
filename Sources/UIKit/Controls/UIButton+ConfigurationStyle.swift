import CoreGraphics

// MARK: - Metrics per button size

extension UIButton.Configuration.Size {
    /// What a button size sets.
    struct Metrics {
        let contentInsets: NSDirectionalEdgeInsets
        let titleStyle: UIFont.TextStyle
        let subtitleStyle: UIFont.TextStyle
    }

    /// The values ViewLab uses (iOS 15+; medium's 7/12 insets with the 17 pt body font give the
    /// 34.33 pt tall buttons iOS shows; the other sizes scale the same way):
    ///
    /// | size   | insets (t, l, b, r) | title       | subtitle    |
    /// |--------|---------------------|-------------|-------------|
    /// | mini   | 4, 8, 4, 8          | footnote    | caption2    |
    /// | small  | 5, 10, 5, 10        | subheadline | caption1    |
    /// | medium | 7, 12, 7, 12        | body        | subheadline |
    /// | large  | 14, 20, 14, 20      | body        | subheadline |
    var metrics: Metrics {
        switch self {
        case .mini:
            return Metrics(
                contentInsets: .init(top: 4, leading: 8, bottom: 4, trailing: 8), titleStyle: .footnote,
                subtitleStyle: .caption2)
        case .small:
            return Metrics(
                contentInsets: .init(top: 5, leading: 10, bottom: 5, trailing: 10), titleStyle: .subheadline,
                subtitleStyle: .caption1)
        case .medium:
            return Metrics(
                contentInsets: .init(top: 7, leading: 12, bottom: 7, trailing: 12), titleStyle: .body,
                subtitleStyle: .subheadline)
        case .large:
            return Metrics(
                contentInsets: .init(top: 14, leading: 20, bottom: 14, trailing: 20), titleStyle: .body,
                subtitleStyle: .subheadline)
        }
    }
}

// MARK: - Colours per style and state

extension UIButton.Configuration {
    /// The colours a configuration shows in a state.
    struct Appearance {
        var foreground: UIColor
        var background: UIColor?
    }

    /// How much a highlighted background moves towards black (light) or white (dark).
    static let highlightMix: CGFloat = 0.2
    /// The opacity of a plain button's foreground while highlighted.
    static let plainHighlightedAlpha: CGFloat = 0.5
    /// The opacity of the tint in a tinted button's background.
    static let tintedBackgroundAlpha: CGFloat = 0.15

    /// The style's colours:
    ///
    /// | style  | background                         | foreground          |
    /// |--------|------------------------------------|---------------------|
    /// | plain  | none                               | base or tint        |
    /// | gray   | base or `secondarySystemFill`      | base or tint        |
    /// | tinted | (base or tint) at 15 % opacity     | base or tint        |
    /// | filled | base or tint                       | base or white       |
    ///
    /// Highlighted: the background is mixed 20 % towards black (light) or white (dark); a plain
    /// button's foreground drops to 50 % opacity. Disabled: foreground `tertiaryLabel`, background
    /// `tertiarySystemFill` (styles with a background). `background.backgroundColor`, when set,
    /// replaces the style's background.
    func appearance(for state: UIControl.State, tint: UIColor) -> Appearance {
        let base = baseBackgroundColor ?? tint
        var foreground: UIColor
        var fill: UIColor?
        switch style {
        case .plain: (foreground, fill) = (baseForegroundColor ?? tint, nil)
        case .gray: (foreground, fill) = (baseForegroundColor ?? tint, baseBackgroundColor ?? .secondarySystemFill)
        case .tinted:
            (foreground, fill) = (baseForegroundColor ?? tint, base.withAlphaComponent(Self.tintedBackgroundAlpha))
        case .filled: (foreground, fill) = (baseForegroundColor ?? .white, base)
        }
        if let explicit = background.backgroundColor { fill = explicit }
        if state.contains(.disabled) {
            foreground = .tertiaryLabel
            if fill != nil { fill = .tertiarySystemFill }
        } else if state.contains(.highlighted) {
            if let current = fill {
                fill = Self.highlighted(current)
            } else {
                foreground = foreground.withAlphaComponent(Self.plainHighlightedAlpha)
            }
        }
        return Appearance(foreground: foreground, background: fill)
    }

    /// `color` mixed towards black in light mode and towards white in dark mode.
    static func highlighted(_ color: UIColor) -> UIColor {
        UIColor { traits in
            let c = color.resolvedColor(with: traits).cgColor.rgba
            let target: CGFloat = traits.userInterfaceStyle == .dark ? 1 : 0
            let m = highlightMix
            return UIColor(
                red: c.red + (target - c.red) * m, green: c.green + (target - c.green) * m,
                blue: c.blue + (target - c.blue) * m, alpha: c.alpha)
        }
    }

    /// The background corner radius for a height.
    func cornerRadius(forHeight height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed, .dynamic: return max(0, background.cornerRadius.isFinite ? background.cornerRadius : 0)
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return max(0, height / 2)
        }
    }
}
