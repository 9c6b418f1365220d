import UIKit
import XCTest

@MainActor
extension XCTestCase {
    /// A view positioned by constraints (`translatesAutoresizingMaskIntoConstraints = false`).
    func constrained<V: UIView>(_ view: V, in parent: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// A plain container at `frame` in a fresh iPhone 15 window, frame-based (as views made in
    /// code are).
    func makeContainer(_ frame: CGRect, device: DeviceProfile = .iPhone15) -> (UIWindow, UIView) {
        let window = makeWindow(device)
        let container = UIView(frame: frame)
        window.addSubview(container)
        return (window, container)
    }

    /// `value` rounded to the pixel grid of a @3x screen, as UIKit rounds frame edges.
    func px3(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }

    /// Collects the diagnostics reported while `body` runs.
    func collectDiagnostics(_ body: () throws -> Void) rethrows -> [UIView.Diagnostic] {
        var seen: [UIView.Diagnostic] = []
        let saved = UIView.diagnosticHandler
        UIView.diagnosticHandler = { seen.append($0) }
        defer { UIView.diagnosticHandler = saved }
        try body()
        return seen
    }

    func assertFrame(
        _ view: UIView, _ expected: CGRect, accuracy: CGFloat = 0.001, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let f = view.frame
        let ok =
            abs(f.minX - expected.minX) <= accuracy && abs(f.minY - expected.minY) <= accuracy
            && abs(f.width - expected.width) <= accuracy && abs(f.height - expected.height) <= accuracy
        XCTAssertTrue(ok, "\(view.debugName) frame \(f) != expected \(expected) \(message)", file: file, line: line)
    }
}
