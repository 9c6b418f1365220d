// LinearExpression+Operators — arithmetic on variables, expressions and numbers.
//
// The overload set is kept small on purpose (Variable, LinearExpression and Double operands, always
// producing an LinearExpression) so that the type checker stays fast on long layout expressions.

// MARK: - Conversion

extension Variable {
    /// The expression `1 × self`.
    public var expression: LinearExpression { LinearExpression(self) }
}

// MARK: - Scaling

extension LinearExpression {
    /// `self × factor`.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// `self + other`.
    func adding(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms + other.terms, constant: constant + other.constant)
    }
}

// MARK: - Addition and subtraction

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(rhs.expression) }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs.expression.adding(rhs) }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.adding(LinearExpression(constant: rhs))
    }
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.adding(LinearExpression(constant: lhs))
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(-rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(-rhs) }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs.expression.adding(-rhs) }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.adding(LinearExpression(constant: -rhs))
    }
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        (-rhs).adding(LinearExpression(constant: lhs))
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression.adding(rhs.expression) }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        lhs.expression.adding(LinearExpression(constant: rhs))
    }
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        rhs.expression.adding(LinearExpression(constant: lhs))
    }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression.adding(-rhs) }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        lhs.expression.adding(LinearExpression(constant: -rhs))
    }
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        (-rhs).adding(LinearExpression(constant: lhs))
    }
    public static prefix func - (operand: Variable) -> LinearExpression { LinearExpression(Term(operand, -1)) }
}

// MARK: - Multiplication and division

extension LinearExpression {
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }

    /// Division by a number. Dividing by zero yields non-finite coefficients, which
    /// `Solver.addConstraint` rejects with `SolverError.invalidNumber` (never a trap).
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
}

extension Variable {
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(Term(lhs, rhs)) }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(Term(rhs, lhs)) }
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(Term(lhs, 1 / rhs)) }
}
