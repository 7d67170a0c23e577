/* White-box: HUNTERS_BOT_MCTS2's model of the other players
 * (lib/bots/model.c). A player whose recent turns in the public log were
 * greedy's whole turns is modelled, one that played otherwise is not; the
 * modelled player's reply nodes hold greedy's turn alone, the very turn
 * HUNTERS_BOT_GREEDY plays there (R3.2 placement, R4 deployment, the
 * projection of R5 and R8); the model reads the public log only, so two
 * games that hide different futures get the same model and the same
 * advice; and the hint is still the move. Also the projection of one
 * placement from a base (lib/bots/project.c), which the model's greedy
 * turn uses. Budgets are tiny: nothing here depends on timing. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot_games.h"
#include "bots/bots.h"
#include "check_main.h"
#include "fast_assert.h"
#include "game.h"
#include "hunters.h"
#include "random_play.h"
#include "tiles/tileset.h"

/* Plays g on, seat p by kinds[p] (a tiny budget for the searches), until
 * `turns` tiles more are placed and the next place decision is reached,
 * or the game ends; the draws are the game's own (engine mode). */
static void play_seats(hunters_game *g, const int *kinds, int turns, uint64_t seed)
{
    int start = hunters_game_placed_count(g);
    while (deciding(g) && !(placing(g) && hunters_game_placed_count(g) >= start + turns)) {
        hunters_bot_options o = bot(kinds[hunters_game_current_player(g)], seed++, 20);
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &o, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
}

/* Plays on until the player to act is `player` at a place decision. */
static void play_to_turn_of(hunters_game *g, const int *kinds, int player, uint64_t seed)
{
    while (deciding(g) && !(placing(g) && hunters_game_current_player(g) == player))
        play_seats(g, kinds, 1, seed++);
}

/* The flags hu_model_read() sets at g's decision (MCTS2's search begun). */
static void read_model(hunters_game *g, unsigned char *flags)
{
    hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 1, 50);
    hu_search s;
    ck_assert_int_eq(hu_search_begin(&s, g, &o, NULL), HUNTERS_OK);
    memcpy(flags, s.greedy_like, sizeof s.greedy_like);
    hu_search_end(&s);
}

/* Greedy opponents are modelled, a random one and the player to act are
 * not; and none before its fourth turn (too few to tell). 2 to 4 players:
 * seat 0 is MCTS2 at a tiny budget, seat 1 greedy, seat 2 random, seat 3
 * greedy. */
START_TEST(greedy_players_are_modelled)
{
    const int players = 2 + _i;
    const int kinds[4] = {HUNTERS_BOT_MCTS2, HUNTERS_BOT_GREEDY, HUNTERS_BOT_RANDOM, HUNTERS_BOT_GREEDY};
    hunters_game *g = new_game(players, HUNTERS_DRAW_ENGINE, 610 + (uint64_t)_i, NULL);
    unsigned char flags[HU_MAX_PLAYERS];
    /* three turns each: too few */
    play_seats(g, kinds, 3 * players, 1);
    play_to_turn_of(g, kinds, 0, 100);
    ck_assert(deciding(g));
    read_model(g, flags);
    for (int p = 0; p < players; p++)
        EXPECT_EQ(flags[p], 0);
    int modelled[HU_MAX_PLAYERS] = {0}, positions = 0;
    for (int k = 0; k < 5 && deciding(g); k++) {
        play_seats(g, kinds, 2 * players, 200 + 10 * (uint64_t)k);
        play_to_turn_of(g, kinds, 0, 300 + 10 * (uint64_t)k);
        if (!deciding(g))
            break;
        read_model(g, flags);
        positions++;
        EXPECT_EQ(flags[0], 0); /* the player to act is never its own model */
        for (int p = 1; p < players; p++)
            modelled[p] += flags[p];
    }
    EXPECT_GE(positions, 4);
    for (int p = 1; p < players; p++)
        EXPECT_EQ(modelled[p], kinds[p] == HUNTERS_BOT_GREEDY ? positions : 0);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* A modelled player's reply is HUNTERS_BOT_GREEDY's whole turn there,
 * placement and deployment (its projection after the turn, R5 and R8;
 * the first listed among equals), in 60 positions of games between
 * greedy and random players, and the node gets that one edge. */
START_TEST(model_reply_is_greedys_turn)
{
    const int kinds[2] = {HUNTERS_BOT_RANDOM, HUNTERS_BOT_GREEDY};
    int positions = 0, deployments = 0;
    for (int game = 0; game < 6; game++) {
        hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 620 + (uint64_t)game, NULL);
        for (int k = 0; k < 10; k++) {
            play_seats(g, kinds, 3 + game % 3, 400 + 10 * (uint64_t)k);
            play_to_turn_of(g, kinds, 0, 500 + 10 * (uint64_t)k);
            if (!deciding(g))
                break;
            /* seat 0's search, asked for seat 1's reply after a turn of seat 0 */
            hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 1, 50);
            hu_search s;
            ck_assert_int_eq(hu_search_begin(&s, g, &o, NULL), HUNTERS_OK);
            hunters_game *reply = NULL;
            ck_assert_int_eq(hunters_game_clone(&reply, g), HUNTERS_OK);
            play_seats(reply, kinds, 1, 600 + (uint64_t)k);
            if (!placing(reply) || hunters_game_current_player(reply) != 1) {
                hunters_game_free(reply);
                hu_search_end(&s);
                continue; /* a bonus turn of seat 0, or the end */
            }
            s.greedy_like[1] = 1;
            hu_reply_node node = {.edges = -1, .visits = 1, .player = 1};
            int before = s.tree.edge_count;
            EXPECT_EQ(hu_model_reply(&s, &node, reply), 1);
            EXPECT_EQ(node.edges, 1);
            EXPECT_EQ(node.first_edge, before);
            EXPECT_EQ(s.tree.edge_count, before + 1);
            hunters_bot_options greedy = bot(HUNTERS_BOT_GREEDY, 1, 0);
            hunters_move place, deploy;
            EXPECT_EQ(hunters_bot_choose(reply, &greedy, &place), HUNTERS_OK);
            EXPECT_EQ(hunters_game_play(reply, place), HUNTERS_OK);
            EXPECT_EQ(hunters_bot_choose(reply, &greedy, &deploy), HUNTERS_OK);
            EXPECT_U64_EQ(s.tree.edges[before].place, place);
            EXPECT_U64_EQ(s.tree.edges[before].deploy, deploy);
            deployments += hunters_move_kind(deploy) == HUNTERS_MOVE_DEPLOY;
            /* a node's first visit is the rollout policy's; the player to
             * act and unmodelled players get the tree's own listing */
            hu_reply_node fresh = {.edges = -1, .visits = 0, .player = 1};
            EXPECT_EQ(hu_model_reply(&s, &fresh, reply), 1);
            EXPECT_EQ(fresh.edges, -1);
            s.greedy_like[1] = 0;
            hu_reply_node other = {.edges = -1, .visits = 1, .player = 1};
            EXPECT_EQ(hu_model_reply(&s, &other, reply), 0);
            EXPECT_EQ(other.edges, -1);
            hunters_game_free(reply);
            hu_search_end(&s);
            positions++;
        }
        hunters_game_free(g);
    }
    EXPECT_GE(positions, 40);
    EXPECT_GE(deployments, 5);
    free_tiles();
}
END_TEST

