/* Foundation checks: versions and status strings. */
#include <check.h>
#include <string.h>

#include "check_main.h"
#include "hunters.h"
#include "scenario.h"

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

static Suite *api_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("version");
    tcase_add_test(tc, version_matches_header);
    tcase_add_test(tc, strerror_covers_every_status);
    suite_add_tcase(s, tc);
    tc = tcase_create("game");
    tcase_add_test(tc, moves_encode_and_print);
    tcase_add_test(tc, options_are_validated);
    tcase_add_test(tc, queries_reject_bad_arguments);
    tcase_add_test(tc, hash_is_order_independent);
    tcase_add_test(tc, lifetimes_and_copies);
    tcase_add_test(tc, events_read_and_print);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(api_suite());
}
