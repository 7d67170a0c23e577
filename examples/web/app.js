// The table companion page: follows a real game of Hunters and Gatherers
// (table mode: you enter each tile drawn) or plays one against bots (play
// mode: the engine draws). All rules, scores and records come from
// libhunters compiled to WebAssembly; this file only draws and listens.
import * as H from './hunters.js';
import { SIZE, el, tileGeometry, drawTile, drawPiece, rotatePoint, ITEM_NAMES } from './board.js';

const DEFAULT_COLOURS = ['#d83a3a', '#2f6fdf', '#f2c12e', '#8e44ad', '#333333'];
const DEFAULT_NAMES = ['Ann', 'Ben', 'Cleo', 'Dev', 'Eli'];
const REASONS = {
    [1]: 'a completed forest (gatherers, R5.3)',
    [2]: 'a completed river (fishers, R5.4)',
    [3]: 'huts on a river system (final scoring, R8.2)',
    [4]: 'hunters on a meadow (final scoring, R8.3)',
};
const KIND_NAMES = { 1: 'forest', 2: 'river', 3: 'lake', 4: 'meadow' };
const PIECE_NAMES = { 1: 'tribe member', 2: 'hut' };
const ROLE_NAMES = { 1: 'gatherer', 2: 'fisher', 3: 'hunter', 4: 'hut' };
const $ = (selector) => document.querySelector(selector);

const state = {
    hunters: null,
    game: null,
    mode: 'table',
    players: [],          // { name, colour, bot }
    history: [],          // records before each decision, for undo
    pending: null,        // { x, y, moves: [Move], index } a placement being chosen
    hint: null,           // { move: text, value, moves }
    projection: null,
    generation: 0,        // bumped on every change: late worker replies are dropped
    view: null,           // the board's viewBox { x, y, w, h }
    userView: false,      // the user panned or zoomed: do not refit
    geometry: new Map(),
};

// ---- the worker (hint, bots, projection) ---------------------------------
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
let nextRequest = 1;
const waiting = new Map();
worker.onmessage = (message) => {
    const resolve = waiting.get(message.data.id);
    waiting.delete(message.data.id);
    if (resolve) resolve(message.data);
};
function ask(kind, rollouts, seed = state.game.eventCount) {
    const id = nextRequest++;
    const generation = state.generation;
    return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, kind, record: state.game.save(), rollouts, seed });
    }).then((reply) => (generation === state.generation ? reply : null));
}

// ---- game life -----------------------------------------------------------
const geometryOf = (type) => {
    if (!state.geometry.has(type)) state.geometry.set(type, tileGeometry(state.game.tileset, type));
    return state.geometry.get(type);
};

function startGame(mode, players) {
    const { Game } = state.hunters;
    const options = { players: players.length, names: players.map((p) => p.name) };
    if (mode === 'table') options.drawMode = 'caller';
    else options.seed = BigInt(Math.floor(Math.random() * 2 ** 32));
    setGame(new Game(options), mode, players);
}

function setGame(game, mode, players) {
    if (state.game) state.game.free();
    state.game = game;
    state.mode = mode;
    state.players = players;
    state.history = [];
    state.geometry.clear();
    state.userView = false;
    changed();
}

// Every decision goes through here: remembered for undo, then played.
function act(body) {
    const record = state.game.save();
    try {
        body();
    } catch (error) {
        showMessage(error.message);
        return false;
    }
    state.history.push(record);
    changed();
    return true;
}

function undo() {
    if (!state.history.length) return;
    const record = state.history.pop();
    const game = state.hunters.Game.load(record);
    state.game.free();
    state.game = game;
    changed();
}

function changed() {
    state.generation++;
    state.pending = null;
    state.hint = null;
    $('#hint-result').hidden = true;
    delete $('#hint-result').dataset.move;
    render();
    requestProjection();
    if (state.mode === 'play') setTimeout(botTurn, 350);
}

const isBot = (player) => state.mode === 'play' && state.players[player] && state.players[player].bot;

async function botTurn() {
    const game = state.game;
    if (!game || game.over || !isBot(game.currentPlayer)) return;
    const generation = state.generation;
    const reply = await ask('advise', 500);
    if (!reply || reply.error || generation !== state.generation || !reply.moves.length) return;
    game.play(reply.moves[0].move);
    changed();
}

