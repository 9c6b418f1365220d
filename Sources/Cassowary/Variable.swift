// Variable — an unknown of the linear system, identified by object identity.

// MARK: - Variable

/// An unknown of a linear constraint system (Kiwi's `Variable`).
///
/// A variable is a reference type: two variables are equal only when they are the same object, so
/// `Variable` can key dictionaries and sets cheaply (`Hashable` by identity). The `name` is for
/// diagnostics only (it appears in `description` and in error messages) and need not be unique.
///
/// `value` holds the value that the last `Solver.updateVariables()` wrote; `Solver.value(of:)`
/// reads the solver's current solution directly. A variable may take part in several solvers, in
/// which case `value` holds whatever the last solver to update it wrote.
///
/// Note on `==`: because `Variable` is `Equatable`, `x == y` between two *variables* is either a
/// `Bool` (identity) or a `Constraint`, decided by the expected type. Where no type is expected,
/// write `let c: Constraint = x == y` (see `Constraint+Operators.swift`).
///
/// `@unchecked Sendable` so that `SolverError` (an `Error`, hence `Sendable`) can name the
/// variable it is about: what crosses threads is the object's identity and its immutable `name`.
/// `value` is written only by `Solver.updateVariables()`; like Kiwi's, a solver and its variables
/// are used from one thread at a time (UIKit's layout engine runs on the main actor).
public final class Variable: @unchecked Sendable {
    /// A name for diagnostics, e.g. `"button.leading"`.
    public let name: String

    /// The value written by the last `Solver.updateVariables()` (0 before any).
    public internal(set) var value: Double = 0

    /// Creates a variable with a diagnostic `name`.
    public init(_ name: String = "") {
        self.name = name
    }
}

// MARK: - Identity

extension Variable: Hashable {
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

// MARK: - Description

extension Variable: CustomStringConvertible {
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10_000)" : name
    }
}
