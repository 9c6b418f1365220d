@_spi(ViewLab) import CoreGraphics
@testable import UIKit
import TestSupport
import ViewLabRender
import XCTest

// Shared helpers for the small-control tests (switch, slider, progress view, segmented control,
// stepper, page control, activity indicator).

/// A container whose subtree lays out right to left (its traits carry `.rightToLeft`).
final class RightToLeftView: UIView {
    override var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [super.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
    }
}

/// Records the names of the events one control sends (through `UIControl.eventObserver`).
@MainActor
final class ControlEventLog {
    private(set) var names: [String] = []

    init(_ control: UIControl) {
        UIControl.eventObserver = { [weak self, weak control] sender, name in
            if sender === control { self?.names.append(name) }
        }
    }

    func count(_ name: String) -> Int { names.filter { $0 == name }.count }
    var valueChanges: Int { count("valueChanged") }
}

@MainActor
extension XCTestCase {
    /// `control` on a fresh key window at `origin` (optionally inside a right-to-left container
    /// covering the window), with an event log.
    func hostControl(
        _ control: UIControl, at origin: CGPoint = CGPoint(x: 20, y: 100),
        rightToLeft: Bool = false
    ) -> (UIWindow, ControlEventLog) {
        let window = makeWindow()
        control.frame.origin = origin
        if rightToLeft {
            let container = RightToLeftView(frame: window.bounds)
            window.addSubview(container)
            container.addSubview(control)
        } else {
            window.addSubview(control)
        }
        window.runTurn()
        return (window, ControlEventLog(control))
    }

    /// Renders a `size` panel (`.systemBackground`) on a stage in `style`, filled by `build`,
    /// at scale 2.
    func renderControlPanel(
        size: CGSize, style: UIUserInterfaceStyle, background: UIColor = .systemBackground,
        build: (UIView) -> Void
    ) throws -> CGImage {
        let stage = Stage(device: .iPhone15)
        stage.appearance = style
        let panel = UIView(frame: CGRect(origin: .zero, size: size))
        panel.backgroundColor = background
        stage.root.addSubview(panel)
        build(panel)
        return try stage.render(panel, scale: 2)
    }

    /// Adds `view` to `panel` inside a right-to-left container of `view`'s frame.
    func addRightToLeft(_ view: UIView, to panel: UIView) {
        let container = RightToLeftView(frame: view.frame)
        view.frame.origin = .zero
        container.addSubview(view)
        panel.addSubview(container)
    }

    /// The RGB of `color` resolved in `style` (0…255), composited over `background`.
    func expectedRGB(_ color: UIColor, style: UIUserInterfaceStyle, over background: UIColor = .systemBackground)
        -> [Int]
    {
        let traits = UITraitCollection(userInterfaceStyle: style)
        let c = color.resolvedColor(with: traits).cgColor.rgba
        let b = background.resolvedColor(with: traits).cgColor.rgba
        return [(c.red, b.red), (c.green, b.green), (c.blue, b.blue)].map {
            Int((($0.0 * c.alpha + $0.1 * (1 - c.alpha)) * 255).rounded())
        }
    }

    /// The RGB of the pixel at point `p` of an image rendered at scale 2.
    func rgb(_ image: CGImage, _ p: CGPoint) -> [Int] {
        let px = pixel(image, p, scale: 2)
        return [Int(px.red), Int(px.green), Int(px.blue)]
    }

    /// Asserts two RGB triples match within `tolerance` per channel.
    func assertRGB(
        _ actual: [Int], _ expected: [Int], tolerance: Int = 3, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let close = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
        XCTAssertTrue(close, "\(actual) ≠ \(expected) \(message)", file: file, line: line)
    }
}