// The projection of the final scores: the library's (the scores if the game
// ended now, hunters_game_project_scores) or else the average of random
// playouts in the worker.
async function requestProjection() {
    if (state.game.over) { state.projection = state.game.scores; renderPlayers(); return; }
    if (state.game.projectScores) { state.projection = state.game.projectScores(); renderPlayers(); return; }
    const reply = await ask('project', 200, 1);
    if (!reply || reply.error) return;
    state.projection = reply.scores;
    renderPlayers();
}

async function hint() {
    const button = $('#hint');
    button.disabled = true;
    const out = $('#hint-result');
    out.hidden = false;
    out.textContent = 'Thinking…';
    const reply = await ask('advise', 2000, 7);
    button.disabled = false;
    if (!reply) return;
    if (reply.error || !reply.moves.length) { out.textContent = reply.error || 'No move to advise.'; return; }
    const best = reply.moves[0];
    state.hint = best.move;
    const margin = best.value >= 0 ? `+${best.value.toFixed(1)}` : best.value.toFixed(1);
    out.innerHTML = '';
    const then = best.then ? `, then ${describeMove(best.then, best.move)}` : '';
    out.append(`Hint: ${describeMove(best.move)}${then} `, Object.assign(document.createElement('small'), {
        textContent: `(mean final margin ${margin}, best of ${reply.moves.length}; ${reply.source})`,
    }));
    if (best.text) out.title = best.text;
    out.dataset.move = best.move;
    render();
}

function describeMove(text, placement = null) {
    const move = state.hunters.Move.parse(text);
    if (move.kind === H.MOVE_PLACE) return `place the tile at (${move.x}, ${move.y}), turned ${90 * move.rotation}°`;
    if (move.kind === H.MOVE_PASS) return 'deploy nothing';
    const type = placement !== null && state.game.tileInHandIndex >= 0 ? state.game.tileInHandIndex : lastPlacedType();
    const area = geometryOf(type)[move.area];
    return `put a ${PIECE_NAMES[move.piece]} on the ${KIND_NAMES[area.kind]} (area ${move.area})`;
}

function lastPlacedType() {
    const board = state.game.board();
    return board[board.length - 1].type;
}

function showMessage(text) {
    const out = $('#hint-result');
    out.hidden = false;
    out.textContent = text;
}

// ---- rendering -----------------------------------------------------------
function render() {
    renderPlayers();
    renderAction();
    renderBoard();
    renderLog();
    $('#undo').disabled = state.history.length === 0;
    const phase = state.game.phase;
    const deciding = [H.PHASE_PLACE, H.PHASE_DEPLOY, H.PHASE_PLACE_BONUS, H.PHASE_DEPLOY_BONUS].includes(phase);
    $('#hint').disabled = !deciding || isBot(state.game.currentPlayer);
}

const playerName = (p) => state.players[p] ? state.players[p].name : `Player ${p + 1}`;
const playerColour = (p) => state.players[p] ? state.players[p].colour : DEFAULT_COLOURS[p % 5];

function renderPlayers() {
    const game = state.game;
    const body = $('#players tbody');
    body.innerHTML = '';
    const scores = game.scores;
    for (let p = 0; p < game.players; p++) {
        const row = document.createElement('tr');
        if (p === game.currentPlayer && !game.over) row.className = 'current';
        const projection = state.projection && state.projection[p] !== undefined ? state.projection[p] : '';
        row.innerHTML = `<td><span class="swatch"></span></td><td class="name"></td>
            <td class="score" data-score="${p}">${scores[p]}</td>
            <td class="projection" data-projection="${p}">${projection === '' ? '' : Math.round(projection)}</td>
            <td class="supply">${game.supply(p, H.PIECE_MEMBER)} / ${game.supply(p, H.PIECE_HUT)}</td>`;
        row.querySelector('.swatch').style.background = playerColour(p);
        row.querySelector('.name').textContent = playerName(p);
        if (isBot(p)) row.querySelector('.name').append(Object.assign(document.createElement('span'), { className: 'bot-tag', textContent: 'bot' }));
        body.appendChild(row);
    }
}

function tileSvg(type, rotation, className, extra = []) {
    const svg = el('svg', { viewBox: `-4 -4 ${SIZE + 8} ${SIZE + 8}`, class: className }, [drawTile(geometryOf(type), rotation), ...extra]);
    return svg;
}

