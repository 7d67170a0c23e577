/* The rule variants of doc/rules.md (the options of hunters_game_options
 * version 2): for each, a scenario on a small tile set showing how it
 * differs from the default in points or legality; then records, the hash,
 * version-1 callers, and random games with random variant settings.
 * Coordinates: x grows east, y grows south; the start tile is (0,0). */
#include <check.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fast_assert.h"
#include "random_play.h"
#include "same_game.h"
#include "scenario.h"

/* A scenario game on the given tiles with the given options. */
static hunters_game *game_with(const char *tiles, int players, hunters_game_options o)
{
    return scenario_game_with(scenario_tiles(tiles), players, o);
}

/* ---- R8.1: the bonus tile of the last land tile ------------------------ */

/* R8.1: by default the last land tile's bonus tile is still played; with
 * last_bonus skipped the game ends with that tile. */
START_TEST(r8_1_last_bonus_played_or_skipped)
{
    static const char tiles[] = START_CAP_NUGGET T_CN(1) BONUS_GRASS(1);
    hunters_game_options o = scenario_options();
    hunters_game *g = game_with(tiles, 2, o);
    turn(g, "CN", 0, -1, 2, MEMBER(0));
    ck_assert_int_eq(hunters_game_score(g, 0), 4);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    turn(g, "BG", 1, 0, 0, MEMBER(0));
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_BONUS_DRAWN), 1);
    ck_assert_int_eq(hunters_game_score(g, 0), 4 + 0); /* a hunter on an empty meadow */
    hunters_game_free(g);

    o.last_bonus = HUNTERS_LAST_BONUS_SKIPPED;
    g = game_with(tiles, 2, o);
    turn(g, "CN", 0, -1, 2, MEMBER(0));
    ck_assert_int_eq(hunters_game_score(g, 0), 4);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_BONUS_DRAWN), 0);
    ck_assert_int_eq(hunters_game_stack_size(g, 1), 1);
    hunters_game_free(g);
}
END_TEST

/* R8.1 and R6.1: skipping concerns only the last land tile; earlier nugget
 * forests still earn their bonus tile. */
START_TEST(r8_1_skipped_only_for_the_last_tile)
{
    hunters_game_options o = scenario_options();
    o.last_bonus = HUNTERS_LAST_BONUS_SKIPPED;
    hunters_game *g = game_with(START_CAP_NUGGET T_CN(1) T_G(1) BONUS_GRASS(1), 2, o);
    turn(g, "CN", 0, -1, 2, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    turn(g, "BG", 1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    turn(g, "G", -1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_BONUS_DRAWN), 1);
    hunters_game_free(g);
}
END_TEST

/* ---- R5.3: forest and mushroom values ---------------------------------- */

/* R5.3: a ring of 4 tiles through both forest areas of the start tile is
 * worth 8 by tiles (the start tile counted once) and 10 by segments. */
START_TEST(r5_3_forest_per_tile_or_per_segment)
{
    static const char tiles[] = "tile START 1 FFMM start\n forest N\n forest E\n meadow S W\n"
                                "tile L 3 FMMF\n forest N W\n meadow E S\n";
    for (int segment = 0; segment <= 1; segment++) {
        hunters_game_options o = scenario_options();
        o.forest_value = segment ? HUNTERS_FOREST_PER_SEGMENT : HUNTERS_FOREST_PER_TILE;
        hunters_game *g = game_with(tiles, 1, o);
        turn(g, "L", 0, -1, 2, MEMBER(0));
        turn(g, "L", 1, 0, 0, PASS);
        hunters_feature f;
        ck_assert_int_eq(hunters_game_feature(g, 0, 0, 0, &f), HUNTERS_OK);
        ck_assert_int_eq(f.complete, 0);
        ck_assert_int_eq(f.value, 4); /* START's north area and (0,-1): two tiles, two segments */
        turn(g, "L", 1, -1, 3, PASS);
        ck_assert_int_eq(hunters_game_feature(g, 0, 0, 1, &f), HUNTERS_OK);
        ck_assert_int_eq(f.complete, 1);
        ck_assert_int_eq(f.tiles, 4);
        ck_assert_int_eq(f.value, segment ? 10 : 8);
        ck_assert_int_eq(hunters_game_score(g, 0), segment ? 10 : 8);
        ck_assert_int_eq(points_for(g, 0, HUNTERS_REASON_FOREST), segment ? 10 : 8);
        hunters_game_free(g);
    }
}
END_TEST

/* R5.3: a 2-tile forest with 3 mushroom patches on 2 tiles is worth
 * 4 + 6 by patches and 4 + 4 by mushroom tiles. */
START_TEST(r5_3_mushrooms_per_patch_or_per_tile)
{
    static const char tiles[] = "tile START 1 FMMM start\n forest N mushroom\n meadow E S W\n"
                                "tile MU 1 FMMM\n forest N mushroom=2\n meadow E S W\n" T_G(1);
    for (int per_tile = 0; per_tile <= 1; per_tile++) {
        hunters_game_options o = scenario_options();
        o.mushroom_value = per_tile ? HUNTERS_MUSHROOMS_PER_TILE : HUNTERS_MUSHROOMS_PER_PATCH;
        hunters_game *g = game_with(tiles, 2, o);
        turn(g, "MU", 0, -1, 2, MEMBER(0));
        hunters_feature f;
        ck_assert_int_eq(hunters_game_feature(g, 0, 0, 0, &f), HUNTERS_OK);
        ck_assert_int_eq(f.mushrooms, 3);
        ck_assert_int_eq(f.value, per_tile ? 8 : 10);
        ck_assert_int_eq(hunters_game_score(g, 0), per_tile ? 8 : 10);
        hunters_game_free(g);
    }
}
END_TEST

/* R5.3: both options together: segments and mushroom tiles. */
START_TEST(r5_3_both_forest_options)
{
    hunters_game_options o = scenario_options();
    o.forest_value = HUNTERS_FOREST_PER_SEGMENT;
    o.mushroom_value = HUNTERS_MUSHROOMS_PER_TILE;
    hunters_game *g = game_with("tile START 1 FFMM start\n forest N mushroom=2\n forest E mushroom\n meadow S W\n"
                                "tile L 3 FMMF\n forest N W\n meadow E S\n", 1, o);
    turn(g, "L", 0, -1, 2, MEMBER(0));
    turn(g, "L", 1, 0, 0, PASS);
    turn(g, "L", 1, -1, 3, PASS);
    /* 5 segments; START shows mushrooms in both its areas but is one tile */
    ck_assert_int_eq(hunters_game_score(g, 0), 2 * 5 + 2 * 1);
    hunters_game_free(g);
}
END_TEST

/* ---- R3.2: the table's edge --------------------------------------------- */

static int placements(hunters_game *g)
{
    hunters_move moves[256];
    return hunters_game_legal_moves(g, moves, 256);
}

/* R3.2: on a table 2 tiles wide and 1 high only (-1,0) and (1,0) are open
 * beside the start tile; once one is taken the other is beyond the edge,
 * and R3.3 removes the tiles that then fit nowhere. */
START_TEST(r3_2_table_bounds_the_board)
{
    static const char tiles[] = START_GRASS T_G(3);
    hunters_game *g = game_with(tiles, 2, scenario_options());
    draw(g, "G");
    ck_assert_int_eq(placements(g), 4 * 4); /* unbounded: four positions, four rotations */
    hunters_game_free(g);

    hunters_game_options o = scenario_options();
    o.table_width = 2;
    o.table_height = 1;
    g = game_with(tiles, 2, o);
    draw(g, "G");
    ck_assert_int_eq(placements(g), 2 * 4);
    ck_assert(has_move(g, hunters_move_place(-1, 0, 0)));
    ck_assert(!has_move(g, hunters_move_place(0, 1, 0)));
    ck_assert_int_eq(hunters_game_check(g, hunters_move_place(0, -1, 0)), HUNTERS_EILLEGAL);
    assert_rejected(g, hunters_move_place(0, 1, 0), HUNTERS_EILLEGAL, "beyond the table's edge");
    assert_rejected(g, hunters_move_place(0, 1, 0), HUNTERS_EILLEGAL, "(R3.2)");
    play_ok(g, hunters_move_place(-1, 0, 0));
    play_ok(g, PASS);
    /* the box is now (-1..0) x (0..0): (1,0) would make it 3 wide */
    draw(g, "G");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW); /* removed (R3.3) */
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_TILE_REMOVED), 1);
    ck_assert_int_eq(hunters_game_current_player(g), 1);
    draw(g, "G");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_placed_count(g), 2);
    hunters_game_free(g);
}
END_TEST

