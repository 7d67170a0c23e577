/* One tile drawn from its tile-set description: meadow ground, forests
 * along their sides (one connected shape when a forest joins sides),
 * rivers from side midpoints to their other end, the lake, springs, then
 * each area's items and piece near the area. Geometry is worked out with
 * the tile unrotated and every point turned on output, so any tile at any
 * rotation keeps its text upright. */
#include "render/render.h"

#define FOREST_DEPTH 25   /* how far a forest side reaches into the tile */
#define CORNER_GAP 6      /* inset where a forest meets another area's corner */
#define LAKE_RADIUS 21
#define SPRING_INSET 17   /* a spring lies this far in from its side */

typedef struct tile_pen {
    hu_text_sink *s;
    const hunters_tileset *ts;
    int type, rotation, ox, oy;
} tile_pen;

/* What meadow symbols should keep clear of, unrotated: forest shapes
 * (convex polygons), river centre lines with their half width, and circles
 * (the lake, springs). Integer geometry, so every platform decides alike. */
#define MAX_SHAPES 24
typedef struct obstacles {
    hu_point poly[MAX_SHAPES][8];
    int poly_points[MAX_SHAPES];
    int polys;
    hu_point seg[MAX_SHAPES * 2][2];
    int segs;
    hu_point centre[MAX_SHAPES];
    int radius[MAX_SHAPES];
    int circles;
} obstacles;

/* (x, y) of the unrotated tile turned `quarter` quarter turns clockwise. */
static hu_point turn(hu_point p, int quarter)
{
    for (int q = quarter & 3; q > 0; q--)
        p = (hu_point){HU_TILE - p.y, p.x};
    return p;
}

/* A point of the unrotated tile, as drawn. */
static hu_point place(const tile_pen *pen, hu_point p)
{
    p = turn(p, pen->rotation);
    return (hu_point){p.x + pen->ox, p.y + pen->oy};
}

static void put_point(const tile_pen *pen, const char *command, hu_point p)
{
    p = place(pen, p);
    hu_sink_printf(pen->s, "%s%d %d", command, p.x, p.y);
}

static int sides_of(int halves)
{
    int sides = 0;
    for (int side = 0; side < 4; side++)
        if (halves >> (2 * side) & 3)
            sides |= 1 << side;
    return sides;
}

static void add_polygon(obstacles *ob, const hu_point *points, int n)
{
    if (ob->polys == MAX_SHAPES || n > 8)
        return;
    for (int i = 0; i < n; i++)
        ob->poly[ob->polys][i] = points[i];
    ob->poly_points[ob->polys++] = n;
}

static void add_segment(obstacles *ob, hu_point a, hu_point b)
{
    if (ob->segs < MAX_SHAPES * 2)
        ob->seg[ob->segs][0] = a, ob->seg[ob->segs++][1] = b;
}

static void add_circle(obstacles *ob, hu_point centre, int radius)
{
    if (ob->circles < MAX_SHAPES)
        ob->centre[ob->circles] = centre, ob->radius[ob->circles++] = radius;
}

/* ------------------------------------------------------------- forests -- */

/* The band of a forest side, described for side N and turned to `side`:
 * outer left, outer right, inner right, inner left. Where the neighbouring
 * side is not in the same forest the band stops short of the corner, so two
 * forests meeting at a corner stay apart. */
static void forest_band(int sides, int side, hu_point band[4])
{
    int left_joined = sides >> ((side + 3) & 3) & 1, right_joined = sides >> ((side + 1) & 3) & 1;
    int lg = left_joined ? 0 : CORNER_GAP, rg = right_joined ? 0 : CORNER_GAP;
    band[0] = (hu_point){lg, 0};
    band[1] = (hu_point){HU_TILE - rg, 0};
    band[2] = (hu_point){HU_TILE - FOREST_DEPTH - rg * 2 / 3, FOREST_DEPTH};
    band[3] = (hu_point){FOREST_DEPTH + lg * 2 / 3, FOREST_DEPTH};
    for (int i = 0; i < 4; i++)
        band[i] = turn(band[i], side);
}

