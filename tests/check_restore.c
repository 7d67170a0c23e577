/* White-box: hu_game_restore_placement() (lib/api/game.c), which MCTS2's
 * reply listing uses instead of a copy before each placement it tries
 * (lib/bots/tree.c). A copy of the game, after one placement and the
 * restore, must be the copy again in everything a game reads: the
 * scalars, the placed tiles, the nodes, the open positions and their
 * demands (R3.2), the grid's frame and its clean box; and the games that
 * follow from it must be the same. Tried on every placement of the tile
 * in hand, one after another on the same copy, at place decisions of
 * random games with 2 to 5 players, bonus tiles (R6), the lake huts
 * option and a bounded table (R3.2's option: its cut takes a copy).
 * And its other way, the whole copy, for any other dest of the game's
 * tile set (lib/game.h): a dest played on beyond the placement, and one
 * that keeps a log, are made the copy too (the log dropped). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "check_main.h"
#include "fast_assert.h"
#include "game.h"
#include "hunters.h"
#include "random_play.h"

/* Whether a and b hold the same scalars, field by field (no padding read). */
static int same_scalars(const hu_scalars *a, const hu_scalars *b)
{
    if (a->rng != b->rng || memcmp(a->score, b->score, sizeof a->score) ||
        memcmp(a->members, b->members, sizeof a->members) || memcmp(a->huts, b->huts, sizeof a->huts))
        return 0;
    if (a->phase != b->phase || a->player != b->player ||
        a->rng_replaced != b->rng_replaced || a->closed != b->closed || a->in_hand != b->in_hand ||
        a->last_placed != b->last_placed)
        return 0;
    if (a->placed_count != b->placed_count || a->node_count != b->node_count ||
        a->frontier_count != b->frontier_count || a->land_left != b->land_left || a->bonus_left != b->bonus_left)
        return 0;
    if (a->min_x != b->min_x || a->max_x != b->max_x || a->min_y != b->min_y || a->max_y != b->max_y)
        return 0;
    return memcmp(a->variant_changes, b->variant_changes, sizeof a->variant_changes) == 0;
}

/* Whether the games read the same: the scalars, the arrays up to their
 * counts, and the grid's frame and clean box. */
static int same_state(const hunters_game *a, const hunters_game *b)
{
    const hu_scalars *s = &a->s;
    if (!same_scalars(s, &b->s))
        return 0;
    for (int i = 0; i < s->placed_count; i++) {
        const hu_placed *p = &a->placed[i], *q = &b->placed[i];
        if (p->x != q->x || p->y != q->y || p->type != q->type || p->first_node != q->first_node ||
            p->rotation != q->rotation || p->piece_owner != q->piece_owner || p->piece_area != q->piece_area ||
            p->piece != q->piece)
            return 0;
    }
    for (int i = 0; i < s->node_count; i++) {
        const hu_node *m = &a->nodes[i], *n = &b->nodes[i];
        if (m->parent != n->parent || m->next != n->next || m->sys_parent != n->sys_parent ||
            m->sys_next != n->sys_next || m->size != n->size || m->sys_size != n->sys_size || m->open != n->open ||
            m->placed != n->placed || m->tribe != n->tribe || m->huts != n->huts)
            return 0;
    }
    for (int f = 0; f < s->frontier_count; f++)
        if (a->frontier[f].position != b->frontier[f].position || a->frontier_need[f] != b->frontier_need[f])
            return 0;
    for (int y = s->min_y - 1; y <= s->max_y + 1; y++)
        for (int x = s->min_x - 1; x <= s->max_x + 1; x++)
            if (*grid_at(a, x, y) != *grid_at(b, x, y))
                return 0;
    if (a->clean_min_x != b->clean_min_x || a->clean_max_x != b->clean_max_x || a->clean_min_y != b->clean_min_y ||
        a->clean_max_y != b->clean_max_y)
        return 0;
    if (memcmp(a->bag, b->bag, sizeof *a->bag * s->land_left) ||
        memcmp(a->bag + a->bonus_base, b->bag + b->bonus_base, sizeof *a->bag * s->bonus_left))
        return 0;
    return 1;
}

