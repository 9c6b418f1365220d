import Foundation
import ImageIO
import TestSupport
import XCTest

/// Two more idioms of component libraries, in our own words, through the real `viewlab export
/// --package`: a weak proxy (`NSObject` overriding `responds(to:)` and `forwardingTarget(for:)`)
/// as a `CADisplayLink`'s target, so that the link does not retain its view (CHIPageControl's
/// shape), and a countdown text from `DateComponentsFormatter` in a file that imports only
/// Foundation (UICircularProgressRing's timer ring) — a class swift-corelibs-foundation leaves
/// unavailable.
final class MessageForwardingExportTests: XCTestCase {
    static let proxy = """
        import Foundation

        final class WeakProxy: NSObject {
            weak var target: NSObjectProtocol?

            init(_ target: NSObjectProtocol) {
                self.target = target
                super.init()
            }

            override func responds(to aSelector: Selector!) -> Bool {
                guard let target = target else { return super.responds(to: aSelector) }
                return target.responds(to: aSelector)
            }

            override func forwardingTarget(for aSelector: Selector!) -> Any? {
                return target
            }
        }

        func countdown(_ seconds: TimeInterval) -> String? {
            let formatter = DateComponentsFormatter()
            formatter.allowedUnits = [.minute, .second]
            formatter.zeroFormattingBehavior = .pad
            return formatter.string(from: seconds)
        }

        """

    static let bar = """
        import UIKit

        /// Grows one point a frame, driven by a display link whose target is a weak proxy.
        final class GrowingBar: UIView {
            private var link: CADisplayLink?
            private var frames = 0
            let bar = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                bar.backgroundColor = .systemGreen
                bar.frame = CGRect(x: 0, y: 0, width: 0, height: frame.height)
                addSubview(bar)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard window != nil, link == nil else { return }
                link = CADisplayLink(target: WeakProxy(self), selector: #selector(step))
                link?.add(to: .main, forMode: .common)
            }

            @objc func step() {
                frames += 1
                bar.frame.size.width = min(bounds.width, CGFloat(frames))
            }
        }

        #Preview("Bar", traits: .fixedLayout(width: 60, height: 60)) {
            GrowingBar(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        }

        #Preview("Checks", traits: .fixedLayout(width: 60, height: 60)) {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            let bar = GrowingBar(frame: view.bounds)
            let proxy = WeakProxy(bar)
            let answers = proxy.responds(to: #selector(GrowingBar.step)) && !proxy.responds(to: Selector(("missing")))
            let texts = countdown(65) == "1:05" && countdown(3) == "0:03"
            view.backgroundColor = answers && texts ? .systemGreen : .systemRed
            return view
        }

        """

    func testWeakProxyDrivesADisplayLinkAndACountdownIsFormatted() throws {
        let package = try LiveFixtures.package(
            "viewlab-forwarding-pkg", name: "Forwarding",
            targets: ["Forwarding": ["Proxy.swift": Self.proxy, "Bar.swift": Self.bar]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-forwarding-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1", "--time", "0.5"], in: package)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(
            result.stderr.contains("has no method"), "the link must reach the view through the proxy:\n\(result.stderr)"
        )
        let green: [UInt8] = [0x34, 0xC7, 0x59], white: [UInt8] = [255, 255, 255]
        let bar = out.appendingPathComponent("Bar/Bar.light-portrait.png")
        XCTAssertEqual(try colour(bar, x: 20, y: 30), green, "about 30 frames in half a second: the bar is 30 pt wide")
        XCTAssertEqual(try colour(bar, x: 40, y: 30), white, "and not wider")
        XCTAssertEqual(
            try colour(out.appendingPathComponent("Bar/Checks.light-portrait.png"), x: 30, y: 30), green,
            "the proxy answers for its target, and the countdowns read 1:05 and 0:03")
    }
}
