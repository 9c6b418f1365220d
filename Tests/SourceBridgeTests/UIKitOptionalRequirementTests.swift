@testable import SourceBridge
import XCTest

/// Calls of UIKit's optional protocol requirements with `?` after the name compile, and call the
/// method only when the delegate's class implements it, as the Objective-C runtime decides on iOS.
final class UIKitOptionalRequirementTests: XCTestCase {
    private let text = """
        class Tabs: UITabBarController {
            func tapped(_ vc: UIViewController) {
                if delegate?.tabBarController?(self, shouldSelect: vc) ?? true {
                    delegate?.tabBarController?(self, didSelect: vc)
                }
            }
        }
        class Listener: NSObject, UITabBarControllerDelegate {
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
        }
        """

    func test_callsWithAQuestionMarkAfterTheName_becomeOptionalRequirementCalls() {
        var file = BridgedFile(path: "/a.swift", text: text)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        // In an `if` condition: the closure inside the parentheses (no trailing closure there).
        XCTAssertTrue(
            file.text.contains(
                #"_optionalRequirement(delegate, Selector("tabBarController:shouldSelect:"), { _viewlabTarget in _viewlabTarget.tabBarController(self, shouldSelect: vc) }) ?? true"#
            ), file.text)
        XCTAssertTrue(
            file.text.contains(
                #"_optionalRequirement(delegate, Selector("tabBarController:didSelect:")) { _viewlabTarget in _viewlabTarget.tabBarController(self, didSelect: vc) }"#
            ), file.text)
        XCTAssertTrue(file.appendix.isEmpty, "UIKit's protocols have their defaults already")
    }

    /// `UIViewImplicitlyAnimating`'s methods are `@optional` on iOS and implemented by UIKit's own
    /// animator: ViewLab gives them defaults that do nothing, so the `?` is dropped (an overlay
    /// library's `animator.addCompletion?({ … })` and `animator.addAnimations? { … }`).
    func test_optionalAnimatorMethodsCalledWithAQuestionMark_becomePlainCalls() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                func run(_ animator: UIViewImplicitlyAnimating) {
                    animator.addAnimations? { print("along") }
                    animator.addCompletion?({ _ in print("done") })
                }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertTrue(file.text.contains(#"animator.addAnimations { print("along") }"#), file.text)
        XCTAssertTrue(file.text.contains(#"animator.addCompletion({ _ in print("done") })"#), file.text)
    }

    func test_theImplementingClass_registersTheSelector_soTheCallReachesIt() {
        var file = BridgedFile(path: "/a.swift", text: text)
        XCTAssertTrue(DispatchTablePass.run(&file, index: ModuleIndex([file]), fileNumber: 1))
        let generated = file.appendix.joined(separator: "\n")
        XCTAssertTrue(
            generated.contains(#"case "tabBarController:didSelect:": return _selectorResult(object.tabBarController("#),
            generated)
    }

    func test_aClosurePropertyCalledWithAQuestionMark_isLeftAlone() {
        var file = BridgedFile(
            path: "/a.swift", text: "class V { var onTap: (() -> Void)?; func f() { self.onTap?() } }")
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertEqual(file.text, "class V { var onTap: (() -> Void)?; func f() { self.onTap?() } }")
    }

    /// A picker wrapper forwarding to its delegate's optional `pickerView(_:didSelectRow:inComponent:)`.
    func test_pickerDelegateCallsWithAQuestionMark_becomeOptionalRequirementCalls() {
        var file = BridgedFile(
            path: "/a.swift",
            text: """
                class Wrapper: NSObject, UIPickerViewDelegate {
                    weak var forward: UIPickerViewDelegate?
                    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                        forward?.pickerView?(pickerView, didSelectRow: row, inComponent: component)
                    }
                }
                """)
        OptionalRequirementPass.run(&file, index: ModuleIndex([file]))
        XCTAssertTrue(
            file.text.contains(#"_optionalRequirement(forward, Selector("pickerView:didSelectRow:inComponent:"))"#),
            file.text)
    }
}
