/* hunters-sim: plays many games between bots and summarizes them.
 *
 *   hunters-sim [OPTIONS]            play and print the summary table
 *   hunters-sim merge FILE...        merge the JSON summaries of shards
 *
 * Every game is fixed by its seed (the game's generator and the bots'), so
 * a run is reproducible whatever -j says, and shards of a range of seeds
 * merge into exactly the summary of one run: the summary holds integer
 * sums only. See doc/sim.md. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <hunters.h>

#include "common/clock.h"
#include "common/random.h"
#include "common/read_file.h"
#include "common/rule_options.h"

#include "seam/bots_seam.h"
#include "sim/sim_stats.h"

static const char usage[] =
    "usage: hunters-sim [OPTIONS]\n"
    "       hunters-sim merge [--json FILE] SUMMARY.json...\n"
    "Plays games between bots and prints a summary table.\n"
    "\n"
    "  -n, --games N         play seeds 1..N (default 100)\n"
    "      --seeds A..B      play seeds A to B\n"
    "      --shard K/N       play only the K-th of N shares of the seeds (1 <= K <= N <= 32)\n"
    "  -p, --players LIST    a bot per seat: random, greedy, mcts (default random,random)\n"
    "      --rotate          rotate the bots over the seats from game to game\n"
    "  -o, --option NAME=V   a rule option (repeatable; --list-options shows them)\n"
    "      --tileset FILE    a tile set file instead of the default set\n"
    "      --iterations N    mcts iterations per move (default 1000)\n"
    "  -j, --threads N       worker threads (default 1)\n"
    "      --json FILE       write the summary as JSON (the input of merge); - for stdout\n"
    "      --csv FILE        write one CSV row per seat and game; - for stdout\n"
    "      --jsonl FILE      write one JSON line per game; - for stdout\n"
    "  -q, --quiet           no table on stdout\n"
    "      --progress        show the progress bar even when stderr is no terminal\n"
    "      --list-options    list the rule options and exit\n"
    "  -h, --help            this help\n";


/* ---- the run ------------------------------------------------------------ */

typedef struct run {
    hunters_game_options options;
    hunters_tileset *tileset;
    int players, bots[HUNTERS_MAX_PLAYERS], rotate;
    int32_t iterations;
    uint64_t first_seed, last_seed;
    int shard, shard_count;
    /* the games to play: the seeds of this shard, in order */
    uint64_t count;
    sim_game *results;      /* [count] */
    int keep_games;
    sim_stats *thread_stats;
    pthread_mutex_t lock;
    uint64_t next, done;
    int failed;
    char failure[256];
} run;

static uint64_t seed_of(const run *r, uint64_t index)
{
    return r->first_seed + (uint64_t)(r->shard - 1) + index * (uint64_t)r->shard_count;
}

/* A number from x that looks random: the first of the sequence from x. */
static uint64_t mix(uint64_t x)
{
    return next_random(&x);
}

/* Plays the game of one seed to its end. */
static int play_one(run *r, hunters_game *game, uint64_t seed, sim_game *out)
{
    int bots[HUNTERS_MAX_PLAYERS];
    seam_bot seat[HUNTERS_MAX_PLAYERS];
    for (int p = 0; p < r->players; p++) {
        /* --rotate: seat p of game seed s gets bot (p + s) mod players */
        bots[p] = r->bots[r->rotate ? (int)(((uint64_t)p + seed % (uint64_t)r->players) % (uint64_t)r->players) : p];
        seat[p] = (seam_bot){bots[p], mix(seed * 16 + (uint64_t)p + 1), r->iterations};
    }
    for (;;) {
        int phase = hunters_game_phase(game);
        if (phase == HUNTERS_PHASE_OVER)
            break;
        int rc;
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            rc = hunters_game_draw_random(game);
        } else {
            hunters_move move = 0;
            rc = seam_choose(game, &seat[hunters_game_current_player(game)], &move);
            if (!rc)
                rc = hunters_game_play(game, move);
        }
        if (rc)
            return rc;
    }
    sim_game_read(game, seed, bots, out);
    return HUNTERS_OK;
}

