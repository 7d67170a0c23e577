/* The features' hot half, inline for the board, their one caller: a tile's
 * areas become nodes, and the union-find joins across its sides (R5.1,
 * R5.2, R7.1). The trees and rings are explained in features.c. */
#ifndef HUNTERS_FEATURES_JOINS_H
#define HUNTERS_FEATURES_JOINS_H

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


static inline void hu_features_add_tile(hunters_game *g, int p)
{
    hu_placed *tile = &g->placed[p];
    const hu_tile_type *t = &g->ts->types[tile->type];
    int first = g->s.node_count;
    tile->first_node = (uint16_t)first;
    g->s.node_count = (uint16_t)(first + t->area_count);
    g->s.closed = t->closed_alone; /* and the joins that follow may close more */
    for (int a = 0; a < t->area_count; a++) {
        int n = first + a;
        g->nodes[n] = (hu_node){
            .parent = (uint16_t)n, .next = (uint16_t)n, .sys_parent = (uint16_t)n, .sys_next = (uint16_t)n,
            .size = 1, .sys_size = 1, .open = t->area[a].open_ends, .placed = (uint16_t)p,
        };
    }
    /* Rivers that end in the tile's lake belong to its river system: the
     * lowest of them is the system's root, the others and the lake hang
     * from it, as joining each river to the lake in turn would leave them
     * (no lookups: every node is new) */
    if (t->lake_system_count) {
        hu_node *root = &g->nodes[first + t->lake_system[0]];
        root->sys_size = t->lake_system_count;
        for (int i = 1; i < t->lake_system_count; i++) {
            int n = first + t->lake_system[i];
            g->nodes[n].sys_parent = (uint16_t)(first + t->lake_system[0]);
            g->nodes[n].sys_next = root->sys_next; /* into the root's ring */
            root->sys_next = (uint16_t)n;
        }
    }
}

#endif
