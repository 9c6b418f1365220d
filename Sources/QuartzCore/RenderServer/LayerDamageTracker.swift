@_spi(ViewLab) import CoreGraphics
import Foundation

/// ViewLab SPI: finds the device rectangles of a layer tree that changed since the last frame, so
/// that a renderer can re-composite only those (see `LayerCompositor.render(_:in:damage:)`).
///
/// Each frame, every layer that draws is recorded with its `changeCount`, its device transform,
/// the opacity it inherits, its place among its superlayer's sublayers and the device rectangle it
/// can draw into (its bounds and own content, grown by its shadow's reach; the whole subtree's for
/// layers whose pixels depend on their subtree: alpha shadows and masks). A layer whose record
/// differs from the last frame's damages its old and its new rectangle; a layer that stopped or
/// started drawing damages its old or its new one.
///
/// With a presentation time (what a `Stage` draws: the presentation tree, Core Animation's "Layer
/// Trees Reflect Different Aspects of the Animation State"), a layer is recorded as its
/// presentation at that time: an animated layer's rectangle, transform and opacity are the ones on
/// screen, and its record never equals the last one (its pixels change with the time, not with its
/// properties), so it damages where it was and where it is every frame while it has animations.
/// Its sublayers follow its presentation transform and opacity. A change under a layer with an
/// alpha shadow also changes that shadow around it: every rectangle is grown by the reach of the
/// alpha shadows above it (blur, its low-resolution grid, offset). A mask or replicator whose
/// subtree animates damages its whole rectangle; a tree with a transition running or a layer that
/// draws differently over time by itself (an emitter) has no bounded damage: nil, a whole frame.
///
/// `subtreeRects` (after `damage`) bounds every recorded layer's subtree on screen, shadows
/// included, so a compositor can skip layers that cannot reach a damaged rectangle.
@_spi(ViewLab) public final class LayerDamageTracker {
    private struct Record {
        /// Kept alive so that its identity cannot be reused by a new layer.
        let layer: CALayer
        let changeCount: UInt64
        /// `subtreeChangeCount` for layers whose pixels depend on their subtree, else 0.
        let effectsVersion: UInt64
        let transform: CGAffineTransform
        let alpha: Double
        let parent: ObjectIdentifier?
        let index: Int
        let rect: CGRect
        /// Device pixels a change of this layer's pixels reaches through the alpha shadows above it.
        let growth: CGFloat
        /// The alpha-shadowed layers above it whose shadow a change of this layer moves (those
        /// whose opaque interior does not hold its rectangle).
        let movesShadows: [ObjectIdentifier]
        /// Animated at the presentation time: drawn differently every frame.
        let varies: Bool

        func drawsTheSame(as other: Record) -> Bool {
            !varies && !other.varies && changeCount == other.changeCount && effectsVersion == other.effectsVersion
                && transform == other.transform && alpha == other.alpha && parent == other.parent
                && index == other.index
                && rect == other.rect
        }

        /// Whether pixman steps along device rows from where a drawing starts to draw the layer's
        /// own pixels: a gradient (but one with one colour per row).
        var stepsAlongRows: Bool {
            guard let gradient = layer as? CAGradientLayer else { return false }
            return !gradient.isConstantAlongRows(under: transform)
        }

        /// The rectangle whose pixels a change of this layer can change.
        var damagedRect: CGRect {
            rect.isInfinite || growth <= 0 ? rect : rect.insetBy(dx: -growth, dy: -growth).integral
        }
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var hasFrame = false
    /// This tracker's number, and how many frames it has recorded.
    private let serial = LayerDamageTracker.nextSerial()
    private var frameNumber: UInt64 = 0
    /// The alpha-shadowed layers recorded in the current frame.
    private var alphaShadowed: Set<ObjectIdentifier> = []
    /// Set while recording when the tree's damage cannot be bounded (a whole frame is needed).
    private var unbounded = false
    /// The device rectangle each recorded layer's subtree can draw into in the last frame recorded
    /// (layers under a replicator, drawn again elsewhere, have none).
    @_spi(ViewLab) public private(set) var subtreeRects: [ObjectIdentifier: CGRect] = [:]
    /// After `damage`: the alpha-shadowed layers whose shadow is the last frame's (none after a
    /// whole frame), for the compositor to keep their blurred shadows.
    @_spi(ViewLab) public private(set) var unchangedAlphaShadows: UnchangedAlphaShadows?

