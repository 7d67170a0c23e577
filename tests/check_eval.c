/* White-box: HUNTERS_BOT_MCTS2's cut-off value (lib/bots/cutoff.c) and its
 * features (lib/bots/cutoff_features.c) in positions of seeded random
 * games (random placements and deployments): public information only,
 * finite, a difference against the other players, and at the end the
 * final score difference. */
#include <check.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"
#include "check_main.h"
#include "fast_assert.h"
#include "game.h"
#include "hunters.h"
#include "random_play.h"
#include "tiles/tileset.h"

#define GAMES 4
#define EVERY 7 /* steps between the positions looked at */

static hunters_game *new_game(const hunters_tileset *ts, int players, uint64_t seed)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.seed = seed;
    o.players = players;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    return g;
}

/* Whether two doubles are the same to rounding. */
static int same(double a, double b)
{
    return fabs(a - b) <= 1e-9 * (1.0 + fabs(a) + fabs(b));
}

/* Two copies of a position redetermined with different seeds (their
 * future draws differ, R3.1) get the same value and features for every
 * player: the value reads the board, the pieces (R4), the supplies and
 * the count of land tiles left, never the stacks' order. The value of
 * pieces on unfinished forests and rivers (R5.5) and of huts and hunters
 * (R8.2, R8.3) is then public too. */
START_TEST(cutoff_value_is_public)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    int positions = 0, pieces_valued = 0;
    for (int n = 0; n < GAMES; n++) {
        int players = 2 + n % 3;
        hunters_game *g = new_game(ts, players, 700 + (uint64_t)n), *a = NULL, *b = NULL;
        uint64_t rng = 0x9e37 + (uint64_t)n;
        while (play_steps(g, EVERY, &rng) == EVERY && hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            ck_assert_int_eq(hunters_game_clone(&a, g), HUNTERS_OK);
            ck_assert_int_eq(hunters_game_clone(&b, g), HUNTERS_OK);
            EXPECT_EQ(hunters_game_redetermine(a, 1), HUNTERS_OK);
            EXPECT_EQ(hunters_game_redetermine(b, 2), HUNTERS_OK);
            for (int p = 0; p < players; p++) {
                double fa[HU_CF_COUNT], fb[HU_CF_COUNT];
                hu_cutoff_features(a, p, HU_CF_ALL, fa);
                hu_cutoff_features(b, p, HU_CF_ALL, fb);
                EXPECT_EQ(memcmp(fa, fb, sizeof fa), 0);
                double va = hu_evaluate_cutoff(a, p, NULL), vb = hu_evaluate_cutoff(b, p, NULL);
                EXPECT_EQ(memcmp(&va, &vb, sizeof va), 0);
                EXPECT_EQ(isfinite(va), 1);
                pieces_valued += fa[HU_CF_FOREST_VALUE] != 0 || fa[HU_CF_RIVER_VALUE] != 0 ||
                                 fa[HU_CF_MEADOW_SHARE] != 0 || fa[HU_CF_SYSTEM_SHARE] != 0;
            }
            hunters_game_free(a);
            hunters_game_free(b);
            a = b = NULL;
            positions++;
        }
        hunters_game_free(g);
    }
    EXPECT_GE(positions, 40);
    EXPECT_GE(pieces_valued, positions / 2); /* the positions hold pieces that count */
    hunters_tileset_free(ts);
}
END_TEST

/* The features are the player's quantity minus the others' mean, so the
 * values of all players add up to nothing (with two players, one's value is
 * the other's negated); the projected score (R5, R8) and the pieces in
 * supply (R1.2) are the ones the game reports, and so is the claimer term
 * (the turns left while a member is in supply); at the end the value
 * is the final score minus the others' mean (R8.4). */
