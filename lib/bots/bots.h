/* The bots' shared machinery: the candidate whole turns of a decision,
 * the scratch games a search plays on, and the search itself. Everything a
 * call allocates lives in one hu_search, freed by hu_search_end(). */
#ifndef HUNTERS_BOTS_H
#define HUNTERS_BOTS_H

#include <time.h>

#include "game.h"
#include "bots/cutoff_features.h"

/* One whole turn: the placement (0 when it is made) and the deployment or
 * pass, with what a search has learnt about it. */
typedef struct hu_candidate {
    hunters_move place, deploy;
    double prior;               /* hu_evaluate() after the turn */
    double projected;           /* the projected score difference after the turn */
    double reward_sum;          /* sum of rewards in [0, 1] (see hu_reward) */
    double diff_sum;            /* sum of final score differences */
    double win_sum;             /* wins, ties counting half */
    int32_t visits;
    double order;               /* HUNTERS_BOT_MCTS2: rounds survived + mean reward; else 0 */
    int32_t replies;            /* HUNTERS_BOT_MCTS2: its first reply node + 1 (lib/bots/tree.c), 0: none */
    /* what the advice shows about the deployment */
    int32_t role, area_kind, feature_value;
    int32_t items[10];
} hu_candidate;

/* The deployments of one placement at most: a pass, and a member or a hut
 * on each area (the size of the lists hu_deploy_list() fills here). */
#define DEPLOY_MAX (1 + 2 * HU_MAX_AREAS)

#define HU_ROOT_WIDTH 32 /* HUNTERS_BOT_MCTS2: the candidates its halving starts from */

/* HUNTERS_BOT_MCTS2's stored tree below a root candidate (lib/bots/tree.c).
 * The candidate's chance node is the list of its reply nodes, one per tile
 * the next player was seen to draw (sampled by redetermination, so with
 * the weight of the public counts left); a reply node holds that player's
 * best whole turns for the tile (its one-ply value, best first). Rewards
 * are the root player's. */
typedef struct hu_reply_edge {
    hunters_move place, deploy;
    double reward_sum;
    int32_t visits;
} hu_reply_edge;

typedef struct hu_reply_node {
    int32_t next;               /* the candidate's next reply node + 1, 0: none */
    int32_t tile, player, phase; /* the decision: the tile in hand, who holds it */
    int32_t first_edge, edges;  /* edges[first_edge, + edges); edges < 0: not listed yet */
    int32_t visits;
} hu_reply_node;

/* The node pool, allocated once per search: nodes, their edges, and the
 * placements a listing reads. */
typedef struct hu_tree {
    hu_reply_node *nodes;
    hu_reply_edge *edges;
    hunters_move *placements;
    int node_count, node_cap, edge_count, edge_cap, placement_cap;
    void *block;
    size_t block_size;
} hu_tree;

/* A weight vector readied for many evaluations (a search's): the weights,
 * the features whose weight is not 0 (a bit each, and their list,
 * ascending) and the parts of the features those need. */
