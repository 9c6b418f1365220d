// Tableau — the simplex tableau: rows, a column index, substitution and pivoting.

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
/// `columns[p]` lists the basic symbols whose rows contain parametric symbol `p`, so that
/// substituting `p`, finding a leaving row for it, or moving an edit constant touches only the
/// rows that contain it instead of scanning the whole tableau. All row changes go through the
/// methods here, which keep the index in step.
///
/// Pivot choices are deterministic (ties always go to the lowest symbol id, never to dictionary
/// order): Dantzig's rule first, then Bland's rule, which cannot cycle (see `optimize`). Every
/// loop is also bounded by `pivotLimit`.
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

    private(set) var rows: [Symbol: Row] = [:]
    /// Parametric symbol → basic symbols whose rows contain it.
    private(set) var columns: [Symbol: Set<Symbol>] = [:]
    var objective = Row()
    /// The phase-one objective while a constraint is added through an artificial variable, or the
    /// ambiguity probe's objective.
    var artificial: Row?
    /// Restricted rows whose constant went negative (for the dual simplex).
    var infeasibleRows: [Symbol] = []

    /// The most pivots one optimisation may take before giving up with an error.
    var pivotLimit: Int { 10_000 + 20 * rows.count }

    // MARK: - Rows

    /// Makes `basic` basic with `row`.
    mutating func setRow(_ basic: Symbol, _ row: Row) {
        for symbol in row.cells.keys {
            columns[symbol, default: []].insert(basic)
        }
        rows[basic] = row
    }

    /// Takes `basic`'s row out of the tableau.
    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            unlink(symbol, from: basic)
        }
        return row
    }

    /// The basic symbols whose rows contain `symbol`.
    func users(of symbol: Symbol) -> Set<Symbol> {
        columns[symbol] ?? []
    }

    /// Adds `delta` to the constant of `basic`'s row; returns the new constant (nil: not basic).
    mutating func shiftConstant(of basic: Symbol, by delta: Double) -> Double? {
        rows[basic]?.add(delta)
    }

    /// Adds `delta ×` (the coefficient of `symbol`) to the constant of every row containing
    /// `symbol` — the effect of `symbol` growing by `delta` — and queues restricted rows that turn
    /// negative for the dual simplex.
    mutating func shiftConstants(ofUsersOf symbol: Symbol, by delta: Double) {
        guard let users = columns[symbol] else { return }
        for basic in users {
            guard let constant = rows[basic]?.shift(by: delta, times: symbol) else { continue }
            if constant < 0 && !basic.isExternal {
                infeasibleRows.append(basic)
            }
        }
    }

    /// Removes `symbol` from every row (it becomes 0).
    mutating func eliminate(_ symbol: Symbol) {
        guard let users = columns.removeValue(forKey: symbol) else { return }
        for basic in users {
            rows[basic]?.remove(symbol)
        }
    }

    private mutating func unlink(_ symbol: Symbol, from basic: Symbol) {
        guard let index = columns.index(forKey: symbol) else { return }
        columns.values[index].remove(basic)
        if columns.values[index].isEmpty { columns.remove(at: index) }
    }

    // MARK: - Substitution and pivoting

    /// Replaces `symbol` by `row` in every row and in the objectives.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users {
                substitute(symbol, by: row, into: basic)
            }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Replaces `symbol` by `row` in `basic`'s row, keeping the column index in step.
    private mutating func substitute(_ symbol: Symbol, by row: Row, into basic: Symbol) {
        guard let coefficient = rows[basic]?.cells.removeValue(forKey: symbol) else { return }
        var added: [Symbol] = []
        var removed: [Symbol] = []
        let constant: Double? = rows[basic]?.insert(row, coefficient, added: &added, removed: &removed)
        for cell in added {
            columns[cell, default: []].insert(basic)
        }
        for cell in removed {
            unlink(cell, from: basic)
        }
        if let constant, constant < 0, !basic.isExternal {
            infeasibleRows.append(basic)
        }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(leaving: Symbol, entering: Symbol) throws {
        guard var row = removeRow(leaving) else {
            throw SolverError.internalError("pivot on a symbol that is not basic")
        }
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        setRow(entering, row)
    }

    /// Counts a pivot against `pivotLimit`.
    func countPivot(_ pivots: inout Int) throws {
        pivots += 1
        if pivots > pivotLimit {
            throw SolverError.internalError("no convergence after \(pivotLimit) pivots")
        }
    }
}
