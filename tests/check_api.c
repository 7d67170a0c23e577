/* Foundation checks: versions and status strings. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fast_assert.h"
#include "hunters.h"
#include "scenario.h"
#include "colliding_sets.h"

START_TEST(version_matches_header)
{
    ck_assert_str_eq(hunters_version(), HUNTERS_VERSION_STRING);
    ck_assert_int_eq(hunters_version_number(), HUNTERS_VERSION_NUMBER);
    ck_assert_int_eq(HUNTERS_VERSION_NUMBER,
                     HUNTERS_VERSION_MAJOR * 10000 + HUNTERS_VERSION_MINOR * 100 + HUNTERS_VERSION_PATCH);
}
END_TEST

START_TEST(strerror_covers_every_status)
{
    for (int s = HUNTERS_EBUFS; s <= HUNTERS_OK; s++) {
        const char *text = hunters_strerror(s);
        ck_assert_ptr_nonnull(text);
        ck_assert_str_ne(text, "unknown status");
    }
    ck_assert_str_eq(hunters_strerror(12345), "unknown status");
    ck_assert_str_eq(hunters_strerror(HUNTERS_OK), "success");
}
END_TEST

START_TEST(moves_encode_and_print)
{
    hunters_move m = hunters_move_place(-3, 12, 3);
    ck_assert_int_eq(hunters_move_kind(m), HUNTERS_MOVE_PLACE);
    ck_assert_int_eq(hunters_move_x(m), -3);
    ck_assert_int_eq(hunters_move_y(m), 12);
    ck_assert_int_eq(hunters_move_rotation(m), 3);
    ck_assert_int_eq(hunters_move_piece(m), 0);
    m = hunters_move_deploy(7, HUNTERS_PIECE_HUT);
    ck_assert_int_eq(hunters_move_kind(m), HUNTERS_MOVE_DEPLOY);
    ck_assert_int_eq(hunters_move_area(m), 7);
    ck_assert_int_eq(hunters_move_piece(m), HUNTERS_PIECE_HUT);
    ck_assert_int_eq(hunters_move_kind(hunters_move_pass()), HUNTERS_MOVE_PASS);
    ck_assert_int_eq(hunters_move_kind(0), 0);

    static const char *const texts[] = {"place -3 12 r3", "place 0 0 r0", "deploy 7 hut", "deploy 0 member", "pass"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        hunters_move parsed;
        char back[32];
        ck_assert_int_eq(hunters_move_parse(texts[i], &parsed), HUNTERS_OK);
        ck_assert_uint_eq(hunters_move_format(parsed, back, sizeof back), strlen(texts[i]));
        ck_assert_str_eq(back, texts[i]);
    }
    static const char *const bad[] = {"", "place 1 2", "place 1 2 r4", "deploy -1 hut", "deploy 1 dog", "pass ",
                                      "place 1 2 r1 extra", "place 99999 0 r0"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        hunters_move parsed;
        ck_assert_msg(hunters_move_parse(bad[i], &parsed) == HUNTERS_EPARSE, "accepted '%s'", bad[i]);
    }
    ck_assert_int_eq(hunters_move_parse(NULL, &m), HUNTERS_EINVAL);
    char small[5];
    ck_assert_uint_eq(hunters_move_format(hunters_move_place(1, 2, 1), small, sizeof small), 12);
    ck_assert_str_eq(small, "plac");
}
END_TEST

START_TEST(options_are_validated)
{
    hunters_game_options o;
    hunters_game *g = (hunters_game *)1;
    hunters_error err;
    static const struct { int field, value; const char *why; } cases[] = {
        {0, 0, "players"}, {0, 9, "players"}, {1, 2, "first_player"}, {1, -1, "first_player"},
        {2, 100, "members"}, {3, -1, "huts"}, {4, 7, "draw_mode"}, {5, 3, "bonus_rule"}, {6, 99, "version"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        hunters_game_options_init(&o);
        int32_t *fields[] = {&o.players, &o.first_player, &o.members, &o.huts, &o.draw_mode, &o.bonus_rule,
                             (int32_t *)&o.version};
        *fields[cases[i].field] = cases[i].value;
        ck_assert_int_eq(hunters_game_new(&g, &o, &err), HUNTERS_EINVAL);
        ck_assert_ptr_null(g);
        ck_assert_msg(strstr(err.message, cases[i].why) != NULL, "'%s' lacks '%s'", err.message, cases[i].why);
    }
    ck_assert_int_eq(hunters_game_new(NULL, NULL, NULL), HUNTERS_EINVAL);
    hunters_game_options_init(NULL);
    /* defaults: 2 players, 5 tribe members and 2 huts each (R1.2) */
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_player_count(g), 2);
    ck_assert_int_eq(hunters_game_supply(g, 1, HUNTERS_PIECE_MEMBER), 5);
    ck_assert_int_eq(hunters_game_supply(g, 1, HUNTERS_PIECE_HUT), 2);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_PLACE); /* the engine drew */
    ck_assert_int_eq(hunters_game_stack_size(g, 0), 77);
    ck_assert_int_eq(hunters_game_stack_size(g, 1), 12);
    ck_assert_int_eq(hunters_game_placed_count(g), 1);
    ck_assert_str_eq(hunters_game_errmsg(g), "");
    hunters_game_free(g);
    hunters_game_free(NULL);
}
END_TEST

START_TEST(queries_reject_bad_arguments)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    hunters_square sq;
    hunters_feature f;
    hunters_event e;
    ck_assert_int_eq(hunters_game_phase(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_score(g, 2), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_score(g, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_supply(g, 0, 9), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_rank(g, 5), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_tiles_left(g, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_stack_size(g, 2), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_placed_position(g, 1, NULL, NULL), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_board(g, 1, 1, &sq), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_board(g, 0, 0, NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, 4, &f), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, -1, &f), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_feature(g, 3, 3, 0, &f), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_event(g, -1, &e), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_event(g, hunters_game_event_count(g), &e), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_legal_moves(g, NULL, 3), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_play(NULL, hunters_move_pass()), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_clone(NULL, g), HUNTERS_EINVAL);
    ck_assert_uint_eq(hunters_game_hash(NULL), 0);
    ck_assert_str_eq(hunters_game_errmsg(NULL), "no game");
    /* the start tile: START, unrotated, no piece; its forest has 2 open sides */
    ck_assert_int_eq(hunters_game_board(g, 0, 0, &sq), HUNTERS_OK);
    ck_assert_int_eq(sq.type, hunters_tileset_type_find(hunters_game_tileset(g), "START"));
    ck_assert_int_eq(sq.piece_owner, -1);
    ck_assert_int_eq(sq.piece_area, -1);
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, 0, &f), HUNTERS_OK);
    ck_assert_int_eq(f.kind, HUNTERS_AREA_FOREST);
    ck_assert_int_eq(f.open_sides, 2);
    ck_assert_int_eq(f.halves, 0x0f);
    ck_assert_int_eq(f.system_id, -1);
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, 3, &f), HUNTERS_OK);
    ck_assert_int_eq(f.kind, HUNTERS_AREA_MEADOW);
    ck_assert_int_eq(f.mammoths, 1);
    ck_assert_int_eq(f.value, 2);
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, 2, &f), HUNTERS_OK);
    ck_assert_int_eq(f.kind, HUNTERS_AREA_LAKE);
    ck_assert_int_eq(f.system_fish, 1);
    hunters_game_free(g);
}
END_TEST

/* The hash ignores the order tiles were placed in, and copies match. */
START_TEST(hash_is_order_independent)
{
    static const char tiles[] = "tile START 1 MMMM start\n meadow N E S W\ntile G 2 MMMM\n meadow N E S W\n";
    hunters_game *a = scenario_game(scenario_tiles(tiles), 1, HUNTERS_BONUS_REDRAW);
    hunters_game *b = scenario_game(scenario_tiles(tiles), 1, HUNTERS_BONUS_REDRAW);
    uint64_t start = hunters_game_hash(a);
    ck_assert_uint_eq(start, hunters_game_hash(b)); /* equal content, separately loaded sets */
    turn(a, "G", 1, 0, 0, PASS);
    ck_assert_uint_ne(hunters_game_hash(a), start);
    turn(a, "G", -1, 0, 0, PASS);
    turn(b, "G", -1, 0, 0, PASS);
    turn(b, "G", 1, 0, 0, PASS);
    ck_assert_uint_eq(hunters_game_hash(a), hunters_game_hash(b));
    hunters_game_free(a);
    hunters_game_free(b);
}
END_TEST

/* The hashes of a game played with fixed choices, folded into one value:
 * at every step the move at index (step * 7) modulo the legal moves, and
 * in caller draw mode the draw by the game's own generator. */
static uint64_t hashes_along(uint64_t seed, int players, int draw_mode, int last_bonus, int table)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = seed;
    o.players = players;
    o.draw_mode = draw_mode;
    o.last_bonus = last_bonus;
    o.table_width = o.table_height = table;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    hunters_move moves[728];
    uint64_t folded = 0;
    for (int step = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; step++) {
        folded = folded * 0x100000001b3ull ^ hunters_game_hash(g);
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        int n = hunters_game_legal_moves(g, moves, 728);
        ck_assert_int_gt(n, 0);
        ck_assert_int_le(n, 728);
        ck_assert_int_eq(hunters_game_play(g, moves[(step * 7) % n]), HUNTERS_OK);
    }
    folded = folded * 0x100000001b3ull ^ hunters_game_hash(g);
    hunters_game_free(g);
    return folded;
}
/* The hash is pinned: these values were taken before a field that was
 * never set (bonus_due) left the state and its hash, and must not move
 * with changes that leave the state as it was. Games of 2 to 5 players,
 * both draw modes, R8.1's last_bonus option and a bounded table (R3.2).
 * A deliberate change to the hash, or to the rules these games follow,
 * takes new values. */
