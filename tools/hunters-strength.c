/* hunters-strength: the strength table of doc/bots.md. Plays 2-player
 * matches between the library's bots, each pair of games on the same
 * tiles (the same game seed) with the seats swapped, on several threads,
 * and prints win rates with 95% confidence intervals and the average time
 * a decision took.
 *
 *   hunters-strength [--games N] [--iterations K] [--iterations2 K2]
 *                    [--players P] [--threads T] [--seed S]
 *                    [--rollout-turns R] [--exploration C] [--max-nodes M]
 *                    [--b-rollout-turns R] [--b-max-nodes M] [--b-iterations K]
 *                    [--match A-B]...
 *   hunters-strength --hint-times KIND [--hint-versus KIND2] [--players P] [--games N] [--iterations K]
 *                    [--seed S]
 *
 * N games per match (rounded up to a multiple of P, so that A sits in
 * every seat equally often; default 1000), K MCTS iterations
 * per decision (default 1000), K2 for mcts2 (default K), T threads
 * (default 2). With P players (default 2), A sits in each seat in turn on
 * the same tiles and B in all the others; A wins a game when it scores
 * most (a tie for the most counts as a share). A match is named
 * like "greedy-random" (default: greedy-random, mcts-greedy,
 * mcts-random). R, C and M set the MCTS options rollout_turns, exploration
 * and max_nodes (default: the library's defaults); --b-rollout-turns,
 * --b-max-nodes and --b-iterations set them for bot B alone (e.g. mcts2-mcts2 --b-max-nodes
 * 32: MCTS2 against its open-loop search, which stores no tree).
 * Ties count half a win. The interval is Wilson's 95% score interval.
 * --hint-times plays N games of the bot KIND against itself on the calling
 * thread and prints the median (and quartiles) of the time one
 * hunters_bot_advise() call takes at a place decision, the companion's
 * hint, at K iterations (default: the library's default budget). With
 * --hint-versus KIND2 the other seats play KIND2 (the library's default
 * options), and only the first seat's hints are timed; --players P sets
 * the seats (default 2): MCTS2's model of
 * the others applies against greedy, so its hints there cost more than in
 * self-play.
 * Results depend only on the options (the bots run on iteration budgets),
 * not on the thread count; the times do. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <hunters.h>

#include "common/clock.h"
#include "common/number.h"
#include "common/output.h"
#include "seam/bots_seam.h"

typedef struct match {
    int bot[2];                 /* hunters_bot_kind of A and B */
    int games, iterations, iterations2, players, rollout_turns, max_nodes;
    int b_rollout_turns, b_max_nodes, b_iterations; /* bot B's own, if >= 0 / > 0 / > 0 */
    double exploration;
    unsigned long long seed;
    const hunters_tileset *ts;
    /* shared progress */
    pthread_mutex_t lock;
    int next_pair;
    double wins_a, diff_a;
    double seconds[2];          /* time in decisions, by bot */
    long decisions[2];
} match;

/* The bots by the frontends' names (tools/seam): their kinds are the
 * library's hunters_bot_kind values. */
static const char *kind_name(int kind)
{
    return kind == HUNTERS_BOT_MCTS2 ? "mcts2" : seam_kind_name(kind);
}

/* The bot named by length bytes of name, or 0 (none, or "human"). */
static int kind_of(const char *name, size_t length)
{
    char word[16];
    if (length >= sizeof word)
        return 0;
    memcpy(word, name, length);
    word[length] = '\0';
    if (strcmp(word, "mcts2") == 0) /* not a frontend's bot (tools/seam) */
        return HUNTERS_BOT_MCTS2;
    int kind = seam_kind_parse(word);
    return kind > 0 ? kind : 0;
}

/* One game, bot A in seat a_seat; returns A's score minus the best of B's,
 * sets *win to A's share of the win, and adds the decision times. */
