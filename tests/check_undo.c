/* Undo (hunters_game_undo): after random games, taking back every decision
 * in turn returns each earlier state exactly (hash, event log, scores,
 * supplies, phase, stacks), and playing the decisions again gives the
 * original game. Draws are decisions in caller draw mode (R3.1, R3.6):
 * undoing one returns the tile to its stack. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "check_main.h"
#include "fast_assert.h"
#include "hunters.h"
#include "random_play.h"
#include "same_game.h"
#include "test_alloc.h"

/* What a state must look like again after undoing back to it. */
typedef struct snapshot {
    uint64_t hash;
    int events, phase, player, in_hand, land_left, bonus_left, decisions;
    int score[HUNTERS_MAX_PLAYERS], members[HUNTERS_MAX_PLAYERS], huts[HUNTERS_MAX_PLAYERS];
} snapshot;

/* One decision: a move, or a draw (type, or -1 for the game's generator). */
typedef struct decision {
    int is_draw, type;
    hunters_move move;
} decision;

static void take(const hunters_game *g, snapshot *s)
{
    memset(s, 0, sizeof *s);
    s->hash = hunters_game_hash(g);
    s->events = hunters_game_event_count(g);
    s->phase = hunters_game_phase(g);
    s->player = hunters_game_current_player(g);
    s->in_hand = hunters_game_tile_in_hand(g);
    s->land_left = hunters_game_stack_size(g, 0);
    s->bonus_left = hunters_game_stack_size(g, 1);
    s->decisions = hunters_game_decision_count(g);
    for (int p = 0; p < hunters_game_player_count(g); p++) {
        s->score[p] = hunters_game_score(g, p);
        s->members[p] = hunters_game_supply(g, p, HUNTERS_PIECE_MEMBER);
        s->huts[p] = hunters_game_supply(g, p, HUNTERS_PIECE_HUT);
    }
}

static void expect_state(const hunters_game *g, const snapshot *want, const hunters_game *final)
{
    snapshot got;
    take(g, &got);
    EXPECT_U64_EQ(got.hash, want->hash);
    EXPECT_EQ(got.events, want->events);
    EXPECT_EQ(got.phase, want->phase);
    EXPECT_EQ(got.player, want->player);
    EXPECT_EQ(got.in_hand, want->in_hand);
    EXPECT_EQ(got.land_left, want->land_left);
    EXPECT_EQ(got.bonus_left, want->bonus_left);
    EXPECT_EQ(got.decisions, want->decisions);
    EXPECT(memcmp(got.score, want->score, sizeof got.score) == 0);
    EXPECT(memcmp(got.members, want->members, sizeof got.members) == 0);
    EXPECT(memcmp(got.huts, want->huts, sizeof got.huts) == 0);
    /* the log before a decision is a prefix of the final log */
    for (int i = 0; i < got.events; i++) {
        hunters_event a, b;
        hunters_game_event(g, i, &a);
        hunters_game_event(final, i, &b);
        EXPECT(memcmp(&a, &b, sizeof a) == 0);
    }
}

static void apply(hunters_game *g, const decision *d)
{
    if (!d->is_draw)
        EXPECT_EQ(hunters_game_play(g, d->move), HUNTERS_OK);
    else if (d->type < 0)
        EXPECT_EQ(hunters_game_draw_random(g), HUNTERS_OK);
    else
        EXPECT_EQ(hunters_game_draw(g, d->type), HUNTERS_OK);
}

enum { MAX_DECISIONS = 1024 };

/* Plays a random game, noting each decision and the state before it, then
 * undoes every decision back to the start, then replays them all. */
