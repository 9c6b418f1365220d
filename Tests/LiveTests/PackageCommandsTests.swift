import Foundation
import ImageIO
import TestSupport
import XCTest

/// `--package PATH` on every command that reads previews, through the real binary, on a package
/// written into a temporary folder outside the repository: each command reads the package's
/// previews, and every report names the user's file in their package and the line of the
/// `#Preview` — as Xcode and `swift build` name them — never the bridged copy or the live module.
final class PackageCommandsTests: XCTestCase {
    static let source = """
        import UIKit
        import Previews

        final class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.systemBlue.setFill()
                UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
            }
        }

        /// A control whose hit area grows past its bounds by `grow` points a side.
        final class GrowingControl: UIControl {
            var grow: CGFloat = 0
            override var intrinsicContentSize: CGSize { CGSize(width: 27, height: 31) }
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -grow, dy: -grow).contains(point)
            }
        }

        #Preview("Dot", traits: .fixedLayout(width: 40, height: 40)) {
            let dot = Dot()
            dot.backgroundColor = .white
            return dot
        }

        #Preview("Fade in", traits: .fixedLayout(width: 40, height: 40)) {
            let view = UIView()
            view.backgroundColor = .systemRed
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.5
            view.layer.add(fade, forKey: "fade")
            return view
        }

        @MainActor func growingControl(by grow: CGFloat) -> GrowingControl {
            let control = GrowingControl()
            control.grow = grow
            control.isAccessibilityElement = true
            control.accessibilityLabel = "Go"
            return control
        }

        #Preview("Grown 12", traits: .sizeThatFitsLayout) { growingControl(by: 12) }

        #Preview("Grown 6", traits: .sizeThatFitsLayout) { growingControl(by: 6) }

        #Preview("Trap", traits: .fixedLayout(width: 40, height: 40)) {
            let view = UIView()
            if view.tag == 0 { fatalError("this preview traps on purpose") }
            return view
        }

        """

