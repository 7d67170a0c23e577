/* Tile sets: loading, reference counting, queries and the canonical text. */
#include <stdio.h>
#include <string.h>

#include "tiles/tileset.h"
#include "util/alloc.h"
#include "util/error.h"
#include "util/file.h"

static void destroy(hunters_tileset *ts)
{
    hunters_allocator alloc = ts->alloc;
    hu_free(&alloc, ts->types, sizeof *ts->types * (size_t)ts->type_capacity);
    hu_free(&alloc, ts->stack_types, sizeof *ts->stack_types * (size_t)ts->type_count);
    hu_free(&alloc, ts, sizeof *ts);
}

int hu_tileset_same(const hunters_tileset *a, const hunters_tileset *b)
{
    if (a == b || (a->is_default && b->is_default))
        return 1;
    if (a->hash != b->hash || a->type_count != b->type_count || a->start_type != b->start_type)
        return 0;
    /* what the text gives; the rest of a type is compiled from it */
    for (int i = 0; i < a->type_count; i++) {
        const hu_tile_type *s = &a->types[i], *t = &b->types[i];
        if (strcmp(s->name, t->name) != 0 || s->copies != t->copies || s->flags != t->flags ||
            memcmp(s->side, t->side, sizeof s->side) != 0 || s->area_count != t->area_count ||
            memcmp(s->area, t->area, sizeof s->area[0] * s->area_count) != 0)
            return 0;
    }
    return 1;
}

void hu_tileset_retain(const hunters_tileset *ts)
{
    atomic_fetch_add_explicit(&((hunters_tileset *)ts)->refs, 1, memory_order_relaxed);
}

void hu_tileset_release(const hunters_tileset *ts)
{
    hunters_tileset *mut = (hunters_tileset *)ts;
    if (ts && atomic_fetch_sub_explicit(&mut->refs, 1, memory_order_acq_rel) == 1)
        destroy(mut);
}

static int load_string(hunters_tileset **out, const char *text, size_t length, const hunters_allocator *allocator,
                       hunters_error *error)
{
    hu_error_clear(error);
    if (!out)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "no place for the result (out is NULL)");
    *out = NULL;
    if (!text && length > 0)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "text is NULL");
    if (length >= HU_TILESET_MAX_BYTES)
        return hu_error_set(error, HUNTERS_EPARSE, 0, 0, "the text is too large: a tile set is shorter than %d MiB",
                            (int)(HU_TILESET_MAX_BYTES >> 20));
    hunters_allocator alloc;
    hu_allocator_init(&alloc, allocator);
    hunters_tileset *ts = hu_calloc(&alloc, 1, sizeof *ts);
    if (!ts)
        return hu_error_set(error, HUNTERS_ENOMEM, 0, 0, "out of memory");
    ts->alloc = alloc;
    atomic_init(&ts->refs, 1);
    int rc = hu_tileset_parse(ts, text ? text : "", length, error);
    if (rc) {
        destroy(ts);
        return rc;
    }
    if (hu_tileset_compile(ts) != HUNTERS_OK) {
        destroy(ts);
        return hu_error_set(error, HUNTERS_ENOMEM, 0, 0, "out of memory");
    }
    hu_text_sink sink;
    hu_sink_init(&sink, NULL, 0);
    hu_tileset_write(ts, &sink);
    ts->hash = sink.hash;
    *out = ts;
    return HUNTERS_OK;
}

