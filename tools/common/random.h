/* The tools' own random numbers (seeds for games, random choices in the
 * measuring loops): splitmix64, the same sequence on every platform. The
 * library's generator is internal; this is the same function. */
#ifndef HUNTERS_TOOLS_RANDOM_H
#define HUNTERS_TOOLS_RANDOM_H

#include <stdint.h>

/* The next number of the sequence whose state is *state. */
static inline uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

#endif
