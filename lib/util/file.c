/* Reading and replacing whole files through the caller's allocator.
 *
 * Standard C, except where POSIX is there (Linux, the BSDs, macOS, Android,
 * iOS, Emscripten): hu_file_sync() asks the system to put the file's data
 * on the disk with fsync(), and a replaced file keeps its permission bits
 * (stat, fchmod) and the temporary name mixes in the process id. Elsewhere
 * (Windows, bare WebAssembly) the buffer is only flushed and a new file
 * gets the default permissions. */
#if !defined(_POSIX_C_SOURCE) && (defined(__unix__) || defined(__unix) || defined(__APPLE__))
#define _POSIX_C_SOURCE 200809L /* fsync, fileno, fchmod */
#endif
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#if defined(__unix__) || defined(__unix) || defined(__APPLE__)
#include <sys/stat.h>
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
    int rc = HUNTERS_OK, reason = 0;
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
                reason = errno;
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
    if (rc == HUNTERS_EIO)
        errno = reason; /* fread()'s, not what fclose() or the caller's free hook left */
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

/* The permission bits the new file is to keep: the replaced file's, where
 * POSIX tells them. Returns 0 with *mode set, or -1 for none to keep (no
 * file at path, or no POSIX). */
static int hu_kept_mode(const char *path, unsigned *mode)
{
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    struct stat st;
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
        *mode = (unsigned)(st.st_mode & 0777);
        return 0;
    }
#else
    (void)path;
#endif
    (void)mode;
    return -1;
}

/* Gives the open file f the permission bits mode. Returns 0 on success. */
static int hu_file_chmod(FILE *f, unsigned mode)
{
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    return fchmod(fileno(f), (mode_t)mode) == 0 ? 0 : -1;
#else
    (void)f;
    (void)mode;
    return 0;
#endif
}

/* A value that differs between calls and between processes, for the
 * temporary names: the clock, where this call's frame lies, and the process
 * id where POSIX has one. Not secret; exclusive creation is what keeps an
 * existing file or link from being used. */
static uint64_t hu_call_value(const char *path)
{
    uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a of the path */
    for (const char *c = path; *c; c++)
        h = (h ^ (unsigned char)*c) * 0x100000001b3ull;
    h ^= (uint64_t)time(NULL) * 0x9e3779b97f4a7c15ull;
    h ^= (uint64_t)clock() << 17;
    h ^= (uint64_t)(uintptr_t)&h;
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    h ^= (uint64_t)getpid() << 40;
#endif
    return h;
}

/* splitmix64's finaliser: each attempt's name looks unrelated to the last. */
static uint64_t hu_mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

/* Whether path names, where POSIX tells, something that is neither a
 * regular file nor a folder: a device (/dev/null), a named pipe, a socket.
 * A rename would put a file in its place (as root, even in /dev). */
static int hu_is_special(const char *path)
{
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    struct stat st;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
#else
    (void)path;
    return 0;
#endif
}

/* Writes text to path in place, as a shell's redirection does (a named
 * pipe waits for its reader). */
static int hu_write_in_place(const char *path, const char *text, size_t length)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return HUNTERS_EIO;
    int rc = HUNTERS_OK, reason = 0;
    if (fwrite(text, 1, length, f) != length || fflush(f) != 0) {
        rc = HUNTERS_EIO;
        reason = errno;
    }
    if (fclose(f) != 0 && rc == HUNTERS_OK) {
        rc = HUNTERS_EIO;
        reason = errno;
    }
    if (rc != HUNTERS_OK)
        errno = reason;
    return rc;
}

int hu_write_file_replacing(const hunters_allocator *alloc, const char *path, const char *text, size_t length)
{
    if (hu_is_special(path))
        return hu_write_in_place(path, text, length);
    /* the new text goes to a new file PATH.tmp-XXXXXXXXXXXXXXXX beside the
     * target, created exclusively ("x": never an existing file, never
     * through a link someone placed there), then renamed over the target */
    enum { attempts = 16, hex_digits = 16 };
    static const char suffix[] = ".tmp-";
    size_t n = strlen(path);
    size_t size = n + sizeof suffix - 1 + hex_digits + 1;
    char *temporary = hu_alloc(alloc, size);
    if (!temporary)
        return HUNTERS_ENOMEM;
    unsigned mode = 0;
    int keep_mode = hu_kept_mode(path, &mode) == 0;
    uint64_t call = hu_call_value(path);
    FILE *f = NULL;
    for (int attempt = 0; attempt < attempts && !f; attempt++) {
        snprintf(temporary, size, "%s%s%016llx", path, suffix,
                 (unsigned long long)hu_mix(call + (uint64_t)attempt * 0x9e3779b97f4a7c15ull));
        f = fopen(temporary, "wbx");
    }
    int rc = HUNTERS_OK, reason = errno; /* the last fopen()'s, when all failed */
    if (!f) {
        rc = HUNTERS_EIO; /* nothing was created */
    } else {
        if ((keep_mode && hu_file_chmod(f, mode) != 0) || fwrite(text, 1, length, f) != length ||
            hu_file_sync(f) != 0) {
            rc = HUNTERS_EIO;
            reason = errno;
        }
        if (fclose(f) != 0 && rc == HUNTERS_OK) {
            rc = HUNTERS_EIO;
            reason = errno;
        }
        /* POSIX rename() replaces the target atomically, and when it fails
         * the target stays as it was. Only Windows' C library refuses to
         * rename over a file: there the old one is removed first (a crash
         * in between leaves the temporary file). Elsewhere never remove the
         * target: a failed rename (a folder there, no permission) must not
         * cost the old record. */
        if (rc == HUNTERS_OK && rename(temporary, path) != 0) {
            reason = errno;
#ifdef _WIN32
            if (remove(path) != 0 || rename(temporary, path) != 0) {
                rc = HUNTERS_EIO;
                reason = errno;
            }
#else
            rc = HUNTERS_EIO;
#endif
        }
        if (rc != HUNTERS_OK)
            remove(temporary);
    }
    hu_free(alloc, temporary, size);
    if (rc == HUNTERS_EIO)
        errno = reason; /* the failed step's, not remove()'s or the free hook's */
    return rc;
}
