/* The tile-set text format: tokenizer, parser and validator.
 * Every rejection names the line and column of the offending word. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tiles/tileset.h"
#include "util/alloc.h"
#include "util/error.h"
#include "util/lexer.h"
#include "util/attributes.h"

typedef struct parser {
    hu_lexer lexer;
    int line;
    hunters_error *error;
    hunters_tileset *ts;
    /* the tile type being read */
    hu_tile_type *tile;
    int tile_line;
    int sides_column;
    uint8_t half_owner[8];      /* 1 + area index of the forest/meadow area on each half */
    uint8_t river_owner[4];     /* 1 + area index of the river leaving by each side */
    int lake_end_line, lake_end_column;
    int start_seen;
    int land_tiles, bonus_tiles;
} parser;


HU_PRINTF(4, 5) static int fail(parser *p, int line, int column, const char *fmt, ...);

static int fail(parser *p, int line, int column, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    hu_error_vset(p->error, HUNTERS_EPARSE, line, column, fmt, ap);
    va_end(ap);
    return HUNTERS_EPARSE;
}

static int side_of(const hu_word *w)
{
    for (int s = 0; s < 4; s++)
        if (hu_word_is(w, hu_side_names[s]))
            return s;
    return -1;
}

static int half_of(const hu_word *w)
{
    for (int h = 0; h < 8; h++)
        if (hu_word_is(w, hu_half_names[h]))
            return h;
    return -1;
}

static char terrain_letter(int terrain)
{
    return terrain == HUNTERS_TERRAIN_FOREST ? 'F' : terrain == HUNTERS_TERRAIN_MEADOW ? 'M' : 'R';
}

static const char *area_noun(int kind)
{
    switch (kind) {
    case HUNTERS_AREA_FOREST: return "forest";
    case HUNTERS_AREA_RIVER: return "river";
    case HUNTERS_AREA_LAKE: return "lake";
    default: return "meadow";
    }
}

/* Checks the finished tile: every side and half-side covered exactly once. */
static int finish_tile(parser *p)
{
    hu_tile_type *t = p->tile;
    if (!t)
        return HUNTERS_OK;
    int has_lake = 0;
    for (int a = 0; a < t->area_count; a++)
        has_lake |= t->area[a].kind == HUNTERS_AREA_LAKE;
    if (p->lake_end_line && !has_lake)
        return fail(p, p->lake_end_line, p->lake_end_column,
                    "this river ends in a lake, but tile %s has no 'lake' line", t->name);
    for (int s = 0; s < 4; s++) {
        int column = p->sides_column + s;
        switch (t->side[s]) {
        case HUNTERS_TERRAIN_FOREST:
            if (!p->half_owner[2 * s])
                return fail(p, p->tile_line, column,
                            "forest side %s of tile %s is in no forest area", hu_side_names[s], t->name);
            break;
        case HUNTERS_TERRAIN_MEADOW:
            if (!p->half_owner[2 * s])
                return fail(p, p->tile_line, column,
                            "meadow side %s of tile %s is in no meadow area", hu_side_names[s], t->name);
            break;
        default:
            if (!p->river_owner[s])
                return fail(p, p->tile_line, column,
                            "river side %s of tile %s has no river ending on it", hu_side_names[s], t->name);
            for (int h = 2 * s; h < 2 * s + 2; h++)
                if (!p->half_owner[h])
                    return fail(p, p->tile_line, column,
                                "half-side %s beside the river of tile %s is in no meadow area",
                                hu_half_names[h], t->name);
        }
    }
    if (t->flags & HUNTERS_TILE_BONUS)
        p->bonus_tiles += (int)t->copies;
    else
        p->land_tiles += (int)t->copies;
    if (p->land_tiles > HU_MAX_TILES || p->bonus_tiles > HU_MAX_TILES)
        return fail(p, p->tile_line, 1, "too many tiles in the set (at most %d land and %d bonus tiles)",
                    HU_MAX_TILES, HU_MAX_TILES);
    p->tile = NULL;
    return HUNTERS_OK;
}

