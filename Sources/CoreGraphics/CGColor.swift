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

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace?.model == rhs.colorSpace?.model && lhs.components == rhs.components
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
