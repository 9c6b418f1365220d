import PixelReading
import UIKit
import XCTest

/// Appearance changes.
///
/// Rules: when a view's `userInterfaceStyle` changes, UIKit calls `traitCollectionDidChange(_:)` with
/// the previous collection and redraws views that implement `draw(_:)` (Apple, "Supporting Dark Mode
/// in your interface": "UIKit … calls draw() … when the trait environment changes"; WWDC 2019
/// "Implementing Dark Mode on iOS"). `overrideUserInterfaceStyle` on a window applies to everything
/// in it (Apple, UIView "overrideUserInterfaceStyle").
final class TraitChangeTests: XCTestCase {
    final class Swatch: UIView {
        var draws = 0
        var previousStyles: [UIUserInterfaceStyle?] = []
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.systemBackground.setFill()
            UIRectFill(bounds)
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousStyles.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    func test_windowOverride_redrawsDrawViews_andPassesThePreviousCollection() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.overrideUserInterfaceStyle = .light
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(swatch)
        window.makeKeyAndVisible()
        CATransaction.flush()
        XCTAssertEqual(swatch.draws, 1)
        XCTAssertEqual(swatch.traitCollection.userInterfaceStyle, .light)
        swatch.previousStyles.removeAll()

        window.overrideUserInterfaceStyle = .dark
        CATransaction.flush()
        XCTAssertEqual(swatch.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(swatch.draws, 2, "a draw(_:) view is redrawn when its appearance changes")
        XCTAssertEqual(swatch.previousStyles, [.light], "traitCollectionDidChange gets the previous collection")

        let p = Pixels.at(swatch.layer.contents as! CGImage, 1, 1)
        XCTAssertEqual([p.r, p.g, p.b], [0, 0, 0], "systemBackground is black in dark mode")
    }

    func test_viewOverride_redrawsOnlyThatSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.overrideUserInterfaceStyle = .light
        let a = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = Swatch(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        window.makeKeyAndVisible()
        CATransaction.flush()
        b.overrideUserInterfaceStyle = .dark
        CATransaction.flush()
        XCTAssertEqual([a.draws, b.draws], [1, 2])
        XCTAssertEqual(b.previousStyles.last, .light)
    }
}
