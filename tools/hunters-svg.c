/* hunters-svg: pictures of games and tile sets as SVG.
 *
 *   hunters-svg [OPTIONS] RECORD          the board of a recorded game (- stdin)
 *   hunters-svg [OPTIONS] --seed N        the board of a bot game
 *   hunters-svg [OPTIONS] --catalog [TILESET]
 *   hunters-svg [OPTIONS] --tile NAME [--rotation R] [--tileset FILE]
 *
 * The picture goes to standard output (also -o -), or to the file of -o. Run with
 * --help for the options. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <hunters.h>

#include "common/number.h"
#include "common/output.h"
#include "common/read_file.h"
#include "common/record_prefix.h"

static const char usage_text[] =
    "usage: hunters-svg [OPTIONS] RECORD\n"
    "       hunters-svg [OPTIONS] --seed N [--players P]\n"
    "       hunters-svg [OPTIONS] --catalog [TILESET]\n"
    "       hunters-svg [OPTIONS] --tile NAME [--rotation R]\n"
    "Draws a game's board with its score table, a tile set's catalogue sheet\n"
    "or one tile, as SVG.\n"
    "  RECORD          a game record (see hunters-replay); - reads it from\n"
    "                  standard input\n"
    "  --seed N        a game of random moves with seed N (bots)\n"
    "  --players P     players of the --seed game, 1 to 8 (default 2)\n"
    "  --turn N        the board after turn N instead of at the end\n"
    "  --catalog [TILESET]  every tile type of the default set or of the file\n"
    "                  (- reads it from standard input)\n"
    "  --tile NAME     one tile type; --rotation R turns it R quarter turns\n"
    "  --tileset FILE  the tile set of a record that names it without carrying\n"
    "                  it, of --seed games and of --tile (- standard input)\n"
    "  --legal         mark where the tile in hand fits\n"
    "  --no-coordinates, --no-scores, --no-legend   leave these parts out\n"
    "  --scale N       pixels per tile, 10 to 1000 (default 100)\n"
    "  --columns N     catalogue tiles per row, 1 to 64 (default 8)\n"
    "  -o FILE         write to FILE instead of standard output (- for it)\n"
    "  --help          print this and exit\n";

static int usage(void)
{
    fputs(usage_text, stderr);
    return 2;
}

/* The moves played before turn N + 1 began, from the game's event log. */
static long moves_in_turns(const hunters_game *g, long turns_wanted)
{
    long turns = 0, moves = 0;
    for (int i = 0; i < hunters_game_event_count(g); i++) {
        hunters_event e;
        hunters_game_event(g, i, &e);
        if (e.type == HUNTERS_EVENT_TURN && turns++ == turns_wanted)
            break;
        /* (the start tile's placement comes before the first turn) */
        moves += turns > 0 && (e.type == HUNTERS_EVENT_TILE_PLACED || e.type == HUNTERS_EVENT_PIECE_DEPLOYED ||
                               e.type == HUNTERS_EVENT_PASSED);
    }
    return moves;
}

typedef struct request {
    const char *record, *tileset_path, *tile, *output;
    int catalog, have_seed, players, rotation;
    long seed, turn;
    hunters_svg_options options;
} request;

