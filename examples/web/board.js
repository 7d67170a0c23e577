// Drawing tiles, pieces and the board as SVG from the tile set's own data
// (sides, areas, half-sides, river ends, items): no picture files needed,
// so any tile set the library loads is drawn.
import { AREA_FOREST, AREA_RIVER, AREA_LAKE, END_LAKE, END_SPRING, PIECE_HUT } from './hunters.js';

export const SIZE = 100;   // a tile's side in SVG units
const NS = 'http://www.w3.org/2000/svg';
const C = SIZE / 2;

// The eight half-sides, bit 0 to 7 (N.w N.e E.n E.s S.e S.w W.s W.n): each
// is the triangle from the centre to one half of a side.
const HALF_TRIANGLES = [
    [[0, 0], [C, 0]], [[C, 0], [SIZE, 0]], [[SIZE, 0], [SIZE, C]], [[SIZE, C], [SIZE, SIZE]],
    [[SIZE, SIZE], [C, SIZE]], [[C, SIZE], [0, SIZE]], [[0, SIZE], [0, C]], [[0, C], [0, 0]],
];
const SIDE_MIDDLES = [[C, 0], [SIZE, C], [C, SIZE], [0, C]];
const INWARD = [[0, 1], [-1, 0], [0, -1], [1, 0]];
const LAKE_RADIUS = 17;

export const COLOURS = {
    meadow: '#b9d77e', meadowEdge: '#9fc062', forest: '#3f7a3a', forestDark: '#2e5e2b',
    river: '#4f9fd8', lake: '#3b86c4', spring: '#d6f0ff', volcano: '#8a4b32',
};
const ITEM_GLYPHS = {
    fish: ['≈', '#e9f6ff', '#1d5f93'], nugget: ['●', '#f5c518', '#7a5b00'], mushroom: ['♣', '#e35b4f', '#fff'],
    deer: ['D', '#a8743f', '#fff'], mammoth: ['M', '#6e6a66', '#fff'], tiger: ['T', '#e08a1e', '#fff'],
    aurochs: ['A', '#4a3426', '#fff'], fire: ['▲', '#ff6a2b', '#fff'], dolmen: ['Π', '#8d8d8d', '#fff'],
    volcano: ['▲', COLOURS.volcano, '#ffb38a'],
};
export const ITEM_NAMES = {
    fish: 'fish', nugget: 'gold nugget', mushroom: 'mushroom patch', deer: 'deer', mammoth: 'mammoth',
    tiger: 'sabre-toothed tiger', aurochs: 'aurochs', fire: 'fire', dolmen: 'dolmen', volcano: 'volcano',
};

