import Foundation

/// Pulls its items in a direction (Apple, UIGravityBehavior documentation): `gravityDirection`
/// (0, 1) by default, where a magnitude of 1.0 is an acceleration of 1,000 points/s², the same for
/// every item whatever its mass.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    open private(set) var items: [UIDynamicItem]
    /// Direction and strength: (0, 1) pulls down at 1,000 points/s².
    open var gravityDirection = CGVector(dx: 0, dy: 1)

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) { items.append(item); dynamicAnimator?.resume() }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// The direction's angle in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length: 1.0 is 1,000 points/s².
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { items }
    override var isContinuous: Bool { magnitude > 0 }

    override func applyForces(in world: DynamicWorld) {
        for item in items {
            let body = world.body(item)
            body.force.dx += gravityDirection.dx * 1000 * body.mass
            body.force.dy += gravityDirection.dy * 1000 * body.mass
        }
    }
}
