/* The main() of every Check suite: run it, report, exit 0 only if all pass. */
#ifndef TEST_CHECK_MAIN_H
#define TEST_CHECK_MAIN_H

#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* With HUNTERS_CHECK_XML_DIR set (make check sets it), the suite also
 * writes Check's XML log, with each case's duration, to DIR/NAME.xml,
 * NAME being the test's source file without ".c": tests/check-durations.sh
 * reads it to find slow cases that have no explicit timeout. */
static inline int run_suite_logged(Suite *suite, const char *source_file)
{
    SRunner *runner = srunner_create(suite);
    const char *xml_dir = getenv("HUNTERS_CHECK_XML_DIR");
    char xml_path[4096];
    if (xml_dir && *xml_dir) {
        const char *base = strrchr(source_file, '/');
        base = base ? base + 1 : source_file;
        int n = snprintf(xml_path, sizeof xml_path, "%s/%.*s.xml", xml_dir,
                         (int)(strlen(base) > 2 ? strlen(base) - 2 : strlen(base)), base);
        if (n > 0 && (size_t)n < sizeof xml_path)
            srunner_set_xml(runner, xml_path);
    }
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? 0 : 1;
}

#define run_suite(suite) run_suite_logged((suite), __FILE__)

/* HUNTERS_RANDOM_GAMES=N, a whole number from 1 (its leading digits), asks
 * the suites that play random games for a smaller run; unset, 0 or no
 * number, the full run (build.sh sets N=40 for its valgrind run, N=200 for
 * make distcheck). Its one reader is random_games_asked(); what each suite
 * makes of N:
 *   check_random, check_records: N games (full: 10000 and 1000; 1000 and
 *     200 under the sanitizers);
 *   check_undo, check_ml_views, check_variants: N / 10 games, at least 1
 *     (their games cost more: each decision undone, every view at every
 *     step, each variant's invariants after every move);
 *   check_ml: its sanitizer-build counts, whatever N;
 *   check_restore, check_eval: every 4th and every 6th decision of the
 *     same games, whatever N.
 * Returns N, or 0 for the full run. */
static inline int random_games_asked(void)
{
    const char *env = getenv("HUNTERS_RANDOM_GAMES");
    if (!env || *env < '0' || *env > '9')
        return 0;
    long n = strtol(env, NULL, 10); /* (its leading digits, as atoi() took them: "40x" is 40) */
    return n > 0 && n <= INT_MAX ? (int)n : 0;
}

/* The games a suite plays: FULL for the full run, else N / PER_GAME (at
 * least 1), PER_GAME being how many of check_random's games one of its own
 * is worth (1 or 10: random_games_asked()). */
static inline int random_games(int full, int per_game)
{
    int asked = random_games_asked();
    if (asked == 0)
        return full;
    return asked / per_game > 0 ? asked / per_game : 1;
}

#endif
