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

let passed = 0, failed = 0;
function test(name, body) {
    try {
        body();
    } catch (error) {
        failed++;
        console.log(`not ok - ${name}\n${String(error.stack).slice(0, 2000)}`);
        return;
    }
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

// one of two different tile sets of equal content hash (tests/colliding_sets.h): 3 tile types (which 0) or 33 (which 1)
const collidingSet = (which) => ['tile S 1 MMMM start\n  meadow N E S W\n',
    ...(which === 0 ? ['tile Y 31 MMMM\n  meadow N E S W\n']
        : Array.from({ length: 31 }, (_, i) => `tile T${String(i).padStart(2, '0')} 1 MMMM\n  meadow N E S W\n`)),
    `tile ${which === 0 ? 'h6aa93fb02d810557' : 'ha7b9a112973be3cb'} 1 MMMM\n  meadow N E S W\n`].join('');

test('tile sets compare their content, not their hash: equals()', () => {
    // the wrapper had no equality but the hash, and these sets of 3 and 33 tile types hash equal
    const few = TileSet.fromString(collidingSet(0)), many = TileSet.fromString(collidingSet(1));
    assert.deepEqual([few.hash, few.typeCount, many.typeCount], [many.hash, 3, 33]);
    assert.equal(few.equals(many), false);
    assert.equal(many.equals(few), false);
    // the same content in two objects is equal, and so is a game's set; the name does not count
    const twin = TileSet.fromString(`tileset twin\n${collidingSet(1)}`);
    assert.equal(many.equals(twin), true);
    assert.equal(twin.equals(many), true);
    const builtin = TileSet.default(), described = TileSet.fromString(builtin.describe());
    assert.equal(builtin.equals(described), true);
    assert.equal(builtin.equals(many), false);
    const game = new Game({ tileset: twin }), borrowed = game.tileset;
    assert.equal(borrowed.equals(many), true);
    assert.equal(many.equals(borrowed), true);
    assert.equal(borrowed.equals(few), false);
    // anything else is false, never an error
    for (const other of [undefined, null, 0, 'x', {}, many.hash, new Proxy(many, {}), Object.create(TileSet.prototype)]) {
        assert.equal(many.equals(other), false, String(other));
    }
    // freed: equal only to itself, and nothing reaches C
    game.free();
    assert.equal(borrowed.equals(many), false);
    assert.equal(many.equals(borrowed), false);
    assert.equal(borrowed.equals(borrowed), true);
    twin.free();
    assert.equal(twin.equals(many), false);
    assert.equal(many.equals(twin), false);
    assert.equal(twin.equals(twin), true);
    for (const ts of [few, many, builtin, described]) ts.free();
});

test('tile sets from text: an error names its line and column (R2.7)', () => {
    const text = 'tileset t\ntile A 1 FFFF\n  forest N E S W\ntile B 2 QQQQ\n';
    assert.throws(() => TileSet.fromString(text), (e) => e instanceof H.ParseError && e.line === 4 && e.column === 10 &&
        e.message.startsWith('4:10: '));
    assert.throws(() => TileSet.fromString(new TextEncoder().encode(text)), (e) => e.line === 4 && e.column === 10);
    assert.throws(() => TileSet.fromString(42), TypeError);
});

// the quarter turns clockwise of a type's sides "NESW": turned once, the west side faces north
const turned = (sides, rotation) => Array.from({ length: 4 }, (_, s) => sides[(s - rotation + 4) % 4]).join('');
const itemsOn = (ts, type, item) => ts.areas(type).reduce((n, area) => n + (area[item] || 0), 0);

test('the tile finder: what a player sees, best first (R2.1, R2.4, R2.5)', () => {
    const ts = TileSet.default();
    const start = ts.types().findIndex((_, i) => ts.isStart(i));
    // side letters, north first and clockwise: each match shows them once turned
    const bySides = ts.findTiles('RMRM');
    assert.equal(bySides.length > 0, true);
    for (const m of bySides.filter((x) => x.termsMet === 1)) {
        assert.equal(turned(ts.sides(m.type), m.rotation), 'RMRM', `${m.name} r${m.rotation}`);
        assert.equal(m.name, ts.typeName(m.type));
    }
    const turnedOnce = ts.findTiles('RFMR').filter((x) => x.termsMet === 1);   // no symmetry hides a wrong turn
    assert.equal(turnedOnce.length > 0 && turnedOnce.every((m) => turned(ts.sides(m.type), m.rotation) === 'RFMR'), true);
    // "river with 2 fish": the best have a river and 2 fish on the tile, in order of score
    const fish = ts.findTiles('river with 2 fish');
    assert.equal(fish[0].termsMet, 2);
    for (const m of fish.filter((x) => x.termsMet === 2)) {
        assert.equal(ts.areas(m.type).some((a) => a.kind === H.AREA_RIVER), true, m.name);
        assert.equal(itemsOn(ts, m.type, 'fish'), 2, m.name);
    }
    for (let k = 1; k < fish.length; k++) {
        assert.equal(fish[k - 1].termsMet > fish[k].termsMet || (fish[k - 1].termsMet === fish[k].termsMet &&
            fish[k - 1].score >= fish[k].score), true, 'best first');
    }
    for (const [query, item] of [['mammoth', 'mammoth'], ['gold', 'nugget']]) {
        const found = ts.findTiles(query).filter((m) => m.termsMet === 1);
        const expected = ts.types().map((_, t) => t).filter((t) => t !== start && ts.copies(t) > 0 && itemsOn(ts, t, item) > 0);
        assert.deepEqual(found.map((m) => m.type).sort((a, b) => a - b), expected, query);
    }
    assert.equal(ts.findTiles('lake').every((m) => ts.areas(m.type).some((a) => a.kind === H.AREA_LAKE)), true);
    // a name is a term too; the start tile is never listed; an empty query lists every other type
    assert.equal(ts.findTiles(ts.typeName(3))[0].type, 3);
    const all = ts.findTiles('');
    assert.equal(all.length, ts.typeCount - 1);
    assert.equal(all.some((m) => m.type === start), false);
    assert.deepEqual(ts.findTiles('lake', 2), ts.findTiles('lake').slice(0, 2));
    assert.deepEqual(ts.findTiles('lake', 0), []);
    // a word that is no term: ParseError at its column, with the words a query takes
    assert.throws(() => ts.findTiles('river xyzzy'), (e) => e instanceof H.ParseError && e.column === 7 && /side letters/.test(e.message));
    // the same strict checks as every other argument
    assert.throws(() => ts.findTiles(3), TypeError);
    assert.throws(() => ts.findTiles('lake\0'), RangeError);
    assert.throws(() => ts.findTiles('lake', -1), RangeError);
    assert.throws(() => ts.findTiles('lake', 1.5), RangeError);
    assert.throws(() => ts.findTiles('lake', '2'), TypeError);
    assert.throws(() => ts.findTiles('lake', 2 ** 32 + 1), RangeError);
    ts.free();
    assert.throws(() => ts.findTiles('lake'), H.ClosedError);
});

test('the tile finder of a game lists only the tiles still in the stack (R3.1)', () => {
    const game = new Game({ drawMode: 'caller' });
    const ts = game.tileset;
    const lakes = game.findTiles('lake');
    // at a land draw, the set's lake tiles but those of the bonus stack, which this draw does not take from
    assert.equal(ts.findTiles('lake').some((m) => ts.isBonus(m.type)), true);
    assert.deepEqual(lakes, ts.findTiles('lake').filter((m) => !ts.isBonus(m.type)));
    // draw every copy of the best lake tile: it is no longer found
    const gone = lakes[0];
    for (let n = game.tilesLeftOf(gone.type); n > 0; n--) {
        game.draw(gone.type);
        game.play(game.legalMoves()[0]);
        if (game.phase === H.PHASE_DEPLOY) game.play(Move.pass());
        while (game.phase === H.PHASE_DRAW_BONUS) {
            game.draw(Object.keys(game.tilesLeft(true))[0]);
            game.play(game.legalMoves()[0]);
            if (game.phase === H.PHASE_DEPLOY_BONUS) game.play(Move.pass());
        }
    }
    assert.equal(game.tilesLeftOf(gone.type), 0);
    const after = game.findTiles('lake');
    assert.equal(after.some((m) => m.type === gone.type), false);
    assert.equal(after.length, lakes.length - 1);
    assert.equal(game.findTiles('').every((m) => game.tilesLeftOf(m.type) > 0), true);
    assert.throws(() => game.findTiles('two'), H.ParseError);
    assert.throws(() => game.findTiles(null), TypeError);
    game.free();
    assert.throws(() => game.findTiles('lake'), H.ClosedError);
});

test('the tile finder at a draw lists only the stack drawn from, and its best match is drawn (R3.1, R3.6, R6.1)', () => {
    const game = new Game({ drawMode: 'caller' });
    const ts = game.tileset;
    const land = game.findTiles('RMRM');
    assert.equal(land.length > 0 && land.every((m) => !ts.isBonus(m.type)), true);
    assert.deepEqual(game.findTiles('B-AUR-ST'), []);   // a bonus tile's name: none at a land draw
    game.draw(land[0].type);
    assert.equal(game.phase, H.PHASE_PLACE);
    game.free();
    // FCd (a forest with a gold nugget) north of the start tile, FCa east of it: the forest closes, a bonus draw
    const bonus = new Game({ drawMode: 'caller' });
    for (const [tile, place] of [['FCd', 'place 0 -1 r2'], ['FCa', 'place 1 0 r3']]) {
        bonus.draw(tile);
        bonus.play(Move.parse(place));
        bonus.play(Move.pass());
    }
    assert.equal(bonus.phase, H.PHASE_DRAW_BONUS);
    const found = bonus.findTiles('RMRM');
    assert.equal(found.length > 0 && found.every((m) => bonus.tileset.isBonus(m.type)), true);
    assert.deepEqual(bonus.findTiles('F4'), []);   // a land tile's name: none at a bonus draw
    bonus.draw(found[0].type);
    assert.equal(bonus.phase, H.PHASE_PLACE_BONUS);
    bonus.free();
});

// the page's words for places and areas (examples/web/words.js, beside the wrapper in WEBDIR)
const words = await import(path.resolve(webDir, 'words.js'));
test('the page names squares from the start tile and areas by their sides, turned as placed (R2.1, R2.2, R2.3)', () => {
    assert.equal(words.placeWords(2, -1), '1 north and 2 east of the start tile');
    assert.equal(words.placeWords(0, 1), 'just south of the start tile');
    assert.equal(words.placeWords(-3, 0), '3 west of the start tile');
    const ts = TileSet.default();
    // a river from the south side into the lake, turned once clockwise: from the west side
    const lakeEnd = ts.types().map((_, t) => t).find((t) => ts.areas(t).some((a) => a.kind === H.AREA_RIVER && a.ends.includes(2) && a.ends.includes(H.END_LAKE)));
    const river = ts.areas(lakeEnd).findIndex((a) => a.kind === H.AREA_RIVER && a.ends.includes(2));
    assert.match(words.areaWords(ts, lakeEnd, river, 0), /the river from (the south side to the lake|the lake to the south side)/);
    assert.match(words.areaWords(ts, lakeEnd, river, 1), /the river from (the west side to the lake|the lake to the west side)/);
    // every area of every type reads apart from the tile's others, in every turn
    for (let type = 0; type < ts.typeCount; type++) {
        for (let turn = 0; turn < 4; turn++) {
            const said = ts.areas(type).map((_, area) => words.areaWords(ts, type, area, turn));
            assert.equal(new Set(said).size, said.length, `${ts.typeName(type)} r${turn}: ${said.join(' | ')}`);
        }
    }
    ts.free();
});

// the tile-set editor's model (examples/web/tilesets.js): what it reads of a set, it writes back the same
const finder = await import(path.resolve(webDir, 'finder.js'));

test('the page\'s finder counts the terms of a description as the library reads them, so near misses are told apart', () => {
    const ts = TileSet.default();
    assert.equal(finder.countTerms(ts, 'river with 2 fish'), 2);
    assert.equal(finder.countTerms(ts, 'RMRM deer'), 2);
    assert.equal(finder.countTerms(ts, 'lake, no fish'), 2);
    assert.equal(finder.countTerms(ts, 'with a'), 0);
    assert.equal(finder.countTerms(ts, 'LR2a'), 1);
    // every type listed as meeting all terms of 'river with 2 fish' has 2 fish (R2.4, R2.5: what the areas hold)
    const fish = (type) => ts.areas(type).reduce((n, area) => n + (area.fish || 0), 0);
    const all = ts.findTiles('river with 2 fish');
    const exact = all.filter((m) => m.termsMet >= 2);
    assert.ok(exact.length > 0 && exact.length < all.length);
    for (const m of exact) assert.equal(fish(m.type), 2, m.name);
    ts.free();
});
const editor = await import(path.resolve(webDir, 'tilesets.js'));
test('the editor writes back every tile set it reads: the same set, by its content hash (R2.7)', () => {
    const builtin = TileSet.default();
    const tiny = TileSet.fromString(fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'doc', 'tileset-format.md'), 'utf8')
        .split('```')[1].replace(/^\n/, ''));
    for (const set of [builtin, tiny]) {
        const again = TileSet.fromString(editor.setText(editor.modelOf(set)).text);
        assert.equal(again.hash, set.hash, set.name);
        again.free();
        // and kept as its draft, it is read back (isModel: a draft the editor does not write is set aside)
        assert.equal(editor.isModel(JSON.parse(JSON.stringify(editor.modelOf(set)))), true, set.name);
    }
    // the areas that follow from the sides load as they are, and are read back as a draft
    for (const sides of ['FMRM', 'RMRM', 'RRRR', 'FFFF', 'MMMM', 'RMMM', 'FRFR', 'RRMF']) {
        const model = { name: 'auto', tiles: [{ name: 'A', copies: 1, sides, start: true, bonus: false, areas: editor.areasFromSides(sides) }] };
        TileSet.fromString(editor.setText(model).text).free();
        assert.equal(editor.isModel(JSON.parse(JSON.stringify(model))), true, sides);
    }
    // a tile's name as a text field holds it, which strips line feeds and carriage returns alone: a vertical tab, a
    // U+0001 or a NUL pasted into the name is the library's mistake said at its tile, the drawing kept (it was set
    // aside on reload); a line break, which a field cannot hold, is no drawing of the editor's
    const named = (name) => ({ name: 'ours', tiles: [{ name: 'START', copies: 1, sides: 'MMMM', start: true, bonus: false,
        areas: editor.areasFromSides('MMMM') }, { name, copies: 2, sides: 'MMMM', start: false, bonus: false, areas: editor.areasFromSides('MMMM') }] });
    for (const name of ['T\u000b1', 'T\u00011', 'T\u00001', 'T\u007f1']) {
        assert.equal(editor.isModel(JSON.parse(JSON.stringify(named(name)))), true, JSON.stringify(name));
        assert.throws(() => TileSet.fromString(editor.setText(named(name)).text), / 6:7: unexpected byte/, JSON.stringify(name));
    }
    assert.equal(editor.isModel(named('T\t1')), true, 'a tab (the editor says it at its tile: nameMistake)');
    for (const name of ['T\n1', 'T\r1']) assert.equal(editor.isModel(named(name)), false, JSON.stringify(name));
    builtin.free();
    tiny.free();
});

