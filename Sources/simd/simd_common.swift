/// The common functions of Apple's `<simd/common.h>`, on scalars and on vectors (element by
/// element), with the header's definitions: `clamp(x, min, max)`, `mix(x, y, t) = x + t·(y − x)`,
/// `step(edge, x)` 0 below the edge and 1 from it, and `smoothstep(edge0, edge1, x)` the Hermite
/// curve `t²·(3 − 2t)` of `t = clamp((x − edge0) / (edge1 − edge0), 0, 1)`.

public func simd_clamp<T: BinaryFloatingPoint>(_ x: T, _ min: T, _ max: T) -> T {
    Swift.min(Swift.max(x, min), max)
}

public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: BinaryFloatingPoint {
    x.clamped(lowerBound: min, upperBound: max)
}

public func simd_mix<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + t * (y - x) }

public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: BinaryFloatingPoint { x + t * (y - x) }

public func simd_step<T: BinaryFloatingPoint>(_ edge: T, _ x: T) -> T { x < edge ? 0 : 1 }

public func simd_step<V: SIMD>(_ edge: V, _ x: V) -> V where V.Scalar: BinaryFloatingPoint {
    var result = V()
    for i in result.indices { result[i] = x[i] < edge[i] ? 0 : 1 }
    return result
}

public func simd_smoothstep<T: BinaryFloatingPoint>(_ edge0: T, _ edge1: T, _ x: T) -> T {
    let t = simd_clamp((x - edge0) / (edge1 - edge0), 0, 1)
    return t * t * (3 - 2 * t)
}

public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: BinaryFloatingPoint {
    var result = V()
    for i in result.indices { result[i] = simd_smoothstep(edge0[i], edge1[i], x[i]) }
    return result
}

/// `mix(_:_:t:)`, the overlay's unprefixed spelling of `simd_mix`.
public func mix<T: BinaryFloatingPoint>(_ x: T, _ y: T, t: T) -> T { simd_mix(x, y, t) }

public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: BinaryFloatingPoint {
    simd_mix(x, y, V(repeating: t))
}

/// `smoothstep(_:edge0:edge1:)`, the overlay's unprefixed spelling of `simd_smoothstep`.
public func smoothstep<T: BinaryFloatingPoint>(_ x: T, edge0: T, edge1: T) -> T { simd_smoothstep(edge0, edge1, x) }
