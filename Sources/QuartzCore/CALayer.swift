import CoreGraphics

/// An object that manages image-based content: geometry, appearance and a tree of sublayers.
open class CALayer {
    // MARK: - Geometry

    /// The layer's bounds rectangle in its own coordinate space.
    open var bounds: CGRect = .zero
    /// The position of the anchor point in the superlayer's coordinate space.
    open var position: CGPoint = .zero
    /// The point of `bounds`, in unit coordinates, that `position` refers to (default 0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The layer's frame in the superlayer's coordinate space, derived from bounds, position and
    /// anchor point.
    open var frame: CGRect {
        get {
            CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                   width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    // MARK: - Appearance

    open var backgroundColor: CGColor?
    open var isHidden = false
    /// Group opacity, 0…1.
    open var opacity: Float = 1
    /// The layer's content image, drawn to fill its bounds.
    open var contents: CGImage?

    // MARK: - Tree

    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?
    open weak var delegate: CALayerDelegate?

    public init() {}

    open func addSublayer(_ layer: CALayer) {
        precondition(layer !== self, "a layer cannot be added to itself")
        layer.removeFromSuperlayer()
        layer.superlayer = self
        sublayers = (sublayers ?? []) + [layer]
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    // MARK: - Drawing

    /// Draws the layer's own content; the default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space.
    open func render(in ctx: CGContext) {
        renderTemporaryForView(in: ctx)  // TEMPORARY (branch `view`): see CALayer+TemporaryForView.swift
    }
}
