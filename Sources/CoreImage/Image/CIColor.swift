import CoreGraphics
import Foundation

/// A colour for Core Image filters (Apple, `CIColor`): red, green, blue and alpha components,
/// unpremultiplied, in sRGB. `CIColor(color:)` of a `UIColor` is in UIKit.
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// The colour's components in sRGB (a grey colour's grey in each of red, green and blue).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// A colour from a string of components, as `stringRepresentation` writes them
    /// (`"0.5 0.7 0.3 1.0"`); missing components are 0, a missing alpha 1.
    public convenience init(string representation: String) {
        let values = representation.split(whereSeparator: { $0 == " " || $0 == "[" || $0 == "]" })
            .compactMap { Double($0) }.map { CGFloat($0) }
        func at(_ i: Int, _ fallback: CGFloat) -> CGFloat { i < values.count ? values[i] : fallback }
        self.init(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
    }

    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat] { [red, green, blue, alpha] }
    public var colorSpace: CGColorSpace { CGColorSpaceCreateDeviceRGB() }
    /// The components separated by spaces (`"1 0 0 1"`).
    public var stringRepresentation: String {
        components.map { $0 == $0.rounded() ? String(Int($0)) : String(Double($0)) }.joined(separator: " ")
    }

    /// The colour as a premultiplied working-space pixel.
    var workingPixel: SIMD4<Float> {
        WorkingColorSpace.pixel(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return components == other.components
    }

    open override var hash: Int { components.map(\.hashValue).reduce(0, ^) }

    open override var description: String { "<CIColor \(stringRepresentation)>" }

    public static let black = CIColor(red: 0, green: 0, blue: 0)
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}
