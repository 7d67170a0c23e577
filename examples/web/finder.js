// The tile finder of table mode: the player types (or taps) what they see on
// the tile in hand, side letters or features ("river with 2 fish", "lake",
// "mammoth", "gold"), and the library's matching (hunters_game_find_tiles)
// lists the types still in the stack, best first, each with its picture
// (turned as the side letters say), its name, its description and how many
// are left, as big buttons. After them, in a game under way, the types it
// matches that have none left, with the turns they were entered and a way
// back to each (usedup.js); "My tile is not in the list" says both ways on.
import { tileWords, placeWords } from './words.js';
import { usedUpMatches } from './usedup.js';

/**
 * A click handler for a control that takes a decision, deaf to the second
 * click of a double tap or double click (event.detail 2 and up) that follows
 * a decision: a decision redraws the panel, and on a phone the next
 * decision's control stands where the finger was (a deploy choice where
 * Place was, the next player's tiles where Pass was), so a second tap would
 * take a decision nobody meant. Keyboard presses (detail 0) and single taps
 * go through, and so does a quick tap after a tap that took no decision:
 * the browser counts taps by time and place, not by control (Android's
 * double-tap area is about a finger wide), so Rotate then Place at once
 * gives Place a detail of 2.
 */
// the page's clicks, the one being handled and the one before it: whether each took a decision
let clicks = { current: null, previous: null };
if (typeof document !== 'undefined') {
    document.addEventListener('click', (event) => {
        clicks = { current: { decision: false }, previous: clicks.current };
    }, true);
}
export const single = (handler) => (event) => {
    const before = clicks.previous;
    // (a click ignored counts as the decision's too: the third tap of a triple tap is ignored as well)
    if (clicks.current) clicks.current.decision = true;
    if (event && event.detail > 1 && before && before.decision) return;
    handler(event);
};

const WORDS = ['lake', 'river', 'forest', 'meadow', 'fish', 'gold', 'mushroom', 'deer', 'mammoth', 'tiger', 'aurochs', 'spring'];
const SHOWN = 12;   // results shown before "show more"
const SAY_AFTER_MS = 700;   // the finder's count is said once the typing pauses, not on every keystroke

/**
 * How many terms the finder reads in `query`: its words that the library
 * takes alone as a term, asked word by word so the page keeps no list of
 * the library's words (a filler word such as "with" alone lists every type
 * unscored; a number alone is refused), as hunters-play does.
 */
export function countTerms(tileset, query) {
    let terms = 0;
    for (const word of query.split(/[\s,;]+/).filter(Boolean)) {
        try {
            const best = tileset.findTiles(word, 1);
            if (best.length === 0 || best[0].score > 0) terms++;
        } catch (e) {
            // a number or a word the finder refuses alone: not a term by itself
        }
    }
    return terms;
}

/**
 * The field's text as the library reads it: what a phone's keyboard adds to the words typed taken out (the full
 * stop of a double space, "river. 2 fish", curly quotes, '!', ':', a dash between words, a no-break space), each
 * a space. None of them is in a term or a tile's name (letters, digits, '_', '-', '+'; '?' is a side letter's),
 * and the library refused the word with it ("unknown word 'river.'", "a byte over 127"), the finder listing every
 * type, unscored, as after a typo.
 */