START_TEST(cutoff_value_is_a_difference)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    int positions = 0;
    for (int n = 0; n < GAMES; n++) {
        int players = 2 + n % 3;
        hunters_game *g = new_game(ts, players, 900 + (uint64_t)n);
        uint64_t rng = 0x51ed + (uint64_t)n;
        while (play_steps(g, EVERY, &rng) == EVERY && hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            double sum = 0, value[HU_MAX_PLAYERS];
            int32_t projected[HU_MAX_PLAYERS];
            ck_assert_int_eq(hunters_game_project_scores(g, projected), HUNTERS_OK);
            for (int p = 0; p < players; p++) {
                value[p] = hu_evaluate_cutoff(g, p, NULL);
                sum += value[p];
                double f[HU_CF_COUNT], others = 0, members = 0, claimers = 0;
                double turns_left = (double)g->s.land_left / players;
                hu_cutoff_features(g, p, HU_CF_ALL, f);
                for (int q = 0; q < players; q++)
                    if (q != p) {
                        others += (double)projected[q] / (players - 1);
                        members += (double)g->s.members[q] / (players - 1);
                        claimers += (g->s.members[q] > 0 ? turns_left : 0) / (players - 1);
                    }
                EXPECT_EQ(same(f[HU_CF_PROJECTED], projected[p] - others), 1);
                EXPECT_EQ(same(f[HU_CF_MEMBERS], g->s.members[p] - members), 1);
                /* a member in supply claims what the player completes (R4.2, R4.7, R5.6) */
                EXPECT_EQ(same(f[HU_CF_CLAIMER], (g->s.members[p] > 0 ? turns_left : 0) - claimers), 1);
                EXPECT_EQ(f[HU_CF_TO_MOVE] > 0, p == hunters_game_current_player(g));
            }
            EXPECT_EQ(same(sum, 0), 1);
            if (players == 2)
                EXPECT_EQ(same(value[0], -value[1]), 1);
            positions++;
        }
        play_steps(g, 100000, &rng);
        ck_assert_int_eq(hunters_game_phase(g), HUNTERS_PHASE_OVER);
        double total = 0;
        for (int p = 0; p < players; p++)
            total += hunters_game_score(g, p);
        for (int p = 0; p < players; p++) {
            double mine = hunters_game_score(g, p);
            EXPECT_EQ(same(hu_evaluate_cutoff(g, p, NULL), mine - (total - mine) / (players - 1)), 1);
        }
        hunters_game_free(g);
    }
    EXPECT_GE(positions, 40);
    hunters_tileset_free(ts);
}
END_TEST

/* The weights a caller gives are the ones the value uses: the projection's
 * weight alone gives the projected score difference (the final scoring of
 * R8.1 - R8.3 as if the game ended now), the turn to play's alone 1 - 0
 * for the player to act (R3), and NULL the built-in weights of the
 * player count. */
START_TEST(cutoff_value_uses_given_weights)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    int positions = 0;
    for (int n = 0; n < GAMES; n++) {
        int players = 2 + n % 3;
        hunters_game *g = new_game(ts, players, 1100 + (uint64_t)n);
        uint64_t rng = 0x7a11 + (uint64_t)n;
        double projection_only[HU_CF_COUNT] = {[HU_CF_PROJECTED] = 1},
               to_move_only[HU_CF_COUNT] = {[HU_CF_TO_MOVE] = 1};
        const double *builtin = hu_cutoff_weights(players);
        while (play_steps(g, EVERY, &rng) == EVERY && hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            for (int p = 0; p < players; p++) {
                double f[HU_CF_COUNT], weighted = 0;
                hu_cutoff_features(g, p, HU_CF_ALL, f);
                for (int k = 0; k < HU_CF_COUNT; k++)
                    weighted += builtin[k] * f[k];
                EXPECT_EQ(same(hu_evaluate_cutoff(g, p, projection_only), f[HU_CF_PROJECTED]), 1);
                int to_move = p == hunters_game_current_player(g);
                EXPECT_EQ(same(hu_evaluate_cutoff(g, p, to_move_only), to_move ? 1 : -1.0 / (players - 1)), 1);
                EXPECT_EQ(same(hu_evaluate_cutoff(g, p, NULL), weighted), 1);
            }
            positions++;
        }
        hunters_game_free(g);
    }
    EXPECT_GE(positions, 40);
    hunters_tileset_free(ts);
}
END_TEST

/* MCTS2 with other cut-off weights chooses by them (the projection alone
 * spends pieces at once, R4, so some placement or deployment differs),
 * and a later call without weights at the same decision is the built-in
 * bot again: the same move as hunters_bot_choose() on a fresh copy (the
 * plan of the weighted call does not apply to it). */
