/* Player names: which names a game takes (valid UTF-8, printable, no '#';
 * and for hunters_game_set_player_name() no blank name, no space at an
 * end), one check shared by the setter and the record loader. */
#include <stddef.h>

#include "game.h"

/* How a code point past the controls shows in a list of names: a space
 * (Unicode's White_Space, and the zero-width spaces U+180E, U+200B, U+2060,
 * U+FEFF), nothing at all (Default_Ignorable_Code_Point: joiners, marks,
 * variation selectors, fillers, tags; and the blank braille pattern
 * U+2800), or a character. Sorted by first code point. */
enum { HU_SHOWN = 0, HU_INVISIBLE = 1, HU_SPACE = 2 };
static const struct {
    unsigned first, last, kind;
} hu_blank_ranges[] = {
    {0x0020, 0x0020, HU_SPACE},     {0x00a0, 0x00a0, HU_SPACE},       {0x00ad, 0x00ad, HU_INVISIBLE},
    {0x034f, 0x034f, HU_INVISIBLE}, {0x061c, 0x061c, HU_INVISIBLE},   {0x115f, 0x1160, HU_INVISIBLE},
    {0x1680, 0x1680, HU_SPACE},     {0x17b4, 0x17b5, HU_INVISIBLE},   {0x180b, 0x180d, HU_INVISIBLE},
    {0x180e, 0x180e, HU_SPACE},     {0x180f, 0x180f, HU_INVISIBLE},   {0x2000, 0x200b, HU_SPACE},
    {0x200c, 0x200f, HU_INVISIBLE}, {0x2028, 0x2029, HU_SPACE},       {0x202a, 0x202e, HU_INVISIBLE},
    {0x202f, 0x202f, HU_SPACE},     {0x205f, 0x2060, HU_SPACE},       {0x2061, 0x206f, HU_INVISIBLE},
    {0x2800, 0x2800, HU_INVISIBLE}, {0x3000, 0x3000, HU_SPACE},       {0x3164, 0x3164, HU_INVISIBLE},
    {0xfe00, 0xfe0f, HU_INVISIBLE}, {0xfeff, 0xfeff, HU_SPACE},       {0xffa0, 0xffa0, HU_INVISIBLE},
    {0xfff0, 0xfff8, HU_INVISIBLE}, {0x1bca0, 0x1bca3, HU_INVISIBLE}, {0x1d173, 0x1d17a, HU_INVISIBLE},
    {0xe0000, 0xe0fff, HU_INVISIBLE},
};

static unsigned hu_blank_kind(unsigned code)
{
    for (size_t i = 0; i < sizeof hu_blank_ranges / sizeof hu_blank_ranges[0] && hu_blank_ranges[i].first <= code; i++)
        if (code <= hu_blank_ranges[i].last)
            return hu_blank_ranges[i].kind;
    return HU_SHOWN;
}

/* The code point of the valid UTF-8 character at s + i, *n its bytes. */
static unsigned hu_code_at(const unsigned char *s, size_t i, size_t *n)
{
    unsigned c = s[i];
    *n = c < 0x80 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    unsigned code = *n == 1 ? c : c & (0x7fu >> *n);
    for (size_t k = 1; k < *n; k++)
        code = code << 6 | (s[i + k] & 0x3fu);
    return code;
}

/* The fillers that show as a blank a character wide (Hangul's U+3164 and
 * U+FFA0, the braille blank U+2800; the jamo fillers U+115F and U+1160
 * too, unless inside a syllable): at an end of a name they look as a space
 * does, though no space. */
static int hu_wide_filler(unsigned code)
{
    return code == 0x115f || code == 0x1160 || code == 0x2800 || code == 0x3164 || code == 0xffa0;
}

/* Whether code, at the start (or end) of a name, with neighbour the
 * character after (or before) it, 0 for none, shows as a space there. A
 * jamo filler is in a syllable where U+115F stands for a missing first
 * consonant before a vowel, or U+1160 for a missing vowel after one. */
static int hu_space_at_end(unsigned code, unsigned neighbour, int start)
{
    int vowel = (neighbour >= 0x1161 && neighbour <= 0x11a7) || (neighbour >= 0xd7b0 && neighbour <= 0xd7c6);
    int consonant = (neighbour >= 0x1100 && neighbour <= 0x115e) || (neighbour >= 0xa960 && neighbour <= 0xa97c);
    if (code == 0x115f)
        return !start || !vowel;
    if (code == 0x1160)
        return start || !consonant;
    return hu_blank_kind(code) == HU_SPACE || hu_wide_filler(code);
}

