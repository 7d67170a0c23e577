/* libFuzzer target: any bytes as a sequence of calls on a game in caller
 * draw mode: draws of any type, moves of any value, picks from the legal
 * list. Accepted calls keep the rules' invariants; rejected ones change
 * nothing (R3.2, R4). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hunters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_pieces(const hunters_game *g)
{
    int on_board[HUNTERS_MAX_PLAYERS] = {0};
    for (int i = 0; i < hunters_game_placed_count(g); i++) {
        int x, y;
        hunters_square sq;
        hunters_game_placed_position(g, i, &x, &y);
        if (hunters_game_board(g, x, y, &sq) != HUNTERS_OK)
            abort();
        if (sq.piece_owner >= 0 && sq.piece == HUNTERS_PIECE_MEMBER)
            on_board[sq.piece_owner]++;
    }
    for (int p = 0; p < hunters_game_player_count(g); p++)
        if (on_board[p] + hunters_game_supply(g, p, HUNTERS_PIECE_MEMBER) != 5)
            abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hunters_tileset *tiles; /* loaded once: parsing it is not what is fuzzed here */
    if (!tiles && hunters_tileset_load_default(&tiles, NULL) != HUNTERS_OK)
        abort();
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = tiles;
    o.draw_mode = HUNTERS_DRAW_CALLER;
    o.players = 1 + (size > 0 ? data[0] % 4 : 0);
    if (size > 0) { /* the rule variants (doc/rules.md) from the first byte's other bits */
        o.last_bonus = data[0] >> 2 & 1;
        o.forest_value = data[0] >> 3 & 1;
        o.mushroom_value = data[0] >> 4 & 1;
        o.lake_huts = data[0] >> 5 & 1;
        o.table_width = o.table_height = 2 * (data[0] >> 6); /* 0 (no limit), 2, 4 or 6 */
    }
    hunters_game *g = NULL;
    if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK)
        abort();
    hunters_move moves[2048];
    for (size_t i = 1; i + 9 <= size; i += 9) {
        uint64_t value;
        memcpy(&value, data + i + 1, 8);
        uint64_t hash = hunters_game_hash(g);
        int events = hunters_game_event_count(g);
        int rc;
        switch (data[i] % 4) {
        case 0: rc = hunters_game_draw(g, (int)(value % 80)); break;
        case 1: rc = hunters_game_play(g, (hunters_move)value); break;
        case 2: {
            int n = hunters_game_legal_moves(g, moves, 2048);
            rc = n > 0 ? hunters_game_play(g, moves[value % (uint64_t)n]) : hunters_game_draw_random(g);
            break;
        }
        default:
            rc = hunters_game_play(g, hunters_move_place((int8_t)value, (int8_t)(value >> 8), (int)(value >> 16) & 3));
        }
        if (rc != HUNTERS_OK && (hunters_game_hash(g) != hash || hunters_game_event_count(g) != events))
            abort();
        check_pieces(g);
    }
    hunters_game_free(g);
    return 0;
}
