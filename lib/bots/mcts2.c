/* The second search (HUNTERS_BOT_MCTS2): sequential halving over whole
 * turns at the root, with rollouts in which every player places and
 * deploys.
 *
 * Root: the candidate whole turns (place and deploy together), the best
 * HU_ROOT_WIDTH by their one-ply value kept; the budget is split evenly over
 * ceil(log2(width)) rounds, each round gives every surviving candidate the
 * same number of rollouts, then the better half by mean reward survives.
 * So late in the game, with 100-250 candidates, the iterations go to the
 * few that matter instead of 10-40 visits each.
 *
 * Below the root, each rollout is a determinization redetermined from
 * (seed, pass), so each next tile is drawn with the weight of its public
 * count left, never the real order; in one pass of a round every candidate
 * meets the same draws, common random numbers that make the comparison the
 * turns', not luck's. The next player's reply comes from the stored tree
 * (lib/bots/tree.c) when there is one; the other turns, rollout_turns in
 * all, are the rollout policy's: the player to act, whoever it is, plays
 * an epsilon-greedy turn on the immediate score change (see play_turn),
 * except a player the model of the others (lib/bots/model.c) takes to
 * play greedy's turn, who plays that.
 * Then the cut-off value hu_cutoff_value(). Nothing is allocated per
 * iteration: the search's three scratch games and its node pool are
 * allocated once, by hu_search_begin(). */
#include <limits.h>

#include "board/board.h"
#include "bots/bots.h"

#define PLACEMENT_SAMPLES 3 /* placements the greedy turn compares */
/* turns placed uniformly at random (a macro an experiment's build may set
 * with -D: 5 and 10 lost, 35 and 50 were the same within the noise;
 * doc/bots-journal.md, "The rollout policy's random turns") */
#ifndef EPSILON_PERCENT
#define EPSILON_PERCENT 20
#endif

/* What the features the tile just placed completed give player (R3.5,
 * R5): its share minus the best other's, plus the best completed feature
 * without any piece, which the player can take by deploying a member on
 * it (R4.2). g is in the deploy phase after the placement. */
static double completion_gain(const hunters_game *g, int player, int *free_node)
{
    int nodes[HU_MAX_AREAS];
    int count = hu_completed_features(g, g->s.last_placed, nodes);
    double gain = 0, free_best = 0;
    *free_node = -1;
    for (int i = 0; i < count; i++) {
        hunters_feature f;
        hu_feature_summarize(g, nodes[i], &f, HU_SUMMARY_RING | HU_SUMMARY_TILES);
        uint8_t gains[HU_MAX_PLAYERS] = {0};
        if (!hu_majority(g, f.members, gains)) {
            if (f.value > free_best && g->s.members[player] > 0) {
                free_best = f.value;
                *free_node = hu_feature_root(g, nodes[i]);
            }
            continue;
        }
        int other = 0;
        for (int p = 0; p < g->players; p++)
            other |= p != player && gains[p];
        gain += (gains[player] ? f.value : 0) - (other ? f.value : 0);
    }
    return gain + free_best;
}

/* The deployment of the rollout turn: a member on the completed feature
 * nobody holds (free_node), else the pass. (Deploying on a random area now
 * and then, 8% of the turns, did not make the bot stronger.) */
static hunters_move rollout_deployment(const hunters_game *g, int free_node)
{
    hunters_move moves[1 + 2 * HU_MAX_AREAS];
    int n = hu_deploy_list(g, moves, sizeof moves / sizeof moves[0]);
    if (n <= 1)
        return hunters_move_pass();
    const hu_placed *tile = &g->placed[g->s.last_placed];
    if (free_node >= 0) {
        for (int i = 1; i < n; i++)
            if (hunters_move_piece(moves[i]) == HUNTERS_PIECE_MEMBER &&
                hu_feature_root(g, tile->first_node + hunters_move_area(moves[i])) == free_node)
                return moves[i];
    }
    return hunters_move_pass();
}

/* Whether placing the tile in hand by move may complete a forest or river
 * (R3.5): only a feature the tile joins can be completed, and one of the
 * tile's forests or rivers with a side facing an empty position stays open
 * (the table's edge closes nothing, R3.2). 0: the placement completes
 * nothing, so completion_gain() would be 0, without trying it. */
