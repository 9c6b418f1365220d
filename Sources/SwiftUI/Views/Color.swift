import UIKit

/// A colour, as a view that fills the space it is offered and as a style (`Color`). The named
/// colours are UIKit's system colours, which adapt to light and dark appearance as SwiftUI's do.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/color>
public struct Color: View, Hashable, CustomStringConvertible {
    public typealias Body = Never
    /// The UIKit colour, dynamic where the named colour is.
    let uiColor: UIColor

    public init(_ color: UIColor) { uiColor = color }

    /// The same colour as `init(_:)`; disfavoured so that `colors.map(Color.init)` names that one,
    /// as it compiles on iOS.
    @_disfavoredOverload
    public init(uiColor: UIColor) { self.init(uiColor) }

    public init(_ cgColor: CGColor) { self.init(UIColor(cgColor: cgColor)) }

    @_disfavoredOverload
    public init(cgColor: CGColor) { self.init(cgColor) }

    /// The colour spaces a colour is given in (`Color.RGBColorSpace`); components are taken as sRGB.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(UIColor(white: white, alpha: opacity))
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }

    /// A colour from the asset catalog (`Color("Brand")`), clear when there is none.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(UIColor(named: name, in: bundle, compatibleWith: nil) ?? .clear)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        let base = uiColor
        return Color(
            UIColor { traits in
                let resolved = base.resolvedColor(with: traits)
                return resolved.withAlphaComponent(resolved.cgColor.alpha * opacity)
            })
    }

    public var description: String { "\(uiColor)" }

    public static let black = Color(UIColor.black)
    public static let white = Color(UIColor.white)
    public static let clear = Color(UIColor.clear)
    public static let gray = Color(UIColor.systemGray)
    public static let red = Color(UIColor.systemRed)
    public static let orange = Color(UIColor.systemOrange)
    public static let yellow = Color(UIColor.systemYellow)
    public static let green = Color(UIColor.systemGreen)
    public static let mint = Color(UIColor.systemMint)
    public static let teal = Color(UIColor.systemTeal)
    public static let cyan = Color(UIColor.systemCyan)
    public static let blue = Color(UIColor.systemBlue)
    public static let indigo = Color(UIColor.systemIndigo)
    public static let purple = Color(UIColor.systemPurple)
    public static let pink = Color(UIColor.systemPink)
    public static let brown = Color(UIColor.systemBrown)
    /// The colour of primary content: black in light appearance, white in dark.
    public static let primary = Color(UIColor.label)
    public static let secondary = Color(UIColor.secondaryLabel)
    public static let accentColor = Color(UIColor.systemBlue)
}

extension UIColor {
    /// The UIKit colour of a SwiftUI colour (`UIColor(_:)`, iOS 14), dynamic where it is.
    public convenience init(_ color: Color) {
        let base = color.uiColor
        self.init { base.resolvedColor(with: $0) }
    }
}

extension Color: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let view = ContainerView()
        view.backgroundColor = uiColor
        return [LeafNode(view: view) { $0.replacingUnspecifiedDimensions() }]
    }
}
