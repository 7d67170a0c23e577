/* Line and word scanning shared by the text formats. Input is bytes with an
 * explicit length: NUL bytes and anything else are reported, never trusted. */
#include <string.h>

#include "util/lexer.h"
#include "util/utf8.h"

void hu_lexer_init(hu_lexer *lx, const char *text, size_t length)
{
    lx->text = text;
    lx->length = length;
    /* a byte-order mark first (U+FEFF as UTF-8) is a sign of UTF-8, not
     * text: Windows' editors write one; line 1's columns count after it */
    lx->pos = length >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    lx->line = 0;
}

int hu_lexer_line(hu_lexer *lx, const char **line, size_t *length)
{
    if (lx->pos >= lx->length)
        return 0;
    size_t start = lx->pos, end = start;
    while (end < lx->length && lx->text[end] != '\n')
        end++;
    lx->pos = end < lx->length ? end + 1 : end;
    lx->line++;
    *line = lx->text + start;
    *length = end - start - (end > start && lx->text[end - 1] == '\r');
    return 1;
}

int hu_lexer_end_line(const hu_lexer *lx)
{
    int line = lx->line + (lx->length > 0 && lx->text[lx->length - 1] == '\n');
    return line > 0 ? line : 1;
}

static const char *const comment_faults[] = HU_UTF8_FAULT_TEXTS("a comment is UTF-8: ");

int hu_comment_problem(const char *line, size_t from, size_t length, const char **why)
{
    const unsigned char *s = (const unsigned char *)line;
    size_t n;
    for (size_t i = from; i < length; i += n) {
        if (s[i] == '\0') {
            *why = "a NUL byte in the text";
            return (int)i + 1;
        }
        unsigned code;
        enum hu_utf8_fault fault = hu_utf8_decode(s, i, length, &code, &n);
        if (fault != HU_UTF8_VALID) {
            *why = comment_faults[fault];
            return (int)i + 1;
        }
    }
    return 0;
}

static int is_word_char(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-' || c == '.' || c == '=' || c == '+';
}

int hu_split_words(const char *line, size_t length, hu_word *words, int *count, const char **why)
{
    *count = 0;
    size_t i = 0;
    while (i < length) {
        unsigned char c = (unsigned char)line[i];
        int column = (int)i + 1;
        if (c == '#')
            return hu_comment_problem(line, i, length, why);
        if (c == ' ' || c == '\t') {
            i++;
        } else if (c == '\r') {
            /* the formats' words are separated by spaces or tabs: a
             * carriage return elsewhere than before a newline (which
             * hu_lexer_line() takes off) is a line end gone wrong */
            *why = "a carriage return not before a newline (a line ends with a newline, or a carriage return and "
                   "a newline)";
            return column;
        } else if (is_word_char(c)) {
            size_t j = i;
            while (j < length && is_word_char((unsigned char)line[j]))
                j++;
            if (*count == HU_MAX_WORDS) {
                *why = "too many words on one line";
                return column;
            }
            words[*count].text = line + i;
            words[*count].length = j - i;
            words[*count].column = column;
            (*count)++;
            i = j;
        } else {
            *why = c >= 0x20 && c < 0x7f ? "unexpected character" : "unexpected byte outside a comment";
            return column;
        }
    }
    return 0;
}

int hu_word_is(const hu_word *w, const char *s)
{
    size_t n = strlen(s);
    return w->length == n && memcmp(w->text, s, n) == 0;
}

int hu_word_width(const hu_word *w)
{
    return w->length > 40 ? 40 : (int)w->length;
}

int hu_parse_number(const char *text, size_t length, int64_t lo, int64_t hi, int64_t *out)
{
    if (lo > hi)
        return 0;
    int negative = length > 0 && text[0] == '-';
    const char *digits = text + negative;
    size_t count = length - (size_t)negative;
    /* one spelling per number: no leading zero, no "-0" */
    if (count == 0 || (digits[0] == '0' && (count > 1 || negative)))
        return 0;
    /* the largest magnitude the range allows on this side of zero; -(lo + 1)
     * + 1 is |lo| without overflowing at INT64_MIN */
    if (negative ? lo >= 0 : hi < 0)
        return 0;
    uint64_t limit = negative ? (uint64_t)(-(lo + 1)) + 1 : (uint64_t)hi;
    uint64_t magnitude = 0;
    for (size_t i = 0; i < count; i++) {
        if (digits[i] < '0' || digits[i] > '9')
            return 0;
        uint64_t digit = (uint64_t)(digits[i] - '0');
        if (magnitude > limit / 10 || limit - magnitude * 10 < digit)
            return 0;
        magnitude = magnitude * 10 + digit;
    }
    /* magnitude <= limit, so both conversions are in range */
    int64_t value = negative ? -(int64_t)(magnitude - 1) - 1 : (int64_t)magnitude;
    if (value < lo || value > hi)
        return 0;
    *out = value;
    return 1;
}