static int may_complete(const hunters_game *g, hunters_move move)
{
    const hu_tile_type *t = &g->ts->types[g->s.in_hand];
    if (t->closed_alone)
        return 1;
    int r = hu_move_rotation(move), x = hu_move_x(move), y = hu_move_y(move);
    unsigned open = 0; /* bit a: the tile's area a has a side facing an empty position */
    for (int d = 0; d < 4; d++) {
        int terrain = t->rot_code[r] >> (2 * d) & 3;
        int area = terrain == HUNTERS_TERRAIN_FOREST  ? t->rot_half_area[r][2 * d]
                   : terrain == HUNTERS_TERRAIN_RIVER ? t->rot_side_river[r][d]
                                                      : HU_NO_AREA;
        if (area != HU_NO_AREA && hu_board_tile_at(g, x + hu_side_dx[d], y + hu_side_dy[d]) < 0)
            open |= 1u << area;
    }
    for (int i = 0; i < t->closable_count; i++)
        if (!(open >> t->closable_order[i] & 1))
            return 1;
    return 0;
}

/* One turn of the rollout policy for the player to act: with probability
 * EPSILON a uniform placement, else the best of PLACEMENT_SAMPLES uniform
 * placements by completion_gain() (the first among equals), each that
 * may_complete() tried on the spare game (the others gain 0); then
 * rollout_deployment(). Returns the game, which is
 * the search's scratch game (g or, see below, the spare one). Its moves
 * are legal by construction (hu_board_random_placement(), the deploy
 * list), so they are played unchecked (hu_game_play_checked()). */
static hunters_game *play_turn(hu_search *s, hunters_game *g, uint64_t *rng)
{
    int player = g->s.player;
    hunters_move place = hu_board_random_placement(g, g->s.in_hand, rng);
    if (hu_rng_below(rng, 100) >= EPSILON_PERCENT) {
        /* all samples drawn first (the tries never read rng), then tried
         * with the first one last: it is the usual choice (mostly no
         * sample completes anything, so all gain 0), and then its try,
         * left in the spare game, becomes the game instead of being
         * played again on g */
        hunters_move m[PLACEMENT_SAMPLES];
        double gain[PLACEMENT_SAMPLES];
        m[0] = place;
        for (int k = 1; k < PLACEMENT_SAMPLES; k++)
            m[k] = hu_board_random_placement(g, g->s.in_hand, rng);
        int first_tried = 0; /* whether the spare game holds m[0]'s try */
        for (int j = 1; j <= PLACEMENT_SAMPLES; j++) {
            int k = j % PLACEMENT_SAMPLES, unused;
            gain[k] = 0;
            if (!may_complete(g, m[k]))
                continue; /* (mostly: no copy, no try) */
            hu_game_copy_unlogged(s->spare, g);
            hu_game_play_checked(s->spare, m[k]);
            gain[k] = completion_gain(s->spare, player, &unused);
            first_tried = k == 0;
        }
        int best = 0;
        for (int k = 1; k < PLACEMENT_SAMPLES; k++)
            if (gain[k] > gain[best])
                best = k;
        place = m[best];
        if (best == 0 && first_tried && g == s->scratch) {
            s->scratch = s->spare;
            s->spare = g;
            g = s->scratch;
        } else {
            hu_game_play_checked(g, place);
        }
    } else {
        hu_game_play_checked(g, place);
    }
    if (!hu_is_deploy_phase(g->s.phase))
        return g;
    int free_node;
    completion_gain(g, player, &free_node);
    hu_game_play_checked(g, rollout_deployment(g, free_node));
    return g;
}

hunters_game *hu_play_turns(hu_search *s, hunters_game *g, int turns, uint64_t *rng)
{
    while (turns > 0) {
        int phase = g->s.phase;
        if (phase == HUNTERS_PHASE_OVER)
            return g;
        if (hu_is_draw_phase(phase)) {
            hunters_game_draw_random(g); /* (never: the search's copies draw for themselves) */
        } else if (hu_is_place_phase(phase)) {
            hunters_move place, deploy;
            if (hu_model_turn(s, g, &place, &deploy)) { /* a greedy-like other player's */
                hu_game_play_checked(g, place);
                hu_game_play_checked(g, deploy);
            } else {
                g = play_turn(s, g, rng);
            }
            turns--;
        } else {
            hu_game_play_checked(g, hunters_move_pass()); /* a deploy phase: a pass is legal */
        }
    }
    return g;
}

