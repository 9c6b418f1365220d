import CoreGraphics
import Foundation

/// A layer that emits, moves and draws particles of its `emitterCells` (Apple, *CAEmitterLayer*:
/// "A layer that emits, animates, and renders a particle system").
///
/// The layer-level `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply the cells'
/// values ("The birth rate of each cell is multiplied by this number…", `CAEmitterLayer.h`).
/// `seed` picks the random values: "Each layer has its own RNG state", so in ViewLab the same
/// layer, cells and seed draw the same particles at the same time on every run.
///
/// ViewLab's simulation is a function of the layer's time, like the rest of the presentation tree
/// (rules in `EmitterSimulation`): a cell emits from the layer's time 0 (its `beginTime`, as a
/// `CAMediaTiming` object; set `beginTime = CACurrentMediaTime()` to start it now, the usual iOS
/// idiom), each particle's position is exact (`p₀ + v·t + ½·a·t²`), and a change of the layer's
/// `birthRate` takes effect from the moment it is made (earlier particles live out their
/// lifetime). Drawing is in `LayerCompositor+Emitter.swift`: particles are the layer's own
/// content, above `contents` and below sublayers, not clipped unless `masksToBounds`.
/// `emitterZPosition`, `emitterDepth`, `zAcceleration` and `preservesDepth` are kept but ignored
/// (ViewLab draws in 2D).
open class CAEmitterLayer: CALayer {
    /// The cells emitted by this layer (default nil).
    open var emitterCells: [CAEmitterCell]? {
        willSet { willSetProperty(emitterCells, newValue) }
        didSet { didSetProperty(oldValue, emitterCells) }
    }
    /// Multiplies every cell's `birthRate` (default 1). A change counts from the moment it is made.
    open var birthRate: Float = 1 {
        willSet { willSetProperty(birthRate, newValue) }
        didSet {
            if birthRate != oldValue { birthRateChanges.append((CACurrentMediaTime(), birthRate)) }
            didSetProperty(oldValue, birthRate)
        }
    }
    /// Multiplies every cell's lifetime (default 1).
    open var lifetime: Float = 1 {
        willSet { willSetProperty(lifetime, newValue) }
        didSet { didSetProperty(oldValue, lifetime) }
    }
    /// The centre of the emitter shape, in the layer's space (default (0, 0)).
    open var emitterPosition: CGPoint = .zero {
        willSet { willSetProperty(emitterPosition, newValue) }
        didSet { didSetProperty(oldValue, emitterPosition) }
    }
    /// Kept; ignored in 2D.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter shape (default zero); what it means depends on `emitterShape`.
    open var emitterSize: CGSize = .zero {
        willSet { willSetProperty(emitterSize, newValue) }
        didSet { didSetProperty(oldValue, emitterSize) }
    }
    /// Kept; ignored in 2D.
    open var emitterDepth: CGFloat = 0
    /// Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point {
        willSet { willSetProperty(emitterShape, newValue) }
        didSet { didSetProperty(oldValue, emitterShape) }
    }
    /// Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume {
        willSet { willSetProperty(emitterMode, newValue) }
        didSet { didSetProperty(oldValue, emitterMode) }
    }
    /// Default `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        willSet { willSetProperty(renderMode, newValue) }
        didSet { didSetProperty(oldValue, renderMode) }
    }
    /// Kept; ViewLab flattens particles into the layer.
    open var preservesDepth = false
    /// Multiplies every cell's velocity (default 1).
    open var velocity: Float = 1 {
        willSet { willSetProperty(velocity, newValue) }
        didSet { didSetProperty(oldValue, velocity) }
    }
    /// Multiplies every cell's scale (default 1).
    open var scale: Float = 1 {
        willSet { willSetProperty(scale, newValue) }
        didSet { didSetProperty(oldValue, scale) }
    }
    /// Multiplies every cell's spin (default 1).
    open var spin: Float = 1 {
        willSet { willSetProperty(spin, newValue) }
        didSet { didSetProperty(oldValue, spin) }
    }
    /// The random seed (default 0).
    open var seed: UInt32 = 0 {
        willSet { willSetProperty(seed, newValue) }
        didSet { didSetProperty(oldValue, seed) }
    }

    /// Each change of `birthRate`: the media time it was made at and the new value.
    var birthRateChanges: [(mediaTime: CFTimeInterval, rate: Float)] = []

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var propertyTable: LayerPropertyTable { emitterProperties }

    /// The emitter's properties (see `LayerProperty`); every change is drawn. A copy takes copies
    /// of the cells (an animation of `emitterCells.<name>.<key>` changes the presentation only) and,
    /// with `birthRate`, the history of its changes.
    static let emitterProperties = LayerPropertyTable(
        inheriting: CALayer.baseProperties,
        [
            LayerProperty("lifetime", \CAEmitterLayer.lifetime, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("emitterPosition", \CAEmitterLayer.emitterPosition, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("emitterZPosition", \CAEmitterLayer.emitterZPosition),
            LayerProperty("emitterSize", \CAEmitterLayer.emitterSize, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("emitterDepth", \CAEmitterLayer.emitterDepth),
            LayerProperty("emitterShape", \CAEmitterLayer.emitterShape, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("emitterMode", \CAEmitterLayer.emitterMode, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("renderMode", \CAEmitterLayer.renderMode, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("preservesDepth", \CAEmitterLayer.preservesDepth),
            LayerProperty("velocity", \CAEmitterLayer.velocity, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("scale", \CAEmitterLayer.scale, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("spin", \CAEmitterLayer.spin, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("seed", \CAEmitterLayer.seed, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("emitterCells", \CAEmitterLayer.emitterCells, .rendering, redrawsWhenSetEqual: true) {
                copy, model in
                copy.emitterCells = model.emitterCells?.map { $0.copy() as! CAEmitterCell }
            },
            LayerProperty("birthRate", \CAEmitterLayer.birthRate, .rendering) { copy, model in
                copy.birthRate = model.birthRate
                copy.birthRateChanges = model.birthRateChanges
            },
        ])

    // MARK: - Compositing

    override func drawOwnContent(with compositor: LayerCompositor, alpha: Double) {
        compositor.drawParticles(of: self, alpha: alpha)
    }

    /// Particles move with the time whenever a cell could have emitted.
    override func drawsDifferentlyOverTime() -> Bool { !(emitterCells ?? []).isEmpty }

    // MARK: - Key-value

    /// For `emitterCells.<name>[.emitterCells.<name>…].<property>`: the cell so named (the first
    /// of that name) and the property key.
    func namedCell(in keyPath: String) -> (cell: CAEmitterCell, property: String)? {
        var parts = keyPath.split(separator: ".").map(String.init)[...]
        var cells = emitterCells ?? []
        while parts.count >= 3, parts.first == "emitterCells" {
            guard let cell = cells.first(where: { $0.name == parts[parts.startIndex + 1] }) else { return nil }
            parts = parts.dropFirst(2)
            if parts.count == 1 { return (cell, parts[parts.startIndex]) }
            cells = cell.emitterCells ?? []
        }
        return nil
    }

    /// `emitterCells.<name>.<key>`: a property of the named cell (the layer's own keys are in
    /// `emitterProperties`).
    override func setLayerValue(_ value: Any?, forKey key: String) -> Bool {
        guard let (cell, property) = namedCell(in: key) else { return super.setLayerValue(value, forKey: key) }
        cell.setValue(value, forKey: property)
        didChangeRendering()
        return true
    }

    override func layerValue(forKey key: String) -> Any? {
        namedCell(in: key).map { $0.cell.value(forKey: $0.property) } ?? super.layerValue(forKey: key)
    }
}
