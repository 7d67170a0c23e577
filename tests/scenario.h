/* Helpers for rule scenarios: small tile sets written for one test, games in
 * which the test says which tile is drawn, and one-line turns. */
#ifndef TEST_SCENARIO_H
#define TEST_SCENARIO_H

#include <check.h>
#include <stdint.h>
#include <string.h>

#include "hunters.h"

#define MEMBER(area) hunters_move_deploy((area), HUNTERS_PIECE_MEMBER)
#define HUT(area) hunters_move_deploy((area), HUNTERS_PIECE_HUT)
#define PASS hunters_move_pass()

/* Tiles shared by many scenarios; area numbers in comments. */
#define T_G(n) "tile G " #n " MMMM\n meadow N E S W\n"                          /* 0 meadow */
#define T_V(n) "tile V " #n " FMFM\n forest N S\n meadow E\n meadow W\n"        /* 0 forest, 1 E, 2 W */
#define T_C(n) "tile C " #n " FMMM\n forest N\n meadow E S W\n"                 /* 0 forest, 1 meadow */
#define T_T(n) "tile T " #n " FMFF\n forest N S W\n meadow E\n"                 /* 0 forest, 1 meadow */
#define T_ST(n) "tile ST " #n " MRMR\n river E W\n meadow N E.n W.n\n meadow S E.s W.s\n" /* 0 river */

#define START_CAP "tile START 1 FMMM start\n forest N\n meadow E S W\n"
#define START_CAP_NUGGET "tile START 1 FMMM start\n forest N nugget\n meadow E S W\n"
#define START_GRASS "tile START 1 MMMM start\n meadow N E S W\n"
#define START_SPLIT "tile START 1 FMFM start\n forest N S\n meadow E\n meadow W\n"
#define START_LAKE(fish) "tile START 1 MRMM start\n river E lake\n lake fish=" #fish "\n meadow N E.n E.s S W\n"
#define T_CN(n) "tile CN " #n " FMMM\n forest N nugget\n meadow E S W\n" /* 0 forest, 1 meadow */
#define BONUS_GRASS(n) "tile BG " #n " MMMM bonus\n meadow N E S W\n"     /* 0 meadow */

static inline hunters_tileset *scenario_tiles(const char *text)
{
    hunters_tileset *ts = NULL;
    hunters_error err;
    int rc = hunters_tileset_load_string(&ts, text, strlen(text), NULL, &err);
    ck_assert_msg(rc == HUNTERS_OK, "scenario tiles: %d:%d: %s", err.line, err.column, err.message);
    return ts;
}

/* Options for a scenario: the defaults, except that the test draws every
 * tile. */
static inline hunters_game_options scenario_options(void)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.draw_mode = HUNTERS_DRAW_CALLER;
    return o;
}

/* A game with the given options on the given tiles (NULL: the default set)
 * and number of players; takes over the caller's reference to the tiles. */
static inline hunters_game *scenario_game_with(hunters_tileset *ts, int players, hunters_game_options o)
{
    o.players = players;
    o.tileset = ts;
    hunters_game *g = NULL;
    hunters_error err;
    ck_assert_msg(hunters_game_new(&g, &o, &err) == HUNTERS_OK, "new game: %s", err.message);
    hunters_tileset_free(ts); /* the game keeps its own reference */
    return g;
}

/* A game on the given tiles in which the test draws every tile. */
static inline hunters_game *scenario_game(hunters_tileset *ts, int players, int bonus_rule)
{
    hunters_game_options o = scenario_options();
    o.bonus_rule = bonus_rule;
    return scenario_game_with(ts, players, o);
}

static inline int type_of(const hunters_game *g, const char *name)
{
    int t = hunters_tileset_type_find(hunters_game_tileset(g), name);
    ck_assert_msg(t >= 0, "no tile type %s", name);
    return t;
}

static inline void draw(hunters_game *g, const char *name)
{
    int rc = hunters_game_draw(g, type_of(g, name));
    ck_assert_msg(rc == HUNTERS_OK, "draw %s: %s", name, hunters_game_errmsg(g));
}

static inline void play_ok(hunters_game *g, hunters_move m)
{
    char text[32];
    hunters_move_format(m, text, sizeof text);
    int rc = hunters_game_play(g, m);
    ck_assert_msg(rc == HUNTERS_OK, "%s: %s (%s)", text, hunters_strerror(rc), hunters_game_errmsg(g));
}

/* A whole turn: draw the named tile, place it, then deploy (or pass). */
static inline void turn(hunters_game *g, const char *name, int x, int y, int rotation, hunters_move deploy)
{
    draw(g, name);
    play_ok(g, hunters_move_place(x, y, rotation));
    play_ok(g, deploy);
}

/* Placement only, for bonus tiles and for tests that look between steps. */
static inline void place(hunters_game *g, const char *name, int x, int y, int rotation)
{
    draw(g, name);
    play_ok(g, hunters_move_place(x, y, rotation));
}

/* A move refused with the given status and a message containing the given
 * words, by hunters_game_check() as by hunters_game_play(), changing nothing
 * (the hash and the event log stay as they were). */
static inline void assert_rejected(hunters_game *g, hunters_move m, int status, const char *why)
{
    uint64_t hash = hunters_game_hash(g);
    int events = hunters_game_event_count(g);
    ck_assert_int_eq(hunters_game_check(g, m), status);
    ck_assert_int_eq(hunters_game_play(g, m), status);
    ck_assert_msg(strstr(hunters_game_errmsg(g), why) != NULL, "message '%s' lacks '%s'",
                  hunters_game_errmsg(g), why);
    ck_assert_uint_eq(hunters_game_hash(g), hash);
    ck_assert_int_eq(hunters_game_event_count(g), events);
}

static inline int count_events(const hunters_game *g, int type)
{
    int n = 0, total = hunters_game_event_count(g);
    for (int i = 0; i < total; i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        n += e.type == type;
    }
    return n;
}

/* Sum of the points events of a player for one reason (or any, with -1). */
static inline int points_for(const hunters_game *g, int player, int reason)
{
    int sum = 0, total = hunters_game_event_count(g);
    for (int i = 0; i < total; i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        if (e.type == HUNTERS_EVENT_POINTS && e.player == player && (reason < 0 || e.reason == reason))
            sum += e.points;
    }
    return sum;
}

static inline int has_move(const hunters_game *g, hunters_move m)
{
    hunters_move moves[512];
    int n = hunters_game_legal_moves(g, moves, 512);
    for (int i = 0; i < n && i < 512; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

#endif
