/* The machine-learning interface (include/hunters.h, group ml; doc/ml.md):
 * the handle, fixed actions over a window, truncation and the legal mask.
 * The observations are in observe.c, chance in chance.c, the batched steps
 * in step.c and views.c. A client of the game like the bots: it reads the
 * shared state directly where the public queries would cost a call per
 * cell. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "board/board.h"
#include "ml/ml.h"
#include "util/alloc.h"

/* The scratch arrays' bytes: per node and per placed tile. */
#define NODE_BYTES (5 * sizeof(uint32_t) + 3)
#define TILE_BYTES sizeof(uint32_t)

static size_t handle_size(size_t nodes, size_t tiles, size_t types)
{
    return sizeof(hunters_ml) + nodes * NODE_BYTES + tiles * TILE_BYTES + types * 4 * SHAPE_PLANES +
           types * 4 * HU_MAX_AREAS + types * sizeof(uint16_t);
}


/* The handle keeps no tile set, only its hash and sizes, and a check in
 * full on every step would cost more than the step: a set of equal hash
 * but other content (a 64-bit FNV-1a can be matched on purpose) must still
 * find every array in bounds, so the type count must match too (the
 * global vector and the per-type tables have a slot per type), and the
 * per-type tables are read within the game's own types' areas. */
int hu_ml_same_tileset(const hunters_ml *ml, const hunters_game *g)
{
    return g->ts->hash == ml->tileset_hash && g->ts->type_count == ml->type_count && g->max_nodes <= ml->max_nodes &&
           g->max_placed <= ml->max_placed;
}

const char *hu_ml_game_problem(const hunters_ml *ml, const hunters_game *g)
{
    if (!g)
        return "the game is NULL";
    return hu_ml_same_tileset(ml, g) ? NULL : "a game of another tile set";
}

int hu_ml_reject(hunters_ml *ml, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ml->errmsg, sizeof ml->errmsg, fmt, ap);
    va_end(ap);
    return status;
}

const char *hunters_ml_errmsg(const hunters_ml *ml)
{
    return ml ? ml->errmsg : "no handle";
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
    hunters_ml_set_layout(ml, HUNTERS_ML_PLANES_FIRST);
    ml->type_count = like->ts->type_count;
    ml->max_nodes = like->max_nodes;
    ml->max_placed = like->max_placed;
    ml->feature_stamp = (uint32_t *)(ml + 1);
    ml->system_stamp = ml->feature_stamp + nodes;
    ml->changed_feature = ml->system_stamp + nodes;
    ml->changed_system = ml->changed_feature + nodes;
    ml->changed_leaders = ml->changed_system + nodes;
    ml->tile_stamp = ml->changed_leaders + nodes;
    ml->meadow_areas = (uint16_t *)(void *)(ml->tile_stamp + tiles);
    ml->feature_value = (uint8_t *)(ml->meadow_areas + types);
    ml->feature_leaders = ml->feature_value + nodes;
    ml->system_huts = ml->feature_leaders + nodes;
    ml->shapes = ml->system_huts + nodes;
    ml->side_masks = ml->shapes + types * 4 * SHAPE_PLANES;
    for (int type = 0; type < like->ts->type_count; type++) {
        const hu_tile_type *t = &like->ts->types[type];
        for (int r = 0; r < 4; r++) {
            hu_ml_tile_shape(like->ts, type, r, ml->shapes + ((size_t)type * 4 + (size_t)r) * SHAPE_PLANES);
            for (int d = 0; d < 4; d++) {
                int area = hu_ml_side_area(t, r, d);
                if (area != HU_NO_AREA)
                    ml->side_masks[((size_t)type * 4 + (size_t)r) * HU_MAX_AREAS + (size_t)area] |= (uint8_t)(1u << d);
            }
        }
        for (int a = 0; a < t->area_count; a++)
            if (t->area[a].kind == HUNTERS_AREA_MEADOW)
                ml->meadow_areas[type] |= (uint16_t)(1u << a);
    }
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

int hunters_ml_set_layout(hunters_ml *ml, int layout)
{
    if (!ml)
        return HUNTERS_EINVAL;
    if (layout != HUNTERS_ML_PLANES_FIRST && layout != HUNTERS_ML_CELLS_FIRST)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "layout %d is none: 0 (planes first) or 1 (cells first)", layout);
    const size_t cells = (size_t)ml->window * (size_t)ml->window;
    ml->layout = layout;
    ml->plane_step = layout == HUNTERS_ML_PLANES_FIRST ? cells : 1;
    ml->cell_step = layout == HUNTERS_ML_PLANES_FIRST ? 1 : HUNTERS_ML_PLANES;
    return hu_ml_ok(ml);
}