    public init() {}

    // trackers are made and used on the rendering (main) thread
    nonisolated(unsafe) private static var serials: UInt64 = 0
    private static func nextSerial() -> UInt64 {
        serials += 1
        return serials
    }

    /// Forgets the last frame (the next `damage` is nil).
    public func reset() {
        records = [:]
        subtreeRects = [:]
        hasFrame = false
        unchangedAlphaShadows = nil
    }

    /// Commits pending work (as `render(in:)` does), records the tree of `root` drawn with
    /// `transform` (its own space → device pixels) — its presentation at `presentationTime` when
    /// given, else the model tree — and returns the device rectangles (whole pixels) that changed
    /// since the last call: empty when nothing did, nil when there was no last frame or the damage
    /// cannot be bounded (then the next call is nil too, and the frame must be drawn whole).
    public func damage(of root: CALayer, transform: CGAffineTransform, presentationTime: CFTimeInterval? = nil)
        -> [CGRect]?
    {
        CATransaction.commitImplicitTransaction()
        CALayer.commitRenderTree { root.prepareForRendering() }
        var current: [ObjectIdentifier: Record] = [:]
        var extents: [ObjectIdentifier: CGRect] = [:]
        unbounded = false
        alphaShadowed = []
        frameNumber += 1
        unchangedAlphaShadows = UnchangedAlphaShadows(tracker: serial, frame: frameNumber, layers: [])
        record(
            root, shown: presentationTime.map { root.compositingCopy(atMediaTime: $0) } ?? root, transform: transform,
            alpha: 1,
            parent: nil, index: 0, scopes: [], time: presentationTime, cullable: true, into: &current, extents: &extents
        )
        if unbounded {
            reset()
            return nil
        }
        defer { (records, subtreeRects, hasFrame) = (current, extents, true) }
        guard hasFrame else { return nil }
        var damaged: [CGRect] = []
        // Alpha-shadowed layers whose shadow a change moved (or that changed themselves).
        var moved: Set<ObjectIdentifier> = []
        for (id, new) in current {
            if let old = records[id] {
                if !old.drawsTheSame(as: new) {
                    damaged += [old.damagedRect, new.damagedRect]
                    moved.formUnion(old.movesShadows + new.movesShadows + [id])
                }
            } else {
                damaged.append(new.damagedRect)
                moved.formUnion(new.movesShadows + [id])
            }
        }
        for (id, old) in records where current[id] == nil {
            damaged.append(old.damagedRect)
            moved.formUnion(old.movesShadows)
        }
        unchangedAlphaShadows = UnchangedAlphaShadows(
            tracker: serial, frame: frameNumber,
            layers: alphaShadowed.filter { records[$0] != nil && !moved.contains($0) })
        let steppers = current.values.filter(\.stepsAlongRows).map(\.rect)
        let images = current.values.filter { $0.layer.contentsImage != nil }.map(\.rect)
        return Self.simplified(damaged.filter { !$0.isEmpty }.map { Self.covering(rows: steppers, whole: images, $0) })
    }

    /// `rect` grown until it takes in the rows of every gradient it touches across their width
    /// (`coveringRows`) and every image it touches whole (`coveringWhole`).
    private static func covering(rows steppers: [CGRect], whole images: [CGRect], _ rect: CGRect) -> CGRect {
        var rect = rect
        while true {
            let grown = coveringWhole(images, coveringRows(steppers, rect))
            if grown == rect { return rect }
            rect = grown
        }
    }

