/* The canvas and the board drawing of hunters-play (see play_screen.h). */
#include "play_screen.h"

#include <string.h>

#include "common/number.h"
#include "common/output.h"

/* colours: ANSI background codes (foreground is the code - 10) */
enum { BG_FOREST = 42, BG_MEADOW = 102, BG_WATER = 44, BG_OPEN = 100 };
enum { FG_BLACK = 30, FG_WHITE = 97, FG_GOLD = 33, FG_DARK = 90 };

static const uint8_t player_bg[HUNTERS_MAX_PLAYERS] = {41, 45, 46, 47, 101, 105, 43, 107};

int screen_player_bg(int player)
{
    return player_bg[player & 7];
}

void screen_clear(screen *s)
{
    for (int r = 0; r < SCREEN_ROWS; r++)
        for (int c = 0; c < SCREEN_COLS; c++)
            s->cell[r][c] = (screen_cell){NULL, ' ', 0, 0, "", 0};
}

static void put(screen *s, int row, int col, const char *glyph, char ascii, int fg, int bg)
{
    if (row < 0 || row >= SCREEN_ROWS || col < 0 || col >= SCREEN_COLS)
        return;
    s->cell[row][col] = (screen_cell){glyph, ascii, (uint8_t)fg, (uint8_t)bg, "", 0};
}

void screen_name(screen *s, int row, int col, const char *text, int width, int fg, int bg)
{
    int end = col + width < SCREEN_COLS ? col + width : SCREEN_COLS, at = col;
    for (const unsigned char *p = (const unsigned char *)text; *p && at < end;) {
        unsigned long c;
        size_t n = utf8_character(p, &c);
        int columns = n ? code_point_columns(c) : 1;
        /* no control, no line separator */
        int shown = n && ((c >= 0x20 && c < 0x7F) || (c >= 0xA0 && c != 0x2028 && c != 0x2029));
        if (n && columns == 0) {
            screen_cell *before = at > col ? &s->cell[row][at - 1] : NULL;
            size_t used = before ? strlen(before->text) : 0;
            /* a combining mark on the character before it; the other characters of
             * no width (format characters: the bidirectional controls, the
             * byte-order mark) are not shown, lest they reorder or hide the row */
            if (code_point_combines(c) && before && used > 0 && used + n < sizeof before->text) {
                memcpy(before->text + used, p, n);
                before->text[used + n] = '\0';
            }
            p += n;
            continue;
        }
        if (at + columns > end)
            break; /* a wide character past the field: cut before it */
        put(s, row, at, NULL, (char)(c < 0x80 && c >= 0x20 && c < 0x7f && n ? c : '?'), fg, bg);
        if (shown) {
            memcpy(s->cell[row][at].text, p, n);
            s->cell[row][at].text[n] = '\0';
        }
        if (columns == 2) {
            put(s, row, at + 1, NULL, '?', fg, bg);
            s->cell[row][at + 1].tail = (uint8_t)shown;
        }
        at += columns;
        p += n ? n : 1;
    }
    for (; at < end; at++)
        put(s, row, at, NULL, ' ', fg, bg);
}

void screen_text(screen *s, int row, int col, const char *text, int fg, int bg)
{
    for (; *text && col < SCREEN_COLS; text++, col++) {
        unsigned char c = (unsigned char)*text;
        put(s, row, col, NULL, (char)(c < 0x20 || c > 0x7e ? '?' : c), fg, bg);
    }
}

void screen_box(screen *s, int top, int left, int bottom, int right)
{
    for (int c = left + 1; c < right; c++) {
        put(s, top, c, "─", '-', 0, 0);
        put(s, bottom, c, "─", '-', 0, 0);
    }
    for (int r = top + 1; r < bottom; r++) {
        put(s, r, left, "│", '|', 0, 0);
        put(s, r, right, "│", '|', 0, 0);
    }
    put(s, top, left, "┌", '+', 0, 0);
    put(s, top, right, "┐", '+', 0, 0);
    put(s, bottom, left, "└", '+', 0, 0);
    put(s, bottom, right, "┘", '+', 0, 0);
}

/* One side of a tile: forest, meadow, or a river between two meadows. */
static void draw_side(screen *s, int row, int col, int terrain, int horizontal)
{
    int n = horizontal ? TILE_W - 2 : 1;
    for (int i = 0; i < n; i++) {
        int r = row, c = col + i;
        int river = terrain == HUNTERS_TERRAIN_RIVER && (!horizontal || i == 1 || i == 2);
        if (river)
            put(s, r, c, "≈", '~', FG_WHITE, BG_WATER);
        else if (terrain == HUNTERS_TERRAIN_FOREST)
            put(s, r, c, "♣", '^', FG_BLACK, BG_FOREST);
        else /* meadow: colour on a terminal, dots in plain ASCII */
            put(s, r, c, " ", '.', FG_BLACK, BG_MEADOW);
    }
}

