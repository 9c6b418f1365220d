// SolverAmbiguityTests — detecting and exercising ambiguous values.
import XCTest
@testable import Cassowary

final class SolverAmbiguityTests: SolverTestCase {
    let x = Variable("x")
    let width = Variable("width")

    func testUnconstrainedIsAmbiguousAndPinnedIsNot() throws {
        XCTAssertTrue(solver.isAmbiguous(x))
        add(width == 100)
        XCTAssertFalse(solver.isAmbiguous(width))
        XCTAssertEqual(try solver.valueRange(of: width), 100...100)
        add(x + width <= 300)
        XCTAssertTrue(solver.isAmbiguous(x), "only bounded above")
        XCTAssertEqual(try solver.valueRange(of: x).upperBound, 200, accuracy: 1e-9)
        XCTAssertEqual(try solver.valueRange(of: x).lowerBound, -.infinity)
        add(x >= 20)
        XCTAssertEqual(try solver.valueRange(of: x), 20...200)
        add((x == 50).withStrength(.weak))
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testTwoViewsSharingSpaceWithoutPriorities() throws {
        // a.width + b.width == 200, both >= 0: the split is ambiguous until a preference exists.
        let a = Variable("a.width"), b = Variable("b.width")
        add(a + b == 200, a >= 0, b >= 0)
        XCTAssertTrue(solver.isAmbiguous(a))
        XCTAssertEqual(try solver.valueRange(of: a), 0...200)
        add((a == b).withStrength(.weak))
        XCTAssertFalse(solver.isAmbiguous(a))
        XCTAssertFalse(solver.isAmbiguous(b))
        assertValue(a, 100)
    }

    func testEqualWeightTiesAreAmbiguous() {
        // Two equally strong pulls: every value between them has the same total error.
        add((x == 10).withStrength(.medium), (x == 30).withStrength(.medium))
        XCTAssertTrue(solver.isAmbiguous(x))
        add((x == 20).withStrength(.weak))
        XCTAssertFalse(solver.isAmbiguous(x))
        assertValue(x, 20)
    }

    func testExerciseAmbiguityMovesToAnotherOptimalValue() throws {
        add(x >= 20, x <= 200)
        let before = solver.value(of: x)
        let exercise = try XCTUnwrap(solver.exerciseAmbiguity(of: x))
        let after = solver.value(of: x)
        XCTAssertNotEqual(before, after, accuracy: 1)
        XCTAssertTrue([20.0, 200].contains { abs($0 - after) < 1e-9 })
        try solver.removeConstraint(exercise)
        XCTAssertTrue((20.0...200).contains(solver.value(of: x)), "still an optimal value")
        add(x == 42)
        XCTAssertNil(try solver.exerciseAmbiguity(of: x))
    }

    func testExerciseUnboundedVariableUsesTheOffset() throws {
        add(x >= 20)
        assertValue(x, 20)
        XCTAssertNotNil(try solver.exerciseAmbiguity(of: x, offset: 50))
        assertValue(x, 70)
        // A variable in no constraint at all moves by the offset from 0.
        XCTAssertNotNil(try solver.exerciseAmbiguity(of: width, offset: 50))
        assertValue(width, 50)
    }

    func testAmbiguityCheckLeavesTheSolverUnchanged() throws {
        add(x >= 20, x <= 200, width == x + 5)
        let rows = solver.tableau.rows.count
        let value = solver.value(of: width)
        XCTAssertTrue(solver.isAmbiguous(width))
        XCTAssertEqual(solver.tableau.rows.count, rows)
        XCTAssertEqual(solver.value(of: width), value)
    }
}
