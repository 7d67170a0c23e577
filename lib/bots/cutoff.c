/* HUNTERS_BOT_MCTS2's value at a rollout's cut-off. The projection
 * (lib/bots/project.c) scores a position as if the game ended now, so it
 * values a member on an unfinished forest or river at nothing (R8.1) and a
 * piece in supply at nothing; a search that trusts it alone spends its
 * pieces at once and never builds towards a completion. This value adds
 * what the pieces are likely to earn while tiles are left: nothing of it
 * reads the hidden order, only the public count of land tiles left. */
#include "bots/bots.h"

#define MEMBER_SUPPLY_VALUE 3.0 /* a member in supply (hu_evaluate's term) */
#define HUT_SUPPLY_VALUE 3.0    /* a hut in supply: systems grow, R8.2 */
#define TURN_HORIZON 20.0       /* turns left to each player from which pieces lose value */
#define ROOTS_MAX 64            /* features a position's members stand on */

/* The share of a piece's future worth still to come: 1 while each player
 * has TURN_HORIZON turns or more left (land tiles left / players), then
 * falling to 0 with the stack. (By tiles alone, from 20 tiles left, the
 * 4-player bot kept its pieces too long: 17.8% of 200 games against three
 * greedy bots; 29.8% with this and the others' mean below.) */
static double stack_share(const hunters_game *g)
{
    double turns = (double)g->s.land_left / g->players;
    return turns >= TURN_HORIZON ? 1.0 : turns / TURN_HORIZON;
}

/* Adds to expected[] the value of each unfinished forest and river that
 * holds members, to the players with the most members on it (R5.5), times
 * the chance that it completes: fewer open sides or ends and more tiles
 * left make it likelier. */
static void add_unfinished(const hunters_game *g, double share, double *expected)
{
    int roots[ROOTS_MAX], count = 0;
    for (int p = 0; p < g->s.placed_count && count < ROOTS_MAX; p++) {
        const hu_placed *tile = &g->placed[p];
        if (tile->piece_owner < 0 || tile->piece != HUNTERS_PIECE_MEMBER)
            continue;
        int node = tile->first_node + tile->piece_area;
        int kind = hu_node_area_of(g, node)->kind;
        if (kind != HUNTERS_AREA_FOREST && kind != HUNTERS_AREA_RIVER)
            continue;
        int root = hu_feature_root(g, node), seen = 0;
        for (int i = 0; i < count && !seen; i++)
            seen = roots[i] == root;
        if (seen || g->nodes[root].open == 0)
            continue;
        roots[count++] = root;
        hunters_feature f;
        hu_feature_summarize(g, root, &f, HU_SUMMARY_RING | HU_SUMMARY_TILES);
        uint8_t gains[HU_MAX_PLAYERS] = {0};
        if (!hu_majority(g, f.members, gains))
            continue;
        double chance = share / (1.0 + 0.5 * f.open_sides);
        for (int q = 0; q < g->players; q++)
            if (gains[q])
                expected[q] += chance * f.value;
    }
}

double hu_evaluate_cutoff(const hunters_game *g, int player)
{
    int32_t scores[HU_MAX_PLAYERS];
    hunters_game_project_scores(g, scores);
    if (g->s.phase == HUNTERS_PHASE_OVER)
        return hu_score_difference(g, scores, player);
    double share = stack_share(g);
    double expected[HU_MAX_PLAYERS] = {0};
    for (int p = 0; p < g->players; p++)
        expected[p] = scores[p];
    add_unfinished(g, share, expected);
    /* against the others' mean, not the best other's (the same for two
     * players): against the leader alone, 3 and 4 players lost more */
    double mean_other = 0;
    for (int p = 0; p < g->players; p++)
        if (p != player)
            mean_other += expected[p] / (g->players > 1 ? g->players - 1 : 1);
    double value = expected[player] - mean_other;
    if (g->players == 1)
        return value;
    double members = 0, huts = 0;
    for (int p = 0; p < g->players; p++) {
        if (p == player)
            continue;
        members += g->s.members[p];
        huts += g->s.huts[p];
    }
    int others = g->players - 1;
    return value + share * (MEMBER_SUPPLY_VALUE * (g->s.members[player] - members / others) +
                            HUT_SUPPLY_VALUE * (g->s.huts[player] - huts / others));
}
