/* The board's functions that run on every move, inline for the layers
 * above: the grid lookups of the move checks, the fits-anywhere test of a
 * draw, and the random placement of the rollouts (see lib/board/board.c
 * for the grid and its frame, and the frontier). */
#ifndef HUNTERS_BOARD_BOARD_H
#define HUNTERS_BOARD_BOARD_H

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

/* Rotations fitting, as a 4-bit set: how many, and the i-th of them. */
static const uint8_t hu_rotation_count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t hu_nth_rotation[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0},
    {1, 2, 0, 0}, {0, 1, 2, 0}, {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3}};

/* One of the legal placements of a tile of type, uniformly, without listing
 * them. */
static inline hunters_move hu_board_random_placement(const hunters_game *g, int type, uint64_t *rng)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const uint8_t *need = g->frontier_need;
    const int open = g->s.frontier_count;
    /* Rejection sampling: a random (position, rotation) is legal often
     * enough that a few tries beat counting them all. Each accepted try is
     * uniform among the legal ones, and so is the exact fallback below. */
    uint64_t state = *rng; /* in a register, not through the pointer */
    for (int attempt = 0; attempt < 16; attempt++) {
        uint32_t pick = hu_rng_below_2(&state, 4u * (uint32_t)open); /* (open is 1 or more) */
        int f = (int)(pick >> 2), r = (int)(pick & 3);
        if ((fits[need[f]] >> r) & 1) {
            *rng = state;
            return hu_open_move(&g->frontier[f]) | (hunters_move)r << 4;
        }
    }
    *rng = state;
    uint32_t total = 0;
    for (int f = 0; f < open; f++)
        total += hu_rotation_count[fits[need[f]]];
    uint32_t k = hu_rng_below(rng, total);
    for (int f = 0; f < open; f++) {
        unsigned rotations = fits[need[f]];
        if (k < hu_rotation_count[rotations])
            return hu_open_move(&g->frontier[f]) | (hunters_move)hu_nth_rotation[rotations][k] << 4;
        k -= hu_rotation_count[rotations];
    }
    return 0; /* unreachable: the tile in hand fits somewhere */
}

#endif
