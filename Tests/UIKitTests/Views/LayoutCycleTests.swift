@_spi(ViewLab) import UIKit
import XCTest

@MainActor
final class LayoutCycleTests: XCTestCase {
    func testAddedViewAndItsSuperviewAreLaidOutOnceInTheNextTurn() async {
        let window = makeWindow()
        let parent = ProbeView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(parent)
        window.runTurn()
        XCTAssertEqual(parent.layoutCount, 1)
        let child = ProbeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        XCTAssertEqual(child.layoutCount, 0, "layout waits for the turn")
        let report = window.runTurn()
        XCTAssertEqual(child.layoutCount, 1)
        XCTAssertEqual(parent.layoutCount, 2, "adding a subview lays out the superview")
        XCTAssertEqual(report.events.filter { $0.kind == .layoutSubviews }.count, 2)
        window.runTurn()
        XCTAssertEqual(child.layoutCount, 1, "nothing marked, nothing laid out")
    }

    func testResizeLaysOutButMoveAndSameSizeDoNot() async {
        let window = makeWindow()
        // Kept inside the safe area: a change of safe area would (rightly) lay it out.
        let v = ProbeView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(v)
        window.runTurn()
        XCTAssertEqual(v.layoutCount, 1)
        v.center = CGPoint(x: 200, y: 300)
        v.frame = CGRect(x: 10, y: 110, width: 100, height: 100)
        window.runTurn()
        XCTAssertEqual(v.layoutCount, 1, "moving is not resizing")
        v.frame.size = CGSize(width: 120, height: 100)
        window.runTurn()
        XCTAssertEqual(v.layoutCount, 2)
        v.bounds.size = CGSize(width: 120, height: 100)
        window.runTurn()
        XCTAssertEqual(v.layoutCount, 2, "same size")
    }