static int grow_types(parser *p)
{
    hunters_tileset *ts = p->ts;
    if (ts->type_count < ts->type_capacity)
        return HUNTERS_OK;
    int capacity = ts->type_capacity ? ts->type_capacity * 2 : 32;
    hu_tile_type *types = hu_realloc(&ts->alloc, ts->types, sizeof *types * (size_t)ts->type_capacity,
                                     sizeof *types * (size_t)capacity);
    if (!types)
        return hu_error_set(p->error, HUNTERS_ENOMEM, p->line, 1, "out of memory");
    ts->types = types;
    ts->type_capacity = capacity;
    return HUNTERS_OK;
}

/* tile NAME COUNT SIDES [start] [bonus] */
static int parse_tile(parser *p, const hu_word *w, int n)
{
    int rc = finish_tile(p);
    if (rc)
        return rc;
    if (n < 4)
        return fail(p, p->line, w[n - 1].column + (int)w[n - 1].length,
                    "a tile line needs a name, a count and four sides, as in: tile FL1 2 FMMF");
    const hu_word *name = &w[1];
    if (name->length >= HU_NAME_MAX)
        return fail(p, p->line, name->column, "tile name is longer than %d characters", HU_NAME_MAX - 1);
    for (size_t i = 0; i < name->length; i++)
        if (name->text[i] == '=' || name->text[i] == '.')
            return fail(p, p->line, name->column + (int)i, "a tile name may not hold '%c'", name->text[i]);
    for (int t = 0; t < p->ts->type_count; t++)
        if (strlen(p->ts->types[t].name) == name->length &&
            memcmp(p->ts->types[t].name, name->text, name->length) == 0)
            return fail(p, p->line, name->column, "a tile named %.*s is already defined", hu_word_width(name),
                        name->text);
    int64_t copies;
    if (!hu_parse_number(w[2].text, w[2].length, 1, HU_MAX_COPIES, &copies))
        return fail(p, p->line, w[2].column, "the count '%.*s' must be a whole number from 1 to %d",
                    hu_word_width(&w[2]), w[2].text, HU_MAX_COPIES);
    const hu_word *sides = &w[3];
    if (sides->length != 4)
        return fail(p, p->line, sides->column,
                    "the sides '%.*s' must be four letters F, M or R, for N E S W", hu_word_width(sides),
                    sides->text);
    uint8_t side[4];
    for (int s = 0; s < 4; s++) {
        char c = sides->text[s];
        side[s] = c == 'F' ? HUNTERS_TERRAIN_FOREST : c == 'M' ? HUNTERS_TERRAIN_MEADOW
                : c == 'R' ? HUNTERS_TERRAIN_RIVER : 0;
        if (!side[s])
            return fail(p, p->line, sides->column + s, "side %s is '%c': it must be F, M or R",
                        hu_side_names[s], c);
    }
    uint8_t flags = 0;
    int last_flag_column = 0;
    for (int i = 4; i < n; i++) {
        uint8_t f = hu_word_is(&w[i], "start")   ? HUNTERS_TILE_START
                    : hu_word_is(&w[i], "bonus") ? HUNTERS_TILE_BONUS
                                                 : 0;
        if (!f)
            return fail(p, p->line, w[i].column, "unknown word '%.*s' (a tile line may end in start or bonus)",
                        hu_word_width(&w[i]), w[i].text);
        if (flags & f)
            return fail(p, p->line, w[i].column, "'%.*s' is given twice", hu_word_width(&w[i]), w[i].text);
        flags |= f;
        last_flag_column = w[i].column;
    }
    if ((flags & HUNTERS_TILE_START) && (flags & HUNTERS_TILE_BONUS))
        return fail(p, p->line, last_flag_column, "the start tile cannot be a bonus tile");
    if (flags & HUNTERS_TILE_START) {
        int at = w[4].column;
        for (int i = 4; i < n; i++)
            if (hu_word_is(&w[i], "start"))
                at = w[i].column;
        if (p->start_seen)
            return fail(p, p->line, at, "a second start tile (there must be exactly one)");
        if (copies != 1)
            return fail(p, p->line, w[2].column, "the start tile's count must be 1");
        p->start_seen = 1;
        p->ts->start_type = p->ts->type_count;
    }
    if ((rc = grow_types(p)))
        return rc;
    hu_tile_type *t = &p->ts->types[p->ts->type_count++];
    memset(t, 0, sizeof *t);
    memcpy(t->name, name->text, name->length);
    t->copies = (uint32_t)copies;
    t->flags = flags;
    memcpy(t->side, side, 4);
    p->tile = t;
    p->tile_line = p->line;
    p->sides_column = sides->column;
    memset(p->half_owner, 0, sizeof p->half_owner);
    memset(p->river_owner, 0, sizeof p->river_owner);
    p->lake_end_line = p->lake_end_column = 0;
    return HUNTERS_OK;
}

