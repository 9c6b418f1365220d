@_spi(ViewLab) import CoreGraphics
import Foundation
import ImageIO
import UIKit
@testable import ViewLabTesting
import XCTest

/// A temporary folder for one test's references (`references/`) and failure images
/// (`failures/`, as `$VIEWLAB_SNAPSHOT_FAILURES`), and assertions run against it with an
/// environment of its own (so the caller's `VIEWLAB_RECORD` changes nothing).
final class SnapshotFolder {
    let root: URL
    var references: URL { root.appendingPathComponent("references") }
    var failures: URL { root.appendingPathComponent("failures") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Asserts `subject` as `strategy` against references in this folder; the failures (on the main
    /// actor, where snapshots render).
    @MainActor func verify(
        _ subject: SnapshotSubject, as strategy: Snapshotting = .image(layout: .fixed(width: 40, height: 30)),
        named name: String = "card", record: RecordMode? = nil, testName: String = "test_card()"
    ) -> [SnapshotFailure] {
        SnapshotAssertion(
            subject: subject, strategy: strategy, name: name, record: record, testName: testName,
            source: SnapshotSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
            snapshotDirectory: references.path, environment: [SnapshotLocation.failuresVariable: failures.path]
        ).failures()
    }

    /// The names of the files in `folder` (this folder's `failures/` when nil), sorted.
    func files(in folder: URL? = nil) -> [String] {
        let folder = folder ?? failures.appendingPathComponent("SnapshotFolder")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// The decoded PNG at `url`.
    func image(_ url: URL) throws -> CGImage {
        try PNGDecoder().decode(contentsOf: url).image
    }
}

/// A 40×30 pt card: a coloured background with a white 20×10 pt square at (10, 10).
final class CardView: UIView {
    init(color: UIColor = .systemRed) {
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        backgroundColor = color
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        square.backgroundColor = .white
        addSubview(square)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

extension CGImage {
    /// The pixel at (x, y) as straight RGBA bytes.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        withPixels { bytes, stride in
            let p = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            return [UInt8((p >> 16) & 0xFF), UInt8((p >> 8) & 0xFF), UInt8(p & 0xFF), UInt8(p >> 24)]
        }
    }
}
