/* Reading a game record: the header creates the game, then every line is
 * replayed through the same checks as a live move. Any failure frees what
 * was built and reports the line and column. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "records/record.h"
#include "util/alloc.h"
#include "util/attributes.h"
#include "util/error.h"
#include "util/file.h"
#include "util/lexer.h"

typedef struct reader {
    hu_lexer lx;
    hunters_error *error;
    hunters_allocator alloc;
    const hunters_tileset *given;

    /* the header, as read */
    int players, first_player, members, huts, draw_mode, bonus_rule;
    int version;                 /* of the format: HU_RECORD_VERSION or an older one still read */
    int players_line, seed_line, draw_mode_line, library_line, first_player_line, supply_line, bonus_rule_line;
    int generator_line;
    int32_t variant[4];             /* the rule variants, as in rule_variant_lines */
    int variant_line[4], table_line;
    int table_width, table_height;  /* 0: no limit */
    unsigned long long seed, generator;
    int have_seed;
    char names[HU_MAX_PLAYERS][32];
    int name_line[HU_MAX_PLAYERS];  /* where each player was named, 0 if not */
    int tileset_line, hash_column, embedded;
    unsigned long long hash;
    char tileset_name[64];
    /* embedded tile-set lines: where they start in the record */
    size_t embed_start, embed_end;
    int embed_first_line, embed_lines;

    hunters_game *game;
    int draws_matched;   /* engine mode: events already matched to draw lines */
    int game_lines;      /* draw, place, deploy and pass lines replayed */
    int end_line;        /* the line of 'end', 0 before it */
} reader;

HU_PRINTF(5, 6) static int fail(reader *r, int status, int line, int column, const char *fmt, ...);

static int fail(reader *r, int status, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    hu_error_vset(r->error, status, line, column, fmt, ap);
    va_end(ap);
    return status;
}

static int split(reader *r, const char *line, size_t length, hu_word *words, int *n)
{
    const char *why = NULL;
    int bad = hu_split_words(line, length, words, n, &why);
    if (!bad)
        return HUNTERS_OK;
    unsigned char c = (unsigned char)line[bad - 1];
    if (c >= 0x20 && c < 0x7f)
        return fail(r, HUNTERS_EPARSE, r->lx.line, bad, "%s '%c'", why, c);
    return fail(r, HUNTERS_EPARSE, r->lx.line, bad, "%s (byte 0x%02x)", why, c);
}

/* The value of a number spelt with a sign on 0 or leading zeros ("-0",
 * "007"), which hu_parse_number() refuses, into *value: 1 if the word is
 * such a number within lo to hi (its message then names the spelling: "x
 * must be a whole number from -32768 to 32767" read wrong of "-0"). */
static int misspelt_number(const hu_word *w, int64_t lo, int64_t hi, int64_t *value)
{
    /* the digits after the sign and the zeros before them (the last digit
     * kept), read as hu_parse_number() reads any number */
    int negative = w->length > 0 && w->text[0] == '-';
    size_t at = (size_t)negative;
    while (at + 1 < w->length && w->text[at] == '0')
        at++;
    int64_t magnitude;
    if (!hu_parse_number(w->text + at, w->length - at, 0, INT64_MAX, &magnitude))
        return 0;
    *value = negative ? -magnitude : magnitude;
    return *value >= lo && *value <= hi;
}

static int number_word(reader *r, const hu_word *w, int64_t lo, int64_t hi, const char *what, int64_t *out)
{
    if (hu_parse_number(w->text, w->length, lo, hi, out))
        return HUNTERS_OK;
    int64_t value;
    /* (a word of leading zeros past hu_word_width() shown by its start, as
     * the other messages show a word: whole, it cut the message's end) */
    if (misspelt_number(w, lo, hi, &value))
        return fail(r, HUNTERS_EPARSE, r->lx.line, w->column,
                    "%s is written %lld, not '%.*s%s' (a record spells each number one way: no leading zero, no -0)",
                    what, (long long)value, hu_word_width(w), w->text,
                    (size_t)hu_word_width(w) < w->length ? "..." : "");
    return fail(r, HUNTERS_EPARSE, r->lx.line, w->column, "%s must be a whole number from %lld to %lld", what,
                (long long)lo, (long long)hi);
}

static int expect_words(reader *r, const hu_word *w, int n, int wanted, const char *example)
{
    if (n == wanted)
        return HUNTERS_OK;
    int column = n > wanted ? w[wanted].column : w[n - 1].column + (int)w[n - 1].length;
    return fail(r, HUNTERS_EPARSE, r->lx.line, column, "%s, as in: %s",
                n > wanted ? "unexpected word" : "this line is incomplete", example);
}

