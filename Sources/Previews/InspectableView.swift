import UIKit

/// ViewLab's stand-in for `@IBInspectable`: a playground view class made constructible by name
/// in the `viewlab` shell (`ProgressRingView(frame: …)`), with the properties a learner may read
/// and set there (their `didSet` observers run, as when Interface Builder sets an inspectable
/// property). On iOS, `@IBInspectable` relies on the Objective-C runtime (key-value coding) to
/// set properties by name; ViewLab has no such runtime, so the catalogue lists its views and
/// properties explicitly, through key paths:
///
///     InspectableView(ProgressRingView.self, make: { ProgressRingView(frame: $0) }, properties: [
///         .property("progress", \ProgressRingView.progress),
///     ])
///
/// Property types the shell knows: numbers (`Int`, `Double`, `CGFloat`, `Float`), `Bool`,
/// `String`, colours, geometry and the other UIKit types it binds (optionals of those too);
/// properties of other types are ignored by the shell.
public struct InspectableView {
    public let name: String
    public let type: UIView.Type
    public let make: (CGRect) -> UIView
    public let properties: [InspectableProperty]

    /// `name` defaults to the class name.
    public init(_ type: UIView.Type, name: String? = nil, make: @escaping (CGRect) -> UIView, properties: [InspectableProperty] = []) {
        self.name = name ?? String(describing: type)
        self.type = type
        self.make = make
        self.properties = properties
    }
}

/// One inspectable property of an `InspectableView`: its name, value type and accessors.
public struct InspectableProperty {
    public let name: String
    public let valueType: Any.Type
    public let get: (UIView) -> Any?
    /// Nil for read-only properties.
    public let set: ((UIView, Any) -> Void)?

    /// A settable property (`\ProgressRingView.progress`).
    public static func property<V: UIView, T>(_ name: String, _ keyPath: ReferenceWritableKeyPath<V, T>) -> InspectableProperty {
        InspectableProperty(name: name, valueType: T.self, get: { ($0 as? V)?[keyPath: keyPath] },
                            set: { view, value in
                                guard let view = view as? V, let value = value as? T else { return }
                                view[keyPath: keyPath] = value
                            })
    }

    /// A read-only property.
    public static func readOnly<V: UIView, T>(_ name: String, _ keyPath: KeyPath<V, T>) -> InspectableProperty {
        InspectableProperty(name: name, valueType: T.self, get: { ($0 as? V)?[keyPath: keyPath] }, set: nil)
    }
}
