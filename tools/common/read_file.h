/* A whole file read into memory, for the tools that need a record's or a
 * tile set's text itself (the library's *_load_file() functions read
 * files for the tools that only load them). */
#ifndef HUNTERS_TOOLS_READ_FILE_H
#define HUNTERS_TOOLS_READ_FILE_H

#include <stddef.h>
#include <stdio.h>

/* The largest file read_file() reads: the library's own cap for a record
 * file (hunters_game_load_file()), so that an endless input (/dev/zero, a
 * pipe that never ends) is refused instead of filling the memory. */
#define READ_FILE_MAX ((size_t)256 << 20)

/* The bytes of the file at path, their count in *length, and a NUL after
 * them; NULL, with errno saying why, when it cannot be opened or read,
 * when it holds more than READ_FILE_MAX bytes (EFBIG: "File too large"), or
 * when memory runs out. Free with free(). */
char *read_file(const char *path, size_t *length);

/* read_file() of an open stream (standard input), read to its end; the
 * stream is left open. */
char *read_stream(FILE *f, size_t *length);

struct hunters_tileset;
struct hunters_error;

/* The tile set of path into *ts, "-" read from standard input (the
 * library's file function would open a file named "-"): a
 * hunters_status, with *err filled and errno the system's reason when the
 * file could not be read, else errno 0 (for load_error_text()). */
int load_tileset_input(struct hunters_tileset **ts, const char *path, struct hunters_error *err);

/* An input path as messages name it: "standard input" for "-". */
const char *input_name(const char *path);

#endif
