/* hunters-sim: plays many games between bots and summarizes them.
 *
 *   hunters-sim [OPTIONS]            play and print the summary table
 *   hunters-sim merge FILE...        merge the JSON summaries of shards
 *   hunters-sim compare A B          the same seeds under two configurations
 *                                    (tools/sim/compare_main.c)
 *
 * Every game is fixed by its seed (the game's generator and the bots'), so
 * a run is reproducible whatever -j says, and shards of a range of seeds
 * merge into exactly the summary of one run: the summary holds integer
 * sums only. See doc/sim.md. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <hunters.h>

#include "common/clock.h"
#include "common/number.h"
#include "common/output.h"
#include "common/read_file.h"
#include "common/rule_options.h"

#include "seam/bots_seam.h"
#include "sim/sim_compare.h"
#include "sim/sim_parallel.h"
#include "sim/sim_play.h"
#include "sim/sim_stats.h"
#include "sim/stop_signals.h"

static const char usage[] =
    "usage: hunters-sim [OPTIONS]\n"
    "       hunters-sim merge [--json FILE] SUMMARY.json...   (- reads one from stdin)\n"
    "       hunters-sim compare [OPTIONS] A B   (hunters-sim compare --help)\n"
    "Plays games between bots and prints a summary table.\n"
    "\n"
    "  -n, --games N         play seeds 1..N (default 100)\n"
    "      --seeds A..B      play seeds A to B\n"
    "      --shard K/N       play only the K-th of N shares of the seeds (1 <= K <= N <= 32)\n"
    "  -p, --players LIST    a bot per seat: random, greedy, mcts, mcts2 (default random,random)\n"
    "      --rotate          rotate the bots over the seats from game to game\n"
    "  -o, --option NAME=V   a rule option (repeatable; --list-options shows them)\n"
    "      --tileset FILE    a tile set file instead of the default set; - reads it from stdin\n"
    "      --iterations N    mcts/mcts2 iterations per move (default 1000)\n"
    "  -j, --threads N       worker threads (default 1)\n"
    "      --json FILE       write the summary as JSON (the input of merge); - for stdout\n"
    "      --csv FILE        write one CSV row per seat and game; - for stdout\n"
    "      --jsonl FILE      write one JSON line per game (after a header line); - for stdout\n"
    "      --resume          continue the interrupted run whose --jsonl FILE is FILE.partial\n"
    "  -q, --quiet           no table on stdout\n"
    "      --progress        show the progress bar even when stderr is no terminal\n"
    "      --list-options    list the rule options and exit\n"
    "  -h, --help            this help\n";

static const char merge_usage[] =
    "usage: hunters-sim merge [--json FILE] SUMMARY.json...\n"
    "Merges the JSON summaries (--json) of the shards of one run (--shard K/N) and\n"
    "prints the table of the whole run; - reads a summary from stdin. The shards\n"
    "must be of one configuration and one library version (each names its own).\n"
    "\n"
    "      --json FILE       write the merged summary as JSON; - for stdout\n"
    "  -h, --help            this help\n";

/* The name messages start with: "hunters-sim", or "hunters-sim merge"
 * while merging (compare has its own, tools/sim/compare_main.c). */
static const char *program = "hunters-sim";

/* A command-line word as a message names it (shown_word(): '' for the
 * empty word, a control character as '?'); one a message. */
static const char *shown(const char *word)
{
    static char buffer[256];
    return shown_word(word, buffer, sizeof buffer);
}


/* ---- failing, and the output files ------------------------------------- */

/* The output files (tool_output, tools/common/output.h): each written
 * beside its path and renamed over it once the run has succeeded. */
enum { MAX_OUTPUTS = 3 };
static tool_output *opened[MAX_OUTPUTS];
static int opened_count;

/* Closes the outputs and removes their partial files (but the --jsonl one). */
static void discard_outputs(void)
{
    for (int i = 0; i < opened_count; i++)
        tool_output_discard(opened[i]);
    opened_count = 0;
}

/* The --jsonl partial file and the rows in it (whole, with their check)
 * that a failure keeps for --resume: said with the failure, or the user
 * removed them to start again and played every game twice. */
static const tool_output *kept_rows_output;
static const uint64_t *kept_rows;

__attribute__((format(printf, 2, 3), noreturn)) static void fail(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: ", program);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    if (kept_rows_output && kept_rows_output->partial && *kept_rows)
        fprintf(stderr, "%s: the games played are kept in %s: --resume goes on with them\n", program,
                kept_rows_output->partial);
    discard_outputs();
    end_stop_signals();
    exit(status);
}

#define die(...) fail(2, __VA_ARGS__) /* a usage error */

/* Creates the file of o now, before any game is played, so that an
 * unwritable path is found at once. With resume, an existing PATH.partial
 * is opened for reading and appending instead. */
static void output_open(tool_output *o, const char *path, int keep_partial, int resume)
{
    char why[8300]; /* two paths of PATH_MAX and words */
    if (tool_output_open(o, program, path, keep_partial, resume, why, sizeof why))
        fail(1, "%s", why);
    if (o->file && o->file != stdout)
        opened[opened_count++] = o; /* closed, its partial file removed, by fail() */
}

/* ---- stop signals (tools/sim/stop_signals.c) --------------------------- */

/* Once every game is played, a pipe closed ends the run only after the
 * files are put in place (pipe_closed_later()); before, at once. */
static int games_over;

/* ---- the run ------------------------------------------------------------ */

