// Hostile input to the WebAssembly wrapper under Node:
//   node tests/web/hostile-test.mjs WEBDIR
// Every public function and constructor of bindings/js/hunters.js is called
// with wrong types, NaN, infinities, negative, fractional and huge values
// (2**31, 2**32 + 1, 2**53, BigInts beyond 64 bits) and on freed objects.
// Each call must throw a TypeError, RangeError or ClosedError whose message
// names the argument (nothing silently wrapped to another value, nothing
// freed reaching C), and a bystander game and tile set must be intact after
// all of it: the same hash, scores and record, and still playable. The
// wrapper's defects this guards: capacity 2**31 given to botAdvise wrapped
// the block's size and let C write over the heap (another game's memory);
// game.tileset read freed memory after game.free(); values were wrapped or
// ignored (Move.place(2**32 + 1, ...), NaN, drawMode: 'Caller', seeds beyond
// 64 bits, events(-2), a freed tile set given to new Game).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';

const [webDir] = process.argv.slice(2);
globalThis.require = createRequire(import.meta.url);
globalThis.__dirname = path.resolve(webDir);
const H = await import(path.resolve(webDir, 'hunters.js'));
const hunters = await H.loadHunters({ wasmBinary: fs.readFileSync(path.join(webDir, 'hunters-core.wasm')) });
const { Game, TileSet, Move } = hunters;

// the bystanders: a game part-played and a tile set, checked at the end
const bystanderSet = TileSet.default();
const bystander = new Game({ players: 3, seed: 77n, tileset: bystanderSet });
for (let turn = 0; turn < 20; turn++) bystander.play(bystander.legalMoves()[turn % bystander.legalMoves().length]);
const before = { hash: bystander.hash, scores: bystander.scores, record: bystander.save(), set: bystanderSet.describe() };

let checked = 0;
/** body() must throw a TypeError/RangeError/ClosedError naming `name` (a word of its message). */
function refuses(what, name, body) {
    let error = null;
    try {
        body();
    } catch (e) {
        error = e;
    }
    assert.ok(error, `${what}: accepted`);
    const kind = error instanceof TypeError || error instanceof RangeError || error instanceof H.ClosedError;
    assert.ok(kind, `${what}: threw ${error && error.name}: ${error && error.message}`);
    assert.ok(error.message.includes(name), `${what}: the message does not name ${name}: ${error.message}`);
    assert.doesNotMatch(error.message, /\ba [AEIOaeio]\w/, `${what}: a wrong article ("not a Object")`);
    checked++;
}

// values no argument of the wrapper takes as an integer, and those out of a range
const WRONG_TYPES = ['1', '', true, false, null, {}, [], [1], () => 1, Symbol('s'), new Date(0)];
const NOT_INTEGERS = [NaN, Infinity, -Infinity, 0.5, -0.5, 1e-300];
const HUGE = [2 ** 31, 2 ** 32, 2 ** 32 + 1, 2 ** 53, -(2 ** 31) - 1, -(2 ** 53), Number.MAX_VALUE,
    2n ** 31n, 2n ** 32n + 1n, 2n ** 64n, 2n ** 64n + 1n, 2n ** 70n, -(2n ** 65n), -(2n ** 31n) - 1n];
/** Every bad value of an integer argument taking low to high. */
function badIntegers(low, high) {
    const outside = [low - 1, high + 1, BigInt(low) - 1n, BigInt(high) + 1n, ...HUGE].filter((v) => v < low || v > high);
    return [...WRONG_TYPES, ...NOT_INTEGERS, ...outside];
}
const BAD_U64 = [...WRONG_TYPES, ...NOT_INTEGERS, -1, -1n, 2 ** 53, 2 ** 64, 2n ** 64n, 2n ** 64n + 1n, 2n ** 70n, -(2n ** 64n)];
const BAD_STRINGS = [1, 1n, true, null, {}, [], ['a'], 'a\0b'];

/** Calls call(value) with every bad value: each is refused, naming the argument. */
function each(what, name, values, call) {
    for (const value of values) refuses(`${what} with ${typeof value === 'symbol' ? 'a symbol' : String(value)}`, name, () => call(value));
}

// ---- moves
each('new Move', 'move', BAD_U64, (v) => new Move(v));
each('Move.place x', 'x', badIntegers(-32768, 32767), (v) => Move.place(v, 0, 0));
each('Move.place y', 'y', badIntegers(-32768, 32767), (v) => Move.place(0, v, 0));
each('Move.place rotation', 'rotation', badIntegers(0, 3), (v) => Move.place(0, 0, v));
each('Move.deploy area', 'area', badIntegers(0, 255), (v) => Move.deploy(v));
each('Move.deploy piece', 'piece', [0, 3, -1, 2 ** 32 + 1, 'Hut', 'tiger', NaN, null, true], (v) => Move.deploy(0, v));
each('Move.parse', 'move', BAD_STRINGS, (v) => Move.parse(v));
each('Move.from', 'move', [...BAD_U64.filter((v) => typeof v !== 'string'), 'a\0b'], (v) => Move.from(v));
// equals() answers false for anything that is not this move, never throws (a review's find)
for (const other of [2n ** 64n, -1, 0.5, true, {}, [], null, undefined, Symbol('s'), 'jump', 'a\0b', 'deploy 0 hut', () => 1,
    Object.create(Move.prototype, { value: { value: Move.pass().value } })]) {
    assert.equal(Move.pass().equals(other), false, `pass equals ${typeof other === 'symbol' ? 'a symbol' : typeof other}`);
}
for (const same of ['pass', Move.pass(), Move.pass().value]) assert.equal(Move.pass().equals(same), true);
const frozen = Move.pass();
assert.throws(() => { 'use strict'; frozen.value = 2n ** 70n; }, TypeError);   // a Move's value stays checked
assert.equal(String(Move.place(2n, -3n, 1n)), 'place 2 -3 r1');                  // BigInts in range are fine

// ---- tile sets
const ts = TileSet.default();
const types = ts.typeCount;
each('new TileSet', 'TileSet', [undefined, 1, 12345, ts], (v) => new TileSet(v, 8));
each('TileSet.fromString', 'text', [1, null, {}, [], true], (v) => TileSet.fromString(v));
for (const method of ['typeName', 'copies', 'flags', 'isBonus', 'isStart', 'sides', 'areas']) {
    each(`tileset.${method}`, 'type', badIntegers(0, types - 1), (v) => ts[method](v));
}
each('tileset.find', 'name', BAD_STRINGS, (v) => ts.find(v));
each('tileset.findTiles query', 'query', BAD_STRINGS, (v) => ts.findTiles(v));
each('tileset.findTiles limit', 'limit', badIntegers(0, 100000), (v) => ts.findTiles('lake', v));
each('tileset.total what', 'what', [...badIntegers(0, 102), 10, 50, 99], (v) => ts.total(v));
each('tileset.total group', 'group', [0, 4, -1, 2 ** 32 + 3, 'All', 'lands', NaN, null], (v) => ts.total(100, v));
if (ts.svg) {
    each('tileset.svg type', 'type', badIntegers(0, types - 1).filter((v) => typeof v !== 'string'), (v) => ts.svg(v));
    each('tileset.svg rotation', 'rotation', badIntegers(0, 3), (v) => ts.svg(0, v));
    each('tileset.svg scale', 'scale', badIntegers(10, 1000), (v) => ts.svg(0, 0, { scale: v }));
    each('tileset.svg options', 'options', [null, 1, 'x', [], true], (v) => ts.svg(0, 0, v));
    refuses('tileset.svg unknown option', 'size', () => ts.svg(0, 0, { size: 10 }));
    each('tileset.catalog columns', 'columns', badIntegers(1, 64), (v) => ts.catalog({ columns: v }));
    each('tileset.catalog flags', 'flags', badIntegers(0, 15), (v) => ts.catalog({ flags: v }));
}

