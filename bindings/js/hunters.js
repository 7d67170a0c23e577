// JavaScript bindings for libhunters compiled to WebAssembly (`make wasm`),
// with the object model of the Python binding: Game, TileSet, Move, events,
// queries, records, and, when the library has them, undo, SVG and bots.
//
//     import { loadHunters } from './hunters.js';
//     const hunters = await loadHunters();            // in a browser, over http
//     const game = new hunters.Game({ players: 2, seed: 7n });
//     while (!game.over) game.play(game.legalMoves()[0]);
//     console.log(game.scores, game.events().map((e) => e.text));
//     game.free();
//
// Under Node, pass the module's bytes: loadHunters({ wasmBinary: bytes }).
// Handles live in the module's memory: call free() on games and tile sets
// you create (a FinalizationRegistry frees forgotten ones eventually).
// Moves are Move objects around the library's 64-bit value (a BigInt).
import createHuntersCore from './hunters-core.mjs';

export const OK = 0, EINVAL = -1, ENOMEM = -2, EILLEGAL = -3, EPARSE = -4, EIO = -5, EPHASE = -6,
    EEMPTY = -7, ERANGE = -8, EBUFS = -9;
export const PHASE_DRAW = 1, PHASE_PLACE = 2, PHASE_DEPLOY = 3, PHASE_DRAW_BONUS = 4,
    PHASE_PLACE_BONUS = 5, PHASE_DEPLOY_BONUS = 6, PHASE_OVER = 7;
export const DRAW_ENGINE = 0, DRAW_CALLER = 1;
export const BONUS_REDRAW = 0, BONUS_FORFEIT = 1;
export const PIECE_MEMBER = 1, PIECE_HUT = 2;
export const MOVE_PLACE = 1, MOVE_DEPLOY = 2, MOVE_PASS = 3;
export const AREA_FOREST = 1, AREA_RIVER = 2, AREA_LAKE = 3, AREA_MEADOW = 4;
export const TILE_START = 1, TILE_BONUS = 2;
export const END_LAKE = 4, END_SPRING = 5;
export const EVENT_TURN = 1, EVENT_TILE_DRAWN = 2, EVENT_TILE_REMOVED = 3, EVENT_TILE_PLACED = 4,
    EVENT_PIECE_DEPLOYED = 5, EVENT_FEATURE_COMPLETED = 6, EVENT_POINTS = 7, EVENT_PIECE_RETURNED = 8,
    EVENT_BONUS_DRAWN = 9, EVENT_BONUS_DISCARDED = 10, EVENT_FINAL_FEATURE = 11, EVENT_GAME_OVER = 12,
    EVENT_PASSED = 13;
export const MAX_PLAYERS = 8;
// frozen: the wrapper reads it while it holds a handle (TileSet.areas), so no caller may change it
export const ITEMS = Object.freeze(['fish', 'nugget', 'mushroom', 'deer', 'mammoth', 'tiger', 'aurochs', 'fire', 'dolmen',
    'volcano']);
const EVENT_FIELDS = ['type', 'player', 'tileType', 'x', 'y', 'rotation', 'area', 'piece', 'role', 'reason',
    'points'];
const FEATURE_FIELDS = ['kind', 'id', 'halves', 'complete', 'openSides', 'tiles', 'fish', 'nuggets', 'mushrooms',
    'deer', 'mammoths', 'tigers', 'aurochs', 'fire', 'dolmen'];

// Every result is built of own data properties (object literals, list(), record(), defineProperty): an assignment to a fresh object or array (`result.x = v`, `out.push(v)`) runs a setter
// for that name put on Object.prototype by other code of the page, and the field is swallowed (a setter
// for '0' left an array of length 1 with no element).
/** `value` as the own data property `key` of `object`, as an assignment would make it when no setter runs. */
// (a descriptor of no prototype: one of Object.prototype's would take a 'get', 'set' or 'value' put there as
// its own, and every defineProperty threw 'Invalid property descriptor', every Move and result with it)
const own = (object, key, value) => Object.defineProperty(object, key,
    { __proto__: null, value, writable: true, enumerable: true, configurable: true });
// Nor is an array made or read through the iteration protocol (Array.from() of an array-like, spread, destructuring,
// for...of, Object.fromEntries()) or an array's species (map(), filter()): a Symbol.iterator put on Object.prototype
// or Array.prototype, or a 'constructor' getter there, by other code of the page, chose the elements, a result's
// fields, or the arguments of every call into C (the spread call).
const apply = Reflect.apply;
/** [f(0), ..., f(n - 1)] */
function list(n, f) {
    const out = [];
    for (let i = 0; i < n; i++) own(out, i, f(i));
    return out;
}
/** The object of the [name, value] pairs (Object.fromEntries()). */
function record(pairs) {
    const out = {};
    for (let i = 0; i < pairs.length; i++) own(out, pairs[i][0], pairs[i][1]);
    return out;
}
/** Appends `value` to `array`: push(), without running a setter for the index. */
const append = (array, value) => own(array, array.length, value);

/** A failed call: .status is the hunters_status, .message the library's reason. */
export class HuntersError extends Error {
    constructor(status, message, line = 0, column = 0) {
        super(message);
        this.name = 'HuntersError';   // (Error.prototype's own 'name' is found before Object.prototype's)
        own(this, 'status', status);
        own(this, 'line', line);
        own(this, 'column', column);
    }
}
/** A move or draw the rules (or the phase) do not allow. */
export class IllegalMove extends HuntersError {
    constructor(status, message, line, column) { super(status, message, line, column); this.name = 'IllegalMove'; }
}
/** Malformed text; .line and .column say where. */
export class ParseError extends HuntersError {
    constructor(status, message, line, column) { super(status, message, line, column); this.name = 'ParseError'; }
}
/** A method called on a Game or TileSet after free() (nothing reached C). */
export class ClosedError extends HuntersError {
    constructor(what) { super(EINVAL, `the ${what} is closed (freed)`); this.name = 'ClosedError'; }
}

/** A name with a lone surrogate, which UTF-8 has not: refused by setPlayerName and trimName alike. */
const surrogateInName = () => errorFor(EINVAL, 'a player name is UTF-8: a surrogate (U+D800 to U+DFFF)');

function errorFor(status, message, line = 0, column = 0) {
    if (status === EILLEGAL || status === EPHASE || status === EEMPTY) {
        return new IllegalMove(status, message, line, column);
    }
    if (status === EPARSE) return new ParseError(status, message, line, column);
    return new HuntersError(status, message, line, column);
}

// ---- argument checks --------------------------------------------------------
// Every value is checked here before it reaches C: Emscripten converts a
// JavaScript number to an int32 by wrapping it (2**32 + 1 becomes 1, NaN and
// fractions 0 or truncated) and a BigInt to 64 bits the same way, so an
// unchecked value would silently become another one. A wrong type is a
// TypeError, a wrong value a RangeError; both messages name the argument, as
// the Python binding's do.
const INT32_MIN = -(2 ** 31), INT32_MAX = 2 ** 31 - 1, UINT64_MAX = (1n << 64n) - 1n;

/** A value as an error message shows it. */
function show(value) {
    switch (typeof value) {
    case 'bigint': return `${value}n`;
    case 'string': return JSON.stringify(value);
    case 'number': case 'boolean': case 'undefined': return String(value);
    case 'symbol': return 'a symbol';
    case 'function': return 'a function';
    default: return value === null ? 'null' : showObject(value);
    }
}

/** An object as a message names it: "an array", "a Date", "an Error", or "an object" when it has no better name. */
function showObject(value) {
    try {
        if (Array.isArray(value)) return 'an array';
        const name = value.constructor && value.constructor.name;
        if (typeof name === 'string' && /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'Object') {
            return `${/^[AEIOaeio]/.test(name) ? 'an' : 'a'} ${name}`;
        }
    } catch {
        // a revoked Proxy or a throwing getter: the message still says what was expected
    }
    return 'an object';
}

