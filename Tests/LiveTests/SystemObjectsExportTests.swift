import Foundation
import ImageIO
import TestSupport
import XCTest

/// The system objects components ask about — `UIDevice.current`, `UIApplication.shared`,
/// `UIAccessibility`, `UIPasteboard.general`, `import os.log` with `os_log`/`Logger`/
/// `os_unfair_lock` — in a one-file package in the style of toasts and tooltips, through the real
/// `viewlab export --package`: what they answer follows each preview's device, orientation and
/// Reduce Motion trait, and log messages reach standard error with their level.
final class SystemObjectsExportTests: XCTestCase {
    static let badge = """
        import UIKit
        import os.log

        private let log = OSLog(subsystem: "com.example.badge", category: "Badge")
        private let logger = Logger(subsystem: "com.example.badge", category: "Layout")

        /// Four squares of 20 pt: the idiom (green phone, blue pad), the device orientation (purple
        /// portrait, orange landscape), Reduce Motion (red off, gray on), the pasteboard round trip
        /// (teal when the string copied reads back); below them a bar as tall as the status bar.
        public final class SystemBadge: UIView {
            private var lock = os_unfair_lock()

            public override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                let device = UIDevice.current
                square(0, device.userInterfaceIdiom == .pad ? .systemBlue : .systemGreen)
                square(1, device.orientation.isLandscape ? .systemOrange : .systemPurple)
                square(2, UIAccessibility.isReduceMotionEnabled ? .systemGray : .systemRed)
                UIPasteboard.general.string = "copied \\(device.model)"
                square(3, UIPasteboard.general.string == "copied \\(device.model)" && !UIAccessibility.isVoiceOverRunning ? .systemTeal : .black)
                let status = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: UIApplication.shared.statusBarFrame.height))
                status.backgroundColor = .black
                addSubview(status)
                os_unfair_lock_lock(&lock)
                os_log("badge for %{public}@ on iOS %@", log: log, type: .info, device.model, device.systemVersion)
                os_unfair_lock_unlock(&lock)
                logger.error("status bar \\(UIApplication.shared.statusBarFrame.height, privacy: .public) pt")
                UIAccessibility.post(notification: .announcement, argument: "Badge shown")
                if UIApplication.shared.canOpenURL(URL(string: "https://example.com")!) {
                    UIApplication.shared.open(URL(string: "https://example.com/help")!)
                }
            }

            private func square(_ index: Int, _ color: UIColor) {
                let view = UIView(frame: CGRect(x: CGFloat(index) * 20, y: 0, width: 20, height: 20))
                view.backgroundColor = color
                addSubview(view)
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        #Preview("Phone", traits: .fixedLayout(width: 80, height: 80)) {
            SystemBadge(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        }

        #Preview("Landscape", traits: .fixedLayout(width: 80, height: 80), .landscapeLeft) {
            SystemBadge(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        }

        #Preview("Pad", traits: .fixedLayout(width: 80, height: 80), .viewlabDevice("iPad (10th generation)"), .viewlabReduceMotion) {
            SystemBadge(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        }

        """

    nonisolated(unsafe) private static var exported: (out: URL, stderr: String)?

