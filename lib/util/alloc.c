/* Allocation through the caller's hooks (Lua's lua_Alloc is the model). */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"

static void *default_alloc(void *userdata, void *ptr, size_t osize, size_t nsize)
{
    (void)userdata;
    (void)osize;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, nsize);
}

void hu_allocator_init(hunters_allocator *out, const hunters_allocator *user)
{
    if (user && user->alloc) {
        *out = *user;
    } else {
        out->alloc = default_alloc;
        out->userdata = NULL;
    }
}

void *hu_alloc(const hunters_allocator *a, size_t size)
{
    if (size == 0)
        size = 1; /* a zero size would mean "free" to the hook */
    if (size == HU_SIZE_UNBOUNDED)
        return NULL;
    return a->alloc(a->userdata, NULL, 0, size);
}

void *hu_calloc(const hunters_allocator *a, size_t count, size_t size)
{
    if (size != 0 && count > ((size_t)-1) / size)
        return NULL;
    size_t total = count * size;
    void *p = hu_alloc(a, total);
    if (p && total > 0)
        memset(p, 0, total);
    return p;
}

void *hu_realloc(const hunters_allocator *a, void *ptr, size_t osize, size_t nsize)
{
    if (nsize == 0)
        nsize = 1;
    if (nsize == HU_SIZE_UNBOUNDED)
        return NULL;
    return a->alloc(a->userdata, ptr, ptr ? osize : 0, nsize);
}

void hu_free(const hunters_allocator *a, void *ptr, size_t size)
{
    if (ptr)
        a->alloc(a->userdata, ptr, size, 0);
}
