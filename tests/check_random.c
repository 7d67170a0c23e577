/* Thousands of seeded random games, checking after every move what must
 * always hold (R1.2 pieces are conserved, scores are explained by events,
 * rejected moves change nothing, the legal-move list and the move check
 * agree, clones play on identically); two threads give the same results as
 * one; allocation happens only at creation, and every allocation failure
 * is clean. */
#include <check.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check_main.h"
#include "hunters.h"
#include "fast_assert.h"
#include "random_play.h"
#include "same_game.h"
#include "test_alloc.h"

#define MAX_MOVES 4096

/* 10,000 games; fewer under the sanitizers, or HUNTERS_RANDOM_GAMES's N
 * (check_main.h) */
static int games_to_play(void)
{
#ifdef HUNTERS_TEST_SANITIZED
    return random_games(1000, 1);
#else
    return random_games(10000, 1);
#endif
}

typedef struct checker {
    int players, members, huts;
    int events_seen;
    long points[HUNTERS_MAX_PLAYERS];
} checker;

static void check_invariants(const hunters_game *g, checker *c)
{
    int on_board[HUNTERS_MAX_PLAYERS] = {0}, huts_on_board[HUNTERS_MAX_PLAYERS] = {0};
    int placed = hunters_game_placed_count(g);
    for (int i = 0; i < placed; i++) {
        int x, y;
        hunters_square sq;
        EXPECT_EQ(hunters_game_placed_position(g, i, &x, &y), HUNTERS_OK);
        EXPECT_EQ(hunters_game_board(g, x, y, &sq), HUNTERS_OK);
        EXPECT_EQ(sq.order, i);
        if (sq.piece_owner < 0)
            continue;
        if (sq.piece == HUNTERS_PIECE_MEMBER)
            on_board[sq.piece_owner]++;
        else
            huts_on_board[sq.piece_owner]++;
    }
    /* R1.2: pieces on the board plus in supply never change */
    for (int p = 0; p < c->players; p++) {
        EXPECT_EQ(on_board[p] + hunters_game_supply(g, p, HUNTERS_PIECE_MEMBER), c->members);
        EXPECT_EQ(huts_on_board[p] + hunters_game_supply(g, p, HUNTERS_PIECE_HUT), c->huts);
    }
    /* every score is the sum of its scoring events */
    int n = hunters_game_event_count(g);
    for (; c->events_seen < n; c->events_seen++) {
        hunters_event e;
        EXPECT_EQ(hunters_game_event(g, c->events_seen, &e), HUNTERS_OK);
        if (e.type == HUNTERS_EVENT_POINTS) {
            EXPECT_GE(e.points, 0);
            c->points[e.player] += e.points;
        }
    }
    for (int p = 0; p < c->players; p++)
        EXPECT_EQ(hunters_game_score(g, p), c->points[p]);
}

static hunters_move random_move(uint64_t *rng)
{
    uint64_t r = xorshift_next(rng);
    switch (r % 5) {
    case 0: return hunters_move_place((int)(xorshift_next(rng) % 41) - 20, (int)(xorshift_next(rng) % 41) - 20,
                                      (int)(r >> 8) & 3);
    case 1: return hunters_move_deploy((int)(xorshift_next(rng) % 20), (int)(xorshift_next(rng) % 4));
    case 2: return hunters_move_pass();
    case 3: return xorshift_next(rng);
    default: return hunters_move_place((int)(xorshift_next(rng) % 7) - 3, (int)(xorshift_next(rng) % 7) - 3,
                                       (int)(r >> 8) & 3);
    }
}

static int in_list(const hunters_move *moves, int n, hunters_move m)
{
    for (int i = 0; i < n; i++)
        if (moves[i] == m)
            return 1;
    return 0;
}

