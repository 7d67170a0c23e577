/* The bots, the redetermination and the projection: bots play only legal
 * moves (R3.2, R4) in both draw modes for 2 to 5 players; the same seed
 * and iteration budget give the same move; a bot never peeks at the hidden
 * order of the stacks; the projection is the final scoring (R5, R8); the
 * memory of a call stays within its bound and every allocation failure is
 * clean. Budgets are tiny: nothing here depends on timing. */
#include <check.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fast_assert.h"
#include "bot_games.h"
#include "hunters.h"
#include "test_alloc.h"

/* ---- helpers ------------------------------------------------------------- */

/* Draws in caller mode (the engine draws by itself in engine mode). */
static void draw_if_needed(hunters_game *g)
{
    while (hunters_game_phase(g) == HUNTERS_PHASE_DRAW || hunters_game_phase(g) == HUNTERS_PHASE_DRAW_BONUS)
        EXPECT_EQ(hunters_game_draw_random(g), HUNTERS_OK);
}

/* Advances a game by a few uniformly random moves. */
static void advance(hunters_game *g, int moves, uint64_t seed)
{
    hunters_bot_options r = bot(HUNTERS_BOT_RANDOM, seed, 0);
    for (int i = 0; i < moves && hunters_game_phase(g) != HUNTERS_PHASE_OVER; i++) {
        draw_if_needed(g);
        if (!deciding(g))
            break;
        hunters_move m;
        r.seed = seed * 31 + (uint64_t)i;
        EXPECT_EQ(hunters_bot_choose(g, &r, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
    draw_if_needed(g);
}

/* ---- legality ------------------------------------------------------------ */

/* R3.2, R4: every move a bot returns is legal, in whole games. */
START_TEST(bots_play_only_legal_moves)
{
    load_tiles();
    int kind = HUNTERS_BOT_RANDOM + _i % 4;
    int mode = _i / 4 % 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    for (int players = 2; players <= 5; players++) {
        hunters_game *g = new_game(players, mode, (uint64_t)(100 + _i * 10 + players), NULL);
        hunters_bot_options b = bot(kind, (uint64_t)_i, 6);
        int decisions = 0;
        for (;;) {
            draw_if_needed(g);
            if (hunters_game_phase(g) == HUNTERS_PHASE_OVER)
                break;
            hunters_move m;
            b.seed++;
            EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
            EXPECT_EQ(hunters_game_check(g, m), HUNTERS_OK);
            EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
            decisions++;
        }
        EXPECT_GT(decisions, 40);
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_EPHASE);
        EXPECT(strstr(hunters_game_errmsg(g), "the game is over") != NULL);
        hunters_game_free(g);
    }
    free_tiles();
}
END_TEST

/* A tile that looks the same in every rotation (L1: a lake in a meadow)
 * gives one candidate per deployment, not four: the search does not spread
 * its visits over rotations that make the same board (R3.2 lists all four
 * rotations as legal placements). */
START_TEST(symmetric_tiles_are_one_candidate)
{
    load_tiles();
    hunters_game *g = new_game(2, HUNTERS_DRAW_CALLER, 1, NULL);
    EXPECT_EQ(hunters_game_draw(g, hunters_tileset_type_find(tiles, "L1")), HUNTERS_OK);
    hunters_move moves[64];
    int legal = hunters_game_legal_moves(g, moves, 64);
    EXPECT(legal > 0 && legal % 4 == 0); /* every rotation fits where one does */
    hunters_advice a[64];
    for (int kind = HUNTERS_BOT_GREEDY; kind <= HUNTERS_BOT_MCTS2; kind++) {
        hunters_bot_options b = bot(kind, 3, 200);
        int n = hunters_bot_advise(g, &b, a, 64);
        EXPECT_EQ(n, legal / 4 * 3); /* per position: hunter on the meadow, hut on the lake, pass */
        for (int i = 0; i < n; i++)
            EXPECT_EQ(hunters_move_rotation(a[i].place), 0);
    }
    hunters_game_free(g);
    free_tiles();
}
END_TEST

START_TEST(bot_rejects_draw_phase_and_bad_options)
{
    load_tiles();
    hunters_game *g = new_game(2, HUNTERS_DRAW_CALLER, 1, NULL);
    hunters_move m;
    hunters_bot_options b = bot(HUNTERS_BOT_MCTS, 1, 10);
    EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_EPHASE); /* R3.1: a tile must be drawn first */
    /* every bot says why, the random one too (it said only "no decision to make now") */
    for (int kind = HUNTERS_BOT_RANDOM; kind <= HUNTERS_BOT_MCTS2; kind++) {
        hunters_bot_options k = bot(kind, 1, 10);
        hunters_advice adv[2];
        EXPECT_EQ(hunters_bot_choose(g, &k, &m), HUNTERS_EPHASE);
        EXPECT(strstr(hunters_game_errmsg(g), "a tile must be drawn first") != NULL);
        EXPECT_EQ(hunters_bot_advise(g, &k, adv, 2), HUNTERS_EPHASE);
        EXPECT(strstr(hunters_game_errmsg(g), "a tile must be drawn first") != NULL);
    }
    draw_if_needed(g);
    EXPECT_EQ(hunters_bot_choose(NULL, &b, &m), HUNTERS_EINVAL);
    /* a NULL out argument sets the message too, never leaving an older one */
    EXPECT_EQ(hunters_game_play(g, hunters_move_pass()), HUNTERS_EPHASE);
    EXPECT_EQ(hunters_bot_choose(g, &b, NULL), HUNTERS_EINVAL);
    EXPECT(strstr(hunters_game_errmsg(g), "move is NULL") != NULL);
    EXPECT_EQ(hunters_game_play(g, hunters_move_pass()), HUNTERS_EPHASE);
    EXPECT_EQ(hunters_bot_advise(g, &b, NULL, 3), HUNTERS_EINVAL);
    EXPECT(strstr(hunters_game_errmsg(g), "advice is NULL") != NULL);
    hunters_bot_options bad = b;
    bad.version = 99;
    EXPECT_EQ(hunters_bot_choose(g, &bad, &m), HUNTERS_EINVAL);
    bad = b;
    bad.kind = 9;
    EXPECT_EQ(hunters_bot_choose(g, &bad, &m), HUNTERS_EINVAL);
    bad = b;
    bad.iterations = 0;
    EXPECT_EQ(hunters_bot_choose(g, &bad, &m), HUNTERS_EINVAL); /* no budget at all */
    bad = b;
    bad.threads = 2;
    EXPECT_EQ(hunters_bot_choose(g, &bad, &m), HUNTERS_EINVAL);
    /* a reserved field set: refused, named, the game unchanged (so a later
     * version may give the fields a meaning) */
    for (size_t i = 0; i < sizeof bad.reserved / sizeof bad.reserved[0]; i++) {
        uint64_t hash = hunters_game_hash(g);
        int events = hunters_game_event_count(g);
        hunters_advice adv[2];
        bad = b;
        bad.reserved[i] = i % 2 ? -1 : 1;
        EXPECT_EQ(hunters_bot_choose(g, &bad, &m), HUNTERS_EINVAL);
        EXPECT(strstr(hunters_game_errmsg(g), "reserved fields must be 0") != NULL);
        EXPECT_EQ(hunters_bot_advise(g, &bad, adv, 2), HUNTERS_EINVAL);
        EXPECT(strstr(hunters_game_errmsg(g), "reserved fields must be 0") != NULL);
        EXPECT_EQ(hunters_bot_memory(g, &bad), 0);
        EXPECT_U64_EQ(hunters_game_hash(g), hash);
        EXPECT_EQ(hunters_game_event_count(g), events);
    }
    bad = b;
    bad.max_nodes = 0;
    EXPECT_EQ(hunters_bot_choose(g, &bad, &m), HUNTERS_EINVAL);
    EXPECT_EQ(hunters_bot_memory(g, &bad), 0);
    EXPECT(strlen(hunters_game_errmsg(g)) > 0);
    EXPECT_EQ(hunters_bot_choose(g, NULL, &m), HUNTERS_OK); /* defaults: MCTS, 1000 iterations */
    EXPECT_EQ(hunters_game_check(g, m), HUNTERS_OK);
    EXPECT_EQ(hunters_bot_advise(g, &b, NULL, 1), HUNTERS_EINVAL);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* ---- determinism and no peeking ------------------------------------------ */

START_TEST(same_seed_same_move)
{
    load_tiles();
    hunters_game *g = new_game(3, HUNTERS_DRAW_ENGINE, 77, NULL);
    for (int step = 0; step < 12; step++) {
        advance(g, 3, (uint64_t)step);
        if (!deciding(g))
            break;
        for (int kind = HUNTERS_BOT_RANDOM; kind <= HUNTERS_BOT_MCTS2; kind++) {
            hunters_bot_options b = bot(kind, 5 + (uint64_t)step, 40);
            hunters_move a, c;
            EXPECT_EQ(hunters_bot_choose(g, &b, &a), HUNTERS_OK);
            hunters_game *fresh = NULL; /* a clone has no plan: the second call searches too */
            ck_assert_int_eq(hunters_game_clone(&fresh, g), HUNTERS_OK);
            EXPECT_EQ(hunters_bot_choose(fresh, &b, &c), HUNTERS_OK);
            hunters_game_free(fresh);
            EXPECT_U64_EQ(a, c);
            hunters_advice x[8], y[8];
            int n = hunters_bot_advise(g, &b, x, 8);
            EXPECT_GT(n, 0);
            EXPECT_EQ(hunters_bot_advise(g, &b, y, 8), n);
            EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(n < 8 ? n : 8)) == 0);
            if (kind != HUNTERS_BOT_RANDOM) /* the advice's first turn is the move chosen */
                EXPECT_U64_EQ(x[0].place ? x[0].place : x[0].deploy, a);
        }
    }
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* The hint shown at a place decision is the whole turn the bot then plays
 * (R3.2 placement, R3.4 deployment), though each call brings a new seed as
 * the frontends' bots do: the bot keeps the turn it chose. Every turn of
 * 100 games, both search bots. */
START_TEST(hint_and_move_agree)
{
    load_tiles();
    int turns = 0, deployments = 0;
    for (int game = 0; game < 100; game++) {
        hunters_game *g = new_game(2 + game % 2, HUNTERS_DRAW_ENGINE, 5000 + (uint64_t)game, NULL);
        int kinds[4] = {HUNTERS_BOT_MCTS, HUNTERS_BOT_MCTS2, HUNTERS_BOT_MCTS, HUNTERS_BOT_GREEDY};
        int kind = kinds[game % 4];
        uint64_t seed = 1000 * (uint64_t)game;
        while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            draw_if_needed(g);
            if (!deciding(g))
                break;
            hunters_move move;
            if (!placing(g)) {
                hunters_bot_options b = bot(kind, seed++, 6); /* a deployment after another bot's turn */
                EXPECT_EQ(hunters_bot_choose(g, &b, &move), HUNTERS_OK);
                EXPECT_EQ(hunters_game_play(g, move), HUNTERS_OK);
                continue;
            }
            hunters_bot_options b = bot(kind, seed++, 6);
            hunters_advice hint;
            EXPECT_GE(hunters_bot_advise(g, &b, &hint, 1), 1);
            b.seed = seed++;
            EXPECT_EQ(hunters_bot_choose(g, &b, &move), HUNTERS_OK);
            EXPECT_U64_EQ(move, hint.place);
            EXPECT_EQ(hunters_game_play(g, move), HUNTERS_OK);
            hunters_advice again;
            b.seed = seed++; /* the hint asked again at the deploy decision */
            EXPECT_GE(hunters_bot_advise(g, &b, &again, 1), 1);
            EXPECT_U64_EQ(again.deploy, hint.deploy);
            b.seed = seed++;
            EXPECT_EQ(hunters_bot_choose(g, &b, &move), HUNTERS_OK);
            EXPECT_U64_EQ(move, hint.deploy);
            deployments += hunters_move_kind(move) == HUNTERS_MOVE_DEPLOY;
            EXPECT_EQ(hunters_game_play(g, move), HUNTERS_OK);
            turns++;
        }
        hunters_game_free(g);
    }
    EXPECT_GE(turns, 100 * 30);
    EXPECT_GE(deployments, 100 * 5);
    free_tiles();
}
END_TEST

