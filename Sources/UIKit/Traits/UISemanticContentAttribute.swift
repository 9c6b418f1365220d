/// How a view's content relates to the layout direction: whether it flips in a right-to-left
/// layout (`UIView.semanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the layout direction (flips in right-to-left).
    case unspecified = 0
    /// Playback controls (play, rewind…): always left to right.
    case playback = 1
    /// Directional controls (arrows, a joystick): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
