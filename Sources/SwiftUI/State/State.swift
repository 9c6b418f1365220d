/// A value a view owns and SwiftUI keeps while the view stays in the tree (`@State`): the
/// hosting view stores it by the view's place, so a body evaluated again reads the value set
/// before, and setting it updates the views that read it.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/state>
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }

    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
    func install(_ context: ResolveContext, key: String) {
        let host = context.host
        let kept = host.slot(key) { box }
        guard kept !== box else {
            box.onChange = { [weak host] in host?.invalidate() }
            return
        }
        box.target = kept
    }
}

/// The storage of a `@State`: its own value until it is connected to the storage kept for its
/// place, then that storage's.
final class StateBox<Value> {
    private var local: Value
    var target: StateBox?
    var onChange: (() -> Void)?

    init(_ value: Value) { local = value }

    var value: Value {
        get { target?.value ?? local }
        set {
            if let target {
                target.value = newValue
            } else {
                local = newValue
                onChange?()
            }
        }
    }
}
