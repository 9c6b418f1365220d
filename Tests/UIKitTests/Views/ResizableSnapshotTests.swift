import UIKit
import XCTest

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: "a snapshot view based on the
/// specified contents of the current view, with stretchable insets" (Apple, UIView).
@MainActor
final class ResizableSnapshotTests: XCTestCase {
    func testASnapshotOfARegionIsThatRegionsSizeAndStretchesBetweenItsInsets() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let region = CGRect(x: 60, y: 10, width: 40, height: 50)
        let snapshot = try XCTUnwrap(
            view.resizableSnapshotView(
                from: region, afterScreenUpdates: true,
                withCapInsets: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)))
        XCTAssertEqual(snapshot.bounds.size, region.size)
        XCTAssertEqual(snapshot.layer.contentsCenter, CGRect(x: 0.25, y: 0.1, width: 0.5, height: 0.8))
        let plain = try XCTUnwrap(
            view.resizableSnapshotView(from: region, afterScreenUpdates: false, withCapInsets: .zero))
        XCTAssertEqual(
            plain.layer.contentsCenter, CGRect(x: 0, y: 0, width: 1, height: 1), "no insets: the whole image scales")
        XCTAssertNil(view.resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero))
        XCTAssertNil(
            view.resizableSnapshotView(
                from: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4), afterScreenUpdates: true, withCapInsets: .zero)
        )
    }

    /// A transition context is an `NSObjectProtocol` object on iOS whose methods are all required:
    /// `responds(to:)` says yes for them (an animator checks `view(forKey:)` before using it).
    func testATransitionContextRespondsToItsOwnMethods() async {
        final class Context: UIViewControllerContextTransitioning {
            let containerView = UIView()
            var isAnimated: Bool { false }
            var isInteractive: Bool { false }
            var transitionWasCancelled: Bool { false }
            var presentationStyle: UIModalPresentationStyle { .custom }
            var targetTransform: CGAffineTransform { .identity }
            func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
            func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
            func initialFrame(for vc: UIViewController) -> CGRect { .zero }
            func finalFrame(for vc: UIViewController) -> CGRect { .zero }
            func completeTransition(_ didComplete: Bool) {}
            func updateInteractiveTransition(_ percentComplete: CGFloat) {}
            func finishInteractiveTransition() {}
            func cancelInteractiveTransition() {}
            func pauseInteractiveTransition() {}
        }
        let context: any UIViewControllerContextTransitioning = Context()
        XCTAssertTrue(context.responds(to: Selector("viewForKey:")))
        XCTAssertTrue(context.responds(to: Selector("completeTransition:")))
        XCTAssertFalse(context.responds(to: Selector("dismissAll")))
        XCTAssertEqual([UINavigationController.Operation.none, .push, .pop].map(\.rawValue), [0, 1, 2])
    }
}
