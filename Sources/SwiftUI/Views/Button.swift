/// A control that runs an action when tapped (`Button`). Drawn as its label in the accent
/// colour (red for a destructive role), as the default style shows a button outside a list or
/// toolbar; no highlight while pressed, and `buttonStyle` changes nothing here.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/button>
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View {
        label.foregroundColor(role == .destructive ? .red : .accentColor).onTapGesture(perform: action)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, for its appearance (`ButtonRole`).
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension View {
    /// The style of the buttons in the view (`buttonStyle(_:)`); buttons are drawn in the default
    /// style here.
    public func buttonStyle<S>(_ style: S) -> some View { self }
}

/// The built-in button styles' names (`.plain`, `.bordered`, `.borderedProminent`, `.borderless`).
public struct DefaultButtonStyle: Sendable {
    public static let automatic = DefaultButtonStyle()
    public static let plain = DefaultButtonStyle()
    public static let bordered = DefaultButtonStyle()
    public static let borderedProminent = DefaultButtonStyle()
    public static let borderless = DefaultButtonStyle()
}
