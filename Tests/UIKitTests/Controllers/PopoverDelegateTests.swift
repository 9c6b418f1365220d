import UIKit
import XCTest

/// A popover's delegate (`UIPopoverPresentationControllerDelegate`, which inherits the adaptive
/// delegate): a picker that is its popover's delegate, forces no adaptation and is told of the
/// dismissal, in our own words.
@MainActor
final class PopoverDelegateTests: XCTestCase {
    final class Picker: NSObject, UIPopoverPresentationControllerDelegate {
        var dismissed = 0
        func popoverPresentationControllerDidDismissPopover(
            _ popoverPresentationController: UIPopoverPresentationController
        ) {
            dismissed += 1
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    func testAPopoverDelegateIsThePresentationControllersDelegate() async throws {
        let picker = Picker()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(content.popoverPresentationController)
        popover.delegate = picker
        let delegate = try XCTUnwrap(popover.delegate as? UIPopoverPresentationControllerDelegate)
        XCTAssertEqual(delegate.adaptivePresentationStyle(for: popover), UIModalPresentationStyle.none)
        XCTAssertTrue(delegate.popoverPresentationControllerShouldDismissPopover(popover), "the default allows it")
        delegate.popoverPresentationControllerDidDismissPopover(popover)
        XCTAssertEqual(picker.dismissed, 1)
    }
}
