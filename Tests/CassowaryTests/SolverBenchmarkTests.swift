// SolverBenchmarkTests — timing figures, printed only; run with VIEWLAB_BENCH=1.
import Foundation
import XCTest
@testable import Cassowary

// MARK: - SolverBenchmarkTests

/// Builds a 1,000-view tree (≈ 4,000 constraints) and times the full solve and incremental
/// `suggestValue` edits. No timing assertion (machines differ); the figures are printed.
final class SolverBenchmarkTests: XCTestCase {
    struct View {
        let x, y, width, height: Variable
        init(_ index: Int) {
            x = Variable("v\(index).x")
            y = Variable("v\(index).y")
            width = Variable("v\(index).width")
            height = Variable("v\(index).height")
        }
    }

    /// The tree: view i > 0 hangs under view (i − 1) / 3; the first child sits at its parent's
    /// origin + 8, later children follow their previous sibling; sizes are fractions of the
    /// parent's, some required and some at priorities 999 / 750 / 250.
    static func treeConstraints(_ views: [View]) -> [Constraint] {
        let root = views[0]
        var constraints = [root.x == 0, root.y == 0, root.width >= 100, root.height >= 100]
        for index in 1..<views.count {
            let view = views[index]
            let parent = views[(index - 1) / 3]
            if (index - 1) % 3 == 0 {
                constraints += [view.x == parent.x + 8, view.y == parent.y + 8]
            } else {
                let sibling = views[index - 1]
                constraints += [view.x == sibling.x + sibling.width + 8, view.y == sibling.y]
            }
            let width = view.width == parent.width * 0.3
            let height = view.height == parent.height * 0.5 - 4
            constraints.append(index % 2 == 0 ? width : width.withPriority(999))
            constraints.append(index % 3 == 0 ? height : height.withPriority(750))
            if index % 5 == 0 {
                constraints.append((view.width >= 20).withPriority(250))
            }
        }
        return constraints
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    func testTreeOfOneThousandViews() throws {
        guard ProcessInfo.processInfo.environment["VIEWLAB_BENCH"] == "1" else {
            throw XCTSkip("set VIEWLAB_BENCH=1 to run the solver benchmark")
        }
        let clock = ContinuousClock()
        let views = (0..<1000).map(View.init)
        let constraints = Self.treeConstraints(views)
        let solver = Solver()
        let root = views[0]

        // The root's size is edited (like a window being resized), set up before the hierarchy.
        let full = try clock.measure {
            try solver.addEditVariable(root.width, strength: .strong)
            try solver.addEditVariable(root.height, strength: .strong)
            try solver.suggestValue(root.width, 393)
            try solver.suggestValue(root.height, 852)
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
        }
        XCTAssertEqual(solver.value(of: views[1].width), 393 * 0.3, accuracy: 1e-6)

        var edits: [Double] = []
        for step in 0..<200 {
            let width = 300 + Double(step % 50) * 4
            let duration = try clock.measure { try solver.suggestValue(root.width, width) }
            edits.append(Self.milliseconds(duration))
            XCTAssertEqual(solver.value(of: views[1].width), width * 0.3, accuracy: 1e-6)
        }
        let update = clock.measure { solver.updateVariables() }
        edits.sort()
        let median = edits[edits.count / 2]

        // A drag frame: one suggestion, then every variable's value written out.
        var frames: [Double] = []
        for step in 0..<50 {
            let width = 300 + Double(step) * 4
            let duration = try clock.measure {
                try solver.suggestValue(root.width, width)
                solver.updateVariables()
            }
            frames.append(Self.milliseconds(duration))
        }
        frames.sort()
        XCTAssertEqual(views[999].x.value, solver.value(of: views[999].x))

        // Adding and removing one constraint deep in the solved tree.
        let leaf = views[999]
        let extra = (leaf.width == 5).withStrength(.strong)
        let addRemove = try clock.measure {
            try solver.addConstraint(extra)
            try solver.removeConstraint(extra)
        }
        // An edit variable added late, to a root width that hundreds of soft constraints decided:
        // the worst case (degenerate pivots through the whole tree).
        let late = Solver()
        for constraint in constraints { try late.addConstraint(constraint) }
        let lateEdit = try clock.measure {
            try late.addEditVariable(root.width, strength: .strong)
            try late.suggestValue(root.width, 393)
        }
        print(
            String(
                format: "Cassowary benchmark: %d constraints, full solve %.1f ms, suggestValue median %.3f ms "
                    + "(p90 %.3f ms, max %.3f ms), updateVariables after 200 edits %.3f ms, "
                    + "drag frame (suggest + updateVariables) median %.3f ms, add+remove one constraint %.3f ms, "
                    + "late edit variable on the solved tree %.1f ms",
                constraints.count + 2, Self.milliseconds(full), median, edits[edits.count * 9 / 10],
                edits[edits.count - 1], Self.milliseconds(update), frames[frames.count / 2],
                Self.milliseconds(addRemove), Self.milliseconds(lateEdit)))
    }
}
