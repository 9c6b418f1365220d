@_spi(ViewLab) import CoreGraphics
import ImageIO
import XCTest

/// Both engines round-trip exactly through libpng's decoder and agree pixel for pixel.
final class PNGEncoderEngineTests: XCTestCase {
    /// Every valid premultiplied value at every alpha (256 × 256 pixels).
    static let everyAlpha: [UInt32] = (0..<256 * 256).map { index in
        let alpha = UInt32(index / 256), c = min(UInt32(index % 256), alpha)
        return alpha << 24 | c << 16 | (c / 2) << 8 | (alpha - c)
    }

    func testEveryAlphaRoundTripsExactlyInBothEngines() throws {
        let image = try XCTUnwrap(
            PNGEncoderEngineTests.everyAlpha.withUnsafeBytes {
                CGImage(premultipliedBGRA: $0, width: 256, height: 256, bytesPerRow: 1024)
            })
        for engine in PNGEncoder.Engine.allCases {
            let data = try PNGChunkWriterTests.encoder(engine).encode(image)
            XCTAssertEqual(
                PNGChunkWriterTests.words(try PNGDecoder().decode(data).image), PNGEncoderEngineTests.everyAlpha,
                "\(engine)")
        }
    }

    func testOpaqueRGBRoundTripsExactlyInBothEngines() throws {
        let image = try XCTUnwrap(PNGChunkWriterTests.noise(width: 61, height: 47, alpha: false))
        for engine in PNGEncoder.Engine.allCases {
            var encoder = PNGChunkWriterTests.encoder(engine)
            encoder.opaque = true
            let data = try encoder.encode(image)
            XCTAssertEqual(PNGChunks(data)?.header?.colorType, 2, "\(engine) writes RGB")
            XCTAssertEqual(
                PNGChunkWriterTests.words(try PNGDecoder().decode(data).image), PNGChunkWriterTests.words(image),
                "\(engine)")
        }
    }

    /// A real cairo drawing (gradient, translucent shapes, anti-aliased edges) encoded by both
    /// engines at several levels decodes to the same pixels — which are the drawing's.
    func testEnginesAndLevelsDecodeToIdenticalPixels() throws {
        let context = try XCTUnwrap(CGContext(flippedSize: CGSize(width: 90, height: 70), scale: 2))
        context.setFillColor(CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 90, height: 35))
        context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.55))
        context.fillEllipse(in: CGRect(x: 10, y: 10, width: 60, height: 45))
        context.setStrokeColor(CGColor(red: 1, green: 0.3, blue: 0, alpha: 0.8))
        context.setLineWidth(3.5)
        context.stroke(CGRect(x: 30.25, y: 20.5, width: 50, height: 40))
        let image = try XCTUnwrap(context.makeImage())
        let expected = PNGChunkWriterTests.words(image)
        XCTAssertGreaterThan(Set(expected).count, 50, "a varied image")
        var sizes: [String: Int] = [:]
        for engine in PNGEncoder.Engine.allCases {
            for level: Int32 in [-5, 0, 1, 6, 9, 12, 42] {
                var encoder = PNGChunkWriterTests.encoder(engine)
                encoder.compressionLevel = level
                let data = try encoder.encode(image, scale: 2)
                sizes["\(engine) \(level)"] = data.count
                XCTAssertEqual(
                    PNGChunkWriterTests.words(try PNGDecoder().decode(data).image), expected, "\(engine) level \(level)"
                )
            }
        }
        // Levels are clamped to each engine's range: -5 is 0 (stored), 42 is the engine's maximum.
        XCTAssertEqual(sizes["libdeflate -5"], sizes["libdeflate 0"])
        XCTAssertEqual(sizes["libdeflate 42"], sizes["libdeflate 12"])
        XCTAssertEqual(sizes["libpng 42"], sizes["libpng 9"])
        XCTAssertGreaterThan(try XCTUnwrap(sizes["libdeflate 0"]), 4 * 180 * 140, "level 0 stores the rows")
        XCTAssertLessThan(try XCTUnwrap(sizes["libdeflate 12"]), try XCTUnwrap(sizes["libdeflate 1"]))
    }

    func testDefaultIsParallelLevelOne() {
        let encoder = PNGEncoder()
        XCTAssertEqual(encoder.engine, .parallel)
        XCTAssertEqual(encoder.compressionLevel, 1)
    }
}