/* An item word: NAME or NAME=COUNT. Returns the item, or -1 if not an item. */
static int parse_item(parser *p, const hu_word *w, int64_t *count, int *rc)
{
    *rc = HUNTERS_OK;
    size_t name_length = w->length;
    const char *eq = memchr(w->text, '=', w->length);
    if (eq)
        name_length = (size_t)(eq - w->text);
    for (int i = 0; i < HU_ITEM_COUNT; i++) {
        if (strlen(hu_item_names[i]) != name_length || memcmp(hu_item_names[i], w->text, name_length) != 0)
            continue;
        *count = 1;
        if (eq) {
            size_t digits = w->length - name_length - 1;
            /* a fire, a dolmen or the volcano is there or not (R2.6, R6.6):
             * a larger count would mean nothing, so it is refused, not clamped */
            int single = i == HUNTERS_ITEM_FIRE || i == HUNTERS_ITEM_DOLMEN || i == HUNTERS_ITEM_VOLCANO;
            int column = w->column + (int)name_length + 1;
            if (!hu_parse_number(eq + 1, digits, 0, single ? 1 : HU_MAX_ITEM, count))
                *rc = single ? fail(p, p->line, column, "a tile has one %s or none: its count must be 0 or 1",
                                    hu_item_names[i])
                             : fail(p, p->line, column, "the count of %s must be a whole number from 0 to %d",
                                    hu_item_names[i], HU_MAX_ITEM);
        }
        return i;
    }
    return -1;
}

static int item_allowed(int kind, int item)
{
    switch (kind) {
    case HUNTERS_AREA_FOREST: return item == HUNTERS_ITEM_NUGGET || item == HUNTERS_ITEM_MUSHROOM;
    case HUNTERS_AREA_LAKE: return item == HUNTERS_ITEM_FISH;
    case HUNTERS_AREA_MEADOW: return item >= HUNTERS_ITEM_DEER;
    default: return 0;
    }
}

/* Claims half-sides [first, first+count) for area a, or reports the clash. */
static int claim_halves(parser *p, const hu_word *w, int first, int count, int a)
{
    for (int h = first; h < first + count; h++)
        if (p->half_owner[h])
            return fail(p, p->line, w->column, "%s %.*s is already in another area of tile %s",
                        count == 2 ? "side" : "half-side", hu_word_width(w), w->text, p->tile->name);
    for (int h = first; h < first + count; h++)
        p->half_owner[h] = (uint8_t)(a + 1);
    p->tile->area[a].halves |= (uint8_t)(((1u << count) - 1) << first);
    return HUNTERS_OK;
}

static int parse_river_end(parser *p, const hu_word *w, hu_area *area, int end, int a)
{
    int s = side_of(w);
    if (s >= 0) {
        if (p->tile->side[s] != HUNTERS_TERRAIN_RIVER)
            return fail(p, p->line, w->column, "a river cannot end on side %s, which is %c, not R",
                        hu_side_names[s], terrain_letter(p->tile->side[s]));
        if (p->river_owner[s])
            return fail(p, p->line, w->column, "another river already ends on side %s", hu_side_names[s]);
        p->river_owner[s] = (uint8_t)(a + 1);
        area->end[end] = (uint8_t)s;
        area->halves |= (uint8_t)(3u << (2 * s));
    } else if (hu_word_is(w, "lake")) {
        area->end[end] = HUNTERS_END_LAKE;
        if (!p->lake_end_line) {
            p->lake_end_line = p->line;
            p->lake_end_column = w->column;
        }
    } else if (hu_word_is(w, "spring")) {
        area->end[end] = HUNTERS_END_SPRING;
    } else {
        return fail(p, p->line, w->column,
                    "a river end must be a side (N, E, S, W), lake or spring, not '%.*s'", hu_word_width(w), w->text);
    }
    return HUNTERS_OK;
}

