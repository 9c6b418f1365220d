// Constraint+Operators — `==`, `<=` and `>=` between expressions build constraints.
//
// Kiwi-style: comparing expressions, variables and numbers returns a required `Constraint`;
// change the strength with `withStrength(_:)` or `withPriority(_:)`:
//
//     solver.addConstraint(x == y + 8)
//     solver.addConstraint((width == 50).withStrength(.weak))
//
// `Variable` is also `Equatable` (by identity). For `x == y` with two plain variables, Swift picks
// the overload from the expected type: `Bool` in an `if`, `Constraint` where a constraint is
// expected (`addConstraint(x == y)`, `let c: Constraint = x == y`). All other operand mixes
// (`x == y + 0`, `x == 10`, `x.expression == y`) are constraints only.

// MARK: - Builders

extension Constraint {
    static func make(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression) -> Constraint {
        Constraint(lhs, relation, rhs)
    }
}

// MARK: - Equality

extension LinearExpression {
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { .make(lhs, .equal, rhs) }
    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint { .make(lhs, .equal, rhs.expression) }
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint { .make(lhs.expression, .equal, rhs) }
    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint {
        .make(lhs, .equal, LinearExpression(constant: rhs))
    }
    public static func == (lhs: Double, rhs: LinearExpression) -> Constraint {
        .make(LinearExpression(constant: lhs), .equal, rhs)
    }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { .make(lhs.expression, .equal, rhs.expression) }
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        .make(lhs.expression, .equal, LinearExpression(constant: rhs))
    }
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        .make(LinearExpression(constant: lhs), .equal, rhs.expression)
    }
}

// MARK: - Less than or equal

extension LinearExpression {
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        .make(lhs, .lessThanOrEqual, rhs)
    }
    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        .make(lhs, .lessThanOrEqual, rhs.expression)
    }
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        .make(lhs.expression, .lessThanOrEqual, rhs)
    }
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
        .make(lhs, .lessThanOrEqual, LinearExpression(constant: rhs))
    }
    public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
        .make(LinearExpression(constant: lhs), .lessThanOrEqual, rhs)
    }
}

extension Variable {
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        .make(lhs.expression, .lessThanOrEqual, rhs.expression)
    }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        .make(lhs.expression, .lessThanOrEqual, LinearExpression(constant: rhs))
    }
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        .make(LinearExpression(constant: lhs), .lessThanOrEqual, rhs.expression)
    }
}

// MARK: - Greater than or equal

extension LinearExpression {
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
        .make(lhs, .greaterThanOrEqual, rhs)
    }
    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        .make(lhs, .greaterThanOrEqual, rhs.expression)
    }
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        .make(lhs.expression, .greaterThanOrEqual, rhs)
    }
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
        .make(lhs, .greaterThanOrEqual, LinearExpression(constant: rhs))
    }
    public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
        .make(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs)
    }
}

extension Variable {
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        .make(lhs.expression, .greaterThanOrEqual, rhs.expression)
    }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        .make(lhs.expression, .greaterThanOrEqual, LinearExpression(constant: rhs))
    }
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        .make(LinearExpression(constant: lhs), .greaterThanOrEqual, rhs.expression)
    }
}
