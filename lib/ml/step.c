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

int hu_ml_batch_given(hunters_ml *ml, hunters_game *const *games, const int32_t *actions, size_t count)
{
    if (count && !games)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "the games are NULL (a batch of %zu)", count);
    if (count && !actions)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "the actions are NULL (a batch of %zu)", count);
    return HUNTERS_OK;
}

int hu_ml_games_distinct(hunters_ml *ml, hunters_game *const *games, size_t count)
{
    /* a game twice would get two moves checked against one state. A filter
     * of 4096 bits by address: only a game whose bit is taken is compared
     * with the games before it */
    uint64_t taken[64] = {0};
    for (size_t i = 0; i < count; i++) {
        uint64_t h = (uint64_t)(uintptr_t)games[i] * UINT64_C(0x9e3779b97f4a7c15) >> 52;
        if (taken[h >> 6] >> (h & 63) & 1) {
            for (size_t j = 0; j < i; j++)
                if (games[j] == games[i])
                    return hu_ml_reject(ml, HUNTERS_EINVAL, "slot %zu: a game listed twice (also in slot %zu)", i,
                                        j);
        }
        taken[h >> 6] |= UINT64_C(1) << (h & 63);
    }
    return HUNTERS_OK;
}

/* count entries of each bytes, or SIZE_MAX when that overflows (no array
 * that long exists, so it overlaps whatever lies above it) */
static size_t span_of(size_t count, size_t each)
{
    return each && count > SIZE_MAX / each ? SIZE_MAX : count * each;
}

/* Whether [a, a + a_bytes) and [b, b + b_bytes) share a byte: compared as
 * integers, since the arrays are distinct objects unless they overlap. */
static int overlap(const void *a, size_t a_bytes, const void *b, size_t b_bytes)
{
    if (!a || !b || !a_bytes || !b_bytes)
        return 0;
    uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
    return x <= y ? y - x < a_bytes : x - y < b_bytes;
}

int hu_ml_outputs_apart(hunters_ml *ml, hunters_game *const *games, const int32_t *actions, size_t count,
                        const hu_ml_output *outputs, int n)
{
    /* the step reads games[i] and actions[i] again when it plays game i,
     * after writing the outputs of the games before it: an output laid
     * over them would be played unchecked (or dereferenced) */
    const hu_ml_output inputs[2] = {{"games", games, sizeof *games}, {"actions", actions, sizeof *actions}};
    for (int k = 0; k < n; k++)
        for (int j = 0; j < 2; j++)
            if (overlap(outputs[k].array, span_of(count, outputs[k].bytes_each), inputs[j].array,
                        span_of(count, inputs[j].bytes_each)))
                return hu_ml_reject(ml, HUNTERS_EINVAL, "the %s overlap the %s: the step reads them after writing",
                                    outputs[k].name, inputs[j].name);
    return HUNTERS_OK;
}

/* Why a batch is refused before its actions are checked (the handle's
 * message set), or HUNTERS_OK. */
static int batch_problem(hunters_ml *ml, const hunters_ml_batch *b)
{
    if (hu_ml_batch_given(ml, b->games, b->actions, b->count) != HUNTERS_OK)
        return HUNTERS_EINVAL;
    const hu_ml_output outputs[] = {
        {"planes", b->planes, hu_ml_planes_size(ml)},
        {"global vectors", b->globals, sizeof(float) * (size_t)hu_ml_global_size(ml)},
        {"masks", b->masks, (size_t)hu_ml_action_count(ml)},
        {"rewards", b->rewards, sizeof(float) * HUNTERS_MAX_PLAYERS},
        {"done flags", b->done, 1},
        {"players", b->players, sizeof(int32_t)},
    };
    if (hu_ml_outputs_apart(ml, b->games, b->actions, b->count, outputs, (int)(sizeof outputs / sizeof outputs[0])))
        return HUNTERS_EINVAL;
    for (size_t i = 0; i < b->count; i++) {
        const char *problem = hu_ml_game_problem(ml, b->games[i]);
        if (problem)
            return hu_ml_reject(ml, HUNTERS_EINVAL, "slot %zu: %s", i, problem);
    }
    return hu_ml_games_distinct(ml, b->games, b->count);
}

/* A refusal's reason goes to the handle alone (hunters_ml_errmsg(), which
 * names the slot and the game's reason): a refused step changes nothing,
 * each game's own last message (hunters_game_errmsg()) neither. */
int hu_ml_check_action(hunters_ml *ml, hunters_game *g, size_t i, int32_t action)
{
    if (action == -1)
        return HUNTERS_OK; /* no action: the game is only observed */
    hunters_move move;
    /* (below -1 first, then a game done, then above the range: the
     * statuses hunters.h gives, unchanged by the messages) */
    if (action >= -1 && (g->s.phase == HUNTERS_PHASE_OVER || hu_ml_truncated(ml, g)))
        return hu_ml_reject(ml, HUNTERS_EPHASE, "slot %zu: the game is %s: its action must be -1", i,
                            g->s.phase == HUNTERS_PHASE_OVER ? "over" : "truncated");
    if (hunters_ml_move_of_action(ml, action, &move) != HUNTERS_OK)
        return hu_ml_reject(ml, HUNTERS_EILLEGAL, "slot %zu: action %ld is out of range (0 to %d, or -1 for none)",
                            i, (long)action, hu_ml_action_count(ml) - 1);
    /* the C API's own status and message for the same move: a placement
     * while a deployment is due (or the reverse) is EPHASE there too.
     * hunters_game_check() writes its refusal into the game's message, so
     * that is kept and put back (a check that passes leaves it alone) */
    char kept[sizeof g->errmsg];
    size_t kept_length = strlen(g->errmsg);
    memcpy(kept, g->errmsg, kept_length + 1);
    int status = hunters_game_check(g, move);
    if (status == HUNTERS_OK)
        return HUNTERS_OK;
    hu_ml_reject(ml, status, "slot %zu: action %ld is not legal: %s", i, (long)action, g->errmsg);
    memcpy(g->errmsg, kept, kept_length + 1);
    return status;
}

int hunters_ml_step(hunters_ml *ml, hunters_ml_batch *batch)
{
    if (!ml)
        return HUNTERS_EINVAL;
    if (!batch)
        return hu_ml_reject(ml, HUNTERS_EINVAL, "the batch is NULL");
    batch->failed = -1;
    if (batch_problem(ml, batch) != HUNTERS_OK)
        return HUNTERS_EINVAL;
    /* check every action before any game changes */
    for (size_t i = 0; i < batch->count; i++) {
        int status = hu_ml_check_action(ml, batch->games[i], i, batch->actions[i]);
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
    return hu_ml_ok(ml);
}
