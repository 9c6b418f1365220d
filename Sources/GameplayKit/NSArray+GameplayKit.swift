import Foundation

/// GameplayKit's additions to `NSArray` (Apple, `NSArray.shuffled()`): "Returns a new array
/// containing the elements of the array in a random order", from the shared random source or a
/// given one. Swift code reaches them as `(array as NSArray).shuffled()`.
extension NSArray {
    public func shuffled() -> [Any] {
        shuffled(using: GKRandomSource.sharedRandom())
    }

    public func shuffled(using randomSource: GKRandomSource) -> [Any] {
        randomSource.arrayByShufflingObjects(in: Array(self))
    }
}
