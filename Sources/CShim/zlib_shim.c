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