/* forest|river|lake|meadow WORDS... */
static int parse_area(parser *p, const hu_word *w, int n, int kind)
{
    hu_tile_type *t = p->tile;
    if (!t)
        return fail(p, p->line, w[0].column, "a %s line must follow a tile line", area_noun(kind));
    if (t->area_count == HU_MAX_AREAS)
        return fail(p, p->line, w[0].column, "tile %s has too many areas (at most %d)", t->name, HU_MAX_AREAS);
    int a = t->area_count;
    hu_area *area = &t->area[a];
    memset(area, 0, sizeof *area);
    area->kind = (uint8_t)kind;
    int rc, first = 1, places = 0;
    unsigned seen = 0; /* items named, =0 included, so "fish=0 fish=2" is a repeat too */

    if (kind == HUNTERS_AREA_LAKE) {
        for (int i = 0; i < a; i++)
            if (t->area[i].kind == HUNTERS_AREA_LAKE)
                return fail(p, p->line, w[0].column, "tile %s already has a lake (at most one)", t->name);
    }
    if (kind == HUNTERS_AREA_RIVER) {
        if (n < 3)
            return fail(p, p->line, w[n - 1].column + (int)w[n - 1].length,
                        "a river line needs two ends, as in: river E lake");
        for (int e = 0; e < 2; e++)
            if ((rc = parse_river_end(p, &w[1 + e], area, e, a)))
                return rc;
        if (area->end[0] == HUNTERS_END_LAKE && area->end[1] == HUNTERS_END_LAKE)
            return fail(p, p->line, w[2].column, "a river cannot run from the lake back into the lake");
        first = 3;
        places = 2;
    }
    for (int i = first; i < n; i++) {
        int64_t count;
        int item = parse_item(p, &w[i], &count, &rc);
        if (rc)
            return rc;
        if (item >= 0) {
            if (!item_allowed(kind, item))
                return fail(p, p->line, w[i].column, "a %s cannot hold %s", area_noun(kind), hu_item_names[item]);
            if (seen & (1u << item))
                return fail(p, p->line, w[i].column, "%s is given twice", hu_item_names[item]);
            seen |= 1u << item;
            if (item == HUNTERS_ITEM_VOLCANO && !(t->flags & HUNTERS_TILE_START))
                return fail(p, p->line, w[i].column, "the volcano belongs on the start tile only (R2.6)");
            area->item[item] = (uint8_t)count;
            continue;
        }
        if (hu_word_is(&w[i], "nohunter")) {
            if (kind != HUNTERS_AREA_MEADOW)
                return fail(p, p->line, w[i].column, "nohunter applies to meadows only");
            if (area->flags & HUNTERS_AREA_NO_HUNTER)
                return fail(p, p->line, w[i].column, "nohunter is given twice");
            area->flags |= HUNTERS_AREA_NO_HUNTER;
            continue;
        }
        int s = side_of(&w[i]), h = half_of(&w[i]);
        if (kind == HUNTERS_AREA_RIVER && (hu_word_is(&w[i], "lake") || hu_word_is(&w[i], "spring")))
            return fail(p, p->line, w[i].column, "a river line has two ends, as in: river E lake ('%.*s' is a third)",
                        hu_word_width(&w[i]), w[i].text);
        if (s < 0 && h < 0)
            return fail(p, p->line, w[i].column, "unknown word '%.*s' in a %s line", hu_word_width(&w[i]), w[i].text,
                        area_noun(kind));
        if (kind == HUNTERS_AREA_LAKE || kind == HUNTERS_AREA_RIVER)
            return fail(p, p->line, w[i].column, "a %s line takes no further sides", area_noun(kind));
        for (int j = first; j < i; j++)
            if (w[j].length == w[i].length && memcmp(w[j].text, w[i].text, w[i].length) == 0)
                return fail(p, p->line, w[i].column, "%.*s is named twice", hu_word_width(&w[i]), w[i].text);
        if (kind == HUNTERS_AREA_FOREST) {
            if (h >= 0)
                return fail(p, p->line, w[i].column, "a forest covers whole sides, not half-side %s", hu_half_names[h]);
            if (t->side[s] != HUNTERS_TERRAIN_FOREST)
                return fail(p, p->line, w[i].column, "side %s of tile %s is %c, not a forest side (F)",
                            hu_side_names[s], t->name, terrain_letter(t->side[s]));
            if ((rc = claim_halves(p, &w[i], 2 * s, 2, a)))
                return rc;
        } else if (s >= 0) {
            if (t->side[s] != HUNTERS_TERRAIN_MEADOW)
                return fail(p, p->line, w[i].column,
                            t->side[s] == HUNTERS_TERRAIN_RIVER
                                ? "side %s of tile %s is a river side: name its halves (%s.x) instead"
                                : "side %s of tile %s is a forest side, not a meadow side",
                            hu_side_names[s], t->name, hu_side_names[s]);
            if ((rc = claim_halves(p, &w[i], 2 * s, 2, a)))
                return rc;
        } else {
            int hs = h / 2;
            if (t->side[hs] != HUNTERS_TERRAIN_RIVER)
                return fail(p, p->line, w[i].column,
                            "half-side %s only exists beside a river, and side %s of tile %s is %c",
                            hu_half_names[h], hu_side_names[hs], t->name, terrain_letter(t->side[hs]));
            if ((rc = claim_halves(p, &w[i], h, 1, a)))
                return rc;
        }
        places++;
    }
    if (kind != HUNTERS_AREA_LAKE && places == 0)
        return fail(p, p->line, w[0].column, "this %s touches no side of the tile", area_noun(kind));
    t->area_count++;
    return HUNTERS_OK;
}

