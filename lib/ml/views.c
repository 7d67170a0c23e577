/* The incremental batched step, hunters_ml_step_views() (doc/ml.md): each
 * game keeps one row of planes per player in the caller's buffers between
 * steps, with a mark of the state they show, so a step rewrites only the
 * cells its decision changed instead of clearing and redrawing the board. */
#include <string.h>

#include "board/board.h"
#include "ml/ml.h"

static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133feb11);
    return z ^ (z >> 31);
}

/* One more word into a fingerprint: a bijection of h for a given word (an
 * odd multiplier), so two inputs that differ in one word differ after it. */
static uint64_t fold(uint64_t h, uint64_t word)
{
    return (h ^ word) * UINT64_C(0x9e3779b97f4a7c15);
}

/* A fingerprint of the state the rows show, in the handle's window and
 * layout: two states of a game a decision apart always differ in it (the
 * tile count or the phase moves), and so do another game's states except
 * by a rare collision or a summary alike. Public information only, like
 * the rows: the caller reads it, and the folds and the mix are bijections,
 * so the engine's generator folded in was unfolded from it with the public
 * words, and with it the hidden order (doc/bots.md). Never negative, so
 * never the "unknown" -1. The
 * words go into two chains of folds, alternately, joined at the end: each
 * fold waits for a multiplication, and two chains wait half as long. */
static int64_t state_mark(const hunters_ml *ml, const hunters_game *g)
{
    const hu_scalars *s = &g->s;
    uint64_t a = fold(ml->tileset_hash,
                      (uint64_t)ml->window << 56 ^ (uint64_t)g->players << 48 ^ (uint64_t)ml->layout << 40);
    uint64_t b = fold(UINT64_C(0x6a09e667f3bcc909), (uint64_t)s->placed_count | (uint64_t)s->phase << 16 |
                                                        (uint64_t)s->player << 24 | (uint64_t)s->in_hand << 32 |
                                                        (uint64_t)s->land_left << 48);
    a = fold(a, (uint64_t)s->bonus_left | (uint64_t)s->node_count << 16 | (uint64_t)s->frontier_count << 32 |
                    (uint64_t)s->last_placed << 48);
    if (s->placed_count) {
        const hu_placed *t = &g->placed[s->placed_count - 1];
        /* (its piece's kind and area too: a deployment undone and played
         * on another area differs; rotation 0-3, piece 0-2, area 0-15) */
        unsigned placing = (unsigned)t->rotation | (unsigned)(t->piece & 3) << 2 | (unsigned)(t->piece_area & 15) << 4;
        b = fold(b, (uint64_t)(uint16_t)t->x | (uint64_t)(uint16_t)t->y << 16 | (uint64_t)t->type << 32 |
                        (uint64_t)placing << 48 | (uint64_t)(uint8_t)t->piece_owner << 56);
    }
    for (int p = 0; p < g->players; p++) {
        uint64_t word = (uint64_t)(uint32_t)s->score[p] | (uint64_t)s->members[p] << 32 | (uint64_t)s->huts[p] << 40;
        if (p & 1)
            b = fold(b, word);
        else
            a = fold(a, word);
    }
    return (int64_t)(mix(a ^ (b << 32 | b >> 32)) >> 1);
}

/* Every row of the game written in full; earlier: the rows are zeros
 * (hunters_ml_views_clear()) or show an earlier state of this game on a
 * table without bounds, so every cell
 * they show something in is a tile or an open position still (the
 * frontier only grows, but where tiles come) and all is overwritten
 * without clearing; else they are cleared first (one memset a row: its
 * stores stream, which clearing only the cells drawn, in 41 planes, does
 * not). */
static void write_all(hunters_ml *ml, const hunters_game *g, uint8_t *rows, size_t stride, int earlier)
{
    if (!earlier)
        for (int k = 0; k < g->players; k++)
            memset(rows + (size_t)k * stride, 0, hu_ml_planes_size(ml));
    hu_ml_new_stamp(ml);
    for (int i = 0; i < g->s.placed_count; i++)
        hu_ml_write_tile(ml, g, i, HU_ML_ALL_PLANES, rows, stride, 0, g->players);
    hu_ml_write_frontier(ml, g, rows, stride, g->players);
}

