/* hunters-tune's games (tools/hunters-tune.c): a batch of games between
 * two bots, in pairs on the same tiles, played on several threads with the
 * same results for any thread count. With two players a pair swaps the
 * seats; with more, one side holds one seat (turning with the pair) and
 * the other side every other seat, then the reverse. */
#ifndef HUNTERS_TUNE_GAMES_H
#define HUNTERS_TUNE_GAMES_H

#include <hunters.h>

/* One side of the batch: a bot kind (HUNTERS_BOT_MCTS2, HUNTERS_BOT_MCTS
 * or HUNTERS_BOT_GREEDY) and, for MCTS2, its cut-off weights [HU_CF_COUNT]
 * (NULL: the built-in ones). */
typedef struct tune_side {
    int kind;
    const double *weights;
    double exploration;        /* the bot option, when > 0 (else its default) */
    int rollout_turns;         /* the bot option, when > 0 */
    int iterations;            /* its iterations per decision, when > 0 (else the batch's) */
} tune_side;

typedef struct tune_batch {
    tune_side side[2];
    int iterations;            /* iterations per decision (a side's own, if it has them) */
    int games;                 /* even */
    int players;               /* 2 to 4 (0: 2) */
    unsigned long long seed;   /* game k: game seed seed + k / 2, side 0 in seat k % 2 */
    const hunters_tileset *ts;
    /* results, for side 0: a game is won by the side of the highest score
     * (a tie between the sides counts half), so with equal sides the
     * expected wins are games / 2 for any player count */
    double wins;
    double diff;               /* sum of its mean score minus side 1's */
} tune_batch;

/* Plays the batch's games on `threads` threads and sets its results;
 * returns 0, or -1 after printing why to stderr. */
int tune_play(tune_batch *b, int threads);

#endif
