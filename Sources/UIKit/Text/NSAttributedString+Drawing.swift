import Foundation

/// Drawing and measuring attributed strings (UIKit's `NSStringDrawing` additions). Drawing goes to
/// `UIGraphicsGetCurrentContext()`; text without `.font` uses the system font at 12 pt (iOS:
/// Helvetica 12) and text without `.foregroundColor` is black.
extension NSAttributedString {
    /// The size of the text on unlimited lines (newlines start lines). Fractional: `ceil` to size views.
    public func size() -> CGSize { AttributedText(self).size() }

    /// Draws with the top-left of the first line at `point`, without wrapping.
    public func draw(at point: CGPoint) { AttributedText(self).draw(at: point) }

    /// Draws wrapped inside `rect`; lines below its bottom are not drawn (the first line always is).
    public func draw(in rect: CGRect) { AttributedText(self).draw(in: rect) }

    /// Draws in `rect` with `options` (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        AttributedText(self).draw(with: rect, options: options, context: context)
    }

    /// The rectangle the text uses when laid out in `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        AttributedText(self).boundingRect(with: size, options: options, context: context)
    }
}
