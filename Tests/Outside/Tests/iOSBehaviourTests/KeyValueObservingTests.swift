import UIKit
import XCTest

/// Key-value observing from a user's package. Rules: UIKit's observable properties notify each
/// time their setter runs, including when UIKit itself sets them (scrolling sets `contentOffset`);
/// `newValue` is filled only with `.new`; `.initial` calls at once (Apple, NSKeyValueObservingOptions);
/// an `NSKeyValueObservation` stops when invalidated or released (Apple, NSKeyValueObservation);
/// setting `center` does not notify `frame` observers (Stack Overflow, "UIView KVO: Why don't
/// changes to center cause KVO notifications for frame?").
final class KeyValueObservingTests: XCTestCase {
    func test_aHeaderFollowsTheContentOffsetOfItsScrollView_untilTheObservationIsReleased() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.initial, .new]) { _, change in
            header.alpha = 1 - min(max((change.newValue?.y ?? 0) / 100, 0), 1)
        }
        XCTAssertEqual(header.alpha, 1)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 530, width: 10, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 60, "the least scroll that shows the rectangle")
        XCTAssertEqual(header.alpha, 0.4, accuracy: 0.001)
        observation = nil
        scrollView.contentOffset = .zero
        XCTAssertEqual(header.alpha, 0.4, accuracy: 0.001)
        XCTAssertNil(observation)
    }

    func test_frameObserversHearFrameSets_notCenterSets() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect] = []
        let observation = view.observe(\.frame, options: .new) { _, change in frames.append(change.newValue ?? .null) }
        view.center = CGPoint(x: 100, y: 100)
        view.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        XCTAssertEqual(frames, [CGRect(x: 1, y: 2, width: 30, height: 40)])
        observation.invalidate()
    }

    func test_aLayersCornerRadiusAndAControlsStateNotify_withOldAndNew() {
        let button = UIButton(type: .system)
        var log: [String] = []
        let observations = [
            button.layer.observe(\.cornerRadius, options: [.old, .new]) { _, change in log.append("radius \(change.oldValue!)→\(change.newValue!)") },
            button.observe(\.isSelected, options: [.new]) { _, change in log.append("selected \(change.newValue!)") },
        ]
        button.layer.cornerRadius = 12
        button.isSelected = true
        XCTAssertEqual(log, ["radius 0.0→12.0", "selected true"])
        _ = observations
    }
}
