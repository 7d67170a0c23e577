/* Reading and replacing whole files through the caller's allocator. */
#ifndef HUNTERS_UTIL_FILE_H
#define HUNTERS_UTIL_FILE_H

#include <stddef.h>

#include "hunters.h"

/* Reads the file at path into a new block of *capacity bytes holding
 * *length bytes of text; free it with hu_free(alloc, *text, *capacity).
 * Returns HUNTERS_OK, HUNTERS_EIO, HUNTERS_ENOMEM, or HUNTERS_EPARSE for a
 * file larger than max_size; *why then names the problem. */
int hu_read_file(const hunters_allocator *alloc, const char *path, size_t max_size, char **text, size_t *length,
                 size_t *capacity, const char **why);

/* Replaces the file at path with length bytes of text, never leaving it
 * half-written: the text goes to "PATH.tmp" in the same folder, is flushed
 * (and fsync()ed where POSIX has it), then renamed over PATH. On failure
 * PATH is as it was and the temporary file is removed. Two saves to the
 * same path at once are not supported. Allocates the temporary name.
 * Returns HUNTERS_OK, HUNTERS_EIO or HUNTERS_ENOMEM. */
int hu_write_file_replacing(const hunters_allocator *alloc, const char *path, const char *text, size_t length);

#endif
