/* The tile finder of hunters-play (see play_finder.h). */
#include "play_finder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CELL_W = (VIEW_W * TILE_W) / FINDER_COLS, CELL_H = TILE_H + 1 };

void finder_clear(finder *f)
{
    f->count = f->total = f->exact = f->terms = 0;
    f->query[0] = '\0';
}

/* The terms in a query: its words that the finder takes alone as a term.
 * Asked of the library word by word, so that this tool never keeps its own
 * list of words: alone, a filler word ("with") is an empty query, which
 * lists every type unscored, and a number ("2", "no") is refused, while a
 * term lists only the types it scores (maybe none). */
static int count_terms(const hunters_tileset *ts, const char *query)
{
    static const char separators[] = " \t,;\r\n";
    int terms = 0;
    hunters_tile_match best;
    for (const char *w = query + strspn(query, separators); *w; w += strspn(w, separators)) {
        size_t length = strcspn(w, separators);
        char word[64];
        snprintf(word, sizeof word, "%.*s", (int)(length < sizeof word ? length : sizeof word - 1), w);
        w += length;
        int found = hunters_tileset_find_tiles(ts, word, &best, 1, NULL);
        terms += found == 0 || (found > 0 && best.score > 0);
    }
    return terms;
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
    f->terms = count_terms(hunters_game_tileset(game), query);
    for (int i = 0; i < found && i < types; i++) {
        if (f->count < FINDER_KEPT)
            f->match[f->count++] = all[i];
        f->total++;
        f->exact += all[i].terms_met >= f->terms;
    }
    free(all);
    snprintf(f->query, sizeof f->query, "%s", query);
    return f->total;
}

int finder_shown(const finder *f)
{
    return f->count < FINDER_COLS * FINDER_ROWS ? f->count : FINDER_COLS * FINDER_ROWS;
}

void finder_gallery(const finder *f, screen *s, const hunters_game *game, int row, int col)
{
    const hunters_tileset *ts = hunters_game_tileset(game);
    screen_box(s, row, col, row + VIEW_H * TILE_H + 1, col + VIEW_W * TILE_W + 1);
    char line[SCREEN_COLS + 1];
    if (f->exact == f->total)
        snprintf(line, sizeof line, "%d match%s: %.30s", f->exact, f->exact == 1 ? "" : "es", f->query);
    else
        snprintf(line, sizeof line, "%d match%s, %d close (~): %.24s", f->exact, f->exact == 1 ? "" : "es",
                 f->total - f->exact, f->query);
    screen_text(s, row, col + 2, line, 0, 0);
    for (int i = 0; i < f->count && i < FINDER_COLS * FINDER_ROWS; i++) {
        int r = row + 1 + (i / FINDER_COLS) * CELL_H, c = col + 1 + (i % FINDER_COLS) * CELL_W;
        screen_tile(s, game, r, c, f->match[i].type, f->match[i].rotation, NULL);
        int left = hunters_game_tiles_left(game, f->match[i].type);
        snprintf(line, sizeof line, "%d%s", i + 1, i < f->exact ? "" : "~");
        screen_text(s, r, c + TILE_W + 1, line, 0, 0);
        if (left > 1) {
            snprintf(line, sizeof line, "x%d", left);
            screen_text(s, r + 1, c + TILE_W + 1, line, 0, 0);
        }
        snprintf(line, sizeof line, "%.*s", CELL_W - 1, hunters_tileset_type_name(ts, f->match[i].type));
        screen_text(s, r + TILE_H, c, line, 0, 0);
    }
}
