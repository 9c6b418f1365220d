import QuartzCore
import XCTest

/// `CAMediaTiming` on layers and animations: Core Animation's defaults and layer time spaces.
final class CAMediaTimingTests: XCTestCase {
    func testDefaultsAreCoreAnimations() {
        for timing in [CALayer() as CAMediaTiming, CABasicAnimation() as CAMediaTiming] {
            XCTAssertEqual(timing.beginTime, 0)
            XCTAssertEqual(timing.duration, 0)
            XCTAssertEqual(timing.speed, 1)
            XCTAssertEqual(timing.timeOffset, 0)
            XCTAssertEqual(timing.repeatCount, 0)
            XCTAssertEqual(timing.repeatDuration, 0)
            XCTAssertFalse(timing.autoreverses)
            XCTAssertEqual(timing.fillMode, .removed)
        }
        XCTAssertEqual(CAAnimation.defaultValue(forKey: "speed") as? Float, 1)
    }

    func testLocalTimeIsParentTimeMinusBeginTimesSpeedPlusOffset() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.beginTime = 10
        child.speed = 2
        child.timeOffset = 1
        XCTAssertEqual(child.convertTime(15, from: nil), (15 - 10) * 2 + 1)
        XCTAssertEqual(child.convertTime(11, to: nil), 15, accuracy: 1e-9)
        root.speed = 0.5
        XCTAssertEqual(child.convertTime(30, from: nil), (30 * 0.5 - 10) * 2 + 1, "ancestors' timing applies first")
        XCTAssertEqual(root.convertTime(child.convertTime(3, to: root), to: child), 3, accuracy: 1e-9)
        XCTAssertEqual(child.convertTime(7, from: child), 7, accuracy: 1e-9)
    }

    /// The recipe of Technical Q&A QA1673: pausing and resuming a layer's animations.
    func testPauseAndResumeRecipe() {
        let layer = CALayer()
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        let later = CACurrentMediaTime() + 5
        XCTAssertEqual(layer.convertTime(later, from: nil), pausedTime, "a paused layer's time stands still")
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(later, from: nil) - pausedTime
        layer.beginTime = timeSincePause
        XCTAssertEqual(layer.convertTime(later, from: nil), pausedTime, accuracy: 1e-6, "resumes where it paused")
    }

    func testPresentationCopiesTakeTimingThroughInitLayer() {
        final class Ring: CALayer {
            var progress: CGFloat = 0
            required init() { super.init() }
            override init(layer: Any) {
                super.init(layer: layer)
                progress = (layer as? Ring)?.progress ?? 0
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override class func needsDisplay(forKey key: String) -> Bool {
                key == "progress" || super.needsDisplay(forKey: key)
            }
            override class func defaultValue(forKey key: String) -> Any? {
                key == "progress" ? CGFloat(0) : super.defaultValue(forKey: key)
            }
        }
        let ring = Ring()
        ring.progress = 0.5
        ring.speed = 3
        ring.borderWidth = 2
        let copy = Ring(layer: ring)
        XCTAssertEqual(copy.progress, 0.5)
        XCTAssertEqual(copy.speed, 3)
        XCTAssertEqual(copy.borderWidth, 2)
        XCTAssertTrue(Ring.needsDisplay(forKey: "progress"))
        XCTAssertFalse(Ring.needsDisplay(forKey: "opacity"))
        XCTAssertEqual(Ring.defaultValue(forKey: "progress") as? CGFloat, 0)
    }
}
