/// Where an animation ended, as its completion handlers hear it.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}
