/// The range of frame rates a display link would like (`CADisplayLink.preferredFrameRateRange`).
/// All zeros (`.default`) means "the display's native rate".
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }

    /// Core Animation's default: no preference.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
