/* hunters-tileset: validates tile-set files and prints their totals, for
 * people transcribing a set. Errors are printed as FILE:LINE:COL: reason.
 * A FILE - is standard input, as in hunters-svg and hunters-replay. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

#include "common/number.h"
#include "common/output.h"
#include "common/read_file.h"

static void print_totals(const hunters_tileset *ts)
{
    static const struct { int what; const char *label; } rows[] = {
        {HUNTERS_TOTAL_TILES, "tiles"},    {HUNTERS_ITEM_NUGGET, "gold nuggets"},
        {HUNTERS_TOTAL_LAKES, "lakes"},    {HUNTERS_ITEM_FISH, "fish"},
        {HUNTERS_TOTAL_SPRINGS, "springs"}, {HUNTERS_ITEM_DEER, "deer"},
        {HUNTERS_ITEM_MAMMOTH, "mammoths"}, {HUNTERS_ITEM_TIGER, "tigers"},
        {HUNTERS_ITEM_MUSHROOM, "mushroom patches"}, {HUNTERS_ITEM_AUROCHS, "aurochs"},
        {HUNTERS_ITEM_FIRE, "fires"},       {HUNTERS_ITEM_DOLMEN, "dolmens"},
    };
    printf("  tile types: %d   content hash: %016llx\n", hunters_tileset_type_count(ts),
           (unsigned long long)hunters_tileset_hash(ts));
    printf("  %-18s %6s %6s\n", "", "land", "bonus");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        printf("  %-18s %6ld %6ld\n", rows[i].label,
               hunters_tileset_total(ts, rows[i].what, HUNTERS_TILES_LAND),
               hunters_tileset_total(ts, rows[i].what, HUNTERS_TILES_BONUS));
}

static const char usage_text[] = "usage: hunters-tileset [--describe] FILE...\n"
                                 "       hunters-tileset [--describe] --default\n"
                                 "Validates tile-set files and prints their totals; with --describe,\n"
                                 "prints each set in the tile-set format instead.\n"
                                 "  FILE        a tile-set file; - reads one from standard input\n"
                                 "  --default   the built-in default set\n"
                                 "  --          the arguments after it are files, even one that starts with -\n";

static int usage(void)
{
    fputs(usage_text, stderr);
    return 2;
}

/* Whether argv[i] is a file name rather than an option: everything after
 * "--", "-" alone, and every word that does not start with '-'. */
static int is_file_argument(char **argv, int i, int options_end)
{
    return options_end || argv[i][0] != '-' || argv[i][1] == '\0';
}

/* A copy of the template (data/tiles-2002.txt) whose tileset line was not
 * renamed reads as the built-in set in messages and saved games: say so. */
static void warn_builtin_name(const char *path, const hunters_tileset *ts)
{
    hunters_tileset *builtin = NULL;
    if (hunters_tileset_load_default(&builtin, NULL) != HUNTERS_OK)
        return;
    if (!strcmp(hunters_tileset_name(ts), hunters_tileset_name(builtin)) &&
        hunters_tileset_equal(ts, builtin) != 1)
        printf("  warning: %s has other tiles than the built-in set but its name, '%s': rename its tileset line\n",
               path, hunters_tileset_name(ts));
    hunters_tileset_free(builtin);
}

int main(int argc, char **argv)
{
    int describe = 0, status = 0, files = 0;
    /* the options first, all of them: a mistake in one stops before any output */
    for (int i = 1, options_end = 0; i < argc; i++) {
        if (is_file_argument(argv, i, options_end) || strcmp(argv[i], "--default") == 0)
            continue;
        if (strcmp(argv[i], "--describe") == 0)
            describe = 1;
        else if (strcmp(argv[i], "--") == 0)
            options_end = 1;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            fputs(usage_text, stdout);
            return finish_stdout("hunters-tileset");
        } else {
            char shown[256]; /* a control as '?' */
            fprintf(stderr, "hunters-tileset: unknown option %s\n", shown_word(argv[i], shown, sizeof shown));
            return usage();
        }
    }
    for (int i = 1, options_end = 0; i < argc; i++) {
        int is_default = !options_end && strcmp(argv[i], "--default") == 0;
        if (!is_default && !is_file_argument(argv, i, options_end)) {
            options_end |= strcmp(argv[i], "--") == 0;
            continue;
        }
        hunters_tileset *ts = NULL;
        hunters_error err;
        int rc;
        files++;
        /* the file as its messages name it: a control as '?' (an escape
         * reached the terminal raw) */
        char shown_name[256];
        const char *name = input_name(shown_word(argv[i], shown_name, sizeof shown_name));
        if (is_default) {
            rc = hunters_tileset_load_default(&ts, NULL);
            if (rc)
                fprintf(stderr, "default tile set: %s\n", hunters_strerror(rc));
        } else {
            rc = load_tileset_input(&ts, argv[i], &err);
            char why[1024];
            if (rc)
                fprintf(stderr, "%s\n", load_error_text(why, sizeof why, name, err.line, err.column,
                                                        err.message, errno));
        }
        if (rc) {
            status = 1;
            continue;
        }
        if (describe) {
            size_t n = hunters_tileset_describe(ts, NULL, 0);
            char *text = malloc(n + 1);
            if (text) {
                hunters_tileset_describe(ts, text, n + 1);
                put_stdout(text, n);
                free(text);
            } else {
                fprintf(stderr, "%s: out of memory\n", name);
                status = 1;
            }
        } else {
            printf("%s: valid tile set '%s'\n", name, hunters_tileset_name(ts));
            print_totals(ts);
            if (!is_default)
                warn_builtin_name(name, ts);
        }
        hunters_tileset_free(ts);
    }
    if (!files)
        return usage();
    return finish_stdout("hunters-tileset") ? 1 : status;
}
