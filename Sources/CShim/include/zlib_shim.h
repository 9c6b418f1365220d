#ifndef VIEWLAB_ZLIB_SHIM_H
#define VIEWLAB_ZLIB_SHIM_H
// zlib pieces of one deflate stream, for compressing a PNG's image data on several cores: every
// piece but the last ends with a sync flush (byte-aligned, not final), so pieces concatenate.
#include <stddef.h>
#include <stdint.h>

/// The most bytes viewlab_zlib_piece can write for `length` input bytes (0 if that overflows).
size_t viewlab_zlib_piece_bound(size_t length);

/// Compresses `length` bytes at `data` as raw deflate (no zlib header or checksum) at zlib `level`
/// (0–9), primed with `dictionary` (the up to 32 KiB of input that precede the piece, or NULL) and
/// ended with Z_SYNC_FLUSH: the output does not end the stream. Returns the bytes written to `out`
/// (capacity from viewlab_zlib_piece_bound), or 0 on failure (out of memory).
size_t viewlab_zlib_piece(const uint8_t *dictionary, size_t dictionary_length, const uint8_t *data, size_t length,
                          int level, uint8_t *out, size_t capacity);

/// The Adler-32 of two pieces joined, from their checksums and the second's length (zlib's).
uint32_t viewlab_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

/// The most bytes viewlab_zlib_sparse can write for `length` input bytes and runs of `min_run`
/// (at least 258); 0 if that overflows or `min_run` is too short.
size_t viewlab_zlib_sparse_bound(size_t length, size_t min_run);

/// Compresses `length` bytes at `data` as one zlib stream (RFC 1950) into `out` (capacity from
/// viewlab_zlib_sparse_bound), for data that is mostly zero (an animation frame whose unchanged
/// pixels were made transparent): every run of at least `min_run` zero bytes is written as a
/// fixed-Huffman block of a literal 0 and distance-1 matches (about 13 bits per 258 zeros, nothing
/// searched), the bytes between the runs as zlib pieces at `level` (0–9) primed with the 32 KiB
/// before them. Returns the bytes written, or 0 on failure (out of memory, no room).
size_t viewlab_zlib_sparse(const uint8_t *data, size_t length, int level, size_t min_run, uint8_t *out, size_t capacity);

#endif
