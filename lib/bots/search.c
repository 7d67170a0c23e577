/* A search's memory and its candidate whole turns. The candidates are
 * listed on scratch copies redetermined from the bot's seed, so nothing in
 * them depends on the hidden order of the caller's game. */
#include <string.h>

#include "bots/bots.h"
#include "util/alloc.h"

double hu_score_difference(const hunters_game *g, const int32_t *scores, int player)
{
    if (g->players == 1)
        return scores[player];
    int32_t best = INT32_MIN;
    for (int p = 0; p < g->players; p++)
        if (p != player && scores[p] > best)
            best = scores[p];
    return (double)scores[player] - best;
}

double hu_evaluate(const hunters_game *g, int player, double *projected)
{
    int32_t scores[HU_MAX_PLAYERS];
    hunters_game_project_scores(g, scores);
    double diff = hu_score_difference(g, scores, player);
    if (projected)
        *projected = diff;
    if (g->s.phase == HUNTERS_PHASE_OVER || g->players == 1)
        return diff;
    double others = 0;
    for (int p = 0; p < g->players; p++)
        if (p != player)
            others += g->s.members[p];
    return diff + HU_MEMBER_VALUE * (g->s.members[player] - others / (g->players - 1));
}

/* Placements in a place phase (1 in a deploy phase: the one made). */
static int placement_count(const hunters_game *g)
{
    return hu_is_place_phase(g->s.phase) ? hunters_game_legal_moves(g, NULL, 0) : 1;
}

/* Each placement is followed by at most DEPLOY_MAX deployments or a pass. */
static int candidate_cap(const hunters_bot_options *opt, int places)
{
    long cap = (long)places * DEPLOY_MAX;
    return cap < opt->max_nodes ? (int)cap : opt->max_nodes;
}

static size_t block_bytes(int places, int cap)
{
    /* the candidates follow the moves: 8-byte aligned, as they need */
    return hu_size_add(hu_size_mul(sizeof(hunters_move), (size_t)places),
                       hu_size_mul(sizeof(hu_candidate), (size_t)cap));
}

/* The bound of a search with places placements (at least 1); saturates at
 * HU_SIZE_UNBOUNDED. */
static size_t search_memory(const hunters_game *game, const hunters_bot_options *opt, int places)
{
    size_t one_game = hu_size_add(sizeof(hunters_game), game->arena_size);
    size_t games = opt->kind == HUNTERS_BOT_MCTS2 ? 3 : 2;
    size_t memos = opt->kind == HUNTERS_BOT_MCTS2 ? HU_SEARCH_MEMOS * sizeof(hu_cf_memo) : 0;
    int cap = candidate_cap(opt, places);
    size_t sum = hu_size_add(hu_size_mul(games, one_game), block_bytes(places, cap));
    sum = hu_size_add(sum, memos);
    sum = hu_size_add(sum, hu_tree_memory(game, opt));
    return hu_size_add(sum, hu_parallel_memory(game, opt, cap));
}

size_t hu_search_memory(const hunters_game *game, const hunters_bot_options *opt)
{
    int places = placement_count(game);
    return search_memory(game, opt, places > 0 ? places : 1);
}

void hu_search_end(hu_search *s)
{
    const hunters_allocator *a = &s->game->alloc;
    hunters_game_free(s->after_place);
    hunters_game_free(s->scratch);
    hunters_game_free(s->spare);
    hu_free(a, s->block, s->block_size);
    if (s->memo)
        hu_free(a, s->memo, HU_SEARCH_MEMOS * sizeof *s->memo);
    hu_tree_free(&s->tree, s->game);
    s->after_place = s->scratch = s->spare = NULL;
    s->block = NULL;
    s->memo = NULL;
}

/* Keeps a candidate; when the tree is full, it drops the one with the
 * worst prior if its own is better (max_nodes bounds the memory). The
 * candidates stay in the order listed (the dropped one's successors move
 * up, the new one goes last), so that "the first listed among equals"
 * (greedy's turn, which MCTS2's model of a greedy player replays) holds
 * past max_nodes too: a later turn written where the worst had been came
 * before the first listed. */
static void keep_candidate(hu_search *s, const hu_candidate *c)
{
    if (s->count < s->cap) {
        s->cand[s->count++] = *c;
        return;
    }
    int worst = 0;
    for (int i = 1; i < s->count; i++)
        if (s->cand[i].prior < s->cand[worst].prior)
            worst = i;
    if (c->prior > s->cand[worst].prior) {
        memmove(&s->cand[worst], &s->cand[worst + 1], sizeof *s->cand * (size_t)(s->count - 1 - worst));
        s->cand[s->count - 1] = *c;
    }
}

