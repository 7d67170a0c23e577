/* The machine-learning interface (include/hunters.h, group ml; doc/ml.md):
 * the fixed action encoding against the legal moves, the observation planes
 * against the board queries, chance as the stacks' public counts, and
 * batched play against single steps. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fast_assert.h"
#include "hunters.h"
#include "random_play.h"
#include "scenario.h"
#include "colliding_sets.h"
#include "test_alloc.h"

#define MAX_MOVES 4096

/* The sanitizers' count under the sanitizers and under a smaller run
 * (HUNTERS_RANDOM_GAMES, check_main.h: build.sh's valgrind run, about 65
 * times slower), else the full count. */
static int games_or_fewer(int full, int fewer)
{
#ifdef HUNTERS_TEST_SANITIZED
    (void)full;
    return fewer;
#else
    return random_games_asked() ? fewer : full;
#endif
}

static int round_trip_games(void)
{
    return games_or_fewer(1000, 150);
}

static hunters_game *engine_game(uint64_t seed, int players, const hunters_tileset *ts)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = seed;
    o.players = players;
    o.tileset = ts;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    return g;
}

static hunters_tileset *default_set(void)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    return ts;
}

/* Whether a board position is inside the window of N. */
static int in_window(int n, int x, int y)
{
    return x >= -(n / 2) && x <= n / 2 && y >= -(n / 2) && y <= n / 2;
}

/* The mask equals the legal list and every legal move survives move ->
 * action -> move, at every decision of many seeded games (R3.2 placements,
 * R4 deployments); a placement outside the window has no action, and then
 * the game is truncated. */
START_TEST(actions_round_trip_and_mask_is_the_legal_list)
{
    hunters_tileset *ts = default_set();
    int windows[2] = {HUNTERS_ML_DEFAULT_WINDOW, 9}; /* the default, and a small one that truncates often */
    hunters_move *moves = malloc(sizeof *moves * MAX_MOVES);
    int games = round_trip_games(), truncations = 0;
    for (int w = 0; w < 2; w++) {
        int n = windows[w];
        for (int seed = 0; seed < (w == 0 ? games : games / 10); seed++) {
            hunters_game *g = engine_game((uint64_t)seed, 2 + seed % 3, ts);
            hunters_ml *ml = NULL;
            EXPECT_EQ(hunters_ml_new(&ml, g, n), HUNTERS_OK);
            int count = hunters_ml_action_count(ml);
            EXPECT_EQ(count, 4 * n * n + HUNTERS_ML_DEPLOY_ACTIONS);
            uint8_t *mask = malloc((size_t)count), *expected = malloc((size_t)count);
            uint64_t rng = (uint64_t)seed * 7919 + 1;
            int was_truncated = 0;
            while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
                int legal = hunters_game_legal_moves(g, moves, MAX_MOVES);
                EXPECT_GT(legal, 0);
                memset(expected, 0, (size_t)count);
                int in = 0, outside = 0;
                for (int i = 0; i < legal; i++) {
                    int32_t action;
                    int rc = hunters_ml_action_of_move(ml, moves[i], &action);
                    if (hunters_move_kind(moves[i]) == HUNTERS_MOVE_PLACE &&
                        !in_window(n, hunters_move_x(moves[i]), hunters_move_y(moves[i]))) {
                        EXPECT_EQ(rc, HUNTERS_ERANGE);
                        outside++;
                        continue;
                    }
                    EXPECT_EQ(rc, HUNTERS_OK);
                    EXPECT(action >= 0 && action < count);
                    hunters_move back;
                    EXPECT_EQ(hunters_ml_move_of_action(ml, action, &back), HUNTERS_OK);
                    EXPECT_U64_EQ(back, moves[i]);
                    EXPECT_EQ(expected[action], 0); /* distinct moves, distinct actions */
                    expected[action] = 1;
                    in++;
                }
                int truncated = hunters_ml_truncated(ml, g);
                if (outside)
                    EXPECT_EQ(truncated, 1);
                EXPECT(truncated >= was_truncated); /* once truncated, always */
                was_truncated = truncated;
                EXPECT_EQ(hunters_ml_legal_mask(ml, g, mask, (size_t)count), in);
                EXPECT(memcmp(mask, expected, (size_t)count) == 0);
                EXPECT_EQ(hunters_game_play(g, moves[xorshift_next(&rng) % (uint64_t)legal]), HUNTERS_OK);
            }
            truncations += was_truncated;
            /* at the end: no legal action */
            EXPECT_EQ(hunters_ml_legal_mask(ml, g, mask, (size_t)count), 0);
            free(mask);
            free(expected);
            hunters_ml_free(ml);
            hunters_game_free(g);
        }
    }
    ck_assert_int_gt(truncations, 0); /* the small window was left, so outside moves were seen */
    free(moves);
    hunters_tileset_free(ts);
}
END_TEST

/* The encoding's edges: the window's parameter, actions out of range,
 * moves with no action, NULLs; the documented layout of the ids. */
START_TEST(encoding_edges)
{
    hunters_game *g = engine_game(1, 2, NULL);
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, g, 8), HUNTERS_EINVAL); /* even: no centre */
    ck_assert_ptr_null(ml);
    ck_assert_int_eq(hunters_ml_new(&ml, g, 1), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_new(&ml, g, HUNTERS_ML_MAX_WINDOW + 2), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_new(&ml, NULL, 31), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_new(NULL, g, 31), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_new(&ml, g, 0), HUNTERS_OK);
    ck_assert_int_eq(hunters_ml_window(ml), HUNTERS_ML_DEFAULT_WINDOW);
    int n = 39, base = 4 * n * n; /* doc/ml.md, "Choosing N" */
    ck_assert_int_eq(hunters_ml_action_count(ml), base + 33);
    ck_assert_uint_eq(hunters_ml_planes_size(ml), (size_t)HUNTERS_ML_PLANES * 39 * 39);
    ck_assert_int_eq(hunters_ml_global_size(ml), 49 + 2 * hunters_tileset_type_count(hunters_game_tileset(g)));
    int32_t action;
    /* the start tile's position is the centre cell */
    ck_assert_int_eq(hunters_ml_action_of_move(ml, hunters_move_place(0, 0, 3), &action), HUNTERS_OK);
    ck_assert_int_eq(action, ((19 * n) + 19) * 4 + 3);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, hunters_move_place(-19, -19, 0), &action), HUNTERS_OK);
    ck_assert_int_eq(action, 0);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, hunters_move_place(20, 0, 0), &action), HUNTERS_ERANGE);
    ck_assert_int_eq(action, -1);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, hunters_move_pass(), &action), HUNTERS_OK);
    ck_assert_int_eq(action, base);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, MEMBER(3), &action), HUNTERS_OK);
    ck_assert_int_eq(action, base + 1 + 6);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, HUT(15), &action), HUNTERS_OK);
    ck_assert_int_eq(action, base + 2 + 30);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, MEMBER(16), &action), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, HUNTERS_MOVE_INVALID, &action), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, (hunters_move)0xdeadbeef00ull, &action), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_action_of_move(ml, hunters_move_pass(), NULL), HUNTERS_EINVAL);
    hunters_move move;
    ck_assert_int_eq(hunters_ml_move_of_action(ml, -1, &move), HUNTERS_ERANGE);
    ck_assert_int_eq(hunters_ml_move_of_action(ml, base + 33, &move), HUNTERS_ERANGE);
    ck_assert(move == HUNTERS_MOVE_INVALID);
    ck_assert_int_eq(hunters_ml_move_of_action(ml, base + 33 - 1, &move), HUNTERS_OK);
    ck_assert(move == HUT(15));
    ck_assert_int_eq(hunters_ml_move_of_action(NULL, 0, &move), HUNTERS_EINVAL);
    uint8_t small[10];
    ck_assert_int_eq(hunters_ml_legal_mask(ml, g, small, sizeof small), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_observe(ml, g, 2, NULL, 0, NULL, 0), HUNTERS_EINVAL); /* no player 2 of 2 */
    ck_assert_int_eq(hunters_ml_observe(ml, g, 0, small, sizeof small, NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_truncated(ml, NULL), HUNTERS_EINVAL);
    /* a game of another tile set is refused */
    hunters_game *other = scenario_game(scenario_tiles(START_GRASS T_G(3)), 2, HUNTERS_BONUS_REDRAW);
    ck_assert_int_eq(hunters_ml_truncated(ml, other), HUNTERS_EINVAL);
    hunters_game_free(other);
    hunters_ml_free(ml);
    hunters_ml_free(NULL);
    hunters_game_free(g);
}
END_TEST

static uint8_t cell(const hunters_ml *ml, const uint8_t *planes, int plane, int x, int y)
{
    int n = hunters_ml_window(ml);
    return planes[(size_t)plane * (size_t)(n * n) + (size_t)((y + n / 2) * n + x + n / 2)];
}

/* The feature on side d of the tile at (x, y), as the board queries see it:
 * the area of the side's kind whose first half-side is on d (a river sets
 * both halves of its sides; the tile set's halves, rotated). */
static int side_feature(const hunters_game *g, int x, int y, int d, hunters_feature *out)
{
    hunters_square sq;
    if (hunters_game_board(g, x, y, &sq) != HUNTERS_OK)
        return 0;
    const hunters_tileset *ts = hunters_game_tileset(g);
    int terrain = hunters_tileset_type_side(ts, sq.type, (d - sq.rotation + 4) % 4);
    int kind = terrain == HUNTERS_TERRAIN_FOREST ? HUNTERS_AREA_FOREST
               : terrain == HUNTERS_TERRAIN_RIVER ? HUNTERS_AREA_RIVER : HUNTERS_AREA_MEADOW;
    for (int a = 0; a < hunters_tileset_type_area_count(ts, sq.type); a++) {
        if (hunters_tileset_area_kind(ts, sq.type, a) != kind)
            continue;
        ck_assert_int_eq(hunters_game_feature(g, x, y, a, out), HUNTERS_OK);
        if (out->halves >> (2 * d) & 1)
            return 1;
    }
    return 0;
}

static unsigned leader_bits(const hunters_feature *f, int observer, int players)
{
    int most = 0;
    for (int p = 0; p < players; p++)
        most = f->members[p] > most ? f->members[p] : most;
    unsigned bits = 0;
    for (int p = 0; p < players; p++)
        if (most > 0 && f->members[p] == most)
            bits |= 1u << ((p - observer + players) % players);
    return bits;
}

/* Every plane of every cell against the board queries (hunters_game_board,
 * hunters_game_feature, hunters_game_legal_moves), and the global vector
 * against the scores, supplies and stacks. */
