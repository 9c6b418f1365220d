#if canImport(Testing)
    import Testing
#endif
import XCTest

/// Reports failed snapshots to the test framework that runs the test: an issue with the images
/// attached under Swift Testing (`Issue.record`, `Attachment.record`), `XCTFail` under XCTest.
enum SnapshotIssueReporter {
    static func report(_ failures: [SnapshotFailure], at location: SnapshotSourceLocation) {
        for failure in failures {
            #if canImport(Testing)
                if Test.current != nil {
                    let source = SourceLocation(
                        fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                        line: Int(location.line), column: Int(location.column))
                    for attachment in failure.attachments {
                        Attachment.record([UInt8](attachment.png), named: attachment.name, sourceLocation: source)
                    }
                    Issue.record(Comment(rawValue: failure.message), sourceLocation: source)
                    continue
                }
            #endif
            XCTFail(failure.message, file: location.filePath, line: location.line)
        }
    }
}
