import UIKit
import ViewLabRender
import XCTest

/// `UIContentSizeCategory.didChangeNotification` (Apple: posted when the user changes the preferred
/// content size, with the new category under `newValueUserInfoKey`) comes when the stage's text
/// size changes, and only then.
@MainActor
final class StageTextSizeNotificationTests: XCTestCase {
    func testChangingTheStagesTextSizePostsTheNewCategoryOnce() async {
        let stage = Stage(device: .iPhone15)
        // posted on this thread
        final class Received: @unchecked Sendable { var categories: [UIContentSizeCategory] = [] }
        let received = Received()
        let token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) {
            if let category = $0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                received.categories.append(category)
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        stage.contentSizeCategory = .accessibilityLarge
        stage.contentSizeCategory = .accessibilityLarge
        stage.contentSizeCategory = .small
        XCTAssertEqual(received.categories, [.accessibilityLarge, .small])
    }
}
