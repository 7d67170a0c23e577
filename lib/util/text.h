/* Writing text of unknown length snprintf-style: everything is counted,
 * what fits is stored, and an FNV-1a hash of it all is kept. */
#ifndef HUNTERS_UTIL_TEXT_H
#define HUNTERS_UTIL_TEXT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "util/attributes.h"

#define HU_FNV_OFFSET 0xcbf29ce484222325ull

typedef struct hu_text_sink {
    char *buffer;
    size_t size;
    size_t length;
    uint64_t hash;
    const char *line_prefix;  /* written before every line, or NULL */
    int mid_line;
} hu_text_sink;

/* A sink writing into buffer[size] (buffer may be NULL when size is 0). */
void hu_sink_init(hu_text_sink *sink, char *buffer, size_t size);
void hu_sink_put(hu_text_sink *sink, const char *text);
/* Any length: the sink stores its text as far as it fits. Only text past
 * both 511 bytes and the sink's free room (so never stored) is counted
 * without being hashed or line-prefixed; no hashing sink prints such. */
HU_PRINTF(2, 3) void hu_sink_printf(hu_text_sink *sink, const char *format, ...);
HU_PRINTF(2, 0) void hu_sink_vprintf(hu_text_sink *sink, const char *format, va_list ap);
/* Terminates the stored text; returns the full length. */
size_t hu_sink_finish(hu_text_sink *sink);

#endif
