import CoreGraphics

/// A colour, either fixed or dynamic (resolved per trait collection, as the system colours are).
open class UIColor: CustomStringConvertible, @unchecked Sendable {
    enum Storage {
        case fixed(CGColor)
        case dynamic((UITraitCollection) -> UIColor)
    }
    let storage: Storage
    /// The name of a theme colour (`systemBlue`), for descriptions.
    let name: String?

    init(storage: Storage, name: String? = nil) {
        self.storage = storage
        self.name = name
    }

    // MARK: - Initialisers

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .fixed(CGColor(red: red, green: green, blue: blue, alpha: alpha)))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(storage: .fixed(CGColor(gray: white, alpha: alpha)))
    }
    public convenience init(cgColor: CGColor) {
        self.init(storage: .fixed(cgColor))
    }
    /// A colour whose value is chosen each time it is resolved for a trait collection.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(storage: .dynamic(dynamicProvider))
    }

    // MARK: - Resolving

    /// The fixed colour for `traitCollection` (a fixed colour returns itself).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .fixed: return self
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The Core Graphics colour, resolved with `UITraitCollection.current`. As on iOS this is a
    /// snapshot: it does not follow later trait changes.
    open var cgColor: CGColor {
        if case .fixed(let color) = resolvedColor(with: UITraitCollection.current).storage { return color }
        return .clear
    }

    open var description: String {
        if let name { return "UIColor.\(name)" }
        let c = cgColor.rgba
        return String(format: "UIColor(red: %.3g, green: %.3g, blue: %.3g, alpha: %.3g)", c.red, c.green, c.blue, c.alpha)
    }

    // MARK: - Fixed colours

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
}