typedef struct run {
    hunters_game_options options;
    hunters_tileset *tileset;
    int players, bots[HUNTERS_MAX_PLAYERS], rotate;
    int32_t iterations;
    uint64_t first_seed, last_seed;
    int shard, shard_count;
    uint64_t count;         /* the games to play: the seeds of this shard, in order */
    tool_output *csv, *jsonl; /* the per-game rows, written in seed order */
    sim_stats *total;       /* the games taken, added in seed order */
    double start;           /* for the progress line */
    uint64_t resumed;       /* the games taken from the rows of --resume, not played since start */
    int progress;           /* --progress, or standard error a terminal */
    /* the --jsonl partial file's check (write_check()): the bytes of its
     * whole lines, the rows among them and the hash of them all */
    off_t rows_end;
    uint64_t rows, hash;
    /* verify_rows(): the rows read back, the next one at line replayed_line */
    FILE *replayed;
    const char *replayed_name;
    char *replayed_text;
    size_t replayed_size;
    uint64_t replayed_first, replayed_count;
} run;

static uint64_t seed_of(const run *r, uint64_t index)
{
    return r->first_seed + (uint64_t)(r->shard - 1) + index * (uint64_t)r->shard_count;
}

/* The bot of each seat in the game of this seed. */
static void bots_of(const run *r, uint64_t seed, int *bots)
{
    sim_seat_bots(r->bots, r->players, r->rotate, seed, bots);
}

/* Plays the game of the index-th seed to its end (sim_parallel's play, on
 * a worker thread). */
static int play_game(void *context, uint64_t index, void *result, char *why, size_t why_size)
{
    const run *r = context;
    uint64_t seed = seed_of(r, index);
    int bots[HUNTERS_MAX_PLAYERS];
    bots_of(r, seed, bots);
    hunters_game *game;
    int rc = sim_play_seed(&r->options, seed, bots, r->iterations, &game, why, why_size);
    if (!rc)
        sim_game_read(game, seed, bots, result);
    hunters_game_free(game);
    return rc;
}

/* ---- the --jsonl file's check ------------------------------------------ */

/* --resume takes the rows of an interrupted run as they are, and a row
 * edited since (a score and a source changed together still add up) would
 * enter the summary unnoticed. So the --jsonl partial file ends, after its
 * last whole line, with a check: no newline, never in the file renamed
 * into place (a cut last line to every other reader), and overwritten by
 * the next row. It holds the count of the rows and the FNV-1a hash of
 * every whole line, the header's too; resume_games() refuses what it does
 * not match by playing the rows again (verify_rows()). */
#define CHECK_HASH_START UINT64_C(1469598103934665603)
#define CHECK_PREFIX "#hunters-sim rows "

static uint64_t hash_bytes(uint64_t hash, const char *bytes, size_t length)
{
    for (size_t i = 0; i < length; i++) {
        hash ^= (unsigned char)bytes[i];
        hash *= UINT64_C(1099511628211);
    }
    return hash;
}

/* The check of rows whole rows of hash hash. */
static void check_text(uint64_t rows, uint64_t hash, char *text, size_t size)
{
    snprintf(text, size, CHECK_PREFIX "%020llu check %016llx", (unsigned long long)rows,
             (unsigned long long)hash);
}

/* Writes the check after the last whole line (the file's position): 0, or
 * -1 with errno. */
static int write_check(run *r)
{
    char text[80];
    check_text(r->rows, r->hash, text, sizeof text);
    return fputs(text, r->jsonl->file) < 0 ? -1 : 0;
}

/* Writes the header line of the --jsonl file, and its check. */
static int begin_rows(run *r, const char *header)
{
    FILE *f = r->jsonl->file;
    if (fprintf(f, "%s\n", header) < 0)
        return -1;
    r->rows = 0;
    r->rows_end = (off_t)strlen(header) + 1;
    r->hash = hash_bytes(hash_bytes(CHECK_HASH_START, header, strlen(header)), "\n", 1);
    return r->jsonl->partial ? write_check(r) : 0;
}

/* Writes g's line to the --jsonl file and flushes it; into a partial file
 * over the check, then the check of the rows with it. 0, or -1 with the
 * reason in errno. */
static int write_jsonl_row(run *r, const sim_game *g)
{
    tool_output *o = r->jsonl;
    if (!o->partial) /* standard output, a pipe: no check, nothing to resume */
        return sim_game_write_jsonl(g, o->file) || tool_output_flush(o) ? -1 : 0;
    char *text = NULL;
    size_t length = 0;
    FILE *row = open_memstream(&text, &length);
    int bad = !row || sim_game_write_jsonl(g, row) != 0;
    if (row && fclose(row) != 0)
        bad = 1;
    begin_row_write(); /* the row and its check on the disk whole, or nothing of them */
    if (!bad && (fseeko(o->file, r->rows_end, SEEK_SET) != 0 || fwrite(text, 1, length, o->file) != length))
        bad = 1;
    if (!bad) {
        r->rows_end += (off_t)length;
        r->rows++;
        r->hash = hash_bytes(r->hash, text, length);
        bad = write_check(r) != 0;
    }
    bad = bad || tool_output_flush(o);
    end_row_write();
    free(text);
    return bad ? -1 : 0;
}

/* Writes a game's rows, the --jsonl file flushed after each game so that
 * an interrupted run keeps every finished game. */
static int write_rows(run *r, const sim_game *g, int jsonl_too, char *why, size_t why_size)
{
    tool_output *bad = NULL;
    errno = 0;
    if (jsonl_too && r->jsonl->file && write_jsonl_row(r, g))
        bad = r->jsonl;
    else if (r->csv->file && sim_game_write_csv(g, r->csv->file))
        bad = r->csv;
    if (bad) {
        tool_output_failed(bad);
        pipe_closed(bad->error); /* --csv - | head: ended by SIGPIPE */
        snprintf(why, why_size, "cannot write %.400s: %s", tool_output_name(bad), tool_output_reason(bad));
    }
    return bad != NULL;
}

