/* snprintf-style text writing with a running content hash. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "util/text.h"

void hu_sink_init(hu_text_sink *sink, char *buffer, size_t size)
{
    sink->buffer = buffer;
    sink->size = buffer ? size : 0;
    sink->length = 0;
    sink->hash = HU_FNV_OFFSET;
    sink->line_prefix = NULL;
    sink->mid_line = 0;
}

/* Counts and hashes c without storing it. */
static void count_char(hu_text_sink *sink, char c)
{
    sink->length++;
    sink->hash = (sink->hash ^ (unsigned char)c) * 0x100000001b3ull;
}

static void put_char(hu_text_sink *sink, char c)
{
    if (sink->length + 1 < sink->size)
        sink->buffer[sink->length] = c;
    count_char(sink, c);
}

void hu_sink_put(hu_text_sink *sink, const char *s)
{
    for (; *s; s++) {
        if (!sink->mid_line && sink->line_prefix)
            for (const char *p = sink->line_prefix; *p; p++)
                put_char(sink, *p);
        put_char(sink, *s);
        sink->mid_line = *s != '\n';
    }
}

/* Puts raw[0, n) as hu_sink_put() does. raw may be the sink's own free room
 * (raw == buffer + length): the line prefixes only move the text later, so
 * a forward pass counts and hashes it and a backward pass stores what fits,
 * never writing over a byte not yet read. */
static void put_span(hu_text_sink *sink, const char *raw, size_t n)
{
    const char *prefix = sink->line_prefix;
    size_t prefix_length = prefix ? strlen(prefix) : 0;
    int mid_line = sink->mid_line;
    for (size_t i = 0; i < n; i++) {
        if (!sink->mid_line)
            for (size_t k = 0; k < prefix_length; k++)
                count_char(sink, prefix[k]);
        count_char(sink, raw[i]);
        sink->mid_line = raw[i] != '\n';
    }
    size_t at = sink->length;
    for (size_t i = n; i-- > 0;) {
        char c = raw[i];
        int line_start = i > 0 ? raw[i - 1] == '\n' : !mid_line;
        if (--at + 1 < sink->size)
            sink->buffer[at] = c;
        for (size_t k = line_start ? prefix_length : 0; k-- > 0;)
            if (--at + 1 < sink->size)
                sink->buffer[at] = prefix[k];
    }
}

void hu_sink_vprintf(hu_text_sink *sink, const char *format, va_list ap)
{
    /* into the sink's free room when that is larger than the stack buffer:
     * whatever the text's length, what the sink stores of it is whole */
    char text[512];
    size_t room = sink->length < sink->size ? sink->size - sink->length : 0;
    char *raw = room > sizeof text ? sink->buffer + sink->length : text;
    size_t cap = room > sizeof text ? room : sizeof text;
    int n = vsnprintf(raw, cap, format, ap);
    if (n < 0)
        return; /* an encoding error: nothing to write */
    size_t known = (size_t)n < cap ? (size_t)n : cap - 1;
    put_span(sink, raw, known);
    /* past both (stored by neither): counted, not hashed nor line-prefixed */
    sink->length += (size_t)n - known;
}

void hu_sink_printf(hu_text_sink *sink, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    hu_sink_vprintf(sink, format, ap);
    va_end(ap);
}

size_t hu_sink_finish(hu_text_sink *sink)
{
    if (sink->size > 0)
        sink->buffer[sink->length < sink->size ? sink->length : sink->size - 1] = '\0';
    return sink->length;
}
