// The table test of the companion page, in headless Debian Chromium, on a
// phone (390 x 844) and a desktop (1280 x 800) screen:
//   node tests/web/table-test.mjs WEBDIR OUTDIR
// - a whole 2-player table game where each tile "drawn" (a seeded draw
//   among the tiles left, as at a real table) is entered through the finder
//   by what the player sees: its side letters turned as it lies in the hand
//   and its features ("RMRM 2 fish deer"), never its name (R2.1, R2.4, R2.5);
// - on every screen shown: each tap target at least 44 px, no text cut off
//   (every element's box inside its container's, unless that scrolls; an
//   ellipsis with the whole text in a title is meant, no cut-off), the
//   hinted square inside the viewport, deployment choices that never read
//   alike, and the final panel's points by source summing to the scores
//   (R5.3, R5.4, R8.2, R8.3) with the BG Stats link's play;
// - the tile-set editor: three tiles drawn by tapping (a mistake shown at
//   its tile with its line and column), exported, played in a whole game,
//   and the export loaded again in a new page;
// - a tile entered wrongly: the finder lists the type with none left under
//   its own line, with the turn it was entered, and undoes back to it; and
//   a game under way continued on another tile set, its moves kept (a set
//   that lacks a tile drawn refused with the turn and move that do not fit).
// Saves screenshots of the start, the finder, a deploy choice, a hint and
// the final panel (and the editor) into OUTDIR.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, newTab, until, waitForFunction } from './chromium.mjs';
import { serve } from './serve.mjs';

const [webDir, outDir] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });
const downloads = fs.mkdtempSync(path.join(outDir, 'downloads-'));
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hunters-chromium-'));

let seed = 4390;
const choose = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return Math.floor((seed / 2147483648) * n); };

const server = await serve(webDir);
const browser = await launchChromium(profile);
let passed = 0;
const ok = (name) => { passed++; console.log(`ok ${passed} - ${name}`); };
const errors = [];

// a tab on the page (its waits run out after WAIT_MS, chromium.mjs)
async function newPage(width, height) {
    const page = await newTab(browser);
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    await page.setViewport({ width, height });
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForSelector('body[data-ready]');
    return page;
}

// ---- what is checked on every screen ---------------------------------------
// Tap targets: every visible control (and the labels of check boxes and
// radio buttons, which are what a finger hits) at least 44 px both ways.
const smallTargets = (page) => page.evaluate(() => {
    const visible = (node) => {
        const r = node.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const style = getComputedStyle(node);
        return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const blocked = document.querySelector('dialog[open]');
    const controls = [...document.querySelectorAll('button, a[href], label.button, select, input, summary, [role=button]')]
        .filter((node) => !blocked || blocked.contains(node))
        .map((node) => (node.matches('input[type=checkbox], input[type=radio]') ? node.closest('label') : node))
        .filter((node) => node && visible(node));
    return controls.filter((node) => {
        const r = node.getBoundingClientRect();
        return Math.round(r.width) < 44 || Math.round(r.height) < 44;
    }).map((node) => `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent || node.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(node.getBoundingClientRect().width)}x${Math.round(node.getBoundingClientRect().height)}`);
});
// Text cut off: an element with text whose box leaves its parent's (a
// parent that scrolls or clips on purpose excepted: its content is reached
// by scrolling), or whose own text overflows it. An ellipsis is no cut-off
// when it is meant: text-overflow: ellipsis, and the whole text in the
// title of the element (or of its nearest one with a title), the tooltip
// that shows it (the final panel's names cut short on a phone, style.css);
// an ellipsis with no such title hides the text's end for good, and is.
const cutOff = (page) => page.evaluate(() => {
    const out = [];
    const scope = document.querySelector('dialog[open]') || document.body;
    for (const node of scope.querySelectorAll('button, a, label, p, span, b, td, th, h1, h2, li, summary, select, code')) {
        if (node.closest('svg') || !node.textContent.trim()) continue;
        if (node.closest('.sr-only')) continue;   // for screen readers only, clipped to a pixel on purpose (the decision said, the finder's count)
        const folded = node.closest('details:not([open])');
        if (folded && !node.closest('summary')) continue;   // not shown until unfolded
        const r = node.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible' && node.tagName !== 'SELECT') {
            const text = node.textContent.trim();
            if (getComputedStyle(node).textOverflow === 'ellipsis') {
                const titled = node.closest('[title]');
                if (titled && titled.title.trim() === text) continue;   // cut short on purpose, whole in its tooltip
                out.push(`${node.tagName} "${text.slice(0, 30)}" ends in an ellipsis, its whole text in no title`);
                continue;
            }
            out.push(`${node.tagName} "${text.slice(0, 30)}" overflows itself`);
            continue;
        }
        for (let parent = node.parentElement; parent && parent !== scope.parentElement; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (/(auto|scroll|hidden)/.test(style.overflowX + style.overflowY)) break;   // reached by scrolling
            if (style.display === 'inline') continue;   // a line's box: the block around it holds the text
            const p = parent.getBoundingClientRect();
            if (r.left < p.left - 1 || r.right > p.right + 1 || r.top < p.top - 1 || r.bottom > p.bottom + 1) {
                out.push(`${node.tagName} "${node.textContent.trim().slice(0, 30)}" leaves ${parent.tagName}#${parent.id}.${parent.className}`);
                break;
            }
        }
    }
    return out;
});
async function checkScreen(page, what) {
    assert.deepEqual(await smallTargets(page), [], `${what}: tap targets of at least 44 px`);
    assert.deepEqual(await cutOff(page), [], `${what}: no text cut off`);
}

