import CoreGraphics

/// A trait type that `registerForTraitChanges(_:handler:)` can observe (iOS 17). ViewLab
/// supports the system traits listed below.
public protocol UITraitDefinition {
    /// A stable identifier, e.g. `UITraitUserInterfaceStyle`.
    static var identifier: String { get }
    /// A human-readable name.
    static var name: String { get }
    /// Whether a change can change how colours resolve.
    static var affectsColorAppearance: Bool { get }
    /// ViewLab: the trait's value in `traits`, for comparing collections.
    static func _value(in traits: UITraitCollection) -> AnyHashable
}

/// A trait type, as passed to `registerForTraitChanges(_:handler:)`.
public typealias UITrait = any UITraitDefinition.Type

extension UITraitDefinition {
    public static var identifier: String { String(describing: self) }
    public static var name: String { String(describing: self) }
    public static var affectsColorAppearance: Bool { false }
}

public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var affectsColorAppearance: Bool { true }
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceStyle }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.horizontalSizeClass }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.verticalSizeClass }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.preferredContentSizeCategory }
}
public enum UITraitLayoutDirection: UITraitDefinition {
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.layoutDirection }
}
public enum UITraitDisplayScale: UITraitDefinition {
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.displayScale }
}
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.userInterfaceIdiom }
}
public enum UITraitAccessibilityContrast: UITraitDefinition {
    public static var affectsColorAppearance: Bool { true }
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.accessibilityContrast }
}
public enum UITraitLegibilityWeight: UITraitDefinition {
    public static func _value(in t: UITraitCollection) -> AnyHashable { t.legibilityWeight }
}

extension UITraitCollection {
    /// The system traits that can change how colours resolve: user interface style and
    /// accessibility contrast (Apple's list also has user interface level and display gamut,
    /// which ViewLab does not model).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]
    }

    /// The traits, among `traits`, whose values differ between the two collections.
    func changedTraits(_ traits: [UITrait], comparedTo other: UITraitCollection) -> Bool {
        traits.contains { $0._value(in: self) != $0._value(in: other) }
    }
}

/// A token for a trait-change registration; pass it to `unregisterForTraitChanges(_:)`.
public final class UITraitChangeRegistration: Hashable {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    public static func == (lhs: UITraitChangeRegistration, rhs: UITraitChangeRegistration) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Objects that can register for trait changes (views and view controllers); main-actor, as on iOS.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    func unregisterForTraitChanges(_ registration: UITraitChangeRegistration)
}
