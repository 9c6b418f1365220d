import UIKit

// MARK: - The #Preview macro (Apple's spellings)

/// Declares a preview of a `UIView`, as in Xcode: `#Preview("Name") { MyView() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping () -> UIView) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview of a `UIView` with traits: `#Preview("Name", traits: .landscapeLeft) { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping () -> UIView) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview of a `UIViewController`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping () -> UIViewController) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Declares a preview of a `UIViewController` with traits.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping () -> UIViewController) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Namespace for preview trait kinds, as in Apple's DeveloperToolsSupport.
public enum Preview {
    /// The kind of traits that apply to view previews.
    public enum ViewTraits {}
}