// ---- the finder by features ------------------------------------------------
// The table's draw: a seeded tile among those left; what the player sees of
// it: its sides as it lies (turned at random) and its features, in words.
async function drawAndDescribe(page) {
    const left = await page.evaluate(() => {
        const game = window.companion.state.game;
        const bonus = game.phase === 4;   // PHASE_DRAW_BONUS
        return Object.entries(game.tilesLeft(bonus));
    });
    const total = left.reduce((n, [, count]) => n + count, 0);
    let pick = choose(total), name = left[0][0];
    for (const [type, count] of left) { if (pick < count) { name = type; break; } pick -= count; }
    const turn = choose(4);
    const query = await describeTile(page, name, turn);
    assert.equal(query.includes(name), false);
    return { name, query };
}

// What a player sees of a tile of type `name` turned `rotation` quarters:
// its side letters as it lies and its features, in words.
function describeTile(page, name, rotation) {
    return page.evaluate((typeName, rotation) => {
        const ts = window.companion.state.game.tileset;
        const type = ts.find(typeName);
        const sides = ts.sides(type);
        const words = [Array.from({ length: 4 }, (_, s) => sides[(s - rotation + 4) % 4]).join('')];
        const counts = {};
        let lake = false;
        for (const area of ts.areas(type)) {
            if (area.kind === 3) lake = true;
            for (const item of ['fish', 'nugget', 'mushroom', 'deer', 'mammoth', 'tiger', 'aurochs', 'fire', 'dolmen']) {
                if (area[item]) counts[item] = (counts[item] || 0) + area[item];
            }
        }
        if (lake) words.push('lake');
        for (const [item, n] of Object.entries(counts)) words.push(`${n > 1 ? `${n} ` : ''}${item === 'nugget' ? 'gold' : item}`);
        return words.join(' ');
    }, name, rotation);
}

async function enterByFeatures(page, stats) {
    const { name, query } = await drawAndDescribe(page);
    if (stats.positions.length === 0) {
        // a word the finder does not know: said under the field, with the words it takes; the list stays
        await page.type('#finder-query', 'river xyzzy');
        const said = await page.$eval('#finder-error', (p) => (p.hidden ? '' : p.textContent));
        assert.match(said, /xyzzy.*side letters/);
        assert.ok((await page.$$('#finder-results [data-draw]')).length > 0);
        await page.click('#finder-query', { clickCount: 3 });
        await page.type('#finder-query', query);   // key by key, the first time
    } else {
        await page.$eval('#finder-query', (input, text) => {
            input.value = text;
            input.dispatchEvent(new Event('input'));
        }, query);
    }
    const names = await page.$$eval('#finder-results [data-draw]', (buttons) => buttons.map((b) => b.dataset.draw));
    const position = names.indexOf(name);
    assert.ok(position >= 0, `"${query}" lists ${name} among the shown results: ${names.join(' ')}`);
    stats.positions.push(position);
    return { name, query, button: `#finder-results [data-draw="${name}"]` };
}

