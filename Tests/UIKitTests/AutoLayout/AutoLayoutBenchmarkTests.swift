import Foundation
import UIKit
import XCTest

/// The engine's speed on a large tree: 1,000 views, ~4,000 constraints. Skipped unless
/// `VIEWLAB_BENCH=1`; prints the figures.
@MainActor
final class AutoLayoutBenchmarkTests: XCTestCase {
    func testThousandViewsFourThousandConstraints() async throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["VIEWLAB_BENCH"] == "1", "set VIEWLAB_BENCH=1 to run")
        let (window, container) = makeContainer(CGRect(x: 0, y: 0, width: 393, height: 852))
        // 250 rows × (row + 3 children) = 1,000 views; 16 constraints per row = 4,000.
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        var rows: [UIView] = []
        var firstTop: NSLayoutConstraint?
        for _ in 0..<250 {
            let row = constrained(UIView(), in: container)
            rows.append(row)
            let top = row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: 4)
            if firstTop == nil { firstTop = top }
            constraints += [
                top, row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            ]
            let icon = constrained(UIView(), in: row)
            let title = constrained(UIView(), in: row)
            let detail = constrained(UIView(), in: row)
            constraints += [
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
                icon.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                icon.widthAnchor.constraint(equalToConstant: 24),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: icon.topAnchor),
                title.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
                title.heightAnchor.constraint(equalToConstant: 20),
                detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                detail.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                row.bottomAnchor.constraint(equalTo: detail.bottomAnchor, constant: 8),
                detail.heightAnchor.constraint(equalToConstant: 16),
            ]
            previous = row
        }
        XCTAssertEqual(container.subviews.count + rows.count * 3, 1000)
        XCTAssertEqual(constraints.count, 4000)
        NSLayoutConstraint.activate(constraints)
        let clock = ContinuousClock()
        let full = clock.measure { window.layoutIfNeeded() }
        XCTAssertEqual(rows[0].frame, CGRect(x: 8, y: 4, width: 377, height: 54))
        XCTAssertEqual(rows[249].frame.minY, 4 + 249 * 58)
        firstTop?.constant = 10
        let incremental = clock.measure { window.layoutIfNeeded() }
        XCTAssertEqual(rows[249].frame.minY, 10 + 249 * 58, "every row moved")
        let idle = clock.measure { window.runTurn() }
        func ms(_ d: Duration) -> String {
            String(format: "%.1f ms", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000)
        }
        print(
            "AutoLayout benchmark (1000 views, 4000 constraints, debug build): full solve + layout \(ms(full)), "
                + "one constant changed + re-layout \(ms(incremental)), idle turn \(ms(idle))")
    }
}
