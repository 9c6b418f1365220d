@_spi(ViewLab) import CoreGraphics
import Foundation

/// A layer that draws a path: filled (`fillColor`, default opaque black) and stroked
/// (`strokeColor`, default nil) in the layer's space, above `contents` and below the sublayers.
/// The path is not clipped to the bounds (unless `masksToBounds`).
open class CAShapeLayer: CALayer {
    open var path: CGPath? { willSet { willChange(path, to: newValue) } didSet { didChangeRendering(); if path != oldValue { animatableValueDidChange("path", from: oldValue) } } }
    open var fillColor: CGColor? = CGColor.black { willSet { willChange(fillColor, to: newValue) } didSet { didChangeRendering(); if fillColor != oldValue { animatableValueDidChange("fillColor", from: oldValue) } } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { willSet { willChange(fillRule, to: newValue) } didSet { didChangeRendering() } }
    open var strokeColor: CGColor? { willSet { willChange(strokeColor, to: newValue) } didSet { didChangeRendering(); if strokeColor != oldValue { animatableValueDidChange("strokeColor", from: oldValue) } } }
    open var lineWidth: CGFloat = 1 { willSet { willChange(lineWidth, to: newValue) } didSet { didChangeRendering(); if lineWidth != oldValue { animatableValueDidChange("lineWidth", from: oldValue) } } }
    open var lineCap: CAShapeLayerLineCap = .butt { willSet { willChange(lineCap, to: newValue) } didSet { didChangeRendering() } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { willSet { willChange(lineJoin, to: newValue) } didSet { didChangeRendering() } }
    open var miterLimit: CGFloat = 10 { willSet { willChange(miterLimit, to: newValue) } didSet { didChangeRendering(); if miterLimit != oldValue { animatableValueDidChange("miterLimit", from: oldValue) } } }
    /// Dash lengths in points, alternating painted and unpainted (nil or empty: solid).
    open var lineDashPattern: [NSNumber]? { willSet { willChange(lineDashPattern, to: newValue) } didSet { didChangeRendering() } }
    open var lineDashPhase: CGFloat = 0 { willSet { willChange(lineDashPhase, to: newValue) } didSet { didChangeRendering(); if lineDashPhase != oldValue { animatableValueDidChange("lineDashPhase", from: oldValue) } } }
    /// The stroked part of the path, as fractions 0…1 of its length (the fill is not affected).
    open var strokeStart: CGFloat = 0 { willSet { willChange(strokeStart, to: newValue) } didSet { didChangeRendering(); if strokeStart != oldValue { animatableValueDidChange("strokeStart", from: oldValue) } } }
    open var strokeEnd: CGFloat = 1 { willSet { willChange(strokeEnd, to: newValue) } didSet { didChangeRendering(); if strokeEnd != oldValue { animatableValueDidChange("strokeEnd", from: oldValue) } } }

    public required init() { super.init() }

    /// The shape keys Apple marks "Animatable" animate implicitly too.
    override class func animatesImplicitly(_ key: String) -> Bool {
        ["path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd"].contains(key)
            || super.animatesImplicitly(key)
    }
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func takeState(from layer: CALayer) {
        super.takeState(from: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, strokeColor, lineWidth) = (other.path, other.fillColor, other.strokeColor, other.lineWidth)
        (strokeStart, strokeEnd, lineCap, lineJoin) = (other.strokeStart, other.strokeEnd, other.lineCap, other.lineJoin)
        (fillRule, miterLimit, lineDashPattern, lineDashPhase) = (other.fillRule, other.miterLimit, other.lineDashPattern, other.lineDashPhase)
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
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
        let pad = strokeColor == nil ? 0 : strokeReach(of: path)
        return box.insetBy(dx: -pad - 1, dy: -pad - 1)
    }

    // MARK: - Key-value

    override func setLayerValue(_ value: Any?, forKey key: String) -> Bool {
        let n = KeyValueMath.cgFloat(value)
        switch key {
        case "path": guard value == nil || value is CGPath else { return false }; path = value as? CGPath
        case "fillColor": guard let c = KeyValueMath.color(value) else { return false }; fillColor = c
        case "strokeColor": guard let c = KeyValueMath.color(value) else { return false }; strokeColor = c
        case "lineWidth": guard let n else { return false }; lineWidth = n
        case "miterLimit": guard let n else { return false }; miterLimit = n
        case "lineDashPhase": guard let n else { return false }; lineDashPhase = n
        case "strokeStart": guard let n else { return false }; strokeStart = n
        case "strokeEnd": guard let n else { return false }; strokeEnd = n
        default: return super.setLayerValue(value, forKey: key)
        }
        return true
    }

    override func layerValue(forKey key: String) -> Any? {
        switch key {
        case "path": return path
        case "fillColor": return fillColor
        case "strokeColor": return strokeColor
        case "lineWidth": return lineWidth
        case "miterLimit": return miterLimit
        case "lineDashPhase": return lineDashPhase
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        default: return super.layerValue(forKey: key)
        }
    }
}
