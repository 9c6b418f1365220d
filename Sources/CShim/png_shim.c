// libpng behind a setjmp barrier: libpng reports errors by longjmp, which must never unwind
// through Swift frames. Every libpng call happens inside these C functions; errors come back as
// a return code and a one-line message.
#include "png_shim.h"
#include <png.h>
#include <pthread.h>
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
    (void)message; // warnings (unknown chunks, extra compressed data) are not errors
}

static void set_error(char *error, size_t size, const char *message) {
    if (error && size) snprintf(error, size, "%s", message);
}

static int is_little_endian(void) {
    const uint16_t probe = 1;
    return *(const uint8_t *)&probe == 1;
}

// MARK: - Memory I/O

static void write_to_buffer(png_structp png, png_bytep data, png_size_t length) {
    viewlab_png_buffer *buffer = png_get_io_ptr(png);
    if (length > SIZE_MAX / 2 - buffer->length) png_error(png, "encoded image is too large");
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

void viewlab_png_buffer_free(viewlab_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->length = buffer->capacity = 0;
}

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

// MARK: - Encoding

/// A libpng write struct reporting into `sink`, or NULL (with the error set) when libpng cannot start.
static png_structp start_writer(error_sink *sink) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, sink, on_error, on_warning);
    if (!png) set_error(sink->message, sink->size, "libpng could not start");
    return png;
}

/// unpremultiply_table[a][c] = round(c × 255 / a), clamped; row 0 is all zeros and row 255 is the
/// identity, so opaque pixels come back exactly.
static uint8_t unpremultiply_table[256][256];
static pthread_once_t unpremultiply_once = PTHREAD_ONCE_INIT;

static void fill_unpremultiply_table(void) {
    for (int a = 1; a < 256; a++)
        for (int c = 0; c < 256; c++) {
            int v = (c * 255 + a / 2) / a;
            unpremultiply_table[a][c] = (uint8_t)(v > 255 ? 255 : v);
        }
}

/// One row of native ARGB32 → straight RGBA (or RGB when `channels` is 3).
static void unpremultiply_row(const uint8_t *source, uint8_t *out, uint32_t width, int channels) {
    const uint32_t *words = (const uint32_t *)source;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t v = words[x];
        unsigned a = v >> 24;
        const uint8_t *table = unpremultiply_table[a];
        out[0] = table[(v >> 16) & 0xFF];
        out[1] = table[(v >> 8) & 0xFF];
        out[2] = table[v & 0xFF];
        if (channels == 4) out[3] = (uint8_t)a;
        out += channels;
    }
}

void viewlab_png_unpremultiply_rows(const uint8_t *pixels, uint32_t width, uint32_t row_count, size_t bytes_per_row,
                                    int channels, uint8_t *out) {
    pthread_once(&unpremultiply_once, fill_unpremultiply_table);
    size_t out_row = 1 + (size_t)width * channels;
    for (uint32_t y = 0; y < row_count; y++) {
        out[(size_t)y * out_row] = 0; // filter type 0: none
        unpremultiply_row(pixels + (size_t)y * bytes_per_row, out + (size_t)y * out_row + 1, width, channels);
    }
}

static void apply_compression(png_structp png, int level, int strategy, int filter) {
    png_set_compression_level(png, level < 0 ? 0 : level > 9 ? 9 : level);
    if (strategy >= 0) png_set_compression_strategy(png, strategy);
    if (filter >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
}

int viewlab_png_encode_argb32(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                              const viewlab_png_write_options *options, viewlab_png_buffer *out,
                              char *error, size_t error_size) {
    if (width == 0 || height == 0) {
        set_error(error, error_size, "cannot encode an empty image");
        return -1;
    }
    if (!pixels || bytes_per_row < (size_t)width * 4) {
        set_error(error, error_size, "pixel rows are shorter than the image width");
        return -1;
    }
    pthread_once(&unpremultiply_once, fill_unpremultiply_table);
    error_sink sink = {error, error_size};
    png_structp png = start_writer(&sink);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    uint8_t *volatile row = NULL;
    png_text *volatile texts = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row);
        free(texts);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, out, write_to_buffer, flush_buffer);
    apply_compression(png, options->compression_level, options->strategy, options->filter);
    int channels = options->opaque ? 3 : 4;
    png_set_IHDR(png, info, width, height, 8, channels == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (options->srgb) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (options->pixels_per_meter)
        png_set_pHYs(png, info, options->pixels_per_meter, options->pixels_per_meter, PNG_RESOLUTION_METER);
    if (options->text_count > 0) {
        texts = calloc((size_t)options->text_count, sizeof(png_text));
        if (!texts) png_error(png, "out of memory");
        for (int i = 0; i < options->text_count; i++) {
            // tEXt is Latin-1: anything beyond ASCII goes into an (uncompressed) UTF-8 iTXt chunk.
            int ascii = 1;
            for (const char *c = options->texts[i].text; *c; c++) ascii &= (unsigned char)*c < 0x80;
            texts[i].compression = ascii ? PNG_TEXT_COMPRESSION_NONE : PNG_ITXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)options->texts[i].key;
            texts[i].text = (png_charp)options->texts[i].text;
            texts[i].lang = (png_charp)"";
            texts[i].lang_key = (png_charp)"";
        }
        png_set_text(png, info, texts, options->text_count);
    }
    png_write_info(png, info);
    row = malloc((size_t)width * 4);
    if (!row) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) {
        unpremultiply_row(pixels + (size_t)y * bytes_per_row, row, width, channels);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    free(texts);
    png_destroy_write_struct(&png, &info);
    return 0;
}