START_TEST(restore_after_a_placement_is_the_copy)
{
    int restored = 0, grown = 0, bounded = 0, continued = 0, copied = 0, deploying = 0;
    /* HUNTERS_RANDOM_GAMES (check_main.h): every fourth decision of the same games */
    int stride = random_games_asked() ? 4 : 1, decision = 0;
    for (int n = 0; n < 6; n++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.seed = 4100 + (uint64_t)n;
        o.players = 2 + n % 4;
        if (n == 1)
            o.lake_huts = HUNTERS_LAKE_HUTS_FORBIDDEN;
        if (n == 4)
            o.table_width = o.table_height = 6;
        hunters_game *g = NULL, *copy = NULL, *tried = NULL, *next_copy = NULL, *logged = NULL;
        ck_assert_int_eq(hunters_game_new(&g, &o, NULL), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&copy, g), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&logged, g), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&tried, g), HUNTERS_OK);
        ck_assert_int_eq(hunters_game_clone(&next_copy, g), HUNTERS_OK);
        uint64_t rng = 0x5e30 + (uint64_t)n;
        hunters_move places[RANDOM_PLAY_MOVES];
        while (play_steps(g, 1, &rng) > 0 && hunters_game_phase(g) != HUNTERS_PHASE_OVER) {
            int phase = hunters_game_phase(g);
            if ((phase != HUNTERS_PHASE_PLACE && phase != HUNTERS_PHASE_PLACE_BONUS) || decision++ % stride != 0)
                continue;
            hu_game_copy_unlogged(copy, g);
            hu_game_copy_unlogged(tried, g);
            int count = hunters_game_legal_moves(g, places, RANDOM_PLAY_MOVES);
            for (int i = 0; i < count; i++) {
                ck_assert_int_eq(hunters_game_play(tried, places[i]), HUNTERS_OK);
                grown += tried->s.min_x < g->s.min_x || tried->s.max_x > g->s.max_x || tried->s.min_y < g->s.min_y ||
                         tried->s.max_y > g->s.max_y;
                bounded += o.table_width > 0;
                hu_game_restore_placement(tried, g);
                EXPECT_EQ(same_state(tried, copy), 1);
                restored++;
            }
            /* and the game goes on from the restored copy as from a copy:
             * the next placement, its pass, the draws and the one after,
             * played on the restored game itself (its entries beyond the
             * frame are stale, as the reply listing leaves them) */
            int i = (int)(xorshift_next(&rng) % (uint64_t)count);
            hu_game_copy_unlogged(next_copy, copy);
            hunters_game *next = tried;
            for (int step = 0; step < 8; step++) {
                uint64_t a = rng, b = rng;
                if (step == 0) {
                    EXPECT_EQ(hunters_game_play(next, places[i]), HUNTERS_OK);
                    EXPECT_EQ(hunters_game_play(next_copy, places[i]), HUNTERS_OK);
                } else {
                    play_steps(next, 1, &a);
                    play_steps(next_copy, 1, &b);
                }
                EXPECT_EQ(same_state(next, next_copy), 1);
            }
            continued++;
            /* played on beyond the placement (its pass or deployment, the
             * turns after and one more step, mostly a placement: a deploy
             * phase again, tiles on): not one tile on in a deploy phase,
             * so the whole copy, which is the copy again */
            uint64_t c = rng;
            play_steps(next, 1, &c);
            EXPECT_EQ(hu_is_deploy_phase(next->s.phase) && next->s.placed_count == g->s.placed_count + 1, 0);
            deploying += hu_is_deploy_phase(next->s.phase);
            hu_game_restore_placement(next, g);
            EXPECT_EQ(same_state(next, copy), 1);
            /* a dest with a log, one placement on: the whole copy too, its
             * log dropped as hu_game_copy_unlogged() drops it */
            EXPECT_EQ(hunters_game_copy(logged, g), HUNTERS_OK);
            EXPECT_EQ(hunters_game_play(logged, places[i]), HUNTERS_OK);
            EXPECT_GT(logged->event_count, 0);
            hu_game_restore_placement(logged, g);
            EXPECT_EQ(same_state(logged, copy), 1);
            EXPECT_EQ(logged->event_count, 0);
            EXPECT_EQ(logged->event_limit, 0);
            copied++;
        }
        hunters_game_free(g);
        hunters_game_free(copy);
        hunters_game_free(tried);
        hunters_game_free(next_copy);
        hunters_game_free(logged);
    }
    EXPECT_GE(restored, 12000 / stride);
    EXPECT_GE(grown, 2500 / stride); /* placements that grew the frame */
    EXPECT_GE(bounded, 200 / stride);
    EXPECT_GE(continued, 300 / stride);
    EXPECT_GE(copied, 300 / stride);
    EXPECT_GE(deploying, 250 / stride); /* in a deploy phase, more tiles on */
}
END_TEST

static Suite *restore_suite(void)
{
    Suite *s = suite_create("restore");
    TCase *tc = tcase_create("placements");
    tcase_add_test(tc, restore_after_a_placement_is_the_copy);
    tcase_set_timeout(tc, 600);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(restore_suite());
}
