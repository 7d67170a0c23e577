/* Scoring: completed forests and rivers during the game (R5), huts and
 * hunters at the end (R8). */
#include "game.h"

/* Players with the most pieces score the full value (R5.5, R8.2, R8.3). */
static void award(hunters_game *g, const int32_t count[HU_MAX_PLAYERS], int node, int reason, int value)
{
    uint8_t gains[HU_MAX_PLAYERS] = {0}; /* (written by hu_majority; zeroed for compilers that cannot tell) */
    if (!hu_majority(g, count, gains))
        return;
    for (int p = 0; p < g->players; p++)
        if (gains[p]) {
            g->s.score[p] += value;
            hu_event_at_node(g, HUNTERS_EVENT_POINTS, p, node, -1, 0, reason, value);
        }
}

/* Sends a tribe member standing on this area back to its owner (R5.6, R8.1). */
static void return_member(hunters_game *g, int node, int reason)
{
    hu_placed *tile = &g->placed[g->nodes[node].placed];
    int area = node - tile->first_node;
    if (tile->piece_owner < 0 || tile->piece != HUNTERS_PIECE_MEMBER || tile->piece_area != area)
        return;
    int owner = tile->piece_owner;
    g->s.members[owner]++;
    g->nodes[hu_feature_root(g, node)].tribe--;
    tile->piece_owner = -1;
    tile->piece = 0;
    hu_event_at_node(g, HUNTERS_EVENT_PIECE_RETURNED, owner, node, HUNTERS_PIECE_MEMBER,
                     hu_feature_role(g->ts->types[tile->type].area[area].kind, HUNTERS_PIECE_MEMBER), reason, 0);
}

/* R5.3's options, each judged alone: whether this forest, about to pay
 * its gatherers, is worth other points than by the default count (f holds
 * the default's tiles and mushroom patches). */
static void count_forest_variants(hunters_game *g, int root, const hunters_feature *f)
{
    if (g->nodes[root].tribe == 0)
        return; /* nobody is paid: no score changes */
    if (g->options.forest_value == HUNTERS_FOREST_PER_SEGMENT && g->nodes[root].size != f->tiles)
        hu_variant_changed(g, HUNTERS_VARIANT_FOREST_VALUE);
    if (g->options.mushroom_value == HUNTERS_MUSHROOMS_PER_TILE && f->mushrooms > 0 &&
        hu_mushroom_tiles(g, root) != f->mushrooms)
        hu_variant_changed(g, HUNTERS_VARIANT_MUSHROOM_VALUE);
}

static int score_completed_feature(hunters_game *g, int node)
{
    hunters_feature f;
    hu_feature_summarize(g, node, &f, HU_SUMMARY_RING | HU_SUMMARY_TILES); /* R5.3, R5.4: no system */
    int reason = f.kind == HUNTERS_AREA_FOREST ? HUNTERS_REASON_FOREST : HUNTERS_REASON_RIVER;
    int root = hu_feature_root(g, node), n = root;
    if (f.kind == HUNTERS_AREA_FOREST && (g->options.forest_value | g->options.mushroom_value))
        count_forest_variants(g, root, &f);
    hu_event_at_node(g, HUNTERS_EVENT_FEATURE_COMPLETED, -1, node, -1, 0, reason, f.value);
    award(g, f.members, node, reason, f.value);
    do {
        if (g->nodes[root].tribe == 0)
            break; /* none (left) on it: the rest of the ring holds no member */
        return_member(g, n, reason); /* R5.6 */
        n = g->nodes[n].next;
    } while (n != root);
    return f.kind == HUNTERS_AREA_FOREST && f.nuggets > 0;
}

int hu_score_closed(hunters_game *g, int placed_index)
{
    /* listed first: scoring returns pieces, but joins and closes nothing */
    int nodes[HU_MAX_AREAS], nugget = 0;
    int count = hu_completed_features(g, placed_index, nodes);
    for (int i = 0; i < count; i++)
        nugget |= score_completed_feature(g, nodes[i]);
    return nugget;
}

