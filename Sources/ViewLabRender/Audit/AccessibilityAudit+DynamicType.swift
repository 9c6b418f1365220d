import Previews
import UIKit

/// Rule `dynamicType`: text has to follow the user's text size (Apple HIG, *Typography*:
/// "support Dynamic Type"; WCAG 2.1 SC 1.4.4 *Resize text*).
///
/// - A `UILabel` whose font has a text style (`preferredFont(forTextStyle:)`) but whose
///   `adjustsFontForContentSizeCategory` is off keeps its size when the user changes the text
///   size (warning).
/// - A `UILabel` whose text truncates or clips at `.accessibilityExtraLarge` but not at the
///   audited size (error): the stage is switched to that size, laid out again, measured, and
///   switched back. A label truncates when its text, measured with `textRect(forBounds:
///   limitedToNumberOfLines:)` without a height limit (and, on one line, without a width
///   limit), is wider or taller than its bounds.
extension AccessibilityAudit {
    func fixedFontFindings() -> [AuditFinding] {
        elements.compactMap { element in
            guard let label = element.view as? UILabel, label.isShownForAudit, !label.adjustsFontForContentSizeCategory,
                let style = label.font?.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle
            else { return nil }
            return AuditFinding(
                rule: .dynamicType, severity: .warning, element: element,
                message:
                    "text style font (\(style.rawValue)) with adjustsFontForContentSizeCategory off: it does not scale with the text size"
            )
        }
    }

    func truncationFindings(on stage: Stage) throws -> [AuditFinding] {
        let before = Set(truncatedLabels().map(\.path))
        let saved = stage.contentSizeCategory
        guard !saved.isAccessibilityCategory else { return [] }
        stage.contentSizeCategory = Self.accessibilitySize
        _ = try stage.render(view, scale: 1)
        let after = AccessibilityAudit(view: view, name: name)
        let truncated = after.truncatedLabels()
        stage.contentSizeCategory = saved
        _ = try stage.render(view, scale: 1)
        return truncated.filter { !before.contains($0.path) }.compactMap { label in
            guard let element = elements.first(where: { $0.path == label.path }) else { return nil }
            return AuditFinding(
                rule: .dynamicType, severity: .error, element: element,
                message:
                    "text truncated at \(Self.accessibilitySize.shortName): needs \(Self.format(label.needed)) pt, has \(Self.format(label.has)) pt"
            )
        }
    }

    /// A label whose text does not fit: its path, the size it needs and the size it has.
    struct TruncatedLabel {
        let path: String
        let needed: CGSize
        let has: CGSize
    }

    /// `120×20`, whole points where whole.
    static func format(_ size: CGSize) -> String {
        String(AuditFinding.format(CGRect(origin: .zero, size: size)).dropFirst(4))
    }

    func truncatedLabels() -> [TruncatedLabel] {
        elements.compactMap { element in
            guard let label = element.view as? UILabel, let text = label.text, !text.isEmpty, label.isShownForAudit,
                !label.adjustsFontSizeToFitWidth
            else { return nil }
            let bounds = label.bounds
            let oneLine = label.numberOfLines == 1
            let unlimited = CGRect(
                x: 0, y: 0, width: oneLine ? .greatestFiniteMagnitude : bounds.width, height: .greatestFiniteMagnitude)
            let needed = label.textRect(forBounds: unlimited, limitedToNumberOfLines: oneLine ? 1 : 0)
            guard needed.width > bounds.width + 0.5 || needed.height > bounds.height + 0.5 else { return nil }
            return TruncatedLabel(path: element.path, needed: needed.size, has: bounds.size)
        }
    }
}
