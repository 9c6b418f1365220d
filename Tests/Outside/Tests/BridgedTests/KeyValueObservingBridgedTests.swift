import UIKit
import XCTest

/// Key-value observing through the source bridge. Rules: an `@objc dynamic` property notifies the
/// observers of its key path and of its key string each time it is set (Apple, "Using Key-Value
/// Observing in Swift"); `addObserver(_:forKeyPath:options:context:)` calls the observer's
/// `observeValue(forKeyPath:of:change:context:)` with the change dictionary and the context it was
/// registered with, and `removeObserver(_:forKeyPath:context:)` ends it (Apple, NSObject
/// `addObserver(_:forKeyPath:options:context:)`); `#keyPath(UILabel.text)` is `"text"`.
final class KeyValueObservingBridgedTests: XCTestCase {
    func test_anObjcDynamicPropertyNotifiesKeyPathObservers_withOldAndNewValues() {
        let ring = ObservableRing(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var changes: [String] = []
        let observation = ring.observe(\.progress, options: [.old, .new]) { _, change in
            changes.append("\(change.oldValue ?? -1)→\(change.newValue ?? -1)")
        }
        ring.progress = 0.25
        ring.progress = 0.5
        XCTAssertEqual(changes, ["0.0→0.25", "0.25→0.5"])
        observation.invalidate()
        ring.progress = 1
        XCTAssertEqual(changes.count, 2)
    }

    func test_aModelObjectNotifiesByKeyPathAndByKeyString_includingAPrivateSetter() {
        let task = DownloadTask()
        let watcher = FractionWatcher()
        task.addObserver(watcher, forKeyPath: "fraction", options: [.new, .prior], context: nil)
        var states: [String] = []
        let observation = task.observe(\.state, options: .new) { _, change in states.append(change.newValue ?? "") }
        task.fraction = 0.5
        task.finish()
        XCTAssertEqual(watcher.fractions, [0.5, 1])
        XCTAssertEqual(watcher.priors, 2)
        XCTAssertEqual(states, ["done"])
        task.removeObserver(watcher, forKeyPath: "fraction")
        task.fraction = 0
        XCTAssertEqual(watcher.fractions.count, 2)
        _ = observation
    }

    func test_aCellObservingItsLabelWithAContext_handlesItsOwnNotifications() {
        let cell = CaptionCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.textLabel.text = "One"
        cell.textLabel.text = nil
        XCTAssertEqual(cell.seen, ["text: nil → One", "text: One → nil"])
        XCTAssertTrue(cell.textLabel.isHidden, "the observer acted on the change")
    }


    func test_aSheetPinsTheScrollViewFromItsContentOffsetObservation() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        let tracker = SheetTracker()
        tracker.track(scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(tracker.pinned, 1)
        XCTAssertEqual(scrollView.contentOffset, .zero, "reset from inside the handler")
        tracker.isExpanded = true
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        XCTAssertEqual(scrollView.contentOffset.y, 40)
        tracker.stop()
    }

    func test_aRingRedrawsWhenItsObservedProgressIsSetByKeyValueCoding() {
        let ring = ObservableRing(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var captions: [String?] = []
        let observation = ring.observe(\.caption, options: .new) { _, change in captions.append(change.newValue ?? nil) }
        ring.setValue("Half", forKey: "caption")
        XCTAssertEqual(captions, ["Half"])
        _ = observation
    }
}