typedef struct hu_cutoff {
    double weight[HU_CF_COUNT];
    uint32_t wanted;
    int parts;
    int used_count;
    uint8_t used[HU_CF_COUNT];
} hu_cutoff;
#define HU_SEARCH_MEMOS 2 /* hu_search's memo[]: the search's, the reply listings' */
typedef struct hu_search {
    hunters_game *game;         /* the caller's game: read, and its message set */
    hunters_bot_options opt;
    const double *cutoff_weights; /* HUNTERS_BOT_MCTS2's cut-off weights [HU_CF_COUNT] (the caller's,
                                     for the call), NULL: the built-in ones */
    hu_cutoff cutoff;           /* HUNTERS_BOT_MCTS2: cutoff_weights, readied */
    hu_cutoff listing;          /* HUNTERS_BOT_MCTS2: the value the tree's replies are listed by: these, the
                                   contested terms left out (hu_search_begin) */
    hu_cf_memo *memo;           /* HUNTERS_BOT_MCTS2: two memos (12 KB each, too much for small stacks):
                                   memo[0] of game's features, for the cut-offs and the priors,
                                   memo[1] for the tree's reply listings; else NULL */
    int me;                     /* the player to act */
    double base;                /* its projected score difference now */
    hunters_game *after_place;  /* scratch: the game after a placement */
    hunters_game *scratch;      /* scratch: candidate turns and rollouts */
    hunters_game *spare;        /* HUNTERS_BOT_MCTS2: the rollout policy's tries, else NULL */
    hunters_move *placements;   /* [place_count] */
    int place_count;
    hu_candidate *cand;         /* [cap] */
    int count, cap;
    void *block;                /* placements, hashes and candidates */
    size_t block_size;
    hu_tree tree;               /* HUNTERS_BOT_MCTS2's node pool, else empty */
    /* HUNTERS_BOT_MCTS2's time budget (the clock started by
     * hu_search_begin(), the window set by lib/bots/parallel.c): the
     * search runs from from_ms to until_ms after clock_start, one deadline
     * for all the searches of a call, and at least min_iterations rollouts */
    int timed;
    struct timespec clock_start;
    double from_ms, until_ms;
    long min_iterations;
    /* HUNTERS_BOT_MCTS2: the players whose recent turns in the public log
     * were greedy's, whose reply nodes then hold greedy's turn alone
     * (lib/bots/model.c); else all 0 */
    unsigned char greedy_like[HU_MAX_PLAYERS];
} hu_search;

/* Checks the options (NULL: the defaults) into *out; returns a status and
 * sets the game's message on failure. */
int hu_bot_options_check(hunters_game *game, const hunters_bot_options *options, hunters_bot_options *out);

/* HUNTERS_BOT_MCTS2's node pool (lib/bots/tree.c): its bytes, allocating
 * it (HUNTERS_ENOMEM, nothing left allocated) and freeing it. */
size_t hu_tree_memory(const hunters_game *game, const hunters_bot_options *opt);
int hu_tree_alloc(hu_tree *t, const hunters_game *game, const hunters_bot_options *opt);
void hu_tree_free(hu_tree *t, const hunters_game *game);
/* One iteration below candidate c on g, the game right after c's turn
 * (lib/bots/tree.c): the next player's reply from the tree (or the rollout
 * policy when the pool is full or the node is new), then the rest of the
 * rollout; returns the cut-off value for the root player. */
double hu_tree_descend(hu_search *s, hu_candidate *c, hunters_game *g, uint64_t *rng);
/* The visits a reply node has had when its visit lists it (lib/bots/tree.c:
 * LIST_AFTER), with this many players; read by the white-box tests too. */
int hu_tree_list_after(int players);
/* The projection (lib/bots/project.c) of many placements of one
 * position, each costing what it changes: the base holds the award of
 * every (piece kind, root) pair that scores at the end in the position
 * (at most 64; else it is not usable and the full projection is made). */
#define HU_PROJECTION_PAIRS 64
typedef struct hu_projection_base {
    int count, usable;
    uint32_t key[HU_PROJECTION_PAIRS];
    int32_t add[HU_PROJECTION_PAIRS][HU_MAX_PLAYERS];
} hu_projection_base;
/* Fills base from g, a place decision's position; returns base->usable. */
int hu_projection_base_make(const hunters_game *g, hu_projection_base *base);
/* hunters_game_project_scores() of g, one placement (nothing else) played
 * on the position base was made from: the same scores, the features the
 * placement did not touch taken from base. */
void hu_project_placement(const hunters_game *g, const hu_projection_base *base, int32_t *scores);
/* HUNTERS_BOT_MCTS2's model of the other players (lib/bots/model.c):
 * hu_model_read() fills s->greedy_like from the game's public log, on
 * s->scratch and s->after_place (call it before any rollout);
 * hu_model_reply() gives an unlisted reply node of a greedy-like player
 * greedy's turn as its one edge (or leaves this visit's reply to the
 * rollout, which plays greedy's turn: hu_model_turn()) and returns 1, or
 * returns 0 for the tree's own listing. */
