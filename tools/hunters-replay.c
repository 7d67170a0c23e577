/* hunters-replay: prints a game record turn by turn, with every event and
 * the scores after each turn.
 *
 *   hunters-replay [--stop N] [--tileset FILE] RECORD
 *
 * --stop N replays only the first N moves (place, deploy and pass lines;
 * draws come with the moves they precede). --tileset FILE supplies the tile
 * set of a record that names one by hash without carrying it. RECORD or
 * FILE - is standard input, as in hunters-svg. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#include "common/number.h"
#include "common/output.h"
#include "common/read_file.h"
#include "common/record_prefix.h"

static void print_scores(const hunters_game *g, const long *running)
{
    printf("    scores:");
    for (int p = 0; p < hunters_game_player_count(g); p++)
        printf(" %ld", running[p]);
    printf("\n");
}

/* The options, the rule variants in the words of the record's header lines
 * (doc/record-format.md, doc/rules.md), defaults included. */
static void print_options(const hunters_game *g)
{
    hunters_game_options o;
    hunters_game_options_init(&o);
    if (hunters_game_get_options(g, &o) != HUNTERS_OK)
        return;
    /* players counted from 1, as in every line for people (the record's
     * first-player line holds the index, from 0) */
    printf("options: first player %d; supply %d members, %d huts; ", (int)o.first_player + 1, (int)o.members,
           (int)o.huts);
    if (o.draw_mode == HUNTERS_DRAW_ENGINE)
        printf("tiles drawn by the engine, seed %llu\n", (unsigned long long)o.seed);
    else
        printf("tiles drawn by the caller\n");
    printf("rules: bonus-rule %s, last-bonus %s, forest-value %s, mushroom-value %s, lake-huts %s, ",
           o.bonus_rule == HUNTERS_BONUS_FORFEIT ? "forfeit" : "redraw",
           o.last_bonus == HUNTERS_LAST_BONUS_SKIPPED ? "skipped" : "played",
           o.forest_value == HUNTERS_FOREST_PER_SEGMENT ? "segment" : "tile",
           o.mushroom_value == HUNTERS_MUSHROOMS_PER_TILE ? "tile" : "patch",
           o.lake_huts == HUNTERS_LAKE_HUTS_FORBIDDEN ? "forbidden" : "allowed");
    if (o.table_width || o.table_height)
        printf("table %d %d\n", (int)o.table_width, (int)o.table_height);
    else
        printf("table unbounded\n");
}