/* Adds a finished game and writes its rows (sim_parallel's take: one call
 * at a time, in seed order). */
static int take_game(void *context, uint64_t index, void *result, char *why, size_t why_size)
{
    (void)index;
    run *r = context;
    sim_stats_add(r->total, result);
    return write_rows(r, result, 1, why, why_size);
}

static int progress_closed; /* standard error's pipe closed: no progress line drawn */

/* The progress line of what ("games", or the games of the rows played
 * again to verify them): done of total, of which the first before were
 * done before elapsed began (the games a resumed run took from its rows):
 * the rate and the time left are those of the games played since, not
 * the far higher rate of rows read back. Until one of them has ended
 * there is no rate: none is shown, nor a time left (they read "0.0/s",
 * "left 0:00", a run about to end). */
static void show_progress(const char *what, uint64_t done, uint64_t before, uint64_t total, double elapsed, int final)
{
    if (progress_closed)
        return;
    int width = 30, filled = total ? (int)((double)width * (double)done / (double)total) : width;
    int rated = elapsed > 0 && done > before;
    double rate = rated ? (double)(done - before) / elapsed : 0;
    double left = rated ? (double)(total - done) / rate : 0;
    char bar[64], speed[64] = "";
    for (int i = 0; i < width; i++)
        bar[i] = i < filled ? '#' : '.';
    bar[width] = '\0';
    /* in whole seconds of 64 bits: the time left of a long run passes
     * INT_MAX seconds (10^12 seeds at 140 games/s), which (int) turned
     * into a negative time, an undefined conversion */
    double shown = final ? elapsed : left;
    long long seconds = shown < 1e15 ? (long long)shown : (long long)1e15;
    if (rated)
        snprintf(speed, sizeof speed, "  %.1f/s", rate);
    if (rated || final)
        snprintf(speed + strlen(speed), sizeof speed - strlen(speed), "  %s %lld:%02lld", final ? "took" : "left",
                 seconds / 60, seconds % 60);
    errno = 0;
    fprintf(stderr, "\r[%s] %llu/%llu %s%s ", bar, (unsigned long long)done, (unsigned long long)total, what, speed);
    if (final)
        fputc('\n', stderr);
    /* standard error a pipe closed (2>&1 | head -1): the run ends by
     * SIGPIPE, or where SIGPIPE came ignored, goes on without its progress
     * line, no error */
    fflush(stderr);
    if (ferror(stderr) && errno == EPIPE) {
        if (!games_over || !pipe_closed_later(EPIPE))
            pipe_closed(EPIPE);
        progress_closed = 1;
    }
}

/* The progress line while the games run (sim_parallel's progress). */
static void show_run_progress(void *context, uint64_t taken)
{
    const run *r = context;
    show_progress("games", taken, r->resumed, r->count, now() - r->start, 0);
}

#define REPLAYED "games verified"

/* The progress line while verify_rows() plays the rows again, from row
 * replayed_first: that replay of an unchecked file takes the time of the
 * games, and showed nothing. */
static void show_replay_progress(void *context, uint64_t taken)
{
    const run *r = context;
    show_progress(REPLAYED, taken - r->replayed_first, 0, r->replayed_count, now() - r->start, 0);
}

/* Checks a resumed row against the game its seed gives (sim_parallel's
 * take, verify_rows()). */
static int take_replayed(void *context, uint64_t index, void *result, char *why, size_t why_size)
{
    run *r = context;
    sim_game row;
    char bad[160] = "";
    ssize_t n = getline(&r->replayed_text, &r->replayed_size, r->replayed);
    if (n > 0 && r->replayed_text[n - 1] == '\n')
        r->replayed_text[n - 1] = '\0';
    if (n <= 0 || sim_game_read_jsonl(&row, r->replayed_text, bad, sizeof bad) != 0) {
        snprintf(why, why_size, "%.400s: line %llu changed while it was read: %s", r->replayed_name,
                 (unsigned long long)index + 2, bad[0] ? bad : "no more lines");
        return 1;
    }
    if (memcmp(&row, result, sizeof row) != 0) {
        snprintf(why, why_size, "%.400s: line %llu: not the game seed %llu gives (a row edited, or played by "
                 "another build of the library): remove the file to start the run again",
                 r->replayed_name, (unsigned long long)index + 2, (unsigned long long)seed_of(r, index));
        return 1;
    }
    return 0;
}

/* Plays the games of the rows from..to-1 of the --resume file name again,
 * on threads threads, and refuses the file unless each row is its game.
 * Row from begins at byte offset: the rows before it, taken on trust, are
 * not read again (the last of a million checked rows was found by reading
 * them all a second time). */
static void verify_rows(run *r, const char *name, uint64_t from, uint64_t to, off_t offset, int threads)
{
    if (from >= to)
        return;
    r->replayed = fopen(name, "rb");
    r->replayed_name = name;
    if (!r->replayed || fseeko(r->replayed, offset, SEEK_SET) != 0) {
        int why = errno;
        if (r->replayed)
            fclose(r->replayed);
        fail(1, "cannot read %s: %s", name, strerror(why));
    }
    /* the progress of a replay of every row; one row, the last of
     * checked rows, is over at once */
    int progress = r->progress && to - from > 1;
    r->replayed_first = from;
    r->replayed_count = to - from;
    r->start = now();
    sim_parallel_job job = {from, to, threads, sizeof(sim_game), play_game, take_replayed,
                            progress ? show_replay_progress : NULL, r};
    char why[700];
    int rc = sim_parallel_run(&job, why, sizeof why);
    if (rc && progress)
        fputc('\n', stderr); /* the message below the progress line, not at its end */
    else if (progress)
        show_progress(REPLAYED, to - from, 0, to - from, now() - r->start, 1);
    fclose(r->replayed);
    r->replayed = NULL;
    free(r->replayed_text);
    r->replayed_text = NULL;
    if (rc)
        fail(1, "%s", why);
}

