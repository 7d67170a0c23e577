/* hunters-evaldata: the data for the fit of MCTS2's cut-off value
 * (lib/bots/cutoff.c, tools/fit_eval.py). Plays self-play games and writes,
 * at every place decision (the position after the previous whole turn),
 * one line per player: the features of lib/bots/cutoff_features.c from
 * that player's point of view and the game's final score difference, that
 * player's score minus the others' mean.
 *
 *   hunters-evaldata [--games N] [--players P] [--seed S] [--bot KIND]
 *                    [--iterations K] [--epsilon E] [--payouts]
 *                    [--meadows] [--pairs R [--pair-candidates C] [--pair-iterations K2]
 *                    [--pair-horizon H]]
 *
 * N games (default 100) of P players (default 2) from game seeds S, S+1,
 * ... (default 1); every player is the bot KIND (mcts2, default, or mcts)
 * at K iterations (default 100), except that a share E (default 0.1) of
 * the placements are uniformly random (the deployment after one is the
 * bot's), for variety. Output: a header line, then whitespace-separated
 * columns: game, players, land tiles left, player, target, features. The
 * same options give the same file.
 *
 * --payouts: instead, at every place decision, one line for each
 * unfinished forest or river holding members, meadow holding hunters and
 * river system holding huts: what it is then and what it pays at the end
 * (tools/evaldata/payouts.h): the data of the value's weights, fitted
 * without the noise of the rest of the game.
 *
 * --meadows: instead, at every place decision, one line for each meadow
 * holding hunters (R8.3) and player: the meadow then, the player's claims
 * and gain, and what the meadow holding it pays the player at the end
 * (tools/evaldata/payouts.h): the data of a learned meadow value
 * (tools/fit_meadows.py).
 *
 * --pairs R: instead, at a share R of the place decisions, two of the C
 * best whole turns by the bot's advice (default 8) are drawn at random,
 * and each is played on a copy redetermined with one seed (the same draws
 * for both) then to the end by the bot at K2 iterations (default 30) with
 * the same seeds (with H > 0, only H more turns, and the final score
 * difference is the library's cut-off value there). A line per player
 * holds the differences, first turn
 * minus second, of the final score differences and of the features after
 * the turn: what the turn changed, not the luck of the position. The fit
 * of these differences values a position by what a decision controls.
 *
 * A white-box tool: it reads the features with the library's internal
 * function, so it links the convenience library, not libhunters. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"
#include "common/number.h"
#include "common/output.h"
#include "evaldata/pairs.h"
#include "evaldata/payouts.h"
#include "evaldata/settings.h"

#define MOVES_MAX 4096
#define TURNS_MAX 256 /* place decisions a game can have: its land and bonus tiles */

static const char *const FEATURE_NAMES[HU_CF_COUNT] = {
    [HU_CF_PROJECTED] = "projected",
    [HU_CF_FOREST_VALUE] = "forest_value",
    [HU_CF_FOREST_VALUE_SHARE] = "forest_value_share",
    [HU_CF_FOREST_OPEN] = "forest_open",
    [HU_CF_RIVER_VALUE] = "river_value",
    [HU_CF_RIVER_VALUE_SHARE] = "river_value_share",
    [HU_CF_RIVER_OPEN] = "river_open",
    [HU_CF_CLOSING] = "closing",
    [HU_CF_BEHIND] = "behind",
    [HU_CF_MEMBERS_OUT] = "members_out",
    [HU_CF_MEADOW_SHARE] = "meadow_share",
    [HU_CF_MEADOW_AREAS] = "meadow_areas",
    [HU_CF_SYSTEM_SHARE] = "system_share",
    [HU_CF_SYSTEM_OPEN] = "system_open",
    [HU_CF_MEMBERS] = "members",
    [HU_CF_MEMBERS_SHARE] = "members_share",
    [HU_CF_HUTS] = "huts",
    [HU_CF_HUTS_SHARE] = "huts_share",
    [HU_CF_TO_MOVE] = "to_move",
    [HU_CF_MERGE] = "merge",
    [HU_CF_MERGE_MEADOW] = "merge_meadow",
    [HU_CF_MERGE_NEXT] = "merge_next",
    [HU_CF_CLAIMER] = "claimer",
};