static void check_observation(hunters_ml *ml, const hunters_game *g, int observer)
{
    int n = hunters_ml_window(ml), players = hunters_game_player_count(g);
    const hunters_tileset *ts = hunters_game_tileset(g);
    int types = hunters_tileset_type_count(ts);
    size_t size = hunters_ml_planes_size(ml);
    uint8_t *planes = malloc(size);
    int gsize = hunters_ml_global_size(ml);
    float *global = malloc(sizeof *global * (size_t)gsize);
    ck_assert_int_eq(hunters_ml_observe(ml, g, observer, planes, size, global, (size_t)gsize), HUNTERS_OK);
    hunters_move moves[MAX_MOVES];
    int legal = hunters_game_legal_moves(g, moves, MAX_MOVES);
    int phase = hunters_game_phase(g);
    int last_x = 0, last_y = 0, placed = hunters_game_placed_count(g);
    hunters_game_placed_position(g, placed - 1, &last_x, &last_y);
    for (int y = -(n / 2); y <= n / 2; y++)
        for (int x = -(n / 2); x <= n / 2; x++) {
            hunters_square sq;
            int occupied = hunters_game_board(g, x, y, &sq) == HUNTERS_OK;
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_OCCUPIED, x, y), occupied);
            for (int r = 0; r < 4; r++) {
                int fits = 0;
                for (int i = 0; i < legal; i++)
                    fits |= hunters_move_kind(moves[i]) == HUNTERS_MOVE_PLACE &&
                            moves[i] == hunters_move_place(x, y, r);
                EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_LEGAL_R0 + r, x, y), fits); /* R3.2 */
            }
            if (!occupied) {
                int touches = 0;
                for (int d = 0; d < 4; d++) {
                    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
                    hunters_square nb;
                    touches |= hunters_game_board(g, x + dx[d], y + dy[d], &nb) == HUNTERS_OK;
                }
                EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_FRONTIER, x, y), touches);
                for (int k = 0; k < HUNTERS_ML_PLANES; k++)
                    if (k != HUNTERS_ML_PLANE_FRONTIER &&
                        (k < HUNTERS_ML_PLANE_LEGAL_R0 || k > HUNTERS_ML_PLANE_LEGAL_R0 + 3))
                        EXPECT_EQ(cell(ml, planes, k, x, y), 0);
                continue;
            }
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_TYPE, x, y), sq.type + 1);
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_ROTATION, x, y), sq.rotation);
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_PIECE_OWNER, x, y),
                      sq.piece_owner < 0 ? 0 : 1 + (sq.piece_owner - observer + players) % players);
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_PIECE_KIND, x, y), sq.piece);
            int deploying = phase == HUNTERS_PHASE_DEPLOY || phase == HUNTERS_PHASE_DEPLOY_BONUS;
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_LAST_PLACED, x, y), deploying && x == last_x && y == last_y);
            int complete = 0;
            for (int d = 0; d < 4; d++) {
                int terrain = hunters_tileset_type_side(ts, sq.type, (d - sq.rotation + 4) % 4);
                EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_SIDE_N + d, x, y), terrain);
                hunters_feature f;
                ck_assert(side_feature(g, x, y, d, &f));
                EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_VALUE_N + d, x, y), f.value > 255 ? 255 : f.value);
                EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_LEADERS_N + d, x, y), leader_bits(&f, observer, players));
                complete |= f.complete << d; /* R5.1, R5.2 */
            }
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_COMPLETE, x, y), complete);
            int items[HUNTERS_ITEM_DOLMEN + 1] = {0}, meadow = 0;
            unsigned huts = 0;
            for (int a = 0; a < hunters_tileset_type_area_count(ts, sq.type); a++) {
                for (int k = 0; k <= HUNTERS_ITEM_DOLMEN; k++)
                    items[k] += hunters_tileset_area_item(ts, sq.type, a, k);
                hunters_feature f;
                ck_assert_int_eq(hunters_game_feature(g, x, y, a, &f), HUNTERS_OK);
                if (f.kind == HUNTERS_AREA_MEADOW && f.value > meadow)
                    meadow = f.value; /* R8.3 */
                for (int p = 0; p < players && f.system_id >= 0; p++)
                    if (f.huts[p])
                        huts |= 1u << ((p - observer + players) % players);
            }
            for (int k = 0; k <= HUNTERS_ITEM_DOLMEN; k++)
                EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_ITEM_FISH + k, x, y), items[k]);
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_MEADOW_VALUE, x, y), meadow > 255 ? 255 : meadow);
            EXPECT_EQ(cell(ml, planes, HUNTERS_ML_PLANE_HUT_OWNERS, x, y), huts);
        }
    for (int p = 0; p < players; p++) {
        int k = (p - observer + players) % players;
        EXPECT(global[k] == (float)hunters_game_score(g, p));
        EXPECT(global[8 + k] == (float)hunters_game_supply(g, p, HUNTERS_PIECE_MEMBER));
        EXPECT(global[16 + k] == (float)hunters_game_supply(g, p, HUNTERS_PIECE_HUT));
        EXPECT(global[24 + k] == 1.0f);
        EXPECT(global[32 + k] == (float)(phase != HUNTERS_PHASE_OVER && hunters_game_current_player(g) == p));
    }
    for (int k = players; k < 8; k++)
        EXPECT(global[24 + k] == 0.0f);
    for (int ph = 1; ph <= 7; ph++)
        EXPECT(global[40 + ph - 1] == (float)(ph == phase));
    EXPECT(global[47] == (float)hunters_game_stack_size(g, 0));
    EXPECT(global[48] == (float)hunters_game_stack_size(g, 1));
    for (int t = 0; t < types; t++) {
        EXPECT(global[49 + t] == (float)hunters_game_tiles_left(g, t));
        EXPECT(global[49 + types + t] == (float)(hunters_game_tile_in_hand(g) == t));
    }
    free(planes);
    free(global);
}

/* A constructed position: a forest of two tiles with player 0's gatherer,
 * seen by both players (R4.1, R5.3's value of an open forest). */
START_TEST(planes_of_a_constructed_position)
{
    hunters_game *g = scenario_game(scenario_tiles(START_SPLIT T_C(4) T_V(4) T_G(4)), 2, HUNTERS_BONUS_REDRAW);
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, g, 7), HUNTERS_OK);
    place(g, "C", 0, -1, 2); /* its forest faces south, onto the start's north */
    check_observation(ml, g, 0);
    play_ok(g, MEMBER(0));
    for (int observer = 0; observer < 2; observer++)
        check_observation(ml, g, observer);
    size_t size = hunters_ml_planes_size(ml);
    uint8_t *planes = malloc(size);
    ck_assert_int_eq(hunters_ml_observe(ml, g, 1, planes, size, NULL, 0), HUNTERS_OK);
    /* seen by player 1, player 0's gatherer is relative player 1 */
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_PIECE_OWNER, 0, -1), 2);
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_PIECE_KIND, 0, -1), HUNTERS_PIECE_MEMBER);
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_VALUE_N + 2, 0, -1), 4); /* 2 tiles, open (R5.3) */
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_LEADERS_N + 2, 0, -1), 2);
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_LINK_NE + 4, 0, 0), 1); /* the start's forest N-S */
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_LINK_NE + 5, 0, 0), 0);
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_FRONTIER, 0, 1), 1);
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_COMPLETE, 0, 0), 0);
    /* player 1 closes the forest with a C facing north at (0, 1): complete (R5.1) */
    draw(g, "C");
    check_observation(ml, g, 1); /* the legal rotations of the tile in hand */
    play_ok(g, hunters_move_place(0, 1, 0));
    play_ok(g, PASS);
    check_observation(ml, g, 0);
    ck_assert_int_eq(hunters_ml_observe(ml, g, 0, planes, size, NULL, 0), HUNTERS_OK);
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_COMPLETE, 0, 0), 1 | 4);
    ck_assert_int_eq(cell(ml, planes, HUNTERS_ML_PLANE_PIECE_OWNER, 0, -1), 0); /* the gatherer came home (R5.6) */
    free(planes);
    hunters_ml_free(ml);
    hunters_game_free(g);
}
END_TEST

/* The same checks on positions of the default set along seeded games, with
 * huts, hunters and bonus tiles, in a window that is left (truncated cells
 * are simply not shown). */
START_TEST(planes_along_random_games)
{
    hunters_tileset *ts = default_set();
    for (int seed = 0; seed < 6; seed++) {
        hunters_game *g = engine_game((uint64_t)seed + 100, 2 + seed % 3, ts);
        hunters_ml *ml = NULL;
        ck_assert_int_eq(hunters_ml_new(&ml, g, seed % 2 ? 11 : 31), HUNTERS_OK);
        uint64_t rng = (uint64_t)seed + 5;
        int step = 0;
        while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            if (step++ % 9 == 0)
                check_observation(ml, g, step % hunters_game_player_count(g));
            play_steps(g, 1, &rng);
        }
        check_observation(ml, g, 0);
        hunters_ml_free(ml);
        hunters_game_free(g);
    }
    hunters_tileset_free(ts);
}
END_TEST

/* On a bounded table (R3.2's option table_width, table_height) the
 * frontier plane marks the empty positions touching a tile by a side that
 * keep the placed tiles within W x H: a position past the table's reach is
 * no open position (the engine's frontier drops it), as doc/ml.md says.
 * The legal planes lie within the frontier. */
/* A seeded game of players on a width x height table (0: unbounded in that
 * direction, R3.2) of the tile set ts. */
static hunters_game *bounded_game(uint64_t seed, int players, int width, int height, hunters_tileset *ts)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = seed;
    o.players = players;
    o.table_width = width;
    o.table_height = height;
    o.tileset = ts;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    return g;
}

/* The bounding box of g's tiles: box[0..3] = min x, max x, min y, max y. */
static void tiles_box(const hunters_game *g, int box[4])
{
    box[0] = box[1] = box[2] = box[3] = 0;
    for (int i = 0; i < hunters_game_placed_count(g); i++) {
        int x, y;
        ck_assert_int_eq(hunters_game_placed_position(g, i, &x, &y), HUNTERS_OK);
        box[0] = x < box[0] ? x : box[0];
        box[1] = x > box[1] ? x : box[1];
        box[2] = y < box[2] ? y : box[2];
        box[3] = y > box[3] ? y : box[3];
    }
}

/* Whether (x, y) is an open position of g within a width x height table's
 * reach (0: unbounded): empty, touching a tile along a side (R3.2), and a
 * tile there would keep the board within the table. *touches: whether it
 * is empty and touches a tile, reach or not. */
static int open_within_reach(const hunters_game *g, const int box[4], int width, int height, int x, int y,
                             int *touches)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    hunters_square sq;
    *touches = 0;
    if (hunters_game_board(g, x, y, &sq) == HUNTERS_OK)
        return 0;
    for (int d = 0; d < 4; d++)
        *touches |= hunters_game_board(g, x + dx[d], y + dy[d], &sq) == HUNTERS_OK;
    int reach = (!width || (x > box[1] ? x : box[1]) - (x < box[0] ? x : box[0]) < width) &&
                (!height || (y > box[3] ? y : box[3]) - (y < box[2] ? y : box[2]) < height);
    return *touches && reach;
}

START_TEST(frontier_plane_of_a_bounded_table)
{
    static const int tables[3][2] = {{4, 3}, {5, 5}, {2, 6}};
    hunters_tileset *ts = default_set();
    int beyond = 0; /* positions touching a tile but past the table's reach, seen */
    for (int k = 0; k < 6; k++) {
        const int width = tables[k % 3][0], height = tables[k % 3][1];
        hunters_game *g = bounded_game((uint64_t)k + 40, 2 + k % 3, width, height, ts);
        hunters_ml *ml = NULL;
        ck_assert_int_eq(hunters_ml_new(&ml, g, 15), HUNTERS_OK);
        const int n = 15;
        uint8_t *planes = malloc(hunters_ml_planes_size(ml));
        uint64_t rng = (uint64_t)k + 11;
        for (;;) {
            ck_assert_int_eq(hunters_ml_observe(ml, g, hunters_game_current_player(g), planes,
                                                hunters_ml_planes_size(ml), NULL, 0), HUNTERS_OK);
            int box[4];
            tiles_box(g, box);
            for (int y = -(n / 2); y <= n / 2; y++)
                for (int x = -(n / 2); x <= n / 2; x++) {
                    int touches, open = open_within_reach(g, box, width, height, x, y, &touches);
                    beyond += touches && !open;
                    int frontier = cell(ml, planes, HUNTERS_ML_PLANE_FRONTIER, x, y);
                    EXPECT_EQ(frontier, open);
                    for (int r = 0; r < 4; r++)
                        EXPECT(cell(ml, planes, HUNTERS_ML_PLANE_LEGAL_R0 + r, x, y) <= frontier);
                }
            if (hunters_game_phase(g) == HUNTERS_PHASE_OVER)
                break;
            play_steps(g, 1, &rng);
        }
        free(planes);
        hunters_ml_free(ml);
        hunters_game_free(g);
    }
    ck_assert_int_gt(beyond, 0); /* the tables did bound play */
    hunters_tileset_free(ts);
}
END_TEST

