import UIKit
import XCTest

/// A drawer's idiom: `layoutSubviews()` moves the view by a constraint and calls
/// `superview?.layoutIfNeeded()`, resetting its "needs repositioning" flag only afterwards. On iOS
/// the nested pass lays the drawer out once more and, nothing having moved, settles. Here its
/// bordering subview on a third-of-a-pixel edge (an inset of 0.5 pt at 3x) read back from
/// `center` and `bounds` with floating-point noise, so every solve found it "moved", marked the
/// drawer again and the nested passes recursed until the stack overflowed.
@MainActor
final class LayoutReentryTests: XCTestCase {
    final class Drawer: UIView {
        var top: NSLayoutConstraint?
        var needsRepositioning = true
        var entries = 0
        var deepest = 0
        private var depth = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            entries += 1
            depth += 1
            defer { depth -= 1 }
            deepest = max(deepest, depth)
            guard needsRepositioning, depth < 20 else { return }
            top?.constant = 500
            superview?.layoutIfNeeded()
            needsRepositioning = false
        }
    }

    func testALayoutSubviewsThatLaysItsSuperviewOutSettles() async {
        let window = UIWindow(screen: UIScreen(device: .iPhone15))  // 3x
        window.makeKeyAndVisible()
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let drawer = Drawer()
        drawer.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(drawer)
        let border = UIView()
        border.translatesAutoresizingMaskIntoConstraints = false
        drawer.addSubview(border)
        let top = drawer.topAnchor.constraint(equalTo: host.topAnchor, constant: 68)
        drawer.top = top
        NSLayoutConstraint.activate([
            top, drawer.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            drawer.heightAnchor.constraint(equalToConstant: 300),
            border.leadingAnchor.constraint(equalTo: drawer.leadingAnchor, constant: -0.5),
            border.trailingAnchor.constraint(equalTo: drawer.trailingAnchor, constant: 0.5),
            border.topAnchor.constraint(equalTo: drawer.topAnchor, constant: -0.5),
            border.bottomAnchor.constraint(equalTo: drawer.bottomAnchor, constant: 10),
        ])
        window.runTurn()
        XCTAssertLessThanOrEqual(drawer.deepest, 3, "the nested passes settle (it reached \(drawer.deepest))")
        XCTAssertFalse(drawer.needsRepositioning)
        XCTAssertEqual(drawer.frame.minY, 500)
        XCTAssertEqual(border.frame.minX, -2.0 / 3, accuracy: 1e-9, "on the pixel grid at 3x")
    }
}
