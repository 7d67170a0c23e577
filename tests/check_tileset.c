#define _POSIX_C_SOURCE 200809L /* mkstemp */
/* Tile sets (R2.7): the default set's totals, the text format's round trip,
 * every validation error with its position, hostile input, and allocation
 * failures. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "colliding_sets.h"
#include "hunters.h"
#include "test_alloc.h"

static hunters_tileset *load_ok(const char *text)
{
    hunters_tileset *ts = NULL;
    hunters_error err;
    int rc = hunters_tileset_load_string(&ts, text, strlen(text), NULL, &err);
    ck_assert_msg(rc == HUNTERS_OK, "load failed: %d:%d: %s", err.line, err.column, err.message);
    return ts;
}

/* Case i's text is refused as a parse error at line:column, loading
 * nothing; its error, for the message's checks. */
static hunters_error refused_at(size_t i, const char *text, int line, int column)
{
    hunters_tileset *ts = NULL;
    hunters_error err;
    ck_assert_int_eq(hunters_tileset_load_string(&ts, text, strlen(text), NULL, &err), HUNTERS_EPARSE);
    ck_assert_ptr_null(ts);
    ck_assert_msg(err.line == line && err.column == column, "%zu: %d:%d: %s", i, err.line, err.column, err.message);
    return err;
}

/* R1.1 and the reconstruction table of TILES-2002.md. */
START_TEST(default_set_totals)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    ck_assert_str_eq(hunters_tileset_name(ts), "reconstruction-v1");
    const int L = HUNTERS_TILES_LAND, B = HUNTERS_TILES_BONUS;
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_TILES, L), 79);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_TILES, B), 12);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_TILES, HUNTERS_TILES_ALL), 91);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_NUGGET, L), 11);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_LAKES, L), 16);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_FISH, L), 29);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_SPRINGS, L), 11);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_DEER, L), 39);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_MAMMOTH, L), 9);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_TIGER, L), 8);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_MUSHROOM, L), 0);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_AUROCHS, L), 0);
    /* bonus tiles: 5 mushroom patches, 5 aurochs, 1 fire, 1 dolmen, 3 lakes
     * with 12 fish, 3 deer, no gold nuggets (R6.6) */
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_MUSHROOM, B), 5);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_AUROCHS, B), 5);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_FIRE, B), 1);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_DOLMEN, B), 1);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_LAKES, B), 3);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_FISH, B), 12);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_DEER, B), 3);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_NUGGET, B), 0);
    /* the start tile: F F R M, a forest {N,E}, a river S-lake, 1 fish */
    int start = hunters_tileset_type_find(ts, "START");
    ck_assert_int_ge(start, 0);
    ck_assert_int_eq(hunters_tileset_type_flags(ts, start), HUNTERS_TILE_START);
    ck_assert_int_eq(hunters_tileset_type_copies(ts, start), 1);
    ck_assert_int_eq(hunters_tileset_type_side(ts, start, 0), HUNTERS_TERRAIN_FOREST);
    ck_assert_int_eq(hunters_tileset_type_side(ts, start, 2), HUNTERS_TERRAIN_RIVER);
    ck_assert_int_eq(hunters_tileset_type_side(ts, start, 3), HUNTERS_TERRAIN_MEADOW);
    ck_assert_int_eq(hunters_tileset_type_area_count(ts, start), 4);
    ck_assert_int_eq(hunters_tileset_area_kind(ts, start, 0), HUNTERS_AREA_FOREST);
    ck_assert_int_eq(hunters_tileset_area_halves(ts, start, 0), 0x0f);
    ck_assert_int_eq(hunters_tileset_area_river_end(ts, start, 1, 0), 2);
    ck_assert_int_eq(hunters_tileset_area_river_end(ts, start, 1, 1), HUNTERS_END_LAKE);
    ck_assert_int_eq(hunters_tileset_area_item(ts, start, 2, HUNTERS_ITEM_FISH), 1);
    ck_assert_int_eq(hunters_tileset_area_halves(ts, start, 3), 0xf0);
    ck_assert_int_eq(hunters_tileset_area_item(ts, start, 3, HUNTERS_ITEM_VOLCANO), 1);
    int fire = hunters_tileset_type_find(ts, "B-FIRE");
    ck_assert_int_eq(hunters_tileset_type_flags(ts, fire), HUNTERS_TILE_BONUS);
    ck_assert_int_eq(hunters_tileset_area_flags(ts, fire, 0), HUNTERS_AREA_NO_HUNTER);
    hunters_tileset_free(ts);
}
END_TEST

