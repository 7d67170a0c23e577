/* The rules, one test per point of doc/rules.md (R3-R8) and per worked example
 * of R9, played through the public API on small tile sets written for each
 * test. Coordinates: x grows east, y grows south; the start tile is (0,0). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "scenario.h"

static hunters_game *game_on(const char *tiles, int players)
{
    return scenario_game(scenario_tiles(tiles), players, HUNTERS_BONUS_REDRAW);
}

/* ---- R3: a turn ------------------------------------------------------- */

/* R3.2 on the default set: START is F F R M, so an all-meadow tile fits only
 * west of it, in all four rotations. */
START_TEST(r3_2_legal_placements_of_a_meadow_tile)
{
    hunters_game *g = scenario_game(NULL, 2, HUNTERS_BONUS_REDRAW);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    draw(g, "L1");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_PLACE);
    ck_assert_int_eq(hunters_game_tile_in_hand(g), type_of(g, "L1"));
    hunters_move moves[64];
    int n = hunters_game_legal_moves(g, moves, 64);
    ck_assert_int_eq(n, 4);
    for (int r = 0; r < 4; r++)
        ck_assert(has_move(g, hunters_move_place(-1, 0, r)));
    /* a buffer that is too small still gets the total */
    ck_assert_int_eq(hunters_game_legal_moves(g, moves, 1), 4);
    ck_assert_int_eq(hunters_game_legal_moves(g, NULL, 0), 4);
    hunters_game_free(g);
}
END_TEST

/* R3.2: a forest cap must turn its forest toward the start tile's forests. */
START_TEST(r3_2_four_rotations_are_considered)
{
    hunters_game *g = scenario_game(NULL, 2, HUNTERS_BONUS_REDRAW);
    draw(g, "FCa"); /* F M M M */
    ck_assert_int_eq(hunters_game_legal_moves(g, NULL, 0), 5);
    ck_assert(has_move(g, hunters_move_place(0, -1, 2)));  /* forest turned south */
    ck_assert(has_move(g, hunters_move_place(1, 0, 3)));   /* forest turned west */
    ck_assert(has_move(g, hunters_move_place(-1, 0, 0)));
    ck_assert(has_move(g, hunters_move_place(-1, 0, 2)));
    ck_assert(has_move(g, hunters_move_place(-1, 0, 3)));
    ck_assert(!has_move(g, hunters_move_place(-1, 0, 1))); /* forest against START's meadow */
    hunters_game_free(g);
}
END_TEST

/* R3.2: corner contact is not enough; sides must match; a position holds one
 * tile; a rejected move changes nothing. */
START_TEST(r3_2_bad_placements_are_rejected)
{
    hunters_game *g = scenario_game(NULL, 2, HUNTERS_BONUS_REDRAW);
    draw(g, "L1");
    assert_rejected(g, hunters_move_place(1, 1, 0), HUNTERS_EILLEGAL, "corners are not enough");
    assert_rejected(g, hunters_move_place(0, -1, 0), HUNTERS_EILLEGAL, "does not match");
    assert_rejected(g, hunters_move_place(0, 0, 0), HUNTERS_EILLEGAL, "already holds a tile");
    assert_rejected(g, hunters_move_place(5, 5, 1), HUNTERS_EILLEGAL, "corners are not enough");
    assert_rejected(g, hunters_move_pass(), HUNTERS_EPHASE, "placed first");
    assert_rejected(g, MEMBER(0), HUNTERS_EPHASE, "placed first");
    assert_rejected(g, (hunters_move)0, HUNTERS_EINVAL, "not a valid move");
    assert_rejected(g, ~(hunters_move)0, HUNTERS_EINVAL, "not a valid move");
    /* the drawing calls are refused too while a tile is in hand */
    ck_assert_int_eq(hunters_game_draw(g, type_of(g, "L1")), HUNTERS_EPHASE);
    ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_EPHASE);
    play_ok(g, hunters_move_place(-1, 0, 0));
    assert_rejected(g, hunters_move_place(-2, 0, 0), HUNTERS_EPHASE, "deploy a piece or pass");
    hunters_game_free(g);
}
END_TEST

/* R3.3: a tile that fits nowhere leaves the game and the same player draws again. */
START_TEST(r3_3_tile_that_fits_nowhere_is_removed)
{
    hunters_game *g = game_on(START_GRASS "tile X 1 FFFF\n forest N E S W\n" T_G(1), 2);
    ck_assert_int_eq(hunters_game_stack_size(g, 0), 2);
    draw(g, "X");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    ck_assert_int_eq(hunters_game_current_player(g), 0);
    ck_assert_int_eq(hunters_game_tiles_left(g, type_of(g, "X")), 0);
    ck_assert_int_eq(hunters_game_stack_size(g, 0), 1);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_TILE_REMOVED), 1);
    hunters_event e;
    hunters_game_event(g, hunters_game_event_count(g) - 1, &e);
    ck_assert_int_eq(e.type, HUNTERS_EVENT_TILE_REMOVED);
    ck_assert_int_eq(e.tile_type, type_of(g, "X"));
    ck_assert_int_eq(e.player, 0);
    ck_assert_int_eq(hunters_game_draw(g, type_of(g, "X")), HUNTERS_EEMPTY);
    turn(g, "G", 1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    hunters_game_free(g);
}
END_TEST

