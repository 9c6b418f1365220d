import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable @_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` as UIKit runs them: the
/// presentation controller of the style, its container over the window, the appearance callbacks,
/// the animation on the media clock, and the sheet drawn with iOS's metrics (`SheetMetrics`).
@MainActor
final class PresentationTests: MediaClockTestCase {
    private func solid(_ color: UIColor, _ name: String, _ recorder: CallbackRecorder) -> RecordingController {
        let controller = RecordingController(name, recorder)
        controller.view.backgroundColor = color
        return controller
    }

    func test_fullScreen_presenterDisappears_presentedAppears_inUIKitsOrder_andDismissRestoresIt() async throws {
        let recorder = CallbackRecorder()
        let a = solid(.red, "a", recorder)
        let stage = makeStage(showing: a)
        recorder.clear()
        let b = solid(.blue, "b", recorder)
        b.modalPresentationStyle = .fullScreen
        var completed = 0
        a.present(b, animated: false) { completed += 1 }
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(
            b.presentingViewController === stage.rootViewController, "the presentation context is the topmost ancestor")
        XCTAssertTrue(b.isBeingPresented)
        stage.runTurn()
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "a.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing",
                "a.viewDidDisappear", "b.viewDidAppear",
            ])
        XCTAssertEqual(recorder.calls.first, "b.viewDidLoad")
        XCTAssertEqual(completed, 1)
        XCTAssertFalse(b.isBeingPresented)
        XCTAssertNil(a.view.window, "a .fullScreen presentation removes the presenting view")
        XCTAssertEqual(b.view.frame, stage.window.bounds)

        recorder.clear()
        b.dismiss(animated: false) { completed += 1 }
        stage.runTurn()
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing",
                "b.viewDidDisappear", "a.viewDidAppear",
            ])
        XCTAssertEqual(completed, 2)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNotNil(a.view.window)
        XCTAssertNil(b.view.window)
    }

    func test_overFullScreen_keepsThePresenterOnScreen_withoutDisappearCallbacks() async throws {
        let recorder = CallbackRecorder()
        let a = solid(.red, "a", recorder)
        let stage = makeStage(showing: a)
        recorder.clear()
        let b = solid(.clear, "b", recorder)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        stage.runTurn()
        XCTAssertEqual(appearanceOnly(recorder.calls), ["b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear"])
        XCTAssertNotNil(a.view.window)
        let image = try stage.render(scale: 1)
        XCTAssertEqual(image.pixel(x: 200, y: 400).red, 255, "the presenter shows through")
    }

    func test_presentingTwice_orFromAViewInNoWindow_isIgnored() async throws {
        let a = UIViewController()
        let stage = makeStage(showing: a)
        a.present(UIViewController(), animated: false)
        let second = UIViewController()
        a.present(second, animated: false)
        XCTAssertNil(second.presentingViewController, "already presenting")
        let detached = UIViewController()
        let third = UIViewController()
        detached.present(third, animated: false)
        XCTAssertNil(third.presentingViewController, "not in the window hierarchy")
        _ = stage
    }

    func test_pageSheet_card_isTenPointsBelowTheSafeArea_roundedTen_andTheScaledBackPresenterIsDimmed() async throws {
        let recorder = CallbackRecorder()
        let a = solid(UIColor(red: 1, green: 0, blue: 0, alpha: 1), "a", recorder)
        let stage = makeStage(showing: a)
        recorder.clear()
        let b = solid(UIColor(red: 0, green: 0, blue: 1, alpha: 1), "b", recorder)
        XCTAssertNotNil(b.sheetPresentationController, ".automatic is a sheet on iPhone")
        a.present(b, animated: false)
        stage.runTurn()
        XCTAssertEqual(
            appearanceOnly(recorder.calls), ["b.viewWillAppear", "b.viewIsAppearing", "b.viewDidAppear"],
            "a sheet leaves the presenter on screen: no disappear callbacks")
        let card = try XCTUnwrap(b.view.superview)
        XCTAssertEqual(
            card.frame, CGRect(x: 0, y: 59 + 10, width: 393, height: 852 - 69), "iPhone 15: safe area top 59 + 10")
        XCTAssertEqual(b.view.bounds.size, card.bounds.size)
        XCTAssertEqual(card.layer.cornerRadius, 10)

        let image = try stage.render(scale: 1)
        let sheet = image.pixel(x: 196, y: 400)
        XCTAssertEqual([sheet.red, sheet.green, sheet.blue], [0, 0, 255], "the card")
        let behind = image.pixel(x: 196, y: 64)  // the presenter's card shows between its top (59) and the sheet's (69)
        XCTAssertEqual(Double(behind.red), 255 * (1 - 0.4), accuracy: 3, "the presenter, dimmed by black at 40 %")
        XCTAssertEqual(behind.blue, 0)
        let statusBar = image.pixel(x: 196, y: 20)
        XCTAssertEqual(
            [statusBar.red, statusBar.green, statusBar.blue], [0, 0, 0], "black above the scaled-back presenter")
        let corner = image.pixel(x: 2, y: 71)
        XCTAssertNotEqual(corner.blue, 255, "outside the card's rounded corner")
        let insideCorner = image.pixel(x: 6, y: 78)
        XCTAssertEqual(insideCorner.blue, 255)
        let side = image.pixel(x: 4, y: 64)
        XCTAssertEqual(
            [side.red, side.green, side.blue], [0, 0, 0], "the scaled-back presenter is narrower than the screen")

        b.dismiss(animated: false)
        stage.runTurn()
        XCTAssertEqual(a.view.transform, .identity)
        let after = try stage.render(scale: 1).pixel(x: 196, y: 64)
        XCTAssertEqual([after.red, after.green, after.blue], [255, 0, 0], "no dimming after the dismissal")
    }

    func test_mediumDetent_isHalfTheLargeHeight_andDoesNotScaleThePresenterBack() async throws {
        let a = UIViewController()
        let stage = makeStage(showing: a)
        let b = UIViewController()
        let sheet = try XCTUnwrap(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        a.present(b, animated: false)
        stage.runTurn()
        let card = try XCTUnwrap(b.view.superview as? SheetCardView)
        let large = 852.0 - 69
        XCTAssertEqual(card.frame.height, (large / 2).rounded(), "the smallest detent when none is selected")
        XCTAssertEqual(card.frame.maxY, 852)
        XCTAssertEqual(stage.rootViewController.view.transform, .identity)
        XCTAssertFalse(card.grabber.isHidden)
        XCTAssertEqual(card.grabber.frame, CGRect(x: 178.5, y: 5, width: 36, height: 5))
        sheet.selectedDetentIdentifier = .large
        stage.runTurn()
        XCTAssertEqual(card.frame.minY, 69)
    }

    func test_customDetent_addsTheBottomSafeArea() async throws {
        let a = UIViewController()
        let stage = makeStage(showing: a)
        let b = UIViewController()
        b.sheetPresentationController?.detents = [.custom { _ in 200 }]
        a.present(b, animated: false)
        stage.runTurn()
        XCTAssertEqual(b.view.superview?.frame.height, 200 + 34)
    }

    func test_animatedPresentation_slidesUpOnTheMediaClock_andAppearsWhenItEnds() async throws {
        let recorder = CallbackRecorder()
        let a = solid(.white, "a", recorder)
        let stage = makeStage(showing: a)
        recorder.clear()
        let b = solid(.blue, "b", recorder)
        b.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(b, animated: true) { completed = true }
        stage.runTurn()
        CATransaction.flush()
        clock.set(to: 0.1)
        let y = try XCTUnwrap(b.view.layer.presentation()).frame.minY
        XCTAssertGreaterThan(y, 0)
        XCTAssertLessThan(y, 852)
        XCTAssertFalse(appearanceOnly(recorder.calls).contains("b.viewDidAppear"), "not before the animation ends")
        XCTAssertFalse(completed)
        clock.set(to: 0.6)
        stage.runTurn()
        XCTAssertTrue(completed)
        XCTAssertEqual(appearanceOnly(recorder.calls).last, "b.viewDidAppear")
        XCTAssertEqual(b.view.layer.presentation()?.frame.minY ?? -1, 0, accuracy: 0.5)
    }

    func test_customPresentationController_andAnimator_runOnTheMediaClock() async throws {
        final class HalfHeight: UIPresentationController {
            var began = false
            var containerSeen: UIView?
            override var frameOfPresentedViewInContainerView: CGRect {
                guard let bounds = containerView?.bounds else { return .zero }
                return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
            }
            override func presentationTransitionWillBegin() {
                began = true
                containerSeen = containerView
            }
        }
        final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            var ended: Bool?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                1
            }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let to = transitionContext.view(forKey: .to),
                    let vc = transitionContext.viewController(forKey: .to)
                else { return }
                to.frame = transitionContext.finalFrame(for: vc)
                to.alpha = 0
                transitionContext.containerView.addSubview(to)
                UIView.animate(
                    withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                    animations: { to.alpha = 1 }, completion: { _ in transitionContext.completeTransition(true) })
            }
            func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Fade()
            var controller: HalfHeight?
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?,
                source: UIViewController
            ) -> UIPresentationController? {
                let made = HalfHeight(presentedViewController: presented, presenting: presenting)
                controller = made
                return made
            }
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        let a = UIViewController()
        let stage = makeStage(showing: a)
        let delegate = Delegate()
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let controller = try XCTUnwrap(delegate.controller)
        XCTAssertTrue(b.presentationController === controller)
        XCTAssertTrue(controller.began)
        XCTAssertNotNil(controller.containerSeen)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 426, width: 393, height: 426))
        stage.runTurn()
        CATransaction.flush()
        clock.set(to: 0.5)
        XCTAssertEqual(Double(b.view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.02)
        XCTAssertNotNil(b.transitionCoordinator, "a transition is running")
        clock.set(to: 1.1)
        stage.runTurn()
        XCTAssertNil(b.transitionCoordinator)
        XCTAssertFalse(b.isBeingPresented)
        XCTAssertEqual(delegate.animator.ended, true, "animationEnded(_:) after completeTransition")
    }
}
