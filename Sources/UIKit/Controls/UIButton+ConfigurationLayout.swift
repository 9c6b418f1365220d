import CoreGraphics
import Foundation

// MARK: - Showing a configuration

/// Configured buttons: the content (image, then title over subtitle) is one block centred in
/// the bounds inset by `contentInsets`; the intrinsic size is that block plus the insets. The
/// image sits on `imagePlacement`'s side, `imagePadding` away from the text; the subtitle is
/// `titlePadding` below the title. Symbol images without a preferred configuration are drawn to
/// match the title font.
extension UIButton {
    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        refreshAppearance()
        invalidateIntrinsicContentSize()
    }

    /// The fonts of the configuration's size at the button's content size category.
    func configurationFonts(_ configuration: Configuration) -> (title: UIFont, subtitle: UIFont) {
        let metrics = configuration.buttonSize.metrics
        return (
            UIFont.preferredFont(forTextStyle: metrics.titleStyle, compatibleWith: traitCollection),
            UIFont.preferredFont(forTextStyle: metrics.subtitleStyle, compatibleWith: traitCollection)
        )
    }

    func applyConfiguration(_ configuration: Configuration) {
        let appearance = configuration.appearance(for: state, tint: tintColor ?? .tintColor)
        let fonts = configurationFonts(configuration)
        // What the state-based setters stored (`setTitle(_:for:)`, `setTitleColor(_:for:)`,
        // `setImage(_:for:)`) wins over the configuration, as on iOS 15+, where a configured
        // button still honours them (a snackbar's `.plain()` action button titled with
        // `setTitle("Undo", for: .normal)` shows "Undo").
        let title =
            value(\.title, for: state) ?? configuration.attributedTitle.map { String($0.characters) }
            ?? configuration.title
        let subtitle = configuration.attributedSubtitle.map { String($0.characters) } ?? configuration.subtitle
        let titleColor = value(\.titleColor, for: state)
        for (label, text, font) in [
            (contentTitleLabel, title, fonts.title), (contentSubtitleLabel, subtitle, fonts.subtitle),
        ] {
            label.text = text
            label.font = font
            label.textColor = (label === contentTitleLabel ? titleColor : nil) ?? appearance.foreground
            label.lineBreakMode = configuration.titleLineBreakMode
            label.shadowColor = nil
            label.alpha = 1
            label.isHidden = (text ?? "").isEmpty
        }
        contentImageView.image = value(\.image, for: state) ?? configurationImage(configuration, font: fonts.title)
        contentImageView.tintColor = appearance.foreground
        contentImageView.alpha = 1
        contentImageView.isHidden = contentImageView.image == nil

        let background = configuration.background
        backgroundView.image = nil
        backgroundView.backgroundColor = appearance.background
        backgroundView.layer.borderWidth = background.strokeWidth.isFinite ? max(0, background.strokeWidth) : 0
        backgroundView.layer.borderColor = background.strokeColor?.cgColor(resolvedWith: traitCollection)
        backgroundView.isHidden =
            appearance.background == nil && (background.strokeColor == nil || background.strokeWidth <= 0)
    }

    /// The configuration's image; symbol images get the preferred configuration, else one
    /// matching the title font.
    func configurationImage(_ configuration: Configuration, font: UIFont) -> UIImage? {
        guard let image = configuration.image else { return nil }
        guard image.isSymbolImage else { return image }
        let symbol = configuration.preferredSymbolConfigurationForImage ?? UIImage.SymbolConfiguration(font: font)
        return image.applyingSymbolConfiguration(symbol) ?? image
    }

    // MARK: - Geometry

    /// Sizes of the parts and of the whole block.
    struct ConfigurationMeasure {
        var image = CGSize.zero, title = CGSize.zero, subtitle = CGSize.zero
        var text = CGSize.zero, block = CGSize.zero
        var horizontal = true
    }

    func measureConfiguration(_ configuration: Configuration) -> ConfigurationMeasure {
        var m = ConfigurationMeasure()
        m.image = contentImageView.isHidden ? .zero : (contentImageView.image?.size ?? .zero)
        m.title = contentTitleLabel.isHidden ? .zero : contentTitleLabel.intrinsicContentSize
        m.subtitle = contentSubtitleLabel.isHidden ? .zero : contentSubtitleLabel.intrinsicContentSize
        let bothTexts = m.title != .zero && m.subtitle != .zero
        m.text = CGSize(
            width: max(m.title.width, m.subtitle.width),
            height: m.title.height + m.subtitle.height + (bothTexts ? configuration.titlePadding : 0))
        let padding = m.image != .zero && m.text != .zero ? configuration.imagePadding : 0
        m.horizontal = !(configuration.imagePlacement == .top || configuration.imagePlacement == .bottom)
        m.block =
            m.horizontal
            ? CGSize(width: m.image.width + padding + m.text.width, height: max(m.image.height, m.text.height))
            : CGSize(width: max(m.image.width, m.text.width), height: m.image.height + padding + m.text.height)
        return m
    }

    var configurationIntrinsicContentSize: CGSize {
        guard let configuration = storedConfiguration else { return .zero }
        let block = measureConfiguration(configuration).block
        let insets = configuration.contentInsets
        return CGSize(
            width: block.width + insets.leading + insets.trailing, height: block.height + insets.top + insets.bottom)
    }

    func layoutConfiguration(_ configuration: Configuration) {
        let rtl = traitCollection.layoutDirection == .rightToLeft
        let bg = configuration.background.backgroundInsets
        let backgroundFrame = bounds.inset(
            by: UIEdgeInsets(
                top: bg.top, left: rtl ? bg.trailing : bg.leading,
                bottom: bg.bottom, right: rtl ? bg.leading : bg.trailing))
        backgroundView.frame = backgroundFrame
        backgroundView.layer.cornerRadius = min(
            configuration.cornerRadius(forHeight: backgroundFrame.height),
            min(backgroundFrame.width, backgroundFrame.height) / 2)

        let insets = configuration.contentInsets
        let content = bounds.inset(
            by: UIEdgeInsets(
                top: insets.top, left: rtl ? insets.trailing : insets.leading,
                bottom: insets.bottom, right: rtl ? insets.leading : insets.trailing))
        let m = measureConfiguration(configuration)
        let block = CGRect(
            x: blockX(width: m.block.width, in: content), y: content.midY - m.block.height / 2,
            width: m.block.width, height: m.block.height)
        let padding = m.image != .zero && m.text != .zero ? configuration.imagePadding : 0
        var imageFrame: CGRect, textFrame: CGRect
        if m.horizontal {
            let imageFirst = (configuration.imagePlacement != .trailing) != rtl
            let imageX = imageFirst ? block.minX : block.maxX - m.image.width
            let textX = imageFirst ? block.minX + m.image.width + padding : block.minX
            imageFrame = CGRect(
                x: imageX, y: block.midY - m.image.height / 2, width: m.image.width, height: m.image.height)
            textFrame = CGRect(x: textX, y: block.midY - m.text.height / 2, width: m.text.width, height: m.text.height)
        } else {
            let imageTop = configuration.imagePlacement == .top
            let imageY = imageTop ? block.minY : block.maxY - m.image.height
            let textY = imageTop ? block.minY + m.image.height + padding : block.minY
            imageFrame = CGRect(
                x: block.midX - m.image.width / 2, y: imageY, width: m.image.width, height: m.image.height)
            textFrame = CGRect(x: block.midX - m.text.width / 2, y: textY, width: m.text.width, height: m.text.height)
        }
        contentImageView.frame = pixelAligned(imageFrame)
        let alignment = resolvedTitleAlignment(configuration, horizontal: m.horizontal, rtl: rtl)
        contentTitleLabel.frame = pixelAligned(aligned(m.title, in: textFrame, y: textFrame.minY, alignment))
        let subtitleY = textFrame.minY + m.title.height + (m.title != .zero ? configuration.titlePadding : 0)
        contentSubtitleLabel.frame = pixelAligned(aligned(m.subtitle, in: textFrame, y: subtitleY, alignment))
    }

    /// The block's x for the control's horizontal alignment (clamped so that it starts inside).
    private func blockX(width: CGFloat, in content: CGRect) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left: return content.minX
        case .right: return content.maxX - width
        default: return content.midX - width / 2
        }
    }

    /// -1 left, 0 centre, 1 right.
    private func resolvedTitleAlignment(_ configuration: Configuration, horizontal: Bool, rtl: Bool) -> Int {
        switch configuration.titleAlignment {
        case .automatic: return horizontal ? (rtl ? 1 : -1) : 0
        case .leading: return rtl ? 1 : -1
        case .center: return 0
        case .trailing: return rtl ? -1 : 1
        }
    }

    private func aligned(_ size: CGSize, in frame: CGRect, y: CGFloat, _ alignment: Int) -> CGRect {
        let x = alignment < 0 ? frame.minX : (alignment > 0 ? frame.maxX - size.width : frame.midX - size.width / 2)
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