/* R3.3 with R8.1: removing the last land tile ends the game. */
START_TEST(r8_1_removing_the_last_tile_ends_the_game)
{
    hunters_game *g = game_on(START_GRASS "tile X 1 FFFF\n forest N E S W\n" T_G(1), 2);
    turn(g, "G", 1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_current_player(g), 1);
    draw(g, "X");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_GAME_OVER), 1);
    hunters_game_free(g);
}
END_TEST

/* R3.1: draws come from the right stack; R3.7: the first player is an option. */
START_TEST(r3_draws_and_first_player)
{
    hunters_tileset *ts = scenario_tiles(START_GRASS T_G(2) "tile B 1 MMMM bonus\n meadow N E S W\n");
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = 3;
    o.first_player = 2;
    o.tileset = ts;
    o.draw_mode = HUNTERS_DRAW_CALLER;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    hunters_tileset_free(ts);
    ck_assert_int_eq(hunters_game_current_player(g), 2);
    ck_assert_int_eq(hunters_game_draw(g, type_of(g, "B")), HUNTERS_ERANGE);     /* a bonus tile */
    ck_assert_int_eq(hunters_game_draw(g, type_of(g, "START")), HUNTERS_ERANGE); /* the start tile */
    ck_assert_int_eq(hunters_game_draw(g, 99), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_game_stack_size(g, 1), 1);
    turn(g, "G", 1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_current_player(g), 0); /* clockwise, wrapping */
    ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_tile_in_hand(g), type_of(g, "G"));
    hunters_game_free(g);
}
END_TEST

/* ---- R4: deploying --------------------------------------------------- */

/* R4.2: a hunter is refused on a meadow that already holds one. */
START_TEST(r4_2_hunter_refused_on_occupied_meadow)
{
    hunters_game *g = game_on(START_GRASS T_G(3), 2);
    turn(g, "G", 1, 0, 0, MEMBER(0));
    place(g, "G", 2, 0, 0);
    ck_assert(!has_move(g, MEMBER(0)));
    ck_assert(has_move(g, PASS));
    assert_rejected(g, MEMBER(0), HUNTERS_EILLEGAL, "already holds a tribe member");
    play_ok(g, PASS);
    /* own pieces count too */
    place(g, "G", 3, 0, 0);
    assert_rejected(g, MEMBER(0), HUNTERS_EILLEGAL, "(R4.2)");
    hunters_game_free(g);
}
END_TEST

/* R4.3: a hut goes beside a fisher, but not beside another hut; R4.4: no
 * tribe member on a lake; R8.1: the unfinished river's fisher goes home
 * without points; R8.2: the hut scores the system's fish. */
START_TEST(r4_3_hut_allowed_beside_a_fisher)
{
    hunters_game *g = game_on(START_LAKE(1) T_ST(3) T_G(1), 2);
    turn(g, "ST", 1, 0, 0, MEMBER(0));
    ck_assert_int_eq(hunters_game_supply(g, 0, HUNTERS_PIECE_MEMBER), 4);
    place(g, "ST", 2, 0, 0);
    ck_assert(has_move(g, HUT(0)));
    ck_assert(!has_move(g, MEMBER(0)));
    play_ok(g, HUT(0));
    ck_assert_int_eq(hunters_game_supply(g, 1, HUNTERS_PIECE_HUT), 1);
    place(g, "ST", 3, 0, 0);
    assert_rejected(g, HUT(0), HUNTERS_EILLEGAL, "already holds a hut");
    play_ok(g, PASS);
    turn(g, "G", 0, -1, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_score(g, 0), 0);
    ck_assert_int_eq(hunters_game_score(g, 1), 1);
    ck_assert_int_eq(points_for(g, 1, HUNTERS_REASON_HUTS), 1);
    ck_assert_int_eq(hunters_game_supply(g, 0, HUNTERS_PIECE_MEMBER), 5);
    /* the fisher's return at the end is logged, without points */
    int found = 0;
    for (int i = 0; i < hunters_game_event_count(g); i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        if (e.type == HUNTERS_EVENT_PIECE_RETURNED && e.reason == HUNTERS_REASON_END) {
            ck_assert_int_eq(e.player, 0);
            ck_assert_int_eq(e.role, HUNTERS_ROLE_FISHER);
            ck_assert_int_eq(e.x, 1);
            found++;
        }
    }
    ck_assert_int_eq(found, 1);
    /* huts stay on the board */
    hunters_square sq;
    ck_assert_int_eq(hunters_game_board(g, 2, 0, &sq), HUNTERS_OK);
    ck_assert_int_eq(sq.piece, HUNTERS_PIECE_HUT);
    ck_assert_int_eq(sq.piece_owner, 1);
    ck_assert_int_eq(hunters_game_board(g, 1, 0, &sq), HUNTERS_OK);
    ck_assert_int_eq(sq.piece_owner, -1);
    hunters_game_free(g);
}
END_TEST