// ---- games: the options
const option = (key, low, high) => each(`new Game ${key}`, key, badIntegers(low, high), (v) => new Game({ [key]: v }));
option('players', 1, 8);
option('members', 0, 99);
option('huts', 0, 99);
each('new Game firstPlayer', 'firstPlayer', badIntegers(0, 2), (v) => new Game({ players: 3, firstPlayer: v }));
each('new Game seed', 'seed', BAD_U64, (v) => new Game({ seed: v }));
each('new Game drawMode', 'drawMode', ['Caller', 'ENGINE', 'toString', '', 2, -1, 2 ** 32 + 1, NaN, true, null, {}], (v) => new Game({ drawMode: v }));
each('new Game bonusRule', 'bonusRule', ['Forfeit', 'constructor', 2, 0.5, null], (v) => new Game({ bonusRule: v }));
for (const key of ['lastBonus', 'forestValue', 'mushroomValue', 'lakeHuts']) {
    each(`new Game ${key}`, key, ['Played', 'TILE', 'toString', 'constructor', '', 2, -1, 0.5, 2 ** 32, NaN, true, null, {}], (v) => new Game({ [key]: v }));
}
option('tableWidth', 0, 32767);
option('tableHeight', 0, 32767);
each('new Game tileset', 'tileset', [1, 12345, {}, 'default', true, null], (v) => new Game({ tileset: v }));
each('new Game names', 'names', ['Ann', 1, {}, null, ['a', 'b', 'c'], [1], ['a\0b']], (v) => new Game({ names: v }));
each('new Game options', 'options', [null, 1, 'players', [], true, 2n], (v) => new Game(v));
each('new Game unknown option', 'player', [1], (v) => new Game({ player: v }));
each('new Game unknown option', 'drawmode', ['caller'], (v) => new Game({ drawmode: v }));
each('new Game second argument', 'Game', [1, 12345, {}, 'x'], (v) => new Game({}, v, 4));
each('Game.load record', 'record', [1, null, {}, [], true, 2n], (v) => Game.load(v));
each('Game.load tileset', 'tileset', [1, {}, 'default', true], (v) => Game.load(before.record, v));

const game = new Game({ players: 3, seed: 5n });
for (let turn = 0; turn < 6; turn++) game.play(game.legalMoves()[0]);
const gameHash = game.hash;
each('game.supply player', 'player', badIntegers(0, 2), (v) => game.supply(v));
each('game.supply piece', 'piece', [0, 3, 'Member', 'tiger', NaN, null], (v) => game.supply(0, v));
each('game.playerName', 'player', badIntegers(0, 2), (v) => game.playerName(v));
each('game.setPlayerName player', 'player', badIntegers(0, 2), (v) => game.setPlayerName(v, 'Zed'));
each('game.setPlayerName name', 'name', BAD_STRINGS, (v) => game.setPlayerName(0, v));
each('game.tilesLeftOf', 'type', badIntegers(0, types - 1), (v) => game.tilesLeftOf(v));
each('game.stackSize', 'bonus', [1, 0, 'yes', null, NaN, {}], (v) => game.stackSize(v));
each('game.tilesLeft', 'bonus', [1, 0, 'yes', null, NaN, {}], (v) => game.tilesLeft(v));
each('game.square x', 'x', badIntegers(-(2 ** 31), 2 ** 31 - 1), (v) => game.square(v, 0));
each('game.square y', 'y', badIntegers(-(2 ** 31), 2 ** 31 - 1), (v) => game.square(0, v));
each('game.feature x', 'x', badIntegers(-(2 ** 31), 2 ** 31 - 1), (v) => game.feature(v, 0, 0));
each('game.feature y', 'y', badIntegers(-(2 ** 31), 2 ** 31 - 1), (v) => game.feature(0, v, 0));
each('game.feature area', 'area', badIntegers(-(2 ** 31), 2 ** 31 - 1), (v) => game.feature(0, 0, v));
each('game.play', 'move', [...BAD_U64.filter((v) => typeof v !== 'string'), 'a\0b'], (v) => game.play(v));
each('game.check', 'move', [...BAD_U64.filter((v) => typeof v !== 'string'), 'a\0b'], (v) => game.check(v));
each('game.playRandom', 'seed', BAD_U64.filter((v) => v !== undefined), (v) => game.playRandom(v));
each('game.events', 'start', badIntegers(0, 2 ** 31 - 1), (v) => game.events(v));
each('game.copyFrom', 'other', [1, {}, null, undefined, ts, 'game'], (v) => game.copyFrom(v));
if (game.redetermine) each('game.redetermine', 'seed', [undefined, ...BAD_U64], (v) => game.redetermine(v));
if (game.svg) {
    each('game.svg options', 'options', [null, 1, 'x', [], true], (v) => game.svg(v));
    each('game.svg scale', 'scale', badIntegers(10, 1000), (v) => game.svg({ scale: v }));
    refuses('game.svg unknown option', 'legal', () => game.svg({ legal: true }));
}
if (game.botAdvise) {
    const quick = { kind: 'random' };
    each('game.botAdvise capacity', 'capacity', badIntegers(1, 1000), (v) => game.botAdvise(quick, v));
    each('game.botAdvise options', 'options', [null, 1, 'mcts', [], true], (v) => game.botAdvise(v, 2));
    each('game.botAdvise kind', 'kind', ['MCTS', 'alphabeta', 0, 5, NaN, null, true], (v) => game.botAdvise({ kind: v }, 2));
    each('game.botAdvise seed', 'seed', BAD_U64, (v) => game.botAdvise({ kind: 'random', seed: v }, 2));
    for (const [key, low, high] of [['iterations', 0, 2 ** 31 - 1], ['milliseconds', 0, 2 ** 31 - 1],
        ['maxNodes', 1, 1000000], ['rolloutTurns', 0, 2 ** 31 - 1]]) {
        each(`game.botAdvise ${key}`, key, badIntegers(low, high), (v) => game.botAdvise({ kind: 'random', [key]: v }, 2));
    }
    each('game.botAdvise exploration', 'exploration', [NaN, Infinity, -1, 1e7, '1', null, 1n], (v) => game.botAdvise({ kind: 'random', exploration: v }, 2));
    refuses('game.botAdvise unknown option', 'rollouts', () => game.botAdvise({ kind: 'random', rollouts: 5 }, 2));
    refuses('game.botAdvise MCTS without a budget', 'iterations', () => game.botAdvise({ iterations: 0 }, 2));
    if (game.botChoose) each('game.botChoose options', 'options', [null, 1, 'mcts'], (v) => game.botChoose(v));
}
each('hunters.strerror', 'status', [NaN, 2 ** 32 + 1, '1', null], (v) => hunters.strerror(v));
assert.equal(game.hash, gameHash, 'the abused game is unchanged');
game.play(game.legalMoves()[0]);   // and still plays

// a caller-draw game: the tile drawn by index or name, checked
const caller = new Game({ drawMode: 'caller' });
each('game.findTiles query', 'query', BAD_STRINGS, (v) => caller.findTiles(v));
each('game.findTiles limit', 'limit', badIntegers(0, 100000), (v) => caller.findTiles('lake', v));
each('game.draw', 'tile', [...badIntegers(0, types - 1).filter((v) => v !== null && typeof v !== 'string'), 'a\0b'], (v) => caller.draw(v));
caller.free();

