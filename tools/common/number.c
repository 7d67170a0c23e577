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
    if (equals && equals > word + 2) {
        /* each part as shown_word() shows a word: an escape in VALUE
         * reached the terminal raw, though the word before it was shown
         * with '?' */
        char name[256], shown_name[96], shown_value[96];
        snprintf(name, sizeof name, "%.*s", (int)(equals - word), word);
        int n = snprintf(buffer, size, "; a value is the word after its option: %s %s",
                         shown_word(name, shown_name, sizeof shown_name),
                         shown_word(equals + 1, shown_value, sizeof shown_value));
        /* one longer than buffer (a plain word is shown whole) cut after
         * whole characters, ending in "...": snprintf() cut within one, a
         * lead byte alone */
        if (n > 0 && (size_t)n >= size && size >= 4) {
            size_t end = size - 4;
            while (end > 0 && ((unsigned char)buffer[end] & 0xc0) == 0x80)
                end--;
            memcpy(buffer + end, "...", 4);
        }
    } else if (size)
        buffer[0] = '\0';
    return buffer;
}

/* Whether the character c (U+00A0 or above) is one a message shows as
 * '?', though no control: what reorders or breaks the line around it, the
 * bidirectional overrides, embeddings and isolates (U+202A..U+202E,
 * U+2066..U+2069: a word holding U+202E showed the rest of the message
 * backwards) and marks (U+200E, U+200F, U+061C), the line and paragraph
 * separators (U+2028, U+2029), the no-break space (U+00A0) and every
 * other space of looks_as_space() (U+3000, U+2003, ...), which read as a
 * blank that is none, and the zero-width ones (U+200B, U+FEFF), which
 * read as nothing: each showed a word other than the one given. */
