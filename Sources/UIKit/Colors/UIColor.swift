import CoreGraphics
import Foundation

/// A colour, either fixed or dynamic (resolved per trait collection, as the system colours are).
///
/// Fixed colours compare equal (`==`) when their colour spaces and components are equal (so
/// `UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1)`, as on iOS);
/// dynamic colours are equal only to themselves. As on iOS, `UIColor` is an `NSObject`: `==`,
/// `isEqual(_:)`, `hash`, `Set` and dictionary keys all follow that rule, and `copy()` returns the
/// colour itself (colours are immutable, so UIKit's `copy(with:)` returns `self`).
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
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

    /// `NSObject`'s `init()`, which `UIColor` inherits on iOS (`var color = UIColor()`, a
    /// placeholder replaced later): ViewLab makes it black with zero alpha, so it draws nothing.
    public convenience override init() {
        self.init(storage: .fixed(CGColor(gray: 0, alpha: 0)))
    }

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
    open var cgColor: CGColor { fixedColor() }

    open override var description: String {
        if let name { return "UIColor.\(name)" }
        let c = cgColor.rgba
        return String(
            format: "UIColor(red: %.3g, green: %.3g, blue: %.3g, alpha: %.3g)", c.red, c.green, c.blue, c.alpha)
    }

    // MARK: - Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.dynamic, .dynamic) where name != nil: return name == other.name
        default: return self === other
        }
    }

    open override var hash: Int {
        var hasher = Hasher()
        switch storage {
        case .fixed(let color): hasher.combine(color)
        case .dynamic:
            // Theme colours (`.label`, `UIColor(named:)`) are equal by name, like iOS's shared instances.
            if let name { hasher.combine(name) } else { hasher.combine(ObjectIdentifier(self)) }
        }
        return hasher.finalize()
    }

    /// Colours are immutable: the copy is the colour itself, as UIKit's.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The fixed Core Graphics colour behind this colour for `traits` (`.clear` if a provider
    /// keeps returning dynamic colours).
    func fixedColor(for traits: UITraitCollection = UITraitCollection.current) -> CGColor {
        if case .fixed(let color) = resolvedColor(with: traits).storage { return color }
        return .clear
    }
}
