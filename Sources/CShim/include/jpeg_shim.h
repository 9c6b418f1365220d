#ifndef VIEWLAB_JPEG_SHIM_H
#define VIEWLAB_JPEG_SHIM_H
// libjpeg (libjpeg-turbo) behind a setjmp barrier: libjpeg reports errors through its error
// manager's error_exit, which here longjmps back into these C functions, never through Swift
// frames. Pixels cross this boundary as cairo's ARGB32 (premultiplied, native byte order).
#include <stddef.h>
#include <stdint.h>

/// Encodes premultiplied native ARGB32 pixels as a baseline JFIF JPEG (YCbCr 4:2:0) at `quality`
/// (libjpeg's 1–100 scale). Colour channels are written as stored — premultiplied, so transparent
/// pixels come out black, as Core Graphics' JPEG writer does with an image that has alpha.
/// On success returns 0 and `*out`/`*out_length` hold a malloc'd buffer the caller frees with
/// free(); otherwise -1 and a one-line message in `error`.
int viewlab_jpeg_encode_argb32(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                               int quality, uint8_t **out, size_t *out_length, char *error, size_t error_size);

/// Reads a JPEG's header: its size in pixels. Returns 0, or -1 and a one-line error.
int viewlab_jpeg_inspect(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                         char *error, size_t error_size);

/// Decodes a JPEG (greyscale, YCbCr, CMYK via libjpeg's conversion to RGB where it can) into
/// opaque native ARGB32 at `pixels` (the size viewlab_jpeg_inspect reported, `bytes_per_row`
/// ≥ width × 4). Returns 0, or -1 and a one-line error.
int viewlab_jpeg_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, size_t bytes_per_row,
                               char *error, size_t error_size);

#endif
