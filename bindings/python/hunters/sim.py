"""hunters.sim: play many games between bots from Python, on this machine
(concurrent.futures) or on a Dask cluster (a distributed.Client); see
doc/sim.md.

    import hunters
    summary = hunters.sim.run(range(1, 1001), ["greedy", "random"], rotate=True)
    print(hunters.sim.table(summary))

    rows = hunters.sim.games(range(1, 101), ["greedy", "random"], options={"forest-value": "segment"})
    frame = hunters.sim.dataframe(rows)          # pandas, one row per game and seat

    with hunters.sim.game(3, ["greedy", "random"]) as game:   # the finished Game of one seed
        record = game.save()

    result = hunters.sim.compare({}, {"forest-value": "segment"}, range(1, 1001), ["greedy", "random"])
    print(hunters.sim.compare_table(result))

    from distributed import Client
    summary = hunters.sim.run(range(1, 100001), ["greedy", "random"], client=Client("tcp://scheduler:8786"))

Each game is fixed by its seed, its options and its bots, and the games are
those of hunters-sim: the same seeds give the same rows as its --jsonl and
--csv, and compare() the same numbers as `hunters-sim compare` (each seat's
bot takes its seeds from the game's seed as hunters-sim's does). The
summary holds integer sums only, so a run gives the same summary locally,
on a cluster, in any number of pieces (merge() adds summaries); the same
sums as hunters-sim --json.

The bots are the library's (hunters_bot_choose through Game.bot_move(),
doc/bots.md): "random", "greedy" (the whole turn with the best projected
score difference), "mcts" and "mcts2"; or a Python callable, called with the game
(a decision to make) that returns a legal Move. A callable must be
picklable (a module-level function) to run in the default process pool.
"""
import collections.abc
import concurrent.futures
import functools
import importlib
import math
import pickle
import random
import statistics
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from .enums import (MAX_PLAYERS, BonusRule, DrawMode, EventType, ForestValue, LakeHuts, LastBonus, MushroomValue,
                    Phase, Variant)
from .bots import bot_options
from .errors import InvalidArgument, Status, choice, flag, integer
from .game import Game
from .moves import Move
from .options import game_keywords

__all__ = ["game", "play_game", "run", "games", "seat_rows", "dataframe", "summarize", "merge", "table", "choose",
           "compare", "compare_table", "paired_interval", "bot_seed", "SOURCES", "BOTS", "METRICS", "COLUMNS",
           "COMPARE_COLUMNS",
           "VARIANTS", "Bot"]

SOURCES = ("forests", "rivers", "huts", "meadows")
"""The sources of points, in the order of a row's points (R5.3, R5.4, R8.2, R8.3)."""
BOTS = ("random", "greedy", "mcts", "mcts2")
"""The bot kinds of the library."""
COLUMNS = ("seed", "seat", "bot", "score", "rank", *SOURCES, "tiles_removed", "bonus_drawn", "bonus_discarded",
           "turns")
"""The columns of seat_rows() and dataframe(): those of hunters-sim --csv."""
METRICS = ("score", *SOURCES, "wins", "margin")
"""What compare() pairs for each seat: the score, the points by source, a
win (rank 1, R8.4) and the margin (the score minus the best other seat's)."""
COMPARE_COLUMNS = ("seed", "seat", "bot_a", "bot_b", *(metric + side for metric in METRICS for side in ("_a", "_b")))
"""The columns of compare(rows=True)'s rows: those of hunters-sim compare --csv."""
VARIANTS = tuple(variant.name.lower() for variant in Variant)
"""The rule variants whose changes compare() counts (Game.variant_changes)."""

Bot = Union[str, Callable[[Game], Move]]
"""A bot: a kind of BOTS, or a callable that returns the move for a game."""
Row = Dict[str, Any]
"""One game's row, as a line of hunters-sim --jsonl: seed, bots, scores,
ranks, the points of each source per seat, tiles_removed, bonus_drawn,
bonus_discarded, turns."""
Summary = Dict[str, Any]
"""Integer sums over games: games, turns, tiles, and per seat and per bot."""
Progress = Callable[[int, int], None]
"""progress(done, total), called as the games finish."""

_MASK = 2 ** 64 - 1