/* Writes the CSV rows of the first games rows of the --resume file name,
 * once resume_games() has verified them all: written as they were read, a
 * refused row came after the rows before it on --csv - (exit 1 after
 * rows printed). A line changed since it was verified is an error. */
static void write_resumed_csv(run *r, const char *name, uint64_t games)
{
    if (!r->csv->file || !games)
        return;
    FILE *in = fopen(name, "rb");
    if (!in)
        fail(1, "cannot read %s: %s", name, strerror(errno));
    char *line = NULL, why[700] = "";
    size_t capacity = 0;
    for (uint64_t i = 0; i <= games && !why[0]; i++) { /* the header, then the rows */
        ssize_t n = getline(&line, &capacity, in);
        char bad[160] = "";
        sim_game g;
        if (n <= 0 || line[n - 1] != '\n')
            snprintf(bad, sizeof bad, "no more lines");
        else
            line[n - 1] = '\0';
        if (!bad[0] && i > 0 && sim_game_read_jsonl(&g, line, bad, sizeof bad) == 0 && g.seed != seed_of(r, i - 1))
            snprintf(bad, sizeof bad, "another seed");
        if (bad[0])
            snprintf(why, sizeof why, "%.400s: line %llu changed while it was read: %s", name,
                     (unsigned long long)i + 1, bad);
        else if (i > 0)
            write_rows(r, &g, 0, why, sizeof why);
    }
    fclose(in);
    free(line);
    if (why[0])
        fail(1, "%s", why);
}

/* Whether line is header, this run's, with its library version field
 * ("library_version": "MINE", ) given as field instead ("" for none). */
static int header_but_version(const char *line, const char *header, const char *mine, const char *field)
{
    char own[SIM_VERSION_SIZE + 32];
    snprintf(own, sizeof own, "\"library_version\": \"%s\", ", mine);
    const char *at = strstr(header, own);
    size_t before = at ? (size_t)(at - header) : 0, n = strlen(field);
    return at && !strncmp(line, header, before) && !strncmp(line + before, field, n) &&
           !strcmp(line + before + n, at + strlen(own));
}

/* Why the rows of the --resume file name, whose first line is not this
 * run's header (the line this run writes, header), are refused when that
 * line is the header but for another library version or none (an older
 * hunters-sim's); refused stays empty for another run's header, or no
 * header. Rows of another version are not this run's games though their
 * bots may play alike: the last row alone, played again, would miss a
 * change in the others. The way on knowingly, this version written into
 * the header, breaks the rows' check: all are played again. (A header
 * that differs in more than the version is another run's, whichever
 * library: its message names no version to resume with.) */
static void header_refused(const char *name, const char *line, const char *header, char *refused, size_t size)
{
    char version[SIM_VERSION_SIZE], field[SIM_VERSION_SIZE + 32];
    const char *mine = hunters_version();
    char knowingly[200];
    int names = sim_games_header_version(line, version);
    field[0] = '\0';
    if (names == 1)
        snprintf(field, sizeof field, "\"library_version\": \"%s\", ", version);
    if (names >= 0 && !header_but_version(line, header, mine, field))
        return;
    switch (names) {
    case 0:
        snprintf(knowingly, sizeof knowingly, "add \"library_version\": \"%s\" after its format", mine);
        snprintf(refused, size, "%s: its header names no library_version (an older hunters-sim's): remove it to "
                 "start again", name);
        break;
    case 1: /* (another version: the same one made the line this run's header) */
        snprintf(knowingly, sizeof knowingly, "set its library_version to %s", mine);
        snprintf(refused, size, "%s: its games were played by libhunters %s, this run's by libhunters %s: remove it "
                 "to start again, or resume it with libhunters %s", name, version, mine, version);
        break;
    default:
        return;
    }
    size_t used = strlen(refused);
    snprintf(refused + used, size - used, " (or, knowingly, %s: its rows are then all played again, and kept if "
             "they are this library's games)", knowingly);
}

/* --resume: takes the finished games of an interrupted run from its
 * --jsonl partial file (which must be this run's: the same header line),
 * adds them to total and returns their number; a last line cut short by
 * the interruption is dropped from the file. With no such file, or an
 * empty one, writes the header line and returns 0. The file is read a
 * line at a time: the rows of a long run may be far more than a file
 * read_file() takes (256 MiB: a million games of four players). */