/* Rewrites what changed of every tile of a river system not rewritten yet
 * in this step (its hut owners, with whatever else changed there). */
static void write_system_ring(hunters_ml *ml, const hunters_game *g, int root, uint8_t *rows, size_t stride)
{
    int n = root;
    do {
        int tile = g->nodes[n].placed;
        if (ml->tile_stamp[tile] != ml->stamp) {
            ml->tile_stamp[tile] = ml->stamp;
            hu_ml_write_tile(ml, g, tile, HU_ML_CHANGED_PLANES, rows, stride, 0, g->players);
        }
        n = g->nodes[n].sys_next;
    } while (n != root);
}

/* What a decision changed, beside the frontier: the tile it placed or
 * deployed on (written as tile_mode says: a tile comes, or a piece) and
 * the features and river systems whose values, leaders, hut owners,
 * completion or pieces it changed; no tile: they were not worked out
 * (the step writes in full). */
#define RETURNED_MAX 32 /* tiles whose members went home at a game's end that a step follows; more: a full write */
#define CHANGED_NODES (2 * HU_MAX_AREAS + 2 + RETURNED_MAX)
typedef struct changes {
    int tiles[2 + RETURNED_MAX], tile_count, tile_mode;
    int nodes[CHANGED_NODES], node_count; /* a node of each changed feature or river system */
    uint8_t what[CHANGED_NODES];          /* of each node: CHANGED_ bits */
} changes;

/* a feature's value and completion, a river system's hut owners, a
 * feature's leaders (its tribe members changed: a deployment, a scoring, a
 * join; a placement that only grows it keeps them) */
enum { CHANGED_FEATURE = 1, CHANGED_SYSTEM = 2, CHANGED_LEADERS = 4 };

static void add_change(changes *c, int node, int what)
{
    if (c->node_count < (int)(sizeof c->nodes / sizeof c->nodes[0])) {
        c->nodes[c->node_count] = node;
        c->what[c->node_count++] = (uint8_t)what;
    }
}

/* The features beside a placement, known before it: the root of every
 * area of the tiles around the position. */
typedef struct areas_around {
    int roots[4 * HU_MAX_AREAS], count;
    int systems[4 * HU_MAX_AREAS], system_count; /* the river-system roots of their rivers and lakes */
} areas_around;

static void areas_before(const hunters_game *g, hunters_move move, areas_around *m)
{
    m->count = m->system_count = 0;
    for (int d = 0; d < 4; d++) {
        int tile = hu_board_tile_at(g, hu_move_x(move) + hu_side_dx[d], hu_move_y(move) + hu_side_dy[d]);
        if (tile < 0)
            continue;
        const hu_placed *p = &g->placed[tile];
        const hu_tile_type *t = &g->ts->types[p->type];
        for (int a = 0; a < t->area_count; a++) {
            m->roots[m->count++] = hu_feature_root(g, p->first_node + a);
            if (t->area[a].kind == HUNTERS_AREA_RIVER || t->area[a].kind == HUNTERS_AREA_LAKE)
                m->systems[m->system_count++] = hu_system_root(g, p->first_node + a);
        }
    }
}

/* Whether the feature of root (the river system with sys) joined two of
 * those listed from before the placement: a feature's leaders change only
 * then on a placement, a river system's hut owners too (R8.2). */
static int joined_two(const hunters_game *g, const int *before, int count, int root, int sys)
{
    int first = -1;
    for (int k = 0; k < count; k++) {
        if ((sys ? hu_system_root(g, before[k]) : hu_feature_root(g, before[k])) != root)
            continue;
        if (first < 0)
            first = before[k];
        else if (before[k] != first)
            return 1;
    }
    return 0;
}

