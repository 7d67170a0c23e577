/* hunters-evaldata --pairs: two of the bot's best turns at a position,
 * each played on with the same draws and bot (tools/hunters-evaldata.c). */
#ifndef HUNTERS_EVALDATA_PAIRS_H
#define HUNTERS_EVALDATA_PAIRS_H

#include <hunters.h>

#include "evaldata/settings.h"

#define PAIR_CANDIDATES_MAX 16 /* most candidates a pair is drawn from */

/* The score of each player minus the others' mean, at the end. */
void final_differences(const hunters_game *g, int players, double *out);

/* Compares two of the bot's best whole turns at g's place decision, each
 * played on with the same draws and the same bot: writes, for every
 * player, the difference of the final differences (or of the cut-off
 * values after pair_horizon turns) and of the features after the turn
 * (first minus second). Returns 0, or 1 on a failure. */
int compare_pair(const hunters_game *g, const settings *set, unsigned long long seed, uint64_t *rng,
                 unsigned long long game_seed);

#endif