test('rule variants of doc/rules.md: set by keyword, read back, written in the record (R5.3, R7.1, R8.1)', () => {
    const plain = new Game();
    assert.deepEqual(plain.rules, { lastBonus: 'played', forestValue: 'tile', mushroomValue: 'patch', lakeHuts: 'allowed',
        tableWidth: 0, tableHeight: 0 });
    const rules = { lastBonus: 'skipped', forestValue: 'segment', mushroomValue: 'tile', lakeHuts: 'forbidden',
        tableWidth: 9, tableHeight: 7 };
    const game = new Game({ seed: 3n, ...rules });
    assert.deepEqual(game.rules, rules);
    assert.notEqual(game.hash, new Game({ seed: 3n }).hash);
    const record = game.save();
    for (const line of ['last-bonus skipped', 'forest-value segment', 'mushroom-value tile', 'lake-huts forbidden', 'table 9 7']) {
        assert.equal(record.includes(line), true, line);
    }
    assert.deepEqual(Game.load(record).rules, rules);
    assert.throws(() => new Game({ forestValue: 'forest' }), RangeError);
    assert.throws(() => new Game({ lakeHuts: true }), TypeError);
    assert.throws(() => new Game({ tableWidth: -1 }), RangeError);
    assert.throws(() => new Game({ tableHeight: 2 ** 32 }), RangeError);
    plain.free();
    game.free();
});

