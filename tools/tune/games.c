/* hunters-tune's games: each game's seeds and seats follow from its
 * number alone, and the results are added up in game order, so the thread
 * count changes only the wall time. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "bots/bots.h"
#include "tune/games.h"

typedef struct shared {
    tune_batch *batch;
    pthread_mutex_t lock;
    int next, failed;
    double *win, *diff;        /* [games]: side 0's */
} shared;

/* Game k of the batch; returns 0, or -1 after printing why. */
static int play_game(const tune_batch *b, int k, double *win, double *diff)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = b->ts;
    o.seed = b->seed + (unsigned long long)(k / 2);
    o.players = b->players > 2 ? b->players : 2;
    /* the lone seat turns with the pair; game 2j gives it to side 0, game
     * 2j + 1 to side 1 (with two players: the seats swapped) */
    int lone = o.players == 2 ? 0 : (k / 2) % o.players, lone_side = k % 2;
    hunters_game *g = NULL;
    if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK) {
        fprintf(stderr, "hunters-tune: cannot create a game\n");
        return -1;
    }
    for (long turn = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; turn++) {
        int seat = hunters_game_current_player(g);
        const tune_side *side = &b->side[seat == lone ? lone_side : 1 - lone_side];
        hunters_bot_options bo;
        hunters_bot_options_init(&bo);
        bo.kind = side->kind;
        bo.iterations = side->iterations > 0 ? side->iterations : b->iterations;
        if (side->exploration > 0)
            bo.exploration = side->exploration;
        if (side->rollout_turns > 0)
            bo.rollout_turns = side->rollout_turns;
        bo.seed = o.seed * 1000003ull + (unsigned long long)turn * 8 + (unsigned long long)seat;
        hunters_move move;
        int rc = hu_bot_choose_weighted(g, &bo, side->weights, &move);
        if (rc == HUNTERS_OK)
            rc = hunters_game_play(g, move);
        if (rc != HUNTERS_OK) {
            fprintf(stderr, "hunters-tune: a bot failed: %s\n", hunters_game_errmsg(g));
            hunters_game_free(g);
            return -1;
        }
    }
    /* each side's best score and mean score */
    double best[2] = {-1e9, -1e9}, sum[2] = {0, 0};
    int seats[2] = {0, 0};
    for (int p = 0; p < o.players; p++) {
        int s = p == lone ? lone_side : 1 - lone_side, score = hunters_game_score(g, p);
        best[s] = score > best[s] ? score : best[s];
        sum[s] += score;
        seats[s]++;
    }
    *diff = sum[0] / seats[0] - sum[1] / seats[1];
    *win = best[0] > best[1] ? 1.0 : best[0] == best[1] ? 0.5 : 0.0;
    hunters_game_free(g);
    return 0;
}

static void *worker(void *arg)
{
    shared *s = arg;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        int k = s->failed ? s->batch->games : s->next++;
        pthread_mutex_unlock(&s->lock);
        if (k >= s->batch->games)
            return NULL;
        if (play_game(s->batch, k, &s->win[k], &s->diff[k])) {
            pthread_mutex_lock(&s->lock);
            s->failed = 1;
            pthread_mutex_unlock(&s->lock);
        }
    }
}

int tune_play(tune_batch *b, int threads)
{
    shared s = {.batch = b};
    s.win = calloc((size_t)b->games, sizeof *s.win);
    s.diff = calloc((size_t)b->games, sizeof *s.diff);
    pthread_t ids[64];
    int started = 0;
    if (s.win && s.diff) {
        pthread_mutex_init(&s.lock, NULL);
        for (; started < threads && started < 64; started++)
            if (pthread_create(&ids[started], NULL, worker, &s))
                break;
        if (started == 0)
            worker(&s);
        for (int i = 0; i < started; i++)
            pthread_join(ids[i], NULL);
        pthread_mutex_destroy(&s.lock);
    } else {
        fprintf(stderr, "hunters-tune: out of memory\n");
        s.failed = 1;
    }
    b->wins = b->diff = 0;
    for (int k = 0; k < b->games && !s.failed; k++) {
        b->wins += s.win[k];
        b->diff += s.diff[k];
    }
    free(s.win);
    free(s.diff);
    return s.failed ? -1 : 0;
}
