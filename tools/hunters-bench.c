/* hunters-bench: measures the engine's speed, with warm-up and repetitions,
 * and prints a table, or one JSON object with --json.
 *
 *   hunters-bench [--json] [--quick]
 *
 * Figures (median, min and max of 5 runs after a warm-up run):
 *   games_per_second       complete 2-player games, uniformly random legal
 *                          moves, full rules, tiles drawn at random
 *   games_per_second_unlogged  the same, the event log dropped
 *                          (hunters_game_drop_log: rollouts, batch play)
 *   rollouts_per_second    hunters_game_play_random() from mid-game positions
 *   legal_placements_ns    enumerating the placements of the tile in hand,
 *                          positions with about 40 tiles placed
 *   copy_ns                hunters_game_copy() of such a position
 *   copy_unlogged_ns       the same, the positions' logs dropped
 *   clone_ns               hunters_game_clone() + hunters_game_free()
 *   state_bytes            hunters_game_state_size() of such a position (and
 *                          state_bytes_unlogged: without its event log)
 *   two_thread_speedup     games/s of two threads over games/s of one
 *   mcts_iterations_per_second  MCTS bot iterations (hunters_bot_advise, 1000
 *                          a decision, one thread: the library searches on
 *                          the caller's thread) from the mid-game positions
 *   allocations_in_play    allocator calls while playing (must be 0)
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include <hunters.h>

#include "common/clock.h"
#include "common/output.h"

#if defined(__clang__)
#define COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
#define COMPILER "gcc " __VERSION__
#else
#define COMPILER "unknown"
#endif

#ifndef BENCH_CFLAGS
#define BENCH_CFLAGS "unknown"
#endif

#define RUNS 5
#define POSITIONS 64

typedef struct figure {
    const char *name, *unit;
    double value[RUNS];
    int higher_is_better;
} figure;

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(const figure *f)
{
    double v[RUNS];
    memcpy(v, f->value, sizeof v);
    qsort(v, RUNS, sizeof v[0], compare_double);
    return v[RUNS / 2];
}

static double minimum(const figure *f)
{
    double m = f->value[0];
    for (int i = 1; i < RUNS; i++)
        m = f->value[i] < m ? f->value[i] : m;
    return m;
}

static double maximum(const figure *f)
{
    double m = f->value[0];
    for (int i = 1; i < RUNS; i++)
        m = f->value[i] > m ? f->value[i] : m;
    return m;
}

static void check(int rc, const char *what)
{
    if (rc != HUNTERS_OK) {
        fprintf(stderr, "hunters-bench: %s: %s\n", what, hunters_strerror(rc));
        exit(1);
    }
}

/* A fresh 2-player game in caller draw mode: play_random then draws with
 * its own seed, so every game has its own tiles. */
static hunters_game *new_game(const hunters_tileset *ts, const hunters_allocator *alloc)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.draw_mode = HUNTERS_DRAW_CALLER;
    o.allocator = alloc;
    hunters_game *g = NULL;
    check(hunters_game_new(&g, &o, NULL), "new game");
    return g;
}

typedef struct games_job {
    const hunters_game *start;
    int games;
    unsigned long long first_seed;
    double seconds;
} games_job;

static void *play_games(void *arg)
{
    games_job *job = arg;
    hunters_game *g = NULL;
    check(hunters_game_clone(&g, job->start), "clone");
    double t0 = now();
    for (int i = 0; i < job->games; i++) {
        hunters_game_copy(g, job->start);
        hunters_game_play_random(g, job->first_seed + (unsigned long long)i);
    }
    job->seconds = now() - t0;
    hunters_game_free(g);
    return NULL;
}

/* Mid-game positions: random games stopped with a tile in hand once about
 * 40 tiles are on the board. */
static void make_positions(const hunters_game *start, hunters_game **positions)
{
    hunters_move moves[4096];
    unsigned long long rng = 12345;
    for (int i = 0; i < POSITIONS; i++) {
        check(hunters_game_clone(&positions[i], start), "clone");
        hunters_game *g = positions[i];
        for (;;) {
            int phase = hunters_game_phase(g);
            if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
                hunters_game_draw_random(g);
                continue;
            }
            if (phase == HUNTERS_PHASE_PLACE && hunters_game_placed_count(g) >= 40)
                break;
            int n = hunters_game_legal_moves(g, moves, 4096);
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            hunters_game_play(g, moves[(rng >> 33) % (unsigned long long)n]);
        }
    }
}

typedef struct counter {
    long calls;
} counter;

static void *counting_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    (void)osize;
    ((counter *)ud)->calls++;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, nsize);
}

/* text as a JSON string on standard output: the CPU's name or the flags
 * may hold a quote or a backslash (-DNAME=\"x\"), which printed as they are
 * end the string early and make the whole object unreadable */
static void print_json_string(const char *text)
{
    putchar('"');
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        if (*c == '"' || *c == '\\')
            printf("\\%c", *c);
        else if (*c < 0x20 || *c == 0x7f)
            printf("\\u%04x", *c);
        else
            putchar(*c);
    putchar('"');
}

