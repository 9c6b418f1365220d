import CoreGraphics
import Foundation

/// One particle at the moment drawn.
struct Particle {
    /// Centre, in the emitter layer's space.
    var position: CGPoint
    /// Rotation so far (spin × age), radians.
    var angle: Double
    /// Size factor of the cell's `contents`.
    var scale: Double
    /// Straight RGBA, each 0…1.
    var color: (red: Double, green: Double, blue: Double, alpha: Double)
    /// When it was born, in the layer's time (draw order).
    var birth: Double
    let cell: CAEmitterCell
}

/// ViewLab's particle system for `CAEmitterLayer`, computed in closed form at one moment: what is
/// on screen at the layer's time `t` depends only on the layer, its cells, its `seed` and `t`
/// (no state carried from frame to frame, so a render at a moment is a function of its inputs,
/// like the rest of the presentation tree, and memory is bounded).
///
/// - **Births.** A cell emits `cell.birthRate × layer.birthRate` particles a second from the
///   layer's time 0 (or the cell's `beginTime`) until `beginTime + duration` (`duration` 0: no
///   end). Particle *i* is born when the running count of the rate reaches *i*: at a steady rate
///   `r`, at `i / r` — the first at the start. A change of the layer's `birthRate` counts from the
///   moment it was made; a cell's own properties are read as they are at the time drawn, so
///   changing or animating them (`emitterCells.<name>.birthRate`) applies to past births too.
/// - **Each particle**, from its own random numbers (`ParticleRandom`; mean ± range/2 as
///   Core Animation documents): lifetime `L = layer.lifetime × (lifetime ± lifetimeRange/2)` — it
///   is drawn while its age `τ < L`; a start point on the emitter shape (`emitterShape`,
///   `emitterMode`); direction `θ = emissionLongitude ± emissionRange/2`; speed
///   `v = layer.velocity × (velocity ± velocityRange/2) × cos(emissionLatitude)`; position
///   `p₀ + v·(cos θ, sin θ)·τ + ½·(xAcceleration, yAcceleration)·τ²` (exact: no integration
///   steps); scale `layer.scale × (scale ± scaleRange/2 + scaleSpeed·τ)` (not below 0); rotation
///   `layer.spin × (spin ± spinRange/2) × τ`; colour `color ± range/2 + speed·τ` per component,
///   clamped to 0…1.
/// - **Sub-cells** are emitted by each particle of their parent cell from its position at the
///   sub-particle's birth, in a direction relative to the parent's direction of travel then; a
///   sub-cell's `beginTime`/`duration` count from the parent's birth and it emits only while the
///   parent lives (its particles then live their own lifetimes). Three levels are followed.
/// - **Bounds.** At most `maximumParticles` particles are drawn per layer (the newest births are
///   kept), rates above `maximumBirthRate` a second are clamped, and at most `maximumWork`
///   particles are looked at per frame: a runaway configuration draws a crowded (or partial)
///   frame instead of stalling.
struct EmitterSimulation {
    static let maximumParticles = 8192
    static let maximumBirthRate = 100_000.0
    static let maximumDepth = 3
    /// Particles (alive or not) looked at per frame at most, sub-cells included: nested cells with
    /// long lifetimes and high rates would otherwise multiply into billions.
    static let maximumWork = 200_000

    let layer: CAEmitterLayer
    /// The layer's time being drawn.
    let time: Double
    /// The layer's `birthRate` over its time: (start, rate), ascending, the first starting at 0.
    let rateSegments: [(start: Double, rate: Double)]
    private(set) var particles: [Particle] = []
    private var work = 0

    /// The particles alive at the layer's time `time`, oldest first. `timing` converts the media
    /// times of `birthRate` changes into the layer's time (the model layer, which has the
    /// superlayer chain).
    static func particles(of layer: CAEmitterLayer, atLayerTime time: Double, timing: CALayer) -> [Particle] {
        guard time.isFinite, time >= 0, let cells = layer.emitterCells, !cells.isEmpty else { return [] }
        var simulation = EmitterSimulation(layer: layer, time: time, rateSegments: segments(of: layer, timing: timing))
        for (index, cell) in cells.enumerated() {
            simulation.emitTopLevel(cell, key: ParticleRandom.cellKey(parent: 0, index: index))
        }
        simulation.particles.sort { $0.birth < $1.birth }
        if simulation.particles.count > maximumParticles {
            simulation.particles.removeFirst(simulation.particles.count - maximumParticles)
        }
        return simulation.particles
    }

    /// The layer's `birthRate` as segments of its time: 1 (the default) until the first change.
    static func segments(of layer: CAEmitterLayer, timing: CALayer) -> [(start: Double, rate: Double)] {
        var segments: [(start: Double, rate: Double)] = [(0, 1)]
        for change in layer.birthRateChanges {
            let start = max(timing.localTime(fromMediaTime: change.mediaTime), 0)
            guard start.isFinite else { continue }
            segments.removeAll { $0.start >= start && $0.start > 0 }
            if let last = segments.last, last.start == start { segments.removeLast() }
            segments.append((start, Double(change.rate)))
        }
        return segments
    }

