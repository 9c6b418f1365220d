import Foundation
import UIKit
import XCTest

/// `UndoManager` (which swift-corelibs-foundation lacks) as *Undo Architecture* describes it:
/// undo runs the registered actions, which register their redo; a new change clears the redo
/// stack; explicit groups undo together; the responder chain's undo manager is the window's.
@MainActor
final class UndoManagerTests: XCTestCase {
    final class Counter { var value = 0 }

    private func set(_ counter: Counter, to value: Int, with undo: UndoManager) {
        let old = counter.value
        undo.registerUndo(withTarget: counter) { [unowned self] in self.set($0, to: old, with: undo) }
        counter.value = value
    }

    func testUndoRedoAndANewChangeClearsRedo() async {
        let undo = UndoManager()
        undo.groupsByEvent = false
        let counter = Counter()
        set(counter, to: 1, with: undo)
        set(counter, to: 2, with: undo)
        undo.setActionName("Count")
        XCTAssertEqual(undo.undoMenuItemTitle, "Undo Count")
        undo.undo()
        XCTAssertEqual(counter.value, 1)
        XCTAssertTrue(undo.canRedo)
        undo.redo()
        XCTAssertEqual(counter.value, 2)
        undo.undo()
        set(counter, to: 7, with: undo)
        XCTAssertFalse(undo.canRedo, "a new change clears the redo stack")
        undo.undo()
        undo.undo()
        XCTAssertEqual(counter.value, 0)
        XCTAssertFalse(undo.canUndo)
    }

    func testGroupsUndoTogetherAndRegistrationCanBeDisabled() async {
        let undo = UndoManager()
        let counter = Counter()
        undo.beginUndoGrouping()
        set(counter, to: 1, with: undo)
        set(counter, to: 2, with: undo)
        undo.endUndoGrouping()
        undo.disableUndoRegistration()
        set(counter, to: 3, with: undo)
        undo.enableUndoRegistration()
        undo.undo()
        XCTAssertEqual(counter.value, 0, "both changes of the group, last first")
        // By event: two registrations in one turn are one group.
        set(counter, to: 5, with: undo)
        set(counter, to: 6, with: undo)
        undo.undo()
        XCTAssertEqual(counter.value, 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView()
        window.addSubview(view)
        XCTAssertTrue(view.undoManager === window.undoManager)
        XCTAssertNil(UIView().undoManager, "no window, no undo manager")
    }
}