/* Truncation is the frame, every tile and open position, leaving the
 * window (doc/ml.md). On a bounded table (R3.2) no open position lies past
 * the table's reach, so a window of 2W - 1 x 2H - 1 holds every board a
 * W x H table allows and no game is truncated; a smaller window truncates
 * exactly when a tile or open position is outside it, and until then every
 * legal move has an action in the mask. */
START_TEST(truncation_on_a_bounded_table_is_the_frame_leaving_the_window)
{
    static const int tables[4][2] = {{3, 3}, {5, 5}, {2, 4}, {4, 0}};
    hunters_tileset *ts = default_set();
    int truncated_seen = 0, untruncated_full = 0;
    for (int k = 0; k < 16; k++) {
        const int width = tables[k % 4][0], height = tables[k % 4][1];
        hunters_game *g = bounded_game((uint64_t)k + 70, 2 + k % 2, width, height, ts);
        /* the window holding the table (an unbounded height: the table's width), or two smaller */
        const int holding = 2 * (width > height ? width : height) - 1;
        const int n = k < 8 ? (holding < 3 ? 3 : holding) : k < 12 ? 5 : 3;
        const int always_fits = n >= 2 * width - 1 && height && n >= 2 * height - 1;
        hunters_ml *ml = NULL;
        ck_assert_int_eq(hunters_ml_new(&ml, g, n), HUNTERS_OK);
        uint8_t *mask = malloc((size_t)hunters_ml_action_count(ml));
        uint64_t rng = (uint64_t)k + 23;
        while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            int box[4], outside = 0;
            tiles_box(g, box);
            const int min_x = box[0], max_x = box[1], min_y = box[2], max_y = box[3];
            for (int i = 0; i < hunters_game_placed_count(g); i++) {
                int x, y;
                ck_assert_int_eq(hunters_game_placed_position(g, i, &x, &y), HUNTERS_OK);
                outside |= !in_window(n, x, y);
            }
            /* the open positions (empty, touching a tile, within the table's reach), window or not */
            for (int y = min_y - 1; y <= max_y + 1; y++)
                for (int x = min_x - 1; x <= max_x + 1; x++) {
                    int touches;
                    outside |= open_within_reach(g, box, width, height, x, y, &touches) && !in_window(n, x, y);
                }
            int truncated = hunters_ml_truncated(ml, g);
            EXPECT_EQ(truncated, outside);
            if (always_fits)
                EXPECT_EQ(truncated, 0);
            if (truncated) {
                truncated_seen++;
                break; /* (the batched steps play it no further) */
            }
            if (max_x - min_x + 1 == width || (height && max_y - min_y + 1 == height))
                untruncated_full++; /* the table filled in a direction: a frame of the tiles alone there */
            /* every legal move has its action (R3.2 placements, R4 deployments) */
            hunters_move moves[MAX_MOVES];
            int legal = hunters_game_legal_moves(g, moves, MAX_MOVES);
            EXPECT_EQ(hunters_ml_legal_mask(ml, g, mask, (size_t)hunters_ml_action_count(ml)), legal);
            play_steps(g, 1, &rng);
        }
        free(mask);
        hunters_ml_free(ml);
        hunters_game_free(g);
    }
    ck_assert_int_gt(truncated_seen, 0);
    ck_assert_int_gt(untruncated_full, 0);
    hunters_tileset_free(ts);
}
END_TEST

/* The cells-first layout holds the planes-first bytes transposed: plane q
 * of cell c at c * PLANES + q, at positions along seeded games (R3
 * placements, R4 deployments, R5 scoring), and the batched step writes the
 * player to act's view in it too (its writer is observe's, so this checks
 * the layout reaches it); an unknown layout is refused and changes
 * nothing. The incremental writers: tests/check_ml_views, cells first
 * against this observation. */
START_TEST(layouts_hold_the_same_bytes)
{
    hunters_tileset *ts = default_set();
    for (int seed = 0; seed < 4; seed++) {
        hunters_game *g = engine_game((uint64_t)seed + 300, 2 + seed % 3, ts);
        hunters_ml *ml = NULL;
        ck_assert_int_eq(hunters_ml_new(&ml, g, seed % 2 ? 11 : 0), HUNTERS_OK);
        ck_assert_int_eq(hunters_ml_layout_of(ml), HUNTERS_ML_PLANES_FIRST); /* the default */
        ck_assert_int_eq(hunters_ml_set_layout(ml, 2), HUNTERS_EINVAL);
        ck_assert_int_eq(hunters_ml_set_layout(ml, -1), HUNTERS_EINVAL);
        ck_assert_int_eq(hunters_ml_layout_of(ml), HUNTERS_ML_PLANES_FIRST);
        const size_t size = hunters_ml_planes_size(ml), cells = size / HUNTERS_ML_PLANES;
        uint8_t *first = malloc(size), *cells_first = malloc(size), *stepped = malloc(size);
        uint8_t *mask = malloc((size_t)hunters_ml_action_count(ml));
        uint64_t rng = (uint64_t)seed + 9;
        int step = 0;
        while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            if (step++ % 7 == 0) {
                int observer = step % hunters_game_player_count(g);
                ck_assert_int_eq(hunters_ml_set_layout(ml, HUNTERS_ML_PLANES_FIRST), HUNTERS_OK);
                ck_assert_int_eq(hunters_ml_observe(ml, g, observer, first, size, NULL, 0), HUNTERS_OK);
                ck_assert_int_eq(hunters_ml_set_layout(ml, HUNTERS_ML_CELLS_FIRST), HUNTERS_OK);
                ck_assert_int_eq(hunters_ml_layout_of(ml), HUNTERS_ML_CELLS_FIRST);
                ck_assert_int_eq(hunters_ml_observe(ml, g, observer, cells_first, size, NULL, 0), HUNTERS_OK);
                for (size_t q = 0; q < HUNTERS_ML_PLANES; q++)
                    for (size_t c = 0; c < cells; c++)
                        if (cells_first[c * HUNTERS_ML_PLANES + q] != first[q * cells + c])
                            ck_abort_msg("seed %d step %d: plane %zu cell %zu is %d cells first, %d planes first",
                                         seed, step, q, c, cells_first[c * HUNTERS_ML_PLANES + q],
                                         first[q * cells + c]);
                /* the batched step writes the player to act's view alike */
                hunters_game *games[1] = {g};
                int32_t none = -1;
                uint8_t done = 0;
                hunters_ml_batch batch = {games, 1, &none, stepped, NULL, mask, NULL, &done, NULL, 0};
                ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_OK);
                ck_assert_int_eq(hunters_ml_observe(ml, g, hunters_game_current_player(g), cells_first, size, NULL, 0),
                                 HUNTERS_OK);
                ck_assert(done == 2 || memcmp(stepped, cells_first, size) == 0); /* (truncated: the last mover's) */
            }
            play_steps(g, 1, &rng);
        }
        ck_assert_int_gt(step, 100);
        free(first);
        free(cells_first);
        free(stepped);
        free(mask);
        hunters_ml_free(ml);
        hunters_game_free(g);
    }
    ck_assert_int_eq(hunters_ml_set_layout(NULL, HUNTERS_ML_CELLS_FIRST), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_layout_of(NULL), HUNTERS_EINVAL);
    hunters_tileset_free(ts);
}
END_TEST

/* Observations are public information: two copies whose hidden orders
 * differ (redetermined) look the same to every player (doc/bots.md), and
 * so do their masks and chance distributions, at decisions along games of
 * 1 to 8 players, both draw modes, both bonus rules (R6.5) and a bounded
 * table (R3.2). */
START_TEST(observations_never_peek)
{
    hunters_tileset *ts = default_set();
    hunters_ml *ml = NULL;
    size_t size = 0, gsize = 0, asize = 0;
    uint8_t *pa = NULL, *pb = NULL, *ma = NULL, *mb = NULL;
    float *ga = NULL, *gb = NULL;
    int compared = 0;
    for (int k = 0; k < 16; k++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = (uint64_t)k + 9;
        o.players = 1 + k % 8;
        o.draw_mode = k % 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
        o.bonus_rule = k % 4 >= 2 ? HUNTERS_BONUS_FORFEIT : HUNTERS_BONUS_REDRAW;
        if (k % 5 == 4)
            o.table_width = o.table_height = 5;
        o.tileset = ts;
        hunters_game *g = NULL;
        ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        if (!ml) {
            ck_assert_int_eq(hunters_ml_new(&ml, g, 0), HUNTERS_OK);
            size = hunters_ml_planes_size(ml);
            gsize = (size_t)hunters_ml_global_size(ml);
            asize = (size_t)hunters_ml_action_count(ml);
            pa = malloc(size);
            pb = malloc(size);
            ma = malloc(asize);
            mb = malloc(asize);
            ga = malloc(gsize * sizeof *ga);
            gb = malloc(gsize * sizeof *gb);
        }
        uint64_t rng = (uint64_t)k + 3;
        for (int step = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; step++) {
            play_steps(g, 1, &rng);
            if (step % 9 != 0)
                continue;
            hunters_game *a = NULL, *b = NULL;
            ck_assert_int_eq(hunters_game_clone(&a, g), HUNTERS_OK);
            ck_assert_int_eq(hunters_game_clone(&b, g), HUNTERS_OK);
            hunters_game_redetermine(a, (uint64_t)step * 2 + 1);
            hunters_game_redetermine(b, (uint64_t)step * 2 + 2);
            if (o.draw_mode == HUNTERS_DRAW_ENGINE) /* the hidden orders differ (a caller-draw hash has none) */
                ck_assert_uint_ne(hunters_game_hash(a), hunters_game_hash(b));
            for (int p = 0; p < o.players; p++) {
                ck_assert_int_eq(hunters_ml_observe(ml, a, p, pa, size, ga, gsize), HUNTERS_OK);
                ck_assert_int_eq(hunters_ml_observe(ml, b, p, pb, size, gb, gsize), HUNTERS_OK);
                ck_assert(memcmp(pa, pb, size) == 0);
                ck_assert(memcmp(ga, gb, gsize * sizeof *ga) == 0);
                compared++;
            }
            ck_assert_int_eq(hunters_ml_legal_mask(ml, a, ma, asize), hunters_ml_legal_mask(ml, b, mb, asize));
            ck_assert(memcmp(ma, mb, asize) == 0);
            int32_t ta[256], tb[256];
            double qa[256], qb[256];
            int n = hunters_ml_chance(a, ta, qa, 256);
            ck_assert_int_eq(hunters_ml_chance(b, tb, qb, 256), n);
            ck_assert(memcmp(ta, tb, sizeof *ta * (size_t)n) == 0);
            ck_assert(memcmp(qa, qb, sizeof *qa * (size_t)n) == 0);
            hunters_game_free(a);
            hunters_game_free(b);
        }
        hunters_game_free(g);
    }
    ck_assert_int_gt(compared, 500);
    free(pa);
    free(pb);
    free(ma);
    free(mb);
    free(ga);
    free(gb);
    hunters_ml_free(ml);
    hunters_tileset_free(ts);
}
END_TEST

static void check_chance(const hunters_game *g, int bonus)
{
    int32_t types[512];
    double probabilities[512];
    int n = hunters_ml_chance(g, types, probabilities, 512);
    const hunters_tileset *ts = hunters_game_tileset(g);
    int left = hunters_game_stack_size(g, bonus), k = 0;
    double sum = 0;
    for (int t = 0; t < hunters_tileset_type_count(ts); t++) {
        int flags = hunters_tileset_type_flags(ts, t);
        if ((flags & HUNTERS_TILE_START) || ((flags & HUNTERS_TILE_BONUS) != 0) != bonus)
            continue;
        int count = hunters_game_tiles_left(g, t);
        if (!count)
            continue;
        ck_assert_int_lt(k, n);
        ck_assert_int_eq(types[k], t);
        ck_assert(probabilities[k] == (double)count / left);
        sum += probabilities[k];
        k++;
    }
    ck_assert_int_eq(n, k);
    if (n)
        ck_assert(sum > 0.999999 && sum < 1.000001);
}

