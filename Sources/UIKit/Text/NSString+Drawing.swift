import Foundation

/// Drawing and measuring plain strings with attributes (UIKit's `NSString` drawing additions);
/// each builds the attributed text and follows `NSAttributedString`'s rules.
extension NSString {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(self as String, attrs).size()
    }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self as String, attrs).draw(at: point)
    }
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self as String, attrs).draw(in: rect)
    }
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.attributed(self as String, attributes).draw(with: rect, options: options, context: context)
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.attributed(self as String, attributes).boundingRect(
            with: size, options: options, context: context)
    }
}