/* Public information is the same in two games: what a bot may look at. */
static void expect_same_public_state(const hunters_game *a, const hunters_game *b)
{
    EXPECT_EQ(hunters_game_phase(a), hunters_game_phase(b));
    EXPECT_EQ(hunters_game_current_player(a), hunters_game_current_player(b));
    EXPECT_EQ(hunters_game_tile_in_hand(a), hunters_game_tile_in_hand(b));
    EXPECT_EQ(hunters_game_placed_count(a), hunters_game_placed_count(b));
    for (int p = 0; p < hunters_game_player_count(a); p++) {
        EXPECT_EQ(hunters_game_score(a, p), hunters_game_score(b, p));
        EXPECT_EQ(hunters_game_supply(a, p, HUNTERS_PIECE_MEMBER), hunters_game_supply(b, p, HUNTERS_PIECE_MEMBER));
        EXPECT_EQ(hunters_game_supply(a, p, HUNTERS_PIECE_HUT), hunters_game_supply(b, p, HUNTERS_PIECE_HUT));
    }
    for (int t = 0; t < hunters_tileset_type_count(hunters_game_tileset(a)); t++)
        EXPECT_EQ(hunters_game_tiles_left(a, t), hunters_game_tiles_left(b, t));
    EXPECT_EQ(hunters_game_legal_moves(a, NULL, 0), hunters_game_legal_moves(b, NULL, 0));
}

/* Two copies of one game redetermined with different seeds hide different
 * futures, yet every bot gives both the same move: the MCTS2 bot's
 * rollouts, where every player places and deploys, included. */
START_TEST(bots_never_peek)
{
    load_tiles();
    int mode = _i ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    hunters_game *g = new_game(2, mode, 4242, NULL);
    hunters_game *a = NULL, *b = NULL;
    int positions = 0, futures_differ = 0;
    for (int step = 0; step < 25; step++) {
        advance(g, 3, 900 + (uint64_t)step);
        if (!deciding(g))
            break;
        ck_assert_int_eq(hunters_game_clone(&a, g), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&b, g), HUNTERS_OK);
        EXPECT_EQ(hunters_game_redetermine(a, 1), HUNTERS_OK);
        EXPECT_EQ(hunters_game_redetermine(b, 2), HUNTERS_OK);
        expect_same_public_state(a, b);
        expect_same_public_state(a, g);
        for (int kind = HUNTERS_BOT_RANDOM; kind <= HUNTERS_BOT_MCTS2; kind++) {
            hunters_bot_options o = bot(kind, 31 + (uint64_t)step, 30);
            hunters_move ma, mb, mg;
            EXPECT_EQ(hunters_bot_choose(a, &o, &ma), HUNTERS_OK);
            EXPECT_EQ(hunters_bot_choose(b, &o, &mb), HUNTERS_OK);
            EXPECT_EQ(hunters_bot_choose(g, &o, &mg), HUNTERS_OK);
            EXPECT_U64_EQ(ma, mb);
            EXPECT_U64_EQ(ma, mg);
        }
        /* the hidden order really differs: play both to the end at random */
        hunters_game_play_random(a, 7);
        hunters_game_play_random(b, 7);
        futures_differ += hunters_game_score(a, 0) != hunters_game_score(b, 0) ||
                          hunters_game_score(a, 1) != hunters_game_score(b, 1);
        hunters_game_free(a);
        hunters_game_free(b);
        a = b = NULL;
        positions++;
    }
    EXPECT_GE(positions, 20);
    if (mode == HUNTERS_DRAW_ENGINE)
        EXPECT_GE(futures_differ, positions / 2);
    EXPECT_EQ(hunters_game_redetermine(NULL, 1), HUNTERS_EINVAL);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* R3.1: after redetermination the next draws are a fresh sample of the
 * tiles left, each tile left still drawable. */