/* Whether a meadow area brings what changes a meadow's value (R8.3, R6.6). */
static int meadow_items(const hu_area *area)
{
    return area->item[HUNTERS_ITEM_DEER] | area->item[HUNTERS_ITEM_MAMMOTH] | area->item[HUNTERS_ITEM_TIGER] |
           area->item[HUNTERS_ITEM_AUROCHS] | area->item[HUNTERS_ITEM_FIRE];
}

/* The changes of a placement: the new tile, and the features and river
 * systems touching it whose planes change: every forest and river (each
 * grew by a tile, R5.3, R5.4, and may have closed), a meadow only when it
 * joined two meadows or the tile brings animals or fire (else its value
 * and leaders stay, R8.3), a river system only when it joined two
 * systems, one of them holding huts (else its tiles' hut owners stay,
 * R8.2; the new tile's are written with it). */
static void placement_changes(const hunters_game *g, int placed, const areas_around *before, changes *c)
{
    c->tiles[c->tile_count++] = placed;
    c->tile_mode = HU_ML_PLACED_PLANES; /* on an open position: zeros but for the frontier planes */
    const hu_placed *p = &g->placed[placed];
    const hu_tile_type *t = &g->ts->types[p->type];
    for (int a = 0; a < t->area_count; a++) {
        int node = p->first_node + a, kind = t->area[a].kind, root = hu_feature_root(g, node);
        int joined = joined_two(g, before->roots, before->count, root, 0); /* (else no tribe member came to it) */
        if (kind == HUNTERS_AREA_MEADOW) {
            /* two meadows became one, or animals on its areas of the tile */
            int items = 0;
            for (int b = 0; b < t->area_count; b++)
                if (t->area[b].kind == HUNTERS_AREA_MEADOW && hu_feature_root(g, p->first_node + b) == root)
                    items |= meadow_items(&t->area[b]);
            if (joined || items)
                add_change(c, node, CHANGED_FEATURE | (joined ? CHANGED_LEADERS : 0));
            continue;
        }
        int what = CHANGED_FEATURE | (joined ? CHANGED_LEADERS : 0);
        if (kind == HUNTERS_AREA_RIVER || kind == HUNTERS_AREA_LAKE) {
            /* the owners change where systems joined (one of them held
             * huts); a system only grown keeps them, the new tile aside */
            int sys = hu_system_root(g, node);
            if (g->nodes[sys].huts && joined_two(g, before->systems, before->system_count, sys, 1))
                what |= CHANGED_SYSTEM;
        }
        add_change(c, node, what);
    }
}

/* The changes of a deployment or pass on the tile placed last, known
 * before it is played: the piece and the area deployed on, and the
 * features the placement completed, which are scored now (their pieces
 * return); the tile gets its piece and loses the last-placed mark. */
static void deployment_changes(hunters_game *g, hunters_move move, changes *c)
{
    int last = g->s.last_placed;
    if (last == HU_NONE)
        return; /* (never in a deploy phase) no tile: the step writes in full */
    c->tiles[c->tile_count++] = last;
    c->tile_mode = HU_ML_DEPLOYED_PLANES;
    if (hunters_move_kind(move) == HUNTERS_MOVE_DEPLOY)
        add_change(c, g->placed[last].first_node + hunters_move_area(move),
                   CHANGED_FEATURE | CHANGED_SYSTEM | CHANGED_LEADERS);
    int completed[HU_MAX_AREAS];
    int count = hu_completed_features(g, last, completed);
    for (int k = 0; k < count; k++)
        add_change(c, completed[k], CHANGED_FEATURE | CHANGED_LEADERS); /* their pieces return; huts stay (R8.2) */
}

/* The changes of the final scoring after a deploy decision (R8.1): the
 * tribe members on unfinished forests and rivers go home, so their tiles
 * lose their pieces and those features their leaders; hunters and huts
 * stay, and no feature's value, completion or hut owners change (R8.2,
 * R8.3). The tiles are found by the piece planes of the rows, which show
 * the state before the decision: every tile is in the window (the game
 * is not truncated). A tile whose member a completion returned in this
 * decision comes too (it is written twice the same) and counts. Returns 0
 * when there are more than RETURNED_MAX such tiles (the step writes in
 * full). */
