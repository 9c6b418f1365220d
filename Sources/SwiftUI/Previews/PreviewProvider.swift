import Previews

/// A type that produces view previews in Xcode (`PreviewProvider`, before `#Preview`). ViewLab
/// finds the providers of an exported package's files (the source bridge registers each as a
/// preview named after the type) and renders `previews` through a `UIHostingController`; a
/// `Group` of several previews is shown as one, the views stacked.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/previewprovider>
@preconcurrency @MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
    @MainActor static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview runs on (`PreviewPlatform`).
public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS }

/// A simulated device for a preview (`PreviewDevice`), named as Xcode names it.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// A device orientation for a preview (`InterfaceOrientation`).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
    /// How the preview is sized (`previewLayout(_:)`): read from the source by the bridge for a
    /// `PreviewProvider`, as Xcode reads it from the preview's view.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The preview's name in the canvas (`previewDisplayName(_:)`), read as `previewLayout` is.
    public func previewDisplayName(_ value: String?) -> some View { self }

    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }

    public func previewContext(_ context: Any) -> some View { self }
}

extension PreviewRegistry {
    /// Registers a `#Preview` whose body is a SwiftUI view: it is shown by a `UIHostingController`.
    public static func register<Content: View>(
        name: String?, fileID: String, filePath: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>],
        @ViewBuilder body: @escaping @MainActor () -> Content
    ) {
        register(name: name, fileID: fileID, filePath: filePath, line: line, traits: traits) { () -> UIViewController in
            UIHostingController(rootView: body())
        }
    }
}

/// Declares a preview of a SwiftUI view, as in Xcode: `#Preview("Name") { MyView() }`; it is
/// rendered through a `UIHostingController`.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/preview(_:body:)>
@freestanding(declaration)
public macro Preview<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Content) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview of a SwiftUI view with traits.
@freestanding(declaration)
public macro Preview<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> Content
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")
