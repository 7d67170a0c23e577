// Node test of the WebAssembly build and its ES module wrapper:
//   node tests/web/node-test.mjs WEBDIR OUT.json
// WEBDIR holds hunters.js, hunters-core.mjs and hunters-core.wasm (make wasm).
// Checks the wrapper's object model, then plays seeded games and writes, for
// each, its final scores, hash and record to OUT.json, which
// tests/web-node.sh compares with the native C library's for the same seeds
// and moves.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const [webDir, outPath] = process.argv.slice(2);
// Emscripten 3.1.6's ES6 output runs Node's CommonJS path: give it the two
// globals it expects, and the bytes (its fetch() of a file path fails).
globalThis.require = createRequire(import.meta.url);
globalThis.__dirname = path.resolve(webDir);
const H = await import(path.resolve(webDir, 'hunters.js'));
const hunters = await H.loadHunters({ wasmBinary: fs.readFileSync(path.join(webDir, 'hunters-core.wasm')) });
const { Game, TileSet, Move } = hunters;

let passed = 0;
function test(name, body) {
    body();
    passed++;
    console.log(`ok ${passed} - ${name}`);
}

test('version matches the header', () => {
    assert.match(hunters.version, /^\d+\.\d+\.\d+$/);
    assert.equal(hunters.versionNumber >= 100, true);
});

test('moves: constructors, accessors and the text form round-trip', () => {
    const m = Move.place(1, -2, 3);
    assert.equal(m.kind, H.MOVE_PLACE);
    assert.deepEqual([m.x, m.y, m.rotation], [1, -2, 3]);
    assert.equal(String(m), 'place 1 -2 r3');
    assert.equal(Move.parse('place 1 -2 r3').value, m.value);
    assert.equal(String(Move.deploy(2, H.PIECE_HUT)), 'deploy 2 hut');
    assert.equal(Move.pass().kind, H.MOVE_PASS);
    assert.throws(() => Move.parse('jump 3'), H.ParseError);
});

test('default tile set: 79 land tiles and 12 bonus tiles (TILES-2002)', () => {
    const ts = TileSet.default();
    assert.equal(ts.total(100, H.TILE_START), 79);
    assert.equal(ts.total(100, 2), 12);
    const start = ts.types().findIndex((_, i) => ts.isStart(i));
    assert.equal(start >= 0, true);
    assert.equal(ts.find(ts.typeName(start)), start);
    assert.match(ts.sides(start), /^[FMR]{4}$/);
    assert.equal(ts.areas(start).length > 0, true);
    const again = TileSet.fromString(ts.describe());
    assert.equal(again.hash, ts.hash);
    assert.throws(() => TileSet.fromString('tile X 1 QQQQ\n'), (e) => e instanceof H.ParseError && e.line === 1);
    again.free();
    ts.free();
});

test('a game: legal moves, an illegal move rejected with nothing changed (R3.2)', () => {
    const game = new Game({ players: 3, seed: 11n, names: ['Ann', 'Bo', 'Cy'] });
    assert.equal(game.players, 3);
    assert.equal(game.phase, H.PHASE_PLACE);
    assert.equal(game.playerName(1), 'Bo');
    const hash = game.hash;
    assert.throws(() => game.play(Move.place(40, 40, 0)), H.IllegalMove);
    assert.equal(game.hash, hash);
    assert.notEqual(game.check(Move.place(40, 40, 0)), null);
    const moves = game.legalMoves();
    assert.equal(moves.length > 0, true);
    assert.equal(game.check(moves[0]), null);
    game.play(String(moves[0]));
    assert.equal(game.phase, H.PHASE_DEPLOY);
    assert.equal(game.legalMoves()[0].kind, H.MOVE_PASS);   // the pass comes first (R3.4)
    assert.equal(game.board().length, 2);
    const placed = game.board()[1];
    assert.deepEqual([placed.x, placed.y], [moves[0].x, moves[0].y]);
    assert.equal(game.feature(0, 0, 0).tiles >= 1, true);
    game.free();
});

test('records: save, load and save again give the identical text', () => {
    const game = new Game({ players: 2, seed: 5n });
    for (let i = 0; i < 12; i++) game.play(game.legalMoves()[i % game.legalMoves().length]);
    const text = game.save();
    const loaded = Game.load(text);
    assert.equal(loaded.save(), text);
    assert.equal(loaded.hash, game.hash);
    assert.throws(() => Game.load(text.replace('players 2', 'players x')), (e) => e instanceof H.ParseError && e.line > 0);
    loaded.free();
    game.free();
});

test('clones are independent; copyFrom restores', () => {
    const game = new Game({ seed: 3n });
    const copy = game.clone();
    copy.playRandom(1);
    assert.equal(copy.over, true);
    assert.equal(game.over, false);
    copy.copyFrom(game);
    assert.equal(copy.hash, game.hash);
    copy.free();
    game.free();
});

test('caller draws: the tile drawn by name, the stack counts follow (R3.1)', () => {
    const game = new Game({ drawMode: 'caller' });
    assert.equal(game.phase, H.PHASE_DRAW);
    const left = game.tilesLeft();
    const name = Object.keys(left)[0];
    game.draw(name);
    assert.equal(game.tileInHand, name);
    assert.equal(game.tilesLeft()[name] || 0, left[name] - 1);
    assert.throws(() => game.draw(name), H.IllegalMove);
    const events = game.events();
    assert.equal(events.some((e) => e.type === H.EVENT_TILE_DRAWN && e.text.includes(name)), true);
    game.free();
});

