/// ViewLab: a problem in an Interface Builder document, with the line it is on — one line, as the
/// compiler reports (`ShopView.xib:12: error: unsupported element <tableView>`). UIKit has no such
/// type: `ibtool` rejects a bad XIB when the app is built, and ViewLab reads XIBs at run time.
public struct XIBError: Error, CustomStringConvertible, Equatable {
    /// The document's name (its file name, or `<data>`).
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): error: \(message)" }
}
