import CoreGraphics
import Foundation

/// Drawing laid-out text into the current UIGraphics context (Apple, NSLayoutManager
/// documentation, "Drawing"): `origin` is where the container's top-left goes, so a label
/// subclass draws with `drawBackground(forGlyphRange:at:)` then `drawGlyphs(forGlyphRange:at:)`
/// in its `drawText(in:)`. Glyphs are drawn with their underlines and strikethroughs (in the
/// foreground colour unless `.underlineColor`/`.strikethroughColor` say otherwise) and links in
/// the link colour, underlined; backgrounds (`.backgroundColor`) are filled by
/// `drawBackground`, as line-box-tall rectangles under their characters.
extension NSLayoutManager {
    /// Fills the backgrounds of the characters of `glyphsToShow`.
    func managerDrawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard UIGraphicsGetCurrentContext() != nil, let container = textContainers.first,
            let laidOut = laidOut(container)
        else { return }
        for background in laidOut.backgrounds {
            let range = NSIntersectionRange(background.range, glyphsToShow)
            guard range.length > 0 else { continue }
            let rects = laidOut.rects(for: range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
            rects.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                fillBackgroundRectArray(
                    base, count: buffer.count, forCharacterRange: range, color: UIColor(cgColor: background.color))
            }
        }
    }

    /// Draws the glyphs of `glyphsToShow` (all laid-out glyphs, or those of a part: the text is
    /// clipped to that part's rectangles).
    func managerDrawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let container = textContainers.first,
            let laidOut = laidOut(container)
        else { return }
        let shown = NSIntersectionRange(glyphsToShow, laidOut.glyphRange)
        guard shown.length > 0 else { return }
        let textOrigin = CGPoint(x: origin.x + laidOut.padding, y: origin.y)
        guard shown != laidOut.glyphRange else { return laidOut.layout.draw(in: context, at: textOrigin) }
        context.saveGState()
        context.clip(to: laidOut.rects(for: shown).map { $0.offsetBy(dx: origin.x, dy: origin.y) })
        laidOut.layout.draw(in: context, at: textOrigin)
        context.restoreGState()
    }
}
