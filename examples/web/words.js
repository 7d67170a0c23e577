// Board positions, tiles and areas in words for the page: at the table a
// player reads "2 east, 1 north of the start tile" and "the meadow on the
// north and east sides", never "(2, -1)" or "area 3". The board's x grows to
// the east and y to the south (the library's pictures put north up).
import * as H from './hunters.js';

const SIDES = ['north', 'east', 'south', 'west'];
const KIND_NAMES = { 1: 'forest', 2: 'river', 3: 'lake', 4: 'meadow' };

export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const ITEM_WORDS = { fish: ['fish', 'fish'], nugget: ['gold nugget'], mushroom: ['mushroom patch', 'mushroom patches'],
    deer: ['deer', 'deer'], mammoth: ['mammoth'], tiger: ['sabre-toothed tiger'], aurochs: ['aurochs', 'aurochs'],
    fire: ['fire'], dolmen: ['dolmen'], volcano: ['volcano', 'volcanoes'] };

/** Where the square (x, y) is, from the start tile: "2 east and 1 north of the start tile". */
export function placeWords(x, y) {
    if (x === 0 && y === 0) return 'on the start tile';
    const northSouth = y ? `${Math.abs(y)} ${y < 0 ? 'north' : 'south'}` : '';
    const eastWest = x ? `${Math.abs(x)} ${x > 0 ? 'east' : 'west'}` : '';
    if (northSouth && eastWest) return `${northSouth} and ${eastWest} of the start tile`;
    const one = northSouth || eastWest;
    return one.startsWith('1 ') ? `just ${one.slice(2)} of the start tile` : `${one} of the start tile`;
}

/**
 * The sides an area of a placed tile touches, turned as placed: a whole
 * side by its name ("north"), half of one (beside a river) as "north (west
 * half)", so two areas on the same sides still read apart.
 */
export function areaSides(tileset, type, area, rotation) {
    const halves = tileset.areas(type)[area].halves;
    const parts = [];
    for (let s = 0; s < 4; s++) {
        const side = (s + rotation) % 4;
        const bits = (halves >> (2 * s)) & 3;
        if (bits === 3) parts.push([side, 0, SIDES[side]]);
        // the half met first going clockwise (h = 0) lies toward the side before it
        else if (bits) parts.push([side, bits, `${SIDES[side]} (${SIDES[(side + (bits === 1 ? 3 : 1)) % 4]} half)`]);
    }
    return parts.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((p) => p[2]);
}

const list = (words) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** An area of a placed tile in words that tell it from the tile's others: "the meadow on the north and east sides". */
export function areaWords(tileset, type, area, rotation) {
    const entry = tileset.areas(type)[area];
    const kind = KIND_NAMES[entry.kind];
    if (entry.kind === H.AREA_LAKE) return 'the lake';
    if (entry.kind === H.AREA_RIVER) {
        const end = (e) => (e === H.END_LAKE ? 'the lake' : e === H.END_SPRING ? 'its spring' : `the ${SIDES[(e + rotation) % 4]} side`);
        return `the river from ${end(entry.ends[0])} to ${end(entry.ends[1])}`;
    }
    const sides = areaSides(tileset, type, area, rotation);
    if (!sides.length) return `the ${kind} in the middle`;
    return `the ${kind} on the ${list(sides)} side${sides.length === 1 ? '' : 's'}`;
}

/** A tile type in words: its sides (turned `rotation` quarter turns clockwise, as its picture) and what its areas hold. */
export function tileWords(tileset, type, rotation = 0) {
    const unturned = tileset.sides(type);
    const sides = Array.from({ length: 4 }, (_, s) => unturned[(s - rotation + 4) % 4]).join('');
    const parts = [];
    const counts = {};
    let lakes = 0, rivers = 0, forests = 0, meadows = 0;
    for (const area of tileset.areas(type)) {
        if (area.kind === H.AREA_LAKE) lakes++;
        if (area.kind === H.AREA_RIVER) rivers++;
        if (area.kind === H.AREA_FOREST) forests++;
        if (area.kind === H.AREA_MEADOW) meadows++;
        for (const item of H.ITEMS) if (area[item]) counts[item] = (counts[item] || 0) + area[item];
    }
    if (lakes) parts.push('a lake');
    if (rivers) parts.push(plural(rivers, 'river'));
    if (forests) parts.push(plural(forests, 'forest'));
    if (meadows) parts.push(plural(meadows, 'meadow'));
    const items = Object.entries(counts).map(([item, n]) => plural(n, ...ITEM_WORDS[item]));
    return `sides ${sides} (N E S W): ${parts.join(', ')}${items.length ? `; ${items.join(', ')}` : ''}`;
}
