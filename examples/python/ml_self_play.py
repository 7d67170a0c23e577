"""Self-play training with hunters.ml (doc/ml.md): a linear softmax policy
over a few features of each legal action, trained by REINFORCE on the
batched VectorEnv, both seats played by the policy, then evaluated against
the library's random and greedy bots and compared with a uniformly random
policy.

    python examples/python/ml_self_play.py --games 64

in a venv with the package and numpy (doc/ml.md, "Install":
/usr/bin/python3 -m venv --system-site-packages venv && . venv/bin/activate
&& pip install ./bindings/python), or from the top of the source tree after
./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        /usr/bin/python3 examples/python/ml_self_play.py --games 64

(an installed library needs neither variable; the python3 must have numpy:
Debian's python3-numpy is for /usr/bin/python3.)

What it shows: VectorEnv(views=True), the fast batched step, whose planes
hold every player's view, (B, P, 41, N, N): the view to act on is
planes[i, observers[i]]; its legal lists (legal[i, :legal_counts[i]])
instead of a scan of the 4·N² + 33 mask entries; rewards by absolute
player on the step that ends a game; done 2, a game that left the window
(truncated), which has no reward: counted here as a loss for both seats,
else a policy learns to stretch the board out of the window, where it
neither wins nor loses; SingleAgentEnv against a library bot.
"""
import argparse
import sys
from typing import List, Optional, Tuple

try:
    import numpy as np
    import numpy.typing as npt
except ImportError:  # Debian: python3-numpy
    sys.exit("numpy is not installed for this python3 (Debian: python3-numpy, for /usr/bin/python3): "
             "nothing to train")

import hunters
import hunters.ml as ml

FEATURES = ("neighbours", "rotations", "pass", "member on forest", "on river or lake", "on meadow", "hut")
ROLE_COLUMN = {hunters.AreaKind.FOREST: 3, hunters.AreaKind.RIVER: 4, hunters.AreaKind.LAKE: 4,
               hunters.AreaKind.MEADOW: 5}
PLANE = {name: q for q, name in enumerate(ml.PLANE_NAMES)}


