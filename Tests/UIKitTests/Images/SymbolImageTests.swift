@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// `UIImage(systemName:)`: every glyph renders, glyphs differ, sizes follow the configuration.
final class SymbolImageTests: XCTestCase {
    /// The number of pixels with some alpha.
    func inkCount(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 { count += 1 } }
        return count
    }

    func traits(_ scale: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: scale) }

    func testTheDocumentedNamesExistAndUnknownNamesGiveNil() {
        let required = ["bell", "bell.fill", "star", "star.fill", "heart", "heart.fill", "checkmark", "xmark", "plus", "minus",
                        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "gear", "person.circle",
                        "magnifyingglass", "trash", "square.and.arrow.up", "info.circle", "exclamationmark.triangle"]
        for name in required { XCTAssertNotNil(UIImage(systemName: name), name) }
        XCTAssertNil(UIImage(systemName: "no.such.symbol"))
        XCTAssertNil(UIImage(systemName: ""))
        XCTAssertNil(UIImage(systemName: "Star"), "names are case-sensitive as on iOS")
    }

    func testEveryGlyphHasInkAndAllGlyphsDiffer() throws {
        var seen: [Data: String] = [:]
        for name in UIImage.availableSystemNames {
            let image = try XCTUnwrap(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20).withTraitCollection(traits(2))))
            let bitmap = try XCTUnwrap(image.cgImage)
            let ink = inkCount(bitmap)
            XCTAssertGreaterThan(ink, bitmap.width * bitmap.height / 30, "\(name) draws something")
            XCTAssertLessThan(ink, bitmap.width * bitmap.height, "\(name) is not a full square")
            let png = try PNGEncoder().encode(bitmap)
            XCTAssertNil(seen[png], "\(name) differs from \(seen[png] ?? "")")
            seen[png] = name
        }
    }

    func testSymbolImagesAreTemplatesWithTheirConfiguration() throws {
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertEqual(star.renderingMode, .alwaysTemplate)
        XCTAssertEqual(star.scale, 3, "rendered at UIScreen.main.scale by default")
        XCTAssertEqual(star.symbolConfiguration?.resolvedPointSize, 17, "default: body size")
        XCTAssertFalse(UIImage(cgImage: try XCTUnwrap(star.cgImage)).isSymbolImage)
    }

    func testSizesFollowPointSizeScaleAndTextStyle() throws {
        func side(_ configuration: UIImage.SymbolConfiguration) throws -> CGFloat {
            try XCTUnwrap(UIImage(systemName: "heart", withConfiguration: configuration.withTraitCollection(traits(2)))).size.width
        }
        // Box = pointSize × 1.2 × scale factor, rounded to whole pixels.
        XCTAssertEqual(try side(.init(pointSize: 20)), 24)
        XCTAssertEqual(try side(.init(pointSize: 20, weight: .bold, scale: .small)), 19)
        XCTAssertEqual(try side(.init(pointSize: 20, weight: .regular, scale: .large)), 31, accuracy: 0.5)
        XCTAssertEqual(try side(.init(textStyle: .largeTitle)), 34 * 1.2, accuracy: 0.5)
        XCTAssertEqual(try side(.init(textStyle: .caption2)), 11 * 1.2, accuracy: 0.5)
        XCTAssertEqual(try side(.unspecified), 17 * 1.2, accuracy: 0.5)
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        let bigger = try XCTUnwrap(star.applyingSymbolConfiguration(.init(pointSize: 40)))
        XCTAssertEqual(bigger.size.width, 48, accuracy: 0.5)
        XCTAssertEqual(bigger.symbolConfiguration?.pointSize, 40)
        XCTAssertNil(UIImage(cgImage: try XCTUnwrap(star.cgImage)).applyingSymbolConfiguration(.init(pointSize: 40)))
    }

    func testWeightChangesTheStrokeWidth() throws {
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try XCTUnwrap(UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: weight).withTraitCollection(traits(2))))
            return inkCount(try XCTUnwrap(image.cgImage))
        }
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let inks = try weights.map(ink)
        XCTAssertEqual(inks, inks.sorted(), "heavier weights draw more ink")
        XCTAssertGreaterThan(inks.last!, inks.first! * 3)
    }

    func testApplyingKeepsUnspecifiedValues() {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        XCTAssertEqual(merged.pointSize, 30)
        XCTAssertEqual(merged.weight, .bold)
        XCTAssertEqual(merged.scale, .large)
        XCTAssertEqual(base.applying(UIImage.SymbolConfiguration(textStyle: .title1)).resolvedPointSize, 28)
        XCTAssertEqual(UIImage.SymbolConfiguration(pointSize: .nan).pointSize, 0, "NaN counts as unspecified")
        XCTAssertEqual(UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 22)).weight, .bold)
    }

    /// The whole set, tinted with `label`, in light and dark.
    func testSymbolSetGolden() throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let stage = Stage(device: .iPhone15)
            stage.appearance = style
            let names = UIImage.availableSystemNames
            let columns = 6, cell: CGFloat = 36
            let rows = (names.count + columns - 1) / columns
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * cell, height: CGFloat(rows) * cell))
            sheet.backgroundColor = .systemBackground
            for (i, name) in names.enumerated() {
                let view = UIImageView(image: UIImage(systemName: name))
                view.tintColor = .label
                view.contentMode = .center
                view.frame = CGRect(x: CGFloat(i % columns) * cell, y: CGFloat(i / columns) * cell, width: cell, height: cell)
                sheet.addSubview(view)
            }
            stage.root.addSubview(sheet)
            let image = try stage.render(sheet, scale: 2)
            GoldenImage.assertMatches(image: image, named: "symbols-set-\(style == .dark ? "dark" : "light")")
        }
    }
}