test('one spelling of the options for every frontend: the records\' names, Python\'s, the table as hunters-sim writes it', () => {
    const rules = { lastBonus: 'skipped', forestValue: 'segment', mushroomValue: 'tile', lakeHuts: 'forbidden',
        tableWidth: 6, tableHeight: 5 };
    const spelled = new Game({ seed: 3n, 'last-bonus': 'skipped', 'forest-value': 'segment', mushroom_value: 'tile',
        'lake-huts': 'forbidden', table: '6x5' });
    assert.deepEqual(spelled.rules, rules);
    assert.equal(spelled.hash, new Game({ seed: 3n, ...rules }).hash);
    assert.deepEqual(new Game({ table: [4, 3] }).rules.tableWidth, 4);
    assert.deepEqual(new Game({ table: 0 }).rules.tableHeight, 0);
    assert.throws(() => new Game({ forestValue: 'tile', 'forest-value': 'segment' }), /given twice/);
    assert.throws(() => new Game({ table: '6x5', tableWidth: 6 }), /given twice/);
    assert.throws(() => new Game({ table: '6 by 5' }), TypeError);
    assert.throws(() => new Game({ 'forest-values': 'tile' }), /unknown option/);
    spelled.free();
});

test('variantChanges: how often each rule variant changed the play (R5.3, R3.2)', () => {
    // the same random games as the Lua test: seed 579 has one forest scored
    // otherwise per segment than per tile; the default rules count nothing
    const segment = new Game({ seed: 579n, 'forest-value': 'segment' });
    segment.playRandom(579n);
    assert.deepEqual(segment.variantChanges(), { 'forest-value': 1, 'mushroom-value': 0, 'bonus-rule': 0, 'lake-huts': 0,
        'last-bonus': 0, table: 0 });
    assert.equal(Game.load(segment.save()).variantChanges()['forest-value'], 1);
    const plain = new Game({ seed: 579n });
    plain.playRandom(579n);
    assert.equal(Object.values(plain.variantChanges()).every((count) => count === 0), true);
    const tight = new Game({ seed: 5n, table: '3x3' });
    tight.playRandom(5n);
    assert.equal(tight.variantChanges().table > 0, true);
    segment.free();
    assert.throws(() => segment.variantChanges(), H.ClosedError);
    plain.free();
    tight.free();
});

