import Foundation
import ImageIO
import TestSupport
import XCTest

/// `viewlab audit` and `export --audit` through the real binary, on the fixture catalog's
/// `AuditFixtures` previews.
final class AuditCommandTests: XCTestCase {
    func testFindingsFailAtTheThresholdAndOneTrapDoesNotStopTheRest() throws {
        let result = try ViewLabBinary.run(
            ["audit", "AuditFixtures/", "--jobs", "2", "--timeout", "20"], binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.contains("AuditFixtures/Small button [light-portrait] FaultyPreviews/AuditFixtures.swift:"),
            result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "  error hitArea preview.subviews[0] (UIButton 8,8 30×30): hit area 8,8 30×30, smaller than 44×44 pt\n"),
            result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "  error hitArea preview.subviews[0] (UIButton 8,8 30×30): hit area 8,8 30×30, smaller than 44×44 pt — accepted: a demo of a small target\n"
            ), result.stdout)
        XCTAssertTrue(result.stdout.contains("  reading order:\n    1. preview.subviews[0] \"Save\"\n"), result.stdout)
        XCTAssertTrue(result.stderr.contains("AuditFixtures/Traps [light-portrait]"), result.stderr)
        XCTAssertTrue(result.stderr.contains("this audit fixture traps on purpose"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("audited 4 previews: 1 errors, 1 warnings, 1 accepted, 1 failed"), result.stderr)
    }

    func testWarningsFailOnlyWithFailOnWarning() throws {
        let filters = ["AuditFixtures/Clean", "AuditFixtures/Fixed font", "AuditFixtures/Accepted"]
        let lenient = try ViewLabBinary.run(["audit"] + filters + ["--jobs", "0"], binary: "viewlab-fixtures")
        XCTAssertEqual(lenient.status, 0, lenient.stdout + lenient.stderr)
        XCTAssertTrue(
            lenient.stdout.contains("warning dynamicType preview.subviews[1] (UILabel 0,0 120×8)"), lenient.stdout)
        let strict = try ViewLabBinary.run(
            ["audit"] + filters + ["--jobs", "0", "--fail-on", "warning"], binary: "viewlab-fixtures")
        XCTAssertEqual(strict.status, 1, strict.stdout + strict.stderr)
        let bad = try ViewLabBinary.run(["audit", "--fail-on", "notice"], binary: "viewlab-fixtures")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--fail-on takes warning or error, not 'notice'"), bad.stderr)
    }

    func testJSONListsFindingsPerPreviewAndVariant() throws {
        let result = try ViewLabBinary.run(
            [
                "audit", "AuditFixtures/Small", "--json", "--appearance", "light,dark", "--contrast", "normal,high",
                "--jobs", "0",
            ],
            binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 1, result.stderr)
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(
            items.map { $0["variant"] as? String },
            ["dark-portrait", "dark-portrait-high-contrast", "light-portrait", "light-portrait-high-contrast"])
        let finding = try XCTUnwrap((items[0]["findings"] as? [[String: Any]])?.first)
        XCTAssertEqual(finding["rule"] as? String, "hitArea")
        XCTAssertEqual(finding["path"] as? String, "preview.subviews[0]")
        XCTAssertEqual(finding["severity"] as? String, "error")
    }

    func testExportAuditAddsFindingsToTheManifest() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(
            ["export", "AuditFixtures/Small", "AuditFixtures/Clean", "--out", out.path, "--audit", "--jobs", "0"],
            binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 0, result.stderr)
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        let entries = try XCTUnwrap(manifest["entries"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["id"] as? String }, ["AuditFixtures/Clean", "AuditFixtures/Small button"])
        let audits = entries.map { $0["audit"] as? [String: Any] }
        XCTAssertEqual((audits[0]?["findings"] as? [Any])?.count, 0)
        XCTAssertEqual(((audits[1]?["findings"] as? [[String: Any]])?.first)?["rule"] as? String, "hitArea")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: out.appendingPathComponent("AuditFixtures/Small button.light-portrait.png").path))
    }

    /// The overlay of the 30×30 pt button at (8, 8) pt, exported at 2x: a red box whose outer edge
    /// is the button's frame, a legend under the 120×60 pt image, the finding in the gallery.
    func testExportAuditWritesAnOverlayAndTheGalleryListsTheFindings() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let arguments = [
            "export", "AuditFixtures/Small", "AuditFixtures/Clean", "--out", out.path, "--audit", "--scale", "2",
            "--jobs", "0",
        ]
        XCTAssertEqual(try ViewLabBinary.run(arguments, binary: "viewlab-fixtures").status, 0)
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        let entries = try XCTUnwrap(manifest["entries"] as? [[String: Any]])
        XCTAssertNil(entries[0]["auditOverlay"], "no findings, no overlay")
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: out.appendingPathComponent("AuditFixtures/Clean.light-portrait.audit.png").path))
        XCTAssertEqual(entries[1]["auditOverlay"] as? String, "AuditFixtures/Small button.light-portrait.audit.png")
        let overlayURL = out.appendingPathComponent("AuditFixtures/Small button.light-portrait.audit.png")
        let overlay = try PNGDecoder().decode(contentsOf: overlayURL).image
        XCTAssertEqual(overlay.width, 720, "at least 360 pt wide, for the legend")
        XCTAssertGreaterThan(overlay.height, 120, "the legend is under the 60 pt image")
        let image = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent("AuditFixtures/Small button.light-portrait.png")
        ).image
        // The box's left edge on the frame's left edge (x = 8 pt = 16 px), near the bottom (33 pt = 66 px, clear of the tag and the title):
        // systemRed #FF3B30, where the image itself is the white card.
        let edge = overlay.pixel(x: 16, y: 66), inside = overlay.pixel(x: 30, y: 66), before = image.pixel(x: 16, y: 66)
        XCTAssertEqual([edge.red, edge.green, edge.blue], [0xFF, 0x3B, 0x30])
        XCTAssertEqual([before.red, before.green, before.blue], [0xFF, 0xFF, 0xFF])
        XCTAssertEqual(
            [inside.red, inside.green, inside.blue], [0xFF, 0xFF, 0xFF], "the box is 2 pt wide: inside it, the card")
        // Outside the frame (x = 7 pt) the image is untouched.
        let outside = overlay.pixel(x: 13, y: 66)
        XCTAssertEqual([outside.red, outside.green, outside.blue], [0xFF, 0xFF, 0xFF])
        // The legend (below 60 pt) has dark text on white.
        var ink = 0
        for y in 120..<overlay.height {
            for x in 0..<overlay.width where overlay.pixel(x: x, y: y).red < 128 { ink += 1 }
        }
        XCTAssertGreaterThan(ink, 200, "the legend's text")

        let gallery = try GalleryParser(url: out.appendingPathComponent("index.html"))
        XCTAssertTrue(
            gallery.images.contains("AuditFixtures/Small%20button.light-portrait.audit.png"), "\(gallery.images)")
        XCTAssertTrue(
            gallery.items.contains {
                $0.contains("error hitArea") && $0.contains("hit area 8,8 30×30, smaller than 44×44 pt")
            }, "\(gallery.items)")

        // Incremental: the overlay is kept with its image; deleted, both are written again.
        try FileManager.default.removeItem(at: overlayURL)
        let again = try ViewLabBinary.run(arguments + ["--incremental"], binary: "viewlab-fixtures")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: overlayURL.path))
        // --clean keeps the overlays the manifest names, and removes them once an export without
        // --audit no longer names them.
        XCTAssertEqual(try ViewLabBinary.run(arguments + ["--clean"], binary: "viewlab-fixtures").status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: overlayURL.path))
        let plain = try ViewLabBinary.run(
            arguments.filter { $0 != "--audit" } + ["--clean"], binary: "viewlab-fixtures")
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: overlayURL.path))
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: out.appendingPathComponent("AuditFixtures/Small button.light-portrait.png").path))
    }
}
