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
 * read as nothing; the noncharacters (U+FDD0..U+FDEF, the last two of
 * each plane, U+FFFE, U+FFFF, ...: no text holds them, and a terminal
 * shows nothing for them, or a box); and the interlinear annotation
 * characters (U+FFF9..U+FFFB, which the library refuses in a player name:
 * they hide or move the text between them): each showed a word other
 * than the one given. */
int unseen_character(unsigned long c)
{
    return looks_as_space(c) || c == 0x61c || c == 0x200e || c == 0x200f || c == 0x2028 || c == 0x2029 ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || (c >= 0xfdd0 && c <= 0xfdef) ||
           (c & 0xfffe) == 0xfffe || (c >= 0xfff9 && c <= 0xfffb);
}

size_t utf8_character(const unsigned char *s, unsigned long *code)
{
    static const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    size_t n = *s >= 0xf0 ? 4 : *s >= 0xe0 ? 3 : *s >= 0xc0 ? 2 : 1;
    unsigned long c = *s & (n > 1 ? 0x7fu >> n : 0xffu);
    *code = *s;
    if (n == 1)
        return *s < 0x80; /* (a continuation byte starts none) */
    for (size_t k = 1; k < n; k++) {
        if ((s[k] & 0xc0) != 0x80) /* (the string's end, too) */
            return 0;
        c = c << 6 | (s[k] & 0x3f);
    }
    if (*s > 0xf4 || c < least[n] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
        return 0; /* no character: an overlong form, a surrogate, past U+10FFFF */
    *code = c;
    return n;
}

/* The bytes of the character at s as shown_word() takes it: one, or a
 * well-formed UTF-8 character's (utf8_character()); *as_is cleared for
 * one shown as '?': a control (C0, DEL, or C1, U+0080..U+009F, which a
 * terminal obeys too: U+009B is CSI, as ESC [), a character of
 * unseen_character(), or a byte of no UTF-8 character. */
static size_t character_at(const unsigned char *s, int *as_is)
{
    unsigned long c;
    size_t n = utf8_character(s, &c);
    if (!n) { /* its bytes one by one */
        *as_is = 0;
        return 1;
    }
    *as_is = n == 1 ? c >= ' ' && c < 0x7f : c > 0x9f && !unseen_character(c);
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
    if (*word && !*end && as_is) /* plain, as it is */
        return word;
    if (size < 6) /* no room for "'...'": the word cut whole (it was returned as it was, escapes and all) */
        return "'...'";
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
    if (as_is)
        return text;
    if (size < 4) /* no room for "...": the text cut whole (it was returned as it was) */
        return "...";
    buffer[put_shown((const unsigned char *)text, buffer, 0, size - 4)] = '\0'; /* "...", the NUL */
    return buffer;
}

int looks_as_space(unsigned long code)
{
    return code == ' ' || code == 0xa0 || code == 0x1680 || code == 0x180e || (code >= 0x2000 && code <= 0x200b) ||
           code == 0x2028 || code == 0x2029 || code == 0x202f || code == 0x205f || code == 0x2060 ||
           code == 0x3000 || code == 0xfeff;
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
