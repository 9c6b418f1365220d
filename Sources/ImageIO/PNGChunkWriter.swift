import CDeflate
import Foundation

/// Writes a PNG file chunk by chunk into one growing buffer: the signature, then chunks of
/// `length, type, data, CRC-32` (the CRC over type and data, computed with `libdeflate_crc32`).
/// The image data goes in through ``appendImageData(bound:chunkLength:compress:)``: the zlib stream
/// is compressed straight into the buffer and split into IDAT chunks in place, so the writer never
/// holds more than the file being built (plus the compressor's worst-case slack).
/// Allocation failures and impossible sizes are `PNGError`s, never traps.
final class PNGChunkWriter {
    /// The bytes so far (malloc'd; handed over by ``finish()``).
    private var bytes: UnsafeMutablePointer<UInt8>?
    private(set) var count = 0
    private var capacity = 0

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// PNG's limit for one chunk's data (2³¹ − 1 bytes).
    static let maxChunkLength = Int(Int32.max)

    init(capacity: Int = 4096) throws {
        try reserve(capacity)
        append(PNGChunkWriter.signature)
    }

    deinit { free(bytes) }

    // MARK: - Chunks

    /// Appends one chunk; `type` is four ASCII letters.
    func appendChunk(_ type: String, _ data: [UInt8]) throws {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "a chunk type has four letters")
        guard data.count <= PNGChunkWriter.maxChunkLength else {
            throw PNGChunkWriter.error("a \(type) chunk is too long")
        }
        try reserve(12 + data.count)
        append(PNGChunkWriter.bigEndian(UInt32(data.count)))
        let start = count
        append(typeBytes)
        append(data)
        append(PNGChunkWriter.bigEndian(crc(from: start)))
    }

    /// Which chunks carry a zlib stream of image data.
    enum ImageDataChunks {
        /// `IDAT`: the (default) image.
        case idat
        /// APNG's `fdAT` for a later frame: each chunk's data starts with a sequence number, the
        /// first being `firstSequenceNumber` ("fdAT … 4 bytes sequence_number, followed by
        /// frame_data", https://wiki.mozilla.org/APNG_Specification).
        case fdAT(firstSequenceNumber: UInt32)

        var type: [UInt8] {
            switch self {
            case .idat: return Array("IDAT".utf8)
            case .fdAT: return Array("fdAT".utf8)
            }
        }

        /// Bytes each chunk's data has before its piece of the stream.
        var prefixLength: Int {
            if case .fdAT = self { return 4 }
            return 0
        }
    }

    /// Appends a zlib stream of at most `bound` bytes, written by `compress` into the buffer it is
    /// given (which returns the stream's length), as IDAT (or fdAT) chunks of at most `chunkLength`
    /// bytes of the stream. Returns how many chunks were written (fdAT: sequence numbers used).
    ///
    /// The stream is written past room for every chunk header the worst case could need; each
    /// chunk's data then moves down (`memmove`) behind its header. A payload's destination never
    /// passes its source, so nothing is overwritten before it is moved.
    @discardableResult
    func appendImageData(
        bound: Int, chunkLength: Int, as kind: ImageDataChunks = .idat,
        compress: (UnsafeMutablePointer<UInt8>) throws -> Int
    ) throws -> Int {
        precondition(
            chunkLength > 0 && chunkLength <= PNGChunkWriter.maxChunkLength - 4, "IDAT chunk length out of range")
        let chunks = bound / chunkLength + 1
        let (headers, headersOverflow) = chunks.multipliedReportingOverflow(by: 12 + kind.prefixLength)
        let (room, roomOverflow) = headers.addingReportingOverflow(bound)
        guard bound > 0, !headersOverflow, !roomOverflow, room < Int.max / 2 else {
            throw PNGChunkWriter.error("the image is too large to compress")
        }
        try reserve(room)
        guard let buffer = bytes else { throw PNGChunkWriter.error("out of memory") }
        let streamStart = count + headers
        let written = try compress(buffer + streamStart)
        guard written > 0, written <= bound else {
            throw PNGChunkWriter.error("the image data could not be compressed")
        }
        var source = streamStart, remaining = written, chunksWritten = 0
        while remaining > 0 {
            let length = min(remaining, chunkLength)
            append(PNGChunkWriter.bigEndian(UInt32(kind.prefixLength + length)))
            let start = count
            append(kind.type)
            if case .fdAT(let first) = kind { append(PNGChunkWriter.bigEndian(first + UInt32(chunksWritten))) }
            memmove(buffer + count, buffer + source, length)
            count += length
            append(PNGChunkWriter.bigEndian(crc(from: start)))
            source += length
            remaining -= length
            chunksWritten += 1
        }
        return chunksWritten
    }

    /// Appends IEND and hands the file over (the buffer is trimmed to size; the writer is then empty).
    func finish() throws -> Data {
        try appendChunk("IEND", [])
        guard let buffer = bytes else { throw PNGChunkWriter.error("out of memory") }
        let trimmed = realloc(buffer, count)?.assumingMemoryBound(to: UInt8.self) ?? buffer
        let data = Data(bytesNoCopy: trimmed, count: count, deallocator: .free)
        bytes = nil
        count = 0
        capacity = 0
        return data
    }

    // MARK: - Buffer

    /// Makes room for `extra` more bytes (doubling, so appends stay linear).
    private func reserve(_ extra: Int) throws {
        let (needed, overflow) = count.addingReportingOverflow(extra)
        guard !overflow, needed < Int.max / 2 else { throw PNGChunkWriter.error("the encoded image is too large") }
        guard needed > capacity else { return }
        let grown = max(needed, min(capacity * 2, Int.max / 2))
        guard let memory = realloc(bytes, grown) else { throw PNGChunkWriter.error("out of memory (\(grown) bytes)") }
        bytes = memory.assumingMemoryBound(to: UInt8.self)
        capacity = grown
    }

    /// Appends bytes that ``reserve(_:)`` made room for.
    private func append(_ values: [UInt8]) {
        guard let buffer = bytes else { return }
        values.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { (buffer + count).update(from: base, count: source.count) }
        }
        count += values.count
    }

    /// The CRC-32 of the bytes from `start` (a chunk's type) to the end.
    private func crc(from start: Int) -> UInt32 {
        guard let buffer = bytes else { return 0 }
        return libdeflate_crc32(0, buffer + start, count - start)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func error(_ reason: String) -> PNGError { PNGError(source: "PNG encoder", reason: reason) }
}