int hunters_tileset_load_string(hunters_tileset **out, const char *text, size_t length,
                                const hunters_allocator *allocator, hunters_error *error)
{
    int rc = load_string(out, text, length, allocator, error);
    /* A set of the built-in one's content (a copy of its file) is one for
     * records too, which then name it instead of carrying its 6 KB: checked
     * in full (hu_tileset_same) only when the hashes are equal. Without
     * memory for the comparison the load fails whole: a set of its own
     * would be carried, and a record's save, load and save differ. */
    if (rc == HUNTERS_OK && (*out)->hash == HU_DEFAULT_TILESET_HASH) {
        hunters_tileset *builtin = NULL;
        if (load_string(&builtin, hu_default_tileset_text, hu_default_tileset_length, allocator, NULL) !=
            HUNTERS_OK) {
            hunters_tileset_free(*out);
            *out = NULL;
            return hu_error_set(error, HUNTERS_ENOMEM, 0, 0, "out of memory");
        }
        if (hu_tileset_same(*out, builtin)) {
            (*out)->is_default = 1;
            memcpy((*out)->default_name, builtin->name, sizeof builtin->name);
        }
        hunters_tileset_free(builtin);
    }
    return rc;
}

int hunters_tileset_load_file(hunters_tileset **out, const char *path,
                              const hunters_allocator *allocator, hunters_error *error)
{
    hu_error_clear(error);
    if (!out)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "no place for the result (out is NULL)");
    *out = NULL;
    if (!path)
        return hu_error_set(error, HUNTERS_EINVAL, 0, 0, "path is NULL");
    hunters_allocator alloc;
    hu_allocator_init(&alloc, allocator);
    char *text;
    size_t length, capacity;
    const char *why;
    int rc = hu_read_file(&alloc, path, HU_TILESET_MAX_BYTES, &text, &length, &capacity, &why);
    if (rc)
        return hu_error_set(error, rc, 0, 0, "%s", why); /* (errno kept: hunters.h) */
    rc = hunters_tileset_load_string(out, text, length, &alloc, error);
    hu_free(&alloc, text, capacity);
    return rc;
}

int hunters_tileset_load_default(hunters_tileset **out, const hunters_allocator *allocator)
{
    int rc = load_string(out, hu_default_tileset_text, hu_default_tileset_length, allocator, NULL);
    if (rc == HUNTERS_OK) {
        (*out)->is_default = 1;
        memcpy((*out)->default_name, (*out)->name, sizeof (*out)->name);
    }
    return rc;
}

void hunters_tileset_free(hunters_tileset *tileset)
{
    if (tileset)
        hu_tileset_release(tileset);
}

const char *hunters_tileset_name(const hunters_tileset *tileset)
{
    return tileset ? tileset->name : "";
}

uint64_t hunters_tileset_hash(const hunters_tileset *tileset)
{
    return tileset ? tileset->hash : 0;
}

int hunters_tileset_equal(const hunters_tileset *a, const hunters_tileset *b)
{
    if (!a || !b)
        return HUNTERS_EINVAL;
    return hu_tileset_same(a, b);
}

int hunters_tileset_type_count(const hunters_tileset *tileset)
{
    return tileset ? tileset->type_count : HUNTERS_EINVAL;
}

int hunters_tileset_type_find(const hunters_tileset *tileset, const char *name)
{
    if (!tileset || !name)
        return HUNTERS_EINVAL;
    for (int t = 0; t < tileset->type_count; t++)
        if (strcmp(tileset->types[t].name, name) == 0)
            return t;
    return HUNTERS_ERANGE;
}

/* Resolves (type, area) arguments; NULL with *rc set when they name nothing. */
static const hu_tile_type *type_at(const hunters_tileset *ts, int type, int *rc)
{
    if (!ts) {
        *rc = HUNTERS_EINVAL;
        return NULL;
    }
    if (type < 0 || type >= ts->type_count) {
        *rc = HUNTERS_ERANGE;
        return NULL;
    }
    return &ts->types[type];
}

static const hu_area *area_at(const hunters_tileset *ts, int type, int area, int *rc)
{
    const hu_tile_type *t = type_at(ts, type, rc);
    if (!t)
        return NULL;
    if (area < 0 || area >= t->area_count) {
        *rc = HUNTERS_ERANGE;
        return NULL;
    }
    return &t->area[area];
}