START_TEST(redetermined_draws_are_tiles_left)
{
    load_tiles();
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 5, NULL);
    advance(g, 20, 3);
    int drawn_types = 0;
    int types = hunters_tileset_type_count(tiles);
    char *seen = calloc((size_t)types, 1);
    hunters_move moves[4096];
    for (uint64_t seed = 0; seed < 200; seed++) {
        hunters_game *c = NULL;
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        hunters_game_redetermine(c, seed);
        /* finish the turn by passing: the next tile drawn comes from the new order */
        if (hunters_game_phase(c) == HUNTERS_PHASE_PLACE) {
            EXPECT_GT(hunters_game_legal_moves(c, moves, 4096), 0);
            EXPECT_EQ(hunters_game_play(c, moves[0]), HUNTERS_OK);
        }
        if (hunters_game_phase(c) == HUNTERS_PHASE_DEPLOY)
            EXPECT_EQ(hunters_game_play(c, hunters_move_pass()), HUNTERS_OK);
        int t = hunters_game_tile_in_hand(c);
        if (t >= 0) {
            EXPECT_GT(hunters_game_tiles_left(g, t), 0);
            drawn_types += !seen[t];
            seen[t] = 1;
        }
        hunters_game_free(c);
    }
    EXPECT_GE(drawn_types, 5);
    free(seen);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* ---- budgets and advice -------------------------------------------------- */

START_TEST(tiny_budgets_and_advice)
{
    load_tiles();
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 11, NULL);
    advance(g, 10, 1);
    hunters_bot_options b = bot(HUNTERS_BOT_MCTS, 3, 1);
    hunters_advice adv[512];
    int n = hunters_bot_advise(g, &b, adv, 512);
    EXPECT_GT(n, 1);
    long visits = 0;
    for (int i = 0; i < n && i < 512; i++)
        visits += adv[i].visits;
    EXPECT_EQ(visits, 1); /* one iteration, one rollout */
    b.iterations = 50;
    n = hunters_bot_advise(g, &b, adv, 512);
    visits = 0;
    for (int i = 0; i < n && i < 512; i++) {
        visits += adv[i].visits;
        if (i > 0) /* best first */
            EXPECT_GE(adv[i - 1].visits, adv[i].visits);
        EXPECT(adv[i].place != 0); /* a place phase: whole turns */
        char text[160];
        size_t len = hunters_advice_format(&adv[i], text, sizeof text);
        EXPECT(len > 0 && len < sizeof text);
        EXPECT(strncmp(text, "place ", 6) == 0);
        EXPECT(strstr(text, adv[i].visits == 1 ? " 1 visit, mean " : "visits, mean ") != NULL);
    }
    EXPECT_EQ(visits, 50);
    /* a time budget alone stops (the move may vary, it is legal) */
    b.iterations = 0;
    b.milliseconds = 1;
    hunters_move m;
    EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
    EXPECT_EQ(hunters_game_check(g, m), HUNTERS_OK);
    /* max_nodes bounds the candidates kept */
    b = bot(HUNTERS_BOT_MCTS, 3, 20);
    b.max_nodes = 3;
    EXPECT_EQ(hunters_bot_advise(g, &b, adv, 512), 3);
    /* the capacity changes only what is written: 0 (NULL) counts, 1 writes
     * the first, the largest writes the count and nothing past it */
    for (int kind = HUNTERS_BOT_RANDOM; kind <= HUNTERS_BOT_MCTS2; kind++) {
        hunters_bot_options k = bot(kind, 6, 20);
        k.max_nodes = 40;
        hunters_game *c = NULL; /* clones: no plan between the calls */
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        int all = hunters_bot_advise(c, &k, adv, 512);
        hunters_game_free(c);
        EXPECT(all > 1 && all <= 40);
        hunters_advice more[48], one[2];
        memset(more, 0x5a, sizeof more);
        memset(one, 0x5a, sizeof one);
        unsigned char filler[sizeof more[0]];
        memset(filler, 0x5a, sizeof filler);
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_advise(c, &k, NULL, 0), all);
        hunters_game_free(c);
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_advise(c, &k, one, 1), all);
        hunters_game_free(c);
        EXPECT(memcmp(&one[0], &adv[0], sizeof one[0]) == 0 && memcmp(&one[1], filler, sizeof filler) == 0);
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_advise(c, &k, more, SIZE_MAX), all);
        hunters_game_free(c);
        EXPECT(memcmp(more, adv, sizeof more[0] * (size_t)all) == 0);
        for (int i = all; i < 48; i++)
            EXPECT(memcmp(&more[i], filler, sizeof filler) == 0);
    }
    /* in the deploy phase: the placement is fixed, candidates are deployments */
    EXPECT_EQ(hunters_bot_choose(g, NULL, &m), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    EXPECT_EQ(hunters_game_phase(g), HUNTERS_PHASE_DEPLOY);
    b.max_nodes = 4096;
    n = hunters_bot_advise(g, &b, adv, 512);
    EXPECT_EQ(n, hunters_game_legal_moves(g, NULL, 0));
    for (int i = 0; i < n; i++) {
        EXPECT(adv[i].place == 0);
        EXPECT_EQ(hunters_game_check(g, adv[i].deploy), HUNTERS_OK);
    }
    /* the text form */
    hunters_advice a;
    memset(&a, 0, sizeof a);
    a.place = hunters_move_place(2, -1, 1);
    a.deploy = hunters_move_deploy(3, HUNTERS_PIECE_MEMBER);
    a.role = HUNTERS_ROLE_HUNTER;
    a.area_kind = HUNTERS_AREA_MEADOW;
    a.items[HUNTERS_ITEM_DEER] = 3;
    a.items[HUNTERS_ITEM_TIGER] = 1;
    a.visits = 412;
    a.mean = 6.3;
    a.wins = 0.58;
    char text[160];
    hunters_advice_format(&a, text, sizeof text);
    ck_assert_str_eq(text, "place 2 -1 r1, hunter on a meadow (area 3: 3 deer, 1 tiger): "
                           "412 visits, mean +6.3, wins 58%");
    a.wins = -1; /* not searched: no share of wins */
    hunters_advice_format(&a, text, sizeof text);
    ck_assert_str_eq(text, "place 2 -1 r1, hunter on a meadow (area 3: 3 deer, 1 tiger): 412 visits, mean +6.3");
    a.place = 0;
    a.deploy = hunters_move_pass();
    a.wins = 0;
    hunters_advice_format(&a, text, sizeof text);
    ck_assert_str_eq(text, "pass: 412 visits, mean +6.3, wins 0%");
    a.visits = 1; /* greedy advice: one visit, singular */
    a.wins = -1;
    hunters_advice_format(&a, text, sizeof text);
    ck_assert_str_eq(text, "pass: 1 visit, mean +6.3");
    EXPECT_EQ(hunters_advice_format(NULL, text, sizeof text), 0);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* hunters_advice_format() is snprintf(): every buffer size from 0 up gets
 * the same length back and the text's first size - 1 bytes, nothing is
 * written past size, and a NULL buffer of size 0 measures. The caller's
 * advice may hold any double: the largest ones (some 310 digits each) are
 * written whole, the length counting all of it (the line was cut at 511
 * bytes of figures, and its length with it, so no buffer got it whole). */
START_TEST(advice_format_is_snprintf)
{
    hunters_advice a;
    memset(&a, 0, sizeof a);
    a.place = hunters_move_place(-12, 30, 3);
    a.deploy = hunters_move_deploy(2, HUNTERS_PIECE_HUT);
    a.role = HUNTERS_ROLE_HUT;
    a.area_kind = HUNTERS_AREA_LAKE;
    a.items[HUNTERS_ITEM_FISH] = 7;
    a.visits = 9;
    a.mean = -2.25;
    a.wins = 0.125;
    char full[256], buf[300];
    size_t len = hunters_advice_format(&a, full, sizeof full);
    ck_assert_str_eq(full, "place -12 30 r3, hut on a lake (area 2: 7 fish): 9 visits, mean -2.2, wins 12%");
    EXPECT_EQ(hunters_advice_format(&a, NULL, 0), len);
    for (size_t size = 0; size <= len + 2; size++) {
        memset(buf, '#', sizeof buf);
        EXPECT_EQ(hunters_advice_format(&a, buf, size), len);
        for (size_t k = size; k < sizeof buf; k++)
            EXPECT(buf[k] == '#');
        if (size == 0)
            continue;
        size_t kept = size - 1 < len ? size - 1 : len;
        EXPECT_EQ(strlen(buf), kept);
        EXPECT(strncmp(buf, full, kept) == 0);
    }
    /* the largest figures a double holds */
    static char big[2048];
    a.visits = INT32_MIN;
    a.mean = -DBL_MAX;
    a.wins = DBL_MAX / 100;
    len = hunters_advice_format(&a, big, sizeof big);
    EXPECT_EQ(strlen(big), len);
    EXPECT_GT(len, 600);
    EXPECT(strstr(big, ": -2147483648 visits, mean -17976931348623157") != NULL);
    EXPECT(strstr(big, ", wins 17976931348623157") != NULL);
    EXPECT(big[len - 1] == '%');
    EXPECT_EQ(hunters_advice_format(&a, NULL, 0), len);
}
END_TEST

/* The greedy bot takes the turn with the best projected difference. */
START_TEST(greedy_takes_the_best_projection)
{
    load_tiles();
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 21, NULL);
    advance(g, 16, 2);
    hunters_bot_options b = bot(HUNTERS_BOT_GREEDY, 0, 0);
    hunters_advice adv[1024];
    int n = hunters_bot_advise(g, &b, adv, 1024);
    EXPECT_GT(n, 1);
    for (int i = 1; i < n && i < 1024; i++) {
        EXPECT(adv[i - 1].mean >= adv[i].mean);
        EXPECT(adv[i].wins == -1); /* not searched */
    }
    hunters_game *c = NULL;
    ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play(c, adv[0].place), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play(c, adv[0].deploy), HUNTERS_OK);
    int32_t s[2];
    hunters_game_project_scores(c, s);
    int me = hunters_game_current_player(g);
    EXPECT_EQ((long)adv[0].mean, (long)(s[me] - s[1 - me]));
    hunters_game_free(c);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* ---- projection ---------------------------------------------------------- */

