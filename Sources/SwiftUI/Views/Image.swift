import UIKit

/// An image (`Image`): from the asset catalog, an SF Symbol (ViewLab's stand-ins) or a
/// `UIImage`. It is its image's size unless made `resizable()`, when it fills what it is
/// offered (with `aspectRatio`/`scaledToFit`, keeping its proportions).
///
/// Apple: <https://developer.apple.com/documentation/swiftui/image>
public struct Image: View, Equatable {
    public typealias Body = Never
    let uiImage: UIImage?
    var isResizable = false
    var template = false

    public init(_ name: String, bundle: Bundle? = nil) {
        uiImage = UIImage(named: name, in: bundle, compatibleWith: nil)
    }

    public init(systemName: String) {
        uiImage = UIImage(systemName: systemName)
        template = true
    }

    public init(uiImage: UIImage) { self.uiImage = uiImage }

    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// How an image is drawn: as is, or in the foreground colour (`Image.TemplateRenderingMode`).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// How a resizable image is scaled (`Image.ResizingMode`).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.template = renderingMode == .template
        return copy
    }
}

extension Image: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
        let view = UIImageView(image: template ? uiImage?.withRenderingMode(.alwaysTemplate) : uiImage)
        view.tintColor = (context.environment.foregroundColor ?? .accentColor).uiColor
        view.contentMode = .scaleToFill
        let natural = uiImage?.size ?? .zero
        let resizable = isResizable
        return [
            LeafNode(view: view) { proposal in
                resizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
            }
        ]
    }
}