static uint64_t resume_games(run *r, tool_output *jsonl, const char *header, sim_stats *total, int threads)
{
    const char *name = jsonl->partial;
    FILE *in = fopen(name, "rb");
    if (!in)
        fail(1, "cannot read %s: %s", name, strerror(errno));
    char *line = NULL;
    size_t capacity = 0;
    ssize_t n = 0;
    off_t whole = 0;   /* the bytes of the whole lines taken */
    off_t first_row = 0, last_row = 0; /* where the first and the last row taken begin */
    uint64_t games = 0, hash = CHECK_HASH_START;
    int header_seen = 0;
    char refused[4800] = ""; /* why the file is refused (its name of up to PATH_MAX): said once it is closed */
    errno = 0;
    while (!refused[0] && (n = getline(&line, &capacity, in)) > 0 && line[n - 1] == '\n') {
        if (strlen(line) != (size_t)n) {
            snprintf(refused, sizeof refused, "%s: not a --jsonl file of hunters-sim (a NUL byte)", name);
            break;
        }
        line[n - 1] = '\0';
        if (!header_seen) {
            if (strcmp(line, header) != 0) {
                header_refused(name, line, header, refused, sizeof refused);
                break; /* else refused below, as a first line cut short */
            }
            header_seen = 1;
            whole += (off_t)n;
            first_row = whole;
            hash = hash_bytes(hash_bytes(hash, line, (size_t)n - 1), "\n", 1);
            continue;
        }
        /* a check given a newline (an editor saving the file adds one) is
         * no row: the file edited, its rows played again (below), not
         * refused as malformed; it and what follows are dropped */
        if (!strncmp(line, CHECK_PREFIX, strlen(CHECK_PREFIX)))
            break;
        sim_game g;
        char why[160];
        int bots[HUNTERS_MAX_PLAYERS] = {0};
        if (games >= r->count) {
            snprintf(refused, sizeof refused, "%s: more games than the run has", name);
            break;
        }
        uint64_t seed = seed_of(r, games);
        bots_of(r, seed, bots);
        if (sim_game_read_jsonl(&g, line, why, sizeof why) == 0 && g.seed != seed)
            snprintf(why, sizeof why, "seed %llu where %llu comes", (unsigned long long)g.seed,
                     (unsigned long long)seed);
        else if (!why[0] && (g.players != r->players || memcmp(g.bot, bots, sizeof bots) != 0))
            snprintf(why, sizeof why, "other bots than the run's");
        else if (!why[0] && sim_stats_add_checked(total, &g)) /* numbers no game scores: no summary */
            snprintf(why, sizeof why, "its numbers overflow the summary's sums");
        if (why[0]) {
            snprintf(refused, sizeof refused, "%s: game %llu: %s", name, (unsigned long long)games + 1, why);
        } else { /* its CSV row once every row is verified (write_resumed_csv()) */
            games++;
            last_row = whole;
            whole += (off_t)n;
            hash = hash_bytes(hash_bytes(hash, line, (size_t)n - 1), "\n", 1);
            errno = 0;
        }
    }
    /* getline() stops with -1 at the end of the file, but also when a
     * line does not fit in memory (ENOMEM): no end, and taken for one the
     * file was cut to its header and its rows lost */
    int read_error = !refused[0] && (ferror(in) || (n < 0 && !feof(in))), why = errno ? errno : EIO;
    /* what follows the last whole line: this run's check of them, unless
     * they were edited since, or written without one (or cut short) */
    char check[80];
    check_text(games, hash, check, sizeof check);
    int checked = n > 0 && (size_t)n == strlen(check) && !memcmp(line, check, (size_t)n);
    fclose(in);
    free(line);
    if (refused[0])
        fail(1, "%s", refused);
    if (read_error)
        fail(1, "cannot read %s: %s", name, strerror(why));
    if (!header_seen && n > 0) /* another run's first line, or one cut short: no header of this run */
        fail(1, "%s: its games are not of this run (its first line is not %s)", name, header);
    /* rows that match their check are taken on trust but the last, played
     * again (one game): a library rebuilt since with other rules is found.
     * Without a match every row is played again, the time of the games. */
    if (!checked && games)
        fprintf(stderr, "hunters-sim: %s: its rows do not match their check (edited, cut short, or written by an "
                "older hunters-sim): its %llu games are played again to verify them\n", name,
                (unsigned long long)games);
    if (checked && games)
        verify_rows(r, name, games - 1, games, last_row, threads);
    else
        verify_rows(r, name, 0, games, first_row, threads);
    if (!header_seen) { /* an empty file: the run starts */
        if (fflush(jsonl->file) != 0 || ftruncate(fileno(jsonl->file), 0) != 0 ||
            fseek(jsonl->file, 0, SEEK_SET) != 0 || begin_rows(r, header))
            fail(1, "cannot write %s: %s", name, strerror(errno));
        return 0;
    }
    /* the check of the rows taken over what follows them (a row cut
     * short), on the disk before that is cut off: a run killed again
     * before its first game is taken (the check was in the stream's buffer
     * alone, the file cut to its rows) left rows with no check, all played
     * again by the next --resume */
    r->rows_end = whole;
    r->rows = games;
    r->hash = hash;
    begin_row_write(); /* a stop signal here left the check cut */
    int bad = fflush(jsonl->file) != 0 || fseeko(jsonl->file, whole, SEEK_SET) != 0 || write_check(r) != 0 ||
              fflush(jsonl->file) != 0 || ftruncate(fileno(jsonl->file), ftello(jsonl->file)) != 0;
    int why_not = errno;
    end_row_write();
    if (bad)
        fail(1, "cannot write %s: %s", name, strerror(why_not));
    return games;
}

/* ---- command line --------------------------------------------------------- */

/* The file an input of merge names, standard input's for "-": 0, or -1. */
static int input_file(const char *name, struct stat *st)
{
    return strcmp(name, "-") ? stat(name, st) : fstat(STDIN_FILENO, st);
}

