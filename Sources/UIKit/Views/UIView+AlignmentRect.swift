import CoreGraphics
import Foundation

extension UIView {
    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets` (Apple,
    /// `alignmentRect(forFrame:)`).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the rectangle outset by `alignmentRectInsets`
    /// (Apple, `frame(forAlignmentRect:)`).
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}
