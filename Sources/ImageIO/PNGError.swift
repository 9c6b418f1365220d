import Foundation

/// A PNG that could not be read or written. The description is one line: the file (or data
/// source) and what is wrong with it, e.g. `star.png: file is truncated`.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// The file (or a description of the data source) involved.
    public var source: String
    /// What went wrong, as the limits check or libpng said it.
    public var reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = PNGError.oneLine(reason)
    }

    /// The error the C shim wrote into `buffer`, a NUL-terminated message (libpng's or the
    /// limits check's).
    init(source: String, message buffer: [CChar]) {
        self.init(source: source, reason: PNGError.text(of: buffer))
    }

    /// The NUL-terminated message a C shim wrote into `buffer`, as a string.
    static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public var description: String { "\(source): \(reason)" }

    /// Collapses line breaks so that the message stays on one line.
    static func oneLine(_ text: String) -> String {
        let collapsed = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return collapsed.isEmpty ? "unknown error" : collapsed
    }
}