/* R3.2: a bound in one direction only; and a 1x1 table holds the start
 * tile alone, so every land tile is removed (R3.3, R8.1). */
START_TEST(r3_2_table_one_direction_and_one_tile)
{
    hunters_game_options o = scenario_options();
    o.table_height = 2;
    hunters_game *g = game_with(START_GRASS T_G(3), 1, o);
    turn(g, "G", 0, 1, 0, PASS);
    draw(g, "G");
    ck_assert(!has_move(g, hunters_move_place(0, 2, 0)));
    ck_assert(!has_move(g, hunters_move_place(0, -1, 0)));
    ck_assert(has_move(g, hunters_move_place(5 - 4, 1, 0)));
    play_ok(g, hunters_move_place(1, 1, 0));
    play_ok(g, PASS);
    turn(g, "G", 2, 1, 0, PASS); /* the width is unbounded */
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    hunters_game_free(g);

    o.table_width = 1;
    o.table_height = 1;
    g = game_with(START_GRASS T_G(2), 2, o);
    draw(g, "G");
    draw(g, "G");
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_TILE_REMOVED), 2);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    hunters_game_free(g);
}
END_TEST

/* R3.2 with R6.5: a bonus tile that fits only beyond the table is
 * discarded, and another is drawn. */
START_TEST(r3_2_table_and_bonus_tiles)
{
    hunters_game_options o = scenario_options();
    o.table_width = 1;
    o.table_height = 3;
    hunters_game *g = game_with(START_CAP_NUGGET T_CN(1) T_G(1) BONUS_GRASS(2), 2, o);
    turn(g, "CN", 0, -1, 2, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    turn(g, "BG", 0, 1, 0, PASS); /* the third row */
    draw(g, "G");                 /* no room left: removed, and the game ends */
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_TILE_REMOVED), 1);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    hunters_game_free(g);
}
END_TEST

/* ---- R7.1: huts on a lake with no river --------------------------------- */

/* R7.1: a lake that no river reaches takes a hut by default (and scores its
 * fish, R8.2), but not with lake_huts forbidden; a lake fed by a river
 * still does. */
