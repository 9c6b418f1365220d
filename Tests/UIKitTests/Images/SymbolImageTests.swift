@_spi(ViewLab) import CoreGraphics
@_spi(ViewLab) @testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

/// `UIImage(systemName:)`: every glyph renders, glyphs differ, sizes follow the configuration.
@MainActor
final class SymbolImageTests: XCTestCase {
    /// The number of pixels with some alpha.
    func inkCount(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 { count += 1 } }
        return count
    }

    func traits(_ scale: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: scale) }

    func testTheDocumentedNamesExistAndUnknownNamesGiveNil() async {
        let required = [
            "bell", "bell.fill", "star", "star.fill", "heart", "heart.fill", "checkmark", "xmark", "plus", "minus",
            "chevron.left", "chevron.right", "chevron.up", "chevron.down", "gear", "person.circle",
            "magnifyingglass", "trash", "square.and.arrow.up", "info.circle", "exclamationmark.triangle",
        ]
        for name in required { XCTAssertNotNil(UIImage(systemName: name), name) }
        XCTAssertNil(UIImage(systemName: "no.such.symbol"), "not built from symbol name words")
        XCTAssertNil(UIImage(systemName: "no such symbol"))
        XCTAssertNil(UIImage(systemName: "no..symbol"))
        XCTAssertNil(UIImage(systemName: ""))
        XCTAssertNil(UIImage(systemName: "Star"), "names are case-sensitive as on iOS")
    }

    /// Every name draws; two names draw the same picture only when they share a font glyph.
    func testEveryGlyphHasInkAndAllGlyphsDiffer() async throws {
        var seen: [Data: String] = [:]
        func source(_ name: String) -> String { SymbolGlyphs.fontGlyphs[name].map { "font \($0)" } ?? name }
        for name in UIImage.availableSystemNames {
            let image = try XCTUnwrap(
                UIImage(
                    systemName: name,
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 20).withTraitCollection(traits(2))), name)
            let bitmap = try XCTUnwrap(image.cgImage)
            let ink = inkCount(bitmap)
            XCTAssertGreaterThan(ink, bitmap.width * bitmap.height / 30, "\(name) draws something")
            XCTAssertLessThan(ink, bitmap.width * bitmap.height, "\(name) is not a full square")
            let png = try PNGEncoder().encode(bitmap)
            if let other = seen[png] {
                XCTAssertEqual(source(name), source(other), "\(name) differs from \(other)")
            }
            seen[png] = name
        }
    }

    /// The names used most in public iOS code come from the icon font; the table is large.
    func testCommonNamesFromTheIconFontExist() async throws {
        for name in [
            "cart.fill", "house.fill", "person.fill", "envelope", "calendar", "camera.fill", "photo", "lock.fill",
            "bookmark", "flag.fill", "paperplane.fill", "checkmark.circle.fill", "xmark.circle.fill", "ellipsis",
            "arrow.clockwise", "play.fill", "pause.fill", "mic.fill", "location.fill", "cloud.sun.fill",
        ] {
            XCTAssertNotNil(UIImage(systemName: name), name)
        }
        XCTAssertGreaterThan(UIImage.availableSystemNames.count, 300)
        XCTAssertTrue(Set(SymbolGlyphs.glyphs.keys).isDisjoint(with: SymbolGlyphs.fontGlyphs.keys), "one source a name")
    }

    /// A font glyph gets heavier and lighter with the weight, like the designed glyphs.
    func testWeightChangesFontGlyphs() async throws {
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try XCTUnwrap(
                UIImage(
                    systemName: "house",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: weight).withTraitCollection(
                        traits(2))))
            return inkCount(try XCTUnwrap(image.cgImage))
        }
        let inks = try [UIImage.SymbolWeight.ultraLight, .light, .regular, .semibold, .black].map(ink)
        XCTAssertEqual(inks, inks.sorted(), "heavier weights draw more ink")
        XCTAssertGreaterThan(inks.last!, inks.first! * 5 / 4)
    }

    /// A name that is not a symbol name is nil and said once on stderr (iOS logs nothing but
    /// returns nil; ViewLab says which names exist).
    func testUnknownNameIsNilAndSaidOnceOnStderr() async throws {
        let said = try StandardErrorCapture.capturing {
            XCTAssertNil(UIImage(systemName: "No.Such.Symbol37"))
            XCTAssertNil(UIImage(systemName: "No.Such.Symbol37"))
        }
        let lines = said.split(separator: "\n").filter { $0.contains("No.Such.Symbol37") }
        XCTAssertEqual(lines.count, 1, said)
        XCTAssertTrue(lines.first?.contains("not a symbol name") == true, said)
    }

    /// A real SF Symbols name ViewLab has no glyph for is not nil (it is not on iOS, and
    /// `UIImage(systemName: "bird.fill")!` must not trap): it is drawn by the glyph of the name it
    /// extends, or by the placeholder, and said once on stderr.
    func testNamesWithoutAGlyphAreDrawnByAStandIn() async throws {
        let scale = traits(2)
        func pixels(_ name: String) throws -> Data {
            let image = try XCTUnwrap(UIImage(systemName: name, compatibleWith: scale), name)
            XCTAssertTrue(image.isSymbolImage)
            return try XCTUnwrap(image.cgImage?.dataProvider?.data)
        }
        var said = ""
        var relative = Data(), placeholder = Data(), other = Data()
        said = try StandardErrorCapture.capturing {
            relative = (try? pixels("star.bubble.fill")) ?? Data()
            placeholder = (try? pixels("zz9bird.fill")) ?? Data()
            other = (try? pixels("zz9bird.circle.badge.plus")) ?? Data()
        }
        XCTAssertEqual(relative, try pixels("star.fill"), "drawn as the filled name it extends")
        XCTAssertFalse(placeholder.isEmpty)
        XCTAssertEqual(placeholder, other, "names with no relative share the placeholder")
        XCTAssertNotEqual(placeholder, relative)
        XCTAssertTrue(said.contains("drawn as 'star.fill'"), said)
        XCTAssertTrue(said.contains("\"zz9bird.fill\"): ViewLab has no glyph of that name"), said)
    }

    /// `Docs/symbols.md` lists exactly the names that exist.
    func testDocumentedNameListMatchesTheTable() async throws {
        let doc = try String(
            contentsOf: ViewLabBinary.repositoryRoot.appendingPathComponent("Docs/symbols.md"), encoding: .utf8)
        let listed = Set(
            doc.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `") else { return nil }
                return line.split(separator: "`").dropFirst().first.map(String.init)
            })
        XCTAssertEqual(listed, Set(UIImage.availableSystemNames))
    }

    /// A symbol drawn with `draw(in:)` is filled as paths at the drawn size: its edges stay one
    /// pixel wide at 80 pt, where a scaled 17 pt bitmap has edges several pixels wide.
    func testSymbolDrawnLargeIsSharp() async throws {
        let star = try XCTUnwrap(
            UIImage(
                systemName: "star.fill",
                withConfiguration: UIImage.SymbolConfiguration.unspecified.withTraitCollection(traits(1))))
        let bitmapOnly = UIImage(cgImage: try XCTUnwrap(star.cgImage), scale: 1, orientation: .up)
        func softShare(_ image: UIImage) throws -> Double {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let drawn = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80), format: format).image { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 80, height: 80))
            }
            let bitmap = try XCTUnwrap(drawn.cgImage)
            var soft = 0, ink = 0
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let a = bitmap.pixel(x: x, y: y).alpha
                    if a > 0 { ink += 1 }
                    if a > 20 && a < 235 { soft += 1 }
                }
            }
            return Double(soft) / Double(max(ink, 1))
        }
        let vector = try softShare(star), scaled = try softShare(bitmapOnly)
        XCTAssertLessThan(vector, 0.12, "edges of the vector glyph are thin")
        XCTAssertGreaterThan(scaled, vector * 2, "the check can fail: a scaled bitmap is blurry")
    }

    func testSymbolImagesAreTemplatesWithTheirConfiguration() async throws {
        let star = try XCTUnwrap(UIImage(systemName: "star"))
        XCTAssertTrue(star.isSymbolImage)
        XCTAssertEqual(star.renderingMode, .alwaysTemplate)
        XCTAssertEqual(star.scale, 3, "rendered at UIScreen.main.scale by default")
        XCTAssertEqual(star.symbolConfiguration?.resolvedPointSize, 17, "default: body size")
        XCTAssertFalse(UIImage(cgImage: try XCTUnwrap(star.cgImage)).isSymbolImage)
    }

    func testSizesFollowPointSizeScaleAndTextStyle() async throws {
        func side(_ configuration: UIImage.SymbolConfiguration) throws -> CGFloat {
            try XCTUnwrap(UIImage(systemName: "heart", withConfiguration: configuration.withTraitCollection(traits(2))))
                .size.width
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

    func testWeightChangesTheStrokeWidth() async throws {
        func ink(_ weight: UIImage.SymbolWeight) throws -> Int {
            let image = try XCTUnwrap(
                UIImage(
                    systemName: "xmark",
                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: weight).withTraitCollection(
                        traits(2))))
            return inkCount(try XCTUnwrap(image.cgImage))
        }
        let weights: [UIImage.SymbolWeight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        let inks = try weights.map(ink)
        XCTAssertEqual(inks, inks.sorted(), "heavier weights draw more ink")
        XCTAssertGreaterThan(inks.last!, inks.first! * 3)
    }

    func testApplyingKeepsUnspecifiedValues() async {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        XCTAssertEqual(merged.pointSize, 30)
        XCTAssertEqual(merged.weight, .bold)
        XCTAssertEqual(merged.scale, .large)
        XCTAssertEqual(base.applying(UIImage.SymbolConfiguration(textStyle: .title1)).resolvedPointSize, 28)
        XCTAssertEqual(UIImage.SymbolConfiguration(pointSize: .nan).pointSize, 0, "NaN counts as unspecified")
        XCTAssertEqual(UIImage.SymbolConfiguration(font: .boldSystemFont(ofSize: 22)).weight, .bold)
    }

    /// The designed glyphs, tinted with `label`, in light and dark.
    func testSymbolSetGolden() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let stage = Stage(device: .iPhone15)
            stage.appearance = style
            let names = SymbolGlyphs.glyphs.keys.sorted()
            let columns = 6, cell: CGFloat = 36
            let rows = (names.count + columns - 1) / columns
            let sheet = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * cell, height: CGFloat(rows) * cell))
            sheet.backgroundColor = .systemBackground
            for (i, name) in names.enumerated() {
                let view = UIImageView(image: UIImage(systemName: name))
                view.tintColor = .label
                view.contentMode = .center
                view.frame = CGRect(
                    x: CGFloat(i % columns) * cell, y: CGFloat(i / columns) * cell, width: cell, height: cell)
                sheet.addSubview(view)
            }
            stage.root.addSubview(sheet)
            let image = try stage.render(sheet, scale: 2)
            GoldenImage.assertMatches(image: image, named: "symbols-set-\(style == .dark ? "dark" : "light")")
        }
    }

    /// Icon-font glyphs at 24 pt in image views tinted `label`, the last row one glyph in the nine
    /// weights, and one glyph drawn at 80 pt (sharp edges).
    func testFontGlyphSampleGolden() async throws {
        let stage = Stage(device: .iPhone15)
        let names = [
            "house.fill", "cart.fill", "person.crop.circle", "envelope", "calendar", "camera.fill",
            "photo", "lock.fill", "bookmark", "flag.fill", "paperplane.fill", "checkmark.circle.fill",
            "xmark.circle.fill", "ellipsis", "arrow.clockwise", "play.fill", "mic.fill", "cloud.sun.fill",
        ]
        let weights: [UIImage.SymbolWeight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        let cell: CGFloat = 36, columns = 9
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * cell, height: 3 * cell + 90))
        sheet.backgroundColor = .systemBackground
        func add(_ image: UIImage?, _ index: Int) {
            let view = UIImageView(image: image)
            view.tintColor = .label
            view.contentMode = .center
            view.frame = CGRect(
                x: CGFloat(index % columns) * cell, y: CGFloat(index / columns) * cell, width: cell, height: cell)
            sheet.addSubview(view)
        }
        for (i, name) in names.enumerated() {
            add(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)), i)
        }
        for (i, weight) in weights.enumerated() {
            add(
                UIImage(
                    systemName: "house", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: weight)),
                names.count + i)
        }
        let large = UIImageView(image: UIImage(systemName: "star.fill"))
        large.tintColor = .systemOrange
        large.contentMode = .scaleAspectFit
        large.frame = CGRect(x: 0, y: 3 * cell + 5, width: 80, height: 80)
        sheet.addSubview(large)
        let cart = UIImageView(image: UIImage(systemName: "cart.fill"))
        cart.tintColor = .systemBlue
        cart.contentMode = .scaleAspectFit
        cart.frame = CGRect(x: 100, y: 3 * cell + 5, width: 80, height: 80)
        sheet.addSubview(cart)
        stage.root.addSubview(sheet)
        let image = try stage.render(sheet, scale: 2)
        GoldenImage.assertMatches(image: image, named: "symbols-font-sample")
    }
}
