/* The engine's deterministic generator: splitmix64, the same sequence on
 * every platform for the same seed. */
#include "game.h"

uint64_t hu_rng_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Uniform in [0, bound) without modulo bias (Lemire's method). */
uint32_t hu_rng_below(uint64_t *state, uint32_t bound)
{
    if (bound <= 1)
        return 0;
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint64_t m = (uint64_t)(uint32_t)(hu_rng_next(state) >> 32) * bound;
        if ((uint32_t)m >= threshold)
            return (uint32_t)(m >> 32);
    }
}
