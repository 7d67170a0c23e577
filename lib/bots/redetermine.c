/* Redetermination: a fresh hidden order of the stacks, from a seed. The
 * stacks are kept as sorted bags and every draw picks a uniform index with
 * the game's generator, so a new generator state is a new uniform sample of
 * the order; nothing public changes. */
#include "game.h"

int hunters_game_redetermine(hunters_game *game, uint64_t seed)
{
    if (!game)
        return HUNTERS_EINVAL;
    /* one mixing step so that nearby seeds give unrelated orders, and a
     * seed equal to the game's creation seed does not replay its draws */
    uint64_t state = seed ^ 0x6a09e667f3bcc909ull;
    game->s.rng = hu_rng_next(&state);
    return HUNTERS_OK;
}
