@_spi(ViewLab) import CoreGraphics
import ImageIO
import TestSupport
import XCTest

/// What the GIF encoder writes, read back by giflib's own decoder (`GIFReader`: `DGifSlurp`, then
/// every frame composed onto a canvas as browsers do).
final class GIFEncoderTests: XCTestCase {
    /// Premultiplied native ARGB32 words → an image.
    private func image(_ words: [UInt32], width: Int) -> CGImage {
        words.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: words.count / width, bytesPerRow: width * 4)!
        }
    }

    /// Straight RGBA of an image (through a plain PNG), with GIF's two alphas: a pixel under alpha
    /// 128 transparent (all zero), any other opaque.
    private func gifRGBA(_ image: CGImage) throws -> [UInt8] {
        var rgba = try APNGReader(PNGEncoder().encode(image)).frames[0].canvas
        for pixel in stride(from: 0, to: rgba.count, by: 4) {
            if rgba[pixel + 3] < 128 { rgba[pixel..<pixel + 4] = [0, 0, 0, 0] } else { rgba[pixel + 3] = 255 }
        }
        return rgba
    }

    private func fill(
        _ words: inout [UInt32], width: Int, _ rect: (x: Int, y: Int, width: Int, height: Int), _ color: UInt32
    ) {
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width { words[y * width + x] = color }
        }
    }

    private func rects(_ reader: GIFReader) -> [[Int]] { reader.frames.map { [$0.x, $0.y, $0.width, $0.height] } }

    func testFramesCarryOnlyTheChangedRectangleAndComposeToEveryFrameExactly() throws {
        let width = 40, height = 30
        let background = [UInt32](repeating: 0xFF20_4060, count: width * height)
        var moved = background
        fill(&moved, width: width, (10, 5, 7, 4), 0xFFFF_0000)  // a red 7×4 block at (10, 5)
        moved[29 * width + 39] = 0xFF00_FF00  // and a green pixel in the far corner → box (10,5)…(39,29)
        var later = moved
        fill(&later, width: width, (10, 5, 7, 4), 0xFF20_4060)
        fill(&later, width: width, (12, 6, 7, 4), 0xFFFF_0000)  // the block moves by (2, 1)
        let frames = [
            image(background, width: width), image(moved, width: width), image(moved, width: width),
            image(later, width: width),
        ]
        let encoder = try GIFEncoder(
            width: width, height: height, frameCount: 4, framesPerSecond: 25, text: [("Software", "ViewLab")])
        for frame in frames { try encoder.append(frame) }
        let data = try encoder.finish()

        let reader = try GIFReader(data)
        XCTAssertEqual(reader.version, "GIF89a")
        XCTAssertEqual([reader.width, reader.height], [width, height])
        XCTAssertEqual(reader.loopCount, 0, "NETSCAPE2.0: loops for ever")
        XCTAssertEqual(reader.comments, ["Software: ViewLab"])
        XCTAssertEqual(reader.frames.count, 4)
        for (index, frame) in reader.frames.enumerated() {
            XCTAssertEqual(
                frame.canvas, try gifRGBA(frames[index]),
                "frame \(index) composes to the image appended (4 colours: exact)")
            XCTAssertEqual(frame.delay, 4, "1/25 s")
            XCTAssertEqual(frame.disposal, 1, "do not dispose")
            XCTAssertTrue(frame.hasLocalColorTable)
        }
        XCTAssertEqual(rects(reader), [[0, 0, 40, 30], [10, 5, 30, 25], [0, 0, 1, 1], [10, 5, 9, 5]])
        XCTAssertEqual(encoder.frames.map { [$0.x, $0.y, $0.width, $0.height] }, rects(reader))
        XCTAssertNil(reader.frames[0].transparentIndex, "frame 0 writes every pixel")
        XCTAssertEqual(reader.frames[0].colorTableSize, 2, "two colours, exactly")
        XCTAssertNotNil(reader.frames[1].transparentIndex, "unchanged pixels inside the rectangle keep the canvas")
        XCTAssertEqual(
            reader.frames[1].colorTableSize, 4, "red, green and the transparent index, padded to a power of two")
        let frameBytes = encoder.frames.map(\.bytes).reduce(0, +)
        let header = 6 + 7, loop = 19, comment = 2 + 1 + "Software: ViewLab".utf8.count + 1, trailer = 1
        XCTAssertEqual(
            frameBytes + header + loop + comment + trailer, data.count,
            "the frames' bytes plus header, extensions and trailer make the file")
    }

    func testPixelsThatBecomeTransparentAreClearedByTheFrameBefore() throws {
        let width = 32, height = 24
        let empty = [UInt32](repeating: 0, count: width * height)
        var first = empty
        fill(&first, width: width, (2, 2, 6, 6), 0xFF00_00FF)  // a blue box
        fill(&first, width: width, (20, 14, 8, 8), 0xFFFF_8000)  // an orange box
        first[0] = 0x4020_2020  // alpha 64: transparent in a GIF
        first[1] = 0xC060_6060  // alpha 192: opaque, un-premultiplied
        var second = first
        fill(&second, width: width, (20, 14, 10, 9), 0xFFFF_8000)  // the orange box grows right and down
        var third = second
        fill(&third, width: width, (2, 2, 6, 6), 0)  // the blue box vanishes: outside frame 1's rectangle
        let frames = [first, second, third, third].map { image($0, width: width) }
        let data = try GIFEncoder.encode(frames, framesPerSecond: 10)

        let reader = try GIFReader(data)
        for (index, frame) in reader.frames.enumerated() {
            XCTAssertEqual(frame.canvas, try gifRGBA(frames[index]), "frame \(index): transparent pixels included")
        }
        XCTAssertEqual(reader.frames[0].canvas[3], 0, "alpha 64 is transparent")
        XCTAssertEqual(
            Array(reader.frames[0].canvas[4..<8]), [128, 128, 128, 255],
            "alpha 192 is opaque, its colour un-premultiplied")
        XCTAssertEqual(
            reader.frames.map(\.disposal), [1, 2, 1, 1], "frame 1 clears for the blue box, which vanishes in frame 2")
        XCTAssertEqual(
            rects(reader), [[0, 0, 32, 24], [2, 2, 28, 21], [20, 14, 10, 9], [0, 0, 1, 1]],
            "frame 1 (the orange box grown) widened to the blue box; frame 2 repaints what frame 1 cleared and is visible"
        )
    }

    func testExactPaletteUpTo256ColoursAndMedianCutBeyond() throws {
        // 256 distinct colours and nothing transparent: all 256 entries, every pixel exact.
        let distinct: [UInt32] = (0..<256).map { (n: Int) -> UInt32 in
            let red = UInt32(n) << 16, green = UInt32(255 - n) << 8, blue = UInt32(n * 7 % 256)
            return 0xFF00_0000 | red | green | blue
        }
        let exact = image(distinct, width: 16)
        let exactReader = try GIFReader(GIFEncoder.encode([exact], framesPerSecond: 1))
        XCTAssertEqual(exactReader.frames[0].colorTableSize, 256)
        XCTAssertEqual(exactReader.frames[0].canvas, try gifRGBA(exact))

        // A 64×64 gradient: 4096 colours reduced to 256 by median cut.
        var words = [UInt32](repeating: 0, count: 64 * 64)
        for y in 0..<64 {
            for x in 0..<64 {
                let red = UInt32(x * 4) << 16, green = UInt32(y * 4) << 8
                words[y * 64 + x] = 0xFF00_0080 | red | green
            }
        }
        let gradient = image(words, width: 64)
        let reader = try GIFReader(GIFEncoder.encode([gradient], framesPerSecond: 1))
        XCTAssertEqual(reader.frames[0].colorTableSize, 256)
        let expected = try gifRGBA(gradient), actual = reader.frames[0].canvas
        let errors = zip(expected, actual).map { abs(Int($0) - Int($1)) }
        let usedColors = Set(stride(from: 0, to: actual.count, by: 4).map { Array(actual[$0..<$0 + 3]) })
        XCTAssertGreaterThan(usedColors.count, 240, "the cut fills the palette")
        // 256 boxes over a 64×64 grid of 4-step colours are about 4×4 colours each: the mean is
        // within 8 of every colour of its box (and 4 on average).
        XCTAssertLessThanOrEqual(errors.max()!, 8)
        XCTAssertLessThan(Double(errors.reduce(0, +)) / Double(64 * 64 * 3), 3)
    }

    func testDelaysAccumulateSoTheTotalIsExact() throws {
        let pixel = image([0xFF00_0000], width: 1)
        for (fps, count, pattern) in [
            (30, 30, [3, 3, 4]), (7, 7, [14, 14, 14, 15, 14, 14, 15]), (50, 10, [2]), (24, 48, [4, 4, 4, 4, 4, 5]),
        ] {
            let reader = try GIFReader(GIFEncoder.encode(Array(repeating: pixel, count: count), framesPerSecond: fps))
            let delays = reader.frames.map(\.delay)
            XCTAssertEqual(
                delays.reduce(0, +), 100 * count / fps, "\(count) frames at \(fps) fps last \(count)/\(fps) s")
            XCTAssertEqual(Array(delays.prefix(pattern.count)), pattern, "\(fps) fps")
            for k in 0..<count {
                XCTAssertEqual(
                    delays.prefix(k + 1).reduce(0, +), 100 * (k + 1) / fps, "frame \(k) ends at ⌊100(k+1)/fps⌋")
            }
        }
    }

    func testBadInputIsOneLineError() throws {
        XCTAssertThrowsError(try GIFEncoder(width: 10, height: 10, frameCount: 1, framesPerSecond: 60)) {
            XCTAssertEqual(
                "\($0)",
                "GIF encoder: a GIF plays 1 to 50 frames per second (delays are hundredths of a second, and browsers slow 1/100 s to 1/10 s), not 60"
            )
        }
        XCTAssertThrowsError(try GIFEncoder(width: 70000, height: 10, frameCount: 1, framesPerSecond: 10)) {
            XCTAssertEqual("\($0)", "GIF encoder: a GIF is 1 to 65535 pixels each way, not 70000×10")
        }
        let encoder = try GIFEncoder(width: 2, height: 1, frameCount: 2, framesPerSecond: 10)
        XCTAssertThrowsError(try encoder.append(image([0], width: 1))) {
            XCTAssertEqual("\($0)", "GIF encoder: frame 0 is 1×1 pixels, the animation 2×1")
        }
        try encoder.append(image([0, 0], width: 2))
        XCTAssertThrowsError(try encoder.finish()) {
            XCTAssertEqual("\($0)", "GIF encoder: the GIF announced 2 frames but got 1")
        }
    }
}