START_TEST(r7_1_huts_on_lone_lakes)
{
    static const char tiles[] = "tile START 1 MRMM start\n river E lake\n lake fish=1\n meadow N E.n E.s S W\n"
                                "tile LL 1 MMMM\n lake fish=3\n meadow N E S W\n" T_G(1);
    hunters_game *g = game_with(tiles, 2, scenario_options());
    place(g, "LL", -1, 0, 0);
    ck_assert(has_move(g, HUT(0)));
    play_ok(g, HUT(0));
    turn(g, "G", 0, 1, 0, PASS);
    ck_assert_int_eq(hunters_game_score(g, 0), 3);
    hunters_game_free(g);

    hunters_game_options o = scenario_options();
    o.lake_huts = HUNTERS_LAKE_HUTS_FORBIDDEN;
    g = game_with(tiles, 2, o);
    place(g, "LL", -1, 0, 0);
    ck_assert(!has_move(g, HUT(0)));
    assert_rejected(g, HUT(0), HUNTERS_EILLEGAL, "(R7.1)");
    ck_assert(has_move(g, MEMBER(1))); /* the meadow is unaffected */
    play_ok(g, PASS);
    turn(g, "G", 0, 1, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    ck_assert_int_eq(hunters_game_score(g, 0), 0);
    hunters_game_free(g);

    g = game_with("tile START 1 MMMM start\n meadow N E S W\n"
                  "tile LR 1 MMMR\n river W lake\n lake fish=2\n meadow N E S W.s W.n\n"
                  "tile RR 1 MRMR\n river E W\n meadow N E.n W.n\n meadow S E.s W.s\n", 2, o);
    /* a lake fed by a river still takes a hut */
    place(g, "LR", 1, 0, 1); /* the river leaves north */
    ck_assert(has_move(g, HUT(1)));
    play_ok(g, HUT(1));
    ck_assert_int_eq(hunters_game_supply(g, 0, HUNTERS_PIECE_HUT), 1);
    hunters_game_free(g);
}
END_TEST

/* ---- what each variant changed (hunters_game_variant_changes) ----------- */

static int changes(const hunters_game *g, int variant)
{
    return hunters_game_variant_changes(g, variant);
}

/* Every counter but the one named is 0 (each variant judged alone). */
static void assert_only_change(const hunters_game *g, int variant, int count)
{
    for (int v = HUNTERS_VARIANT_FOREST_VALUE; v <= HUNTERS_VARIANT_TABLE; v++)
        ck_assert_int_eq(changes(g, v), v == variant ? count : 0);
}

/* R5.3: the 4-tile ring of 5 forest areas, paid by segments, counts one
 * changed scoring; paid by tiles, none. A 2-tile forest of 2 areas is worth
 * the same either way, and an unclaimed forest pays nobody: neither counts. */
START_TEST(r5_3_forest_value_changes_counted)
{
    static const char ring[] = "tile START 1 FFMM start\n forest N\n forest E\n meadow S W\n"
                               "tile L 3 FMMF\n forest N W\n meadow E S\n";
    for (int segment = 0; segment <= 1; segment++) {
        hunters_game_options o = scenario_options();
        o.forest_value = segment ? HUNTERS_FOREST_PER_SEGMENT : HUNTERS_FOREST_PER_TILE;
        hunters_game *g = game_with(ring, 1, o);
        turn(g, "L", 0, -1, 2, MEMBER(0));
        turn(g, "L", 1, 0, 0, PASS);
        assert_only_change(g, -1, 0); /* not complete yet */
        turn(g, "L", 1, -1, 3, PASS);
        ck_assert_int_eq(hunters_game_score(g, 0), segment ? 10 : 8);
        assert_only_change(g, HUNTERS_VARIANT_FOREST_VALUE, segment);
        hunters_game_free(g);
    }
    hunters_game_options o = scenario_options();
    o.forest_value = HUNTERS_FOREST_PER_SEGMENT;
    hunters_game *g = game_with(START_CAP T_C(2), 2, o);
    turn(g, "C", 0, -1, 2, MEMBER(0)); /* 2 tiles, 2 areas: 4 points by either count */
    ck_assert_int_eq(hunters_game_score(g, 0), 4);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);

    g = game_with(ring, 1, o);
    turn(g, "L", 0, -1, 2, PASS);
    turn(g, "L", 1, 0, 0, PASS);
    turn(g, "L", 1, -1, 3, PASS); /* complete, but without gatherers (R5.5) */
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_FEATURE_COMPLETED), 1);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);
}
END_TEST

/* R5.3: 3 mushroom patches on 2 tiles pay 4 instead of 6 by mushroom
 * tiles: one changed scoring; one patch a tile pays the same either way. */
START_TEST(r5_3_mushroom_value_changes_counted)
{
    static const char tiles[] = "tile START 1 FMMM start\n forest N mushroom\n meadow E S W\n"
                                "tile MU 1 FMMM\n forest N mushroom=2\n meadow E S W\n"
                                "tile M1 1 FMMM\n forest N mushroom\n meadow E S W\n";
    for (int per_tile = 0; per_tile <= 1; per_tile++) {
        hunters_game_options o = scenario_options();
        o.mushroom_value = per_tile ? HUNTERS_MUSHROOMS_PER_TILE : HUNTERS_MUSHROOMS_PER_PATCH;
        hunters_game *g = game_with(tiles, 2, o);
        turn(g, "MU", 0, -1, 2, MEMBER(0));
        ck_assert_int_eq(hunters_game_score(g, 0), per_tile ? 8 : 10);
        assert_only_change(g, HUNTERS_VARIANT_MUSHROOM_VALUE, per_tile);
        hunters_game_free(g);

        g = game_with(tiles, 2, o);
        turn(g, "M1", 0, -1, 2, MEMBER(0));
        ck_assert_int_eq(hunters_game_score(g, 0), 8);
        assert_only_change(g, -1, 0);
        hunters_game_free(g);
    }
}
END_TEST

/* R6.5: a bonus tile that fits nowhere is forfeited, with another in the
 * bonus stack that the default would draw: one change. With the stack
 * empty after it, forfeiting changes nothing. */
START_TEST(r6_5_bonus_rule_changes_counted)
{
#define FORFEIT_TILES START_CAP_NUGGET T_CN(1) T_G(1) "tile BX 1 FFFF bonus\n forest N E S W\n"
    hunters_game *g = scenario_game(scenario_tiles(FORFEIT_TILES BONUS_GRASS(1)), 2, HUNTERS_BONUS_FORFEIT);
    turn(g, "CN", 0, -1, 2, PASS);
    draw(g, "BX");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    assert_only_change(g, HUNTERS_VARIANT_BONUS_RULE, 1);
    hunters_game_free(g);

    g = scenario_game(scenario_tiles(FORFEIT_TILES BONUS_GRASS(1)), 2, HUNTERS_BONUS_REDRAW);
    turn(g, "CN", 0, -1, 2, PASS);
    draw(g, "BX");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);

    g = scenario_game(scenario_tiles(FORFEIT_TILES), 2, HUNTERS_BONUS_FORFEIT);
    turn(g, "CN", 0, -1, 2, PASS);
    draw(g, "BX"); /* the last bonus tile: the default could draw none either (R6.4) */
    assert_only_change(g, -1, 0);
    hunters_game_free(g);
#undef FORFEIT_TILES
}
END_TEST

/* R7.1: placing a lone lake with a hut in supply counts one deployment the
 * option changed; a lake fed by a river, or an empty hut supply (R4.7),
 * none; the default counts nothing. */