int main(int argc, char **argv)
{
    int32_t stop = -1; /* -1: every move */
    const char *record = NULL, *tileset_path = NULL;
    static const char usage[] =
        "usage: hunters-replay [--stop N] [--tileset FILE] RECORD\n"
        "Prints a game record (doc/record-format.md) turn by turn: the tiles drawn, the\n"
        "moves, every score with its reason, and the options and scores.\n"
        "  RECORD          the record's file; - reads it from standard input\n"
        "  --stop N        replay only the first N moves (place, deploy and pass lines)\n"
        "  --tileset FILE  the tile set of a record that names its set without carrying it\n"
        "                  (- standard input)\n"
        "  -h, --help      this help\n";
    char shown[256]; /* a word of the command line as a message names it: a control as '?' */
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            fputs(usage, stdout);
            return finish_stdout("hunters-replay");
        }
        if (strcmp(argv[i], "--stop") == 0) {
            /* a count of moves: a word or a negative number is no count */
            if (i + 1 == argc || parse_whole_number(argv[i + 1], 0, INT32_MAX, &stop)) {
                /* the word in quotes, a control in it as '?' (shown_word(), which quotes all but a plain one) */
                const char *word = i + 1 < argc ? argv[i + 1] : "", *w = shown_word(word, shown, sizeof shown);
                fprintf(stderr, "hunters-replay: --stop needs a whole number of moves, 0 or more, not %s%s%s\n",
                        w == word ? "'" : "", w, w == word ? "'" : "");
                return 2;
            }
            i++;
        } else if (strcmp(argv[i], "--tileset") == 0 && i + 1 < argc)
            tileset_path = argv[++i];
        else if ((argv[i][0] != '-' || !strcmp(argv[i], "-")) && !record) /* - is standard input */
            record = argv[i];
        else {
            fprintf(stderr, "hunters-replay: %s %s\n%s",
                    argv[i][0] != '-' || !strcmp(argv[i], "-") ? "one record only, not also" :
                    strcmp(argv[i], "--tileset") == 0 ? "a file is needed after" : "unknown option",
                    shown_word(argv[i], shown, sizeof shown), usage);
            return 2;
        }
    }
    if (!record) {
        fprintf(stderr, "hunters-replay: no record given\n%s", usage);
        return 2;
    }
    if (tileset_path && !strcmp(record, "-") && !strcmp(tileset_path, "-")) {
        fprintf(stderr, "hunters-replay: standard input (-) can be the record or the tile set, not both\n");
        return 2;
    }
    hunters_tileset *ts = NULL;
    hunters_error err;
    errno = 0;
    if (tileset_path && load_tileset_input(&ts, tileset_path, &err)) {
        char why[1024], shown_tileset[256]; /* (a control in the name as '?', as for the record's) */
        const char *name = input_name(shown_word(tileset_path, shown_tileset, sizeof shown_tileset));
        fprintf(stderr, "%s\n", load_error_text(why, sizeof why, name, err.line, err.column, err.message, errno));
        return 1;
    }
    size_t length;
    char *text = strcmp(record, "-") ? read_file(record, &length) : read_stream(stdin, &length);
    char shown_record[256]; /* a control in the file's name as '?': an escape reached the terminal raw */
    const char *record_name = input_name(shown_word(record, shown_record, sizeof shown_record));
    if (!text) {
        fprintf(stderr, "%s: cannot read the file: %s\n", record_name, strerror(errno));
        hunters_tileset_free(ts);
        return 1;
    }
    if (stop >= 0) {
        char *shorter = record_prefix(text, length, stop, &length);
        free(text);
        if (!shorter) {
            fprintf(stderr, "hunters-replay: out of memory\n");
            return 1;
        }
        text = shorter;
    }
    hunters_game *g = NULL;
    int rc = hunters_game_load(&g, text, length, ts, NULL, &err);
    free(text);
    hunters_tileset_free(ts);
    if (rc) { /* line 0: no place in the text is wrong (too large), none named */
        char why[1024];
        fprintf(stderr, "%s\n", load_error_text(why, sizeof why, record_name, err.line, err.column, err.message, 0));
        return 1;
    }
    printf("%s: %d players, tile set '%s'\n", record_name, hunters_game_player_count(g),
           hunters_tileset_name(hunters_game_tileset(g)));
    print_options(g);
    int turns = 0;
    long running[HUNTERS_MAX_PLAYERS] = {0};
    for (int i = 0; i < hunters_game_event_count(g); i++) {
        hunters_event e;
        char line[256];
        hunters_game_event(g, i, &e);
        if (e.type == HUNTERS_EVENT_POINTS)
            running[e.player] += e.points;
        if (e.type == HUNTERS_EVENT_TURN) {
            if (turns++ > 0)
                print_scores(g, running);
            char name[64];
            shown_player_name(g, e.player, name, sizeof name);
            printf("turn %d: player %d%s%s%s\n", turns, e.player + 1, *name ? " (" : "", name, *name ? ")" : "");
            continue;
        }
        hunters_event_format(g, &e, line, sizeof line);
        printf("    %s\n", line);
    }
    print_scores(g, running);
    printf("after %s:\n", hunters_game_phase(g) == HUNTERS_PHASE_OVER ? "the end of the game" : "the last move");
    for (int p = 0; p < hunters_game_player_count(g); p++) {
        /* padded by terminal columns: "%-12s" counts bytes, and a name in UTF-8 put the points out of line */
        char name[64];
        printf("  player %d ", p + 1);
        print_padded(stdout, shown_player_name(g, p, name, sizeof name), 12);
        printf(" %4d points, place %d\n", hunters_game_score(g, p), hunters_game_rank(g, p));
    }
    hunters_game_free(g);
    return finish_stdout("hunters-replay");
}