// A whole table game from the set-up dialog: each tile by the finder; a
// hint once; screenshots of the finder, a deploy choice, the hint and the
// final panel, and the checks on each.
async function playTableGame(page, label, players, stats) {
    await page.click('input[name=mode][value=table]');
    await page.select('#player-count', String(players.length));
    for (let p = 0; p < players.length; p++) {
        const input = (await page.$$('#player-rows input[type=text]'))[p];
        await input.click({ clickCount: 3 });
        await input.type(players[p]);
    }
    await page.click('#start');
    let turns = 0, refits = 0, shots = { finder: false, deploy: false, hint: false };
    for (let step = 0; step < 3000; step++) {
        if (await page.$('#final')) break;
        if (await page.$('#finder-query')) {
            const entry = await enterByFeatures(page, stats);
            if (!shots.finder) {
                await page.$eval('#prompt', (prompt) => prompt.scrollIntoView({ block: 'start' }));
                await page.screenshot({ path: path.join(outDir, `${label}-finder.png`) });
                await checkScreen(page, `${label} finder`);
                shots.finder = true;
            }
            const left = () => page.evaluate((name) => window.companion.state.game.tilesLeftOf(window.companion.state.game.tileset.find(name)), entry.name);
            const before = await left();
            await page.click(entry.button);
            assert.equal(await left(), before - 1, `${entry.name} was drawn`);   // in hand, or gone when it fits nowhere (R3.3, R6.5)
            continue;
        }
        if (await page.$('#board .legal')) {
            if (turns === 4 && !shots.hint) {
                await page.click('#hint');
                await page.waitForSelector('#hint-result[data-move]');
                const text = await page.$eval('#hint-result', (p) => p.textContent);
                assert.doesNotMatch(text.split('.')[0], /\(-?\d+, -?\d+\)/, 'the hint names no coordinates');
                assert.match(text, /start tile|orange square/);
                const inside = await page.$eval('#board .legal.hinted', (cell) => {
                    const r = cell.getBoundingClientRect(), b = document.querySelector('#board').getBoundingClientRect();
                    return r.left >= Math.max(0, b.left) - 1 && r.top >= Math.max(0, b.top) - 1 &&
                        r.right <= Math.min(innerWidth, b.right) + 1 && r.bottom <= Math.min(innerHeight, b.bottom) + 1;
                });
                assert.ok(inside, `${label}: the hinted square is inside the viewport`);
                await page.screenshot({ path: path.join(outDir, `${label}-hint.png`) });
                await checkScreen(page, `${label} hint`);
                shots.hint = true;
                await page.click('#board .legal.hinted');
            } else {
                await page.$eval('#board-pane', (pane) => pane.scrollIntoView({ block: 'nearest' }));
                const cells = await page.$$eval('#board .legal', (nodes) => nodes.map((node, index) => {
                    const r = node.getBoundingClientRect();
                    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                    return hit && node.contains(hit) ? index : -1;
                }).filter((index) => index >= 0));
                if (!cells.length) {
                    // every legal square outside the view: the board is panned there by ⤢
                    assert.ok(++refits < 3, `${label}: no legal square in view: ${await page.$eval('#board', (b) => `${b.getAttribute('viewBox')} ${[...b.querySelectorAll('.legal')].map((g) => `${g.dataset.x},${g.dataset.y}`).join(' ')}`)}`);
                    await page.click('#zoom-fit');
                    continue;
                }
                refits = 0;
                const size = await page.$eval('#board .legal rect', (r) => r.getBoundingClientRect().width);
                assert.ok(size >= 44 - 0.5, `${label}: a board square is ${size} px`);
                await (await page.$$('#board .legal'))[cells[choose(cells.length)]].click();
            }
            await page.click('#place');
            turns++;
            continue;
        }
        if (await page.$('#pass')) {
            const choices = await page.$$eval('[data-deploy-choice]', (buttons) => buttons.map((b) => b.textContent));
            assert.equal(new Set(choices).size, choices.length, `deploy choices read alike: ${choices.join(' | ')}`);
            assert.equal(choices.some((c) => /\(-?\d+, -?\d+\)|area \d/.test(c)), false, choices.join(' | '));
            if (choices.length >= 3 && !shots.deploy) {
                await page.$eval('#action', (a) => a.scrollIntoView({ block: 'start' }));
                await page.screenshot({ path: path.join(outDir, `${label}-deploy.png`) });
                await checkScreen(page, `${label} deploy choice`);
                shots.deploy = true;
            }
            const pick = choose(choices.length + 2);
            if (pick < choices.length) await (await page.$$('[data-deploy-choice]'))[pick].click();
            else await page.click('#pass');
            continue;
        }
        throw new Error(`${label}: nothing to do at step ${step}: ${await page.$eval('#prompt', (p) => p.textContent)}`);
    }
    assert.ok(await page.$('#final'), `${label}: the game ended`);
    return { turns, shots };
}

// The final panel: points by source sum to the scores; the BG Stats link's play.
async function checkFinal(page, label, players) {
    await page.$eval('#action', (a) => a.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(outDir, `${label}-final.png`) });
    await checkScreen(page, `${label} final panel`);
    const rows = await page.$$eval('#final tbody tr', (trs) => trs.map((tr) => ({
        name: tr.querySelector('.name').textContent,
        sources: [...tr.querySelectorAll('[data-source]')].map((td) => Number(td.textContent)),
        total: Number(tr.querySelector('[data-final-score]').textContent),
    })));
    const scores = await page.evaluate(() => window.companion.state.game.scores);
    for (const row of rows) assert.equal(row.sources.reduce((a, b) => a + b, 0), row.total, `${row.name}: forests + rivers + huts + meadows`);
    const href = await page.$eval('#bgstats', (a) => a.getAttribute('href'));
    const prefix = 'bgstats://app.bgstatsapp.com/addPlay.html?data=';
    assert.ok(href.startsWith(prefix), href);
    const play = JSON.parse(decodeURIComponent(href.slice(prefix.length)));
    assert.equal(play.game.bggId, 4390);
    assert.equal(play.game.name, 'Carcassonne: Hunters and Gatherers');
    assert.match(play.playDate, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    assert.ok(Number.isInteger(play.durationMin) && play.durationMin >= 1);
    assert.deepEqual(play.players.map((p) => p.name), players);
    assert.deepEqual(play.players.map((p) => p.score), scores);
    const best = Math.max(...scores);
    assert.deepEqual(play.players.map((p) => p.winner), scores.map((s) => s === best));
    return play;
}

