/* What a player sees of a game (hunters_ml_observe): the planes, cell by
 * cell, and the global vector; shared with the incremental step (views.c). */
#include <string.h>

#include "board/board.h"
#include "ml/ml.h"

/* ---- observations ----------------------------------------------------- */

static uint8_t cap255(int v)
{
    return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

/* Absolute player bits to bits relative to the observer: bit k for the
 * player k seats after it (a rotation of the players' bits). */
static uint8_t relative_bits(unsigned bits, int observer, int players)
{
    unsigned all = (1u << players) - 1;
    return (uint8_t)(((bits >> observer) | (bits << (players - observer))) & all);
}

void hu_ml_new_stamp(hunters_ml *ml)
{
    if (++ml->stamp == 0) { /* the stamps wrapped: forget them all */
        memset(ml->feature_stamp, 0, sizeof *ml->feature_stamp * (size_t)ml->max_nodes);
        memset(ml->system_stamp, 0, sizeof *ml->system_stamp * (size_t)ml->max_nodes);
        memset(ml->changed_feature, 0, sizeof *ml->changed_feature * (size_t)ml->max_nodes);
        memset(ml->changed_system, 0, sizeof *ml->changed_system * (size_t)ml->max_nodes);
        memset(ml->changed_leaders, 0, sizeof *ml->changed_leaders * (size_t)ml->max_nodes);
        memset(ml->tile_stamp, 0, sizeof *ml->tile_stamp * (size_t)ml->max_placed);
        ml->stamp = 1;
    }
}

/* The cached summary of a feature, by its root: its value and leaders. */
static int feature_entry(hunters_ml *ml, const hunters_game *g, int root)
{
    if (ml->feature_stamp[root] != ml->stamp) {
        hunters_feature f;
        int kind = hu_node_area_of(g, root)->kind;
        /* only forests and rivers count tiles (R5.3, R5.4): the costly part of a summary */
        int tiles = kind == HUNTERS_AREA_FOREST || kind == HUNTERS_AREA_RIVER ? HU_SUMMARY_TILES : 0;
        hu_feature_summarize(g, root, &f, HU_SUMMARY_RING | tiles);
        int most = 0;
        unsigned leaders = 0;
        for (int p = 0; p < g->players; p++) {
            if (f.members[p] > most) {
                most = f.members[p];
                leaders = 0;
            }
            if (f.members[p] == most && most > 0)
                leaders |= 1u << p;
        }
        ml->feature_stamp[root] = ml->stamp;
        ml->feature_value[root] = cap255(f.value);
        ml->feature_leaders[root] = (uint8_t)leaders;
    }
    return root;
}

/* The cached hut owners of the river system of a river or lake node. */
static unsigned system_huts(hunters_ml *ml, const hunters_game *g, int node)
{
    int root = hu_system_root(g, node);
    if (ml->system_stamp[root] != ml->stamp) {
        unsigned owners = 0;
        if (g->nodes[root].huts) {
            hunters_feature f;
            hu_feature_summarize(g, node, &f, HU_SUMMARY_SYSTEM);
            for (int p = 0; p < g->players; p++)
                if (f.huts[p])
                    owners |= 1u << p;
        }
        ml->system_stamp[root] = ml->stamp;
        ml->system_huts[root] = (uint8_t)owners;
    }
    return ml->system_huts[root];
}

/* The piece-owner plane's value of a tile for observer o: 1 + the
 * relative player whose piece is on it, 0 for none. */
static uint8_t piece_owner(const hu_placed *p, int o, int players)
{
    int owner = p->piece_owner - o;
    return p->piece_owner >= 0 ? (uint8_t)(1 + (owner < 0 ? owner + players : owner)) : 0;
}

/* The piece planes of a tile's cell, in views rows from observer on. */
static void write_piece(const hu_placed *p, uint8_t *cell, size_t step, size_t stride, int observer, int views,
                        int players)
{
    for (int k = 0, o = observer; k < views; k++, cell += stride, o = o + 1 == players ? 0 : o + 1) {
        cell[(size_t)HUNTERS_ML_PLANE_PIECE_OWNER * step] = piece_owner(p, o, players);
        cell[(size_t)HUNTERS_ML_PLANE_PIECE_KIND * step] = p->piece_owner >= 0 ? p->piece : 0;
    }
}

/* The index of the lowest bit set of a non-zero mask. */
static int lowest_bit(unsigned mask)
{
    int a = 0;
    while (!(mask >> a & 1))
        a++;
    return a;
}

/* The planes of a tile before the piece planes, which depend on its type
 * and rotation only: occupancy, type, rotation, sides, links, items. */
void hu_ml_tile_shape(const hunters_tileset *ts, int type, int r, uint8_t v[SHAPE_PLANES])
{
    static const int link_sides[6][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}, {1, 3}};
    const hu_tile_type *t = &ts->types[type];
    int terrain[4];
    memset(v, 0, SHAPE_PLANES);
    v[HUNTERS_ML_PLANE_OCCUPIED] = 1;
    v[HUNTERS_ML_PLANE_TYPE] = cap255(type + 1);
    v[HUNTERS_ML_PLANE_ROTATION] = (uint8_t)r;
    for (int d = 0; d < 4; d++) {
        terrain[d] = t->rot_code[r] >> (2 * d) & 3;
        v[HUNTERS_ML_PLANE_SIDE_N + d] = (uint8_t)terrain[d];
    }
    for (int k = 0; k < 6; k++) {
        int a = link_sides[k][0], b = link_sides[k][1];
        if (terrain[a] != terrain[b] || terrain[a] == HUNTERS_TERRAIN_MEADOW)
            continue;
        int area_a = hu_ml_side_area(t, r, a);
        v[HUNTERS_ML_PLANE_LINK_NE + k] = area_a != HU_NO_AREA && area_a == hu_ml_side_area(t, r, b);
    }
    int items[HU_ITEM_COUNT] = {0};
    for (int a = 0; a < t->area_count; a++)
        for (int k = 0; k < HU_ITEM_COUNT; k++)
            items[k] += t->area[a].item[k];
    for (int k = 0; k <= HUNTERS_ITEM_DOLMEN; k++)
        v[HUNTERS_ML_PLANE_ITEM_FISH + k] = cap255(items[k]);
}

