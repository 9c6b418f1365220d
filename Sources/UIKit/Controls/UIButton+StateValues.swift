import CoreGraphics

// MARK: - Per-state values and UIKit's fallback rules

extension UIButton {
    /// What can be set per state.
    struct StateValues {
        var title: String?
        var titleColor: UIColor?
        var titleShadowColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
        var attributedTitle: NSAttributedString?
        var symbolConfiguration: UIImage.SymbolConfiguration?
    }

    func setValue<T>(_ key: WritableKeyPath<StateValues, T?>, _ value: T?, for state: UIControl.State) {
        var values = stateValues[state.rawValue] ?? StateValues()
        values[keyPath: key] = value
        stateValues[state.rawValue] = values
        contentDidChange()
    }

    /// UIKit's rule: the value set for exactly `state`, else the `.normal` value (a combination
    /// such as `[.highlighted, .selected]` falls back to `.normal`, not to one of its parts).
    func value<T>(_ key: KeyPath<StateValues, T?>, for state: UIControl.State) -> T? {
        if let own = stateValues[state.rawValue]?[keyPath: key] { return own }
        return stateValues[UIControl.State.normal.rawValue]?[keyPath: key]
    }

    /// The title colour when none is set for the state or `.normal`: system-style buttons use
    /// the tint colour (disabled: `tertiaryLabel`), custom buttons white.
    func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard buttonType.isSystemStyle else { return .white }
        return state.contains(.disabled) ? .tertiaryLabel : (tintColor ?? .tintColor)
    }

    // MARK: - Current values

    /// The title shown for the current state.
    public var currentTitle: String? { title(for: state) }
    /// The title colour for the current state (never nil).
    public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor(for: state) }
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown for the current state.
    public var currentImage: UIImage? { image(for: state) }
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }

    /// `titleLabel`, whose overridable declaration is in the class body.
    var titleLabelImpl: UILabel? { contentTitleLabel }
    /// `imageView`, whose overridable declaration is in the class body.
    var imageViewImpl: UIImageView? { contentImageView }
    /// The label showing a configuration's subtitle.
    public var subtitleLabel: UILabel? { contentSubtitleLabel }

    /// Whether `view` is one of the views the button lays out itself (its title, subtitle and image).
    func lays(outContentView view: UIView) -> Bool {
        view === contentTitleLabel || view === contentSubtitleLabel || view === contentImageView
    }
}