/* Sorts a short list of roots ascending and drops repeats, so final
 * scoring visits each feature once, in a fixed order (R5.8's determinism).
 * Returns the new count. */
static int sort_unique(uint16_t *roots, int count)
{
    int kept = 0;
    for (int i = 0; i < count; i++) {
        uint16_t root = roots[i];
        int at = kept;
        while (at > 0 && roots[at - 1] > root)
            at--;
        if (at > 0 && roots[at - 1] == root)
            continue;
        for (int k = kept; k > at; k--)
            roots[k] = roots[k - 1];
        roots[at] = root;
        kept++;
    }
    return kept;
}

void hu_score_final(hunters_game *g)
{
    /* One pass over the pieces on the board: tribe members on unfinished
     * forests and rivers go home unpaid (R8.1: every finished one was
     * scored and emptied at once, R5.6); huts name their river systems and
     * hunters their meadows, listed at the two ends of the scratch array
     * (one piece a tile, so they never meet). */
    uint16_t *huts = g->scratch_roots, *meadows = g->scratch_roots + g->max_placed;
    int hut_count = 0, meadow_count = 0;
    for (int p = 0; p < g->s.placed_count; p++) {
        const hu_placed *tile = &g->placed[p];
        if (tile->piece_owner < 0)
            continue;
        int node = tile->first_node + tile->piece_area;
        if (tile->piece == HUNTERS_PIECE_HUT) {
            huts[hut_count++] = (uint16_t)hu_system_root(g, node);
            continue;
        }
        int kind = g->ts->types[tile->type].area[tile->piece_area].kind;
        if (kind != HUNTERS_AREA_MEADOW) {
            return_member(g, node, HUNTERS_REASON_END);
            continue;
        }
        *--meadows = (uint16_t)hu_feature_root(g, node);
        meadow_count++;
    }

    /* R8.2: river systems with huts */
    hut_count = sort_unique(huts, hut_count);
    for (int i = 0; i < hut_count; i++) {
        hunters_feature f;
        hu_feature_summarize(g, huts[i], &f, HU_SUMMARY_SYSTEM); /* R8.2: the system only */
        hu_event_at_node(g, HUNTERS_EVENT_FINAL_FEATURE, -1, huts[i], -1, 0, HUNTERS_REASON_HUTS, f.system_fish);
        award(g, f.huts, huts[i], HUNTERS_REASON_HUTS, f.system_fish);
    }

    /* R8.3: meadows with hunters */
    meadow_count = sort_unique(meadows, meadow_count);
    for (int i = 0; i < meadow_count; i++) {
        int n = meadows[i];
        hunters_feature f;
        hu_feature_summarize(g, n, &f, HU_SUMMARY_RING); /* R8.3: no tile counts */
        int32_t dolmen[HU_MAX_PLAYERS];
        hu_event_at_node(g, HUNTERS_EVENT_FINAL_FEATURE, -1, n, -1, 0, HUNTERS_REASON_MEADOW, f.value);
        award(g, hu_meadow_claims(g, n, &f, dolmen), n, HUNTERS_REASON_MEADOW, f.value);
    }
}

const int32_t *hu_meadow_claims(const hunters_game *g, int root, const hunters_feature *f,
                                int32_t dolmen[HU_MAX_PLAYERS])
{
    /* R6.6: the hunter deployed with the dolmen scores the meadow alone */
    int has_dolmen = 0, m = root;
    if (!f->dolmen)
        return f->members; /* no dolmen on the meadow, so no hunter deployed with it */
    for (int p = 0; p < HU_MAX_PLAYERS; p++)
        dolmen[p] = 0;
    do {
        const hu_placed *tile = &g->placed[g->nodes[m].placed];
        if (tile->piece_area == m - tile->first_node && hu_piece_has_dolmen(g->ts, tile)) {
            dolmen[tile->piece_owner] = 1;
            has_dolmen = 1;
        }
        m = g->nodes[m].next;
    } while (m != root);
    return has_dolmen ? dolmen : f->members;
}