/* What the tile holds, as two letters: the rarest items first. */
static void item_marks(const hunters_tileset *ts, int type, char marks[3])
{
    static const struct { int item; char mark; } order[] = {
        {HUNTERS_ITEM_NUGGET, '$'}, {HUNTERS_ITEM_DOLMEN, 'D'}, {HUNTERS_ITEM_FIRE, '!'},
        {HUNTERS_ITEM_TIGER, 't'}, {HUNTERS_ITEM_AUROCHS, 'a'}, {HUNTERS_ITEM_MAMMOTH, 'm'},
        {HUNTERS_ITEM_DEER, 'd'}, {HUNTERS_ITEM_MUSHROOM, '*'}, {HUNTERS_ITEM_FISH, 'f'},
    };
    int n = 0;
    marks[0] = marks[1] = ' ';
    marks[2] = '\0';
    for (size_t k = 0; k < sizeof order / sizeof order[0] && n < 2; k++)
        for (int a = 0; a < hunters_tileset_type_area_count(ts, type) && n < 2; a++)
            if (hunters_tileset_area_item(ts, type, a, order[k].item) > 0) {
                marks[n++] = order[k].mark;
                break;
            }
}

static char role_letter(const hunters_tileset *ts, const hunters_square *sq)
{
    if (sq->piece == HUNTERS_PIECE_HUT)
        return 'h';
    switch (hunters_tileset_area_kind(ts, sq->type, sq->piece_area)) {
    case HUNTERS_AREA_FOREST: return 'G';
    case HUNTERS_AREA_MEADOW: return 'H';
    default: return 'F';
    }
}

/* Where a piece's two-cell mark goes on its tile: at the side (or the half
 * of a side) its area touches most, as the board shows the tile turned, so
 * that pieces on different areas of one tile (the north or the south forest)
 * read apart; a lake's piece stays at the centre, by the lake mark. */
static void piece_cell(const hunters_tileset *ts, const hunters_square *sq, int *dr, int *dc)
{
    /* by board side N E S W: both halves, the half met first going
     * clockwise (h = 0), the other half */
    static const int at[4][3][2] = {
        {{0, 2}, {0, 1}, {0, 3}}, /* N: centre, west half, east half */
        {{1, 4}, {0, 4}, {2, 4}}, /* E: centre, north half, south half */
        {{2, 2}, {2, 3}, {2, 1}}, /* S: centre, east half, west half */
        {{1, 0}, {2, 0}, {0, 0}}, /* W: centre, south half, north half */
    };
    int halves = hunters_tileset_area_halves(ts, sq->type, sq->piece_area);
    int best = -1, best_count = 0;
    for (int d = 0; d < 4 && halves > 0; d++) {
        int t = (d - sq->rotation + 4) & 3; /* the tile's side shown at board side d */
        int h = (halves >> (2 * t)) & 3, count = (h & 1) + (h >> 1);
        if (count > best_count) {
            best = d, best_count = count;
            *dr = at[d][count == 2 ? 0 : (h & 1) ? 1 : 2][0];
            *dc = at[d][count == 2 ? 0 : (h & 1) ? 1 : 2][1];
        }
    }
    if (best < 0) /* a lake: no side */
        *dr = 1, *dc = 1;
}