/** value (a number or BigInt) as an integer number from low to high. */
function integer(name, value, low = INT32_MIN, high = INT32_MAX) {
    if (typeof value === 'bigint') {
        if (value < BigInt(low) || value > BigInt(high)) throw new RangeError(`${name} must be ${low} to ${high}, not ${show(value)}`);
        return Number(value);
    }
    if (typeof value !== 'number') throw new TypeError(`${name} must be an integer, not ${show(value)}`);
    if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer, not ${show(value)}`);
    if (value < low || value > high) throw new RangeError(`${name} must be ${low} to ${high}, not ${show(value)}`);
    return value;
}

/** value as a BigInt of 0 to 2**64 - 1 (seeds, moves); numbers beyond 2**53 - 1 are not exact and refused. */
function uint64(name, value) {
    if (typeof value === 'bigint') {
        if (value < 0n || value > UINT64_MAX) throw new RangeError(`${name} must be 0 to 2**64 - 1, not ${show(value)}`);
        return value;
    }
    if (typeof value !== 'number') throw new TypeError(`${name} must be a BigInt or an integer, not ${show(value)}`);
    if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer, not ${show(value)}`);
    if (value < 0) throw new RangeError(`${name} must be 0 to 2**64 - 1, not ${show(value)}`);
    if (!Number.isSafeInteger(value)) {
        throw new RangeError(`${name} must be a BigInt beyond 2**53 - 1 (a number there is not exact), not ${show(value)}`);
    }
    return BigInt(value);
}

/** One of a table's names, or one of its numbers (the exported constants). */
function choice(name, value, table) {
    if (typeof value === 'string' && Object.hasOwn(table, value)) return table[value];
    if (typeof value === 'number' && Object.values(table).includes(value)) return value;
    const keys = Object.keys(table), allowed = list(keys.length, (k) => `'${keys[k]}' (${table[keys[k]]})`).join(', ');
    const message = `${name} must be one of ${allowed}, not ${show(value)}`;
    throw typeof value === 'string' || typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

/**
 * The TypeError of argument `name`, which must be `expected` (its words) and is no object of `kind` made by this
 * binding: one that shows as a `kind` all the same is said to be of another loadHunters() (each load's classes are
 * its own, their objects foreign to the others) or dressed as one, where "must be a TileSet, not a TileSet" said
 * nothing of why. `hint`: what to pass instead of another load's object.
 */
function notMade(name, expected, kind, value, hint = '') {
    const shown = show(value);
    const why = shown === `a ${kind}` ? `a ${kind} of another loadHunters() (each load's objects are its own${hint}) or an object only dressed as one` : shown;
    return new TypeError(`${name} must be ${expected}, not ${why}`);
}

function boolean(name, value) {
    if (typeof value !== 'boolean') throw new TypeError(`${name} must be true or false, not ${show(value)}`);
    return value;
}

/** A string for C, which would take a NUL as its end. */
function string(name, value) {
    if (typeof value !== 'string') throw new TypeError(`${name} must be a string, not ${show(value)}`);
    if (value.includes('\0')) throw new RangeError(`${name} must not contain NUL characters`);
    return value;
}

// The longest strings the library takes (hunters.h), in bytes of UTF-8, as C counts them (strlen): a longer one
// is refused by the wrapper before it is copied into the module's memory, which grew for it and never shrank.
// (Counted in UTF-16 units, 16 'é', 32 bytes, passed the check and met C's refusal of a name over 31.)
// what a text that is no move is told (hunters_move_parse() reads these alone), as Python and Lua say it
const MOVE_FORMS = 'a move reads place X Y rR (R 0 to 3), deploy A member, deploy A hut or pass';
const MOVE_TEXT_MAX = 'place -32768 -32768 r3'.length;   // hunters_move_parse: exactly what hunters_move_format writes
// A name, in bytes of UTF-8 (hunters_game_set_player_name: at most 31 bytes, "é" 2 of them, "李" 3, an emoji 4;
// a tile type's too, doc/tileset-format.md, so hunters_tileset_type_find finds none longer; a tile set's own
// name may have 63, ASCII only): exported for the page's fields.
export const NAME_MAX_LENGTH = 31;
// A query has no length limit in C (its words are at most 31 bytes, 16 of them terms, but separators and filler
// words are not counted): the wrapper's own, in bytes of UTF-8 too, far above any query a person types.
export const QUERY_MAX_LENGTH = 4096;
/** string(), refused with refuse()'s error when its UTF-8 is longer than `max` bytes. */
function shortString(name, value, max, refuse) {
    const checked = string(name, value);
    // (UTF-8 has at least as many bytes as the string has UTF-16 units: a longer string is not encoded)
    if (checked.length > max || encoder.encode(checked).length > max) throw refuse();
    return checked;
}

/** A text passed with its length (records, tile sets): a string or a Uint8Array of UTF-8. */
const encoder = new TextEncoder();
// The library's limits on those texts (hunters.h: a longer one is refused unread, line 0), written here only:
// exported for the page, which refuses a larger file before reading it. The wrapper refuses such a text as the
// library does, before copying it into the module's memory, which grew for it and never shrank (a 1.5 GiB text
// left a 1.5 GiB heap behind), and past 2 GiB failed as 'block size out of range'.
export const TILESET_MAX_BYTES = 64 * 2 ** 20, RECORD_MAX_BYTES = 256 * 2 ** 20;
const TILESET_TEXT = { limit: TILESET_MAX_BYTES, what: 'a tile set' }, RECORD_TEXT = { limit: RECORD_MAX_BYTES, what: 'a record' };
function textBytes(name, value, { limit, what }) {
    let bytes;
    // (a string's UTF-8 has at least as many bytes as the string has UTF-16 units)
    if (typeof value === 'string') bytes = value.length >= limit ? null : encoder.encode(value);
    // a copy: its length is the array's own, not a 'length' getter's (which sized
    // the block C writes), and no caller's code runs after it
    else if (value instanceof Uint8Array) bytes = new Uint8Array(value);
    else throw new TypeError(`${name} must be a string or a Uint8Array, not ${show(value)}`);
    if (bytes === null || bytes.length >= limit) {
        throw new ParseError(EPARSE, `the text is too large: ${what} is shorter than ${limit / 2 ** 20} MiB`);
    }
    // a lone surrogate, which UTF-8 has not: TextEncoder wrote U+FFFD for it, and a record's player name with one
    // loaded as a name other than the one given (setPlayerName and trimName refuse one; Python's load() too).
    // Refused where it stands, line and column (in bytes, from 1) as the library's parser says them
    const lone = typeof value === 'string' ? /\p{Cs}/u.exec(value) : null;
    if (lone) {
        const lineStart = value.lastIndexOf('\n', lone.index) + 1;
        let line = 1;
        for (let at = value.indexOf('\n'); at !== -1 && at < lone.index; at = value.indexOf('\n', at + 1)) line++;
        // (line 1's columns count after a byte-order mark at the very start, which the library skips)
        const from = lineStart === 0 && value.charCodeAt(0) === 0xfeff ? 1 : lineStart;
        const column = encoder.encode(value.slice(from, lone.index)).length + 1;
        throw new ParseError(EPARSE, `${line}:${column}: ${what} is UTF-8 text: a lone surrogate (U+D800 to U+DFFF) has no `
            + 'UTF-8', line, column);
    }
    return bytes;
}

const OBJECT_PROTOTYPE = Object.prototype, describe = Object.getOwnPropertyDescriptor;
/**
 * Whether `proto`, the last prototype of a chain, is Object.prototype of some realm (this one's, an iframe's, a vm
 * context's): its own '__proto__' accessor and a 'constructor' whose 'prototype' it is, which a null-prototype
 * object of the caller's (Object.create(null) defaults) has not. Descriptors only: no getter of anyone's runs.
 */
function isObjectPrototype(proto) {
    if (proto === OBJECT_PROTOTYPE) return true;
    const accessor = describe(proto, '__proto__'), constructor = describe(proto, 'constructor');
    if (!accessor || typeof accessor.get !== 'function' || !constructor || typeof constructor.value !== 'function') return false;
    const prototype = describe(constructor.value, 'prototype');
    return Boolean(prototype) && prototype.value === proto;
}

// The longest prototype chain an options object may have, far above any a caller's classes make.
const OPTIONS_CHAIN_MAX = 1000;
/**
 * The [key, value] pairs an options object gives, each read once: its own (enumerable) properties, and those of the
 * names `known(name)` takes that it inherits from a prototype of the caller's (a class's getter, Object.create(
 * defaults), defaults of no prototype, Object.create(null)); never one of Object.prototype (of any realm), where
 * other code of the page put it. (Own properties only left an inherited option out, unsaid: a class's getter for
 * 'seed' no seed; and a chain's last prototype, skipped as if it were Object.prototype, left out the options of a
 * null-prototype object there.)
 */
function givenOptions(name, value, known) {
    const pairs = [], seen = Object.create(null);
    const keys = Object.keys(value);
    for (let k = 0; k < keys.length; k++) {
        seen[keys[k]] = true;
        append(pairs, [keys[k], value[keys[k]]]);
    }
    let depth = 0;
    for (let proto = Object.getPrototypeOf(value); proto !== null; proto = Object.getPrototypeOf(proto)) {
        // (only a Proxy's getPrototypeOf makes a chain that loops or never ends: the walk hung the page)
        if (++depth > OPTIONS_CHAIN_MAX) throw new TypeError(`${name}: a prototype chain of over ${OPTIONS_CHAIN_MAX} objects (a loop?)`);
        if (Object.getPrototypeOf(proto) === null && isObjectPrototype(proto)) break;
        const names = Object.getOwnPropertyNames(proto);
        for (let k = 0; k < names.length; k++) {
            if (seen[names[k]] || !known(names[k])) continue;
            seen[names[k]] = true;
            append(pairs, [names[k], value[names[k]]]);
        }
    }
    return pairs;
}

/**
 * An options object (undefined for the defaults) whose keys are all known, as a copy of the options it gives
 * (givenOptions()) with no prototype: an option not given is undefined, not a property put on Object.prototype
 * by other code of the page (a getter there for 'seed' or 'kind' chose a game's seed or a bot).
 */
function optionsOf(name, value, keys) {
    const options = Object.create(null);
    if (value === undefined) return options;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new TypeError(`${name} must be an object, not ${show(value)}`);
    }
    const given = givenOptions(name, value, (key) => keys.includes(key));
    for (let k = 0; k < given.length; k++) {
        const key = given[k][0];
        if (!keys.includes(key)) throw new TypeError(`${name}: unknown option ${JSON.stringify(key)} (known: ${keys.join(', ')})`);
        options[key] = given[k][1];
    }
    return options;
}