static int merge_main(int argc, char **argv)
{
    static tool_output json;
    const char *json_path = NULL;
    int first_file = 0;
    program = "hunters-sim merge";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) {
            if (i + 1 >= argc || json_path)
                die("--json %s", json_path ? "given twice" : "needs a FILE");
            json_path = argv[++i];
        } else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            fputs(merge_usage, stdout);
            return finish_stdout(program);
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            char hint[200];
            die("unknown option %s%s (hunters-sim merge --help)", shown(argv[i]),
                option_equals_hint(argv[i], hint, sizeof hint));
        } else {
            argv[first_file++] = argv[i]; /* the files, moved to the front */
        }
    }
    if (!first_file)
        die("%s", "give the JSON summaries of the shards (hunters-sim merge --help)");
    if (json_path && !*json_path)
        die("%s", "--json needs a file name, not an empty one (- for stdout)");
    if (names_stdout(json_path))
        json_path = "-"; /* after the table, not renamed over it */
    for (int i = 0, stdin_read = 0; i < first_file; i++) {
        /* standard input holds one summary: a second - read nothing ("malformed JSON at byte 0") */
        if (!strcmp(argv[i], "-") && stdin_read++)
            die("%s", "- given twice: standard input holds one summary");
        /* nor two names of one stream (- and /dev/stdin on a pipe, a FIFO
         * twice, a socket); a regular file named twice reads whole twice,
         * refused as a shard given twice, a device gives each read the same
         * (/dev/null nothing) or what is typed (a terminal), and a folder is
         * no stream: the first read says what is wrong, as for one named
         * once ("malformed JSON at byte 0", "Is a directory") */
        struct stat st, before;
        if (input_file(argv[i], &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)))
            for (int j = 0; j < i; j++)
                if (input_file(argv[j], &before) == 0 && before.st_dev == st.st_dev && before.st_ino == st.st_ino) {
                    /* both named alike: - as standard input, either one in quotes where shown() would */
                    char first[256];
                    die("%s and %s name one stream, which holds one summary: give it once",
                        input_name(shown_word(argv[j], first, sizeof first)), input_name(shown(argv[i])));
                }
        /* the merged summary renamed over a shard's: the shard lost, and in twice if merged again */
        if (replaces_input(json_path, argv[i])) {
            char shown_json[256]; /* (each name shown, a control as '?': an escape reached the terminal raw) */
            die("--json %s is the summary %s read: it would be replaced; give another name",
                shown_word(json_path, shown_json, sizeof shown_json), input_name(shown(argv[i])));
        }
    }
    output_open(&json, json_path, 0, 0);
    sim_stats total, part;
    char why[400];
    for (int i = 0; i < first_file; i++) {
        size_t length;
        char *text = strcmp(argv[i], "-") ? read_file(argv[i], &length) : read_stream(stdin, &length);
        if (!text)
            fail(1, "cannot read %s: %s", input_name(shown(argv[i])), strerror(errno));
        int bad = strlen(text) != length;
        if (bad)
            snprintf(why, sizeof why, "a NUL byte");
        else
            bad = sim_stats_read_json(&part, text, why, sizeof why);
        free(text);
        if (bad)
            fail(1, "%s: %s", input_name(shown(argv[i])), why);
        const char *merge_why;
        if (i > 0 && strcmp(total.library_version, part.library_version) != 0) {
            char first[256]; /* (each name shown, a control as '?') */
            fail(1, "%s: its games were played by libhunters %s, those of %s by libhunters %s: the results of two "
                 "library versions are not one run's (play every shard with one)", input_name(shown(argv[i])),
                 part.library_version, input_name(shown_word(argv[0], first, sizeof first)), total.library_version);
        }
        if (i == 0)
            total = part;
        else if (sim_stats_merge(&total, &part, &merge_why))
            fail(1, "%s: %s", input_name(shown(argv[i])), merge_why);
    }
    char missing[160];
    int count = sim_stats_missing_shards(&total, missing, sizeof missing);
    if (count)
        fail(1, "shard%s %s of %d missing: merge needs every shard", count > 1 ? "s" : "", missing,
             total.shard_count);
    int failed = sim_stats_print_table(&total, stdout) != 0;
    if (json.file)
        failed |= sim_stats_write_json(&total, json.file) != 0;
    failed |= tool_output_close(&json, 1) != 0;
    failed |= finish_stdout(program) != 0;
    discard_outputs();
    return failed;
}

/* "A..B": whole numbers of 64 bits, A <= B, at most SIM_MAX_GAMES seeds. */
static void parse_seeds(const char *text, run *r)
{
    const char *dots = strstr(text, "..");
    char low[24];
    if (!dots || dots - text >= (long)sizeof low)
        die("bad seed range %s (A..B)", shown(text));
    memcpy(low, text, (size_t)(dots - text));
    low[dots - text] = '\0';
    uint64_t first, last;
    if (parse_unsigned_64(low, &first) || parse_unsigned_64(dots + 2, &last) || last < first)
        die("bad seed range %s (A..B, 0 <= A <= B <= 18446744073709551615)", shown(text));
    if (last - first >= SIM_MAX_GAMES)
        die("seed range %s: more than %llu games, the most a run plays", text, (unsigned long long)SIM_MAX_GAMES);
    r->first_seed = first;
    r->last_seed = last;
}

static void parse_shard(const char *text, run *r)
{
    const char *slash = strchr(text, '/');
    char k[12];
    int32_t shard, count;
    if (!slash || slash - text >= (long)sizeof k)
        die("bad shard %s (K/N, 1 <= K <= N <= 32)", shown(text));
    memcpy(k, text, (size_t)(slash - text));
    k[slash - text] = '\0';
    if (parse_whole_number(slash + 1, 1, 32, &count) || parse_whole_number(k, 1, count, &shard))
        die("bad shard %s (K/N, 1 <= K <= N <= 32)", shown(text));
    r->shard = shard;
    r->shard_count = count;
}

/* The bots of "random,greedy,...", one a seat. */
static void parse_players(const char *text, run *r)
{
    char why[160];
    int count = seam_parse_bots(text, r->bots, HUNTERS_MAX_PLAYERS, why, sizeof why);
    if (count < 0)
        die("%s", why);
    r->players = count;
}

