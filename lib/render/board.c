/* The picture of a game: the placed tiles where they lie, their pieces,
 * the last tile outlined, optionally where the tile in hand fits and the
 * coordinates, beside a panel with the score table and the legend. */
#include <stdio.h>
#include <string.h>

#include "board/board.h"
#include "game.h"
#include "render/render.h"

#define MARGIN 12
#define AXIS 28        /* room for the coordinates */
#define PANEL_W 300
#define ROW 26         /* a line of the score table */

typedef struct board_frame {
    int min_x, min_y, max_x, max_y;   /* board columns and rows shown */
    int left, top;                    /* where column min_x, row min_y is drawn */
} board_frame;

static int tile_left(const board_frame *f, int x)
{
    return f->left + (x - f->min_x) * HU_TILE;
}

static int tile_top(const board_frame *f, int y)
{
    return f->top + (y - f->min_y) * HU_TILE;
}

/* The tile in hand, when one waits to be placed. */
static int tile_to_place(const hunters_game *g)
{
    int phase = hunters_game_phase(g);
    if (phase != HUNTERS_PHASE_PLACE && phase != HUNTERS_PHASE_PLACE_BONUS)
        return -1;
    int type = hunters_game_tile_in_hand(g);
    return type >= 0 ? type : -1;
}

static void draw_tiles(hu_text_sink *s, const hunters_game *g, const board_frame *f)
{
    const hunters_tileset *ts = hunters_game_tileset(g);
    int placed = hunters_game_placed_count(g);
    for (int i = 0; i < placed; i++) {
        int x, y;
        hunters_square sq;
        if (hunters_game_placed_position(g, i, &x, &y) || hunters_game_board(g, x, y, &sq))
            continue;
        hu_sink_printf(s, "<g class=\"tile\" data-x=\"%d\" data-y=\"%d\" data-type=\"", x, y);
        hu_svg_escaped(s, hunters_tileset_type_name(ts, sq.type));
        hu_sink_printf(s, "\" data-rotation=\"%d\" data-order=\"%d\">\n", sq.rotation, sq.order);
        hu_piece_mark piece = {sq.piece_owner, sq.piece, sq.piece_area};
        hu_draw_tile(s, ts, sq.type, sq.rotation, tile_left(f, x), tile_top(f, y), &piece);
        hu_sink_put(s, "</g>\n");
    }
    int x, y;
    if (placed > 1 && hunters_game_placed_position(g, placed - 1, &x, &y) == HUNTERS_OK)
        hu_sink_printf(s,
                       "<rect class=\"last\" data-x=\"%d\" data-y=\"%d\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                       "fill=\"none\" stroke=\"#000000\" stroke-width=\"6\"/>\n",
                       x, y, tile_left(f, x) + 3, tile_top(f, y) + 3, HU_TILE - 6, HU_TILE - 6);
}

static void draw_legal(hu_text_sink *s, const hunters_game *g, const board_frame *f, int type)
{
    for (int y = f->min_y; y <= f->max_y; y++) {
        for (int x = f->min_x; x <= f->max_x; x++) {
            char label[24] = "", *end = label;
            int fits = 0;
            for (int r = 0; r < 4; r++)
                if (hu_board_fits(g, x, y, type, r)) {
                    end += snprintf(end, sizeof label - (size_t)(end - label), "%sr%d", fits ? " " : "", r);
                    fits++;
                }
            if (!fits)
                continue;
            int left = tile_left(f, x), top = tile_top(f, y);
            hu_sink_printf(s,
                           "<g class=\"legal\" data-x=\"%d\" data-y=\"%d\"><rect x=\"%d\" y=\"%d\" width=\"%d\" "
                           "height=\"%d\" fill=\"#f8f8f8\" stroke=\"#555555\" stroke-width=\"2\" "
                           "stroke-dasharray=\"8 5\"/>\n",
                           x, y, left + 6, top + 6, HU_TILE - 12, HU_TILE - 12);
            hu_svg_text(s, left + HU_TILE / 2, top + HU_TILE / 2 + 5, 13, "middle", NULL, label);
            hu_sink_put(s, "</g>\n");
        }
    }
}

