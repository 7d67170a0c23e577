/* Reading and replacing whole files through the caller's allocator.
 *
 * Standard C, except where POSIX is there (Linux, the BSDs, macOS, Android,
 * iOS, Emscripten): hu_file_sync() asks the system to put the file's data
 * on the disk with fsync(), and a replaced file keeps its permission bits
 * (stat, fchmod), the temporary name mixes in the process id, and a
 * symbolic link is followed to the file it names (lstat, readlink), but a
 * descriptor's name (/dev/stdout) is written through it (fstat), and a
 * named pipe nobody reads is refused, not waited for (open, fcntl). Elsewhere
 * (Windows, bare WebAssembly) the buffer is only flushed and a new file
 * gets the default permissions. */
#if !defined(_POSIX_C_SOURCE) && (defined(__unix__) || defined(__unix) || defined(__APPLE__))
#define _POSIX_C_SOURCE 200809L /* fsync, fileno, fchmod, lstat, readlink, open, fdopen */
#endif
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#if defined(__unix__) || defined(__unix) || defined(__APPLE__)
#include <fcntl.h>
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
 * file at path, or no POSIX). hu_replace() refuses a file whose bits say
 * read-only (no write bit for anyone) before the rename could replace it. */
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

/* The length of path's folder part, its last separator included: 0 for a
 * name in the current folder. */
static size_t hu_folder_length(const char *path)
{
    size_t length = 0;
    for (size_t i = 0; path[i]; i++)
#ifdef _WIN32
        /* a drive's colon (C:x) only: a later one names a file's stream */
        if (path[i] == '/' || path[i] == '\\' || (path[i] == ':' && i == 1))
#else
        if (path[i] == '/')
#endif
            length = i + 1;
    return length;
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

/* Whether path names a folder ("dir", "dir/", ".", "/"), where POSIX
 * tells: a save there is refused before a temporary file is made, with
 * EISDIR, where rename() would say ENOTDIR ("dir/") or EBUSY ("."). */
static int hu_is_folder(const char *path)
{
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
#else
    (void)path;
    return 0;
#endif
}

/* Opens path for writing in place, as fopen(path, "wb") does, but where
 * POSIX tells, a named pipe nobody reads is refused (ENXIO) rather than
 * waited for: fopen() would block, with no time limit and no way for the
 * caller to give up, until a reader came. Returns NULL with errno set. */
static FILE *hu_open_in_place(const char *path)
{
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK, 0666);
    if (fd < 0)
        return NULL;
    FILE *f = NULL;
    int flags = fcntl(fd, F_GETFL);
    /* the writes block as fopen()'s would, so a full pipe waits for its reader */
    if (flags == -1 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1 || !(f = fdopen(fd, "wb"))) {
        int reason = errno;
        close(fd);
        errno = reason;
    }
    return f;
#else
    return fopen(path, "wb");
#endif
}

/* Writes text to path in place, as a shell's redirection does, but a named
 * pipe with no reader is EIO with errno ENXIO (hu_open_in_place()), and a
 * regular file made read-only (a link in /proc to another descriptor's
 * file, /dev/fd/N of one open only for reading) is EIO with errno EACCES,
 * as hu_replace() refuses it: root's open() would truncate it. */
