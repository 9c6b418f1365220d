import CoreGraphics
import Foundation

extension UIView {
    /// `alignmentRect`, whose overridable declaration is in the class body.
    func alignmentRectImpl(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// `frame`, whose overridable declaration is in the class body.
    func frameImpl(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}