/* R4.7: with an empty supply only passing (or huts) remain. */
START_TEST(r4_7_empty_supply)
{
    hunters_tileset *ts = scenario_tiles(START_GRASS T_G(1));
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.members = 0;
    o.huts = 0;
    o.draw_mode = HUNTERS_DRAW_CALLER;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    hunters_tileset_free(ts);
    place(g, "G", 1, 0, 0);
    ck_assert_int_eq(hunters_game_legal_moves(g, NULL, 0), 1);
    assert_rejected(g, MEMBER(0), HUNTERS_EILLEGAL, "no tribe member left");
    assert_rejected(g, HUT(0), HUNTERS_EILLEGAL, "no hut left");
    assert_rejected(g, MEMBER(7), HUNTERS_EILLEGAL, "no such area");
    hunters_game_free(g);
}
END_TEST

/* ---- R5 and the worked examples of R9 --------------------------------- */

/* R9.1 and R9.2: a 3-tile river between lakes of 1 and 2 fish scores
 * 3 + 3 = 6 for the fisher's owner, though another player closed it. */
START_TEST(r9_1_river_between_two_lakes)
{
    hunters_game *g = game_on(START_LAKE(1) T_ST(1)
                              "tile LK 1 MMMR\n river W lake\n lake fish=2\n meadow N E S W.s W.n\n" T_G(1), 2);
    turn(g, "ST", 1, 0, 0, MEMBER(0));
    turn(g, "LK", 2, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_score(g, 0), 6);
    ck_assert_int_eq(hunters_game_score(g, 1), 0);
    ck_assert_int_eq(hunters_game_supply(g, 0, HUNTERS_PIECE_MEMBER), 5);
    hunters_feature f;
    ck_assert_int_eq(hunters_game_feature(g, 1, 0, 0, &f), HUNTERS_OK);
    ck_assert_int_eq(f.kind, HUNTERS_AREA_RIVER);
    ck_assert_int_eq(f.complete, 1);
    ck_assert_int_eq(f.tiles, 3);
    ck_assert_int_eq(f.fish, 3);
    ck_assert_int_eq(f.value, 6);
    ck_assert_int_eq(f.system_fish, 3);
    hunters_game_free(g);
}
END_TEST

/* R9.2 and R5.6: a 2-tile river closed by a lake with 1 fish and a spring
 * scores 2 + 1 = 3; the fisher deployed on the closing tile scores and comes
 * back in the same turn. */
START_TEST(r9_2_river_to_a_spring_and_same_turn_return)
{
    hunters_game *g = game_on(START_LAKE(1) "tile SP 1 MMMR\n river W spring\n meadow N E S W.s W.n\n" T_G(1), 2);
    int before = hunters_game_event_count(g);
    turn(g, "SP", 1, 0, 0, MEMBER(0));
    ck_assert_int_eq(hunters_game_score(g, 0), 3);
    ck_assert_int_eq(hunters_game_supply(g, 0, HUNTERS_PIECE_MEMBER), 5);
    /* deployed, completed, scored, returned: in this order */
    static const int expected[] = {HUNTERS_EVENT_PIECE_DEPLOYED, HUNTERS_EVENT_FEATURE_COMPLETED,
                                   HUNTERS_EVENT_POINTS, HUNTERS_EVENT_PIECE_RETURNED};
    int k = 0;
    for (int i = before; i < hunters_game_event_count(g) && k < 4; i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        if (e.type == expected[k]) {
            if (e.type == HUNTERS_EVENT_POINTS) {
                ck_assert_int_eq(e.points, 3);
                ck_assert_int_eq(e.reason, HUNTERS_REASON_RIVER);
                ck_assert_int_eq(e.player, 0);
            }
            k++;
        }
    }
    ck_assert_int_eq(k, 4);
    hunters_game_free(g);
}
END_TEST

