import Foundation

/// The random numbers of one particle: a SplitMix64 sequence started from the emitter's `seed`,
/// the particle's cell and its birth index. A particle's values depend only on these, never on
/// what was drawn before, so a frame is a function of the layer and the time.
struct ParticleRandom {
    private var state: UInt64

    /// The sequence of particle `index` of the cell whose key is `cellKey`, under `seed`.
    init(seed: UInt32, cellKey: UInt64, index: Int) {
        state = Self.mix(Self.mix(UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15) ^ cellKey) ^ UInt64(bitPattern: Int64(index))
    }

    /// A key for cell `index` among its siblings, under its parent's key (0 for the layer's cells).
    static func cellKey(parent: UInt64, index: Int) -> UInt64 {
        mix(parent &+ UInt64(index + 1) &* 0xD1B5_4A32_D192_ED03)
    }

    /// The next value, uniform in 0 ..< 1.
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Double(Self.mix(state) >> 11) / Double(1 << 53)
    }

    /// A value uniform in [mean − range/2, mean + range/2] — Core Animation's rule for a property
    /// with a mean and a range.
    mutating func value(mean: Double, range: Double) -> Double {
        let u = unit()
        return range == 0 ? mean : mean + (u - 0.5) * range
    }

    /// SplitMix64's finaliser.
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
