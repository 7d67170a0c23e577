/* The features of the learned cut-off value (see cutoff_features.h): one
 * pass over the pieces standing, each feature and river system looked at
 * once, the projection's scores counted in the same pass; nothing written
 * but the caller's memo (hu_cf_memo), which MCTS2's reply listing shares
 * among its evaluations, and its search among the rollouts' cut-offs. */
#include <string.h>

#include "board/board.h"
#include "bots/cutoff_features.h"
#include "util/attributes.h"

#define ROOTS_MAX 64 /* features (and systems) a position's pieces stand on */

/* Each feature's quantity by player, before the differences; by player
 * first, so that the players in the game are one block to clear. */
typedef struct tally {
    double q[HU_MAX_PLAYERS][HU_CF_COUNT];
} tally;

static void tally_clear(const hunters_game *g, tally *t)
{
    memset(t->q, 0, sizeof t->q[0] * (size_t)g->players);
}

/* A list of roots met, with bit root % 64 of each, which tells most new
 * roots without a look through the list. */
typedef struct root_list {
    int count;
    uint64_t bits;
    uint16_t roots[ROOTS_MAX];
} root_list;

/* Whether root is in the list; adds it if not (a full list counts every
 * root as seen: the features beyond ROOTS_MAX are left out). */
static HU_ALWAYS_INLINE int seen_before(root_list *l, int root)
{
    uint64_t bit = UINT64_C(1) << (root & 63);
    if (l->bits & bit)
        for (int i = 0; i < l->count; i++)
            if (l->roots[i] == root)
                return 1;
    if (l->count == ROOTS_MAX)
        return 1;
    l->roots[l->count++] = (uint16_t)root;
    l->bits |= bit;
    return 0;
}

/* An unfinished forest or river holding members: what its majority
 * (R5.5) would score on completion (R5.3, R5.4), how open it is (R5.1,
 * R5.2), and the members that come home with it (R5.6); from its
 * summary's value, open sides, members and their majority. */
static void tally_unfinished(const hunters_game *g, int forest, const hu_cf_summary *f, double share, tally *t)
{
    double value = f->value, closing = value * share / (1.0 + 0.5 * f->open);
    for (int p = 0; p < g->players; p++) {
        t->q[p][HU_CF_MEMBERS_OUT] += f->counts[p] * share;
        if (!f->gains[p]) {
            if (f->counts[p] > 0)
                t->q[p][HU_CF_BEHIND] += value * share;
            continue;
        }
        t->q[p][forest ? HU_CF_FOREST_VALUE : HU_CF_RIVER_VALUE] += value;
        t->q[p][forest ? HU_CF_FOREST_VALUE_SHARE : HU_CF_RIVER_VALUE_SHARE] += value * share;
        t->q[p][forest ? HU_CF_FOREST_OPEN : HU_CF_RIVER_OPEN] += f->open;
        t->q[p][HU_CF_CLOSING] += closing;
    }
}

/* A meadow holding hunters: its R8.3 value (already in the projection)
 * and its size, for what it may still gain while tiles are left; from its
 * summary's value and the majority of its claims (hu_meadow_claims()). */
static void tally_meadow(const hunters_game *g, int root, const hu_cf_summary *f, double share, tally *t)
{
    for (int p = 0; p < g->players; p++)
        if (f->gains[p]) {
            t->q[p][HU_CF_MEADOW_SHARE] += f->value * share;
            t->q[p][HU_CF_MEADOW_AREAS] += g->nodes[root].size * share;
        }
}

/* The features with pieces (unfinished forests and rivers, meadows) that
 * a position's pass met, for the contested part: root, kind, summary. */
typedef struct held_list {
    int count;
    uint16_t roots[ROOTS_MAX];
    uint8_t kinds[ROOTS_MAX];
    hu_cf_summary sums[ROOTS_MAX];
    uint64_t bits; /* bit root % 64 of each */
} held_list;

static void held_add(held_list *h, int root, int kind, const hu_cf_summary *sum)
{
    if (h->count == ROOTS_MAX)
        return;
    h->roots[h->count] = (uint16_t)root;
    h->kinds[h->count] = (uint8_t)kind;
    h->sums[h->count++] = *sum;
    h->bits |= UINT64_C(1) << (root & 63);
}