/* R9.3: a completed forest of 2 tiles is worth 4. */
START_TEST(r9_3_two_tile_forest)
{
    hunters_game *g = game_on(START_CAP T_C(1) T_G(1), 2);
    turn(g, "C", 0, -1, 2, MEMBER(0));
    ck_assert_int_eq(hunters_game_score(g, 0), 4);
    ck_assert_int_eq(points_for(g, 0, HUNTERS_REASON_FOREST), 4);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW); /* no nugget, no bonus */
    ck_assert_int_eq(hunters_game_current_player(g), 1);
    hunters_game_free(g);
}
END_TEST

/* R9.3 and R6.1: a 5-tile forest with a nugget scores 10 for the gatherer's
 * owner, and the player who closed it draws the bonus tile. */
START_TEST(r9_3_five_tile_forest_with_nugget)
{
    hunters_game *g = game_on(START_CAP "tile VN 1 FMFM\n forest N S nugget\n meadow E\n meadow W\n" T_V(2) T_C(1)
                              "tile BG 1 MMMM bonus\n meadow N E S W\n", 2);
    turn(g, "VN", 0, -1, 0, MEMBER(0));
    turn(g, "V", 0, -2, 0, PASS);
    turn(g, "V", 0, -3, 0, PASS);
    turn(g, "C", 0, -4, 2, PASS);
    ck_assert_int_eq(hunters_game_score(g, 0), 10);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    ck_assert_int_eq(hunters_game_current_player(g), 1);
    draw(g, "BG");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_PLACE_BONUS);
    play_ok(g, hunters_move_place(1, 0, 0));
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DEPLOY_BONUS);
    play_ok(g, MEMBER(0)); /* R6.2: deploying on the bonus tile */
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_BONUS_DRAWN), 1);
    hunters_game_free(g);
}
END_TEST

/* R9.4 and R5.5: a forest of 6 tiles joined by the placed tile, holding 2
 * gatherers of player 0 and 1 of player 1: player 0 alone scores 12. */
START_TEST(r9_4_majority_scores_alone)
{
    hunters_game *g = game_on(START_CAP T_V(2) T_G(4) T_C(2) T_T(1), 2);
    turn(g, "V", 0, -1, 0, MEMBER(0));  /* p0 */
    turn(g, "G", 1, -1, 0, PASS);       /* p1 */
    turn(g, "G", 1, -2, 0, PASS);       /* p0 */
    turn(g, "G", 1, -3, 0, PASS);       /* p1 */
    turn(g, "V", 0, -3, 0, MEMBER(0));  /* p0: a separate forest */
    turn(g, "G", -1, -1, 0, PASS);      /* p1 */
    turn(g, "C", 0, -4, 2, PASS);       /* p0 */
    turn(g, "C", -1, -2, 1, MEMBER(0)); /* p1: a third forest */
    hunters_feature f;
    ck_assert_int_eq(hunters_game_feature(g, 0, -3, 0, &f), HUNTERS_OK);
    ck_assert_int_eq(f.members[0], 1);
    ck_assert_int_eq(f.tiles, 2);
    turn(g, "T", 0, -2, 0, PASS);       /* p0 joins all three (R4.5) */
    ck_assert_int_eq(hunters_game_score(g, 0), 12);
    ck_assert_int_eq(hunters_game_score(g, 1), 0);
    ck_assert_int_eq(hunters_game_supply(g, 0, HUNTERS_PIECE_MEMBER), 5);
    ck_assert_int_eq(hunters_game_supply(g, 1, HUNTERS_PIECE_MEMBER), 5);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_PIECE_RETURNED), 3);
    ck_assert_int_eq(hunters_game_rank(g, 0), 1);
    ck_assert_int_eq(hunters_game_rank(g, 1), 2);
    hunters_game_free(g);
}
END_TEST

/* R9.4 and R5.5: tied players both score the full 10 of a 5-tile forest;
 * R8.4: a tie is reported as a tie. */
START_TEST(r9_4_tie_scores_both)
{
    hunters_game *g = game_on(START_CAP T_V(1) T_G(4) T_C(2) T_T(1), 2);
    turn(g, "V", 0, -1, 0, MEMBER(0));  /* p0 */
    turn(g, "G", 1, -1, 0, PASS);       /* p1 */
    turn(g, "G", 1, -2, 0, PASS);       /* p0 */
    turn(g, "G", -1, -1, 0, PASS);      /* p1 */
    turn(g, "G", 1, -3, 0, PASS);       /* p0 */
    turn(g, "C", -1, -2, 1, MEMBER(0)); /* p1 */
    turn(g, "C", 0, -3, 2, PASS);       /* p0 */
    turn(g, "T", 0, -2, 0, PASS);       /* p1 closes */
    ck_assert_int_eq(hunters_game_score(g, 0), 10);
    ck_assert_int_eq(hunters_game_score(g, 1), 10);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_rank(g, 0), 1);
    ck_assert_int_eq(hunters_game_rank(g, 1), 1);
    hunters_game_free(g);
}
END_TEST

