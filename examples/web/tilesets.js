// The tile-set dialog: load a tile set from a file (the text format of
// doc/tileset-format.md) or draw one in the editor, tile by tile, by tapping:
// the four sides (forest, meadow, river), the areas and what they touch, the
// items, the copies. Each tile's picture is the library's (hunters_svg_tile)
// of the tile as written so far, and each mistake is the library's parser's
// (hunters_tileset_load_string), shown at its tile with its line and column.
// "Export" downloads the text; "Use for the game" hands the set to the
// set-up dialog, or, opened for the game under way ("My tile is not in the
// list"), continues that game on the set, its moves kept.
import * as H from './hunters.js';
import { TilePictures } from './pictures.js';
import { readEntry, writeEntry, removeEntry, setAside, chosenFileBytes } from './keep.js';

const SIDE_NAMES = ['N', 'E', 'S', 'W'];
const HALVES = ['N.w', 'N.e', 'E.n', 'E.s', 'S.e', 'S.w', 'W.s', 'W.n'];   // bit 2*side+h, as hunters_tileset_area_halves
const PLACE_ORDER = [...SIDE_NAMES, ...HALVES];   // the text's order of an area's places, whatever the taps' order
const TERRAIN_WORDS = { F: 'forest', M: 'meadow', R: 'river' };
const NEXT_TERRAIN = { F: 'M', M: 'R', R: 'F' };
const ITEMS_OF = { forest: ['nugget', 'mushroom'], lake: ['fish'], river: [],
    meadow: ['deer', 'mammoth', 'tiger', 'aurochs', 'fire', 'dolmen', 'volcano'] };
const KINDS = { 1: 'forest', 2: 'river', 3: 'lake', 4: 'meadow' };
const TYPED_FIELDS = 'input[type=text]';   // the editor's fields typed in (names, copies)


// A set's name as the library's `tileset` line takes it (lib/tiles/parse.c: one word of the format's characters,
// letters, digits, _ + - . =, shorter than its 64 bytes): at most 63 characters. H.NAME_MAX_LENGTH (31) is a tile's
// and a player's: the editor cut a set's name at 31, and left out . and =, which the library takes.
export const SET_NAME_MAX_LENGTH = 63;
const SET_NAME_LEFT_OUT = /[^A-Za-z0-9_.=+-]/g;
const isSetName = (name) => typeof name === 'string' && name.length <= SET_NAME_MAX_LENGTH && /^[A-Za-z0-9_.=+-]+$/.test(name);
/** A set's name typed: without the characters the library's `tileset` line does not take, cut at its limit. */
const keptSetName = (typed) => typed.replace(SET_NAME_LEFT_OUT, '').slice(0, SET_NAME_MAX_LENGTH) || 'my-tiles';

// What the editor says of a set's name typed with characters it leaves out (`typed`, kept as `kept`)
const refusedName = (typed, kept) => (typed.trim() === ''
    ? `The set's name is empty: it is named "${kept}".`
    : `The set's name "${typed}" is kept as "${kept}": a set's name takes only the letters A to Z and a to z, the digits `
        + `0 to 9, and _ + - . =, at most ${SET_NAME_MAX_LENGTH} of them (the limit of the tile-set format's tileset line).`);

/** A parser's reason, its message without the "L:C: " the message starts with (the line and column are said apart). */
const reasonOf = (error) => error.message.replace(/^\d+:\d+: /, '');

/** A parser's mistake as ", line L, column C: reason", or ": reason" for one of no place (line 0: a text refused unread). */
function mistakeAt(error) {
    const reason = reasonOf(error);
    return error.line > 0 ? `, line ${error.line}, column ${error.column}: ${reason}` : `: ${reason}`;
}

const $ = (selector, root = document) => root.querySelector(selector);
function make(tag, attributes = {}, text = '') {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) {
        if (key === 'dataset') Object.assign(node.dataset, value); else node.setAttribute(key, value);
    }
    if (text) node.textContent = text;
    return node;
}
function button(label, onClick, attributes = {}) {
    const b = make('button', { type: 'button', ...attributes }, label);
    b.addEventListener('click', onClick);
    return b;
}

// ---- the model: { name, tiles: [{ name, copies, sides: 'FMRM', start, bonus, areas: [area] }] },
// an area { kind, places: [side or half names] (forest, meadow), ends: [end, end] (river), items: { item: n }, nohunter }
const newTile = (index, start = false) => ({ name: start ? 'START' : `T${index}`, copies: start ? 1 : 2, sides: 'MMMM',
    start, bonus: false, areas: [{ kind: 'meadow', places: ['N', 'E', 'S', 'W'], items: {}, nohunter: false }] });

/**
 * The count typed in a count field (a text field, so letters can be typed or pasted), min to max; `was` when it is
 * no whole number (letters, a fraction, a sign, nothing): Number() took '2.5' (a set refused), '1e3' and '0x1f', and
 * letters or an emptied field became 1, the count the tile had lost unsaid. Full-width digits (a phone's IME) count.
 * The editor's copies, and the set-up dialog's table size (app.js).
 */
export function countTyped(text, was, min, max) {
    const digits = text.normalize('NFKC').trim();
    return /^[0-9]+$/.test(digits) ? Math.max(min, Math.min(max, Number(digits))) : was;
}

/**
 * The input `field` made a count field: a text field with a keyboard of digits, not a number field, whose caret can be
 * neither read nor set (a click before its digits while another field was typed in, the editor drawn anew, put it
 * after them). What it holds is read by countTyped().
 */
export function countField(field) {
    Object.assign(field, { type: 'text', inputMode: 'numeric', pattern: '[0-9]*' });
    return field;
}

/** The first n with no tile named T<n> yet: a new tile never clashes with one kept after a removal. */
const freeNumber = (tiles) => {
    let n = tiles.length;
    while (tiles.some((tile) => tile.name === `T${n}`)) n++;
    return n;
};

/** Areas a tile with these sides most likely has: one forest, the rivers (to a lake unless exactly two), meadows between. */
export function areasFromSides(sides) {
    const areas = [];
    const forest = [...sides].map((t, s) => (t === 'F' ? SIDE_NAMES[s] : null)).filter(Boolean);
    if (forest.length) areas.push({ kind: 'forest', places: forest, items: {}, nohunter: false });
    const rivers = [...sides].map((t, s) => (t === 'R' ? SIDE_NAMES[s] : null)).filter(Boolean);
    if (rivers.length === 2) areas.push({ kind: 'river', ends: rivers, items: {} });
    else if (rivers.length) {
        for (const side of rivers) areas.push({ kind: 'river', ends: [side, 'lake'], items: {} });
        areas.push({ kind: 'lake', items: {} });
    }
    // meadows: runs of half sides going clockwise, cut by forests and by the rivers' middles
    const slots = HALVES.map((half, k) => ({ half, terrain: sides[k >> 1] }));
    const runs = [];
    let run = [];
    // a river runs through the middle of its side: between the side's first half (even slot) and its second
    const start = Math.max(0, slots.findIndex((slot, k) => slot.terrain === 'F' || (slot.terrain === 'R' && k % 2 === 1)));
    for (let n = 0; n < 8; n++) {
        const k = (start + n) % 8, slot = slots[k];
        if (slot.terrain === 'F') { if (run.length) runs.push(run); run = []; continue; }
        if (slot.terrain === 'R' && k % 2 === 1 && run.length) { runs.push(run); run = []; }
        run.push(k);
    }
    if (run.length) runs.push(run);
    for (const ks of runs) {
        const places = [];
        for (const k of ks) {
            const side = k >> 1;
            if (sides[side] === 'M') { if (!places.includes(SIDE_NAMES[side])) places.push(SIDE_NAMES[side]); } else places.push(HALVES[k]);
        }
        areas.push({ kind: 'meadow', places, items: {}, nohunter: false });
    }
    return areas;
}

