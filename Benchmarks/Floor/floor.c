/*
 * viewlab-floor — the benchmark floor: the reference scene of Benchmarks/Scenes (12 cards in a
 * 2×6 grid on a 393×852 pt screen) drawn directly with cairo and pango, encoded with libpng. No
 * view tree, no retained state between frames except the pango font map: what the cheapest direct
 * program would do per frame. Geometry, colours and text mirror Benchmarks/Scenes/SceneSpec.swift.
 *
 *   viewlab-floor --render N [--scale S]          render only: N frames, prints JSON (median ms)
 *   viewlab-floor --encode N [--scale S] [--level 1|default]
 *                                                 render + PNG encode in memory, N times
 *   viewlab-floor --once OUT.png [--scale S]      cold single run: render, encode (level 1, no
 *                                                 filter) and write OUT.png
 *
 * The shadow is blurred as ViewLab's compositor does it (Sources/QuartzCore/GaussianBlur.swift):
 * σ = shadowRadius × scale, three box passes per axis, on a copy downscaled by ⌊σ/3⌋ when σ > 6.
 */
#include "floor.h"
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* MARK: - Scene numbers (see SceneSpec.swift) */

#define SCREEN_W 393.0
#define SCREEN_H 852.0
#define COLUMNS 2
#define ROWS 6
#define MARGIN 16.0
#define GAP 12.0
#define TOP 60.0
#define CARD_W ((393.0 - 2 * 16.0 - 12.0) / 2)
#define CARD_H 116.0
#define CORNER 12.0
#define PADDING 12.0
#define SHADOW_DY 4.0
#define SHADOW_RADIUS 8.0
#define SHADOW_OPACITY 0.2
#define RING_D 36.0
#define RING_LINE 4.0

static const unsigned gradients[6][2] = {
    {0xFFF3E0, 0xFFE0B2}, {0xE3F2FD, 0xBBDEFB}, {0xE8F5E9, 0xC8E6C9},
    {0xF3E5F5, 0xE1BEE7}, {0xFFFDE7, 0xFFF59D}, {0xE0F7FA, 0xB2EBF2},
};
static const unsigned ring_colors[6] = {0xFB8C00, 0x1E88E5, 0x43A047, 0x8E24AA, 0xFDD835, 0x00ACC1};
#define TRACK_COLOR 0xDDDDDD
#define BORDER_COLOR 0xC8C8C8
#define TITLE_COLOR 0x1C1C1E
#define BODY_COLOR 0x48484A