/* R5.3: a forest that runs through two separate forest areas of one tile
 * counts that tile once: a ring of 4 tiles through both forests of START
 * is worth 8, not 10. */
START_TEST(r5_3_tile_counts_once)
{
    hunters_game *g = game_on("tile START 1 FFMM start\n forest N\n forest E\n meadow S W\n"
                              "tile L 3 FMMF\n forest N W\n meadow E S\n", 1);
    turn(g, "L", 0, -1, 2, MEMBER(0)); /* forest S and E */
    turn(g, "L", 1, 0, 0, PASS);       /* forest W and N */
    hunters_feature f;
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, 0, &f), HUNTERS_OK);
    ck_assert_int_eq(f.tiles, 2);
    ck_assert_int_eq(f.open_sides, 1); /* the east side of (0,-1) */
    turn(g, "L", 1, -1, 3, PASS);      /* forest W and S: the ring closes */
    ck_assert_int_eq(hunters_game_feature(g, 0, 0, 1, &f), HUNTERS_OK);
    ck_assert_int_eq(f.complete, 1);
    ck_assert_int_eq(f.tiles, 4);
    ck_assert_int_eq(f.value, 8);
    ck_assert_int_eq(hunters_game_score(g, 0), 8);
    hunters_game_free(g);
}
END_TEST

/* R9.5: meadows at the end. */
START_TEST(r9_5_one_deer_is_worth_2)
{
    hunters_game *g = game_on(START_GRASS "tile D 1 MMMM\n meadow N E S W deer\n", 2);
    turn(g, "D", 1, 0, 0, MEMBER(0));
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_score(g, 0), 2);
    ck_assert_int_eq(points_for(g, 0, HUNTERS_REASON_MEADOW), 2);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_FINAL_FEATURE), 1);
    hunters_game_free(g);
}
END_TEST

START_TEST(r9_5_tied_hunters_each_score)
{
    hunters_game *g = game_on(START_SPLIT "tile D 1 MMMM\n meadow N E S W deer\n"
                              "tile M 1 MMMM\n meadow N E S W mammoth\n" T_G(2)
                              "tile CT 1 FMMM\n forest N\n meadow E S W tiger\n", 2);
    turn(g, "D", 1, 0, 0, MEMBER(0));
    turn(g, "M", -1, 0, 0, MEMBER(0));
    turn(g, "G", 1, 1, 0, PASS);
    turn(g, "G", -1, 1, 0, PASS);
    hunters_feature f;
    ck_assert_int_eq(hunters_game_feature(g, 1, 0, 0, &f), HUNTERS_OK);
    ck_assert_int_eq(f.members[0], 1);
    ck_assert_int_eq(f.members[1], 0); /* not joined yet */
    turn(g, "CT", 0, 1, 0, PASS);
    ck_assert_int_eq(hunters_game_feature(g, 1, 0, 0, &f), HUNTERS_OK);
    ck_assert_int_eq(f.deer, 1);
    ck_assert_int_eq(f.mammoths, 1);
    ck_assert_int_eq(f.tigers, 1);
    ck_assert_int_eq(f.value, 2);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_score(g, 0), 2);
    ck_assert_int_eq(hunters_game_score(g, 1), 2);
    hunters_game_free(g);
}
END_TEST

START_TEST(r9_5_most_hunters_scores_8)
{
    hunters_game *g = game_on(START_SPLIT "tile A1 1 MMMM\n meadow N E S W deer=2 mammoth=2\n"
                              "tile A2 1 MMMM\n meadow N E S W aurochs tiger\n" T_V(1) T_G(3) T_C(1), 2);
    turn(g, "A1", 1, 0, 0, MEMBER(0));
    turn(g, "A2", -1, 0, 0, MEMBER(0));
    turn(g, "V", 0, -1, 0, MEMBER(1)); /* p0: a second hunter, on a separate meadow */
    turn(g, "G", 1, -1, 0, PASS);
    turn(g, "G", 1, 1, 0, PASS);
    turn(g, "G", -1, 1, 0, PASS);
    turn(g, "C", 0, 1, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_score(g, 0), 8);
    ck_assert_int_eq(hunters_game_score(g, 1), 0);
    hunters_game_free(g);
}
END_TEST

/* R9.5 and R8.3: tigers above deer give 0, never less. */
START_TEST(r9_5_tigers_above_deer_give_zero)
{
    hunters_game *g = game_on(START_GRASS "tile D 1 MMMM\n meadow N E S W deer tiger=2\n", 1);
    turn(g, "D", 1, 0, 0, MEMBER(0));
    ck_assert_int_eq(hunters_game_score(g, 0), 0);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_POINTS), 1);
    ck_assert_int_eq(points_for(g, 0, HUNTERS_REASON_MEADOW), 0);
    hunters_game_free(g);
}
END_TEST

