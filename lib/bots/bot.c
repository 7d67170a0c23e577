/* The bot API: options, choosing a move, advice. */
#include <string.h>

#include "bots/bots.h"
#include "util/alloc.h"

void hunters_bot_options_init(hunters_bot_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
    o->version = HUNTERS_BOT_OPTIONS_VERSION;
    o->kind = HUNTERS_BOT_MCTS;
    o->iterations = 1000;
    o->threads = 1;
    o->max_nodes = 4096;
    o->exploration = 0.1;
    o->rollout_turns = 4;
}

static const char *options_problem(const hunters_bot_options *o)
{
    if (o->version != HUNTERS_BOT_OPTIONS_VERSION)
        return "options.version is not HUNTERS_BOT_OPTIONS_VERSION (call hunters_bot_options_init)";
    if (o->kind < HUNTERS_BOT_RANDOM || o->kind > HUNTERS_BOT_MCTS2)
        return "options.kind is not a hunters_bot_kind";
    if (o->iterations < 0 || o->milliseconds < 0)
        return "options.iterations and options.milliseconds must not be negative";
    if ((o->kind == HUNTERS_BOT_MCTS || o->kind == HUNTERS_BOT_MCTS2) && o->iterations == 0 && o->milliseconds == 0)
        return "an MCTS bot needs options.iterations or options.milliseconds";
    if (o->threads < 0 || o->threads > (o->kind == HUNTERS_BOT_MCTS2 ? 64 : 1))
        return "options.threads must be 0 or 1 (MCTS2: 0 to 64): run root-parallel searches on your own threads";
    if (o->max_nodes < 1 || o->max_nodes > 1000000)
        return "options.max_nodes must be 1 to 1000000";
    if (o->rollout_turns < 0)
        return "options.rollout_turns must not be negative";
    if (!(o->exploration >= 0 && o->exploration <= 1e6))
        return "options.exploration must be 0 to 1e6";
    /* refused now, so that a later version may give them a meaning */
    for (size_t i = 0; i < sizeof o->reserved / sizeof o->reserved[0]; i++)
        if (o->reserved[i] != 0)
            return "options.reserved fields must be 0 (call hunters_bot_options_init)";
    return NULL;
}

/* The options to use (NULL: the defaults) into *out; returns why they
 * cannot be used, or NULL. */
static const char *resolve_options(const hunters_bot_options *options, hunters_bot_options *out)
{
    if (!options) {
        hunters_bot_options_init(out);
        return NULL;
    }
    const char *why = options_problem(options);
    if (!why)
        *out = *options;
    return why;
}

int hu_bot_options_check(hunters_game *game, const hunters_bot_options *options, hunters_bot_options *out)
{
    const char *why = resolve_options(options, out);
    return why ? hu_game_reject(game, HUNTERS_EINVAL, "%s", why) : HUNTERS_OK;
}

size_t hunters_bot_memory(const hunters_game *game, const hunters_bot_options *options)
{
    hunters_bot_options opt;
    if (!game || resolve_options(options, &opt))
        return 0;
    return hu_search_memory(game, &opt);
}

/* The random bot: uniformly among the legal moves of the decision. */
static int choose_random(hunters_game *game, const hunters_bot_options *opt, hunters_move *move)
{
    int rc = hu_bot_decision_due(game);
    if (rc)
        return rc;
    int n = hunters_game_legal_moves(game, NULL, 0);
    hunters_move *moves = hu_alloc(&game->alloc, sizeof *moves * (size_t)n);
    if (!moves)
        return hu_game_reject(game, HUNTERS_ENOMEM, "out of memory for the bot's moves");
    hunters_game_legal_moves(game, moves, (size_t)n);
    uint64_t rng = hu_bot_stream(opt->seed, 0);
    *move = moves[hu_rng_below(&rng, (uint32_t)n)];
    hu_free(&game->alloc, moves, sizeof *moves * (size_t)n);
    return HUNTERS_OK;
}

/* Runs the bot of opt on a begun search: afterwards the candidates carry
 * its judgement and hu_search_best() names its turn. Returns a status. */
