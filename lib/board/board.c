/* The board: positions of placed tiles and of the open frontier around
 * them, found through a grid. Each open position keeps the terrain its
 * neighbours demand, so a placement test is one mask compare per rotation
 * (R3.2).
 *
 * The grid is an array of side * side entries (side = 2^grid_shift), each
 * the cell of a position or HU_NONE, position (x, y) at entry (y * side +
 * x) mod side^2. Its side exceeds the widest and the tallest frame a game
 * can have (n tiles span at most n columns or rows), and then two
 * positions of the frame -- the bounding box of the placed tiles grown by
 * one on every side, which holds every cell -- never share an entry
 * (|dy * side + dx| < side^2 unless both are 0). Each row of the frame is
 * a run of consecutive entries, cut in two only where it crosses the end
 * of the array. Only the frame is ever read: when the box grows, the row
 * or column the frame gains is cleared, so neither a new game nor a clone
 * clears the grid, and a copy moves only the frame, a run per row. */
#include <string.h>

#include "game.h"

static const int dx[4] = {0, 1, 0, -1}; /* N E S W; y grows southward */
static const int dy[4] = {-1, 0, 1, 0};

static inline unsigned grid_index(const hunters_game *g, int x, int y)
{
    return (((unsigned)y << g->grid_shift) + (unsigned)x) & g->grid_mask;
}

static inline uint16_t *grid_at(const hunters_game *g, int x, int y)
{
    return &g->grid[grid_index(g, x, y)];
}

static inline int in_frame(const hunters_game *g, int x, int y)
{
    const hu_scalars *s = &g->s;
    return x >= s->min_x - 1 && x <= s->max_x + 1 && y >= s->min_y - 1 && y <= s->max_y + 1;
}

static void clear_row(hunters_game *g, int y, int x0, int x1)
{
    for (int x = x0; x <= x1; x++)
        *grid_at(g, x, y) = HU_NONE;
}

static void clear_column(hunters_game *g, int x, int y0, int y1)
{
    for (int y = y0; y <= y1; y++)
        *grid_at(g, x, y) = HU_NONE;
}

/* Grows the bounding box to take (x, y), a position of the frame, and
 * clears what the frame gains. */
static void grow_box(hunters_game *g, int x, int y)
{
    hu_scalars *s = &g->s;
    if (x < s->min_x) {
        s->min_x = (int16_t)x;
        clear_column(g, x - 1, s->min_y - 1, s->max_y + 1);
    } else if (x > s->max_x) {
        s->max_x = (int16_t)x;
        clear_column(g, x + 1, s->min_y - 1, s->max_y + 1);
    }
    if (y < s->min_y) {
        s->min_y = (int16_t)y;
        clear_row(g, y - 1, s->min_x - 1, s->max_x + 1);
    } else if (y > s->max_y) {
        s->max_y = (int16_t)y;
        clear_row(g, y + 1, s->min_x - 1, s->max_x + 1);
    }
}

void hu_board_reset(hunters_game *g)
{
    g->s.cell_count = 0;
    g->s.frontier_count = 0;
    g->s.placed_count = 0;
    g->s.min_x = g->s.max_x = g->s.min_y = g->s.max_y = 0; /* the start tile's (0, 0) */
    for (int y = -1; y <= 1; y++)
        clear_row(g, y, -1, 1);
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
}

size_t hu_board_grid_bytes(const hunters_game *g)
{
    const hu_scalars *s = &g->s;
    return sizeof *g->grid * (size_t)(s->max_x - s->min_x + 3) * (size_t)(s->max_y - s->min_y + 3);
}

int hu_board_cell(const hunters_game *g, int x, int y)
{
    if (!in_frame(g, x, y))
        return -1;
    uint16_t c = *grid_at(g, x, y);
    return c == HU_NONE ? -1 : c;
}

int hu_board_tile_at(const hunters_game *g, int x, int y)
{
    int c = hu_board_cell(g, x, y);
    return c >= 0 && g->cells[c].placed != HU_NONE ? g->cells[c].placed : -1;
}

