// Tableau — the simplex tableau: rows, objective, pivoting, primal and dual simplex.

// MARK: - Tableau

/// The solver's simplex tableau in Cassowary form.
///
/// `rows[b]` expresses basic symbol `b` over parametric symbols; parametric symbols are 0, so a
/// basic symbol's value is its row's constant. Rows of restricted symbols (slack, error, dummy)
/// must keep a non-negative constant (primal feasibility); the objective row must keep
/// non-negative coefficients on pivotable parametric symbols (optimality). External symbols are
/// chosen as basic whenever possible, so parametric externals appear only in external rows and
/// never in the objective (Cassowary's unrestricted/restricted split).
///
/// Pivoting follows Bland's rule — the entering symbol is the lowest-id candidate and ties in the
/// ratio test go to the lowest id — which cannot cycle and makes the result independent of
/// dictionary order. Every loop is still bounded by `pivotLimit`.
struct Tableau {
    /// Which row `optimize` minimises.
    enum Goal {
        case objective
        case artificial
    }

    /// How `optimize` ended.
    enum Outcome {
        case optimal
        case unbounded
    }

    var rows: [Symbol: Row] = [:]
    var objective = Row()
    /// The phase-one objective while a constraint is added through an artificial variable, or the
    /// ambiguity probe's objective.
    var artificial: Row?
    /// Restricted rows whose constant went negative (for the dual simplex).
    var infeasibleRows: [Symbol] = []

    /// The most pivots one optimisation may take before giving up with an error.
    var pivotLimit: Int { 10_000 + 20 * rows.count }

    // MARK: - Substitution and pivoting

    /// Replaces `symbol` by `row` in every row and in the objectives.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for index in rows.indices where rows.values[index].substitute(symbol, by: row) {
            let basic = rows.keys[index]
            if !basic.isExternal && rows.values[index].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(leaving: Symbol, entering: Symbol) throws {
        guard var row = rows.removeValue(forKey: leaving) else {
            throw SolverError.internalError("pivot on a symbol that is not basic")
        }
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        rows[entering] = row
    }

    /// Counts a pivot against `pivotLimit`.
    func countPivot(_ pivots: inout Int) throws {
        pivots += 1
        if pivots > pivotLimit {
            throw SolverError.internalError("no convergence after \(pivotLimit) pivots")
        }
    }

    // MARK: - Primal simplex

    /// Minimises the `goal` row by the primal simplex, entering only symbols that `allowed` accepts.
    @discardableResult
    mutating func optimize(_ goal: Goal, allowed: (Symbol) -> Bool = { _ in true }) throws -> Outcome {
        var pivots = 0
        while let entering = enteringSymbol(goal, allowed: allowed) {
            guard let leaving = leavingSymbol(for: entering) else { return .unbounded }
            try countPivot(&pivots)
            try pivot(leaving: leaving, entering: entering)
        }
        return .optimal
    }

    /// The lowest pivotable symbol whose coefficient in the goal row is negative.
    func enteringSymbol(_ goal: Goal, allowed: (Symbol) -> Bool) -> Symbol? {
        let cells = goal == .objective ? objective.cells : (artificial?.cells ?? [:])
        var best: Symbol?
        for (symbol, coefficient) in cells where coefficient < -Row.epsilon && symbol.isPivotable {
            if let current = best, current < symbol { continue }
            if allowed(symbol) { best = symbol }
        }
        return best
    }

    /// The restricted row that first hits zero as `entering` grows (minimum ratio).
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for (symbol, row) in rows where !symbol.isExternal {
            guard let coefficient = row.cells[entering], coefficient < -Row.epsilon else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { symbol < $0 } ?? true) {
                bestRatio = ratio
                best = symbol
            }
        }
        return best
    }

    // MARK: - Dual simplex

    /// Restores feasibility of the rows in `infeasibleRows` while keeping optimality.
    mutating func dualOptimize() throws {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let entering = try dualEnteringSymbol(forInfeasible: leaving) else { continue }
            try countPivot(&pivots)
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// For a basic symbol whose row is (still) infeasible, the entering symbol that keeps the
    /// objective optimal; nil when the row is feasible after all.
    func dualEnteringSymbol(forInfeasible leaving: Symbol) throws -> Symbol? {
        guard let row = rows[leaving], row.constant < -Row.epsilon else { return nil }
        var best: Symbol?
        var bestRatio = Double.infinity
        for (symbol, coefficient) in row.cells where coefficient > Row.epsilon && symbol.isPivotable {
            let ratio = objective.coefficient(for: symbol) / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { symbol < $0 } ?? true) {
                bestRatio = ratio
                best = symbol
            }
        }
        guard let best else {
            throw SolverError.internalError("dual simplex found no entering symbol")
        }
        return best
    }

    // MARK: - Removal support

    /// The row to pivot `marker` into before dropping it (Cassowary's rule): the restricted row
    /// with a negative coefficient and least ratio, else a restricted row with least ratio, else
    /// any external row containing it.
    func markerLeavingSymbol(for marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        func better(_ symbol: Symbol, than current: Symbol?) -> Bool {
            current.map { symbol < $0 } ?? true
        }
        for (symbol, row) in rows {
            guard let coefficient = row.cells[marker] else { continue }
            if symbol.isExternal {
                if better(symbol, than: third) { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && better(symbol, than: first)) {
                    firstRatio = ratio
                    first = symbol
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && better(symbol, than: second)) {
                    secondRatio = ratio
                    second = symbol
                }
            }
        }
        return first ?? second ?? third
    }
}
