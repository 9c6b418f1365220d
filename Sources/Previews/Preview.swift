import UIKit

// MARK: - The #Preview macro (Apple's spellings)

/// Declares a preview of a `UIView`, as in Xcode: `#Preview("Name") { MyView() }`. As in Apple's
/// DeveloperToolsSupport, the body is `@MainActor`: it may build views whose classes are annotated
/// `@MainActor` (code written for iOS 17 and later).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview of a `UIView` with traits: `#Preview("Name", traits: .landscapeLeft) { … }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIView
) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview of a `UIViewController`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview of a `UIViewController` with traits.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> UIViewController
) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Namespace for preview trait kinds, as in Apple's DeveloperToolsSupport.
public enum Preview {
    /// The kind of traits that apply to view previews.
    public enum ViewTraits {}
}
