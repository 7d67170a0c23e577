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

#endif
