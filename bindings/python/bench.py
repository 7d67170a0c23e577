"""Speed of the Python bindings (doc/benchmark.md, "Python bindings").

    python3 bench.py [--games N] [--runs R] [--c-bench PATH/hunters-bench]

games_per_second: whole random 2-player games played move by move from
Python (legal_moves() then play() until the end; one shared tile set, no
event text). rollouts_per_second: hunters_game_play_random() from the same
64 mid-game positions as hunters-bench (copy_from() then play_random()),
comparable with the C figure, which --c-bench measures in the same run.
binding_overhead_ns_per_rollout bounds what the binding adds to each
rollout (the same calls on finished games), so native_share, the part of a
rollout's time spent in C, is the binding's rate relative to C whatever the
machine's load. Python figures are per CPU second of this process (time.process_time), so
that other load on a shared machine disturbs them less."""
from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import time
from typing import TYPE_CHECKING, Dict, List

import bench_library  # (first: it chooses the library hunters loads)

if TYPE_CHECKING:
    import hunters  # (imported by main once the arguments are parsed: see bench_library.load)


def games_per_second(games: int, seed: int) -> float:
    """Random games played move by move through the binding."""
    rng = random.Random(seed)
    choose = rng.choice
    start = time.process_time()
    for index in range(games):
        game = hunters.Game(players=2, seed=seed * games + index)
        while True:
            moves = game.legal_moves()
            if not moves:
                break
            game.play(choose(moves))
    return games / (time.process_time() - start)


def positions() -> List[hunters.Game]:
    """64 positions with 40 tiles placed, as hunters-bench makes them."""
    out = []
    rng = random.Random(12345)
    for _ in range(64):
        game = hunters.Game(draw_mode=hunters.DrawMode.CALLER)
        while True:
            if game.phase in (hunters.Phase.DRAW, hunters.Phase.DRAW_BONUS):
                game.draw()
            elif game.phase == hunters.Phase.PLACE and len(game.board()) >= 40:
                break
            else:
                game.play(rng.choice(game.legal_moves()))
        out.append(game)
    return out


def rollouts_per_second(starts: List[hunters.Game], rollouts: int) -> float:
    """Native random rollouts from mid-game positions, driven from Python."""
    scratch = starts[0].clone()
    copy_from, play_random = scratch.copy_from, scratch.play_random
    start = time.process_time()
    for index in range(rollouts):
        copy_from(starts[index % 64])
        play_random(index)
    return rollouts / (time.process_time() - start)


def call_overhead_ns(starts: List[hunters.Game], calls: int) -> float:
    """An upper bound of what the binding adds to a rollout: the same two
    calls (copy_from, play_random) on finished games, where the C side does
    almost nothing (a copy, no move)."""
    finished = []
    for game in starts[:8]:
        done = game.clone()
        done.play_random(1)
        finished.append(done)
    scratch = finished[0].clone()
    copy_from, play_random = scratch.copy_from, scratch.play_random
    start = time.process_time()
    for index in range(calls):
        copy_from(finished[index % 8])
        play_random(index)
    return (time.process_time() - start) * 1e9 / calls


def c_figures(path: str) -> Dict[str, float]:
    """hunters-bench --quick --json: the C library's own rates."""
    output = subprocess.run([path, "--quick", "--json"], check=True, capture_output=True, text=True).stdout
    figures = json.loads(output)
    return {name: float(figures[name]["median"]) for name in ("games_per_second", "rollouts_per_second")}


def main() -> None:
    """Runs the measurements and prints a table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0], epilog=bench_library.HELP)
    parser.add_argument("--games", type=int, default=1000, help="games per run (default 1000)")
    parser.add_argument("--runs", type=int, default=5, help="runs; the median is reported (default 5)")
    parser.add_argument("--c-bench", help="path of hunters-bench, to compare rollouts with C")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args()
    # (--games 0 divided by zero, --runs 0 had no median: tracebacks; --games -1 printed negative times)
    if args.games < 1 or args.runs < 1:
        parser.error("--games and --runs must be at least 1")
    global hunters
    hunters = bench_library.load("hunters")
    starts = positions()
    games_per_second(max(1, args.games // 10), 0)  # warm-up
    games: List[float] = []
    rollouts: List[float] = []
    c_rollouts: List[float] = []
    for run in range(args.runs):
        games.append(games_per_second(args.games, run + 1))
        rollouts.append(rollouts_per_second(starts, args.games * 5))
        if args.c_bench:
            c_rollouts.append(c_figures(args.c_bench)["rollouts_per_second"])
    overhead = call_overhead_ns(starts, args.games * 20)
    rollout_ns = 1e9 / statistics.median(rollouts)
    result: Dict[str, object] = {
        "library": hunters.library_path(),
        "games_per_second": {"median": statistics.median(games), "min": min(games), "max": max(games)},
        "rollouts_per_second": {"median": statistics.median(rollouts), "min": min(rollouts), "max": max(rollouts)},
    }
    result["binding_overhead_ns_per_rollout"] = overhead
    result["native_share"] = (rollout_ns - overhead) / rollout_ns
    if c_rollouts:
        result["c_rollouts_per_second"] = {"median": statistics.median(c_rollouts), "min": min(c_rollouts),
                                           "max": max(c_rollouts)}
        # hunters-bench times with the wall clock: its best run is the one
        # least disturbed by other load, as CPU time is for ours
        result["rollout_ratio"] = statistics.median(rollouts) / max(c_rollouts)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print("| figure | median | min | max |")
    print("|---|---|---|---|")
    for name, value in result.items():
        if isinstance(value, dict):
            print("| %s | %s | %s | %s |" % (name, *("{:,.0f}".format(value[k]) for k in ("median", "min", "max"))))
    print("\nbinding overhead per rollout: at most %.0f ns of %.0f ns: the rollouts run at %.0f %% of the C rate"
          % (overhead, rollout_ns, 100 * float(result["native_share"])))  # type: ignore[arg-type]
    if "rollout_ratio" in result:
        print("\nrollouts through the binding (median) / C rollouts (best run): %.0f %%"
              % (100 * float(result["rollout_ratio"])))  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
