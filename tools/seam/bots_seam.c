/* The stand-in bots behind the seam (see bots_seam.h). */
#include "bots_seam.h"

#include <stdlib.h>
#include <string.h>

#define SEAM_MAX_MOVES 4096
#define SEAM_MAX_DEPLOYS 64

static const char *const kind_names[] = {"human", "random", "greedy", "mcts"};

int seam_kind_parse(const char *name)
{
    for (int k = 0; k < 4; k++)
        if (strcmp(name, kind_names[k]) == 0)
            return k;
    return -1;
}

const char *seam_kind_name(int kind)
{
    return kind >= 0 && kind < 4 ? kind_names[kind] : "?";
}

int seam_kind_is_stand_in(int kind)
{
    return kind == SEAM_MCTS;
}

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static int is_place_phase(int phase)
{
    return phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS;
}

static int is_deploy_phase(int phase)
{
    return phase == HUNTERS_PHASE_DEPLOY || phase == HUNTERS_PHASE_DEPLOY_BONUS;
}

/* The value of a position for player me: my score minus the best other's,
 * in quarter points so that a deployment can win a tie over a pass. */
static double value_for(const hunters_game *g, int me)
{
    int best_other = 0, players = hunters_game_player_count(g);
    for (int p = 0; p < players; p++)
        if (p != me && hunters_game_score(g, p) > best_other)
            best_other = hunters_game_score(g, p);
    return players > 1 ? (double)(hunters_game_score(g, me) - best_other)
                       : (double)hunters_game_score(g, me);
}

static double deploy_bonus(hunters_move move)
{
    if (hunters_move_kind(move) != HUNTERS_MOVE_DEPLOY)
        return 0;
    return hunters_move_piece(move) == HUNTERS_PIECE_HUT ? 0.5 : 0.25;
}

/* Every whole-turn option from here, valued; calls back for each. */
typedef void (*option_fn)(void *ctx, hunters_move place, hunters_move deploy, double value);

static int for_each_option(hunters_game *game, option_fn fn, void *ctx)
{
    int me = hunters_game_current_player(game);
    int phase = hunters_game_phase(game);
    hunters_game *scratch = NULL, *after = NULL;
    if (hunters_game_clone(&scratch, game) || hunters_game_clone(&after, game)) {
        hunters_game_free(scratch);
        return HUNTERS_ENOMEM;
    }
    hunters_move *moves = malloc(sizeof *moves * SEAM_MAX_MOVES);
    hunters_move deploys[SEAM_MAX_DEPLOYS];
    int n = moves ? hunters_game_legal_moves(game, moves, SEAM_MAX_MOVES) : 0;
    if (n > SEAM_MAX_MOVES)
        n = SEAM_MAX_MOVES;
    for (int i = 0; i < n; i++) {
        hunters_move place = is_place_phase(phase) ? moves[i] : 0;
        if (place) {
            hunters_game_copy(after, game);
            hunters_game_play(after, place);
        } else {
            hunters_game_copy(after, game);
        }
        int d = place ? hunters_game_legal_moves(after, deploys, SEAM_MAX_DEPLOYS) : 1;
        if (!place)
            deploys[0] = moves[i];
        if (d > SEAM_MAX_DEPLOYS)
            d = SEAM_MAX_DEPLOYS;
        for (int j = 0; j < d; j++) {
            hunters_game_copy(scratch, after);
            if (hunters_game_play(scratch, deploys[j]) != HUNTERS_OK)
                continue;
            fn(ctx, place, deploys[j], value_for(scratch, me) + deploy_bonus(deploys[j]));
        }
        if (place && d == 0) /* a placement with nothing after it (cannot happen: pass is legal) */
            fn(ctx, place, 0, value_for(after, me));
    }
    free(moves);
    hunters_game_free(after);
    hunters_game_free(scratch);
    return HUNTERS_OK;
}

typedef struct best_ctx {
    seam_bot *bot;
    double best;
    int ties;
    hunters_move place, deploy;
} best_ctx;

static void keep_best(void *p, hunters_move place, hunters_move deploy, double value)
{
    best_ctx *c = p;
    if (c->ties && value < c->best)
        return;
    if (!c->ties || value > c->best) {
        c->best = value;
        c->ties = 0;
    }
    /* among equal values, each equally likely (reservoir sampling) */
    c->ties++;
    if (next_random(&c->bot->seed) % (uint64_t)c->ties == 0) {
        c->place = place;
        c->deploy = deploy;
    }
}

int seam_choose(hunters_game *game, seam_bot *bot, hunters_move *move)
{
    int phase = hunters_game_phase(game);
    if (!is_place_phase(phase) && !is_deploy_phase(phase))
        return HUNTERS_EPHASE;
    if (bot->kind == SEAM_RANDOM || bot->kind == SEAM_HUMAN) {
        hunters_move *moves = malloc(sizeof *moves * SEAM_MAX_MOVES);
        if (!moves)
            return HUNTERS_ENOMEM;
        int n = hunters_game_legal_moves(game, moves, SEAM_MAX_MOVES);
        if (n > SEAM_MAX_MOVES)
            n = SEAM_MAX_MOVES;
        *move = moves[next_random(&bot->seed) % (uint64_t)n];
        free(moves);
        return HUNTERS_OK;
    }
    best_ctx c = {bot, 0, 0, 0, 0};
    int rc = for_each_option(game, keep_best, &c);
    if (rc)
        return rc;
    *move = is_place_phase(phase) ? c.place : c.deploy;
    return HUNTERS_OK;
}

typedef struct top_ctx {
    seam_advice *advice;
    int k, n;
} top_ctx;

static void keep_top(void *p, hunters_move place, hunters_move deploy, double value)
{
    top_ctx *c = p;
    int at = c->n < c->k ? c->n++ : c->k - 1;
    if (c->n == c->k && at == c->k - 1 && c->advice[at].visits && value <= c->advice[at].value)
        return;
    while (at > 0 && c->advice[at - 1].value < value) {
        c->advice[at] = c->advice[at - 1];
        at--;
    }
    c->advice[at] = (seam_advice){place, deploy, 1, value};
}

int seam_advise(hunters_game *game, seam_bot *bot, seam_advice *advice, int k)
{
    (void)bot;
    if (k <= 0)
        return 0;
    memset(advice, 0, sizeof *advice * (size_t)k);
    top_ctx c = {advice, k, 0};
    if (for_each_option(game, keep_top, &c))
        return 0;
    return c.n;
}

int seam_project(const hunters_game *game, int32_t scores[])
{
    for (int p = 0; p < hunters_game_player_count(game); p++)
        scores[p] = hunters_game_score(game, p);
    return 0;
}