    /// The 1-based line of the first line of `source` containing `text`.
    static func line(of text: String) -> Int {
        (source.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    static func package() throws -> URL {
        try LiveFixtures.package("viewlab-cards-pkg", name: "Cards", targets: ["Cards": ["CardViews.swift": source]])
    }

    /// `list`, `render`, `audit`, `verify` and `export` all take `--package`; `list`, the manifest,
    /// the gallery, the audit and a trap report name `Sources/Cards/CardViews.swift` and the
    /// `#Preview`'s own line, and the runtime's trap message names the module as SwiftPM builds it
    /// (`Cards/CardViews.swift`, what `fatalError` prints on iOS).
    func testEveryCommandThatReadsPreviewsTakesThePackageAndNamesTheUsersFileAndLine() throws {
        let package = try Self.package()
        let file = "Sources/Cards/CardViews.swift"
        let dotLine = Self.line(of: "#Preview(\"Dot\""), trapLine = Self.line(of: "#Preview(\"Trap\"")

        let list = try ViewLabBinary.run(["list", "--package", package.path])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(
            list.stdout.contains("CardViews/Dot       \(file):\(dotLine)  [fixedLayout(40.0×40.0)]"), list.stdout)
        XCTAssertEqual(list.stdout.split(separator: "\n").count, 5, "only the package's previews: \(list.stdout)")

        let png = package.appendingPathComponent("dot.png")
        let render = try ViewLabBinary.run([
            "render", "CardViews/Dot", "--package", package.path, "-o", png.path, "--scale", "1",
        ])
        XCTAssertEqual(render.status, 0, render.stderr)
        let dot = try PNGDecoder().decode(contentsOf: png).image
        let centre = dot.pixel(x: 20, y: 20)
        XCTAssertEqual(
            [centre.red, centre.green, centre.blue], [0x00, 0x7A, 0xFF], "the package's Dot, drawn in systemBlue")

        let out = try ViewLabBinary.temporaryDirectory("viewlab-cards-out")
        let export = try ViewLabBinary.run([
            "export", "--package", package.path, "--out", out.path, "--jobs", "1", "--scale", "1",
        ])
        XCTAssertEqual(export.status, 1, "the trap fails its preview: \(export.stderr)")
        XCTAssertTrue(
            export.stderr.contains("CardViews/Trap [light-portrait] (\(file):\(trapLine)): crashed with signal 4"),
            export.stderr)
        // The body is macro-expanded code (the macro re-emits the closure), whose magic literals —
        // `fatalError`'s `#line` — name the macro's use: the `#Preview` line.
        XCTAssertTrue(
            export.stderr.contains("Cards/CardViews.swift:\(trapLine): Fatal error: this preview traps on purpose"),
            export.stderr)
        XCTAssertFalse(export.stderr.contains("Live_"), export.stderr)
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        let entries = try XCTUnwrap(manifest["entries"] as? [[String: Any]])
        let entry = try XCTUnwrap(entries.first { $0["id"] as? String == "CardViews/Dot" })
        XCTAssertEqual(entry["file"] as? String, file)
        XCTAssertEqual(entry["line"] as? Int, dotLine)
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(gallery.contains("\(file):\(dotLine)"), gallery)
        XCTAssertFalse(gallery.contains("bridged") || gallery.contains("Live_"), gallery)

        let audit = try ViewLabBinary.run([
            "audit", "CardViews/Dot", "--package", package.path, "--json", "--jobs", "1",
        ])
        XCTAssertEqual(audit.status, 0, audit.stderr)
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(items.map { "\($0["file"] ?? ""):\($0["line"] ?? "")" }, ["\(file):\(dotLine)"])

        let references = try ViewLabBinary.temporaryDirectory("viewlab-cards-ref")
        let report = references.appendingPathComponent("report").path
        let record = try ViewLabBinary.run([
            "verify", "CardViews/Dot", "--package", package.path, "--reference", references.path, "--record",
            "--report", report,
        ])
        XCTAssertEqual(record.status, 0, record.stderr)
        let verify = try ViewLabBinary.run([
            "verify", "CardViews/Dot", "--package", package.path, "--reference", references.path, "--report", report,
        ])
        XCTAssertEqual(verify.status, 0, verify.stdout + verify.stderr)
        XCTAssertTrue(verify.stdout.contains("verified 1 images: 1 matched"), verify.stdout)
    }

    /// A static export draws the model layer tree after the first run-loop turn, animations
    /// ignored, as `CALayer.render(in:)` does ("renders directly from the layer tree, ignoring any
    /// animations added to the render tree", Apple's documentation): a fade in from opacity 0
    /// does not blank it. `--time` still draws the presentation at that moment.
    func testAStaticExportDrawsTheModelTreeAsRenderInDoesAndTimeDrawsThePresentation() throws {
        let package = try Self.package()
        func centre(_ arguments: [String]) throws -> [UInt8] {
            let out = try ViewLabBinary.temporaryDirectory("viewlab-cards-fade")
            let result = try ViewLabBinary.run(
                [
                    "export", "CardViews/Fade", "--package", package.path, "--out", out.path, "--jobs", "1", "--scale",
                    "1",
                ] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            let image = try PNGDecoder().decode(
                contentsOf: out.appendingPathComponent("CardViews/Fade in.light-portrait.png")
            ).image
            let pixel = image.pixel(x: 20, y: 20)
            return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        }
        XCTAssertEqual(try centre([]), [0xFF, 0x3B, 0x30, 0xFF], "the model tree: systemRed at full opacity")
        XCTAssertEqual(try centre(["--time", "0"])[3], 0, "the presentation at 0: the fade's first frame, opacity 0")
        XCTAssertEqual(try centre(["--time", "1"]), [0xFF, 0x3B, 0x30, 0xFF], "the presentation after the fade")
    }

    /// The audit measures a hit area in the window, not in the canvas of a `.sizeThatFitsLayout`
    /// preview: a 27×31 pt control whose `point(inside:with:)` grows it by 12 pt a side takes
    /// touches over 51×55 pt (no finding); grown by 6 pt, 39×43 pt — below 44×44 pt, measured
    /// from −6 pt, outside the control's own bounds.
    func testTheAuditMeasuresHitAreasInTheWindowNotTheCanvas() throws {
        let package = try Self.package()
        let result = try ViewLabBinary.run(["audit", "CardViews/Grown", "--package", package.path, "--jobs", "1"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("CardViews/Grown 6 [light-portrait]"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "error hitArea preview (GrowingControl 0,0 27×31): hit area -6,-6 39×43, smaller than 44×44 pt"),
            result.stdout)
        XCTAssertEqual(
            result.stdout.components(separatedBy: "hitArea").count, 2, "one finding, for Grown 6 only: \(result.stdout)"
        )
        XCTAssertTrue(result.stderr.contains("audited 2 previews: 1 errors"), result.stderr)
    }

    func testAMistypedOptionNamesPackage() throws {
        let result = try ViewLabBinary.run(["audit", "--pakage", "x"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "viewlab: error: unknown option --pakage (did you mean --package?)\n")
    }
}
