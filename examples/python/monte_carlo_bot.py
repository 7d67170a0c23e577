"""A flat Monte Carlo bot against a random player.

    python3 monte_carlo_bot.py [--games N] [--rollouts R]

with the package installed (make install, pip), or from the top of the
source tree after ./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        python3 examples/python/monte_carlo_bot.py

For each legal move the bot plays R native random rollouts
(Game.play_random) from the position after the move and keeps the move
with the best mean score margin. The game runs with DrawMode.CALLER so that
the rollouts draw their own tiles and the bot cannot see the real stack's
order. The bot is player 0; it should win most games."""
import argparse
import random

import hunters

DRAWS = (hunters.Phase.DRAW, hunters.Phase.DRAW_BONUS)


def margin(game: hunters.Game, player: int) -> int:
    """The player's score minus the best other score."""
    scores = game.scores
    return scores[player] - max(s for p, s in enumerate(scores) if p != player)


def best_move(game: hunters.Game, rollouts: int, scratch: hunters.Game, seed: int) -> hunters.Move:
    """The move with the best mean margin over the rollouts."""
    player = game.current_player
    best, best_value = None, float("-inf")
    for move in game.legal_moves():
        total = 0
        for r in range(rollouts):
            scratch.copy_from(game)
            scratch.play(move)
            scratch.play_random(seed * 7919 + r)
            total += margin(scratch, player)
        if total / rollouts > best_value:
            best, best_value = move, total / rollouts
    assert best is not None
    return best


def main() -> None:
    """Plays the games and prints the bot's record."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rollouts", type=int, default=8)
    args = parser.parse_args()
    # (0 games printed "won 0 of 0", -1 "of -1"; 0 rollouts divided by zero)
    if args.games < 1 or args.rollouts < 1:
        parser.error("--games and --rollouts must be at least 1")
    rng = random.Random(1)
    wins = 0
    for index in range(args.games):
        game = hunters.Game(seed=index, draw_mode=hunters.DrawMode.CALLER)
        scratch = game.clone()
        step = 0
        while not game.over:
            step += 1
            if game.phase in DRAWS:
                game.draw()
            elif game.current_player == 0:
                game.play(best_move(game, args.rollouts, scratch, step))
            else:
                game.play(rng.choice(game.legal_moves()))
        wins += game.scores[0] > game.scores[1]
        print("game %d: bot %d, random %d" % (index + 1, *game.scores))
    print("the bot won %d of %d games" % (wins, args.games))


if __name__ == "__main__":
    main()
