/* White-box: the rollout's random placement (lib/board/board.h), one try
 * at a time. A try turns 16 random bits into a pair of an open position
 * and a choice; here every one of the 65536 values is tried, for every
 * land tile type, in positions of seeded games, so uniformity is checked
 * exactly, not statistically: every legal placement comes from the same
 * number of values, and no value gives an illegal one (R3.2). The rest of
 * the sampler (the exact count after sixteen failed tries) is tested
 * through the API in check_random. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "check_main.h"
#include "fast_assert.h"
#include "game.h"
#include "hunters.h"
#include "random_play.h"

/* Every 16-bit value of a try for tile type, in the position of g. */
static void every_try(const hunters_game *g, int type, hunters_move *legal, int *counts)
{
    const hu_tile_type *t = &g->ts->types[type];
    int n = hu_board_list_placements(g, type, legal, RANDOM_PLAY_MOVES);
    EXPECT_GE(n, 0);
    EXPECT_LE(n, RANDOM_PLAY_MOVES);
    memset(counts, 0, sizeof *counts * (size_t)n);
    const int choice_bits = t->most_rotations <= 2 ? 1 : 2;
    const uint32_t bound = (uint32_t)g->s.frontier_count << choice_bits;
    long kept = 0;
    for (uint32_t bits = 0; bits < 0x10000u; bits++) {
        hunters_move move = hu_board_try_pair(g, t->fits, bound, choice_bits, bits);
        if (!move)
            continue;
        int k = 0;
        while (k < n && legal[k] != move)
            k++;
        EXPECT_GT(n, k); /* a legal placement */
        counts[k]++;
        kept++;
    }
    if (n == 0) {
        EXPECT_EQ(kept, 0);
        return;
    }
    for (int k = 0; k < n; k++) /* each as likely: 65536 / (pairs) values each, the rest rejected */
        EXPECT_EQ(counts[k], (int)(0x10000u / bound));
}

START_TEST(every_try_is_uniform)
{
    hunters_tileset *ts = NULL;
    EXPECT_EQ(hunters_tileset_load_default(&ts, NULL), HUNTERS_OK);
    static hunters_move legal[RANDOM_PLAY_MOVES];
    static int counts[RANDOM_PLAY_MOVES];
    int positions = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.tileset = ts;
        o.seed = seed;
        if (seed == 6) { /* a bounded table: positions beyond it are out of the frontier */
            o.table_width = 6;
            o.table_height = 5;
        }
        hunters_game *g = NULL;
        EXPECT_EQ(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        uint64_t rng = seed;
        for (int turn = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; turn++) {
            play_steps(g, 1, &rng);
            if (hunters_game_phase(g) != HUNTERS_PHASE_PLACE || turn % 23 != 0)
                continue;
            for (int type = 0; type < ts->type_count; type++)
                if (!(ts->types[type].flags & HUNTERS_TILE_START))
                    every_try(g, type, legal, counts);
            positions++;
        }
        hunters_game_free(g);
    }
    EXPECT_GE(positions, 10);
    hunters_tileset_free(ts);
}
END_TEST

static Suite *sampling_suite(void)
{
    Suite *s = suite_create("sampling");
    TCase *tc = tcase_create("tries");
    tcase_add_test(tc, every_try_is_uniform);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(sampling_suite());
}
