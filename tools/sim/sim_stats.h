/* hunters-sim's results: exact integer sums, so that runs split over
 * shards merge into exactly the result of one run. Means and intervals are
 * computed from the sums only when printed. */
#ifndef HUNTERS_SIM_STATS_H
#define HUNTERS_SIM_STATS_H

#include <stdint.h>
#include <stdio.h>

#include <hunters.h>

enum { SIM_SOURCES = 4 };   /* forests, rivers, huts, meadows */
enum { SIM_BOT_KINDS = 4 }; /* seam_kind values */
extern const char *const sim_source_names[SIM_SOURCES];

/* The sums over the games one seat (or one bot) played. */
typedef struct sim_sums {
    int64_t games, score_sum, score_squares, wins;
    int64_t points[SIM_SOURCES];
} sim_sums;

/* One finished game, as the per-game outputs show it. */
typedef struct sim_game {
    uint64_t seed;
    int players;
    int bot[HUNTERS_MAX_PLAYERS];
    int score[HUNTERS_MAX_PLAYERS], rank[HUNTERS_MAX_PLAYERS];
    int points[HUNTERS_MAX_PLAYERS][SIM_SOURCES];
    int tiles_removed, bonus_drawn, bonus_discarded, turns;
} sim_game;

typedef struct sim_stats {
    char config[512];       /* everything that must match for a merge */
    uint64_t first_seed, last_seed;
    int shard_count;        /* N of --shard K/N (1 for a whole run) */
    uint32_t shards_done;   /* bit K-1 for each shard K included */
    int players;
    int64_t games, tiles_removed, bonus_drawn, bonus_discarded, turns;
    sim_sums seat[HUNTERS_MAX_PLAYERS];
    sim_sums bot[SIM_BOT_KINDS];
} sim_stats;

/* Reads a finished game's outcome from its event log. */
void sim_game_read(const hunters_game *game, uint64_t seed, const int *bots, sim_game *out);
void sim_stats_add(sim_stats *stats, const sim_game *game);
/* Adds b's sums to a; returns 0, or -1 with why set when they do not merge
 * (another configuration or seed range, or a shard already included). */
int sim_stats_merge(sim_stats *a, const sim_stats *b, const char **why);
/* Adds b's sums to a, nothing checked: the threads of one run. */
void sim_stats_add_sums(sim_stats *a, const sim_stats *b);

void sim_stats_write_json(const sim_stats *stats, FILE *out);
/* Reads what sim_stats_write_json wrote; returns 0 or -1 with why set. */
int sim_stats_read_json(sim_stats *stats, const char *text, const char **why);
void sim_stats_print_table(const sim_stats *stats, FILE *out);

void sim_game_write_csv_header(FILE *out);
void sim_game_write_csv(const sim_game *game, FILE *out);
void sim_game_write_jsonl(const sim_game *game, FILE *out);

#endif
