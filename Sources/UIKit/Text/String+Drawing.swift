import Foundation

/// The `NSString` drawing additions on Swift strings, as iOS code calls them (`"Hi".size(withAttributes:)`).
extension StringProtocol {
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.attributed(self, attrs).size()
    }
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(at: point)
    }
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.attributed(self, attrs).draw(in: rect)
    }
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.attributed(self, attributes).draw(with: rect, options: options, context: context)
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.attributed(self, attributes).boundingRect(with: size, options: options, context: context)
    }
}
