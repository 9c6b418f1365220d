import Foundation

/// Keeps its items inside boundaries (Apple, UICollisionBehavior documentation): the reference
/// view's bounds when `translatesReferenceBoundsIntoBoundary` is set (inset with
/// `setTranslatesReferenceBoundsIntoBoundary(with:)`), and lines added with
/// `addBoundary(withIdentifier:from:to:)` (a path's bounding box's edges for
/// `addBoundary(withIdentifier:for:)`). An item that crosses a boundary is put back against it and
/// bounces with its `elasticity` (`UIDynamicItemBehavior`, 0: it stops). ViewLab collides items'
/// bounding boxes with boundaries; items do not collide with each other (`collisionMode` is kept).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: .max)
    }

    open private(set) var items: [UIDynamicItem]
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries: [(identifier: NSCopying, from: CGPoint, to: CGPoint)] = []
    /// Items touching a boundary after the last step (for the delegate's began/ended messages).
    private var contacts: Set<String> = []

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        boundaries.append((identifier, p1, p2))
    }

    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let box = bezierPath.bounds
        for (from, to) in [
            (CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY)),
            (CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY)),
            (CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)),
            (CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.minX, y: box.minY)),
        ] {
            boundaries.append((identifier, from, to))
        }
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { "\($0.identifier)" == "\(identifier)" }
    }

    open func removeAllBoundaries() { boundaries = [] }

    open var boundaryIdentifiers: [NSCopying]? {
        var seen: Set<String> = [], result: [NSCopying] = []
        for boundary in boundaries where seen.insert("\(boundary.identifier)").inserted {
            result.append(boundary.identifier)
        }
        return result
    }

    override var dynamicItems: [UIDynamicItem] { items }

    override func applyConstraints(in world: DynamicWorld) {
        guard collisionMode.contains(.boundaries) else { return }
        var touching: Set<String> = []
        for item in items {
            let body = world.body(item)
            if translatesReferenceBoundsIntoBoundary, keepInside(body, world.referenceBounds.inset(by: referenceInsets))
            {
                touching.insert("\(ObjectIdentifier(item).hashValue) bounds")
                if !contacts.contains("\(ObjectIdentifier(item).hashValue) bounds") {
                    collisionDelegate?.collisionBehavior(
                        self, beganContactFor: item, withBoundaryIdentifier: nil, at: body.position)
                }
            }
            for boundary in boundaries where push(body, outOf: boundary.from, boundary.to) {
                let key = "\(ObjectIdentifier(item).hashValue) \(boundary.identifier)"
                touching.insert(key)
                if !contacts.contains(key) {
                    collisionDelegate?.collisionBehavior(
                        self, beganContactFor: item, withBoundaryIdentifier: boundary.identifier, at: body.position)
                }
            }
        }
        for ended in contacts.subtracting(touching) {
            guard let item = items.first(where: { ended.hasPrefix("\(ObjectIdentifier($0).hashValue) ") }) else {
                continue
            }
            let identifier = boundaries.first { ended.hasSuffix(" \($0.identifier)") }?.identifier
            collisionDelegate?.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
        }
        contacts = touching
    }

    /// Keeps the body's box inside `rect`, bouncing off the sides; whether it touched one.
    private func keepInside(_ body: DynamicWorld.Body, _ rect: CGRect) -> Bool {
        let half = body.halfSize, bounce = body.elasticity
        var touched = false
        if body.position.x - half.width < rect.minX {
            body.position.x = rect.minX + half.width; body.velocity.dx = abs(body.velocity.dx) * bounce; touched = true
        }
        if body.position.x + half.width > rect.maxX {
            body.position.x = rect.maxX - half.width; body.velocity.dx = -abs(body.velocity.dx) * bounce; touched = true
        }
        if body.position.y - half.height < rect.minY {
            body.position.y = rect.minY + half.height; body.velocity.dy = abs(body.velocity.dy) * bounce; touched = true
        }
        if body.position.y + half.height > rect.maxY {
            body.position.y = rect.maxY - half.height; body.velocity.dy = -abs(body.velocity.dy) * bounce;
            touched = true
        }
        return touched
    }

    /// Pushes the body's box back across the line through `a` and `b` to the side its centre is
    /// on, when it overlaps the segment; the velocity into the line bounces with elasticity.
    private func push(_ body: DynamicWorld.Body, outOf a: CGPoint, _ b: CGPoint) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
        guard length > 0 else { return false }
        var (nx, ny) = (-dy / length, dx / length)
        var distance = (body.position.x - a.x) * nx + (body.position.y - a.y) * ny
        if distance < 0 { (nx, ny, distance) = (-nx, -ny, -distance) }
        let along = ((body.position.x - a.x) * dx + (body.position.y - a.y) * dy) / (length * length)
        let half = body.halfSize, reach = abs(nx) * half.width + abs(ny) * half.height
        let extent = (abs(dx) * half.width + abs(dy) * half.height) / (length * length)
        guard distance < reach, along >= -extent, along <= 1 + extent else { return false }
        body.position.x += (reach - distance) * nx
        body.position.y += (reach - distance) * ny
        let into = body.velocity.dx * nx + body.velocity.dy * ny
        if into < 0 {
            body.velocity.dx -= (1 + body.elasticity) * into * nx
            body.velocity.dy -= (1 + body.elasticity) * into * ny
        }
        return true
    }
}
