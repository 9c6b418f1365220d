import UIKit
import XCTest

@MainActor
final class ViewHierarchyTests: XCTestCase {
    /// Records hierarchy callbacks into a shared list.
    final class Witness: UIView {
        var log: [String] = []
        var name = ""
        var sink: ((String) -> Void)?
        private func note(_ s: String) { sink?("\(name).\(s)") }
        override func willMove(toSuperview newSuperview: UIView?) {
            note("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { note("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            note("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { note("didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { note("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview") }
    }

    func testAddAndRemoveCallbacksInUIKitOrder() async {
        var log: [String] = []
        let window = makeWindow()
        let parent = Witness(frame: .zero), child = Witness(frame: .zero), grandchild = Witness(frame: .zero)
        for (v, n) in [(parent, "parent"), (child, "child"), (grandchild, "grandchild")] {
            v.name = n; v.sink = { log.append($0) }
        }
        window.addSubview(parent)
        child.addSubview(grandchild)
        log.removeAll()
        parent.addSubview(child)
        XCTAssertEqual(
            log,
            [
                "child.willMoveToSuperview(view)", "child.willMoveToWindow(window)",
                "grandchild.willMoveToWindow(window)",
                "child.didMoveToWindow", "grandchild.didMoveToWindow", "child.didMoveToSuperview",
                "parent.didAddSubview",
            ])
        XCTAssertTrue(grandchild.window === window)
        log.removeAll()
        child.removeFromSuperview()
        XCTAssertEqual(
            log,
            [
                "parent.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                "grandchild.willMoveToWindow(nil)", "child.didMoveToWindow", "grandchild.didMoveToWindow",
                "child.didMoveToSuperview",
            ])
        XCTAssertNil(grandchild.window)
        XCTAssertNil(child.superview)
    }

    func testWindowCallbacksAreSkippedWhenTheWindowDoesNotChange() async {
        var log: [String] = []
        let a = UIView(), b = UIView(), child = Witness(frame: .zero)
        child.name = "child"; child.sink = { log.append($0) }
        a.addSubview(child)
        log.removeAll()
        b.addSubview(child)
        XCTAssertEqual(log, ["child.willMoveToSuperview(view)", "child.didMoveToSuperview"])
        XCTAssertTrue(a.subviews.isEmpty)
    }

    func testZOrderOperations() async {
        let parent = UIView()
        let v = (0..<4).map { i -> UIView in
            let view = UIView(); view.tag = i + 1; return view
        }
        parent.addSubview(v[0]); parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 0)
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 1, 2])
        parent.insertSubview(v[3], aboveSubview: v[2])
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 4, 1, 2])
        parent.insertSubview(v[1], belowSubview: v[2])
        XCTAssertEqual(parent.subviews.map(\.tag), [2, 3, 4, 1])
        parent.bringSubviewToFront(v[1])
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 4, 1, 2])
        parent.sendSubviewToBack(v[0])
        XCTAssertEqual(parent.subviews.map(\.tag), [1, 3, 4, 2])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertEqual(parent.subviews.map(\.tag), [2, 3, 4, 1])
        parent.exchangeSubview(at: 0, withSubviewAt: 99)  // ignored
        XCTAssertEqual(parent.subviews.map(\.tag), [2, 3, 4, 1])
        // The layer order follows the subview order.
        XCTAssertTrue(parent.layer.sublayers?.map { $0 === v[1].layer } == [true, false, false, false])
        parent.insertSubview(v[0], at: 1_000)
        XCTAssertEqual(parent.subviews.last?.tag, 1)
    }

    /// iOS places a subview's layer among **all** sublayers and reads `subviews` back in sublayer
    /// order (Stack Overflow 53624534; Apple, CALayer `addSublayer(_:)` appends).
    func testRawSublayersKeepTheirPlaceAmongSubviewLayers_inEveryHierarchyCall() async {
        let parent = UIView(), other = UIView()
        let raw = CALayer()
        let v = (0..<3).map { i -> UIView in
            let view = UIView(); view.tag = i + 1; return view
        }
        func order() -> [String] {
            (parent.layer.sublayers ?? []).map { layer in
                layer === raw ? "raw" : "\(v.firstIndex { $0.layer === layer }.map { $0 + 1 } ?? 0)"
            }
        }
        parent.addSubview(v[0]); parent.layer.addSublayer(raw); parent.addSubview(v[1])
        XCTAssertEqual(order(), ["1", "raw", "2"])
        parent.insertSubview(v[2], at: 1)  // a sublayer index
        XCTAssertEqual(order(), ["1", "3", "raw", "2"])
        parent.insertSubview(v[2], belowSubview: v[1])
        XCTAssertEqual(order(), ["1", "raw", "3", "2"])
        parent.insertSubview(v[1], aboveSubview: v[0])
        XCTAssertEqual(order(), ["1", "2", "raw", "3"])
        parent.sendSubviewToBack(v[2])
        XCTAssertEqual(order(), ["3", "1", "2", "raw"])
        parent.bringSubviewToFront(v[2])
        XCTAssertEqual(order(), ["1", "2", "raw", "3"])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(order(), ["3", "2", "raw", "1"])
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 2, 1])
        // Moving to another superview leaves the raw layer behind and calls back as usual.
        other.addSubview(v[1])
        XCTAssertEqual(order(), ["3", "raw", "1"])
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 1])
        XCTAssertTrue(v[1].superview === other && other.layer.sublayers?.first === v[1].layer)
        // A layer call on a view layer reorders `subviews`; a view layer taken out with a layer
        // call stays a subview (after the others).
        parent.layer.insertSublayer(v[0].layer, at: 0)
        XCTAssertEqual(parent.subviews.map(\.tag), [1, 3])
        v[0].layer.removeFromSuperlayer()
        XCTAssertEqual(parent.subviews.map(\.tag), [3, 1])
    }

    func testCyclesAreReportedAndIgnored() async {
        var seen: [UIView.Diagnostic] = []
        UIView.diagnosticHandler = { seen.append($0) }
        defer { UIView.diagnosticHandler = nil }
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b); b.addSubview(c)
        a.addSubview(a)
        c.addSubview(a)
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(seen.map(\.kind), [.hierarchy, .hierarchy])
        XCTAssertTrue(seen[1].message.contains("descendant"), seen[1].message)
        XCTAssertNil(a.superview)
        XCTAssertThrowsError(try c.addSubviewChecked(a))
        XCTAssertNoThrow(try a.addSubviewChecked(UIView()))
    }

    func testDescendantsAndTags() async {
        let root = UIView(), mid = UIView(), leaf = UIView()
        root.addSubview(mid); mid.addSubview(leaf)
        leaf.tag = 7; mid.tag = 3
        XCTAssertTrue(leaf.isDescendant(of: root))
        XCTAssertTrue(root.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: leaf))
        XCTAssertTrue(root.viewWithTag(7) === leaf)
        XCTAssertTrue(root.viewWithTag(3) === mid)
        XCTAssertNil(root.viewWithTag(99))
    }

    func testSubclassesInheritInitialisersAsOnIOS() async {
        final class Custom: UIView {
            var configured = false
            override init(frame: CGRect) { super.init(frame: frame); configured = true }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        XCTAssertTrue(Custom().configured)  // init() goes through init(frame:)
        XCTAssertEqual(Custom().frame, .zero)
        let control = UIControl()
        XCTAssertEqual(control.bounds, .zero)
    }

    func testResponderChain() async {
        let window = makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        XCTAssertTrue(child.next === controller.view)
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === window)
        XCTAssertTrue(window.next === UIApplication.shared)
    }
}
