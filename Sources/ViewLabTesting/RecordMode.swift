import Foundation

/// When a snapshot assertion writes its reference image.
///
/// Every assertion that writes a reference fails, so that a run which recorded is never mistaken
/// for a run which compared (as swift-snapshot-testing does).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record only references that do not exist yet (the default); compare the others.
    case missing
    /// Record every reference, whether it exists or not.
    case all
    /// Compare, and overwrite the reference of every comparison that fails.
    case failed
    /// Never write: a missing reference fails (for CI).
    case never
}

extension RecordMode {
    /// The environment variable that sets the mode of assertions that pass none.
    public static let environmentVariable = "VIEWLAB_RECORD"

    /// The mode `VIEWLAB_RECORD` names: `1`/`true`/`yes` mean `.all`, `0`/`false`/`no` mean
    /// `.missing`, otherwise a mode's name (case-insensitive); nil when unset or not understood.
    public init?(environmentValue value: String) {
        switch value.lowercased() {
        case "1", "true", "yes": self = .all
        case "0", "false", "no": self = .missing
        default:
            guard let mode = RecordMode(rawValue: value.lowercased()) else { return nil }
            self = mode
        }
    }

    /// The mode of an assertion: `explicit` when it passed one, else `VIEWLAB_RECORD`'s, else
    /// `.missing`.
    public static func resolve(
        _ explicit: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> RecordMode {
        if let explicit { return explicit }
        return environment[environmentVariable].flatMap(RecordMode.init(environmentValue:)) ?? .missing
    }
}
