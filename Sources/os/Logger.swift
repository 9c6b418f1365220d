import Foundation

/// A logger (Apple, `Logger`, iOS 14): interpolated messages at a level, written to its `OSLog`
/// (standard error, `[subsystem:category] level: message`). Values are shown whatever their
/// privacy, as Xcode's console shows them with the debugger attached; `notice` is the default
/// level, `warning` is `error`, `critical` is `fault`, `trace` is `debug` (Apple's mapping).
public struct Logger: @unchecked Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }

    public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(message.text, type: level) }
    public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
    public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
    public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}