/* The rollouts model too: in a rollout a greedy-like other player plays
 * greedy's whole turn (hu_model_turn(), played by hu_play_turns()), the
 * very turn HUNTERS_BOT_GREEDY plays there (R3.2, R4, the projection of
 * R5 and R8); the player the search is for and an unmodelled player get
 * the rollout policy's turn (hu_model_turn() says 0). */
START_TEST(model_rollout_turn_is_greedys)
{
    const int kinds[2] = {HUNTERS_BOT_RANDOM, HUNTERS_BOT_GREEDY};
    int positions = 0, deployments = 0;
    for (int game = 0; game < 4; game++) {
        hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 720 + (uint64_t)game, NULL);
        for (int k = 0; k < 8; k++) {
            play_seats(g, kinds, 3 + game % 3, 800 + 10 * (uint64_t)k);
            play_to_turn_of(g, kinds, 1, 900 + 10 * (uint64_t)k);
            if (!deciding(g))
                break;
            hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 1, 50);
            hu_search s;
            ck_assert_int_eq(hu_search_begin(&s, g, &o, NULL), HUNTERS_OK);
            s.me = 0; /* seat 0's search, at a rollout's turn of seat 1 */
            s.greedy_like[1] = 1;
            hunters_game *want = NULL;
            ck_assert_int_eq(hunters_game_clone(&want, g), HUNTERS_OK);
            hunters_bot_options greedy = bot(HUNTERS_BOT_GREEDY, 1, 0);
            hunters_move place, deploy, model_place = 0, model_deploy = 0;
            EXPECT_EQ(hunters_bot_choose(want, &greedy, &place), HUNTERS_OK);
            EXPECT_EQ(hunters_game_play(want, place), HUNTERS_OK);
            EXPECT_EQ(hunters_bot_choose(want, &greedy, &deploy), HUNTERS_OK);
            EXPECT_EQ(hunters_game_play(want, deploy), HUNTERS_OK);
            EXPECT_EQ(hu_model_turn(&s, g, &model_place, &model_deploy), 1);
            EXPECT_U64_EQ(model_place, place);
            EXPECT_U64_EQ(model_deploy, deploy);
            deployments += hunters_move_kind(deploy) == HUNTERS_MOVE_DEPLOY;
            /* the rollout's turn is that one */
            hu_game_copy_unlogged(s.scratch, g);
            uint64_t rng = 77 + (uint64_t)k;
            hunters_game *after = hu_play_turns(&s, s.scratch, 1, &rng);
            EXPECT_EQ(after->s.placed_count, want->s.placed_count);
            const hu_placed *a = &after->placed[after->s.placed_count - 1];
            const hu_placed *w = &want->placed[want->s.placed_count - 1];
            EXPECT_EQ(a->x, w->x);
            EXPECT_EQ(a->y, w->y);
            EXPECT_EQ(a->rotation, w->rotation);
            for (int p = 0; p < 2; p++) {
                EXPECT_EQ(after->s.score[p], want->s.score[p]);
                EXPECT_EQ(after->s.members[p], want->s.members[p]);
                EXPECT_EQ(after->s.huts[p], want->s.huts[p]);
            }
            /* not for the search's own player, nor an unmodelled one */
            s.me = 1;
            EXPECT_EQ(hu_model_turn(&s, g, &model_place, &model_deploy), 0);
            s.me = 0;
            s.greedy_like[1] = 0;
            EXPECT_EQ(hu_model_turn(&s, g, &model_place, &model_deploy), 0);
            hunters_game_free(want);
            hu_search_end(&s);
            positions++;
        }
        hunters_game_free(g);
    }
    EXPECT_GE(positions, 20);
    EXPECT_GE(deployments, 3);
    free_tiles();
}
END_TEST

/* The search's tree against a greedy opponent: every listed node of the
 * opponent holds one edge (greedy's turn), listed on its second visit;
 * R3.1's hidden order plays no part (two redeterminations of the game,
 * which hide different futures, get the same advice). */
