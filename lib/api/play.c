/* Driving a game: legal moves, checking and playing moves, draws, and the
 * native random rollout. Every move is checked in full before anything
 * changes, so a rejected call leaves the game as it was. */
#include <stdarg.h>
#include <stdio.h>

#include "board/board.h"
#include "game.h"
#include "rules/turn.h"
#include "util/attributes.h"

int hu_game_reject(hunters_game *g, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->errmsg, sizeof g->errmsg, fmt, ap);
    va_end(ap);
    return status;
}

int hunters_game_legal_moves(const hunters_game *game, hunters_move *moves, size_t capacity)
{
    if (!game || (!moves && capacity > 0))
        return HUNTERS_EINVAL;
    if (hu_is_place_phase(game->s.phase))
        return hu_board_list_placements(game, game->s.in_hand, moves, capacity);
    if (hu_is_deploy_phase(game->s.phase))
        return hu_deploy_list(game, moves, capacity);
    return 0;
}

static const char *const side_words[4] = {"north", "east", "south", "west"};

static int check_placement(hunters_game *g, hunters_move move)
{
    int x = hu_move_x(move), y = hu_move_y(move), r = hu_move_rotation(move);
    if (hu_board_fits(g, x, y, g->s.in_hand, r))
        return HUNTERS_OK;
    if (hu_board_tile_at(g, x, y) >= 0)
        return hu_game_reject(g, HUNTERS_EILLEGAL, "position (%d,%d) already holds a tile (R3.2)", x, y);
    if (hu_board_beyond_table(g, x, y))
        return hu_game_reject(g, HUNTERS_EILLEGAL, "(%d,%d) is beyond the table's edge: the board may span at most "
                              "%d columns by %d rows, 0 meaning no limit (R3.2)", x, y,
                              (int)g->options.table_width, (int)g->options.table_height);
    int need = hu_board_need_at(g, x, y);
    if (need < 0)
        return hu_game_reject(g, HUNTERS_EILLEGAL,
                      "a tile at (%d,%d) would not touch the board along a side; corners are not enough (R3.2)", x, y);
    uint8_t code = g->ts->types[g->s.in_hand].rot_code[r];
    for (int d = 0; d < 4; d++) {
        unsigned mask = 3u << (2 * d);
        if ((need & mask) && (code & mask) != (need & mask))
            return hu_game_reject(g, HUNTERS_EILLEGAL,
                          "at (%d,%d) with rotation %d the %s side does not match its neighbour (R3.2)", x, y, r,
                          side_words[d]);
    }
    return hu_game_reject(g, HUNTERS_EILLEGAL, "the tile does not fit at (%d,%d) (R3.2)", x, y);
}

static int check_move(hunters_game *g, hunters_move move)
{
    /* a kind means no stray bits and fields in range: the canonical value */
    int kind = hu_move_kind(move);
    int phase = g->s.phase;
    /* the common legal moves first; every refusal takes the way below */
    if (kind == HUNTERS_MOVE_PLACE && hu_is_place_phase(phase) &&
        hu_board_fits(g, hu_move_x(move), hu_move_y(move), g->s.in_hand, hu_move_rotation(move)))
        return HUNTERS_OK;
    if (kind == HUNTERS_MOVE_PASS && hu_is_deploy_phase(phase))
        return HUNTERS_OK;
    if (!kind)
        return hu_game_reject(g, HUNTERS_EINVAL, "not a valid move value");
    if (phase == HUNTERS_PHASE_OVER)
        return hu_game_reject(g, HUNTERS_EPHASE, "the game is over");
    if (hu_is_draw_phase(phase))
        return hu_game_reject(g, HUNTERS_EPHASE, "a tile must be drawn first");
    if (hu_is_place_phase(phase)) {
        if (kind != HUNTERS_MOVE_PLACE)
            return hu_game_reject(g, HUNTERS_EPHASE, "the drawn tile must be placed first");
        return check_placement(g, move);
    }
    if (kind == HUNTERS_MOVE_PLACE)
        return hu_game_reject(g, HUNTERS_EPHASE, "the tile is placed: deploy a piece or pass");
    if (kind == HUNTERS_MOVE_PASS)
        return HUNTERS_OK;
    const char *why = NULL;
    int rc = hu_deploy_check(g, hu_move_area(move), hu_move_piece(move), &why);
    return rc ? hu_game_reject(g, rc, "%s", why) : HUNTERS_OK;
}

int hunters_game_check(hunters_game *game, hunters_move move)
{
    return game ? check_move(game, move) : HUNTERS_EINVAL;
}

