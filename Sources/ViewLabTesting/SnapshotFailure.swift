import Foundation

/// A snapshot assertion that failed: the one-line message and the images written for it.
public struct SnapshotFailure: Sendable, CustomStringConvertible {
    /// One line: what happened and where the files are.
    public var message: String
    /// Files worth attaching to the test report (name and PNG bytes): actual, expected and diff
    /// after a failed comparison, the recorded image after a recording.
    public var attachments: [(name: String, png: Data)]

    public var description: String { message }
}
