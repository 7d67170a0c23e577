/* The tile finder of hunters-play (see play_finder.h). */
#include "play_finder.h"

#include <stdio.h>
#include <stdlib.h>

enum { CELL_W = (VIEW_W * TILE_W) / FINDER_COLS, CELL_H = TILE_H + 1 };

void finder_clear(finder *f)
{
    f->count = f->total = 0;
    f->query[0] = '\0';
}

/* Whether a type belongs to the stack the game draws from now. */
static int in_this_stack(const hunters_game *game, int type)
{
    int bonus = hunters_game_phase(game) == HUNTERS_PHASE_DRAW_BONUS;
    int flags = hunters_tileset_type_flags(hunters_game_tileset(game), type);
    return ((flags & HUNTERS_TILE_BONUS) != 0) == bonus;
}

int finder_search(finder *f, const hunters_game *game, const char *query, hunters_error *error)
{
    int types = hunters_tileset_type_count(hunters_game_tileset(game));
    hunters_tile_match *all = malloc(sizeof *all * (size_t)(types > 0 ? types : 1));
    if (!all)
        return HUNTERS_ENOMEM;
    int found = hunters_game_find_tiles(game, query, all, types, error);
    if (found < 0) {
        free(all);
        return found;
    }
    finder_clear(f);
    for (int i = 0; i < found && i < types; i++) {
        if (!in_this_stack(game, all[i].type))
            continue;
        if (f->count < FINDER_KEPT)
            f->match[f->count++] = all[i];
        f->total++;
    }
    free(all);
    snprintf(f->query, sizeof f->query, "%s", query);
    return f->total;
}

void finder_gallery(const finder *f, screen *s, const hunters_game *game, int row, int col)
{
    const hunters_tileset *ts = hunters_game_tileset(game);
    screen_box(s, row, col, row + VIEW_H * TILE_H + 1, col + VIEW_W * TILE_W + 1);
    char line[SCREEN_COLS + 1];
    snprintf(line, sizeof line, "%d match%s: %.30s", f->total, f->total == 1 ? "" : "es", f->query);
    screen_text(s, row, col + 2, line, 0, 0);
    for (int i = 0; i < f->count && i < FINDER_COLS * FINDER_ROWS; i++) {
        int r = row + 1 + (i / FINDER_COLS) * CELL_H, c = col + 1 + (i % FINDER_COLS) * CELL_W;
        screen_tile(s, game, r, c, f->match[i].type, f->match[i].rotation, NULL);
        int left = hunters_game_tiles_left(game, f->match[i].type);
        snprintf(line, sizeof line, "%d", i + 1);
        screen_text(s, r, c + TILE_W + 1, line, 0, 0);
        if (left > 1) {
            snprintf(line, sizeof line, "x%d", left);
            screen_text(s, r + 1, c + TILE_W + 1, line, 0, 0);
        }
        snprintf(line, sizeof line, "%.*s", CELL_W - 1, hunters_tileset_type_name(ts, f->match[i].type));
        screen_text(s, r + TILE_H, c, line, 0, 0);
    }
}