/* The candidates that follow the game in s->after_place (a deploy phase):
 * the pass and each deployment, valued by the projection after the turn. */
static void list_deployments(hu_search *s, hunters_move place)
{
    hunters_game *g = s->after_place;
    hunters_move deploys[DEPLOY_MAX];
    int n = hu_deploy_list(g, deploys, DEPLOY_MAX);
    const hu_placed *tile = &g->placed[g->s.last_placed];
    for (int i = 0; i < n; i++) {
        hu_candidate c;
        memset(&c, 0, sizeof c);
        c.place = place;
        c.deploy = deploys[i];
        if (hunters_move_kind(deploys[i]) == HUNTERS_MOVE_DEPLOY) {
            int area = hunters_move_area(deploys[i]);
            hunters_feature f;
            hu_feature_describe(g, tile->first_node + area, &f);
            c.area_kind = f.kind;
            c.role = hu_feature_role(f.kind, hunters_move_piece(deploys[i]));
            c.feature_value = f.value;
            int32_t items[10] = {f.fish, f.nuggets, f.mushrooms, f.deer, f.mammoths,
                                 f.tigers, f.aurochs, f.fire, f.dolmen, 0};
            memcpy(c.items, items, sizeof items);
        }
        hu_game_copy_unlogged(s->scratch, g);
        hunters_game_play(s->scratch, deploys[i]);
        c.prior = hu_evaluate(s->scratch, s->me, &c.projected);
        if (s->opt.kind == HUNTERS_BOT_MCTS2) /* measured as its rollouts are */
            c.prior = hu_cutoff_value(s->scratch, s->me, &s->cutoff, s->memo);
        keep_candidate(s, &c);
    }
}

/* Whether two rotations of the tile type give the very same tile: every
 * area's half-sides turned by their difference are its own (so the areas,
 * their contents and the deployments on them are the same too). Then each
 * fits wherever the other does, with the same deployments.
 * (The state hash cannot tell: it includes each tile's rotation.) */
int hu_rotations_same(const hunters_tileset *ts, int type, int first, int second)
{
    int turn = 2 * ((second - first) & 3), areas = hunters_tileset_type_area_count(ts, type);
    for (int a = 0; a < areas; a++) {
        unsigned h = (unsigned)hunters_tileset_area_halves(ts, type, a);
        if ((((h << turn) | (h >> ((8 - turn) & 7))) & 0xffu) != h)
            return 0;
    }
    return 1;
}

/* Whether a lower rotation gives the very same tile: this placement
 * repeats the lower one. */
int hu_rotation_repeats(const hunters_tileset *ts, int type, int rotation)
{
    for (int lower = 0; lower < rotation; lower++)
        if (hu_rotations_same(ts, type, lower, rotation))
            return 1;
    return 0;
}

/* Makes dest the search's copy of its game, redetermined from seed (a
 * scratch game: no events read). The copy draws for itself (engine draw
 * mode) whatever the game's draw mode: the redetermined generator's draws
 * are public, and so a turn's end on the copy always draws the next tile
 * at once, before the cut-off values it (land tiles left, R8.1's end).
 * With the caller's mode, a caller-mode game's copy stopped at the draw
 * instead, valued before it, and its advice differed from the same public
 * position's in engine mode (tests/check_bots, caller_rebuild_same_advice). */
static void copy_redetermined(hunters_game *dest, const hunters_game *src, uint64_t seed)
{
    hu_game_copy_unlogged(dest, src);
    hunters_game_redetermine(dest, seed);
    dest->options.draw_mode = HUNTERS_DRAW_ENGINE;
}

static void list_candidates(hu_search *s)
{
    hunters_game *g = s->game;
    if (hu_is_deploy_phase(g->s.phase)) {
        copy_redetermined(s->after_place, g, hu_bot_stream(s->opt.seed, 0));
        list_deployments(s, 0);
        return;
    }
    hunters_game_legal_moves(g, s->placements, (size_t)s->place_count);
    for (int i = 0; i < s->place_count; i++) {
        /* a symmetric tile lists equal placements under several rotations */
        if (hu_rotation_repeats(g->ts, g->s.in_hand, hunters_move_rotation(s->placements[i])))
            continue;
        copy_redetermined(s->after_place, g, hu_bot_stream(s->opt.seed, 0));
        hunters_game_play(s->after_place, s->placements[i]);
        list_deployments(s, s->placements[i]);
    }
}