static int judge(hu_search *s)
{
    if (s->opt.kind == HUNTERS_BOT_MCTS) {
        hu_search_mcts(s);
        return HUNTERS_OK;
    }
    if (s->opt.kind == HUNTERS_BOT_MCTS2)
        return hu_search_parallel(s);
    if (s->opt.kind != HUNTERS_BOT_GREEDY)
        return HUNTERS_OK;
    /* greedy: one visit each, so that the best prior ranks first (the
     * first listed among equals) */
    for (int i = 0; i < s->count; i++) {
        s->cand[i].visits = 1;
        s->cand[i].prior = s->cand[i].projected; /* the projection alone */
    }
    return HUNTERS_OK;
}

int hunters_bot_choose(hunters_game *game, const hunters_bot_options *options, hunters_move *move)
{
    return hu_bot_choose_weighted(game, options, NULL, move);
}

int hu_bot_choose_weighted(hunters_game *game, const hunters_bot_options *options, const double *cutoff_weights,
                           hunters_move *move)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (!move)
        return hu_game_reject(game, HUNTERS_EINVAL, "move is NULL");
    hunters_bot_options opt;
    int rc = hu_bot_options_check(game, options, &opt);
    if (rc)
        return rc;
    if (opt.kind == HUNTERS_BOT_RANDOM)
        return choose_random(game, &opt, move);
    if (hu_plan_applies(game, &opt, cutoff_weights)) { /* the turn (or deployment) this bot chose here */
        *move = hu_is_place_phase(game->s.phase) ? game->plan.place : game->plan.deploy;
        return HUNTERS_OK;
    }
    hu_search s;
    if ((rc = hu_search_begin(&s, game, &opt, cutoff_weights)))
        return rc;
    if ((rc = judge(&s))) {
        hu_search_end(&s);
        return rc;
    }
    const hu_candidate *best = &s.cand[hu_search_best(&s)];
    *move = best->place ? best->place : best->deploy;
    hu_plan_keep(&s, best);
    hu_search_end(&s);
    return HUNTERS_OK;
}

static void to_advice(const hu_candidate *c, int searched, hunters_advice *out)
{
    memset(out, 0, sizeof *out);
    out->place = c->place;
    out->deploy = c->deploy;
    out->visits = c->visits;
    out->role = c->role;
    searched = searched && c->visits > 0; /* MCTS: the rollouts' mean, else the projection */
    out->mean = searched ? c->diff_sum / c->visits : c->projected;
    out->wins = searched ? c->win_sum / c->visits : -1;
    out->area_kind = c->area_kind;
    out->feature_value = c->feature_value;
    memcpy(out->items, c->items, sizeof out->items);
}

int hunters_bot_advise(hunters_game *game, const hunters_bot_options *options, hunters_advice *advice,
                       size_t capacity)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (!advice && capacity > 0)
        return hu_game_reject(game, HUNTERS_EINVAL, "advice is NULL with a capacity of %zu", capacity);
    hunters_bot_options opt;
    int rc = hu_bot_options_check(game, options, &opt);
    if (rc)
        return rc;
    int planned = opt.kind != HUNTERS_BOT_RANDOM && hu_plan_applies(game, &opt, NULL);
    hu_search s;
    if ((rc = hu_search_begin(&s, game, &opt, NULL)))
        return rc;
    if ((rc = judge(&s))) {
        hu_search_end(&s);
        return rc;
    }
    if (opt.kind != HUNTERS_BOT_RANDOM)
        hu_search_rank(&s);
    if (planned)
        hu_plan_first(&s); /* the turn shown before comes first again */
    else if (opt.kind != HUNTERS_BOT_RANDOM && s.count > 0)
        hu_plan_keep(&s, &s.cand[0]);
    int count = s.count;
    for (int i = 0; i < count && (size_t)i < capacity; i++)
        to_advice(&s.cand[i], opt.kind == HUNTERS_BOT_MCTS || opt.kind == HUNTERS_BOT_MCTS2, &advice[i]);
    hu_search_end(&s);
    return count;
}
