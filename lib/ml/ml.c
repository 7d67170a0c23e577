/* The machine-learning interface: fixed actions over a window, observation
 * planes, chance as data and batched play (include/hunters.h, group ml;
 * doc/ml.md). A client of the game like the bots: it reads the shared
 * state directly where the public queries would cost a call per cell. */
#include <string.h>

#include "board/board.h"
#include "ml/ml.h"
#include "util/alloc.h"

/* The scratch arrays' bytes: per node and per placed tile. */
#define NODE_BYTES (5 * sizeof(uint32_t) + 3)
#define TILE_BYTES sizeof(uint32_t)

static size_t handle_size(size_t nodes, size_t tiles, size_t types)
{
    return sizeof(hunters_ml) + nodes * NODE_BYTES + tiles * TILE_BYTES + types * 4 * SHAPE_PLANES;
}

static void tile_shape(const hunters_tileset *ts, int type, int r, uint8_t v[SHAPE_PLANES]);

int hu_ml_same_tileset(const hunters_ml *ml, const hunters_game *g)
{
    return g->ts->hash == ml->tileset_hash && g->max_nodes <= ml->max_nodes && g->max_placed <= ml->max_placed;
}


int hunters_ml_new(hunters_ml **out, const hunters_game *like, int window)
{
    if (!out)
        return HUNTERS_EINVAL;
    *out = NULL;
    if (!like)
        return HUNTERS_EINVAL;
    if (window == 0)
        window = HUNTERS_ML_DEFAULT_WINDOW;
    if (window < 3 || window > HUNTERS_ML_MAX_WINDOW || window % 2 == 0)
        return HUNTERS_EINVAL;
    size_t nodes = (size_t)like->max_nodes, tiles = (size_t)like->max_placed;
    size_t types = (size_t)like->ts->type_count;
    hunters_ml *ml = hu_calloc(&like->alloc, 1, handle_size(nodes, tiles, types));
    if (!ml)
        return HUNTERS_ENOMEM;
    ml->alloc = like->alloc;
    ml->tileset_hash = like->ts->hash;
    ml->window = window;
    ml->half = window / 2;
    ml->type_count = like->ts->type_count;
    ml->max_nodes = like->max_nodes;
    ml->max_placed = like->max_placed;
    ml->feature_stamp = (uint32_t *)(ml + 1);
    ml->system_stamp = ml->feature_stamp + nodes;
    ml->changed_feature = ml->system_stamp + nodes;
    ml->changed_system = ml->changed_feature + nodes;
    ml->changed_leaders = ml->changed_system + nodes;
    ml->tile_stamp = ml->changed_leaders + nodes;
    ml->feature_value = (uint8_t *)(ml->tile_stamp + tiles);
    ml->feature_leaders = ml->feature_value + nodes;
    ml->system_huts = ml->feature_leaders + nodes;
    ml->shapes = ml->system_huts + nodes;
    for (int type = 0; type < like->ts->type_count; type++)
        for (int r = 0; r < 4; r++)
            tile_shape(like->ts, type, r, ml->shapes + ((size_t)type * 4 + (size_t)r) * SHAPE_PLANES);
    *out = ml;
    return HUNTERS_OK;
}

void hunters_ml_free(hunters_ml *ml)
{
    if (!ml)
        return;
    hunters_allocator alloc = ml->alloc;
    hu_free(&alloc, ml, handle_size((size_t)ml->max_nodes, (size_t)ml->max_placed, (size_t)ml->type_count));
}

int hunters_ml_window(const hunters_ml *ml)
{
    return ml ? ml->window : HUNTERS_EINVAL;
}

int hu_ml_action_count(const hunters_ml *ml)
{
    return 4 * ml->window * ml->window + HUNTERS_ML_DEPLOY_ACTIONS;
}

int hunters_ml_action_count(const hunters_ml *ml)
{
    return ml ? hu_ml_action_count(ml) : HUNTERS_EINVAL;
}

size_t hu_ml_planes_size(const hunters_ml *ml)
{
    return (size_t)HUNTERS_ML_PLANES * (size_t)ml->window * (size_t)ml->window;
}

size_t hunters_ml_planes_size(const hunters_ml *ml)
{
    return ml ? hu_ml_planes_size(ml) : 0;
}

