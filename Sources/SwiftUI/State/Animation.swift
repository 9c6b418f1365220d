import Foundation

/// How a change of state animates (`Animation`). ViewLab draws the state after the change: the
/// animation's curve and duration are kept, not played.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/animation>
public struct Animation: Equatable, Sendable {
    public enum Curve: Equatable, Sendable { case easeInOut, easeIn, easeOut, linear, spring }
    public var curve: Curve
    public var duration: TimeInterval
    public var delay: TimeInterval = 0
    public var speed: Double = 1
    public var repeatCount: Int? = 1
    public var autoreverses = false

    init(curve: Curve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration
    }

    /// SwiftUI's default animation: a spring since iOS 17 (ease-in-out, 0.35 s, before).
    public static let `default` = Animation(curve: .spring, duration: 0.5)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let spring = Animation(curve: .spring, duration: 0.5)
    public static let bouncy = Animation(curve: .spring, duration: 0.5)
    public static let smooth = Animation(curve: .spring, duration: 0.5)
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(curve: .easeInOut, duration: duration)
    }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(curve: .spring, duration: response)
    }
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    {
        Animation(curve: .spring, duration: duration)
    }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    )
        -> Animation
    {
        Animation(curve: .spring, duration: response)
    }

    public func delay(_ delay: TimeInterval) -> Animation { with { $0.delay = delay } }
    public func speed(_ speed: Double) -> Animation { with { $0.speed = speed } }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        with {
            $0.repeatCount = count
            $0.autoreverses = autoreverses
        }
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        with {
            $0.repeatCount = nil
            $0.autoreverses = autoreverses
        }
    }

    private func with(_ change: (inout Animation) -> Void) -> Animation {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Makes the state changes in `body` with `animation` (`withAnimation`); ViewLab shows their
/// result at once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