/* R6.6: the fire drives the tigers away, and takes no hunter itself. */
START_TEST(r6_6_fire_cancels_tigers)
{
    hunters_game *g = game_on("tile START 1 MMMM start\n meadow N E S W deer=2 tiger=2\n" T_G(1)
                              "tile HF 1 MMMM\n meadow N E S W fire nohunter\n", 2);
    turn(g, "G", 1, 0, 0, MEMBER(0));
    place(g, "HF", 2, 0, 0);
    ck_assert(!has_move(g, MEMBER(0)));
    ck_assert_int_eq(hunters_game_check(g, MEMBER(0)), HUNTERS_EILLEGAL);
    play_ok(g, PASS);
    ck_assert_int_eq(hunters_game_score(g, 0), 4);
    hunters_game_free(g);
}
END_TEST

/* R6.6: the hunter deployed with the dolmen scores its meadow alone. */
START_TEST(r6_6_dolmen_hunter_scores_alone)
{
    hunters_game *g = game_on(START_SPLIT "tile DOL 1 MMMM\n meadow N E S W dolmen deer\n" T_G(5) T_V(1) T_C(2), 2);
    turn(g, "DOL", 1, 0, 0, MEMBER(0)); /* p0, with the dolmen */
    turn(g, "G", -1, 0, 0, MEMBER(0));  /* p1 */
    turn(g, "V", 0, -1, 0, PASS);
    turn(g, "C", 0, -2, 2, MEMBER(1));  /* p1: a second hunter */
    turn(g, "G", 1, -1, 0, PASS);
    turn(g, "G", 1, -2, 0, PASS);
    turn(g, "G", 1, 1, 0, PASS);
    turn(g, "G", -1, 1, 0, PASS);
    turn(g, "C", 0, 1, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    hunters_feature f;
    ck_assert_int_eq(hunters_game_feature(g, 1, 0, 0, &f), HUNTERS_OK);
    ck_assert_int_eq(f.members[0], 1);
    ck_assert_int_eq(f.members[1], 2);
    ck_assert_int_eq(f.dolmen, 1);
    ck_assert_int_eq(hunters_game_score(g, 0), 2);
    ck_assert_int_eq(hunters_game_score(g, 1), 0);
    hunters_game_free(g);
}
END_TEST

/* R9.6 and R8.2: a river system whose lakes hold 5 fish and one hut of
 * player 1 scores 5 for player 1; R4.4: no fisher on a lake. */
START_TEST(r9_6_hut_scores_the_fish_of_its_system)
{
    hunters_game *g = game_on(START_LAKE(2) T_G(1)
                              "tile LK 1 MMMR\n river W lake\n lake fish=3\n meadow N E S W.s W.n\n", 2);
    turn(g, "G", 0, -1, 0, PASS);
    place(g, "LK", 1, 0, 0);
    assert_rejected(g, MEMBER(1), HUNTERS_EILLEGAL, "lake");
    ck_assert(has_move(g, HUT(1)));
    ck_assert(has_move(g, HUT(0)));
    play_ok(g, HUT(1));
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_score(g, 1), 5);
    ck_assert_int_eq(points_for(g, 1, HUNTERS_REASON_HUTS), 5);
    ck_assert_int_eq(hunters_game_score(g, 0), 0);
    hunters_game_free(g);
}
END_TEST

/* ---- R6: bonus tiles ---------------------------------------------------- */

/* R6.1: one bonus tile however many nugget forests close at once. */
START_TEST(r6_1_one_bonus_for_two_nugget_forests)
{
    hunters_game *g = game_on(START_CAP_NUGGET T_G(3) T_CN(1)
                              "tile FF2 1 FMFM\n forest N\n forest S\n meadow E\n meadow W\n" BONUS_GRASS(2), 2);
    turn(g, "G", 1, 0, 0, PASS);
    turn(g, "G", 1, -1, 0, PASS);
    turn(g, "G", 1, -2, 0, PASS);
    turn(g, "CN", 0, -2, 2, PASS);
    turn(g, "FF2", 0, -1, 0, PASS);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_FEATURE_COMPLETED), 2);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    ck_assert_int_eq(hunters_game_current_player(g), 0);
    turn(g, "BG", -1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_BONUS_DRAWN), 1);
    ck_assert_int_eq(hunters_game_stack_size(g, 1), 1);
    hunters_game_free(g);
}
END_TEST