const itemWords = (area) => Object.entries(area.items).filter(([, n]) => n > 0).map(([item, n]) => (n === 1 ? item : `${item}=${n}`));

/** One tile's lines of the text format. */
function tileLines(tile, asStart = tile.start) {
    const lines = [`tile ${tile.name} ${asStart ? 1 : tile.copies} ${tile.sides}${asStart ? ' start' : ''}${tile.bonus && !asStart ? ' bonus' : ''}`];
    for (const area of tile.areas) {
        const words = [area.kind];
        if (area.kind === 'river') words.push(...area.ends);
        else if (area.kind !== 'lake') words.push(...[...area.places].sort((a, b) => PLACE_ORDER.indexOf(a) - PLACE_ORDER.indexOf(b)));
        words.push(...itemWords(area));
        if (area.nohunter) words.push('nohunter');
        lines.push(`  ${words.join(' ')}`);
    }
    return lines;
}

// A tile's name is one word of its tile line: a space, a tab or a '#' in a name typed ("A 7 MMMM #") cut the line
// into other words, and the library took a set other than the one shown ("tile A 7 MMMM # 2 MMMM": 7 copies of A, the
// 2 shown a comment). The editor's own mistake, at the name's character, where the library would take or refuse
// other words.
const NAME_COLUMN = 'tile '.length + 1;
const utf8Length = (text) => new TextEncoder().encode(text).length;
/** The first name of `tiles` (starting at the lines `starts`) that is no one word, as a parser's mistake; or null. */
function nameMistake(tiles, starts) {
    for (const [k, tile] of tiles.entries()) {
        const at = tile.name.search(/[ \t\n\r#]/);
        if (at < 0) continue;
        const character = tile.name[at];
        const what = character === '#' ? "'#' (a comment's start)" : character === ' ' ? 'a space' : 'a tab or a line break';
        const line = starts[k], column = NAME_COLUMN + utf8Length(tile.name.slice(0, at));
        return { line, column, message: `${line}:${column}: a tile's name is one word: it may not hold ${what}` };
    }
    return null;
}

/** The set's text, and the line where each tile starts (1-based). */
export function setText(set) {
    const lines = [`tileset ${set.name}`, ''];
    const starts = [];
    for (const tile of set.tiles) {
        starts.push(lines.length + 1);
        lines.push(...tileLines(tile), '');
    }
    return { text: `${lines.join('\n')}\n`, starts };
}

/** The editor's model of a loaded tile set (the library's view of it). */
export function modelOf(tileset) {
    const tiles = [];
    for (let type = 0; type < tileset.typeCount; type++) {
        const sides = tileset.sides(type);
        const areas = tileset.areas(type).map((area) => {
            const kind = KINDS[area.kind];
            const items = {};
            for (const item of H.ITEMS) if (area[item]) items[item] = area[item];
            if (kind === 'river') return { kind, ends: area.ends.map((e) => (e === H.END_LAKE ? 'lake' : e === H.END_SPRING ? 'spring' : SIDE_NAMES[e])), items };
            const places = [];
            for (let side = 0; side < 4; side++) {
                const both = (area.halves >> (2 * side)) & 3;
                if (both === 3 && sides[side] !== 'R') places.push(SIDE_NAMES[side]);
                else for (let h = 0; h < 2; h++) if (both & (1 << h)) places.push(HALVES[2 * side + h]);
            }
            return { kind, places, items, nohunter: (area.flags & 1) !== 0 };
        });
        tiles.push({ name: tileset.typeName(type), copies: tileset.copies(type), sides, start: tileset.isStart(type),
            bonus: tileset.isBonus(type), areas });
    }
    return { name: tileset.name || 'my-tiles', tiles };
}

// ---- kept in the browser (keep.js): the editor's draft after every change, and the set chosen for the
// next game, so that a reload, a closed tab or a phone that drops the page loses neither (only Export kept them)
export const DRAFT_KEY = 'hunters-companion-tileset-draft';   // { version, set: the editor's model }
export const CHOSEN_KEY = 'hunters-companion-tileset-chosen';   // { version, name, text }: none for the built-in set
const STORE_VERSION = 1;
const isCount = (n, most) => Number.isInteger(n) && n >= 0 && n <= most;
const isStrings = (list, allowed) => Array.isArray(list) && list.every((p) => typeof p === 'string' && (!allowed || allowed.includes(p)));
// A tile's name as the editor keeps it: a name field's value trimmed (the library's mistakes in it, a space, '!', a
// name used twice, are said at its tile and put right there), so at most its maxlength and no line break, which a
// field cannot hold: one in a draft was written into the set's text as it was, a tile line of its own, and the
// field showed another name than the text's. Any other control a field holds (a text field strips only line
// feeds and carriage returns: a vertical tab, U+0001 or a NUL pasted stays) is a library's mistake said at its tile:
// a draft with one, refused, was set aside on reload, and by this tab's own next change as another tab's. The set's
// name as the editor keeps it: isSetName().
const isTileName = (name) => typeof name === 'string' && name.length <= H.NAME_MAX_LENGTH && name === name.trim()
    && !/[\n\r]/.test(name);
// What an area holds as the editor shows it: the items of its kind (ITEMS_OF), the volcano on the start tile only,
// fire, dolmen and volcano once, nohunter on a meadow (an item the editor does not show was written into the text
// all the same, a mistake said at its tile that nothing there could put right)
const ONCE = ['fire', 'dolmen', 'volcano'];
// The places an area touches as the editor shows them (areaRow: a button each): a forest's F sides, a meadow's M sides
// whole and R sides by halves (one elsewhere, written all the same, was a mistake with no button to take it off)
const isShownPlace = (kind, place, sides) => {
    const side = sides[SIDE_NAMES.indexOf(place[0])];
    return kind === 'forest' ? side === 'F' && !place.includes('.') : place.includes('.') ? side === 'R' : side === 'M';
};
const isItems = (area, start) => area.items && typeof area.items === 'object' && !Array.isArray(area.items)
    && Object.entries(area.items).every(([item, n]) => ITEMS_OF[area.kind].includes(item) && (item !== 'volcano' || start)
        && isCount(n, ONCE.includes(item) ? 1 : 99));
/**
 * Whether `set` is an editor's model of the types the editor reads, as the editor writes it (a damaged or hand-edited
 * entry is not): its names as isSetName() and isTileName() take them, one start tile (which has no Remove, and which
 * no tile can be made), and what each area holds and touches shown by the editor.
 */
export function isModel(set) {
    if (!set || typeof set !== 'object' || !isSetName(set.name) || !Array.isArray(set.tiles) || set.tiles.length > 5000) return false;
    return set.tiles.filter((tile) => tile && tile.start === true).length === 1
        && set.tiles.every((tile) => tile && typeof tile === 'object' && isTileName(tile.name) && isCount(tile.copies, 1000)
        && typeof tile.sides === 'string' && /^[FMR]{4}$/.test(tile.sides) && typeof tile.start === 'boolean' && typeof tile.bonus === 'boolean'
        && Array.isArray(tile.areas) && tile.areas.every((area) => area && typeof area === 'object' && Object.hasOwn(ITEMS_OF, area.kind)
            && isItems(area, tile.start)
            && (area.nohunter === undefined || typeof area.nohunter === 'boolean') && (!area.nohunter || area.kind === 'meadow')
            && (area.kind === 'river' ? isStrings(area.ends, ['N', 'E', 'S', 'W', 'lake', 'spring']) && area.ends.length === 2
                : area.kind === 'lake' ? area.places === undefined || isStrings(area.places, PLACE_ORDER)
                    : isStrings(area.places, PLACE_ORDER) && area.places.every((place) => isShownPlace(area.kind, place, tile.sides)))));
}

/**
 * The dialog's behaviour. hooks: { onUse(tileset or null for the built-in set, name),
 * onContinue(tileset): the game under way goes on with the set; null, or why not }.
 * Returns { open({ continueGame }) }.
 */
export function setupTilesets(hunters, hooks) {
    const dialog = $('#tilesets');
    const editor = $('#editor');
    const status = $('#tileset-status');
    // The mistakes under the tiles, said to a screen reader by one alert (#tileset-said): as drawn, and as typed once
    // the typing pauses (SAY_AFTER_MS, as the finder's count) or the field is left. An alert under each tile, written
    // by the check at each pause of CHECK_MS, said a slow typist's name half typed ("a tile named T1 is already
    // defined" on the way to "T10"); the mistakes shown (.tile-error) still follow that check, in no live region.
    // Typing empties the alert (silently): it never holds a mistake typed over.
    const SAY_AFTER_MS = 700;
    const said = $('#tileset-said');
    let sayTimer = null;
    function sayMistakes() {
        clearTimeout(sayTimer);
        sayTimer = null;
        const text = [...editor.querySelectorAll('.tile-error')].map((p) => p.textContent).join(' ');
        if (said.textContent !== text) said.textContent = text;
    }
    function sayLater() {
        clearTimeout(sayTimer);
        said.textContent = '';
        sayTimer = setTimeout(sayMistakes, SAY_AFTER_MS);
    }
    // The dialog's scroll padding, the status line's height: a control the focus moves to (Tab, Shift+Tab, a redraw)
    // is scrolled clear of the status stuck at the top (style.css). A fixed 5rem was shorter than a status of two
    // lines and more (a phone's 320 px: five), and Shift+Tab put the control focused under it, out of sight.
    const STATUS_GAP = 8;   // px between the status and the control under it
    const padForStatus = () => {
        dialog.style.scrollPaddingTop = status.offsetHeight ? `${status.offsetHeight + STATUS_GAP}px` : '';
    };
    /** Whether the control `node` stands under the status stuck at the top, or below the dialog's view. */
    const hidden = (node) => {
        const box = node.getBoundingClientRect(), view = dialog.getBoundingClientRect();
        const top = view.top + (status.offsetHeight ? status.offsetHeight + STATUS_GAP : 0);
        return box.top < top || box.bottom > view.bottom;
    };
    // A status said, or grown, while a field just under it has the focus (another tab's drawing waiting for the
    // field typed in): the field went under it (the dialog's scroll kept the field where it stood): scrolled clear
    // A long status scrolls in its box (style.css): then a Tab stop, which the keyboard scrolls to the end (with
    // tabindex -1 always, a file's mistake past the box on a 320 px phone could not be read by the keyboard, nor in
    // Safari, whose scrolling boxes are no Tab stops); one shown whole is none (Tab from Close to the editor)
    const tabStop = () => { status.tabIndex = status.scrollHeight > status.clientHeight + 1 ? 0 : -1; };
    const fitStatus = () => {
        tabStop();
        padForStatus();
        const node = document.activeElement;
        if (dialog.open && node && editor.contains(node) && status.offsetHeight && hidden(node)) node.scrollIntoView({ block: 'nearest' });
    };
    // at once when it is said (a microtask, before the next key is handled), and when it is resized otherwise (the
    // window, the font): by the resize observer alone, which runs with the next frame, a Tab pressed before that frame
    // (a loaded machine's, a slow phone's) scrolled its control by the old padding, under the status just grown
    new MutationObserver(fitStatus).observe(status, { childList: true, characterData: true, subtree: true });
    new ResizeObserver(fitStatus).observe(status);
    // the editor's first drawing: a start tile and two land tiles
    const firstDrawing = () => ({ name: 'my-tiles', tiles: [newTile(0, true), newTile(1), newTile(2)] });
    let set = firstDrawing();
    let shown = null, inUse = null;   // the editor's set as last parsed, and the set handed to the game
    let latest = { whole: null, text: '' };   // the set as last drawn (parsed, or null) and its text
    let aloneErrors = [];   // each tile's own mistake as last drawn (a tile alone: tileAlone), or null
    let forGame = false;   // opened for the game under way: a set used continues it
    let placed = null;   // the text of the set this tab last put in the editor (a file loaded, a copy), unchanged since
    let draftRefused = null;   // why the browser did not keep the draft, or null
    const notes = [];   // what the start found kept (or could not read), said in the dialog's status
    // the draft entry as this tab last read or wrote it: another tab's newer draft is taken up when the editor
    // opens (opening it rendered this tab's old drawing and wrote it over the other tab's)
    const keptDraft = () => { try { return window.localStorage.getItem(DRAFT_KEY); } catch (error) { return null; } };
    let draftSeen = keptDraft();
    // another tab's draft kept since this tab last read or wrote one, taken up as the drawing: whether it was. Not
    // while this tab's drawing is one the browser refused to keep (the storage full, or too full for this tab's
    // larger drawing): kept nowhere else, it was replaced unasked when the editor opened again (the storage event
    // of an open editor leaves it, as here); this tab's next change is written over the other's
    function takeOtherTabsDraft() {
        if (draftRefused) return false;
        const now = keptDraft();
        if (now === null || now === draftSeen) return false;
        draftSeen = now;
        const other = readEntry(DRAFT_KEY, STORE_VERSION, (data) => isModel(data.set));
        if (!other || other.unreadable) return false;
        set = other.set;
        return true;
    }
    // A name or a count being typed (committed at Enter or when the field loses the focus): another tab's drawing
    // is not taken up under it (the editor drawn again, the typing was lost), but when it is committed, the
    // change made to that drawing. true while one waits.
    let otherWaiting = false;
    const typing = () => {
        const field = document.activeElement;
        return Boolean(field && editor.contains(field) && field.matches(TYPED_FIELDS) && field.value !== field.defaultValue);
    };
    /** The tile (index, as it was drawn) a change is made to: in another tab's drawing taken up first, the tile at
     * that place or else the one tile of its name; null when there is none. */
    function tileForChange(tile, index) {
        if (!takeWaitingDraft()) return tile;
        const named = set.tiles.filter((t) => t.name === tile.name);
        return set.tiles[index] && set.tiles[index].name === tile.name ? set.tiles[index] : named.length === 1 ? named[0] : null;
    }
    // the other tab's drawing waiting for a field's typing, taken up: whether it was
    function takeWaitingDraft() {
        if (!otherWaiting) return false;
        otherWaiting = false;
        if (!takeOtherTabsDraft()) return false;
        status.textContent = 'The drawing was changed in another tab: it is shown here as it stands there, your change made to it.';
        return true;
    }
    // The Remove this tab made last, to make again on another tab's drawing that its write went over: a tab is
    // given another's write only once its own code has run, so a drawing another tab kept while this tab's Remove
    // question was open comes after this tab wrote its drawing, the tile removed, over it. null after any other change.
    let removal = null;
    const parsedDraft = (text) => {
        try {
            const data = JSON.parse(text);
            return data && typeof data === 'object' && data.version === STORE_VERSION && isModel(data.set) ? data.set : null;
        } catch (error) {
            return null;
        }
    };
    let lostChoice = '';   // a chosen set that could not be used again: said in the set-up dialog too (app.js), not only here
    // An entry this page cannot read, which the storage had no room to set aside: not written over (it was, unsaid),
    // set aside at the next write once there is room. The text under the key, or null (set aside, or another tab's
    // entry there since).
    const FULL = 'the browser\'s storage for the page is full';
    const kept = (key) => { try { return window.localStorage.getItem(key); } catch (error) { return null; } };
    const inTheWay = (key, text) => (text === null || kept(key) !== text || setAside(key, text) ? null : text);
    let draftInTheWay = null, chosenInTheWay = null;
    const isDraft = (data) => isModel(data.set), isChosen = (data) => typeof data.name === 'string' && typeof data.text === 'string';
    // An entry this page cannot read written under `key` since the page started (another tab's of a newer version of
    // the page, its STORE_VERSION later; one hand-edited): its text, to set aside before this tab writes over it (only
    // the one found at the start was set aside: this tab's next change, or choice, wrote over a later one unsaid); or null
    const unreadableNow = (key, check) => {
        const entry = readEntry(key, STORE_VERSION, check);
        return entry && entry.unreadable ? entry.unreadable : null;
    };

    // the draft of the last visit; an entry the page cannot read is set aside (never thrown on), the editor starts afresh
    const draft = readEntry(DRAFT_KEY, STORE_VERSION, isDraft);
    if (draft && draft.unreadable) {
        draftInTheWay = inTheWay(DRAFT_KEY, draft.unreadable);
        notes.push(`The editor's draft kept in this browser could not be read (another version's?): it is ${draftInTheWay === null
            ? `set aside (${DRAFT_KEY}-unreadable)` : `kept, not written over (${FULL} to set it aside)`}.`);
    } else if (draft) set = draft.set;
    // the set chosen for the next game on the last visit, loaded again by the library
    const chosen = readEntry(CHOSEN_KEY, STORE_VERSION, isChosen);
    if (chosen && chosen.unreadable) {
        chosenInTheWay = inTheWay(CHOSEN_KEY, chosen.unreadable);
        notes.push(`The tile set chosen on a last visit could not be read: it is ${chosenInTheWay === null
            ? `set aside (${CHOSEN_KEY}-unreadable)` : `kept, not written over (${FULL} to set it aside)`}; the built-in set is in use.`);
        lostChoice = 'The tile set chosen on your last visit could not be read: the built-in set is in use (Tile set… says more).';
    } else if (chosen) {
        try {
            inUse = hunters.TileSet.fromString(chosen.text);
            hooks.onUse(inUse, chosen.name);
            notes.push(`In use for the next game: ${chosen.name}, chosen on a last visit.`);
        } catch (error) {
            chosenInTheWay = inTheWay(CHOSEN_KEY, kept(CHOSEN_KEY));
            notes.push(`The tile set chosen on a last visit (${chosen.name}) no longer loads (${mistakeAt(error).slice(2)}): `
                + 'the built-in set is in use.');
            lostChoice = `The tile set chosen on your last visit (${chosen.name}) no longer loads: the built-in set is in use (Tile set… says more).`;
        }
    }
    status.textContent = notes.join(' ');

    // the set for the next game kept in the browser (its text; none for the built-in set): what stops it is said, and stops nothing
    function keepChosen(name, text) {
        if (chosenInTheWay === null) chosenInTheWay = unreadableNow(CHOSEN_KEY, isChosen);
        chosenInTheWay = inTheWay(CHOSEN_KEY, chosenInTheWay);
        if (chosenInTheWay !== null) return ` This browser did not keep the choice (${FULL}): it holds until the page is closed.`;
        if (text === null) { removeEntry(CHOSEN_KEY); return ''; }
        const refused = writeEntry(CHOSEN_KEY, STORE_VERSION, { name, text });
        return refused ? ` This browser did not keep the choice (${refused}): it holds until the page is closed.` : '';
    }

    // The set handed to the game (null: the built-in one). The set it replaces is freed, unless the editor still
    // shows it (then freed when the editor's next parse replaces it): replaced sets leaked, one a choice. A game
    // started or continued on it holds a reference of its own (the library counts them: hunters_game_new,
    // hunters_game_load), so freeing the page's handle never frees the set of a game in progress.
    function choose(tileset) {
        if (inUse && inUse !== tileset && inUse !== shown) inUse.free();
        inUse = tileset;
    }

    function use(tileset, name, text) {
        if (forGame) {
            const refused = hooks.onContinue(tileset);
            if (refused) {
                status.textContent = refused;
                status.scrollIntoView({ block: 'nearest' });
                return false;
            }
            choose(tileset);
            hooks.onUse(tileset, name);
            status.textContent = `The game goes on with ${name}, every move so far kept.${keepChosen(name, text)}`;
            dialog.close();
            return true;
        }
        choose(tileset);
        hooks.onUse(tileset, name);
        status.textContent = `In use for the next game: ${name}. The game on the table keeps its tiles: to play a tile `
            + `of this set, start a new game with it (New).${keepChosen(name, text)}`;
        return true;
    }

    // The tiles' set text as the library's parser takes it: { tileset } (the caller's to free), or { error }, the
    // editor's own mistake in a name (nameMistake(): the parser would take other words) or the parser's
    function parsed(tiles, starts, text) {
        const misnamed = nameMistake(tiles, starts);
        if (misnamed) return { tileset: null, error: misnamed };
        try {
            return { tileset: hunters.TileSet.fromString(text), error: null };
        } catch (error) {
            return { tileset: null, error };
        }
    }

    // a tile alone, as the start tile of a set of its own: its picture and its own mistakes
    const tileAlone = (tile) => parsed([tile], [1], `${tileLines(tile, true).join('\n')}\n`);

    // A press under way in the page (a pointer or mouse button down, until its click has run): a field committed as
    // the press takes the focus from it is drawn again only once the press is over. Drawn at once, the editor was
    // replaced under the pointer, the button pressed with it, and the click landed on nothing (a second click was
    // needed). The editor's buttons act on the model, which has the change already, and draw it themselves.
    let pressing = false, drawLater = false;
    /** The editor drawn again after a field's change: at once, or when the press under way is over. */
    // A field left with Tab (its change fires as it loses the focus, with the focus nowhere) is drawn once the focus
    // is on the next control, which is then kept (render()); a field still focused (Enter), or the page going away
    // (pagehide: no later task runs), is drawn at once.
    let leaving = false;
    const redraw = (field) => {
        if (leaving || (!pressing && document.activeElement === field)) { render(); return; }
        drawLater = true;
        if (!pressing) setTimeout(drawWaiting, 0);
    };
    /** A change waiting for the press drawn now: Export and Use take the set as last drawn. */
    const drawWaiting = () => { if (drawLater) render(); };
    const pressed = () => { pressing = true; };
    // (released after the click, which follows the up event in the same task, or at once when no click comes)
    const released = () => setTimeout(() => { pressing = false; drawWaiting(); }, 0);
    for (const type of ['pointerdown', 'mousedown']) window.addEventListener(type, pressed, true);
    for (const type of ['pointerup', 'mouseup', 'pointercancel']) window.addEventListener(type, released, true);
    // (the window's own blur: a press whose up event never comes here; a field's blur is the press's doing)
    window.addEventListener('blur', (event) => { if (event.target === window) released(); });

    // The control with the focus, found again in the editor drawn anew: every change drew it again, and the
    // focus fell to the page's body (the next Tab went to the set's name, at the top). Its place: its tile card,
    // area row and row of controls, and what it is (its side, place or item, label, class), else its position
    // in the row. A field typed into, not the one committed, keeps its typing (typed before the redraw came).
    const ROWS = '.field-row, .side-buttons, .area-row, .area-adds, .editor-head, .dialog-buttons';
    const CONTROLS = 'button, input, select, textarea';
    let committed = null;   // the field whose change is being drawn: its value is the model's now
    /** What a control is, by its side, place or item (its data-side, data-place, data-more): '||' for none. */
    const kindOf = (control) => ['side', 'place', 'more'].map((key) => control.dataset[key]).join('|');
    function focusPlace() {
        const node = document.activeElement;
        if (!node || node === editor || !editor.contains(node)) return null;
        const card = node.closest('[data-tile]'), area = node.closest('[data-area]'), row = node.closest(ROWS);
        const typed = node !== committed && node.matches(TYPED_FIELDS) && node.value !== node.defaultValue
            ? { value: node.value, start: node.selectionStart, end: node.selectionEnd } : null;
        // (a field's caret or selection: where a click put it, drawn after the click, or all, as Tab leaves it)
        const caret = node.matches(TYPED_FIELDS) ? { start: node.selectionStart, end: node.selectionEnd } : null;
        return { id: node.id, tile: card && card.dataset.tile, area: area && area.dataset.area, row: row && row.className,
            index: row ? Array.prototype.indexOf.call(row.querySelectorAll(CONTROLS), node) : -1,
            what: kindOf(node), label: node.getAttribute('aria-label'),
            class: node.getAttribute('class'), typed, caret };
    }
    /** The control `node` focused, in view: its text selected, as Tab leaves it. */
    function focusField(node) {
        node.focus({ preventScroll: true });
        // (the part of the dialog the status line leaves in view: scrollIntoView keeps to it, the scroll padding)
        padForStatus();
        if (hidden(node)) node.scrollIntoView({ block: 'nearest' });
        if (node.matches(TYPED_FIELDS)) node.select();
    }
    function refocus(place) {
        if (!place) return;
        let node = place.id ? editor.querySelector(`#${CSS.escape(place.id)}`) : null;
        if (!node) {
            // its tile or area gone with it (the last tile removed by its Remove, the last area by its ✕): the same
            // control of the tile or area now last, or the tile's "+ area" buttons (the focus fell to the body)
            let scope = editor, rowClass = place.row;
            if (place.tile !== null) {
                const cards = editor.querySelectorAll('.tile-card');
                scope = editor.querySelector(`.tile-card[data-tile="${CSS.escape(place.tile)}"]`) || cards[cards.length - 1] || null;
            }
            if (scope && place.area !== null) {
                const areas = scope.querySelectorAll('[data-area]');
                const row = scope.querySelector(`[data-area="${CSS.escape(place.area)}"]`) || areas[areas.length - 1];
                if (row) scope = row; else rowClass = 'area-adds';
            }
            const rows = scope && rowClass ? [scope, ...scope.querySelectorAll(ROWS)].filter((r) => r.matches(ROWS) && r.className === rowClass) : [];
            const controls = rows.length ? [...rows[0].querySelectorAll(CONTROLS)] : [];
            const same = (pick) => controls.find((c) => pick(c));
            node = (place.what !== '||' && same((c) => kindOf(c) === place.what))
                || (place.label && same((c) => c.getAttribute('aria-label') === place.label))
                || controls[Math.min(place.index, controls.length - 1)] || null;
            // (found disabled, as the start tile's copies when the last land tile went: the row's nearest that is not)
            if (node && node.disabled) {
                const at = controls.indexOf(node);
                node = [...controls.slice(0, at).reverse(), ...controls.slice(at + 1)].find((c) => !c.disabled) || null;
            }
        }
        // disabled by the change (Use and Export, a mistake typed then Use clicked): the first field of the tile with
        // the mistake, said under it (the focus fell to the body)
        if (node && node.disabled) node = editor.querySelector('.tile-card.bad :is(input, select, button):not(:disabled)');
        if (!node || node.disabled) return;
        // (not scrolled to: it stands where the control it replaces stood, which the person sees, unless the change
        // moved it; scrolled, it went under the dialog's status line, where a tap finds the status)
        focusField(node);
        if (!node.matches(TYPED_FIELDS)) return;
        // (its text selected, as Tab leaves it, when nothing was typed: a number typed at once takes its place; a
        // name field as it was: a click in another field while one was typed in, drawn after the click, had the
        // click's caret replaced by the whole text selected, and the next key typed replaced the name)
        if (!place.typed) {
            if (place.caret) node.setSelectionRange(place.caret.start, place.caret.end);
            else node.select();
        } else {
            node.value = place.typed.value;
            node.setSelectionRange(place.typed.start, place.typed.end);
        }
    }

    function render() {
        dropCheck();
        const place = focusPlace();
        committed = null;
        removal = null;
        otherWaiting = false;
        drawLater = false;
        const { text, starts } = setText(set);
        // the draft kept after every change (a refusal is said under the set, and the editing goes on); the
        // draft kept already (another tab's, just taken up) is not written back: writeEntry() skips it
        const later = draftInTheWay === null ? unreadableNow(DRAFT_KEY, isDraft) : null;
        draftInTheWay = inTheWay(DRAFT_KEY, draftInTheWay || later);
        if (later !== null && draftInTheWay === null) {
            status.textContent = `A draft kept in this browser since, by another tab, could not be read (another version's?): it is set `
                + `aside (${DRAFT_KEY}-unreadable), and this tab's drawing is kept.`;
        }
        draftRefused = draftInTheWay !== null ? FULL : writeEntry(DRAFT_KEY, STORE_VERSION, { set });
        if (!draftRefused) draftSeen = keptDraft();
        editor.replaceChildren();
        const head = make('div', { class: 'editor-head' });
        const name = make('input', { type: 'text', id: 'set-name', 'aria-label': 'name of the tile set', maxlength: String(SET_NAME_MAX_LENGTH) });
        name.defaultValue = set.name;   // (what is shown until typed into: typing() compares the two)
        name.addEventListener('change', () => {
            committed = name;
            const taken = takeWaitingDraft();
            set.name = keptSetName(name.value);
            // (the characters left out were dropped unsaid: "My Tiles!" became MyTiles, and an emptied name my-tiles)
            if (set.name !== name.value) status.textContent = refusedName(name.value, set.name);
            // (another tab's drawing taken up: the buttons under the pointer act on the drawing replaced)
            if (taken) render(); else redraw(name);
        });
        head.append(make('label', {}, 'Set name '), name);
        editor.appendChild(head);
        // the whole set, by the library's parser
        const { tileset: whole, error: wholeError } = parsed(set.tiles, starts, text);
        aloneErrors = [];
        set.tiles.forEach((tile, index) => editor.appendChild(tileCard(tile, index, starts[index], inTile(wholeError, starts, index))));
        const add = button('+ Add a tile', () => { set.tiles.push(newTile(freeNumber(set.tiles))); render(); }, { id: 'add-tile' });
        editor.appendChild(add);
        const check = make('p', { id: 'set-check' });
        sayCheck(check, whole, wholeError);
        editor.appendChild(check);
        const out = make('textarea', { id: 'set-text', readonly: '', rows: '8', 'aria-label': 'the tile set as text' });
        out.value = text;
        const actions = make('div', { class: 'dialog-buttons left' });
        actions.append(
            button('Export', () => {
                commitTyped();
                if (latest.whole) download(latest.text, `${set.name}.txt`); else refusedNow('Not exported');
            }, { id: 'export-set' }),
            button('Use for the game', () => {
                commitTyped();
                if (latest.whole) use(latest.whole, set.name, latest.text); else refusedNow('Not used');
            }, { id: 'use-set', class: 'primary' }));
        // a set the library refuses can be neither played nor exported (the
        // page could not load the file back): the mistake is shown at its tile
        if (!whole) for (const b of actions.children) b.disabled = true;
        editor.append(actions, out);
        if (draftRefused) {
            editor.appendChild(make('p', { id: 'draft-status', role: 'status' },
                `This browser did not keep the draft (${draftRefused}): use Export to keep it in a file.`));
        }
        if (shown && shown !== inUse) shown.free();
        shown = whole;
        latest = { whole, text, error: wholeError };
        sayMistakes();
        refocus(place);
    }

    // Export or Use clicked as a mistake was typed (the set drawn by the click refused, the button disabled with it):
    // said in the status, in view; it kept what it said before, "In use for the next game: …" after an earlier Use,
    // as if the set just changed were in use
    function refusedNow(what) {
        const error = latest.error;
        status.textContent = `${what}: the set has a mistake, line ${error.line}, column ${error.column}: `
            + `${reasonOf(error)}. Put it right at its tile, then try again.`;
    }

    // Export and Use act on the set as typed: a field still focused and typed in is committed first, its change run
    // (the set drawn anew, checked whole, the check waiting dropped). In Chromium the click blurs the field first,
    // which commits it, but in Safari (iOS) a click on a button may leave the focus in the field: Use then took the
    // set as last drawn (a name typed right, Use clicked: "Not used", the mistake typed over; a mistake typed, the
    // set before it used), or, the button still disabled while the check waited, the click was lost.
    function commitTyped() {
        if (typing()) document.activeElement.dispatchEvent(new Event('change'));
        drawWaiting();
    }

    /** The set's check line (#set-check) as the library's parser found the set: `whole` or its `error`. */
    function sayCheck(check, whole, error) {
        check.className = error ? 'bad' : 'good';
        check.textContent = error ? `The set: line ${error.line}, column ${error.column}: ${reasonOf(error)}`
            : `The set is valid: ${whole.typeCount} tile types, ${whole.total(100, 1)} land tiles.`;
    }
    /** The set's `error` when it lies in tile `index` (its lines from starts[index]), else null. */
    const inTile = (error, starts, index) => (error && error.line >= starts[index]
        && (index + 1 === starts.length || error.line < starts[index + 1]) ? error : null);
    /** A tile's mistake as said under it: its own as a tile alone (its line in the set from `line`), else the set's. */
    const tileErrorText = (aloneError, line, setError) => {
        const error = aloneError || setError;
        if (!error) return null;
        const where = aloneError ? `line ${line + error.line - 1}, column ${error.column}` : `line ${error.line}, column ${error.column}`;
        return `${where}: ${reasonOf(error)}`;
    };
    /** The mistake said under the tile's card (its fields), or none. */
    function sayTileError(card, text) {
        const fields = card.querySelector('.tile-fields');
        let said = fields.querySelector(':scope > .tile-error');
        if (text && !said) said = fields.appendChild(make('p', { class: 'tile-error' }));
        if (text && said.textContent !== text) said.textContent = text;
        if (!text && said) said.remove();
        card.classList.toggle('bad', Boolean(text));
    }

    // Typing in a tile's field (committed by `change`) is checked as it is typed: the set's check line and the
    // tiles' mistakes say the set as typed, and Export and Use are enabled when it is right. The mistake put right
    // was said until the field was left; and Export and Use were enabled when the field was left, so the click on
    // Use that left it landed on Use still disabled, lost. The check waits for the typing to pause (CHECK_MS): the
    // whole set is parsed, 25 to 60 ms at 1000 tiles, which every keystroke took; meanwhile the check line is busy
    // (aria-busy), and Export and Use are enabled: a click then commits the field (commitTyped(), the set checked
    // whole) and acts only on a valid set, else says the mistake. (Disabled while the check waited, a click on Use
    // right after typing landed only when the field's blur, before the click, ran the check; in Safari a click may
    // not blur the field, and it was lost.) The field left runs the check waiting at once, and a redraw drops it.
    const CHECK_MS = 150;
    let typedCheck = null;   // the check waiting: { timer, run }
    function dropCheck() {
        if (!typedCheck) return;
        clearTimeout(typedCheck.timer);
        typedCheck = null;
        const check = editor.querySelector('#set-check');
        if (check) check.removeAttribute('aria-busy');
    }
    function checkNow() {
        const waiting = typedCheck;
        dropCheck();
        if (waiting) waiting.run();
    }
    function enableWhenRight(field, index, change) {
        const run = () => {
            if (latest.whole || !field.isConnected) return;   // (drawn right since, or drawn anew)
            const typed = structuredClone(set);
            change(typed.tiles[index]);
            const { text, starts } = setText(typed);
            const { tileset: whole, error } = parsed(typed.tiles, starts, text);
            for (const b of editor.querySelectorAll('#export-set, #use-set')) b.disabled = !whole;
            // the typed tile's own mistake (alone: one tile parsed), the others' as drawn; the set's where it lies
            const alone = tileAlone(typed.tiles[index]);
            if (alone.tileset) alone.tileset.free();
            const cards = editor.querySelectorAll('.tile-card');
            cards.forEach((card, k) => sayTileError(card, tileErrorText(k === index ? alone.error : aloneErrors[k], starts[k], inTile(error, starts, k))));
            const check = editor.querySelector('#set-check');
            if (check) sayCheck(check, whole, error);
            if (whole) whole.free();
        };
        field.addEventListener('input', () => {
            if (latest.whole) return;   // (a set right as drawn: typing disables nothing, a mistake is said at the click)
            dropCheck();
            typedCheck = { timer: setTimeout(checkNow, CHECK_MS), run };
            for (const b of editor.querySelectorAll('#export-set, #use-set')) b.disabled = false;
            const check = editor.querySelector('#set-check');
            if (check) check.setAttribute('aria-busy', 'true');
            sayLater();
        });
        field.addEventListener('blur', () => {
            checkNow();
            if (sayTimer) sayMistakes();
        });
    }

    function tileCard(tile, index, line, setError) {
        const card = make('div', { class: 'tile-card', dataset: { tile: String(index) } });
        const alone = tileAlone(tile);
        const picture = make('div', { class: 'editor-picture' });
        if (alone.tileset) {
            const svg = new TilePictures(alone.tileset).picture(0, 0, 'tile-picture');
            picture.appendChild(svg);
            alone.tileset.free();
        }
        aloneErrors[index] = alone.error || null;
        const fields = make('div', { class: 'tile-fields' });
        const name = make('input', { type: 'text', 'aria-label': `name of tile ${index + 1}`, maxlength: String(H.NAME_MAX_LENGTH), class: 'tile-name' });
        name.defaultValue = tile.name;
        // (a change is made to the tile of another tab's drawing that waited for it; lost, and said, when it has none)
        const changed = (change, field) => {
            committed = field;
            const drawing = set, target = tileForChange(tile, index);
            if (target) change(target);
            else status.textContent = `The drawing was changed in another tab, tile ${tile.name} with it: it is shown here as it stands there, your change not made.`;
            // (another tab's drawing taken up: the buttons under the pointer act on the drawing replaced)
            if (set !== drawing) render(); else redraw(field);
        };
        const named = (t) => { t.name = name.value.trim(); };
        name.addEventListener('change', () => changed(named, name));
        enableWhenRight(name, index, named);
        // (no maxlength: a number pasted with leading zeros, '00012', was cut to '0001' before it was read; countTyped
        // bounds what is read, however long)
        const copies = countField(make('input', { 'aria-label': `copies of tile ${index + 1}`, class: 'tile-copies' }));
        copies.defaultValue = String(tile.copies);
        copies.disabled = tile.start;
        const counted = (t) => { t.copies = countTyped(copies.value, t.copies, 1, 1000); };
        copies.addEventListener('change', () => changed(counted, copies));
        enableWhenRight(copies, index, counted);
        const row = make('div', { class: 'field-row' });
        row.append(make('span', {}, tile.start ? 'Start tile' : 'Tile'), name, make('span', {}, '×'), copies);
        if (!tile.start) {
            const bonus = button(tile.bonus ? 'bonus tile' : 'land tile', () => { tile.bonus = !tile.bonus; render(); }, { class: 'toggle' });
            row.appendChild(bonus);
            // the drawing has no undo and is kept at once: a tap beside the bonus toggle lost a tile's drawing, unasked
            row.appendChild(button('Remove', () => {
                const asked = JSON.stringify(tile);
                if (!window.confirm(`Remove tile ${tile.name} (sides ${tile.sides}, ${tile.copies} ${tile.copies === 1 ? 'copy' : 'copies'})? `
                    + 'Its drawing is lost: the editor has no undo (Export keeps the set in a file).')) return;
                set.tiles.splice(index, 1);
                render();
                // the focus on the name of the tile now at its place (or now last), not on its Remove, found again
                // there: a second Enter (the question answered by Enter, then Enter again) removed that tile too;
                // after a tap, on its first button (its land tile toggle, a start tile's first side): a field
                // focused would open a phone's keyboard over the editor
                const cards = editor.querySelectorAll('.tile-card');
                const card = cards[Math.min(index, cards.length - 1)];
                const next = card && (pressing ? card.querySelector('button:not(:disabled):not(.remove)') : card.querySelector('.tile-name'));
                if (next) focusField(next);
                // from another tab's drawing: the tile as asked about at its place, or else the one tile drawn as it
                removal = (tiles) => {
                    const same = tiles.map((t, k) => (JSON.stringify(t) === asked ? k : -1)).filter((k) => k >= 0);
                    const at = same.includes(index) ? index : same.length === 1 ? same[0] : -1;
                    if (at >= 0) tiles.splice(at, 1);
                    return at >= 0 ? `tile ${tile.name} is removed from it` : `tile ${tile.name} too, so nothing is removed`;
                };
            }, { class: 'remove' }));
        }
        fields.appendChild(row);
        // the sides: tap to change forest, meadow, river
        const sides = make('div', { class: 'side-buttons' });
        [...tile.sides].forEach((terrain, s) => {
            sides.appendChild(button(`${SIDE_NAMES[s]}: ${TERRAIN_WORDS[terrain]}`, () => {
                const next = [...tile.sides];
                next[s] = NEXT_TERRAIN[terrain];
                tile.sides = next.join('');
                // the areas follow the sides; items stay with the areas of their kind, in order
                const old = tile.areas;
                tile.areas = areasFromSides(tile.sides);
                for (const kind of ['forest', 'river', 'lake', 'meadow']) {
                    const before = old.filter((a) => a.kind === kind), after = tile.areas.filter((a) => a.kind === kind);
                    after.forEach((area, k) => { if (before[k]) { area.items = before[k].items; area.nohunter = before[k].nohunter; } });
                }
                render();
            }, { class: `side terrain-${terrain}`, dataset: { side: SIDE_NAMES[s] } }));
        });
        fields.appendChild(sides);
        tile.areas.forEach((area, a) => fields.appendChild(areaRow(tile, area, a)));
        const adds = make('div', { class: 'area-adds' });
        for (const kind of ['forest', 'river', 'lake', 'meadow']) {
            adds.appendChild(button(`+ ${kind}`, () => {
                tile.areas.push(kind === 'river' ? { kind, ends: ['N', 'S'], items: {} } : { kind, places: [], items: {}, nohunter: false });
                render();
            }, { class: 'small' }));
        }
        fields.appendChild(adds);
        card.append(picture, fields);
        sayTileError(card, tileErrorText(alone.error, line, setError));
        return card;
    }

    function areaRow(tile, area, a) {
        const row = make('div', { class: 'area-row', dataset: { area: String(a), kind: area.kind } });
        row.appendChild(make('b', {}, area.kind));
        if (area.kind === 'river') {
            const ends = ['N', 'E', 'S', 'W', 'lake', 'spring'];
            area.ends.forEach((end, e) => {
                const select = make('select', { 'aria-label': `river end ${e + 1}` });
                for (const option of ends) select.appendChild(make('option', { value: option }, option));
                select.value = end;
                select.addEventListener('change', () => { area.ends[e] = select.value; render(); });
                row.appendChild(select);
            });
        } else if (area.kind !== 'lake') {
            const places = area.kind === 'forest' ? SIDE_NAMES : [...SIDE_NAMES, ...HALVES];
            // a forest touches F sides; a meadow M sides whole and R sides by halves
            const terrain = area.kind === 'forest' ? 'F' : 'M';
            for (const place of places) {
                const side = tile.sides[SIDE_NAMES.indexOf(place[0])];
                if (place.includes('.') ? side !== 'R' : side !== terrain) continue;
                const on = area.places.includes(place);
                row.appendChild(button(place, () => {
                    area.places = on ? area.places.filter((p) => p !== place) : [...area.places, place];
                    render();
                }, { class: `place${on ? ' on' : ''}`, 'aria-pressed': String(on), dataset: { place } }));
            }
        }
        // items: a stepper for those the area holds, a "+ item" button for the others
        for (const item of ITEMS_OF[area.kind]) {
            if (item === 'volcano' && !tile.start) continue;   // the start tile's scenery only (R2.6)
            const count = area.items[item] || 0;
            const most = ['fire', 'dolmen', 'volcano'].includes(item) ? 1 : 99;
            if (!count) {
                row.appendChild(button(`+ ${item}`, () => { area.items[item] = 1; render(); }, { class: 'small add-item', dataset: { more: item } }));
                continue;
            }
            const stepper = make('span', { class: 'stepper' });
            stepper.append(
                button('−', () => { area.items[item] = count - 1; render(); }, { 'aria-label': `fewer ${item}`, class: 'small' }),
                make('span', { dataset: { item } }, `${count} ${item}`),
                button('+', () => { area.items[item] = Math.min(most, count + 1); render(); }, { 'aria-label': `more ${item}`, class: 'small', dataset: { more: item } }));
            row.appendChild(stepper);
        }
        row.appendChild(button('✕', () => { tile.areas.splice(a, 1); render(); }, { 'aria-label': `remove this ${area.kind}`, class: 'small' }));
        return row;
    }

    // Whether the set `next` may take the drawing's place (the editor has no undo): at once when nothing is lost
    // (the editor's first drawing, a set as this tab loaded or copied it, `next` itself), else as the person answers
    // `question` (a loaded file took the drawing's place unasked, and the draft kept was written over)
    function mayReplaceDrawing(next, question) {
        const drawing = setText(set).text;
        if ([setText(firstDrawing()).text, placed, setText(next).text].includes(drawing)) return true;
        return window.confirm(`${question} (${set.name}, ${set.tiles.length} tile${set.tiles.length === 1 ? '' : 's'})? `
            + 'The drawing is lost: the editor has no undo (Export keeps it in a file).');
    }

    function download(text, name) {
        const blob = new Blob([text], { type: 'text/plain' });
        const a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = name;
        document.body.appendChild(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    }

    $('#tileset-file').addEventListener('change', async (event) => {
        const file = event.target.files[0];
        event.target.value = '';
        if (!file) return;
        // (the library reads the file's bytes, as a record's: the browser's decoding made U+FFFD of a comment's byte
        // that is no UTF-8, which the library, the tools and the bindings refuse; the text, decoded once the
        // library took the bytes, is what is kept)
        const bytes = await chosenFileBytes(file, H.TILESET_MAX_BYTES, 'a tile set', (message) => { status.textContent = message; });
        if (bytes === null) return;
        try {
            const tileset = hunters.TileSet.fromString(bytes);
            const text = new TextDecoder().decode(bytes);
            const loaded = modelOf(tileset);
            // the file's set takes the drawing's place, which has no undo: asked first, as "Edit a copy" asks
            if (!mayReplaceDrawing(loaded, `Load ${file.name} (${loaded.name}) into the editor instead of your drawing`)) {
                tileset.free();
                status.textContent = `${file.name} was not loaded: your drawing stays (Export keeps it in a file).`;
                return;
            }
            set = loaded;
            placed = setText(set).text;
            render();
            if (!use(tileset, `${set.name} (${file.name})`, text) && tileset !== shown) tileset.free();
        } catch (error) {
            status.textContent = `${file.name}${mistakeAt(error)}`;
        }
    });
    $('#tileset-builtin').addEventListener('click', () => {
        if (forGame) {
            const builtin = hunters.TileSet.default();
            if (!use(builtin, 'the built-in set', null)) builtin.free();
            return;
        }
        choose(null);
        hooks.onUse(null, 'the built-in set');
        keepChosen(null, null);
        status.textContent = 'The built-in set is in use for the next game.';
    });
    $('#tileset-copy').addEventListener('click', () => {
        // the reconstruction as a start for a transcription of one's own tiles
        const builtin = hunters.TileSet.default();
        const copy = modelOf(builtin);
        copy.name = 'my-tiles';
        builtin.free();
        // it takes the drawing's place, which has no undo: asked first
        if (!mayReplaceDrawing(copy, 'Edit a copy of the built-in set instead of your drawing')) return;
        set = copy;
        placed = setText(set).text;
        status.textContent = 'A copy of the built-in set: change the tiles that differ from yours, then use it.';
        render();
    });
    $('#tilesets-close').addEventListener('click', () => dialog.close());
    // Another tab drew while this tab's editor is open: its drawing is taken up at once, so that this tab's next
    // change builds on it (each tab wrote its own drawing over the other's, whose changes were lost unasked).
    // Nothing of this tab's is lost: every change is kept at once, so its drawing is the one it kept last; one the
    // browser refused to keep stays, and this tab's next change is written over the other's, as before.
    window.addEventListener('storage', (event) => {
        if (event.key !== DRAFT_KEY || !dialog.open || draftRefused) return;
        const now = keptDraft(), other = parsedDraft(event.newValue);
        // another tab's drawing kept before this tab's last write, a Remove, which went over it: the Remove made again on it
        if (removal && other && event.newValue !== now && now === draftSeen) {
            const again = removal;
            set = other;
            const said = again(set.tiles);
            render();
            removal = again;   // (a later drawing of the other tab's, also kept before, gets it too)
            status.textContent = `The drawing was changed in another tab while you were asked: ${said}, the drawing shown as it stands there.`;
            return;
        }
        if (typing()) {
            otherWaiting = true;
            status.textContent = 'The drawing was changed in another tab: it is taken up once you leave the field you are typing in.';
            return;
        }
        if (!takeOtherTabsDraft()) return;
        render();
        status.textContent = 'The drawing was changed in another tab: it is shown here as it stands there.';
    });
    // the tab closed (or the page left) in the middle of a field's typing: committed, so kept (it was lost unsaid,
    // also when the other tab's drawing waited for it: "taken up once you leave the field"). By its value: the
    // closing tab has no focus by then
    window.addEventListener('pagehide', () => {
        if (!dialog.open) return;
        const fields = editor.querySelectorAll(TYPED_FIELDS);
        const typed = Array.prototype.find.call(fields, (field) => field.value !== field.defaultValue);
        leaving = true;
        try {
            if (typed) typed.dispatchEvent(new Event('change'));
        } finally {
            leaving = false;
        }
    });
    // a field left unchanged (no change event): the other tab's drawing that waited for it, taken up
    editor.addEventListener('focusout', () => {
        if (otherWaiting && !typing() && takeWaitingDraft()) render();
    });
    return {
        lostChoice,
        open({ continueGame = false } = {}) {
            if (continueGame || forGame) {
                status.textContent = continueGame ? 'For the game under way: the set you load, or use below, replaces '
                    + 'this game\'s tile set, and every move so far is replayed on it.' : '';
            }
            forGame = continueGame;
            takeOtherTabsDraft();   // another tab drew since: its drawing, not this tab's older one
            render();
            if (!dialog.open) dialog.showModal();
            dialog.scrollTop = 0;
        },
    };
}
