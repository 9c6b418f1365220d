import CDeflate
import CShim
import Foundation

/// Compresses a PNG's filtered rows into one zlib stream (RFC 1950): in one piece with libdeflate,
/// or in row bands on several cores at once.
///
/// libdeflate always ends its output with a final block, so only the last band can be libdeflate's;
/// the bands before it are zlib's, primed with the 32 KiB that precede them and ended with a sync
/// flush (byte-aligned, not final), so the raw deflate pieces simply concatenate (as pigz does). The
/// checksum is the bands' Adler-32s combined. zlib is slower per byte than libdeflate, so its bands
/// are shorter (3 : 4) and both bands finish together.
///
/// The band layout depends only on the image, never on the machine, so a file's bytes are the same
/// on any number of cores, and whether the bands run at once or one after the other.
struct PNGImageDataCompressor {
    /// libdeflate's level, 0–12 (zlib bands use it clamped to 0–9).
    var level: Int32
    /// Row bands; 1 compresses the whole image with libdeflate alone.
    var bands: Int
    /// Compress the bands on several cores at once (false: one after the other, same bytes).
    var concurrent = true

    /// Bands for `length` bytes of rows: two from 1 MiB up (the speed of two cores; a fixed count
    /// keeps the output independent of the machine), else one.
    static func bands(for length: Int, parallel: Bool) -> Int {
        parallel && length >= 1 << 20 ? 2 : 1
    }

    /// Runs `body` for `0..<count`, on several threads when `concurrent`; what the bands share
    /// crosses as `Sendable` values (raw memory in a ``BandMemory``).
    static func forEach(_ count: Int, concurrent: Bool, _ body: @Sendable (Int) -> Void) {
        if concurrent, count > 1 {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        } else {
            for index in 0..<count { body(index) }
        }
    }

    /// Compresses `height` rows of `rowLength` bytes at `rows`, handing the writer the stream as
    /// `kind` chunks (IDAT, or an APNG frame's fdAT); returns how many chunks were written.
    @discardableResult
    func compress(
        _ rows: UnsafePointer<UInt8>, rowLength: Int, height: Int, into writer: PNGChunkWriter, chunkLength: Int,
        as kind: PNGChunkWriter.ImageDataChunks = .idat
    ) throws -> Int {
        guard let compressor = libdeflate_alloc_compressor(min(max(level, 0), 12)) else {
            throw PNGChunkWriter.error("libdeflate could not start (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let length = rowLength * height
        let count = min(bands, height)
        if count <= 1 {
            let bound = libdeflate_zlib_compress_bound(compressor, length)
            guard bound >= length else { throw PNGChunkWriter.error("the image is too large to compress") }
            return try writer.appendImageData(bound: bound, chunkLength: chunkLength, as: kind) { out in
                libdeflate_zlib_compress(compressor, rows, length, out, bound)
            }
        }
        // Band edges in rows: zlib bands weigh 3, the last (libdeflate) band 4.
        let weights = [Int](repeating: 3, count: count - 1) + [4], total = weights.reduce(0, +)
        var edges = [0]
        for weight in weights { edges.append(edges[edges.count - 1] + height * weight / total) }
        edges[count] = height
        let spans = (0..<count).map { (start: edges[$0] * rowLength, length: (edges[$0 + 1] - edges[$0]) * rowLength) }
        let bounds = spans.indices.map { index in
            index == count - 1
                ? libdeflate_deflate_compress_bound(compressor, spans[index].length)
                : viewlab_zlib_piece_bound(spans[index].length)
        }
        guard bounds.allSatisfy({ $0 > 0 }), let sum = PNGImageDataCompressor.checkedSum(bounds + [6]) else {
            throw PNGChunkWriter.error("the image is too large to compress")
        }
        return try writer.appendImageData(bound: sum, chunkLength: chunkLength, as: kind) { out in
            var written = [Int](repeating: 0, count: count), checksums = [UInt32](repeating: 0, count: count)
            var offsets = [2]
            for bound in bounds { offsets.append(offsets[offsets.count - 1] + bound) }
            let starts = offsets, level = level
            // Only the last band uses the libdeflate compressor; each band writes its own slot and range.
            let bandRows = BandMemory(rows), bandOut = BandMemory(out), bandCompressor = BandMemory(compressor)
            written.withUnsafeMutableBufferPointer { written in
                checksums.withUnsafeMutableBufferPointer { checksums in
                    let written = BandMemory(written), checksums = BandMemory(checksums)
                    PNGImageDataCompressor.forEach(count, concurrent: concurrent) { band in
                        let span = spans[band], input = bandRows.pointer + span.start,
                            output = bandOut.pointer + starts[band]
                        checksums.pointer[band] = libdeflate_adler32(1, input, span.length)
                        if band == count - 1 {
                            written.pointer[band] = libdeflate_deflate_compress(
                                bandCompressor.pointer, input, span.length, output, bounds[band])
                        } else {
                            let primer = min(span.start, 32768)
                            written.pointer[band] = viewlab_zlib_piece(
                                input - primer, primer, input, span.length, min(level, 9), output, bounds[band])
                        }
                    }
                }
            }
            guard !written.contains(0) else {
                throw PNGChunkWriter.error("the image data could not be compressed (out of memory)")
            }
            // Header, the bands moved together (each only moves down), then the checksum.
            out[0] = 0x78
            out[1] = PNGImageDataCompressor.flags(level: level)
            var end = 2
            for band in 0..<count {
                memmove(out + end, out + offsets[band], written[band])
                end += written[band]
            }
            var checksum = checksums[0]
            for band in 1..<count { checksum = viewlab_adler32_combine(checksum, checksums[band], spans[band].length) }
            for (index, byte) in PNGChunkWriter.bigEndian(checksum).enumerated() { out[end + index] = byte }
            return end + 4
        }
    }

    /// Runs of zeros at least this long are written by ``compressSparse`` without being searched.
    static let sparseRunLength = 1 << 14

    /// Compresses `length` bytes of rows that are mostly zero (an APNG frame whose unchanged pixels
    /// are transparent) into `kind` chunks: every run of at least ``sparseRunLength`` zero bytes is
    /// written as distance-1 matches without being searched, the bytes between with zlib at the
    /// level (at most 9) primed with what precedes them (`viewlab_zlib_sparse`). One thread; the
    /// bytes depend only on the rows.
    @discardableResult
    func compressSparse(
        _ rows: UnsafePointer<UInt8>, length: Int, into writer: PNGChunkWriter, chunkLength: Int,
        as kind: PNGChunkWriter.ImageDataChunks
    ) throws -> Int {
        let bound = viewlab_zlib_sparse_bound(length, Self.sparseRunLength)
        guard bound > 0 else { throw PNGChunkWriter.error("the image is too large to compress") }
        return try writer.appendImageData(bound: bound, chunkLength: chunkLength, as: kind) { out in
            viewlab_zlib_sparse(rows, length, min(max(level, 0), 9), Self.sparseRunLength, out, bound)
        }
    }

    /// The zlib header's FLG byte: the level class (as libdeflate writes it) and the check bits.
    static func flags(level: Int32) -> UInt8 {
        let levelClass: Int = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        let flags = levelClass << 6
        return UInt8(flags + (31 - (0x78 * 256 + flags) % 31) % 31)
    }

    static func checkedSum(_ values: [Int]) -> Int? {
        var sum = 0
        for value in values {
            let (next, overflow) = sum.addingReportingOverflow(value)
            guard !overflow, next < Int.max / 2 else { return nil }
            sum = next
        }
        return sum
    }
}
