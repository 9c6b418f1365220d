import CGif
import Foundation

/// A GIF that could not be written or read, in one line: `GIF encoder: <reason>` (or `GIF decoder: …`).
public struct GIFError: Error, CustomStringConvertible, Equatable {
    public var reason: String
    /// Which side failed: `encoder` or `decoder`.
    public var stage = "encoder"

    public init(_ reason: String) { self.reason = reason }

    /// A GIF that could not be read (`GIFDecoder`).
    init(decoding reason: String) {
        self.reason = reason
        stage = "decoder"
    }

    /// giflib's message for one of its `E_GIF_ERR_…` codes.
    init(giflibCode code: Int32) {
        self.init(GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)")
    }

    public var description: String { "GIF \(stage): \(reason)" }
}
