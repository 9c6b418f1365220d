import PixelReading
@_spi(ViewLab) import QuartzCore
import UIKit
import XCTest

// A component written the way open-source UIKit components are written (no `@MainActor`, an
// `NSNull` actions dictionary, NSValue-boxed transforms, a display link, layer timing,
// `required init?(coder:)`), compiled against ViewLab's UIKit product from outside the repository.

/// A progress ring that can spin and tick with the display.
final class RingProgressView: UIView {
    let ringLayer = CAShapeLayer()
    private var displayLink: CADisplayLink?
    private(set) var frameCount = 0
    var progress: CGFloat = 0 { didSet { ringLayer.strokeEnd = progress } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // Turn off implicit animations the usual way.
        ringLayer.actions = ["strokeEnd": NSNull(), "position": NSNull(), "bounds": NSNull(), "path": NSNull()]
        ringLayer.fillColor = UIColor.clear.cgColor
        ringLayer.strokeColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        ringLayer.lineWidth = 8
        ringLayer.strokeEnd = 0
        layer.addSublayer(ringLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        ringLayer.frame = bounds
        ringLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
    }

    func spin(to angle: CGFloat) {
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(angle, 0, 0, 1))
        spin.duration = 0.5
        spin.fillMode = .forwards
        spin.isRemovedOnCompletion = false
        ringLayer.add(spin, forKey: "spin")
    }

