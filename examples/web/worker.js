// The page's bot, in a Web Worker so the page never freezes while it thinks.
// Messages in:  { id, kind: 'advise' | 'project', record, rollouts, seed }
// Messages out: { id, kind, source, moves: [{ move, value }] (best first),
//                 scores: [...] (the projected final scores) } or { id, error }.
// The game travels as its record text, turned into a caller-drawn record so
// that no search can read the engine's seed and peek at the coming tiles.
// With the library's bots (hunters_bot_advise) the advice is its Monte Carlo
// tree search; without them, a flat Monte Carlo search over the legal moves
// with the library's native rollouts.
import { loadHunters } from './hunters.js';

const ready = loadHunters();

// Plays `rollouts` random games from `game` for each legal move and values a
// move by the mover's average final margin over the best other player.
function flatMonteCarlo(game, rollouts, seed) {
    const moves = game.legalMoves();
    const me = game.currentPlayer;
    const scratch = game.clone();
    const perMove = Math.max(4, Math.floor(rollouts / Math.max(1, moves.length)));
    const totals = new Array(game.players).fill(0);
    let played = 0;
    const ranked = moves.map((move, index) => {
        let value = 0;
        for (let k = 0; k < perMove; k++) {
            scratch.copyFrom(game);
            scratch.play(move);
            scratch.playRandom(BigInt(seed) * 1000003n + BigInt(index * perMove + k));
            const scores = scratch.scores;
            scores.forEach((s, p) => { totals[p] += s; });
            played++;
            const best = Math.max(...scores.filter((_, p) => p !== me), 0);
            value += scores[me] - best;
        }
        return { move: String(move), value: value / perMove };
    });
    scratch.free();
    ranked.sort((a, b) => b.value - a.value);
    return { moves: ranked, scores: totals.map((t) => Math.round((10 * t) / Math.max(1, played)) / 10) };
}

// The projection of the final scores: the average of random playouts.
function project(game, rollouts, seed) {
    const scratch = game.clone();
    const totals = new Array(game.players).fill(0);
    for (let k = 0; k < rollouts; k++) {
        scratch.copyFrom(game);
        scratch.playRandom(BigInt(seed) * 7919n + BigInt(k));
        scratch.scores.forEach((s, p) => { totals[p] += s; });
    }
    scratch.free();
    return totals.map((t) => Math.round((10 * t) / rollouts) / 10);
}

// The same game, with the draws as the record lists them but no seed.
const withoutSeed = (record) => record.replace(/^draw-mode\s+engine\s*$/m, 'draw-mode caller').replace(/^seed\s+\d+\s*$/m, '');

function libraryAdvice(game, rollouts, seed) {
    const advice = game.botAdvise({ kind: 'mcts', iterations: rollouts, seed: BigInt(seed) }, 8);
    return advice.map((a) => ({ move: String(a.place || a.deploy), then: a.place ? String(a.deploy) : null, value: a.mean, text: a.text }));
}

self.onmessage = async (message) => {
    const { id, kind, record, rollouts = 1000, seed = 1 } = message.data;
    try {
        const hunters = await ready;
        const game = hunters.Game.load(withoutSeed(record));
        let reply;
        if (game.over) {
            reply = { moves: [], scores: game.scores };
        } else if (kind === 'project') {
            reply = { moves: [], scores: project(game, rollouts, seed) };
        } else if (hunters.hasBots) {
            reply = { moves: libraryAdvice(game, rollouts, seed), source: 'the library\'s MCTS bot' };
        } else {
            reply = { ...flatMonteCarlo(game, rollouts, seed), source: 'flat Monte Carlo' };
        }
        game.free();
        self.postMessage({ id, kind, source: 'random playouts', ...reply });
    } catch (error) {
        self.postMessage({ id, kind, error: String(error && error.message ? error.message : error) });
    }
};