function renderAction() {
    const game = state.game;
    const prompt = $('#prompt'), body = $('#action-body');
    body.innerHTML = '';
    const who = playerName(game.currentPlayer);
    const phase = game.phase;
    if (phase === H.PHASE_OVER) {
        prompt.textContent = 'Game over: final scores';
        const table = document.createElement('table');
        table.className = 'final-table';
        table.id = 'final';
        const ranks = game.ranks;
        [...Array(game.players).keys()].sort((a, b) => ranks[a] - ranks[b]).forEach((p) => {
            const row = table.insertRow();
            row.innerHTML = `<td>${ranks[p]}.</td><td><span class="swatch"></span> <span class="name"></span></td><td data-final-score="${p}"><b>${game.scores[p]}</b></td>`;
            row.querySelector('.swatch').style.background = playerColour(p);
            row.querySelector('.name').textContent = playerName(p);
        });
        body.appendChild(table);
        return;
    }
    if (isBot(game.currentPlayer)) {
        prompt.textContent = `${who} (bot) is thinking…`;
        if (game.tileInHandIndex >= 0) body.appendChild(tileSvg(game.tileInHandIndex, 0, 'tile-picture hand-picture'));
        return;
    }
    if (phase === H.PHASE_DRAW || phase === H.PHASE_DRAW_BONUS) {
        const bonus = phase === H.PHASE_DRAW_BONUS;
        prompt.textContent = bonus ? `${who} drew a bonus tile: which one?` : `${who}: which tile was drawn? (${game.stackSize(false)} left)`;
        const grid = document.createElement('div');
        grid.className = 'draw-grid';
        const ts = game.tileset;
        for (let type = 0; type < ts.typeCount; type++) {
            if (ts.isBonus(type) !== bonus || ts.isStart(type)) continue;
            const left = game.tilesLeftOf(type);
            if (left <= 0) continue;
            const button = document.createElement('button');
            button.type = 'button';
            button.dataset.draw = ts.typeName(type);
            button.title = `${ts.typeName(type)}: ${describeType(type)}`;
            button.append(tileSvg(type, 0, ''), Object.assign(document.createElement('span'), { className: 'count', textContent: `×${left}` }));
            button.addEventListener('click', () => act(() => game.draw(type)));
            grid.appendChild(button);
        }
        body.appendChild(grid);
        return;
    }
    const type = game.tileInHandIndex;
    if (phase === H.PHASE_PLACE || phase === H.PHASE_PLACE_BONUS) {
        prompt.textContent = state.pending ? `${who}: turn the tile, then place it` : `${who}: tap a highlighted square to place ${game.tileInHand}`;
        const controls = document.createElement('div');
        controls.className = 'place-controls';
        const pending = state.pending;
        controls.appendChild(tileSvg(type, pending ? pending.moves[pending.index].rotation : 0, 'tile-picture hand-picture'));
        const rotate = button('rotate', '⟳ Rotate', () => rotatePending());
        rotate.disabled = !pending || pending.moves.length < 2;
        const place = button('place', '✓ Place', () => {
            const move = state.pending.moves[state.pending.index];
            act(() => game.play(move));
        }, 'primary');
        place.disabled = !pending;
        controls.append(rotate, place);
        body.appendChild(controls);
        return;
    }
    // a deploy phase: spots on a picture of the tile just placed
    const placed = game.board().reduce((a, b) => (a.order > b.order ? a : b));
    prompt.textContent = `${who}: deploy a piece on the tile, or pass`;
    const geometry = geometryOf(placed.type);
    const spots = [];
    const used = new Map();
    for (const move of game.legalMoves()) {
        if (move.kind !== H.MOVE_DEPLOY) continue;
        let [x, y] = rotatePoint(geometry[move.area].anchor, placed.rotation);
        const key = `${move.area}`;
        if (used.has(key)) x += 24;   // a hut next to the member on the same area
        used.set(key, true);
        const text = String(move);
        const ring = move.piece === H.PIECE_HUT
            ? el('path', { class: 'ring', d: 'M-11,10 L-11,-2 L0,-12 L11,-2 L11,10 Z' })
            : el('circle', { class: 'ring', r: 11 });
        const spot = el('g', { class: `spot${state.hint === text ? ' hinted' : ''}`, transform: `translate(${x},${y})`,
            'data-deploy': text, role: 'button',
            'aria-label': `${PIECE_NAMES[move.piece]} on the ${KIND_NAMES[geometry[move.area].kind]}` },
        [ring, drawPiece(move.piece, playerColour(game.currentPlayer), 0, 0, 0.75)]);
        spot.addEventListener('click', () => act(() => game.play(move)));
        pressable(spot);
        spots.push(spot);
    }
    const controls = document.createElement('div');
    controls.className = 'deploy-controls';
    controls.appendChild(tileSvg(placed.type, placed.rotation, 'tile-picture deploy-picture', spots));
    const pass = button('pass', 'Pass', () => act(() => game.play(state.hunters.Move.pass())));
    if (state.hint === 'pass') pass.classList.add('primary');
    controls.appendChild(pass);
    body.appendChild(controls);
}

