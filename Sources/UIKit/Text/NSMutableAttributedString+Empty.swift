import Foundation

extension NSMutableAttributedString {
    /// An empty attributed string (`NSMutableAttributedString()`, NSObject's initialiser on Apple
    /// platforms; swift-corelibs-foundation has only `init(string:)`).
    public convenience init() { self.init(string: "") }
}
