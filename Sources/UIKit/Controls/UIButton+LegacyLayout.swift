import CoreGraphics

// MARK: - Classic layout and size

/// The classic (pre-configuration) rules, as UIKit applies them:
///
/// - Intrinsic size: image width + title width + `contentEdgeInsets` horizontally; the larger of
///   image and title heights + `contentEdgeInsets` vertically. When `contentEdgeInsets` is zero
///   and there is a title, UIKit pads the title by 6 pt above and below (so a 15 pt title of
///   18 pt line height gives the familiar 30 pt tall button; the known "contentEdgeInsets
///   0.01" trick removes the padding). `titleEdgeInsets`/`imageEdgeInsets` do not change the size.
///   An empty button is 30 × 34 pt; a `.close` button 30 × 30 pt.
/// - Layout: image then title (title then image in right-to-left layouts) as one block placed in
///   `contentRect(forBounds:)` by `contentHorizontalAlignment`/`contentVerticalAlignment`; each
///   element is then moved by its edge insets: centred content moves by (left − right) / 2 and
///   (top − bottom) / 2, left/top-aligned content by left/top, right/bottom-aligned by −right/−bottom.
extension UIButton {
    /// UIKit's size for a button with neither title nor image.
    static let emptyButtonSize = CGSize(width: 30, height: 34)
    /// The padding UIKit adds above and below a title when `contentEdgeInsets` is zero.
    static let legacyTitlePadding: CGFloat = 6

    /// The intrinsic size; non-finite insets or paddings (NaN, infinity) count as 0 so that the
    /// size is always usable.
    var buttonIntrinsicContentSize: CGSize {
        let size = storedConfiguration != nil ? configurationIntrinsicContentSize : legacyIntrinsicContentSize
        return CGSize(
            width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    var legacyIntrinsicContentSize: CGSize {
        if buttonType == .close { return CGSize(width: UIButton.closeButtonSide, height: UIButton.closeButtonSide) }
        let image = legacyDisplayedImage?.size ?? .zero
        let title = hasTitle ? contentTitleLabel.intrinsicContentSize : .zero
        if image == .zero, title == .zero { return UIButton.emptyButtonSize }
        let insets = contentEdgeInsets
        var height = max(image.height, title.height)
        if insets == .zero, title.height > 0 {
            height = max(image.height, title.height + 2 * UIButton.legacyTitlePadding)
        }
        return CGSize(
            width: image.width + title.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    func layoutButtonContent() {
        if needsConfigurationUpdate { needsConfigurationUpdate = false; updateConfiguration() }
        if let configuration = storedConfiguration {
            layoutConfiguration(configuration)
            return
        }
        backgroundView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        contentImageView.frame = imageRect(forContentRect: content)
        contentTitleLabel.frame = titleRect(forContentRect: content)
    }

    /// The image and title frames inside `content`.
    func legacyLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let imageSize = legacyDisplayedImage?.size ?? .zero
        var image = CGSize(
            width: min(imageSize.width, max(0, content.width)), height: min(imageSize.height, max(0, content.height)))
        if imageSize.width > 0, image.width < imageSize.width {
            // Shrunk images keep their aspect ratio.
            image.height = min(image.height, imageSize.height * image.width / imageSize.width)
        }
        var title = CGSize.zero
        if hasTitle {
            let available = max(0, content.width - image.width)
            let natural = contentTitleLabel.intrinsicContentSize
            title = CGSize(width: min(natural.width, available), height: min(natural.height, max(0, content.height)))
        }
        let alignment = effectiveContentHorizontalAlignment
        if alignment == .fill { title.width = max(0, content.width - image.width) }
        if contentVerticalAlignment == .fill {
            image.height = max(0, content.height)
            title.height = max(0, content.height)
        }
        let total = image.width + title.width
        let startX: CGFloat
        switch alignment {
        case .left, .fill: startX = content.minX
        case .right: startX = content.maxX - total
        default: startX = content.midX - total / 2
        }
        let rtl = traitCollection.layoutDirection == .rightToLeft
        let imageX = rtl ? startX + title.width : startX
        let titleX = rtl ? startX : startX + image.width
        var imageRect = CGRect(
            x: imageX, y: verticalOrigin(image.height, in: content), width: image.width, height: image.height)
        var titleRect = CGRect(
            x: titleX, y: verticalOrigin(title.height, in: content), width: title.width, height: title.height)
        imageRect = shifted(imageRect, by: imageEdgeInsets, horizontal: alignment)
        titleRect = shifted(titleRect, by: titleEdgeInsets, horizontal: alignment)
        return (pixelAligned(imageRect), pixelAligned(titleRect))
    }

    private func verticalOrigin(_ height: CGFloat, in content: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: return content.minY
        case .bottom: return content.maxY - height
        case .center: return content.midY - height / 2
        }
    }

    /// Moves a laid-out element by its edge insets the way UIKit does for the alignment.
    private func shifted(_ rect: CGRect, by insets: UIEdgeInsets, horizontal: ContentHorizontalAlignment) -> CGRect {
        var r = rect
        switch horizontal {
        case .left: r.origin.x += insets.left
        case .right: r.origin.x -= insets.right
        case .fill: r.origin.x += insets.left; r.size.width = max(0, r.width - insets.left - insets.right)
        default: r.origin.x += (insets.left - insets.right) / 2
        }
        switch contentVerticalAlignment {
        case .top: r.origin.y += insets.top
        case .bottom: r.origin.y -= insets.bottom
        case .fill: r.origin.y += insets.top; r.size.height = max(0, r.height - insets.top - insets.bottom)
        case .center: r.origin.y += (insets.top - insets.bottom) / 2
        }
        return r
    }

    /// Origins rounded to the display's pixel grid (UIKit keeps button content on pixels).
    func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        guard rect.minX.isFinite, rect.minY.isFinite else { return .zero }
        return CGRect(
            x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
            width: rect.width, height: rect.height)
    }
}
