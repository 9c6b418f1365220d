import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// Transforms interpolate by their parts (shear, scale, rotation the short way round, translation;
/// in 3D also perspective and a quaternion rotation), as Core Animation does and CSS Transforms
/// specifies ("Interpolation of Matrices"): a half turn turns instead of collapsing through a zero
/// matrix.
final class TransformInterpolationTests: MediaClockTestCase {
    private func assertTransform(
        _ t: CATransform3D, _ expected: CGAffineTransform, _ message: String = "", line: UInt = #line
    ) {
        let affine = CATransform3DGetAffineTransform(t)
        for (got, want) in zip(
            [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty],
            [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty])
        {
            XCTAssertEqual(got, want, accuracy: 1e-9, "\(message): \(affine) ≠ \(expected)", line: line)
        }
    }

    private func mixed(_ a: CGAffineTransform, _ b: CGAffineTransform, _ fraction: Double) throws -> CATransform3D {
        let from = try XCTUnwrap(AnimatableValue(CATransform3DMakeAffineTransform(a)))
        let to = try XCTUnwrap(AnimatableValue(CATransform3DMakeAffineTransform(b)))
        return try XCTUnwrap(AnimatableValue.mix(from, to, fraction)?.value as? CATransform3D)
    }

    func testAHalfTurnPassesThroughAQuarterTurn() throws {
        assertTransform(
            try mixed(.identity, CGAffineTransform(rotationAngle: .pi), 0.5), CGAffineTransform(rotationAngle: .pi / 2),
            "entry by entry this would be the zero matrix")
    }

    func testScaleRotationAndTranslationMixSeparately() throws {
        let end = CGAffineTransform(scaleX: 3, y: 3).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 100, y: 40))
        let quarter = CGAffineTransform(scaleX: 1.5, y: 1.5).concatenating(CGAffineTransform(rotationAngle: .pi / 8))
            .concatenating(CGAffineTransform(translationX: 25, y: 10))
        assertTransform(try mixed(.identity, end, 0.25), quarter)
    }

    func testRotationTakesTheShortWayRound() throws {
        let from = CGAffineTransform(rotationAngle: 170 * .pi / 180),
            to = CGAffineTransform(rotationAngle: -170 * .pi / 180)
        assertTransform(try mixed(from, to, 0.5), CGAffineTransform(rotationAngle: .pi), "through 180°, not through 0°")
    }

    func testDecompositionRecomposesShearAndMirroring() throws {
        let sheared = CGAffineTransform(a: 2, b: 0.5, c: -1.2, d: -0.7, tx: 3, ty: -4)
        let parts = try XCTUnwrap(AffineDecomposition(CATransform3DMakeAffineTransform(sheared)))
        assertTransform(parts.transform, sheared)
        XCTAssertLessThan(parts.scaleY, 0, "a mirrored transform keeps its sign in the y scale")
    }

    private func assertTransform3D(
        _ t: CATransform3D, _ expected: CATransform3D, _ message: String = "", accuracy: CGFloat = 1e-9,
        line: UInt = #line
    ) {
        let got = TransformDecomposition.rows(t).joined(), want = TransformDecomposition.rows(expected).joined()
        for (g, w) in zip(got, want) {
            XCTAssertEqual(g, w, accuracy: Double(accuracy), "\(message): \(Array(got)) ≠ \(Array(want))", line: line)
        }
    }

    private func mixed3D(_ a: CATransform3D, _ b: CATransform3D, _ fraction: Double) throws -> CATransform3D {
        try XCTUnwrap(
            AnimatableValue.mix(try XCTUnwrap(AnimatableValue(a)), try XCTUnwrap(AnimatableValue(b)), fraction)?.value
                as? CATransform3D)
    }

    /// Decomposing and recomposing gives the transform back: rotations about oblique axes, mirrored
    /// and non-uniform scales, translation, shear and perspective, alone and combined.
    func testThreeDimensionalDecompositionRecomposes() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        var sheared = CATransform3DIdentity
        (sheared.m21, sheared.m31, sheared.m32) = (0.4, -0.3, 0.25)
        var leaning = CATransform3DMakeTranslation(5, 6, 7)
        (leaning.m14, leaning.m24) = (0.001, -0.002)
        let transforms = [
            CATransform3DMakeRotation(0.7, 1, 2, 3),
            CATransform3DConcat(CATransform3DMakeScale(2, -1, 0.5), CATransform3DMakeRotation(2.5, 0, 1, 0)),
            CATransform3DConcat(CATransform3DMakeRotation(-1.1, 1, 0, 1), CATransform3DMakeTranslation(40, -20, 10)),
            CATransform3DConcat(sheared, CATransform3DMakeRotation(0.3, 0, 0, 1)),
            CATransform3DConcat(CATransform3DMakeRotation(1.2, 0, 1, 0), perspective),
            CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeScale(1.5, 1.5, 1), CATransform3DMakeRotation(3.0, 1, 1, 0)),
                leaning),
        ]
        for (index, t) in transforms.enumerated() {
            let parts = try XCTUnwrap(TransformDecomposition(t), "transform \(index)")
            assertTransform3D(parts.transform, t, "transform \(index)")
        }
        XCTAssertNil(TransformDecomposition(CATransform3DMakeScale(0, 1, 1)), "singular: mixed entry by entry")
    }

    /// A turn about the y axis interpolates its angle: a third of the way from 0 to 120° is 40°
    /// (entry by entry, the x axis would shrink to cos-less averages and the card would squash).
    func testAThreeDimensionalRotationMixesItsAngle() throws {
        let to = CATransform3DMakeRotation(2 * .pi / 3, 0, 1, 0)
        assertTransform3D(
            try mixed3D(CATransform3DIdentity, to, 1.0 / 3), CATransform3DMakeRotation(2 * .pi / 9, 0, 1, 0))
        let flip = try mixed3D(CATransform3DIdentity, CATransform3DMakeRotation(.pi, 0, 1, 0), 0.5)
        XCTAssertEqual(abs(flip.m13), 1, accuracy: 1e-9, "a half flip is edge-on, not the zero matrix entry by entry")
        XCTAssertEqual(flip.m11, 0, accuracy: 1e-9)
    }

    /// With the same perspective at both ends, the perspective stays and the rotation mixes.
    func testPerspectiveStaysWhileTheRotationMixes() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let from = CATransform3DConcat(CATransform3DMakeRotation(0, 0, 1, 0), perspective)
        let to = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), perspective)
        assertTransform3D(
            try mixed3D(from, to, 0.5), CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective))
    }

    /// Through the engine: a linear `transform` animation from the identity to a half turn shows a
    /// quarter turn half-way.
    func testATransformAnimationShowsAQuarterTurnHalfWay() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(.pi, 0, 0, 1)
        turn.duration = 1
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(turn, forKey: "turn")
        clock.advance(by: 0.5)
        assertTransform(try XCTUnwrap(layer.presentation()).transform, CGAffineTransform(rotationAngle: .pi / 2))
    }
}
