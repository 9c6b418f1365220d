import QuartzCore
import TestSupport
import UIKit
import XCTest

/// Key-value observing of UIKit's and Core Animation's properties. Rules: a property notifies each
/// time its setter runs, whoever calls it (automatic KVO wraps the setter); `newValue` / `oldValue`
/// are filled only with `.new` / `.old`; `.initial` calls at once and `.prior` before the change
/// (Apple, `NSKeyValueObservingOptions`); an observation stops when invalidated or released
/// (Apple, `NSKeyValueObservation`); setting `center` does not notify `frame` observers (Stack
/// Overflow, "UIView KVO: Why don't changes to center cause KVO notifications for frame?").
@MainActor
final class KeyValueObservingTests: XCTestCase {
    func test_observeWithNewAndOld_reportsBothValuesOfEachSet() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var changes: [(CGRect?, CGRect?)] = []
        let observation = view.observe(\.bounds, options: [.new, .old]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 30)
        XCTAssertEqual(changes.count, 1)
        XCTAssertEqual(changes.first?.0, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(changes.first?.1, CGRect(x: 0, y: 0, width: 20, height: 30))
        observation.invalidate()
    }

    func test_withoutTheNewOption_newValueIsNil_andTheKindIsSetting() async {
        let view = UIView()
        var seen: NSKeyValueObservedChange<CGFloat>?
        let observation = view.observe(\.alpha) { _, change in seen = change }
        view.alpha = 0.5
        XCTAssertNotNil(seen)
        XCTAssertNil(seen?.newValue)
        XCTAssertNil(seen?.oldValue)
        XCTAssertEqual(seen?.kind, .setting)
        XCTAssertEqual(seen?.isPrior, false)
        XCTAssertNil(seen?.indexes)
        _ = observation
    }

    func test_initialCallsTheHandlerAtOnce_priorCallsBeforeTheChange() async {
        let view = UIView()
        var log: [String] = []
        let observation = view.observe(\.isHidden, options: [.initial, .prior, .new, .old]) { observed, change in
            log.append(
                "\(change.isPrior ? "prior" : "after") old=\(change.oldValue.map { "\($0)" } ?? "nil") new=\(change.newValue.map { "\($0)" } ?? "nil") now=\(observed.isHidden)"
            )
        }
        XCTAssertEqual(log, ["after old=nil new=false now=false"])
        view.isHidden = true
        XCTAssertEqual(
            log,
            [
                "after old=nil new=false now=false", "prior old=false new=nil now=false",
                "after old=false new=true now=true",
            ])
        _ = observation
    }

    func test_settingTheSameValueStillNotifies() async {
        let view = UIView()
        var count = 0
        let observation = view.observe(\.center) { _, _ in count += 1 }
        view.center = .zero
        view.center = .zero
        XCTAssertEqual(count, 2)
        _ = observation
    }