int hunters_ml_layout_of(const hunters_ml *ml)
{
    return ml ? ml->layout : HUNTERS_EINVAL;
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
        int cell = hu_ml_cell(ml, hunters_move_x(move), hunters_move_y(move));
        if (cell < 0)
            return HUNTERS_ERANGE;
        *action = cell * 4 + hunters_move_rotation(move);
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

/* The frame (every tile and open position) leaves the window. The frame
 * is the bounding box grown by one, but in a direction a bounded table
 * (R3.2) is filled in: no position past it is open (the board drops it),
 * so a window of 2W - 1 holds every board of a table W wide. */
/* Whether the tiles' bounding box grown by grow_x and grow_y (0 or 1) on
 * each side lies in the window. */
static int box_inside(const hunters_ml *ml, const hu_scalars *s, int grow_x, int grow_y)
{
    return s->min_x - grow_x >= -ml->half && s->min_y - grow_y >= -ml->half && s->max_x + grow_x <= ml->half &&
           s->max_y + grow_y <= ml->half;
}

int hu_ml_truncated(const hunters_ml *ml, const hunters_game *g)
{
    const hu_scalars *s = &g->s;
    const int width = g->options.table_width, height = g->options.table_height;
    const int grow_x = !(width > 0 && s->max_x - s->min_x + 1 >= width);
    const int grow_y = !(height > 0 && s->max_y - s->min_y + 1 >= height);
    return !box_inside(ml, s, grow_x, grow_y);
}

int hunters_ml_truncated(const hunters_ml *ml, const hunters_game *game)
{
    if (!ml || !game || !hu_ml_same_tileset(ml, game))
        return HUNTERS_EINVAL;
    return hu_ml_truncated(ml, game);
}

int hu_ml_open_cell(const hunters_ml *ml, const hu_open *open)
{
    return hu_ml_cell(ml, hu_open_x(open), hu_open_y(open));
}

const uint8_t hu_ml_rotation_bytes[16][4] = {
    {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {1, 1, 0, 0}, {0, 0, 1, 0}, {1, 0, 1, 0}, {0, 1, 1, 0}, {1, 1, 1, 0},
    {0, 0, 0, 1}, {1, 0, 0, 1}, {0, 1, 0, 1}, {1, 1, 0, 1}, {0, 0, 1, 1}, {1, 0, 1, 1}, {0, 1, 1, 1}, {1, 1, 1, 1},
};

int hu_ml_legal_walk(const hunters_ml *ml, const hunters_game *g, int32_t *list, uint8_t *mask, uint8_t *rows,
                     size_t stride, int views)
{
    int phase = g->s.phase, n = 0;
    if (hu_is_place_phase(phase)) {
        const uint8_t *fits = g->ts->types[g->s.in_hand].fits;
        const size_t plane_step = ml->plane_step;
        /* every open position is in the window when the bounding box grown
         * by one is, bounded table or not (hu_ml_truncated() also trusts
         * the board to drop positions past a table); then the cell of
         * (x, y) is y * window + x + centre */
        const int inside = box_inside(ml, &g->s, 1, 1);
        const int window = ml->window, centre = ml->half * (window + 1);
        for (int f = 0; f < g->s.frontier_count; f++) {
            unsigned rotations = fits[g->frontier_need[f]] & 15;
            if (!rotations)
                continue;
            int cell;
            if (inside) {
                cell = hu_open_y(&g->frontier[f]) * window + hu_open_x(&g->frontier[f]) + centre;
            } else if ((cell = hu_ml_open_cell(ml, &g->frontier[f])) < 0) {
                continue;
            }
            /* a cell's mask bytes and legal planes at once: the caller
             * cleared them, so the rotations that do not fit write 0 */
            const uint8_t *bytes = hu_ml_rotation_bytes[rotations];
            if (mask)
                memcpy(mask + (size_t)cell * 4, bytes, 4);
            if (rows) {
                uint8_t *planes = rows + HUNTERS_ML_PLANE_LEGAL_R0 * plane_step + (size_t)cell * ml->cell_step;
                if (plane_step == 1) { /* cells first: the four planes side by side */
                    memcpy(planes, bytes, 4);
                    for (int v = 1; v < views; v++)
                        memcpy(planes + (size_t)v * stride, bytes, 4);
                } else { /* planes first: the fitting rotations' planes only (each its own cache line) */
                    for (unsigned left = rotations; left; left &= left - 1) {
                        uint8_t *c = planes + (size_t)hu_nth_rotation[left][0] * plane_step;
                        c[0] = 1;
                        for (int v = 1; v < views; v++)
                            c[(size_t)v * stride] = 1;
                    }
                }
            }
            if (list) {
                do { /* each fitting rotation */
                    list[n++] = cell * 4 + hu_nth_rotation[rotations][0]; /* the lowest */
                    rotations &= rotations - 1;
                } while (rotations);
            } else {
                n += hu_rotation_count[rotations];
            }
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
int hu_ml_write_mask(const hunters_ml *ml, const hunters_game *g, uint8_t *mask)
{
    memset(mask, 0, (size_t)hu_ml_action_count(ml));
    return hu_ml_legal_walk(ml, g, NULL, mask, NULL, 0, 0);
}

int hunters_ml_legal_mask(const hunters_ml *ml, const hunters_game *game, uint8_t *mask, size_t size)
{
    if (!ml || !game || !mask || !hu_ml_same_tileset(ml, game) || size < (size_t)hu_ml_action_count(ml))
        return HUNTERS_EINVAL;
    return hu_ml_write_mask(ml, game, mask);
}
