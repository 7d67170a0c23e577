/* A counting allocator for tests: fails the Nth allocation and tracks the
 * blocks and bytes still live (and the peak of the bytes), so tests can
 * prove failure paths clean and leak-free and memory within a bound. */
#ifndef TEST_ALLOC_H
#define TEST_ALLOC_H

#include <stdlib.h>

#include "hunters.h"

typedef struct test_alloc {
    long fail_at;        /* index of the allocation to fail; -1 = never */
    long allocations;    /* allocations and growing reallocations seen */
    long live_blocks;
    long total_calls;
    size_t live_bytes;   /* bytes in live blocks, by the sizes the library passes */
    size_t peak_bytes;   /* the most live_bytes has been (a test may reset it) */
} test_alloc;

static inline void test_alloc_init(test_alloc *t, long fail_at)
{
    t->fail_at = fail_at;
    t->allocations = 0;
    t->live_blocks = 0;
    t->total_calls = 0;
    t->live_bytes = 0;
    t->peak_bytes = 0;
}

static inline void *test_alloc_fn(void *userdata, void *ptr, size_t osize, size_t nsize)
{
    test_alloc *t = userdata;
    t->total_calls++;
    if (nsize == 0) {
        if (ptr) {
            t->live_blocks--;
            t->live_bytes -= osize;
            free(ptr);
        }
        return NULL;
    }
    if (t->allocations++ == t->fail_at)
        return NULL;
    void *p = realloc(ptr, nsize);
    if (!p)
        return NULL;
    if (!ptr)
        t->live_blocks++;
    t->live_bytes += nsize - (ptr ? osize : 0);
    if (t->live_bytes > t->peak_bytes)
        t->peak_bytes = t->live_bytes;
    return p;
}

/* Starts t counting (failing its allocation number fail_at, from 0; -1:
 * none) and returns the hook that counts through it. */
static inline hunters_allocator test_alloc_start(test_alloc *t, long fail_at)
{
    test_alloc_init(t, fail_at);
    return (hunters_allocator){test_alloc_fn, t};
}

/* The default game options with alloc as their allocator (they point at
 * it: keep it while they are used). */
static inline hunters_game_options test_alloc_options(const hunters_allocator *alloc)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.allocator = alloc;
    return o;
}

#endif