static void draw_forest(const tile_pen *pen, obstacles *ob, int sides)
{
    hu_text_sink *s = pen->s;
    hu_sink_put(s, "<path class=\"forest\" fill=\"#2f6b2f\" stroke=\"#2f6b2f\" stroke-linejoin=\"round\" d=\"");
    int count = 0;
    for (int side = 0; side < 4; side++) {
        if (!(sides >> side & 1))
            continue;
        hu_point band[4];
        forest_band(sides, side, band);
        for (int i = 0; i < 4; i++)
            put_point(pen, i == 0 ? "M " : " L ", band[i]);
        hu_sink_put(s, " Z ");
        add_polygon(ob, band, 4);
        count++;
    }
    if (count > 1) {
        /* the inner edges of the bands, in clockwise order, enclose the
         * middle that joins them into one forest */
        hu_point middle[8];
        int n = 0;
        for (int side = 0; side < 4; side++) {
            if (!(sides >> side & 1))
                continue;
            hu_point band[4];
            forest_band(sides, side, band);
            put_point(pen, n == 0 ? "M " : " L ", band[3]);
            put_point(pen, " L ", band[2]);
            middle[n++] = band[3];
            middle[n++] = band[2];
        }
        hu_sink_put(s, " Z");
        add_polygon(ob, middle, n);
    }
    hu_sink_put(s, "\"/>\n");
    /* a few trees, so a forest reads as one without its colour */
    for (int side = 0; side < 4; side++) {
        if (!(sides >> side & 1))
            continue;
        static const hu_point trees[] = {{22, 6}, {78, 6}};
        for (int i = 0; i < 2; i++) {
            hu_point t = place(pen, turn(trees[i], side));
            hu_sink_printf(s, "<path d=\"M %d %d l 4 7 h -8 Z\" fill=\"#173d17\"/>", t.x, t.y - 3);
        }
    }
}

/* -------------------------------------------------------------- rivers -- */

static hu_point side_middle(int side)
{
    return turn((hu_point){50, 0}, side);
}

static hu_point spring_point(int side)
{
    return turn((hu_point){50, SPRING_INSET}, side);
}

/* The two ends of a river area (sides, or HUNTERS_END_LAKE/SPRING). */
static void river_ends(const tile_pen *pen, int area, int end[2])
{
    for (int i = 0; i < 2; i++)
        end[i] = hunters_tileset_area_river_end(pen->ts, pen->type, area, i);
    /* a side first, when there is one */
    if (end[0] > 3 && end[1] <= 3) {
        int t = end[0];
        end[0] = end[1];
        end[1] = t;
    }
}

static int is_side(int end)
{
    return end >= 0 && end <= 3;
}

/* Where a river's items and piece go: a row of @p width units. */
static hu_point river_anchor(const int end[2], int width)
{
    /* a short river from a side to its spring: beside the stub, so the row
     * covers neither the spring nor the river */
    if (is_side(end[0]) && end[1] == HUNTERS_END_SPRING)
        return turn((hu_point){50 + 8 + width / 2, 11}, end[0]);
    if (is_side(end[0]) && is_side(end[1])) {
        if ((end[0] ^ end[1]) == 2)
            return (hu_point){50, 50};
        /* the middle of the curve through the centre: a quarter of each end
         * and half the centre */
        hu_point a = side_middle(end[0]), b = side_middle(end[1]);
        return (hu_point){(a.x + b.x + 100) / 4, (a.y + b.y + 100) / 4};
    }
    if (is_side(end[0]))
        return turn((hu_point){50, end[1] == HUNTERS_END_LAKE ? 14 : 10}, end[0]);
    return (hu_point){50, 50};
}