static int hu_write_in_place(const char *path, const char *text, size_t length)
{
    unsigned mode = 0;
    if (hu_kept_mode(path, &mode) == 0 && (mode & 0222) == 0) {
        errno = EACCES;
        return HUNTERS_EIO;
    }
    FILE *f = hu_open_in_place(path);
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

#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
#ifndef S_ISVTX
#define S_ISVTX 01000 /* the sticky bit (XSI), hidden by a strict _POSIX_C_SOURCE */
#endif
/* Whether the link at (whose lstat() is link_st) may be followed: a link
 * followed here by its text escapes the check the system makes when it
 * follows one (Linux's fs.protected_symlinks), so that check is made here,
 * on every system: no link in a sticky world-writable folder (/tmp) whose
 * owner is neither the caller nor the folder's, else whoever can write
 * /tmp chooses the file a save replaces. Returns HUNTERS_OK,
 * HUNTERS_ENOMEM (*reason the allocator's errno), or HUNTERS_EIO with
 * *reason EACCES (the system's). */
static int hu_link_allowed(const hunters_allocator *alloc, const char *at, const struct stat *link_st, int *reason)
{
    if (link_st->st_uid == geteuid())
        return HUNTERS_OK;
    const char *slash = strrchr(at, '/');
    size_t n = slash && slash != at ? (size_t)(slash - at) : 1;
    char *folder = hu_alloc(alloc, n + 1);
    if (!folder) {
        *reason = errno; /* the allocator's */
        return HUNTERS_ENOMEM;
    }
    memcpy(folder, !slash ? "." : slash == at ? "/" : at, n);
    folder[n] = '\0';
    struct stat st;
    int shared = stat(folder, &st) == 0 && (st.st_mode & S_ISVTX) && (st.st_mode & S_IWOTH) &&
                 st.st_uid != link_st->st_uid;
    hu_free(alloc, folder, n + 1);
    if (!shared)
        return HUNTERS_OK;
    *reason = EACCES;
    return HUNTERS_EIO;
}
/* The descriptor of this process that name spells, or -1: /dev/stdin,
 * /dev/stdout, /dev/stderr, /dev/fd/N, and /proc/self/fd/N,
 * /proc/thread-self/fd/N or /proc/PID/fd/N of this process. By the text:
 * on the BSDs and macOS /dev/fd/N is no link but a node of its own. */
static int hu_own_descriptor(const char *name)
{
    static const char *const streams[] = {"/dev/stdin", "/dev/stdout", "/dev/stderr"};
    for (int i = 0; i < 3; i++)
        if (strcmp(name, streams[i]) == 0)
            return i;
    char own[48];
    snprintf(own, sizeof own, "/proc/%ld/fd/", (long)getpid());
    const char *const folders[] = {"/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/", own};
    for (size_t i = 0; i < sizeof folders / sizeof folders[0]; i++) {
        size_t k = strlen(folders[i]);
        if (strncmp(name, folders[i], k) != 0 || !name[k])
            continue;
        long fd = 0;
        for (const char *c = name + k; *c; c++) {
            if (*c < '0' || *c > '9' || fd > 100000000L)
                return -1;
            fd = fd * 10 + (*c - '0');
        }
        return (int)fd;
    }
    return -1;
}

/* Whether the link whose lstat() is link_st lies in Linux's /proc, where
 * the links to open files are (/proc/PID/fd/N, which /dev/fd/N and
 * /dev/stdout lead to, however spelled). Their text names no file to
 * follow to: "pipe:[N]", a removed file's name and " (deleted)", a name
 * in another mount namespace; and a rename over the file they lead to
 * takes it from under whoever has it open. Only the system follows them.
 * Any link in /proc counts: nothing there can be replaced by a rename, so
 * no save that worked is changed. */
static int hu_in_proc(const struct stat *link_st)
{
    struct stat self;
    return lstat("/proc/self", &self) == 0 && S_ISLNK(self.st_mode) && self.st_dev == link_st->st_dev;
}
#endif

/* The file a symbolic link at path names, followed link by link (at most
 * 40, Linux's own bound), a relative target read from the link's folder:
 * a save replaces that file and the link stays one, as cp and editors do
 * (a dangling link: the file it names is created). *target is NULL when
 * path is no link (or without POSIX), else that file's name in a new block
 * of *target_size bytes. The following stops, *in_place set, at a name of
 * one of this process's descriptors (*descriptor then its number, else
 * -1) or at a link in /proc (hu_own_descriptor(), hu_in_proc()): such a
 * path is written in place, never replaced. Returns HUNTERS_OK, HUNTERS_ENOMEM (errno as the
 * failed allocation left it), or HUNTERS_EIO with errno ELOOP (a loop or a
 * longer chain), EACCES (a stranger's link in a sticky folder,
 * hu_link_allowed()) or readlink()'s. */
static int hu_link_target(const hunters_allocator *alloc, const char *path, char **target, size_t *target_size,
                          int *in_place, int *descriptor)
{
    *target = NULL;
    *target_size = 0;
    *in_place = 0;
    *descriptor = -1;
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    enum { max_hops = 40 };
    char *current = NULL; /* the name reached, once a link was followed */
    size_t current_size = 0;
    const char *at = path;
    for (int hops = 0;; hops++) {
        if ((*descriptor = hu_own_descriptor(at)) >= 0) {
            *in_place = 1;
            break;
        }
        struct stat st;
        if (lstat(at, &st) != 0 || !S_ISLNK(st.st_mode))
            break; /* at is the file to replace (or to create) */
        if (hu_in_proc(&st)) {
            *in_place = 1;
            break;
        }
        int rc = HUNTERS_OK, reason = 0;
        char *link = NULL, *next = NULL;
        size_t link_size = st.st_size > 0 && (uintmax_t)st.st_size < SIZE_MAX / 2 ? (size_t)st.st_size + 1 : 256;
        ssize_t n = -1;
        if (hops == max_hops) {
            rc = HUNTERS_EIO;
            reason = ELOOP;
        } else {
            rc = hu_link_allowed(alloc, at, &st, &reason);
        }
        while (rc == HUNTERS_OK) { /* a link may grow between lstat() and readlink() */
            if (!(link = hu_alloc(alloc, link_size))) {
                rc = HUNTERS_ENOMEM;
                reason = errno; /* the allocator's, kept past the frees */
            } else if ((n = readlink(at, link, link_size)) < 0) {
                rc = HUNTERS_EIO;
                reason = errno;
            } else if ((size_t)n < link_size) {
                break;
            } else if (link_size > SIZE_MAX / 4) {
                rc = HUNTERS_EIO;
                reason = ENAMETOOLONG;
            } else {
                hu_free(alloc, link, link_size);
                link = NULL;
                link_size *= 2;
            }
        }
        size_t next_size = 0;
        if (rc == HUNTERS_OK) {
            const char *slash = strrchr(at, '/');
            size_t folder = link[0] == '/' || !slash ? 0 : (size_t)(slash - at) + 1;
            next_size = folder + (size_t)n + 1;
            if ((next = hu_alloc(alloc, next_size)) != NULL) {
                memcpy(next, at, folder);
                memcpy(next + folder, link, (size_t)n);
                next[folder + (size_t)n] = '\0';
            } else {
                rc = HUNTERS_ENOMEM;
                reason = errno;
            }
        }
        hu_free(alloc, link, link_size);
        hu_free(alloc, current, current_size);
        current = next;
        current_size = next_size;
        if (rc != HUNTERS_OK) {
            errno = reason;
            return rc;
        }
        at = current;
    }
    *target = current;
    *target_size = current_size;
#else
    (void)alloc;
    (void)path;
#endif
    return HUNTERS_OK;
}

static int hu_replace(const hunters_allocator *alloc, const char *path, const char *text, size_t length);

/* Whether descriptor is open for writing on a regular file, the one path
 * leads to. One open only for reading (/dev/stdin < in.txt) is not
 * written through (EBADF): its name is opened as the system does it
 * (Linux opens the file anew, as a shell's '> /dev/stdin' does). */
static int hu_descriptor_file(int descriptor, const char *path)
{
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    struct stat of_descriptor, of_path;
    int flags = fcntl(descriptor, F_GETFL);
    return flags != -1 && (flags & O_ACCMODE) != O_RDONLY && fstat(descriptor, &of_descriptor) == 0 &&
           S_ISREG(of_descriptor.st_mode) && stat(path, &of_path) == 0 && of_path.st_dev == of_descriptor.st_dev &&
           of_path.st_ino == of_descriptor.st_ino;
#else
    (void)descriptor;
    (void)path;
    return 0;
#endif
}

/* Writes text through the open descriptor, at its position. */
static int hu_write_descriptor(int descriptor, const char *text, size_t length)
{
#if defined(_POSIX_VERSION) && _POSIX_VERSION >= 200112L
    while (length > 0) {
        ssize_t n = write(descriptor, text, length < ((size_t)1 << 30) ? length : (size_t)1 << 30);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = EIO;
            return HUNTERS_EIO;
        }
        text += n;
        length -= (size_t)n;
    }
    return HUNTERS_OK;
#else
    (void)descriptor;
    (void)text;
    (void)length;
    errno = EBADF;
    return HUNTERS_EIO;
#endif
}