static int held_index(const held_list *h, int root)
{
    if (!(h->bits >> (root & 63) & 1))
        return -1;
    for (int i = 0; i < h->count; i++)
        if (h->roots[i] == root)
            return i;
    return -1;
}

/* The nodes of the areas that the sides of the placed neighbours of the
 * open position (x, y) bring (the demand byte's sides; meadows only: a
 * meadow side's meadow, a river side's two banks; else a river side's
 * river too), side by side, N E S W, into out (one a feature of g: a later
 * position's roots only merge, R5.1, so a second node of the same feature
 * would find what the first found). Returns how many. */
static int open_areas(const hunters_game *g, int x, int y, unsigned sides, int meadows_only,
                      uint16_t out[HU_CF_OPEN_AREAS])
{
    int n = 0;
    for (int d = 0; d < 4; d++) {
        if (!(sides >> (2 * d) & 1))
            continue;
        int q = hu_board_tile_at(g, x + hu_side_dx[d], y + hu_side_dy[d]);
        if (q < 0)
            continue;
        const hu_placed *near = &g->placed[q];
        const hu_tile_type *nt = &g->ts->types[near->type];
        int back = (d + 2) & 3, terrain = (nt->rot_code[near->rotation] >> (2 * back)) & 3;
        const uint8_t *half = nt->rot_half_area[near->rotation];
        int areas[3] = {half[2 * back], HU_NO_AREA, HU_NO_AREA};
        if (terrain == HUNTERS_TERRAIN_RIVER) {
            areas[1] = half[2 * back + 1];
            if (!meadows_only)
                areas[2] = nt->rot_side_river[near->rotation][back];
        }
        for (int k = 0; k < 3; k++) {
            if (areas[k] == HU_NO_AREA)
                continue;
            int node = near->first_node + areas[k], dup = 0;
            for (int j = 0; j < n && !dup; j++)
                dup = g->nodes[out[j]].parent == g->nodes[node].parent;
            if (!dup)
                out[n++] = (uint16_t)node;
        }
    }
    return n;
}

/* The sides of an open position that bring areas to the contested pass,
 * from its demand byte (R3.2: two bits a side, 0 none, forest, meadow,
 * river): a side brings one area (a forest, a meadow), a river side three
 * (two banks, the river); meadows only: a meadow side one, a river side
 * two, a forest side none. 0 when fewer than two areas meet there: such a
 * position joins nothing. */
static unsigned contested_sides(unsigned need, int meadows_only)
{
    unsigned high = need >> 1 & 0x55u, river = high & need; /* bit 2d: side d meadow or river; river */
    unsigned sides = meadows_only ? high : (high | need) & 0x55u;
    return !river && !(sides & (sides - 1)) ? 0 : sides;
}

/* The memo's areas of its base's open positions, made on the first call
 * for this kind of pass (NULL: the base has more open positions than the
 * memo keeps). A position still open in a later game, with the same
 * demand, has the same placed neighbours (tiles stay where they are put),
 * so the same areas. */
static const hu_cf_open_areas *contested_areas(hu_cf_memo *m, int meadows_only)
{
    int kind = meadows_only ? 2 : 1;
    if (m->open_kind == kind)
        return m->open;
    const hunters_game *base = m->base;
    if (m->open_kind < 0 || base->s.frontier_count > HU_CF_MEMO_OPEN) {
        m->open_kind = -1;
        return NULL;
    }
    for (int f = 0; f < base->s.frontier_count; f++) {
        int x = hu_open_x(&base->frontier[f]), y = hu_open_y(&base->frontier[f]);
        unsigned sides = contested_sides(base->frontier_need[f], meadows_only);
        m->open[f].count = (uint8_t)(sides ? open_areas(base, x, y, sides, meadows_only, m->open[f].nodes) : 0);
    }
    m->open_kind = kind;
    return m->open;
}

/* The base's open position at (x, y) with the demand need: its slot, or -1. */
static int base_open_slot(const hunters_game *base, int x, int y, unsigned need)
{
    if (!in_frame(base, x, y))
        return -1;
    unsigned e = *grid_at(base, x, y);
    if (e == HU_NONE || (e & HU_GRID_PLACED) || e >= base->s.frontier_count || base->frontier_need[e] != need)
        return -1;
    return (int)e;
}

