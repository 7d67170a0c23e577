/* One game between bots to its end, as hunters-sim plays every game: the
 * engine draws, and seat p's bot takes its seeds from the game's seed (see
 * sim_bot_seed()), so a game is fixed by its seed, options and bots. */
#ifndef HUNTERS_SIM_PLAY_H
#define HUNTERS_SIM_PLAY_H

#include <stdint.h>

#include <hunters.h>

/* The first seed of seat p's bot in the game of this seed (its later
 * seeds follow, tools/seam/bots_seam.c); bindings/python/hunters/sim.py
 * computes the same, so Python plays the same games. */
uint64_t sim_bot_seed(uint64_t seed, int seat);

/* Plays game (created with this seed) to its end, bots[p] (seam_kind) in
 * seat p, mcts with iterations per decision; a hunters_status. */
int sim_play(hunters_game *game, uint64_t seed, const int *bots, int32_t iterations);

/* The bot of each seat in the game of seed: lineup[p] in seat p, or with
 * rotate seat p of game seed s gets lineup[(p + s) mod players]. */
void sim_seat_bots(const int *lineup, int players, int rotate, uint64_t seed, int *bots);

/* Creates the game of seed (options with its seed set) and plays it to its
 * end, bots[p] in seat p. Returns 0 and the finished game in *game (the
 * caller's, for hunters_game_free()); or a hunters_status, with "seed S:
 * what: why" in why (why_size bytes), and *game NULL. */
int sim_play_seed(const hunters_game_options *options, uint64_t seed, const int *bots, int32_t iterations,
                  hunters_game **game, char *why, size_t why_size);

#endif
