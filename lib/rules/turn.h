/* The steps of a turn (R3) that run every turn: inline, so the API's play
 * loop and the native rollout run them without calls (the rest of the
 * turn is in turn.c). Each function takes one step; the API calls
 * hu_turn_advance() to run the steps that need no decision. */
#ifndef HUNTERS_RULES_TURN_H
#define HUNTERS_RULES_TURN_H

#include <string.h>

#include "board/board.h"
#include "game.h"

static inline void hu_turn_begin(hunters_game *g)
{
    g->s.phase = HUNTERS_PHASE_DRAW;
    hu_event_add(g, HUNTERS_EVENT_TURN, g->s.player, -1, 0, 0, -1);
}

/* The end of a turn: the next player's (R3.7), or the end of the game
 * (R8.1) when the last land tile was placed or removed. */
static inline void hu_turn_end(hunters_game *g)
{
    g->s.in_hand = HU_NONE;
    g->s.last_placed = HU_NONE;
    if (g->s.land_left == 0) {
        hu_score_final(g); /* R8.1: the last land tile was placed or removed */
        g->s.phase = HUNTERS_PHASE_OVER;
        hu_event_add(g, HUNTERS_EVENT_GAME_OVER, -1, -1, 0, 0, -1);
        return;
    }
    g->s.player = (uint8_t)((g->s.player + 1) % g->players); /* R3.7 */
    hu_turn_begin(g);
}

/* Takes the tile at index i out of a sorted stack. */
static inline void hu_turn_take_at(hunters_game *g, int i, int bonus)
{
    uint16_t *bag = g->bag + (bonus ? g->bonus_base : 0);
    int n = bonus ? g->s.bonus_left : g->s.land_left;
    memmove(bag + i, bag + i + 1, sizeof *bag * (size_t)(n - i - 1));
}

/* The rest of a draw, the tile out of its stack. */
static inline int hu_turn_drawn(hunters_game *g, int type, int bonus)
{
    int player = g->s.player;
    if (bonus)
        g->s.bonus_left--;
    else
        g->s.land_left--;
    hu_event_add(g, bonus ? HUNTERS_EVENT_BONUS_DRAWN : HUNTERS_EVENT_TILE_DRAWN, player, type, 0, 0, -1);
    if (hu_board_fits_anywhere(g, type)) {
        g->s.in_hand = (uint16_t)type;
        g->s.phase = bonus ? HUNTERS_PHASE_PLACE_BONUS : HUNTERS_PHASE_PLACE;
        return HUNTERS_OK;
    }
    /* fits nowhere: out of the game (R3.3, R6.5) */
    if ((g->options.table_width | g->options.table_height) && hu_board_fits_beyond_table(g, type))
        hu_variant_changed(g, HUNTERS_VARIANT_TABLE); /* R3.2: the table's edge alone keeps it out */
    hu_event_add(g, bonus ? HUNTERS_EVENT_BONUS_DISCARDED : HUNTERS_EVENT_TILE_REMOVED, player, type, 0, 0, -1);
    if (bonus) {
        if (g->options.bonus_rule == HUNTERS_BONUS_FORFEIT && g->s.bonus_left > 0)
            hu_variant_changed(g, HUNTERS_VARIANT_BONUS_RULE); /* R6.5: the default draws another */
        if (g->options.bonus_rule == HUNTERS_BONUS_FORFEIT || g->s.bonus_left == 0)
            hu_turn_end(g);
    } else if (g->s.land_left == 0) {
        hu_turn_end(g);
    }
    return HUNTERS_OK;
}

/* Draws a tile of the stack the phase names, each tile left equally
 * likely: one index into the sorted stack. Taking
 * out the tile at that index leaves the same stack as taking out the first
 * of its type, which hu_turn_draw() does. */
static inline int hu_turn_draw_random(hunters_game *g, uint64_t *rng)
{
    int bonus = g->s.phase == HUNTERS_PHASE_DRAW_BONUS;
    int i = (int)hu_rng_below(rng, bonus ? g->s.bonus_left : g->s.land_left);
    int type = g->bag[(bonus ? g->bonus_base : 0) + i];
    hu_turn_take_at(g, i, bonus);
    return hu_turn_drawn(g, type, bonus);
}

static inline void hu_turn_after_place(hunters_game *g)
{
    if (g->options.lake_huts == HUNTERS_LAKE_HUTS_FORBIDDEN && hu_deploy_lake_hut_refused(g))
        hu_variant_changed(g, HUNTERS_VARIANT_LAKE_HUTS);
    g->s.in_hand = HU_NONE;
    g->s.phase = g->s.phase == HUNTERS_PHASE_PLACE_BONUS ? HUNTERS_PHASE_DEPLOY_BONUS : HUNTERS_PHASE_DEPLOY;
}

/* What a turn's deploy phase earns once its tile is scored: one
 * statement of the bonus rules for the turn (hu_turn_after_deploy) and for
 * the public chance of the next draw (lib/ml/chance.c), which asks it
 * before the scoring, so the two apply the same rules. (Whether a gold
 * nugget forest was completed, the question's input, each still finds
 * for itself: the scoring and chance.c; check_ml compares the chance with
 * the draw that comes next.) */
enum hu_bonus_earned {
    HU_BONUS_NONE,   /* no bonus tile */
    HU_BONUS_DRAW,   /* a bonus tile is drawn next */
    HU_BONUS_SKIPPED /* earned by the last land tile, not played (R8.1's option) */
};

/* nugget: whether the tile completed a forest holding a gold nugget (R6.1);
 * bonus_turn: whether that tile was itself a bonus tile. */
static inline enum hu_bonus_earned hu_turn_bonus_earned(const hunters_game *g, int bonus_turn, int nugget)
{
    /* R6.1, R6.3, R6.4: one bonus tile, never from a bonus tile, none from
     * an empty stack */
    if (bonus_turn || !nugget || g->s.bonus_left == 0)
        return HU_BONUS_NONE;
    /* R8.1's option: none for the last land tile */
    if (g->s.land_left == 0 && g->options.last_bonus == HUNTERS_LAST_BONUS_SKIPPED)
        return HU_BONUS_SKIPPED;
    return HU_BONUS_DRAW;
}

static inline void hu_turn_after_deploy(hunters_game *g)
{
    int bonus_turn = g->s.phase == HUNTERS_PHASE_DEPLOY_BONUS;
    int nugget = hu_score_completed(g, g->s.last_placed); /* R3.5 */
    g->s.last_placed = HU_NONE;
    switch (hu_turn_bonus_earned(g, bonus_turn, nugget)) {
    case HU_BONUS_DRAW:
        g->s.phase = HUNTERS_PHASE_DRAW_BONUS;
        return;
    case HU_BONUS_SKIPPED:
        hu_variant_changed(g, HUNTERS_VARIANT_LAST_BONUS); /* the default plays this bonus tile */
        break;
    case HU_BONUS_NONE:
        break;
    }
    hu_turn_end(g);
}

/* Runs the steps that need no decision: the engine's draws (draw mode ENGINE). */
static inline void hu_turn_advance(hunters_game *g)
{
    if (g->options.draw_mode != HUNTERS_DRAW_ENGINE)
        return;
    while (hu_is_draw_phase(g->s.phase))
        hu_turn_draw_random(g, &g->s.rng);
}

#endif
