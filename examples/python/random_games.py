"""Random games and their score statistics by source.

    python3 random_games.py [--games N] [--players P] [--seed S]

with the package installed (make install, pip), or from the top of the
source tree after ./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        python3 examples/python/random_games.py

Plays N games with uniformly random moves (chosen in Python, move by move)
and prints, for the players' scores, the mean, minimum and maximum of the
points from each source: forests (R5.3), rivers (R5.4), huts (R8.2) and
meadows (R8.3)."""
import argparse
import random
import statistics
from typing import Dict, List

import hunters


def play(game: hunters.Game, rng: random.Random) -> None:
    """Plays a game to its end with random moves."""
    while True:
        moves = game.legal_moves()
        if not moves:
            return
        game.play(rng.choice(moves))


def main() -> None:
    """Plays the games and prints the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    # (0 games raised StatisticsError; 9 players or a seed whose games' seeds
    # pass 2^64 - 1 the library's InvalidArgument)
    last_seed = (2 ** 64 - 1 - max(args.games - 1, 0)) // 1000003
    if args.games < 1 or not 1 <= args.players <= hunters.MAX_PLAYERS or not 0 <= args.seed <= last_seed:
        parser.error("--games must be at least 1, --players 1 to %d and --seed 0 to %d"
                     % (hunters.MAX_PLAYERS, last_seed))
    rng = random.Random(args.seed)
    sources: Dict[str, List[int]] = {"forests": [], "rivers": [], "huts": [], "meadows": [], "total": []}
    for index in range(args.games):
        game = hunters.Game(players=args.players, seed=args.seed * 1000003 + index)
        play(game, rng)
        for points in game.points_summary():
            for name, values in sources.items():
                values.append(getattr(points, name))
        assert [p.total for p in game.points_summary()] == game.scores
    print("%d random %d-player games, points per player:" % (args.games, args.players))
    print("%-8s %8s %6s %6s" % ("source", "mean", "min", "max"))
    for name, values in sources.items():
        print("%-8s %8.2f %6d %6d" % (name, statistics.mean(values), min(values), max(values)))


if __name__ == "__main__":
    main()
