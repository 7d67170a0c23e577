/* The board: positions of placed tiles and of the open frontier around
 * them, found through a grid. Each open position keeps the terrain its
 * neighbours demand, so a placement test is one mask compare per rotation
 * (R3.2).
 *
 * The grid is an array of side * side entries (side = 2^grid_shift), each
 * HU_NONE, or HU_GRID_PLACED and the index of the tile placed there, or
 * the frontier slot of an open position; position (x, y) at entry (y *
 * side + x) mod side^2. Its side is at least the width and the height of
 * the widest and the tallest frame a game can have (n tiles span at most n
 * columns or rows), and then two positions of the frame -- the bounding
 * box of the placed tiles grown by one on every side, which holds every
 * tile and open position -- never share an entry (|dx|, |dy| < side, so
 * |dy * side + dx| < side^2 unless both are 0). Each row of the frame is
 * a run of consecutive entries, cut in two only where it crosses the end
 * of the array. Only the frame is ever read, so neither a new game nor a
 * clone clears the grid, and a copy moves only the frame, a run per row.
 * When the box grows, the row or column the frame gains must hold no stale
 * entry: the game keeps a clean box, positions around the frame whose
 * entries off the frame are known to be HU_NONE, and when the frame grows
 * beyond it, the box gains eight rows or columns at once, cleared in a
 * few stores a row (at most side wide and tall, the box's positions never
 * share an entry either). A copy makes the clean box the source's frame. */
#include <string.h>

#include "board/board.h"
#include "features/joins.h"
#include "game.h"
#include "util/attributes.h"


/* Sets length entries (at most the grid's size) from start on to HU_NONE:
 * one run of the array, or two where they cross its end. */
static void clear_entries(hunters_game *g, unsigned start, unsigned length)
{
    unsigned size = g->grid_mask + 1;
    unsigned first = length < size - start ? length : size - start;
    memset(g->grid + start, 0xff, sizeof *g->grid * first); /* (HU_NONE is all ones) */
    if (first < length)
        memset(g->grid, 0xff, sizeof *g->grid * (length - first));
}

/* The entries of row y from x0 to x1 (at most side). */
static void clear_row(hunters_game *g, int y, int x0, int x1)
{
    clear_entries(g, grid_index(g, x0, y), (unsigned)(x1 - x0 + 1));
}

_Static_assert(HU_NONE == 0xffffu, "a grid entry of all one bytes is HU_NONE");

/* How many rows or columns the clean box gains at a time: more than the
 * frame needs, so that most growths of the frame clear nothing. */
#define CLEAN_STEP 8

/* Columns x0 to x1, at most CLEAN_STEP (eight), from row y0 to y1: two
 * 8-byte stores a row when they are eight and lie before the array's end,
 * else one entry at a time. */
static void clear_columns(hunters_game *g, int x0, int x1, int y0, int y1)
{
    const unsigned mask = g->grid_mask, side = 1u << g->grid_shift, count = (unsigned)(x1 - x0 + 1);
    const uint64_t none = UINT64_MAX;
    uint16_t *grid = g->grid;
    unsigned e = grid_index(g, x0, y0);
    for (int y = y0; y <= y1; y++, e = (e + side) & mask) {
        if (count == CLEAN_STEP && e + 8 <= mask + 1) { /* (CLEAN_STEP is 8) */
            memcpy(grid + e, &none, sizeof none);
            memcpy(grid + e + 4, &none, sizeof none);
            continue;
        }
        for (unsigned i = 0; i < count; i++)
            grid[(e + i) & mask] = HU_NONE;
    }
}


/* The frame has grown one column beyond the clean box, west (west != 0)
 * or east: the box gains that column and a few more, each cleared over the
 * box's rows. The box stays at most side columns wide (then no two of its
 * positions share an entry): it gives up columns on the other side, beyond
 * the frame, if it must. */
static void clean_columns(hunters_game *g, int west)
{
    const hu_scalars *s = &g->s;
    const int side = 1 << g->grid_shift;
    int x0, x1;
    if (west) {
        x1 = g->clean_min_x - 1;
        x0 = g->clean_min_x - CLEAN_STEP;
        if (x0 < s->max_x + 2 - side) /* (the frame, s->min_x - 1 to s->max_x + 1, is at most side wide) */
            x0 = s->max_x + 2 - side;
        g->clean_min_x = (int16_t)x0;
        if (g->clean_max_x > x0 + side - 1)
            g->clean_max_x = (int16_t)(x0 + side - 1);
    } else {
        x0 = g->clean_max_x + 1;
        x1 = g->clean_max_x + CLEAN_STEP;
        if (x1 > s->min_x - 2 + side)
            x1 = s->min_x - 2 + side;
        g->clean_max_x = (int16_t)x1;
        if (g->clean_min_x < x1 - side + 1)
            g->clean_min_x = (int16_t)(x1 - side + 1);
    }
    clear_columns(g, x0, x1, g->clean_min_y, g->clean_max_y);
}

