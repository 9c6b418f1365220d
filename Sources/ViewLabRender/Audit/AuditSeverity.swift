/// How serious an audit finding is; `viewlab audit --fail-on` picks the lowest that fails.
public enum AuditSeverity: String, Codable, Comparable, CaseIterable, Sendable {
    case warning, error

    public static func < (a: Self, b: Self) -> Bool { a == .warning && b == .error }
}
