"""hunters.sim: play many games between bots from Python, on this machine
(concurrent.futures) or on a Dask cluster (a distributed.Client); see
doc/sim.md.

    from hunters import sim
    summary = sim.run(range(1, 1001), ["greedy", "random"], rotate=True)
    print(sim.table(summary))

    from distributed import Client
    summary = sim.run(range(1, 100001), ["greedy", "random"], client=Client("tcp://scheduler:8786"))

Each game is fixed by its seed, and the summary holds integer sums only,
so a run gives the same summary locally, on a cluster, in any number of
pieces (merge() adds summaries). The same sums as hunters-sim --json.

The bots are the library's (hunters_bot_choose through Game.bot_move(),
doc/bots.md): "random", "greedy" (the whole turn with the best projected
score difference) and "mcts"; each seat's bot draws its seeds from a
generator of the game's seed, so a game is the same wherever it runs.
"""
import concurrent.futures
import functools
import math
import random
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence

from .enums import EventType, Phase
from .game import Game
from .moves import Move
from .options import game_keywords

__all__ = ["play_game", "run", "summarize", "merge", "table", "choose", "SOURCES", "BOTS"]

SOURCES = ("forests", "rivers", "huts", "meadows")
"""The sources of points, in the order of a row's points (R5.3, R5.4, R8.2, R8.3)."""
BOTS = ("random", "greedy", "mcts")
"""The bot kinds choose() knows."""

Row = Dict[str, Any]
"""One game's row: seed, bots, scores, ranks, points by source, counts."""
Summary = Dict[str, Any]
"""Integer sums over games: games, turns, tiles, and per seat and per bot."""


def choose(game: Game, bot: str, rng: random.Random, iterations: Optional[int] = None) -> Move:
    """The move of the player to move for a bot kind ("random", "greedy" or
    "mcts"): the library's bot with a seed from rng; iterations is the MCTS
    budget (None: the library's default, 1000)."""
    _check_bot(bot)
    return game.bot_move(bot, seed=rng.getrandbits(64), iterations=iterations if bot == "mcts" else None)


def _check_bot(bot: str) -> None:
    """ValueError unless bot is one of BOTS."""
    if bot not in BOTS:
        raise ValueError("bot must be one of %s, not %r" % (", ".join(repr(b) for b in BOTS), bot))


def _bots_of(bots: Sequence[str], seed: int, rotate: bool) -> List[str]:
    n = len(bots)
    return [bots[(p + seed % n) % n] if rotate else bots[p] for p in range(n)]


def play_game(seed: int, bots: Sequence[str], options: Optional[Mapping[str, Any]] = None,
              rotate: bool = False, iterations: Optional[int] = None) -> Row:
    """Plays the game of one seed; returns its row (scores, ranks, points by
    source, tiles). options are Game()'s options by any spelling
    ({"forest-value": "segment"} or {"forest_value": "segment"}, see
    hunters.options), the rule variants included; players is the number of bots; iterations is the
    MCTS bots' budget per decision."""
    seats = _bots_of(list(bots), seed, rotate)
    rngs = [random.Random(seed * 16 + p + 1) for p in range(len(seats))]
    with Game(players=len(seats), seed=seed, **game_keywords(options or {})) as game:
        while not game.over:
            if game.phase in (Phase.DRAW, Phase.DRAW_BONUS):
                game.draw()
                continue
            player = game.current_player
            game.play(choose(game, seats[player], rngs[player], iterations))
        points = [list(row) for row in game.points_summary()]
        counts = {EventType.TILE_REMOVED: 0, EventType.BONUS_DRAWN: 0, EventType.BONUS_DISCARDED: 0,
                  EventType.TURN: 0}
        for event in game.events():
            if event.type in counts:
                counts[event.type] += 1
        return {"seed": seed, "bots": seats, "scores": list(game.scores), "ranks": list(game.ranks),
                "points": points, "tiles_removed": counts[EventType.TILE_REMOVED],
                "bonus_drawn": counts[EventType.BONUS_DRAWN],
                "bonus_discarded": counts[EventType.BONUS_DISCARDED], "turns": counts[EventType.TURN]}