/* Chance as data: the next draw's distribution is the stack's public
 * counts (R3.1), the bonus stack's in a bonus draw (R3.6); hunters_game_draw
 * applies a chosen outcome; an engine game's copy stops in draw phases
 * after hunters_ml_set_caller_draws, the original unchanged. */
START_TEST(chance_is_the_stacks_public_counts)
{
    hunters_game *g = engine_game(4, 2, NULL);
    ck_assert_int_eq(hunters_ml_chance(NULL, NULL, NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_chance(g, NULL, NULL, 3), HUNTERS_EINVAL);
    int all = hunters_ml_chance(g, NULL, NULL, 0);
    ck_assert_int_gt(all, 1);
    int32_t one_type;
    double one_p;
    ck_assert_int_eq(hunters_ml_chance(g, &one_type, &one_p, 1), all); /* the total, one written */
    uint64_t rng = 11;
    int bonus_seen = 0, bonus_ahead_seen = 0;
    hunters_game *copy = NULL;
    ck_assert_int_eq(hunters_game_clone(&copy, g), HUNTERS_OK);
    ck_assert_int_eq(hunters_ml_set_caller_draws(copy), HUNTERS_OK);
    ck_assert_int_eq(hunters_ml_set_caller_draws(NULL), HUNTERS_EINVAL);
    uint64_t hash = hunters_game_hash(g);
    while (hunters_game_phase(copy) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(copy);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            int bonus = phase == HUNTERS_PHASE_DRAW_BONUS;
            bonus_seen |= bonus;
            check_chance(copy, bonus);
            int32_t types[256];
            double p[256];
            int n = hunters_ml_chance(copy, types, p, 256);
            ck_assert_int_gt(n, 0);
            int chosen = types[xorshift_next(&rng) % (uint64_t)n];
            int before = hunters_game_tiles_left(copy, chosen);
            ck_assert_int_eq(hunters_game_draw(copy, chosen), HUNTERS_OK); /* the chosen outcome */
            ck_assert_int_eq(hunters_game_tiles_left(copy, chosen), before - 1);
            continue;
        }
        /* between draws: the next draw, a bonus tile when the deploy ends
         * in one (R6.1; the piece deployed cannot change that: a pass tells) */
        int bonus_next = 0;
        if (phase == HUNTERS_PHASE_DEPLOY) {
            hunters_game *after = NULL;
            ck_assert_int_eq(hunters_game_clone(&after, copy), HUNTERS_OK);
            ck_assert_int_eq(hunters_game_play(after, hunters_move_pass()), HUNTERS_OK);
            bonus_next = hunters_game_phase(after) == HUNTERS_PHASE_DRAW_BONUS;
            hunters_game_free(after);
        }
        bonus_ahead_seen |= bonus_next;
        check_chance(copy, bonus_next);
        play_steps(copy, 1, &rng);
    }
    ck_assert_int_eq(hunters_ml_chance(copy, NULL, NULL, 0), 0);
    ck_assert_int_eq(hunters_game_undo(copy), HUNTERS_EPHASE); /* a search copy */
    ck_assert_ptr_nonnull(strstr(hunters_game_errmsg(copy), "hunters_ml_set_caller_draws")); /* the cause named */
    ck_assert(bonus_seen);
    ck_assert(bonus_ahead_seen);
    ck_assert_uint_eq(hunters_game_hash(g), hash);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_PLACE); /* the original still deals its own tiles */
    hunters_game_free(copy);
    hunters_game_free(g);
}
END_TEST

/* The distribution's support and shares, the types ascending: want
 * holds count pairs (type name, tiles of it left), over left tiles. */
static void assert_chance(const hunters_game *g, int count, const char *const *names, const int *tiles, int left)
{
    int32_t types[8];
    double p[8];
    ck_assert_int_eq(hunters_ml_chance(g, types, p, 8), count);
    double sum = 0;
    for (int i = 0; i < count; i++) {
        int k = 0;
        while (k < count && types[k] != type_of(g, names[i]))
            k++;
        ck_assert_int_lt(k, count); /* in the support */
        ck_assert(p[k] == (double)tiles[i] / left);
        if (i)
            ck_assert_int_lt(types[i - 1], types[i]);
        sum += p[i];
    }
    if (count)
        ck_assert(sum > 0.999999 && sum < 1.000001);
}

/* A defect: in the deploy phase of a land tile that completed a forest
 * with a gold nugget (R6.1) the chance was the land stack's, though the
 * next tile drawn is a bonus tile. It is the bonus stack's there (the same
 * as in the bonus draw that follows), and the land stack's in the bonus
 * tile's deploy phase (R6.3), after a forest without a nugget or no
 * completion, and none when the last land tile's bonus is skipped (R8.1's
 * option: the game ends). */
START_TEST(chance_in_a_deploy_before_a_bonus_draw_is_the_bonus_stack)
{
    static const char *const bonus_names[] = {"BG", "BC"}, *const g_only[] = {"G"}, *const c_only[] = {"C"};
    static const int bonus_tiles[] = {2, 1}, two[] = {2}, one[] = {1};
    hunters_game *g = scenario_game(
        scenario_tiles(START_CAP_NUGGET T_CN(1) T_G(2) BONUS_GRASS(2)
                       "tile BC 1 FMMM bonus\n forest N\n meadow E S W\n"),
        2, HUNTERS_BONUS_REDRAW);
    place(g, "CN", 0, -1, 2); /* closes the start's nugget forest */
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DEPLOY);
    assert_chance(g, 2, bonus_names, bonus_tiles, 3);
    play_ok(g, PASS);
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW_BONUS);
    assert_chance(g, 2, bonus_names, bonus_tiles, 3);
    place(g, "BC", 1, -1, 2); /* a bonus tile earns none (R6.3) */
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DEPLOY_BONUS);
    assert_chance(g, 1, g_only, two, 2);
    play_ok(g, PASS);
    place(g, "G", -1, 0, 0); /* completes nothing */
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DEPLOY);
    assert_chance(g, 1, g_only, one, 1);
    hunters_game_free(g);

    g = scenario_game(scenario_tiles(START_CAP T_C(2) BONUS_GRASS(1)), 2, HUNTERS_BONUS_REDRAW);
    place(g, "C", 0, -1, 2); /* closes a forest without a nugget */
    ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DEPLOY);
    assert_chance(g, 1, c_only, one, 1);
    hunters_game_free(g);

    for (int skipped = 0; skipped < 2; skipped++) {
        static const char *const bg[] = {"BG"};
        hunters_game_options o = scenario_options();
        o.last_bonus = skipped ? HUNTERS_LAST_BONUS_SKIPPED : HUNTERS_LAST_BONUS_PLAYED;
        g = scenario_game_with(scenario_tiles(START_CAP_NUGGET T_CN(1) BONUS_GRASS(1)), 2, o);
        place(g, "CN", 0, -1, 2); /* the last land tile closes the nugget forest */
        assert_chance(g, skipped ? 0 : 1, bg, one, 1);
        play_ok(g, PASS);
        ck_assert_int_eq(hunters_game_phase(g), skipped ? HUNTERS_PHASE_OVER : HUNTERS_PHASE_DRAW_BONUS);
        hunters_game_free(g);
    }
}
END_TEST

/* The tile of the first draw logged from event `from` on, and whether it
 * came from the bonus stack; -1 when none was logged. */
static int first_draw_since(const hunters_game *g, int from, int *bonus)
{
    for (int i = from; i < hunters_game_event_count(g); i++) {
        hunters_event e;
        EXPECT_EQ(hunters_game_event(g, i, &e), HUNTERS_OK);
        if (e.type == HUNTERS_EVENT_TILE_DRAWN || e.type == HUNTERS_EVENT_BONUS_DRAWN) {
            *bonus = e.type == HUNTERS_EVENT_BONUS_DRAWN;
            return e.tile_type;
        }
    }
    return -1;
}

/* What chance_is_the_next_draw_at_every_decision saw. */
typedef struct next_draws {
    int decisions, bonus_ahead, land_ahead, over_ahead, engine_draws_checked;
} next_draws;

/* One game's decisions, each checked against what comes after every
 * legal move: a copy with caller draws that plays the move rests in the
 * next draw's phase, whose distribution (that stack's public counts) must
 * be the one given before the move, or at the end with 0 outcomes; the
 * game itself plays one of the moves, and in engine draw mode the tile the
 * engine then drew must be in that distribution's support, from its stack. */
static void check_next_draws(hunters_game *g, uint64_t *rng, next_draws *seen)
{
    hunters_move *moves = malloc(sizeof *moves * MAX_MOVES);
    int32_t types[512], after_types[512];
    double p[512], after_p[512];
    int engine = 0;
    {
        hunters_game_options o;
        hunters_game_options_init(&o);
        EXPECT_EQ(hunters_game_get_options(g, &o), HUNTERS_OK);
        engine = o.draw_mode == HUNTERS_DRAW_ENGINE;
    }
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            check_chance(g, phase == HUNTERS_PHASE_DRAW_BONUS);
            EXPECT_EQ(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        int n = hunters_ml_chance(g, types, p, 512);
        EXPECT(n >= 0 && n <= 512);
        int legal = hunters_game_legal_moves(g, moves, MAX_MOVES);
        EXPECT_GT(legal, 0);
        int deploy = phase == HUNTERS_PHASE_DEPLOY || phase == HUNTERS_PHASE_DEPLOY_BONUS;
        /* a placement may yet earn a bonus draw (the doc says so): the
         * next draw is known from the deploy phase on */
        for (int i = 0; deploy && i < legal; i++) {
            hunters_game *copy = NULL;
            EXPECT_EQ(hunters_game_clone(&copy, g), HUNTERS_OK);
            EXPECT_EQ(hunters_ml_set_caller_draws(copy), HUNTERS_OK);
            EXPECT_EQ(hunters_game_play(copy, moves[i]), HUNTERS_OK);
            int next = hunters_game_phase(copy);
            if (next == HUNTERS_PHASE_OVER) {
                EXPECT_EQ(n, 0);
                seen->over_ahead++;
            } else {
                EXPECT(next == HUNTERS_PHASE_DRAW || next == HUNTERS_PHASE_DRAW_BONUS);
                check_chance(copy, next == HUNTERS_PHASE_DRAW_BONUS);
                EXPECT_EQ(hunters_ml_chance(copy, after_types, after_p, 512), n);
                EXPECT(memcmp(after_types, types, sizeof *types * (size_t)n) == 0);
                EXPECT(memcmp(after_p, p, sizeof *p * (size_t)n) == 0);
                if (next == HUNTERS_PHASE_DRAW_BONUS)
                    seen->bonus_ahead++;
                else
                    seen->land_ahead++;
            }
            hunters_game_free(copy);
        }
        seen->decisions++;
        int from = hunters_game_event_count(g);
        EXPECT_EQ(hunters_game_play(g, moves[xorshift_next(rng) % (uint64_t)legal]), HUNTERS_OK);
        int bonus = 0, drawn = engine && deploy ? first_draw_since(g, from, &bonus) : -1;
        if (drawn >= 0) {
            int k = 0;
            while (k < n && types[k] != drawn)
                k++;
            EXPECT(k < n); /* in the support */
            EXPECT(p[k] > 0);
            int flags = hunters_tileset_type_flags(hunters_game_tileset(g), drawn);
            EXPECT_EQ((flags & HUNTERS_TILE_BONUS) != 0, bonus);
            /* every outcome from that same stack */
            for (int j = 0; j < n; j++)
                EXPECT_EQ((hunters_tileset_type_flags(hunters_game_tileset(g), types[j]) & HUNTERS_TILE_BONUS) != 0,
                          bonus);
            seen->engine_draws_checked++;
        }
    }
    EXPECT_EQ(hunters_ml_chance(g, NULL, NULL, 0), 0);
    free(moves);
}