START_TEST(r7_1_lake_hut_changes_counted)
{
    static const char tiles[] = START_LAKE(1) "tile LL 2 MMMM\n lake fish=3\n meadow N E S W\n" T_G(1);
    hunters_game_options o = scenario_options();
    hunters_game *g = game_with(tiles, 2, o);
    place(g, "LL", -1, 0, 0);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);

    o.lake_huts = HUNTERS_LAKE_HUTS_FORBIDDEN;
    g = game_with(tiles, 2, o);
    place(g, "LL", -1, 0, 0);
    assert_only_change(g, HUNTERS_VARIANT_LAKE_HUTS, 1);
    play_ok(g, PASS);
    turn(g, "LL", -2, 0, 0, PASS);
    assert_only_change(g, HUNTERS_VARIANT_LAKE_HUTS, 2);
    hunters_game_free(g);

    g = game_with("tile START 1 MMMM start\n meadow N E S W\n"
                  "tile LR 1 MMMR\n river W lake\n lake fish=2\n meadow N E S W.s W.n\n", 2, o);
    place(g, "LR", 1, 0, 1);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);

    o.huts = 0;
    g = game_with(tiles, 2, o);
    place(g, "LL", -1, 0, 0);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);
}
END_TEST

/* R8.1: the last land tile's nugget forest earns a bonus tile that the
 * option skips: one change; an earlier nugget's bonus tile is played under
 * both rules, and changes nothing. */
START_TEST(r8_1_last_bonus_changes_counted)
{
    hunters_game_options o = scenario_options();
    o.last_bonus = HUNTERS_LAST_BONUS_SKIPPED;
    hunters_game *g = game_with(START_CAP_NUGGET T_CN(1) BONUS_GRASS(1), 2, o);
    turn(g, "CN", 0, -1, 2, MEMBER(0));
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    assert_only_change(g, HUNTERS_VARIANT_LAST_BONUS, 1);
    hunters_game_free(g);

    g = game_with(START_CAP_NUGGET T_CN(1) T_G(1) BONUS_GRASS(1), 2, o);
    turn(g, "CN", 0, -1, 2, PASS);
    turn(g, "BG", 1, 0, 0, PASS);
    turn(g, "G", -1, 0, 0, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);

    g = game_with(START_CAP_NUGGET T_CN(1) BONUS_GRASS(1), 2, scenario_options());
    turn(g, "CN", 0, -1, 2, MEMBER(0));
    turn(g, "BG", 1, 0, 0, PASS);
    assert_only_change(g, -1, 0);
    hunters_game_free(g);
}
END_TEST

/* R3.2 with R3.3: a tile that fits only beyond the table's edge leaves the
 * game because of the table: a change; a tile that fits nowhere at all
 * would leave it under any table: none. */
START_TEST(r3_2_table_changes_counted)
{
    hunters_game_options o = scenario_options();
    o.table_width = 2;
    o.table_height = 1;
    hunters_game *g = game_with(START_GRASS "tile X 1 FFFF\n forest N E S W\n" T_G(3), 2, o);
    draw(g, "X"); /* fits nowhere, table or not */
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_TILE_REMOVED), 1);
    assert_only_change(g, -1, 0);
    turn(g, "G", -1, 0, 0, PASS);
    assert_only_change(g, -1, 0);
    draw(g, "G"); /* (1,0) would make the board 3 wide */
    ck_assert_int_eq(count_events(g, HUNTERS_EVENT_TILE_REMOVED), 2);
    assert_only_change(g, HUNTERS_VARIANT_TABLE, 1);
    draw(g, "G");
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    assert_only_change(g, HUNTERS_VARIANT_TABLE, 2);
    hunters_game_free(g);
}
END_TEST

/* The counts are state (R3 turn by turn): undo takes a change back, a
 * clone keeps it, a reloaded record counts it again; the hash ignores it;
 * bad arguments are refused. */
START_TEST(variant_changes_undone_copied_and_reloaded)
{
    hunters_game_options o = scenario_options();
    o.lake_huts = HUNTERS_LAKE_HUTS_FORBIDDEN;
    hunters_game *g = game_with(START_LAKE(1) "tile LL 2 MMMM\n lake fish=3\n meadow N E S W\n", 2, o);
    place(g, "LL", -1, 0, 0);
    ck_assert_int_eq(changes(g, HUNTERS_VARIANT_LAKE_HUTS), 1);
    hunters_game *copy = NULL;
    ck_assert_int_eq(hunters_game_clone(&copy, g), HUNTERS_OK);
    ck_assert_int_eq(changes(copy, HUNTERS_VARIANT_LAKE_HUTS), 1);
    ck_assert_int_eq(hunters_game_undo(g), HUNTERS_OK);
    ck_assert_int_eq(changes(g, HUNTERS_VARIANT_LAKE_HUTS), 0);
    ck_assert_int_eq(changes(copy, HUNTERS_VARIANT_LAKE_HUTS), 1);
    play_ok(g, hunters_move_place(-1, 0, 0)); /* (the draw was not undone) */
    ck_assert_int_eq(changes(g, HUNTERS_VARIANT_LAKE_HUTS), 1);
    ck_assert_uint_eq(hunters_game_hash(g), hunters_game_hash(copy));
    hunters_game_free(copy);

    size_t length;
    char *text = save_text(g, &length);
    hunters_game *back = NULL;
    ck_assert_int_eq(hunters_game_load(&back, text, length, hunters_game_tileset(g), NULL, NULL), HUNTERS_OK);
    ck_assert_int_eq(changes(back, HUNTERS_VARIANT_LAKE_HUTS), 1);
    hunters_game_free(back);
    free(text);

    ck_assert_int_eq(changes(NULL, HUNTERS_VARIANT_FOREST_VALUE), HUNTERS_EINVAL);
    ck_assert_int_eq(changes(g, -1), HUNTERS_EINVAL);
    ck_assert_int_eq(changes(g, HUNTERS_VARIANT_TABLE + 1), HUNTERS_EINVAL);
    hunters_game_free(g);
}
END_TEST

