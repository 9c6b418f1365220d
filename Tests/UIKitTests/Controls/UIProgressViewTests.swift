@testable import UIKit
import TestSupport
import XCTest

@MainActor
final class UIProgressViewTests: XCTestCase {
    func testIntrinsicSizesPerStyle() async {
        let table: [(UIProgressView.Style, CGFloat)] = [(.default, 4), (.bar, 2.5)]
        for (style, height) in table {
            let p = UIProgressView(progressViewStyle: style)
            XCTAssertEqual(p.progressViewStyle, style)
            XCTAssertEqual(p.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: height), "\(style)")
        }
        XCTAssertEqual(UIProgressView(frame: .zero).progressViewStyle, .default)
    }

    func testProgressIsClampedAndNaNIgnored() async {
        let p = UIProgressView(progressViewStyle: .default)
        p.progress = 1.5
        XCTAssertEqual(p.progress, 1)
        p.setProgress(-2, animated: true)
        XCTAssertEqual(p.progress, 0)
        p.progress = 0.4
        p.progress = .nan
        XCTAssertEqual(p.progress, 0.4)
        XCTAssertEqual(UIView.recentDiagnostics.last?.kind, .invalidArgument)
    }

    func testObservedProgress() async {
        let p = UIProgressView(progressViewStyle: .default)
        let task = Progress(totalUnitCount: 10)
        task.completedUnitCount = 4
        p.observedProgress = task
        XCTAssertEqual(p.progress, 0.4, accuracy: 0.0001)
        task.completedUnitCount = 25
        XCTAssertEqual(p.progress, 1, "clamped")
        p.observedProgress = nil
        XCTAssertEqual(p.progress, 0)
    }

    func testFillColoursAndRightToLeft() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 220, height: 40), style: style) { panel in
                let ltr = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
                ltr.progress = 0.5
                panel.addSubview(ltr)
                let rtl = UIProgressView(frame: CGRect(x: 10, y: 26, width: 200, height: 4))
                rtl.progress = 0.5
                addRightToLeft(rtl, to: panel)
            }
            let tint = expectedRGB(.systemBlue, style: style), track = expectedRGB(.systemFill, style: style)
            assertRGB(rgb(image, CGPoint(x: 60, y: 12)), tint)
            assertRGB(rgb(image, CGPoint(x: 160, y: 12)), track)
            assertRGB(rgb(image, CGPoint(x: 60, y: 28)), track, "RTL: empty part on the left")
            assertRGB(rgb(image, CGPoint(x: 160, y: 28)), tint, "RTL: fills from the right")
        }
    }

    func testGoldens() async throws {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let image = try renderControlPanel(size: CGSize(width: 220, height: 110), style: style) { panel in
                @MainActor func add(
                    _ y: CGFloat, _ progress: Float, style: UIProgressView.Style = .default, rtl: Bool = false,
                    configure: (UIProgressView) -> Void = { _ in }
                ) {
                    let p = UIProgressView(progressViewStyle: style)
                    p.frame = CGRect(x: 10, y: y, width: 200, height: UIProgressView.barHeight(for: style))
                    p.progress = progress
                    configure(p)
                    if rtl { addRightToLeft(p, to: panel) } else { panel.addSubview(p) }
                }
                add(10, 0)
                add(24, 0.25)
                add(38, 0.6) {
                    $0.progressTintColor = .systemGreen; $0.trackTintColor = .systemYellow
                }
                add(52, 1)
                add(66, 0.4, style: .bar)
                add(80, 0.3, rtl: true)
                add(94, 0.7) { $0.tintColor = .systemPink }
            }
            GoldenImage.assertMatches(image: image, named: "progress-\(style == .dark ? "dark" : "light")")
        }
    }
}
