import Foundation
import Previews
import TestSupport
import ViewLabRender
import XCTest

/// `manifest.json` is built one entry at a time; it must be exactly what `JSONEncoder` makes of the
/// whole manifest, and read back to the same value.
@MainActor
final class ExportManifestTests: XCTestCase {
    func testEntryByEntryTextEqualsTheWholeEncoding() async throws {
        let out = try ViewLabBinary.temporaryDirectory()
        var options = ExportOptions(outputDirectory: out)
        options.appearances = [.light, .dark]
        options.audit = true
        options.scale = 1
        let previews = Array(PreviewRegistry.all.prefix(3))
        let summary = try CatalogExporter(options: options).run(previews: previews)
        XCTAssertEqual(summary.written.count, 6, "\(summary.failures)")
        var manifest = try ExportManifest.read(from: out)
        let failure =
            #"{"id": "A/B", "variant": "light-portrait", "location": "A.swift:3", "error": "a \"quoted\"\nerror/with a slash"}"#
        manifest.failures.append(try JSONDecoder().decode(ExportManifest.Failure.self, from: Data(failure.utf8)))
        let whole = JSONEncoder()
        whole.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let expected = try whole.encode(manifest)
        let text = try manifest.encoded()
        XCTAssertEqual(String(decoding: text, as: UTF8.self), String(decoding: expected, as: UTF8.self))
        XCTAssertEqual(try JSONDecoder().decode(ExportManifest.self, from: text), manifest)

        manifest.entries = []
        XCTAssertEqual(try manifest.encoded(), try whole.encode(manifest), "no entries")
    }

    /// `write(to:)` streams both files into place: the same bytes as the whole texts, no temporary
    /// file left; a folder it cannot write to is an error.
    func testWritingStreamsTheSameBytesAtomically() async throws {
        let out = try ViewLabBinary.temporaryDirectory()
        var options = ExportOptions(outputDirectory: out)
        options.scale = 1
        _ = try CatalogExporter(options: options).run(previews: Array(PreviewRegistry.all.prefix(4)))
        let manifest = try ExportManifest.read(from: out)
        XCTAssertEqual(
            FileManager.default.contents(atPath: out.appendingPathComponent("manifest.json").path),
            try manifest.encoded())
        XCTAssertEqual(
            FileManager.default.contents(atPath: out.appendingPathComponent("index.html").path),
            Data(ExportGallery.html(for: manifest).utf8))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix(".") }, [],
            "no temporary file left")

        let missing = out.appendingPathComponent("gone/away")
        XCTAssertThrowsError(try manifest.write(to: missing), "a folder that does not exist")
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }
}
