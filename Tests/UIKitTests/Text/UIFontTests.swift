@_spi(ViewLab) import CoreText
@_spi(ViewLab) @testable import UIKit
import CPangoCairo
import XCTest

/// Fonts: Apple's Dynamic Type table, weights, names, descriptors, metrics of the real Inter files.
final class UIFontTests: XCTestCase {
    /// The built-in copy of Fonts/fonts.conf configures fontconfig (no file has to be found), and
    /// only the known families are installed in it.
    func testBuiltInFontConfigurationIsUsed() throws {
        XCTAssertEqual(UIFont.prepareTextSystem(), .builtIn)
        XCTAssertEqual(
            FontConfiguration.withLock { $0.missingFamilies }, [], "the fonts setup.sh installs are all found")
        let families = FontConfiguration.withLock { state -> Set<String> in
            var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
            var count: Int32 = 0
            pango_font_map_list_families(state.fontMap, &list, &count)
            defer { g_free(list) }
            return Set(
                (0..<Int(count)).compactMap {
                    list?[$0].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
                })
        }
        XCTAssertTrue(families.isSuperset(of: ["Inter", "WenQuanYi Micro Hei"]), "\(families)")
        // Pango also lists its generic aliases (Sans, Serif, Monospace, System-ui).
        let generic: Set<String> = ["Sans", "Serif", "Monospace", "System-ui"]
        XCTAssertTrue(
            families.subtracting(generic).isSubset(of: [
                "Inter", "WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono", "DejaVu Sans Mono",
                "Material Design Icons",
            ]),
            "no other font leaks in: \(families)")
    }

    // MARK: - Dynamic Type

