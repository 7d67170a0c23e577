/* Allocation through the caller's hooks: the only way lib/ gets memory. */
#ifndef HUNTERS_UTIL_ALLOC_H
#define HUNTERS_UTIL_ALLOC_H

#include "hunters.h"

/* Copies @p user into @p out, or fills in the malloc-based default. */
void hu_allocator_init(hunters_allocator *out, const hunters_allocator *user);

void *hu_alloc(const hunters_allocator *a, size_t size);
void *hu_calloc(const hunters_allocator *a, size_t count, size_t size);
void *hu_realloc(const hunters_allocator *a, void *ptr, size_t osize, size_t nsize);
void hu_free(const hunters_allocator *a, void *ptr, size_t size);

#endif
