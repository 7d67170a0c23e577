/* Reading a whole file through the caller's allocator. */
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

#endif
