/* libFuzzer target: any bytes as a tile set. Loading never crashes or reads
 * out of bounds, and a refusal's line and column lie in the text; a set
 * that loads describes itself into text that loads again to an equal set
 * of the same content hash. */
#include <stdint.h>
#include <stdlib.h>

#include "hunters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Whether a reported position lies in the text: a line of it, at most one
 * column past its last byte, or the start of the line after its end. */
static int position_in_text(const char *text, size_t size, int line, int column)
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hunters_tileset *ts = NULL, *again = NULL;
    hunters_error error;
    if (hunters_tileset_load_string(&ts, (const char *)data, size, NULL, &error) != HUNTERS_OK) {
        if (error.line < 1 || error.column < 1 ||
            !position_in_text((const char *)data, size, error.line, error.column))
            abort();
        return 0;
    }
    size_t n = hunters_tileset_describe(ts, NULL, 0);
    char *text = malloc(n + 1);
    hunters_tileset_describe(ts, text, n + 1);
    if (hunters_tileset_load_string(&again, text, n, NULL, &error) != HUNTERS_OK ||
        hunters_tileset_hash(again) != hunters_tileset_hash(ts) || hunters_tileset_equal(again, ts) != 1)
        abort();
    free(text);
    hunters_tileset_free(again);
    hunters_tileset_free(ts);
    return 0;
}
