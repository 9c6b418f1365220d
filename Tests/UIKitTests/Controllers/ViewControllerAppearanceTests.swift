@_spi(ViewLab) import UIKit
import XCTest

/// The appearance callbacks in the order UIKit documents them ("Handling view-related
/// notifications" in UIViewController's documentation; `viewIsAppearing(_:)`: after
/// `viewWillAppear`, once the view is in the hierarchy and laid out by its superview, before the
/// view's own layout callbacks; `viewDidAppear` when the appearance is complete).
@MainActor
final class ViewControllerAppearanceTests: XCTestCase {
    private func makeWindow() -> UIWindow {
        let window = UIWindow(screen: UIScreen(device: .iPhone15))
        window.makeKeyAndVisible()
        return window
    }

    func test_rootController_getsDidLoad_willAppear_isAppearing_layout_didAppear_inThatOrder() async {
        let recorder = CallbackRecorder()
        let window = makeWindow()
        window.rootViewController = RecordingController("root", recorder)
        XCTAssertEqual(
            recorder.calls(of: "root"), ["viewDidLoad", "viewWillAppear"], "viewDidAppear waits for the layout pass")
        window.runTurn()
        XCTAssertEqual(
            recorder.calls(of: "root"),
            [
                "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews", "viewDidAppear",
            ])
        recorder.clear()
        window.runTurn()
        XCTAssertEqual(appearanceOnly(recorder.calls), [], "an appearance happens once")
    }

    func test_replacingTheRootController_makesTheOldOneDisappear() async {
        let recorder = CallbackRecorder()
        let window = makeWindow()
        window.rootViewController = RecordingController("a", recorder)
        window.runTurn()
        recorder.clear()
        window.rootViewController = RecordingController("b", recorder)
        window.runTurn()
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear",
                "b.viewIsAppearing", "b.viewDidAppear",
            ])
    }

    func test_childAddedToAnAppearedParent_appearsWhenItsViewEntersTheWindow_andDisappearsWhenItLeaves() async {
        let recorder = CallbackRecorder()
        let window = makeWindow()
        let parent = RecordingController("parent", recorder)
        window.rootViewController = parent
        window.runTurn()
        recorder.clear()
        let child = RecordingController("child", recorder)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.runTurn()
        XCTAssertEqual(
            recorder.calls(of: "child"),
            [
                "willMove(parent)", "viewDidLoad", "viewWillAppear", "didMove(parent)",
                "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
            ])
        recorder.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(
            recorder.calls(of: "child"), ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)"])
    }

    func test_containerForwardsAppearanceToItsChildren_parentFirst() async {
        let recorder = CallbackRecorder()
        final class Container: RecordingController {
            var child: RecordingController?
            override func viewDidLoad() {
                super.viewDidLoad()
                let child = RecordingController("child", recorder)
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
                self.child = child
            }
        }
        let window = makeWindow()
        window.rootViewController = Container("parent", recorder)
        window.runTurn()
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "parent.viewWillAppear", "child.viewWillAppear", "parent.viewIsAppearing",
                "child.viewIsAppearing", "parent.viewDidAppear", "child.viewDidAppear",
            ])
        recorder.clear()
        window.rootViewController = nil
        XCTAssertEqual(
            appearanceOnly(recorder.calls),
            [
                "parent.viewWillDisappear", "child.viewWillDisappear",
                "parent.viewDidDisappear", "child.viewDidDisappear",
            ])
    }

    func test_containerThatDoesNotForward_drivesItsChildrenWithBeginAndEndAppearanceTransition() async {
        let recorder = CallbackRecorder()
        final class ManualContainer: RecordingController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let window = makeWindow()
        let parent = ManualContainer("parent", recorder)
        let child = RecordingController("child", recorder)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.runTurn()
        XCTAssertEqual(appearanceOnly(recorder.calls(of: "child")), [], "the container did not forward")
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        XCTAssertEqual(
            appearanceOnly(recorder.calls(of: "child")), ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        child.beginAppearanceTransition(true, animated: false)
        XCTAssertEqual(appearanceOnly(recorder.calls(of: "child")).count, 3, "an unbalanced call is ignored")
    }
}
