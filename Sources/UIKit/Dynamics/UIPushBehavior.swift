import Foundation

/// Pushes its items, once or continuously (Apple, UIPushBehavior documentation): a force of
/// magnitude 1.0 accelerates a 100 × 100 point item of density 1 by 100 points/s²; an
/// instantaneous push changes its velocity by 100 points/s once, then turns itself off (`active`
/// becomes false).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the push acts once (an impulse) or all the time (a force).
    public enum Mode: Int, Sendable {
        case continuous = 0, instantaneous
    }

    open private(set) var items: [UIDynamicItem]
    open private(set) var mode: Mode
    /// Whether the push acts; an instantaneous push sets it to false once applied.
    open var active = true { didSet { if active { dynamicAnimator?.resume() } } }
    /// Direction and strength of the push.
    open var pushDirection = CGVector.zero

    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [UIDynamicItem] { items }
    override var isContinuous: Bool { active && mode == .continuous && magnitude > 0 }

    override func applyForces(in world: DynamicWorld) {
        guard active else { return }
        for item in items {
            let body = world.body(item)
            switch mode {
            case .continuous:
                body.force.dx += pushDirection.dx * 100
                body.force.dy += pushDirection.dy * 100
            case .instantaneous:
                body.velocity.dx += pushDirection.dx * 100 / body.mass
                body.velocity.dy += pushDirection.dy * 100 / body.mass
            }
        }
        if mode == .instantaneous { active = false }
    }
}