export function el(name, attributes = {}, children = []) {
    const node = document.createElementNS(NS, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    for (const child of children) if (child) node.appendChild(child);
    return node;
}

const halvesOf = (mask) => [0, 1, 2, 3, 4, 5, 6, 7].filter((bit) => mask & (1 << bit));
const sidesOf = (mask) => [0, 1, 2, 3].filter((side) => mask & (3 << (2 * side)));
const centroid = (bit) => {
    const [[ax, ay], [bx, by]] = HALF_TRIANGLES[bit];
    return [(ax + bx + C) / 3, (ay + by + C) / 3];
};

// Where a river ends: a side's middle, the lake's rim or a spring.
function riverEndPoint(end, otherEnd) {
    if (end < 4) return SIDE_MIDDLES[end];
    if (end === END_LAKE) return [C, C];
    // a spring: part way in from the other end's side
    const side = otherEnd < 4 ? otherEnd : 0;
    const [mx, my] = SIDE_MIDDLES[side], [dx, dy] = INWARD[side];
    return [mx + dx * 32, my + dy * 32];
}

/**
 * The geometry of a tile type, computed once: its areas' shapes and the
 * points where a piece on each area stands (unrotated).
 */
export function tileGeometry(tileset, type) {
    const areas = tileset.areas(type);
    const hasLake = areas.some((a) => a.kind === AREA_LAKE);
    return areas.map((area, index) => {
        const g = { index, ...area };
        if (area.kind === AREA_LAKE) {
            g.anchor = [C, C];
        } else if (area.kind === AREA_RIVER) {
            const [a, b] = area.ends;
            g.from = riverEndPoint(a, b);
            g.to = riverEndPoint(b, a);
            if (a < 4 && b < 4) {
                // side to side: a curve through the centre
                g.anchor = hasLake ? [(g.from[0] + C) / 2, (g.from[1] + C) / 2]
                    : [(g.from[0] + 2 * C + g.to[0]) / 4, (g.from[1] + 2 * C + g.to[1]) / 4];
            } else {
                const side = a < 4 ? g.from : g.to, inner = a < 4 ? g.to : g.from;
                const t = b === END_LAKE || a === END_LAKE ? 0.45 : 0.5;
                g.anchor = [side[0] + (inner[0] - side[0]) * t, side[1] + (inner[1] - side[1]) * t];
            }
        } else {
            const bits = halvesOf(area.halves);
            g.bits = bits;
            g.sides = sidesOf(area.halves);
            if (bits.length === 0) g.anchor = [C, C];
            else if (area.kind === AREA_FOREST && g.sides.length === 1) {
                const [mx, my] = SIDE_MIDDLES[g.sides[0]], [dx, dy] = INWARD[g.sides[0]];
                g.anchor = [mx + dx * 17, my + dy * 17];
            } else {
                g.anchor = centroid(bits[0]);
            }
        }
        return g;
    });
}

function forestShape(g) {
    if (g.sides.length === 1) {
        // one side: a band along it
        const side = g.sides[0];
        const corners = [[[0, 0], [SIZE, 0]], [[SIZE, 0], [SIZE, SIZE]], [[SIZE, SIZE], [0, SIZE]], [[0, SIZE], [0, 0]]][side];
        const [dx, dy] = INWARD[side];
        const d = 34;
        const [p, q] = corners;
        const inner = (pt, shrink) => [pt[0] + dx * d + shrink[0], pt[1] + dy * d + shrink[1]];
        const along = [(q[0] - p[0]) / SIZE * 16, (q[1] - p[1]) / SIZE * 16];
        const points = [p, q, inner(q, [-along[0], -along[1]]), inner(p, along)];
        return el('polygon', { points: points.map((pt) => pt.join(',')).join(' '), fill: COLOURS.forest,
            stroke: COLOURS.forestDark, 'stroke-width': 1.5, 'stroke-linejoin': 'round' });
    }
    // several sides: walk the edge clockwise; each run of covered half-sides
    // gives its outer points, each gap between runs an inner point pushed a
    // little from the centre towards the gap, so the forest keeps a waist
    const covered = (bit) => g.bits.includes(((bit % 8) + 8) % 8);
    let first = 0;
    while (covered(first) && first < 8) first++;        // start just after a gap
    while (!covered(first) && first < 16) first++;
    const points = [];
    let gap = [];
    for (let k = 0; k < 8; k++) {
        const bit = (first + k) % 8;
        if (covered(bit)) {
            if (gap.length) { points.push(innerPoint(gap)); gap = []; }
            const [a, b] = HALF_TRIANGLES[bit];
            if (!points.length || points[points.length - 1] !== a) points.push(a);
            points.push(b);
        } else {
            gap.push(bit);
        }
    }
    if (gap.length) points.push(innerPoint(gap));
    return el('polygon', { points: points.map((pt) => pt.join(',')).join(' '), fill: COLOURS.forest,
        stroke: COLOURS.forestDark, 'stroke-width': 1.5, 'stroke-linejoin': 'round' });
}

function innerPoint(gap) {
    let dx = 0, dy = 0;
    for (const bit of gap) { const [x, y] = centroid(bit); dx += x - C; dy += y - C; }
    const length = Math.hypot(dx, dy) || 1;
    return [C + (dx / length) * 16, C + (dy / length) * 16];
}

function glyph(name, count, x, y, rotation) {
    const [symbol, fill, ink] = ITEM_GLYPHS[name] || ['?', '#fff', '#000'];
    const label = count > 1 ? `${symbol}${count}` : symbol;
    const width = count > 1 ? 19 : 13;
    return el('g', { transform: `translate(${x},${y}) rotate(${-90 * rotation}) scale(1.45)`, class: 'item' }, [
        el('rect', { x: -width / 2, y: -6.5, width, height: 13, rx: 6.5, fill, stroke: 'rgba(0,0,0,.35)', 'stroke-width': 0.8 }),
        Object.assign(el('text', { x: 0, y: 4, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700, fill: ink }),
            { textContent: label }),
    ]);
}

/** The picture of a tile type, rotated, as an SVG group in a SIZE square. */
export function drawTile(geometry, rotation = 0) {
    const tile = el('g', { transform: `rotate(${90 * rotation} ${C} ${C})` });
    tile.appendChild(el('rect', { x: 0, y: 0, width: SIZE, height: SIZE, fill: COLOURS.meadow }));
    for (const g of geometry) if (g.kind === AREA_FOREST && g.bits.length) tile.appendChild(forestShape(g));
    for (const g of geometry) {
        if (g.kind !== AREA_RIVER) continue;
        const [a, b] = g.ends;
        const d = a < 4 && b < 4 ? `M${g.from} Q${C},${C} ${g.to}` : `M${g.from} L${g.to}`;
        tile.appendChild(el('path', { d, fill: 'none', stroke: '#2f6f9f', 'stroke-width': 13, 'stroke-linecap': 'butt' }));
        tile.appendChild(el('path', { d, fill: 'none', stroke: COLOURS.river, 'stroke-width': 10, 'stroke-linecap': 'butt' }));
        for (const [end, point] of [[a, g.from], [b, g.to]]) {
            if (end === END_SPRING) {
                tile.appendChild(el('circle', { cx: point[0], cy: point[1], r: 6, fill: COLOURS.spring, stroke: COLOURS.river, 'stroke-width': 3 }));
            }
        }
    }
    for (const g of geometry) {
        if (g.kind === AREA_LAKE) {
            tile.appendChild(el('circle', { cx: C, cy: C, r: LAKE_RADIUS, fill: COLOURS.lake, stroke: '#2f6f9f', 'stroke-width': 2 }));
        }
    }
    // the items, next to their area's piece point
    for (const g of geometry) {
        const names = Object.keys(ITEM_GLYPHS).filter((name) => g[name] > 0);
        names.forEach((name, k) => {
            let [x, y] = g.anchor;
            if (g.kind === AREA_LAKE) [x, y] = [C, C + 1];
            else if (g.bits && g.bits.length > 1) [x, y] = centroid(g.bits[(1 + k) % g.bits.length]);
            else [x, y] = [x + (k + 1) * 15 * (x > C ? -1 : 1), y + (k % 2 ? 14 : -2) * (y > C ? -1 : 1)];
            tile.appendChild(glyph(name, g[name], x, y, rotation));
        });
    }
    tile.appendChild(el('rect', { x: 0.5, y: 0.5, width: SIZE - 1, height: SIZE - 1, fill: 'none', stroke: 'rgba(40,50,20,.35)', 'stroke-width': 1 }));
    return tile;
}

/** A point of the unrotated tile, turned by `rotation` quarter turns clockwise. */
export function rotatePoint([x, y], rotation) {
    for (let r = 0; r < rotation; r++) [x, y] = [SIZE - y, x];
    return [x, y];
}

/** A piece: a tribe member (a round figure) or a hut (a little house), in a player's colour. */
export function drawPiece(piece, colour, x, y, scale = 1) {
    if (piece === PIECE_HUT) {
        return el('path', {
            d: 'M-9,8 L-9,-2 L0,-10 L9,-2 L9,8 Z', transform: `translate(${x},${y}) scale(${scale})`,
            fill: colour, stroke: '#1c1c1c', 'stroke-width': 2, 'stroke-linejoin': 'round', class: 'piece',
        });
    }
    return el('g', { transform: `translate(${x},${y}) scale(${scale})`, class: 'piece' }, [
        el('circle', { cx: 0, cy: -5, r: 5, fill: colour, stroke: '#1c1c1c', 'stroke-width': 2 }),
        el('path', { d: 'M-8,9 Q-8,0 0,0 Q8,0 8,9 Z', fill: colour, stroke: '#1c1c1c', 'stroke-width': 2, 'stroke-linejoin': 'round' }),
    ]);
}