static void set_rgb(cairo_t *cr, unsigned rgb) {
    cairo_set_source_rgb(cr, ((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* MARK: - Shapes */

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

/* MARK: - Shadow blur (three box passes, as GaussianBlur.swift) */

static void box_radii(double sigma, int radii[3]) {
    radii[0] = radii[1] = radii[2] = 0;
    if (sigma <= 0.2) return;
    double n = 3, ideal = sqrt(12 * sigma * sigma / n + 1);
    int lower = (int)floor(ideal);
    if (lower % 2 == 0) lower -= 1;
    int upper = lower + 2;
    double l = lower;
    double m = round((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4));
    for (int i = 0; i < 3; i++) radii[i] = i < m ? (lower - 1) / 2 : (upper - 1) / 2;
}

static void box_pass(unsigned char *start, int step, int count, int radius, unsigned char *scratch) {
    for (int i = 0; i < count; i++) scratch[i] = start[i * step];
    int window = 2 * radius + 1, sum = 0;
    for (int i = 0; i < radius && i < count; i++) sum += scratch[i];
    for (int i = 0; i < count; i++) {
        int entering = i + radius, leaving = i - radius - 1;
        if (entering < count) sum += scratch[entering];
        if (leaving >= 0) sum -= scratch[leaving];
        start[i * step] = (unsigned char)((sum + window / 2) / window);
    }
}

static void box_blur(cairo_surface_t *a8, double sigma) {
    cairo_surface_flush(a8);
    unsigned char *data = cairo_image_surface_get_data(a8);
    int w = cairo_image_surface_get_width(a8), h = cairo_image_surface_get_height(a8);
    int stride = cairo_image_surface_get_stride(a8);
    unsigned char *line = malloc(w > h ? w : h);
    int radii[3];
    box_radii(sigma, radii);
    for (int k = 0; k < 3; k++) {
        if (radii[k] <= 0) continue;
        for (int y = 0; y < h; y++) box_pass(data + y * stride, 1, w, radii[k], line);
        for (int x = 0; x < w; x++) box_pass(data + x, stride, h, radii[k], line);
    }
    free(line);
    cairo_surface_mark_dirty(a8);
}

/* The card's shadow: its rounded rect's alpha, blurred, tinted black × opacity, offset. */
static void draw_shadow(cairo_t *cr, double x, double y, double scale) {
    double sigma = SHADOW_RADIUS * scale;
    int factor = 1;
    if (sigma > 6) {
        factor = (int)(sigma / 3);
        if (factor < 1) factor = 1;
        if (factor > 16) factor = 16;
    }
    double margin = 3 * SHADOW_RADIUS + SHADOW_DY + 1; /* points, as shadowMargin(of:) */
    double ex = floor((x - margin) * scale), ey = floor((y - margin) * scale);
    int pw = (int)ceil((CARD_W + 2 * margin) * scale) + 1, ph = (int)ceil((CARD_H + 2 * margin) * scale) + 1;
    int w = (pw + factor - 1) / factor, h = (ph + factor - 1) / factor;
    cairo_surface_t *alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
    cairo_t *ac = cairo_create(alpha);
    cairo_scale(ac, 1.0 / factor, 1.0 / factor);
    cairo_translate(ac, -ex, -ey);
    cairo_scale(ac, scale, scale);
    rounded_rect(ac, x, y, CARD_W, CARD_H, CORNER);
    cairo_set_source_rgba(ac, 0, 0, 0, 1);
    cairo_fill(ac);
    cairo_destroy(ac);
    box_blur(alpha, sigma / factor);

    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_rgba(cr, 0, 0, 0, SHADOW_OPACITY);
    cairo_pattern_t *pattern = cairo_pattern_create_for_surface(alpha);
    cairo_matrix_t m;
    cairo_matrix_init_scale(&m, 1.0 / factor, 1.0 / factor);
    cairo_matrix_translate(&m, -ex, -(ey + SHADOW_DY * scale));
    cairo_pattern_set_matrix(pattern, &m);
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR);
    cairo_mask(cr, pattern);
    cairo_pattern_destroy(pattern);
    cairo_surface_destroy(alpha);
    cairo_restore(cr);
}

/* MARK: - Text */

static void draw_text(cairo_t *cr, const char *text, const char *font, unsigned color,
                      double x, double y, double w, double h, int lines) {
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *desc = pango_font_description_from_string(font);
    pango_layout_set_font_description(layout, desc);
    pango_font_description_free(desc);
    pango_layout_set_text(layout, text, -1);
    pango_layout_set_width(layout, (int)(w * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_height(layout, -lines);
    int tw, th;
    pango_layout_get_size(layout, &tw, &th);
    double text_h = (double)th / PANGO_SCALE;
    set_rgb(cr, color);
    cairo_move_to(cr, x, y + (h - text_h) / 2); /* UILabel centres its text vertically */
    pango_cairo_show_layout(cr, layout);
    g_object_unref(layout);
}

/* MARK: - The scene */

static void draw_card(cairo_t *cr, int index, double scale) {
    int column = index % COLUMNS, row = index / COLUMNS;
    double x = MARGIN + column * (CARD_W + GAP), y = TOP + row * (CARD_H + GAP);
    draw_shadow(cr, x, y, scale);

    /* Gradient clipped to the rounded rect. */
    const unsigned *g = gradients[index % 6];
    cairo_save(cr);
    rounded_rect(cr, x, y, CARD_W, CARD_H, CORNER);
    cairo_clip(cr);
    cairo_pattern_t *lin = cairo_pattern_create_linear(0, y, 0, y + CARD_H);
    cairo_pattern_add_color_stop_rgb(lin, 0, ((g[0] >> 16) & 0xFF) / 255.0, ((g[0] >> 8) & 0xFF) / 255.0, (g[0] & 0xFF) / 255.0);
    cairo_pattern_add_color_stop_rgb(lin, 1, ((g[1] >> 16) & 0xFF) / 255.0, ((g[1] >> 8) & 0xFF) / 255.0, (g[1] & 0xFF) / 255.0);
    cairo_set_source(cr, lin);
    cairo_paint(cr);
    cairo_pattern_destroy(lin);
    cairo_restore(cr);

    /* 1 pt border inside the bounds. */
    rounded_rect(cr, x + 0.5, y + 0.5, CARD_W - 1, CARD_H - 1, CORNER - 0.5);
    set_rgb(cr, BORDER_COLOR);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);

    /* Title and body. */
    char title[64], body[256];
    snprintf(title, sizeof title, "Activity %d", index + 1);
    snprintf(body, sizeof body, "Goal %d: 今天的目标已经完成了一半，继续加油！Keep going to close the ring before the evening.", index + 1);
    draw_text(cr, title, "Inter Semi-Bold 17", TITLE_COLOR, x + PADDING, y + PADDING, CARD_W - 3 * PADDING - RING_D, 22, 1);
    draw_text(cr, body, "Inter 14", BODY_COLOR, x + PADDING, y + 58, CARD_W - 2 * PADDING, 40, 2);

    /* Progress ring: track and round-capped arc from 12 o'clock, clockwise. */
    double cx = x + CARD_W - PADDING - RING_D / 2, cy = y + PADDING + RING_D / 2, r = (RING_D - RING_LINE) / 2;
    double progress = ((index * 37) % 100 + 1) / 100.0;
    cairo_set_line_width(cr, RING_LINE);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_new_path(cr);
    cairo_arc(cr, cx, cy, r, -M_PI / 2, 3 * M_PI / 2);
    set_rgb(cr, TRACK_COLOR);
    cairo_stroke(cr);
    cairo_arc(cr, cx, cy, r, -M_PI / 2, -M_PI / 2 + 2 * M_PI * progress);
    set_rgb(cr, ring_colors[index % 6]);
    cairo_stroke(cr);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

/* One frame: a new surface, the whole scene. The caller destroys the surface. */
static cairo_surface_t *render_frame(double scale) {
    int w = (int)ceil(SCREEN_W * scale), h = (int)ceil(SCREEN_H * scale);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < COLUMNS * ROWS; i++) draw_card(cr, i, scale);
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    return surface;
}

/* MARK: - PNG */

typedef struct { unsigned char *data; size_t size, capacity; } buffer_t;

static void write_bytes(png_structp png, png_bytep bytes, png_size_t length) {
    buffer_t *b = png_get_io_ptr(png);
    if (b->size + length > b->capacity) {
        b->capacity = (b->size + length) * 2;
        b->data = realloc(b->data, b->capacity);
    }
    memcpy(b->data + b->size, bytes, length);
    b->size += length;
}

static void flush_bytes(png_structp png) { (void)png; }

/* Encodes the surface as 8-bit RGBA (unpremultiplied). level < 0: libpng's defaults; otherwise that
 * zlib level with no filter. */
static int encode_png(cairo_surface_t *surface, int level, buffer_t *out) {
    int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    const unsigned char *data = cairo_image_surface_get_data(surface);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    unsigned char *row = malloc((size_t)w * 4);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        return -1;
    }
    png_set_write_fn(png, out, write_bytes, flush_bytes);
    if (level >= 0) {
        png_set_compression_level(png, level);
        png_set_filter(png, 0, PNG_FILTER_NONE);
    }
    png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < h; y++) {
        const uint32_t *src = (const uint32_t *)(data + (size_t)y * stride);
        for (int x = 0; x < w; x++) {
            uint32_t p = src[x];
            unsigned a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (a != 0 && a != 255) { r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a; }
            unsigned char *d = row + x * 4;
            d[0] = r; d[1] = g; d[2] = b; d[3] = a;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return 0;
}

/* MARK: - Fonts: the same fonts.conf as ViewLab (Fonts/fonts.conf, found walking up from cwd) */

static void configure_fonts(void) {
    const char *explicit_dir = getenv("VIEWLAB_FONTS");
    char path[4096];
    if (explicit_dir) {
        snprintf(path, sizeof path, "%s/fonts.conf", explicit_dir);
        setenv("FONTCONFIG_FILE", path, 1);
        return;
    }
    char dir[4000];
    if (!getcwd(dir, sizeof dir)) return;
    for (;;) {
        snprintf(path, sizeof path, "%s/Fonts/fonts.conf", dir);
        if (access(path, R_OK) == 0) { setenv("FONTCONFIG_FILE", path, 1); return; }
        char *slash = strrchr(dir, '/');
        if (!slash || slash == dir) return;
        *slash = 0;
    }
}

static void configure_pango(void) {
    PangoFontMap *map = pango_cairo_font_map_get_default();
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 72); /* 1 pt = 1 unit, as UIKit */
}

/* MARK: - Main */

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *samples, int n) {
    qsort(samples, n, sizeof *samples, compare_doubles);
    return n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
}

static void usage(void) {
    fprintf(stderr, "usage: viewlab-floor --render N | --encode N [--level 1|default] | --once OUT.png  [--scale S]\n");
}

int main(int argc, char **argv) {
    int render = 0, encode = 0, level = 1;
    double scale = 3;
    const char *once = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--render") && v) { render = atoi(v); i++; }
        else if (!strcmp(a, "--encode") && v) { encode = atoi(v); i++; }
        else if (!strcmp(a, "--once") && v) { once = v; i++; }
        else if (!strcmp(a, "--scale") && v) { scale = atof(v); i++; }
        else if (!strcmp(a, "--level") && v) { level = strcmp(v, "default") ? atoi(v) : -1; i++; }
        else { usage(); return 2; }
    }
    if (!(scale > 0 && scale <= 8) || (!render && !encode && !once) || render < 0 || encode < 0 || render > 100000 || encode > 100000) {
        usage();
        return 2;
    }
    configure_fonts();
    configure_pango();

    if (once) {
        cairo_surface_t *surface = render_frame(scale);
        buffer_t out = {0};
        int status = encode_png(surface, 1, &out);
        FILE *f = status == 0 ? fopen(once, "wb") : NULL;
        if (!f || fwrite(out.data, 1, out.size, f) != out.size) { fprintf(stderr, "viewlab-floor: cannot write %s\n", once); return 1; }
        fclose(f);
        free(out.data);
        cairo_surface_destroy(surface);
        return 0;
    }

    int n = render ? render : encode;
    double *samples = calloc(n, sizeof *samples);
    size_t bytes = 0;
    cairo_surface_destroy(render_frame(scale)); /* warm-up: fonts loaded, glyph caches filled */
    for (int i = 0; i < n; i++) {
        double start = now_ms();
        cairo_surface_t *surface = render_frame(scale);
        if (encode) {
            buffer_t out = {0};
            encode_png(surface, level, &out);
            bytes = out.size;
            free(out.data);
        }
        cairo_surface_destroy(surface);
        samples[i] = now_ms() - start;
    }
    double min = samples[0];
    for (int i = 1; i < n; i++) if (samples[i] < min) min = samples[i];
    double med = median(samples, n);
    printf("{\"mode\":\"%s\",\"scale\":%g,\"iterations\":%d,\"median_ms\":%.4f,\"min_ms\":%.4f,\"png_bytes\":%zu}\n",
           render ? "render" : "encode", scale, n, med, min, bytes);
    free(samples);
    return 0;
}