def _empty_sums() -> Dict[str, int]:
    return {"games": 0, "score_sum": 0, "score_squares": 0, "wins": 0, **{s: 0 for s in SOURCES}}


def _add(sums: Dict[str, int], row: Row, p: int) -> None:
    score = row["scores"][p]
    sums["games"] += 1
    sums["score_sum"] += score
    sums["score_squares"] += score * score
    sums["wins"] += row["ranks"][p] == 1
    for k, source in enumerate(SOURCES):
        sums[source] += row["points"][p][k]


def summarize(rows: Iterable[Row]) -> Summary:
    """The integer sums of a list of game rows (as hunters-sim --json holds them)."""
    rows = list(rows)
    players = len(rows[0]["scores"]) if rows else 0
    summary: Summary = {"games": 0, "turns": 0, "tiles_removed": 0, "bonus_drawn": 0, "bonus_discarded": 0,
                        "seats": [_empty_sums() for _ in range(players)], "bots": {}}
    for row in sorted(rows, key=lambda r: int(r["seed"])):
        summary["games"] += 1
        for key in ("turns", "tiles_removed", "bonus_drawn", "bonus_discarded"):
            summary[key] += row[key]
        for p, bot in enumerate(row["bots"]):
            _add(summary["seats"][p], row, p)
            _add(summary["bots"].setdefault(bot, _empty_sums()), row, p)
    return summary


def merge(*summaries: Summary) -> Summary:
    """Adds summaries of disjoint sets of seeds: the summary of all of them."""
    total: Summary = {"games": 0, "turns": 0, "tiles_removed": 0, "bonus_drawn": 0, "bonus_discarded": 0,
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


def run(seeds: Iterable[int], bots: Sequence[str], options: Optional[Mapping[str, Any]] = None,
        rotate: bool = False, client: Any = None, max_workers: Optional[int] = None,
        executor: Optional[concurrent.futures.Executor] = None, iterations: Optional[int] = None) -> Summary:
    """Plays the game of every seed and returns the summary.

    client: a distributed.Client: the games are mapped over its workers
    (each worker must be able to import hunters and find the library).
    Otherwise the games run in a concurrent.futures executor: the one given,
    or a ProcessPoolExecutor(max_workers)."""
    seeds = list(seeds)
    for bot in bots:
        _check_bot(bot)
    rows: List[Row]
    task = functools.partial(play_game, bots=list(bots), options=options, rotate=rotate, iterations=iterations)
    if client is not None:
        rows = list(client.gather(client.map(task, seeds)))
    elif executor is not None:
        rows = list(executor.map(task, seeds))
    else:
        with concurrent.futures.ProcessPoolExecutor(max_workers=max_workers) as pool:
            rows = list(pool.map(task, seeds, chunksize=max(1, len(seeds) // 64)))
    return summarize(rows)


def _row(name: str, s: Mapping[str, int]) -> str:
    n = s["games"]
    mean = s["score_sum"] / n
    var = (s["score_squares"] - s["score_sum"] * mean) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(max(var, 0.0) / n)
    cells = " ".join("%7.2f" % (s[source] / n) for source in SOURCES)
    return "%-10s %7d %7.2f +- %5.2f %6.1f%% %s" % (name, n, mean, half, 100.0 * s["wins"] / n, cells)


def table(summary: Summary) -> str:
    """The summary as hunters-sim prints it: mean score with its 95% interval, wins, points by source."""
    lines = ["%-10s %7s %16s %7s %7s %7s %7s %7s" % ("", "games", "score (95% CI)", "wins", *SOURCES)]
    lines += [_row("seat %d" % p, s) for p, s in enumerate(summary["seats"])]
    lines += [_row(bot, s) for bot, s in sorted(summary["bots"].items())]
    return "\n".join(lines)
