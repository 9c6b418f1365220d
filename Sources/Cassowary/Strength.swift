// Strength — how strongly the solver tries to satisfy a constraint.

// MARK: - Strength

/// The strength of a constraint: the weight its error has in the objective the solver minimises
/// (Kiwi's scheme).
///
/// | strength    | weight          |
/// |-------------|-----------------|
/// | `.required` | 1,001,001,000   |
/// | `.strong`   | 1,000,000       |
/// | `.medium`   | 1,000           |
/// | `.weak`     | 1               |
///
/// A required constraint is a hard constraint: it always holds, or `Solver.addConstraint` throws.
/// The others are soft: the solver minimises `Σ weight × |error|` over them. Weights are *not*
/// lexicographic: enough weaker constraints can outvote a stronger one (a strong constraint beats
/// up to a million weak ones of the same error size). UIKit priorities map onto weights with
/// `Strength(layoutPriority:)`.
public struct Strength: Hashable, Comparable, Sendable {
    /// The weight in the objective. Any weight at or above `Strength.required.weight` is required.
    public let weight: Double

    /// Creates a strength with a raw `weight`. Weights above `required` are treated as required;
    /// negative or non-finite weights are rejected by `Solver.addConstraint`.
    public init(weight: Double) {
        self.weight = weight
    }

    /// Kiwi's `strength::create`: `strong × 1,000,000 + medium × 1,000 + weak`, each part first
    /// multiplied by `multiplier` and clamped to 0…1000.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func part(_ value: Double) -> Double { min(max(0, value * multiplier), 1000) }
        self.init(weight: part(strong) * 1_000_000 + part(medium) * 1000 + part(weak))
    }

    /// A constraint that must hold (weight 1,001,001,000).
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// Weight 1,000,000.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// Weight 1,000.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// Weight 1.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// `true` when the weight is at least `required`'s.
    public var isRequired: Bool { weight >= Strength.required.weight }

    /// `true` for a usable strength: a finite, non-negative weight.
    public var isValid: Bool { weight.isFinite && weight >= 0 }

    /// The weight used in the objective: clamped to `required`'s.
    var clampedWeight: Double { min(weight, Strength.required.weight) }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.weight < rhs.weight
    }
}

// MARK: - Description

extension Strength: CustomStringConvertible {
    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return isRequired ? "required" : "weight \(weight)"
        }
    }
}