static int final_changes(const hunters_ml *ml, const hunters_game *g, const uint8_t *rows, changes *c)
{
    const uint8_t *owner_plane = rows + (size_t)HUNTERS_ML_PLANE_PIECE_OWNER * ml->plane_step;
    for (int i = 0; i < g->s.placed_count; i++) {
        const hu_placed *p = &g->placed[i];
        size_t cell = (size_t)hu_ml_cell(ml, p->x, p->y); /* (in the window: the game is not truncated) */
        if (p->piece_owner >= 0 || !owner_plane[cell * ml->cell_step] || i == c->tiles[0])
            continue;
        if (c->tile_count == 1 + RETURNED_MAX) /* (tiles[0] is the tile deployed on) */
            return 0;
        c->tiles[c->tile_count++] = i;
        add_change(c, p->first_node + p->piece_area, CHANGED_FEATURE | CHANGED_LEADERS);
    }
    return 1;
}

/* The board planes after one decision, from the rows before it (the
 * legal-rotation planes aside: clear_last_list(); clear_legal: they
 * are not cleared from the list, so those of the placed tile's cell are
 * cleared here). */
static void write_changes(hunters_ml *ml, const hunters_game *g, const changes *c, int old_count, uint8_t *rows,
                          size_t stride, int clear_legal)
{
    hu_ml_new_stamp(ml);
    ml->changed_meadows = ml->changed_systems = 0;
    for (int k = 0; k < c->node_count; k++) {
        int node = c->nodes[k], kind = hu_node_area_of(g, node)->kind;
        if (c->what[k] & CHANGED_FEATURE) {
            ml->changed_feature[hu_feature_root(g, node)] = ml->stamp;
            ml->changed_meadows |= kind == HUNTERS_AREA_MEADOW;
        }
        if (c->what[k] & CHANGED_LEADERS)
            ml->changed_leaders[hu_feature_root(g, node)] = ml->stamp;
        if ((c->what[k] & CHANGED_SYSTEM) && (kind == HUNTERS_AREA_RIVER || kind == HUNTERS_AREA_LAKE)) {
            ml->changed_system[hu_system_root(g, node)] = ml->stamp;
            ml->changed_systems = 1;
        }
    }
    for (int k = 0; k < c->tile_count; k++) {
        /* (the tile deployed on gets its piece here, its sides from the rings) */
        if (c->tile_mode != HU_ML_DEPLOYED_PLANES)
            ml->tile_stamp[c->tiles[k]] = ml->stamp;
        int parts = c->tile_mode | (c->tile_mode == HU_ML_PLACED_PLANES && clear_legal ? HU_ML_CLEAR_LEGAL : 0);
        hu_ml_write_tile(ml, g, c->tiles[k], parts, rows, stride, 0, g->players);
    }
    int walked[2 * CHANGED_NODES], walks = 0; /* rings walked: feature roots, and -1 - system roots */
    for (int k = 0; k < c->node_count; k++) {
        int node = c->nodes[k], kind = hu_node_area_of(g, node)->kind;
        int river = kind == HUNTERS_AREA_RIVER || kind == HUNTERS_AREA_LAKE;
        for (int sys = 0; sys <= river; sys++) {
            if (!(c->what[k] & (sys ? CHANGED_SYSTEM : CHANGED_FEATURE)))
                continue;
            int root = sys ? hu_system_root(g, node) : hu_feature_root(g, node), seen = 0;
            int key = sys ? -1 - root : root;
            for (int w = 0; w < walks && !seen; w++)
                seen = walked[w] == key;
            if (seen)
                continue;
            walked[walks++] = key;
            if (sys)
                write_system_ring(ml, g, root, rows, stride);
            else /* its sides only: no summary of the tile's other features */
                hu_ml_write_feature_ring(ml, g, root, rows, stride, g->players);
        }
    }
    /* the frontier gained the open positions beside the tile placed now */
    const size_t plane_step = ml->plane_step;
    for (int i = old_count; i < g->s.placed_count; i++)
        for (int d = 0; d < 4; d++) {
            int x = g->placed[i].x + hu_side_dx[d], y = g->placed[i].y + hu_side_dy[d], at = hu_ml_cell(ml, x, y);
            if (at < 0 || hu_board_need_at(g, x, y) < 0)
                continue;
            uint8_t *cell = rows + HUNTERS_ML_PLANE_FRONTIER * plane_step + (size_t)at * ml->cell_step;
            for (int k = 0; k < g->players; k++)
                cell[(size_t)k * stride] = 1;
        }
}

