#define _XOPEN_SOURCE 700 /* realpath(), lstat(), readlink() */
#define _DEFAULT_SOURCE    /* flock() */
#include "common/output.h"
#include "common/number.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* Says that standard output lost a write (why: an errno, or 0 when none
 * was set); returns 1. */
static int stdout_failed(const char *program, int why)
{
    fprintf(stderr, "%s: cannot write to standard output: %s\n", program, why ? strerror(why) : "a write failed");
    return 1;
}

/* the errno of the first write put_stdout() saw fail, 0 while none did */
static int stdout_errno;

int put_stdout(const char *text, size_t length)
{
    errno = 0;
    if (fwrite(text, 1, length, stdout) == length)
        return 0;
    if (!stdout_errno)
        stdout_errno = errno;
    return -1;
}

int finish_stdout(const char *program)
{
    /* ferror() keeps an earlier failed write that a later flush would not
     * see again; fclose() reports what the last flush could not write. */
    errno = 0;
    int failed = ferror(stdout);
    int saved = errno;
    if (fclose(stdout) != 0) {
        failed = 1;
        saved = errno;
    }
    if (failed && !saved) /* (nothing left to flush: put_stdout()'s reason) */
        saved = stdout_errno;
    return failed ? stdout_failed(program, saved) : 0;
}

void reserve_standard_streams(void)
{
    for (int fd = 0; fd <= 2; fd++)
        if (fcntl(fd, F_GETFD) == -1 && errno == EBADF) {
            /* the lowest free number: fd itself, the ones below it open */
            int null = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
            if (null >= 0 && null != fd) {
                dup2(null, fd);
                close(null);
            }
        }
}

int flush_stdout(const char *program)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    return stdout_failed(program, errno);
}

/* The name of the file an output path writes, canonical when it does not
 * exist yet: its folder resolved by realpath(), then its last part (two
 * names of one new file, "out" and "./out" or a dangling link to it, give
 * one name). A malloc'd string, or NULL when the folder cannot be
 * resolved or out of memory. */
static char *new_file_name(const char *path)
{
    char *target = output_target(path);
    if (!target)
        return NULL;
    char *slash = strrchr(target, '/');
    const char *base = slash ? slash + 1 : target;
    char *real = NULL;
    if (!slash)
        real = realpath(".", NULL);
    else if (slash == target)
        real = realpath("/", NULL);
    else {
        *slash = '\0';
        real = realpath(target, NULL);
    }
    char *name = real ? malloc(strlen(real) + strlen(base) + 2) : NULL;
    if (name)
        sprintf(name, "%s/%s", real, base);
    free(real);
    free(target);
    return name;
}

int same_output_file(const char *a, const char *b)
{
    if (!a || !b || !strcmp(a, "-") || !strcmp(b, "-"))
        return 0;
    struct stat sa, sb;
    int a_exists = stat(a, &sa) == 0, b_exists = stat(b, &sb) == 0;
    if ((a_exists && !S_ISREG(sa.st_mode)) || (b_exists && !S_ISREG(sb.st_mode)))
        return 0;
    if (!strcmp(a, b))
        return 1;
    if (a_exists && b_exists)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    if (a_exists || b_exists)
        return 0;
    /* neither exists yet: the same name once the folders are resolved */
    char *na = new_file_name(a), *nb = new_file_name(b);
    int same = na && nb && !strcmp(na, nb);
    free(na);
    free(nb);
    return same;
}

/* The canonical name of the file path writes: realpath() of its target
 * when that exists, else new_file_name(). Malloc'd, or NULL. */
static char *canonical_output_name(const char *path)
{
    char *target = output_target(path);
    char *real = target ? realpath(target, NULL) : NULL;
    free(target);
    return real ? real : new_file_name(path);
}

int output_is_partial_of(const char *a, const char *b)
{
    if (!a || !b || !strcmp(a, "-") || !strcmp(b, "-"))
        return 0;
    if (output_way(b) != OUTPUT_RENAMED)
        return 0; /* written in place (or a folder, refused): no partial file */
    char *na = canonical_output_name(a), *nb = canonical_output_name(b);
    size_t lb = nb ? strlen(nb) : 0;
    int clash = na && nb && strlen(na) == lb + strlen(".partial") && !strncmp(na, nb, lb) &&
                !strcmp(na + lb, ".partial");
    free(na);
    free(nb);
    return clash;
}

