"""Speed of batched play from Python (doc/benchmark.md, "Machine learning").

    python3 bench_ml.py [--envs B] [--steps S] [--window N] [--plain] [--layout L]

Decisions per CPU second of this process (time.process_time, so other load
on a shared machine disturbs it less): hunters.ml.VectorEnv with B two-player
games, a uniformly random legal action for each game every step
(VectorEnv.random_actions), finished games replaced each step (reset_done).
By default the incremental step (views=True: every player's view kept);
--plain the full rewrite of the player to act's view (hunters_ml_step);
--layout cells_first lays each cell's planes side by side (hunters.ml.LAYOUTS)."""
from __future__ import annotations

import argparse
import time
from typing import TYPE_CHECKING

import bench_library  # (first: it chooses the library hunters loads)

if TYPE_CHECKING:
    import numpy as np

    import hunters.ml as ml  # (both imported by main once the arguments are parsed: see bench_library.load)


def decisions_per_second(envs: int, steps: int, window: int, views: bool, layout: str = "planes_first") -> float:
    env = ml.VectorEnv(num_envs=envs, players=2, window=window, seed=1, views=views, layout=layout)
    env.reset()
    rng = np.random.default_rng(0)
    for _ in range(20):  # warm-up: the games spread over their lengths
        env.step(env.random_actions(rng))
        env.reset_done()
    decisions = 0
    start = time.process_time()
    for _ in range(steps):
        actions = env.random_actions(rng)
        decisions += int(np.count_nonzero(actions >= 0))
        env.step(actions)
        env.reset_done()
    return decisions / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog=bench_library.HELP)
    parser.add_argument("--envs", type=int, default=256)
    parser.add_argument("--steps", type=int, default=1000)
    # (the defaults and the layouts are hunters.ml's, read once the library
    # has loaded: --help needs neither it nor numpy)
    parser.add_argument("--window", type=int, help="odd, 3 to 255 (default hunters.ml.DEFAULT_WINDOW)")
    parser.add_argument("--plain", action="store_true", help="hunters_ml_step instead of the incremental step")
    parser.add_argument("--layout", default="planes_first",
                        help="planes_first (the default) or cells_first: hunters.ml.LAYOUTS")
    args = parser.parse_args()
    # (--steps 0 printed "0 decisions per CPU second"; --envs 0 or an even
    # window was a traceback of the env's InvalidArgument)
    if args.envs < 1 or args.steps < 1 or not (args.window is None or (3 <= args.window <= 255 and args.window % 2)):
        parser.error("--envs and --steps must be at least 1, --window odd, 3 to 255")
    global ml, np
    ml = bench_library.load("hunters.ml")
    np = bench_library.load("numpy")
    if args.layout not in ml.LAYOUTS:
        parser.error("argument --layout: invalid choice: %r (choose from %s)"
                     % (args.layout, ", ".join(map(repr, ml.LAYOUTS))))
    if args.window is None:
        args.window = ml.DEFAULT_WINDOW
    rate = decisions_per_second(args.envs, args.steps, args.window, not args.plain, args.layout)
    print("%s %s B=%d N=%d: %.0f decisions per CPU second" % ("plain" if args.plain else "views", args.layout,
                                                             args.envs, args.window, rate))


if __name__ == "__main__":
    main()