/* hunters_ml_chance() at every decision is the distribution of the draw
 * that comes next, whatever is chosen: in a deploy phase every legal move
 * (pass or any deployment, R4) leads to that draw or to the end (R6.1,
 * R6.3, R6.4, R8.1), and an engine-drawn game draws a tile of that
 * support. Games of 1 to 5 players on the default set and on two small
 * sets rich in nugget forests (bonus tiles that complete one, R6.3, and
 * the last land tile often completing one), both draw modes, both bonus
 * rules (R6.5), last_bonus played and skipped (R8.1), a bounded table
 * (R3.2). */
START_TEST(chance_is_the_next_draw_at_every_decision)
{
    hunters_tileset *sets[3] = {
        default_set(),
        scenario_tiles(START_CAP_NUGGET T_CN(7) T_V(3) T_C(2) T_G(2) BONUS_GRASS(3)
                       "tile BC 2 FMMM bonus\n forest N nugget\n meadow E S W\n"
                       "tile BV 1 FMFM bonus\n forest N S nugget\n meadow E\n meadow W\n"),
        /* few tiles, each a nugget forest's end: the last often closes one */
        scenario_tiles(START_CAP_NUGGET T_CN(5) BONUS_GRASS(2)
                       "tile BC 1 FMMM bonus\n forest N nugget\n meadow E S W\n"),
    };
    const int games = games_or_fewer(144, 48);
    next_draws seen = {0};
    int last_skipped_ends = 0;
    for (int k = 0; k < games; k++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = (uint64_t)k * 31 + 7;
        o.players = 1 + k % 5;
        o.tileset = sets[k % 3];
        o.draw_mode = k % 4 >= 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
        o.bonus_rule = k / 12 % 2 ? HUNTERS_BONUS_FORFEIT : HUNTERS_BONUS_REDRAW;
        o.last_bonus = k % 8 >= 4 ? HUNTERS_LAST_BONUS_SKIPPED : HUNTERS_LAST_BONUS_PLAYED;
        if (k % 11 == 5)
            o.table_width = o.table_height = 4;
        hunters_game *g = NULL;
        EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        uint64_t rng = (uint64_t)k * 977 + 5;
        check_next_draws(g, &rng, &seen);
        last_skipped_ends += hunters_game_variant_changes(g, HUNTERS_VARIANT_LAST_BONUS);
        hunters_game_free(g);
    }
    /* every kind of next draw was met */
    EXPECT_GT(seen.bonus_ahead, 0);
    EXPECT_GT(seen.land_ahead, 0);
    EXPECT_GT(seen.over_ahead, 0);
    EXPECT_GT(seen.engine_draws_checked, 0);
    EXPECT_GT(last_skipped_ends, 0);
    for (int i = 0; i < 3; i++)
        hunters_tileset_free(sets[i]);
}
END_TEST

#define B 12

typedef struct outputs {
    uint8_t *planes, *masks;
    float *globals;
    float rewards[B * HUNTERS_MAX_PLAYERS];
    uint8_t done[B];
    int32_t players[B];
} outputs;

static void outputs_init(outputs *o, const hunters_ml *ml)
{
    memset(o, 0, sizeof *o);
    o->planes = calloc(B, hunters_ml_planes_size(ml));
    o->masks = calloc(B, (size_t)hunters_ml_action_count(ml));
    o->globals = calloc(B * (size_t)hunters_ml_global_size(ml), sizeof(float));
}

static void outputs_free(outputs *o)
{
    free(o->planes);
    free(o->masks);
    free(o->globals);
}

static hunters_ml_batch batch_of(hunters_game **games, const int32_t *actions, outputs *o)
{
    hunters_ml_batch b = {games, B, actions, o->planes, o->globals, o->masks, o->rewards, o->done, o->players, 0};
    return b;
}

/* Batched play equals single steps: B games advanced by hunters_ml_step and
 * B copies advanced by hunters_game_play, observed one by one, give the
 * same observations, masks, players, done flags; the rewards are the final
 * win/loss (R8.4), only on the last step. */
START_TEST(batched_step_equals_single_steps)
{
    hunters_tileset *ts = default_set();
    hunters_game *games[B], *singles[B];
    for (int i = 0; i < B; i++) {
        games[i] = engine_game((uint64_t)i + 40, 2 + i % 3, ts);
        singles[i] = engine_game((uint64_t)i + 40, 2 + i % 3, ts);
    }
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, games[0], 0), HUNTERS_OK);
    size_t psize = hunters_ml_planes_size(ml), gsize = (size_t)hunters_ml_global_size(ml);
    size_t asize = (size_t)hunters_ml_action_count(ml);
    outputs o, expect;
    outputs_init(&o, ml);
    outputs_init(&expect, ml);
    int32_t actions[B];
    for (int i = 0; i < B; i++)
        actions[i] = -1; /* the first observations */
    uint64_t rng = 77;
    int finished = 0, steps = 0;
    while (finished < B) {
        hunters_ml_batch batch = batch_of(games, actions, &o);
        ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_OK);
        ck_assert_int_eq(batch.failed, -1);
        finished = 0;
        for (int i = 0; i < B; i++) {
            hunters_game *s = singles[i];
            int mover = hunters_game_current_player(s);
            int ended = 0;
            if (actions[i] >= 0) {
                hunters_move m;
                ck_assert_int_eq(hunters_ml_move_of_action(ml, actions[i], &m), HUNTERS_OK);
                ck_assert_int_eq(hunters_game_play(s, m), HUNTERS_OK);
                ended = hunters_game_phase(s) == HUNTERS_PHASE_OVER;
            }
            ck_assert_uint_eq(hunters_game_hash(s), hunters_game_hash(games[i]));
            int over = hunters_game_phase(s) == HUNTERS_PHASE_OVER, truncated = hunters_ml_truncated(ml, s);
            int done = over ? 1 : truncated ? 2 : 0;
            int observer = done ? mover : hunters_game_current_player(s);
            ck_assert_int_eq(o.done[i], done);
            ck_assert_int_eq(o.players[i], done ? -1 : hunters_game_current_player(s));
            ck_assert_int_eq(hunters_ml_observe(ml, s, observer, expect.planes, psize, expect.globals, gsize),
                             HUNTERS_OK);
            ck_assert(memcmp(expect.planes, o.planes + i * psize, psize) == 0);
            ck_assert(memcmp(expect.globals, o.globals + i * gsize, gsize * sizeof(float)) == 0);
            int legal = done ? 0 : hunters_ml_legal_mask(ml, s, expect.masks, asize);
            if (done)
                memset(expect.masks, 0, asize);
            ck_assert(memcmp(expect.masks, o.masks + i * asize, asize) == 0);
            float sum = 0;
            for (int p = 0; p < HUNTERS_MAX_PLAYERS; p++) {
                float r = o.rewards[i * HUNTERS_MAX_PLAYERS + p];
                sum += r;
                if (!ended || p >= hunters_game_player_count(s)) {
                    ck_assert(r == 0.0f);
                    continue;
                }
                /* win/loss: +1 for the sole winner (rank 1), sharing a place gives less */
                int rank = hunters_game_rank(s, p);
                if (hunters_game_player_count(s) == 2) {
                    int other = hunters_game_score(s, 1 - p), mine = hunters_game_score(s, p);
                    ck_assert(r == (mine > other ? 1.0f : mine < other ? -1.0f : 0.0f));
                }
                ck_assert(rank != 1 || r >= 0.0f);
            }
            ck_assert(sum > -1e-4f && sum < 1e-4f); /* zero-sum */
            finished += done != 0;
            /* the next action: a random legal one, or none for a game done */
            actions[i] = -1;
            if (!done) {
                ck_assert_int_gt(legal, 0);
                int pick = (int)(xorshift_next(&rng) % (uint64_t)legal);
                for (size_t a = 0; a < asize; a++)
                    if (expect.masks[a] && pick-- == 0) {
                        actions[i] = (int32_t)a;
                        break;
                    }
            }
        }
        steps++;
    }
    ck_assert_int_gt(steps, 100);
    for (int i = 0; i < B; i++) {
        hunters_game_free(games[i]);
        hunters_game_free(singles[i]);
    }
    outputs_free(&o);
    outputs_free(&expect);
    hunters_ml_free(ml);
    hunters_tileset_free(ts);
}
END_TEST

/* What a handle compares (hunters_ml_new()): its set's hash, type count
 * and sizes, not the tiles. Sets of four types and equal sizes: the same
 * text loaded again (another set object) is served; a set that differs in
 * one field (a deer on a meadow: another hash, the same types and sizes)
 * is refused, by every call. */
#define SIDES_SET(t_tile, y_item, last)                                                                     \
    "tile S 1 MMMM start\n meadow N E S W\ntile Y 30 MMMM\n meadow N E S W" y_item "\ntile T 1 " t_tile \
    "tile " last " 1 MMMM\n meadow N E S W\n"
#define T_NORTH "FMMM\n forest N\n meadow E S W\n"
START_TEST(handles_compare_hash_types_and_sizes_not_tiles)
{
    static const char *const texts[] = {
        SIDES_SET(T_NORTH, "", "L"),      /* the handle's */
        SIDES_SET(T_NORTH, "", "L"),      /* loaded again: served */
        SIDES_SET(T_NORTH, " deer", "L"), /* one field: refused */
    };
    static const int served[] = {1, 1, 0};
    enum { SETS = sizeof texts / sizeof texts[0] };
    hunters_tileset *ts[SETS];
    hunters_game *g[SETS];
    for (int i = 0; i < SETS; i++) {
        ck_assert_int_eq(hunters_tileset_load_string(&ts[i], texts[i], strlen(texts[i]), NULL, NULL), HUNTERS_OK);
        ck_assert_int_eq(hunters_tileset_type_count(ts[i]), 4);
        g[i] = engine_game(5 + (uint64_t)i, 2, ts[i]);
        for (int k = 0; k < 6 && hunters_game_phase(g[i]) != HUNTERS_PHASE_OVER; k++) {
            hunters_move moves[MAX_MOVES];
            int n = hunters_game_legal_moves(g[i], moves, MAX_MOVES);
            ck_assert_int_gt(n, 0);
            ck_assert_int_eq(hunters_game_play(g[i], moves[n - 1]), HUNTERS_OK);
        }
    }
    ck_assert_int_eq(hunters_tileset_equal(ts[0], ts[1]), 1);
    ck_assert_int_eq(hunters_tileset_equal(ts[0], ts[2]), 0);
    ck_assert_uint_ne(hunters_tileset_hash(ts[0]), hunters_tileset_hash(ts[2]));
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, g[0], 5), HUNTERS_OK);
    size_t planes_size = hunters_ml_planes_size(ml), global_size = (size_t)hunters_ml_global_size(ml);
    size_t actions = (size_t)hunters_ml_action_count(ml);
    uint8_t *planes = malloc(planes_size), *mask = malloc(actions);
    float *global = malloc(global_size * sizeof *global);
    ck_assert(planes && mask && global);
    for (int i = 0; i < SETS; i++) {
        int want = served[i] ? HUNTERS_OK : HUNTERS_EINVAL;
        ck_assert_int_eq(hunters_ml_observe(ml, g[i], 0, planes, planes_size, global, global_size), want);
        /* (a count of legal actions, a truth value when served) */
        int legal = hunters_ml_legal_mask(ml, g[i], mask, actions), truncated = hunters_ml_truncated(ml, g[i]);
        ck_assert(served[i] ? legal > 0 && truncated >= 0 : legal == HUNTERS_EINVAL && truncated == HUNTERS_EINVAL);
        int32_t action = -1;
        hunters_ml_batch batch;
        memset(&batch, 0, sizeof batch);
        batch.games = &g[i];
        batch.count = 1;
        batch.actions = &action;
        batch.planes = planes;
        batch.globals = global;
        batch.masks = mask;
        ck_assert_int_eq(hunters_ml_step(ml, &batch), want);
    }
    free(planes);
    free(mask);
    free(global);
    hunters_ml_free(ml);
    for (int i = 0; i < SETS; i++) {
        hunters_game_free(g[i]);
        hunters_tileset_free(ts[i]);
    }
}
END_TEST