/* R6.3: a bonus tile that completes a nugget forest gives no further bonus. */
START_TEST(r6_3_no_bonus_from_a_bonus_tile)
{
    hunters_game *g = game_on(START_CAP_NUGGET T_G(1) T_CN(2)
                              "tile BC 1 FMMM bonus\n forest N\n meadow E S W\n" BONUS_GRASS(1), 2);
    turn(g, "G", 1, 0, 0, PASS);
    turn(g, "CN", 1, -1, 0, PASS);
    turn(g, "CN", 0, -1, 2, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    turn(g, "BC", 1, -2, 2, PASS); /* closes the other nugget forest */
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_FEATURE_COMPLETED), 2);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_BONUS_DRAWN), 1);
    ck_assert_int_eq(hunters_game_stack_size(g, 1), 1);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    hunters_game_free(g);
}
END_TEST

/* R6.5: a bonus tile that fits nowhere is discarded and another drawn; with
 * the forfeit option the bonus is lost instead. */
START_TEST(r6_5_bonus_that_fits_nowhere)
{
    static const char tiles[] = START_CAP_NUGGET T_CN(1) T_G(1)
        "tile BX 1 FFFF bonus\n forest N E S W\n" BONUS_GRASS(1);
    hunters_game *g = game_on(tiles, 2);
    turn(g, "CN", 0, -1, 2, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    draw(g, "BX");
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_BONUS_DISCARDED), 1);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    turn(g, "BG", 1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    ck_assert_int_eq(hunters_game_current_player(g), 1);
    hunters_game_free(g);

    g = scenario_game(scenario_tiles(tiles), 2, HUNTERS_BONUS_FORFEIT);
    turn(g, "CN", 0, -1, 2, PASS);
    draw(g, "BX");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    ck_assert_int_eq(hunters_game_current_player(g), 1);
    ck_assert_int_eq(hunters_game_stack_size(g, 1), 1);
    hunters_game_free(g);
}
END_TEST

/* R6.4: with the bonus stack empty, no bonus tile is drawn. */
START_TEST(r6_4_empty_bonus_stack)
{
    hunters_game *g = game_on(START_CAP_NUGGET T_CN(1) T_G(1), 2);
    turn(g, "CN", 0, -1, 2, PASS);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_FEATURE_COMPLETED), 1);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    ck_assert_int_eq(hunters_game_current_player(g), 1);
    hunters_game_free(g);
}
END_TEST

/* Whether a message ends with a rule number: "(R3)", "(R4.2)". */
static int ends_with_rule(const char *message)
{
    const char *open = strrchr(message, '(');
    if (!open || open[1] != 'R' || !(open[2] >= '1' && open[2] <= '9'))
        return 0;
    const char *c = open + 3;
    while (*c >= '0' && *c <= '9')
        c++;
    if (*c == '.') {
        if (!(c[1] >= '0' && c[1] <= '9'))
            return 0;
        for (c++; *c >= '0' && *c <= '9'; c++)
            ;
    }
    return c[0] == ')' && c[1] == '\0';
}

/* Every move the rules refuse (HUNTERS_EILLEGAL) says which rule, as
 * hunters_game_errmsg() promises and doc/rules.md numbers: tried at every
 * decision of seeded games under options that reach each refusal
 * (a table, no supply, huts only on river systems), every placement around
 * the board and every deployment of either piece on areas 0 to 15. "position
 * (0,0) already holds a tile" and "the tile just placed has no such area"
 * cited none. */
