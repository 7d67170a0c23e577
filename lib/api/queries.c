/* Read-only queries of a game: phase, scores, supplies, stacks, the board,
 * features, and the state hash. None allocates or changes the game. */
#include "board/board.h"
#include "game.h"
#include "tiles/finder.h"
#include "util/error.h"

int hunters_game_phase(const hunters_game *game)
{
    return game ? game->s.phase : HUNTERS_EINVAL;
}

int hunters_game_player_count(const hunters_game *game)
{
    return game ? game->players : HUNTERS_EINVAL;
}

int hunters_game_current_player(const hunters_game *game)
{
    return game ? game->s.player : HUNTERS_EINVAL;
}

int hunters_game_score(const hunters_game *game, int player)
{
    if (!game)
        return HUNTERS_EINVAL;
    return player >= 0 && player < game->players ? game->s.score[player] : HUNTERS_ERANGE;
}

int hunters_game_supply(const hunters_game *game, int player, int piece)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (player < 0 || player >= game->players)
        return HUNTERS_ERANGE;
    if (piece == HUNTERS_PIECE_MEMBER)
        return game->s.members[player];
    if (piece == HUNTERS_PIECE_HUT)
        return game->s.huts[player];
    return HUNTERS_ERANGE;
}

int hunters_game_rank(const hunters_game *game, int player)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (player < 0 || player >= game->players)
        return HUNTERS_ERANGE;
    int place = 1;
    for (int p = 0; p < game->players; p++)
        place += game->s.score[p] > game->s.score[player];
    return place;
}

int hunters_game_tile_in_hand(const hunters_game *game)
{
    if (!game)
        return HUNTERS_EINVAL;
    return game->s.in_hand == HU_NONE ? HUNTERS_ERANGE : game->s.in_hand;
}

int hunters_game_tiles_left(const hunters_game *game, int type)
{
    if (!game)
        return HUNTERS_EINVAL;
    return type >= 0 && type < game->ts->type_count ? hu_tiles_left(game, type) : HUNTERS_ERANGE;
}

/* The copies of a type the finder may offer: at a draw, only the stack
 * drawn from (R3.1 land, R3.6 and R6 bonus), so that every type found can
 * be given to hunters_game_draw(); at other phases, both stacks. */
static int left_in_game(const void *context, int type)
{
    const hunters_game *game = context;
    int phase = game->s.phase;
    if (hu_is_draw_phase(phase)) {
        int bonus = (game->ts->types[type].flags & HUNTERS_TILE_BONUS) != 0;
        if (bonus != (phase == HUNTERS_PHASE_DRAW_BONUS))
            return 0;
    }
    return hu_tiles_left(game, type);
}

int hunters_game_find_tiles(const hunters_game *game, const char *query, hunters_tile_match *matches, int capacity,
                            hunters_error *error)
{
    if (!game)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "a NULL game");
    return hu_tileset_find(game->ts, left_in_game, game, query, matches, capacity, error);
}

int hunters_game_stack_size(const hunters_game *game, int bonus)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (bonus != 0 && bonus != 1)
        return HUNTERS_ERANGE;
    return bonus ? game->s.bonus_left : game->s.land_left;
}

int hunters_game_placed_count(const hunters_game *game)
{
    return game ? game->s.placed_count : HUNTERS_EINVAL;
}

int hunters_game_placed_position(const hunters_game *game, int index, int *x, int *y)
{
    if (!game)
        return HUNTERS_EINVAL;
    if (index < 0 || index >= game->s.placed_count)
        return HUNTERS_ERANGE;
    if (x)
        *x = game->placed[index].x;
    if (y)
        *y = game->placed[index].y;
    return HUNTERS_OK;
}

/* The tile at a board position, or NULL where there is none. */
static const hu_placed *placed_at(const hunters_game *game, int x, int y)
{
    int p = hu_board_tile_at(game, x, y);
    return p < 0 ? NULL : &game->placed[p];
}