static int parse_args(int argc, char **argv, request *rq)
{
    hunters_svg_options_init(&rq->options);
    rq->players = 2;
    rq->turn = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        int32_t v;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage_text, stdout);
            exit(finish_stdout("hunters-svg"));
        } else if (strcmp(a, "--catalog") == 0) {
            rq->catalog = 1;
            if (next && (next[0] != '-' || !strcmp(next, "-"))) /* - is standard input */
                rq->tileset_path = argv[++i];
        } else if (strcmp(a, "--seed") == 0 && next && !parse_whole_number(next, 0, 0x7fffffffL, &v)) {
            rq->seed = v, rq->have_seed = 1, i++;
        } else if (strcmp(a, "--players") == 0 && next && !parse_whole_number(next, 1, HUNTERS_MAX_PLAYERS, &v)) {
            rq->players = (int)v, i++;
        } else if (strcmp(a, "--turn") == 0 && next && !parse_whole_number(next, 0, 100000, &v)) {
            rq->turn = v, i++;
        } else if (strcmp(a, "--rotation") == 0 && next && !parse_whole_number(next, 0, 3, &v)) {
            rq->rotation = (int)v, i++;
        } else if (strcmp(a, "--scale") == 0 && next && !parse_whole_number(next, 10, 1000, &v)) {
            rq->options.scale = (int32_t)v, i++;
        } else if (strcmp(a, "--columns") == 0 && next && !parse_whole_number(next, 1, 64, &v)) {
            rq->options.columns = (int32_t)v, i++;
        } else if (strcmp(a, "--tile") == 0 && next) {
            rq->tile = argv[++i];
        } else if (strcmp(a, "--tileset") == 0 && next) {
            rq->tileset_path = argv[++i];
        } else if (strcmp(a, "-o") == 0 && next) {
            rq->output = argv[++i];
        } else if (strcmp(a, "--legal") == 0) {
            rq->options.flags |= HUNTERS_SVG_LEGAL;
        } else if (strcmp(a, "--no-coordinates") == 0) {
            rq->options.flags &= ~(uint32_t)HUNTERS_SVG_COORDINATES;
        } else if (strcmp(a, "--no-scores") == 0) {
            rq->options.flags &= ~(uint32_t)HUNTERS_SVG_SCORES;
        } else if (strcmp(a, "--no-legend") == 0) {
            rq->options.flags &= ~(uint32_t)HUNTERS_SVG_LEGEND;
        } else if ((a[0] != '-' || !strcmp(a, "-")) && !rq->record) { /* - is standard input */
            rq->record = a;
        } else {
            char shown[256]; /* a control as '?' */
            fprintf(stderr, "hunters-svg: bad option or value: %s\n", shown_word(a, shown, sizeof shown));
            return -1;
        }
    }
    int sources = !!rq->record + rq->have_seed + rq->catalog + !!rq->tile;
    if (sources != 1) {
        fprintf(stderr, "hunters-svg: give one of RECORD, --seed, --catalog, --tile\n");
        return -1;
    }
    if (rq->record && rq->tileset_path && !strcmp(rq->record, "-") && !strcmp(rq->tileset_path, "-")) {
        fprintf(stderr, "hunters-svg: standard input (-) can be the record or the tile set, not both\n");
        return -1;
    }
    if (rq->output && !*rq->output) { /* (a temporary file in the working folder, then a failed rename) */
        fprintf(stderr, "hunters-svg: -o needs a file name, not an empty one (- for standard output)\n");
        return -1;
    }
    /* the picture renamed over the file it is drawn from: a game record
     * or tile set lost to a slip of the keyboard, also as - given the
     * file (hunters-svg - -o g.rec < g.rec) */
    const char *inputs[] = {rq->record, rq->tileset_path};
    for (int i = 0; i < 2; i++)
        if (replaces_input(rq->output, inputs[i])) {
            char shown[256];
            fprintf(stderr, "hunters-svg: -o %s is the %s read: the picture would replace it; give another name\n",
                    shown_word(rq->output, shown, sizeof shown), i ? "tile set" : "record");
            return -1;
        }
    return 0;
}

/* The record file, for messages: "-" is standard input; a control in the
 * name as '?' (shown_word(): an escape reached the terminal raw). */
static const char *record_name(const request *rq)
{
    static char shown[256];
    return strcmp(rq->record, "-") ? shown_word(rq->record, shown, sizeof shown) : "standard input";
}

/* The record of the game asked for: read from its file (- standard
 * input), or played by bots. */
static char *game_record(const request *rq, const hunters_tileset *ts, size_t *length)
{
    if (rq->record) {
        char *text = strcmp(rq->record, "-") ? read_file(rq->record, length) : read_stream(stdin, length);
        if (!text)
            fprintf(stderr, "%s: cannot read the file: %s\n", record_name(rq), strerror(errno));
        return text;
    }
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.players = rq->players;
    o.seed = (uint64_t)rq->seed;
    o.tileset = ts;
    hunters_game *g = NULL;
    hunters_error err;
    if (hunters_game_new(&g, &o, &err)) {
        fprintf(stderr, "hunters-svg: cannot play a game: %s\n", err.message);
        return NULL;
    }
    if (hunters_game_play_random(g, (uint64_t)rq->seed)) { /* (err is not set then: the game's message) */
        fprintf(stderr, "hunters-svg: cannot play a game: %s\n", hunters_game_errmsg(g));
        hunters_game_free(g);
        return NULL;
    }
    *length = hunters_game_save(g, NULL, 0);
    char *text = malloc(*length + 1);
    if (text)
        hunters_game_save(g, text, *length + 1);
    hunters_game_free(g);
    return text;
}

/* The game of the record text[0..length), or NULL after saying why. */
static hunters_game *load_record(const char *where, const char *text, size_t length, const hunters_tileset *ts)
{
    hunters_game *g = NULL;
    hunters_error err;
    if (hunters_game_load(&g, text, length, ts, NULL, &err)) { /* line 0: no place is wrong (too large) */
        char why[1024];
        fprintf(stderr, "%s\n", load_error_text(why, sizeof why, where, err.line, err.column, err.message, 0));
        return NULL;
    }
    return g;
}