export const plainQuery = (text) => text.replace(/[.!:;"\u00a0\u2000-\u200b\u2013\u2014\u2018\u2019\u201a\u201c-\u201e\u00ab\u00bb\u202f]/g, ' ');

/**
 * The finder into `body`. options: { game, pictures, bonus, query, onQuery(query), onPick(type, rotation),
 * playerName(p), onUndoTo(entry, name): undo back to just before a tile entered, onMissing(): other tile sets }.
 */
export function renderFinder(body, options) {
    const { game, bonus } = options;
    const box = document.createElement('div');
    box.className = 'finder';
    const input = document.createElement('input');
    input.type = 'search';
    input.id = 'finder-query';
    input.autocomplete = 'off';
    input.setAttribute('aria-label', 'What the tile shows');
    // (an example of each way in, features and side letters, no more: the prompt over it asks what the tile shows, and
    // a longer hint was cut on a phone, its side letters unseen)
    input.placeholder = '"river 2 fish", "RMRM"';
    input.value = options.query || '';
    const chips = document.createElement('div');
    chips.className = 'finder-words';
    for (const word of WORDS) {
        const chip = document.createElement('button');
        chip.type = 'button';
        chip.textContent = word;
        chip.dataset.word = word;
        chip.addEventListener('click', (event) => {
            input.value = `${input.value.trim()} ${word}`.trim();
            update();
            sayCount();
            // the field takes the focus to go on typing, but not after a tap: on a phone its keyboard opened over
            // the list the tap had just changed (as nextControl() in app.js never focuses the field after a tap)
            if (!['touch', 'pen'].includes(event.pointerType)) input.focus();
        });
        chips.appendChild(chip);
    }
    const help = document.createElement('p');
    help.className = 'finder-help';
    help.textContent = 'Sides: four letters from the north side, clockwise: F forest, M meadow, R river, ? any. Features with a number: "2 fish", "no fish".';
    const error = document.createElement('p');
    error.id = 'finder-error';
    error.hidden = true;
    const results = document.createElement('div');
    results.id = 'finder-results';
    // what a screen reader hears of the list: how many match and the first, once the typing pauses
    // (the list itself in a live region was read out whole on every keystroke)
    const spoken = document.createElement('p');
    spoken.id = 'finder-status';
    spoken.className = 'sr-only';
    spoken.setAttribute('role', 'status');
    let sayTimer = null;
    const sayCount = () => {
        clearTimeout(sayTimer);
        sayTimer = setTimeout(() => {
            if (!spoken.isConnected) return;
            const tiles = [...results.querySelectorAll('[data-draw]')];
            const exact = tiles.filter((b) => !b.classList.contains('near'));
            // a description refused lists every type, unscored: what is wrong with it is said, not "N tiles match"
            spoken.textContent = !error.hidden ? error.textContent
                : !tiles.length ? 'No tile still in the stack shows that.'
                : `${exact.length ? `${exact.length} ${exact.length === 1 ? 'tile matches' : 'tiles match'}` : 'No tile matches all of that'}; `
                + `the first: ${tiles[0].querySelector('b').textContent}.${usedUp.length ? ` ${usedUp.length} with none left.` : ''}`;
        }, SAY_AFTER_MS);
    };
    const missing = document.createElement('button');
    missing.type = 'button';
    missing.id = 'not-in-list';
    missing.textContent = 'My tile is not in the list';
    missing.setAttribute('aria-expanded', 'false');
    const panel = document.createElement('div');
    panel.id = 'missing-panel';
    panel.hidden = true;
    missing.addEventListener('click', () => {
        panel.hidden = !panel.hidden;
        missing.setAttribute('aria-expanded', String(!panel.hidden));
        renderPanel();
        if (!panel.hidden) panel.scrollIntoView({ block: 'nearest' });
    });
    let showAll = false, showAllUsedUp = false;
    let usedUp = [];
    let described = 0;   // the terms of the field's description (countTerms): none in filler words alone ("a tile")

    // the two reasons a tile is missing in a game under way: a look-alike
    // entered earlier, or a box with tiles the set lacks
    function renderPanel() {
        if (panel.hidden) return;
        const explain = document.createElement('p');
        if (usedUp.length) {
            const names = usedUp.map((m) => m.name).join(', ');
            const one = usedUp.length === 1;
            explain.textContent = `${names} ${one ? 'matches but has' : 'match but have'} none left: if your tile is ${one ? 'it' : 'one of them'}, `
                + (game.decisionCount ? 'a tile entered earlier was a look-alike. Undo back to its turn (above) and enter the right tile.'
                    : 'a tile entered earlier was a look-alike; this game cannot be undone: start it again from its record with the right tile.');
        } else {
            explain.textContent = 'If a tile was entered wrongly earlier, the tile in your hand may have none left: describe it '
                + 'above, and the tiles it matches with none left are listed with the turn each was entered, to undo back to.';
        }
        const box = document.createElement('button');
        box.type = 'button';
        box.id = 'box-has-more';
        box.textContent = 'My box has tiles this set lacks';
        box.addEventListener('click', options.onMissing);
        const then = document.createElement('p');
        then.className = 'finder-help';
        then.textContent = 'Load or draw your tile set: the game goes on with it, every move so far kept.';
        panel.replaceChildren(explain, box, then);
    }

    // a match's text: its name, how many are left, and its description in words
    function tileText(m, leftWords) {
        const text = document.createElement('span');
        text.className = 'finder-text';
        const name = document.createElement('b');
        name.textContent = m.name;
        const left = document.createElement('span');
        left.className = 'count';
        left.textContent = ` · ${leftWords}`;
        const words = document.createElement('span');
        words.className = 'finder-words-of';
        words.textContent = tileWords(game.tileset, m.type, m.rotation);
        const line = document.createElement('span');
        line.append(name, left);
        text.append(line, words);
        return text;
    }

    // "Show all N ...": a button that lists every match when clicked
    function showAllButton(id, label, showEvery) {
        const more = document.createElement('button');
        more.type = 'button';
        more.id = id;
        more.textContent = label;
        more.addEventListener('click', () => { showEvery(); update(); });
        return more;
    }

    // a type with none left: its picture, its words, and each turn a tile of it was entered, with a way back
    function usedUpTile(m) {
        const item = document.createElement('div');
        item.className = 'finder-tile used-up';
        item.dataset.usedUp = m.name;
        const text = tileText(m, 'none left');
        for (const entry of m.entries) {
            const where = entry.removed ? 'it fitted nowhere and left the game'
                : entry.x === null ? 'it is in hand' : `placed ${placeWords(entry.x, entry.y)}`;
            const said = document.createElement('span');
            said.className = 'entered';
            said.dataset.turn = String(entry.turn);
            said.textContent = `Turn ${entry.turn}, ${options.playerName(entry.player)}: ${where}.`;
            text.append(said);
            if (!game.decisionCount) continue;   // a loaded record that cannot be undone: said once, above
            const back = document.createElement('button');
            back.type = 'button';
            back.className = 'undo-to';
            back.dataset.undoTurn = String(entry.turn);
            back.textContent = `Undo back to turn ${entry.turn}`;
            back.addEventListener('click', single(() => options.onUndoTo(entry, m.name)));
            text.append(back);
        }
        item.append(options.pictures.picture(m.type, m.rotation, 'finder-picture'), text);
        return item;
    }

    function update() {
        options.onQuery(input.value);
        const query = plainQuery(input.value);
        const ts = game.tileset;
        // every type (a set may have 2,000), for "Show all"; at this draw the library lists
        // only the types of the stack it draws from (land or bonus), each one game.draw() takes
        const everyType = Math.max(1, ts.typeCount);
        let matches;
        try {
            matches = game.findTiles(query, everyType);
            error.hidden = true;
        } catch (e) {
            error.hidden = false;
            error.textContent = `${e.message.replace(/^\d+:\d+: /, '')}`;
            matches = game.findTiles('', everyType);
        }
        // the types meeting every term first; the near misses after a line that says so
        const terms = error.hidden ? countTerms(ts, query) : 0;
        described = terms;
        const exact = matches.filter((m) => m.termsMet >= terms).length;
        results.replaceChildren();
        const countLine = (text) => {
            const line = document.createElement('p');
            line.className = 'finder-count';
            line.textContent = text;
            return results.appendChild(line);
        };
        if (terms > 0 && exact < matches.length) {
            countLine(exact === 0 ? 'No tile still in the stack shows all of that; the closest:'
                : `${exact} ${exact === 1 ? 'tile shows' : 'tiles show'} all of that:`);
        }
        (showAll ? matches : matches.slice(0, SHOWN)).forEach((m, index) => {
            if (terms > 0 && index === exact && exact > 0) countLine('Close, but not all of it:').id = 'finder-close';
            const pick = document.createElement('button');
            pick.type = 'button';
            pick.className = 'finder-tile';
            pick.dataset.draw = m.name;
            pick.dataset.rotation = String(m.rotation);
            pick.append(options.pictures.picture(m.type, m.rotation, 'finder-picture'), tileText(m, `${game.tilesLeftOf(m.type)} left`));
            if (index >= exact) pick.classList.add('near');
            pick.addEventListener('click', single(() => options.onPick(m.type, m.rotation)));
            results.appendChild(pick);
        });
        if (!matches.length) results.textContent = 'No tile still in the stack shows that.';
        if (!showAll && matches.length > SHOWN)
            results.appendChild(showAllButton('finder-more', `Show all ${matches.length}`, () => { showAll = true; }));
        usedUp = error.hidden ? usedUpMatches(game, query, terms, bonus) : [];
        if (usedUp.length) {
            countLine(`None left in the stack: if your tile is ${usedUp.length === 1 ? 'this one' : 'one of these'}, a tile `
                + 'entered as it at one of these turns was really another.').id = 'finder-used-up';
            if (!game.decisionCount) {
                countLine('This game cannot be undone (a record whose draws its generator line does not give): '
                    + 'start it again from its record with the right tile.').id = 'finder-no-undo';
            }
            for (const m of showAllUsedUp ? usedUp : usedUp.slice(0, SHOWN)) results.appendChild(usedUpTile(m));
            if (!showAllUsedUp && usedUp.length > SHOWN) {
                results.appendChild(showAllButton('finder-more-used-up', `Show all ${usedUp.length} with none left`,
                    () => { showAllUsedUp = true; }));
            }
        }
        renderPanel();
    }
    input.addEventListener('input', () => { showAll = false; showAllUsedUp = false; update(); sayCount(); });
    // Enter picks the first tile listed (the one the status line says first), as a click on it would, when it
    // shows all that was described; in an empty field it picks nothing (the list is every type then, no
    // description), nor in one of filler words alone ("a tile": every type, unscored), nor after a description
    // the library refuses (a typo: the list is every type then too, unscored) or when the first is only a near
    // miss (none in the stack shows all of it: the tile in hand may be a look-alike's, listed under "none
    // left"). A held Enter's repeats never get here (app.js drops them, one press, one decision); a repeat is
    // refused here too.
    input.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' || event.repeat || event.isComposing || !input.value.trim()) return;
        const first = results.querySelector('[data-draw]');
        if (!first || !error.hidden || !described || first.classList.contains('near')) return;
        event.preventDefault();   // (no keypress either: the focus goes on to the next decision's control)
        first.click();
    });
    box.append(input, spoken, chips, help, error, results, missing, panel);
    body.appendChild(box);
    update();
    return input;
}
