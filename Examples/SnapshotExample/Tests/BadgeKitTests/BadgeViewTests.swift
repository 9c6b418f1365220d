import BadgeKit
import UIKit
import ViewLabTesting
import XCTest

/// The badge's snapshots; references are in `__Snapshots__/BadgeViewTests/`.
final class BadgeViewTests: XCTestCase {
    func makeBadge(count: Int) -> BadgeView {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 44, height: 24))
        badge.count = count
        return badge
    }

    func test_badge() {
        assertSnapshot(of: makeBadge(count: 7), as: .image(layout: .fixed(width: 44, height: 24)), named: "seven")
    }

    func test_badge_overflow_inLightAndDark() {
        assertSnapshot(of: makeBadge(count: 120), as: .images(appearance: [.light, .dark], layout: .fixed(width: 44, height: 24)), named: "overflow")
    }
}