def features(planes: "npt.NDArray[np.uint8]", legal: "npt.NDArray[np.int64]",
             tileset: hunters.TileSet) -> "npt.NDArray[np.float64]":
    """One row per legal action, read from the planes (41, N, N) of the
    player to act. A placement (action < 4·N²: cell action // 4, rotation
    action % 4): its occupied neighbours and the rotations that fit there
    / 4 (no bias: a decision lists placements alone or deployments alone,
    so a bias would change no choice). A deployment (4·N² + 1 + 2a a member, 4·N² + 2 + 2a a hut on
    area a, 4·N² the pass): which, the area's kind looked up in the tile
    set for the tile the last_placed and type planes show."""
    n = planes.shape[-1]
    base = 4 * n * n
    rows = np.zeros((legal.size, len(FEATURES)))
    occupied = np.pad(planes[PLANE["occupied"]].astype(np.float64), 1)
    neighbours = (occupied[:-2, 1:-1] + occupied[2:, 1:-1] + occupied[1:-1, :-2] + occupied[1:-1, 2:]).reshape(-1)
    rotations = planes[PLANE["legal_r0"]:PLANE["legal_r3"] + 1].sum(axis=0, dtype=np.float64).reshape(-1)
    place = legal < base
    cells = legal[place] // 4
    rows[place, 0] = neighbours[cells]
    rows[place, 1] = rotations[cells] / 4
    last = np.flatnonzero(planes[PLANE["last_placed"]].reshape(-1))
    tile_type = int(planes[PLANE["type"]].reshape(-1)[last[0]]) - 1 if last.size else -1
    for i in np.flatnonzero(~place):
        deploy = int(legal[i]) - base
        if deploy == 0:
            rows[i, 2] = 1.0
        elif deploy % 2 == 0:
            rows[i, 6] = 1.0
        elif tile_type >= 0:
            rows[i, ROLE_COLUMN[tileset.area(tile_type, (deploy - 1) // 2).kind]] = 1.0
    return rows


def choose(weights: "npt.NDArray[np.float64]", rows: "npt.NDArray[np.float64]",
           rng: np.random.Generator) -> Tuple[int, "npt.NDArray[np.float64]"]:
    """A row sampled from the softmax of rows @ weights, and the gradient of
    its log-probability."""
    scores = rows @ weights
    p = np.exp(scores - scores.max())
    p /= p.sum()
    k = int(rng.choice(len(p), p=p))
    return k, rows[k] - p @ rows


def train(iterations: int, games: int, rng: np.random.Generator) -> "npt.NDArray[np.float64]":
    """REINFORCE in self-play: each iteration plays on 16 slots until
    `games` games have ended, then moves the weights along the mean of
    reward × gradient over their decisions (a game under way when an
    iteration ends counts in the next, its earlier choices with it)."""
    weights = np.zeros(len(FEATURES))
    tileset = hunters.TileSet.default()
    with ml.VectorEnv(num_envs=16, players=2, seed=1, views=True) as env:
        obs = env.reset()
        # each slot's decisions so far: (player to act, gradient of the choice's log-probability)
        steps: List[List[Tuple[int, "npt.NDArray[np.float64]"]]] = [[] for _ in range(env.num_envs)]
        for iteration in range(iterations):
            gradient = np.zeros(len(FEATURES))
            ended = truncated = 0
            while ended < games:
                actions = np.full(env.num_envs, -1, dtype=np.int32)  # -1: a game that is done
                assert obs.legal is not None and obs.legal_counts is not None  # (views=True)
                for i in np.flatnonzero(obs.done == 0):
                    legal = obs.legal[i, :obs.legal_counts[i]].astype(np.int64)
                    k, grad = choose(weights, features(obs.planes[i, obs.observers[i]], legal, tileset), rng)
                    actions[i] = legal[k]
                    steps[i].append((int(obs.players[i]), grad))
                obs = env.step(actions)
                for i in np.flatnonzero(obs.done):
                    for player, grad in steps[i]:
                        gradient += (obs.rewards[i, player] if obs.done[i] == 1 else -1.0) * grad
                    truncated += int(obs.done[i] == 2)
                    ended += 1
                    steps[i] = []
                if obs.done.any():
                    obs = env.reset_done()  # new games in the slots that were done
            weights += 0.5 * gradient / ended
            print("iteration %d: %d self-play games (%d truncated), weights %s"
                  % (iteration + 1, ended, truncated, np.round(weights, 2)))
    return weights


def evaluate(weights: Optional["npt.NDArray[np.float64]"], opponent: str, games: int,
             rng: np.random.Generator) -> Tuple[float, int, int]:
    """Mean reward (+1 a win, -1 a loss, 0 a tie or a truncated game), wins
    and truncated games of the policy, playing its most probable action
    (None: uniformly random), against a library bot, in seat 0 and seat 1
    in turn."""
    total, wins, truncated = 0.0, 0, 0
    envs = [ml.SingleAgentEnv(players=2, seat=seat, opponent=opponent) for seat in (0, 1)]
    tileset = hunters.TileSet.default()
    for game in range(games):
        env = envs[game % 2]
        observation, _ = env.reset(seed=10_000 + game)
        reward, done = 0.0, False
        while not done:
            legal = np.flatnonzero(observation["action_mask"])
            if weights is None:
                action = int(legal[rng.integers(legal.size)])
            else:  # the policy's most probable action (ties broken at random), as a player would play it
                scores = features(observation["observation"], legal, tileset) @ weights
                best = np.flatnonzero(scores >= scores.max() - 1e-9)
                action = int(legal[best[rng.integers(best.size)]])
            observation, reward, terminated, cut, _ = env.step(action)
            done = terminated or cut
            truncated += int(cut)
        total += reward
        wins += int(reward > 0)
    for env in envs:
        env.close()
    return total / games, wins, truncated


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=64,
                        help="self-play games per iteration, and evaluation games per bot (default 64)")
    parser.add_argument("--iterations", type=int, default=10, help="training iterations (default 10)")
    args = parser.parse_args()
    if args.games < 1 or args.iterations < 0:
        parser.error("--games must be at least 1 and --iterations at least 0")
    rng = np.random.default_rng(0)
    weights = train(args.iterations, args.games, rng)
    print("features:", ", ".join(FEATURES))
    for opponent in ("random", "greedy"):
        for name, policy in (("trained", weights), ("random policy", None)):
            mean, wins, truncated = evaluate(policy, opponent, args.games, rng)
            print("%-13s against the %s bot: mean reward %+.2f, %d wins of %d, %d truncated"
                  % (name, opponent, mean, wins, args.games, truncated))


if __name__ == "__main__":
    main()
