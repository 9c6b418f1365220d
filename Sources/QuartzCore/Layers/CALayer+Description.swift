extension CALayer {
    /// The layer's `description` as Core Animation writes it:
    /// `<CALayer: 0x…; name = …; position = (x, y); bounds = (x, y; w, h)>`.
    var layerDescription: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let name = self.name.map { "; name = \($0)" } ?? ""
        return "<\(type(of: self)): 0x\(address)\(name); position = (\(position.x), \(position.y)); "
            + "bounds = (\(bounds.minX), \(bounds.minY); \(bounds.width), \(bounds.height))>"
    }
}
