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
export const ITEMS = ['fish', 'nugget', 'mushroom', 'deer', 'mammoth', 'tiger', 'aurochs', 'fire', 'dolmen',
    'volcano'];
const EVENT_FIELDS = ['type', 'player', 'tileType', 'x', 'y', 'rotation', 'area', 'piece', 'role', 'reason',
    'points'];
const FEATURE_FIELDS = ['kind', 'id', 'halves', 'complete', 'openSides', 'tiles', 'fish', 'nuggets', 'mushrooms',
    'deer', 'mammoths', 'tigers', 'aurochs', 'fire', 'dolmen'];

/** A failed call: .status is the hunters_status, .message the library's reason. */
export class HuntersError extends Error {
    constructor(status, message, line = 0, column = 0) {
        super(message);
        this.name = 'HuntersError';
        this.status = status;
        this.line = line;
        this.column = column;
    }
}
/** A move or draw the rules (or the phase) do not allow. */
export class IllegalMove extends HuntersError {
    constructor(...args) { super(...args); this.name = 'IllegalMove'; }
}
/** Malformed text; .line and .column say where. */
export class ParseError extends HuntersError {
    constructor(...args) { super(...args); this.name = 'ParseError'; }
}

function errorFor(status, message, line = 0, column = 0) {
    if (status === EILLEGAL || status === EPHASE || status === EEMPTY) {
        return new IllegalMove(status, message, line, column);
    }
    if (status === EPARSE) return new ParseError(status, message, line, column);
    return new HuntersError(status, message, line, column);
}

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
    const call = (name, ...args) => fn(name)(...args);
    const i32 = (ptr) => M.HEAP32[ptr >> 2];
    const text = (ptr) => (ptr ? M.UTF8ToString(ptr) : null);
    const u64 = (v) => BigInt.asUintN(64, BigInt(v));
    // 64-bit values (moves, seeds) as two 32-bit words, low word first
    const readU64 = (ptr) => BigInt(M.HEAPU32[ptr >> 2]) | (BigInt(M.HEAPU32[(ptr >> 2) + 1]) << 32n);
    function writeU64(ptr, value) {
        const v = u64(value);
        M.HEAPU32[ptr >> 2] = Number(v & 0xffffffffn);
        M.HEAPU32[(ptr >> 2) + 1] = Number(v >> 32n);
    }
    const strerror = (status) => text(call('hunters_strerror', status));
    // the exception of a failed status, with the library's message for it
    const statusError = (status) => errorFor(status, strerror(status));

    // Strings and out-parameters go through malloc'ed blocks freed at once.
    function withBytes(bytes, body) {
        const ptr = M._malloc(bytes.length + 1);
        if (!ptr) throw new HuntersError(ENOMEM, 'out of memory');
        try {
            M.HEAPU8.set(bytes, ptr);
            M.HEAPU8[ptr + bytes.length] = 0;
            return body(ptr, bytes.length);
        } finally {
            M._free(ptr);
        }
    }
    const encoder = new TextEncoder();
    const withString = (string, body) => withBytes(encoder.encode(string), body);
    function withBlock(size, body) {
        const ptr = M._malloc(size);
        if (!ptr) throw new HuntersError(ENOMEM, 'out of memory');
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
    const ERROR_SIZE = 268;
    function raiseError(status, ptr) {
        const line = i32(ptr + 4), column = i32(ptr + 8);
        let message = M.UTF8ToString(ptr + 12) || strerror(status);
        if (line) message = `${line}:${column}: ${message}`;
        throw errorFor(status, message, line, column);
    }

    const registry = typeof FinalizationRegistry === 'function'
        ? new FinalizationRegistry(([free, handle]) => call(free, handle)) : null;

    class Move {
        /** A move from its 64-bit value (BigInt or number). */
        constructor(value) { this.value = u64(value); }
        static place(x, y, rotation) { return new Move(call('hunters_move_place', x, y, rotation)); }
        static deploy(area, piece = PIECE_MEMBER) { return new Move(call('hunters_move_deploy', area, piece)); }
        static pass() { return new Move(call('hunters_move_pass')); }
        /** Reads "place 1 -2 r3", "deploy 2 member", "deploy 0 hut", "pass". */
        static parse(string) {
            return withString(string, (str) => withBlock(8, (out) => {
                const status = call('hunters_move_parse', str, out);
                if (status) throw errorFor(status, `not a move: ${JSON.stringify(string)}`);
                return new Move(readU64(out));
            }));
        }
        static from(move) { return move instanceof Move ? move : typeof move === 'string' ? Move.parse(move) : new Move(move); }
        get kind() { return call('hunters_move_kind', this.value); }
        get x() { return call('hunters_move_x', this.value); }
        get y() { return call('hunters_move_y', this.value); }
        get rotation() { return call('hunters_move_rotation', this.value); }
        get area() { return call('hunters_move_area', this.value); }
        get piece() { return call('hunters_move_piece', this.value); }
        equals(other) { return other != null && Move.from(other).value === this.value; }
        toString() { return formatted((buf, size) => call('hunters_move_format', this.value, buf, size)); }
        toJSON() { return this.toString(); }
    }

    class TileSet {
        constructor(handle, owned = true) {
            this.handle = handle;
            if (owned && registry) registry.register(this, ['hunters_tileset_free', handle], this);
            this.owned = owned;
        }
        static default() {
            return withBlock(4, (out) => {
                const status = call('hunters_tileset_load_default', out, 0);
                if (status) throw statusError(status);
                return new TileSet(i32(out));
            });
        }
        /** Loads and validates a tile set from its text (doc/tileset-format.md). */
        static fromString(string) {
            return withString(string, (str, length) => withBlock(4 + ERROR_SIZE, (out) => {
                const status = call('hunters_tileset_load_string', out, str, length, 0, out + 4);
                if (status) raiseError(status, out + 4);
                return new TileSet(i32(out));
            }));
        }
        free() {
            if (this.owned && this.handle) {
                if (registry) registry.unregister(this);
                call('hunters_tileset_free', this.handle);
            }
            this.handle = 0;
        }
        get name() { return text(call('hunters_tileset_name', this.handle)); }
        get hash() { return u64(call('hunters_tileset_hash', this.handle)); }
        get typeCount() { return call('hunters_tileset_type_count', this.handle); }
        /** The tile type names, by index. */
        types() {
            const out = [];
            for (let i = 0; i < this.typeCount; i++) out.push(this.typeName(i));
            return out;
        }
        typeName(type) { return text(call('hunters_tileset_type_name', this.handle, type)); }
        find(name) {
            const index = withString(name, (str) => call('hunters_tileset_type_find', this.handle, str));
            if (index < 0) throw new HuntersError(index, `no tile type ${JSON.stringify(name)}`);
            return index;
        }
        copies(type) { return call('hunters_tileset_type_copies', this.handle, type); }
        flags(type) { return call('hunters_tileset_type_flags', this.handle, type); }
        isBonus(type) { return (this.flags(type) & TILE_BONUS) !== 0; }
        isStart(type) { return (this.flags(type) & TILE_START) !== 0; }
        /** The terrains of the sides N, E, S, W, as "F", "M" or "R". */
        sides(type) {
            let out = '';
            for (let side = 0; side < 4; side++) out += ' FMR'[call('hunters_tileset_type_side', this.handle, type, side)];
            return out;
        }
        /** The type's areas, in order: { kind, halves, flags, ends (rivers), items... }. */
        areas(type) {
            const out = [];
            const count = call('hunters_tileset_type_area_count', this.handle, type);
            for (let area = 0; area < count; area++) {
                const kind = call('hunters_tileset_area_kind', this.handle, type, area);
                const entry = {
                    kind,
                    halves: call('hunters_tileset_area_halves', this.handle, type, area),
                    flags: call('hunters_tileset_area_flags', this.handle, type, area),
                };
                if (kind === AREA_RIVER) {
                    entry.ends = [0, 1].map((end) => call('hunters_tileset_area_river_end', this.handle, type, area, end));
                }
                ITEMS.forEach((name, item) => {
                    const n = call('hunters_tileset_area_item', this.handle, type, area, item);
                    if (n > 0) entry[name] = n;
                });
                out.push(entry);
            }
            return out;
        }
        total(what, group = 3) { return Number(call('hunters_tileset_total', this.handle, what, group)); }
        /** The canonical text of the set. */
        describe() { return formatted((buf, size) => call('hunters_tileset_describe', this.handle, buf, size)); }
    }

    const drawModes = { engine: DRAW_ENGINE, caller: DRAW_CALLER };
    const bonusRules = { redraw: BONUS_REDRAW, forfeit: BONUS_FORFEIT };

    class Game {
        /**
         * A new game: { players = 2, seed = 0, tileset, firstPlayer = 0,
         * members = 5, huts = 2, drawMode = 'engine' | 'caller',
         * bonusRule = 'redraw' | 'forfeit', names = [...] }.
         */
        constructor(options = {}, handle = 0) {
            if (!handle) {
                handle = withBlock(48 + 4 + ERROR_SIZE, (opt) => {
                    call('hunters_game_options_init', opt);
                    const set = (offset, value) => { if (value !== undefined) M.HEAP32[(opt + offset) >> 2] = value; };
                    set(4, options.players);
                    set(8, options.firstPlayer);
                    set(12, options.members);
                    set(16, options.huts);
                    set(20, options.drawMode in drawModes ? drawModes[options.drawMode] : options.drawMode);
                    set(24, options.bonusRule in bonusRules ? bonusRules[options.bonusRule] : options.bonusRule);
                    if (options.seed !== undefined) writeU64(opt + 32, options.seed);
                    if (options.tileset) M.HEAP32[(opt + 40) >> 2] = options.tileset.handle;
                    const out = opt + 48, error = out + 4;
                    const status = call('hunters_game_new', out, opt, error);
                    if (status) raiseError(status, error);
                    return i32(out);
                });
            }
            this.handle = handle;
            if (registry) registry.register(this, ['hunters_game_free', handle], this);
            this.movesCapacity = 256;
            this.movesBuffer = 0;
            (options.names || []).forEach((name, player) => { if (name) this.setPlayerName(player, name); });
        }
        /** A game from a record (doc/record-format.md). */
        static load(record, tileset = null) {
            const handle = withString(record, (str, length) => withBlock(4 + ERROR_SIZE, (out) => {
                const status = call('hunters_game_load', out, str, length, tileset ? tileset.handle : 0, 0, out + 4);
                if (status) raiseError(status, out + 4);
                return i32(out);
            }));
            return new Game({}, handle);
        }
        free() {
            if (this.handle) {
                if (registry) registry.unregister(this);
                call('hunters_game_free', this.handle);
                if (this.movesBuffer) M._free(this.movesBuffer);
            }
            this.handle = 0;
            this.movesBuffer = 0;
        }
        check_(status) {
            if (status < 0) throw errorFor(status, text(call('hunters_game_errmsg', this.handle)) || strerror(status));
            return status;
        }
        /** The game's record, as text. */
        save() { return formatted((buf, size) => call('hunters_game_save', this.handle, buf, size)); }
        clone() {
            return new Game({}, withBlock(4, (out) => {
                this.check_(call('hunters_game_clone', out, this.handle));
                return i32(out);
            }));
        }
        /** Overwrites this game with another's state, without allocating. */
        copyFrom(other) { this.check_(call('hunters_game_copy', this.handle, other.handle)); }
        get stateSize() { return Number(call('hunters_game_state_size', this.handle)); }

        // -- state
        get phase() { return call('hunters_game_phase', this.handle); }
        get over() { return this.phase === PHASE_OVER; }
        get players() { return call('hunters_game_player_count', this.handle); }
        get currentPlayer() { return call('hunters_game_current_player', this.handle); }
        get hash() { return u64(call('hunters_game_hash', this.handle)); }
        get scores() { return this.range_((p) => call('hunters_game_score', this.handle, p)); }
        get ranks() { return this.range_((p) => call('hunters_game_rank', this.handle, p)); }
        range_(f) { return Array.from({ length: this.players }, (_, p) => f(p)); }
        /** The game's tile set, borrowed: valid while the game lives. */
        get tileset() {
            if (!this.tileset_) this.tileset_ = new TileSet(call('hunters_game_tileset', this.handle), false);
            return this.tileset_;
        }
        tileTypes() { return this.tileset.types(); }
        /** The type index of the tile in hand, or -1. */
        get tileInHandIndex() { const t = call('hunters_game_tile_in_hand', this.handle); return t < 0 ? -1 : t; }
        /** The name of the tile in hand, or null. */
        get tileInHand() { const t = this.tileInHandIndex; return t < 0 ? null : this.tileset.typeName(t); }
        supply(player, piece = PIECE_MEMBER) { return call('hunters_game_supply', this.handle, player, piece); }
        tilesLeftOf(type) { return call('hunters_game_tiles_left', this.handle, type); }
        stackSize(bonus = false) { return call('hunters_game_stack_size', this.handle, bonus ? 1 : 0); }
        /** { type name: count } of the tiles left in the land (or bonus) stack. */
        tilesLeft(bonus = false) {
            const left = {};
            const ts = this.tileset;
            for (let i = 0; i < ts.typeCount; i++) {
                if (ts.isBonus(i) !== Boolean(bonus)) continue;
                const n = this.tilesLeftOf(i);
                if (n > 0) left[ts.typeName(i)] = n;
            }
            return left;
        }
        /** What stands at (x, y): { type, name, rotation, order, pieceOwner, piece, pieceArea }, or null. */
        square(x, y) {
            return withBlock(32, (out) => {
                if (call('hunters_game_board', this.handle, x, y, out) !== OK) return null;
                const v = (k) => i32(out + 4 * k);
                return { x, y, type: v(0), name: this.tileset.typeName(v(0)), rotation: v(1), order: v(2),
                    pieceOwner: v(3), piece: v(4), pieceArea: v(5) };
            });
        }
        /** Every tile placed, in placement order, as square() describes it. */
        board() {
            const out = [];
            withBlock(8, (xy) => {
                const n = call('hunters_game_placed_count', this.handle);
                for (let index = 0; index < n; index++) {
                    call('hunters_game_placed_position', this.handle, index, xy, xy + 4);
                    out.push(this.square(i32(xy), i32(xy + 4)));
                }
            });
            return out;
        }
        /** The feature an area of a placed tile belongs to. */
        feature(x, y, area) {
            return withBlock(164, (out) => {
                this.check_(call('hunters_game_feature', this.handle, x, y, area, out));
                const result = {};
                FEATURE_FIELDS.forEach((name, k) => { result[name] = i32(out + 4 * k); });
                const array = (k) => Array.from({ length: this.players }, (_, p) => i32(out + 4 * (k + p)));
                result.members = array(15);
                result.systemId = i32(out + 4 * 23);
                result.systemFish = i32(out + 4 * 24);
                result.huts = array(25);
                result.value = i32(out + 4 * 33);
                return result;
            });
        }

        // -- moves
        legalMoves() {
            for (;;) {
                if (!this.movesBuffer) this.movesBuffer = M._malloc(8 * this.movesCapacity);
                const n = this.check_(call('hunters_game_legal_moves', this.handle, this.movesBuffer, this.movesCapacity));
                if (n <= this.movesCapacity) {
                    return Array.from({ length: n }, (_, i) => new Move(readU64(this.movesBuffer + 8 * i)));
                }
                M._free(this.movesBuffer);
                this.movesBuffer = 0;
                this.movesCapacity = 2 * n;
            }
        }
        /** null if the move is legal, else the reason. */
        check(move) {
            const status = call('hunters_game_check', this.handle, Move.from(move).value);
            return status === OK ? null : text(call('hunters_game_errmsg', this.handle));
        }
        /** Plays a Move (or its text form). */
        play(move) { this.check_(call('hunters_game_play', this.handle, Move.from(move).value)); }
        /** Reports the tile drawn (a type name or index), or draws at random when none is given. */
        draw(tile) {
            if (tile === undefined || tile === null) {
                this.check_(call('hunters_game_draw_random', this.handle));
                return;
            }
            const type = typeof tile === 'string' ? this.tileset.find(tile) : tile;
            this.check_(call('hunters_game_draw', this.handle, type));
        }
        /** Plays to the end with uniformly random legal moves, natively. */
        playRandom(seed = 0) { this.check_(call('hunters_game_play_random', this.handle, u64(seed))); }
        setPlayerName(player, name) {
            withString(name, (str) => this.check_(call('hunters_game_set_player_name', this.handle, player, str)));
        }
        playerName(player) { return text(call('hunters_game_player_name', this.handle, player)); }
        get playerNames() { return this.range_((p) => this.playerName(p)); }

        // -- events
        get eventCount() { return call('hunters_game_event_count', this.handle); }
        /** The event log from index `start`: objects with the C fields and .text. */
        events(start = 0) {
            const out = [];
            withBlock(48 + 256, (raw) => {
                const buffer = raw + 48;
                for (let index = start, n = this.eventCount; index < n; index++) {
                    call('hunters_game_event', this.handle, index, raw);
                    const event = { index };
                    EVENT_FIELDS.forEach((name, k) => { event[name] = i32(raw + 4 * k); });
                    call('hunters_event_format', this.handle, raw, buffer, 256);
                    event.text = M.UTF8ToString(buffer);
                    out.push(event);
                }
            });
            return out;
        }
    }

    // ---- optional features: bound only when the library has them ----------
    const features = {
        undo: has('hunters_game_undo'),
        svg: has('hunters_svg_board'),
        botChoose: has('hunters_bot_choose'),
        botAdvise: has('hunters_bot_advise'),
        projectScores: has('hunters_game_project_scores'),
        redetermine: has('hunters_game_redetermine'),
    };
    if (features.undo) {
        /** Takes back the last decision (hunters_game_undo): a placement, deployment, pass or caller draw. */
        Game.prototype.undo = function undo() { this.check_(call('hunters_game_undo', this.handle)); };
    }
    if (has('hunters_game_drop_log')) {
        /** Empties the event log and stops logging (hunters_game_drop_log): for rollouts and batch play. */
        Game.prototype.dropLog = function dropLog() { this.check_(call('hunters_game_drop_log', this.handle)); };
    }
    if (has('hunters_game_decision_count')) {
        Object.defineProperty(Game.prototype, 'decisionCount', {
            get() { return call('hunters_game_decision_count', this.handle); },
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
    // options { flags, scale, columns } over hunters_svg_options_init's defaults
    function withSvgOptions(options, body) {
        if (!options || !has('hunters_svg_options_init')) return body(0);
        return withBlock(32, (opt) => {
            call('hunters_svg_options_init', opt);
            if (options.flags !== undefined) M.HEAPU32[(opt + 4) >> 2] = options.flags;
            if (options.scale !== undefined) M.HEAP32[(opt + 8) >> 2] = options.scale;
            if (options.columns !== undefined) M.HEAP32[(opt + 12) >> 2] = options.columns;
            return body(opt);
        });
    }
    if (features.svg) {
        /** The board as an SVG document (hunters_svg_board); options { flags, scale }. */
        Game.prototype.svg = function svg(options) {
            return withSvgOptions(options, (opt) => svgText((buf, size, len) => call('hunters_svg_board', this.handle, opt, buf, size, len)));
        };
    }
    if (has('hunters_svg_tile')) {
        /** A tile type's picture as an SVG document (hunters_svg_tile). */
        TileSet.prototype.svg = function svg(type, rotation = 0, options) {
            return withSvgOptions(options, (opt) => svgText((buf, size, len) => call('hunters_svg_tile', this.handle, type, rotation, opt, buf, size, len)));
        };
    }
    if (has('hunters_svg_catalog')) {
        /** The catalogue sheet of the set (hunters_svg_catalog). */
        TileSet.prototype.catalog = function catalog(options) {
            return withSvgOptions(options, (opt) => svgText((buf, size, len) => call('hunters_svg_catalog', this.handle, opt, buf, size, len)));
        };
    }
    if (features.projectScores) {
        /** The scores if the game ended now (hunters_game_project_scores). */
        Game.prototype.projectScores = function projectScores() {
            return withBlock(4 * MAX_PLAYERS, (out) => {
                this.check_(call('hunters_game_project_scores', this.handle, out));
                return Array.from({ length: this.players }, (_, p) => i32(out + 4 * p));
            });
        };
    }
    if (features.redetermine) {
        /** A fresh hidden order of the stacks (hunters_game_redetermine): for search copies. */
        Game.prototype.redetermine = function redetermine(seed) { this.check_(call('hunters_game_redetermine', this.handle, u64(seed))); };
    }
    // hunters_bot_options: { kind: 'random'|'greedy'|'mcts', seed, iterations, milliseconds, maxNodes, exploration, rolloutTurns }
    const BOT_KINDS = { random: 1, greedy: 2, mcts: 3 };
    function withBotOptions(options = {}, body) {
        return withBlock(72, (opt) => {
            call('hunters_bot_options_init', opt);
            const kind = BOT_KINDS[options.kind] || options.kind;
            if (kind !== undefined) M.HEAP32[(opt + 4) >> 2] = kind;
            if (options.seed !== undefined) writeU64(opt + 8, options.seed);
            if (options.iterations !== undefined) M.HEAP32[(opt + 16) >> 2] = options.iterations;
            if (options.milliseconds !== undefined) M.HEAP32[(opt + 20) >> 2] = options.milliseconds;
            if (options.maxNodes !== undefined) M.HEAP32[(opt + 28) >> 2] = options.maxNodes;
            if (options.exploration !== undefined) M.HEAPF64[(opt + 32) >> 3] = options.exploration;
            if (options.rolloutTurns !== undefined) M.HEAP32[(opt + 40) >> 2] = options.rolloutTurns;
            return body(opt);
        });
    }
    const readMove = (ptr) => new Move(readU64(ptr));
    if (features.botChoose && has('hunters_bot_options_init')) {
        /** The bot's move for the current decision (hunters_bot_choose). */
        Game.prototype.botChoose = function botChoose(options) {
            return withBotOptions(options, (opt) => withBlock(8, (out) => {
                this.check_(call('hunters_bot_choose', this.handle, opt, out));
                return readMove(out);
            }));
        };
    }
    if (features.botAdvise && has('hunters_bot_options_init')) {
        /** The bot's top candidate whole turns, best first (hunters_bot_advise). */
        Game.prototype.botAdvise = function botAdvise(options, capacity = 8) {
            const SIZE = 104;
            return withBotOptions(options, (opt) => withBlock(SIZE * capacity + 160, (out) => {
                const n = this.check_(call('hunters_bot_advise', this.handle, opt, out, capacity));
                const line = out + SIZE * capacity;
                return Array.from({ length: Math.min(n, capacity) }, (_, k) => {
                    const a = out + SIZE * k;
                    const place = readMove(a), deploy = readMove(a + 8);
                    if (has('hunters_advice_format')) call('hunters_advice_format', a, line, 160);
                    return {
                        place: place.value ? place : null, deploy, visits: i32(a + 16), role: i32(a + 20),
                        mean: M.HEAPF64[(a + 24) >> 3], wins: M.HEAPF64[(a + 32) >> 3], areaKind: i32(a + 40),
                        featureValue: i32(a + 84), text: has('hunters_advice_format') ? M.UTF8ToString(line) : '',
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
        strerror,
    };
}
