// Strength+LayoutPriority — UIKit priorities (1…1000) as solver strengths.
import Foundation

// MARK: - Layout priority

extension Strength {
    /// The exponent span of the priority mapping: priority 1 weighs 10⁰ and priority 999 weighs
    /// 10⁸ (below `required`'s ≈ 10⁹).
    static let priorityDecades = 8.0

    /// The strength of a UIKit layout priority (`UILayoutPriority.rawValue`).
    ///
    /// UIKit priorities run from 1 to 1000, and 1000 (`.required`) means the constraint must hold.
    /// This maps them as:
    ///
    /// | priority         | strength                                   |
    /// |------------------|--------------------------------------------|
    /// | ≥ 1000           | `.required`                                 |
    /// | p in 1…999.99    | weight 10^(8 × (p − 1) / 998): 1 → 1, 250 → ≈ 99, 750 → ≈ 1.01 × 10⁶, 999 → 10⁸ |
    /// | below 1          | as 1                                        |
    /// | NaN              | weight NaN: `Solver.addConstraint` rejects it |
    ///
    /// The mapping is strictly increasing, so a higher priority always beats a *single* lower one,
    /// however close (251 beats 250). It is exponential, so each step of 1 multiplies the weight
    /// by ≈ 1.0186 and a gap of Δ multiplies it by 10^(8Δ/998): 750 outweighs about 10,000
    /// priority-250 constraints with the same error size, 999 outweighs about 100 of priority 750,
    /// but two 250s outweigh one 251. UIKit's engine is believed to be lexicographic between
    /// priority levels; that needs symbolic weights, which this solver (like Kiwi) does not use.
    /// Weights stay between 1 and 10⁸ so that objective coefficients remain well above the
    /// solver's 1e-8 tolerance and well within double precision.
    public init(layoutPriority: Float) {
        let priority = Double(layoutPriority)
        if priority.isNaN {
            self.init(weight: .nan)
        } else if priority >= 1000 {
            self = .required
        } else {
            let clamped = max(priority, 1)
            self.init(weight: Self.weight(forLayoutPriority: clamped))
        }
    }

    /// 10^(8 × (p − 1) / 998) for a priority `p` in 1…1000.
    static func weight(forLayoutPriority priority: Double) -> Double {
        pow(10, priorityDecades * (priority - 1) / 998)
    }
}