// ---- a tile missing from the finder in a game under way --------------------
const game = (page, body, ...args) => page.evaluate(body, ...args);
const hashOf = (page) => game(page, () => String(window.companion.state.game.hash));
const leftOf = (page, name) => game(page, (n) => window.companion.state.game.tilesLeftOf(window.companion.state.game.tileset.find(n)), name);

// Enters a tile of type `name` through the finder by what it shows, places
// it on the first legal square and deploys nothing (R3.4).
async function enterAndPlace(page, name) {
    const query = await describeTile(page, name, 0);
    await page.$eval('#finder-query', (input, text) => { input.value = text; input.dispatchEvent(new Event('input')); }, query);
    await page.click(`#finder-results [data-draw="${name}"]`);
    await page.$eval('#board .legal', (cell) => cell.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await page.click('#place');
    await page.click('#pass');
    return query;
}

// An early tile entered as X (a look-alike of the tile really drawn): when
// a tile of X is in hand later, the finder lists X under "none left" with
// the turn it was entered, and "Undo back" returns the game to just before
// it (R3.1: a tile drawn is placed; undone, it is back in the stack).
async function checkUsedUp(page) {
    const [x, y] = await game(page, () => {
        const ts = window.companion.state.game.tileset;
        const plain = [];
        for (let t = 0; t < ts.typeCount; t++) {
            if (!ts.isStart(t) && !ts.isBonus(t) && !ts.areas(t).some((a) => a.nugget)) plain.push(t);
        }
        const once = plain.find((t) => ts.copies(t) === 1);
        return [ts.typeName(once), ts.typeName(plain.find((t) => t !== once))];
    });
    const fresh = await hashOf(page);
    const query = await enterAndPlace(page, x);   // turn 1, Ann
    await enterAndPlace(page, y);                 // turn 2, Ben
    assert.equal(await leftOf(page, x), 0);
    await page.$eval('#finder-query', (input, text) => { input.value = text; input.dispatchEvent(new Event('input')); }, query);
    assert.equal(await page.$(`#finder-results [data-draw="${x}"]`), null, `${x} is not among the tiles left`);
    assert.match(await page.$eval('#finder-used-up', (p) => p.textContent), /^None left in the stack/);
    const entered = await page.$$eval(`[data-used-up="${x}"] .entered`, (spans) => spans.map((s) => s.textContent));
    const [px, py] = await game(page, () => {
        const first = window.companion.state.game.board().find((square) => square.order === 1);
        return [first.x, first.y];
    });
    assert.deepEqual(entered, [`Turn 1, Ann: placed ${placeWordsOf(px, py)}.`]);
    await page.click('#not-in-list');
    assert.match(await page.$eval('#missing-panel', (p) => p.textContent), new RegExp(`${x} matches but has none left`));
    await page.$eval('#finder-used-up', (p) => p.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: path.join(outDir, 'used-up.png') });
    await checkScreen(page, 'used-up matches');
    // the confirm says what is undone; refused, nothing changes
    const before = await hashOf(page);
    let asked = '';
    page.once('dialog', (dialog) => { asked = dialog.message(); dialog.dismiss(); });
    await page.click(`[data-used-up="${x}"] .undo-to[data-undo-turn="1"]`);
    assert.match(asked, new RegExp(`^Undo back to turn 1, before Ann entered ${x}\\? This takes back 6 steps: `));
    assert.equal(await hashOf(page), before);
    page.once('dialog', (dialog) => dialog.accept());
    await page.click(`[data-used-up="${x}"] .undo-to[data-undo-turn="1"]`);
    assert.equal(await hashOf(page), fresh, 'the game as before turn 1');
    assert.equal(await game(page, () => window.companion.state.game.decisionCount), 0);
    assert.equal(await leftOf(page, x), 1);
    assert.match(await page.$eval('#prompt', (p) => p.textContent), /^Ann: what does the tile drawn show/);
    // the finder as when turn 1's tile was picked: its description and list, the look-alike back in it (it came
    // back empty, and the tile was described all over again)
    assert.equal(await page.$eval('#finder-query', (i) => i.value), query, 'turn 1\'s description is back');
    assert.match(await page.$eval(`#finder-results [data-draw="${x}"]`, (b) => b.textContent), /1 left/);
    assert.equal(await page.$('#finder-used-up'), null);
    return x;
}

// The same words for a square as the page's (words.js), for the check above.
function placeWordsOf(x, y) {
    const northSouth = y ? `${Math.abs(y)} ${y < 0 ? 'north' : 'south'}` : '';
    const eastWest = x ? `${Math.abs(x)} ${x > 0 ? 'east' : 'west'}` : '';
    if (northSouth && eastWest) return `${northSouth} and ${eastWest} of the start tile`;
    const one = northSouth || eastWest;
    return one.startsWith('1 ') ? `just ${one.slice(2)} of the start tile` : `${one} of the start tile`;
}