/* ---- options: validation, version 1, hash, copies ----------------------- */

/* The new fields are validated; their defaults are today's rules. */
START_TEST(variant_options_are_validated)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    ck_assert_uint_eq(o.version, 2);
    ck_assert_int_eq(o.last_bonus, HUNTERS_LAST_BONUS_PLAYED);
    ck_assert_int_eq(o.forest_value, HUNTERS_FOREST_PER_TILE);
    ck_assert_int_eq(o.mushroom_value, HUNTERS_MUSHROOMS_PER_PATCH);
    ck_assert_int_eq(o.lake_huts, HUNTERS_LAKE_HUTS_ALLOWED);
    ck_assert_int_eq(o.table_width, 0);
    ck_assert_int_eq(o.table_height, 0);
    static const struct { size_t offset; int value; const char *why; } cases[] = {
        {offsetof(hunters_game_options, last_bonus), 2, "last_bonus"},
        {offsetof(hunters_game_options, forest_value), -1, "forest_value"},
        {offsetof(hunters_game_options, mushroom_value), 2, "mushroom_value"},
        {offsetof(hunters_game_options, lake_huts), 5, "lake_huts"},
        {offsetof(hunters_game_options, table_width), -1, "table_width"},
        {offsetof(hunters_game_options, table_height), 32768, "table_height"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        hunters_game_options_init(&o);
        int32_t value = cases[i].value;
        memcpy((char *)&o + cases[i].offset, &value, sizeof value);
        hunters_game *g = (hunters_game *)1;
        hunters_error err;
        ck_assert_int_eq(hunters_game_new(&g, &o, &err), HUNTERS_EINVAL);
        ck_assert_ptr_null(g);
        ck_assert_msg(strstr(err.message, cases[i].why) != NULL, "'%s' lacks '%s'", err.message, cases[i].why);
    }
}
END_TEST

/* hunters_game_options as version 1 of the header declared it. */
typedef struct options_v1 {
    uint32_t version;
    int32_t players, first_player, members, huts, draw_mode, bonus_rule;
    uint64_t seed;
    const hunters_tileset *tileset;
    const hunters_allocator *allocator;
} options_v1;
_Static_assert(sizeof(options_v1) == offsetof(hunters_game_options, last_bonus), "version 1 ends at last_bonus");

/* A caller built against version 1 passes a struct that ends before the
 * rule variants: it is read no further (a heap block of exactly that size
 * lets the sanitizers and valgrind catch an overread), and the game plays
 * by the default rules. hunters_game_get_options writes no further either. */
START_TEST(version_1_options_are_accepted)
{
    options_v1 *v1 = calloc(1, sizeof *v1);
    ck_assert_ptr_nonnull(v1);
    *v1 = (options_v1){.version = 1, .players = 3, .members = 5, .huts = 2, .seed = 77};
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, (const hunters_game_options *)(void *)v1, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_player_count(g), 3);
    hunters_game_options got;
    hunters_game_options_init(&got);
    got.forest_value = 1; /* overwritten */
    ck_assert_int_eq(hunters_game_get_options(g, &got), HUNTERS_OK);
    ck_assert_uint_eq(got.version, 2);
    ck_assert_int_eq(got.forest_value, HUNTERS_FOREST_PER_TILE);
    ck_assert_int_eq(got.table_width, 0);
    ck_assert_uint_eq(got.seed, 77);
    ck_assert_ptr_eq(got.tileset, hunters_game_tileset(g));
    memset(v1, 0, sizeof *v1);
    v1->version = 1;
    ck_assert_int_eq(hunters_game_get_options(g, (hunters_game_options *)(void *)v1), HUNTERS_OK);
    ck_assert_uint_eq(v1->version, 1);
    ck_assert_int_eq(v1->players, 3);
    ck_assert_int_eq(v1->members, 5);
    v1->version = 3;
    ck_assert_int_eq(hunters_game_get_options(g, (hunters_game_options *)(void *)v1), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_get_options(NULL, &got), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_get_options(g, NULL), HUNTERS_EINVAL);
    free(v1);
    hunters_game_free(g);
}
END_TEST

/* A program built against the version-1 header calls the library's
 * function hunters_game_options_init (the parentheses below bypass this
 * header's macro): it fills a version-1 struct and writes no further, so an
 * old program's struct is never overrun. The versioned call fills the
 * struct of the version asked, and refuses versions it does not know. */
START_TEST(version_1_init_writes_a_version_1_struct)
{
    options_v1 *v1 = malloc(sizeof *v1);
    ck_assert_ptr_nonnull(v1);
    memset(v1, 0xee, sizeof *v1);
    (hunters_game_options_init)((hunters_game_options *)(void *)v1);
    ck_assert_uint_eq(v1->version, 1);
    ck_assert_int_eq(v1->players, 2);
    ck_assert_int_eq(v1->members, 5);
    ck_assert_int_eq(v1->huts, 2);
    ck_assert_uint_eq(v1->seed, 0);
    memset(v1, 0xee, sizeof *v1);
    ck_assert_int_eq(hunters_game_options_init_version((hunters_game_options *)(void *)v1, 1), HUNTERS_OK);
    ck_assert_uint_eq(v1->version, 1);
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, (const hunters_game_options *)(void *)v1, NULL), HUNTERS_OK);
    hunters_game_free(g);
    free(v1);

    hunters_game_options o;
    memset(&o, 0xee, sizeof o);
    ck_assert_int_eq(hunters_game_options_init_version(&o, 3), HUNTERS_EINVAL);
    ck_assert_int_eq(o.players, (int32_t)0xeeeeeeee); /* nothing written */
    ck_assert_int_eq(hunters_game_options_init_version(NULL, 2), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_game_options_init_version(&o, HUNTERS_GAME_OPTIONS_VERSION), HUNTERS_OK);
    ck_assert_uint_eq(o.version, HUNTERS_GAME_OPTIONS_VERSION);
    ck_assert_int_eq(o.table_width, 0);
    ck_assert_int_eq(o.forest_value, HUNTERS_FOREST_PER_TILE);
}
END_TEST

