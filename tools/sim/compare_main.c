/* hunters-sim compare [OPTIONS] A B: every seed played under A and under B,
 * the same seeds, seats and bot seeds, and the paired differences
 * summarized (see sim_compare.h, doc/sim.md). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/number.h"
#include "common/output.h"
#include "common/read_file.h"
#include "common/rule_options.h"
#include "seam/bots_seam.h"
#include "sim/sim_compare.h"
#include "sim/sim_parallel.h"
#include "sim/sim_play.h"
#include "sim/stop_signals.h"

static const char compare_usage[] =
    "usage: hunters-sim compare [OPTIONS] A B\n"
    "Plays every seed under A and under B (the same seeds, seats and bot seeds)\n"
    "and prints B - A for each seat: score, points by source, wins, margin, with\n"
    "95% intervals, and how often each rule variant changed a scoring or event.\n"
    "A and B: what differs from the base, a list of NAME=VALUE separated by\n"
    "spaces: a rule option (as -o) or players=BOT,BOT,... (a bot line-up); \"\"\n"
    "for the base itself. Example: compare \"\" \"forest-value=segment\"\n"
    "\n"
    "  -n, --games N         play seeds 1..N (default 100)\n"
    "      --seeds A..B      play seeds A to B\n"
    "  -p, --players LIST    the base's bots, a bot per seat (default random,random)\n"
    "      --rotate          rotate the bots over the seats from game to game\n"
    "  -o, --option NAME=V   a rule option of the base (repeatable)\n"
    "      --tileset FILE    a tile set file instead of the default set; - reads it from stdin\n"
    "      --iterations N    mcts/mcts2 iterations per move (default 1000)\n"
    "      --json FILE       write the comparison as JSON; - for stdout\n"
    "      --csv FILE        write one CSV row per seed and seat, A's and B's; - for stdout\n"
    "  -j, --threads N       worker threads (default 1; the output is the same)\n"
    "  -q, --quiet           no table on stdout\n"
    "  -h, --help            this help\n";

/* A command-line word as a message names it (shown_word(): '' for the
 * empty word, a control character as '?'); one a message. */
static const char *shown(const char *word)
{
    static char buffer[256];
    return shown_word(word, buffer, sizeof buffer);
}

typedef struct compare_config {
    hunters_game_options options;
    int players, bots[HUNTERS_MAX_PLAYERS];
} compare_config;

__attribute__((format(printf, 1, 2), noreturn)) static void usage_error(const char *fmt, ...);

static void usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "hunters-sim compare: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    exit(2);
}

/* The bots of "random,greedy,...", one a seat, into c. */
static void parse_bots(const char *text, compare_config *c)
{
    char why[160];
    int count = seam_parse_bots(text, c->bots, HUNTERS_MAX_PLAYERS, why, sizeof why);
    if (count < 0)
        usage_error("%s", why);
    c->players = count;
}

/* A side's label: what it sets, by the canonical names and values, in
 * the order of the option list (as hunters.sim.compare() names it too). */
static void describe_side(const compare_config *c, int bots_given, unsigned fields, char *label, size_t size)
{
    char settings[512];
    if (rule_options_describe(&c->options, fields, settings, sizeof settings))
        usage_error("%s", "a side sets too much to name");
    size_t used = 0;
    label[0] = '\0';
    if (bots_given) {
        used += (size_t)snprintf(label, size, "players=");
        for (int p = 0; p < c->players && used < size; p++)
            used += (size_t)snprintf(label + used, size - used, "%s%s", p ? "," : "", seam_kind_name(c->bots[p]));
    }
    if (used < size)
        snprintf(label + used, size - used, "%s", used ? settings : settings + (settings[0] == ' '));
    if (!label[0])
        snprintf(label, size, "(the base)");
}

/* Applies a side's "NAME=VALUE NAME=VALUE" to a copy of the base and names
 * it in label; an option named twice (by any spelling) is refused, not the
 * last taken. */
