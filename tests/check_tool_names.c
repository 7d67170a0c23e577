/* hunters-play's --names trims the spaces around each name that the
 * library's hunters_game_set_player_name() refuses at a name's end
 * (lib/api/player_name.c): tools/common's name_space_at_end(), a copy of
 * that rule, is compared with the library over every code point, so that
 * the two cannot drift apart (the copy had only the White_Space list: a
 * name ending in U+3164, a filler shown as a blank, or in a space and
 * U+200D, was refused and the seat kept its own name). */
#include <check.h>
#include <string.h>

#include "check_main.h"
#include "common/number.h"
#include "hunters.h"

static size_t encode(unsigned long c, char *out)
{
    if (c < 0x80) {
        out[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        out[0] = (char)(0xc0 | c >> 6), out[1] = (char)(0x80 | (c & 0x3f));
        return 2;
    }
    if (c < 0x10000) {
        out[0] = (char)(0xe0 | c >> 12), out[1] = (char)(0x80 | (c >> 6 & 0x3f)), out[2] = (char)(0x80 | (c & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | c >> 18), out[1] = (char)(0x80 | (c >> 12 & 0x3f)), out[2] = (char)(0x80 | (c >> 6 & 0x3f));
    out[3] = (char)(0x80 | (c & 0x3f));
    return 4;
}

/* Whether the library refuses name for a space at an end. */
static int library_space_at_end(hunters_game *g, const char *name)
{
    if (hunters_game_set_player_name(g, 0, name) == HUNTERS_OK)
        return 0;
    return strncmp(hunters_game_errmsg(g), "a player name may not start or end with a space", 47) == 0;
}

/* "a"+ch, ch+"a", and each with U+200D (invisible, looked past) between ch
 * and the name's end: the library refuses it for a space at that end
 * exactly where name_space_at_end() trims ch (and the U+200D) */
START_TEST(test_trim_matches_library_every_code_point)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    static const char zwj[] = "\xe2\x80\x8d";
    int spaces = 0;
    for (unsigned long c = 0x20; c <= 0x10ffff; c++) {
        if (c >= 0xd800 && c <= 0xdfff)
            continue;
        char ch[5], name[16];
        size_t n = encode(c, ch), length;
        ch[n] = '\0';
        const char *forms[][2] = {{"a", ""}, {"", "a"}, {"a", zwj}, {zwj, "a"}};
        for (int f = 0; f < 4; f++) {
            int at_end = f == 0 || f == 2;
            length = (size_t)snprintf(name, sizeof name, "%s%s%s", at_end ? "a" : forms[f][0], ch,
                                      at_end ? forms[f][1] : "a");
            size_t expected = n + (f >= 2 ? 3 : 0);
            int library = library_space_at_end(g, name);
            size_t trimmed = name_space_at_end(name, length, at_end);
            ck_assert_msg(library ? trimmed == expected : trimmed == 0,
                          "U+%04lX in form %d: the library %s it, name_space_at_end() trims %zu bytes", c, f,
                          library ? "refuses" : "does not refuse", trimmed);
            spaces += library && f == 0;
        }
    }
    /* White_Space past the controls, 4 zero-width spaces, 5 fillers */
    ck_assert_int_eq(spaces, 19 + 4 + 5);
    hunters_game_free(g);
}
END_TEST

/* A filler inside a Hangul syllable is no space (U+1100 U+1160, U+115F
 * U+1161): the library takes the name, and nothing is trimmed; nor is a
 * byte of no UTF-8 character, which the library refuses as such (an
 * overlong U+0020 or U+00A0 was trimmed away, the name taken without it) */
START_TEST(test_no_trim_in_syllable_or_bad_utf8)
{
    hunters_game *g = NULL;
    ck_assert_int_eq(hunters_game_new(&g, NULL, NULL), HUNTERS_OK);
    static const char *const kept_end[] = {"\xe1\x84\x80\xe1\x85\xa0", "Ann\xc0\xa0", "Ann\xc1\x80",
                                           "Ann\xe0\x82\xa0", "Ann\xf0\x80\x80\xa0", "Ann\xf8\x80\x82\xa0",
                                           "Ann\xe3\x80", "Ann\x80", "Ann\xed\xa0\x80"};
    static const char *const kept_start[] = {"\xe1\x85\x9f\xe1\x85\xa1", "\xc0\xa0" "Ann", "\xe0\x82\xa0" "Ann",
                                             "\xe3\x80", "\x80" "Ann"};
    for (size_t i = 0; i < sizeof kept_end / sizeof *kept_end; i++)
        ck_assert_msg(name_space_at_end(kept_end[i], strlen(kept_end[i]), 1) == 0, "end %zu trimmed", i);
    for (size_t i = 0; i < sizeof kept_start / sizeof *kept_start; i++)
        ck_assert_msg(name_space_at_end(kept_start[i], strlen(kept_start[i]), 0) == 0, "start %zu trimmed", i);
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, kept_end[0]), HUNTERS_OK);
    ck_assert_int_eq(hunters_game_set_player_name(g, 0, kept_start[0]), HUNTERS_OK);
    /* a tab, refused as a control, is trimmed as a space is */
    ck_assert_uint_eq(name_space_at_end("Ann\t", 4, 1), 1);
    ck_assert_uint_eq(name_space_at_end("\tAnn", 4, 0), 1);
    hunters_game_free(g);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("tool_names");
    TCase *tc = tcase_create("trim");
    tcase_set_timeout(tc, 300); /* 4.4 M names: a few seconds, more under the sanitizers */
    tcase_add_test(tc, test_trim_matches_library_every_code_point);
    tcase_add_test(tc, test_no_trim_in_syllable_or_bad_utf8);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return run_suite(suite());
}
