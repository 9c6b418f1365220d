// libjpeg behind a setjmp barrier (see jpeg_shim.h). Every libjpeg call happens in these
// functions; its error_exit longjmps back here and the caller gets a return code and a message.
#include "jpeg_shim.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager; // first: libjpeg hands back a pointer to it
    jmp_buf escape;
    char *message;
    size_t size;
} error_sink;

static void on_error_exit(j_common_ptr info) {
    error_sink *sink = (error_sink *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    if (sink->message && sink->size) snprintf(sink->message, sink->size, "%s", text);
    longjmp(sink->escape, 1);
}

static void on_output_message(j_common_ptr info) { (void)info; } // warnings are not errors

static void set_error(char *error, size_t size, const char *message) {
    if (error && size) snprintf(error, size, "%s", message);
}

static void install(error_sink *sink, char *error, size_t error_size) {
    jpeg_std_error(&sink->manager);
    sink->manager.error_exit = on_error_exit;
    sink->manager.output_message = on_output_message;
    sink->message = error;
    sink->size = error_size;
}

int viewlab_jpeg_encode_argb32(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                               int quality, uint8_t **out, size_t *out_length, char *error, size_t error_size) {
    if (!pixels || !out || !out_length || width == 0 || height == 0 || width > JPEG_MAX_DIMENSION || height > JPEG_MAX_DIMENSION) {
        set_error(error, error_size, "cannot encode an image of that size as JPEG");
        return -1;
    }
    struct jpeg_compress_struct info;
    error_sink sink;
    unsigned char *buffer = NULL;
    unsigned long length = 0;
    uint8_t *row = malloc((size_t)width * 3);
    if (!row) {
        set_error(error, error_size, "out of memory");
        return -1;
    }
    install(&sink, error, error_size);
    info.err = &sink.manager;
    if (setjmp(sink.escape)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        free(row);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < height) {
        const uint32_t *source = (const uint32_t *)(pixels + (size_t)info.next_scanline * bytes_per_row);
        for (uint32_t x = 0; x < width; x++) {
            uint32_t argb = source[x];
            row[x * 3] = (uint8_t)(argb >> 16);
            row[x * 3 + 1] = (uint8_t)(argb >> 8);
            row[x * 3 + 2] = (uint8_t)argb;
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *out = buffer;
    *out_length = length;
    return 0;
}

/// Reads the header of `data` and, when `pixels` is given, decodes it there as opaque ARGB32.
/// The one setjmp barrier of both public reading functions.
static int read_jpeg(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                     uint8_t *pixels, size_t bytes_per_row, char *error, size_t error_size) {
    if (!data || length < 4 || data[0] != 0xFF || data[1] != 0xD8) {
        set_error(error, error_size, "not a JPEG (no SOI marker)");
        return -1;
    }
    struct jpeg_decompress_struct info;
    error_sink sink;
    uint8_t *volatile row = NULL;
    install(&sink, error, error_size);
    info.err = &sink.manager;
    if (setjmp(sink.escape)) {
        jpeg_destroy_decompress(&info);
        free(row);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if (width) *width = info.image_width;
    if (height) *height = info.image_height;
    if (!pixels) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_RGB; // libjpeg converts greyscale and YCbCr; CMYK/YCCK fail with its message
    jpeg_start_decompress(&info);
    row = malloc((size_t)info.output_width * 3);
    if (!row) {
        set_error(error, error_size, "out of memory");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        uint32_t y = info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        uint32_t *target = (uint32_t *)(pixels + (size_t)y * bytes_per_row);
        for (uint32_t x = 0; x < info.output_width; x++) {
            target[x] = 0xFF000000u | ((uint32_t)row[x * 3] << 16) | ((uint32_t)row[x * 3 + 1] << 8) | row[x * 3 + 2];
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    return 0;
}

int viewlab_jpeg_inspect(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height,
                         char *error, size_t error_size) {
    return read_jpeg(data, length, width, height, NULL, 0, error, error_size);
}

int viewlab_jpeg_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, size_t bytes_per_row,
                               char *error, size_t error_size) {
    if (!pixels) {
        set_error(error, error_size, "no pixel buffer");
        return -1;
    }
    return read_jpeg(data, length, NULL, NULL, pixels, bytes_per_row, error, error_size);
}
