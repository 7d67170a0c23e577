/* The SVG document around a picture, escaped text, options, and the
 * snprintf-style ending of every picture call. */
#include "render/render.h"

void hunters_svg_options_init(hunters_svg_options *options)
{
    if (!options)
        return;
    *options = (hunters_svg_options){0};
    options->version = HUNTERS_SVG_OPTIONS_VERSION;
    options->flags = HUNTERS_SVG_COORDINATES | HUNTERS_SVG_SCORES | HUNTERS_SVG_LEGEND;
    options->scale = 100;
    options->columns = 8;
}

int hu_svg_options_read(const hunters_svg_options *options, hunters_svg_options *out)
{
    if (!options) {
        hunters_svg_options_init(out);
        return HUNTERS_OK;
    }
    if (options->version != HUNTERS_SVG_OPTIONS_VERSION || options->scale < 10 || options->scale > 1000 ||
        options->columns < 1 || options->columns > 64 ||
        (options->flags & ~(uint32_t)(HUNTERS_SVG_COORDINATES | HUNTERS_SVG_LEGAL | HUNTERS_SVG_SCORES |
                                      HUNTERS_SVG_LEGEND)))
        return HUNTERS_EINVAL;
    /* refused now, so that a later version may give them a meaning */
    for (size_t i = 0; i < sizeof options->reserved / sizeof options->reserved[0]; i++)
        if (options->reserved[i] != 0)
            return HUNTERS_EINVAL;
    *out = *options;
    return HUNTERS_OK;
}

void hu_svg_escaped(hu_text_sink *s, const char *text)
{
    char one[2] = {0, 0};
    for (; *text; text++) {
        switch (*text) {
        case '&': hu_sink_put(s, "&amp;"); break;
        case '<': hu_sink_put(s, "&lt;"); break;
        case '>': hu_sink_put(s, "&gt;"); break;
        case '"': hu_sink_put(s, "&quot;"); break;
        case '\'': hu_sink_put(s, "&apos;"); break;
        default:
            /* control characters are not allowed in XML 1.0 text */
            one[0] = (unsigned char)*text < 0x20 ? '?' : *text;
            hu_sink_put(s, one);
        }
    }
}

void hu_svg_open(hu_text_sink *s, int width, int height, int scale, const char *title)
{
    hu_sink_put(s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    /* width and height in whole pixels: scale is pixels per 100 units */
    hu_sink_printf(s,
                   "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
                   "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n",
                   (int)((long)width * scale / 100), (int)((long)height * scale / 100), width, height);
    hu_sink_put(s, "<title>");
    hu_svg_escaped(s, title);
    hu_sink_put(s, "</title>\n");
    hu_sink_printf(s, "<rect class=\"paper\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n",
                   width, height);
}

void hu_svg_close(hu_text_sink *s)
{
    hu_sink_put(s, "</svg>\n");
}

void hu_svg_text(hu_text_sink *s, int x, int y, int size, const char *anchor, const char *weight,
                 const char *text)
{
    hu_sink_printf(s, "<text x=\"%d\" y=\"%d\" font-size=\"%d\"", x, y, size);
    if (anchor)
        hu_sink_printf(s, " text-anchor=\"%s\"", anchor);
    if (weight)
        hu_sink_printf(s, " font-weight=\"%s\"", weight);
    hu_sink_put(s, ">");
    hu_svg_escaped(s, text);
    hu_sink_put(s, "</text>\n");
}

int hu_svg_finish(hu_text_sink *s, size_t size, size_t *length)
{
    size_t n = hu_sink_finish(s);
    if (length)
        *length = n;
    return n < size ? HUNTERS_OK : HUNTERS_EBUFS;
}