static void draw_coordinates(hu_text_sink *s, const board_frame *f)
{
    char number[16];
    hu_sink_put(s, "<g class=\"coordinates\" fill=\"#333333\">\n");
    for (int x = f->min_x; x <= f->max_x; x++) {
        snprintf(number, sizeof number, "%d", x);
        hu_svg_text(s, tile_left(f, x) + HU_TILE / 2, f->top - 9, 14, "middle", NULL, number);
    }
    for (int y = f->min_y; y <= f->max_y; y++) {
        snprintf(number, sizeof number, "%d", y);
        hu_svg_text(s, f->left - 6, tile_top(f, y) + HU_TILE / 2 + 5, 14, "end", NULL, number);
    }
    hu_sink_put(s, "</g>\n");
}

/* The score table; returns its height. */
static int draw_scores(hu_text_sink *s, const hunters_game *g, int x, int y)
{
    int players = hunters_game_player_count(g), over = hunters_game_phase(g) == HUNTERS_PHASE_OVER;
    hu_sink_put(s, "<g class=\"scores\">\n");
    hu_svg_text(s, x, y + 14, 13, NULL, "bold", "player");
    hu_svg_text(s, x + 190, y + 14, 13, "end", "bold", "score");
    hu_svg_text(s, x + 250, y + 14, 13, "end", "bold", over ? "place" : "left");
    y += ROW;
    for (int p = 0; p < players; p++) {
        char text[128];
        hu_sink_printf(s, "<g class=\"score\" data-player=\"%d\" data-score=\"%d\">", p, hunters_game_score(g, p));
        hu_draw_piece(s, p, HUNTERS_PIECE_MEMBER, 0, x + 9, y + 4);
        /* the name without the spaces at its ends, a character the setter
         * refuses now escaped (<U+FFF9>: a record saved before may hold
         * it); one that shows nothing (a record saved before the setter
         * refused it) is no name: the seat's label, as for a player unnamed,
         * counted from 1 as people count (data-player keeps the index) */
        if (!hu_player_name_shown(hunters_game_player_name(g, p), text, sizeof text))
            snprintf(text, sizeof text, "player %d", p + 1);
        hu_svg_text(s, x + 26, y + 9, 13, NULL, NULL, text);
        snprintf(text, sizeof text, "%d", hunters_game_score(g, p));
        hu_svg_text(s, x + 190, y + 9, 14, "end", "bold", text);
        if (over)
            snprintf(text, sizeof text, "%d", hunters_game_rank(g, p));
        else
            snprintf(text, sizeof text, "%d+%d", hunters_game_supply(g, p, HUNTERS_PIECE_MEMBER),
                     hunters_game_supply(g, p, HUNTERS_PIECE_HUT));
        hu_svg_text(s, x + 250, y + 9, 13, "end", NULL, text);
        hu_sink_put(s, "</g>\n");
        y += ROW;
    }
    if (!over) {
        hu_svg_text(s, x, y + 8, 10, NULL, NULL, "left: tribe members + huts in supply");
        y += 16;
    }
    hu_sink_put(s, "</g>\n");
    return (players + 1) * ROW + (over ? 0 : 16);
}

/* The heading of the panel: whose turn, or the end; returns its height. */
static int draw_status(hu_text_sink *s, const hunters_game *g, int x, int y)
{
    char text[96];
    int type = tile_to_place(g);
    const hunters_tileset *ts = hunters_game_tileset(g);
    hu_svg_text(s, x, y + 16, 17, NULL, "bold", "Hunters and Gatherers");
    int placed = hunters_game_placed_count(g);
    if (hunters_game_phase(g) == HUNTERS_PHASE_OVER)
        snprintf(text, sizeof text, "game over: %d tiles placed", placed);
    else if (type >= 0)
        snprintf(text, sizeof text, "player %d to place %s", hunters_game_current_player(g) + 1,
                 hunters_tileset_type_name(ts, type));
    else
        snprintf(text, sizeof text, "player %d to play; %d tiles placed", hunters_game_current_player(g) + 1, placed);
    hu_svg_text(s, x, y + 38, 13, NULL, NULL, text);
    if (type < 0)
        return 52;
    /* the tile in hand, unrotated, so a player can find it on the table */
    hu_sink_put(s, "<g class=\"in-hand\" data-type=\"");
    hu_svg_escaped(s, hunters_tileset_type_name(ts, type));
    hu_sink_put(s, "\">\n");
    hu_draw_tile(s, ts, type, 0, x, y + 50, NULL);
    hu_sink_put(s, "</g>\n");
    return 160;
}