const PIECES = { member: PIECE_MEMBER, hut: PIECE_HUT };
const DRAW_MODES = { engine: DRAW_ENGINE, caller: DRAW_CALLER };
const BONUS_RULES = { redraw: BONUS_REDRAW, forfeit: BONUS_FORFEIT };
const TILE_GROUPS = { land: 1, bonus: 2, all: 3 };   // hunters_tile_group
const BOT_KINDS = { random: 1, greedy: 2, mcts: 3, mcts2: 4 };  // hunters_bot_kind
// the rule variants of doc/rules.md ("The options at a glance"), by their record keywords
const LAST_BONUS = { played: 0, skipped: 1 };          // hunters_last_bonus_rule (R8.1)
const FOREST_VALUES = { tile: 0, segment: 1 };         // hunters_forest_value (R5.3)
const MUSHROOM_VALUES = { patch: 0, tile: 1 };         // hunters_mushroom_value (R5.3)
const LAKE_HUTS = { allowed: 0, forbidden: 1 };        // hunters_lake_huts (R7.1)
const GAME_OPTIONS = ['players', 'seed', 'tileset', 'firstPlayer', 'members', 'huts', 'drawMode', 'bonusRule', 'names',
    'lastBonus', 'forestValue', 'mushroomValue', 'lakeHuts', 'tableWidth', 'tableHeight'];
// offsets in hunters_game_options (version 2) on wasm32
const OPTIONS_VERSION = 2, OPTIONS_SIZE = 72;
const RULE_FIELDS = [['lastBonus', 48, LAST_BONUS], ['forestValue', 52, FOREST_VALUES], ['mushroomValue', 56, MUSHROOM_VALUES],
    ['lakeHuts', 60, LAKE_HUTS], ['tableWidth', 64, null], ['tableHeight', 68, null]];
// One spelling for every frontend (doc/rules.md): Game() takes each rule
// option by its records' and hunters-sim's name too ('forest-value', or
// 'forest_value' as Python writes it), and 'table' as hunters-sim writes it
// ("6x5", 0 for no limit, or [width, height]).
const SPELLED_OPTIONS = { 'first-player': 'firstPlayer', 'draw-mode': 'drawMode', 'bonus-rule': 'bonusRule',
    'last-bonus': 'lastBonus', 'forest-value': 'forestValue', 'mushroom-value': 'mushroomValue',
    'lake-huts': 'lakeHuts', 'table-width': 'tableWidth', 'table-height': 'tableHeight' };
// hunters_variant, by the canonical option names (game.variantChanges())
const VARIANTS = [['forest-value', 0], ['mushroom-value', 1], ['bonus-rule', 2], ['lake-huts', 3],
    ['last-bonus', 4], ['table', 5]];

/** Game()'s options with every spelling turned into its camelCase key; a
 * key given twice (by two spellings) or a malformed table is refused. */
function respelledOptions(options) {
    if (options === undefined || options === null || typeof options !== 'object' || Array.isArray(options)) return options;
    const out = Object.create(null);   // '__proto__' stays a key, refused as unknown
    const put = (key, value, spelled) => {
        if (Object.prototype.hasOwnProperty.call(out, key)) {
            throw new TypeError(`options: ${JSON.stringify(spelled)} given twice (also as another spelling of ${key})`);
        }
        out[key] = value;
    };
    const entries = givenOptions('options', options, (key) => {
        const dashed = key.replace(/_/g, '-');
        return dashed === 'table' || GAME_OPTIONS.includes(key) || Object.prototype.hasOwnProperty.call(SPELLED_OPTIONS, dashed);
    });
    for (let k = 0; k < entries.length; k++) {
        const name = entries[k][0], value = entries[k][1];
        const dashed = name.replace(/_/g, '-');
        if (dashed === 'table') {
            let size = null;
            if (value === 0 || value === '0') size = [0, 0];
            else if (typeof value === 'string' && /^[0-9]+x[0-9]+$/.test(value)) { const parts = value.split('x'); size = [Number(parts[0]), Number(parts[1])]; }
            else if (Array.isArray(value) && value.length === 2) size = value;
            if (!size) throw new TypeError(`options: table must be "WxH" (as "6x5"), 0 or [width, height], not ${show(value)}`);
            put('tableWidth', size[0], name);
            put('tableHeight', size[1], name);
        } else {
            put(Object.prototype.hasOwnProperty.call(SPELLED_OPTIONS, dashed) ? SPELLED_OPTIONS[dashed] : name, value, name);
        }
    }
    return out;
}
const BOT_OPTIONS = ['kind', 'seed', 'iterations', 'milliseconds', 'maxNodes', 'exploration', 'rolloutTurns', 'threads'];
const SVG_OPTIONS = ['flags', 'scale', 'columns'];
const MAX_ADVICE = 1000;   // as the Python binding's advice(count=)
// an event's or advice's line: enough for every line the library makes today (longer ones are read whole too)
const LINE_SIZE = 256;

/**
 * Instantiates the WebAssembly module and returns the binding: { Game,
 * TileSet, Move, version, has: {...}, core }. `moduleOptions` go to
 * Emscripten's factory (e.g. wasmBinary, locateFile).
 */
export async function loadHunters(moduleOptions = {}) {
    const core = await createHuntersCore(moduleOptions);
    return bind(core);
}