static void undo_whole_game(uint64_t seed, int players, int draw_mode)
{
    static snapshot before[MAX_DECISIONS];
    static decision made[MAX_DECISIONS];
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = players;
    o.seed = seed;
    o.draw_mode = draw_mode;
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    hunters_game_set_player_name(g, 0, "Ann");
    uint64_t rng = seed * 2654435761u + 1;
    hunters_move moves[2048];
    int n = 0;
    for (int phase = hunters_game_phase(g); phase != HUNTERS_PHASE_OVER; phase = hunters_game_phase(g)) {
        EXPECT(n < MAX_DECISIONS);
        take(g, &before[n]);
        EXPECT_EQ(before[n].decisions, n);
        decision d = {0, -1, 0};
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            d.is_draw = 1;
            if (xorshift_next(&rng) % 2) { /* half by name, half by the game's generator */
                int types = hunters_tileset_type_count(hunters_game_tileset(g));
                int want = (int)(xorshift_next(&rng) %
                                 (uint64_t)hunters_game_stack_size(g, phase == HUNTERS_PHASE_DRAW_BONUS));
                for (int t = 0; t < types; t++) {
                    int flags = hunters_tileset_type_flags(hunters_game_tileset(g), t);
                    if ((flags & HUNTERS_TILE_START) ||
                        ((flags & HUNTERS_TILE_BONUS) != 0) != (phase == HUNTERS_PHASE_DRAW_BONUS))
                        continue;
                    int left = hunters_game_tiles_left(g, t);
                    if (want < left) {
                        d.type = t;
                        break;
                    }
                    want -= left;
                }
                EXPECT_GE(d.type, 0);
            }
        } else {
            int count = hunters_game_legal_moves(g, moves, sizeof moves / sizeof moves[0]);
            EXPECT_GT(count, 0);
            d.move = moves[xorshift_next(&rng) % (uint64_t)count];
        }
        made[n++] = d;
        apply(g, &d);
    }
    hunters_game *final = NULL;
    EXPECT_EQ(hunters_game_clone(&final, g), HUNTERS_OK);
    EXPECT_EQ(hunters_game_decision_count(g), n);

    for (int i = n - 1; i >= 0; i--) {
        EXPECT_EQ(hunters_game_undo(g), HUNTERS_OK);
        expect_state(g, &before[i], final);
    }
    /* at the start: nothing left to undo, and the refusal changes nothing */
    EXPECT_EQ(hunters_game_undo(g), HUNTERS_EPHASE);
    EXPECT(hunters_game_errmsg(g)[0] != '\0');
    expect_state(g, &before[0], final);
    EXPECT(strcmp(hunters_game_player_name(g, 0), "Ann") == 0);

    for (int i = 0; i < n; i++)
        apply(g, &made[i]);
    assert_same_game(g, final);

    /* undo in the middle, then the same decisions again: the same game */
    int back = n / 3 + 1;
    for (int i = 0; i < back; i++)
        EXPECT_EQ(hunters_game_undo(g), HUNTERS_OK);
    expect_state(g, &before[n - back], final);
    for (int i = n - back; i < n; i++)
        apply(g, &made[i]);
    assert_same_game(g, final);

    hunters_game_free(final);
    hunters_game_free(g);
}

#ifdef HUNTERS_TEST_SANITIZED
enum { GAMES = 6 };
#else
enum { GAMES = 40 };
#endif

/* HUNTERS_RANDOM_GAMES=N (check_main.h) asks for fewer games: a tenth of
 * N, since each game here is undone decision by decision. */
static int games(void)
{
    return random_games(GAMES, 10);
}

START_TEST(undo_every_decision_of_engine_drawn_games)
{
    for (int i = 0; i < games(); i++)
        undo_whole_game(1000 + (uint64_t)i, 2 + i % 4, HUNTERS_DRAW_ENGINE);
}
END_TEST

START_TEST(undo_every_decision_of_caller_drawn_games)
{
    for (int i = 0; i < games(); i++)
        undo_whole_game(5000 + (uint64_t)i, 1 + i % 5, HUNTERS_DRAW_CALLER);
}
END_TEST

