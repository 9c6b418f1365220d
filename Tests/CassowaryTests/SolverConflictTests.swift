// SolverConflictTests — unsatisfiable required constraints and their explaining sets.
import XCTest
@testable import Cassowary

final class SolverConflictTests: SolverTestCase {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    /// The conflicting set `constraint` is rejected with (fails if it is accepted).
    func conflicts(of constraint: Constraint, file: StaticString = #filePath, line: UInt = #line) -> Set<Constraint>? {
        let error = solverError(file: file, line: line) { try solver.addConstraint(constraint) }
        guard case .unsatisfiableConstraint(let rejected, let conflicting) = error else {
            XCTFail("expected unsatisfiable, got \(String(describing: error))", file: file, line: line)
            return nil
        }
        XCTAssertTrue(rejected === constraint, file: file, line: line)
        XCTAssertFalse(solver.hasConstraint(constraint), file: file, line: line)
        return Set(conflicting)
    }

    func testConflictingEqualities() {
        let a = x == 10
        add(a)
        XCTAssertEqual(conflicts(of: x == 20), [a])
        assertValue(x, 10)
    }

    func testExplanationThroughAChain() {
        let a = x == 10
        let b = y == x + 5
        let unrelated = z == 3
        add(a, b, unrelated)
        XCTAssertEqual(conflicts(of: y == 30), [a, b])
    }

    func testConflictingInequalities() {
        let low = x >= 10
        let high = x <= 20
        let unrelated = y >= 0
        add(low, high, unrelated, (x == 15).withStrength(.weak))
        XCTAssertEqual(conflicts(of: x >= 25), [high])
        XCTAssertEqual(conflicts(of: x <= 5), [low])
        XCTAssertEqual(conflicts(of: x == 30), [high])
        assertValue(x, 15)
    }

    func testExplanationInALayoutChain() {
        // leading(0) + 16 = a.x, a.x + a.w + 8 = b.x, b.x + b.w <= 100, widths >= 40.
        let ax = Variable("a.x"), aw = Variable("a.w"), bx = Variable("b.x"), bw = Variable("b.w")
        let lead = ax == 16
        let gap = bx == ax + aw + 8
        let trail = bx + bw <= 100
        let minA = aw >= 40
        let minB = bw >= 20
        let softA = (aw == 200).withStrength(.weak)
        add(lead, gap, trail, minA, minB, softA)
        assertValue(aw, 56)
        let conflicting = conflicts(of: aw >= 80)
        XCTAssertEqual(conflicting, [lead, gap, trail, minB])
        // Removing one of them lets it in (b's width may then go negative: a's weak 200 wins).
        XCTAssertNoThrow(try solver.removeConstraint(minB))
        add(aw >= 80)
        assertValue(aw, 200)
        assertValue(bw, -124)
    }

    func testTriviallyFalseConstant() {
        XCTAssertEqual(conflicts(of: Constraint(LinearExpression(constant: 5), .equal)), [])
    }

    func testSoftConstraintsAreNeverInTheConflictingSet() {
        let a = x == 10
        add(a, (x == 20).withStrength(.strong), (y == x).withStrength(.medium))
        XCTAssertEqual(conflicts(of: x == 11), [a])
    }

    func testSolverIsUnchangedAfterAFailedAdd() throws {
        let a = x >= 10
        let b = y == x + 1
        let w = (x == 0).withStrength(.weak)
        add(a, b, w)
        let rowsBefore = solver.tableau.rows.count
        _ = conflicts(of: y <= 5)
        XCTAssertEqual(solver.tableau.rows.count, rowsBefore)
        assertValue(x, 10)
        assertValue(y, 11)
        // The solver still works incrementally afterwards.
        try solver.removeConstraint(a)
        assertValue(x, 0)
        add(y <= 5)
        assertValue(y, 1)
    }
}
