import UIKit
import XCTest

/// Target–action with selectors (what the source bridge's `#selector` produces): the methods are
/// registered by hand here, as the bridge's generated tables register them.
@MainActor
final class TargetActionTests: XCTestCase {
    /// A view controller-like target whose action methods record their calls.
    class Receiver: UIView {
        var calls: [String] = []
        func tapped(_ sender: UIControl) { calls.append("tapped \(type(of: sender))") }
        func tappedWithEvent(_ sender: UIControl, _ event: UIEvent?) { calls.append("tapped+event") }
        func bare() { calls.append("bare") }
        func swiped(_ recognizer: UIGestureRecognizer) { calls.append("swiped \(recognizer.state.rawValue)") }
    }

    /// A control that counts the target–action sends through its `sendAction(_:to:for:)`.
    final class CountingControl: UIControl {
        var sends: [String] = []
        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            sends.append(action.name)
            super.sendAction(action, to: target, for: event)
        }
    }

    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated {
            SelectorTable.register(Receiver.self, names: ["tapped:", "tapped:event:", "bare", "swiped:"]) {
                object, selector, arguments in
                guard let receiver = object as? Receiver else { return .notFound }
                switch selector.name {
                case "tapped:": return _selectorResult(receiver.tapped(_selectorArgument(arguments, 0, selector)))
                case "tapped:event:":
                    return _selectorResult(
                        receiver.tappedWithEvent(
                            _selectorArgument(arguments, 0, selector), _selectorArgument(arguments, 1, selector)))
                case "bare": return _selectorResult(receiver.bare())
                case "swiped:": return _selectorResult(receiver.swiped(_selectorArgument(arguments, 0, selector)))
                default: return .notFound
                }
            }
        }
    }

    func testATapSendsEachPairInRegistrationOrder() async {
        let window = makeWindow()
        let receiver = Receiver(frame: window.bounds)
        window.addSubview(receiver)
        let control = CountingControl(frame: CGRect(x: 100, y: 200, width: 100, height: 50))
        receiver.addSubview(control)
        control.addTarget(receiver, action: Selector("tapped:"), for: .touchUpInside)
        control.addAction(UIAction { _ in receiver.calls.append("closure") }, for: .touchUpInside)
        control.addTarget(receiver, action: Selector("tapped:event:"), for: .touchUpInside)
        // same pair: events added
        control.addTarget(receiver, action: Selector("tapped:"), for: [.touchUpInside, .touchDown])
        control.addTarget(nil, action: Selector("bare"), for: .touchUpInside)  // nil: the responder chain
        window.tap(at: CGPoint(x: 150, y: 225))
        XCTAssertEqual(
            receiver.calls, ["tapped CountingControl", "tapped CountingControl", "closure", "tapped+event", "bare"])
        XCTAssertEqual(control.sends, ["tapped:", "tapped:", "tapped:event:", "bare"])
        XCTAssertEqual(
            control.actions(forTarget: receiver, forControlEvent: .touchUpInside), ["tapped:", "tapped:event:"])
        XCTAssertEqual(control.actions(forTarget: nil, forControlEvent: .touchUpInside), ["bare"])
        XCTAssertEqual(control.allTargets.count, 2, "the receiver and NSNull for the responder chain")

        control.removeTarget(receiver, action: nil, for: .touchUpInside)
        receiver.calls = []
        window.tap(at: CGPoint(x: 150, y: 225))
        XCTAssertEqual(receiver.calls, ["tapped CountingControl", "closure", "bare"], "touchDown still has tapped:")
    }

    func testTheControlDoesNotKeepItsTargetAlive() async {
        let control = UIControl(frame: .zero)
        weak var gone: Receiver?
        do {
            let receiver = Receiver(frame: .zero)
            gone = receiver
            control.addTarget(receiver, action: Selector("bare"), for: .valueChanged)
        }
        XCTAssertNil(gone)
        control.sendActions(for: .valueChanged)  // nothing to call, no crash
    }

    func testGestureRecognizerTargetGetsTheRecognizer() async {
        let window = makeWindow()
        let receiver = Receiver(frame: window.bounds)
        window.addSubview(receiver)
        let tap = UITapGestureRecognizer(target: receiver, action: Selector("swiped:"))
        tap.addTarget(receiver, action: Selector("bare"))
        tap.addTarget(receiver, action: Selector("bare"))  // kept once
        receiver.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(receiver.calls, ["swiped 3", "bare"])
        tap.removeTarget(receiver, action: Selector("swiped:"))
        receiver.calls = []
        window.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(receiver.calls, ["bare"])
    }

    func testSelectorSendWalksTheSuperclassChain() async {
        final class SubReceiver: Receiver {}
        let object = SubReceiver(frame: .zero)
        XCTAssertTrue(Selector("bare").isImplemented(by: object))
        XCTAssertFalse(Selector("missing").isImplemented(by: object))
        guard case .returned = Selector("bare").send(to: object) else { return XCTFail("not sent") }
        guard case .notFound = Selector("missing").send(to: object) else { return XCTFail("sent") }
        XCTAssertEqual(object.calls, ["bare"])
    }
}
