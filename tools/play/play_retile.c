/* hunters-play: a saved game moved onto another tile set by rewriting its
 * record's tileset line and loading it again through the library. */
#include "play/play_retile.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The record's lines, with "tileset ..." naming @p tileset by its hash and
 * the carried set's "|" lines left out; malloc'd, or NULL. */
static char *retiled_record(const char *record, const hunters_tileset *tileset, size_t *length)
{
    const char *name = hunters_tileset_name(tileset);
    char header[160];
    int header_length = snprintf(header, sizeof header, "tileset %s %016" PRIx64 "\n", name && *name ? name : "-",
                                 hunters_tileset_hash(tileset));
    if (header_length < 0 || (size_t)header_length >= sizeof header)
        return NULL;
    size_t size = strlen(record) + (size_t)header_length + 1;
    char *text = malloc(size);
    if (!text)
        return NULL;
    size_t at = 0;
    for (const char *line = record; *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) + 1 : strlen(line);
        if (!strncmp(line, "tileset ", 8)) {
            memcpy(text + at, header, (size_t)header_length);
            at += (size_t)header_length;
        } else if (line[0] != '|') {
            memcpy(text + at, line, n);
            at += n;
        }
        line += n;
    }
    text[at] = '\0';
    *length = at;
    return text;
}

static int say_error(hunters_error *error, int status, const char *message)
{
    error->status = status;
    error->line = error->column = 0;
    snprintf(error->message, sizeof error->message, "%s", message);
    return status;
}

int play_retile(const hunters_game *game, const hunters_tileset *tileset, hunters_game **out,
                hunters_error *error)
{
    *out = NULL;
    size_t size = hunters_game_save(game, NULL, 0);
    if (size == 0)
        return say_error(error, HUNTERS_EPHASE, "the game has no record to replay");
    char *record = malloc(size + 1);
    if (!record)
        return say_error(error, HUNTERS_ENOMEM, "out of memory");
    hunters_game_save(game, record, size + 1);
    size_t length = 0;
    char *text = retiled_record(record, tileset, &length);
    free(record);
    if (!text)
        return say_error(error, HUNTERS_ENOMEM, "out of memory");
    int rc = hunters_game_load(out, text, length, tileset, NULL, error);
    free(text);
    return rc;
}
