import Foundation
@testable import UIKit
import XCTest

/// The window notifications UIKit posts (Apple, UIWindow, "Notifications"): key status and
/// visibility, each with the window as its object.
@MainActor
final class WindowKeyNotificationTests: XCTestCase {
    /// What the observers saw (a reference, so the observer closures can add to it).
    private final class Seen: @unchecked Sendable {
        var notes: [(String, UIWindow?)] = []
    }

    private func record(_ names: [NSNotification.Name], during body: () -> Void) -> [(String, UIWindow?)] {
        let seen = Seen()
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                seen.notes.append((note.name.rawValue, note.object as? UIWindow))
            }
        }
        body()
        tokens.forEach(NotificationCenter.default.removeObserver)
        return seen.notes
    }

    /// `makeKey()` on a second window: the first resigns, then the second becomes key; again on
    /// the key window: nothing is posted.
    func testMakingAWindowKeyPostsResignThenBecomeKey() async {
        let first = makeWindow()
        let second = UIWindow(screen: first.screen)
        let names = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification]
        let seen = record(names) { second.makeKey() }
        XCTAssertEqual(seen.map(\.0), ["UIWindowDidResignKeyNotification", "UIWindowDidBecomeKeyNotification"])
        XCTAssertTrue(seen[0].1 === first)
        XCTAssertTrue(seen[1].1 === second)
        XCTAssertTrue(record(names) { second.makeKey() }.isEmpty)
    }

    /// A new window is hidden without a notification; showing and hiding it post theirs.
    func testShowingAndHidingAWindowPostVisibility() async {
        let names = [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification]
        var window: UIWindow?
        let made = record(names) { window = UIWindow(screen: UIScreen(device: .iPhone15, landscape: false)) }
        XCTAssertTrue(made.isEmpty, "a new window starts hidden")
        let shown = record(names) {
            window?.isHidden = false
            window?.isHidden = true
        }
        XCTAssertEqual(shown.map(\.0), ["UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeHiddenNotification"])
        XCTAssertTrue(shown.allSatisfy { $0.1 === window })
    }
}
