import FoundationXML
import ImageIO
import TestSupport
import XCTest

/// Exports through worker processes with previews that trap, loop or are too big: each is
/// reported with its id and source location, and the rest of the batch completes.
final class ExportFaultTests: XCTestCase {
    func testFailingPreviewsDoNotStopTheBatch() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let result = try ViewLabBinary.run(
            ["export", "FaultyPreviews/", "--out", out.path, "--jobs", "2", "--timeout", "3"],
            binary: "viewlab-fixtures")
        XCTAssertEqual(result.status, 1, "a failed preview makes the export fail")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix(
                    "viewlab: FaultyPreviews/Traps [light-portrait] (FaultyPreviews/FaultyPreviews.swift:11): crashed with signal 4 (SIGILL: a Swift runtime trap such as fatalError or a failed precondition): FaultyPreviews/FaultyPreviews.swift:11: Fatal error: this preview traps on purpose"
                )
            }, result.stderr)
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix(
                    "viewlab: FaultyPreviews/Loops [light-portrait] (FaultyPreviews/FaultyPreviews.swift:17): did not finish within 3 s"
                )
            }, result.stderr)
        XCTAssertTrue(lines.contains { $0.contains("FaultyPreviews/Too big") && $0.contains("16384") }, result.stderr)
        XCTAssertTrue(result.stdout.contains("exported 1 PNGs, 3 failed"), result.stdout)
        let fine = try PNGDecoder().decode(
            contentsOf: out.appendingPathComponent("FaultyPreviews/Fine.light-portrait.png"))
        XCTAssertEqual([fine.image.width, fine.image.height], [60, 60])
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json")))
            as? [String: Any]
        XCTAssertEqual((manifest?["failures"] as? [Any])?.count, 3)
    }

    func testParallelExportIsByteIdenticalToSerial() throws {
        let serial = try ViewLabBinary.temporaryDirectory(), parallel = try ViewLabBinary.temporaryDirectory()
        let arguments = ["--appearance", "light,dark", "--orientation", "portrait,landscape", "--scale", "1"]
        XCTAssertEqual(try ViewLabBinary.run(["export", "--out", serial.path, "--jobs", "1"] + arguments).status, 0)
        XCTAssertEqual(try ViewLabBinary.run(["export", "--out", parallel.path, "--jobs", "2"] + arguments).status, 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: serial.path).filter {
            $0.hasSuffix(".png") || $0.hasSuffix(".json") || $0.hasSuffix(".html")
        }.sorted()
        XCTAssertGreaterThan(files.count, 4)
        for file in files {
            let a = try Data(contentsOf: serial.appendingPathComponent(file)),
                b = try Data(contentsOf: parallel.appendingPathComponent(file))
            XCTAssertEqual(a, b, "\(file) differs between --jobs 1 and --jobs 2")
        }
    }

    func testShardsPartitionTheJobs() throws {
        var seen: [String] = []
        for shard in ["1/2", "2/2"] {
            let out = try ViewLabBinary.temporaryDirectory()
            let result = try ViewLabBinary.run([
                "export", "--out", out.path, "--jobs", "0", "--scale", "1", "--appearance", "light,dark", "--shard",
                shard,
            ])
            XCTAssertEqual(result.status, 0, result.stderr)
            let pngs = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }
            XCTAssertFalse(pngs.isEmpty, "shard \(shard) got no work")
            seen += pngs
        }
        XCTAssertEqual(seen.count, Set(seen).count, "no file is rendered by two shards")
        let whole = try ViewLabBinary.temporaryDirectory()
        XCTAssertEqual(
            try ViewLabBinary.run(["export", "--out", whole.path, "--scale", "1", "--appearance", "light,dark"]).status,
            0)
        XCTAssertEqual(
            Set(seen),
            Set(try FileManager.default.subpathsOfDirectory(atPath: whole.path).filter { $0.hasSuffix(".png") }))
    }

    func testCleanRemovesOnlyStaleExports() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        let fm = FileManager.default
        try fm.createDirectory(at: out.appendingPathComponent("Gone"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: out.appendingPathComponent("Gone/Old.light-portrait.png"))
        try Data("keep".utf8).write(to: out.appendingPathComponent("Gone/notes.png"))
        try Data("keep".utf8).write(to: out.appendingPathComponent("README.txt"))
        let result = try ViewLabBinary.run(["export", "--out", out.path, "--scale", "1", "--clean"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("removed 1 stale"), result.stdout)
        XCTAssertFalse(fm.fileExists(atPath: out.appendingPathComponent("Gone/Old.light-portrait.png").path))
        XCTAssertTrue(fm.fileExists(atPath: out.appendingPathComponent("Gone/notes.png").path))
        XCTAssertTrue(fm.fileExists(atPath: out.appendingPathComponent("README.txt").path))
    }

    func testGalleryParsesAndLinksEveryImage() throws {
        let out = try ViewLabBinary.temporaryDirectory()
        XCTAssertEqual(
            try ViewLabBinary.run(["export", "--out", out.path, "--scale", "1", "--appearance", "light,dark"]).status, 0
        )
        let gallery = try GalleryParser(url: out.appendingPathComponent("index.html"))
        XCTAssertTrue(gallery.sectionIDs.contains("ColorSwatches/Swatches"), "\(gallery.sectionIDs)")
        XCTAssertFalse(gallery.images.isEmpty)
        for source in gallery.images {
            let path = try XCTUnwrap(source.removingPercentEncoding)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), path)
            XCTAssertFalse(source.contains("://"), "the gallery works offline")
        }
        // Light is shown beside dark for each preview: captions alternate light, dark.
        XCTAssertEqual(Array(gallery.captions.prefix(2)), ["light-portrait", "dark-portrait"])
    }
}

/// Reads the gallery as XML (it is written as well-formed XHTML).
final class GalleryParser: NSObject, XMLParserDelegate {
    var sectionIDs: [String] = []
    var images: [String] = []
    var captions: [String] = []
    /// The text of every list item (the audit's findings).
    var items: [String] = []
    private var inItem = false
    private var inCaption = false

    init(url: URL) throws {
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch element {
        case "section": if let id = attributes["id"] { sectionIDs.append(id) }
        case "img": if let src = attributes["src"] { images.append(src) }
        case "figcaption": inCaption = true; captions.append("")
        case "li": inItem = true; items.append("")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inCaption { captions[captions.count - 1] += string }
        if inItem { items[items.count - 1] += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "figcaption" { inCaption = false }
        if element == "li" { inItem = false }
    }
}
