// Tableau+Simplex — the primal and dual simplex and the pivot choices (Bland's rule).

extension Tableau {
    // MARK: - Primal simplex

    /// After this many pivots in one optimisation, entering symbols are chosen by Bland's rule.
    static let dantzigPivots = 200

    /// Minimises the `goal` row by the primal simplex, entering only symbols that `allowed` accepts.
    ///
    /// The entering symbol is the most negative objective coefficient (Dantzig's rule: far fewer
    /// pivots than Bland's on layout systems), ties to the lowest id; after `dantzigPivots` pivots
    /// it switches to the lowest-id candidate (Bland's rule), which cannot cycle.
    @discardableResult
    mutating func optimize(_ goal: Goal, allowed: (Symbol) -> Bool = { _ in true }) throws -> Outcome {
        var pivots = 0
        while let entering = enteringSymbol(goal, bland: pivots >= Tableau.dantzigPivots, allowed: allowed) {
            guard let leaving = leavingSymbol(for: entering) else { return .unbounded }
            try countPivot(&pivots)
            try pivot(leaving: leaving, entering: entering)
        }
        return .optimal
    }

    /// A pivotable symbol whose coefficient in the goal row is negative: the most negative one
    /// (ties to the lowest id), or with `bland` the lowest one.
    func enteringSymbol(_ goal: Goal, bland: Bool, allowed: (Symbol) -> Bool) -> Symbol? {
        let cells = goal == .objective ? objective.cells : (artificial?.cells ?? [:])
        var best: Symbol?
        var bestCoefficient = 0.0
        for (symbol, coefficient) in cells where coefficient < -Row.epsilon && symbol.isPivotable {
            if let current = best {
                let worse =
                    bland
                    ? current < symbol
                    : coefficient > bestCoefficient || (coefficient == bestCoefficient && current < symbol)
                if worse { continue }
            }
            if allowed(symbol) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best
    }

    /// The restricted row that first hits zero as `entering` grows (minimum ratio).
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for symbol in restrictedUsers(of: entering) {
            guard let row = rows[symbol], let coefficient = row.cells[entering], coefficient < -Row.epsilon else {
                continue
            }
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
        for symbol in users(of: marker) {
            guard let row = rows[symbol], let coefficient = row.cells[marker] else { continue }
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
