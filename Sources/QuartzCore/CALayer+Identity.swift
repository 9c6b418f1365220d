import Foundation

/// Layers compare and hash by identity, as `NSObject`s do on Apple platforms, so `==`, `Set` and
/// dictionary keys work as in iOS code.
extension CALayer: Hashable, CustomStringConvertible {
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Core Animation's style: `<CALayer: 0x…; name = …; position = (x, y); bounds = (x, y; w, h)>`.
    public var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name = self.name.map { "; name = \($0)" } ?? ""
        return "<\(type(of: self)): 0x\(address)\(name); position = (\(position.x), \(position.y)); "
            + "bounds = (\(bounds.minX), \(bounds.minY); \(bounds.width), \(bounds.height))>"
    }
}
