import CoreGraphics
import Foundation

/// Frame derivation, coordinate conversion and hit testing. A layer's point `p` maps into its
/// superlayer's space as: `p − (bounds.origin + anchorPoint × bounds.size)`, then `transform`
/// (affine part), then `+ position`, then the superlayer's `sublayerTransform` about the
/// superlayer's anchor point.
extension CALayer {
    // MARK: - Frame

    /// What `frame` reads and writes (`CALayer.frame`, overridable, is declared in the class).
    var frameImpl: CGRect {
        get { bounds.applying(placementTransform) }
        set {
            let f = newValue.standardized
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else {
                return CALayer.report("frame: \(newValue) is not finite; ignored")
            }
            notifyingObservers(ofKey: "frame") {
                bounds.size = f.size
                position = CGPoint(x: f.minX + f.width * anchorPoint.x, y: f.minY + f.height * anchorPoint.y)
            }
        }
    }

    /// The affine part of `transform`.
    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets `transform` from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: - Transforms between spaces

    /// The anchor point in the layer's own (bounds) coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Layer space → superlayer space, without the superlayer's `sublayerTransform`.
    var placementTransform: CGAffineTransform {
        let a = anchorInBounds
        return CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// What the superlayer applies to all its sublayers: `sublayerTransform` about its anchor point.
    var sublayerPlacement: CGAffineTransform {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return .identity }
        let a = anchorInBounds
        return CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CATransform3DGetAffineTransform(sublayerTransform))
            .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }

    /// Layer space → superlayer space, including the superlayer's `sublayerTransform`. A mask maps
    /// into the space of the layer it masks.
    var toParentTransform: CGAffineTransform {
        guard let parent = superlayer else { return placementTransform }
        return placementTransform.concatenating(parent.sublayerPlacement)
    }

    /// Layer space → the space of the root of its tree.
    var toRootTransform: CGAffineTransform {
        var m = CGAffineTransform.identity
        var node: CALayer? = self
        while let current = node, let parent = current.superlayer ?? current.maskOwner {
            m = m.concatenating(current.toParentTransform)
            node = parent
        }
        return m
    }

    // MARK: - Converting

    /// Converts `p` from `layer`'s space (nil: the root of this layer's tree) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        p.applying(transform(from: layer))
    }

    /// Converts `p` from this layer's space to `layer`'s (nil: the root of this layer's tree).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        p.applying(transform(from: layer).inverted())
    }

    /// Converts `r` from `layer`'s space; the result bounds the transformed rectangle.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        r.applying(transform(from: layer))
    }

    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        r.applying(transform(from: layer).inverted())
    }

    private func transform(from layer: CALayer?) -> CGAffineTransform {
        let source = layer?.toRootTransform ?? .identity
        return source.concatenating(toRootTransform.inverted())
    }

    // MARK: - Hit testing

    /// Whether `p` (in this layer's space) is inside `bounds`.
    func containsImpl(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or self) containing `p`, given in the **superlayer's** space.
    /// Hidden layers are skipped; with `masksToBounds` points outside the bounds miss the subtree;
    /// sublayers are tried front to back (reverse drawing order).
    func hitTestImpl(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = p.applying(toParentTransform.inverted())
        if masksToBounds, !contains(local) { return nil }
        for sublayer in sublayersInRenderOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
