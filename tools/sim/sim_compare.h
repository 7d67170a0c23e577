/* hunters-sim compare: the paired differences of two configurations (rule
 * sets or bot line-ups) over the same seeds and seats, B minus A, kept as
 * exact integer sums; means and 95% intervals are computed when printed. */
#ifndef HUNTERS_SIM_COMPARE_H
#define HUNTERS_SIM_COMPARE_H

#include <stdint.h>
#include <stdio.h>

#include "sim/sim_stats.h"

/* What is compared for each seat: score, points by source (R5.3, R5.4,
 * R8.2, R8.3), a win (rank 1, R8.4) and the margin (the score minus the
 * best other seat's score; the score alone in a one-player game). */
enum { COMPARE_METRICS = 7 };
extern const char *const compare_metric_names[COMPARE_METRICS];
/* The hunters_variant values, by their option's name. */
enum { COMPARE_VARIANTS = 6 };
extern const char *const compare_variant_names[COMPARE_VARIANTS];

/* Sums of one paired difference: count, sum and sum of squares. */
typedef struct compare_sums {
    int64_t n, sum, squares;
} compare_sums;

/* One side's finished game: its outcome and what each variant changed
 * (hunters_game_variant_changes()). */
typedef struct compare_side_game {
    sim_game game;
    int changes[COMPARE_VARIANTS];
} compare_side_game;

typedef struct sim_compare {
    int players;
    int64_t games;
    int64_t games_changed;      /* the games in which some seat's score differs */
    int64_t winners_changed;    /* the games in which the winners differ */
    compare_sums seat[HUNTERS_MAX_PLAYERS][COMPARE_METRICS];
    /* side 0 (A) and 1 (B): the games in which a variant changed something,
     * and how many scorings or events it changed in all */
    int64_t variant_games[2][COMPARE_VARIANTS], variant_events[2][COMPARE_VARIANTS];
} sim_compare;

/* Reads one side's finished game (sim_game_read() and the variants' counts). */
void compare_side_read(const hunters_game *game, uint64_t seed, const int *bots, compare_side_game *out);
/* Adds the pair of one seed's games, a under A and b under B. */
void sim_compare_add(sim_compare *c, const compare_side_game *a, const compare_side_game *b);
/* The mean of s and the half width of its 95% interval (normal, 1.96
 * standard errors); 1, or 0 when the interval is undefined (fewer than two
 * games: the half width is NaN, and so is the mean of none). */
int compare_interval(const compare_sums *s, double *mean, double *half);

/* The writers return 0, or -1 when out has an error; a and b name the sides. */
int sim_compare_print(const sim_compare *c, const char *a, const char *b, FILE *out);
int sim_compare_write_json(const sim_compare *c, const char *a, const char *b, FILE *out);
/* One CSV row per seed and seat: each metric under A and under B. */
int sim_compare_write_csv_header(FILE *out);
int sim_compare_write_csv(const compare_side_game *a, const compare_side_game *b, FILE *out);

/* The subcommand: hunters-sim compare [OPTIONS] A B (tools/sim/compare_main.c). */
int compare_main(int argc, char **argv);

#endif
