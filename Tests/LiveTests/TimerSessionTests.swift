import Foundation
import ImageIO
import TestSupport
import XCTest

/// A component written for Xcode that animates from `Timer`s, `:load`ed into the real shell: its
/// block and selector timers fire on the shell's media clock (`:step`, `:play`, `:record`), so
/// every export shows what the timers made of the view at that moment.
final class TimerSessionTests: XCTestCase {
    static let blinker = """
        import UIKit

        /// Blue and red in turn every 0.5 s, three times; a green border after 0.25 s, yellow after
        /// 0.45 s (a timer made unscheduled and added to the main run loop, as many components do).
        final class Blinker: UIView {
            private var timer: Timer?
            private var pulses = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .systemRed
                timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
                    guard let self = self else { return }
                    self.pulses += 1
                    self.backgroundColor = self.pulses % 2 == 1 ? .systemBlue : .systemRed
                    if self.pulses == 3 { timer.invalidate() }
                }
                Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(mark(_:)), userInfo: nil, repeats: false)
                let later = Timer(timeInterval: 0.45, repeats: false) { [weak self] _ in
                    self?.layer.borderColor = UIColor.systemYellow.cgColor
                }
                RunLoop.main.add(later, forMode: .common)
            }

            @objc private func mark(_ timer: Timer) {
                layer.borderWidth = 4
                layer.borderColor = UIColor.systemGreen.cgColor
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        """

    func testTimersOfALoadedViewFireOnTheShellsClock() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-live-timer")
        let source = try LiveFixtures.write(TimerSessionTests.blinker, to: "Blinker.swift", in: dir)
        func png(_ name: String) -> String { dir.appendingPathComponent(name).path }
        let result = try ViewLabBinary.run(
            [],
            input: """
                :load \(source.path)
                let view = Blinker(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                root.addSubview(view)
                :export view \(png("t0.png"))
                :step 15
                :export view \(png("t0.25.png"))
                :step 15
                :export view \(png("t0.5.png"))
                :play 0.5
                :export view \(png("t1.png"))
                :record \(png("blink.gif")) --seconds 1 --fps 10
                :step 60
                :export view \(png("t3.png"))
                """)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        func pixel(_ name: String, x: Int? = nil) throws -> [UInt8] {
            let image = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: png(name))).image
            let p = image.pixel(x: x ?? image.width / 2, y: image.height / 2)
            return [p.red, p.green, p.blue]
        }
        let red: [UInt8] = [0xFF, 0x3B, 0x30], blue: [UInt8] = [0x00, 0x7A, 0xFF], green: [UInt8] = [0x34, 0xC7, 0x59]
        let yellow: [UInt8] = [0xFF, 0xCC, 0x00]
        XCTAssertEqual(try pixel("t0.png"), red)
        XCTAssertEqual(try pixel("t0.png", x: 2), red, "no border before 0.25 s")
        XCTAssertEqual(try pixel("t0.25.png", x: 2), green, "the selector timer fired at 0.25 s")
        XCTAssertEqual(try pixel("t0.25.png"), red)
        XCTAssertEqual(try pixel("t0.5.png"), blue, "first pulse at 0.5 s")
        XCTAssertEqual(
            try pixel("t0.5.png", x: 2), yellow, "the timer added to the run loop fired at 0.45 s, on the clock")
        XCTAssertEqual(try pixel("t1.png"), red, "second at 1 s, during :play")
        XCTAssertEqual(try pixel("t3.png"), blue, "third at 1.5 s, then invalidated: still blue at 3 s")

        let gif = try GIFReader(Data(contentsOf: URL(fileURLWithPath: png("blink.gif"))))
        XCTAssertEqual(gif.frames.count, 10)
        /// How many pixels of the screen have the colour in frame `k`.
        func count(_ color: [UInt8], inFrame k: Int) -> Int {
            let canvas = gif.frames[k].canvas
            return stride(from: 0, to: canvas.count, by: 4).filter { Array(canvas[$0..<$0 + 3]) == color }.count
        }
        XCTAssertGreaterThan(count(red, inFrame: 4), 0, "t = 1.4 s: red")
        XCTAssertEqual(count(blue, inFrame: 4), 0)
        XCTAssertEqual(count(blue, inFrame: 5), count(red, inFrame: 4), "t = 1.5 s: the third pulse, recorded")
        XCTAssertEqual(count(red, inFrame: 5), 0)
        XCTAssertEqual(count(blue, inFrame: 9), count(blue, inFrame: 5))
    }

    /// A timeline preview of the same view, exported from a package: the timers fire on the
    /// preview's own clock as the recorder moves it, so the APNG's frames blink.
    func testTimersOfATimelinePreviewFireOnItsClock() throws {
        let preview =
            TimerSessionTests.blinker + """
                #Preview("Blink", traits: .fixedLayout(width: 40, height: 40), .viewlabTimeline(seconds: 2, fps: 10)) {
                    Blinker(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                }

                """
        let package = try LiveFixtures.package(
            "viewlab-blink-pkg", name: "Blink", targets: ["Blink": ["Blinker.swift": preview]])
        let out = try ViewLabBinary.temporaryDirectory("viewlab-blink-out")
        let result = try ViewLabBinary.run(
            ["export", "--package", package.path, "--out", out.path, "--jobs", "1", "--scale", "1"], in: package)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let apng = try APNGReader(Data(contentsOf: out.appendingPathComponent("Blinker/Blink.light-portrait.png")))
        XCTAssertEqual(apng.frames.count, 20)
        func rgb(_ k: Int, x: Int) -> [UInt8] {
            let offset = (20 * apng.width + x) * 4
            return Array(apng.frames[k].canvas[offset..<offset + 3])
        }
        let red: [UInt8] = [0xFF, 0x3B, 0x30], blue: [UInt8] = [0x00, 0x7A, 0xFF], green: [UInt8] = [0x34, 0xC7, 0x59]
        XCTAssertEqual(
            (0..<20).map { rgb($0, x: 20) == blue }, (0..<20).map { (5..<10).contains($0) || $0 >= 15 },
            "blue from 0.5 s, red from 1 s, blue from 1.5 s on (the timer invalidated)")
        XCTAssertEqual((0..<20).map { rgb($0, x: 20) == red }, (0..<20).map { $0 < 5 || (10..<15).contains($0) })
        XCTAssertEqual(
            (0..<20).map { rgb($0, x: 1) == green }, (0..<20).map { (3..<5).contains($0) },
            "the border from 0.25 s (frame 3 at 0.3 s)")
        XCTAssertEqual(
            (0..<20).map { rgb($0, x: 1) == [0xFF, 0xCC, 0x00] }, (0..<20).map { $0 >= 5 },
            "yellow from 0.45 s (frame 5 at 0.5 s): the timer added to the run loop fires on the preview's clock")
    }
}
