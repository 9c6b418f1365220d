// SolverBasicsTests — equalities, inequalities, strengths, removal, errors.
import XCTest
@testable import Cassowary

final class SolverBasicsTests: SolverTestCase {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    // MARK: - Equalities and inequalities

    func testSimpleEqualities() {
        add(x == 10, y == x + 5, z == (x + y) / 2)
        assertValue(x, 10)
        assertValue(y, 15)
        assertValue(z, 12.5)
    }

    func testUnknownVariableIsZero() {
        XCTAssertEqual(solver.value(of: Variable("nobody")), 0)
    }

    func testInequalitiesBoundAWeakPreference() {
        add(x >= 10, x <= 20, (x == 0).withStrength(.weak))
        assertValue(x, 10)
        add((x == 100).withStrength(.medium))
        assertValue(x, 20)
    }

    func testRequiredAlwaysHoldsOverStrong() {
        add(x <= 5, (x == 50).withStrength(.strong))
        assertValue(x, 5)
    }

    func testStrongBeatsWeak() {
        add((x == 10).withStrength(.weak), (x == 20).withStrength(.strong))
        assertValue(x, 20)
        add((y == 10).withStrength(.strong), (y == 20).withStrength(.weak))
        assertValue(y, 10)
    }

    func testManyWeakOutvoteOneStrongOnlyPastTheWeightRatio() {
        // Weights are additive: medium (1000) beats 999 weak constraints pulling elsewhere.
        add((x == 0).withStrength(.medium))
        for _ in 0..<999 { add((x == 10).withStrength(.weak)) }
        assertValue(x, 0)
        for _ in 0..<2 { add((x == 10).withStrength(.weak)) }
        assertValue(x, 10)
    }

    func testUpdateVariablesWritesValues() {
        add(x == 3, y == 2 * x)
        XCTAssertEqual(y.value, 0)
        solver.updateVariables()
        XCTAssertEqual(x.value, 3)
        XCTAssertEqual(y.value, 6)
        XCTAssertEqual((x + y).value, 9)
    }

    // MARK: - Removal

    func testRemovingConstraintsRestoresPriorSolutions() throws {
        add((x == 10).withStrength(.weak), y == x + 1)
        assertValue(y, 11)
        let strong = (x == 40).withStrength(.strong)
        add(strong)
        assertValue(y, 41)
        let required = x <= 25
        add(required)
        assertValue(x, 25)
        try solver.removeConstraint(required)
        assertValue(x, 40)
        try solver.removeConstraint(strong)
        assertValue(x, 10)
        assertValue(y, 11)
        XCTAssertFalse(solver.hasConstraint(strong))
    }

    func testRemovingEveryConstraintForgetsVariables() throws {
        let a = x == 5
        let b = y == x * 2
        add(a, b)
        try solver.removeConstraint(a)
        try solver.removeConstraint(b)
        XCTAssertTrue(solver.variables.isEmpty)
        XCTAssertTrue(solver.tableau.rows.isEmpty)
        assertValue(x, 0)
        add(x == 7)
        assertValue(x, 7)
    }

    func testReset() {
        add(x == 5)
        solver.reset()
        assertValue(x, 0)
        XCTAssertTrue(solver.allConstraints.isEmpty)
        add(x == 6)
        assertValue(x, 6)
    }

    // MARK: - Errors

    func testDuplicateConstraint() {
        let c = x == 1
        add(c)
        XCTAssertTrue(solver.hasConstraint(c))
        XCTAssertEqual(solverError { try solver.addConstraint(c) }, .duplicateConstraint(c))
        // An equal-looking but distinct constraint is not a duplicate.
        add(x == 1)
    }

    func testUnknownConstraint() {
        let c = x == 1
        XCTAssertEqual(solverError { try solver.removeConstraint(c) }, .unknownConstraint(c))
    }

    func testNonFiniteAndHugeNumbersAreRejected() {
        for bad in [x == .nan, x == .infinity, x / 0 == 3, x == 1e300] {
            let error = solverError { try solver.addConstraint(bad) }
            guard case .invalidNumber = error else { return XCTFail("\(String(describing: error))") }
        }
        let nanStrength = (x == 1).withStrength(Strength(weight: .nan))
        guard case .invalidStrength = solverError({ try solver.addConstraint(nanStrength) }) else {
            return XCTFail("NaN strength accepted")
        }
        XCTAssertTrue(solver.variables.isEmpty, "a rejected constraint leaves nothing behind")
    }

    func testNonRequiredConflictsAreResolvedNotReported() {
        add((x == 1).withStrength(.strong), (x == 2).withStrength(.strong))
        let value = solver.value(of: x)
        XCTAssertTrue(value >= 1 - 1e-9 && value <= 2 + 1e-9)
    }
}
