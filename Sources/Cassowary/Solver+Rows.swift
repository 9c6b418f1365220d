// Solver+Rows — turning a constraint into a tableau row and finding where it goes.

// MARK: - Row construction

extension Solver {
    /// The row of `constraint` over the current parametric symbols, with its new slack / error /
    /// dummy symbols, and its tag. Soft constraints' error symbols enter the objective here.
    ///
    /// `expr <= 0` becomes `expr + slack = 0`, `expr >= 0` becomes `expr - slack = 0`; a soft
    /// inequality also gets an error symbol that lets `expr` overshoot. A required equality gets a
    /// dummy (a marker pinned to 0); a soft one `expr - e⁺ + e⁻ = 0`. The row is scaled so that
    /// its constant is non-negative.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let symbol = retainSymbol(for: term.variable)
            guard !Row.isNearZero(term.coefficient) else { continue }
            if let basic = tableau.rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let weight = constraint.strength.clampedWeight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if constraint.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                tableau.objective.insert(error, weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.objective.insert(plus, weight)
                tableau.objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: the lowest external symbol, else the constraint's own
    /// slack or error symbol when its coefficient is negative (which keeps it ≥ 0); nil when the
    /// row needs an artificial variable.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        var external: Symbol?
        for symbol in row.cells.keys where symbol.isExternal {
            if let current = external, current < symbol { continue }
            external = symbol
        }
        if let external { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    // MARK: - Phase one

    /// Adds a row that has no obvious subject through an artificial variable: minimises it to 0
    /// (phase one of the simplex). Returns nil on success, or the conflicting required constraints
    /// when it cannot reach 0 — the row is then dropped and the tableau still holds exactly the
    /// previous constraints (the new marker only ever appears in the artificial row).
    func addWithArtificialVariable(_ row: Row, _ tag: Tag) throws -> [Constraint]? {
        let artificial = makeSymbol(.slack)
        tableau.setRow(artificial, row)
        tableau.artificial = row
        defer { tableau.artificial = nil }
        if try tableau.optimize(.artificial) == .unbounded {
            throw SolverError.internalError("the artificial objective is unbounded")
        }
        let success = Row.isNearZero(tableau.artificial?.constant ?? 0)
        tableau.artificial = nil
        if var artificialRow = tableau.removeRow(artificial) {
            guard success else { return explanation(of: artificialRow, excluding: tag) }
            if let entering = pivotableSymbol(in: artificialRow) {
                artificialRow.solve(for: artificial, entering)
                tableau.substitute(entering, by: artificialRow)
                tableau.setRow(entering, artificialRow)
            }
        }
        tableau.eliminate(artificial)
        tableau.objective.remove(artificial)
        return nil
    }

    /// The lowest slack or error symbol of the row, else its lowest dummy.
    func pivotableSymbol(in row: Row) -> Symbol? {
        let candidates = row.cells.keys.filter { !$0.isExternal }
        return candidates.filter(\.isPivotable).min() ?? candidates.min()
    }

    // MARK: - Explanation

    /// The required constraints behind an infeasible row.
    ///
    /// The row is a linear combination of the original constraint equations, with no basic symbol
    /// left in it. Each constraint's marker occurs in its own equation only, so the constraints
    /// whose markers have a non-zero coefficient in the row are exactly those the combination
    /// uses — a Farkas certificate of the conflict. Soft constraints cannot take part (their error
    /// symbols would let the row reach 0), so they are filtered out for safety.
    func explanation(of row: Row, excluding tag: Tag) -> [Constraint] {
        row.cells.keys
            .filter { $0 != tag.marker && !$0.isExternal }
            .sorted()
            .compactMap { markers[$0] }
            .filter(\.isRequired)
    }

    /// The most constraints `minimalConflict` will try to shrink (it solves that many small
    /// systems of at most that size; larger sets are reported as found).
    static let minimizedConflictLimit = 64

    /// Shrinks a conflicting set to an irreducible one (deletion filter): drops each constraint
    /// whose absence still leaves `constraint` unsatisfiable, checked in a scratch solver. Then
    /// removing any one of the remaining constraints would let `constraint` in.
    func minimalConflict(_ conflicting: [Constraint], for constraint: Constraint) -> [Constraint] {
        guard conflicting.count > 1, conflicting.count <= Solver.minimizedConflictLimit else {
            return conflicting
        }
        var set = conflicting
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if Solver.isUnsatisfiable(constraint, with: trial) {
                set = trial
            } else {
                index += 1
            }
        }
        return set
    }

    /// `true` when `constraint` cannot be added to a solver holding only `constraints`.
    static func isUnsatisfiable(_ constraint: Constraint, with constraints: [Constraint]) -> Bool {
        let scratch = Solver()
        do {
            for other in constraints { try scratch.addConstraint(other) }
            try scratch.addConstraint(constraint)
            return false
        } catch SolverError.unsatisfiableConstraint {
            return true
        } catch {
            return false
        }
    }
}
