// The page's bot and hints, in a Web Worker so the page never freezes while
// the library searches.
// Messages in:  { id, kind: 'advise', record, rollouts, seed }
// Messages out: { id, kind, source, moves: [{ move, then, value, text }] (best first) } or { id, error }.
// The advice is the library's Monte Carlo tree search (hunters_bot_advise),
// each candidate with its line from hunters_advice_format. It never peeks at
// the coming tiles: the library's search redetermines every copy it explores
// from the request's seed, and the game travels as its record text turned
// into a caller-drawn record (no engine seed in it), so the worker does not
// hold the real hidden order either.
import { loadHunters } from './hunters.js';

const ready = loadHunters();

// The same game, with the draws as the record lists them but no seed.
const withoutSeed = (record) => record.replace(/^draw-mode\s+engine\s*$/m, 'draw-mode caller').replace(/^seed\s+\d+\s*$/m, '');

function advise(game, iterations, seed) {
    const advice = game.botAdvise({ kind: 'mcts', iterations, seed: BigInt(seed) }, 8);
    return advice.map((a) => ({
        move: String(a.place || a.deploy), then: a.place ? String(a.deploy) : null, value: a.mean, text: a.text,
        visits: a.visits, wins: a.wins,
    }));
}

self.onmessage = async (message) => {
    const { id, kind, record, rollouts = 1000, seed = 1 } = message.data;
    try {
        const hunters = await ready;
        if (!hunters.hasBots) throw new Error('this build of the library has no bots');
        const game = hunters.Game.load(withoutSeed(record));
        try {
            const moves = game.over ? [] : advise(game, rollouts, seed);
            self.postMessage({ id, kind, source: 'the library\'s MCTS bot', moves });
        } finally {
            game.free();
        }
    } catch (error) {
        self.postMessage({ id, kind, error: String(error && error.message ? error.message : error) });
    }
};
