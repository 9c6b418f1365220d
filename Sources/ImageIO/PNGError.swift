import Foundation

/// A PNG that could not be read or written. The description is one line naming the file.
public struct PNGError: Error, CustomStringConvertible, Equatable {
    /// The file (or a description of the data source) involved.
    public var source: String
    /// What went wrong, as libpng or the limits check said it.
    public var reason: String

    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    public var description: String { "\(source): \(reason)" }
}
