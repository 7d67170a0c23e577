/* libFuzzer target: any bytes as the text of a move. hunters_move_parse()
 * never crashes or reads past the NUL; a move it accepts formats to text
 * that parses to the same move and formats to the same text again.
 *
 * Once the parser is strict (one canonical spelling per move, as
 * hunters_move_format() writes it), accepted text must also BE that
 * spelling. Whether the linked parser is strict is asked once, of text no
 * strict parser takes; a lenient one skips only that last check. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hunters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int parser_is_strict(void)
{
    static const char *const lenient[] = {"place  1 0 r0", "place 01 0 r0", "place +1 0 r0", "deploy 1 member "};
    hunters_move m;
    for (size_t i = 0; i < sizeof lenient / sizeof lenient[0]; i++)
        if (hunters_move_parse(lenient[i], &m) == HUNTERS_OK)
            return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int strict = -1;
    if (strict < 0)
        strict = parser_is_strict();
    /* exactly the input's bytes up to its first NUL, in a block of its own
     * size so that the sanitizer sees any read past the end */
    size_t n = 0;
    while (n < size && data[n] != 0)
        n++;
    char *text = malloc(n + 1);
    if (!text)
        return 0;
    memcpy(text, data, n);
    text[n] = '\0';
    hunters_move move, again;
    if (hunters_move_parse(text, &move) == HUNTERS_OK) {
        char formatted[64], reformatted[64];
        size_t length = hunters_move_format(move, formatted, sizeof formatted);
        if (length == 0 || length >= 32 || strlen(formatted) != length)
            abort();
        if (hunters_move_parse(formatted, &again) != HUNTERS_OK || again != move)
            abort();
        hunters_move_format(again, reformatted, sizeof reformatted);
        if (strcmp(formatted, reformatted) != 0)
            abort();
        if (strict && strcmp(text, formatted) != 0)
            abort();
    }
    free(text);
    return 0;
}