START_TEST(model_shapes_the_tree)
{
    const int kinds[2] = {HUNTERS_BOT_MCTS2, HUNTERS_BOT_GREEDY};
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 630, NULL);
    int searched = 0, greedy_nodes = 0;
    for (int k = 0; k < 3 && deciding(g); k++) {
        play_seats(g, kinds, 12, 700 + 10 * (uint64_t)k);
        play_to_turn_of(g, kinds, 0, 800 + 10 * (uint64_t)k);
        if (!deciding(g))
            break;
        hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 9 + (uint64_t)k, 400);
        hu_search s;
        ck_assert_int_eq(hu_search_begin(&s, g, &o, NULL), HUNTERS_OK);
        EXPECT_EQ(s.greedy_like[1], 1);
        ck_assert_int_eq(hu_search_parallel(&s), HUNTERS_OK);
        const hu_tree *t = &s.tree;
        for (int i = 0; i < t->node_count; i++) {
            const hu_reply_node *n = &t->nodes[i];
            if (n->player != 1)
                continue;
            greedy_nodes++;
            EXPECT_EQ(n->edges >= 0, n->visits > 1);
            if (n->edges >= 0) {
                EXPECT_EQ(n->edges, 1);
                EXPECT_EQ(t->edges[n->first_edge].visits, n->visits - 1);
            }
        }
        hu_search_end(&s);
        /* the same public position, other futures: the same advice */
        hunters_game *a = NULL, *b = NULL;
        ck_assert_int_eq(hunters_game_clone(&a, g), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&b, g), HUNTERS_OK);
        EXPECT_EQ(hunters_game_redetermine(a, 11), HUNTERS_OK);
        EXPECT_EQ(hunters_game_redetermine(b, 12), HUNTERS_OK);
        hunters_advice x[4], y[4];
        int n = hunters_bot_advise(a, &o, x, 4);
        EXPECT_GT(n, 0);
        EXPECT_EQ(hunters_bot_advise(b, &o, y, 4), n);
        EXPECT(memcmp(x, y, sizeof x[0] * (size_t)(n < 4 ? n : 4)) == 0);
        hunters_game_free(a);
        hunters_game_free(b);
        searched++;
    }
    EXPECT_EQ(searched, 3);
    EXPECT_GT(greedy_nodes, 0);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* Against a greedy opponent, where the model applies: MCTS2's hint is its
 * move (the placement, then the deployment asked again), the same seed
 * gives the same move with 1 and 2 threads, and every move is legal, to
 * the game's end. */
