/// Apple's `simd` module names its vector types after C's (`simd_float2` … `simd_double4`); in
/// Swift they are the standard library's `SIMD2<Float>` … `SIMD4<Double>` (Apple, *simd*:
/// "simd_float4 is a typealias of SIMD4<Float>"). Linux's toolchain has no `simd` module, so
/// `import simd` finds this one.
public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>
public typealias simd_uint2 = SIMD2<UInt32>
public typealias simd_uint3 = SIMD3<UInt32>
public typealias simd_uint4 = SIMD4<UInt32>
