// A game under way moved onto another tile set, as hunters-play's retile
// does (tools/play/play_retile.c): the game's record is saved, its tileset
// line made to name the new set (the carried set's "|" lines left out) and
// loaded again with that set, so every move so far is replayed through the
// rules on the new tiles. A move that does not fit the new set is said with
// its turn and the move (the line of the text replayed is no line of a file
// the player has: a save adds the seats, the carried set's lines go), and
// the game is left as it was.
import { HuntersError } from './hunters.js';

/** The record's text naming `tileset` by its hash, without a carried set. */
export function retiledRecord(record, tileset) {
    const hash = tileset.hash.toString(16).padStart(16, '0');
    const header = `tileset ${tileset.name || '-'} ${hash}`;
    return record.split('\n').filter((line) => !line.startsWith('|'))
        .map((line) => (line.startsWith('tileset ') ? header : line)).join('\n');
}

/** The turn a line of a record belongs to: the last "# turn N" comment a save writes before it, or 0. */
export function turnOfLine(text, line) {
    let turn = 0;
    text.split('\n').slice(0, line).forEach((row) => {
        const found = /^# turn (\d+):/.exec(row);
        if (found) turn = Number(found[1]);
    });
    return turn;
}

/**
 * A new game: `game`'s moves replayed on `tileset` (the game itself is not
 * changed). Throws an Error that says the turn and the move that does not
 * fit, and the library's reason.
 */
export function continueOnTileset(hunters, game, tileset) {
    const text = retiledRecord(game.save(), tileset);
    try {
        return hunters.Game.load(text, tileset);
    } catch (error) {
        if (!(error instanceof HuntersError) || !error.line) throw error;
        const row = text.split('\n')[error.line - 1].trim();
        const turn = turnOfLine(text, error.line);
        const where = `${turn ? `turn ${turn}` : 'the start'} of the game ("${row}")`;
        throw new Error(`${where}: ${error.message.replace(/^\d+:\d+: /, '')}`);
    }
}
