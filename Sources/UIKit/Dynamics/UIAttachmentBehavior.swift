import Foundation

/// Ties an item to an anchor point or to another item (Apple, UIAttachmentBehavior
/// documentation). `length` is the distance kept, the distance at creation by default. With
/// `frequency` 0 (the default) the attachment is rigid, a rod; with a frequency (Hz) it is a
/// spring oscillating at that frequency, its `damping` (0…1, the damping ratio) slowing it.
/// Attachment points are the items' centres plus the offsets (ViewLab does not rotate items).
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment ties the item to.
    public enum AttachmentType: Int, Sendable {
        case items = 0, anchor
    }

    open private(set) var items: [UIDynamicItem]
    open private(set) var attachedBehaviorType: AttachmentType
    /// Where the item is tied to (for `.anchor`).
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.resume() } }
    /// The distance kept between the attachment points.
    open var length: CGFloat { didSet { dynamicAnimator?.resume() } }
    /// The spring's damping ratio (0…1).
    open var damping: CGFloat = 0
    /// The spring's frequency in Hz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0
    private let offsets: (CGVector, CGVector)

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        offsets = (CGVector(dx: offset.horizontal, dy: offset.vertical), .zero)
        let at = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = hypot(at.x - point.x, at.y - point.y)
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        offsets = (
            CGVector(dx: offset1.horizontal, dy: offset1.vertical),
            CGVector(dx: offset2.horizontal, dy: offset2.vertical)
        )
        length = hypot(
            item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
            item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The two ends: the first item's point and the anchor or the second item's point, with the
    /// second end's body (nil for an anchor).
    private func ends(in world: DynamicWorld) -> (DynamicWorld.Body, CGPoint, DynamicWorld.Body?, CGPoint) {
        let first = world.body(items[0])
        let a = CGPoint(x: first.position.x + offsets.0.dx, y: first.position.y + offsets.0.dy)
        guard items.count > 1 else { return (first, a, nil, anchorPoint) }
        let second = world.body(items[1])
        return (first, a, second, CGPoint(x: second.position.x + offsets.1.dx, y: second.position.y + offsets.1.dy))
    }

    /// A spring: Hooke's force towards `length` plus damping along the line, with the spring's
    /// constant set by the frequency and the (reduced) mass.
    override func applyForces(in world: DynamicWorld) {
        guard frequency > 0 else { return }
        let (first, a, second, b) = ends(in: world)
        let dx = a.x - b.x, dy = a.y - b.y, distance = max(hypot(dx, dy), 0.0001)
        let (nx, ny) = (dx / distance, dy / distance)
        let mass = second.map { first.mass * $0.mass / (first.mass + $0.mass) } ?? first.mass
        let omega = 2 * .pi * frequency
        let relative = CGVector(
            dx: first.velocity.dx - (second?.velocity.dx ?? 0), dy: first.velocity.dy - (second?.velocity.dy ?? 0))
        let along = relative.dx * nx + relative.dy * ny
        let magnitude = -mass * omega * omega * (distance - length) - 2 * damping * mass * omega * along
        first.force.dx += magnitude * nx
        first.force.dy += magnitude * ny
        second?.force.dx -= magnitude * nx
        second?.force.dy -= magnitude * ny
    }

    /// A rod: the ends are put back at `length`, and the velocity along the rod is removed.
    override func applyConstraints(in world: DynamicWorld) {
        guard frequency <= 0 else { return }
        let (first, a, second, b) = ends(in: world)
        let dx = a.x - b.x, dy = a.y - b.y, distance = hypot(dx, dy)
        guard distance > 0.0001 else { return }
        let (nx, ny) = (dx / distance, dy / distance), error = distance - length
        let share: CGFloat = second == nil || second!.isAnchored ? 1 : (first.isAnchored ? 0 : 0.5)
        first.position.x -= error * nx * share
        first.position.y -= error * ny * share
        if let second, !second.isAnchored {
            second.position.x += error * nx * (1 - share)
            second.position.y += error * ny * (1 - share)
        }
        let relative = CGVector(
            dx: first.velocity.dx - (second?.velocity.dx ?? 0), dy: first.velocity.dy - (second?.velocity.dy ?? 0))
        let along = relative.dx * nx + relative.dy * ny
        first.velocity.dx -= along * nx * share
        first.velocity.dy -= along * ny * share
        second?.velocity.dx += along * nx * (1 - share)
        second?.velocity.dy += along * ny * (1 - share)
    }
}