test('trimName gives a name the library takes (hunters_player_name_trim: its own rule, no copy)', () => {
    const game = new Game({ players: 2, seed: 1n });
    // the spaces the setter refuses at an end: U+0020, U+00A0, U+3000, a space behind U+200D or before U+FE0F,
    // the fillers U+3164 and U+2800, U+FEFF, U+200B, a tab and a newline, U+115F outside a syllable
    for (const typed of [' Ann', 'Ann ', '\u00A0Ann\u3000', '\u200D Ann', 'Ann \uFE0F', '\u3164Ann', 'Ann\u2800',
        '\uFEFFAnn\u200B', '\tAnn\n', '\u115FAnn']) {
        assert.throws(() => game.setPlayerName(0, typed), H.HuntersError, JSON.stringify(typed));
        assert.equal(hunters.trimName(typed), 'Ann', JSON.stringify(typed));
        game.setPlayerName(0, hunters.trimName(typed));
        assert.equal(game.playerName(0), 'Ann');
    }
    // kept: a space inside, an emoji's U+FE0F, joiners beside a name, a jamo syllable (U+115F U+1161)
    for (const kept of ['Ann\u00A0Bo', '\u2764\uFE0F', '\u200DAnn\u200D', '\u115F\u1161', '🦊 Fox']) assert.equal(hunters.trimName(kept), kept);
    // nothing that shows: no name
    for (const blank of ['', '   ', '\u3000\u200B', '\u200D', ' \u00AD\u3164 ']) assert.equal(hunters.trimName(blank), '');
    assert.throws(() => hunters.trimName(7), TypeError);
    // a NUL, which the setter refuses, is refused here too, in the setter's words (the defect: ' Ann\0 ' gave
    // 'Ann\0', a name no setter takes)
    for (const withNul of [' Ann\0 ', '\0', 'Ann\0']) {
        assert.throws(() => hunters.trimName(withNul), { name: 'RangeError', message: 'name must not contain NUL characters' });
        assert.throws(() => game.setPlayerName(0, withNul), { name: 'RangeError', message: 'name must not contain NUL characters' });
    }
    // a lone surrogate, which UTF-8 has not, likewise, as the setter and Python's trim_name refuse it (the defect:
    // ' Zo\ud800 ' gave 'Zo\uFFFD', a name the setter took, other than the one given); a pair is one character
    const surrogate = { name: 'HuntersError', status: H.EINVAL, message: 'a player name is UTF-8: a surrogate (U+D800 to U+DFFF)' };
    for (const lone of [' Zo\ud800 ', '\udc00', 'Ann\udfff', '\udc00\ud800', '\ud83e']) {
        assert.throws(() => hunters.trimName(lone), surrogate, JSON.stringify(lone));
        assert.throws(() => game.setPlayerName(0, lone), surrogate, JSON.stringify(lone));
    }
    assert.equal(hunters.trimName(' \ud83e\udd8a '), '\ud83e\udd8a');
    game.free();
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
    // a refused query says what it asked, not the game's message of an older call
    const refused = game.check(Move.place(40, 40, 0));
    // (in the words of the Python and Lua bindings: 'no area 7 on the tile at -1,0', 'no tile at 9,9')
    assert.throws(() => game.feature(0, 0, 99), (error) => error.status === H.ERANGE &&
        error.message === 'no area 99 on the tile at 0,0' && error.message !== refused);
    assert.throws(() => game.feature(40, 40, 0), (error) => error.status === H.ERANGE && error.message === 'no tile at 40,40');
    assert.throws(() => game.feature(-40, 3, 99), (error) => error.message === 'no tile at -40,3');
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
    // the text numbers players from 1 as people do, the field stays the index 0
    const drawn = events.find((e) => e.type === H.EVENT_TILE_DRAWN);
    assert.equal(drawn.player, 0);
    assert.equal(drawn.text, `player 1 drew ${name}`);
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
        // MCTS2 over two root-parallel searches: legal (R3.2), the same for a seed and thread count
        const two = (g) => g.botAdvise({ kind: 'mcts2', iterations: 40, seed: 3n, threads: 2 }, 1)[0].place.value;
        const other = new Game({ players: 2, seed: 8n });
        assert.equal(two(game), two(other));
        assert.equal(game.check(game.botAdvise({ kind: 'mcts2', iterations: 40, seed: 3n, threads: 2 }, 1)[0].place), null);
        assert.throws(() => game.botAdvise({ kind: 'mcts', threads: 2 }), /mcts2 bot only/);
        assert.throws(() => game.botAdvise({ kind: 'mcts2', threads: 65 }), RangeError);
        assert.throws(() => game.botAdvise({ kind: 'mcts2', iterations: 0 }), /iterations or milliseconds/);
        other.free();
        game.free();
    });
}
test('the longest event and advice lines come back whole', () => {
    // tile names of 31 bytes, the most a tile set takes (doc/tileset-format.md), and a meadow holding every
    // animal, fire and dolmen (hunters_advice_format lists each)
    const longest = 'A'.repeat(31), other = 'B'.repeat(31);
    const meadow = '  meadow N E S W deer=99 mammoth=99 tiger=99 aurochs=99 fire dolmen\n';
    const set = TileSet.fromString(`tile ${longest} 1 MMMM start\n${meadow}tile ${other} 5 MMMM\n${meadow}`);
    const game = new Game({ seed: 1n, tileset: set });
    game.play(Move.place(1, 0, 0));
    assert.deepEqual(game.events().map((e) => e.text), [`start tile ${longest} placed at (0,0)`,
        'player 1 begins a turn', `player 1 drew ${other}`, `player 1 placed ${other} at (1,0) rotation 0`]);
    if (Game.prototype.botAdvise) {
        assert.equal(game.botAdvise({ kind: 'greedy' }, 1)[0].text, 'hunter on a meadow (area 0: 198 deer, '
            + '198 mammoths, 198 tigers, 198 aurochs, 2 fires, 2 dolmens): 1 visit, mean +1188.0');
    }
    game.free();
    set.free();
});