int hunters_svg_board(const hunters_game *game, const hunters_svg_options *options, char *buffer, size_t size,
                      size_t *length)
{
    hunters_svg_options o;
    if (length)
        *length = 0;
    if (!game || (!buffer && size) || hu_svg_options_read(options, &o))
        return HUNTERS_EINVAL;

    board_frame f = {0, 0, 0, 0, 0, 0};
    int placed = hunters_game_placed_count(game);
    for (int i = 0; i < placed; i++) {
        int x, y;
        if (hunters_game_placed_position(game, i, &x, &y))
            continue;
        f.min_x = x < f.min_x ? x : f.min_x;
        f.max_x = x > f.max_x ? x : f.max_x;
        f.min_y = y < f.min_y ? y : f.min_y;
        f.max_y = y > f.max_y ? y : f.max_y;
    }
    int in_hand = o.flags & HUNTERS_SVG_LEGAL ? tile_to_place(game) : -1;
    if (in_hand >= 0)
        f.min_x--, f.min_y--, f.max_x++, f.max_y++;
    int axis = o.flags & HUNTERS_SVG_COORDINATES ? AXIS : 0;
    f.left = MARGIN + axis;
    f.top = MARGIN + axis;
    int board_w = (f.max_x - f.min_x + 1) * HU_TILE, board_h = (f.max_y - f.min_y + 1) * HU_TILE;
    int panel = o.flags & (HUNTERS_SVG_SCORES | HUNTERS_SVG_LEGEND) ? PANEL_W : 0;
    int players = hunters_game_player_count(game);
    int width = f.left + board_w + MARGIN + (panel ? 24 + panel : 0);
    int height = f.top + board_h + MARGIN;
    int want = MARGIN + 160 + (o.flags & HUNTERS_SVG_SCORES ? (players + 2) * ROW + 20 : 0) +
               (o.flags & HUNTERS_SVG_LEGEND ? 560 : 0) + MARGIN;
    if (panel && height < want)
        height = want;

    hu_text_sink s;
    hu_sink_init(&s, buffer, size);
    char title[64];
    snprintf(title, sizeof title, "Hunters and Gatherers: %d tiles placed", placed);
    hu_svg_open(&s, width, height, o.scale, title);
    hu_sink_printf(&s,
                   "<g class=\"board\" data-min-x=\"%d\" data-min-y=\"%d\" data-max-x=\"%d\" data-max-y=\"%d\">\n"
                   "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#efebe2\"/>\n",
                   f.min_x, f.min_y, f.max_x, f.max_y, f.left, f.top, board_w, board_h);
    if (axis)
        draw_coordinates(&s, &f);
    if (in_hand >= 0)
        draw_legal(&s, game, &f, in_hand);
    draw_tiles(&s, game, &f);
    hu_sink_put(&s, "</g>\n");
    if (panel) {
        int x = f.left + board_w + MARGIN + 24, y = MARGIN;
        y += draw_status(&s, game, x, y) + 10;
        if (o.flags & HUNTERS_SVG_SCORES)
            y += draw_scores(&s, game, x, y) + 20;
        if (o.flags & HUNTERS_SVG_LEGEND)
            hu_draw_legend(&s, x, y + 10, 1);
    }
    hu_svg_close(&s);
    return hu_svg_finish(&s, size, length);
}
