#if canImport(Testing)
import Testing
import UIKit
import ViewLabTesting

/// Under Swift Testing, `assertSnapshot` records an issue (with the images attached). The suite is
/// not `@MainActor` on purpose: Swift Testing runs its tests off the main thread, as a learner's
/// suite would, and the views made there must render without a run-time isolation trap (UIKit's
/// classes are `@preconcurrency @MainActor`, so the two `CardView()` calls are the target's only
/// isolation warnings in the Swift 6 language mode).
@Suite struct SwiftTestingSnapshotTests {
    @Test func card_matchesItsCommittedReference() {
        assertSnapshot(of: CardView(), as: .image(layout: .fixed(width: 40, height: 30)), named: "card")
    }

    @Test func changedCard_recordsAnIssue() {
        withKnownIssue {
            assertSnapshot(of: CardView(color: .systemBlue), as: .image(layout: .fixed(width: 40, height: 30)), named: "card", record: .never,
                           testName: "card_matchesItsCommittedReference()")
        } matching: { issue in
            "\(issue)".contains("does not match its reference")
        }
    }
}
#endif
