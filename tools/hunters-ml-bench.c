/* hunters-ml-bench: decisions per second of the batched machine-learning
 * steps (doc/ml.md, doc/benchmark.md), CPU time of one thread: B games of
 * two players in a window of N, a uniformly random legal action each
 * step, every finished game replaced by a new one.
 *
 *   hunters-ml-bench [MODE] [STEPS] [B] [N]
 *
 * MODE: views (hunters_ml_step_views, every player's rows kept and
 * updated; the default), views-bare (the same without planes and global
 * vectors), step (hunters_ml_step: the planes of the player to act
 * rewritten in full), step-bare (hunters_ml_step without planes and global
 * vectors); views-cells and step-cells: views and step with the planes
 * laid out cells first (hunters_ml_set_layout, HUNTERS_ML_CELLS_FIRST).
 * The large arrays (planes, masks, legal lists) are advised onto huge
 * pages where the system gives them (Linux, transparent huge pages), as
 * numpy does for a large np.empty; a mode with "small" in it (views-small,
 * views-cells-small) keeps them on 4 KiB pages. A finished game's slot is
 * cleared of its cells (hunters_ml_views_clear) before the next game comes;
 * a views mode with "full" in it (views-cells-full) sets the mark to -1
 * instead, so the step clears the rows in full. STEPS: batched steps
 * (default 2000); B: games (256); N: the
 * window (39). Prints one line: mode, decisions, seconds, decisions per
 * second. Run it under valgrind --tool=callgrind for instruction counts. */
#define _DEFAULT_SOURCE /* MADV_HUGEPAGE */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common/number.h"
#include "common/output.h"
#ifdef __linux__
#include <sys/mman.h>
#endif

#include <hunters.h>

#define PLAYERS 2

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static uint64_t next_random(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static hunters_game *new_game(const hunters_tileset *ts, uint64_t seed)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = PLAYERS;
    o.seed = seed;
    o.tileset = ts;
    hunters_game *g = NULL;
    if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK || hunters_game_drop_log(g) != HUNTERS_OK) {
        fprintf(stderr, "hunters-ml-bench: cannot make a game\n");
        exit(1);
    }
    return g;
}

static void *zeroed(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p) {
        fprintf(stderr, "hunters-ml-bench: out of memory\n");
        exit(1);
    }
    return p;
}

/* zeroed(count, size) for a large array written at random: on huge pages
 * where the system gives them (fewer misses of address translation), unless
 * small; freed by free(). */
static void *zeroed_large(size_t count, size_t size, int small)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const size_t huge = (size_t)2 << 20, bytes = count * size, whole_pages = (bytes + huge - 1) / huge * huge;
    void *p = NULL;
    if (!small && bytes >= huge && posix_memalign(&p, huge, whole_pages) == 0) {
        madvise(p, whole_pages, MADV_HUGEPAGE); /* (a hint: refused, the pages stay small) */
        memset(p, 0, bytes);
        return p;
    }
#else
    (void)small;