int main(int argc, char **argv)
{
    reserve_standard_streams(); /* >&-: no partial file takes standard output's number */
    if (argc > 1 && !strcmp(argv[1], "merge"))
        return merge_main(argc - 1, argv + 1);
    if (argc > 1 && !strcmp(argv[1], "compare"))
        return compare_main(argc - 1, argv + 1);
    static run r;
    hunters_game_options_init(&r.options);
    r.first_seed = 1;
    r.last_seed = 100;
    r.shard = r.shard_count = 1;
    r.iterations = 1000;
    const char *players = "random,random", *json_path = NULL, *csv_path = NULL, *jsonl_path = NULL;
    const char *tileset = NULL;
    int32_t threads = 1;
    int quiet = 0, progress = isatty(2), resume = 0;
    const char *given[16]; /* the options of one value given so far: each once (-o aside) */
    int given_count = 0;
    int seeds_given = 0; /* --games and --seeds both set the seeds: one of them, as an option given once */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define TAKES(s, l) ((!strcmp(a, s) || !strcmp(a, l)) && v && ++i)
#define TAKES_ONCE(s, l)                                                                                  \
    (TAKES(s, l) && (option_given_again(l, given, &given_count, (int)(sizeof given / sizeof *given)) == 0 || \
                     (die("%s given twice", l), 0)))
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(usage, stdout);
            return finish_stdout("hunters-sim");
        } else if (!strcmp(a, "--list-options")) {
            rule_options_list(stdout);
            return finish_stdout("hunters-sim");
        } else if (TAKES_ONCE("-n", "--games")) {
            if (seeds_given++)
                die("%s", "--seeds and --games both set the seeds: give one");
            int32_t n;
            if (parse_whole_number(v, 1, 2000000000, &n))
                die("bad game count %s", shown(v));
            r.first_seed = 1;
            r.last_seed = (uint64_t)n;
        } else if (TAKES_ONCE("--seeds", "--seeds")) {
            if (seeds_given++)
                die("%s", "--games and --seeds both set the seeds: give one");
            parse_seeds(v, &r);
        } else if (TAKES_ONCE("--shard", "--shard")) {
            parse_shard(v, &r);
        } else if (TAKES_ONCE("-p", "--players")) {
            players = v;
        } else if (!strcmp(a, "--rotate")) {
            r.rotate = 1;
        } else if (TAKES("-o", "--option")) {
            int status = rule_option_set(&r.options, v);
            if (status == RULE_OPTION_BAD_VALUE)
                die("bad value in %s: the values are %s", shown(v), rule_option_values(v));
            if (status == RULE_OPTION_NO_VALUE) /* (v: a known name, as it is) */
                die("rule option %s needs a value: -o %s=VALUE, the values are %s", v, v, rule_option_values(v));
            if (status != RULE_OPTION_OK)
                die("unknown rule option %s (hunters-sim --list-options)", shown(v));
        } else if (TAKES_ONCE("--tileset", "--tileset")) {
            tileset = v;
        } else if (TAKES_ONCE("--iterations", "--iterations")) {
            if (parse_whole_number(v, 1, 100000000, &r.iterations))
                die("bad iteration count %s", shown(v));
        } else if (TAKES_ONCE("-j", "--threads")) {
            if (parse_whole_number(v, 1, 256, &threads))
                die("bad thread count %s", shown(v));
        } else if (TAKES_ONCE("--json", "--json")) {
            json_path = v;
        } else if (TAKES_ONCE("--csv", "--csv")) {
            csv_path = v;
        } else if (TAKES_ONCE("--jsonl", "--jsonl")) {
            jsonl_path = v;
        } else if (!strcmp(a, "--resume")) {
            resume = 1;
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            quiet = 1;
        } else if (!strcmp(a, "--progress")) {
            progress = 1;
        } else {
            char hint[200];
            fprintf(stderr, "hunters-sim: unknown or incomplete option %s%s\n%s", shown(a),
                    option_equals_hint(a, hint, sizeof hint), usage);
            return 2;
        }
