import CoreGraphics
import Foundation

/// Image sets of asset catalogs (`AssetCatalog`), where `UIImage(named:)` finds an image by its
/// set's name.
///
/// Apple's *Asset Catalog Format Reference*, "Image Set Type": a folder `<name>.imageset` holds a
/// `Contents.json` whose `images` array lists each variant's `filename`, `idiom`, `scale` (`1x`,
/// `2x`, `3x`) and `appearances` (`luminosity` `dark`), and whose `properties` may set
/// `template-rendering-intent` (`template`: the image loads with rendering mode
/// `.alwaysTemplate`, so image views and buttons tint it; `original`: `.alwaysOriginal`).
/// ViewLab takes the `universal` and `iphone` PNG variants, the dark ones for a dark trait
/// collection (else those for any appearance), chosen by scale as loose `@2x`/`@3x` files are.
/// A PDF variant without a scale ("Single Scale", vector data) is drawn at the scale wanted, as
/// Xcode rasterises it for each scale when it builds the app (poppler draws the page:
/// `CGPDFDocument`); a PDF with a scale is drawn at that scale.
extension UIImage {
    /// The images of a set with a dark variant, for each appearance. On iOS the image keeps its
    /// asset (`imageAsset`) and an image view shows the variant for its own traits; here an image
    /// view resolves it the same way (`resolved(for:)`) and again when its traits change.
    struct Appearances {
        var light: UIImage
        var dark: UIImage

        func map(_ transform: (UIImage) -> UIImage) -> Appearances {
            Appearances(light: transform(light), dark: transform(dark))
        }
    }

    /// The variant of this image for `traits`' appearance (itself unless it comes from an image
    /// set with a dark variant).
    func resolved(for traits: UITraitCollection) -> UIImage {
        guard let appearances else { return self }
        return traits.userInterfaceStyle == .dark ? appearances.dark : appearances.light
    }

    /// A variant of an image set: its file, scale and the set's rendering intent.
    struct CatalogVariant {
        var url: URL
        var scale: CGFloat
        var renderingMode: RenderingMode
    }

    /// The variant of the image set `name` for `wanted` scale and `dark` appearance in an asset
    /// catalog inside `folder`.
    static func assetCatalogVariant(named name: String, scale wanted: CGFloat, dark: Bool, in folder: URL)
        -> CatalogVariant?
    {
        guard let (set, contents) = AssetCatalog.set(named: name, kind: "imageset", in: folder) else { return nil }
        let files = imageSetFiles(contents, dark: dark)
        guard let scale = variantOrder(for: wanted).first(where: { files[$0] != nil }), let file = files[scale] else {
            return nil
        }
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        let mode: RenderingMode =
            intent == "template" ? .alwaysTemplate : intent == "original" ? .alwaysOriginal : .automatic
        return CatalogVariant(url: set.appendingPathComponent(file), scale: scale, renderingMode: mode)
    }

    /// The set's PNG files by scale (a variant without `scale` is 1×): the dark appearance's when
    /// `dark` and the set has them, else those for any (or the light) appearance.
    private static func imageSetFiles(_ contents: [String: Any], dark: Bool) -> [CGFloat: String] {
        var any: [CGFloat: String] = [:], darkFiles: [CGFloat: String] = [:]
        for image in (contents["images"] as? [[String: Any]]) ?? [] {
            guard let file = image["filename"] as? String, AssetCatalog.isForPhone(image),
                file.lowercased().hasSuffix(".png") || file.lowercased().hasSuffix(".pdf")
            else { continue }
            let appearance = AssetCatalog.luminosity(of: image)
            guard !appearance.otherKind else { continue }
            // A PDF without a scale is a single-scale vector image, drawn at every scale.
            let vector = file.lowercased().hasSuffix(".pdf") && image["scale"] == nil
            let scales: [CGFloat] =
                vector
                ? [1, 2, 3] : [(image["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1]
            for scale in scales {
                if appearance.value == "dark" {
                    if darkFiles[scale] == nil { darkFiles[scale] = file }
                } else if any[scale] == nil {
                    any[scale] = file
                }
            }
        }
        return dark && !darkFiles.isEmpty ? darkFiles : any
    }
}
