/* Batched play (hunters_ml_step): B games advanced one decision each, the
 * player to act's view rewritten in full; what views.c shares with it. */
#include <string.h>

#include "board/board.h"
#include "ml/ml.h"

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

void hu_ml_write_outcome(const hunters_game *g, size_t i, int ended, int done, float *rewards, uint8_t *done_flags,
                         int32_t *players)
{
    if (rewards) {
        float *r = rewards + i * HUNTERS_MAX_PLAYERS;
        memset(r, 0, sizeof *r * HUNTERS_MAX_PLAYERS);
        if (ended)
            hu_ml_final_rewards(g, r);
    }
    if (done_flags)
        done_flags[i] = (uint8_t)done;
    if (players)
        players[i] = done ? -1 : g->s.player;
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
    if (action == -1)
        return HUNTERS_OK; /* no action: the game is only observed */
    if (action < -1)
        return hu_game_reject(g, HUNTERS_EILLEGAL, "action %ld is out of range", (long)action);
    hunters_move move;
    if (g->s.phase == HUNTERS_PHASE_OVER || hu_ml_truncated(ml, g))
        return hu_game_reject(g, HUNTERS_EPHASE, "the game is %s: its action must be -1",
                              g->s.phase == HUNTERS_PHASE_OVER ? "over" : "truncated");
    if (hunters_ml_move_of_action(ml, action, &move) != HUNTERS_OK)
        return hu_game_reject(g, HUNTERS_EILLEGAL, "action %ld is out of range", (long)action);
    /* the C API's own status and message for the same move: a placement
     * while a deployment is due (or the reverse) is EPHASE there too */
    return hunters_game_check(g, move);
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
        int observer = g->s.player, ended = 0, over_before = g->s.phase == HUNTERS_PHASE_OVER;
        if (action >= 0) {
            hunters_move move;
            hunters_ml_move_of_action(ml, action, &move);
            hu_game_play_checked(g, move); /* checked above */
        }
        while (hu_is_draw_phase(g->s.phase))
            hunters_game_draw_random(g); /* caller-mode games */
        /* (a caller-mode draw ends the game too: its last land tile fits nowhere, R3.3) */
        ended = !over_before && g->s.phase == HUNTERS_PHASE_OVER;
        int over = g->s.phase == HUNTERS_PHASE_OVER;
        int done = over ? 1 : hu_ml_truncated(ml, g) ? 2 : 0;
        if (!done)
            observer = g->s.player;
        if (batch->planes)
            hu_ml_write_planes(ml, g, observer, batch->planes + i * plane_bytes);
        if (batch->globals)
            hu_ml_write_globals(ml, g, observer, 1, batch->globals + i * global_floats, 0, 0, HU_NONE);
        if (batch->masks) {
            if (done)
                memset(batch->masks + i * mask_bytes, 0, mask_bytes);
            else
                hu_ml_write_mask(ml, g, batch->masks + i * mask_bytes);
        }
        hu_ml_write_outcome(g, i, ended, done, batch->rewards, batch->done, batch->players);
    }
    return HUNTERS_OK;
}