/* R8: on the last tile, passing ends the game; the projection made in its
 * deploy phase (R5 for what it completes, R8.1-R8.3 for the rest) is then
 * the final score, and projecting changes nothing. */
START_TEST(projection_is_the_final_scoring)
{
    load_tiles();
    int checked = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        hunters_game *g = new_game(2 + (int)(seed % 4), HUNTERS_DRAW_ENGINE, seed, NULL);
        uint64_t rng = seed;
        while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            int32_t before[HUNTERS_MAX_PLAYERS], projected[HUNTERS_MAX_PLAYERS];
            int last = hunters_game_stack_size(g, 0) == 0;
            if (last && hunters_game_phase(g) == HUNTERS_PHASE_DEPLOY) {
                uint64_t hash = hunters_game_hash(g);
                EXPECT_EQ(hunters_game_project_scores(g, projected), HUNTERS_OK);
                EXPECT_U64_EQ(hunters_game_hash(g), hash);
                EXPECT_EQ(hunters_game_play(g, hunters_move_pass()), HUNTERS_OK);
                if (hunters_game_phase(g) == HUNTERS_PHASE_OVER) { /* no bonus tile followed */
                    for (int p = 0; p < hunters_game_player_count(g); p++)
                        EXPECT_EQ(hunters_game_score(g, p), projected[p]);
                    checked++;
                }
                continue;
            }
            hunters_game_project_scores(g, before);
            for (int p = 0; p < hunters_game_player_count(g); p++)
                EXPECT_GE(before[p], hunters_game_score(g, p));
            hunters_bot_options r = bot(HUNTERS_BOT_RANDOM, rng++, 0);
            hunters_move m;
            EXPECT_EQ(hunters_bot_choose(g, &r, &m), HUNTERS_OK);
            EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
        }
        int32_t final[HUNTERS_MAX_PLAYERS];
        hunters_game_project_scores(g, final);
        for (int p = 0; p < hunters_game_player_count(g); p++)
            EXPECT_EQ(final[p], hunters_game_score(g, p));
        hunters_game_free(g);
    }
    EXPECT_GE(checked, 40);
    int32_t s[2];
    EXPECT_EQ(hunters_game_project_scores(NULL, s), HUNTERS_EINVAL);
    free_tiles();
}
END_TEST

/* R8.2 with more standing pieces than the projection keeps on its stack:
 * 2 players with 99 huts each put one on the lone lake (R7.1) of every
 * tile but the last of a line of 90, each its own river system worth its
 * one fish; the projection in the last tile's deploy phase is the final
 * score. */
START_TEST(projection_counts_every_hut)
{
    static const char text[] = "tile S 1 MMMM start\n meadow N E S W\n"
                               "tile L 90 MMMM\n lake fish=1\n meadow N E S W\n";
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_string(&ts, text, sizeof text - 1, NULL, NULL), HUNTERS_OK);
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.members = 0;
    o.huts = 99;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    int32_t projected[2] = {-1, -1};
    for (int k = 1; hunters_game_phase(g) != HUNTERS_PHASE_OVER; k++) {
        EXPECT_EQ(hunters_game_play(g, hunters_move_place(k, 0, 0)), HUNTERS_OK);
        if (hunters_game_stack_size(g, 0) > 0) {
            EXPECT_EQ(hunters_game_play(g, hunters_move_deploy(0, HUNTERS_PIECE_HUT)), HUNTERS_OK);
            continue;
        }
        /* the last tile: the projection, then a pass ends the game (R8.1) */
        EXPECT_EQ(hunters_game_project_scores(g, projected), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, hunters_move_pass()), HUNTERS_OK);
    }
    EXPECT_EQ(hunters_game_supply(g, 0, HUNTERS_PIECE_HUT) + hunters_game_supply(g, 1, HUNTERS_PIECE_HUT), 2 * 99 - 89);
    EXPECT_EQ(hunters_game_score(g, 0), 45); /* the first player's 45 huts, the second's 44 */
    EXPECT_EQ(hunters_game_score(g, 1), 44);
    EXPECT_EQ(projected[0], 45);
    EXPECT_EQ(projected[1], 44);
    hunters_game_free(g);
    hunters_tileset_free(ts);
}
END_TEST

