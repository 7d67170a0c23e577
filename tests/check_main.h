/* The main() of every Check suite: run it, report, exit 0 only if all pass. */
#ifndef TEST_CHECK_MAIN_H
#define TEST_CHECK_MAIN_H

#include <check.h>
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

#endif
