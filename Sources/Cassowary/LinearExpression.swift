// LinearExpression — a linear combination of variables plus a constant.

// MARK: - LinearExpression

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant` (Kiwi's `Expression`).
///
/// Expressions are values built with the arithmetic operators in
/// `LinearExpression+Operators.swift`: `x + 10`, `2 * x`, `x - y`, `(x + y) / 2`. The same variable
/// may appear in several terms; the solver adds their coefficients up.
///
/// It is not called `Expression` as in Kiwi because Foundation declares an `Expression` type too,
/// and any file importing both Foundation and Cassowary (every UIKit file) could not name it.
public struct LinearExpression {
    /// The summands.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression `term`.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates a constant expression.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value using the variables' last updated `value`.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// `true` when every coefficient and the constant are finite.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The largest magnitude among the coefficients and the constant (NaN-free inputs only).
    var largestMagnitude: Double {
        terms.reduce(constant.magnitude) { max($0, $1.coefficient.magnitude) }
    }

    /// Formats a number without a useless `.0`.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), value.magnitude < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}

// MARK: - Description

extension LinearExpression: CustomStringConvertible {
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(LinearExpression.format(constant)) }
        return parts.joined(separator: " + ")
    }
}
