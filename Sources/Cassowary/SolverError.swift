// SolverError — what the solver reports instead of trapping.

// MARK: - SolverError

/// The errors `Solver` throws. Each has a one-line `description`.
public enum SolverError: Error, Equatable {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints in `conflicting`,
    /// like the "conflicting constraints" list UIKit logs. The set is read off the simplex
    /// tableau (a Farkas certificate) and, when it has at most 64 members, shrunk until it is
    /// irreducible: removing any one of them would let the constraint in. Ordered by when the
    /// constraints were added. The solver is unchanged.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditVariable(Variable)
    /// A strength's weight is negative or not finite.
    case invalidStrength(Strength)
    /// A number is NaN, infinite or beyond `Solver.maximumMagnitude`.
    case invalidNumber(String)
    /// The solver hit a numerical dead end (pivot limit, no pivot where theory says there is one).
    /// The solver's state is then undefined: `reset()` it.
    case internalError(String)
}

// MARK: - Description

extension SolverError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint, let conflicting):
            let list = conflicting.map(\.description).joined(separator: "; ")
            return "unsatisfiable constraint: \(constraint) conflicts with [\(list)]"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable)"
        case .requiredEditVariable(let variable):
            return "edit variable \(variable) cannot be required"
        case .invalidStrength(let strength):
            return "invalid strength: weight \(strength.weight) (must be finite and >= 0)"
        case .invalidNumber(let message):
            return "invalid number: \(message)"
        case .internalError(let message):
            return "internal solver error: \(message)"
        }
    }
}
