import Previews
import UIKit

/// Snapshots every `#Preview` of `module` (previews are found at run time, so the module only has
/// to be linked into the test target): one reference per preview and cell of `strategy`, named
/// after the preview's id (`<testName>.<File>-<Name><cell>.png`). A preview's own traits win over
/// the strategy's; the strategy gives the default device, the cells and the precisions. A module
/// with no preview fails, so a misspelt name cannot pass.
public func assertPreviewSnapshots(
    module: String, as strategy: Snapshotting = .image, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let source = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let previews = PreviewRegistry.all.filter { $0.fileID.hasPrefix(module + "/") }
    guard !previews.isEmpty else {
        let modules = Set(PreviewRegistry.all.map { $0.fileID.split(separator: "/").first.map(String.init) ?? "" }).sorted()
        let message = "No #Preview found in module \(module); modules with previews: \(modules.isEmpty ? "none" : modules.joined(separator: ", "))"
        SnapshotIssueReporter.report([SnapshotFailure(message: message, attachments: [])], at: source)
        return
    }
    let failures = previews.flatMap { preview in
        SnapshotAssertion(subject: .preview(preview), strategy: strategy, name: preview.id, record: record, testName: testName, source: source).failures()
    }
    SnapshotIssueReporter.report(failures, at: source)
}
