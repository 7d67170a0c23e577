/* hunters-replay: prints a game record turn by turn, with every event and
 * the scores after each turn.
 *
 *   hunters-replay [--stop N] [--tileset FILE] RECORD
 *
 * --stop N replays only the first N moves (place, deploy and pass lines;
 * draws come with the moves they precede). --tileset FILE supplies the tile
 * set of a record that names one by hash without carrying it. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#include "common/read_file.h"

static int starts_with(const char *text, size_t length, const char *word)
{
    size_t n = strlen(word);
    return length >= n && memcmp(text, word, n) == 0 && (length == n || text[n] == ' ' || text[n] == '\r');
}

/* The length of the prefix of the record that ends with its N-th move;
 * *lines counts the draw, place, deploy and pass lines in it, and *ended
 * tells whether the record has an 'end' line (version 2). */
static size_t cut_after_moves(const char *text, size_t length, long stop, long *lines, int *ended)
{
    long moves = 0;
    size_t cut = length;
    *lines = 0;
    *ended = 0;
    size_t pos = 0;
    while (pos < length) {
        size_t end = pos;
        while (end < length && text[end] != '\n')
            end++;
        size_t word = pos;
        while (word < end && (text[word] == ' ' || text[word] == '\t'))
            word++;
        int is_move = starts_with(text + word, end - word, "place") || starts_with(text + word, end - word, "deploy") ||
                      starts_with(text + word, end - word, "pass");
        if (is_move && moves++ == stop)
            cut = pos;
        if (pos < cut && (is_move || starts_with(text + word, end - word, "draw")))
            ++*lines;
        *ended |= starts_with(text + word, end - word, "end");
        pos = end < length ? end + 1 : end;
    }
    return cut;
}

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
    printf("options: first player %d; supply %d members, %d huts; ", (int)o.first_player, (int)o.members,
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
    long stop = -1;
    const char *record = NULL, *tileset_path = NULL;
    static const char usage[] =
        "usage: hunters-replay [--stop N] [--tileset FILE] RECORD\n"
        "Prints a game record (doc/record-format.md) turn by turn: the tiles drawn, the\n"
        "moves, every score with its reason, and the options and scores.\n"
        "  --stop N        replay only the first N moves (place, deploy and pass lines)\n"
        "  --tileset FILE  the tile set of a record that names its set without carrying it\n"
        "  -h, --help      this help\n";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            fputs(usage, stdout);
            return 0;
        }
        if (strcmp(argv[i], "--stop") == 0 && i + 1 < argc)
            stop = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--tileset") == 0 && i + 1 < argc)
            tileset_path = argv[++i];
        else if (argv[i][0] != '-' && !record)
            record = argv[i];
        else {
            fputs(usage, stderr);
            return 2;
        }
    }
    if (!record) {
        fputs(usage, stderr);
        return 2;
    }
    hunters_tileset *ts = NULL;
    hunters_error err;
    if (tileset_path && hunters_tileset_load_file(&ts, tileset_path, NULL, &err) != HUNTERS_OK) {
        fprintf(stderr, "%s:%d:%d: %s\n", tileset_path, err.line, err.column, err.message);
        return 1;
    }
    size_t length;
    char *text = read_file(record, &length);
    if (!text) {
        fprintf(stderr, "%s: cannot read the file: %s\n", record, strerror(errno));
        return 1;
    }
    if (stop >= 0) {
        long lines;
        int ended;
        size_t cut = cut_after_moves(text, length, stop, &lines, &ended);
        if (cut < length && ended) {
            /* a version-2 record must end with 'end N': the cut one too */
            char *shorter = malloc(cut + 32);
            if (!shorter) {
                free(text);
                fprintf(stderr, "out of memory\n");
                return 1;
            }
            memcpy(shorter, text, cut);
            cut += (size_t)snprintf(shorter + cut, 32, "end %ld\n", lines);
            free(text);
            text = shorter;
        }
        length = cut;
    }
    hunters_game *g = NULL;
    int rc = hunters_game_load(&g, text, length, ts, NULL, &err);
    free(text);
    hunters_tileset_free(ts);
    if (rc) {
        fprintf(stderr, "%s:%d:%d: %s\n", record, err.line, err.column, err.message);
        return 1;
    }
    printf("%s: %d players, tile set '%s'\n", record, hunters_game_player_count(g),
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
            const char *name = hunters_game_player_name(g, e.player);
            printf("turn %d: player %d%s%s%s\n", turns, e.player, *name ? " (" : "", name, *name ? ")" : "");
            continue;
        }
        hunters_event_format(g, &e, line, sizeof line);
        printf("    %s\n", line);
    }
    print_scores(g, running);
    printf("after %s:\n", hunters_game_phase(g) == HUNTERS_PHASE_OVER ? "the end of the game" : "the last move");
    for (int p = 0; p < hunters_game_player_count(g); p++)
        printf("  player %d %-12s %4d points, place %d\n", p, hunters_game_player_name(g, p), hunters_game_score(g, p),
               hunters_game_rank(g, p));
    hunters_game_free(g);
    return 0;
}
