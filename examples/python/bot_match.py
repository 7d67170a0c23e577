"""The library's MCTS bot against its greedy bot, with the MCTS bot's advice
on its first decision.

    python3 bot_match.py [--games N] [--iterations I]

with the package installed (make install, pip), or from the top of the
source tree after ./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        python3 examples/python/bot_match.py

Each game is fixed by its number (the game's seed and the bots' seeds), and
an iteration budget keeps the bots deterministic, so a run prints the same
results every time (doc/bots.md). The seats alternate between games."""
import argparse

import hunters


def main() -> None:
    """Plays the games and prints each result and the MCTS bot's record."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--iterations", type=int, default=200)
    args = parser.parse_args()
    # (0 games printed "won 0 of 0", -1 "of -1"; 0 iterations failed in the first search)
    if args.games < 1 or args.iterations < 1:
        parser.error("--games and --iterations must be at least 1")
    wins = 0
    for index in range(args.games):
        mcts_seat = index % 2
        with hunters.Game(seed=index) as game:
            decision = 0
            while not game.over:
                decision += 1
                if game.current_player == mcts_seat:
                    if index == 0 and decision <= 2:
                        for advice in game.advice("mcts", count=3, seed=decision, iterations=args.iterations):
                            print("  advice:", advice)
                    move = game.bot_move("mcts", seed=decision, iterations=args.iterations)
                else:
                    move = game.bot_move("greedy", seed=decision)
                game.play(move)
            mcts, greedy = game.scores[mcts_seat], game.scores[1 - mcts_seat]
            wins += mcts > greedy
            print("game %d: mcts %d, greedy %d" % (index + 1, mcts, greedy))
    print("MCTS (%d iterations) won %d of %d games against greedy" % (args.iterations, wins, args.games))


if __name__ == "__main__":
    main()
