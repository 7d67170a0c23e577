"""Two rule experiments with paired games, notebook style.

    python3 variant_experiment.py [--games N] [--bots greedy,greedy] [--plot FILE.png]

with the package installed (make install, pip), or from the top of the
source tree after ./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        python3 examples/python/variant_experiment.py

1. Does the first player have an advantage? The same seeds are played with
   the first seat moving first (first-player 0, R3.7) and with the second
   starting (first-player 1: the first moves second of two, last of three
   or more): the tiles come in the same order, so the paired difference of
   the first seat's results is the effect of moving first rather than last.
   The output counts seats from 1, as hunters-sim's tables do: the first
   seat is "seat 1" there (index 0 of the result's "seats").
2. What does forest per segment change (forest-value segment, R5.3)? The
   same seeds under the default rule and under the variant, with the count
   of the games and scorings in which the variant actually paid another
   value (Game.variant_changes, hunters_game_variant_changes).

Each comparison is hunters.sim.compare(), the same as
`hunters-sim compare -p greedy,greedy "first-player=1" "first-player=0"` on the command
line. At least 2 games are needed (one paired game gives no interval).
With matplotlib installed, the mean differences and their 95%
intervals are also drawn into a PNG (--plot, default
variant_experiment.png)."""
import argparse
import importlib
from typing import Any, Dict, List, Optional

import hunters


def show(title: str, result: Dict[str, Any]) -> None:
    """Prints one comparison: hunters-sim compare's table."""
    print("== %s" % title)
    print(hunters.sim.compare_table(result))
    print()


def last_place(players: int) -> str:
    """Where seat 0 moves when seat 1 starts: second of two, else last."""
    return "second" if players == 2 else "last"


def first_player_advantage(games: int, bots: List[str]) -> Dict[str, Any]:
    """Seat 0 moving last (A, seat 1 starts) against moving first (B): B - A is what moving first is worth."""
    return hunters.sim.compare({"first-player": 1}, {"first-player": 0}, range(1, games + 1), bots)


def forest_per_segment(games: int, bots: List[str]) -> Dict[str, Any]:
    """The default forest value (A) against 2 points per forest area (B)."""
    return hunters.sim.compare({}, {"forest-value": "segment"}, range(1, games + 1), bots)


def verdict(cells: List[Dict[str, Any]]) -> str:
    """"yes" when some interval lies above 0 and none below; "no" (a
    disadvantage) the other way round; "the evidence disagrees" when one
    lies above and another below; else "not measurably"."""
    above = any(cell["low"] > 0 for cell in cells)
    below = any(cell["high"] < 0 for cell in cells)
    if above and below:
        return "the evidence disagrees"
    return "yes" if above else "no, a disadvantage" if below else "not measurably"


def answer(first: Dict[str, Any], forest: Dict[str, Any]) -> None:
    """The two answers in words, from the intervals of seat 0 (index 0 of
    "seats"), which the text calls seat 1 as hunters.sim.compare_table()
    does: people count seats from 1."""
    wins, margin = first["seats"][0]["wins"], first["seats"][0]["margin"]
    print("Does the first player have an advantage? %s: moving first rather than %s changes seat 1's wins by "
          "%+.1f%% (95%%: %+.1f%% to %+.1f%%) and its margin by %+.2f points (%+.2f to %+.2f), over %d games."
          % (verdict([wins, margin]), last_place(first["players"]), 100 * wins["mean"], 100 * wins["low"],
             100 * wins["high"], margin["mean"], margin["low"], margin["high"], first["games"]))
    changed = forest["variants"]["b"]["forest_value"]
    print("What does forest per segment change? It paid another value in %d scorings of %d of the %d games; "
          "%d games ended with other scores and %d with another winner; seat 1's forest points changed by "
          "%+.3f a game (%+.3f to %+.3f)."
          % (changed["events"], changed["games"], forest["games"], forest["games_changed"],
             forest["winners_changed"], forest["seats"][0]["forests"]["mean"], forest["seats"][0]["forests"]["low"],
             forest["seats"][0]["forests"]["high"]))


def plot(first: Dict[str, Any], forest: Dict[str, Any], path: str) -> Optional[str]:
    """Draws seat 0's mean differences with their 95% intervals into path;
    None (and nothing drawn) without matplotlib."""
    try:
        matplotlib = importlib.import_module("matplotlib")
    except ImportError:
        return None
    matplotlib.use("Agg")  # no display needed
    pyplot = importlib.import_module("matplotlib.pyplot")
    figure, axes = pyplot.subplots(1, 2, figsize=(10, 4))
    for ax, (title, result) in zip(axes, (("moving first (seat 1)", first), ("forest per segment (seat 1)", forest))):
        metrics = [m for m in hunters.sim.METRICS if m != "wins"]
        cells = [result["seats"][0][m] for m in metrics]
        means = [c["mean"] for c in cells]
        errors = [[c["mean"] - c["low"] for c in cells], [c["high"] - c["mean"] for c in cells]]
        ax.bar(metrics, means, yerr=errors, capsize=4, color="#6a8f5a")
        ax.axhline(0, color="black", linewidth=0.8)
        ax.set_title("%s, %d games" % (title, result["games"]))
        ax.set_ylabel("points, B - A (95% interval)")
        ax.tick_params(axis="x", rotation=30)
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    pyplot.close(figure)
    return path


def main() -> None:
    """Runs both experiments, prints the tables and the answers, draws the plot."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--bots", default="greedy,greedy", help="a bot per seat (default greedy,greedy)")
    parser.add_argument("--plot", default="variant_experiment.png", help="the PNG to draw, with matplotlib")
    args = parser.parse_args()
    if args.games < 2:
        parser.error("--games must be at least 2: one paired game gives no interval")
    bots = args.bots.split(",")
    unknown = [bot for bot in bots if bot not in hunters.sim.BOTS]  # (else a traceback of the sim's InvalidArgument)
    if unknown or not 1 <= len(bots) <= hunters.MAX_PLAYERS:
        parser.error("--bots must be 1 to %d of %s, comma-separated, not %r"
                     % (hunters.MAX_PLAYERS, ", ".join(hunters.sim.BOTS), args.bots))
    first = first_player_advantage(args.games, bots)
    show("first player: seat 1 moving %s (A) or first (B)" % last_place(len(bots)), first)
    forest = forest_per_segment(args.games, bots)
    show("forest value: per tile (A) or per segment (B)", forest)
    answer(first, forest)
    drawn = plot(first, forest, args.plot)
    print("plot: %s" % (drawn or "not drawn (no matplotlib)"))


if __name__ == "__main__":
    main()
