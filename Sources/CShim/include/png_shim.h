#ifndef VIEWLAB_PNG_SHIM_H
#define VIEWLAB_PNG_SHIM_H
#include <stddef.h>
#include <stdint.h>

/// A growable byte buffer owned by the shim; free with viewlab_png_buffer_free.
typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} viewlab_png_buffer;

typedef struct {
    const char *key;
    const char *text;
} viewlab_png_text;

typedef struct {
    int compression_level;   ///< zlib level 0–9
    int filter;              ///< -1: libpng adaptive; otherwise a PNG_FILTER_* mask
    int opaque;              ///< non-zero: write RGB without alpha
    uint32_t pixels_per_meter; ///< pHYs; 0 omits the chunk
    int srgb;                ///< non-zero: write an sRGB chunk (perceptual)
    const viewlab_png_text *texts;
    int text_count;
} viewlab_png_write_options;

/// Encodes straight (not premultiplied) 8-bit RGBA rows. Returns 0 on success; on failure returns
/// -1 and writes a message into `error` (never longjmps into the caller).
int viewlab_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t bytes_per_row,
                            const viewlab_png_write_options *options, viewlab_png_buffer *out,
                            char *error, size_t error_size);

typedef struct {
    uint32_t width;
    uint32_t height;
    int color_type;       ///< as stored in the file (PNG_COLOR_TYPE_*)
    int bit_depth;        ///< as stored in the file
    int interlaced;
    double pixels_per_meter_x; ///< 0 when the file has no pHYs in metres
} viewlab_png_info;

/// Decodes any PNG into straight 8-bit RGBA (4 bytes per pixel, rows packed). Refuses images wider
/// or taller than `max_side` or with more than `max_pixels` pixels before allocating anything.
/// On success returns 0 and sets *pixels (free with viewlab_png_free). On failure returns -1 and
/// writes a message into `error`.
int viewlab_png_decode_rgba(const uint8_t *data, size_t length, uint32_t max_side, uint64_t max_pixels,
                            viewlab_png_info *info, uint8_t **pixels, char *error, size_t error_size);

void viewlab_png_free(void *pointer);
void viewlab_png_buffer_free(viewlab_png_buffer *buffer);

#endif
