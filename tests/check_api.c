/* Foundation checks: versions and status strings. */
#include <check.h>
#include <string.h>

#include "hunters.h"

START_TEST(version_matches_header)
{
    ck_assert_str_eq(hunters_version(), HUNTERS_VERSION_STRING);
    ck_assert_int_eq(hunters_version_number(), HUNTERS_VERSION_NUMBER);
    ck_assert_int_eq(HUNTERS_VERSION_NUMBER,
                     HUNTERS_VERSION_MAJOR * 10000 + HUNTERS_VERSION_MINOR * 100 + HUNTERS_VERSION_PATCH);
}
END_TEST

START_TEST(strerror_covers_every_status)
{
    for (int s = HUNTERS_EBUFS; s <= HUNTERS_OK; s++) {
        const char *text = hunters_strerror(s);
        ck_assert_ptr_nonnull(text);
        ck_assert_str_ne(text, "unknown status");
    }
    ck_assert_str_eq(hunters_strerror(12345), "unknown status");
    ck_assert_str_eq(hunters_strerror(HUNTERS_OK), "success");
}
END_TEST

static Suite *api_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("version");
    tcase_add_test(tc, version_matches_header);
    tcase_add_test(tc, strerror_covers_every_status);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(api_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? 0 : 1;
}
