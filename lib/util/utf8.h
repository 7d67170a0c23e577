/* Reading UTF-8 as RFC 3629 defines it, for every check of text the
 * library takes (comments in the formats, player names): one reader, so
 * each check refuses the same bytes for the same reasons. */
#ifndef HUNTERS_UTIL_UTF8_H
#define HUNTERS_UTIL_UTF8_H

#include <stddef.h>

/* Why bytes start no character (0: they do). */
enum hu_utf8_fault {
    HU_UTF8_VALID = 0,
    HU_UTF8_CONTINUATION,
    HU_UTF8_OVERLONG,
    HU_UTF8_NEVER_HELD,
    HU_UTF8_ABOVE_MAX,
    HU_UTF8_CUT_SHORT,
    HU_UTF8_SURROGATE
};

/* Each fault's reason, prefix before each (a string literal, as "a comment
 * is UTF-8: "), indexed by enum hu_utf8_fault: a caller keeps its whole
 * messages as constants. */
#define HU_UTF8_FAULT_TEXTS(prefix)                                                                                  \
    {                                                                                                                \
        NULL, prefix "a continuation byte starts no character", prefix "an overlong form",                           \
            prefix "a byte UTF-8 never holds", prefix "a code point above U+10FFFF", prefix "a sequence cut short",   \
            prefix "a surrogate (U+D800 to U+DFFF)"                                                                  \
    }

/* The character at s + i (i < length): HU_UTF8_VALID with its code point
 * *code and its bytes *n, or the fault (then *n is 1). The shortest form
 * only, no surrogates, nothing above U+10FFFF; a sequence cut short is
 * reported as such whatever its first bytes. Reads no byte at or past
 * length. */
enum hu_utf8_fault hu_utf8_decode(const unsigned char *s, size_t i, size_t length, unsigned *code, size_t *n);

#endif