START_TEST(hash_values_are_pinned)
{
    static const struct {
        uint64_t seed;
        int players, draw_mode, last_bonus, table;
        uint64_t want;
    } games[] = {
        {1, 2, HUNTERS_DRAW_ENGINE, HUNTERS_LAST_BONUS_PLAYED, 0, 0xcc362443f6670b6full},
        {2, 3, HUNTERS_DRAW_ENGINE, HUNTERS_LAST_BONUS_PLAYED, 0, 0x2fa6c2d815001618ull},
        {3, 4, HUNTERS_DRAW_CALLER, HUNTERS_LAST_BONUS_PLAYED, 0, 0x800daf599569c03full},
        {4, 5, HUNTERS_DRAW_ENGINE, HUNTERS_LAST_BONUS_SKIPPED, 0, 0x76a8cc6d057fb5f1ull},
        {5, 2, HUNTERS_DRAW_CALLER, HUNTERS_LAST_BONUS_SKIPPED, 0, 0xa18fa76dd61c3c60ull},
        {6, 3, HUNTERS_DRAW_ENGINE, HUNTERS_LAST_BONUS_PLAYED, 5, 0x9d4263dc2ebd864cull},
    };
    for (size_t i = 0; i < sizeof games / sizeof *games; i++)
        EXPECT_U64_EQ(hashes_along(games[i].seed, games[i].players, games[i].draw_mode, games[i].last_bonus,
                                   games[i].table),
                      games[i].want);
}
END_TEST

/* A tile set may be freed while games made from it live; games copy only
 * games of their own kind. */
START_TEST(lifetimes_and_copies)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    hunters_game *a = NULL, *b = NULL, *c = NULL;
    ck_assert_int_eq(hunters_game_new(&a, &o, NULL), HUNTERS_OK);
    o.players = 3;
    ck_assert_int_eq(hunters_game_new(&c, &o, NULL), HUNTERS_OK);
    hunters_tileset_free(ts);
    ck_assert_int_eq(hunters_game_clone(&b, a), HUNTERS_OK);
    ck_assert_ptr_eq(hunters_game_tileset(a), hunters_game_tileset(b));
    ck_assert_int_eq(hunters_game_play_random(a, 1), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_copy(b, a), HUNTERS_OK);
    ck_assert_uint_eq(hunters_game_hash(a), hunters_game_hash(b));
    ck_assert_int_eq(hunters_game_copy(c, a), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_copy(a, a), HUNTERS_OK);
    hunters_game_free(a);
    ck_assert_int_eq(hunters_game_phase(b), HUNTERS_PHASE_OVER);
    hunters_game_free(b);
    hunters_game_free(c);
}
END_TEST

START_TEST(events_read_and_print)
{
    hunters_game *g = NULL;
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = 11;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_play_random(g, 4), HUNTERS_OK);
    int n = hunters_game_event_count(g);
    ck_assert_int_gt(n, 80);
    hunters_event e;
    char line[160];
    ck_assert_int_eq(hunters_game_event(g, 0, &e), HUNTERS_OK);
    ck_assert_int_eq(e.type, HUNTERS_EVENT_TILE_PLACED);
    ck_assert_int_eq(e.player, -1);
    hunters_event_format(g, &e, line, sizeof line);
    ck_assert_str_eq(line, "start tile START placed at (0,0)");
    ck_assert_int_eq(hunters_game_event(g, n - 1, &e), HUNTERS_OK);
    ck_assert_int_eq(e.type, HUNTERS_EVENT_GAME_OVER);
    /* the first player's turn: index 0 in the event, "player 1" in its text
     * (text for people counts from 1, the data from 0) */
    ck_assert_int_eq(hunters_game_event(g, 1, &e), HUNTERS_OK);
    ck_assert_int_eq(e.type, HUNTERS_EVENT_TURN);
    ck_assert_int_eq(e.player, 0);
    hunters_event_format(g, &e, line, sizeof line);
    ck_assert_str_eq(line, "player 1 begins a turn");
    ck_assert_int_eq(hunters_game_event(g, 2, &e), HUNTERS_OK);
    ck_assert_int_eq(e.type, HUNTERS_EVENT_TILE_DRAWN);
    ck_assert_int_eq(e.player, 0);
    hunters_event_format(g, &e, line, sizeof line);
    ck_assert(strncmp(line, "player 1 drew ", 14) == 0);
    for (int i = 0; i < n; i++) {
        ck_assert_int_eq(hunters_game_event(g, i, &e), HUNTERS_OK);
        ck_assert_uint_gt(hunters_event_format(g, &e, line, sizeof line), 0);
        ck_assert_str_ne(line, "");
        ck_assert(strstr(line, "unknown") == NULL);
    }
    ck_assert_uint_eq(hunters_event_format(NULL, &e, line, sizeof line), 0);
    hunters_game_free(g);
}
END_TEST

/* hunters_move_parse() reads exactly what hunters_move_format() writes:
 * nothing wraps, nothing non-canonical slips through. */
START_TEST(moves_parse_strictly)
{
    static const char *const accepted[] = {
        "place 0 0 r0", "place -1 2 r3", "place 32767 -32768 r1", "place -32768 32767 r2", "place 10 -10 r2",
        "deploy 0 member", "deploy 255 hut", "deploy 15 member", "pass",
    };
    for (size_t i = 0; i < sizeof accepted / sizeof accepted[0]; i++) {
        hunters_move m = HUNTERS_MOVE_INVALID;
        char back[32];
        ck_assert_msg(hunters_move_parse(accepted[i], &m) == HUNTERS_OK, "rejected '%s'", accepted[i]);
        ck_assert_int_ne(hunters_move_kind(m), 0);
        hunters_move_format(m, back, sizeof back);
        ck_assert_str_eq(back, accepted[i]);
    }
    static const char *const rejected[] = {
        /* out of range: never wrapped */
        "place 4294967297 0 r0", "place 65537 0 r2", "place 32768 0 r0", "place 0 -32769 r0",
        "place 99999999999999999999999 0 r0", "place 0 -99999999999999999999999 r0", "place 1 0 r4",
        "place 1 0 r9", "deploy 256 member", "deploy 4294967296 hut", "deploy -1 hut",
        /* not the canonical spelling */
        "place1-2r3", "place +1 -0 r+3", "place +1 0 r0", "place -0 0 r0", "place 0 -0 r0", "place 01 0 r0",
        "place 1 00 r0", "place 1 0 r00", "place 1 0 r01", "place 1 0 r+1", "place 1 0 R0", "place\t1 0 r0",
        "place 1\t0 r0", "place 1 0\tr0", "place  1 0 r0", "place 1  0 r0", "place 1 0  r0", " place 1 0 r0",
        "place 1 0 r0 ", "place 1 0 r0\n", "Place 1 0 r0", "place 0x1 0 r0", "place 1e2 0 r0", "place - 0 r0",
        "place 1 - r0", "place 1 0 r", "place 1 0 r-1", "place 1 0", "place 1", "place", "place ",
        "deploy -0 hut", "deploy 01 hut", "deploy +1 hut", "deploy 1 dog", "deploy 1 Member", "deploy 1 hutx",
        "deploy 1 hu", "deploy 1  hut", "deploy  1 hut", "deploy\t1 hut", "deploy 1", "deploy 1 ", "deploy",
        "deploy hut", "deploy 1 hut ", "pass ", " pass", "Pass", "passx", "", "invalid",
        "place 1 2", "place 1 2 r1 extra",
    };
    for (size_t i = 0; i < sizeof rejected / sizeof rejected[0]; i++) {
        hunters_move m = hunters_move_pass();
        ck_assert_msg(hunters_move_parse(rejected[i], &m) == HUNTERS_EPARSE, "accepted '%s'", rejected[i]);
        ck_assert_uint_eq(m, HUNTERS_MOVE_INVALID);
    }
    hunters_move m = hunters_move_pass();
    ck_assert_int_eq(hunters_move_parse(NULL, &m), HUNTERS_EINVAL);
    ck_assert_uint_eq(m, HUNTERS_MOVE_INVALID);
    ck_assert_int_eq(hunters_move_parse("pass", NULL), HUNTERS_EINVAL);
}
END_TEST

/* Constructors given out-of-range arguments return the invalid move, which
 * no call accepts (R3.2, R4: a move names a real position and piece). */
