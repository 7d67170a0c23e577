/* Reading and replacing whole files through the caller's allocator.
 *
 * Standard C, except hu_file_sync(): where POSIX is there (Linux, the BSDs,
 * macOS, Android, iOS, Emscripten) it asks the system to put the file's
 * data on the disk with fsync(); elsewhere (Windows, bare WebAssembly) it
 * can only flush the C library's buffer. */
#if !defined(_POSIX_C_SOURCE) && (defined(__unix__) || defined(__unix) || defined(__APPLE__))
#define _POSIX_C_SOURCE 200809L /* fsync, fileno */
#endif
#include <stdio.h>
#include <string.h>
#if defined(__unix__) || defined(__unix) || defined(__APPLE__)
#include <unistd.h>
#endif

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

/* Flushes f to the system, then, where POSIX allows, the system's copy to
 * the disk: after a crash the file holds all of its data or the rename
 * that publishes it has not happened. Returns 0 on success. */
static int hu_file_sync(FILE *f)
{
    if (fflush(f) != 0)
        return -1;
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    if (fsync(fileno(f)) != 0)
        return -1;
#endif
    return 0;
}

int hu_write_file_replacing(const hunters_allocator *alloc, const char *path, const char *text, size_t length)
{
    /* the new text goes to PATH.tmp beside the target, then over it */
    static const char suffix[] = ".tmp";
    size_t n = strlen(path);
    size_t size = n + sizeof suffix;
    char *temporary = hu_alloc(alloc, size);
    if (!temporary)
        return HUNTERS_ENOMEM;
    memcpy(temporary, path, n);
    memcpy(temporary + n, suffix, sizeof suffix);
    int rc = HUNTERS_OK;
    FILE *f = fopen(temporary, "wb");
    if (!f) {
        rc = HUNTERS_EIO;
    } else {
        if (fwrite(text, 1, length, f) != length || hu_file_sync(f) != 0)
            rc = HUNTERS_EIO;
        if (fclose(f) != 0)
            rc = HUNTERS_EIO;
        /* POSIX rename() replaces the target atomically; where the C
         * library refuses to rename over a file (Windows), the old one is
         * removed first, and a crash in between leaves the .tmp file */
        if (rc == HUNTERS_OK && rename(temporary, path) != 0 &&
            (remove(path) != 0 || rename(temporary, path) != 0))
            rc = HUNTERS_EIO;
        if (rc != HUNTERS_OK)
            remove(temporary);
    }
    hu_free(alloc, temporary, size);
    return rc;
}
