/* Finding a tile type by what a player sees on the tile in hand: its sides
 * as terrain letters, or its features ("river with 2 fish", "lake",
 * "mammoth", "gold"), or its name. One matcher for every frontend, so the
 * terminal, the web page and the bindings find the same tiles in the same
 * order.
 *
 * A query is a list of words; each word (with the number before it, if
 * any) is a term. A type's score adds what each term gives; types meeting
 * more terms fully come first, then the higher score, then those with fewer
 * features the query did not mention (a plain lake tile before a lake with
 * a river and a mammoth), then the more copies left, then the set's order. */
#include <string.h>

#include "tiles/finder.h"
#include "util/error.h"
#include "util/lexer.h"

enum {
    TERM_NAME,       /* a tile type's name */
    TERM_SIDES,      /* four side letters, '?' for any */
    TERM_FEATURE     /* an item, a kind of area, a spring, a bonus tile */
};

/* Features a term can ask for, beyond the items (0 to HU_ITEM_COUNT - 1). */
enum {
    FEATURE_LAKE = HU_ITEM_COUNT,
    FEATURE_RIVER,
    FEATURE_FOREST,
    FEATURE_MEADOW,
    FEATURE_SPRING,
    FEATURE_BONUS,
    FEATURE_COUNT
};

#define MAX_TERMS 16
#define MAX_WORD 32

typedef struct term {
    int kind;
    int feature;        /* TERM_FEATURE: FEATURE_* or an item */
    int count;          /* TERM_FEATURE: the number asked for, or -1 for "some" */
    int type;           /* TERM_NAME */
    uint8_t sides[4];   /* TERM_SIDES: hunters_terrain, or 0 for any */
} term;

/* The words of features; plurals are the word with an "s" (or "es"). */
static const struct {
    const char *word;
    int feature;
} feature_words[] = {
    {"fish", HUNTERS_ITEM_FISH},         {"nugget", HUNTERS_ITEM_NUGGET},
    {"gold", HUNTERS_ITEM_NUGGET},       {"mushroom", HUNTERS_ITEM_MUSHROOM},
    {"deer", HUNTERS_ITEM_DEER},         {"stag", HUNTERS_ITEM_DEER},
    {"mammoth", HUNTERS_ITEM_MAMMOTH},   {"tiger", HUNTERS_ITEM_TIGER},
    {"sabre", HUNTERS_ITEM_TIGER},       {"sabretooth", HUNTERS_ITEM_TIGER},
    {"aurochs", HUNTERS_ITEM_AUROCHS},   {"auroch", HUNTERS_ITEM_AUROCHS},
    {"bison", HUNTERS_ITEM_AUROCHS},     {"ox", HUNTERS_ITEM_AUROCHS},
    {"fire", HUNTERS_ITEM_FIRE},         {"dolmen", HUNTERS_ITEM_DOLMEN},
    {"volcano", HUNTERS_ITEM_VOLCANO},   {"lake", FEATURE_LAKE},
    {"river", FEATURE_RIVER},            {"forest", FEATURE_FOREST},
    {"wood", FEATURE_FOREST},            {"meadow", FEATURE_MEADOW},
    {"spring", FEATURE_SPRING},          {"source", FEATURE_SPRING},
    {"bonus", FEATURE_BONUS},
};

/* Words that carry no meaning of their own: "a river with 2 fish". */
static const char *const filler_words[] = {"a", "an", "and", "the", "with", "of", "on", "in", "tile", "side",
                                           "sides", "has", "have", "plus"};

/* A count in words, 0 to 12 ("zero" and "none" as well as "no"); in
 * digits 0 to 999 (number_of()). A tile holds fewer of anything. */
static const char *const number_words[] = {"no",  "one",   "two",   "three", "four",   "five",  "six",
                                           "seven", "eight", "nine", "ten", "eleven", "twelve"};
enum { COUNT_MAX = 999 };

static int equals(const char *a, const char *b)
{
    return strcmp(a, b) == 0;
}