START_TEST(weighted_bot_restores_the_builtin_moves)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    double projection_only[HU_CF_COUNT] = {[HU_CF_PROJECTED] = 1};
    hunters_bot_options bo;
    hunters_bot_options_init(&bo);
    bo.kind = HUNTERS_BOT_MCTS2;
    bo.iterations = 40;
    hunters_game *g = new_game(ts, 2, 1300), *fresh = NULL;
    uint64_t rng = 0x3e57;
    int decisions = 0, differed = 0;
    while (decisions < 12 && play_steps(g, 3, &rng) == 3 && hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(g);
        if (phase != HUNTERS_PHASE_PLACE && phase != HUNTERS_PHASE_DEPLOY)
            continue;
        bo.seed = 77 + (uint64_t)decisions;
        hunters_move builtin, weighted, again, reference;
        ck_assert_int_eq(hunters_game_clone(&fresh, g), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_choose(fresh, &bo, &reference), HUNTERS_OK);
        hunters_game_free(fresh);
        fresh = NULL;
        EXPECT_EQ(hu_bot_choose_weighted(g, &bo, NULL, &builtin), HUNTERS_OK);
        EXPECT_EQ(builtin, reference);
        EXPECT_EQ(hu_bot_choose_weighted(g, &bo, projection_only, &weighted), HUNTERS_OK);
        EXPECT_EQ(hu_bot_choose_weighted(g, &bo, NULL, &again), HUNTERS_OK);
        EXPECT_EQ(again, reference);
        differed += weighted != reference;
        decisions++;
    }
    EXPECT_EQ(decisions, 12);
    EXPECT_GE(differed, 1);
    hunters_game_free(g);
    hunters_tileset_free(ts);
}
END_TEST

/* The default tile set with its dolmen tile (a bonus tile, one copy) as
 * eight land tiles, so that hunters stand with the dolmen (R6.6) often. */
static hunters_tileset *dolmen_tileset(void)
{
    static const char bonus[] = "tile B-DOLMEN 1 MMMM bonus", land[] = "tile B-DOLMEN 8 MMMM";
    const char *at = strstr(hu_default_tileset_text, bonus);
    ck_assert_ptr_nonnull(at);
    size_t before = (size_t)(at - hu_default_tileset_text), after = hu_default_tileset_length - before - strlen(bonus);
    char *text = malloc(hu_default_tileset_length + 1);
    ck_assert_ptr_nonnull(text);
    memcpy(text, hu_default_tileset_text, before);
    memcpy(text + before, land, strlen(land));
    memcpy(text + before + strlen(land), at + strlen(bonus), after);
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_string(&ts, text, before + strlen(land) + after, NULL, NULL), HUNTERS_OK);
    free(text);
    return ts;
}

/* A hunter with the dolmen (R6.6) when the tile just placed shows one and
 * the player may deploy there, else 0. */
static hunters_move dolmen_hunter(const hunters_game *g)
{
    int phase = hunters_game_phase(g);
    if (phase != HUNTERS_PHASE_DEPLOY && phase != HUNTERS_PHASE_DEPLOY_BONUS)
        return 0;
    hunters_move moves[RANDOM_PLAY_MOVES];
    int count = hunters_game_legal_moves(g, moves, RANDOM_PLAY_MOVES);
    const hu_placed *tile = &g->placed[g->s.last_placed];
    for (int i = 0; i < count; i++)
        if (hunters_move_kind(moves[i]) == HUNTERS_MOVE_DEPLOY &&
            hunters_move_piece(moves[i]) == HUNTERS_PIECE_MEMBER &&
            g->ts->types[tile->type].area[hunters_move_area(moves[i])].item[HUNTERS_ITEM_DOLMEN])
            return moves[i];
    return 0;
}

/* The memo tests' game n of 6 (seed base + n): 2, 3 and 4 players; games 2
 * and 3 with 99 members and huts a player and the forest and mushroom
 * options of R5.3, played by the last legal move (a deployment whenever
 * there is one; returns 1 for them); games 4 and 5 with eight dolmen
 * tiles. */
static int memo_game_options(hunters_game_options *o, int n, uint64_t seed, const hunters_tileset *ts,
                             const hunters_tileset *dolmens)
{
    hunters_game_options_init(o);
    o->tileset = n < 4 ? ts : dolmens;
    o->seed = seed + (uint64_t)n;
    o->players = 2 + n % 3;
    int deploying = n == 2 || n == 3;
    if (n == 1) /* a bounded table (R3.2): open positions cut off, their entries the spare slot */
        o->table_width = o->table_height = 6;
    if (deploying) {
        o->members = o->huts = 99;
        o->forest_value = HUNTERS_FOREST_PER_SEGMENT;
        o->mushroom_value = HUNTERS_MUSHROOMS_PER_TILE;
    }
    return deploying;
}

