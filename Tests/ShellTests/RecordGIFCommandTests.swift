@_spi(ViewLab) import CoreGraphics
import ImageIO
@_spi(ViewLab) import QuartzCore
@_spi(ViewLab) import TestSupport
import UIKit
@_spi(ViewLab) import ViewLabRender
@testable import ViewLabShell
import XCTest

/// `:record PATH.gif`: the same frames as an APNG recording, as an animated GIF read back by
/// giflib's decoder (`GIFReader`), each composed frame compared with the single-frame render.
@MainActor
final class RecordGIFCommandTests: MediaClockTestCase {
    /// The render at `time` as straight RGBA (through a plain PNG) and its number of colours.
    private func render(_ shell: ShellHarness, at time: Double) throws -> (rgba: [UInt8], colors: Int) {
        let single = try shell.stage.renderFrame(nil, options: RenderOptions(scale: 1, time: time)).image
        let rgba = try APNGReader(PNGEncoder().encode(single)).frames[0].canvas
        let colors = Set(stride(from: 0, to: rgba.count, by: 4).map { Array(rgba[$0..<$0 + 4]) }).count
        return (rgba, colors)
    }

    /// Nil when two canvases of the screen are equal, else how many pixels differ and the first.
    private func difference(_ a: [UInt8], _ b: [UInt8], width: Int = 393) -> String? {
        let differing = stride(from: 0, to: a.count, by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }
        guard let first = differing.first else { return nil }
        return
            "\(differing.count) pixels differ, the first at (\((first / 4) % width), \((first / 4) / width)): \(a[first..<first + 4]) vs \(b[first..<first + 4])"
    }

    /// The largest difference of any channel between two canvases.
    private func largestError(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    func testRecordingAGIFWritesEveryFrameAsRenderedWithExactDelays() async throws {
        let shell = ShellHarness()
        _ = shell.addFadingBox(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        shell.run(":scale 1")
        let path = try ShellTestSupport.temporaryDirectory().appendingPathComponent("fade.gif").path
        // the fade lasts 1 s: still there to render afterwards
        let printed = shell.output(":record \(path) --seconds 0.5")
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(
            printed,
            """
            recorded 15 frames (393×852 px, 0.000–0.500 s at 30 fps), \(data.count) bytes to \(path)
            clock advanced to t = 0.500 s (frame 30)

            """)
        let reader = try GIFReader(data)
        XCTAssertEqual(reader.version, "GIF89a")
        XCTAssertEqual(reader.loopCount, 0)
        XCTAssertEqual(reader.comments, ["Software: ViewLab", "Description: viewlab shell: record"])
        XCTAssertEqual(reader.frames.count, 15)
        XCTAssertEqual(reader.frames.map(\.delay).reduce(0, +), 50, "0.5 s in hundredths")
        XCTAssertEqual(Array(reader.frames.map(\.delay).prefix(6)), [3, 3, 4, 3, 3, 4])
        for k in 0..<15 {
            let expected = try render(shell, at: Double(k) / 30)
            XCTAssertLessThanOrEqual(expected.colors, 256, "frame \(k): the screen and a red box over white")
            XCTAssertNil(
                difference(reader.frames[k].canvas, expected.rgba), "frame \(k): at most 256 colours, so exact")
        }
        for frame in reader.frames.dropFirst() {
            XCTAssertEqual(
                [frame.x, frame.y, frame.width, frame.height], [10, 10, 40, 40], "only the fading box is written again")
        }
        XCTAssertEqual(CACurrentMediaTime(), 0.5, accuracy: 1e-12)
    }

    func testAScreenOfManyColoursIsQuantisedFramePerFrame() async throws {
        let shell = ShellHarness()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 100, width: 393, height: 400)
        gradient.colors = [UIColor.blue.cgColor, UIColor.orange.cgColor, UIColor.green.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        shell.stage.root.layer.addSublayer(gradient)
        _ = shell.addFadingBox(frame: CGRect(x: 100, y: 200, width: 60, height: 60))
        shell.run(":scale 1")
        let folder = try ShellTestSupport.temporaryDirectory()
        shell.run(":record \(folder.appendingPathComponent("gradient.gif").path) --seconds 0.2 --fps 20")
        clock.set(to: 0)
        shell.run(":record \(folder.appendingPathComponent("gradient.png").path) --seconds 0.2 --fps 20")
        let gif = try GIFReader(Data(contentsOf: folder.appendingPathComponent("gradient.gif")))
        let apng = try APNGReader(Data(contentsOf: folder.appendingPathComponent("gradient.png")))
        XCTAssertEqual(gif.frames.count, 4)
        XCTAssertEqual(gif.frames.map(\.delay), [5, 5, 5, 5])
        for k in 0..<4 {
            let expected = try render(shell, at: Double(k) / 20)
            XCTAssertGreaterThan(expected.colors, 256, "frame \(k) has more colours than a palette")
            XCTAssertGreaterThan(gif.frames[k].colorTableSize, 64, "frame \(k) gets a palette of its own")
            XCTAssertNil(difference(apng.frames[k].canvas, expected.rgba), "the APNG is exact")
            // Fewer histogram cells (8 levels a channel) than palette entries here: every cell is a
            // box, shown as the mean of its colours — within 7 of each.
            XCTAssertLessThanOrEqual(
                largestError(gif.frames[k].canvas, expected.rgba), 7, "frame \(k) within the median cut's error")
        }
        for frame in gif.frames.dropFirst() {
            XCTAssertEqual(
                [frame.x, frame.y, frame.width, frame.height], [100, 200, 60, 60],
                "only the fading box is written again")
        }
    }

    func testTheExtensionChoosesTheFormat() async throws {
        let shell = ShellHarness()
        XCTAssertEqual(
            shell.error(":record out.jpg --fps 10"),
            """
            <test>:1:9: error: unknown extension '.jpg': :record writes .png (APNG) or .gif
            :record out.jpg --fps 10
                    ^~~~~~~

            """)
        XCTAssertEqual(
            shell.error(":record --seconds 2 out"),
            """
            <test>:1:21: error: 'out' has no extension: :record writes .png (APNG) or .gif
            :record --seconds 2 out
                                ^~~

            """)
        XCTAssertEqual(
            shell.error(":record out.GIF --fps 60"),
            """
            <test>:1:23: error: a GIF plays 1 to 50 frames per second (delays are hundredths of a second, and browsers slow 1/100 s to 1/10 s), not 60
            :record out.GIF --fps 60
                                  ^~

            """)
        XCTAssertEqual(CACurrentMediaTime(), 0, "nothing recorded, the clock did not move")
    }

    func testAFailedWriteLeavesNoPartialFile() async throws {
        let shell = ShellHarness()
        _ = shell.addFadingBox(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let folder = try ShellTestSupport.temporaryDirectory()
        let taken = folder.appendingPathComponent("taken.gif")
        // a folder where the file should go
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
        let message = shell.error(":record \(taken.path) --seconds 0.1")
        XCTAssertTrue(message.hasPrefix("<test>:1: error: cannot write \(taken.path) ("), message)
        XCTAssertEqual(message.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taken.gif"], "no temporary file left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: taken.path), [], "the folder is untouched")
    }
}