static void play_one(int index, const hunters_tileset *ts, hunters_move *moves)
{
    uint64_t rng = 0x1234567ull + (uint64_t)index * 0x9e3779b97f4a7c15ull;
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = index % 10 == 9 ? 1 + (int)(xorshift_next(&rng) % 8) : 2 + index % 4;
    o.seed = (uint64_t)index;
    o.tileset = ts;
    o.draw_mode = index % 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    o.bonus_rule = index % 3 == 2 ? HUNTERS_BONUS_FORFEIT : HUNTERS_BONUS_REDRAW;
    if (index % 50 == 49) { /* R1.2 options at their limits: many pieces meet on one feature */
        o.players = 8;
        o.members = 99;
        o.huts = 99;
    }
    hunters_game *g = NULL, *twin = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    checker c = {o.players, o.members, o.huts, 0, {0}};
    int step = 0, clone_at = (int)(xorshift_next(&rng) % 150);
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        if (step++ == clone_at) {
            EXPECT_EQ(hunters_game_clone(&twin, g), HUNTERS_OK);
            EXPECT_U64_EQ(hunters_game_hash(twin), hunters_game_hash(g));
        }
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            EXPECT_EQ(o.draw_mode, HUNTERS_DRAW_CALLER);
            EXPECT_EQ(hunters_game_legal_moves(g, moves, MAX_MOVES), 0);
            EXPECT_EQ(hunters_game_draw_random(g), HUNTERS_OK);
            if (twin)
                EXPECT_EQ(hunters_game_draw_random(twin), HUNTERS_OK);
            check_invariants(g, &c);
            continue;
        }
        int n = hunters_game_legal_moves(g, moves, MAX_MOVES);
        EXPECT_GT(n, 0);
        EXPECT_LE(n, MAX_MOVES);
        /* a random move: the check agrees with the list, and a rejected
         * move leaves the game exactly as it was */
        hunters_move probe = random_move(&rng);
        uint64_t hash = hunters_game_hash(g);
        int events = hunters_game_event_count(g);
        int verdict = hunters_game_check(g, probe);
        EXPECT_EQ(verdict == HUNTERS_OK, in_list(moves, n, probe));
        if (verdict != HUNTERS_OK) {
            EXPECT_EQ(hunters_game_play(g, probe), verdict);
            EXPECT_U64_EQ(hunters_game_hash(g), hash);
            EXPECT_EQ(hunters_game_event_count(g), events);
        }
        hunters_move chosen = moves[xorshift_next(&rng) % (uint64_t)n];
        EXPECT_EQ(hunters_game_play(g, chosen), HUNTERS_OK);
        if (twin)
            EXPECT_EQ(hunters_game_play(twin, chosen), HUNTERS_OK);
        EXPECT_U64_NE(hunters_game_hash(g), hash);
        check_invariants(g, &c);
    }
    EXPECT_EQ(hunters_game_stack_size(g, 0), 0);
    if (twin) {
        assert_same_game(g, twin); /* clone-then-play equals play */
        hunters_game_free(twin);
    }
    hunters_game_free(g);
}

START_TEST(random_games_keep_every_invariant)
{
    hunters_tileset *ts = NULL;
    EXPECT_EQ(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    hunters_move *moves = malloc(sizeof *moves * MAX_MOVES);
    int games = games_to_play();
    for (int i = 0; i < games; i++)
        play_one(i, ts, moves);
    free(moves);
    hunters_tileset_free(ts);
}
END_TEST

/* The same seed and moves give the same game (determinism). */
START_TEST(same_seed_same_game)
{
    hunters_game *a = NULL, *b = NULL;
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = 77;
    o.players = 3;
    EXPECT_EQ(hunters_game_new(&a, &o, NULL), HUNTERS_OK);
    EXPECT_EQ(hunters_game_new(&b, &o, NULL), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play_random(a, 5), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play_random(b, 5), HUNTERS_OK);
    assert_same_game(a, b);
    hunters_game_free(a);
    hunters_game_free(b);
}
END_TEST

/* ---- the rollout's placements -------------------------------------------- */

/* A game in caller draw mode with every land tile placed but one of the
 * named type, which is in hand: the board of a whole game, and a rollout
 * from it that places that tile and ends. NULL when the tile fits nowhere
 * (then it was removed, R3.3). */
static hunters_game *last_tile_in_hand(const char *name, uint64_t seed)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = seed;
    o.draw_mode = HUNTERS_DRAW_CALLER;
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    const hunters_tileset *ts = hunters_game_tileset(g);
    int target = hunters_tileset_type_find(ts, name), types = hunters_tileset_type_count(ts);
    EXPECT_GE(target, 0);
    uint64_t rng = seed * 2 + 1;
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW && hunters_game_stack_size(g, 0) == 1) {
            EXPECT_EQ(hunters_game_draw(g, target), HUNTERS_OK);
            if (hunters_game_phase(g) == HUNTERS_PHASE_PLACE)
                return g;
            break;
        }
        if (phase == HUNTERS_PHASE_DRAW) {
            /* any land tile but the last of the named type */
            int type;
            do
                type = (int)(xorshift_next(&rng) % (uint64_t)types);
            while ((hunters_tileset_type_flags(ts, type) & (HUNTERS_TILE_START | HUNTERS_TILE_BONUS)) ||
                   hunters_game_tiles_left(g, type) <= (type == target));
            EXPECT_EQ(hunters_game_draw(g, type), HUNTERS_OK);
            continue;
        }
        play_steps(g, 1, &rng);
    }
    hunters_game_free(g);
    return NULL;
}

