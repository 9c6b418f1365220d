// libpng behind a setjmp barrier: libpng reports errors by longjmp, which must never unwind
// through Swift frames. Every libpng call happens inside these C functions; errors come back as
// a return code and a message.
#include "png_shim.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Errors

typedef struct {
    char *message;
    size_t size;
} error_sink;

static void on_error(png_structp png, png_const_charp message) {
    error_sink *sink = png_get_error_ptr(png);
    if (sink && sink->message && sink->size) snprintf(sink->message, sink->size, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; // warnings (e.g. unknown chunks) are not errors
}

static void set_error(char *error, size_t size, const char *message) {
    if (error && size) snprintf(error, size, "%s", message);
}

// MARK: - Encoding

static void write_to_buffer(png_structp png, png_bytep data, png_size_t length) {
    viewlab_png_buffer *buffer = png_get_io_ptr(png);
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->length + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, data, length);
    buffer->length += length;
}

static void flush_buffer(png_structp png) { (void)png; }

int viewlab_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height, size_t bytes_per_row,
                            const viewlab_png_write_options *options, viewlab_png_buffer *out,
                            char *error, size_t error_size) {
    error_sink sink = {error, error_size};
    if (width == 0 || height == 0) {
        set_error(error, error_size, "cannot encode an empty image");
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        set_error(error, error_size, "libpng could not start");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    uint8_t *volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, out, write_to_buffer, flush_buffer);
    png_set_compression_level(png, options->compression_level);
    if (options->filter >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, options->filter);
    int opaque = options->opaque;
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (options->srgb) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (options->pixels_per_meter)
        png_set_pHYs(png, info, options->pixels_per_meter, options->pixels_per_meter, PNG_RESOLUTION_METER);
    if (options->text_count > 0) {
        png_text *texts = calloc((size_t)options->text_count, sizeof(png_text));
        if (!texts) png_error(png, "out of memory");
        for (int i = 0; i < options->text_count; i++) {
            texts[i].compression = PNG_TEXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)options->texts[i].key;
            texts[i].text = (png_charp)options->texts[i].text;
        }
        png_set_text(png, info, texts, options->text_count);
        free(texts);
    }
    png_write_info(png, info);
    if (opaque) {
        row = malloc((size_t)width * 3);
        if (!row) png_error(png, "out of memory");
        for (uint32_t y = 0; y < height; y++) {
            const uint8_t *source = rgba + (size_t)y * bytes_per_row;
            for (uint32_t x = 0; x < width; x++) {
                row[x * 3 + 0] = source[x * 4 + 0];
                row[x * 3 + 1] = source[x * 4 + 1];
                row[x * 3 + 2] = source[x * 4 + 2];
            }
            png_write_row(png, row);
        }
    } else {
        for (uint32_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rgba + (size_t)y * bytes_per_row));
    }
    png_write_end(png, NULL);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 0;
}

// MARK: - Decoding

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} reader;

static void read_from_memory(png_structp png, png_bytep out, png_size_t length) {
    reader *source = png_get_io_ptr(png);
    if (length > source->length - source->offset) png_error(png, "file is truncated");
    memcpy(out, source->data + source->offset, length);
    source->offset += length;
}

int viewlab_png_decode_rgba(const uint8_t *data, size_t length, uint32_t max_side, uint64_t max_pixels,
                            viewlab_png_info *result, uint8_t **pixels, char *error, size_t error_size) {
    *pixels = NULL;
    if (length < 8 || png_sig_cmp(data, 0, 8) != 0) {
        set_error(error, error_size, "not a PNG file (bad signature)");
        return -1;
    }
    error_sink sink = {error, error_size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        set_error(error, error_size, "libpng could not start");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    uint8_t *volatile image = NULL;
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(image);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    reader source = {data, length, 0};
    png_set_read_fn(png, &source, read_from_memory);
    // Hostile-input limits, enforced by libpng before any row is allocated.
    png_set_user_limits(png, max_side, max_side);
    png_set_chunk_cache_max(png, 1000);
    png_set_chunk_malloc_max(png, 16u * 1024u * 1024u);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        snprintf(error, error_size, "image is %ux%u, over the limit of %llu pixels", width, height,
                 (unsigned long long)max_pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    result->width = width;
    result->height = height;
    result->bit_depth = bit_depth;
    result->color_type = color_type;
    result->interlaced = interlace != PNG_INTERLACE_NONE;
    png_uint_32 res_x = 0, res_y = 0;
    int unit = 0;
    result->pixels_per_meter_x = 0;
    if (png_get_pHYs(png, info, &res_x, &res_y, &unit) && unit == PNG_RESOLUTION_METER) result->pixels_per_meter_x = res_x;

    // Every colour type and depth becomes 8-bit RGBA.
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    if (interlace != PNG_INTERLACE_NONE) png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row layout after conversion");

    image = malloc((size_t)width * height * 4);
    rows = malloc(sizeof(png_bytep) * height);
    if (!image || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = image + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *pixels = image;
    return 0;
}

void viewlab_png_free(void *pointer) { free(pointer); }

void viewlab_png_buffer_free(viewlab_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = buffer->capacity = 0;
}
