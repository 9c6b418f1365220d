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
    }

    /// The image for the current state: the highlighted image while highlighted (if any), with
    /// `preferredSymbolConfiguration` applied to symbol images.
    var displayedImage: UIImage? {
        let base = (isHighlighted ? highlightedImage : nil) ?? image
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
        var contents = bitmap
        if UIImageView.showsAsTemplate(shown) {
            let color = (tintColor ?? UIColor.tintColor).cgColor(resolvedWith: traitCollection)
            contents = UIImage.tint(bitmap, with: color) ?? bitmap
        }
        layer.contentsScale = shown.scale
        layer.contents = contents
    }
}
