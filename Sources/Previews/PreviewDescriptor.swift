import UIKit

/// One registered preview: where it was declared, its traits and the body that builds it.
public struct PreviewDescriptor {
    /// A stable, unique, filesystem-safe id: `<File>/<Name>`.
    public internal(set) var id: String
    /// The preview's name (`nil` for an unnamed `#Preview`).
    public let name: String?
    /// `Module/File.swift`, as `#fileID` gives it.
    public let fileID: String
    public let line: Int
    public let traits: [PreviewTrait<Preview.ViewTraits>.Setting]
    /// Builds the previewed content.
    public let makeContent: () -> PreviewContent

    /// The file's base name without `.swift`.
    public var fileName: String {
        let base = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
    }

    public var orientation: PreviewOrientation? {
        traits.lazy.compactMap { if case .orientation(let o) = $0 { return o } else { return nil } }.first
    }
    public var layout: PreviewLayout {
        traits.lazy.compactMap { if case .layout(let l) = $0 { return l } else { return nil } }.first ?? .device
    }
    public var theme: String? {
        traits.lazy.compactMap { if case .theme(let name) = $0 { return name } else { return nil } }.first
    }
    public var appearance: UIUserInterfaceStyle? {
        traits.lazy.compactMap { if case .appearance(let a) = $0 { return a } else { return nil } }.first
    }
}

/// What a preview body returns.
public enum PreviewContent {
    case view(UIView)
    case viewController(UIViewController)

    /// The view to render (a controller's view, loaded on demand).
    public var view: UIView {
        switch self {
        case .view(let view): return view
        case .viewController(let controller): return controller.view
        }
    }
}
