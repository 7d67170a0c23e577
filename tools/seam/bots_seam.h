/* The frontends' seam to the bots: the few calls hunters-play and
 * hunters-sim need, answered with what the library offers today. Each
 * function mirrors a call of the coming bots API, so that swapping them is
 * mechanical:
 *
 *   seam_choose(game, &bot, &move)      -> hunters_bot_choose(game, &bot_options, &move)
 *   seam_advise(game, &bot, advice, k)  -> hunters_bot_advise(...)
 *   seam_project(game, scores)          -> hunters_game_project_scores(game, scores)
 *
 * Until then: "random" is uniform over hunters_game_legal_moves(),
 * "greedy" looks one whole turn ahead (placement and deployment) on a
 * scratch copy, and "mcts" is answered by greedy (seam_kind_is_stand_in).
 * The projection is the current score (seam_project returns 0 to say so). */
#ifndef HUNTERS_BOTS_SEAM_H
#define HUNTERS_BOTS_SEAM_H

#include <stdint.h>

#include <hunters.h>

typedef enum seam_kind {
    SEAM_HUMAN = 0, /* not a bot: the frontend asks a person */
    SEAM_RANDOM = 1,
    SEAM_GREEDY = 2,
    SEAM_MCTS = 3
} seam_kind;

/* The options of one seat's bot, as hunters_bot_options will hold them. */
typedef struct seam_bot {
    int kind;            /* seam_kind */
    uint64_t seed;       /* the bot's generator: tie-breaks and random choices */
    int32_t iterations;  /* mcts only (unused by the stand-in) */
} seam_bot;

/* One advised whole-turn move, best first. */
typedef struct seam_advice {
    hunters_move place;  /* the placement (0 in a deploy phase) */
    hunters_move deploy; /* the deployment or pass after it */
    int32_t visits;      /* how often the search tried it (1 for greedy) */
    double value;        /* its mean value for the player to move */
} seam_advice;

/* The kind named by text ("human", "random", "greedy", "mcts"), or -1. */
int seam_kind_parse(const char *name);
const char *seam_kind_name(int kind);
/* Whether the kind is answered by another bot until the bots API lands. */
int seam_kind_is_stand_in(int kind);

/* Picks the next move of the player to move, in a place or deploy phase.
 * Returns HUNTERS_OK, or HUNTERS_EPHASE when there is no move to make. */
int seam_choose(hunters_game *game, seam_bot *bot, hunters_move *move);

/* Up to k best whole-turn moves for the player to move; returns how many. */
int seam_advise(hunters_game *game, seam_bot *bot, seam_advice *advice, int k);

/* Fills scores[players]; returns 1 for a projection of the final scores, 0
 * when they are the current scores (what the seam gives today). */
int seam_project(const hunters_game *game, int32_t scores[]);

#endif
