/* The bots' plan: the whole turn chosen at a place decision, kept in the
 * game so that the deployment played after the placement is the one the
 * hint showed, whatever seed the later calls bring (a new search with a
 * new seed disagreed in 8 of 123 turns). The plan is keyed by the state
 * hash at the place decision and after its placement, and by the bot's
 * options but its seed, so it applies only to the very decision it was
 * made for; the seed of the first call at a place decision decides. At a
 * deploy decision the bot's own placement did not lead to (a human's
 * placement, a game loaded mid-turn) the plan is the deployment alone,
 * keyed by that decision's hash, so that advice and move agree there too. */
#include "bots/bots.h"
#include "bots/cutoff_features.h"

static int same_bot(const hunters_bot_options *a, const hunters_bot_options *b)
{
    return a->kind == b->kind && a->iterations == b->iterations && a->milliseconds == b->milliseconds &&
           a->threads == b->threads && a->max_nodes == b->max_nodes && a->exploration == b->exploration &&
           a->rollout_turns == b->rollout_turns;
}

/* A fingerprint of HUNTERS_BOT_MCTS2's cut-off weights (FNV-1a of their
 * bytes), 0 for the built-in ones: a bot with other weights is another bot. */
static uint64_t cutoff_key(const double *weights)
{
    if (!weights)
        return 0;
    uint64_t key = 0xcbf29ce484222325ull;
    const unsigned char *byte = (const unsigned char *)weights;
    for (size_t i = 0; i < sizeof *weights * HU_CF_COUNT; i++)
        key = (key ^ byte[i]) * 0x100000001b3ull;
    return key | 1;
}

int hu_plan_applies(const hunters_game *g, const hunters_bot_options *opt, const double *cutoff_weights)
{
    const hu_bot_plan *p = &g->plan;
    if (!p->place_hash || !same_bot(&p->options, opt) || p->cutoff_key != cutoff_key(cutoff_weights))
        return 0;
    uint64_t hash = hunters_game_hash(g);
    return hu_is_place_phase(g->s.phase) ? p->place && hash == p->place_hash : hash == p->deploy_hash;
}

void hu_plan_keep(hu_search *s, const hu_candidate *turn)
{
    hunters_game *g = s->game;
    if (hu_is_deploy_phase(g->s.phase)) { /* no plan applied here: the deployment alone */
        g->plan.place_hash = g->plan.deploy_hash = hunters_game_hash(g);
        g->plan.options = s->opt;
        g->plan.cutoff_key = cutoff_key(s->cutoff_weights);
        g->plan.place = 0;
        g->plan.deploy = turn->deploy;
        return;
    }
    if (!hu_is_place_phase(g->s.phase) || !turn->place)
        return;
    /* the caller's game itself (not redetermined: only its hash is read) */
    hu_game_copy_unlogged(s->scratch, g);
    hunters_game_play(s->scratch, turn->place);
    g->plan.place_hash = hunters_game_hash(g);
    g->plan.deploy_hash = hunters_game_hash(s->scratch);
    g->plan.options = s->opt;
    g->plan.cutoff_key = cutoff_key(s->cutoff_weights);
    g->plan.place = turn->place;
    g->plan.deploy = turn->deploy;
}

void hu_plan_first(hu_search *s)
{
    const hu_bot_plan *p = &s->game->plan;
    int place_phase = hu_is_place_phase(s->game->s.phase);
    for (int i = 0; i < s->count; i++) {
        const hu_candidate *c = &s->cand[i];
        if (c->deploy != p->deploy || (place_phase && c->place != p->place))
            continue;
        hu_candidate planned = *c;
        for (int j = i; j > 0; j--)
            s->cand[j] = s->cand[j - 1];
        s->cand[0] = planned;
        return;
    }
}