int hu_write_file_replacing(const hunters_allocator *alloc, const char *path, const char *text, size_t length)
{
    /* "" names no file (open("") is ENOENT): else a temporary file would
     * be made, and the record written, in the current folder, and the
     * failure be whatever that met (EACCES, ENOSPC ...) */
    if (!*path) {
        errno = ENOENT;
        return HUNTERS_EIO;
    }
    char *target;
    size_t target_size;
    int in_place, descriptor;
    /* (refuses a stranger's link in /tmp) */
    int rc = hu_link_target(alloc, path, &target, &target_size, &in_place, &descriptor);
    if (rc != HUNTERS_OK)
        return rc;
    /* This process's own output redirected to a file (/dev/stdout > out.txt
     * or >> log) is written through its descriptor, where that output
     * stands, as the BSDs open /dev/fd/N: a new opening (Linux's) would
     * truncate a '>>' log and write from 0 on its own offset, so what the
     * process prints next would land over the record; a rename would take
     * the file from under the descriptor and lose all printed after. */
    if (descriptor >= 0 && hu_descriptor_file(descriptor, path))
        rc = hu_write_descriptor(descriptor, text, length);
    /* another descriptor's file (of another process, or reached by a link
     * in /proc otherwise spelled), a device or pipe, even through links,
     * is written in place by its own name: the system follows the links
     * (/dev/stdout's /proc link to a pipe reads "pipe:[N]", which names no
     * file to follow to). A path that is no link is asked once, by
     * hu_replace(); a link's device is asked of both names, as the system
     * follows the link (which reaches it when the name built here is too
     * long) and as read here (the name hu_replace() would rename over). */
    else if (in_place || (target && hu_is_special(path)))
        rc = hu_write_in_place(path, text, length);
    else
        rc = hu_replace(alloc, target ? target : path, text, length);
    if (target) {
        int reason = errno;
        hu_free(alloc, target, target_size);
        errno = reason; /* the failed step's, not the free hook's */
    }
    return rc;
}

