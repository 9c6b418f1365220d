// SolverTestCase — shared helpers for the solver tests.
import XCTest
@testable import Cassowary

// MARK: - SolverTestCase

/// A test case with a fresh `solver` and value assertions.
class SolverTestCase: XCTestCase {
    var solver = Solver()

    override func setUp() {
        super.setUp()
        solver = Solver()
    }

    /// Asserts the solver's value of `variable` within 1e-6.
    func assertValue(
        _ variable: Variable, _ expected: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(solver.value(of: variable), expected, accuracy: 1e-6, "\(variable)", file: file, line: line)
    }

    /// Adds constraints, failing the test on any error.
    func add(_ constraints: Constraint..., file: StaticString = #filePath, line: UInt = #line) {
        for constraint in constraints {
            XCTAssertNoThrow(try solver.addConstraint(constraint), "\(constraint)", file: file, line: line)
        }
    }

    /// The error `body` throws as a `SolverError` (fails when it throws nothing or something else).
    func solverError(
        file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void
    ) -> SolverError? {
        do {
            try body()
            XCTFail("expected a SolverError", file: file, line: line)
        } catch let error as SolverError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return nil
    }
}
