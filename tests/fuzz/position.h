/* A fuzz target's check of a refusal's place (tests/fuzz/fuzz_record.c,
 * fuzz_tileset.c). */
#ifndef HUNTERS_FUZZ_POSITION_H
#define HUNTERS_FUZZ_POSITION_H

#include <stddef.h>

/* Whether a reported position lies in the text: a line of it, at most one
 * column past its last byte, or the start of the line after its end. */
static inline int position_in_text(const char *text, size_t size, int line, int column)
{
    int at = 1;
    size_t start = 0;
    for (size_t i = 0; i <= size; i++) {
        if (i == size || text[i] == '\n') {
            if (at == line)
                return column >= 1 && (size_t)column <= i - start + 1;
            at++;
            start = i + 1;
        }
    }
    /* the line after the last (a text ending in a newline has an empty one) */
    return line == at && column == 1;
}

#endif