/* A refused batch changes no game: an illegal action, an action for a game
 * that is over, a game twice, NULLs. */
/* A handle serves "games like" its own: it knows their set by its 64-bit
 * FNV-1a content hash, which can be matched on purpose. Two sets of equal
 * hash and equal game sizes, of 3 and 33 tile types: a handle made for one
 * accepted games of the other, and wrote a tile count for each of its types
 * into the global vector (33 types where the caller's vector has room for
 * 3: a write past the caller's buffer) and read its per-type tables past
 * their end. Refused now: every call on such a game is HUNTERS_EINVAL and
 * writes nothing. */
START_TEST(handles_refuse_sets_of_equal_hash_but_other_types)
{
    char text[2][COLLIDING_SET_SIZE];
    hunters_tileset *ts[2] = {NULL, NULL};
    hunters_game *g[2] = {NULL, NULL};
    hunters_ml *ml[2] = {NULL, NULL};
    for (int i = 0; i < 2; i++) {
        colliding_set(i, text[i]);
        ck_assert_int_eq(hunters_tileset_load_string(&ts[i], text[i], strlen(text[i]), NULL, NULL), HUNTERS_OK);
        g[i] = engine_game(3, 2, ts[i]);
        for (int k = 0; k < 6; k++) { /* a few turns: tiles of several types on the board */
            hunters_move moves[MAX_MOVES];
            ck_assert_int_gt(hunters_game_legal_moves(g[i], moves, MAX_MOVES), 0);
            ck_assert_int_eq(hunters_game_play(g[i], moves[0]), HUNTERS_OK);
        }
        ck_assert_int_eq(hunters_ml_new(&ml[i], g[i], 7), HUNTERS_OK);
    }
    ck_assert_uint_eq(hunters_tileset_hash(ts[0]), hunters_tileset_hash(ts[1]));
    for (int i = 0; i < 2; i++) {
        const hunters_ml *h = ml[i];
        hunters_game *other = g[1 - i];
        /* room for the larger vector, so that a wrong write stays in the buffer */
        size_t planes_size = hunters_ml_planes_size(h), global_size = (size_t)hunters_ml_global_size(h);
        uint8_t *planes = calloc(planes_size, 1), *mask = calloc((size_t)hunters_ml_action_count(h), 1);
        float *global = calloc(49 + 2 * 33, sizeof *global);
        ck_assert(planes && mask && global);
        ck_assert_int_eq(hunters_ml_observe(ml[i], other, 0, planes, planes_size, global, global_size),
                         HUNTERS_EINVAL);
        ck_assert_int_eq(hunters_ml_legal_mask(h, other, mask, (size_t)hunters_ml_action_count(h)), HUNTERS_EINVAL);
        ck_assert_int_eq(hunters_ml_truncated(h, other), HUNTERS_EINVAL);
        for (size_t k = 0; k < 49 + 2 * 33; k++)
            ck_assert(global[k] == 0.0f);
        for (size_t k = 0; k < planes_size; k++)
            ck_assert_int_eq(planes[k], 0);
        int32_t action = -1;
        hunters_ml_batch batch;
        memset(&batch, 0, sizeof batch);
        batch.games = &other;
        batch.count = 1;
        batch.actions = &action;
        batch.globals = global;
        ck_assert_int_eq(hunters_ml_step(ml[i], &batch), HUNTERS_EINVAL);
        /* its own game is served */
        ck_assert_int_eq(hunters_ml_observe(ml[i], g[i], 0, planes, planes_size, global, global_size), HUNTERS_OK);
        free(planes);
        free(mask);
        free(global);
    }
    for (int i = 0; i < 2; i++) {
        hunters_ml_free(ml[i]);
        hunters_game_free(g[i]);
        hunters_tileset_free(ts[i]);
    }
}
END_TEST

/* A wrong action reports, through hunters_ml_step() and
 * hunters_ml_step_views(), the status and message hunters_game_check()
 * gives its move: a deployment while the tile is to be placed and a
 * placement once it is are EPHASE, a placement the rules refuse EILLEGAL.
 * The defect: the ML layer turned every refusal of the C API into EILLEGAL.
 * The message is the handle's (hunters_ml_errmsg()): a refused step
 * changes nothing, the game's own last message neither (it was
 * overwritten with the check's). */
START_TEST(refusals_match_the_c_api)
{
    hunters_game *g = engine_game(3, 2, NULL);
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, g, 0), HUNTERS_OK);
    hunters_move legal[512];
    ck_assert_int_gt(hunters_game_legal_moves(g, legal, 512), 0);
    const hunters_move placing[] = {hunters_move_deploy(0, HUNTERS_PIECE_MEMBER), hunters_move_place(1, 1, 0)};
    const int placing_status[] = {HUNTERS_EPHASE, HUNTERS_EILLEGAL};
    for (int phase = 0; phase < 2; phase++) {
        if (phase) /* now a deployment or a pass is due */
            ck_assert_int_eq(hunters_game_play(g, legal[0]), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_phase(g), phase ? HUNTERS_PHASE_DEPLOY : HUNTERS_PHASE_PLACE);
        const hunters_move *moves = phase ? legal : placing; /* legal[0] is a placement */
        for (int k = 0; k < (phase ? 1 : 2); k++) {
            int32_t action = -1;
            ck_assert_int_eq(hunters_ml_action_of_move(ml, moves[k], &action), HUNTERS_OK);
            int status = hunters_game_check(g, moves[k]);
            ck_assert_int_eq(status, phase ? HUNTERS_EPHASE : placing_status[k]);
            char message[256];
            snprintf(message, sizeof message, "%s", hunters_game_errmsg(g));
            uint64_t hash = hunters_game_hash(g);
            hunters_game *games[1] = {g};
            hunters_ml_batch batch = {games, 1, &action, NULL, NULL, NULL, NULL, NULL, NULL, 0};
            ck_assert_int_eq(hunters_game_set_player_name(g, 9, "x"), HUNTERS_ERANGE); /* another message */
            char reason[512], kept[256];
            snprintf(reason, sizeof reason, "slot 0: action %ld is not legal: %s", (long)action, message);
            snprintf(kept, sizeof kept, "%s", hunters_game_errmsg(g));
            ck_assert_str_ne(kept, message);
            ck_assert_int_eq(hunters_ml_step(ml, &batch), status);
            ck_assert_int_eq(batch.failed, 0);
            ck_assert_str_eq(hunters_ml_errmsg(ml), reason);
            ck_assert_str_eq(hunters_game_errmsg(g), kept);
            hunters_ml_views views;
            memset(&views, 0, sizeof views);
            views.games = games;
            views.count = 1;
            views.actions = &action;
            views.views = 2;
            ck_assert_int_eq(hunters_ml_step_views(ml, &views), status);
            ck_assert_int_eq(views.failed, 0);
            ck_assert_str_eq(hunters_ml_errmsg(ml), reason);
            ck_assert_str_eq(hunters_game_errmsg(g), kept);
            ck_assert_uint_eq(hunters_game_hash(g), hash);
        }
    }
    hunters_ml_free(ml);
    hunters_game_free(g);
}
END_TEST

START_TEST(refused_batch_changes_nothing)
{
    hunters_game *games[B];
    uint64_t hashes[B];
    for (int i = 0; i < B; i++)
        games[i] = engine_game((uint64_t)i, 2, NULL);
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, games[0], 0), HUNTERS_OK);
    outputs o;
    outputs_init(&o, ml);
    int32_t actions[B];
    size_t asize = (size_t)hunters_ml_action_count(ml);
    uint8_t *mask = malloc(asize);
    /* each game's own last message, which a refused step leaves as it is
     * (the step's reason is the handle's, hunters_ml_errmsg()) */
    char kept[B][64];
    for (int i = 0; i < B; i++) {
        ck_assert_int_eq(hunters_game_set_player_name(games[i], 8 + i, "x"), HUNTERS_ERANGE);
        snprintf(kept[i], sizeof kept[i], "no player %d (the game has 2)", 8 + i);
        ck_assert_str_eq(hunters_game_errmsg(games[i]), kept[i]);
        hashes[i] = hunters_game_hash(games[i]);
        ck_assert_int_gt(hunters_ml_legal_mask(ml, games[i], mask, asize), 0);
        actions[i] = -1;
        for (size_t a = 0; a < asize && actions[i] < 0; a++)
            if (mask[a])
                actions[i] = (int32_t)a;
    }
    int32_t good = actions[5];
    actions[5] = (int32_t)asize - 1; /* a hut: no deployment in a place phase, as hunters_game_check() says */
    hunters_ml_batch batch = batch_of(games, actions, &o);
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EPHASE);
    ck_assert_int_eq(batch.failed, 5);
    char reason[256];
    snprintf(reason, sizeof reason, "slot 5: action %ld is not legal: the drawn tile must be placed first",
             (long)asize - 1);
    ck_assert_str_eq(hunters_ml_errmsg(ml), reason);
    ck_assert_str_eq(hunters_game_errmsg(games[5]), kept[5]);
    actions[5] = (int32_t)asize; /* out of range */
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EILLEGAL);
    snprintf(reason, sizeof reason, "slot 5: action %ld is out of range (0 to %ld, or -1 for none)", (long)asize,
             (long)asize - 1);
    ck_assert_str_eq(hunters_ml_errmsg(ml), reason);
    ck_assert_str_eq(hunters_game_errmsg(games[5]), kept[5]);
    /* below -1 (-1 alone means no action): refused, as hunters_ml_step_views() does */
    const int32_t below[] = {-2, -100, INT32_MIN};
    for (size_t k = 0; k < sizeof below / sizeof below[0]; k++) {
        actions[5] = below[k];
        batch.failed = -7;
        ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EILLEGAL);
        ck_assert_int_eq(batch.failed, 5);
        snprintf(reason, sizeof reason, "slot 5: action %ld is out of range (0 to %ld, or -1 for none)",
                 (long)below[k], (long)asize - 1);
        ck_assert_str_eq(hunters_ml_errmsg(ml), reason);
        ck_assert_str_eq(hunters_game_errmsg(games[5]), kept[5]);
    }
    actions[5] = good;
    hunters_game *twice = games[3];
    games[3] = games[7];
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    games[3] = twice;
    /* a game that is over takes no action */
    hunters_game *over = games[2];
    ck_assert_int_eq(hunters_game_play_random(over, 1), HUNTERS_OK);
    hashes[2] = hunters_game_hash(over);
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EPHASE);
    ck_assert_int_eq(batch.failed, 2);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 2: the game is over: its action must be -1");
    for (int i = 0; i < B; i++) {
        ck_assert_uint_eq(hunters_game_hash(games[i]), hashes[i]);
        ck_assert_str_eq(hunters_game_errmsg(games[i]), kept[i]);
    }
    ck_assert_int_eq(hunters_ml_step(ml, NULL), HUNTERS_EINVAL);
    batch.actions = NULL;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    /* with the over game's action -1, the batch plays */
    actions[2] = -1;
    batch.actions = actions;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_OK);
    ck_assert_int_eq(o.done[2], 1);
    ck_assert_int_eq(o.players[2], -1);
    ck_assert_uint_ne(hunters_game_hash(games[0]), hashes[0]);
    free(mask);
    outputs_free(&o);
    hunters_ml_free(ml);
    for (int i = 0; i < B; i++)
        hunters_game_free(games[i]);
}
END_TEST

