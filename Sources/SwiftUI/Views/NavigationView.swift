/// A navigation container (`NavigationView`, iOS 13; `NavigationStack`, iOS 16). ViewLab shows its
/// root content only: no navigation bar is drawn, titles and toolbar items are kept nowhere, and
/// `NavigationLink`s do not push.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/navigationstack>
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { content }
}

/// A navigation container for iOS 16 and later (`NavigationStack`); see `NavigationView`.
public struct NavigationStack<Root: View>: View {
    let root: Root

    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    public var body: some View { root }
}

/// A view that pushes a destination when tapped (`NavigationLink`); here, its label only.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { label }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.label = Text(title) }
}

extension View {
    public func navigationTitle(_ title: Text) -> some View { self }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    public func navigationBarTitle(_ title: Text) -> some View { self }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    public func navigationBarHidden(_ hidden: Bool) -> some View { self }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
