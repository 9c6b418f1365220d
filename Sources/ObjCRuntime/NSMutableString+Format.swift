import Foundation

/// `NSMutableString.appendFormat(_:_:)`: "Adds a constructed string to the receiver", formatted as
/// `String(format:)` formats (`%C` a `unichar`, `%@` an object, `%02d` an integer…), and
/// `NSMutableString(format:…)`, which Darwin's inherits from `NSString`. swift-corelibs-foundation
/// declares neither (its `NSMutableString` inherits no `NSString` convenience initialiser).
/// (`NSMutableString()`: the source bridge's `FoundationInitializerPass`.)
extension NSMutableString {
    public func appendFormat(_ format: String, _ args: any CVarArg...) {
        append(String(format: format, arguments: args))
    }

    public convenience init(format: String, _ args: any CVarArg...) {
        self.init(string: String(format: format, arguments: args))
    }
}