// "My box has tiles this set lacks": the game under way goes on with a
// loaded set, every move replayed on it; a set lacking a tile already drawn
// is refused with the turn and move that do not fit, and the game is unchanged.
async function checkContinueOnTileset(page, x) {
    await enterAndPlace(page, x);   // turn 1 again
    const moves = () => game(page, () => window.companion.state.game.save().split('\n').filter((l) => /^(draw|place|deploy|pass)\b/.test(l)));
    const played = await moves();
    const hash = await hashOf(page);
    const builtin = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../data/tiles-2002.txt'), 'utf8');
    const lacking = path.join(outDir, 'lacking-tiles.txt');
    fs.writeFileSync(lacking, builtin.replace(new RegExp(`^tile ${x} .*\n(  .*\n)*`, 'm'), ''));
    const extra = path.join(outDir, 'extra-tiles.txt');
    fs.writeFileSync(extra, `${builtin}\ntile EXTRA 1 MMMM\n  lake fish=3\n  meadow N E S W aurochs\n`);
    await page.click('#not-in-list');
    await page.click('#box-has-more');
    await page.waitForSelector('#tilesets[open]');
    assert.match(await page.$eval('#tileset-status', (p) => p.textContent), /game under way/);
    await (await page.$('#tileset-file')).uploadFile(lacking);
    await waitForFunction(page, () => /cannot go on/.test(document.querySelector('#tileset-status').textContent));
    assert.equal(await page.$eval('#tileset-status', (p) => p.textContent), 'This game cannot go on with that set: '
        + `turn 1 of the game ("draw ${x}"): unknown tile type '${x}'. The game is unchanged.`);
    assert.equal(await hashOf(page), hash);
    assert.equal(await page.$eval('#tilesets', (d) => d.open), true);
    await checkScreen(page, 'tile sets for the game under way');
    // the refused set is in the editor: "Use for the game" is refused the same way
    const refusal = await page.$eval('#tileset-status', (p) => p.textContent);
    await page.$eval('#tileset-status', (p) => { p.textContent = ''; });
    await page.click('#use-set');
    assert.equal(await page.$eval('#tileset-status', (p) => p.textContent), refusal);
    assert.equal(await hashOf(page), hash);
    await (await page.$('#tileset-file')).uploadFile(extra);
    await waitForFunction(page, () => !document.querySelector('#tilesets').open);
    assert.deepEqual(await moves(), played, 'the moves so far, replayed on the new set');
    assert.equal(await game(page, () => window.companion.state.game.tileTypes().includes('EXTRA')), true);
    assert.match(await page.$eval('#tileset-name', (s) => s.textContent), /extra-tiles\.txt/);
    const query = await describeTile(page, 'EXTRA', 0);
    await page.$eval('#finder-query', (input, text) => { input.value = text; input.dispatchEvent(new Event('input')); }, query);
    assert.match(await page.$eval('#finder-results [data-draw="EXTRA"]', (b) => b.textContent), /1 left/);
    await page.click('#finder-results [data-draw="EXTRA"]');
    assert.equal(await game(page, () => window.companion.state.game.tileInHand), 'EXTRA');
}

