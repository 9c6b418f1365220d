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
/// symbol `p`, so that substituting `p`, finding a leaving row for it, or moving an edit constant
/// touches only the rows that contain it instead of scanning the whole tableau. All row changes go
/// through the methods here, which keep the index in step.
///
/// External rows never take part in the simplex (they limit nothing and are not in the
/// objective), so they are brought up to date lazily: pivots and edit shifts update restricted
/// rows at once and only note what external rows still owe (`staleRows`, `pendingShifts`);
/// `settle()` pays the debt before anything reads or changes external rows structurally. Every
/// row is a linear identity implied by the constraints whatever the basis, so a stale external
/// row is still true — it merely mentions symbols that have become basic — and its value can be
/// read at any time by evaluating those symbols (`value(ofBasic:)`).
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

    /// Basic symbol → its row (change rows only through the methods, which keep the index).
    /// External rows may be stale (see above): read their values with
    /// `value(ofBasic:)`, or `settle()` first.
    var rows: [Symbol: Row] = [:]
    /// Symbol → restricted basic symbols whose rows contain it.
    var restrictedColumns: [Symbol: Set<Symbol>] = [:]
    /// Symbol → external basic symbols whose rows contain it.
    var externalColumns: [Symbol: Set<Symbol>] = [:]
    /// Symbol → a shift (see `shiftConstants(ofUsersOf:by:)`) not yet applied to the external rows
    /// that contain it.
    var pendingShifts: [Symbol: Double] = [:]
    /// External rows that may mention basic symbols (pivots did not substitute into them).
    var staleRows: Set<Symbol> = []
    var objective = Row()
    /// The phase-one objective while a constraint is added through an artificial variable, or the
    /// ambiguity probe's objective.
    var artificial: Row?
    /// Restricted rows whose constant went negative (for the dual simplex).
    var infeasibleRows: [Symbol] = []

    /// The most pivots one optimisation may take before giving up with an error.
    var pivotLimit: Int { 10_000 + 20 * rows.count }

    // MARK: - Rows

    /// Makes `basic` basic with `row` (over parametric symbols).
    mutating func setRow(_ basic: Symbol, _ row: Row) {
        settle()
        attachRow(basic, row)
    }

    /// Takes `basic`'s row out of the tableau.
    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row? {
        settle()
        return detachRow(basic)
    }

    /// `setRow` without settling first.
    mutating func attachRow(_ basic: Symbol, _ row: Row) {
        for symbol in row.cells.keys {
            link(symbol, to: basic)
        }
        rows[basic] = row
    }

    /// `removeRow` without settling first.
    mutating func detachRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            unlink(symbol, from: basic)
        }
        staleRows.remove(basic)
        return row
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

    // MARK: - Reading

    /// The restricted basic symbols whose rows contain `symbol`.
    func restrictedUsers(of symbol: Symbol) -> Set<Symbol> {
        restrictedColumns[symbol] ?? []
    }

    /// The basic symbols whose rows contain `symbol`.
    func users(of symbol: Symbol) -> Set<Symbol> {
        restrictedUsers(of: symbol).union(externalColumns[symbol] ?? [])
    }

    /// The current value of a basic symbol (nil when it is not basic), exact even when its row is
    /// stale or owes shifts: `constant + Σ coefficient × (pending shift + value if basic)`.
    func value(ofBasic basic: Symbol) -> Double? {
        guard let row = rows[basic] else { return nil }
        guard basic.isExternal, !pendingShifts.isEmpty || staleRows.contains(basic) else {
            return row.constant
        }
        var value = row.constant
        for (symbol, coefficient) in row.cells {
            let owed = (pendingShifts[symbol] ?? 0) + (rows[symbol]?.constant ?? 0)
            value += coefficient * owed
        }
        return value
    }

    // MARK: - Column index

    mutating func link(_ symbol: Symbol, to basic: Symbol) {
        if basic.isExternal {
            externalColumns[symbol, default: []].insert(basic)
        } else {
            restrictedColumns[symbol, default: []].insert(basic)
        }
    }

    mutating func unlink(_ symbol: Symbol, from basic: Symbol) {
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

    /// Notes the external rows containing `symbol` as stale (it is becoming basic).
    mutating func markExternalUsersStale(of symbol: Symbol) {
        if let users = externalColumns[symbol] {
            staleRows.formUnion(users)
        }
    }

    // MARK: - Constant shifts

    /// The effect of basic `symbol` growing by `delta` in every identity: its own row
    /// (`symbol + delta = …`) loses `delta`, and stale external rows that still mention it owe
    /// `delta ×` their coefficient. Returns the row's new constant (nil: not basic).
    mutating func grow(basic symbol: Symbol, by delta: Double) -> Double? {
        guard let constant = rows[symbol]?.add(-delta) else { return nil }
        if externalColumns[symbol] != nil {
            pendingShifts[symbol, default: 0] += delta
        }
        return constant
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
}