#endif
    return zeroed(count, size);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "views";
    /* each number whole and within its range: strtoul() read B = -1 as
     * 2^64 - 1 and a word as 0 */
    int32_t steps = 2000, slots = 256, window = HUNTERS_ML_DEFAULT_WINDOW;
    int bad = argc > 5 || (argc > 2 && parse_whole_number(argv[2], 1, INT32_MAX, &steps)) ||
              (argc > 3 && parse_whole_number(argv[3], 1, 1000000, &slots)) ||
              (argc > 4 && parse_whole_number(argv[4], 1, 1000, &window));
    size_t b = (size_t)slots;
    int views = strncmp(mode, "views", 5) == 0, bare = strstr(mode, "bare") != NULL;
    int cells_first = strstr(mode, "cells") != NULL, small = strstr(mode, "small") != NULL;
    int full_resets = strstr(mode, "full") != NULL; /* a new game's slot written in full (mark -1), not cleared */
    if ((!views && strncmp(mode, "step", 4) != 0) || bad) {
        fprintf(stderr, "usage: hunters-ml-bench [views|views-cells|views-bare|step|step-cells|step-bare]"
                        "[-small][-full] [STEPS] [B] [N]\n");
        return 2;
    }
    hunters_tileset *ts = NULL;
    if (hunters_tileset_load_default(&ts, NULL) != HUNTERS_OK)
        return 1;
    hunters_game **games = zeroed(b, sizeof *games);
    uint64_t seed = 1;
    for (size_t i = 0; i < b; i++)
        games[i] = new_game(ts, seed++);
    hunters_ml *ml = NULL;
    if (hunters_ml_new(&ml, games[0], window) != HUNTERS_OK) {
        fprintf(stderr, "hunters-ml-bench: bad window %d\n", window);
        return 2;
    }
    if (cells_first)
        hunters_ml_set_layout(ml, HUNTERS_ML_CELLS_FIRST);
    size_t rows = views ? PLAYERS : 1, asize = (size_t)hunters_ml_action_count(ml);
    uint8_t *planes = bare ? NULL : zeroed_large(b * rows, hunters_ml_planes_size(ml), small);
    float *globals = bare ? NULL : zeroed(b * rows * (size_t)hunters_ml_global_size(ml), sizeof(float));
    uint8_t *masks = zeroed_large(b, asize, small), *done = zeroed(b, 1);
    int32_t *legal = zeroed_large(b * asize, sizeof(int32_t), small), *counts = zeroed(b, sizeof(int32_t));
    int32_t *actions = zeroed(b, sizeof(int32_t)), *players = zeroed(b, sizeof(int32_t));
    int64_t *marks = zeroed(b, sizeof(int64_t));
    float *rewards = zeroed(b * HUNTERS_MAX_PLAYERS, sizeof(float));
    for (size_t i = 0; i < b; i++) {
        actions[i] = -1;
        marks[i] = -1;
    }
    hunters_ml_views v = {games, b, actions, PLAYERS, planes, globals, marks, masks, legal, counts,
                          rewards, done, players, NULL, 0};
    hunters_ml_batch batch = {games, b, actions, planes, globals, masks, rewards, done, players, 0};
    uint64_t rng = 12345;
    long decisions = 0;
    double start = cpu_seconds();
    for (long s = 0; s <= (long)steps; s++) {
        int status = views ? hunters_ml_step_views(ml, &v) : hunters_ml_step(ml, &batch);
        if (status != HUNTERS_OK) {
            fprintf(stderr, "hunters-ml-bench: step refused (%d)\n", status);
            return 1;
        }
        for (size_t i = 0; i < b; i++) {
            decisions += actions[i] >= 0;
            actions[i] = -1;
            if (done[i]) {
                /* a reset: the slot cleared of the old game's cells, then the next step writes the new one */
                if (views && !full_resets && hunters_ml_views_clear(ml, &v, i) != HUNTERS_OK) {
                    fprintf(stderr, "hunters-ml-bench: clear refused\n");
                    return 1;
                }
                hunters_game_free(games[i]);
                games[i] = new_game(ts, seed++);
                if (!views || full_resets)
                    marks[i] = -1;
                continue;
            }
            if (views) {
                actions[i] = legal[i * asize + next_random(&rng) % (uint64_t)counts[i]];
                continue;
            }
            /* hunters_ml_step has no list: the k-th set entry of the mask */
            const uint8_t *m = masks + i * asize;
            size_t n = 0;
            for (size_t a = 0; a < asize; a++)
                n += m[a];
            size_t k = (size_t)(next_random(&rng) % n);
            for (size_t a = 0; a < asize; a++)
                if (m[a] && k-- == 0) {
                    actions[i] = (int32_t)a;
                    break;
                }
        }
    }
    double seconds = cpu_seconds() - start;
    printf("%s B=%zu N=%d: %ld decisions in %.3f s CPU: %.0f decisions/s\n", mode, b, (int)window, decisions, seconds,
           (double)decisions / seconds);
    for (size_t i = 0; i < b; i++)
        hunters_game_free(games[i]);
    free(games);
    free(planes);
    free(globals);
    free(masks);
    free(done);
    free(legal);
    free(counts);
    free(actions);
    free(players);
    free(marks);
    free(rewards);
    hunters_ml_free(ml);
    hunters_tileset_free(ts);
    return finish_stdout("hunters-ml-bench"); /* a figure not written is no result */
}