/* R3.1: a draw taken back returns its tile to the stack. */
START_TEST(undoing_a_draw_returns_the_tile)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.draw_mode = HUNTERS_DRAW_CALLER;
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    const hunters_tileset *ts = hunters_game_tileset(g);
    EXPECT_EQ(hunters_game_decision_count(g), 0);
    EXPECT_EQ(hunters_game_undo(g), HUNTERS_EPHASE);
    int type = -1;
    for (int t = 0; t < hunters_tileset_type_count(ts) && type < 0; t++)
        if (hunters_tileset_type_flags(ts, t) == 0 && hunters_game_tiles_left(g, t) > 0)
            type = t;
    int left = hunters_game_tiles_left(g, type), stack = hunters_game_stack_size(g, 0);
    uint64_t hash = hunters_game_hash(g);
    EXPECT_EQ(hunters_game_draw(g, type), HUNTERS_OK);
    EXPECT_EQ(hunters_game_tiles_left(g, type), left - 1);
    EXPECT_EQ(hunters_game_phase(g), HUNTERS_PHASE_PLACE);
    EXPECT_EQ(hunters_game_undo(g), HUNTERS_OK);
    EXPECT_EQ(hunters_game_tiles_left(g, type), left);
    EXPECT_EQ(hunters_game_stack_size(g, 0), stack);
    EXPECT_EQ(hunters_game_phase(g), HUNTERS_PHASE_DRAW);
    EXPECT_EQ(hunters_game_tile_in_hand(g), HUNTERS_ERANGE);
    EXPECT_U64_EQ(hunters_game_hash(g), hash);
    EXPECT_EQ(hunters_game_undo(NULL), HUNTERS_EINVAL);
    EXPECT_EQ(hunters_game_decision_count(NULL), HUNTERS_EINVAL);
    hunters_game_free(g);
}
END_TEST

/* A game loaded from its record undoes as the original does. */
START_TEST(loaded_games_undo_like_the_original)
{
    for (int mode = HUNTERS_DRAW_ENGINE; mode <= HUNTERS_DRAW_CALLER; mode++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.players = 3;
        o.seed = 77;
        o.draw_mode = mode;
        hunters_game *g = NULL;
        EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        uint64_t rng = 99;
        play_steps(g, 60, &rng);
        size_t length;
        char *text = save_text(g, &length);
        hunters_game *loaded = NULL;
        EXPECT_EQ(hunters_game_load(&loaded, text, length, NULL, NULL, NULL), HUNTERS_OK);
        EXPECT_EQ(hunters_game_decision_count(loaded), hunters_game_decision_count(g));
        for (int i = 0; i < 10; i++) {
            EXPECT_EQ(hunters_game_undo(g), HUNTERS_OK);
            EXPECT_EQ(hunters_game_undo(loaded), HUNTERS_OK);
            EXPECT_U64_EQ(hunters_game_hash(g), hunters_game_hash(loaded));
            EXPECT_EQ(hunters_game_event_count(g), hunters_game_event_count(loaded));
        }
        free(text);
        hunters_game_free(loaded);
        hunters_game_free(g);
    }
}
END_TEST

/* A caller-mode game whose tiles were drawn by the generator, saved and
 * loaded, draws on at random, and undo takes that back exactly: the record
 * marks the random draws, so the loaded game's generator has the same
 * history (a review found undo replaying such draws from the wrong state). */
START_TEST(loaded_games_draw_at_random_and_undo)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = 31;
    o.draw_mode = HUNTERS_DRAW_CALLER;
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    uint64_t rng = 5;
    play_steps(g, 40, &rng);
    size_t length;
    char *text = save_text(g, &length);
    ck_assert_ptr_nonnull(strstr(text, " random\n"));
    hunters_game *loaded = NULL;
    EXPECT_EQ(hunters_game_load(&loaded, text, length, NULL, NULL, NULL), HUNTERS_OK);
    for (int round = 0; round < 6; round++) {
        uint64_t before = hunters_game_hash(loaded);
        int events = hunters_game_event_count(loaded);
        uint64_t r1 = rng, r2 = rng;
        play_steps(g, 1, &r1);
        play_steps(loaded, 1, &r2);
        EXPECT_U64_EQ(hunters_game_hash(g), hunters_game_hash(loaded));
        EXPECT_EQ(hunters_game_undo(loaded), HUNTERS_OK);
        EXPECT_U64_EQ(hunters_game_hash(loaded), before);
        EXPECT_EQ(hunters_game_event_count(loaded), events);
        r2 = rng;
        play_steps(loaded, 1, &r2); /* the same draw again: the generator was restored */
        EXPECT_U64_EQ(hunters_game_hash(g), hunters_game_hash(loaded));
        rng = r1;
    }
    free(text);
    hunters_game_free(loaded);
    hunters_game_free(g);
}
END_TEST