const char *hunters_tileset_type_name(const hunters_tileset *tileset, int type)
{
    int rc = HUNTERS_OK;
    const hu_tile_type *t = type_at(tileset, type, &rc);
    return t ? t->name : NULL;
}

int hunters_tileset_type_copies(const hunters_tileset *tileset, int type)
{
    int rc = HUNTERS_OK;
    const hu_tile_type *t = type_at(tileset, type, &rc);
    return t ? (int)t->copies : rc;
}

int hunters_tileset_type_flags(const hunters_tileset *tileset, int type)
{
    int rc = HUNTERS_OK;
    const hu_tile_type *t = type_at(tileset, type, &rc);
    return t ? t->flags : rc;
}

int hunters_tileset_type_side(const hunters_tileset *tileset, int type, int side)
{
    int rc = HUNTERS_OK;
    const hu_tile_type *t = type_at(tileset, type, &rc);
    if (!t)
        return rc;
    return side >= 0 && side < 4 ? t->side[side] : HUNTERS_ERANGE;
}

int hunters_tileset_type_area_count(const hunters_tileset *tileset, int type)
{
    int rc = HUNTERS_OK;
    const hu_tile_type *t = type_at(tileset, type, &rc);
    return t ? t->area_count : rc;
}

int hunters_tileset_area_kind(const hunters_tileset *tileset, int type, int area)
{
    int rc = HUNTERS_OK;
    const hu_area *a = area_at(tileset, type, area, &rc);
    return a ? a->kind : rc;
}

int hunters_tileset_area_halves(const hunters_tileset *tileset, int type, int area)
{
    int rc = HUNTERS_OK;
    const hu_area *a = area_at(tileset, type, area, &rc);
    return a ? a->halves : rc;
}

int hunters_tileset_area_river_end(const hunters_tileset *tileset, int type, int area, int end)
{
    int rc = HUNTERS_OK;
    const hu_area *a = area_at(tileset, type, area, &rc);
    if (!a)
        return rc;
    if (a->kind != HUNTERS_AREA_RIVER || end < 0 || end > 1)
        return HUNTERS_ERANGE;
    return a->end[end];
}

int hunters_tileset_area_item(const hunters_tileset *tileset, int type, int area, int item)
{
    int rc = HUNTERS_OK;
    const hu_area *a = area_at(tileset, type, area, &rc);
    if (!a)
        return rc;
    return item >= 0 && item < HU_ITEM_COUNT ? a->item[item] : HUNTERS_ERANGE;
}

int hunters_tileset_area_flags(const hunters_tileset *tileset, int type, int area)
{
    int rc = HUNTERS_OK;
    const hu_area *a = area_at(tileset, type, area, &rc);
    return a ? a->flags : rc;
}

long hunters_tileset_total(const hunters_tileset *tileset, int what, int group)
{
    if (!tileset)
        return HUNTERS_EINVAL;
    if (group < HUNTERS_TILES_LAND || group > HUNTERS_TILES_ALL)
        return HUNTERS_ERANGE;
    if (!((what >= 0 && what < HU_ITEM_COUNT) || (what >= HUNTERS_TOTAL_TILES && what <= HUNTERS_TOTAL_SPRINGS)))
        return HUNTERS_ERANGE;
    long total = 0;
    for (int i = 0; i < tileset->type_count; i++) {
        const hu_tile_type *t = &tileset->types[i];
        int in_group = (t->flags & HUNTERS_TILE_BONUS) ? HUNTERS_TILES_BONUS : HUNTERS_TILES_LAND;
        if (!(group & in_group))
            continue;
        long per_tile = 0;
        if (what == HUNTERS_TOTAL_TILES)
            per_tile = 1;
        for (int a = 0; a < t->area_count; a++) {
            const hu_area *area = &t->area[a];
            if (what < HU_ITEM_COUNT)
                per_tile += area->item[what];
            else if (what == HUNTERS_TOTAL_LAKES)
                per_tile += area->kind == HUNTERS_AREA_LAKE;
            else if (what == HUNTERS_TOTAL_SPRINGS && area->kind == HUNTERS_AREA_RIVER)
                per_tile += (area->end[0] == HUNTERS_END_SPRING) + (area->end[1] == HUNTERS_END_SPRING);
        }
        total += per_tile * (long)t->copies;
    }
    return total;
}

