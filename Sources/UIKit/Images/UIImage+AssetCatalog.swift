import CoreGraphics
import Foundation

/// Image sets of asset catalogs (`.xcassets` folders), which Xcode compiles into the app's (or the
/// library bundle's) `Assets.car`, where `UIImage(named:)` finds an image by its set's name.
///
/// Apple's *Asset Catalog Format Reference*, "Image Set Type": a folder `<name>.imageset` holds a
/// `Contents.json` whose `images` array lists each variant's `filename`, `idiom` and `scale`
/// (`1x`, `2x`, `3x`); folders without an extension group sets. ViewLab reads the catalog folders
/// themselves: an `.xcassets` folder directly inside a searched folder (a library's
/// `Media.xcassets` next to its sources), its sets at any depth of groups, `universal` and
/// `iphone` PNG variants, chosen by scale as loose `@2x`/`@3x` files are.
extension UIImage {
    /// The variant of the image set `name` for `wanted` scale in an asset catalog inside `folder`.
    static func assetCatalogVariant(named name: String, scale wanted: CGFloat, in folder: URL) -> (url: URL, scale: CGFloat)? {
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) else { return nil }
        for catalog in entries.sorted(by: { $0.path < $1.path }) where catalog.pathExtension == "xcassets" {
            guard let set = imageSet(named: name, in: catalog) else { continue }
            let files = imageSetFiles(set)
            for scale in variantOrder(for: wanted) {
                if let file = files[scale] { return (set.appendingPathComponent(file), scale) }
            }
        }
        return nil
    }

    /// The folder `<name>.imageset` in `folder` or in its groups.
    private static func imageSet(named name: String, in folder: URL) -> URL? {
        let direct = folder.appendingPathComponent(name + ".imageset")
        if FileManager.default.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return nil }
        for group in entries.sorted(by: { $0.path < $1.path }) where group.pathExtension.isEmpty
            && (try? group.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            if let found = imageSet(named: name, in: group) { return found }
        }
        return nil
    }

    /// The set's PNG files by scale, from its `Contents.json` (a variant without `scale` is 1×).
    private static func imageSetFiles(_ set: URL) -> [CGFloat: String] {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = root["images"] as? [[String: Any]] else { return [:] }
        var files: [CGFloat: String] = [:]
        for image in images {
            guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png"),
                  ["universal", "iphone"].contains(image["idiom"] as? String ?? "universal") else { continue }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
            if files[scale] == nil { files[scale] = file }
        }
        return files
    }
}