/* Contested features: at each open position, every two features with
 * pieces of one kind that touch it (across the sides of its placed
 * neighbours) may be joined by one tile there (R5.1, R5.2), and the
 * merged feature's majority then takes both values (R5.5, R8.3; a
 * meadow's claims summed, its value taken as the sum). Each player
 * gains what the merge would add to or take from their share of the two
 * values, x share, once a position and pair; the player to move, the most
 * one merge would add (HU_CF_MERGE_NEXT, not x share). meadows_only: h
 * holds meadows alone (merge_meadow is the only term wanted). */
static void tally_contested(const hunters_game *g, const held_list *h, int meadows_only, double share, tally *t,
                            hu_cf_memo *m)
{
    if (h->count < 2)
        return;
    int mover = g->s.player;
    double best = 0;
    const hu_cf_open_areas *cached = m ? contested_areas(m, meadows_only) : NULL;
    for (int f = 0; f < g->s.frontier_count; f++) {
        unsigned need = g->frontier_need[f], sides = contested_sides(need, meadows_only);
        if (!sides)
            continue;
        int x = hu_open_x(&g->frontier[f]), y = hu_open_y(&g->frontier[f]);
        uint16_t fresh[HU_CF_OPEN_AREAS];
        const uint16_t *nodes = fresh;
        int bf = cached ? base_open_slot(m->base, x, y, need) : -1, count;
        if (bf >= 0) {
            nodes = cached[bf].nodes;
            count = cached[bf].count;
        } else {
            count = open_areas(g, x, y, sides, meadows_only, fresh);
        }
        int found[HU_CF_OPEN_AREAS], n = 0;
        for (int k = 0; k < count; k++) {
            int i = held_index(h, g->nodes[nodes[k]].parent), dup = i < 0;
            for (int j = 0; j < n && !dup; j++)
                dup = found[j] == i;
            if (!dup)
                found[n++] = i;
        }
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++) {
                const hu_cf_summary *sa = &h->sums[found[a]], *sb = &h->sums[found[b]];
                int kind = h->kinds[found[a]];
                if (kind != h->kinds[found[b]])
                    continue;
                int32_t counts[HU_MAX_PLAYERS];
                uint8_t gains[HU_MAX_PLAYERS] = {0};
                for (int p = 0; p < HU_MAX_PLAYERS; p++)
                    counts[p] = sa->counts[p] + sb->counts[p];
                int won = hu_majority(g, counts, gains);
                double both = (double)sa->value + sb->value;
                int k = kind == HUNTERS_AREA_MEADOW ? HU_CF_MERGE_MEADOW : HU_CF_MERGE;
                for (int p = 0; p < g->players; p++) {
                    double before = (sa->won && sa->gains[p] ? sa->value : 0) +
                                    (sb->won && sb->gains[p] ? sb->value : 0);
                    double after = won && gains[p] ? both : 0;
                    t->q[p][k] += (after - before) * share;
                    if (p == mover && after - before > best)
                        best = after - before;
                }
            }
    }
    if (mover >= 0 && mover < g->players)
        t->q[mover][HU_CF_MERGE_NEXT] = best;
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

/* A river system (root sys) holding huts: its fish now (R8.2, already in
 * the projection) and its open river ends, from its summary (the open ends
 * counted here when not yet, f->open < 0). */
static void tally_system(const hunters_game *g, int sys, hu_cf_summary *f, double share, tally *t)
{
    if (!f->won)
        return;
    if (f->open < 0)
        f->open = hu_system_open_ends(g, sys);
    double open = f->open;
    for (int p = 0; p < g->players; p++)
        if (f->gains[p]) {
            t->q[p][HU_CF_SYSTEM_SHARE] += f->value * share;
            t->q[p][HU_CF_SYSTEM_OPEN] += open * share;
        }
}

/* A summary's numbers: value, open, counts and their majority (R5.5,
 * R8.2, R8.3). */
static void summary_set(const hunters_game *g, hu_cf_summary *sum, int32_t value, int32_t open, const int32_t *counts)
{
    sum->value = value;
    sum->open = open;
    memcpy(sum->counts, counts, sizeof sum->counts);
    memset(sum->gains, 0, sizeof sum->gains);
    sum->won = (int8_t)hu_majority(g, counts, sum->gains);
}

