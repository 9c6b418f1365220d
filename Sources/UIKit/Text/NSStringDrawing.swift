import Foundation

/// Options for `draw(with:options:…)` and `boundingRect(with:options:…)` (Apple's bit values).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out multiple lines inside the rectangle, whose origin is the top-left of the first line.
    /// Without it the text is one line and the origin is that line's baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in line heights (Inter's leading is 0: no effect).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink rather than typographic bounds (ViewLab returns typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// With `usesLineFragmentOrigin`: if the text does not fit, end the last visible line with "…".
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra inputs and outputs of string drawing.
open class NSStringDrawingContext: @unchecked Sendable {
    /// With a value between 0 and 1, text that does not fit is drawn smaller, down to this scale
    /// (the largest scale that fits is used); 0 (the default) never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured.
    open internal(set) var totalBounds: CGRect = .zero

    public init() {}
}

// MARK: - Shared implementation

/// The string-drawing rules shared by `NSAttributedString`, `NSString` and `String`.
enum StringDrawing {
    /// A layout for `rect`'s size and `options`, shrunk as `context.minimumScaleFactor` allows
    /// (the scale used is stored in `context.actualScaleFactor`).
    static func layout(
        _ string: AttributedText, size: CGSize?, options: NSStringDrawingOptions,
        context: NSStringDrawingContext? = nil
    ) -> TextLayout {
        var layoutOptions: TextLayout.Options
        if options.contains(.usesLineFragmentOrigin), let size {
            layoutOptions = TextLayout.Options(width: size.width, height: size.height)
            if options.contains(.truncatesLastVisibleLine) {
                layoutOptions.truncatingModesWrap = true
                layoutOptions.lineBreakMode = .byTruncatingTail
            }
        } else if let size, !options.contains(.usesLineFragmentOrigin) {
            // One line, truncated to the width only when asked.
            layoutOptions = TextLayout.Options(width: options.contains(.truncatesLastVisibleLine) ? size.width : nil)
            layoutOptions.maximumNumberOfLines = 1
        } else {
            layoutOptions = TextLayout.Options()
        }
        let fitted = TextLayout.fitting(string, options: layoutOptions, minimumScale: context?.minimumScaleFactor ?? 0)
        context?.actualScaleFactor = fitted.scale
        return fitted.layout
    }

    /// `boundingRect(with:options:context:)`: the used rectangle (fractional; `ceil` it to size
    /// views, as Apple's documentation says). Without `usesLineFragmentOrigin` the rectangle is
    /// relative to the baseline (its y is minus the ascent). Its width is what the text needs, not
    /// the room a centred or right-aligned paragraph leaves beside it: "a rectangle whose size
    /// component indicates the width and height required to draw the entire contents of the
    /// string", and "the rect origin returned from this method is the first glyph origin"
    /// (`NSAttributedString.boundingRect(with:options:context:)`, `NSString`'s, Apple's
    /// documentation) — so centred text measured in a wide box starts at its offset.
    static func boundingRect(
        _ string: AttributedText, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let layout = layout(string, size: size, options: options, context: context)
        let left = max(0, layout.lines.map(\.frame.minX).min() ?? 0)
        var rect = CGRect(x: left, y: 0, width: max(0, layout.size.width - left), height: layout.size.height)
        if !options.contains(.usesLineFragmentOrigin) { rect.origin.y = -(layout.lines.first?.baseline ?? 0) }
        context?.totalBounds = rect
        return rect
    }

    /// Draws into the current UIKit context (nothing when there is none, as on iOS).
    static func draw(
        _ string: AttributedText, rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) {
        guard let target = UIGraphicsGetCurrentContext() else { return }
        let size: CGSize? = rect.size.width.isFinite ? rect.size : nil
        let layout = layout(string, size: size, options: options, context: context)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) { origin.y -= layout.lines.first?.baseline ?? 0 }
        context?.totalBounds = CGRect(origin: origin, size: layout.size)
        layout.draw(in: target, at: origin)
    }

    /// `draw(at:)`: no width limit, top-left of the first line at `point`.
    static func draw(_ string: AttributedText, at point: CGPoint) {
        guard let target = UIGraphicsGetCurrentContext() else { return }
        TextLayout(string, options: TextLayout.Options()).draw(in: target, at: point)
    }

    /// The string with `attributes` (nil: none).
    static func attributed<S: StringProtocol>(_ text: S, _ attributes: [NSAttributedString.Key: Any]?) -> AttributedText
    {
        AttributedText(string: String(text), attributes: attributes ?? [:])
    }
}