int viewlab_png_encode_raw(const uint8_t *rows, uint32_t width, uint32_t height, size_t bytes_per_row,
                           const viewlab_png_raw_options *options, viewlab_png_buffer *out,
                           char *error, size_t error_size) {
    if (width == 0 || height == 0) {
        set_error(error, error_size, "cannot encode an empty image");
        return -1;
    }
    error_sink sink = {error, error_size};
    png_structp png = start_writer(&sink);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile pointers = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(pointers);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, out, write_to_buffer, flush_buffer);
    apply_compression(png, options->compression_level, -1, -1);
    png_set_IHDR(png, info, width, height, options->bit_depth, options->color_type,
                 options->interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
                 PNG_FILTER_TYPE_BASE);
    if (options->palette_count > 0) {
        png_color palette[256];
        int count = options->palette_count > 256 ? 256 : options->palette_count;
        for (int i = 0; i < count; i++) {
            palette[i].red = options->palette[i * 3];
            palette[i].green = options->palette[i * 3 + 1];
            palette[i].blue = options->palette[i * 3 + 2];
        }
        png_set_PLTE(png, info, palette, count);
    }
    if (options->trans_alpha_count > 0 || options->has_trans_color) {
        png_color_16 color = {0, options->trans_red, options->trans_green, options->trans_blue, options->trans_gray};
        png_set_tRNS(png, info, options->trans_alpha, options->trans_alpha_count,
                     options->has_trans_color ? &color : NULL);
    }
    png_write_info(png, info);
    pointers = malloc(sizeof(png_bytep) * height);
    if (!pointers) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) pointers[y] = (png_bytep)(rows + (size_t)y * bytes_per_row);
    png_write_image(png, pointers);
    png_write_end(png, info);
    free(pointers);
    png_destroy_write_struct(&png, &info);
    return 0;
}

// MARK: - Inspecting

static uint32_t crc_table[256];
static pthread_once_t crc_once = PTHREAD_ONCE_INIT;