    private func export() throws -> (out: URL, stderr: String) {
        if let exported = SystemObjectsExportTests.exported { return exported }
        let package = try LiveFixtures.package(
            "viewlab-system-badge-pkg", name: "Badge",
            targets: ["Badge": ["SystemBadge.swift": SystemObjectsExportTests.badge]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-system-badge-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1", "--scale", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        SystemObjectsExportTests.exported = (out, result.stderr)
        return (out, result.stderr)
    }

    /// The colours of the four squares (x = 10, 30, 50, 70) and whether (5, y) is black.
    private func read(_ preview: String) throws -> (squares: [[UInt8]], statusBlackAt: (Int) -> Bool) {
        let folder = try export().out.appendingPathComponent("SystemBadge")
        let name = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: folder.path).first {
                $0.hasPrefix(preview + ".") && $0.hasSuffix(".png")
            })
        let image = try PNGDecoder().decode(contentsOf: folder.appendingPathComponent(name)).image
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = image.pixel(x: x, y: y); return [p.red, p.green, p.blue] }
        return ([10, 30, 50, 70].map { rgb($0, 10) }, { rgb(5, $0) == [0, 0, 0] })
    }

    private let green: [UInt8] = [0x34, 0xC7, 0x59], blue: [UInt8] = [0x00, 0x7A, 0xFF],
        purple: [UInt8] = [0xAF, 0x52, 0xDE]
    private let orange: [UInt8] = [0xFF, 0x95, 0x00], red: [UInt8] = [0xFF, 0x3B, 0x30],
        gray: [UInt8] = [0x8E, 0x8E, 0x93]
    private let teal: [UInt8] = [0x30, 0xB0, 0xC7]

    /// Apple, `UIDevice.userInterfaceIdiom` / `orientation`: the device the preview is shown on and
    /// how it is held; VoiceOver is off and the general pasteboard keeps what was copied.
    func testDeviceFollowsThePreviewsDeviceAndOrientation() throws {
        let phone = try read("Phone").squares, landscape = try read("Landscape").squares, pad = try read("Pad").squares
        XCTAssertEqual(phone[0], green)
        XCTAssertEqual(pad[0], blue)
        XCTAssertEqual(phone[1], purple)
        XCTAssertEqual(landscape[1], orange)
        XCTAssertEqual(phone[3], teal)
    }

    /// `UIAccessibility.isReduceMotionEnabled` answers the preview's `.viewlabReduceMotion` trait.
    func testReduceMotionFollowsThePreviewTrait() throws {
        XCTAssertEqual(try read("Phone").squares[2], red)
        XCTAssertEqual(try read("Pad").squares[2], gray)
    }

    /// `statusBarFrame`: 54 pt on an iPhone 15 in portrait (Dynamic Island status bar), 24 pt on
    /// an iPad, empty in landscape on an iPhone (the status bar is hidden there).
    func testStatusBarFrameIsTheDevicesAndEmptyInLandscapeOnIPhone() throws {
        let phone = try read("Phone").statusBlackAt, pad = try read("Pad").statusBlackAt,
            landscape = try read("Landscape").statusBlackAt
        XCTAssertTrue(phone(20 + 53))
        XCTAssertFalse(phone(20 + 55))
        XCTAssertTrue(pad(20 + 23))
        XCTAssertFalse(pad(20 + 25))
        XCTAssertFalse(landscape(21))
    }

    /// In the shell: `os_log` and `Logger` write each message to standard error with its
    /// subsystem, category and level; `UIApplication.open(_:)` is logged, not performed; and
    /// `:reducemotion on` turns `UIAccessibility.isReduceMotionEnabled` on for the code run next.
    func testLogMessagesReachStandardErrorWithTheirLevelAndReduceMotionFollowsTheShell() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-system-badge-shell")
        let source = try LiveFixtures.write(SystemObjectsExportTests.badge, to: "SystemBadge.swift", in: dir)
        let png = dir.appendingPathComponent("reduced.png")
        let result = try ViewLabBinary.run(
            [],
            input: """
                :load \(source.path)
                :reducemotion on
                let badge = SystemBadge(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
                root.addSubview(badge)
                :export badge \(png.path)
                """)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stderr.contains("[com.example.badge:Badge] info: badge for iPhone on iOS 17.0"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[com.example.badge:Layout] error: status bar 54.0 pt"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("viewlab: open https://example.com/help (recorded, not opened)"), result.stderr)
        let image = try PNGDecoder().decode(contentsOf: png).image
        let scale = image.width / 80, p = image.pixel(x: 50 * scale, y: 10 * scale)
        XCTAssertEqual([p.red, p.green, p.blue], gray, "Reduce Motion on")
    }
}
