/* Symbols: the items areas hold, the players' pieces and their colours,
 * and the legend that names them. Each symbol has its own shape, and most a
 * letter, so nothing depends on telling hues apart. */
#include "render/render.h"
#include "tiles/tileset.h"

/* Okabe & Ito's palette, safe for the common colour-vision deficiencies;
 * the player's number is written on every piece as well (counted from 1,
 * as people count: the pieces of player index 0 wear a 1). */
static const char *const player_colours[HUNTERS_MAX_PLAYERS] = {
    "#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#000000"};
static const char *const player_inks[HUNTERS_MAX_PLAYERS] = {
    "#000000", "#000000", "#ffffff", "#000000", "#ffffff", "#ffffff", "#000000", "#ffffff"};

const char *hu_player_colour(int player)
{
    return player_colours[(unsigned)player % HUNTERS_MAX_PLAYERS];
}

const char *hu_player_ink(int player)
{
    return player_inks[(unsigned)player % HUNTERS_MAX_PLAYERS];
}

static const char *const item_names[] = {"fish", "gold nugget", "mushroom patch", "deer", "mammoth",
                                         "sabre-toothed tiger", "aurochs", "fire", "dolmen", "volcano"};

const char *hu_item_name(int item)
{
    return item >= 0 && item <= HUNTERS_ITEM_VOLCANO ? item_names[item] : "item";
}

int hu_item_width(int count)
{
    return count > 1 ? 28 : 16;
}

/* A letter on a symbol, centred at (x, y). */
static void letter(hu_text_sink *s, int x, int y, const char *fill, const char *text)
{
    hu_sink_printf(s,
                   "<text x=\"%d\" y=\"%d\" font-size=\"9\" font-weight=\"bold\" text-anchor=\"middle\" "
                   "fill=\"%s\">%s</text>",
                   x, y + 3, fill, text);
}

