import Foundation
import XCTest

/// The wall around the drawing engines (Docs/architecture.md, "The engine wall"): cairo is called
/// from `Sources/CoreGraphics` only, pango from `Sources/CoreText` only. Every other module draws
/// through Core Graphics API (Apple's, or the `package` rendering API for what Apple has no public
/// spelling for) and lays out text through CoreText.
///
/// The scan reads the Swift sources of the package (found from `#filePath`), ignores comments and
/// looks for the engines' identifiers: `cairo_…`/`CAIRO_…` and `pango_…`/`PANGO_…`/`Pango…`.
final class EngineWallTests: XCTestCase {
    /// Files that still call an engine from outside its module, each to be moved behind the wall.
    /// This list may only shrink: a file listed here that no longer breaches fails the test too.
    /// Empty: every module outside the engines' homes draws and lays out text through them.
    static let notYetMoved: Set<String> = []

    func testOnlyCoreGraphicsCallsCairoAndOnlyCoreTextCallsPango() throws {
        let breaches = try Self.breaches()
        let unexpected = breaches.filter { !Self.notYetMoved.contains($0.file) }
        XCTAssertTrue(
            unexpected.isEmpty,
            """
            cairo is called outside Sources/CoreGraphics or pango outside Sources/CoreText \
            (draw through CGContext / lay out text through CoreText instead):
            \(unexpected.map(\.description).joined(separator: "\n"))
            """)
        let moved = Self.notYetMoved.subtracting(breaches.map(\.file))
        XCTAssertTrue(moved.isEmpty, "no longer breach the wall; remove them from `notYetMoved`: \(moved.sorted())")
    }

    /// The scan itself finds a call (a test that cannot fail is a defect).
    func testTheScanFindsEngineIdentifiersOutsideComments() {
        XCTAssertEqual(Self.engineIdentifiers(in: "    cairo_paint(cr) // cairo_save"), ["cairo_paint"])
        XCTAssertEqual(
            Self.engineIdentifiers(in: "let l = pango_cairo_create_layout(cr)"), ["pango_cairo_create_layout"])
        XCTAssertEqual(
            Self.engineIdentifiers(in: "cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)"),
            ["cairo_set_operator", "CAIRO_OPERATOR_CLEAR"])
        XCTAssertEqual(Self.engineIdentifiers(in: "var r = PangoRectangle()"), ["PangoRectangle"])
        XCTAssertEqual(Self.engineIdentifiers(in: "/// draws with `cairo_paint`"), [])
        XCTAssertEqual(Self.engineIdentifiers(in: "let mycairo_thing = 1"), [])
    }

    struct Breach: CustomStringConvertible {
        var file: String
        var line: Int
        var identifier: String
        var description: String { "\(file):\(line): \(identifier)" }
    }

    /// The package root: three levels above this file (Tests/CoreGraphicsTests/EngineWallTests.swift).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func breaches() throws -> [Breach] {
        let sources = packageRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var found: [Breach] = []
        var scanned = 0
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(packageRoot.path.count + 1))
            let module = relative.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            scanned += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for identifier in engineIdentifiers(in: line) {
                    let isCairo = identifier.lowercased().hasPrefix("cairo_")
                    guard module != (isCairo ? "CoreGraphics" : "CoreText") else { continue }
                    found.append(Breach(file: relative, line: index + 1, identifier: identifier))
                }
            }
        }
        XCTAssertGreaterThan(scanned, 100, "the scan found the package's sources")
        return found
    }

    /// The engine identifiers on one line of Swift, outside a `//` comment.
    static func engineIdentifiers(in line: Substring) -> [String] {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        var identifiers: [String] = []
        var word = ""
        func finish() {
            if word.hasPrefix("cairo_") || word.hasPrefix("CAIRO_") || word.hasPrefix("pango_")
                || word.hasPrefix("PANGO_")
                || (word.hasPrefix("Pango") && word.dropFirst(5).first?.isUppercase == true)
            {
                identifiers.append(word)
            }
            word = ""
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                finish()
            }
        }
        finish()
        return identifiers
    }

    static func engineIdentifiers(in line: String) -> [String] { engineIdentifiers(in: line[...]) }
}
