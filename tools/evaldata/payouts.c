/* hunters-evaldata --payouts (see payouts.h). */
#include <stdio.h>
#include <string.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"
#include "evaldata/payouts.h"

/* Whether w[first, count) already holds the feature (or system) of root. */
static int watched(const hunters_game *g, const payout_watch *w, int first, int count, int kind, int root)
{
    for (int i = first; i < count; i++) {
        int other = w[i].kind == WATCH_SYSTEM ? hu_system_root(g, w[i].node) : hu_feature_root(g, w[i].node);
        if ((w[i].kind == WATCH_SYSTEM) == (kind == WATCH_SYSTEM) && other == root)
            return 1;
    }
    return 0;
}

int payouts_watch(const hunters_game *g, payout_watch *w, int count, int cap)
{
    int first = count;
    double share = hu_stack_share(g);
    for (int i = 0; i < g->s.placed_count && count < cap; i++) {
        const hu_placed *tile = &g->placed[i];
        if (tile->piece_owner < 0)
            continue;
        int node = tile->first_node + tile->piece_area;
        int area = hu_node_area_of(g, node)->kind;
        int kind = tile->piece == HUNTERS_PIECE_HUT ? WATCH_SYSTEM
                   : area == HUNTERS_AREA_FOREST   ? WATCH_FOREST
                   : area == HUNTERS_AREA_RIVER    ? WATCH_RIVER
                   : area == HUNTERS_AREA_MEADOW   ? WATCH_MEADOW
                                                   : -1;
        int root = kind == WATCH_SYSTEM ? hu_system_root(g, node) : hu_feature_root(g, node);
        if (kind < 0 || watched(g, w, first, count, kind, root))
            continue;
        if ((kind == WATCH_FOREST || kind == WATCH_RIVER) && g->nodes[root].open == 0)
            continue; /* completed: scored already */
        hunters_feature f;
        hu_feature_summarize(g, node, &f,
                             kind == WATCH_SYSTEM ? HU_SUMMARY_SYSTEM : HU_SUMMARY_RING | HU_SUMMARY_TILES);
        payout_watch *at = &w[count++];
        at->kind = kind;
        at->node = node;
        at->land_left = g->s.land_left;
        at->share = share;
        at->value = kind == WATCH_SYSTEM ? f.system_fish : f.value;
        at->open = kind == WATCH_SYSTEM ? hu_system_open_ends(g, root) : f.open_sides;
        at->size = kind == WATCH_SYSTEM ? g->nodes[root].sys_size : g->nodes[root].size;
    }
    return count;
}

void payouts_write(const hunters_game *end, const payout_watch *w, int count, unsigned long long game)
{
    for (int i = 0; i < count; i++) {
        hunters_feature f;
        int system = w[i].kind == WATCH_SYSTEM;
        hu_feature_summarize(end, w[i].node, &f, system ? HU_SUMMARY_SYSTEM : HU_SUMMARY_RING | HU_SUMMARY_TILES);
        double payout = system                     ? f.system_fish - w[i].value
                        : w[i].kind == WATCH_MEADOW ? f.value - w[i].value
                        : f.complete                ? f.value
                                                    : 0;
        printf("%llu %d %d %d %g %g %g %g %g\n", game, end->players, w[i].land_left, w[i].kind, w[i].share,
               w[i].value, w[i].open, w[i].size, payout);
    }
}

int meadows_watch(const hunters_game *g, int position, meadow_watch *w, int count, int cap)
{
    int first = count;
    for (int i = 0; i < g->s.placed_count && count < cap; i++) {
        const hu_placed *tile = &g->placed[i];
        if (tile->piece_owner < 0 || tile->piece != HUNTERS_PIECE_MEMBER)
            continue;
        int node = tile->first_node + tile->piece_area;
        if (hu_node_area_of(g, node)->kind != HUNTERS_AREA_MEADOW)
            continue;
        int root = hu_feature_root(g, node), seen = 0;
        for (int j = first; j < count && !seen; j++)
            seen = hu_feature_root(g, w[j].node) == root;
        if (seen)
            continue;
        hunters_feature f;
        hu_feature_summarize(g, node, &f, HU_SUMMARY_RING);
        int32_t dolmen[HU_MAX_PLAYERS];
        const int32_t *claims = hu_meadow_claims(g, root, &f, dolmen);
        meadow_watch *at = &w[count++];
        at->node = node;
        at->position = position;
        at->land_left = g->s.land_left;
        at->value = f.value;
        at->size = g->nodes[root].size;
        memcpy(at->claims, claims, sizeof at->claims);
        memset(at->gains, 0, sizeof at->gains);
        hu_majority(g, at->claims, at->gains);
    }
    return count;
}

void meadows_write(const hunters_game *end, const meadow_watch *w, int count, unsigned long long game)
{
    for (int i = 0; i < count; i++) {
        hunters_feature f;
        int root = hu_feature_root(end, w[i].node);
        hu_feature_summarize(end, w[i].node, &f, HU_SUMMARY_RING);
        int32_t dolmen[HU_MAX_PLAYERS];
        uint8_t gains[HU_MAX_PLAYERS] = {0};
        hu_majority(end, hu_meadow_claims(end, root, &f, dolmen), gains);
        int merged = 0; /* the watches of the position are side by side */
        for (int j = i; j >= 0 && w[j].position == w[i].position; j--)
            merged += hu_feature_root(end, w[j].node) == root;
        for (int j = i + 1; j < count && w[j].position == w[i].position; j++)
            merged += hu_feature_root(end, w[j].node) == root;
        for (int p = 0; p < end->players; p++)
            printf("%llu %d %d %d %d %d %d %d %d %d %d %d\n", game, end->players, w[i].land_left, i, p, w[i].value,
                   w[i].size, (int)w[i].claims[p], w[i].gains[p], (int)f.value, gains[p], merged);
    }
}