START_TEST(out_of_range_moves_are_invalid)
{
    ck_assert_uint_eq(hunters_move_place(65537, 0, 6), HUNTERS_MOVE_INVALID);
    hunters_move wrapped;
    ck_assert_int_eq(hunters_move_parse("place 1 0 r2", &wrapped), HUNTERS_OK);
    ck_assert_uint_ne(hunters_move_place(65537, 0, 6), wrapped);
    static const int bad_place[][3] = {{32768, 0, 0}, {-32769, 0, 0}, {0, 32768, 0}, {0, -32769, 0},
                                       {0, 0, -1}, {0, 0, 4}, {65536, 0, 0}};
    for (size_t i = 0; i < sizeof bad_place / sizeof bad_place[0]; i++)
        ck_assert_uint_eq(hunters_move_place(bad_place[i][0], bad_place[i][1], bad_place[i][2]),
                          HUNTERS_MOVE_INVALID);
    hunters_move corner = hunters_move_place(-32768, 32767, 3);
    ck_assert_int_eq(hunters_move_kind(corner), HUNTERS_MOVE_PLACE);
    ck_assert_int_eq(hunters_move_x(corner), -32768);
    ck_assert_int_eq(hunters_move_y(corner), 32767);
    static const int bad_deploy[][2] = {{256, HUNTERS_PIECE_MEMBER}, {-1, HUNTERS_PIECE_HUT}, {0, 0}, {0, 3},
                                        {0, -1}, {1, 17}};
    for (size_t i = 0; i < sizeof bad_deploy / sizeof bad_deploy[0]; i++)
        ck_assert_uint_eq(hunters_move_deploy(bad_deploy[i][0], bad_deploy[i][1]), HUNTERS_MOVE_INVALID);
    ck_assert_int_eq(hunters_move_kind(hunters_move_deploy(255, HUNTERS_PIECE_HUT)), HUNTERS_MOVE_DEPLOY);

    /* values with stray bits are no moves either */
    hunters_move stray[] = {
        HUNTERS_MOVE_INVALID,
        hunters_move_place(1, 2, 3) | 0x40,
        hunters_move_place(1, 2, 3) | ((hunters_move)1 << 20),
        hunters_move_deploy(2, HUNTERS_PIECE_MEMBER) | 0x10,
        hunters_move_deploy(2, HUNTERS_PIECE_MEMBER) ^ ((hunters_move)2 << 16), /* piece 3 */
        hunters_move_deploy(2, HUNTERS_PIECE_MEMBER) | ((hunters_move)1 << 40),
        hunters_move_pass() | ((hunters_move)1 << 8),
        4, 15,
    };
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_PLACE);
    uint64_t before = hunters_game_hash(g);
    int events = hunters_game_event_count(g);
    for (size_t i = 0; i < sizeof stray / sizeof stray[0]; i++) {
        char text[32];
        ck_assert_int_eq(hunters_move_kind(stray[i]), 0);
        ck_assert_int_eq(hunters_move_x(stray[i]), 0);
        ck_assert_int_eq(hunters_move_rotation(stray[i]), 0);
        ck_assert_int_eq(hunters_move_area(stray[i]), 0);
        ck_assert_int_eq(hunters_move_piece(stray[i]), 0);
        ck_assert_uint_eq(hunters_move_format(stray[i], text, sizeof text), 7);
        ck_assert_str_eq(text, "invalid");
        ck_assert_int_eq(hunters_game_check(g, stray[i]), HUNTERS_EINVAL);
        ck_assert_int_eq(hunters_game_play(g, stray[i]), HUNTERS_EINVAL);
        ck_assert_str_eq(hunters_game_errmsg(g), "not a valid move value");
    }
    ck_assert_int_eq(hunters_game_play(g, hunters_move_place(65537, 0, 6)), HUNTERS_EINVAL);
    ck_assert_uint_eq(hunters_game_hash(g), before);
    ck_assert_int_eq(hunters_game_event_count(g), events);
    hunters_game_free(g);
}
END_TEST

/* Every failing call on a game leaves a message of its own, never an
 * older one, and failed constructors leave NULL behind. */
START_TEST(failures_set_status_and_message)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    ck_assert_str_eq(hunters_game_errmsg(g), "");

    hunters_game *copy = (hunters_game *)&copy;
    ck_assert_int_eq(hunters_game_clone(&copy, NULL), HUNTERS_EINVAL);
    ck_assert_ptr_null(copy);

    const char *stale = "not a valid move value";
    ck_assert_int_eq(hunters_game_play(g, HUNTERS_MOVE_INVALID), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_game_errmsg(g), stale);
    ck_assert_int_eq(hunters_game_copy(g, NULL), HUNTERS_EINVAL);
    ck_assert_str_ne(hunters_game_errmsg(g), stale);
    ck_assert_str_ne(hunters_game_errmsg(g), "");

    ck_assert_int_eq(hunters_game_play(g, HUNTERS_MOVE_INVALID), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_set_player_name(g, 9, "Ann"), HUNTERS_ERANGE);
    ck_assert_ptr_nonnull(strstr(hunters_game_errmsg(g), "player 9"));
    ck_assert_int_eq(hunters_game_set_player_name(g, -1, "Ann"), HUNTERS_ERANGE);
    ck_assert_ptr_nonnull(strstr(hunters_game_errmsg(g), "player -1"));

    ck_assert_int_eq(hunters_game_play(g, HUNTERS_MOVE_INVALID), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, NULL), HUNTERS_EINVAL);
    ck_assert_str_ne(hunters_game_errmsg(g), stale);
    ck_assert_str_ne(hunters_game_errmsg(g), "");
    ck_assert_str_eq(hunters_game_player_name(g, 0), "");

    /* a failed game creation leaves NULL and says why */
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = 0;
    hunters_error err;
    hunters_game *none = g;
    ck_assert_int_eq(hunters_game_new(&none, &o, &err), HUNTERS_EINVAL);
    ck_assert_ptr_null(none);
    ck_assert_int_eq(err.status, HUNTERS_EINVAL);
    ck_assert_str_ne(err.message, "");
    ck_assert_int_eq(hunters_game_new(NULL, NULL, &err), HUNTERS_EINVAL);
    ck_assert_int_eq(err.status, HUNTERS_EINVAL);
    ck_assert_str_ne(err.message, "");
    hunters_game_free(g);
}
END_TEST

/* The message's pointer is the game's own buffer for the game's life
 * (hunters.h; the Lua binding keeps it from the game's creation): held
 * across calls, it reads the latest failure's text, and "" after a
 * successful undo or copy into the game; a clone has a buffer of its own. */
START_TEST(errmsg_pointer_lives_as_long_as_the_game)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    const char *held = hunters_game_errmsg(g);
    ck_assert_str_eq(held, "");
    ck_assert_int_eq(hunters_game_play(g, HUNTERS_MOVE_INVALID), HUNTERS_EINVAL);
    ck_assert_ptr_eq(hunters_game_errmsg(g), held);
    ck_assert_str_eq(held, "not a valid move value");
    ck_assert_int_eq(hunters_game_set_player_name(g, 9, "Ann"), HUNTERS_ERANGE);
    ck_assert_ptr_nonnull(strstr(held, "player 9")); /* the next failure's text, read through the old pointer */

    /* successful calls of every kind, then failures again: the same buffer */
    hunters_move moves[728];
    for (int i = 0; i < 6; i++) {
        int n = hunters_game_legal_moves(g, moves, 728);
        ck_assert_int_gt(n, 0);
        ck_assert_int_eq(hunters_game_play(g, moves[0]), HUNTERS_OK);
    }
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, "Ann"), HUNTERS_OK);
    ck_assert_ptr_nonnull(strstr(held, "player 9")); /* a success elsewhere leaves the text */
    hunters_game *clone = NULL;
    ck_assert_int_eq(hunters_game_clone(&clone, g), HUNTERS_OK);
    ck_assert_ptr_ne(hunters_game_errmsg(clone), held);
    ck_assert_str_eq(hunters_game_errmsg(clone), "");
    ck_assert_int_eq(hunters_game_undo(g), HUNTERS_OK);
    ck_assert_ptr_eq(hunters_game_errmsg(g), held);
    ck_assert_str_eq(held, "");
    ck_assert_int_eq(hunters_game_copy(g, NULL), HUNTERS_EINVAL);
    ck_assert_str_eq(held, "the source game is NULL");
    ck_assert_int_eq(hunters_game_copy(g, clone), HUNTERS_OK);
    ck_assert_ptr_eq(hunters_game_errmsg(g), held);
    ck_assert_str_eq(held, "");
    /* a copy of the game into itself succeeds, and empties it as any other
     * (the defect: it kept the last failure's text) */
    ck_assert_int_eq(hunters_game_copy(g, NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_copy(g, g), HUNTERS_OK);
    ck_assert_str_eq(held, "");
    hunters_game_free(clone);
    hunters_game_free(g);
    ck_assert_str_eq(hunters_game_errmsg(NULL), "no game");
}
END_TEST

/* Every query answers a NULL game with HUNTERS_EINVAL (or its documented
 * neutral value) and a bad index with HUNTERS_ERANGE, without crashing. */
