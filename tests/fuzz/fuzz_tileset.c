/* libFuzzer target: any bytes as a tile set. Loading never crashes or reads
 * out of bounds; a set that loads describes itself into text that loads
 * again to the same content hash. */
#include <stdint.h>
#include <stdlib.h>

#include "hunters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hunters_tileset *ts = NULL, *again = NULL;
    hunters_error error;
    if (hunters_tileset_load_string(&ts, (const char *)data, size, NULL, &error) != HUNTERS_OK) {
        if (error.line < 1 || error.column < 1)
            abort();
        return 0;
    }
    size_t n = hunters_tileset_describe(ts, NULL, 0);
    char *text = malloc(n + 1);
    hunters_tileset_describe(ts, text, n + 1);
    if (hunters_tileset_load_string(&again, text, n, NULL, &error) != HUNTERS_OK ||
        hunters_tileset_hash(again) != hunters_tileset_hash(ts))
        abort();
    free(text);
    hunters_tileset_free(again);
    hunters_tileset_free(ts);
    return 0;
}