/* Creates the cell of an empty position of the frame, open, with no
 * demand yet; entry is its grid entry. */
static int new_cell(hunters_game *g, int x, int y, uint16_t *entry)
{
    int c = g->s.cell_count++;
    hu_cell *cell = &g->cells[c];
    cell->placed = HU_NONE;
    cell->slot = g->s.frontier_count++;
    hu_open *open = &g->frontier[cell->slot];
    open->position = (uint32_t)(uint16_t)x | (uint32_t)(uint16_t)y << 16;
    open->cell = (uint16_t)c;
    g->frontier_need[cell->slot] = 0;
    *entry = (uint16_t)c;
    return c;
}

int hu_board_need_at(const hunters_game *g, int x, int y)
{
    int c = hu_board_cell(g, x, y);
    /* taken, or beyond the table's edge (slot past the frontier, see apply_table) */
    if (c < 0 || g->cells[c].placed != HU_NONE || g->cells[c].slot >= g->s.frontier_count)
        return -1;
    return g->frontier_need[g->cells[c].slot];
}

int hu_board_fits(const hunters_game *g, int x, int y, int type, int rotation)
{
    int need = hu_board_need_at(g, x, y);
    /* no open position: not touching the board by a side, or occupied */
    return need >= 0 && (g->ts->types[type].fits[need] >> rotation) & 1;
}

int hu_board_fits_anywhere(const hunters_game *g, int type)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const uint8_t *need = g->frontier_need;
    for (int f = 0; f < g->s.frontier_count; f++)
        if (fits[need[f]])
            return 1;
    return 0;
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

/* After a placement on a bounded table (the box grown): takes every open
 * position now beyond the table out of the frontier, so that
 * the placement scans never see it. Its cell stays, its slot pointing at
 * the spare byte after the demands (frontier_need[max_cells]), so that
 * placing a neighbour later needs no test. */
static void apply_table(hunters_game *g)
{
    hu_scalars *s = &g->s;
    for (int f = 0; f < s->frontier_count;) {
        int c = g->frontier[f].cell;
        uint32_t position = g->frontier[f].position;
        if (!hu_board_beyond_table(g, (int16_t)(uint16_t)position, (int16_t)(uint16_t)(position >> 16))) {
            f++;
            continue;
        }
        int last = --s->frontier_count;
        g->frontier[f] = g->frontier[last];
        g->frontier_need[f] = g->frontier_need[last];
        g->cells[g->frontier[f].cell].slot = (uint16_t)f;
        g->cells[c].slot = (uint16_t)g->max_cells; /* after the move: c may have been the last */
    }
}

/* Rotations fitting, as a 4-bit set: how many, and the i-th of them. */
static const uint8_t rotation_count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t nth_rotation[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0},
    {1, 2, 0, 0}, {0, 1, 2, 0}, {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3}};

/* The same as the rotation bits of a move (bits 4-5), for the listing. */
#define R(a, b, c, d) {(hunters_move)(a) << 4, (hunters_move)(b) << 4, (hunters_move)(c) << 4, (hunters_move)(d) << 4}
static const hunters_move rotation_bits[16][4] = {
    R(0, 0, 0, 0), R(0, 0, 0, 0), R(1, 0, 0, 0), R(0, 1, 0, 0), R(2, 0, 0, 0), R(0, 2, 0, 0),
    R(1, 2, 0, 0), R(0, 1, 2, 0), R(3, 0, 0, 0), R(0, 3, 0, 0), R(1, 3, 0, 0), R(0, 1, 3, 0),
    R(2, 3, 0, 0), R(0, 2, 3, 0), R(1, 2, 3, 0), R(0, 1, 2, 3)};
#undef R