/* The global vector's parts (hunters_ml_global_size()). */
enum {
    G_SCORES = 0, G_MEMBERS = 8, G_HUTS = 16, G_PRESENT = 24, G_TO_ACT = 32, G_PHASE = 40,
    G_LAND_LEFT = 47, G_BONUS_LEFT = 48, G_TILES_LEFT = 49
};

int hu_ml_global_size(const hunters_ml *ml)
{
    return G_TILES_LEFT + 2 * ml->type_count;
}

int hunters_ml_global_size(const hunters_ml *ml)
{
    return ml ? hu_ml_global_size(ml) : HUNTERS_EINVAL;
}

/* ---- actions ---------------------------------------------------------- */

static int32_t deploy_base(const hunters_ml *ml)
{
    return 4 * ml->window * ml->window;
}

int hunters_ml_action_of_move(const hunters_ml *ml, hunters_move move, int32_t *action)
{
    if (action)
        *action = -1;
    if (!ml || !action)
        return HUNTERS_EINVAL;
    switch (hunters_move_kind(move)) {
    case HUNTERS_MOVE_PLACE: {
        int cx = hunters_move_x(move) + ml->half, cy = hunters_move_y(move) + ml->half;
        if (cx < 0 || cy < 0 || cx >= ml->window || cy >= ml->window)
            return HUNTERS_ERANGE;
        *action = (cy * ml->window + cx) * 4 + hunters_move_rotation(move);
        return HUNTERS_OK;
    }
    case HUNTERS_MOVE_PASS:
        *action = deploy_base(ml);
        return HUNTERS_OK;
    case HUNTERS_MOVE_DEPLOY: {
        int area = hunters_move_area(move);
        if (area >= HU_MAX_AREAS)
            return HUNTERS_ERANGE;
        *action = deploy_base(ml) + 1 + 2 * area + (hunters_move_piece(move) == HUNTERS_PIECE_HUT);
        return HUNTERS_OK;
    }
    default:
        return HUNTERS_EINVAL;
    }
}

int hunters_ml_move_of_action(const hunters_ml *ml, int32_t action, hunters_move *move)
{
    if (move)
        *move = HUNTERS_MOVE_INVALID;
    if (!ml || !move)
        return HUNTERS_EINVAL;
    if (action < 0 || action >= hu_ml_action_count(ml))
        return HUNTERS_ERANGE;
    int32_t base = deploy_base(ml);
    if (action < base) {
        int cell = action / 4;
        *move = hu_place_move(cell % ml->window - ml->half, cell / ml->window - ml->half, action % 4);
    } else if (action == base) {
        *move = hunters_move_pass();
    } else {
        int d = action - base - 1;
        *move = hu_deploy_move(d / 2, d % 2 ? HUNTERS_PIECE_HUT : HUNTERS_PIECE_MEMBER);
    }
    return HUNTERS_OK;
}

/* ---- truncation and the mask ----------------------------------------- */

/* The frame (the bounding box grown by one: every tile and open position)
 * leaves the window. */
int hu_ml_truncated(const hunters_ml *ml, const hunters_game *g)
{
    const hu_scalars *s = &g->s;
    return s->min_x - 1 < -ml->half || s->min_y - 1 < -ml->half || s->max_x + 1 > ml->half ||
           s->max_y + 1 > ml->half;
}

int hunters_ml_truncated(const hunters_ml *ml, const hunters_game *game)
{
    if (!ml || !game || !hu_ml_same_tileset(ml, game))
        return HUNTERS_EINVAL;
    return hu_ml_truncated(ml, game);
}

/* The window cell of an open position of the frontier, or -1 outside. */
static int open_cell(const hunters_ml *ml, const hu_open *open)
{
    int x = (int16_t)(open->position & 0xffff) + ml->half, y = (int16_t)(open->position >> 16) + ml->half;
    if (x < 0 || y < 0 || x >= ml->window || y >= ml->window)
        return -1;
    return y * ml->window + x;
}