/* The same for rows, north (north != 0) or south, each cleared over the
 * box's columns. */
static void clean_rows(hunters_game *g, int north)
{
    const hu_scalars *s = &g->s;
    const int side = 1 << g->grid_shift;
    int y0, y1;
    if (north) {
        y1 = g->clean_min_y - 1;
        y0 = g->clean_min_y - CLEAN_STEP;
        if (y0 < s->max_y + 2 - side)
            y0 = s->max_y + 2 - side;
        g->clean_min_y = (int16_t)y0;
        if (g->clean_max_y > y0 + side - 1)
            g->clean_max_y = (int16_t)(y0 + side - 1);
    } else {
        y0 = g->clean_max_y + 1;
        y1 = g->clean_max_y + CLEAN_STEP;
        if (y1 > s->min_y - 2 + side)
            y1 = s->min_y - 2 + side;
        g->clean_max_y = (int16_t)y1;
        if (g->clean_min_y < y1 - side + 1)
            g->clean_min_y = (int16_t)(y1 - side + 1);
    }
    /* one run of the array, from the first row's first entry to the last
     * row's last: the entries between the rows are of positions beyond the
     * box, where clearing is harmless (no position of the box shares one:
     * the box is at most side wide and tall) */
    clear_entries(g, grid_index(g, g->clean_min_x, y0),
                  ((unsigned)(y1 - y0) << g->grid_shift) + (unsigned)(g->clean_max_x - g->clean_min_x + 1));
}

/* Grows the bounding box to take (x, y), a position of the frame; the
 * frame then gains a row or a column, which is clean unless it lies beyond
 * the clean box. */
static void grow_box(hunters_game *g, int x, int y)
{
    hu_scalars *s = &g->s;
    if (x < s->min_x) {
        s->min_x = (int16_t)x;
        if (x - 1 < g->clean_min_x)
            clean_columns(g, 1);
    } else if (x > s->max_x) {
        s->max_x = (int16_t)x;
        if (x + 1 > g->clean_max_x)
            clean_columns(g, 0);
    }
    if (y < s->min_y) {
        s->min_y = (int16_t)y;
        if (y - 1 < g->clean_min_y)
            clean_rows(g, 1);
    } else if (y > s->max_y) {
        s->max_y = (int16_t)y;
        if (y + 1 > g->clean_max_y)
            clean_rows(g, 0);
    }
}

/* g's clean box becomes the frame of s, whose entries the caller has set
 * in g's grid. */
static void clean_box_is_frame(hunters_game *g, const hu_scalars *s)
{
    g->clean_min_x = (int16_t)(s->min_x - 1);
    g->clean_max_x = (int16_t)(s->max_x + 1);
    g->clean_min_y = (int16_t)(s->min_y - 1);
    g->clean_max_y = (int16_t)(s->max_y + 1);
}

void hu_board_reset(hunters_game *g)
{
    g->s.frontier_count = 0;
    g->s.placed_count = 0;
    g->s.min_x = g->s.max_x = g->s.min_y = g->s.max_y = 0; /* the start tile's (0, 0) */
    for (int y = -1; y <= 1; y++)
        clear_row(g, y, -1, 1);
    clean_box_is_frame(g, &g->s);
}

void hu_board_copy_grid(hunters_game *dest, const hunters_game *src)
{
    const hu_scalars *s = &src->s;
    unsigned size = src->grid_mask + 1;
    unsigned width = (unsigned)(s->max_x - s->min_x + 3); /* at most side */
    for (int y = s->min_y - 1; y <= s->max_y + 1; y++) {
        unsigned start = grid_index(src, s->min_x - 1, y);
        unsigned first = width < size - start ? width : size - start; /* the run before the array's end */
        memcpy(dest->grid + start, src->grid + start, sizeof *src->grid * first);
        if (first < width)
            memcpy(dest->grid, src->grid, sizeof *src->grid * (width - first));
    }
    clean_box_is_frame(dest, s); /* (dest's other entries are its own, stale) */
}

