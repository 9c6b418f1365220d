@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) import CoreText
import Foundation

extension TextLayout {
    /// Draws the visible lines with the layout's top-left at `origin`, on the context (its
    /// current transform applies). Colours come from the attributes, never from the
    /// context's fill colour. Text with `.shadow` first gets its shadow pass. A clip mask
    /// (`clip(to:mask:)`) applies.
    ///
    /// - Parameter colorOverride: draws every run in the colour it returns (nil: invisible) and
    ///   leaves out backgrounds — used for shadows.
    func draw(in context: CGContext, at origin: CGPoint, colorOverride: ParagraphSource.ColorOverride? = nil) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        let attachments = colorOverride == nil ? placedAttachments() : []
        defer { drawAttachments(attachments, in: context, at: origin) }
        FontConfiguration.withLock { _ in
            context.drawingThroughClipMask {
                context.withTextDrawingTarget { target in
                    if colorOverride == nil, let shadow = firstShadow {
                        let shadowOrigin = CGPoint(
                            x: origin.x + shadow.shadowOffset.width, y: origin.y + shadow.shadowOffset.height)
                        drawLines(target, at: shadowOrigin) { attributes in
                            (attributes[.shadow] as? NSShadow)?.resolvedColor
                        }
                    }
                    drawLines(target, at: origin, colorOverride: colorOverride)
                }
            }
        }
    }

    /// The first `.shadow` in the visible text (ViewLab draws one shadow offset per layout).
    private var firstShadow: NSShadow? {
        for paragraph in paragraphs {
            if let found = paragraph.source.string.firstValue(of: .shadow, as: NSShadow.self) { return found }
        }
        return nil
    }

    private func drawLines(
        _ target: TextDrawingTarget, at origin: CGPoint, colorOverride: ParagraphSource.ColorOverride?
    ) {
        var lineIndex = 0
        for paragraph in paragraphs {
            func drawParagraph(_ layout: OpaquePointer) {
                for index in 0..<paragraph.visibleLines where lineIndex < lines.count {
                    defer { lineIndex += 1 }
                    let placed = lines[lineIndex]
                    TextSystem.drawLine(
                        index, of: layout, left: origin.x + placed.frame.minX, baseline: origin.y + placed.baseline,
                        on: target)
                }
            }
            guard let colorOverride else {
                drawParagraph(paragraph.layout)
                continue
            }
            let list = paragraph.source.attributeList(colorFor: colorOverride)
            TextSystem.withCopy(of: paragraph.layout, attributes: list, drawParagraph)
            list.release()
        }
    }
}
