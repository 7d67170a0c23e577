/* Games for the bot tests (check_bots, check_model): the default tile set,
 * a game on it, a bot's options, and which decision a game waits on. */
#ifndef TEST_BOT_GAMES_H
#define TEST_BOT_GAMES_H

#include <check.h>
#include <stdint.h>

#include "hunters.h"

/* The default tile set, once load_tiles() or new_game() has loaded it. */
static hunters_tileset *tiles;

/* Loads the default tile set into tiles, unless it is there already. */
static inline void load_tiles(void)
{
    if (!tiles)
        ck_assert_int_eq(hunters_tileset_load_default(&tiles, NULL), HUNTERS_OK);
}

static inline void free_tiles(void)
{
    hunters_tileset_free(tiles);
    tiles = NULL;
}

/* A new game on the default tile set (loaded if need be); alloc may be
 * NULL, for the default allocator. */
static inline hunters_game *new_game(int players, int mode, uint64_t seed, const hunters_allocator *alloc)
{
    load_tiles();
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = players;
    o.draw_mode = mode;
    o.seed = seed;
    o.tileset = tiles;
    o.allocator = alloc;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    return g;
}

/* A bot's options: the defaults but for its kind, seed and budget. */
static inline hunters_bot_options bot(int kind, uint64_t seed, int iterations)
{
    hunters_bot_options b;
    hunters_bot_options_init(&b);
    b.kind = kind;
    b.seed = seed;
    b.iterations = iterations;
    return b;
}

/* Whether g waits on a player's decision (not a draw, not over). */
static inline int deciding(const hunters_game *g)
{
    int phase = hunters_game_phase(g);
    return phase != HUNTERS_PHASE_OVER && phase != HUNTERS_PHASE_DRAW && phase != HUNTERS_PHASE_DRAW_BONUS;
}

/* Whether g waits on a placement (of a land or a bonus tile). */
static inline int placing(const hunters_game *g)
{
    int phase = hunters_game_phase(g);
    return phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS;
}

#endif