function describeType(type) {
    const parts = [];
    for (const area of geometryOf(type)) {
        const items = Object.keys(ITEM_NAMES).filter((name) => area[name] > 0).map((name) => `${area[name]} ${ITEM_NAMES[name]}`);
        parts.push(KIND_NAMES[area.kind] + (items.length ? ` (${items.join(', ')})` : ''));
    }
    return parts.join('; ');
}

function button(id, label, onClick, className = '') {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.textContent = label;
    if (className) b.className = className;
    b.addEventListener('click', onClick);
    return b;
}

// SVG buttons: reachable with Tab, pressed with Enter or Space
function pressable(node) {
    node.setAttribute('tabindex', '0');
    node.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        node.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
}

function rotatePending() {
    if (!state.pending) return;
    state.pending.index = (state.pending.index + 1) % state.pending.moves.length;
    renderAction();
    renderBoard();
}

function choosePosition(x, y, moves) {
    if (state.pending && state.pending.x === x && state.pending.y === y) { rotatePending(); return; }
    let index = 0;
    if (state.hint) index = Math.max(0, moves.findIndex((m) => String(m) === state.hint));
    state.pending = { x, y, moves, index };
    renderAction();
    renderBoard();
}

// ---- the board -------------------------------------------------------------
function renderBoard() {
    const game = state.game;
    const svg = $('#board');
    svg.innerHTML = '';
    const layer = el('g');
    const board = game.board();
    let minX = 0, maxX = 0, minY = 0, maxY = 0;
    let last = null;
    for (const square of board) {
        minX = Math.min(minX, square.x); maxX = Math.max(maxX, square.x);
        minY = Math.min(minY, square.y); maxY = Math.max(maxY, square.y);
        const tile = el('g', { transform: `translate(${square.x * SIZE},${square.y * SIZE})`, 'data-tile': `${square.x},${square.y}` },
            [drawTile(geometryOf(square.type), square.rotation)]);
        if (square.pieceOwner >= 0) {
            const [px, py] = rotatePoint(geometryOf(square.type)[square.pieceArea].anchor, square.rotation);
            tile.appendChild(drawPiece(square.piece, playerColour(square.pieceOwner), px, py, 1.3));
        }
        layer.appendChild(tile);
        if (!last || square.order > last.order) last = square;
    }
    if (last && last.order > 0) {
        layer.appendChild(el('rect', { class: 'last-placed', x: last.x * SIZE + 2, y: last.y * SIZE + 2, width: SIZE - 4, height: SIZE - 4 }));
    }
    // legal positions of the tile in hand
    const phase = game.phase;
    if ((phase === H.PHASE_PLACE || phase === H.PHASE_PLACE_BONUS) && !isBot(game.currentPlayer)) {
        const byPosition = new Map();
        for (const move of game.legalMoves()) {
            const key = `${move.x},${move.y}`;
            if (!byPosition.has(key)) byPosition.set(key, []);
            byPosition.get(key).push(move);
        }
        const hinted = state.hint && state.hint.startsWith('place ') ? state.hunters.Move.parse(state.hint) : null;
        for (const [key, moves] of byPosition) {
            const [x, y] = key.split(',').map(Number);
            minX = Math.min(minX, x); maxX = Math.max(maxX, x);
            minY = Math.min(minY, y); maxY = Math.max(maxY, y);
            if (state.pending && state.pending.x === x && state.pending.y === y) continue;
            const isHint = hinted && hinted.x === x && hinted.y === y;
            const cell = el('g', { class: `cell${isHint ? ' hinted' : ''}`, 'data-cell': key, role: 'button',
                'aria-label': `place at ${key}` },
            [el('rect', { x: x * SIZE + 4, y: y * SIZE + 4, width: SIZE - 8, height: SIZE - 8, rx: 8 })]);
            cell.addEventListener('click', () => { if (!panned) choosePosition(x, y, moves); });
            pressable(cell);
            layer.appendChild(cell);
        }
        if (state.pending) {
            const { x, y } = state.pending;
            const move = state.pending.moves[state.pending.index];
            layer.appendChild(el('g', { class: 'preview', transform: `translate(${x * SIZE},${y * SIZE})`, 'data-preview': String(move) }, [
                drawTile(geometryOf(game.tileInHandIndex), move.rotation),
                el('rect', { class: 'preview-frame', x: 2, y: 2, width: SIZE - 4, height: SIZE - 4 }),
            ]));
            // tapping the preview turns it
            const hit = el('rect', { x: x * SIZE, y: y * SIZE, width: SIZE, height: SIZE, fill: 'transparent', 'data-cell': `${x},${y}`, class: 'cell-turn' });
            hit.addEventListener('click', () => { if (!panned) rotatePending(); });
            layer.appendChild(hit);
        }
    }
    svg.appendChild(layer);
    const fit = { x: (minX - 0.6) * SIZE, y: (minY - 0.6) * SIZE, w: (maxX - minX + 2.2) * SIZE, h: (maxY - minY + 2.2) * SIZE };
    if (!state.userView || !state.view) state.view = fitAspect(fit);
    applyView();
}

