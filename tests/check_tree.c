/* White-box: HUNTERS_BOT_MCTS2's stored tree (lib/bots/tree.c) after a
 * search at the bots' default budget, from mid-game positions of seeded
 * random games with 2 and with 3 players. The search is the bot's own
 * (hu_search_begin, then hu_search_parallel as hunters_bot_choose runs it);
 * its node pool is read before hu_search_end frees it. Comparing the
 * tree's advice with the open loop's cannot show that replies are listed
 * (without listings the two differ too), so this reads the nodes. Also
 * the search's memory bound where it passes the address space. */
#include <check.h>
#include <string.h>

#include "bots/bots.h"
#include "check_main.h"
#include "fast_assert.h"
#include "game.h"
#include "hunters.h"
#include "random_play.h"
#include "test_alloc.h"
#include "util/alloc.h"

#define POSITIONS 3 /* searched a player count, at growing depths */
#define STEPS_APART 40 /* random steps (draws, placements, deployments) between them */

/* What one search's tree holds. */
typedef struct tree_tally {
    int nodes, listed, edges;
} tree_tally;

/* Plays g on by random steps until a place decision (or the end). */
static void play_to_place_decision(hunters_game *g, int steps, uint64_t *rng)
{
    play_steps(g, steps, rng);
    while (hunters_game_phase(g) != HUNTERS_PHASE_OVER && hunters_game_phase(g) != HUNTERS_PHASE_PLACE &&
           hunters_game_phase(g) != HUNTERS_PHASE_PLACE_BONUS)
        play_steps(g, 1, rng);
}

/* Runs MCTS2 with the default options (hunters_bot_options_init: 1000
 * iterations, one thread, 4096 nodes) on g's decision and checks its
 * tree: a reply node is listed exactly when it was visited more than
 * hu_tree_list_after() times (the visit after that many lists it, none
 * before; the pool has edges for every node, so none is left unlisted),
 * and each visit from its listing on played one of its stored replies. */
static tree_tally search_and_read_tree(hunters_game *g, uint64_t seed)
{
    hunters_bot_options opt;
    hunters_bot_options_init(&opt);
    opt.kind = HUNTERS_BOT_MCTS2;
    opt.seed = seed;
    hu_search s;
    ck_assert_int_eq(hu_search_begin(&s, g, &opt, NULL), HUNTERS_OK);
    ck_assert_int_eq(hu_search_parallel(&s), HUNTERS_OK);
    const int list_after = hu_tree_list_after(g->players);
    const hu_tree *t = &s.tree;
    tree_tally tally = {t->node_count, 0, t->edge_count};
    int edges_listed = 0;
    for (int i = 0; i < t->node_count; i++) {
        const hu_reply_node *n = &t->nodes[i];
        int listed = n->edges >= 0;
        EXPECT_EQ(listed, n->visits > list_after);
        if (!listed)
            continue;
        tally.listed++;
        EXPECT_GT(n->edges, 0); /* a place decision has a legal turn */
        EXPECT_LE(n->first_edge + n->edges, t->edge_count);
        long reply_visits = 0;
        for (int k = 0; k < n->edges; k++)
            reply_visits += t->edges[n->first_edge + k].visits;
        EXPECT_EQ(reply_visits, n->visits - list_after);
        edges_listed += n->edges;
    }
    EXPECT_EQ(edges_listed, t->edge_count); /* the edges are the listings' */
    hu_search_end(&s);
    return tally;
}

/* With 2 and with 3 players (LIST_AFTER's two entries; _i is the player
 * count, so each fails on its own), every search at the default budget
 * lists reply nodes: a change that left either without listings (a larger
 * LIST_AFTER, a smaller budget or pool) makes the tree a mere record of
 * rollouts, and fails here. */
START_TEST(default_search_lists_replies)
{
    const int players = _i;
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.players = players;
    o.seed = 2100 + (uint64_t)players;
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    uint64_t rng = 0x7ee5 + (uint64_t)players;
    for (int k = 0; k < POSITIONS; k++) {
        play_to_place_decision(g, STEPS_APART, &rng);
        ck_assert_int_ne(hunters_game_phase(g), HUNTERS_PHASE_OVER);
        tree_tally tally = search_and_read_tree(g, 31 + (uint64_t)k);
        EXPECT_GT(tally.nodes, 0);
        EXPECT_GT(tally.listed, 0);
        EXPECT_GT(tally.edges, 0);
    }
    hunters_game_free(g);
    hunters_tileset_free(ts);
}
END_TEST

/* Sizes saturate at SIZE_MAX instead of wrapping, and that size is never
 * asked of the allocator's hook. */
