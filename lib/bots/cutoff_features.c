/* The features of the learned cut-off value (see cutoff_features.h): one
 * pass over the pieces standing, each feature and river system looked at
 * once, nothing written. */
#include "bots/cutoff_features.h"

#define ROOTS_MAX 64 /* features (and systems) a position's pieces stand on */

/* Each feature's quantity by player, before the differences. */
typedef struct tally {
    double q[HU_CF_COUNT][HU_MAX_PLAYERS];
} tally;

/* Whether root is in the list; adds it if not (a full list counts every
 * root as seen: the features beyond ROOTS_MAX are left out). */
static int seen_before(uint16_t *list, int *count, int root)
{
    for (int i = 0; i < *count; i++)
        if (list[i] == root)
            return 1;
    if (*count == ROOTS_MAX)
        return 1;
    list[(*count)++] = (uint16_t)root;
    return 0;
}

/* An unfinished forest or river holding members: what its majority
 * (R5.5) would score on completion (R5.3, R5.4), how open it is (R5.1,
 * R5.2), and the members that come home with it (R5.6). */
static void tally_unfinished(const hunters_game *g, int node, double share, tally *t)
{
    hunters_feature f;
    hu_feature_summarize(g, node, &f, HU_SUMMARY_RING | HU_SUMMARY_TILES);
    uint8_t gains[HU_MAX_PLAYERS] = {0};
    hu_majority(g, f.members, gains);
    int forest = f.kind == HUNTERS_AREA_FOREST;
    double value = f.value, closing = value * share / (1.0 + 0.5 * f.open_sides);
    for (int p = 0; p < g->players; p++) {
        t->q[HU_CF_MEMBERS_OUT][p] += f.members[p] * share;
        if (!gains[p]) {
            if (f.members[p] > 0)
                t->q[HU_CF_BEHIND][p] += value * share;
            continue;
        }
        t->q[forest ? HU_CF_FOREST_VALUE : HU_CF_RIVER_VALUE][p] += value;
        t->q[forest ? HU_CF_FOREST_VALUE_SHARE : HU_CF_RIVER_VALUE_SHARE][p] += value * share;
        t->q[forest ? HU_CF_FOREST_OPEN : HU_CF_RIVER_OPEN][p] += f.open_sides;
        t->q[HU_CF_CLOSING][p] += closing;
    }
}

/* A meadow holding hunters: its R8.3 value (already in the projection)
 * and its size, for what it may still gain while tiles are left; f is its
 * ring summary, claims its hu_meadow_claims(). */
static void tally_meadow(const hunters_game *g, int root, const hunters_feature *f, const int32_t *claims,
                         double share, tally *t)
{
    uint8_t gains[HU_MAX_PLAYERS] = {0};
    if (!hu_majority(g, claims, gains))
        return;
    for (int p = 0; p < g->players; p++)
        if (gains[p]) {
            t->q[HU_CF_MEADOW_SHARE][p] += f->value * share;
            t->q[HU_CF_MEADOW_AREAS][p] += g->nodes[root].size * share;
        }
}

int hu_system_open_ends(const hunters_game *g, int sys)
{
    int open = 0, n = sys;
    do {
        if (g->nodes[n].parent == n && hu_node_area_of(g, n)->kind == HUNTERS_AREA_RIVER)
            open += g->nodes[n].open;
        n = g->nodes[n].sys_next;
    } while (n != sys);
    return open;
}

/* A river system holding huts: its fish now (R8.2, already in the
 * projection) and its open river ends; f is its system summary. */
static void tally_system(const hunters_game *g, int node, const hunters_feature *f, double share, tally *t)
{
    uint8_t gains[HU_MAX_PLAYERS] = {0};
    if (!hu_majority(g, f->huts, gains))
        return;
    double open = hu_system_open_ends(g, hu_system_root(g, node));
    for (int p = 0; p < g->players; p++)
        if (gains[p]) {
            t->q[HU_CF_SYSTEM_SHARE][p] += f->system_fish * share;
            t->q[HU_CF_SYSTEM_OPEN][p] += open * share;
        }
}

double hu_stack_share(const hunters_game *g)
{
    double turns = (double)g->s.land_left / g->players;
    return turns >= HU_TURN_HORIZON ? 1.0 : turns / HU_TURN_HORIZON;
}

/* The projected scores, the supplies and the turn into t, then each
 * feature as the player's quantity minus the others' mean. */
static void finish(const hunters_game *g, int player, const int32_t *scores, double share, tally *t,
                   double out[HU_CF_COUNT])
{
    for (int p = 0; p < g->players; p++) {
        t->q[HU_CF_PROJECTED][p] = scores[p];
        t->q[HU_CF_MEMBERS][p] = g->s.members[p];
        t->q[HU_CF_MEMBERS_SHARE][p] = g->s.members[p] * share;
        t->q[HU_CF_HUTS][p] = g->s.huts[p];
        t->q[HU_CF_HUTS_SHARE][p] = g->s.huts[p] * share;
        t->q[HU_CF_TO_MOVE][p] = p == g->s.player;
    }
    double others = g->players > 1 ? g->players - 1 : 1; /* one player: against nobody */
    for (int k = 0; k < HU_CF_COUNT; k++) {
        double sum = 0;
        for (int p = 0; p < g->players; p++)
            sum += t->q[k][p];
        out[k] = t->q[k][player] - (sum - t->q[k][player]) / others;
    }
}

