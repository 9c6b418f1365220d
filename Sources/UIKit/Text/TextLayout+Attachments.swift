import CoreGraphics
import Foundation

/// Text attachments on the lines: the layout reserves their boxes (`TextLayout+Attributes`), and
/// their images are drawn over the laid-out text at those places.
extension TextLayout {
    /// Every attachment on a visible line, with the rectangle its image takes (layout coordinates)
    /// and the colour a template image is drawn in.
    func placedAttachments() -> [(attachment: NSTextAttachment, rect: CGRect, tint: CGColor)] {
        var placed: [(attachment: NSTextAttachment, rect: CGRect, tint: CGColor)] = []
        for paragraph in paragraphs {
            let source = paragraph.source
            for run in source.string.runs {
                guard let attachment = run.attributes[.attachment] as? NSTextAttachment else { continue }
                let tint = TextAttributeValue.color(run.attributes[.foregroundColor]) ?? source.defaultColor
                let size = attachment.displaySize
                for local in run.range.location..<NSMaxRange(run.range) {
                    let caret = caretLine(at: source.location + local)
                    guard
                        let line = lines.first(where: {
                            $0.frame.minY - 0.5 <= caret.midY && caret.midY <= $0.frame.maxY + 0.5
                        })
                    else { continue }
                    let rect = CGRect(
                        x: caret.minX, y: line.baseline - attachment.bounds.minY - size.height, width: size.width,
                        height: size.height)
                    placed.append((attachment, rect, tint))
                }
            }
        }
        return placed
    }

    /// Draws the attachments' images with the layout's top-left at `origin` (a UIKit context).
    func drawAttachments(
        _ placed: [(attachment: NSTextAttachment, rect: CGRect, tint: CGColor)], in context: CGContext,
        at origin: CGPoint
    ) {
        guard !placed.isEmpty else { return }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        for (attachment, rect, tint) in placed {
            guard var image = attachment.image, rect.width > 0, rect.height > 0 else { continue }
            if image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbolImage) {
                image = image.withTintColor(UIColor(cgColor: tint), renderingMode: .alwaysOriginal)
            }
            image.draw(in: rect.offsetBy(dx: origin.x, dy: origin.y))
        }
    }
}
