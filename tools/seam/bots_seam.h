/* The frontends' bots: the few calls hunters-play and hunters-sim need,
 * as thin adapters over the library's bots (include/hunters.h, "Bots,
 * search and advice"):
 *
 *   seam_choose(game, &bot, &move)      -> hunters_bot_choose()
 *   seam_advise(game, &bot, advice, k)  -> hunters_bot_advise()
 *
 * A seat's bot keeps its own seed, advanced at every call. */
#ifndef HUNTERS_BOTS_SEAM_H
#define HUNTERS_BOTS_SEAM_H

#include <stddef.h>
#include <stdint.h>

#include <hunters.h>

typedef enum seam_kind {
    SEAM_HUMAN = 0, /* not a bot: the frontend asks a person */
    SEAM_RANDOM = 1,
    SEAM_GREEDY = 2,
    SEAM_MCTS = 3,
    SEAM_MCTS2 = 4  /* HUNTERS_BOT_MCTS2: sequential halving, rollouts where every player deploys */
} seam_kind;

/* The options of one seat's bot, as hunters_bot_options will hold them. */
typedef struct seam_bot {
    int kind;            /* seam_kind */
    uint64_t seed;       /* the bot's generator: tie-breaks and random choices */
    int32_t iterations;  /* mcts and mcts2 only: iterations per decision */
} seam_bot;

/* One advised whole-turn move, best first. */
typedef struct seam_advice {
    hunters_move place;  /* the placement (0 in a deploy phase) */
    hunters_move deploy; /* the deployment or pass after it */
    int32_t visits;      /* how often the search tried it (1 for greedy) */
    double value;        /* its mean value for the player to move */
} seam_advice;

/* The kind named by text ("human", "random", "greedy", "mcts", "mcts2"), or -1. */
int seam_kind_parse(const char *name);
const char *seam_kind_name(int kind);

/* The bots of "random,greedy,...", one a seat (no humans), into bots[0..]:
 * returns how many, or -1 with the reason written into why (the bot that is
 * unknown, or more than capacity seats). */
int seam_parse_bots(const char *list, int *bots, int capacity, char *why, size_t why_size);

/* Picks the next move of the player to move, in a place or deploy phase.
 * Returns HUNTERS_OK, or HUNTERS_EPHASE when there is no move to make. */
int seam_choose(hunters_game *game, seam_bot *bot, hunters_move *move);

/* Up to k best whole-turn moves for the player to move; returns how many. */
int seam_advise(hunters_game *game, seam_bot *bot, seam_advice *advice, int k);

#endif
