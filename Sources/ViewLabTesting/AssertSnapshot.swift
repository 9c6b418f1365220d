import UIKit

// The assertions, as swift-snapshot-testing spells them: `assertSnapshot(of:as:named:record:)`
// fails the test (XCTest or Swift Testing, whichever runs it); `verifySnapshot` returns the
// failure message instead (nil when the snapshot matches), for tests that handle it themselves.

/// Renders `value` — a view, a view controller, a layer or an image — as `strategy` says and
/// compares each image with its reference in `__Snapshots__/<TestFile>/<testName>.<name><cell>.png`,
/// recording per `record` (nil: `$VIEWLAB_RECORD`, else `.missing`). `named` defaults to `1`, `2`…
/// in assertion order.
///
/// - A view is put on a fresh stage of the strategy's device and sized by its layout.
/// - A view controller is shown as a child of the stage's root view controller.
/// - A layer is drawn with `render(in:)` (its model tree, as on iOS) at the device's scale, at the
///   size of its bounds; layers have no traits, so every cell of a matrix draws it the same.
/// - An image is compared as it is (only the strategy's precisions apply).
///
/// Main-actor, as the views it renders: a test that snapshots views runs on the main actor (an
/// XCTest class or a Swift Testing suite annotated `@MainActor`, as it must be anyway to make a
/// `UIView` in the Swift 6 language mode). `@preconcurrency`, as UIKit's classes are, so Swift 5
/// tests — whose XCTest methods and Swift Testing functions are not isolated — call it as before.
@preconcurrency @MainActor
public func assertSnapshot(
    of value: some Snapshottable, as strategy: Snapshotting = .image, named name: String? = nil,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    SnapshotAssertion(
        subject: SnapshotSubject(value), strategy: strategy, name: name, record: record, testName: testName,
        source: SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ).assert()
}

/// Like `assertSnapshot(of:)`, but returns the failure (one line per failing image), or nil when
/// every image matches. `snapshotDirectory` puts the references in that folder instead of
/// `__Snapshots__/<TestFile>`. Main-actor, as `assertSnapshot(of:)`.
@preconcurrency @MainActor
public func verifySnapshot(
    of value: some Snapshottable, as strategy: Snapshotting = .image, named name: String? = nil,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line
) -> String? {
    SnapshotAssertion(
        subject: SnapshotSubject(value), strategy: strategy, name: name, record: record, testName: testName,
        source: SnapshotSourceLocation(fileID: #fileID, filePath: filePath, line: line, column: 0),
        snapshotDirectory: snapshotDirectory
    ).message()
}
