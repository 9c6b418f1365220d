import CoreGraphics
import QuartzCore

/// An object that manages the content for a rectangular area on the screen. Every view is backed
/// by a `CALayer` and is that layer's delegate.
open class UIView: CALayerDelegate, CustomStringConvertible {
    /// The backing layer.
    public let layer: CALayer

    // MARK: - Initialisers

    /// The designated initialiser.
    public init(frame: CGRect) {
        layer = CALayer()
        layer.delegate = self
        self.frame = frame
    }

    /// Views are not archived in ViewLab; present so that subclasses compile as on iOS.
    public required init?(coder: NSCoder) {
        layer = CALayer()
        layer.delegate = self
    }

    public convenience init() { self.init(frame: .zero) }

    // MARK: - Geometry

    /// The frame in the superview's coordinate space.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    /// The bounds in the view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// The centre of the frame, in the superview's coordinate space.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    // MARK: - Hierarchy

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    /// Adds `view` on top of the other subviews (removing it from its old superview first).
    open func addSubview(_ view: UIView) {
        precondition(view !== self, "a view cannot be added to itself")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
    }

    // MARK: - Appearance

    /// The background colour; dynamic colours are resolved each time the view is rendered.
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.resolvedColor(with: traitCollection).cgColor }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    // MARK: - Traits

    /// Overrides the inherited light/dark appearance for this view and its subviews.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Traits set on the root of a hierarchy by the screen that shows it.
    var hostTraits: UITraitCollection?

    /// The traits of the view's environment, inherited from the superview (or the host screen).
    open var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? hostTraits ?? UITraitCollection.current
        guard overrideUserInterfaceStyle != .unspecified else { return inherited }
        return UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle, displayScale: inherited.displayScale,
                                 accessibilityContrast: inherited.accessibilityContrast)
    }

    // MARK: - Drawing and layout

    /// Draws the view's content; the default does nothing. Override to draw with Core Graphics.
    open func draw(_ rect: CGRect) {}

    /// Lays out subviews; the default does nothing.
    open func layoutSubviews() {}

    /// Marks the whole view as needing to be redrawn in the next display pass.
    open func setNeedsDisplay() {}
    /// Marks the view as needing layout in the next layout pass.
    open func setNeedsLayout() {}
    /// Lays out the view now if it needs layout.
    open func layoutIfNeeded() {}

    /// How the view lays out its content when its bounds change.
    public enum ContentMode: Int, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }
    open var contentMode: ContentMode = .scaleToFill

    /// The natural size of the view's content; `noIntrinsicMetric` where it has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// The absence of an intrinsic metric for a dimension.
    public static let noIntrinsicMetric: CGFloat = -1
    /// Invalidates the intrinsic content size so that layout asks again.
    open func invalidateIntrinsicContentSize() {}
    /// The size that best fits `size`; the default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The tint colour, inherited from the superview; system blue at the root.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .tintColor }
        set { ownTintColor = newValue }
    }
    var ownTintColor: UIColor?

    open var isUserInteractionEnabled = true
    open var tag = 0
    open var clipsToBounds = false

    /// Called when the view's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        draw(layer.bounds)
    }

    /// Re-resolves dynamic colours for the current traits (called before rendering).
    open func updateResolvedColors() {
        let traits = traitCollection
        layer.backgroundColor = backgroundColor?.resolvedColor(with: traits).cgColor(resolvedWith: traits)
        subviews.forEach { $0.updateResolvedColors() }
    }

    open var description: String {
        let f = frame
        return "<\(type(of: self)): frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
    }
}

extension UIColor {
    /// The Core Graphics colour for `traits`.
    func cgColor(resolvedWith traits: UITraitCollection) -> CGColor {
        if case .fixed(let color) = resolvedColor(with: traits).storage { return color }
        return .clear
    }
}
