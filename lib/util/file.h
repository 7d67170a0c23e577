/* Reading and replacing whole files through the caller's allocator. */
#ifndef HUNTERS_UTIL_FILE_H
#define HUNTERS_UTIL_FILE_H

#include <stddef.h>

#include "hunters.h"

/* Reads the file at path into a new block of *capacity bytes holding
 * *length bytes of text; free it with hu_free(alloc, *text, *capacity).
 * Returns HUNTERS_OK, HUNTERS_EIO, HUNTERS_ENOMEM, or HUNTERS_EPARSE for a
 * file larger than max_size; *why then names the problem, and on
 * HUNTERS_EIO errno is the failed fopen()'s or fread()'s reason. */
int hu_read_file(const hunters_allocator *alloc, const char *path, size_t max_size, char **text, size_t *length,
                 size_t *capacity, const char **why);

/* Replaces the file at path with length bytes of text, never leaving it
 * half-written: the text goes to a new file "hunters.tmp-" and 16 hex
 * digits in PATH's folder (a fixed 28 bytes after the folder part,
 * whatever PATH's last part), created exclusively (an existing file or link there
 * is never opened or followed), is flushed (and fsync()ed where POSIX has
 * it), then renamed over PATH. Where POSIX has it, the new file keeps the
 * replaced one's permission bits; a new PATH gets the default ones; and a
 * regular file whose bits say read-only (mode & 0222 == 0, whoever calls)
 * is EIO with errno EACCES, no file made, never renamed over. On
 * failure PATH is as it was and the temporary file is removed; a PATH
 * that is a folder ("dir/", ".") is EIO with errno EISDIR, no file made,
 * where POSIX tells; an empty PATH is EIO with errno ENOENT, no file made. Where
 * POSIX tells, a PATH that is neither a regular file nor a folder (a
 * device, a named pipe) is written in place instead (a pipe nobody reads
 * is EIO with errno ENXIO, not waited for), and a PATH that is a
 * symbolic link stays one: the file it names (followed link by link, at
 * most 40, else EIO with errno ELOOP; a stranger's link in a sticky
 * world-writable folder is EIO with errno EACCES) is the one replaced or
 * created, as above; a link changed after it was read is not seen. Each
 * name followed to is built as text, the link's folder as spelled and its
 * relative target ("a/b/" and "../c/d", no ".." folded: a folder in it
 * may itself be a link), so a chain of links in deep folders can build a
 * name longer than PATH_MAX (4096 bytes on Linux) that the system would
 * still follow; such a save, and one whose folder part (up to the last
 * '/', included) has PATH_MAX - 28 bytes or more (the temporary name's
 * length; PATH_MAX counts the final NUL), is EIO with errno ENAMETOOLONG,
 * nothing changed. A
 * PATH that reaches this process's descriptor open for writing on a regular file
 * (/dev/stdout, /dev/fd/N, /proc/self/fd/N, by name or link) is written
 * through it at its position, and one through any other link in /proc in
 * place by name: never replaced. Allocates the temporary name (and the
 * link's target). Returns HUNTERS_OK, HUNTERS_EIO (errno then the failed
 * step's reason) or HUNTERS_ENOMEM. */
int hu_write_file_replacing(const hunters_allocator *alloc, const char *path, const char *text, size_t length);

#endif