static void machine(char *out, size_t size)
{
    struct utsname u;
    char model[128] = "unknown cpu";
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        char line[256];
        while (fgets(line, sizeof line, f))
            if (strncmp(line, "model name", 10) == 0) {
                char *colon = strchr(line, ':');
                /* the name after the colon and its blanks: colon + 2 went
                 * past the line's end when nothing followed the colon */
                const char *name = colon ? colon + 1 + strspn(colon + 1, " \t") : "";
                if (name[0] && name[0] != '\n') {
                    snprintf(model, sizeof model, "%s", name);
                    model[strcspn(model, "\n")] = '\0';
                }
                break;
            }
        fclose(f);
    }
    if (uname(&u) == 0)
        snprintf(out, size, "%s %s, %s", u.sysname, u.machine, model);
    else
        snprintf(out, size, "%s", model);
}

int main(int argc, char **argv)
{
    int json = 0, quick = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (strcmp(argv[i], "--quick") == 0)
            quick = 1;
        else {
            int help = strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0;
            fprintf(help ? stdout : stderr, "usage: hunters-bench [--json] [--quick]\n");
            return help ? finish_stdout("hunters-bench") : 2; /* a help not written is no help */
        }
    }
    int games = quick ? 500 : 10000;
    int reps = quick ? 2000 : 50000;

    hunters_tileset *ts = NULL;
    check(hunters_tileset_load_default(&ts, NULL), "tile set");
    counter allocations = {0};
    hunters_allocator alloc = {counting_alloc, &allocations};
    hunters_game *start = new_game(ts, &alloc);
    hunters_game *positions[POSITIONS];
    make_positions(start, positions);
    hunters_game *scratch = NULL;
    check(hunters_game_clone(&scratch, positions[0]), "clone");
    /* the same games and positions without their logs */
    hunters_game *start_unlogged = NULL, *unlogged[POSITIONS];
    check(hunters_game_clone(&start_unlogged, start), "clone");
    check(hunters_game_drop_log(start_unlogged), "drop log");
    for (int i = 0; i < POSITIONS; i++) {
        check(hunters_game_clone(&unlogged[i], positions[i]), "clone");
        check(hunters_game_drop_log(unlogged[i]), "drop log");
    }
    static hunters_move moves[4096];

    figure f_games = {"games_per_second", "games/s", {0}, 1};
    figure f_games_unlogged = {"games_per_second_unlogged", "games/s", {0}, 1};
    figure f_rollouts = {"rollouts_per_second", "rollouts/s", {0}, 1};
    figure f_legal = {"legal_placements_ns", "ns", {0}, 0};
    figure f_copy = {"copy_ns", "ns", {0}, 0};
    figure f_copy_unlogged = {"copy_unlogged_ns", "ns", {0}, 0};
    figure f_clone = {"clone_ns", "ns", {0}, 0};
    figure f_threads = {"two_thread_speedup", "x", {0}, 1};
    figure f_mcts = {"mcts_iterations_per_second", "iterations/s", {0}, 1};
    static hunters_advice advice[4096];

    for (int run = -1; run < RUNS; run++) { /* run -1 is the warm-up */
        int r = run < 0 ? 0 : run;
        games_job one = {start, games, 1000000ull * (unsigned long long)(run + 2), 0};
        play_games(&one);
        f_games.value[r] = games / one.seconds;
        games_job quiet = {start_unlogged, games, 1000000ull * (unsigned long long)(run + 2), 0};
        play_games(&quiet);
        f_games_unlogged.value[r] = games / quiet.seconds;

        double t0 = now();
        int rollouts = games / 2;
        for (int i = 0; i < rollouts; i++) {
            hunters_game_copy(scratch, positions[i % POSITIONS]);
            hunters_game_play_random(scratch, (unsigned long long)i);
        }
        f_rollouts.value[r] = rollouts / (now() - t0);

        volatile int sink = 0;
        t0 = now();
        for (int i = 0; i < reps; i++)
            sink += hunters_game_legal_moves(positions[i % POSITIONS], moves, 4096);
        f_legal.value[r] = (now() - t0) * 1e9 / reps;

        t0 = now();
        for (int i = 0; i < reps; i++)
            hunters_game_copy(scratch, positions[i % POSITIONS]);
        f_copy.value[r] = (now() - t0) * 1e9 / reps;

        t0 = now();
        for (int i = 0; i < reps; i++)
            hunters_game_copy(scratch, unlogged[i % POSITIONS]);
        f_copy_unlogged.value[r] = (now() - t0) * 1e9 / reps;

        t0 = now();
        for (int i = 0; i < reps / 10; i++) {
            hunters_game *c = NULL;
            hunters_game_clone(&c, positions[i % POSITIONS]);
            hunters_game_free(c);
        }
        f_clone.value[r] = (now() - t0) * 1e9 / (reps / 10);

        games_job two[2] = {{start, games, 7000000ull, 0}, {start, games, 9000000ull, 0}};
        pthread_t threads[2];
        t0 = now();
        int started = 0, rc = 0;
        while (started < 2 && !(rc = pthread_create(&threads[started], NULL, play_games, &two[started])))
            started++;
        for (int k = 0; k < started; k++)
            pthread_join(threads[k], NULL);
        if (rc) { /* no speedup to measure: a figure of one thread is none */
            fprintf(stderr, "hunters-bench: cannot start a thread: %s\n", strerror(rc));
            return 1;
        }
        f_threads.value[r] = (2.0 * games / (now() - t0)) / f_games.value[r];

        hunters_bot_options bot;
        hunters_bot_options_init(&bot);
        bot.kind = HUNTERS_BOT_MCTS;
        bot.iterations = 1000;
        long iterations = 0;
        int searches = quick ? 4 : 16;
        t0 = now();
        for (int i = 0; i < searches; i++) {
            bot.seed = (unsigned long long)i;
            int n = hunters_bot_advise(positions[i % POSITIONS], &bot, advice, 4096);
            check(n < 0 ? n : HUNTERS_OK, "bot advice");
            for (int k = 0; k < n && k < 4096; k++)
                iterations += advice[k].visits;
        }
        f_mcts.value[r] = (double)iterations / (now() - t0);
        (void)sink;
    }

    /* allocations while playing, enumerating and copying */
    long before = allocations.calls;
    for (int i = 0; i < 20; i++) {
        hunters_game_copy(scratch, start);
        hunters_game_legal_moves(scratch, moves, 4096);
        hunters_game_play_random(scratch, (unsigned long long)i);
    }
    long in_play = allocations.calls - before;
    double state_bytes = 0;
    for (int i = 0; i < POSITIONS; i++)
        state_bytes += (double)hunters_game_state_size(positions[i]);
    state_bytes /= POSITIONS;
    double state_bytes_unlogged = 0;
    for (int i = 0; i < POSITIONS; i++)
        state_bytes_unlogged += (double)hunters_game_state_size(unlogged[i]);
    state_bytes_unlogged /= POSITIONS;

    char host[256];
    machine(host, sizeof host);
    figure *all[] = {&f_games, &f_games_unlogged, &f_rollouts, &f_legal, &f_copy, &f_copy_unlogged,
                     &f_clone, &f_threads, &f_mcts};
    int count = (int)(sizeof all / sizeof all[0]);
    if (json) {
        printf("{\n  \"machine\": ");
        print_json_string(host);
        printf(",\n  \"compiler\": ");
        print_json_string(COMPILER);
        printf(",\n  \"flags\": ");
        print_json_string(BENCH_CFLAGS);
        printf(",\n  \"library_version\": ");
        print_json_string(hunters_version());
        printf(",\n  \"runs\": %d,\n", RUNS);
        for (int i = 0; i < count; i++)
            printf("  \"%s\": {\"median\": %.1f, \"min\": %.1f, \"max\": %.1f, \"unit\": \"%s\"},\n", all[i]->name,
                   median(all[i]), minimum(all[i]), maximum(all[i]), all[i]->unit);
        printf("  \"state_bytes\": {\"median\": %.0f, \"min\": %.0f, \"max\": %.0f, \"unit\": \"bytes\"},\n",
               state_bytes, state_bytes, state_bytes);
        printf("  \"state_bytes_unlogged\": {\"median\": %.0f, \"min\": %.0f, \"max\": %.0f, \"unit\": \"bytes\"},\n",
               state_bytes_unlogged, state_bytes_unlogged, state_bytes_unlogged);
        printf("  \"allocations_in_play\": {\"median\": %ld, \"min\": %ld, \"max\": %ld, \"unit\": \"calls\"}\n}\n",
               in_play, in_play, in_play);
    } else {
        printf("libhunters %s benchmark on %s\n", hunters_version(), host);
        printf("compiler: %s, flags: %s; median of %d runs after a warm-up\n\n", COMPILER, BENCH_CFLAGS, RUNS);
        printf("  %-26s %12s %12s %12s  %s\n", "figure", "median", "min", "max", "unit");
        for (int i = 0; i < count; i++)
            printf("  %-26s %12.1f %12.1f %12.1f  %s\n", all[i]->name, median(all[i]), minimum(all[i]),
                   maximum(all[i]), all[i]->unit);
        printf("  %-26s %12.0f %12s %12s  %s\n", "state_bytes", state_bytes, "", "",
               "bytes (mid-game, events included)");
        printf("  %-26s %12.0f %12s %12s  %s\n", "state_bytes_unlogged", state_bytes_unlogged, "", "",
               "bytes (the same, log dropped)");
        printf("  %-26s %12ld %12s %12s  %s\n", "allocations_in_play", in_play, "", "", "calls");
    }
    for (int i = 0; i < POSITIONS; i++) {
        hunters_game_free(positions[i]);
        hunters_game_free(unlogged[i]);
    }
    hunters_game_free(start_unlogged);
    hunters_game_free(scratch);
    hunters_game_free(start);
    hunters_tileset_free(ts);
    return finish_stdout("hunters-bench"); /* a table or JSON not written is no result */
}
