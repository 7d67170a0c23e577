/* hunters-tune's games (tools/hunters-tune.c): a batch of 2-player games
 * between two bots, in seat-swapped pairs on the same tiles, played on
 * several threads with the same results for any thread count. */
#ifndef HUNTERS_TUNE_GAMES_H
#define HUNTERS_TUNE_GAMES_H

#include <hunters.h>

/* One side of the batch: a bot kind (HUNTERS_BOT_MCTS2 or
 * HUNTERS_BOT_GREEDY) and, for MCTS2, its cut-off weights [HU_CF_COUNT]
 * (NULL: the built-in ones). */
typedef struct tune_side {
    int kind;
    const double *weights;
    double exploration;        /* the bot option, when > 0 (else its default) */
    int rollout_turns;         /* the bot option, when > 0 */
} tune_side;

typedef struct tune_batch {
    tune_side side[2];
    int iterations;            /* MCTS2's iterations per decision */
    int games;                 /* even */
    unsigned long long seed;   /* game k: game seed seed + k / 2, side 0 in seat k % 2 */
    const hunters_tileset *ts;
    /* results, for side 0 */
    double wins;               /* ties count half */
    double diff;               /* sum of its score minus side 1's */
} tune_batch;

/* Plays the batch's games on `threads` threads and sets its results;
 * returns 0, or -1 after printing why to stderr. */
int tune_play(tune_batch *b, int threads);

#endif
