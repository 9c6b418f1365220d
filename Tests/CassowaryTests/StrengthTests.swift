// StrengthTests — Kiwi's weights and the UIKit priority mapping.
import XCTest
@testable import Cassowary

final class StrengthTests: SolverTestCase {
    func testKiwiWeights() {
        XCTAssertEqual(Strength.required.weight, 1_001_001_000)
        XCTAssertEqual(Strength.strong.weight, 1_000_000)
        XCTAssertEqual(Strength.medium.weight, 1_000)
        XCTAssertEqual(Strength.weak.weight, 1)
        XCTAssertEqual(Strength(strong: 2, medium: 3, weak: 4, multiplier: 2).weight, 4_006_008)
        XCTAssertEqual(Strength(strong: 5000, medium: -1, weak: 0).weight, 1_000_000_000)
    }

    func testLayoutPriorityMapping() {
        XCTAssertEqual(Strength(layoutPriority: 1000), .required)
        XCTAssertEqual(Strength(layoutPriority: 5000), .required)
        XCTAssertEqual(Strength(layoutPriority: 1).weight, 1, accuracy: 1e-12)
        XCTAssertEqual(Strength(layoutPriority: 0).weight, 1, accuracy: 1e-12)
        XCTAssertEqual(Strength(layoutPriority: 999).weight, 1e8, accuracy: 1e-4)
        XCTAssertFalse(Strength(layoutPriority: 999.9).isRequired)
        XCTAssertTrue(Strength(layoutPriority: .nan).weight.isNaN)
        let priorities: [Float] = [1, 50, 249, 250, 250.5, 251, 490, 500, 510, 749, 750, 751, 998, 999, 999.5, 1000]
        for (lower, higher) in zip(priorities, priorities.dropFirst()) {
            XCTAssertLessThan(Strength(layoutPriority: lower), Strength(layoutPriority: higher), "\(lower) < \(higher)")
        }
    }

    /// The value `x` takes when one constraint at `high` pulls it to 1 and `count` constraints
    /// at `low` pull it to 0.
    func tugOfWar(high: Float, low: Float, count: Int = 1) -> Double {
        let solver = Solver()
        let x = Variable("x")
        XCTAssertNoThrow(try solver.addConstraint((x == 1).withPriority(high)))
        for _ in 0..<count {
            XCTAssertNoThrow(try solver.addConstraint((x == 0).withPriority(low)))
        }
        return solver.value(of: x)
    }

    func testHigherPriorityWinsTheUsualCases() {
        let ladder: [Float] = [1000, 999, 750, 251, 250, 1]
        for (index, high) in ladder.enumerated() {
            for low in ladder[(index + 1)...] {
                XCTAssertEqual(tugOfWar(high: high, low: low), 1, accuracy: 1e-9, "\(high) vs \(low)")
                XCTAssertEqual(tugOfWar(high: low, low: high), 0, accuracy: 1e-9, "\(low) vs \(high)")
            }
        }
    }

    func testDocumentedLimitsOfTheMapping() {
        XCTAssertEqual(tugOfWar(high: 750, low: 250, count: 1000), 1, accuracy: 1e-9)
        XCTAssertEqual(tugOfWar(high: 1000, low: 999, count: 1000), 1, accuracy: 1e-9)
        // Not lexicographic: two 250s outvote one 251 (documented in Strength(layoutPriority:)).
        XCTAssertEqual(tugOfWar(high: 251, low: 250, count: 2), 0, accuracy: 1e-9)
    }
}