/* The projection's award (R5.5, R8.2, R8.3) from a summary's majority. */
static void award(const hunters_game *g, const hu_cf_summary *sum, int32_t *scores)
{
    if (sum->won)
        for (int p = 0; p < g->players; p++)
            if (sum->gains[p])
                scores[p] += sum->value;
}

/* Each player's turns left, on average: land tiles left / players. */
static double turns_left(const hunters_game *g)
{
    return (double)g->s.land_left / g->players;
}

double hu_stack_share(const hunters_game *g)
{
    double turns = turns_left(g);
    return turns >= HU_TURN_HORIZON ? 1.0 : turns / HU_TURN_HORIZON;
}

/* Every feature, in order: the list of a caller that wants them all. */
static const uint8_t ALL_FEATURES[HU_CF_COUNT] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11,
                                                  12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22};
_Static_assert(HU_CF_COUNT == 23, "ALL_FEATURES lists every feature");

/* The projected scores, the supplies and the turn into t, then each
 * feature of the list used (the others 0) as the player's quantity minus
 * the others' mean. */
static void finish(const hunters_game *g, int player, const int32_t *scores, double share, tally *t,
                   const uint8_t *used, int used_count, double out[HU_CF_COUNT])
{
    double turns = turns_left(g);
    for (int p = 0; p < g->players; p++) {
        t->q[p][HU_CF_PROJECTED] = scores[p];
        t->q[p][HU_CF_MEMBERS] = g->s.members[p];
        t->q[p][HU_CF_MEMBERS_SHARE] = g->s.members[p] * share;
        t->q[p][HU_CF_HUTS] = g->s.huts[p];
        t->q[p][HU_CF_HUTS_SHARE] = g->s.huts[p] * share;
        t->q[p][HU_CF_TO_MOVE] = p == g->s.player;
        t->q[p][HU_CF_CLAIMER] = g->s.members[p] > 0 ? turns : 0;
    }
    double others = g->players > 1 ? g->players - 1 : 1; /* one player: against nobody */
    memset(out, 0, sizeof out[0] * HU_CF_COUNT);
    if (g->players == 2) { /* the loop below unrolled: the same sums */
        for (int i = 0; i < used_count; i++) {
            int k = used[i];
            double sum = 0;
            sum += t->q[0][k];
            sum += t->q[1][k];
            out[k] = t->q[player][k] - (sum - t->q[player][k]) / others;
        }
        return;
    }
    for (int i = 0; i < used_count; i++) {
        int k = used[i];
        double sum = 0;
        for (int p = 0; p < g->players; p++)
            sum += t->q[p][k];
        out[k] = t->q[player][k] - (sum - t->q[player][k]) / others;
    }
}

/* The features with the projection apart: hu_cutoff_features() when its
 * one pass cannot hold every feature and system (the lists' overflow
 * rules are the projection's and these), or the game is over. */
