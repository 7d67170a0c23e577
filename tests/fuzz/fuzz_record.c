/* libFuzzer target: any bytes as a game record. Loading never crashes, and
 * a failure returns no game and says where (a line and column of the
 * text); a record that loads saves to
 * text that loads to the same state and saves to the identical text, and
 * that text cut before its 'end' line is rejected (a torn save). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hunters.h"
#include "position.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char *save(const hunters_game *g, size_t *n)
{
    *n = hunters_game_save(g, NULL, 0);
    char *text = malloc(*n + 1);
    hunters_game_save(g, text, *n + 1);
    return text;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    hunters_game *g = NULL, *again = NULL;
    hunters_error error;
    int rc = hunters_game_load(&g, (const char *)data, size, NULL, NULL, &error);
    if (rc != HUNTERS_OK) {
        if (g != NULL || error.status != rc || !error.message[0] ||
            ((rc == HUNTERS_EPARSE || rc == HUNTERS_EILLEGAL) &&
             (error.line < 1 || error.column < 1 ||
              !position_in_text((const char *)data, size, error.line, error.column))))
            abort();
        return 0;
    }
    size_t n, m;
    char *text = save(g, &n);
    if (hunters_game_load(&again, text, n, NULL, NULL, &error) != HUNTERS_OK ||
        hunters_game_hash(again) != hunters_game_hash(g))
        abort();
    const char *end = strstr(text, "\nend ");
    hunters_game *torn = NULL;
    if (!end || hunters_game_load(&torn, text, (size_t)(end - text) + 1, NULL, NULL, &error) != HUNTERS_EPARSE ||
        torn != NULL)
        abort();
    char *second = save(again, &m);
    if (m != n || memcmp(text, second, n) != 0)
        abort();
    free(text);
    free(second);
    hunters_game_free(again);
    hunters_game_free(g);
    return 0;
}