static hunters_game *load_game(const request *rq, const hunters_tileset *ts)
{
    size_t length;
    char *text = game_record(rq, ts, &length);
    if (!text)
        return NULL;
    const char *where = rq->record ? record_name(rq) : "the bot game";
    hunters_game *g = load_record(where, text, length, ts);
    if (g && rq->turn >= 0) {
        /* the record's first moves, up to turn N, loaded on their own (as
         * hunters-replay --stop does): hunters_game_undo() would refuse the
         * records of redetermined caller-mode games */
        long wanted = moves_in_turns(g, rq->turn);
        if (wanted < moves_in_turns(g, LONG_MAX)) {
            size_t prefix_length;
            char *prefix = record_prefix(text, length, wanted, &prefix_length);
            hunters_game_free(g);
            g = NULL;
            if (prefix)
                g = load_record(where, prefix, prefix_length, ts);
            else
                fprintf(stderr, "hunters-svg: out of memory\n");
            free(prefix);
        }
    }
    free(text);
    return g;
}

/* ---- the temporary file of -o, removed when a signal stops the write ---- */

/* The temporary file being written, for the handler of the stop signals:
 * its name in a static buffer (a handler may call unlink(), not free()),
 * and whether it exists. Both change only while those signals are blocked. */
static char temporary[4096 + sizeof "hunters.tmp-XXXXXX"];
static volatile sig_atomic_t temporary_exists;
static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP};

/* Removes the temporary file, then ends the program by the signal's own
 * default action (the exit status a shell shows for it). */