    /// Apple's published iOS Dynamic Type point sizes (HIG), typed in independently of the source
    /// table: xSmall, Large (default), xxxLarge, AX1, AX5.
    let expected: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 34, 40, 44, 60]), (.title1, [25, 28, 34, 38, 58]), (.title2, [19, 22, 28, 34, 56]),
        (.title3, [17, 20, 26, 31, 55]), (.headline, [14, 17, 23, 28, 53]), (.body, [14, 17, 23, 28, 53]),
        (.callout, [13, 16, 22, 26, 51]), (.subheadline, [12, 15, 21, 25, 48]), (.footnote, [12, 13, 19, 23, 44]),
        (.caption1, [11, 12, 18, 22, 43]), (.caption2, [11, 11, 17, 20, 41]),
    ]
    let categories: [UIContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
    ]

    func testPreferredFontPointSizesFollowApplesTable() {
        for (style, sizes) in expected {
            for (category, size) in zip(categories, sizes) {
                let traits = UITraitCollection(preferredContentSizeCategory: category)
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
                XCTAssertEqual(font.pointSize, size, "\(style.rawValue) at \(category.rawValue)")
                XCTAssertEqual(font.fontDescriptor.textStyle, style)
            }
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17, "default category is .large")
    }

    /// Inter's line height is (ascender + descender) / unitsPerEm = (2728 + 680) / 2816 ≈ 1.2102 em
    /// (San Francisco's is about 1.19), at every text style and category.
    func testPreferredFontLineHeightsPerStyleAndCategory() {
        for (style, sizes) in expected {
            for (category, size) in zip(categories, sizes) {
                let font = UIFont.preferredFont(
                    forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                XCTAssertEqual(
                    font.lineHeight, size * 3408 / 2816, accuracy: 0.02, "\(style.rawValue) at \(category.rawValue)")
                XCTAssertEqual(font.ascender, size * 2728 / 2816, accuracy: 0.02)
            }
        }
    }

    func testEveryCategoryIsInTheTableAndSizesGrow() {
        XCTAssertEqual(UIContentSizeCategory.allCategories.count, 12)
        for style in UIFont.TextStyle.allStyles {
            let sizes = UIContentSizeCategory.allCategories.map {
                UIFont.preferredFont(
                    forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0)
                ).pointSize
            }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style.rawValue) sizes never shrink as the category grows")
        }
    }

    func testPreferredFontLineHeightScalesWithSize() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let ax5 = UIFont.preferredFont(
            forTextStyle: .body,
            compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(ax5.lineHeight / body.lineHeight, 53.0 / 17.0, accuracy: 0.01)
    }

    func testHeadlineIsSemiboldAndBodyRegular() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        XCTAssertTrue(headline.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(headline.fontName, "Inter-SemiBold")
        let body = UIFont.preferredFont(forTextStyle: .body)
        XCTAssertFalse(body.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(body.fontName, "Inter-Regular")
    }

    func testContentSizeCategoryComparisonAndAccessibility() {
        XCTAssertTrue(UIContentSizeCategory.small < .large)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
    }

    func testFontMetricsScaling() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: ax5), 10 * 53 / 17, accuracy: 0.0001)
        XCTAssertEqual(
            UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: ax5), 41, accuracy: 0.0001)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10), 10, "no change at .large")
        let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom, compatibleWith: ax5)
        XCTAssertEqual(scaled.pointSize, 20 * 58 / 28, accuracy: 0.0001)
        XCTAssertEqual(scaled.fontName, "Inter-Bold")
        XCTAssertEqual(
            UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5).pointSize, 30)
    }

    // MARK: - Metrics

    /// Inter's hhea: ascender 0.96875 em, descender 0.2415 em, no line gap.
    func testInterMetricsAt17Points() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.ascender, 16.47, accuracy: 0.05)
        XCTAssertEqual(font.descender, -4.1, accuracy: 0.05)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 0.001)
        XCTAssertEqual(font.leading, 0, accuracy: 0.001)
        XCTAssertGreaterThan(font.capHeight, 11)
        XCTAssertLessThan(font.capHeight, font.ascender)
        XCTAssertGreaterThan(font.xHeight, 8)
        XCTAssertLessThan(font.xHeight, font.capHeight)
        let double = UIFont.systemFont(ofSize: 34)
        XCTAssertEqual(double.lineHeight, font.lineHeight * 2, accuracy: 0.01)
    }

    func testBadSizesAreClamped() {
        XCTAssertEqual(UIFont.systemFont(ofSize: .nan).pointSize, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: -3).pointSize, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: .infinity).pointSize, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: 1e9).pointSize, 4096)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: UIFont.Weight(rawValue: .nan)).fontName, "Inter-Regular")
    }

    // MARK: - Weights and faces

    func testEveryWeightHasItsOwnInterFace() {
        let weights: [UIFont.Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        let names = weights.map { UIFont.systemFont(ofSize: 17, weight: $0).fontName }
        XCTAssertEqual(
            names,
            [
                "Inter-Thin", "Inter-ExtraLight", "Inter-Light", "Inter-Regular", "Inter-Medium",
                "Inter-SemiBold", "Inter-Bold", "Inter-ExtraBold", "Inter-Black",
            ])
        // Heavier weights put more ink on the page.
        let ink = weights.map { weight -> Int in
            let image = TextTestSupport.render(size: CGSize(width: 120, height: 30), scale: 1) { _ in
                "Weight".draw(
                    at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: weight)])
            }
            return TextTestSupport.inkCount(image, threshold: 10)
        }
        XCTAssertEqual(ink, ink.sorted(), "ink grows with weight: \(ink)")
        XCTAssertEqual(Set(ink).count, ink.count, "each weight draws differently")
    }

    func testBoldItalicAndDescriptorTraits() {
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "Inter-Bold")
        let italic = UIFont.italicSystemFont(ofSize: 12)
        XCTAssertEqual(italic.fontName, "Inter-Italic")
        XCTAssertTrue(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))

        let body = UIFont.systemFont(ofSize: 15)
        let boldItalic = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
        let font = UIFont(descriptor: boldItalic, size: 0)
        XCTAssertEqual(font.pointSize, 15, "size 0 keeps the descriptor's size")
        XCTAssertEqual(font.fontName, "Inter-BoldItalic")
        // As on iOS, the traits given replace the old ones.
        let onlyItalic = UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
        XCTAssertEqual(onlyItalic.fontName, "Inter-Italic")
        XCTAssertEqual(onlyItalic.pointSize, 20)
        XCTAssertEqual(body.withSize(30).pointSize, 30)
        XCTAssertEqual(body.withSize(30).fontName, body.fontName)
    }

    // MARK: - Names

    func testKnownAndUnknownNames() {
        XCTAssertEqual(UIFont(name: "Inter-Bold", size: 14)?.fontName, "Inter-Bold")
        XCTAssertEqual(UIFont(name: "Inter", size: 14)?.familyName, "Inter")
        XCTAssertEqual(UIFont(name: "Inter-Thin", size: 14)?.fontDescriptor.weight, .ultraLight)
        let helvetica = UIFont(name: "HelveticaNeue-Medium", size: 14)
        XCTAssertEqual(helvetica?.familyName, "Inter")
        XCTAssertEqual(helvetica?.fontDescriptor.weight, .medium)
        XCTAssertEqual(helvetica?.fontName, "HelveticaNeue-Medium", "the name asked for is reported")
        XCTAssertEqual(UIFont(name: "Avenir Next Bold", size: 14)?.fontDescriptor.weight, .bold)
        XCTAssertEqual(UIFont(name: "Menlo-Regular", size: 14)?.familyName, "DejaVu Sans Mono")
        XCTAssertEqual(UIFont(name: "PingFangSC-Regular", size: 14)?.familyName, "WenQuanYi Micro Hei")
        // Apple's families included with iOS, which code unwraps (`UIFont(name: "Cochin", size: 17)!`)
        for name in ["Cochin", "Cochin-BoldItalic", "Didot-Bold", "Optima-Regular", "MarkerFelt-Thin", "Zapfino"] {
            XCTAssertNotNil(UIFont(name: name, size: 14), name)
        }
        XCTAssertEqual(UIFont(name: "Cochin-Bold", size: 14)?.fontDescriptor.weight, .bold)
        XCTAssertNil(UIFont(name: "NoSuchFont", size: 14))
        XCTAssertNil(UIFont(name: "Inter-Wobbly", size: 14))
        XCTAssertNil(UIFont(name: "", size: 14))
        XCTAssertTrue(UIFont.familyNames.contains("Inter"))
        XCTAssertTrue(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-SemiBoldItalic"))
        for name in UIFont.fontNames(forFamilyName: "Inter") {
            XCTAssertEqual(UIFont(name: name, size: 10)?.fontName, name, "every listed face round-trips")
        }
    }

    // MARK: - Monospaced fonts

    func testMonospacedDigitsHaveEqualWidths() {
        let tabular = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        let proportional = UIFont.systemFont(ofSize: 20)
        let ones = "1111".size(withAttributes: [.font: tabular]).width
        let zeros = "0000".size(withAttributes: [.font: tabular]).width
        XCTAssertEqual(ones, zeros, accuracy: 0.01, "tnum: every digit has the same advance")
        let plainOnes = "1111".size(withAttributes: [.font: proportional]).width
        let plainZeros = "0000".size(withAttributes: [.font: proportional]).width
        XCTAssertGreaterThan(abs(plainOnes - plainZeros), 1, "Inter's default digits are proportional")
        XCTAssertEqual(tabular.familyName, "Inter")
    }

    func testMonospacedSystemFont() {
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let narrow = "iiii".size(withAttributes: [.font: mono]).width
        let wide = "MMMM".size(withAttributes: [.font: mono]).width
        XCTAssertEqual(narrow, wide, accuracy: 0.01)
        XCTAssertGreaterThan(narrow, 0)
    }

    /// San Francisco's tracking table (HIG *Typography*): Apple's values at the sizes it lists,
    /// linear in between, the ends held; only the system font is tracked.
    func testSystemFontTrackingFollowsSanFranciscosTable() {
        XCTAssertEqual(SystemFontTracking.points(atSize: 10), 0.12, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.points(atSize: 12), 0, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.points(atSize: 17), -0.442, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.perMille(atSize: 17.5), -25.5, accuracy: 1e-9)
        XCTAssertEqual(SystemFontTracking.perMille(atSize: 4), 41, "below the table: its first value")
        XCTAssertEqual(SystemFontTracking.perMille(atSize: 200), 0, "above it: its last")
        XCTAssertEqual(SystemFontTracking.points(atSize: .nan), 0)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).automaticTracking, -0.442, accuracy: 1e-9)
        XCTAssertEqual(UIFont(name: "Inter-Regular", size: 17)?.automaticTracking, 0)
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 17, weight: .regular).automaticTracking, 0)
    }
}