/* Clears what the last legal list set: its mask bytes, and with rows
 * its placements' legal-rotation planes (in a place phase they are
 * exactly the list's placements, hu_ml_write_frontier(); in the others
 * empty). One pass over the list (caller memory: entries out of range are
 * skipped); a cell's rotations come together in it, so its four mask
 * bytes (and cells first its four plane bytes) are cleared at once, once
 * (a list in another order only clears a cell more than once). */
static void clear_last_list(const hunters_ml *ml, const int32_t *list, int32_t count, uint8_t *mask, uint8_t *rows,
                            size_t stride, int views)
{
    const size_t plane_step = ml->plane_step;
    const uint32_t placements = (uint32_t)(4 * ml->window * ml->window);
    const uint32_t actions = (uint32_t)hu_ml_action_count(ml);
    /* planes first: where each rotation's legal plane begins */
    uint8_t *legal = rows ? rows + HUNTERS_ML_PLANE_LEGAL_R0 * plane_step : NULL;
    const size_t rotation_offset[4] = {0, plane_step, 2 * plane_step, 3 * plane_step};
    const int planes_first = rows && plane_step != 1;
    uint32_t last_cell = UINT32_MAX;
    for (int32_t k = 0; k < count; k++) {
        uint32_t a = (uint32_t)list[k];
        if (a >= placements) { /* a deployment or pass */
            if (mask && a < actions)
                mask[a] = 0;
            continue;
        }
        if (planes_first) { /* the rotation's plane only (cell_step 1) */
            uint8_t *c = legal + rotation_offset[a & 3] + (a >> 2);
            c[0] = 0;
            for (int v = 1; v < views; v++)
                c[(size_t)v * stride] = 0;
        }
        if (a >> 2 == last_cell)
            continue;
        last_cell = a >> 2;
        if (mask)
            memset(mask + (a & ~3u), 0, 4);
        if (rows && plane_step == 1) {
            uint8_t *c = rows + HUNTERS_ML_PLANE_LEGAL_R0 + (a >> 2) * ml->cell_step;
            memset(c, 0, 4);
            for (int v = 1; v < views; v++)
                memset(c + (size_t)v * stride, 0, 4);
        }
    }
}

/* Why slot i's game is refused (the handle's message set: whether
 * rows is set, the views must hold its players), or HUNTERS_OK. */
static int slot_problem(hunters_ml *ml, const hunters_game *g, size_t i, int rows, int32_t views)
{
    const char *problem = hu_ml_game_problem(ml, g);
    if (problem)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "slot %zu: %s", i, problem);
    if (rows && g->players > views)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "slot %zu: a game of %d players, views made for %d", i, g->players,
                            (int)views);
    return HUNTERS_OK;
}

/* Why the arrays are refused whatever the slot (the handle's message set),
 * or HUNTERS_OK. */
static int arrays_problem(hunters_ml *ml, const hunters_ml_views *v)
{
    if ((v->planes || v->globals) && v->views < 1)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "views is %d: planes or global vectors need at least 1",
                            (int)v->views);
    if (!v->legal != !v->legal_counts) /* a list without its length, or the reverse */
        return hu_ml_reject(ml, HUNTERS_EINVAL, "%s without %s", v->legal ? "legal" : "legal_counts",
                            v->legal ? "legal_counts" : "legal");
    return HUNTERS_OK;
}

