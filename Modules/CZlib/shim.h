#include <zlib.h>

/* inflateInit2 and deflateInit2 are macros (they pass zlib's version and the
   stream's size), which Swift cannot call: one wrapper each. A negative
   windowBits means a raw stream, without zlib's header: what ZIP stores. */

static inline int czlib_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -15);
}

static inline int czlib_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
