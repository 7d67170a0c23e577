/* Drawing the game as SVG: shared pieces of the render module. Everything
 * is written into a hu_text_sink in whole units (a tile is 100 x 100), so
 * the text is the same on every platform and in every locale. Only the
 * public query API is used to read tile sets and games. */
#ifndef HUNTERS_RENDER_H
#define HUNTERS_RENDER_H

#include "hunters.h"
#include "util/text.h"

#define HU_TILE 100   /* a tile's side, in SVG units */

/* A point in SVG units. */
typedef struct hu_point {
    int x, y;
} hu_point;

/* A piece to draw on a tile: owner -1 for none. */
typedef struct hu_piece_mark {
    int owner, piece, area;
} hu_piece_mark;

/* svg.c: the document and text */
void hu_svg_open(hu_text_sink *s, int width, int height, int scale, const char *title);
void hu_svg_close(hu_text_sink *s);
void hu_svg_text(hu_text_sink *s, int x, int y, int size, const char *anchor, const char *weight,
                 const char *text);
void hu_svg_escaped(hu_text_sink *s, const char *text);
/* Checks options (NULL means the defaults) and copies them into out. */
int hu_svg_options_read(const hunters_svg_options *options, hunters_svg_options *out);
/* The end of a call: stores the length and maps a cut text to HUNTERS_EBUFS. */
int hu_svg_finish(hu_text_sink *s, size_t size, size_t *length);

/* tile.c: one tile with its areas, items and piece, at (ox, oy) */
void hu_draw_tile(hu_text_sink *s, const hunters_tileset *ts, int type, int rotation, int ox, int oy,
                  const hu_piece_mark *piece);

/* glyphs.c: items, pieces, the palette and the legend */
void hu_draw_item(hu_text_sink *s, int item, int count, int x, int y);
int hu_item_width(int count);
void hu_draw_piece(hu_text_sink *s, int owner, int piece, int lying, int x, int y);
int hu_piece_width(int lying);
const char *hu_player_colour(int player);
const char *hu_player_ink(int player);   /* text colour readable on the player colour */
const char *hu_item_name(int item);
/* The legend, its top left corner at (x, y), with the board marks when
 * for_board; returns its height. */
int hu_draw_legend(hu_text_sink *s, int x, int y, int for_board);

#endif