static void apply_side(const char *spec, compare_config *c, char *label, size_t size)
{
    char item[256];
    unsigned given = 0;
    int bots_given = 0;
    for (const char *at = spec; *at;) {
        at += strspn(at, " ");
        size_t n = strcspn(at, " ");
        if (n == 0)
            break;
        if (n >= sizeof item)
            usage_error("too long: %.40s...", at);
        memcpy(item, at, n);
        item[n] = '\0';
        at += n;
        if (!strncmp(item, "players=", 8)) {
            if (bots_given++)
                usage_error("players given twice in one side: %s", spec);
            parse_bots(item + 8, c);
            continue;
        }
        unsigned fields = rule_option_fields(item);
        if (fields & given)
            usage_error("%.*s sets an option given before in the same side: %s", (int)strcspn(item, "="), item,
                        spec);
        given |= fields;
        int status = rule_option_set(&c->options, item);
        if (status == RULE_OPTION_BAD_VALUE)
            usage_error("bad value in %s: the values are %s", shown(item), rule_option_values(item));
        if (status == RULE_OPTION_NO_VALUE) /* (item: a known name, as it is) */
            usage_error("rule option %s needs a value: %s=VALUE, the values are %s", item, item,
                        rule_option_values(item));
        if (status != RULE_OPTION_OK)
            usage_error("unknown rule option %s (hunters-sim --list-options; players=BOT,... for bots)", shown(item));
    }
    describe_side(c, bots_given, given, label, size);
}

/* Opens o (tool_output, tools/common/output.h: written beside its path
 * and renamed over it once complete, as a plain run's outputs): 0, or -1
 * after a message. */
static int open_output(tool_output *o, const char *path)
{
    char why[8300]; /* two paths of PATH_MAX and words */
    if (!tool_output_open(o, "hunters-sim compare", path, 0, 0, why, sizeof why))
        return 0;
    fprintf(stderr, "hunters-sim compare: %s\n", why);
    return -1;
}

/* Plays the game of seed under c into out; a hunters_status, with the
 * engine's message in why. */
static int play_side(const compare_config *c, int rotate, uint64_t seed, int32_t iterations, compare_side_game *out,
                     char *why, size_t size)
{
    int bots[HUNTERS_MAX_PLAYERS];
    sim_seat_bots(c->bots, c->players, rotate, seed, bots);
    hunters_game_options o = c->options;
    o.players = c->players;
    hunters_game *game;
    int rc = sim_play_seed(&o, seed, bots, iterations, &game, why, size);
    if (!rc)
        compare_side_read(game, seed, bots, out);
    hunters_game_free(game);
    return rc;
}

/* What the games of a comparison share (sim_parallel's context). */
typedef struct compare_run {
    const compare_config *side; /* [2] */
    int rotate;
    int32_t iterations;
    uint64_t first;             /* the first seed: game i is seed first + i */
    sim_compare *total;
    FILE *csv;
    const char *csv_path;       /* for "cannot write %s": "to standard output" for - */
    int csv_failed;             /* a row could not be written: said in the run's message */
} compare_run;

/* Plays the index-th seed under A and under B into result, a
 * compare_side_game[2] (sim_parallel's play, on a worker thread). */
static int play_pair(void *context, uint64_t index, void *result, char *why, size_t why_size)
{
    const compare_run *c = context;
    uint64_t seed = c->first + index;
    compare_side_game *games = result;
    for (int s = 0; s < 2; s++) {
        int rc = play_side(&c->side[s], c->rotate, seed, c->iterations, &games[s], why, why_size);
        if (rc)
            return rc;
    }
    return 0;
}

/* Adds a seed's pair and writes its rows (sim_parallel's take: one call at
 * a time, in seed order). */
static int take_pair(void *context, uint64_t index, void *result, char *why, size_t why_size)
{
    (void)index;
    compare_run *c = context;
    compare_side_game *games = result;
    sim_compare_add(c->total, &games[0], &games[1]);
    errno = 0;
    if (c->csv && sim_compare_write_csv(&games[0], &games[1], c->csv)) {
        pipe_closed(errno); /* --csv - | head -1: ended by SIGPIPE, as a plain run */
        snprintf(why, why_size, "cannot write %s: %s", c->csv_path, errno ? strerror(errno) : "a write failed");
        c->csv_failed = 1;
        return 1;
    }
    return 0;
}

