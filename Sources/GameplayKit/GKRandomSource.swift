import Foundation

/// GameplayKit's basic randomizer (Apple, `GKRandomSource`): "the superclass for all basic
/// randomization classes in GameplayKit". Here it draws from the system's random number generator
/// (`SystemRandomNumberGenerator`), so, as on iOS for the shared source, values are not repeatable
/// between runs; GameplayKit's seeded sources (ARC4, linear congruential, Mersenne Twister) are
/// not provided.
open class GKRandomSource: NSObject, GKRandom {
    nonisolated(unsafe) private static let shared = GKRandomSource()

    public override init() { super.init() }

    /// The system's shared random source (Apple: "not deterministic").
    open class func sharedRandom() -> GKRandomSource { shared }

    /// A value over the 32-bit signed range, as GameplayKit's sources answer.
    open func nextInt() -> Int { Int(Int32.random(in: .min ... .max)) }

    /// 0 ..< `upperBound` (0 for a bound of 0 or less, where iOS's result is not specified).
    open func nextInt(upperBound: Int) -> Int { upperBound > 0 ? Int.random(in: 0..<upperBound) : 0 }

    open func nextUniform() -> Float { Float.random(in: 0..<1) }

    open func nextBool() -> Bool { Bool.random() }

    /// A new array with the elements of `array` in a random order (Fisher–Yates with this source).
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var shuffled = array
        guard shuffled.count > 1 else { return shuffled }
        for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
            shuffled.swapAt(index, nextInt(upperBound: index + 1))
        }
        return shuffled
    }
}