/* A query is case-insensitive: words are compared in lower case. */
static char ascii_lower(char c)
{
    return (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
}

/* The type whose name reads as the lower-case word in another case ("lr2a"
 * for LR2a: a player types a name read off a list as it comes), when
 * exactly one type's name does; -1 when none does, -2 when several do
 * (Gg and GG for "gg": the word is no unknown one, its case says which). */
static int type_named_in_any_case(const hunters_tileset *ts, const char *word)
{
    int found = -1;
    for (int t = 0; t < ts->type_count; t++) {
        const char *name = ts->types[t].name;
        size_t k = 0;
        while (name[k] && word[k] && ascii_lower(name[k]) == word[k])
            k++;
        if (name[k] || word[k])
            continue;
        if (found >= 0)
            return -2;
        found = t;
    }
    return found;
}

/* The feature a lower-case word names, its plural included, or -1. */
static int feature_of(const char *word)
{
    size_t n = strlen(word);
    for (size_t i = 0; i < sizeof feature_words / sizeof feature_words[0]; i++) {
        const char *w = feature_words[i].word;
        size_t m = strlen(w);
        if (n >= m && strncmp(word, w, m) == 0 &&
            (n == m || (n == m + 1 && word[m] == 's') || (n == m + 2 && word[m] == 'e' && word[m + 1] == 's')))
            return feature_words[i].feature;
    }
    return -1;
}

/* Whether the word is written in digits, with a '-' before them or not. */
static int is_digits(const char *word)
{
    word += *word == '-';
    if (!*word)
        return 0;
    for (; *word; word++)
        if (*word < '0' || *word > '9')
            return 0;
    return 1;
}

/* What number_of() found: no number, a count, digits that are no count,
 * a zero with a sign ("-0", "-00": 0 spelt wrong, which a record's reader
 * says of "-0" too, not a count out of range). */
enum { NUMBER_NONE = 0, NUMBER_COUNT = 1, NUMBER_OUT_OF_RANGE = -1, NUMBER_SIGNED_ZERO = -2 };

/* A whole number word ("2", "two", "no", "zero" or "none" for 0) into
 * *out: NUMBER_COUNT; NUMBER_NONE if it is none; NUMBER_SIGNED_ZERO for
 * "-0" (any zeros after the sign); NUMBER_OUT_OF_RANGE for other digits
 * that are no count (negative, or more than COUNT_MAX: "-1 fish" was an
 * unknown word, as was "seven"). */
static int number_of(const char *word, int *out)
{
    for (size_t i = 0; i < sizeof number_words / sizeof number_words[0]; i++)
        if (equals(word, number_words[i])) {
            *out = (int)i;
            return NUMBER_COUNT;
        }
    if (equals(word, "zero") || equals(word, "none")) {
        *out = 0;
        return NUMBER_COUNT;
    }
    if (!is_digits(word))
        return NUMBER_NONE;
    if (*word == '-')
        return word[strspn(word + 1, "0") + 1] == '\0' ? NUMBER_SIGNED_ZERO : NUMBER_OUT_OF_RANGE;
    while (word[0] == '0' && word[1]) /* (leading zeros allowed, as a player may type them) */
        word++;
    int64_t value;
    if (!hu_parse_number(word, strlen(word), 0, COUNT_MAX, &value))
        return NUMBER_OUT_OF_RANGE;
    *out = (int)value;
    return NUMBER_COUNT;
}

/* Four side letters (F, M, R, or ? for any) into sides; 0 if it is none. */
static int sides_of(const char *word, uint8_t sides[4])
{
    if (strlen(word) != 4)
        return 0;
    for (int d = 0; d < 4; d++)
        switch (word[d]) {
        case 'f': sides[d] = HUNTERS_TERRAIN_FOREST; break;
        case 'm': sides[d] = HUNTERS_TERRAIN_MEADOW; break;
        case 'r': sides[d] = HUNTERS_TERRAIN_RIVER; break;
        case '?': case '.': case '*': sides[d] = 0; break;
        default: return 0;
        }
    return 1;
}

static int is_filler(const char *word)
{
    for (size_t i = 0; i < sizeof filler_words / sizeof filler_words[0]; i++)
        if (equals(word, filler_words[i]))
            return 1;
    return 0;
}

/* Whether c separates the words of a query. */
static int is_separator(char c)
{
    return c == ' ' || c == '\t' || c == ',' || c == ';' || c == '\n' || c == '\r';
}

/* Whether the word after query[i] on (past the separators) names a
 * feature: a number before it is that feature's count. */
static int feature_follows(const char *query, size_t i)
{
    while (is_separator(query[i]))
        i++;
    char word[MAX_WORD];
    size_t n = 0;
    while (query[i] && !is_separator(query[i])) {
        if (n + 1 >= MAX_WORD)
            return 0;
        word[n++] = ascii_lower(query[i++]);
    }
    word[n] = '\0';
    return n > 0 && feature_of(word) >= 0;
}

static int parse_query(const hunters_tileset *ts, const char *query, term *terms, int *term_count,
                       hunters_error *error)
{
    int count = -1, count_column = 0;
    *term_count = 0;
    for (size_t i = 0; query[i];) {
        if (is_separator(query[i])) {
            i++;
            continue;
        }
        size_t start = i;
        while (query[i] && !is_separator(query[i]))
            i++;
        int column = (int)start + 1;
        char raw[MAX_WORD], word[MAX_WORD];
        if (i - start >= MAX_WORD)
            return hu_error_set(error, HUNTERS_EPARSE, 1, column, "the word at column %d is too long", column);
        memcpy(raw, query + start, i - start);
        raw[i - start] = '\0';
        for (size_t k = 0; k <= i - start; k++) {
            unsigned char r = (unsigned char)raw[k];
            if (r >= 0x80) /* the byte's own column, not its word's */
                return hu_error_set(error, HUNTERS_EPARSE, 1, column + (int)k,
                                    "a query is plain ASCII words (a byte over 127 at column %d)", column + (int)k);
            word[k] = ascii_lower((char)r);
        }
        if (*term_count == MAX_TERMS)
            return hu_error_set(error, HUNTERS_EPARSE, 1, column,
                                "too many words from '%s' on (at most 16 terms)", raw);
        term *t = &terms[*term_count];
        memset(t, 0, sizeof *t);
        int type = hunters_tileset_type_find(ts, raw);
        int number, count_read;
        /* a type named as a number ("2", as one transcribing tiles may
         * number them) is that type, but not before a feature: "2 fish"
         * counts the fish, as in every other set */
        if (type >= 0 && number_of(word, &count_read) == NUMBER_COUNT && feature_follows(query, i))
            type = -1;
        if (type >= 0) {
            t->kind = TERM_NAME;
            t->type = type;
        } else if ((number = number_of(word, &count_read)) == NUMBER_SIGNED_ZERO) {
            return hu_error_set(error, HUNTERS_EPARSE, 1, column,
                                "'%s': a count is written 0, not '%s' (a count has no sign)", raw, raw);
        } else if (number == NUMBER_OUT_OF_RANGE) {
            return hu_error_set(error, HUNTERS_EPARSE, 1, column, "'%s': a count is a whole number from 0 to %d",
                                raw, COUNT_MAX);
        } else if (number == NUMBER_COUNT) {
            if (count >= 0)
                return hu_error_set(error, HUNTERS_EPARSE, 1, column, "'%s': two numbers in a row", raw);
            count = count_read;
            count_column = column;
            continue;
        } else if (is_filler(word)) {
            continue;
        } else if ((t->feature = feature_of(word)) >= 0) {
            t->kind = TERM_FEATURE;
            t->count = count;
            count = -1;
        } else if (sides_of(word, t->sides)) {
            t->kind = TERM_SIDES;
        } else if ((t->type = type_named_in_any_case(ts, word)) >= 0) {
            t->kind = TERM_NAME;
        } else if (t->type == -2) {
            return hu_error_set(error, HUNTERS_EPARSE, 1, column,
                                "'%s' names several tile types, each in another case: type the name as it is "
                                "written",
                                raw);
        } else {
            /* (a word of 16 characters or more is shown by its start: the
             * message, 238 bytes without it, fits the error's 255 whole) */
            return hu_error_set(error, HUNTERS_EPARSE, 1, column,
                        "unknown word '%.*s%s': use four side letters (F forest, M meadow, R river, ? any; "
                        "north first, clockwise), a tile name, or a feature (lake, river, spring, forest, "
                        "meadow, fish, gold, mushroom, deer, mammoth, tiger, aurochs, fire, dolmen, bonus)",
                        strlen(raw) > 16 ? 13 : 16, raw, strlen(raw) > 16 ? "..." : "");
        }
        if (count >= 0)
            return hu_error_set(error, HUNTERS_EPARSE, 1, count_column, "a number must come before a feature: '%s'",
                        raw);
        (*term_count)++;
    }
    if (count >= 0)
        return hu_error_set(error, HUNTERS_EPARSE, 1, count_column,
                            "a number at the end: say what it counts (\"2 fish\")");
    return HUNTERS_OK;
}

/* How many of a feature the type has: items over all its areas, areas of
 * a kind, spring ends, and 1 for a bonus tile. */
static int feature_count(const hu_tile_type *tt, int feature)
{
    if (feature == FEATURE_BONUS)
        return (tt->flags & HUNTERS_TILE_BONUS) != 0;
    int n = 0;
    for (int a = 0; a < tt->area_count; a++) {
        const hu_area *area = &tt->area[a];
        if (feature < HU_ITEM_COUNT)
            n += area->item[feature];
        else if (feature == FEATURE_SPRING)
            n += area->kind == HUNTERS_AREA_RIVER
                     ? (area->end[0] == HUNTERS_END_SPRING) + (area->end[1] == HUNTERS_END_SPRING)
                     : 0;
        else
            n += area->kind == (feature == FEATURE_LAKE    ? HUNTERS_AREA_LAKE
                                : feature == FEATURE_RIVER ? HUNTERS_AREA_RIVER
                                : feature == FEATURE_FOREST ? HUNTERS_AREA_FOREST
                                                            : HUNTERS_AREA_MEADOW);
    }
    return n;
}

/* The rotation whose sides best show the four typed, and how many of the
 * given (not '?') sides it shows. */
static int best_rotation(const hu_tile_type *tt, const uint8_t sides[4], int *shown)
{
    int best = 0;
    *shown = -1;
    for (int r = 0; r < 4; r++) {
        int n = 0;
        for (int d = 0; d < 4; d++) /* turned r quarters clockwise, side d shows side d - r */
            n += sides[d] && sides[d] == tt->side[(d - r + 4) % 4];
        if (n > *shown) {
            *shown = n;
            best = r;
        }
    }
    return best;
}

typedef struct ranked {
    hunters_tile_match match;
    int surplus;        /* features the type has that no term asked about */
    int left;           /* copies left */
} ranked;

static ranked rank_type(const hunters_tileset *ts, int type, int left, const term *terms, int term_count)
{
    const hu_tile_type *tt = &ts->types[type];
    ranked out = {{type, 0, 0, 0}, 0, left};
    int asked[FEATURE_COUNT] = {0};
    for (int i = 0; i < term_count; i++) {
        const term *t = &terms[i];
        int points = 0;
        if (t->kind == TERM_NAME) {
            points = t->type == type ? 1000 : 0;
        } else if (t->kind == TERM_SIDES) {
            int shown, given = (t->sides[0] != 0) + (t->sides[1] != 0) + (t->sides[2] != 0) + (t->sides[3] != 0);
            out.match.rotation = best_rotation(tt, t->sides, &shown);
            points = shown == given ? 100 : shown == given - 1 ? 40 : 0;
        } else {
            int has = feature_count(tt, t->feature);
            asked[t->feature] = 1;
            if (t->count < 0)
                points = has > 0 ? 100 : 0;
            else if (has == t->count)
                points = 100;
            else if (has > 0 && t->count > 0)
                points = 40; /* the feature, but another number of it */
        }
        out.match.score += points;
        out.match.terms_met += points >= 100;
    }
    /* meadows, forests and the volcano are on most tiles: not a surplus */
    for (int f = 0; f < FEATURE_COUNT; f++)
        out.surplus += !asked[f] && f != FEATURE_MEADOW && f != FEATURE_FOREST && f != HUNTERS_ITEM_VOLCANO &&
                       feature_count(tt, f) > 0;
    return out;
}

/* Whether a ranks before b. */
static int before(const ranked *a, const ranked *b)
{
    if (a->match.terms_met != b->match.terms_met)
        return a->match.terms_met > b->match.terms_met;
    if (a->match.score != b->match.score)
        return a->match.score > b->match.score;
    if (a->surplus != b->surplus)
        return a->surplus < b->surplus;
    if (a->left != b->left)
        return a->left > b->left;
    return a->match.type < b->match.type;
}

static int copies_left(const hunters_tileset *ts, hu_tiles_left_fn left, const void *context, int type)
{
    return left ? left(context, type) : (int)ts->types[type].copies;
}

int hu_tileset_find(const hunters_tileset *ts, hu_tiles_left_fn left, const void *context, const char *query,
                    hunters_tile_match *matches, int capacity, hunters_error *error)
{
    if (!ts || !query || capacity < 0 || (capacity > 0 && !matches))
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "a NULL tile set, query or matches, or a negative capacity");
    hu_error_clear(error);
    term terms[MAX_TERMS];
    int term_count;
    int rc = parse_query(ts, query, terms, &term_count, error);
    if (rc)
        return rc;
    /* The best `capacity` types, kept sorted by insertion into the caller's
     * array, the only storage (nothing is allocated); a kept type's rank is
     * computed again when compared, as the array holds only its match. */
    int found = 0, kept = 0;
    for (int type = 0; type < ts->type_count; type++) {
        int copies = copies_left(ts, left, context, type);
        if (copies <= 0 || (ts->types[type].flags & HUNTERS_TILE_START))
            continue;
        ranked r = rank_type(ts, type, copies, terms, term_count);
        if (term_count > 0 && r.match.score == 0)
            continue;
        found++;
        int at = kept < capacity ? kept++ : capacity; /* when full, r must beat the last kept */
        while (at > 0) {
            int other = matches[at - 1].type;
            ranked prev = rank_type(ts, other, copies_left(ts, left, context, other), terms, term_count);
            if (!before(&r, &prev))
                break;
            if (at < capacity)
                matches[at] = matches[at - 1];
            at--;
        }
        if (at < capacity)
            matches[at] = r.match;
    }
    return found;
}

int hunters_tileset_find_tiles(const hunters_tileset *tileset, const char *query, hunters_tile_match *matches,
                               int capacity, hunters_error *error)
{
    return hu_tileset_find(tileset, NULL, NULL, query, matches, capacity, error);
}
