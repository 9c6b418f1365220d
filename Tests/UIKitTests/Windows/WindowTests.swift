@_spi(ViewLab) import UIKit
import XCTest

@MainActor
final class WindowTests: XCTestCase {
    func testDevicePresetsInBothOrientations() async {
        struct Expect {
            var device: DeviceProfile; var portrait: CGSize; var scale: CGFloat
            var safeP: UIEdgeInsets; var safeL: UIEdgeInsets;
            var classesL: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        }
        let expectations = [
            Expect(
                device: .iPhoneSE3, portrait: CGSize(width: 375, height: 667), scale: 2,
                safeP: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), safeL: .zero, classesL: (.compact, .compact)
            ),
            Expect(
                device: .iPhone15, portrait: CGSize(width: 393, height: 852), scale: 3,
                safeP: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                safeL: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), classesL: (.compact, .compact)),
            Expect(
                device: .iPhone15ProMax, portrait: CGSize(width: 430, height: 932), scale: 3,
                safeP: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                safeL: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), classesL: (.regular, .compact)),
            Expect(
                device: .iPad10, portrait: CGSize(width: 820, height: 1180), scale: 2,
                safeP: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                safeL: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), classesL: (.regular, .regular)),
            Expect(
                device: .iPadPro12_9, portrait: CGSize(width: 1024, height: 1366), scale: 2,
                safeP: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                safeL: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), classesL: (.regular, .regular)),
        ]
        for e in expectations {
            let window = makeWindow(e.device)
            let controller = UIViewController()
            window.rootViewController = controller
            XCTAssertEqual(window.frame.size, e.portrait, e.device.name)
            XCTAssertEqual(window.screen.scale, e.scale)
            XCTAssertEqual(window.screen.nativeBounds.width, e.portrait.width * e.scale)
            XCTAssertEqual(window.safeAreaInsets, e.safeP, e.device.name)
            let isPad = e.device.idiom == .pad
            XCTAssertEqual(window.traitCollection.horizontalSizeClass, isPad ? .regular : .compact)
            XCTAssertEqual(window.traitCollection.verticalSizeClass, .regular)
            window.setLandscape(true)
            XCTAssertEqual(window.frame.size, CGSize(width: e.portrait.height, height: e.portrait.width), e.device.name)
            XCTAssertEqual(window.screen.bounds.size, window.frame.size)
            XCTAssertEqual(controller.view.frame, window.bounds, "root view follows by autoresizing")
            XCTAssertEqual(window.safeAreaInsets, e.safeL, e.device.name)
            XCTAssertEqual(controller.view.safeAreaInsets, e.safeL)
            XCTAssertEqual(window.traitCollection.horizontalSizeClass, e.classesL.0, e.device.name)
            XCTAssertEqual(window.traitCollection.verticalSizeClass, e.classesL.1, e.device.name)
            XCTAssertEqual(window.screen.nativeBounds.width, e.portrait.width * e.scale, "native bounds stay portrait")
            window.setLandscape(false)
            XCTAssertEqual(controller.view.frame.size, e.portrait)
        }
        XCTAssertEqual(DeviceProfile.all.count, 5)
        XCTAssertEqual(DeviceProfile.named("iphone 15 pro max"), .iPhone15ProMax)
        XCTAssertEqual(DeviceProfile.named("iPad Pro"), .iPadPro12_9)
    }

    func testRotationCallsViewWillTransitionAndLaysOut() async {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                log.append("willTransition \(Int(size.width))×\(Int(size.height))")
                coordinator.animate(
                    alongsideTransition: { _ in self.log.append("alongside \(Int(self.view.bounds.width))") },
                    completion: { _ in self.log.append("completion") })
            }
            override func viewWillLayoutSubviews() { log.append("willLayout") }
            override func viewDidLayoutSubviews() { log.append("didLayout") }
        }
        let window = makeWindow(.iPhone15)
        let controller = Controller()
        let child = Controller()
        controller.addChild(child)
        window.rootViewController = controller
        window.runTurn()
        controller.log.removeAll()
        window.setLandscape(true)
        XCTAssertEqual(
            controller.log, ["willTransition 852×393", "alongside 852", "willLayout", "didLayout", "completion"])
        XCTAssertEqual(child.log.first, "willTransition 852×393", "forwarded to children")
        XCTAssertTrue(child.parent === controller)
        XCTAssertEqual(controller.children.count, 1)
        child.removeFromParent()
        XCTAssertTrue(controller.children.isEmpty)
    }

    func testViewControllerLoadsItsViewOnce() async {
        final class Controller: UIViewController {
            var loads = 0
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)); loads += 1 }
            override func viewDidLoad() { view.tag = 42 }
        }
        let controller = Controller()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.view.tag, 42)
        _ = controller.view
        XCTAssertEqual(controller.loads, 1)
        XCTAssertTrue(controller.view.next === controller)
    }

    /// Synchronous: `runTurn()` drains the main queue, which a main-actor `async` test (itself a
    /// job on the main queue) cannot do.
    nonisolated func testRunTurnDrainsTheMainQueue() {
        nonisolated(unsafe) let test = self  // XCTest calls this method on the main thread
        MainActor.assumeIsolated { test.checkRunTurnDrainsTheMainQueue() }
    }

    private func checkRunTurnDrainsTheMainQueue() {
        let window = makeWindow()
        var ran: [String] = []
        DispatchQueue.main.async { ran.append("first") }
        DispatchQueue.main.async {
            ran.append("second")
            DispatchQueue.main.async { ran.append("queued by second") }
        }
        window.runTurn()
        XCTAssertEqual(Array(ran.prefix(2)), ["first", "second"])
        window.runTurn()
        XCTAssertEqual(ran.last, "queued by second")
    }

    /// Synchronous: `runTurn()` drains the main queue, which a main-actor `async` test (itself a
    /// job on the main queue) cannot do.
    nonisolated func testMainQueueChangesAreLaidOutInTheSameTurn() {
        nonisolated(unsafe) let test = self  // XCTest calls this method on the main thread
        MainActor.assumeIsolated { test.checkMainQueueChangesAreLaidOutInTheSameTurn() }
    }

    private func checkMainQueueChangesAreLaidOutInTheSameTurn() {
        let window = makeWindow()
        let v = ProbeView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        window.addSubview(v)
        window.runTurn()
        UIView.lifecycleLog.clear()
        DispatchQueue.main.async { v.frame.size = CGSize(width: 50, height: 50) }
        let report = window.runTurn()
        XCTAssertEqual(v.layoutCount, 1)
        XCTAssertTrue(report.events.contains { $0.kind == .layoutSubviews && $0.view === v })
        XCTAssertEqual(report.events.first?.description, "ProbeView.layoutSubviews")
    }

    func testNewWindowsAreHiddenUntilMadeVisible() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(window.isHidden)
        XCTAssertNil(window.hitTest(CGPoint(x: 5, y: 5), with: nil))
        window.makeKeyAndVisible()
        XCTAssertFalse(window.isHidden)
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    }

    func testLifecycleObserverSeesEventsAsTheyHappen() async {
        var seen: [String] = []
        UIView.lifecycleObserver = { seen.append($0.description) }
        defer { UIView.lifecycleObserver = nil }
        let window = makeWindow()
        let v = ProbeView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        v.accessibilityIdentifier = "probe"
        window.addSubview(v)
        let report = window.runTurn()
        XCTAssertEqual(seen, ["UIWindow.layoutSubviews", "ProbeView#probe.layoutSubviews", "ProbeView#probe.draw"])
        XCTAssertEqual(report.events.map(\.description), seen)
        XCTAssertEqual(report.events.first?.turn, report.number)
    }

    func testKeyWindow() async {
        let a = makeWindow(), b = makeWindow()
        XCTAssertTrue(b.isKeyWindow)
        a.makeKeyAndVisible()
        XCTAssertTrue(a.isKeyWindow)
        XCTAssertFalse(b.isKeyWindow)
    }
}