static void draw_river(const tile_pen *pen, obstacles *ob, const int end[2])
{
    hu_text_sink *s = pen->s;
    hu_point a = {30, 50}, b = {end[0] == end[1] ? 70 : 50, 50};
    if (is_side(end[0])) {
        a = side_middle(end[0]);
        b = is_side(end[1]) ? side_middle(end[1]) : end[1] == HUNTERS_END_LAKE ? (hu_point){50, 50}
                                                                                 : spring_point(end[0]);
    }
    if (is_side(end[0]) && is_side(end[1]) && (end[0] ^ end[1]) != 2) {
        /* the curve through the centre, as four chords */
        hu_point last = a;
        for (int k = 1; k <= 4; k++) {
            hu_point p = {((4 - k) * (4 - k) * a.x + 2 * k * (4 - k) * 50 + k * k * b.x) / 16,
                          ((4 - k) * (4 - k) * a.y + 2 * k * (4 - k) * 50 + k * k * b.y) / 16};
            add_segment(ob, last, p);
            last = p;
        }
    } else {
        add_segment(ob, a, b);
    }
    for (int layer = 0; layer < 2; layer++) {
        hu_sink_printf(s, "<path class=\"river\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" d=\"",
                       layer ? "#5aa6e6" : "#1d5fa0", layer ? 10 : 14);
        if (is_side(end[0])) {
            put_point(pen, "M ", side_middle(end[0]));
            if (is_side(end[1])) {
                if ((end[0] ^ end[1]) != 2)
                    put_point(pen, " Q ", (hu_point){50, 50});
                put_point(pen, (end[0] ^ end[1]) != 2 ? " " : " L ", side_middle(end[1]));
            } else if (end[1] == HUNTERS_END_LAKE) {
                put_point(pen, " L ", (hu_point){50, 50});
            } else {
                put_point(pen, " L ", spring_point(end[0]));
            }
        } else {
            /* a river with no side (only a custom set has one): a stub */
            put_point(pen, "M ", (hu_point){30, 50});
            put_point(pen, " L ", (hu_point){end[0] == end[1] ? 70 : 50, 50});
        }
        hu_sink_put(s, "\"/>\n");
    }
}

static void draw_spring(const tile_pen *pen, obstacles *ob, hu_point at)
{
    add_circle(ob, at, 6);
    hu_point p = place(pen, at);
    hu_sink_printf(pen->s,
                   "<circle class=\"spring\" cx=\"%d\" cy=\"%d\" r=\"6\" fill=\"#ffffff\" stroke=\"#1d5fa0\" "
                   "stroke-width=\"2.5\"/><circle cx=\"%d\" cy=\"%d\" r=\"2\" fill=\"#1d5fa0\"/>\n",
                   p.x, p.y, p.x, p.y);
}

/* ------------------------------------------------------------- meadows -- */

/* Is p at least `room` away from segment ab? */
static int clear_of_segment(hu_point p, hu_point a, hu_point b, long long room)
{
    long long dx = b.x - a.x, dy = b.y - a.y, px = p.x - a.x, py = p.y - a.y;
    long long len2 = dx * dx + dy * dy, dot = px * dx + py * dy;
    if (len2 == 0 || dot <= 0)
        return px * px + py * py >= room * room;
    if (dot >= len2) {
        long long qx = p.x - b.x, qy = p.y - b.y;
        return qx * qx + qy * qy >= room * room;
    }
    long long cross = px * dy - py * dx;
    return cross * cross >= room * room * len2;
}

static int clear_of(const obstacles *ob, hu_point p, int room, int forests_too)
{
    if (p.x < 4 || p.y < 6 || p.x > HU_TILE - 4 || p.y > HU_TILE - 6)
        return 0;
    for (int i = 0; i < ob->circles; i++) {
        long long dx = p.x - ob->centre[i].x, dy = p.y - ob->centre[i].y, r = ob->radius[i] + room;
        if (dx * dx + dy * dy < r * r)
            return 0;
    }
    for (int i = 0; i < ob->segs; i++)
        if (!clear_of_segment(p, ob->seg[i][0], ob->seg[i][1], 7 + room))
            return 0;
    for (int i = 0; forests_too && i < ob->polys; i++) {
        int n = ob->poly_points[i], pos = 0, neg = 0, near = 0;
        for (int j = 0; j < n; j++) {
            hu_point a = ob->poly[i][j], b = ob->poly[i][(j + 1) % n];
            long long cross = (long long)(b.x - a.x) * (p.y - a.y) - (long long)(b.y - a.y) * (p.x - a.x);
            pos |= cross > 0;
            neg |= cross < 0;
            near |= !clear_of_segment(p, a, b, room);
        }
        if (near || !(pos && neg))
            return 0;
    }
    return 1;
}

/* Is a row of symbols `width` wide, drawn level on the board around p, clear? */
static int row_clear(const tile_pen *pen, const obstacles *ob, hu_point p, int width, int room, int forests_too)
{
    /* the board's "level" seen from the unrotated tile */
    hu_point step = turn((hu_point){HU_TILE + width / 2, 0}, (4 - pen->rotation) & 3);
    hu_point origin = turn((hu_point){HU_TILE, 0}, (4 - pen->rotation) & 3);
    hu_point d = {step.x - origin.x, step.y - origin.y};
    hu_point ends[3] = {p, {p.x + d.x, p.y + d.y}, {p.x - d.x, p.y - d.y}};
    for (int i = 0; i < 3; i++)
        if (!clear_of(ob, ends[i], room, forests_too))
            return 0;
    return 1;
}