enum { ROLLOUTS = 4000 };

/* ROLLOUTS rollouts from g, a game with a tile in hand whose n legal
 * placements are moves, each seeded seed_step * r + seed_base: counts in
 * seen which placement each made first (checking it is legal and that every
 * one was made) and returns the chi-square of the counts against equal
 * shares. */
static double rollout_chi_square(const hunters_game *g, const hunters_move *moves, int n, int *seen,
                                 uint64_t seed_step, uint64_t seed_base)
{
    int events = hunters_game_event_count(g);
    hunters_game *rollout = NULL;
    EXPECT_EQ(hunters_game_clone(&rollout, g), HUNTERS_OK);
    memset(seen, 0, sizeof *seen * (size_t)n);
    for (int r = 0; r < ROLLOUTS; r++) {
        EXPECT_EQ(hunters_game_copy(rollout, g), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play_random(rollout, (uint64_t)r * seed_step + seed_base), HUNTERS_OK);
        hunters_event e;
        EXPECT_EQ(hunters_game_event(rollout, events, &e), HUNTERS_OK);
        EXPECT_EQ(e.type, HUNTERS_EVENT_TILE_PLACED);
        hunters_move placed = hunters_move_place(e.x, e.y, e.rotation);
        int k = 0;
        while (k < n && moves[k] != placed)
            k++;
        EXPECT_GT(n, k); /* a legal placement */
        seen[k]++;
    }
    hunters_game_free(rollout);
    double expected = (double)ROLLOUTS / n, chi2 = 0;
    for (int k = 0; k < n; k++) {
        EXPECT_GT(seen[k], 0); /* every legal placement is chosen */
        chi2 += (seen[k] - expected) * (seen[k] - expected) / expected;
    }
    return chi2;
}

/* hunters_game_play_random chooses a placement uniformly among the legal
 * ones, for tiles that fit at most two, three and four ways at a position
 * (the sampler treats the first apart). The seeds are fixed, so this
 * chi-square test gives the same statistic on every run. */
START_TEST(rollout_places_uniformly)
{
    static const char *const names[] = {"CUa", "FCa", "L1"}; /* sides MMRR, FMMM, MMMM */
    static hunters_move moves[MAX_MOVES];
    static int seen[MAX_MOVES];
    for (int i = 0; i < 3; i++) {
        hunters_game *g = NULL;
        for (uint64_t seed = 1; !g; seed++)
            g = last_tile_in_hand(names[i], seed);
        int n = hunters_game_legal_moves(g, moves, MAX_MOVES);
        EXPECT_GE(n, 8);
        double chi2 = rollout_chi_square(g, moves, n, seen, 7919, 3);
        /* n - 1 degrees of freedom: about seven standard deviations above the mean */
        double limit = (n - 1) + 7 * sqrt(2.0 * (n - 1));
        ck_assert_msg(chi2 < limit, "%s: chi-square %.1f over %d placements, limit %.1f", names[i], chi2, n, limit);
        hunters_game_free(g);
    }
}
END_TEST