static void features_apart(const hunters_game *g, int player, int parts, double out[HU_CF_COUNT])
{
    tally t;
    tally_clear(g, &t);
    double share = hu_stack_share(g);
    int32_t scores[HU_MAX_PLAYERS];
    hunters_game_project_scores(g, scores);
    root_list features, systems;
    features.count = systems.count = 0;
    features.bits = systems.bits = 0;
    held_list held;
    held.count = 0;
    held.bits = 0;
    for (int i = 0; i < g->s.placed_count; i++) {
        const hu_placed *tile = &g->placed[i];
        if (tile->piece_owner < 0)
            continue;
        int node = tile->first_node + tile->piece_area;
        hunters_feature f;
        hu_cf_summary sum;
        if (tile->piece == HUNTERS_PIECE_HUT) {
            int sys = hu_system_root(g, node);
            if ((parts & HU_CF_SYSTEMS) && !seen_before(&systems, sys)) {
                hu_feature_summarize(g, node, &f, HU_SUMMARY_SYSTEM);
                summary_set(g, &sum, f.system_fish, -1, f.huts);
                tally_system(g, sys, &sum, share, &t);
            }
            continue;
        }
        int root = hu_feature_root(g, node);
        int kind = g->ts->types[tile->type].area[tile->piece_area].kind; /* hu_node_area_of(g, node)->kind */
        if (!(parts & (kind == HUNTERS_AREA_MEADOW ? HU_CF_MEADOWS | HU_CF_CONTESTED : HU_CF_UNFINISHED)))
            continue;
        if ((kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER) && g->nodes[root].open == 0)
            continue; /* completed by the tile just placed: in the projection (R5) */
        if (seen_before(&features, root))
            continue;
        if (kind == HUNTERS_AREA_MEADOW) {
            hu_feature_summarize(g, node, &f, HU_SUMMARY_RING);
            int32_t dolmen[HU_MAX_PLAYERS];
            summary_set(g, &sum, f.value, 0, hu_meadow_claims(g, root, &f, dolmen));
            if (parts & HU_CF_MEADOWS)
                tally_meadow(g, root, &sum, share, &t);
        } else if (kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER) {
            hu_feature_summarize(g, node, &f, HU_SUMMARY_RING | HU_SUMMARY_TILES);
            summary_set(g, &sum, f.value, f.open_sides, f.members);
            tally_unfinished(g, kind == HUNTERS_AREA_FOREST, &sum, share, &t);
        } else {
            continue;
        }
        if (parts & HU_CF_CONTESTED)
            held_add(&held, root, kind, &sum);
    }
    if (parts & HU_CF_CONTESTED)
        tally_contested(g, &held, 0, share, &t, NULL);
    finish(g, player, scores, share, &t, ALL_FEATURES, HU_CF_COUNT, out);
}

void hu_cf_memo_init(hu_cf_memo *m, const hunters_game *base)
{
    m->base = base;
    m->tile = base->s.placed_count;
    m->count = 0;
    m->meadow_count = 0;
    m->piece_count = 0;
    memset(m->piece_slot, -1, sizeof m->piece_slot);
    m->open_kind = 0;
    if (!hu_is_place_phase(base->s.phase)) {
        /* a deployment on the base's last tile would stand on a tile
         * before m->tile, which the pieces below do not list */
        m->tile = -1;
        return;
    }
    for (int i = 0; i < base->s.placed_count && m->piece_count >= 0; i++) {
        if (base->placed[i].piece_owner < 0)
            continue;
        if (m->piece_count == HU_CF_MEMO_MAX)
            m->piece_count = -1; /* too many: every tile looked at */
        else
            m->pieces[m->piece_count++] = (uint16_t)i;
    }
}

/* What the memo may hold for g: the features and river systems that no
 * tile g added to the memo's base (1 to HU_CF_MEMO_TILES of them) joined
 * are as in the base (R5.1, R7.1: every join goes through a new tile; a
 * piece is deployed on the tile just placed, R4, and comes home from a
 * feature a new tile completed, R5.6). A tile that joins a feature adds
 * its own area to it, so the feature of root is one no new tile joined
 * exactly when root was a root in the base, of as many areas. */
typedef struct touched {
    const hunters_game *g, *base;
    int single; /* one new tile: merged_meadow() applies */
} touched;

/* Whether the memo serves g: the base plus 1 to HU_CF_MEMO_TILES tiles
 * (the callers' word; the base's last tile is looked at, as a guard). */
static int memo_serves(const hunters_game *g, const hu_cf_memo *m, touched *out)
{
    if (!m || m->tile < 1 || g->s.placed_count <= m->tile || g->s.placed_count - m->tile > HU_CF_MEMO_TILES)
        return 0;
    const hu_placed *was = &m->base->placed[m->tile - 1], *now = &g->placed[m->tile - 1];
    if (was->x != now->x || was->y != now->y || was->type != now->type || g->s.node_count < m->base->s.node_count)
        return 0;
    out->g = g;
    out->base = m->base;
    out->single = g->s.placed_count == m->tile + 1;
    return 1;
}

static int in_list(const uint16_t *list, int count, int root)
{
    for (int i = 0; i < count; i++)
        if (list[i] == root)
            return 1;
    return 0;
}

/* Whether a new tile joined the feature or system of root (a root in
 * g). */
static int joined(const touched *tt, int what, int root)
{
    if (root >= tt->base->s.node_count)
        return 1; /* a new tile's area */
    const hu_node *was = &tt->base->nodes[root], *now = &tt->g->nodes[root];
    if (what == HU_CF_MEMO_SYSTEM)
        return was->sys_parent != root || was->sys_size != now->sys_size;
    return was->parent != root || was->size != now->size;
}