void hu_ml_write_tile(hunters_ml *ml, const hunters_game *g, int i, int parts, uint8_t *rows, size_t stride,
                      int observer, int views)
{
    const hu_placed *p = &g->placed[i];
    const int at = hu_ml_cell(ml, p->x, p->y);
    if (at < 0)
        return;
    const size_t plane_step = ml->plane_step;
    uint8_t *cell = rows + (size_t)at * ml->cell_step;
    const hu_tile_type *t = &g->ts->types[p->type];
    const int r = p->rotation, players = g->players, mode = parts & HU_ML_MODE_MASK;
    if (mode == HU_ML_DEPLOYED_PLANES) { /* the piece came, the last-placed mark moved on */
        write_piece(p, cell, plane_step, stride, observer, views, players);
        for (int k = 0; k < views; k++)
            cell[(size_t)k * stride + (size_t)HUNTERS_ML_PLANE_LAST_PLACED * plane_step] = i == g->s.last_placed;
        return;
    }
    /* every plane's value is computed; placed: stored where not zero (the
     * cell held zeros but for the frontier and legal planes) */
    const int all = mode == HU_ML_ALL_PLANES || mode == HU_ML_PLACED_PLANES, placed = mode == HU_ML_PLACED_PLANES;
    uint8_t value[4] = {0}, complete = 0;
    unsigned leaders[4] = {0}, sides = 0, huts = 0; /* sides: bit d when side d's value is written */
    unsigned leader_sides = 0;                        /* and its leaders */
    for (int d = 0; d < 4; d++) {
        int terrain = t->rot_code[r] >> (2 * d) & 3;
        int area = hu_ml_side_area(t, r, d);
        if (area == HU_NO_AREA) {
            sides |= (unsigned)(all && !placed) << d;
            continue;
        }
        int root = hu_feature_root(g, p->first_node + area);
        if (terrain != HUNTERS_TERRAIN_MEADOW && g->nodes[root].open == 0)
            complete |= (uint8_t)(1u << d);
        if (!all && ml->changed_feature[root] != ml->stamp)
            continue; /* an unchanged feature: its planes stay */
        feature_entry(ml, g, root);
        value[d] = ml->feature_value[root];
        leaders[d] = ml->feature_leaders[root];
        sides |= 1u << d;
        leader_sides |= (unsigned)(all || ml->changed_leaders[root] == ml->stamp) << d;
    }
    /* the meadow value and hut owners summarise several areas: all of them
     * when one changed */
    int meadows = all, rivers = all, meadow_value = 0;
    /* (a step that changed no meadow or river system: nothing to look for) */
    for (int a = 0; a < t->area_count && !(meadows && rivers) && (ml->changed_meadows || ml->changed_systems);
         a++) {
        int kind = t->area[a].kind, node = p->first_node + a;
        if (kind == HUNTERS_AREA_MEADOW)
            meadows |= ml->changed_feature[hu_feature_root(g, node)] == ml->stamp;
        else if (kind == HUNTERS_AREA_RIVER || kind == HUNTERS_AREA_LAKE)
            rivers |= ml->changed_system[hu_system_root(g, node)] == ml->stamp;
    }
    for (int a = 0; a < t->area_count && (meadows || rivers); a++) {
        int kind = t->area[a].kind, node = p->first_node + a;
        if (kind == HUNTERS_AREA_MEADOW && meadows) {
            int root = feature_entry(ml, g, hu_feature_root(g, node));
            if (ml->feature_value[root] > meadow_value)
                meadow_value = ml->feature_value[root];
        } else if ((kind == HUNTERS_AREA_RIVER || kind == HUNTERS_AREA_LAKE) && rivers) {
            huts |= system_huts(ml, g, node);
        }
    }
    if (placed) { /* only what is not zero */
        meadows &= meadow_value != 0;
        rivers &= huts != 0;
        for (int d = 0; d < 4; d++) {
            sides &= ~((unsigned)(value[d] == 0) << d);
            leader_sides &= ~((unsigned)(leaders[d] == 0) << d);
        }
    } else if (mode == HU_ML_ALL_PLANES) {
        leader_sides = sides;
    }
    /* pieces change only where they come (the tile deployed on, written in
     * full or as deployed) or return from a feature completed and scored
     * now (R5), whose members changed */
    const int pieces = mode == HU_ML_ALL_PLANES || (mode == HU_ML_CHANGED_PLANES && (complete & leader_sides));
    /* a completion bit changes only with its side's feature, and only grows
     * between the full writes (a closed feature stays closed) */
    const int write_complete = mode == HU_ML_ALL_PLANES || (placed ? complete : complete & sides);
    const uint8_t *shape = ml->shapes + ((size_t)p->type * 4 + (size_t)r) * SHAPE_PLANES;
    const uint8_t last = i == g->s.last_placed;
    for (int k = 0, o = observer; k < views; k++, cell += stride, o = o + 1 == players ? 0 : o + 1) {
#define AT(plane) cell[(size_t)(plane) * plane_step]
        if (mode == HU_ML_ALL_PLANES) {
            for (int q = 0; q < SHAPE_PLANES; q++)
                AT(q) = shape[q];
            for (int q = HUNTERS_ML_PLANE_FRONTIER; q < HUNTERS_ML_PLANE_LAST_PLACED; q++)
                AT(q) = 0;
            AT(HUNTERS_ML_PLANE_LAST_PLACED) = last;
        } else if (placed) {
            if (plane_step == 1) /* cells first: the shape's planes side by side, zeros before */
                memcpy(cell, shape, SHAPE_PLANES);
            else
                for (int q = 0; q < SHAPE_PLANES; q++)
                    if (shape[q])
                        AT(q) = shape[q];
            AT(HUNTERS_ML_PLANE_FRONTIER) = 0;
            if (parts & HU_ML_CLEAR_LEGAL)
                for (int q = HUNTERS_ML_PLANE_LEGAL_R0; q < HUNTERS_ML_PLANE_LAST_PLACED; q++)
                    AT(q) = 0;
            if (last)
                AT(HUNTERS_ML_PLANE_LAST_PLACED) = last;
        }
        if (pieces)
            write_piece(p, cell, plane_step, stride, o, 1, players);
        for (int d = 0; d < 4; d++) {
            if (sides >> d & 1)
                AT(HUNTERS_ML_PLANE_VALUE_N + d) = value[d];
            if (leader_sides >> d & 1)
                AT(HUNTERS_ML_PLANE_LEADERS_N + d) = relative_bits(leaders[d], o, players);
        }
        if (rivers)
            AT(HUNTERS_ML_PLANE_HUT_OWNERS) = relative_bits(huts, o, players);
        if (meadows)
            AT(HUNTERS_ML_PLANE_MEADOW_VALUE) = (uint8_t)meadow_value;
        if (write_complete)
            AT(HUNTERS_ML_PLANE_COMPLETE) = complete;
#undef AT
    }
}

