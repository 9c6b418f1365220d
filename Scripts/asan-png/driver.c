// AddressSanitizer/UBSan driver for Sources/CShim/png_shim.c (built by Scripts/asan-png.sh).
//
// Generates PNGs of every colour type, bit depth and interlace with the shim's raw encoder, then
// decodes each one and a corpus of broken versions of it: truncated at every offset, every byte
// flipped (with the stored CRC, and with the CRC recomputed so the damage reaches inflate and the
// row filters), hostile IHDR sizes, plus an encode/decode round trip. Files in the folders given
// as arguments are decoded too (e.g. the corpus the Swift tests write to $VIEWLAB_PNG_CORPUS).
// Exits non-zero when a valid file fails to decode or a broken one decodes; sanitizer reports
// abort the process.
#include "png_shim.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const viewlab_png_limits limits = {16384, 64u * 1024u * 1024u};
static unsigned long decoded, refused, failures;

/// Decodes like PNGDecoder does: inspect, allocate, decode. Returns 0 when it decoded.
static int decode(const uint8_t *data, size_t length, const char *name, int verbose) {
    viewlab_png_info info;
    char error[256] = "";
    if (viewlab_png_inspect(data, length, &limits, &info, error, sizeof error) != 0) {
        if (verbose) printf("  %s: %s\n", name, error);
        refused++;
        return -1;
    }
    size_t stride = (size_t)info.width * 4;
    uint8_t *pixels = malloc(stride * info.height);
    if (!pixels) return -1;
    int status = viewlab_png_decode_argb32(data, length, &limits, pixels, stride, &info, error, sizeof error);
    if (status == 0) {
        // Touch every pixel so that uninitialised or short writes show up under the sanitizers.
        uint32_t sum = 0;
        for (size_t i = 0; i < stride * info.height; i++) sum += pixels[i];
        if (sum == 0xFFFFFFFFu) printf(" ");
        decoded++;
    } else {
        if (verbose) printf("  %s: %s\n", name, error);
        refused++;
    }
    free(pixels);
    return status;
}

// MARK: - CRC

static uint32_t crc32_of(const uint8_t *bytes, size_t length) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < length; i++) {
        c ^= bytes[i];
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    }
    return c ^ 0xFFFFFFFFu;
}

static uint32_t load32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

static void store32(uint8_t *p, uint32_t v) {
    p[0] = v >> 24; p[1] = v >> 16; p[2] = v >> 8; p[3] = (uint8_t)v;
}

/// Recomputes the CRC of the chunk containing byte `offset`, when the chunk lies inside the file.
static void fix_crc(uint8_t *data, size_t length, size_t offset) {
    for (size_t at = 8; at + 12 <= length;) {
        uint32_t chunk = load32(data + at);
        if (chunk > length - at - 12) return;
        if (offset < at + 12 + chunk) {
            store32(data + at + 8 + chunk, crc32_of(data + at + 4, chunk + 4));
            return;
        }
        at += chunk + 12;
    }
}

// MARK: - Corpus

static void attack(const uint8_t *file, size_t length, const char *name) {
    if (decode(file, length, name, 1) != 0) {
        printf("FAIL: valid file %s did not decode\n", name);
        failures++;
    }
    uint8_t *copy = malloc(length);
    for (size_t cut = 0; cut < length; cut++) {
        // Exact-size allocations so that any over-read is caught.
        uint8_t *prefix = malloc(cut ? cut : 1);
        memcpy(prefix, file, cut);
        if (decode(prefix, cut, name, 0) == 0) {
            printf("FAIL: %s truncated to %zu bytes decoded\n", name, cut);
            failures++;
        }
        free(prefix);
    }
    for (size_t at = 0; at < length; at++) {
        for (int fix = 0; fix < 2; fix++) {
            memcpy(copy, file, length);
            copy[at] ^= (uint8_t)(0x5A + at);
            if (fix) fix_crc(copy, length, at);
            decode(copy, length, name, 0); // may or may not decode; must not misbehave
        }
    }
    static const uint32_t sizes[][2] = {{0, 1}, {1, 0}, {100000, 100000}, {0xFFFFFFFFu, 1}, {16000, 16000}, {8000, 8000}, {1, 16384}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        memcpy(copy, file, length);
        store32(copy + 16, sizes[i][0]);
        store32(copy + 20, sizes[i][1]);
        fix_crc(copy, length, 16);
        if (decode(copy, length, name, 0) == 0) {
            printf("FAIL: %s with IHDR size %ux%u decoded\n", name, sizes[i][0], sizes[i][1]);
            failures++;
        }
    }
    free(copy);
}

