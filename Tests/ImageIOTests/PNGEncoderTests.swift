@_spi(ViewLab) import CoreGraphics
import ImageIO
import XCTest

/// What the encoder writes: chunks, metadata and exact un-premultiplied samples.
final class PNGEncoderTests: XCTestCase {
    // MARK: - Chunks

    func testChunkLayoutAndMetadata() throws {
        let image = try XCTUnwrap(solidImage(width: 5, height: 3, word: 0x8040_2010))
        let data = try PNGEncoder().encode(
            image, scale: 3, text: [("Software", "ViewLab"), ("Description", "Carte postale — été")])
        let chunks = try XCTUnwrap(PNGChunks(data))
        XCTAssertEqual(chunks.types.first, "IHDR")
        XCTAssertEqual(chunks.types.last, "IEND")
        XCTAssertTrue(chunks.types.contains("IDAT"))
        for chunk in chunks.chunks {
            XCTAssertEqual(chunk.storedCRC, PNGChunks.crc32(Array(chunk.type.utf8) + chunk.data), "\(chunk.type) CRC")
        }
        let header = try XCTUnwrap(chunks.header)
        XCTAssertEqual(header.width, 5)
        XCTAssertEqual(header.height, 3)
        XCTAssertEqual(header.bitDepth, 8)
        XCTAssertEqual(header.colorType, 6, "RGBA")

        // sRGB, perceptual intent, before IDAT.
        XCTAssertEqual(chunks.first("sRGB")?.data, [0])
        // pHYs: 72 dpi × 3 = 216 dpi = 8504 pixels per metre in both directions, unit metre.
        let phys = try XCTUnwrap(chunks.first("pHYs")?.data)
        XCTAssertEqual(phys, PNGChunks.store32(8504) + PNGChunks.store32(8504) + [1])
        let firstData = try XCTUnwrap(chunks.types.firstIndex(of: "IDAT"))
        XCTAssertLessThan(try XCTUnwrap(chunks.types.firstIndex(of: "pHYs")), firstData)
        XCTAssertLessThan(try XCTUnwrap(chunks.types.firstIndex(of: "sRGB")), firstData)

        // ASCII text in tEXt (Latin-1); anything else in an uncompressed UTF-8 iTXt.
        XCTAssertEqual(chunks.first("tEXt")?.data, Array("Software".utf8) + [0] + Array("ViewLab".utf8))
        let itxt = try XCTUnwrap(chunks.first("iTXt")?.data)
        XCTAssertEqual(itxt, Array("Description".utf8) + [0, 0, 0, 0, 0] + Array("Carte postale — été".utf8))
    }

    func testScaleOneAndUnusableScales() throws {
        let image = try XCTUnwrap(solidImage(width: 1, height: 1, word: 0xFF00_0000))
        let one = try XCTUnwrap(PNGChunks(PNGEncoder().encode(image, scale: 1)))
        XCTAssertEqual(one.first("pHYs")?.data, PNGChunks.store32(2835) + PNGChunks.store32(2835) + [1], "72 dpi")
        for bad: CGFloat in [0, -2, .nan, .infinity] {
            XCTAssertNil(try PNGChunks(PNGEncoder().encode(image, scale: bad))?.first("pHYs"), "scale \(bad)")
        }
        var plain = PNGEncoder()
        plain.writesSRGB = false
        XCTAssertNil(try PNGChunks(plain.encode(image))?.first("sRGB"))
    }

    func testInvalidTextKeyIsAnError() throws {
        let image = try XCTUnwrap(solidImage(width: 1, height: 1, word: 0xFF00_0000))
        XCTAssertThrowsError(try PNGEncoder().encode(image, text: [("", "no key")])) { error in
            XCTAssertTrue(error is PNGError, "\(error)")
            XCTAssertFalse("\(error)".contains("\n"))
        }
    }

    func testOpaqueWritesRGB() throws {
        let image = try XCTUnwrap(solidImage(width: 3, height: 2, word: 0xFF11_2233))
        var encoder = PNGEncoder()
        encoder.opaque = true
        let data = try encoder.encode(image)
        XCTAssertEqual(PNGChunks(data)?.header?.colorType, 2, "RGB")
        let decoded = try PNGDecoder().decode(data).image
        XCTAssertTrue(decoded.pixel(x: 2, y: 1) == (0x11, 0x22, 0x33, 0xFF))
    }

    // MARK: - Samples

