import CoreGraphics
import Foundation

/// A text shadow (the value of `.shadow`). ViewLab draws it as a copy of the text in
/// `shadowColor` at `shadowOffset` (y down, as in UIKit); `shadowBlurRadius` is kept but not blurred.
open class NSShadow: NSObject, @unchecked Sendable {
    /// The offset in points (UIKit's default is (0, −3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (UIKit's default is black at one-third alpha).
    open var shadowColor: Any?

    public override init() {}

    open override var description: String { "NSShadow(\(shadowOffset), blur \(shadowBlurRadius))" }

    /// The colour to draw (black at 1/3 alpha when none is set).
    var resolvedColor: CGColor {
        TextAttributeValue.color(shadowColor) ?? CGColor(gray: 0, alpha: 1.0 / 3.0)
    }
}