    func testSetNeedsLayoutCoalescesAndLayoutIfNeededForces() async {
        let v = ProbeView(frame: .zero)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 0, "a new zero-sized view is not marked")
        v.frame.size = CGSize(width: 10, height: 10)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 1, "getting a size marks it")
        v.setNeedsLayout(); v.setNeedsLayout(); v.setNeedsLayout()
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 2)
        v.layoutIfNeeded()
        XCTAssertEqual(v.layoutCount, 2)
    }

    func testLayoutRunsWithTheViewsTraitsCurrent() async {
        let window = makeWindow()
        let v = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.overrideUserInterfaceStyle = .dark
        window.addSubview(v)
        window.runTurn()
        XCTAssertEqual(v.layoutTraits.last?.userInterfaceStyle, .dark)
        XCTAssertEqual(v.layoutTraits.last?.displayScale, 3)
    }

    func testFeedbackLoopIsStoppedAndNamed() async {
        var reported: [UIView.Diagnostic] = []
        UIView.diagnosticHandler = { reported.append($0) }
        defer { UIView.diagnosticHandler = nil }
        let window = makeWindow()
        let restless = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        restless.accessibilityIdentifier = "restless"
        restless.onLayout = { $0.setNeedsLayout() }
        window.addSubview(restless)
        let report = window.runTurn()
        XCTAssertEqual(restless.layoutCount, UIView.maximumLayoutPasses)
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first?.kind, .layoutFeedbackLoop)
        XCTAssertTrue(reported.first?.message.contains("ProbeView#restless") ?? false, reported.first?.message ?? "")
        XCTAssertEqual(report.diagnostics.map(\.kind), [.layoutFeedbackLoop])
        restless.onLayout = nil
        window.runTurn()
        XCTAssertEqual(restless.layoutCount, UIView.maximumLayoutPasses, "the loop was broken")
    }

    func testLayoutThatSettlesAfterAFewPassesIsFine() async {
        var reported = 0
        UIView.diagnosticHandler = { _ in reported += 1 }
        defer { UIView.diagnosticHandler = nil }
        let parent = ProbeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = ProbeView(frame: .zero)
        parent.addSubview(child)
        // The child grows its parent once: the parent is laid out again, then it settles.
        child.onLayout = { c in
            if let p = c.superview, p.bounds.width < 150 { p.bounds.size.width = 150 }
        }
        parent.layoutIfNeeded()
        XCTAssertEqual(reported, 0)
        XCTAssertEqual(parent.layoutCount, 2)
    }

    // MARK: - Autoresizing

    private func autoresized(_ mask: UIView.AutoresizingMask, frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect
    {
        let parent = UIView(frame: CGRect(origin: .zero, size: old))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = new
        return child.frame
    }

    func testAutoresizingArithmetic() async {
        let old = CGSize(width: 300, height: 200), new = CGSize(width: 400, height: 260)
        let f = CGRect(x: 50, y: 20, width: 100, height: 60)
        XCTAssertEqual(autoresized([], frame: f, from: old, to: new), f)
        XCTAssertEqual(
            autoresized(.flexibleWidth, frame: f, from: old, to: new), CGRect(x: 50, y: 20, width: 200, height: 60))
        XCTAssertEqual(
            autoresized(.flexibleLeftMargin, frame: f, from: old, to: new),
            CGRect(x: 150, y: 20, width: 100, height: 60))
        // Left 50 and right 150 share +100 as 1:3.
        XCTAssertEqual(
            autoresized([.flexibleLeftMargin, .flexibleRightMargin], frame: f, from: old, to: new),
            CGRect(x: 75, y: 20, width: 100, height: 60))
        // Left 50, width 100, right 150 share +100 in proportion 50:100:150.
        let all = autoresized(
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], frame: f, from: old, to: new)
        XCTAssertEqual(all.minX, 50 + 100.0 * 50 / 300, accuracy: 1e-9)
        XCTAssertEqual(all.width, 100 + 100.0 * 100 / 300, accuracy: 1e-9)
        // Top 20, height 60, bottom 120: height and bottom share +60 as 60:120.
        let v = autoresized([.flexibleHeight, .flexibleBottomMargin], frame: f, from: old, to: new)
        XCTAssertEqual(v.minY, 20)
        XCTAssertEqual(v.height, 80, accuracy: 1e-9)
        // Zero-length flexible parts share equally.
        let zero = autoresized(
            [.flexibleLeftMargin, .flexibleWidth], frame: CGRect(x: 0, y: 0, width: 0, height: 0), from: old, to: new)
        XCTAssertEqual(zero.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(zero.width, 50, accuracy: 1e-9)
        // Shrinking never makes a negative size.
        let shrunk = autoresized(.flexibleWidth, frame: f, from: old, to: CGSize(width: 100, height: 200))
        XCTAssertEqual(shrunk.width, 0)
    }

    func testAutoresizesSubviewsFalseLeavesSubviewsAlone() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 200, height: 200)
        XCTAssertEqual(child.frame.size, CGSize(width: 100, height: 100))
    }

    // MARK: - Sizes

    func testIntrinsicSizeAndSizeToFit() async {
        final class Fitting: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
        }
        XCTAssertEqual(
            UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertEqual(plain.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 10, height: 10))
        let f = Fitting(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        f.sizeToFit()
        XCTAssertEqual(f.frame, CGRect(x: 5, y: 6, width: 44, height: 22))
        let parent = ProbeView(frame: .zero)
        parent.addSubview(f)
        parent.layoutIfNeeded()
        f.invalidateIntrinsicContentSize()
        // a frame-based view keeps its frame whatever its content size: only Auto Layout reads the
        // intrinsic size (Apple, `intrinsicContentSize`), so the superview is not marked…
        XCTAssertFalse(parent.needsLayout)
        // …unless Auto Layout sizes the view
        f.translatesAutoresizingMaskIntoConstraints = false
        parent.layoutIfNeeded()
        f.invalidateIntrinsicContentSize()
        XCTAssertTrue(parent.needsLayout)
        // a button lays its own title out: its title's new size lays the button out again
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        parent.addSubview(button)
        parent.layoutIfNeeded()
        button.titleLabel?.invalidateIntrinsicContentSize()
        XCTAssertTrue(button.needsLayout)
    }
}
