#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H

#include <stddef.h>

/* Why a C shim: libjpeg reports errors through error_exit, which must not
   return. The only safe way out is longjmp, which Swift cannot do, so every
   call into libjpeg that can fail goes through these functions. */

enum {
    CJPEG_OK = 0,
    CJPEG_NOT_JPEG = 1,   /* no JPEG start-of-image marker */
    CJPEG_TRUNCATED = 2,  /* the data ends before the image does */
    CJPEG_CORRUPT = 3,    /* any other decoder error */
    CJPEG_TOO_LARGE = 4,  /* dimensions over the caller's limit */
    CJPEG_NO_MEMORY = 5,
    CJPEG_TOO_MANY_SCANS = 6  /* a progressive file with more scans than the limit */
};

/* A progressive JPEG may hold any number of scans, each a full pass over the
   coefficients: a few kilobytes of tiny scans keep the decoder busy for
   minutes. Real encoders write about ten; past this many the file is refused. */
#define CJPEG_MAX_SCANS 100

/* libjpeg's own working memory (a progressive file's coefficient buffer)
   at most; past it the decoder fails instead of allocating. */
#define CJPEG_MAX_MEMORY (512L * 1024 * 1024)

/* A decoded image: 3 bytes (R, G, B) a pixel, rows top to bottom. */
typedef struct {
    unsigned char *pixels;
    int width;
    int height;
    int source_width;   /* the size stored in the file, before DCT scaling */
    int source_height;
    char message[200];  /* libjpeg's text for the failure, empty when none */
} cjpeg_image;

/* Decodes `data` to RGB. When box_width and box_height are positive, the
   decoder's DCT scaling (scale_num/8) picks the smallest output that still
   covers the image fitted into that box, so a big photo is never decoded at
   full size to be shrunk to a few hundred pixels. */
int cjpeg_decode_rgb(const unsigned char *data, size_t size, int box_width, int box_height,
                     long max_pixels, cjpeg_image *out);

void cjpeg_free_image(cjpeg_image *image);

/* Encodes RGB pixels (3 bytes a pixel) as a baseline JPEG; *out is malloc'ed,
   free it with cjpeg_free_bytes. */
int cjpeg_encode_rgb(const unsigned char *pixels, int width, int height, int quality,
                     unsigned char **out, unsigned long *out_size, char *message, size_t message_size);

void cjpeg_free_bytes(unsigned char *bytes);

#endif