    /// `rect` grown sideways to take in the whole width of every gradient it touches
    /// (`steppers`), repeatedly. Pixman draws a gradient by stepping its colour along each
    /// scanline from where the span starts, so one redrawn from the left edge of a damaged
    /// rectangle can differ by a level from the same pixels drawn from its own edge in a whole
    /// frame. Rows are independent (each scanline starts its steps afresh), so only the rows the
    /// damage covers are redrawn, across the gradient's whole width.
    private static func coveringRows(_ steppers: [CGRect], _ rect: CGRect) -> CGRect {
        var rect = rect
        while let touched = steppers.first(where: {
            !$0.isInfinite && $0.intersects(rect) && (rect.minX > $0.minX || rect.maxX < $0.maxX)
        }) {
            rect = rect.union(CGRect(x: touched.minX, y: rect.minY, width: touched.width, height: rect.height))
        }
        return rect
    }

    /// `rect` grown to take in whole every `contents` image it touches, repeatedly: a scaled image
    /// is sampled from where the drawing starts in both directions (its filter reads the rows
    /// around each one), so unlike a gradient it is only the same when drawn whole.
    private static func coveringWhole(_ images: [CGRect], _ rect: CGRect) -> CGRect {
        var rect = rect
        while let touched = images.first(where: { !$0.isInfinite && $0.intersects(rect) && !rect.contains($0) }) {
            rect = rect.union(touched)
        }
        return rect
    }

    // MARK: - Recording

    /// Records `model`, drawn as `shown` (its presentation at `time`, when given), and its subtree;
    /// returns the device rectangle the subtree can draw into (null when it draws nothing).
    @discardableResult
    private func record(
        _ model: CALayer, shown layer: CALayer, transform: CGAffineTransform, alpha: Double, parent: ObjectIdentifier?,
        index: Int,
        scopes: [ShadowScope], time: CFTimeInterval?, cullable: Bool,
        into records: inout [ObjectIdentifier: Record], extents: inout [ObjectIdentifier: CGRect]
    ) -> CGRect {
        if time != nil, model.drawsDifferentlyOverTime() || model.hasTransition { unbounded = true }
        let opacity = Double(layer.opacity.isNaN ? 1 : min(max(layer.opacity, 0), 1))
        guard !layer.isHidden, alpha * opacity > 0 else { return .null }
        // A replicator draws its sublayers again elsewhere: a change inside moves pixels of the copies.
        let alphaShadow = layer.hasVisibleShadow && layer.shadowPath == nil
        let dependsOnSubtree = alphaShadow || layer.mask != nil || layer is CAReplicatorLayer
        var extent = dependsOnSubtree ? LayerCompositor.subtreeExtent(of: layer) : Self.ownExtent(of: layer)
        if layer.hasVisibleShadow {
            let margin = LayerCompositor.shadowMargin(of: layer)
            extent = extent.insetBy(dx: -margin, dy: -margin)
        }
        let rect = Self.deviceRect(extent, transform)
        let id = ObjectIdentifier(model)
        // Pixels that depend on a subtree with animations (a mask's, a replicator's copies) change
        // with the time as a whole.
        let varies =
            time != nil
            && (!model.animationStore.isEmpty || model.storedMask?.subtreeHasAnimations == true
                || (model is CAReplicatorLayer && model.subtreeHasAnimations))
        // A change inside the opaque interior of an alpha-shadowed layer above leaves its shadow.
        let moves = scopes.filter { !$0.interior.contains(rect) }
        records[id] = Record(
            layer: model, changeCount: model.changeCount,
            effectsVersion: dependsOnSubtree ? model.subtreeChangeCount : 0,
            transform: transform, alpha: alpha * opacity, parent: parent, index: index, rect: rect,
            growth: moves.reduce(0) { $0 + $1.reach }, movesShadows: moves.map(\.id), varies: varies)
        let shared = layer.sublayerPlacement
        var innerScopes = scopes
        if alphaShadow {
            // Under a replicator the subtree is drawn again at other moments: no shadow is kept.
            if cullable { alphaShadowed.insert(id) }
            let interior =
                alpha * opacity == 1
                ? Self.opaqueInterior(of: layer, transform: transform, time: time) : OpaqueInterior()
            innerScopes.append(
                ShadowScope(id: id, reach: Self.alphaShadowReach(of: layer, transform: transform), interior: interior))
        }
        var subtree = rect
        for (i, sublayer) in layer.sublayersInRenderOrder.enumerated() {
            let shown = time.map { sublayer.compositingCopy(atMediaTime: $0) } ?? sublayer
            let inner = record(
                sublayer, shown: shown,
                transform: shown.placementTransform.concatenating(shared).concatenating(transform),
                alpha: alpha * opacity,
                parent: id, index: i, scopes: innerScopes, time: time,
                cullable: cullable && !(layer is CAReplicatorLayer),
                into: &records, extents: &extents)
            subtree = subtree.union(inner)
        }
        if cullable { extents[id] = subtree }
        return subtree
    }