/* Why a step is refused before its actions are checked (the handle's
 * message set), or HUNTERS_OK. */
static int views_problem(hunters_ml *ml, const hunters_ml_views *v)
{
    if (hu_ml_batch_given(ml, v->games, v->actions, v->count) != HUNTERS_OK || arrays_problem(ml, v) != HUNTERS_OK)
        return HUNTERS_EINVAL;
    const size_t rows = v->views > 0 ? (size_t)v->views : 1, actions = (size_t)hu_ml_action_count(ml);
    const hu_ml_output outputs[] = {
        {"planes", v->planes, rows * hu_ml_planes_size(ml)},
        {"global vectors", v->globals, rows * sizeof(float) * (size_t)hu_ml_global_size(ml)},
        {"marks", v->marks, sizeof(int64_t)},
        {"masks", v->masks, actions},
        {"legal lists", v->legal, sizeof(int32_t) * actions},
        {"legal counts", v->legal_counts, sizeof(int32_t)},
        {"rewards", v->rewards, sizeof(float) * HUNTERS_MAX_PLAYERS},
        {"done flags", v->done, 1},
        {"players", v->players, sizeof(int32_t)},
        {"observers", v->observers, sizeof(int32_t)},
    };
    if (hu_ml_outputs_apart(ml, v->games, v->actions, v->count, outputs, (int)(sizeof outputs / sizeof outputs[0])))
        return HUNTERS_EINVAL;
    for (size_t i = 0; i < v->count; i++)
        if (slot_problem(ml, v->games[i], i, v->planes || v->globals, v->views) != HUNTERS_OK)
            return HUNTERS_EINVAL;
    return hu_ml_games_distinct(ml, v->games, v->count);
}

/* The legal list and mask of game i: the mask cleared where the previous
 * list set it when the arrays are as the last step left them (known), not
 * at all when hunters_ml_views_clear() cleared it, else in full; with rows
 * (only when known, with a list), the legal-rotation planes cleared and
 * set there too. */
static void write_legal(const hunters_ml *ml, const hunters_game *g, hunters_ml_views *v, size_t i, int known,
                        int cleared, int done, uint8_t *rows, size_t stride)
{
    const size_t actions = (size_t)hu_ml_action_count(ml);
    int32_t *list = v->legal ? v->legal + i * actions : NULL;
    uint8_t *mask = v->masks ? v->masks + i * actions : NULL;
    if (cleared) {
        /* the mask is zeros (hunters_ml_views_clear()) */
    } else if (known && list && v->legal_counts[i] >= 0 && (size_t)v->legal_counts[i] <= actions)
        clear_last_list(ml, list, v->legal_counts[i], mask, rows, stride, g->players);
    else if (mask)
        memset(mask, 0, actions);
    int count = done ? 0 : hu_ml_legal_walk(ml, g, list, mask, rows, stride, g->players);
    if (v->legal_counts)
        v->legal_counts[i] = count;
}

/* Clears, in views rows, every cell from the first to the last of game
 * g's tiles and open positions in the window: all that rows whose mark is
 * g's state show (hu_ml_write_tile(), hu_ml_write_frontier()). In one run
 * of bytes a row cells first, a plane planes first: whole lines mostly,
 * which clear faster than the cells alone (stores to part of a line must
 * read it first, and planes first a cell has a byte in each of 41 planes). */
