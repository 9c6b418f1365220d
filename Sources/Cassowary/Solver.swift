// Solver — the incremental Cassowary solver: adding and removing constraints, reading values.

// MARK: - Solver

/// An incremental Cassowary linear-arithmetic constraint solver, designed after Kiwi
/// (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm").
///
/// Required constraints always hold; the solver minimises the weighted sum of the errors of the
/// others (see `Strength`). Everything is incremental: adding or removing one constraint pivots
/// the existing tableau, and `suggestValue(_:_:)` re-solves through the dual simplex; nothing is
/// ever rebuilt from scratch.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), width = Variable("width")
/// try solver.addConstraint(x == 16)
/// try solver.addConstraint(width >= 100)
/// try solver.addConstraint((width == 50).withStrength(.weak))
/// solver.value(of: width)   // 100
/// ```
///
/// Errors never trap: bad numbers, duplicates and conflicts throw `SolverError`, and a failed
/// `addConstraint` leaves the solver as it was. A solver is not thread-safe: use it from one
/// thread (or serialise access).
public final class Solver {
    /// The tableau symbols standing for one constraint: its marker (slack, dummy or the `+` error)
    /// and, for soft constraints, the other error symbol.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    /// The tableau symbol of a user variable and the number of constraint terms using it.
    struct VariableEntry {
        let symbol: Symbol
        var uses: Int
    }

    /// An edit variable's constraint and its current suggested value.
    struct EditInfo {
        let constraint: Constraint
        let tag: Tag
        var constant: Double
    }

    /// Coefficients and constants beyond this magnitude are rejected (as are NaN and infinity).
    public static let maximumMagnitude = 1e15

    var tableau = Tableau()
    var constraints: [Constraint: Tag] = [:]
    var markers: [Symbol: Constraint] = [:]
    var variables: [Variable: VariableEntry] = [:]
    var edits: [Variable: EditInfo] = [:]
    var nextSymbolID = 0

    /// Creates an empty solver.
    public init() {}

    // MARK: - Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: `duplicateConstraint` if it is already in; `invalidNumber` / `invalidStrength`
    ///   for NaN, infinite or huge numbers; `unsatisfiableConstraint` (with the conflicting required
    ///   constraints) when a required constraint cannot hold — the solver is then unchanged.
    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        try validate(constraint)
        tableau.settle()
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.hasOnlyDummies {
            guard Row.isNearZero(row.constant) else {
                let conflicting = explanation(of: row, excluding: tag)
                releaseVariables(of: constraint)
                throw SolverError.unsatisfiableConstraint(
                    constraint, conflicting: minimalConflict(conflicting, for: constraint))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.setRow(subject, row)
        } else if let conflicting = try addWithArtificialVariable(row, tag) {
            releaseVariables(of: constraint)
            try optimizeObjective()
            throw SolverError.unsatisfiableConstraint(
                constraint, conflicting: minimalConflict(conflicting, for: constraint))
        }
        constraints[constraint] = tag
        markers[tag.marker] = constraint
        try optimizeObjective()
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: `unknownConstraint` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        markers.removeValue(forKey: tag.marker)
        if let edited = edits.first(where: { $0.value.constraint === constraint })?.key {
            edits.removeValue(forKey: edited)  // an edit constraint removed directly
        }
        tableau.settle()
        removeErrorEffects(tag, weight: constraint.strength.clampedWeight)
        if tableau.removeRow(tag.marker) == nil {
            guard let leaving = tableau.markerLeavingSymbol(for: tag.marker),
                var row = tableau.removeRow(leaving)
            else {
                throw SolverError.internalError("no row to remove the constraint from")
            }
            row.solve(for: leaving, tag.marker)
            tableau.substitute(tag.marker, by: row)
        }
        releaseVariables(of: constraint)
        try optimizeObjective()
    }

    /// `true` when the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil
    }

    /// The constraints in the solver (edit constraints included), in no particular order.
    public var allConstraints: [Constraint] {
        Array(constraints.keys)
    }

    // MARK: - Values

    /// The current value of `variable` (0 for a variable the solver does not know).
    public func value(of variable: Variable) -> Double {
        guard let entry = variables[variable] else { return 0 }
        return (tableau.value(ofBasic: entry.symbol) ?? 0) + 0  // + 0 turns -0 into 0
    }

    /// Writes the current solution into every known variable's `value`.
    public func updateVariables() {
        tableau.settle()
        for (variable, entry) in variables {
            variable.value = (tableau.rows[entry.symbol]?.constant ?? 0) + 0
        }
    }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        tableau = Tableau()
        constraints.removeAll()
        markers.removeAll()
        variables.removeAll()
        edits.removeAll()
    }

    // MARK: - Internals

    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// Runs the primal simplex on the objective. Primal pivots keep every restricted row
    /// feasible, so rows queued as infeasible on the way only carry rounding noise: drop them.
    func optimizeObjective() throws {
        if try tableau.optimize(.objective) == .unbounded {
            throw SolverError.internalError("the objective is unbounded")
        }
        tableau.infeasibleRows.removeAll(keepingCapacity: true)
    }

    /// Rejects non-finite or huge numbers and invalid strengths before anything changes.
    func validate(_ constraint: Constraint) throws {
        guard constraint.strength.isValid else { throw SolverError.invalidStrength(constraint.strength) }
        let expression = constraint.expression
        guard expression.isFinite else {
            throw SolverError.invalidNumber("non-finite coefficient or constant in \(constraint)")
        }
        guard expression.largestMagnitude <= Solver.maximumMagnitude else {
            throw SolverError.invalidNumber("magnitude beyond \(Solver.maximumMagnitude) in \(constraint)")
        }
    }

    /// The symbol of `variable`, created on first use; counts one more use.
    func retainSymbol(for variable: Variable) -> Symbol {
        if let entry = variables[variable] {
            variables[variable]?.uses += 1
            return entry.symbol
        }
        let symbol = makeSymbol(.external)
        variables[variable] = VariableEntry(symbol: symbol, uses: 1)
        return symbol
    }

    /// Counts one use less for each variable of the constraint; forgets unused variables.
    func releaseVariables(of constraint: Constraint) {
        for term in constraint.expression.terms {
            guard let entry = variables[term.variable] else { continue }
            if entry.uses > 1 {
                variables[term.variable]?.uses -= 1
            } else {
                variables.removeValue(forKey: term.variable)
                tableau.removeRow(entry.symbol)
            }
        }
    }

    /// Takes a soft constraint's error weights back out of the objective.
    func removeErrorEffects(_ tag: Tag, weight: Double) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = tableau.rows[symbol] {
                tableau.objective.insert(row, -weight)
            } else {
                tableau.objective.insert(symbol, -weight)
            }
        }
    }
}
