/* The board's grid lookups, inline for the move checks of the API (see
 * lib/board/board.c for the grid and its frame). */
#ifndef HUNTERS_BOARD_GRID_H
#define HUNTERS_BOARD_GRID_H

#include "game.h"

static inline unsigned grid_index(const hunters_game *g, int x, int y)
{
    return (((unsigned)y << g->grid_shift) + (unsigned)x) & g->grid_mask;
}

static inline uint16_t *grid_at(const hunters_game *g, int x, int y)
{
    return &g->grid[grid_index(g, x, y)];
}

static inline int in_frame(const hunters_game *g, int x, int y)
{
    const hu_scalars *s = &g->s;
    return x >= s->min_x - 1 && x <= s->max_x + 1 && y >= s->min_y - 1 && y <= s->max_y + 1;
}

/* The placed index at (x, y), or -1. */
static inline int hu_board_tile_at(const hunters_game *g, int x, int y)
{
    if (!in_frame(g, x, y))
        return -1;
    unsigned e = *grid_at(g, x, y);
    return e != HU_NONE && (e & HU_GRID_PLACED) ? (int)(e & ~HU_GRID_PLACED) : -1;
}

/* The demand of the open position at (x, y), or -1 if it is taken or
 * touches no tile. */
static inline int hu_board_need_at(const hunters_game *g, int x, int y)
{
    if (!in_frame(g, x, y))
        return -1;
    unsigned e = *grid_at(g, x, y);
    /* empty, taken, or beyond the table's edge (slot max_cells, see apply_table) */
    if (e == HU_NONE || (e & HU_GRID_PLACED) || e >= g->s.frontier_count)
        return -1;
    return g->frontier_need[e];
}

/* Whether a tile of type fits at (x, y) with rotation (R3.2). */
static inline int hu_board_fits(const hunters_game *g, int x, int y, int type, int rotation)
{
    int need = hu_board_need_at(g, x, y);
    /* no open position: not touching the board by a side, or occupied */
    return need >= 0 && (g->ts->types[type].fits[need] >> rotation) & 1;
}

/* Whether a tile of type fits anywhere (R3.3): one lookup an open position. */
static inline int hu_board_fits_anywhere(const hunters_game *g, int type)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const uint8_t *need = g->frontier_need;
    for (int f = 0; f < g->s.frontier_count; f++)
        if (fits[need[f]])
            return 1;
    return 0;
}

#endif