static void generate(int color_type, int depth, int interlace) {
    static const int channel_counts[] = {1, 0, 3, 1, 2, 0, 4};
    uint32_t width = 11, height = 7;
    size_t stride = (width * channel_counts[color_type] * depth + 7) / 8;
    uint8_t *rows = malloc(stride * height);
    for (size_t i = 0; i < stride * height; i++) rows[i] = (uint8_t)(i * 151 + 17);
    uint8_t palette[256 * 3], alpha[256];
    for (int i = 0; i < 256 * 3; i++) palette[i] = (uint8_t)(i * 7);
    for (int i = 0; i < 256; i++) alpha[i] = (uint8_t)(i * 13);
    viewlab_png_raw_options options = {0};
    options.color_type = color_type;
    options.bit_depth = depth;
    options.interlace = interlace;
    options.compression_level = 6;
    if (color_type == 3) {
        options.palette = palette;
        options.palette_count = 1 << depth;
        options.trans_alpha = alpha;
        options.trans_alpha_count = (1 << depth) / 2 + 1;
    } else if (color_type == 0 || color_type == 2) {
        options.has_trans_color = 1;
        options.trans_gray = options.trans_red = rows[0] >> (depth < 8 ? 8 - depth : 0);
    }
    viewlab_png_buffer out = {0};
    char error[256];
    if (viewlab_png_encode_raw(rows, width, height, stride, &options, &out, error, sizeof error) != 0) {
        printf("FAIL: cannot encode type %d depth %d: %s\n", color_type, depth, error);
        failures++;
    } else {
        char name[64];
        snprintf(name, sizeof name, "type%d-depth%d%s", color_type, depth, interlace ? "-adam7" : "");
        attack(out.data, out.length, name);
    }
    viewlab_png_buffer_free(&out);
    free(rows);
}

static void round_trip(void) {
    uint32_t width = 33, height = 5;
    uint32_t *pixels = malloc(width * height * 4);
    for (uint32_t i = 0; i < width * height; i++) {
        uint32_t a = (i * 37) & 0xFF, c = a ? (i * 11) % (a + 1) : 0;
        pixels[i] = a << 24 | c << 16 | (c / 2) << 8 | c / 3;
    }
    viewlab_png_text text = {"Software", "ViewLab ASan driver \xc3\xa9"};
    viewlab_png_write_options options = {3, -1, 0x08, 0, 8504, 1, &text, 1};
    viewlab_png_buffer out = {0};
    char error[256];
    if (viewlab_png_encode_argb32((const uint8_t *)pixels, width, height, width * 4, &options, &out, error, sizeof error) != 0) {
        printf("FAIL: encode: %s\n", error);
        failures++;
    } else {
        uint32_t *back = malloc(width * height * 4);
        viewlab_png_info info;
        if (viewlab_png_decode_argb32(out.data, out.length, &limits, (uint8_t *)back, width * 4, &info, error, sizeof error) != 0 ||
            memcmp(back, pixels, width * height * 4) != 0) {
            printf("FAIL: round trip differs (%s)\n", error);
            failures++;
        }
        free(back);
    }
    viewlab_png_buffer_free(&out);
    free(pixels);
}

static void decode_folder(const char *path) {
    DIR *dir = opendir(path);
    if (!dir) {
        printf("note: no corpus folder %s\n", path);
        return;
    }
    struct dirent *entry;
    while ((entry = readdir(dir))) {
        if (entry->d_name[0] == '.') continue;
        char file[4096];
        snprintf(file, sizeof file, "%s/%s", path, entry->d_name);
        FILE *f = fopen(file, "rb");
        if (!f) continue;
        fseek(f, 0, SEEK_END);
        long size = ftell(f);
        fseek(f, 0, SEEK_SET);
        uint8_t *data = malloc(size > 0 ? (size_t)size : 1);
        size_t got = fread(data, 1, size > 0 ? (size_t)size : 0, f);
        fclose(f);
        decode(data, got, file, 1);
        free(data);
    }
    closedir(dir);
}

int main(int argc, char **argv) {
    static const int kinds[][2] = {{0, 1}, {0, 2}, {0, 4}, {0, 8}, {0, 16}, {2, 8}, {2, 16}, {3, 1},
                                   {3, 2}, {3, 4}, {3, 8}, {4, 8}, {4, 16}, {6, 8}, {6, 16}};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        for (int interlace = 0; interlace < 2; interlace++) generate(kinds[i][0], kinds[i][1], interlace);
    round_trip();
    for (int i = 1; i < argc; i++) decode_folder(argv[i]);
    printf("%lu decoded, %lu refused, %lu failures\n", decoded, refused, failures);
    return failures ? 1 : 0;
}
