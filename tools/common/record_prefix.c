#include "common/record_prefix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether the line text[0..length) starts with the word (followed by what
 * ends a word in a record: a space, a tab, a CR, a comment's '#' or the
 * line's end; doc/record-format.md). */
static int starts_with(const char *text, size_t length, const char *word)
{
    size_t n = strlen(word);
    return length >= n && memcmp(text, word, n) == 0 &&
           (length == n || text[n] == ' ' || text[n] == '\t' || text[n] == '\r' || text[n] == '#');
}

char *record_prefix(const char *text, size_t length, long moves, size_t *prefix_length)
{
    long moves_seen = 0, lines_kept = 0; /* lines_kept: the draw and move lines 'end' counts */
    size_t cut = length;
    int ended = 0;
    for (size_t pos = 0; pos < length;) {
        size_t end = pos;
        while (end < length && text[end] != '\n')
            end++;
        size_t word = pos;
        while (word < end && (text[word] == ' ' || text[word] == '\t'))
            word++;
        const char *line = text + word;
        size_t n = end - word;
        int is_move = starts_with(line, n, "place") || starts_with(line, n, "deploy") || starts_with(line, n, "pass");
        if (is_move && moves_seen++ == moves)
            cut = pos;
        if (pos < cut && (is_move || starts_with(line, n, "draw")))
            lines_kept++;
        ended |= starts_with(line, n, "end");
        pos = end < length ? end + 1 : end;
    }
    enum { END_LINE_ROOM = 32 };
    char *prefix = malloc(cut + END_LINE_ROOM);
    if (!prefix)
        return NULL;
    memcpy(prefix, text, cut);
    if (cut < length && ended) /* a version-2 record must end with 'end N': the cut one too */
        cut += (size_t)snprintf(prefix + cut, END_LINE_ROOM, "end %ld\n", lines_kept);
    prefix[cut] = '\0';
    *prefix_length = cut;
    return prefix;
}
