import Foundation

/// A log object: a subsystem and a category (Apple, `OSLog`). Messages written to it go to
/// standard error, one line each: `[subsystem:category] level: message` (what Xcode's console
/// shows of the unified log). `disabled` writes nothing.
public final class OSLog: NSObject, @unchecked Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The default log (no subsystem).
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: ())

    /// Categories Apple reserves for points of interest and dynamic tracing.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    /// Whether messages of `type` are written: every level is, on an enabled log.
    public func isEnabled(type: OSLogType) -> Bool { isEnabled }

    /// Writes one line for `message` at `type` to standard error.
    func write(_ message: String, type: OSLogType) {
        guard isEnabled else { return }
        let origin = subsystem.isEmpty && category.isEmpty ? "" : "[\(subsystem):\(category)] "
        FileHandle.standardError.write(Data("\(origin)\(type.name): \(message)\n".utf8))
    }
}
