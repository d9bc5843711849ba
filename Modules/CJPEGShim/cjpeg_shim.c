#include "cjpeg_shim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/* The error manager: libjpeg's own plus the way back to our caller. */
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    int status;
    char *message;
    size_t message_size;
} shim_error;

static int status_for(int code) {
    switch (code) {
    case JERR_NO_SOI: return CJPEG_NOT_JPEG;
    case JERR_INPUT_EMPTY: return CJPEG_TRUNCATED;
    case JERR_OUT_OF_MEMORY: return CJPEG_NO_MEMORY;
    /* Past max_memory_to_use: libjpeg would need a temporary file. */
    case JERR_NO_BACKING_STORE: return CJPEG_TOO_LARGE;
    default: return CJPEG_CORRUPT;
    }
}

static void keep_message(j_common_ptr info, shim_error *error) {
    if (error->message && error->message_size > 0) {
        char text[JMSG_LENGTH_MAX];
        error->base.format_message(info, text);
        snprintf(error->message, error->message_size, "%s", text);
    }
}

static void shim_error_exit(j_common_ptr info) {
    shim_error *error = (shim_error *)info->err;
    error->status = status_for(error->base.msg_code);
    keep_message(info, error);
    longjmp(error->escape, 1);
}

/* libjpeg only warns when the data ends early and pads the rest with grey;
   a half-grey photo is not what the caller asked for, so that warning fails.
   Other warnings (extra bytes between markers) leave a usable image. Nothing
   is ever printed to stderr. */
static void shim_emit_message(j_common_ptr info, int level) {
    shim_error *error = (shim_error *)info->err;
    if (level < 0 && error->base.msg_code == JWRN_JPEG_EOF) {
        error->status = CJPEG_TRUNCATED;
        keep_message(info, error);
        longjmp(error->escape, 1);
    }
}

static void install_errors(shim_error *error, char *message, size_t message_size) {
    jpeg_std_error(&error->base);
    error->base.error_exit = shim_error_exit;
    error->base.emit_message = shim_emit_message;
    error->status = CJPEG_OK;
    error->message = message;
    error->message_size = message_size;
    if (message && message_size > 0) message[0] = 0;
}

/* Called by libjpeg while it reads the file (once per iMCU row of input):
   the only hook between scans, so the scan limit is checked here and broken
   through the error path (longjmp), as libjpeg-turbo's djpeg -maxscans does. */
static void shim_progress(j_common_ptr info) {
    if (!info->is_decompressor) return;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > CJPEG_MAX_SCANS) {
        shim_error *error = (shim_error *)info->err;
        error->status = CJPEG_TOO_MANY_SCANS;
        snprintf(error->message, error->message_size, "more than %d scans", CJPEG_MAX_SCANS);
        longjmp(error->escape, 1);
    }
}

/* The smallest scale_num (over 8) whose output still covers the image fitted
   into the box (aspect kept), so the resample after it only ever shrinks. */
static unsigned int scale_for(unsigned int width, unsigned int height, int box_width, int box_height) {
    if (box_width <= 0 || box_height <= 0 || width == 0 || height == 0) return 8;
    double by_width = (double)box_width / width, by_height = (double)box_height / height;
    double needed = by_width < by_height ? by_width : by_height;
    for (unsigned int num = 1; num < 8; num++) {
        if (num / 8.0 >= needed) return num;
    }
    return 8;
}

static int decode_into(j_decompress_ptr info, const unsigned char *data, size_t size,
                       int box_width, int box_height, long max_pixels, cjpeg_image *out) {
    info->mem->max_memory_to_use = CJPEG_MAX_MEMORY;
    jpeg_mem_src(info, data, (unsigned long)size);
    jpeg_read_header(info, TRUE);
    out->source_width = (int)info->image_width;
    out->source_height = (int)info->image_height;
    if (max_pixels > 0 && (long)info->image_width * (long)info->image_height > max_pixels) {
        snprintf(out->message, sizeof out->message, "%ux%u pixels", info->image_width, info->image_height);
        return CJPEG_TOO_LARGE;
    }
    info->scale_num = scale_for(info->image_width, info->image_height, box_width, box_height);
    info->scale_denom = 8;
    info->out_color_space = JCS_RGB;
    jpeg_start_decompress(info);
    size_t stride = (size_t)info->output_width * 3;
    out->pixels = malloc(stride * info->output_height);
    if (!out->pixels) return CJPEG_NO_MEMORY;
    out->width = (int)info->output_width;
    out->height = (int)info->output_height;
    while (info->output_scanline < info->output_height) {
        JSAMPROW row = out->pixels + stride * info->output_scanline;
        jpeg_read_scanlines(info, &row, 1);
    }
    jpeg_finish_decompress(info);
    return CJPEG_OK;
}

int cjpeg_decode_rgb(const unsigned char *data, size_t size, int box_width, int box_height,
                     long max_pixels, cjpeg_image *out) {
    memset(out, 0, sizeof *out);
    if (size == 0) return CJPEG_TRUNCATED;
    struct jpeg_decompress_struct info;
    shim_error error;
    install_errors(&error, out->message, sizeof out->message);
    info.err = &error.base;
    jpeg_create_decompress(&info);
    /* One a call (libjpeg writes its counters into it), never shared between threads. */
    struct jpeg_progress_mgr progress;
    memset(&progress, 0, sizeof progress);
    progress.progress_monitor = shim_progress;
    info.progress = &progress;
    /* volatile: read after longjmp */
    volatile int status = CJPEG_OK;
    if (setjmp(error.escape)) {
        status = error.status;
    } else {
        status = decode_into(&info, data, size, box_width, box_height, max_pixels, out);
    }
    jpeg_destroy_decompress(&info);
    if (status != CJPEG_OK) {
        free(out->pixels);
        out->pixels = NULL;
        out->width = 0;
        out->height = 0;
    }
    return status;
}

void cjpeg_free_image(cjpeg_image *image) {
    free(image->pixels);
    image->pixels = NULL;
}

static void encode_from(j_compress_ptr info, const unsigned char *pixels, int width, int height, int quality,
                        unsigned char **out, unsigned long *out_size) {
    jpeg_mem_dest(info, out, out_size);
    info->image_width = (JDIMENSION)width;
    info->image_height = (JDIMENSION)height;
    info->input_components = 3;
    info->in_color_space = JCS_RGB;
    jpeg_set_defaults(info);
    jpeg_set_quality(info, quality, TRUE);
    jpeg_start_compress(info, TRUE);
    size_t stride = (size_t)width * 3;
    while (info->next_scanline < info->image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + stride * info->next_scanline);
        jpeg_write_scanlines(info, &row, 1);
    }
    jpeg_finish_compress(info);
}

int cjpeg_encode_rgb(const unsigned char *pixels, int width, int height, int quality,
                     unsigned char **out, unsigned long *out_size, char *message, size_t message_size) {
    *out = NULL;
    *out_size = 0;
    struct jpeg_compress_struct info;
    shim_error error;
    install_errors(&error, message, message_size);
    info.err = &error.base;
    jpeg_create_compress(&info);
    volatile int status = CJPEG_OK;
    if (setjmp(error.escape)) {
        status = error.status;
    } else {
        encode_from(&info, pixels, width, height, quality, out, out_size);
    }
    jpeg_destroy_compress(&info);
    if (status != CJPEG_OK) {
        free(*out);
        *out = NULL;
        *out_size = 0;
    }
    return status;
}

void cjpeg_free_bytes(unsigned char *bytes) { free(bytes); }