static void remove_temporary_and_stop(int signal_number)
{
    if (temporary_exists)
        unlink(temporary);
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

/* Sets the handler on the stop signals (those that came ignored, as under
 * nohup, stay ignored) and blocks them (block) or lets them in again. */
static void block_stop_signals(int block)
{
    static int caught;
    sigset_t set;
    sigemptyset(&set);
    for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++)
        sigaddset(&set, stop_signals[i]);
    if (!caught) {
        caught = 1;
        struct sigaction action, before;
        memset(&action, 0, sizeof action);
        action.sa_handler = remove_temporary_and_stop;
        action.sa_mask = set;
        for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++)
            if (sigaction(stop_signals[i], NULL, &before) == 0 && before.sa_handler != SIG_IGN)
                sigaction(stop_signals[i], &action, NULL);
    }
    sigprocmask(block ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

/* Writes text[0..length) to path: a regular file (or none yet) through a
 * new file beside it (hunters.tmp-XXXXXX in its folder, as the library's
 * saves: a fixed length, so any file name the system takes can be
 * written), renamed over it once whole, so that a full disk or
 * a kill midway never leaves a cut picture where a good one was (and
 * SIGINT, SIGTERM or SIGHUP midway no temporary file either); what is no
 * regular file (/dev/stdout, a pipe) in place. 0, or -1 with errno. */
static int write_output_to(const char *path, const char *text, size_t length)
{
    enum output_way way = output_way(path);
    if (way == OUTPUT_IN_PLACE) {
        FILE *out = fopen(path, "wb");
        if (!out)
            return -1;
        int ok = fwrite(text, 1, length, out) == length;
        int saved = errno;
        if (fclose(out) != 0)
            return -1;
        errno = saved;
        return ok ? 0 : -1;
    }
    if (way == OUTPUT_FOLDER) {
        errno = EISDIR;
        return -1;
    }
    if (output_read_only(path)) { /* never renamed over, as '>' refuses it */
        errno = EACCES;
        return -1;
    }
    struct stat st; /* the mode of the file replaced */
    int exists = stat(path, &st) == 0;
    const char *slash = strrchr(path, '/');
    size_t folder = slash ? (size_t)(slash - path) + 1 : 0; /* its '/' included */
    if (folder + sizeof "hunters.tmp-XXXXXX" > sizeof temporary) {
        errno = ENAMETOOLONG;
        return -1;
    }
    /* the signals blocked from the file's creation until it is noted, and
     * from its rename or removal until that is noted */
    block_stop_signals(1);
    memcpy(temporary, path, folder);
    memcpy(temporary + folder, "hunters.tmp-XXXXXX", sizeof "hunters.tmp-XXXXXX");
    int fd = mkstemp(temporary);
    temporary_exists = fd >= 0;
    int saved_errno = errno;
    block_stop_signals(0);
    if (fd < 0) {
        errno = saved_errno;
        return -1;
    }
    /* mkstemp makes it 0600: the permission bits of the file replaced (no
     * set-ID or sticky bit, as keep_mode()), or of a new one */
    mode_t mask = umask(0);
    umask(mask);
    int failed = fchmod(fd, exists ? st.st_mode & 0777 : 0666 & ~mask) != 0;
    FILE *out = failed ? NULL : fdopen(fd, "wb");
    if (!out) {
        failed = 1;
        close(fd);
    } else {
        failed = fwrite(text, 1, length, out) != length || fflush(out) != 0 || fsync(fileno(out)) != 0;
        int saved = errno;
        failed |= fclose(out) != 0;
        if (failed && saved)
            errno = saved;
    }
    int saved = errno;
    block_stop_signals(1);
    if (!failed && rename(temporary, path) != 0) {
        failed = 1;
        saved = errno;
    }
    if (failed)
        remove(temporary);
    temporary_exists = 0;
    block_stop_signals(0);
    errno = saved;
    return failed ? -1 : 0;
}

/* write_output_to() of the file path names: through a symbolic link, its target */
static int write_output(const char *path, const char *text, size_t length)
{
    /* what is no regular file, as /dev/stdout on a pipe, in place: its
     * link's target ("pipe:[N]" under /proc/self/fd) is no file to write */
    if (output_way(path) == OUTPUT_IN_PLACE)
        return write_output_to(path, text, length);
    char *target = output_target(path);
    if (!target) {
        errno = ENOMEM;
        return -1;
    }
    int rc = write_output_to(target, text, length);
    int saved = errno;
    free(target);
    errno = saved;
    return rc;
}

/* The tile set of path (- standard input) into *ts; nonzero after saying
 * why not. */
static int load_tileset(const char *path, hunters_tileset **ts)
{
    hunters_error err;
    errno = 0;
    int from_stdin = !strcmp(path, "-"), rc;
    char shown[256]; /* (a control in the name as '?', as for the record's) */
    const char *name = from_stdin ? "standard input" : shown_word(path, shown, sizeof shown);
    if (from_stdin) {
        size_t length = 0;
        char *text = read_stream(stdin, &length);
        if (!text) {
            fprintf(stderr, "%s: cannot read the tile set: %s\n", name, strerror(errno));
            return 1;
        }
        rc = hunters_tileset_load_string(ts, text, length, NULL, &err);
        free(text);
        errno = 0;
    } else {
        rc = hunters_tileset_load_file(ts, path, NULL, &err);
    }
    if (rc) {
        char why[1024];
        fprintf(stderr, "%s\n", load_error_text(why, sizeof why, name, err.line, err.column, err.message, errno));
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    reserve_standard_streams(); /* >&-: -o's temporary file never takes standard output's number */
    request rq = {0};
    if (parse_args(argc, argv, &rq))
        return usage();
    hunters_tileset *ts = NULL;
    if (rq.tileset_path && load_tileset(rq.tileset_path, &ts))
        return 1;
    if (!ts && (rq.catalog || rq.tile) && hunters_tileset_load_default(&ts, NULL)) {
        fprintf(stderr, "hunters-svg: cannot load the default tile set\n");
        return 1;
    }
    hunters_game *g = NULL;
    int type = 0;
    if (rq.record || rq.have_seed) {
        if (!(g = load_game(&rq, ts))) {
            hunters_tileset_free(ts);
            return 1;
        }
    } else if (rq.tile && (type = hunters_tileset_type_find(ts, rq.tile)) < 0) {
        char shown[256]; /* a control as '?' */
        fprintf(stderr, "hunters-svg: the tile set has no tile type %s\n", shown_word(rq.tile, shown, sizeof shown));
        hunters_tileset_free(ts);
        return 1;
    }

    char *svg = NULL;
    size_t length = 0;
    int rc = HUNTERS_EBUFS;
    for (int pass = 0; pass < 2 && rc == HUNTERS_EBUFS; pass++) {
        size_t size = pass ? length + 1 : 0;
        if (pass && !(svg = malloc(size))) {
            rc = HUNTERS_ENOMEM;
            break;
        }
        if (g)
            rc = hunters_svg_board(g, &rq.options, svg, size, &length);
        else if (rq.catalog)
            rc = hunters_svg_catalog(ts, &rq.options, svg, size, &length);
        else
            rc = hunters_svg_tile(ts, type, rq.rotation, &rq.options, svg, size, &length);
    }
    hunters_game_free(g);
    hunters_tileset_free(ts);
    if (rc) {
        fprintf(stderr, "hunters-svg: %s\n", hunters_strerror(rc));
        free(svg);
        return 1;
    }
    /* -o -, as hunters-sim's: finish_stdout() reports a failed write; -o
     * /dev/stdout >>FILE too (renamed over FILE, it lost what FILE held) */
    if (!rq.output || !strcmp(rq.output, "-") || names_stdout(rq.output)) {
        put_stdout(svg, length);
        free(svg);
        return finish_stdout("hunters-svg");
    }
    errno = 0;
    int ok = write_output(rq.output, svg, length) == 0;
    free(svg);
    if (!ok) {
        char shown[256];
        int why = errno;
        fprintf(stderr, "hunters-svg: cannot write %s: %s\n", shown_word(rq.output, shown, sizeof shown),
                output_write_reason(rq.output, why));
        return 1;
    }
    return 0;
}
