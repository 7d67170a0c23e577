/* The order of a turn (R3): draw, place, deploy, score, bonus, next player,
 * and the end of the game (R8.1). Each function takes one step; the API
 * calls hu_turn_advance() to run the steps that need no decision. */
#include <string.h>

#include "game.h"
#include "util/attributes.h"

static void end_turn(hunters_game *g)
{
    g->s.in_hand = HU_NONE;
    g->s.last_placed = HU_NONE;
    g->s.bonus_due = 0;
    if (g->s.land_left == 0) {
        hu_score_final(g); /* R8.1: the last land tile was placed or removed */
        g->s.phase = HUNTERS_PHASE_OVER;
        hu_event_add(g, HUNTERS_EVENT_GAME_OVER, -1, -1, 0, 0, -1);
        return;
    }
    g->s.player = (uint8_t)((g->s.player + 1) % g->players); /* R3.7 */
    hu_turn_begin(g);
}

void hu_turn_begin(hunters_game *g)
{
    g->s.phase = HUNTERS_PHASE_DRAW;
    hu_event_add(g, HUNTERS_EVENT_TURN, g->s.player, -1, 0, 0, -1);
}

/* Takes the tile at index i out of a sorted stack. */
static HU_ALWAYS_INLINE void take_at(hunters_game *g, int i, int bonus)
{
    uint16_t *bag = g->bag + (bonus ? g->bonus_base : 0);
    int n = bonus ? g->s.bonus_left : g->s.land_left;
    memmove(bag + i, bag + i + 1, sizeof *bag * (size_t)(n - i - 1));
}

/* The first index of a sorted stack holding type or a higher one. */
static int first_of(const uint16_t *bag, int n, int type)
{
    int i = 0, hi = n;
    while (i < hi) {
        int mid = (i + hi) / 2;
        if (bag[mid] < type)
            i = mid + 1;
        else
            hi = mid;
    }
    return i;
}

int hu_tiles_left(const hunters_game *g, int type)
{
    int bonus = (g->ts->types[type].flags & HUNTERS_TILE_BONUS) != 0;
    const uint16_t *bag = g->bag + (bonus ? g->bonus_base : 0);
    int n = bonus ? g->s.bonus_left : g->s.land_left;
    return first_of(bag, n, type + 1) - first_of(bag, n, type);
}

/* Takes one tile of a type out of its sorted stack. */
static void take_from_bag(hunters_game *g, int type, int bonus)
{
    const uint16_t *bag = g->bag + (bonus ? g->bonus_base : 0);
    take_at(g, first_of(bag, bonus ? g->s.bonus_left : g->s.land_left, type), bonus);
}

/* The rest of a draw, the tile out of its stack. */
static HU_ALWAYS_INLINE int drawn(hunters_game *g, int type, int bonus)
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
    hu_event_add(g, bonus ? HUNTERS_EVENT_BONUS_DISCARDED : HUNTERS_EVENT_TILE_REMOVED, player, type, 0, 0, -1);
    if (bonus) {
        if (g->options.bonus_rule == HUNTERS_BONUS_FORFEIT || g->s.bonus_left == 0)
            end_turn(g);
    } else if (g->s.land_left == 0) {
        end_turn(g);
    }
    return HUNTERS_OK;
}

int hu_turn_draw(hunters_game *g, int type)
{
    int bonus = g->s.phase == HUNTERS_PHASE_DRAW_BONUS;
    take_from_bag(g, type, bonus);
    return drawn(g, type, bonus);
}

/* Each tile left equally likely: one index into the sorted stack. Taking
 * out the tile at that index leaves the same stack as taking out the first
 * of its type, which hu_turn_draw() does. */
int hu_turn_draw_random(hunters_game *g, uint64_t *rng)
{
    int bonus = g->s.phase == HUNTERS_PHASE_DRAW_BONUS;
    int i = (int)hu_rng_below(rng, bonus ? g->s.bonus_left : g->s.land_left);
    int type = g->bag[(bonus ? g->bonus_base : 0) + i];
    take_at(g, i, bonus);
    return drawn(g, type, bonus);
}

void hu_turn_after_place(hunters_game *g)
{
    g->s.in_hand = HU_NONE;
    g->s.phase = g->s.phase == HUNTERS_PHASE_PLACE_BONUS ? HUNTERS_PHASE_DEPLOY_BONUS : HUNTERS_PHASE_DEPLOY;
}

void hu_turn_after_deploy(hunters_game *g)
{
    int bonus_turn = g->s.phase == HUNTERS_PHASE_DEPLOY_BONUS;
    int nugget = hu_score_completed(g, g->s.last_placed); /* R3.5 */
    g->s.last_placed = HU_NONE;
    /* R6.1, R6.3, R6.4: one bonus tile, never from a bonus tile; R8.1's
     * option: none for the last land tile */
    if (!bonus_turn && nugget && g->s.bonus_left > 0 &&
        !(g->s.land_left == 0 && g->options.last_bonus == HUNTERS_LAST_BONUS_SKIPPED)) {
        g->s.phase = HUNTERS_PHASE_DRAW_BONUS;
        return;
    }
    end_turn(g);
}

void hu_turn_advance(hunters_game *g)
{
    if (g->options.draw_mode != HUNTERS_DRAW_ENGINE)
        return;
    while (hu_is_draw_phase(g->s.phase))
        hu_turn_draw_random(g, &g->s.rng);
}
