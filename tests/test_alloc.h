/* A counting allocator for tests: fails the Nth allocation and tracks the
 * blocks and bytes still live (and the peak of the bytes), so tests can
 * prove failure paths clean and leak-free and memory within a bound. */
#ifndef TEST_ALLOC_H
#define TEST_ALLOC_H

#include <stdlib.h>

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

#endif