function fitAspect(box) {
    const svg = $('#board');
    const aspect = (svg.clientWidth || 800) / (svg.clientHeight || 600);
    let { x, y, w, h } = box;
    const minimum = 3.2 * SIZE;
    if (w < minimum) { x -= (minimum - w) / 2; w = minimum; }
    if (h < minimum) { y -= (minimum - h) / 2; h = minimum; }
    if (w / h < aspect) { const nw = h * aspect; x -= (nw - w) / 2; w = nw; } else { const nh = w / aspect; y -= (nh - h) / 2; h = nh; }
    return { x, y, w, h };
}

function applyView() {
    const v = state.view;
    $('#board').setAttribute('viewBox', `${v.x} ${v.y} ${v.w} ${v.h}`);
}

function zoom(factor, cx, cy) {
    const v = state.view;
    if (cx === undefined) { cx = v.x + v.w / 2; cy = v.y + v.h / 2; }
    const w = Math.min(Math.max(v.w * factor, 1.5 * SIZE), 60 * SIZE);
    const f = w / v.w;
    state.view = { x: cx - (cx - v.x) * f, y: cy - (cy - v.y) * f, w, h: v.h * f };
    state.userView = true;
    applyView();
}

// pan with one pointer, pinch with two, zoom with the wheel
let panned = false;
function setupPanZoom() {
    const svg = $('#board');
    const pointers = new Map();
    let start = null;
    const toBoard = (clientX, clientY) => {
        const r = svg.getBoundingClientRect(), v = state.view;
        return [v.x + ((clientX - r.left) / r.width) * v.w, v.y + ((clientY - r.top) / r.height) * v.h];
    };
    svg.addEventListener('pointerdown', (e) => {
        pointers.set(e.pointerId, [e.clientX, e.clientY]);
        start = { view: { ...state.view }, points: new Map(pointers) };
        panned = false;
    });
    svg.addEventListener('pointermove', (e) => {
        if (!pointers.has(e.pointerId) || !start) return;
        pointers.set(e.pointerId, [e.clientX, e.clientY]);
        const r = svg.getBoundingClientRect();
        const scale = start.view.w / r.width;
        const [id0] = start.points.keys();
        if (pointers.size === 1 && start.points.size === 1) {
            const [sx, sy] = start.points.get(id0);
            const dx = e.clientX - sx, dy = e.clientY - sy;
            if (!panned && Math.hypot(dx, dy) < 8) return;
            if (!panned) svg.setPointerCapture(e.pointerId);
            panned = true;
            state.view = { ...start.view, x: start.view.x - dx * scale, y: start.view.y - dy * scale };
            state.userView = true;
            applyView();
        } else if (pointers.size === 2 && start.points.size === 2) {
            const [a0, b0] = [...start.points.values()], [a1, b1] = [...pointers.values()];
            const d0 = Math.hypot(a0[0] - b0[0], a0[1] - b0[1]), d1 = Math.hypot(a1[0] - b1[0], a1[1] - b1[1]);
            if (d0 < 1 || d1 < 1) return;
            panned = true;
            const f = d0 / d1;
            const mx = (a0[0] + b0[0]) / 2, my = (a0[1] + b0[1]) / 2;
            const cx = start.view.x + ((mx - r.left) / r.width) * start.view.w, cy = start.view.y + ((my - r.top) / r.height) * start.view.h;
            state.view = { x: cx - (cx - start.view.x) * f, y: cy - (cy - start.view.y) * f, w: start.view.w * f, h: start.view.h * f };
            state.userView = true;
            applyView();
        }
    });
    const end = (e) => {
        pointers.delete(e.pointerId);
        start = pointers.size ? { view: { ...state.view }, points: new Map(pointers) } : null;
        setTimeout(() => { if (!pointers.size) panned = false; }, 0);
    };
    svg.addEventListener('pointerup', end);
    svg.addEventListener('pointercancel', end);
    svg.addEventListener('wheel', (e) => {
        e.preventDefault();
        const [cx, cy] = toBoard(e.clientX, e.clientY);
        zoom(e.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy);
    }, { passive: false });
    $('#zoom-in').addEventListener('click', () => zoom(1 / 1.3));
    $('#zoom-out').addEventListener('click', () => zoom(1.3));
    $('#zoom-fit').addEventListener('click', () => { state.userView = false; renderBoard(); });
    window.addEventListener('resize', () => { if (state.game && !state.userView) renderBoard(); });
}

