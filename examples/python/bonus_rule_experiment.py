"""A rule experiment: does the bonus-tile rule change the scores?

    python3 bonus_rule_experiment.py [--games N] [--players P]

with the package installed (make install, pip), or from the top of the
source tree after ./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        python3 examples/python/bonus_rule_experiment.py

R6.5 leaves open what happens to a bonus tile that fits nowhere: draw
another (BonusRule.REDRAW) or lose the bonus (BonusRule.FORFEIT). This plays
N random games under each rule, natively (play_random), with the same seeds
for both so the games differ only by the rule, and prints the mean total
score (all players) under each and the mean paired difference with a 95%
confidence interval."""
import argparse
import math
import statistics

import hunters


def total_score(rule: hunters.BonusRule, seed: int, players: int) -> int:
    """The sum of the final scores of one random game."""
    with hunters.Game(players=players, seed=seed, bonus_rule=rule) as game:
        game.play_random(seed)
        return sum(game.scores)


def main() -> None:
    """Runs the experiment and prints the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    # (0 games raised StatisticsError, 9 players the library's InvalidArgument)
    if args.games < 1 or not 1 <= args.players <= hunters.MAX_PLAYERS:
        parser.error("--games must be at least 1 and --players 1 to %d" % hunters.MAX_PLAYERS)
    redraw, forfeit, differences = [], [], []
    for seed in range(1, args.games + 1):
        a = total_score(hunters.BonusRule.REDRAW, seed, args.players)
        b = total_score(hunters.BonusRule.FORFEIT, seed, args.players)
        redraw.append(a)
        forfeit.append(b)
        differences.append(a - b)
    mean = statistics.mean(differences)
    spread = statistics.stdev(differences) if len(differences) > 1 else 0.0
    half = 1.96 * spread / math.sqrt(len(differences))
    print("%d random %d-player games per rule (same seeds)" % (args.games, args.players))
    print("mean total score, redraw:  %.2f" % statistics.mean(redraw))
    print("mean total score, forfeit: %.2f" % statistics.mean(forfeit))
    print("redraw - forfeit: %.2f points, 95%% confidence interval [%.2f, %.2f]" % (mean, mean - half, mean + half))
    verdict = "the rule matters" if mean - half > 0 or mean + half < 0 else "no difference shown"
    print("verdict: %s" % verdict)


if __name__ == "__main__":
    main()
