// zlib pieces of one deflate stream (see zlib_shim.h).
#include "zlib_shim.h"
#include <limits.h>
#include <string.h>
#include <zlib.h>

size_t viewlab_zlib_piece_bound(size_t length) {
    // zlib's deflateBound for raw streams (length + length/4096 + length/16384 + length/2^25 + 7)
    // plus 5 bytes per 16 KiB stored block, the sync flush's empty stored block and slack.
    if (length > SIZE_MAX / 2) return 0;
    size_t blocks = length / 16383 + 1;
    return length + (length >> 12) + (length >> 14) + (length >> 25) + blocks * 5 + 64;
}

size_t viewlab_zlib_piece(const uint8_t *dictionary, size_t dictionary_length, const uint8_t *data, size_t length,
                          int level, uint8_t *out, size_t capacity) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, level < 0 ? 0 : level > 9 ? 9 : level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return 0;
    if (dictionary && dictionary_length) {
        if (dictionary_length > 32768) {
            dictionary += dictionary_length - 32768;
            dictionary_length = 32768;
        }
        deflateSetDictionary(&stream, dictionary, (uInt)dictionary_length);
    }
    // zlib counts in uInt: feed the input and the output room in slices of at most 1 GiB.
    const size_t most = (size_t)1 << 30;
    size_t written = 0;
    int ok = 1;
    for (;;) {
        if (stream.avail_in == 0 && length) {
            size_t slice = length > most ? most : length;
            stream.next_in = (Bytef *)data;
            stream.avail_in = (uInt)slice;
            data += slice;
            length -= slice;
        }
        int flush = length == 0 ? Z_SYNC_FLUSH : Z_NO_FLUSH;
        size_t room = capacity - written;
        if (room == 0) { ok = 0; break; }
        stream.next_out = out + written;
        stream.avail_out = (uInt)(room > most ? most : room);
        uInt before = stream.avail_out;
        int status = deflate(&stream, flush);
        written += before - stream.avail_out;
        if (status != Z_OK && status != Z_BUF_ERROR) { ok = 0; break; }
        // A sync flush is complete when deflate leaves output room unused.
        if (flush == Z_SYNC_FLUSH && stream.avail_in == 0 && stream.avail_out != 0) break;
    }
    deflateEnd(&stream);
    return ok ? written : 0;
}

uint32_t viewlab_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}

// MARK: - Mostly-zero streams

/// Bits written least significant first, as deflate packs them (RFC 1951, 3.1.1).
typedef struct {
    uint8_t *out;
    size_t capacity, position;
    uint64_t pending;
    int count;
    int overflow;
} bit_writer;

static void put_bits(bit_writer *w, uint32_t value, int count) {
    w->pending |= (uint64_t)value << w->count;
    w->count += count;
    while (w->count >= 8) {
        if (w->position < w->capacity) w->out[w->position++] = (uint8_t)w->pending;
        else w->overflow = 1;
        w->pending >>= 8;
        w->count -= 8;
    }
}

/// A Huffman code is packed starting with its most significant bit (RFC 1951, 3.1.1).
static void put_code(bit_writer *w, uint32_t code, int length) {
    uint32_t reversed = 0;
    for (int i = 0; i < length; i++) reversed |= ((code >> i) & 1u) << (length - 1 - i);
    put_bits(w, reversed, length);
}

/// A literal/length symbol in the fixed Huffman code (RFC 1951, 3.2.6).
static void put_fixed_symbol(bit_writer *w, int symbol) {
    if (symbol < 144) put_code(w, 0x30 + symbol, 8);
    else if (symbol < 256) put_code(w, 0x190 + symbol - 144, 9);
    else if (symbol < 280) put_code(w, symbol - 256, 7);
    else put_code(w, 0xC0 + symbol - 280, 8);
}

/// A match of `length` (3–258) at distance 1: the length's symbol and extra bits, then distance
/// code 0 (five zero bits, no extra bits) (RFC 1951, 3.2.5).
static void put_match_distance_one(bit_writer *w, int length) {
    static const int base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const int extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    int code = 28;
    while (base[code] > length) code--;
    put_fixed_symbol(w, 257 + code);
    if (extra[code]) put_bits(w, (uint32_t)(length - base[code]), extra[code]);
    put_code(w, 0, 5);
}