int compare_main(int argc, char **argv)
{
    compare_config base, side[2];
    memset(&base, 0, sizeof base);
    hunters_game_options_init(&base.options);
    const char *players = "random,random", *tileset_path = NULL, *json_path = NULL, *csv_path = NULL;
    const char *spec[2] = {NULL, NULL};
    uint64_t first = 1, last = 100;
    int32_t iterations = 1000;
    int rotate = 0, quiet = 0;
    int32_t threads = 1;
    /* an option of one value given twice is refused, as by a plain run (the
     * last one silently won); -o alone repeats; --games and --seeds both set
     * the seeds */
    const char *given[16];
    int given_count = 0, seeds_given = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define TAKES(s, l) ((!strcmp(a, s) || !strcmp(a, l)) && v && ++i)
#define TAKES_ONCE(s, l)                                                                                             \
    (TAKES(s, l) && (option_given_again(l, given, &given_count, (int)(sizeof given / sizeof *given)) == 0 ||           \
                     (usage_error("%s given twice", l), 0)))
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(compare_usage, stdout);
            return finish_stdout("hunters-sim compare");
        } else if (TAKES_ONCE("-n", "--games")) {
            if (seeds_given++)
                usage_error("%s", "--seeds and --games both set the seeds: give one");
            int32_t n;
            if (parse_whole_number(v, 1, 2000000000, &n))
                usage_error("bad game count %s", shown(v));
            first = 1;
            last = (uint64_t)n;
        } else if (TAKES_ONCE("--seeds", "--seeds")) {
            if (seeds_given++)
                usage_error("%s", "--games and --seeds both set the seeds: give one");
            const char *dots = strstr(v, "..");
            char low[24];
            if (!dots || dots - v >= (long)sizeof low)
                usage_error("bad seed range %s (A..B)", shown(v));
            memcpy(low, v, (size_t)(dots - v));
            low[dots - v] = '\0';
            if (parse_unsigned_64(low, &first) || parse_unsigned_64(dots + 2, &last) || last < first ||
                last - first >= SIM_MAX_GAMES)
                usage_error("bad seed range %s (A..B)", shown(v));
        } else if (TAKES_ONCE("-p", "--players")) {
            players = v;
        } else if (!strcmp(a, "--rotate")) {
            rotate = 1;
        } else if (TAKES("-o", "--option")) {
            int status = rule_option_set(&base.options, v);
            if (status == RULE_OPTION_BAD_VALUE)
                usage_error("bad value in %s: the values are %s", shown(v), rule_option_values(v));
            if (status == RULE_OPTION_NO_VALUE) /* (v: a known name, as it is) */
                usage_error("rule option %s needs a value: -o %s=VALUE, the values are %s", v, v,
                            rule_option_values(v));
            if (status != RULE_OPTION_OK)
                usage_error("unknown rule option %s (hunters-sim --list-options)", shown(v));
        } else if (TAKES_ONCE("--tileset", "--tileset")) {
            tileset_path = v;
        } else if (TAKES_ONCE("--iterations", "--iterations")) {
            if (parse_whole_number(v, 1, 100000000, &iterations))
                usage_error("bad iteration count %s", shown(v));
        } else if (TAKES_ONCE("--json", "--json")) {
            json_path = v;
        } else if (TAKES_ONCE("--csv", "--csv")) {
            csv_path = v;
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            quiet = 1;
        } else if (TAKES_ONCE("-j", "--threads")) {
            if (parse_whole_number(v, 1, 256, &threads))
                usage_error("bad thread count %s", shown(v));
        } else if (a[0] == '-' && a[1] != '\0') {
            char hint[200];
            usage_error("unknown or incomplete option %s%s (hunters-sim compare --help)", shown(a),
                        option_equals_hint(a, hint, sizeof hint));
        } else if (!spec[0] || !spec[1]) {
            spec[spec[0] ? 1 : 0] = a;
        } else {
            usage_error("a third side %s: give two sides, A and B (hunters-sim compare --help)", shown(a));
        }