/* The rules are part of the game: the hash tells the variants apart, clones
 * and copies keep them. */
START_TEST(variants_are_hashed_and_copied)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = 5;
    hunters_game *plain = NULL, *variant = NULL, *clone = NULL;
    ck_assert_int_eq(hunters_game_new(&plain, &o, NULL), HUNTERS_OK);
    uint64_t seen[8];
    seen[0] = hunters_game_hash(plain);
    for (int k = 1; k < 8; k++) {
        hunters_game_options v = o;
        v.last_bonus = k == 1;
        v.forest_value = k == 2;
        v.mushroom_value = k == 3;
        v.lake_huts = k == 4;
        v.table_width = k == 5 ? 9 : 0;
        v.table_height = k == 6 ? 9 : 0;
        v.bonus_rule = k == 7;
        ck_assert_int_eq(hunters_game_new(&variant, &v, NULL), HUNTERS_OK);
        seen[k] = hunters_game_hash(variant);
        for (int j = 0; j < k; j++)
            ck_assert_msg(seen[j] != seen[k], "variants %d and %d hash equal", j, k);
        if (k == 2) {
            ck_assert_int_eq(hunters_game_clone(&clone, variant), HUNTERS_OK);
            hunters_game_options got;
            hunters_game_options_init(&got);
            ck_assert_int_eq(hunters_game_get_options(clone, &got), HUNTERS_OK);
            ck_assert_int_eq(got.forest_value, HUNTERS_FOREST_PER_SEGMENT);
            ck_assert_uint_eq(hunters_game_hash(clone), seen[k]);
            hunters_game_free(clone);
        }
        hunters_game_free(variant);
    }
    hunters_game_free(plain);
}
END_TEST

/* ---- records -------------------------------------------------------------- */

/* Records carry the variants, one header line each that is not at its
 * default, and reload to equal games with the same options. */
START_TEST(records_keep_the_variants)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    static const char *const lines[] = {"last-bonus skipped\n", "forest-value segment\n", "mushroom-value tile\n",
                                        "lake-huts forbidden\n", "table 7 6\n"};
    for (int k = 0; k < 6; k++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = 100 + (uint64_t)k;
        o.tileset = ts;
        o.last_bonus = k == 0 || k == 5;
        o.forest_value = k == 1 || k == 5;
        o.mushroom_value = k == 2 || k == 5;
        o.lake_huts = k == 3 || k == 5;
        o.table_width = k >= 4 ? 7 : 0;
        o.table_height = k >= 4 ? 6 : 0;
        hunters_game *g = NULL, *back = NULL;
        ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_play_random(g, 3 + (uint64_t)k), HUNTERS_OK);
        size_t length, again_length;
        char *text = save_text(g, &length);
        for (int i = 0; i < 5; i++) {
            int expected = k == 5 || i == k || (k == 4 && i == 4);
            ck_assert_msg((strstr(text, lines[i]) != NULL) == expected, "variant %d: line %s", k, lines[i]);
        }
        hunters_error err;
        ck_assert_msg(hunters_game_load(&back, text, strlen(text), NULL, NULL, &err) == HUNTERS_OK, "%d:%d: %s",
                      err.line, err.column, err.message);
        assert_same_game(g, back);
        hunters_game_options got;
        hunters_game_options_init(&got);
        ck_assert_int_eq(hunters_game_get_options(back, &got), HUNTERS_OK);
        ck_assert_int_eq(got.last_bonus, o.last_bonus);
        ck_assert_int_eq(got.forest_value, o.forest_value);
        ck_assert_int_eq(got.mushroom_value, o.mushroom_value);
        ck_assert_int_eq(got.lake_huts, o.lake_huts);
        ck_assert_int_eq(got.table_width, o.table_width);
        ck_assert_int_eq(got.table_height, o.table_height);
        char *again = save_text(back, &again_length);
        ck_assert_str_eq(again, text);
        free(again);
        free(text);
        hunters_game_free(back);
        hunters_game_free(g);
    }
    hunters_tileset_free(ts);
}
END_TEST

/* A record without the variant lines (as written before they existed, and
 * for every default game) loads with the default rules; bad lines are
 * reported at their line and column. */
START_TEST(records_without_variants_and_bad_lines)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    size_t length;
    char *text = save_text(g, &length);
    ck_assert_ptr_null(strstr(text, "forest-value"));
    ck_assert_ptr_null(strstr(text, "table "));
    hunters_game *back = NULL;
    ck_assert_int_eq(hunters_game_load(&back, text, strlen(text), NULL, NULL, NULL), HUNTERS_OK);
    hunters_game_options got;
    hunters_game_options_init(&got);
    ck_assert_int_eq(hunters_game_get_options(back, &got), HUNTERS_OK);
    ck_assert_int_eq(got.last_bonus | got.forest_value | got.mushroom_value | got.lake_huts, 0);
    ck_assert_int_eq(got.table_width | got.table_height, 0);
    hunters_game_free(back);

    static const struct { const char *line, *why; int column; } bad[] = {
        {"forest-value wide\n", "forest-value is tile or segment", 14},
        {"last-bonus\n", "incomplete", 11},
        {"table 5\n", "incomplete", 8},
        {"table 5 -1\n", "table height", 9},
        {"lake-huts forbidden twice\n", "unexpected word", 21},
    };
    const char *at = strstr(text, "bonus-rule");
    ck_assert_ptr_nonnull(at);
    int line = 1;
    for (const char *c = text; c < at; c++)
        line += *c == '\n';
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        size_t head = (size_t)(at - text), n = strlen(text), extra = strlen(bad[i].line);
        char *broken = malloc(n + extra + 1);
        memcpy(broken, text, head);
        memcpy(broken + head, bad[i].line, extra);
        memcpy(broken + head + extra, at, n - head + 1);
        hunters_error err;
        ck_assert_int_eq(hunters_game_load(&back, broken, n + extra, NULL, NULL, &err), HUNTERS_EPARSE);
        ck_assert_ptr_null(back);
        ck_assert_msg(strstr(err.message, bad[i].why) != NULL, "'%s' lacks '%s'", err.message, bad[i].why);
        ck_assert_int_eq(err.line, line);
        ck_assert_int_eq(err.column, bad[i].column);
        free(broken);
    }
    free(text);
    hunters_game_free(g);
}
END_TEST