// ---- freed objects: nothing reaches C
const freed = new Game({ players: 2, seed: 3n });
const borrowed = freed.tileset;
freed.free();
freed.free();   // idempotent
const gameCalls = {
    save: (g) => g.save(), clone: (g) => g.clone(), phase: (g) => g.phase, over: (g) => g.over, players: (g) => g.players,
    currentPlayer: (g) => g.currentPlayer, hash: (g) => g.hash, scores: (g) => g.scores, ranks: (g) => g.ranks,
    tileset: (g) => g.tileset, tileTypes: (g) => g.tileTypes(), tileInHand: (g) => g.tileInHand, stateSize: (g) => g.stateSize,
    supply: (g) => g.supply(0), tilesLeftOf: (g) => g.tilesLeftOf(0), stackSize: (g) => g.stackSize(), tilesLeft: (g) => g.tilesLeft(),
    square: (g) => g.square(0, 0), board: (g) => g.board(), feature: (g) => g.feature(0, 0, 0), legalMoves: (g) => g.legalMoves(),
    check: (g) => g.check(Move.pass()), play: (g) => g.play(Move.pass()), draw: (g) => g.draw(), playRandom: (g) => g.playRandom(1),
    setPlayerName: (g) => g.setPlayerName(0, 'A'), playerName: (g) => g.playerName(0), playerNames: (g) => g.playerNames,
    eventCount: (g) => g.eventCount, events: (g) => g.events(), copyFromFreed: (g) => g.copyFrom(bystander),
    findTiles: (g) => g.findTiles('lake'), rules: (g) => g.rules,
};
for (const name of ['undo', 'dropLog', 'svg', 'projectScores', 'botChoose']) if (Game.prototype[name]) gameCalls[name] = (g) => g[name]();
if (Game.prototype.redetermine) gameCalls.redetermine = (g) => g.redetermine(1n);
if (Game.prototype.botAdvise) gameCalls.botAdvise = (g) => g.botAdvise({ kind: 'random' }, 2);
if ('decisionCount' in Game.prototype) gameCalls.decisionCount = (g) => g.decisionCount;
for (const [name, call] of Object.entries(gameCalls)) refuses(`freed game: ${name}`, 'game is closed', () => call(freed));
refuses('copyFrom a freed game', 'game is closed', () => bystander.copyFrom(freed));
refuses('the set of a freed game', 'game that owns this tile set is closed', () => borrowed.typeCount);
refuses('the set of a freed game, describe', 'game that owns this tile set is closed', () => borrowed.describe());

const freedSet = TileSet.default();
freedSet.free();
freedSet.free();
const setCalls = {
    name: (t) => t.name, hash: (t) => t.hash, typeCount: (t) => t.typeCount, types: (t) => t.types(), typeName: (t) => t.typeName(0),
    find: (t) => t.find('X'), copies: (t) => t.copies(0), flags: (t) => t.flags(0), sides: (t) => t.sides(0), areas: (t) => t.areas(0),
    total: (t) => t.total(100), describe: (t) => t.describe(), findTiles: (t) => t.findTiles('lake'),
    newGame: (t) => new Game({ tileset: t }), load: (t) => Game.load(before.record, t),
};
if (TileSet.prototype.svg) setCalls.svg = (t) => t.svg(0);
if (TileSet.prototype.catalog) setCalls.catalog = (t) => t.catalog();
for (const [name, call] of Object.entries(setCalls)) refuses(`freed tile set: ${name}`, 'tile set is closed', () => call(freedSet));

// ---- the caller's own code (getters) running inside a call cannot free what
// the call then hands to C: every handle is read after the caller's values
{
    const doomedSet = TileSet.default();
    const names = ['Ann'];
    Object.defineProperty(names, 0, { get() { doomedSet.free(); TileSet.default(); return 'Ann'; } });
    refuses('a names getter freeing the tile set', 'tile set is closed', () => new Game({ tileset: doomedSet, names }));
    for (const method of ['botChoose', 'botAdvise', 'svg']) {
        if (!Game.prototype[method]) continue;
        const doomed = new Game({ seed: 4n });
        const options = method === 'svg'
            ? { get scale() { doomed.free(); new Game({ players: 5 }); return 50; } }
            : { get kind() { doomed.free(); new Game({ players: 5 }); return 'mcts2'; }, iterations: 50 };
        refuses(`an options getter freeing the game (${method})`, 'game is closed', () => doomed[method](options));
    }
    // a '__proto__' key is an unknown option, not the prototype of the options
    refuses('a __proto__ option', '__proto__', () => new Game(JSON.parse('{"__proto__": {"players": 3}}')));
    refuses('an option named constructor', 'constructor', () => new Game({ constructor: 1 }));
}

// ---- objects that only look like a tile set or a game (a review's finds):
// the handle is read from the private field, never from a 'handle' property
// a caller may fake or a Proxy may intercept (it reached C as any address)
{
    const set = TileSet.default(), victim = new Game({ seed: 5 }), source = new Game({ seed: 5 });
    const fakeSet = Object.create(TileSet.prototype, { handle: { value: 8 } });
    refuses('new Game with a fake tile set', 'tileset', () => new Game({ tileset: fakeSet }));
    refuses('new Game with a proxied tile set', 'tileset', () => new Game({ tileset: new Proxy(set, {}) }));
    refuses('Game.load with a fake tile set', 'tileset', () => Game.load(victim.save(), fakeSet));
    refuses('copyFrom a fake game', 'other', () => victim.copyFrom(Object.create(Game.prototype, { handle: { value: 1024 } })));
    let freedByProxy = false;
    const sneaky = new Proxy(source, { get(target, key) { if (key === 'handle') { victim.free(); freedByProxy = true; } return Reflect.get(target, key, target); } });
    refuses('copyFrom a proxied game', 'other', () => victim.copyFrom(sneaky));
    assert.equal(freedByProxy, false, 'the proxy was never asked for a handle');
    assert.equal(victim.closed, false);
    // a Uint8Array whose 'length' lies (it sized the block C wrote) and frees the set
    const bytes = new TextEncoder().encode(source.save());
    let lengthRead = false;
    Object.defineProperty(bytes, 'length', { get() { lengthRead = true; set.free(); return 0; } });
    const loaded = Game.load(bytes, TileSet.default());
    assert.equal(lengthRead, false, 'the caller\'s length getter was never run');
    assert.equal(loaded.hash, source.hash);
    for (const game of [loaded, victim, source]) game.free();
    set.free();
}

// ---- forged moves (a review's find): Move.from took any object whose
// prototype is Move.prototype, and its 'value' (2**64 + 5 here) reached C
// wrapped to 5. Only a Move made by the constructor (checked) is a Move;
// every value of 0 to 2**64 - 1 is one, as hunters_move is, and C refuses
// those that are no move.
{
    const game = new Game({ seed: 9n }), hash = game.hash;
    const fakes = [
        Object.create(Move.prototype, { value: { value: 2n ** 64n + 5n } }),
        Object.create(Move.prototype, { value: { value: Move.pass().value } }),   // a value in range is no excuse
        Object.setPrototypeOf({ value: game.legalMoves()[0].value }, Move.prototype),
        new Proxy(Move.pass(), {}),
    ];
    for (const fake of fakes) {
        refuses('Move.from a forged Move', 'move', () => Move.from(fake));
        refuses('game.play a forged Move', 'move', () => game.play(fake));
        refuses('game.check a forged Move', 'move', () => game.check(fake));
        assert.throws(() => Reflect.get(Move.prototype, 'kind', fake), TypeError);   // nor do its accessors read it
        assert.throws(() => Move.prototype.toString.call(fake), TypeError);
    }
    assert.equal(new Move(2n ** 64n - 1n).value, 2n ** 64n - 1n);
    assert.throws(() => game.play(2n ** 64n - 1n), (e) => e instanceof H.HuntersError && e.status === H.EINVAL);
    class Named extends Move {}
    assert.equal(Move.from(new Named(Move.pass().value)).kind, H.MOVE_PASS);   // a subclass's instance went through the check
    assert.equal(game.hash, hash, 'the forged moves changed nothing');
    game.free();
}

