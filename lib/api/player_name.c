/* Player names: which names a game takes (valid UTF-8, printable, no '#';
 * and for hunters_game_set_player_name() no noncharacter, no line
 * separator, no annotation character, no blank name, no space at an end),
 * one check shared by the
 * setter and the record loader; hunters_player_name_trim(), which
 * takes off the spaces the setter refuses at the ends by the same rule;
 * and hu_player_name_shown(), a name as the board's picture draws it. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "util/utf8.h"

/* How a code point shows in a list of names: a space (Unicode's
 * White_Space, its controls U+0009 to U+000D and U+0085 too, which a name
 * may not hold but hunters_player_name_trim() takes off its ends; and the
 * zero-width spaces U+180E, U+200B, U+2060, U+FEFF), nothing at all (Default_Ignorable_Code_Point: joiners, marks,
 * variation selectors, fillers, tags; and the blank braille pattern
 * U+2800), or a character. Sorted by first code point. The interlinear
 * annotation characters U+FFF9 to U+FFFB, beside U+FFF0 to U+FFF8, are
 * characters here, as Unicode has them (it leaves them out of
 * Default_Ignorable_Code_Point): hunters_player_name_trim() keeps them, so
 * the setter refuses them by name ("\uFFF9" trimmed to "" was no name,
 * nothing said; "\uFFF9 Ann" trimmed to "Ann" lost it unsaid). */