/* The memo's entry for (what, root) in g, or NULL when a new tile joined
 * it (tt NULL: no memo). *add: a new entry to fill (NULL: none, the memo
 * is full or the summary changed). j: the piece's place in the memo's
 * list of the base's pieces (beyond it: a new tile's, or any place when
 * the memo lists none, piece_count -1), whose entry, when
 * no new tile joined its feature, is always the same one: kept in
 * piece_slot after the first look. */
static hu_cf_summary *memo_find(hu_cf_memo *m, const touched *tt, int j, int what, int root, hu_cf_summary **add)
{
    *add = NULL;
    if (!tt || joined(tt, what, root))
        return NULL;
    int listed = j < m->piece_count;
    if (listed && m->piece_slot[j] >= 0)
        return &m->entry[m->piece_slot[j]];
    uint32_t key = (uint32_t)what << 16 | (uint32_t)root;
    for (int i = 0; i < m->count; i++)
        if (m->keys[i] == key) {
            if (listed)
                m->piece_slot[j] = (int8_t)i;
            return &m->entry[i];
        }
    if (m->count < HU_CF_MEMO_MAX) {
        if (listed)
            m->piece_slot[j] = (int8_t)m->count;
        m->keys[m->count] = key;
        *add = &m->entry[m->count++];
    }
    return NULL;
}

/* The base's meadow of root, summarized once a memo (NULL: no room). */
static const hu_cf_meadow *base_meadow(hu_cf_memo *m, int root)
{
    for (int i = 0; i < m->meadow_count; i++)
        if (m->meadows[i].root == root)
            return &m->meadows[i];
    if (m->meadow_count == HU_CF_MEMO_MEADOWS)
        return NULL;
    hu_cf_meadow *bm = &m->meadows[m->meadow_count++];
    hunters_feature f;
    hu_feature_summarize(m->base, root, &f, HU_SUMMARY_RING);
    int32_t dolmen[HU_MAX_PLAYERS];
    const int32_t *claims = hu_meadow_claims(m->base, root, &f, dolmen);
    bm->root = (uint16_t)root;
    bm->dolmen_hunter = claims == dolmen;
    int32_t items[6] = {f.deer, f.mammoths, f.tigers, f.aurochs, f.fire, f.dolmen};
    memcpy(bm->items, items, sizeof items);
    memcpy(bm->members, f.members, sizeof bm->members);
    for (int p = 0; p < HU_MAX_PLAYERS; p++)
        bm->hunters[p] = bm->dolmen_hunter ? dolmen[p] : 0;
    return bm;
}

/* The summary of g's meadow of root, which the memo's new tile joined,
 * without walking it: the meadow is the tile's areas in it and the base's
 * meadows they joined (each through an area of a neighbouring tile, R5.1),
 * and its items, hunters and dolmen hunters are their sums (R8.3, R6.6),
 * as hu_feature_summarize() and hu_meadow_claims() count them. Returns 0
 * when the memo has no room for a base meadow. */
