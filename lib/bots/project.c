/* The projection: the scores if the game ended now (R5 for what the tile
 * just placed completes, R8 for the pieces standing), read-only, so that a
 * companion app may show it live and a bot may use it as an evaluation. */

#include <string.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"
#include "game.h"

/* Players with the most pieces gain the full value (R5.5, R8.2, R8.3). */
static void award(const hunters_game *g, const int32_t count[HU_MAX_PLAYERS], int value, int32_t *scores)
{
    uint8_t gains[HU_MAX_PLAYERS] = {0}; /* (written by hu_majority; zeroed for compilers that cannot tell) */
    if (!hu_majority(g, count, gains))
        return;
    for (int p = 0; p < g->players; p++)
        if (gains[p])
            scores[p] += value;
}

/* The features the tile just placed completes, scored as if the player
 * passed (R3.5, R5.3, R5.4). */
void hu_project_completed(const hunters_game *g, int32_t *scores)
{
    int nodes[HU_MAX_AREAS];
    int count = hu_completed_features(g, g->s.last_placed, nodes);
    for (int i = 0; i < count; i++) {
        hunters_feature f;
        hu_feature_summarize(g, nodes[i], &f, HU_SUMMARY_RING | HU_SUMMARY_TILES); /* as scoring does */
        award(g, f.members, f.value, scores);
    }
}

/* The root a standing piece scores through at the end, or -1 if none
 * (members on forests and rivers go home unpaid, R8.1). */
static int scoring_root(const hunters_game *g, const hu_placed *tile)
{
    int node = tile->first_node + tile->piece_area;
    if (tile->piece == HUNTERS_PIECE_HUT)
        return hu_system_root(g, node);
    if (hu_node_area_of(g, node)->kind == HUNTERS_AREA_MEADOW)
        return hu_feature_root(g, node);
    return -1;
}

/* Whether an earlier tile's piece of the same kind scores through the same
 * root: each feature and system is scored once. */
static int root_seen_before(const hunters_game *g, int index, int piece, int root)
{
    for (int q = 0; q < index; q++) {
        const hu_placed *other = &g->placed[q];
        if (other->piece_owner >= 0 && other->piece == piece && scoring_root(g, other) == root)
            return 1;
    }
    return 0;
}

/* How many scored (piece, root) pairs project_final() keeps on its stack:
 * more than a default game's pieces. Beyond them (large supply options) it
 * asks root_seen_before(), which rescans the earlier tiles. The game is
 * const, so the scratch list that final scoring uses is not available: two
 * threads may project the same game. */
#define SEEN_MAX HU_PROJECTION_PAIRS

/* A walk over the (piece kind, root) pairs that score at the end, each
 * once, in the order of the tiles (R8.2, R8.3): at is the next tile to
 * look at; the pairs met so far are kept in seen while they fit. */
typedef struct pair_walk {
    int at, seen_count;
    uint32_t seen[SEEN_MAX]; /* piece << 16 | root */
} pair_walk;

static uint32_t pair_key(int piece, int root)
{
    return (uint32_t)piece << 16 | (uint32_t)root;
}

/* The walk's next pair into *piece and *root: 1, or 0 at the end. */
static int next_pair(const hunters_game *g, pair_walk *w, int *piece, int *root)
{
    while (w->at < g->s.placed_count) {
        int p = w->at++;
        const hu_placed *tile = &g->placed[p];
        if (tile->piece_owner < 0)
            continue;
        int r = scoring_root(g, tile);
        if (r < 0)
            continue;
        uint32_t key = pair_key(tile->piece, r);
        int seen_before = 0;
        if (w->seen_count < SEEN_MAX) {
            for (int i = 0; i < w->seen_count && !seen_before; i++)
                seen_before = w->seen[i] == key;
            if (!seen_before)
                w->seen[w->seen_count++] = key;
        } else {
            seen_before = root_seen_before(g, p, tile->piece, r);
        }
        if (seen_before)
            continue;
        *piece = tile->piece;
        *root = r;
        return 1;
    }
    return 0;
}

/* What the pieces standing on root (piece kind `piece`) add to each score
 * at the end (R8.2, R8.3), into add[] (zeroed first). */