/* The same where the tile fits at one open position of 64, so the
 * sampler's tries mostly fail and its exact count decides: a line of 30
 * forest tiles and a tile showing a meadow to the north, with the last
 * tile in hand fitting only there (R3.2), two ways (meadow, meadow, river,
 * river) or four (all meadow). */
static void rollouts_at_the_one_position(const char *target, int ways)
{
    char text[512];
    snprintf(text, sizeof text,
             "tile START 1 FFFF start\n forest N E S W\ntile F 30 FFFF\n forest N E S W\n"
             "tile S 1 MFFF\n meadow N\n forest E S W\n%s", target);
    hunters_tileset *ts = NULL;
    EXPECT_EQ(hunters_tileset_load_string(&ts, text, strlen(text), NULL, NULL), HUNTERS_OK);
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.draw_mode = HUNTERS_DRAW_CALLER;
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    for (int k = 1; k <= 31; k++) {
        EXPECT_EQ(hunters_game_draw(g, hunters_tileset_type_find(ts, k <= 30 ? "F" : "S")), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, hunters_move_place(k <= 30 ? k : 0, k <= 30 ? 0 : -1, 0)), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, hunters_move_pass()), HUNTERS_OK);
    }
    EXPECT_EQ(hunters_game_draw(g, hunters_tileset_type_find(ts, "T")), HUNTERS_OK);
    static hunters_move moves[MAX_MOVES];
    int n = hunters_game_legal_moves(g, moves, MAX_MOVES);
    EXPECT_EQ(n, ways);
    for (int i = 0; i < n; i++) /* all at (0,-2), north of the meadow */
        EXPECT_EQ(hunters_move_x(moves[i]) * 100 + hunters_move_y(moves[i]), -2);
    int seen[4];
    double chi2 = rollout_chi_square(g, moves, n, seen, 104729, 11);
    /* 1 or 3 degrees of freedom: limits about six standard deviations out */
    double limit = n == 2 ? 36.0 : 45.0;
    ck_assert_msg(chi2 < limit, "a tile fitting %d ways: chi-square %.1f, limit %.1f", ways, chi2, limit);
    hunters_game_free(g);
    hunters_tileset_free(ts);
}

START_TEST(rollout_places_uniformly_where_few_fit)
{
    rollouts_at_the_one_position("tile T 1 MMRR\n meadow N E S.e W.n\n river S W\n meadow S.w W.s\n", 2);
    rollouts_at_the_one_position("tile T 1 MMMM\n meadow N E S W\n", 4);
}
END_TEST

/* ---- threads -------------------------------------------------------------- */

typedef struct batch {
    int first, count;
    uint64_t hash[64];
    int score[64][2];
} batch;

static void *play_batch(void *arg)
{
    batch *b = arg;
    for (int i = 0; i < b->count; i++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = (uint64_t)(b->first + i);
        hunters_game *g = NULL;
        if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK)
            return NULL;
        hunters_game_play_random(g, (uint64_t)(b->first + i) * 31);
        b->hash[i] = hunters_game_hash(g);
        b->score[i][0] = hunters_game_score(g, 0);
        b->score[i][1] = hunters_game_score(g, 1);
        hunters_game_free(g);
    }
    return NULL;
}

START_TEST(two_threads_match_one)
{
    static batch alone[2], together[2];
    for (int k = 0; k < 2; k++) {
        alone[k].first = together[k].first = 1000 * k;
        alone[k].count = together[k].count = 64;
        play_batch(&alone[k]);
    }
    pthread_t threads[2];
    for (int k = 0; k < 2; k++)
        EXPECT_EQ(pthread_create(&threads[k], NULL, play_batch, &together[k]), 0);
    for (int k = 0; k < 2; k++)
        pthread_join(threads[k], NULL);
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < 64; i++) {
            EXPECT_U64_EQ(alone[k].hash[i], together[k].hash[i]);
            EXPECT_EQ(alone[k].score[i][0], together[k].score[i][0]);
            EXPECT_EQ(alone[k].score[i][1], together[k].score[i][1]);
        }
}
END_TEST

