// ExpressionTests — operators build the right expressions and constraints.
import XCTest
@testable import Cassowary

final class ExpressionTests: XCTestCase {
    let x = Variable("x")
    let y = Variable("y")

    /// Coefficient of `variable` summed over the expression's terms.
    func coefficient(_ expression: LinearExpression, _ variable: Variable) -> Double {
        expression.terms.filter { $0.variable === variable }.reduce(0) { $0 + $1.coefficient }
    }

    func testArithmetic() {
        let e = (x + y) / 2 - 3 * x + 10
        XCTAssertEqual(coefficient(e, x), -2.5)
        XCTAssertEqual(coefficient(e, y), 0.5)
        XCTAssertEqual(e.constant, 10)
        let f = -(x - y + 4) * 2
        XCTAssertEqual(coefficient(f, x), -2)
        XCTAssertEqual(coefficient(f, y), 2)
        XCTAssertEqual(f.constant, -8)
        XCTAssertEqual(coefficient(10 - x, x), -1)
        XCTAssertEqual((10 - x).constant, 10)
    }

    func testComparisonsBuildNormalisedConstraints() {
        let c = x == y + 8
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(coefficient(c.expression, x), 1)
        XCTAssertEqual(coefficient(c.expression, y), -1)
        XCTAssertEqual(c.expression.constant, -8)
        XCTAssertTrue(c.isRequired)
        let d = 100 <= x
        XCTAssertEqual(d.relation, .lessThanOrEqual)
        XCTAssertEqual(coefficient(d.expression, x), -1)
        XCTAssertEqual(d.expression.constant, 100)
        XCTAssertEqual((x >= 2 * y).relation, .greaterThanOrEqual)
    }

    func testVariableEqualityStaysIdentityWhereABoolIsExpected() {
        let other = x
        XCTAssertTrue(x == other)
        XCTAssertFalse(x == y)
        let constraint: Constraint = x == y
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertEqual(Set([x, y, other]).count, 2)
    }

    func testStrengthCopies() {
        let c = (x == 1).withStrength(.weak)
        XCTAssertEqual(c.strength, .weak)
        XCTAssertFalse(c.isRequired)
        XCTAssertEqual(c.withPriority(1000).strength, .required)
        XCTAssertTrue(c !== c.withStrength(.weak))
    }

    func testDescriptions() {
        let c = (2 * x + 8 == y).withStrength(.strong)
        XCTAssertEqual(c.description, "2 * x + -1 * y + 8 == 0 (strong)")
        XCTAssertEqual(Strength.required.description, "required")
        XCTAssertEqual(
            SolverError.invalidNumber("NaN").description, "invalid number: NaN")
    }
}