/* ---- memory -------------------------------------------------------------- */

/* A call's memory stays within hunters_bot_memory() and is all returned. */
START_TEST(memory_stays_within_the_bound)
{
    load_tiles();
    test_alloc counter;
    test_alloc_init(&counter, -1);
    hunters_allocator alloc = {test_alloc_fn, &counter};
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 8, &alloc);
    for (int step = 0; step < 10; step++) {
        advance(g, 5, (uint64_t)step);
        if (!deciding(g))
            break;
        for (int kind = HUNTERS_BOT_RANDOM; kind <= HUNTERS_BOT_MCTS2; kind++) {
            hunters_bot_options b = bot(kind, 1, 20);
            b.max_nodes = step % 2 ? 8 : 4096;
            size_t bound = hunters_bot_memory(g, &b);
            EXPECT_GT(bound, 0);
            size_t base = counter.live_bytes;
            long blocks = counter.live_blocks;
            counter.peak_bytes = base;
            hunters_move m;
            hunters_advice adv[4];
            EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
            EXPECT_GE(hunters_bot_advise(g, &b, adv, 4), 1);
            EXPECT_LE(counter.peak_bytes - base, bound);
            EXPECT_EQ(counter.live_bytes, base);
            EXPECT_EQ(counter.live_blocks, blocks);
        }
    }
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
    free_tiles();
}
END_TEST

/* Every allocation of a bot call may fail: HUNTERS_ENOMEM, no leak, the
 * game unchanged. */
START_TEST(allocation_failure_is_clean)
{
    load_tiles();
    test_alloc counter;
    test_alloc_init(&counter, -1);
    hunters_allocator alloc = {test_alloc_fn, &counter};
    hunters_game *g = new_game(3, HUNTERS_DRAW_ENGINE, 9, &alloc);
    advance(g, 12, 4);
    uint64_t hash = hunters_game_hash(g);
    for (int kind = HUNTERS_BOT_RANDOM; kind <= HUNTERS_BOT_MCTS2; kind++) {
        int failures = 0;
        for (long k = 0;; k++) {
            hunters_bot_options b = bot(kind, 2, 10);
            long blocks = counter.live_blocks;
            counter.allocations = 0;
            counter.fail_at = k;
            hunters_move m = 0;
            int rc = hunters_bot_choose(g, &b, &m);
            counter.fail_at = -1;
            EXPECT_EQ(counter.live_blocks, blocks);
            EXPECT_U64_EQ(hunters_game_hash(g), hash);
            if (rc == HUNTERS_OK)
                break;
            EXPECT_EQ(rc, HUNTERS_ENOMEM);
            failures++;
            counter.allocations = 0;
            counter.fail_at = k;
            hunters_advice adv[2];
            EXPECT_EQ(hunters_bot_advise(g, &b, adv, 2), HUNTERS_ENOMEM);
            counter.fail_at = -1;
            EXPECT_EQ(counter.live_blocks, blocks);
        }
        EXPECT_GE(failures, kind == HUNTERS_BOT_RANDOM ? 1 : 3);
    }
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
    free_tiles();
}
END_TEST

/* Whether two games are the same game: state, event log, record, and the
 * future their generators draw (both played on at random with one seed). */
static void expect_same_game(const hunters_game *a, const hunters_game *b)
{
    EXPECT_U64_EQ(hunters_game_hash(a), hunters_game_hash(b));
    EXPECT_EQ(hunters_game_event_count(a), hunters_game_event_count(b));
    static char ra[1 << 16], rb[1 << 16];
    size_t la = hunters_game_save(a, ra, sizeof ra), lb = hunters_game_save(b, rb, sizeof rb);
    EXPECT(la > 0 && la < sizeof ra && la == lb && memcmp(ra, rb, la) == 0);
    hunters_game *x = NULL, *y = NULL;
    ck_assert_int_eq(hunters_game_clone(&x, a), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_clone(&y, b), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play_random(x, 77), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play_random(y, 77), HUNTERS_OK);
    EXPECT_U64_EQ(hunters_game_hash(x), hunters_game_hash(y));
    hunters_game_free(x);
    hunters_game_free(y);
}

/* hunters_bot_advise() on its own (allocation_failure_is_clean fails the
 * same allocation of choose first, so the random bot's advice, which
 * searches where its move does not, had only its first allocation failed):
 * every allocation of every bot's advice and move, at a place and a deploy
 * decision (R3.2, R3.4), MCTS2 with threads too, fails cleanly: ENOMEM, no
 * block or byte left, the game the same game (state, log, record, the
 * draws to come), and the call that then succeeds gives what a call
 * without failures gives. A plan made before survives the failed and the
 * refused calls of another bot: the move is still the hint. */
START_TEST(advice_allocation_failures_are_clean)
{
    load_tiles();
    test_alloc counter;
    test_alloc_init(&counter, -1);
    hunters_allocator alloc = {test_alloc_fn, &counter};
    hunters_game *g = new_game(3, HUNTERS_DRAW_ENGINE, 19, &alloc);
    advance(g, 14, 6);
    for (int decision = 0; decision < 2; decision++) {
        ck_assert(deciding(g));
        for (int kind = HUNTERS_BOT_RANDOM; kind <= HUNTERS_BOT_MCTS2 + 1; kind++) {
            hunters_bot_options b = bot(kind > HUNTERS_BOT_MCTS2 ? HUNTERS_BOT_MCTS2 : kind, 4, 12);
            b.threads = kind > HUNTERS_BOT_MCTS2 ? 3 : 1;
            hunters_game *c = NULL;
            ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
            hunters_advice want[6];
            hunters_move want_move;
            int wanted = hunters_bot_advise(c, &b, want, 6);
            hunters_game_free(c);
            ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
            EXPECT_EQ(hunters_bot_choose(c, &b, &want_move), HUNTERS_OK);
            hunters_game_free(c);
            EXPECT_GT(wanted, 0);
            for (int call = 0; call < 2; call++) {
                int failures = 0;
                for (long k = 0;; k++) {
                    ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK); /* no plan: each call allocates */
                    long blocks = counter.live_blocks;
                    size_t bytes = counter.live_bytes;
                    counter.allocations = 0;
                    counter.fail_at = k;
                    hunters_advice adv[6];
                    hunters_move m = 0;
                    int rc = call ? hunters_bot_choose(c, &b, &m) : hunters_bot_advise(c, &b, adv, 6);
                    counter.fail_at = -1;
                    EXPECT_EQ(counter.live_blocks, blocks);
                    EXPECT(counter.live_bytes == bytes);
                    expect_same_game(c, g);
                    hunters_game_free(c);
                    if (rc >= 0) {
                        if (call)
                            EXPECT_U64_EQ(m, want_move);
                        else
                            EXPECT(rc == wanted && memcmp(adv, want, sizeof adv[0] * (size_t)(rc < 6 ? rc : 6)) == 0);
                        break;
                    }
                    EXPECT_EQ(rc, HUNTERS_ENOMEM);
                    failures++;
                }
                EXPECT_GE(failures, kind == HUNTERS_BOT_RANDOM && call ? 1 : 3);
            }
        }
        /* a plan, then another bot's failed and refused calls: the plan stays */
        hunters_bot_options planner = bot(HUNTERS_BOT_MCTS, 50, 30), other = bot(HUNTERS_BOT_MCTS2, 50, 12);
        hunters_advice hint;
        EXPECT_GE(hunters_bot_advise(g, &planner, &hint, 1), 1);
        hunters_game *before = NULL;
        ck_assert_int_eq(hunters_game_clone(&before, g), HUNTERS_OK);
        for (long k = 0; k < 4; k++) {
            hunters_advice adv[2];
            counter.allocations = 0;
            counter.fail_at = k;
            EXPECT_EQ(hunters_bot_advise(g, &other, adv, 2), HUNTERS_ENOMEM);
            counter.fail_at = -1;
        }
        hunters_bot_options bad = planner;
        bad.exploration = -1;
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &bad, &m), HUNTERS_EINVAL);
        expect_same_game(g, before);
        hunters_game_free(before);
        planner.seed = 51;
        EXPECT_EQ(hunters_bot_choose(g, &planner, &m), HUNTERS_OK);
        EXPECT_U64_EQ(m, decision == 0 ? hint.place : hint.deploy);
        if (decision == 0) /* on to the deploy decision after the planned placement */
            EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
    free_tiles();
}
END_TEST