START_TEST(modelled_hint_is_the_move)
{
    const int kinds[2] = {HUNTERS_BOT_MCTS2, HUNTERS_BOT_GREEDY};
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 640, NULL);
    hunters_game *twin = NULL;
    int turns = 0, modelled = 0;
    uint64_t seed = 1;
    while (deciding(g)) {
        if (hunters_game_current_player(g) != 0 || !placing(g)) {
            play_seats(g, kinds, 1, seed++);
            continue;
        }
        hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, seed++, 40);
        o.threads = 1 + turns % 2;
        unsigned char flags[HU_MAX_PLAYERS];
        read_model(g, flags);
        modelled += flags[1];
        ck_assert_int_eq(hunters_game_clone(&twin, g), HUNTERS_OK);
        hunters_move again;
        EXPECT_EQ(hunters_bot_choose(twin, &o, &again), HUNTERS_OK); /* the same seed, a fresh game */
        hunters_game_free(twin);
        twin = NULL;
        hunters_advice hint;
        EXPECT_GE(hunters_bot_advise(g, &o, &hint, 1), 1);
        EXPECT_U64_EQ(hint.place, again);
        hunters_move move;
        o.seed = seed++;
        EXPECT_EQ(hunters_bot_choose(g, &o, &move), HUNTERS_OK);
        EXPECT_U64_EQ(move, hint.place);
        EXPECT_EQ(hunters_game_play(g, move), HUNTERS_OK);
        o.seed = seed++;
        EXPECT_EQ(hunters_bot_choose(g, &o, &move), HUNTERS_OK);
        EXPECT_U64_EQ(move, hint.deploy);
        EXPECT_EQ(hunters_game_play(g, move), HUNTERS_OK);
        turns++;
    }
    EXPECT_EQ(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    EXPECT_GE(turns, 30);
    EXPECT_GE(modelled, turns - 5); /* all but its first turns */
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* The model reads the game's log: nobody before anyone played; a game
 * loaded from its record (the same log) gets the same model; a game that
 * dropped its log (hunters_game_drop_log()) models nobody. */
START_TEST(model_needs_the_log)
{
    const int kinds[2] = {HUNTERS_BOT_MCTS2, HUNTERS_BOT_GREEDY};
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 650, NULL);
    unsigned char flags[HU_MAX_PLAYERS];
    read_model(g, flags);
    EXPECT_EQ(flags[0] | flags[1], 0);
    play_seats(g, kinds, 16, 900);
    play_to_turn_of(g, kinds, 0, 950);
    ck_assert(deciding(g));
    read_model(g, flags);
    EXPECT_EQ(flags[1], 1);
    size_t length = hunters_game_save(g, NULL, 0);
    ck_assert_uint_gt(length, 0);
    char *text = malloc(length + 1);
    ck_assert_ptr_nonnull(text);
    EXPECT_U64_EQ(hunters_game_save(g, text, length + 1), length);
    hunters_game *loaded = NULL;
    ck_assert_int_eq(hunters_game_load(&loaded, text, length, tiles, NULL, NULL), HUNTERS_OK);
    free(text);
    unsigned char again[HU_MAX_PLAYERS];
    read_model(loaded, again);
    EXPECT(memcmp(flags, again, sizeof flags) == 0);
    EXPECT_EQ(hunters_game_drop_log(loaded), HUNTERS_OK);
    read_model(loaded, again);
    EXPECT_EQ(again[0] | again[1], 0);
    hunters_game_free(loaded);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* The projection of a placement made from the position's base (only the
 * features the placement touched valued afresh) is hunters_game_project_scores()
 * of the game after it (R5 for what the tile completes, R8.2, R8.3 with the
 * dolmen R6.6), for every placement of every place decision of whole games:
 * 2 to 5 players, the rule variants that change values (R5.3's options),
 * and large supplies (many pieces standing); a base past its 64 scoring
 * pairs gives the full projection. Random seats deploy often. */
START_TEST(placement_projection_is_the_full_one)
{
    const int players = 2 + _i % 4;
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = players;
    o.seed = 660 + (uint64_t)_i;
    load_tiles();
    o.tileset = tiles;
    if (_i == 4) {
        o.forest_value = HUNTERS_FOREST_PER_SEGMENT;
        o.mushroom_value = HUNTERS_MUSHROOMS_PER_TILE;
    }
    if (_i == 5) {
        o.members = 60;
        o.huts = 30;
    }
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    hunters_game *after = NULL;
    ck_assert_int_eq(hunters_game_clone(&after, g), HUNTERS_OK);
    static hunters_move moves[4096];
    long compared = 0, unusable = 0;
    uint64_t seed = 1;
    while (deciding(g)) {
        if (placing(g)) {
            hu_projection_base base;
            unusable += !hu_projection_base_make(g, &base);
            int n = hunters_game_legal_moves(g, moves, 4096);
            for (int i = 0; i < n; i++) {
                ck_assert_int_eq(hunters_game_copy(after, g), HUNTERS_OK);
                ck_assert_int_eq(hunters_game_play(after, moves[i]), HUNTERS_OK);
                int32_t fast[HU_MAX_PLAYERS], full[HU_MAX_PLAYERS];
                hu_project_placement(after, &base, fast);
                ck_assert_int_eq(hunters_game_project_scores(after, full), HUNTERS_OK);
                for (int p = 0; p < players; p++)
                    EXPECT_EQ(fast[p], full[p]);
                if (i == 0) { /* a base past its pairs: the full projection */
                    hu_projection_base none = base;
                    none.usable = 0;
                    hu_project_placement(after, &none, fast);
                    for (int p = 0; p < players; p++)
                        EXPECT_EQ(fast[p], full[p]);
                }
                compared++;
            }
        }
        hunters_bot_options b = bot(seed % 3 ? HUNTERS_BOT_RANDOM : HUNTERS_BOT_GREEDY, seed, 0);
        seed++;
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
    EXPECT_EQ(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    EXPECT_GE(compared, 1000);
    EXPECT_EQ(unusable, 0);
    hunters_game_free(after);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* The projection's pair limit (HU_PROJECTION_PAIRS): a base of exactly
 * that many scoring (piece, root) pairs is used, every pair of it walked
 * under its root now (the touched ones valued afresh, each once), and one
 * past it gives way to the full projection; both equal
 * hunters_game_project_scores() at the placements tried (R5 for what the
 * tile completes, R8.2, R8.3 and R6.6's dolmen for the pieces standing).
 * The default set's games stay below the limit, so here the 2002 set with
 * four copies of each land tile, 8 players with 8 members and 5 huts,
 * who deploy whenever they can: a game (seed 3) whose bases hold 64 pairs
 * at 76 place decisions and more at 74. */
START_TEST(placement_projection_at_the_pair_limit)
{
    /* the default text, each land tile's copies times four */
    char *text = malloc(hu_default_tileset_length * 2 + 1);
    ck_assert_ptr_nonnull(text);
    size_t n = 0;
    for (const char *line = hu_default_tileset_text; *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) + 1 : strlen(line);
        char copy[256], name[64];
        ck_assert_uint_lt(len, sizeof copy);
        memcpy(copy, line, len);
        copy[len] = 0;
        int copies = 0, at = 0;
        if (sscanf(copy, "tile %63s %d %n", name, &copies, &at) == 2 && at > 0 && !strstr(copy, " start")) {
            n += (size_t)sprintf(text + n, "tile %s %d ", name, 4 * copies);
            memcpy(text + n, copy + at, len - (size_t)at);
            n += len - (size_t)at;
        } else {
            memcpy(text + n, copy, len);
            n += len;
        }
        line += len;
    }
    text[n] = 0;
    hunters_tileset *big = NULL;
    hunters_error err;
    int rc = hunters_tileset_load_string(&big, text, n, NULL, &err);
    free(text);
    if (rc)
        ck_abort_msg("the set times four: %d:%d %s", err.line, err.column, err.message);
    static hunters_move moves[4096];
    long at_limit = 0, past = 0, compared = 0;
    uint64_t rng = 0x9e3779b97f4a7c15u;
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = 8;
    o.members = 8;
    o.huts = 5;
    o.seed = 3;
    o.tileset = big;
    hunters_game *g = NULL, *after = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_clone(&after, g), HUNTERS_OK);
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        if (!deciding(g)) {
            EXPECT_EQ(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        int count = hunters_game_legal_moves(g, moves, 4096);
        ck_assert_int_le(count, 4096);
        rng = rng * 6364136223846793005u + 1442695040888963407u;
        if (!placing(g)) { /* the last deployment listed: a piece whenever one may go */
            EXPECT_EQ(hunters_game_play(g, moves[count - 1]), HUNTERS_OK);
            continue;
        }
        hu_projection_base base;
        int usable = hu_projection_base_make(g, &base);
        int limit = usable && base.count == HU_PROJECTION_PAIRS;
        at_limit += limit;
        past += !usable;
        /* at the limit or past it every placement, else a few */
        for (int i = 0; i < count; i += limit || !usable ? 1 : 16) {
            ck_assert_int_eq(hunters_game_copy(after, g), HUNTERS_OK);
            ck_assert_int_eq(hunters_game_play(after, moves[i]), HUNTERS_OK);
            int32_t fast[HU_MAX_PLAYERS], full[HU_MAX_PLAYERS];
            hu_project_placement(after, &base, fast);
            ck_assert_int_eq(hunters_game_project_scores(after, full), HUNTERS_OK);
            for (int p = 0; p < o.players; p++)
                EXPECT_EQ(fast[p], full[p]);
            compared++;
        }
        EXPECT_EQ(hunters_game_play(g, moves[(rng >> 33) % (uint64_t)count]), HUNTERS_OK);
    }
    hunters_game_free(after);
    hunters_game_free(g);
    EXPECT_GE(at_limit, 50);
    EXPECT_GE(past, 50);
    EXPECT_GE(compared, 1000);
    hunters_tileset_free(big);
}
END_TEST

/* A tile set for the model's exactness (doc/tileset-format.md): the items
 * the 2002 set keeps on bonus tiles (dolmen, fire, aurochs, mushrooms) on
 * land tiles too (R6.6: they are data), nuggets on most forests (so bonus
 * turns come often, R6.1), lakes alone (R7.1), three rivers into one lake
 * and a spring's river into a lake (R2.3, R2.4), two forest areas or two
 * meadows on one tile (R2.2). */
static const char exact_set[] =
    "tileset model-exact\n"
    "tile START 1 FFRM start\n  forest N E\n  river S lake\n  lake fish=1\n  meadow W S.e S.w mammoth\n"
    "tile DOL 6 MMMM\n  meadow N E S W deer=2 dolmen\n"
    "tile FIRE 5 MMMF\n  forest W nugget\n  meadow N E S tiger=2 deer fire nohunter\n"
    "tile AUR 6 MRMR\n  river E W\n  meadow N E.n W.n aurochs=2\n  meadow S E.s W.s tiger deer=3\n"
    "tile LAKE 5 MMMM\n  lake fish=3\n  meadow N E S W mammoth\n"
    "tile JUNC 5 MRRR\n  river E lake\n  river S lake\n  river W lake\n  lake fish=2\n"
    "  meadow N E.n W.n tiger\n  meadow E.s S.e dolmen\n  meadow S.w W.s deer\n"
    "tile TWOF 8 FMFM\n  forest N nugget mushroom=2\n  forest S mushroom\n  meadow E W deer dolmen\n"
    "tile CAP 10 FMMM\n  forest N nugget\n  meadow E S W deer\n"
    "tile CORN 8 FFMM\n  forest N E mushroom\n  meadow S W mammoth tiger=2\n"
    "tile TUBE 6 FMFM\n  forest N S nugget\n  meadow E deer\n  meadow W aurochs\n"
    "tile SPR 6 RMMM\n  river N spring\n  meadow N.w N.e E S W deer\n"
    "tile BEND 8 MMRR\n  river S W\n  meadow S.w W.s dolmen\n  meadow N E S.e W.n deer fire\n"
    "tile SLAKE 3 MMMM\n  river spring lake\n  lake fish=2\n  meadow N E S W\n"
    "tile FULL 6 FFFF\n  forest N E S W nugget mushroom\n"
    "tile BDOL 4 MMMM bonus\n  meadow N E S W dolmen mammoth=2\n"
    "tile BFIRE 3 FMMM bonus\n  forest N nugget\n  meadow E S W fire nohunter tiger\n"
    "tile BRIV 4 RMRM bonus\n  river N S\n  meadow E N.e S.e aurochs\n  meadow W N.w S.w\n";

static hunters_tileset *exact_tiles;

/* The rule variants of the exactness tests, one a loop index: players 1 to
 * 8, every option of doc/rules.md's table, both draw modes, the default
 * set or exact_set. */
static hunters_game *exact_game(int i)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = 1 + i % 8;
    o.seed = 7000 + (uint64_t)i;
    o.draw_mode = i % 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    if (i % 3 == 1) {
        o.forest_value = HUNTERS_FOREST_PER_SEGMENT;
        o.mushroom_value = HUNTERS_MUSHROOMS_PER_TILE;
        o.lake_huts = HUNTERS_LAKE_HUTS_FORBIDDEN;
    }
    if (i % 4 == 2) {
        o.bonus_rule = HUNTERS_BONUS_FORFEIT;
        o.last_bonus = HUNTERS_LAST_BONUS_SKIPPED;
    }
    if (i % 5 == 3) {
        o.table_width = 5;
        o.table_height = 4;
    }
    if (i % 6 == 5) {
        o.members = 20;
        o.huts = 10;
    }
    if (i % 2 == 0) {
        if (!exact_tiles) {
            hunters_error err;
            int rc = hunters_tileset_load_string(&exact_tiles, exact_set, sizeof exact_set - 1, NULL, &err);
            if (rc)
                ck_abort_msg("exact_set: %d:%d %s", err.line, err.column, err.message);
        }
        o.tileset = exact_tiles;
    } else {
        load_tiles();
        o.tileset = tiles;
    }
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    return g;
}

/* A player at the table who plays greedy's turns but turns a symmetric
 * tile the other way (a rotation giving the very same tile, areas and
 * all: R3.2) plays greedy's turns all the same, and is modelled. Seat 1
 * does so whenever its tile allows (exact_set holds five such tiles);
 * seat 1's model is read at seat 0's decisions where two or more of
 * seat 1's last 10 turns were turned (one in 10 the model forgives
 * anyway) and it has had the 4 turns the model needs. 3 and 5 players,
 * in rule variants. */
START_TEST(turned_symmetric_tile_is_greedys_turn)
{
    hunters_game *g = exact_game(2 + 2 * _i);
    ck_assert_ptr_eq(hunters_game_tileset(g), exact_tiles);
    const hunters_tileset *ts = exact_tiles;
    int turned[128] = {0}, turns = 0, positions = 0, modelled = 0;
    uint64_t seed = 1;
    while (deciding(g)) {
        int player = hunters_game_current_player(g);
        hunters_bot_options o = bot(player == 1 ? HUNTERS_BOT_GREEDY : HUNTERS_BOT_RANDOM, seed++, 20);
        hunters_move m;
        ck_assert_int_eq(hunters_bot_choose(g, &o, &m), HUNTERS_OK);
        if (player == 1 && placing(g)) {
            int type = hunters_game_tile_in_hand(g), r = hunters_move_rotation(m);
            for (int other = 1; other < 4; other++)
                if (hu_rotations_same(ts, type, r, (r + other) & 3)) {
                    m = hunters_move_place(hunters_move_x(m), hunters_move_y(m), (r + other) & 3);
                    turned[turns] = 1;
                    break;
                }
            turns++;
            ck_assert_int_lt(turns, 128);
        }
        ck_assert_int_eq(hunters_game_play(g, m), HUNTERS_OK);
        int recent = 0;
        for (int t = turns > 10 ? turns - 10 : 0; t < turns; t++)
            recent += turned[t];
        if (recent >= 2 && turns >= 4 && placing(g) && hunters_game_current_player(g) == 0) {
            unsigned char flags[HU_MAX_PLAYERS];
            read_model(g, flags);
            modelled += flags[1];
            positions++;
        }
    }
    EXPECT_GE(positions, 5);
    EXPECT_EQ(modelled, positions);
    hunters_game_free(g);
}
END_TEST

/* In every rule variant of exact_game(), at every place decision (land and
 * bonus tiles, the last land tile included) of whole games between greedy
 * and random seats: the projection of each placement from the base is
 * hunters_game_project_scores() of it, and the model's greedy turn
 * (hu_model_reply()) is HUNTERS_BOT_GREEDY's whole turn (placement, then
 * deployment, R3.2-R3.5 with R5, R6, R8 valued by the projection). */
START_TEST(greedy_turn_exact_in_variants)
{
    hunters_game *g = exact_game(_i);
    int players = hunters_game_player_count(g);
    hunters_game *after = NULL, *reply = NULL;
    ck_assert_int_eq(hunters_game_clone(&after, g), HUNTERS_OK);
    static hunters_move moves[4096];
    long compared = 0, turns = 0, deployments = 0;
    uint64_t seed = 1;
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        if (placing(g)) {
            hu_projection_base base;
            hu_projection_base_make(g, &base);
            int n = hunters_game_legal_moves(g, moves, 4096);
            ck_assert_int_le(n, 4096);
            for (int i = 0; i < n; i++) {
                ck_assert_int_eq(hunters_game_copy(after, g), HUNTERS_OK);
                ck_assert_int_eq(hunters_game_play(after, moves[i]), HUNTERS_OK);
                int32_t fast[HU_MAX_PLAYERS], full[HU_MAX_PLAYERS];
                hu_project_placement(after, &base, fast);
                ck_assert_int_eq(hunters_game_project_scores(after, full), HUNTERS_OK);
                for (int p = 0; p < players; p++)
                    if (fast[p] != full[p])
                        ck_abort_msg("variant %d, placement %d of %d: player %d projected %d, not %d", _i, i, n,
                                     p, fast[p], full[p]);
                compared++;
            }
            if (n > 0) {
                hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 1, 50);
                hu_search s;
                ck_assert_int_eq(hu_search_begin(&s, g, &o, NULL), HUNTERS_OK);
                s.me = -1; /* the search's own player is never modelled */
                s.greedy_like[hunters_game_current_player(g)] = 1;
                hu_reply_node node = {.edges = -1, .visits = 1, .player = hunters_game_current_player(g)};
                int before = s.tree.edge_count;
                EXPECT_EQ(hu_model_reply(&s, &node, g), 1);
                ck_assert_int_eq(node.edges, 1);
                ck_assert_int_eq(hunters_game_clone(&reply, g), HUNTERS_OK);
                hunters_bot_options greedy = bot(HUNTERS_BOT_GREEDY, 1, 0);
                hunters_move place, deploy;
                EXPECT_EQ(hunters_bot_choose(reply, &greedy, &place), HUNTERS_OK);
                EXPECT_EQ(hunters_game_play(reply, place), HUNTERS_OK);
                EXPECT_EQ(hunters_bot_choose(reply, &greedy, &deploy), HUNTERS_OK);
                if (s.tree.edges[before].place != place || s.tree.edges[before].deploy != deploy)
                    ck_abort_msg("variant %d, turn %ld: model %llx/%llx, greedy %llx/%llx", _i, turns,
                                 (unsigned long long)s.tree.edges[before].place,
                                 (unsigned long long)s.tree.edges[before].deploy, (unsigned long long)place,
                                 (unsigned long long)deploy);
                deployments += hunters_move_kind(deploy) == HUNTERS_MOVE_DEPLOY;
                hunters_game_free(reply);
                reply = NULL;
                hu_search_end(&s);
                turns++;
            }
        }
        hunters_bot_options b = bot(seed % 3 ? HUNTERS_BOT_RANDOM : HUNTERS_BOT_GREEDY, seed, 0);
        seed++;
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
    EXPECT_GE(turns, 15);
    EXPECT_GE(deployments, 5);
    hunters_game_free(after);
    hunters_game_free(g);
    free_tiles();
    hunters_tileset_free(exact_tiles);
    exact_tiles = NULL;
}
END_TEST

/* The model reads every log the engine writes: a game whose tiles left it
 * (R3.3: a bounded table, R3.2's option; R6.5: bonus tiles discarded), with
 * both draw modes, 2 to 4 greedy seats, replays, and its greedy seats are
 * modelled (at a place decision of seat 0, after its fourth turn). */
START_TEST(model_reads_removals)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = 2 + _i % 3;
    o.seed = 8000 + (uint64_t)_i;
    o.draw_mode = _i % 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    o.table_width = 5;
    o.table_height = 5;
    o.bonus_rule = _i % 4 < 2 ? HUNTERS_BONUS_REDRAW : HUNTERS_BONUS_FORFEIT;
    load_tiles();
    o.tileset = tiles;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    int removed = 0, read = 0;
    uint64_t seed = 1;
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        if (placing(g) && hunters_game_current_player(g) == 0 && hunters_game_placed_count(g) > 4 * o.players + 1) {
            removed = 0;
            for (int i = 0; i < hunters_game_event_count(g); i++) {
                hunters_event e;
                ck_assert_int_eq(hunters_game_event(g, i, &e), HUNTERS_OK);
                removed += e.type == HUNTERS_EVENT_TILE_REMOVED || e.type == HUNTERS_EVENT_BONUS_DISCARDED;
            }
            unsigned char flags[HU_MAX_PLAYERS];
            read_model(g, flags);
            for (int p = 1; p < o.players; p++)
                if (!flags[p])
                    ck_abort_msg("variant %d: greedy seat %d not modelled (%d tiles left the game)", _i, p,
                                 removed);
            read++;
        }
        hunters_bot_options b = bot(HUNTERS_BOT_GREEDY, seed++, 0);
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
    EXPECT_GT(read, 0);
    EXPECT_GT(removed, 0);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* The model is the log's, however the game was made: a copy
 * (hunters_game_copy() into a game that had played otherwise), a clone, a
 * redetermined clone (other hidden futures, R3.1), and the game after
 * hunters_game_undo() of its last turns and the same moves played again
 * (undo replays the log), each get the same flags and the same MCTS2
 * advice as the game itself, with 2 to 4 players (greedy seats). */
START_TEST(model_survives_copies_and_undo)
{
    const int players = 2 + _i % 3;
    const int kinds[4] = {HUNTERS_BOT_MCTS2, HUNTERS_BOT_GREEDY, HUNTERS_BOT_GREEDY, HUNTERS_BOT_GREEDY};
    const int mode = _i < 3 ? HUNTERS_DRAW_ENGINE : HUNTERS_DRAW_CALLER;
    hunters_game *g = new_game(players, mode, 680 + (uint64_t)_i, NULL);
    uint64_t seed = 1;
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) { /* caller mode: a random draw */
            ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        if (hunters_game_placed_count(g) > 6 * players + 1 && placing(g) && hunters_game_current_player(g) == 0)
            break;
        hunters_bot_options b = bot(kinds[hunters_game_current_player(g)] == HUNTERS_BOT_MCTS2 ? HUNTERS_BOT_RANDOM
                                                                                          : HUNTERS_BOT_GREEDY,
                                    seed++, 0);
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
    ck_assert(deciding(g));
    unsigned char flags[HU_MAX_PLAYERS], again[HU_MAX_PLAYERS];
    read_model(g, flags);
    for (int p = 1; p < players; p++)
        EXPECT_EQ(flags[p], 1);
    hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 3, 120);
    hunters_advice want[4], got[4];
    hunters_game *c = NULL;
    ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
    int n = hunters_bot_advise(c, &o, want, 4);
    ck_assert_int_gt(n, 0);
    if (n > 4)
        n = 4;
    /* a clone, redetermined */
    read_model(c, again);
    EXPECT(memcmp(flags, again, sizeof flags) == 0);
    EXPECT_EQ(hunters_game_redetermine(c, 99), HUNTERS_OK);
    read_model(c, again);
    EXPECT(memcmp(flags, again, sizeof flags) == 0);
    EXPECT_GE(hunters_bot_advise(c, &o, got, 4), n);
    EXPECT(memcmp(want, got, sizeof want[0] * (size_t)n) == 0);
    hunters_game_free(c);
    /* a copy into a game that played another game */
    hunters_game *other = new_game(players, HUNTERS_DRAW_ENGINE, 999, NULL);
    play_seats(other, kinds, 3 * players, 5);
    ck_assert_int_eq(hunters_game_copy(other, g), HUNTERS_OK);
    read_model(other, again);
    EXPECT(memcmp(flags, again, sizeof flags) == 0);
    EXPECT_GE(hunters_bot_advise(other, &o, got, 4), n);
    EXPECT(memcmp(want, got, sizeof want[0] * (size_t)n) == 0);
    hunters_game_free(other);
    /* undo the last turns (moves and draws), then the same events again */
    ck_assert_int_eq(hunters_game_clone(&c, g), HUNTERS_OK);
    int events = hunters_game_event_count(c);
    hunters_event log[512];
    ck_assert_int_le(events, 512);
    for (int i = 0; i < events; i++)
        ck_assert_int_eq(hunters_game_event(c, i, &log[i]), HUNTERS_OK);
    for (int k = 0; k < 7; k++)
        ck_assert_int_eq(hunters_game_undo(c), HUNTERS_OK);
    int from = hunters_game_event_count(c);
    ck_assert_int_lt(from, events);
    for (int i = from; i < events; i++) {
        const hunters_event *e = &log[i];
        int rc = HUNTERS_OK;
        if (e->type == HUNTERS_EVENT_TILE_DRAWN || e->type == HUNTERS_EVENT_BONUS_DRAWN)
            rc = mode == HUNTERS_DRAW_CALLER ? hunters_game_draw(c, e->tile_type) : HUNTERS_OK; /* engine: redrawn */
        else if (e->type == HUNTERS_EVENT_TILE_PLACED)
            rc = hunters_game_play(c, hunters_move_place(e->x, e->y, e->rotation));
        else if (e->type == HUNTERS_EVENT_PIECE_DEPLOYED)
            rc = hunters_game_play(c, hunters_move_deploy(e->area, e->piece));
        else if (e->type == HUNTERS_EVENT_PASSED)
            rc = hunters_game_play(c, hunters_move_pass());
        ck_assert_int_eq(rc, HUNTERS_OK);
    }
    ck_assert_int_eq(hunters_game_event_count(c), events);
    read_model(c, again);
    EXPECT(memcmp(flags, again, sizeof flags) == 0);
    EXPECT_GE(hunters_bot_advise(c, &o, got, 4), n);
    EXPECT(memcmp(want, got, sizeof want[0] * (size_t)n) == 0);
    hunters_game_free(c);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* A custom set (doc/tileset-format.md) whose late positions list more
 * whole turns than HUNTERS_BOT_GREEDY keeps (max_nodes, default 4096):
 * every placement of its tile (4 distinct rotations, R3.2, on a board of
 * meadows) has a pass, hunters on item-less meadows (a member spent for
 * nothing: the worst), huts, and fishers on rivers each completed by the
 * tile (2 points, R5.4), so many whole turns tie for the best. */
static const char big_set[] =
    "tileset model-big\n"
    "tile START 1 MMMM start\n  lake fish=1\n  meadow N E deer\n  meadow S W\n"
    "tile A 999 MMMM\n  meadow N E\n  meadow S W\n  lake fish=1\n  river spring lake\n  river spring lake\n"
    "  river spring lake\n  river spring lake\n";

/* Past max_nodes HUNTERS_BOT_GREEDY still plays the best projection, the
 * first listed among equals (doc/bots.md), and so the model's greedy turn
 * is still greedy's. A full list used to put a later turn that ties for
 * the best where the worst had been, ahead of the first listed: greedy
 * then played that one, and the model's reply was not greedy's turn. */
START_TEST(greedy_turn_exact_past_max_nodes)
{
    hunters_tileset *big = NULL;
    hunters_error err;
    if (hunters_tileset_load_string(&big, big_set, sizeof big_set - 1, NULL, &err))
        ck_abort_msg("big_set: %d:%d %s", err.line, err.column, err.message);
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = 2;
    o.seed = 90 + (uint64_t)_i;
    o.members = 99;
    o.huts = 99;
    o.tileset = big;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    uint64_t rng = 0x9e3779b97f4a7c15ull + (uint64_t)_i;
    play_steps(g, 2 * (180 + 40 * _i), &rng);
    int checked = 0, full = 0;
    for (int k = 0; k < 6 && hunters_game_phase(g) != HUNTERS_PHASE_OVER; k++) {
        while (!placing(g) && hunters_game_phase(g) != HUNTERS_PHASE_OVER)
            play_steps(g, 1, &rng);
        if (hunters_game_phase(g) == HUNTERS_PHASE_OVER)
            break;
        hunters_bot_options greedy = bot(HUNTERS_BOT_GREEDY, 1, 0);
        hu_search gs;
        ck_assert_int_eq(hu_search_begin(&gs, g, &greedy, NULL), HUNTERS_OK);
        full += gs.count == gs.cap; /* (more turns than it keeps) */
        hu_search_end(&gs);
        hunters_bot_options mo = bot(HUNTERS_BOT_MCTS2, 1, 50);
        hu_search s;
        ck_assert_int_eq(hu_search_begin(&s, g, &mo, NULL), HUNTERS_OK);
        s.me = -1;
        s.greedy_like[hunters_game_current_player(g)] = 1;
        hu_reply_node node = {.edges = -1, .visits = 1, .player = hunters_game_current_player(g)};
        int before = s.tree.edge_count;
        EXPECT_EQ(hu_model_reply(&s, &node, g), 1);
        ck_assert_int_eq(node.edges, 1);
        hunters_game *reply = NULL;
        ck_assert_int_eq(hunters_game_clone(&reply, g), HUNTERS_OK);
        hunters_move place, deploy;
        EXPECT_EQ(hunters_bot_choose(reply, &greedy, &place), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(reply, place), HUNTERS_OK);
        EXPECT_EQ(hunters_bot_choose(reply, &greedy, &deploy), HUNTERS_OK);
        EXPECT_U64_EQ(s.tree.edges[before].place, place);
        EXPECT_U64_EQ(s.tree.edges[before].deploy, deploy);
        hunters_game_free(reply);
        hu_search_end(&s);
        checked++;
        play_steps(g, 1, &rng);
    }
    EXPECT_GT(checked, 0);
    EXPECT_GT(full, 0);
    hunters_game_free(g);
    hunters_tileset_free(big);
}
END_TEST

/* With 5 to 8 players (HU_MAX_PLAYERS), every greedy seat is modelled and
 * the random one is not, once each has played 4 turns (caller draw mode
 * for 6 and 8 players: the draws the log names). */
START_TEST(model_many_players)
{
    const int players = 5 + _i;
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = players;
    o.seed = 8100 + (uint64_t)_i;
    o.draw_mode = _i % 2 ? HUNTERS_DRAW_CALLER : HUNTERS_DRAW_ENGINE;
    load_tiles();
    o.tileset = tiles;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    uint64_t seed = 1;
    int read = 0;
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER && read < 3) {
        int phase = hunters_game_phase(g);
        if (phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS) {
            ck_assert_int_eq(hunters_game_draw_random(g), HUNTERS_OK);
            continue;
        }
        int player = hunters_game_current_player(g);
        if (placing(g) && player == 0 && hunters_game_placed_count(g) > 4 * players + 1) {
            unsigned char flags[HU_MAX_PLAYERS];
            read_model(g, flags);
            EXPECT_EQ(flags[0], 0);
            for (int p = 1; p < players; p++)
                EXPECT_EQ(flags[p], p != 3);
            read++;
        }
        hunters_bot_options b = bot(player == 3 ? HUNTERS_BOT_RANDOM : HUNTERS_BOT_GREEDY, seed++, 0);
        hunters_move m;
        EXPECT_EQ(hunters_bot_choose(g, &b, &m), HUNTERS_OK);
        EXPECT_EQ(hunters_game_play(g, m), HUNTERS_OK);
    }
    EXPECT_EQ(read, 3);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

/* A time budget (milliseconds) counts from the start of the call: the
 * clock is taken in hu_search_begin(), before the candidates are listed
 * and the model replays the log (up to 7.5 ms late in an 8-player game),
 * and the search keeps it (no timing is measured here: the clock's value
 * is compared with itself). */
START_TEST(time_budget_counts_the_model)
{
    const int kinds[2] = {HUNTERS_BOT_MCTS2, HUNTERS_BOT_GREEDY};
    hunters_game *g = new_game(2, HUNTERS_DRAW_ENGINE, 670, NULL);
    play_seats(g, kinds, 12, 1000);
    play_to_turn_of(g, kinds, 0, 1100);
    ck_assert(deciding(g));
    hunters_bot_options o = bot(HUNTERS_BOT_MCTS2, 1, 200);
    o.milliseconds = 600000; /* never reached: the iterations end the search */
    hu_search s;
    ck_assert_int_eq(hu_search_begin(&s, g, &o, NULL), HUNTERS_OK);
    EXPECT_EQ(s.timed, 1);
    EXPECT_EQ(s.greedy_like[1], 1); /* the replay ran within the budget */
    struct timespec begun = s.clock_start;
    ck_assert_int_eq(hu_search_parallel(&s), HUNTERS_OK);
    EXPECT_EQ(s.timed, 1);
    EXPECT(s.clock_start.tv_sec == begun.tv_sec && s.clock_start.tv_nsec == begun.tv_nsec);
    hu_search_end(&s);
    o.milliseconds = 0;
    ck_assert_int_eq(hu_search_begin(&s, g, &o, NULL), HUNTERS_OK);
    EXPECT_EQ(s.timed, 0);
    ck_assert_int_eq(hu_search_parallel(&s), HUNTERS_OK);
    EXPECT_EQ(s.timed, 0);
    hu_search_end(&s);
    hunters_game_free(g);
    free_tiles();
}
END_TEST

static Suite *model_suite(void)
{
    Suite *s = suite_create("model");
    TCase *tc = tcase_create("model");
    tcase_add_loop_test(tc, greedy_players_are_modelled, 0, 3);
    tcase_add_test(tc, model_reply_is_greedys_turn);
    tcase_add_test(tc, model_rollout_turn_is_greedys);
    tcase_add_test(tc, model_shapes_the_tree);
    tcase_add_test(tc, modelled_hint_is_the_move);
    tcase_add_test(tc, model_needs_the_log);
    tcase_add_test(tc, time_budget_counts_the_model);
    tcase_add_loop_test(tc, placement_projection_is_the_full_one, 0, 6);
    tcase_add_test(tc, placement_projection_at_the_pair_limit);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    TCase *exact = tcase_create("exact");
    tcase_add_loop_test(exact, greedy_turn_exact_in_variants, 0, 24);
    tcase_add_loop_test(exact, model_reads_removals, 0, 8);
    tcase_add_loop_test(exact, model_survives_copies_and_undo, 0, 6);
    tcase_add_loop_test(exact, greedy_turn_exact_past_max_nodes, 0, 2);
    tcase_add_loop_test(exact, model_many_players, 0, 4);
    tcase_add_loop_test(exact, turned_symmetric_tile_is_greedys_turn, 0, 2);
    tcase_set_timeout(exact, 600);
    suite_add_tcase(s, exact);
    return s;
}

int main(void)
{
    return run_suite(model_suite());
}