/* ---- random games with random variants ------------------------------------ */

/* 2,000 games; fewer under the sanitizers, or a tenth of
 * HUNTERS_RANDOM_GAMES's N (check_main.h), each move checked */
static int games_to_play(void)
{
#ifdef HUNTERS_TEST_SANITIZED
    return random_games(300, 10);
#else
    return random_games(2000, 10);
#endif
}

/* What must hold after every move, whatever the rules: pieces are
 * conserved (R1.2), every score is the sum of its events, and the board
 * stays on the table (R3.2). */
static void check_invariants(const hunters_game *g, const hunters_game_options *o, long *points)
{
    int placed = hunters_game_placed_count(g), min_x = 0, max_x = 0, min_y = 0, max_y = 0;
    int members[HUNTERS_MAX_PLAYERS] = {0}, huts[HUNTERS_MAX_PLAYERS] = {0};
    for (int i = 0; i < placed; i++) {
        int x, y;
        hunters_square sq;
        EXPECT_EQ(hunters_game_placed_position(g, i, &x, &y), HUNTERS_OK);
        EXPECT_EQ(hunters_game_board(g, x, y, &sq), HUNTERS_OK);
        min_x = x < min_x ? x : min_x;
        max_x = x > max_x ? x : max_x;
        min_y = y < min_y ? y : min_y;
        max_y = y > max_y ? y : max_y;
        if (sq.piece_owner >= 0)
            (sq.piece == HUNTERS_PIECE_HUT ? huts : members)[sq.piece_owner]++;
    }
    if (o->table_width)
        EXPECT_LE(max_x - min_x + 1, o->table_width);
    if (o->table_height)
        EXPECT_LE(max_y - min_y + 1, o->table_height);
    long sum[HUNTERS_MAX_PLAYERS] = {0};
    for (int i = 0; i < hunters_game_event_count(g); i++) {
        hunters_event e;
        EXPECT_EQ(hunters_game_event(g, i, &e), HUNTERS_OK);
        if (e.type == HUNTERS_EVENT_POINTS)
            sum[e.player] += e.points;
    }
    for (int p = 0; p < o->players; p++) {
        EXPECT_EQ(members[p] + hunters_game_supply(g, p, HUNTERS_PIECE_MEMBER), o->members);
        EXPECT_EQ(huts[p] + hunters_game_supply(g, p, HUNTERS_PIECE_HUT), o->huts);
        EXPECT_EQ(hunters_game_score(g, p), sum[p]);
        points[p] = sum[p];
    }
}

/* An undone decision takes what it changed back with it: the counters of
 * every variant (and the rest of the state) equal those of the record of
 * the game so far, loaded anew. */
static void undo_and_compare_with_reload(hunters_game *g, const hunters_tileset *ts)
{
    if (hunters_game_decision_count(g) == 0)
        return;
    EXPECT_EQ(hunters_game_undo(g), HUNTERS_OK);
    size_t length;
    char *text = save_text(g, &length);
    hunters_game *back = NULL;
    EXPECT_EQ(hunters_game_load(&back, text, length, ts, NULL, NULL), HUNTERS_OK);
    assert_same_game(g, back);
    hunters_game_free(back);
    free(text);
}

/* A variant at its option's default never rules otherwise than the
 * default: its counter stays 0 (R5.3, R6.5, R7.1, R8.1, R3.2). */
static void expect_defaults_change_nothing(const hunters_game *g, const hunters_game_options *o)
{
    hunters_game_options d;
    hunters_game_options_init(&d);
    const int at_default[] = {
        [HUNTERS_VARIANT_FOREST_VALUE] = o->forest_value == d.forest_value,
        [HUNTERS_VARIANT_MUSHROOM_VALUE] = o->mushroom_value == d.mushroom_value,
        [HUNTERS_VARIANT_BONUS_RULE] = o->bonus_rule == d.bonus_rule,
        [HUNTERS_VARIANT_LAKE_HUTS] = o->lake_huts == d.lake_huts,
        [HUNTERS_VARIANT_LAST_BONUS] = o->last_bonus == d.last_bonus,
        [HUNTERS_VARIANT_TABLE] = o->table_width == d.table_width && o->table_height == d.table_height,
    };
    for (int v = HUNTERS_VARIANT_FOREST_VALUE; v <= HUNTERS_VARIANT_TABLE; v++)
        if (at_default[v])
            EXPECT_EQ(hunters_game_variant_changes(g, v), 0);
}