/* Each option at and past its bounds (hunters_bot_options): every value
 * past one, NaN and infinities included, is refused by choose, advise and
 * memory alike, with a message, the game the same game and its plan kept;
 * every value at one is played. */
START_TEST(options_at_their_bounds)
{
    load_tiles();
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 23, NULL);
    advance(g, 9, 3);
    ck_assert(deciding(g));
    hunters_bot_options planner = bot(HUNTERS_BOT_MCTS, 1, 30);
    hunters_advice hint, adv[2];
    EXPECT_GE(hunters_bot_advise(g, &planner, &hint, 1), 1);
    hunters_game *before = NULL;
    ck_assert_int_eq(hunters_game_clone(&before, g), HUNTERS_OK);
    for (int i = 0;; i++) {
        hunters_bot_options b = bot(HUNTERS_BOT_MCTS2, 2, 10);
        switch (i) {
        case 0: b.version = 0; break;
        case 1: b.version = HUNTERS_BOT_OPTIONS_VERSION + 1; break;
        case 2: b.kind = 0; break;
        case 3: b.kind = HUNTERS_BOT_MCTS2 + 1; break;
        case 4: b.iterations = -1; break;
        case 5: b.iterations = INT32_MIN; break;
        case 6: b.milliseconds = -1; break;
        case 7: b.iterations = 0; break; /* and no time budget */
        case 8: b.threads = -1; break;
        case 9: b.threads = 65; break;
        case 10: b.kind = HUNTERS_BOT_MCTS; b.threads = 2; break;
        case 11: b.kind = HUNTERS_BOT_GREEDY; b.threads = 2; break;
        case 12: b.max_nodes = 0; break;
        case 13: b.max_nodes = 1000001; break;
        case 14: b.exploration = -DBL_MIN; break;
        case 15: b.exploration = 1000000.5; break;
        case 16: b.exploration = NAN; break;
        case 17: b.exploration = -NAN; break;
        case 18: b.exploration = INFINITY; break;
        case 19: b.exploration = -INFINITY; break;
        case 20: b.rollout_turns = -1; break;
        }
        if (i > 20)
            break;
        hunters_move m = 0;
        EXPECT_NE(hunters_game_play(g, hunters_move_place(999, 999, 0)), HUNTERS_OK); /* an older message */
        char older[256];
        snprintf(older, sizeof older, "%s", hunters_game_errmsg(g));
        EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_EINVAL);
        EXPECT(strcmp(hunters_game_errmsg(g), older) != 0 && strlen(hunters_game_errmsg(g)) > 0);
        EXPECT_U64_EQ(m, 0);
        EXPECT_EQ(hunters_bot_advise(g, &b, adv, 2), HUNTERS_EINVAL);
        EXPECT_EQ(hunters_bot_advise(g, &b, NULL, 0), HUNTERS_EINVAL);
        EXPECT_EQ(hunters_bot_memory(g, &b), 0);
    }
    expect_same_game(g, before);
    hunters_game_free(before);
    for (int i = 0;; i++) {
        hunters_bot_options b = bot(HUNTERS_BOT_MCTS2, 2, 10);
        switch (i) {
        case 0: b.exploration = 0; break;
        case 1: b.exploration = -0.0; break;
        case 2: b.exploration = 1e6; break;
        case 3: b.max_nodes = 1; break;
        case 4: b.max_nodes = 1000000; break;
        case 5: b.threads = 0; break;
        case 6: b.threads = 64; break;
        case 7: b.kind = HUNTERS_BOT_MCTS; b.threads = 0; b.rollout_turns = INT32_MAX; b.iterations = 2; break;
        case 8: b.milliseconds = INT32_MAX; b.iterations = 3; break;
        case 9: b.kind = HUNTERS_BOT_GREEDY; b.iterations = 0; break;
        case 10: b.kind = HUNTERS_BOT_RANDOM; b.iterations = 0; break;
        case 11: b.iterations = INT32_MAX; b.milliseconds = 1; break; /* the clock ends it */
        }
        if (i > 11)
            break;
        hunters_game *c = NULL; /* a clone: no plan, each call searches */
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        hunters_move m;
        EXPECT_GT(hunters_bot_memory(c, &b), 0);
        EXPECT_GE(hunters_bot_advise(c, &b, NULL, 0), 1);
        EXPECT_EQ(hunters_bot_choose(c, &b, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_check(c, m), HUNTERS_OK);
        hunters_game_free(c);
    }
    hunters_move m;
    planner.seed = 9;
    EXPECT_EQ(hunters_bot_choose(g, &planner, &m), HUNTERS_OK); /* the plan outlived the refusals */
    EXPECT_U64_EQ(m, hint.place ? hint.place : hint.deploy);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* The MCTS2 bot's root-parallel search: the same advice for a given seed
 * and thread count, the move chosen first in it, memory within the bound,
 * and every allocation failure clean (R3.2 placements, R3.4 deployments). */
/* A time budget with an iteration cap halves as the cap alone does: the
 * rounds end with their share of the iterations, the survivors get more
 * visits than the candidates dropped in round 1 (R3.2 placements, R3.4
 * deployments compared), and a clock that never runs out changes nothing.
 * The time slices of a time budget alone follow the same rounds. */
START_TEST(timed_search_halves)
{
    load_tiles();
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 5, NULL);
    advance(g, 30, 7);
    ck_assert(deciding(g));
    hunters_bot_options capped = bot(HUNTERS_BOT_MCTS2, 3, 400), timed = capped;
    timed.milliseconds = 600000; /* never reached: the cap ends the search */
    hunters_advice x[64], y[64];
    hunters_game *c = NULL;
    ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
    int n = hunters_bot_advise(c, &timed, x, 64);
    hunters_game_free(c);
    ck_assert_int_gt(n, 8);
    int most = 0, least = 1 << 30, total = 0;
    for (int i = 0; i < n && i < 64; i++) {
        most = x[i].visits > most ? x[i].visits : most;
        least = x[i].visits > 0 && x[i].visits < least ? x[i].visits : least;
        total += x[i].visits;
    }
    EXPECT_GT(most, least); /* halving happened: the visits are not uniform */
    EXPECT_LE(total, 400);
    ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
    EXPECT_EQ(hunters_bot_advise(c, &capped, y, 64), n);
    hunters_game_free(c);
    EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(n < 64 ? n : 64)) == 0);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* At a deploy decision the bot's own placement did not lead to (here a
 * random placement, as a human's), the hint is the deployment the bot then
 * plays (R3.4), though advice and move come with different seeds. Every
 * deploy decision of a few games, both search bots. */
