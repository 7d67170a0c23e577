// The table companion page: follows a real game of Hunters and Gatherers
// (table mode: you enter each tile drawn) or plays one against bots (play
// mode: the engine draws). All rules, scores, records, pictures (the
// library's SVG), undo, advice and projections come from libhunters compiled
// to WebAssembly; this file only lays them out and listens.
import * as H from './hunters.js';
import { SIZE, el, boardLayer, TilePictures, pieceOnTile } from './pictures.js';
import { placeWords, areaWords, plural, ITEM_WORDS } from './words.js';
import { renderFinder, single } from './finder.js';
import { renderFinal } from './final.js';
import { setupTilesets, countField, countTyped } from './tilesets.js';
import { stepsBackTo } from './usedup.js';
import { continueOnTileset } from './retile.js';
import { KEY, readKept, writeKept, setAsideUnreadable, newId, keptTurn, chosenFileBytes } from './keep.js';

// the library's player colours (Okabe & Ito's palette, lib/render/glyphs.c):
// the pieces on its pictures have them, so the page's swatches do too
const PLAYER_COLOURS = ['#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7', '#000000'];
const PLAYER_INKS = ['#000000', '#000000', '#ffffff', '#000000', '#ffffff', '#ffffff', '#000000', '#ffffff'];
const SVG_LEGAL = 2;   // HUNTERS_SVG_LEGAL
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
    players: [],          // { name, bot }
    pending: null,        // { x, y, moves: [Move], index } a placement being chosen
    hint: null,           // { move: text, value, moves }
    projection: null,
    generation: 0,        // bumped on every change: late worker replies are dropped
    view: null,           // the board's viewBox { x, y, w, h }
    userView: false,      // the user panned or zoomed: do not refit
    pictures: null,       // TilePictures of the game's tile set
    query: '',            // the tile finder's text, kept while the same tile is looked for
    described: new Map(), // the finder's text each tile was entered with, by the decision count before its draw (undo gives it back)
    handRotation: 0,      // the turn the finder's side letters showed the tile in hand at
    startedAt: new Date(),
    endedAt: null,        // when the game ended (its last tile down), for BG Stats' duration; kept with the game
    tileset: null,        // the tile set chosen for new games (a TileSet), or null for the built-in one
    kept: null,           // { id, rev, away }: the game's copy in the browser (keep.js); away once another game took its place
};
const MIN_CELL = 52;      // the board's squares are never drawn smaller (px): their highlight (88% of a square) stays a 44 px tap target

// ---- the worker (hints and bots: the library's advice) --------------------
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
let nextRequest = 1;
const waiting = new Map();
worker.onmessage = (message) => {
    const resolve = waiting.get(message.data.id);
    waiting.delete(message.data.id);
    if (resolve) resolve(message.data);
};
// the worker failed as a whole (its script or module did not load): no reply
// will come, so every request waiting gets the error instead
let workerFailed = null;
worker.onerror = (event) => {
    event.preventDefault();
    const error = `the library's worker failed (${event.message || 'it did not load'})`;
    workerFailed = error;
    for (const [id, resolve] of [...waiting]) {
        waiting.delete(id);
        resolve({ id, error });
    }
};
function ask(kind, rollouts, seed = state.game.eventCount) {
    const id = nextRequest++;
    const generation = state.generation;
    return new Promise((resolve) => {
        if (workerFailed) { resolve({ id, error: workerFailed }); return; }
        waiting.set(id, resolve);
        worker.postMessage({ id, kind, record: state.game.save(), rollouts, seed });
    }).then((reply) => (generation === state.generation ? reply : null));
}

// ---- game life -----------------------------------------------------------
function startGame(mode, players, rules = {}) {
    const { Game } = state.hunters;
    const options = { players: players.length, ...rules };
    if (state.tileset) options.tileset = state.tileset;
    if (mode === 'table') options.drawMode = 'caller';
    else options.seed = BigInt(Math.floor(Math.random() * 2 ** 32));
    const game = new Game(options);
    // each name by the library's setter, so that a name it refuses is said with the player it belongs to (the
    // page has no rule of its own for a name's characters): "Player 2's name "Ann #1" is refused: a player name
    // has no '#', at byte 5."
    players.forEach((player, p) => {
        try {
            game.setPlayerName(p, player.name);
        } catch (error) {
            game.free();
            throw new NameRefused(p, `Player ${p + 1}'s name ${JSON.stringify(player.name)} is refused: ${error.message}.`);
        }
    });
    setGame(game, mode, players);
}

/** A name the library refuses, for the set-up dialog: the player's index, and the message that says why. */
class NameRefused extends Error {
    constructor(player, message) {
        super(message);
        this.player = player;
    }
}

// kept: the game's copy in the browser, { id, rev, away, keep }: a new game
// (the default) gets an id and is written at once, over whatever was kept
// (keep 'new'); the same game on another tile set is written as any change
// (keep true: never over a newer copy, not when another game took its
// place); a game read from the browser's copy (resumed, or followed from
// another tab) is not written back (keep false).
function setGame(game, mode, players, startedAt = new Date(), kept = { id: newId(), rev: 0, away: false, keep: 'new' }) {
    if (state.game) state.game.free();
    state.game = game;
    state.mode = mode;
    state.players = players;
    state.pictures = new TilePictures(game.tileset);
    state.userView = false;
    state.startedAt = startedAt;
    state.endedAt = kept.endedAt || null;
    state.query = '';
    if (kept.keep !== true) state.described = new Map();   // (the same game on another set keeps its decisions)
    state.kept = { id: kept.id, rev: kept.rev, away: Boolean(kept.away), replaces: kept.replaces || null };
    if (kept.keep !== true) announced = '';   // another game (the same one on another set: the same decision, said)
    $('#save').disabled = false;
    changed({ keep: kept.keep });
}

// Every decision goes through here.
function act(body) {
    try {
        body();
    } catch (error) {
        showMessage(error.message);
        return false;
    }
    changed();
    return true;
}

// How many of the library's undo steps (hunters_game_undo) take the game
// back to the previous decision of a person: one in table mode (a draw
// entered, a placement, a deployment or a pass); in play mode, the bots'
// decisions since then too. 0 when there is none.
function undoSteps() {
    const game = state.game;
    if (!game.decisionCount) return 0;
    if (state.mode !== 'play') return 1;
    const scratch = game.clone();
    try {
        for (let steps = 1; scratch.decisionCount > 0; steps++) {
            scratch.undo();
            const phase = scratch.phase;
            const deciding = [H.PHASE_PLACE, H.PHASE_DEPLOY, H.PHASE_PLACE_BONUS, H.PHASE_DEPLOY_BONUS].includes(phase);
            if (deciding && !isBot(scratch.currentPlayer)) return steps;
        }
        return 0;
    } finally {
        scratch.free();
    }
}

function undo() {
    const steps = undoSteps();
    if (!steps) return;
    for (let k = 0; k < steps; k++) state.game.undo();
    // a tile entered taken back (a look-alike picked): the finder as it was when it was picked, its description and
    // list, to pick the right one (it came back empty, and the tile in hand was described all over again)
    const query = describedAt(state.game);
    if (query !== undefined) state.query = query;
    changed();
}

// The finder's text the tile about to be drawn again was picked with, when
// the game is back at a draw whose tile was entered here; else undefined.
function describedAt(game) {
    const phase = game.phase;
    if (phase !== H.PHASE_DRAW && phase !== H.PHASE_DRAW_BONUS) return undefined;
    return state.described.get(game.decisionCount);
}

// Back to just before a tile entered earlier (the finder's used-up matches):
// every decision since, of every player, undone with the library's undo.
function undoTo(entry, typeName) {
    const steps = stepsBackTo(state.game, entry.eventIndex);
    if (!steps) return;
    // (the finder is the table mode's, whose seats are all people)
    const question = `Undo back to turn ${entry.turn}, before ${playerName(entry.player)} entered ${typeName}? `
        + `This takes back ${steps} step${steps === 1 ? '' : 's'}: that tile and everything entered after it.`;
    if (!window.confirm(question)) return;
    for (let k = 0; k < steps; k++) state.game.undo();
    // back at turn N's draw: its tile's description, as Undo gives it (an earlier look-alike is put right with one
    // tap in the same list); not known (a loaded game): an empty finder
    state.query = describedAt(state.game) ?? '';
    changed();
}

// The game under way goes on with another tile set: its record replayed on
// the set (retile.js); refused with the line and turn that does not fit, the
// game unchanged. Returns the refusal's words, or null.
function continueGame(tileset) {
    let game;
    try {
        game = continueOnTileset(state.hunters, state.game, tileset);
    } catch (error) {
        return `This game cannot go on with that set: ${error.message}. The game is unchanged.`;
    }
    const query = state.query;
    setGame(game, state.mode, state.players, state.startedAt, { ...state.kept, endedAt: state.endedAt, keep: true });
    state.query = query;
    render();
    return null;
}

function changed({ keep = true } = {}) {
    state.generation++;
    // the end of the game, once: a later render (a resume the next day) does not move it; undone, it goes
    if (!state.game.over) state.endedAt = null;
    else if (!state.endedAt) state.endedAt = new Date();
    state.pending = null;
    state.hint = null;
    $('#hint-result').hidden = true;
    hintShowGone();
    delete $('#hint-result').dataset.move;
    delete $('#hint-result').dataset.advice;
    state.projection = state.game.projectScores();
    const focusWasHere = focusFollows();
    render();
    if (focusWasHere) focusNext();
    else {
        announce();
        keepFocusSeen();
    }
    if (keep) keepGame(keep === 'new');
    if (state.mode === 'play') setTimeout(botTurn, 350);
}

