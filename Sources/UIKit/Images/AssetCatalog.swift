import Foundation

/// Asset catalogs (`.xcassets` folders), which Xcode compiles into the app's (or a library
/// bundle's) `Assets.car`; ViewLab reads the catalog folders themselves.
///
/// Apple's *Asset Catalog Format Reference*: a set is a folder `<name>.<kind>` (`imageset`,
/// `colorset`) holding a `Contents.json`; folders without an extension group sets (a group's
/// name is not part of a set's name unless the group "provides namespace", which ViewLab does not
/// read). The catalogs searched are those directly inside a searched folder (a bundle's top
/// level, a library's `Media.xcassets` next to its sources).
enum AssetCatalog {
    /// The `Contents.json` of the set `name.kind` in the first catalog of `folder` that has one,
    /// parsed; nil when there is none. A `Contents.json` that is not a JSON object is reported in
    /// one line naming the file (`UIImage.loadingFailureHandler`) and the set is skipped.
    static func set(named name: String, kind: String, in folder: URL) -> (folder: URL, contents: [String: Any])? {
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        else { return nil }
        for catalog in entries.sorted(by: { $0.path < $1.path }) where catalog.pathExtension == "xcassets" {
            guard let set = find("\(name).\(kind)", in: catalog) else { continue }
            let file = set.appendingPathComponent("Contents.json")
            guard let contents = contents(of: file) else { continue }
            return (set, contents)
        }
        return nil
    }

    /// The folder `entry` in `folder` or in its groups (depth first, sorted).
    private static func find(_ entry: String, in folder: URL) -> URL? {
        let direct = folder.appendingPathComponent(entry)
        if FileManager.default.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
        guard
            let entries = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { return nil }
        for group in entries.sorted(by: { $0.path < $1.path })
        where group.pathExtension.isEmpty
            && (try? group.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
        {
            if let found = find(entry, in: group) { return found }
        }
        return nil
    }

    /// A `Contents.json` as an object, or nil with a one-line report naming the file.
    static func contents(of file: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            UIImage.reportLoadingFailure("\(file.path): cannot read the asset catalog's Contents.json")
            return nil
        }
        do {
            guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                UIImage.reportLoadingFailure("\(file.path): malformed asset catalog Contents.json (not a JSON object)")
                return nil
            }
            return root
        } catch {
            UIImage.reportLoadingFailure(
                "\(file.path): malformed asset catalog Contents.json (\(error.localizedDescription))")
            return nil
        }
    }

    /// Whether an entry of a set's `images`/`colors` array is for an iPhone: idiom `universal`
    /// (or none) or `iphone`.
    static func isForPhone(_ entry: [String: Any]) -> Bool {
        ["universal", "iphone"].contains(entry["idiom"] as? String ?? "universal")
    }

    /// The `luminosity` appearance an entry is for (`light`, `dark`), nil for any appearance;
    /// `otherKind` when it is for another appearance kind (high contrast), which ViewLab skips.
    static func luminosity(of entry: [String: Any]) -> (value: String?, otherKind: Bool) {
        var value: String?
        for appearance in (entry["appearances"] as? [[String: Any]]) ?? [] {
            guard appearance["appearance"] as? String == "luminosity" else { return (nil, true) }
            value = appearance["value"] as? String
        }
        return (value, false)
    }
}