START_TEST(deploy_hint_and_move_agree)
{
    load_tiles();
    int cases = 0;
    uint64_t seed = 1;
    for (int game = 0; game < 4; game++) {
        hunters_game *g = new_game(2 + game % 2, HUNTERS_DRAW_ENGINE, 700 + (uint64_t)game, NULL);
        int kind = game % 2 ? HUNTERS_BOT_MCTS : HUNTERS_BOT_MCTS2;
        while (deciding(g)) {
            advance(g, 1, seed++); /* a random placement, or a random deployment */
            if (!deciding(g) || placing(g))
                continue;
            hunters_bot_options b = bot(kind, seed++, 30);
            hunters_advice hint;
            ck_assert_int_gt(hunters_bot_advise(g, &b, &hint, 1), 0);
            b.seed = seed++;
            hunters_move m;
            EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
            EXPECT_U64_EQ(m, hint.deploy);
            EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
            cases++;
        }
        hunters_game_free(g);
    }
    EXPECT_GT(cases, 40);
    free_tiles();
}
END_TEST

START_TEST(root_parallel_is_deterministic)
{
    load_tiles();
    test_alloc counter;
    test_alloc_init(&counter, -1);
    hunters_allocator alloc = {test_alloc_fn, &counter};
    hunters_game *g = new_game(3, HUNTERS_DRAW_ENGINE, 12, &alloc);
    for (int step = 0; step < 6; step++) {
        advance(g, 7, 40 + (uint64_t)step);
        if (!deciding(g))
            break;
        hunters_bot_options b = bot(HUNTERS_BOT_MCTS2, 8 + (uint64_t)step, 40);
        b.threads = 2 + step % 3;
        size_t bound = hunters_bot_memory(g, &b), base = counter.live_bytes;
        counter.peak_bytes = base;
        hunters_advice x[6], y[6];
        int n = hunters_bot_advise(g, &b, x, 6);
        EXPECT_GT(n, 0);
        EXPECT_LE(counter.peak_bytes - base, bound);
        EXPECT_EQ(counter.live_bytes, base);
        hunters_game *c = NULL; /* a clone: no plan, a search of its own */
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_advise(c, &b, y, 6), n);
        EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(n < 6 ? n : 6)) == 0);
        hunters_game_free(c);
        /* the call's one deadline, never reached: the same searches */
        hunters_bot_options timed = b;
        timed.milliseconds = 600000;
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_advise(c, &timed, y, 6), n);
        EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(n < 6 ? n : 6)) == 0);
        hunters_game_free(c);
        uint64_t hash = hunters_game_hash(g);
        for (long k = 0;; k++) { /* fresh clones: each call searches */
            ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
            long blocks = counter.live_blocks;
            counter.allocations = 0;
            counter.fail_at = k;
            hunters_move m = 0;
            int rc = hunters_bot_choose(c, &b, &m);
            counter.fail_at = -1;
            EXPECT_EQ(counter.live_blocks, blocks);
            EXPECT_U64_EQ(hunters_game_hash(c), hash);
            hunters_game_free(c);
            if (rc == HUNTERS_OK) {
                EXPECT_U64_EQ(m, x[0].place ? x[0].place : x[0].deploy);
                EXPECT_GE(k, 2 + 3 * (b.threads - 1)); /* every extra search's memory failed once */
                break;
            }
            EXPECT_EQ(rc, HUNTERS_ENOMEM);
        }
    }
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
    free_tiles();
}
END_TEST

/* ---- MCTS2's stored tree ------------------------------------------------- */

/* MCTS2 at a budget where its tree below the root holds reply nodes (the
 * next tile, R3.1, and the next player's placements and deployments, R3.2,
 * R3.4): two copies of one game redetermined with different seeds get the
 * same advice, so the tree's chance nodes read the public counts only. */
START_TEST(tree_never_peeks)
{
    load_tiles();
    int mode = _i ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    hunters_game *g = new_game(2 + _i, mode, 4343, NULL);
    int positions = 0;
    for (int step = 0; step < 6; step++) {
        advance(g, 9, 700 + (uint64_t)step);
        if (!deciding(g))
            break;
        hunters_game *a = NULL, *b = NULL;
        ck_assert_int_eq(hunters_game_clone(&a, g), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&b, g), HUNTERS_OK);
        EXPECT_EQ(hunters_game_redetermine(a, 11), HUNTERS_OK);
        EXPECT_EQ(hunters_game_redetermine(b, 12), HUNTERS_OK);
        hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 3 + (uint64_t)step, 300);
        hunters_advice x[4], y[4];
        int n = hunters_bot_advise(a, &o, x, 4);
        EXPECT_GT(n, 0);
        EXPECT_EQ(hunters_bot_advise(b, &o, y, 4), n);
        EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(n < 4 ? n : 4)) == 0);
        hunters_game_free(a);
        hunters_game_free(b);
        positions++;
    }
    EXPECT_GE(positions, 4);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* The tree's node pool is allocated once per call and counted by
 * hunters_bot_memory(); every allocation failure, the pool's included, is
 * clean; the same seed gives the same advice, with threads too; a pool of
 * one node (max_nodes 33) falls back to the open-loop rollouts; and the
 * stored replies change what the search finds (against max_nodes 32, no
 * tree) in some position (R3.2, R3.4). */
START_TEST(tree_pool_is_bounded_and_used)
{
    load_tiles();
    test_alloc counter;
    test_alloc_init(&counter, -1);
    hunters_allocator alloc = {test_alloc_fn, &counter};
    hunters_game *g = new_game(3, HUNTERS_DRAW_ENGINE, 21, &alloc);
    int differ = 0;
    for (int step = 0; step < 4; step++) {
        advance(g, 8, 90 + (uint64_t)step);
        if (!deciding(g))
            break;
        hunters_bot_options b = bot(HUNTERS_BOT_MCTS2, 17 + (uint64_t)step, 300);
        b.threads = 1 + step % 2;
        size_t bound = hunters_bot_memory(g, &b), base = counter.live_bytes;
        hunters_bot_options open = b;
        open.max_nodes = 32;
        EXPECT_GT(bound, hunters_bot_memory(g, &open)); /* the pool */
        counter.peak_bytes = base;
        hunters_advice x[4], y[4];
        int n = hunters_bot_advise(g, &b, x, 4);
        EXPECT_GT(n, 0);
        EXPECT_LE(counter.peak_bytes - base, bound);
        EXPECT_EQ(counter.live_bytes, base);
        hunters_game *c = NULL; /* a clone: no plan, the same search again */
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_advise(c, &b, y, 4), n);
        EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(n < 4 ? n : 4)) == 0);
        hunters_game_free(c);
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        int kept = hunters_bot_advise(c, &open, y, 4); /* the 32 best candidates: max_nodes */
        EXPECT_GT(kept, 0);
        for (int i = 0; i < (kept < 4 ? kept : 4); i++)
            differ += x[i].mean != y[i].mean || x[i].place != y[i].place || x[i].deploy != y[i].deploy;
        hunters_game_free(c);
        hunters_bot_options tiny = b;
        tiny.max_nodes = 33;
        hunters_move m;
        ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_choose(c, &tiny, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(c, m), HUNTERS_OK);
        hunters_game_free(c);
        uint64_t hash = hunters_game_hash(g);
        for (long k = 0;; k++) {
            ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
            long blocks = counter.live_blocks;
            counter.allocations = 0;
            counter.fail_at = k;
            int rc = hunters_bot_choose(c, &b, &m);
            counter.fail_at = -1;
            EXPECT_EQ(counter.live_blocks, blocks);
            EXPECT_U64_EQ(hunters_game_hash(c), hash);
            hunters_game_free(c);
            if (rc == HUNTERS_OK) {
                EXPECT_U64_EQ(m, x[0].place ? x[0].place : x[0].deploy);
                EXPECT_GE(k, 5 * b.threads); /* the pool's allocation failed too */
                break;
            }
            EXPECT_EQ(rc, HUNTERS_ENOMEM);
        }
    }
    EXPECT_GT(differ, 0);
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
    free_tiles();
}
END_TEST