/* An output laid over the actions or the games (a hostile review: players
 * one int32 past the actions' start) was read back by the step as the next
 * games' actions, played unchecked (a tile placed touching nothing, R3.2),
 * though the step said HUNTERS_OK. Such a batch is refused, EINVAL, every
 * game unchanged; arrays that only touch end to end are not. */
START_TEST(outputs_over_the_games_or_actions_are_refused)
{
    enum { N = 4 };
    hunters_game *games[N + 2];
    uint64_t hashes[N];
    for (int i = 0; i < N; i++)
        games[i] = engine_game(40 + (uint64_t)i, 2, NULL);
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, games[0], 0), HUNTERS_OK);
    const size_t actions = (size_t)hunters_ml_action_count(ml);
    uint8_t *masks = malloc(N * actions);
    ck_assert_ptr_nonnull(masks);
    int32_t shared[2 * N]; /* the actions, then room for an output after them */
    for (int i = 0; i < N; i++) {
        ck_assert_int_gt(hunters_ml_legal_mask(ml, games[i], masks, actions), 0);
        shared[i] = -1;
        for (size_t a = 0; a < actions && shared[i] < 0; a++)
            if (masks[a])
                shared[i] = (int32_t)a;
        hashes[i] = hunters_game_hash(games[i]);
    }
    hunters_ml_batch batch = {games, N, shared, NULL, NULL, NULL, NULL, NULL, shared + 1, 0};
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the players overlap the actions: the step reads them after writing");
    batch.players = (int32_t *)(void *)(games + 1);
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the players overlap the games: the step reads them after writing");
    batch.players = NULL;
    batch.done = (uint8_t *)(void *)(shared + N) - 1; /* the actions' last byte and three after it */
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the done flags overlap the actions: the step reads them after writing");
    hunters_ml_views views;
    memset(&views, 0, sizeof views);
    views.games = games;
    views.count = N;
    views.actions = shared;
    views.observers = shared + N - 1;
    ck_assert_int_eq(hunters_ml_step_views(ml, &views), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the observers overlap the actions: the step reads them after writing");
    for (int i = 0; i < N; i++)
        ck_assert_uint_eq(hunters_game_hash(games[i]), hashes[i]);
    /* end to end, no byte shared: played */
    views.observers = shared + N;
    ck_assert_int_eq(hunters_ml_step_views(ml, &views), HUNTERS_OK);
    for (int i = 0; i < N; i++)
        ck_assert_uint_ne(hunters_game_hash(games[i]), hashes[i]);
    free(masks);
    hunters_ml_free(ml);
    for (int i = 0; i < N; i++)
        hunters_game_free(games[i]);
}
END_TEST

/* Every refusal of a call that takes the handle non-const says why in
 * hunters_ml_errmsg(), naming the slot of a batch's game (the user's
 * report: hunters_ml_observe() and the steps gave a bare HUNTERS_EINVAL or
 * HUNTERS_EILLEGAL), and changes nothing: no game, no output written (a
 * sentinel byte stays), the layout kept. A success empties the message;
 * the const calls (hunters_ml_legal_mask(), hunters_ml_truncated()) leave
 * it as it was. */
#define SENTINEL 0xab
static void assert_sentinel(const uint8_t *bytes, size_t size)
{
    for (size_t k = 0; k < size; k++)
        ck_assert_int_eq(bytes[k], SENTINEL);
}

START_TEST(refusals_say_why_in_the_handle)
{
    enum { N = 4 };
    hunters_game *games[N], *three = engine_game(9, 3, NULL);
    uint64_t hashes[N];
    for (int i = 0; i < N; i++)
        games[i] = engine_game(20 + (uint64_t)i, 2, NULL);
    static const char text[] = SIDES_SET(T_NORTH, "", "L");
    hunters_tileset *small = NULL;
    ck_assert_int_eq(hunters_tileset_load_string(&small, text, strlen(text), NULL, NULL), HUNTERS_OK);
    hunters_game *stranger = engine_game(1, 2, small);
    hunters_ml *ml = NULL;
    ck_assert_int_eq(hunters_ml_new(&ml, games[0], 0), HUNTERS_OK);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "");
    ck_assert_str_eq(hunters_ml_errmsg(NULL), "no handle");
    const char *buffer = hunters_ml_errmsg(ml); /* the handle's own: the same pointer for its life */
    const size_t planes_size = hunters_ml_planes_size(ml), actions = (size_t)hunters_ml_action_count(ml);
    const size_t global_size = (size_t)hunters_ml_global_size(ml);
    uint8_t *planes = malloc(N * 3 * planes_size), *masks = malloc(N * actions);
    float *global = malloc(N * 3 * global_size * sizeof *global);
    ck_assert(planes && masks && global);
    memset(planes, SENTINEL, N * 3 * planes_size);
    memset(masks, SENTINEL, N * actions);
    char want[512];

    /* hunters_ml_observe(): each check, then a success empties the message */
    ck_assert_int_eq(hunters_ml_observe(ml, NULL, 0, planes, planes_size, NULL, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the game is NULL");
    ck_assert_int_eq(hunters_ml_observe(ml, stranger, 0, planes, planes_size, NULL, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "a game of another tile set");
    ck_assert_int_eq(hunters_ml_observe(ml, games[0], 2, planes, planes_size, NULL, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "player 2 is not 0 to 1 (the game has 2 players)");
    ck_assert_int_eq(hunters_ml_observe(ml, games[0], -1, planes, planes_size, NULL, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "player -1 is not 0 to 1 (the game has 2 players)");
    ck_assert_int_eq(hunters_ml_observe(ml, games[0], 0, planes, 100, NULL, 0), HUNTERS_EINVAL);
    snprintf(want, sizeof want, "planes of 100 bytes: the handle writes %zu", planes_size);
    ck_assert_str_eq(hunters_ml_errmsg(ml), want);
    ck_assert_int_eq(hunters_ml_observe(ml, games[0], 0, NULL, 0, global, global_size - 1), HUNTERS_EINVAL);
    snprintf(want, sizeof want, "a global vector of %zu floats: the handle writes %zu", global_size - 1, global_size);
    ck_assert_str_eq(hunters_ml_errmsg(ml), want);
    assert_sentinel(planes, N * 3 * planes_size); /* nothing written */
    ck_assert_ptr_eq(hunters_ml_errmsg(ml), buffer);
    /* the const calls leave the message as it was */
    ck_assert_int_eq(hunters_ml_legal_mask(ml, stranger, masks, actions), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_legal_mask(ml, games[0], masks, actions - 1), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_truncated(ml, stranger), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), want);
    assert_sentinel(masks, N * actions);
    /* ... and hunters_ml_observe() with no buffers says why legal_mask refused a game */
    ck_assert_int_eq(hunters_ml_observe(ml, stranger, 0, NULL, 0, NULL, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "a game of another tile set");
    ck_assert_int_eq(hunters_ml_observe(ml, games[0], 1, NULL, 0, NULL, 0), HUNTERS_OK);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "");

    /* hunters_ml_set_layout(): an unknown layout, the layout kept */
    ck_assert_int_eq(hunters_ml_set_layout(ml, 7), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "layout 7 is none: 0 (planes first) or 1 (cells first)");
    ck_assert_int_eq(hunters_ml_layout_of(ml), HUNTERS_ML_PLANES_FIRST);
    ck_assert_int_eq(hunters_ml_set_layout(ml, HUNTERS_ML_PLANES_FIRST), HUNTERS_OK);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "");

    /* hunters_ml_step(): the slot and the reason */
    int32_t acts[N];
    for (int i = 0; i < N; i++) {
        ck_assert_int_gt(hunters_ml_legal_mask(ml, games[i], masks + (size_t)i * actions, actions), 0);
        acts[i] = -1;
        for (size_t a = 0; a < actions && acts[i] < 0; a++)
            if (masks[(size_t)i * actions + a])
                acts[i] = (int32_t)a;
        hashes[i] = hunters_game_hash(games[i]);
    }
    memset(masks, SENTINEL, N * actions);
    uint8_t done[N];
    int32_t players[N];
    memset(done, SENTINEL, sizeof done);
    memset(players, SENTINEL, sizeof players);
    hunters_ml_batch batch = {games, N, acts, planes, global, masks, NULL, done, players, 0};
    ck_assert_int_eq(hunters_ml_step(ml, NULL), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the batch is NULL");
    batch.actions = NULL;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the actions are NULL (a batch of 4)");
    batch.actions = acts;
    batch.games = NULL;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the games are NULL (a batch of 4)");
    batch.games = games;
    hunters_game *kept = games[2];
    games[2] = NULL;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 2: the game is NULL");
    games[2] = stranger;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 2: a game of another tile set");
    games[2] = games[1];
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 2: a game listed twice (also in slot 1)");
    games[2] = kept;
    /* an action the rules refuse: the game's own message (hunters_game_check()) after the slot and action */
    int32_t good = acts[3];
    hunters_move place = hunters_move_place(5, 5, 0); /* not touching the start tile (R3.2) */
    ck_assert_int_eq(hunters_ml_action_of_move(ml, place, &acts[3]), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_check(games[3], place), HUNTERS_EILLEGAL);
    snprintf(want, sizeof want, "slot 3: action %ld is not legal: a tile at (5,5) would not touch the board along "
             "a side; corners are not enough (R3.2)", (long)acts[3]);
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EILLEGAL);
    ck_assert_int_eq(batch.failed, 3);
    ck_assert_str_eq(hunters_ml_errmsg(ml), want);
    /* a deployment while the tile is to be placed: EPHASE, as hunters_game_check() */
    acts[3] = (int32_t)actions - 1;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EPHASE);
    snprintf(want, sizeof want, "slot 3: action %ld is not legal: the drawn tile must be placed first",
             (long)actions - 1);
    ck_assert_str_eq(hunters_ml_errmsg(ml), want);
    acts[3] = (int32_t)actions;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EILLEGAL);
    snprintf(want, sizeof want, "slot 3: action %ld is out of range (0 to %ld, or -1 for none)", (long)actions,
             (long)actions - 1);
    ck_assert_str_eq(hunters_ml_errmsg(ml), want);
    acts[3] = -2;
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EILLEGAL);
    snprintf(want, sizeof want, "slot 3: action -2 is out of range (0 to %ld, or -1 for none)", (long)actions - 1);
    ck_assert_str_eq(hunters_ml_errmsg(ml), want);
    acts[3] = good;
    /* a game over takes no action */
    ck_assert_int_eq(hunters_game_play_random(games[1], 1), HUNTERS_OK);
    hashes[1] = hunters_game_hash(games[1]);
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_EPHASE);
    ck_assert_int_eq(batch.failed, 1);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 1: the game is over: its action must be -1");
    /* nothing changed: the games, the outputs */
    for (int i = 0; i < N; i++)
        ck_assert_uint_eq(hunters_game_hash(games[i]), hashes[i]);
    assert_sentinel(planes, N * 3 * planes_size);
    assert_sentinel(masks, N * actions);
    assert_sentinel(done, sizeof done);
    assert_sentinel((const uint8_t *)players, sizeof players);

    /* hunters_ml_step_views(): the views' own checks */
    hunters_ml_views views;
    memset(&views, 0, sizeof views);
    views.games = games;
    views.count = N;
    views.actions = acts;
    views.views = 0;
    views.planes = planes;
    ck_assert_int_eq(hunters_ml_step_views(ml, &views), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "views is 0: planes or global vectors need at least 1");
    views.views = 2;
    int32_t legal_counts[N];
    views.legal_counts = legal_counts;
    ck_assert_int_eq(hunters_ml_step_views(ml, &views), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "legal_counts without legal");
    views.legal_counts = NULL;
    kept = games[0];
    games[0] = three;
    ck_assert_int_eq(hunters_ml_step_views(ml, &views), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 0: a game of 3 players, views made for 2");
    games[0] = kept;
    ck_assert_int_eq(hunters_ml_step_views(ml, &views), HUNTERS_EPHASE);
    ck_assert_int_eq(views.failed, 1);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 1: the game is over: its action must be -1");
    ck_assert_int_eq(hunters_ml_views_clear(ml, &views, N), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 4 is not below the count, 4");
    ck_assert_int_eq(hunters_ml_views_clear(ml, NULL, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the views are NULL");
    ck_assert_int_eq(hunters_ml_step_views(ml, NULL), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "the views are NULL");
    kept = games[3];
    games[3] = stranger;
    ck_assert_int_eq(hunters_ml_views_clear(ml, &views, 3), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "slot 3: a game of another tile set");
    games[3] = kept;
    /* the arrays' faults as the step says them, not as a game's: views 0
     * with planes was "slot 0: a game of 2 players, views made for 0" */
    views.views = 0;
    ck_assert_int_eq(hunters_ml_views_clear(ml, &views, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "views is 0: planes or global vectors need at least 1");
    views.views = 2;
    views.legal_counts = legal_counts;
    ck_assert_int_eq(hunters_ml_views_clear(ml, &views, 0), HUNTERS_EINVAL);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "legal_counts without legal");
    views.legal_counts = NULL;
    for (int i = 0; i < N; i++)
        ck_assert_uint_eq(hunters_game_hash(games[i]), hashes[i]);
    assert_sentinel(planes, N * 3 * planes_size);
    assert_sentinel(masks, N * actions);

    /* a success empties the message */
    acts[1] = -1;
    ck_assert_int_eq(hunters_ml_step_views(ml, &views), HUNTERS_OK);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "");
    ck_assert_int_eq(hunters_ml_step(ml, NULL), HUNTERS_EINVAL);
    for (int i = 0; i < N; i++)
        acts[i] = -1; /* (the games moved on: only observed) */
    ck_assert_int_eq(hunters_ml_step(ml, &batch), HUNTERS_OK);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "");
    ck_assert_int_eq(hunters_ml_views_clear(ml, NULL, 0), HUNTERS_EINVAL);
    ck_assert_int_eq(hunters_ml_views_clear(ml, &views, 0), HUNTERS_OK);
    ck_assert_str_eq(hunters_ml_errmsg(ml), "");
    ck_assert_ptr_eq(hunters_ml_errmsg(ml), buffer);
    free(planes);
    free(masks);
    free(global);
    hunters_ml_free(ml);
    for (int i = 0; i < N; i++)
        hunters_game_free(games[i]);
    hunters_game_free(three);
    hunters_game_free(stranger);
    hunters_tileset_free(small);
}
END_TEST

/* The reward comes on the step that ends the game (R8.4), also when no
 * action of it does: a caller-draw game left in a draw phase (played on
 * by hunters_game_play()) and stepped with -1 draws its last land tile,
 * which fits nowhere (R3.3), so the game ends there (R8.1). The step gave
 * done = 1 with zero rewards, so the win was never reported; a later step
 * of the finished game, as one of a game ended before it, rewards nothing. */
START_TEST(a_draw_that_ends_the_game_is_rewarded)
{
    for (int incremental = 0; incremental < 2; incremental++) {
        /* X shows forests only: every open position beside the start tile and C needs a meadow */
        hunters_game *g =
            scenario_game(scenario_tiles(START_CAP T_C(1) "tile X 1 FFFF\n forest N E S W\n"), 2, HUNTERS_BONUS_REDRAW);
        turn(g, "C", 0, -1, 2, MEMBER(0)); /* R9.3: a forest of 2 tiles, 4 points */
        ck_assert_int_eq(hunters_game_score(g, 0), 4);
        ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_DRAW); /* player 1 draws X, the last land tile */
        hunters_ml *ml = NULL;
        ck_assert_int_eq(hunters_ml_new(&ml, g, 9), HUNTERS_OK);
        size_t psize = hunters_ml_planes_size(ml);
        uint8_t *planes = calloc(2, psize);
        float rewards[HUNTERS_MAX_PLAYERS];
        uint8_t done = 0;
        int32_t action = -1, players = 0, observers = 0;
        int64_t mark = -1;
        for (int step = 0; step < 2; step++) {
            for (int p = 0; p < HUNTERS_MAX_PLAYERS; p++)
                rewards[p] = 7.0f;
            if (incremental) {
                hunters_ml_views v;
                memset(&v, 0, sizeof v);
                v.games = &g;
                v.count = 1;
                v.actions = &action;
                v.views = 2;
                v.planes = planes;
                v.marks = &mark;
                v.rewards = rewards;
                v.done = &done;
                v.players = &players;
                v.observers = &observers;
                ck_assert_int_eq(hunters_ml_step_views(ml, &v), HUNTERS_OK);
            } else {
                hunters_ml_batch b;
                memset(&b, 0, sizeof b);
                b.games = &g;
                b.count = 1;
                b.actions = &action;
                b.planes = planes;
                b.rewards = rewards;
                b.done = &done;
                b.players = &players;
                ck_assert_int_eq(hunters_ml_step(ml, &b), HUNTERS_OK);
            }
            ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
            ck_assert_int_eq(done, 1);
            ck_assert_int_eq(players, -1);
            /* the first step ended it: player 0 won, 4 to 0; the next one rewards nothing */
            ck_assert(rewards[0] == (step == 0 ? 1.0f : 0.0f));
            ck_assert(rewards[1] == (step == 0 ? -1.0f : 0.0f));
            for (int p = 2; p < HUNTERS_MAX_PLAYERS; p++)
                ck_assert(rewards[p] == 0.0f);
        }
        free(planes);
        hunters_ml_free(ml);
        hunters_game_free(g);
    }
}
END_TEST