/* The positions of one game, kept until its end gives the targets. */
typedef struct position {
    int land_left;
    double features[HU_MAX_PLAYERS][HU_CF_COUNT];
} position;

#define WATCH_MAX 16384 /* features watched in a game */

/* A uniformly random legal move of the current decision. */
static hunters_move random_move(hunters_game *g, uint64_t *rng)
{
    static hunters_move moves[MOVES_MAX];
    int count = hunters_game_legal_moves(g, moves, MOVES_MAX);
    if (count > MOVES_MAX)
        count = MOVES_MAX;
    return moves[next_random(rng) % (uint64_t)count];
}

/* Plays one game, writing its lines; returns 0, or 1 on a failure. */
static int play_game(const settings *set, const hunters_tileset *ts, unsigned long long game_seed,
                     position *positions, payout_watch *watch, meadow_watch *meadows)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.seed = game_seed;
    o.players = set->players;
    hunters_game *g = NULL;
    if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK)
        return 1;
    uint64_t rng = game_seed ^ 0x5eed5eedull;
    int count = 0, watch_count = 0, meadow_count = 0;
    for (long decision = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; decision++) {
        int phase = hunters_game_phase(g);
        int placing = phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS;
        if (placing && set->payouts) {
            watch_count = payouts_watch(g, watch, watch_count, WATCH_MAX);
        } else if (placing && set->meadows) {
            meadow_count = meadows_watch(g, (int)decision, meadows, meadow_count, WATCH_MAX);
        } else if (placing && set->pair_rate > 0) {
            if (uniform(&rng) < set->pair_rate &&
                compare_pair(g, set, game_seed * 7919ull + (unsigned long long)decision, &rng, game_seed)) {
                hunters_game_free(g);
                return 1;
            }
        } else if (placing && count < TURNS_MAX) {
            position *at = &positions[count++];
            at->land_left = g->s.land_left;
            for (int p = 0; p < set->players; p++)
                hu_cutoff_features(g, p, HU_CF_ALL, at->features[p]);
        }
        hunters_move move;
        if (placing && uniform(&rng) < set->epsilon) {
            move = random_move(g, &rng);
        } else {
            hunters_bot_options b;
            hunters_bot_options_init(&b);
            b.kind = set->kind;
            b.iterations = set->iterations;
            b.seed = game_seed * 1000003ull + (unsigned long long)decision;
            if (hunters_bot_choose(g, &b, &move) != HUNTERS_OK)
                move = random_move(g, &rng);
        }
        if (hunters_game_play(g, move) != HUNTERS_OK) {
            fprintf(stderr, "hunters-evaldata: %s\n", hunters_game_errmsg(g));
            hunters_game_free(g);
            return 1;
        }
    }
    payouts_write(g, watch, watch_count, game_seed);
    meadows_write(g, meadows, meadow_count, game_seed);
    double final[HU_MAX_PLAYERS];
    final_differences(g, set->players, final);
    for (int i = 0; i < count; i++)
        for (int p = 0; p < set->players; p++) {
            printf("%llu %d %d %d %g", game_seed, set->players, positions[i].land_left, p, final[p]);
            for (int k = 0; k < HU_CF_COUNT; k++)
                printf(" %.6g", positions[i].features[p][k]);
            putchar('\n');
        }
    hunters_game_free(g);
    return 0;
}

/* A whole number from low to high into *out; 0, or -1 (atoi() read a word
 * as 0 and wrapped past 2^31). */
static int parse_count(const char *text, long low, long high, int *out)
{
    int32_t v;
    if (parse_whole_number(text, low, high, &v))
        return -1;
    *out = (int)v;
    return 0;
}

