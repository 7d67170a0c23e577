#include "common/number.h"

#include <errno.h>
#include <stdlib.h>

int parse_whole_number(const char *text, long low, long high, int32_t *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *end || v < low || v > high)
        return -1;
    *out = (int32_t)v;
    return 0;
}
