/// The geometric functions of Apple's `<simd/geometry.h>` on vectors of floating-point scalars:
/// dot product, length, distance, normalisation (`x / length(x)`) and the cross product of
/// three-element vectors, in their `simd_` and unprefixed (Swift overlay) spellings.

public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint { (x * y).sum() }

public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint { simd_dot(x, x) }

public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint { simd_dot(x, x).squareRoot() }

public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint {
    simd_length_squared(x - y)
}

public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint {
    simd_length(x - y)
}

public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { x / simd_length(x) }

public func simd_cross<T: BinaryFloatingPoint>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> where T: SIMDScalar {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}

public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint { simd_dot(x, y) }

public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint { simd_length(x) }

public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint { simd_length_squared(x) }

public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: BinaryFloatingPoint { simd_distance(x, y) }

public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: BinaryFloatingPoint { simd_normalize(x) }

public func cross<T: BinaryFloatingPoint>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> where T: SIMDScalar {
    simd_cross(x, y)
}