void hu_ml_write_feature_ring(hunters_ml *ml, const hunters_game *g, int root, uint8_t *rows, size_t stride,
                              int views)
{
    const size_t plane_step = ml->plane_step;
    const int players = g->players;
    feature_entry(ml, g, root);
    const uint8_t value = ml->feature_value[root];
    const int leaders_changed = ml->changed_leaders[root] == ml->stamp;
    const int meadow = hu_node_area_of(g, root)->kind == HUNTERS_AREA_MEADOW;
    /* complete: its pieces returned (R5), and its sides' completion bits set */
    const int complete = !meadow && g->nodes[root].open == 0, pieces = complete && leaders_changed;
    uint8_t leaders[HUNTERS_MAX_PLAYERS];
    for (int o = 0; o < players; o++)
        leaders[o] = relative_bits(ml->feature_leaders[root], o, players);
    int n = root;
    do {
        int tile = g->nodes[n].placed;
        const hu_placed *p = &g->placed[tile];
        const int at = hu_ml_cell(ml, p->x, p->y);
        /* (a tile written in full this step shows the feature already) */
        if (ml->tile_stamp[tile] != ml->stamp && at >= 0) {
            const int r = p->rotation, area = n - p->first_node;
            const uint8_t *side_masks = ml->side_masks + ((size_t)p->type * 4 + (size_t)r) * HU_MAX_AREAS;
            const unsigned sides = side_masks[area];
            uint8_t *cell = rows + (size_t)at * ml->cell_step;
            /* a meadow's tile shows the highest value of its meadows (R8.3);
             * another meadow this step left alone shows its value on the
             * value plane of a side it lies on, if any: read there (the
             * first row's, as every row's), not summarised */
            int meadow_value = value;
            /* (within the game's own type's areas, should the handle's differ) */
            unsigned others = meadow ? ml->meadow_areas[p->type] & ~(1u << area) &
                                           ((1u << g->ts->types[p->type].area_count) - 1)
                                     : 0;
            for (; others; others &= others - 1) {
                int a = lowest_bit(others), other = hu_feature_root(g, p->first_node + a);
                int other_value;
                if (other == root)
                    continue;
                if (side_masks[a] && ml->changed_feature[other] != ml->stamp)
                    other_value = cell[(size_t)(HUNTERS_ML_PLANE_VALUE_N + lowest_bit(side_masks[a])) * plane_step];
                else
                    other_value = ml->feature_value[feature_entry(ml, g, other)];
                if (other_value > meadow_value)
                    meadow_value = other_value;
            }
            for (int o = 0; o < views; o++, cell += stride) {
#define AT(plane) cell[(size_t)(plane) * plane_step]
                if (plane_step == 1) { /* cells first: the four sides' bytes side by side */
                    hu_ml_set_side_bytes(&AT(HUNTERS_ML_PLANE_VALUE_N), sides, value);
                    if (leaders_changed)
                        hu_ml_set_side_bytes(&AT(HUNTERS_ML_PLANE_LEADERS_N), sides, leaders[o]);
                } else {
                    for (unsigned left = sides; left; left &= left - 1) {
                        int d = hu_nth_rotation[left][0]; /* the lowest side of the set (board.h's table) */
                        AT(HUNTERS_ML_PLANE_VALUE_N + d) = value;
                        if (leaders_changed)
                            AT(HUNTERS_ML_PLANE_LEADERS_N + d) = leaders[o];
                    }
                }
                if (meadow)
                    AT(HUNTERS_ML_PLANE_MEADOW_VALUE) = (uint8_t)meadow_value;
                if (complete) /* (a completion bit only grows between full writes) */
                    AT(HUNTERS_ML_PLANE_COMPLETE) |= (uint8_t)sides;
                if (pieces)
                    write_piece(p, cell, plane_step, stride, o, 1, players);
#undef AT
            }
        }
        n = g->nodes[n].next;
    } while (n != root);
}

