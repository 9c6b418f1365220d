import UIKit
import XCTest

/// `window` of `UIApplicationDelegate` and `UIWindowSceneDelegate` is an optional property
/// requirement in Apple's headers, so read through the protocol it is a `UIWindow??` (nil when the
/// delegate has no `window`, `.some(nil)` when it has none yet); and `UIApplication.shared.delegate`
/// is, until code sets one, a stand-in whose window is the key window, as in an iOS app without
/// scenes.
@MainActor
final class ApplicationDelegateWindowTests: XCTestCase {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    final class BareDelegate: NSObject, UIApplicationDelegate {}
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
    }

    override func tearDown() async throws {
        UIApplication.shared.delegate = nil
    }

    func testTheStandInDelegatesWindowIsTheKeyWindow() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        guard let delegate = UIApplication.shared.delegate else { return XCTFail("no app delegate") }
        let found: UIWindow?? = delegate.window
        XCTAssertTrue(found! === window)
        XCTAssertTrue(UIApplication.shared.delegate?.window??.rootViewController === window.rootViewController)
        var hosted = false
        if let host = UIApplication.shared.delegate?.window { hosted = host === window }
        XCTAssertTrue(hosted)
    }

    func testAnAppDelegatesOwnWindowIsReadThroughTheProtocolWithOneOptionalMore() async {
        let appDelegate = AppDelegate()
        UIApplication.shared.delegate = appDelegate
        XCTAssertTrue(UIApplication.shared.delegate === appDelegate)
        // Implemented, no window yet: `.some(nil)`, not nil.
        let empty: UIWindow?? = UIApplication.shared.delegate?.window
        XCTAssertTrue(empty != nil)
        XCTAssertTrue(empty! == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        appDelegate.window = window
        XCTAssertTrue(UIApplication.shared.delegate!.window!! === window)
        // On the class itself it stays the class's own `UIWindow?`.
        let own: UIWindow? = appDelegate.window
        XCTAssertTrue(own === window)
    }

    func testADelegateWithoutWindowAnswersNilAndIsHeldWeakly() async {
        var bare: BareDelegate? = BareDelegate()
        UIApplication.shared.delegate = bare
        let none: UIWindow?? = UIApplication.shared.delegate?.window
        XCTAssertTrue(none == nil)
        XCTAssertTrue(UIApplication.shared.delegate === bare)
        bare = nil
        // The user's delegate is gone (weak, as on iOS): the stand-in answers again.
        XCTAssertFalse(UIApplication.shared.delegate is BareDelegate)
    }

    func testASceneDelegatesWindowIsAlsoReadWithOneOptionalMore() async {
        let sceneDelegate = SceneDelegate()
        let window = UIWindow(frame: .zero)
        sceneDelegate.window = window
        let delegate: UIWindowSceneDelegate? = sceneDelegate
        let found: UIWindow?? = delegate?.window
        XCTAssertTrue(found! === window)
    }
}