hunters_move hu_board_random_placement(const hunters_game *g, int type, uint64_t *rng)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const uint8_t *need = g->frontier_need;
    const int open = g->s.frontier_count;
    /* Rejection sampling: a random (position, rotation) is legal often
     * enough that a few tries beat counting them all. Each accepted try is
     * uniform among the legal ones, and so is the exact fallback below. */
    for (int attempt = 0; attempt < 16; attempt++) {
        uint32_t pick = hu_rng_below(rng, 4u * (uint32_t)open);
        int f = (int)(pick >> 2), r = (int)(pick & 3);
        if ((fits[need[f]] >> r) & 1)
            return hu_open_move(&g->frontier[f]) | (hunters_move)r << 4;
    }
    uint32_t total = 0;
    for (int f = 0; f < open; f++)
        total += rotation_count[fits[need[f]]];
    uint32_t k = hu_rng_below(rng, total);
    for (int f = 0; f < open; f++) {
        unsigned rotations = fits[need[f]];
        if (k < rotation_count[rotations])
            return hu_open_move(&g->frontier[f]) | (hunters_move)nth_rotation[rotations][k] << 4;
        k -= rotation_count[rotations];
    }
    return 0; /* unreachable: the tile in hand fits somewhere */
}

int hu_board_list_placements(const hunters_game *g, int type, hunters_move *moves, size_t capacity)
{
    const uint8_t *fits = g->ts->types[type].fits;
    const uint8_t *need = g->frontier_need;
    const int open = g->s.frontier_count;
    size_t n = 0;
    if (capacity >= 4 * (size_t)open) {
        /* room for every rotation of every position: store the first two
         * and count only those that fit, with no branch on the common case
         * (in random games half the positions take no rotation and 93% at
         * most two; the branch for three or four is rarely taken) */
        for (int f = 0; f < open; f++) {
            unsigned rotations = fits[need[f]];
            hunters_move base = hu_open_move(&g->frontier[f]);
            const hunters_move *bits = rotation_bits[rotations];
            hunters_move *out = moves + n;
            out[0] = base | bits[0];
            out[1] = base | bits[1];
            if (rotation_count[rotations] > 2) {
                out[2] = base | bits[2];
                out[3] = base | bits[3];
            }
            n += rotation_count[rotations];
        }
        return (int)n;
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

int hu_board_place(hunters_game *g, int x, int y, int type, int rotation)
{
    uint16_t *entry = grid_at(g, x, y);
    int c = *entry != HU_NONE ? *entry : new_cell(g, x, y, entry); /* (a new cell: the start tile) */
    grow_box(g, x, y); /* the frame then holds the four neighbours */
    hu_cell *cell = &g->cells[c];
    /* leave the frontier: the last open position takes this one's slot */
    int last = --g->s.frontier_count;
    g->frontier[cell->slot] = g->frontier[last];
    g->frontier_need[cell->slot] = g->frontier_need[last];
    g->cells[g->frontier[cell->slot].cell].slot = cell->slot;

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
    hu_features_add_tile(g, p);

    const hu_tile_type *t = &g->ts->types[type];
    /* the neighbours' entries: one row up or down, one entry left or right */
    unsigned here = grid_index(g, x, y), side = 1u << g->grid_shift;
    const unsigned step[4] = {0u - side, 1u, side, 0u - 1u};
    for (int d = 0; d < 4; d++) {
        uint16_t *near_entry = &g->grid[(here + step[d]) & g->grid_mask];
        int n = *near_entry != HU_NONE ? *near_entry : new_cell(g, x + dx[d], y + dy[d], near_entry);
        hu_cell *near = &g->cells[n];
        int back = (d + 2) & 3;
        if (near->placed == HU_NONE) {
            /* (a position beyond the table writes to the spare byte) */
            g->frontier_need[near->slot] |= t->rot_demand[rotation][d];
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
         * same corner, which is the other half of their side; a whole
         * meadow side is one area on each tile, so one join does */
        hu_feature_join(g, mine + t->rot_half_area[rotation][2 * d],
                        theirs + ot->rot_half_area[other->rotation][2 * back + 1], 0);
        if (terrain == HUNTERS_TERRAIN_RIVER)
            hu_feature_join(g, mine + t->rot_half_area[rotation][2 * d + 1],
                            theirs + ot->rot_half_area[other->rotation][2 * back], 0);
    }
    if (g->options.table_width | g->options.table_height)
        apply_table(g);
    return p;
}
