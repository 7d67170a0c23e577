/* The order of a turn (R3): draw, place, deploy, score, bonus, next player,
 * and the end of the game (R8.1). The steps of every turn are inline in
 * turn.h; here are the draws a caller names, and the stacks' counts. */
#include "rules/turn.h"

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
    hu_turn_take_at(g, first_of(bag, bonus ? g->s.bonus_left : g->s.land_left, type), bonus);
}

int hu_turn_draw(hunters_game *g, int type)
{
    int bonus = g->s.phase == HUNTERS_PHASE_DRAW_BONUS;
    take_from_bag(g, type, bonus);
    return hu_turn_drawn(g, type, bonus);
}
