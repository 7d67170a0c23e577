/* hunters-tune: tunes HUNTERS_BOT_MCTS2's cut-off weights (lib/bots/cutoff.c)
 * by playing matches, as chess engines tune their evaluation terms
 * (doc/bots-journal.md, "Tuning the cut-off value by matches").
 *
 *   hunters-tune spsa [--steps N] [--games G] [--iterations K] [--seed S]
 *                     [--threads T] [--a A] [--c C] [--theta-file F] [--players P]
 *                     [--params N] [--only NAME,NAME...] [--versus builtin|greedy|mcts]
 *                     [--versus-iterations K] [--points D]
 *   hunters-tune match [--theta-file F] [--set NAME=VALUE]... [--versus builtin|greedy|mcts]
 *                      [--versus-iterations K] [--games N] [--iterations K] [--seed S]
 *                      [--threads T] [--exploration X] [--rollout-turns R] [--players P]
 *
 * spsa: simultaneous perturbation stochastic approximation over the
 * parameters of PARAMS (the 2-player weights; the projection's weight
 * stays 1, the scale), from the built-in weights (or the last theta line
 * of F). Each parameter is measured in its own scale; step k (from 0)
 * draws a sign Delta_i = +-1 for each, plays G games (default 8, seat-
 * swapped pairs) between theta + c_k Delta and theta - c_k Delta with K
 * MCTS2 iterations per decision (default 150), and moves theta by
 * a_k r Delta / (2 c_k) scaled, r = (wins of + minus wins of -) / G, with
 * c_k = C / (k + 1)^0.101 (default C 0.3) and a_k = A ((1 + B) / (k + 1 + B))^0.602
 * (default A 0.15, B = N / 10). N steps (default 1000000: until killed);
 * every step prints a line ending with the new theta, so a killed run
 * loses nothing. Step k's games use game seeds S + k G / 2, ...
 * --params N tunes the first N parameters of PARAMS only (the rest stay);
 * --only NAME,... tunes the parameters named only.
 * --versus greedy|mcts tunes against that bot instead of theta's mirror:
 * step k plays G games of theta + c_k Delta against it and the same G
 * games (the same seeds, the opponent's the same) of theta - c_k Delta,
 * and r = (wins of + minus wins of -) / G: theta is tuned for what it wins
 * against that bot.
 * --points D: r = (the mean score difference of + minus that of -) / D
 * instead of the wins' (both sides' scores, on the same games): against
 * a bot theta beats in 9 games of 10, the wins tell two thetas apart
 * too rarely, the points still do (D about 80, the scale of a won game).
 *
 * match: theta (the built-in weights, then the last theta line of F, then
 * each --set) against the built-in weights, or against the greedy or the
 * MCTS bot:
 * N games (default 400) at K iterations (default 1000); prints theta's
 * wins with Wilson's 95% interval and its mean score difference.
 * --exploration and --rollout-turns set those bot options of theta's
 * side only (the search's parameters, matched against their defaults).
 * --versus-iterations K: the MCTS opponent's iterations (default 3 times
 * theta's: about equal time a decision, doc/bots.md).
 * --players P (2 to 4, default 2): games of P players (tools/tune/games.h:
 * one side in one seat, the other in the rest, then the reverse; a game
 * won by the side of the highest score), theta starting from the built-in
 * weights of P players.
 *
 * Results depend on the options alone, not on T (default 1). A white-box
 * tool: it calls the library's internal hu_bot_choose_weighted(), so it
 * links the convenience library, not libhunters. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#include "bots/bots.h"
#include "bots/cutoff_features.h"
#include "common/clock.h"
#include "common/number.h"
#include "common/output.h"
#include "common/read_file.h"
#include "common/random.h"
#include "tune/games.h"

/* The tuned weights: those the built-in value uses (lib/bots/cutoff.c)
 * and a few at 0 that plausibly matter; scale: a plausible size of the
 * weight, the unit of the perturbations and steps. */
