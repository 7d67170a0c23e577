/* HUNTERS_BOT_MCTS2's value at a rollout's cut-off. The projection
 * (lib/bots/project.c) scores a position as if the game ended now, so it
 * values a member on an unfinished forest or river at nothing (R8.1) and a
 * piece in supply at nothing; a search that trusts it alone spends its
 * pieces at once and never builds towards a completion. This value adds
 * what the pieces are likely to earn while tiles are left, as a weighted
 * sum of the features of lib/bots/cutoff_features.c, which read only
 * public information (never the stacks' order). */
#include <string.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"

/* The weights by the number of players (2, 3, 4 or more), all three rows
 * since tuned by matches (below). They began as the hand-tuned value
 * (doc/bots.md: the projection, each unfinished forest and river with
 * members worth value x share / (1 + open / 2) to its majority, and 3
 * points a member or hut in supply times share: weights 1, 1, 3, 3 of
 * PROJECTED, CLOSING, MEMBERS_SHARE, HUTS_SHARE, the rest 0) plus two
 * learned terms, each open river end of a river system
 * held by huts (R8.2: the system may still grow, x share) and the turn to
 * play (the next tile, or a bonus tile after a nugget forest, R6.1),
 * fitted on what the hand-tuned value leaves unexplained of the final
 * score difference in self-play (ridge, the other weights kept;
 * doc/bots.md, "The cut-off value"). Made by:
 *   hunters-evaldata --games 2000 --players 2 --seed 1 --iterations 200 --epsilon 0.1 > p2.txt
 *   hunters-evaldata --games 1200 --players 3 --seed 100001 --iterations 200 --epsilon 0.1 > p3.txt
 *   hunters-evaldata --games 1000 --players 4 --seed 200001 --iterations 200 --epsilon 0.1 > p4.txt
 *   python3 tools/fit_eval.py --free system_open,to_move p2.txt p3.txt p4.txt
 * (with the commit before these weights, whose bot valued with
 * the hand-tuned weights alone: the self-play games depend on the value.) */
/* 3 players: tuned by matches the same way (2026-12-02, later): 600
 * steps of 12 games (one side in one seat, the other in two, then the
 * reverse; tools/tune/games.h), the mean theta of steps 450-599:
 *   hunters-tune spsa --steps 600 --games 12 --iterations 200 --players 3 --params 10 --seed 1 --threads 2
 *     --a 0.15 --c 0.3
 * then verified against the fitted weights at 1000 iterations: 59.1% of
 * 600 games (55.1% - 62.9%; 50% is even), +7.3 points a game:
 *   hunters-tune match --players 3 --theta-file THETA --versus builtin --games 600 --iterations 1000 --seed 1 */
/* 4 players: the same, 300 steps (the mean theta of steps 225-299):
 *   hunters-tune spsa --steps 300 --games 12 --iterations 200 --players 4 --params 10 --seed 1 --threads 2
 *     --a 0.15 --c 0.3
 * 61.8% of 600 games against the fitted weights (57.9% - 65.6%), +8.9:
 *   hunters-tune match --players 4 --theta-file THETA --versus builtin --games 600 --iterations 1000 --seed 1 */
/* 2 players: tuned by matches from those weights (2026-12-02, doc/bots-journal.md,
 * "Tuning the cut-off value by matches"): SPSA over 10 weights, 800 steps
 * of 16 seat-swapped games between theta +- c Delta, MCTS2 at 200
 * iterations, the mean theta of steps 600-799:
 *   hunters-tune spsa --steps 800 --games 16 --iterations 200 --seed 1 --threads 1 --a 0.15 --c 0.3
 * then verified against the weights above at 1000 iterations: 61.4% of
 * 1000 games (58.3% - 64.4%), +11.5 points a game:
 *   hunters-tune match --theta-file THETA --versus builtin --games 1000 --iterations 1000 --seed 1
 * Then tuned against MCTS (2026-12-03, doc/bots-journal.md "Cheaper rollouts;
 * weights tuned against MCTS"), those 10 weights and merge_meadow, 600
 * steps of 16 games, MCTS2 at 200 iterations against MCTS at 600, the mean
 * theta of steps 450-599:
 *   hunters-tune spsa --steps 600 --games 16 --iterations 200 --seed 3100001 --threads 2 --a 0.3 --c 0.3
 *     --versus mcts --only closing,members_share,huts_share,system_open,to_move,meadow_share,
 *     meadow_areas,forest_open,river_open,members_out,merge_meadow
 * kept once the tree's listings left merge_meadow out (lib/bots/search.c),
 * which made them about as fast as the weights before: doc/bots-journal.md, "The
 * contested terms at the cut-off only". Then a second round from those,
 * the same way with merge and merge_next too (both came out near 0, so
 * left at 0: with them the contested pass is not meadows alone), the mean
 * theta of steps 450-599:
 *   hunters-tune spsa --steps 600 --games 16 --iterations 200 --seed 3200001 --threads 2 --a 0.3 --c 0.3
 *     --versus mcts --only closing,members_share,huts_share,system_open,to_move,meadow_share,
 *     meadow_areas,forest_open,river_open,members_out,merge_meadow,merge,merge_next
 * 66.8% of 3000 games against MCTS at 3000 iterations where the round
 * before won 64.0% (seeds 1, 501 and 1001; doc/bots-journal.md, "A second round
 * against MCTS"). Then the claimer term (2 players only), screened by hand
 * (0, 0.7, 1.5, 3 on 400 games): the search spent its last member on a
 * meadow hunter and then completed forests and rivers for nobody; at 0.7
 * it won 69.3% of 4000 games against MCTS at 3000 iterations where the
 * weights without it won 66.3% (seeds 1, 501, 1001 and 1501; doc/bots-journal.md,
 * "A member kept to claim"). Then merge_meadow from 0.082 to 0.15, screened
 * against greedy (0, 0.04, 0.08, 0.15, 0.3, 1.0: a sharp optimum, 1.0 loses
 * two games in three) and kept by 4000 games against MCTS at 3000 iterations
 * (doc/bots-journal.md, "The contested meadows weighed twice as much"). */