// ---- exported tables are frozen, deeply (a review's find): TileSet.areas
// iterates ITEMS while it holds a handle, and a caller could change it
{
    const set = TileSet.default();
    const areas = set.types().map((_, type) => set.areas(type));
    const deepFrozen = (value) => Object.isFrozen(value) &&
        Object.values(value).every((v) => typeof v !== 'object' || v === null || deepFrozen(v));
    for (const [name, value] of Object.entries(H)) {
        if (typeof value === 'object' && value !== null) assert.ok(deepFrozen(value), `export ${name} is not frozen`);
    }
    assert.ok(deepFrozen(hunters.has));
    assert.throws(() => { H.ITEMS.push('volcano'); }, TypeError);
    assert.throws(() => { H.ITEMS[0] = 'gold'; }, TypeError);
    assert.throws(() => { H.ITEMS.length = 1; }, TypeError);
    assert.throws(() => Object.defineProperty(H.ITEMS, 1, { get() { set.free(); return 'nugget'; } }), TypeError);
    assert.throws(() => { hunters.has.svg = !hunters.has.svg; }, TypeError);
    assert.deepEqual(set.types().map((_, type) => set.areas(type)), areas);
    set.free();
}

// ---- messages name a value's type with its article (a review's find: "not a Object")
{
    const names = (value, expected) => assert.throws(() => new Move(value),
        (e) => e instanceof TypeError && e.message.endsWith(`not ${expected}`), `not ${expected}`);
    names({}, 'an object');
    names(Object.create(null), 'an object');
    names([], 'an array');
    names(new Date(0), 'a Date');
    names(new Error('x'), 'an Error');
    names(new Uint8Array(1), 'a Uint8Array');
    names(new Map(), 'a Map');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    names(revoked.proxy, 'an object');   // a TypeError naming the argument, not the proxy's own error
    names({ constructor: { get name() { throw new Error('the caller\'s getter'); } } }, 'an object');
    assert.throws(() => new Game({ tileset: {} }), /^TypeError: tileset must be a TileSet, not an object$/);
    assert.throws(() => new Game({ tileset: bystander }), /tileset must be a TileSet, not a Game$/);
    assert.throws(() => bystander.copyFrom(bystanderSet), /other must be a Game, not a TileSet$/);
}
// and an object of another loadHunters(), whose classes are its own, is said to be one (a review's find: "tileset
// must be a TileSet, not a TileSet", "move must be a Move ..., not a Move"), as is one only dressed as one; still
// refused, nothing of it reaching this module's C
{
    const other = await H.loadHunters({ wasmBinary: fs.readFileSync(path.join(webDir, 'hunters-core.wasm')) });
    const foreignSet = other.TileSet.default(), foreignGame = new other.Game({ seed: 3n });
    const foreignMove = foreignGame.legalMoves()[0];
    const foreign = (what, kind) => `${what} must be a ${kind}, not a ${kind} of another loadHunters() (each load's objects `
        + 'are its own) or an object only dressed as one';
    assert.throws(() => new Game({ tileset: foreignSet }), { name: 'TypeError', message: foreign('tileset', 'TileSet') });
    assert.throws(() => Game.load(bystander.save(), foreignSet), { name: 'TypeError', message: foreign('tileset', 'TileSet') });
    assert.throws(() => bystander.copyFrom(foreignGame), { name: 'TypeError', message: foreign('other', 'Game') });
    assert.throws(() => new Game({ tileset: Object.create(TileSet.prototype) }), { message: foreign('tileset', 'TileSet') });
    const moveSaid = 'move must be a Move (made by its constructors), its text or its value, not a Move of another '
        + 'loadHunters() (each load\'s objects are its own: pass its text or its value) or an object only dressed as one';
    const game = new Game({ seed: 3n }), hash = game.hash;
    assert.throws(() => game.play(foreignMove), { name: 'TypeError', message: moveSaid });
    assert.throws(() => Move.from(foreignMove), { name: 'TypeError', message: moveSaid });
    assert.equal(game.hash, hash, 'refused, nothing played');
    game.play(String(foreignMove));   // its text, as the message says, is a move of this module
    assert.notEqual(game.hash, hash);
    for (const object of [game, foreignGame, foreignSet]) object.free();
}

// ---- the wrapper reads nothing through its objects' public properties (a
// review's finds): a caller may shadow any of them on an instance, and C
// must still get the object's own handle and sizes. Before, an overridden
// check_ that freed the game let events(), board() and legalMoves() go on
// calling C on the freed game, a 'players' of 2000 made projectScores() read
// 8000 bytes past its 32-byte block, and a 'handle' getter could hand C
// another game's memory.
const bystanderHandle = bystander.handle;   // (the public getter, kept for compatibility)
{
    const victim = new Game({ players: 2, seed: 12n }), twin = victim.clone();
    for (let turn = 0; turn < 8; turn++) {
        const move = twin.legalMoves()[0];
        victim.play(move);
        twin.play(move);
    }
    const read = [];
    const shadow = (object, name, value) => Object.defineProperty(object, name, { get() { read.push(name); return value; } });
    shadow(victim, 'check_', (status) => { victim.free(); return status; });
    shadow(victim, 'handle', bystanderHandle);
    shadow(victim, 'players', 2000);
    shadow(victim, 'eventCount', 1e6);
    shadow(victim, 'square', () => { victim.free(); return null; });
    shadow(victim, 'tileset', bystanderSet);
    shadow(victim, 'phase', H.PHASE_OVER);
    assert.deepEqual(victim.events(), twin.events());
    assert.deepEqual(victim.board(), twin.board());
    assert.deepEqual(victim.legalMoves(), twin.legalMoves());
    assert.deepEqual(victim.scores, twin.scores);
    assert.equal(victim.scores.length, 2);
    assert.equal(victim.over, false);
    const placed = twin.board()[1];
    assert.deepEqual(victim.feature(placed.x, placed.y, 0), twin.feature(placed.x, placed.y, 0));
    if (Game.prototype.projectScores) assert.deepEqual(victim.projectScores(), twin.projectScores());   // 2 scores, not 2000
    assert.deepEqual(read, [], 'the wrapper read a shadowed property');
    assert.equal(victim.closed, false);
    assert.equal(victim.hash, twin.hash);
    victim.free();
    twin.free();
}

