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
    open var emitterCells: [CAEmitterCell]? { willSet { willChange(emitterCells, to: newValue) } didSet { didChangeRendering() } }
    /// Multiplies every cell's `birthRate` (default 1). A change counts from the moment it is made.
    open var birthRate: Float = 1 {
        willSet { willChange(birthRate, to: newValue) }
        didSet {
            guard birthRate != oldValue else { return }
            birthRateChanges.append((CACurrentMediaTime(), birthRate))
            didChangeRendering()
        }
    }
    /// Multiplies every cell's lifetime (default 1).
    open var lifetime: Float = 1 { willSet { willChange(lifetime, to: newValue) } didSet { didChangeRendering() } }
    /// The centre of the emitter shape, in the layer's space (default (0, 0)).
    open var emitterPosition: CGPoint = .zero { willSet { willChange(emitterPosition, to: newValue) } didSet { didChangeRendering() } }
    /// Kept; ignored in 2D.
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter shape (default zero); what it means depends on `emitterShape`.
    open var emitterSize: CGSize = .zero { willSet { willChange(emitterSize, to: newValue) } didSet { didChangeRendering() } }
    /// Kept; ignored in 2D.
    open var emitterDepth: CGFloat = 0
    /// Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point { willSet { willChange(emitterShape, to: newValue) } didSet { didChangeRendering() } }
    /// Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { willSet { willChange(emitterMode, to: newValue) } didSet { didChangeRendering() } }
    /// Default `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered { willSet { willChange(renderMode, to: newValue) } didSet { didChangeRendering() } }
    /// Kept; ViewLab flattens particles into the layer.
    open var preservesDepth = false
    /// Multiplies every cell's velocity (default 1).
    open var velocity: Float = 1 { willSet { willChange(velocity, to: newValue) } didSet { didChangeRendering() } }
    /// Multiplies every cell's scale (default 1).
    open var scale: Float = 1 { willSet { willChange(scale, to: newValue) } didSet { didChangeRendering() } }
    /// Multiplies every cell's spin (default 1).
    open var spin: Float = 1 { willSet { willChange(spin, to: newValue) } didSet { didChangeRendering() } }
    /// The random seed (default 0).
    open var seed: UInt32 = 0 { willSet { willChange(seed, to: newValue) } didSet { didChangeRendering() } }

    /// Each change of `birthRate`: the media time it was made at and the new value.
    var birthRateChanges: [(mediaTime: CFTimeInterval, rate: Float)] = []

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func takeState(from layer: CALayer) {
        super.takeState(from: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        (lifetime, emitterPosition, emitterZPosition, emitterSize, emitterDepth) =
            (other.lifetime, other.emitterPosition, other.emitterZPosition, other.emitterSize, other.emitterDepth)
        (emitterShape, emitterMode, renderMode, preservesDepth) = (other.emitterShape, other.emitterMode, other.renderMode, other.preservesDepth)
        (velocity, scale, spin, seed) = (other.velocity, other.scale, other.spin, other.seed)
        // Copies, so that an animation of `emitterCells.<name>.<key>` changes the presentation only.
        emitterCells = other.emitterCells?.map { $0.copy() as! CAEmitterCell }
        birthRate = other.birthRate
        birthRateChanges = other.birthRateChanges
    }

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

    override func setLayerValue(_ value: Any?, forKey key: String) -> Bool {
        let v = KeyValueMath.self
        func number(_ set: (CGFloat) -> Void) -> Bool {
            guard let n = v.cgFloat(value) else { return false }
            set(n)
            return true
        }
        switch key {
        case "birthRate": return number { birthRate = Float($0) }
        case "lifetime": return number { lifetime = Float($0) }
        case "velocity": return number { velocity = Float($0) }
        case "scale": return number { scale = Float($0) }
        case "spin": return number { spin = Float($0) }
        case "emitterZPosition": return number { emitterZPosition = $0 }
        case "emitterDepth": return number { emitterDepth = $0 }
        case "emitterPosition": guard let p = value as? CGPoint else { return false }; emitterPosition = p
        case "emitterSize": guard let s = value as? CGSize else { return false }; emitterSize = s
        case "emitterCells": guard value == nil || value is [CAEmitterCell] else { return false }; emitterCells = value as? [CAEmitterCell]
        default:
            guard let (cell, property) = namedCell(in: key) else { return super.setLayerValue(value, forKey: key) }
            cell.setValue(value, forKey: property)
            didChangeRendering()
        }
        return true
    }

    override func layerValue(forKey key: String) -> Any? {
        switch key {
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "velocity": return velocity
        case "scale": return scale
        case "spin": return spin
        case "emitterZPosition": return emitterZPosition
        case "emitterDepth": return emitterDepth
        case "emitterPosition": return emitterPosition
        case "emitterSize": return emitterSize
        case "emitterCells": return emitterCells
        default: return namedCell(in: key).map { $0.cell.value(forKey: $0.property) } ?? super.layerValue(forKey: key)
        }
    }
}