static int is_move_word(const hu_word *w)
{
    return hu_word_is(w, "draw") || hu_word_is(w, "place") || hu_word_is(w, "deploy") || hu_word_is(w, "pass");
}

/* Blanks between words, as hu_split_words() has them. */
static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Where the '|' of a carried tile set's line is: the line's first byte
 * other than blanks (a record's line may be indented); -1 if the line is
 * not one. What follows the bar is a line of the tile set, whose
 * indentation is free: '| tile', '|tile' and '  | tile' are one line. */
static long embed_bar(const char *line, size_t length)
{
    size_t i = 0;
    while (i < length && is_blank(line[i]))
        i++;
    return i < length && line[i] == HU_RECORD_EMBED_PREFIX ? (long)i : -1;
}

/* The column of a name line's 'name' (indented like any header line), or
 * 0 if the line is not one. */
static int name_line_column(const char *line, size_t length)
{
    size_t i = 0;
    while (i < length && is_blank(line[i]))
        i++;
    if (length - i < 4 || memcmp(line + i, "name", 4) != 0 || (length - i > 4 && !is_blank(line[i + 4])))
        return 0;
    return (int)i + 1;
}

/* name P TEXT: the text is the rest of the line, so it is read raw. */
static int read_name(reader *r, const char *line, size_t length, int name_column)
{
    size_t i = (size_t)name_column - 1 + 4;
    while (i < length && is_blank(line[i]))
        i++;
    size_t digits = i;
    while (i < length && line[i] >= '0' && line[i] <= '9')
        i++;
    int64_t player;
    if (!hu_parse_number(line + digits, i - digits, 0, HU_MAX_PLAYERS - 1, &player) || i >= length ||
        !is_blank(line[i]))
        return fail(r, HUNTERS_EPARSE, r->lx.line, (int)digits + 1,
                    "a name line reads: name PLAYER TEXT, PLAYER from 0 to %d", HU_MAX_PLAYERS - 1);
    while (i < length && is_blank(line[i]))
        i++;
    size_t start = i, end = length;
    for (size_t k = start; k < length; k++)
        if (line[k] == '#') {
            end = k;
            break;
        }
    const char *comment_why = NULL;
    int bad = hu_comment_problem(line, end, length, &comment_why);
    if (bad)
        return fail(r, HUNTERS_EPARSE, r->lx.line, bad, "%s (byte 0x%02x)", comment_why,
                    (unsigned char)line[bad - 1]);
    while (end > start && is_blank(line[end - 1]))
        end--;
    /* an empty text would leave the player unnamed, and a second line for
     * the same player unnoticed */
    if (end == start)
        return fail(r, HUNTERS_EPARSE, r->lx.line, (int)start + 1,
                    "a name line reads: name PLAYER TEXT (the text is missing)");
    size_t at;
    /* not set: a record's name of spaces and invisible characters alone,
     * or with a U+00A0 at its end, saved before the setter refused them,
     * still loads (its blanks around the name are trimmed above) */
    const char *why = hu_player_name_problem(line + start, end - start, 0, &at);
    if (why)
        return fail(r, HUNTERS_EPARSE, r->lx.line, (int)(start + at) + 1, "%s", why);
    if (end - start >= sizeof r->names[0])
        return fail(r, HUNTERS_EPARSE, r->lx.line, (int)start + 1, "a player name has at most 31 bytes of UTF-8");
    if (r->name_line[player])
        return fail(r, HUNTERS_EPARSE, r->lx.line, name_column,
                    "player %d is named twice: 'name %d' was already given on line %d", (int)player, (int)player,
                    r->name_line[player]);
    r->name_line[player] = r->lx.line;
    memcpy(r->names[player], line + start, end - start);
    r->names[player][end - start] = '\0';
    return HUNTERS_OK;
}

static int parse_hex64(const hu_word *w, unsigned long long *out)
{
    if (w->length != 16)
        return 0;
    unsigned long long v = 0;
    for (size_t i = 0; i < 16; i++) {
        char c = w->text[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return 0;
        v = v << 4 | (unsigned)d;
    }
    *out = v;
    return 1;
}

static int parse_u64(const hu_word *w, unsigned long long *out)
{
    /* one spelling per number, as hu_parse_number(): no leading zero */
    if (w->length == 0 || w->length > 20 || (w->length > 1 && w->text[0] == '0'))
        return 0;
    unsigned long long v = 0;
    for (size_t i = 0; i < w->length; i++) {
        if (w->text[i] < '0' || w->text[i] > '9')
            return 0;
        unsigned d = (unsigned)(w->text[i] - '0');
        if (v > (~0ull - d) / 10)
            return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

/* A header line may appear once: a second one would silently win. */
static int once(reader *r, int *seen_line, const hu_word *w)
{
    if (*seen_line)
        return fail(r, HUNTERS_EPARSE, r->lx.line, w[0].column, "'%.*s' was already given on line %d",
                    hu_word_width(&w[0]), w[0].text, *seen_line);
    *seen_line = r->lx.line;
    return HUNTERS_OK;
}

/* The rule variants' header lines (doc/rules.md): the word, then the
 * default's name and the other choice's. */
static const struct {
    const char *word, *choice[2], *example;
} rule_variant_lines[4] = {
    {"last-bonus", {"played", "skipped"}, "last-bonus skipped"},        /* hunters_game_options.last_bonus */
    {"forest-value", {"tile", "segment"}, "forest-value segment"},      /* .forest_value */
    {"mushroom-value", {"patch", "tile"}, "mushroom-value tile"},       /* .mushroom_value */
    {"lake-huts", {"allowed", "forbidden"}, "lake-huts forbidden"}      /* .lake_huts */
};

/* A rule-variant line; returns 1 (and *rc) if the line was one. */
static int read_rule_variant(reader *r, const hu_word *w, int n, int *rc)
{
    int line = r->lx.line;
    if (hu_word_is(&w[0], "table")) {
        int64_t width, height;
        if (!(*rc = once(r, &r->table_line, w)) && !(*rc = expect_words(r, w, n, 3, "table 12 10")) &&
            !(*rc = number_word(r, &w[1], 0, 32767, "the table width", &width)) &&
            !(*rc = number_word(r, &w[2], 0, 32767, "the table height", &height))) {
            r->table_width = (int)width;
            r->table_height = (int)height;
        }
        return 1;
    }
    for (int i = 0; i < 4; i++) {
        if (!hu_word_is(&w[0], rule_variant_lines[i].word))
            continue;
        const char *const *choice = rule_variant_lines[i].choice;
        if ((*rc = once(r, &r->variant_line[i], w)) || (*rc = expect_words(r, w, n, 2, rule_variant_lines[i].example)))
            return 1;
        if (!hu_word_is(&w[1], choice[0]) && !hu_word_is(&w[1], choice[1]))
            *rc = fail(r, HUNTERS_EPARSE, line, w[1].column, "%s is %s or %s", rule_variant_lines[i].word,
                       choice[0], choice[1]);
        else
            r->variant[i] = hu_word_is(&w[1], choice[1]);
        return 1;
    }
    return 0;
}

/* One header line other than name and embedded lines. */
static int read_header_line(reader *r, const hu_word *w, int n)
{
    int line = r->lx.line, rc;
    int64_t v;
    if (read_rule_variant(r, w, n, &rc))
        return rc;
    if (hu_word_is(&w[0], "library")) {
        if ((rc = once(r, &r->library_line, w)))
            return rc;
        return expect_words(r, w, n, 2, "library 0.1.0");
    }
    if (hu_word_is(&w[0], "players")) {
        if ((rc = once(r, &r->players_line, w)) || (rc = expect_words(r, w, n, 2, "players 2")) ||
            (rc = number_word(r, &w[1], 1, HU_MAX_PLAYERS, "players", &v)))
            return rc;
        r->players = (int)v;
        return HUNTERS_OK;
    }
    if (hu_word_is(&w[0], "first-player")) {
        if ((rc = once(r, &r->first_player_line, w)) || (rc = expect_words(r, w, n, 2, "first-player 0")) ||
            (rc = number_word(r, &w[1], 0, HU_MAX_PLAYERS - 1, "first-player", &v)))
            return rc;
        r->first_player = (int)v;
        return HUNTERS_OK;
    }
    if (hu_word_is(&w[0], "supply")) {
        int64_t huts;
        if ((rc = once(r, &r->supply_line, w)) || (rc = expect_words(r, w, n, 3, "supply 5 2")) ||
            (rc = number_word(r, &w[1], 0, 99, "members", &v)) || (rc = number_word(r, &w[2], 0, 99, "huts", &huts)))
            return rc;
        r->members = (int)v;
        r->huts = (int)huts;
        return HUNTERS_OK;
    }
    if (hu_word_is(&w[0], "bonus-rule")) {
        if ((rc = once(r, &r->bonus_rule_line, w)) || (rc = expect_words(r, w, n, 2, "bonus-rule redraw")))
            return rc;
        if (!hu_word_is(&w[1], "redraw") && !hu_word_is(&w[1], "forfeit"))
            return fail(r, HUNTERS_EPARSE, line, w[1].column, "bonus-rule is redraw or forfeit");
        r->bonus_rule = hu_word_is(&w[1], "forfeit") ? HUNTERS_BONUS_FORFEIT : HUNTERS_BONUS_REDRAW;
        return HUNTERS_OK;
    }
    if (hu_word_is(&w[0], "draw-mode")) {
        if ((rc = once(r, &r->draw_mode_line, w)) || (rc = expect_words(r, w, n, 2, "draw-mode engine")))
            return rc;
        if (!hu_word_is(&w[1], "engine") && !hu_word_is(&w[1], "caller"))
            return fail(r, HUNTERS_EPARSE, line, w[1].column, "draw-mode is engine or caller");
        r->draw_mode = hu_word_is(&w[1], "engine") ? HUNTERS_DRAW_ENGINE : HUNTERS_DRAW_CALLER;
        return HUNTERS_OK;
    }
    if (hu_word_is(&w[0], "seed")) {
        if ((rc = once(r, &r->seed_line, w)) || (rc = expect_words(r, w, n, 2, "seed 2002")))
            return rc;
        if (!parse_u64(&w[1], &r->seed))
            return fail(r, HUNTERS_EPARSE, line, w[1].column, "the seed is a whole number from 0 to 2^64-1");
        r->have_seed = 1;
        return HUNTERS_OK;
    }
    if (hu_word_is(&w[0], "generator") && r->version >= 2) {
        if ((rc = once(r, &r->generator_line, w)) || (rc = expect_words(r, w, n, 2, "generator 9e3779b97f4a7c15")))
            return rc;
        if (!parse_hex64(&w[1], &r->generator))
            return fail(r, HUNTERS_EPARSE, line, w[1].column, "the generator state is 16 lowercase hex digits");
        return HUNTERS_OK;
    }
    if (hu_word_is(&w[0], "tileset")) {
        if ((rc = once(r, &r->tileset_line, w)))
            return rc;
        if (n == 4 && !hu_word_is(&w[3], "embedded"))
            return fail(r, HUNTERS_EPARSE, line, w[3].column, "after the hash a tileset line has only 'embedded'");
        if (n < 3 || n > 4)
            return expect_words(r, w, n, n < 3 ? 3 : 4, "tileset reconstruction-v1 c674d18ce4e35c33");
        if (!parse_hex64(&w[2], &r->hash))
            return fail(r, HUNTERS_EPARSE, line, w[2].column, "the tile-set hash is 16 lowercase hex digits");
        if (w[1].length >= sizeof r->tileset_name)
            return fail(r, HUNTERS_EPARSE, line, w[1].column, "the tile-set name is too long");
        memcpy(r->tileset_name, w[1].text, w[1].length);
        r->tileset_name[w[1].length] = '\0';
        r->hash_column = w[2].column;
        r->embedded = n == 4;
        return HUNTERS_OK;
    }
    return fail(r, HUNTERS_EPARSE, line, w[0].column, "unknown word '%.*s' in the header", hu_word_width(&w[0]),
                w[0].text);
}

/* Where the carried set's error at its line k (from 1) and column is in
 * the record: on line k of the block, behind its '|' (resolve_tileset()
 * takes the line from the byte after the bar, embed_bar()). An error at the end of the set's
 * text (no start tile, a last tile left unfinished: k past the block) is
 * put just past the block's last byte, not on the record line after it,
 * which is no part of the set; one with no line (the text refused whole)
 * on the 'tileset ... embedded' line. */
static void embed_position(const reader *r, int k, int column, int *line_out, int *column_out)
{
    hu_lexer lx;
    hu_lexer_init(&lx, r->lx.text + r->embed_start, r->embed_end - r->embed_start);
    const char *line;
    size_t n = 0;
    *line_out = r->tileset_line;
    *column_out = 1;
    if (k < 1)
        return;
    while (hu_lexer_line(&lx, &line, &n)) {
        if (lx.line == k) {
            *line_out = r->embed_first_line + k - 1;
            *column_out = column + (int)embed_bar(line, n) + 1;
            return;
        }
    }
    /* past the block: the end of its last line */
    *line_out = r->embed_first_line + r->embed_lines - 1;
    *column_out = (int)n + 1;
}

/* The tile set the record names: carried inside it, given by the caller,
 * or the built-in one, and in every case of the stated hash. */
static int resolve_tileset(reader *r, const hunters_tileset **out, hunters_tileset **owned)
{
    *owned = NULL;
    if (r->embedded) {
        if (r->embed_lines == 0)
            return fail(r, HUNTERS_EPARSE, r->tileset_line, 1, "the embedded tile set is missing ('| ' lines)");
        /* gather the lines from the byte after their bar */
        size_t capacity = r->embed_end - r->embed_start + 1;
        char *text = hu_alloc(&r->alloc, capacity);
        if (!text)
            return fail(r, HUNTERS_ENOMEM, 0, 0, "out of memory");
        size_t length = 0;
        hu_lexer lx;
        hu_lexer_init(&lx, r->lx.text + r->embed_start, r->embed_end - r->embed_start);
        const char *line;
        size_t n;
        while (hu_lexer_line(&lx, &line, &n)) {
            /* the block is contiguous '|' lines (read_record sees to it) */
            long bar = embed_bar(line, n);
            if (bar < 0)
                break;
            size_t skip = (size_t)bar + 1;
            /* the set's load skips a byte-order mark first in its text,
             * but one after the first bar is within the record: refused
             * as that byte is on any other line (hu_split_words()) */
            if (length == 0 && n - skip >= 3 && memcmp(line + skip, "\xef\xbb\xbf", 3) == 0) {
                hu_free(&r->alloc, text, capacity);
                return fail(r, HUNTERS_EPARSE, r->embed_first_line, (int)skip + 1,
                            "embedded tile set: unexpected byte outside a comment (byte 0xef)");
            }
            memcpy(text + length, line + skip, n - skip);
            length += n - skip;
            text[length++] = '\n';
        }
        hunters_error err;
        int rc = hunters_tileset_load_string(owned, text, length, &r->alloc, &err);
        hu_free(&r->alloc, text, capacity);
        if (rc) {
            if (rc == HUNTERS_ENOMEM)
                return fail(r, rc, 0, 0, "out of memory");
            int at_line, at_column;
            embed_position(r, err.line, err.column, &at_line, &at_column);
            return fail(r, rc, at_line, at_column, "embedded tile set: %s", err.message);
        }
        if ((*owned)->hash != r->hash)
            return fail(r, HUNTERS_EPARSE, r->tileset_line, r->hash_column,
                        "the embedded tile set's hash is %016llx, not the one stated",
                        (unsigned long long)(*owned)->hash);
        *out = *owned;
        return HUNTERS_OK;
    }
    if (r->given && r->given->hash == r->hash) {
        *out = r->given;
        return HUNTERS_OK;
    }
    int rc = hunters_tileset_load_default(owned, &r->alloc);
    if (rc)
        return fail(r, rc, 0, 0, "out of memory");
    if ((*owned)->hash == r->hash) {
        *out = *owned;
        return HUNTERS_OK;
    }
    return fail(r, HUNTERS_EPARSE, r->tileset_line, r->hash_column,
                "the record was made for tile set '%s' with hash %016llx; load it with that tile set "
                "(this one's hash is %016llx)",
                r->tileset_name, r->hash,
                (unsigned long long)(r->given ? r->given->hash : (*owned)->hash));
}

/* Creates the game once the header is read; a missing header line is
 * reported where the moves begin (or at the end of the text). */
static int create_game(reader *r, int end)
{
    if (!r->players_line)
        return fail(r, HUNTERS_EPARSE, end, 1, "the header has no 'players' line");
    if (!r->draw_mode_line)
        return fail(r, HUNTERS_EPARSE, end, 1, "the header has no 'draw-mode' line");
    if (!r->tileset_line)
        return fail(r, HUNTERS_EPARSE, end, 1, "the header has no 'tileset' line");
    if (r->draw_mode == HUNTERS_DRAW_ENGINE && !r->have_seed)
        return fail(r, HUNTERS_EPARSE, r->draw_mode_line, 1, "draw-mode engine needs a 'seed' line");
    if (r->draw_mode == HUNTERS_DRAW_ENGINE && r->generator_line)
        return fail(r, HUNTERS_EPARSE, r->generator_line, 1,
                    "a generator line is for draw-mode caller (in engine mode the seed and the moves decide it)");
    /* at the line that names the player, which the players line contradicts
     * (the players line was named: a reader looked for the player there) */
    if (r->first_player >= r->players)
        return fail(r, HUNTERS_EPARSE, r->first_player_line ? r->first_player_line : r->players_line, 1,
                    "first-player %d does not play in a %d-player game (players, line %d)", r->first_player,
                    r->players, r->players_line);
    int unseated = -1; /* the first such name line in the text, not the lowest player's */
    for (int p = r->players; p < HU_MAX_PLAYERS; p++)
        if (r->names[p][0] && (unseated < 0 || r->name_line[p] < r->name_line[unseated]))
            unseated = p;
    if (unseated >= 0)
        return fail(r, HUNTERS_EPARSE, r->name_line[unseated] ? r->name_line[unseated] : r->players_line, 1,
                    "player %d is named but does not play in a %d-player game (players, line %d)", unseated,
                    r->players, r->players_line);
    const hunters_tileset *ts = NULL;
    hunters_tileset *owned = NULL;
    int rc = resolve_tileset(r, &ts, &owned);
    if (rc == HUNTERS_OK) {
        hunters_game_options o;
        hunters_game_options_init(&o);
        o.players = r->players;
        o.first_player = r->first_player;
        o.members = r->members;
        o.huts = r->huts;
        o.draw_mode = r->draw_mode;
        o.bonus_rule = r->bonus_rule;
        o.last_bonus = r->variant[0];
        o.forest_value = r->variant[1];
        o.mushroom_value = r->variant[2];
        o.lake_huts = r->variant[3];
        o.table_width = r->table_width;
        o.table_height = r->table_height;
        o.seed = r->seed;
        o.tileset = ts;
        o.allocator = &r->alloc;
        hunters_error err;
        rc = hunters_game_new(&r->game, &o, &err);
        if (rc)
            rc = fail(r, rc, 0, 0, "%s", err.message);
    }
    hunters_tileset_free(owned);
    if (rc)
        return rc;
    for (int p = 0; p < r->players; p++)
        memcpy(r->game->names[p], r->names[p], sizeof r->names[p]);
    return HUNTERS_OK;
}

/* Caller mode, once every line is replayed: hunters_game_draw_random() goes
 * on where the saved game left it. The 'draw ... random' lines have brought
 * the generator there already, unless the saved game was redetermined:
 * then it is set, and undo (which replays from the seed) is refused. */
static void restore_generator(reader *r)
{
    if (r->generator_line && r->game->s.rng != r->generator) {
        r->game->s.rng = r->generator;
        r->game->s.rng_replaced = 1;
    }
}

/* The index of the first draw event (land or bonus) at or after from in
 * the game's log, or -1. */
static int next_draw(const hunters_game *g, int from)
{
    for (int i = from; i < g->event_count; i++)
        if (g->events[i].type == HUNTERS_EVENT_TILE_DRAWN || g->events[i].type == HUNTERS_EVENT_BONUS_DRAWN)
            return i;
    return -1;
}

/* Engine mode: every tile the seed drew so far has had its 'draw' line, so
 * a record can neither leave one out nor put it after its move. */
static int draws_all_matched(reader *r, int line, int column)
{
    const hunters_game *g = r->game;
    int i = next_draw(g, r->draws_matched);
    if (g->options.draw_mode != HUNTERS_DRAW_ENGINE || i < 0)
        return HUNTERS_OK;
    return fail(r, HUNTERS_EPARSE, line, column, "seed %llu drew %s before this line, and the record has no "
                "'draw %s' line for it", r->seed, g->ts->types[g->events[i].tile_type].name,
                g->ts->types[g->events[i].tile_type].name);
}

/* draw NAME: in caller mode the draw happens; in engine mode the engine
 * already drew, and the record must agree with it. */
static int replay_draw(reader *r, const hu_word *w, int n)
{
    hunters_game *g = r->game;
    int random = n == 3 && hu_word_is(&w[2], "random");
    int rc = expect_words(r, w, n, random ? 3 : 2, "draw FCa");
    if (rc)
        return rc;
    int type = -1;
    for (int t = 0; t < g->ts->type_count; t++)
        if (hu_word_is(&w[1], g->ts->types[t].name))
            type = t;
    if (type < 0)
        return fail(r, HUNTERS_EPARSE, r->lx.line, w[1].column, "unknown tile type '%.*s'", hu_word_width(&w[1]),
                    w[1].text);
    if (random && g->options.draw_mode != HUNTERS_DRAW_CALLER)
        return fail(r, HUNTERS_EPARSE, r->lx.line, w[2].column,
                    "'random' marks a draw of the generator in draw-mode caller (in engine mode every draw is)");
    if (random) {
        /* drawn again by the generator, which must give the same tile */
        int before = g->event_count;
        if ((rc = hunters_game_draw_random(g)))
            return fail(r, HUNTERS_EILLEGAL, r->lx.line, w[0].column, "%s", g->errmsg);
        for (int i = next_draw(g, before); i >= 0; i = next_draw(g, i + 1))
            if (g->events[i].tile_type != type)
                return fail(r, HUNTERS_EILLEGAL, r->lx.line, w[1].column,
                            "the record draws %s at random, but the generator draws %s here", g->ts->types[type].name,
                            g->ts->types[g->events[i].tile_type].name);
        return HUNTERS_OK;
    }
    if (g->options.draw_mode == HUNTERS_DRAW_CALLER) {
        rc = hunters_game_draw(g, type);
        return rc ? fail(r, HUNTERS_EILLEGAL, r->lx.line, w[0].column, "%s", g->errmsg) : HUNTERS_OK;
    }
    int i = next_draw(g, r->draws_matched);
    if (i < 0)
        return fail(r, HUNTERS_EILLEGAL, r->lx.line, w[0].column, "no tile is drawn at this point of the game");
    r->draws_matched = i + 1;
    if (g->events[i].tile_type != type)
        return fail(r, HUNTERS_EILLEGAL, r->lx.line, w[1].column, "the record draws %s, but seed %llu drew %s here",
                    g->ts->types[type].name, r->seed, g->ts->types[g->events[i].tile_type].name);
    return HUNTERS_OK;
}

static int replay_move(reader *r, const hu_word *w, int n)
{
    int rc;
    int64_t x, y, area;
    hunters_move move;
    r->game_lines++;
    if (hu_word_is(&w[0], "draw"))
        return replay_draw(r, w, n);
    if ((rc = draws_all_matched(r, r->lx.line, w[0].column)))
        return rc;
    /* the words there are checked before their count: "place banana" is
     * refused at banana, not as a line cut short */
    if (hu_word_is(&w[0], "place")) {
        if ((n > 1 && (rc = number_word(r, &w[1], -32768, 32767, "x", &x))) ||
            (n > 2 && (rc = number_word(r, &w[2], -32768, 32767, "y", &y))) ||
            (rc = expect_words(r, w, n, 4, "place 1 -2 r3")))
            return rc;
        if (w[3].length != 2 || w[3].text[0] != 'r' || w[3].text[1] < '0' || w[3].text[1] > '3')
            return fail(r, HUNTERS_EPARSE, r->lx.line, w[3].column, "the rotation is r0, r1, r2 or r3");
        move = hunters_move_place((int)x, (int)y, w[3].text[1] - '0');
    } else if (hu_word_is(&w[0], "deploy")) {
        if ((n > 1 && (rc = number_word(r, &w[1], 0, 255, "the area", &area))) ||
            (rc = expect_words(r, w, n, 3, "deploy 2 member")))
            return rc;
        if (!hu_word_is(&w[2], "member") && !hu_word_is(&w[2], "hut"))
            return fail(r, HUNTERS_EPARSE, r->lx.line, w[2].column, "the piece is member or hut");
        move = hunters_move_deploy((int)area, hu_word_is(&w[2], "hut") ? HUNTERS_PIECE_HUT : HUNTERS_PIECE_MEMBER);
    } else {
        if ((rc = expect_words(r, w, n, 1, "pass")))
            return rc;
        move = hunters_move_pass();
    }
    if (hunters_game_play(r->game, move) != HUNTERS_OK)
        return fail(r, HUNTERS_EILLEGAL, r->lx.line, w[0].column, "illegal move: %s", r->game->errmsg);
    return HUNTERS_OK;
}

/* end N: the last line of a version-2 record, N counting its draw, place,
 * deploy and pass lines; a record cut short has none. */
static int read_end(reader *r, const hu_word *w, int n)
{
    int64_t count;
    int rc;
    if ((rc = expect_words(r, w, n, 2, "end 12")) || (rc = number_word(r, &w[1], 0, 2000000000L, "the count", &count)))
        return rc;
    if (count != r->game_lines)
        return fail(r, HUNTERS_EPARSE, r->lx.line, w[1].column,
                    "'end %d' counts %d draw, place, deploy and pass lines, but the record has %d", (int)count,
                    (int)count, r->game_lines);
    if ((rc = draws_all_matched(r, r->lx.line, w[0].column)))
        return rc;
    r->end_line = r->lx.line;
    return HUNTERS_OK;
}

static int read_magic(reader *r, const hu_word *w, int n)
{
    int64_t version;
    int rc;
    if (!hu_word_is(&w[0], HU_RECORD_MAGIC))
        return fail(r, HUNTERS_EPARSE, r->lx.line, w[0].column,
                    "not a game record: it must start with '%s' and its version, %d to %d ('%s %d' today)",
                    HU_RECORD_MAGIC, HU_RECORD_OLDEST_VERSION, HU_RECORD_VERSION, HU_RECORD_MAGIC, HU_RECORD_VERSION);
    if ((rc = expect_words(r, w, n, 2, "hunters-record 2")))
        return rc;
    if (!hu_parse_number(w[1].text, w[1].length, 1, 1000000, &version) || version < HU_RECORD_OLDEST_VERSION ||
        version > HU_RECORD_VERSION)
        return fail(r, HUNTERS_EPARSE, r->lx.line, w[1].column,
                    "record version '%.*s' is not supported (only %d to %d)", hu_word_width(&w[1]), w[1].text,
                    HU_RECORD_OLDEST_VERSION, HU_RECORD_VERSION);
    r->version = (int)version;
    return HUNTERS_OK;
}

static int read_record(reader *r)
{
    const char *line;
    size_t length;
    hu_word w[HU_MAX_WORDS];
    /* after_tileset: the previous line was 'tileset ... embedded' or one
     * of its '|' lines, so the carried set is one unbroken block */
    int n, rc, in_moves = 0, after_tileset = 0;
    while (hu_lexer_line(&r->lx, &line, &length)) {
        int number = r->lx.line;
        long bar = embed_bar(line, length);
        if (bar >= 0) {
            if (!after_tileset || !r->embedded)
                return fail(r, HUNTERS_EPARSE, number, (int)bar + 1,
                            "a '|' line belongs right after a 'tileset ... embedded' line or another '|' line");
            if (!r->embed_lines++) {
                r->embed_first_line = number;
                r->embed_start = (size_t)(line - r->lx.text);
            }
            r->embed_end = (size_t)(line - r->lx.text) + length;
            continue;
        }
        after_tileset = 0;
        int name_column = r->version && !in_moves ? name_line_column(line, length) : 0;
        if (name_column) {
            if ((rc = read_name(r, line, length, name_column)))
                return rc;
            continue;
        }
        if ((rc = split(r, line, length, w, &n)))
            return rc;
        if (n == 0)
            continue;
        if (r->end_line)
            return fail(r, HUNTERS_EPARSE, number, w[0].column, "nothing but comments may follow the 'end' line (%d)",
                        r->end_line);
        if (!r->version) {
            if ((rc = read_magic(r, w, n)))
                return rc;
            continue;
        }
        int is_end = r->version >= 2 && hu_word_is(&w[0], "end");
        if (is_move_word(&w[0]) || is_end) {
            if (!in_moves) {
                if ((rc = create_game(r, number)))
                    return rc;
                in_moves = 1;
            }
            if ((rc = is_end ? read_end(r, w, n) : replay_move(r, w, n)))
                return rc;
            continue;
        }
        if (in_moves)
            return fail(r, HUNTERS_EPARSE, number, w[0].column,
                        "unknown word '%.*s' (after the header come draw, place, deploy and pass lines%s)",
                        hu_word_width(&w[0]), w[0].text, r->version >= 2 ? ", then 'end'" : "");
        if ((rc = read_header_line(r, w, n)))
            return rc;
        after_tileset = hu_word_is(&w[0], "tileset");
    }
    int last = hu_lexer_end_line(&r->lx);
    if (!r->version) {
        /* every line was blank or a comment: say which, as a file of
         * comments is not empty */
        for (size_t i = 0; i < r->lx.length; i++)
            if (r->lx.text[i] == '#')
                return fail(r, HUNTERS_EPARSE, last, 1,
                            "not a game record: no '%s %d' line, only comments and blank lines", HU_RECORD_MAGIC,
                            HU_RECORD_VERSION);
        return fail(r, HUNTERS_EPARSE, last, 1, "not a game record: the text is empty");
    }
    if (!in_moves && (rc = create_game(r, last)))
        return rc;
    if (r->version >= 2 && !r->end_line)
        return fail(r, HUNTERS_EPARSE, last, 1, "the record has no 'end' line: it was cut short");
    if (r->version < 2)
        return draws_all_matched(r, last, 1);
    restore_generator(r);
    return HUNTERS_OK;
}

int hunters_game_load(hunters_game **out, const char *text, size_t length, const hunters_tileset *tileset,
                      const hunters_allocator *allocator, hunters_error *error)
{
    hu_error_clear(error);
    reader r;
    memset(&r, 0, sizeof r);
    r.error = error;
    if (out)
        *out = NULL;
    if (!out || (!text && length > 0))
        return fail(&r, HUNTERS_EINVAL, 0, 0, "out or text is NULL");
    if (length >= HU_RECORD_MAX_BYTES)
        return fail(&r, HUNTERS_EPARSE, 0, 0, "the text is too large: a record is shorter than %d MiB",
                    (int)(HU_RECORD_MAX_BYTES >> 20));
    hu_allocator_init(&r.alloc, allocator);
    hu_lexer_init(&r.lx, text ? text : "", length);
    r.given = tileset;
    r.members = 5;
    r.huts = 2;
    int rc = read_record(&r);
    if (rc) {
        hunters_game_free(r.game);
        return rc;
    }
    *out = r.game;
    return HUNTERS_OK;
}

int hunters_game_load_file(hunters_game **out, const char *path, const hunters_tileset *tileset,
                           const hunters_allocator *allocator, hunters_error *error)
{
    hu_error_clear(error);
    if (out)
        *out = NULL;
    if (!out || !path)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "out or path is NULL");
    hunters_allocator alloc;
    hu_allocator_init(&alloc, allocator);
    char *text;
    size_t length, capacity;
    const char *why;
    int rc = hu_read_file(&alloc, path, HU_RECORD_MAX_BYTES, &text, &length, &capacity, &why);
    if (rc)
        return hu_error_set(error, rc, 0, 0, "%s", why); /* (errno kept: hunters.h) */
    rc = hunters_game_load(out, text, length, tileset, &alloc, error);
    hu_free(&alloc, text, capacity);
    return rc;
}