/* One step of a memo test's game: a hunter on the dolmen whenever one can
 * go there (R6.6), else up to `steps` moves (the last legal one when
 * deploying, else random). Returns the moves made. */
static int memo_game_step(hunters_game *g, int steps, int deploying, uint64_t *rng)
{
    hunters_move hunter = dolmen_hunter(g);
    if (!hunter)
        return play_steps(g, steps, deploying ? NULL : rng);
    EXPECT_EQ(hunters_game_play(g, hunter), HUNTERS_OK);
    return 1;
}

/* The memo of MCTS2's reply listing (hu_cf_memo) changes nothing: every
 * placement of the tile in hand, and every deployment after it, gets the
 * very features and value (to the bit) with the memo as without, for
 * every player; with the default supplies and random moves, and with 99
 * members and huts a player and the last legal move (a deployment
 * whenever there is one), so that so many pieces stand that the one pass
 * gives way to the two of old, and with the forest and mushroom options
 * of R5.3; a hunter goes on the dolmen whenever it can (R6.6: the meadow
 * is then his alone), in two games with eight dolmen tiles. The projected score in the features is the
 * projection's, to the bit. */
START_TEST(memo_gives_the_same_features)
{
    hunters_tileset *ts = NULL, *dolmens = dolmen_tileset();
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    int compared = 0, reused = 0, contested = 0;
    /* HUNTERS_RANDOM_GAMES (check_main.h; build.sh's valgrind run, 25 times
     * slower) asks for fewer positions: every sixth place decision of the same games */
    int stride = random_games_asked() ? 6 : 1, decision = 0;
    for (int n = 0; n < 6; n++) {
        hunters_game_options o;
        int deploying = memo_game_options(&o, n, 1500, ts, dolmens);
        hunters_game *g = NULL, *after = NULL, *deployed = NULL;
        ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&after, g), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&deployed, g), HUNTERS_OK);
        uint64_t rng = 0x6e30 + (uint64_t)n;
        hunters_move places[RANDOM_PLAY_MOVES], deploys[RANDOM_PLAY_MOVES];
        for (;;) {
            if (memo_game_step(g, 1 + (int)(xorshift_next(&rng) % 3), deploying, &rng) == 0)
                break;
            if (hunters_game_phase(g) == HUNTERS_PHASE_OVER)
                break;
            if (hunters_game_phase(g) != HUNTERS_PHASE_PLACE && hunters_game_phase(g) != HUNTERS_PHASE_PLACE_BONUS)
                continue;
            if (decision++ % stride != 0)
                continue;
            hu_cf_memo memo;
            hu_cf_memo_init(&memo, g);
            int count = hunters_game_legal_moves(g, places, RANDOM_PLAY_MOVES);
            for (int i = 0; i < count; i++) {
                ck_assert_int_eq(hunters_game_copy(after, g), HUNTERS_OK);
                ck_assert_int_eq(hunters_game_play(after, places[i]), HUNTERS_OK);
                int m = hunters_game_legal_moves(after, deploys, RANDOM_PLAY_MOVES);
                for (int k = -1; k < m; k++) {
                    hunters_game *at = after;
                    if (k >= 0) {
                        ck_assert_int_eq(hunters_game_copy(deployed, after), HUNTERS_OK);
                        ck_assert_int_eq(hunters_game_play(deployed, deploys[k]), HUNTERS_OK);
                        at = deployed;
                    }
                    for (int p = 0; p < o.players; p++) {
                        double fresh[HU_CF_COUNT], memoed[HU_CF_COUNT];
                        hu_cutoff_features(at, p, HU_CF_ALL, fresh);
                        hu_cutoff_features_memo(at, p, HU_CF_ALL, HU_CF_EVERY, &memo, memoed);
                        EXPECT_EQ(memcmp(fresh, memoed, sizeof fresh), 0);
                        /* merge_meadow alone leaves forests and rivers out
                         * of the contested pairs: the same term */
                        double alone[HU_CF_COUNT];
                        hu_cutoff_features_memo(at, p, HU_CF_ALL, 1u << HU_CF_MERGE_MEADOW, &memo, alone);
                        EXPECT_EQ(memcmp(&fresh[HU_CF_MERGE_MEADOW], &alone[HU_CF_MERGE_MEADOW], sizeof(double)), 0);
                        contested += fresh[HU_CF_MERGE_MEADOW] != 0;
                        double v = hu_evaluate_cutoff(at, p, NULL), vm = hu_evaluate_cutoff_memo(at, p, NULL, &memo);
                        EXPECT_EQ(memcmp(&v, &vm, sizeof v), 0);
                        int32_t projected[HU_MAX_PLAYERS];
                        hunters_game_project_scores(at, projected);
                        double sum = 0;
                        for (int q = 0; q < o.players; q++)
                            sum += projected[q];
                        double diff = projected[p] - (sum - projected[p]) / (o.players - 1);
                        EXPECT_EQ(memcmp(&fresh[HU_CF_PROJECTED], &diff, sizeof diff), 0);
                        compared++;
                    }
                }
            }
            reused += memo.count > 0;
        }
        hunters_game_free(g);
        hunters_game_free(after);
        hunters_game_free(deployed);
    }
    EXPECT_GE(compared, 10000 / stride);
    EXPECT_GE(reused, 50 / stride); /* the memo was filled, so read */
    EXPECT_GE(contested, 1000 / stride); /* meadows with hunters met at open positions */
    hunters_tileset_free(dolmens);
    hunters_tileset_free(ts);
}
END_TEST