/* The symbol of an item, centred at (x, y), about 16 units wide. */
static void item_symbol(hu_text_sink *s, int item, int x, int y)
{
    switch (item) {
    case HUNTERS_ITEM_FISH:
        hu_sink_printf(s,
                       "<path d=\"M %d %d Q %d %d %d %d L %d %d L %d %d L %d %d Q %d %d %d %d Z\" fill=\"#ffffff\" "
                       "stroke=\"#0b3556\" stroke-width=\"1.5\"/>",
                       x - 7, y, x - 1, y - 7, x + 3, y - 1, x + 7, y - 4, x + 7, y + 4, x + 3, y + 1, x - 1,
                       y + 7, x - 7, y);
        hu_sink_printf(s, "<circle cx=\"%d\" cy=\"%d\" r=\"1\" fill=\"#0b3556\"/>", x - 4, y - 1);
        break;
    case HUNTERS_ITEM_NUGGET:
        hu_sink_printf(s,
                       "<path d=\"M %d %d L %d %d L %d %d L %d %d Z\" fill=\"#f2c14e\" stroke=\"#5c4300\" "
                       "stroke-width=\"1.5\"/>",
                       x, y - 7, x + 7, y, x, y + 7, x - 7, y);
        letter(s, x, y, "#3d2c00", "G");
        break;
    case HUNTERS_ITEM_MUSHROOM:
        hu_sink_printf(s,
                       "<rect x=\"%d\" y=\"%d\" width=\"4\" height=\"7\" fill=\"#f5e6c8\" stroke=\"#3b2a1a\"/>",
                       x - 2, y);
        hu_sink_printf(s,
                       "<path d=\"M %d %d A 7 6 0 0 1 %d %d Z\" fill=\"#c0392b\" stroke=\"#3b0d08\"/>",
                       x - 7, y + 1, x + 7, y + 1);
        hu_sink_printf(s, "<circle cx=\"%d\" cy=\"%d\" r=\"1.5\" fill=\"#ffffff\"/>", x - 2, y - 2);
        hu_sink_printf(s, "<circle cx=\"%d\" cy=\"%d\" r=\"1.5\" fill=\"#ffffff\"/>", x + 3, y - 1);
        break;
    case HUNTERS_ITEM_DEER:
        hu_sink_printf(s,
                       "<path d=\"M %d %d L %d %d L %d %d M %d %d L %d %d L %d %d\" fill=\"none\" "
                       "stroke=\"#5a2d0c\" stroke-width=\"1.5\"/>",
                       x - 3, y - 5, x - 5, y - 9, x - 8, y - 9, x + 3, y - 5, x + 5, y - 9, x + 8, y - 9);
        hu_sink_printf(s, "<circle cx=\"%d\" cy=\"%d\" r=\"6\" fill=\"#b5651d\" stroke=\"#3b1d05\"/>", x, y);
        letter(s, x, y, "#ffffff", "D");
        break;
    case HUNTERS_ITEM_MAMMOTH:
        hu_sink_printf(s,
                       "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"11\" rx=\"4\" fill=\"#5b5b5b\" "
                       "stroke=\"#1a1a1a\"/>",
                       x - 8, y - 6);
        hu_sink_printf(s,
                       "<path d=\"M %d %d Q %d %d %d %d\" fill=\"none\" stroke=\"#f4f1e1\" stroke-width=\"1.5\"/>",
                       x - 7, y + 3, x - 10, y + 7, x - 6, y + 8);
        letter(s, x + 1, y - 1, "#ffffff", "M");
        break;
    case HUNTERS_ITEM_TIGER:
        hu_sink_printf(s,
                       "<path d=\"M %d %d L %d %d L %d %d Z\" fill=\"#f39c12\" stroke=\"#000000\"/>",
                       x, y - 8, x + 8, y + 6, x - 8, y + 6);
        letter(s, x, y + 2, "#000000", "T");
        break;
    case HUNTERS_ITEM_AUROCHS:
        hu_sink_printf(s,
                       "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"#4e342e\" stroke=\"#000000\"/>",
                       x - 6, y - 6);
        hu_sink_printf(s,
                       "<path d=\"M %d %d Q %d %d %d %d M %d %d Q %d %d %d %d\" fill=\"none\" "
                       "stroke=\"#4e342e\" stroke-width=\"1.5\"/>",
                       x - 6, y - 5, x - 9, y - 6, x - 8, y - 9, x + 6, y - 5, x + 9, y - 6, x + 8, y - 9);
        letter(s, x, y, "#ffffff", "A");
        break;
    case HUNTERS_ITEM_FIRE:
        hu_sink_printf(s,
                       "<path d=\"M %d %d Q %d %d %d %d Q %d %d %d %d Q %d %d %d %d Z\" fill=\"#e8590c\" "
                       "stroke=\"#6b1f00\"/>",
                       x, y + 8, x - 9, y + 3, x - 1, y - 9, x + 1, y - 2, x + 4, y - 4, x + 9, y + 3, x, y + 8);
        hu_sink_printf(s, "<circle cx=\"%d\" cy=\"%d\" r=\"2.5\" fill=\"#ffd43b\"/>", x, y + 4);
        break;
    case HUNTERS_ITEM_DOLMEN:
        hu_sink_printf(s,
                       "<path d=\"M %d %d h 4 v 9 h -4 Z M %d %d h 4 v 9 h -4 Z M %d %d h 18 v 4 h -18 Z\" "
                       "fill=\"#9e9e9e\" stroke=\"#212121\"/>",
                       x - 7, y - 2, x + 3, y - 2, x - 9, y - 6);
        break;
    case HUNTERS_ITEM_VOLCANO:
        hu_sink_printf(s,
                       "<path d=\"M %d %d L %d %d L %d %d L %d %d Z\" fill=\"#6b4f3a\" stroke=\"#2b1d12\"/>",
                       x - 9, y + 7, x - 3, y - 4, x + 3, y - 4, x + 9, y + 7);
        hu_sink_printf(s, "<path d=\"M %d %d L %d %d L %d %d Z\" fill=\"#e03131\" stroke=\"#7a0000\"/>",
                       x - 3, y - 4, x, y - 10, x + 3, y - 4);
        break;
    default:
        break;
    }
}

void hu_draw_item(hu_text_sink *s, int item, int count, int x, int y)
{
    if (item < 0 || item > HUNTERS_ITEM_VOLCANO || count <= 0)
        return;
    hu_sink_printf(s, "<g class=\"item\" data-item=\"%s\" data-count=\"%d\"><title>%d %s</title>",
                   hu_item_names[item], count, count, item_names[item]); /* the tile-set format's word */
    item_symbol(s, item, x, y);
    if (count > 1)
        /* the count with a white halo, readable on any ground */
        hu_sink_printf(s,
                       "<text x=\"%d\" y=\"%d\" font-size=\"10\" font-weight=\"bold\" stroke=\"#ffffff\" "
                       "stroke-width=\"2.5\" paint-order=\"stroke\">&#215;%d</text>",
                       x + 8, y + 4, count);
    hu_sink_put(s, "</g>\n");
}

int hu_piece_width(int lying)
{
    return lying ? 22 : 18;
}

/* A tribe member: head, arms out, legs apart; centred on (0, 0). */
#define MEEPLE_PATH \
    "M -2 -4 L 2 -4 L 9 -1 L 8 3 L 3 1 L 7 10 L 1 10 L 0 7 L -1 10 L -7 10 L -3 1 L -8 3 L -9 -1 Z " \
    "M 4 -8 A 4 4 0 1 1 -4 -8 A 4 4 0 1 1 4 -8 Z"
/* A hut: a house with a pointed roof. */
#define HUT_PATH "M -8 9 L -8 -1 L 0 -9 L 8 -1 L 8 9 Z"