/* Where a forest's symbols go: the middle of the forest, unless a lake or
 * river lies there; then the middle of one of its sides' bands. */
static hu_point forest_anchor(const tile_pen *pen, const obstacles *ob, int sides, int width)
{
    hu_point candidates[5];
    int n = 0, sx = 0, sy = 0, points = 0;
    for (int side = 0; side < 4; side++) {
        if (!(sides >> side & 1))
            continue;
        hu_point band[4];
        forest_band(sides, side, band);
        sx += band[2].x + band[3].x;
        sy += band[2].y + band[3].y;
        points += 2;
        candidates[1 + n++] = turn((hu_point){50, 13}, side);
    }
    if (points == 0)
        return (hu_point){50, 50};
    if (n == 1)
        return candidates[1];
    candidates[0] = (hu_point){sx / points, sy / points};
    for (int i = 0; i <= n; i++)
        if (row_clear(pen, ob, candidates[i], width, 2, 0))
            return candidates[i];
    return candidates[0];
}

/* Near each half-side, inside the tile: N.w N.e E.n E.s S.e S.w W.s W.n. */
static const hu_point half_points[8] = {{27, 16}, {73, 16}, {84, 27}, {84, 73},
                                        {73, 84}, {27, 84}, {16, 73}, {16, 27}};

/* Where a meadow's symbols go: the middle of its half-sides if that is
 * clear of forests, rivers and lakes, or else the clearest place between it
 * and its half-sides. */
static hu_point meadow_anchor(const tile_pen *pen, const obstacles *ob, int halves, int width)
{
    int count = 0, sx = 0, sy = 0;
    for (int h = 0; h < 8; h++)
        if (halves >> h & 1)
            sx += half_points[h].x, sy += half_points[h].y, count++;
    if (!count)
        return (hu_point){50, 50};
    hu_point c = {sx / count, sy / count}, candidates[1 + 3 * 8];
    int n = 0;
    candidates[n++] = c;
    for (int side = 0; side < 4; side++)
        if ((halves >> (2 * side) & 3) == 3)
            candidates[n++] = turn((hu_point){50, 17}, side);
    for (int h = 0; h < 8; h++)
        if (halves >> h & 1) {
            candidates[n++] = (hu_point){(c.x + half_points[h].x) / 2, (c.y + half_points[h].y) / 2};
            candidates[n++] = half_points[h];
        }
    static const int rooms[] = {6, 3, 0};
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < n; i++)
            if (row_clear(pen, ob, candidates[i], width, rooms[r], 1))
                return candidates[i];
    return c;
}

/* ------------------------------------------------------ items and piece -- */

typedef struct area_row {
    int counts[HUNTERS_ITEM_VOLCANO + 1];
    int has_piece, lying, width;
} area_row;

/* The items of an area and the piece on it, as one row of symbols. */
static void measure_row(const tile_pen *pen, int area, int kind, const hu_piece_mark *piece, area_row *row)
{
    int elements = 0;
    row->width = 0;
    for (int item = 0; item <= HUNTERS_ITEM_VOLCANO; item++) {
        row->counts[item] = hunters_tileset_area_item(pen->ts, pen->type, area, item);
        if (row->counts[item] > 0)
            row->width += hu_item_width(row->counts[item]), elements++;
    }
    row->has_piece = piece && piece->owner >= 0 && piece->area == area;
    row->lying = row->has_piece && piece->piece == HUNTERS_PIECE_MEMBER && kind == HUNTERS_AREA_MEADOW;
    if (row->has_piece)
        row->width += hu_piece_width(row->lying), elements++;
    if (elements > 1)
        row->width += 2 * (elements - 1);
}