void hu_board_restore_placement(hunters_game *dest, const hunters_game *src)
{
    const hu_scalars *s = &src->s;
    const hu_placed *tile = &dest->placed[s->placed_count];
    /* in src's frame, the placement wrote (hu_board_place) the entry of its
     * position, those of the neighbours it opened, and that of src's last
     * open position, which moved into the placed position's slot; beyond
     * the frame it grew the clean box, which becomes src's frame again */
    for (int d = -1; d < 4; d++) {
        int x = tile->x + (d < 0 ? 0 : hu_side_dx[d]), y = tile->y + (d < 0 ? 0 : hu_side_dy[d]);
        if (in_frame(src, x, y))
            *grid_at(dest, x, y) = *grid_at(src, x, y);
    }
    if (s->frontier_count > 0) {
        const hu_open *moved = &src->frontier[s->frontier_count - 1];
        *grid_at(dest, hu_open_x(moved), hu_open_y(moved)) = *grid_at(src, hu_open_x(moved), hu_open_y(moved));
    }
    memcpy(dest->frontier, src->frontier, sizeof *src->frontier * s->frontier_count);
    memcpy(dest->frontier_need, src->frontier_need, s->frontier_count);
    clean_box_is_frame(dest, s);
}

size_t hu_board_grid_bytes(const hunters_game *g)
{
    const hu_scalars *s = &g->s;
    return sizeof *g->grid * (size_t)(s->max_x - s->min_x + 3) * (size_t)(s->max_y - s->min_y + 3);
}

/* Opens an empty position of the frame, with no demand yet; entry is its
 * grid entry. Returns its slot. */
static unsigned new_open(hunters_game *g, int x, int y, uint16_t *entry)
{
    unsigned f = g->s.frontier_count++;
    g->frontier[f].position = (uint32_t)(uint16_t)x | (uint32_t)(uint16_t)y << 16;
    g->frontier_need[f] = 0;
    *entry = (uint16_t)f;
    return f;
}

/* Takes the open position of slot f out of the frontier: the last one
 * moves into its slot (and its grid entry follows). The caller then
 * rewrites the grid entry of the position taken out. */
static HU_ALWAYS_INLINE void leave_frontier(hunters_game *g, unsigned f)
{
    unsigned last = --g->s.frontier_count;
    g->frontier[f] = g->frontier[last];
    g->frontier_need[f] = g->frontier_need[last];
    *grid_at(g, hu_open_x(&g->frontier[f]), hu_open_y(&g->frontier[f])) = (uint16_t)f;
}

/* The table option (R3.2): the bounding box of the placed tiles, stretched
 * to take (x, y), may be at most table_width columns by table_height rows
 * (0: no limit). The box only grows, so a position once beyond stays so. */
int hu_board_beyond_table(const hunters_game *g, int x, int y)
{
    const hu_scalars *s = &g->s;
    int w = g->options.table_width, h = g->options.table_height;
    int left = x < s->min_x ? x : s->min_x, right = x > s->max_x ? x : s->max_x;
    int top = y < s->min_y ? y : s->min_y, bottom = y > s->max_y ? y : s->max_y;
    return (w > 0 && right - left >= w) || (h > 0 && bottom - top >= h);
}

/* The demand that the placed neighbours of the empty position (x, y) make
 * on it (R3.2), as an open position's demand byte would hold it. */
static int demand_at(const hunters_game *g, int x, int y)
{
    int need = 0;
    for (int d = 0; d < 4; d++) {
        int p = hu_board_tile_at(g, x + hu_side_dx[d], y + hu_side_dy[d]);
        if (p >= 0) {
            const hu_placed *n = &g->placed[p];
            need |= g->ts->types[n->type].rot_demand[n->rotation][(d + 2) & 3]; /* (x, y) is across its side d + 2 */
        }
    }
    return need;
}

/* Scans every empty neighbour of the placed tiles: called only when a drawn
 * tile fits nowhere on a bounded table (a rare event), so it need not be
 * fast. */
int hu_board_fits_beyond_table(const hunters_game *g, int type)
{
    const uint8_t *fits = g->ts->types[type].fits;
    for (int p = 0; p < g->s.placed_count; p++)
        for (int d = 0; d < 4; d++) {
            int x = g->placed[p].x + hu_side_dx[d], y = g->placed[p].y + hu_side_dy[d];
            if (hu_board_tile_at(g, x, y) < 0 && hu_board_beyond_table(g, x, y) && fits[demand_at(g, x, y)])
                return 1;
        }
    return 0;
}

