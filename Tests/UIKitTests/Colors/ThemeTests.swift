import TestSupport
@_spi(ViewLab) import UIKit
import XCTest
import ViewLabSupport

/// Theme files: bundled themes, inheritance, resolution per trait, and errors for broken files.
final class ThemeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try ViewLabBinary.temporaryDirectory("viewlab-themes")
    }

    override func tearDown() {
        Theme.active = try! ThemeLoader.load("default").theme
    }

    /// Writes a theme file into the scratch Themes folder and returns its path.
    @discardableResult
    private func write(_ name: String, _ json: String) throws -> String {
        let url = folder.appendingPathComponent("\(name).json")
        try Data(json.utf8).write(to: url)
        return url.path
    }

    private func hex(_ color: CGColor) -> String {
        let c = color.rgba
        let value = [c.red, c.green, c.blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        return "#" + value + (c.alpha < 1 ? String(format: "%02X", Int((c.alpha * 255).rounded())) : "")
    }

    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let darkHigh = UITraitCollection(userInterfaceStyle: .dark, displayScale: 3, accessibilityContrast: .high)

    func testEveryBundledThemeLoadsCleanAndCoversEverySystemColour() throws {
        XCTAssertEqual(ThemeLoader.availableThemes.first, "default")
        XCTAssertGreaterThanOrEqual(ThemeLoader.availableThemes.count, 4)
        for name in ThemeLoader.availableThemes {
            let result = try ThemeLoader.load(name)
            XCTAssertEqual(result.warnings, [], name)
            for key in Theme.systemColorNames {
                XCTAssertNotNil(result.theme.colors[key], "\(name) lacks \(key)")
            }
        }
    }

    func testDefaultResolvesPerAppearanceAndContrast() throws {
        let theme = try ThemeLoader.load("default").theme
        XCTAssertEqual(hex(theme.color("systemBlue", for: light)!), "#007AFF")
        XCTAssertEqual(hex(theme.color("systemBlue", for: dark)!), "#0A84FF")
        XCTAssertEqual(hex(theme.color("systemBlue", for: darkHigh)!), "#409CFF")
        XCTAssertEqual(hex(theme.color("secondaryLabel", for: light)!), "#3C3C4399")
        XCTAssertEqual(hex(theme.color("tintColor", for: dark)!), "#0A84FF", "tintColor refers to systemBlue")
    }

    func testPartialThemeInheritsAndReferencesResolveAfterInheritance() throws {
        let path = try write(
            "partial",
            """
            {"name": "partial", "customColors": {"brand": {"light": "#112233"}},
             "colors": {"tintColor": "brand", "systemRed": {"dark": "#010203"}}}
            """)
        let theme = try ThemeLoader.load(path).theme
        XCTAssertEqual(hex(theme.color("tintColor", for: light)!), "#112233")
        XCTAssertEqual(hex(theme.color("tintColor", for: dark)!), "#112233", "dark falls back to light")
        XCTAssertEqual(hex(theme.color("systemRed", for: light)!), "#FF3B30", "light inherited from default")
        XCTAssertEqual(hex(theme.color("systemRed", for: dark)!), "#010203")
        XCTAssertEqual(hex(theme.color("systemGreen", for: light)!), "#34C759")
        XCTAssertEqual(theme.customColorNames, ["brand"])
    }

    func testBrandThemeCustomColoursWorkThroughUIColorNamed() throws {
        try Theme.select("brand")
        let primary = try XCTUnwrap(UIColor(named: "brandPrimary"))
        XCTAssertEqual(hex(primary.resolvedColor(with: light).cgColor), "#5B3FD9")
        XCTAssertEqual(hex(UIColor.tintColor.resolvedColor(with: dark).cgColor), "#9D8BFF")
        XCTAssertNil(UIColor(named: "noSuchColour"))
    }

    func testSwitchingThemesReResolvesExistingDynamicColours() throws {
        let blue = UIColor.systemBlue
        try Theme.select("projector")
        XCTAssertEqual(hex(blue.resolvedColor(with: light).cgColor), "#0040DD")
        try Theme.select("default")
        XCTAssertEqual(hex(blue.resolvedColor(with: light).cgColor), "#007AFF")
    }

    func testSyntaxErrorNamesFileLineAndColumn() throws {
        let path = try write(
            "broken", "{\n  \"colors\": {\n    \"systemBlue\": \"#007AFF\"\n    \"label\": \"#000000\"\n  }\n}\n")
        XCTAssertThrowsError(try ThemeLoader.load(path)) { error in
            XCTAssertEqual("\(error)", "\(path):4:5: expected '}' or ',' after the value of \"systemBlue\", found '\"'")
        }
    }

    func testBadColourValueIsAnError() throws {
        let path = try write("badhex", ##"{"colors": {"systemBlue": {"light": "#12345G"}}}"##)
        XCTAssertThrowsError(try ThemeLoader.load(path)) { error in
            XCTAssertEqual(
                "\(error)", "\(path):1:37: '#12345G' is not a colour: expected '#RRGGBB' or '#RRGGBBAA' with hex digits"
            )
        }
    }

    func testUnknownReferenceSuggestsTheClosest() throws {
        let path = try write("badref", #"{"colors": {"tintColor": "sytemBlue"}}"#)
        XCTAssertThrowsError(try ThemeLoader.load(path)) { error in
            XCTAssertEqual("\(error)", "\(path):1:26: 'sytemBlue' is not a colour (did you mean 'systemBlue'?)")
        }
    }

    func testReferenceCycleIsAnError() throws {
        let path = try write("cycle", #"{"customColors": {"a": "b", "b": "a"}}"#)
        XCTAssertThrowsError(try ThemeLoader.load(path)) { error in
            XCTAssertTrue("\(error)".contains("colour references form a cycle"), "\(error)")
        }
    }

    func testInheritanceCycleIsAnError() throws {
        try write("one", #"{"inherits": "two"}"#)
        try write("two", #"{"inherits": "one"}"#)
        XCTAssertThrowsError(try ThemeLoader.load(folder.appendingPathComponent("one.json").path)) { error in
            XCTAssertTrue("\(error)".contains("themes inherit from each other in a cycle"), "\(error)")
        }
    }

    func testUnknownKeysAreWarningsWithTheClosestKnownKey() throws {
        let path = try write(
            "typos", ##"{"colours": {}, "colors": {"systemBlu": "#000000"}, "fonts": {"sytem": "Inter"}}"##)
        let warnings = try ThemeLoader.load(path).warnings.map(\.description)
        XCTAssertEqual(
            warnings,
            [
                "\(path):1:2: warning: unknown key 'colours' (did you mean 'colors'?); ignored",
                "\(path):1:28: warning: unknown system colour 'systemBlu' (did you mean 'systemBlue'?); ignored; put new colours under \"customColors\"",
                "\(path):1:63: warning: unknown font role 'sytem' (did you mean 'system'?); ignored",
            ])
    }

    func testFailedSelectionKeepsTheActiveTheme() throws {
        try Theme.select("projector")
        let path = try write("broken2", "{")
        XCTAssertThrowsError(try Theme.select(path))
        XCTAssertEqual(Theme.active.name, "projector")
    }

    func testUnknownThemeNameSuggests() {
        XCTAssertThrowsError(try ThemeLoader.load("projecter")) { error in
            XCTAssertTrue("\(error)".contains("no theme named 'projecter' (did you mean 'projector'?)"), "\(error)")
        }
    }
}

final class ThemeColorEqualityTests: XCTestCase {
    func testThemeColoursAreEqualByNameLikeIOSSharedInstances() {
        XCTAssertEqual(UIColor.label, UIColor.label)
        XCTAssertEqual(Set([UIColor.systemBlue, UIColor.systemBlue]).count, 1)
        XCTAssertNotEqual(UIColor.label, UIColor.secondaryLabel)
        let provider = UIColor { _ in .red }
        XCTAssertNotEqual(provider, UIColor { _ in .red }, "closure colours are equal only to themselves")
        XCTAssertEqual(provider, provider)
    }

    /// UIKit reads its built-in theme from the embedded JSON without the theme-file loader; the
    /// loader's full parse of the same JSON must give the same values.
    func testBuiltInThemeMatchesTheLoadersReadingOfIt() throws {
        let loaded = try ThemeLoader.load(Theme.defaultName).theme
        XCTAssertEqual(Theme.builtIn.colors, loaded.colors)
        XCTAssertEqual(Theme.builtIn.fonts, loaded.fonts)
        XCTAssertEqual(Theme.builtIn.metrics, loaded.metrics)
        XCTAssertEqual(Theme.builtIn.name, loaded.name)
    }
}
