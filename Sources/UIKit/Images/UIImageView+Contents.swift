@_spi(ViewLab) import CoreGraphics
import QuartzCore

// MARK: - Layer contents

extension UIImageView {
    func setUpImageView() {
        // The image is the layer's contents: the view never draws, so the display pass must not
        // probe `draw(_:)` (which would clear the contents).
        drawsContent = false
        needsDisplayFlag = false
        contentMode = .scaleToFill
        // As on iOS, an image view is not an accessibility element until it is made one
        // (`isAccessibilityElement` defaults to false except on UIKit controls); its trait is `.image`.
        accessibilityTraits = .image
    }

    /// The image for the current state: the highlighted image while highlighted (if any), the
    /// variant for the view's appearance of an asset catalog image, with
    /// `preferredSymbolConfiguration` applied to symbol images.
    var displayedImage: UIImage? {
        let base = ((isHighlighted ? highlightedImage : nil) ?? image)?.resolved(for: traitCollection)
        guard let base, let preferred = preferredSymbolConfiguration, base.isSymbolImage else { return base }
        return base.applyingSymbolConfiguration(preferred) ?? base
    }

    /// Whether `image` is shown as a template in this view: `.alwaysTemplate` images (symbol
    /// images are created so). `.automatic` bitmap images keep their colours in image views.
    static func showsAsTemplate(_ image: UIImage) -> Bool { image.renderingMode == .alwaysTemplate }

    func imageDidChange(sizeMayChange: Bool) {
        updateContents()
        if sizeMayChange { invalidateIntrinsicContentSize() }
    }

    /// Puts the displayed image (tinted if it is a template) into the layer.
    func updateContents() {
        guard let shown = displayedImage, let bitmap = shown.uprightBitmap() else {
            layer.contents = nil
            return
        }
        var contents = bitmap, scale = shown.scale
        // A symbol shown enlarged is drawn again for its size: vectors, not a scaled bitmap.
        if let sharp = shown.symbolBitmap(magnifiedBy: magnification(of: shown.size)) {
            (contents, scale) = sharp
        }
        if UIImageView.showsAsTemplate(shown) {
            let color = (tintColor ?? UIColor.tintColor).cgColor(resolvedWith: traitCollection)
            contents = UIImage.tint(contents, with: color) ?? contents
        }
        layer.contentsScale = scale
        layer.contentsCenter = UIImageView.contentsCenter(for: shown)
        layer.contents = contents
    }

    /// How many times larger than its size the content mode shows an image of `size` in the
    /// bounds (1 for the modes that do not scale).
    func magnification(of size: CGSize) -> CGFloat {
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return 1 }
        let x = bounds.width / size.width, y = bounds.height / size.height
        switch contentMode {
        case .scaleToFill, .scaleAspectFill: return max(x, y)
        case .scaleAspectFit: return min(x, y)
        default: return 1
        }
    }

    /// Resizable images (`resizableImage(withCapInsets:)`) keep their caps: the layer's
    /// `contentsCenter` is the part between the caps, in unit coordinates of the upright bitmap,
    /// so the compositor nine-part scales it (stretching; the `.tile` mode is drawn stretched
    /// too). Other images use the whole bitmap.
    static func contentsCenter(for image: UIImage) -> CGRect {
        let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
        let size = image.size, caps = image.capInsets
        guard image.isResizable, size.width > 0, size.height > 0, caps != .zero else { return whole }
        let pixel = 1 / max(image.scale, 1)
        let left = min(max(caps.left, 0), size.width), top = min(max(caps.top, 0), size.height)
        let width = max(size.width - left - max(caps.right, 0), pixel),
            height = max(size.height - top - max(caps.bottom, 0), pixel)
        return CGRect(
            x: left / size.width, y: top / size.height, width: min(width, size.width - left) / size.width,
            height: min(height, size.height - top) / size.height)
    }
}
