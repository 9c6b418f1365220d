// SolverEditTests — edit variables and repeated suggestions (dragging).
import XCTest
@testable import Cassowary

final class SolverEditTests: SolverTestCase {
    let x = Variable("x")
    let y = Variable("y")

    func testDraggingAValueWithinBounds() throws {
        add(x >= 0, x <= 100, y == x * 2 + 1, (x == 50).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        assertValue(x, 50)  // adding the edit moves nothing
        for target in stride(from: -40.0, through: 160, by: 7.5) {
            try solver.suggestValue(x, target)
            let expected = min(max(target, 0), 100)
            assertValue(x, expected)
            assertValue(y, expected * 2 + 1)
            solver.updateVariables()
            XCTAssertEqual(y.value, expected * 2 + 1, accuracy: 1e-9)
        }
        try solver.removeEditVariable(x)
        assertValue(x, 50)
    }

    func testTwoEditVariablesAndStrengths() throws {
        let width = Variable("width")
        add(width == y - x, width >= 10)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(x, 100)
        try solver.suggestValue(y, 150)
        assertValue(width, 50)
        // The stronger edit wins when they clash through the required minimum width.
        try solver.suggestValue(y, 95)
        assertValue(x, 100)
        assertValue(y, 110)
        try solver.suggestValue(x, 0)
        assertValue(y, 95)
        assertValue(width, 95)
    }

    func testRequiredEditIsRejectedAndDuplicatesAreReported() throws {
        XCTAssertEqual(solverError { try solver.addEditVariable(x, strength: .required) }, .requiredEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(x))
        XCTAssertEqual(solverError { try solver.addEditVariable(x, strength: .weak) }, .duplicateEditVariable(x))
        XCTAssertEqual(solverError { try solver.suggestValue(y, 1) }, .unknownEditVariable(y))
        XCTAssertEqual(solverError { try solver.removeEditVariable(y) }, .unknownEditVariable(y))
    }

    func testRemovingAnEditConstraintDirectlyEndsTheEdit() throws {
        try solver.addEditVariable(x, strength: .strong)
        let edit = try XCTUnwrap(solver.allConstraints.first)
        try solver.removeConstraint(edit)
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solverError { try solver.suggestValue(x, 1) }, .unknownEditVariable(x))
        try solver.addEditVariable(x, strength: .weak)
    }

    func testNonFiniteSuggestionsAreRejected() throws {
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 5)
        for bad in [Double.nan, .infinity, -.infinity, 1e200] {
            guard case .invalidNumber = solverError({ try solver.suggestValue(x, bad) }) else {
                return XCTFail("\(bad) accepted")
            }
        }
        assertValue(x, 5)
    }

    func testDraggingAcrossPivotsMatchesAFreshSolve() throws {
        // A chain of boxes pushed by the first one: the incremental answer after many suggestions
        // equals the answer a fresh solver computes with a plain strong constraint.
        let boxes = (0..<6).map { Variable("box\($0)") }
        func constrain(_ solver: Solver) throws {
            for (a, b) in zip(boxes, boxes.dropFirst()) {
                try solver.addConstraint(b >= a + 10)
                try solver.addConstraint((b == a + 10).withStrength(.weak))
            }
            try solver.addConstraint(boxes[5] <= 200)
            try solver.addConstraint(boxes[0] >= 0)
        }
        try constrain(solver)
        try solver.addEditVariable(boxes[0], strength: .strong)
        for target in [30.0, 180, 120, -50, 175, 60] {
            try solver.suggestValue(boxes[0], target)
            let fresh = Solver()
            try constrain(fresh)
            try fresh.addConstraint((boxes[0] == target).withStrength(.strong))
            for box in boxes {
                XCTAssertEqual(solver.value(of: box), fresh.value(of: box), accuracy: 1e-6, "\(box) at \(target)")
            }
        }
        assertValue(boxes[0], 60)
        assertValue(boxes[5], 110)
    }
}
