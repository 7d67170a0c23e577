/* The first moves of a game record, as a record of their own: how
 * hunters-replay --stop and hunters-svg --turn go back in a game. Cutting
 * the text works for every record the library writes, also those of
 * redetermined caller-mode games that hunters_game_undo() refuses. */
#ifndef HUNTERS_TOOLS_RECORD_PREFIX_H
#define HUNTERS_TOOLS_RECORD_PREFIX_H

#include <stddef.h>

/* A copy of the record in text[0..length) that ends before its move number
 * `moves` (counted from 0 over the place, deploy and pass lines: it keeps
 * `moves` moves, and the draws before the next one), NUL-terminated, its
 * length in *prefix_length. A version-2 record (one with an 'end' line)
 * gets the 'end N' line the shorter record needs. The whole record when it
 * has no more moves than that. NULL when memory runs out. Free with free(). */
char *record_prefix(const char *text, size_t length, long moves, size_t *prefix_length);

#endif
