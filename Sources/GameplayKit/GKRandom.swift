import Foundation

/// The interface of GameplayKit's randomizers (Apple, `GKRandom`): integers, bounded integers,
/// uniform floats and Booleans.
public protocol GKRandom {
    /// A random integer over the full range of 32-bit signed values.
    func nextInt() -> Int
    /// A random integer from 0 up to, but not including, `upperBound`.
    func nextInt(upperBound: Int) -> Int
    /// A random value from 0.0 up to, but not including, 1.0.
    func nextUniform() -> Float
    /// A random Boolean.
    func nextBool() -> Bool
}
