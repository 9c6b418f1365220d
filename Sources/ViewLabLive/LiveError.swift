/// A live-editing failure, with a message for the user (compiler diagnostics included).
public struct LiveError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