static void clear_shown_cells(const hunters_ml *ml, const hunters_game *g, uint8_t *rows, size_t stride, int views)
{
    int first = ml->window * ml->window, last = -1;
    for (int i = 0; i < g->s.placed_count; i++) {
        int cell = hu_ml_cell(ml, g->placed[i].x, g->placed[i].y);
        if (cell < 0)
            continue;
        first = cell < first ? cell : first;
        last = cell > last ? cell : last;
    }
    for (int f = 0; f < g->s.frontier_count; f++) {
        int cell = hu_ml_open_cell(ml, &g->frontier[f]);
        if (cell < 0)
            continue;
        first = cell < first ? cell : first;
        last = cell > last ? cell : last;
    }
    if (last < first)
        return; /* nothing in the window */
    const size_t cells = (size_t)(last - first + 1);
    for (int k = 0; k < views; k++) {
        uint8_t *row = rows + (size_t)k * stride;
        if (ml->plane_step == 1) { /* cells first: the cells' planes side by side */
            memset(row + (size_t)first * HUNTERS_ML_PLANES, 0, cells * HUNTERS_ML_PLANES);
            continue;
        }
        for (int q = 0; q < HUNTERS_ML_PLANES; q++)
            memset(row + (size_t)q * ml->plane_step + (size_t)first, 0, cells);
    }
}

int hunters_ml_views_clear(hunters_ml *ml, hunters_ml_views *v, size_t i)
{
    if (!ml)
        return HUNTERS_EINVAL;
    if (!v)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "the views are NULL");
    if (i >= v->count)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "slot %zu is not below the count, %zu", i, v->count);
    if (!v->games)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "the games are NULL (a batch of %zu)", v->count);
    /* the arrays' faults before the slot's, as hunters_ml_step_views()
     * (views 0 with planes is no game's fault) */
    if (arrays_problem(ml, v) != HUNTERS_OK)
        return HUNTERS_EINVAL;
    const hunters_game *g = v->games[i];
    if (slot_problem(ml, g, i, v->planes || v->globals, v->views) != HUNTERS_OK)
        return HUNTERS_EINVAL;
    const size_t plane_bytes = hu_ml_planes_size(ml), actions = (size_t)hu_ml_action_count(ml);
    const size_t views = v->views > 0 ? (size_t)v->views : 0;
    uint8_t *rows = v->planes ? v->planes + i * views * plane_bytes : NULL;
    uint8_t *mask = v->masks ? v->masks + i * actions : NULL;
    int32_t *list = v->legal ? v->legal + i * actions : NULL;
    if (v->marks && v->marks[i] == HUNTERS_ML_MARK_CLEARED) {
        /* cleared before (rows and mask zeros): nothing to clear */
    } else if (v->marks && v->marks[i] == state_mark(ml, g)) {
        /* the rows show g as the last step left it: only g's cells and its last list's bytes */
        if (rows) {
            clear_shown_cells(ml, g, rows, plane_bytes, g->players);
            /* the views beyond g's players (never written for g) in full:
             * the next game may have more players */
            memset(rows + (size_t)g->players * plane_bytes, 0, (views - (size_t)g->players) * plane_bytes);
        }
        if (list && v->legal_counts[i] >= 0 && (size_t)v->legal_counts[i] <= actions)
            clear_last_list(ml, list, v->legal_counts[i], mask, NULL, 0, 0); /* (the legal planes: with their cells) */
        else if (mask)
            memset(mask, 0, actions);
    } else {
        if (rows) /* (every view: the rows of a game of more players may be there) */
            memset(rows, 0, views * plane_bytes);
        if (mask)
            memset(mask, 0, actions);
    }
    if (v->legal_counts)
        v->legal_counts[i] = 0;
    if (v->marks)
        v->marks[i] = HUNTERS_ML_MARK_CLEARED;
    return hu_ml_ok(ml);
}

