/* snprintf-style text writing with a running content hash. */
#include <stdarg.h>
#include <stdio.h>

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

static void put_char(hu_text_sink *sink, char c)
{
    if (sink->length + 1 < sink->size)
        sink->buffer[sink->length] = c;
    sink->length++;
    sink->hash = (sink->hash ^ (unsigned char)c) * 0x100000001b3ull;
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

void hu_sink_vprintf(hu_text_sink *sink, const char *format, va_list ap)
{
    char text[512];
    vsnprintf(text, sizeof text, format, ap);
    hu_sink_put(sink, text);
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