static const struct param {
    int feature;
    const char *name;
    double scale;
} PARAMS[] = {
    {HU_CF_CLOSING, "closing", 0.5},           {HU_CF_MEMBERS_SHARE, "members_share", 1.0},
    {HU_CF_HUTS_SHARE, "huts_share", 1.0},     {HU_CF_SYSTEM_OPEN, "system_open", 0.5},
    {HU_CF_TO_MOVE, "to_move", 1.0},           {HU_CF_MEADOW_SHARE, "meadow_share", 0.1},
    {HU_CF_MEADOW_AREAS, "meadow_areas", 0.1}, {HU_CF_FOREST_OPEN, "forest_open", 0.5},
    {HU_CF_RIVER_OPEN, "river_open", 0.5},     {HU_CF_MEMBERS_OUT, "members_out", 1.0},
    /* (round two: the other weights, each at 0 before) */
    {HU_CF_FOREST_VALUE, "forest_value", 0.3}, {HU_CF_FOREST_VALUE_SHARE, "forest_value_share", 0.3},
    {HU_CF_RIVER_VALUE, "river_value", 0.3},   {HU_CF_RIVER_VALUE_SHARE, "river_value_share", 0.3},
    {HU_CF_BEHIND, "behind", 0.3},             {HU_CF_SYSTEM_SHARE, "system_share", 0.2},
    {HU_CF_MEMBERS, "members", 1.0},           {HU_CF_HUTS, "huts", 1.0},
    /* (issue 24: contested features, new) */
    {HU_CF_MERGE, "merge", 0.3},               {HU_CF_MERGE_MEADOW, "merge_meadow", 0.2},
    {HU_CF_MERGE_NEXT, "merge_next", 0.2},     {HU_CF_CLAIMER, "claimer", 0.5},
};
#define PARAM_COUNT ((int)(sizeof PARAMS / sizeof PARAMS[0]))

typedef struct settings {
    int steps, games, iterations, threads, versus, versus_iterations, rollout_turns, players, tuned;
    int only[sizeof PARAMS / sizeof PARAMS[0]]; /* --only: the parameters tuned */
    int only_given;
    double exploration;
    double points; /* --points D: r by points, 0: by wins */
    unsigned long long seed;
    double a, c;
    double theta[HU_CF_COUNT];
} settings;

static int param_named(const char *name, size_t length)
{
    for (int i = 0; i < PARAM_COUNT; i++)
        if (strlen(PARAMS[i].name) == length && strncmp(PARAMS[i].name, name, length) == 0)
            return i;
    return -1;
}

/* "NAME=VALUE" into theta; returns 0, or -1. */
static int set_param(double *theta, const char *text)
{
    const char *eq = strchr(text, '=');
    int i = eq ? param_named(text, (size_t)(eq - text)) : -1;
    char *end;
    double value = i >= 0 ? strtod(eq + 1, &end) : 0;
    if (i < 0 || end == eq + 1 || (*end && *end != '\n' && *end != '\r' && *end != ' ') || !isfinite(value))
        return -1;
    theta[PARAMS[i].feature] = value;
    return 0;
}

/* The NAME=VALUE words of a theta line (one that starts "theta " or holds
 * " theta "), or NULL for another line. */
static char *theta_words(char *line)
{
    if (strncmp(line, "theta ", 6) == 0)
        return line + 6;
    char *at = strstr(line, " theta ");
    return at ? at + 7 : NULL;
}

/* The last theta line of file: its NAME=VALUE words into theta. Returns
 * 0, or -1 after printing why. The file is read whole, up to read_file()'s
 * 256 MiB: lines of any length (fgets() into 4096 bytes cut a longer one,
 * its last value read short and the words after it lost), and an endless
 * file (/dev/zero) is refused, not read forever. */