static int merged_meadow(const hunters_game *g, hu_cf_memo *m, int root, hu_cf_summary *out)
{
    const hu_placed *tile = &g->placed[m->tile];
    hunters_feature f;
    memset(&f, 0, sizeof f);
    f.kind = HUNTERS_AREA_MEADOW;
    int32_t hunters[HU_MAX_PLAYERS] = {0};
    int dolmen_hunter = 0;
    uint16_t bases[4 * HU_MAX_AREAS];
    int base_count = 0;
    for (int d = 0; d < 4; d++) {
        int q = hu_board_tile_at(g, tile->x + hu_side_dx[d], tile->y + hu_side_dy[d]);
        if (q < 0)
            continue;
        const hu_placed *near = &g->placed[q];
        int areas = g->ts->types[near->type].area_count;
        for (int a = 0; a < areas; a++) {
            int n = near->first_node + a;
            if (g->nodes[n].parent != root)
                continue;
            int base_root = m->base->nodes[n].parent;
            if (in_list(bases, base_count, base_root))
                continue;
            bases[base_count++] = (uint16_t)base_root;
            const hu_cf_meadow *bm = base_meadow(m, base_root);
            if (!bm)
                return 0;
            f.deer += bm->items[0];
            f.mammoths += bm->items[1];
            f.tigers += bm->items[2];
            f.aurochs += bm->items[3];
            f.fire += bm->items[4];
            f.dolmen += bm->items[5];
            for (int p = 0; p < HU_MAX_PLAYERS; p++) {
                f.members[p] += bm->members[p];
                hunters[p] |= bm->hunters[p];
            }
            dolmen_hunter |= bm->dolmen_hunter;
        }
    }
    const hu_tile_type *t = &g->ts->types[tile->type];
    for (int a = 0; a < t->area_count; a++) {
        if (g->nodes[tile->first_node + a].parent != root)
            continue;
        const uint8_t *item = t->area[a].item;
        f.deer += item[HUNTERS_ITEM_DEER];
        f.mammoths += item[HUNTERS_ITEM_MAMMOTH];
        f.tigers += item[HUNTERS_ITEM_TIGER];
        f.aurochs += item[HUNTERS_ITEM_AUROCHS];
        f.fire += item[HUNTERS_ITEM_FIRE];
        f.dolmen += item[HUNTERS_ITEM_DOLMEN];
        if (tile->piece_owner >= 0 && tile->piece_area == a && tile->piece == HUNTERS_PIECE_MEMBER) {
            f.members[tile->piece_owner]++;
            if (hu_piece_has_dolmen(g->ts, tile)) {
                hunters[tile->piece_owner] = 1;
                dolmen_hunter = 1;
            }
        }
    }
    f.value = hu_feature_value(g, &f);
    summary_set(g, out, f.value, 0, f.dolmen && dolmen_hunter ? hunters : f.members);
    return 1;
}

/* One pass for the projection (hunters_game_project_scores) and the
 * features: each meadow and river system with pieces is summarized once
 * for both, or not at all when the memo holds it. Tallied in the order
 * of features_apart(), from the same numbers, so every sum is the same to
 * the last bit. */