/* hu_write_file_replacing() of a path that is no symbolic link; one that
 * is a device or a pipe is written in place, never renamed over. */
static int hu_replace(const hunters_allocator *alloc, const char *path, const char *text, size_t length)
{
    if (hu_is_special(path))
        return hu_write_in_place(path, text, length);
    if (hu_is_folder(path)) {
        errno = EISDIR;
        return HUNTERS_EIO;
    }
    /* a file made read-only (chmod a-w, a file manager's "read-only") is
     * refused, as a shell's '>' and editors refuse it: rename() asks only
     * the folder's permission, so it would replace the file silently. The
     * bits decide, not access(): root, whom access() lets write anything,
     * is refused too. (Without POSIX no mode is read here; Windows' own
     * remove() below refuses a read-only file.) */
    unsigned mode = 0;
    int keep_mode = hu_kept_mode(path, &mode) == 0;
    if (keep_mode && (mode & 0222) == 0) {
        errno = EACCES;
        return HUNTERS_EIO;
    }
    /* the new text goes to a new file hunters.tmp-XXXXXXXXXXXXXXXX in the
     * target's folder (so the rename stays within one file system), created
     * exclusively ("x": never an existing file, never through a link
     * someone placed there), then renamed over the target. Its last part
     * has a fixed length, not the target's plus a suffix, so any last part
     * the system takes (up to NAME_MAX) can be saved. */
    enum { attempts = 16, hex_digits = 16 };
    static const char prefix[] = "hunters.tmp-";
    size_t folder = hu_folder_length(path);
    size_t size = folder + sizeof prefix - 1 + hex_digits + 1;
    char *temporary = hu_alloc(alloc, size);
    if (!temporary)
        return HUNTERS_ENOMEM;
    uint64_t call = hu_call_value(path);
    FILE *f = NULL;
    memcpy(temporary, path, folder);
    for (int attempt = 0; attempt < attempts && !f; attempt++) {
        snprintf(temporary + folder, size - folder, "%s%016llx", prefix,
                 (unsigned long long)hu_mix(call + (uint64_t)attempt * 0x9e3779b97f4a7c15ull));
        f = fopen(temporary, "wbx");
        /* another name helps only when this one was taken: a folder
         * without write permission, or gone, refuses them all alike */
        if (!f && errno != EEXIST)
            break;
    }
    int rc = HUNTERS_OK, reason = errno; /* the last fopen()'s, when it failed */
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
