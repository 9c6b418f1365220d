import Foundation

extension NSAttributedString {
    /// An empty attributed string: `NSAttributedString()`, NSObject's `init()` inherited on Apple
    /// platforms. swift-corelibs-foundation's class has designated initialisers of its own and so
    /// does not inherit `init()`, and an extension cannot override it; an initialiser whose only
    /// parameter has a default is what `NSAttributedString()` calls here.
    public convenience init(_ empty: Void = ()) { self.init(string: "") }
}
