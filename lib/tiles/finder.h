/* Finding tile types by what a player sees (lib/tiles/finder.c). */
#ifndef HUNTERS_TILES_FINDER_H
#define HUNTERS_TILES_FINDER_H

#include "tiles/tileset.h"

/* How many copies of a type are left, for the types a search may offer. */
typedef int (*hu_tiles_left_fn)(const void *context, int type);

/* hunters_tileset_find_tiles() with the copies left from left(context,
 * type), or every copy of the set when left is NULL. */
int hu_tileset_find(const hunters_tileset *ts, hu_tiles_left_fn left, const void *context, const char *query,
                    hunters_tile_match *matches, int capacity, hunters_error *error);

#endif