enum { HU_SHOWN = 0, HU_INVISIBLE = 1, HU_SPACE = 2 };
static const struct {
    unsigned first, last, kind;
} hu_blank_ranges[] = {
    {0x0009, 0x000d, HU_SPACE},     {0x0020, 0x0020, HU_SPACE},       {0x0085, 0x0085, HU_SPACE},
    {0x00a0, 0x00a0, HU_SPACE},     {0x00ad, 0x00ad, HU_INVISIBLE},
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

static const char *const hu_utf8_faults[] = HU_UTF8_FAULT_TEXTS("a player name is UTF-8: ");

/* The character at s + i (i < length) as UTF-8 (RFC 3629, hu_utf8_decode()):
 * NULL, its code point *code and bytes *n; or why it is none. */
static const char *hu_utf8_at(const unsigned char *s, size_t i, size_t length, unsigned *code, size_t *n)
{
    return hu_utf8_faults[hu_utf8_decode(s, i, length, code, n)];
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

/* Whether the character is looked past at an end of a name: invisible,
 * and no filler that shows as a blank. */
static int hu_looked_past(unsigned code)
{
    return hu_blank_kind(code) == HU_INVISIBLE && !hu_wide_filler(code);
}

/* The start of the character before s + i, none of s[from, i) cut. */
static size_t hu_before(const unsigned char *s, size_t from, size_t i)
{
    do
        i--;
    while (i > from && (s[i] & 0xc0) == 0x80);
    return i;
}

/* In the valid UTF-8 s[from, to), with start its first character that
 * shows or looks as a space (else its last), the invisible ones before
 * (after) it looked past: whether that character shows as a space there,
 * beside its neighbour in s[from, to). If so, *at is where it starts and
 * *n its bytes. The one rule of a space at an end, for the setter and the
 * trimming alike. */
static int hu_end_space(const unsigned char *s, size_t from, size_t to, int start, size_t *at, size_t *n)
{
    size_t i = start ? from : to, k = 0, m;
    unsigned code = 0, neighbour = 0;
    if (start) {
        while (i < to && hu_looked_past(code = hu_code_at(s, i, &k)))
            i += k;
        if (i >= to)
            return 0;
        if (i + k < to)
            neighbour = hu_code_at(s, i + k, &m);
    } else {
        do {
            if (i == from)
                return 0;
            i = hu_before(s, from, i);
        } while (hu_looked_past(code = hu_code_at(s, i, &k)));
        if (i > from)
            neighbour = hu_code_at(s, hu_before(s, from, i), &m);
    }
    if (!hu_space_at_end(code, neighbour, start))
        return 0;
    *at = i;
    *n = k;
    return 1;
}

/* Whether a character of the valid UTF-8 s[from, to) shows: one neither a
 * space nor invisible (a control other than a space counts as one). */
static int hu_shows(const unsigned char *s, size_t from, size_t to)
{
    size_t n;
    for (size_t i = from; i < to; i += n)
        if (hu_blank_kind(hu_code_at(s, i, &n)) == HU_SHOWN)
            return 1;
    return 0;
}

/* Whether code is one of Unicode's 66 noncharacters (Noncharacter_Code_Point):
 * U+FDD0 to U+FDEF, and U+FFFE, U+FFFF, U+1FFFE, U+1FFFF ... U+10FFFF. */
static int hu_noncharacter(unsigned code)
{
    return (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) == 0xfffe;
}

/* The refusals of a code point in a range, each read "what (range)":
 * hu_player_name_refusal() names the code point found and its byte
 * between the two ("what: U+FDD0 at byte 4 is one (range)"), these
 * found by pointer (not by text). A record's name line says them as
 * they are, at its line and column. */
static const char hu_control_why[] = "a player name has no control characters (U+0000 to U+001F, U+007F to U+009F)";
static const char hu_noncharacter_why[] = "a player name has no noncharacters (U+FDD0 to U+FDEF, and the last two "
                                          "code points of every plane: U+FFFE, U+FFFF, U+1FFFE, U+1FFFF ... "
                                          "U+10FFFF)";
static const char hu_bidi_why[] = "a player name has no bidirectional embedding, override or isolate (U+202A to "
                                  "U+202E, U+2066 to U+2069)";
static const char hu_separator_why[] = "a player name has no line or paragraph separator (U+2028, U+2029)";
static const char hu_annotation_why[] = "a player name has no interlinear annotation character (U+FFF9 to U+FFFB)";
static const char *const hu_code_point_whys[] = {hu_control_why, hu_noncharacter_why, hu_bidi_why, hu_separator_why,
                                                 hu_annotation_why};

/* Valid UTF-8 (hu_utf8_at()), no control character (C0, DEL, C1), neither
 * U+FFFE nor U+FFFF (XML 1.0 forbids them), no bidirectional embedding,
 * override or isolate (it would reorder the text after the name) and no
 * '#', a record's comment sign. Each code point is printable text a
 * frontend can show and a record's name line holds as it is: no byte of a
 * multi-byte character is below 0x80, so none is a '#', a blank or a
 * newline. Where set, a name also has no other noncharacter (U+FDD0 to
 * U+FDEF, the last two code points of every plane), no line or paragraph
 * separator (U+2028, U+2029) and no interlinear annotation character
 * (U+FFF9 to U+FFFB), a character that shows and no space at either end
 * (game.h). */
const char *hu_player_name_problem(const char *name, size_t length, int set, size_t *at)
{
    const unsigned char *s = (const unsigned char *)name;
    size_t n;
    for (size_t i = 0; i < length; i += n) {
        unsigned code;
        *at = i;
        const char *why = hu_utf8_at(s, i, length, &code, &n);
        if (why)
            return why;
        if (code < 0x20 || (code >= 0x7f && code <= 0x9f))
            return hu_control_why;
        if (code == '#')
            return "a player name has no '#'";
        /* no XML text holds U+FFFE or U+FFFF, and the board's SVG shows
         * the names; the setter refuses Unicode's other noncharacters too,
         * U+FDD0 to U+FDEF and the last two code points of every plane,
         * which no text holds either (a terminal, the SVG, a web page shows
         * them as nothing or a box), with one message: a record saved with
         * one of those before still loads */
        if (set && hu_noncharacter(code))
            return hu_noncharacter_why;
        if (code == 0xfffe || code == 0xffff)
            return "a player name has no U+FFFE or U+FFFF (not characters)";
        /* an embedding, override or isolate (U+202A to U+202E, U+2066 to
         * U+2069) holds past the name's end where nothing closes it: the
         * text around a name (an event, the record's comment, a web page's
         * sentence) shown reversed or reordered */
        if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069))
            return hu_bidi_why;
        /* the setter's alone, as the space rule below (a record saved
         * with one before still loads): the line and paragraph separators
         * break the line a name is shown in (a list of players, an event,
         * the record's comment, which editors show as two lines), and the
         * interlinear annotation characters hide or move the text between
         * them (U+FFFA to U+FFFB is an annotation, often not shown) */
        if (set && (code == 0x2028 || code == 0x2029))
            return hu_separator_why;
        if (set && code >= 0xfff9 && code <= 0xfffb)
            return hu_annotation_why;
    }
    if (!set || length == 0) /* "" clears a name */
        return NULL;
    /* a list of players shows such a name as no name at all */
    *at = 0;
    if (!hu_shows(s, 0, length))
        return "a player name has a character that shows: not only spaces and invisible ones (such as U+00A0, "
               "U+200B, U+3000)";
    /* a space before or after the name is a typing slip, invisible in a
     * list: the first and last characters that show or look as a space are
     * looked at, past the invisible ones (U+200D, U+FE0F, U+200F: "\u200D
     * Ann" shows as " Ann") */
    if (hu_end_space(s, 0, length, 1, at, &n) || hu_end_space(s, 0, length, 0, at, &n))
        return "a player name may not start or end with a space (such as U+0020, U+00A0, U+3000)";
    return NULL;
}

