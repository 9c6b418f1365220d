/// Which library compresses the image data.
extension PNGEncoder {
    public enum Engine: Sendable, CaseIterable {
        /// ViewLab's chunk writer (``PNGChunkWriter``) with the rows split into two bands compressed
        /// at once: zlib for the first band, libdeflate for the last, joined into one zlib stream.
        /// Images under 1 MiB of rows are compressed as by `.libdeflate`. The bytes depend only on
        /// the image (not on the cores, nor on ``PNGEncoder/usesAllCores``).
        /// Filter type 0 (none) on every row; `compressionLevel` 0–12 (zlib's bands clamp it to 9).
        case parallel
        /// ViewLab's chunk writer over libdeflate alone: filter type 0 (none) on every row, the whole
        /// image compressed in one call on one core (the rows are un-premultiplied on every core, as
        /// for `.parallel`), `compressionLevel` 0–12 (libdeflate's range).
        case libdeflate
        /// libpng, the reference: `compressionLevel` is zlib's 0–9 and ``PNGEncoder/filter`` and
        /// ``PNGEncoder/strategy`` apply.
        case libpng
    }
}
