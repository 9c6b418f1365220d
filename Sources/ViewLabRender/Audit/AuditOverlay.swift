@_spi(ViewLab) import CoreGraphics
import UIKit

/// ViewLab: an audit's findings drawn over the rendered screen, like Xcode's Accessibility
/// Inspector highlights an element — `export --audit` writes it next to the image
/// (`<name>.audit.png`).
///
/// Each element with findings gets a 2 pt box on its frame (the outer edge of the box is the
/// frame's edge, in device pixels) and a tag at its top-left corner with its findings' numbers; a legend under the image
/// lists number → severity, rule, path and message, drawn with ViewLab's own text rendering
/// (`String.draw(with:options:attributes:context:)`). Colours: errors red, warnings orange,
/// accepted findings gray (`AuditOverlay.color(of:)`).
public enum AuditOverlay {
    /// The legend's width at least (narrow previews get a wider canvas, so messages stay readable).
    static let minimumWidth: CGFloat = 360
    static let margin: CGFloat = 8, lineWidth: CGFloat = 2
    static let font = UIFont.systemFont(ofSize: 11)
    static let tagFont = UIFont.monospacedDigitSystemFont(ofSize: 10, weight: .bold)

    /// The colour of a finding's box and tag: systemRed for errors, systemOrange for warnings,
    /// systemGray for accepted findings (light-mode values, so every overlay uses the same three).
    public static func color(of finding: AuditFinding) -> UIColor {
        if finding.acceptedReason != nil {
            return UIColor(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255, alpha: 1)
        }
        switch finding.severity {
        case .error: return UIColor(red: 1, green: 0x3B / 255, blue: 0x30 / 255, alpha: 1)
        case .warning: return UIColor(red: 1, green: 0x95 / 255, blue: 0, alpha: 1)
        }
    }

    /// The legend line of finding number `number` (1-based).
    static func legendLine(_ finding: AuditFinding, number: Int) -> String {
        let accepted = finding.acceptedReason.map { " — accepted: \($0)" } ?? ""
        return
            "\(number). \(finding.severity.rawValue) \(finding.rule.rawValue) \(finding.path) (\(finding.className)): \(finding.message)\(accepted)"
    }

    /// Draws `report`'s findings over `image`, which shows `area` (window points) at `scale`.
    public static func render(_ image: CGImage, scale: CGFloat, area: CGRect, report: AuditReport) throws -> CGImage {
        let imageSize = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let width = max(imageSize.width, minimumWidth)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
        let textWidth = width - margin * 2
        let lines = report.findings.enumerated().map { legendLine($0.element, number: $0.offset + 1) }
        let heights = lines.map {
            ceil(
                $0.boundingRect(
                    with: CGSize(width: textWidth, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                    attributes: attributes, context: nil
                ).height)
        }
        let legendHeight = margin * 2 + heights.reduce(0) { $0 + $1 + 4 }
        let size = CGSize(width: width, height: imageSize.height + legendHeight)
        guard let context = CGContext(flippedSize: size, scale: scale) else {
            throw SnapshotRenderer.Failure(
                description: "could not allocate an audit overlay of \(size.width)×\(size.height) pt")
        }
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        context.setFillColor(UIColor(white: 0.95, alpha: 1).cgColor)
        context.fill(CGRect(origin: .zero, size: size))
        UIImage(cgImage: image, scale: scale, orientation: .up).draw(in: CGRect(origin: .zero, size: imageSize))
        // One box per element: its tag lists the numbers of all its findings, in the colour of the
        // one that matters most (an error over a warning over an accepted finding).
        var paths: [String] = []
        var numbers: [String: [Int]] = [:]
        for (index, finding) in report.findings.enumerated() {
            if numbers[finding.path] == nil { paths.append(finding.path) }
            numbers[finding.path, default: []].append(index)
        }
        for path in paths {
            let indices = numbers[path] ?? []
            guard let worst = indices.map({ report.findings[$0] }).max(by: { weight($0) < weight($1) }) else {
                continue
            }
            drawBox(
                color: color(of: worst), tag: indices.map { "\($0 + 1)" }.joined(separator: " "), in: context,
                frame: worst.frame.offsetBy(dx: -area.minX, dy: -area.minY),
                bounds: CGRect(origin: .zero, size: imageSize))
        }
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: 0, y: imageSize.height, width: width, height: legendHeight))
        var y = imageSize.height + margin
        for (line, height) in zip(lines, heights) {
            line.draw(
                with: CGRect(x: margin, y: y, width: textWidth, height: height), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
            y += height + 4
        }
        guard let overlay = context.makeImage() else {
            throw SnapshotRenderer.Failure(description: "could not read back the audit overlay")
        }
        return overlay
    }

    /// How much a finding matters for its box's colour: errors, then warnings, then accepted ones.
    static func weight(_ finding: AuditFinding) -> Int {
        finding.acceptedReason != nil ? 0 : finding.severity == .error ? 2 : 1
    }

    /// The box on the element's frame (clipped to the image) and its tag.
    private static func drawBox(color: UIColor, tag text: String, in context: CGContext, frame: CGRect, bounds: CGRect)
    {
        let box = frame.intersection(bounds)
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(lineWidth)
        context.stroke(box.insetBy(dx: lineWidth / 2, dy: lineWidth / 2))
        let textSize = text.size(withAttributes: [.font: tagFont])
        let tag = CGRect(
            x: box.minX, y: box.minY >= textSize.height + 2 ? box.minY - textSize.height - 2 : box.minY,
            width: textSize.width + 6, height: textSize.height + 2)
        context.setFillColor(color.cgColor)
        context.fill(tag)
        text.draw(
            at: CGPoint(x: tag.minX + 3, y: tag.minY + 1),
            withAttributes: [.font: tagFont, .foregroundColor: UIColor.white])
    }
}
