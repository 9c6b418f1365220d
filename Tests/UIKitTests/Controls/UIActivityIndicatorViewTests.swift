@_spi(ViewLab) import CoreGraphics
@testable import UIKit
import TestSupport
import XCTest

@MainActor
final class UIActivityIndicatorViewTests: XCTestCase {
    func testIntrinsicSizePerStyle() async {
        let table: [(UIActivityIndicatorView.Style, CGFloat)] = [
            (.medium, 20), (.large, 37), (.white, 20), (.gray, 20), (.whiteLarge, 37),
        ]
        for (style, side) in table {
            let v = UIActivityIndicatorView(style: style)
            XCTAssertEqual(v.intrinsicContentSize, CGSize(width: side, height: side), "\(style)")
            XCTAssertEqual(v.frame.size, CGSize(width: side, height: side), "init(style:) sizes the view")
        }
        XCTAssertEqual(UIActivityIndicatorView(frame: .zero).style, .medium)
        XCTAssertEqual(UIActivityIndicatorView.Style.large.rawValue, 101)
    }

    func testHidesWhenStopped() async {
        let v = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(v.hidesWhenStopped)
        XCTAssertTrue(v.isHidden, "a fresh indicator is stopped and hidden")
        XCTAssertFalse(v.isAnimating)
        v.startAnimating()
        XCTAssertTrue(v.isAnimating)
        XCTAssertFalse(v.isHidden)
        v.stopAnimating()
        XCTAssertTrue(v.isHidden)
        v.hidesWhenStopped = false
        XCTAssertFalse(v.isHidden, "shown while stopped when it does not hide")
        v.stopAnimating()
        XCTAssertFalse(v.isHidden)
    }

    func testDefaultColoursPerStyle() async {
        let v = UIActivityIndicatorView(style: .white)
        let light = UITraitCollection(userInterfaceStyle: .light)
        XCTAssertEqual(v.color.resolvedColor(with: light).cgColor.rgba.red, 1)
        v.color = .systemRed
        v.style = .gray
        XCTAssertEqual(v.color.resolvedColor(with: light).cgColor.rgba.red, 0.5, "setting the style resets the colour")
        v.style = .large
        XCTAssertEqual(
            v.color.resolvedColor(with: light).cgColor.rgba.alpha,
            UIColor.secondaryLabel.resolvedColor(with: light).cgColor.rgba.alpha)
    }

    func testSpokesAreDrawnCentredWithGradedOpacity() async throws {
        let image = try renderControlPanel(size: CGSize(width: 60, height: 60), style: .light, background: .white) {
            panel in
            let v = UIActivityIndicatorView(style: .large)
            v.color = .black
            v.frame = CGRect(x: 0, y: 0, width: 60, height: 60)  // a larger frame: the wheel stays 37 pt, centred
            v.startAnimating()
            panel.addSubview(v)
        }
        let head = rgb(image, CGPoint(x: 30, y: 30 - 15))  // 12 o'clock: the head spoke
        let behind = rgb(image, CGPoint(x: 30 - 10.6, y: 30 - 10.6))  // 10:30: the spoke behind the head
        let tail = rgb(image, CGPoint(x: 30 + 10.6, y: 30 - 10.6))  // 1:30: the last of the trail (faintest)
        let centre = rgb(image, CGPoint(x: 30, y: 30))
        XCTAssertLessThan(head[0], 30, "head spoke opaque black")
        XCTAssertGreaterThan(tail[0], 150, "tail spoke faint")
        XCTAssertLessThan(tail[0], 220)
        XCTAssertLessThan(behind[0], 60, "the trail fades counter-clockwise from the head")
        XCTAssertEqual(centre, [255, 255, 255], "hollow centre")
    }

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 230, height: 60), style: style) { panel in
                @MainActor func add(
                    _ x: CGFloat, _ s: UIActivityIndicatorView.Style,
                    configure: (UIActivityIndicatorView) -> Void = { _ in }
                ) {
                    let v = UIActivityIndicatorView(style: s)
                    v.center = CGPoint(x: x, y: 30)
                    configure(v)
                    v.startAnimating()
                    panel.addSubview(v)
                }
                add(25, .medium)
                add(70, .large)
                add(120, .large) { $0.color = .systemBlue }
                add(160, .gray)
                let backdrop = UIView(frame: CGRect(x: 180, y: 5, width: 48, height: 50))
                backdrop.backgroundColor = .systemIndigo
                panel.addSubview(backdrop)
                add(204, .whiteLarge)
                let stopped = UIActivityIndicatorView(style: .medium)
                panel.addSubview(stopped)  // hidden while stopped: draws nothing
            }
            GoldenImage.assertMatches(image: image, named: "activity-\(style == .dark ? "dark" : "light")")
        }
    }
}
