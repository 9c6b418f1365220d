@_spi(ViewLab) import CoreGraphics
import Foundation

/// A layer that draws a path: filled (`fillColor`, default opaque black) and stroked
/// (`strokeColor`, default nil) in the layer's space, above `contents` and below the sublayers.
/// The path is not clipped to the bounds (unless `masksToBounds`).
open class CAShapeLayer: CALayer {
    open var path: CGPath? {
        willSet { willSetProperty(path, newValue) }
        didSet { didSetProperty(oldValue, path) }
    }
    open var fillColor: CGColor? = CGColor.black {
        willSet { willSetProperty(fillColor, newValue) }
        didSet { didSetProperty(oldValue, fillColor) }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        willSet { willSetProperty(fillRule, newValue) }
        didSet { didSetProperty(oldValue, fillRule) }
    }
    open var strokeColor: CGColor? {
        willSet { willSetProperty(strokeColor, newValue) }
        didSet { didSetProperty(oldValue, strokeColor) }
    }
    open var lineWidth: CGFloat = 1 {
        willSet { willSetProperty(lineWidth, newValue) }
        didSet { didSetProperty(oldValue, lineWidth) }
    }
    open var lineCap: CAShapeLayerLineCap = .butt {
        willSet { willSetProperty(lineCap, newValue) }
        didSet { didSetProperty(oldValue, lineCap) }
    }
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        willSet { willSetProperty(lineJoin, newValue) }
        didSet { didSetProperty(oldValue, lineJoin) }
    }
    open var miterLimit: CGFloat = 10 {
        willSet { willSetProperty(miterLimit, newValue) }
        didSet { didSetProperty(oldValue, miterLimit) }
    }
    /// Dash lengths in points, alternating painted and unpainted (nil or empty: solid).
    open var lineDashPattern: [NSNumber]? {
        willSet { willSetProperty(lineDashPattern, newValue) }
        didSet { didSetProperty(oldValue, lineDashPattern) }
    }
    open var lineDashPhase: CGFloat = 0 {
        willSet { willSetProperty(lineDashPhase, newValue) }
        didSet { didSetProperty(oldValue, lineDashPhase) }
    }
    /// The stroked part of the path, as fractions 0…1 of its length (the fill is not affected).
    open var strokeStart: CGFloat = 0 {
        willSet { willSetProperty(strokeStart, newValue) }
        didSet { didSetProperty(oldValue, strokeStart) }
    }
    open var strokeEnd: CGFloat = 1 {
        willSet { willSetProperty(strokeEnd, newValue) }
        didSet { didSetProperty(oldValue, strokeEnd) }
    }

    public required init() { super.init() }

    override class var propertyTable: LayerPropertyTable { shapeProperties }

    /// The shape's properties (see `LayerProperty`). The ones Apple marks "Animatable" animate
    /// implicitly; every change is drawn, even to an equal value (a path may have been rebuilt).
    static let shapeProperties = LayerPropertyTable(
        inheriting: CALayer.baseProperties,
        [
            LayerProperty("path", \CAShapeLayer.path, .rendering, animatable: true, redrawsWhenSetEqual: true),
            LayerProperty(
                "fillColor", \CAShapeLayer.fillColor, .rendering, animatable: true, redrawsWhenSetEqual: true),
            LayerProperty("fillRule", \CAShapeLayer.fillRule, .rendering, redrawsWhenSetEqual: true),
            LayerProperty(
                "strokeColor", \CAShapeLayer.strokeColor, .rendering, animatable: true, redrawsWhenSetEqual: true),
            LayerProperty(
                "lineWidth", \CAShapeLayer.lineWidth, .rendering, animatable: true, redrawsWhenSetEqual: true),
            LayerProperty("lineCap", \CAShapeLayer.lineCap, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("lineJoin", \CAShapeLayer.lineJoin, .rendering, redrawsWhenSetEqual: true),
            LayerProperty(
                "miterLimit", \CAShapeLayer.miterLimit, .rendering, animatable: true, redrawsWhenSetEqual: true),
            LayerProperty("lineDashPattern", \CAShapeLayer.lineDashPattern, .rendering, redrawsWhenSetEqual: true),
            LayerProperty(
                "lineDashPhase", \CAShapeLayer.lineDashPhase, .rendering, animatable: true, redrawsWhenSetEqual: true),
            LayerProperty(
                "strokeStart", \CAShapeLayer.strokeStart, .rendering, animatable: true, redrawsWhenSetEqual: true),
            LayerProperty(
                "strokeEnd", \CAShapeLayer.strokeEnd, .rendering, animatable: true, redrawsWhenSetEqual: true),
        ])

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - Compositing

    override func drawOwnContent(with compositor: LayerCompositor, alpha: Double) {
        guard let path else { return }
        let cr = compositor.cr
        if let fill = fillColor, fill.alpha > 0 {
            cr.beginPath()
            CGPathReplay.append(path, to: cr)
            cr.setFillRule(evenOdd: fillRule == .evenOdd)
            compositor.setSource(fill, alpha: alpha)
            cr.fillPath()
            cr.setFillRule(evenOdd: false)
        }
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
        let start = strokeStart.isFinite ? min(max(strokeStart, 0), 1) : 0
        let end = strokeEnd.isFinite ? min(max(strokeEnd, 0), 1) : 1
        guard end > start else { return }
        cr.beginPath()
        if start <= 0, end >= 1 {
            CGPathReplay.append(path, to: cr)
        } else {
            let tolerance = 0.1 / max(compositor.deviceScale, 0.01)
            let measure = PathMeasure(path, tolerance: tolerance)
            PathMeasure.append(measure.trimmed(from: Double(start), to: Double(end), tolerance: tolerance), to: cr)
        }
        applyStrokeStyle(to: cr)
        compositor.setSource(stroke, alpha: alpha)
        cr.strokePath()
    }

    private func applyStrokeStyle(to cr: RenderContext) {
        cr.setLineWidth(Double(lineWidth))
        cr.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        cr.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        cr.setMiterLimit(miterLimit.isFinite ? Double(max(miterLimit, 1)) : 10)
        let dashes = (lineDashPattern ?? []).map(\.doubleValue).filter { $0.isFinite && $0 >= 0 }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            cr.setLineDash(phase: lineDashPhase.isFinite ? Double(lineDashPhase) : 0, lengths: dashes)
        } else {
            cr.setLineDash(phase: 0, lengths: [])
        }
    }

    override func ownContentExtent() -> CGRect? {
        guard let path, !path.isEmpty else { return nil }
        let box = path.boundingBox
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else {
            return nil
        }
        let pad = strokeColor == nil ? 0 : strokeReach(of: path)
        return box.insetBy(dx: -pad - 1, dy: -pad - 1)
    }
}
