#include "util/utf8.h"

enum hu_utf8_fault hu_utf8_decode(const unsigned char *s, size_t i, size_t length, unsigned *code, size_t *n)
{
    unsigned c = s[i];
    *n = 1;
    *code = c;
    if (c < 0x80)
        return HU_UTF8_VALID;
    if (c < 0xc0)
        return HU_UTF8_CONTINUATION;
    if (c < 0xc2)
        return HU_UTF8_OVERLONG;
    if (c > 0xf7)
        return HU_UTF8_NEVER_HELD;
    if (c > 0xf4)
        return HU_UTF8_ABOVE_MAX;
    size_t bytes = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    /* the continuation bytes first: a sequence cut short says so, whatever its first bytes */
    for (size_t k = 1; k < bytes; k++)
        if (i + k >= length || (s[i + k] & 0xc0) != 0x80)
            return HU_UTF8_CUT_SHORT;
    unsigned second = s[i + 1];
    if ((c == 0xe0 && second < 0xa0) || (c == 0xf0 && second < 0x90))
        return HU_UTF8_OVERLONG;
    if (c == 0xed && second >= 0xa0)
        return HU_UTF8_SURROGATE;
    if (c == 0xf4 && second >= 0x90)
        return HU_UTF8_ABOVE_MAX;
    unsigned value = c & (0x7fu >> bytes);
    for (size_t k = 1; k < bytes; k++)
        value = value << 6 | (s[i + k] & 0x3fu);
    *code = value;
    *n = bytes;
    return HU_UTF8_VALID;
}