static void *worker(void *arg)
{
    run *r = ((void **)arg)[0];
    sim_stats *stats = ((void **)arg)[1];
    for (;;) {
        pthread_mutex_lock(&r->lock);
        uint64_t index = r->next++;
        int stop = r->failed;
        pthread_mutex_unlock(&r->lock);
        if (stop || index >= r->count)
            break;
        uint64_t seed = seed_of(r, index);
        hunters_game_options o = r->options;
        o.seed = seed;
        hunters_game *game = NULL;
        hunters_error error;
        int rc = hunters_game_new(&game, &o, &error);
        sim_game result;
        if (!rc)
            rc = play_one(r, game, seed, &result);
        pthread_mutex_lock(&r->lock);
        if (rc && !r->failed) {
            r->failed = 1;
            snprintf(r->failure, sizeof r->failure, "seed %llu: %s: %.200s", (unsigned long long)seed,
                     hunters_strerror(rc), game ? hunters_game_errmsg(game) : error.message);
        }
        r->done++;
        pthread_mutex_unlock(&r->lock);
        if (!rc) {
            sim_stats_add(stats, &result);
            if (r->keep_games)
                r->results[index] = result;
        }
        hunters_game_free(game);
    }
    return NULL;
}

static void show_progress(uint64_t done, uint64_t total, double elapsed, int final)
{
    int width = 30, filled = total ? (int)((double)width * (double)done / (double)total) : width;
    double rate = elapsed > 0 ? (double)done / elapsed : 0;
    double left = rate > 0 ? (double)(total - done) / rate : 0;
    char bar[64];
    for (int i = 0; i < width; i++)
        bar[i] = i < filled ? '#' : '.';
    bar[width] = '\0';
    fprintf(stderr, "\r[%s] %llu/%llu games  %.1f/s  %s %d:%02d ", bar, (unsigned long long)done,
            (unsigned long long)total, rate, final ? "took" : "left", (int)(final ? elapsed : left) / 60,
            (int)(final ? elapsed : left) % 60);
    if (final)
        fputc('\n', stderr);
    fflush(stderr);
}

/* ---- command line --------------------------------------------------------- */

__attribute__((format(printf, 1, 2), noreturn)) static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "hunters-sim: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    exit(2);
}

static FILE *open_output(const char *path)
{
    if (!strcmp(path, "-"))
        return stdout;
    FILE *f = fopen(path, "w");
    if (!f)
        die("cannot write %s", path);
    return f;
}

static void close_output(FILE *f)
{
    if (f != stdout && fclose(f) != 0)
        die("%s", "cannot finish writing an output file");
}

static int merge_main(int argc, char **argv)
{
    const char *json = NULL;
    sim_stats total, part;
    int have = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json") && i + 1 < argc) {
            json = argv[++i];
            continue;
        }
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            fputs(usage, stdout);
            return 0;
        }
        size_t length;
        char *text = read_file(argv[i], &length);
        if (!text)
            die("cannot read %s: %s", argv[i], strerror(errno));
        const char *why = NULL;
        if (sim_stats_read_json(have ? &part : &total, text, &why))
            die("%s", why);
        free(text);
        if (have && sim_stats_merge(&total, &part, &why)) {
            fprintf(stderr, "hunters-sim: %s: %s\n", argv[i], why);
            return 1;
        }
        have = 1;
    }
    if (!have)
        die("%s", "merge needs the JSON summaries of the shards");
    sim_stats_print_table(&total, stdout);
    if (json) {
        FILE *f = open_output(json);
        sim_stats_write_json(&total, f);
        close_output(f);
    }
    return 0;
}


