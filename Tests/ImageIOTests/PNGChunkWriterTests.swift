import CDeflate
@_spi(ViewLab) import CoreGraphics
@testable import ImageIO
import XCTest

/// The libdeflate engine's files, chunk by chunk: order, CRCs (checked by two CRC-32s that do not
/// share the writer's code), metadata, IDAT splitting, and sizes that must be errors.
final class PNGChunkWriterTests: XCTestCase {
    /// Pseudo-random opaque-or-translucent premultiplied pixels (a fixed LCG: reproducible).
    static func noise(width: Int, height: Int, alpha: Bool = true) -> CGImage? {
        var state: UInt32 = 0x1234_5678
        let words = (0..<width * height).map { _ -> UInt32 in
            state = state &* 1_664_525 &+ 1_013_904_223
            let a = alpha ? state >> 24 : 0xFF
            let r = min(state >> 16 & 0xFF, a), g = min(state >> 8 & 0xFF, a), b = min(state & 0xFF, a)
            return a << 24 | r << 16 | g << 8 | b
        }
        return words.withUnsafeBytes {
            CGImage(premultipliedBGRA: $0, width: width, height: height, bytesPerRow: width * 4)
        }
    }

    static func encoder(_ engine: PNGEncoder.Engine) -> PNGEncoder {
        var encoder = PNGEncoder()
        encoder.engine = engine
        return encoder
    }

    // MARK: - Chunks