static void fill_crc_table(void) {
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static uint32_t crc32_of(const uint8_t *bytes, size_t length) {
    pthread_once(&crc_once, fill_crc_table);
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < length; i++) c = crc_table[(c ^ bytes[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static uint32_t load_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/// The number of channels of a PNG colour type, or 0 for an invalid one.
static int channels_of(int color_type) {
    switch (color_type) {
    case 0: case 3: return 1;
    case 4: return 2;
    case 2: return 3;
    case 6: return 4;
    default: return 0;
    }
}

int viewlab_png_inspect(const uint8_t *data, size_t length, const viewlab_png_limits *limits,
                        viewlab_png_info *info, char *error, size_t error_size) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memset(info, 0, sizeof *info);
    if (length == 0) return set_error(error, error_size, "file is empty"), -1;
    if (length < 8 || memcmp(data, signature, 8) != 0)
        return set_error(error, error_size, "not a PNG file (bad signature)"), -1;
    if (length < 33) return set_error(error, error_size, "file is truncated inside the IHDR chunk"), -1;
    const uint8_t *ihdr = data + 8;
    if (memcmp(ihdr + 4, "IHDR", 4) != 0 || load_be32(ihdr) != 13)
        return set_error(error, error_size, "the first chunk is not a 13-byte IHDR"), -1;
    if (crc32_of(ihdr + 4, 17) != load_be32(ihdr + 21))
        return set_error(error, error_size, "IHDR chunk has a bad CRC (corrupt header)"), -1;
    uint32_t width = load_be32(ihdr + 8), height = load_be32(ihdr + 12);
    int bit_depth = ihdr[16], color_type = ihdr[17], channels = channels_of(color_type);
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu) {
        snprintf(error, error_size, "IHDR gives an invalid size of %ux%u pixels", width, height);
        return -1;
    }
    if (width > limits->max_side || height > limits->max_side) {
        snprintf(error, error_size, "image is %ux%u pixels, over the limit of %u pixels per side", width, height,
                 limits->max_side);
        return -1;
    }
    if ((uint64_t)width * height > limits->max_pixels) {
        snprintf(error, error_size, "image is %ux%u pixels, over the limit of %llu pixels", width, height,
                 (unsigned long long)limits->max_pixels);
        return -1;
    }
    if (channels == 0 || (bit_depth != 1 && bit_depth != 2 && bit_depth != 4 && bit_depth != 8 && bit_depth != 16)) {
        snprintf(error, error_size, "IHDR gives an invalid colour type %d / bit depth %d", color_type, bit_depth);
        return -1;
    }
    // Sum the IDAT lengths; deflate never expands data more than ~1032 times.
    uint64_t compressed = 0;
    for (size_t offset = 33; offset + 12 <= length;) {
        uint32_t chunk_length = load_be32(data + offset);
        if (chunk_length > 0x7FFFFFFFu) break; // libpng names the problem
        if (memcmp(data + offset + 4, "IDAT", 4) == 0) compressed += chunk_length;
        offset += (size_t)chunk_length + 12;
    }
    uint64_t pixel_bytes = ((uint64_t)width * channels * bit_depth + 7) / 8 * height;
    if (compressed * 1100 + 4096 < pixel_bytes) {
        snprintf(error, error_size,
                 "%llu bytes of compressed data cannot hold a %ux%u image (truncated or corrupt file)",
                 (unsigned long long)compressed, width, height);
        return -1;
    }
    info->width = width;
    info->height = height;
    info->bit_depth = bit_depth;
    info->color_type = color_type;
    info->interlaced = ihdr[20] != 0;
    return 0;
}

// MARK: - Decoding

/// Ancillary chunks that do not change ViewLab's pixels: skipped without being decompressed.
static const png_byte ignored_chunks[] = "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0sCAL\0sBIT\0"
                                         "sPLT\0sRGB\0tEXt\0tIME\0zTXt";

/// Multiplies colour by alpha in place (round(c × a / 255), exactly) for native ARGB32 words.
static void premultiply_row(uint8_t *row, uint32_t width) {
    uint32_t *words = (uint32_t *)row;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t v = words[x], a = v >> 24;
        if (a == 255) continue;
        uint32_t out = a << 24;
        for (int shift = 0; shift < 24; shift += 8) {
            uint32_t t = ((v >> shift) & 0xFF) * a + 128;
            out |= ((t + (t >> 8)) >> 8) << shift;
        }
        words[x] = out;
    }
}

int viewlab_png_decode_argb32(const uint8_t *data, size_t length, const viewlab_png_limits *limits,
                              uint8_t *pixels, size_t bytes_per_row, viewlab_png_info *result,
                              char *error, size_t error_size) {
    if (viewlab_png_inspect(data, length, limits, result, error, error_size) != 0) return -1;
    uint32_t width = result->width, height = result->height;
    if (bytes_per_row < (size_t)width * 4) return set_error(error, error_size, "destination rows are too short"), -1;
    error_sink sink = {error, error_size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) return set_error(error, error_size, "libpng could not start"), -1;
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    reader source = {data, length, 0};
    png_set_read_fn(png, &source, read_from_memory);
    png_set_user_limits(png, limits->max_side, limits->max_side);
    png_set_chunk_cache_max(png, 1000);
    png_set_chunk_malloc_max(png, 8u * 1024u * 1024u);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks, (int)(sizeof ignored_chunks / 5));
    png_read_info(png, info);

    int bit_depth = png_get_bit_depth(png, info), color_type = png_get_color_type(png, info);
    png_uint_32 res_x = 0, res_y = 0;
    int unit = 0;
    if (png_get_pHYs(png, info, &res_x, &res_y, &unit) && unit == PNG_RESOLUTION_METER) {
        result->pixels_per_meter_x = res_x;
        result->pixels_per_meter_y = res_y;
    }

    // Every colour type and depth becomes 8-bit, four channels, alpha in the top byte of a word.
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (is_little_endian()) {
        png_set_bgr(png);
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    } else {
        png_set_swap_alpha(png);
        png_set_filler(png, 0xFF, PNG_FILLER_BEFORE);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row layout after conversion");

    rows = malloc(sizeof(png_bytep) * height);
    if (!rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * bytes_per_row;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    for (png_uint_32 y = 0; y < height; y++) premultiply_row(rows[y], width);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}
