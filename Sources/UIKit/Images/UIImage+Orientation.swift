import CoreGraphics

extension UIImage {
    /// How a bitmap is turned for display, as `UIImage.Orientation` on iOS (raw values match).
    /// Each case says what was done to the stored pixels to get the displayed image:
    ///
    /// | case | displayed image | EXIF |
    /// |---|---|---|
    /// | `up` | as stored | 1 |
    /// | `down` | rotated 180° | 3 |
    /// | `left` | rotated 90° counter-clockwise | 8 |
    /// | `right` | rotated 90° clockwise | 6 |
    /// | `upMirrored` | flipped horizontally | 2 |
    /// | `downMirrored` | flipped vertically | 4 |
    /// | `leftMirrored` | transposed: stored (x, y) shown at (y, x) | 5 |
    /// | `rightMirrored` | transversed: stored top-left shown bottom-right | 7 |
    public enum Orientation: Int, Sendable, CaseIterable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// True for the four orientations that turn the image by 90°.
        var swapsWidthAndHeight: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: return true
            default: return false
            }
        }

        /// Where a stored point lands in the displayed image, both normalised to 0…1 with the
        /// origin at the top-left: `(p, q) = (a1·u + b1·v + c1, a2·u + b2·v + c2)`.
        var displayMapping: (a1: CGFloat, b1: CGFloat, c1: CGFloat, a2: CGFloat, b2: CGFloat, c2: CGFloat) {
            switch self {
            case .up: return (1, 0, 0, 0, 1, 0)  // (u, v)
            case .down: return (-1, 0, 1, 0, -1, 1)  // (1 − u, 1 − v)
            case .upMirrored: return (-1, 0, 1, 0, 1, 0)  // (1 − u, v)
            case .downMirrored: return (1, 0, 0, 0, -1, 1)  // (u, 1 − v)
            case .right: return (0, -1, 1, 1, 0, 0)  // (1 − v, u)
            case .left: return (0, 1, 0, -1, 0, 1)  // (v, 1 − u)
            case .leftMirrored: return (0, 1, 0, 1, 0, 0)  // (v, u)
            case .rightMirrored: return (0, -1, 1, -1, 0, 1)  // (1 − v, 1 − u)
            }
        }

        /// The transform that makes `CGContext.draw(_:in:)` into the unit square paint the
        /// bitmap upright, in this orientation, over `rect` of a UIKit (y-down) user space.
        /// `CGContext.draw` puts image row 0 at the unit square's top edge (y = 1), i.e. it maps
        /// a stored point (u, v) to (u, 1 − v); this transform takes that on to the display.
        func drawingTransform(into rect: CGRect) -> CGAffineTransform {
            let m = displayMapping, w = rect.width, h = rect.height
            return CGAffineTransform(
                a: w * m.a1, b: h * m.a2, c: -w * m.b1, d: -h * m.b2,
                tx: rect.minX + w * (m.b1 + m.c1), ty: rect.minY + h * (m.b2 + m.c2))
        }
    }
}
