/* Precomputes, for each tile type and rotation, what lies on each absolute
 * side and half-side: placement and feature joining then only look up. */
#include <string.h>

#include "hunters.h"
#include "tiles/tileset.h"
#include "util/alloc.h"

static int bit_count(unsigned v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

int hu_area_takes(const hu_area *a, int piece)
{
    if (piece == HUNTERS_PIECE_HUT)
        return a->kind == HUNTERS_AREA_RIVER || a->kind == HUNTERS_AREA_LAKE; /* R4.3 */
    if (a->kind == HUNTERS_AREA_LAKE)
        return 0; /* R4.4: fishers go on rivers */
    return !(a->kind == HUNTERS_AREA_MEADOW && (a->flags & HUNTERS_AREA_NO_HUNTER)); /* R6.6 */
}

/* The nodes of a placed tile before any join (after open_ends). */
static void compile_node_templates(hu_tile_type *t)
{
    for (int a = 0; a < t->area_count; a++)
        t->node_template[a] = (hu_node_template){
            .parent = (uint16_t)a, .next = (uint16_t)a, .sys_parent = (uint16_t)a, .sys_next = (uint16_t)a,
            .size = 1, .sys_size = 1, .open = t->area[a].open_ends,
        };
    if (!t->lake_rivers)
        return;
    /* the lowest river into the lake is the root; the other rivers, then
     * the lake, join its ring one by one, each right after the root */
    int root = 0;
    while (!(t->lake_rivers >> root & 1))
        root++;
    hu_node_template *r = &t->node_template[root];
    for (int a = root + 1; a <= t->area_count; a++) {
        int member = a < t->area_count ? a : t->lake_area;
        if (a < t->area_count && !(t->lake_rivers >> a & 1))
            continue;
        t->node_template[member].sys_parent = (uint16_t)root;
        t->node_template[member].sys_next = r->sys_next;
        r->sys_next = (uint16_t)member;
        r->sys_size++;
    }
}

static void compile_type(hu_tile_type *t)
{
    t->member_areas = t->hut_areas = t->lake_rivers = 0;
    t->lake_area = HU_NO_AREA;
    for (int a = 0; a < t->area_count; a++) {
        const hu_area *area = &t->area[a];
        if (area->kind == HUNTERS_AREA_LAKE)
            t->lake_area = (uint8_t)a;
        if (area->kind == HUNTERS_AREA_RIVER && (area->end[0] == HUNTERS_END_LAKE || area->end[1] == HUNTERS_END_LAKE))
            t->lake_rivers |= (uint16_t)(1u << a);
        if (hu_area_takes(area, HUNTERS_PIECE_MEMBER))
            t->member_areas |= (uint16_t)(1u << a);
        if (hu_area_takes(area, HUNTERS_PIECE_HUT))
            t->hut_areas |= (uint16_t)(1u << a);
    }
    for (int a = 0; a < t->area_count; a++) {
        t->same_kind_below[a] = 0;
        for (int b = 0; b < a; b++)
            if (t->area[b].kind == t->area[a].kind)
                t->same_kind_below[a] |= (uint16_t)(1u << b);
    }
    t->closable_count = 0;
    for (int kind = HUNTERS_AREA_FOREST; kind <= HUNTERS_AREA_RIVER; kind++) /* forests (1), rivers (2) */
        for (int a = 0; a < t->area_count; a++)
            if (t->area[a].kind == kind)
                t->closable_order[t->closable_count++] = (uint8_t)a;
    t->closed_alone = 0;
    for (int a = 0; a < t->area_count; a++) {
        hu_area *area = &t->area[a];
        if (area->kind == HUNTERS_AREA_FOREST)
            area->open_ends = (uint8_t)(bit_count(area->halves) / 2);
        else if (area->kind == HUNTERS_AREA_RIVER)
            area->open_ends = (uint8_t)((area->end[0] < 4) + (area->end[1] < 4));
        else
            continue; /* (only forests and rivers complete, R5) */
        if (area->open_ends == 0)
            t->closed_alone = 1;
    }
    compile_node_templates(t);
    for (int need = 0; need < 256; need++) {
        uint8_t rotations = 0;
        for (int r = 0; r < 4; r++) {
            int ok = 1;
            for (int d = 0; d < 4; d++) {
                int wanted = (need >> (2 * d)) & 3;
                ok &= wanted == 0 || wanted == t->side[(d - r + 4) & 3];
            }
            rotations |= (uint8_t)(ok << r);
        }
        t->fits[need] = rotations;
    }
    t->most_rotations = 0;
    for (int need = 1; need < 256; need++)
        if (bit_count(t->fits[need]) > t->most_rotations)
            t->most_rotations = (uint8_t)bit_count(t->fits[need]);
    for (int r = 0; r < 4; r++) {
        uint8_t code = 0;
        memset(t->rot_half_area[r], HU_NO_AREA, 8);
        memset(t->rot_side_river[r], HU_NO_AREA, 4);
        for (int s = 0; s < 4; s++)
            code |= (uint8_t)(t->side[s] << (2 * ((s + r) & 3)));
        t->rot_code[r] = code;
        for (int d = 0; d < 4; d++)
            t->rot_demand[r][d] = (uint8_t)(((code >> (2 * d)) & 3u) << (2 * ((d + 2) & 3)));
        for (int a = 0; a < t->area_count; a++) {
            const hu_area *area = &t->area[a];
            if (area->kind == HUNTERS_AREA_RIVER) {
                for (int e = 0; e < 2; e++)
                    if (area->end[e] < 4)
                        t->rot_side_river[r][(area->end[e] + r) & 3] = (uint8_t)a;
            } else if (area->kind != HUNTERS_AREA_LAKE) {
                for (int h = 0; h < 8; h++)
                    if (area->halves & (1u << h))
                        t->rot_half_area[r][(h + 2 * r) & 7] = (uint8_t)a;
            }
        }
    }
}

int hu_tileset_compile(hunters_tileset *ts)
{
    for (int i = 0; i < ts->type_count; i++)
        compile_type(&ts->types[i]);
    ts->stack_types = hu_alloc(&ts->alloc, sizeof *ts->stack_types * (size_t)ts->type_count);
    if (!ts->stack_types)
        return HUNTERS_ENOMEM;
    int n = 0;
    for (int bonus = 0; bonus < 2; bonus++) {
        for (int i = 0; i < ts->type_count; i++)
            if (i != ts->start_type && ((ts->types[i].flags & HUNTERS_TILE_BONUS) != 0) == bonus)
                ts->stack_types[n++] = (uint16_t)i;
        if (bonus)
            ts->bonus_type_count = n - ts->land_type_count;
        else
            ts->land_type_count = n;
    }
    return HUNTERS_OK;
}
