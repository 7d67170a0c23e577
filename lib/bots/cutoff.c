/* HUNTERS_BOT_MCTS2's value at a rollout's cut-off. The projection
 * (lib/bots/project.c) scores a position as if the game ended now, so it
 * values a member on an unfinished forest or river at nothing (R8.1) and a
 * piece in supply at nothing; a search that trusts it alone spends its
 * pieces at once and never builds towards a completion. This value adds
 * what the pieces are likely to earn while tiles are left, as a weighted
 * sum of the features of lib/bots/cutoff_features.c, which read only
 * public information (never the stacks' order). */
#include "bots/bots.h"
#include "bots/cutoff_features.h"

/* The weights, by the number of players: 2, 3, 4 or more. */
/* the hand-tuned value: projection, closing chance, 3 points a piece in supply */
#define HAND_WEIGHTS \
    { [HU_CF_PROJECTED] = 1.0, [HU_CF_CLOSING] = 1.0, [HU_CF_MEMBERS_SHARE] = 3.0, [HU_CF_HUTS_SHARE] = 3.0 }
static const double WEIGHTS[3][HU_CF_COUNT] = {HAND_WEIGHTS, HAND_WEIGHTS, HAND_WEIGHTS};

double hu_evaluate_cutoff(const hunters_game *g, int player)
{
    double features[HU_CF_COUNT];
    hu_cutoff_features(g, player, features);
    if (g->s.phase == HUNTERS_PHASE_OVER)
        return features[HU_CF_PROJECTED]; /* the final score difference, as the fit's target */
    const double *weight = WEIGHTS[g->players <= 2 ? 0 : g->players == 3 ? 1 : 2];
    double value = 0;
    for (int k = 0; k < HU_CF_COUNT; k++)
        value += weight[k] * features[k];
    return value;
}