static void rollout(hu_search *s, hu_candidate *c, long pass)
{
    uint64_t rng;
    hunters_game *g = hu_rollout_begin(s, c, pass, &rng);
    double diff;
    if (s->tree.node_cap > 0) {
        diff = hu_tree_descend(s, c, g, &rng); /* the next player's reply from the tree */
    } else {
        g = hu_play_turns(s, g, s->opt.rollout_turns > 0 ? s->opt.rollout_turns : INT_MAX, &rng);
        diff = hu_cutoff_value(g, s->me, &s->cutoff, s->memo);
    }
    hu_rollout_record(s, c, diff);
}

/* Orders cand[0, n) by the key: insertion sort, stable. */
static void sort_by_order(hu_candidate *cand, int n)
{
    for (int i = 1; i < n; i++) {
        hu_candidate c = cand[i];
        int j = i;
        while (j > 0 && c.order > cand[j - 1].order) {
            cand[j] = cand[j - 1];
            j--;
        }
        cand[j] = c;
    }
}

/* The ranking key of a candidate that survived `rounds` rounds: rounds
 * first, then the mean reward (in [0, 1]) with the one-ply value as a
 * prior, so the survivors of the last round rank first. */
static double order_of(const hu_search *s, const hu_candidate *c, int rounds)
{
    return rounds + hu_mean_reward(s, c) * 0.999;
}

double hu_round_end_ms(double from_ms, double until_ms, int round, int rounds)
{
    return from_ms + (until_ms - from_ms) * round / rounds;
}

/* Whether round's rollouts stop before the next: the iteration budget is
 * spent (2: the search is over) or, timed, the round's time slice is (1:
 * the next round starts; the clock is read at each round's start and every
 * 8 iterations, after the search's min_iterations). */
static int round_over(const hu_search *s, long iteration, int first, double round_end)
{
    if (s->opt.iterations > 0 && iteration >= s->opt.iterations)
        return 2;
    if (!s->timed || iteration < s->min_iterations || (!first && (iteration & 7) != 0))
        return 0;
    return hu_elapsed_ms(&s->clock_start) >= round_end;
}

void hu_search_halving(hu_search *s)
{
    for (int i = 0; i < s->count; i++)
        s->cand[i].order = hu_reward(s, s->cand[i].prior); /* round 0: the one-ply value */
    sort_by_order(s->cand, s->count);
    if (s->count <= 1)
        return;
    int width = s->count < HU_ROOT_WIDTH ? s->count : HU_ROOT_WIDTH;
    int rounds = 0;
    while ((1 << rounds) < width)
        rounds++;
    if (!s->timed && s->opt.iterations == 0)
        return; /* no usable clock and no iteration limit: the one-ply order */
    /* timed, each round ends with its time slice (or its share of the
     * iteration budget, if any, when that comes first): a time budget
     * alone must not give round 1 all of it */
    long budget = s->opt.iterations > 0 ? s->opt.iterations : LONG_MAX / 4;
    long iteration = 0, pass = 0;
    for (int round = 1; width > 1; round++) {
        long per = budget / ((long)rounds * width);
        if (per < 1)
            per = 1;
        double round_end = hu_round_end_ms(s->from_ms, s->until_ms, round, rounds);
        int over = 0;
        for (long k = 0; k < per && !over; k++, pass++) {
            for (int i = 0; i < width; i++) {
                if ((over = round_over(s, iteration, k == 0 && i == 0, round_end)))
                    break;
                rollout(s, &s->cand[i], pass);
                iteration++;
            }
        }
        for (int i = 0; i < width; i++)
            s->cand[i].order = order_of(s, &s->cand[i], round);
        sort_by_order(s->cand, width);
        if (over == 2)
            return;
        width = (width + 1) / 2;
    }
}