#undef TAKES
#undef TAKES_ONCE
    }
    if (!spec[1])
        usage_error("%s", "give two sides, A and B (hunters-sim compare --help)");
    const char *paths[] = {json_path, csv_path}, *const options[] = {"--json", "--csv"};
    char refused[512];
    if (check_output_paths(paths, options, 2, tileset_path, refused, sizeof refused))
        usage_error("%s", refused);
    json_path = paths[0]; /* standard output's own file now "-" */
    csv_path = paths[1];
    parse_bots(players, &base);
    hunters_tileset *tileset = NULL;
    hunters_error error;
    errno = 0;
    if (tileset_path && load_tileset_input(&tileset, tileset_path, &error)) {
        char why[1024];
        fprintf(stderr, "hunters-sim compare: %s\n", load_error_text(why, sizeof why, input_name(shown(tileset_path)),
                                                                     error.line, error.column, error.message, errno));
        return 1;
    }
    if (!tileset_path && hunters_tileset_load_default(&tileset, NULL)) {
        fprintf(stderr, "hunters-sim compare: %s\n", "out of memory");
        return 1;
    }
    base.options.tileset = tileset;
    char label[2][640];
    for (int s = 0; s < 2; s++) {
        side[s] = base;
        apply_side(spec[s], &side[s], label[s], sizeof label[s]);
    }
    if (side[0].players != side[1].players)
        usage_error("%s", "A and B must seat as many players, to pair the seats");
    for (int s = 0; s < 2; s++)
        if (side[s].options.first_player >= side[s].players)
            usage_error("%s", "first-player must name a seat");
    static tool_output json_out, csv_out;
    if (open_output(&json_out, json_path) || open_output(&csv_out, csv_path)) {
        tool_output_close(&json_out, 0); /* its partial file, created already, removed */
        hunters_tileset_free(tileset);
        return 1;
    }
    FILE *json = json_out.file, *csv = csv_out.file;
    /* the stop signals as a plain run takes them (tools/sim/stop_signals.h):
     * a pipe closed under the rows ends the run by SIGPIPE, and a signal
     * as the files are put in place waits for both */
    catch_stop_signals();
    /* named as the rows' failures name it (take_pair()), with the reason */
    const char *csv_name = csv_path && strcmp(csv_path, "-") ? csv_path : "to standard output";
    errno = 0;
    if (csv && sim_compare_write_csv_header(csv)) {
        int why = errno;
        pipe_closed(why);
        fprintf(stderr, "hunters-sim compare: cannot write %s: %s\n", csv_name, why ? strerror(why) : "a write failed");
        csv_out.said = 1; /* said once, not again as the file is closed */
        tool_output_close(&json_out, 0);
        tool_output_close(&csv_out, 0);
        hunters_tileset_free(tileset);
        end_stop_signals();
        return 1;
    }
    sim_compare total;
    memset(&total, 0, sizeof total);
    compare_run run = {side, rotate, iterations, first, &total, csv, csv_name, 0};
    sim_parallel_job job = {0,         last - first + 1, threads, 2 * sizeof(compare_side_game),
                            play_pair, take_pair,        NULL,    &run};
    char why[512];
    if (sim_parallel_run(&job, why, sizeof why)) {
        fprintf(stderr, "hunters-sim compare: %s\n", why);
        /* the seeds before a failed game are written, as one thread would;
         * no JSON: there is no comparison */
        csv_out.said = run.csv_failed; /* once, not again as the file is closed */
        begin_row_write();
        tool_output_close(&json_out, 0);
        tool_output_close(&csv_out, 1);
        end_row_write();
        hunters_tileset_free(tileset);
        end_stop_signals();
        return 1;
    }
    /* from here a pipe closed (the table into | true) ends the run once the
     * files are in place, as a plain run's (pipe_closed_later()) */
    const char *a = label[0], *b = label[1];
    int failed = 0;
    errno = 0;
    if (!quiet && sim_compare_print(&total, a, b, stdout) != 0) {
        pipe_closed_later(errno);
        failed = 1;
    }
    errno = 0;
    if (json && sim_compare_write_json(&total, a, b, json) != 0) {
        failed = 1;
        if (json != stdout)
            tool_output_failed(&json_out); /* a flush midway failed: its reason */
        pipe_closed_later(json == stdout ? errno : json_out.error);
    }
    /* both complete before either is renamed: all or none */
    int whole = 1;
    tool_output *outputs[] = {&json_out, &csv_out};
    for (int i = 0; i < 2; i++)
        if (tool_output_flush(outputs[i])) {
            pipe_closed(outputs[i]->error); /* a FIFO whose reader is gone */
            whole = 0;
        }
    failed |= finish_table("hunters-sim compare") != 0;
    begin_row_write(); /* a stop signal waits for both renames */
    int placed = tool_output_close(&json_out, whole) == 0;
    placed &= tool_output_close(&csv_out, whole) == 0;
    end_row_write();
    failed |= !placed || !whole;
    if (placed && whole) /* else exit status 1, after the message: a file is not in place */
        pipe_closed_now();
    hunters_tileset_free(tileset);
    end_stop_signals();
    return failed;
}
