@_spi(ViewLab) import CoreGraphics
import CPangoCairo
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
        FontConfiguration.withLock { _ in
            context.drawingThroughClipMask {
                context.withTextDrawingTarget { target in
                    if colorOverride == nil, let shadow = firstShadow {
                        let shadowOrigin = CGPoint(x: origin.x + shadow.shadowOffset.width, y: origin.y + shadow.shadowOffset.height)
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

    private func drawLines(_ target: TextDrawingTarget, at origin: CGPoint, colorOverride: ParagraphSource.ColorOverride?) {
        let unit = CGFloat(PANGO_SCALE)
        var lineIndex = 0
        for paragraph in paragraphs {
            var layout = paragraph.layout
            if let colorOverride {
                layout = pango_layout_copy(paragraph.layout)
                let list = paragraph.source.attributeList(colorFor: colorOverride)
                pango_layout_set_attributes(layout, list)
                pango_attr_list_unref(list)
            }
            defer { if colorOverride != nil { g_object_unref(UnsafeMutableRawPointer(layout)) } }
            for index in 0..<paragraph.visibleLines where lineIndex < lines.count {
                defer { lineIndex += 1 }
                guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
                var logical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &logical)
                let placed = lines[lineIndex]
                let x = origin.x + placed.frame.minX - CGFloat(logical.x) / unit
                target.move(to: CGPoint(x: x, y: origin.y + placed.baseline))
                pango_cairo_show_layout_line(target.cairo, line)
            }
        }
    }
}
