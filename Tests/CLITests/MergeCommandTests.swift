import Foundation
import TestSupport
import XCTest

/// `viewlab merge` through the real binary: the shards of an export merged equal a single export
/// of everything, and inputs that are not parts of one export are refused with one line, with
/// nothing written.
final class MergeCommandTests: XCTestCase {
    /// 6 previews × light/dark at 1x: 12 images, split 6/6 by two shards.
    static let selection = ["ColorSwatches", "ChipsRow", "--scale", "1", "--jobs", "1"]

    func export(_ folder: URL, _ extra: [String] = [], appearances: String = "light,dark") throws {
        let result = try ViewLabBinary.run(
            ["export"] + Self.selection + ["--appearance", appearances, "--out", folder.path] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func merge(_ inputs: [URL], into output: URL) throws -> ViewLabBinary.Result {
        try ViewLabBinary.run(["merge"] + inputs.map(\.path) + ["--out", output.path])
    }

    func testShardsMergedEqualOneFullExport() throws {
        let work = try ViewLabBinary.temporaryDirectory("viewlab-merge")
        let (one, two, full, merged) = (
            work.appendingPathComponent("1"), work.appendingPathComponent("2"), work.appendingPathComponent("full"),
            work.appendingPathComponent("merged")
        )
        try export(one, ["--shard", "1/2"])
        try export(two, ["--shard", "2/2"])
        try export(full)
        let result = try merge([one, two], into: merged)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "merged 2 exports: 12 PNGs, 0 failed → \(merged.path)\n")
        XCTAssertEqual(try FolderContents.files(one).count, 8)  // 6 PNGs, manifest, gallery
        let expected = try FolderContents.files(full)
        XCTAssertEqual(expected.count, 14)
        XCTAssertEqual(try FolderContents.files(merged), expected)
        // An image in two inputs with the same key is one image; merging into an input works.
        XCTAssertEqual(try merge([one, full, two], into: one).status, 0)
        XCTAssertEqual(try FolderContents.files(one), expected)
    }

    func testInconsistentInputsAreRefusedWithOneLineAndNothingWritten() throws {
        let work = try ViewLabBinary.temporaryDirectory("viewlab-merge-refused")
        let (one, two, out) = (
            work.appendingPathComponent("1"), work.appendingPathComponent("2"), work.appendingPathComponent("out")
        )
        try export(one, ["--shard", "1/2"])
        try export(two, ["--shard", "2/2"])
        let manifest = { (folder: URL) in folder.appendingPathComponent("manifest.json").path }
        func refusal(_ inputs: [URL]) throws -> String {
            let result = try merge(inputs, into: out)
            XCTAssertEqual(result.status, 1)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "a refused merge wrote \(out.path)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
            return result.stderr
        }

        // Another variant set.
        let light = work.appendingPathComponent("light")
        try export(light, ["--shard", "2/2"], appearances: "light")
        XCTAssertEqual(
            try refusal([one, light]),
            "viewlab: error: merge: \(manifest(light)): another variant set (light-portrait) than \(manifest(one)) (light-portrait, dark-portrait)\n"
        )

        // Another ViewLab build.
        let other = try Self.copy(two, to: work.appendingPathComponent("other")) { $0["viewlab"] = "build-0123" }
        let build = try XCTUnwrap(Self.manifestObject(one)["viewlab"] as? String)
        XCTAssertEqual(
            try refusal([one, other]),
            "viewlab: error: merge: \(manifest(other)): exported by another ViewLab (build-0123) than \(manifest(one)) (\(build)); export every shard with the same build\n"
        )

        // Other fonts or image resources.
        let fonts = try Self.copy(two, to: work.appendingPathComponent("fonts")) { $0["environment"] = "0123" }
        let environment = try XCTUnwrap(Self.manifestObject(one)["environment"] as? String)
        XCTAssertEqual(
            try refusal([one, fonts]),
            "viewlab: error: merge: \(manifest(fonts)): exported with other fonts or image resources (0123) than \(manifest(one)) (\(environment))\n"
        )

        // The same image with another key (exported from other inputs).
        let changed = try Self.copy(one, to: work.appendingPathComponent("changed")) { object in
            var entries = object["entries"] as! [[String: Any]]
            entries[0]["key"] = "0123"
            object["entries"] = entries
        }
        let path = try XCTUnwrap((Self.manifestObject(one)["entries"] as? [[String: Any]])?.first?["path"] as? String)
        XCTAssertEqual(
            try refusal([one, two, changed]),
            "viewlab: error: merge: \(manifest(changed)): \(path) has another key than in \(manifest(one)) (exported from different code, theme or fonts)\n"
        )

        // A PNG that is gone.
        let gone = try Self.copy(two, to: work.appendingPathComponent("gone")) { _ in }
        let gonePath = try XCTUnwrap(
            (Self.manifestObject(two)["entries"] as? [[String: Any]])?.last?["path"] as? String)
        try FileManager.default.removeItem(at: gone.appendingPathComponent(gonePath))
        XCTAssertTrue(
            try refusal([one, gone]).hasPrefix(
                "viewlab: error: merge: \(gone.appendingPathComponent(gonePath).path): missing, or not the "))

        // A manifest cut short, and a folder with none: no crash, one line.
        let broken = try Self.copy(two, to: work.appendingPathComponent("broken")) { _ in }
        try Data(try Data(contentsOf: URL(fileURLWithPath: manifest(two))).prefix(50)).write(
            to: URL(fileURLWithPath: manifest(broken)))
        XCTAssertEqual(
            try refusal([one, broken]),
            "viewlab: error: merge: \(manifest(broken)): not a ViewLab manifest (not valid JSON)\n")
        XCTAssertEqual(
            try refusal([one, work]), "viewlab: error: merge: \(manifest(work)): no such file (not an export folder?)\n"
        )
    }

    static func manifestObject(_ folder: URL) throws -> [String: Any] {
        try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
                as? [String: Any])
    }

    /// A copy of an export folder with its manifest edited by `edit`.
    static func copy(_ folder: URL, to destination: URL, edit: (inout [String: Any]) -> Void) throws -> URL {
        try FileManager.default.copyItem(at: folder, to: destination)
        var object = try manifestObject(destination)
        edit(&object)
        try JSONSerialization.data(withJSONObject: object).write(
            to: destination.appendingPathComponent("manifest.json"))
        return destination
    }
}