#undef TAKES
#undef TAKES_ONCE
    }
    const char *paths[] = {json_path, csv_path, jsonl_path}, *const options[] = {"--json", "--csv", "--jsonl"};
    char refused[512];
    if (check_output_paths(paths, options, 3, tileset, refused, sizeof refused))
        die("%s", refused);
    json_path = paths[0]; /* standard output's own file now "-" */
    csv_path = paths[1];
    jsonl_path = paths[2];
    if (resume && (!jsonl_path || !strcmp(jsonl_path, "-")))
        die("%s", "--resume needs --jsonl FILE: the rows of the games already played");

    parse_players(players, &r);
    r.options.players = r.players;
    if (r.options.first_player >= r.players)
        die("%s", "first-player must name a seat");
    if (tileset) {
        hunters_error error;
        char why[1024];
        errno = 0;
        if (load_tileset_input(&r.tileset, tileset, &error))
            fail(1, "%s", load_error_text(why, sizeof why, input_name(shown(tileset)), error.line, error.column,
                                          error.message, errno));
    } else if (hunters_tileset_load_default(&r.tileset, NULL)) {
        fail(1, "%s", "out of memory");
    }
    r.options.tileset = r.tileset;

    /* what fixes the games, canonical: the same games give the same text */
    sim_stats total;
    memset(&total, 0, sizeof total);
    r.count = sim_shard_games(r.first_seed, r.last_seed, r.shard, r.shard_count);
    int mcts = 0;
    for (int p = 0; p < r.players; p++)
        mcts |= r.bots[p] == SEAM_MCTS || r.bots[p] == SEAM_MCTS2;
    char bots[128] = "", iterations[32] = "", rules[256];
    for (int p = 0; p < r.players; p++)
        snprintf(bots + strlen(bots), sizeof bots - strlen(bots), "%s%s", p ? "," : "", seam_kind_name(r.bots[p]));
    if (mcts)
        snprintf(iterations, sizeof iterations, " iterations=%d", r.iterations);
    int n = rule_options_canonical(&r.options, rules, sizeof rules) ? -1
          : snprintf(total.config, sizeof total.config, "players=%s%s%s tileset=%016llx%s", bots,
                     r.rotate ? " rotate" : "", iterations, (unsigned long long)hunters_tileset_hash(r.tileset), rules);
    if (n < 0 || (size_t)n >= sizeof total.config)
        fail(1, "%s", "the configuration is too long to record");
    /* the library loaded, which plays the games (not the header's, built
     * against); one the readers would refuse (a distribution's version with
     * a space or a quote, say) is refused before any game */
    if (!sim_version_text_ok(hunters_version()))
        fail(1, "%s",
             "the library's version is not one the outputs can record (1 to 31 letters, digits and . + - ~ _)");
    snprintf(total.library_version, sizeof total.library_version, "%s", hunters_version());
    total.first_seed = r.first_seed;
    total.last_seed = r.last_seed;
    total.shard_count = r.shard_count;
    total.shards_done = 1u << (r.shard - 1);
    total.players = r.players;
    char header[sizeof total.config + 200];
    if (sim_games_header(&total, header, sizeof header))
        fail(1, "%s", "the configuration is too long to record");

    /* the outputs: created before the first game, so that a bad path costs no games */
    static tool_output json, csv, jsonl;
    output_open(&json, json_path, 0, 0);
    output_open(&csv, csv_path, 0, 0);
    output_open(&jsonl, jsonl_path, 1, resume);
    if (resume && !jsonl.partial)
        die("--resume: %s is no regular file", jsonl_path);
    /* (FILE.partial a FIFO, or a link to /dev/stdin or /dev/zero, whose rows
     * were waited for forever or read as one endless line, is refused by
     * output_open(): open_partial() takes regular files alone) */
    catch_stop_signals(); /* before the first row */
    r.csv = &csv;
    r.jsonl = &jsonl;
    kept_rows_output = &jsonl;
    kept_rows = &r.rows;
    r.progress = progress;
    r.total = &total;
    uint64_t resumed = 0;
    if (resume)
        resumed = resume_games(&r, &jsonl, header, &total, threads);
    else if (jsonl.file)
        begin_rows(&r, header); /* a failed write is found at the first game's flush */
    r.resumed = resumed;
    /* the CSV once the resumed rows are verified: a refused --resume
     * prints none of it on --csv - */
    errno = 0;
    if (csv.file && sim_game_write_csv_header(csv.file)) {
        tool_output_failed(&csv);
        pipe_closed(csv.error);
        fail(1, "cannot write %s: %s", tool_output_name(&csv), tool_output_reason(&csv));
    }
    if (resume)
        write_resumed_csv(&r, jsonl.partial, resumed);

    sim_parallel_job job = {resumed, r.count, threads, sizeof(sim_game), play_game, take_game,
                            progress ? show_run_progress : NULL, &r};
    char why[512];
    r.start = now();
    int rc = sim_parallel_run(&job, why, sizeof why);
    if (rc && progress)
        fputc('\n', stderr); /* the message below the progress line, not at its end */
    if (rc)
        fail(1, "%s", why);
    games_over = 1; /* a pipe closed from here on ends the run once its files are in place */
    if (progress)
        show_progress("games", r.count, resumed, r.count, now() - r.start, 1);
    int failed = 0;
    errno = 0;
    if (!quiet && sim_stats_print_table(&total, stdout) != 0) {
        pipe_closed_later(errno);
        failed = 1;
    }
    errno = 0;
    if (json.file && sim_stats_write_json(&total, json.file)) {
        failed = 1;
        tool_output_failed(&json);
        pipe_closed_later(json.error); /* a FIFO's: ended at once by its flush below */
    }
    /* every file complete before any is renamed: all or none */
    tool_output *outputs[] = {&json, &csv, &jsonl};
    for (int i = 0; i < 3; i++)
        if (tool_output_flush(outputs[i])) {
            pipe_closed(outputs[i]->error); /* a FIFO whose reader is gone */
            fail(1, "cannot write %s: %s; the run's files are left as they were", tool_output_name(outputs[i]),
                 tool_output_reason(outputs[i]));
        }
    /* the files on the disk (the rows with their check, before it is cut)
     * while a stop signal ends the run at once: the fsync() of each close
     * below then has little or nothing to write, where a long one (a slow
     * disk, a hung network file system) was given up on after 10 s, the
     * rows left without their check and all played again by the next
     * --resume */
    for (int i = 0; i < 3; i++) {
        errno = 0;
        if (outputs[i]->partial && fsync(fileno(outputs[i]->file)) != 0) {
            tool_output_failed(outputs[i]);
            fail(1, "cannot write %s: %s; the run's files are left as they were", tool_output_name(outputs[i]),
                 tool_output_reason(outputs[i]));
        }
    }
    /* the table out before the files are put in place, below, where a stop
     * signal waits for them all: it ended the run between two renames, or
     * with the table in standard output's buffer, lost */
    failed |= finish_table("hunters-sim") != 0;
    begin_row_write();
    int placed = tool_output_close(&json, 1) == 0;
    placed &= tool_output_close(&csv, 1) == 0;
    /* the rows renamed into place last: their check is for --resume, so
     * cut off once the other files are in place (killed while they were
     * made durable, the rows without it were all played again) */
    if (jsonl.partial && ftruncate(fileno(jsonl.file), r.rows_end) != 0) {
        tool_output_failed(&jsonl);
        end_row_write();
        fail(1, "cannot write %s: %s", tool_output_name(&jsonl), tool_output_reason(&jsonl));
    }
    char check[80]; /* put back if the rows are kept after all (a failed rename) */
    check_text(r.rows, r.hash, check, sizeof check);
    jsonl.kept_tail = check;
    placed &= tool_output_close(&jsonl, 1) == 0;
    failed |= !placed;
    end_row_write();
    if (placed) /* else exit status 1, after the message: a file is not in place */
        pipe_closed_now();
    discard_outputs();
    hunters_tileset_free(r.tileset);
    end_stop_signals();
    return failed;
}
