/* The board's functions that run on every move, inline for the layers
 * above: the grid lookups of the move checks, the fits-anywhere test of a
 * draw, and the random placement of the rollouts (see lib/board/board.c
 * for the grid and its frame, and the frontier). */
#ifndef HUNTERS_BOARD_BOARD_H
#define HUNTERS_BOARD_BOARD_H

#include "game.h"
#include "util/attributes.h"

/* The step from a position to its neighbour across side d (N E S W, as
 * hunters.h numbers them; south is +y). */
static const int8_t hu_side_dx[4] = {0, 1, 0, -1}, hu_side_dy[4] = {-1, 0, 1, 0};

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

/* One try of the rejection sampler (see hu_board_random_placement()): 16
 * random bits make a pair of an open position and a choice, by Lemire's
 * multiply (with its rare rejection of the few values that would bias
 * it), bound being the pairs' count. With choice_bits 2, the choice is a
 * rotation, kept if it fits; with choice_bits 1, for a tile that fits at
 * most two ways at any position, it is the first or the second rotation
 * that fits there, kept if there is one. Every pair is equally likely, and
 * each kept one names a different legal placement, so a kept try is
 * uniform among them. Returns the placement, or 0. */
static HU_ALWAYS_INLINE hunters_move hu_board_try_pair(const hunters_game *g, const uint8_t *fits, uint32_t bound,
                                                       int choice_bits, uint32_t bits)
{
    uint32_t m = bits * bound;
    if ((m & 0xffffu) < bound && (m & 0xffffu) < (0x10000u - bound) % bound)
        return 0; /* a value that would bias the pair */
    uint32_t pick = m >> 16;
    uint32_t f = pick >> choice_bits, choice = pick & ((1u << choice_bits) - 1);
    unsigned rotations = fits[g->frontier_need[f]];
    if (choice_bits == 2 && (rotations >> choice & 1))
        return hu_open_move(&g->frontier[f]) | (hunters_move)choice << 4;
    if (choice_bits == 1 && choice < hu_rotation_count[rotations])
        return hu_open_move(&g->frontier[f]) | (hunters_move)hu_nth_rotation[rotations][choice] << 4;
    return 0;
}

/* Up to sixteen tries, four from each 64-bit draw (written out: a loop
 * over the four costs more than the tries' own work); 0 when all fail. */
static HU_ALWAYS_INLINE hunters_move hu_board_try_placements(const hunters_game *g, const uint8_t *fits,
                                                             uint32_t open, int choice_bits, uint64_t *state)
{
    const uint32_t bound = open << choice_bits;
    if (bound > 0x10000u)
        return 0; /* (a guard: the game's sizes keep a frontier below 16,384 positions) */
    hunters_move move;
    for (int draw = 0; draw < 4; draw++) {
        uint64_t bits = hu_rng_next(state);
        if ((move = hu_board_try_pair(g, fits, bound, choice_bits, (uint32_t)bits & 0xffffu)) ||
            (move = hu_board_try_pair(g, fits, bound, choice_bits, (uint32_t)(bits >> 16) & 0xffffu)) ||
            (move = hu_board_try_pair(g, fits, bound, choice_bits, (uint32_t)(bits >> 32) & 0xffffu)) ||
            (move = hu_board_try_pair(g, fits, bound, choice_bits, (uint32_t)(bits >> 48))))
            return move;
    }
    return 0;
}

/* One of the legal placements of a tile of type, uniformly, without listing
 * them. */
static inline hunters_move hu_board_random_placement(const hunters_game *g, int type, uint64_t *rng)
{
    const hu_tile_type *t = &g->ts->types[type];
    const uint8_t *fits = t->fits;
    const uint8_t *need = g->frontier_need;
    const int open = g->s.frontier_count;
    /* Rejection sampling: a random (position, choice) is legal often
     * enough that a few tries beat counting them all; the exact fallback
     * below is uniform too. */
    uint64_t state = *rng; /* in a register, not through the pointer */
    hunters_move move = t->most_rotations <= 2 ? hu_board_try_placements(g, fits, (uint32_t)open, 1, &state)
                                               : hu_board_try_placements(g, fits, (uint32_t)open, 2, &state);
    if (move) {
        *rng = state;
        return move;
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
