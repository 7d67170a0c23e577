/* Monte Carlo tree search over whole turns. The root holds every candidate
 * turn of the decision (the tile in hand is public, so they are the same
 * in every determinization); below it, each iteration samples chance and
 * the game's continuation: it copies the game into the preallocated
 * scratch game, redetermines it from (seed, iteration), plays the
 * candidate turn, then rollout_turns turns of the rollout policy (tiles
 * placed at random, no deployments; to the end when 0), and values the
 * result with hu_evaluate(). Nothing is allocated per iteration.
 *
 * Value: the rollout's value d (a score difference, this player's minus
 * the best other's, plus the supply term of hu_evaluate) is measured
 * against the value b of the root, so that a search far ahead or far
 * behind still tells good turns from bad ones. Its reward, in [0, 1],
 * blends a quarter of the outcome (d > 0: 1, d = 0: 1/2, else 0) with
 * three quarters of a smooth map of the gain, 1/2 + (d - b) / (2 (|d - b| +
 * GAIN_SCALE)). Each candidate starts with PRIOR_VISITS virtual visits of
 * the reward of its own value right after the turn, so the search starts
 * from the one-ply judgement and spends its iterations on the turns that
 * matter. Selection: Q + c * sqrt(N) / (1 + n) (N iterations so far, n the
 * candidate's real and virtual visits, c the exploration); the move played
 * is the most visited. */
#include <limits.h>
#include <time.h>

#include "board/board.h"
#include "bots/bots.h"

#define PRIOR_VISITS 2.0
#define GAIN_SCALE 15.0

double hu_outcome(double diff)
{
    return diff > 0 ? 1.0 : diff == 0 ? 0.5 : 0.0;
}

double hu_reward(const hu_search *s, double diff)
{
    double gain = diff - s->base;
    double magnitude = gain < 0 ? -gain : gain;
    return 0.25 * hu_outcome(diff) + 0.75 * (0.5 + 0.5 * gain / (magnitude + GAIN_SCALE));
}

/* Newton's square root: lib/ links no maths library. */
static double square_root(double v)
{
    if (v <= 0)
        return 0;
    double r = v > 1 ? v : 1;
    for (int i = 0; i < 64; i++) {
        double next = 0.5 * (r + v / r);
        if (next >= r)
            break;
        r = next;
    }
    return r;
}

double hu_mean_reward(const hu_search *s, const hu_candidate *c)
{
    return (c->reward_sum + PRIOR_VISITS * hu_reward(s, c->prior)) / (c->visits + PRIOR_VISITS);
}

static int select_candidate(const hu_search *s, long iteration)
{
    double explore = s->opt.exploration * square_root((double)iteration + 1);
    int best = 0;
    double best_score = -1;
    for (int i = 0; i < s->count; i++) {
        const hu_candidate *c = &s->cand[i];
        double score = hu_mean_reward(s, c) + explore / (1.0 + c->visits + PRIOR_VISITS);
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}

/* The rollout policy: tiles placed uniformly at random, no piece deployed
 * (pieces keep their supply value, see hu_evaluate): the rollout measures
 * how the features of the pieces standing grow and complete. A turn ends
 * with its pass. */
static void play_turns(hunters_game *g, int turns, uint64_t *rng)
{
    while (turns > 0) {
        int phase = g->s.phase;
        if (phase == HUNTERS_PHASE_OVER)
            return;
        if (hu_is_draw_phase(phase)) {
            hunters_game_draw_random(g); /* (never: the search's copies draw for themselves) */
        } else if (hu_is_place_phase(phase)) {
            hunters_game_play(g, hu_board_random_placement(g, g->s.in_hand, rng));
        } else {
            hunters_game_play(g, hunters_move_pass());
            turns--;
        }
    }
}

static void rollout(hu_search *s, hu_candidate *c, long iteration)
{
    uint64_t rng;
    hunters_game *g = hu_rollout_begin(s, c, iteration, &rng);
    play_turns(g, s->opt.rollout_turns > 0 ? s->opt.rollout_turns : INT_MAX, &rng);
    hu_rollout_record(s, c, hu_evaluate(g, s->me, NULL));
}

double hu_elapsed_ms(const struct timespec *start)
{
    struct timespec now;
    if (!timespec_get(&now, TIME_UTC))
        return 0;
    return (double)(now.tv_sec - start->tv_sec) * 1e3 + (double)(now.tv_nsec - start->tv_nsec) * 1e-6;
}

void hu_search_mcts(hu_search *s)
{
    if (s->count <= 1)
        return; /* one candidate: nothing to search */
    struct timespec start = {0, 0};
    int timed = s->opt.milliseconds > 0 && timespec_get(&start, TIME_UTC) != 0;
    for (long i = 0; s->opt.iterations == 0 || i < s->opt.iterations; i++) {
        /* the clock is read every 8 iterations; at least 8 always run */
        if (timed && (i & 7) == 0 && i > 0 && hu_elapsed_ms(&start) >= s->opt.milliseconds)
            break;
        if (!timed && s->opt.iterations == 0)
            break; /* no usable clock and no iteration limit */
        rollout(s, &s->cand[select_candidate(s, i)], i);
    }
}

static int better(const hu_search *s, const hu_candidate *a, const hu_candidate *b)
{
    if (a->order != b->order) /* sequential halving's ranking (0 for the other bots) */
        return a->order > b->order;
    if (a->visits != b->visits)
        return a->visits > b->visits;
    double ma = hu_mean_reward(s, a), mb = hu_mean_reward(s, b);
    if (ma != mb)
        return ma > mb;
    return a->prior > b->prior;
}

int hu_search_best(const hu_search *s)
{
    int best = 0;
    for (int i = 1; i < s->count; i++)
        if (better(s, &s->cand[i], &s->cand[best]))
            best = i;
    return best;
}

void hu_search_rank(hu_search *s)
{
    /* insertion sort, stable: candidates number a few hundred at most */
    for (int i = 1; i < s->count; i++) {
        hu_candidate c = s->cand[i];
        int j = i;
        while (j > 0 && better(s, &c, &s->cand[j - 1])) {
            s->cand[j] = s->cand[j - 1];
            j--;
        }
        s->cand[j] = c;
    }
}