/// Pads to a byte boundary with an empty stored block (what a sync flush ends with).
static void put_sync(bit_writer *w) {
    put_bits(w, 0, 3); // BFINAL 0, BTYPE 00
    if (w->count) put_bits(w, 0, 8 - w->count);
    put_bits(w, 0x0000, 16);
    put_bits(w, 0xFFFF, 16);
}

/// `run` zero bytes as one fixed-Huffman block: a literal 0, then matches of the byte before.
static void put_zero_run(bit_writer *w, size_t run, int final) {
    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 1, 2); // BTYPE 01: fixed Huffman codes
    put_fixed_symbol(w, 0);
    run--;
    while (run >= 258) {
        put_match_distance_one(w, 258);
        run -= 258;
    }
    if (run >= 3) put_match_distance_one(w, (int)run);
    else while (run--) put_fixed_symbol(w, 0);
    put_fixed_symbol(w, 256);
    if (final) {
        if (w->count) put_bits(w, 0, 8 - w->count);
    } else {
        put_sync(w);
    }
}

/// The length of the run of zero bytes at `p` (at most `n`), eight bytes at a time.
static size_t zero_run_length(const uint8_t *p, size_t n) {
    size_t k = 0;
    while (k < n && ((uintptr_t)(p + k) & 7)) {
        if (p[k]) return k;
        k++;
    }
    while (k + 8 <= n) {
        uint64_t word;
        memcpy(&word, p + k, 8);
        if (word) break;
        k += 8;
    }
    while (k < n && !p[k]) k++;
    return k;
}

size_t viewlab_zlib_sparse_bound(size_t length, size_t min_run) {
    if (min_run < 258 || length > SIZE_MAX / 4) return 0;
    size_t pieces = 2 * (length / min_run + 1);
    return viewlab_zlib_piece_bound(length) + pieces * 80 + 16;
}

/// A data piece between zero runs: zlib primed with the 32 KiB before it.
static int put_data(bit_writer *w, const uint8_t *data, size_t start, size_t end, int level) {
    size_t primer = start < 32768 ? start : 32768;
    size_t written = viewlab_zlib_piece(data + start - primer, primer, data + start, end - start, level,
                                        w->out + w->position, w->capacity - w->position);
    if (!written) return 0;
    w->position += written;
    return 1;
}

size_t viewlab_zlib_sparse(const uint8_t *data, size_t length, int level, size_t min_run, uint8_t *out, size_t capacity) {
    if (min_run < 258 || capacity < viewlab_zlib_sparse_bound(length, min_run)) return 0;
    bit_writer w = {out, capacity, 0, 0, 0, 0};
    // zlib header: deflate, 32 KiB window; FLG's level bits for the fastest levels, check bits.
    put_bits(&w, 0x78, 8);
    put_bits(&w, 0x01, 8);
    uLong checksum = adler32(0L, Z_NULL, 0);
    size_t i = 0, data_start = 0;
    int ended = 0;
    while (i < length) {
        if (data[i]) {
            i++;
            continue;
        }
        size_t run = zero_run_length(data + i, length - i);
        if (run < min_run) {
            i += run;
            continue;
        }
        if (i > data_start) {
            if (!put_data(&w, data, data_start, i, level)) return 0;
            checksum = adler32_z(checksum, data + data_start, i - data_start);
        }
        int final = i + run == length;
        put_zero_run(&w, run, final);
        ended = final;
        // The Adler-32 of `run` zeros: A stays 1, B grows by `run`.
        checksum = adler32_combine(checksum, ((uLong)(run % 65521) << 16) | 1, (z_off_t)run);
        i += run;
        data_start = i;
    }
    if (!ended) {
        if (length > data_start) {
            if (!put_data(&w, data, data_start, length, level)) return 0;
            checksum = adler32_z(checksum, data + data_start, length - data_start);
        }
        // An empty final block (fixed codes, end of block only).
        put_bits(&w, 1, 1);
        put_bits(&w, 1, 2);
        put_fixed_symbol(&w, 256);
        if (w.count) put_bits(&w, 0, 8 - w.count);
    }
    for (int shift = 24; shift >= 0; shift -= 8) put_bits(&w, (uint32_t)(checksum >> shift) & 0xFF, 8);
    return w.overflow ? 0 : w.position;
}
