import CoreGraphics
import Foundation

/// A 3D transform taken apart for interpolation: perspective, translation, rotation (a unit
/// quaternion), skew and scale — the decomposition of W3C CSS Transforms Level 2, "Decomposing a
/// 3D matrix" (Thomas, "Decomposing a matrix into simple transformations", *Graphics Gems II*),
/// whose row-vector layout is `CATransform3D`'s (translation in `m41…m43`, perspective in
/// `m14…m44`).
///
/// Core Animation interpolates a `CATransform3D` by its parts too, so a card flipped half-way
/// round its y axis (`CATransform3DMakeRotation(.pi, 0, 1, 0)`) is edge-on at the middle of the
/// animation instead of passing through a squashed matrix. The parts mix linearly and the
/// rotations by spherical linear interpolation of their quaternions, as the CSS specification
/// says ("Interpolation of decomposed 3D matrix values"). Affine transforms keep the 2D
/// decomposition (`AffineDecomposition`), as CSS does for two 2D matrices.
struct TransformDecomposition: Equatable {
    var perspective: [Double], translation: [Double], quaternion: [Double], skew: [Double], scale: [Double]

    /// The parts of `t`, or nil when it cannot be taken apart (`m44` zero, or a singular upper
    /// 3×3); such a transform mixes entry by entry.
    init?(_ t: CATransform3D) {
        var m = TransformDecomposition.rows(t)
        guard m[3][3] != 0 else { return nil }
        let w = m[3][3]
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= w } }
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
        perspectiveMatrix[3][3] = 1
        guard let inverse = TransformDecomposition.inverse(perspectiveMatrix) else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            // perspective = rightHandSide × transpose(inverse), as a row vector.
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            perspective = (0..<4).map { j in (0..<4).reduce(0) { $0 + rhs[$1] * inverse[j][$1] } }
        } else {
            perspective = [0, 0, 0, 1]
        }
        translation = [m[3][0], m[3][1], m[3][2]]
        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = Self.length(row[0]); row[0] = Self.normalized(row[0])
        skew[0] = Self.dot(row[0], row[1]); row[1] = Self.combine(row[1], row[0], 1, -skew[0])
        scale[1] = Self.length(row[1]); row[1] = Self.normalized(row[1]); skew[0] /= scale[1]
        skew[1] = Self.dot(row[0], row[2]); row[2] = Self.combine(row[2], row[0], 1, -skew[1])
        skew[2] = Self.dot(row[1], row[2]); row[2] = Self.combine(row[2], row[1], 1, -skew[2])
        scale[2] = Self.length(row[2]); row[2] = Self.normalized(row[2]); skew[1] /= scale[2]; skew[2] /= scale[2]
        // A coordinate-system flip (determinant −1): negate the rows and the scales.
        if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; row[i] = row[i].map { -$0 } }
        }
        var q = [
            0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
            0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
        ]
        if row[2][1] > row[1][2] { q[0] = -q[0] }
        if row[0][2] > row[2][0] { q[1] = -q[1] }
        if row[1][0] > row[0][1] { q[2] = -q[2] }
        (self.scale, self.skew, quaternion) = (scale, skew, q)
    }

    private init(perspective: [Double], translation: [Double], quaternion: [Double], skew: [Double], scale: [Double]) {
        (self.perspective, self.translation, self.quaternion, self.skew, self.scale) = (
            perspective, translation, quaternion, skew, scale
        )
    }

    /// The transform put back together ("Recomposing to a 3D matrix").
    var transform: CATransform3D {
        var m = Self.identity
        for i in 0..<4 { m[i][3] = perspective[i] }
        // Row-vector order: scale, skew, rotation, translation, then perspective (M = S·K·R·T·P).
        for i in 0..<4 { for j in 0..<3 { m[3][i] += translation[j] * m[j][i] } }
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        var rotation = Self.identity
        // The quaternion's rotation in row-vector form (the transpose of the column-vector matrix
        // the specification writes), matching the signs the decomposition gave the quaternion.
        rotation[0][0] = 1 - 2 * (y * y + z * z); rotation[0][1] = 2 * (x * y + z * w);
        rotation[0][2] = 2 * (x * z - y * w)
        rotation[1][0] = 2 * (x * y - z * w); rotation[1][1] = 1 - 2 * (x * x + z * z);
        rotation[1][2] = 2 * (y * z + x * w)
        rotation[2][0] = 2 * (x * z + y * w); rotation[2][1] = 2 * (y * z - x * w);
        rotation[2][2] = 1 - 2 * (x * x + y * y)
        m = Self.multiply(rotation, m)
        var shear = Self.identity
        if skew[2] != 0 { shear[2][1] = skew[2]; m = Self.multiply(shear, m) }
        if skew[1] != 0 { shear[2][1] = 0; shear[2][0] = skew[1]; m = Self.multiply(shear, m) }
        if skew[0] != 0 { shear[2][0] = 0; shear[1][0] = skew[0]; m = Self.multiply(shear, m) }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= scale[i] } }
        return CATransform3D(
            m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][2],
            m24: m[1][3],
            m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3], m41: m[3][0], m42: m[3][1], m43: m[3][2],
            m44: m[3][3])
    }

    /// The parts of `a` and `b` mixed at `fraction`: linearly, and the rotations by spherical
    /// linear interpolation of the quaternions.
    static func mix(_ a: TransformDecomposition, _ b: TransformDecomposition, _ fraction: Double)
        -> TransformDecomposition
    {
        func lerp(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * fraction } }
        return TransformDecomposition(
            perspective: lerp(a.perspective, b.perspective), translation: lerp(a.translation, b.translation),
            quaternion: slerp(a.quaternion, b.quaternion, fraction), skew: lerp(a.skew, b.skew),
            scale: lerp(a.scale, b.scale))
    }

    static func slerp(_ a: [Double], _ b: [Double], _ fraction: Double) -> [Double] {
        let product = min(1, max(-1, dot(a, b)))
        guard abs(product) < 1 else { return a }
        let theta = acos(product)
        let w = sin(fraction * theta) / (1 - product * product).squareRoot()
        let keep = cos(fraction * theta) - product * w
        return (0..<4).map { a[$0] * keep + b[$0] * w }
    }

    // MARK: 4×4 arithmetic (rows)

    static let identity: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }

    static func rows(_ t: CATransform3D) -> [[Double]] {
        [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
            [t.m41, t.m42, t.m43, t.m44],
        ].map { $0.map(Double.init) }
    }

    static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func inverse(_ m: [[Double]]) -> [[Double]]? {
        CATransform3D(rows: m.map { $0.map { CGFloat($0) } }).inverse.map(rows)
    }

    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    static func length(_ v: [Double]) -> Double { dot(v, v).squareRoot() }
    static func normalized(_ v: [Double]) -> [Double] { let l = length(v); return l == 0 ? v : v.map { $0 / l } }
    static func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
        zip(a, b).map { sa * $0 + sb * $1 }
    }
    static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