static void set_rule_option(hunters_game_options *o, const char *text, char *config, size_t size)
{
    int status = rule_option_set(o, text);
    if (status == RULE_OPTION_BAD_VALUE)
        die("bad value in %s (hunters-sim --list-options)", text);
    if (status != RULE_OPTION_OK)
        die("unknown rule option %s (hunters-sim --list-options)", text);
    size_t used = strlen(config);
    snprintf(config + used, size - used, " %s", text);
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "merge"))
        return merge_main(argc - 1, argv + 1);
    run r;
    memset(&r, 0, sizeof r);
    hunters_game_options_init(&r.options);
    r.first_seed = 1;
    r.last_seed = 100;
    r.shard = r.shard_count = 1;
    r.iterations = 1000;
    const char *players = "random,random", *json = NULL, *csv = NULL, *jsonl = NULL, *tileset = NULL;
    int32_t threads = 1;
    int quiet = 0, progress = isatty(2);
    char rules[256] = "";
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define TAKES(s, l) ((!strcmp(a, s) || !strcmp(a, l)) && v && ++i)
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return 0;
        } else if (!strcmp(a, "--list-options")) {
            rule_options_list(stdout);
            return 0;
        } else if (TAKES("-n", "--games")) {
            int32_t n;
            if (parse_whole_number(v, 1, 2000000000, &n))
                die("bad game count %s", v);
            r.first_seed = 1;
            r.last_seed = (uint64_t)n;
        } else if (TAKES("--seeds", "--seeds")) {
            unsigned long long lo, hi;
            if (sscanf(v, "%llu..%llu", &lo, &hi) != 2 || hi < lo)
                die("bad seed range %s (A..B)", v);
            r.first_seed = lo;
            r.last_seed = hi;
        } else if (TAKES("--shard", "--shard")) {
            if (sscanf(v, "%d/%d", &r.shard, &r.shard_count) != 2 || r.shard_count < 1 || r.shard_count > 32 ||
                r.shard < 1 || r.shard > r.shard_count)
                die("bad shard %s (K/N, 1 <= K <= N <= 32)", v);
        } else if (TAKES("-p", "--players")) {
            players = v;
        } else if (!strcmp(a, "--rotate")) {
            r.rotate = 1;
        } else if (TAKES("-o", "--option")) {
            set_rule_option(&r.options, v, rules, sizeof rules);
        } else if (TAKES("--tileset", "--tileset")) {
            tileset = v;
        } else if (TAKES("--iterations", "--iterations")) {
            if (parse_whole_number(v, 1, 100000000, &r.iterations))
                die("bad iteration count %s", v);
        } else if (TAKES("-j", "--threads")) {
            if (parse_whole_number(v, 1, 256, &threads))
                die("bad thread count %s", v);
        } else if (TAKES("--json", "--json")) {
            json = v;
        } else if (TAKES("--csv", "--csv")) {
            csv = v;
        } else if (TAKES("--jsonl", "--jsonl")) {
            jsonl = v;
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            quiet = 1;
        } else if (!strcmp(a, "--progress")) {
            progress = 1;
        } else {
            fprintf(stderr, "hunters-sim: unknown or incomplete option %s\n%s", a, usage);
            return 2;
        }
