/* libFuzzer target: any bytes as a tile set. Loading never crashes or reads
 * out of bounds, and a refusal's line and column lie in the text; a set
 * that loads describes itself into text that loads again to an equal set
 * of the same content hash. */
#include <stdint.h>
#include <stdlib.h>

#include "hunters.h"
#include "position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
