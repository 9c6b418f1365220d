@_spi(ViewLab) import CoreGraphics
import ImageIO
import XCTest

/// Every colour type and bit depth PNG allows, written by libpng from raw samples, must decode to
/// exactly the expected premultiplied pixels — interlaced or not.
final class PNGDecoderFormatTests: XCTestCase {
    // Odd sizes exercise sub-byte row padding and every Adam7 pass.
    let width = 13, height = 9

    /// A deterministic sample in 0..<2^depth for pixel `index`, channel `channel`.
    func sample(_ index: Int, _ channel: Int, depth: Int32) -> UInt16 {
        let mixed = UInt32(truncatingIfNeeded: (index &* 2_654_435_761) ^ (channel &* 40_503) ^ (index << 3))
        let value = (mixed ^ (mixed >> 13)) & 0xFFFF
        return UInt16(value & UInt32((1 << depth) - 1))
    }

    func image(colorType: Int32, depth: Int32, interlaced: Bool) -> RawPNG {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        var raw = RawPNG(
            width: width, height: height, colorType: colorType, bitDepth: depth, interlaced: interlaced,
            samples: (0..<width * height).map { i in (0..<channels).map { sample(i, $0, depth: depth) } })
        // Alpha extremes must appear: fully transparent and fully opaque pixels.
        if colorType == 4 || colorType == 6 {
            let maxValue = UInt16((1 << Int(depth)) - 1)
            raw.samples[0][channels - 1] = 0
            raw.samples[1][channels - 1] = maxValue
        }
        return raw
    }

    func assertDecodes(_ raw: RawPNG, file: StaticString = #filePath, line: UInt = #line) throws {
        let label = "type \(raw.colorType) depth \(raw.bitDepth)\(raw.interlaced ? " Adam7" : "")"
        let data = try raw.encoded()
        let header = try XCTUnwrap(PNGChunks(data)?.header, label, file: file, line: line)
        XCTAssertEqual(Int32(header.colorType), raw.colorType, "the file really is \(label)", file: file, line: line)
        XCTAssertEqual(Int32(header.bitDepth), raw.bitDepth, file: file, line: line)
        XCTAssertEqual(header.interlace == 1, raw.interlaced, file: file, line: line)

        let (image, info) = try PNGDecoder().decode(data, source: label)
        XCTAssertEqual(image.width, raw.width, file: file, line: line)
        XCTAssertEqual(image.height, raw.height, file: file, line: line)
        XCTAssertEqual(info.colorType, Int(raw.colorType), file: file, line: line)
        XCTAssertEqual(info.bitDepth, Int(raw.bitDepth), file: file, line: line)
        XCTAssertEqual(info.interlaced, raw.interlaced, file: file, line: line)
        var mismatches = 0
        image.withPixels { bytes, stride in
            for y in 0..<raw.height {
                for x in 0..<raw.width {
                    let actual = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    let expected = raw.expectedWord(y * raw.width + x)
                    if actual != expected {
                        if mismatches < 3 {
                            XCTFail(
                                "\(label) pixel (\(x), \(y)): got \(String(actual, radix: 16)), expected \(String(expected, radix: 16))",
                                file: file, line: line)
                        }
                        mismatches += 1
                    }
                }
            }
        }
        XCTAssertEqual(mismatches, 0, "\(label): mismatching pixels", file: file, line: line)
    }

    // MARK: - Colour types and depths

    func testGrayAllDepths() throws {
        for depth: Int32 in [1, 2, 4, 8, 16] {
            for interlaced in [false, true] {
                try assertDecodes(image(colorType: 0, depth: depth, interlaced: interlaced))
            }
        }
    }

    func testGrayAlpha() throws {
        for depth: Int32 in [8, 16] {
            for interlaced in [false, true] {
                try assertDecodes(image(colorType: 4, depth: depth, interlaced: interlaced))
            }
        }
    }

    func testRGB() throws {
        for depth: Int32 in [8, 16] {
            for interlaced in [false, true] {
                try assertDecodes(image(colorType: 2, depth: depth, interlaced: interlaced))
            }
        }
    }

    func testRGBA() throws {
        for depth: Int32 in [8, 16] {
            for interlaced in [false, true] {
                try assertDecodes(image(colorType: 6, depth: depth, interlaced: interlaced))
            }
        }
    }

    func testPaletteAllDepthsWithAndWithoutTransparency() throws {
        for depth: Int32 in [1, 2, 4, 8] {
            let count = 1 << Int(depth)
            for interlaced in [false, true] {
                var raw = image(colorType: 3, depth: depth, interlaced: interlaced)
                raw.palette = (0..<count).map { (i: Int) -> (UInt8, UInt8, UInt8) in
                    let red = UInt8((i * 37) & 0xFF), green = UInt8((255 - i * 11) & 0xFF), blue = UInt8((i * 5) & 0xFF)
                    return (red, green, blue)
                }
                try assertDecodes(raw)
                // tRNS shorter than the palette: later entries stay opaque.
                raw.paletteAlpha = (0..<max(1, count / 2)).map { (i: Int) -> UInt8 in UInt8((i * 97) % 256) }
                try assertDecodes(raw)
            }
        }
    }

    func testGrayTransparentColour() throws {
        for depth: Int32 in [1, 2, 4, 8, 16] {
            var raw = image(colorType: 0, depth: depth, interlaced: depth == 4)
            raw.transparentColor = [raw.samples[0][0]]
            XCTAssertTrue(raw.samples.contains { $0 != raw.samples[0] }, "some pixels stay opaque")
            try assertDecodes(raw)
        }
    }

    func testRGBTransparentColour() throws {
        for depth: Int32 in [8, 16] {
            var raw = image(colorType: 2, depth: depth, interlaced: depth == 16)
            raw.samples[5] = raw.samples[0]
            raw.transparentColor = raw.samples[0]
            try assertDecodes(raw)
        }
    }

    // MARK: - Metadata

    func testScaleComesFromPHYs() throws {
        let image = try XCTUnwrap(solidImage(width: 4, height: 3, word: 0xFF10_2030))
        for scale: CGFloat in [1, 2, 3] {
            let data = try PNGEncoder().encode(image, scale: scale)
            let info = try PNGDecoder().decode(data).info
            XCTAssertEqual(info.scale, scale)
            XCTAssertEqual(try PNGDecoder().inspect(data).width, 4)
        }
        var raw = self.image(colorType: 0, depth: 8, interlaced: false)
        raw.width = 2; raw.height = 1; raw.samples = [[1], [2]]
        XCTAssertEqual(try PNGDecoder().decode(raw.encoded()).info.scale, 1, "no pHYs → scale 1")
    }
}

/// An image filled with one premultiplied native ARGB32 word.
func solidImage(width: Int, height: Int, word: UInt32) -> CGImage? {
    let words = [UInt32](repeating: word, count: width * height)
    return words.withUnsafeBytes {
        CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
    }
}
