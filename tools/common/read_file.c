#include "common/read_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <hunters.h>

char *read_file(const char *path, size_t *length)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = read_stream(f, length);
    int why = errno;
    fclose(f);
    errno = why;
    return text;
}

char *read_stream(FILE *f, size_t *length)
{
    /* room for READ_FILE_MAX bytes, one more to see that there are more,
     * and the NUL */
    const size_t most = READ_FILE_MAX + 2;
    size_t capacity = 1 << 16, n = 0;
    char *text = malloc(capacity);
    int why = text ? 0 : ENOMEM;
    while (!why) {
        errno = 0;
        size_t got = fread(text + n, 1, capacity - n - 1, f); /* room kept for the NUL */
        n += got;
        if (n > READ_FILE_MAX) {
            why = EFBIG;
            break;
        }
        if (got == 0) {
            if (ferror(f)) /* a read error, not the file's end: fread's reason (e.g. a directory) */
                why = errno ? errno : EIO;
            break;
        }
        if (n + 1 == capacity) {
            size_t grown = capacity > most / 2 ? most : capacity * 2;
            char *bigger = realloc(text, grown);
            if (!bigger) {
                why = ENOMEM;
                break;
            }
            text = bigger;
            capacity = grown;
        }
    }
    if (why) {
        free(text);
        errno = why;
        return NULL;
    }
    text[n] = '\0';
    *length = n;
    return text;
}

const char *input_name(const char *path)
{
    return strcmp(path, "-") ? path : "standard input";
}

int load_tileset_input(hunters_tileset **ts, const char *path, hunters_error *err)
{
    errno = 0;
    if (strcmp(path, "-"))
        return hunters_tileset_load_file(ts, path, NULL, err);
    size_t length;
    char *text = read_stream(stdin, &length);
    if (!text) {
        int why = errno;
        *err = (hunters_error){.status = HUNTERS_EIO};
        snprintf(err->message, sizeof err->message, "%s", "cannot read the tile set");
        errno = why;
        return HUNTERS_EIO;
    }
    int rc = hunters_tileset_load_string(ts, text, length, NULL, err);
    free(text);
    errno = 0; /* a mistake in the text: no system reason */
    return rc;
}
