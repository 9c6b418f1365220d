#if canImport(Testing)
    import Testing
    import UIKit
    import ViewLabTesting

    /// Under Swift Testing, `assertSnapshot` records an issue (with the images attached). The suite is
    /// `@MainActor`, as a Swift Testing suite that builds views is on iOS: `CardView()` and
    /// `assertSnapshot` are main-actor, and Swift Testing runs a suite that is not isolated off the
    /// main thread.
    @MainActor
    @Suite struct SwiftTestingSnapshotTests {
        @Test func card_matchesItsCommittedReference() {
            assertSnapshot(of: CardView(), as: .image(layout: .fixed(width: 40, height: 30)), named: "card")
        }

        @Test func changedCard_recordsAnIssue() {
            withKnownIssue {
                assertSnapshot(
                    of: CardView(color: .systemBlue), as: .image(layout: .fixed(width: 40, height: 30)), named: "card",
                    record: .never,
                    testName: "card_matchesItsCommittedReference()")
            } matching: { issue in
                "\(issue)".contains("does not match its reference")
            }
        }
    }
#endif