static int read_theta(double *theta, const char *path)
{
    size_t length;
    /* - is standard input, as for the other tools' input files (spsa's
     * lines piped in) */
    char *text = strcmp(path, "-") ? read_file(path, &length) : read_stream(stdin, &length);
    path = input_name(path);
    if (!text) {
        fprintf(stderr, "hunters-tune: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    char *last = NULL;
    for (char *line = text; line < text + length;) {
        char *end = memchr(line, '\n', (size_t)(text + length - line));
        if (end)
            *end = '\0';
        if (theta_words(line))
            last = line;
        line = end ? end + 1 : text + length;
    }
    char *word = last ? theta_words(last) : NULL;
    if (!word) {
        fprintf(stderr, "hunters-tune: no theta line in %s\n", path);
        free(text);
        return -1;
    }
    for (word = strtok(word, " \r\n"); word; word = strtok(NULL, " \r\n")) /* (\r: a file saved with CRLF) */
        if (set_param(theta, word)) {
            fprintf(stderr, "hunters-tune: bad parameter '%s' in %s\n", word, path);
            free(text);
            return -1;
        }
    free(text);
    return 0;
}

/* "NAME,NAME,..." into st->only; returns 0, or -1 (an unknown or empty
 * name: an empty list would tune nothing, silently). */
static int set_only(settings *st, const char *text)
{
    st->only_given = 1;
    if (!*text)
        return -1;
    while (*text) {
        const char *comma = strchr(text, ',');
        size_t length = comma ? (size_t)(comma - text) : strlen(text);
        int i = param_named(text, length);
        if (i < 0) {
            fprintf(stderr, "hunters-tune: --only: no parameter '%.*s'; the parameters:", (int)length, text);
            for (int k = 0; k < PARAM_COUNT; k++)
                fprintf(stderr, " %s", PARAMS[k].name);
            fprintf(stderr, "\n");
            return -1;
        }
        st->only[i] = 1;
        text += length + (comma != NULL);
    }
    return 0;
}

/* "builtin", "greedy" or "mcts" into st->versus; returns 0, or -1. */
static int set_versus(settings *st, const char *text)
{
    static const struct {
        const char *name;
        int kind;
    } OPPONENTS[] = {{"builtin", HUNTERS_BOT_MCTS2}, {"greedy", HUNTERS_BOT_GREEDY}, {"mcts", HUNTERS_BOT_MCTS}};
    for (size_t i = 0; i < sizeof OPPONENTS / sizeof OPPONENTS[0]; i++)
        if (strcmp(text, OPPONENTS[i].name) == 0) {
            st->versus = OPPONENTS[i].kind;
            return 0;
        }
    return -1;
}

/* Prints theta and flushes the line: 0, or -1 after a message when it
 * could not be written (a full disk: spsa's steps would go on, lost). */
static int print_theta(const double *theta)
{
    printf(" theta");
    for (int i = 0; i < PARAM_COUNT; i++)
        printf(" %s=%.4f", PARAMS[i].name, theta[PARAMS[i].feature]);
    printf("\n");
    return flush_stdout("hunters-tune") ? -1 : 0;
}

/* The opponent of --versus: the greedy or MCTS bot (at its iterations),
 * or MCTS2 with the built-in weights. */
static tune_side opponent(const settings *st)
{
    tune_side o = {st->versus, NULL, 0, 0, 0};
    if (st->versus == HUNTERS_BOT_MCTS)
        o.iterations = st->versus_iterations > 0 ? st->versus_iterations : 3 * st->iterations;
    return o;
}

static const char *opponent_name(const settings *st)
{
    return st->versus == HUNTERS_BOT_GREEDY ? "greedy"
           : st->versus == HUNTERS_BOT_MCTS ? "mcts"
                                             : "the built-in weights";
}

static int spsa(settings *st, const hunters_tileset *ts)
{
    double plus[HU_CF_COUNT], minus[HU_CF_COUNT];
    double stability = st->steps / 10.0;
    printf("spsa: %d games a step of %d players at %d iterations, a %.3f, c %.3f, seed %llu, versus %s", st->games,
           st->players, st->iterations, st->a, st->c, st->seed,
           st->versus == HUNTERS_BOT_MCTS2 ? "mirror" : opponent_name(st));
    if (st->versus == HUNTERS_BOT_MCTS)
        printf(" at %d iterations", opponent(st).iterations);
    if (st->points > 0)
        printf(", r by points / %g", st->points);
    printf("; start");
    if (print_theta(st->theta))
        return 1;
    for (int k = 0; k < st->steps; k++) {
        double a_k = st->a * pow((1 + stability) / (k + 1 + stability), 0.602);
        double c_k = st->c / pow(k + 1, 0.101);
        uint64_t rng = st->seed ^ (0x5eed5eedull * (uint64_t)(k + 1));
        int sign[PARAM_COUNT];
        memcpy(plus, st->theta, sizeof plus);
        memcpy(minus, st->theta, sizeof minus);
        for (int i = 0; i < PARAM_COUNT; i++) {
            sign[i] = next_random(&rng) >> 63 ? 1 : -1;
            sign[i] *= i < st->tuned; /* (drawn for all: the same signs whatever N) */
            if (st->only_given)
                sign[i] *= st->only[i];
            plus[PARAMS[i].feature] += c_k * PARAMS[i].scale * sign[i];
            minus[PARAMS[i].feature] -= c_k * PARAMS[i].scale * sign[i];
        }
        unsigned long long seed = st->seed + (unsigned long long)k * (unsigned long long)(st->games / 2);
        tune_batch b = {.side = {{HUNTERS_BOT_MCTS2, plus, 0, 0, 0}, {HUNTERS_BOT_MCTS2, minus, 0, 0, 0}},
                        .iterations = st->iterations,
                        .games = st->games,
                        .players = st->players,
                        .seed = seed,
                        .ts = ts};
        double r;
        if (st->versus == HUNTERS_BOT_MCTS2) {
            if (tune_play(&b, st->threads))
                return 1;
            r = (2 * b.wins - st->games) / st->games; /* + wins minus - wins, a share */
        } else { /* each against the opponent, on the same games */
            tune_batch m = b;
            m.side[0].weights = minus;
            b.side[1] = m.side[1] = opponent(st);
            if (tune_play(&b, st->threads) || tune_play(&m, st->threads))
                return 1;
            r = (b.wins - m.wins) / st->games;
            b.diff -= m.diff;
        }
        if (st->points > 0) /* b.diff: + minus -, summed over the games, in both cases */
            r = b.diff / st->games / st->points;
        for (int i = 0; i < PARAM_COUNT; i++)
            st->theta[PARAMS[i].feature] += a_k * r * sign[i] / (2 * c_k) * PARAMS[i].scale;
        printf("step %d a %.4f c %.4f plus %.1f/%d r %+.3f diff %+.1f", k, a_k, c_k, b.wins, st->games, r,
               b.diff / st->games);
        if (print_theta(st->theta))
            return 1;
    }
    return 0;
}

static int match(settings *st, const hunters_tileset *ts)
{
    tune_batch b = {.side = {{HUNTERS_BOT_MCTS2, st->theta, st->exploration, st->rollout_turns, 0}, opponent(st)},
                    .iterations = st->iterations,
                    .games = st->games,
                    .players = st->players,
                    .seed = st->seed,
                    .ts = ts};
    printf("match: theta vs %s", opponent_name(st));
    if (st->versus == HUNTERS_BOT_MCTS)
        printf(" at %d iterations", opponent(st).iterations);
    printf(", %d games of %d players at %d iterations, seed %llu;", st->games, st->players, st->iterations, st->seed);
    if (st->exploration > 0 || st->rollout_turns > 0)
        printf(" theta's exploration %g, rollout turns %d (0: default);", st->exploration, st->rollout_turns);
    if (print_theta(st->theta))
        return 1;
    double t0 = now();
    if (tune_play(&b, st->threads))
        return 1;
    /* Wilson's score interval */
    double n = st->games, z = 1.96, p = b.wins / n;
    double center = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    printf("theta wins %.1f of %d: %.1f%% (95%% interval %.1f%% - %.1f%%), mean score difference %+.2f, %.0f s\n",
           b.wins, st->games, 100 * p, 100 * (center - half), 100 * (center + half), b.diff / n, now() - t0);
    return 0;
}

/* The usage, on f; 2 (a usage error), or 0 for --help on standard output. */
static int usage_to(FILE *f)
{
    fprintf(f, "usage: hunters-tune spsa [--steps N] [--games G] [--iterations K] [--seed S] [--threads T] "
                    "[--a A] [--c C] [--theta-file F] [--players P] [--params N]\n"
                    "                   [--only NAME,NAME...] [--versus builtin|greedy|mcts] [--versus-iterations K]\n"
                    "                   [--points D]\n"
                    "       hunters-tune match [--theta-file F] [--set NAME=VALUE]... [--versus builtin|greedy|mcts] "
                    "[--versus-iterations K]\n"
                    "                    [--games N] [--iterations K] [--seed S] [--threads T] [--exploration X] "
                    "[--rollout-turns R] [--players P]\n"
                    "  (--theta-file -: the theta lines from standard input)\n");
    return f == stdout ? 0 : 2;
}

static int usage(void)
{
    return usage_to(stderr);
}

/* A positive number from text into *out; returns 0, or -1. */
static int parse_positive(const char *text, double *out)
{
    char *end;
    double value = strtod(text, &end);
    if (end == text || *end || !(value > 0 && value < 1e6))
        return -1;
    *out = value;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")))
        return usage_to(stdout) || finish_stdout("hunters-tune"); /* a help not written is no help */
    if (argc < 2 || (strcmp(argv[1], "spsa") != 0 && strcmp(argv[1], "match") != 0))
        return usage();
    int is_spsa = strcmp(argv[1], "spsa") == 0;
    settings st = {.steps = 1000000, .games = is_spsa ? 8 : 400, .iterations = is_spsa ? 150 : 1000, .threads = 1,
                   .seed = 1, .a = 0.15, .c = 0.3, .players = 2, .tuned = PARAM_COUNT, .versus = HUNTERS_BOT_MCTS2};
    /* the players first: theta starts from their built-in weights */
    for (int i = 2; i + 1 < argc; i += 2)
        if (strcmp(argv[i], "--players") == 0) {
            int32_t players;
            if (parse_whole_number(argv[i + 1], 2, 4, &players)) {
                fprintf(stderr, "hunters-tune: bad option '--players'\n");
                return usage();
            }
            st.players = players;
        }
    memcpy(st.theta, hu_cutoff_weights(st.players), sizeof st.theta);
    for (int i = 2; i < argc; i += 2) { /* every option takes a value */
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        int32_t whole;
        uint64_t seed;
        int ok = next != NULL;
        if (ok && strcmp(argv[i], "--steps") == 0 && (ok = !parse_whole_number(next, 1, 100000000, &whole)))
            st.steps = whole;
        else if (ok && strcmp(argv[i], "--games") == 0 && (ok = !parse_whole_number(next, 2, 1000000, &whole)))
            st.games = (whole + 1) / 2 * 2;
        else if (ok && strcmp(argv[i], "--iterations") == 0 && (ok = !parse_whole_number(next, 1, 10000000, &whole)))
            st.iterations = whole;
        else if (ok && strcmp(argv[i], "--threads") == 0 && (ok = !parse_whole_number(next, 1, 64, &whole)))
            st.threads = whole;
        else if (ok && strcmp(argv[i], "--seed") == 0 && (ok = !parse_unsigned_64(next, &seed)))
            st.seed = seed;
        else if (ok && strcmp(argv[i], "--a") == 0)
            ok = !parse_positive(next, &st.a);
        else if (ok && strcmp(argv[i], "--c") == 0)
            ok = !parse_positive(next, &st.c);
        else if (ok && is_spsa && strcmp(argv[i], "--params") == 0 &&
                 (ok = !parse_whole_number(next, 1, PARAM_COUNT, &whole)))
            st.tuned = whole;
        else if (ok && is_spsa && strcmp(argv[i], "--points") == 0)
            ok = !parse_positive(next, &st.points);
        else if (ok && is_spsa && strcmp(argv[i], "--only") == 0)
            ok = !set_only(&st, next);
        else if (ok && strcmp(argv[i], "--players") == 0)
            ok = 1; /* (read above) */
        else if (ok && strcmp(argv[i], "--theta-file") == 0)
            ok = !read_theta(st.theta, next);
        else if (ok && !is_spsa && strcmp(argv[i], "--exploration") == 0)
            ok = !parse_positive(next, &st.exploration);
        else if (ok && !is_spsa && strcmp(argv[i], "--rollout-turns") == 0 &&
                 (ok = !parse_whole_number(next, 1, 100, &whole)))
            st.rollout_turns = whole;
        else if (ok && !is_spsa && strcmp(argv[i], "--set") == 0)
            ok = !set_param(st.theta, next);
        else if (ok && strcmp(argv[i], "--versus") == 0)
            ok = !set_versus(&st, next);
        else if (ok && strcmp(argv[i], "--versus-iterations") == 0 &&
                 (ok = !parse_whole_number(next, 1, 10000000, &whole)))
            st.versus_iterations = whole;
        else
            ok = 0;
        if (!ok) {
            fprintf(stderr, "hunters-tune: bad option '%s'\n", argv[i]);
            return usage();
        }
    }
    if (st.versus_iterations > 0 && st.versus != HUNTERS_BOT_MCTS) {
        fprintf(stderr, "hunters-tune: --versus-iterations is for --versus mcts\n");
        return usage();
    }
    for (int i = st.tuned; st.only_given && i < PARAM_COUNT; i++)
        if (st.only[i]) { /* (it would stay untuned, silently) */
            fprintf(stderr, "hunters-tune: --only names %s, past the first %d parameters of --params\n",
                    PARAMS[i].name, st.tuned);
            return usage();
        }
    hunters_tileset *ts = NULL;
    if (hunters_tileset_load_default(&ts, NULL) != HUNTERS_OK)
        return 1;
    int rc = is_spsa ? spsa(&st, ts) : match(&st, ts);
    hunters_tileset_free(ts);
    if (rc) /* (said why) */
        return rc;
    return finish_stdout("hunters-tune"); /* match's result line: written, or an error */
}