function bind(M) {
    const fn = (name) => M['_' + name];
    const has = (name) => typeof fn(name) === 'function';
    const call = (name, ...args) => apply(fn(name), undefined, args);
    const i32 = (ptr) => M.HEAP32[ptr >> 2];
    const text = (ptr) => (ptr ? M.UTF8ToString(ptr) : null);
    // C's uint64_t results arrive as signed BigInts: their unsigned value (arguments go through uint64())
    const u64 = (v) => BigInt.asUintN(64, BigInt(v));
    // 64-bit values (moves, seeds) as two 32-bit words, low word first
    const readU64 = (ptr) => BigInt(M.HEAPU32[ptr >> 2]) | (BigInt(M.HEAPU32[(ptr >> 2) + 1]) << 32n);
    function writeU64(ptr, value) {
        M.HEAPU32[ptr >> 2] = Number(value & 0xffffffffn);
        M.HEAPU32[(ptr >> 2) + 1] = Number(value >> 32n);
    }
    const strerror = (status) => text(call('hunters_strerror', status));
    // the exception of a failed status, with the library's message for it
    const statusError = (status) => errorFor(status, strerror(status));

    // Strings and out-parameters go through malloc'ed blocks freed at once.
    // The sizes are the wrapper's own, but checked anyway: a wrapped size
    // would let C write past the block into another game's memory.
    function allocate(size) {
        if (!Number.isSafeInteger(size) || size <= 0 || size > INT32_MAX) throw new RangeError(`block size ${size} out of range`);
        const ptr = M._malloc(size);
        if (!ptr) throw new HuntersError(ENOMEM, 'out of memory');
        return ptr;
    }
    function withBytes(bytes, body) {
        const ptr = allocate(bytes.length + 1);
        try {
            M.HEAPU8.set(bytes, ptr);
            M.HEAPU8[ptr + bytes.length] = 0;
            return body(ptr, bytes.length);
        } finally {
            M._free(ptr);
        }
    }
    const withString = (value, body) => withBytes(encoder.encode(value), body);
    function withBlock(size, body) {
        const ptr = allocate(size);
        try {
            M.HEAPU8.fill(0, ptr, ptr + size);
            return body(ptr);
        } finally {
            M._free(ptr);
        }
    }
    // snprintf-style writers: ask the length, then write.
    function formatted(write) {
        const length = Number(write(0, 0));
        return withBlock(length + 1, (ptr) => {
            write(ptr, length + 1);
            return M.UTF8ToString(ptr, length);
        });
    }
    // A line of an snprintf-like writer (hunters_event_format,
    // hunters_advice_format) from buffer[size], or, when it is longer, from a
    // block of its whole length: a cut line would say something else.
    function line(write, buffer, size) {
        const length = Number(write(buffer, size));
        if (length < size) return M.UTF8ToString(buffer, length);
        return withBlock(length + 1, (ptr) => M.UTF8ToString(ptr, Number(write(ptr, length + 1))));
    }
    const ERROR_SIZE = 268;
    function raiseError(status, ptr) {
        const line = i32(ptr + 4), column = i32(ptr + 8);
        let message = M.UTF8ToString(ptr + 12) || strerror(status);
        if (line) message = `${line}:${column}: ${message}`;
        throw errorFor(status, message, line, column);
    }

    // A tile set's types by its C handle (a TileSet's own, or a game's): the
    // classes use these, never each other's public methods, which a caller
    // can override on an instance.
    const typeCount = (set) => call('hunters_tileset_type_count', set);
    // a type index of the set; RangeError otherwise
    const typeIndex = (set, type, name = 'type') => integer(name, type, 0, typeCount(set) - 1);
    const typeName = (set, type) => text(call('hunters_tileset_type_name', set, type));
    function findType(set, name) {
        const notFound = (status) => new HuntersError(status, `no tile type ${JSON.stringify(name)}`);
        const checked = shortString('name', name, NAME_MAX_LENGTH, () => notFound(ERANGE));
        const index = withString(checked, (str) => call('hunters_tileset_type_find', set, str));
        if (index < 0) throw notFound(index);
        return index;
    }

    // hunters_tileset_find_tiles / hunters_game_find_tiles: up to `limit`
    // matches, best first, as { name, type, rotation, termsMet, score };
    // search(str, out, room, error) makes the C call, set() gives the set's handle
    const MATCH_SIZE = 16;   // sizeof (hunters_tile_match)
    function findTiles(query, limit, search, set) {
        const q = shortString('query', query, QUERY_MAX_LENGTH - 1, () =>
            new ParseError(EPARSE, `the query is too long: a query is shorter than ${QUERY_MAX_LENGTH} bytes of UTF-8`));
        const room = integer('limit', limit, 0, 100000);
        return withString(q, (str) => withBlock(MATCH_SIZE * Math.max(room, 1) + ERROR_SIZE, (out) => {
            const error = out + MATCH_SIZE * Math.max(room, 1);
            const found = search(str, room ? out : 0, room, error);
            if (found < 0) raiseError(found, error);
            return list(Math.min(found, room), (k) => {
                const m = out + MATCH_SIZE * k, type = i32(m);
                return { name: typeName(set(), type), type, rotation: i32(m + 4), termsMet: i32(m + 8), score: i32(m + 12) };
            });
        }));
    }

    const registry = typeof FinalizationRegistry === 'function'
        ? new FinalizationRegistry((held) => {
            const handle = held[1], buffer = held[2];
            call(held[0], handle);
            if (buffer && buffer.moves) M._free(buffer.moves);   // (a game's legal-moves buffer)
        }) : null;
    // the constructors' private path: only the wrapper wraps a handle
    const WRAP = Symbol('wrap a handle');
    // The classes' private fields and methods, for the code outside each
    // class (set by their static blocks). Each takes the object itself, not a
    // 'handle' or 'value' property a caller can fake, override on an instance
    // or intercept with a Proxy, and refuses with a TypeError an object the
    // class did not make. A handle is read just before the call that takes it:
    // no caller's code runs between, so none can free it first.
    let tilesetPtr, gamePtr, gameClosed, gameCheck, gamePlayers, moveValue;

    class Move {
        #value;   // the checked value, and the brand of a Move made here
        /** A move from its 64-bit value (a BigInt, or a number up to 2**53 - 1). */
        constructor(value) {
            this.#value = uint64('move', value);
            // the public copy (frozen); the wrapper reads #value. Defined, not assigned: an assignment ran a
            // setter for 'value' put on Object.prototype (the caller's code, inside legalMoves()), and the
            // Move had no value of its own
            Object.defineProperty(this, 'value', { __proto__: null, value: this.#value, enumerable: true });   // (see own())
            Object.freeze(this);
        }
        static place(x, y, rotation) {
            return new Move(u64(call('hunters_move_place', integer('x', x, -32768, 32767), integer('y', y, -32768, 32767),
                integer('rotation', rotation, 0, 3))));
        }
        static deploy(area, piece = PIECE_MEMBER) {
            return new Move(u64(call('hunters_move_deploy', integer('area', area, 0, 255), choice('piece', piece, PIECES))));
        }
        static pass() { return new Move(u64(call('hunters_move_pass'))); }
        /** Reads "place 1 -2 r3", "deploy 2 member", "deploy 0 hut", "pass". */
        static parse(moveText) { return Move.#parse(moveText); }
        static #parse(moveText) {
            const notMove = (status) => errorFor(status, `not a move: ${JSON.stringify(moveText)}: ${MOVE_FORMS}`);
            const checked = shortString('move', moveText, MOVE_TEXT_MAX, () => notMove(EPARSE));
            return withString(checked, (str) => withBlock(8, (out) => {
                const status = call('hunters_move_parse', str, out);
                if (status) throw notMove(status);
                return new Move(readU64(out));
            }));
        }
        /** A Move, its text or its value, as a Move; an object only dressed as a Move is refused. */
        static from(move) { return Move.#from(move); }
        static #from(move) {
            if (typeof move === 'string') return Move.#parse(move);
            if (typeof move !== 'object' || move === null) return new Move(move);   // a value, checked there
            if (#value in move) return move;
            throw notMade('move', 'a Move (made by its constructors), its text or its value', 'Move', move, ': pass its text or its value');
        }
        static {
            moveValue = (move) => Move.#from(move).#value;
        }
        get kind() { return call('hunters_move_kind', this.#value); }
        get x() { return call('hunters_move_x', this.#value); }
        get y() { return call('hunters_move_y', this.#value); }
        get rotation() { return call('hunters_move_rotation', this.#value); }
        get area() { return call('hunters_move_area', this.#value); }
        get piece() { return call('hunters_move_piece', this.#value); }
        /** Whether other (a Move, its text or its value) is this move; false for anything else. */
        equals(other) {
            const value = this.#value;
            try {
                return Move.#from(other).#value === value;
            } catch (error) {
                if (error instanceof TypeError || error instanceof RangeError || error instanceof ParseError) return false;
                throw error;
            }
        }
        toString() { return this.#text(); }
        toJSON() { return this.#text(); }
        #text() {
            const value = this.#value;
            return formatted((buf, size) => call('hunters_move_format', value, buf, size));
        }
    }

    class TileSet {
        #handle;
        #owner;
        /** Private: use TileSet.default(), TileSet.fromString() or game.tileset. */
        constructor(token, handle, owner = null) {
            if (token !== WRAP) throw new TypeError('TileSet cannot be constructed: use TileSet.default() or TileSet.fromString()');
            this.#handle = handle;
            this.#owner = owner;   // a game's set is borrowed: valid while the game lives
            if (!owner && registry) registry.register(this, ['hunters_tileset_free', handle], this);
        }
        static default() {
            return withBlock(4, (out) => {
                const status = call('hunters_tileset_load_default', out, 0);
                if (status) throw statusError(status);
                return new TileSet(WRAP, i32(out));
            });
        }
        /** Loads and validates a tile set from its text (doc/tileset-format.md). */
        static fromString(tilesetText) {
            return withBytes(textBytes('text', tilesetText, TILESET_TEXT), (str, length) => withBlock(4 + ERROR_SIZE, (out) => {
                const status = call('hunters_tileset_load_string', out, str, length, 0, out + 4);
                if (status) raiseError(status, out + 4);
                return new TileSet(WRAP, i32(out));
            }));
        }
        /** Frees the set now (games made with it keep their own reference); idempotent. A game's set is not freed. */
        free() {
            if (this.#owner) return;
            if (this.#handle) {
                if (registry) registry.unregister(this);
                call('hunters_tileset_free', this.#handle);
            }
            this.#handle = 0;
        }
        /** True after free(), or once the game that owns this set is freed. */
        get closed() { return !this.#handle || (this.#owner !== null && gameClosed(this.#owner)); }
        /** The C handle, for compatibility (the wrapper never reads it); ClosedError once freed. */
        get handle() { return this.#ptr(); }
        // the live C handle; ClosedError once freed
        #ptr() {
            if (!this.#handle) throw new ClosedError('tile set');
            if (this.#owner && gameClosed(this.#owner)) throw new ClosedError('game that owns this tile set');
            return this.#handle;
        }
        static {
            tilesetPtr = (ts, name) => {
                if (typeof ts !== 'object' || ts === null || !(#handle in ts)) {
                    throw notMade(name, 'a TileSet', 'TileSet', ts);
                }
                return ts.#ptr();
            };
        }
        get name() { return text(call('hunters_tileset_name', this.#ptr())); }
        get hash() { return u64(call('hunters_tileset_hash', this.#ptr())); }
        // the live C handle, or 0 once freed (or its game freed): read from the private fields only
        static #live(ts) { return !ts.#handle || (ts.#owner && gameClosed(ts.#owner)) ? 0 : ts.#handle; }
        /**
         * Whether other is a tile set of the same content (hunters_tileset_equal: the
         * tiles compared, not the hash alone; the name does not count). False for
         * anything but a TileSet; a freed set, or the set of a freed game, equals only
         * itself and reaches no C. Never throws, whatever other is.
         */
        equals(other) {
            if (other === this) return true;
            if (typeof other !== 'object' || other === null || !(#handle in other)) return false;
            const mine = TileSet.#live(this), theirs = TileSet.#live(other);
            return mine !== 0 && theirs !== 0 && call('hunters_tileset_equal', mine, theirs) === 1;
        }
        get typeCount() { return typeCount(this.#ptr()); }
        /** The tile type names, by index. */
        types() { return list(typeCount(this.#ptr()), (i) => typeName(this.#ptr(), i)); }
        typeName(type) { return typeName(this.#ptr(), typeIndex(this.#ptr(), type)); }
        find(name) { return findType(this.#ptr(), name); }
        copies(type) { return call('hunters_tileset_type_copies', this.#ptr(), typeIndex(this.#ptr(), type)); }
        flags(type) { return this.#flags(type); }
        isBonus(type) { return (this.#flags(type) & TILE_BONUS) !== 0; }
        isStart(type) { return (this.#flags(type) & TILE_START) !== 0; }
        #flags(type) { return call('hunters_tileset_type_flags', this.#ptr(), typeIndex(this.#ptr(), type)); }
        /** The terrains of the sides N, E, S, W, as "F", "M" or "R". */
        sides(type) {
            const index = typeIndex(this.#ptr(), type);
            let out = '';
            for (let side = 0; side < 4; side++) out += ' FMR'[call('hunters_tileset_type_side', this.#ptr(), index, side)];
            return out;
        }
        /** The type's areas, in order: { kind, halves, flags, ends (rivers), items... }. */
        areas(type) {
            const index = typeIndex(this.#ptr(), type);
            // (the handle is read for every call, though no caller's code runs between them)
            const get = (name, area, end) => call(name, this.#ptr(), index, area, end);
            return list(get('hunters_tileset_type_area_count'), (area) => {
                const kind = get('hunters_tileset_area_kind', area);
                const fields = [['kind', kind], ['halves', get('hunters_tileset_area_halves', area)],
                    ['flags', get('hunters_tileset_area_flags', area)]];
                if (kind === AREA_RIVER) append(fields, ['ends', list(2, (end) => get('hunters_tileset_area_river_end', area, end))]);
                ITEMS.forEach((name, item) => {
                    const n = get('hunters_tileset_area_item', area, item);
                    if (n > 0) append(fields, [name, n]);
                });
                return record(fields);
            });
        }
        /** A total over every copy of a group's tiles: an item (0 to 9) or 100 tiles, 101 lakes, 102 springs. */
        total(what, group = 3) {
            const value = integer('what', what, 0, 102);
            if (value > 9 && value < 100) throw new RangeError(`what must be an item (0 to 9) or a total (100 to 102), not ${value}`);
            const tiles = choice('group', group, TILE_GROUPS);
            return Number(call('hunters_tileset_total', this.#ptr(), value, tiles));
        }
        /**
         * The tile types matching what a player sees on a tile, best first
         * (at most `limit`): side letters north first and clockwise ("RMRM",
         * "R?R?"), features with counts ("river with 2 fish", "lake", "no
         * fish", "mammoth", "gold"), names. The query language and ranking
         * are hunters_tileset_find_tiles()'s (include/hunters.h). Each match
         * is { name, type, rotation, termsMet, score }. ParseError (with the
         * column of the word at fault) for a word that is no term.
         */
        findTiles(query, limit = 1000) {
            this.#ptr();   // ClosedError first
            return findTiles(query, limit, (q, out, room, error) => call('hunters_tileset_find_tiles', this.#ptr(), q, out, room, error), () => this.#ptr());
        }
        /** The canonical text of the set. */
        describe() { return formatted((buf, size) => call('hunters_tileset_describe', this.#ptr(), buf, size)); }
    }

    class Game {
        #handle = 0;
        // the legal moves' buffer (malloc'ed; in an object of its own, which the
        // finalization registry frees with the game), and its capacity in moves
        #buffer = { moves: 0 };
        #capacity = 256;
        #tileset = null;
        /**
         * A new game: { players = 2, seed = 0, tileset, firstPlayer = 0,
         * members = 5, huts = 2, drawMode = 'engine' | 'caller',
         * bonusRule = 'redraw' | 'forfeit', names = [...], and the rule
         * variants of doc/rules.md: lastBonus = 'played' | 'skipped',
         * forestValue = 'tile' | 'segment', mushroomValue = 'patch' | 'tile',
         * lakeHuts = 'allowed' | 'forbidden', tableWidth, tableHeight (0 to
         * 32767, 0 for no limit) }.
         */
        constructor(options = undefined, token = undefined, handle = 0) {
            if (token === WRAP) {
                this.#adopt(handle);
                return;
            }
            if (token !== undefined) throw new TypeError('Game takes one argument, its options (Game.load() reads a record)');
            const o = optionsOf('options', respelledOptions(options), GAME_OPTIONS);
            const given = (key) => o[key] !== undefined;
            const players = given('players') ? integer('players', o.players, 1, MAX_PLAYERS) : 2;
            const values = {
                firstPlayer: given('firstPlayer') ? integer('firstPlayer', o.firstPlayer, 0, players - 1) : undefined,
                members: given('members') ? integer('members', o.members, 0, 99) : undefined,
                huts: given('huts') ? integer('huts', o.huts, 0, 99) : undefined,
                drawMode: given('drawMode') ? choice('drawMode', o.drawMode, DRAW_MODES) : undefined,
                bonusRule: given('bonusRule') ? choice('bonusRule', o.bonusRule, BONUS_RULES) : undefined,
            };
            const rules = [];
            RULE_FIELDS.forEach((field) => {
                const key = field[0], offset = field[1], table = field[2];
                if (given(key)) append(rules, [offset, table ? choice(key, o[key], table) : integer(key, o[key], 0, 32767)]);
            });
            const seed = given('seed') ? uint64('seed', o.seed) : 0n;
            // every value the caller's code could compute (getters, proxies) is
            // read into plain values first: no handle is read before that, so
            // such code cannot free what the call then hands to C
            const givenNames = given('names') ? o.names : [];
            if (!Array.isArray(givenNames)) throw new TypeError(`names must be an array, not ${show(givenNames)}`);
            const count = givenNames.length;
            if (count > players) throw new RangeError(`names must have at most ${players} entries (one a player), not ${count}`);
            const names = list(count, (player) => {
                const name = givenNames[player];
                return name == null ? null : string(`names[${player}]`, name);
            });
            // (TypeError for anything but a TileSet, ClosedError for a freed set)
            const tileset = given('tileset') ? tilesetPtr(o.tileset, 'tileset') : 0;

            handle = withBlock(OPTIONS_SIZE + 4 + ERROR_SIZE, (opt) => {
                if (call('hunters_game_options_init_version', opt, OPTIONS_VERSION) !== OK) throw statusError(EINVAL);
                const set = (offset, value) => { if (value !== undefined) M.HEAP32[(opt + offset) >> 2] = value; };
                set(4, players);
                set(8, values.firstPlayer);
                set(12, values.members);
                set(16, values.huts);
                set(20, values.drawMode);
                set(24, values.bonusRule);
                writeU64(opt + 32, seed);
                set(40, tileset);
                rules.forEach((rule) => set(rule[0], rule[1]));
                const out = opt + OPTIONS_SIZE, error = out + 4;
                const status = call('hunters_game_new', out, opt, error);
                if (status) raiseError(status, error);
                return i32(out);
            });
            this.#adopt(handle);
            try {
                names.forEach((name, player) => { if (name) this.#setName(player, name); });
            } catch (error) {
                this.#release();   // a rejected call leaves nothing behind
                throw error;
            }
        }
        #adopt(handle) {
            this.#handle = handle;
            if (registry) registry.register(this, ['hunters_game_free', handle, this.#buffer], this);
        }
        /** A game from a record (doc/record-format.md): a string or UTF-8 bytes. */
        static load(record, tileset = null) {
            const bytes = textBytes('record', record, RECORD_TEXT);
            let set = 0;
            if (tileset !== null && tileset !== undefined) {
                set = tilesetPtr(tileset, 'tileset');
            }
            const handle = withBytes(bytes, (str, length) => withBlock(4 + ERROR_SIZE, (out) => {
                const status = call('hunters_game_load', out, str, length, set, 0, out + 4);
                if (status) raiseError(status, out + 4);
                return i32(out);
            }));
            return new Game(undefined, WRAP, handle);
        }
        /** Frees the game now; later calls throw ClosedError. Idempotent. */
        free() { this.#release(); }
        #release() {
            if (this.#handle) {
                if (registry) registry.unregister(this);
                call('hunters_game_free', this.#handle);
                if (this.#buffer.moves) M._free(this.#buffer.moves);
            }
            this.#handle = 0;
            this.#buffer.moves = 0;
        }
        /** True after free(). */
        get closed() { return !this.#handle; }
        /** The C handle, for compatibility (the wrapper never reads it); ClosedError once freed. */
        get handle() { return this.#ptr(); }
        // the live C handle; ClosedError once freed
        #ptr() {
            if (!this.#handle) throw new ClosedError('game');
            return this.#handle;
        }
        // a status of a call on this game: an exception with the game's message if it failed
        #check(status) {
            if (status < 0) throw errorFor(status, text(call('hunters_game_errmsg', this.#ptr())) || strerror(status));
            return status;
        }
        // the C handle of the game's tile set (borrowed: valid while the game lives)
        #set() { return call('hunters_game_tileset', this.#ptr()); }
        // the player count, from C (never from the overridable 'players' property)
        #players() { return this.#check(call('hunters_game_player_count', this.#ptr())); }
        // a player of this game; RangeError otherwise
        #player(player) { return integer('player', player, 0, this.#players() - 1); }
        #range(f) { return list(this.#players(), f); }
        static {
            gameClosed = (game) => !game.#handle;
            gamePtr = (game, name) => {
                if (typeof game !== 'object' || game === null || !(#handle in game)) {
                    throw notMade(name, 'a Game', 'Game', game);
                }
                return game.#ptr();
            };
            gameCheck = (game, status) => game.#check(status);
            gamePlayers = (game) => game.#players();
        }
        /** The game's record, as text. */
        save() { return formatted((buf, size) => call('hunters_game_save', this.#ptr(), buf, size)); }
        clone() {
            return new Game(undefined, WRAP, withBlock(4, (out) => {
                // (a const game: its message is an older call's, so the status's own text)
                const status = call('hunters_game_clone', out, this.#ptr());
                if (status < 0) throw errorFor(status, strerror(status));
                return i32(out);
            }));
        }
        /** Overwrites this game with another's state, without allocating. */
        copyFrom(other) {
            this.#check(call('hunters_game_copy', this.#ptr(), gamePtr(other, 'other')));
        }
        get stateSize() { return Number(call('hunters_game_state_size', this.#ptr())); }
        /** The rule variants (hunters_game_get_options), by the keywords Game() takes: { lastBonus: 'played', ... }. */
        get rules() {
            return withBlock(OPTIONS_SIZE, (opt) => {
                M.HEAPU32[opt >> 2] = OPTIONS_VERSION;
                this.#check(call('hunters_game_get_options', this.#ptr(), opt));
                return record(list(RULE_FIELDS.length, (k) => {
                    const key = RULE_FIELDS[k][0], table = RULE_FIELDS[k][2], value = i32(opt + RULE_FIELDS[k][1]);
                    return [key, table ? Object.keys(table).find((name) => table[name] === value) : value];
                }));
            });
        }

        /** How often each rule variant has changed the play so far against its
         * option's default (hunters_game_variant_changes), by the canonical
         * option names: { 'forest-value': 0, ..., table: 0 }. */
        variantChanges() {
            return record(list(VARIANTS.length, (k) =>
                [VARIANTS[k][0], this.#check(call('hunters_game_variant_changes', this.#ptr(), VARIANTS[k][1]))]));
        }

        // -- state
        get phase() { return this.#phase(); }
        get over() { return this.#phase() === PHASE_OVER; }
        #phase() { return this.#check(call('hunters_game_phase', this.#ptr())); }
        get players() { return this.#players(); }
        get currentPlayer() { return call('hunters_game_current_player', this.#ptr()); }
        get hash() { return u64(call('hunters_game_hash', this.#ptr())); }
        get scores() { return this.#range((p) => call('hunters_game_score', this.#ptr(), p)); }
        get ranks() { return this.#range((p) => call('hunters_game_rank', this.#ptr(), p)); }
        /** The game's tile set, borrowed: valid while the game lives (ClosedError after). */
        get tileset() {
            const set = this.#set();
            if (!this.#tileset) this.#tileset = new TileSet(WRAP, set, this);
            return this.#tileset;
        }
        tileTypes() { return list(typeCount(this.#set()), (i) => typeName(this.#set(), i)); }
        /** The type index of the tile in hand, or -1. */
        get tileInHandIndex() { return this.#inHand(); }
        /** The name of the tile in hand, or null. */
        get tileInHand() { const t = this.#inHand(); return t < 0 ? null : typeName(this.#set(), t); }
        #inHand() { const t = call('hunters_game_tile_in_hand', this.#ptr()); return t < 0 ? -1 : t; }
        supply(player, piece = PIECE_MEMBER) {
            const p = this.#player(player), kind = choice('piece', piece, PIECES);
            return this.#check(call('hunters_game_supply', this.#ptr(), p, kind));
        }
        tilesLeftOf(type) { return this.#left(typeIndex(this.#set(), type)); }
        #left(type) { return this.#check(call('hunters_game_tiles_left', this.#ptr(), type)); }
        stackSize(bonus = false) {
            const which = boolean('bonus', bonus) ? 1 : 0;
            return this.#check(call('hunters_game_stack_size', this.#ptr(), which));
        }
        /** { type name: count } of the tiles left in the land (or bonus) stack. */
        tilesLeft(bonus = false) {
            boolean('bonus', bonus);
            const left = [];
            for (let i = 0, n = typeCount(this.#set()); i < n; i++) {
                if (((call('hunters_tileset_type_flags', this.#set(), i) & TILE_BONUS) !== 0) !== bonus) continue;
                const count = this.#left(i);
                if (count > 0) append(left, [typeName(this.#set(), i), count]);
            }
            return record(left);
        }
        /**
         * TileSet.findTiles() over the tiles still to be drawn, at a draw only those of its stack (land, or bonus
         * at a bonus draw; outside a draw both): at the table, the tile just drawn is among them and draw() takes
         * any of them (hunters_game_find_tiles()).
         */
        findTiles(query, limit = 1000) {
            this.#ptr();   // ClosedError first
            return findTiles(query, limit, (q, out, room, error) => call('hunters_game_find_tiles', this.#ptr(), q, out, room, error), () => this.#set());
        }
        /** What stands at (x, y): { type, name, rotation, order, pieceOwner, piece, pieceArea }, or null. */
        square(x, y) { return this.#square(integer('x', x), integer('y', y)); }
        #square(column, row) {
            return withBlock(32, (out) => {
                if (call('hunters_game_board', this.#ptr(), column, row, out) !== OK) return null;
                const v = (k) => i32(out + 4 * k);
                return { x: column, y: row, type: v(0), name: typeName(this.#set(), v(0)), rotation: v(1), order: v(2),
                    pieceOwner: v(3), piece: v(4), pieceArea: v(5) };
            });
        }
        /** Every tile placed, in placement order, as square() describes it. */
        board() {
            const out = [];
            withBlock(8, (xy) => {
                for (let index = 0, n = call('hunters_game_placed_count', this.#ptr()); index < n; index++) {
                    call('hunters_game_placed_position', this.#ptr(), index, xy, xy + 4);
                    append(out, this.#square(i32(xy), i32(xy + 4)));
                }
            });
            return out;
        }
        /** The feature an area of a placed tile belongs to. */
        feature(x, y, area) {
            const column = integer('x', x), row = integer('y', y), index = integer('area', area);
            return withBlock(164, (out) => {   // sizeof (hunters_feature_info): 8 players' members and huts
                // a const query sets no message of the game's (its errmsg is an older call's): the binding
                // says which of the two was missing, in the words of the Python and Lua bindings
                const status = call('hunters_game_feature', this.#ptr(), column, row, index, out);
                if (status !== OK) {
                    if (call('hunters_game_board', this.#ptr(), column, row, out) !== OK) {
                        throw errorFor(status, `no tile at ${column},${row}`);
                    }
                    if (status === ERANGE) throw errorFor(status, `no area ${index} on the tile at ${column},${row}`);
                    throw statusError(status);
                }
                const players = this.#players();
                const array = (k) => list(players, (p) => i32(out + 4 * (k + p)));
                const fields = list(FEATURE_FIELDS.length, (k) => [FEATURE_FIELDS[k], i32(out + 4 * k)]);
                [['members', array(15)], ['systemId', i32(out + 4 * 23)], ['systemFish', i32(out + 4 * 24)],
                    ['huts', array(25)], ['value', i32(out + 4 * 33)]].forEach((field) => append(fields, field));
                return record(fields);
            });
        }

        // -- moves
        legalMoves() {
            for (;;) {
                const buffer = this.#buffer;
                const capacity = this.#capacity;
                this.#ptr();   // ClosedError before the buffer is allocated
                if (!buffer.moves) buffer.moves = allocate(8 * capacity);
                const n = this.#check(call('hunters_game_legal_moves', this.#ptr(), buffer.moves, capacity));
                if (n <= capacity) {
                    // every value read before any Move is made: nothing of the caller's may run (and free the
                    // game, and its buffer) while the buffer is read
                    const values = list(n, (i) => readU64(buffer.moves + 8 * i));
                    return list(n, (i) => new Move(values[i]));
                }
                M._free(buffer.moves);
                buffer.moves = 0;
                this.#capacity = 2 * n;
            }
        }
        /** null if the move is legal, else the reason. */
        check(move) {
            const value = moveValue(move);
            const status = call('hunters_game_check', this.#ptr(), value);
            return status === OK ? null : text(call('hunters_game_errmsg', this.#ptr()));
        }
        /** Plays a Move (or its text form, or its value). */
        play(move) {
            const value = moveValue(move);
            this.#check(call('hunters_game_play', this.#ptr(), value));
        }
        /** Reports the tile drawn (a type name or index), or draws at random when none is given. */
        draw(tile) {
            if (tile === undefined || tile === null) {
                this.#check(call('hunters_game_draw_random', this.#ptr()));
                return;
            }
            const type = typeof tile === 'string' ? findType(this.#set(), string('tile', tile)) : typeIndex(this.#set(), tile, 'tile');
            this.#check(call('hunters_game_draw', this.#ptr(), type));
        }
        /** Plays to the end with uniformly random legal moves, natively. */
        playRandom(seed = 0) {
            const value = uint64('seed', seed);
            this.#check(call('hunters_game_play_random', this.#ptr(), value));
        }
        setPlayerName(player, name) { this.#setName(player, name); }
        #setName(player, name) {
            const p = this.#player(player);
            const checked = shortString('name', name, NAME_MAX_LENGTH, () => errorFor(EINVAL, `a player name has at most ${NAME_MAX_LENGTH} bytes of UTF-8`));
            // TextEncoder would write a lone surrogate as U+FFFD, a name other than the one given: refused as C refuses one
            if (/\p{Cs}/u.test(checked)) throw surrogateInName();
            withString(checked, (str) => this.#check(call('hunters_game_set_player_name', this.#ptr(), p, str)));
        }
        playerName(player) { return this.#name(this.#player(player)); }
        get playerNames() { return this.#range((p) => this.#name(p)); }
        #name(player) { return text(call('hunters_game_player_name', this.#ptr(), player)); }

        // -- events
        get eventCount() { return this.#eventCount(); }
        #eventCount() { return this.#check(call('hunters_game_event_count', this.#ptr())); }
        /** The event log from index `start`: objects with the C fields and .text. */
        events(start = 0) {
            const first = integer('start', start, 0);
            const out = [];
            withBlock(48 + LINE_SIZE, (raw) => {
                const buffer = raw + 48;
                // (the handle is read for every call, though no caller's code runs between them)
                for (let index = first, n = this.#eventCount(); index < n; index++) {
                    this.#check(call('hunters_game_event', this.#ptr(), index, raw));
                    const fields = list(EVENT_FIELDS.length + 2, (k) => (k === 0 ? ['index', index]
                        : k <= EVENT_FIELDS.length ? [EVENT_FIELDS[k - 1], i32(raw + 4 * (k - 1))] : null));
                    const write = (to, size) => call('hunters_event_format', this.#ptr(), raw, to, size);
                    fields[EVENT_FIELDS.length + 1] = ['text', line(write, buffer, LINE_SIZE)];
                    append(out, record(fields));
                }
            });
            return out;
        }
    }

    // ---- optional features: bound only when the library has them ----------
    // (outside the classes: they reach the private fields through gamePtr(),
    // gameCheck(), gamePlayers() and tilesetPtr(), which refuse other objects)
    const features = Object.freeze({
        undo: has('hunters_game_undo'),
        svg: has('hunters_svg_board'),
        botChoose: has('hunters_bot_choose'),
        botAdvise: has('hunters_bot_advise'),
        projectScores: has('hunters_game_project_scores'),
        redetermine: has('hunters_game_redetermine'),
    });
    if (features.undo) {
        /** Takes back the last decision (hunters_game_undo): a placement, deployment, pass or caller draw. */
        Game.prototype.undo = function undo() { gameCheck(this, call('hunters_game_undo', gamePtr(this, 'this'))); };
    }
    if (has('hunters_game_drop_log')) {
        /** Empties the event log and stops logging (hunters_game_drop_log): for rollouts and batch play. */
        Game.prototype.dropLog = function dropLog() { gameCheck(this, call('hunters_game_drop_log', gamePtr(this, 'this'))); };
    }
    if (has('hunters_game_decision_count')) {
        Object.defineProperty(Game.prototype, 'decisionCount', {
            __proto__: null,   // (see own())
            get() { return gameCheck(this, call('hunters_game_decision_count', gamePtr(this, 'this'))); },
        });
    }
    // hunters_svg_*: snprintf-style with a length out-parameter and EBUFS
    function svgText(write) {
        return withBlock(4, (lengthPtr) => {
            const status = write(0, 0, lengthPtr);
            if (status !== OK && status !== EBUFS) throw statusError(status);
            const length = M.HEAPU32[lengthPtr >> 2];
            return withBlock(length + 1, (buf) => {
                const again = write(buf, length + 1, lengthPtr);
                if (again !== OK) throw statusError(again);
                return M.UTF8ToString(buf, length);
            });
        });
    }
    // options { flags, scale, columns } over hunters_svg_options_init's
    // defaults, checked as the Python binding checks them
    function withSvgOptions(options, body) {
        const o = optionsOf('options', options, SVG_OPTIONS);
        const flags = o.flags === undefined ? undefined : integer('flags', o.flags, 0, 15);
        const scale = o.scale === undefined ? undefined : integer('scale', o.scale, 10, 1000);
        const columns = o.columns === undefined ? undefined : integer('columns', o.columns, 1, 64);
        if (options === undefined || !has('hunters_svg_options_init')) return body(0);
        return withBlock(32, (opt) => {
            call('hunters_svg_options_init', opt);
            if (flags !== undefined) M.HEAPU32[(opt + 4) >> 2] = flags;
            if (scale !== undefined) M.HEAP32[(opt + 8) >> 2] = scale;
            if (columns !== undefined) M.HEAP32[(opt + 12) >> 2] = columns;
            return body(opt);
        });
    }
    // The handles below are read again after the options, whose getters are
    // the caller's code (which could free the object): the first read only
    // makes a closed object a ClosedError before anything else.
    if (features.svg) {
        /** The board as an SVG document (hunters_svg_board); options { flags, scale }. */
        Game.prototype.svg = function svg(options) {
            gamePtr(this, 'this');
            return withSvgOptions(options, (opt) =>
                svgText((buf, size, len) => call('hunters_svg_board', gamePtr(this, 'this'), opt, buf, size, len)));
        };
    }
    if (has('hunters_svg_tile')) {
        /** A tile type's picture (by index or name) as an SVG document (hunters_svg_tile). */
        TileSet.prototype.svg = function svg(type, rotation = 0, options) {
            const set = tilesetPtr(this, 'this');
            const index = typeof type === 'string' ? findType(set, type) : typeIndex(set, type);
            const turns = integer('rotation', rotation, 0, 3);
            return withSvgOptions(options, (opt) =>
                svgText((buf, size, len) => call('hunters_svg_tile', tilesetPtr(this, 'this'), index, turns, opt, buf, size, len)));
        };
    }
    if (has('hunters_svg_catalog')) {
        /** The catalogue sheet of the set (hunters_svg_catalog). */
        TileSet.prototype.catalog = function catalog(options) {
            tilesetPtr(this, 'this');
            return withSvgOptions(options, (opt) =>
                svgText((buf, size, len) => call('hunters_svg_catalog', tilesetPtr(this, 'this'), opt, buf, size, len)));
        };
    }
    if (features.projectScores) {
        /** The scores if the game ended now (hunters_game_project_scores). */
        Game.prototype.projectScores = function projectScores() {
            return withBlock(4 * MAX_PLAYERS, (out) => {
                gameCheck(this, call('hunters_game_project_scores', gamePtr(this, 'this'), out));
                return list(gamePlayers(this), (p) => i32(out + 4 * p));
            });
        };
    }
    if (features.redetermine) {
        /** A fresh hidden order of the stacks (hunters_game_redetermine): for search copies. */
        Game.prototype.redetermine = function redetermine(seed) {
            const value = uint64('seed', seed);
            gameCheck(this, call('hunters_game_redetermine', gamePtr(this, 'this'), value));
        };
    }
    // hunters_bot_options: { kind: 'random'|'greedy'|'mcts'|'mcts2', seed, iterations,
    // milliseconds, maxNodes, exploration, rolloutTurns, threads (0 to 64 for
    // mcts2, 0 or 1 for the others) }, checked as the Python binding's
    // bot_options() checks them
    function withBotOptions(options, body) {
        const o = optionsOf('options', options, BOT_OPTIONS);
        const given = (key) => o[key] !== undefined;
        const kind = given('kind') ? choice('kind', o.kind, BOT_KINDS) : undefined;
        const seed = given('seed') ? uint64('seed', o.seed) : undefined;
        const iterations = given('iterations') ? integer('iterations', o.iterations, 0) : undefined;
        const milliseconds = given('milliseconds') ? integer('milliseconds', o.milliseconds, 0) : undefined;
        const maxNodes = given('maxNodes') ? integer('maxNodes', o.maxNodes, 1, 1000000) : undefined;
        const rolloutTurns = given('rolloutTurns') ? integer('rolloutTurns', o.rolloutTurns, 0) : undefined;
        const threads = given('threads') ? integer('threads', o.threads, 0, 64) : undefined;
        let exploration;
        if (given('exploration')) {
            exploration = o.exploration;
            if (typeof exploration !== 'number') throw new TypeError(`exploration must be a number, not ${show(exploration)}`);
            if (!(Number.isFinite(exploration) && exploration >= 0 && exploration <= 1e6)) {
                throw new RangeError(`exploration must be 0 to 1e6, not ${show(exploration)}`);
            }
        }
        return withBlock(72, (opt) => {
            call('hunters_bot_options_init', opt);
            if (kind !== undefined) M.HEAP32[(opt + 4) >> 2] = kind;
            if (seed !== undefined) writeU64(opt + 8, seed);
            if (iterations !== undefined) M.HEAP32[(opt + 16) >> 2] = iterations;
            if (milliseconds !== undefined) M.HEAP32[(opt + 20) >> 2] = milliseconds;
            if (maxNodes !== undefined) M.HEAP32[(opt + 28) >> 2] = maxNodes;
            if (exploration !== undefined) M.HEAPF64[(opt + 32) >> 3] = exploration;
            if (rolloutTurns !== undefined) M.HEAP32[(opt + 40) >> 2] = rolloutTurns;
            if (threads !== undefined) M.HEAP32[(opt + 24) >> 2] = threads;
            const searching = i32(opt + 4) === BOT_KINDS.mcts || i32(opt + 4) === BOT_KINDS.mcts2;
            if (searching && i32(opt + 16) === 0 && i32(opt + 20) === 0) {
                throw new RangeError('options: an MCTS bot needs iterations or milliseconds (both are 0)');
            }
            if (i32(opt + 24) > 1 && i32(opt + 4) !== BOT_KINDS.mcts2) {
                throw new RangeError(`options: threads above 1 are for the mcts2 bot only, not ${show(i32(opt + 24))}`);
            }
            return body(opt);
        });
    }
    const readMove = (ptr) => new Move(readU64(ptr));
    if (features.botChoose && has('hunters_bot_options_init')) {
        /** The bot's move for the current decision (hunters_bot_choose). */
        Game.prototype.botChoose = function botChoose(options) {
            gamePtr(this, 'this');   // (read again after the options, as svg())
            return withBotOptions(options, (opt) => withBlock(8, (out) => {
                gameCheck(this, call('hunters_bot_choose', gamePtr(this, 'this'), opt, out));
                return readMove(out);
            }));
        };
    }
    if (features.botAdvise && has('hunters_bot_options_init')) {
        /** The bot's top `capacity` (1 to 1000) candidate whole turns, best first (hunters_bot_advise). */
        Game.prototype.botAdvise = function botAdvise(options, capacity = 8) {
            const SIZE = 104;   // sizeof (hunters_advice) on wasm32
            const wanted = integer('capacity', capacity, 1, MAX_ADVICE);
            gamePtr(this, 'this');   // (read again after the options, as svg())
            return withBotOptions(options, (opt) => withBlock(SIZE * wanted + LINE_SIZE, (out) => {
                const n = gameCheck(this, call('hunters_bot_advise', gamePtr(this, 'this'), opt, out, wanted));
                const buffer = out + SIZE * wanted;
                return list(Math.min(n, wanted), (k) => {
                    const a = out + SIZE * k;
                    const place = readMove(a), deploy = readMove(a + 8);
                    const text = has('hunters_advice_format')
                        ? line((to, size) => call('hunters_advice_format', a, to, size), buffer, LINE_SIZE) : '';
                    return {
                        place: place.value ? place : null, deploy, visits: i32(a + 16), role: i32(a + 20),
                        mean: M.HEAPF64[(a + 24) >> 3], wins: M.HEAPF64[(a + 32) >> 3], areaKind: i32(a + 40),
                        featureValue: i32(a + 84), text,
                    };
                });
            }));
        };
    }

    return {
        core: M,
        Game,
        TileSet,
        Move,
        has: features,
        hasUndo: features.undo,
        hasSvg: features.svg,
        hasBots: Boolean(Game.prototype.botAdvise),
        version: text(call('hunters_version')),
        versionNumber: call('hunters_version_number'),
        strerror: (status) => strerror(integer('status', status)),
        /**
         * What a user typed as a player's name, as Game's names take it (hunters_player_name_trim): without the
         * spaces the library refuses at either end, found by its own rule (Unicode's White_Space, the zero-width
         * spaces U+180E, U+200B, U+2060, U+FEFF, the fillers that show as a blank, also behind invisible
         * characters such as U+200D); nothing inside the name; '' for a name with nothing that shows. The result
         * is then taken unless it is '' or has other faults (a control character, '#', a bidirectional
         * control, a noncharacter (U+FDD0-U+FDEF, U+FFFE/U+FFFF and the last two code points of every plane),
         * a line or paragraph separator U+2028/U+2029 or an interlinear annotation
         * character U+FFF9-U+FFFB inside it, more than NAME_MAX_LENGTH bytes: cut it at a whole character
         * and trim again). A NUL is refused as
         * setPlayerName refuses it (RangeError): C would take it as the end there; a lone surrogate too, in the
         * setter's words (HuntersError, EINVAL), as Python's trim_name refuses one: UTF-8 has none (TextEncoder
         * would write U+FFFD, and the result was a name the setter took, other than the one given).
         */
        trimName: (name) => {
            const checked = string('name', name);
            if (/\p{Cs}/u.test(checked)) throw surrogateInName();
            return withString(checked, (ptr, length) => withBlock(8, (out) => {
                const status = call('hunters_player_name_trim', ptr, length, out, out + 4);
                if (status !== OK) throw statusError(status);   // (valid UTF-8, as encoded, always trims)
                const start = M.HEAPU32[out >> 2], kept = M.HEAPU32[(out >> 2) + 1];
                return new TextDecoder().decode(M.HEAPU8.slice(ptr + start, ptr + start + kept));
            }));
        },
    };
}
