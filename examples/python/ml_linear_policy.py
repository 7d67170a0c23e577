"""A tiny training example for hunters.ml (doc/ml.md): a linear policy over
a few features of each legal action, read from the observation planes,
trained by a (1+1) evolution strategy in numpy against the random bot, then
compared with a uniformly random policy on fresh games.

    python examples/python/ml_linear_policy.py --games 40

in a venv with the package and numpy (doc/ml.md, "Install":
/usr/bin/python3 -m venv --system-site-packages venv && . venv/bin/activate
&& pip install ./bindings/python), or from the top of the source tree after
./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        /usr/bin/python3 examples/python/ml_linear_policy.py --games 40

(an installed library needs neither variable; the python3 must have numpy:
Debian's python3-numpy is for /usr/bin/python3.)
"""
import argparse
import sys
from typing import List

try:
    import numpy as np
    import numpy.typing as npt
except ImportError:  # Debian: python3-numpy
    sys.exit("numpy is not installed for this python3 (Debian: python3-numpy, for /usr/bin/python3): "
             "nothing to train")

import hunters.ml as ml
from hunters import AreaKind

FEATURES = 7


def action_features(env: ml.SingleAgentEnv, observation: ml.ObsDict) -> "tuple[npt.NDArray[np.int64], npt.NDArray[np.float64]]":
    """The legal actions and their features: for a placement, the occupied
    neighbours of its cell (a snug tile closes forests and rivers) and the
    share of the tile's rotations that fit there (a bias alone, equal for
    every placement of a decision, could not rank them); for a deployment,
    pass, a tribe member on a forest, on a river or lake, or on a meadow (a
    hunter), or a hut. The area kind comes from the tile set: the tile just
    placed is the one of the last_placed plane, its type in the type plane."""
    mask = observation["action_mask"]
    legal = np.flatnonzero(mask)
    planes = observation["observation"]
    n = env.observation_shapes["observation"][-1]  # the window N: planes are (41, N, N)
    base = 4 * n * n
    features = np.zeros((legal.size, FEATURES))
    occupied = planes[ml.PLANE_NAMES.index("occupied")].astype(np.float64)
    padded = np.pad(occupied, 1)
    neighbours = padded[:-2, 1:-1] + padded[2:, 1:-1] + padded[1:-1, :-2] + padded[1:-1, 2:]
    rotations = planes[ml.PLANE_NAMES.index("legal_r0"):ml.PLANE_NAMES.index("legal_r3") + 1].sum(
        axis=0, dtype=np.float64)
    place = legal < base
    cells = legal[place] // 4
    features[place, 0] = neighbours.reshape(-1)[cells]
    features[place, 1] = rotations.reshape(-1)[cells] / 4
    last = np.flatnonzero(planes[ml.PLANE_NAMES.index("last_placed")].reshape(-1))
    tile_type = int(planes[ml.PLANE_NAMES.index("type")].reshape(-1)[last[0]]) - 1 if last.size else -1
    member_column = {AreaKind.FOREST: 3, AreaKind.RIVER: 4, AreaKind.LAKE: 4, AreaKind.MEADOW: 5}
    for i in np.flatnonzero(~place):
        deploy = int(legal[i]) - base
        if deploy == 0:
            features[i, 2] = 1.0
        elif deploy % 2 == 0:
            features[i, 6] = 1.0
        elif tile_type >= 0:
            features[i, member_column[env.game.tileset.area(tile_type, (deploy - 1) // 2).kind]] = 1.0
    return legal, features


def play(weights: "npt.NDArray[np.float64] | None", seeds: List[int]) -> float:
    """The mean reward (win/loss, +1 to -1) of the policy, or of a random
    policy when weights is None, in the seat 0 of 2-player games against
    the random bot."""
    total = 0.0
    rng = np.random.default_rng(0)
    for seed in seeds:
        env = ml.SingleAgentEnv(players=2, seat=0, opponent="random", seed=seed)
        observation, _ = env.reset(seed=seed)
        done = False
        reward = 0.0
        while not done:
            legal, features = action_features(env, observation)
            if weights is None:
                action = int(legal[rng.integers(legal.size)])
            else:
                scores = features @ weights
                best = np.flatnonzero(scores >= scores.max() - 1e-9)
                action = int(legal[best[rng.integers(best.size)]])
            observation, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
        total += reward
    return total / len(seeds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="games per evaluation (default 60)")
    parser.add_argument("--rounds", type=int, default=15, help="rounds of the evolution strategy (default 15)")
    args = parser.parse_args()
    if args.games < 1 or args.rounds < 0:
        parser.error("--games must be at least 1 and --rounds at least 0")
    rng = np.random.default_rng(1)
    train = list(range(1000, 1000 + args.games))
    weights = np.zeros(FEATURES)
    best = play(weights, train)
    for round_ in range(args.rounds):
        candidate = weights + rng.normal(0.0, 1.0, FEATURES)
        value = play(candidate, train)
        if value >= best:
            weights, best = candidate, value
        print("round %d: training reward %+.2f" % (round_ + 1, best))
    test = list(range(5000, 5000 + args.games))
    print("weights (neighbours, rotations, pass, member on forest, on river or lake, on meadow, hut):", np.round(weights, 2))
    print("mean reward against the random bot on new games: linear %+.2f, random policy %+.2f"
          % (play(weights, test), play(None, test)))


if __name__ == "__main__":
    main()