static int play_one(match *m, unsigned long long game_seed, int a_seat, double *win, double seconds[2],
                    long decisions[2])
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.tileset = m->ts;
    o.seed = game_seed;
    o.players = m->players;
    hunters_game *g = NULL;
    if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK) {
        fprintf(stderr, "hunters-strength: cannot create a game\n");
        exit(1);
    }
    for (long turn = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; turn++) {
        int seat = hunters_game_current_player(g);
        int who = seat == a_seat ? 0 : 1;
        hunters_bot_options b;
        hunters_bot_options_init(&b);
        b.kind = m->bot[who];
        b.iterations = b.kind == HUNTERS_BOT_MCTS2 ? m->iterations2 : m->iterations;
        if (m->rollout_turns >= 0)
            b.rollout_turns = m->rollout_turns;
        if (m->max_nodes > 0)
            b.max_nodes = m->max_nodes;
        if (m->exploration >= 0)
            b.exploration = m->exploration;
        if (who == 1 && m->b_rollout_turns >= 0)
            b.rollout_turns = m->b_rollout_turns;
        if (who == 1 && m->b_max_nodes > 0)
            b.max_nodes = m->b_max_nodes;
        if (who == 1 && m->b_iterations > 0)
            b.iterations = m->b_iterations;
        b.seed = game_seed * 1000003ull + (unsigned long long)turn * 8 + (unsigned long long)seat;
        hunters_move move;
        double t0 = now();
        int rc = hunters_bot_choose(g, &b, &move);
        seconds[who] += now() - t0;
        decisions[who]++;
        if (rc == HUNTERS_OK)
            rc = hunters_game_play(g, move);
        if (rc != HUNTERS_OK) {
            fprintf(stderr, "hunters-strength: %s bot failed: %s\n", kind_name(m->bot[who]), hunters_game_errmsg(g));
            exit(1);
        }
    }
    int best_b = -1000000, tied = 1;
    for (int p = 0; p < m->players; p++)
        if (p != a_seat && hunters_game_score(g, p) > best_b)
            best_b = hunters_game_score(g, p);
    for (int p = 0; p < m->players; p++)
        tied += p != a_seat && hunters_game_score(g, p) == best_b;
    int diff = hunters_game_score(g, a_seat) - best_b;
    *win = diff > 0 ? 1.0 : diff == 0 ? 1.0 / (tied) : 0.0;
    hunters_game_free(g);
    return diff;
}

static void *worker(void *arg)
{
    match *m = arg;
    for (;;) {
        pthread_mutex_lock(&m->lock);
        int pair = m->next_pair++;
        pthread_mutex_unlock(&m->lock);
        if (m->players * pair >= m->games)
            return NULL;
        double seconds[2] = {0, 0};
        long decisions[2] = {0, 0};
        double wins = 0, diff = 0;
        for (int a_seat = 0; a_seat < m->players; a_seat++) {
            double win = 0;
            int d = play_one(m, m->seed + (unsigned long long)pair, a_seat, &win, seconds, decisions);
            wins += win;
            diff += d;
        }
        pthread_mutex_lock(&m->lock);
        m->wins_a += wins;
        m->diff_a += diff;
        for (int k = 0; k < 2; k++) {
            m->seconds[k] += seconds[k];
            m->decisions[k] += decisions[k];
        }
        pthread_mutex_unlock(&m->lock);
    }
}

/* Plays the match on threads and prints its row: 0, or 1 after a message
 * when no thread could be started. */