// The sweep: every name of Game.prototype and TileSet.prototype (and the old
// helpers check_, player_, type_) is shadowed, on a game and on its borrowed
// tile set and on a tile set of its own, by a getter that frees the object
// and answers with the bystander's handle. Each method and getter, taken
// from the prototype, must give what it gives on an untouched twin, and
// none of the shadows may be read.
{
    const source = new Game({ players: 3, seed: 21n });
    for (let turn = 0; turn < 5; turn++) source.play(source.legalMoves()[0]);
    const game = source.clone(), twin = source.clone();
    const set = TileSet.default(), twinSet = TileSet.default();
    const read = [];
    const free = (object) => Reflect.apply(Object.getPrototypeOf(object).free, object, []);
    function shadowAll(object, names) {
        for (const name of [...names, 'check_', 'player_', 'type_', 'handle', 'players']) {
            Object.defineProperty(object, name, {
                configurable: true,
                get() { read.push(name); free(object); return name === 'players' ? 2000 : bystanderHandle; },
            });
        }
    }
    const borrowed = Reflect.get(Game.prototype, 'tileset', game);
    const twinBorrowed = Reflect.get(Game.prototype, 'tileset', twin);
    shadowAll(game, Object.getOwnPropertyNames(Game.prototype));
    shadowAll(borrowed, Object.getOwnPropertyNames(TileSet.prototype));
    shadowAll(set, Object.getOwnPropertyNames(TileSet.prototype));
    // what each call gives, comparable across the two objects
    function outcome(body) {
        try {
            const result = body();
            if (result instanceof Game) {
                const hash = Reflect.get(Game.prototype, 'hash', result);
                free(result);
                return { game: hash };
            }
            if (result instanceof TileSet) return { tileset: Reflect.get(TileSet.prototype, 'hash', result) };
            return { result };
        } catch (error) {
            return { error: error.name, message: error.message };
        }
    }
    function sweep(proto, object, other, args) {
        for (const name of Object.getOwnPropertyNames(proto)) {
            if (name === 'constructor' || name === 'free' || name === 'handle') continue;   // (two objects, two handles)
            const property = Object.getOwnPropertyDescriptor(proto, name);
            const run = property.get
                ? (target) => Reflect.get(proto, name, target)
                : (target) => Reflect.apply(property.value, target, (args[name] || (() => []))());
            assert.deepEqual(outcome(() => run(object)), outcome(() => run(other)), `${proto.constructor.name}.${name}`);
        }
    }
    const setArgs = {
        typeName: () => [1], find: () => [Reflect.apply(TileSet.prototype.typeName, twinSet, [1])], copies: () => [1],
        flags: () => [1], isBonus: () => [1], isStart: () => [1], sides: () => [1], areas: () => [1], total: () => [100],
        findTiles: () => ['lake', 3], svg: () => [1], catalog: () => [{ columns: 4 }],
    };
    sweep(TileSet.prototype, set, twinSet, setArgs);
    sweep(TileSet.prototype, borrowed, twinBorrowed, setArgs);
    sweep(Game.prototype, game, twin, {
        supply: () => [1], tilesLeftOf: () => [1], stackSize: () => [true], tilesLeft: () => [true],
        findTiles: () => ['lake', 3], square: () => [0, 0], feature: () => [0, 0, 0], check: () => ['pass'],
        play: () => [twin.legalMoves()[0]], draw: () => [], playRandom: () => [3n], setPlayerName: () => [2, 'Zed'],
        playerName: () => [2], events: () => [3], copyFrom: () => [source], redetermine: () => [4n],
        botChoose: () => [{ kind: 'greedy' }], botAdvise: () => [{ kind: 'greedy' }, 2], svg: () => [{ scale: 20 }],
    });
    assert.deepEqual(read, [], 'the wrapper read a shadowed property');
    assert.equal(Reflect.get(Game.prototype, 'closed', game), false);
    assert.equal(Reflect.get(TileSet.prototype, 'closed', set), false);
    for (const object of [game, set, twin, twinSet, source]) free(object);

    // nor does a call go through the class's static methods, which a caller can replace
    const saved = ['from', 'parse'].map((name) => [name, Object.getOwnPropertyDescriptor(Move, name)]);
    const played = new Game({ seed: 6n }), reference = played.clone();
    for (const [name] of saved) Object.defineProperty(Move, name, { configurable: true, value: () => { played.free(); return Move.pass(); } });
    try {
        const first = String(reference.legalMoves()[0]);
        assert.equal(played.check(first), null);
        played.play(first);
        reference.play(first);
        assert.equal(played.hash, reference.hash);
    } finally {
        for (const [name, descriptor] of saved) Object.defineProperty(Move, name, descriptor);
    }
    played.free();
    reference.free();
}

// ---- a setter put on Object.prototype (a review's find): new Move() assigned
// its public 'value', which ran such a setter, the caller's code, inside
// legalMoves(); a setter that freed the game there (and made another game's
// moves) left legalMoves() reading the freed buffer: "invalid" moves, no
// error. The value is defined now, and every move read before any is made.
{
    const victim = new Game({ seed: 9n }), twin = new Game({ seed: 9n });
    let setterRan = 0, other = null;
    Object.defineProperty(Object.prototype, 'value', {
        configurable: true,
        get() { return 'polluted'; },
        set(v) {
            setterRan++;
            if (setterRan === 2) {
                victim.free();
                other = new Game({ players: 5, seed: 1n });
                other.legalMoves();
            }
        },
    });
    let moves, pass;
    try {
        moves = victim.legalMoves();
        pass = Move.pass();
    } finally {
        delete Object.prototype.value;
    }
    assert.equal(setterRan, 0, 'the setter on Object.prototype ran');
    assert.deepEqual(moves.map(String), twin.legalMoves().map(String));
    assert.equal(Object.getOwnPropertyDescriptor(pass, 'value').value, Move.pass().value, 'a Move has its own value');
    assert.equal(victim.closed, false);
    for (const game of [victim, twin, other]) if (game) game.free();
}

// ---- a setter on Object.prototype for any field of a result (a review's
// find): events(), areas(), feature(), rules, variantChanges(), tilesLeft()
// and an error's status, line and column were filled by assignment, and
// board(), events() and areas() by push(), so such a setter (other code of
// the page) swallowed the field, or an array's element. Every result is the
// same with a setter for each of its names as without.
{
    const set = TileSet.default();
    const game = new Game({ players: 3, seed: 21n, tileset: set, names: ['Ann', 'Ben'] });
    for (let turn = 0; turn < 12; turn++) game.play(game.legalMoves()[turn % game.legalMoves().length]);
    const caught = (body) => {
        try {
            body();
        } catch (error) {
            return { ...error, kind: error.constructor.name, message: error.message };
        }
        return null;
    };
    const results = () => ({
        events: game.events(), board: game.board(), square: game.square(0, 0), feature: game.feature(0, 0, 0),
        rules: game.rules, variants: game.variantChanges(), left: game.tilesLeft(), bonusLeft: game.tilesLeft(true),
        areas: set.types().map((_, type) => set.areas(type)), matches: game.findTiles('river', 3),
        advice: game.botAdvise({ kind: 'greedy' }, 2), moves: game.legalMoves(), scores: game.scores,
        parseError: caught(() => TileSet.fromString('tileset x\nnonsense\n')), illegal: caught(() => game.play(Move.place(30000, 30000, 0))),
        queryError: caught(() => game.findTiles('river zebra')),
    });
    const expected = results();
    // every name of the results, to the elements' indices, an error's fields, and a property descriptor's
    // ('get' or 'set' there was taken by every descriptor the wrapper wrote: each Move and result threw)
    const names = new Set(['status', 'line', 'column', 'get', 'set', 'value', 'writable', 'enumerable', 'configurable']);
    const walk = (value) => {
        if (value === null || typeof value !== 'object') return;
        for (const key of Object.keys(value)) {
            names.add(key);
            walk(value[key]);
        }
    };
    walk(expected);
    assert.ok(expected.parseError && expected.parseError.line > 0 && expected.illegal && expected.queryError);
    assert.ok(expected.areas.flat().some((area) => area.ends) && expected.areas.flat().some((area) => area.fish));
    for (const name of names) {
        let ran = 0;
        Object.defineProperty(Object.prototype, name, { configurable: true, set() { ran++; } });
        let got;
        try {
            got = results();
        } finally {
            delete Object.prototype[name];
        }
        assert.deepEqual(got, expected, `a setter for '${name}' on Object.prototype changed a result`);
        assert.equal(ran, 0, `a setter for '${name}' on Object.prototype ran`);
    }
    assert.ok(names.size > 60, `${names.size} names`);
    game.free();
    set.free();
}

