import CoreGraphics
import Foundation

/// How a targeted preview is drawn (Apple, `UIPreviewParameters`): `visiblePath` the part of the
/// view shown (nil: all of it), `backgroundColor` behind it (nil: the system's), `shadowPath` the
/// lifted shadow's outline. `init(textLineRects:)` outlines lines of text as a rounded path.
/// Not main-actor: it is plain data, copied (`NSCopying`) as on iOS.
open class UIPreviewParameters: NSObject, NSCopying {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    open var backgroundColor: UIColor!

    public override init() { super.init() }

    /// The union of `textLineRects` (CGRect values), each with rounded corners, as the visible path.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(roundedRect: value.cgRectValue, cornerRadius: 4)) }
        visiblePath = path
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPreviewParameters()
        copy.visiblePath = visiblePath
        copy.shadowPath = shadowPath
        copy.backgroundColor = backgroundColor
        return copy
    }
}