/* Whose view a finished game shows (hunters_ml_batch.planes,
 * hunters_ml_views.observers): the player to act before the step. On the
 * step whose move ends it, the player who made the move; on later steps
 * hunters_game_current_player(), which after a last land tile that fitted
 * nowhere (R3.3, R8.1) is the player who drew it, not the one who moved
 * last: the header and doc/ml.md said "the player who moved last" for
 * every step, which the later steps were not. */
START_TEST(a_finished_game_is_seen_by_the_player_to_act_before_the_step)
{
    for (int incremental = 0; incremental < 2; incremental++) {
        hunters_game *g =
            scenario_game(scenario_tiles(START_CAP T_C(1) "tile X 1 FFFF\n forest N E S W\n"), 2, HUNTERS_BONUS_REDRAW);
        place(g, "C", 0, -1, 2);
        hunters_ml *ml = NULL;
        ck_assert_int_eq(hunters_ml_new(&ml, g, 9), HUNTERS_OK);
        size_t psize = hunters_ml_planes_size(ml);
        uint8_t *planes = calloc(2, psize), *seen = malloc(psize);
        uint8_t done = 0;
        int32_t action = -1, observer = -7;
        int64_t mark = -1;
        ck_assert_int_eq(hunters_ml_action_of_move(ml, MEMBER(0), &action), HUNTERS_OK);
        for (int step = 0; step < 2; step++) {
            if (incremental) {
                hunters_ml_views v;
                memset(&v, 0, sizeof v);
                v.games = &g;
                v.count = 1;
                v.actions = &action;
                v.views = 2;
                v.planes = planes;
                v.marks = &mark;
                v.done = &done;
                v.observers = &observer;
                ck_assert_int_eq(hunters_ml_step_views(ml, &v), HUNTERS_OK);
            } else {
                hunters_ml_batch b;
                memset(&b, 0, sizeof b);
                b.games = &g;
                b.count = 1;
                b.actions = &action;
                b.planes = planes;
                b.done = &done;
                ck_assert_int_eq(hunters_ml_step(ml, &b), HUNTERS_OK);
                observer = step == 0 ? 0 : 1; /* the view its planes must show */
            }
            /* player 0's member ended the turn; player 1 drew X, which fitted nowhere: the end */
            ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
            ck_assert_int_eq(done, 1);
            ck_assert_int_eq(observer, step == 0 ? 0 : hunters_game_current_player(g));
            ck_assert_int_eq(hunters_game_current_player(g), 1);
            ck_assert_int_eq(hunters_ml_observe(ml, g, observer, seen, psize, NULL, 0), HUNTERS_OK);
            ck_assert(memcmp(seen, planes + (incremental ? (size_t)observer * psize : 0), psize) == 0);
            action = -1;
        }
        free(planes);
        free(seen);
        hunters_ml_free(ml);
        hunters_game_free(g);
    }
}
END_TEST

/* The handle is one allocation, through the game's allocator: when it
 * fails, hunters_ml_new() says so and leaves nothing, and the handle is
 * given back whole on release. */
START_TEST(handle_allocation_failure_is_clean)
{
    for (int fail = 0; fail < 2; fail++) {
        test_alloc counter;
        hunters_allocator alloc = test_alloc_start(&counter, -1);
        hunters_game_options o = test_alloc_options(&alloc);
        hunters_game *g = NULL;
        ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        long blocks = counter.live_blocks;
        counter.fail_at = fail ? counter.allocations : -1;
        hunters_ml *ml = (hunters_ml *)1;
        ck_assert_int_eq(hunters_ml_new(&ml, g, 0), fail ? HUNTERS_ENOMEM : HUNTERS_OK);
        ck_assert(fail ? ml == NULL : ml != NULL);
        ck_assert_int_eq(counter.live_blocks, blocks + !fail);
        hunters_ml_free(ml);
        ck_assert_int_eq(counter.live_blocks, blocks);
        hunters_game_free(g);
        ck_assert_int_eq(counter.live_blocks, 0);
        ck_assert_uint_eq(counter.live_bytes, 0);
    }
}
END_TEST

static Suite *ml_suite(void)
{
    Suite *s = suite_create("ml");
    TCase *tc = tcase_create("actions");
    tcase_add_test(tc, actions_round_trip_and_mask_is_the_legal_list);
    tcase_add_test(tc, encoding_edges);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tc = tcase_create("observations");
    tcase_add_test(tc, planes_of_a_constructed_position);
    tcase_add_test(tc, planes_along_random_games);
    tcase_add_test(tc, layouts_hold_the_same_bytes);
    tcase_add_test(tc, observations_never_peek);
    tcase_add_test(tc, frontier_plane_of_a_bounded_table);
    tcase_add_test(tc, truncation_on_a_bounded_table_is_the_frame_leaving_the_window);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tc = tcase_create("chance");
    tcase_add_test(tc, chance_is_the_stacks_public_counts);
    tcase_add_test(tc, chance_in_a_deploy_before_a_bonus_draw_is_the_bonus_stack);
    tcase_add_test(tc, chance_is_the_next_draw_at_every_decision);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tc = tcase_create("batch");
    tcase_add_test(tc, batched_step_equals_single_steps);
    tcase_add_test(tc, refused_batch_changes_nothing);
    tcase_add_test(tc, outputs_over_the_games_or_actions_are_refused);
    tcase_add_test(tc, refusals_match_the_c_api);
    tcase_add_test(tc, refusals_say_why_in_the_handle);
    tcase_add_test(tc, a_draw_that_ends_the_game_is_rewarded);
    tcase_add_test(tc, a_finished_game_is_seen_by_the_player_to_act_before_the_step);
    tcase_add_test(tc, handle_allocation_failure_is_clean);
    tcase_add_test(tc, handles_refuse_sets_of_equal_hash_but_other_types);
    tcase_add_test(tc, handles_compare_hash_types_and_sizes_not_tiles);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(ml_suite());
}