START_TEST(every_refusal_by_the_rules_cites_its_rule)
{
    static const char *const must_see[] = {"already holds a tile", "no such area", "beyond the table",
                                           "corners are not enough", "does not match", "left in supply"};
    int seen[sizeof must_see / sizeof must_see[0]] = {0};
    long refused = 0;
    for (int variant = 0; variant < 4; variant++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = 11u + (uint64_t)variant;
        if (variant == 1)
            o.table_width = 3, o.table_height = 2;
        if (variant == 2)
            o.members = 1, o.huts = 1;
        if (variant == 3)
            o.lake_huts = HUNTERS_LAKE_HUTS_FORBIDDEN;
        hunters_game *g = scenario_game_with(NULL, 2, o);
        int min_x = 0, max_x = 0, min_y = 0, max_y = 0;
        for (int step = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; step++) {
            int phase = hunters_game_phase(g);
            /* every third place decision is scanned: the board's growth
             * still meets every refusal, at a third of the cost */
            if ((phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS) && step % 3 == 0) {
                for (int y = min_y - 2; y <= max_y + 2; y++)
                    for (int x = min_x - 2; x <= max_x + 2; x++)
                        for (int r = 0; r < 4; r++)
                            if (hunters_game_check(g, hunters_move_place(x, y, r)) == HUNTERS_EILLEGAL) {
                                const char *why = hunters_game_errmsg(g);
                                ck_assert_msg(ends_with_rule(why), "placement (%d,%d) r%d: '%s' cites no rule", x,
                                              y, r, why);
                                for (size_t k = 0; k < sizeof must_see / sizeof must_see[0]; k++)
                                    seen[k] += strstr(why, must_see[k]) != NULL;
                                refused++;
                            }
            } else if (phase != HUNTERS_PHASE_PLACE && phase != HUNTERS_PHASE_PLACE_BONUS) {
                for (int area = 0; area < 16; area++)
                    for (int piece = HUNTERS_PIECE_MEMBER; piece <= HUNTERS_PIECE_HUT; piece++)
                        if (hunters_game_check(g, hunters_move_deploy(area, piece)) == HUNTERS_EILLEGAL) {
                            const char *why = hunters_game_errmsg(g);
                            ck_assert_msg(ends_with_rule(why), "deploy %d on area %d: '%s' cites no rule", piece,
                                          area, why);
                            for (size_t k = 0; k < sizeof must_see / sizeof must_see[0]; k++)
                                seen[k] += strstr(why, must_see[k]) != NULL;
                            refused++;
                        }
            }
            hunters_move moves[1024];
            int n = hunters_game_legal_moves(g, moves, 1024);
            ck_assert_int_gt(n, 0);
            ck_assert_int_le(n, 1024);
            /* deploy when one can (the supply runs out), otherwise any */
            hunters_move m = moves[(n > 1 && hunters_move_kind(moves[0]) == HUNTERS_MOVE_PASS) ? 1 + step % (n - 1)
                                                                                                : step % n];
            if (hunters_move_kind(m) == HUNTERS_MOVE_PLACE) {
                int x = hunters_move_x(m), y = hunters_move_y(m);
                min_x = x < min_x ? x : min_x, max_x = x > max_x ? x : max_x;
                min_y = y < min_y ? y : min_y, max_y = y > max_y ? y : max_y;
            }
            ck_assert_int_eq(hunters_game_play(g, m), HUNTERS_OK);
        }
        hunters_game_free(g);
    }
    ck_assert_int_gt(refused, 1000);
    for (size_t k = 0; k < sizeof must_see / sizeof must_see[0]; k++)
        ck_assert_msg(seen[k] > 0, "no refusal said '%s'", must_see[k]);
}
END_TEST

static Suite *rules_suite(void)
{
    Suite *s = suite_create("rules");
    TCase *tc = tcase_create("R3 turn");
    tcase_add_test(tc, r3_2_legal_placements_of_a_meadow_tile);
    tcase_add_test(tc, r3_2_four_rotations_are_considered);
    tcase_add_test(tc, r3_2_bad_placements_are_rejected);
    tcase_add_test(tc, r3_3_tile_that_fits_nowhere_is_removed);
    tcase_add_test(tc, r8_1_removing_the_last_tile_ends_the_game);
    tcase_add_test(tc, r3_draws_and_first_player);
    suite_add_tcase(s, tc);
    tc = tcase_create("R4 deploying");
    tcase_add_test(tc, r4_2_hunter_refused_on_occupied_meadow);
    tcase_add_test(tc, r4_3_hut_allowed_beside_a_fisher);
    tcase_add_test(tc, r4_7_empty_supply);
    suite_add_tcase(s, tc);
    /* whole games scanned for refusals: about 2 s under the sanitizers */
    tc = tcase_create("R3 R4 refusals cite their rule");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_refusal_by_the_rules_cites_its_rule);
    suite_add_tcase(s, tc);
    tc = tcase_create("R5 R8 R9 scoring");
    tcase_add_test(tc, r9_1_river_between_two_lakes);
    tcase_add_test(tc, r9_2_river_to_a_spring_and_same_turn_return);
    tcase_add_test(tc, r9_3_two_tile_forest);
    tcase_add_test(tc, r9_3_five_tile_forest_with_nugget);
    tcase_add_test(tc, r9_4_majority_scores_alone);
    tcase_add_test(tc, r9_4_tie_scores_both);
    tcase_add_test(tc, r5_3_tile_counts_once);
    tcase_add_test(tc, r9_5_one_deer_is_worth_2);
    tcase_add_test(tc, r9_5_tied_hunters_each_score);
    tcase_add_test(tc, r9_5_most_hunters_scores_8);
    tcase_add_test(tc, r9_5_tigers_above_deer_give_zero);
    tcase_add_test(tc, r6_6_fire_cancels_tigers);
    tcase_add_test(tc, r6_6_dolmen_hunter_scores_alone);
    tcase_add_test(tc, r9_6_hut_scores_the_fish_of_its_system);
    suite_add_tcase(s, tc);
    tc = tcase_create("R6 bonus");
    tcase_add_test(tc, r6_1_one_bonus_for_two_nugget_forests);
    tcase_add_test(tc, r6_3_no_bonus_from_a_bonus_tile);
    tcase_add_test(tc, r6_5_bonus_that_fits_nowhere);
    tcase_add_test(tc, r6_4_empty_bonus_stack);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(rules_suite());
}
