import Foundation

/// Physical properties of its items and their velocities (Apple, UIDynamicItemBehavior
/// documentation): `elasticity` (0…1, the share of speed kept in a collision), `friction`,
/// `density` (mass per area, 1 by default), `resistance` (linear damping per second), `isAnchored`
/// (the item does not move, but others collide with it), and linear velocities to add or read.
/// `allowsRotation`, `angularResistance` and angular velocities are kept; ViewLab does not
/// rotate items.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    open private(set) var items: [UIDynamicItem]
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false
    open var allowsRotation = true
    private var addedVelocities: [(UIDynamicItem, CGPoint)] = []
    private var angularVelocities: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (points per second) to the item's, at the next step.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        addedVelocities.append((item, velocity))
        dynamicAnimator?.resume()
    }

    /// The item's velocity in points per second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        let velocity = dynamicAnimator?.world.body(item).velocity ?? .zero
        return CGPoint(x: velocity.dx, y: velocity.dy)
    }

    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        angularVelocities[ObjectIdentifier(item), default: 0] += velocity
    }
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat { angularVelocities[ObjectIdentifier(item)] ?? 0 }

    override var dynamicItems: [UIDynamicItem] { items }

    override func applyForces(in world: DynamicWorld) {
        for item in items {
            let body = world.body(item)
            (body.density, body.elasticity, body.friction) = (
                max(density, 0), min(max(elasticity, 0), 1), max(friction, 0)
            )
            (body.resistance, body.isAnchored) = (max(resistance, 0), isAnchored)
        }
        for (item, velocity) in addedVelocities {
            let body = world.body(item)
            body.velocity.dx += velocity.x
            body.velocity.dy += velocity.y
        }
        addedVelocities = []
    }
}