/* Applies a checked move and runs what follows it (inline: the rollout's
 * loop runs it twice a turn). */
static HU_ALWAYS_INLINE void apply(hunters_game *g, hunters_move move)
{
    switch (move & 0xf) { /* checked: the kind bits are the kind */
    case HUNTERS_MOVE_PLACE: {
        int x = hu_move_x(move), y = hu_move_y(move), r = hu_move_rotation(move);
        int type = g->s.in_hand;
        int p = hu_board_place(g, x, y, type, r);
        g->s.last_placed = (uint16_t)p;
        hu_event_add(g, HUNTERS_EVENT_TILE_PLACED, g->s.player, type, x, y, r);
        hu_turn_after_place(g);
        break;
    }
    case HUNTERS_MOVE_DEPLOY:
        hu_deploy(g, hu_move_area(move), hu_move_piece(move));
        hu_turn_after_deploy(g);
        break;
    default: {
        const hu_placed *tile = &g->placed[g->s.last_placed];
        hu_event_add(g, HUNTERS_EVENT_PASSED, g->s.player, tile->type, tile->x, tile->y, -1);
        hu_turn_after_deploy(g);
    }
    }
    if (hu_is_draw_phase(g->s.phase)) /* (after a turn's end) */
        hu_turn_advance(g);
}

void hu_game_play_checked(hunters_game *g, hunters_move move)
{
    apply(g, move);
}

int hunters_game_play(hunters_game *game, hunters_move move)
{
    if (!game)
        return HUNTERS_EINVAL;
    int rc = check_move(game, move);
    if (rc)
        return rc;
    apply(game, move);
    return HUNTERS_OK;
}

int hunters_game_draw(hunters_game *game, int type)
{
    if (!game)
        return HUNTERS_EINVAL;
    int phase = game->s.phase;
    if (!hu_is_draw_phase(phase))
        return hu_game_reject(game, HUNTERS_EPHASE, "no tile is to be drawn now");
    if (type < 0 || type >= game->ts->type_count)
        return hu_game_reject(game, HUNTERS_ERANGE, "no tile type %d", type);
    const hu_tile_type *t = &game->ts->types[type];
    int bonus = phase == HUNTERS_PHASE_DRAW_BONUS;
    if ((t->flags & HUNTERS_TILE_START) || ((t->flags & HUNTERS_TILE_BONUS) != 0) != bonus)
        return hu_game_reject(game, HUNTERS_ERANGE, "tile %s is not in the %s stack", t->name,
                              bonus ? "bonus" : "land");
    if (hu_tiles_left(game, type) == 0)
        return hu_game_reject(game, HUNTERS_EEMPTY, "no tile %s is left to draw", t->name);
    hu_turn_draw(game, type);
    hu_turn_advance(game);
    return HUNTERS_OK;
}

int hunters_game_draw_random(hunters_game *game)
{
    if (!game)
        return HUNTERS_EINVAL;
    int phase = game->s.phase;
    if (!hu_is_draw_phase(phase))
        return hu_game_reject(game, HUNTERS_EPHASE, "no tile is to be drawn now");
    int drawn_event = game->event_count;
    hu_turn_draw_random(game, &game->s.rng);
    if (drawn_event < game->event_count) /* so undo replays it from s.rng */
        game->events[drawn_event].bits |= HU_EVENT_ENGINE_DRAW << 5;
    hu_turn_advance(game);
    return HUNTERS_OK;
}

int hunters_game_play_random(hunters_game *game, uint64_t seed)
{
    if (!game)
        return HUNTERS_EINVAL;
    uint64_t rng = seed;
    hunters_move deploys[1 + 2 * HU_MAX_AREAS];
    for (;;) {
        int phase = game->s.phase;
        if (phase == HUNTERS_PHASE_OVER)
            return HUNTERS_OK;
        if (hu_is_draw_phase(phase)) {
            /* caller draw mode: the rollout's own generator draws */
            hu_turn_draw_random(game, &rng);
            hu_turn_advance(game);
            continue;
        }
        hunters_move move;
        if (hu_is_place_phase(phase)) {
            move = hu_board_random_placement(game, game->s.in_hand, &rng);
        } else if (!game->s.members[game->s.player] && !game->s.huts[game->s.player]) {
            move = HUNTERS_MOVE_PASS; /* an empty supply: the pass is the one move (R4.7), drawn as such */
        } else {
            int n = hu_deploy_list(game, deploys, sizeof deploys / sizeof deploys[0]);
            move = deploys[hu_rng_below(&rng, (uint32_t)n)]; /* (a list of one draws nothing) */
        }
        apply(game, move);
    }
}
