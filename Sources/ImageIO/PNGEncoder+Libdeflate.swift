@_spi(ViewLab) import CoreGraphics
import CShim
import Foundation

/// The `.parallel` and `.libdeflate` engines: filter-none rows compressed by
/// ``PNGImageDataCompressor`` (in bands on every core, or in one piece), written by
/// ``PNGChunkWriter`` in the chunk order libpng uses (IHDR, sRGB, pHYs, text, IDAT…, IEND).
extension PNGEncoder {
    /// IDAT chunks hold at most this much of the zlib stream (256 KiB; libpng writes 8 KiB chunks).
    static let idatChunkLength = 1 << 18

    func encodeWithLibdeflate(_ image: CGImage, pixelsPerMeter: UInt32, text: [TextEntry]) throws -> Data {
        try image.withPixels { bytes, stride in
            try encodeWithLibdeflate(
                pixels: bytes, width: image.width, height: image.height, bytesPerRow: stride,
                pixelsPerMeter: pixelsPerMeter, text: text)
        }
    }

    /// Encodes premultiplied native ARGB32 rows (the layout of a `CGImage`). Sizes are checked
    /// before anything is allocated; at most the filtered rows and the file being built are held.
    /// `bands` overrides the engine's choice of row bands (tests).
    func encodeWithLibdeflate(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int,
        pixelsPerMeter: UInt32, text: [TextEntry], idatChunkLength: Int = PNGEncoder.idatChunkLength,
        bands: Int? = nil
    ) throws -> Data {
        let writer = try startFile(width: width, height: height, pixelsPerMeter: pixelsPerMeter, text: text)
        try appendImageData(
            pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow, to: writer,
            idatChunkLength: idatChunkLength, bands: bands)
        return try writer.finish()
    }

    /// Checks the size, then starts a file: signature, IHDR (8-bit RGBA, or RGB when ``opaque``),
    /// sRGB, pHYs and the text chunks, in libpng's order.
    func startFile(width: Int, height: Int, pixelsPerMeter: UInt32, text: [TextEntry]) throws -> PNGChunkWriter {
        _ = try PNGEncoder.rowsLength(width: width, channels: opaque ? 3 : 4, height: height)
        let writer = try PNGChunkWriter()
        try writer.appendChunk(
            "IHDR",
            PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
                + [8, opaque ? 2 : 6, 0, 0, 0])
        if writesSRGB { try writer.appendChunk("sRGB", [0]) }
        if pixelsPerMeter > 0 {
            let density = PNGChunkWriter.bigEndian(pixelsPerMeter)
            try writer.appendChunk("pHYs", density + density + [1])
        }
        for entry in text {
            let chunk = PNGEncoder.textChunk(entry)
            try writer.appendChunk(chunk.type, chunk.data)
        }
        return writer
    }

    /// Appends `width`×`height` premultiplied native ARGB32 pixels (rows `bytesPerRow` apart) as
    /// filter-none rows compressed into `kind` chunks (IDAT, or an APNG frame's fdAT). Returns
    /// the number of chunks written. At most the filtered rows are held besides the file.
    @discardableResult
    func appendImageData(
        pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, to writer: PNGChunkWriter,
        as kind: PNGChunkWriter.ImageDataChunks = .idat, idatChunkLength: Int = PNGEncoder.idatChunkLength,
        bands: Int? = nil
    ) throws -> Int {
        let channels = opaque ? 3 : 4
        let total = try PNGEncoder.rowsLength(width: width, channels: channels, height: height)
        let (lastRow, lastRowOverflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard let base = pixels.baseAddress, !lastRowOverflow, bytesPerRow >= width * 4,
            lastRow <= pixels.count - width * 4
        else {
            throw PNGChunkWriter.error("pixel rows are shorter than the image width")
        }
        guard let rows = malloc(total)?.assumingMemoryBound(to: UInt8.self) else {
            throw PNGChunkWriter.error("out of memory (\(total) bytes for the image rows)")
        }
        defer { free(rows) }
        PNGEncoder.unpremultiply(
            base.assumingMemoryBound(to: UInt8.self), width: width, height: height,
            bytesPerRow: bytesPerRow, channels: channels, into: rows, concurrent: usesAllCores)
        let compressor = PNGImageDataCompressor(
            level: min(max(compressionLevel, 0), 12),
            bands: bands ?? PNGImageDataCompressor.bands(for: total, parallel: engine == .parallel),
            concurrent: usesAllCores)
        return try compressor.compress(
            rows, rowLength: 1 + width * channels, height: height, into: writer,
            chunkLength: idatChunkLength, as: kind)
    }

    /// Appends PNG rows already filtered and straight (a filter byte and RGBA samples each, as
    /// ``APNGEncoder``'s OVER frames are built), mostly zero, compressed by
    /// ``PNGImageDataCompressor/compressSparse(_:length:into:chunkLength:as:)``. Returns the number
    /// of chunks written.
    func appendSparseRows(
        _ rows: UnsafePointer<UInt8>, rowLength: Int, height: Int, to writer: PNGChunkWriter,
        as kind: PNGChunkWriter.ImageDataChunks
    ) throws -> Int {
        let compressor = PNGImageDataCompressor(level: min(max(compressionLevel, 0), 12), bands: 1, concurrent: false)
        return try compressor.compressSparse(
            rows, length: rowLength * height, into: writer, chunkLength: PNGEncoder.idatChunkLength, as: kind)
    }

    /// The length of `height` filtered rows (a filter byte and `width × channels` samples each);
    /// an empty or impossible size is a ``PNGError``.
    static func rowsLength(width: Int, channels: Int, height: Int) throws -> Int {
        guard width > 0, height > 0 else { throw PNGChunkWriter.error("cannot encode an empty image") }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGChunkWriter.error("the image is \(width)×\(height) pixels, over PNG's limit of 2³¹ − 1 per side")
        }
        let (total, totalOverflow) = (1 + width * channels).multipliedReportingOverflow(by: height)
        guard !totalOverflow, total < Int.max / 4 else {
            throw PNGChunkWriter.error("the image is \(width)×\(height) pixels, too large to encode")
        }
        return total
    }

    /// The C shim's un-premultiply (filter byte 0 + straight samples per row), split across the
    /// cores by rows for images of 256 K pixels or more (when `concurrent`).
    static func unpremultiply(
        _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
        into rows: UnsafeMutablePointer<UInt8>, concurrent: Bool = true
    ) {
        let rowLength = 1 + width * channels
        let slices =
            concurrent && width * height >= 1 << 18
            ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, height)) : 1
        let pixels = BandMemory(pixels), rows = BandMemory(rows)  // each slice reads and writes its own rows
        PNGImageDataCompressor.forEach(slices, concurrent: concurrent) { slice in
            let first = height * slice / slices, end = height * (slice + 1) / slices
            viewlab_png_unpremultiply_rows(
                pixels.pointer + first * bytesPerRow, UInt32(width), UInt32(end - first), bytesPerRow,
                Int32(channels), rows.pointer + first * rowLength)
        }
    }
}
