import CoreGraphics
@_spi(ViewLab) @testable import QuartzCore
@_spi(ViewLab) import TestSupport
import XCTest

/// Transforms interpolate by their parts (shear, scale, rotation the short way round, translation),
/// as Core Animation does and CSS Transforms specifies ("Interpolation of Matrices"): a half turn
/// turns instead of collapsing through a zero matrix.
final class TransformInterpolationTests: MediaClockTestCase {
    private func assertTransform(_ t: CATransform3D, _ expected: CGAffineTransform, _ message: String = "", line: UInt = #line) {
        let affine = CATransform3DGetAffineTransform(t)
        for (got, want) in zip([affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty], [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]) {
            XCTAssertEqual(got, want, accuracy: 1e-9, "\(message): \(affine) ≠ \(expected)", line: line)
        }
    }

    private func mixed(_ a: CGAffineTransform, _ b: CGAffineTransform, _ fraction: Double) throws -> CATransform3D {
        let from = try XCTUnwrap(AnimatableValue(CATransform3DMakeAffineTransform(a)))
        let to = try XCTUnwrap(AnimatableValue(CATransform3DMakeAffineTransform(b)))
        return try XCTUnwrap(AnimatableValue.mix(from, to, fraction)?.value as? CATransform3D)
    }

    func testAHalfTurnPassesThroughAQuarterTurn() throws {
        assertTransform(try mixed(.identity, CGAffineTransform(rotationAngle: .pi), 0.5), CGAffineTransform(rotationAngle: .pi / 2),
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
        let from = CGAffineTransform(rotationAngle: 170 * .pi / 180), to = CGAffineTransform(rotationAngle: -170 * .pi / 180)
        assertTransform(try mixed(from, to, 0.5), CGAffineTransform(rotationAngle: .pi), "through 180°, not through 0°")
    }

    func testDecompositionRecomposesShearAndMirroring() throws {
        let sheared = CGAffineTransform(a: 2, b: 0.5, c: -1.2, d: -0.7, tx: 3, ty: -4)
        let parts = try XCTUnwrap(AffineDecomposition(CATransform3DMakeAffineTransform(sheared)))
        assertTransform(parts.transform, sheared)
        XCTAssertLessThan(parts.scaleY, 0, "a mirrored transform keeps its sign in the y scale")
    }

    func testPerspectiveMixesEntryByEntry() throws {
        var a = CATransform3DIdentity, b = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        a.m34 = -1 / 500
        b.m34 = -1 / 500
        let mix = try XCTUnwrap(AnimatableValue.mix(try XCTUnwrap(AnimatableValue(a)), try XCTUnwrap(AnimatableValue(b)), 0.5)?.value as? CATransform3D)
        XCTAssertEqual(mix.m11, (a.m11 + b.m11) / 2, accuracy: 1e-12)
        XCTAssertEqual(mix.m13, (a.m13 + b.m13) / 2, accuracy: 1e-12)
        XCTAssertEqual(mix.m34, -1 / 500, accuracy: 1e-12)
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
