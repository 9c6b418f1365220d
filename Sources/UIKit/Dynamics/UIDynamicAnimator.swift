import Foundation

/// Runs UIKit Dynamics: moves the items of its behaviours — views in a reference view, or a
/// collection view layout's attributes — by the physics those behaviours describe, until they
/// come to rest (Apple, UIDynamicAnimator documentation and *UIKit Dynamics Catalog*).
///
/// ViewLab steps the simulation on the display's clock: 60 times a second through a repeating
/// timer, which in the shell and in exports runs on the **media clock** (`CAMediaClock`), so
/// `:step`, `:play` and `export --time 1` show the items where one second of physics put them,
/// the same on every machine (each frame is four steps of 1/240 s, semi-implicit Euler). Items
/// move by their centres; ViewLab does not rotate them (angular velocity and `allowsRotation` are
/// kept, not simulated) and does not collide items with each other (see `UICollisionBehavior`).
/// The animator pauses once every item is at rest and no behaviour keeps pushing
/// (`isRunning`, the delegate's `dynamicAnimatorDidPause`), and resumes when a behaviour is added
/// or changed. An animator for a collection view layout invalidates the layout after every step,
/// so the layout's `layoutAttributesForElements(in:)` can answer with `items(in:)`.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate space the items move in (its bounds are the collision bounds).
    open private(set) weak var referenceView: UIView?
    private weak var layout: UICollectionViewLayout?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the simulation is moving items.
    open private(set) var isRunning = false
    /// The seconds of simulation run so far.
    open private(set) var elapsedTime: TimeInterval = 0
    /// The bodies of the items (positions, velocities).
    let world = DynamicWorld()
    private var timer: Timer?
    private var restingSteps = 0

    public override init() { super.init() }

    /// An animator moving views in `view`'s coordinate space.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator moving a collection view layout's attributes (in the collection view's content).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    // MARK: - Behaviours

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        for part in behavior.flattened { part.dynamicAnimator = self }
        resume()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.removeAll { $0 === behavior }
        for part in behavior.flattened { part.dynamicAnimator = nil }
        world.keep(only: allItems)
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    // MARK: - Items

    /// Every item of every behaviour, once each, in the order behaviours name them.
    private var allItems: [UIDynamicItem] {
        var seen: Set<ObjectIdentifier> = [], result: [UIDynamicItem] = []
        for behavior in behaviors.flatMap(\.flattened) {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted { result.append(item) }
        }
        return result
    }

    /// The items whose frames (centre and bounds) meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        allItems.filter { item in
            let size = item.bounds.size
            return CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                height: size.height
            ).intersects(rect)
        }
    }

    /// Reads the item's current centre again (it was moved from outside the animator).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        world.reread(item)
        resume()
    }

    /// The attributes of the cell at `indexPath` among the items, for an animator of a layout.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.indexPath == indexPath && $0.representedElementCategory == .supplementaryView
                && $0.representedElementKind == kind
        }
    }

    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.indexPath == indexPath && $0.representedElementCategory == .decorationView
                && $0.representedElementKind == decorationViewKind
        }
    }

    private func attributes(_ matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes?
    {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: matches)
    }

    // MARK: - Running

    /// Starts stepping (again) if it is not.
    func resume() {
        restingSteps = 0
        guard !isRunning else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        let animator = WeakAnimator(self)
        // The block holds the animator weakly; once it is gone the timer stops itself.
        timer = Timer.viewlabScheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { timer in
            let alive = MainActor.assumeIsolated { () -> Bool in
                guard let live = animator.value else { return false }
                live.advanceFrame()
                return true
            }
            if !alive { timer.invalidate() }
        }
    }

    /// One display frame: four steps of the simulation, then the items are moved.
    func advanceFrame() {
        let items = allItems
        world.keep(only: items)
        world.referenceBounds =
            referenceView?.bounds
            ?? layout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) } ?? .zero
        let parts = behaviors.flatMap(\.flattened)
        for item in items { world.body(item).position = item.center }
        for _ in 0..<4 {
            for behavior in parts { behavior.applyForces(in: world) }
            world.integrate()
            for behavior in parts { behavior.applyConstraints(in: world) }
        }
        for item in items {
            let position = world.body(item).position
            if item.center != position { item.center = position }
        }
        elapsedTime += 1.0 / 60
        for behavior in parts { behavior.action?() }
        layout?.invalidateLayout()
        let moving = world.fastestSpeed > 0.5 || parts.contains(where: \.isContinuous) && !items.isEmpty
        restingSteps = moving ? 0 : restingSteps + 1
        if restingSteps >= 3 || items.isEmpty { pause() }
    }

    private func pause() {
        timer?.invalidate()
        timer = nil
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// The animator, weakly, for the timer's block.
    private final class WeakAnimator: @unchecked Sendable {
        weak var value: UIDynamicAnimator?
        init(_ value: UIDynamicAnimator) { self.value = value }
    }
}
