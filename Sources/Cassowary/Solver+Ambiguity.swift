// Solver+Ambiguity — is a variable's value pinned down, and what else could it be?

// MARK: - Ambiguity

extension Solver {
    /// Values closer than this count as the same when judging ambiguity (layout points).
    public static let ambiguityTolerance = 1e-6

    /// The weight of the constraint `exerciseAmbiguity(of:offset:)` adds: below every UIKit
    /// priority (≥ 1) and Kiwi's `.weak`, so it only chooses among equally good solutions.
    public static let exerciseStrength = Strength(weight: 1e-3)

    /// The values `variable` takes over all optimal solutions: every solution that satisfies the
    /// required constraints and has the same (minimal) weighted error as the current one.
    /// Unbounded sides are ±infinity; a variable the solver does not know spans -∞…∞.
    ///
    /// Method (exact, not a heuristic nudge): the optimal solutions form a face of the feasible
    /// polytope. In the current optimal tableau the objective is `c + Σ dⱼ pⱼ` with every
    /// reduced cost `dⱼ ≥ 0`, so staying optimal means keeping every parametric symbol with
    /// `dⱼ > 0` (and every dummy) at 0. On a scratch copy of the tableau the primal simplex then
    /// maximises and minimises the variable's row over the remaining symbols. A parametric
    /// external symbol in the variable's row is a free direction: -∞…∞. The solver itself is not
    /// changed.
    public func valueRange(of variable: Variable) throws -> ClosedRange<Double> {
        tableau.settle()
        let current = value(of: variable)
        guard let entry = variables[variable], let row = tableau.rows[entry.symbol] else {
            return -Double.infinity...Double.infinity
        }
        if row.cells.keys.contains(where: \.isExternal) {
            return -Double.infinity...Double.infinity
        }
        let fixed = Set(tableau.objective.cells.filter { $0.value > Row.epsilon }.keys)
        let upper = try extreme(of: row, direction: 1, fixed: fixed)
        let lower = try extreme(of: row, direction: -1, fixed: fixed)
        let low = lower.isNaN ? current : min(lower, current)
        let high = upper.isNaN ? current : max(upper, current)
        return low...high
    }

    /// `true` when `variable` could take another value without breaking a required constraint
    /// or making the solution any worse — the solver's answer to UIKit's `hasAmbiguousLayout`
    /// for one variable. A variable in no constraint is ambiguous. Internal errors count as not
    /// ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let range = try? valueRange(of: variable) else { return false }
        return range.upperBound - range.lowerBound > Solver.ambiguityTolerance
    }

    /// Moves an ambiguous variable to another equally good value, like UIKit's
    /// `exerciseAmbiguityInLayout()`: to the far end of `valueRange(of:)` (the upper end first),
    /// or by `offset` when that side is unbounded. It adds the constraint `variable == target`
    /// with `Solver.exerciseStrength` — so weak that it only picks among optimal solutions — and
    /// returns it (remove it to go back); nil when the variable is not ambiguous.
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable, offset: Double = 100) throws -> Constraint? {
        let range = try valueRange(of: variable)
        let current = value(of: variable)
        let tolerance = Solver.ambiguityTolerance
        let target: Double
        if range.upperBound - current > tolerance {
            target = range.upperBound.isFinite ? range.upperBound : current + offset.magnitude
        } else if current - range.lowerBound > tolerance {
            target = range.lowerBound.isFinite ? range.lowerBound : current - offset.magnitude
        } else {
            return nil
        }
        let constraint = Constraint(variable - target, .equal, strength: Solver.exerciseStrength)
        constraint.identifier = "exercise \(variable)"
        try addConstraint(constraint)
        return constraint
    }

    /// The largest value of `direction × row` over the optimal face, times `direction` — i.e.
    /// the row's maximum (direction 1) or minimum (direction -1); ±infinity when unbounded.
    func extreme(of row: Row, direction: Double, fixed: Set<Symbol>) throws -> Double {
        var scratch = tableau
        var goal = row
        goal.scale(by: -direction)
        scratch.artificial = goal
        let outcome = try scratch.optimize(.artificial) { !fixed.contains($0) }
        if outcome == .unbounded { return direction * .infinity }
        return -direction * (scratch.artificial?.constant ?? .nan)
    }
}
