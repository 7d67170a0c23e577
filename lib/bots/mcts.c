/* Monte Carlo tree search over whole turns. The root holds every candidate
 * turn of the decision (the tile in hand is public, so they are the same
 * in every determinization); below it, each iteration samples chance and
 * the other players' turns: it copies the game into the preallocated
 * scratch game, redetermines it from (seed, iteration), plays the
 * candidate turn and finishes the game with uniformly random moves
 * (hunters_game_play_random). Nothing is allocated per iteration.
 *
 * Value: the reward of a rollout, in [0, 1], is half the outcome (win 1,
 * tie 1/2, loss 0) and half the final score difference d mapped linearly,
 * 1/2 + d/60, clamped. Each candidate starts with PRIOR_VISITS virtual
 * visits of the same reward computed from its projected difference, so the
 * search starts where the greedy bot would and spends its iterations on the
 * turns that matter. Selection: Q + c * sqrt(N) / (1 + n) (N iterations so
 * far, n the candidate's real and virtual visits, c the exploration). */
#include <time.h>

#include "bots/bots.h"

#define PRIOR_VISITS 2.0
#define DIFF_SCALE 60.0

static double clamp01(double v)
{
    return v < 0 ? 0 : v > 1 ? 1 : v;
}

static double outcome(double diff)
{
    return diff > 0 ? 1.0 : diff == 0 ? 0.5 : 0.0;
}

static double reward_of(double diff)
{
    return 0.5 * outcome(diff) + 0.5 * clamp01(0.5 + diff / DIFF_SCALE);
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

static double mean_reward(const hu_candidate *c)
{
    return (c->reward_sum + PRIOR_VISITS * reward_of(c->prior)) / (c->visits + PRIOR_VISITS);
}

static int select_candidate(const hu_search *s, long iteration)
{
    double explore = s->opt.exploration * square_root((double)iteration + 1);
    int best = 0;
    double best_score = -1;
    for (int i = 0; i < s->count; i++) {
        const hu_candidate *c = &s->cand[i];
        double score = mean_reward(c) + explore / (1.0 + c->visits + PRIOR_VISITS);
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}

static void rollout(hu_search *s, hu_candidate *c, long iteration)
{
    hunters_game *g = s->scratch;
    hunters_game_copy(g, s->game);
    hunters_game_redetermine(g, hu_bot_stream(s->opt.seed, 2 * (uint64_t)iteration + 1));
    if (c->place)
        hunters_game_play(g, c->place);
    hunters_game_play(g, c->deploy);
    hunters_game_play_random(g, hu_bot_stream(s->opt.seed, 2 * (uint64_t)iteration + 2));
    int32_t scores[HU_MAX_PLAYERS];
    hunters_game_project_scores(g, scores);
    double diff = hu_score_difference(g, scores, s->me);
    c->visits++;
    c->diff_sum += diff;
    c->win_sum += outcome(diff);
    c->reward_sum += reward_of(diff);
}

static double elapsed_ms(const struct timespec *start)
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
        if (timed && (i & 7) == 0 && i > 0 && elapsed_ms(&start) >= s->opt.milliseconds)
            break;
        if (!timed && s->opt.iterations == 0)
            break; /* no usable clock and no iteration limit */
        rollout(s, &s->cand[select_candidate(s, i)], i);
    }
}

static int better(const hu_candidate *a, const hu_candidate *b)
{
    if (a->visits != b->visits)
        return a->visits > b->visits;
    double ma = mean_reward(a), mb = mean_reward(b);
    if (ma != mb)
        return ma > mb;
    return a->prior > b->prior;
}

int hu_search_best(const hu_search *s)
{
    int best = 0;
    for (int i = 1; i < s->count; i++)
        if (better(&s->cand[i], &s->cand[best]))
            best = i;
    return best;
}

void hu_search_rank(hu_search *s)
{
    /* insertion sort, stable: candidates number a few hundred at most */
    for (int i = 1; i < s->count; i++) {
        hu_candidate c = s->cand[i];
        int j = i;
        while (j > 0 && better(&c, &s->cand[j - 1])) {
            s->cand[j] = s->cand[j - 1];
            j--;
        }
        s->cand[j] = c;
    }
}