void hu_model_read(hu_search *s);
int hu_model_reply(hu_search *s, hu_reply_node *node, const hunters_game *g);
/* The rollout's turn of g's player when it is a greedy-like other player:
 * greedy's turn into *place and *deploy and 1; else 0 (the rollout
 * policy's turn). Uses s->tree.placements and s->after_place. */
int hu_model_turn(hu_search *s, const hunters_game *g, hunters_move *place, hunters_move *deploy);
/* The rollout policy's turns (lib/bots/mcts2.c): `turns` place decisions,
 * each by whoever is to act, draws and passes between them played.
 * Returns the game played on: g is the search's scratch game, and the
 * policy may swap it with the spare one (s->scratch says which it is). */
hunters_game *hu_play_turns(hu_search *s, hunters_game *g, int turns, uint64_t *rng);
/* Whether a lower rotation of the tile type gives the very same tile
 * (lib/bots/search.c): that placement repeats the lower one. */
int hu_rotation_repeats(const hunters_tileset *ts, int type, int rotation);
/* Whether two rotations (0-3) of the tile type give the very same tile,
 * areas and all (lib/bots/search.c). */
int hu_rotations_same(const hunters_tileset *ts, int type, int first, int second);

/* HUNTERS_OK in a place or deploy phase, else HUNTERS_EPHASE with the
 * game's message saying why (every bot, so that they say the same). */
int hu_bot_decision_due(hunters_game *game);

/* The bytes hu_search_begin() allocates for this game and options. */
size_t hu_search_memory(const hunters_game *game, const hunters_bot_options *opt);

/* Allocates the search and lists the decision's whole turns with their
 * priors, valued by HUNTERS_BOT_MCTS2 with cutoff_weights (NULL: the
 * built-in ones; read during the search only). On failure nothing stays
 * allocated. */
int hu_search_begin(hu_search *s, hunters_game *game, const hunters_bot_options *opt, const double *cutoff_weights);
void hu_search_end(hu_search *s);

/* Runs the MCTS iterations over the candidates. */
void hu_search_mcts(hu_search *s);
/* Runs HUNTERS_BOT_MCTS2's sequential halving (lib/bots/mcts2.c). */
void hu_search_halving(hu_search *s);
/* When round (1 .. rounds) of a timed halving ends, in milliseconds after
 * the clock start: the window [from_ms, until_ms) split evenly. */
double hu_round_end_ms(double from_ms, double until_ms, int round, int rounds);
/* Runs options.threads such searches, root-parallel (lib/bots/parallel.c),
 * and adds up their findings in s; returns a status (HUNTERS_ENOMEM: the
 * extra searches' memory). The extra bytes it allocates: */
int hu_search_parallel(hu_search *s);
size_t hu_parallel_memory(const hunters_game *game, const hunters_bot_options *opt, int candidates);

/* A rollout's value diff as a reward in [0, 1] against the root's value
 * (lib/bots/mcts.c), and a candidate's mean reward with its one-ply value
 * counted as PRIOR_VISITS virtual visits. */
double hu_reward(const hu_search *s, double diff);
/* A rollout's outcome for hunters_advice::wins: 1 ahead, 0.5 level, 0 behind. */
double hu_outcome(double diff);
/* A rollout's start, shared by the searches: the search's scratch game
 * copied from its game, redetermined from (seed, pass), the candidate's
 * turn played; *rng receives the pass's policy stream. Returns the
 * scratch game. */
hunters_game *hu_rollout_begin(hu_search *s, const hu_candidate *c, long pass, uint64_t *rng);
/* Adds a rollout's value (the score difference for the searching player)
 * to the candidate's visits, sums, wins and rewards. */
void hu_rollout_record(hu_search *s, hu_candidate *c, double diff);
/* Milliseconds since start (read with timespec_get), 0 when the clock fails:
 * the searches' time budget (lib/bots/mcts.c). */
