import Foundation

/// Layers compare and hash by identity, as `NSObject`s do on Apple platforms, so `==`, `Set` and
/// dictionary keys work as in iOS code.
extension CALayer: Hashable, CustomStringConvertible {
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    // `description` is declared in the class body so subclasses can override it.
}
