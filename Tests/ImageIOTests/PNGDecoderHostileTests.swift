import CShim
import ImageIO
import XCTest

/// Broken and hostile files, generated here: each must give a one-line `PNGError` naming the
/// source — never a crash, a hang or a huge allocation. When `VIEWLAB_PNG_CORPUS` names a folder,
/// the corpus is also written there (for `Scripts/asan-png.sh`).
final class PNGDecoderHostileTests: XCTestCase {
    /// A small valid RGBA file with several IDAT chunks worth of data.
    func validFile() throws -> Data {
        var raw = RawPNG(
            width: 16, height: 16, colorType: 6, bitDepth: 8,
            samples: (0..<256).map(Self.validSample))
        raw.interlaced = false
        return try raw.encoded(compressionLevel: 0)
    }

    static func validSample(_ i: Int) -> [UInt16] {
        let red = UInt16(i % 256), green = UInt16((i * 7) % 256), alpha = UInt16(255 - i % 200)
        return [red, green, 90, alpha]
    }

    /// Decoding `data` must throw a PNGError for `name`, quickly; returns its reason.
    @discardableResult
    func assertRefused(
        _ data: Data, _ name: String, mentioning words: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        save(data, name)
        let start = Date()
        defer { XCTAssertLessThan(Date().timeIntervalSince(start), 2, "\(name) took too long", file: file, line: line) }
        do {
            _ = try PNGDecoder().decode(data, source: name)
            XCTFail("\(name) decoded without an error", file: file, line: line)
            return nil
        } catch let error as PNGError {
            let text = error.description
            XCTAssertTrue(text.hasPrefix("\(name): "), "\(text) names the source", file: file, line: line)
            XCTAssertFalse(text.contains("\n"), "\(text) is one line", file: file, line: line)
            for word in words {
                XCTAssertTrue(
                    text.localizedCaseInsensitiveContains(word), "\(text) mentions \(word)", file: file, line: line)
            }
            return error.reason
        } catch {
            XCTFail("\(name): not a PNGError: \(error)", file: file, line: line)
            return nil
        }
    }

    func save(_ data: Data, _ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["VIEWLAB_PNG_CORPUS"] else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }

    // MARK: - Not a PNG