START_TEST(queries_reject_null_games)
{
    hunters_square sq;
    hunters_feature f;
    hunters_event e;
    int x = 7, y = 7;
    ck_assert_int_eq(hunters_game_player_count(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_current_player(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_score(NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_supply(NULL, 0, HUNTERS_PIECE_MEMBER), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_rank(NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_tile_in_hand(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_tiles_left(NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_stack_size(NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_placed_count(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_placed_position(NULL, 0, &x, &y), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_board(NULL, 0, 0, &sq), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_feature(NULL, 0, 0, 0, &f), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_event_count(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_event(NULL, 0, &e), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_legal_moves(NULL, NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_check(NULL, hunters_move_pass()), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_draw(NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_draw_random(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_play_random(NULL, 1), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_copy(NULL, NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_set_player_name(NULL, 0, "Ann"), HUNTERS_EINVAL);
    ck_assert_ptr_null(hunters_game_player_name(NULL, 0));
    ck_assert_ptr_null(hunters_game_tileset(NULL));
    ck_assert_uint_eq(hunters_game_state_size(NULL), 0);
    hunters_game_options_init(NULL); /* ignored */
    ck_assert_int_eq(x, 7);
    ck_assert_int_eq(y, 7);

    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_supply(g, 2, HUNTERS_PIECE_MEMBER), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_supply(g, 0, HUNTERS_PIECE_HUT), 2);
    ck_assert_int_eq(hunters_game_rank(g, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_tiles_left(g, 1000), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_stack_size(g, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_placed_position(g, -1, &x, &y), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_placed_position(g, 0, NULL, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_placed_position(g, 0, &x, &y), HUNTERS_OK);
    ck_assert_int_eq(x, 0);
    ck_assert_int_eq(y, 0);
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, 0, NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_event(g, 0, NULL), HUNTERS_EINVAL);
    ck_assert_ptr_null(hunters_game_player_name(g, 2));
    ck_assert_ptr_null(hunters_game_player_name(g, -1));
    ck_assert_int_eq(hunters_game_draw(g, 0), HUNTERS_EPHASE);
    ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_EPHASE);
    ck_assert_str_eq(hunters_game_errmsg(g), "no tile is to be drawn now");
    hunters_game_free(g);
}
END_TEST

/* The text of every event type, as frontends print the log; players are
 * numbered from 1 there, as people count them (index 0 is "player 1"). */
START_TEST(event_text_of_every_type)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    int start = hunters_tileset_type_find(hunters_game_tileset(g), "START");
    static const struct {
        hunters_event e;
        const char *text;
    } cases[] = {
        {{HUNTERS_EVENT_TILE_REMOVED, 1, 0, 0, 0, -1, -1, -1, 0, 0, 0, 0},
         "START fits nowhere and is removed; player 2 draws again"},
        {{HUNTERS_EVENT_BONUS_DRAWN, 0, 0, 0, 0, -1, -1, -1, 0, 0, 0, 0}, "player 1 drew bonus tile START"},
        {{HUNTERS_EVENT_BONUS_DISCARDED, 0, -1, 0, 0, -1, -1, -1, 0, 0, 0, 0},
         "bonus tile ? fits nowhere and is discarded"},
        {{HUNTERS_EVENT_PIECE_DEPLOYED, 1, 0, 2, 3, -1, 1, 1, 0, 0, 0, 0},
         "player 2 deployed a piece on area 1 of (2,3)"},
        {{HUNTERS_EVENT_FEATURE_COMPLETED, -1, 0, 2, 3, -1, 1, -1, 0, 0, 6, 0},
         "the feature at (2,3) area 1 is complete, worth 6"},
        {{HUNTERS_EVENT_POINTS, 1, 0, 2, 3, -1, 1, -1, 0, HUNTERS_REASON_HUTS, 4, 0},
         "player 2 scores 4 for the river system at (2,3) area 1"},
        {{HUNTERS_EVENT_PIECE_RETURNED, 0, 0, 2, 3, -1, 1, 2, HUNTERS_ROLE_HUT, HUNTERS_REASON_END, 0, 0},
         "player 1's hut returns from (2,3) area 1 without points"},
        {{HUNTERS_EVENT_PIECE_RETURNED, 0, 0, 2, 3, -1, 1, 1, HUNTERS_ROLE_FISHER, HUNTERS_REASON_RIVER, 0, 0},
         "player 1's fisher returns from (2,3) area 1"},
        {{HUNTERS_EVENT_FINAL_FEATURE, -1, 0, 2, 3, -1, 1, -1, 0, HUNTERS_REASON_MEADOW, 8, 0},
         "final scoring: the meadow at (2,3) area 1 is worth 8"},
        {{99, 0, 0, 0, 0, -1, -1, -1, 0, 0, 0, 0}, "unknown event 99"},
        /* a caller's event of any index: counted from 1 without overflow */
        {{HUNTERS_EVENT_TURN, INT32_MAX, 0, 0, 0, -1, -1, -1, 0, 0, 0, 0}, "player 2147483648 begins a turn"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        hunters_event e = cases[i].e;
        if (e.tile_type == 0)
            e.tile_type = start;
        char line[160];
        ck_assert_uint_eq(hunters_event_format(g, &e, line, sizeof line), strlen(cases[i].text));
        ck_assert_str_eq(line, cases[i].text);
    }
    char line[8] = "x";
    ck_assert_uint_eq(hunters_event_format(g, NULL, line, sizeof line), 0);
    ck_assert_str_eq(line, "");
    hunters_game_free(g);
}
END_TEST

/* A set with only the start tile: the game is over at creation (R8.1: the
 * last land tile is placed), scored, with the game-over event. */
START_TEST(start_tile_only_game_is_over_at_once)
{
    hunters_game *g = scenario_game(scenario_tiles("tile S 1 MMMM start\n meadow N E S W deer\n"), 2,
                                    HUNTERS_BONUS_REDRAW);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_legal_moves(g, NULL, 0), 0);
    ck_assert_int_eq(hunters_game_play(g, hunters_move_pass()), HUNTERS_EPHASE);
    ck_assert_str_eq(hunters_game_errmsg(g), "the game is over");
    ck_assert_int_eq(hunters_game_score(g, 0), 0);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_GAME_OVER), 1);
    hunters_game_free(g);
}
END_TEST

/* hunters_game_copy() takes a game "created with the same tile set (or one
 * of equal content hash)": equal content, and a 64-bit FNV-1a hash can be
 * matched on purpose. Two sets of equal hash and equal game sizes, of 3 and
 * 33 tile types: the copy of a 33-type game into a 3-type one was accepted,
 * leaving tile types 3 to 32 on a board whose set has 3 (the next query
 * read past the set's types). Refused now, and the game is unchanged. */
START_TEST(copies_refuse_sets_of_equal_hash_but_other_content)
{
    char text[2][COLLIDING_SET_SIZE];
    hunters_tileset *ts[2] = {NULL, NULL};
    hunters_game *g[2] = {NULL, NULL};
    for (int i = 0; i < 2; i++) {
        colliding_set(i, text[i]);
        ck_assert_int_eq(hunters_tileset_load_string(&ts[i], text[i], strlen(text[i]), NULL, NULL), HUNTERS_OK);
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.tileset = ts[i];
        o.seed = 5;
        ck_assert_int_eq(hunters_game_new(&g[i], &o, NULL), HUNTERS_OK);
    }
    ck_assert_uint_eq(hunters_tileset_hash(ts[0]), hunters_tileset_hash(ts[1]));
    ck_assert_int_eq(hunters_tileset_type_count(ts[0]), 3);
    ck_assert_int_eq(hunters_tileset_type_count(ts[1]), 33);
    ck_assert_int_eq(hunters_game_play_random(g[1], 9), HUNTERS_OK);
    size_t n = hunters_game_save(g[0], NULL, 0);
    char *before = malloc(n + 1), *after = malloc(n + 1);
    ck_assert(before && after);
    hunters_game_save(g[0], before, n + 1);
    uint64_t hash = hunters_game_hash(g[0]);
    ck_assert_int_eq(hunters_game_copy(g[0], g[1]), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_game_errmsg(g[0]), "the games differ in tile set or player count");
    ck_assert_uint_eq(hunters_game_save(g[0], after, n + 1), n);
    ck_assert_str_eq(after, before);
    ck_assert_uint_eq(hunters_game_hash(g[0]), hash);
    ck_assert_int_eq(hunters_game_copy(g[1], g[0]), HUNTERS_EINVAL);
    /* a set of the same text loaded apart is the same content */
    hunters_tileset *again = NULL;
    hunters_game *h = NULL;
    ck_assert_int_eq(hunters_tileset_load_string(&again, text[1], strlen(text[1]), NULL, NULL), HUNTERS_OK);
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = again;
    ck_assert_int_eq(hunters_game_new(&h, &o, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_copy(h, g[1]), HUNTERS_OK);
    ck_assert_uint_eq(hunters_game_hash(h), hunters_game_hash(g[1]));
    hunters_game_free(h);
    hunters_tileset_free(again);
    free(before);
    free(after);
    for (int i = 0; i < 2; i++) {
        hunters_game_free(g[i]);
        hunters_tileset_free(ts[i]);
    }
}
END_TEST

/* A name may come from the game itself: hunters_game_player_name() gives
 * the game's own text, and a caller may set it (or its tail) again. The
 * copy overlapped its source: memcpy() of overlapping bytes is undefined
 * behaviour (the sanitizer build stopped with memcpy-param-overlap). */
START_TEST(names_may_come_from_the_game_itself)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, "Alice"), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, hunters_game_player_name(g, 0) + 1), HUNTERS_OK);
    ck_assert_str_eq(hunters_game_player_name(g, 0), "lice");
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, hunters_game_player_name(g, 0)), HUNTERS_OK);
    ck_assert_str_eq(hunters_game_player_name(g, 0), "lice");
    ck_assert_int_eq(hunters_game_set_player_name(g, 1, hunters_game_player_name(g, 0)), HUNTERS_OK);
    ck_assert_str_eq(hunters_game_player_name(g, 1), "lice");
    hunters_game_free(g);
}
END_TEST

/* The UTF-8 of code (a scalar value) at out; its bytes. */
static size_t utf8_put(char *out, unsigned code)
{
    if (code < 0x80) {
        out[0] = (char)code;
        return 1;
    }
    if (code < 0x800) {
        out[0] = (char)(0xc0 | code >> 6);
        out[1] = (char)(0x80 | (code & 0x3f));
        return 2;
    }
    if (code < 0x10000) {
        out[0] = (char)(0xe0 | code >> 12);
        out[1] = (char)(0x80 | (code >> 6 & 0x3f));
        out[2] = (char)(0x80 | (code & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | code >> 18);
    out[1] = (char)(0x80 | (code >> 12 & 0x3f));
    out[2] = (char)(0x80 | (code >> 6 & 0x3f));
    out[3] = (char)(0x80 | (code & 0x3f));
    return 4;
}

/* hunters_player_name_trim() over text, expecting it to keep the bytes
 * from want_start, want_length of them. */
static void expect_trim(const char *text, size_t length, size_t want_start, size_t want_length)
{
    size_t start = 99, trimmed = 99;
    /* a copy of exactly length bytes, so that a sanitizer build sees any
     * read past it (the literals go on past length) */
    char *exact = malloc(length ? length : 1);
    ck_assert_ptr_nonnull(exact);
    memcpy(exact, text, length);
    int rc = hunters_player_name_trim(exact, length, &start, &trimmed);
    free(exact);
    if (rc != HUNTERS_OK)
        ck_abort_msg("trimming '%.*s' failed", (int)length, text);
    if (start != want_start || trimmed != want_length)
        ck_abort_msg("trimming '%.*s' kept %zu bytes from %zu, not %zu from %zu", (int)length, text, trimmed,
                     start, want_length, want_start);
}

/* hunters_player_name_trim() takes off exactly what
 * hunters_game_set_player_name() refuses at a name's ends (the setter's own
 * rule, lib/api/player_name.c), so a frontend trims what a user typed
 * without a copy of the rule: for every code point, at the start, at the
 * end, behind an invisible character (U+200D before, U+FE0F after), a name
 * the setter refuses for a space at an end trims to "Ann", which the
 * setter takes, and a name it takes trims to itself. */
START_TEST(names_trim_as_the_setter_takes_them)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    static const char *const end_space = "a player name may not start or end with a space";
    int trimmed_codes = 0;
    for (unsigned code = 1; code <= 0x10ffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff)
            continue;
        char c[4], name[16];
        size_t n = utf8_put(c, code);
        for (int form = 0; form < 4; form++) {
            size_t len = 0, ann;
            if (form == 2)
                len += utf8_put(name + len, 0x200d);
            if (form == 0 || form == 2)
                memcpy(name + len, c, n), len += n;
            ann = len;
            memcpy(name + len, "Ann", 3), len += 3;
            if (form == 1 || form == 3)
                memcpy(name + len, c, n), len += n;
            if (form == 3)
                len += utf8_put(name + len, 0xfe0f);
            name[len] = '\0';
            size_t start = 99, trimmed = 99;
            EXPECT_EQ(hunters_player_name_trim(name, len, &start, &trimmed), HUNTERS_OK);
            int status = hunters_game_set_player_name(g, 0, name);
            if (status == HUNTERS_OK) {
                /* taken: nothing to trim (a character that shows, or an invisible one, kept) */
                EXPECT_EQ(start, 0);
                EXPECT_EQ(trimmed, len);
            } else if (strncmp(hunters_game_errmsg(g), end_space, strlen(end_space)) == 0) {
                EXPECT_EQ(start, form == 0 || form == 2 ? ann : 0);
                EXPECT_EQ(trimmed, 3);
                EXPECT_EQ(memcmp(name + start, "Ann", 3), 0);
                trimmed_codes++;
            }
        }
    }
    /* Unicode's 19 White_Space characters past the controls but U+2028
     * and U+2029, U+180E, U+200B, U+2060, U+FEFF and the fillers U+115F,
     * U+1160, U+2800, U+3164, U+FFA0: 26, each in all 4 forms */
    ck_assert_int_eq(trimmed_codes, 26 * 4);
    /* the White_Space controls (U+0009 to U+000D, U+0085) and the line and
     * paragraph separators (U+2028, U+2029), which the setter refuses
     * anywhere, are taken off the ends too: "Ann\n" typed */
    static const unsigned controls[] = {0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029};
    for (size_t i = 0; i < sizeof controls / sizeof controls[0]; i++) {
        char name[16];
        size_t n = utf8_put(name, controls[i]);
        memcpy(name + n, "Ann", 3);
        n += utf8_put(name + n + 3, controls[i]) + 3;
        expect_trim(name, n, n / 2 - 1, 3);
    }
    /* the setter's refused names of the test above, trimmed, are taken */
    static const char *const typed[] = {
        " Ann", "Ann ", "\xc2\xa0" "Ann", "Ann\xe3\x80\x80", "Zo\xc3\xab\xe2\x80\x8b", "\xef\xbb\xbf" "Ann",
        "\xe2\x80\x8d Ann", "Ann \xef\xb8\x8f", "\xe2\x80\x8e\xe3\x80\x80" "Ann", "\xe3\x85\xa4" "Ann",
        "Ann\xef\xbe\xa0", "Ann\xe2\xa0\x80\xe2\x80\x8d", "\xe1\x85\x9f" "Ann", "\xe1\x85\x9f\xe1\x85\xa0" "Ann",
        "Ann\xe1\x85\xa0", "\xe1\x85\xa0\xe1\x85\xa1", "  \t\xe3\x80\x80 \xe2\x80\x8d Ann \xc2\xa0\xef\xb8\x8f \n",
        "\xe2\x80\xa8" "Ann\xe2\x80\xa9",
    };
    for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++) {
        size_t start = 99, trimmed = 99;
        char name[64];
        ck_assert_int_ne(hunters_game_set_player_name(g, 0, typed[i]), HUNTERS_OK);
        ck_assert_int_eq(hunters_player_name_trim(typed[i], strlen(typed[i]), &start, &trimmed), HUNTERS_OK);
        ck_assert_uint_gt(trimmed, 0);
        snprintf(name, sizeof name, "%.*s", (int)trimmed, typed[i] + start);
        ck_assert_int_eq(hunters_game_set_player_name(g, 0, name), HUNTERS_OK);
    }
    /* a name with nothing that shows is no name: the empty one */
    static const char *const blank[] = {"", " ", "   ", "\xc2\xa0", "\xe3\x80\x80\xe3\x80\x80", "\xe2\x80\x8b",
                                        "\xe2\x80\x8d", " \xe2\x80\x8d\xc2\xad\xef\xb8\x8f\xe3\x85\xa4 ", "\t\n"};
    for (size_t i = 0; i < sizeof blank / sizeof blank[0]; i++)
        expect_trim(blank[i], strlen(blank[i]), 0, 0);
    /* inside a name, and invisible characters beside what shows, kept:
     * U+00A0 and U+3000 inside, an emoji's U+FE0F, the marks U+200F, a
     * jamo syllable with its filler (U+115F U+1161, U+1100 U+1160) */
    static const char *const kept[] = {"Ann\xc2\xa0" "Bo", "\xe6\x9d\x8e\xe3\x80\x80\xe5\xb0\x8f",
                                       "\xe2\x9d\xa4\xef\xb8\x8f", "\xe2\x80\x8f\xd7\x90\xe2\x80\x8f",
                                       "\xe1\x85\x9f\xe1\x85\xa1", "\xe1\x84\x80\xe1\x85\xa0",
                                       "\xe2\x80\x8d" "Ann\xe2\x80\x8d"};
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++)
        expect_trim(kept[i], strlen(kept[i]), 0, strlen(kept[i]));
    /* the interlinear annotation characters U+FFF9 to U+FFFB, which the
     * setter refuses anywhere, are no invisible characters (Unicode leaves
     * them out of Default_Ignorable_Code_Point, where U+FFF0 to U+FFF8 are):
     * trimming keeps them, spaces beside them taken off, and the setter
     * then says why it refuses the name, where a trim that looked past them
     * would give "" (the seat's default name, nothing said) or "Ann" */
    static const struct { const char *text; size_t start, length, at; unsigned code; } annotated[] = {
        {"\xef\xbf\xb9", 0, 3, 1, 0xfff9},
        {"\xe3\x80\x80\xef\xbf\xba\xe3\x80\x80", 3, 3, 1, 0xfffa},
        {"\xef\xbf\xbb Ann", 0, 7, 1, 0xfffb},
        {"Ann \xef\xbf\xb9", 0, 7, 5, 0xfff9},
        {" \xe2\x80\x8d\xef\xbf\xb9\xe2\x80\x8d ", 1, 9, 4, 0xfff9},
    };
    for (size_t i = 0; i < sizeof annotated / sizeof annotated[0]; i++) {
        const char *text = annotated[i].text;
        char name[32], why[128];
        expect_trim(text, strlen(text), annotated[i].start, annotated[i].length);
        snprintf(name, sizeof name, "%.*s", (int)annotated[i].length, text + annotated[i].start);
        ck_assert_int_eq(hunters_game_set_player_name(g, 0, name), HUNTERS_EINVAL);
        snprintf(why, sizeof why, "a player name has no interlinear annotation character: U+%04X at byte %zu is "
                 "one (U+FFF9 to U+FFFB)", annotated[i].code, annotated[i].at);
        ck_assert_str_eq(hunters_game_errmsg(g), why);
    }
    /* only length bytes are read: the bytes past it (a space, a byte that
     * is no UTF-8) do not count; a NUL within length is a character (the
     * setter refuses it as a control), not the end */
    expect_trim(" Ann  ", 4, 1, 3);
    expect_trim("Ann\xff", 3, 0, 3);
    expect_trim(" Ann\0 ", 6, 1, 4);
    expect_trim("\0 Ann", 5, 0, 5);
    expect_trim(" \0 ", 3, 1, 1);
    /* invalid UTF-8, as the setter refuses it (a continuation byte first,
     * an overlong form, a surrogate, above U+10FFFF, a byte UTF-8 never
     * holds, a sequence cut short, also by length): HUNTERS_EINVAL, the
     * outputs as they were */
    static const char *const invalid[] = {"Ann\x80", "Zo\xc1\xab", "\xc0\xaf", "x\xe0\x80\xaf", "\xf0\x8f\xbf\xbf",
                                          "\xed\xa0\x80 ", " \xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xff",
                                          "Zo\xc3", "\xe6x\x8e", " \xe6\x9d"};
    for (size_t i = 0; i < sizeof invalid / sizeof invalid[0]; i++) {
        size_t start = 7, trimmed = 9;
        ck_assert_int_eq(hunters_player_name_trim(invalid[i], strlen(invalid[i]), &start, &trimmed), HUNTERS_EINVAL);
        ck_assert_uint_eq(start, 7);
        ck_assert_uint_eq(trimmed, 9);
        ck_assert_int_eq(hunters_game_set_player_name(g, 0, invalid[i]), HUNTERS_EINVAL);
    }
    size_t start = 7, trimmed = 9;
    ck_assert_int_eq(hunters_player_name_trim("Zo\xc3\xab", 3, &start, &trimmed), HUNTERS_EINVAL);
    /* NULL arguments */
    ck_assert_int_eq(hunters_player_name_trim(NULL, 0, &start, &trimmed), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_player_name_trim(" a", 2, NULL, &trimmed), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_player_name_trim(" a", 2, &start, NULL), HUNTERS_EINVAL);
    ck_assert_uint_eq(start, 7);
    ck_assert_uint_eq(trimmed, 9);
    hunters_game_free(g);
}
END_TEST

/* Copies between games of equal sets loaded apart, and player names. */
START_TEST(copies_across_equal_sets_and_names)
{
    static const char tiles[] = "tile START 1 MMMM start\n meadow N E S W\ntile G 2 MMMM\n meadow N E S W\n";
    hunters_game *a = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
    hunters_game *b = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
    hunters_game *other = scenario_game(scenario_tiles("tile S 1 MMMM start\n meadow N E S W\n"), 2,
                                        HUNTERS_BONUS_REDRAW);
    size_t fresh = hunters_game_state_size(a);
    ck_assert_uint_gt(fresh, 0);
    turn(a, "G", 1, 0, 0, PASS);
    ck_assert_uint_gt(hunters_game_state_size(a), fresh);
    /* caller draw mode: the game waits for the next draw (R3.1) */
    ck_assert_int_eq(hunters_game_phase(a), HUNTERS_PHASE_DRAW);
    ck_assert_int_eq(hunters_game_play(a, hunters_move_place(0, 1, 0)), HUNTERS_EPHASE);
    ck_assert_str_eq(hunters_game_errmsg(a), "a tile must be drawn first");
    ck_assert_int_eq(hunters_game_copy(b, a), HUNTERS_OK);
    ck_assert_uint_eq(hunters_game_hash(b), hunters_game_hash(a));
    ck_assert_int_eq(hunters_game_copy(other, a), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_game_errmsg(other), "the games differ in tile set or player count");

    static const struct { const char *name; int status; } names[] = {
        {"Ann", HUNTERS_OK}, {"", HUNTERS_OK}, {"Ann #1", HUNTERS_EINVAL}, {" Ann", HUNTERS_EINVAL},
        {"Ann ", HUNTERS_EINVAL}, {"A\tnn", HUNTERS_EINVAL}, {"Ann\x7f", HUNTERS_EINVAL},
        {"0123456789012345678901234567890", HUNTERS_OK}, {"01234567890123456789012345678901", HUNTERS_EINVAL},
        /* UTF-8: "Zoë", "Jürgen", "李", an emoji, U+10FFFD (the last character, U+10FFFE and U+10FFFF
         * are noncharacters), the last character before the surrogates */
        {"Zo\xc3\xab", HUNTERS_OK}, {"J\xc3\xbcrgen", HUNTERS_OK}, {"\xe6\x9d\x8e", HUNTERS_OK},
        {"\xf0\x9f\xa6\x8a Fox", HUNTERS_OK}, {"\xf4\x8f\xbf\xbd", HUNTERS_OK}, {"\xed\x9f\xbf", HUNTERS_OK},
        /* the neighbours of the noncharacters refused: U+FDCF and U+FDF0 around U+FDD0 to U+FDEF, U+FFFD
         * (the replacement character), U+1FFFD, U+20000 */
        {"x\xef\xb7\x8fx", HUNTERS_OK}, {"x\xef\xb7\xb0x", HUNTERS_OK}, {"\xef\xbf\xbd", HUNTERS_OK},
        {"\xf0\x9f\xbf\xbd", HUNTERS_OK}, {"\xf0\xa0\x80\x80", HUNTERS_OK},
        {"x\xc2\xa0y", HUNTERS_OK}, /* U+00A0, the first past C1 (a space: inside a name) */
        /* the neighbours of the bidirectional controls and line separators refused (U+2027, U+202F,
         * U+2065, U+206A), and the marks U+200E, U+200F */
        {"x\xe2\x80\xa7x", HUNTERS_OK}, {"x\xe2\x80\xafx", HUNTERS_OK}, {"\xe2\x81\xa5x", HUNTERS_OK},
        {"\xe2\x81\xaax", HUNTERS_OK}, {"\xe2\x80\x8ex\xe2\x80\x8f", HUNTERS_OK},
        /* the neighbours of the interlinear annotation characters refused: U+FFF8 (invisible) inside a name,
         * the object replacement character U+FFFC (a box that shows) */
        {"x\xef\xbf\xb8x", HUNTERS_OK}, {"\xef\xbf\xbc", HUNTERS_OK},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        ck_assert_int_eq(hunters_game_set_player_name(a, 1, "before"), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_set_player_name(a, 1, names[i].name), names[i].status);
        ck_assert_str_eq(hunters_game_player_name(a, 1), names[i].status ? "before" : names[i].name);
        if (names[i].status)
            ck_assert_str_ne(hunters_game_errmsg(a), "");
    }
    /* each form of invalid UTF-8 and each control character: refused with
     * its reason and the byte it starts at, the game unchanged */
    /* A defect: a refused code point of a range (a control, a
     * bidirectional control, a line or paragraph separator, an
     * interlinear annotation character), most of which show as nothing,
     * was named by its range alone: it is named by its code point and
     * byte, as a noncharacter is ("U+0009 at byte 2 is one"). */
#define CODE_POINT(what, code, byte, range) \
    "a player name has " what ": " code " at byte " byte " is one (" range ")"
    static const struct { const char *name, *why; } refused[] = {
        {"Ann\x80", "a player name is UTF-8: a continuation byte starts no character, at byte 4"},
        {"Zo\xc1\xab", "a player name is UTF-8: an overlong form, at byte 3"},       /* 'k' in two bytes */
        {"\xc0\xaf", "a player name is UTF-8: an overlong form, at byte 1"},         /* '/' in two bytes */
        {"x\xe0\x80\xaf", "a player name is UTF-8: an overlong form, at byte 2"},    /* '/' in three */
        {"\xf0\x8f\xbf\xbf", "a player name is UTF-8: an overlong form, at byte 1"}, /* U+FFFF in four */
        {"\xed\xa0\x80", "a player name is UTF-8: a surrogate (U+D800 to U+DFFF), at byte 1"},
        {"ab\xed\xbf\xbf", "a player name is UTF-8: a surrogate (U+D800 to U+DFFF), at byte 3"},
        {"\xf4\x90\x80\x80", "a player name is UTF-8: a code point above U+10FFFF, at byte 1"},
        {"\xf5\x80\x80\x80", "a player name is UTF-8: a code point above U+10FFFF, at byte 1"},
        {"\xf8\x88\x80\x80\x80", "a player name is UTF-8: a byte UTF-8 never holds, at byte 1"},
        {"\xff", "a player name is UTF-8: a byte UTF-8 never holds, at byte 1"},
        {"Zo\xc3", "a player name is UTF-8: a sequence cut short, at byte 3"},
        {"\xe6\x9d", "a player name is UTF-8: a sequence cut short, at byte 1"},
        {"\xf0\x9f\xa6 Fox", "a player name is UTF-8: a sequence cut short, at byte 1"},
        {"\xe6x\x8e", "a player name is UTF-8: a sequence cut short, at byte 1"},
        {"A\tnn", CODE_POINT("no control characters", "U+0009", "2", "U+0000 to U+001F, U+007F to U+009F")},
        {"Ann\x7f", CODE_POINT("no control characters", "U+007F", "4", "U+0000 to U+001F, U+007F to U+009F")},
        {"x\xc2\x85", CODE_POINT("no control characters", "U+0085", "2", "U+0000 to U+001F, U+007F to U+009F")},
        {"\xc2\x9f", CODE_POINT("no control characters", "U+009F", "1", "U+0000 to U+001F, U+007F to U+009F")},
        {"Ann #1", "a player name has no '#', at byte 5"},
        /* A defect: of Unicode's 66 noncharacters only U+FFFE and U+FFFF
         * were refused; U+FDD0 to U+FDEF and the last two code points of
         * every other plane were taken, and shown raw in the board's SVG,
         * the event log and the web page (as nothing, or a box). One
         * message for all 66, U+FFFE too; and a defect: it named the 66,
         * not the one typed, which shows as nothing: it names that one by
         * its code point, and its byte. */
#define NONCHARACTER(code, byte)                                                                                    \
    "a player name has no noncharacters: " code " at byte " byte " is one (U+FDD0 to U+FDEF, and the last two code " \
    "points of every plane: U+FFFE, U+FFFF, U+1FFFE, U+1FFFF ... U+10FFFF)"
        {"x\xef\xb7\x90", NONCHARACTER("U+FDD0", "2")},
        {"\xef\xb7\xaf", NONCHARACTER("U+FDEF", "1")},
        {"Ann\xef\xbf\xbe", NONCHARACTER("U+FFFE", "4")},
        {"\xef\xbf\xbf", NONCHARACTER("U+FFFF", "1")},
        {"Zo\xc3\xab\xf0\x9f\xbf\xbe", NONCHARACTER("U+1FFFE", "5")},
        {"\xf3\xbf\xbf\xbf", NONCHARACTER("U+FFFFF", "1")},
        {"x\xf4\x8f\xbf\xbf", NONCHARACTER("U+10FFFF", "2")},
        /* the first noncharacter of two is named */
        {"\xef\xb7\xa0\xef\xbf\xbe", NONCHARACTER("U+FDE0", "1")},
        /* U+202E (right-to-left override) unclosed, U+202A, U+2066 and
         * U+2069 (the isolates): each reorders the text after the name */
        {"Zo\xc3\xab\xe2\x80\xae", CODE_POINT("no bidirectional embedding, override or isolate", "U+202E", "5",
                                  "U+202A to U+202E, U+2066 to U+2069")},
        {"\xe2\x80\xaax", CODE_POINT("no bidirectional embedding, override or isolate", "U+202A", "1",
                                  "U+202A to U+202E, U+2066 to U+2069")},
        {"x\xe2\x81\xa6", CODE_POINT("no bidirectional embedding, override or isolate", "U+2066", "2",
                                  "U+202A to U+202E, U+2066 to U+2069")},
        {"x\xe2\x81\xa9", CODE_POINT("no bidirectional embedding, override or isolate", "U+2069", "2",
                                  "U+202A to U+202E, U+2066 to U+2069")},
        /* A defect: the line and paragraph separators U+2028 and U+2029
         * were taken inside a name (they break the line every frontend
         * shows it in, and an editor the record's turn comment), and the
         * interlinear annotation characters U+FFF9 to U+FFFB, which hide
         * or move the text between them, anywhere, a name of one alone
         * too. Refused anywhere, at an end too (the separators are
         * spaces hunters_player_name_trim() takes off there). */
        {"Ann\xe2\x80\xa8" "Bo", CODE_POINT("no line or paragraph separator", "U+2028", "4", "U+2028, U+2029")},
        {"x\xe2\x80\xa9x", CODE_POINT("no line or paragraph separator", "U+2029", "2", "U+2028, U+2029")},
        {"Ann\xe2\x80\xa9", CODE_POINT("no line or paragraph separator", "U+2029", "4", "U+2028, U+2029")},
        {"\xe2\x80\xa8", CODE_POINT("no line or paragraph separator", "U+2028", "1", "U+2028, U+2029")},
        {"\xef\xbf\xb9", CODE_POINT("no interlinear annotation character", "U+FFF9", "1", "U+FFF9 to U+FFFB")},
        {"\xef\xbf\xba", CODE_POINT("no interlinear annotation character", "U+FFFA", "1", "U+FFF9 to U+FFFB")},
        {"\xef\xbf\xbb", CODE_POINT("no interlinear annotation character", "U+FFFB", "1", "U+FFF9 to U+FFFB")},
        {"Ann\xef\xbf\xb9" "Bo\xef\xbf\xba" "x\xef\xbf\xbb",
         CODE_POINT("no interlinear annotation character", "U+FFF9", "4", "U+FFF9 to U+FFFB")},
    };
    ck_assert_int_eq(hunters_game_set_player_name(a, 1, "J\xc3\xbcrgen"), HUNTERS_OK);
    uint64_t hash = hunters_game_hash(a);
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        ck_assert_int_eq(hunters_game_set_player_name(a, 1, refused[i].name), HUNTERS_EINVAL);
        ck_assert_str_eq(hunters_game_errmsg(a), refused[i].why);
        ck_assert_str_eq(hunters_game_player_name(a, 1), "J\xc3\xbcrgen");
        ck_assert_uint_eq(hunters_game_hash(a), hash);
    }
    /* that message for Unicode's 66 noncharacters (PropList.txt's
     * Noncharacter_Code_Point) and no other code point, inside a name,
     * each message naming its own code point (U+ and 4 to 6 hex digits) */
    int noncharacters = 0;
    for (unsigned code = 0xa0; code <= 0x10ffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff)
            continue;
        char name[8] = "x";
        size_t n = 1 + utf8_put(name + 1, code);
        name[n] = 'x';
        name[n + 1] = '\0';
        char before[32];
        snprintf(before, sizeof before, "%s", hunters_game_player_name(a, 1));
        if (hunters_game_set_player_name(a, 1, name) != HUNTERS_OK &&
            strstr(hunters_game_errmsg(a), "a player name has no noncharacters") == hunters_game_errmsg(a)) {
            EXPECT((code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) == 0xfffe);
            char named[16], want[256];
            snprintf(named, sizeof named, "U+%04X", code);
            snprintf(want, sizeof want, NONCHARACTER("%s", "2"), named);
            ck_assert_str_eq(hunters_game_errmsg(a), want);
            EXPECT(strcmp(hunters_game_player_name(a, 1), before) == 0);
            noncharacters++;
        }
    }
    ck_assert_int_eq(noncharacters, 66);
    /* the longest of those messages, past a name's bytes (the characters
     * are looked at first): whole in the game's message, not cut */
    char *far = malloc(100005);
    ck_assert_ptr_nonnull(far);
    memset(far, 'x', 99999);
    memcpy(far + 99999, "\xf4\x8f\xbf\xbf", 5);
    ck_assert_int_eq(hunters_game_set_player_name(a, 1, far), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_game_errmsg(a), NONCHARACTER("U+10FFFF", "100000"));
    free(far);
#undef NONCHARACTER
#undef CODE_POINT
    ck_assert_int_eq(hunters_game_set_player_name(a, 1, "J\xc3\xbcrgen"), HUNTERS_OK);
    /* A defect: a name of spaces or invisible characters alone (U+00A0,
     * U+3000, U+200B), which a list of players shows as no name, or one
     * with a space other than U+0020 at an end, a typing slip, was taken.
     * Refused, with the byte at fault, the name as it was; inside a name
     * such spaces, and a name ending with a variation selector (an emoji's
     * U+FE0F) or a mark (U+200F), are taken. */
    static const struct { const char *name, *why; } blank[] = {
        {"\xc2\xa0", "a player name has a character that shows: not only spaces and invisible ones (such as "
                     "U+00A0, U+200B, U+3000), at byte 1"},
        {"\xe3\x80\x80\xe3\x80\x80", "a player name has a character that shows: not only spaces and invisible "
                                     "ones (such as U+00A0, U+200B, U+3000), at byte 1"},
        {"\xe2\x80\x8b", "a player name has a character that shows: not only spaces and invisible ones (such as "
                         "U+00A0, U+200B, U+3000), at byte 1"},
        {" \xe2\x80\x8d\xc2\xad\xef\xb8\x8f\xe3\x85\xa4 ", "a player name has a character that shows: not only "
                                                     "spaces and invisible ones (such as U+00A0, U+200B, "
                                                     "U+3000), at byte 1"},
        {"   ", "a player name has a character that shows: not only spaces and invisible ones (such as U+00A0, "
               "U+200B, U+3000), at byte 1"},
        {" Ann", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at byte 1"},
        {"Ann ", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at byte 4"},
        {"\xc2\xa0" "Ann", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                          "byte 1"},
        {"Ann\xe3\x80\x80", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                          "byte 4"},
        {"Zo\xc3\xab\xe2\x80\x8b", "a player name may not start or end with a space (such as U+0020, U+00A0, "
                                  "U+3000), at byte 5"},
        {"\xef\xbb\xbf" "Ann", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                          "byte 1"},
        /* A defect: a space behind an invisible character ("\u200D Ann",
         * "Ann \uFE0F" show as " Ann" and "Ann "), and a filler that shows
         * as a blank a character wide (U+3164, U+FFA0, the braille blank
         * U+2800, a jamo filler U+115F or U+1160 outside a syllable) at an
         * end, were taken. */
        {"\xe2\x80\x8d Ann", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                             "byte 4"},
        {"Ann \xef\xb8\x8f", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                             "byte 4"},
        {"\xe2\x80\x8e\xe3\x80\x80" "Ann", "a player name may not start or end with a space (such as U+0020, "
                                          "U+00A0, U+3000), at byte 4"},
        {"\xe3\x85\xa4" "Ann", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                             "byte 1"},
        {"Ann\xef\xbe\xa0", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                            "byte 4"},
        {"Ann\xe2\xa0\x80\xe2\x80\x8d", "a player name may not start or end with a space (such as U+0020, U+00A0, "
                                         "U+3000), at byte 4"},
        {"\xe1\x85\x9f" "Ann", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                             "byte 1"},
        {"\xe1\x85\x9f\xe1\x85\xa0" "Ann", "a player name may not start or end with a space (such as U+0020, "
                                          "U+00A0, U+3000), at byte 1"},
        {"Ann\xe1\x85\xa0", "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000), at "
                            "byte 4"},
        {"\xe1\x85\xa0\xe1\x85\xa1", "a player name may not start or end with a space (such as U+0020, U+00A0, "
                                      "U+3000), at byte 1"},
    };
    for (size_t i = 0; i < sizeof blank / sizeof blank[0]; i++) {
        ck_assert_int_eq(hunters_game_set_player_name(a, 1, blank[i].name), HUNTERS_EINVAL);
        ck_assert_str_eq(hunters_game_errmsg(a), blank[i].why);
        ck_assert_str_eq(hunters_game_player_name(a, 1), "J\xc3\xbcrgen");
        ck_assert_uint_eq(hunters_game_hash(a), hash);
    }
    static const char *const taken[] = {"Ann\xc2\xa0" "Bo", "\xe6\x9d\x8e\xe3\x80\x80\xe5\xb0\x8f",
                                        "\xe2\x9d\xa4\xef\xb8\x8f", "\xe2\x80\x8f\xd7\x90\xe2\x80\x8f",
                                        "\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x94\xac",
                                        /* jamo syllables with a filler: U+115F U+1161, U+1100 U+1160 */
                                        "\xe1\x85\x9f\xe1\x85\xa1", "\xe1\x84\x80\xe1\x85\xa0",
                                        "Ann\xe3\x85\xa4" "Bo", "\xe2\x80\x8d" "Ann\xe2\x80\x8d"};
    for (size_t i = 0; i < sizeof taken / sizeof taken[0]; i++) {
        ck_assert_int_eq(hunters_game_set_player_name(a, 1, taken[i]), HUNTERS_OK);
        ck_assert_str_eq(hunters_game_player_name(a, 1), taken[i]);
    }
    ck_assert_int_eq(hunters_game_set_player_name(a, 1, "J\xc3\xbcrgen"), HUNTERS_OK);
    /* the 31 counts bytes: 15 'é' (30 bytes) and a letter fit, 16 (32) do not */
    static const char e15[] = "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9"
                              "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9";
    char name[40];
    snprintf(name, sizeof name, "W%s", e15);
    ck_assert_int_eq(hunters_game_set_player_name(a, 1, name), HUNTERS_OK);
    ck_assert_str_eq(hunters_game_player_name(a, 1), name);
    snprintf(name, sizeof name, "%s\xc3\xa9", e15);
    ck_assert_int_eq(hunters_game_set_player_name(a, 1, name), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_game_errmsg(a), "a player name has at most 31 bytes of UTF-8");
    snprintf(name, sizeof name, "W%s", e15);
    ck_assert_str_eq(hunters_game_player_name(a, 1), name);
    hunters_game_free(a);
    hunters_game_free(b);
    hunters_game_free(other);
}
END_TEST

/* R3.2 on the widest boards: a line of every tile of a 126-tile set spans
 * the board's frame to the width of the engine's position grid (the tile
 * count plus two, rounded up to a power of two), east and west of the start
 * tile and, in a second game, north and south. Every position must keep
 * its own tile, and the legal placements must be exactly the line's ends
 * and sides, in a copy too. */
static void line_of_tiles(int vertical)
{
    enum { COPIES = 125 };
    static const char tiles[] = "tile START 1 MMMM start\n meadow N E S W\ntile G 125 MMMM\n meadow N E S W\n";
    hunters_game *g = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
    hunters_game *copy = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
    static hunters_move moves[4 * (2 * (COPIES + 1) + 2)];
    for (int k = 1; k <= COPIES; k++) {
        /* alternately one further east (south) and one further west (north) */
        int step = k % 2 ? (k + 1) / 2 : -(k / 2);
        /* placed so far: the start and k - 1 tiles, open: both ends and both sides of each */
        int open = 2 * k + 2;
        ck_assert_int_eq(hunters_game_copy(copy, g), HUNTERS_OK);
        draw(copy, "G");
        ck_assert_int_eq(hunters_game_legal_moves(copy, moves, sizeof moves / sizeof moves[0]), 4 * open);
        turn(g, "G", vertical ? 0 : step, vertical ? step : 0, 0, PASS);
    }
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_copy(copy, g), HUNTERS_OK);
    ck_assert_uint_eq(hunters_game_hash(copy), hunters_game_hash(g));
    for (int i = -64; i <= 64; i++) {
        hunters_square sq;
        int x = vertical ? 0 : i, y = vertical ? i : 0;
        int expected = i >= -(COPIES / 2) && i <= (COPIES + 1) / 2 ? HUNTERS_OK : HUNTERS_ERANGE;
        EXPECT_EQ(hunters_game_board(g, x, y, &sq), expected);
        EXPECT_EQ(hunters_game_board(copy, x, y, &sq), expected);
        /* beside the line: nothing */
        EXPECT_EQ(hunters_game_board(copy, vertical ? 1 : i, vertical ? i : 1, &sq), HUNTERS_ERANGE);
        EXPECT_EQ(hunters_game_board(copy, vertical ? -1 : i, vertical ? i : -1, &sq), HUNTERS_ERANGE);
        if (expected == HUNTERS_OK)
            EXPECT_EQ(sq.order, i == 0 ? 0 : i > 0 ? 2 * i - 1 : -2 * i);
    }
    hunters_game_free(g);
    hunters_game_free(copy);
}

START_TEST(widest_boards_keep_every_position)
{
    line_of_tiles(0);
    line_of_tiles(1);
}
END_TEST

/* R3.2 through copies: a game whose line of tiles runs one way is copied
 * over a finished game whose line ran the opposite way, at every turn, and
 * then plays on. The two boards together are twice as wide as the
 * engine's position grid, so their positions share grid entries; the copy
 * must hold exactly its source's tiles and open positions. */
static void assert_same_board(const hunters_game *a, const hunters_game *b, int reach)
{
    EXPECT_U64_EQ(hunters_game_hash(a), hunters_game_hash(b));
    for (int i = -reach; i <= reach; i++)
        for (int j = -1; j <= 1; j++)
            for (int vertical = 0; vertical < 2; vertical++) {
                hunters_square sa, sb;
                int x = vertical ? j : i, y = vertical ? i : j;
                int ra = hunters_game_board(a, x, y, &sa), rb = hunters_game_board(b, x, y, &sb);
                EXPECT_EQ(ra, rb);
                if (ra == HUNTERS_OK)
                    EXPECT_EQ(sa.order, sb.order);
            }
}

static void copy_over_opposite_line(int dx, int dy)
{
    enum { COPIES = 125 };
    static const char tiles[] = "tile START 1 MMMM start\n meadow N E S W\ntile G 125 MMMM\n meadow N E S W\n";
    hunters_game *far = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
    hunters_game *game = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
    hunters_game *scratch = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
    for (int k = 1; k <= COPIES; k++)
        turn(far, "G", -k * dx, -k * dy, 0, PASS);
    static hunters_move expected[4 * (2 * COPIES + 4)], got[4 * (2 * COPIES + 4)];
    const size_t capacity = sizeof got / sizeof got[0];
    for (int k = 1; k <= COPIES; k++) {
        EXPECT_EQ(hunters_game_copy(scratch, far), HUNTERS_OK);
        EXPECT_EQ(hunters_game_copy(scratch, game), HUNTERS_OK);
        assert_same_board(scratch, game, COPIES + 3);
        draw(scratch, "G");
        draw(game, "G");
        int n = hunters_game_legal_moves(game, expected, capacity);
        EXPECT_EQ(n, 4 * (2 * k + 2)); /* both ends and both sides of each tile */
        EXPECT_EQ(hunters_game_legal_moves(scratch, got, capacity), n);
        EXPECT(memcmp(got, expected, sizeof got[0] * (size_t)n) == 0);
        /* the next tile goes where the far line's tiles share grid entries */
        hunters_move place = hunters_move_place(k * dx, k * dy, 0);
        EXPECT_EQ(hunters_game_play(scratch, place), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(game, place), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(scratch, PASS), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(game, PASS), HUNTERS_OK);
        assert_same_board(scratch, game, COPIES + 3);
    }
    hunters_game_free(far);
    hunters_game_free(game);
    hunters_game_free(scratch);
}

START_TEST(copies_between_boards_wider_than_the_grid)
{
    copy_over_opposite_line(1, 0);  /* east over a line that ran west */
    copy_over_opposite_line(-1, 0); /* west over east */
    copy_over_opposite_line(0, 1);  /* south over north: the rows the copy lacks */
    copy_over_opposite_line(0, -1);
}
END_TEST

/* R3.2 on a board as wide as the grid (13 tiles and the start: a side of
 * 16): a line run west, then east, then further west, then a step north,
 * so that the grid's clean region must give up its columns on one side to
 * grow on the other; and the same mirrored and turned. After every tile,
 * the legal placements are exactly the four rotations (the tile fits every
 * way) of every empty position beside a tile, found by asking the board. */
static int positions_beside_tiles(const hunters_game *g)
{
    int count = 0;
    for (int y = -20; y <= 20; y++)
        for (int x = -20; x <= 20; x++) {
            hunters_square sq;
            if (hunters_game_board(g, x, y, &sq) == HUNTERS_OK)
                continue;
            static const int step[4][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
            int beside = 0;
            for (int d = 0; d < 4; d++)
                beside |= hunters_game_board(g, x + step[d][0], y + step[d][1], &sq) == HUNTERS_OK;
            count += beside;
        }
    return count;
}

START_TEST(boards_as_wide_as_the_grid)
{
    static const char tiles[] = "tile START 1 MMMM start\n meadow N E S W\ntile G 13 MMMM\n meadow N E S W\n";
    static const int line[][2] = {{-1, 0}, {-2, 0}, {-3, 0}, {-4, 0}, {-5, 0}, {1, 0},
                                  {-6, 0}, {-7, 0}, {-8, 0}, {-8, -1}, {-8, -2}, {2, 0}, {3, 0}};
    static hunters_move moves[1024];
    for (int way = 0; way < 8; way++) { /* mirrored east-west, north-south, and turned */
        hunters_game *g = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_REDRAW);
        for (size_t i = 0; i < sizeof line / sizeof line[0]; i++) {
            int x = line[i][0], y = line[i][1];
            if (way & 1)
                x = -x;
            if (way & 2)
                y = -y;
            if (way & 4) {
                int t = x;
                x = y;
                y = t;
            }
            draw(g, "G");
            ck_assert_int_eq(hunters_game_legal_moves(g, moves, 1024), 4 * positions_beside_tiles(g));
            play_ok(g, hunters_move_place(x, y, 0));
            play_ok(g, PASS);
        }
        ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
        hunters_game_free(g);
    }
}
END_TEST

static Suite *api_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("version");
    tcase_add_test(tc, version_matches_header);
    tcase_add_test(tc, strerror_covers_every_status);
    suite_add_tcase(s, tc);
    tc = tcase_create("game");
    tcase_add_test(tc, moves_encode_and_print);
    tcase_add_test(tc, moves_parse_strictly);
    tcase_add_test(tc, out_of_range_moves_are_invalid);
    tcase_add_test(tc, failures_set_status_and_message);
    tcase_add_test(tc, errmsg_pointer_lives_as_long_as_the_game);
    tcase_add_test(tc, queries_reject_null_games);
    tcase_add_test(tc, event_text_of_every_type);
    tcase_add_test(tc, start_tile_only_game_is_over_at_once);
    tcase_add_test(tc, copies_across_equal_sets_and_names);
    tcase_add_test(tc, names_may_come_from_the_game_itself);
    tcase_add_test(tc, copies_refuse_sets_of_equal_hash_but_other_content);
    tcase_add_test(tc, options_are_validated);
    tcase_add_test(tc, queries_reject_bad_arguments);
    tcase_add_test(tc, hash_is_order_independent);
    tcase_add_test(tc, hash_values_are_pinned);
    tcase_add_test(tc, lifetimes_and_copies);
    tcase_add_test(tc, events_read_and_print);
    suite_add_tcase(s, tc);

    /* every code point in four forms through the setter and the trim (4.4
     * million names): a second here, more under the sanitizers and valgrind
     * on a loaded machine, hence a case of its own with a generous timeout */
    tc = tcase_create("every name");
    tcase_add_test(tc, names_trim_as_the_setter_takes_them);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);

    /* thousands of games' worth of copies and board queries: seconds under
     * the sanitizers on a loaded machine, hence a generous explicit timeout */
    tc = tcase_create("widest boards");
    tcase_add_test(tc, widest_boards_keep_every_position);
    tcase_add_test(tc, copies_between_boards_wider_than_the_grid);
    tcase_add_test(tc, boards_as_wide_as_the_grid);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(api_suite());
}
