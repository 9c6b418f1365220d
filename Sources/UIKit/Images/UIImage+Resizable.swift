@_spi(ViewLab) import CoreGraphics

/// Resizable images: fixed end caps and a stretched or tiled interior ("nine-part" images).
extension UIImage {
    /// How the interior of a resizable image fills a larger rectangle.
    public enum ResizingMode: Int, Sendable {
        /// Repeat the interior (the default, as on iOS).
        case tile = 0
        /// Scale the interior.
        case stretch = 1
    }

    /// A resizable copy with the given end caps (points) that tiles its interior.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable copy. When drawn into a rectangle, the four corners keep their size, the top
    /// and bottom edges fill the width, the left and right edges fill the height and the centre
    /// fills the rest — scaled (`.stretch`) or repeated from their top-left (`.tile`). Negative
    /// or non-finite insets count as 0; insets larger than the image are reduced in proportion.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        let insets = UIEdgeInsets(
            top: clean(capInsets.top), left: clean(capInsets.left),
            bottom: clean(capInsets.bottom), right: clean(capInsets.right))
        return copy(capInsets: insets, resizingMode: resizingMode, isResizable: true)
    }

    // MARK: - Drawing in nine parts

    /// A copy of the pixels in `rect` (whole pixels inside the bitmap), copied by `CGImage.copyingPixels(in:)`.
    /// (`CGImage.cropping(to:)` is not used: on the base branch it refuses crops that touch the
    /// bottom-right of the bitmap — reported to the lead.)
    static func crop(_ bitmap: CGImage, to rect: CGRect) -> CGImage? {
        bitmap.copyingPixels(in: rect)
    }

    /// Two cap lengths shrunk in proportion so that together they fit in `length`.
    static func fit(_ first: CGFloat, _ second: CGFloat, in length: CGFloat) -> (CGFloat, CGFloat) {
        let total = first + second
        guard total > length, total > 0 else { return (first, second) }
        return (first * length / total, second * length / total)
    }

    func drawNineParts(in rect: CGRect, context: CGContext) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite,
            let bitmap = uprightBitmap()
        else { return }
        let natural = size
        // Caps in points, within the image and within the destination.
        let (left, right) = UIImage.fit(capInsets.left, capInsets.right, in: natural.width)
        let (top, bottom) = UIImage.fit(capInsets.top, capInsets.bottom, in: natural.height)
        let (destinationLeft, destinationRight) = UIImage.fit(left, right, in: r.width)
        let (destinationTop, destinationBottom) = UIImage.fit(top, bottom, in: r.height)
        // Column and row edges: source in pixels, destination in points.
        let pixelWidth = CGFloat(bitmap.width), pixelHeight = CGFloat(bitmap.height)
        let sourceX = [0, (left * scale).rounded(), pixelWidth - (right * scale).rounded(), pixelWidth]
        let sourceY = [0, (top * scale).rounded(), pixelHeight - (bottom * scale).rounded(), pixelHeight]
        let destinationX = [r.minX, r.minX + destinationLeft, r.maxX - destinationRight, r.maxX]
        let destinationY = [r.minY, r.minY + destinationTop, r.maxY - destinationBottom, r.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(
                    x: sourceX[column], y: sourceY[row],
                    width: sourceX[column + 1] - sourceX[column], height: sourceY[row + 1] - sourceY[row])
                let destination = CGRect(
                    x: destinationX[column], y: destinationY[row],
                    width: destinationX[column + 1] - destinationX[column],
                    height: destinationY[row + 1] - destinationY[row])
                guard source.width >= 1, source.height >= 1, destination.width > 0, destination.height > 0,
                    let piece = UIImage.crop(bitmap, to: source)
                else { continue }
                if resizingMode == .stretch || (row != 1 && column != 1) {
                    drawOriented(piece, in: destination, orientation: .up, context: context)
                } else {
                    // Edges repeat along their length only; the centre repeats both ways.
                    let tile = CGRect(
                        x: destination.minX, y: destination.minY,
                        width: column == 1 ? source.width / scale : destination.width,
                        height: row == 1 ? source.height / scale : destination.height)
                    drawTiled(piece, tile: tile, clippedTo: destination, context: context)
                }
            }
        }
    }
}
