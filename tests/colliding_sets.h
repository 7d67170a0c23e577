/* Two different tile sets of equal content hash (hunters_tileset_hash(), a
 * 64-bit FNV-1a): a real collision, found in a few minutes of one core by
 * Pollard's rho over the name of the last tile. One set has 3 tile types,
 * the other 33, with the same 33 tiles of one meadow each, so their games
 * have the same sizes: only a comparison of content, not of hashes, tells
 * them apart. */
#ifndef TEST_COLLIDING_SETS_H
#define TEST_COLLIDING_SETS_H

#include <stdio.h>
#include <string.h>

#define COLLIDING_SET_SIZE 2048
/* the last tiles' names: the sets hash to 8661f0e36e281cbd */
#define COLLIDING_NAME_3 "h6aa93fb02d810557"
#define COLLIDING_NAME_33 "ha7b9a112973be3cb"

/* The set with 3 types (which 0) or with 33 (which 1), into text. */
static inline void colliding_set(int which, char *text)
{
    static const char *const last[2] = {COLLIDING_NAME_3, COLLIDING_NAME_33};
    size_t n = (size_t)snprintf(text, COLLIDING_SET_SIZE, "tile S 1 MMMM start\n  meadow N E S W\n");
    if (which == 0)
        n += (size_t)snprintf(text + n, COLLIDING_SET_SIZE - n, "tile Y 31 MMMM\n  meadow N E S W\n");
    else
        for (int i = 0; i < 31; i++)
            n += (size_t)snprintf(text + n, COLLIDING_SET_SIZE - n, "tile T%02d 1 MMMM\n  meadow N E S W\n", i);
    snprintf(text + n, COLLIDING_SET_SIZE - n, "tile %s 1 MMMM\n  meadow N E S W\n", last[which]);
}

#endif
