/* HUNTERS_BOT_MCTS2's stored tree below the root candidates: a chance node
 * for the next tile, then the next player's reply node.
 *
 * Chance: each iteration redetermines its game (lib/bots/mcts2.c), so the
 * tile the next player draws is a sample weighted by the public counts of
 * tiles left, never the real order; the candidate's chance node is the list
 * of reply nodes by the tile drawn (and who holds it: a bonus tile may give
 * the root player a second turn).
 *
 * Reply: the player's whole turns (placement and deployment) for that tile,
 * the best REPLY_WIDTH by that player's one-ply value (the cut-off value
 * right after the turn, from its side), best first. Progressive widening:
 * after n visits the first ceil(sqrt(n)) of them may be chosen, by UCB on
 * the root player's mean reward (minimised by the others: with 3 and 4
 * players the others are taken to play against the root player). So the
 * search sees an opponent steal or merge into a feature instead of a
 * random reply. A node is listed on its fifth visit with 1 or 2 players,
 * its third with more (before, the rollout policy replies), so the
 * listing (a greedy bot's work) goes where the rollouts return. Then the
 * rest of the rollout (rollout_turns - 1 turns of the cheap policy, the
 * further players' turns included) and the cut-off value
 * hu_cutoff_value(). A player the search takes to play greedy's turn
 * (from the public log) gets that turn alone instead of
 * the listing (stored once the node has had a visit; on its first the
 * rollout plays that turn), and plays it at its turns in the rest of the
 * rollout too (lib/bots/model.c).
 *
 * Memory: one pool per search, allocated by hu_search_begin() (or the
 * threads' searches) through the game's allocator; when it is full the
 * rollout plays the reply instead (open loop: the policy's turn, or
 * greedy's for a modelled player). */
#include <string.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"
#include "util/alloc.h"

#define REPLY_WIDTH 8 /* whole turns a reply node keeps */
#define PLACE_WIDTH 6 /* placements whose deployments a listing tries */
/* Visits of a reply node before it is listed, with 1 or 2 players and
 * with more (each a macro, so that an experiment's build may set it with
 * -D). On the third visit the listings were half of a hint's time; with 2
 * players, on the fifth a hint costs 0.77 times the instructions (0.83
 * times the median time), and MCTS2 won 70.4% of 8000 games against MCTS
 * at equal time where the third visit won 69.4%, and 91.9% of 4000
 * against greedy where it won 92.3% (each within the noise). With 3
 * players the fifth visit lost: 42.9% of 1002 games against MCTS at 4000
 * iterations where the third won 48.7% (with 4, 45.5% against 46.3%;
 * doc/bots-journal.md, "The listings on the fifth visit"). */
#ifndef LIST_AFTER_TWO
#define LIST_AFTER_TWO 4
#endif
#ifndef LIST_AFTER_MORE
#define LIST_AFTER_MORE 2
#endif
static const int LIST_AFTER[2] = {LIST_AFTER_TWO, LIST_AFTER_MORE};

int hu_tree_list_after(int players)
{
    return LIST_AFTER[players > 2];
}

/* Reply nodes the pool holds: max_nodes bounds the nodes stored, the root's
 * HU_ROOT_WIDTH candidates first (max_nodes HU_ROOT_WIDTH or less: no tree,
 * the open-loop search); an iteration adds at most one. */
static int node_cap(const hunters_bot_options *opt)
{
    if (opt->kind != HUNTERS_BOT_MCTS2 || opt->max_nodes <= HU_ROOT_WIDTH)
        return 0;
    int cap = opt->max_nodes - HU_ROOT_WIDTH;
    return opt->iterations > 0 && opt->iterations < cap ? opt->iterations : cap;
}

static size_t placement_cap(const hunters_game *game)
{
    return 4 * (size_t)game->max_cells; /* every rotation of every open position */
}

size_t hu_tree_memory(const hunters_game *game, const hunters_bot_options *opt)
{
    size_t nodes = (size_t)node_cap(opt);
    if (nodes == 0)
        return 0;
    size_t sum = hu_size_add(hu_size_mul(sizeof(hu_reply_node), nodes),
                             hu_size_mul(sizeof(hu_reply_edge) * REPLY_WIDTH, nodes));
    return hu_size_add(sum, hu_size_mul(sizeof(hunters_move), placement_cap(game)));
}