/* ---- canonical text ---------------------------------------------------- */

static void write_end(hu_text_sink *sink, int end)
{
    hu_sink_put(sink, " ");
    hu_sink_put(sink, end < 4 ? hu_side_names[end] : end == HUNTERS_END_LAKE ? "lake" : "spring");
}

static void write_area(hu_text_sink *sink, const hu_tile_type *t, const hu_area *a)
{
    static const char *const kinds[5] = {"", "forest", "river", "lake", "meadow"};
    hu_sink_put(sink, "  ");
    hu_sink_put(sink, kinds[a->kind]);
    if (a->kind == HUNTERS_AREA_RIVER) {
        write_end(sink, a->end[0]);
        write_end(sink, a->end[1]);
    } else {
        for (int s = 0; s < 4; s++) {
            int both = (a->halves >> (2 * s)) & 3;
            if (both == 3 && t->side[s] != HUNTERS_TERRAIN_RIVER) {
                hu_sink_put(sink, " ");
                hu_sink_put(sink, hu_side_names[s]);
            } else {
                for (int h = 0; h < 2; h++)
                    if (both & (1 << h)) {
                        hu_sink_put(sink, " ");
                        hu_sink_put(sink, hu_half_names[2 * s + h]);
                    }
            }
        }
    }
    for (int i = 0; i < HU_ITEM_COUNT; i++) {
        if (!a->item[i])
            continue;
        hu_sink_put(sink, " ");
        hu_sink_put(sink, hu_item_names[i]);
        if (a->item[i] != 1 || i == HUNTERS_ITEM_FISH)
            hu_sink_printf(sink, "=%d", a->item[i]);
    }
    if (a->flags & HUNTERS_AREA_NO_HUNTER)
        hu_sink_put(sink, " nohunter");
    hu_sink_put(sink, "\n");
}

void hu_tileset_write(const hunters_tileset *ts, hu_text_sink *sink)
{
    if (ts->name[0]) {
        hu_sink_put(sink, "tileset ");
        hu_sink_put(sink, ts->name);
        hu_sink_put(sink, "\n");
    }
    sink->hash = HU_FNV_OFFSET; /* the name is not part of the content hash */
    for (int i = 0; i < ts->type_count; i++) {
        const hu_tile_type *t = &ts->types[i];
        char sides[5];
        for (int s = 0; s < 4; s++)
            sides[s] = t->side[s] == HUNTERS_TERRAIN_FOREST ? 'F' : t->side[s] == HUNTERS_TERRAIN_MEADOW ? 'M' : 'R';
        sides[4] = '\0';
        hu_sink_put(sink, "tile ");
        hu_sink_put(sink, t->name);
        hu_sink_printf(sink, " %u", (unsigned)t->copies);
        hu_sink_put(sink, " ");
        hu_sink_put(sink, sides);
        if (t->flags & HUNTERS_TILE_START)
            hu_sink_put(sink, " start");
        if (t->flags & HUNTERS_TILE_BONUS)
            hu_sink_put(sink, " bonus");
        hu_sink_put(sink, "\n");
        for (int a = 0; a < t->area_count; a++)
            write_area(sink, t, &t->area[a]);
    }
}

size_t hunters_tileset_describe(const hunters_tileset *tileset, char *buffer, size_t size)
{
    hu_text_sink sink;
    hu_sink_init(&sink, buffer, size);
    if (tileset) /* else "": the 0 returned is the length of what the buffer holds */
        hu_tileset_write(tileset, &sink);
    return hu_sink_finish(&sink);
}