/* A redetermined game is a search copy: its draws are no longer its seed's,
 * so undo (which replays from the seed) refuses it and changes nothing, and
 * an engine-mode one has no record (it would not load). */
START_TEST(redetermined_games_refuse_undo_and_save)
{
    for (int mode = HUNTERS_DRAW_ENGINE; mode <= HUNTERS_DRAW_CALLER; mode++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = 7;
        o.draw_mode = mode;
        hunters_game *g = NULL;
        EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        uint64_t rng = 3;
        play_steps(g, 12, &rng);
        EXPECT_EQ(hunters_game_redetermine(g, 12345), HUNTERS_OK);
        play_steps(g, 12, &rng);
        uint64_t hash = hunters_game_hash(g);
        int events = hunters_game_event_count(g);
        EXPECT_EQ(hunters_game_undo(g), HUNTERS_EPHASE);
        ck_assert_ptr_nonnull(strstr(hunters_game_errmsg(g), "redetermine"));
        EXPECT_EQ(hunters_game_decision_count(g), 0); /* how often undo can succeed */
        EXPECT_U64_EQ(hunters_game_hash(g), hash);
        EXPECT_EQ(hunters_game_event_count(g), events);
        char buffer[16] = "x";
        if (mode == HUNTERS_DRAW_ENGINE) {
            EXPECT_EQ((int)hunters_game_save(g, buffer, sizeof buffer), 0);
            EXPECT_EQ(buffer[0], '\0');
            EXPECT_EQ(hunters_game_save_file(g, "/nonexistent/never-written.rec"), HUNTERS_EPHASE);
        } else {
            /* caller mode: the record lists every draw, and loads */
            size_t length;
            char *text = save_text(g, &length);
            hunters_game *loaded = NULL;
            EXPECT_EQ(hunters_game_load(&loaded, text, length, NULL, NULL, NULL), HUNTERS_OK);
            EXPECT_U64_EQ(hunters_game_hash(loaded), hash);
            hunters_game_free(loaded);
            free(text);
        }
        hunters_game_free(g);
    }
}
END_TEST

/* hunters_game_drop_log: the same game without its log. Two games of the
 * same seed, one unlogged from the start and one from mid-game, play every
 * move to the same hash and scores as the logged game (the rules never read
 * the log); what reads the log refuses, and a copy from a logged game
 * brings the log back. */
