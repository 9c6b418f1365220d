import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable @_spi(ViewLab) import UIKit
@_spi(ViewLab) import ViewLabRender
import XCTest

/// `UINavigationController` and `UITabBarController` as UIKit runs them: the stack and
/// containment, appearance callbacks around pushes, pops and tab switches, bars of iOS's heights
/// (navigation bar 44 pt, 96 pt with a large title; tab bar 49 pt plus the bottom safe area) and the
/// children's safe area under them.
@MainActor
final class NavigationControllerTests: MediaClockTestCase {
    func test_navigationBar_is44PointsBelowTheStatusBar_andTheChildsSafeAreaStartsUnderIt() async throws {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let stage = makeStage(showing: navigation)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(
            root.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852), "the child's view extends under the bar")
        XCTAssertEqual(root.view.safeAreaInsets.top, 59 + 44)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertEqual(root.navigationItem.title, "Inbox", "setting title sets the navigation item's")
        let title = try XCTUnwrap(navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(title.text, "Inbox")
        XCTAssertEqual(title.center.x, 196.5, accuracy: 0.5, "centred")
        XCTAssertEqual(title.font.pointSize, 17)
        _ = stage
    }

    func test_barHeights_onTheDevicePresets_44PortraitPhone_32Landscape_50Pad_tabBar49PlusSafeArea() async throws {
        struct Expect {
            var device: DeviceProfile; var landscape: Bool; var barY: CGFloat; var bar: CGFloat; var tab: CGFloat
        }
        let expectations = [
            Expect(device: .iPhoneSE3, landscape: false, barY: 20, bar: 44, tab: 49),
            Expect(device: .iPhone15, landscape: false, barY: 59, bar: 44, tab: 49 + 34),
            Expect(device: .iPhone15, landscape: true, barY: 0, bar: 32, tab: 32 + 21),
            Expect(device: .iPhone15ProMax, landscape: false, barY: 59, bar: 44, tab: 49 + 34),
            Expect(device: .iPad10, landscape: false, barY: 24, bar: 50, tab: 50 + 20),
        ]
        for e in expectations {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            let stage = makeStage(showing: tabs, device: e.device)
            if e.landscape { stage.isLandscape = true }
            stage.runTurn()
            let name = "\(e.device.name)\(e.landscape ? " landscape" : "")"
            XCTAssertEqual(navigation.navigationBar.frame.minY, e.barY, name)
            XCTAssertEqual(navigation.navigationBar.frame.height, e.bar, name)
            XCTAssertEqual(tabs.tabBar.frame.height, e.tab, name)
            XCTAssertEqual(tabs.tabBar.frame.maxY, stage.size.height, name)
        }
    }

