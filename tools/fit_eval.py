#!/usr/bin/env python3
"""Fits the weights of MCTS2's cut-off value (lib/bots/cutoff.c).

    python3 tools/fit_eval.py [--ridge L] [--holdout F] [--free NAMES] DATA...

DATA: files written by hunters-evaldata (a header line, then game,
players, land_left, player, target and the features). For each player
count in the data, a ridge regression without intercept (the features and
the target are differences against the other players' mean, so a value of
0 for a level position) of the target on the features, each feature scaled
to unit deviation for the penalty L (default 1.0). With --free, only the
features named (comma-separated) are fitted, on what the hand-tuned value
leaves unexplained; the others keep their hand-tuned weights. cutoff.c's
weights were made with --free system_open,to_move (doc/bots.md, "The
cut-off value"). Prints the held-out error of the fit, of the hand-tuned
value and of the projection alone (the last F of the games, default 0.2,
held out), then the weights fitted on all the data as C initializers for
cutoff.c.

With DATA from `hunters-evaldata --payouts` (a "kind" column): for each
player count, what a feature holding pieces pays by the end, fitted on
what it is now (one fit for the unfinished forests and rivers, one for the
meadows' growth, one for the river systems' growth), printed as weights
of the value's features, the projected score and the pieces in supply at
their hand-tuned weights (1, 3, 3); tried, and it lost (doc/bots-journal.md).

Not run by the tests; needs numpy.
"""
import argparse
import sys

import numpy as np

HAND = {"projected": 1.0, "closing": 1.0, "members_share": 3.0, "huts_share": 3.0}
FOREST, RIVER, MEADOW, SYSTEM = 0, 1, 2, 3
FEATURES = ["projected", "forest_value", "forest_value_share", "forest_open", "river_value", "river_value_share",
            "river_open", "closing", "behind", "members_out", "meadow_share", "meadow_areas", "system_share",
            "system_open", "members", "members_share", "huts", "huts_share", "to_move"]


def fit_payouts(data, penalty, holdout):
    """Prints, for each player count, the payout fits' errors and weights."""
    games, players, _, kind, share, value, opened, size, payout = data.T
    for count in sorted(set(players.astype(int))):
        weights = {n: 0.0 for n in FEATURES}
        weights.update(projected=1.0, members_share=3.0, huts_share=3.0)
        ids = np.unique(games[players == count])
        held_games = ids[int(len(ids) * (1 - holdout)):]
        report = []
        # forests and rivers: the value if completed, by kind, and the
        # hand-tuned closing term shared by both
        rows = (players == count) & (kind <= RIVER)
        forest = (kind[rows] == FOREST).astype(float)
        river = 1.0 - forest
        v, s, o = value[rows], share[rows], opened[rows]
        x = np.column_stack([v * forest, v * s * forest, o * forest, v * river, v * s * river, o * river,
                             v * s / (1 + o / 2)])
        names = ["forest_value", "forest_value_share", "forest_open", "river_value", "river_value_share",
                 "river_open", "closing"]
        report.append(fit_group("forests and rivers", x, payout[rows], games[rows], held_games, names,
                                penalty, weights))
        for k, label, names in ((MEADOW, "meadows' growth", ["meadow_share", "meadow_areas"]),
                                (SYSTEM, "systems' growth", ["system_share", "system_open"])):
            rows = (players == count) & (kind == k)
            x = np.column_stack([value[rows] * share[rows], size[rows] * share[rows] if k == MEADOW
                                 else opened[rows] * share[rows]])
            report.append(fit_group(label, x, payout[rows], games[rows], held_games, names, penalty, weights))
        print(f"# {count} players, {len(ids)} games; held-out RMSE (points) fit / zero: " + "; ".join(report))
        print(f"/* {count} players */ {{")
        for n in FEATURES:
            if weights[n] != 0:
                print(f"    [HU_CF_{n.upper()}] = {weights[n]:.4f},")
        print("},")


def fit_group(label, x, y, games, held_games, names, penalty, weights):
    """Fits y on x (held-out error first), sets weights[names]; returns the report."""
    held = np.isin(games, held_games)
    w = ridge(x[~held], y[~held], penalty)
    text = f"{label} ({len(y)} rows) {rmse(x[held], y[held], w):.2f} / {rmse(x[held], y[held], 0 * w):.2f}"
    for n, v in zip(names, ridge(x, y, penalty)):
        weights[n] = float(v)
    return text


def load(paths):
    header, rows = None, []
    for path in paths:
        with open(path) as f:
            first = f.readline().split()
            if header is None:
                header = first
            elif first != header:
                sys.exit(f"fit_eval: {path}: other columns than {paths[0]}")
            rows.append(np.loadtxt(f, ndmin=2))
    return header, np.vstack(rows)


def ridge(x, y, penalty):
    """Weights w minimising |x w - y|^2 + penalty * |s w|^2, s the
    features' deviations (so the penalty does not depend on their units)."""
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    xs = x / scale
    a = xs.T @ xs + penalty * np.eye(x.shape[1])
    return np.linalg.solve(a, xs.T @ y) / scale


def rmse(x, y, w):
    return float(np.sqrt(np.mean((x @ w - y) ** 2)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ridge", type=float, default=1.0, help="penalty (features scaled to unit deviation)")
    ap.add_argument("--holdout", type=float, default=0.2, help="share of the games held out for the error")
    ap.add_argument("--free", help="comma-separated features fitted on what the hand-tuned value leaves unexplained, "
                    "the others kept at their hand-tuned weights (default: every feature fitted)")
    ap.add_argument("data", nargs="+")
    args = ap.parse_args()
    header, data = load(args.data)
    if header[3] == "kind":
        fit_payouts(data, args.ridge, args.holdout)
        return
    names = header[5:]
    games, players, targets, x = data[:, 0], data[:, 1], data[:, 4], data[:, 5:]
    hand = np.array([HAND.get(n, 0.0) for n in names])
    projected = np.array([1.0 if n == "projected" else 0.0 for n in names])
    free = [names.index(n) for n in args.free.split(",")] if args.free else list(range(len(names)))
    base = hand.copy() if args.free else 0 * hand
    base[free] = 0.0

    def fit(xs, ys):
        w = base.copy()
        w[free] = ridge(xs[:, free], ys - xs @ base, args.ridge)
        return w

    for count in sorted(set(players.astype(int))):
        rows = players == count
        xg, yg, gg = x[rows], targets[rows], games[rows]
        ids = np.unique(gg)
        held = np.isin(gg, ids[int(len(ids) * (1 - args.holdout)):])
        w = fit(xg[~held], yg[~held])
        print(f"# {count} players: {len(ids)} games, {rows.sum()} rows; held-out RMSE (points): "
              f"fit {rmse(xg[held], yg[held], w):.2f}, hand-tuned {rmse(xg[held], yg[held], hand):.2f}, "
              f"projection {rmse(xg[held], yg[held], projected):.2f}, zero {rmse(xg[held], yg[held], 0 * w):.2f}")
        w = fit(xg, yg)
        print(f"/* {count} players */ {{")
        for n, v in zip(names, w):
            if v != 0:
                print(f"    [HU_CF_{n.upper()}] = {v:.4f},")
        print("},")


if __name__ == "__main__":
    main()