static void features_one_pass(const hunters_game *g, int player, int parts, uint32_t wanted, const uint8_t *used,
                              int used_count, hu_cf_memo *m, double out[HU_CF_COUNT])
{
    if (g->s.phase == HUNTERS_PHASE_OVER) {
        features_apart(g, player, parts, out);
        return;
    }
    touched tt_store;
    const touched *tt = memo_serves(g, m, &tt_store) ? &tt_store : NULL;
    tally t;
    tally_clear(g, &t);
    double share = hu_stack_share(g);
    int32_t scores[HU_MAX_PLAYERS];
    for (int p = 0; p < g->players; p++)
        scores[p] = g->s.score[p];
    if (hu_is_deploy_phase(g->s.phase) && g->s.last_placed != HU_NONE)
        hu_project_completed(g, scores);
    root_list features, systems;
    features.count = systems.count = 0;
    features.bits = systems.bits = 0;
    held_list held;
    held.count = 0;
    held.bits = 0;
    /* only merge_meadow wanted: forests and rivers are left out of the
     * contested pairs (they add to the other two terms only; the meadows'
     * sum is the same, as the list never fills: the fallback below comes
     * first) */
    int meadows_only = !(wanted & (1u << HU_CF_MERGE | 1u << HU_CF_MERGE_NEXT));
    /* with the memo, the tiles that held pieces in the base and then the
     * new tiles, in the order of the tiles: a later position only loses
     * pieces elsewhere (completed features, R5.6), deployments are on new
     * tiles (R4) */
    const uint16_t *listed = tt && m->piece_count >= 0 ? m->pieces : NULL;
    int tiles = listed ? m->piece_count + (g->s.placed_count - m->tile) : g->s.placed_count;
    int head = listed ? m->piece_count : 0, shift = listed ? m->tile - m->piece_count : 0;
    for (int j = 0; j < tiles; j++) {
        int i = j < head ? listed[j] : shift + j;
        const hu_placed *tile = &g->placed[i];
        if (tile->piece_owner < 0)
            continue;
        int node = tile->first_node + tile->piece_area;
        if (features.count + systems.count == ROOTS_MAX - 1) {
            /* the lists may fill, where the two ways part: the old ones */
            features_apart(g, player, parts, out);
            return;
        }
        hu_cf_summary fresh, *add, *sum;
        hunters_feature f;
        if (tile->piece == HUNTERS_PIECE_HUT) {
            int sys = hu_system_root(g, node);
            if (seen_before(&systems, sys))
                continue;
            if (!(sum = memo_find(m, tt, j, HU_CF_MEMO_SYSTEM, sys, &add))) {
                sum = add ? add : &fresh;
                hu_feature_summarize(g, node, &f, HU_SUMMARY_SYSTEM);
                summary_set(g, sum, f.system_fish, -1, f.huts); /* open ends: counted when a tally needs them */
            }
            award(g, sum, scores); /* R8.2 */
            if (parts & HU_CF_SYSTEMS)
                tally_system(g, sys, sum, share, &t);
            continue;
        }
        int root = hu_feature_root(g, node);
        int kind = g->ts->types[tile->type].area[tile->piece_area].kind; /* hu_node_area_of(g, node)->kind */
        if (kind == HUNTERS_AREA_MEADOW) {
            if (seen_before(&features, root))
                continue;
            if (!(sum = memo_find(m, tt, j, HU_CF_MEMO_FEATURE, root, &add))) {
                sum = add ? add : &fresh;
                /* one the new tile joined (the only new tile): from the base's meadows */
                if (!tt || !tt->single || !joined(tt, HU_CF_MEMO_FEATURE, root) || !merged_meadow(g, m, root, sum)) {
                    hu_feature_summarize(g, node, &f, HU_SUMMARY_RING);
                    int32_t dolmen[HU_MAX_PLAYERS]; /* R8.3, R6.6 */
                    summary_set(g, sum, f.value, 0, hu_meadow_claims(g, root, &f, dolmen));
                }
            }
            award(g, sum, scores);
            if (parts & HU_CF_MEADOWS)
                tally_meadow(g, root, sum, share, &t);
            if (parts & HU_CF_CONTESTED)
                held_add(&held, root, kind, sum);
            continue;
        }
        if (!(parts & HU_CF_UNFINISHED))
            continue;
        if ((kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER) && g->nodes[root].open == 0)
            continue; /* completed by the tile just placed: in the projection (R5) */
        if (seen_before(&features, root))
            continue;
        if (kind != HUNTERS_AREA_FOREST && kind != HUNTERS_AREA_RIVER)
            continue;
        if (!(sum = memo_find(m, tt, j, HU_CF_MEMO_FEATURE, root, &add))) {
            sum = add ? add : &fresh;
            hu_feature_summarize(g, node, &f, HU_SUMMARY_RING | HU_SUMMARY_TILES);
            summary_set(g, sum, f.value, f.open_sides, f.members);
        }
        tally_unfinished(g, kind == HUNTERS_AREA_FOREST, sum, share, &t);
        if ((parts & HU_CF_CONTESTED) && !meadows_only)
            held_add(&held, root, kind, sum);
    }
    if (parts & HU_CF_CONTESTED)
        tally_contested(g, &held, meadows_only, share, &t, tt ? m : NULL);
    finish(g, player, scores, share, &t, used, used_count, out);
}

void hu_cutoff_features(const hunters_game *g, int player, int parts, double out[HU_CF_COUNT])
{
    features_one_pass(g, player, parts, HU_CF_EVERY, ALL_FEATURES, HU_CF_COUNT, NULL, out);
}

void hu_cutoff_features_memo(const hunters_game *g, int player, int parts, uint32_t wanted, hu_cf_memo *memo,
                             double out[HU_CF_COUNT])
{
    uint8_t used[HU_CF_COUNT];
    features_one_pass(g, player, parts, wanted, used, hu_cf_list_used(wanted, used), memo, out);
}

int hu_cf_list_used(uint32_t wanted, uint8_t used[HU_CF_COUNT])
{
    int count = 0;
    for (int k = 0; k < HU_CF_COUNT; k++)
        if (wanted >> k & 1)
            used[count++] = (uint8_t)k;
    return count;
}

void hu_cutoff_features_used(const hunters_game *g, int player, int parts, uint32_t wanted, const uint8_t *used,
                             int used_count, hu_cf_memo *memo, double out[HU_CF_COUNT])
{
    features_one_pass(g, player, parts, wanted, used, used_count, memo, out);
}
