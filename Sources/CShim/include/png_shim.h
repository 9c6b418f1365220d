#ifndef VIEWLAB_PNG_SHIM_H
#define VIEWLAB_PNG_SHIM_H
// libpng behind a setjmp barrier. Pixels cross this boundary as cairo's ARGB32: 8-bit
// premultiplied alpha, one 32-bit word per pixel in native byte order (BGRA in memory on
// little-endian machines) — the format of a CGImage.
#include <stddef.h>
#include <stdint.h>

/// A growable byte buffer owned by the shim; free with viewlab_png_buffer_free.
typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} viewlab_png_buffer;

void viewlab_png_buffer_free(viewlab_png_buffer *buffer);

// MARK: - Encoding

typedef struct {
    const char *key;  ///< 1–79 Latin-1 characters
    const char *text;
} viewlab_png_text;

typedef struct {
    int compression_level;     ///< zlib level 0–9
    int strategy;              ///< zlib strategy (0 default, 1 filtered, 2 huffman, 3 RLE); -1: libpng's choice
    int filter;                ///< -1: libpng adaptive; otherwise a PNG_FILTER_* mask (0x08 none, 0x10 sub…)
    int opaque;                ///< non-zero: write RGB without alpha
    uint32_t pixels_per_meter; ///< pHYs; 0 omits the chunk
    int srgb;                  ///< non-zero: write an sRGB chunk (perceptual)
    const viewlab_png_text *texts;
    int text_count;
} viewlab_png_write_options;

/// Encodes premultiplied native ARGB32 rows as an 8-bit RGBA (or RGB) PNG, un-premultiplying with
/// rounding (no dark fringes). Returns 0 on success; on failure returns -1 and writes a one-line
/// message into `error` (libpng's longjmp never reaches the caller).
int viewlab_png_encode_argb32(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                              const viewlab_png_write_options *options, viewlab_png_buffer *out,
                              char *error, size_t error_size);

/// The rows of a PNG's image data with filter type 0 (none): for each of `row_count` rows of
/// premultiplied native ARGB32 at `pixels`, one 0 byte then `width` straight RGBA (or RGB when
/// `channels` is 3) pixels, un-premultiplied exactly as viewlab_png_encode_argb32 does. `out` holds
/// row_count × (1 + width × channels) bytes. Rows are independent: callers may split the work.
void viewlab_png_unpremultiply_rows(const uint8_t *pixels, uint32_t width, uint32_t row_count, size_t bytes_per_row,
                                    int channels, uint8_t *out);

/// What viewlab_png_encode_raw writes: any colour type, bit depth and interlace, with an optional
/// palette and tRNS. Used by tests to produce every kind of PNG from raw samples.
typedef struct {
    int color_type;               ///< PNG_COLOR_TYPE_* (0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA)
    int bit_depth;                ///< 1, 2, 4, 8 or 16 (as the colour type allows)
    int interlace;                ///< 0 none, 1 Adam7
    const uint8_t *palette;       ///< RGB triples
    int palette_count;
    const uint8_t *trans_alpha;   ///< palette tRNS: alpha per palette entry
    int trans_alpha_count;
    int has_trans_color;          ///< gray/RGB tRNS: the transparent sample value(s)
    uint16_t trans_gray, trans_red, trans_green, trans_blue;
    int compression_level;
} viewlab_png_raw_options;

/// Encodes rows of raw PNG samples (packed as in the file: sub-byte depths MSB first, 16-bit
/// big-endian). `bytes_per_row` may be 0 to repeat one row for the whole image.
int viewlab_png_encode_raw(const uint8_t *rows, uint32_t width, uint32_t height, size_t bytes_per_row,
                           const viewlab_png_raw_options *options, viewlab_png_buffer *out,
                           char *error, size_t error_size);

// MARK: - Decoding

typedef struct {
    uint32_t max_side;   ///< largest width or height accepted
    uint64_t max_pixels; ///< largest width × height accepted
} viewlab_png_limits;

typedef struct {
    uint32_t width;
    uint32_t height;
    int color_type;     ///< as stored in the file (PNG_COLOR_TYPE_*)
    int bit_depth;      ///< as stored in the file
    int interlaced;
    uint32_t pixels_per_meter_x; ///< pHYs in metres; 0 when absent
    uint32_t pixels_per_meter_y;
} viewlab_png_info;

/// Reads the header and checks the file's structure without decoding pixels: signature, IHDR
/// (CRC, dimensions within `limits`), and whether the compressed data could possibly hold that
/// many pixels (deflate cannot compress better than ~1032:1, so a tiny file claiming a huge
/// image is refused before anything is allocated). Returns 0 and fills `info`, or -1 and an error.
int viewlab_png_inspect(const uint8_t *data, size_t length, const viewlab_png_limits *limits,
                        viewlab_png_info *info, char *error, size_t error_size);

/// Decodes any PNG (every colour type, bit depth, tRNS, Adam7) into premultiplied native ARGB32
/// at `pixels` (width × height from viewlab_png_inspect, `bytes_per_row` ≥ width × 4). Ancillary
/// chunks other than tRNS and pHYs are skipped unread (no iCCP/zTXt decompression). Returns 0,
/// or -1 and a one-line error.
int viewlab_png_decode_argb32(const uint8_t *data, size_t length, const viewlab_png_limits *limits,
                              uint8_t *pixels, size_t bytes_per_row, viewlab_png_info *info,
                              char *error, size_t error_size);

#endif
