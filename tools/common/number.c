#include "common/number.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* unsigned long long has at least 64 bits; more would need a range check */
_Static_assert(ULLONG_MAX == UINT64_MAX, "unsigned long long is uint64_t");

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

int parse_whole_number(const char *text, long low, long high, int32_t *out)
{
    /* strtol alone would also take leading spaces and a '+' */
    if (!is_digit(text[0]) && !(text[0] == '-' && is_digit(text[1])))
        return -1;
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *end || v < low || v > high)
        return -1;
    *out = (int32_t)v;
    return 0;
}

int parse_unsigned_64(const char *text, uint64_t *out)
{
    /* strtoull would take "-3" as a huge number, and spaces and '+' */
    if (!is_digit(text[0]))
        return -1;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end)
        return -1;
    *out = (uint64_t)v;
    return 0;
}

int parse_decimal(const char *text, double low, double high, double *out)
{
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end || !(v >= low && v <= high)) /* (NaN fails every comparison) */
        return -1;
    *out = v;
    return 0;
}

const char *option_equals_hint(const char *word, char *buffer, size_t size)
{
    const char *equals = strncmp(word, "--", 2) ? NULL : strchr(word, '=');
    if (equals && equals > word + 2)
        snprintf(buffer, size, "; a value is the word after its option: %.*s %s", (int)(equals - word), word,
                 equals[1] ? equals + 1 : "''");
    else if (size)
        buffer[0] = '\0';
    return buffer;
}

/* The bytes of the UTF-8 character whose lead byte is lead (0xc0 and up). */
static size_t utf8_length(unsigned char lead)
{
    return lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
}

const char *shown_word(const char *word, char *buffer, size_t size)
{
    int plain = *word != '\0';
    for (const unsigned char *c = (const unsigned char *)word; *c && plain; c++)
        plain = *c > ' ' && *c != 0x7f;
    if (plain || size < 8)
        return word;
    size_t at = 0, room = size - 5; /* the quotes, "..." when cut, the NUL */
    buffer[at++] = '\'';
    for (const unsigned char *c = (const unsigned char *)word; *c; c++) {
        if (at >= room) {
            /* not within a UTF-8 character: its lead byte alone garbled the line */
            size_t whole = at;
            while (whole > 1 && ((unsigned char)buffer[whole - 1] & 0xc0) == 0x80)
                whole--;
            if (whole > 1 && (unsigned char)buffer[whole - 1] >= 0xc0 &&
                at - (whole - 1) < utf8_length((unsigned char)buffer[whole - 1]))
                at = whole - 1;
            memcpy(buffer + at, "...", 3);
            at += 3;
            break;
        }
        buffer[at++] = *c < ' ' || *c == 0x7f ? '?' : (char)*c;
    }
    buffer[at++] = '\'';
    buffer[at] = '\0';
    return buffer;
}

int option_given_again(const char *name, const char **seen, int *count, int room)
{
    for (int i = 0; i < *count; i++)
        if (!strcmp(seen[i], name))
            return -1;
    if (*count < room) /* a caller's room for all its options: never full */
        seen[(*count)++] = name;
    return 0;
}
