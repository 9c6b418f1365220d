import Foundation

/// A JPEG that could not be read or written: the file (or data source) and what libjpeg or the
/// size check said, on one line (e.g. `photo.jpg: Premature end of JPEG file`).
public struct JPEGError: Error, CustomStringConvertible, Equatable {
    public var source: String
    public var reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = PNGError.oneLine(reason)
    }

    /// The message the C shim wrote into `buffer` (NUL-terminated).
    init(source: String, message buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self.init(source: source, reason: String(decoding: bytes, as: UTF8.self))
    }

    public var description: String { "\(source): \(reason)" }
}