int hu_player_name_refusal(const char *name, size_t length, char *why, size_t size)
{
    size_t at, n;
    const char *problem = hu_player_name_problem(name, length, 1, &at);
    if (!problem)
        return 0;
    /* a code point refused for its range is named, which the user typed
     * and may not see (a terminal, a web page shows a control, a
     * noncharacter, a bidirectional control, U+FFF9 as nothing or a box):
     * "U+FDD0 at byte 4 is one", not only the range it is in; the other
     * refusals keep their words, the byte at the end */
    for (size_t k = 0; k < sizeof hu_code_point_whys / sizeof hu_code_point_whys[0]; k++)
        if (problem == hu_code_point_whys[k]) {
            const char *range = strstr(problem, " (");
            snprintf(why, size, "%.*s: U+%04X at byte %zu is one%s", (int)(range - problem), problem,
                     hu_code_at((const unsigned char *)name, at, &n), at + 1, range);
            return 1;
        }
    snprintf(why, size, "%s, at byte %zu", problem, at + 1);
    return 1;
}

/* Whether the setter refuses code wherever it stands in a name, though a
 * record's name line still loads it (saved before it was refused): a
 * noncharacter (but U+FFFE and U+FFFF, which never load), a line or
 * paragraph separator, an interlinear annotation character. */
static int hu_refused_since(unsigned code)
{
    return hu_noncharacter(code) || code == 0x2028 || code == 0x2029 || (code >= 0xfff9 && code <= 0xfffb);
}

size_t hu_player_name_shown(const char *name, char *out, size_t size)
{
    size_t start = 0, length = 0, at = 0, n;
    if (!size)
        return 0;
    if (!name || hunters_player_name_trim(name, strlen(name), &start, &length) != HUNTERS_OK)
        length = 0;
    const unsigned char *s = name ? (const unsigned char *)name + start : NULL; /* (no arithmetic on NULL) */
    for (size_t i = 0; i < length; i += n) {
        char piece[16];
        unsigned code = hu_code_at(s, i, &n);
        size_t written = n;
        if (hu_refused_since(code))
            written = (size_t)snprintf(piece, sizeof piece, "<U+%04X>", code);
        else
            memcpy(piece, s + i, n);
        if (at + written >= size) /* cut at a whole character or escape */
            break;
        memcpy(out + at, piece, written);
        at += written;
    }
    out[at] = '\0';
    return at;
}

int hunters_player_name_trim(const char *name, size_t length, size_t *start, size_t *trimmed_length)
{
    if (!name || !start || !trimmed_length)
        return HUNTERS_EINVAL;
    const unsigned char *s = (const unsigned char *)name;
    size_t n, at;
    unsigned code;
    for (size_t i = 0; i < length; i += n)
        if (hu_utf8_at(s, i, length, &code, &n))
            return HUNTERS_EINVAL;
    /* the setter's rule, hu_end_space(), until it finds no space: taking
     * one off an end gives the other end's character a new neighbour */
    size_t from = 0, to = length;
    for (int again = 1; again;) {
        again = 0;
        if (hu_end_space(s, from, to, 1, &at, &n))
            from = at + n, again = 1;
        if (hu_end_space(s, from, to, 0, &at, &n))
            to = at, again = 1;
    }
    if (!hu_shows(s, from, to)) /* blank: no name */
        from = to = 0;
    *start = from;
    *trimmed_length = to - from;
    return HUNTERS_OK;
}