const char *load_error_text(char *buffer, size_t size, const char *path, int line, int column,
                            const char *message, int saved_errno)
{
    if (line > 0)
        snprintf(buffer, size, "%s:%d:%d: %s", path, line, column, message);
    else if (saved_errno)
        snprintf(buffer, size, "%s: %s: %s", path, message, strerror(saved_errno));
    else
        snprintf(buffer, size, "%s: %s", path, message);
    return buffer;
}

/* The name a dangling symbolic link points to, followed link by link
 * (realpath() fails on it, where writing in place would create the file it
 * names); path itself when the chain loops or cannot be read. */
static char *dangling_target(const char *path)
{
    char *current = strdup(path);
    char link[4096];
    for (int hops = 0; current && hops < 40; hops++) { /* as the system's own bound */
        struct stat st;
        if (lstat(current, &st) != 0 || !S_ISLNK(st.st_mode))
            return current;
        ssize_t n = readlink(current, link, sizeof link);
        if (n <= 0 || (size_t)n >= sizeof link)
            break;
        const char *slash = strrchr(current, '/');
        /* a relative target: from the link's folder */
        size_t folder = link[0] == '/' || !slash ? 0 : (size_t)(slash - current) + 1;
        char *next = malloc(folder + (size_t)n + 1);
        if (next) {
            memcpy(next, current, folder);
            memcpy(next + folder, link, (size_t)n);
            next[folder + (size_t)n] = '\0';
        }
        free(current);
        current = next;
    }
    free(current);
    return strdup(path);
}

char *output_target(const char *path)
{
    struct stat st;
    if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
        char *target = realpath(path, NULL);
        if (target)
            return target;
        if (errno == ENOENT)
            return dangling_target(path);
    }
    return strdup(path);
}

int put_whole_piece(char *buffer, size_t size, size_t *at, size_t *cut, const char *piece, size_t length)
{
    if (*at + length >= size) {
        if (size >= 4) { /* (else no room for "...": cut with no mark) */
            memcpy(buffer + *cut, "...", 3);
            *at = *cut + 3;
        }
        return 0;
    }
    memcpy(buffer + *at, piece, length);
    *at += length;
    if (*at + 3 < size)
        *cut = *at;
    return 1;
}

/* Whether a record's name may hold code, which the library's setter
 * refuses now (it took it before): a line or paragraph separator, an
 * interlinear annotation character, a noncharacter (U+FFFE and U+FFFF
 * never load). */
static int refused_since(unsigned long code)
{
    return code == 0x2028 || code == 0x2029 || (code >= 0xfff9 && code <= 0xfffb) ||
           (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) == 0xfffe;
}

const char *shown_player_name(const hunters_game *game, int p, char *buffer, size_t size)
{
    const char *name = hunters_game_player_name(game, p);
    size_t start = 0, length = name ? strlen(name) : 0;
    if (name && hunters_player_name_trim(name, length, &start, &length) != HUNTERS_OK)
        start = 0; /* (a loaded name is valid UTF-8: never) */
    if (!size)
        return buffer;
    /* each character the setter refuses now escaped, as hunters-play's
     * --names refusals show it: a terminal shows U+FFF9 alone as nothing
     * (once trimmed to "", the seat's own name; now a character, the name
     * the record holds, so shown), U+2028 broke hunters-replay's line */
    const unsigned char *s = (const unsigned char *)(name ? name + start : "");
    size_t at = 0, cut = 0; /* cut: the end of the last piece "..." fits after */
    for (size_t i = 0; i < length;) {
        unsigned long code;
        size_t n = utf8_character(s + i, &code);
        if (!n) /* (a loaded name is valid UTF-8: never) */
            n = 1, code = 0;
        char piece[16];
        int written = n > 1 && refused_since(code) ? snprintf(piece, sizeof piece, "<U+%04lX>", code)
                                                   : snprintf(piece, sizeof piece, "%.*s", (int)n, (const char *)s + i);
        if (!put_whole_piece(buffer, size, &at, &cut, piece, (size_t)written))
            break;
        i += n;
    }
    buffer[at] = '\0';
    return buffer;
}

