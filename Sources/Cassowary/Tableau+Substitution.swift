// Tableau+Substitution — substituting a symbol's definition, pivoting, and settling external rows.

extension Tableau {
    // MARK: - Substitution

    /// Replaces `symbol` by `row` in every row (external ones included) and in the objectives.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        settle()
        let users = [restrictedColumns.removeValue(forKey: symbol), externalColumns.removeValue(forKey: symbol)]
        for basic in users.compactMap({ $0 }).joined() {
            substitute(symbol, by: row, into: basic)
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Replaces `symbol` by `row` in the restricted rows and the objectives only; the external
    /// rows containing it become stale.
    mutating func substituteRestricted(_ symbol: Symbol, by row: Row) {
        for basic in restrictedColumns.removeValue(forKey: symbol) ?? [] {
            substitute(symbol, by: row, into: basic)
        }
        markExternalUsersStale(of: symbol)
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// Replaces `symbol` by `row` in `basic`'s row, keeping the column index of the other cells in
    /// step (the caller unlinks `symbol` itself).
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

    // MARK: - Pivoting

    /// Makes `entering` (a slack or error symbol) basic in place of restricted `leaving` — the
    /// simplex step. External rows are left stale.
    mutating func pivot(leaving: Symbol, entering: Symbol) throws {
        guard !leaving.isExternal, var row = detachRow(leaving) else {
            throw SolverError.internalError("pivot on a symbol that is not a restricted basic symbol")
        }
        row.solve(for: leaving, entering)
        substituteRestricted(entering, by: row)
        attachRow(entering, row)
    }

    /// Counts a pivot against `pivotLimit`.
    func countPivot(_ pivots: inout Int) throws {
        pivots += 1
        if pivots > pivotLimit {
            throw SolverError.internalError("no convergence after \(pivotLimit) pivots")
        }
    }

    // MARK: - Settling external rows

    /// Brings every external row up to date: applies the pending shifts, then substitutes the
    /// symbols that have become basic out of the stale rows (their rows are restricted, hence
    /// current, so one pass suffices).
    mutating func settle() {
        if !pendingShifts.isEmpty {
            for (symbol, delta) in pendingShifts {
                for basic in externalColumns[symbol] ?? [] {
                    _ = rows[basic]?.shift(by: delta, times: symbol)
                }
            }
            pendingShifts.removeAll()
        }
        guard !staleRows.isEmpty else { return }
        for basic in staleRows {
            let basicCells = rows[basic].map { row in row.cells.keys.filter { rows[$0] != nil }.sorted() } ?? []
            for symbol in basicCells {
                guard let definition = rows[symbol] else { continue }
                unlink(symbol, from: basic)
                substitute(symbol, by: definition, into: basic)
            }
        }
        staleRows.removeAll()
    }
}
