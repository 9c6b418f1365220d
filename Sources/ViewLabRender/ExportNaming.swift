import Foundation

/// The stable, collision-free file naming scheme of exports:
/// `<File>/<Name>.<appearance>-<orientation>.png`, relative to the output folder. Preview ids are
/// unique and already filesystem-safe (`<File>/<Name>`, no `..`), so adding the variant keeps names
/// unique and inside the output folder.
public enum ExportNaming {
    public static func relativePath(for previewID: String, variant: PreviewVariant) -> String {
        "\(previewID).\(variant.slug).png"
    }

    /// The audit overlay of the image at `imagePath` (`export --audit`): `<File>/<Name>.<slug>.audit.png`.
    public static func overlayPath(for imagePath: String) -> String {
        String(imagePath.dropLast(imagePath.hasSuffix(".png") ? 4 : 0)) + ".audit.png"
    }

    /// The GIF of the animated image at `imagePath` (`export --gif`): `<File>/<Name>.<slug>.gif`.
    public static func gifPath(for imagePath: String) -> String {
        String(imagePath.dropLast(imagePath.hasSuffix(".png") ? 4 : 0)) + ".gif"
    }

    /// Whether a file name (relative path) looks like an export written by this scheme (an image,
    /// its audit overlay or its GIF).
    public static func isExportFile(_ relativePath: String) -> Bool {
        if relativePath.hasSuffix(".gif") { return isExportFile(String(relativePath.dropLast(4)) + ".png") }
        if relativePath.hasSuffix(".audit.png") { return isExportFile(String(relativePath.dropLast(10)) + ".png") }
        guard relativePath.hasSuffix(".png"), relativePath.split(separator: "/").count == 2 else { return false }
        let stem = relativePath.dropLast(4)
        guard let dot = stem.lastIndex(of: ".") else { return false }
        let slug = stem[stem.index(after: dot)...]
        return slug.hasPrefix("light-") || slug.hasPrefix("dark-")
    }
}