static int run_match(match *m, int threads)
{
    pthread_t ids[64];
    pthread_mutex_init(&m->lock, NULL);
    double t0 = now();
    int started = 0, rc = 0;
    while (started < threads && !(rc = pthread_create(&ids[started], NULL, worker, m)))
        started++;
    /* fewer threads play the same games (the results do not depend on
     * them), only slower: a row of none is no row */
    if (rc && started)
        fprintf(stderr, "hunters-strength: %d of %d threads started (%s): the times are of fewer threads\n", started,
                threads, strerror(rc));
    for (int i = 0; i < started; i++)
        pthread_join(ids[i], NULL);
    if (!started) {
        fprintf(stderr, "hunters-strength: cannot start a thread: %s\n", strerror(rc));
        pthread_mutex_destroy(&m->lock);
        return 1;
    }
    double wall = now() - t0;
    pthread_mutex_destroy(&m->lock);
    /* Wilson's score interval: unlike p +- 1.96 sqrt(p (1 - p) / N) it does
     * not shrink to nothing when one side wins every game */
    double n = m->games, z = 1.96, p = m->wins_a / n;
    double center = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    char name[32];
    snprintf(name, sizeof name, "%s vs %s", kind_name(m->bot[0]), kind_name(m->bot[1]));
    printf("| %-16s | %5d | %5.1f%% | %5.1f%% - %5.1f%% | %+6.1f | %8.2f | %8.2f | %6.0f |\n", name, m->games,
           100 * p, 100 * (center - half), 100 * (center + half), m->diff_a / m->games,
           1e3 * m->seconds[0] / (double)(m->decisions[0] ? m->decisions[0] : 1),
           1e3 * m->seconds[1] / (double)(m->decisions[1] ? m->decisions[1] : 1), wall);
    return flush_stdout("hunters-strength"); /* a row lost is said at once, not after hours of matches */
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* --hint-times: the time of a hint (hunters_bot_advise at a place
 * decision) in self-play games, or against `versus` (0: self-play) with
 * the first seat's hints alone, on this thread. */
static int hint_times(int kind, int versus, int players, int games, int iterations, unsigned long long seed,
                      const hunters_tileset *ts)
{
    size_t count = 0, cap = (size_t)games * 200;
    double *ms = malloc(sizeof *ms * cap);
    if (!ms) { /* said: an exit status 1 alone tells nothing */
        fprintf(stderr, "hunters-strength: out of memory for the times of %d games\n", games);
        return 1;
    }
    for (int game = 0; game < games; game++) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.tileset = ts;
        o.players = players;
        o.seed = seed + (unsigned long long)game;
        hunters_game *g = NULL;
        if (hunters_game_new(&g, &o, NULL) != HUNTERS_OK) {
            fprintf(stderr, "hunters-strength: cannot create a game\n");
            free(ms);
            return 1;
        }
        for (long turn = 0; hunters_game_phase(g) != HUNTERS_PHASE_OVER; turn++) {
            hunters_bot_options b;
            hunters_bot_options_init(&b);
            int timed = !versus || hunters_game_current_player(g) == 0;
            b.kind = timed ? kind : versus;
            if (iterations > 0 && timed)
                b.iterations = iterations;
            b.seed = o.seed * 1000003ull + (unsigned long long)turn;
            int phase = hunters_game_phase(g);
            if ((phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS) && count < cap && timed) {
                hunters_advice advice[3];
                double t0 = now();
                hunters_bot_advise(g, &b, advice, 3);
                ms[count++] = 1e3 * (now() - t0);
            }
            hunters_move move;
            if (hunters_bot_choose(g, &b, &move) != HUNTERS_OK || hunters_game_play(g, move) != HUNTERS_OK) {
                fprintf(stderr, "hunters-strength: %s\n", hunters_game_errmsg(g));
                return 1;
            }
        }
        hunters_game_free(g);
    }
    qsort(ms, count, sizeof *ms, compare_double);
    char seats[32] = "";
    if (players != 2)
        snprintf(seats, sizeof seats, ", %d players", players);
    printf("%s hints at %d iterations%s%s%s, %d games, %zu place decisions: median %.2f ms, quartiles %.2f - %.2f ms, "
           "max %.2f ms\n",
           kind_name(kind), iterations > 0 ? iterations : 1000, versus ? " against " : "",
           versus ? kind_name(versus) : "", seats, games, count, ms[count / 2], ms[count / 4], ms[3 * count / 4],
           ms[count - 1]);
    free(ms);
    return 0;
}

