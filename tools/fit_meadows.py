#!/usr/bin/env python3
"""Fits a learned meadow value for MCTS2's cut-off value (lib/bots/cutoff.c).

    python3 tools/fit_meadows.py [--ridge L] [--holdout F] [--with-claims] DATA...

DATA: files written by `hunters-evaldata --meadows` (one line per meadow
holding hunters, R8.3, at a place decision, and player). The target, per
meadow and player: what the meadow holding that area pays the player at
the end (its final value if the player has the most hunters there then,
shared out evenly among the meadows of the position merged into it)
minus what it pays the player now (what the projection counts already),
as a difference against the other players' mean: the growth of the
player's meadow lead that the projection does not see.

The model: per player, a sum over the meadows holding hunters of
gains x (b0(T) + b1(T) value + b2(T) areas) [+ b3(T) claims with
--with-claims], T = land tiles left / players (each player's turns left),
each b piecewise linear in T (knots KNOTS), fitted on the differences
against the other players' mean (ridge without intercept, penalty L,
default 1.0, on features scaled to unit deviation) for each player count.
Prints the held-out root mean square error (the last F of the games,
default 0.2) of the fit, of zero and of the current cut-off terms' implied
prediction (meadow_share x value x share + meadow_areas x areas x share,
the weights of cutoff.c), then the coefficients fitted on all the data as
a C initializer (the experiment of commit 710839c, -DHU_MEADOW_LEARNED=W, not
kept: doc/bots-journal.md, "A learned meadow value").

Not run by the tests; needs numpy.
"""
import argparse
import collections

import numpy as np

KNOTS = [0.0, 5.0, 10.0, 20.0, 40.0]
CURRENT = {2: (0.1594, -0.0658), 3: (0.1463, -0.0492), 4: (0.0464, 0.0476)}
HORIZON = 20.0


def hats(t):
    """The piecewise linear basis at turns left t (clamped to the knots)."""
    t = min(max(t, KNOTS[0]), KNOTS[-1])
    out = [0.0] * len(KNOTS)
    for j in range(len(KNOTS) - 1):
        lo, hi = KNOTS[j], KNOTS[j + 1]
        if lo <= t <= hi:
            f = (t - lo) / (hi - lo)
            out[j] = 1.0 - f
            out[j + 1] = f
            break
    return out


def load(paths):
    """Groups of rows by (file, game, meadow): one row a player."""
    groups = collections.OrderedDict()
    for fi, path in enumerate(paths):
        with open(path) as fh:
            header = fh.readline().split()
            assert header[0] == "game" and "final_gains" in header, path + ": not hunters-evaldata --meadows"
            for line in fh:
                c = line.split()
                game, players, land_left, meadow, player = (int(x) for x in c[:5])
                value, size, claims, gains, fvalue, fgains, merged = (int(x) for x in c[5:12])
                groups.setdefault((fi, game, meadow), []).append(
                    (players, land_left, player, value, size, claims, gains, fvalue / merged, fgains))
    return groups


def quantities(row, with_claims):
    players, land_left, _, value, size, claims, gains, _, _ = row
    h = hats(land_left / players)
    q = [gains * x for x in h] + [gains * value * x for x in h] + [gains * size * x for x in h]
    if with_claims:
        q += [claims * x for x in h]
    return q


def diffs(groups, with_claims):
    """Per player count: game keys, X (differences), y (differences), current terms' prediction."""
    data = collections.defaultdict(lambda: ([], [], [], [], []))
    for (fi, game, _), rows in groups.items():
        n = len(rows)
        players = rows[0][0]
        if n != players:
            continue  # a file cut short
        qs = [np.array(quantities(r, with_claims)) for r in rows]
        ys = [r[7] * r[8] - r[3] * r[6] for r in rows]
        share = min(1.0, rows[0][1] / players / HORIZON)
        ws, wa = CURRENT[min(players, 4)]
        cur = [share * (ws * r[3] * r[6] + wa * r[4] * r[6]) for r in rows]
        qsum, ysum, csum = sum(qs), sum(ys), sum(cur)
        keys, X, y, c, turns = data[players]
        for i in range(n):
            keys.append((fi, game))
            turns.append(rows[0][1] / players)
            X.append(qs[i] - (qsum - qs[i]) / (n - 1))
            y.append(ys[i] - (ysum - ys[i]) / (n - 1))
            c.append(cur[i] - (csum - cur[i]) / (n - 1))
    return {p: (k, np.array(X), np.array(y), np.array(c), np.array(t)) for p, (k, X, y, c, t) in data.items()}


def ridge(X, y, lam):
    scale = X.std(axis=0)
    scale[scale == 0] = 1.0
    Z = X / scale
    w = np.linalg.solve(Z.T @ Z + lam * np.eye(Z.shape[1]), Z.T @ y)
    return w / scale


def rmse(e):
    return float(np.sqrt(np.mean(e * e)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--holdout", type=float, default=0.2)
    ap.add_argument("--with-claims", action="store_true")
    ap.add_argument("data", nargs="+")
    a = ap.parse_args()
    for players, (keys, X, y, cur, turns) in sorted(diffs(load(a.data), a.with_claims).items()):
        games = sorted(set(keys))
        cut = set(games[int(len(games) * (1 - a.holdout)):])
        test = np.array([k in cut for k in keys])
        w = ridge(X[~test], y[~test], a.ridge)
        print(f"{players} players: {len(y)} rows, {len(games)} games; held-out error (RMSE of the target, "
              f"{int(test.sum())} rows): fit {rmse(y[test] - X[test] @ w):.2f}, zero {rmse(y[test]):.2f}, "
              f"current terms {rmse(y[test] - cur[test]):.2f}")
        for lo, hi in ((0, 5), (5, 10), (10, 20), (20, 99)):
            m = test & (turns >= lo) & (turns < hi)
            if m.any():
                print(f"  turns left {lo}-{hi}: {int(m.sum())} rows, fit {rmse(y[m] - X[m] @ w):.2f}, "
                      f"zero {rmse(y[m]):.2f}, current {rmse(y[m] - cur[m]):.2f}, mean target {y[m].mean():.2f}")
        w = ridge(X, y, a.ridge)
        n = len(KNOTS)
        names = ["gains", "gains x value", "gains x areas"] + (["claims"] if a.with_claims else [])
        print(f"  knots (turns left) {KNOTS}")
        for i, name in enumerate(names):
            print(f"  {name:14s} " + ", ".join(f"{v:.4f}" for v in w[i * n:(i + 1) * n]))
        print("  {" + ", ".join("{" + ", ".join(f"{v:.4f}" for v in w[i * n:(i + 1) * n]) + "}"
                                for i in range(len(names))) + "}")


if __name__ == "__main__":
    main()
