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
/// `restrictedColumns[p]` and `externalColumns[p]` list the basic symbols whose rows contain
/// parametric symbol `p`, so that substituting `p`, finding a leaving row for it, or moving an
/// edit constant touches only the rows that contain it instead of scanning the whole tableau. All
/// row changes go through the methods here, which keep the index in step.
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

    /// Basic symbol → its row. External rows' constants may lag behind by `pendingShifts`:
    /// read values through `value(ofBasic:)`, or `settle()` first.
    private(set) var rows: [Symbol: Row] = [:]
    /// Parametric symbol → restricted basic symbols whose rows contain it.
    private(set) var restrictedColumns: [Symbol: Set<Symbol>] = [:]
    /// Parametric symbol → external basic symbols whose rows contain it.
    private(set) var externalColumns: [Symbol: Set<Symbol>] = [:]
    /// Parametric symbol → a shift (see `shiftConstants(ofUsersOf:by:)`) not yet applied to the
    /// external rows containing it. External rows never constrain feasibility, so dragging only
    /// has to touch restricted rows at once; the external ones catch up in `settle()`, before
    /// any structural change.
    private(set) var pendingShifts: [Symbol: Double] = [:]
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
        settle()
        for symbol in row.cells.keys {
            link(symbol, to: basic)
        }
        rows[basic] = row
    }

    /// Takes `basic`'s row out of the tableau.
    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row? {
        settle()
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            unlink(symbol, from: basic)
        }
        return row
    }

    /// The restricted basic symbols whose rows contain `symbol`.
    func restrictedUsers(of symbol: Symbol) -> Set<Symbol> {
        restrictedColumns[symbol] ?? []
    }

    /// The basic symbols whose rows contain `symbol`.
    func users(of symbol: Symbol) -> Set<Symbol> {
        restrictedUsers(of: symbol).union(externalColumns[symbol] ?? [])
    }

    /// The value of a basic symbol (nil when it is not basic), pending shifts included.
    func value(ofBasic basic: Symbol) -> Double? {
        guard let row = rows[basic] else { return nil }
        var value = row.constant
        for (symbol, delta) in pendingShifts {
            value += delta * row.coefficient(for: symbol)
        }
        return value
    }

    /// Removes `symbol` from every row (it becomes 0).
    mutating func eliminate(_ symbol: Symbol) {
        settle()
        let users = (restrictedColumns.removeValue(forKey: symbol) ?? [])
            .union(externalColumns.removeValue(forKey: symbol) ?? [])
        for basic in users {
            rows[basic]?.remove(symbol)
        }
    }

    private mutating func link(_ symbol: Symbol, to basic: Symbol) {
        if basic.isExternal {
            externalColumns[symbol, default: []].insert(basic)
        } else {
            restrictedColumns[symbol, default: []].insert(basic)
        }
    }

    private mutating func unlink(_ symbol: Symbol, from basic: Symbol) {
        if basic.isExternal {
            Tableau.unlink(symbol, from: basic, in: &externalColumns)
        } else {
            Tableau.unlink(symbol, from: basic, in: &restrictedColumns)
        }
    }

    private static func unlink(_ symbol: Symbol, from basic: Symbol, in columns: inout [Symbol: Set<Symbol>]) {
        guard let index = columns.index(forKey: symbol) else { return }
        columns.values[index].remove(basic)
        if columns.values[index].isEmpty { columns.remove(at: index) }
    }

    // MARK: - Constant shifts

    /// Adds `delta` to the constant of a restricted `basic`'s row; returns the new constant
    /// (nil: not basic).
    mutating func shiftConstant(of basic: Symbol, by delta: Double) -> Double? {
        rows[basic]?.add(delta)
    }

    /// The effect of parametric `symbol` growing by `delta`: every row containing it moves by
    /// `delta ×` its coefficient. Restricted rows move now (those turning negative are queued for
    /// the dual simplex); external rows later, in `settle()`.
    mutating func shiftConstants(ofUsersOf symbol: Symbol, by delta: Double) {
        if let users = restrictedColumns[symbol] {
            for basic in users {
                guard let constant = rows[basic]?.shift(by: delta, times: symbol) else { continue }
                if constant < 0 { infeasibleRows.append(basic) }
            }
        }
        if externalColumns[symbol] != nil {
            pendingShifts[symbol, default: 0] += delta
        }
    }

    /// Applies the pending shifts to the external rows.
    mutating func settle() {
        guard !pendingShifts.isEmpty else { return }
        for (symbol, delta) in pendingShifts {
            for basic in externalColumns[symbol] ?? [] {
                rows[basic]?.shift(by: delta, times: symbol)
            }
        }
        pendingShifts.removeAll()
    }

    // MARK: - Substitution and pivoting

    /// Replaces `symbol` by `row` in every row and in the objectives.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        settle()
        for columns in [restrictedColumns.removeValue(forKey: symbol), externalColumns.removeValue(forKey: symbol)] {
            for basic in columns ?? [] {
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
            link(cell, to: basic)
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
