import UIKit

/// How the `viewlab` shell sees a class declared in your code (a `UIView`, `UIControl` or
/// `CALayer` subclass): its initialisers, properties and methods. Never written by hand — the
/// source bridge's `ShellBindingPass` generates one per class from the class's syntax, for
/// `:load`/`:watch` and for the bundled catalog (the `ShellBindings` build plugin).
///
/// On iOS, Interface Builder reaches `@IBInspectable` properties through the Objective-C runtime
/// (key-value coding); ViewLab has no such runtime, so the generated code reaches each property
/// through a key path and each method and initialiser through a closure. Which of them the shell
/// offers is decided when it installs the binding: only members whose types it knows.
public struct ShellClassBinding {
    /// The class's name as written in Swift (`SeedRingView`, `Outer.Inner`).
    public var name: String
    public var type: AnyClass
    /// Declared `@IBDesignable` (see `InterfaceBuilderDesignables`).
    public var isDesignable: Bool
    /// Where it is declared (`Ring.swift:3`).
    public var location: String
    public var initializers: [ShellFunctionBinding] = []
    public var properties: [ShellPropertyBinding] = []
    public var methods: [ShellFunctionBinding] = []
    /// `T?`, `[T]` and `[T]?`: the shell types them too.
    public var containerTypes: (optional: Any.Type, array: Any.Type, optionalArray: Any.Type)

    public init<T: AnyObject>(_ type: T.Type, name: String, designable: Bool = false, location: String = "") {
        self.type = type
        containerTypes = (T?.self, [T].self, [T]?.self)
        self.name = name
        isDesignable = designable
        self.location = location
    }

    // MARK: - Properties

    /// A property through its key path: settable when the key path is writable (a `var` with a
    /// visible setter). Setting it runs its observers (`didSet`), as Interface Builder's
    /// key-value coding does.
    public mutating func property<Root: AnyObject, Value>(
        _ name: String, _ keyPath: KeyPath<Root, Value>, inspectable: Bool = false
    ) {
        let writable = keyPath as? ReferenceWritableKeyPath<Root, Value>
        properties.append(
            ShellPropertyBinding(
                name: name, valueType: Value.self, isInspectable: inspectable,
                get: { ($0 as? Root).map { $0[keyPath: keyPath] } },
                set: writable.map { writable in
                    { object, value in
                        guard let object = object as? Root, let value = value as? Value else { return }
                        object[keyPath: writable] = value
                    }
                }))
    }

    /// A property the shell only reads (`let`, `private(set) var`): a key path formed inside the
    /// declaring module is writable even when the setter is private.
    public mutating func readOnly<Root: AnyObject, Value>(
        _ name: String, _ keyPath: KeyPath<Root, Value>, inspectable: Bool = false
    ) {
        properties.append(
            ShellPropertyBinding(
                name: name, valueType: Value.self, isInspectable: inspectable,
                get: { ($0 as? Root).map { $0[keyPath: keyPath] } }, set: nil))
    }

    // MARK: - Callables (see ShellClassBinding+Callables)

    mutating func add(
        _ slot: Slot, _ name: String, _ labels: [String], _ parameters: [Any.Type], _ result: Any.Type,
        _ invoke: @escaping (AnyObject?, [Any]) throws -> Any
    ) {
        let function = ShellFunctionBinding(
            name: name, labels: labels, parameterTypes: parameters, resultType: result, invoke: invoke)
        switch slot {
        case .initializer: initializers.append(function)
        case .method: methods.append(function)
        }
    }

    enum Slot { case initializer, method }
}

extension ShellClassBinding {
    /// A new instance through `init(frame:)`, or `init()` then `frame`, if the class has either
    /// and is a view. On the main actor, where views are made and their `frame` set.
    @MainActor public func makeView(frame: CGRect) -> UIView? {
        if let initializer = initializers.first(where: { $0.labels == ["frame"] }) {
            return (try? initializer.invoke(nil, [frame])) as? UIView
        }
        guard let initializer = initializers.first(where: { $0.labels.isEmpty }),
            let view = (try? initializer.invoke(nil, [])) as? UIView
        else {
            return nil
        }
        view.frame = frame
        return view
    }
}
