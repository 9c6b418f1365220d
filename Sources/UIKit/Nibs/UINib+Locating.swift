import Foundation
import ObjCRuntime

/// Where `UINib(nibName:bundle:)` and `Bundle.loadNibNamed` find `Name.xib`.
extension UINib {
    /// The folders searched, in order: the folders registered for images
    /// (`UIImage.registerResourceDirectory`), the bundle's resource folder, the folders of the
    /// Swift files ViewLab compiled (`:load`, `export --package`: a XIB next to its Swift file,
    /// or in a `Resources` folder beside it — the newest first), and the host's resource folders
    /// (`UIImage.resourceFolders`) — the same folders as `UIImage(named:)`.
    static func searchFolders(bundle: Bundle?) -> [URL] {
        UIImage.searchFolders(bundle: bundle ?? Bundle.main)
    }

    /// The first `name.xib` in the search folders (`name` may end in `.xib` or `.nib`).
    static func url(forNibNamed name: String, bundle: Bundle?) -> URL? {
        var base = name
        if base.hasSuffix(".xib") || base.hasSuffix(".nib") { base = String(base.dropLast(4)) }
        return searchFolders(bundle: bundle).lazy
            .map { $0.appendingPathComponent(base + ".xib") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }
}

extension Bundle {
    /// Loads the nib `name` from this bundle (see `UINib(nibName:bundle:)` for where ViewLab
    /// looks) with `owner` as File's Owner and returns its top-level objects; nil when the nib
    /// cannot be loaded (with a one-line error; UIKit raises).
    @preconcurrency @MainActor public func loadNibNamed(
        _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
    ) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else {
            UIView.report(.invalidArgument, nib.loadError ?? "cannot load \(name)")
            return nil
        }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
