@_spi(ViewLab) import CoreGraphics
import Foundation
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// `CAEmitterLayer` and `CAEmitterCell`: particles on the media clock, checked in real pixels
/// against the motion formula `p₀ + v·t + ½·a·t²`, lifetime expiry, the seed's determinism, the
/// emitter shapes and the render modes.
final class CAEmitterLayerTests: MediaClockTestCase {
    /// A white `side` × `side` px image (opaque).
    func whiteImage(side: Int = 4) -> CGImage {
        let ctx = CGContext(flippedSize: CGSize(width: side, height: side), scale: 1)!
        ctx.setFillColor(CGColor(gray: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: side, height: side))
        return ctx.makeImage()!
    }

    /// An emitter filling a 200 × 120 pt scene.
    func emitter(_ cells: [CAEmitterCell]) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        layer.emitterCells = cells
        return layer
    }

    /// Renders at media time `time`, 2 px/pt, over opaque black.
    func render(_ layer: CALayer, at time: CFTimeInterval) -> CGImage {
        let ctx = CGContext(flippedSize: CGSize(width: 200, height: 120), scale: 2)!
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 120))
        LayerCompositor.commitAndRender(layer, in: ctx, presentationTime: time)
        return ctx.makeImage()!
    }

    /// The brightness-weighted centre of what was drawn (points), and the total brightness.
    func centroid(_ image: CGImage) -> (point: CGPoint, weight: Double) {
        var (sx, sy, sum) = (0.0, 0.0, 0.0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let w = Double(image.pixel(x: x, y: y).red)
                guard w > 0 else { continue }
                (sx, sy, sum) = (sx + w * (Double(x) + 0.5), sy + w * (Double(y) + 0.5), sum + w)
            }
        }
        return sum == 0 ? (.zero, 0) : (CGPoint(x: sx / sum / 2, y: sy / sum / 2), sum)
    }

    /// One particle a second living 0.9 s: at most one is alive at any time.
    func singleParticleCell() -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = whiteImage()
        cell.contentsScale = 2  // 4 px → 2 pt
        cell.birthRate = 1
        cell.lifetime = 0.9
        cell.velocity = 40
        cell.emissionLongitude = 0.3
        cell.xAcceleration = -10
        cell.yAcceleration = 30
        return cell
    }

    func testASingleParticleMovesByVelocityTimesTPlusHalfATSquared() {
        let layer = emitter([singleParticleCell()])
        layer.emitterPosition = CGPoint(x: 60, y: 50)
        for t in [0.0, 0.5, 0.8] {
            let expected = CGPoint(
                x: 60 + 40 * cos(0.3) * t + 0.5 * -10 * t * t, y: 50 + 40 * sin(0.3) * t + 0.5 * 30 * t * t)
            let (point, weight) = centroid(render(layer, at: t))
            XCTAssertEqual(weight, 16 * 255, accuracy: 16 * 4, "one 2 × 2 pt particle at t = \(t)")
            XCTAssertEqual(point.x, expected.x, accuracy: 0.02, "x at t = \(t)")
            XCTAssertEqual(point.y, expected.y, accuracy: 0.02, "y at t = \(t)")
        }
    }

    func testAParticleDisappearsAtTheEndOfItsLifetimeAndTheNextIsBornOnTime() {
        let layer = emitter([singleParticleCell()])
        layer.emitterPosition = CGPoint(x: 60, y: 50)
        XCTAssertEqual(centroid(render(layer, at: 0.85)).weight, 16 * 255, accuracy: 16 * 4, "alive at 0.85 s")
        XCTAssertEqual(
            centroid(render(layer, at: 0.95)).weight, 0, "the first died at 0.9 s; the second is born at 1 s")
        let (point, weight) = centroid(render(layer, at: 1.0))
        XCTAssertEqual(weight, 16 * 255, accuracy: 16 * 4)
        XCTAssertEqual(point.x, 60, accuracy: 0.02, "born at the emitter position")
        XCTAssertEqual(point.y, 50, accuracy: 0.02)
    }

    func testLayerMultipliersAndBeginTime() {
        let layer = emitter([singleParticleCell()])
        layer.emitterPosition = CGPoint(x: 60, y: 50)
        layer.velocity = 2
        layer.beginTime = 10  // the emitter's time starts at media time 10
        XCTAssertEqual(centroid(render(layer, at: 9.5)).weight, 0, "nothing before the layer's time starts")
        let t = 0.5
        let expected = CGPoint(x: 60 + 80 * cos(0.3) * t - 5 * t * t, y: 50 + 80 * sin(0.3) * t + 15 * t * t)
        let point = centroid(render(layer, at: 10 + t)).point
        XCTAssertEqual(point.x, expected.x, accuracy: 0.02)
        XCTAssertEqual(point.y, expected.y, accuracy: 0.02)
    }

    /// A busy emitter with every range set.
    func busyEmitter(seed: UInt32) -> CAEmitterLayer {
        let cell = CAEmitterCell()
        cell.contents = whiteImage(side: 6)
        (cell.birthRate, cell.lifetime, cell.lifetimeRange) = (120, 1.5, 1)
        (cell.velocity, cell.velocityRange, cell.emissionRange) = (60, 40, 2 * .pi)
        (cell.scale, cell.scaleRange, cell.scaleSpeed, cell.spin, cell.spinRange) = (1, 0.5, -0.2, 1, 4)
        (cell.yAcceleration, cell.redRange, cell.alphaSpeed) = (20, 0.5, -0.3)
        let layer = emitter([cell])
        (layer.emitterPosition, layer.emitterSize, layer.emitterShape, layer.seed) = (
            CGPoint(x: 100, y: 60), CGSize(width: 30, height: 0), .circle, seed
        )
        return layer
    }

    func testTheSameSeedDrawsTheSamePixelsAndAnotherSeedDoesNot() {
        let a = render(busyEmitter(seed: 7), at: 2), b = render(busyEmitter(seed: 7), at: 2)
        XCTAssertEqual(a.bytes, b.bytes, "same layer, cells, seed and time: identical pixels")
        XCTAssertGreaterThan(centroid(a).weight, 100 * 255, "many particles drawn")
        XCTAssertNotEqual(a.bytes, render(busyEmitter(seed: 8), at: 2).bytes, "another seed")
        XCTAssertNotEqual(a.bytes, render(busyEmitter(seed: 7), at: 2.1).bytes, "another time")
    }

    func testEmitterShapesAndModesPlaceTheStartPoints() {
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime) = (50, 10)
        let layer = emitter([cell])
        layer.emitterPosition = CGPoint(x: 100, y: 60)
        layer.emitterSize = CGSize(width: 40, height: 20)
        func starts(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [CGPoint] {
            (layer.emitterShape, layer.emitterMode) = (shape, mode)
            return EmitterSimulation.particles(of: layer, atLayerTime: 2, timing: layer).map(\.position)
        }
        XCTAssertEqual(starts(.point, .volume).count, 101, "50 a second for 2 s, the first at 0")
        XCTAssertTrue(starts(.point, .volume).allSatisfy { $0 == CGPoint(x: 100, y: 60) })
        let line = starts(.line, .outline)
        XCTAssertTrue(line.allSatisfy { $0.y == 60 && abs($0.x - 100) <= 20 })
        XCTAssertGreaterThan(Set(line.map(\.x)).count, 50, "spread along the line")
        XCTAssertEqual(Set(starts(.line, .points).map(\.x)), [80, 120], "a line's points are its ends")
        XCTAssertEqual(
            Set(starts(.rectangle, .points).map { "\($0.x),\($0.y)" }),
            ["80.0,50.0", "120.0,50.0", "80.0,70.0", "120.0,70.0"])
        for p in starts(.rectangle, .outline) {
            let onEdge =
                (abs(abs(p.x - 100) - 20) < 1e-9 && abs(p.y - 60) <= 10)
                || (abs(abs(p.y - 60) - 10) < 1e-9 && abs(p.x - 100) <= 20)
            XCTAssertTrue(onEdge, "\(p) on the rectangle's outline")
        }
        XCTAssertTrue(starts(.rectangle, .surface).allSatisfy { abs($0.x - 100) <= 20 && abs($0.y - 60) <= 10 })
        // A circle's radius is emitterSize.width (Apple: "of radius emitterSize.width").
        XCTAssertTrue(starts(.circle, .outline).allSatisfy { abs(hypot($0.x - 100, $0.y - 60) - 40) < 1e-9 })
        XCTAssertTrue(starts(.sphere, .volume).allSatisfy { hypot($0.x - 100, $0.y - 60) <= 40 })
        XCTAssertTrue(starts(.circle, .points).allSatisfy { $0 == CGPoint(x: 100, y: 60) })
    }

    func testBirthRateChangesCountFromTheMomentTheyAreMade() {
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime) = (10, 1)
        let layer = emitter([cell])
        clock.set(to: 0.5)
        layer.birthRate = 0  // as LTMorphingLabel stops its emitters
        XCTAssertEqual(
            EmitterSimulation.particles(of: layer, atLayerTime: 0.45, timing: layer).count, 5, "0, 0.1 … 0.4")
        XCTAssertEqual(
            EmitterSimulation.particles(of: layer, atLayerTime: 1.25, timing: layer).map(\.birth), [0.3, 0.4],
            "born before the stop at 0.5 s, still within their 1 s lifetime")
        XCTAssertTrue(EmitterSimulation.particles(of: layer, atLayerTime: 3, timing: layer).isEmpty)
        cell.isEnabled = false
        clock.set(to: 0.5)
        layer.birthRate = 1
        XCTAssertTrue(
            EmitterSimulation.particles(of: layer, atLayerTime: 0.45, timing: layer).isEmpty,
            "a disabled cell emits nothing")
    }

    /// `emitterCells.<name>.<key>` reaches a named cell, for setting and for animations, which
    /// change the presentation's copy of the cell and not the model's (Apple, *CAEmitterLayer*).
    func testNamedCellKeyPathsSetAndAnimateTheCell() {
        let spark = CAEmitterCell()
        (spark.name, spark.birthRate, spark.lifetime) = ("spark", 10, 1)
        let layer = emitter([spark])
        layer.setValue(20, forKeyPath: "emitterCells.spark.birthRate")
        XCTAssertEqual(spark.birthRate, 20)
        XCTAssertEqual(layer.value(forKeyPath: "emitterCells.spark.birthRate") as? Float, 20)
        XCTAssertEqual(spark.value(forKey: "enabled") as? Bool, true)
        let off = CABasicAnimation(keyPath: "emitterCells.spark.birthRate")
        (off.fromValue, off.toValue, off.duration) = (0, 0, 10)
        layer.add(off, forKey: "off")
        CATransaction.flush()
        let presented = layer.presentation(atMediaTime: 0.47) as! CAEmitterLayer
        XCTAssertEqual(
            EmitterSimulation.particles(of: presented, atLayerTime: 0.47, timing: layer).count, 0, "animated to 0")
        XCTAssertEqual(
            EmitterSimulation.particles(of: layer, atLayerTime: 0.47, timing: layer).count, 10, "the model: 20 a second"
        )
        XCTAssertEqual(spark.birthRate, 20, "the model's cell is untouched")
    }

    func testSubCellsAreEmittedFromTheParticleAlongItsPath() {
        let spark = CAEmitterCell()
        (spark.name, spark.birthRate, spark.lifetime) = ("spark", 10, 0.05)
        let rocket = CAEmitterCell()
        (rocket.birthRate, rocket.lifetime, rocket.velocity, rocket.emitterCells) = (1, 1, 100, [spark])
        let layer = emitter([rocket])
        layer.emitterPosition = CGPoint(x: 20, y: 60)
        let particles = EmitterSimulation.particles(of: layer, atLayerTime: 0.52, timing: layer)
        let sparks = particles.filter { $0.cell === spark }
        XCTAssertEqual(sparks.count, 1, "sparks born every 0.1 s of the rocket's life live 0.05 s")
        XCTAssertEqual(sparks.first?.birth ?? 0, 0.5, accuracy: 1e-12)
        XCTAssertEqual(
            Double(sparks.first?.position.x ?? 0), 20 + 100 * 0.5, accuracy: 1e-9, "where the rocket was at 0.5 s")
        XCTAssertEqual(particles.filter { $0.cell === rocket }.count, 1)
    }

    func testAdditiveRenderModeAddsColoursAndOthersCover() {
        func half(_ red: CGFloat) -> CAEmitterCell {
            let cell = CAEmitterCell()
            (cell.contents, cell.birthRate, cell.lifetime) = (whiteImage(side: 20), 1, 10)
            cell.color = CGColor(red: red, green: 0, blue: 0, alpha: 1)
            return cell
        }
        let layer = emitter([half(0.5), half(0.5)])
        layer.emitterPosition = CGPoint(x: 50, y: 50)
        layer.renderMode = .additive
        XCTAssertEqual(
            Double(LayerTest.pixel(render(layer, at: 0.5), CGPoint(x: 50, y: 50)).red), 255, accuracy: 1, "0.5 + 0.5")
        layer.renderMode = .oldestFirst
        XCTAssertEqual(
            Double(LayerTest.pixel(render(layer, at: 0.5), CGPoint(x: 50, y: 50)).red), 127.5, accuracy: 1,
            "the top one covers")
        // Colour speeds change the colour over the particle's life, clamped (one particle in 10 s).
        layer.emitterCells = [half(0.5)]
        layer.emitterCells?[0].redSpeed = 0.2
        layer.emitterCells?[0].birthRate = 0.1
        XCTAssertEqual(Double(LayerTest.pixel(render(layer, at: 1), CGPoint(x: 50, y: 50)).red), 255 * 0.7, accuracy: 1)
        XCTAssertEqual(Double(LayerTest.pixel(render(layer, at: 5), CGPoint(x: 50, y: 50)).red), 255, accuracy: 1)
    }

    func testRendersInAModelTreeAtTheClockTimeAndRefusesNothing() {
        let layer = emitter([singleParticleCell()])
        layer.emitterPosition = CGPoint(x: 60, y: 50)
        clock.set(to: 0.5)
        let ctx = CGContext(flippedSize: CGSize(width: 200, height: 120), scale: 2)!
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 120))
        layer.render(in: ctx)
        XCTAssertEqual(
            ctx.makeImage()!.bytes, render(layer, at: 0.5).bytes, "render(in:) draws the particles at the clock's time")
        XCTAssertTrue(layer.subtreeHasAnimations, "an emitter's frames change with the time")
        // Nested cells with high rates and long lives are bounded, not multiplied out.
        let inner = CAEmitterCell()
        (inner.birthRate, inner.lifetime) = (50_000, 1_000)
        let outer = CAEmitterCell()
        (outer.birthRate, outer.lifetime, outer.emitterCells) = (50_000, 1_000, [inner])
        let crowded = emitter([outer])
        XCTAssertEqual(
            EmitterSimulation.particles(of: crowded, atLayerTime: 500, timing: crowded).count,
            EmitterSimulation.maximumParticles)
        // Nonsense values draw nothing rather than trap.
        let wild = singleParticleCell()
        (wild.lifetime, wild.velocity, wild.birthRate) = (.infinity, .nan, 1e12)
        layer.emitterCells = [wild]
        _ = render(layer, at: 1)
    }
}

extension CGImage {
    /// Every byte of the pixels, to compare two renders exactly.
    var bytes: [UInt8] { withPixels { bytes, _ in Array(bytes) } }
}