int main(int argc, char **argv)
{
    settings set = {100, 2, HUNTERS_BOT_MCTS2, 100, 0.1, 1, 0, 8, 30, 0, 0, 0};
    for (int i = 1; i < argc; i++) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t seed;
        int bad = 0, at = i;
        if (strcmp(argv[i], "--games") == 0 && next)
            bad = parse_count(argv[++i], 1, INT32_MAX, &set.games);
        else if (strcmp(argv[i], "--players") == 0 && next)
            bad = parse_count(argv[++i], 2, HU_MAX_PLAYERS, &set.players);
        else if (strcmp(argv[i], "--seed") == 0 && next) {
            bad = parse_unsigned_64(argv[++i], &seed);
            set.seed = seed;
        } else if (strcmp(argv[i], "--iterations") == 0 && next)
            bad = parse_count(argv[++i], 1, 100000000, &set.iterations);
        else if (strcmp(argv[i], "--payouts") == 0)
            set.payouts = 1;
        else if (strcmp(argv[i], "--meadows") == 0)
            set.meadows = 1;
        else if (strcmp(argv[i], "--pairs") == 0 && next)
            bad = parse_decimal(argv[++i], 0, 1, &set.pair_rate); /* (atof() read "abc" as 0) */
        else if (strcmp(argv[i], "--pair-candidates") == 0 && next)
            bad = parse_count(argv[++i], 2, INT32_MAX, &set.pair_candidates);
        else if (strcmp(argv[i], "--pair-iterations") == 0 && next)
            bad = parse_count(argv[++i], 1, 100000000, &set.pair_iterations);
        else if (strcmp(argv[i], "--pair-horizon") == 0 && next)
            bad = parse_count(argv[++i], 0, INT32_MAX, &set.pair_horizon);
        else if (strcmp(argv[i], "--epsilon") == 0 && next)
            bad = parse_decimal(argv[++i], 0, 1, &set.epsilon);
        else if (strcmp(argv[i], "--bot") == 0 && next && (strcmp(next, "mcts2") == 0 || strcmp(next, "mcts") == 0))
            set.kind = strcmp(argv[++i], "mcts2") == 0 ? HUNTERS_BOT_MCTS2 : HUNTERS_BOT_MCTS;
        else
            bad = 1;
        if (bad) {
            fprintf(stderr, "hunters-evaldata: bad option or value: %s%s%s\n"
                            "usage: hunters-evaldata [--games N] [--players P] [--seed S] [--bot mcts2|mcts] "
                            "[--iterations K] [--epsilon E] [--payouts] [--meadows] [--pairs R [--pair-candidates C] "
                            "[--pair-iterations K2] [--pair-horizon H]]\n"
                            "  (N >= 1, P 2 to %d, K and K2 1 to 100000000, E and R 0 to 1, C >= 2, H >= 0)\n",
                    argv[at], i > at ? " " : "", i > at ? argv[i] : "", HU_MAX_PLAYERS);
            return 2;
        }
    }
    if (set.pair_candidates > PAIR_CANDIDATES_MAX)
        set.pair_candidates = PAIR_CANDIDATES_MAX;
    hunters_tileset *ts = NULL;
    if (hunters_tileset_load_default(&ts, NULL) != HUNTERS_OK)
        return 1;
    position *positions = malloc(TURNS_MAX * sizeof *positions);
    payout_watch *watch = malloc(WATCH_MAX * sizeof *watch);
    meadow_watch *meadows = malloc(WATCH_MAX * sizeof *meadows);
    int rc = positions && watch && meadows ? 0 : 1;
    if (set.meadows) {
        printf("game players land_left meadow player value size claims gains final_value final_gains merged\n");
    } else if (set.payouts) {
        printf("game players land_left kind share value open size payout\n");
    } else {
        printf("game players land_left player target");
        for (int k = 0; k < HU_CF_COUNT; k++)
            printf(" %s", FEATURE_NAMES[k]);
        putchar('\n');
    }
    for (int n = 0; n < set.games && rc == 0; n++)
        rc = play_game(&set, ts, set.seed + (unsigned long long)n, positions, watch, meadows);
    free(meadows);
    free(watch);
    free(positions);
    hunters_tileset_free(ts);
    /* a data set cut by a full disk is no data set: exit 1, not 0 */
    return finish_stdout("hunters-evaldata") ? 1 : rc;
}