/* What the calls that take a const game read of it, folded into one
 * number (FNV-1a): every query, the legal moves, the event log and its
 * text, the record (in a buffer and in a file), the SVG picture, the
 * projection, chance, a clone and a copy, the ML observation and mask. */
typedef struct reader {
    const hunters_game *game;
    int index, rounds;
    uint64_t digest;
    int mismatches;
} reader;

static uint64_t fold(uint64_t h, const void *data, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ ((const unsigned char *)data)[i]) * 0x100000001b3ull;
    return h;
}
#define FOLD(h, value) ((h) = fold((h), &(value), sizeof(value)))

static uint64_t read_all_of(const hunters_game *g, int index)
{
    uint64_t h = 0xcbf29ce484222325ull;
    static const int piece_kinds[] = {HUNTERS_PIECE_MEMBER, HUNTERS_PIECE_HUT};
    int64_t v[8];
    v[0] = hunters_game_phase(g);
    v[1] = hunters_game_current_player(g);
    v[2] = hunters_game_player_count(g);
    v[3] = hunters_game_tile_in_hand(g);
    v[4] = hunters_game_stack_size(g, 0) * 100 + hunters_game_stack_size(g, 1);
    v[5] = hunters_game_decision_count(g);
    v[6] = (int64_t)hunters_game_state_size(g);
    v[7] = (int64_t)hunters_game_hash(g);
    FOLD(h, v);
    for (int p = 0; p < hunters_game_player_count(g); p++) {
        int32_t w[4] = {hunters_game_score(g, p), hunters_game_rank(g, p), hunters_game_supply(g, p, piece_kinds[0]),
                        hunters_game_supply(g, p, piece_kinds[1])};
        FOLD(h, w);
        const char *name = hunters_game_player_name(g, p);
        h = fold(h, name ? name : "", name ? strlen(name) : 0);
    }
    const hunters_tileset *ts = hunters_game_tileset(g);
    for (int t = 0; t < hunters_tileset_type_count(ts); t++) {
        int left = hunters_game_tiles_left(g, t);
        FOLD(h, left);
    }
    for (int variant = HUNTERS_VARIANT_FOREST_VALUE; variant <= HUNTERS_VARIANT_TABLE; variant++) {
        int changes = hunters_game_variant_changes(g, variant);
        FOLD(h, changes);
    }
    hunters_game_options o;
    hunters_game_options_init(&o);
    EXPECT_EQ(hunters_game_get_options(g, &o), HUNTERS_OK);
    FOLD(h, o.seed);
    hunters_move moves[MAX_MOVES];
    int n = hunters_game_legal_moves(g, moves, MAX_MOVES);
    h = fold(h, moves, sizeof *moves * (size_t)(n > 0 ? n : 0));
    for (int i = 0; i < hunters_game_placed_count(g); i++) {
        int x, y;
        hunters_square sq;
        EXPECT_EQ(hunters_game_placed_position(g, i, &x, &y), HUNTERS_OK);
        EXPECT_EQ(hunters_game_board(g, x, y, &sq), HUNTERS_OK);
        FOLD(h, sq);
        hunters_feature f;
        for (int area = 0; hunters_game_feature(g, x, y, area, &f) == HUNTERS_OK; area++)
            FOLD(h, f);
    }
    char text[256];
    for (int i = 0; i < hunters_game_event_count(g); i++) {
        hunters_event e;
        EXPECT_EQ(hunters_game_event(g, i, &e), HUNTERS_OK);
        FOLD(h, e);
        size_t length = hunters_event_format(g, &e, text, sizeof text);
        h = fold(h, text, length < sizeof text ? length : sizeof text - 1);
    }
    int32_t projected[HUNTERS_MAX_PLAYERS] = {0};
    EXPECT_EQ(hunters_game_project_scores(g, projected), HUNTERS_OK);
    FOLD(h, projected);
    int32_t types[512];
    double chances[512];
    n = hunters_ml_chance(g, types, chances, 512);
    h = fold(h, types, sizeof *types * (size_t)(n > 0 ? n : 0));
    h = fold(h, chances, sizeof *chances * (size_t)(n > 0 ? n : 0));
    hunters_tile_match matches[64];
    n = hunters_game_find_tiles(g, "forest", matches, 64, NULL);
    h = fold(h, matches, sizeof *matches * (size_t)(n > 0 ? n : 0));
    hunters_bot_options b;
    hunters_bot_options_init(&b);
    size_t memory = hunters_bot_memory(g, &b);
    FOLD(h, memory);
    size_t size = hunters_game_save(g, NULL, 0) + 1;
    char *record = malloc(size);
    EXPECT_EQ(hunters_game_save(g, record, size), size - 1);
    h = fold(h, record, size - 1);
    char path[64];
    snprintf(path, sizeof path, "/tmp/hunters-readers-%ld-%d", (long)getpid(), index);
    EXPECT_EQ(hunters_game_save_file(g, path), HUNTERS_OK);
    FILE *f = fopen(path, "rb");
    EXPECT(f != NULL);
    char *saved = malloc(size);
    EXPECT_EQ(fread(saved, 1, size, f), size - 1);
    fclose(f);
    remove(path);
    EXPECT(memcmp(saved, record, size - 1) == 0);
    free(saved);
    free(record);
    hunters_svg_options svg;
    hunters_svg_options_init(&svg);
    size_t svg_length = 0;
    hunters_svg_board(g, &svg, NULL, 0, &svg_length);
    char *picture = malloc(svg_length + 1);
    EXPECT_EQ(hunters_svg_board(g, &svg, picture, svg_length + 1, NULL), HUNTERS_OK);
    h = fold(h, picture, svg_length);
    free(picture);
    hunters_game *clone = NULL;
    EXPECT_EQ(hunters_game_clone(&clone, g), HUNTERS_OK);
    uint64_t cloned = hunters_game_hash(clone);
    EXPECT_EQ(hunters_game_copy(clone, g), HUNTERS_OK);
    EXPECT_U64_EQ(hunters_game_hash(clone), cloned);
    FOLD(h, cloned);
    hunters_game_free(clone);
    hunters_ml *ml = NULL;
    EXPECT_EQ(hunters_ml_new(&ml, g, 0), HUNTERS_OK);
    size_t planes_size = hunters_ml_planes_size(ml), global_size = (size_t)hunters_ml_global_size(ml),
           mask_size = (size_t)hunters_ml_action_count(ml);
    uint8_t *planes = malloc(planes_size), *mask = malloc(mask_size);
    float *global = malloc(sizeof *global * global_size);
    EXPECT_EQ(hunters_ml_observe(ml, g, hunters_game_current_player(g), planes, planes_size, global, global_size),
              HUNTERS_OK);
    n = hunters_ml_legal_mask(ml, g, mask, mask_size);
    int truncated = hunters_ml_truncated(ml, g);
    FOLD(h, n);
    FOLD(h, truncated);
    h = fold(h, planes, planes_size);
    h = fold(h, global, sizeof *global * global_size);
    h = fold(h, mask, mask_size);
    free(planes);
    free(mask);
    free(global);
    hunters_ml_free(ml);
    const char *message = hunters_game_errmsg(g);
    h = fold(h, message, strlen(message));
    return h;
}