void hu_ml_write_frontier(const hunters_ml *ml, const hunters_game *g, uint8_t *rows, size_t stride, int views)
{
    const size_t plane_step = ml->plane_step;
    const uint8_t *fits = hu_is_place_phase(g->s.phase) ? g->ts->types[g->s.in_hand].fits : NULL;
    for (int f = 0; f < g->s.frontier_count; f++) {
        int cell = hu_ml_open_cell(ml, &g->frontier[f]);
        if (cell < 0)
            continue;
        unsigned rotations = fits ? fits[g->frontier_need[f]] : 0;
        uint8_t *c = rows + (size_t)cell * ml->cell_step;
        for (int k = 0; k < views; k++, c += stride) {
            c[HUNTERS_ML_PLANE_FRONTIER * plane_step] = 1;
            for (int r = 0; r < 4; r++)
                c[(HUNTERS_ML_PLANE_LEGAL_R0 + r) * plane_step] = rotations >> r & 1;
        }
    }
}

void hu_ml_write_planes(hunters_ml *ml, const hunters_game *g, int observer, uint8_t *planes)
{
    memset(planes, 0, hu_ml_planes_size(ml));
    hu_ml_new_stamp(ml);
    for (int i = 0; i < g->s.placed_count; i++)
        hu_ml_write_tile(ml, g, i, HU_ML_ALL_PLANES, planes, 0, observer, 1);
    hu_ml_write_frontier(ml, g, planes, 0, 1);
}