#undef TAKES
    }

    /* the bots */
    char list[256];
    snprintf(list, sizeof list, "%s", players);
    for (char *save = NULL, *name = strtok_r(list, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
        int kind = seam_kind_parse(name);
        if (kind <= SEAM_HUMAN)
            die("unknown bot %s (random, greedy, mcts)", name);
        if (r.players == HUNTERS_MAX_PLAYERS)
            die("%s", "at most 8 players");
        r.bots[r.players++] = kind;
    }
    if (r.players == 0)
        die("%s", "no players");
    r.options.players = r.players;
    if (r.options.first_player >= r.players)
        die("%s", "first-player must name a seat");
    if (tileset) {
        hunters_error error;
        if (hunters_tileset_load_file(&r.tileset, tileset, NULL, &error)) {
            fprintf(stderr, "hunters-sim: %s:%d:%d: %s\n", tileset, error.line, error.column, error.message);
            return 1;
        }
    } else if (hunters_tileset_load_default(&r.tileset, NULL)) {
        die("%s", "out of memory");
    }
    r.options.tileset = r.tileset;

    sim_stats total;
    memset(&total, 0, sizeof total);
    uint64_t span = r.last_seed - r.first_seed + 1;
    r.count = span / (uint64_t)r.shard_count + ((uint64_t)(r.shard - 1) < span % (uint64_t)r.shard_count);
    int mcts = 0;
    for (int p = 0; p < r.players; p++)
        mcts |= r.bots[p] == SEAM_MCTS;
    char iterations[32] = "";
    if (mcts)
        snprintf(iterations, sizeof iterations, " iterations=%d", r.iterations);
    int n = snprintf(total.config, sizeof total.config, "players=%s%s%s tileset=%016llx", players,
                     r.rotate ? " rotate" : "", iterations, (unsigned long long)hunters_tileset_hash(r.tileset));
    snprintf(total.config + n, sizeof total.config - (size_t)n, "%s", rules);
    total.first_seed = r.first_seed;
    total.last_seed = r.last_seed;
    total.shard_count = r.shard_count;
    total.shards_done = 1u << (r.shard - 1);
    total.players = r.players;

    r.keep_games = csv || jsonl;
    if (r.keep_games && !(r.results = calloc((size_t)r.count ? (size_t)r.count : 1, sizeof *r.results)))
        die("%s", "out of memory for the per-game rows");
    r.thread_stats = calloc((size_t)threads, sizeof *r.thread_stats);
    pthread_t *ids = calloc((size_t)threads, sizeof *ids);
    void **args = calloc((size_t)threads * 2, sizeof *args);
    if (!r.thread_stats || !ids || !args)
        die("%s", "out of memory");
    pthread_mutex_init(&r.lock, NULL);
    double start = now();
    for (int t = 0; t < threads; t++) {
        args[2 * t] = &r;
        args[2 * t + 1] = &r.thread_stats[t];
        if (pthread_create(&ids[t], NULL, worker, &args[2 * t]))
            die("%s", "cannot start a thread");
    }
    if (progress) {
        for (;;) {
            pthread_mutex_lock(&r.lock);
            uint64_t done = r.done;
            int failed = r.failed;
            pthread_mutex_unlock(&r.lock);
            if (done >= r.count || failed)
                break;
            show_progress(done, r.count, now() - start, 0);
            nanosleep(&(struct timespec){0, 200000000}, NULL);
        }
    }
    for (int t = 0; t < threads; t++)
        pthread_join(ids[t], NULL);
    if (progress)
        show_progress(r.done, r.count, now() - start, 1);
    if (r.failed) {
        fprintf(stderr, "hunters-sim: %s\n", r.failure);
        return 1;
    }
    for (int t = 0; t < threads; t++)
        sim_stats_add_sums(&total, &r.thread_stats[t]);
    if (!quiet)
        sim_stats_print_table(&total, stdout);
    if (json) {
        FILE *f = open_output(json);
        sim_stats_write_json(&total, f);
        close_output(f);
    }
    if (csv) {
        FILE *f = open_output(csv);
        sim_game_write_csv_header(f);
        for (uint64_t i = 0; i < r.count; i++)
            sim_game_write_csv(&r.results[i], f);
        close_output(f);
    }
    if (jsonl) {
        FILE *f = open_output(jsonl);
        for (uint64_t i = 0; i < r.count; i++)
            sim_game_write_jsonl(&r.results[i], f);
        close_output(f);
    }
    pthread_mutex_destroy(&r.lock);
    free(args);
    free(ids);
    free(r.thread_stats);
    free(r.results);
    hunters_tileset_free(r.tileset);
    return 0;
}
