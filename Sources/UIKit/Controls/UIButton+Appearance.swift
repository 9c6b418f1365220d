import CoreGraphics

// MARK: - Set-up and the classic (per-state) appearance

extension UIButton {
    /// The legacy title font: the system font at 15 pt (UIKit's default for buttons created in
    /// code and in Interface Builder).
    static let legacyTitleFont = UIFont.systemFont(ofSize: 15)
    /// The opacity of a system button's title and image while highlighted.
    static let highlightedContentAlpha: CGFloat = 0.2
    /// The `.close` button's size (UIKit: 30 × 30 pt).
    static let closeButtonSide: CGFloat = 30
    /// The glyph size of `.contactAdd` and `.detailDisclosure` buttons (UIKit: 22 × 22 pt).
    static let accessoryGlyphSide: CGFloat = 22

    func setUpButton() {
        // Apple, `isAccessibilityElement`: "If the receiver is a UIKit control, the default value
        // is true"; VoiceOver says "button" after the label (`.button`).
        isAccessibilityElement = true
        accessibilityTraits = .button
        for view in [backgroundView, contentImageView, contentTitleLabel, contentSubtitleLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        backgroundView.isHidden = true
        contentImageView.isHidden = true
        contentSubtitleLabel.isHidden = true
        contentTitleLabel.font = UIButton.legacyTitleFont
        contentTitleLabel.lineBreakMode = .byTruncatingMiddle
        refreshAppearance()
    }

    func applyButtonType(_ type: ButtonType) {
        initialButtonType = type
        contentDidChange()
    }

    /// Registers `action` for `.primaryActionTriggered` and shows its title and image (UIKit
    /// uses them for the button's normal state).
    func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// The glyph of accessory button types when no image is set (drawn once per display scale).
    var defaultImage: UIImage? {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        if let cached = cachedDefaultImage, cached.scale == scale, cached.type == buttonType { return cached.image }
        let image = makeDefaultImage(scale: scale)
        cachedDefaultImage = (scale, buttonType, image)
        return image
    }

    private func makeDefaultImage(scale: CGFloat) -> UIImage? {
        let name: String
        var side = UIButton.accessoryGlyphSide
        var weight = UIImage.SymbolWeight.regular
        switch buttonType {
        case .contactAdd: name = "plus.circle"
        case .detailDisclosure, .infoLight, .infoDark: name = "info.circle"
        case .close: (name, side, weight) = ("xmark", 12, .bold)
        default: return nil
        }
        let configuration = UIImage.SymbolConfiguration(pointSize: side / SymbolGlyphs.boxFactor, weight: weight)
        return UIImage(
            systemName: name,
            withConfiguration: configuration.withTraitCollection(UITraitCollection(displayScale: scale)))
    }

    // MARK: - Changes

    func stateDidChange() {
        if storedConfiguration != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        contentDidChange()
    }

    func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        refreshAppearance()
    }

    /// Puts the values for the current state into the subviews.
    func refreshAppearance() {
        if let configuration = storedConfiguration {
            applyConfiguration(configuration)
        } else {
            applyLegacyAppearance()
        }
    }

    // MARK: - Classic appearance

    func applyLegacyAppearance() {
        let current = state
        let label = contentTitleLabel
        if let attributed = attributedTitle(for: current) {
            label.attributedText = attributed
        } else {
            label.text = title(for: current)
        }
        label.textColor = titleColor(for: current)
        label.shadowColor = titleShadowColor(for: current)
        label.isHidden = !hasTitle
        contentSubtitleLabel.isHidden = true

        contentImageView.image = legacyDisplayedImage
        contentImageView.isHidden = contentImageView.image == nil
        if buttonType == .close {
            contentImageView.tintColor = .secondaryLabel
        } else {
            contentImageView.tintColor = buttonType.isSystemStyle && current.contains(.disabled) ? .tertiaryLabel : nil
        }
        let dims = buttonType.isSystemStyle && current.contains(.highlighted)
        label.alpha = dims ? UIButton.highlightedContentAlpha : 1
        contentImageView.alpha = dims ? UIButton.highlightedContentAlpha : customImageAlpha

        let background = backgroundImage(for: current)
        backgroundView.image = background
        backgroundView.layer.cornerRadius = buttonType == .close ? UIButton.closeButtonSide / 2 : 0
        backgroundView.backgroundColor = buttonType == .close ? .tertiarySystemFill : nil
        backgroundView.layer.borderWidth = 0
        backgroundView.isHidden = background == nil && buttonType != .close
    }

    /// Whether there is a title to show for the current state.
    var hasTitle: Bool {
        if let attributed = attributedTitle(for: state) { return attributed.length > 0 }
        return !(title(for: state) ?? "").isEmpty
    }

    /// The image for the current state, with its symbol configuration and, for system-style
    /// buttons, as a template (UIKit tints `.automatic` images in system buttons).
    var legacyDisplayedImage: UIImage? {
        guard var image = currentImage else { return nil }
        if let preferred = currentPreferredSymbolConfiguration, image.isSymbolImage {
            image = image.applyingSymbolConfiguration(preferred) ?? image
        }
        if buttonType.isSystemStyle, image.renderingMode == .automatic {
            image = image.withRenderingMode(.alwaysTemplate)
        }
        return adjustedForState(image)
    }
}
