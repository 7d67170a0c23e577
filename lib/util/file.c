/* Reading a whole file through the caller's allocator (standard C only). */
#include <stdio.h>

#include "util/alloc.h"
#include "util/file.h"

int hu_read_file(const hunters_allocator *alloc, const char *path, size_t max_size, char **text, size_t *length,
                 size_t *capacity, const char **why)
{
    *text = NULL;
    *length = *capacity = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        *why = "cannot open the file";
        return HUNTERS_EIO;
    }
    int rc = HUNTERS_OK;
    for (;;) {
        if (*length == *capacity) {
            size_t grown = *capacity ? *capacity * 2 : 16384;
            if (grown > max_size) {
                *why = "the file is too large";
                rc = HUNTERS_EPARSE;
                break;
            }
            char *bigger = hu_realloc(alloc, *text, *capacity, grown);
            if (!bigger) {
                *why = "out of memory";
                rc = HUNTERS_ENOMEM;
                break;
            }
            *text = bigger;
            *capacity = grown;
        }
        size_t got = fread(*text + *length, 1, *capacity - *length, f);
        *length += got;
        if (got == 0) {
            if (ferror(f)) {
                *why = "cannot read the file";
                rc = HUNTERS_EIO;
            }
            break;
        }
    }
    fclose(f);
    if (rc) {
        hu_free(alloc, *text, *capacity);
        *text = NULL;
        *length = *capacity = 0;
    }
    return rc;
}