START_TEST(queries_reject_bad_arguments)
{
    hunters_tileset *ts = load_ok("tile S 1 MMMM start\n meadow N E S W\n");
    ck_assert_int_eq(hunters_tileset_type_count(NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_type_count(ts), 1);
    ck_assert_int_eq(hunters_tileset_type_find(ts, "X"), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_type_find(ts, NULL), HUNTERS_EINVAL);
    ck_assert_ptr_null(hunters_tileset_type_name(ts, 1));
    ck_assert_int_eq(hunters_tileset_type_copies(ts, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_type_side(ts, 0, 4), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_kind(ts, 0, 1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_river_end(ts, 0, 0, 0), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_item(ts, 0, 0, 10), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_total(ts, 50, HUNTERS_TILES_ALL), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_TILES, 0), HUNTERS_ERANGE);
    ck_assert_str_eq(hunters_tileset_name(ts), "");
    ck_assert_str_eq(hunters_tileset_name(NULL), "");
    ck_assert_uint_eq(hunters_tileset_describe(NULL, NULL, 0), 0);
    /* a defect: a NULL set left the buffer as it was, so a caller trusting
     * the 0 as the length of what it holds read whatever was there, past
     * its end when no NUL followed; it is "", as hunters_game_save() writes */
    char unwritten[8];
    memset(unwritten, 'x', sizeof unwritten);
    ck_assert_uint_eq(hunters_tileset_describe(NULL, unwritten, sizeof unwritten), 0);
    ck_assert_str_eq(unwritten, "");
    /* every query: NULL set, bad type, bad area */
    ck_assert_ptr_null(hunters_tileset_type_name(NULL, 0));
    ck_assert_uint_eq(hunters_tileset_hash(NULL), 0);
    ck_assert_int_eq(hunters_tileset_type_copies(NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_type_flags(NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_type_flags(ts, 1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_type_side(NULL, 0, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_type_side(ts, 0, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_type_area_count(ts, 5), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_kind(NULL, 0, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_area_kind(ts, 0, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_kind(ts, -1, 0), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_halves(ts, 0, 1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_halves(ts, 0, 0), 0xff);
    ck_assert_int_eq(hunters_tileset_area_river_end(ts, 0, 1, 0), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_item(ts, 0, 0, -1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_area_item(NULL, 0, 0, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_area_flags(ts, 0, 1), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_total(NULL, 0, HUNTERS_TILES_ALL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_total(ts, -1, HUNTERS_TILES_ALL), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_SPRINGS + 1, HUNTERS_TILES_ALL), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_TOTAL_TILES, HUNTERS_TILES_ALL + 1), HUNTERS_ERANGE);
    hunters_tileset_free(ts);
    hunters_tileset_free(NULL);
}
END_TEST

/* load -> describe -> load gives the same set: same hash, totals, text. */
START_TEST(round_trip_keeps_everything)
{
    hunters_tileset *a = NULL, *b = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&a, NULL), HUNTERS_OK);
    size_t n = hunters_tileset_describe(a, NULL, 0);
    ck_assert_uint_gt(n, 1000);
    char *text = malloc(n + 1);
    ck_assert_uint_eq(hunters_tileset_describe(a, text, n + 1), n);
    ck_assert_uint_eq(strlen(text), n);
    hunters_error err;
    ck_assert_int_eq(hunters_tileset_load_string(&b, text, n, NULL, &err), HUNTERS_OK);
    ck_assert_uint_eq(hunters_tileset_hash(a), hunters_tileset_hash(b));
    for (int what = 0; what <= HUNTERS_ITEM_VOLCANO; what++)
        ck_assert_int_eq(hunters_tileset_total(a, what, HUNTERS_TILES_ALL),
                         hunters_tileset_total(b, what, HUNTERS_TILES_ALL));
    for (int what = HUNTERS_TOTAL_TILES; what <= HUNTERS_TOTAL_SPRINGS; what++)
        ck_assert_int_eq(hunters_tileset_total(a, what, HUNTERS_TILES_ALL),
                         hunters_tileset_total(b, what, HUNTERS_TILES_ALL));
    char *again = malloc(n + 1);
    ck_assert_uint_eq(hunters_tileset_describe(b, again, n + 1), n);
    ck_assert_str_eq(text, again);
    /* a short buffer is cut and terminated, and the full length reported */
    char small[16];
    ck_assert_uint_eq(hunters_tileset_describe(a, small, sizeof small), n);
    ck_assert_uint_eq(strlen(small), sizeof small - 1);
    free(text);
    free(again);
    hunters_tileset_free(a);
    hunters_tileset_free(b);
}
END_TEST

START_TEST(hash_ignores_layout_but_not_content)
{
    hunters_tileset *a = load_ok("tile S 1 MMMM start\n meadow N E S W deer\n");
    hunters_tileset *b = load_ok("# same tile\ntileset other\n\ntile   S 1 MMMM start   # start\n"
                                 "\tmeadow W S E N deer=1\n");
    hunters_tileset *c = load_ok("tile S 1 MMMM start\n meadow N E S W deer=2\n");
    ck_assert_uint_eq(hunters_tileset_hash(a), hunters_tileset_hash(b));
    ck_assert_uint_ne(hunters_tileset_hash(a), hunters_tileset_hash(c));
    hunters_tileset_free(a);
    hunters_tileset_free(b);
    hunters_tileset_free(c);
}
END_TEST

/* hunters_tileset_equal() compares content, not hashes: the bindings'
 * TileSet equality compared hunters_tileset_hash() alone, so two different
 * sets of equal hash (colliding_sets.h: 3 tile types and 33) were equal. */
START_TEST(equal_compares_content_not_hash)
{
    char text[2][COLLIDING_SET_SIZE];
    hunters_tileset *collide[2], *twin[2];
    for (int i = 0; i < 2; i++) {
        colliding_set(i, text[i]);
        collide[i] = load_ok(text[i]);
        twin[i] = load_ok(text[i]);
    }
    ck_assert_uint_eq(hunters_tileset_hash(collide[0]), hunters_tileset_hash(collide[1]));
    ck_assert_int_eq(hunters_tileset_equal(collide[0], collide[1]), 0);
    ck_assert_int_eq(hunters_tileset_equal(collide[1], collide[0]), 0);
    ck_assert_int_eq(hunters_tileset_equal(collide[0], twin[1]), 0);
    /* the same text loaded twice: two objects, one content */
    for (int i = 0; i < 2; i++) {
        ck_assert_ptr_ne(collide[i], twin[i]);
        ck_assert_int_eq(hunters_tileset_equal(collide[i], twin[i]), 1);
        ck_assert_int_eq(hunters_tileset_equal(twin[i], collide[i]), 1);
        ck_assert_int_eq(hunters_tileset_equal(collide[i], collide[i]), 1);
    }
    /* the name, comments, layout and area spelling do not count; an item does */
    hunters_tileset *a = load_ok("tile S 1 MMMM start\n meadow N E S W deer\n");
    hunters_tileset *b = load_ok("# same tile\ntileset other\n\ntile   S 1 MMMM start   # start\n"
                                 "\tmeadow W S E N deer=1\n");
    hunters_tileset *c = load_ok("tile S 1 MMMM start\n meadow N E S W deer=2\n");
    ck_assert_int_eq(hunters_tileset_equal(a, b), 1);
    ck_assert_int_eq(hunters_tileset_equal(a, c), 0);
    /* the built-in set: loaded twice, and loaded from its own canonical text */
    hunters_tileset *d1 = NULL, *d2 = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&d1, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_tileset_load_default(&d2, NULL), HUNTERS_OK);
    size_t n = hunters_tileset_describe(d1, NULL, 0);
    char *described = malloc(n + 1);
    ck_assert_ptr_nonnull(described);
    hunters_tileset_describe(d1, described, n + 1);
    hunters_tileset *d3 = load_ok(described);
    free(described);
    ck_assert_int_eq(hunters_tileset_equal(d1, d2), 1);
    ck_assert_int_eq(hunters_tileset_equal(d1, d3), 1);
    ck_assert_int_eq(hunters_tileset_equal(d3, d2), 1);
    ck_assert_int_eq(hunters_tileset_equal(d1, collide[1]), 0);
    ck_assert_int_eq(hunters_tileset_equal(a, d3), 0);
    /* NULL is an error, not a set: never equal, not even to NULL */
    ck_assert_int_eq(hunters_tileset_equal(NULL, a), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_equal(a, NULL), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_equal(NULL, NULL), HUNTERS_EINVAL);
    hunters_tileset *all[] = {collide[0], collide[1], twin[0], twin[1], a, b, c, d1, d2, d3};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        hunters_tileset_free(all[i]);
}
END_TEST

/* Every validation error, with its exact position. */
static const struct bad_case {
    const char *text;
    int line, column;
    const char *reason; /* a part of the message */
} bad_cases[] = {
    /* unknown words */
    {"tile S 1 MMMM start\n meadow N E S W\nhill X\n", 3, 1, "unknown word 'hill'"},
    {"tile S 1 MMMM start\n meadow N E S W rabbit\n", 2, 17, "unknown word 'rabbit'"},
    {"tile S 1 MMMM start extra\n meadow N E S W\n", 1, 21, "unknown word 'extra'"},
    {"tile S 1 MMMM start\n meadow N E S W deer\n meadow N", 3, 9, "already in another area"},
    {"tile S 1 MMMM start\n meadow N E S W ; \n", 2, 17, "unexpected character ';'"},
    /* a side or half-side covered by no area, or by two */
    {"tile S 1 MMMM start\n meadow N E S\n", 1, 13, "meadow side W of tile S is in no meadow area"},
    {"tile S 1 FMMM start\n meadow E S W\n", 1, 10, "forest side N of tile S is in no forest area"},
    {"tile S 1 MMRM start\n river S spring\n meadow N E W S.e\n", 1, 12,
     "half-side S.w beside the river of tile S is in no meadow area"},
    {"tile S 1 FFMM start\n forest N E\n forest E\n meadow S W\n", 3, 9, "side E is already in another area"},
    {"tile S 1 MRMR start\n river E W\n meadow N E.n W.n\n meadow S E.s W.n\n", 4, 15,
     "half-side W.n is already in another area"},
    /* a river side without its river */
    {"tile S 1 MMRM start\n meadow N E S.e S.w W\n", 1, 12, "river side S of tile S has no river ending on it"},
    /* an F side not in a forest, and wrong sides in areas */
    {"tile S 1 FMMM start\n forest N E\n", 2, 11, "side E of tile S is M, not a forest side"},
    {"tile S 1 FMMM start\n forest N\n meadow N E S W\n", 3, 9, "is a forest side, not a meadow side"},
    {"tile S 1 MMRM start\n river S spring\n meadow N E S W\n", 3, 13, "is a river side: name its halves"},
    {"tile S 1 MMMM start\n meadow N E S W N.w\n", 2, 17, "half-side N.w only exists beside a river"},
    /* a river end that names no side, or a side without a river */
    {"tile S 1 MMRM start\n river S pond\n meadow N E S.e S.w W\n", 2, 10, "a river end must be a side"},
    {"tile S 1 MMRM start\n river E spring\n meadow N E S.e S.w W\n", 2, 8, "cannot end on side E, which is M"},
    {"tile S 1 MMRM start\n river S lake\n meadow N E S.e S.w W\n", 2, 10, "has no 'lake' line"},
    {"tile S 1 MMRM start\n river S\n", 2, 9, "needs two ends"},
    /* counts */
    {"tile S 1 MMMM start\n meadow N E S W\ntile A -2 MMMM\n meadow N E S W\n", 3, 8, "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 0 MMMM\n meadow N E S W\n", 3, 8, "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 99999 MMMM\n meadow N E S W\n", 3, 8, "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W deer=500\n", 2, 22, "count of deer"},
    {"tile S 1 MMMM start\n meadow N E S W\n"
     "tile A 1000 MMMM\n meadow N E S W\ntile B 1 MMMM\n meadow N E S W\n", 3, 1, "too many tiles"},
    {"tile S 2 MMMM start\n meadow N E S W\n", 1, 8, "start tile's count must be 1"},
    /* start tiles */
    {"tile A 3 MMMM\n meadow N E S W\n", 3, 1, "no start tile"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile T 1 MMMM start\n meadow N E S W\n", 3, 15,
     "a second start tile"},
    /* empty sets */
    {"", 1, 1, "defines no tiles"},
    {"# nothing here\n\n", 3, 1, "defines no tiles"},
    /* other malformed records */
    {"tile S 1 MMM start\n", 1, 10, "must be four letters"},
    {"tile S 1 MMXM start\n", 1, 12, "side S is 'X'"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile S 1 MMMM\n", 3, 6, "already defined"},
    {"meadow N E S W\n", 1, 1, "must follow a tile line"},
    {"tile S 1 MMMM start\n lake fish=1\n lake fish=2\n meadow N E S W\n", 3, 2, "already has a lake"},
    {"tile S 1 MMMM start\n meadow N E S W fish=1\n", 2, 17, "a meadow cannot hold fish"},
    {"tile S 1 FMMM start\n forest N deer\n meadow E S W\n", 2, 11, "a forest cannot hold deer"},
    {"tile S 1 MMMM start\n meadow\n", 2, 2, "touches no side"},
    {"tile S 1 MMMM start bonus\n meadow N E S W\n", 1, 21, "cannot be a bonus tile"},
    /* more malformed lines */
    {"river S spring\n", 1, 1, "a river line must follow a tile line"},
    {"tile S 1 MMRM start\n river S spring fish\n", 2, 17, "a river cannot hold fish"},
    {"tile S23456789012345678901234567890123 1 MMMM start\n", 1, 6, "tile name is longer than 31"},
    {"tile S 1 MMMM start start\n", 1, 21, "'start' is given twice"},
    {"tile S 1 MRMR start\n river E spring\n river E W\n", 3, 8, "another river already ends on side E"},
    {"tile S 1 MMRM start\n river lake lake\n", 2, 13, "from the lake back into the lake"},
    {"tile S 1 FMMM start\n forest N nohunter\n", 2, 11, "nohunter applies to meadows only"},
    {"tile S 1 MMMM start\n lake N\n", 2, 7, "a lake line takes no further sides"},
    /* a third end: 'spring' was an unknown word in a river line */
    {"tile S 1 RMRM start\n river N S spring\n", 2, 12, "a river line has two ends, as in: river E lake "
                                                     "('spring' is a third)"},
    {"tile S 1 RMRM start\n river N lake lake\n", 2, 15, "two ends, as in: river E lake ('lake' is a third)"},
    {"tile S 1 MMMM start\n meadow N E N\n", 2, 13, "N is named twice"},
    {"tile S 1 FMRM start\n forest N.w\n", 2, 9, "a forest covers whole sides, not half-side N.w"},
    {"tile S 1 MMMM start\n meadow N E S W\ntileset late\n", 3, 1, "the tileset line must come once"},
    {"tileset a\ntileset b\n", 2, 1, "the tileset line must come once"},
    {"tileset 1234567890123456789012345678901234567890123456789012345678901234\n", 1, 9,
     "the set's name is longer than 63 characters"},
    {"tile S 1 MMMM start\n meadow N E S W\n river spring spring\n river spring spring\n river spring spring\n"
     " river spring spring\n river spring spring\n river spring spring\n river spring spring\n"
     " river spring spring\n river spring spring\n river spring spring\n river spring spring\n"
     " river spring spring\n river spring spring\n river spring spring\n river spring spring\n"
     " river spring spring\n", 18, 2, "tile S has too many areas (at most 16)"},
    /* presence items, repeats and the volcano (R2.6, R6.6): refused, never clamped */
    {"tile S 1 MMMM start\n meadow N E S W fire=5\n", 2, 22, "one fire or none: its count must be 0 or 1"},
    {"tile S 1 MMMM start\n meadow N E S W dolmen=5\n", 2, 24, "one dolmen or none"},
    {"tile S 1 MMMM start\n meadow N E S W volcano=2\n", 2, 25, "one volcano or none"},
    {"tile S 1 MMMM start\n meadow N E S W nohunter nohunter\n", 2, 26, "nohunter is given twice"},
    {"tile S 1 MMMM start\n meadow N E S W fire nohunter fire\n", 2, 31, "fire is given twice"},
    {"tile S 1 MMMM start\n lake fish=0 fish=2\n meadow N E S W\n", 2, 14, "fish is given twice"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 1 MMMM\n meadow N E S W volcano\n", 4, 17,
     "the volcano belongs on the start tile only (R2.6)"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile B 1 MMMM bonus\n meadow N E S W volcano=0\n", 4, 17,
     "start tile only"},
    /* numbers read in 64 bits, never wrapped: on wasm32, where long has 32
     * bits, 2^32 + k was read as k and loaded */
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 4294967298 MMMM\n meadow N E S W\n", 3, 8, "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 9223372036854775808 MMMM\n meadow N E S W\n", 3, 8,
     "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 18446744073709551618 MMMM\n meadow N E S W\n", 3, 8,
     "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 99999999999999999999 MMMM\n meadow N E S W\n", 3, 8,
     "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W deer=4294967298\n", 2, 22, "count of deer"},
    {"tile S 1 MMMM start\n meadow N E S W deer=18446744073709551618\n", 2, 22, "count of deer"},
    {"tile S 1 MMMM start\n meadow N E S W fire=4294967297\n", 2, 22, "one fire or none"},
    /* one spelling per number: no leading zero, no -0 */
    {"tile S 1 MMMM start\n meadow N E S W\ntile A 02 MMMM\n meadow N E S W\n", 3, 8, "from 1 to 1000"},
    {"tile S 01 MMMM start\n meadow N E S W\n", 1, 8, "from 1 to 1000"},
    {"tile S 1 MMMM start\n meadow N E S W deer=02\n", 2, 22, "count of deer"},
    {"tile S 1 MMMM start\n meadow N E S W deer=00\n", 2, 22, "count of deer"},
    {"tile S 1 MMMM start\n meadow N E S W deer=-0\n", 2, 22, "count of deer"},
    {"tile S 1 MMMM start\n meadow N E S W fire=-0\n", 2, 22, "one fire or none"},
    {"tile S 1 MMMM start\n meadow N E S W fire=01\n", 2, 22, "one fire or none"},
    {"tile S 1 MMMM start\n meadow N E S W\n\x01", 3, 1, "unexpected byte outside a comment (byte 0x01)"},
    {"tile S 1 MMMM start\n meadow N E S W # caf\xc3\xa9 ok\n\xff", 3, 1, "(byte 0xff)"},
};

START_TEST(each_validation_error_has_its_position)
{
    const struct bad_case *c = &bad_cases[_i];
    hunters_tileset *ts = (hunters_tileset *)1;
    hunters_error err;
    int rc = hunters_tileset_load_string(&ts, c->text, strlen(c->text), NULL, &err);
    ck_assert_int_eq(rc, HUNTERS_EPARSE);
    ck_assert_ptr_null(ts);
    ck_assert_int_eq(err.status, HUNTERS_EPARSE);
    ck_assert_msg(err.line == c->line && err.column == c->column,
                  "case %d: expected %d:%d, got %d:%d: %s", _i, c->line, c->column, err.line,
                  err.column, err.message);
    ck_assert_msg(strstr(err.message, c->reason) != NULL, "case %d: message '%s' lacks '%s'", _i,
                  err.message, c->reason);
}
END_TEST

START_TEST(nul_bytes_and_explicit_lengths)
{
    static const char text[] = "tile S 1 MMMM start\n meadow N E S W\0garbage";
    hunters_tileset *ts = NULL;
    hunters_error err;
    ck_assert_int_eq(hunters_tileset_load_string(&ts, text, sizeof text - 1, NULL, &err), HUNTERS_EPARSE);
    ck_assert_int_eq(err.line, 2);
    ck_assert_int_eq(err.column, 16);
    /* the same text, cut before the NUL, is fine */
    ck_assert_int_eq(hunters_tileset_load_string(&ts, text, strlen(text), NULL, &err), HUNTERS_OK);
    hunters_tileset_free(ts);
    ck_assert_int_eq(hunters_tileset_load_string(NULL, text, 3, NULL, &err), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_tileset_load_string(&ts, NULL, 3, NULL, NULL), HUNTERS_EINVAL);
}
END_TEST

/* Line ends (doc/tileset-format.md): CRLF reads as LF, the same set; a
 * carriage return elsewhere in a line is refused at its column, where it
 * was read as a space ("tile\rS 1 MMMM start" loaded: the C API
 * review's D2). Words are separated by spaces or tabs. */
START_TEST(carriage_returns_end_lines_only)
{
    hunters_tileset *lf = load_ok("tile S 1 MMMM start\n meadow N E S W deer=2\n");
    hunters_tileset *crlf = load_ok("tile S 1 MMMM start\r\n meadow N E S W deer=2\r\n");
    ck_assert(hunters_tileset_equal(lf, crlf));
    ck_assert_uint_eq(hunters_tileset_hash(lf), hunters_tileset_hash(crlf));
    hunters_tileset_free(lf);
    hunters_tileset_free(crlf);
    static const struct {
        const char *text;
        int line, column;
    } refused[] = {
        {"tile\rS 1 MMMM start\n meadow N E S W\n", 1, 5},
        {"tile S 1 MMMM start\n meadow N E\rS W\n", 2, 12},
        {"tile S 1 MMMM start\n meadow N E S W\r\r\n", 2, 16},
        {"tile S 1 MMMM start\r meadow N E S W\r", 1, 20}, /* CR alone as the line end */
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        hunters_error err = refused_at(i, refused[i].text, refused[i].line, refused[i].column);
        ck_assert_msg(strstr(err.message, "a carriage return not before a newline"), "%zu: %s", i, err.message);
    }
    /* in a comment: taken (a comment is any UTF-8 text but NUL) */
    hunters_tileset_free(load_ok("# a\rcomment\ntile S 1 MMMM start\n meadow N E S W\n"));
}
END_TEST

/* A tile set is text: ASCII, and UTF-8 in its comments
 * (doc/tileset-format.md), so a comment's byte that is no UTF-8 is refused
 * at its column, as any byte past ASCII outside a comment is, with the
 * byte in the message. The defect: a comment took any byte but NUL. */
START_TEST(comments_are_utf8)
{
    /* valid UTF-8 of every length, at a line's start and after words */
    hunters_tileset *ts =
        load_ok("# Zoë's set: 山田 🦣\ntile S 1 MMMM start # café\n meadow N E S W #\xc2\x80\xf4\x8f\xbf\xbf\n");
    hunters_tileset_free(ts);
    static const struct {
        const char *text;
        int line, column;
        const char *why;
    } refused[] = {
        {"# caf\xe9\ntile S 1 MMMM start\n meadow N E S W\n", 1, 6, "a sequence cut short (byte 0xe9)"},
        {"tile S 1 MMMM start # \x80\n meadow N E S W\n", 1, 23, "a continuation byte starts no character (byte 0x80)"},
        {"tile S 1 MMMM start\n meadow N E S W # \xc0\xaf\n", 2, 19, "an overlong form (byte 0xc0)"},
        {"tile S 1 MMMM start\n meadow N E S W # \xe0\x80\xaf\n", 2, 19, "an overlong form (byte 0xe0)"},
        {"tile S 1 MMMM start\n meadow N E S W #\xed\xa0\x80\n", 2, 18, "a surrogate (U+D800 to U+DFFF) (byte 0xed)"},
        {"tile S 1 MMMM start\n meadow N E S W #\xf4\x90\x80\x80\n", 2, 18, "above U+10FFFF (byte 0xf4)"},
        {"tile S 1 MMMM start\n meadow N E S W #\xff\n", 2, 18, "a byte UTF-8 never holds (byte 0xff)"},
        {"tile S 1 MMMM start\n meadow N E S W #\xe2\x82\n", 2, 18, "a sequence cut short (byte 0xe2)"},
        {"tile S 1 MMMM start\n meadow N E S W #\xe2\x82", 2, 18, "a sequence cut short (byte 0xe2)"},
        {"tile S 1 MMMM start\n meadow N E S W #\xe2\x82\r\n", 2, 18, "a sequence cut short (byte 0xe2)"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        hunters_error err = refused_at(i, refused[i].text, refused[i].line, refused[i].column);
        ck_assert_msg(strstr(err.message, "a comment is UTF-8"), "%zu: %s", i, err.message);
        ck_assert_msg(strstr(err.message, refused[i].why), "%zu: %s", i, err.message);
    }
}
END_TEST

/* A byte-order mark first (U+FEFF as UTF-8, as Windows' editors write it)
 * is read as a sign of UTF-8, not as text: the set is the one without it,
 * hash and all, and line 1's columns count after it. Anywhere else it is a
 * byte past ASCII outside a comment, refused. The defect: a set saved by
 * such an editor was refused at 1:1. (doc/tileset-format.md) */
START_TEST(byte_order_mark_first_is_skipped)
{
    hunters_tileset *plain = load_ok("tile S 1 MMMM start\n meadow N E S W deer\n");
    hunters_tileset *marked = load_ok("\xef\xbb\xbftile S 1 MMMM start\n meadow N E S W deer\n");
    ck_assert_uint_eq(hunters_tileset_hash(marked), hunters_tileset_hash(plain));
    hunters_tileset_free(marked);
    hunters_tileset_free(plain);
    static const struct {
        const char *text;
        int line, column;
    } refused[] = {
        {"\xef\xbb\xbftile S 1 MMMM start\n meadow N E S W !\n", 2, 17},
        {"\xef\xbb\xbftile S 1 MMMM start !\n meadow N E S W\n", 1, 21},
        {"\xef\xbb\xbf\xef\xbb\xbftile S 1 MMMM start\n meadow N E S W\n", 1, 1},
        {"tile S 1 MMMM start\n\xef\xbb\xbf meadow N E S W\n", 2, 1},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        refused_at(i, refused[i].text, refused[i].line, refused[i].column);
}
END_TEST

START_TEST(missing_file_is_an_io_error)
{
    hunters_tileset *ts = NULL;
    hunters_error err;
    ck_assert_int_eq(hunters_tileset_load_file(&ts, "/nonexistent/tiles.txt", NULL, &err), HUNTERS_EIO);
    ck_assert_ptr_null(ts);
    ck_assert_int_eq(err.status, HUNTERS_EIO);
}
END_TEST

/* The numbers the stricter parser still reads: 0 and the largest counts
 * (the other side of the huge-number and leading-zero cases above). */
START_TEST(canonical_numbers_load)
{
    hunters_tileset *ts = load_ok("tile S 1 MMMM start\n meadow N E S W deer=99 mammoth=0 fire=1\n"
                                  "tile A 998 MMMM\n meadow N E S W deer=10\n");
    int a = hunters_tileset_type_find(ts, "A");
    ck_assert_int_eq(hunters_tileset_type_copies(ts, a), 998);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_DEER, HUNTERS_TILES_ALL), 99 + 998 * 10);
    ck_assert_int_eq(hunters_tileset_total(ts, HUNTERS_ITEM_MAMMOTH, HUNTERS_TILES_ALL), 0);
    hunters_tileset_free(ts);
}
END_TEST

/* What the strict checks still accept: a fire, dolmen or volcano counted 0
 * or 1, a fire with nohunter (the 2002 fire tile, R6.6). */
START_TEST(presence_items_count_zero_or_one)
{
    static const char text[] = "tile S 1 MMMM start\n meadow N E S W volcano=1\n"
                               "tile F 1 MMMM bonus\n meadow N E S W fire=1 dolmen=0 nohunter\n"
                               "tile D 1 MMMM bonus\n meadow N E S W dolmen deer=2\n";
    hunters_tileset *ts = load_ok(text);
    int f = hunters_tileset_type_find(ts, "F"), d = hunters_tileset_type_find(ts, "D");
    ck_assert_int_eq(hunters_tileset_area_item(ts, 0, 0, HUNTERS_ITEM_VOLCANO), 1);
    ck_assert_int_eq(hunters_tileset_area_item(ts, f, 0, HUNTERS_ITEM_FIRE), 1);
    ck_assert_int_eq(hunters_tileset_area_item(ts, f, 0, HUNTERS_ITEM_DOLMEN), 0);
    ck_assert_int_eq(hunters_tileset_area_flags(ts, f, 0), HUNTERS_AREA_NO_HUNTER);
    ck_assert_int_eq(hunters_tileset_area_item(ts, d, 0, HUNTERS_ITEM_DOLMEN), 1);
    ck_assert_int_eq(hunters_tileset_area_item(ts, d, 0, HUNTERS_ITEM_DEER), 2);
    hunters_tileset_free(ts);
}
END_TEST

/* A set read from a file equals the same text read from memory. */
START_TEST(file_and_string_loads_agree)
{
    static const char text[] = "tileset from-file\ntile S 1 MMMM start\n meadow N E S W deer=2\n";
    static const char path[] = "check_tileset-load.txt";
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(text, 1, sizeof text - 1, f), sizeof text - 1);
    ck_assert_int_eq(fclose(f), 0);
    hunters_tileset *from_file = NULL;
    hunters_error err;
    int rc = hunters_tileset_load_file(&from_file, path, NULL, &err);
    remove(path);
    ck_assert_msg(rc == HUNTERS_OK, "%s", err.message);
    hunters_tileset *from_text = load_ok(text);
    ck_assert_uint_eq(hunters_tileset_hash(from_file), hunters_tileset_hash(from_text));
    ck_assert_str_eq(hunters_tileset_name(from_file), "from-file");
    hunters_tileset_free(from_file);
    hunters_tileset_free(from_text);
}
END_TEST

/* A line of more words than the reader holds is refused at the first word
 * too many, not cut short. */
START_TEST(too_many_words_on_a_line)
{
    char text[512] = "tile S 1 MMMM start\n meadow N E S W";
    for (int i = 0; i < 70; i++)
        strcat(text, " deer");
    hunters_tileset *ts = NULL;
    hunters_error err;
    ck_assert_int_eq(hunters_tileset_load_string(&ts, text, strlen(text), NULL, &err), HUNTERS_EPARSE);
    ck_assert_ptr_null(ts);
    ck_assert_int_eq(err.line, 2);
    ck_assert_int_eq(err.column, 17 + 5 * (64 - 5)); /* the 65th word */
    ck_assert_ptr_nonnull(strstr(err.message, "too many words on one line"));
}
END_TEST

/* Failed loads leave NULL in *out and fill the error, whatever failed. */
START_TEST(failed_loads_leave_null_and_a_message)
{
    hunters_tileset *ts = (hunters_tileset *)&ts;
    hunters_error err;
    ck_assert_int_eq(hunters_tileset_load_file(&ts, NULL, NULL, &err), HUNTERS_EINVAL);
    ck_assert_ptr_null(ts);
    ck_assert_int_eq(err.status, HUNTERS_EINVAL);
    ck_assert_str_ne(err.message, "");
    ck_assert_int_eq(hunters_tileset_load_file(NULL, "x", NULL, &err), HUNTERS_EINVAL);
    ck_assert_str_ne(err.message, "");
    ts = (hunters_tileset *)&ts;
    ck_assert_int_eq(hunters_tileset_load_string(&ts, NULL, 3, NULL, &err), HUNTERS_EINVAL);
    ck_assert_ptr_null(ts);
    ck_assert_str_ne(err.message, "");
    ck_assert_int_eq(hunters_tileset_load_default(NULL, NULL), HUNTERS_EINVAL);
}
END_TEST

/* Mutated and random input never crashes or reads out of bounds (ASan
 * checks the reads); every result is either a set or an error with a
 * position inside the text. */
START_TEST(hostile_input_never_crashes)
{
    size_t n = hunters_tileset_describe(NULL, NULL, 0);
    hunters_tileset *def = NULL;
    hunters_tileset_load_default(&def, NULL);
    n = hunters_tileset_describe(def, NULL, 0);
    char *text = malloc(n + 1);
    hunters_tileset_describe(def, text, n + 1);
    hunters_tileset_free(def);
    uint64_t rng = 0x9e3779b97f4a7c15ull;
    for (int round = 0; round < 3000; round++) {
        char *copy = malloc(n);
        memcpy(copy, text, n);
        int edits = 1 + (int)(rng % 4);
        for (int e = 0; e < edits; e++) {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            copy[rng % n] = (char)(rng >> 40);
        }
        size_t length = (round % 7 == 0) ? (size_t)(rng % n) : n;
        hunters_tileset *ts = NULL;
        hunters_error err;
        int rc = hunters_tileset_load_string(&ts, copy, length, NULL, &err);
        if (rc == HUNTERS_OK) {
            ck_assert_ptr_nonnull(ts);
            hunters_tileset_free(ts);
        } else {
            ck_assert_int_eq(rc, HUNTERS_EPARSE);
            ck_assert_int_ge(err.line, 1);
            ck_assert_int_ge(err.column, 1);
        }
        free(copy);
    }
    free(text);
}
END_TEST

/* Memory: every allocation may fail; failures leak nothing. */
/* A text of 64 MiB or more is refused unread, as a file of that size is
 * (doc/tileset-format.md): the contract's "never read out of bounds on any
 * input" needs its line and column numbers to fit an int. Before, a line of
 * 2^31 blanks and a stray byte gave a negative column, which the parser
 * then used as an index (a crash), and 2^31 lines overflowed the line
 * count. The zeros are calloc()ed: their pages are only read. */
START_TEST(oversized_text_is_refused_unread)
{
    const size_t limit = (size_t)64 << 20;
    char *zeros = calloc(limit, 1);
    ck_assert(zeros != NULL);
    hunters_tileset *ts = NULL;
    hunters_error err;
    ck_assert_int_eq(hunters_tileset_load_string(&ts, zeros, limit, NULL, &err), HUNTERS_EPARSE);
    ck_assert(ts == NULL);
    ck_assert_int_eq(err.status, HUNTERS_EPARSE);
    ck_assert_int_eq(err.line, 0);
    ck_assert_msg(strstr(err.message, "too large") != NULL, "%s", err.message);
    /* a byte less is read: the NUL at 1:1 is the error */
    ck_assert_int_eq(hunters_tileset_load_string(&ts, zeros, limit - 1, NULL, &err), HUNTERS_EPARSE);
    ck_assert_int_eq(err.line, 1);
    ck_assert_int_eq(err.column, 1);
    free(zeros);
}
END_TEST

START_TEST(every_allocation_failure_is_clean)
{
    test_alloc counter;
    int failures = 0;
    for (long fail_at = 0;; fail_at++) {
        hunters_allocator alloc = test_alloc_start(&counter, fail_at);
        hunters_tileset *ts = NULL;
        int rc = hunters_tileset_load_default(&ts, &alloc);
        if (rc == HUNTERS_OK) {
            hunters_tileset_free(ts);
            ck_assert_int_eq(counter.live_blocks, 0);
            break;
        }
        ck_assert_int_eq(rc, HUNTERS_ENOMEM);
        ck_assert_ptr_null(ts);
        ck_assert_int_eq(counter.live_blocks, 0);
        failures++;
    }
    ck_assert_int_gt(failures, 0);
}
END_TEST

/* A set of 1 + extra types, each "tile Tn 2 MMMM" with one meadow: more
 * than 32 types grows the parser's type array (a reallocation). */
static char *many_types(int extra, size_t *length)
{
    size_t size = 64 + (size_t)extra * 48;
    char *text = malloc(size);
    ck_assert_ptr_nonnull(text);
    size_t n = (size_t)snprintf(text, size, "tileset many\ntile S 1 MMMM start\n meadow N E S W\n");
    for (int i = 0; i < extra; i++)
        n += (size_t)snprintf(text + n, size - n, "tile T%d 2 MMMM\n meadow N E S W deer\n", i);
    *length = n;
    return text;
}

/* Loading from text that grows the type array, and from a file (whose
 * text is read into a growing block): every allocation may fail, cleanly,
 * and the first allocation that does not fail gives the set. */
START_TEST(every_allocation_failure_of_large_and_file_loads_is_clean)
{
    size_t length;
    char *text = many_types(70, &length);
    char path[] = "/tmp/hunters-tiles-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, text, length), (ssize_t)length);
    close(fd);
    for (int from_file = 0; from_file < 2; from_file++) {
        int failures = 0;
        for (long fail_at = 0;; fail_at++) {
            test_alloc counter;
            hunters_allocator alloc = test_alloc_start(&counter, fail_at);
            hunters_tileset *ts = NULL;
            hunters_error err;
            int rc = from_file ? hunters_tileset_load_file(&ts, path, &alloc, &err)
                               : hunters_tileset_load_string(&ts, text, length, &alloc, &err);
            if (rc == HUNTERS_OK) {
                ck_assert_int_eq(hunters_tileset_type_count(ts), 71);
                hunters_tileset_free(ts);
                ck_assert_int_eq(counter.live_blocks, 0);
                break;
            }
            ck_assert_int_eq(rc, HUNTERS_ENOMEM);
            ck_assert_int_eq(err.status, HUNTERS_ENOMEM);
            ck_assert_ptr_null(ts);
            ck_assert_int_eq(counter.live_blocks, 0);
            failures++;
        }
        ck_assert_int_ge(failures, from_file ? 4 : 3); /* the set, its types twice, the stacks; and the text */
    }
    unlink(path);
    free(text);
}
END_TEST

static Suite *tileset_suite(void)
{
    Suite *s = suite_create("tileset");
    TCase *tc = tcase_create("default");
    tcase_add_test(tc, default_set_totals);
    tcase_add_test(tc, queries_reject_bad_arguments);
    tcase_add_test(tc, round_trip_keeps_everything);
    tcase_add_test(tc, hash_ignores_layout_but_not_content);
    tcase_add_test(tc, equal_compares_content_not_hash);
    suite_add_tcase(s, tc);
    tc = tcase_create("validation");
    tcase_add_loop_test(tc, each_validation_error_has_its_position, 0,
                        (int)(sizeof bad_cases / sizeof bad_cases[0]));
    tcase_add_test(tc, nul_bytes_and_explicit_lengths);
    tcase_add_test(tc, carriage_returns_end_lines_only);
    tcase_add_test(tc, comments_are_utf8);
    tcase_add_test(tc, byte_order_mark_first_is_skipped);
    tcase_add_test(tc, missing_file_is_an_io_error);
    tcase_add_test(tc, presence_items_count_zero_or_one);
    tcase_add_test(tc, canonical_numbers_load);
    tcase_add_test(tc, file_and_string_loads_agree);
    tcase_add_test(tc, too_many_words_on_a_line);
    tcase_add_test(tc, failed_loads_leave_null_and_a_message);
    tcase_add_test(tc, hostile_input_never_crashes);
    tcase_add_test(tc, oversized_text_is_refused_unread);
    tcase_set_timeout(tc, 120);
    suite_add_tcase(s, tc);
    tc = tcase_create("memory");
    tcase_add_test(tc, every_allocation_failure_is_clean);
    tcase_add_test(tc, every_allocation_failure_of_large_and_file_loads_is_clean);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(tileset_suite());
}
