#include "common/read_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

char *read_file(const char *path, size_t *length)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t capacity = 1 << 16, n = 0;
    char *text = malloc(capacity);
    size_t got;
    while (text && (got = fread(text + n, 1, capacity - n - 1, f)) > 0) { /* room kept for the NUL */
        n += got;
        if (n + 1 == capacity) {
            char *bigger = realloc(text, capacity *= 2);
            if (!bigger) {
                free(text);
                text = NULL;
            }
            text = bigger;
        }
    }
    int failed = ferror(f), why = errno; /* (fread's reason, e.g. a directory) */
    fclose(f);
    if (!text) {
        errno = ENOMEM;
        return NULL;
    }
    if (failed) { /* a read error, not the file's end */
        free(text);
        errno = why ? why : EIO;
        return NULL;
    }
    text[n] = '\0';
    *length = n;
    return text;
}
