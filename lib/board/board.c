/* The board: positions of placed tiles and of the open frontier around
 * them, found through a small open-addressing hash table. Each open position
 * keeps the terrain its neighbours demand, so a placement test is one mask
 * compare per rotation (R3.2). */
#include <string.h>

#include "game.h"

static const int dx[4] = {0, 1, 0, -1}; /* N E S W; y grows southward */
static const int dy[4] = {-1, 0, 1, 0};

static uint32_t position_hash(int x, int y)
{
    uint32_t key = (uint32_t)(uint16_t)x | ((uint32_t)(uint16_t)y << 16);
    return (key * 0x9e3779b1u) >> 16;
}

void hu_board_reset(hunters_game *g)
{
    memset(g->table, 0xff, sizeof *g->table * (size_t)(g->table_mask + 1));
    g->s.cell_count = 0;
    g->s.frontier_count = 0;
    g->s.placed_count = 0;
}

int hu_board_cell(const hunters_game *g, int x, int y)
{
    for (uint32_t i = position_hash(x, y) & (uint32_t)g->table_mask;; i = (i + 1) & (uint32_t)g->table_mask) {
        uint16_t c = g->table[i];
        if (c == HU_NONE)
            return -1;
        if (g->cells[c].x == x && g->cells[c].y == y)
            return c;
    }
}

int hu_board_tile_at(const hunters_game *g, int x, int y)
{
    int c = hu_board_cell(g, x, y);
    return c >= 0 && g->cells[c].placed != HU_NONE ? g->cells[c].placed : -1;
}

/* Finds or creates the cell of a position (the table never fills: it has
 * twice as many slots as the most cells a game can create). */
static int cell_for(hunters_game *g, int x, int y)
{
    uint32_t i = position_hash(x, y) & (uint32_t)g->table_mask;
    for (;; i = (i + 1) & (uint32_t)g->table_mask) {
        uint16_t c = g->table[i];
        if (c == HU_NONE)
            break;
        if (g->cells[c].x == x && g->cells[c].y == y)
            return c;
    }
    int c = g->s.cell_count++;
    hu_cell *cell = &g->cells[c];
    cell->x = (int16_t)x;
    cell->y = (int16_t)y;
    cell->placed = HU_NONE;
    cell->need_mask = 0;
    cell->need_code = 0;
    cell->slot = g->s.frontier_count;
    g->frontier[g->s.frontier_count++] = (uint16_t)c;
    g->table[i] = (uint16_t)c;
    return c;
}

static int cell_accepts(const hu_cell *cell, const hu_tile_type *t, int rotation)
{
    return (t->rot_code[rotation] & cell->need_mask) == cell->need_code;
}

int hu_board_fits(const hunters_game *g, int x, int y, int type, int rotation)
{
    int c = hu_board_cell(g, x, y);
    if (c < 0 || g->cells[c].placed != HU_NONE)
        return 0; /* not touching the board by a side, or occupied */
    return cell_accepts(&g->cells[c], &g->ts->types[type], rotation);
}

int hu_board_fits_anywhere(const hunters_game *g, int type)
{
    const hu_tile_type *t = &g->ts->types[type];
    for (int f = 0; f < g->s.frontier_count; f++) {
        const hu_cell *cell = &g->cells[g->frontier[f]];
        for (int r = 0; r < 4; r++)
            if (cell_accepts(cell, t, r))
                return 1;
    }
    return 0;
}

int hu_board_list_placements(const hunters_game *g, int type, hunters_move *moves, size_t capacity)
{
    const hu_tile_type *t = &g->ts->types[type];
    size_t n = 0;
    for (int f = 0; f < g->s.frontier_count; f++) {
        const hu_cell *cell = &g->cells[g->frontier[f]];
        for (int r = 0; r < 4; r++) {
            if (!cell_accepts(cell, t, r))
                continue;
            if (n < capacity)
                moves[n] = hunters_move_place(cell->x, cell->y, r);
            n++;
        }
    }
    return (int)n;
}

hunters_move hu_board_nth_placement(const hunters_game *g, int type, int k)
{
    const hu_tile_type *t = &g->ts->types[type];
    for (int f = 0; f < g->s.frontier_count; f++) {
        const hu_cell *cell = &g->cells[g->frontier[f]];
        for (int r = 0; r < 4; r++)
            if (cell_accepts(cell, t, r) && k-- == 0)
                return hunters_move_place(cell->x, cell->y, r);
    }
    return 0;
}

int hu_board_place(hunters_game *g, int x, int y, int type, int rotation)
{
    int c = cell_for(g, x, y);
    hu_cell *cell = &g->cells[c];
    /* leave the frontier: the last open cell takes this one's slot */
    uint16_t last = g->frontier[--g->s.frontier_count];
    g->frontier[cell->slot] = last;
    g->cells[last].slot = cell->slot;

    int p = g->s.placed_count++;
    cell->placed = (uint16_t)p;
    hu_placed *tile = &g->placed[p];
    tile->x = (int16_t)x;
    tile->y = (int16_t)y;
    tile->type = (uint16_t)type;
    tile->rotation = (uint8_t)rotation;
    tile->piece_owner = -1;
    tile->piece_area = 0;
    tile->piece = 0;
    tile->piece_flags = 0;
    hu_features_add_tile(g, p);

    const hu_tile_type *t = &g->ts->types[type];
    for (int d = 0; d < 4; d++) {
        int n = cell_for(g, x + dx[d], y + dy[d]);
        hu_cell *near = &g->cells[n];
        int back = (d + 2) & 3;
        if (near->placed == HU_NONE) {
            near->need_mask |= (uint8_t)(3u << (2 * back));
            near->need_code |= (uint8_t)(((t->rot_code[rotation] >> (2 * d)) & 3u) << (2 * back));
            continue;
        }
        /* join the features across this side */
        const hu_placed *other = &g->placed[near->placed];
        const hu_tile_type *ot = &g->ts->types[other->type];
        int terrain = (t->rot_code[rotation] >> (2 * d)) & 3;
        int mine = tile->first_node, theirs = other->first_node;
        if (terrain == HUNTERS_TERRAIN_FOREST) {
            hu_feature_join(g, mine + t->rot_half_area[rotation][2 * d],
                            theirs + ot->rot_half_area[other->rotation][2 * back], 1);
            continue;
        }
        if (terrain == HUNTERS_TERRAIN_RIVER) {
            int a = mine + t->rot_side_river[rotation][d];
            int b = theirs + ot->rot_side_river[other->rotation][back];
            hu_feature_join(g, a, b, 1);
            hu_system_join(g, a, b);
        }
        /* meadow halves: my half toward one corner meets theirs toward the
         * same corner, which is the other half of their side */
        for (int h = 0; h < 2; h++)
            hu_feature_join(g, mine + t->rot_half_area[rotation][2 * d + h],
                            theirs + ot->rot_half_area[other->rotation][2 * back + 1 - h], 0);
    }
    return p;
}
