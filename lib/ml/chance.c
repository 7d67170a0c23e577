/* Chance as data: the public distribution of the next draw, and caller
 * draws for search copies (hunters_ml_chance, hunters_ml_set_caller_draws). */
#include <string.h>

#include "board/board.h"
#include "ml/ml.h"
#include "rules/turn.h"

/* ---- chance ----------------------------------------------------------- */

/* Whether the next draw is a bonus tile though the phase is no draw yet:
 * a land tile's deploy phase whose turn earns one, by the rules
 * hu_turn_after_deploy() applies (hu_turn_bonus_earned), asked before the
 * scoring: the nugget is read from the features the tile completed, as
 * the scoring will find them (deploying changes no feature's completion
 * or items). */
static int bonus_draw_due(const hunters_game *g)
{
    if (g->s.phase != HUNTERS_PHASE_DEPLOY || g->s.last_placed == HU_NONE)
        return 0;
    int nugget = 0;
    int nodes[HU_MAX_AREAS];
    int count = hu_completed_features(g, g->s.last_placed, nodes);
    for (int i = 0; i < count && !nugget; i++) {
        hunters_feature f;
        hu_feature_summarize(g, nodes[i], &f, HU_SUMMARY_RING);
        nugget = f.kind == HUNTERS_AREA_FOREST && f.nuggets > 0;
    }
    return hu_turn_bonus_earned(g, 0, nugget) == HU_BONUS_DRAW;
}

int hunters_ml_chance(const hunters_game *game, int32_t *types, double *probabilities, size_t capacity)
{
    if (!game || (capacity && (!types || !probabilities)))
        return HUNTERS_EINVAL;
    const hunters_tileset *ts = game->ts;
    int bonus = game->s.phase == HUNTERS_PHASE_DRAW_BONUS || bonus_draw_due(game);
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
