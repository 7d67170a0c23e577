// The tile finder's used-up matches: the tile types a query matches of
// which no tile is left in the stack, each with the turns where a tile of
// that type was entered. When the tile in hand is not in the list, an
// earlier tile was often entered as a look-alike: these say which turn, so
// the game can be undone back to just before it.
import * as H from './hunters.js';

/**
 * Every tile entered in `game` (a caller's draw of a land or bonus tile),
 * from its event log: { type, eventIndex (of the draw), turn (1 for the
 * first turn), player, x, y (where it was placed), removed (it fitted
 * nowhere, R3.3 or R6.5) }, in the order entered. A tile still in hand has
 * neither a square nor removed.
 */
export function enteredTiles(game) {
    const entered = [];
    let turn = 0, last = null;
    for (const e of game.events()) {
        if (e.type === H.EVENT_TURN) turn++;
        else if (e.type === H.EVENT_TILE_DRAWN || e.type === H.EVENT_BONUS_DRAWN) {
            last = { type: e.tileType, eventIndex: e.index, turn: Math.max(1, turn), player: e.player, x: null, y: null, removed: false };
            entered.push(last);
        } else if (last && e.tileType === last.type && e.type === H.EVENT_TILE_PLACED) {
            last.x = e.x;
            last.y = e.y;
            last = null;
        } else if (last && e.tileType === last.type && (e.type === H.EVENT_TILE_REMOVED || e.type === H.EVENT_BONUS_DISCARDED)) {
            last.removed = true;
            last = null;
        }
    }
    return entered;
}

/**
 * The types of the game's set that meet all `terms` of `query` (the
 * finder's count) with none left in the stack drawn from now (bonus or
 * land) and at least one tile entered: [{ type, name, rotation, entries }],
 * best first; [] for a query without terms (it would list every type used
 * up) or one the library refuses.
 */
export function usedUpMatches(game, query, terms, bonus) {
    if (terms <= 0) return [];
    const ts = game.tileset;
    let matches;
    try {
        matches = ts.findTiles(query, Math.max(1, ts.typeCount));
    } catch (e) {
        return [];
    }
    const wanted = matches.filter((m) => m.termsMet >= terms && ts.isBonus(m.type) === bonus && game.tilesLeftOf(m.type) === 0);
    if (!wanted.length) return [];
    const entered = enteredTiles(game);
    return wanted.map((m) => ({ ...m, entries: entered.filter((t) => t.type === m.type) }))
        .filter((m) => m.entries.length > 0);
}

/**
 * How many undo steps (hunters_game_undo) take `game` back to just before
 * the draw logged at `eventIndex`: undone on a copy until that event has
 * left the log (undo restores the log exactly as it was); 0 when it cannot
 * be reached (a game that cannot be undone).
 */
export function stepsBackTo(game, eventIndex) {
    const scratch = game.clone();
    try {
        let steps = 0;
        while (scratch.eventCount > eventIndex) {
            if (!scratch.decisionCount) return 0;
            scratch.undo();
            steps++;
        }
        return steps;
    } finally {
        scratch.free();
    }
}