    /// How far (device pixels) a change of the pixels under `layer` moves its alpha shadow: the
    /// blur's reach on its low-resolution grid (`AlphaBlur.blurredAlpha`: a changed pixel changes
    /// its `factor`-pixel block, the blur spreads that over `reach` blocks, and the bitmap is drawn
    /// scaled up with bilinear filtering, one more block each side), plus the offset.
    static func alphaShadowReach(of layer: CALayer, transform t: CGAffineTransform) -> CGFloat {
        let radius = layer.shadowRadius.isFinite ? max(Double(layer.shadowRadius), 0) : 0
        let scale = abs(Double(t.a * t.d - t.b * t.c)).squareRoot()
        let sigma = radius * LayerCompositor.shadowSigmaPerRadius * scale
        // Either side of a factor boundary (the compositor computes σ from its own CTM).
        let reach =
            [sigma * 0.999, sigma, sigma * 1.001].map { sigma -> Double in
                let factor = AlphaBlur.downscaleFactor(sigma: sigma)
                return Double((AlphaBlur.reach(sigma: sigma / Double(factor)) + 2) * factor)
            }.max() ?? 0
        let o = layer.shadowOffset
        let ow = o.width.isFinite ? Double(o.width) : 0, oh = o.height.isFinite ? Double(o.height) : 0
        let dx = Double(t.a) * ow + Double(t.c) * oh, dy = Double(t.b) * ow + Double(t.d) * oh
        let total = reach + (dx * dx + dy * dy).squareRoot() + 2
        return total.isFinite && total < 1e7 ? CGFloat(total.rounded(.up)) : 1e7
    }

    /// Bounds and own content (a shape's stroke, `contents` placed beyond the bounds), in the layer's space.
    private static func ownExtent(of layer: CALayer) -> CGRect {
        var extent = layer.bounds.standardized
        if let own = layer.ownContentExtent() { extent = extent.union(own) }
        if let image = layer.contentsImage, !layer.masksToBounds {
            let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            if layer.contentsGravity == .resizeAspectFill
                || layer.contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1)
            {
                return .infinite
            }
            if size.width > extent.width || size.height > extent.height {
                extent = extent.insetBy(dx: -size.width, dy: -size.height)
            }
        }
        return extent
    }

    /// The device rectangle of `extent`, one pixel larger (antialiasing, rounding); infinite when
    /// it cannot be computed.
    private static func deviceRect(_ extent: CGRect, _ transform: CGAffineTransform) -> CGRect {
        guard !extent.isNull, !extent.isInfinite else { return .infinite }
        let rect = extent.applying(transform)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
            abs(rect.minX) < 1e9, abs(rect.minY) < 1e9, abs(rect.maxX) < 1e9, abs(rect.maxY) < 1e9
        else { return .infinite }
        return rect.insetBy(dx: -1, dy: -1).integral
    }

    /// Merges overlapping rectangles; more than `limit` become their bounding box.
    private static func simplified(_ rects: [CGRect], limit: Int = 16) -> [CGRect] {
        if rects.contains(where: \.isInfinite) { return [.infinite] }
        var merged: [CGRect] = []
        for rect in rects {
            var rect = rect
            while let i = merged.firstIndex(where: { $0.intersects(rect) }) { rect = rect.union(merged.remove(at: i)) }
            merged.append(rect)
        }
        if merged.count > limit { return [merged.reduce(CGRect.null) { $0.union($1) }] }
        return merged
    }
}