// ---- nor is a result or a call made through the iteration protocol or an array's species (a review's find):
// a Symbol.iterator put on Array.prototype or Object.prototype, or a 'constructor' getter on Array.prototype
// (other code of the page), emptied Array.from()'s arrays, Object.fromEntries()'s fields, an error's fields (the
// spread super call), and the arguments of every call into C (the spread call: 'no game').
{
    const set = TileSet.default();
    const game = new Game({ players: 3, seed: 21n, tileset: set, names: ['Ann', 'Ben'] });
    for (let turn = 0; turn < 12; turn++) game.play(game.legalMoves()[turn % game.legalMoves().length]);
    // (the test's own code uses no iterator nor species either: loops and push())
    const caught = (body) => {
        try {
            body();
        } catch (error) {
            return { kind: error.constructor.name, message: error.message, status: error.status, line: error.line, column: error.column };
        }
        return null;
    };
    const each = (n, f) => {
        const out = [];
        for (let i = 0; i < n; i++) out.push(f(i));
        return out;
    };
    const results = () => {
        const made = new Game({ players: 3, seed: 4n, names: ['A', 'B'], 'forest-value': 'segment', table: '6x5', drawMode: 'caller' });
        const loaded = Game.load(game.save()), parsed = TileSet.fromString(set.describe());
        const moves = game.legalMoves();
        const out = {
            events: game.events(), board: game.board(), feature: game.feature(0, 0, 0), rules: made.rules,
            variants: game.variantChanges(), left: game.tilesLeft(), areas: each(set.typeCount, (type) => set.areas(type)),
            matches: game.findTiles('river', 3), advice: game.botAdvise({ kind: 'greedy' }, 2), scores: game.scores,
            moves: each(moves.length, (i) => String(moves[i])), types: set.types(), names: game.playerNames,
            made: made.save(), loaded: String(loaded.hash), parsed: String(parsed.hash), move: String(Move.parse('place 1 -2 r3')),
            parseError: caught(() => TileSet.fromString('tileset x\nnonsense\n')), illegal: caught(() => game.play(Move.place(30000, 30000, 0))),
            queryError: caught(() => game.findTiles('river zebra')), choiceError: caught(() => new Game({ drawMode: 'Caller' })),
        };
        made.free();
        loaded.free();
        parsed.free();
        return out;
    };
    const expected = JSON.stringify(results());
    const AP = Array.prototype, OP = Object.prototype;
    const iteratorNext = Object.getPrototypeOf([][Symbol.iterator]());
    const saved = { iterator: AP[Symbol.iterator], next: iteratorNext.next, constructor: Object.getOwnPropertyDescriptor(AP, 'constructor') };
    const frozen = function Frozen() { return Object.freeze([]); };
    const tamperings = {
        'Array.prototype[Symbol.iterator]': [() => { AP[Symbol.iterator] = function* nothing() {}; }, () => { AP[Symbol.iterator] = saved.iterator; }],
        'the array iterator\'s next()': [() => { iteratorNext.next = () => ({ done: true }); }, () => { iteratorNext.next = saved.next; }],
        'Object.prototype[Symbol.iterator]': [() => { OP[Symbol.iterator] = function* nothing() {}; }, () => { delete OP[Symbol.iterator]; }],
        'a constructor getter on Array.prototype': [
            () => Object.defineProperty(AP, 'constructor', { __proto__: null, configurable: true, get: () => ({ [Symbol.species]: frozen }) }),
            () => Object.defineProperty(AP, 'constructor', saved.constructor)],
    };
    for (const [name, [install, remove]] of Object.entries(tamperings)) {
        let got = null, error;
        install();
        try {
            error = caught(() => { got = results(); });
        } finally {
            remove();
        }
        if (error) got = error;
        assert.equal(JSON.stringify(got), expected, `${name} changed a result`);
    }
    game.free();
    set.free();
}

// ---- nor does a descriptor's name on Object.prototype stop the binding's load (it defines a getter then)
for (const name of ['value', 'get', 'set']) {
    Object.defineProperty(Object.prototype, name, { __proto__: null, configurable: true, get() { return undefined; } });
    try {
        const again = await H.loadHunters({ wasmBinary: fs.readFileSync(path.join(webDir, 'hunters-core.wasm')) });
        const game = new again.Game({ seed: 3n });
        assert.equal(String(game.legalMoves()[0]), 'place 0 1 r2', `a getter for '${name}' on Object.prototype`);
        if ('decisionCount' in again.Game.prototype) assert.equal(game.decisionCount, 0);
        game.free();
    } finally {
        delete Object.prototype[name];
    }
}

// ---- nor is a property on Object.prototype an option: an option not given
// was read through the options object's prototype, so a getter there for
// 'seed', 'players', 'kind' or 'scale' (other code of the page) chose a new
// game's seed or players, a bot or a picture's scale, options or none given.
{
    const results = () => {
        const game = new Game(), seeded = new Game({ seed: 3n });
        const out = {
            record: game.save(), seeded: seeded.save(), bot: String(seeded.botChoose({ seed: 1n })),
            bots: String(seeded.botChoose()), svg: seeded.svg().length, scaled: seeded.svg({ flags: 0 }).length,
            inherited: (() => { const g = new Game(Object.create({ players: 3 })); const r = g.save(); g.free(); return r; })(),
        };
        game.free();
        seeded.free();
        return out;
    };
    const expected = results();
    for (const [name, value] of [['seed', 99n], ['players', 5], ['names', ['Mallory']], ['drawMode', 'caller'],
        ['kind', 'random'], ['iterations', 1], ['milliseconds', 1], ['scale', 500], ['flags', 15], ['columns', 2]]) {
        Object.defineProperty(Object.prototype, name, { configurable: true, get() { return value; } });
        let got;
        try {
            got = results();
        } finally {
            delete Object.prototype[name];
        }
        assert.deepEqual(got, expected, `a getter for '${name}' on Object.prototype was taken for an option`);
    }
    // but an option a class's getter or a prototype of the caller's gives is one (own properties only left it out, unsaid)
    class Options {
        get players() { return 3; }
        get seed() { return 5n; }
        describe() { return 'a method, no option'; }
    }
    const record = (options) => { const g = new Game(options); const r = g.save(); g.free(); return r; };
    assert.notEqual(record({ players: 3, seed: 5n }), record());
    assert.equal(record(new Options()), record({ players: 3, seed: 5n }), 'a class\'s getters');
    assert.equal(record(Object.create({ players: 4, 'forest-value': 'segment', table: '6x5' })),
        record({ players: 4, forestValue: 'segment', tableWidth: 6, tableHeight: 5 }), 'Object.create(defaults)');
    // a chain that ends in a null-prototype object of the caller's (defaults made by Object.create(null)), not in
    // Object.prototype: its options are options too (the last prototype of every chain was skipped as if it were
    // Object.prototype, and these were ignored, unsaid)
    const bare = (fields) => Object.assign(Object.create(null), fields);
    assert.equal(record(Object.create(bare({ players: 3, seed: 5n }))), record({ players: 3, seed: 5n }), 'Object.create(null) defaults');
    assert.equal(record(Object.create(Object.create(bare({ players: 3, seed: 5n })))), record({ players: 3, seed: 5n }), 'two levels down');
    assert.equal(record(Object.assign(Object.create(bare({ players: 3, seed: 9n })), { seed: 5n })), record({ players: 3, seed: 5n }),
        'an own option over a default');
    // (a name no option has is passed over there, as a class's method is)
    assert.equal(record(Object.create(bare({ players: 3, seed: 5n, describe() {} }))), record({ players: 3, seed: 5n }));
    // ... but Object.prototype of another realm (an iframe's, a vm context's) is still no options object
    const realm = vm.createContext({});
    const foreign = vm.runInContext('Object.defineProperty(Object.prototype, "players", { get() { return 5; } }); ({ seed: 5n })', realm);
    assert.equal(Object.getPrototypeOf(Object.getPrototypeOf(foreign)), null);
    assert.equal(record(foreign), record({ seed: 5n }), 'a getter on another realm\'s Object.prototype was taken for an option');
    assert.equal(record(vm.runInContext('Object.create({ players: 3, seed: 5n })', realm)), record({ players: 3, seed: 5n }), 'another realm\'s defaults');
    const seeded = new Game({ seed: 3n });
    assert.equal(seeded.svg(Object.create(bare({ scale: 500 }))), seeded.svg({ scale: 500 }));
    assert.equal(String(seeded.botChoose(Object.create(bare({ kind: 'mcts', iterations: 50, seed: 9n })))),
        String(seeded.botChoose({ kind: 'mcts', iterations: 50, seed: 9n })));
    assert.equal(seeded.svg(Object.create({ scale: 500 })), seeded.svg({ scale: 500 }));
    assert.notEqual(seeded.svg({ scale: 500 }), seeded.svg());
    assert.equal(String(seeded.botChoose(Object.create({ kind: 'mcts', iterations: 50, seed: 9n }))),
        String(seeded.botChoose({ kind: 'mcts', iterations: 50, seed: 9n })));
    seeded.free();
    // a Proxy whose getPrototypeOf answers itself, or a new Proxy every time, is a chain without end: refused,
    // naming the options (the walk up the chain looped forever and hung the page)
    const looping = new Proxy({}, { getPrototypeOf: () => looping });
    refuses('a prototype chain that loops', 'options', () => new Game(looping));
    const endless = () => new Proxy({}, { getPrototypeOf: endless });
    refuses('a prototype chain without end', 'options', () => new Game(endless()));
    refuses('svg with a looping chain', 'options', () => new Game().svg(looping));
}