static void *read_rounds(void *arg)
{
    reader *r = arg;
    for (int i = 0; i < r->rounds; i++)
        r->mismatches += read_all_of(r->game, r->index) != r->digest;
    return NULL;
}

/* include/hunters.h: the calls taking a const game only read it (no
 * scratch buffer, cache or message is written), so they may run on one
 * game from several threads at once: each thread reads what one thread
 * alone reads, and the game is unchanged. (The sanitizer build checks the
 * memory; a ThreadSanitizer build of this suite checks the races.) */
START_TEST(const_readers_share_one_game_across_threads)
{
    enum { threads = 4, rounds = 12 };
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = 21;
    o.players = 3;
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    uint64_t rng = 5;
    play_steps(g, 60, &rng);
    EXPECT(hunters_game_phase(g) != HUNTERS_PHASE_OVER);
    uint64_t hash = hunters_game_hash(g);
    uint64_t alone = read_all_of(g, threads);
    static reader readers[threads];
    pthread_t ids[threads];
    for (int k = 0; k < threads; k++) {
        readers[k] = (reader){g, k, rounds, alone, 0};
        EXPECT_EQ(pthread_create(&ids[k], NULL, read_rounds, &readers[k]), 0);
    }
    for (int k = 0; k < threads; k++)
        pthread_join(ids[k], NULL);
    for (int k = 0; k < threads; k++)
        EXPECT_EQ(readers[k].mismatches, 0);
    EXPECT_U64_EQ(hunters_game_hash(g), hash);
    EXPECT_U64_EQ(read_all_of(g, threads), alone);
    hunters_game_free(g);
}
END_TEST

