import Foundation

/// An animation of a symbol image (Apple's Symbols framework, iOS 17: `SymbolEffect`), added to an
/// image view with `UIImageView.addSymbolEffect(_:options:animated:completion:)`.
///
/// ViewLab draws symbols as still vectors: effects are accepted and the symbol is drawn as it is
/// at rest (a bounce or pulse shows the plain symbol), so code written for iOS 17 compiles and
/// shows its images.
public protocol SymbolEffect: Sendable {}
/// An effect that plays once per trigger (`.bounce`).
public protocol DiscreteSymbolEffect {}
/// An effect that runs until removed (`.pulse`, `.variableColor`, `.scale`).
public protocol IndefiniteSymbolEffect {}

/// The bounce effect (`.bounce`, `.bounce.up`, `.bounce.down`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// The pulse effect (`.pulse`): the symbol's opacity pulses.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// The variable-colour effect (`.variableColor`): the symbol's layers light up in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
}

/// The scale effect (`.scale`, `.scale.up`, `.scale.down`).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    public var up: ScaleSymbolEffect { self }
    public var down: ScaleSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// How an effect plays (Apple, `SymbolEffectOptions`): repeated or not, its speed.
public struct SymbolEffectOptions: Sendable, Equatable {
    /// How many times the effect plays (nil: the effect's default; 0: repeats until removed).
    public var repeatCount: Int?
    /// The speed multiplier.
    public var speedMultiplier: Double = 1

    public static let `default` = SymbolEffectOptions()
    /// Repeats until removed.
    public static let repeating = SymbolEffectOptions(repeatCount: 0)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedMultiplier: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self; options.repeatCount = count; return options
    }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self; options.speedMultiplier = speed; return options
    }
}

extension UIImageView {
    /// Adds a symbol effect to the image view's symbol (Apple, iOS 17). Accepted and not drawn:
    /// the symbol shows at rest (see `SymbolEffect`); `completion` is not called.
    public func addSymbolEffect(
        _ effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: ((Any) -> Void)? = nil
    ) {}

    /// Removes the effects of a type (Apple, iOS 17); nothing is running here.
    public func removeSymbolEffect<Effect: SymbolEffect>(
        ofType effect: Effect, options: SymbolEffectOptions = .default, animated: Bool = true,
        completion: ((Any) -> Void)? = nil
    ) {}

    /// Removes every symbol effect (Apple, iOS 17); nothing is running here.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {}
}
