// The library's SVG pictures (hunters_svg_board, hunters_svg_tile) turned
// into DOM nodes for the page: the page draws nothing of its own, it only
// lays the library's drawings out and adds what is clicked on.
//
// Coordinates: the library draws a board with the tiles 100 units apart,
// column min_x at the board rectangle's left edge. The page places that
// drawing in a "world" where the tile (x, y) covers (100x, 100y) to
// (100x + 100, 100y + 100), so that pan and zoom stay put while the board
// grows.
export const SIZE = 100;
const NS = 'http://www.w3.org/2000/svg';

export function el(name, attributes = {}, children = []) {
    const node = document.createElementNS(NS, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    for (const child of children) if (child) node.appendChild(child);
    return node;
}

function parse(text) {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    if (root.nodeName !== 'svg') throw new Error('the library\'s picture did not parse');
    return document.importNode(root, true);
}

// Where the library put the board's top left tile: its frame and the
// translation from its drawing to the world.
const FRAME = /<g class="board" data-min-x="(-?\d+)" data-min-y="(-?\d+)"[^>]*>\s*<rect x="(-?\d+)" y="(-?\d+)"/;
function frameOf(text) {
    const m = FRAME.exec(text);
    if (!m) throw new Error('no board in the library\'s picture');
    const [minX, minY, left, top] = m.slice(1).map(Number);
    return { dx: minX * SIZE - left, dy: minY * SIZE - top };
}

/**
 * The board as drawn by the library, as a <g> in world coordinates: the
 * placed tiles (class "tile", data-x, data-y, data-type, data-rotation,
 * data-order), their pieces and, with SVG_LEGAL, the legal positions (class
 * "legal", data-x, data-y).
 */
export function boardLayer(text) {
    const svg = parse(text);
    const { dx, dy } = frameOf(text);
    const layer = el('g', { class: 'world', transform: `translate(${dx},${dy})` });
    layer.offset = { dx, dy };
    for (const node of [...svg.childNodes]) {
        if (node.nodeType !== 1) continue;
        if (node.localName === 'title' || node.classList.contains('paper')) continue;
        layer.appendChild(node);
    }
    return layer;
}

/** Pictures of tile types, made once per tile set and type and rotation. */
export class TilePictures {
    constructor(tileset) {
        this.tileset = tileset;
        this.cache = new Map();
    }

    text(type, rotation) {
        const key = `${type}/${rotation}`;
        if (!this.cache.has(key)) this.cache.set(key, this.tileset.svg(type, rotation));
        return this.cache.get(key);
    }

    /** A standalone <svg> of the type at the rotation, sized by CSS. */
    picture(type, rotation, className = '') {
        const svg = parse(this.text(type, rotation));
        svg.removeAttribute('width');
        svg.removeAttribute('height');
        const title = svg.querySelector(':scope > title');
        if (title) title.remove();
        const paper = svg.querySelector('.paper');
        if (paper) paper.remove();
        if (className) svg.setAttribute('class', className);
        return svg;
    }

    /** The tile's drawing alone (the library's <g class="tile">), in a 100 x 100 square at the origin. */
    tile(type, rotation) {
        return parse(this.text(type, rotation)).querySelector('g.tile');
    }
}

/**
 * The piece a deployment would put on the tile at (x, y), as the library
 * draws it: `text` is the board picture of the game after the move. Returns
 * { node, cx, cy } in the tile's own 100 x 100 square, or null.
 */
export function pieceOnTile(text, x, y) {
    const start = text.indexOf(`<g class="tile" data-x="${x}" data-y="${y}"`);
    if (start < 0) return null;
    const end = text.indexOf('<g class="tile"', start + 1);
    const tile = end < 0 ? text.slice(start) : text.slice(start, end);
    const m = /<g class="piece"[\s\S]*?<\/g>/.exec(tile);
    const at = /<rect x="(-?\d+)" y="(-?\d+)"/.exec(tile);
    if (!m || !at) return null;
    const [left, top] = [Number(at[1]), Number(at[2])];
    const svg = parse(`<svg xmlns="${NS}">${m[0]}</svg>`);
    const piece = svg.firstElementChild;
    const centre = /translate\((-?\d+) (-?\d+)\)/.exec(m[0]);
    const node = el('g', { transform: `translate(${-left},${-top})` }, [piece]);
    return { node, cx: centre ? Number(centre[1]) - left : 50, cy: centre ? Number(centre[2]) - top : 50 };
}
