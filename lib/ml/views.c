/* The incremental batched step, hunters_ml_step_views() (doc/ml.md): each
 * game keeps one row of planes per player in the caller's buffers between
 * steps, with a mark of the state they show, so a step rewrites only the
 * cells its decision changed instead of clearing and redrawing the board. */
#include <string.h>

#include "ml/ml.h"

static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133feb11);
    return z ^ (z >> 31);
}

/* A fingerprint of the state the rows show: two states of a game a
 * decision apart always differ in it (the tile count or the phase moves),
 * and so do another game's states except by a rare collision. Never
 * negative, so never the "unknown" -1. */
static int64_t state_mark(const hunters_ml *ml, const hunters_game *g)
{
    const hu_scalars *s = &g->s;
    uint64_t h = mix(s->rng ^ ml->tileset_hash ^ (uint64_t)ml->window << 56);
    h = mix(h ^ ((uint64_t)s->placed_count | (uint64_t)s->phase << 16 | (uint64_t)s->player << 24 |
                 (uint64_t)s->in_hand << 32 | (uint64_t)s->land_left << 48));
    h = mix(h ^ ((uint64_t)s->bonus_left | (uint64_t)s->node_count << 16 | (uint64_t)s->frontier_count << 32 |
                 (uint64_t)s->last_placed << 48 | (uint64_t)g->players << 40));
    if (s->placed_count) {
        const hu_placed *t = &g->placed[s->placed_count - 1];
        h = mix(h ^ ((uint64_t)(uint16_t)t->x | (uint64_t)(uint16_t)t->y << 16 | (uint64_t)t->type << 32 |
                     (uint64_t)t->rotation << 48 | (uint64_t)(uint8_t)t->piece_owner << 56));
    }
    for (int p = 0; p < g->players; p++)
        h = mix(h ^ ((uint64_t)(uint32_t)s->score[p] | (uint64_t)s->members[p] << 32 | (uint64_t)s->huts[p] << 40));
    return (int64_t)(h >> 1);
}

/* Every row of the game written from nothing. */
static void write_all(hunters_ml *ml, const hunters_game *g, uint8_t *rows, size_t stride)
{
    for (int k = 0; k < g->players; k++)
        memset(rows + (size_t)k * stride, 0, hu_ml_planes_size(ml));
    hu_ml_new_stamp(ml);
    for (int i = 0; i < g->s.placed_count; i++)
        hu_ml_write_tile(ml, g, i, HU_ML_ALL_PLANES, rows, stride, 0, g->players);
    hu_ml_write_frontier(ml, g, rows, stride, g->players);
}

/* Rewrites the feature planes of every tile of a ring (a feature's, or a
 * river system's with sys) not rewritten yet in this step. */
static void write_ring(hunters_ml *ml, const hunters_game *g, int root, int sys, uint8_t *rows, size_t stride)
{
    int n = root;
    do {
        int tile = g->nodes[n].placed;
        if (ml->tile_stamp[tile] != ml->stamp) {
            ml->tile_stamp[tile] = ml->stamp;
            hu_ml_write_tile(ml, g, tile, HU_ML_FEATURE_PLANES, rows, stride, 0, g->players);
        }
        n = sys ? g->nodes[n].sys_next : g->nodes[n].next;
    } while (n != root);
}

/* The rows after one decision, from the rows before it: a decision only
 * changes the tile it placed or deployed on (old_last: the tile placed the
 * decision before, whose deployment and scoring this was; the tiles from
 * old_count on: placed now), the features and river systems of that tile
 * (their values, leaders, completion, hut owners, the pieces scoring
 * returned), the cell that lost the last-placed mark, and the frontier
 * (its legal rotations follow the tile in hand; the positions it lost
 * were filled by the tiles placed now). */
static void write_changes(hunters_ml *ml, const hunters_game *g, int old_last, int old_count, uint8_t *rows,
                          size_t stride)
{
    hu_ml_new_stamp(ml);
    int active[2], count = 0;
    if (old_last != HU_NONE)
        active[count++] = old_last;
    for (int i = old_count; i < g->s.placed_count && count < 2; i++)
        active[count++] = i;
    for (int k = 0; k < count; k++) {
        ml->tile_stamp[active[k]] = ml->stamp;
        hu_ml_write_tile(ml, g, active[k], HU_ML_ALL_PLANES, rows, stride, 0, g->players);
    }
    int walked[4 * HU_MAX_AREAS], walks = 0; /* roots whose rings were walked (feature and system roots are both nodes) */
    for (int k = 0; k < count; k++) {
        const hu_placed *p = &g->placed[active[k]];
        const hu_tile_type *t = &g->ts->types[p->type];
        for (int a = 0; a < t->area_count; a++) {
            int node = p->first_node + a, kind = t->area[a].kind;
            int river = kind == HUNTERS_AREA_RIVER || kind == HUNTERS_AREA_LAKE;
            for (int sys = 0; sys <= river; sys++) {
                int root = sys ? hu_system_root(g, node) : hu_feature_root(g, node), seen = 0;
                for (int w = 0; w < walks && !seen; w++)
                    seen = walked[w] == (sys ? -1 - root : root);
                if (seen)
                    continue;
                walked[walks++] = sys ? -1 - root : root;
                write_ring(ml, g, root, sys, rows, stride);
            }
        }
    }
    hu_ml_write_frontier(ml, g, rows, stride, g->players);
}

