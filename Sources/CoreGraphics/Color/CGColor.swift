import Foundation

/// An immutable colour: components in a colour space plus alpha. Everything is converted to
/// straight (non-premultiplied) sRGB when drawn.
public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    public let colorSpace: CGColorSpace?
    /// The components, alpha last (`[r, g, b, a]` or `[white, a]`).
    public let components: [CGFloat]?

    public init(colorSpace: CGColorSpace, components: [CGFloat]) {
        self.colorSpace = colorSpace
        let expected = colorSpace.numberOfComponents + 1
        var values = Array(components.prefix(expected))
        while values.count < expected { values.append(1) }
        self.components = values
    }

    /// Core Graphics' form: `colorSpace.numberOfComponents + 1` values read from `components`
    /// (alpha last). Nil when a value is not finite.
    public convenience init?(colorSpace: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let values = (0...colorSpace.numberOfComponents).map { components[$0] }
        guard values.allSatisfy(\.isFinite) else { return nil }
        self.init(colorSpace: colorSpace, components: values)
    }

    /// A gray colour (gamma 2.2 gray is treated as device gray).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [red, green, blue, alpha])
    }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: CGColorSpaceCreateDeviceGray(), components: [gray, alpha])
    }

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A copy with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(colorSpace: space, components: values)
    }

    /// Straight sRGB components in 0…1 (alpha last), the form the renderer uses.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 0, 0, 0]
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        if c.count == 2 { return (clamp(c[0]), clamp(c[0]), clamp(c[0]), clamp(c[1])) }
        return (clamp(c[0]), clamp(c[1]), clamp(c[2]), clamp(c[3]))
    }

    /// The colour in another colour space (RGB ↔ gray; gray uses Rec. 601 luma weights). Nil
    /// when the colour has no components.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard components != nil else { return nil }
        if space.model == colorSpace?.model { return CGColor(colorSpace: space, components: components ?? []) }
        let c = rgba
        switch space.model {
        case .rgb: return CGColor(colorSpace: space, components: [c.red, c.green, c.blue, c.alpha])
        case .monochrome:
            return CGColor(colorSpace: space, components: [0.299 * c.red + 0.587 * c.green + 0.114 * c.blue, c.alpha])
        }
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.components == rhs.components
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
