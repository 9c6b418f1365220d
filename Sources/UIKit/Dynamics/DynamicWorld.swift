import Foundation

/// ViewLab: one step of UIKit Dynamics — the bodies of the animator's items (position, velocity,
/// the forces of this step) and the step's length. Behaviours add forces (`applyForces`), the
/// world integrates them (semi-implicit Euler), then behaviours correct positions
/// (`applyConstraints`).
///
/// Mass follows Apple's units: an item's mass is its `density` (1 by default) times its area over
/// 100 × 100 points, so a force of magnitude 1.0 (UIKit's "newton": 100 points/s² on a 100 × 100
/// item of density 1) accelerates a 100 × 100 item by 100 points/s² (UIPushBehavior documentation).
@MainActor
final class DynamicWorld {
    /// The state of one item.
    @MainActor final class Body {
        let item: UIDynamicItem
        var position: CGPoint
        var velocity = CGVector.zero
        var force = CGVector.zero
        /// Properties from the `UIDynamicItemBehavior`s that name the item.
        var density: CGFloat = 1, elasticity: CGFloat = 0, friction: CGFloat = 0, resistance: CGFloat = 0
        var isAnchored = false

        init(item: UIDynamicItem) {
            self.item = item
            position = item.center
        }

        /// Density × area / (100 × 100 pt²), never zero.
        var mass: CGFloat { max(density * item.bounds.width * item.bounds.height / 10_000, 0.0001) }
        /// Half the item's size (its collision box around `position`).
        var halfSize: CGSize { CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2) }
    }

    private(set) var bodies: [ObjectIdentifier: Body] = [:]
    /// The length of the step in seconds.
    var step: CGFloat = 1 / 240
    /// The reference bounds (the reference view's bounds, or the collection view's content).
    var referenceBounds: CGRect = .zero

    /// The body of `item`, made on first use from its current centre.
    func body(_ item: UIDynamicItem) -> Body {
        let key = ObjectIdentifier(item)
        if let body = bodies[key] { return body }
        let body = Body(item: item)
        bodies[key] = body
        return body
    }

    /// Drops bodies of items no behaviour names any more.
    func keep(only items: [UIDynamicItem]) {
        let kept = Set(items.map(ObjectIdentifier.init))
        bodies = bodies.filter { kept.contains($0.key) }
    }

    /// Re-reads the centre of `item` (the animator's `updateItem(usingCurrentState:)`).
    func reread(_ item: UIDynamicItem) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        body.position = item.center
    }

    /// Applies the step's forces: velocities change by force / mass, resistance slows them, and
    /// positions move by the new velocities. Anchored bodies stay where they are.
    func integrate() {
        for body in bodies.values {
            defer { body.force = .zero }
            guard !body.isAnchored else { body.velocity = .zero; continue }
            let mass = body.mass
            body.velocity.dx += body.force.dx / mass * step
            body.velocity.dy += body.force.dy / mass * step
            let slowing = max(0, 1 - body.resistance * step)
            body.velocity.dx *= slowing
            body.velocity.dy *= slowing
            body.position.x += body.velocity.dx * step
            body.position.y += body.velocity.dy * step
        }
    }

    /// The fastest body's speed, in points per second.
    var fastestSpeed: CGFloat { bodies.values.map { hypot($0.velocity.dx, $0.velocity.dy) }.max() ?? 0 }
}