static int views_problem(const hunters_ml *ml, const hunters_ml_views *v)
{
    if (v->count && (!v->games || !v->actions))
        return 1;
    if ((v->planes || v->globals) && v->views < 1)
        return 1;
    if (!v->legal != !v->legal_counts)
        return 1; /* a list without its length, or the reverse */
    for (size_t i = 0; i < v->count; i++) {
        const hunters_game *g = v->games[i];
        if (!g || !hu_ml_same_tileset(ml, g) || ((v->planes || v->globals) && g->players > v->views))
            return 1;
        for (size_t j = 0; j < i; j++) /* a game twice would get two moves checked against one state */
            if (v->games[j] == g)
                return 1;
    }
    return 0;
}

/* The legal list and mask of game i: the mask cleared where the previous
 * list set it when the rows are known (fresh), else in full. */
static void write_legal(const hunters_ml *ml, const hunters_game *g, hunters_ml_views *v, size_t i, int fresh,
                        int done)
{
    const size_t actions = (size_t)hu_ml_action_count(ml);
    int32_t *list = v->legal ? v->legal + i * actions : NULL;
    uint8_t *mask = v->masks ? v->masks + i * actions : NULL;
    if (mask) {
        if (fresh && list && v->legal_counts[i] >= 0 && (size_t)v->legal_counts[i] <= actions) {
            for (int32_t k = 0; k < v->legal_counts[i]; k++)
                if (list[k] >= 0 && (size_t)list[k] < actions)
                    mask[list[k]] = 0;
        } else {
            memset(mask, 0, actions);
        }
    }
    int count = done ? 0 : hu_ml_legal_walk(ml, g, list, mask);
    if (v->legal_counts)
        v->legal_counts[i] = count;
}

int hunters_ml_step_views(hunters_ml *ml, hunters_ml_views *v)
{
    if (!ml || !v)
        return HUNTERS_EINVAL;
    v->failed = -1;
    if (views_problem(ml, v))
        return HUNTERS_EINVAL;
    /* check every action before any game changes */
    for (size_t i = 0; i < v->count; i++) {
        int status = hu_ml_check_action(ml, v->games[i], v->actions[i]);
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
        int old_last = g->s.last_placed, old_count = g->s.placed_count, observer = g->s.player;
        if (action >= 0) {
            hunters_move move;
            hunters_ml_move_of_action(ml, action, &move);
            hunters_game_play(g, move); /* checked above */
        }
        while (hu_is_draw_phase(g->s.phase))
            hunters_game_draw_random(g); /* caller-mode games */
        int64_t after = state_mark(ml, g);
        int over = g->s.phase == HUNTERS_PHASE_OVER, ended = action >= 0 && over;
        int done = over ? 1 : hu_ml_truncated(ml, g) ? 2 : 0;
        if (!done)
            observer = g->s.player;
        int unchanged = fresh && after == before;
        if (v->planes && !unchanged) {
            uint8_t *rows = v->planes + i * views * plane_bytes;
            /* final scoring changes every feature: redraw, as for rows not known */
            if (fresh && action >= 0 && !over && g->s.placed_count - old_count <= 1)
                write_changes(ml, g, old_last, old_count, rows, plane_bytes);
            else
                write_all(ml, g, rows, plane_bytes);
        }
        if (v->globals && !unchanged)
            hu_ml_write_globals(ml, g, 0, g->players, v->globals + i * views * global_floats, global_floats);
        if (!unchanged)
            write_legal(ml, g, v, i, fresh, done);
        if (v->marks)
            v->marks[i] = after;
        if (v->rewards) {
            float *r = v->rewards + i * HUNTERS_MAX_PLAYERS;
            memset(r, 0, sizeof *r * HUNTERS_MAX_PLAYERS);
            if (ended)
                hu_ml_final_rewards(g, r);
        }
        if (v->done)
            v->done[i] = (uint8_t)done;
        if (v->players)
            v->players[i] = done ? -1 : g->s.player;
        if (v->observers)
            v->observers[i] = observer;
    }
    return HUNTERS_OK;
}