int hu_ml_legal_walk(const hunters_ml *ml, const hunters_game *g, int32_t *list, uint8_t *mask, uint8_t *rows,
                     size_t stride, int views)
{
    int phase = g->s.phase, n = 0;
    if (hu_is_place_phase(phase)) {
        const uint8_t *fits = g->ts->types[g->s.in_hand].fits;
        const size_t cells = (size_t)ml->window * (size_t)ml->window;
        /* the lowest rotation of each set of rotations (bits) */
        static const uint8_t lowest[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
        for (int f = 0; f < g->s.frontier_count; f++) {
            unsigned rotations = fits[g->frontier_need[f]];
            int cell = rotations ? open_cell(ml, &g->frontier[f]) : -1;
            if (cell < 0)
                continue;
            uint8_t *planes = rows ? rows + HUNTERS_ML_PLANE_LEGAL_R0 * cells + (size_t)cell : NULL;
            do { /* each fitting rotation */
                int r = lowest[rotations & 15];
                rotations &= rotations - 1;
                if (mask)
                    mask[cell * 4 + r] = 1;
                if (list)
                    list[n] = cell * 4 + r;
                n++;
                if (planes) {
                    uint8_t *c = planes + (size_t)r * cells;
                    for (int v = 0; v < views; v++, c += stride)
                        *c = 1;
                }
            } while (rotations);
        }
    } else if (hu_is_deploy_phase(phase)) {
        hunters_move moves[1 + 2 * HU_MAX_AREAS];
        int count = hu_deploy_list(g, moves, sizeof moves / sizeof moves[0]);
        for (int i = 0; i < count; i++) {
            int32_t action;
            if (hunters_ml_action_of_move(ml, moves[i], &action) == HUNTERS_OK) {
                if (mask)
                    mask[action] = 1;
                if (list)
                    list[n] = action;
                n++;
            }
        }
    }
    return n;
}

/* Writes the mask (cleared first); returns the number of legal actions. */
static int write_mask(const hunters_ml *ml, const hunters_game *g, uint8_t *mask)
{
    memset(mask, 0, (size_t)hu_ml_action_count(ml));
    return hu_ml_legal_walk(ml, g, NULL, mask, NULL, 0, 0);
}

int hunters_ml_legal_mask(const hunters_ml *ml, const hunters_game *game, uint8_t *mask, size_t size)
{
    if (!ml || !game || !mask || !hu_ml_same_tileset(ml, game) || size < (size_t)hu_ml_action_count(ml))
        return HUNTERS_EINVAL;
    return write_mask(ml, game, mask);
}

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

/* The area on absolute side d of a tile in rotation r: the river on a
 * river side, else the area of the side's first half. */
static int side_area(const hu_tile_type *t, int r, int d, int terrain)
{
    return terrain == HUNTERS_TERRAIN_RIVER ? t->rot_side_river[r][d] : t->rot_half_area[r][2 * d];
}

/* The planes of a tile before the piece planes, which depend on its type
 * and rotation only: occupancy, type, rotation, sides, links, items. */
static void tile_shape(const hunters_tileset *ts, int type, int r, uint8_t v[SHAPE_PLANES])
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
        int area_a = side_area(t, r, a, terrain[a]);
        v[HUNTERS_ML_PLANE_LINK_NE + k] = area_a != HU_NO_AREA && area_a == side_area(t, r, b, terrain[b]);
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
    int cx = p->x + ml->half, cy = p->y + ml->half;
    if (cx < 0 || cy < 0 || cx >= ml->window || cy >= ml->window)
        return;
    const size_t cells = (size_t)ml->window * (size_t)ml->window;
    uint8_t *cell = rows + (size_t)cy * (size_t)ml->window + (size_t)cx;
    const hu_tile_type *t = &g->ts->types[p->type];
    const int r = p->rotation, players = g->players, mode = parts & HU_ML_MODE_MASK;
    /* every plane's value is computed; placed: stored where not zero (the
     * cell held zeros but for the frontier and legal planes) */
    const int all = mode == HU_ML_ALL_PLANES || mode == HU_ML_PLACED_PLANES, placed = mode == HU_ML_PLACED_PLANES;
    uint8_t value[4] = {0}, complete = 0;
    unsigned leaders[4] = {0}, sides = 0, huts = 0; /* sides: bit d when side d's value is written */
    unsigned leader_sides = 0;                        /* and its leaders */
    for (int d = 0; d < 4; d++) {
        int terrain = t->rot_code[r] >> (2 * d) & 3;
        int area = side_area(t, r, d, terrain);
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
    const int pieces = mode == HU_ML_ALL_PLANES || mode == HU_ML_DEPLOYED_PLANES ||
                       (mode == HU_ML_CHANGED_PLANES && (complete & leader_sides));
    /* a completion bit changes only with its side's feature, and only grows
     * between the full writes (a closed feature stays closed) */
    const int write_complete = mode == HU_ML_ALL_PLANES || (placed ? complete : complete & sides);
    const uint8_t *shape = ml->shapes + ((size_t)p->type * 4 + (size_t)r) * SHAPE_PLANES;
    const uint8_t last = i == g->s.last_placed;
    for (int k = 0, o = observer; k < views; k++, cell += stride, o = o + 1 == players ? 0 : o + 1) {
#define AT(plane) cell[(size_t)(plane) * cells]
        if (mode == HU_ML_ALL_PLANES) {
            for (int q = 0; q < SHAPE_PLANES; q++)
                AT(q) = shape[q];
            for (int q = HUNTERS_ML_PLANE_FRONTIER; q < HUNTERS_ML_PLANE_LAST_PLACED; q++)
                AT(q) = 0;
            AT(HUNTERS_ML_PLANE_LAST_PLACED) = last;
        } else if (placed) {
            for (int q = 0; q < SHAPE_PLANES; q++)
                if (shape[q])
                    AT(q) = shape[q];
            AT(HUNTERS_ML_PLANE_FRONTIER) = 0;
            if (parts & HU_ML_CLEAR_LEGAL)
                for (int q = HUNTERS_ML_PLANE_LEGAL_R0; q < HUNTERS_ML_PLANE_LAST_PLACED; q++)
                    AT(q) = 0;
            if (last)
                AT(HUNTERS_ML_PLANE_LAST_PLACED) = last;
        } else if (mode == HU_ML_DEPLOYED_PLANES) {
            AT(HUNTERS_ML_PLANE_LAST_PLACED) = last;
        }
        if (pieces) {
            int owner = p->piece_owner - o;
            AT(HUNTERS_ML_PLANE_PIECE_OWNER) =
                p->piece_owner >= 0 ? (uint8_t)(1 + (owner < 0 ? owner + players : owner)) : 0;
            AT(HUNTERS_ML_PLANE_PIECE_KIND) = p->piece_owner >= 0 ? p->piece : 0;
        }
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

void hu_ml_write_frontier(const hunters_ml *ml, const hunters_game *g, uint8_t *rows, size_t stride, int views)
{
    const size_t cells = (size_t)ml->window * (size_t)ml->window;
    const uint8_t *fits = hu_is_place_phase(g->s.phase) ? g->ts->types[g->s.in_hand].fits : NULL;
    for (int f = 0; f < g->s.frontier_count; f++) {
        int cell = open_cell(ml, &g->frontier[f]);
        if (cell < 0)
            continue;
        unsigned rotations = fits ? fits[g->frontier_need[f]] : 0;
        uint8_t *c = rows + cell;
        for (int k = 0; k < views; k++, c += stride) {
            c[HUNTERS_ML_PLANE_FRONTIER * cells] = 1;
            for (int r = 0; r < 4; r++)
                c[(HUNTERS_ML_PLANE_LEGAL_R0 + r) * cells] = rotations >> r & 1;
        }
    }
}

static void write_planes(hunters_ml *ml, const hunters_game *g, int observer, uint8_t *planes)
{
    memset(planes, 0, hu_ml_planes_size(ml));
    hu_ml_new_stamp(ml);
    for (int i = 0; i < g->s.placed_count; i++)
        hu_ml_write_tile(ml, g, i, HU_ML_ALL_PLANES, planes, 0, observer, 1);
    hu_ml_write_frontier(ml, g, planes, 0, 1);
}


/* The tiles left by type, and the tile in hand: the part of the global
 * vector no observer changes. With known, v holds it for the state before
 * one decision, and when that decision drew at most the tile now in hand
 * (the state before was no place phase) only that count changes. */
static void write_stacks(const hunters_ml *ml, const hunters_game *g, float *v, int known)
{
    const int types = ml->type_count, left = g->s.land_left + g->s.bonus_left;
    /* (the caller's buffer is read only when known: it may be uninitialised) */
    int before = known ? (int)v[G_LAND_LEFT] + (int)v[G_BONUS_LEFT] : -1;
    int no_tile_in_hand = known && !(v[G_PHASE + HUNTERS_PHASE_PLACE - 1] > 0) &&
                          !(v[G_PHASE + HUNTERS_PHASE_PLACE_BONUS - 1] > 0);
    if (known && before == left) {
        /* nothing drawn */
    } else if (before == left + 1 && g->s.in_hand != HU_NONE && no_tile_in_hand) {
        v[G_TILES_LEFT + g->s.in_hand] -= 1; /* the one tile drawn is in hand */
    } else {
        memset(v + G_TILES_LEFT, 0, sizeof *v * (size_t)types);
        /* one pass over the two stacks (sorted type ids) instead of a search per type */
        for (int i = 0; i < g->s.land_left; i++)
            v[G_TILES_LEFT + g->bag[i]] += 1;
        for (int i = 0; i < g->s.bonus_left; i++)
            v[G_TILES_LEFT + g->bag[g->bonus_base + i]] += 1;
    }
    memset(v + G_TILES_LEFT + types, 0, sizeof *v * (size_t)types);
    if (g->s.in_hand != HU_NONE)
        v[G_TILES_LEFT + types + g->s.in_hand] = 1;
}

void hu_ml_write_globals(const hunters_ml *ml, const hunters_game *g, int observer, int views, float *out,
                         size_t stride, int known)
{
    const int players = g->players;
    const size_t size = (size_t)hu_ml_global_size(ml);
    for (int k = 0, o = observer; k < views; k++, o = o + 1 == players ? 0 : o + 1) {
        float *v = out + (size_t)k * stride;
        if (k == 0)
            write_stacks(ml, g, v, known); /* before the phase and counts it reads are overwritten */
        else
            memcpy(v + G_TILES_LEFT, out + G_TILES_LEFT, sizeof *v * (size - G_TILES_LEFT)); /* no observer in it */
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
    if (!ml || !game || !hu_ml_same_tileset(ml, game) || player < 0 || player >= game->players)
        return HUNTERS_EINVAL;
    if ((planes && planes_bytes < hu_ml_planes_size(ml)) || (global && global_floats < (size_t)hu_ml_global_size(ml)))
        return HUNTERS_EINVAL;
    if (planes)
        write_planes(ml, game, player, planes);
    if (global)
        hu_ml_write_globals(ml, game, player, 1, global, 0, 0);
    return HUNTERS_OK;
}

/* ---- chance ----------------------------------------------------------- */

int hunters_ml_chance(const hunters_game *game, int32_t *types, double *probabilities, size_t capacity)
{
    if (!game || (capacity && (!types || !probabilities)))
        return HUNTERS_EINVAL;
    const hunters_tileset *ts = game->ts;
    int bonus = game->s.phase == HUNTERS_PHASE_DRAW_BONUS;
    int left = bonus ? game->s.bonus_left : game->s.land_left;
    if (game->s.phase == HUNTERS_PHASE_OVER || left == 0)
        return 0;
    /* the stack's types: land types, then bonus types (tiles/tileset.h) */
    int first = bonus ? ts->land_type_count : 0;
    int end = bonus ? ts->land_type_count + ts->bonus_type_count : ts->land_type_count;
    size_t n = 0;
    for (int i = first; i < end; i++) {
        int type = ts->stack_types[i];
        int count = hu_tiles_left(game, type);
        if (!count)
            continue;
        if (n < capacity) {
            types[n] = type;
            probabilities[n] = (double)count / left;
        }
        n++;
    }
    /* ascending types, as documented (stack_types may be in any order) */
    size_t written = n < capacity ? n : capacity;
    for (size_t i = 1; i < written; i++)
        for (size_t j = i; j > 0 && types[j - 1] > types[j]; j--) {
            int32_t t = types[j];
            types[j] = types[j - 1];
            types[j - 1] = t;
            double q = probabilities[j];
            probabilities[j] = probabilities[j - 1];
            probabilities[j - 1] = q;
        }
    return (int)n;
}

int hunters_ml_set_caller_draws(hunters_game *game)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (game->options.draw_mode == HUNTERS_DRAW_CALLER)
        return HUNTERS_OK;
    game->options.draw_mode = HUNTERS_DRAW_CALLER;
    game->s.rng_replaced = 1; /* undo replays engine draws from the creation seed: no longer this game's */
    return HUNTERS_OK;
}

/* ---- batched play ----------------------------------------------------- */

void hu_ml_final_rewards(const hunters_game *g, float *rewards)
{
    for (int p = 0; p < g->players; p++) {
        int beaten = 0;
        for (int q = 0; q < g->players; q++)
            beaten += (g->s.score[p] > g->s.score[q]) - (g->s.score[p] < g->s.score[q]);
        rewards[p] = g->players > 1 ? (float)beaten / (float)(g->players - 1) : 0.0f;
    }
}

int hu_ml_games_distinct(hunters_game *const *games, size_t count)
{
    /* a filter of 4096 bits by address: only a game whose bit is taken is
     * compared with the games before it */
    uint64_t taken[64] = {0};
    for (size_t i = 0; i < count; i++) {
        uint64_t h = (uint64_t)(uintptr_t)games[i] * UINT64_C(0x9e3779b97f4a7c15) >> 52;
        if (taken[h >> 6] >> (h & 63) & 1) {
            for (size_t j = 0; j < i; j++)
                if (games[j] == games[i])
                    return 0;
        }
        taken[h >> 6] |= UINT64_C(1) << (h & 63);
    }
    return 1;
}

static int batch_problem(const hunters_ml *ml, const hunters_ml_batch *b)
{
    if (b->count && (!b->games || !b->actions))
        return 1;
    for (size_t i = 0; i < b->count; i++)
        if (!b->games[i] || !hu_ml_same_tileset(ml, b->games[i]))
            return 1;
    /* a game twice would get two moves checked against one state */
    return !hu_ml_games_distinct(b->games, b->count);
}

int hu_ml_check_action(const hunters_ml *ml, hunters_game *g, int32_t action)
{
    if (action < 0)
        return HUNTERS_OK;
    hunters_move move;
    if (g->s.phase == HUNTERS_PHASE_OVER || hu_ml_truncated(ml, g))
        return hu_game_reject(g, HUNTERS_EPHASE, "the game is %s: its action must be -1",
                              g->s.phase == HUNTERS_PHASE_OVER ? "over" : "truncated");
    if (hunters_ml_move_of_action(ml, action, &move) != HUNTERS_OK)
        return hu_game_reject(g, HUNTERS_EILLEGAL, "action %ld is out of range", (long)action);
    return hunters_game_check(g, move) == HUNTERS_OK ? HUNTERS_OK : HUNTERS_EILLEGAL;
}

int hunters_ml_step(hunters_ml *ml, hunters_ml_batch *batch)
{
    if (!ml || !batch)
        return HUNTERS_EINVAL;
    batch->failed = -1;
    if (batch_problem(ml, batch))
        return HUNTERS_EINVAL;
    /* check every action before any game changes */
    for (size_t i = 0; i < batch->count; i++) {
        int status = hu_ml_check_action(ml, batch->games[i], batch->actions[i]);
        if (status != HUNTERS_OK) {
            batch->failed = (int32_t)i;
            return status;
        }
    }
    const size_t plane_bytes = hu_ml_planes_size(ml), global_floats = (size_t)hu_ml_global_size(ml);
    const size_t mask_bytes = (size_t)hu_ml_action_count(ml);
    for (size_t i = 0; i < batch->count; i++) {
        hunters_game *g = batch->games[i];
        int32_t action = batch->actions[i];
        int observer = g->s.player, ended = 0;
        if (action >= 0) {
            hunters_move move;
            hunters_ml_move_of_action(ml, action, &move);
            hunters_game_play(g, move); /* checked above */
        }
        while (hu_is_draw_phase(g->s.phase))
            hunters_game_draw_random(g); /* caller-mode games */
        ended = action >= 0 && g->s.phase == HUNTERS_PHASE_OVER;
        int over = g->s.phase == HUNTERS_PHASE_OVER;
        int done = over ? 1 : hu_ml_truncated(ml, g) ? 2 : 0;
        if (!done)
            observer = g->s.player;
        if (batch->planes)
            write_planes(ml, g, observer, batch->planes + i * plane_bytes);
        if (batch->globals)
            hu_ml_write_globals(ml, g, observer, 1, batch->globals + i * global_floats, 0, 0);
        if (batch->masks) {
            if (done)
                memset(batch->masks + i * mask_bytes, 0, mask_bytes);
            else
                write_mask(ml, g, batch->masks + i * mask_bytes);
        }
        if (batch->rewards) {
            float *r = batch->rewards + i * HUNTERS_MAX_PLAYERS;
            memset(r, 0, sizeof *r * HUNTERS_MAX_PLAYERS);
            if (ended)
                hu_ml_final_rewards(g, r);
        }
        if (batch->done)
            batch->done[i] = (uint8_t)done;
        if (batch->players)
            batch->players[i] = done ? -1 : g->s.player;
    }
    return HUNTERS_OK;
}
