/* hunters-play's tile finder: the tile a player at the table has drawn,
 * found from what it shows (hunters_game_find_tiles()), among the types
 * still in the stack of the draw; the matches drawn as a numbered gallery. */
#ifndef HUNTERS_PLAY_FINDER_H
#define HUNTERS_PLAY_FINDER_H

#include <hunters.h>

#include "play_screen.h"

enum { FINDER_KEPT = 64 };            /* matches kept to be chosen by number */
enum { FINDER_COLS = 4, FINDER_ROWS = 3 }; /* the gallery: tiles shown at once */

typedef struct finder {
    hunters_tile_match match[FINDER_KEPT]; /* best first */
    int count;                             /* matches kept */
    int total;                             /* matches found in the stack, near misses too */
    int exact;                             /* of those, the ones meeting every term: the first */
    int terms;                             /* the terms in the query (its words that count) */
    char query[64];                        /* the query, for the gallery's title */
} finder;

/* Forgets the matches of the last query. */
void finder_clear(finder *f);
/* Runs a query, at a draw, over the tile types left in the stack the game
 * draws from (land or bonus: hunters_game_find_tiles() keeps to it, so
 * hunters_game_draw() takes each match): the count of matches, near misses
 * included (0 forgets the last ones), or a negative status with *error
 * saying which word is at fault. The exact matches come first, f->exact of
 * them. */
int finder_search(finder *f, const hunters_game *game, const char *query, hunters_error *error);
/* How many matches the gallery shows (and so may be chosen by number). */
int finder_shown(const finder *f);
/* The matches, numbered from 1, drawn in a frame of the board's size at
 * (row, col): each tile as the query saw it (turned to show its sides),
 * its number, name and copies left; a near miss's number marked `~`. */
void finder_gallery(const finder *f, screen *s, const hunters_game *game, int row, int col);

#endif
