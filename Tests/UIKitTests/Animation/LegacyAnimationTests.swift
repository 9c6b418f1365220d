import CoreGraphics
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
@testable import UIKit
import ViewLabRender
import XCTest

/// `beginAnimations(_:context:)` … `commitAnimations()` (deprecated in iOS 13, still in the SDK,
/// used by older HUD and toast components): the same animations the block API makes, with the
/// settings made between the two calls — 0.2 s ease-in-out unless told (Apple,
/// `setAnimationDuration(_:)`: "The default value is 0.2").
@MainActor
final class LegacyAnimationTests: MediaClockTestCase {
    final class Listener: NSObject {
        var stopped: [String] = []
        func animationDidStop(_ id: String?, finished: NSNumber) {
            stopped.append("\(id ?? "nil") \(finished.boolValue)")
        }
    }

    override class func setUp() {
        super.setUp()
        // What the source bridge registers for an `@objc` method.
        SelectorTable.register(Listener.self, names: ["animationDidStop:finished:"]) { object, selector, arguments in
            guard let listener = object as? Listener, selector.name == "animationDidStop:finished:" else {
                return .notFound
            }
            return _selectorResult(
                listener.animationDidStop(
                    _selectorArgument(arguments, 0, selector), finished: _selectorArgument(arguments, 1, selector)))
        }
    }

    func testChangesBetweenBeginAndCommitAnimateWithTheSettingsGiven() async throws {
        let (_, view) = try stagedView()
        UIView.beginAnimations("fade", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        view.alpha = 0
        UIView.commitAnimations()
        XCTAssertEqual(view.alpha, 0, "the model takes the final value at once")
        clock.set(to: 0.25)
        XCTAssertEqual(
            Double(try XCTUnwrap(view.layer.presentation()).opacity), 0.75, accuracy: 1e-4, "linear, over 1 s")
        clock.set(to: 1.1)
        XCTAssertEqual(view.layer.presentation()?.opacity, 0)
    }

    func testTheDefaultIsAFifthOfASecondAndTheDelegateHearsTheStop() async throws {
        let (_, view) = try stagedView()
        let listener = Listener()
        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDelegate(listener)
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:"))
        view.frame.origin.x = 100
        UIView.commitAnimations()
        clock.set(to: 0.1)
        XCTAssertNotNil(view.layer.animationKeys(), "still running at 0.1 s")
        clock.set(to: 0.21)
        XCTAssertNil(view.layer.animationKeys(), "over after 0.2 s")
        XCTAssertEqual(listener.stopped, ["move true"])
    }
}
