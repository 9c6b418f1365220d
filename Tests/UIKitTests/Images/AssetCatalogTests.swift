@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import TestSupport
import XCTest

/// Asset catalogs and bundles as a library ships them: a `.bundle` folder opened with
/// `Bundle(path:)`, its image sets (template rendering intent, dark variants) and colour sets
/// (`UIColor(named:in:compatibleWith:)` with a dark appearance, Xcode's three component
/// spellings, system colour references), and what bad input gives.
@MainActor
final class AssetCatalogTests: XCTestCase {
    typealias F = UIImageFixtures

    /// A `Kit.bundle` folder with `Media.xcassets` holding the sets `sets` (path → Contents.json).
    func makeBundle(_ sets: [String: String]) throws -> Bundle {
        let folder = F.temporaryFolder(self).appendingPathComponent("Kit.bundle")
        XCTAssertNil(Bundle(path: folder.path), "no folder, no bundle")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (set, contents) in sets {
            let url = folder.appendingPathComponent("Media.xcassets").appendingPathComponent(set)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url.appendingPathComponent("Contents.json"))
        }
        return try XCTUnwrap(Bundle(path: folder.path))
    }

    func rgba(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> [CGFloat]? {
        color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).cgColor.components.map {
            $0.map { ($0 * 1000).rounded() / 1000 }
        }
    }

    func testColourSetsResolveTheirAppearances() async throws {
        let bundle = try makeBundle([
            "Brand.colorset": """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "0.500"}}},
              {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
               "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1.000"}}}
            ]}
            """,
            "Gray.colorset": """
            {"colors": [{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.250", "alpha": "1.000"}}}]}
            """,
            "Accent.colorset": """
            {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
            """,
        ])
        let brand = UIColor(named: "Brand", in: bundle, compatibleWith: nil)
        XCTAssertEqual(rgba(brand, .light), [0.2, 0.4, 0.6, 1], "hex byte, decimal byte and floating-point components")
        XCTAssertEqual(rgba(brand, .dark), [1, 1, 1, 0.5], "the dark appearance")
        XCTAssertEqual(rgba(UIColor(named: "Gray", in: bundle, compatibleWith: nil), .light), [0.25, 1])
        let accent = try XCTUnwrap(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        for style in [UIUserInterfaceStyle.light, .dark] {
            XCTAssertEqual(rgba(accent, style), rgba(.systemBlue, style))
        }
        XCTAssertTrue(
            F.failures { XCTAssertNil(UIColor(named: "Missing", in: bundle, compatibleWith: nil)) }.isEmpty,
            "a missing colour is nil without a message, as on iOS")
    }

    func testImageSetsKeepTheirTemplateIntentAndDarkVariants() async throws {
        let bundle = try makeBundle([
            "Glyph.imageset": """
            {"images": [{"idiom": "universal", "filename": "glyph.png", "scale": "1x"},
                        {"idiom": "universal", "filename": "glyph-dark.png", "scale": "1x",
                         "appearances": [{"appearance": "luminosity", "value": "dark"}]}],
             "properties": {"template-rendering-intent": "template"}}
            """,
            "Photo.imageset": """
            {"images": [{"idiom": "universal", "filename": "photo.png"}], "properties": {"template-rendering-intent": "original"}}
            """,
        ])
        let media = try XCTUnwrap(bundle.resourceURL).appendingPathComponent("Media.xcassets")
        try F.writeSolid(F.red, pixels: 1, to: media.appendingPathComponent("Glyph.imageset/glyph.png"))
        try F.writeSolid(F.blue, pixels: 1, to: media.appendingPathComponent("Glyph.imageset/glyph-dark.png"))
        try F.writeSolid(F.green, pixels: 1, to: media.appendingPathComponent("Photo.imageset/photo.png"))
        let light = try XCTUnwrap(
            UIImage(named: "Glyph", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertEqual(light.renderingMode, .alwaysTemplate)
        XCTAssertEqual(light.cgImage.map { F.word($0, 0, 0) }, F.red)
        let dark = try XCTUnwrap(
            UIImage(named: "Glyph", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(dark.cgImage.map { F.word($0, 0, 0) }, F.blue)
        XCTAssertEqual(UIImage(named: "Photo", in: bundle, compatibleWith: nil)?.renderingMode, .alwaysOriginal)
        // An image view shows the variant for its own appearance, and follows it (iOS: the image's asset).
        let window = makeWindow()
        let view = UIImageView(image: light.withRenderingMode(.alwaysOriginal))
        window.addSubview(view)
        window.runTurn()
        let shown = { (view.layer.contents as! CGImage?).map { F.word($0, 0, 0) } }
        XCTAssertEqual(shown(), F.red)
        view.overrideUserInterfaceStyle = .dark
        window.runTurn()
        XCTAssertEqual(shown(), F.blue, "the dark variant, kept through withRenderingMode")
        view.overrideUserInterfaceStyle = .light
        window.runTurn()
        XCTAssertEqual(shown(), F.red)
        XCTAssertEqual(
            light.withRenderingMode(.alwaysOriginal).resolved(for: UITraitCollection(userInterfaceStyle: .dark))
                .renderingMode, .alwaysOriginal)
    }

    /// A vector image set (a PDF, "Single Scale") is drawn at the scale wanted, as Xcode rasterises
    /// it at each scale: 40 × 30 points at 3x are 120 × 90 pixels, upright.
    func testAPDFImageSetIsDrawnAtTheScaleWanted() async throws {
        let bundle = try makeBundle([
            "Icon.imageset": """
            {"images": [{"idiom": "universal", "filename": "icon.pdf"}], "properties": {"preserves-vector-representation": true}}
            """
        ])
        let media = try XCTUnwrap(bundle.resourceURL).appendingPathComponent("Media.xcassets")
        try PDFFixture.quarters(width: 40, height: 30).write(to: media.appendingPathComponent("Icon.imageset/icon.pdf"))
        let image = try XCTUnwrap(
            UIImage(named: "Icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        XCTAssertEqual(image.size, CGSize(width: 40, height: 30))
        XCTAssertEqual(image.scale, 3)
        let bitmap = try XCTUnwrap(image.cgImage)
        XCTAssertEqual([bitmap.width, bitmap.height], [120, 90])
        XCTAssertEqual(F.word(bitmap, 10, 80), F.red, "the lower-left quarter")
        XCTAssertEqual(F.word(bitmap, 110, 10), F.blue, "the upper-right quarter")
        let twice = try XCTUnwrap(
            UIImage(named: "Icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        XCTAssertEqual(twice.cgImage?.width, 80, "drawn again for another scale")
    }

    /// A bundle is searched first; a name it lacks is nil (no crash), with ViewLab's one-line note.
    func testBundleImagesAndMissingNames() async throws {
        let bundle = try makeBundle([:])
        let folder = try XCTUnwrap(bundle.resourceURL)
        try F.writeSolid(F.green, pixels: 3, to: folder.appendingPathComponent("badge@3x.png"))
        let image = try XCTUnwrap(
            UIImage(named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.size, CGSize(width: 1, height: 1))
        XCTAssertEqual(bundle.url(forResource: "badge@3x", withExtension: "png")?.lastPathComponent, "badge@3x.png")
        XCTAssertNil(bundle.path(forResource: "nothing", ofType: "png"))
        XCTAssertEqual(F.failures { XCTAssertNil(UIImage(named: "nothing", in: bundle, compatibleWith: nil)) }.count, 1)
    }

    func testMalformedContentsIsNilWithOneLineNamingTheFile() async throws {
        let bundle = try makeBundle(["Broken.colorset": "{\"colors\": [", "List.imageset": "[1, 2]"])
        let media = try XCTUnwrap(bundle.resourceURL).appendingPathComponent("Media.xcassets").standardizedFileURL.path
        let colour = F.failures { XCTAssertNil(UIColor(named: "Broken", in: bundle, compatibleWith: nil)) }
        XCTAssertEqual(colour.count, 1)
        XCTAssertTrue(
            colour[0].hasPrefix("\(media)/Broken.colorset/Contents.json: malformed asset catalog Contents.json ("),
            colour[0])
        XCTAssertFalse(colour[0].contains("\n"))
        let image = F.failures { XCTAssertNil(UIImage(named: "List", in: bundle, compatibleWith: nil)) }
        XCTAssertEqual(
            image.first,
            "\(media)/List.imageset/Contents.json: malformed asset catalog Contents.json (not a JSON object)")
    }
}