    func startTicking() {
        displayLink?.invalidate()
        let link = CADisplayLink(target: self, selector: Selector("tick:"))
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func stopTicking() {
        displayLink?.invalidate()
        displayLink = nil
    }

    func tick(_ link: CADisplayLink) { frameCount += 1 }

    func pauseLayer() {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
    }

    func resumeLayer() {
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    }
}

/// What the source bridge generates for `#selector(tick(_:))`.
extension RingProgressView: SelectorDispatching {
    func dispatchSelector(_ selector: Selector, arguments: [Any?]) -> SelectorDispatchResult {
        guard selector.name == "tick:", let link = arguments.first as? CADisplayLink else { return .notFound }
        tick(link)
        return .returned(nil)
    }
}

final class APIFamiliesTests: XCTestCase {
    private func render(_ view: UIView) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: view.bounds.size, format: format)
        return renderer.image { context in view.layer.render(in: context.cgContext) }.cgImage!
    }

    /// Views are `NSObject`s on iOS, so `==` and `firstIndex(of:)` compare identities.
    func testViewsCompareAsNSObjects() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = RingProgressView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = RingProgressView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(a)
        container.addSubview(b)
        XCTAssertEqual(container.subviews.firstIndex(of: b), 1)
        XCTAssertTrue(a != b)
        XCTAssertTrue(container.subviews.contains(a))
        XCTAssertEqual(Set(container.subviews).count, 2)
        XCTAssertTrue(a.ringLayer.superlayer == a.layer)
    }

    /// `NSNull` in `actions` turns implicit animations off; the new value is drawn at once.
    func testNSNullActionsAndStrokeEndDrawAtOnce() {
        let ring = RingProgressView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        XCTAssertNil(ring.ringLayer.action(forKey: "strokeEnd"))
        XCTAssertEqual(Pixels.at(render(ring), 56, 30).a, 0, "progress 0: nothing drawn")
        ring.progress = 1
        let image = render(ring)
        let right = Pixels.at(image, 56, 30), middle = Pixels.at(image, 30, 30)
        XCTAssertEqual([right.r, right.a], [255, 255], "the ring's right edge is red")
        XCTAssertEqual(middle.a, 0, "the middle is empty")
    }

    /// An NSValue-boxed transform animation: the model keeps its transform and `render(in:)` draws
    /// the model tree (Apple, *Core Animation Programming Guide*: explicit animations "do not
    /// change the data in the layer tree"); the presentation, scrubbed to the end of the 0.5 s spin
    /// by pausing the layer (Technical Q&A QA1673: `speed = 0`, `timeOffset`), holds the rotation
    /// (`fillMode = .forwards`, `isRemovedOnCompletion = false`).
    func testNSValueTransformAnimation() {
        let ring = RingProgressView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        ring.progress = 0.25  // a quarter arc, from 3 o'clock clockwise to 6 o'clock
        let before = render(ring)
        XCTAssertGreaterThan(Pixels.at(before, 50, 50).a, 0, "lower right quadrant has the arc")
        XCTAssertEqual(Pixels.at(before, 10, 50).a, 0, "lower left does not")
        ring.spin(to: .pi / 2)
        XCTAssertEqual(ring.ringLayer.transform, CATransform3DIdentity, "the model is not changed")
        let layer = ring.ringLayer
        let end = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        layer.speed = 0
        layer.timeOffset = end
        XCTAssertEqual(layer.presentation()?.transform, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let after = render(ring)
        XCTAssertEqual(Pixels.at(after, 10, 50).a, 0, "render(in:) draws the model tree: not turned")
        XCTAssertGreaterThan(Pixels.at(after, 50, 50).a, 0)
        let copy = ring.ringLayer.animation(forKey: "spin")?.copy() as? CABasicAnimation
        XCTAssertEqual((copy?.toValue as? NSValue)?.caTransform3DValue, CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
    }

    /// A display link added to the main run loop calls the component on every frame of its rate
    /// that the media clock crosses, until stopped (ViewLab's display is the media clock).
    func testDisplayLinkTicks() {
        let ring = RingProgressView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        ring.startTicking()
        CAMediaClock.current.advanceFrames(18) // 0.3 s
        ring.stopTicking()
        XCTAssertEqual(ring.frameCount, 9, "9 frames in 0.3 s at 30 per second")
        CAMediaClock.current.advanceFrames(6)
        XCTAssertEqual(ring.frameCount, 9, "stopped")
    }

    /// The pause/resume recipe of Technical Q&A QA1673 keeps the layer's time where it paused.
    func testLayerPauseAndResume() {
        let ring = RingProgressView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        ring.pauseLayer()
        let paused = ring.layer.timeOffset
        XCTAssertEqual(ring.layer.speed, 0)
        XCTAssertEqual(ring.layer.convertTime(CACurrentMediaTime() + 3, from: nil), paused)
        ring.resumeLayer()
        XCTAssertEqual(ring.layer.speed, 1)
        XCTAssertEqual(ring.layer.convertTime(CACurrentMediaTime(), from: nil), paused, accuracy: 0.05)
    }
}

/// iOS 17-era style: the component is `@MainActor` and overrides UIKit methods, calling its own
/// main-actor members from them (compiles because UIKit's responders are main-actor, as on iOS).
@MainActor
final class LevelMeterView: UIView {
    private var level: CGFloat = 0
    private(set) var layoutCount = 0

    private func noteLayout() { layoutCount += 1 }

    func setLevel(_ value: CGFloat) {
        level = min(max(value, 0), 1)
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        noteLayout()
    }

    override func draw(_ rect: CGRect) {
        UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
    }
}

/// corelibs XCTest cannot run the methods of a `@MainActor` test class, so the test enters the
/// main actor itself.
final class APIFamiliesMainActorTests: XCTestCase {
    func testMainActorComponentDraws() {
        MainActor.assumeIsolated { checkMeter() }
    }

    @MainActor
    private func checkMeter() {
        let meter = LevelMeterView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        meter.isOpaque = false  // opaque draw(_:) views without a background draw on black, as on iOS
        meter.setLevel(0.5)
        meter.setNeedsLayout()
        meter.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(meter.layoutCount, 1)
        // A view in a visible window draws at the end of the run-loop turn.
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        window.addSubview(meter)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: meter.bounds.size, format: format).image { context in
            meter.layer.render(in: context.cgContext)
        }.cgImage!
        XCTAssertEqual(Pixels.at(image, 10, 5).b, 255, "the left half is blue")
        XCTAssertEqual(Pixels.at(image, 30, 5).a, 0, "the right half is empty")
    }
}