static void root_award(const hunters_game *g, int piece, int root, int32_t *add)
{
    memset(add, 0, sizeof *add * HU_MAX_PLAYERS);
    hunters_feature f;
    hu_feature_summarize(g, root, &f, piece == HUNTERS_PIECE_HUT ? HU_SUMMARY_SYSTEM : HU_SUMMARY_RING);
    if (piece == HUNTERS_PIECE_HUT) { /* R8.2 */
        award(g, f.huts, f.system_fish, add);
        return;
    }
    int32_t dolmen[HU_MAX_PLAYERS]; /* R8.3, R6.6 */
    award(g, hu_meadow_claims(g, root, &f, dolmen), f.value, add);
}

static void add_scores(const hunters_game *g, const int32_t *add, int32_t *scores)
{
    for (int q = 0; q < g->players; q++)
        scores[q] += add[q];
}

static void project_final(const hunters_game *g, int32_t *scores)
{
    pair_walk w;
    w.at = w.seen_count = 0;
    int piece, root;
    while (next_pair(g, &w, &piece, &root)) {
        int32_t add[HU_MAX_PLAYERS];
        root_award(g, piece, root, add);
        add_scores(g, add, scores);
    }
}

/* Each (piece kind, root) pair that scores at the end, in project_final()'s
 * order, with its award: 0 when there are more than HU_PROJECTION_PAIRS. */
int hu_projection_base_make(const hunters_game *g, hu_projection_base *base)
{
    base->count = 0;
    pair_walk w;
    w.at = w.seen_count = 0;
    int piece, root;
    while (next_pair(g, &w, &piece, &root)) {
        if (base->count == HU_PROJECTION_PAIRS)
            return base->usable = 0;
        base->key[base->count] = pair_key(piece, root);
        root_award(g, piece, root, base->add[base->count]);
        base->count++;
    }
    return base->usable = 1;
}

/* Whether root is one of the n in list. */
static int listed(const int *list, int n, int root)
{
    for (int i = 0; i < n; i++)
        if (list[i] == root)
            return 1;
    return 0;
}

void hu_project_placement(const hunters_game *g, const hu_projection_base *base, int32_t *scores)
{
    if (!base->usable || !hu_is_deploy_phase(g->s.phase) || g->s.last_placed == HU_NONE) {
        hunters_game_project_scores(g, scores);
        return;
    }
    for (int p = 0; p < g->players; p++)
        scores[p] = g->s.score[p];
    hu_project_completed(g, scores);
    /* the roots the new tile's areas belong to now: the only features and
     * systems the placement joined or grew (the others keep their root,
     * ring and pieces, so their award is the base's) */
    const hu_placed *placed = &g->placed[g->s.last_placed];
    int areas = g->ts->types[placed->type].area_count;
    int features[HU_MAX_AREAS], systems[HU_MAX_AREAS];
    for (int a = 0; a < areas; a++) {
        features[a] = hu_feature_root(g, placed->first_node + a);
        systems[a] = hu_system_root(g, placed->first_node + a);
    }
    /* A placement moves no piece, so the pairs that score now are the
     * base's, each under its root now: an untouched one keeps its award
     * (two untouched ones keep their two roots), the touched ones (some
     * now joined into one) are valued afresh, each once. */
    uint32_t touched[HU_PROJECTION_PAIRS];
    int touched_count = 0;
    for (int i = 0; i < base->count; i++) {
        int piece = (int)(base->key[i] >> 16), hut = piece == HUNTERS_PIECE_HUT;
        int node = (int)(base->key[i] & 0xffff);
        int root = hut ? hu_system_root(g, node) : hu_feature_root(g, node);
        if (!listed(hut ? systems : features, areas, root)) {
            add_scores(g, base->add[i], scores);
            continue;
        }
        uint32_t key = pair_key(piece, root);
        int seen = 0;
        for (int k = 0; k < touched_count && !seen; k++)
            seen = touched[k] == key;
        if (!seen)
            touched[touched_count++] = key;
    }
    for (int k = 0; k < touched_count; k++) {
        int32_t fresh[HU_MAX_PLAYERS];
        root_award(g, (int)(touched[k] >> 16), (int)(touched[k] & 0xffff), fresh);
        add_scores(g, fresh, scores);
    }
}

int hunters_game_project_scores(const hunters_game *game, int32_t *scores)
{
    if (!game || !scores)
        return HUNTERS_EINVAL;
    for (int p = 0; p < game->players; p++)
        scores[p] = game->s.score[p];
    if (game->s.phase == HUNTERS_PHASE_OVER)
        return HUNTERS_OK;
    if (hu_is_deploy_phase(game->s.phase) && game->s.last_placed != HU_NONE)
        hu_project_completed(game, scores);
    project_final(game, scores);
    return HUNTERS_OK;
}
