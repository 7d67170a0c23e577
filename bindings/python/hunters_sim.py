"""hunters_sim: play many games between bots from Python, on this machine
(concurrent.futures) or on a Dask cluster (a distributed.Client).

    import hunters_sim
    summary = hunters_sim.run(range(1, 1001), ["greedy", "random"], rotate=True)
    print(hunters_sim.table(summary))

    from distributed import Client
    summary = hunters_sim.run(range(1, 100001), ["greedy", "random"], client=Client("tcp://scheduler:8786"))

Each game is fixed by its seed, and the summary holds integer sums only,
so a run gives the same summary locally, on a cluster, in any number of
pieces (merge() adds summaries). The same sums as hunters-sim --json, but
the bots are Python's: their choices differ from the C program's.

The bots come through choose(), the seam to the library's bots API: it
picks uniformly ("random") or one decision ahead ("greedy"; "mcts" is
answered by greedy until hunters_bot_choose is bound).
"""
import concurrent.futures
import functools
import math
import random

import hunters

__all__ = ["play_game", "run", "merge", "table", "choose", "SOURCES"]

SOURCES = ("forests", "rivers", "huts", "meadows")
_REASON_SOURCE = {1: 0, 2: 1, 3: 2, 4: 3}  # hunters_reason -> index in SOURCES
BOTS = ("random", "greedy", "mcts")


def _value(game, me):
    scores = game.scores
    others = [s for p, s in enumerate(scores) if p != me]
    return scores[me] - (max(others) if others else 0)


def choose(game, bot, rng):
    """The move of the player to move for a bot kind; the seam to hunters_bot_choose."""
    moves = game.legal_moves()
    if bot == "random":
        return rng.choice(moves)
    me = game.current_player
    best, best_moves = None, []
    for move in moves:
        with game.clone() as after:
            after.play(move)
            value = _value(after, me)
        if move.kind == hunters.MOVE_DEPLOY:
            value += 0.5 if move.piece == hunters.PIECE_HUT else 0.25
        if best is None or value > best:
            best, best_moves = value, [move]
        elif value == best:
            best_moves.append(move)
    return rng.choice(best_moves)


def _bots_of(bots, seed, rotate):
    n = len(bots)
    return [bots[(p + seed % n) % n] if rotate else bots[p] for p in range(n)]


def play_game(seed, bots, options=None, rotate=False):
    """Plays the game of one seed; returns its row (scores, ranks, points by source, tiles)."""
    seats = _bots_of(list(bots), seed, rotate)
    rngs = [random.Random(seed * 16 + p + 1) for p in range(len(seats))]
    with hunters.Game(players=len(seats), seed=seed, **(options or {})) as game:
        while not game.over:
            if game.phase in (hunters.PHASE_DRAW, hunters.PHASE_DRAW_BONUS):
                game.draw()
                continue
            player = game.current_player
            game.play(choose(game, seats[player], rngs[player]))
        points = [[0] * len(SOURCES) for _ in seats]
        counts = {hunters.EVENT_TILE_REMOVED: 0, hunters.EVENT_BONUS_DRAWN: 0,
                  hunters.EVENT_BONUS_DISCARDED: 0, hunters.EVENT_TURN: 0}
        for event in game.events():
            if event.type == hunters.EVENT_POINTS and event.reason in _REASON_SOURCE:
                points[event.player][_REASON_SOURCE[event.reason]] += event.points
            if event.type in counts:
                counts[event.type] += 1
        return {"seed": seed, "bots": seats, "scores": list(game.scores), "ranks": list(game.ranks),
                "points": points, "tiles_removed": counts[hunters.EVENT_TILE_REMOVED],
                "bonus_drawn": counts[hunters.EVENT_BONUS_DRAWN],
                "bonus_discarded": counts[hunters.EVENT_BONUS_DISCARDED], "turns": counts[hunters.EVENT_TURN]}


def _empty_sums():
    return {"games": 0, "score_sum": 0, "score_squares": 0, "wins": 0, **{s: 0 for s in SOURCES}}


def _add(sums, row, p):
    score = row["scores"][p]
    sums["games"] += 1
    sums["score_sum"] += score
    sums["score_squares"] += score * score
    sums["wins"] += row["ranks"][p] == 1
    for k, source in enumerate(SOURCES):
        sums[source] += row["points"][p][k]


def summarize(rows):
    """The integer sums of a list of game rows (as hunters-sim --json holds them)."""
    rows = list(rows)
    players = len(rows[0]["scores"]) if rows else 0
    summary = {"games": 0, "turns": 0, "tiles_removed": 0, "bonus_drawn": 0, "bonus_discarded": 0,
               "seats": [_empty_sums() for _ in range(players)], "bots": {}}
    for row in sorted(rows, key=lambda r: r["seed"]):
        summary["games"] += 1
        for key in ("turns", "tiles_removed", "bonus_drawn", "bonus_discarded"):
            summary[key] += row[key]
        for p, bot in enumerate(row["bots"]):
            _add(summary["seats"][p], row, p)
            _add(summary["bots"].setdefault(bot, _empty_sums()), row, p)
    return summary


def merge(*summaries):
    """Adds summaries of disjoint sets of seeds: the summary of all of them."""
    total = {"games": 0, "turns": 0, "tiles_removed": 0, "bonus_drawn": 0, "bonus_discarded": 0,
             "seats": [], "bots": {}}
    for s in summaries:
        for key in ("games", "turns", "tiles_removed", "bonus_drawn", "bonus_discarded"):
            total[key] += s[key]
        while len(total["seats"]) < len(s["seats"]):
            total["seats"].append(_empty_sums())
        for mine, theirs in zip(total["seats"], s["seats"]):
            for key in mine:
                mine[key] += theirs[key]
        for bot, theirs in s["bots"].items():
            mine = total["bots"].setdefault(bot, _empty_sums())
            for key in mine:
                mine[key] += theirs[key]
    return total


def run(seeds, bots, options=None, rotate=False, client=None, max_workers=None, executor=None):
    """Plays the game of every seed and returns the summary.

    client: a distributed.Client: the games are mapped over its workers
    (each worker must be able to import hunters and hunters_sim).
    Otherwise the games run in a concurrent.futures executor: the one given,
    or a ProcessPoolExecutor(max_workers)."""
    seeds = list(seeds)
    task = functools.partial(play_game, bots=list(bots), options=options, rotate=rotate)
    if client is not None:
        rows = client.gather(client.map(task, seeds))
    elif executor is not None:
        rows = list(executor.map(task, seeds))
    else:
        with concurrent.futures.ProcessPoolExecutor(max_workers=max_workers) as pool:
            rows = list(pool.map(task, seeds, chunksize=max(1, len(seeds) // 64)))
    return summarize(rows)


def _row(name, s):
    n = s["games"]
    mean = s["score_sum"] / n
    var = (s["score_squares"] - s["score_sum"] * mean) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(max(var, 0.0) / n)
    cells = " ".join("%7.2f" % (s[source] / n) for source in SOURCES)
    return "%-10s %7d %7.2f +- %5.2f %6.1f%% %s" % (name, n, mean, half, 100.0 * s["wins"] / n, cells)


def table(summary):
    """The summary as hunters-sim prints it: mean score with its 95% interval, wins, points by source."""
    lines = ["%-10s %7s %16s %7s %7s %7s %7s %7s" % ("", "games", "score (95% CI)", "wins", *SOURCES)]
    lines += [_row("seat %d" % p, s) for p, s in enumerate(summary["seats"])]
    lines += [_row(bot, s) for bot, s in sorted(summary["bots"].items())]
    return "\n".join(lines)