test('a line past 256 bytes comes back whole', () => {
    // hunters_event_format and hunters_advice_format return the whole length, snprintf-like (hunters.h): no
    // line the library makes today passes 255 bytes, but the wrapper reads any length. Two of the core's
    // functions are swapped for stand-ins for this test: the advice gets a mean of 1e300 (300 digits in C's own
    // line), the event line is 300 bytes
    const M = hunters.core, advise = M._hunters_bot_advise, format = M._hunters_event_format;
    const line = `player 1 ${'x'.repeat(300)}`, expected = [], whole = M._malloc(1024);
    M._hunters_bot_advise = (g, options, out, capacity) => {
        const n = advise(g, options, out, capacity);
        for (let i = 0; i < Math.min(n, capacity); i++) {
            M.HEAPF64[(out + 104 * i + 24) >> 3] = 1e300;   // hunters_advice.mean on wasm32
            expected.push(M.UTF8ToString(whole, M._hunters_advice_format(out + 104 * i, whole, 1024)));
        }
        return n;
    };
    M._hunters_event_format = (g, event, buffer, size) => {
        const bytes = new TextEncoder().encode(line), stored = Math.min(size - 1, bytes.length);
        M.HEAPU8.set(bytes.subarray(0, stored), buffer);
        M.HEAPU8[buffer + stored] = 0;
        return bytes.length;
    };
    const game = new Game({ seed: 1n });
    try {
        assert.equal(game.events()[0].text, line);
        if (Game.prototype.botAdvise) {
            const advice = game.botAdvise({ kind: 'greedy' }, 2);
            assert.equal(advice.length, 2);
            assert.equal(expected.every((text) => text.length > 300), true);
            assert.deepEqual(advice.map((a) => a.text), expected);
        }
    } finally {
        M._hunters_bot_advise = advise;
        M._hunters_event_format = format;
        M._free(whole);
        game.free();
    }
});

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

