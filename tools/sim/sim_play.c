/* One game between bots to its end (see sim_play.h). */
#include "sim_play.h"

#include <stdio.h>

#include "common/random.h"
#include "seam/bots_seam.h"

uint64_t sim_bot_seed(uint64_t seed, int seat)
{
    uint64_t state = seed * 16 + (uint64_t)seat + 1;
    return next_random(&state);
}

int sim_play(hunters_game *game, uint64_t seed, const int *bots, int32_t iterations)
{
    seam_bot seat[HUNTERS_MAX_PLAYERS];
    int players = hunters_game_player_count(game);
    for (int p = 0; p < players; p++)
        seat[p] = (seam_bot){bots[p], sim_bot_seed(seed, p), iterations};
    for (;;) {
        int phase = hunters_game_phase(game);
        if (phase == HUNTERS_PHASE_OVER)
            return HUNTERS_OK;
        int rc;
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            rc = hunters_game_draw_random(game);
        } else {
            hunters_move move = 0;
            rc = seam_choose(game, &seat[hunters_game_current_player(game)], &move);
            if (!rc)
                rc = hunters_game_play(game, move);
        }
        if (rc)
            return rc;
    }
}

void sim_seat_bots(const int *lineup, int players, int rotate, uint64_t seed, int *bots)
{
    for (int p = 0; p < players; p++)
        bots[p] = lineup[rotate ? (int)(((uint64_t)p + seed % (uint64_t)players) % (uint64_t)players) : p];
}

int sim_play_seed(const hunters_game_options *options, uint64_t seed, const int *bots, int32_t iterations,
                  hunters_game **game, char *why, size_t why_size)
{
    hunters_game_options o = *options;
    o.seed = seed;
    hunters_error error;
    *game = NULL;
    int rc = hunters_game_new(game, &o, &error);
    if (!rc)
        rc = sim_play(*game, seed, bots, iterations);
    if (rc) {
        snprintf(why, why_size, "seed %llu: %s: %.200s", (unsigned long long)seed, hunters_strerror(rc),
                 *game ? hunters_game_errmsg(*game) : error.message);
        hunters_game_free(*game);
        *game = NULL;
    }
    return rc;
}