/* How one decision changed the part of the global vector no observer
 * changes (the tiles left by type, and the tile in hand), read off the
 * first row before it is overwritten. */
enum {
    STACKS_SAME,   /* nothing drawn: the tiles left stay */
    STACKS_DREW,   /* one tile drawn, now in hand: its count falls by one */
    STACKS_REWRITE /* anything else, or the row unknown: counted anew */
};

static int stacks_change(const hunters_game *g, const float *v, int known)
{
    if (!known) /* (the caller's buffer is read only when known: it may be uninitialised) */
        return STACKS_REWRITE;
    /* counts a step wrote, else (a caller wrote over them, which the
     * header forbids) counted anew: no float out of int's range is cast */
    const float land = v[G_LAND_LEFT], bonus = v[G_BONUS_LEFT];
    if (!(land >= 0 && land <= 65535 && bonus >= 0 && bonus <= 65535)) /* (NaN fails too) */
        return STACKS_REWRITE;
    const int left = g->s.land_left + g->s.bonus_left, before = (int)land + (int)bonus;
    /* at most the tile now in hand was drawn when the state before had none (no place phase) */
    const int no_tile_in_hand = !(v[G_PHASE + HUNTERS_PHASE_PLACE - 1] > 0) &&
                                !(v[G_PHASE + HUNTERS_PHASE_PLACE_BONUS - 1] > 0);
    if (before == left)
        return STACKS_SAME;
    if (before == left + 1 && g->s.in_hand != HU_NONE && no_tile_in_hand)
        return STACKS_DREW;
    return STACKS_REWRITE;
}