int main(int argc, char **argv)
{
    int games = 1000, iterations = 1000, iterations2 = 0, players = 2, threads = 2, match_count = 0;
    int rollout_turns = -1, max_nodes = 0;
    int b_rollout_turns = -1, b_max_nodes = 0, b_iterations = 0;
    double exploration = -1;
    unsigned long long seed = 1;
    int pairs[16][2], hint_kind = 0, hint_versus = 0;
    for (int i = 1; i < argc; i++) {
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        /* each count within its range, or a usage error: atoi() read a word
         * as 0 and wrapped past 2^31 (--games 4294967298 played 2 games) */
        static const struct {
            const char *name;
            long low, high;
        } counts[] = {{"--games", 2, 100000000},       {"--iterations", 1, 100000000},
                      {"--iterations2", 0, 100000000}, {"--players", 2, 5},
                      {"--threads", 1, 64},            {"--rollout-turns", 0, INT32_MAX},
                      {"--max-nodes", 1, 1000000},     {"--b-rollout-turns", 0, INT32_MAX},
                      {"--b-iterations", 1, 100000000}, {"--b-max-nodes", 1, 1000000}};
        int *const count_of[] = {&games,         &iterations, &iterations2, &players,    &threads,
                                 &rollout_turns, &max_nodes,  &b_rollout_turns, &b_iterations, &b_max_nodes};
        size_t c = 0;
        while (c < sizeof counts / sizeof counts[0] && strcmp(argv[i], counts[c].name) != 0)
            c++;
        if (c < sizeof counts / sizeof counts[0] && next) {
            int32_t v;
            if (parse_whole_number(next, counts[c].low, counts[c].high, &v)) {
                fprintf(stderr, "hunters-strength: bad value %s %s (%ld to %ld)\n", argv[i], next, counts[c].low,
                        counts[c].high);
                return 2;
            }
            *count_of[c] = (int)v;
            i++;
        } else if (strcmp(argv[i], "--hint-times") == 0 && next && kind_of(next, strlen(next)))
            hint_kind = kind_of(argv[i + 1], strlen(argv[i + 1])), i++;
        else if (strcmp(argv[i], "--hint-versus") == 0 && next && kind_of(next, strlen(next)))
            hint_versus = kind_of(argv[i + 1], strlen(argv[i + 1])), i++;
        else if (strcmp(argv[i], "--exploration") == 0 && next) {
            if (parse_decimal(argv[++i], 0, 1e6, &exploration)) {
                fprintf(stderr, "hunters-strength: bad value --exploration %s (0 to 1000000)\n", argv[i]);
                return 2;
            }
        } else if (strcmp(argv[i], "--seed") == 0 && next) {
            uint64_t v;
            if (parse_unsigned_64(argv[++i], &v)) {
                fprintf(stderr, "hunters-strength: bad value --seed %s\n", argv[i]);
                return 2;
            }
            seed = v;
        } else if (strcmp(argv[i], "--match") == 0 && next && match_count < 16) {
            const char *dash = strchr(next, '-');
            int a = dash ? kind_of(next, (size_t)(dash - next)) : 0;
            int b = dash ? kind_of(dash + 1, strlen(dash + 1)) : 0;
            if (!a || !b) {
                fprintf(stderr, "hunters-strength: bad match '%s' (e.g. mcts-greedy)\n", next);
                return 2;
            }
            pairs[match_count][0] = a;
            pairs[match_count][1] = b;
            match_count++;
            i++;
        } else {
            fprintf(stderr, "usage: hunters-strength [--games N] [--iterations K] [--iterations2 K2] [--players P] "
                            "[--threads T] [--seed S] "
                            "[--rollout-turns R] [--exploration C] [--max-nodes M] [--b-rollout-turns R] "
                            "[--b-max-nodes M] [--b-iterations K] [--match A-B]...\n"
                            "       hunters-strength --hint-times KIND [--hint-versus KIND2] [--players P] [--games N] "
                            "[--iterations K] [--seed S]\n");
            return 2;
        }
    }
    if (games < 2 || iterations < 1 || iterations2 < 0 || players < 2 || players > 5 || threads < 1 || threads > 64) {
        fprintf(stderr, "hunters-strength: --games >= 2, --iterations >= 1, --players 2 to 5, --threads 1 to 64\n");
        return 2;
    }
    if (hint_versus && !hint_kind) {
        fprintf(stderr, "hunters-strength: --hint-versus goes with --hint-times\n");
        return 2;
    }
    if (iterations2 == 0)
        iterations2 = iterations;
    games = (games + players - 1) / players * players;
    if (match_count == 0) {
        int defaults[3][2] = {{HUNTERS_BOT_GREEDY, HUNTERS_BOT_RANDOM},
                              {HUNTERS_BOT_MCTS, HUNTERS_BOT_GREEDY},
                              {HUNTERS_BOT_MCTS, HUNTERS_BOT_RANDOM}};
        memcpy(pairs, defaults, sizeof defaults);
        match_count = 3;
    }
    hunters_tileset *ts = NULL;
    if (hunters_tileset_load_default(&ts, NULL) != HUNTERS_OK)
        return 1;
    if (hint_kind) {
        int rc = hint_times(hint_kind, hint_versus, players, games, iterations, seed, ts);
        hunters_tileset_free(ts);
        return finish_stdout("hunters-strength") ? 1 : rc;
    }
    printf("libhunters %s: %d-player matches, seats swapped on the same tiles, MCTS at %d iterations per decision "
           "(mcts2 %d), %d thread%s, seed %llu\n\n",
           hunters_version(), players, iterations, iterations2, threads, threads == 1 ? "" : "s", seed);
    printf("| %-16s | %5s | %6s | %-17s | %6s | %8s | %8s | %6s |\n", "A vs B", "games", "A wins", "95% interval",
           "A - B", "A ms/dec", "B ms/dec", "wall s");
    printf("|------------------|-------|--------|-------------------|--------|----------|----------|--------|\n");
    for (int i = 0; i < match_count; i++) {
        match m;
        memset(&m, 0, sizeof m);
        m.bot[0] = pairs[i][0];
        m.bot[1] = pairs[i][1];
        m.games = games;
        m.iterations = iterations;
        m.iterations2 = iterations2;
        m.players = players;
        m.seed = seed;
        m.rollout_turns = rollout_turns;
        m.exploration = exploration;
        m.max_nodes = max_nodes;
        m.b_rollout_turns = b_rollout_turns;
        m.b_max_nodes = b_max_nodes;
        m.b_iterations = b_iterations;
        m.ts = ts;
        if (run_match(&m, threads)) {
            hunters_tileset_free(ts);
            return 1;
        }
    }
    hunters_tileset_free(ts);
    return finish_stdout("hunters-strength");
}