int hunters_game_board(const hunters_game *game, int x, int y, hunters_square *out)
{
    if (!game || !out)
        return HUNTERS_EINVAL;
    const hu_placed *tile = placed_at(game, x, y);
    if (!tile)
        return HUNTERS_ERANGE;
    int p = (int)(tile - game->placed);
    out->type = tile->type;
    out->rotation = tile->rotation;
    out->order = p;
    out->piece_owner = tile->piece_owner;
    out->piece = tile->piece_owner >= 0 ? tile->piece : 0;
    out->piece_area = tile->piece_owner >= 0 ? tile->piece_area : -1;
    out->reserved[0] = out->reserved[1] = 0;
    return HUNTERS_OK;
}

int hunters_game_feature(const hunters_game *game, int x, int y, int area, hunters_feature *out)
{
    if (!game || !out)
        return HUNTERS_EINVAL;
    const hu_placed *tile = placed_at(game, x, y);
    if (!tile || area < 0 || area >= game->ts->types[tile->type].area_count)
        return HUNTERS_ERANGE;
    hu_feature_describe(game, tile->first_node + area, out);
    return HUNTERS_OK;
}

static uint64_t mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint64_t hunters_game_hash(const hunters_game *game)
{
    if (!game)
        return 0;
    const hu_scalars *s = &game->s;
    /* tiles are summed, so the order they were placed in does not matter */
    uint64_t board = 0;
    for (int p = 0; p < s->placed_count; p++) {
        const hu_placed *t = &game->placed[p];
        uint64_t key = (uint64_t)(uint16_t)t->x | (uint64_t)(uint16_t)t->y << 16 |
                       (uint64_t)t->type << 32 | (uint64_t)t->rotation << 48 | (uint64_t)(t->piece_owner >= 0) << 50;
        if (t->piece_owner >= 0)
            key ^= mix((uint64_t)t->piece_owner | (uint64_t)t->piece_area << 8 | (uint64_t)t->piece << 16 |
                       (uint64_t)hu_piece_has_dolmen(game->ts, t) << 24); /* the former flag's bit */
        board += mix(key + 0x51);
    }
    uint64_t h = mix(board ^ 0x68756e74657273ull);
    uint64_t rules = hu_game_rules_key(game); /* 0, leaving h as it was, for the default rules */
    if (rules)
        h = mix(h ^ rules ^ 0x72756c6573ull);
    if (game->options.draw_mode == HUNTERS_DRAW_ENGINE)
        h = mix(h ^ s->rng); /* the engine's draws are part of the game's future */
    /* bits 16 to 23 held a flag that was never set (bonus_due, removed): they
     * stay 0, so every hash is what it was (the phase tells a bonus draw) */
    h = mix(h ^ ((uint64_t)s->phase | (uint64_t)s->player << 8 | (uint64_t)s->in_hand << 24 |
                 (uint64_t)s->land_left << 40));
    if (s->last_placed != HU_NONE)
        h = mix(h ^ (0x1000000ull | (uint64_t)(uint16_t)game->placed[s->last_placed].x |
                     (uint64_t)(uint16_t)game->placed[s->last_placed].y << 16));
    for (int p = 0; p < game->players; p++)
        h = mix(h ^ ((uint64_t)(uint32_t)s->score[p] | (uint64_t)s->members[p] << 32 | (uint64_t)s->huts[p] << 40));
    for (int t = 0; t < game->ts->type_count; t++)
        h = mix(h ^ ((uint64_t)hu_tiles_left(game, t) << 16 | (uint64_t)t));
    return h;
}

_Static_assert(HUNTERS_VARIANT_TABLE + 1 == HU_VARIANTS, "a counter for each hunters_variant");

int hunters_game_variant_changes(const hunters_game *game, int variant)
{
    if (!game || variant < 0 || variant >= HU_VARIANTS)
        return HUNTERS_EINVAL;
    return game->s.variant_changes[variant];
}
