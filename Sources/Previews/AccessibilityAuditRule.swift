/// The rules of ViewLab's accessibility audit (`viewlab audit`, `:audit`, `export --audit`), named
/// so a preview can accept a known finding with `.viewlabAccessibilityAccepted(.hitArea, "reason")`.
/// What each rule checks, and where its threshold comes from, is documented on the audit in
/// `ViewLabRender` (`AccessibilityAudit`) and in Docs/accessibility.md.
public enum AccessibilityAuditRule: String, Sendable, CaseIterable, Codable {
    /// An interactive element whose hit area is smaller than 44×44 pt (Apple HIG).
    case hitArea
    /// An interactive or image element without a usable accessibility label.
    case label
    /// Text below WCAG 2.x AA contrast (SC 1.4.3).
    case contrast
    /// Dynamic Type: a text-style font that does not scale, or text truncated at an accessibility size.
    case dynamicType
    /// An interactive element covering part of another one's hit area.
    case overlap
    /// An element hidden from accessibility that still takes touches.
    case hiddenInteractive
}

/// A finding of one audit rule that a preview accepts, with the reason.
public struct AccessibilityAcceptance: Sendable, Equatable {
    public let rule: AccessibilityAuditRule
    public let reason: String

    public init(rule: AccessibilityAuditRule, reason: String) {
        self.rule = rule
        self.reason = reason
    }
}
