import Foundation

/// `export --incremental`: which images of the folder's last export are kept as they are.
extension CatalogExporter {
    /// What the last export left that this one can keep.
    struct Reusable {
        /// Kept entries, by path.
        var entries: [String: ExportManifest.Entry] = [:]
        /// Why nothing could be kept (an unreadable manifest), for a warning.
        var warning: String?
    }

    /// The entries of `directory`'s manifest whose key equals the key this export computed for the
    /// same file (`keys`, by path) and whose PNG is still there with the size the manifest
    /// recorded (and its audit overlay, if it has one). No manifest keeps nothing; a malformed one keeps nothing and says why.
    /// What this export asks for beyond the image decides too: with `audit` (`export --audit`) an
    /// entry is reused only when it was audited (and without its audit otherwise); with `gif`
    /// (`export --gif`) an animated entry only when its GIF is there (and without it otherwise).
    /// What is dropped from an entry is cleaned with the stale files.
    static func reusable(in directory: URL, keys: [String: String], audit: Bool = false, gif: Bool = false) -> Reusable
    {
        let manifestURL = directory.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: manifestURL.path) else { return Reusable() }
        let previous: ExportManifest
        do {
            previous = try ExportManifest.read(from: directory)
        } catch {
            return Reusable(warning: "\(error); exporting everything")
        }
        var reusable = Reusable()
        for var entry in previous.entries where keys[entry.path] == entry.key {
            let file = directory.appendingPathComponent(entry.path).path
            guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int,
                size == entry.bytes
            else { continue }
            // The audit overlay depends on the same inputs as the image; it is kept when it is still there.
            if let overlay = entry.auditOverlay,
                !FileManager.default.fileExists(atPath: directory.appendingPathComponent(overlay).path)
            {
                continue
            }
            if audit, entry.audit == nil { continue }
            if !audit { (entry.audit, entry.auditOverlay) = (nil, nil) }
            if gif, entry.frames != nil,
                !(entry.gif.map { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
                    ?? false)
            {
                continue
            }
            if !gif { entry.gif = nil }
            reusable.entries[entry.path] = entry
        }
        return reusable
    }
}