static const double WEIGHTS[3][HU_CF_COUNT] = {
    {[HU_CF_PROJECTED] = 1.0, [HU_CF_CLOSING] = -0.6691, [HU_CF_MEMBERS_SHARE] = 4.6350,
     [HU_CF_HUTS_SHARE] = 2.5898, [HU_CF_SYSTEM_OPEN] = 0.3106, [HU_CF_TO_MOVE] = 5.5110,
     [HU_CF_MEADOW_SHARE] = 0.1594, [HU_CF_MEADOW_AREAS] = -0.0658, [HU_CF_FOREST_OPEN] = 0.3495,
     [HU_CF_RIVER_OPEN] = -0.5308, [HU_CF_MEMBERS_OUT] = -4.1114, [HU_CF_MERGE_MEADOW] = 0.15,
     [HU_CF_CLAIMER] = 0.7},
    {[HU_CF_PROJECTED] = 1.0, [HU_CF_CLOSING] = 0.3109, [HU_CF_MEMBERS_SHARE] = 1.6162,
     [HU_CF_HUTS_SHARE] = 4.8393, [HU_CF_SYSTEM_OPEN] = 2.0680, [HU_CF_TO_MOVE] = 3.4246,
     [HU_CF_MEADOW_SHARE] = 0.1463, [HU_CF_MEADOW_AREAS] = -0.0492, [HU_CF_FOREST_OPEN] = -0.0471,
     [HU_CF_RIVER_OPEN] = -0.3624, [HU_CF_MEMBERS_OUT] = -1.2787},
    {[HU_CF_PROJECTED] = 1.0, [HU_CF_CLOSING] = 0.4773, [HU_CF_MEMBERS_SHARE] = 1.4665,
     [HU_CF_HUTS_SHARE] = 4.0665, [HU_CF_SYSTEM_OPEN] = 2.0788, [HU_CF_TO_MOVE] = 1.5356,
     [HU_CF_MEADOW_SHARE] = 0.0464, [HU_CF_MEADOW_AREAS] = 0.0476, [HU_CF_FOREST_OPEN] = -0.4537,
     [HU_CF_RIVER_OPEN] = 0.1606, [HU_CF_MEMBERS_OUT] = -1.3320},
};

/* The features with a weight other than 0, one bit each (bit k: feature
 * k), and the parts of the features they need (the rest costs time). */
static uint32_t features_used(const double *weight)
{
    uint32_t wanted = 0;
    for (int k = 0; k < HU_CF_COUNT; k++)
        wanted |= weight[k] != 0 ? 1u << k : 0;
    return wanted;
}

#define BITS(from, to) ((2u << (to)) - (1u << (from))) /* bits from .. to */

static int parts_used(uint32_t wanted)
{
    int parts = 0;
    parts |= wanted & BITS(HU_CF_FOREST_VALUE, HU_CF_MEMBERS_OUT) ? HU_CF_UNFINISHED : 0;
    parts |= wanted & BITS(HU_CF_MEADOW_SHARE, HU_CF_MEADOW_AREAS) ? HU_CF_MEADOWS : 0;
    parts |= wanted & BITS(HU_CF_SYSTEM_SHARE, HU_CF_SYSTEM_OPEN) ? HU_CF_SYSTEMS : 0;
    parts |= wanted & BITS(HU_CF_MERGE, HU_CF_MERGE_NEXT) ? HU_CF_CONTESTED | HU_CF_UNFINISHED : 0;
    return parts;
}

const double *hu_cutoff_weights(int players)
{
    return WEIGHTS[players <= 2 ? 0 : players == 3 ? 1 : 2];
}

void hu_cutoff_prepare(hu_cutoff *c, const double *weights, int players)
{
    memmove(c->weight, weights ? weights : hu_cutoff_weights(players), sizeof c->weight); /* weights may be c's own */
    c->wanted = features_used(c->weight);
    c->parts = parts_used(c->wanted);
    c->used_count = hu_cf_list_used(c->wanted, c->used);
}

double hu_cutoff_value(const hunters_game *g, int player, const hu_cutoff *c, hu_cf_memo *memo)
{
    double features[HU_CF_COUNT];
    if (g->s.phase == HUNTERS_PHASE_OVER) {
        hu_cutoff_features(g, player, 0, features);
        return features[HU_CF_PROJECTED]; /* the final score difference, as the fit's target */
    }
    /* a zero weight's term is left out: the sum starts at +0 and never
     * becomes -0, so adding a zero changes no bit of it; the others are
     * added in the order of the features */
    hu_cutoff_features_used(g, player, c->parts, c->wanted, c->used, c->used_count, memo, features);
    double value = 0;
    for (int i = 0; i < c->used_count; i++)
        value += c->weight[c->used[i]] * features[c->used[i]];
    return value;
}

double hu_evaluate_cutoff_memo(const hunters_game *g, int player, const double *weights, hu_cf_memo *memo)
{
    hu_cutoff c;
    hu_cutoff_prepare(&c, weights, g->players);
    return hu_cutoff_value(g, player, &c, memo);
}

double hu_evaluate_cutoff(const hunters_game *g, int player, const double *weights)
{
    return hu_evaluate_cutoff_memo(g, player, weights, NULL);
}