/* ---- memory ----------------------------------------------------------------- */

/* No allocation while playing, enumerating or copying, once created. */
START_TEST(no_allocation_after_creation)
{
    test_alloc counter;
    hunters_allocator alloc = test_alloc_start(&counter, -1);
    hunters_game_options o = test_alloc_options(&alloc);
    o.seed = 3;
    hunters_game *g = NULL, *scratch = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    EXPECT_EQ(hunters_game_clone(&scratch, g), HUNTERS_OK);
    long created = counter.total_calls;
    hunters_move moves[MAX_MOVES];
    uint64_t rng = 99;
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int n = hunters_game_legal_moves(g, moves, MAX_MOVES);
        EXPECT_EQ(hunters_game_copy(scratch, g), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, moves[xorshift_next(&rng) % (uint64_t)n]), HUNTERS_OK);
    }
    EXPECT_EQ(hunters_game_copy(scratch, g), HUNTERS_OK);
    EXPECT_EQ(hunters_game_play_random(scratch, 1), HUNTERS_OK);
    EXPECT_EQ(counter.total_calls, created);
    hunters_game_free(scratch);
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
}
END_TEST

/* Every allocation of creating and cloning a game may fail, cleanly. */
START_TEST(every_allocation_failure_is_clean)
{
    int failures = 0;
    for (long fail_at = 0;; fail_at++) {
        test_alloc counter;
        hunters_allocator alloc = test_alloc_start(&counter, fail_at);
        hunters_game_options o = test_alloc_options(&alloc);
        hunters_game *g = NULL, *copy = NULL;
        hunters_error err;
        int rc = hunters_game_new(&g, &o, &err);
        if (rc == HUNTERS_OK)
            rc = hunters_game_clone(&copy, g);
        if (rc == HUNTERS_OK) {
            hunters_game_free(copy);
            hunters_game_free(g);
            EXPECT_EQ(counter.live_blocks, 0);
            break;
        }
        EXPECT_EQ(rc, HUNTERS_ENOMEM);
        EXPECT(copy == NULL);
        hunters_game_free(g);
        EXPECT_EQ(counter.live_blocks, 0);
        failures++;
    }
    EXPECT_GE(failures, 4);
}
END_TEST

static Suite *random_suite(void)
{
    Suite *s = suite_create("random");
    TCase *tc = tcase_create("invariants");
    tcase_add_test(tc, random_games_keep_every_invariant);
    tcase_add_test(tc, same_seed_same_game);
    tcase_add_test(tc, rollout_places_uniformly);
    tcase_add_test(tc, rollout_places_uniformly_where_few_fit);
    tcase_add_test(tc, two_threads_match_one);
    tcase_add_test(tc, const_readers_share_one_game_across_threads);
    tcase_set_timeout(tc, 1200);
    suite_add_tcase(s, tc);
    tc = tcase_create("memory");
    tcase_add_test(tc, no_allocation_after_creation);
    tcase_add_test(tc, every_allocation_failure_is_clean);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(random_suite());
}
