import Foundation
import UIKit

/// One `assertSnapshot`/`verifySnapshot` call: renders every cell of the strategy (on the main
/// actor, as the subject's views are) and verifies it (`SnapshotVerifier`: comparison and files).
@MainActor
struct SnapshotAssertion {
    var subject: SnapshotSubject
    var strategy: Snapshotting
    /// The name the caller gave, or nil for the next number.
    var name: String?
    var record: RecordMode?
    var testName: String
    var source: SnapshotSourceLocation
    /// Where the references are, when not in `__Snapshots__/<TestFile>`.
    var snapshotDirectory: String? = nil
    /// `VIEWLAB_RECORD` and `VIEWLAB_SNAPSHOT_FAILURES` are read from here.
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// The failures of every cell (empty when all match).
    func failures() -> [SnapshotFailure] {
        let location = SnapshotLocation(
            filePath: "\(source.filePath)", function: testName, snapshotDirectory: snapshotDirectory,
            environment: environment)
        let base = name ?? String(SnapshotCounter.next(file: "\(source.filePath)", testName: location.testName))
        let verifier = SnapshotVerifier(
            location: location, mode: RecordMode.resolve(record, environment: environment),
            comparison: strategy.comparison,
            scale: strategy.device.scale)
        return strategy.cells.compactMap { cell in
            let cellName = base + cell.suffix
            do {
                let image = try SnapshotStage.render(subject, strategy: strategy, cell: cell)
                return verifier.verify(image, named: cellName)
            } catch {
                return SnapshotFailure(
                    message: "Snapshot \"\(location.baseName(cellName))\": cannot render: \(error)", attachments: [])
            }
        }
    }

    /// Fails the running test once per failing cell.
    func assert() {
        SnapshotIssueReporter.report(failures(), at: source)
    }

    /// The failing cells' messages, one a line; nil when every cell matches.
    func message() -> String? {
        let messages = failures().map(\.message)
        return messages.isEmpty ? nil : messages.joined(separator: "\n")
    }
}