    /// The straight RGBA samples of a file written without compression or filtering: the zlib
    /// stream is then stored blocks, so the samples can be read back without inflating.
    func storedSamples(_ image: CGImage) throws -> [UInt8] {
        var encoder = PNGEncoder()
        encoder.compressionLevel = 0
        encoder.filter = PNGEncoder.filterNone
        let chunks = try XCTUnwrap(PNGChunks(encoder.encode(image)))
        var stream = Array(chunks.chunks.filter { $0.type == "IDAT" }.flatMap(\.data).dropFirst(2))
        var raw: [UInt8] = []
        while stream.count >= 5 {
            let final = stream[0] & 1, length = Int(stream[1]) | Int(stream[2]) << 8
            XCTAssertEqual(stream[0] & 6, 0, "stored block")
            raw += stream[5..<5 + length]
            stream.removeFirst(5 + length)
            if final == 1 { break }
        }
        let rowBytes = image.width * 4 + 1
        XCTAssertEqual(raw.count, rowBytes * image.height)
        return (0..<image.height).flatMap { y -> [UInt8] in
            XCTAssertEqual(raw[y * rowBytes], 0, "filter none")
            return Array(raw[y * rowBytes + 1..<(y + 1) * rowBytes])
        }
    }

    func testUnpremultipliesWithoutFringes() throws {
        // Premultiplied (a, r, g, b) → the straight samples that must be written.
        let cases: [(word: UInt32, straight: [UInt8])] = [
            (0x0000_0000, [0, 0, 0, 0]),  // alpha 0: fully transparent black
            (0x0101_0000, [255, 0, 0, 1]),  // alpha 1: the one level of red is full red
            (0x8080_4000, [255, 128, 0, 128]),  // alpha 128: 128 → 255, not 254 (no dark fringe)
            (0x8040_2001, [128, 64, 2, 128]),
            (0xFFFF_8001, [255, 128, 1, 255]),  // opaque: exact
        ]
        let words = cases.map(\.word)
        let image = try XCTUnwrap(
            words.withUnsafeBytes {
                CGImage(premultipliedBGRA: $0, width: cases.count, height: 1, bytesPerRow: cases.count * 4)
            })
        let samples = try storedSamples(image)
        for (index, item) in cases.enumerated() {
            XCTAssertEqual(
                Array(samples[index * 4..<index * 4 + 4]), item.straight, "pixel \(String(item.word, radix: 16))")
        }
    }

    /// Every valid premultiplied value at every alpha survives encode → decode unchanged.
    func testPremultipliedRoundTripIsExactForEveryAlpha() throws {
        var words = [UInt32](repeating: 0, count: 256 * 256)
        for alpha in 0..<256 {
            for value in 0..<256 {
                let c = UInt32(min(value, alpha))
                words[alpha * 256 + value] = UInt32(alpha) << 24 | c << 16 | (c / 2) << 8 | (UInt32(alpha) - c)
            }
        }
        let image = try XCTUnwrap(
            words.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: 256, height: 256, bytesPerRow: 1024) })
        let decoded = try PNGDecoder().decode(PNGEncoder().encode(image)).image
        var differences = 0
        decoded.withPixels { bytes, stride in
            for y in 0..<256 {
                for x in 0..<256
                where bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) != words[y * 256 + x] {
                    differences += 1
                }
            }
        }
        XCTAssertEqual(differences, 0)
    }

    func testEncoderSettingsAllProduceTheSameImage() throws {
        let words = (0..<(40 * 30)).map { i -> UInt32 in 0xFF00_0000 | UInt32(i * 2_654_435_761 & 0xFF_FFFF) }
        let image = try XCTUnwrap(
            words.withUnsafeBytes { CGImage(premultipliedBGRA: $0, width: 40, height: 30, bytesPerRow: 160) })
        for level: Int32 in [-5, 0, 3, 9, 42] {
            for filter in [nil, PNGEncoder.filterNone, PNGEncoder.filterPaeth, PNGEncoder.filterAll] {
                var encoder = PNGEncoder()
                encoder.compressionLevel = level
                encoder.filter = filter
                let decoded = try PNGDecoder().decode(encoder.encode(image)).image
                XCTAssertTrue(
                    decoded.pixel(x: 39, y: 29) == image.pixel(x: 39, y: 29),
                    "level \(level) filter \(String(describing: filter))")
            }
        }
    }

    func testWriteNamesThePathOnFailure() throws {
        let image = try XCTUnwrap(solidImage(width: 1, height: 1, word: 0xFF00_0000))
        let url = URL(fileURLWithPath: "/nonexistent-folder/out.png")
        XCTAssertThrowsError(try PNGEncoder().write(image, to: url)) { error in
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent-folder/out.png: cannot write"), "\(error)")
        }
        let good = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-encoder-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: good) }
        try PNGEncoder().write(image, to: good, scale: 2)
        XCTAssertEqual(try PNGDecoder().decode(contentsOf: good).info.scale, 2)
    }
}
