/* Seeded random play for tests: one xorshift generator, and one loop that
 * plays a game on by draws and moves (random or the last legal one). */
#ifndef TEST_RANDOM_PLAY_H
#define TEST_RANDOM_PLAY_H

#include <stdint.h>

#include "fast_assert.h"
#include "hunters.h"

/* The tests' xorshift64 step: advances *s and returns it. */
static inline uint64_t xorshift_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

#define RANDOM_PLAY_MOVES 4096

/* Plays n steps of a game, stopping at its end: a draw phase draws at
 * random (hunters_game_draw_random), any other plays a legal move, chosen
 * by xorshift_next(rng), or the last legal one when rng is NULL. Returns
 * the number of steps played. */
static inline int play_steps(hunters_game *g, int n, uint64_t *rng)
{
    hunters_move moves[RANDOM_PLAY_MOVES];
    int step;
    for (step = 0; step < n && hunters_game_phase(g) != HUNTERS_PHASE_OVER; step++) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            EXPECT_EQ(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        int count = hunters_game_legal_moves(g, moves, RANDOM_PLAY_MOVES);
        EXPECT_GT(count, 0);
        EXPECT_LE(count, RANDOM_PLAY_MOVES);
        hunters_move move = rng ? moves[xorshift_next(rng) % (uint64_t)count] : moves[count - 1];
        EXPECT_EQ(hunters_game_play(g, move), HUNTERS_OK);
    }
    return step;
}

#endif
