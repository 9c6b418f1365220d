import Foundation

/// UIKit's `NSStringDrawing` additions, on the text system's attributed text: what
/// `NSAttributedString`, `NSString` and `String` drawing and measuring forward to (see
/// `StringDrawing` for the rules).
extension AttributedText {
    /// The size of the text on unlimited lines (newlines start lines). Fractional: `ceil` to size views.
    func size() -> CGSize { StringDrawing.layout(self, size: nil, options: []).size }

    /// Draws with the top-left of the first line at `point`, without wrapping.
    func draw(at point: CGPoint) { StringDrawing.draw(self, at: point) }

    /// Draws wrapped inside `rect`; lines below its bottom are not drawn (the first line always is).
    func draw(in rect: CGRect) { StringDrawing.draw(self, rect: rect, options: .usesLineFragmentOrigin, context: nil) }

    /// Draws in `rect` with `options` (see `NSStringDrawingOptions`).
    func draw(with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        StringDrawing.draw(self, rect: rect, options: options, context: context)
    }

    /// The rectangle the text uses when laid out in `size` with `options`.
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}
