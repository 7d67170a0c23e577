/* Features: forests, rivers and meadows across tiles, and river systems
 * (R7.1), as disjoint sets of the areas of placed tiles, each area naming
 * its set's root (the joins are in joins.h, inline for the board). Each root
 * keeps the counters the rules ask about while playing (open sides, tribe
 * members, huts); each feature keeps a ring of its members so scoring visits
 * only the feature itself, never the board. */
#include <string.h>

#include "game.h"
#include "util/attributes.h"

/* True when one of the areas in lower (a mask of areas of the tile whose
 * area 0 is node first) belongs to the feature of root. */
static int tile_areas_in_feature(const hunters_game *g, int first, unsigned lower, int root)
{
    for (int a = 0; lower >> a; a++)
        if ((lower >> a & 1) && hu_feature_root(g, first + a) == root)
            return 1;
    return 0;
}

int hu_feature_role(int kind, int piece)
{
    if (piece == HUNTERS_PIECE_HUT)
        return HUNTERS_ROLE_HUT;
    switch (kind) {
    case HUNTERS_AREA_FOREST: return HUNTERS_ROLE_GATHERER;
    case HUNTERS_AREA_RIVER: return HUNTERS_ROLE_FISHER;
    case HUNTERS_AREA_MEADOW: return HUNTERS_ROLE_HUNTER;
    default: return HUNTERS_ROLE_NONE;
    }
}

/* The piece standing on this area, if any: its owner, or -1. */
static int piece_on(const hunters_game *g, int node, int piece)
{
    const hu_placed *tile = &g->placed[g->nodes[node].placed];
    if (tile->piece_owner >= 0 && tile->piece_area == node - tile->first_node && tile->piece == piece)
        return tile->piece_owner;
    return -1;
}

int hu_mushroom_tiles(const hunters_game *g, int root)
{
    int count = 0, n = root;
    do {
        if (hu_node_area_of(g, n)->item[HUNTERS_ITEM_MUSHROOM]) {
            int first = g->placed[g->nodes[n].placed].first_node, seen = 0;
            for (int m = first; m < n && !seen; m++)
                seen = hu_feature_root(g, m) == root && hu_node_area_of(g, m)->item[HUNTERS_ITEM_MUSHROOM];
            count += !seen;
        }
        n = g->nodes[n].next;
    } while (n != root);
    return count;
}

int hu_feature_value(const hunters_game *g, const hunters_feature *f)
{
    switch (f->kind) {
    case HUNTERS_AREA_FOREST:
        return 2 * f->tiles + 2 * f->mushrooms; /* R5.3 */
    case HUNTERS_AREA_RIVER:
        return f->tiles + f->fish; /* R5.4 */
    case HUNTERS_AREA_LAKE:
        return f->system_fish; /* R8.2 */
    default: {
        int tigers = f->fire ? 0 : f->tigers; /* R6.6: the fire drives the tigers away */
        int deer = f->deer > tigers ? f->deer - tigers : 0;
        (void)g;
        return 2 * (f->mammoths + f->aurochs + deer); /* R8.3 */
    }
    }
}

void hu_feature_describe(const hunters_game *g, int node, hunters_feature *out)
{
    hu_feature_summarize(g, node, out, HU_SUMMARY_RING | HU_SUMMARY_TILES | HU_SUMMARY_SYSTEM);
}

/* The ring part of a summary: tiles, items and tribe members of the
 * feature of root, whose kind is kind. Items hold only on their kinds (the
 * tile set's parser sees to it), so each kind adds only its own; pieces
 * are looked for only when the root counts some. Inline with a constant
 * kind, and counting in locals, not through out. */
static HU_ALWAYS_INLINE void walk_ring(const hunters_game *g, int root, hunters_feature *out, int parts, int kind)
{
    int tiles = 0, fish = 0, nuggets = 0, mushrooms = 0, n = root;
    int deer = 0, mammoths = 0, tigers = 0, aurochs = 0, fire = 0, dolmen = 0;
    int members_left = g->nodes[root].tribe; /* the pieces still to find: none, no more looking */
    do {
        const hu_placed *on = &g->placed[g->nodes[n].placed];
        const hu_tile_type *t = &g->ts->types[on->type];
        int a = n - on->first_node;
        const uint8_t *item = t->area[a].item;
        if ((parts & HU_SUMMARY_TILES) &&
            !(t->same_kind_below[a] && tile_areas_in_feature(g, on->first_node, t->same_kind_below[a], root)))
            tiles++;
        if (kind == HUNTERS_AREA_FOREST) {
            nuggets += item[HUNTERS_ITEM_NUGGET];
            mushrooms += item[HUNTERS_ITEM_MUSHROOM];
        } else if (kind == HUNTERS_AREA_RIVER) {
            /* the lake at this river's end, unless a lower river of the
             * tile in the same river already counted it (R5.4) */
            unsigned lake_rivers = t->lake_rivers;
            if ((lake_rivers >> a & 1) &&
                !tile_areas_in_feature(g, on->first_node, lake_rivers & ((1u << a) - 1), root))
                fish += t->area[t->lake_area].item[HUNTERS_ITEM_FISH];
        } else if (kind == HUNTERS_AREA_LAKE) {
            fish += item[HUNTERS_ITEM_FISH];
        } else {
            deer += item[HUNTERS_ITEM_DEER];
            mammoths += item[HUNTERS_ITEM_MAMMOTH];
            tigers += item[HUNTERS_ITEM_TIGER];
            aurochs += item[HUNTERS_ITEM_AUROCHS];
            fire += item[HUNTERS_ITEM_FIRE];
            dolmen += item[HUNTERS_ITEM_DOLMEN];
        }
        if (members_left > 0 && on->piece_owner >= 0 && on->piece_area == a && on->piece == HUNTERS_PIECE_MEMBER) {
            out->members[on->piece_owner]++;
            members_left--;
        }
        n = g->nodes[n].next;
    } while (n != root);
    out->tiles = tiles;
    out->fish = fish;
    out->nuggets = nuggets;
    out->mushrooms = mushrooms;
    out->deer = deer;
    out->mammoths = mammoths;
    out->tigers = tigers;
    out->aurochs = aurochs;
    out->fire = fire;
    out->dolmen = dolmen;
}

