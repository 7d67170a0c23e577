/* Root-parallel search for HUNTERS_BOT_MCTS2: options.threads searches of
 * the same candidate turns, each with its own scratch games and its own
 * seed (search 0 the bot's seed, search t a stream of it), whose visits and
 * values are added up at the end. Each search depends only on its seed and
 * its iteration budget, so the result is the same for a given seed and
 * thread count whether the searches ran on threads or one after another:
 * without C11 threads (__STDC_NO_THREADS__, e.g. WebAssembly builds), or
 * when a thread cannot be started, they run on the calling thread. All
 * memory is allocated on the calling thread before any search starts.
 * A time budget is one deadline for the call, taken before any search
 * starts: searches on threads run until it, searches run one after another
 * on the calling thread each get an even part of the time left, so the
 * budget does not grow with the thread count. */
#include <string.h>

#ifndef __STDC_NO_THREADS__
#include <threads.h>
#endif

#include "bots/bots.h"
#include "util/alloc.h"

#define THREADS_MAX 64

size_t hu_parallel_memory(const hunters_game *game, const hunters_bot_options *opt, int candidates)
{
    if (opt->kind != HUNTERS_BOT_MCTS2 || opt->threads <= 1)
        return 0;
    /* saturating: 63 searches of 10^6 nodes pass a 32-bit address space */
    size_t one_game = hu_size_add(sizeof(hunters_game), game->arena_size);
    size_t per_search = hu_size_add(hu_size_mul(3, one_game), hu_size_mul(sizeof(hu_candidate), (size_t)candidates));
    per_search = hu_size_add(per_search, HU_SEARCH_MEMOS * sizeof(hu_cf_memo));
    per_search = hu_size_add(per_search, hu_tree_memory(game, opt));
    return hu_size_mul(hu_size_add(sizeof(hu_search), per_search), (size_t)(opt->threads - 1));
}

static void free_workers(hu_search *s, hu_search *workers, int n)
{
    const hunters_allocator *a = &s->game->alloc;
    for (int t = 0; t < n; t++) {
        hunters_game_free(workers[t].scratch);
        hunters_game_free(workers[t].spare);
        hunters_game_free(workers[t].after_place);
        hu_tree_free(&workers[t].tree, s->game);
        hu_free(a, workers[t].cand, sizeof(hu_candidate) * (size_t)s->count);
        if (workers[t].memo)
            hu_free(a, workers[t].memo, HU_SEARCH_MEMOS * sizeof *workers[t].memo);
    }
    hu_free(a, workers, sizeof *workers * (size_t)n);
}

/* The extra searches 1 .. threads - 1 as copies of s, or NULL when out of
 * memory (nothing left allocated). */
static hu_search *make_workers(hu_search *s, int n)
{
    const hunters_allocator *a = &s->game->alloc;
    hu_search *workers = hu_alloc(a, sizeof *workers * (size_t)n);
    if (!workers)
        return NULL;
    memset(workers, 0, sizeof *workers * (size_t)n);
    int ok = 1;
    for (int t = 0; t < n; t++) {
        hu_search *w = &workers[t];
        w->cand = hu_alloc(a, sizeof(hu_candidate) * (size_t)s->count);
        w->memo = hu_alloc(a, HU_SEARCH_MEMOS * sizeof *w->memo);
        ok = ok && w->cand && w->memo && !hunters_game_clone(&w->scratch, s->game) &&
             !hunters_game_clone(&w->spare, s->game) && !hunters_game_clone(&w->after_place, s->game) &&
             !hu_tree_alloc(&w->tree, s->game, &s->opt);
        if (!ok)
            break;
    }
    if (!ok) {
        free_workers(s, workers, n);
        return NULL;
    }
    for (int t = 0; t < n; t++) {
        hu_search *w = &workers[t];
        hu_candidate *cand = w->cand;
        hu_cf_memo *memo = w->memo;
        hunters_game *scratch = w->scratch, *spare = w->spare, *after_place = w->after_place;
        hu_tree tree = w->tree;
        *w = *s;
        w->cand = cand;
        w->memo = memo;
        w->memo[0] = s->memo[0]; /* the summaries read so far; each search fills its own */
        w->scratch = scratch;
        w->spare = spare;
        w->after_place = after_place; /* the tree's listings */
        w->tree = tree;
        w->block = NULL;
        w->opt.seed = hu_bot_stream(s->opt.seed, 0x726f6f7400000000ull + (uint64_t)t + 1);
        w->min_iterations = 0; /* search 0 alone runs its first rollouts whatever the clock */
        memcpy(w->cand, s->cand, sizeof(hu_candidate) * (size_t)s->count);
    }
    return workers;
}

#ifndef __STDC_NO_THREADS__
static int run_worker(void *search)
{
    hu_search_halving(search);
    return 0;
}
#endif

/* Adds what worker w learnt to the same turns of s. */
static void merge(hu_search *s, const hu_search *w)
{
    for (int i = 0; i < w->count; i++) {
        const hu_candidate *c = &w->cand[i];
        for (int j = 0; j < s->count; j++) {
            hu_candidate *d = &s->cand[j];
            if (d->place != c->place || d->deploy != c->deploy)
                continue;
            d->visits += c->visits;
            d->reward_sum += c->reward_sum;
            d->diff_sum += c->diff_sum;
            d->win_sum += c->win_sum;
            d->order += c->order;
            break;
        }
    }
}

/* The call's one clock, started by hu_search_begin() (so the budget
 * covers listing the candidates and the model's replay of the log, about
 * 1 ms late in a 2-player game and 7.5 ms with 8 players): every search's
 * time window is measured from there. Search 0 runs at least 8 rollouts,
 * as the first search did. */
static void start_clock(hu_search *s)
{
    s->timed = s->timed && s->opt.milliseconds > 0;
    s->from_ms = 0;
    s->until_ms = s->opt.milliseconds;
    s->min_iterations = 8;
}

int hu_search_parallel(hu_search *s)
{
    start_clock(s);
    int n = s->opt.threads - 1; /* the extra searches */
    if (n <= 0 || s->count <= 1) {
        hu_search_halving(s);
        return HUNTERS_OK;
    }
    if (n > THREADS_MAX - 1)
        n = THREADS_MAX - 1;
    hu_search *workers = make_workers(s, n);
    if (!workers)
        return hu_game_reject(s->game, HUNTERS_ENOMEM, "out of memory for the bot's threads");
    int started[THREADS_MAX] = {0};
#ifndef __STDC_NO_THREADS__
    thrd_t ids[THREADS_MAX];
    for (int t = 0; t < n; t++)
        started[t] = thrd_create(&ids[t], run_worker, &workers[t]) == thrd_success;
#endif
    /* the searches run here one after another share the deadline: each
     * gets an even part of the time still left */
    int queued = 1;
    for (int t = 0; t < n; t++)
        queued += !started[t];
    s->until_ms = s->opt.milliseconds / (double)queued;
    hu_search_halving(s);
    for (int t = 0; t < n; t++) {
        if (!started[t]) { /* no thread: the same search here */
            double now = s->timed ? hu_elapsed_ms(&s->clock_start) : 0;
            double left = s->opt.milliseconds - now;
            workers[t].from_ms = now;
            workers[t].until_ms = now + (left > 0 ? left / --queued : 0);
            hu_search_halving(&workers[t]);
        }
#ifndef __STDC_NO_THREADS__
        else
            thrd_join(ids[t], NULL);
#endif
    }
    for (int t = 0; t < n; t++)
        merge(s, &workers[t]);
    free_workers(s, workers, n);
    hu_search_rank(s);
    return HUNTERS_OK;
}