    // MARK: - Emission

    /// A cell of the layer: births over the rate segments, from the emitter shape.
    private mutating func emitTopLevel(_ cell: CAEmitterCell, key: UInt64) {
        guard cell.isEnabled, cell.birthRate > 0, let reach = Self.reach(of: cell, layer: layer, depth: 0) else {
            return
        }
        let begin = max(cell.beginTime, 0)
        let end = cell.duration > 0 ? cell.beginTime + cell.duration : .infinity
        let window = (from: max(begin, time - reach), to: min(time, end))
        guard window.from <= window.to else { return }
        var count = 0.0  // births before the current segment
        for (n, segment) in rateSegments.enumerated() {
            let segmentEnd = n + 1 < rateSegments.count ? rateSegments[n + 1].start : .infinity
            let (a, b) = (max(segment.start, begin), min(segmentEnd, end, time))
            let rate = min(max(Double(cell.birthRate) * segment.rate, 0), Self.maximumBirthRate)
            guard a < b || (a == b && b == time), rate > 0 else { continue }
            // Births i with a ≤ birth(i) < b (≤ t at the end) inside the window.
            let first = Int(max(count, count + rate * (window.from - a)).rounded(.up))
            let last = Int((count + rate * (b - a)).rounded(.up)) - 1 + (b == time ? 1 : 0)
            let lower = max(first, last - Self.maximumParticles)
            if lower <= last {
                for i in lower...last {
                    let birth = a + (Double(i) - count) / rate
                    guard birth <= time, birth >= a, birth < b || birth == time else { continue }
                    var random = ParticleRandom(seed: layer.seed, cellKey: key, index: i)
                    let origin = startPoint(&random)
                    spawn(
                        cell, key: key, index: i, birth: birth, origin: origin, baseAngle: 0, random: &random, depth: 0)
                }
            }
            count += rate * (b - a)
        }
    }

