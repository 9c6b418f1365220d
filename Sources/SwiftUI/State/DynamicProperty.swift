/// A stored property of a view that SwiftUI updates before it evaluates the view's `body`
/// (`DynamicProperty`): `@State`, `@Binding`, `@ObservedObject`, `@StateObject`,
/// `@EnvironmentObject`, `@Environment`, and structures made of them.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/dynamicproperty>
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property that the hosting view connects to its storage before a body is evaluated.
@MainActor
protocol InstallableProperty {
    func install(_ context: ResolveContext, key: String)
}

extension HostingView {
    /// Connects the dynamic properties of `value` (a view or a view modifier), found by
    /// reflection in declaration order, as SwiftUI finds them.
    func install(_ value: Any, _ context: ResolveContext) {
        var index = 0
        func visit(_ value: Any) {
            for child in Mirror(reflecting: value).children {
                if let property = child.value as? InstallableProperty {
                    property.install(context, key: "\(context.path)#\(index)")
                    index += 1
                } else if child.value is DynamicProperty {
                    visit(child.value)
                }
            }
        }
        visit(value)
    }
}