// The same for a bonus tile (R6.1): a seeded table game played in the page
// by the wrapper until its second bonus draw (the first seed from 1 whose
// game has one), loaded as a record; the first
// bonus tile entered shows with none left, and Undo back returns to the
// bonus draw of its turn.
async function checkUsedUpBonus(page) {
    const record = await game(page, () => {
        const { Game } = window.companion.state.hunters;
        let seed;
        const pick = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return Math.floor((seed / 2147483648) * n); };
        const play = (g) => {
            for (let bonusDraws = 0; !g.over;) {
                const phase = g.phase;
                if (phase === 1 || phase === 4) {   // PHASE_DRAW, PHASE_DRAW_BONUS
                    if (phase === 4 && ++bonusDraws === 2) return g.save();
                    const left = Object.entries(g.tilesLeft(phase === 4));
                    let k = pick(left.reduce((n, [, count]) => n + count, 0)), name = left[0][0];
                    for (const [type, count] of left) { if (k < count) { name = type; break; } k -= count; }
                    g.draw(name);
                } else {
                    const moves = g.legalMoves();
                    g.play(moves[pick(moves.length)]);
                }
            }
            return null;
        };
        for (let first = 1; first <= 100; first++) {
            seed = first;
            const g = new Game({ players: 2, drawMode: 'caller', names: ['Ann', 'Ben'] });
            try {
                const saved = play(g);
                if (saved) return saved;
            } finally {
                g.free();
            }
        }
        return null;
    });
    assert.ok(record, 'the seeded game draws two bonus tiles');
    const lines = record.split('\n');
    const at = lines.findIndex((line) => /^draw .*# bonus tile/.test(line));
    const bonus = lines[at].split(/\s+/)[1];
    const turn = Number(lines.slice(0, at).reverse().find((line) => line.startsWith('# turn ')).match(/^# turn (\d+)/)[1]);
    const file = path.join(outDir, 'bonus-game.txt');
    fs.writeFileSync(file, record);
    // (over the game continued above, under way: Load asks first, robust-test.mjs checks the question)
    const accept = (dialog) => dialog.accept();
    page.on('dialog', accept);
    await (await page.$('#load-file')).uploadFile(file);
    await waitForFunction(page, () => /drew a bonus tile/.test(document.querySelector('#prompt').textContent));
    page.off('dialog', accept);
    const query = await describeTile(page, bonus, 0);
    await page.$eval('#finder-query', (input, text) => { input.value = text; input.dispatchEvent(new Event('input')); }, query);
    assert.equal(await page.$(`#finder-results [data-draw="${bonus}"]`), null);
    const entered = await page.$$eval(`[data-used-up="${bonus}"] .entered`, (spans) => spans.map((s) => s.textContent));
    assert.equal(entered.length, 1);
    assert.match(entered[0], new RegExp(`^Turn ${turn}, (Ann|Ben): `));
    page.once('dialog', (dialog) => dialog.accept());
    await page.click(`[data-used-up="${bonus}"] .undo-to[data-undo-turn="${turn}"]`);
    assert.equal(await leftOf(page, bonus), 1);
    assert.equal(await game(page, () => window.companion.state.game.phase), 4, 'back at the bonus draw of that turn');
    // (a loaded game: the description that tile was entered with is not known, the finder starts empty)
    assert.equal(await page.$eval('#finder-query', (i) => i.value), '', 'no description known, none made up');
    assert.equal(await game(page, () => window.companion.state.game.save().split('\n').filter((l) => /^(draw|place|deploy|pass)\b/.test(l)).length),
        lines.slice(0, at).filter((l) => /^(draw|place|deploy|pass)\b/.test(l)).length);
    return { bonus, turn };
}

try {
    // ---- the check of text cut off tells an ellipsis meant (the final panel's long names on a phone: the whole name
    // in the cell's title) from text cut off: it flagged every ellipsis as text that "overflows itself"
    {
        const page = await newPage(390, 844);
        await page.$eval('dialog[open]', (dialog) => {
            const cut = 'width: 60px; overflow: hidden; white-space: nowrap;';
            const word = 'Annabelle-Marguerite-Josephine';
            dialog.insertAdjacentHTML('beforeend', `<div id="cut-fixtures">
                <p style="${cut} text-overflow: ellipsis" title="${word}">${word}</p>
                <p title="${word}"><span style="${cut} display: inline-block; text-overflow: ellipsis">${word}</span></p>
                <p style="${cut} text-overflow: ellipsis" title="Annabelle">${word}</p>
                <p style="${cut} text-overflow: ellipsis">${word}</p>
                <p style="${cut}" title="${word}">${word}</p></div>`);
        });
        assert.deepEqual(await cutOff(page), [
            'P "Annabelle-Marguerite-Josephine" ends in an ellipsis, its whole text in no title',
            'P "Annabelle-Marguerite-Josephine" ends in an ellipsis, its whole text in no title',
            'P "Annabelle-Marguerite-Josephine" overflows itself',
        ], 'an ellipsis with the whole text in a title (its own or its parent\'s) is meant; one without, or clipped text, is cut off');
        ok('the check of text cut off passes an ellipsis with the whole text in its title, and flags one without it and clipped text');
        await page.close();
    }

    // ---- a tile missing from the finder: entered wrongly earlier, or a box with tiles the set lacks
    {
        const page = await newPage(390, 844);
        await page.click('input[name=mode][value=table]');
        await page.select('#player-count', '2');
        await page.click('#start');
        const x = await checkUsedUp(page);
        ok(`a tile entered as ${x} at turn 1: the finder lists ${x} with none left and that turn, and undoes back to it`);
        await checkContinueOnTileset(page, x);
        ok('a game under way continued on a loaded tile set with one tile more: its moves kept, the new tile offered; '
            + 'a set lacking a tile drawn refused with the turn and move');
        const { bonus, turn } = await checkUsedUpBonus(page);
        ok(`a bonus tile entered as ${bonus} at turn ${turn}: listed with none left, and undone back to its bonus draw`);
        // the set this game went on with is the one chosen for the next game, and the editor's draft: both kept
        // in the browser now (across pages of this profile); the games below start on the built-in set, the
        // editor below from its three new tiles
        await page.evaluate(() => ['hunters-companion-tileset-draft', 'hunters-companion-tileset-chosen'].forEach((k) => localStorage.removeItem(k)));
        await page.close();
    }

    // ---- a whole table game by the finder, on a phone and on a desktop
    for (const [label, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]]) {
        const page = await newPage(width, height);
        await page.screenshot({ path: path.join(outDir, `${label}-start.png`) });
        assert.equal(await page.$eval('#setup', (d) => d.open), true);
        assert.match(await page.$eval('#tileset-notice', (p) => p.textContent), /reconstruction/);
        await checkScreen(page, `${label} set-up dialog`);
        const stats = { positions: [] };
        const players = ['Ann', 'Ben'];
        const { turns, shots } = await playTableGame(page, label, players, stats);
        assert.ok(shots.finder && shots.hint && shots.deploy, JSON.stringify(shots));
        const play = await checkFinal(page, label, players);
        const mean = stats.positions.reduce((a, b) => a + b, 0) / stats.positions.length;
        ok(`${label} ${width}x${height}: a whole table game, ${stats.positions.length} tiles entered by their features ` +
            `(the tile drawn at place ${(mean + 1).toFixed(2)} of the finder on average, at worst ${Math.max(...stats.positions) + 1}), ` +
            `${turns} placed; final ${play.players.map((p) => `${p.name} ${p.score}`).join(', ')}; 44 px targets, no text cut off`);
        await page.close();
    }

    // ---- the tile-set editor: three tiles by tapping, exported, played, reloaded
    const page = await newPage(1280, 800);
    await page.click('#open-tilesets');
    await page.waitForSelector('#tilesets[open] .tile-card');
    // (a tap where the control is, as a person's: the editor draws itself again after a field's change once the
    // press that took the focus is over, so a control found before a click may be replaced while its clicks run,
    // and an element handle's click then fails, 'Node is detached from document'; the control drawn in its place
    // takes the tap)
    const tap = async (selector, options = {}) => {
        const at = await page.$eval(selector, (node) => {
            node.scrollIntoView({ block: 'nearest' });
            const box = node.getBoundingClientRect();
            return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        });
        await page.mouse.click(at.x, at.y, options);
    };
    // (a field's text replaced, as a person selects it and types: one tap, then the text selected by script, not by
    // a triple click, whose later clicks may come after the editor drew itself again, the whole text then not
    // selected and the new text typed into the old; the selection is carried to the field drawn anew)
    // The redraw a tap may bring comes in a timer the mouse-up queues (tilesets.js, released()), which the
    // select() below could overtake, the redraw then putting the caret back where the tap went ('T2GOLD', in 1 of
    // some runs of a loaded machine's full test): a timer of the page's own, queued after it, waits for it.
    const settled = () => page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve, 0), 0)));
    const retype = async (selector, text) => {
        await tap(selector);
        await settled();
        await page.$eval(selector, (input) => input.select());
        await page.keyboard.type(text);
    };
    const card = (k) => `#editor .tile-card[data-tile="${k}"]`;
    const tapSide = async (k, side, times) => {
        for (let n = 0; n < times; n++) await tap(`${card(k)} [data-side="${side}"]`);
    };
    // START: forest in the north, a river from the south into a lake, a mammoth
    await tapSide(0, 'N', 2);   // meadow -> river -> forest
    await tapSide(0, 'S', 1);   // meadow -> river
    await tap(`${card(0)} .area-row[data-kind=meadow] [data-more=mammoth]`);
    await tap(`${card(0)} .area-row[data-kind=lake] [data-more=fish]`);
    // T1: a straight river with a deer; 3 copies
    await tapSide(1, 'N', 1);
    await tapSide(1, 'S', 1);
    await tap(`${card(1)} .area-row[data-kind=meadow] [data-more=deer]`);
    // T2: a forest cap with gold; 3 copies
    await tapSide(2, 'N', 2);
    await tap(`${card(2)} .area-row[data-kind=forest] [data-more=nugget]`);
    for (const k of [1, 2]) {
        await retype(`${card(k)} .tile-copies`, '3');
        await page.$eval(`${card(k)} .tile-copies`, (input) => input.dispatchEvent(new Event('change')));
    }
    // a mistake: a name with a space, shown at its tile with its line and column
    await retype(`${card(1)} .tile-name`, 'RIVER X');
    await page.$eval(`${card(1)} .tile-name`, (input) => input.dispatchEvent(new Event('change')));
    const mistake = await page.$eval(`${card(1)} .tile-error`, (p) => p.textContent);
    assert.match(mistake, /^line \d+, column \d+: /);
    assert.equal(await page.$eval('#use-set', (b) => b.disabled), true);
    assert.equal(await page.$eval('#export-set', (b) => b.disabled), true);   // a set the page could not load back
    await retype(`${card(1)} .tile-name`, 'RIVER');
    await page.$eval(`${card(1)} .tile-name`, (input) => input.dispatchEvent(new Event('change')));
    await retype(`${card(2)} .tile-name`, 'GOLD');
    await page.$eval(`${card(2)} .tile-name`, (input) => input.dispatchEvent(new Event('change')));
    assert.equal(await page.$$eval('#editor .tile-error', (list) => list.length), 0);
    assert.match(await page.$eval('#set-check', (p) => p.textContent), /valid: 3 tile types, 7 land tiles/);
    assert.equal(await page.$$eval('#editor .editor-picture svg', (list) => list.length), 3, 'a live picture of each tile');
    await page.$eval('#tilesets', (dialog) => { dialog.scrollTop = 0; });
    await (await page.$('#tilesets')).screenshot({ path: path.join(outDir, 'editor.png') });
    const smallInEditor = await smallTargets(page);
    assert.deepEqual(smallInEditor, [], 'editor: tap targets of at least 44 px');
    const text = await page.$eval('#set-text', (t) => t.value);
    // the areas that follow from the sides: a river splits the meadows at the middle of its side (R2.2, R2.3)
    for (const line of ['tile START 1 FMRM start', '  forest N', '  river S lake', '  lake fish', '  meadow E S.e mammoth', '  meadow W S.w',
        'tile RIVER 3 RMRM', '  river N S', '  meadow E N.e S.e deer', '  meadow W N.w S.w', 'tile GOLD 3 FMMM', '  forest N nugget', '  meadow E S W']) {
        assert.ok(text.split('\n').includes(line), `${line}\n${text}`);
    }
    for (const f of fs.readdirSync(downloads)) fs.rmSync(path.join(downloads, f));
    await page.click('#export-set');
    const exported = path.join(downloads, await until(() => fs.readdirSync(downloads).filter((f) => f.endsWith('.txt'))[0], 'the set downloaded'));
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(fs.readFileSync(exported, 'utf8'), text);
    fs.copyFileSync(exported, path.join(outDir, 'my-tiles.txt'));
    ok('the editor: three tiles drawn by tapping, a mistake shown at its tile with its line and column, exported as text');
    await page.click('#use-set');
    await page.click('#tilesets-close');
    assert.match(await page.$eval('#tileset-name', (s) => s.textContent), /my-tiles/);
    const custom = { positions: [] };
    await playTableGame(page, 'custom', ['Ann', 'Ben'], custom);
    const types = await page.evaluate(() => window.companion.state.game.tileTypes());
    assert.deepEqual(types, ['START', 'RIVER', 'GOLD']);
    assert.equal(custom.positions.length, 6);
    await checkFinal(page, 'custom', ['Ann', 'Ben']);
    ok(`a whole game with the editor's set: ${custom.positions.length} tiles entered by their features`);
    await page.close();

    const again = await newPage(390, 844);
    // a new page: the set chosen and the drawing are still there (kept in the browser)
    assert.match(await again.$eval('#tileset-name', (s) => s.textContent), /my-tiles/);
    await again.click('#open-tilesets');
    await again.waitForSelector('#tilesets[open] .tile-card');
    assert.equal(await again.$eval('#set-text', (t) => t.value), text, 'the editor shows the drawing of the page before');
    // a copy of the built-in set to change: every type in the editor, valid as it is (asked first: it takes the drawing's place)
    let askedCopy = null;
    again.once('dialog', (dialog) => { askedCopy = dialog.message(); dialog.accept(); });
    await again.click('#tileset-copy');
    assert.match(String(askedCopy), /^Edit a copy of the built-in set instead of your drawing \(my-tiles, 3 tiles\)\?/);
    const builtinTypes = await again.evaluate(() => {
        const builtin = window.companion.state.hunters.TileSet.default();
        const n = builtin.typeCount;
        builtin.free();
        return n;
    });
    assert.equal(await again.$$eval('#editor .tile-card', (cards) => cards.length), builtinTypes);
    assert.equal(await again.$eval('#set-check', (p) => p.textContent), `The set is valid: ${builtinTypes} tile types, 79 land tiles.`);   // R1.1
    // a file with a mistake: refused, with its line and column
    const broken = path.join(outDir, 'broken-tiles.txt');
    fs.writeFileSync(broken, text.replace('tile RIVER 3 RMRM', 'tile RIVER 3 RMQM'));
    await (await again.$('#tileset-file')).uploadFile(broken);
    await waitForFunction(again, () => /line/.test(document.querySelector('#tileset-status').textContent));
    const line = text.split('\n').indexOf('tile RIVER 3 RMRM') + 1;
    assert.match(await again.$eval('#tileset-status', (p) => p.textContent), new RegExp(`^broken-tiles.txt, line ${line}, column 16: `));
    await (await again.$('#tileset-file')).uploadFile(path.join(outDir, 'my-tiles.txt'));
    await waitForFunction(again, () => /my-tiles/.test(document.querySelector('#tileset-status').textContent));
    assert.deepEqual(await again.$$eval('#editor .tile-name', (inputs) => inputs.map((i) => i.value)), ['START', 'RIVER', 'GOLD']);
    assert.equal(await again.$eval('#set-text', (t) => t.value), text, 'the editor shows the set as exported');
    await checkScreen(again, 'phone editor');
    await again.$eval('#tilesets', (dialog) => { dialog.scrollTop = 0; });
    await again.screenshot({ path: path.join(outDir, 'phone-editor.png') });
    await again.click('#tilesets-close');
    await again.click('#start');
    assert.deepEqual(await again.$$eval('#finder-results [data-draw]', (b) => b.map((x) => x.dataset.draw)).then((n) => n.sort()), ['GOLD', 'RIVER']);
    ok('the export loads in a new page: the editor shows it as exported, and a game uses it');
    await again.close();

    assert.deepEqual(errors, [], 'no errors in the page');
} finally {
    await browser.close();
    await server.close();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(downloads, { recursive: true, force: true });
}
console.log(`table: ${passed} passed, 0 failed`);