/* Advice reads public information alone: a game rebuilt from another's
 * public log in caller draw mode, under another seed, is the same public
 * position (same stacks' counts, scores, supplies, phase, player) and gets
 * the same advice from every bot, though its stacks' hidden order and its
 * generator differ. The replay takes the tiles drawn and the moves; the
 * log's removals (TILE_REMOVED, R3.3; BONUS_DISCARDED, R6.5) follow from
 * the draw of a tile that fits nowhere, which hunters_game_draw() makes
 * itself. Before the search's copies drew for themselves, MCTS2 valued a
 * caller-mode copy before the next draw and an engine-mode one after it,
 * and its advice differed (with a random opponent, seeds 78 and 9001). */
START_TEST(caller_rebuild_same_advice)
{
    load_tiles();
    hunters_game *a = new_game(2, HUNTERS_DRAW_ENGINE, 77 + (uint64_t)_i, NULL);
    hunters_bot_options greedy = bot(HUNTERS_BOT_GREEDY, 1, 0);
    hunters_bot_options other = bot(_i % 2 ? HUNTERS_BOT_RANDOM : HUNTERS_BOT_GREEDY, 1, 0);
    for (int i = 0; i < 44 + 4 * _i && deciding(a); i++) {
        hunters_move m;
        hunters_bot_options *o = hunters_game_current_player(a) == 0 ? &greedy : &other;
        o->seed++;
        EXPECT_EQ(hunters_bot_choose(a, o, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(a, m), HUNTERS_OK);
    }
    ck_assert(deciding(a));
    hunters_game *b = new_game(2, HUNTERS_DRAW_CALLER, 9001 + (uint64_t)_i, NULL);
    int n = hunters_game_event_count(a);
    for (int i = 1; i < n; i++) { /* event 0: the start tile */
        hunters_event e;
        EXPECT_EQ(hunters_game_event(a, i, &e), HUNTERS_OK);
        if (e.type == HUNTERS_EVENT_TILE_DRAWN || e.type == HUNTERS_EVENT_BONUS_DRAWN)
            EXPECT_EQ(hunters_game_draw(b, e.tile_type), HUNTERS_OK);
        else if (e.type == HUNTERS_EVENT_TILE_PLACED)
            EXPECT_EQ(hunters_game_play(b, hunters_move_place(e.x, e.y, e.rotation)), HUNTERS_OK);
        else if (e.type == HUNTERS_EVENT_PIECE_DEPLOYED)
            EXPECT_EQ(hunters_game_play(b, hunters_move_deploy(e.area, e.piece)), HUNTERS_OK);
        else if (e.type == HUNTERS_EVENT_PASSED)
            EXPECT_EQ(hunters_game_play(b, hunters_move_pass()), HUNTERS_OK);
    }
    /* the same public position: the very same log, counts and scores */
    EXPECT_EQ(hunters_game_event_count(b), n);
    for (int i = 0; i < n; i++) {
        hunters_event e, f;
        EXPECT_EQ(hunters_game_event(a, i, &e), HUNTERS_OK);
        EXPECT_EQ(hunters_game_event(b, i, &f), HUNTERS_OK);
        EXPECT(memcmp(&e, &f, sizeof e) == 0);
    }
    EXPECT_EQ(hunters_game_phase(b), hunters_game_phase(a));
    EXPECT_EQ(hunters_game_current_player(b), hunters_game_current_player(a));
    EXPECT_EQ(hunters_game_tile_in_hand(b), hunters_game_tile_in_hand(a));
    for (int t = 0; t < hunters_tileset_type_count(tiles); t++)
        EXPECT_EQ(hunters_game_tiles_left(b, t), hunters_game_tiles_left(a, t));
    for (int p = 0; p < 2; p++) {
        EXPECT_EQ(hunters_game_score(b, p), hunters_game_score(a, p));
        for (int piece = HUNTERS_PIECE_MEMBER; piece <= HUNTERS_PIECE_HUT; piece++)
            EXPECT_EQ(hunters_game_supply(b, p, piece), hunters_game_supply(a, p, piece));
    }
    const int kinds[] = {HUNTERS_BOT_MCTS2, HUNTERS_BOT_MCTS, HUNTERS_BOT_GREEDY};
    for (size_t kind = 0; kind < sizeof kinds / sizeof kinds[0]; kind++) {
        hunters_bot_options o = bot(kinds[kind], 5 + (uint64_t)_i, 300);
        o.threads = kinds[kind] == HUNTERS_BOT_MCTS2 ? 1 + _i % 2 : 1;
        hunters_advice x[4], y[4];
        int k = hunters_bot_advise(a, &o, x, 4);
        EXPECT_GT(k, 0);
        EXPECT_EQ(hunters_bot_advise(b, &o, y, 4), k);
        EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(k < 4 ? k : 4)) == 0);
    }
    hunters_game_free(a);
    hunters_game_free(b);
    free_tiles();
}
END_TEST

static Suite *bots_suite(void)
{
    Suite *s = suite_create("bots");
    TCase *tc = tcase_create("play");
    tcase_add_loop_test(tc, bots_play_only_legal_moves, 0, 8);
    tcase_add_test(tc, bot_rejects_draw_phase_and_bad_options);
    tcase_add_test(tc, options_at_their_bounds);
    tcase_add_test(tc, greedy_takes_the_best_projection);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tc = tcase_create("search");
    tcase_add_test(tc, same_seed_same_move);
    tcase_add_test(tc, symmetric_tiles_are_one_candidate);
    tcase_add_loop_test(tc, bots_never_peek, 0, 2);
    tcase_add_test(tc, redetermined_draws_are_tiles_left);
    tcase_add_test(tc, tiny_budgets_and_advice);
    tcase_add_test(tc, advice_format_is_snprintf);
    tcase_add_test(tc, hint_and_move_agree);
    tcase_add_test(tc, root_parallel_is_deterministic);
    tcase_add_test(tc, timed_search_halves);
    tcase_add_test(tc, deploy_hint_and_move_agree);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tc = tcase_create("projection");
    tcase_add_test(tc, projection_is_the_final_scoring);
    tcase_add_test(tc, projection_counts_every_hut);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tc = tcase_create("memory");
    tcase_add_test(tc, memory_stays_within_the_bound);
    tcase_add_test(tc, allocation_failure_is_clean);
    tcase_add_test(tc, advice_allocation_failures_are_clean);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    tc = tcase_create("tree");
    tcase_add_loop_test(tc, tree_never_peeks, 0, 2);
    tcase_add_loop_test(tc, caller_rebuild_same_advice, 0, 6);
    tcase_add_test(tc, tree_pool_is_bounded_and_used);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(bots_suite());
}
