import Foundation
import Previews
import UIKit

// Every `#Preview` of a module as snapshots (previews are found at run time, so the module only has
// to be linked into the test target): one reference per preview and cell of the strategy, named
// after the preview's id (`<testName>.<File>-<Name><cell>.png`). A preview's own traits win over the
// strategy's; the strategy gives the default device, the cells and the precisions. A module with
// no preview fails, so a misspelt name cannot pass.

/// Snapshots every `#Preview` of `module` and fails the test once per failing image. Main-actor,
/// as `assertSnapshot(of:)` (see there).
@preconcurrency @MainActor
public func assertPreviewSnapshots(
    module: String, as strategy: Snapshotting = .image, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let source = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    SnapshotIssueReporter.report(
        PreviewSnapshots(module: module, strategy: strategy, record: record, testName: testName, source: source)
            .failures(), at: source)
}

/// Like `assertPreviewSnapshots(module:)`, but returns the failures (one a line), nil when every
/// preview matches.
@preconcurrency @MainActor
public func verifyPreviewSnapshots(
    module: String, as strategy: Snapshotting = .image, record: RecordMode? = nil, snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    let source = SnapshotSourceLocation(fileID: #fileID, filePath: filePath, line: line, column: 0)
    let failures = PreviewSnapshots(
        module: module, strategy: strategy, record: record, testName: testName, source: source,
        snapshotDirectory: snapshotDirectory
    ).failures()
    return failures.isEmpty ? nil : failures.map(\.message).joined(separator: "\n")
}

/// The previews of one module, asserted one after the other (on the main actor, where previews are
/// built and rendered).
@MainActor
struct PreviewSnapshots {
    var module: String
    var strategy: Snapshotting
    var record: RecordMode?
    var testName: String
    var source: SnapshotSourceLocation
    var snapshotDirectory: String? = nil
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// The module's previews (sweeps expanded), in registry order.
    var previews: [PreviewDescriptor] { PreviewRegistry.all.filter { $0.fileID.hasPrefix(module + "/") } }

    func failures() -> [SnapshotFailure] {
        let previews = previews
        guard !previews.isEmpty else {
            let modules = Set(PreviewRegistry.all.compactMap { $0.fileID.split(separator: "/").first.map(String.init) })
                .sorted()
            return [
                SnapshotFailure(
                    message:
                        "No #Preview found in module \(module); modules with previews: \(modules.isEmpty ? "none" : modules.joined(separator: ", "))",
                    attachments: [])
            ]
        }
        return previews.flatMap { preview in
            SnapshotAssertion(
                subject: .preview(preview), strategy: strategy, name: preview.id, record: record, testName: testName,
                source: source, snapshotDirectory: snapshotDirectory, environment: environment
            ).failures()
        }
    }
}
