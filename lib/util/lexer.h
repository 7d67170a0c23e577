/* Line and word scanning shared by the text formats (tile sets, records). */
#ifndef HUNTERS_UTIL_LEXER_H
#define HUNTERS_UTIL_LEXER_H

#include <stddef.h>
#include <stdint.h>

#define HU_MAX_WORDS 64

typedef struct hu_word {
    const char *text;
    size_t length;
    int column;              /* 1-based */
} hu_word;

typedef struct hu_lexer {
    const char *text;
    size_t length;
    size_t pos;
    int line;                /* 1-based number of the line last returned */
} hu_lexer;

/* Starts at the text's first line, after a UTF-8 byte-order mark if the
 * text begins with one. */
void hu_lexer_init(hu_lexer *lx, const char *text, size_t length);

/* The next line, without its newline (nor a carriage return just before
 * it: a CRLF text reads as an LF one); 0 at the end of the text. */
int hu_lexer_line(hu_lexer *lx, const char **line, size_t *length);

/* The line number an error at the end of the text is reported on. */
int hu_lexer_end_line(const hu_lexer *lx);

/* Splits a line into words of [A-Za-z0-9_.=+-], dropping a # comment
 * (checked with hu_comment_problem()). Returns 0, or the 1-based column of
 * an unexpected byte with *why set. */
int hu_split_words(const char *line, size_t length, hu_word *words, int *count, const char **why);

/* Checks a comment, line[from, length): the formats are UTF-8 text
 * throughout, so a comment is UTF-8 (RFC 3629: the shortest form, no
 * surrogate, nothing above U+10FFFF) with no NUL byte. Returns 0, or the
 * 1-based column in the line of the first byte of the first character
 * that is none (a NUL, or the byte that starts a bad sequence) with *why
 * set. */
int hu_comment_problem(const char *line, size_t from, size_t length, const char **why);

int hu_word_is(const hu_word *w, const char *s);

/* Prints a word for a message, cut to a sane length. */
int hu_word_width(const hu_word *w);

/* A whole decimal number in [lo, hi]: "0", or a non-zero digit and more
 * digits, with a leading '-' for a negative one ("00", "-0", "+1" and "01"
 * are refused). Read in 64 bits with an overflow check before each digit,
 * so the same text gives the same answer on every platform (long is 32 bits
 * on wasm32 and Windows). Returns 1 and sets *out, or 0 and leaves it. */
int hu_parse_number(const char *text, size_t length, int64_t lo, int64_t hi, int64_t *out);

#endif
