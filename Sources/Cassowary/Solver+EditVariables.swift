// Solver+EditVariables — edit variables and suggested values (dragging).

// MARK: - Edit variables

extension Solver {
    /// Makes `variable` editable with `strength`: `suggestValue(_:_:)` then pulls it towards a
    /// value with that strength (Kiwi's edit variables).
    ///
    /// Unlike Kiwi, which starts an edit at 0, the edit starts at the variable's current value,
    /// so adding an edit variable does not move anything by itself.
    ///
    /// - Throws: `duplicateEditVariable`; `requiredEditVariable` for a required strength (an edit
    ///   must be able to give way); `invalidStrength`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard strength.isValid else { throw SolverError.invalidStrength(strength) }
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let start = value(of: variable)
        let constraint = Constraint(variable - start, .equal, strength: strength)
        constraint.identifier = "edit \(variable)"
        try addConstraint(constraint)
        guard let tag = constraints[constraint] else {
            throw SolverError.internalError("edit constraint was not added")
        }
        edits[variable] = EditInfo(constraint: constraint, tag: tag, constant: start)
    }

    /// Stops editing `variable` (its edit constraint is removed and the solution re-solved).
    ///
    /// - Throws: `unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeConstraint(info.constraint)
    }

    /// `true` when `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally: only the constants of
    /// the rows that depend on the edit change, then the dual simplex restores feasibility.
    ///
    /// - Throws: `unknownEditVariable`; `invalidNumber` for NaN, infinite or huge values.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite, value.magnitude <= Solver.maximumMagnitude else {
            throw SolverError.invalidNumber("suggested value \(value) for \(variable)")
        }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        shiftEditConstant(info.tag, by: delta)
        try tableau.dualOptimize()
    }

    /// Moves the constant of an edit constraint `v - c = e⁺ - e⁻` by `delta`. Raising `c` by
    /// `delta` is the same as replacing `e⁺` by `e⁺ + delta`, so: if `e⁺` is basic its constant
    /// drops by `delta`; if `e⁻` is basic its constant rises by `delta`; otherwise every row
    /// containing `e⁺` moves by `delta ×` its coefficient.
    func shiftEditConstant(_ tag: Tag, by delta: Double) {
        if let constant = tableau.grow(basic: tag.marker, by: delta) {
            if constant < 0 { tableau.infeasibleRows.append(tag.marker) }
            return
        }
        if let other = tag.other, let constant = tableau.grow(basic: other, by: -delta) {
            if constant < 0 { tableau.infeasibleRows.append(other) }
            return
        }
        tableau.shiftConstants(ofUsersOf: tag.marker, by: delta)
    }
}
