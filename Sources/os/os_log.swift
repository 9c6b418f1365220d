import Foundation

/// `os_log(_:dso:log:type:_:)`: writes a printf-style message to `log` at `type` (Apple's legacy
/// unified-logging call). The format's privacy markers (`%{public}@`, `%{private}d`) are dropped
/// and every value is shown, as Xcode's console shows them with the debugger attached.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: CVarArg...
) {
    log.write(OSLogFormat.format("\(message)", args), type: type)
}

/// `os_log(_:dso:log:_:_:)` with the level first (the newer spelling: `os_log(.error, log: l, "…")`).
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: CVarArg...
) {
    log.write(OSLogFormat.format("\(message)", args), type: type)
}

enum OSLogFormat {
    /// `format` with `{public}`/`{private}`/`{sensitive}` markers removed, filled with `args`.
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        let plain = format.replacingOccurrences(of: #"%\{[^}]*\}"#, with: "%", options: .regularExpression)
        return args.isEmpty ? plain : String(format: plain, arguments: args)
    }
}