// ---- string arguments over the library's limits (a review's find): a
// player name, a tile type's name, a move's text or a query, however long,
// was copied into the module's memory, which grew for it and never shrank.
// A string longer than the library takes is refused with the error the
// library gives it (a query, which has no limit in C, over the wrapper's
// own QUERY_MAX_LENGTH), before the copy: the memory stays as it was.
{
    const heap = () => hunters.core.HEAPU8.length;
    const set = TileSet.default();
    const game = new Game({ players: 2, seed: 5n, tileset: set, drawMode: 'caller' });
    const fields = (error) => error && [error.constructor.name, error.status, error.line, error.column, error.message];
    const outcome = (body) => {
        try {
            return ['returned', body()];
        } catch (error) {
            return fields(error);
        }
    };
    // each path with a string longer than the module's whole memory (which must grow to copy it)
    const paths = {
        'setPlayerName': (s) => game.setPlayerName(1, s),
        'new Game names': (s) => new Game({ names: ['Ann', s] }),
        'Move.parse': (s) => Move.parse(s),
        'game.play': (s) => game.play(s),
        'game.check': (s) => game.check(s),
        'move.equals': (s) => Move.pass().equals(s),
        'tileset.find': (s) => set.find(s),
        'tileset.svg': (s) => set.svg(s),
        'game.draw': (s) => game.draw(s),
        'tileset.findTiles': (s) => set.findTiles(s),
        'game.findTiles': (s) => game.findTiles(s),
    };
    const limits = { 'tileset.findTiles': H.QUERY_MAX_LENGTH - 1, 'game.findTiles': H.QUERY_MAX_LENGTH - 1 };
    assert.equal(H.QUERY_MAX_LENGTH, 4096);
    for (const [what, body] of Object.entries(paths)) {
        // the outcome is the one a string just over the library's limit gets: the library's refusal
        const limit = limits[what] || 31;
        // (the string itself in a message shown as <s>)
        const shown = (result, string) => result.map((v) => (typeof v === 'string' ? v.split(string).join('<s>') : v));
        const justOver = 'R'.repeat(limit + 1);
        const expected = shown(outcome(() => body(justOver)), justOver);
        const before = heap(), huge = 'R'.repeat(before + 1);
        assert.deepEqual(shown(outcome(() => body(huge)), huge), expected, `${what}: a string of ${huge.length} characters`);
        assert.equal(heap(), before, `${what}: the module's memory grew for a string refused`);
    }
    // at the limit, the library has the string (and says what is wrong with it, or takes it)
    assert.deepEqual(outcome(() => game.setPlayerName(1, 'W'.repeat(31))), ['returned', undefined]);
    assert.equal(game.playerName(1), 'W'.repeat(31));
    assert.deepEqual(outcome(() => game.setPlayerName(1, 'W'.repeat(32))), ['HuntersError', H.EINVAL, 0, 0, 'a player name has at most 31 bytes of UTF-8']);
    assert.deepEqual(outcome(() => Move.parse('place -32768 -32768 r3')).map(String), ['returned', 'place -32768 -32768 r3']);
    assert.deepEqual(outcome(() => Move.parse('place -32768 -32768 r3 ')), ['ParseError', H.EPARSE, 0, 0, 'not a move: "place -32768 -32768 r3 ": a move reads place X Y rR (R 0 to 3), deploy A member, deploy A hut or pass']);
    assert.deepEqual(outcome(() => set.find('X'.repeat(32))), ['HuntersError', H.ERANGE, 0, 0, `no tile type "${'X'.repeat(32)}"`]);
    const filler = 'a '.repeat(2047) + 'lake';   // 4098 characters: one query over the limit, one just under it
    assert.deepEqual(outcome(() => set.findTiles(filler)), ['ParseError', H.EPARSE, 0, 0, 'the query is too long: a query is shorter than 4096 bytes of UTF-8']);
    assert.deepEqual(set.findTiles(filler.slice(3)), set.findTiles('lake'));
    game.free();
    set.free();
}

// ---- the limits are counted as the library counts them, in bytes of UTF-8, and the messages say so (a
// review's find: the wrapper counted UTF-16 units and said "characters", so 16 'é', 16 characters and 32
// bytes, passed its check and met the library's "at most 31 characters"; a query of 4095 units was taken
// at 4096 bytes and more)
{
    const set = TileSet.default();
    const game = new Game({ players: 2, seed: 5n, tileset: set });
    const fields = (body) => {
        try {
            body();
            return 'returned';
        } catch (error) {
            return [error.constructor.name, error.status, error.message];
        }
    };
    const nameMessage = ['HuntersError', H.EINVAL, 'a player name has at most 31 bytes of UTF-8'];
    const bytes = (s) => new TextEncoder().encode(s).length;
    // at the limit and one byte over it, in ASCII and with a two-byte character
    assert.equal(fields(() => game.setPlayerName(1, 'W'.repeat(31))), 'returned');
    assert.deepEqual(fields(() => game.setPlayerName(1, 'W'.repeat(32))), nameMessage);
    const accented = 'é'.repeat(16);   // 16 characters (UTF-16 units), 32 bytes
    assert.equal(accented.length, 16);
    assert.equal(bytes(accented), 32);
    assert.deepEqual(fields(() => game.setPlayerName(1, accented)), nameMessage);
    assert.deepEqual(fields(() => new Game({ names: ['Ann', accented] })), nameMessage);
    // 31 bytes of UTF-8 reach the library, which takes them; they come back as they went
    assert.equal(fields(() => game.setPlayerName(1, `W${'é'.repeat(15)}`)), 'returned');
    assert.equal(game.playerName(1), `W${'é'.repeat(15)}`);
    for (const name of ['Zoë', 'Jürgen', '李小龙', '🦊 Fox']) {
        game.setPlayerName(1, name);
        assert.equal(game.playerName(1), name);
        const loaded = Game.load(game.save());
        assert.equal(loaded.playerName(1), name);
        loaded.free();
    }
    // a lone surrogate, which TextEncoder writes as U+FFFD, and a control character: refused, the name as it was
    assert.deepEqual(fields(() => game.setPlayerName(1, 'Zo\ud800')),
        ['HuntersError', H.EINVAL, 'a player name is UTF-8: a surrogate (U+D800 to U+DFFF)']);
    assert.deepEqual(fields(() => game.setPlayerName(1, 'Zo\u0085')),
        ['HuntersError', H.EINVAL, 'a player name has no control characters: U+0085 at byte 3 is one (U+0000 to U+001F, U+007F to U+009F)']);
    assert.equal(game.playerName(1), '🦊 Fox');
    // a name with a space at either end (any of the library's: U+00A0, U+3000, U+200B ...), or of spaces and
    // invisible characters alone: the library's refusal, its message and byte, the name as it was
    const endSpace = 'a player name may not start or end with a space (such as U+0020, U+00A0, U+3000)';
    const noneShown = 'a player name has a character that shows: not only spaces and invisible ones (such as U+00A0, U+200B, U+3000)';
    for (const [name, message] of [[' Ann ', `${endSpace}, at byte 1`], ['Ann\u00A0', `${endSpace}, at byte 4`],
        ['\u3000Ann', `${endSpace}, at byte 1`], ['Ann\u200B', `${endSpace}, at byte 4`], ['\uFEFFAnn', `${endSpace}, at byte 1`],
        ['\u3000', `${noneShown}, at byte 1`], ['\u200B', `${noneShown}, at byte 1`], ['\u3164', `${noneShown}, at byte 1`],
        ['\u00AD\u200D', `${noneShown}, at byte 1`]]) {
        assert.deepEqual(fields(() => game.setPlayerName(1, name)), ['HuntersError', H.EINVAL, message], JSON.stringify(name));
        assert.deepEqual(fields(() => new Game({ names: ['Bo', name] })), ['HuntersError', H.EINVAL, message], JSON.stringify(name));
    }
    assert.equal(game.playerName(1), '🦊 Fox');
    // inside a name such spaces are taken, and an invisible character may end one (an emoji's U+FE0F)
    for (const name of ['Ann\u00A0Lee', '李\u3000明', 'I \u2764\uFE0F']) {
        game.setPlayerName(1, name);
        assert.equal(game.playerName(1), name);
    }
    // a tile type's name: none over 31 bytes is found, with the module's memory as it was
    const heap = hunters.core.HEAPU8.length;
    assert.deepEqual(fields(() => set.find('é'.repeat(16))), ['HuntersError', H.ERANGE, `no tile type "${'é'.repeat(16)}"`]);
    // a query: QUERY_MAX_LENGTH bytes of UTF-8 or more, whatever its units
    const query = `${'a '.repeat(2044)}lake  é`;   // 4095 units, 4096 bytes
    assert.equal(query.length, H.QUERY_MAX_LENGTH - 1);
    assert.equal(bytes(query), H.QUERY_MAX_LENGTH);
    const queryMessage = ['ParseError', H.EPARSE, `the query is too long: a query is shorter than ${H.QUERY_MAX_LENGTH} bytes of UTF-8`];
    assert.deepEqual(fields(() => set.findTiles(query)), queryMessage);
    assert.deepEqual(fields(() => game.findTiles(query)), queryMessage);
    assert.deepEqual(fields(() => set.findTiles('a'.repeat(H.QUERY_MAX_LENGTH))), queryMessage);
    assert.equal(hunters.core.HEAPU8.length, heap, 'the module\'s memory grew for a string refused');
    // one byte less reaches the library, which refuses the non-ASCII byte where it stands
    assert.throws(() => set.findTiles(query.slice(1)), (e) => e instanceof H.ParseError && e.column > 4000 && !/too long/.test(e.message));
    game.free();
    set.free();
}