int names_descriptor(const char *path, int fd)
{
    struct stat st, named, node;
    if (!path || fstat(fd, &st) != 0 || stat(path, &named) != 0)
        return 0;
    if (st.st_dev == named.st_dev && st.st_ino == named.st_ino)
        return 1;
    /* FreeBSD without fdescfs: /dev/fd/N (and /dev/stdin, a link to
     * /dev/fd/0) is a device node of its own, opened as a copy of
     * descriptor N, whose stat() is no file's; path names the descriptor
     * when it names that node (elsewhere, where stat() of /dev/fd/N is the
     * file's, the comparison above said it) */
    char node_path[32];
    snprintf(node_path, sizeof node_path, "/dev/fd/%d", fd);
    return stat(node_path, &node) == 0 && S_ISCHR(node.st_mode) && node.st_dev == named.st_dev &&
           node.st_ino == named.st_ino;
}

int names_stdout(const char *path)
{
    /* a standard output closed by the caller is reserve_standard_streams()'s
     * /dev/null, read-only: --json /dev/null >&- is no write to it */
    int mode = fcntl(STDOUT_FILENO, F_GETFL);
    return path && strcmp(path, "-") && mode != -1 && (mode & O_ACCMODE) != O_RDONLY &&
           names_descriptor(path, STDOUT_FILENO);
}

/* Whether path names the regular file standard input reads. */
static int names_stdin_file(const char *path)
{
    struct stat in;
    return path && strcmp(path, "-") && fstat(STDIN_FILENO, &in) == 0 && S_ISREG(in.st_mode) &&
           names_descriptor(path, STDIN_FILENO);
}

int replaces_input(const char *output, const char *input)
{
    return same_output_file(output, input) || (input && !strcmp(input, "-") && names_stdin_file(output));
}

enum output_way output_way(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || S_ISREG(st.st_mode))
        return OUTPUT_RENAMED;
    return S_ISDIR(st.st_mode) ? OUTPUT_FOLDER : OUTPUT_IN_PLACE;
}

int output_read_only(const char *path)
{
    struct stat st;
    return path && strcmp(path, "-") && stat(path, &st) == 0 && S_ISREG(st.st_mode) && (st.st_mode & 0222) == 0;
}

const char *output_write_reason(const char *path, int reason)
{
    return reason == EACCES && output_read_only(path) ? OUTPUT_READ_ONLY_WHY : strerror(reason);
}

int open_partial(const char *partial, int *busy)
{
    *busy = 0;
    /* a run that has just finished renames the file it locked over its
     * output, or removes it, before unlocking: a lock taken on a file no
     * longer at this name is dropped and the name opened again */
    for (int tries = 0; tries < 100; tries++) {
        /* a symbolic link there is not followed (ELOOP): written through,
         * the file it names was emptied, then renamed over FILE, which
         * became the link; nor is what is no regular file taken (a FIFO, a
         * device: opened without waiting for a writer or a carrier) */
        int fd = open(partial, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0666);
        if (fd < 0)
            return -1;
        struct stat opened, named;
        int bad = fstat(fd, &opened) != 0;
        if (!bad && !S_ISREG(opened.st_mode)) {
            errno = EINVAL;
            bad = 1;
        }
        /* nor a hard link, a file with another name: emptied, the file
         * of that name lost its data, then shared it with FILE */
        if (!bad && opened.st_nlink > 1) {
            errno = EMLINK;
            bad = 1;
        }
        if (bad || fcntl(fd, F_SETFL, 0) != 0) { /* O_NONBLOCK off again */
            int why = errno;
            close(fd);
            errno = why;
            return -1;
        }
        if (flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
            close(fd);
            *busy = 1;
            errno = EWOULDBLOCK;
            return -1;
        } /* a file system without locks (ENOLCK): written unlocked, as before */
        if (lstat(partial, &named) == 0 && opened.st_dev == named.st_dev &&
            opened.st_ino == named.st_ino)
            return fd;
        close(fd);
    }
    errno = EAGAIN;
    return -1;
}

FILE *partial_stream(int lock, int keep)
{
    int fd = -1;
    FILE *f = NULL;
    if ((keep || ftruncate(lock, 0) == 0) && (fd = dup(lock)) >= 0 && !(f = fdopen(fd, keep ? "r+" : "w")))
        close(fd);
    return f;
}