void hu_feature_summarize(const hunters_game *g, int node, hunters_feature *out, int parts)
{
    memset(out, 0, sizeof *out);
    const hu_placed *tile = &g->placed[g->nodes[node].placed];
    const hu_area *area = hu_node_area_of(g, node);
    out->kind = area->kind;
    out->halves = (uint8_t)((area->halves << (2 * tile->rotation)) | (area->halves >> (8 - 2 * tile->rotation)));
    out->system_id = -1;
    int root = hu_feature_root(g, node);
    out->id = root;
    out->open_sides = g->nodes[root].open;
    out->complete = (out->kind == HUNTERS_AREA_FOREST || out->kind == HUNTERS_AREA_RIVER) && out->open_sides == 0;
    int n = root;
    if (parts & HU_SUMMARY_RING) {
        /* one walk per kind, so each loop adds only its kind's items */
        /* and with or without the tiles, constant too (a meadow's
         * value never asks for them, R8.3) */
        enum { RING = HU_SUMMARY_RING, TILES = HU_SUMMARY_RING | HU_SUMMARY_TILES };
        int tiles = parts & HU_SUMMARY_TILES;
        switch (out->kind) {
        case HUNTERS_AREA_FOREST:
            tiles ? walk_ring(g, root, out, TILES, HUNTERS_AREA_FOREST)
                  : walk_ring(g, root, out, RING, HUNTERS_AREA_FOREST);
            break;
        case HUNTERS_AREA_RIVER:
            tiles ? walk_ring(g, root, out, TILES, HUNTERS_AREA_RIVER)
                  : walk_ring(g, root, out, RING, HUNTERS_AREA_RIVER);
            break;
        case HUNTERS_AREA_LAKE:
            tiles ? walk_ring(g, root, out, TILES, HUNTERS_AREA_LAKE)
                  : walk_ring(g, root, out, RING, HUNTERS_AREA_LAKE);
            break;
        default:
            tiles ? walk_ring(g, root, out, TILES, HUNTERS_AREA_MEADOW)
                  : walk_ring(g, root, out, RING, HUNTERS_AREA_MEADOW);
            break;
        }
    }

    if ((parts & HU_SUMMARY_SYSTEM) && (out->kind == HUNTERS_AREA_RIVER || out->kind == HUNTERS_AREA_LAKE)) {
        int sys = hu_system_root(g, node);
        out->system_id = sys;
        int has_huts = g->nodes[sys].huts > 0;
        n = sys;
        do {
            const hu_area *a = hu_node_area_of(g, n);
            if (a->kind == HUNTERS_AREA_LAKE)
                out->system_fish += a->item[HUNTERS_ITEM_FISH];
            if (has_huts) {
                int owner = piece_on(g, n, HUNTERS_PIECE_HUT);
                if (owner >= 0)
                    out->huts[owner]++;
            }
            n = g->nodes[n].sys_next;
        } while (n != sys);
    }
    if (!(parts & HU_SUMMARY_RING))
        return; /* no value without the members */
    /* (a forest's value needs HU_SUMMARY_TILES too: its tiles count, R5.3;
     * every caller that values forests asks for them) */
    if (out->kind == HUNTERS_AREA_FOREST && (g->options.forest_value | g->options.mushroom_value)) {
        /* R5.3's options: forest areas instead of tiles, mushroom tiles
         * instead of patches */
        int units = g->options.forest_value == HUNTERS_FOREST_PER_SEGMENT ? g->nodes[root].size : out->tiles;
        int mushrooms = g->options.mushroom_value == HUNTERS_MUSHROOMS_PER_TILE ? hu_mushroom_tiles(g, root)
                                                                                 : out->mushrooms;
        out->value = 2 * units + 2 * mushrooms;
        return;
    }
    out->value = hu_feature_value(g, out);
}