/* The tiles left by type and the tile in hand counted anew, in one pass
 * over the two stacks (sorted type ids) instead of a search per type. */
static void write_stacks(const hunters_ml *ml, const hunters_game *g, float *v)
{
    const int types = ml->type_count;
    memset(v + G_TILES_LEFT, 0, sizeof *v * (size_t)(2 * types));
    for (int i = 0; i < g->s.land_left; i++)
        v[G_TILES_LEFT + g->bag[i]] += 1;
    for (int i = 0; i < g->s.bonus_left; i++)
        v[G_TILES_LEFT + g->bag[g->bonus_base + i]] += 1;
    if (g->s.in_hand != HU_NONE)
        v[G_TILES_LEFT + types + g->s.in_hand] = 1;
}

void hu_ml_write_globals(const hunters_ml *ml, const hunters_game *g, int observer, int views, float *out,
                         size_t stride, int known, int in_hand_before)
{
    const int players = g->players, types = ml->type_count;
    const size_t size = (size_t)hu_ml_global_size(ml);
    const int stacks = stacks_change(g, out, known); /* before the phase and counts it reads are overwritten */
    for (int k = 0, o = observer; k < views; k++, o = o + 1 == players ? 0 : o + 1) {
        float *v = out + (size_t)k * stride;
        if (stacks == STACKS_REWRITE) {
            if (k == 0)
                write_stacks(ml, g, v);
            else /* (no observer in it) */
                memcpy(v + G_TILES_LEFT, out + G_TILES_LEFT, sizeof *v * (size - G_TILES_LEFT));
        } else { /* every row shows the state before: the same few floats change in each */
            if (stacks == STACKS_DREW)
                v[G_TILES_LEFT + g->s.in_hand] -= 1;
            if (in_hand_before != HU_NONE)
                v[G_TILES_LEFT + types + in_hand_before] = 0;
            if (g->s.in_hand != HU_NONE)
                v[G_TILES_LEFT + types + g->s.in_hand] = 1;
        }
        memset(v, 0, sizeof *v * G_TILES_LEFT);
        for (int p = 0; p < players; p++) {
            int q = p - o < 0 ? p - o + players : p - o;
            v[G_SCORES + q] = (float)g->s.score[p];
            v[G_MEMBERS + q] = g->s.members[p];
            v[G_HUTS + q] = g->s.huts[p];
            v[G_PRESENT + q] = 1;
        }
        if (g->s.phase != HUNTERS_PHASE_OVER)
            v[G_TO_ACT + (g->s.player - o < 0 ? g->s.player - o + players : g->s.player - o)] = 1;
        v[G_PHASE + g->s.phase - 1] = 1;
        v[G_LAND_LEFT] = g->s.land_left;
        v[G_BONUS_LEFT] = g->s.bonus_left;
    }
}

int hunters_ml_observe(hunters_ml *ml, const hunters_game *game, int player, uint8_t *planes, size_t planes_bytes,
                       float *global, size_t global_floats)
{
    if (!ml)
        return HUNTERS_EINVAL;
    const char *problem = hu_ml_game_problem(ml, game);
    if (problem)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "%s", problem);
    if (player < 0 || player >= game->players)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "player %d is not 0 to %d (the game has %d players)", player,
                            game->players - 1, game->players);
    if (planes && planes_bytes < hu_ml_planes_size(ml))
        return hu_ml_reject(ml, HUNTERS_EINVAL, "planes of %zu bytes: the handle writes %zu", planes_bytes,
                            hu_ml_planes_size(ml));
    if (global && global_floats < (size_t)hu_ml_global_size(ml))
        return hu_ml_reject(ml, HUNTERS_EINVAL, "a global vector of %zu floats: the handle writes %d", global_floats,
                            hu_ml_global_size(ml));
    if (planes)
        hu_ml_write_planes(ml, game, player, planes);
    if (global)
        hu_ml_write_globals(ml, game, player, 1, global, 0, 0, HU_NONE);
    return hu_ml_ok(ml);
}