START_TEST(sizes_saturate)
{
    EXPECT_U64_EQ(hu_size_add(3, 4), 7);
    EXPECT_U64_EQ(hu_size_add(SIZE_MAX - 4, 3), SIZE_MAX - 1);
    EXPECT_U64_EQ(hu_size_add(SIZE_MAX - 4, 5), SIZE_MAX);
    EXPECT_U64_EQ(hu_size_add(SIZE_MAX - 4, 6), SIZE_MAX);
    EXPECT_U64_EQ(hu_size_add(SIZE_MAX, SIZE_MAX), SIZE_MAX);
    EXPECT_U64_EQ(hu_size_mul(6, 7), 42);
    EXPECT_U64_EQ(hu_size_mul(SIZE_MAX, 0), 0);
    EXPECT_U64_EQ(hu_size_mul(0, SIZE_MAX), 0);
    EXPECT_U64_EQ(hu_size_mul(SIZE_MAX / 2, 2), SIZE_MAX - 1);
    EXPECT_U64_EQ(hu_size_mul(SIZE_MAX / 2 + 1, 2), SIZE_MAX);
    EXPECT_U64_EQ(hu_size_mul(SIZE_MAX / 3 + 1, 3), SIZE_MAX);
    test_alloc counter;
    hunters_allocator alloc = test_alloc_start(&counter, -1);
    EXPECT(hu_alloc(&alloc, SIZE_MAX) == NULL);
    EXPECT(hu_realloc(&alloc, NULL, 0, SIZE_MAX) == NULL);
    EXPECT_EQ(counter.total_calls, 0);
}
END_TEST

/* hunters_bot_memory() saturates at SIZE_MAX where its sum passes the
 * address space, and a bot call with that bound fails with HUNTERS_ENOMEM
 * before allocating anything. On 32-bit targets (WebAssembly) MCTS2 with
 * 64 threads of 10^6 nodes passes it; on 64-bit ones a game's arena size
 * set to half the address space stands in for that (the same sums). */
START_TEST(memory_bound_saturates)
{
    hunters_tileset *ts = NULL;
    ck_assert_int_eq(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    test_alloc counter;
    hunters_allocator alloc = test_alloc_start(&counter, -1);
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = ts;
    o.players = 2;
    o.seed = 77;
    hunters_game *g = NULL;
    o.allocator = &alloc;
    ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
    uint64_t rng = 0x5a7;
    play_to_place_decision(g, 10, &rng);
    ck_assert_int_ne(hunters_game_phase(g), HUNTERS_PHASE_OVER);
    hunters_bot_options opt;
    hunters_bot_options_init(&opt);
    opt.kind = HUNTERS_BOT_MCTS2;
    opt.iterations = 40;
    opt.threads = 64;
    opt.max_nodes = 1000000;
    /* at the options' limits, below the address space: each limit counts */
    size_t most = hunters_bot_memory(g, &opt);
    EXPECT(most > 0 && most < SIZE_MAX);
    opt.threads = 63;
    EXPECT(hunters_bot_memory(g, &opt) < most);
    opt.threads = 64;
    opt.iterations = 39; /* the tree holds no more nodes than iterations */
    EXPECT(hunters_bot_memory(g, &opt) < most);
    opt.iterations = 40;

    const size_t arena = g->arena_size;
    g->arena_size = SIZE_MAX / 2;
    for (int kind = HUNTERS_BOT_GREEDY; kind <= HUNTERS_BOT_MCTS2; kind++) {
        opt.kind = kind;
        opt.threads = kind == HUNTERS_BOT_MCTS2 ? 64 : 1;
        ck_assert_msg(hunters_bot_memory(g, &opt) == SIZE_MAX, "kind %d: the bound wraps", kind);
        long allocations = counter.allocations;
        hunters_move m = 0;
        hunters_advice adv[2];
        EXPECT_EQ(hunters_bot_choose(g, &opt, &m), HUNTERS_ENOMEM);
        EXPECT(strstr(hunters_game_errmsg(g), "address space") != NULL);
        EXPECT_EQ(hunters_bot_advise(g, &opt, adv, 2), HUNTERS_ENOMEM);
        EXPECT_EQ(counter.allocations, allocations);
    }
    g->arena_size = arena;
    hunters_move m = 0;
    EXPECT_EQ(hunters_bot_choose(g, &opt, &m), HUNTERS_OK);
    hunters_game_free(g);
    EXPECT_EQ(counter.live_blocks, 0);
    hunters_tileset_free(ts);
}
END_TEST

static Suite *tree_suite(void)
{
    Suite *s = suite_create("tree");
    TCase *tc = tcase_create("listing");
    /* three searches a case at the default budget: about 0.2 s here, several
     * times that under the sanitizers and valgrind, so no short limit */
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, default_search_lists_replies, 2, 4); /* 2 and 3 players */
    suite_add_tcase(s, tc);
    tc = tcase_create("memory");
    tcase_add_test(tc, sizes_saturate);
    tcase_add_test(tc, memory_bound_saturates);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(tree_suite());
}