// ---- the game kept in the browser (keep.js) ----------------------------------
// Written after every change. A copy of the same game that another tab
// wrote since this tab last read or wrote it is never written over: this
// tab takes it up instead; another game kept since (started or loaded in
// another tab) leaves this tab's game unkept, and says so.
function keepGame(fresh) {
    const kept = state.kept;
    if (!state.game || !kept || kept.away) return;
    const stored = readKept();
    // an entry this page cannot read (another version's) is set aside, not written over: nor when the storage has
    // no room to set it aside (it was written over then, unsaid); this game is kept once there is room
    if (stored && stored.unreadable && !setAsideUnreadable(stored.unreadable)) {
        keepStatus('This browser did not keep a copy of the game (the browser\'s storage for the page is full, and an entry '
            + 'another version of the page kept, which this page cannot read, is not written over): use Save to keep it in a file.');
        return;
    }
    // a new game takes the place of the one kept before it, also when its first
    // write was refused (storage full): that game is not "another tab's" then
    if (fresh) kept.replaces = stored && !stored.unreadable ? stored.id : null;
    else if (kept.rev === 0 && stored && !stored.unreadable && stored.id === kept.replaces) fresh = true;
    if (!fresh) {
        if (stored && !stored.unreadable && stored.id === kept.id && stored.rev !== kept.rev) {
            if (adopt(stored)) keepStatus('This game went on in another tab: it is shown here as it stands there (the step just taken here was not kept).');
            return;
        }
        if (stored && !stored.unreadable && stored.id !== kept.id) {
            leaveKept();
            return;
        }
    }
    const rev = kept.rev + 1;
    const refused = writeKept({ id: kept.id, rev, mode: state.mode, players: state.players, startedAt: state.startedAt.getTime(),
        endedAt: state.endedAt ? state.endedAt.getTime() : null,
        over: state.game.over, record: withSeats(state.game.save(), state.players) });
    if (refused) {
        keepStatus(`This browser did not keep a copy of the game (${refused}): use Save to keep it in a file.`);
        return;
    }
    kept.rev = rev;
    keepStatus(null);
}

// another game is kept now: this one is no longer written
function leaveKept() {
    state.kept.away = true;
    keepStatus('Another tab started or loaded another game, which this browser keeps now: this game is no longer kept. Use Save to keep it in a file.');
}

function keepStatus(text) {
    const out = $('#keep-status');
    out.hidden = !text;
    out.textContent = text || '';
}

// The kept game `data` in this tab, as it stands: true, or false (said) when the library refuses its record.
function adopt(data) {
    let game;
    try {
        game = state.hunters.Game.load(data.record);
    } catch (error) {
        showMessage(`The game kept in this browser cannot be loaded: ${error.message}`);
        return false;
    }
    setGame(game, data.mode, data.players.map((p) => ({ name: String(p.name), bot: Boolean(p.bot) })), new Date(data.startedAt),
        { id: data.id, rev: data.rev, away: false, keep: false, endedAt: Number.isFinite(data.endedAt) ? new Date(data.endedAt) : null });
    return true;
}

// another tab wrote the kept game: the same game is followed here, another one leaves this tab's unkept
function keptElsewhere(event) {
    if (event.key !== KEY && event.key !== null) return;
    refreshResume();
    const kept = state.kept;
    if (!state.game || !kept || kept.away) return;
    const stored = readKept();
    if (!stored || stored.unreadable) return;
    if (stored.id !== kept.id) leaveKept();
    else if (stored.rev > kept.rev && adopt(stored)) keepStatus('This game went on in another tab: it is shown here as it stands there.');
}

// The set-up dialog's "Resume": the game kept in the browser, when it is not the one shown.
function refreshResume() {
    const button = $('#resume');
    const stored = readKept();
    if (stored && stored.unreadable) showMessage('A game kept in this browser by another version of the page cannot be read here.');
    const offered = stored && !stored.unreadable && !(state.game && state.kept && !state.kept.away && state.kept.id === stored.id);
    button.hidden = !offered;
    if (!offered) return;
    const names = stored.players.map((p) => String(p.name)).join(', ');
    const turn = keptTurn(stored.record);
    // a finished game stays kept (its final table, its BG Stats export) but is no game in progress
    if (stored.over) button.textContent = `Back to the last game, finished: ${names} (${stored.mode} mode)`;
    else button.textContent = `Resume the game in progress: ${names} (${stored.mode} mode, ${turn ? `turn ${turn}` : 'just started'})`;
}

function resume() {
    const stored = readKept();
    if (!stored || stored.unreadable) { refreshResume(); return; }
    // Resume is offered over a game shown here only when another tab's game took its place: this one,
    // unkept, ends here (asked first, as Start asks: both may name the same players)
    if (gameUnderWay()) {
        const question = `Resume the game kept in this browser (${stored.players.map((p) => String(p.name)).join(', ')}, turn ${keptTurn(stored.record)})? `
            + `The game shown here (${state.players.map((p) => p.name).join(', ')}, turn ${keptTurn(state.game.save())}) ends here: `
            + 'it is not kept in this browser, use Save first to keep it in a file.';
        if (!window.confirm(question)) return;
    }
    if (adopt(stored) && $('#setup').open) $('#setup').close(GAME_BEGUN);
}

// a game on the page that ending would lose: not over, and something done
function gameUnderWay() {
    const game = state.game;
    return Boolean(game && !game.over && (game.decisionCount > 0 || game.board().length > 1));
}

const isBot = (player) => state.mode === 'play' && state.players[player] && state.players[player].bot;

async function botTurn() {
    const game = state.game;
    if (!game || game.over || !isBot(game.currentPlayer)) return;
    const generation = state.generation;
    const reply = await ask('advise', 500);
    if (!reply || generation !== state.generation) return;
    // a bot that cannot move says why, with a way on (it stood "thinking…" for ever)
    const failed = reply.error || (reply.moves.length ? null : 'the library advised no move');
    if (failed) {
        botFailed(`${playerName(game.currentPlayer)} (bot) could not move: ${failed}.`);
        return;
    }
    if (!act(() => game.play(reply.moves[0].move))) botFailed(`${playerName(game.currentPlayer)} (bot) could not move.`);
}

function botFailed(text) {
    showMessage(`${text} Try again, or Undo.`);
    const again = button('bot-again', 'Let the bot try again', () => {
        again.remove();
        $('#hint-result').hidden = true;
        botTurn();
    }, 'primary');
    $('#action-body').appendChild(again);
    if (focusFollows()) focusNext(again);
}

// The projection column is the library's hunters_game_project_scores (the
// scores if the game ended now: the features the tile just placed
// completes, the huts and hunters standing), set in changed().

async function hint() {
    const hintButton = $('#hint');
    // disabled while the library thinks, the button loses the focus to the page's body: given back when
    // the hint is shown (a keyboard-only player lost their place, and tabbed from the page's top)
    const pressed = document.activeElement === hintButton;
    hintButton.disabled = true;
    const out = $('#hint-result');
    out.hidden = false;
    out.textContent = 'Thinking…';
    hintShowGone();
    const reply = await ask('advise', 2000, 7);
    // the game may have moved on meanwhile (a draw phase, a bot's turn): the button as render() would set it
    hintButton.disabled = !hintAllowed();
    // (a game that moved on placed the focus itself: changed())
    if (!reply) return;
    // back on Hint if the focus is still where its disabling dropped it; else on the next decision's
    // control if it was on one the redraw below replaces (tabbed there while the library thought)
    const back = pressed && !hintButton.disabled && [document.body, null].includes(document.activeElement);
    const focusWasHere = !back && focusFollows();
    const refocus = () => {
        if (back) hintButton.focus({ preventScroll: true });
        else if (focusWasHere) focusNext();
    };
    if (reply.error || !reply.moves.length) { out.textContent = reply.error || 'No move to advise.'; refocus(); return; }
    const best = reply.moves[0];
    state.hint = best.move;
    out.innerHTML = '';
    const then = best.then ? `, then ${describeMove(best.then, best.move)}` : '';
    // in words: the move, then what the search found (the library's own
    // line, hunters_advice_format, stays in data-advice and the tooltip)
    const sign = best.value >= 0 ? '+' : '−';
    const ahead = best.wins >= 0 ? `, ahead in ${Math.round(100 * best.wins)}% of them` : '';
    const found = `${reply.source} played it out ${best.visits} times a few turns ahead: on average `
        + `${sign}${Math.abs(best.value).toFixed(1)} points against the best other player (projected)${ahead}.`;
    out.append(`Hint: ${describeMove(best.move)}${then}. `);
    out.append(Object.assign(document.createElement('small'), { className: 'advice', textContent: found, title: best.text }));
    out.dataset.move = best.move;
    out.dataset.advice = best.text;
    // a placement's square, on the board: on a phone it stands out of sight above the panel while the keyboard's
    // focus stays on Hint (a 320 px phone's screen holds not both); the words name it, and this goes to it. Under
    // the hint's words, out of their live region: inside it, a screen reader read "Show the square" as the hint's.
    // A deployment's hint needs none: its piece is on the tile's picture in the panel, between the hint and Hint (not
    // on the board above), turned to by showHinted(), and its choice is the list's button marked, next to Hint
    if (best.move.startsWith('place ')) out.after(button('hint-show', 'Show the square', showHintedSquare));
    render();
    showHinted();
    refocus();
    keepFocusSeen();
}