// ---- regression tests of the wrapper's strictness (each fails without its fix)
/** body() throws an error of Class whose message names `name`. */
const refuses = (body, Class, name) => assert.throws(body, (e) => e instanceof Class && e.message.includes(name), name);

if (hunters.hasBots) {
    test('botAdvise: a negative or huge capacity is refused before C sees it; another game is intact', () => {
        // defect: capacity 2**31 wrapped the block's size (104 * 2**31 + 160)
        // and C wrote its advice over the heap, zeroing another game
        const other = new Game({ players: 3, seed: 21n });
        for (let turn = 0; turn < 10; turn++) other.play(other.legalMoves()[0]);
        const hash = other.hash, scores = other.scores, record = other.save();
        const game = new Game({ seed: 4n });
        for (const capacity of [-1, 0, 2 ** 31, 2 ** 32 + 1, 1001, 2.5, NaN, Infinity, '8', 2n ** 64n]) {
            refuses(() => game.botAdvise({ kind: 'random' }, capacity), capacity === '8' ? TypeError : RangeError, 'capacity');
        }
        assert.equal(game.botAdvise({ kind: 'random' }, 1000).length > 0, true);   // the largest allowed
        assert.equal(other.hash, hash);
        assert.deepEqual(other.scores, scores);
        assert.equal(other.save(), record);
        game.free();
        other.free();
    });
}