def bot_seed(seed: int, seat: int) -> int:
    """The first seed of seat's bot in the game of seed, as hunters-sim
    computes it (splitmix64 of seed * 16 + seat + 1); each later decision
    takes the next of a linear congruential sequence (tools/seam).
    seed is 0 to 2^64 - 1 and seat 0 to 7, as hunters-sim's (an int or a
    numpy integer)."""
    seed, seat = integer("seed", seed, 0, _MASK), integer("seat", seat, 0, MAX_PLAYERS - 1)
    z = (seed * 16 + seat + 1 + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def choose(game: Game, bot: Bot, rng: random.Random, iterations: Optional[int] = None) -> Move:
    """The move of the player to move for a bot (Bot): for a kind ("random",
    "greedy", "mcts" or "mcts2"), the library's bot with a seed from rng,
    iterations the search budget of mcts and mcts2 (None: the library's
    default, 1000); a callable is called with the game, as a seat of
    play_game() calls it, and its move returned (rng and iterations unused,
    but rng still checked). InvalidArgument for anything else, as the seats'
    bots."""
    _check_bot(bot)
    if not callable(getattr(rng, "getrandbits", None)):  # (an int seed: AttributeError "getrandbits")
        raise TypeError("rng must be a random.Random (random.Random(seed)), not %s" % type(rng).__name__)
    if not isinstance(bot, str):  # (a callable, as _check_bot took it: Game.bot_move() refused it, a kind only)
        return bot(game)
    searches = bot in ("mcts", "mcts2")
    return game.bot_move(bot, seed=rng.getrandbits(64), iterations=iterations if searches else None)


def _options(options: Optional[Mapping[str, Any]]) -> Mapping[str, Any]:
    """options, {} for None: a falsy non-mapping ([], 0, "") was taken as
    {} by `options or {}`; now it reaches game_keywords(), which refuses it."""
    return {} if options is None else options


def _check_bot(bot: Bot) -> None:
    """InvalidArgument (a ValueError) unless bot is one of BOTS or a callable."""
    if not callable(bot) and bot not in BOTS:
        raise InvalidArgument(Status.EINVAL, "bot must be one of %s or a callable, not %r" % (", ".join(repr(b) for b in BOTS), bot))


def _seeds(seeds: Iterable[int]) -> List[int]:
    """The seeds as ints, each 0 to 2^64 - 1: a bad one (a numpy bool, a
    float, 2**64) refused here, before any game, not by a worker after
    the games before it."""
    return [integer("seed", seed, 0, _MASK) for seed in seeds]


def _bot_name(bot: Bot) -> str:
    return bot if isinstance(bot, str) else getattr(bot, "__name__", "custom")


class _Seat:
    """One seat's bot in one game, its seeds as hunters-sim's."""

    def __init__(self, bot: Bot, seed: int, iterations: Optional[int]) -> None:
        self.bot, self.seed, self.iterations = bot, seed, iterations

    def move(self, game: Game) -> Move:
        if not isinstance(self.bot, str):
            return self.bot(game)
        seed, self.seed = self.seed, (self.seed * 6364136223846793005 + 1442695040888963407) & _MASK
        searches = self.bot in ("mcts", "mcts2")
        return game.bot_move(self.bot, seed=seed, iterations=self.iterations if searches else None)


def _bots_of(bots: Sequence[Bot], seed: int, rotate: bool) -> List[Bot]:
    n = len(bots)
    return [bots[(p + seed % n) % n] if rotate else bots[p] for p in range(n)]


_NOT_RULES = {"players": "the players are the bots", "seed": "the seeds are the seeds argument",
              "tileset": "the games use the default tile set"}


def _rule_keywords(options: Mapping[str, Any]) -> Dict[str, Any]:
    """options as Game()'s keywords (hunters.options.game_keywords), the
    rule options only: ValueError for players, seed or tileset, which the
    bots and seeds give each game."""
    keywords = game_keywords(options)
    for keyword, why in _NOT_RULES.items():
        if keyword in keywords:
            raise InvalidArgument(Status.EINVAL, "%s is not a sim option: %s" % (keyword, why))
    return keywords


def _check_bot_count(bots: Sequence[Bot]) -> None:
    """InvalidArgument unless there are 1 to MAX_PLAYERS bots: said of the
    bots the caller gave (Game()'s "players must be 1 to 8, not 9" named a
    keyword it never gave, and play_game()'s "seat must be 0 to 7")."""
    if not 1 <= len(bots) <= MAX_PLAYERS:
        raise InvalidArgument(Status.EINVAL, "there must be 1 to %d bots, a seat each, not %d"
                              % (MAX_PLAYERS, len(bots)))


def _check_rules(players: int, keywords: Mapping[str, Any]) -> None:
    """Refuses, before any game, rule keywords every game of players would
    refuse (members=100, first_player 2 of 2 seats), as Game() does, by
    making one: the same exceptions and messages."""
    with Game(players=players, **keywords):
        pass


def _check_bots(bots: Sequence[Bot]) -> None:
    """_check_bot_count, then _check_bot of each: TypeError first for a
    str, a sequence of letters ("bot must be one of ..., not 'r'" of
    bots="random")."""
    if isinstance(bots, str):
        raise TypeError("bots must be a sequence of bots, a seat each (such as [%r, %r]), not a str %r"
                        % (bots, bots, bots))
    _check_bot_count(bots)
    for bot in bots:
        _check_bot(bot)


def _check_iterations(bots: Sequence[Bot], iterations: Optional[int]) -> None:
    """Refuses, before any game, a search budget every game's mcts or mcts2
    bot would refuse at its first decision (-5, 0, 1.5), as
    Game.bot_move() does (hunters.bots.bot_options): the same exceptions
    and messages. The other bots are given none (_Seat.move)."""
    for bot in bots:
        if isinstance(bot, str) and bot in ("mcts", "mcts2"):
            bot_options(bot, 0, iterations)


def _played(seed: int, seats: Sequence[Bot], options: Mapping[str, Any], iterations: Optional[int]) -> Game:
    """The finished game of seed, seats[p]'s bot in seat p: the game
    hunters-sim plays (its draws at random, each seat's bot its seeds from
    bot_seed()); closed if a bot or a call raises."""
    players = [_Seat(bot, bot_seed(seed, p), iterations) for p, bot in enumerate(seats)]
    played = Game(players=len(seats), seed=seed, **_rule_keywords(options))
    try:
        while not played.over:
            if played.phase in (Phase.DRAW, Phase.DRAW_BONUS):
                played.draw()
                continue
            played.play(players[played.current_player].move(played))
    except BaseException:
        played.close()
        raise
    return played


def _play(seed: int, seats: Sequence[Bot], options: Mapping[str, Any],
          iterations: Optional[int]) -> Tuple[Row, Dict[str, int]]:
    """The row of one game and what each rule variant changed in it."""
    with _played(seed, seats, options, iterations) as game:
        summary = game.points_summary()
        counts = {EventType.TILE_REMOVED: 0, EventType.BONUS_DRAWN: 0, EventType.BONUS_DISCARDED: 0,
                  EventType.TURN: 0}
        for event in game.events():
            if event.type in counts:
                counts[event.type] += 1
        row: Row = {"seed": seed, "bots": [_bot_name(bot) for bot in seats], "scores": list(game.scores),
                    "ranks": list(game.ranks)}
        for k, source in enumerate(SOURCES):
            row[source] = [points[k] for points in summary]
        row.update({"tiles_removed": counts[EventType.TILE_REMOVED], "bonus_drawn": counts[EventType.BONUS_DRAWN],
                    "bonus_discarded": counts[EventType.BONUS_DISCARDED], "turns": counts[EventType.TURN]})
        changes = {variant.name.lower(): count for variant, count in game.variant_changes.items()}
        return row, changes


def play_game(seed: int, bots: Sequence[Bot], options: Optional[Mapping[str, Any]] = None,
              rotate: bool = False, iterations: Optional[int] = None) -> Row:
    """Plays the game of one seed; returns its row, a line of hunters-sim
    --jsonl. options are Game()'s options by any spelling
    ({"forest-value": "segment"} or {"forest_value": "segment"}, see
    hunters.options), the rule variants included; players is the number
    of bots; iterations is the MCTS bots' budget per decision."""
    seed = integer("seed", seed, 0, _MASK)  # (a numpy seed failed deep in bot_seed's arithmetic)
    _check_bots(bots)
    rotate = flag("rotate", rotate)  # (by truthiness, rotate="no" rotated the seats)
    return _play(seed, _bots_of(list(bots), seed, rotate), _options(options), iterations)[0]


def game(seed: int, bots: Sequence[Bot], options: Optional[Mapping[str, Any]] = None,
         rotate: bool = False, iterations: Optional[int] = None) -> Game:
    """The finished Game of one seed: the game whose row play_game() and
    games() give, and hunters-sim's of that seed with the same bots,
    --rotate, -o options and --iterations (each seat's bot takes its seeds
    from bot_seed()). The arguments are play_game()'s; with rotate, seat p
    has bots[(p + seed) % len(bots)]. The game is over, with its record
    (save(), save_file()), events(), scores and points_summary(); close it
    (or use it in a with block) when done. The default tile set, as every
    game of the module."""
    seed = integer("seed", seed, 0, _MASK)
    _check_bots(bots)
    rotate = flag("rotate", rotate)
    return _played(seed, _bots_of(list(bots), seed, rotate), _options(options), iterations)


def _check_where(client: Any, executor: Any, max_workers: Any) -> None:
    """TypeError for a client or an executor that is not one, before any
    game: either was used unchecked, a str failing deep inside _map() ("'str'
    object has no attribute 'submit'"), an executor class given for a pool
    only at submit() (its self missing). A client is duck-typed (map() and
    cancel(), as _map() calls): distributed is not imported here. TypeError
    too for more than one of client, executor and max_workers: _map() took
    the first of them and dropped the others unsaid (executor= with client=
    ran on the client; max_workers= sized no pool given)."""
    given = [name for name, value in (("client", client), ("executor", executor), ("max_workers", max_workers))
             if value is not None]
    if len(given) > 1:
        raise TypeError("give one of client=, executor= and max_workers= (where the games run), not %s"
                        % " and ".join("%s=" % name for name in given))
    if executor is not None and not isinstance(executor, concurrent.futures.Executor):
        raise TypeError("executor must be a concurrent.futures.Executor (an object, as ThreadPoolExecutor()), not %s"
                        % (executor.__name__ if isinstance(executor, type) else type(executor).__name__))
    if client is not None and (isinstance(client, type) or not callable(getattr(client, "map", None))
                               or not callable(getattr(client, "cancel", None))):
        raise TypeError("client must be a distributed.Client (an object with map() and cancel()), not %s"
                        % (client.__name__ if isinstance(client, type) else type(client).__name__))
    if max_workers is not None:  # (a bool was taken as 1 worker: refused, as by every count of the package)
        integer("max_workers", max_workers, 1)


def _check_progress(progress: Any) -> None:
    """TypeError for a progress that is not callable (None aside), before
    any game: it failed at its first call, once a game had run ("'int'
    object is not callable")."""
    if progress is not None and not callable(progress):
        raise TypeError("progress must be a callable, progress(done, total), or None, not %s"
                        % type(progress).__name__)


def _map(task: Callable[[int], Any], seeds: List[int], client: Any, max_workers: Optional[int],
         executor: Optional[concurrent.futures.Executor], progress: Optional[Progress]) -> List[Any]:
    """task of every seed, in the order of seeds: on the client's workers,
    in the executor, or in a new process pool; progress after each."""
    results: List[Any] = []

    def collect(values: Iterable[Any]) -> List[Any]:
        for value in values:
            results.append(value)
            if progress is not None:
                progress(len(results), len(seeds))
        return results

    # a failure (a bot or progress raising, an interrupt) cancels the games
    # not started: they ran to the last before it was raised (a with block
    # of the pool waits for them, and so did the map's iterator, kept alive
    # by the traceback; the client's futures, likewise)
    if client is not None:
        futures = client.map(task, seeds)
        try:
            return collect(future.result() for future in futures)
        except BaseException:
            client.cancel(futures)  # (not on success: a pure task's key may be the caller's future too)
            raise
    # (once all have run, nothing is left to cancel)
    if executor is not None:
        futures = [executor.submit(task, seed) for seed in seeds]
        try:
            return collect(future.result() for future in futures)
        finally:
            for future in futures:
                future.cancel()
    if max_workers is not None:  # (checked by _check_where(); an int subclass as numpy's made plain)
        max_workers = integer("max_workers", max_workers, 1)
    # the pool's processes take the task pickled: one that does not pickle
    # (a lambda or a nested function as a bot) failed in the pool's feeder
    # thread, and the pool's shutdown then waited for ever; refused here
    try:
        pickle.dumps(task)
    except Exception as exc:  # (PicklingError, TypeError or AttributeError, by the object)
        raise TypeError("the games run in a process pool, which takes only bots and options that pickle (a bot "
                        "defined at a module's top level), not these (%s); executor=ThreadPoolExecutor() runs "
                        "them in threads" % " ".join(str(exc).split())) from None
    pool = concurrent.futures.ProcessPoolExecutor(max_workers=max_workers)
    try:
        return collect(pool.map(task, seeds, chunksize=max(1, len(seeds) // 64)))
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def games(seeds: Iterable[int], bots: Sequence[Bot], options: Optional[Mapping[str, Any]] = None,
          rotate: bool = False, client: Any = None, max_workers: Optional[int] = None,
          executor: Optional[concurrent.futures.Executor] = None, iterations: Optional[int] = None,
          progress: Optional[Progress] = None) -> List[Row]:
    """The row of the game of every seed, in seed order: plain dicts, the
    lines of hunters-sim --jsonl. Where the games run: see run();
    progress(done, total) is called as they finish."""
    seeds = _seeds(seeds)
    _check_bots(bots)
    rotate = flag("rotate", rotate)
    _check_where(client, executor, max_workers)
    _check_progress(progress)
    _check_rules(len(bots), _rule_keywords(_options(options)))  # a bad option fails here, before any game
    _check_iterations(bots, iterations)
    # (a plain dict: a mapping that does not pickle, a MappingProxyType, ran
    # in threads but not in the default process pool)
    task = functools.partial(play_game, bots=list(bots), options=dict(_options(options)), rotate=rotate,
                             iterations=iterations)
    return _map(task, seeds, client, max_workers, executor, progress)


def seat_rows(rows: Iterable[Row]) -> List[Dict[str, Any]]:
    """The games' rows as one plain dict per game and seat, in COLUMNS (the
    rows of hunters-sim --csv)."""
    out = []
    for row in rows:
        for p, bot in enumerate(row["bots"]):
            seat = {"seed": row["seed"], "seat": p, "bot": bot, "score": row["scores"][p], "rank": row["ranks"][p]}
            seat.update({source: row[source][p] for source in SOURCES})
            seat.update({key: row[key] for key in ("tiles_removed", "bonus_drawn", "bonus_discarded", "turns")})
            out.append(seat)
    return out


def dataframe(rows: Iterable[Row]) -> Any:
    """The games' rows as a pandas DataFrame, one row per game and seat in
    COLUMNS (hunters-sim --csv's). pandas is needed for this function
    only: ImportError, saying so, when it is missing."""
    try:
        pandas = importlib.import_module("pandas")
    except ImportError as missing:
        raise ImportError("hunters.sim.dataframe needs pandas (pip install pandas; Debian: python3-pandas); "
                          "seat_rows() gives the same rows as plain dicts") from missing
    return pandas.DataFrame(seat_rows(rows), columns=list(COLUMNS))


def _empty_sums() -> Dict[str, int]:
    return {"games": 0, "score_sum": 0, "score_squares": 0, "wins": 0, **{s: 0 for s in SOURCES}}


def _add(sums: Dict[str, int], row: Row, p: int) -> None:
    score = row["scores"][p]
    sums["games"] += 1
    sums["score_sum"] += score
    sums["score_squares"] += score * score
    sums["wins"] += row["ranks"][p] == 1
    for source in SOURCES:
        sums[source] += row[source][p]


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


def run(seeds: Iterable[int], bots: Sequence[Bot], options: Optional[Mapping[str, Any]] = None,
        rotate: bool = False, client: Any = None, max_workers: Optional[int] = None,
        executor: Optional[concurrent.futures.Executor] = None, iterations: Optional[int] = None,
        progress: Optional[Progress] = None) -> Summary:
    """Plays the game of every seed and returns the summary.

    client: a distributed.Client: the games are mapped over its workers
    (each worker must be able to import hunters and find the library).
    Otherwise the games run in a concurrent.futures executor: the one given,
    or a ProcessPoolExecutor(max_workers). Give at most one of client,
    executor and max_workers: TypeError otherwise. progress(done, total)
    is called as the games finish."""
    return summarize(games(seeds, bots, options, rotate, client, max_workers, executor, iterations, progress))


def _row(name: str, s: Mapping[str, int]) -> str:
    n = s["games"]
    mean = s["score_sum"] / n
    var = (s["score_squares"] - s["score_sum"] * mean) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(max(var, 0.0) / n)
    cells = " ".join("%7.2f" % (s[source] / n) for source in SOURCES)
    # one game tells nothing of the spread: n/a, as hunters-sim prints it
    spread = "%5.2f" % half if n > 1 else "%5s" % "n/a"
    return "%-10s %7d %7.2f +- %s %6.1f%% %s" % (name, n, mean, spread, 100.0 * s["wins"] / n, cells)


def table(summary: Summary) -> str:
    """The summary as hunters-sim prints it: mean score with its 95%
    interval, wins, points by source, by seat then by bot (the library's in
    the order of BOTS, then callables by name), and the means per game. Its
    first line says only "N games": the summary does not hold the seeds,
    line-up and tile set that the tool's first line adds."""
    games = summary["games"]
    if not games:
        return "no games"
    lines = ["%d games" % games,
             "%-10s %7s %16s %7s %7s %7s %7s %7s" % ("", "games", "score (95% CI)", "wins", *SOURCES)]
    lines += [_row("seat %d" % p, s) for p, s in enumerate(summary["seats"], 1)]   # from 1, as people count
    order = sorted(summary["bots"], key=lambda bot: (BOTS.index(bot) if bot in BOTS else len(BOTS), bot))
    lines += [_row(bot, summary["bots"][bot]) for bot in order if summary["bots"][bot]["games"]]
    lines.append("per game: %.2f turns, %.3f tiles removed, %.3f bonus tiles drawn, %.3f discarded"
                 % (summary["turns"] / games, summary["tiles_removed"] / games, summary["bonus_drawn"] / games,
                    summary["bonus_discarded"] / games))
    lines.append("(wins: games ranked first, ties included; points: mean per game by source)")
    return "\n".join(lines)


# -- paired comparisons ----------------------------------------------------------

def _interval_of(n: int, total: int, squares: int) -> Tuple[Optional[float], Optional[float]]:
    """The mean and the 95% half width of n integer differences from their
    exact sums, as hunters-sim compare computes them (normal: 1.96 standard
    errors); None where undefined, as its JSON's null: the half width with
    fewer than two differences (one says nothing of the spread), the mean
    with none."""
    if n == 0:
        return None, None
    mean = total / n
    if n < 2:
        return mean, None
    # the sample variance, exact until this one division
    variance = (n * squares - total * total) / (n * (n - 1))
    return mean, 1.96 * math.sqrt(max(variance, 0.0) / n)


def paired_interval(differences: Sequence[float]) -> Tuple[float, float, float]:
    """The mean of paired differences and its 95% interval (low, high):
    mean -+ 1.96 s / sqrt(n), s the sample standard deviation. With one
    difference the bounds are NaN (the spread is unknown); with none,
    ValueError; a NaN or infinite difference gives NaN bounds too (and a
    NaN or infinite mean). Integers are summed exactly; floats in two passes
    (statistics.fmean, then stdev about that mean)."""
    n = len(differences)
    if n == 0:
        raise ValueError("paired_interval needs at least one difference (and two for an interval)")
    if all(isinstance(d, int) for d in differences):
        exact_mean, exact_half = _interval_of(n, sum(int(d) for d in differences),
                                              sum(int(d) * int(d) for d in differences))
        mean = float(exact_mean) if exact_mean is not None else math.nan
        half = exact_half if exact_half is not None else math.nan
    elif not all(math.isfinite(d) for d in differences):
        # (stdev raised AttributeError "numerator" of a NaN or an infinity,
        # fmean ValueError of inf - inf: the plain sum's NaN or infinity)
        mean, half = sum(float(d) for d in differences) / n, math.nan
    else:
        mean = statistics.fmean(differences)
        half = 1.96 * statistics.stdev(differences, mean) / math.sqrt(n) if n > 1 else math.nan
    return mean, mean - half, mean + half


def _metrics(row: Row, p: int) -> List[int]:
    """The METRICS of seat p in a game's row."""
    others = [score for q, score in enumerate(row["scores"]) if q != p]
    score = row["scores"][p]
    return [score, *(row[source][p] for source in SOURCES), int(row["ranks"][p] == 1),
            score - max(others) if others else score]


def _side(spec: Mapping[str, Any], bots: Sequence[Bot]) -> Tuple[List[Bot], Dict[str, Any]]:
    """A side's bots and options: "bots" (or hunters-sim's "players", as a
    list or "greedy,random") for a line-up, the rest options."""
    options = dict(spec)
    line_up = options.pop("bots", None)
    if isinstance(options.get("players"), (str, list, tuple)):
        line_up = options.pop("players")
    if isinstance(line_up, str):
        line_up = line_up.split(",")
    return list(line_up if line_up is not None else bots), options


_LABEL_ORDER = ("members", "huts", "first_player", "bonus_rule", "draw_mode", "last_bonus", "forest_value",
                "mushroom_value", "lake_huts")
"""The options in the order hunters-sim's option list (and so its compare labels) has them; table last."""
_LABEL_ENUMS: Dict[str, Any] = {"bonus_rule": BonusRule, "draw_mode": DrawMode, "last_bonus": LastBonus,
                                "forest_value": ForestValue, "mushroom_value": MushroomValue, "lake_huts": LakeHuts}


def _describe(spec: Mapping[str, Any]) -> str:
    """A side as hunters-sim compare names it, whatever the spelling or the
    order: players=BOT,... then NAME=VALUE by the canonical names, lowercase
    value words, table=WxH (table-width=W or table-height=H for one side),
    in the option list's order; (the base) for nothing."""
    words = []
    line_up = spec.get("bots", spec.get("players"))
    if isinstance(line_up, (str, list, tuple)):
        bots = line_up.split(",") if isinstance(line_up, str) else line_up
        words.append("players=%s" % ",".join(_bot_name(bot) for bot in bots))
    keywords = _rule_keywords(_side(spec, [])[1])
    for keyword in _LABEL_ORDER:
        if keyword in keywords:
            enum_type = _LABEL_ENUMS.get(keyword)
            value = keywords[keyword]
            text = choice(keyword, value, enum_type).name.lower() if enum_type else str(integer(keyword, value))
            words.append("%s=%s" % (keyword.replace("_", "-"), text))
    # checked as Game() checks them: "%d" wrote 6.0 (which Game() refuses) as 6,
    # and a side given as None (a TypeError too) was left out of the label
    width, height = (integer(side, keywords[side], 0, 32767) if side in keywords else None
                     for side in ("table_width", "table_height"))
    if width is not None and height is not None:
        words.append("table=%s" % ("0" if width == 0 and height == 0 else "%dx%d" % (width, height)))
    elif width is not None:
        words.append("table-width=%d" % width)
    elif height is not None:
        words.append("table-height=%d" % height)
    return " ".join(words) if words else "(the base)"


def _play_pair(seed: int, sides: Tuple[Tuple[List[Bot], Dict[str, Any]], ...], rotate: bool,
               iterations: Optional[int]) -> Tuple[Tuple[Row, Dict[str, int]], ...]:
    return tuple(_play(seed, _bots_of(bots, seed, rotate), options, iterations) for bots, options in sides)


def compare(a: Mapping[str, Any], b: Mapping[str, Any], seeds: Iterable[int], bots: Sequence[Bot],
            options: Optional[Mapping[str, Any]] = None, rotate: bool = False, client: Any = None,
            max_workers: Optional[int] = None, executor: Optional[concurrent.futures.Executor] = None,
            iterations: Optional[int] = None, progress: Optional[Progress] = None,
            rows: bool = False) -> Dict[str, Any]:
    """Plays every seed under A and under B, the same seeds, seats and bot
    seeds, and returns what `hunters-sim compare --json` writes: for each
    seat and metric of METRICS, the sums of the differences B - A (n, sum,
    squares), their mean and 95% interval (low, high; None, as the JSON's
    null, with fewer than two games, the mean too with none); the games whose
    scores (games_changed) or winners (winners_changed) differ; and, for
    each side, per rule variant, the games in which it changed a scoring or
    event and how many it changed (Game.variant_changes).

    a and b: what differs from the base (bots, options): options by any
    spelling ({"forest-value": "segment"}), or "bots" (hunters-sim's
    "players=") for a line-up; {} for the base itself. Where the games
    run, and progress: as run(). rows=True adds "rows": the paired rows of
    `compare --csv`, one dict a seed and seat in the columns COMPARE_COLUMNS
    (the seats whose winning changed: wins_a != wins_b)."""
    base = _rule_keywords(_options(options))  # (a bad name fails here, before any game)
    for name, spec in (("a", a), ("b", b)):  # (a list of pairs was taken by dict(), then failed in _describe)
        if not isinstance(spec, collections.abc.Mapping):
            raise TypeError("%s must be a dict of options, or {\"bots\": [...]} for a line-up ({} for the base), "
                            "not %s" % (name, type(spec).__name__))
    _check_bots(bots)  # (the base's, though both sides name their own: a str was taken letter by letter)
    rotate, rows = flag("rotate", rotate), flag("rows", rows)
    _check_where(client, executor, max_workers)
    _check_progress(progress)
    sides = tuple((side_bots, {**base, **_rule_keywords(side_options)})
                  for side_bots, side_options in (_side(spec, bots) for spec in (a, b)))
    for side_bots, _ in sides:
        _check_bots(side_bots)
    if len(sides[0][0]) != len(sides[1][0]):
        raise InvalidArgument(Status.EINVAL, "A and B must seat as many players, to pair the seats")
    players = len(sides[0][0])
    for side_bots, side_options in sides:
        _check_rules(players, side_options)
        _check_iterations(side_bots, iterations)
    labels = _describe(a), _describe(b)
    task = functools.partial(_play_pair, sides=sides, rotate=rotate, iterations=iterations)
    seeds = _seeds(seeds)
    pairs = _map(task, seeds, client, max_workers, executor, progress)
    sums = [[[0, 0, 0] for _ in METRICS] for _ in range(players)]
    result: Dict[str, Any] = {"a": labels[0], "b": labels[1], "games": len(pairs), "players": players,
                              "games_changed": 0, "winners_changed": 0}
    variants = {side: {name: {"games": 0, "events": 0} for name in VARIANTS} for side in ("a", "b")}
    for (row_a, changes_a), (row_b, changes_b) in pairs:
        for p in range(players):
            for m, (value_a, value_b) in enumerate(zip(_metrics(row_a, p), _metrics(row_b, p))):
                d = value_b - value_a
                sums[p][m][0] += 1
                sums[p][m][1] += d
                sums[p][m][2] += d * d
        result["games_changed"] += row_a["scores"] != row_b["scores"]
        result["winners_changed"] += [r == 1 for r in row_a["ranks"]] != [r == 1 for r in row_b["ranks"]]
        for side, changes in (("a", changes_a), ("b", changes_b)):
            for name, count in changes.items():
                variants[side][name]["games"] += count > 0
                variants[side][name]["events"] += count
    result["seats"] = []
    for seat in sums:
        cells = {}
        for metric, (n, total, squares) in zip(METRICS, seat):
            mean, half = _interval_of(n, total, squares)
            low, high = (mean - half, mean + half) if mean is not None and half is not None else (None, None)
            cells[metric] = {"n": n, "sum": total, "squares": squares, "mean": mean, "low": low, "high": high}
        result["seats"].append(cells)
    result["variants"] = variants
    if rows:
        result["rows"] = [_paired_row(seed, p, row_a, row_b)
                          for seed, ((row_a, _), (row_b, _)) in zip(seeds, pairs) for p in range(players)]
    return result


def _paired_row(seed: int, p: int, row_a: Row, row_b: Row) -> Dict[str, Any]:
    """Seat p's line of compare --csv for the game of seed."""
    row: Dict[str, Any] = {"seed": seed, "seat": p, "bot_a": row_a["bots"][p], "bot_b": row_b["bots"][p]}
    for metric, value_a, value_b in zip(METRICS, _metrics(row_a, p), _metrics(row_b, p)):
        row[metric + "_a"] = value_a
        row[metric + "_b"] = value_b
    return row


def _compare_cell(cell: Mapping[str, Any]) -> str:
    """A mean and its half width as hunters-sim compare prints them; n/a
    where undefined (None)."""
    if cell["mean"] is None:
        return " %10s +- %7s" % ("n/a", "n/a")
    if cell["low"] is None:
        return " %+10.3f +- %7s" % (cell["mean"], "n/a")
    return " %+10.3f +- %7.3f" % (cell["mean"], cell["mean"] - cell["low"])


def compare_table(result: Mapping[str, Any]) -> str:
    """compare()'s result as hunters-sim compare prints it."""
    lines = ["A: %s" % result["a"], "B: %s" % result["b"],
             "%d games, the same seeds and seats under A and B; B - A, mean and 95%% interval:" % result["games"],
             "%-8s %-8s %10s    %7s" % ("", "measure", "B - A", "95%")]
    for p, seat in enumerate(result["seats"], 1):   # seat 1 is seats[0]: from 1, as people count
        lines.extend("seat %-3d %-8s%s" % (p, m, _compare_cell(seat[m])) for m in METRICS)
    lines.append("games with other scores: %d; with other winners: %d"
                 % (result["games_changed"], result["winners_changed"]))
    for side in ("a", "b"):
        for name in VARIANTS:
            counted = result["variants"][side][name]
            if counted["events"]:
                lines.append("under %s, %s changed %d scorings or events, in %d games"
                             % (side.upper(), name.replace("_", "-"), counted["events"], counted["games"]))
    return "\n".join(lines)