/* The features with the projection apart: hu_cutoff_features() when its
 * one pass cannot hold every feature and system (the lists' overflow
 * rules are the projection's and these), or the game is over. */
static void features_apart(const hunters_game *g, int player, int parts, double out[HU_CF_COUNT])
{
    tally t = {{{0}}};
    double share = hu_stack_share(g);
    int32_t scores[HU_MAX_PLAYERS];
    hunters_game_project_scores(g, scores);
    uint16_t features[ROOTS_MAX], systems[ROOTS_MAX];
    int feature_count = 0, system_count = 0;
    for (int i = 0; i < g->s.placed_count; i++) {
        const hu_placed *tile = &g->placed[i];
        if (tile->piece_owner < 0)
            continue;
        int node = tile->first_node + tile->piece_area;
        if (tile->piece == HUNTERS_PIECE_HUT) {
            if ((parts & HU_CF_SYSTEMS) && !seen_before(systems, &system_count, hu_system_root(g, node))) {
                hunters_feature f;
                hu_feature_summarize(g, node, &f, HU_SUMMARY_SYSTEM);
                tally_system(g, node, &f, share, &t);
            }
            continue;
        }
        int root = hu_feature_root(g, node);
        int kind = hu_node_area_of(g, node)->kind;
        if (!(parts & (kind == HUNTERS_AREA_MEADOW ? HU_CF_MEADOWS : HU_CF_UNFINISHED)))
            continue;
        if ((kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER) && g->nodes[root].open == 0)
            continue; /* completed by the tile just placed: in the projection (R5) */
        if (seen_before(features, &feature_count, root))
            continue;
        if (kind == HUNTERS_AREA_MEADOW) {
            hunters_feature f;
            hu_feature_summarize(g, node, &f, HU_SUMMARY_RING);
            int32_t dolmen[HU_MAX_PLAYERS];
            tally_meadow(g, root, &f, hu_meadow_claims(g, root, &f, dolmen), share, &t);
        } else if (kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER)
            tally_unfinished(g, node, share, &t);
    }
    finish(g, player, scores, share, &t, out);
}

void hu_cutoff_features(const hunters_game *g, int player, int parts, double out[HU_CF_COUNT])
{
    if (g->s.phase == HUNTERS_PHASE_OVER) {
        features_apart(g, player, parts, out);
        return;
    }
    /* One pass for the projection (hunters_game_project_scores) and the
     * features: each meadow and river system with pieces is summarized
     * once for both. Tallied in the order of features_apart(), so every
     * sum is the same to the last bit. */
    tally t = {{{0}}};
    double share = hu_stack_share(g);
    int32_t scores[HU_MAX_PLAYERS];
    for (int p = 0; p < g->players; p++)
        scores[p] = g->s.score[p];
    if (hu_is_deploy_phase(g->s.phase) && g->s.last_placed != HU_NONE)
        hu_project_completed(g, scores);
    uint16_t features[ROOTS_MAX], systems[ROOTS_MAX];
    int feature_count = 0, system_count = 0;
    for (int i = 0; i < g->s.placed_count; i++) {
        const hu_placed *tile = &g->placed[i];
        if (tile->piece_owner < 0)
            continue;
        int node = tile->first_node + tile->piece_area;
        if (feature_count + system_count == ROOTS_MAX - 1) {
            /* the lists may fill, where the two ways part: the old ones */
            features_apart(g, player, parts, out);
            return;
        }
        if (tile->piece == HUNTERS_PIECE_HUT) {
            if (seen_before(systems, &system_count, hu_system_root(g, node)))
                continue;
            hunters_feature f;
            hu_feature_summarize(g, node, &f, HU_SUMMARY_SYSTEM);
            hu_project_award(g, f.huts, f.system_fish, scores); /* R8.2 */
            if (parts & HU_CF_SYSTEMS)
                tally_system(g, node, &f, share, &t);
            continue;
        }
        int root = hu_feature_root(g, node);
        int kind = hu_node_area_of(g, node)->kind;
        if (kind == HUNTERS_AREA_MEADOW) {
            if (seen_before(features, &feature_count, root))
                continue;
            hunters_feature f;
            hu_feature_summarize(g, node, &f, HU_SUMMARY_RING);
            int32_t dolmen[HU_MAX_PLAYERS]; /* R8.3, R6.6 */
            const int32_t *claims = hu_meadow_claims(g, root, &f, dolmen);
            hu_project_award(g, claims, f.value, scores);
            if (parts & HU_CF_MEADOWS)
                tally_meadow(g, root, &f, claims, share, &t);
            continue;
        }
        if (!(parts & HU_CF_UNFINISHED))
            continue;
        if ((kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER) && g->nodes[root].open == 0)
            continue; /* completed by the tile just placed: in the projection (R5) */
        if (seen_before(features, &feature_count, root))
            continue;
        if (kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER)
            tally_unfinished(g, node, share, &t);
    }
    finish(g, player, scores, share, &t, out);
}
