import CGif
import Foundation

/// A GIF that could not be written, in one line: `GIF encoder: <reason>`.
public struct GIFError: Error, CustomStringConvertible, Equatable {
    public var reason: String

    public init(_ reason: String) { self.reason = reason }

    /// giflib's message for one of its `E_GIF_ERR_…` codes.
    init(giflibCode code: Int32) {
        self.init(GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)")
    }

    public var description: String { "GIF encoder: \(reason)" }
}