// ---- the log: every score in words ------------------------------------------------
function renderLog() {
    const game = state.game;
    const log = $('#log');
    log.innerHTML = '';
    const items = [];
    const ts = game.tileset;
    for (const e of game.events()) {
        let text = null, className = '';
        const at = `at (${e.x}, ${e.y})`;
        switch (e.type) {
        case H.EVENT_POINTS:
            text = `${playerName(e.player)} scores ${e.points} point${e.points === 1 ? '' : 's'} for ${REASONS[e.reason] || 'a feature'} ${at}.`;
            className = e.reason >= 3 ? 'points final' : 'points';
            break;
        case H.EVENT_FEATURE_COMPLETED:
            text = `The ${featureName(e)} ${at} is complete, worth ${e.points}.`;
            break;
        case H.EVENT_PIECE_DEPLOYED:
            text = `${playerName(e.player)} puts a ${ROLE_NAMES[e.role] || PIECE_NAMES[e.piece]} on the tile ${at}.`;
            className = 'deploy';
            break;
        case H.EVENT_BONUS_DRAWN:
            text = `${playerName(e.player)} found gold: bonus tile ${ts.typeName(e.tileType)} (R6.1).`;
            break;
        case H.EVENT_TILE_REMOVED:
            text = `Tile ${ts.typeName(e.tileType)} fits nowhere and leaves the game (R3.3).`;
            break;
        case H.EVENT_BONUS_DISCARDED:
            text = `Bonus tile ${ts.typeName(e.tileType)} fits nowhere and is discarded (R6.5).`;
            break;
        case H.EVENT_GAME_OVER:
            text = 'The last tile is down: final scoring done (R8).';
            className = 'over';
            break;
        default:
            break;
        }
        if (!text) continue;
        const li = document.createElement('li');
        li.className = className;
        li.title = e.text;
        if (e.player >= 0) {
            const dot = document.createElement('span');
            dot.className = 'who';
            dot.style.background = playerColour(e.player);
            li.appendChild(dot);
        }
        li.append(text);
        items.push(li);
    }
    // the newest first, and not the whole game on a phone
    for (const li of items.reverse().slice(0, 120)) log.appendChild(li);
    log.start = items.length;
}

function featureName(e) {
    const square = state.game.square(e.x, e.y);
    if (!square || e.area < 0) return 'feature';
    return KIND_NAMES[geometryOf(square.type)[e.area].kind] || 'feature';
}

