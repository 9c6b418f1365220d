@_spi(ViewLab) import CoreGraphics
import ImageIO
import TestSupport
import XCTest

/// What the APNG encoder writes, read back by the test support's `APNGReader` — a reader written
/// against the APNG specification (https://wiki.mozilla.org/APNG_Specification), not against
/// the encoder — and by libpng (which shows the default image).
final class APNGEncoderTests: XCTestCase {
    /// Premultiplied native ARGB32 words → an image.
    private func image(_ words: [UInt32], width: Int) -> CGImage {
        words.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: words.count / width, bytesPerRow: width * 4)!
        }
    }

    /// Straight RGBA of an image, through a plain PNG read by the same reader.
    private func rgba(_ image: CGImage) throws -> [UInt8] {
        try APNGReader(PNGEncoder().encode(image)).frames[0].canvas
    }

    func testFramesCarryOnlyTheChangedRectangleAndDecodeToEveryFrame() throws {
        let width = 40, height = 30
        let background = [UInt32](repeating: 0xFF20_4060, count: width * height)
        var moved = background
        for y in 5..<9 { for x in 10..<17 { moved[y * width + x] = 0xFFFF_0000 } }  // a red 7×4 block at (10, 5)
        moved[29 * width + 39] = 0x8040_0000  // and one translucent pixel in the far corner → box (10,5)…(39,29)
        var cleared = moved
        for y in 5..<9 { for x in 10..<17 { cleared[y * width + x] = 0 } }  // the block becomes transparent
        let frames = [
            image(background, width: width), image(moved, width: width), image(moved, width: width),
            image(cleared, width: width),
        ]
        let encoder = try APNGEncoder(
            width: width, height: height, frameCount: 4, delay: .init(framesPerSecond: 30), scale: 2)
        for frame in frames { try encoder.append(frame) }
        let data = try encoder.finish()

        let reader = try APNGReader(data)
        XCTAssertEqual(reader.frames.count, 4)
        XCTAssertEqual(reader.plays, 0, "loops for ever")
        XCTAssertTrue(reader.defaultImageIsFirstFrame)
        XCTAssertEqual(
            reader.chunkTypes,
            ["IHDR", "sRGB", "pHYs", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        for (index, frame) in reader.frames.enumerated() {
            XCTAssertEqual(frame.canvas, try rgba(frames[index]), "frame \(index) composes to the image appended")
            XCTAssertEqual(frame.delayNumerator, 1)
            XCTAssertEqual(frame.delayDenominator, 30)
            XCTAssertEqual(frame.disposeOp, 0, "APNG_DISPOSE_OP_NONE")
            XCTAssertEqual(frame.blendOp, 0, "APNG_BLEND_OP_SOURCE")
        }
        let rects = reader.frames.map { [$0.x, $0.y, $0.width, $0.height] }
        XCTAssertEqual(rects, [[0, 0, 40, 30], [10, 5, 30, 25], [0, 0, 1, 1], [10, 5, 7, 4]])
        XCTAssertEqual(encoder.frames.map { [$0.x, $0.y, $0.width, $0.height] }, rects)
        let frameBytes: Int = encoder.frames.map(\.bytes).reduce(0, +)
        let otherBytes: Int = 8 + 25 + 13 + 21 + 20 + 12
        XCTAssertEqual(
            frameBytes + otherBytes, data.count,
            "the frames' bytes plus the signature, IHDR, sRGB, pHYs, acTL and IEND make the file")
        XCTAssertEqual(reader.frames[3].canvas[(5 * width + 10) * 4 + 3], 0, "SOURCE blending writes transparency too")

        // A decoder without APNG (the library's libpng one) shows frame 0.
        let still = try PNGDecoder().decode(data).image
        XCTAssertEqual(try rgba(still), try rgba(frames[0]))
    }

    /// A frame over 256 KiB of compressed data is split into several fdAT chunks, each with its own
    /// sequence number; the reader checks they run on without a gap.
    func testLargeFramesSpanSeveralSequencedChunks() throws {
        let width = 400, height = 400
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<width * height).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000 }
        let flat = [UInt32](repeating: 0xFF00_0000, count: width * height)
        let data = try APNGEncoder.encode(
            [image(flat, width: width), image(noise, width: width), image(flat, width: width)],
            delay: .init(numerator: 1, denominator: 10))
        let reader = try APNGReader(data)
        XCTAssertGreaterThan(
            reader.chunkTypes.filter { $0 == "fdAT" }.count, 2, "noise does not compress: several fdAT chunks")
        XCTAssertEqual(reader.frames.count, 3)
        XCTAssertEqual(reader.frames[1].canvas, try rgba(image(noise, width: width)))
        XCTAssertEqual(reader.frames[2].canvas, try rgba(image(flat, width: width)))
        XCTAssertEqual(reader.frames[2].delay, 0.1)
    }

    /// Two pixels change far apart on a background of noise, both opaque: the frame is their
    /// bounding box blended OVER (APNG_BLEND_OP_OVER) with every unchanged pixel transparent, so
    /// the noise in between costs almost nothing; a translucent change falls back to SOURCE.
    /// Either way the canvas is exactly the frame appended.
    func testOpaqueChangesAreBlendedOverWithUnchangedPixelsTransparent() throws {
        let width = 200
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<width * width).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000 }
        var corners = noise
        corners[5 * width + 5] = 0xFF00_FF00
        corners[190 * width + 190] = 0xFFFF_00FF
        var translucent = corners
        translucent[5 * width + 5] = 0xFF00_00FF
        translucent[190 * width + 190] = 0xFF00_00FF
        translucent[100 * width + 100] = 0x8040_0000  // the same box, one change translucent
        let frames = [image(noise, width: width), image(corners, width: width), image(translucent, width: width)]
        let encoder = try APNGEncoder(width: width, height: width, frameCount: 3, delay: .init(framesPerSecond: 30))
        for frame in frames { try encoder.append(frame) }
        let reader = try APNGReader(try encoder.finish())
        for (index, frame) in reader.frames.enumerated() {
            XCTAssertEqual(frame.canvas, try rgba(frames[index]), "frame \(index) composes to the image appended")
        }
        XCTAssertEqual(reader.frames.map(\.blendOp), [0, 1, 0], "OVER only where every changed pixel is opaque")
        XCTAssertEqual(encoder.frames.map(\.blendsOver), [false, true, false])
        XCTAssertEqual(
            [reader.frames[1].x, reader.frames[1].y, reader.frames[1].width, reader.frames[1].height], [5, 5, 186, 186])
        XCTAssertLessThan(encoder.frames[1].bytes, 2_000, "186×186 pixels of noise left out: transparent runs")
        XCTAssertGreaterThan(encoder.frames[2].bytes, 100_000, "SOURCE carries the noise between the changes")
    }

    /// A renderer that says which rectangles it drew again (`append(_:changedWithin:)`) gets the
    /// same file as one that does not: only those rectangles are compared. The changes here lie
    /// far apart, so the OVER frame is mostly transparent rows, written as runs of zeros without
    /// being searched (`viewlab_zlib_sparse`), and still decodes to every frame.
    func testRegionsFromTheRendererGiveTheSameFile() throws {
        let width = 600, height = 900
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<width * height).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) | 0xFF00_0000 }
        func changed(_ base: [UInt32], _ rects: [CGRect], _ color: UInt32) -> [UInt32] {
            var pixels = base
            for rect in rects {
                for y in Int(rect.minY)..<Int(rect.maxY) {
                    for x in Int(rect.minX)..<Int(rect.maxX) where (x + y) % 3 != 0 { pixels[y * width + x] = color }
                }
            }
            return pixels
        }
        let first = [CGRect(x: 20, y: 10, width: 40, height: 30), CGRect(x: 500, y: 820, width: 60, height: 50)]
        let second = [CGRect(x: 300, y: 400, width: 20, height: 20)]
        let one = changed(noise, first, 0xFF00_FF00), two = changed(one, second, 0xFF00_00FF)
        let frames = [image(noise, width: width), image(one, width: width), image(two, width: width)]
        // What a renderer reports is larger than what changed, and may overlap.
        let damage: [[CGRect]?] = [
            nil, first.map { $0.insetBy(dx: -7, dy: -5) } + [CGRect(x: 0, y: 0, width: 70, height: 50)],
            second.map { $0.insetBy(dx: -3.5, dy: -3.5) },
        ]
        func encoded(hinted: Bool) throws -> (Data, [APNGEncoder.FrameRecord]) {
            let encoder = try APNGEncoder(
                width: width, height: height, frameCount: 3, delay: .init(framesPerSecond: 60))
            for (frame, rects) in zip(frames, damage) { try encoder.append(frame, changedWithin: hinted ? rects : nil) }
            return (try encoder.finish(), encoder.frames)
        }
        let (hinted, records) = try encoded(hinted: true), (compared, _) = try encoded(hinted: false)
        XCTAssertEqual(hinted, compared, "the same bytes whether the regions were named or every pixel compared")
        let reader = try APNGReader(hinted)
        for (index, frame) in reader.frames.enumerated() {
            XCTAssertEqual(frame.canvas, try rgba(frames[index]), "frame \(index) composes to the image appended")
        }
        XCTAssertEqual(
            records.map { [$0.x, $0.y, $0.width, $0.height] },
            [[0, 0, width, height], [20, 10, 540, 860], [300, 400, 20, 20]])
        XCTAssertEqual(records.map(\.blendsOver), [false, true, true])
        XCTAssertLessThan(records[1].bytes, 12_000, "540×860 pixels, nearly all unchanged: runs of zeros")
    }

    func testOpaqueFramesAreRGB() throws {
        var encoder = PNGEncoder()
        encoder.opaque = true
        let a = image([UInt32](repeating: 0xFF11_2233, count: 16), width: 4)
        let b = image([UInt32](repeating: 0xFF11_2233, count: 15) + [0xFFFF_FFFF], width: 4)
        let reader = try APNGReader(APNGEncoder.encode([a, b], delay: .init(framesPerSecond: 60), encoder: encoder))
        XCTAssertEqual(reader.colorType, 2)
        XCTAssertEqual(reader.frames.map { [$0.x, $0.y, $0.width, $0.height] }, [[0, 0, 4, 4], [3, 3, 1, 1]])
        XCTAssertEqual(reader.frames[1].canvas.suffix(4), [255, 255, 255, 255])
    }

    func testWholeFramesWhenAskedAreLarger() throws {
        let width = 64
        let base = [UInt32](repeating: 0xFF30_3030, count: width * width)
        var dot = base
        dot[32 * width + 32] = 0xFFFF_FFFF
        let frames = [image(base, width: width), image(dot, width: width)]
        func encoded(_ changedOnly: Bool) throws -> (Data, [APNGEncoder.FrameRecord]) {
            let encoder = try APNGEncoder(
                width: width, height: width, frameCount: 2, delay: .init(framesPerSecond: 30),
                changedRectanglesOnly: changedOnly)
            for frame in frames { try encoder.append(frame) }
            return (try encoder.finish(), encoder.frames)
        }
        let (small, smallFrames) = try encoded(true), (whole, wholeFrames) = try encoded(false)
        XCTAssertEqual(try APNGReader(small).frames.map(\.canvas), try APNGReader(whole).frames.map(\.canvas))
        XCTAssertLessThan(smallFrames[1].bytes, wholeFrames[1].bytes)
        XCTAssertEqual(wholeFrames[1].width, width)
    }

    func testMisuseIsAOneLineError() throws {
        let one = image([0xFF00_0000], width: 1)
        func assertOneLine(_ body: @autoclosure () throws -> Any, _ fragment: String, line: UInt = #line) {
            XCTAssertThrowsError(try body(), line: line) { error in
                XCTAssertTrue(error is PNGError, "\(error)", line: line)
                XCTAssertTrue("\(error)".contains(fragment), "\(error)", line: line)
                XCTAssertFalse("\(error)".contains("\n"), line: line)
            }
        }
        assertOneLine(
            try APNGEncoder(width: 1, height: 1, frameCount: 0, delay: .init(framesPerSecond: 1)), "1 to 2³¹ − 1 frames"
        )
        assertOneLine(
            try APNGEncoder(width: 0, height: 1, frameCount: 1, delay: .init(framesPerSecond: 1)), "empty image")
        let encoder = try APNGEncoder(width: 1, height: 1, frameCount: 1, delay: .init(framesPerSecond: 1))
        assertOneLine(try encoder.finish(), "announced 1 frames but got 0")
        assertOneLine(try encoder.append(image([0, 0], width: 2)), "is 2×1 pixels")
        try encoder.append(one)
        assertOneLine(try encoder.append(one), "room for 1 frames only")
        _ = try encoder.finish()
        assertOneLine(try encoder.finish(), "already finished")
        assertOneLine(try APNGEncoder.encode([], delay: .init(framesPerSecond: 1)), "at least one frame")
    }

    /// The reader is a real check: a wrong CRC, sequence numbers out of order, a frame count that
    /// does not match and acTL after IDAT are each refused.
    func testTheReaderRefusesFilesThatBreakTheSpecification() throws {
        let frames = [image([0xFF00_0000, 0xFF00_0000], width: 2), image([0xFF00_0000, 0xFFFF_FFFF], width: 2)]
        let good = try APNGEncoder.encode(frames, delay: .init(framesPerSecond: 10))
        XCTAssertNoThrow(try APNGReader(good))
        func chunks(_ data: Data) -> [(type: [UInt8], body: [UInt8])] {
            let bytes = [UInt8](data)
            var out: [(type: [UInt8], body: [UInt8])] = [], offset = 8
            while offset < bytes.count {
                let length =
                    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                    | Int(bytes[offset + 3])
                out.append((Array(bytes[offset + 4..<offset + 8]), Array(bytes[offset + 8..<offset + 8 + length])))
                offset += length + 12
            }
            return out
        }
        func file(_ chunks: [(type: [UInt8], body: [UInt8])]) -> Data {
            var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
            for chunk in chunks {
                let n = UInt32(chunk.body.count)
                out +=
                    [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + chunk.type
                    + chunk.body
                let crc = APNGReader.crc32(chunk.type + chunk.body)
                out += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
            }
            return Data(out)
        }
        func assertRefused(_ data: Data, _ fragment: String, line: UInt = #line) {
            XCTAssertThrowsError(try APNGReader(data), line: line) {
                XCTAssertTrue("\($0)".contains(fragment), "\($0)", line: line)
            }
        }
        let parts = chunks(good)
        XCTAssertEqual(file(parts), good, "the test's own chunk writer reproduces the file")
        var badCRC = [UInt8](good)
        badCRC[badCRC.count - 5] ^= 1  // inside IEND's CRC
        assertRefused(Data(badCRC), "bad CRC")
        var reordered = parts
        let fdAT = reordered.firstIndex { $0.type == Array("fdAT".utf8) }!
        reordered[fdAT].body[3] = 7
        assertRefused(file(reordered), "sequence number 7, expected 2")
        var miscounted = parts
        let acTL = miscounted.firstIndex { $0.type == Array("acTL".utf8) }!
        miscounted[acTL].body[3] = 3
        assertRefused(file(miscounted), "acTL says 3 frames")
        var late = parts
        let moved = late.remove(at: acTL)
        late.insert(moved, at: late.firstIndex { $0.type == Array("IDAT".utf8) }! + 1)
        assertRefused(file(late), "fcTL without acTL")  // frame 0's fcTL comes before IDAT, and acTL before both
    }
}
