import UIKit

// The assertions, as swift-snapshot-testing spells them: `assertSnapshot(of:as:named:record:)`
// fails the test (XCTest or Swift Testing, whichever runs it); `verifySnapshot` returns the
// failure message instead (nil when the snapshot matches), for tests that handle it themselves.

/// Renders `view` as `strategy` says and compares each image with its reference in
/// `__Snapshots__/<TestFile>/<testName>.<name><cell>.png`, recording per `record` (nil:
/// `$VIEWLAB_RECORD`, else `.missing`). `named` defaults to `1`, `2`… in assertion order.
public func assertSnapshot(
    of view: UIView, as strategy: Snapshotting = .image, named name: String? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    SnapshotAssertion(subject: .view(view), strategy: strategy, name: name, record: record, testName: testName,
                      source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)).assert()
}

/// `assertSnapshot(of:)` for a view controller: it is shown as a child of the stage's root view
/// controller, its view sized by the strategy's layout.
public func assertSnapshot(
    of viewController: UIViewController, as strategy: Snapshotting = .image, named name: String? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    SnapshotAssertion(subject: .viewController(viewController), strategy: strategy, name: name, record: record, testName: testName,
                      source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)).assert()
}

/// `assertSnapshot(of:)` for an image made elsewhere: it is compared as it is (only the
/// strategy's precisions apply).
public func assertSnapshot(
    of image: CGImage, as strategy: Snapshotting = .image, named name: String? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    SnapshotAssertion(subject: .image(image), strategy: strategy, name: name, record: record, testName: testName,
                      source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)).assert()
}

/// Like `assertSnapshot(of:)` for a view, but returns the failure (one line per failing image),
/// or nil when every image matches. `snapshotDirectory` puts the references in that folder
/// instead of `__Snapshots__/<TestFile>`.
public func verifySnapshot(
    of view: UIView, as strategy: Snapshotting = .image, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil, file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    SnapshotAssertion(subject: .view(view), strategy: strategy, name: name, record: record, testName: testName,
                      source: SnapshotSourceLocation(fileID: #fileID, filePath: filePath, line: line, column: 0),
                      snapshotDirectory: snapshotDirectory).message()
}

/// `verifySnapshot(of:)` for a view controller.
public func verifySnapshot(
    of viewController: UIViewController, as strategy: Snapshotting = .image, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil, file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    SnapshotAssertion(subject: .viewController(viewController), strategy: strategy, name: name, record: record, testName: testName,
                      source: SnapshotSourceLocation(fileID: #fileID, filePath: filePath, line: line, column: 0),
                      snapshotDirectory: snapshotDirectory).message()
}

/// `verifySnapshot(of:)` for an image.
public func verifySnapshot(
    of image: CGImage, as strategy: Snapshotting = .image, named name: String? = nil, record: RecordMode? = nil,
    snapshotDirectory: String? = nil, file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    SnapshotAssertion(subject: .image(image), strategy: strategy, name: name, record: record, testName: testName,
                      source: SnapshotSourceLocation(fileID: #fileID, filePath: filePath, line: line, column: 0),
                      snapshotDirectory: snapshotDirectory).message()
}
