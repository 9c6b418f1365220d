// Constraint — a linear relation with a strength.

// MARK: - Constraint

/// A linear constraint `expression ⋈ 0` (⋈ one of `<=`, `==`, `>=`) with a `Strength`
/// (Kiwi's `Constraint`).
///
/// Constraints are reference types compared by identity, so the same constraint object is what
/// you add to and remove from a `Solver`, and what `SolverError.unsatisfiableConstraint` lists —
/// a layout engine can map them back to its own objects (as UIKit maps to `NSLayoutConstraint`).
/// A constraint is immutable: to change the strength, remove it and add `withStrength(_:)`'s copy.
///
/// Build them with the comparison operators (`x == y + 8`, `w >= 100`; see
/// `Constraint+Operators.swift`) or with the initialisers.
///
/// `@unchecked Sendable` so that `SolverError` (an `Error`, hence `Sendable`) can carry the
/// constraints it is about: what crosses threads is the object's identity and its immutable
/// expression, relation and strength. The one mutable field, `identifier`, is a label written
/// where the constraint is made; like Kiwi's, a solver and its constraints are used from one
/// thread at a time (UIKit's layout engine runs on the main actor).
public final class Constraint: @unchecked Sendable {
    /// The normalised left side: the constraint reads `expression ⋈ 0`.
    public let expression: LinearExpression
    /// The relation between `expression` and 0.
    public let relation: Relation
    /// How strongly the solver should try to satisfy it.
    public let strength: Strength
    /// A free-form label for diagnostics (UIKit's `identifier`).
    public var identifier: String?

    /// Creates `expression ⋈ 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates `lhs ⋈ rhs`, stored as `lhs - rhs ⋈ 0`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Strength = .required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// A new constraint with the same expression and relation, and `strength`.
    public func withStrength(_ strength: Strength) -> Constraint {
        let copy = Constraint(expression, relation, strength: strength)
        copy.identifier = identifier
        return copy
    }

    /// A new constraint with the strength of a UIKit priority (see `Strength(layoutPriority:)`).
    public func withPriority(_ priority: Float) -> Constraint {
        withStrength(Strength(layoutPriority: priority))
    }

    /// `true` when the strength is `.required`.
    public var isRequired: Bool { strength.isRequired }
}

// MARK: - Identity

extension Constraint: Hashable {
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

// MARK: - Description

extension Constraint: CustomStringConvertible {
    public var description: String {
        let label = identifier.map { "[\($0)] " } ?? ""
        return "\(label)\(expression) \(relation) 0 (\(strength))"
    }
}