// The hint's "Show the square" taken away with the hint it goes with (it stands after the hint's words, not in them).
function hintShowGone() {
    const show = $('#hint-show');
    if (show) show.remove();
}

// The hinted square (or piece) where the player sees it: the board turned
// to it when it is outside the view, and the page scrolled to it.
function showHinted() {
    const cell = $('#board .legal.hinted');
    if (cell) showSquare(Number(cell.dataset.x), Number(cell.dataset.y));
    const target = cell || $('.spot.hinted') || $('#pass.primary');
    if (target) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

// The hint's "Show the square": the board and the page turned to the hinted
// square, the focus on it (Enter chooses it); chosen already, to its tile,
// turned as hinted (Enter on Place placed it in the turn Rotate had left),
// the focus on Place, in view for the keyboard, as when a square is chosen
// (it stayed on this button, out of sight on a phone under the board).
function showHintedSquare() {
    let cell = $('#board .legal.hinted');
    if (!cell) return;
    const chosen = cell.classList.contains('chosen');
    const turn = chosen ? state.pending.moves.findIndex((m) => String(m) === state.hint) : -1;
    if (turn >= 0 && turn !== state.pending.index) {
        state.pending.index = turn;
        renderAction();
        renderBoard();
        cell = $('#board .legal.hinted');
    }
    showSquare(Number(cell.dataset.x), Number(cell.dataset.y));
    (chosen ? $('#board .preview') || cell : cell).scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (!chosen) cell.focus({ preventScroll: true });
    else if ($('#place')) {
        $('#place').focus({ preventScroll: true });
        keepFocusSeen();
    }
}

// The board turned to the square (x, y) when it is outside the view.
function showSquare(x, y) {
    const v = state.view;
    const cx = (x + 0.5) * SIZE, cy = (y + 0.5) * SIZE;
    if (cx - SIZE / 2 < v.x || cx + SIZE / 2 > v.x + v.w || cy - SIZE / 2 < v.y || cy + SIZE / 2 > v.y + v.h) {
        state.view = { ...v, x: cx - v.w / 2, y: cy - v.h / 2 };
        state.userView = true;
        applyView();
    }
}

function describeMove(text, placement = null) {
    const move = state.hunters.Move.parse(text);
    if (move.kind === H.MOVE_PLACE) return `place the tile ${placeWords(move.x, move.y)} (the orange square), turned ${90 * move.rotation}°`;
    if (move.kind === H.MOVE_PASS) return 'deploy nothing';
    const type = placement !== null && state.game.tileInHandIndex >= 0 ? state.game.tileInHandIndex : lastPlaced().type;
    const area = state.game.tileset.areas(type)[move.area];
    const rotation = placement !== null ? state.hunters.Move.parse(placement).rotation : lastPlaced().rotation;
    return `put a ${ROLE_NAMES[roleOf(move.piece, area.kind)]} on ${areaWords(state.game.tileset, type, move.area, rotation)}`;
}

const lastPlaced = () => state.game.board().reduce((a, b) => (a.order > b.order ? a : b));
// R4: a tribe member gathers in a forest, fishes on a river or lake, hunts on a meadow
const roleOf = (piece, kind) => (piece === H.PIECE_HUT ? 4 : { 1: 1, 2: 2, 3: 2, 4: 3 }[kind]);

// A message for the person: in the set-up dialog while it is open (the
// panel is behind it then, out of sight), else above the action.
function showMessage(text) {
    const out = $('#setup').open ? $('#setup-message') : $('#hint-result');
    out.hidden = false;
    out.textContent = text;
    // (the hint's Show the square goes with the hint the message replaces; one said in the dialog leaves both)
    if (out.id === 'hint-result') hintShowGone();
}

// ---- the keyboard's focus, and what a screen reader hears ------------------------
// A decision redraws the panel (and the board), and the control that took it
// goes with it: the focus fell back to the page's body, and a keyboard-only
// player tabbed 5 to 15 times to reach the next decision. After a change the
// focus goes to the first control of the next decision, unless the person is
// elsewhere: typing in another field, on a control that stays (Undo, Hint,
// Save), or in a dialog.
let lastInput = 'keyboard';   // how the person last acted: 'keyboard', or 'pointer' (a tap or a click)
if (typeof document !== 'undefined') {
    document.addEventListener('keydown', (event) => {
        lastInput = 'keyboard';
        // a key held down repeats: now that the focus goes on to the next decision's control, one held Enter
        // took that decision too, and the next (a tile drawn, placed on the first square, the deployment passed)
        const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
        if (event.repeat && (event.key === 'Enter' || (event.key === ' ' && !typing)) && event.target instanceof Element
            && event.target.closest('#action-body, #board')) {
            event.preventDefault();
            event.stopPropagation();
        }
    }, true);
    document.addEventListener('pointerdown', () => { lastInput = 'pointer'; }, true);
    // Escape after a square chosen takes the choice back (it did nothing: the way back to the squares was Shift+Tab
    // past Rotate and the tile); a dialog's Escape is its own, and a field typed in keeps it
    document.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape' || !state.pending || !focusFollows() || event.defaultPrevented) return;
        const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
        if (typing) return;
        event.preventDefault();
        cancelPending();
    });
}

/** Whether the focus may follow the game: it is nowhere, or on the panel's or the board's controls, which a render replaces. */
function focusFollows() {
    if (document.querySelector('dialog[open]')) return false;
    const active = document.activeElement;
    // (a dialog just closed may leave the focus on its button, out of sight)
    return !active || active === document.body || !active.isConnected || Boolean(active.closest('#action-body, #board, dialog:not([open])'));
}

/**
 * The control the keyboard's focus stayed on (Undo, Hint), in view again after the page scrolled to the part to act
 * on: on a phone it went out of sight, and a second Enter took back another step unseen. Only for the keyboard: a
 * tapping player looks at the part scrolled to, not at the button.
 */
