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
/// are shorter (3 : 4) and all bands finish together.
struct PNGImageDataCompressor {
    /// libdeflate's level, 0–12 (zlib bands use it clamped to 0–9).
    var level: Int32
    /// Row bands compressed at once; 1 compresses the whole image with libdeflate alone.
    var bands: Int

    /// The number of bands worth using for `length` bytes: every core (at most 8) from 1 MiB up.
    static func bands(for length: Int, parallel: Bool) -> Int {
        parallel && length >= 1 << 20 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1
    }

    /// Fills `count` rows from `first` at the pointer (the filtered scanlines); called from
    /// several threads at once, each with rows of its own.
    typealias RowFiller = (_ first: Int, _ count: Int, _ out: UnsafeMutablePointer<UInt8>) -> Void

    /// Fills and compresses `height` rows of `rowLength` bytes into `rows` (room for all of them),
    /// handing the writer the stream. Each band's thread fills its own rows, then compresses them.
    func compress(_ rows: UnsafeMutablePointer<UInt8>, rowLength: Int, height: Int, into writer: PNGChunkWriter, chunkLength: Int,
                  fill: RowFiller) throws {
        guard let compressor = libdeflate_alloc_compressor(min(max(level, 0), 12)) else {
            throw PNGChunkWriter.error("libdeflate could not start (out of memory)")
        }
        defer { libdeflate_free_compressor(compressor) }
        let length = rowLength * height
        let count = min(bands, height)
        if count <= 1 {
            PNGImageDataCompressor.fillInSlices(rows, rowLength: rowLength, height: height, fill: fill)
            let bound = libdeflate_zlib_compress_bound(compressor, length)
            guard bound >= length else { throw PNGChunkWriter.error("the image is too large to compress") }
            try writer.appendImageData(bound: bound, chunkLength: chunkLength) { out in
                libdeflate_zlib_compress(compressor, rows, length, out, bound)
            }
            return
        }
        // Band edges in rows: zlib bands weigh 3, the last (libdeflate) band 4.
        let weights = [Int](repeating: 3, count: count - 1) + [4], total = weights.reduce(0, +)
        var edges = [0]
        for weight in weights { edges.append(edges[edges.count - 1] + height * weight / total) }
        edges[count] = height
        let bounds = (0..<count).map { band in
            let span = (edges[band + 1] - edges[band]) * rowLength
            return band == count - 1 ? libdeflate_deflate_compress_bound(compressor, span) : viewlab_zlib_piece_bound(span)
        }
        guard bounds.allSatisfy({ $0 > 0 }), let sum = PNGImageDataCompressor.checkedSum(bounds + [6]) else {
            throw PNGChunkWriter.error("the image is too large to compress")
        }
        try writer.appendImageData(bound: sum, chunkLength: chunkLength) { out in
            var written = [Int](repeating: 0, count: count), checksums = [UInt32](repeating: 0, count: count)
            var offsets = [2]
            for bound in bounds { offsets.append(offsets[offsets.count - 1] + bound) }
            written.withUnsafeMutableBufferPointer { written in
                checksums.withUnsafeMutableBufferPointer { checksums in
                    DispatchQueue.concurrentPerform(iterations: count) { band in
                        let first = edges[band], rowCount = edges[band + 1] - first
                        let input = rows + first * rowLength, span = rowCount * rowLength, output = out + offsets[band]
                        fill(first, rowCount, input)
                        checksums[band] = libdeflate_adler32(1, input, span)
                        if band == count - 1 {
                            written[band] = libdeflate_deflate_compress(compressor, input, span, output, bounds[band])
                        } else {
                            written[band] = PNGImageDataCompressor.zlibBand(input, length: span, firstRow: first, rowLength: rowLength,
                                                                            level: min(level, 9), out: output, capacity: bounds[band], fill: fill)
                        }
                    }
                }
            }
            guard !written.contains(0) else { throw PNGChunkWriter.error("the image data could not be compressed (out of memory)") }
            // Header, the bands moved together (each only moves down), then the checksum.
            out[0] = 0x78
            out[1] = PNGImageDataCompressor.flags(level: level)
            var end = 2
            for band in 0..<count {
                memmove(out + end, out + offsets[band], written[band])
                end += written[band]
            }
            var checksum = checksums[0]
            for band in 1..<count {
                checksum = viewlab_adler32_combine(checksum, checksums[band], (edges[band + 1] - edges[band]) * rowLength)
            }
            for (index, byte) in PNGChunkWriter.bigEndian(checksum).enumerated() { out[end + index] = byte }
            return end + 4
        }
    }

    /// A zlib band primed with the 32 KiB before it. Those rows belong to the band before, which
    /// another thread is filling, so they are filled again here into a private buffer.
    static func zlibBand(_ input: UnsafePointer<UInt8>, length: Int, firstRow: Int, rowLength: Int, level: Int32,
                         out: UnsafeMutablePointer<UInt8>, capacity: Int, fill: RowFiller) -> Int {
        let primerRows = min(firstRow, (32768 + rowLength - 1) / rowLength)
        guard primerRows > 0 else { return viewlab_zlib_piece(nil, 0, input, length, level, out, capacity) }
        guard let primer = malloc(primerRows * rowLength)?.assumingMemoryBound(to: UInt8.self) else { return 0 }
        defer { free(primer) }
        fill(firstRow - primerRows, primerRows, primer)
        return viewlab_zlib_piece(primer, primerRows * rowLength, input, length, level, out, capacity)
    }

    /// Fills all rows, split across the cores for 256 KiB of rows or more.
    static func fillInSlices(_ rows: UnsafeMutablePointer<UInt8>, rowLength: Int, height: Int, fill: RowFiller) {
        let slices = rowLength * height >= 1 << 18 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, height)) : 1
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let first = height * slice / slices, end = height * (slice + 1) / slices
            fill(first, end - first, rows + first * rowLength)
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