static int unseen_character(unsigned long c)
{
    return looks_as_space(c) || c == 0x61c || c == 0x200e || c == 0x200f || c == 0x2028 || c == 0x2029 ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/* The bytes of the character at s as shown_word() takes it: one, or a
 * well-formed UTF-8 character's (its shortest form, no surrogate, at most
 * U+10FFFF); *as_is cleared for one shown as '?': a control (C0, DEL, or
 * C1, U+0080..U+009F, which a terminal obeys too: U+009B is CSI, as
 * ESC [), a character of unseen_character(), or a byte of no UTF-8
 * character. */
static size_t character_at(const unsigned char *s, int *as_is)
{
    static const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    size_t n = *s >= 0xf0 ? 4 : *s >= 0xe0 ? 3 : *s >= 0xc0 ? 2 : 1;
    unsigned long c = *s & (n > 1 ? 0x7fu >> n : 0xffu);
    for (size_t k = 1; k < n; k++) {
        if ((s[k] & 0xc0) != 0x80) { /* (the word's end, too) */
            *as_is = 0;
            return 1;
        }
        c = c << 6 | (s[k] & 0x3f);
    }
    if (n == 1)
        *as_is = c >= ' ' && c < 0x7f;
    else if (*s > 0xf4 || c < least[n] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
        *as_is = 0, n = 1; /* no character: its bytes one by one */
    else
        *as_is = c > 0x9f && !unseen_character(c);
    return n;
}

/* Puts c into buffer from at, each character as shown_word() shows it, as
 * long as it fits before room ("..." after the last whole character that
 * does: a lead byte alone garbled the line); returns the new end. */
static size_t put_shown(const unsigned char *c, char *buffer, size_t at, size_t room)
{
    int as_is;
    while (*c) {
        size_t n = character_at(c, &as_is);
        if (at + (as_is ? n : 1) > room) {
            memcpy(buffer + at, "...", 3);
            return at + 3;
        }
        if (as_is)
            memcpy(buffer + at, c, n);
        else
            buffer[at] = '?';
        at += as_is ? n : 1;
        c += n;
    }
    return at;
}

const char *shown_word(const char *word, char *buffer, size_t size)
{
    const unsigned char *end = (const unsigned char *)word;
    int as_is = 1;
    while (*end && *end != ' ' && as_is) /* to the first blank or character shown as '?' */
        end += character_at(end, &as_is);
    if ((*word && !*end && as_is) || size < 8) /* plain, as it is */
        return word;
    buffer[0] = '\'';
    size_t at = put_shown((const unsigned char *)word, buffer, 1, size - 5); /* the quotes, "...", the NUL */
    buffer[at++] = '\'';
    buffer[at] = '\0';
    return buffer;
}

const char *shown_text(const char *text, char *buffer, size_t size)
{
    const unsigned char *end = (const unsigned char *)text;
    int as_is = 1;
    while (*end && as_is)
        end += character_at(end, &as_is);
    if (as_is || size < 8)
        return text;
    buffer[put_shown((const unsigned char *)text, buffer, 0, size - 4)] = '\0'; /* "...", the NUL */
    return buffer;
}

int looks_as_space(unsigned long code)
{
    return code == ' ' || code == 0xa0 || code == 0x1680 || code == 0x180e || (code >= 0x2000 && code <= 0x200b) ||
           code == 0x2028 || code == 0x2029 || code == 0x202f || code == 0x205f || code == 0x2060 ||
           code == 0x3000 || code == 0xfeff;
}

/* What shows as nothing in a name, as the library takes it
 * (Default_Ignorable_Code_Point and the blank braille pattern, past the
 * spaces): at a name's end it is looked past, unless a filler that shows
 * as a blank (filler()). */
static int invisible(unsigned long c)
{
    static const unsigned long ranges[][2] = {
        {0xad, 0xad},         {0x34f, 0x34f},       {0x61c, 0x61c},   {0x115f, 0x1160}, {0x17b4, 0x17b5},
        {0x180b, 0x180d},     {0x180f, 0x180f},     {0x200c, 0x200f}, {0x202a, 0x202e}, {0x2061, 0x206f},
        {0x2800, 0x2800},     {0x3164, 0x3164},     {0xfe00, 0xfe0f}, {0xffa0, 0xffa0}, {0xfff0, 0xfff8},
        {0x1bca0, 0x1bca3}, {0x1d173, 0x1d17a}, {0xe0000, 0xe0fff},
    };
    for (size_t i = 0; i < sizeof ranges / sizeof *ranges; i++)
        if (c >= ranges[i][0] && c <= ranges[i][1])
            return 1;
    return 0;
}

/* The fillers that show as a blank a character wide (Hangul's U+3164 and
 * U+FFA0, the braille blank U+2800, the jamo fillers U+115F and U+1160) */
static int filler(unsigned long c)
{
    return c == 0x115f || c == 0x1160 || c == 0x2800 || c == 0x3164 || c == 0xffa0;
}

/* The bytes of the well-formed UTF-8 character at s[i], within s[0..n)
 * (its shortest form, no surrogate, at most U+10FFFF), its code point into
 * *code; 0 for none. */
static size_t code_at(const unsigned char *s, size_t n, size_t i, unsigned long *code)
{
    static const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (i >= n)
        return 0;
    size_t bytes = s[i] < 0x80 ? 1 : s[i] < 0xc0 ? 0 : s[i] < 0xe0 ? 2 : s[i] < 0xf0 ? 3 : s[i] < 0xf8 ? 4 : 0;
    if (!bytes || i + bytes > n)
        return 0;
    unsigned long c = bytes == 1 ? s[i] : s[i] & (0x7fu >> bytes);
    for (size_t k = 1; k < bytes; k++) {
        if ((s[i + k] & 0xc0) != 0x80)
            return 0;
        c = c << 6 | (s[i + k] & 0x3f);
    }
    if (c < least[bytes] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
        return 0;
    *code = c;
    return bytes;
}

/* The start of the well-formed character that ends at s[end] (end > 0),
 * or (size_t)-1 for none. */
static size_t start_before(const unsigned char *s, size_t end)
{
    size_t start = end - 1;
    while (start > 0 && end - start < 4 && (s[start] & 0xc0) == 0x80)
        start--;
    unsigned long c;
    return code_at(s, end, start, &c) == end - start ? start : (size_t)-1;
}

size_t name_space_at_end(const char *text, size_t n, int trim_at_end)
{
    const unsigned char *s = (const unsigned char *)text;
    unsigned long c = 0, neighbour = 0;
    size_t bytes;
    if (!trim_at_end) {
        size_t i = 0;
        for (;; i += bytes) { /* past the invisible characters */
            if (!(bytes = code_at(s, n, i, &c)))
                return 0;
            if (!invisible(c) || filler(c))
                break;
        }
        unsigned long next;
        if (code_at(s, n, i + bytes, &next))
            neighbour = next;
        int vowel = (neighbour >= 0x1161 && neighbour <= 0x11a7) || (neighbour >= 0xd7b0 && neighbour <= 0xd7c6);
        /* U+115F before a vowel stands for a missing first consonant */
        int space = c == '\t' || looks_as_space(c) || (filler(c) && !(c == 0x115f && vowel));
        return space ? i + bytes : 0;
    }
    size_t i = n;
    do { /* past the invisible characters */
        if (i == 0 || (i = start_before(s, i)) == (size_t)-1)
            return 0;
        code_at(s, n, i, &c);
    } while (invisible(c) && !filler(c));
    size_t before;
    if (i > 0 && (before = start_before(s, i)) != (size_t)-1)
        code_at(s, n, before, &neighbour);
    int consonant = (neighbour >= 0x1100 && neighbour <= 0x115e) || (neighbour >= 0xa960 && neighbour <= 0xa97c);
    /* U+1160 after a consonant stands for a missing vowel */
    int space = c == '\t' || looks_as_space(c) || (filler(c) && !(c == 0x1160 && consonant));
    return space ? n - i : 0;
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
