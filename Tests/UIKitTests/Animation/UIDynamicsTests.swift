@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
import UIKit
import XCTest

/// UIKit Dynamics on the media clock: gravity of 1,000 points/s² per unit of magnitude, pushes of
/// 100 points/s² (or 100 points/s once) on a 100 × 100 item of density 1, collisions with the
/// reference bounds, snapping, springs and rods (Apple, UIGravityBehavior, UIPushBehavior,
/// UICollisionBehavior, UISnapBehavior, UIAttachmentBehavior documentation). The animator pauses
/// when everything is at rest and tells its delegate.
@MainActor
final class UIDynamicsTests: MediaClockTestCase {
    final class Pauses: UIDynamicAnimatorDelegate {
        var resumed = 0, paused = 0
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
    }

    func makeScene() -> (UIView, UIView, UIDynamicAnimator) {
        clock.runsTimers = true
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let box = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        reference.addSubview(box)
        return (reference, box, UIDynamicAnimator(referenceView: reference))
    }

    func testGravityAcceleratesAt1000PointsPerSecondSquared() async {
        let (_, box, animator) = makeScene()
        animator.addBehavior(UIGravityBehavior(items: [box]))
        XCTAssertTrue(animator.isRunning)
        clock.advanceFrames(30)  // half a second
        XCTAssertEqual(box.center.y - 50, 0.5 * 1000 * 0.25, accuracy: 6, "½ g t²")
        XCTAssertEqual(box.center.x, 200, "straight down")
        XCTAssertEqual(animator.elapsedTime, 0.5, accuracy: 1e-9)
    }

    func testCollisionWithTheReferenceBoundsStopsTheFall_andTheAnimatorPauses() async {
        let (reference, box, animator) = makeScene()
        let delegate = Pauses()
        animator.delegate = delegate
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let gravity = UIGravityBehavior(items: [box])
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        clock.advanceFrames(120)
        XCTAssertEqual(box.frame.maxY, 800, accuracy: 0.01, "resting on the bottom edge")
        animator.removeBehavior(gravity)
        clock.advanceFrames(10)
        XCTAssertFalse(animator.isRunning, "nothing moves and nothing pushes")
        XCTAssertEqual(delegate.paused, 1)
        animator.addBehavior(gravity)
        XCTAssertTrue(animator.isRunning, "a new behaviour resumes it")
        _ = reference  // the animator holds its reference view weakly, as on iOS
    }

    func testAnElasticItemBounces() async {
        let (reference, box, animator) = makeScene()
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [box])
        properties.elasticity = 0.8
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        var lowest: CGFloat = 0, rose = false
        for _ in 0..<90 {
            clock.advanceFrames(1)
            if box.center.y < lowest - 1 { rose = true }
            lowest = max(lowest, box.center.y)
        }
        XCTAssertTrue(rose, "it left the floor again after touching it")
        XCTAssertLessThanOrEqual(lowest, 750.01, "never through the floor")
        _ = reference
    }

    func testSnapSettlesOnItsPoint() async {
        let (_, box, animator) = makeScene()
        animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 300, y: 500)))
        clock.advanceFrames(180)
        XCTAssertEqual(box.center.x, 300, accuracy: 0.5)
        XCTAssertEqual(box.center.y, 500, accuracy: 0.5)
    }

    func testASpringReturnsToItsAnchor_aRodKeepsItsLength() async {
        let (reference, box, animator) = makeScene()
        let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 200, y: 50))
        XCTAssertEqual(spring.length, 0, "the distance when made")
        spring.frequency = 1.5
        spring.damping = 0.7
        animator.addBehavior(spring)
        box.center = CGPoint(x: 300, y: 50)
        animator.updateItem(usingCurrentState: box)
        clock.advanceFrames(15)
        XCTAssertLessThan(box.center.x, 290, "pulled back")
        clock.advanceFrames(240)
        XCTAssertEqual(box.center.x, 200, accuracy: 1)

        let bob = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        bob.center = CGPoint(x: 300, y: 200)
        reference.addSubview(bob)
        let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 200, y: 200))
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        var lowest: CGFloat = 0
        for _ in 0..<30 {
            clock.advanceFrames(2)
            XCTAssertEqual(
                hypot(bob.center.x - 200, bob.center.y - 200), 100, accuracy: 0.5, "a pendulum keeps its length")
            lowest = max(lowest, bob.center.y)
        }
        XCTAssertGreaterThan(
            lowest, 295, "and swings through the bottom (a quarter period, 0.5 s for 100 pt at 1,000 pt/s²)")
        XCTAssertLessThan(bob.center.x, 120, "and up the other side")
    }

    func testAnInstantaneousPushGivesA100By100Item100PointsPerSecond_once() async {
        let (_, box, animator) = makeScene()
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let properties = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(properties)
        animator.addBehavior(push)
        clock.advanceFrames(60)
        XCTAssertEqual(properties.linearVelocity(for: box).x, 100, accuracy: 0.01)
        XCTAssertEqual(box.center.x - 200, 100, accuracy: 1, "one second at 100 points/s")
        XCTAssertFalse(push.active, "an instantaneous push turns itself off")
    }

    /// A layout that lets the animator hold its attributes, in the style of bouncy flow layouts.
    final class SpringyLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
        override func prepare() {
            super.prepare()
            guard animator.behaviors.isEmpty, let view = collectionView,
                let items = super.layoutAttributesForElements(
                    in: CGRect(origin: .zero, size: collectionViewContentSize).union(view.bounds))
            else { return }
            for item in items {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.frequency = 1.5
                spring.damping = 0.7
                animator.addBehavior(spring)
            }
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemBlue
            return cell
        }
    }

    func testALayoutsAnimatorAnswersItsAttributes_atRestWhereTheFlowLayoutPutThem() async throws {
        clock.runsTimers = true
        let layout = SpringyLayout()
        layout.itemSize = CGSize(width: 300, height: 60)
        let source = Source()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        XCTAssertEqual(layout.animator.items(in: view.bounds).count, 6)
        let second = try XCTUnwrap(layout.animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(second.frame, CGRect(x: 10, y: 70, width: 300, height: 60))
        clock.advanceFrames(30)
        view.layoutIfNeeded()
        XCTAssertEqual(view.visibleCells.count, 6)
        XCTAssertEqual(
            view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY ?? 0, 70, accuracy: 0.01,
            "springs at rest hold the items still")
        _ = source
    }
}
