/* hunters-evaldata's settings (tools/hunters-evaldata.c), shared by its
 * modes, and the helpers of more than one. */
#ifndef HUNTERS_EVALDATA_SETTINGS_H
#define HUNTERS_EVALDATA_SETTINGS_H

#include <stdint.h>

#include "common/random.h"

typedef struct settings {
    int games, players, kind, iterations;
    double epsilon;
    unsigned long long seed;
    double pair_rate;           /* --pairs: the share of place decisions compared, else 0 */
    int pair_candidates, pair_iterations;
    int pair_horizon;           /* turns played on before the cut-off value; 0: to the end */
    int payouts;                /* --payouts: the features' payouts instead */
    int meadows;                /* --meadows: the meadows' payouts by player instead */
} settings;

/* A uniform random number in [0, 1). */
static inline double uniform(uint64_t *rng)
{
    return (double)(next_random(rng) >> 11) / 9007199254740992.0;
}

#endif
