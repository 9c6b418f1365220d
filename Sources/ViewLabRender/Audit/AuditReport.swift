import Previews
import UIKit

/// What an audit found: the findings and the VoiceOver reading order.
public struct AuditReport: Codable, Equatable, Sendable {
    public var findings: [AuditFinding]
    /// The accessibility elements in the order VoiceOver visits them: `path "label"`.
    public var readingOrder: [String]
    /// The audited view's frame in window points — the area its rendered image shows, where
    /// `AuditOverlay` places the findings' boxes (nil in reports from before overlays).
    public var area: CGRect?

    public init(findings: [AuditFinding], readingOrder: [String], area: CGRect? = nil) {
        self.findings = findings
        self.readingOrder = readingOrder
        self.area = area
    }

    /// Marks the findings of the accepted rules with their reasons.
    public mutating func accept(_ acceptances: [AccessibilityAcceptance]) {
        for index in findings.indices {
            if let acceptance = acceptances.first(where: { $0.rule == findings[index].rule }) {
                findings[index].acceptedReason = acceptance.reason
            }
        }
    }

    /// Whether any finding counts against `threshold`.
    public func fails(at threshold: AuditSeverity) -> Bool { findings.contains { $0.fails(at: threshold) } }

    /// The report as text: one line per finding, then the reading order.
    public var text: String {
        var lines = findings.isEmpty ? ["no findings"] : findings.map(\.line)
        lines.append("reading order:")
        lines +=
            readingOrder.isEmpty
            ? ["  (no accessibility elements)"] : readingOrder.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }
}
