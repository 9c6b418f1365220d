import Foundation

/// Drawing and measuring attributed strings (UIKit's `NSStringDrawing` additions). Drawing goes to
/// `UIGraphicsGetCurrentContext()`; text without `.font` uses the system font at 12 pt (iOS:
/// Helvetica 12) and text without `.foregroundColor` is black.
extension NSAttributedString {
    /// The size of the text on unlimited lines (newlines start lines). Fractional: `ceil` to size views.
    public func size() -> CGSize { StringDrawing.layout(self, size: nil, options: []).size }

    /// Draws with the top-left of the first line at `point`, without wrapping.
    public func draw(at point: CGPoint) { StringDrawing.draw(self, at: point) }

    /// Draws wrapped inside `rect`; lines below its bottom are not drawn (the first line always is).
    public func draw(in rect: CGRect) { StringDrawing.draw(self, rect: rect, options: .usesLineFragmentOrigin, context: nil) }

    /// Draws in `rect` with `options` (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(self, rect: rect, options: options, context: context)
    }

    /// The rectangle the text uses when laid out in `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}
