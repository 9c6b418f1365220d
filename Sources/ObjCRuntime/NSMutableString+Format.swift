import Foundation

/// `NSMutableString.appendFormat(_:_:)`: "Adds a constructed string to the receiver", formatted as
/// `String(format:)` formats (`%C` a `unichar`, `%@` an object, `%02d` an integer…).
/// swift-corelibs-foundation does not declare it.
extension NSMutableString {
    public func appendFormat(_ format: String, _ args: any CVarArg...) {
        append(String(format: format, arguments: args))
    }
}