    func testEmptyGarbageAndWrongSignature() throws {
        assertRefused(Data(), "empty", mentioning: ["empty"])
        assertRefused(Data("hello, I am not an image at all".utf8), "garbage", mentioning: ["signature"])
        var generator = SystemRandomNumberGenerator()
        assertRefused(
            Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }), "random",
            mentioning: ["signature"])
        var wrong = try validFile()
        wrong[1] = UInt8(ascii: "J")
        assertRefused(wrong, "wrong-signature", mentioning: ["signature"])
        // A valid signature followed by garbage.
        assertRefused(
            Data(PNGChunks.signature + [UInt8](repeating: 0x41, count: 100)), "signature-then-garbage",
            mentioning: ["IHDR"])
    }

    // MARK: - Truncation

    func testTruncatedAtEveryOffset() throws {
        let file = try validFile()
        XCTAssertNoThrow(try PNGDecoder().decode(file), "the untruncated file is valid")
        for length in 0..<file.count {
            let reason = assertRefused(file.prefix(length), "truncated-\(length)")
            if length > 40, let reason {
                XCTAssertTrue(
                    reason.contains("truncated") || reason.contains("compressed data") || reason.contains("Not enough"),
                    "truncated at \(length): \(reason)")
            }
        }
    }

    func testMissingIEND() throws {
        var chunks = try XCTUnwrap(PNGChunks(validFile()))
        chunks.chunks.removeAll { $0.type == "IEND" }
        assertRefused(chunks.data(), "missing-iend", mentioning: ["truncated"])
    }

    // MARK: - Corruption

    func testBadCRCs() throws {
        let chunks = try XCTUnwrap(PNGChunks(validFile()))
        for type in ["IHDR", "IDAT"] {
            var broken = chunks
            let index = try XCTUnwrap(broken.chunks.firstIndex { $0.type == type })
            broken.chunks[index].storedCRC = broken.chunks[index].storedCRC.map { $0 ^ 0x10 }
            let reason = assertRefused(broken.data(keepStoredCRCs: true), "bad-crc-\(type)")
            XCTAssertTrue(reason?.contains("CRC") ?? false, "\(type): \(reason ?? "")")
        }
        // Damaged pixel data under the old CRC: refused by the CRC or by zlib's own checksum.
        var damaged = chunks
        let idat = try XCTUnwrap(damaged.chunks.firstIndex { $0.type == "IDAT" })
        damaged.chunks[idat].data[damaged.chunks[idat].data.count / 2] ^= 0x10
        let reason = assertRefused(damaged.data(keepStoredCRCs: true), "damaged-idat")
        XCTAssertTrue(reason?.contains("CRC") == true || reason?.contains("data check") == true, reason ?? "")
    }

    func testCorruptCompressedDataWithValidCRC() throws {
        var chunks = try XCTUnwrap(PNGChunks(validFile()))
        let index = try XCTUnwrap(chunks.chunks.firstIndex { $0.type == "IDAT" })
        chunks.chunks[index].data = [0x78, 0x9C] + [UInt8](repeating: 0xFF, count: chunks.chunks[index].data.count - 2)
        assertRefused(chunks.data(), "bad-deflate")
    }

    func testChunkLengthBeyondTheFile() throws {
        var bytes = [UInt8](try validFile())
        // The chunk after IHDR claims to be 2 GB long.
        bytes.replaceSubrange(33..<37, with: PNGChunks.store32(0x7FFF_FFF0))
        assertRefused(Data(bytes), "chunk-too-long")
    }

    func testPaletteImageWithoutPalette() throws {
        var raw = RawPNG(width: 4, height: 4, colorType: 3, bitDepth: 8, samples: Array(repeating: [1], count: 16))
        raw.palette = [(1, 2, 3), (4, 5, 6)]
        var chunks = try XCTUnwrap(PNGChunks(raw.encoded()))
        chunks.chunks.removeAll { $0.type == "PLTE" }
        assertRefused(chunks.data(), "missing-plte")
    }

    // MARK: - Hostile dimensions

    func testZeroAndHugeDimensionsWithValidCRC() throws {
        let chunks = try XCTUnwrap(PNGChunks(validFile()))
        assertRefused(chunks.withSize(width: 0, height: 16), "zero-width", mentioning: ["0x16"])
        assertRefused(chunks.withSize(width: 16, height: 0), "zero-height", mentioning: ["16x0"])
        assertRefused(chunks.withSize(width: 100_000, height: 100_000), "huge", mentioning: ["100000x100000", "limit"])
        assertRefused(chunks.withSize(width: 0xFFFF_FFFF, height: 1), "width-overflow", mentioning: ["invalid"])
        // Within the side limit but over the pixel limit.
        assertRefused(chunks.withSize(width: 16_000, height: 16_000), "too-many-pixels", mentioning: ["limit"])
        // Within every limit, but a few hundred bytes cannot inflate to 256 MB: refused before allocating.
        assertRefused(chunks.withSize(width: 8000, height: 8000), "implausible", mentioning: ["compressed data"])
    }

    func testLimitsAreConfigurable() throws {
        var decoder = PNGDecoder()
        decoder.maximumSide = 15
        XCTAssertThrowsError(try decoder.decode(validFile(), source: "small-limit")) { error in
            XCTAssertEqual((error as? PNGError)?.reason, "image is 16x16 pixels, over the limit of 15 pixels per side")
        }
        decoder = PNGDecoder()
        decoder.maximumPixels = 255
        XCTAssertThrowsError(try decoder.decode(validFile()))
    }

    // MARK: - Decompression bombs

    /// The IDAT stream of a 16384×1024 all-zero RGBA image (~64 MB inflated, ~65 KB compressed).
    func bombStream() throws -> [UInt8] {
        var options = viewlab_png_raw_options()
        options.color_type = 6
        options.bit_depth = 8
        options.compression_level = 9
        let row = [UInt8](repeating: 0, count: 16384 * 4)
        let big = try RawPNG.encode(row, width: 16384, height: 1024, bytesPerRow: 0, options: options)
        return try XCTUnwrap(PNGChunks(big)).chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    }

    func testZlibBombsAreNotInflated() throws {
        let stream = try bombStream()
        XCTAssertLessThan(stream.count, 1_000_000)
        var chunks = try XCTUnwrap(PNGChunks(validFile()))
        let header = try XCTUnwrap(chunks.first("IHDR"))

        // 1. IDAT that inflates far beyond 16×16×4: decoding stops when the image is complete.
        var idatBomb = chunks
        idatBomb.chunks = [header, .init(type: "IDAT", data: stream), .init(type: "IEND", data: [])]
        save(idatBomb.data(), "bomb-idat")
        let start = Date()
        let image = try PNGDecoder().decode(idatBomb.data(), source: "bomb-idat").image
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "the excess data is not inflated")
        XCTAssertEqual(image.pixel(x: 15, y: 15).alpha, 0)

        // 2. Huge iCCP and zTXt: skipped without decompressing.
        let iccp = PNGChunks.Chunk(type: "iCCP", data: Array("bomb".utf8) + [0, 0] + stream)
        let ztxt = PNGChunks.Chunk(type: "zTXt", data: Array("Comment".utf8) + [0, 0] + stream)
        chunks.chunks.insert(contentsOf: [iccp, ztxt], at: 1)
        save(chunks.data(), "bomb-ancillary")
        let ancillaryStart = Date()
        XCTAssertEqual(try PNGDecoder().decode(chunks.data(), source: "bomb-ancillary").image.width, 16)
        XCTAssertLessThan(Date().timeIntervalSince(ancillaryStart), 1)
    }

    // MARK: - Files

    func testUnreadableFileNamesThePath() {
        let url = URL(fileURLWithPath: "/nonexistent/viewlab/star.png")
        XCTAssertThrowsError(try PNGDecoder().decode(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/viewlab/star.png: cannot read the file"), "\(error)")
        }
    }
}
