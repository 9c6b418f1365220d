/// The state of an object that adopts `UIViewAnimating` (Apple's raw values): `.inactive` before
/// it starts and after it finishes, `.active` while running or paused, `.stopped` after
/// `stopAnimation(false)` until `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}
