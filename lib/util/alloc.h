/* Allocation through the caller's hooks: the only way lib/ gets memory. */
#ifndef HUNTERS_UTIL_ALLOC_H
#define HUNTERS_UTIL_ALLOC_H

#include "hunters.h"

/* Copies @p user into @p out, or fills in the malloc-based default. */
void hu_allocator_init(hunters_allocator *out, const hunters_allocator *user);

/* A size past the address space: hu_alloc() and hu_realloc() fail for it
 * without asking the hook, so a saturated sum is never allocated. */
#define HU_SIZE_UNBOUNDED SIZE_MAX

/* Sums and products of sizes that saturate at HU_SIZE_UNBOUNDED instead of
 * wrapping (on 32-bit targets, e.g. WebAssembly, a search's bound can pass
 * the address space). */
static inline size_t hu_size_add(size_t a, size_t b)
{
    return a > SIZE_MAX - b ? HU_SIZE_UNBOUNDED : a + b;
}

static inline size_t hu_size_mul(size_t a, size_t b)
{
    return b != 0 && a > SIZE_MAX / b ? HU_SIZE_UNBOUNDED : a * b;
}

void *hu_alloc(const hunters_allocator *a, size_t size);
void *hu_calloc(const hunters_allocator *a, size_t count, size_t size);
void *hu_realloc(const hunters_allocator *a, void *ptr, size_t osize, size_t nsize);
void hu_free(const hunters_allocator *a, void *ptr, size_t size);

#endif
