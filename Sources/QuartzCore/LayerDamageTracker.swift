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

        func drawsTheSame(as other: Record) -> Bool {
            changeCount == other.changeCount && effectsVersion == other.effectsVersion && transform == other.transform
                && alpha == other.alpha && parent == other.parent && index == other.index && rect == other.rect
        }
    }

    private var records: [ObjectIdentifier: Record] = [:]
    private var hasFrame = false

    public init() {}

    /// Forgets the last frame (the next `damage` is nil).
    public func reset() {
        records = [:]
        hasFrame = false
    }

    /// Commits pending work (as `render(in:)` does), records the tree of `root` drawn with
    /// `transform` (its own space → device pixels) and returns the device rectangles (whole pixels)
    /// that changed since the last call: empty when nothing did, nil when there was no last frame.
    public func damage(of root: CALayer, transform: CGAffineTransform) -> [CGRect]? {
        CATransaction.commitImplicitTransaction()
        root.prepareForRendering()
        var current: [ObjectIdentifier: Record] = [:]
        record(root, transform: transform, alpha: 1, parent: nil, index: 0, into: &current)
        defer { (records, hasFrame) = (current, true) }
        guard hasFrame else { return nil }
        var damaged: [CGRect] = []
        for (id, new) in current {
            if let old = records[id] {
                if !old.drawsTheSame(as: new) { damaged += [old.rect, new.rect] }
            } else {
                damaged.append(new.rect)
            }
        }
        for (id, old) in records where current[id] == nil { damaged.append(old.rect) }
        return Self.simplified(damaged.filter { !$0.isEmpty })
    }

    // MARK: - Recording

    private func record(_ layer: CALayer, transform: CGAffineTransform, alpha: Double, parent: ObjectIdentifier?, index: Int,
                        into records: inout [ObjectIdentifier: Record]) {
        let opacity = Double(layer.opacity.isNaN ? 1 : min(max(layer.opacity, 0), 1))
        guard !layer.isHidden, alpha * opacity > 0 else { return }
        // A replicator draws its sublayers again elsewhere: a change inside moves pixels of the copies.
        let dependsOnSubtree = (layer.hasVisibleShadow && layer.shadowPath == nil) || layer.mask != nil || layer is CAReplicatorLayer
        var extent = dependsOnSubtree ? LayerCompositor.subtreeExtent(of: layer) : Self.ownExtent(of: layer)
        if layer.hasVisibleShadow {
            let margin = LayerCompositor.shadowMargin(of: layer)
            extent = extent.insetBy(dx: -margin, dy: -margin)
        }
        let rect = Self.deviceRect(extent, transform)
        let id = ObjectIdentifier(layer)
        records[id] = Record(layer: layer, changeCount: layer.changeCount, effectsVersion: dependsOnSubtree ? layer.subtreeChangeCount : 0,
                             transform: transform, alpha: alpha * opacity, parent: parent, index: index, rect: rect)
        let shared = layer.sublayerPlacement
        for (i, sublayer) in layer.sublayersInRenderOrder.enumerated() {
            record(sublayer, transform: sublayer.placementTransform.concatenating(shared).concatenating(transform),
                   alpha: alpha * opacity, parent: id, index: i, into: &records)
        }
    }

    /// Bounds and own content (a shape's stroke, `contents` placed beyond the bounds), in the layer's space.
    private static func ownExtent(of layer: CALayer) -> CGRect {
        var extent = layer.bounds.standardized
        if let own = layer.ownContentExtent() { extent = extent.union(own) }
        if let image = layer.contentsImage, !layer.masksToBounds {
            let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            if layer.contentsGravity == .resizeAspectFill || layer.contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
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
              abs(rect.minX) < 1e9, abs(rect.minY) < 1e9, abs(rect.maxX) < 1e9, abs(rect.maxY) < 1e9 else { return .infinite }
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