// ---- texts over the library's limits (a review's find): the library refuses
// them unread, but the wrapper first copied them into the module's memory,
// which grew for them and never shrank (a 1.5 GiB text left a 1.5 GiB heap),
// and past 2 GiB failed as 'block size out of range'. Refused as the library
// refuses them (ParseError, line 0, its words), with the memory as it was.
{
    // the limits are the binding's exports, which the page refuses a chosen file by (written once: they were
    // written in the page's app.js and tilesets.js too)
    assert.equal(H.TILESET_MAX_BYTES, 64 * 2 ** 20);
    assert.equal(H.RECORD_MAX_BYTES, 256 * 2 ** 20);
    assert.equal(H.NAME_MAX_LENGTH, 31);
    for (const file of ['app.js', 'tilesets.js']) {
        const source = fs.readFileSync(path.join(webDir, file), 'utf8');
        assert.doesNotMatch(source, /\b(64|256) \* 2 \*\* 20\b|(maxlength[=:] *["']|slice\(0, )31\b/, `${file} writes a limit of its own`);
        assert.match(source, /H\.(TILESET|RECORD)_MAX_BYTES/, `${file} takes the binding's limit`);
    }
    const heap = () => hunters.core.HEAPU8.length;
    const before = heap();
    const tooLarge = (what, body, message) => assert.throws(body, (e) => e instanceof H.ParseError && e.status === H.EPARSE
        && e.line === 0 && e.column === 0 && e.message === message, what);
    const setMessage = 'the text is too large: a tile set is shorter than 64 MiB';
    tooLarge('a 64 MiB tile set', () => TileSet.fromString(new Uint8Array(64 * 2 ** 20)), setMessage);
    tooLarge('a 64 MiB tile set string', () => TileSet.fromString(' '.repeat(64 * 2 ** 20)), setMessage);
    tooLarge('a 300 MiB tile set', () => TileSet.fromString(new Uint8Array(300 * 2 ** 20)), setMessage);
    // (a string of fewer units than the limit whose UTF-8 is not: 22 Mi three-byte characters)
    tooLarge('a 66 MiB tile set of 22 Mi characters', () => TileSet.fromString('€'.repeat(22 * 2 ** 20)), setMessage);
    tooLarge('a 300 MiB record', () => Game.load(new Uint8Array(300 * 2 ** 20)), 'the text is too large: a record is shorter than 256 MiB');
    assert.equal(heap(), before, 'the module\'s memory grew for a text refused unread');
    // one byte less goes to the library, which reads it (and refuses it for what it says)
    assert.throws(() => TileSet.fromString(new Uint8Array(64 * 2 ** 20 - 1)), (e) => e instanceof H.ParseError && e.line > 0);
}

// ---- a text with a lone surrogate, which UTF-8 has not (a review's find): TextEncoder wrote U+FFFD for it, and
// a record whose player name has one loaded with a name other than the one given ("Zo\ufffd"), where setPlayerName
// and trimName refuse it and Python's load() cannot encode it. Refused where it stands, as the parser says a place
{
    const game = new Game({ seed: 3n, drawMode: 'caller' });
    game.setPlayerName(0, 'Zo\u00eb');
    const record = game.save();
    game.free();
    const row = record.split('\n').findIndex((line) => line.startsWith('name 0 '));
    const broken = record.replace('name 0 Zo\u00eb', 'name 0 Zo\ud800');
    assert.throws(() => Game.load(broken), (e) => e instanceof H.ParseError && e.line === row + 1 && e.column === 10
        && e.message === `${row + 1}:10: a record is UTF-8 text: a lone surrogate (U+D800 to U+DFFF) has no UTF-8`);
    // a low one alone, and one after a pair (an emoji: 4 bytes of UTF-8 before it), each at its column
    assert.throws(() => Game.load(record.replace('name 0 Zo\u00eb', 'name 0 \ud83d\ude00\udc00')),
        (e) => e instanceof H.ParseError && e.line === row + 1 && e.column === 12);
    assert.throws(() => TileSet.fromString('tileset a\n# caf\udfff\n'), (e) => e instanceof H.ParseError && e.line === 2
        && e.column === 6 && /a tile set is UTF-8 text/.test(e.message));
    // after a byte-order mark at the very start, line 1's columns count after it, as the library counts them (a
    // byte 0xff there is refused at 16 too); the column was 3 bytes too far
    assert.throws(() => TileSet.fromString('\ufefftileset a # caf\udfff\n'), (e) => e instanceof H.ParseError
        && e.line === 1 && e.column === 16);
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('tileset a # caf'), 0xff, 0x0a]);
    assert.throws(() => TileSet.fromString(marked), (e) => e instanceof H.ParseError && e.line === 1 && e.column === 16);
    // a pair is a character: taken
    assert.equal(Game.load(record.replace('name 0 Zo\u00eb', 'name 0 Zo\ud83d\ude00')).playerName(0), 'Zo\ud83d\ude00');
    assert.equal(Game.load(record).playerName(0), 'Zo\u00eb');
}

// ---- the bystanders are intact
assert.equal(bystander.hash, before.hash);
assert.deepEqual(bystander.scores, before.scores);
assert.equal(bystander.save(), before.record);
assert.equal(bystanderSet.describe(), before.set);
bystander.playRandom(5n);
assert.equal(bystander.over, true);
const replayed = Game.load(bystander.save());
assert.equal(replayed.hash, bystander.hash);
replayed.free();
bystander.free();
bystanderSet.free();
ts.free();
console.log(`hostile: ${checked} bad calls refused, each naming its argument; a bystander game and tile set intact`);