START_TEST(dropped_logs_change_nothing_but_the_log)
{
    for (uint64_t seed = 1; seed <= 40; seed++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = seed;
        o.players = 2 + (int)(seed % 3);
        o.draw_mode = seed % 2 ? HUNTERS_DRAW_ENGINE : HUNTERS_DRAW_CALLER;
        hunters_game *logged = NULL, *unlogged = NULL, *late = NULL;
        EXPECT_EQ(hunters_game_new(&logged, &o, NULL), HUNTERS_OK);
        EXPECT_EQ(hunters_game_new(&unlogged, &o, NULL), HUNTERS_OK);
        EXPECT_EQ(hunters_game_new(&late, &o, NULL), HUNTERS_OK);
        EXPECT_EQ(hunters_game_drop_log(unlogged), HUNTERS_OK);
        EXPECT_EQ(hunters_game_drop_log(unlogged), HUNTERS_OK); /* again: still fine */
        EXPECT_EQ(hunters_game_event_count(unlogged), 0);
        uint64_t rng = seed;
        hunters_move moves[2048];
        for (int step = 0; hunters_game_phase(logged) != HUNTERS_PHASE_OVER; step++) {
            if (step == 50)
                EXPECT_EQ(hunters_game_drop_log(late), HUNTERS_OK);
            int phase = hunters_game_phase(logged);
            if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
                EXPECT_EQ(hunters_game_draw_random(logged), HUNTERS_OK);
                EXPECT_EQ(hunters_game_draw_random(unlogged), HUNTERS_OK);
                EXPECT_EQ(hunters_game_draw_random(late), HUNTERS_OK);
            } else {
                int n = hunters_game_legal_moves(logged, moves, 2048);
                EXPECT_EQ(hunters_game_legal_moves(unlogged, moves, 2048), n);
                hunters_move move = moves[xorshift_next(&rng) % (uint64_t)n];
                EXPECT_EQ(hunters_game_play(logged, move), HUNTERS_OK);
                EXPECT_EQ(hunters_game_play(unlogged, move), HUNTERS_OK);
                EXPECT_EQ(hunters_game_play(late, move), HUNTERS_OK);
            }
            EXPECT_U64_EQ(hunters_game_hash(unlogged), hunters_game_hash(logged));
            EXPECT_U64_EQ(hunters_game_hash(late), hunters_game_hash(logged));
        }
        for (int p = 0; p < o.players; p++) {
            EXPECT_EQ(hunters_game_score(unlogged, p), hunters_game_score(logged, p));
            EXPECT_EQ(hunters_game_score(late, p), hunters_game_score(logged, p));
        }
        EXPECT_EQ(hunters_game_event_count(unlogged), 0);
        EXPECT_EQ(hunters_game_event_count(late), 0);
        EXPECT_EQ(hunters_game_decision_count(unlogged), 0);
        EXPECT_EQ(hunters_game_undo(unlogged), HUNTERS_EPHASE);
        ck_assert_ptr_nonnull(strstr(hunters_game_errmsg(unlogged), "hunters_game_drop_log"));
        char buffer[16] = "x";
        EXPECT_EQ((int)hunters_game_save(unlogged, buffer, sizeof buffer), 0);
        EXPECT_EQ(buffer[0], '\0');
        EXPECT_EQ(hunters_game_save_file(unlogged, "/nonexistent/never-written.rec"), HUNTERS_EPHASE);
        /* a clone of an unlogged game is unlogged; a copy of a logged one is logged */
        hunters_game *clone = NULL;
        EXPECT_EQ(hunters_game_clone(&clone, unlogged), HUNTERS_OK);
        EXPECT_EQ(hunters_game_event_count(clone), 0);
        EXPECT_EQ(hunters_game_undo(clone), HUNTERS_EPHASE);
        EXPECT_EQ(hunters_game_copy(unlogged, logged), HUNTERS_OK);
        EXPECT_EQ(hunters_game_event_count(unlogged), hunters_game_event_count(logged));
        EXPECT_EQ(hunters_game_decision_count(unlogged), hunters_game_decision_count(logged));
        EXPECT_EQ(hunters_game_undo(unlogged), HUNTERS_OK);
        hunters_game_free(clone);
        hunters_game_free(late);
        hunters_game_free(unlogged);
        hunters_game_free(logged);
    }
    EXPECT_EQ(hunters_game_drop_log(NULL), HUNTERS_EINVAL);
}
END_TEST

/* Undo replays from the event log: it never calls the allocator. */
START_TEST(undo_never_allocates)
{
    test_alloc counter;
    hunters_allocator alloc = test_alloc_start(&counter, -1);
    hunters_game_options o = test_alloc_options(&alloc);
    o.draw_mode = HUNTERS_DRAW_CALLER;
    o.seed = 3;
    hunters_game *g = NULL;
    EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    play_steps(g, 80, NULL); /* the last legal move each time */
    long calls = counter.total_calls;
    while (hunters_game_decision_count(g) > 0)
        EXPECT_EQ(hunters_game_undo(g), HUNTERS_OK);
    EXPECT_EQ(counter.total_calls, calls);
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
}
END_TEST

static Suite *undo_suite(void)
{
    Suite *s = suite_create("undo");
    TCase *tc = tcase_create("undo");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, undo_every_decision_of_engine_drawn_games);
    tcase_add_test(tc, undo_every_decision_of_caller_drawn_games);
    tcase_add_test(tc, undoing_a_draw_returns_the_tile);
    tcase_add_test(tc, loaded_games_undo_like_the_original);
    tcase_add_test(tc, undo_never_allocates);
    tcase_add_test(tc, loaded_games_draw_at_random_and_undo);
    tcase_add_test(tc, redetermined_games_refuse_undo_and_save);
    tcase_add_test(tc, dropped_logs_change_nothing_but_the_log);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(undo_suite());
}