/* After a placement on a bounded table (the box grown): takes every open
 * position now beyond the table out of the frontier, so that the
 * placement scans never see it. Its grid entry stays, as the slot
 * max_cells: the spare byte after the demands (frontier_need[max_cells]),
 * so that placing a neighbour later needs no test. */
static void apply_table(hunters_game *g)
{
    hu_scalars *s = &g->s;
    for (unsigned f = 0; f < s->frontier_count;) {
        int x = hu_open_x(&g->frontier[f]), y = hu_open_y(&g->frontier[f]);
        if (!hu_board_beyond_table(g, x, y)) {
            f++;
            continue;
        }
        leave_frontier(g, f);
        *grid_at(g, x, y) = (uint16_t)g->max_cells;
    }
}

/* The same as the rotation bits of a move (bits 4-5), with their count,
 * for the listing: one table, so one address a position. */
typedef struct rotation_moves {
    hunters_move bits[4];
    hunters_move count;
} rotation_moves;
#define R(n, a, b, c, d) \
    {{(hunters_move)(a) << 4, (hunters_move)(b) << 4, (hunters_move)(c) << 4, (hunters_move)(d) << 4}, n}
static const rotation_moves rotation_table[16] = {
    R(0, 0, 0, 0, 0), R(1, 0, 0, 0, 0), R(1, 1, 0, 0, 0), R(2, 0, 1, 0, 0), R(1, 2, 0, 0, 0), R(2, 0, 2, 0, 0),
    R(2, 1, 2, 0, 0), R(3, 0, 1, 2, 0), R(1, 3, 0, 0, 0), R(2, 0, 3, 0, 0), R(2, 1, 3, 0, 0), R(3, 0, 1, 3, 0),
    R(2, 2, 3, 0, 0), R(3, 0, 2, 3, 0), R(3, 1, 2, 3, 0), R(4, 0, 1, 2, 3)};
#undef R

/* Stores the placements of the rotations set in rotations at the open
 * position of move base, with room for four; returns the end. */
static HU_ALWAYS_INLINE hunters_move *emit_rotations(hunters_move *out, hunters_move base, unsigned rotations)
{
    const rotation_moves *moves = &rotation_table[rotations];
    out[0] = base | moves->bits[0];
    out[1] = base | moves->bits[1];
    if (moves->count > 2) {
        out[2] = base | moves->bits[2];
        out[3] = base | moves->bits[3];
    }
    return out + moves->count;
}

int hu_board_list_placements(const hunters_game *g, int type, hunters_move *moves, size_t capacity)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const uint8_t *need = g->frontier_need;
    const int open = g->s.frontier_count;
    size_t n = 0;
    if (capacity >= 4 * (size_t)open) {
        /* room for every rotation of every position: about half the
         * positions take no rotation and cost one lookup (two positions a
         * round); of the others, store the first two rotations and count
         * only those that fit (93% of positions take at most two) */
        hunters_move *out = moves;
        const hu_open *frontier = g->frontier;
        int f = 0;
        for (; f + 4 <= open; f += 4) { /* four a round: less loop per position */
            unsigned r0 = fits[need[f]], r1 = fits[need[f + 1]], r2 = fits[need[f + 2]], r3 = fits[need[f + 3]];
            if (r0)
                out = emit_rotations(out, hu_open_move(&frontier[f]), r0);
            if (r1)
                out = emit_rotations(out, hu_open_move(&frontier[f + 1]), r1);
            if (r2)
                out = emit_rotations(out, hu_open_move(&frontier[f + 2]), r2);
            if (r3)
                out = emit_rotations(out, hu_open_move(&frontier[f + 3]), r3);
        }
        for (; f < open; f++) {
            unsigned rotations = fits[need[f]];
            if (rotations)
                out = emit_rotations(out, hu_open_move(&frontier[f]), rotations);
        }
        return (int)(out - moves);
    }
    for (int f = 0; f < open; f++) {
        unsigned rotations = fits[need[f]];
        for (int r = 0; rotations; r++, rotations >>= 1) {
            if (!(rotations & 1))
                continue;
            if (n < capacity)
                moves[n] = hu_open_move(&g->frontier[f]) | (hunters_move)r << 4;
            n++;
        }
    }
    return (int)n;
}

/* Joins the features of the tile just placed (tile, of type t) with those
 * of the placed tile across its side d (R5.1, R5.2, R7.1). */