    func testChunkOrderCRCsAndMetadataMatchLibpng() throws {
        let image = try XCTUnwrap(PNGChunkWriterTests.noise(width: 7, height: 5))
        let text = [("Software", "ViewLab"), ("Description", "Carte postale — été"), ("Größe", "3 × 4")]
        let ours = try XCTUnwrap(
            PNGChunks(PNGChunkWriterTests.encoder(.libdeflate).encode(image, scale: 2, text: text)))
        XCTAssertEqual(ours.types, ["IHDR", "sRGB", "pHYs", "tEXt", "iTXt", "iTXt", "IDAT", "IEND"])
        for chunk in ours.chunks {
            let covered = Array(chunk.type.utf8) + chunk.data
            XCTAssertEqual(chunk.storedCRC, PNGChunks.crc32(covered), "\(chunk.type) CRC (bitwise)")
            XCTAssertEqual(
                chunk.storedCRC, covered.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) },
                "\(chunk.type) CRC")
        }
        let header = try XCTUnwrap(ours.header)
        XCTAssertTrue(header == (7, 5, 8, 6, 0), "\(header)")
        XCTAssertEqual(ours.first("sRGB")?.data, [0], "perceptual")
        XCTAssertEqual(ours.first("pHYs")?.data, PNGChunks.store32(5669) + PNGChunks.store32(5669) + [1], "144 dpi")
        XCTAssertEqual(ours.first("tEXt")?.data, Array("Software\0ViewLab".utf8))
        let itxt = ours.chunks.filter { $0.type == "iTXt" }.map(\.data)
        XCTAssertEqual(itxt.first, Array("Description".utf8) + [0, 0, 0, 0, 0] + Array("Carte postale — été".utf8))
        XCTAssertEqual(
            itxt.last, [0x47, 0x72, 0xF6, 0xDF, 0x65] + [0, 0, 0, 0, 0] + Array("3 × 4".utf8), "Latin-1 key, UTF-8 text"
        )
        XCTAssertEqual(ours.chunks.last?.data, [], "empty IEND")

        // libpng writes the same chunks in the same order; only the IDAT stream differs.
        let theirs = try XCTUnwrap(PNGChunks(PNGChunkWriterTests.encoder(.libpng).encode(image, scale: 2, text: text)))
        let metadata = { (file: PNGChunks) in
            file.chunks.filter { $0.type != "IDAT" }.map { [$0.type] + $0.data.map(String.init) }
        }
        XCTAssertEqual(metadata(ours), metadata(theirs))
    }

    func testOpaqueHeaderAndNoOptionalChunks() throws {
        let image = try XCTUnwrap(solidImage(width: 2, height: 2, word: 0xFF10_2030))
        var encoder = PNGEncoder()
        encoder.opaque = true
        encoder.writesSRGB = false
        let chunks = try XCTUnwrap(PNGChunks(encoder.encode(image, scale: .nan)))
        XCTAssertEqual(chunks.types, ["IHDR", "IDAT", "IEND"])
        XCTAssertEqual(chunks.header?.colorType, 2, "RGB")
    }

    func testLargeImageSpansSeveralIDATChunks() throws {
        // 512×512 noise is 1 MiB of rows that compress poorly: several IDATs of at most 256 KiB.
        let image = try XCTUnwrap(PNGChunkWriterTests.noise(width: 512, height: 512))
        let data = try PNGEncoder().encode(image)
        let idat = try XCTUnwrap(PNGChunks(data)).chunks.filter { $0.type == "IDAT" }
        let streamLength = idat.map(\.data.count).reduce(0, +)
        XCTAssertGreaterThan(streamLength, 2 * PNGEncoder.idatChunkLength)
        XCTAssertEqual(idat.count, (streamLength + PNGEncoder.idatChunkLength - 1) / PNGEncoder.idatChunkLength)
        XCTAssertTrue(idat.dropLast().allSatisfy { $0.data.count == PNGEncoder.idatChunkLength })
        try assertSamePixels(PNGDecoder().decode(data).image, image)
    }

    func testSmallChunkLengthSplitsTheStreamExactly() throws {
        let image = try XCTUnwrap(PNGChunkWriterTests.noise(width: 33, height: 21))
        let data = try image.withPixels { bytes, stride in
            try PNGEncoder().encodeWithLibdeflate(
                pixels: bytes, width: 33, height: 21, bytesPerRow: stride, pixelsPerMeter: 0,
                text: [], idatChunkLength: 1000)
        }
        let chunks = try XCTUnwrap(PNGChunks(data))
        let idat = chunks.chunks.filter { $0.type == "IDAT" }
        XCTAssertEqual(idat.count, (idat.map(\.data.count).reduce(0, +) + 999) / 1000)
        XCTAssertGreaterThan(idat.count, 2)
        XCTAssertTrue(idat.dropLast().allSatisfy { $0.data.count == 1000 })
        XCTAssertEqual(chunks.types.filter { $0 == "IDAT" }.count, idat.count)
        XCTAssertEqual(
            Array(chunks.types.suffix(idat.count + 1)), Array(repeating: "IDAT", count: idat.count) + ["IEND"],
            "IDATs are consecutive")
        try assertSamePixels(PNGDecoder().decode(data).image, image)
    }

    // MARK: - Errors

    func testEmptyAndImpossibleSizesAreErrors() throws {
        let encoder = PNGEncoder()
        let pixel: [UInt32] = [0xFF00_0000]
        let cases: [(width: Int, height: Int, bytesPerRow: Int, reason: String)] = [
            (0, 5, 4, "empty"), (5, 0, 20, "empty"), (-1, 1, 4, "empty"),
            (Int(Int32.max) + 1, 1, 4, "limit"), (Int(Int32.max), Int(Int32.max), 4, "too large"),
            (1 << 20, 1 << 20, 1 << 22, "shorter"), (2, 1, 4, "shorter"), (1, 2, Int.max / 2, "shorter"),
        ]
        for item in cases {
            XCTAssertThrowsError(
                try pixel.withUnsafeBytes { bytes in
                    try encoder.encodeWithLibdeflate(
                        pixels: bytes, width: item.width, height: item.height, bytesPerRow: item.bytesPerRow,
                        pixelsPerMeter: 0, text: [])
                }, "\(item)"
            ) { error in
                XCTAssertTrue(error is PNGError, "\(error)")
                XCTAssertTrue("\(error)".contains(item.reason), "\(error)")
                XCTAssertFalse("\(error)".contains("\n"))
            }
        }
    }

    func testInvalidTextKeysAreErrorsInBothEngines() throws {
        let image = try XCTUnwrap(solidImage(width: 1, height: 1, word: 0xFF00_0000))
        let keys = [
            "", String(repeating: "k", count: 80), "tab\there", " lead", "trail ", "two  spaces", "键", "\u{7F}",
        ]
        for engine in PNGEncoder.Engine.allCases {
            for key in keys {
                XCTAssertThrowsError(
                    try PNGChunkWriterTests.encoder(engine).encode(image, text: [(key, "v")]), "\(engine) \(key)"
                ) { error in
                    XCTAssertTrue("\(error)".hasPrefix("PNG encoder: invalid text key"), "\(error)")
                }
            }
            XCTAssertThrowsError(try PNGChunkWriterTests.encoder(engine).encode(image, text: [("Title", "a\0b")]))
            XCTAssertNoThrow(
                try PNGChunkWriterTests.encoder(engine).encode(image, text: [(String(repeating: "k", count: 79), "")]))
        }
    }

    // MARK: - Helpers

    func assertSamePixels(_ actual: CGImage, _ expected: CGImage, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        XCTAssertEqual(actual.width, expected.width, file: file, line: line)
        XCTAssertEqual(actual.height, expected.height, file: file, line: line)
        XCTAssertEqual(PNGChunkWriterTests.words(actual), PNGChunkWriterTests.words(expected), file: file, line: line)
    }

    static func words(_ image: CGImage) -> [UInt32] {
        image.withPixels { bytes, stride in
            (0..<image.height).flatMap { y in
                (0..<image.width).map { bytes.load(fromByteOffset: y * stride + $0 * 4, as: UInt32.self) }
            }
        }
    }
}