int keep_mode(int fd, const char *target)
{
    struct stat st;
    if (stat(target, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    /* the permission bits only, as the library's own files (lib/util/
     * file.c): a set-user-ID, set-group-ID or sticky bit is no part of what
     * a table or summary keeps, and a new file made set-ID is a hole */
    return fchmod(fd, st.st_mode & 0777);
}

int check_output_paths(const char **paths, const char *const *options, int count, const char *tileset, char *why,
                       size_t size)
{
    for (int i = 0; i < count; i++) {
        if (paths[i] && !*paths[i]) { /* known now, not at the rename after the last game */
            snprintf(why, size, "%s needs a file name, not an empty one (- for stdout)", options[i]);
            return -1;
        }
        if (names_stdout(paths[i])) /* --json /dev/stdout > FILE: renamed over FILE it replaced the table */
            paths[i] = "-";
    }
    for (int a = 0; a < count; a++)
        for (int b = a + 1; b < count; b++)
            if (same_output_file(paths[a], paths[b])) {
                snprintf(why, size, "%s and %s name the same file %s: give each its own", options[a], options[b],
                         paths[b]);
                return -1;
            } else if (output_is_partial_of(paths[a], paths[b]) || output_is_partial_of(paths[b], paths[a])) {
                snprintf(why, size, "%s %s and %s %s: one names the other's partial file (FILE.partial): give "
                         "another name", options[a], paths[a], options[b], paths[b]);
                return -1;
            }
    for (int a = 0; a < count; a++) /* the tile set replaced by a summary: lost to a slip of the keyboard */
        if (replaces_input(paths[a], tileset)) {
            snprintf(why, size, "%s %s is the --tileset file read: it would be replaced; give another name",
                     options[a], paths[a]);
            return -1;
        }
    return 0;
}

/* Lets o's partial file go: with remove_it, removed first if this run
 * holds its lock (another run's is never touched), then unlocked, once
 * renamed or removed (open_partial()); its names freed. */
static void release_partial(tool_output *o, int remove_it)
{
    if (remove_it && o->partial && o->lock >= 0)
        remove(o->partial);
    if (o->lock >= 0)
        close(o->lock);
    o->lock = -1;
    free(o->partial);
    o->partial = NULL;
    free(o->target);
    o->target = NULL;
}

int tool_output_open(tool_output *o, const char *program, const char *path, int keep_partial, int resume,
                     char *why, size_t size)
{
    *o = (tool_output){.program = program, .path = path, .lock = -1, .keep_partial = keep_partial};
    if (!path)
        return 0;
    if (!strcmp(path, "-")) {
        o->file = stdout;
        return 0;
    }
    enum output_way way = output_way(path);
    if (way == OUTPUT_FOLDER) {
        snprintf(why, size, "cannot write %s: %s", path, strerror(EISDIR));
        return -1;
    }
    if (way == OUTPUT_IN_PLACE) {
        o->file = fopen(path, "w");
    } else if (output_read_only(path)) {
        /* refused before a partial file is made or a game played */
        char shown[256];
        snprintf(why, size, "cannot write %s: %s", shown_word(path, shown, sizeof shown), OUTPUT_READ_ONLY_WHY);
        return -1;
    } else {
        size_t length = (o->target = output_target(path)) ? strlen(o->target) : 0;
        if (!o->target || !(o->partial = malloc(length + sizeof ".partial"))) {
            snprintf(why, size, "out of memory");
            release_partial(o, 0);
            return -1;
        }
        memcpy(o->partial, o->target, length);
        memcpy(o->partial + length, ".partial", sizeof ".partial");
        /* locked while this run writes it: a second run with the same
         * output would empty it, then both write one file */
        int busy;
        if ((o->lock = open_partial(o->partial, &busy)) < 0 && busy) {
            snprintf(why, size, "%s is being written by another run of hunters-sim: wait for it to end, or give "
                     "another name", o->partial);
            release_partial(o, 0);
            return -1;
        }
        struct stat info;
        int refused = errno;
        if (o->lock < 0 && lstat(o->partial, &info) == 0 && (!S_ISREG(info.st_mode) || refused == EMLINK)) {
            /* the way out said keeps what is there: the name moved away,
             * not removed (a link may be what the user meant to keep) */
            if (S_ISLNK(info.st_mode))
                snprintf(why, size, "%s is a symbolic link: the run's partial file is a file of its own, renamed "
                         "over %s at the end; move the link away (the file it names is kept), or give another "
                         "name", o->partial, path);
            else if (S_ISREG(info.st_mode) && resume) /* its rows are what the user came for: kept to resume */
                snprintf(why, size, "%s is a hard link (one file with another name): resumed there, that file "
                         "would be changed too and renamed over %s; to resume its rows, give it a file of its own "
                         "(cp it to another name, then mv that over it), or move it away", o->partial, path);
            else if (S_ISREG(info.st_mode))
                snprintf(why, size, "%s is a hard link (one file with another name): written there, that file "
                         "would be emptied and renamed over %s; move it away (the other name keeps its data), "
                         "or give another name", o->partial, path);
            else
                snprintf(why, size, "%s is no regular file (a FIFO, a device, a folder): the run's partial file is "
                         "written there and renamed over %s at the end; move it away (what is there is kept), or "
                         "give another name", o->partial, path);
            release_partial(o, 0); /* not this run's to remove */
            return -1;
        }
        /* the open's reason, said below when it failed: the lstat() above
         * left its own (ENOENT for the partial file never created, where
         * a folder the user may not write said "No such file or
         * directory", not "Permission denied") */
        errno = refused;
        /* an interrupted run's rows are kept for --resume: a run without it
         * would empty them before its first game (hours of games lost to a
         * command line that forgot --resume) */
        if (o->lock >= 0 && keep_partial && !resume && fstat(o->lock, &info) == 0 && info.st_size > 0) {
            char shown[256];
            snprintf(why, size, "%s holds the rows of an interrupted run: give --resume to go on with it, or "
                     "remove it to start again", shown_word(o->partial, shown, sizeof shown));
            release_partial(o, 0);
            return -1;
        }
        if (o->lock >= 0)
            o->file = partial_stream(o->lock, resume);
    }
    if (!o->file) {
        char shown[256];
        snprintf(why, size, "cannot write %s: %s", shown_word(o->partial ? o->partial : path, shown, sizeof shown),
                 strerror(errno));
        release_partial(o, !keep_partial);
        return -1;
    }
    return 0;
}

void tool_output_failed(tool_output *o)
{
    if (!o->error)
        o->error = errno;
}

const char *tool_output_name(const tool_output *o)
{
    /* a control in the name as '?' (shown_word()): an escape in --csv's
     * name reached the terminal raw */
    static char shown[256];
    const char *name = o->partial ? o->partial : strcmp(o->path, "-") ? o->path : NULL;
    return name ? shown_word(name, shown, sizeof shown) : "to standard output";
}

const char *tool_output_reason(const tool_output *o)
{
    return o->error ? strerror(o->error) : "a write failed";
}

int tool_output_flush(tool_output *o)
{
    if (!o->file || o->file == stdout)
        return 0;
    errno = 0;
    if (fflush(o->file) == 0 && !ferror(o->file))
        return 0;
    tool_output_failed(o);
    return -1;
}

/* Writes o->kept_tail at the end of o's partial file, through its lock
 * (the stream is closed): 0, or -1. */
static int put_back_tail(const tool_output *o)
{
    struct stat st;
    size_t length = strlen(o->kept_tail);
    if (o->lock < 0 || fstat(o->lock, &st) != 0)
        return -1;
    return pwrite(o->lock, o->kept_tail, length, st.st_size) == (ssize_t)length ? 0 : -1;
}

int tool_output_close(tool_output *o, int keep)
{
    if (!o->file || o->file == stdout)
        return 0;
    int failed = ferror(o->file);
    errno = 0;
    if (fclose(o->file) != 0) {
        failed = 1;
        tool_output_failed(o);
    }
    /* on the disk before it replaces FILE (a crash just after the rename
     * must not leave an empty FILE); not for a partial file to be removed */
    if (!failed && keep && o->partial && fsync(o->lock) != 0) {
        failed = 1;
        tool_output_failed(o);
    }
    o->file = NULL;
    if (failed) {
        if (!o->said)
            fprintf(stderr, "%s: cannot write %s: %s\n", o->program, tool_output_name(o), tool_output_reason(o));
    } else if (keep && o->partial && output_read_only(o->target)) {
        /* made read-only during the run: that file is kept, as at the start */
        char path[256];
        fprintf(stderr, "%s: cannot write %s: %s\n", o->program, shown_word(o->path, path, sizeof path),
                OUTPUT_READ_ONLY_WHY);
        failed = 1;
    } else if (keep && o->partial && (keep_mode(o->lock, o->target) != 0 || rename(o->partial, o->target) != 0)) {
        char partial[256], path[256];
        fprintf(stderr, "%s: cannot rename %s to %s: %s\n", o->program, shown_word(o->partial, partial, sizeof partial),
                shown_word(o->path, path, sizeof path), strerror(errno));
        failed = 1;
    }
    /* the --jsonl rows stay for --resume, as after any failed run (doc/sim.md),
     * with their check put back: without it the next --resume played every
     * game again (if this write fails too, it still does, with a note) */
    if (failed && o->partial && o->keep_partial && o->kept_tail)
        (void)put_back_tail(o);
    if (failed && o->partial && o->keep_partial)
        fprintf(stderr, "%s: the games played are kept in %s (--resume)\n", o->program, tool_output_name(o));
    release_partial(o, (failed || !keep) && !o->keep_partial);
    return failed ? -1 : 0;
}

void tool_output_discard(tool_output *o)
{
    if (o->file && o->file != stdout)
        fclose(o->file);
    o->file = NULL;
    release_partial(o, !o->keep_partial);
}

/* The terminal columns of one code point: 2 for the wide (East Asian Wide
 * and Fullwidth, and the emoji blocks terminals draw wide), 0 for the
 * combining marks and the invisible format characters, else 1; the ranges
 * of Markus Kuhn's wcwidth(), without a locale to depend on. */
/* Whether c lies in one of count [first, last] ranges. */
static int in_ranges(unsigned long c, const unsigned long (*ranges)[2], size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (c >= ranges[i][0] && c <= ranges[i][1])
            return 1;
    return 0;
}

/* The characters of no width: combining marks, drawn on the character
 * before them, and format characters (zero-width spaces and joiners, the
 * bidirectional controls, the byte-order mark, variation selectors) */
static const unsigned long combining_marks[][2] = {
    {0x0300, 0x036F}, {0x0483, 0x0489}, {0x0591, 0x05BD}, {0x0610, 0x061A}, {0x064B, 0x065F},
    {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x20D0, 0x20FF}, {0xFE20, 0xFE2F},
};
static const unsigned long format_characters[][2] = {
    {0x200B, 0x200F}, {0x202A, 0x202E}, {0x2060, 0x2064}, {0x2066, 0x206F},
    {0xFE00, 0xFE0F}, {0xFEFF, 0xFEFF}, {0xE0100, 0xE01EF},
};

int code_point_combines(unsigned long c)
{
    return in_ranges(c, combining_marks, sizeof combining_marks / sizeof combining_marks[0]);
}

int code_point_columns(unsigned long c)
{
    static const unsigned long wide[][2] = {
        {0x1100, 0x115F}, {0x2329, 0x232A}, {0x2E80, 0x303E}, {0x3041, 0x33FF}, {0x3400, 0x4DBF},
        {0x4E00, 0x9FFF}, {0xA000, 0xA4CF}, {0xAC00, 0xD7A3}, {0xF900, 0xFAFF}, {0xFE10, 0xFE19},
        {0xFE30, 0xFE6F}, {0xFF00, 0xFF60}, {0xFFE0, 0xFFE6}, {0x1F300, 0x1F64F}, {0x1F900, 0x1F9FF},
        {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
    };
    if (code_point_combines(c) ||
        in_ranges(c, format_characters, sizeof format_characters / sizeof format_characters[0]))
        return 0;
    return in_ranges(c, wide, sizeof wide / sizeof wide[0]) ? 2 : 1;
}

void print_padded(FILE *out, const char *text, int width)
{
    int columns = 0;
    for (const unsigned char *s = (const unsigned char *)text; *s;) {
        /* the library's names are valid UTF-8; each byte of no character
         * (an overlong form, a surrogate, a sequence cut short, a stray
         * byte) counts 1, as a terminal's U+FFFD for it (the defect: a
         * decoder of its own took an overlong form as its character) */
        unsigned long c;
        size_t n = utf8_character(s, &c);
        columns += n ? code_point_columns(c) : 1;
        s += n ? n : 1;
    }
    fprintf(out, "%s%*s", text, columns < width ? width - columns : 0, "");
}
