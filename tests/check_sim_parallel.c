/* tools/sim/sim_parallel.c, the helper under hunters-sim and hunters-sim
 * compare: whatever the threads and however the games' lengths differ,
 * every result is taken once, in the order of the games; a failing game
 * stops the run where one thread would (the first failure by index, every
 * game before it taken); a failing take stops it at once. Each game's
 * length varies with its index, so that the workers finish out of order;
 * nothing asserted depends on timing. */
#define _POSIX_C_SOURCE 200809L
#include <check.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "check_main.h"
#include "sim/sim_parallel.h"

#define GAMES 600

typedef struct game_result {
    uint64_t index, square;
} game_result;

typedef struct fixture {
    uint64_t fail_play[2]; /* plays of these indices fail (UINT64_MAX: none) */
    uint64_t fail_take;    /* the take of this index fails */
    uint64_t slow;         /* this game takes far longer than the others */
    uint64_t taken[GAMES];
    uint64_t took;         /* how many were taken */
    int order_broken;      /* a result taken out of order or wrong */
    uint64_t last_progress;
    int progress_calls, progress_backwards;
    uint64_t window;               /* 64 + 16 x threads: how far ahead a game may start */
    atomic_ullong taken_so_far;    /* the first game not taken, for the workers to read */
    atomic_int too_far_ahead;      /* a game started a window or more after it */
} fixture;

static void pause_for(long microseconds)
{
    nanosleep(&(struct timespec){0, microseconds * 1000}, NULL);
}

static int play(void *context, uint64_t index, void *result, char *why, size_t why_size)
{
    fixture *f = context;
    if (index >= (uint64_t)atomic_load(&f->taken_so_far) + f->window)
        atomic_store(&f->too_far_ahead, 1);
    /* lengths that put the finishing order out of the index order */
    pause_for(index == f->slow ? 20000 : (long)((index * 7919) % 13) * 40);
    if (index == f->fail_play[0] || index == f->fail_play[1]) {
        snprintf(why, why_size, "game %llu failed", (unsigned long long)index);
        return -3; /* (a hunters_status: negative) */
    }
    game_result *r = result;
    r->index = index;
    r->square = index * index;
    return 0;
}

static int take(void *context, uint64_t index, void *result, char *why, size_t why_size)
{
    fixture *f = context;
    const game_result *r = result;
    if (r->index != index || r->square != index * index || (f->took && f->taken[f->took - 1] + 1 != index))
        f->order_broken = 1;
    if (index == f->fail_take) {
        snprintf(why, why_size, "cannot write game %llu", (unsigned long long)index);
        return -5;
    }
    f->taken[f->took++] = index;
    atomic_store(&f->taken_so_far, index + 1);
    return 0;
}

static void progress(void *context, uint64_t taken)
{
    fixture *f = context;
    f->progress_calls++;
    if (taken < f->last_progress)
        f->progress_backwards = 1;
    f->last_progress = taken;
}

static void fixture_init(fixture *f)
{
    memset(f, 0, sizeof *f);
    f->fail_play[0] = f->fail_play[1] = f->fail_take = f->slow = UINT64_MAX;
}

static int run(fixture *f, uint64_t first, uint64_t end, int threads, int with_progress, char *why, size_t size)
{
    f->window = 64 + 16 * (uint64_t)threads;
    atomic_store(&f->taken_so_far, first);
    sim_parallel_job job = {first, end, threads, sizeof(game_result), play, take, with_progress ? progress : NULL, f};
    return sim_parallel_run(&job, why, size);
}

START_TEST(every_game_taken_once_in_order)
{
    for (int threads = 1; threads <= 4; threads++) {
        fixture f;
        fixture_init(&f);
        f.slow = 3; /* the others may fill the window behind it and wait: none lost, none too far ahead */
        char why[128] = "";
        ck_assert_int_eq(run(&f, 5, GAMES, threads, threads == 2, why, sizeof why), 0);
        ck_assert_int_eq(f.took, GAMES - 5);
        ck_assert_int_eq(f.taken[0], 5);
        ck_assert_int_eq(f.taken[GAMES - 6], GAMES - 1);
        ck_assert(!f.order_broken);
        ck_assert(!f.progress_backwards);
        ck_assert(!atomic_load(&f.too_far_ahead)); /* the window holds every result waiting */
    }
}
END_TEST

START_TEST(no_games_no_calls)
{
    fixture f;
    fixture_init(&f);
    char why[128] = "";
    ck_assert_int_eq(run(&f, 9, 9, 3, 1, why, sizeof why), 0);
    ck_assert_int_eq(f.took, 0);
}
END_TEST

START_TEST(first_failing_game_stops_the_run_as_one_thread_would)
{
    for (int threads = 1; threads <= 4; threads++) {
        fixture f;
        fixture_init(&f);
        f.fail_play[0] = 430; /* the later one fails too: the first by index is reported */
        f.fail_play[1] = 170;
        char why[128] = "";
        ck_assert_int_eq(run(&f, 0, GAMES, threads, threads == 3, why, sizeof why), -3);
        ck_assert_str_eq(why, "game 170 failed");
        ck_assert_int_eq(f.took, 170); /* every game before it, none after */
        ck_assert(!f.order_broken);
    }
}
END_TEST

START_TEST(failing_take_stops_the_run)
{
    for (int threads = 1; threads <= 4; threads++) {
        fixture f;
        fixture_init(&f);
        f.fail_take = 55;
        f.fail_play[0] = 60; /* a later game failing, before or after, changes nothing */
        char why[128] = "";
        ck_assert_int_eq(run(&f, 0, GAMES, threads, threads % 2, why, sizeof why), -5);
        ck_assert_str_eq(why, "cannot write game 55");
        ck_assert_int_eq(f.took, 55);
        ck_assert(!f.order_broken);
    }
}
END_TEST

START_TEST(failures_at_the_window_edges)
{
    for (int threads = 1; threads <= 4; threads++) {
        uint64_t window = 64 + 16 * (uint64_t)threads;
        uint64_t at[] = {0, window - 1, window, window + 1, GAMES - 1};
        for (size_t k = 0; k < sizeof at / sizeof at[0]; k++)
            for (int take_fails = 0; take_fails < 2; take_fails++) {
                fixture f;
                fixture_init(&f);
                if (take_fails)
                    f.fail_take = at[k];
                else
                    f.fail_play[0] = at[k];
                char why[128] = "";
                ck_assert_int_eq(run(&f, 0, GAMES, threads, (int)k % 2, why, sizeof why), take_fails ? -5 : -3);
                ck_assert_int_eq(f.took, at[k]);
                ck_assert(!f.order_broken);
                ck_assert(!atomic_load(&f.too_far_ahead));
            }
    }
}
END_TEST

static Suite *sim_parallel_suite(void)
{
    Suite *s = suite_create("sim_parallel");
    TCase *tc = tcase_create("order");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, every_game_taken_once_in_order);
    tcase_add_test(tc, no_games_no_calls);
    tcase_add_test(tc, first_failing_game_stops_the_run_as_one_thread_would);
    tcase_add_test(tc, failing_take_stops_the_run);
    tcase_add_test(tc, failures_at_the_window_edges);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(sim_parallel_suite());
}