test('a freed game refuses every call, its tile set too (ClosedError, as Python)', () => {
    // defect: game.tileset after game.free() read the freed game's memory
    const game = new Game({ seed: 6n });
    const set = game.tileset;
    game.free();
    refuses(() => game.tileset, H.ClosedError, 'the game is closed');
    refuses(() => set.typeName(0), H.ClosedError, 'the game that owns this tile set is closed');
    refuses(() => game.hash, H.ClosedError, 'the game is closed');
    refuses(() => game.legalMoves(), H.ClosedError, 'the game is closed');
    assert.equal(game.closed, true);
    assert.equal(set.closed, true);
    const own = TileSet.default();
    own.free();
    refuses(() => own.describe(), H.ClosedError, 'the tile set is closed');
});

test('no value is silently wrapped or ignored: each is a TypeError or RangeError naming its argument', () => {
    // defects: Move.place(2**32 + 1, ...) was place 1 ..., NaN and fractions
    // became 0 or were truncated, drawMode 'Caller' was the engine, seeds
    // beyond 64 bits were wrapped, events(-2) listed the whole log, a freed
    // tile set given to new Game gave the default set
    refuses(() => Move.place(2 ** 32 + 1, 0, 0), RangeError, 'x');
    refuses(() => Move.place(0, NaN, 0), RangeError, 'y');
    refuses(() => Move.place(0, 0, 1.5), RangeError, 'rotation');
    refuses(() => Move.deploy(256), RangeError, 'area');
    refuses(() => new Move(2n ** 64n + 5n), RangeError, 'move');
    refuses(() => new Game({ drawMode: 'Caller' }), RangeError, 'drawMode');
    refuses(() => new Game({ bonusRule: 'toString' }), RangeError, 'bonusRule');
    refuses(() => new Game({ players: 2 ** 32 + 2 }), RangeError, 'players');
    refuses(() => new Game({ players: 2.5 }), RangeError, 'players');
    refuses(() => new Game({ seed: 2n ** 64n + 1n }), RangeError, 'seed');
    refuses(() => new Game({ seed: -1n }), RangeError, 'seed');
    refuses(() => new Game({ seed: 2 ** 60 }), RangeError, 'seed');   // not exact as a number
    refuses(() => new Game({ seed: '7' }), TypeError, 'seed');
    refuses(() => new Game({ player: 3 }), TypeError, 'player');       // unknown keys too, as Python's keywords
    const freed = TileSet.default();
    freed.free();
    refuses(() => new Game({ tileset: freed }), H.ClosedError, 'tile set is closed');
    const game = new Game({ seed: 2n ** 64n - 1n });
    refuses(() => game.events(-2), RangeError, 'start');
    refuses(() => game.playRandom(2n ** 64n), RangeError, 'seed');
    refuses(() => game.supply(2), RangeError, 'player');
    refuses(() => game.stackSize(1), TypeError, 'bonus');
    assert.equal(game.events(0).length, game.eventCount);
    game.free();
});