    func test_largeTitles_make_the_bar96Points_withThe34PointTitleUnderTheButtons() async throws {
        let root = UIViewController()
        root.title = "Mailboxes"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let stage = makeStage(showing: navigation)
        stage.runTurn()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96, "44 + 52 pt (Hackworth's measurement)")
        XCTAssertEqual(root.view.safeAreaInsets.top, 59 + 96)
        let title = try XCTUnwrap(navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertEqual(title.font.pointSize, 34)
        XCTAssertEqual(title.frame.minX, 16)
        XCTAssertGreaterThanOrEqual(title.frame.minY, 44)
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        stage.runTurn()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44, ".never shows the standard bar")
    }

    func test_push_andPop_callAppearanceAndContainment_inUIKitsOrder() async throws {
        let recorder = CallbackRecorder()
        let root = RecordingController("root", recorder)
        let navigation = UINavigationController(rootViewController: root)
        let stage = makeStage(showing: navigation)
        XCTAssertEqual(
            appearanceOnly(recorder.calls), ["root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
        recorder.clear()
        let detail = RecordingController("detail", recorder)
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        stage.runTurn()
        XCTAssertEqual(
            recorder.calls.filter { !$0.contains("Layout") },
            [
                "detail.willMove(parent)", "detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear",
                "detail.viewIsAppearing", "root.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(parent)",
            ])
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertNil(root.view.superview, "the covered view leaves the hierarchy")
        let back = try XCTUnwrap(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first)
        XCTAssertEqual(back.title(for: .normal), "Back", "the previous item has no title")
        recorder.clear()
        back.sendActions(for: .touchUpInside)  // the back button pops, animated
        stage.runTurn()
        CATransaction.flush()
        clock.set(to: 1)
        stage.runTurn()
        XCTAssertEqual(
            recorder.calls.filter { !$0.contains("Layout") },
            [
                "detail.willMove(nil)", "detail.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
                "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(nil)",
            ])
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertNil(detail.parent)
    }

    func test_animatedPush_slidesTheNewViewInOnTheMediaClock() async throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let stage = makeStage(showing: navigation)
        let detail = UIViewController()
        var didAppear = false
        final class Watcher: UIViewController {
            var onAppear: (() -> Void)?; override func viewDidAppear(_ animated: Bool) { onAppear?() }
        }
        let watched = Watcher()
        watched.onAppear = { didAppear = true }
        _ = detail
        navigation.pushViewController(watched, animated: true)
        stage.runTurn()
        CATransaction.flush()
        clock.set(to: 0.1)
        let x = try XCTUnwrap(watched.view.layer.presentation()).frame.minX
        XCTAssertGreaterThan(x, 0)
        XCTAssertLessThan(x, 393)
        XCTAssertNotNil(watched.transitionCoordinator)
        XCTAssertFalse(didAppear)
        clock.set(to: 0.5)
        stage.runTurn()
        XCTAssertTrue(didAppear)
        XCTAssertNil(root.view.superview)
    }

    /// A fade animator, as card-stack and zoom navigation libraries write them: it adds the
    /// incoming view to the container, fades it in over 0.3 s, then completes.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var contexts: [(container: UIView, from: UIViewController?, to: UIViewController?, final: CGRect)] = []
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let to = transitionContext.viewController(forKey: .to)
            contexts.append(
                (
                    transitionContext.containerView, transitionContext.viewController(forKey: .from), to,
                    to.map { transitionContext.finalFrame(for: $0) } ?? .zero
                ))
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(true)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class AnimatingDelegate: NSObject, UINavigationControllerDelegate {
        let animator = FadeAnimator()
        var operations: [UINavigationController.Operation] = []
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
            to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return animator
        }
    }

    /// Apple, `navigationController(_:animationControllerFor:from:to:)`: an animated push or pop
    /// runs the delegate's animator with a context (from, to, a container under the bar) instead
    /// of the slide; the new top view is shown once the animator completes.
    func test_animatedPushAndPop_runTheDelegatesAnimator_inAContainerUnderTheBar() async throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let delegate = AnimatingDelegate()
        navigation.delegate = delegate
        let stage = makeStage(showing: navigation)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        stage.runTurn()
        CATransaction.flush()
        XCTAssertEqual(delegate.operations, [.push])
        let context = try XCTUnwrap(delegate.animator.contexts.first)
        XCTAssertTrue(context.from === root && context.to === detail)
        XCTAssertTrue(context.container.superview === navigation.view, "the container is in the navigation view")
        let subviews = navigation.view.subviews
        XCTAssertLessThan(
            try XCTUnwrap(subviews.firstIndex { $0 === context.container }),
            try XCTUnwrap(subviews.firstIndex { $0 === navigation.navigationBar }), "under the bar")
        XCTAssertTrue(detail.view.superview === context.container)
        XCTAssertEqual(context.final, root.view.frame, "the incoming view takes the outgoing one's frame")
        clock.set(to: 0.15)
        XCTAssertEqual(Double(try XCTUnwrap(detail.view.layer.presentation()).opacity), 0.5, accuracy: 0.2)
        XCTAssertEqual(detail.view.transform, .identity, "no slide")
        clock.set(to: 0.5)
        stage.runTurn()
        XCTAssertEqual(delegate.animator.ended, [true])
        XCTAssertTrue(detail.view.superview === navigation.view, "the new top view is installed under the bar")
        XCTAssertNil(context.container.superview, "the container is gone")
        XCTAssertNil(root.view.superview)

        _ = navigation.popViewController(animated: true)
        stage.runTurn()
        CATransaction.flush()
        XCTAssertEqual(delegate.operations, [.push, .pop])
        clock.set(to: 1.5)
        stage.runTurn()
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(root.view.superview === navigation.view)
        XCTAssertEqual(delegate.animator.ended, [true, true])
    }

    func test_barButtonItems_areShownAndSendTheirAction() async throws {
        let root = UIViewController()
        var tapped = 0
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { _ in tapped += 1 })
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })
        let navigation = UINavigationController(rootViewController: root)
        let stage = makeStage(showing: navigation)
        let buttons = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
        XCTAssertEqual(buttons.count, 2)
        let add = try XCTUnwrap(buttons.max { $0.frame.minX < $1.frame.minX })
        XCTAssertEqual(add.frame.maxX, 393 - 16, accuracy: 0.5, "16 pt from the trailing edge")
        add.sendActions(for: .touchUpInside)
        XCTAssertEqual(tapped, 1)
        _ = stage
    }

    func test_tabBar_is49PointsPlusTheBottomSafeArea_withBadges_andSwitchingCallsAppearance() async throws {
        let recorder = CallbackRecorder()
        let first = RecordingController("first", recorder)
        first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "star.fill"), tag: 0)
        let second = RecordingController("second", recorder)
        second.title = "Alerts"
        second.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let stage = makeStage(showing: tabs)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 49 + 34))
        XCTAssertEqual(first.view.safeAreaInsets.bottom, 34 + 49)
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Home", "Alerts"])
        XCTAssertEqual(
            appearanceOnly(recorder.calls), ["first.viewWillAppear", "first.viewIsAppearing", "first.viewDidAppear"])
        recorder.clear()
        tabs.selectedIndex = 1
        stage.runTurn()
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "first.viewWillDisappear", "second.viewWillAppear", "first.viewDidDisappear",
                "second.viewIsAppearing", "second.viewDidAppear",
            ])
        XCTAssertTrue(tabs.selectedViewController === second)

        let image = try stage.render(scale: 1)
        // The badge: systemRed at the second item's image's top trailing corner.
        let badge = image.pixel(x: 294 + 8, y: 852 - 83 + 11)
        XCTAssertGreaterThan(Int(badge.red), 200)
        XCTAssertLessThan(Int(badge.green), 90)
    }
}