double hu_elapsed_ms(const struct timespec *start);
double hu_mean_reward(const hu_search *s, const hu_candidate *c);

/* The index of the candidate the bot plays: most visits, then best mean
 * reward, then best prior, then first listed. */
int hu_search_best(const hu_search *s);
/* Orders the candidates best first, as hu_search_best() ranks them. */
void hu_search_rank(hu_search *s);

/* This player's score minus the best other's (the score alone for one player). */
double hu_score_difference(const hunters_game *g, const int32_t *scores, int player);

/* What the search values a position at, for a player: the projected score
 * difference (hunters_game_project_scores) plus HU_MEMBER_VALUE points for
 * each tribe member this player keeps in supply beyond the other players'
 * average, until the game is over. Without that term a search spends its
 * members on every small gain; with it, a member is deployed for what it
 * will earn (3 won most against the greedy bot among 1.5, 3, 6 and 10).
 * The projected difference alone goes to *projected if not NULL. */
#define HU_MEMBER_VALUE 3.0
double hu_evaluate(const hunters_game *g, int player, double *projected);

/* The plan (lib/bots/plan.c): whether the game's plan was made by a bot
 * with these options (the seed aside) for this decision; keeping the turn
 * chosen at a place decision (at a deploy decision, the deployment);
 * moving the planned turn to the front of the
 * ranked candidates. */
int hu_plan_applies(const hunters_game *g, const hunters_bot_options *opt, const double *cutoff_weights);
void hu_plan_keep(hu_search *s, const hu_candidate *turn);
void hu_plan_first(hu_search *s);

/* HUNTERS_BOT_MCTS2's value at a rollout's cut-off (lib/bots/cutoff.c):
 * the projected score difference, plus the expected share of the
 * unfinished forests and rivers that hold members, plus the members and
 * huts kept in supply, each worth less as the stack runs out, plus two
 * learned terms (growth of river systems held, the turn to play), all
 * weights tuned by matches (members out, meadows too; with 2 players
 * against MCTS, with the meadows a tile could join: HU_CF_MERGE_MEADOW,
 * and the turns left while a member is in supply: HU_CF_CLAIMER);
 * against the others' mean; at the end, the final score minus the
 * others' mean.
 * weights: the HU_CF_COUNT weights of lib/bots/cutoff_features.h's
 * features, or NULL for the built-in ones of the game's player count. */
double hu_evaluate_cutoff(const hunters_game *g, int player, const double *weights);
/* The same with a memo of summaries (lib/bots/cutoff_features.h:
 * hu_cf_memo) for the positions one tile after its base. */
double hu_evaluate_cutoff_memo(const hunters_game *g, int player, const double *weights, hu_cf_memo *memo);
/* The built-in weights [HU_CF_COUNT] for this many players. */
const double *hu_cutoff_weights(int players);
/* weights as for hu_evaluate_cutoff() (NULL: the built-in ones for this
 * many players); c keeps a copy. */
void hu_cutoff_prepare(hu_cutoff *c, const double *weights, int players);
/* hu_evaluate_cutoff_memo() with weights readied by hu_cutoff_prepare(),
 * the same value to the last bit. */
double hu_cutoff_value(const hunters_game *g, int player, const hu_cutoff *c, hu_cf_memo *memo);

/* hunters_bot_choose() with HUNTERS_BOT_MCTS2's cut-off weights
 * [HU_CF_COUNT] (NULL: the built-in ones), for the tools that tune them
 * (tools/hunters-tune.c): the same checks, plan and statuses. */
int hu_bot_choose_weighted(hunters_game *game, const hunters_bot_options *options, const double *cutoff_weights,
                           hunters_move *move);

/* A seed for the n-th random stream of a search: splitmix of both. */
static inline uint64_t hu_bot_stream(uint64_t seed, uint64_t n)
{
    uint64_t state = seed ^ (n * 0xd1b54a32d192ed03ull);
    return hu_rng_next(&state);
}

#endif
