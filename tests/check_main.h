/* The main() of every Check suite: run it, report, exit 0 only if all pass. */
#ifndef TEST_CHECK_MAIN_H
#define TEST_CHECK_MAIN_H

#include <check.h>

static inline int run_suite(Suite *suite)
{
    SRunner *runner = srunner_create(suite);
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? 0 : 1;
}

#endif