int hu_tree_alloc(hu_tree *t, const hunters_game *game, const hunters_bot_options *opt)
{
    memset(t, 0, sizeof *t);
    int nodes = node_cap(opt);
    if (nodes == 0)
        return HUNTERS_OK;
    t->block_size = hu_tree_memory(game, opt);
    t->block = hu_alloc(&game->alloc, t->block_size);
    if (!t->block)
        return HUNTERS_ENOMEM;
    /* placements first: 8 bytes each, as the nodes and edges need */
    t->placements = t->block;
    t->placement_cap = (int)placement_cap(game);
    t->edges = (hu_reply_edge *)(void *)(t->placements + t->placement_cap);
    t->edge_cap = nodes * REPLY_WIDTH;
    t->nodes = (hu_reply_node *)(void *)(t->edges + t->edge_cap);
    t->node_cap = nodes;
    return HUNTERS_OK;
}

void hu_tree_free(hu_tree *t, const hunters_game *game)
{
    if (t->block)
        hu_free(&game->alloc, t->block, t->block_size);
    memset(t, 0, sizeof *t);
}

/* Plays draws and passes until a place decision or the end. */
static void advance_to_decision(hunters_game *g)
{
    for (;;) {
        int phase = g->s.phase;
        if (phase == HUNTERS_PHASE_OVER || hu_is_place_phase(phase))
            return;
        if (hu_is_draw_phase(phase))
            hunters_game_draw_random(g); /* (never: the search's copies draw for themselves) */
        else
            hunters_game_play(g, hunters_move_pass());
    }
}

/* The candidate's reply node for g's decision, added if new; NULL when the
 * pool is full. */
static hu_reply_node *reply_node(hu_search *s, hu_candidate *c, const hunters_game *g)
{
    hu_tree *t = &s->tree;
    for (int i = c->replies; i != 0; i = t->nodes[i - 1].next) {
        hu_reply_node *n = &t->nodes[i - 1];
        if (n->tile == g->s.in_hand && n->player == g->s.player && n->phase == g->s.phase)
            return n;
    }
    if (t->node_count >= t->node_cap)
        return NULL;
    hu_reply_node *n = &t->nodes[t->node_count++];
    memset(n, 0, sizeof *n);
    n->next = c->replies;
    n->tile = g->s.in_hand;
    n->player = g->s.player;
    n->phase = g->s.phase;
    n->edges = -1;
    c->replies = t->node_count;
    return n;
}

/* Keeps turn (valued v) among the best `*kept` of best[] (at most width,
 * best first; the first listed among equals). */
static void keep_best(hu_reply_edge *best, double *values, int *kept, int width, hunters_move place,
                      hunters_move deploy, double v)
{
    int at = *kept;
    while (at > 0 && v > values[at - 1])
        at--;
    if (at >= width)
        return;
    int last = *kept < width ? *kept : width - 1;
    for (int j = last; j > at; j--) {
        best[j] = best[j - 1];
        values[j] = values[j - 1];
    }
    memset(&best[at], 0, sizeof best[at]);
    best[at].place = place;
    best[at].deploy = deploy;
    values[at] = v;
    if (*kept < width)
        (*kept)++;
}

/* Lists the best whole turns of g's player into the node's edges, by that
 * player's one-ply value (tried on the search's after_place and spare
 * games), in two steps: the PLACE_WIDTH best placements followed by a
 * pass, then every deployment after those. (Every whole turn, listed on
 * the second visit, made a decision 5.4 times as slow as the open loop's
 * and won 57.5% of 200 games against it; this, 2.3 times and 53.3% of
 * 1000 games, even at equal time: doc/bots-journal.md, "Round two:
 * the stored tree".) Leaves the node unlisted when the pool has no room. */