if (hunters.hasUndo) {
    test('undo takes back the last move (hunters_game_undo)', () => {
        const game = new Game({ seed: 9n });
        const before = game.hash, record = game.save();
        game.play(game.legalMoves()[0]);
        game.undo();
        assert.equal(game.hash, before);
        assert.equal(game.save(), record);
        assert.throws(() => game.undo(), H.IllegalMove);   // nothing left to undo
        game.free();
    });
}
if (Game.prototype.dropLog) {
    test('a dropped event log changes nothing but the log (hunters_game_drop_log)', () => {
        const logged = new Game({ seed: 8n }), unlogged = new Game({ seed: 8n });
        unlogged.dropLog();
        logged.playRandom(3n);
        unlogged.playRandom(3n);
        assert.equal(unlogged.hash, logged.hash);
        assert.deepEqual(unlogged.scores, logged.scores);
        assert.equal(unlogged.eventCount, 0);
        if (hunters.hasUndo) assert.throws(() => unlogged.undo(), H.IllegalMove);
        logged.free();
        unlogged.free();
    });
}
if (hunters.hasSvg) {
    test('the board as SVG (hunters_svg_board)', () => {
        const game = new Game({ seed: 9n });
        const svg = game.svg();
        assert.match(svg, /<svg[\s\S]*<\/svg>\s*$/);
        assert.equal((svg.match(/class="tile"/g) || []).length, 1);   // the start tile
        if (game.tileset.svg) assert.match(game.tileset.svg(0, 1), /<svg/);
        game.free();
    });
}
if (Game.prototype.projectScores) {
    test('score projection: the final scores once the game is over (R8)', () => {
        const game = new Game({ players: 3, seed: 4n });
        assert.deepEqual(game.projectScores().length, 3);
        game.playRandom(4n);
        assert.deepEqual(game.projectScores(), game.scores);
        game.free();
    });
}
if (hunters.hasBots) {
    test('bots: advice and choice are legal moves of the decision; the game is unchanged', () => {
        const game = new Game({ players: 2, seed: 8n });
        const hash = game.hash;
        const advice = game.botAdvise({ kind: 'mcts', iterations: 200, seed: 1n });
        assert.equal(advice.length > 0, true);
        assert.equal(game.check(advice[0].place), null);
        assert.equal(advice[0].deploy.kind === H.MOVE_DEPLOY || advice[0].deploy.kind === H.MOVE_PASS, true);
        if (Game.prototype.botChoose) assert.equal(game.check(game.botChoose({ kind: 'greedy' })), null);
        assert.equal(game.hash, hash);
        game.free();
    });
}
if (Game.prototype.redetermine) {
    test('redetermination keeps the visible state: tiles left and the tile in hand', () => {
        const game = new Game({ seed: 2n });
        const left = game.tilesLeft(), hand = game.tileInHand;
        game.redetermine(99n);
        assert.deepEqual(game.tilesLeft(), left);
        assert.equal(game.tileInHand, hand);
        game.free();
    });
}

// Seeded games for the comparison with the C library: native rollouts, and
// games played move by move through the wrapper with a fixed choice rule.
const games = [];
test('seeded games play to the end', () => {
    const tileset = TileSet.default();
    for (let seed = 1; seed <= 12; seed++) {
        const players = 2 + (seed % 4);
        const game = new Game({ players, seed: BigInt(seed), tileset });
        game.playRandom(BigInt(seed * 1000003));
        assert.equal(game.over, true);
        games.push({ kind: 'random', seed, players, scores: game.scores, hash: game.hash.toString(16), record: game.save() });
        game.free();
    }
    for (let seed = 1; seed <= 6; seed++) {
        const game = new Game({ players: 2 + (seed % 3), seed: BigInt(seed), tileset });
        for (let turn = 0; !game.over; turn++) {
            const moves = game.legalMoves();
            game.play(moves[(turn * 7 + seed) % moves.length]);
        }
        const points = game.events().filter((e) => e.type === H.EVENT_POINTS).reduce((sum, e) => sum + e.points, 0);
        assert.equal(points, game.scores.reduce((a, b) => a + b, 0));   // every point is explained (R5, R8)
        games.push({ kind: 'moves', seed, players: game.players, scores: game.scores, hash: game.hash.toString(16), record: game.save() });
        game.free();
    }
    tileset.free();
});

// Speed: random games per second, sharing one tile set.
const tileset = TileSet.default();
const game = new Game({ tileset }), scratch = game.clone();
const start = performance.now();
let count = 0;
while (performance.now() - start < 1000) {
    scratch.copyFrom(game);
    scratch.playRandom(BigInt(count++));
}
const perSecond = Math.round(count / ((performance.now() - start) / 1000));
console.log(`node: ${perSecond} random 2-player games/s (one core, copy + hunters_game_play_random)`);
fs.writeFileSync(outPath, JSON.stringify({ games, perSecond }, null, 1));
console.log(`node: ${passed} passed, 0 failed`);