// ---- setup, save and load ---------------------------------------------------
function setupDialog() {
    const dialog = $('#setup');
    const rows = $('#player-rows');
    const count = $('#player-count');
    const drawRows = () => {
        const mode = dialog.querySelector('input[name=mode]:checked').value;
        const n = Number(count.value);
        const old = [...rows.querySelectorAll('.player-row')].map((row) => ({
            name: row.querySelector('input[type=text]').value, colour: row.querySelector('input[type=color]').value }));
        rows.innerHTML = '';
        for (let p = 0; p < n; p++) {
            const row = document.createElement('div');
            row.className = 'player-row';
            row.innerHTML = `<input type="color" aria-label="colour of player ${p + 1}"><input type="text" maxlength="31" aria-label="name of player ${p + 1}">`;
            row.querySelector('input[type=color]').value = old[p] ? old[p].colour : DEFAULT_COLOURS[p];
            row.querySelector('input[type=text]').value = old[p] ? old[p].name : (mode === 'play' && p > 0 ? `Bot ${p}` : DEFAULT_NAMES[p]);
            if (mode === 'play') {
                const label = document.createElement('label');
                label.innerHTML = `<input type="checkbox" class="bot" ${p > 0 ? 'checked' : ''}> bot`;
                row.appendChild(label);
            }
            rows.appendChild(row);
        }
    };
    count.addEventListener('change', drawRows);
    dialog.querySelectorAll('input[name=mode]').forEach((radio) => radio.addEventListener('change', () => {
        rows.innerHTML = '';
        drawRows();
    }));
    drawRows();
    $('#setup-cancel').addEventListener('click', () => dialog.close());
    $('#setup-form').addEventListener('submit', (event) => {
        event.preventDefault();
        const mode = dialog.querySelector('input[name=mode]:checked').value;
        const players = [...rows.querySelectorAll('.player-row')].map((row, p) => ({
            name: cleanName(row.querySelector('input[type=text]').value) || `Player ${p + 1}`,
            colour: row.querySelector('input[type=color]').value,
            bot: Boolean(row.querySelector('input.bot') && row.querySelector('input.bot').checked),
        }));
        dialog.close();
        startGame(mode, players);
    });
    $('#new-game').addEventListener('click', () => dialog.showModal());
}

// the record format takes printable ASCII names without '#', trimmed
const cleanName = (name) => name.replace(/[^\x20-\x7e]|#/g, '').trim().slice(0, 31);

function save() {
    const blob = new Blob([state.game.save()], { type: 'text/plain' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    const date = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    a.download = `hunters-${date}.txt`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function load(file) {
    const text = await file.text();
    let game;
    try {
        game = state.hunters.Game.load(text);
    } catch (error) {
        showMessage(`Cannot load ${file.name}: ${error.message}`);
        return;
    }
    const mode = /^draw-mode\s+engine/m.test(text) ? 'play' : 'table';
    const players = Array.from({ length: game.players }, (_, p) => ({
        name: game.playerName(p) || `Player ${p + 1}`,
        colour: (state.players[p] && state.players[p].colour) || DEFAULT_COLOURS[p % 5],
        bot: mode === 'play' && p > 0,
    }));
    setGame(game, mode, players);
}

// ---- start -------------------------------------------------------------------
async function main() {
    state.hunters = await H.loadHunters();
    $('#loading').remove();
    setupPanZoom();
    setupDialog();
    $('#undo').addEventListener('click', undo);
    $('#hint').addEventListener('click', hint);
    $('#save').addEventListener('click', save);
    $('#load-file').addEventListener('change', (e) => { if (e.target.files[0]) load(e.target.files[0]); e.target.value = ''; });
    const players = DEFAULT_NAMES.slice(0, 3).map((name, p) => ({ name, colour: DEFAULT_COLOURS[p], bot: false }));
    startGame('table', players);
    document.body.dataset.ready = 'true';
    // offline once loaded: a service worker keeps the files (http(s) only)
    if ('serviceWorker' in navigator && window.isSecureContext) {
        navigator.serviceWorker.register('sw.js').then(() => navigator.serviceWorker.ready)
            .then(() => { document.body.dataset.offline = 'ready'; }).catch(() => {});
    }
    // for people debugging the page from the console
    window.companion = { state, H };
}
main().catch((error) => {
    document.body.dataset.error = String(error);
    const loading = $('#loading');
    if (loading) loading.textContent = `The rules engine did not load: ${error.message}`;
});