void screen_tile(screen *s, const hunters_game *game, int row, int col, int type, int rotation,
                 const hunters_square *sq)
{
    const hunters_tileset *ts = hunters_game_tileset(game);
    int side[4];
    for (int d = 0; d < 4; d++) /* board side d shows the tile's side d - rotation */
        side[d] = hunters_tileset_type_side(ts, type, (d - rotation + 4) & 3);
    int lake = 0;
    for (int a = 0; a < hunters_tileset_type_area_count(ts, type); a++)
        lake |= hunters_tileset_area_kind(ts, type, a) == HUNTERS_AREA_LAKE;
    draw_side(s, row, col + 1, side[0], 1);
    draw_side(s, row + 2, col + 1, side[2], 1);
    draw_side(s, row + 1, col + TILE_W - 1, side[1], 0);
    draw_side(s, row + 1, col, side[3], 0);
    /* corners: forest where both sides beside it are */
    int corner_bg[4] = {
        side[3] == HUNTERS_TERRAIN_FOREST && side[0] == HUNTERS_TERRAIN_FOREST ? BG_FOREST : BG_MEADOW,
        side[0] == HUNTERS_TERRAIN_FOREST && side[1] == HUNTERS_TERRAIN_FOREST ? BG_FOREST : BG_MEADOW,
        side[1] == HUNTERS_TERRAIN_FOREST && side[2] == HUNTERS_TERRAIN_FOREST ? BG_FOREST : BG_MEADOW,
        side[2] == HUNTERS_TERRAIN_FOREST && side[3] == HUNTERS_TERRAIN_FOREST ? BG_FOREST : BG_MEADOW,
    };
    for (int k = 0; k < 4; k++) {
        int forest = corner_bg[k] == BG_FOREST;
        put(s, row + (k >= 2 ? 2 : 0), col + (k == 1 || k == 2 ? TILE_W - 1 : 0), forest ? "♣" : " ",
            forest ? '^' : '.', FG_BLACK, corner_bg[k]);
    }
    /* the centre: piece, then what the tile holds; a lake is water */
    char marks[3];
    item_marks(ts, type, marks);
    int bg = lake ? BG_WATER : BG_MEADOW;
    for (int i = 1; i < TILE_W - 1; i++)
        put(s, row + 1, col + i, " ", lake ? ' ' : '.', FG_BLACK, bg);
    if (lake)
        put(s, row + 1, col + 1, "◦", 'o', FG_WHITE, bg);
    if (marks[0] != ' ')
        put(s, row + 1, col + 3, NULL, marks[0], marks[0] == '$' ? FG_GOLD : (lake ? FG_WHITE : FG_BLACK), bg);
    if (marks[1] != ' ')
        put(s, row + 1, col + 4, NULL, marks[1], lake ? FG_WHITE : FG_BLACK, bg);
    if (sq && sq->piece_owner >= 0) {
        char owner = (char)('1' + sq->piece_owner);
        int pbg = screen_player_bg(sq->piece_owner);
        int dr, dc;
        piece_cell(ts, sq, &dr, &dc);
        put(s, row + dr, col + dc, NULL, owner, FG_BLACK, pbg);
        put(s, row + dr, col + dc + 1, NULL, role_letter(ts, sq), FG_BLACK, pbg);
    }
}

void screen_board(screen *s, const hunters_game *game, int row, int col, int x0, int y0, int view_h,
                  const screen_label *labels, int label_count)
{
    screen_box(s, row, col, row + view_h * TILE_H + 1, col + VIEW_W * TILE_W + 1);
    for (int ty = 0; ty < view_h; ty++)
        for (int tx = 0; tx < VIEW_W; tx++) {
            hunters_square sq;
            int r = row + 1 + ty * TILE_H, c = col + 1 + tx * TILE_W;
            if (hunters_game_board(game, x0 + tx, y0 + ty, &sq) == HUNTERS_OK)
                screen_tile(s, game, r, c, sq.type, sq.rotation, &sq);
        }
    for (int i = 0; i < label_count; i++) {
        int tx = labels[i].x - x0, ty = labels[i].y - y0;
        if (tx < 0 || tx >= VIEW_W || ty < 0 || ty >= view_h)
            continue;
        int r = row + 1 + ty * TILE_H, c = col + 1 + tx * TILE_W;
        put(s, r, c, "·", '+', FG_DARK, 0);
        put(s, r + 2, c + TILE_W - 1, "·", '+', FG_DARK, 0);
        screen_text(s, r + 1, c + 2, labels[i].text, FG_WHITE, BG_OPEN);
    }
    /* the coordinates of the view's corner, in the frame */
    char where[32];
    snprintf(where, sizeof where, "(%d,%d)", x0, y0);
    screen_text(s, row, col + 2, where, 0, 0);
}

void screen_print(const screen *s, FILE *out, int clear)
{
    if (clear && !s->ascii)
        fputs("\x1b[H\x1b[2J", out);
    for (int r = 0; r < SCREEN_ROWS - 1; r++) { /* the last row is the prompt's */
        int last = SCREEN_COLS - 1; /* no trailing blanks */
        while (last >= 0 && s->cell[r][last].ascii == ' ' && !s->cell[r][last].bg && !s->cell[r][last].glyph &&
               !s->cell[r][last].text[0])
            last--;
        int fg = 0, bg = 0;
        for (int c = 0; c <= last; c++) {
            const screen_cell *cell = &s->cell[r][c];
            if (!s->ascii && (cell->fg != fg || cell->bg != bg)) {
                fputs("\x1b[0m", out);
                if (cell->fg)
                    fprintf(out, "\x1b[%dm", cell->fg);
                if (cell->bg)
                    fprintf(out, "\x1b[%dm", cell->bg);
                fg = cell->fg;
                bg = cell->bg;
            }
            if (!s->ascii && cell->glyph)
                fputs(cell->glyph, out);
            else if (!s->ascii && cell->text[0])
                fputs(cell->text, out);
            else if (!s->ascii && cell->tail)
                continue; /* drawn by the wide character before it */
            else
                fputc(cell->ascii, out);
        }
        if (!s->ascii && (fg || bg))
            fputs("\x1b[0m", out);
        fputc('\n', out);
    }
    fflush(out);
}
