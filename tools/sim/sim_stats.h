/* hunters-sim's results: exact integer sums, so that runs split over
 * shards merge into exactly the result of one run. Means and intervals are
 * computed from the sums only when printed. */
#ifndef HUNTERS_SIM_STATS_H
#define HUNTERS_SIM_STATS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <hunters.h>

enum { SIM_SOURCES = 4 };   /* forests, rivers, huts, meadows */
enum { SIM_BOT_KINDS = 5 }; /* seam_kind values */
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

/* The room for a library version, "MAJOR.MINOR.PATCH" (hunters_version()). */
enum { SIM_VERSION_SIZE = 32 };

typedef struct sim_stats {
    /* the version of the library that played the games: results of two
     * versions, whose bots may play otherwise, are not one run's */
    char library_version[SIM_VERSION_SIZE];
    char config[512];       /* everything else that must match for a merge */
    uint64_t first_seed, last_seed;
    int shard_count;        /* N of --shard K/N (1 for a whole run) */
    uint32_t shards_done;   /* bit K-1 for each shard K included */
    int players;
    int64_t games, tiles_removed, bonus_drawn, bonus_discarded, turns;
    sim_sums seat[HUNTERS_MAX_PLAYERS];
    sim_sums bot[SIM_BOT_KINDS];
} sim_stats;

/* The most games a run or a merged summary holds: 10^12, years of
 * play; all sums of that many games of realistic scores fit int64_t. */
#define SIM_MAX_GAMES UINT64_C(1000000000000)

/* The games of shard K of N of the seeds first..last (a range of at most
 * SIM_MAX_GAMES seeds). */
uint64_t sim_shard_games(uint64_t first_seed, uint64_t last_seed, int shard, int shard_count);

/* Reads a finished game's outcome from its event log. */
void sim_game_read(const hunters_game *game, uint64_t seed, const int *bots, sim_game *out);
void sim_stats_add(sim_stats *stats, const sim_game *game);
/* sim_stats_add() of a game read back (sim_game_read_jsonl(): its numbers
 * in int32_t, never negative), unless a sum would leave int64_t: -1 then,
 * stats unchanged. */
int sim_stats_add_checked(sim_stats *stats, const sim_game *game);
/* Adds b's sums to a; returns 0, or -1 with why set (and a unchanged)
 * when they do not merge: another library version, configuration or seed
 * range, a shard already included, or a sum that would overflow. */
int sim_stats_merge(sim_stats *a, const sim_stats *b, const char **why);
/* The number of shards of a's run that a does not include, and their
 * numbers as "2, 5" in buffer. */
int sim_stats_missing_shards(const sim_stats *a, char *buffer, size_t size);

/* The writers return 0, or -1 when out has an error (see ferror()). */
int sim_stats_write_json(const sim_stats *stats, FILE *out);
/* Reads what sim_stats_write_json wrote, every field present once, in
 * range, and consistent with the others; returns 0, or -1 with why
 * saying what is wrong. */
int sim_stats_read_json(sim_stats *stats, const char *text, char *why, size_t why_size);
int sim_stats_print_table(const sim_stats *stats, FILE *out);

int sim_game_write_csv_header(FILE *out);
int sim_game_write_csv(const sim_game *game, FILE *out);
int sim_game_write_jsonl(const sim_game *game, FILE *out);
/* Whether text can be recorded as a library version: 1 to
 * SIM_VERSION_SIZE - 1 letters, digits and . + - ~ _ (what the readers
 * take, so that a message quoting one shows nothing else). */
int sim_version_text_ok(const char *text);
/* The first line of a --jsonl file, without its newline: what fixes the
 * games of a run (library version, config, seeds, shard), so that a
 * resumed run can tell its own rows. Returns 0, or -1 when it does not fit. */
int sim_games_header(const sim_stats *run, char *buffer, size_t size);
/* The library version a --jsonl file's first line (without its newline)
 * names, copied into version (SIM_VERSION_SIZE bytes): 1, or 0 when the
 * line is such a header naming none (an older hunters-sim's), or -1 when
 * it is no such header (another file, or a version no hunters-sim writes). */
int sim_games_header_version(const char *line, char version[SIM_VERSION_SIZE]);
/* Reads one line that sim_game_write_jsonl wrote (without the newline),
 * every field present once and in range; returns 0, or -1 with why set. */
int sim_game_read_jsonl(sim_game *game, const char *line, char *why, size_t why_size);

#endif