/* The memo serves the positions several tiles after its base too (the
 * cut-offs of MCTS2's rollouts, a few turns after the search's
 * position): at every step of a few random turns after a place decision,
 * up to HU_CF_MEMO_TILES + 2 tiles (beyond that the memo serves none),
 * every player's features and value are the same to the bit with the
 * memo as without, with the default supplies, with 99 members and huts a
 * player, and with hunters on dolmens (R6.6); the value from readied
 * weights (hu_cutoff_value) too, with the built-in weights and with the
 * listing's (the contested terms left out). The memo's summaries and
 * the areas it keeps of its base's open positions (for the contested
 * pass, all areas and meadows only) are read, not only filled. A memo
 * whose base is a deploy decision serves nothing, and changes nothing
 * either. */
START_TEST(memo_serves_positions_tiles_later)
{
    hunters_tileset *ts = NULL, *dolmens = dolmen_tileset();
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    int compared = 0, reused = 0, beyond = 0, read_later = 0, areas_read = 0;
    int stride = random_games_asked() ? 6 : 1, decision = 0;
    for (int n = 0; n < 6; n++) {
        hunters_game_options o;
        int deploying = memo_game_options(&o, n, 1700, ts, dolmens);
        hunters_game *g = NULL, *later = NULL;
        ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&later, g), HUNTERS_OK);
        uint64_t rng = 0x7e30 + (uint64_t)n;
        double listing_weights[HU_CF_COUNT];
        memcpy(listing_weights, hu_cutoff_weights(o.players), sizeof listing_weights);
        listing_weights[HU_CF_MERGE] = listing_weights[HU_CF_MERGE_MEADOW] = listing_weights[HU_CF_MERGE_NEXT] = 0;
        hu_cutoff builtin, listing;
        hu_cutoff_prepare(&builtin, NULL, o.players);
        hu_cutoff_prepare(&listing, listing_weights, o.players);
        for (;;) {
            if (memo_game_step(g, 1 + (int)(xorshift_next(&rng) % 3), deploying, &rng) == 0)
                break;
            int phase = hunters_game_phase(g);
            if (phase == HUNTERS_PHASE_OVER)
                break;
            int deciding = phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS;
            int deploy_base = phase == HUNTERS_PHASE_DEPLOY || phase == HUNTERS_PHASE_DEPLOY_BONUS;
            if ((!deciding && !deploy_base) || decision++ % (4 * stride) != 0)
                continue;
            hu_cf_memo memo;
            hu_cf_memo_init(&memo, g);
            ck_assert_int_eq(hunters_game_copy(later, g), HUNTERS_OK);
            int tiles = hunters_game_placed_count(g);
            while (hunters_game_phase(later) != HUNTERS_PHASE_OVER &&
                   hunters_game_placed_count(later) - tiles <= HU_CF_MEMO_TILES + 2) {
                memo_game_step(later, 1, deploying, &rng);
                int after = hunters_game_placed_count(later) - tiles;
                beyond += after > HU_CF_MEMO_TILES;
                for (int p = 0; p < o.players; p++) {
                    double fresh[HU_CF_COUNT], memoed[HU_CF_COUNT];
                    hu_cutoff_features(later, p, HU_CF_ALL, fresh);
                    hu_cutoff_features_memo(later, p, HU_CF_ALL, HU_CF_EVERY, &memo, memoed);
                    EXPECT_EQ(memcmp(fresh, memoed, sizeof fresh), 0);
                    /* read, not only filled: a copy whose summaries are
                     * false gives other features while it serves */
                    hu_cf_memo poisoned = memo;
                    for (int e = 0; e < poisoned.count; e++)
                        poisoned.entry[e].value += 1000;
                    double misled[HU_CF_COUNT];
                    hu_cutoff_features_memo(later, p, HU_CF_ALL, HU_CF_EVERY, &poisoned, misled);
                    int differs = memcmp(fresh, misled, sizeof fresh) != 0;
                    if (after > HU_CF_MEMO_TILES || deploy_base)
                        EXPECT_EQ(differs, 0); /* served nothing */
                    else if (after >= 2)
                        read_later += differs;
                    /* the contested pass reads the areas of the base's
                     * open positions from the memo (made by the call
                     * above): a copy that lists none gives other
                     * features while it serves */
                    if (memo.open_kind > 0) {
                        hu_cf_memo no_areas = memo;
                        for (int f = 0; f < HU_CF_MEMO_OPEN; f++)
                            no_areas.open[f].count = 0;
                        hu_cutoff_features_memo(later, p, HU_CF_ALL, HU_CF_EVERY, &no_areas, misled);
                        differs = memcmp(fresh, misled, sizeof fresh) != 0;
                        if (after > HU_CF_MEMO_TILES)
                            EXPECT_EQ(differs, 0);
                        areas_read += differs;
                    }
                    double v = hu_evaluate_cutoff(later, p, NULL), vm = hu_cutoff_value(later, p, &builtin, &memo);
                    EXPECT_EQ(memcmp(&v, &vm, sizeof v), 0);
                    double l = hu_evaluate_cutoff(later, p, listing_weights);
                    double lm = hu_cutoff_value(later, p, &listing, &memo);
                    EXPECT_EQ(memcmp(&l, &lm, sizeof l), 0);
                    compared++;
                }
            }
            if (deploy_base)
                EXPECT_EQ(memo.count, 0); /* served nothing */
            else
                reused += memo.count > 0;
        }
        hunters_game_free(g);
        hunters_game_free(later);
    }
    EXPECT_GE(compared, 5000 / stride);
    EXPECT_GE(reused, 30 / stride);
    EXPECT_GE(beyond, 30 / stride); /* positions the memo no longer served */
    EXPECT_GE(read_later, 1000 / stride); /* read 2 to HU_CF_MEMO_TILES tiles after its base */
    EXPECT_GE(areas_read, 100 / stride); /* the open positions' areas read */
    hunters_tileset_free(dolmens);
    hunters_tileset_free(ts);
}
END_TEST

static Suite *eval_suite(void)
{
    Suite *s = suite_create("eval");
    TCase *tc = tcase_create("cutoff");
    tcase_add_test(tc, cutoff_value_is_public);
    tcase_add_test(tc, cutoff_value_is_a_difference);
    tcase_add_test(tc, cutoff_value_uses_given_weights);
    tcase_add_test(tc, weighted_bot_restores_the_builtin_moves);
    suite_add_tcase(s, tc);
    /* tens of thousands of positions compared: a timeout of its own, as long
     * as the other long test cases' (600 s), since a loaded machine under the
     * sanitizers went past 120 s; the timeout only catches a hang */
    TCase *memo = tcase_create("memo");
    tcase_add_test(memo, memo_gives_the_same_features);
    tcase_add_test(memo, memo_serves_positions_tiles_later);
    tcase_set_timeout(memo, 600);
    suite_add_tcase(s, memo);
    return s;
}

int main(void)
{
    return run_suite(eval_suite());
}
