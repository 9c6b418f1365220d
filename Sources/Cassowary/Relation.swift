// Relation — how a constraint's two sides compare.

// MARK: - Relation

/// The relation of a `Constraint`, named like `NSLayoutConstraint.Relation`.
public enum Relation: Hashable, CaseIterable, Sendable {
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs == rhs`.
    case equal
    /// `lhs >= rhs`.
    case greaterThanOrEqual
}

// MARK: - Description

extension Relation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
