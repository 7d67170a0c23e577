/* HUNTERS_BOT_MCTS2's model of the other players, from the public log.
 *
 * At each decision the search replays the game's event log (the tiles as
 * logged, in caller draw mode on its scratch game: never the game's
 * generator or the stacks' order) and, for each other player, compares its
 * last MODEL_WINDOW whole turns with greedy's turn at each (the best
 * projection after the turn, the first listed among equals). A player
 * whose turns were greedy's in at least MODEL_SHARE of them, and in at
 * least MODEL_MIN turns, is taken to play greedy's turn: its reply nodes in
 * the tree (lib/bots/tree.c) hold that turn alone, stored once the node has
 * had MODEL_AFTER visits, and with MODEL_ROLLOUT it plays greedy's turn
 * wherever the rollout would otherwise play the policy's for it: at a
 * reply node's visits before that and at its turns in the rest of the
 * rollout (hu_model_turn(), called by hu_play_turns() in
 * lib/bots/mcts2.c). The others keep the tree's listings and the policy.
 *
 * Why: against greedy MCTS2 won 94.6% of 4000 games with the reply nodes
 * alone where it won 91.9% without the model, and 96.6% of the same 4000
 * with greedy's turn in the rollouts as well (2026-12-07; the cost: 163 M
 * instructions a hint against greedy where the reply nodes alone took
 * 43 M, none more in self-play, where nobody is modelled); against MCTS at
 * equal time, where it almost never applies, 70.1% and 71.3% of seeds 1
 * and 501 with it and 70.0% and 71.2% without (doc/bots-journal.md, "A
 * search that sees opponents", "The model of the others made the
 * default", "Greedy's turn in the rollouts, made affordable"). What it
 * reads is what every player at the table sees: the log of turns and
 * draws. A game that dropped its log (hunters_game_drop_log()) models
 * nobody, and so does a search without a stored tree. The five settings
 * are macros, so that an experiment's build may set them with -D
 * (MODEL_ROLLOUT 0: the reply nodes alone). */
#include <string.h>

#include "bots/bots.h"

#ifndef MODEL_WINDOW
#define MODEL_WINDOW 10
#endif
#ifndef MODEL_MIN
#define MODEL_MIN 4
#endif
#ifndef MODEL_SHARE
#define MODEL_SHARE 0.9
#endif
#ifndef MODEL_AFTER
#define MODEL_AFTER 1
#endif
#ifndef MODEL_ROLLOUT
#define MODEL_ROLLOUT 1
#endif

/* What deployment d, legal in g (a deploy phase), adds to the deploying
 * player's projected score, the others' unchanged: the piece goes on a
 * feature (a river system, for a hut) that holds no piece of its kind
 * (R4.2, R4.3), so afterwards its owner alone has the most there (R5.5,
 * R8.2, R8.3; the dolmen's hunter is that piece, R6.6) and scores its
 * value: a forest's or river's when this tile completes it (R5.3, R5.4;
 * else its member goes home unpaid, R8.1), a meadow's (R8.3), a system's
 * fish (R8.2). A pass adds nothing. */
static int32_t deploy_gain(const hunters_game *g, hunters_move d)
{
    if (hunters_move_kind(d) != HUNTERS_MOVE_DEPLOY)
        return 0;
    int node = g->placed[g->s.last_placed].first_node + hunters_move_area(d);
    hunters_feature f;
    if (hunters_move_piece(d) == HUNTERS_PIECE_HUT) {
        hu_feature_summarize(g, node, &f, HU_SUMMARY_SYSTEM);
        return f.system_fish;
    }
    if (hu_node_area_of(g, node)->kind == HUNTERS_AREA_MEADOW) {
        hu_feature_summarize(g, node, &f, HU_SUMMARY_RING);
        return f.value;
    }
    if (g->nodes[hu_feature_root(g, node)].open != 0)
        return 0;
    hu_feature_summarize(g, node, &f, HU_SUMMARY_RING | HU_SUMMARY_TILES);
    return f.value;
}

/* Greedy's whole turn (HUNTERS_BOT_GREEDY's: the best projected score
 * difference after the turn, the first listed among equals) for g's
 * player at its place decision; 0 when there is none. The placements are
 * listed in s->tree.placements and tried on s->after_place. A placement's
 * projection in the deploy phase is the one after a pass (as if the player
 * passed), and a deployment adds deploy_gain() to it, so each placement
 * costs one projection, not one game copy and projection a deployment;
 * and that projection values afresh only the features the placement
 * touched (hu_project_placement()). */
static int greedy_turn(hu_search *s, const hunters_game *g, hunters_move *place, hunters_move *deploy)
{
    hu_tree *t = &s->tree;
    int player = g->s.player, found = 0;
    double best = 0;
    int count = hunters_game_legal_moves(g, t->placements, (size_t)t->placement_cap);
    if (count > t->placement_cap)
        count = t->placement_cap;
    hunters_game *after = s->after_place;
    hu_game_copy_unlogged(after, g);
    hu_projection_base base;
    hu_projection_base_make(g, &base);
    int repeats[4];
    for (int r = 0; r < 4; r++)
        repeats[r] = hu_rotation_repeats(g->ts, g->s.in_hand, r);
    for (int i = 0; i < count; i++) {
        hunters_move p = t->placements[i];
        if (repeats[hunters_move_rotation(p) & 3])
            continue;
        hu_game_play_checked(after, p); /* listed as legal in g, which after is */
        int32_t scores[HU_MAX_PLAYERS];
        hu_project_placement(after, &base, scores);
        int32_t passed = scores[player];
        hunters_move deploys[DEPLOY_MAX];
        int n = hu_deploy_list(after, deploys, DEPLOY_MAX);
        if (n > DEPLOY_MAX)
            n = DEPLOY_MAX;
        for (int k = 0; k < n; k++) {
            scores[player] = passed + deploy_gain(after, deploys[k]);
            double v = hu_score_difference(after, scores, player);
            if (!found || v > best) {
                found = 1;
                best = v;
                *place = p;
                *deploy = deploys[k];
            }
        }
        hu_game_restore_placement(after, g);
    }
    return found;
}