function keepFocusSeen() {
    const active = document.activeElement;
    if (lastInput !== 'keyboard' || !active || active === document.body || !active.isConnected) return;
    active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The first control of the decision now asked for, or null (a bot's turn). */
function nextControl() {
    const game = state.game;
    const phase = game.phase;
    if (phase === H.PHASE_OVER) return $('#action-body a[href], #action-body button');
    if (isBot(game.currentPlayer)) return $('#bot-again');
    if (phase === H.PHASE_DRAW || phase === H.PHASE_DRAW_BONUS) {
        // the finder's field for the keyboard; after a tap its first tile (focusing the field would open a phone's keyboard over the list)
        return (lastInput === 'pointer' && $('#finder-results [data-draw]')) || $('#finder-query');
    }
    if (phase === H.PHASE_PLACE || phase === H.PHASE_PLACE_BONUS) {
        if (state.pending) return $('#place');
        return $('#board g.legal.hinted[role=button]') || $('#board g.legal[role=button]');
    }
    return $('#action-body [data-deploy-choice]') || $('#pass');
}

// The set-up dialog's return value when it closes on a game begun there (Start, Resume, Load a game).
const GAME_BEGUN = 'begun';

/** A dialog closed: the focus on the game's decision where it may follow, and the decision said. */
function afterDialog(event) {
    if (!state.game) return;
    // a game begun from the set-up dialog opened with New: the dialog gave the focus back to New, and the
    // keyboard's player tabbed from there to the game's first decision; Cancel and Escape leave it on New
    const begun = event && event.target === $('#setup') && event.target.returnValue === GAME_BEGUN;
    if (focusFollows() || (begun && !document.querySelector('dialog[open]'))) focusNext();
    else announce();
}

/**
 * The focus on the next decision's control (not scrolled to: the page scrolls the part to act on itself, but for
 * the keyboard the control is kept in view: on a 320 px phone Place, focused once a square is chosen, stood below
 * the screen), and the decision said once.
 */
function focusNext(control = nextControl()) {
    if (control && document.activeElement !== control) control.focus({ preventScroll: true });
    keepFocusSeen();
    announce();
}

// The decision asked for, said once to a screen reader (#announce, a status
// region): the panel itself is no live region, which read the whole finder
// list again on every keystroke. The same words are not said twice (a game
// put in place, setGame, is said anew). While a modal dialog is open the
// page behind it is inert, the status line too, and what it says is not
// heard: the decision of a game resumed, started or loaded from the set-up
// dialog was written there then, and the words, said once, not again when
// the dialog closed. It is said once the dialog has closed. The points
// scored since the last decision (#just-scored, over the prompt, in no live
// region: it is hidden and shown, and a region shown is not reliably heard)
// are said first, their lines apart, then the prompt; each once (pointsSaid:
// the game's events said up to): they were said again with every prompt
// until the next decision (a square chosen: "... Ann: turn the tile, then
// place it"), and a bot's at the next bot's turn and the person's decision
// both. An undo takes back what it undid: points scored again are said again.
let announced = '';
let pointsSaid = { game: null, events: 0 };
function spokenDecision() {
    const note = $('#just-scored'), prompt = $('#prompt').textContent;
    const upTo = pointsSaid.game === state.game ? Math.min(pointsSaid.events, state.game.eventCount) : 0;
    const lines = note.hidden ? [] : [...note.children];
    // (the scores now, the last line, with points not said yet only)
    const fresh = lines.filter((line) => 'event' in line.dataset && Number(line.dataset.event) >= upTo);
    const points = fresh.length ? [...fresh, ...lines.filter((line) => !('event' in line.dataset))].map((line) => line.textContent).join(' ') : '';
    return points ? `${points} ${prompt}` : prompt;
}
function announce() {
    if (document.querySelector('dialog[open]')) return;
    const text = spokenDecision(), prompt = $('#prompt').textContent;
    pointsSaid = { game: state.game, events: state.game.eventCount };
    // (the prompt alone, said last after the points: the same words, not said again when a dialog closes)
    if (text === announced || (text === prompt && announced.endsWith(` ${prompt}`))) return;
    announced = text;
    $('#announce').textContent = text;
}

// ---- rendering -----------------------------------------------------------
function render() {
    renderPlayers();
    renderJustScored();
    renderAction();
    renderBoard();
    renderLog();
    $('#undo').disabled = undoSteps() === 0;
    const phase = state.game.phase;
    $('#hint').disabled = !hintAllowed();
    // on a phone the board and the panel take turns on the screen: the part
    // where the person acts next is scrolled into view when the phase changes
    if (phase !== state.shownPhase && !isBot(state.game.currentPlayer)) {
        state.shownPhase = phase;
        const placing = phase === H.PHASE_PLACE || phase === H.PHASE_PLACE_BONUS;
        (placing ? $('#board-pane') : $('#action')).scrollIntoView({ block: 'nearest' });
        // the panel's part taller than the view (the finder's list on a phone): 'nearest' left it as it stood, the
        // prompt naming the next player and the finder's field above, out of sight (the keyboard's focus on it unseen);
        // the points just scored over the prompt too (at a 360 px phone's table, after a deployment tapped, the prompt
        // stood in view and the points line above it, under the header: scored unseen)
        const note = $('#just-scored');
        if (!placing && !inView(note.hidden ? $('#prompt') : note)) $('#action').scrollIntoView({ block: 'start' });
    }
}

/** Whether `node` stands inside the part of the page shown: the window, the page's scrolling main and panel. */
function inView(node) {
    const box = node.getBoundingClientRect();
    let top = 0, bottom = window.innerHeight;
    for (const part of [$('main'), $('#panel')]) {
        const shown = part.getBoundingClientRect();
        top = Math.max(top, shown.top);
        bottom = Math.min(bottom, shown.bottom);
    }
    return box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
}

// a hint is for a person's decision (no tile to enter, no bot's turn)
function hintAllowed() {
    const deciding = [H.PHASE_PLACE, H.PHASE_DEPLOY, H.PHASE_PLACE_BONUS, H.PHASE_DEPLOY_BONUS].includes(state.game.phase);
    return deciding && !isBot(state.game.currentPlayer);
}

const playerName = (p) => state.players[p] ? state.players[p].name : `Player ${p + 1}`;
const playerColour = (p) => PLAYER_COLOURS[p % PLAYER_COLOURS.length];
// a player's colour with the number the library writes on their pieces
// (counted from 1, as "Player 1" is: index 0 wears a 1)
function paintSwatch(swatch, p) {
    swatch.style.background = playerColour(p);
    swatch.style.color = PLAYER_INKS[p % PLAYER_INKS.length];
    swatch.textContent = String(p + 1);
}

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
        paintSwatch(row.querySelector('.swatch'), p);
        row.querySelector('.name').textContent = playerName(p);
        if (isBot(p)) row.querySelector('.name').append(Object.assign(document.createElement('span'), { className: 'bot-tag', textContent: 'bot' }));
        body.appendChild(row);
    }
}

// a tile type's picture, as the library draws it (hunters_svg_tile)
const tileSvg = (type, rotation, className) => state.pictures.picture(type, rotation, className);

