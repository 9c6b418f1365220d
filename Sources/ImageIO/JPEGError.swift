import Foundation

/// A JPEG that could not be read or written: the file (or data source) and what libjpeg or the
/// size check said, on one line (e.g. `photo.jpg: Premature end of JPEG file`) — as `PNGError`
/// says it for PNG.
public struct JPEGError: Error, CustomStringConvertible, Equatable {
    public var source: String
    public var reason: String

    public init(source: String, reason: String) {
        (self.source, self.reason) = (source, PNGError.oneLine(reason))
    }

    /// The message the C shim wrote into `buffer`.
    init(source: String, message buffer: [CChar]) {
        self.init(source: source, reason: PNGError.text(of: buffer))
    }

    public var description: String { "\(source): \(reason)" }
}
