import CDeflate
@_spi(ViewLab) import CoreGraphics
@testable import ImageIO
import XCTest

/// Row bands compressed apart (zlib bands with a sync flush, then a libdeflate band) join into
/// one valid zlib stream: checked by inflating it with libdeflate, which verifies the Adler-32.
final class PNGImageDataCompressorTests: XCTestCase {
    /// Smooth rows (long matches), a band of noise (literals) and translucent pixels.
    static func mixedImage(width: Int, height: Int) -> CGImage? {
        var state: UInt32 = 99
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 1_664_525 &+ 1_013_904_223
                let a: UInt32 = y % 50 < 10 ? 0x80 : 0xFF
                let noise = y > height / 3 && y < height / 2 && x % 7 != 0
                let r = noise ? state >> 24 : UInt32(x * 255 / width),
                    g = noise ? state >> 16 & 0xFF : UInt32(y * 255 / height)
                words[y * width + x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(0x40, a)
            }
        }
        return words.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
        }
    }

    /// The rows the file must hold, computed here with `CGImage.pixel` (not the C shim).
    static func expectedRows(_ image: CGImage) -> [UInt8] {
        (0..<image.height).flatMap { y -> [UInt8] in
            [0]
                + (0..<image.width).flatMap { x -> [UInt8] in
                    let p = image.pixel(x: x, y: y)
                    return [p.red, p.green, p.blue, p.alpha]
                }
        }
    }

    func testBandsJoinIntoOneValidZlibStream() throws {
        let image = try XCTUnwrap(PNGImageDataCompressorTests.mixedImage(width: 300, height: 211))
        let expected = PNGImageDataCompressorTests.expectedRows(image)
        for level: Int32 in [0, 1, 6, 12] {
            var encoder = PNGEncoder()
            encoder.compressionLevel = level
            for bands in [1, 2, 3, 5, 8] {
                let data = try image.withPixels { bytes, stride in
                    try encoder.encodeWithLibdeflate(
                        pixels: bytes, width: image.width, height: image.height, bytesPerRow: stride,
                        pixelsPerMeter: 0, text: [], idatChunkLength: 20000, bands: bands)
                }
                let stream = try XCTUnwrap(PNGChunks(data)).chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
                XCTAssertEqual(stream.first, 0x78, "deflate, 32 KiB window")
                XCTAssertEqual((Int(stream[0]) * 256 + Int(stream[1])) % 31, 0, "header check bits")
                var inflated = [UInt8](repeating: 0, count: expected.count)
                var produced = 0
                let result = stream.withUnsafeBytes { input in
                    inflated.withUnsafeMutableBytes { output -> libdeflate_result in
                        let decompressor = libdeflate_alloc_decompressor()
                        defer { libdeflate_free_decompressor(decompressor) }
                        return libdeflate_zlib_decompress(
                            decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &produced)
                    }
                }
                XCTAssertEqual(result, LIBDEFLATE_SUCCESS, "level \(level), \(bands) bands: stream and Adler-32 valid")
                XCTAssertEqual(produced, expected.count)
                XCTAssertTrue(inflated == expected, "level \(level), \(bands) bands: rows")
                XCTAssertEqual(
                    PNGChunkWriterTests.words(try PNGDecoder().decode(data).image), PNGChunkWriterTests.words(image))
            }
        }
    }

    func testParallelEngineOnALargeImage() throws {
        // 700×500 RGBA is 1.4 MB of rows: the parallel engine splits it into two bands.
        let image = try XCTUnwrap(PNGImageDataCompressorTests.mixedImage(width: 700, height: 500))
        let parallel = try PNGEncoder().encode(image)
        let single = try PNGChunkWriterTests.encoder(.libdeflate).encode(image)
        XCTAssertNotEqual(parallel, single, "two bands, not libdeflate alone")
        // The bytes depend on the image only: the same on one thread as on every core.
        var oneThread = PNGEncoder()
        oneThread.usesAllCores = false
        XCTAssertEqual(try oneThread.encode(image), parallel)
        let twoBands = try image.withPixels { bytes, stride in
            try PNGEncoder().encodeWithLibdeflate(
                pixels: bytes, width: image.width, height: image.height, bytesPerRow: stride,
                pixelsPerMeter: PNGEncoder.pixelsPerMeter(scale: 1), text: [], bands: 2)
        }
        XCTAssertEqual(twoBands, parallel, "the layout is two bands on any machine")
        XCTAssertEqual(
            PNGChunkWriterTests.words(try PNGDecoder().decode(parallel).image), PNGChunkWriterTests.words(image))
        XCTAssertEqual(
            PNGChunkWriterTests.words(try PNGDecoder().decode(single).image), PNGChunkWriterTests.words(image))
        XCTAssertLessThan(Double(parallel.count), Double(single.count) * 1.2, "bands cost little size")
    }

    func testOpaqueRowsInBands() throws {
        let image = try XCTUnwrap(PNGChunkWriterTests.noise(width: 301, height: 97, alpha: false))
        var encoder = PNGEncoder()
        encoder.opaque = true
        for bands in [2, 4] {
            let data = try image.withPixels { bytes, stride in
                try encoder.encodeWithLibdeflate(
                    pixels: bytes, width: image.width, height: image.height, bytesPerRow: stride,
                    pixelsPerMeter: 0, text: [], bands: bands)
            }
            XCTAssertEqual(PNGChunks(data)?.header?.colorType, 2, "RGB")
            XCTAssertEqual(
                PNGChunkWriterTests.words(try PNGDecoder().decode(data).image), PNGChunkWriterTests.words(image),
                "\(bands) bands")
        }
    }

    func testHeaderFlagsAreValidAtEveryLevel() {
        for level: Int32 in 0...12 {
            XCTAssertEqual((0x78 * 256 + Int(PNGImageDataCompressor.flags(level: level))) % 31, 0, "level \(level)")
        }
        XCTAssertEqual(PNGImageDataCompressor.flags(level: 1), 0x01, "as libdeflate and zlib write level 1")
    }
}