void hu_draw_piece(hu_text_sink *s, int owner, int piece, int lying, int x, int y)
{
    const char *shape = piece == HUNTERS_PIECE_HUT ? HUT_PATH : MEEPLE_PATH;
    const char *turn = piece != HUNTERS_PIECE_HUT && lying ? " rotate(-90)" : "";
    /* a white outline under a black one keeps the piece visible on any ground */
    hu_sink_printf(s,
                   "<path transform=\"translate(%d %d)%s\" d=\"%s\" fill=\"none\" stroke=\"#ffffff\" "
                   "stroke-width=\"4\" stroke-linejoin=\"round\"/>",
                   x, y, turn, shape);
    hu_sink_printf(s,
                   "<path transform=\"translate(%d %d)%s\" d=\"%s\" fill=\"%s\" stroke=\"#000000\" "
                   "stroke-width=\"1.5\" stroke-linejoin=\"round\"/>",
                   x, y, turn, shape, hu_player_colour(owner));
    int tx = x, ty = y + 5;
    if (piece == HUNTERS_PIECE_HUT)
        ty = y + 7;
    else if (lying)
        tx = x + 3, ty = y + 3;
    hu_sink_printf(s,
                   "<text x=\"%d\" y=\"%d\" font-size=\"9\" font-weight=\"bold\" text-anchor=\"middle\" "
                   "fill=\"%s\">%d</text>\n",
                   tx, ty, hu_player_ink(owner), owner + 1);
}

/* One row of the legend: a sample drawn by the caller at (x + 10, y), then
 * the words. */
static void legend_words(hu_text_sink *s, int x, int y, const char *words)
{
    hu_svg_text(s, x + 26, y + 4, 11, NULL, NULL, words);
}

int hu_draw_legend(hu_text_sink *s, int x, int y, int for_board)
{
    int row = 22, top = y;
    hu_sink_put(s, "<g class=\"legend\">\n");
    hu_svg_text(s, x, y + 4, 13, NULL, "bold", "Legend");
    y += row;
    hu_sink_printf(s, "<rect x=\"%d\" y=\"%d\" width=\"18\" height=\"12\" fill=\"#2f6b2f\"/>", x + 1, y - 6);
    legend_words(s, x, y, "forest (dark)");
    y += row;
    hu_sink_printf(s,
                   "<rect x=\"%d\" y=\"%d\" width=\"18\" height=\"12\" fill=\"#c5e09b\" stroke=\"#7a9a55\"/>",
                   x + 1, y - 6);
    legend_words(s, x, y, "meadow (light)");
    y += row;
    hu_sink_printf(s,
                   "<path d=\"M %d %d L %d %d\" stroke=\"#1d5fa0\" stroke-width=\"9\"/><path d=\"M %d %d L %d %d\" "
                   "stroke=\"#5aa6e6\" stroke-width=\"6\"/>",
                   x, y, x + 20, y, x, y, x + 20, y);
    legend_words(s, x, y, "river");
    y += row;
    hu_sink_printf(s, "<circle cx=\"%d\" cy=\"%d\" r=\"8\" fill=\"#5aa6e6\" stroke=\"#1d5fa0\" stroke-width=\"2\"/>",
                   x + 10, y);
    legend_words(s, x, y, "lake");
    y += row;
    hu_sink_printf(s,
                   "<circle cx=\"%d\" cy=\"%d\" r=\"5\" fill=\"#ffffff\" stroke=\"#1d5fa0\" stroke-width=\"2\"/>",
                   x + 10, y);
    legend_words(s, x, y, "spring");
    y += row;
    for (int item = 0; item <= HUNTERS_ITEM_VOLCANO; item++) {
        item_symbol(s, item, x + 10, y);
        legend_words(s, x, y, item_names[item]);
        y += row;
    }
    static const char *const piece_words[] = {"tribe member: gatherer, fisher", "tribe member lying: hunter",
                                              "hut"};
    for (int i = 0; i < 3; i++) {
        hu_draw_piece(s, 0, i == 2 ? HUNTERS_PIECE_HUT : HUNTERS_PIECE_MEMBER, i == 1, x + 10, y);
        legend_words(s, x, y, piece_words[i]);
        y += row + 2;
    }
    if (!for_board) {
        hu_sink_put(s, "</g>\n");
        return y - top;
    }
    hu_sink_printf(s,
                   "<rect x=\"%d\" y=\"%d\" width=\"20\" height=\"14\" fill=\"none\" stroke=\"#000000\" "
                   "stroke-width=\"4\"/>",
                   x, y - 7);
    legend_words(s, x, y, "the last tile placed");
    y += row;
    hu_sink_printf(s,
                   "<rect x=\"%d\" y=\"%d\" width=\"20\" height=\"14\" fill=\"none\" stroke=\"#555555\" "
                   "stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>",
                   x, y - 7);
    legend_words(s, x, y, "where the tile in hand fits");
    y += row;
    hu_sink_put(s, "</g>\n");
    return y - top;
}