static int parse_line(parser *p, const hu_word *w, int n)
{
    if (n == 0)
        return HUNTERS_OK;
    if (hu_word_is(&w[0], "tile"))
        return parse_tile(p, w, n);
    if (hu_word_is(&w[0], "forest"))
        return parse_area(p, w, n, HUNTERS_AREA_FOREST);
    if (hu_word_is(&w[0], "river"))
        return parse_area(p, w, n, HUNTERS_AREA_RIVER);
    if (hu_word_is(&w[0], "lake"))
        return parse_area(p, w, n, HUNTERS_AREA_LAKE);
    if (hu_word_is(&w[0], "meadow"))
        return parse_area(p, w, n, HUNTERS_AREA_MEADOW);
    if (hu_word_is(&w[0], "tileset")) {
        if (p->ts->type_count > 0 || p->ts->name[0])
            return fail(p, p->line, w[0].column, "the tileset line must come once, before the first tile");
        if (n != 2)
            return fail(p, p->line, w[0].column, "the tileset line takes one name, as in: tileset my-set");
        if (w[1].length >= sizeof p->ts->name)
            return fail(p, p->line, w[1].column, "the set's name is longer than %d characters",
                        (int)sizeof p->ts->name - 1);
        memcpy(p->ts->name, w[1].text, w[1].length);
        p->ts->name[w[1].length] = '\0';
        return HUNTERS_OK;
    }
    return fail(p, p->line, w[0].column,
                "unknown word '%.*s' (a line starts with tileset, tile, forest, river, lake or meadow)",
                hu_word_width(&w[0]), w[0].text);
}

int hu_tileset_parse(hunters_tileset *ts, const char *text, size_t length, hunters_error *error)
{
    parser p;
    memset(&p, 0, sizeof p);
    hu_lexer_init(&p.lexer, text, length);
    p.error = error;
    p.ts = ts;
    ts->start_type = -1;
    hu_word words[HU_MAX_WORDS];
    const char *line;
    size_t line_length;
    int rc;
    while (hu_lexer_line(&p.lexer, &line, &line_length)) {
        int n;
        const char *why = NULL;
        p.line = p.lexer.line;
        int bad = hu_split_words(line, line_length, words, &n, &why);
        if (bad) {
            unsigned char c = (unsigned char)line[bad - 1];
            if (c >= 0x20 && c < 0x7f)
                return fail(&p, p.line, bad, "%s '%c'", why, c);
            return fail(&p, p.line, bad, "%s (byte 0x%02x)", why, c);
        }
        if ((rc = parse_line(&p, words, n)))
            return rc;
    }
    if ((rc = finish_tile(&p)))
        return rc;
    int end_line = hu_lexer_end_line(&p.lexer);
    if (ts->type_count == 0)
        return fail(&p, end_line, 1, "the tile set defines no tiles");
    if (!p.start_seen)
        return fail(&p, end_line, 1, "no start tile: mark exactly one tile with 'start'");
    return HUNTERS_OK;
}
