@_spi(ViewLab) import CoreGraphics

/// `UIImage(named:)`: finding images by name in resource folders, with `@2x`/`@3x` variants.
extension UIImage {
    /// Loads the image called `name` for the main screen's scale (see
    /// `init(named:in:compatibleWith:)`), or returns nil.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the image called `name`, or returns nil (with a one-line note on standard error
    /// saying where ViewLab looked).
    ///
    /// `name` may omit the `.png` extension and may contain sub-folders. The folders searched,
    /// in order: those added with `registerResourceDirectory(_:)`, then `bundle`'s resource
    /// folder when a bundle is given, then the folders of the Swift files ViewLab compiled
    /// (`:load`, `export --package`) and their `Resources` sub-folders, newest first, and the
    /// bundles of the loaded modules (`registerModuleBundle`) — the resources of the user's
    /// module, as an app's are in its main bundle — then the host's resource folders (`resourceFolders`: for `viewlab`, `Playgrounds/Resources`).
    /// UIKit decides no folder itself and reads no environment: the host program gives the folders.
    /// In each folder the variant for the wanted scale is chosen — the trait collection's
    /// `displayScale` when positive, else `UIScreen.main.scale` — falling back first to larger
    /// variants (downsampling looks better), then to smaller ones: on a 3× screen `name@3x.png`,
    /// `name@2x.png`, `name.png`; then the image set `name` of an asset catalog in the folder
    /// (`UIImage+AssetCatalog.swift`: its dark variant when the trait collection — else
    /// `UITraitCollection.current` — is dark, and the set's template rendering intent; an image
    /// view shows the variant for its own traits, as it does on iOS). The
    /// image's scale is the variant's (a `name.png` is 1×), so `size` in points is the same
    /// whichever variant was found. Images are cached by file.
    ///
    /// A bundle is searched as iOS searches it: `Bundle.module` of a package target, the bundle
    /// `Bundle(for:)` returns for a library's class, or a `.bundle` folder opened with
    /// `Bundle(url:)`/`Bundle(path:)` (`export --package` lays targets out so, see
    /// `ViewLabLive.TargetBundle`). A name that is found nowhere gives nil, as on iOS.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let wanted = traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? UIScreen.mainScale
        let style =
            traitCollection.map(\.userInterfaceStyle).flatMap { $0 == .unspecified ? nil : $0 }
            ?? UITraitCollection.current.userInterfaceStyle
        let folders = UIImage.searchFolders(bundle: bundle)
        guard let found = UIImage.findVariant(named: name, scale: wanted, dark: style == .dark, in: folders) else {
            let looked = folders.isEmpty ? "no resource folder given" : folders.map(\.path).joined(separator: ", ")
            UIImage.reportLoadingFailure("UIImage(named: \"\(name)\"): no such PNG (looked in \(looked))")
            return nil
        }
        guard let image = UIImage.cachedImage(at: found.url, scale: found.scale) else { return nil }
        self.init(cgImage: image, scale: found.scale, orientation: .up, renderingMode: found.renderingMode)
        // An image set with a dark variant: both, for image views to choose by their traits.
        if let other = UIImage.findVariant(named: name, scale: wanted, dark: style != .dark, in: folders),
            other.url != found.url,
            let otherImage = UIImage.cachedImage(at: other.url, scale: other.scale)
        {
            let twin = UIImage(
                cgImage: otherImage, scale: other.scale, orientation: .up, renderingMode: other.renderingMode)
            let this = UIImage(cgImage: image, scale: found.scale, orientation: .up, renderingMode: found.renderingMode)
            appearances = style == .dark ? Appearances(light: twin, dark: this) : Appearances(light: this, dark: twin)
        }
    }

    /// Loads the image called `name` from `bundle` for the configuration's trait collection
    /// (iOS 13's spelling of `init(named:in:compatibleWith:)`).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
    }

    // MARK: - Folders

    /// ViewLab: adds a folder that `UIImage(named:)` searches first (a loaded nib's folder).
    @_spi(ViewLab) public static func registerResourceDirectory(_ url: URL) {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if !registry.folders.contains(url.standardizedFileURL) { registry.folders.append(url.standardizedFileURL) }
    }

    /// ViewLab: the host's resource folders, searched last by `UIImage(named:)` and nib loading —
    /// a slot the host program fills at start-up (the `viewlab` CLI and the render code:
    /// `$VIEWLAB_RESOURCES` or `Playgrounds/Resources`, see `ViewLabSupport.HostEnvironment`).
    /// Empty until then.
    @_spi(ViewLab) public static var resourceFolders: [URL] {
        get { registry.lock.lock(); defer { registry.lock.unlock() }; return registry.hostFolders }
        set { registry.lock.lock(); defer { registry.lock.unlock() }; registry.hostFolders = newValue }
    }

    /// ViewLab: adds the bundle of a loaded module (a package target's `<Target>.framework`,
    /// see `ViewLabLive.TargetBundle`), searched after the sources' folders when no bundle is
    /// given — as an app's own resources are in its main bundle, the resources of the code
    /// ViewLab loaded count as the main bundle's.
    @_spi(ViewLab) public static func registerModuleBundle(_ url: URL) {
        registry.lock.lock()
        defer { registry.lock.unlock() }
        if !registry.moduleBundles.contains(url.standardizedFileURL) {
            registry.moduleBundles.append(url.standardizedFileURL)
        }
    }

    static func searchFolders(bundle: Bundle?) -> [URL] {
        registry.lock.lock()
        var folders = registry.folders
        let moduleBundles = registry.moduleBundles
        registry.lock.unlock()
        if let resources = bundle?.resourceURL { folders.append(resources) }
        for source in ClassTable.sourceFolders.map({ URL(fileURLWithPath: $0) }) {
            folders += [source, source.appendingPathComponent("Resources")]
        }
        return folders + moduleBundles + resourceFolders
    }

    // MARK: - Variants

    /// The scales to try, best first: the wanted one, larger ones, then smaller ones.
    static func variantOrder(for wanted: CGFloat) -> [CGFloat] {
        let target = min(max(wanted.isFinite ? wanted.rounded() : 1, 1), 3)
        let all: [CGFloat] = [1, 2, 3]
        return [target] + all.filter { $0 > target } + all.filter { $0 < target }.reversed()
    }

    /// The file for `name` and its scale. A name with an explicit `@Nx` suffix is taken as is.
    static func findVariant(
        named name: String, scale wanted: CGFloat, dark: Bool = false,
        in folders: [URL]
    ) -> (url: URL, scale: CGFloat, renderingMode: RenderingMode)? {
        let trimmed = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        guard !trimmed.isEmpty else { return nil }
        let explicit = scaleSuffix(of: (trimmed as NSString).lastPathComponent)
        let candidates: [(file: String, scale: CGFloat)] =
            explicit.map { [(trimmed + ".png", $0)] }
            ?? variantOrder(for: wanted).flatMap { scale -> [(String, CGFloat)] in
                scale == 1
                    ? [(trimmed + ".png", 1), (trimmed + "@1x.png", 1)] : [(trimmed + "@\(Int(scale))x.png", scale)]
            }
        for folder in folders {
            for candidate in candidates {
                let url = folder.appendingPathComponent(candidate.file)
                if FileManager.default.isReadableFile(atPath: url.path) { return (url, candidate.scale, .automatic) }
            }
            if explicit == nil, let found = assetCatalogVariant(named: trimmed, scale: wanted, dark: dark, in: folder) {
                return (found.url, found.scale, found.renderingMode)
            }
        }
        return nil
    }

    // MARK: - Cache

    /// Decoded bitmaps by file (path, size and modification date, so edited files reload; a PDF
    /// page drawn at `scale`, also by scale).
    static func cachedImage(at url: URL, scale: CGFloat = 1) -> CGImage? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        let isPDF = url.pathExtension.lowercased() == "pdf"
        let stamp =
            "\(url.path)|\((attributes?[.size] as? NSNumber)?.intValue ?? -1)|\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
            + (isPDF ? "|\(scale)x" : "")
        registry.lock.lock()
        if let hit = registry.cache[stamp] {
            registry.lock.unlock()
            return hit
        }
        registry.lock.unlock()
        guard let image = isPDF ? loadPDF(url, scale: scale) : load(url) else { return nil }
        registry.lock.lock()
        registry.cache[stamp] = image
        registry.lock.unlock()
        return image
    }

    /// Registered folders and the named-image cache, behind one lock.
    final class Registry: @unchecked Sendable {
        let lock = NSLock()
        var folders: [URL] = []
        var moduleBundles: [URL] = []
        var hostFolders: [URL] = []
        var cache: [String: CGImage] = [:]
    }

    static let registry = Registry()
}