/* Valid UTF-8 (RFC 3629: the shortest form, no surrogates, nothing above
 * U+10FFFF), no control character (C0, DEL, C1), neither U+FFFE nor U+FFFF
 * (XML 1.0 forbids them), no bidirectional embedding, override or isolate
 * (it would reorder the text after the name) and no '#', a record's comment sign. Each code point is printable text a frontend can show and a
 * record's name line holds as it is: no byte of a multi-byte character is
 * below 0x80, so none is a '#', a blank or a newline. Where set, a name
 * also has a character that shows and no space at either end (game.h). */
const char *hu_player_name_problem(const char *name, size_t length, int set, size_t *at)
{
    const unsigned char *s = (const unsigned char *)name;
    int shown = 0; /* whether any character shows */
    for (size_t i = 0; i < length;) {
        unsigned c = s[i];
        *at = i;
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7f)
                return "a player name has no control characters (U+0000 to U+001F, U+007F to U+009F)";
            if (c == '#')
                return "a player name has no '#'";
            shown |= c != ' ';
            i++;
            continue;
        }
        if (c < 0xc0)
            return "a player name is UTF-8: a continuation byte starts no character";
        if (c < 0xc2)
            return "a player name is UTF-8: an overlong form";
        if (c > 0xf7)
            return "a player name is UTF-8: a byte UTF-8 never holds";
        if (c > 0xf4)
            return "a player name is UTF-8: a code point above U+10FFFF";
        size_t n = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
        /* the continuation bytes first: a sequence cut short says so, whatever its first bytes */
        for (size_t k = 1; k < n; k++)
            if (i + k >= length || (s[i + k] & 0xc0) != 0x80)
                return "a player name is UTF-8: a sequence cut short";
        unsigned second = s[i + 1];
        if ((c == 0xe0 && second < 0xa0) || (c == 0xf0 && second < 0x90))
            return "a player name is UTF-8: an overlong form";
        if (c == 0xed && second >= 0xa0)
            return "a player name is UTF-8: a surrogate (U+D800 to U+DFFF)";
        if (c == 0xf4 && second >= 0x90)
            return "a player name is UTF-8: a code point above U+10FFFF";
        if (c == 0xc2 && second < 0xa0) /* U+0080 to U+009F */
            return "a player name has no control characters (U+0000 to U+001F, U+007F to U+009F)";
        /* no XML text holds them, and the board's SVG shows the names */
        if (c == 0xef && second == 0xbf && s[i + 2] >= 0xbe)
            return "a player name has no U+FFFE or U+FFFF (not characters)";
        /* an embedding, override or isolate (U+202A to U+202E, U+2066 to
         * U+2069) holds past the name's end where nothing closes it: the
         * text around a name (an event, the record's comment, a web page's
         * sentence) shown reversed or reordered */
        if (c == 0xe2 && ((second == 0x80 && s[i + 2] >= 0xaa && s[i + 2] <= 0xae) ||
                          (second == 0x81 && s[i + 2] >= 0xa6 && s[i + 2] <= 0xa9)))
            return "a player name has no bidirectional embedding, override or isolate (U+202A to U+202E, "
                   "U+2066 to U+2069)";
        shown |= hu_blank_kind(hu_code_at(s, i, &n)) == HU_SHOWN;
        i += n;
    }
    if (!set || length == 0) /* "" clears a name */
        return NULL;
    /* a list of players shows such a name as no name at all */
    *at = 0;
    if (!shown)
        return "a player name has a character that shows: not only spaces and invisible ones (such as U+00A0, "
               "U+200B, U+3000)";
    /* a space before or after the name is a typing slip, invisible in a
     * list: the first and last characters that show or look as a space are
     * looked at, past the invisible ones (U+200D, U+FE0F, U+200F: "\u200D
     * Ann" shows as " Ann"); some character shows, so both are found */
    static const char *const end_space = "a player name may not start or end with a space (such as U+0020, "
                                         "U+00A0, U+3000)";
    size_t i = 0, n, next_n, before = 0;
    unsigned code;
    while (hu_blank_kind(code = hu_code_at(s, i, &n)) == HU_INVISIBLE && !hu_wide_filler(code))
        i += n;
    if (hu_space_at_end(code, i + n < length ? hu_code_at(s, i + n, &next_n) : 0, 1)) {
        *at = i;
        return end_space;
    }
    i = length;
    do {
        while ((s[--i] & 0xc0) == 0x80)
            ;
    } while (hu_blank_kind(code = hu_code_at(s, i, &n)) == HU_INVISIBLE && !hu_wide_filler(code));
    if (i > 0) {
        before = i - 1;
        while ((s[before] & 0xc0) == 0x80)
            before--;
    }
    if (hu_space_at_end(code, i > 0 ? hu_code_at(s, before, &next_n) : 0, 0)) {
        *at = i;
        return end_space;
    }
    return NULL;
}
