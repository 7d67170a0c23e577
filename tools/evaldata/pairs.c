/* hunters-evaldata --pairs (see pairs.h). */
#include <stdio.h>
#include <string.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"
#include "evaldata/pairs.h"

/* Plays g on with the bot of set at pair_iterations, to the end or for
 * pair_horizon place decisions, its seeds from seed and the decision
 * number, so that two games in the same position play the same moves.
 * Returns 0, or 1 on a failure. */
static int play_out(hunters_game *g, const settings *set, unsigned long long seed)
{
    int turns = 0;
    for (long decision = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; decision++) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS)
            if (set->pair_horizon > 0 && turns++ == set->pair_horizon)
                return 0;
        hunters_bot_options b;
        hunters_bot_options_init(&b);
        b.kind = set->kind;
        b.iterations = set->pair_iterations;
        b.seed = seed * 1000003ull + (unsigned long long)decision;
        hunters_move move;
        if (hunters_bot_choose(g, &b, &move) != HUNTERS_OK || hunters_game_play(g, move) != HUNTERS_OK)
            return 1;
    }
    return 0;
}

void final_differences(const hunters_game *g, int players, double *out)
{
    double total = 0;
    for (int p = 0; p < players; p++)
        total += hunters_game_score(g, p);
    for (int p = 0; p < players; p++) {
        double mine = hunters_game_score(g, p);
        out[p] = mine - (total - mine) / (players - 1);
    }
}

/* One side of a pair: a copy of g, redetermined from seed, plays the
 * whole turn a, then on to the end; writes the features after the turn and
 * the final differences. Returns 0, or 1 on a failure. */
static int play_side(const hunters_game *g, const settings *set, const hunters_advice *a, unsigned long long seed,
                     double features[HU_MAX_PLAYERS][HU_CF_COUNT], double *final)
{
    hunters_game *c = NULL;
    if (hunters_game_clone(&c, g) != HUNTERS_OK)
        return 1;
    int rc = hunters_game_redetermine(c, seed) != HUNTERS_OK || hunters_game_play(c, a->place) != HUNTERS_OK ||
             hunters_game_play(c, a->deploy) != HUNTERS_OK;
    if (rc)
        fprintf(stderr, "hunters-evaldata: %s\n", hunters_game_errmsg(c));
    if (rc == 0 && hunters_game_phase(c) != HUNTERS_PHASE_OVER)
        for (int p = 0; p < set->players; p++)
            hu_cutoff_features(c, p, HU_CF_ALL, features[p]);
    else if (rc == 0)
        for (int p = 0; p < set->players; p++)
            memset(features[p], 0, sizeof features[p]);
    if (rc == 0)
        rc = play_out(c, set, seed);
    if (rc == 0 && set->pair_horizon > 0) /* the library's cut-off value there */
        for (int p = 0; p < set->players; p++)
            final[p] = hu_evaluate_cutoff(c, p, NULL);
    else if (rc == 0)
        final_differences(c, set->players, final);
    hunters_game_free(c);
    return rc;
}

int compare_pair(const hunters_game *g, const settings *set, unsigned long long seed, uint64_t *rng,
                        unsigned long long game_seed)
{
    hunters_game *c = NULL;
    if (hunters_game_clone(&c, g) != HUNTERS_OK)
        return 1;
    hunters_bot_options b;
    hunters_bot_options_init(&b);
    b.kind = set->kind;
    b.iterations = set->iterations;
    b.seed = seed;
    hunters_advice advice[PAIR_CANDIDATES_MAX];
    int count = hunters_bot_advise(c, &b, advice, set->pair_candidates);
    hunters_game_free(c);
    if (count < 0)
        return 1;
    if (count > set->pair_candidates)
        count = set->pair_candidates; /* the number of candidates, of which these were written */
    if (count < 2)
        return 0;
    int i = (int)(next_random(rng) % (uint64_t)count);
    int j = (int)(next_random(rng) % (uint64_t)(count - 1));
    j += j >= i;
    double fa[HU_MAX_PLAYERS][HU_CF_COUNT], fb[HU_MAX_PLAYERS][HU_CF_COUNT];
    double ya[HU_MAX_PLAYERS], yb[HU_MAX_PLAYERS];
    if (play_side(g, set, &advice[i], seed, fa, ya) || play_side(g, set, &advice[j], seed, fb, yb))
        return 1;
    for (int p = 0; p < set->players; p++) {
        printf("%llu %d %d %d %g", game_seed, set->players, g->s.land_left, p, ya[p] - yb[p]);
        for (int k = 0; k < HU_CF_COUNT; k++)
            printf(" %.6g", fa[p][k] - fb[p][k]);
        putchar('\n');
    }
    return 0;
}