static HU_ALWAYS_INLINE void join_across(hunters_game *g, const hu_placed *tile, const hu_tile_type *t, int d,
                                         const hu_placed *other)
{
    const hu_tile_type *ot = &g->ts->types[other->type];
    int rotation = tile->rotation, back = (d + 2) & 3;
    int terrain = (t->rot_code[rotation] >> (2 * d)) & 3;
    int mine = tile->first_node, theirs = other->first_node;
    const uint8_t *my_half = t->rot_half_area[rotation], *their_half = ot->rot_half_area[other->rotation];
    if (terrain == HUNTERS_TERRAIN_FOREST) {
        hu_feature_join(g, mine + my_half[2 * d], theirs + their_half[2 * back], 1);
        return;
    }
    if (terrain == HUNTERS_TERRAIN_RIVER) {
        int a = mine + t->rot_side_river[rotation][d];
        int b = theirs + ot->rot_side_river[other->rotation][back];
        hu_feature_join(g, a, b, 1);
        hu_system_join(g, a, b);
    }
    /* meadow halves: my half toward one corner meets theirs toward the
     * same corner, which is the other half of their side; a whole meadow
     * side is one area on each tile, so one join does */
    hu_feature_join(g, mine + my_half[2 * d], theirs + their_half[2 * back + 1], 0);
    if (terrain == HUNTERS_TERRAIN_RIVER)
        hu_feature_join(g, mine + my_half[2 * d + 1], theirs + their_half[2 * back], 0);
}

/* The side d of the tile just placed, whose neighbour's grid entry is near
 * at (nx, ny): a new open position, or one more demand on an open one
 * (R3.2), or joins with a placed neighbour. Returns the frontier's new
 * count (kept in a local by the caller: the demand bytes' stores may alias
 * anything). */
static HU_ALWAYS_INLINE unsigned visit_side(hunters_game *g, const hu_placed *tile, const hu_tile_type *t,
                                           uint16_t *near, int nx, int ny, int d, uint8_t demand, unsigned open)
{
    unsigned e = *near;
    if (e == HU_NONE) {
        g->frontier[open].position = (uint32_t)(uint16_t)nx | (uint32_t)(uint16_t)ny << 16;
        g->frontier_need[open] = demand;
        *near = (uint16_t)open;
        return open + 1;
    }
    if (!(e & HU_GRID_PLACED))
        g->frontier_need[e] |= demand; /* (a position beyond the table writes to the spare byte) */
    else
        join_across(g, tile, t, d, &g->placed[e & ~HU_GRID_PLACED]);
    return open;
}

int hu_board_place(hunters_game *g, int x, int y, int type, int rotation)
{
    uint16_t *const grid = g->grid;
    const unsigned here = grid_index(g, x, y);
    /* (not open yet: the start tile) */
    unsigned f = grid[here] != HU_NONE ? grid[here] : new_open(g, x, y, &grid[here]);
    grow_box(g, x, y); /* the frame then holds the four neighbours */
    leave_frontier(g, f);
    int p = g->s.placed_count++;
    grid[here] = (uint16_t)(HU_GRID_PLACED | (unsigned)p);
    hu_placed *tile = &g->placed[p];
    tile->x = (int16_t)x;
    tile->y = (int16_t)y;
    tile->type = (uint16_t)type;
    tile->rotation = (uint8_t)rotation;
    tile->piece_owner = -1;
    tile->piece_area = 0;
    tile->piece = 0;
    hu_features_add_tile(g, p);

    const hu_tile_type *t = &g->ts->types[type];
    /* the four sides one by one (constants for the compiler): their
     * entries are one row up or down, one entry left or right */
    const unsigned mask = g->grid_mask, side = 1u << g->grid_shift;
    unsigned open = g->s.frontier_count;
    const uint8_t *demand = t->rot_demand[rotation];
    uint8_t north = demand[0], east = demand[1], south = demand[2], west = demand[3]; /* read once */
    open = visit_side(g, tile, t, &grid[(here - side) & mask], x, y - 1, 0, north, open);
    open = visit_side(g, tile, t, &grid[(here + 1) & mask], x + 1, y, 1, east, open);
    open = visit_side(g, tile, t, &grid[(here + side) & mask], x, y + 1, 2, south, open);
    open = visit_side(g, tile, t, &grid[(here - 1) & mask], x - 1, y, 3, west, open);
    g->s.frontier_count = (uint16_t)open;
    if (g->options.table_width | g->options.table_height)
        apply_table(g);
    return p;
}
