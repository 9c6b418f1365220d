import Foundation

/// Lays an attributed string out in frames — Core Text's `CTFramesetter`. Wrapping, paragraph
/// styles and fonts are those of UIKit's text layout (labels and string drawing), so a frame
/// breaks lines where a label of the same width does.
public final class CTFramesetter {
    /// The text to lay out.
    let source: AttributedText

    init(source: AttributedText) { self.source = source }
}

/// A framesetter for `string`.
public func CTFramesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTFramesetter {
    CTFramesetter(source: AttributedText(string))
}

/// The text of `stringRange` (length 0: to the end) laid out in `path`'s bounding box.
public func CTFramesetterCreateFrame(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath, _ frameAttributes: CFDictionary?
) -> CTFrame {
    CTFrame(source: framesetter.source, range: stringRange.nsRange(in: framesetter.source.length), path: path)
}

/// The size the text of `stringRange` needs within `constraints` (`CGFloat.greatestFiniteMagnitude`
/// for no limit), and through `fitRange` the range that fits (`CTFramesetterSuggestFrameSizeWithConstraints`).
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: CFDictionary?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let range = stringRange.nsRange(in: framesetter.source.length)
    var options = TextLayout.Options(width: constraints.width, height: constraints.height)
    options.truncatingModesWrap = true
    let layout = TextLayout(framesetter.source.substring(range), options: options)
    if let fitRange {
        let end = layout.lineCharacterRanges().last.map(NSMaxRange) ?? 0
        fitRange.pointee = CFRange(location: range.location, length: end)
    }
    return layout.size
}

/// The typesetter the framesetter breaks lines with.
public func CTFramesetterGetTypesetter(_ framesetter: CTFramesetter) -> CTTypesetter {
    CTTypesetter(source: framesetter.source)
}
