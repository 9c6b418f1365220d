@_spi(ViewLab) import CoreGraphics
import ImageIO
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
import UIKit
@_spi(ViewLab) import ViewLabRender
@testable import ViewLabShell
import XCTest

/// `:record PATH [--seconds S] [--fps N]`: the presentation tree from the clock's time on, one frame
/// every 1/N s, as an APNG read back by the spec-written `APNGReader`.
@MainActor
final class RecordCommandTests: MediaClockTestCase {

    func testRecordWritesEveryFrameAndLeavesTheClockAtTheEnd() async throws {
        let shell = ShellHarness()
        shell.addFadingBox(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        shell.run(":scale 1\n:time 0.2")
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("fade.png").path
        let printed = shell.output(":record \(path) --seconds 0.5 --fps 10")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(
            printed,
            """
            recorded 5 frames (393×852 px, 0.200–0.700 s at 10 fps), \(data.count) bytes to \(path)
            clock advanced to t = 0.700 s (frame 42)

            """)
        let reader = try APNGReader(data)
        XCTAssertEqual(reader.frames.count, 5)
        XCTAssertEqual(reader.frames.map(\.delay), [0.1, 0.1, 0.1, 0.1, 0.1])
        for k in 0..<5 {
            let single = try shell.stage.renderFrame(nil, options: RenderOptions(scale: 1, time: 0.2 + Double(k) / 10))
                .image
            XCTAssertEqual(
                reader.frames[k].canvas, try APNGReader(PNGEncoder().encode(single)).frames[0].canvas, "frame \(k)")
            // red over white: the red channel stays 255,
            let alpha = Double(reader.frames[k].canvas[(30 * 393 + 30) * 4])
            XCTAssertEqual(alpha, 255, "red stays")  // green shows the fade
            let green = Double(reader.frames[k].canvas[(30 * 393 + 30) * 4 + 1])
            XCTAssertEqual(
                green, 255 * (1 - (0.2 + Double(k) / 10)), accuracy: 1.5,
                "frame \(k) at opacity \(0.2 + Double(k) / 10)")
        }
        for frame in reader.frames.dropFirst() {
            XCTAssertEqual(
                [frame.x, frame.y, frame.width, frame.height], [10, 10, 40, 40], "only the fading box is written again")
        }
        XCTAssertEqual(CACurrentMediaTime(), 0.7, accuracy: 1e-12)
    }

    func testBadArgumentsPointAtTheWord() async throws {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.error(":record out.png --fps 0"),
            """
            <test>:1:23: error: expected 1 to 240 frames per second, got '0'
            :record out.png --fps 0
                                  ^

            """)
        XCTAssertEqual(
            shell.error(":record out.png --seconds  soon"),
            """
            <test>:1:28: error: expected seconds over 0 and at most 600, got 'soon'
            :record out.png --seconds  soon
                                       ^~~~

            """)
        XCTAssertEqual(
            shell.error(":record out.png --fsp 3"),
            """
            <test>:1:17: error: unknown option '--fsp'
            :record out.png --fsp 3
                            ^~~~~
            did you mean '--fps'?

            """)
        XCTAssertEqual(
            shell.error(":record a.png b.png"),
            """
            <test>:1:15: error: one file path only
            :record a.png b.png
                          ^~~~~
            usage: :record PATH [--seconds S] [--fps N]

            """)
        XCTAssertEqual(
            shell.error(":record --fps 10"),
            "<test>:1: error: missing the file to write; usage: :record PATH [--seconds S] [--fps N]\n")
        XCTAssertEqual(CACurrentMediaTime(), 0, "nothing recorded, the clock did not move")
    }
}
