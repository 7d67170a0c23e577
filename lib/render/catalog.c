/* Pictures of a tile set: one tile type at a rotation, and the catalogue
 * sheet of every type with its name and copies, land and bonus apart, to
 * hold beside the physical tiles when checking a transcription. */
#include <stdio.h>
#include <string.h>

#include "render/render.h"

int hunters_svg_tile(const hunters_tileset *tileset, int type, int rotation, const hunters_svg_options *options,
                     char *buffer, size_t size, size_t *length)
{
    hunters_svg_options o;
    if (length)
        *length = 0;
    if (!tileset || (!buffer && size) || rotation < 0 || rotation > 3 || hu_svg_options_read(options, &o))
        return HUNTERS_EINVAL;
    if (type < 0 || type >= hunters_tileset_type_count(tileset))
        return HUNTERS_ERANGE;
    hu_text_sink s;
    hu_sink_init(&s, buffer, size);
    char title[64];
    snprintf(title, sizeof title, "%s r%d", hunters_tileset_type_name(tileset, type), rotation);
    hu_svg_open(&s, HU_TILE, HU_TILE, o.scale, title);
    hu_sink_put(&s, "<g class=\"tile\" data-type=\"");
    hu_svg_escaped(&s, hunters_tileset_type_name(tileset, type));
    hu_sink_printf(&s, "\" data-rotation=\"%d\">\n", rotation);
    hu_draw_tile(&s, tileset, type, rotation, 0, 0, NULL);
    hu_sink_put(&s, "</g>\n");
    hu_svg_close(&s);
    return hu_svg_finish(&s, size, length);
}

#define MARGIN 20
#define CELL_W 120     /* a tile and the gap beside it */
#define CELL_H 140     /* a tile and its caption */
#define HEADING 34
#define LEGEND_W 240
#define SECTION_MIN_W 320 /* room for a section's heading beside a narrow set */
#define TITLE_SIZE 20     /* the title line's font size */

/* A generous width for a line of bold text: 0.6 em a byte (a character of
 * more than one byte in UTF-8 only widens it), so a title never runs off
 * the sheet whatever the font. */
static int text_width(const char *text, int font_size)
{
    return (int)(strlen(text) * (size_t)font_size * 3 / 5);
}

static int group_of(const hunters_tileset *ts, int type)
{
    return hunters_tileset_type_flags(ts, type) & HUNTERS_TILE_BONUS ? HUNTERS_TILES_BONUS : HUNTERS_TILES_LAND;
}

static int types_in(const hunters_tileset *ts, int group)
{
    int n = 0, types = hunters_tileset_type_count(ts);
    for (int t = 0; t < types; t++)
        n += group_of(ts, t) == group;
    return n;
}

/* One section: its heading, then its tiles in rows; returns the height. */
static int draw_section(hu_text_sink *s, const hunters_tileset *ts, int group, int columns, int y)
{
    int types = hunters_tileset_type_count(ts), n = types_in(ts, group);
    if (n == 0)
        return 0;
    char heading[96];
    long tiles = hunters_tileset_total(ts, HUNTERS_TOTAL_TILES, group);
    snprintf(heading, sizeof heading, "%s tiles: %d type%s, %ld tile%s",
             group == HUNTERS_TILES_BONUS ? "Bonus" : "Land", n, n == 1 ? "" : "s", tiles, tiles == 1 ? "" : "s");
    hu_svg_text(s, MARGIN, y + 22, 16, NULL, "bold", heading);
    int i = 0;
    for (int t = 0; t < types; t++) {
        if (group_of(ts, t) != group)
            continue;
        int x = MARGIN + (i % columns) * CELL_W, top = y + HEADING + (i / columns) * CELL_H;
        const char *name = hunters_tileset_type_name(ts, t);
        int copies = hunters_tileset_type_copies(ts, t);
        hu_sink_put(s, "<g class=\"tile\" data-type=\"");
        hu_svg_escaped(s, name);
        hu_sink_printf(s, "\" data-rotation=\"0\" data-copies=\"%d\">\n", copies);
        hu_draw_tile(s, ts, t, 0, x, top, NULL);
        hu_svg_text(s, x + HU_TILE / 2, top + HU_TILE + 15, 13, "middle", "bold", name);
        char caption[48];
        snprintf(caption, sizeof caption, "%d %s%s", copies, copies == 1 ? "copy" : "copies",
                 hunters_tileset_type_flags(ts, t) & HUNTERS_TILE_START ? ", start" : "");
        hu_svg_text(s, x + HU_TILE / 2, top + HU_TILE + 30, 11, "middle", NULL, caption);
        hu_sink_put(s, "</g>\n");
        i++;
    }
    return HEADING + (n + columns - 1) / columns * CELL_H + 10;
}

int hunters_svg_catalog(const hunters_tileset *tileset, const hunters_svg_options *options, char *buffer,
                        size_t size, size_t *length)
{
    hunters_svg_options o;
    if (length)
        *length = 0;
    if (!tileset || (!buffer && size) || hu_svg_options_read(options, &o))
        return HUNTERS_EINVAL;
    int types = hunters_tileset_type_count(tileset);
    int columns = o.columns < types ? o.columns : (types > 0 ? types : 1);
    int legend = o.flags & HUNTERS_SVG_LEGEND;
    int rows_land = (types_in(tileset, HUNTERS_TILES_LAND) + columns - 1) / columns;
    int rows_bonus = (types_in(tileset, HUNTERS_TILES_BONUS) + columns - 1) / columns;
    int height = MARGIN + 40 + (HEADING + 10) * 2 + (rows_land + rows_bonus) * CELL_H + MARGIN;
    if (legend && height < 640)
        height = 640;
    /* a set of one or two types still leaves its headings room before the
     * legend, and the sheet is as wide as its title line */
    int tiles_w = columns * CELL_W < SECTION_MIN_W ? SECTION_MIN_W : columns * CELL_W;

    const char *name = hunters_tileset_name(tileset);
    char title[96];
    snprintf(title, sizeof title, "Tile set %s", *name ? name : "(unnamed)");
    char line[160];
    long tiles = hunters_tileset_total(tileset, HUNTERS_TOTAL_TILES, HUNTERS_TILES_ALL);
    snprintf(line, sizeof line, "%s: %ld tile%s of %d type%s, content hash %016llx", title, tiles,
             tiles == 1 ? "" : "s", types, types == 1 ? "" : "s", (unsigned long long)hunters_tileset_hash(tileset));
    int width = MARGIN + tiles_w + (legend ? LEGEND_W : 0) + MARGIN, title_w = text_width(line, TITLE_SIZE);
    if (width < MARGIN + title_w + MARGIN)
        width = MARGIN + title_w + MARGIN;

    hu_text_sink s;
    hu_sink_init(&s, buffer, size);
    hu_svg_open(&s, width, height, o.scale, title);
    hu_sink_printf(&s, "<g class=\"catalog\" data-types=\"%d\">\n", types);
    hu_svg_text(&s, MARGIN, MARGIN + 18, TITLE_SIZE, NULL, "bold", line);
    int y = MARGIN + 40;
    y += draw_section(&s, tileset, HUNTERS_TILES_LAND, columns, y);
    draw_section(&s, tileset, HUNTERS_TILES_BONUS, columns, y);
    hu_sink_put(&s, "</g>\n");
    if (legend)
        hu_draw_legend(&s, MARGIN + tiles_w + 20, MARGIN + 60, 0);
    hu_svg_close(&s);
    return hu_svg_finish(&s, size, length);
}
