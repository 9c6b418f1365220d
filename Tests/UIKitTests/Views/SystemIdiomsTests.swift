import UIKit
import XCTest

/// Small Apple names components use that Linux lacks: `NSInteger`, `NSPointerArray`, UIFont's
/// standard sizes, motion effects, the keyframe options shared with `AnimationOptions`, and the
/// device/app/accessibility objects outside a preview.
@MainActor
final class SystemIdiomsTests: XCTestCase {
    /// `<objc/NSObjCRuntime.h>`: `NSInteger` is `long`, imported as `Int`.
    func testNSIntegerIsInt() async {
        let count: NSInteger = 3, mask: NSUInteger = 4
        XCTAssertEqual(count + Int(mask), 7)
    }

    /// Apple: a weak pointer array reads nil for an object that is gone; `compact()` drops it.
    func testWeakPointerArrayForgetsObjectsThatAreGone() async {
        let array = NSPointerArray.weakObjects()
        let kept = UIView()
        array.addPointer(Unmanaged.passUnretained(kept).toOpaque())
        do {
            let gone = UIView()
            array.addPointer(Unmanaged.passUnretained(gone).toOpaque())
        }
        XCTAssertEqual(array.count, 2)
        XCTAssertNil(array.pointer(at: 1))
        array.compact()
        XCTAssertEqual(array.count, 1)
        XCTAssertTrue(Unmanaged<UIView>.fromOpaque(array.pointer(at: 0)!).takeUnretainedValue() === kept)
        XCTAssertEqual(array.allObjects.count, 1)
    }

    /// Apple's standard sizes: system 14, small 12, label 17, button 18.
    func testStandardFontSizes() async {
        XCTAssertEqual(
            [UIFont.systemFontSize, UIFont.smallSystemFontSize, UIFont.labelFontSize, UIFont.buttonFontSize],
            [14, 12, 17, 18])
    }

    /// No gyroscope: an effect is kept on the view and changes nothing.
    func testMotionEffectsAreKeptAndInert() async {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        tilt.minimumRelativeValue = -10
        tilt.maximumRelativeValue = 10
        let group = UIMotionEffectGroup()
        group.motionEffects = [tilt]
        view.addMotionEffect(group)
        XCTAssertEqual(view.motionEffects.count, 1)
        XCTAssertNil(tilt.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0)))
        XCTAssertEqual(view.center, CGPoint(x: 20, y: 20))
        view.removeMotionEffect(group)
        XCTAssertTrue(view.motionEffects.isEmpty)
    }

    /// `UIViewKeyframeAnimationOptions` shares its low bits with `UIViewAnimationOptions`.
    func testKeyframeOptionsShareTheAnimationOptionBits() async {
        XCTAssertEqual(
            UIView.KeyframeAnimationOptions.allowUserInteraction.rawValue,
            UIView.AnimationOptions.allowUserInteraction.rawValue)
        XCTAssertEqual(
            UIView.KeyframeAnimationOptions.autoreverse.rawValue, UIView.AnimationOptions.autoreverse.rawValue)
    }

    /// `UIDevice.current` follows the main screen; iOS's raw values for orientations.
    func testDeviceFollowsTheMainScreen() async {
        XCTAssertTrue(UIDevice.current === UIDevice.current)
        XCTAssertEqual(UIDevice.current.model, UIScreen.main.device.idiom == .pad ? "iPad" : "iPhone")
        XCTAssertEqual(UIDevice.current.batteryLevel, -1)
        UIDevice.current.isProximityMonitoringEnabled = true
        XCTAssertFalse(UIDevice.current.isProximityMonitoringEnabled, "no sensor: stays false")
        XCTAssertEqual(UIInterfaceOrientation.landscapeLeft.rawValue, UIDeviceOrientation.landscapeRight.rawValue)
        XCTAssertEqual(UIInterfaceOrientationMask.allButUpsideDown, [.portrait, .landscape])
    }

    /// A custom action runs its handler, or sends its selector; posts are recorded.
    func testAccessibilityCustomActionsAndPostsAreKept() async {
        var ran = false
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in
            ran = true; return true
        }
        let view = UIView()
        view.accessibilityCustomActions = [action]
        XCTAssertTrue(view.accessibilityCustomActions?.first?.perform() ?? false)
        XCTAssertTrue(ran)
        UIAccessibility.post(notification: .announcement, argument: "Deleted")
        XCTAssertEqual(UIAccessibility.postedNotifications.last?.notification, .announcement)
        XCTAssertEqual(UIAccessibility.postedNotifications.last?.argument as? String, "Deleted")
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
    }

    /// Apple: `becomeKey()` is called on the window made key, `resignKey()` on the one before;
    /// levels order like numbers.
    func testKeyWindowCallbacksAndLevels() async {
        final class Window: UIWindow {
            var log: [String] = []
            override func becomeKey() { log.append("become") }
            override func resignKey() { log.append("resign") }
        }
        let first = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10)),
            second = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.makeKey()
        second.makeKey()
        XCTAssertEqual(first.log, ["become", "resign"])
        XCTAssertEqual(second.log, ["become"])
        second.windowLevel = .statusBar + 1
        XCTAssertTrue(second.windowLevel > .normal && UIWindow.Level.alert > second.windowLevel)
    }

    /// `UIResponder` adopts no `NSCoding` on iOS: a direct subclass with its own designated
    /// initialiser (an accessibility element of a chart) needs no `init?(coder:)`.
    func testResponderSubclassesNeedNoInitCoder() async {
        final class BarElement: UIAccessibilityElement {
            let index: Int
            init(container: Any, index: Int) {
                self.index = index
                super.init(accessibilityContainer: container)
            }
        }
        final class Handler: UIResponder {
            let name: String
            init(name: String) { self.name = name; super.init() }
        }
        let chart = UIView()
        XCTAssertEqual(BarElement(container: chart, index: 2).index, 2)
        XCTAssertEqual(Handler(name: "h").name, "h")
    }

    /// Key-value coding reaches a bar item's properties through `UIBarItem` (tooltip libraries
    /// ask any bar item for its `"view"`).
    func testBarItemsAnswerValueForKey() async {
        let custom = UIView()
        let items: [UIBarItem] = [
            UIBarButtonItem(customView: custom),
            UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil),
        ]
        XCTAssertTrue(items[0].value(forKey: "view") as? UIView === custom)
        XCTAssertNil(items[1].value(forKey: "view"))
        XCTAssertEqual(items[1].value(forKey: "title") as? String, "Done")
    }

    /// The general pasteboard keeps what is copied, in memory; `changeCount` counts the changes.
    func testPasteboardKeepsWhatIsCopied() async {
        let board = UIPasteboard.general, before = board.changeCount
        board.string = "hello"
        XCTAssertEqual(board.string, "hello")
        XCTAssertTrue(board.hasStrings)
        board.url = URL(string: "https://example.com")
        XCTAssertFalse(board.hasStrings)
        XCTAssertEqual(board.changeCount, before + 2)
        XCTAssertTrue(
            UIPasteboard.withName(.init("x"), create: true) === UIPasteboard.withName(.init("x"), create: false))
    }
}