int hu_bot_decision_due(hunters_game *game)
{
    if (hu_is_place_phase(game->s.phase) || hu_is_deploy_phase(game->s.phase))
        return HUNTERS_OK;
    return hu_game_reject(game, HUNTERS_EPHASE, "no decision to make now: %s",
                          game->s.phase == HUNTERS_PHASE_OVER ? "the game is over" : "a tile must be drawn first");
}

int hu_search_begin(hu_search *s, hunters_game *game, const hunters_bot_options *opt, const double *cutoff_weights)
{
    memset(s, 0, sizeof *s);
    s->game = game;
    s->opt = *opt;
    /* HUNTERS_BOT_MCTS2's time budget counts from here (lib/bots/parallel.c) */
    s->timed = opt->kind == HUNTERS_BOT_MCTS2 && opt->milliseconds > 0 &&
               timespec_get(&s->clock_start, TIME_UTC) != 0;
    s->cutoff_weights = cutoff_weights;
    /* HUNTERS_BOT_MCTS2's listing of replies (lib/bots/tree.c) ranks them by
     * the value without the contested terms: a merge a reply makes shows in
     * the projection already; the merges that may come later matter at the
     * rollout's cut-off, and the contested pass costs most where most
     * positions are valued (doc/bots-journal.md, "The contested terms at the
     * cut-off only"). */
    if (opt->kind == HUNTERS_BOT_MCTS2) {
        hu_cutoff_prepare(&s->cutoff, cutoff_weights, game->players);
        double listing[HU_CF_COUNT];
        memcpy(listing, s->cutoff.weight, sizeof listing);
        listing[HU_CF_MERGE] = listing[HU_CF_MERGE_MEADOW] = listing[HU_CF_MERGE_NEXT] = 0;
        hu_cutoff_prepare(&s->listing, listing, game->players);
    }
    s->me = game->s.player;
    int rc = hu_bot_decision_due(game);
    if (rc)
        return rc;
    s->place_count = hu_is_place_phase(game->s.phase) ? placement_count(game) : 0;
    int places = s->place_count > 0 ? s->place_count : 1;
    /* a bound past the address space (32-bit targets: up to 64 searches of
     * 10^6 nodes) cannot be met: fail before allocating any of it */
    if (search_memory(game, opt, places) == HU_SIZE_UNBOUNDED)
        return hu_game_reject(game, HUNTERS_ENOMEM,
                              "out of memory for the bot's search (its bound passes the address space)");
    s->cap = candidate_cap(opt, places);
    s->block_size = block_bytes(places, s->cap);
    s->block = hu_alloc(&game->alloc, s->block_size);
    if (opt->kind == HUNTERS_BOT_MCTS2 && (s->memo = hu_alloc(&game->alloc, HU_SEARCH_MEMOS * sizeof *s->memo)) != NULL)
        hu_cf_memo_init(&s->memo[0], game);
    if (!s->block || hunters_game_clone(&s->after_place, game) || hunters_game_clone(&s->scratch, game) ||
        (opt->kind == HUNTERS_BOT_MCTS2 &&
         (!s->memo || hunters_game_clone(&s->spare, game) || hu_tree_alloc(&s->tree, game, opt)))) {
        hu_search_end(s);
        return hu_game_reject(game, HUNTERS_ENOMEM, "out of memory for the bot's search");
    }
    s->placements = s->block;
    s->cand = (hu_candidate *)(void *)(s->placements + places);
    s->base = opt->kind == HUNTERS_BOT_MCTS2 ? hu_cutoff_value(game, s->me, &s->cutoff, NULL)
                                             : hu_evaluate(game, s->me, NULL);
    list_candidates(s);
    if (opt->kind == HUNTERS_BOT_MCTS2)
        hu_model_read(s);
    return HUNTERS_OK;
}

hunters_game *hu_rollout_begin(hu_search *s, const hu_candidate *c, long pass, uint64_t *rng)
{
    hunters_game *g = s->scratch;
    copy_redetermined(g, s->game, hu_bot_stream(s->opt.seed, 2 * (uint64_t)pass + 1));
    if (c->place)
        hunters_game_play(g, c->place);
    hunters_game_play(g, c->deploy);
    *rng = hu_bot_stream(s->opt.seed, 2 * (uint64_t)pass + 2);
    return g;
}

void hu_rollout_record(hu_search *s, hu_candidate *c, double diff)
{
    c->visits++;
    c->diff_sum += diff;
    c->win_sum += hu_outcome(diff);
    c->reward_sum += hu_reward(s, diff);
}