    func test_settingCenterOrBoundsDoesNotNotifyFrameObservers_settingFrameNotifiesAllThree() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let observations = [
            view.observe(\.frame) { _, _ in log.append("frame") },
            view.observe(\.center) { _, _ in log.append("center") },
            view.observe(\.bounds) { _, _ in log.append("bounds") },
        ]
        view.center = CGPoint(x: 40, y: 40)
        view.bounds.size = CGSize(width: 30, height: 30)
        XCTAssertEqual(log, ["center", "bounds"])
        log.removeAll()
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(Set(log), ["frame", "center", "bounds"])
        XCTAssertEqual(log.last, "frame", "the frame's observers hear after the setter returns")
        _ = observations
    }

    func test_invalidatingOrReleasingTheObservationStopsIt() async {
        let view = UIView()
        var count = 0
        let observation = view.observe(\.alpha) { _, _ in count += 1 }
        view.alpha = 0.3
        observation.invalidate()
        observation.invalidate()
        view.alpha = 0.4
        XCTAssertEqual(count, 1)
        var released: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in count += 1 }
        view.alpha = 0.5
        released = nil
        view.alpha = 0.6
        XCTAssertEqual(count, 2)
        XCTAssertNil(released)
    }

    func test_theObservationDoesNotKeepTheObjectAlive() async {
        weak var weakView: UIView?
        var observation: NSKeyValueObservation?
        do {
            let view = UIView()
            weakView = view
            observation = view.observe(\.alpha) { _, _ in }
        }
        XCTAssertNil(weakView)
        observation?.invalidate()
    }

    func test_contentOffsetNotifiesWhenUIKitScrolls_observedFromASubclassKeyPath() async {
        final class FeedView: UIScrollView {}
        let scrollView = FeedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        var offsets: [CGPoint] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue ?? .zero)
        }
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: false)
        XCTAssertEqual(offsets.first, CGPoint(x: 0, y: 50))
        XCTAssertEqual(offsets.count, 2)
        XCTAssertEqual(offsets.last, scrollView.contentOffset)
        _ = observation
    }

    func test_labelTextControlStateAndPreferredContentSizeNotify() async {
        let label = UILabel(), control = UIControl(), controller = UIViewController()
        var log: [String] = []
        let observations = [
            label.observe(\.text, options: .new) { _, change in
                log.append("text \(change.newValue.flatMap { $0 } ?? "nil")")
            },
            control.observe(\.isEnabled, options: .new) { _, change in log.append("enabled \(change.newValue!)") },
            controller.observe(\.preferredContentSize) { _, _ in log.append("size") },
        ]
        label.text = "Hi"
        control.isEnabled = false
        controller.preferredContentSize = CGSize(width: 1, height: 2)
        XCTAssertEqual(log, ["text Hi", "enabled false", "size"])
        _ = observations
    }

    func test_layerPropertiesNotify() async {
        let layer = CALayer()
        var log: [String] = []
        let observations = [
            layer.observe(\.opacity, options: [.old, .new]) { _, change in
                log.append("opacity \(change.oldValue!)→\(change.newValue!)")
            },
            layer.observe(\.cornerRadius, options: .new) { _, change in log.append("radius \(change.newValue!)") },
            layer.observe(\.position) { _, _ in log.append("position") },
        ]
        layer.opacity = 0.5
        layer.cornerRadius = 8
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(log, ["opacity 1.0→0.5", "radius 8.0", "position"])
        _ = observations
    }

    func test_aPropertyThatDoesNotNotifyGetsOnlyTheInitialCall() async {
        let view = UIView()
        var count = 0
        let observation = view.observe(\.tag, options: .initial) { _, _ in count += 1 }
        view.tag = 3
        XCTAssertEqual(count, 1)
        _ = observation
    }

    // MARK: - The string API

    /// An observer whose `observeValue(forKeyPath:of:change:context:)` is reachable by selector, as
    /// the source bridge makes it for a user's class.
    final class Recorder: NSObject, SelectorDispatching {
        var calls: [(String?, [NSKeyValueChangeKey: Any]?, UnsafeMutableRawPointer?)] = []
        func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
            guard selector.name == "observeValueForKeyPath:of:change:context:" else { return .notFound }
            calls.append(
                (
                    arguments[0] as? String, arguments[2] as? [NSKeyValueChangeKey: Any],
                    arguments[3] as? UnsafeMutableRawPointer
                ))
            return .returned(nil)
        }
    }

    func test_addObserver_sendsTheChangeDictionaryAndTheContext_untilRemoved() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        let recorder = Recorder()
        let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { context.deallocate() }
        scrollView.addObserver(recorder, forKeyPath: "contentOffset", options: [.new, .old], context: context)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        XCTAssertEqual(recorder.calls.count, 1)
        let (keyPath, change, received) = recorder.calls[0]
        XCTAssertEqual(keyPath, "contentOffset")
        XCTAssertEqual(received, context)
        XCTAssertEqual(change?[.newKey] as? CGPoint, CGPoint(x: 0, y: 30))
        XCTAssertEqual(change?[.oldKey] as? CGPoint, .zero)
        XCTAssertEqual((change?[.kindKey] as? NSNumber)?.uintValue, NSKeyValueChange.setting.rawValue)
        XCTAssertNil(change?[.notificationIsPriorKey])
        scrollView.removeObserver(recorder, forKeyPath: "contentOffset", context: context)
        scrollView.contentOffset = CGPoint(x: 0, y: 60)
        XCTAssertEqual(recorder.calls.count, 1)
    }

    func test_aNilValueArrivesAsNSNull_andWillDidChangeValueNotifyByHand() async {
        let view = UIView()
        let recorder = Recorder()
        view.backgroundColor = .red
        view.addObserver(recorder, forKeyPath: "backgroundColor", options: [.new], context: nil)
        view.backgroundColor = nil
        XCTAssertTrue(recorder.calls.last?.1?[.newKey] is NSNull)
        view.willChangeValue(forKey: "backgroundColor")
        view.didChangeValue(forKey: "backgroundColor")
        XCTAssertEqual(recorder.calls.count, 2)
        view.removeObserver(recorder, forKeyPath: "backgroundColor")
    }

    func test_removingAnObserverThatIsNotRegistered_isReportedNotFatal() async throws {
        let view = UIView()
        let output = try StandardErrorCapture.capturing { view.removeObserver(Recorder(), forKeyPath: "frame") }
        XCTAssertTrue(
            output.contains(
                "Cannot remove an observer Recorder for the key path \"frame\" from UIView because it is not registered as an observer"
            ), output)
        view.alpha = 0.2
        XCTAssertEqual(view.alpha, 0.2)
    }

    /// An observer that stops observing in its `deinit`, as pager cells do.
    final class SelfRemovingRecorder: NSObject {
        let observed: UIView
        init(observing view: UIView) {
            observed = view
            super.init()
            view.addObserver(self, forKeyPath: "alpha", options: [], context: nil)
        }
        deinit { observed.removeObserver(self, forKeyPath: "alpha") }
    }

    func test_anObserverRemovesItselfInItsDeinit() async throws {
        let view = UIView()
        let output = try StandardErrorCapture.capturing {
            var recorder: SelfRemovingRecorder? = SelfRemovingRecorder(observing: view)
            XCTAssertNotNil(recorder)
            recorder = nil
            view.alpha = 0.5
        }
        XCTAssertEqual(output, "", "removed (not reported as unregistered) and nothing sent afterwards")
    }
}