/* Draws the row centred on the anchor, kept inside the tile. */
static void draw_row(const tile_pen *pen, int area, int kind, hu_point anchor, const hu_piece_mark *piece,
                     const area_row *row)
{
    if (row->width == 0)
        return;
    hu_point at = place(pen, anchor);
    int x = at.x - row->width / 2;
    if (x < pen->ox + 3)
        x = pen->ox + 3;
    if (x + row->width > pen->ox + HU_TILE - 3)
        x = pen->ox + HU_TILE - 3 - row->width;
    if (row->has_piece) {
        int w = hu_piece_width(row->lying);
        static const char *const roles[] = {"", "gatherer", "fisher", "fisher", "hunter"};
        const char *role = piece->piece == HUNTERS_PIECE_HUT ? "hut" : roles[kind >= 1 && kind <= 4 ? kind : 0];
        hu_sink_printf(pen->s,
                       "<g class=\"piece\" data-player=\"%d\" data-piece=\"%s\" data-role=\"%s\" data-area=\"%d\">"
                       "<title>player %d: %s</title>\n",
                       piece->owner, piece->piece == HUNTERS_PIECE_HUT ? "hut" : "member", role, area,
                       piece->owner + 1, role);
        hu_draw_piece(pen->s, piece->owner, piece->piece, row->lying, x + w / 2, at.y);
        hu_sink_put(pen->s, "</g>\n");
        x += w + 2;
    }
    for (int item = 0; item <= HUNTERS_ITEM_VOLCANO; item++) {
        if (row->counts[item] <= 0)
            continue;
        hu_draw_item(pen->s, item, row->counts[item], x + 8, at.y);
        x += hu_item_width(row->counts[item]) + 2;
    }
}

/* ---------------------------------------------------------------- tile -- */

void hu_draw_tile(hu_text_sink *s, const hunters_tileset *ts, int type, int rotation, int ox, int oy,
                  const hu_piece_mark *piece)
{
    tile_pen pen = {s, ts, type, rotation & 3, ox, oy};
    obstacles ob = {.polys = 0, .segs = 0, .circles = 0};
    int areas = hunters_tileset_type_area_count(ts, type);
    hu_sink_printf(s,
                   "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#c5e09b\" stroke=\"#7a9a55\"/>\n",
                   ox, oy, HU_TILE, HU_TILE);
    for (int a = 0; a < areas; a++)
        if (hunters_tileset_area_kind(ts, type, a) == HUNTERS_AREA_FOREST)
            draw_forest(&pen, &ob, sides_of(hunters_tileset_area_halves(ts, type, a)));
    for (int a = 0; a < areas; a++) {
        if (hunters_tileset_area_kind(ts, type, a) != HUNTERS_AREA_RIVER)
            continue;
        int end[2];
        river_ends(&pen, a, end);
        draw_river(&pen, &ob, end);
    }
    for (int a = 0; a < areas; a++) {
        if (hunters_tileset_area_kind(ts, type, a) == HUNTERS_AREA_LAKE) {
            hu_point c = place(&pen, (hu_point){50, 50});
            hu_sink_printf(s,
                           "<circle class=\"lake\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#5aa6e6\" stroke=\"#1d5fa0\" "
                           "stroke-width=\"2.5\"/>\n",
                           c.x, c.y, LAKE_RADIUS);
            add_circle(&ob, (hu_point){50, 50}, LAKE_RADIUS);
        } else if (hunters_tileset_area_kind(ts, type, a) == HUNTERS_AREA_RIVER) {
            int end[2];
            river_ends(&pen, a, end);
            if (is_side(end[0]) && end[1] == HUNTERS_END_SPRING)
                draw_spring(&pen, &ob, spring_point(end[0]));
            else if (end[0] == HUNTERS_END_SPRING || end[1] == HUNTERS_END_SPRING)
                draw_spring(&pen, &ob, (hu_point){30, 50});
        }
    }

    for (int a = 0; a < areas; a++) {
        int kind = hunters_tileset_area_kind(ts, type, a);
        int halves = hunters_tileset_area_halves(ts, type, a);
        area_row row;
        measure_row(&pen, a, kind, piece, &row);
        hu_point anchor = {50, 50};
        if (kind == HUNTERS_AREA_FOREST) {
            anchor = forest_anchor(&pen, &ob, sides_of(halves), row.width);
        } else if (kind == HUNTERS_AREA_RIVER) {
            int end[2];
            river_ends(&pen, a, end);
            anchor = river_anchor(end, row.width);
        } else if (kind == HUNTERS_AREA_MEADOW) {
            anchor = meadow_anchor(&pen, &ob, halves, row.width);
        }
        draw_row(&pen, a, kind, anchor, piece, &row);
        if (kind == HUNTERS_AREA_MEADOW && (hunters_tileset_area_flags(ts, type, a) & HUNTERS_AREA_NO_HUNTER)) {
            hu_point p = place(&pen, anchor);
            hu_svg_text(s, p.x, p.y + 22, 8, "middle", "bold", "no hunters");
        }
    }
}