static void play_variant_game(int index, const hunters_tileset *ts, hunters_move *moves, int capacity)
{
    uint64_t rng = 0x7e57ull + (uint64_t)index * 0x9e3779b97f4a7c15ull;
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = 2 + (int)(xorshift_next(&rng) % 3);
    o.seed = (uint64_t)index;
    o.tileset = ts;
    o.draw_mode = index % 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    o.bonus_rule = (int)(xorshift_next(&rng) % 2);
    o.last_bonus = (int)(xorshift_next(&rng) % 2);
    o.forest_value = (int)(xorshift_next(&rng) % 2);
    o.mushroom_value = (int)(xorshift_next(&rng) % 2);
    o.lake_huts = (int)(xorshift_next(&rng) % 2);
    if (xorshift_next(&rng) % 2) { /* small tables, so that tiles fit nowhere often */
        o.table_width = (int)(xorshift_next(&rng) % 8);
        o.table_height = (int)(xorshift_next(&rng) % 8);
    }
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    long points[HUNTERS_MAX_PLAYERS] = {0};
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            EXPECT_EQ(hunters_game_draw_random(g), HUNTERS_OK);
            check_invariants(g, &o, points);
            continue;
        }
        int n = hunters_game_legal_moves(g, moves, (size_t)capacity);
        EXPECT_GT(n, 0);
        EXPECT_LE(n, capacity);
        /* every listed move passes the check; a nearby placement that is
         * not listed fails it and changes nothing */
        hunters_move chosen = moves[xorshift_next(&rng) % (uint64_t)n];
        EXPECT_EQ(hunters_game_check(g, chosen), HUNTERS_OK);
        if (hunters_move_kind(chosen) == HUNTERS_MOVE_PLACE) {
            hunters_move probe = hunters_move_place((int)(xorshift_next(&rng) % 9) - 4,
                                                    (int)(xorshift_next(&rng) % 9) - 4,
                                                    (int)(xorshift_next(&rng) % 4));
            int listed = 0;
            for (int i = 0; i < n; i++)
                listed |= moves[i] == probe;
            uint64_t hash = hunters_game_hash(g);
            EXPECT_EQ(hunters_game_check(g, probe) == HUNTERS_OK, listed);
            if (!listed) {
                EXPECT_EQ(hunters_game_play(g, probe), HUNTERS_EILLEGAL);
                EXPECT_U64_EQ(hunters_game_hash(g), hash);
            }
        }
        EXPECT_EQ(hunters_game_play(g, chosen), HUNTERS_OK);
        check_invariants(g, &o, points);
        if (xorshift_next(&rng) % 32 == 0) /* now and then, back one decision */
            undo_and_compare_with_reload(g, ts);
    }
    EXPECT_EQ(hunters_game_stack_size(g, 0), 0);
    expect_defaults_change_nothing(g, &o);
    /* R8.1: with last_bonus skipped, nothing follows the last land tile's turn */
    if (o.last_bonus == HUNTERS_LAST_BONUS_SKIPPED) {
        int last_land = -1, bonus = -1;
        for (int i = 0; i < hunters_game_event_count(g); i++) {
            hunters_event e;
            hunters_game_event(g, i, &e);
            if (e.type == HUNTERS_EVENT_TILE_DRAWN)
                last_land = i;
            if (e.type == HUNTERS_EVENT_BONUS_DRAWN)
                bonus = i;
        }
        EXPECT(bonus < last_land);
    }
    /* the record reloads to the same game */
    size_t length;
    char *text = save_text(g, &length);
    hunters_game *back = NULL;
    EXPECT_EQ(hunters_game_load(&back, text, strlen(text), ts, NULL, NULL), HUNTERS_OK);
    assert_same_game(g, back);
    hunters_game_free(back);
    free(text);
    hunters_game_free(g);
}

START_TEST(random_games_with_random_variants)
{
    hunters_tileset *ts = NULL;
    EXPECT_EQ(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    enum { CAPACITY = 4096 };
    hunters_move *moves = malloc(sizeof *moves * CAPACITY);
    int games = games_to_play();
    for (int i = 0; i < games; i++)
        play_variant_game(i, ts, moves, CAPACITY);
    free(moves);
    hunters_tileset_free(ts);
}
END_TEST

/* The variants change nothing when not chosen: a default game and one with
 * every variant at its default explicitly are the same game. */
START_TEST(explicit_defaults_are_the_defaults)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = 11;
    hunters_game *a = NULL, *b = NULL;
    ck_assert_int_eq(hunters_game_new(&a, &o, NULL), HUNTERS_OK);
    o.last_bonus = HUNTERS_LAST_BONUS_PLAYED;
    o.forest_value = HUNTERS_FOREST_PER_TILE;
    o.mushroom_value = HUNTERS_MUSHROOMS_PER_PATCH;
    o.lake_huts = HUNTERS_LAKE_HUTS_ALLOWED;
    o.table_width = o.table_height = 0;
    ck_assert_int_eq(hunters_game_new(&b, &o, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_play_random(a, 9), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_play_random(b, 9), HUNTERS_OK);
    assert_same_game(a, b);
    hunters_game_free(a);
    hunters_game_free(b);
}
END_TEST

static Suite *variants_suite(void)
{
    Suite *s = suite_create("rule variants");
    TCase *tc = tcase_create("R8.1 last bonus");
    tcase_add_test(tc, r8_1_last_bonus_played_or_skipped);
    tcase_add_test(tc, r8_1_skipped_only_for_the_last_tile);
    suite_add_tcase(s, tc);
    tc = tcase_create("R5.3 forest values");
    tcase_add_test(tc, r5_3_forest_per_tile_or_per_segment);
    tcase_add_test(tc, r5_3_mushrooms_per_patch_or_per_tile);
    tcase_add_test(tc, r5_3_both_forest_options);
    suite_add_tcase(s, tc);
    tc = tcase_create("R3.2 table");
    tcase_add_test(tc, r3_2_table_bounds_the_board);
    tcase_add_test(tc, r3_2_table_one_direction_and_one_tile);
    tcase_add_test(tc, r3_2_table_and_bonus_tiles);
    suite_add_tcase(s, tc);
    tc = tcase_create("R7.1 lake huts");
    tcase_add_test(tc, r7_1_huts_on_lone_lakes);
    suite_add_tcase(s, tc);
    tc = tcase_create("what the variants changed");
    tcase_add_test(tc, r5_3_forest_value_changes_counted);
    tcase_add_test(tc, r5_3_mushroom_value_changes_counted);
    tcase_add_test(tc, r6_5_bonus_rule_changes_counted);
    tcase_add_test(tc, r7_1_lake_hut_changes_counted);
    tcase_add_test(tc, r8_1_last_bonus_changes_counted);
    tcase_add_test(tc, r3_2_table_changes_counted);
    tcase_add_test(tc, variant_changes_undone_copied_and_reloaded);
    suite_add_tcase(s, tc);
    tc = tcase_create("options and records");
    tcase_add_test(tc, variant_options_are_validated);
    tcase_add_test(tc, version_1_options_are_accepted);
    tcase_add_test(tc, version_1_init_writes_a_version_1_struct);
    tcase_add_test(tc, variants_are_hashed_and_copied);
    tcase_add_test(tc, records_keep_the_variants);
    tcase_add_test(tc, records_without_variants_and_bad_lines);
    tcase_add_test(tc, explicit_defaults_are_the_defaults);
    suite_add_tcase(s, tc);
    tc = tcase_create("random games");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, random_games_with_random_variants);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(variants_suite());
}
