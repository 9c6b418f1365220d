// Term — a variable times a coefficient.

// MARK: - Term

/// One `coefficient × variable` summand of a `LinearExpression` (Kiwi's `Term`).
public struct Term {
    /// The variable.
    public let variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value using the variables' last updated `value`.
    public var value: Double { coefficient * variable.value }
}

// MARK: - Description

extension Term: CustomStringConvertible {
    public var description: String {
        coefficient == 1 ? variable.description : "\(LinearExpression.format(coefficient)) * \(variable)"
    }
}