    /// Particle `index` of `cell`, born at `birth` at `origin`, heading `baseAngle` + the cell's
    /// longitude; adds it if alive at `time` and emits its sub-cells.
    private mutating func spawn(
        _ cell: CAEmitterCell, key: UInt64, index: Int, birth: Double, origin: CGPoint,
        baseAngle: Double, random: inout ParticleRandom, depth: Int
    ) {
        work += 1
        guard work <= Self.maximumWork else { return }
        let lifetime =
            Double(layer.lifetime) * random.value(mean: Double(cell.lifetime), range: Double(cell.lifetimeRange))
        let heading = baseAngle + random.value(mean: Double(cell.emissionLongitude), range: Double(cell.emissionRange))
        let speed =
            Double(layer.velocity) * random.value(mean: Double(cell.velocity), range: Double(cell.velocityRange))
            * cos(Double(cell.emissionLatitude))
        let scale0 = random.value(mean: Double(cell.scale), range: Double(cell.scaleRange))
        let spin = Double(layer.spin) * random.value(mean: Double(cell.spin), range: Double(cell.spinRange))
        let base = (cell.color ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)).rgba
        let red0 = random.value(mean: Double(base.red), range: Double(cell.redRange))
        let green0 = random.value(mean: Double(base.green), range: Double(cell.greenRange))
        let blue0 = random.value(mean: Double(base.blue), range: Double(cell.blueRange))
        let alpha0 = random.value(mean: Double(base.alpha), range: Double(cell.alphaRange))
        guard lifetime > 0, lifetime.isFinite, speed.isFinite, heading.isFinite else { return }
        let motion = Motion(
            origin: origin, velocity: (speed * cos(heading), speed * sin(heading)),
            acceleration: (Double(cell.xAcceleration), Double(cell.yAcceleration)))
        let age = time - birth
        if age < lifetime, particles.count < 4 * Self.maximumParticles {
            func channel(_ start: Double, _ speed: Float) -> Double { min(max(start + Double(speed) * age, 0), 1) }
            let scale = Double(layer.scale) * max(scale0 + Double(cell.scaleSpeed) * age, 0)
            particles.append(
                Particle(
                    position: motion.position(at: age), angle: spin * age, scale: scale,
                    color: (
                        channel(red0, cell.redSpeed), channel(green0, cell.greenSpeed),
                        channel(blue0, cell.blueSpeed), channel(alpha0, cell.alphaSpeed)
                    ),
                    birth: birth, cell: cell))
        }
        guard depth + 1 < Self.maximumDepth, let subcells = cell.emitterCells else { return }
        for (n, sub) in subcells.enumerated() {
            emitFromParticle(
                sub, key: ParticleRandom.cellKey(parent: key &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D, index: n),
                parentBirth: birth, parentLifetime: lifetime, motion: motion, depth: depth + 1)
        }
    }

    /// A sub-cell emitted by one particle over its life: births at a steady rate from the
    /// sub-cell's `beginTime` after the parent's birth, while the parent lives.
    private mutating func emitFromParticle(
        _ cell: CAEmitterCell, key: UInt64, parentBirth: Double, parentLifetime: Double,
        motion: Motion, depth: Int
    ) {
        guard cell.isEnabled, cell.birthRate > 0, let reach = Self.reach(of: cell, layer: layer, depth: depth) else {
            return
        }
        let rate = min(Double(cell.birthRate) * rate(at: parentBirth), Self.maximumBirthRate)
        guard rate > 0 else { return }
        let begin = max(cell.beginTime, 0)
        let end = min(cell.duration > 0 ? cell.beginTime + cell.duration : .infinity, parentLifetime)
        let now = time - parentBirth  // the parent's age
        let window = (from: max(begin, now - reach), to: min(now, end))
        guard window.from <= window.to, begin < end else { return }
        let first = Int((rate * (window.from - begin)).rounded(.up))
        var last = Int((rate * (window.to - begin)).rounded(.down))
        if begin + Double(last) / rate >= end { last -= 1 }
        let lower = max(first, last - Self.maximumParticles)
        guard lower <= last else { return }
        for i in lower...last {
            let at = begin + Double(i) / rate
            let v = motion.velocity(at: at)
            let direction = v.x == 0 && v.y == 0 ? 0 : atan2(v.y, v.x)
            var random = ParticleRandom(seed: layer.seed, cellKey: key, index: i)
            spawn(
                cell, key: key, index: i, birth: parentBirth + at, origin: motion.position(at: at),
                baseAngle: direction, random: &random, depth: depth)
        }
    }

    /// The layer's birth rate multiplier at its time `t`.
    private func rate(at t: Double) -> Double {
        rateSegments.last { $0.start <= t }?.rate ?? 1
    }

    /// How long after a particle of `cell` is born it or a descendant can still be drawn: its
    /// longest lifetime plus the longest reach of its sub-cells. Nil when it never lives.
    static func reach(of cell: CAEmitterCell, layer: CAEmitterLayer, depth: Int) -> Double? {
        let longest = Double(layer.lifetime) * (Double(cell.lifetime) + abs(Double(cell.lifetimeRange)) / 2)
        guard longest > 0, longest.isFinite else { return nil }
        guard depth + 1 < maximumDepth else { return longest }
        let subs = (cell.emitterCells ?? []).compactMap { reach(of: $0, layer: layer, depth: depth + 1) }
        return longest + (subs.max() ?? 0)
    }

    // MARK: - Emitter shape

    /// A start point on the layer's emitter shape, chosen as `emitterMode` says.
    private func startPoint(_ random: inout ParticleRandom) -> CGPoint {
        let (u, v) = (random.unit(), random.unit())
        let c = layer.emitterPosition
        let (w, h) = (Double(layer.emitterSize.width), Double(layer.emitterSize.height))
        let (x, y) = (Double(c.x), Double(c.y))
        let mode = layer.emitterMode
        func point(_ px: Double, _ py: Double) -> CGPoint { CGPoint(x: px, y: py) }
        switch layer.emitterShape {
        case .line:
            if mode == .points { return point(u < 0.5 ? x - w / 2 : x + w / 2, y) }
            return point(x + (u - 0.5) * w, y)
        case .rectangle, .cuboid:
            switch mode {
            case .points:
                let corner = min(Int(u * 4), 3)
                return point(x + (corner % 2 == 0 ? -w : w) / 2, y + (corner < 2 ? -h : h) / 2)
            case .outline:
                var d = u * 2 * (w + h)
                if d < w { return point(x - w / 2 + d, y - h / 2) }
                d -= w
                if d < h { return point(x + w / 2, y - h / 2 + d) }
                d -= h
                if d < w { return point(x + w / 2 - d, y + h / 2) }
                return point(x - w / 2, y + h / 2 - (d - w))
            default:
                return point(x + (u - 0.5) * w, y + (v - 0.5) * h)
            }
        case .circle, .sphere:
            let angle = 2 * Double.pi * u
            let radius = mode == .points ? 0 : mode == .outline ? w : w * v.squareRoot()
            return point(x + radius * cos(angle), y + radius * sin(angle))
        default:
            return c
        }
    }
}

/// Motion under constant acceleration: `p(τ) = p₀ + v·τ + ½·a·τ²`.
struct Motion {
    let origin: CGPoint
    let velocity: (x: Double, y: Double)
    let acceleration: (x: Double, y: Double)

    func position(at age: Double) -> CGPoint {
        CGPoint(
            x: Double(origin.x) + velocity.x * age + 0.5 * acceleration.x * age * age,
            y: Double(origin.y) + velocity.y * age + 0.5 * acceleration.y * age * age)
    }

    func velocity(at age: Double) -> (x: Double, y: Double) {
        (velocity.x + acceleration.x * age, velocity.y + acceleration.y * age)
    }
}
