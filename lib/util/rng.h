/* The engine's deterministic generator: splitmix64, the same sequence on
 * every platform for the same seed. Inline: it runs several times a move. */
#ifndef HUNTERS_UTIL_RNG_H
#define HUNTERS_UTIL_RNG_H

#include <stdint.h>

static inline uint64_t hu_rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Uniform in [0, bound) without modulo bias (Lemire's method), for a
 * bound of 2 or more; the division runs only in the rare case that needs
 * it. */
static inline uint32_t hu_rng_below_2(uint64_t *state, uint32_t bound)
{
    uint64_t m = (uint64_t)(uint32_t)(hu_rng_next(state) >> 32) * bound;
    if ((uint32_t)m < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while ((uint32_t)m < threshold)
            m = (uint64_t)(uint32_t)(hu_rng_next(state) >> 32) * bound;
    }
    return (uint32_t)(m >> 32);
}

/* The same for any bound (0 for a bound of 0 or 1, drawing nothing). */
static inline uint32_t hu_rng_below(uint64_t *state, uint32_t bound)
{
    return bound <= 1 ? 0 : hu_rng_below_2(state, bound);
}

#endif