static void list_replies(hu_search *s, hu_reply_node *node, const hunters_game *g)
{
    hu_tree *t = &s->tree;
    if (t->edge_count + REPLY_WIDTH > t->edge_cap)
        return;
    hu_reply_edge places[PLACE_WIDTH], best[REPLY_WIDTH];
    double values[REPLY_WIDTH > PLACE_WIDTH ? REPLY_WIDTH : PLACE_WIDTH];
    int kept = 0, player = g->s.player;
    hu_cf_memo *memo = &s->memo[1]; /* every turn valued adds one tile to g */
    hu_cf_memo_init(memo, g);
    int count = hunters_game_legal_moves(g, t->placements, (size_t)t->placement_cap);
    if (count > t->placement_cap)
        count = t->placement_cap;
    /* each placement tried on one copy of g, made g's copy again after it */
    hu_game_copy_unlogged(s->after_place, g);
    for (int i = 0; i < count; i++) {
        hunters_move place = t->placements[i];
        if (hu_rotation_repeats(g->ts, g->s.in_hand, hunters_move_rotation(place)))
            continue;
        if (hunters_game_play(s->after_place, place) != HUNTERS_OK)
            continue; /* never expected: a legal move (and a refusal changes nothing) */
        /* the deploy phase: as if it passed */
        keep_best(places, values, &kept, PLACE_WIDTH, place, 0,
                  hu_cutoff_value(s->after_place, player, &s->listing, memo));
        hu_game_restore_placement(s->after_place, g);
    }
    int placed = kept;
    kept = 0;
    for (int i = 0; i < placed; i++) {
        hu_game_copy_unlogged(s->after_place, g);
        hunters_game_play(s->after_place, places[i].place);
        hunters_move deploys[DEPLOY_MAX];
        double deploy_values[DEPLOY_MAX];
        int n = hu_deploy_list(s->after_place, deploys, DEPLOY_MAX);
        if (n > DEPLOY_MAX)
            n = DEPLOY_MAX; /* (it counts beyond the capacity; never expected) */
        if (n < 1)
            continue; /* never expected: a placement leads to a deploy phase */
        /* the deployments tried on copies, then the pass (listed first)
         * on the game itself: one copy fewer; kept in the list's order */
        for (int k = 1; k < n; k++) {
            hu_game_copy_unlogged(s->spare, s->after_place);
            hunters_game_play(s->spare, deploys[k]);
            deploy_values[k] = hu_cutoff_value(s->spare, player, &s->listing, memo);
        }
        hunters_game_play(s->after_place, deploys[0]);
        deploy_values[0] = hu_cutoff_value(s->after_place, player, &s->listing, memo);
        for (int k = 0; k < n; k++)
            keep_best(best, values, &kept, REPLY_WIDTH, places[i].place, deploys[k], deploy_values[k]);
    }
    node->first_edge = t->edge_count;
    node->edges = kept;
    memcpy(&t->edges[t->edge_count], best, sizeof best[0] * (size_t)kept);
    t->edge_count += kept;
}

/* The reply to play: progressive widening (the first ceil(sqrt(n)) of the
 * node's turns after n visits), an unvisited one first, else UCB on the
 * mean reward, the root player's for itself and its complement for the
 * others. */
static hu_reply_edge *select_reply(hu_search *s, const hu_reply_node *node)
{
    int root = 1; /* ceil(sqrt(visits + 1)) */
    while (root * root < node->visits + 1)
        root++;
    int allowed = root < node->edges ? root : node->edges;
    hu_reply_edge *edges = &s->tree.edges[node->first_edge];
    double explore = s->opt.exploration * root, best_score = -1;
    hu_reply_edge *best = &edges[0];
    for (int i = 0; i < allowed; i++) {
        hu_reply_edge *e = &edges[i];
        if (e->visits == 0)
            return e;
        double mean = e->reward_sum / e->visits;
        double score = (node->player == s->me ? mean : 1.0 - mean) + explore / (1.0 + e->visits);
        if (score > best_score) {
            best_score = score;
            best = e;
        }
    }
    return best;
}

double hu_tree_descend(hu_search *s, hu_candidate *c, hunters_game *g, uint64_t *rng)
{
    int rest = s->opt.rollout_turns > 0 ? s->opt.rollout_turns - 1 : 1 << 30;
    advance_to_decision(g);
    if (g->s.phase == HUNTERS_PHASE_OVER)
        return hu_cutoff_value(g, s->me, &s->cutoff, s->memo);
    hu_reply_node *node = reply_node(s, c, g);
    hu_reply_edge *edge = NULL;
    if (node && node->edges < 0 && !hu_model_reply(s, node, g) && node->visits >= hu_tree_list_after(g->players))
        list_replies(s, node, g);
    if (node && node->edges > 0) {
        edge = select_reply(s, node);
        if (hunters_game_play(g, edge->place) != HUNTERS_OK || hunters_game_play(g, edge->deploy) != HUNTERS_OK)
            edge = NULL; /* never expected: the node's decision is the same public state */
    }
    if (!edge)
        g = hu_play_turns(s, g, 1, rng);
    g = hu_play_turns(s, g, rest, rng);
    double diff = hu_cutoff_value(g, s->me, &s->cutoff, s->memo);
    if (node)
        node->visits++;
    if (edge) {
        edge->visits++;
        edge->reward_sum += hu_reward(s, diff);
    }
    return diff;
}