int hunters_ml_step_views(hunters_ml *ml, hunters_ml_views *v)
{
    if (!ml)
        return HUNTERS_EINVAL;
    if (!v)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "the views are NULL");
    v->failed = -1;
    if (views_problem(ml, v) != HUNTERS_OK)
        return HUNTERS_EINVAL;
    /* check every action before any game changes */
    for (size_t i = 0; i < v->count; i++) {
        int status = hu_ml_check_action(ml, v->games[i], i, v->actions[i]);
        if (status != HUNTERS_OK) {
            v->failed = (int32_t)i;
            return status;
        }
    }
    const size_t plane_bytes = hu_ml_planes_size(ml), global_floats = (size_t)hu_ml_global_size(ml);
    const size_t views = v->views > 0 ? (size_t)v->views : 0;
    for (size_t i = 0; i < v->count; i++) {
        hunters_game *g = v->games[i];
        int32_t action = v->actions[i];
        int64_t before = state_mark(ml, g);
        int fresh = v->marks && v->marks[i] == before; /* the rows show the state before the action */
        int cleared = v->marks && v->marks[i] == HUNTERS_ML_MARK_CLEARED; /* hunters_ml_views_clear() */
        int old_count = g->s.placed_count, observer = g->s.player, phase = g->s.phase, in_hand = g->s.in_hand;
        int was_deploy = hu_is_deploy_phase(phase);
        changes c;
        c.tile_count = c.node_count = 0;
        c.tile_mode = HU_ML_ALL_PLANES;
        if (action >= 0) {
            hunters_move move;
            areas_around around;
            hunters_ml_move_of_action(ml, action, &move);
            if (was_deploy)
                deployment_changes(g, move, &c);
            else
                areas_before(g, move, &around);
            hu_game_play_checked(g, move); /* checked above */
            if (!was_deploy && g->s.placed_count == old_count + 1)
                placement_changes(g, old_count, &around, &c);
        }
        while (hu_is_draw_phase(g->s.phase))
            hunters_game_draw_random(g); /* caller-mode games */
        /* (an action, or a draw of a caller-mode game, changes the state) */
        int64_t after = action >= 0 || g->s.placed_count != old_count || g->s.phase != phase ? state_mark(ml, g)
                                                                                             : before;
        /* (a caller-mode draw ends the game too: its last land tile fits nowhere, R3.3) */
        int over = g->s.phase == HUNTERS_PHASE_OVER, ended = over && phase != HUNTERS_PHASE_OVER;
        int done = over ? 1 : hu_ml_truncated(ml, g) ? 2 : 0;
        if (!done)
            observer = g->s.player;
        int unchanged = fresh && after == before;
        uint8_t *rows = v->planes ? v->planes + i * views * plane_bytes : NULL;
        /* a bounded table (R3.2) takes positions out of the frontier, and
         * the final scoring after a placement, or with a truncated game's
         * tiles outside the window, is not followed: those are written in
         * full */
        int incremental = fresh && action >= 0 && c.tile_count == 1 && g->s.placed_count - old_count == !was_deploy &&
                          !(g->options.table_width | g->options.table_height);
        if (incremental && over)
            incremental = rows && was_deploy && !hu_ml_truncated(ml, g) && final_changes(ml, g, rows, &c);
        /* the legal planes follow the legal lists (the last one clears them) */
        int by_lists = incremental && !done && v->legal && v->legal_counts[i] >= 0 &&
                       (size_t)v->legal_counts[i] <= (size_t)hu_ml_action_count(ml);
        if (rows && !unchanged) {
            if (!incremental) {
                int bounded = g->options.table_width | g->options.table_height; /* (R3.2) */
                write_all(ml, g, rows, plane_bytes, (fresh && !bounded) || cleared);
            } else {
                /* (by the lists: write_legal() clears the last list's legal planes) */
                write_changes(ml, g, &c, old_count, rows, plane_bytes, !by_lists);
                if (!by_lists)
                    hu_ml_write_frontier(ml, g, rows, plane_bytes, g->players);
            }
        }
        if (v->globals && !unchanged)
            hu_ml_write_globals(ml, g, 0, g->players, v->globals + i * views * global_floats, global_floats,
                                fresh && action >= 0, in_hand);
        if (!unchanged) /* the legal planes set with the new list when the last one cleared them */
            write_legal(ml, g, v, i, fresh, cleared, done, rows && incremental && by_lists ? rows : NULL, plane_bytes);
        if (v->marks)
            v->marks[i] = after;
        hu_ml_write_outcome(g, i, ended, done, v->rewards, v->done, v->players);
        if (v->observers)
            v->observers[i] = observer;
    }
    return hu_ml_ok(ml);
}