// The fuzz corpora (tests/fuzz/corpus/record, tileset, move_parse) through
// the wasm build: each input loads or is refused with an error, never a
// crash; tests/web-node.sh checks that the native library gives the same
// outcome (accepted or not, and the hash, scores and record, or the error's
// status and place). Added inputs: numbers that wrap a 32-bit long (wasm32's
// long; the native one is 64 bits), which must be refused on both.
const corpusDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'fuzz', 'corpus');
const corpus = [];
const WRAPS = [
    ['record', 'default-engine.rec', 'players 3', 'players 4294967299'],
    ['record', 'default-engine.rec', 'hunters-record 2', 'hunters-record 4294967298'],
    ['record', 'default-engine.rec', 'first-player 0', 'first-player 4294967296'],
    ['record', 'default-engine.rec', 'supply 5 2', 'supply 4294967301 2'],
    ['record', 'default-engine.rec', 'name 1 Bo', 'name 4294967297 Bo'],
    ['record', 'default-engine.rec', 'seed 3', 'seed 18446744073709551619'],
    ['record', 'default-engine.rec', 'place 0 1 r2', 'place 4294967296 1 r2'],
    ['record', 'default-engine.rec', 'deploy 1 member', 'deploy 4294967297 member'],
    ['tileset', 'lab.txt', 'tile G 20 MMMM', 'tile G 4294967297 MMMM'],
    ['tileset', 'lab.txt', 'lake fish=2', 'lake fish=4294967298'],
    ['move_parse', 'place', null, 'place 4294967297 0 r0'],
];
test('the fuzz corpora, and inputs that wrap a 32-bit long, load or are refused, never crash', () => {
    const outcome = (body) => {
        try {
            return { accepted: true, ...body() };
        } catch (e) {
            assert.ok(e instanceof H.HuntersError, `${e}`);   // the library's refusal, not a crash of the wrapper
            return { accepted: false, status: e.status, line: e.line, column: e.column, message: e.message };
        }
    };
    // bytes as they are (a Buffer is a Uint8Array); the JSON carries them as latin1 text
    const run = (kind, name, bytes) => {
        const text = bytes.toString('latin1');
        let result;
        if (kind === 'record') {
            result = outcome(() => {
                const game = Game.load(bytes);
                try {
                    return { hash: game.hash.toString(16), scores: game.scores, record: game.save() };
                } finally {
                    game.free();
                }
            });
        } else if (kind === 'tileset') {
            result = outcome(() => {
                const set = TileSet.fromString(bytes);
                try {
                    return { hash: set.hash.toString(16), describe: set.describe() };
                } finally {
                    set.free();
                }
            });
        } else {
            result = outcome(() => ({ value: Move.parse(text.replace(/\0[\s\S]*$/, '')).value.toString(16) }));
        }
        corpus.push({ kind, name, text, ...result });
    };
    for (const kind of ['record', 'tileset', 'move_parse']) {
        for (const name of fs.readdirSync(path.join(corpusDir, kind)).sort()) {
            run(kind, name, fs.readFileSync(path.join(corpusDir, kind, name)));
        }
    }
    for (const [kind, base, from, to] of WRAPS) {
        const text = from === null ? to : fs.readFileSync(path.join(corpusDir, kind, base), 'latin1').replace(from, to);
        assert.notEqual(text.indexOf(to), -1, `${base}: ${from}`);
        run(kind, `${base}: ${to}`, Buffer.from(text, 'latin1'));
    }
    assert.equal(corpus.filter((c) => c.accepted && c.kind === 'record').length > 5, true);
});

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
fs.writeFileSync(outPath, JSON.stringify({ games, corpus, perSecond }, null, 1));
console.log(`node: ${passed} passed, ${failed} failed`);
if (failed) process.exit(1);
