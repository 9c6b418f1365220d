import BadgeKit
import Testing
import UIKit
import ViewLabTesting

/// The same assertion under Swift Testing: a failure is an issue with the images attached.
@Suite struct BadgeSwiftTestingTests {
    @Test func emptyBadge() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.count = 0
        assertSnapshot(of: badge, as: .image(layout: .fixed(width: 24, height: 24)), named: "zero")
    }
}
