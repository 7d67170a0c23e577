/* The features' hot half, inline for the board, their one caller: a tile's
 * areas become nodes, and the union-find joins across its sides (R5.1,
 * R5.2, R7.1). The trees and rings are explained in features.c. */
#ifndef HUNTERS_FEATURES_JOINS_H
#define HUNTERS_FEATURES_JOINS_H

#include <stddef.h>
#include <string.h>

#include "game.h"

static inline void hu_feature_join(hunters_game *g, int a, int b, int closes_sides)
{
    int ra = hu_feature_root(g, a), rb = hu_feature_root(g, b);
    if (ra == rb) {
        if (closes_sides) {
            g->nodes[ra].open -= 2; /* a forest or river closing on itself */
            g->s.closed |= g->nodes[ra].open == 0;
        }
        return;
    }
    hu_node *big = &g->nodes[ra], *small = &g->nodes[rb];
    if (big->size < small->size) {
        hu_node *t = big;
        big = small;
        small = t;
        int tr = ra;
        ra = rb;
        rb = tr;
    }
    /* every member of the smaller feature now names the new root (each
     * area moves O(log n) times in a game: union by size) */
    for (int m = rb;;) {
        g->nodes[m].parent = (uint16_t)ra;
        m = g->nodes[m].next;
        if (m == rb)
            break;
    }
    big->size = (uint16_t)(big->size + small->size);
    big->open = (uint16_t)(big->open + small->open - (closes_sides ? 2 : 0));
    g->s.closed |= closes_sides && big->open == 0;
    big->tribe = (uint16_t)(big->tribe + small->tribe);
    /* splice the two member rings */
    uint16_t next = big->next;
    big->next = small->next;
    small->next = next;
}

static inline void hu_system_join(hunters_game *g, int a, int b)
{
    int ra = hu_system_root(g, a), rb = hu_system_root(g, b);
    if (ra == rb)
        return;
    if (g->nodes[ra].sys_size < g->nodes[rb].sys_size) {
        int t = ra;
        ra = rb;
        rb = t;
    }
    hu_node *big = &g->nodes[ra], *small = &g->nodes[rb];
    for (int m = rb;;) {
        g->nodes[m].sys_parent = (uint16_t)ra;
        m = g->nodes[m].sys_next;
        if (m == rb)
            break;
    }
    big->sys_size = (uint16_t)(big->sys_size + small->sys_size);
    big->huts = (uint16_t)(big->huts + small->huts);
    uint16_t next = big->sys_next;
    big->sys_next = small->sys_next;
    small->sys_next = next;
}


/* The nodes of the tile just placed: each area's template (the tile
 * type's node_template, its own feature and the lake's river system,
 * R7.1) with its indices moved to the tile's first node and its tile set,
 * as two 64-bit adds. The first adds the same offset to each of its four
 * 16-bit index fields, which gives the same sum on either byte order; the
 * second adds a value laid out as the template itself, with only placed
 * set. No field carries into the next: indices stay below HU_NONE, placed
 * below HU_GRID_PLACED, and the other fields add 0. */
static inline void hu_features_add_tile(hunters_game *g, int p)
{
    hu_placed *tile = &g->placed[p];
    const hu_tile_type *t = &g->ts->types[tile->type];
    const int first = g->s.node_count, count = t->area_count; /* (read once: the stores may alias it) */
    tile->first_node = (uint16_t)first;
    g->s.node_count = (uint16_t)(first + count);
    g->s.closed = t->closed_alone; /* and the joins that follow may close more */
    enum { LINKS = offsetof(hu_node_template, parent), COUNTS = offsetof(hu_node_template, size) };
    const uint64_t to_first = (uint64_t)first * UINT64_C(0x0001000100010001);
    const hu_node_template placed_only = {.placed = (uint16_t)p};
    uint64_t to_placed;
    memcpy(&to_placed, (const char *)&placed_only + COUNTS, 8);
    hu_node *node = &g->nodes[first];
    for (int a = 0; a < count; a++, node++) {
        const char *from = (const char *)&t->node_template[a];
        uint64_t links, counts;
        memcpy(&links, from + LINKS, 8);
        memcpy(&counts, from + COUNTS, 8);
        links += to_first;
        counts += to_placed;
        memcpy((char *)node + LINKS, &links, 8);
        memcpy((char *)node + COUNTS, &counts, 8);
        node->tribe = 0;
        node->huts = 0;
    }
}

#endif