/* Whether g's player to act is modelled: another player than the one the
 * search is for, whose recent turns were greedy's (hu_model_read()). */
static int modelled(const hu_search *s, const hunters_game *g)
{
    return s->greedy_like[g->s.player] && g->s.player != s->me;
}

int hu_model_reply(hu_search *s, hu_reply_node *node, const hunters_game *g)
{
    if (!modelled(s, g))
        return 0;
    hu_tree *t = &s->tree;
    hunters_move place, deploy;
    if (node->visits < MODEL_AFTER || t->edge_count + 1 > t->edge_cap || !greedy_turn(s, g, &place, &deploy))
        /* the rollout plays this reply: greedy's turn (hu_model_turn()), or with MODEL_ROLLOUT 0 the
         * policy's (so too, the pool full) */
        return 1;
    hu_reply_edge *e = &t->edges[t->edge_count];
    memset(e, 0, sizeof *e);
    e->place = place;
    e->deploy = deploy;
    node->first_edge = t->edge_count++;
    node->edges = 1;
    return 1;
}

int hu_model_turn(hu_search *s, const hunters_game *g, hunters_move *place, hunters_move *deploy)
{
    return MODEL_ROLLOUT && modelled(s, g) && greedy_turn(s, g, place, deploy);
}

/* The decision (a deployment or a pass) logged after event i: its move
 * into *deploy and 1, or 0 when the log has none yet. */
static int deploy_after(const hunters_game *game, int i, hunters_move *deploy)
{
    int n = hunters_game_event_count(game);
    for (int j = i + 1; j < n; j++) {
        hunters_event e;
        hunters_game_event(game, j, &e);
        if (e.type == HUNTERS_EVENT_PASSED) {
            *deploy = hunters_move_pass();
            return 1;
        }
        if (e.type == HUNTERS_EVENT_PIECE_DEPLOYED) {
            *deploy = hunters_move_deploy(e.area, e.piece);
            return 1;
        }
    }
    return 0;
}

void hu_model_read(hu_search *s)
{
    const hunters_game *game = s->game;
    memset(s->greedy_like, 0, sizeof s->greedy_like);
    int n = hunters_game_event_count(game);
    if (!s->tree.placements || n <= 0 || game->players > HU_MAX_PLAYERS)
        return;
    /* each player's turns in the log, then the window's start */
    int turns[HU_MAX_PLAYERS] = {0}, seen[HU_MAX_PLAYERS] = {0};
    int tried[HU_MAX_PLAYERS] = {0}, matched[HU_MAX_PLAYERS] = {0};
    hunters_event e;
    for (int i = 0; i < n; i++)
        if (hunters_game_event(game, i, &e) == HUNTERS_OK && e.type == HUNTERS_EVENT_TILE_PLACED && e.player >= 0 &&
            e.player < game->players)
            turns[e.player]++;
    hunters_game *h = s->scratch;
    hu_game_copy_unlogged(h, game);
    h->options.draw_mode = HUNTERS_DRAW_CALLER;
    hu_game_restart(h);
    for (int i = 0; i < n; i++) {
        if (hunters_game_event(game, i, &e) != HUNTERS_OK)
            return;
        if (e.type == HUNTERS_EVENT_TILE_PLACED && e.player >= 0 && e.player < game->players && e.player != s->me) {
            int p = e.player, window = turns[p] < MODEL_WINDOW ? turns[p] : MODEL_WINDOW;
            hunters_move deploy = 0, gp, gd;
            /* greedy's turn only while the share can still be reached (a
             * player far from greedy costs a few turns' valuing) */
            int reachable = window >= MODEL_MIN && matched[p] + window - tried[p] >= MODEL_SHARE * window;
            if (seen[p]++ >= turns[p] - MODEL_WINDOW && reachable && deploy_after(game, i, &deploy) &&
                greedy_turn(s, h, &gp, &gd)) {
                tried[p]++;
                /* a rotation giving the very same tile is the same turn: a
                 * player at the table may turn a symmetric tile either way */
                matched[p] += hunters_move_x(gp) == e.x && hunters_move_y(gp) == e.y &&
                              hu_rotations_same(h->ts, h->s.in_hand, hunters_move_rotation(gp), e.rotation) &&
                              gd == deploy;
            }
        }
        if (hu_replay_decision(h, &e, 0) != HUNTERS_OK) /* by the logged tile: never the generator */
            return; /* a log that does not replay from the start: nobody modelled */
    }
    for (int p = 0; p < game->players; p++)
        s->greedy_like[p] = p != s->me && tried[p] >= MODEL_MIN &&
                            tried[p] == (turns[p] < MODEL_WINDOW ? turns[p] : MODEL_WINDOW) &&
                            matched[p] >= MODEL_SHARE * tried[p];
}