function renderAction() {
    const game = state.game;
    const prompt = $('#prompt'), body = $('#action-body');
    body.innerHTML = '';
    const who = playerName(game.currentPlayer);
    const phase = game.phase;
    if (phase === H.PHASE_OVER) {
        prompt.textContent = 'Game over: points by source';
        renderFinal(body, game, Array.from({ length: game.players }, (_, p) => playerName(p)), state.startedAt, paintSwatch, state.endedAt || new Date());
        return;
    }
    if (isBot(game.currentPlayer)) {
        prompt.textContent = `${who} (bot) is thinking…`;
        if (game.tileInHandIndex >= 0) body.appendChild(tileSvg(game.tileInHandIndex, 0, 'tile-picture hand-picture'));
        return;
    }
    if (phase === H.PHASE_DRAW || phase === H.PHASE_DRAW_BONUS) {
        const bonus = phase === H.PHASE_DRAW_BONUS;
        prompt.textContent = bonus ? `${who} drew a bonus tile: what does it show?`
            : `${who}: what does the tile drawn show? (${game.stackSize(false)} left)`;
        renderFinder(body, {
            game, bonus, pictures: state.pictures, query: state.query,
            onQuery: (query) => { state.query = query; },
            onPick: (type, rotation) => {
                state.handRotation = rotation;
                const before = game.decisionCount, query = state.query;
                if (act(() => game.draw(type))) {
                    state.query = '';
                    state.described.set(before, query);
                }
            },
            playerName,
            onUndoTo: undoTo,
            onMissing: () => state.openTilesets({ continueGame: true }),
        });
        return;
    }
    const type = game.tileInHandIndex;
    if (phase === H.PHASE_PLACE || phase === H.PHASE_PLACE_BONUS) {
        prompt.textContent = state.pending ? `${who}: turn the tile, then place it` : `${who}: tap a highlighted square to place the tile ${game.tileInHand}`;
        const controls = document.createElement('div');
        controls.className = 'place-controls';
        const pending = state.pending;
        controls.appendChild(tileSvg(type, pending ? pending.moves[pending.index].rotation : 0, 'tile-picture hand-picture'));
        const rotate = button('rotate', '⟳ Rotate', () => rotatePending());
        rotate.disabled = !pending || pending.moves.length < 2;
        const place = button('place', '✓ Place', single(() => {
            const move = state.pending.moves[state.pending.index];
            act(() => game.play(move));
        }), 'primary');
        place.disabled = !pending;
        controls.append(rotate, place);
        body.appendChild(controls);
        return;
    }
    // a deploy phase: the library's picture of the tile just placed, with
    // each legal deployment's piece where the library would draw it (from
    // the board picture of a scratch copy after the move), and the same
    // choices in words
    const placed = lastPlaced();
    prompt.textContent = `${who}: deploy a piece on the tile, or pass`;
    const picture = tileSvg(placed.type, placed.rotation, 'tile-picture deploy-picture');
    // the items the library drew on the tile (g.item), which no ring may cover, and where each area lies (both asked
    // of the picture in the page, until the rings are placed)
    document.body.appendChild(picture);
    const items = [...picture.querySelectorAll('g.item')].map((g) => g.getBBox());
    const own = areaShapes(picture, game.tileset.areas(placed.type), placed.rotation);
    const list = document.createElement('div');
    list.className = 'deploy-list';
    const scratch = game.clone();
    const said = new Set();
    try {
        const choices = [];
        for (const move of game.legalMoves()) {
            if (move.kind !== H.MOVE_DEPLOY) continue;
            scratch.copyFrom(game);
            scratch.play(move);
            const piece = pieceOnTile(scratch.svg({ flags: 0 }), placed.x, placed.y);
            const choice = { move, piece, ...(piece || { cx: SIZE / 2, cy: SIZE / 2 }), box: null };
            if (piece) {
                // the piece's box about its centre (a hut is smaller than a lying hunter), asked of it in the picture
                const probe = picture.appendChild(el('g', {}, [piece.node]));
                const b = probe.getBBox();
                choice.box = [b.x - choice.cx, b.x + b.width - choice.cx, b.y - choice.cy, b.y + b.height - choice.cy];
                probe.remove();
            }
            choices.push(choice);
        }
        // choices the library would draw close together (a fisher and a hut
        // on one river, pieces of small areas around a lake) are moved apart
        // a little, on their own areas, so each can be tapped: each after
        // those before it, then again each with all the others where they
        // are (the first put in the middle of a short river, a stub to the
        // lake or a spring, left the second no room on it)
        const at = [];
        for (let round = 0; round < 3; round++) {
            choices.forEach(({ move, cx, cy, box }, i) => {
                const [dx, dy] = apart(at.filter((p, j) => j !== i), items, cx, cy, own && own[move.area], box);
                at[i] = [cx + dx, cy + dy];
            });
        }
        for (const [i, { move, piece, cx, cy }] of choices.entries()) {
            const [dx, dy] = [at[i][0] - cx, at[i][1] - cy];
            const text = String(move);
            let words = describeDeployment(placed, move);
            if (said.has(words)) words += `, choice ${said.size + 1}`;
            said.add(words);
            const hinted = state.hint === text ? ' hinted' : '';
            // a tap is taken by the part of the ring nearer its centre than any other ring's (.hit, drawn over the
            // ring and its piece, which take none)
            const others = at.filter((p, j) => j !== i).map(([x, y]) => [x - dx, y - dy]);
            const hit = nearestPart(cx, cy, 14, others).map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`);
            const spot = el('g', { class: `spot${hinted}`, 'data-deploy': text, role: 'button', 'aria-label': words,
                transform: `translate(${dx},${dy})` }, [el('circle', { class: 'ring', cx, cy, r: 14 }), piece && piece.node,
                el('path', { class: 'hit', d: hit.length ? `M${hit.join('L')}Z` : '' })]);
            spot.appendChild(Object.assign(el('title'), { textContent: words }));
            spot.addEventListener('click', single(() => act(() => game.play(move))));
            pressable(spot);
            picture.appendChild(spot);
            const choice = button('', words, single(() => act(() => game.play(move))), `deploy-choice${hinted}`);
            choice.removeAttribute('id');
            choice.dataset.deployChoice = text;
            choice.prepend(Object.assign(document.createElement('span'), { className: 'swatch' }));
            paintSwatch(choice.firstChild, game.currentPlayer);
            list.appendChild(choice);
            // pointing at a choice in words lights its piece on the picture, and back
            const light = (lit) => () => { spot.classList.toggle('lit', lit); choice.classList.toggle('lit', lit); };
            for (const node of [spot, choice]) {
                node.addEventListener('pointerenter', light(true));
                // (the focus put on the first choice after a tap lights nothing: only a focus the keyboard sees)
                node.addEventListener('focus', () => { if (node.matches(':focus-visible')) light(true)(); });
                node.addEventListener('pointerleave', light(false));
                node.addEventListener('blur', light(false));
            }
        }
    } finally {
        scratch.free();
        picture.remove();
    }
    const controls = document.createElement('div');
    controls.className = 'deploy-controls';
    controls.appendChild(picture);
    const pass = button('pass', 'Pass: deploy nothing', single(() => act(() => game.play(state.hunters.Move.pass()))));
    if (state.hint === 'pass') pass.classList.add('primary');
    list.appendChild(pass);
    controls.appendChild(list);
    body.appendChild(controls);
}

// The part of a ring of radius r about (cx, cy) nearer its centre than any of the others' centres, as a polygon
// (the circle as 48 sides, cut by the line halfway to each): where rings overlap (a fisher and a hut on one short
// river, 14 to 19 apart), a tap went to the ring drawn last, so one 4 units from LR1's fisher's centre, 13 from its
// hut's, took the hut; the ring of the nearest centre takes it
function nearestPart(cx, cy, r, others) {
    let polygon = Array.from({ length: 48 }, (_, k) => [cx + r * Math.cos(k * Math.PI / 24), cy + r * Math.sin(k * Math.PI / 24)]);
    for (const [ox, oy] of others) {
        const nx = ox - cx, ny = oy - cy, mx = (cx + ox) / 2, my = (cy + oy) / 2;
        if (Math.hypot(nx, ny) >= 2 * r || (nx === 0 && ny === 0)) continue;   // (no overlap; one centre: both take it)
        const side = ([x, y]) => (x - mx) * nx + (y - my) * ny;   // at most 0: nearer (cx, cy)
        const kept = [];
        polygon.forEach((p, k) => {
            const q = polygon[(k + 1) % polygon.length], sp = side(p), sq = side(q);
            if (sp <= 0) kept.push(p);
            if ((sp < 0 && sq > 0) || (sp > 0 && sq < 0)) {
                const t = sp / (sp - sq);
                kept.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
            }
        });
        polygon = kept;
    }
    return polygon;
}

// The smallest move of a spot at (cx, cy) that keeps it on its own area
// (`own`: is a point on it, see areaShapes; null: anywhere), clear of the
// spots taken and of the tile's items, inside the tile; when no place is
// clear of both, the place on its area whose piece is farthest from both (as
// far as a piece needs), then whose ring is apart from the others', then
// clear of the items, the nearest of those. Inside,
// always: the ring whole, its stroke too (a piece the library draws near a
// side, at 12 or 13 from it, had its ring cut at the picture's edge). On its
// area, always (the library draws a river's piece on the meadow beside a
// spring's stub, and the moves apart put huts on the meadow, hunters on the
// lake: a player reads the area under the piece); an area with no place
// inside the ring's margin (a custom tile) is not kept to (then within 40).
// `box`: the piece's box about (cx, cy), [left, right, top, bottom] (null: no
// piece, as wide as the widest).
function apart(taken, items, cx, cy, own, box) {
    const R = 15;   // a ring's radius and a little
    const EDGE = 16;   // a ring's radius (14) and half the hinted ring's stroke (3.5, style.css)
    const STEP = 2;   // the grid of places tried, as areaShapes's
    // how far (x, y) is from the nearest item's box, on either axis (a piece's box, 22 units wide at most, clears it at 11)
    const room = (x, y) => Math.min(99, ...items.map((b) => Math.max(b.x - x, x - b.x - b.width, b.y - y, y - b.y - b.height)));
    // how far the piece's own box at (x, y) is from the nearest item's (below 0: over it)
    const [left, right, top, bottom] = box || [-11, 11, -11, 11];
    const clearance = (x, y) => Math.min(99, ...items.map((b) => Math.max(b.x - x - right, x + left - b.x - b.width,
        b.y - y - bottom, y + top - b.y - b.height)));
    const far = (x, y) => taken.every(([tx, ty]) => Math.hypot(tx - x, ty - y) >= 31);
    const inside = (x, y) => x >= EDGE && x <= SIZE - EDGE && y >= EDGE && y <= SIZE - EDGE;
    const clamp = (v) => Math.min(Math.max(v, EDGE), SIZE - EDGE);
    const x0 = clamp(cx), y0 = clamp(cy);
    const places = [];
    for (let x = EDGE; x <= SIZE - EDGE; x += STEP) for (let y = EDGE; y <= SIZE - EDGE; y += STEP) places.push([x, y]);
    const mine = own ? places.filter(([x, y]) => own(x, y)) : [];
    const kept = mine.length > 0;
    const on = kept ? own : () => true;
    const good = (x, y) => on(x, y) && far(x, y) && room(x, y) >= R;
    if (good(x0, y0)) return [x0 - cx, y0 - cy];
    for (let distance = 10; distance <= 60; distance += 10) {
        for (let k = 0; k < 8; k++) {
            const x = x0 + Math.round(distance * Math.cos((k * Math.PI) / 4)), y = y0 + Math.round(distance * Math.sin((k * Math.PI) / 4));
            if (inside(x, y) && good(x, y)) return [x - cx, y - cy];
        }
    }
    // none found (the 8 directions miss places between them; a tile of many choices, a lake's junction): on a grid of
    // 2 units, the place on its area (or within 40) whose piece stands under no other ring (14 apart, over an item if
    // its area leaves no other room: F3Sb's fisher, 9 from the hut beside the deer below its spring, took no tap at
    // its centre), then whose piece stands clearest of the others' (22 apart, none on another) and of the items (its own box clear of theirs; over one, the share a piece of 22 units would have
    // from 14), then whose ring stands apart from the others' (28: none over another), then clear of them and of
    // the items (31 and 15), the nearest of those. The spot itself put a fisher's ring and a hut's on one river on top of
    // each other (F3Sc: 4 choices), the one under not to be tapped; the others first, then the items, put a lake's hut
    // on its fish, and the junctions' pieces on the fish, their count, a tiger, a dolmen; the items at 11, a share as
    // large as two rings' on a stub to the lake (17 apart at most, 17/22), put a hut on FJb's dolmen beside its stub;
    // a piece's widest box, and rings apart counted with their clearance of the items' boxes, kept the lake's hut of
    // LR2a by the river's two rings at the lake's bottom, its top free for the hut
    const gap = (x, y) => Math.min(31, ...taken.map(([tx, ty]) => Math.hypot(tx - x, ty - y)));
    const score = (x, y) => {
        const g = gap(x, y), c = clearance(x, y);
        return [Math.min(1, g / 14), Math.min(1, g / 22, c >= 0 ? 1 : (c + 8) / 14), Math.min(1, g / 28), Math.min(1, g / 31, room(x, y) / R),
            -Math.hypot(x - x0, y - y0)];
    };
    const better = (a, b) => { const k = a.findIndex((v, i) => v !== b[i]); return k >= 0 && a[k] > b[k]; };
    let best = on(x0, y0) ? { x: x0, y: y0, score: score(x0, y0) } : null;
    for (const [x, y] of kept ? mine : places) {
        if (!kept && Math.hypot(x - x0, y - y0) > 40) continue;
        const s = score(x, y);
        if (!best || better(s, best.score)) best = { x, y, score: s };
    }
    return [best.x - cx, best.y - cy];
}

// Where each area of a tile lies in its picture (an <svg> in the page, the
// tile's 100 x 100 square), from the shapes the library drew (tile.c: the
// forests, a river's two strokes, the lake and the springs, in the order of
// their areas; the meadows are the ground between them): for each area, is a
// point on it, the topmost shape there its own (the lake over a river's end).
// A river's spring is its river's, the ring round it too (a stub to a
// spring, 8 units deep inside the ring's margin, holds no two rings apart:
// around the spring, within 9 of its centre, two rings stand 16 apart and
// hold it nearly whole); a meadow is the ground reached from its half-sides,
// on a grid of 2 units, without crossing a shape. Null for a picture whose
// shapes do not match the areas. The shapes are asked while the picture is
// in the page.
function areaShapes(picture, areas, rotation) {
    const STEP = 2, N = SIZE / STEP + 1;
    const which = (test) => areas.flatMap((area, i) => (test(area) ? [i] : []));
    let drawn = [
        [picture.querySelectorAll('.tile path.forest'), which((a) => a.kind === H.AREA_FOREST), 'fill'],
        // (the wide stroke of each river, under its narrow one)
        [[...picture.querySelectorAll('.tile path.river')].filter((e, i) => i % 2 === 0), which((a) => a.kind === H.AREA_RIVER), 'stroke'],
        [picture.querySelectorAll('.tile circle.lake, .tile circle.spring'),
            which((a) => a.kind === H.AREA_LAKE || (a.kind === H.AREA_RIVER && a.ends.includes(H.END_SPRING))), 'fill'],
    ];
    if (drawn.some(([shapes, owners]) => shapes.length !== owners.length)) return null;
    // each shape with its area and its box (a stroke's grown by its half width), the points outside not tried; a
    // spring as the ring round it (within 9 of its centre: the ring, radius 14, holds the spring, 6, nearly whole)
    drawn = drawn.flatMap(([shapes, owners, by]) => [...shapes].map((shape, k) => {
        const box = shape.getBBox(), grow = by === 'stroke' ? 8 : shape.classList.contains('spring') ? 4 : 2;
        return [shape, owners[k], shape.classList.contains('spring') ? 'spring' : by,
            { x: box.x - grow, y: box.y - grow, width: box.width + 2 * grow, height: box.height + 2 * grow }];
    }));
    // the area drawn topmost at (x, y), -1 for the meadows' ground
    const under = (x, y) => {
        const point = new DOMPoint(x, y);
        let area = -1;
        for (const [shape, owner, by, box] of drawn) {
            if (x < box.x || y < box.y || x > box.x + box.width || y > box.y + box.height) continue;
            if (by === 'fill' ? shape.isPointInFill(point) : by === 'stroke' ? shape.isPointInStroke(point)
                : Math.hypot(x - shape.cx.baseVal.value, y - shape.cy.baseVal.value) <= 9) area = owner;
        }
        return area;
    };
    // each point of the grid (those apart() tries) asked once
    const grid = new Int16Array(N * N);
    for (let cell = 0; cell < N * N; cell++) grid[cell] = under(Math.floor(cell / N) * STEP, (cell % N) * STEP);
    const areaAt = (x, y) => (x % STEP === 0 && y % STEP === 0 && x >= 0 && y >= 0 && x <= SIZE && y <= SIZE
        ? grid[(x / STEP) * N + y / STEP] : under(x, y));
    // a meadow's ground: flooded from its half-sides' points (tile.c's half_points: N.w N.e E.n E.s S.e S.w W.s W.n), turned
    const HALF = [[27, 16], [73, 16], [84, 27], [84, 73], [73, 84], [27, 84], [16, 73], [16, 27]];
    const turn = ([x, y]) => { for (let q = 0; q < rotation; q++) [x, y] = [SIZE - y, x]; return [x, y]; };
    return areas.map((area, i) => {
        if (area.kind !== H.AREA_MEADOW) return (x, y) => areaAt(x, y) === i;
        const on = new Uint8Array(N * N), queue = [];
        HALF.forEach((half, h) => {
            if (!(area.halves >> h & 1)) return;
            const [x, y] = turn(half);
            for (const gx of [Math.floor(x / STEP), Math.ceil(x / STEP)]) {
                for (const gy of [Math.floor(y / STEP), Math.ceil(y / STEP)]) queue.push(gx * N + gy);
            }
        });
        while (queue.length) {
            const cell = queue.pop();
            if (grid[cell] !== -1 || on[cell]) continue;
            on[cell] = 1;
            const gx = Math.floor(cell / N), gy = cell % N;
            if (gx > 0) queue.push(cell - N);
            if (gx < N - 1) queue.push(cell + N);
            if (gy > 0) queue.push(cell - 1);
            if (gy < N - 1) queue.push(cell + 1);
        }
        return (x, y) => on[Math.round(x / STEP) * N + Math.round(y / STEP)] === 1 && areaAt(x, y) === -1;
    });
}

// A deployment in words that name the area (its sides, how many tiles its
// feature covers, which lake) and what the feature holds now
// (hunters_game_feature): two choices never read alike.
function describeDeployment(placed, move) {
    const ts = state.game.tileset;
    const kind = ts.areas(placed.type)[move.area].kind;
    const f = state.game.feature(placed.x, placed.y, move.area);
    const role = ROLE_NAMES[roleOf(move.piece, kind)];
    const where = areaWords(ts, placed.type, move.area, placed.rotation);
    if (move.piece === H.PIECE_HUT) {
        return `A hut on ${where}, for its river system (${plural(f.systemFish, 'fish', 'fish')} in all)`;
    }
    const counts = kind === H.AREA_FOREST ? [['mushroom', f.mushrooms], ['nugget', f.nuggets]]
        : kind === H.AREA_MEADOW ? [['deer', f.deer], ['mammoth', f.mammoths], ['aurochs', f.aurochs], ['tiger', f.tigers], ['fire', f.fire], ['dolmen', f.dolmen]]
        : [['fish', f.fish]];
    const items = counts.filter(([, n]) => n > 0).map(([name, n]) => plural(n, ...ITEM_WORDS[name]));
    items.unshift(`${plural(f.tiles, 'tile')}${f.complete ? ', complete' : ''}`);
    return `A ${role} ${kind === H.AREA_FOREST ? 'in' : 'on'} ${where} (${items.join(', ')})`;
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
    const focusWasHere = focusFollows();
    const onRotate = document.activeElement && document.activeElement.id === 'rotate';
    state.pending.index = (state.pending.index + 1) % state.pending.moves.length;
    renderAction();
    renderBoard();
    // turning again and again from the keyboard: Rotate keeps the focus (the board's preview, Place)
    if (focusWasHere) focusNext(onRotate ? $('#rotate') : $('#place'));
}

/** The square chosen taken back (Escape): no tile shown there, the focus on that square to choose again. */
function cancelPending() {
    const { x, y } = state.pending;
    const focusWasHere = focusFollows();
    state.pending = null;
    renderAction();
    renderBoard();
    if (focusWasHere) focusNext($(`#board g.legal[data-x="${x}"][data-y="${y}"][role=button]`) || nextControl());
}

function choosePosition(x, y, moves) {
    if (state.pending && state.pending.x === x && state.pending.y === y) { rotatePending(); return; }
    let index = Math.max(0, moves.findIndex((m) => m.rotation === state.handRotation));
    if (state.hint && moves.some((m) => String(m) === state.hint)) index = moves.findIndex((m) => String(m) === state.hint);
    state.pending = { x, y, moves, index };
    const focusWasHere = focusFollows();
    renderAction();
    renderBoard();
    if (focusWasHere) focusNext($('#place'));
}

// ---- the board -------------------------------------------------------------
// The library's picture of the board (hunters_svg_board, with the legal
// positions of the tile in hand when a person places it), in world
// coordinates (pictures.js); the page adds the taps on the legal positions,
// the tile being turned there, the hint, and pan and zoom.
function renderBoard() {
    const game = state.game;
    const svg = $('#board');
    const phase = game.phase;
    const placing = (phase === H.PHASE_PLACE || phase === H.PHASE_PLACE_BONUS) && !isBot(game.currentPlayer);
    const layer = boardLayer(game.svg({ flags: placing ? SVG_LEGAL : 0 }));
    svg.replaceChildren(layer);
    let minX = 0, maxX = 0, minY = 0, maxY = 0;
    const grow = (x, y) => {
        minX = Math.min(minX, x); maxX = Math.max(maxX, x);
        minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    };
    for (const tile of layer.querySelectorAll('g.tile')) grow(Number(tile.dataset.x), Number(tile.dataset.y));
    if (placing) {
        const byPosition = new Map();
        for (const move of game.legalMoves()) {
            const key = `${move.x},${move.y}`;
            if (!byPosition.has(key)) byPosition.set(key, []);
            byPosition.get(key).push(move);
        }
        const hinted = state.hint && state.hint.startsWith('place ') ? state.hunters.Move.parse(state.hint) : null;
        for (const cell of layer.querySelectorAll('g.legal')) {
            const x = Number(cell.dataset.x), y = Number(cell.dataset.y);
            const moves = byPosition.get(`${x},${y}`);
            if (!moves) continue;   // cannot happen: the library draws the legal positions
            grow(x, y);
            if (hinted && hinted.x === x && hinted.y === y) cell.classList.add('hinted');
            cell.setAttribute('role', 'button');
            cell.setAttribute('aria-label', `place ${placeWords(x, y)}`);
            cell.addEventListener('click', () => { if (!panned) choosePosition(x, y, moves); });
            pressable(cell);
            // a square the keyboard reaches outside the view (a big board, a phone): the board turns to it, where the
            // focus was out of sight (a focus put after a tap turns nothing: only one the keyboard sees)
            cell.addEventListener('focus', () => { if (cell.matches(':focus-visible')) showSquare(x, y); });
            if (state.pending && state.pending.x === x && state.pending.y === y) cell.classList.add('chosen');
        }
        if (state.pending) {
            // the tile in hand, turned as chosen, where it would go; tapping it turns it
            const { x, y } = state.pending;
            const move = state.pending.moves[state.pending.index];
            const preview = el('g', { class: 'preview', 'data-preview': String(move),
                transform: `translate(${x * SIZE - layer.offset.dx},${y * SIZE - layer.offset.dy})` },
            [state.pictures.tile(game.tileInHandIndex, move.rotation),
                el('rect', { class: 'preview-frame', x: 2, y: 2, width: SIZE - 4, height: SIZE - 4 })]);
            preview.addEventListener('click', () => { if (!panned) rotatePending(); });
            layer.appendChild(preview);
        }
    }
    const fit = { x: (minX - 0.6) * SIZE, y: (minY - 0.6) * SIZE, w: (maxX - minX + 2.2) * SIZE, h: (maxY - minY + 2.2) * SIZE };
    // too big a board for squares of MIN_CELL px: the view follows the legal
    // places (their middle), or the tile placed last
    const legal = [...layer.querySelectorAll('g.legal')].map((g) => [Number(g.dataset.x), Number(g.dataset.y)]);
    const last = game.board().reduce((a, b) => (a.order > b.order ? a : b));
    const around = (legal.length ? legal : [[last.x, last.y]]).map(([x, y]) => ({ x: (x + 0.5) * SIZE, y: (y + 0.5) * SIZE }));
    if (!state.userView || !state.view) state.view = fitAspect(fit, around);
    applyView();
}

// the widest view (board units) that keeps squares of MIN_CELL px; once
// the game is over nothing on the board is tapped, and it all fits
const widestView = () => (state.game && state.game.over ? Infinity : (($('#board').clientWidth || 800) / MIN_CELL) * SIZE);

function fitAspect(box, around) {
    const svg = $('#board');
    const aspect = (svg.clientWidth || 800) / (svg.clientHeight || 600);
    let { x, y, w, h } = box;
    const minimum = 3.2 * SIZE;
    if (w < minimum) { x -= (minimum - w) / 2; w = minimum; }
    if (h < minimum) { y -= (minimum - h) / 2; h = minimum; }
    if (w / h < aspect) { const nw = h * aspect; x -= (nw - w) / 2; w = nw; } else { const nh = w / aspect; y -= (nh - h) / 2; h = nh; }
    const widest = widestView();
    if (w > widest) {
        h *= widest / w;
        w = widest;
        // centred on the place that shows the most of `around` whole, the
        // nearest to their middle among equals
        const mx = around.reduce((n, p) => n + p.x, 0) / around.length, my = around.reduce((n, p) => n + p.y, 0) / around.length;
        const shows = (c) => around.filter((p) => Math.abs(p.x - c.x) <= w / 2 - SIZE * 0.7 && Math.abs(p.y - c.y) <= h / 2 - SIZE * 0.7).length;
        let best = { x: mx, y: my }, most = shows(best);
        for (const c of around) {
            const n = shows(c);
            if (n > most || (n === most && Math.hypot(c.x - mx, c.y - my) < Math.hypot(best.x - mx, best.y - my))) { best = c; most = n; }
        }
        x = best.x - w / 2;
        y = best.y - h / 2;
    }
    return { x, y, w, h };
}

function applyView() {
    const v = state.view;
    $('#board').setAttribute('viewBox', `${v.x} ${v.y} ${v.w} ${v.h}`);
}

// the narrowest view (board units): a square and a half both ways; the width alone let a wide, short board (a
// 1280 px window at 200%: 640 by 224 px) show half a square's height, no square whole, the hinted one either
const closestView = () => 1.5 * SIZE * Math.max(1, state.view.w / state.view.h);

function zoom(factor, cx, cy) {
    const v = state.view;
    if (cx === undefined) { cx = v.x + v.w / 2; cy = v.y + v.h / 2; }
    const w = Math.min(Math.max(v.w * factor, closestView()), widestView(), 60 * SIZE);
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
            const f = Math.max(Math.min(d0 / d1, widestView() / start.view.w), closestView() / start.view.w);
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

// The points the decisions just taken scored, over the next decision's prompt, with the scores now: at the table on a
// phone or a tablet the page shows the decision, scrolled to it, and the scores' table above it and the log below
// the finder's list were out of view, so a forest completed scored unseen. Said until the next decision; gone
// after an undo or another game. A bot's decision adds its points to those said (play mode): each said only its
// own, so a person's points went at the bot's placement that followed, and a bot's at the next bot's, unseen.
function renderJustScored() {
    const game = state.game, note = $('#just-scored');
    const events = game.events(), seen = state.scoredSeen;
    const forward = seen && seen.game === game && game.decisionCount > seen.decisions && events.length >= seen.events;
    let from = seen ? seen.from : events.length;   // the first event said
    if (!seen || seen.game !== game || game.decisionCount !== seen.decisions) {
        from = !forward ? events.length : seen.bot ? seen.from : seen.events;
        const points = events.slice(from).flatMap((e, k) => (e.type === H.EVENT_POINTS ? [{ ...e, at: from + k }] : []));
        note.replaceChildren(...points.map((e) => {
            const line = document.createElement('span'), dot = document.createElement('span');
            line.dataset.event = String(e.at);   // (said once: announce())
            dot.className = 'who';
            dot.style.background = playerColour(e.player);
            line.append(dot, `${playerName(e.player)} scores ${e.points} point${e.points === 1 ? '' : 's'} for ${REASONS[e.reason] || 'a feature'}.`);
            return line;
        }));
        if (points.length) {
            const now = document.createElement('span');
            now.textContent = `Scores now: ${game.scores.map((score, p) => `${playerName(p)} ${score}`).join(', ')}.`;
            note.appendChild(now);
        }
        note.hidden = points.length === 0;
    }
    // (bot: the decision to come is a bot's, and a person's comes later: with bots alone, each decision says its own,
    // and not every point since the game's start)
    const later = state.players.some((_, p) => !isBot(p));
    state.scoredSeen = { game, decisions: game.decisionCount, events: events.length, from, bot: later && !game.over && isBot(game.currentPlayer) };
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
        const at = e.x === 0 && e.y === 0 ? 'on the start tile' : `on the tile ${placeWords(e.x, e.y)}`;
        switch (e.type) {
        case H.EVENT_POINTS:
            text = `${playerName(e.player)} scores ${e.points} point${e.points === 1 ? '' : 's'} for ${REASONS[e.reason] || 'a feature'} ${at}.`;
            className = e.reason >= 3 ? 'points final' : 'points';
            break;
        case H.EVENT_FEATURE_COMPLETED:
            text = `The ${featureName(e)} ${at} is complete, worth ${e.points}.`;
            break;
        case H.EVENT_PIECE_DEPLOYED:
            text = `${playerName(e.player)} puts a ${ROLE_NAMES[e.role] || PIECE_NAMES[e.piece]} ${at}.`;
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
    return KIND_NAMES[state.game.tileset.areas(square.type)[e.area].kind] || 'feature';
}

// ---- setup, save and load ---------------------------------------------------
function setupDialog() {
    const dialog = $('#setup');
    const rows = $('#player-rows');
    const count = $('#player-count');
    const drawRows = () => {
        const mode = dialog.querySelector('input[name=mode]:checked').value;
        const n = Number(count.value);
        const old = [...rows.querySelectorAll('.player-row')].map((row) => ({ name: row.querySelector('input[type=text]').value }));
        // a name typed is kept; a default name follows the mode (Ben in table mode is Bot 1 in play mode)
        const defaultName = (p) => (mode === 'play' && p > 0 ? `Bot ${p}` : DEFAULT_NAMES[p]);
        const isDefault = (name, p) => name === DEFAULT_NAMES[p] || name === `Bot ${p}`;
        rows.innerHTML = '';
        for (let p = 0; p < n; p++) {
            const row = document.createElement('div');
            row.className = 'player-row';
            row.innerHTML = `<span class="swatch" title="the colour of player ${p + 1}'s pieces"></span><input type="text" maxlength="${H.NAME_MAX_LENGTH}" aria-label="name of player ${p + 1}">`;
            paintSwatch(row.querySelector('.swatch'), p);
            row.querySelector('input[type=text]').value = old[p] && !isDefault(old[p].name, p) ? old[p].name : defaultName(p);
            if (mode === 'play') {
                const label = document.createElement('label');
                label.innerHTML = `<input type="checkbox" class="bot" ${p > 0 ? 'checked' : ''}> bot`;
                row.appendChild(label);
            }
            rows.appendChild(row);
        }
    };
    count.addEventListener('change', drawRows);
    dialog.querySelectorAll('input[name=mode]').forEach((radio) => radio.addEventListener('change', drawRows));
    drawRows();
    // the table size (R3.2): count fields, as the tile-set editor's copies (a number field's caret could not be read
    // nor set); what is no whole number keeps the size it replaces, shown in the field once it is left
    const tableSize = { tableWidth: 0, tableHeight: 0 };
    const sized = (key) => countTyped($(`#rule-${key}`).value, tableSize[key], 0, 99);
    for (const key of Object.keys(tableSize)) {
        const field = countField($(`#rule-${key}`));
        field.addEventListener('change', () => { tableSize[key] = sized(key); field.value = String(tableSize[key]); });
    }
    $('#setup-cancel').addEventListener('click', () => { if (state.game) dialog.close(); });
    $('#setup-load').addEventListener('change', (e) => { if (e.target.files[0]) load(e.target.files[0]); e.target.value = ''; });
    $('#open-tilesets').addEventListener('click', () => state.openTilesets());
    $('#setup-form').addEventListener('submit', (event) => {
        event.preventDefault();
        const mode = dialog.querySelector('input[name=mode]:checked').value;
        const fields = [...rows.querySelectorAll('.player-row input[type=text]')];
        let players;
        try {
            players = [...rows.querySelectorAll('.player-row')].map((row, p) => ({
                name: seatName(row.querySelector('input[type=text]').value, p),
                bot: Boolean(row.querySelector('input.bot') && row.querySelector('input.bot').checked),
            }));
        } catch (error) {
            refuseName(error, fields);
            return;
        }
        const rules = {};
        for (const key of ['bonusRule', 'lastBonus', 'forestValue', 'mushroomValue', 'lakeHuts']) rules[key] = $(`#rule-${key}`).value;
        for (const key of Object.keys(tableSize)) rules[key] = sized(key);
        // a game under way ends here (the browser keeps one game): asked first, as Enter in a name field starts too
        if (gameUnderWay()) {
            const turn = keptTurn(state.game.save());
            const question = `Start a new game? The game under way (${state.players.map((p) => p.name).join(', ')}, turn ${turn}) `
                + 'ends here and is no longer kept in this browser: use Save first to keep it in a file.';
            if (!window.confirm(question)) return;
        }
        try {
            startGame(mode, players, rules);
        } catch (error) {
            refuseName(error, fields);
            return;
        }
        dialog.close(GAME_BEGUN);
    });
    $('#new-game').addEventListener('click', () => {
        dialog.returnValue = '';   // (Cancel and Escape leave it as it was)
        $('#setup-cancel').hidden = !state.game;
        $('#setup-message').hidden = true;
        dialog.showModal();
        refreshResume();
    });
    $('#resume').addEventListener('click', resume);
    // the game begins (or goes on) when the dialog closes: the focus goes to its decision, not to the page's body
    // nor to New (where the dialog gives it back), and the decision is said (also when Cancel leaves the focus on New)
    dialog.addEventListener('close', afterDialog);
}

// the record takes a name in UTF-8 as typed ("Zoë", "李明", emoji; they were folded to printable ASCII, "Zoe"), and
// at most 31 BYTES: cut at a whole character within them (a grapheme, so no emoji is split from its skin tone; 40
// "é" keep 15), never half of one, which the library would refuse as invalid UTF-8, and trimmed again (a cut before
// a space left a name the library refuses).
// Trimmed of the spaces hunters_game_set_player_name refuses at either end by the library itself
// (hunters_player_name_trim, the binding's trimName: its own rule, no copy here to drift): White_Space, the
// zero-width spaces, a filler that shows as a blank, also behind invisible characters ('\u200D Ann',
// 'Ann \uFE0F' show as ' Ann', 'Ann '); a name of spaces and characters that show nothing is '' (the seat's
// default name): such a name was refused and the game did not start.
// The characters the library refuses inside a name (a control character, '#', a noncharacter as U+FFFE or
// U+FDD0, a bidirectional embedding, override or isolate, a line separator U+2028 ...) are its setter's to refuse,
// said in the dialog with its reason (startGame): the page left out some of them by a rule of its own, which had drifted from the
// library's ('Ann\u2028Bo' reached it), and a name changed unsaid ('Ann #1' played as 'Ann 1'). A lone surrogate
// (half a character, from pasted text) is kept as it is, for the setter to refuse with its reason (trimName, which
// read it as U+FFFD, a name other than the one typed, now refuses it too, in the setter's words).
const NAME_BYTES = new TextEncoder();
const characters = (text) => (typeof Intl !== 'undefined' && Intl.Segmenter
    ? [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment) : [...text]);
const trimName = (name) => state.hunters.trimName(name);
const cleanName = (name) => {
    if (/\p{Cs}/u.test(name)) return name;
    let kept = '', bytes = 0;
    for (const c of characters(trimName(name))) {
        bytes += NAME_BYTES.encode(c).length;
        if (bytes > H.NAME_MAX_LENGTH) break;
        kept += c;
    }
    return trimName(kept);
};
/** The name a seat plays under: the typed one cleaned, or "Player N" for none; a NUL typed is refused, as the
 * library refuses it (trimName's RangeError, said for the player). */
const seatName = (typed, p) => {
    try {
        return cleanName(typed) || `Player ${p + 1}`;
    } catch (error) {
        throw new NameRefused(p, `Player ${p + 1}'s name ${JSON.stringify(typed)} is refused: ${error.message}.`);
    }
};
/** Says in the set-up dialog why the game did not start; a refused name's field gets the focus, to be typed again. */
function refuseName(error, fields) {
    showMessage(error.message);
    if (error instanceof NameRefused && fields[error.player]) fields[error.player].focus();
}
/** Whether a record's name may hold the character c, which the library's setter refuses now (it took it before): a
 * line or paragraph separator, an interlinear annotation character, a noncharacter (U+FFFE and U+FFFF never load). */
const refusedSince = (c) => {
    const code = c.codePointAt(0);
    return code === 0x2028 || code === 0x2029 || (code >= 0xFFF9 && code <= 0xFFFB) || (code >= 0xFDD0 && code <= 0xFDEF)
        || (code & 0xFFFE) === 0xFFFE;
};
/** A name from a record: one that shows nothing (saved before the library refused it) is the seat's default, as
 * the library's picture of the board shows it. A character the setter refuses now is shown escaped, <U+FFF9>, as
 * the tools show it (hunters-replay, hunters-play): a name of U+FFF9 alone, once trimmed to '' (the seat's
 * default), is '<U+FFF9>', what the record holds, not a name the page shows as nothing or a box; U+2028 inside
 * no longer breaks the line of the list of players. */
const recordName = (name, p) => [...trimName(name)]
    .map((c) => (refusedSince(c) ? `<U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}>` : c))
    .join('') || `Player ${p + 1}`;

// A record has no seats (who is a bot is the page's business): a save writes
// them in a comment line of the page's own before the record, which loading
// ignores, e.g. "# companion seats: person person bot".
const SEATS_COMMENT = '# companion seats:';
const withSeats = (record, players) => `${SEATS_COMMENT} ${players.map((p) => (p.bot ? 'bot' : 'person')).join(' ')}\n${record}`;

/**
 * The bots of a loaded record's seats, as the page saved them: only in play
 * mode, and only from the page's seats line among the comments before the
 * record's first line, for as many seats as the game has. Without it (a
 * record from elsewhere) every seat is a person's: a bot never takes a
 * person's place.
 */
function seatsOf(text, count, mode) {
    const persons = Array(count).fill(false);
    if (mode !== 'play') return persons;
    for (const line of text.split('\n')) {
        const trimmed = line.trim();
        if (trimmed.startsWith(SEATS_COMMENT)) {
            const words = trimmed.slice(SEATS_COMMENT.length).trim().split(/\s+/);
            const valid = words.length === count && words.every((w) => w === 'bot' || w === 'person');
            return valid ? words.map((w) => w === 'bot') : persons;
        }
        if (trimmed !== '' && !trimmed.startsWith('#')) break;   // the record has begun
    }
    return persons;
}

function save() {
    const blob = new Blob([withSeats(state.game.save(), state.players)], { type: 'text/plain' });
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
    // (the library reads the file's bytes, as hunters-play does: the text, decoded by the browser, had U+FFFD for a
    // byte that is no UTF-8, and a name the library refuses loaded as another; the text is for the page's own look
    // at its comments)
    const bytes = await chosenFileBytes(file, H.RECORD_MAX_BYTES, 'a game record', showMessage);
    if (bytes === null) return;
    const text = new TextDecoder().decode(bytes);
    let game;
    try {
        game = state.hunters.Game.load(bytes);
    } catch (error) {
        showMessage(`Cannot load ${file.name}: ${error.message}`);
        return;
    }
    const mode = /^[ \t]*draw-mode[ \t]+engine\b/m.test(text) ? 'play' : 'table';
    const bots = seatsOf(text, game.players, mode);
    const players = Array.from({ length: game.players }, (_, p) => ({
        name: recordName(game.playerName(p), p),
        bot: bots[p],
    }));
    // a game under way ends here (the browser keeps one game): asked first, as Start and Resume ask; declined, nothing changes
    if (gameUnderWay()) {
        const question = `Load ${file.name} (${players.map((p) => p.name).join(', ')}, turn ${keptTurn(game.save())})? `
            + `The game under way (${state.players.map((p) => p.name).join(', ')}, turn ${keptTurn(state.game.save())}) `
            + 'ends here and is no longer kept in this browser: use Save first to keep it in a file.';
        if (!window.confirm(question)) {
            game.free();
            return;
        }
    }
    setGame(game, mode, players);
    if ($('#setup').open) $('#setup').close(GAME_BEGUN);
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
    const tilesets = setupTilesets(state.hunters, {
        onUse: (tileset, name) => {
            state.tileset = tileset;
            $('#tileset-name').textContent = name;
        },
        onContinue: (tileset) => (state.game && !state.game.over ? continueGame(tileset) : 'There is no game under way.'),
    });
    state.openTilesets = (how) => tilesets.open(how);
    $('#tilesets').addEventListener('close', afterDialog);
    // the page opens on the set-up dialog, not on a default game
    $('#setup-cancel').hidden = true;
    for (const id of ['#undo', '#hint', '#save']) $(id).disabled = true;
    $('#setup').showModal();
    refreshResume();
    // a game kept in progress (a reload, a tab the phone dropped): the focus on Resume, not on the first mode's
    // radio, where Enter (the form's submit) started a new game and the game in progress was written over, unasked
    if (!$('#resume').hidden) $('#resume').focus();
    // a set chosen on a last visit that no longer loads: said where the game is set up, not only in the editor's dialog
    if (tilesets.lostChoice) {
        const said = $('#setup-message');
        showMessage(said.hidden ? tilesets.lostChoice : `${said.textContent} ${tilesets.lostChoice}`);
    }
    window.addEventListener('storage', keptElsewhere);
    $('#prompt').textContent = 'Set up a game to begin.';
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
