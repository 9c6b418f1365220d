import CoreGraphics
import Foundation

/// A 2D transform taken apart the way transform interpolation needs it: shear, then scale, then
/// rotation, then translation (a point `p` maps to `p × Shear(k) × Scale(sx, sy) × Rotation(θ) +
/// (tx, ty)`, in `CGAffineTransform`'s row-vector convention).
///
/// Core Animation interpolates a transform by decomposing the two ends and mixing the parts — not
/// the matrix entries — so `UIView.animate { chevron.transform = CGAffineTransform(rotationAngle: .pi) }`
/// turns the chevron half-way round instead of squashing it through a zero matrix (a widely
/// reproduced observation; the same decompose–mix–recompose scheme is specified for CSS transforms,
/// W3C CSS Transforms Level 1, "Interpolation of Matrices", whose rule to rotate the short way round
/// is followed here). Only affine transforms (no perspective, no 3D rotation) are taken apart.
struct AffineDecomposition: Equatable {
    var shear: Double, scaleX: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double

    /// The parts of `t`, or nil when `t` is not an affine transform in 3D clothing (or is singular
    /// along x, where the rotation is undefined).
    init?(_ t: CATransform3D) {
        let flat = [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34, t.m43].allSatisfy { $0 == 0 }
        guard flat, t.m33 == 1, t.m44 == 1 else { return nil }
        let (a, b, c, d) = (Double(t.m11), Double(t.m12), Double(t.m21), Double(t.m22))
        let sx = (a * a + b * b).squareRoot()
        guard sx > 1e-12 else { return nil }
        rotation = atan2(b, a)
        // M × Rotation(−θ) = [[sx, 0], [c', d']] = Shear(k) × Scale(sx, d').
        let (cs, sn) = (cos(rotation), sin(rotation))
        let cPrime = c * cs + d * sn, dPrime = -c * sn + d * cs
        (scaleX, scaleY, shear) = (sx, dPrime, cPrime / sx)
        (tx, ty) = (Double(t.m41), Double(t.m42))
    }

    private init(shear: Double, scaleX: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double) {
        (self.shear, self.scaleX, self.scaleY, self.rotation, self.tx, self.ty) = (
            shear, scaleX, scaleY, rotation, tx, ty
        )
    }

    /// The transform put back together.
    var transform: CATransform3D {
        let (cs, sn) = (cos(rotation), sin(rotation))
        // Shear(k) × Scale(sx, sy) = [[sx, 0], [k·sx, sy]], then × Rotation(θ) = [[cs, sn], [−sn, cs]].
        let (a, b) = (scaleX * cs, scaleX * sn)
        let (c, d) = (shear * scaleX * cs - scaleY * sn, shear * scaleX * sn + scaleY * cs)
        return CATransform3DMakeAffineTransform(CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
    }

    /// The parts of `a` and `b` mixed at `fraction`, rotating the short way round (a difference
    /// of more than half a turn is taken the other way).
    static func mix(_ a: AffineDecomposition, _ b: AffineDecomposition, _ fraction: Double) -> AffineDecomposition {
        var (from, to) = (a.rotation, b.rotation)
        if abs(from - to) > .pi { if from > to { from -= 2 * .pi } else { to -= 2 * .pi } }
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return AffineDecomposition(
            shear: lerp(a.shear, b.shear), scaleX: lerp(a.scaleX, b.scaleX), scaleY: lerp(a.scaleY, b.scaleY),
            rotation: lerp(from, to), tx: lerp(a.tx, b.tx), ty: lerp(a.ty, b.ty))
    }
}
