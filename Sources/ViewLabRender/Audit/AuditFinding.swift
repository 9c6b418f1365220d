import Previews
import UIKit

/// One problem the accessibility audit found on one element.
public struct AuditFinding: Codable, Equatable, Sendable {
    public var rule: AccessibilityAuditRule
    public var severity: AuditSeverity
    /// The element as a shell expression from the audited view (`preview.subviews[1]`), which
    /// `:inspect` accepts.
    public var path: String
    /// The element's class.
    public var className: String
    /// The element's frame in window coordinates (points).
    public var frame: CGRect
    /// What is wrong, with the measured values.
    public var message: String
    /// The preview's reason when it accepts findings of this rule; nil when it does not.
    public var acceptedReason: String?

    /// A finding on `element` (read on the main actor, as the element's view).
    @MainActor public init(
        rule: AccessibilityAuditRule, severity: AuditSeverity, element: AuditElement, message: String
    ) {
        self.rule = rule
        self.severity = severity
        path = element.path
        className = element.className
        frame = element.frame
        self.message = message
    }

    /// Whether the finding counts against `threshold` (accepted findings never do).
    public func fails(at threshold: AuditSeverity) -> Bool {
        acceptedReason == nil && severity >= threshold
    }

    /// One line: `error hitArea preview.subviews[0] (UIButton, 10,20 30×30): …`.
    public var line: String {
        let f = frame
        let accepted = acceptedReason.map { " — accepted: \($0)" } ?? ""
        return
            "\(severity.rawValue) \(rule.rawValue) \(path) (\(className) \(AuditFinding.format(f))): \(message)\(accepted)"
    }

    /// `x,y w×h` to a tenth of a point, without the decimal where the value is whole.
    static func format(_ rect: CGRect) -> String {
        func n(_ v: CGFloat) -> String {
            let tenths = (Double(v) * 10).rounded()
            return tenths.truncatingRemainder(dividingBy: 10) == 0
                ? String(Int(tenths / 10)) : String(format: "%.1f", tenths / 10)
        }
        return "\(n(rect.minX)),\(n(rect.minY)) \(n(rect.width))×\(n(rect.height))"
    }
}
