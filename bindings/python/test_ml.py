"""Tests of hunters.ml (doc/ml.md): run by tests/python-bindings.sh after
test_hunters.py, with PYTHONPATH at bindings/python and the built library.
No timing: every check is of outcomes."""
import copy
import ctypes
import mmap
import os
import pickle
import re
import subprocess
import sys
import tempfile
from typing import Any, Callable, Dict, List, Optional, Tuple, cast

try:
    import numpy as np
except ImportError:  # numpy is Debian's python3-numpy
    print("SKIP: hunters.ml needs numpy")
    sys.exit(0)

import hunters
import hunters.ml as ml
from hunters import _native


def test_encoding_round_trip() -> None:
    # every legal move of a few games maps to an action and back, and the
    # mask holds exactly those actions (R3.2, R4)
    for seed in range(5):
        game = hunters.Game(players=2 + seed % 3, seed=seed)
        enc = ml.Encoding(game)
        assert enc.action_count == 4 * 39 * 39 + ml.DEPLOY_ACTIONS
        while not game.over:
            moves = game.legal_moves()
            expected = np.zeros(enc.action_count, dtype=np.uint8)
            for move in moves:
                try:
                    action = enc.action_of_move(move)
                except hunters.OutOfRange:
                    assert enc.truncated(game)
                    continue
                assert enc.move_of_action(action) == move
                expected[action] = 1
            assert np.array_equal(enc.legal_mask(game), expected)
            game.play(moves[(seed * 31 + len(moves)) % len(moves)])
        enc.close()
        enc.close()  # idempotent


def test_an_encodings_reading_calls_may_interleave_as_from_threads() -> None:
    # action_of_move() and move_of_action() only read the Encoding, as C's
    # const calls (doc/ml.md, "Python"): another thread's call may run between
    # C's write of the result and its read here, as ctypes releases the GIL
    # then. Done without threads, which would depend on timing: the C
    # function wrapped to make the other call there. The defect: the result
    # went through one variable of the object's, so each call returned the
    # other's answer
    game = hunters.Game(seed=2)
    enc = ml.Encoding(game)
    moves = [m for m in game.legal_moves()][:2]
    actions = [enc.action_of_move(m) for m in moves]
    assert actions[0] != actions[1]
    for name, first, second, want in (("hunters_ml_action_of_move", moves[0], moves[1], actions[0]),
                                      ("hunters_ml_move_of_action", actions[0], actions[1], moves[0])):
        original = getattr(_native, name)
        call = enc.action_of_move if name == "hunters_ml_action_of_move" else enc.move_of_action
        inner: List[object] = []
        made: List[bool] = []

        def interleaved(*args: Any) -> int:
            status = int(original(*args))
            if not made:
                made.append(True)
                inner.append(call(second))  # (the other thread's call, between C's write and the read)
            return status

        setattr(_native, name, interleaved)
        try:
            got = call(first)
        finally:
            setattr(_native, name, original)
        assert (got, inner) == (want, [call(second)]), (name, got, inner)
    enc.close()
    game.close()


def test_arguments_are_checked() -> None:
    game = hunters.Game()
    for bad in (8, 1, 257):
        try:
            ml.Encoding(game, bad)
            raise AssertionError("window %d accepted" % bad)
        except ValueError as exc:
            assert "window" in str(exc)
    enc = ml.Encoding(game, 7)
    try:
        enc.move_of_action(enc.action_count)
        raise AssertionError("out-of-range action accepted")
    except hunters.OutOfRange:
        pass
    try:
        enc.observe(game, 2)
        raise AssertionError("player 2 of 2 accepted")
    except hunters.OutOfRange:
        pass
    try:
        enc.observe(game, 0, planes=np.zeros((3, 7, 7), dtype=np.uint8))
        raise AssertionError("a wrong planes array accepted")
    except ValueError as exc:
        assert "planes" in str(exc)
    # a float32 array off its alignment (bytes from offset 1) is refused: C
    # wrote the global vector through a misaligned float * (undefined behaviour)
    raw = np.zeros(4 * enc.global_size + 1, dtype=np.uint8)
    misaligned = raw[1:].view(np.float32)
    assert not misaligned.flags.aligned and misaligned.flags.c_contiguous
    _refused([lambda: enc.observe(game, 0, global_vector=misaligned)], ValueError, "aligned",
             "a misaligned float32 array written by C")
    assert not raw.any()  # nothing written
    # copy.deepcopy() and pickle of an encoding are refused (TypeError: its C
    # handle cannot be copied) without an error inside Handle.__del__ (Python
    # printed "Exception ignored in: Handle.__del__ ... no attribute '_free'")
    import copy
    import pickle
    ignored: List[Any] = []
    hook = sys.unraisablehook
    sys.unraisablehook = ignored.append
    try:
        _refused([lambda: copy.deepcopy(enc), lambda: pickle.dumps(enc)], TypeError, "", "an encoding copied")
    finally:
        sys.unraisablehook = hook
    assert not ignored, [str(item.exc_value) for item in ignored]
    enc.close()
    try:
        enc.legal_mask(game)
        raise AssertionError("a closed encoding reached C")
    except ValueError as exc:
        assert "closed" in str(exc)
    closed = hunters.Game()
    enc = ml.Encoding(game)
    closed.close()
    try:
        enc.truncated(closed)
        raise AssertionError("a closed game reached C")
    except hunters.ClosedError:
        pass


def test_module_constants_are_documented() -> None:
    # each documented constant of hunters.ml has its own docstring, the
    # string right after its assignment (what pydoc and IDEs show): PLANES's
    # sat after OBSERVATION_DTYPES's, so it documented nothing
    import ast
    with open(ml.__file__, encoding="utf-8") as source:
        body = ast.parse(source.read()).body
    docs = {}
    for statement, following in zip(body, body[1:]):
        target = (statement.targets[0] if isinstance(statement, ast.Assign) else
                  statement.target if isinstance(statement, ast.AnnAssign) else None)
        if isinstance(target, ast.Name) and isinstance(following, ast.Expr) \
                and isinstance(following.value, ast.Constant) and isinstance(following.value.value, str):
            docs[target.id] = following.value.value
    for name, words in (("PLANES", "number of observation planes"), ("OBSERVATION_DTYPES", "numpy dtype"),
                        ("DEFAULT_WINDOW", "window"), ("PLANE_NAMES", "planes' names")):
        assert words in docs.get(name, ""), (name, docs.get(name))


def test_envs_and_encodings_refuse_copies() -> None:
    # copy.copy(), copy.deepcopy() and pickle of an env or an Encoding raise
    # TypeError naming the class and what to do instead, and change nothing.
    # copy.copy() shared the original's games and handle: a step of the copy
    # played the original's game, and closing the copy closed the original
    # (deepcopy and pickle failed inside ctypes, "ctypes objects containing
    # pointers cannot be pickled")
    import copy
    import pickle
    env = ml.SingleAgentEnv(seed=1)
    observation, _ = env.reset(seed=1)
    first = int(np.flatnonzero(observation["action_mask"])[0])
    before = env.game.hash
    copies: List[Callable[[Any], object]] = [copy.copy, copy.deepcopy, pickle.dumps]
    for make in copies:
        _refused([lambda: make(env)], TypeError, "hunters.ml.SingleAgentEnv cannot be copied or pickled",
                 "a SingleAgentEnv copied by %s" % make.__name__)
    assert env.game.hash == before and not env.game.closed
    env.step(first)  # the env plays on, its own game
    env.close()
    aec = ml.AECEnv(seed=1)
    aec.reset(seed=1)
    vector = ml.VectorEnv(2, seed=1, window=9)
    game = hunters.Game(seed=1)
    enc = ml.Encoding(game, 9)
    for thing, instead in ((aec, "make another env"), (vector, "make another env"), (enc, "make another Encoding")):
        for make in copies:
            _refused([lambda: make(thing)], TypeError, "hunters.ml.%s cannot be copied" % type(thing).__name__,
                     "a %s copied by %s" % (type(thing).__name__, make.__name__))
            _refused([lambda: make(thing)], TypeError, instead, "no advice")
    aec.step(int(np.flatnonzero(aec.observe(aec.agent_selection)["action_mask"])[0]))
    vector.step(vector.random_actions(np.random.default_rng(1)))
    assert enc.legal_mask(game).any()
    # what copies on purpose still does: a Game clones, a TileSet is itself
    assert copy.copy(game) == game and copy.deepcopy(game) == game and pickle.loads(pickle.dumps(game)) == game
    assert copy.copy(game.tileset) is game.tileset
    aec.close()
    vector.close()
    enc.close()
    game.close()


def test_observation_has_no_copies_and_matches_the_board() -> None:
    game = hunters.Game(seed=3)
    enc = ml.Encoding(game)
    planes = np.zeros(enc.planes_shape, dtype=np.uint8)
    vector = np.zeros(enc.global_size, dtype=np.float32)
    p, g = enc.observe(game, 0, planes, vector)
    assert p is planes and g is vector  # written in place
    centre = ml.DEFAULT_WINDOW // 2
    assert planes[0, centre, centre] == 1  # the start tile at the centre
    assert planes[0].sum() == 1
    assert planes[ml.PLANE_NAMES.index("legal_r0"):ml.PLANE_NAMES.index("legal_r3") + 1].sum() == \
        len(game.legal_moves())
    assert vector[47] == game.stack_size() and vector[48] == game.stack_size(bonus=True)
    assert len(ml.PLANE_NAMES) == ml.PLANES


def test_chance_is_the_public_counts() -> None:
    game = hunters.Game(seed=2)
    outcomes = ml.chance(game)
    left = game.tiles_left()  # by name
    names = [game.tileset.type_name(t) if hasattr(game.tileset, "type_name") else None for t, _ in outcomes]
    counts = [_native.hunters_game_tiles_left(game.handle(), t) for t, _ in outcomes]
    assert sum(counts) == game.stack_size() == sum(left.values())
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
    for (t, p), count, name in zip(outcomes, counts, names):
        assert p == count / game.stack_size()
        assert name is None or left[name] == count
    copy = game.clone()
    ml.set_caller_draws(copy)
    while copy.phase == hunters.Phase.PLACE or copy.phase == hunters.Phase.DEPLOY:
        copy.play(copy.legal_moves()[0])
    assert copy.phase == hunters.Phase.DRAW
    first_type = ml.chance(copy)[0][0]
    before = _native.hunters_game_tiles_left(copy.handle(), first_type)
    copy.draw(first_type)  # the chosen outcome
    assert _native.hunters_game_tiles_left(copy.handle(), first_type) == before - 1


def test_chance_is_one_call() -> None:
    # the distribution of one state: a count asked by a first C call and the
    # outcomes by a second did not match when the game changed between the
    # two (another thread playing it): here it plays to the end after the
    # first call, which left the answer zeroed outcomes of probability 0
    game = hunters.Game(seed=4)
    expected = ml.chance(game.clone())
    real = _native.hunters_ml_chance
    calls: List[Any] = []

    def then_played(*args: Any) -> int:
        result: int = real(*args)
        if not calls:
            game.play_random(1)
        calls.append(args)
        return result

    _native.hunters_ml_chance = then_played
    try:
        got = ml.chance(game)
    finally:
        _native.hunters_ml_chance = real
    assert len(calls) == 1 and got == expected and abs(sum(p for _, p in got) - 1.0) < 1e-9, (len(calls), got[:3])
    assert ml.chance(game) == []  # (over: no draw left)


def test_discrete_spaces_are_seedable() -> None:
    # Discrete.sample() without rng drew from a fresh unseeded generator
    # each call: no way to repeat a run that samples from the space, as
    # gymnasium's space.seed() does. Now the space keeps a generator
    mask = np.zeros(50, dtype=np.uint8)
    mask[[3, 8, 21, 40]] = 1

    def draws(space: ml.Discrete) -> List[int]:
        return [space.sample() for _ in range(30)] + [space.sample(mask) for _ in range(30)]

    space = ml.Discrete(50, seed=7)
    first = draws(space)
    assert first == draws(ml.Discrete(50, seed=7)) and first != draws(ml.Discrete(50, seed=8))
    assert len(set(first[:30])) > 5 and set(first[30:]) <= {3, 8, 21, 40}
    assert space.seed(7) == [7] and draws(space) == first  # seed() restarts it
    space.seed(7)
    space.sample(rng=np.random.default_rng(1))  # a generator given is used instead: the space's does not advance
    assert draws(space) == first
    entropy = space.seed()[0]  # unseeded: fresh entropy, which it returns and which repeats the draws
    assert draws(space) == draws(ml.Discrete(50, seed=entropy))
    _refused([lambda: space.seed(-1), lambda: space.seed(2 ** 128)], hunters.InvalidArgument, "seed must be 0 to",
             "a seed out of range accepted")
    # AECEnv.action_space(agent) made a new space each call, so seeding it did nothing
    aec = ml.AECEnv(players=2, window=7)
    assert aec.action_space("player_0") is aec.action_space("player_0")
    assert aec.action_space("player_0") is not aec.action_space("player_1")
    aec.action_space("player_1").seed(3)
    again = ml.Discrete(aec.action_space("player_1").n, seed=3)
    assert [aec.action_space("player_1").sample() for _ in range(10)] == [again.sample() for _ in range(10)]
    # an unknown agent was given a space of its own, as observe() refuses it
    _refused([lambda: aec.action_space("player_2"), lambda: aec.action_space("nobody")], hunters.InvalidArgument,
             "is not one of player_0, player_1", "action_space() of an unknown agent")
    aec.close()


def test_integers_are_the_bindings_to_check() -> None:
    # each failed inside numpy (ValueError 'high is out of bounds for int64',
    # 'high <= 0') or was taken silently (views=2 as True, a mask of another
    # length read past the actions)
    for n in (0, -1, 2 ** 63, 2 ** 70):
        _refused([lambda: ml.Discrete(n)], hunters.InvalidArgument, "n must be 1 to", "Discrete(%d)" % n)
    _refused([lambda: ml.Discrete(True)], TypeError, "integer", "Discrete(True)")
    space = ml.Discrete(4)
    _refused([lambda: space.sample(np.ones(5, dtype=np.uint8)), lambda: space.sample([1, 1, 1, 1])],  # type: ignore[arg-type]
             hunters.InvalidArgument, "mask must be an array of 4 entries", "a mask of another length")
    assert space.sample(np.array([0, 0, 1, 0], dtype=np.uint8)) == 2
    # masks of other values than 0 and 1 (probabilities, counts) were taken
    # as allowing every nonzero entry: a uniform draw where a weighted one was meant
    _refused([lambda: space.sample(np.array([0.5, 0, 0.5, 0])), lambda: space.sample(np.array([0, 0, 1.0, 0]))],
             hunters.InvalidArgument, "mask must hold integers 0 or 1", "a float mask")
    _refused([lambda: space.sample(np.array([0, 2, 1, 0], dtype=np.uint8)),
              lambda: space.sample(np.array([0, -1, 1, 0], dtype=np.int8))],
             hunters.InvalidArgument, "mask entries must be 0 or 1", "a mask entry past 0 and 1")
    assert space.sample(np.array([0, 0, 1, 0], dtype=np.int8)) == 2
    assert space.sample(np.array([False, True, False, False])) == 1
    bad_views: List[Any] = [2, 2 ** 70, None, "no", np.True_]
    for views in bad_views:
        _refused([lambda: ml.VectorEnv(num_envs=1, window=3, views=views)], TypeError, "views must be a bool",
                 "views=%r" % (views,))
    env = ml.VectorEnv(num_envs=np.int64(2), window=np.int32(5))  # type: ignore[arg-type]
    assert env.num_envs == 2 and type(env.num_envs) is int and env.encoding.window == 5
    env.close()
    _refused([lambda: ml.VectorEnv(num_envs=np.True_, window=3)],  # type: ignore[arg-type]
             TypeError, "num_envs must be an integer", "num_envs=np.True_")
    # SingleAgentEnv checked the seat against players before players: "'<' not supported between instances"
    for players in ("2", None, 2.0):
        _refused([lambda: ml.SingleAgentEnv(players=players, window=3)],  # type: ignore[arg-type]
                 TypeError, "players must be an integer", "players=%r" % (players,))
    # new_planes(leading) failed inside numpy ('negative dimensions are not allowed', 'Maximum allowed
    # dimension exceeded', "'int' object is not iterable") or took True for 1
    encoding = ml.Encoding(hunters.Game(), 9)
    for leading in [(-1,), (2 ** 70,), (2 ** 40, 2 ** 40)]:
        _refused([lambda: encoding.new_planes(leading)], hunters.InvalidArgument, "leading", "leading %s" % (leading,))
    bad_leading: List[Any] = [5, (True,), (2.0,), ("a",)]
    for leading in bad_leading:
        _refused([lambda: encoding.new_planes(leading)], TypeError, "leading", "leading %r" % (leading,))
    sizes: List[Any] = [2, np.int64(3)]
    assert encoding.new_planes(sizes).shape == (2, 3, ml.PLANES, 9, 9)
    aec = ml.AECEnv(window=3)
    aec.reset()
    _refused([lambda: next(aec.agent_iter(True)), lambda: next(aec.agent_iter(1.5))],  # type: ignore[arg-type]
             TypeError, "max_iter must be an integer", "max_iter not an int")
    aec.close()


def test_vector_env_plays_to_the_end() -> None:
    env = ml.VectorEnv(num_envs=8, players=2, seed=5)
    obs = env.reset()
    assert obs.planes.shape == (8, ml.PLANES, 39, 39)
    assert obs.planes.base is not None or obs.planes is env.planes  # views of the env's buffers
    rng = np.random.default_rng(0)
    finished = np.zeros(8, dtype=bool)
    for _ in range(1000):
        actions = env.random_actions(rng)
        for i in range(8):
            if actions[i] >= 0:
                assert obs.masks[i, actions[i]] == 1
        obs = env.step(actions)
        ended = (obs.done != 0) & ~finished
        for i in np.flatnonzero(ended):
            if obs.done[i] == 1:  # R8.4: win/loss, zero-sum
                r = obs.rewards[i]
                s0, s1 = env.games[i].score(0), env.games[i].score(1)
                assert r[0] == (1.0 if s0 > s1 else -1.0 if s0 < s1 else 0.0) and r[0] == -r[1]
        finished |= obs.done != 0
        if finished.all():
            break
    assert finished.all()
    assert (obs.players == -1).all()
    # an illegal action changes nothing
    env.reset(seed=9)
    hashes = [g.hash for g in env.games]
    bad = env.random_actions(rng)
    bad[3] = env.encoding.action_count - 1  # a hut in a place phase
    try:
        env.step(bad)
        raise AssertionError("illegal action accepted")
    except hunters.IllegalMove as exc:
        assert str(exc).startswith("env.games[3]: "), str(exc)
    assert [g.hash for g in env.games] == hashes
    try:
        env.step([0, 1])
        raise AssertionError("wrong action count accepted")
    except ValueError as exc:
        assert "actions" in str(exc)


def test_vector_env_autoreset_is_gymnasiums_next_step() -> None:
    """autoreset=True: a step puts a new game (the env's next seed) in each
    slot done at the step before, ignoring its action, and observes it
    (done 0, rewards 0); the other slots step as without autoreset (a twin
    env given -1 for those slots). Plain and views steps, both layouts."""
    for views, layout in ((False, "planes_first"), (True, "planes_first"), (False, "cells_first"),
                          (True, "cells_first")):
        env = ml.VectorEnv(num_envs=4, seed=5, views=views, layout=layout, autoreset=True)
        twin = ml.VectorEnv(num_envs=4, seed=5, views=views, layout=layout)
        obs, ref = env.reset(), twin.reset()
        made, replaced = 8, 0  # (VectorEnv() made 4, reset() 4 more)
        rng = np.random.default_rng(2)
        while replaced < 6:
            actions = env.random_actions(rng)
            done = np.flatnonzero(obs.done)
            if done.size:  # an action for a done slot is ignored, even one its mask lacks
                actions[done] = 0
                bad = actions.copy()
                playing = np.flatnonzero(obs.done == 0)
                bad[playing[0]] = int(np.flatnonzero(obs.masks[playing[0]] == 0)[0])
                kept = [game for game in env.games]
                try:
                    env.step(bad)
                    raise AssertionError("illegal action accepted")
                except hunters.IllegalMove:  # refused: the done games stay, nothing changed
                    assert env.games == kept and all(env.games[i] is kept[i] for i in range(4))
                    assert np.array_equal(obs.done[done], np.ones(done.size))
            twin_actions = actions.copy()
            twin_actions[done] = -1
            obs, ref = env.step(actions), twin.step(twin_actions)
            for i in [i for i in range(4) if i not in done]:
                assert env.games[i] == twin.games[i]
                for name in ("planes", "globals", "masks", "rewards", "done", "players", "observers"):
                    assert np.array_equal(getattr(obs, name)[i], getattr(ref, name)[i]), name
            for i in done.tolist():  # the new games, in slot order, only observed
                assert env.games[i] == hunters.Game(seed=ml.game_seed(5, made)) and env.games[i].event_count == \
                    hunters.Game(seed=ml.game_seed(5, made)).event_count
                made, replaced = made + 1, replaced + 1
                assert obs.done[i] == 0 and not obs.rewards[i].any()
                game = env.games[i]
                assert obs.players[i] == obs.observers[i] == game.current_player
                assert np.array_equal(obs.masks[i], env.encoding.legal_mask(game))
                for p in range(2) if views else (game.current_player,):
                    planes, vector = env.encoding.observe(game, p)
                    row = obs.planes[i, p] if views else obs.planes[i]
                    assert np.array_equal(row, planes) and np.array_equal(
                        obs.globals[i, p] if views else obs.globals[i], vector)
                twin.games[i] = game.clone()  # the twin follows
        env.close()
        twin.close()
    _refused([lambda: ml.VectorEnv(num_envs=1, autoreset=1)], TypeError, "autoreset must be a bool",  # type: ignore[arg-type]
             "autoreset=1 accepted")


def test_vector_env_rewards_of_the_mover() -> None:
    """rewards="mover": rewards (B,), each game's reward for the player who
    made the step's decision, 0 for a game only observed; player_rewards
    holds the (B, 8) of the default, the same array there."""
    plain = ml.VectorEnv(num_envs=3, players=3, seed=4)
    assert plain.rewards is plain.player_rewards and plain.rewards.shape == (3, 8)
    plain.close()
    for views, autoreset in ((False, False), (True, False), (False, True), (True, True)):
        env = ml.VectorEnv(num_envs=3, players=3, seed=4, views=views, autoreset=autoreset, rewards="mover")
        twin = ml.VectorEnv(num_envs=3, players=3, seed=4, views=views, autoreset=autoreset)
        obs, ref = env.reset(), twin.reset()
        assert obs.rewards.shape == (3,) and obs.rewards.dtype == np.float32 and env.player_rewards.shape == (3, 8)
        rng = np.random.default_rng(6)
        ended, scored = 0, 0
        while ended < 4:
            actions = twin.random_actions(rng)
            movers = twin.to_act.copy()
            if autoreset:
                actions[np.flatnonzero(twin.done)] = -1  # (ignored: new games)
            obs, ref = env.step(actions), twin.step(actions)
            assert np.array_equal(env.player_rewards, ref.rewards)
            for i in range(3):
                expected = ref.rewards[i, movers[i]] if actions[i] >= 0 else 0.0
                assert obs.rewards[i] == expected, (i, obs.rewards, ref.rewards, movers)
                scored += obs.rewards[i] != 0
            ended += int(np.count_nonzero(obs.done))
            if not autoreset:
                obs, ref = env.reset_done(), twin.reset_done()
                assert not obs.rewards.any()  # the new games are only observed; the others kept: no decision
        assert scored > 0  # some game's last decision won or lost it for its mover (R8.4)
        env.close()
        twin.close()
    _refused([lambda: ml.VectorEnv(num_envs=1, rewards="seat")], hunters.InvalidArgument,
             'rewards must be "players" or "mover"', 'rewards="seat" accepted')
    _refused([lambda: ml.VectorEnv(num_envs=1, rewards=None)], TypeError,  # type: ignore[arg-type]
             "rewards must be a str", "rewards=None accepted")


def test_vector_env_views_equal_the_plain_steps() -> None:
    """views=True: every player's rows equal observe(); the current view,
    masks, rewards and done flags equal the plain step's on the same games;
    random_actions picks from the legal lists."""
    plain = ml.VectorEnv(num_envs=6, players=3, seed=2)
    env = ml.VectorEnv(num_envs=6, players=3, seed=2, views=True)
    obs, ref = env.reset(), plain.reset()
    assert obs.planes.shape == (6, 3, ml.PLANES, 39, 39) and obs.globals.shape == (6, 3, env.encoding.global_size)
    assert obs.legal is not None and obs.legal_counts is not None
    rng = np.random.default_rng(3)
    finished = 0
    for step in range(400):
        for i in range(6):
            view = obs.planes[i, obs.observers[i]]
            assert view.base is not None  # a view of the env's buffer
            assert np.array_equal(view, ref.planes[i]) and np.array_equal(obs.globals[i, obs.observers[i]], ref.globals[i])
            if step % 25 == 0:
                for p in range(3):
                    planes, vector = env.encoding.observe(env.games[i], p)
                    assert np.array_equal(obs.planes[i, p], planes) and np.array_equal(obs.globals[i, p], vector)
            legal = obs.legal[i, :obs.legal_counts[i]]
            assert sorted(legal.tolist()) == np.flatnonzero(ref.masks[i]).tolist()
        assert np.array_equal(obs.masks, ref.masks) and np.array_equal(obs.done, ref.done)
        assert np.array_equal(obs.rewards, ref.rewards) and np.array_equal(obs.players, ref.players)
        actions = env.random_actions(rng)
        for i in range(6):
            assert (actions[i] == -1) == (obs.done[i] != 0)
            assert actions[i] < 0 or obs.masks[i, actions[i]] == 1
        obs, ref = env.step(actions), plain.step(actions)
        finished += int(np.count_nonzero(obs.done))
        obs, ref = env.reset_done(), plain.reset_done()
    assert finished > 0
    bad = env.random_actions(rng)
    playing = int(np.flatnonzero(obs.done == 0)[0])
    bad[playing] = int(np.flatnonzero(obs.masks[playing] == 0)[0])  # an action outside the mask
    before = (env.planes.copy(), env.masks.copy(), [g.hash for g in env.games])
    try:
        env.step(bad)
        raise AssertionError("illegal action accepted")
    except hunters.IllegalMove:
        pass
    assert np.array_equal(before[0], env.planes) and np.array_equal(before[1], env.masks)
    assert before[2] == [g.hash for g in env.games]
    for wrong in (-2, env.encoding.action_count):  # int32 actions go to C unchecked: C refuses them
        bad = env.random_actions(rng)
        bad[playing] = wrong
        try:
            env.step(bad)
            raise AssertionError("action out of range accepted")
        except hunters.OutOfRange:
            pass
    assert np.array_equal(before[0], env.planes) and before[2] == [g.hash for g in env.games]
    # a game the user closed: the env's hold keeps it valid, but a closed
    # game never reaches C: refused as in plain steps (doc/ml.md), nothing
    # changed (the defect: the views step went on stepping it)
    before = (env.planes.copy(), env.masks.copy(), [g.hash for g in env.games[1:]])
    env.games[0].close()
    actions = env.random_actions(rng)
    try:
        env.step(actions)
        raise AssertionError("a closed game stepped")
    except hunters.ClosedError:
        pass
    assert np.array_equal(before[0], env.planes) and np.array_equal(before[1], env.masks)
    assert before[2] == [g.hash for g in env.games[1:]]
    env.games[0] = hunters.Game(players=3, seed=40)  # another game in the slot: the env plays on
    env.step(np.full(6, -1, dtype=np.int32))
    assert env.done[0] == 0 and env.legal_counts is not None and env.legal_counts[0] > 0


def test_cells_first_layout_holds_the_same_planes() -> None:
    """layout="cells_first": the arrays keep their shapes and values (the
    planes-first env's, step by step, incremental and plain), only their
    memory order differs (each cell's planes side by side); observe()
    wants arrays of its encoding's layout; unknown layouts are refused."""
    for views in (True, False):
        first = ml.VectorEnv(num_envs=5, players=2, seed=6, views=views)
        cells = ml.VectorEnv(num_envs=5, players=2, seed=6, views=views, layout="cells_first")
        assert cells.encoding.layout == "cells_first" and first.encoding.layout == "planes_first"
        assert cells.planes.shape == first.planes.shape
        assert np.moveaxis(cells.planes, -3, -1).flags.c_contiguous and not cells.planes.flags.c_contiguous
        a, b = first.reset(), cells.reset()
        rng = np.random.default_rng(8)
        finished = 0
        for step in range(300):
            assert np.array_equal(a.planes, b.planes) and np.array_equal(a.masks, b.masks)
            if step % 50 == 0:
                for i in range(5):  # observe() into a cells-first array equals the env's view of the player to act
                    if b.done[i]:
                        continue
                    player = int(b.players[i])
                    planes, _ = cells.encoding.observe(cells.games[i], player, cells.encoding.new_planes())
                    assert np.array_equal(planes, b.planes[i, player] if views else b.planes[i])
                    plain, _ = first.encoding.observe(first.games[i], player)
                    assert np.array_equal(planes, plain)
            actions = first.random_actions(rng)
            a, b = first.step(actions), cells.step(actions)
            finished += int(np.count_nonzero(a.done))
            a, b = first.reset_done(), cells.reset_done()
        assert finished > 0
    encoding = ml.Encoding(hunters.Game(players=2, seed=1), 11, hunters.MlLayout.CELLS_FIRST)
    assert encoding.layout == "cells_first" and ml.Encoding(hunters.Game(players=2), 11, 1).layout == "cells_first"
    game = hunters.Game(players=2, seed=1)
    read_only = encoding.new_planes()
    read_only.flags.writeable = False
    wrong = [np.zeros((ml.PLANES, 11, 11), dtype=np.uint8),  # planes first
             np.zeros((11, 11, ml.PLANES), dtype=np.uint8).transpose(2, 1, 0),  # cells swapped
             np.moveaxis(np.zeros((11, 11, ml.PLANES), dtype=np.int8), -1, -3),  # dtype
             encoding.new_planes((2,))[:, :, :, :],  # rank
             ml.Encoding(game, 13, "cells_first").new_planes(),  # window
             read_only, "x"]
    for bad in wrong:
        try:
            encoding.observe(game, 0, bad)  # type: ignore[arg-type]
            raise AssertionError("planes of another layout, shape or dtype accepted")
        except hunters.InvalidArgument:
            pass
    for name in ("channels_last", "PLANES_FIRST", 2, -1):
        try:
            ml.VectorEnv(num_envs=1, layout=name)  # type: ignore[arg-type]
            raise AssertionError("unknown layout accepted")
        except hunters.InvalidArgument:
            pass
    for kind in (True, 1.0, None):
        try:
            ml.Encoding(game, 11, kind)  # type: ignore[arg-type]
            raise AssertionError("a layout of another type accepted")
        except TypeError:
            pass
    try:
        encoding.layout = "planes_first"  # type: ignore[misc]
        raise AssertionError("the layout changed after creation")
    except AttributeError:
        pass


def test_single_agent_and_aec_cells_first() -> None:
    """The single-agent and AEC environments laid out cells first see what
    the planes-first ones see, turn by turn and at the end."""
    envs = [ml.SingleAgentEnv(players=2, seat=1, opponent="random", seed=5, layout=layout)
            for layout in ml.LAYOUTS]
    (first, _), (cells, _) = envs[0].reset(seed=5), envs[1].reset(seed=5)
    rng = np.random.default_rng(4)
    done = False
    while not done:
        for name in first:
            assert np.array_equal(first[name], cells[name])
        chosen = envs[0].action_space.sample(first["action_mask"], rng)
        first, _, terminated, truncated, _ = envs[0].step(chosen)
        cells, _, terminated2, truncated2, _ = envs[1].step(chosen)
        assert (terminated, truncated) == (terminated2, truncated2)
        done = terminated or truncated
    for name in first:
        assert np.array_equal(first[name], cells[name])
    aec = [ml.AECEnv(players=3, seed=2, layout=layout) for layout in ml.LAYOUTS]
    for env in aec:
        env.reset(seed=2)
    rng = np.random.default_rng(5)
    for agent in aec[0].agent_iter():
        observation, _, termination, truncation, _ = aec[0].last()
        other, _, _, _, _ = aec[1].last()
        assert observation is not None and other is not None and aec[1].agent_selection == agent
        for name in observation:
            assert np.array_equal(observation[name], other[name])
        action: Optional[int] = None if termination or truncation else \
            aec[0].action_space(agent).sample(observation["action_mask"], rng)
        aec[0].step(action)
        aec[1].step(action)


def test_aec_loop() -> None:
    env = ml.AECEnv(players=3, seed=4)
    env.reset(seed=4)
    rng = np.random.default_rng(1)
    steps = 0
    final = {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        assert observation is not None
        if termination or truncation:
            final[agent] = reward
            env.step(None)
            continue
        assert observation["action_mask"].sum() > 0
        env.step(env.action_space(agent).sample(observation["action_mask"], rng))
        steps += 1
    assert steps > 50
    assert set(final) == set(env.possible_agents)
    assert abs(sum(final.values())) < 1e-6
    assert env.agents == []
    # a step once every agent has stepped None is refused in the user's
    # terms, changing nothing (it raised "list.remove(x): x not in list")
    before, selected = env.game.hash, env.agent_selection
    for action in (None, 0):
        _refused([lambda: env.step(action)], hunters.InvalidArgument,
                 "the episode is over: no agent is left to act; call reset()", "a step with no agent left")
    assert env.game.hash == before and env.agents == [] and env.agent_selection == selected
    env.reset(seed=4)  # the env plays on
    assert env.agents == env.possible_agents
    env.close()


def test_aec_possible_agents_changed_by_a_caller_change_no_env() -> None:
    # the defect: possible_agents was the env's own list, which reset(),
    # step() and observe() read: reversed by a caller, the agents to act
    # were named for the other seat (player_0 observed player_1's view);
    # cleared, a reset() left no agent to act
    env = ml.AECEnv(players=3, window=15, seed=2)
    twin = ml.AECEnv(players=3, window=15, seed=2)
    names = ["player_0", "player_1", "player_2"]
    env.possible_agents.reverse()
    got = env.possible_agents
    got.append("player_9")
    assert env.possible_agents == names and got is not env.possible_agents
    for e in (env, twin):
        e.reset(seed=5)
    env.possible_agents.clear()
    assert env.agents == twin.agents == names and env.agent_selection == twin.agent_selection
    rng = np.random.default_rng(3)
    for _ in range(30):
        agent = env.agent_selection
        mine, theirs = env.observe(agent), twin.observe(agent)
        assert all(np.array_equal(mine[key], theirs[key]) for key in mine), agent
        action = env.action_space(agent).sample(mine["action_mask"], rng)
        env.step(action)
        twin.step(action)
    assert env.game.hash == twin.game.hash and env.possible_agents == names
    _raises(hunters.InvalidArgument, lambda: env.observe("player_9"))
    _raises(AttributeError, lambda: setattr(env, "possible_agents", ["a", "b", "c"]))
    env.close()
    twin.close()


def test_single_agent_failed_reset_refuses_steps() -> None:
    # a reset() whose bot turns fail (here the bot's move runs out of memory;
    # a game closed by another thread is another cause) leaves step() refused
    # until a reset succeeds: the flag of the last episode's reset stayed set,
    # so step() played the seat's action on the new game, for the bot to act
    env = ml.SingleAgentEnv(players=2, seat=1, opponent="random", seed=3)
    observation, _ = env.reset(seed=3)
    # a reset refused for its argument changes nothing: the episode goes on
    hash_before = env.game.hash
    _refused([lambda: env.reset(seed=-1)], hunters.InvalidArgument, "seed must be", "a negative seed was accepted")
    assert env.game.hash == hash_before
    env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    bot_move = hunters.Game.bot_move

    def failing(*args: Any, **kwargs: Any) -> hunters.Move:
        raise MemoryError("the bot's move")

    setattr(hunters.Game, "bot_move", failing)
    try:
        _raises(MemoryError, lambda: env.reset(seed=4))
    finally:
        setattr(hunters.Game, "bot_move", bot_move)
    assert env.game.current_player == 0  # the new game, at the bot's turn
    legal = int(np.flatnonzero(ml.Encoding(env.game).legal_mask(env.game))[0])
    before = env.game.hash
    _refused([lambda: env.step(legal)], hunters.InvalidArgument, "reset() the env first",
             "a step after a failed reset played for the bot")
    assert env.game.hash == before
    observation, _ = env.reset(seed=4)  # a reset that succeeds: the env plays on
    assert env.game.current_player == 1
    env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    env.close()


def test_single_agent_against_a_bot() -> None:
    env = ml.SingleAgentEnv(players=2, seat=1, opponent="random", seed=3)
    observation, info = env.reset(seed=3)
    rng = np.random.default_rng(2)
    terminated = truncated = False
    reward = 0.0
    while not (terminated or truncated):
        action = env.action_space.sample(observation["action_mask"], rng)
        observation, reward, terminated, truncated, info = env.step(action)
    scores = info["scores"]
    if terminated:
        assert reward == (1.0 if scores[1] > scores[0] else -1.0 if scores[1] < scores[0] else 0.0)


def test_observation_shapes_match_the_arrays() -> None:
    env = ml.SingleAgentEnv(players=2, seat=0, opponent="random", seed=1)
    observation, _ = env.reset(seed=1)
    assert set(env.observation_shapes) == set(observation) == set(ml.OBSERVATION_DTYPES)
    for name, array in observation.items():
        assert array.shape == env.observation_shapes[name]
        assert array.dtype == ml.OBSERVATION_DTYPES[name]
    assert env.observation_shapes["action_mask"] == (env.action_space.n,)


def test_env_observation_shapes_are_a_new_dict_each_time() -> None:
    # the defect: AECEnv's and SingleAgentEnv's observation_shapes was a
    # plain dict kept by the env (Encoding's is a new one each access): a
    # user's change to what they got (or a reassignment) changed the shapes
    # the env told everyone after, no longer those of its arrays
    envs: List[Any] = [ml.AECEnv(players=2, window=9, seed=1),
                       ml.SingleAgentEnv(players=2, seat=0, opponent="random", window=9, seed=1)]
    for env in envs:
        name = type(env).__name__
        shapes = env.observation_shapes
        expected = dict(shapes)
        assert expected == env._env.encoding.observation_shapes and expected["observation"] == (ml.PLANES, 9, 9)
        shapes["action_mask"] = (1,)
        shapes["observation"] = (1, 2, 3)
        del shapes["global"]
        assert env.observation_shapes == expected and env.observation_shapes is not env.observation_shapes
        _refused([lambda: setattr(env, "observation_shapes", {}), lambda: delattr(env, "observation_shapes")],
                 AttributeError, "%s.observation_shapes is fixed when the env is made" % name,
                 "%s.observation_shapes reassigned" % name)
        assert env.observation_shapes == expected
        # what the env gives is still of those shapes
        if isinstance(env, ml.AECEnv):
            env.reset(seed=1)
            observation = env.observe(env.agent_selection)
        else:
            observation, _ = env.reset(seed=1)
        assert {key: array.shape for key, array in observation.items()} == expected
        env.close()



def _episode(env: ml.SingleAgentEnv, seed: int) -> List[int]:
    """An episode of env from reset(seed), the seat always playing its first legal action."""
    obs, info = env.reset(seed=seed)
    done = False
    while not done:
        obs, _, terminated, truncated, info = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        done = terminated or truncated
    return list(info["scores"])


def _refused(calls: List[Callable[[], object]], error: Any, text: str, what: str) -> None:
    """Each call raises error, with text in its message; what: the failure's message otherwise."""
    for call in calls:
        try:
            call()
        except error as exc:
            assert text in str(exc), str(exc)
            continue
        raise AssertionError(what)


def test_errors_in_the_users_terms() -> None:
    # a second user found: errors named the C call, "game 0" of a one-game env, or "its action must be -1"
    game = hunters.Game(seed=1)
    enc = ml.Encoding(game)
    _refused([lambda: enc.action_of_move(hunters.Move.place(100, 0, 0))], hunters.OutOfRange,
             "placement at (100, 0) is outside the 39 x 39 window (x and y from -19 to 19", "a placement outside")
    _refused([lambda: enc.action_of_move(hunters.Move.deploy(20))], hunters.OutOfRange,
             "deployment on area 20: actions name areas 0 to 15", "a deployment on area 20")
    env = ml.SingleAgentEnv(players=2, seat=0, opponent="random", seed=1)
    observation, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    try:
        env.step(illegal)
        raise AssertionError("an illegal action accepted")
    except hunters.IllegalMove as exc:
        assert not str(exc).startswith("game 0"), str(exc)
    rng = np.random.default_rng(1)
    over = False
    while not over:
        observation, _, terminated, truncated, _ = env.step(env.action_space.sample(observation["action_mask"], rng))
        over = terminated or truncated
    before = env.game.hash
    _refused([lambda: env.step(0)], hunters.InvalidArgument, "the episode is over: call reset()",
             "a step after the episode's end")
    assert env.game.hash == before  # a refused call changes nothing
    env.reset(seed=2)
    env.close()
    # an episode ended truncated (a game that left a small window) is over too: it said
    # "the game is truncated: its action must be -1" (IllegalMove)
    env = ml.SingleAgentEnv(players=2, seat=0, opponent="random", window=3, seed=1)
    observation, _ = env.reset(seed=1)
    truncated = False
    while not truncated:
        observation, _, terminated, truncated, _ = env.step(env.action_space.sample(observation["action_mask"], rng))
        assert not terminated, "a window-3 game ended before it was truncated"
    before = env.game.hash
    _refused([lambda: env.step(0)], hunters.InvalidArgument, "the episode is over: call reset()",
             "a step after the episode's end (truncated)")
    assert env.game.hash == before
    env.close()
    enc.close()
    game.close()


def test_envs_as_a_user_expects() -> None:
    # what a first user found (doc/ml.md): each a refusal that changes nothing, or a promise kept
    env = ml.SingleAgentEnv(players=2, seat=1, opponent="random", seed=3)
    # a step before reset() is refused, as the AEC env's: it played the seat's
    # action for the bot's seat (player 0, to act before reset() plays it)
    first = int(np.flatnonzero(ml.Encoding(env.game).legal_mask(env.game))[0])
    before = env.game.hash
    _refused([lambda: env.step(first)], hunters.InvalidArgument, "reset()", "a step before reset() accepted")
    assert env.game.hash == before and env.game.current_player == 0
    assert _episode(env, 3) == _episode(env, 3)  # reset(seed) repeats the episode, the bot's draws too
    for numpy_seed in (np.uint64(2 ** 64 - 1), np.int64(7)):  # the bot's seeds from the env's checked int
        env.reset(seed=cast(int, numpy_seed))  # (numpy integers, as a user's arrays give them)
    obs, _ = env.reset(seed=4)
    kept = {name: array.copy() for name, array in obs.items()}
    env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    for name, array in obs.items():  # a step does not overwrite what an earlier one returned
        assert np.array_equal(array, kept[name]), name
    _refused([lambda: env.step(-1), lambda: env.step(env.action_space.n)], hunters.OutOfRange, "",
             "an action out of range accepted")
    for opponent, iterations in (("mcts", 0), ("mcts2", -5), ("nobody", 10)):
        try:  # refused when made, not inside a step after the seat's move
            ml.SingleAgentEnv(opponent=opponent, bot_iterations=iterations)
            raise AssertionError("opponent %s at %d iterations accepted" % (opponent, iterations))
        except ValueError as exc:
            assert ("iterations" if opponent != "nobody" else "greedy") in str(exc), str(exc)
    env.close()
    env.close()
    _refused([lambda: env.step(0)], hunters.ClosedError, "", "a closed env stepped")
    tiles = hunters.TileSet.default()
    handle = tiles._handle
    before = sys.getrefcount(handle)
    vector = ml.VectorEnv(num_envs=2, players=2, seed=1, tileset=tiles)
    vector.reset()
    assert sys.getrefcount(handle) > before  # held while games are made
    vector.close()
    assert sys.getrefcount(handle) == before, "a closed VectorEnv still holds its tile set"
    del handle

    aec = ml.AECEnv(players=2, seed=1)
    _refused([lambda: aec.last(), lambda: aec.step(0), lambda: aec.observe("player_0")], ValueError, "reset()",
             "an AEC env used before reset()")
    aec.reset()
    agent, before = aec.agent_selection, aec.game.hash
    bad_actions: List[Any] = [-1, 1.0, "3"]
    for bad in bad_actions:
        try:
            aec.step(bad)
            raise AssertionError("action %r accepted" % (bad,))
        except (TypeError, hunters.OutOfRange):
            assert aec.agent_selection == agent and aec.game.hash == before
    _refused([lambda: aec.observe("player_7")], ValueError, "player_7", "an unknown agent observed")
    aec.close()
    _refused([lambda: aec.step(0), lambda: aec.observe("player_0")], hunters.ClosedError, "",
             "a closed AEC env used")

    game = hunters.Game(seed=2)
    enc = ml.Encoding(game)
    planes, _ = enc.observe(game, np.int32(0))  # numpy integers, e.g. Observation.players[i]
    # numpy's bools are bools, refused as Python's are: np.True_ was taken as 1 (a 1-player game,
    # player 1's view, seed 1, action 1)
    _refused([lambda: enc.observe(game, np.True_), lambda: enc.move_of_action(np.True_),  # type: ignore[arg-type]
              lambda: hunters.Game(players=np.True_), lambda: ml.game_seed(np.True_, 0),  # type: ignore[arg-type]
              lambda: ml.SingleAgentEnv(seat=np.True_),  # type: ignore[arg-type]
              lambda: ml.VectorEnv(num_envs=1, seed=np.False_)],  # type: ignore[arg-type]
             TypeError, "must be an integer, not bool", "a numpy bool taken for an integer")
    assert planes[ml.PLANE_NAMES.index("occupied")].sum() == 1
    _refused([lambda: enc.action_of_move(1.5), lambda: enc.action_of_move(True)],  # type: ignore[arg-type]
             TypeError, "", "a float or a bool taken for a move")
    _refused([lambda: enc.action_of_move(0)], ValueError, "not a placement", "move 0 accepted")
    _refused([lambda: ml.chance(None),  # type: ignore[arg-type]
              lambda: enc.legal_mask(None),  # type: ignore[arg-type]
              lambda: enc.truncated(None)],  # type: ignore[arg-type]
             TypeError, "hunters.Game", "None taken for a game")
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "tiles-2002.txt")
    with open(path, encoding="utf-8") as source:
        other = hunters.TileSet.from_string(source.read().replace("\ntile L1 2 ", "\ntile L1 3 "))  # a copy more
    stranger = hunters.Game(tileset=other)
    _refused([lambda: enc.legal_mask(stranger), lambda: enc.truncated(stranger), lambda: enc.observe(stranger, 0)],
             ValueError, "tile set", "a game of another tile set accepted")
    _refused([lambda: ml.VectorEnv(num_envs=1, seed=-1)], ValueError, "not -1", "seed -1 accepted")
    # a bad window is refused before any game is made: it was refused by the
    # Encoding, after all B games (20 KB each: 20 GB for a million)
    made: List[int] = []
    make = ml.VectorEnv._new_game

    def counted(self: ml.VectorEnv, index: int, state: int) -> hunters.Game:
        made.append(index)
        return make(self, index, state)

    setattr(ml.VectorEnv, "_new_game", counted)
    try:
        _refused([lambda: ml.VectorEnv(num_envs=3, window=8)], ValueError, "window", "window 8 accepted")
        assert made == [], "%d games made before window 8 was refused" % len(made)
        # a num_envs past what C can name (int32_t failed) is refused before any
        # game: it failed inside numpy (ValueError 'Maximum allowed dimension
        # exceeded', MemoryError for 738 GiB at 2^31)
        for with_views in (False, True):
            for huge in (2 ** 31, 2 ** 64, 2 ** 70):
                _refused([lambda: ml.VectorEnv(num_envs=huge, views=with_views)], hunters.InvalidArgument,
                         "num_envs must be 1 to 2147483647, not %d" % huge, "num_envs %d accepted" % huge)
        assert made == [], made
        # a num_envs past the machine's memory, refused after the first game
        # (which measures one) and before the arrays and the other games,
        # the first closed: 10^7 games (window 3) tried for 200 GB of games
        firsts: List[hunters.Game] = []

        def bounded(self: ml.VectorEnv, index: int, state: int) -> hunters.Game:
            assert len(made) < 10, "games made one by one for num_envs = 10^8"
            firsts.append(counted(self, index, state))
            return firsts[-1]

        setattr(ml.VectorEnv, "_new_game", bounded)
        if ml._memory_bytes() is not None:
            for with_views in (False, True):
                _refused([lambda: ml.VectorEnv(num_envs=10 ** 8, window=3, views=with_views)], hunters.InvalidArgument,
                         "more than this machine's memory", "num_envs 10^8 accepted")
            assert made == [0, 0] and all(game.closed for game in firsts), (made, firsts)
    finally:
        setattr(ml.VectorEnv, "_new_game", make)

    # plain steps: a finished game shows the view of the player who moved last, as with views
    plain, views = ml.VectorEnv(num_envs=4, seed=9), ml.VectorEnv(num_envs=4, seed=9, views=True)
    plain.reset()
    views.reset()
    rng = np.random.default_rng(1)
    finished = 0
    while finished < 4:
        actions = views.random_actions(rng)
        a, b = plain.step(actions), views.step(actions)
        assert np.array_equal(a.observers, b.observers) and np.array_equal(a.done, b.done)
        finished = int(np.count_nonzero(a.done))
    # a finished game put in a slot: observers names the view the planes show (the plain
    # env kept the slot's last observer, the other player, while C wrote the game's player's view)
    ended = hunters.Game(players=2, seed=4)
    ended.play_random(1)
    assert ended.over
    for vector in (plain, views):
        vector.reset()
        while int(vector.observers[0]) == ended.current_player:  # (so that a kept observer is the wrong one)
            vector.step(np.array([int(np.flatnonzero(vector.masks[0])[0]), -1, -1, -1]))
        vector.games[0] = ended.clone()
        seen = vector.step(np.full(4, -1))
        observer = int(seen.observers[0])
        assert seen.done[0] == 1 and observer == ended.current_player, (vector.views, observer)
        shown = seen.planes[0, observer] if vector.views else seen.planes[0]
        assert np.array_equal(shown, vector.encoding.observe(vector.games[0], observer)[0])
    plain.close()
    views.close()


def test_vector_env_refused_reset_changes_nothing() -> None:
    # a reset that fails making its games (once, a seed past 2^64 - 1; now
    # every seed is valid, so the third new game fails here by hand) is
    # refused before any game goes: it closed the first games, then failed
    for views in (False, True):
        env = ml.VectorEnv(4, seed=2 ** 64 - 1, views=views, window=9)
        games = list(env.games)
        made = env._games_made
        make = env._new_game
        calls = [0]

        def failing(index: int, state: int) -> hunters.Game:
            calls[0] += 1
            if calls[0] % 3 == 0:
                raise MemoryError("the third new game")
            return make(index, state)

        setattr(env, "_new_game", failing)

        def reset_all_done() -> object:
            env.done.fill(1)
            return env.reset_done()

        resets: List[Callable[[], object]] = [env.reset, reset_all_done, lambda: env.reset(seed=5)]
        for reset in resets:
            calls[0] = 0
            try:
                reset()
            except MemoryError:
                pass
            else:
                raise AssertionError("a failed game made accepted")
            assert env.games == games and not any(game.closed for game in games) and env._games_made == made
            assert env._seed == 2 ** 64 - 1
        setattr(env, "_new_game", make)
        # env.games one short: refused before a game is made (the resets replaced
        # the slots there were, counted every game made, then failed on the last)
        taken = env.games.pop()
        for reset in resets:
            _refused([reset], hunters.InvalidArgument, "must hold 4 games, not 3", "a reset of 3 games in 4 slots")
            assert env.games == games[:3] and not any(game.closed for game in games) and env._games_made == made
            assert env._seed == 2 ** 64 - 1
        env.games.append(taken)
        env.done.fill(0)
        env.step(np.full(4, -1))  # the env plays on
        env.close()


def test_vector_env_resets_take_games_of_any_sequence() -> None:
    # env.games replaced by a tuple (steps read any sequence of num_envs
    # games): reset() and reset_done() replace its games as in a list, and
    # store a list there. reset() closed slot 0's game, then failed with
    # "'tuple' object does not support item assignment": a refused call
    # that had changed something (a closed game in a slot)
    for views in (False, True):
        env = ml.VectorEnv(3, seed=1, views=views, window=9)
        env.step(np.full(3, -1))
        old = list(env.games)
        setattr(env, "games", tuple(old))
        env.step(np.full(3, -1))  # (a step reads the tuple)
        env.reset()
        assert isinstance(env.games, list) and len(env.games) == 3
        assert all(game.closed for game in old) and not any(game.closed or game in old for game in env.games)
        kept = list(env.games)
        setattr(env, "games", tuple(kept))
        env.done[:] = (1, 0, 0)
        env.reset_done()
        assert isinstance(env.games, list) and env.games[1:] == kept[1:] and kept[0].closed
        assert not env.games[0].closed and env.games[0] is not kept[0]
        env.step(env.random_actions(np.random.default_rng(1)))  # the env plays on
        env.close()


def _raises(kind: "type[BaseException]", call: Callable[[], object]) -> None:
    try:
        call()
    except kind:
        return
    raise AssertionError("%s not raised" % kind.__name__)


def test_a_layout_of_another_enum_is_refused() -> None:
    # the defect: an IntEnum equals its value, so layout=Piece.MEMBER (1)
    # made a cells_first encoding, and BotKind.RANDOM one of an env; now
    # InvalidArgument naming the member, as errors.choice() refuses one.
    # MlLayout's own members, ints and names are taken as before.
    game = hunters.Game(seed=1)
    for wrong in (hunters.Piece.MEMBER, hunters.BotKind.RANDOM, hunters.DrawMode.ENGINE):
        calls: List[Callable[[], object]] = [lambda: ml.Encoding(game, window=7, layout=cast(Any, wrong)),
                                             lambda: ml.VectorEnv(num_envs=1, window=7, layout=cast(Any, wrong)),
                                             lambda: ml.AECEnv(window=7, layout=cast(Any, wrong))]
        for call in calls:
            try:
                call()
            except hunters.InvalidArgument as refused:
                assert "a member of another enum" in str(refused), refused
            else:
                raise AssertionError("layout=%r taken" % wrong)
    layouts: List[Tuple[Any, str]] = [(hunters.MlLayout.CELLS_FIRST, "cells_first"), (0, "planes_first"),
                                      ("cells_first", "cells_first")]
    for layout, name in layouts:
        enc = ml.Encoding(game, window=7, layout=layout)
        assert enc.layout == name, (layout, enc.layout)
        enc.close()
    game.close()


def test_vector_env_arrays_encoding_and_sizes_cannot_be_replaced() -> None:
    # the defect: they were plain attributes, and C's steps write the arrays
    # made with the env by address, sized by its encoding and count: an
    # env.encoding of a larger window made the next step write past the
    # arrays (a crash), an array replaced was freed under the step, and a
    # smaller num_envs left the addresses of freed games in the batch
    import weakref
    for views in (False, True):
        env = ml.VectorEnv(num_envs=3, window=15, views=views)
        env.reset()
        other = ml.Encoding(env.games[0], window=255)
        planes = weakref.ref(env.planes)
        for name in ("num_envs", "players", "views", "autoreset", "encoding", "planes", "globals", "masks",
                     "player_rewards", "rewards", "done", "to_act", "observers", "legal", "legal_counts"):
            before = getattr(env, name)
            _raises(AttributeError, lambda: setattr(env, name, other if name == "encoding" else np.zeros(1)))
            _raises(AttributeError, lambda: delattr(env, name))
            assert getattr(env, name) is before, name
        assert planes() is env.planes
        env.done += 0  # (in place: the same array set again)
        if views:  # (what the next step reads is read-only: the in-place write is refused, nothing set)
            _raises(ValueError, lambda: env.__setattr__("planes", env.planes.__iadd__(0)))
        else:
            env.planes += 0
        obs = env.step(env.random_actions(np.random.default_rng(1)))  # the env plays on
        assert obs.planes is env.planes and env.encoding.window == 15 and env.num_envs == 3
        env.games = list(env.games)  # (the games stay the caller's to change)
        env.close()
        other.close()


def test_encoding_sizes_cannot_be_reassigned() -> None:
    # the defect: window, action_count (and the other sizes) were plain
    # attributes: enc.window = 15 on an encoding of 39 changed nothing C
    # does, but told the user a wrong size (and new_planes() made planes of it)
    game = hunters.Game(seed=1)
    enc = ml.Encoding(game, window=39)
    fixed: Dict[str, Any] = {"window": 39, "action_count": enc.action_count, "global_size": enc.global_size,
                             "planes_shape": (ml.PLANES, 39, 39), "observation_shapes": enc.observation_shapes}
    for name, value in fixed.items():
        _refused([lambda: setattr(enc, name, 15), lambda: delattr(enc, name)], AttributeError,
                 "Encoding.%s is fixed when the encoding is made" % name, "Encoding.%s reassigned" % name)
        assert getattr(enc, name) == value, name
    enc.window = 39  # (the same object again passes, as for VectorEnv's: enc.window += 0)
    enc.observation_shapes["action_mask"] = (1,)  # (a copy each time: the encoding's stays)
    assert enc.observation_shapes == fixed["observation_shapes"] != {**fixed["observation_shapes"],
                                                                      "action_mask": (1,)}
    enc.__dict__["window"] = 15  # (around the attribute: what enc reads is unchanged)
    assert enc.window == 39 and enc.new_planes().shape == (ml.PLANES, 39, 39)
    assert enc.legal_mask(game).shape == (enc.action_count,)
    enc.close()
    unmade = ml.Encoding.__new__(ml.Encoding)  # (an encoding not made: ClosedError, an AttributeError)
    _raises(hunters.ClosedError, lambda: unmade.window)
    assert getattr(unmade, "action_count", None) is None


def test_a_fixed_size_takes_an_equal_integer_of_another_object() -> None:
    # the defect: only the same object passed, so an equal int of another
    # object (enc.action_count += 0: a new int above 256), an IntEnum or a
    # numpy integer raised "is fixed" although it changes nothing. Strict as
    # the binding's integer arguments: a bool, a float or a str of the
    # value, or another value, is still refused; a bool attribute takes bools
    import enum
    game = hunters.Game(seed=1)
    enc = ml.Encoding(game, window=39)
    env = ml.VectorEnv(num_envs=3, window=15)
    count = enc.action_count
    assert count > 256  # (beyond CPython's cached small ints: count + 0 is another object)
    enc.action_count += 0
    enc.action_count = int(str(count))
    enc.action_count = np.int64(count)
    Sizes = enum.IntEnum("Sizes", {"WINDOW": 39, "ONE": 1})
    enc.window = Sizes.WINDOW
    env.num_envs = np.int32(3)
    assert enc.action_count == count and enc.window == 39 and env.num_envs == 3
    assert type(enc.window) is int and type(env.num_envs) is int  # (nothing stored: the fixed value stays)
    for target, name, value in ((enc, "action_count", count + 1), (enc, "action_count", float(count)),
                                (enc, "action_count", str(count)), (enc, "window", np.float64(39)),
                                (env, "players", True if env.players == 1 else env.players + 1),
                                (env, "autoreset", 1 if env.autoreset else 0),
                                (env, "autoreset", np.bool_(env.autoreset))):
        _raises(AttributeError, lambda: setattr(target, name, value))
    one = ml.VectorEnv(num_envs=1, window=15)
    for value in (True, np.bool_(True), Sizes.ONE + 0.0):
        _raises(AttributeError, lambda: setattr(one, "num_envs", value))
    one.num_envs = Sizes.ONE
    assert enc.new_planes().shape == (ml.PLANES, 39, 39)
    env.close()
    one.close()
    enc.close()


def test_a_count_given_as_a_numpy_integer_or_int_enum_is_kept_an_int() -> None:
    # the defect: VectorEnv kept players as given, so players=np.int32(2)
    # (or an IntEnum) made env.players a numpy integer, not the int count
    # doc/ml.md says, and the fixed count refused an equal integer (even
    # env.players += 0: only an int fixed value takes one)
    import enum
    Counts = enum.IntEnum("Counts", {"TWO": 2, "THREE": 3})
    given: List[Tuple[Any, int]] = [(np.int32(2), 2), (np.int64(3), 3), (Counts.TWO, 2), (Counts.THREE, 3)]
    for players, count in given:
        with ml.VectorEnv(num_envs=cast(int, np.int64(2)), players=players, window=15) as env:
            assert type(env.players) is int and env.players == count
            assert type(env.num_envs) is int and env.num_envs == 2
            env.players += 0
            env.players = count
            env.players = cast(int, np.int8(count))
            _raises(AttributeError, lambda: setattr(env, "players", count + 1))
            assert env.reset().planes.shape == (2, ml.PLANES, 15, 15)


def test_single_agent_env_bot_settings_are_fixed() -> None:
    # the defect: seat, opponent and bot_iterations were plain attributes,
    # checked only when the env was made: env.opponent = "clever" failed in
    # the next step after the seat's action was played (the step after it
    # then played the seat's action for the bot), and env.seat = 5 had the
    # bot play every seat to the end of the game before an error
    env = ml.SingleAgentEnv(players=2, seat=0, opponent="random", seed=3)
    obs, _ = env.reset()
    before = env.game.hash
    changes: List[Tuple[str, Any]] = [("opponent", "clever"), ("opponent", hunters.BotKind.MCTS),
                                      ("bot_iterations", -5), ("bot_iterations", 10), ("seat", 5), ("seat", 1)]
    for name, value in changes:
        _refused([lambda: setattr(env, name, value), lambda: delattr(env, name)], AttributeError,
                 "SingleAgentEnv.%s is fixed when the env is made" % name, "env.%s = %r accepted" % (name, value))
    env.seat = 0  # (the same value passes, changing nothing: env.seat += 0)
    env.opponent = hunters.BotKind.RANDOM
    env.bot_iterations = 200
    env.__dict__["seat"] = 1  # (around the attribute: step() reads the fixed one)
    assert (env.seat, env.opponent, env.bot_iterations) == (0, hunters.BotKind.RANDOM, 200)
    assert env.game.hash == before
    _, _, terminated, truncated, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.game.current_player == 0 or terminated or truncated  # the bot played seat 1, as made
    env.close()


def test_single_agent_env_bot_iterations_given_as_a_numpy_integer_is_kept_an_int() -> None:
    # the defect: bot_iterations was kept as given, so np.int64(200) (or an
    # IntEnum) made env.bot_iterations a numpy integer, and the fixed value
    # refused an equal integer, even env.bot_iterations += 0 (only an int
    # fixed value takes one), as players was before (the test above)
    import enum
    Budget = enum.IntEnum("Budget", {"SMALL": 150})
    for given, count in [(np.int64(200), 200), (np.int32(7), 7), (Budget.SMALL, 150)]:
        env = ml.SingleAgentEnv(players=2, opponent="mcts", bot_iterations=cast(int, given))
        assert type(env.bot_iterations) is int and env.bot_iterations == count
        env.bot_iterations += 0
        env.bot_iterations = count
        env.bot_iterations = cast(int, np.int16(count))
        _raises(AttributeError, lambda: setattr(env, "bot_iterations", count + 1))
        env.close()


def test_single_agent_env_opponent_set_to_its_own_kind_by_another_spelling_passes() -> None:
    # the defect: the env takes its opponent as a BotKind, its value or its
    # name in any case (choice()), but the fixed opponent passed only the
    # BotKind itself: env.opponent = "random" of an env made with
    # opponent="random" was refused as "fixed", as if it were another bot
    env = ml.SingleAgentEnv(players=2, opponent="random")
    for same in ("random", "RANDOM", 1, hunters.BotKind.RANDOM):
        env.opponent = cast(hunters.BotKind, same)
        assert env.opponent is hunters.BotKind.RANDOM
    for other in ("greedy", 2, hunters.BotKind.MCTS, "clever", True, 1.0, None):
        _refused([lambda: setattr(env, "opponent", other)], AttributeError,
                 "SingleAgentEnv.opponent is fixed when the env is made", "env.opponent = %r accepted" % (other,))
    env.close()


def test_single_agent_env_is_made_once() -> None:
    # the defect: a second env.__init__(seat=1, opponent="greedy") ran,
    # changing the seat and opponent fixed when the env was made (and
    # leaving its first VectorEnv to the garbage collector), where a
    # VectorEnv, an Encoding and a Game refuse a second __init__
    env = ml.SingleAgentEnv(players=2, seat=0, opponent="random", seed=3)
    observation, _ = env.reset()
    inner, before = env._env, env.game.hash
    _refused([lambda: env.__init__(players=2, seat=1, opponent="greedy")], hunters.InvalidArgument,  # type: ignore[misc]
             "a SingleAgentEnv is made once", "a second __init__ ran")
    assert (env.seat, env.opponent, env._env, env.game.hash) == (0, hunters.BotKind.RANDOM, inner, before)
    env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    env.close()


def test_aec_env_is_made_once() -> None:
    # the defect (h73g's review): a second env.__init__(players=3) replaced
    # the env's VectorEnv, its agents and seats, leaving the first VectorEnv
    # open, where the other envs and an Encoding refuse a second __init__
    env = ml.AECEnv(players=2, seed=3)
    env.reset()
    inner, before = env._env, env.game.hash
    _refused([lambda: env.__init__(players=3)], hunters.InvalidArgument,  # type: ignore[misc]
             "an AECEnv is made once", "a second __init__ ran")
    assert (env._env, env.game.hash, env.possible_agents) == (inner, before, ["player_0", "player_1"])
    env.close()


def test_vector_env_arrays_kept_around_setattr_and_dict() -> None:
    # the defect: __setattr__ refused a new array, but object.__setattr__()
    # and env.__dict__ went around it: the env dropped its own array, which
    # was freed while C's steps still wrote it (use after free), and a larger
    # encoding put in gave actions of another window. C sees only what the
    # env made: each step must give what an untouched twin env gives
    import gc
    for views in (False, True):
        env = ml.VectorEnv(num_envs=4, window=15, views=views, seed=3)
        twin = ml.VectorEnv(num_envs=4, window=15, views=views, seed=3)
        other = ml.Encoding(env.games[0], window=255)
        for name in ("encoding", "planes", "globals", "masks", "player_rewards", "rewards", "done", "to_act",
                     "observers", "legal", "legal_counts", "num_envs", "players", "views", "autoreset"):
            value: Any = other if name == "encoding" else 7 if name == "num_envs" else np.zeros(1 << 16)
            try:
                object.__setattr__(env, name, value)
            except AttributeError:
                pass
            env.__dict__[name] = value
            assert getattr(env, name) is not value, name
        del value
        gc.collect()
        rng = np.random.default_rng(5)
        env.reset(), twin.reset()
        for _ in range(60):
            actions = twin.random_actions(rng)
            obs, want = env.step(actions), twin.step(actions)
            assert obs.planes is env.planes and env.encoding.window == 15
            for name in ("planes", "globals", "masks", "rewards", "done", "players"):
                assert np.array_equal(getattr(obs, name), getattr(want, name)), name
            assert np.array_equal(env.random_actions(np.random.default_rng(1)),
                                  twin.random_actions(np.random.default_rng(1)))
            if want.done.any():
                env.reset_done(), twin.reset_done()
        env.close()
        twin.close()
        other.close()


def test_vector_env_of_a_games_tile_set_outlives_that_game() -> None:
    # the defect: a plain env's reset_done() compared each kept game's set
    # with the TileSet the env was given; a game's set (Game.tileset) is
    # closed with its game, and a closed set equals no other, so once that
    # game was closed every reset_done() refused: "a game of another tile set"
    text = hunters.TileSet.default().describe()
    for views in (False, True):
        owner = hunters.Game(seed=1, tileset=hunters.TileSet.from_string(text))
        env = ml.VectorEnv(num_envs=2, window=31, tileset=owner.tileset, views=views)
        owner.close()
        env.reset()
        rng = np.random.default_rng(0)
        resets = 0
        while resets < 2:
            env.step(env.random_actions(rng))
            if env.done.any():
                env.reset_done()
                resets += 1
        assert not env.done.any()
        other = hunters.Game(seed=2, tileset=hunters.TileSet.from_string(text.replace("tile ", "tile X", 1)))
        env.games[0] = other  # still refused: a set of other contents
        _raises(hunters.InvalidArgument, lambda: env.step([-1, -1]))
        env.close()
        other.close()


def test_an_encoding_and_a_vector_env_are_made_once() -> None:
    # the defect: env.encoding.__init__(game, window=255) gave the env's
    # encoding a new handle of a larger window, and the next step wrote its
    # planes past the arrays sized for the old one (a crash); a second
    # VectorEnv.__init__ reopened a closed env half made. Both refuse now,
    # as Game's does, and change nothing
    for views in (False, True):
        env = ml.VectorEnv(num_envs=2, window=15, views=views)
        env.reset()
        handle = env.encoding.handle()
        _raises(hunters.InvalidArgument, lambda: ml.Encoding.__init__(env.encoding, env.games[0], window=255))
        assert env.encoding.handle() == handle and env.encoding.window == 15
        games = list(env.games)
        _raises(hunters.InvalidArgument, lambda: ml.VectorEnv.__init__(env, num_envs=2, window=15, views=views))
        assert env.games == games and env.planes.shape[-1] == 15
        env.step([-1, -1])  # the env plays on
        env.close()
        _raises(hunters.InvalidArgument, lambda: ml.VectorEnv.__init__(env, num_envs=2, window=15, views=views))
        _raises(hunters.ClosedError, lambda: env.step([-1, -1]))  # still closed


def test_an_encoding_and_a_vector_env_refused_may_be_made_again() -> None:
    # the defect: both set their made-once marker before every argument
    # was checked, so after an __init__ that raised (a bad window, layout,
    # num_envs...), __init__ again on the same object was refused as a
    # second one. An __init__ that raised leaves a closed object, which a
    # later __init__ makes
    game = hunters.Game(seed=1)
    enc = ml.Encoding.__new__(ml.Encoding)
    refused: List[Any] = [(hunters.InvalidArgument, lambda: ml.Encoding.__init__(enc, game, window=4)),
                          (hunters.InvalidArgument, lambda: ml.Encoding.__init__(enc, game, window=15, layout="nope")),
                          (TypeError, lambda: ml.Encoding.__init__(enc, cast(Any, None), window=15))]
    for kind, bad in refused:
        _raises(kind, bad)
        _raises(hunters.ClosedError, enc.handle)
        _raises(hunters.ClosedError, lambda: enc.legal_mask(game))
    ml.Encoding.__init__(enc, game, window=15)
    assert enc.window == 15 and enc.legal_mask(game).sum() > 0
    _raises(hunters.InvalidArgument, lambda: ml.Encoding.__init__(enc, game, window=15))  # made once: refused
    enc.close()
    for views in (False, True):
        env = ml.VectorEnv.__new__(ml.VectorEnv)
        for bad in (lambda: ml.VectorEnv.__init__(env, num_envs=2, window=4, views=views),
                    lambda: ml.VectorEnv.__init__(env, num_envs=0, window=15, views=views),
                    lambda: ml.VectorEnv.__init__(env, num_envs=2, window=15, views=views, rewards="nope"),
                    lambda: ml.VectorEnv.__init__(env, num_envs=2, window=15, views=views, layout="nope"),
                    lambda: ml.VectorEnv.__init__(env, num_envs=2, players=0, window=15, views=views)):
            _raises(hunters.HuntersError, bad)
            _raises(hunters.ClosedError, lambda: env.step([-1, -1]))
            _raises(hunters.ClosedError, env.reset)
            env.close()  # (closed already: nothing to do)
        ml.VectorEnv.__init__(env, num_envs=2, window=15, views=views, seed=4)
        twin = ml.VectorEnv(num_envs=2, window=15, views=views, seed=4)
        assert np.array_equal(env.reset().planes, twin.reset().planes) and env.planes.shape[-1] == 15
        _raises(hunters.InvalidArgument, lambda: ml.VectorEnv.__init__(env, num_envs=2, window=15, views=views))
        env.close()
        twin.close()


def test_an_ml_method_called_on_an_object_of_another_class_never_reaches_c() -> None:
    # the defect: a method called through its class on an object of another
    # class, ml.Encoding.action_of_move(game, "pass") or
    # ml.Encoding.truncated(game, game), read that object's handle (a Game
    # and a TileSet keep theirs as _handle too) and gave it to C as an
    # encoding's: C read a game as a hunters_ml (16; "a game of another
    # tile set"). Encoding.close(game) closed the game,
    # AECEnv.close(single_agent_env) the other env, Encoding.__init__(tileset,
    # game) put an encoding's handle in the set (whose describe() C then
    # read as garbage), AECEnv.__init__(single_agent_env) replaced that
    # env's own VectorEnv; the rest raised
    # AttributeError of some private attribute. Now TypeError, before C,
    # every object unchanged, as Game's and TileSet's methods
    # (test_hunters.py). (In a child process: C reading a game as an
    # encoding may crash it.)
    script = """if True:
        import hunters, hunters.ml as ml
        tileset, game = hunters.TileSet.from_string(hunters.TileSet.default().describe()), hunters.Game(seed=3)
        enc, venv = ml.Encoding(game), ml.VectorEnv(num_envs=2, seed=1)
        aec, single = ml.AECEnv(seed=1), ml.SingleAgentEnv(seed=1)
        aec.reset()
        single.reset()
        def states():
            return [game.save(), tileset.describe(), enc.action_of_move("pass"), [g.save() for g in venv.games],
                    aec.game.save(), aec.agent_selection, single.game.save(), vars(aec)["_env"], vars(single)["_env"],
                    sorted(getattr(tileset, "__dict__", {}))]
        before = states()
        E, V, A, S = ml.Encoding, ml.VectorEnv, ml.AECEnv, ml.SingleAgentEnv
        calls = {
            E: [lambda s: E.action_of_move(s, "pass"), lambda s: E.move_of_action(s, 0),
                lambda s: E.legal_mask(s, game), lambda s: E.truncated(s, game), lambda s: E.observe(s, game, 0),
                lambda s: E.new_planes(s), lambda s: E.handle(s), lambda s: E.close(s),
                lambda s: E.layout.fget(s), lambda s: E.observation_shapes.fget(s), lambda s: E.__init__(s, game)],
            V: [lambda s: V.step(s, [-1, -1]), lambda s: V.reset(s), lambda s: V.reset_done(s),
                lambda s: V.close(s), lambda s: V.random_actions(s, 0), lambda s: V.single_action_space.fget(s),
                lambda s: V.single_observation_space.fget(s), lambda s: V.__enter__(s),
                lambda s: V.__exit__(s, None, None, None), lambda s: V.__init__(s, 1)],
            A: [lambda s: A.reset(s), lambda s: A.observe(s, "player_0"), lambda s: A.last(s),
                lambda s: next(A.agent_iter(s)), lambda s: A.step(s, 0), lambda s: A.close(s),
                lambda s: A.action_space(s, "player_0"), lambda s: A.observation_space(s, "player_0"),
                lambda s: A.game.fget(s), lambda s: A.possible_agents.fget(s), lambda s: A.num_agents.fget(s),
                lambda s: A.max_num_agents.fget(s), lambda s: A.__init__(s)],
            S: [lambda s: S.reset(s), lambda s: S.step(s, 0), lambda s: S.close(s), lambda s: S.game.fget(s),
                lambda s: S.observation_space.fget(s), lambda s: S.__init__(s)]}
        refused = 0
        for cls, listed in calls.items():
            for wrong in (tileset, game, enc, venv, aec, single, object()):
                if isinstance(wrong, cls):
                    continue
                for call in listed:
                    try:
                        call(wrong)
                    except TypeError as error:
                        assert "needs a" in str(error), (cls.__name__, type(wrong).__name__, str(error))
                        refused += 1
                    else:
                        raise AssertionError("%s's method took a %s" % (cls.__name__, type(wrong).__name__))
        assert states() == before
        venv.step([-1, -1])  # (none closed)
        print(refused)
    """
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.returncode == 0, (result.returncode, result.stderr[-2000:])
    assert result.stdout.strip() == str(6 * (11 + 10 + 13 + 6)), result.stdout


def test_an_encoding_and_a_vector_env_not_made_are_closed() -> None:
    # the defect: of Encoding.__new__(Encoding) or VectorEnv.__new__(VectorEnv)
    # (no __init__, as a subclass's object before it calls the base's), or
    # one whose __init__ raised, the methods raised AttributeError; they
    # raise ClosedError now, as a Game's then, and repr, == and hash work
    game = hunters.Game(seed=2)
    enc = ml.Encoding.__new__(ml.Encoding)
    failed = ml.Encoding.__new__(ml.Encoding)
    _raises(hunters.InvalidArgument, lambda: ml.Encoding.__init__(failed, game, window=4))
    for e in (enc, failed):
        assert "Encoding" in repr(e) and e == e and e != ml.Encoding.__new__(ml.Encoding) and isinstance(hash(e), int)
        calls: List[Callable[[], object]] = [
            e.handle, lambda: e.action_of_move(0), lambda: e.move_of_action(0), lambda: e.legal_mask(game),
            lambda: e.truncated(game), lambda: e.observe(game, 0), e.new_planes, lambda: e.layout,
            lambda: e.window, lambda: e.action_count]
        for call in calls:
            _raises(hunters.ClosedError, call)
        assert not hasattr(e, "window") and getattr(e, "action_count", None) is None
        _raises(AttributeError, lambda: getattr(e, "__array__"))
        e.close()  # (nothing to free)
    made = ml.Encoding(game, window=15)
    _raises(AttributeError, lambda: getattr(made, "no_such_name"))  # (a made one's missing name: no ClosedError)
    assert not isinstance(cast(Any, _caught(lambda: getattr(made, "no_such_name"))), hunters.ClosedError)
    made.close()
    env = ml.VectorEnv.__new__(ml.VectorEnv)
    assert "VectorEnv" in repr(env) and env == env and isinstance(hash(env), int)
    env_calls: List[Callable[[], object]] = [
        lambda: env.step([-1]), env.reset, env.reset_done, lambda: env.random_actions(np.random.default_rng(1)),
        lambda: env.planes, lambda: env.encoding, lambda: env.num_envs]
    for call in env_calls:
        _raises(hunters.ClosedError, call)
    _raises(AttributeError, lambda: setattr(env, "planes", np.zeros(1)))
    env.close()  # (nothing to free)
    with env:
        pass


def test_a_single_agent_or_aec_env_not_made_says_so() -> None:
    # the defect: of a SingleAgentEnv not made (SingleAgentEnv.__new__, a
    # subclass whose __init__ does not call super().__init__(), or one whose
    # __init__ raised), env.seat raised "no attribute '_seat'" (and
    # opponent, bot_iterations, game, step() and close() a private name
    # alike), AECEnv's "no attribute '_env'". Now a ClosedError (an
    # AttributeError still) saying it is not initialised, as VectorEnv's and
    # Encoding's, and close() does nothing
    class Forgetful(ml.SingleAgentEnv):
        def __init__(self) -> None:
            self.mine = 1

    failed = ml.SingleAgentEnv.__new__(ml.SingleAgentEnv)
    _raises(hunters.InvalidArgument, lambda: ml.SingleAgentEnv.__init__(failed, window=4))
    for env in (ml.SingleAgentEnv.__new__(ml.SingleAgentEnv), Forgetful(), failed):
        calls: List[Callable[[], object]] = [
            lambda: env.game, lambda: env.action_space, lambda: env.observation_shapes, env.reset, lambda: env.step(0)]
        if env is not failed:  # (its seat and bot were checked and kept before the window was refused)
            calls += [lambda: env.seat, lambda: env.opponent, lambda: env.bot_iterations]
        for call in calls:
            error = _caught(call)
            assert isinstance(error, hunters.ClosedError) and isinstance(error, AttributeError), repr(error)
            assert "%s is not initialised" % type(env).__name__ in str(error), str(error)
            assert "_seat" not in str(error) and "_env" not in str(error), str(error)
        assert getattr(env, "action_space", None) is None and not hasattr(env, "game")
        _raises(AttributeError, lambda: setattr(env, "seat", 1))
        env.close()  # (nothing to free)
    ml.SingleAgentEnv.__init__(failed, window=15, seed=3)  # (refused, it may be made again)
    assert failed.seat == 0 and failed.reset()[0]["observation"].shape[-1] == 15
    _raises(AttributeError, lambda: getattr(failed, "no_such_name"))
    assert not isinstance(_caught(lambda: getattr(failed, "no_such_name")), hunters.ClosedError)
    failed.close()
    aec = ml.AECEnv.__new__(ml.AECEnv)
    aec_calls: List[Callable[[], object]] = [lambda: aec.possible_agents, lambda: aec.game, lambda: aec.agents,
                                             aec.reset, lambda: aec.observe("player_0"), lambda: aec.step(0)]
    for aec_call in aec_calls:
        error = _caught(aec_call)
        assert isinstance(error, hunters.ClosedError) and "AECEnv is not initialised" in str(error), repr(error)
    aec.close()  # (nothing to free)


def test_a_space_not_made_says_so() -> None:
    # the defect: of a Discrete or Box not made (__new__ alone, or an
    # __init__ that raised), repr(), sample(), contains() and its fields
    # raised "no attribute 'n'" or "'_rng'" (a private name); now a
    # ClosedError (an AttributeError still) saying it is not initialised, as
    # the envs' and Encoding's
    failed = ml.Discrete.__new__(ml.Discrete)
    _raises(hunters.InvalidArgument, lambda: ml.Discrete.__init__(failed, 0))
    box = ml.Box.__new__(ml.Box)
    _raises(TypeError, lambda: ml.Box.__init__(box, 0, 1, (2,), "no such dtype"))
    for space in (ml.Discrete.__new__(ml.Discrete), failed):
        space_calls: List[Callable[[], object]] = [lambda: space.n, lambda: repr(space), space.sample,
                                                   lambda: space.contains(1), lambda: 1 in space]
        for call in space_calls:
            error = _caught(call)
            assert isinstance(error, hunters.ClosedError) and isinstance(error, AttributeError), repr(error)
            assert "Discrete is not initialised" in str(error) and "_rng" not in str(error), str(error)
    for box_call in (lambda: box.shape, lambda: repr(box), lambda: box.contains(np.zeros(2))):
        error = _caught(box_call)
        assert isinstance(error, hunters.ClosedError) and "Box is not initialised" in str(error), repr(error)
    assert getattr(box, "low", None) is None and not hasattr(failed, "n")
    made = ml.Discrete(3)
    assert not isinstance(_caught(lambda: getattr(made, "no_such_name")), hunters.ClosedError)
    assert not isinstance(_caught(lambda: getattr(ml.Box(0, 1, (2,), np.uint8), "no_such_name")), hunters.ClosedError)
    assert copy.deepcopy(made).n == 3 and pickle.loads(pickle.dumps(ml.Box(0, 1, (2,), np.uint8))).shape == (2,)


def test_an_aec_or_single_agent_env_closed_says_the_env_is_closed() -> None:
    # the defect: after close(), AECEnv's last() and observe() raised "the
    # encoding is closed" (one the user never made), SingleAgentEnv's step()
    # "the game is closed", and AECEnv's agent_iter() went on naming the
    # last agent to act; each now raises ClosedError "the env is closed"
    aec = ml.AECEnv(window=15, seed=1)
    aec.reset()
    agents = aec.agent_iter()
    assert next(agents) == aec.agent_selection
    aec.close()
    single = ml.SingleAgentEnv(window=15, seed=1, opponent="random")
    single.reset()
    single.close()
    calls: List[Callable[[], object]] = [aec.last, lambda: aec.observe("player_0"), lambda: aec.step(0),
                                         lambda: next(agents), lambda: list(aec.agent_iter()), aec.reset,
                                         lambda: single.step(0), single.reset]
    for call in calls:
        error = _caught(call)
        assert isinstance(error, hunters.ClosedError) and str(error) == "the env is closed", repr(error)


def test_a_closed_single_agent_or_aec_env_is_named_before_a_bad_action() -> None:
    # SingleAgentEnv's step() checked the action before the env: a closed
    # env given an action out of range or of another type raised OutOfRange
    # or TypeError; now ClosedError "the env is closed" first, as AECEnv's
    # step() and VectorEnv's step() (and Lua's) name a closed env first
    single = ml.SingleAgentEnv(window=15, seed=1, opponent="random")
    single.reset()
    single.close()
    aec = ml.AECEnv(window=15, seed=1)
    aec.reset()
    aec.close()
    for step in (single.step, aec.step):
        for action in (99999, -1, True, 1.5, "x"):
            error = _caught(lambda: step(cast(Any, action)))
            assert isinstance(error, hunters.ClosedError) and str(error) == "the env is closed", (action, repr(error))


def test_an_aec_env_whose_game_is_closed_names_the_game_not_a_slot() -> None:
    # AECEnv's step() with its game closed by the caller said the inner
    # VectorEnv's "env.games[0]: the game is closed", a slot an AECEnv has
    # not; it says "the game is closed", as its observe() and
    # SingleAgentEnv's step() do
    aec = ml.AECEnv(window=15, seed=1)
    aec.reset()
    aec.game.close()
    for call in (lambda: aec.step(0), lambda: aec.observe("player_0")):
        error = _caught(call)
        assert isinstance(error, hunters.ClosedError) and str(error) == "the game is closed", repr(error)
    aec.close()


def test_ml_arguments_of_another_type() -> None:
    # the defects: a layout given by a numpy integer was refused ("layout
    # must be a str or MlLayout") though ints are taken; random_actions(None)
    # raised AttributeError "'NoneType' object has no attribute 'random'";
    # AECEnv.last("no") took the str by its truthiness and observed
    game = hunters.Game(seed=1)
    enc = ml.Encoding(game, window=15, layout=cast(Any, np.int64(int(hunters.MlLayout.CELLS_FIRST))))
    assert enc.layout == "cells_first"
    enc.close()
    for wrong in (True, np.bool_(True), 1.0, None):
        _raises(TypeError, lambda: ml.Encoding(game, window=15, layout=cast(Any, wrong)))
    _raises(hunters.InvalidArgument, lambda: ml.Encoding(game, window=15, layout=cast(Any, np.int64(7))))
    for views in (False, True):
        env = ml.VectorEnv(num_envs=2, window=15, views=views)
        env.reset()
        for rng in (None, "seed", 1.0, True, np.bool_(False)):
            error = _caught(lambda: env.random_actions(cast(Any, rng)))
            assert isinstance(error, TypeError) and "numpy Generator" in str(error) and "int seed" in str(error), \
                repr(error)
        assert env.random_actions(np.random.default_rng(1)).shape == (2,)
        # an int is a seed (random_actions(0) raised AttributeError, then
        # TypeError): the draws of default_rng(seed), the same each call
        for seed in (0, 3, np.int64(3)):
            expected = env.random_actions(np.random.default_rng(int(cast(int, seed))))
            assert (env.random_actions(cast(int, seed)) == expected).all(), (seed, expected)
        _raises(hunters.InvalidArgument, lambda: env.random_actions(-1))
        env.close()
    aec = ml.AECEnv(window=15, seed=1)
    aec.reset()
    for wrong in ("no", 0, None):
        _raises(TypeError, lambda: aec.last(cast(Any, wrong)))
    assert aec.last(False)[0] is None and aec.last()[0] is not None
    aec.close()


def _caught(call: Callable[[], object]) -> BaseException:
    try:
        call()
    except BaseException as error:
        return error
    raise AssertionError("nothing raised")


def test_random_actions_are_legal_when_the_generator_steps_the_env() -> None:
    # the defect: a plain env's random_actions() counted each game's legal
    # actions before it drew from rng and read them after: a generator of
    # the caller's that steps the env (or a __del__ run at the draw's
    # allocation) gave picks for the old counts over the new masks, actions
    # of another game's row or past the mask. It now draws first
    for views in (False, True):
        env = ml.VectorEnv(num_envs=4, window=15, views=views)
        env.reset()
        real = np.random.default_rng(5)

        class Stepping:
            def random(self, n: int) -> Any:
                env.step(env.random_actions(real))
                env.reset_done()
                return np.full(n, 0.999)  # each game's last legal action

        for _ in range(6):
            actions = env.random_actions(cast(np.random.Generator, Stepping()))
            for i in range(4):
                legal = np.flatnonzero(env.masks[i])
                assert actions[i] == (legal[-1] if legal.size else -1), (views, i, actions[i], legal)
            env.step(actions)
            env.reset_done()
        env.close()


def _play_first_to_done(env: ml.VectorEnv, rng: np.random.Generator) -> None:
    """Steps slot 0's game of env to its end (random actions), the other
    slots only observed (-1): a done slot for the tests of reset_done() and
    autoreset."""
    while env.done[0] == 0:
        actions = env.random_actions(rng)
        actions[1:] = -1
        env.step(actions)


def _record_frees(owner: Any) -> List[int]:
    """The addresses owner's C object is freed at, appended as its handle
    frees them (the free itself still done): an empty list while it lives."""
    freed: List[int] = []
    handle = owner._handle
    assert handle is not None
    free = handle._free
    assert free is not None
    release: Callable[[int], None] = free

    def recording(address: int) -> None:
        freed.append(address)
        release(address)

    handle._free = recording
    return freed


def _reset_done_env(num_envs: int, views: bool, finished: bool = True, observed: bool = False) -> ml.VectorEnv:
    """The set-up of the tests of reset_done(): an env of num_envs 2-player
    games (seed 1, window 9), first observed by a step of -1 when observed,
    then with slot 0's game played to its end when finished
    (_play_first_to_done(), a generator of seed 1)."""
    env = ml.VectorEnv(num_envs, players=2, seed=1, views=views, window=9)
    if observed:
        env.step([-1] * num_envs)
    if finished:
        _play_first_to_done(env, np.random.default_rng(1))
    return env


def _faulty_games() -> Tuple[hunters.Game, hunters.Game, hunters.Game]:
    """Games a step refuses in a 2-player env's slot: one of another tile
    set, one of 3 players, one closed (the caller closes the first two)."""
    stranger, three, closed = _other_set_game(), hunters.Game(players=3, seed=4), hunters.Game(seed=9)
    closed.close()
    return stranger, three, closed


_Before = Tuple[List[hunters.Game], List[int], List["np.ndarray[Any, Any]"], int]


def _before(env: ml.VectorEnv) -> _Before:
    """What a refused call must leave as it is: env's games (a list), their
    hashes, the arrays (_arrays_of()) and the count of games made."""
    games = list(env.games)
    return games, [game.hash for game in games], _arrays_of(env), env._games_made


def _refused_unchanged(env: ml.VectorEnv, call: Callable[[], object], given: List[Any], kind: Any, text: str,
                       before: _Before, what: object) -> None:
    """call raises kind with the message text (what: named on failure), and
    changes nothing: env.games is given, the games of before (_before())
    are open and as they were, no game made, the arrays as they were."""
    games, hashes, arrays, made = before
    error = _caught(call)
    assert isinstance(error, kind) and str(error) == text, (what, text, repr(error))
    assert env.games == given and env._games_made == made
    assert [game.hash for game in games] == hashes and not any(game.closed for game in games)
    assert all(np.array_equal(a, b) for a, b in zip(arrays, _arrays_of(env))), "a refused call wrote"


def test_vector_env_refused_reset_done_with_a_changed_slot_changes_nothing() -> None:
    # a game the caller closed, or a non-game, in a kept slot: reset_done()
    # without views steps every game, so it refuses before it replaces one
    # (it replaced slot 0, used a seed and left done stale); a non-game in
    # a slot a reset replaces is simply dropped
    for views in (False, True):
        env = _reset_done_env(2, views)
        first, second = env.games
        made = env._games_made
        if not views:  # (the views reset_done observes only the new games)
            spare = hunters.Game(seed=5)
            env.games[1] = spare
            spare.close()
            _raises(hunters.ClosedError, env.reset_done)
            env.games[1] = 42  # type: ignore[call-overload]
            _raises(TypeError, env.reset_done)
            env.games[1] = first
            _raises(hunters.InvalidArgument, env.reset_done)  # (listed twice)
            assert env.games[0] is first and not first.closed and env._games_made == made and env.done[0] != 0
            env.games[1] = second
        env.reset_done()
        assert first.closed and not second.closed
        assert env.games[0].hash == hunters.Game(seed=ml.game_seed(1, made)).hash
        env.games[1] = 42  # type: ignore[call-overload]
        env.reset()
        assert isinstance(env.games[1], hunters.Game)
        env.games[0] = 42  # type: ignore[call-overload]
        env.close()
        _raises(hunters.ClosedError, lambda: env.random_actions(1))  # (its arrays are stale)


def test_vector_env_reset_done_refuses_a_kept_slot_holding_a_done_slots_old_game() -> None:
    # the reset closes the old game of each slot it replaces: a kept slot
    # holding it would hold a closed game, refused by every later step.
    # Without views reset_done() refused it (listed twice); with views it
    # closed the game the kept slot held (the next step raised ClosedError),
    # and Lua's reset_done() kept it open, done, in the kept slot. Now all
    # refuse it, naming both slots, nothing changed (no game made or
    # closed), as an autoreset step refuses it (it observes the old game
    # first); the env plays on once the kept slot holds its own game again
    # (test_hunters.lua: 'a kept slot holding a done slot's old game ...')
    for views in (False, True):
        env = _reset_done_env(2, views)
        first, second = env.games
        made = env._games_made
        env.games[1] = first
        _refused([env.reset_done], hunters.InvalidArgument,
                 "env.games[1]: a game listed twice (also in slot 0, done: the reset replaces and closes it)",
                 "reset_done() closed the game a kept slot holds")
        assert env.games == [first, first] and not first.closed and env._games_made == made and env.done[0] != 0
        env.games[1] = second
        env.reset_done()
        assert first.closed and not second.closed and env.games[1] is second and env._games_made == made + 1
        env.step(np.full(2, -1))  # (the kept slot's game stepped again: open)
        env.close()


def test_vector_env_reset_done_names_the_kept_slot_luas_names() -> None:
    # with a done slot's old game in a kept slot and another fault, both
    # bindings name the same slot: the first kept slot at fault (a
    # non-game, a closed game: _kept_open() goes slot by slot), with views
    # too, where with views the old game's slot was named first (checked
    # across every kept slot before the rest: an order of its own); the old
    # game closed by the caller is named listed twice (told by identity).
    # Lua's the same (test_hunters.lua: 'reset_done() names the kept slot
    # Python's names'); nothing changed
    for views in (False, True):
        env = _reset_done_env(3, views)
        first, second, third = env.games
        made = env._games_made
        twice = "env.games[2]: a game listed twice (also in slot 0, done: the reset replaces and closes it)"
        env.games[1], env.games[2] = "x", first  # type: ignore[call-overload]
        _refused([env.reset_done], TypeError, "env.games[1] must be a hunters.Game, not str", "taken")
        closed = hunters.Game(seed=3)
        closed.close()
        env.games[1] = closed
        _refused([env.reset_done], hunters.ClosedError, "env.games[1]: the game is closed", "taken")
        # (the old game in a kept slot before a non-game: named first, slot by slot)
        env.games[1], env.games[2] = first, "x"  # type: ignore[call-overload]
        _refused([env.reset_done], hunters.InvalidArgument,
                 "env.games[1]: a game listed twice (also in slot 0, done: the reset replaces and closes it)",
                 "taken")
        env.games[2] = first
        env.games[1] = second
        first.close()
        _refused([env.reset_done], hunters.InvalidArgument, twice, "a closed old game in a kept slot taken")
        assert env.games == [first, second, first] and env._games_made == made and env.done[0] != 0
        env.games[2] = third
        env.reset_done()
        assert env._games_made == made + 1 and not second.closed and not third.closed
        env.close()


def test_vector_env_step_with_several_bad_actions_names_a_bool_then_a_non_integer_then_a_range() -> None:
    # of several bad actions the step names a bool first, then an action
    # that is no integer, then one out of range, whatever their slots; Lua's
    # step now refuses in this order too (test_hunters.lua: 'several bad
    # actions'), where it named the first bad action by its slot. A guard
    # of Python's order (passes before)
    env = ml.VectorEnv(3, seed=1, window=9)
    cases: List[Tuple[List[Any], Any, str]] = [
        ([99999, "x", -1], hunters.InvalidArgument, "actions must be 3 integers"),
        ([-2, -1, 1.5], hunters.InvalidArgument, "actions must be 3 integers"),
        ([1.5, True, "x"], TypeError, "actions must be integers, not bools"),
        ([99999, -1, -2], hunters.OutOfRange, "actions must be -1 to"),
        ([-1, False], TypeError, "actions must be integers, not bools"),
        ([-1, "x"], hunters.InvalidArgument, "actions must be 3 integers"),
    ]
    for actions, error, text in cases:
        _refused([lambda: env.step(actions)], error, text, "%r taken" % (actions,))
    env.step([-1, -1, -1])
    env.close()


def test_actions_nested_in_bool_arrays_are_refused_by_their_shape_as_nested_lists() -> None:
    # the defect: a list of 1-element bool arrays raised TypeError "actions
    # must be integers, not bools", where a list of 1-element int arrays or
    # of lists of bools got the binding's shape message; now every nesting
    # gets the shape message, and a bool where an action goes (a scalar, a
    # 0-d array, a flat bool array) is still refused as a bool. Nothing changes.
    env = ml.VectorEnv(2, seed=1, window=9)
    env.reset()
    hashes = [g.hash for g in env.games]
    nested_objects = np.empty(2, dtype=object)
    nested_objects[:] = [np.array([True]), np.array([False])]
    shape = "actions must be 2 integers, one per game, not an array of shape (2, 1)"
    cases: List[Tuple[Any, Any, str]] = [
        ([np.array([True]), np.array([False])], hunters.InvalidArgument, shape),
        ([np.array([-1]), np.array([-1])], hunters.InvalidArgument, shape),
        ([[True], [False]], hunters.InvalidArgument, shape),
        (np.array([[True], [False]]), hunters.InvalidArgument, shape),
        (nested_objects, hunters.InvalidArgument, shape),
        (np.array([[True], [False]], dtype=object), hunters.InvalidArgument, shape),
        ([np.array([True, False]), np.array([True, False])], hunters.InvalidArgument,
         "actions must be 2 integers, one per game, not an array of shape (2, 2)"),
        ([np.array(True), np.array(False)], TypeError, "actions must be integers, not bools"),
        (np.array([True, False]), TypeError, "actions must be integers, not bools"),
        ([-1, True], TypeError, "actions must be integers, not bools"),
    ]
    for actions, kind, text in cases:
        error = _caught(lambda: env.step(actions))
        assert isinstance(error, kind) and str(error) == text, (actions, repr(error))
    assert [g.hash for g in env.games] == hashes
    env.step([-1, -1])
    env.close()


def test_one_action_given_as_an_array_is_refused_naming_the_argument() -> None:
    # the defect: SingleAgentEnv.step() and AECEnv.step() of a 1-element
    # array, np.array([3]), or a 0-d bool array raised numpy's own TypeError,
    # "only integer scalar arrays can be converted to a scalar index", which
    # named neither; now the binding's, as for a list or a bool (errors.index,
    # every integer argument). A 0-d integer array is an action, as before.
    env = ml.SingleAgentEnv(seed=1)
    observation, _ = env.reset(seed=1)
    aec = ml.AECEnv(seed=1)
    aec.reset(seed=1)
    first = int(np.flatnonzero(observation["action_mask"])[0])
    before = (env.game.hash, aec.game.hash)
    cases: List[Tuple[Any, str]] = [
        (np.array([first]), "action must be an integer, not an array of shape (1,) (dtype int64)"),
        (np.array([[first]]), "action must be an integer, not an array of shape (1, 1) (dtype int64)"),
        (np.array([True]), "action must be an integer, not an array of shape (1,) (dtype bool)"),
        (np.array(True), "action must be an integer, not an array of shape () (dtype bool)"),
        (np.array(1.0), "action must be an integer, not an array of shape () (dtype float64)")]
    for given, text in cases:
        for call in (lambda: env.step(given), lambda: aec.step(given)):
            error = _caught(call)
            assert isinstance(error, TypeError) and str(error) == text, (given, repr(error))
    error = _caught(lambda: hunters.Move(cast(Any, np.array([5]))))
    assert isinstance(error, TypeError) and str(error) == "move must be an integer, not an array of shape (1,) " \
        "(dtype int64)", repr(error)
    assert (env.game.hash, aec.game.hash) == before
    env.step(cast(Any, np.array(first)))
    assert env.game.hash != before[0]
    env.close()
    aec.close()


def test_bad_actions_and_bot_arguments_are_named_as_the_user_passed_them() -> None:
    # the defects: VectorEnv.step(None) raised "'NoneType' object is not
    # iterable"; step(np.full(3, 0.5)) said "actions must be 3 integers" of 3
    # values whose dtype was the fault; SingleAgentEnv(opponent="human") said
    # "kind must be one of", and bot_iterations=0 with an MCTS opponent "needs
    # iterations or milliseconds", of an env with no milliseconds argument.
    # Each refusal changes nothing: the env steps afterwards.
    env = ml.VectorEnv(3, seed=1, window=9)
    env.reset()
    cases: List[Tuple[Any, Any, str]] = [
        (None, TypeError, "actions must be a sequence of 3 integers, one per game (-1 for a game that is done), "
                          "not NoneType"),
        (7, TypeError, "actions must be a sequence of 3 integers, one per game (-1 for a game that is done), not int"),
        ("abc", TypeError, "not str"),
        ((a for a in (-1, -1, -1)), TypeError, "not generator"),
        (np.full(3, 0.5), hunters.InvalidArgument, "actions must be 3 integers, not float64 values (the array's "
                                                   "dtype; an integer array is taken"),
        ([-1, 0.5, -1], hunters.InvalidArgument, "actions must be 3 integers, not 0.5 (a float)"),
        ([-1, -1], hunters.InvalidArgument, "actions must be 3 integers, one per game, not 2 values"),
        (np.full((1, 3), -1), hunters.InvalidArgument, "actions must be 3 integers, one per game, not an array of "
                                                       "shape (1, 3)"),
        # integers, out of range, that numpy holds in no integer dtype: an
        # OutOfRange as 99999 (the defect: [2**63, 0, -1] was "not float64
        # values (the array's dtype ...", of a list of ints, and 2**64 "not
        # values of dtype object"); an item that is no integer is still named first
        ([2 ** 63, 0, -1], hunters.OutOfRange, "actions must be -1 to"),
        ([-1, 2 ** 64, -1], hunters.OutOfRange, "actions must be -1 to"),
        ([np.int64(-1), -2 ** 63 - 1, -1], hunters.OutOfRange, "actions must be -1 to"),
        ([2 ** 64, 0.5, -1], hunters.InvalidArgument, "actions must be 3 integers, not 0.5 (a float)"),
        ([np.uint64(2 ** 64 - 1), -1, -1], hunters.OutOfRange, "actions must be -1 to"),
    ]
    for actions, error, text in cases:
        _refused([lambda: env.step(actions)], error, text, "%r taken" % (actions,))
    # numpy integers of mixed kinds, in range, are actions: numpy makes
    # [np.uint64(0), -1, -1] a float64 array (the defect: refused, "not
    # float64 values"), and np.int8 beside a uint64 likewise
    twin = ml.VectorEnv(3, seed=1, window=9)
    first = int(np.flatnonzero(twin.reset().masks[0])[0])
    for actions in ([np.uint64(first), -1, -1], [np.uint64(first), np.int8(-1), np.int64(-1)]):
        fresh = ml.VectorEnv(3, seed=1, window=9)
        fresh.reset()
        fresh.step(actions)
        assert fresh.games[0].hash != twin.games[0].hash, actions  # game 0 played its move
        assert fresh.games[1].hash == twin.games[1].hash, actions  # -1: the others did not
        fresh.close()
    twin.close()
    env.step([-1, -1, -1])
    env.close()
    bots: List[Tuple[Dict[str, Any], Any, str]] = [
        ({"opponent": "human"}, hunters.InvalidArgument,
         "opponent must be one of 'random', 'greedy', 'mcts', 'mcts2' (or BotKind members), not 'human'"),
        ({"opponent": "mcts", "bot_iterations": 0}, hunters.InvalidArgument,
         "bot_iterations must be at least 1 for the mcts opponent (the iterations of its search per move), not 0"),
        ({"opponent": "mcts2", "bot_iterations": -5}, hunters.InvalidArgument,
         "bot_iterations must be 0 to 2147483647, not -5"),
        ({"opponent": "mcts", "bot_iterations": 1.5}, TypeError, "bot_iterations must be an integer, not float")]
    for arguments, error, text in bots:
        _refused([lambda: ml.SingleAgentEnv(**arguments)], error, text, "%r taken" % (arguments,))
    single = ml.SingleAgentEnv(opponent="greedy", bot_iterations=0)  # (no search: 0 iterations are no fault)
    assert (single.opponent, single.bot_iterations) == (hunters.BotKind.GREEDY, 0)
    single.close()


def test_vector_env_step_with_several_bad_inputs_names_the_actions_then_the_games() -> None:
    # with several bad inputs the step names the first of: the actions
    # (all), then the games (a non-game or a closed game in any slot before
    # a game of more players in any slot); Lua's step now refuses in this
    # order too (test_hunters.lua: 'several bad inputs'), where it went
    # slot by slot, so the two bindings named different inputs
    for autoreset in (False, True):
        env = ml.VectorEnv(3, players=2, seed=1, window=9, autoreset=autoreset)
        kept = list(env.games)
        big, closed = hunters.Game(players=3, seed=2), hunters.Game(seed=3)
        closed.close()
        env.games[0] = closed  # a closed game in slot 0, an action out of range in slot 1: the action
        _refused([lambda: env.step([-1, 99999, -1])], hunters.OutOfRange, "actions must be -1 to",
                 "a closed game named before an action out of range")
        env.games[0] = big  # more players in slot 0, a closed game in slot 2: the closed game
        env.games[2] = closed
        _raises(hunters.ClosedError, lambda: env.step([-1, -1, -1]))
        env.games[2] = 42  # type: ignore[call-overload]
        _refused([lambda: env.step([-1, -1, -1])], TypeError, "must be a hunters.Game, not int",
                 "a game of more players named before a non-game")
        env.games[2] = kept[2]
        _refused([lambda: env.step([-1, -1, -1])], hunters.InvalidArgument,
                 "env.games[0]: a game of 3 players, more than the env's 2", "a 3-player game stepped")
        env.games[0] = kept[0]
        env.step([-1, -1, -1])
        assert not kept[0].closed and not big.closed
        big.close()
        env.close()


def test_vector_env_closed_is_named_before_bad_actions() -> None:
    # a closed env given bad actions raised the actions' error (OutOfRange,
    # TypeError, InvalidArgument), where Lua's step says "the environment is
    # closed" first (env_state); now ClosedError "the env is closed" before
    # any check of the actions, with views and without, autoreset or not
    for views in (False, True):
        for autoreset in (False, True):
            env = ml.VectorEnv(2, seed=1, views=views, window=9, autoreset=autoreset)
            env.close()
            for actions in ([99999, -1], [-2, -1], np.array([99999, -1], dtype=np.int32),
                            np.array([-5, -1], dtype=np.int32), [True, -1], [-1, "x"], [-1, -1, -1], [-1, -1]):
                error = _caught(lambda: env.step(cast(Any, actions)))
                assert isinstance(error, hunters.ClosedError) and str(error) == "the env is closed", \
                    (views, autoreset, actions, repr(error))


def test_vector_env_step_names_the_slot_of_a_non_game_or_a_closed_game() -> None:
    # the step's refusals of a slot's game named no slot ("game must be a
    # hunters.Game, not int", "the game is closed"), where Lua's name it
    # ("games[3]: ...") and reset_done()'s checks named a non-game's slot;
    # now the step and reset_done() both say "env.games[i]" (from 0), the
    # types kept (TypeError, ClosedError), with views and without, autoreset
    # or not, a closed game put in the slot or the slot's own game closed;
    # a refused step changes nothing
    for views in (False, True):
        for autoreset in (False, True):
            env = ml.VectorEnv(3, seed=1, views=views, window=9, autoreset=autoreset)
            first, second, third = env.games
            made = env._games_made
            closed = hunters.Game(seed=3)
            closed.close()
            env.games[1] = 42  # type: ignore[call-overload]
            error = _caught(lambda: env.step([-1, -1, -1]))
            assert type(error) is TypeError and str(error) == "env.games[1] must be a hunters.Game, not int", \
                (views, autoreset, repr(error))
            env.games[1] = closed
            for actions in ([-1, -1, -1], np.full(3, -1, dtype=np.int32)):
                error = _caught(lambda: env.step(cast(Any, actions)))
                assert isinstance(error, hunters.ClosedError) and str(error) == "env.games[1]: the game is closed", \
                    (views, autoreset, repr(error))
            if not views:
                error = _caught(env.reset_done)
                assert isinstance(error, hunters.ClosedError) and str(error) == "env.games[1]: the game is closed", \
                    (autoreset, repr(error))
            env.games[1] = second
            env.step([-1, -1, -1])
            third.close()  # (the slot's own game, shown by the views at the last step)
            error = _caught(lambda: env.step(np.full(3, -1, dtype=np.int32)))
            assert isinstance(error, hunters.ClosedError) and str(error) == "env.games[2]: the game is closed", \
                (views, autoreset, repr(error))
            assert env.games == [first, second, third] and env._games_made == made and not second.closed
            env.games[2] = hunters.Game(seed=4)
            env.step([-1, -1, -1])
            env.close()


def _other_set_game() -> hunters.Game:
    """A game of a tile set that is not the default's (one tile L1 more)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "tiles-2002.txt")
    with open(path, encoding="utf-8") as source:
        other = hunters.TileSet.from_string(source.read().replace("\ntile L1 2 ", "\ntile L1 3 "))
    return hunters.Game(tileset=other)


def _arrays_of(env: ml.VectorEnv) -> List["np.ndarray[Any, Any]"]:
    """Copies of what a step writes: a refused step must leave them as they are."""
    arrays: List["np.ndarray[Any, Any]"] = [env.planes, env.globals, env.masks, env.rewards, env.done, env.to_act,
                                            env.observers]
    return [array.copy() for array in arrays]


def test_vector_env_step_names_the_slot_of_a_game_c_refuses_its_action() -> None:
    # an action C refuses (a placement while a deployment is due: IllegalMove
    # or PhaseError) was named "game 1: ...", where Lua's step says "games[2]:
    # ..." and Python's other refusals of a slot "env.games[1]: ..."; now
    # "env.games[1]: " too (from 0), views or not, the step changing nothing
    for views in (False, True):
        env = ml.VectorEnv(3, seed=1, views=views, window=9)
        hashes, arrays = [game.hash for game in env.games], _arrays_of(env)
        actions = np.full(3, -1)
        actions[1] = int(np.flatnonzero(env.masks[1] == 0)[0])  # (an action its mask refuses)
        error = _caught(lambda: env.step(actions))
        assert isinstance(error, hunters.HuntersError) and str(error).startswith("env.games[1]: "), \
            (views, repr(error))
        assert [game.hash for game in env.games] == hashes
        assert all(np.array_equal(a, b) for a, b in zip(arrays, _arrays_of(env))), "a refused step wrote"
        env.step([-1, -1, -1])
        env.close()


def test_vector_env_step_names_the_slot_of_a_game_c_refuses() -> None:
    # C's refusals of a game (another tile set, listed twice, with views more
    # players than views) named no slot in the step ("a game of another tile
    # set, of more players than views, or listed twice"), where reset_done()
    # without views names it ("env.games[2]: a game of another tile set");
    # now the step names it in the same words (a game listed twice: both
    # slots), in C's order (slot by slot, then twice), as Lua's step does
    # (test_hunters.lua: 'names the slot of a game C refuses'). A refused
    # step changes nothing: the games, their states, the arrays, the seeds
    stranger, three = _other_set_game(), hunters.Game(players=3, seed=4)
    for views in (False, True):
        for autoreset in (False, True):
            env = ml.VectorEnv(3, players=2, seed=1, views=views, window=9, autoreset=autoreset)
            games = list(env.games)
            hashes, arrays, made = [game.hash for game in games], _arrays_of(env), env._games_made
            cases: List[Tuple[List[hunters.Game], str]] = [
                ([games[0], games[1], stranger], "env.games[2]: a game of another tile set"),
                ([games[0], games[1], games[0]], "env.games[2]: a game listed twice (also in slot 0)"),
                ([games[0], games[2], games[2]], "env.games[2]: a game listed twice (also in slot 1)"),
                # (C's order: a slot's set before any game listed twice)
                ([games[1], games[1], stranger], "env.games[2]: a game of another tile set"),
            ]
            if views:  # (without views Python checks the players before C: passes before)
                cases.append(([games[0], three, games[2]], "env.games[1]: a game of 3 players, views made for 2"))
            for given, text in cases:
                env.games[:] = given
                for actions in ([-1, -1, -1], np.full(3, -1, dtype=np.int32)):
                    error = _caught(lambda: env.step(cast(Any, actions)))
                    assert isinstance(error, hunters.InvalidArgument) and str(error) == text, \
                        (views, autoreset, text, repr(error))
                # (reset_done() in the step's order too: test_vector_env_reset_done_refuses_as_the_step_in_its_order)
                error = _caught(env.reset_done)  # (nothing done: every slot checked, nothing stepped)
                assert isinstance(error, hunters.InvalidArgument) and str(error) == text, (text, repr(error))
                assert env.games == given and not any(game.closed for game in given)
                assert [game.hash for game in games] == hashes and env._games_made == made
                assert all(np.array_equal(a, b) for a, b in zip(arrays, _arrays_of(env))), "a refused step wrote"
            env.games[:] = games
            env.step([-1, -1, -1])
            if views:
                assert all(_views_match(env, i) for i in range(3))
            env.close()
    stranger.close()
    three.close()


def test_vector_env_step_refusal_that_cannot_be_named_in_luas_words() -> None:
    # C's refusal of a step's games (EINVAL) when the naming finds no game
    # at fault (Lua's: a finalizer of the caller's closed a game since) said
    # "a game of another tile set, of more players than views, or listed
    # twice", views or not, where Lua's said "a game is not of this
    # encoding's tile set, or a game is listed twice"; now both say "a game
    # of another tile set, or listed twice", with views "..., of more players
    # than views, or listed twice" (test_hunters.lua: 'cannot be named').
    # Told EINVAL here of the env's own games, which the naming finds fine
    for views, text in ((False, "a game of another tile set, or listed twice"),
                        (True, "a game of another tile set, of more players than views, or listed twice")):
        env = ml.VectorEnv(2, seed=1, views=views, window=9)
        env.step([-1, -1])  # (the handles a step gives C: those it names from)
        held = env.encoding._open()  # (the encoding's handle, held for the call as a step holds it)
        address = held.address
        error = _caught(lambda: env._refused(ml._EINVAL, -1, address))
        assert isinstance(error, hunters.InvalidArgument) and str(error) == text, (views, repr(error))
        env.step([-1, -1])
        env.close()


def test_a_steps_refusal_without_cs_reason_does_not_read_the_games_old_message() -> None:
    # a refused step leaves each game's own message (hunters_game_errmsg())
    # as it was, an older call's, its reason C's alone (hunters_ml_errmsg(),
    # hunters.h: hunters_ml_step()); the fallback for no reason read the
    # refused game's message, and so told a move refused with the game's
    # last unrelated failure. Told EILLEGAL of slot 0 here with no reason
    # (after a step that passed), it says the status's words, naming the slot
    env = ml.VectorEnv(2, seed=1, window=9)
    env.step([-1, -1])
    game = env.games[0]
    try:
        game.set_player_name(0, "\x01")  # (refused: the game's own message is this call's)
    except hunters.InvalidArgument:
        pass
    assert b"control characters" in _native.hunters_game_errmsg(game.handle())
    held = env.encoding._open()
    address = held.address
    error = _caught(lambda: env._refused(hunters.Status.EILLEGAL, 0, address))
    assert isinstance(error, hunters.IllegalMove) and str(error) == "env.games[0]: illegal move", repr(error)
    env.step([-1, -1])
    env.close()


def test_vector_env_reset_done_refuses_as_the_step_in_its_order() -> None:
    # reset_done() refuses the env.games a step refuses "in a step's words"
    # (doc/ml.md), but without views its checks went slot by slot: a game of
    # another tile set after a game listed twice ([A, A, other]: "env.games[1]:
    # a game listed twice" where the step says "env.games[2]: a game of
    # another tile set"), a closed game after a game of another set or of
    # more players. Now the step's order: no open Game in any slot, then
    # (without views) more players than the env, then C's (slot by slot,
    # then twice); with views or without, nothing changed
    stranger, three, closed = _faulty_games()
    for views in (False, True):
        env = _reset_done_env(3, views, finished=False)
        before = _before(env)
        games = before[0]
        cases: List[Tuple[List[Any], Any, str]] = [
            ([games[1], games[1], stranger], hunters.InvalidArgument, "env.games[2]: a game of another tile set"),
            ([stranger, closed, games[2]], hunters.ClosedError, "env.games[1]: the game is closed"),
            ([three, closed, games[2]], hunters.ClosedError, "env.games[1]: the game is closed"),
            ([stranger, three, games[2]], hunters.InvalidArgument,
             "env.games[0]: a game of another tile set" if views else
             "env.games[1]: a game of 3 players, more than the env's 2"),
        ]
        for given, kind, text in cases:
            env.games[:] = given
            for call in (lambda: env.step([-1, -1, -1]), env.reset_done):
                _refused_unchanged(env, call, given, kind, text, before, views)
        env.games[:] = games
        env.reset_done()
        env.close()
    stranger.close()
    three.close()


def test_vector_env_autoreset_step_refuses_in_the_order_of_the_step() -> None:
    # an autoreset step observes every game before it replaces the done
    # ones: a kept slot's game of another tile set is named before a done
    # slot's game listed again after it, as Lua's autoreset step now names
    # it too (test_hunters.lua: 'autoreset refuses env.games in the order
    # of Python's'); nothing changed
    stranger = _other_set_game()
    for views in (False, True):
        env = ml.VectorEnv(3, players=2, seed=1, views=views, window=9, autoreset=True)
        env.step([-1, -1, -1])
        _play_first_to_done(env, np.random.default_rng(1))
        games = list(env.games)
        hashes, arrays = [game.hash for game in games], _arrays_of(env)
        for given, text in (([games[0], stranger, games[0]], "env.games[1]: a game of another tile set"),
                            ([games[0], games[1], games[1]], "env.games[2]: a game listed twice (also in slot 1)"),
                            ([games[0], games[1], games[0]], "env.games[2]: a game listed twice (also in slot 0)")):
            env.games[:] = given
            error = _caught(lambda: env.step([-1, -1, -1]))
            assert isinstance(error, hunters.InvalidArgument) and str(error) == text, (views, text, repr(error))
            assert env.games == given and [game.hash for game in games] == hashes
            assert not any(game.closed for game in games)
            assert all(np.array_equal(a, b) for a, b in zip(arrays, _arrays_of(env))), "a refused step wrote"
        env.games[:] = games
        env.step([-1, -1, -1])
        assert games[0].closed
        env.close()
    stranger.close()


def test_vector_env_reset_done_with_nothing_done_checks_the_games() -> None:
    # reset_done() with no game done returned at once, taking a closed game,
    # a non-game or a game listed twice in a kept slot, or an env.games of
    # the wrong length, which it refuses when a game is done (stop 64's
    # notes); now it checks as that path does (views=True: see
    # test_vector_env_views_reset_done_refuses_a_kept_slots_game_at_once), changing nothing
    for views in (False, True):
        env = ml.VectorEnv(2, seed=1, views=views, window=9)
        assert not env.done.any()
        first, second = env.games
        made = env._games_made
        env.games.append(hunters.Game(seed=4))
        _refused([env.reset_done], hunters.InvalidArgument, "must hold 2 games, not 3",
                 "reset_done() took 3 games in a 2-game env")
        env.games.pop().close()
        if not views:
            spare = hunters.Game(seed=5)
            env.games[1] = spare
            spare.close()
            _raises(hunters.ClosedError, env.reset_done)
            env.games[1] = 42  # type: ignore[call-overload]
            _refused([env.reset_done], TypeError, "env.games[1] must be a hunters.Game, not int",
                     "reset_done() took an int for a game")
            env.games[1] = first
            _refused([env.reset_done], hunters.InvalidArgument, "listed twice", "reset_done() took a game twice")
            env.games[1] = second
        assert env.games == [first, second] and env._games_made == made and not first.closed
        env.reset_done()  # (nothing done: nothing replaced)
        assert env.games == [first, second]
        env.close()


def test_vector_env_views_reset_done_refuses_a_kept_slots_game_at_once() -> None:
    # with views reset_done() steps only the new games, and took a kept
    # slot's game the next step refuses (not a Game, closed, of another tile
    # set, of more players than views, listed twice), leaving it to that
    # step, where Lua's reset_done() and Python's without views refuse it
    # at once. Now refused at once, with a slot done or none, in the step's
    # words and order (test_hunters.lua: 'reset_done() with no game done
    # refuses ...'), nothing changed: no game made or closed, the arrays as
    # they were; the env plays on once the slot holds its game again
    stranger, three, closed = _faulty_games()
    for finished in (False, True):
        env = _reset_done_env(3, True, finished, observed=True)
        before = _before(env)
        games, made = before[0], before[3]
        cases: List[Tuple[List[Any], Any, str]] = [
            ([games[0], "x", games[2]], TypeError, "env.games[1] must be a hunters.Game, not str"),
            ([games[0], closed, games[2]], hunters.ClosedError, "env.games[1]: the game is closed"),
            ([games[0], stranger, games[2]], hunters.InvalidArgument, "env.games[1]: a game of another tile set"),
            ([games[0], three, games[2]], hunters.InvalidArgument,
             "env.games[1]: a game of 3 players, views made for 2"),
            ([games[0], games[1], games[1]], hunters.InvalidArgument,
             "env.games[2]: a game listed twice (also in slot 1)"),
            # (the step's order: a closed game or a non-Game in any slot first)
            ([games[0], stranger, "x"], TypeError, "env.games[2] must be a hunters.Game, not str"),
        ]
        for given, kind, text in cases:
            env.games[:] = given
            _refused_unchanged(env, env.reset_done, given, kind, text, before, finished)
            assert (env.done[0] != 0) == finished
        env.games[:] = games
        env.reset_done()
        assert env._games_made == made + finished and games[0].closed == finished
        env.step([-1, -1, -1])
        assert all(_views_match(env, i) for i in range(3))
        env.close()
    stranger.close()
    three.close()


def test_vector_env_views_reset_done_holds_the_kept_games_it_checks() -> None:
    # reset_done() with views checks the kept slots' games in C
    # (_check_kept_views(): hunters_ml_truncated, the player count) but
    # kept their addresses alone, not their handles (_handle.py: a call
    # holds its objects' handles until C returns), so a close() of one of
    # them in another thread freed it while the check read it (a read of
    # freed memory). Now held: freed once the call returns
    for finished in (False, True):
        env = _reset_done_env(3, True, finished, observed=True)
        kept = hunters.Game(seed=5)  # (another object than the slot's: the check runs)
        freed = _record_frees(kept)
        env.games[1] = kept
        encoding = env.encoding
        real_open = encoding._open

        def closing() -> Any:
            if not kept.closed:
                kept.close()  # as another thread would, after the slots' games were read
                assert not freed, "a kept slot's game was freed under the check reading it"
            return real_open()

        setattr(encoding, "_open", closing)
        try:
            env.reset_done()
        finally:
            delattr(encoding, "_open")
        assert kept.closed and len(freed) == 1  # freed once the call let it go
        env.games[1] = hunters.Game(seed=6)
        env.close()


def test_vector_env_refuses_a_game_of_more_players_than_its_own() -> None:
    # a plain env (views=False) stepped a 3-player game put in a slot of a
    # 2-player env, whose player to act (2) is no player of the env; the
    # views step refuses it (more players than views), and now the plain
    # step and reset_done() do too, naming the slot, changing nothing. A game
    # of fewer players is taken by both, as doc/ml.md says for views.
    for views in (False, True):
        env = ml.VectorEnv(2, players=2, seed=1, views=views, window=9)
        second = env.games[1]
        before = [game.hash for game in env.games]
        env.games[1] = hunters.Game(players=3, seed=4)
        text = "env.games[1]: a game of 3 players, " + ("views made for 2" if views else "more than the env's 2")
        _refused([lambda: env.step(np.full(2, -1))], hunters.InvalidArgument, text,
                 "a 3-player game stepped in a 2-player env")
        if not views:
            _refused([env.reset_done], hunters.InvalidArgument, text, "reset_done() took a 3-player game")
        assert env.games[0].hash == before[0]
        env.games[1].close()
        env.games[1] = hunters.Game(players=1, seed=4)  # fewer: taken
        env.step(np.full(2, -1))
        assert env.to_act.tolist()[1] == 0
        env.games[1].close()
        env.games[1] = second
        env.step(np.full(2, -1))  # (observes it again)
        env.step(env.random_actions(np.random.default_rng(1)))  # the env plays on
        env.close()


def test_vector_env_autoreset_step_checks_a_done_slots_game_before_replacing_it() -> None:
    # the autoreset step observes every game before it replaces the done
    # ones, so a game a step refuses in a done slot (here of more players
    # than the env) is refused, nothing changed: the slot keeps it, open,
    # and no seed is used. Lua's env took it and closed it; it now refuses
    # it alike (test_hunters.lua: 'a done slot's old game is checked ...')
    for views in (False, True):
        env = ml.VectorEnv(2, players=2, seed=1, views=views, window=9, autoreset=True)
        rng = np.random.default_rng(1)
        _play_first_to_done(env, rng)
        done, made = env.games[0], env._games_made
        three = hunters.Game(players=3, seed=4)
        env.games[0] = three
        text = "env.games[0]: a game of 3 players, " + ("views made for 2" if views else "more than the env's 2")
        _refused([lambda: env.step(np.full(2, -1))], hunters.InvalidArgument, text,
                 "an autoreset step took a 3-player game in a done slot")
        assert env.games[0] is three and not three.closed and env.done[0] != 0 and env._games_made == made
        env.games[0] = done
        env.step(np.full(2, -1))
        assert done.closed and env.done[0] == 0 and env._games_made == made + 1
        three.close()
        env.close()


def test_vector_env_autoreset_step_refuses_a_done_slots_action_out_of_range_in_an_int32_array() -> None:
    # an autoreset step ignores a done slot's action but refuses one out of
    # range, as any (a list's, an int64 array's; Lua's step too): with
    # views an int32 array of the env's shape goes to C unscanned, and the
    # done slot's action was set to -1 before C saw it, so 99999 there was
    # taken (a new game made) where the same actions as a list were refused
    env = ml.VectorEnv(2, seed=1, views=True, window=9, autoreset=True)
    rng = np.random.default_rng(1)
    _play_first_to_done(env, rng)
    old, made = env.games[0], env._games_made
    cases: List[Any] = [[99999, -1], np.array([99999, -1], dtype=np.int64), np.array([99999, -1], dtype=np.int32),
                        np.array([-2, -1], dtype=np.int32)]
    for given in cases:
        _refused([lambda: env.step(given)], hunters.OutOfRange, "actions must be -1 to",
                 "a done slot's action out of range taken (%r)" % (given,))
        assert env.games[0] is old and not old.closed and env._games_made == made and env.done[0] != 0
    env.step(np.array([5, -1], dtype=np.int32))  # (in range: ignored, the slot reset)
    assert old.closed and env._games_made == made + 1 and env.done[0] == 0
    env.close()


def test_vector_env_plain_step_never_passes_a_stale_game() -> None:
    # never a freed object reaching C: a plain step copied the addresses of
    # env.games into the batch, num_envs long, so with a game taken out of
    # the list the last slot kept the address of a game since freed, and C
    # stepped it (valgrind: invalid reads in hunters_ml_step)
    env = ml.VectorEnv(2, seed=1, window=9)
    env.reset()
    taken = env.games.pop()
    taken.close()
    before = env.games[0].hash
    _refused([lambda: env.step(np.full(2, -1))], hunters.InvalidArgument, "2 games, not 1",
             "a step with one game in a 2-game env")
    assert env.games[0].hash == before and len(env.games) == 1  # nothing changed
    # a wrong type is a TypeError, as reset_done() and the views step say it (it was an AttributeError)
    env.games.append(42)  # type: ignore[arg-type]
    _refused([lambda: env.step(np.full(2, -1))], TypeError, "hunters.Game, not int",
             "an int stepped as a game")
    env.games[1] = hunters.Game(seed=3)
    assert env.step(np.full(2, -1)).done.tolist() == [0, 0]  # the env plays on
    env.close()


def test_vector_env_seeds_are_mixed() -> None:
    # the games' seeds were seed * 1000003 + n: the env of seed s + 1 made
    # the games of seed s from its game 1000003 on, and seeds stopped at
    # 2^64 / 1000003. Now splitmix64 mixes both, mod 2^64.
    sequence = [6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431,
                16408922859458223821]  # splitmix64 from state 1234567 (the generator's published outputs)
    assert [ml._stream_seed(1234567, n) for n in range(5)] == sequence
    assert ml._stream(0, 0) == 0xE220A8397B1DCDAF  # splitmix64's first output from 0
    for seed, n in ((0, 0), (7, 3), (2 ** 64 - 1, 2 ** 64 - 1)):
        assert ml.game_seed(seed, n) == ml._stream_seed(ml._stream(seed, 0), n)
    seeds = {ml.game_seed(s, n) for s in range(20) for n in range(500)}
    seeds |= {ml.game_seed(s, 1000003 + n) for s in range(20) for n in range(50)}
    assert len(seeds) == 20 * 550, "two (seed, n) gave one game seed"
    assert ml.game_seed(4, 1000003) != ml.game_seed(5, 0)
    _refused([lambda: ml.game_seed(-1, 0), lambda: ml.game_seed(2 ** 64, 0), lambda: ml.game_seed(0, -1)],
             ValueError, "", "a seed out of range accepted")
    # n of 2^64 or more wrapped (mod 2^64) to the seed of a smaller n: game_seed(0, 2^64 + 5) was game_seed(0, 5)
    _refused([lambda: ml.game_seed(0, 2 ** 64), lambda: ml.game_seed(5, 2 ** 64 + 5), lambda: ml.game_seed(0, 2 ** 70),
              lambda: ml.game_seed(0, -1), lambda: ml.game_seed(0, np.int64(-3))], hunters.InvalidArgument,
             "n must be 0 to 18446744073709551615", "an n out of range accepted")
    assert ml.game_seed(0, np.uint64(2 ** 64 - 1)) == ml.game_seed(0, 2 ** 64 - 1)

    for views in (False, True):
        for seed in (0, 2 ** 64 - 1, 12345):
            env = ml.VectorEnv(3, seed=seed, views=views, window=9)
            twin = ml.VectorEnv(3, seed=seed, views=views, window=9)
            assert env.games == twin.games  # the same seed, the same games
            expected = [hunters.Game(seed=ml.game_seed(seed, n)) for n in range(3)]
            assert env.games == expected
            env.reset()  # the next games: 3 to 5
            assert env.games == [hunters.Game(seed=ml.game_seed(seed, n)) for n in range(3, 6)]
            obs = env.step(env.random_actions(np.random.default_rng(1)))
            while not obs.done[1]:
                actions = np.full(3, -1, dtype=np.int32)
                actions[1] = int(np.flatnonzero(obs.masks[1])[0])
                obs = env.step(actions)
            env.reset_done()  # game 6, in slot 1
            assert env.games[1] == hunters.Game(seed=ml.game_seed(seed, 6))
            env.reset(seed=seed)  # the count starts again
            assert env.games == expected
            env.close()
            twin.close()
        for bad in (-1, 2 ** 64):
            _refused([lambda: ml.VectorEnv(1, seed=bad), lambda: ml.SingleAgentEnv(seed=bad)], ValueError, "seed",
                     "seed %d accepted" % bad)
            env = ml.VectorEnv(1, seed=1, views=views)
            _refused([lambda: env.reset(seed=bad)], ValueError, "seed", "seed %d accepted" % bad)
            env.close()
    top = 2 ** 64 - 1
    single = ml.SingleAgentEnv(seed=top, opponent="random")
    assert _episode(single, top) == _episode(single, top)  # the same episode, the bot's seeds too
    single.reset(seed=top)  # seat 0 moves first: the game's first decision
    assert single.game == hunters.Game(seed=ml.game_seed(top, 0))
    # the bot's seeds: a stream of their own, not the games'
    assert (single._bot_moves, single._bot_state) == (0, ml._stream(top, ml._BOT_KEY)) != (0, ml._stream(top, 0))
    single.close()


def _views_match(env: ml.VectorEnv, i: int) -> bool:
    """Slot i's rows, global vectors, mask and legal list are those of a fresh observe() of its game."""
    game = env.games[i]
    assert env.legal is not None and env.legal_counts is not None
    for p in range(game.players):
        planes, vector = env.encoding.observe(game, p)
        if not (np.array_equal(env.planes[i, p], planes) and np.array_equal(env.globals[i, p], vector)):
            return False
    mask = env.encoding.legal_mask(game) if not env.done[i] else np.zeros(env.encoding.action_count, np.uint8)
    legal = sorted(env.legal[i, :env.legal_counts[i]].tolist())
    return np.array_equal(env.masks[i], mask) and legal == np.flatnonzero(mask).tolist()


def test_vector_env_views_follow_games_taken_back() -> None:
    """views=True: a game of the env taken back (undo(), copy_from()) and
    played differently, which C's state mark cannot see (the same tiles
    counted, the same last tile on the same cell), or another Game put in
    its slot, is rewritten in full by the next step: its rows equal a
    fresh observe()."""
    def act(env: ml.VectorEnv, move: hunters.Move) -> None:
        actions = np.full(env.num_envs, -1, dtype=np.int32)
        actions[0] = env.encoding.action_of_move(move)
        env.step(actions)

    observe_only = np.full(2, -1, dtype=np.int32)
    unseen = [0, 0, 0]  # by way, the cases whose mark stayed: those a step trusting C's marks got wrong
    for seed in range(1, 40):
        for layout in ml.LAYOUTS:
            env = ml.VectorEnv(2, seed=seed, views=True, window=15, layout=layout)
            env.reset()
            rng = np.random.default_rng(seed)
            game = env.games[0]
            for _ in range(6):  # six turns: a random placement and a pass each
                moves = game.legal_moves()
                act(env, moves[int(rng.integers(len(moves)))])
                act(env, hunters.Move.pass_())
            start = game.clone()
            moves = game.legal_moves()
            first = moves[int(rng.integers(len(moves)))]  # tile A
            act(env, first)
            act(env, hunters.Move.pass_())
            moves = game.legal_moves()
            second = moves[int(rng.integers(len(moves)))]  # tile B
            act(env, second)
            act(env, hunters.Move.pass_())
            assert _views_match(env, 0)
            mark = int(env._marks[0])
            # A elsewhere, then B where it was (the same tiles drawn: undo takes back the draws)
            replay = None
            for other in start.legal_moves():
                if (other.x, other.y) == (first.x, first.y):
                    continue
                trial = start.clone()
                trial.play(other)
                trial.play(hunters.Move.pass_())
                if trial.check(second) is None:
                    trial.play(second)
                    trial.play(hunters.Move.pass_())
                    replay = (other, trial)
                    break
            if replay is None:
                env.close()
                continue
            other, trial = replay
            if seed % 3 == 0:  # another Game, of the same state, put in the slot
                env.games[0] = trial
            else:
                if seed % 3 == 1:
                    for _ in range(4):
                        game.undo()
                else:
                    game.copy_from(start)
                for move in (other, hunters.Move.pass_(), second, hunters.Move.pass_()):
                    game.play(move)
            assert env.games[0] == trial and env.games[0].hash != start.hash
            env.step(observe_only)
            unseen[seed % 3] += int(env._marks[0]) == mark
            assert _views_match(env, 0), "seed %d: stale rows after the game was taken back" % seed
            assert _views_match(env, 1)
            # and the env plays on from there, incrementally again
            for _ in range(6):
                obs = env.step(env.random_actions(rng))
                assert _views_match(env, 0) and _views_match(env, 1)
                if obs.done.any():
                    break
            if seed % 3 == 0:
                assert not game.closed  # the game taken out of the slot is the user's: not closed by the env
            env.close()
    assert min(unseen) >= 1, "a way without a case where C's mark stayed: it proves nothing (%s)" % unseen


def test_vector_env_of_one_game_names_the_slot_of_both_faults() -> None:
    # a VectorEnv of one game named no slot for a move C refuses ("action
    # ...", the rest of the message) but named it for a game C refuses
    # ("env.games[0]: a game of another tile set"), where Lua's env names
    # both ("games[1]: ..."; test_hunters.lua: 'of one game names the slot
    # of both faults'). Now both named, views or not; the single-game envs,
    # whose one game is no slot of their user's, name none for a move
    stranger = _other_set_game()
    for views in (False, True):
        env = ml.VectorEnv(1, seed=1, views=views, window=9)
        game = env.games[0]
        env.step([-1])
        illegal = int(np.flatnonzero(env.masks[0] == 0)[0])
        error = _caught(lambda: env.step([illegal]))
        assert isinstance(error, hunters.HuntersError) and str(error).startswith("env.games[0]: "), \
            (views, repr(error))
        env.games[0] = stranger
        error = _caught(lambda: env.step([-1]))
        assert isinstance(error, hunters.InvalidArgument) and \
            str(error) == "env.games[0]: a game of another tile set", (views, repr(error))
        env.games[0] = game
        env.step([-1])
        env.close()
    stranger.close()
    solo = ml.SingleAgentEnv(players=2, seat=0, opponent="random", seed=1)
    observation, _ = solo.reset(seed=1)
    error = _caught(lambda: solo.step(int(np.flatnonzero(observation["action_mask"] == 0)[0])))
    assert isinstance(error, hunters.HuntersError) and "games[" not in str(error), repr(error)
    solo.close()
    aec = ml.AECEnv(players=2, seed=1)
    aec.reset(seed=1)
    mask = aec.observe(aec.agent_selection)["action_mask"]
    error = _caught(lambda: aec.step(int(np.flatnonzero(mask == 0)[0])))
    assert isinstance(error, hunters.HuntersError) and "games[" not in str(error), repr(error)
    aec.close()


def test_vector_env_views_refused_step_after_a_rewind() -> None:
    # a step refused with a slot taken back changes nothing: the next step
    # still rewrites it in full; a game put in two slots, or closed, is refused
    env = ml.VectorEnv(2, seed=3, views=True, window=15)
    obs = env.reset()
    rng = np.random.default_rng(2)
    for _ in range(8):
        obs = env.step(env.random_actions(rng))
    game = env.games[0]
    marks, handles = env._marks.copy(), list(env._handles)
    game.undo()  # (one decision back: C's mark would see it; a refused step keeps the marks all the same)
    bad = env.random_actions(rng)
    bad[1] = int(np.flatnonzero(obs.masks[1] == 0)[0])
    _refused([lambda: env.step(bad)], hunters.IllegalMove, "", "an illegal action accepted")
    assert np.array_equal(env._marks, marks) and list(env._handles) == handles
    env.step(np.full(2, -1, dtype=np.int32))
    assert _views_match(env, 0) and _views_match(env, 1)
    first, second = env.games
    marks, handles = env._marks.copy(), list(env._handles)
    env.games[1] = first
    _refused([lambda: env.step(np.full(2, -1, dtype=np.int32))], ValueError, "", "a game in two slots accepted")
    assert np.array_equal(env._marks, marks) and list(env._handles) == handles and env._shown[1] is second
    closed = hunters.Game(seed=1)
    closed.close()
    env.games[1] = closed
    _refused([lambda: env.step(np.full(2, -1, dtype=np.int32))], hunters.ClosedError, "", "a closed game stepped")
    env.games[1] = hunters.Game(players=3, seed=1)
    _refused([lambda: env.step(np.full(2, -1, dtype=np.int32))], ValueError, "", "a 3-player game in 2 views")
    env.games[1] = second
    env.step(np.full(2, -1, dtype=np.int32))
    assert _views_match(env, 0) and _views_match(env, 1)
    env.close()


def test_vector_env_closed_by_another_thread_while_it_steps() -> None:
    # close() wrote NULL into the addresses a running step reads (a crash
    # in C); now the step ends and later calls raise ClosedError
    import threading
    for views in (False, True):
        env = ml.VectorEnv(512, seed=1, views=views)
        rng = np.random.default_rng(1)
        started = threading.Event()

        def steps() -> None:
            try:
                for _ in range(400):
                    env.step(env.random_actions(rng))
                    started.set()
            except hunters.ClosedError:
                pass
            finally:
                started.set()

        runner = threading.Thread(target=steps)
        runner.start()
        started.wait()
        env.close()
        runner.join()
        try:
            env.step(np.full(512, -1))
        except hunters.ClosedError:
            pass
        else:
            raise AssertionError("a closed env stepped")


def test_vector_env_closed_by_another_thread_while_it_makes_games() -> None:
    # close() in another thread after reset_done() or reset() checked the env
    # open, before its first new game: the env's hold on a tile set its owner
    # had closed was the last, so the set was freed and hunters_game_new read
    # it (valgrind: invalid reads). Now the call holds the set until its games
    # are made, then raises ClosedError; the set is freed after.
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "tiles-2002.txt")
    with open(path, encoding="utf-8") as source:
        text = source.read()
    for views in (False, True):
        for call in ("reset_done", "reset"):
            tiles = hunters.TileSet.from_string(text)  # (not TileSet.default(), which is never freed)
            env = ml.VectorEnv(2, seed=1, window=9, tileset=tiles, views=views)
            freed = _record_frees(tiles)
            tiles.close()  # the env's hold is the last
            make = env._new_game

            def closing(index: int, state: int) -> hunters.Game:
                if not env._closed:
                    env.close()  # as another thread would, at this point
                assert not freed, "the tile set was freed under a call making games of it"
                return make(index, state)

            setattr(env, "_new_game", closing)
            env.done.fill(1)
            _raises(hunters.ClosedError, getattr(env, call))
            assert len(freed) == 1  # freed once the call let it go


def test_memory_check_where_the_c_library_cannot_be_counted() -> None:
    # where ctypes.CDLL(None) fails (Windows' takes no None: TypeError) the
    # C game is not measured, but an env is still made, and one past the
    # machine's memory still refused by its arrays and objects alone (the
    # defect: VectorEnv raised CDLL's TypeError for every num_envs)
    real = ctypes.CDLL

    def no_process_library(name: Any, *args: Any, **keywords: Any) -> Any:
        if name is None:
            raise TypeError("argument of type 'NoneType' is not iterable")
        return real(name, *args, **keywords)

    setattr(ctypes, "CDLL", no_process_library)
    try:
        env = ml.VectorEnv(num_envs=2, window=3)
        assert len(env.games) == 2
        env.close()
        if ml._memory_bytes() is not None:
            _refused([lambda: ml.VectorEnv(num_envs=10 ** 8, window=3)], hunters.InvalidArgument,
                     "more than this machine's memory", "num_envs 10^8 accepted, the C game unmeasured")
    finally:
        setattr(ctypes, "CDLL", real)


def test_memory_measure_stops_the_collector_around_the_measured_game() -> None:
    # the defect: _c_game_bytes() made its game through a ctypes callback
    # (the counting allocator) with the cyclic collector running, which
    # could run a __del__ of the caller's inside the callback, inside C,
    # and re-enter the library under hunters_game_new(). Now the collector
    # is stopped while C runs: the callback sees it stopped, and after the
    # call a running one runs again and one the caller stopped stays stopped
    import gc
    env = ml.VectorEnv(num_envs=1, window=3)
    options = getattr(env, "_options")
    env.close()
    real = getattr(ml, "_ALLOC_FN")
    seen: List[bool] = []

    def watched(function: Callable[..., Any]) -> Any:
        def call(*args: Any) -> Any:
            seen.append(gc.isenabled())
            return function(*args)
        return real(call)

    setattr(ml, "_ALLOC_FN", watched)
    was = gc.isenabled()
    try:
        for running in (True, False):
            if running:
                gc.enable()
            else:
                gc.disable()
            del seen[:]
            assert ml._c_game_bytes(options) > 0
            assert seen and not any(seen), "the collector was running inside the callback (%d of %d calls)" % (
                sum(seen), len(seen))
            assert gc.isenabled() == running, "the collector was %s" % ("stopped" if running else "restarted")
    finally:
        setattr(ml, "_ALLOC_FN", real)
        if was:
            gc.enable()
        else:
            gc.disable()


def test_memory_check_takes_the_cgroup_limit() -> None:
    # the defect: the memory checks used the machine's physical memory
    # alone, so in a container limited to less an env past the limit was
    # accepted and then killed. Fake cgroup files: the lowest limit of the
    # process's group and the groups above it, v2 (memory.max) or v1
    # (memory/memory.limit_in_bytes), counts; "max" and absent files do not
    physical = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    system = ml._system_files()
    with tempfile.TemporaryDirectory() as root:
        def write(path: str, text: str) -> None:
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="ascii") as file:
                file.write(text)

        ml._set_system_files(root, os.path.join(root, "self-cgroup"), system[2])
        try:
            assert ml._cgroup_limit() is None and ml._memory_bytes() == physical  # no files: no limit
            write("self-cgroup", "4:memory:/job/task\n1:cpu:/elsewhere\n0::/slice/box\n")
            write("memory.max", "max\n")  # v2, the mount's root: no limit
            write("memory/memory.limit_in_bytes", "9223372036854771712\n")  # v1's "none"
            assert ml._cgroup_limit() == 9223372036854771712 and ml._memory_bytes() == physical
            write("slice/memory.max", "%d\n" % (3 << 20))  # a group above the process's
            write("slice/box/memory.max", "max\n")
            assert ml._cgroup_limit() == 3 << 20 and ml._memory_bytes() == 3 << 20
            write("memory/job/task/memory.limit_in_bytes", "%d\n" % (2 << 20))  # v1, the process's own
            write("elsewhere/memory.max", "1\n")  # (another controller's group: not read)
            assert ml._memory_bytes() == 2 << 20
            game = hunters.Game(seed=1)
            enc = ml.Encoding(game)
            _refused([lambda: enc.new_planes((64,))], hunters.InvalidArgument,
                     "more than this machine's memory (2097152 bytes", "planes past the cgroup's limit accepted")
            _refused([lambda: ml.VectorEnv(num_envs=64, views=views) for views in (False, True)],
                     hunters.InvalidArgument, "more than this machine's memory (0.0 GiB",
                     "an env past the cgroup's limit accepted")
            assert enc.new_planes((1,)).shape == (1, ml.PLANES, 39, 39)  # 62 KB: within the limit
            write("memory/job/task/memory.limit_in_bytes", "garbage\n")  # unreadable: not a limit
            write("slice/memory.max", "max\n")
            assert ml._memory_bytes() == physical
            env = ml.VectorEnv(num_envs=64)
            env.close()
        finally:
            ml._set_system_files(*system)
        enc.close()


def test_the_memory_check_s_system_files_are_not_module_globals() -> None:
    # the defect: ml._CGROUP_ROOT and ml._CGROUP_MEMBERSHIP (and
    # ml._HUGE_PAGES) were module globals read on every check, so a caller
    # assigning one changed VectorEnv's memory check: here a fake cgroup
    # of a 1 MiB limit refused an env of 64 games. The module keeps them
    # from import; only its test setter changes them
    before = ml._memory_bytes(), ml._huge_pages_always()
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "box"))
        with open(os.path.join(root, "self-cgroup"), "w", encoding="ascii") as file:
            file.write("0::/box\n")
        with open(os.path.join(root, "box", "memory.max"), "w", encoding="ascii") as file:
            file.write("%d\n" % (1 << 20))
        with open(os.path.join(root, "enabled"), "w", encoding="ascii") as file:
            file.write("[always] madvise never\n")
        module = cast(Any, ml)
        module._CGROUP_ROOT, module._CGROUP_MEMBERSHIP = root, os.path.join(root, "self-cgroup")
        module._HUGE_PAGES = os.path.join(root, "enabled")
        try:
            assert (ml._memory_bytes(), ml._huge_pages_always()) == before
            ml.VectorEnv(num_envs=64).close()
        finally:
            del module._CGROUP_ROOT, module._CGROUP_MEMBERSHIP, module._HUGE_PAGES
        system = ml._set_system_files(root, os.path.join(root, "self-cgroup"), os.path.join(root, "enabled"))
        try:
            assert ml._memory_bytes() == 1 << 20 and ml._huge_pages_always()
        finally:
            ml._set_system_files(*system)
    assert (ml._memory_bytes(), ml._huge_pages_always()) == before


_RESIDENT = r"""
import os, sys
import numpy as np
import hunters.ml as ml

def resident():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")

players, games = int(sys.argv[1]), int(sys.argv[3]) if sys.argv[3:] else 8
views = sys.argv[2:3] != ["plain"]
if sys.argv[2:] == ["advised"]:  # np.zeros as some numpy versions before 1.24 make it: huge pages advised
    import ctypes, mmap
    libc, zeros = ctypes.CDLL(None, use_errno=True), np.zeros
    libc.madvise.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)

    def advised_zeros(*args, **kwargs):
        array = zeros(*args, **kwargs)
        if array.nbytes >= 1 << 22:
            start = -(-array.ctypes.data // mmap.PAGESIZE) * mmap.PAGESIZE
            libc.madvise(start, (array.ctypes.data + array.nbytes - start) // mmap.PAGESIZE * mmap.PAGESIZE, 14)
        return array

    np.zeros = advised_zeros
before = resident()
env = ml.VectorEnv(num_envs=games, players=players, window=255, views=views)
env.reset()
rng = np.random.default_rng(0)
most = 0
for _ in range(20):  # (the most after any step: what a step leaves mapped varies with the heap)
    env.step(env.random_actions(rng))
    env.reset_done()
    most = max(most, resident() - before)
print(most / games, env._bytes_a_game())
"""


def test_memory_estimate_of_views_is_what_they_take() -> None:
    # the defect: with views=True the memory check counted the whole legal
    # array, B rows of 4 (4N^2 + 33) bytes, of which a game's list maps only
    # its first page or two (np.zeros maps pages as they are touched): at
    # the largest window the estimate was 19% (2 players) above what the
    # env took, refusing envs that fit. The estimate of a game now equals
    # the memory it adds to a fresh process after steps, within 4%
    if not os.path.exists("/proc/self/statm"):
        print("skipped: no /proc/self/statm to measure with")
        return
    if ml._huge_pages_always():
        print("skipped: transparent huge pages always on (the whole legal array is mapped)")
        return
    for players in (2, 3):
        measured, estimated = map(float, subprocess.run(
            [sys.executable, "-c", _RESIDENT, str(players)], check=True, capture_output=True,
            text=True).stdout.split())
        assert abs(estimated / measured - 1) < 0.04, (players, measured, estimated)
    # where huge pages are given to the mappings advised so, as numpy
    # advised them for a large np.zeros in some versions before 1.24, the
    # legal array still maps only the pages under the lists (the defect: it
    # was an np.zeros, which such a numpy put on huge pages, 1 MiB a game at
    # window 255 past the estimate)
    with open(ml._system_files()[2], encoding="ascii", errors="replace") as setting:
        advised = "[madvise]" in setting.read()
    if advised:
        measured, estimated = map(float, subprocess.run(
            [sys.executable, "-c", _RESIDENT, "2", "advised"], check=True, capture_output=True,
            text=True).stdout.split())
        assert abs(estimated / measured - 1) < 0.04, ("advised", measured, estimated)
    # the legal array is the process's own: a forked child's writes stay in the child
    if hasattr(os, "fork"):
        env = ml.VectorEnv(num_envs=2, views=True)
        assert env.legal is not None and not env.legal.flags.writeable  # (the user's to read: C writes it)
        before = env.legal.copy()
        child = os.fork()
        if child == 0:
            ctypes.memset(env.legal.ctypes.data, 1, env.legal.nbytes)  # (as C's steps write it)
            os._exit(0)
        os.waitpid(child, 0)
        assert np.array_equal(env.legal, before), "a child's writes reached the parent's legal array"
        env.close()
    # where huge pages back every mapping, one entry maps a whole 2 MiB page: the whole array counts
    system = ml._system_files()
    with tempfile.TemporaryDirectory() as root:
        ml._set_system_files(system[0], system[1], os.path.join(root, "enabled"))
        try:
            env = ml.VectorEnv(num_envs=1, window=255, views=True)
            lazy = env._bytes_a_game()
            with open(os.path.join(root, "enabled"), "w", encoding="ascii") as setting:
                setting.write("[always] madvise never\n")
            assert env._bytes_a_game() - lazy == 4 * env.encoding.action_count - 2 * mmap.PAGESIZE
            env.close()
        finally:
            ml._set_system_files(*system)


def test_memory_estimate_of_plain_envs_is_what_they_take() -> None:
    # the defect: a plain env's random_actions() found each game's pick
    # through two (B, A) temporaries, a cumulative sum of the masks (4
    # bytes an action) and its comparison with the picks (1 byte): freed,
    # the heap kept about the second one's pages, and at window 255 an env
    # of 8 to 16 games took about 7% more than the estimate of a game. The
    # picks are now read from the list of the masks' legal entries
    if not os.path.exists("/proc/self/statm"):
        print("skipped: no /proc/self/statm to measure with")
        return
    if ml._huge_pages_always():
        print("skipped: transparent huge pages always on")
        return
    for games in ("8", "16"):
        measured, estimated = map(float, subprocess.run(
            [sys.executable, "-c", _RESIDENT, "2", "plain", games], check=True, capture_output=True,
            text=True).stdout.split())
        assert abs(estimated / measured - 1) < 0.04, (games, measured, estimated)


def test_linear_policy_example_features_can_rank_placements() -> None:
    # the defect: examples/python/ml_linear_policy.py's second placement
    # feature was 1 for every placement, and every action of a place
    # decision is a placement: a weight on it ranked nothing, and the
    # evolution strategy spent a seventh of its search on noise
    import importlib.util
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "python",
                        "ml_linear_policy.py")
    spec = importlib.util.spec_from_file_location("ml_linear_policy", path)
    assert spec is not None and spec.loader is not None
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    env = ml.SingleAgentEnv(players=2, seat=0, opponent="random", seed=1)
    observation, _ = env.reset(seed=1)
    n = env.observation_shapes["observation"][-1]
    varied = [False] * example.FEATURES
    for _ in range(40):
        legal, features = example.action_features(env, observation)
        if legal[0] < 4 * n * n:  # a place decision: placements only
            for column in range(example.FEATURES):
                varied[column] |= bool(np.ptp(features[:, column]) > 0)
        observation, _, terminated, truncated, _ = env.step(int(legal[0]))
        if terminated or truncated:
            break
    assert varied[0] and varied[1], "a placement feature was the same for every placement of every decision"
    env.close()


def test_the_envs_observation_spaces_are_what_they_observe() -> None:
    # the defect: the envs had no observation_space (AECEnv no
    # observation_space(agent) or num_agents, VectorEnv no single_*_space),
    # and Discrete no repr or contains(): a gymnasium or PettingZoo user
    # built them by hand. Each Box's shape and dtype are those of the arrays
    # observe gives, which it contains, along a game
    space = ml.Discrete(5)
    assert repr(space) == "Discrete(5)"
    assert space.contains(0) and space.contains(np.int64(4)) and 4 in space
    for outside in (5, -1, True, np.bool_(False), 1.0, "1", None):
        assert not space.contains(outside) and outside not in space, outside
    names = {"observation", "global", "action_mask"}

    def check(spaces: Dict[str, ml.Box], observation: Dict[str, Any]) -> None:
        assert set(spaces) == names and set(observation) == names
        for name, box in spaces.items():
            assert box.shape == observation[name].shape and box.dtype == observation[name].dtype, (name, box)
            assert box.contains(observation[name]) and observation[name] in box, (name, box)
        assert not spaces["action_mask"].contains(observation["action_mask"] * 2 + 1)
        assert not spaces["observation"].contains(observation["observation"][0])
        assert not spaces["global"].contains(observation["global"].astype(np.float64))

    aec = ml.AECEnv(players=3, window=15, seed=2)
    assert aec.num_agents == 0 and aec.max_num_agents == 3
    aec.reset()
    assert aec.num_agents == 3
    _raises(hunters.InvalidArgument, lambda: aec.observation_space("player_3"))
    for agent in aec.possible_agents:
        assert aec.observation_space(agent) is not aec.observation_space(agent)  # (a new dict)
        assert repr(aec.observation_space(agent)["observation"]) == "Box(0, 255, (41, 15, 15), uint8)"
    for step, agent in enumerate(aec.agent_iter()):
        observation, _, termination, truncation, _ = aec.last()
        if termination or truncation:
            aec.step(None)
            continue
        assert observation is not None
        check(aec.observation_space(agent), observation)
        if step < 30:
            aec.step(int(np.flatnonzero(observation["action_mask"])[0]))
        else:
            break
    aec.close()
    env = ml.SingleAgentEnv(players=2, window=15, opponent="random")
    observation, _ = env.reset(seed=4)
    for _ in range(10):
        check(env.observation_space, observation)
        observation, _, terminated, truncated, _ = env.step(int(np.flatnonzero(observation["action_mask"])[0]))
        if terminated or truncated:
            break
    env.close()
    for views in (False, True):
        vector = ml.VectorEnv(num_envs=3, players=2, window=15, views=views)
        assert vector.single_action_space is vector.single_action_space
        assert vector.single_action_space.n == vector.encoding.action_count
        obs = vector.reset()
        for _ in range(5):
            for i in range(3):
                planes = obs.planes[i, obs.observers[i]] if views else obs.planes[i]
                check(vector.single_observation_space,
                      {"observation": planes, "global": (obs.globals[i, obs.observers[i]] if views else obs.globals[i]),
                       "action_mask": obs.masks[i]})
                assert vector.single_action_space.contains(int(np.flatnonzero(obs.masks[i])[0]))
            obs = vector.step(vector.random_actions(1))
        vector.close()


def test_the_module_s_public_names_are_its_own() -> None:
    # the defect: help(hunters.ml) listed the typing aliases (Any, Dict, ...),
    # the modules it imports and its helpers. __all__ now names what it
    # offers: every class and function of its own, every constant, every
    # name doc/ml.md gives as ml.X, and nothing else
    assert all(hasattr(ml, name) for name in ml.__all__) and len(set(ml.__all__)) == len(ml.__all__)
    own = {name for name, value in vars(ml).items() if not name.startswith("_")
           and getattr(value, "__module__", None) == ml.__name__ and callable(value)}
    assert own <= set(ml.__all__), own - set(ml.__all__)
    constants = {name for name in vars(ml) if name.isupper() and not name.startswith("_")} - {
        "U8", "F32", "I32", "TYPE_CHECKING", "C", "INT32_MAX", "UINT64_MAX"}
    assert constants <= set(ml.__all__), constants - set(ml.__all__)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "doc", "ml.md")
    with open(path, encoding="utf-8") as doc:
        documented = set(re.findall(r"\bml\.([A-Za-z_]\w*)", doc.read())) - {"md"}
    assert documented <= set(ml.__all__), documented - set(ml.__all__)
    for internal in ("Any", "Dict", "np", "npt", "ctypes", "integer", "Handle", "U8", "TYPE_CHECKING"):
        assert internal not in ml.__all__, internal
    namespace: Dict[str, Any] = {}
    exec("from hunters.ml import *", namespace)
    assert set(namespace) - {"__builtins__"} == set(ml.__all__)


def test_moves_and_actions_take_the_forms_play_takes_and_no_bools() -> None:
    # the defects: enc.action_of_move("pass") raised TypeError though
    # Game.play takes text; VectorEnv.step([True, -1]) played action 1;
    # game.play(an action) said only "not a valid move value"
    game = hunters.Game(seed=3)
    enc = ml.Encoding(game, window=15)
    for move in game.legal_moves():
        action = enc.action_of_move(move)
        assert enc.action_of_move(str(move)) == enc.action_of_move(int(move)) == action
        assert enc.action_of_move(cast(int, np.uint64(int(move)))) == action
    assert enc.move_of_action(enc.action_of_move("pass")).kind == hunters.MoveKind.PASS
    for wrong in (1.0, True, None, b"pass"):
        error = _caught(lambda: enc.action_of_move(cast(Any, wrong)))
        assert isinstance(error, TypeError) and "a Move, an int or a str" in str(error), (wrong, error)
    _raises(hunters.ParseError, lambda: enc.action_of_move("nonsense"))
    action = int(np.flatnonzero(enc.legal_mask(game))[0])
    error = _caught(lambda: game.play(action))
    assert isinstance(error, hunters.InvalidArgument) and "Encoding.move_of_action" in str(error), repr(error)
    assert "Encoding.move_of_action" in (game.check(action) or "")
    game.play(enc.move_of_action(action))
    enc.close()
    for views in (False, True):
        env = ml.VectorEnv(num_envs=2, window=15, views=views)
        env.reset()
        before = [g.decision_count for g in env.games]
        for wrong in (cast(Any, [True, -1]), [np.bool_(True), -1], np.array([True, False])):
            error = _caught(lambda: env.step(cast(Any, wrong)))
            assert isinstance(error, TypeError) and "bool" in str(error), (views, wrong, error)
        assert [g.decision_count for g in env.games] == before
        env.step([int(np.flatnonzero(env.masks[0])[0]), -1])
        env.close()


def test_one_player_games_have_no_reward() -> None:
    # doc/ml.md, "Reward": with one player there is no one to beat (the
    # formula divides by players - 1): the envs accept players=1, and the
    # reward of a solo game is 0 at its end, its score aside
    env = ml.VectorEnv(num_envs=2, players=1, window=39, seed=2)
    obs = env.reset()
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(1000):
        obs = env.step(env.random_actions(rng))
        for i in np.flatnonzero(obs.done == 1):
            assert env.games[i].over and not env.player_rewards[i].any(), env.player_rewards[i]
            ended += 1
        if ended:
            break
        env.reset_done()
    assert ended
    env.close()
    solo = ml.SingleAgentEnv(players=1, window=39, opponent="random")
    observation, _ = solo.reset(seed=1)
    terminated = truncated = False
    while not (terminated or truncated):
        observation, reward, terminated, truncated, info = solo.step(
            int(np.flatnonzero(observation["action_mask"])[0]))
    assert reward == 0.0 and len(info["scores"]) == 1
    solo.close()


def test_ml_errors_carry_the_c_reason() -> None:
    # the C calls' refusals said no more than HUNTERS_EINVAL (a user's
    # report); the binding told its own guess ("the game's tile set is not
    # the one the encoding was made for") or a game's message without the
    # action. Now C's reason, hunters_ml_errmsg(): the const calls
    # (legal_mask, truncated) by observe's check of the same game; a step's
    # slot named as the env names it. Nothing changed by a refused call
    game, stranger = hunters.Game(seed=1), _other_set_game()
    enc = ml.Encoding(game)
    assert _native.hunters_ml_errmsg(enc.handle()) == b""
    mask = np.full(enc.action_count, 7, dtype=np.uint8)
    for call, what in ((lambda: enc.legal_mask(stranger, mask), "legal_mask"),
                       (lambda: enc.truncated(stranger), "truncated"), (lambda: enc.observe(stranger, 0), "observe")):
        # another refusal's message left in the handle first: the const
        # calls set none, so theirs is observe()'s check of the game, not
        # whatever the handle held (nor the binding's guess when it held "")
        assert _native.hunters_ml_set_layout(enc.handle(), 7) < 0
        assert _native.hunters_ml_errmsg(enc.handle()).startswith(b"layout 7 is none")
        error = _caught(call)
        assert isinstance(error, hunters.InvalidArgument) and str(error) == what + ": a game of another tile set", \
            repr(error)
    assert (mask == 7).all()
    for views in (False, True):
        env = ml.VectorEnv(3, seed=1, views=views, window=9)
        hashes, arrays = [g.hash for g in env.games], _arrays_of(env)
        actions = np.full(3, -1)
        actions[2] = enc_last = env.encoding.action_count - 1  # a hut while the tile is to be placed
        error = _caught(lambda: env.step(actions))
        assert isinstance(error, hunters.IllegalMove) and str(error) == \
            "env.games[2]: action %d is not legal: the drawn tile must be placed first" % enc_last, repr(error)
        assert [g.hash for g in env.games] == hashes
        assert all(np.array_equal(a, b) for a, b in zip(arrays, _arrays_of(env))), "a refused step wrote"
        env.close()
    enc.close()
    game.close()
    stranger.close()


def test_step_refuses_a_ragged_list_as_the_binding() -> None:
    # step([[0], [1, 2]]) raised numpy's own ValueError ("setting an array
    # element with a sequence ..."), not the binding's InvalidArgument
    env = ml.VectorEnv(2, seed=1)
    hashes = [g.hash for g in env.games]
    error = _caught(lambda: env.step(cast(Any, [[0], [1, 2]])))
    assert isinstance(error, hunters.InvalidArgument) and str(error) == \
        "actions must be 2 integers, one per game, not a ragged sequence of sequences", repr(error)
    assert [g.hash for g in env.games] == hashes
    env.close()


def test_step_says_why_numpy_could_not_make_the_actions_an_array() -> None:
    # any ValueError of np.asarray() was said to be a ragged list; one of
    # another cause (here an __array__ that raises) is given as numpy's own
    class Gone:
        """Two actions, -1 and -1, whose array cannot be made."""

        def __len__(self) -> int:
            return 2

        def __getitem__(self, i: int) -> int:
            if not 0 <= i < 2:
                raise IndexError(i)
            return -1

        def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
            raise ValueError("the buffer is gone")

    env = ml.VectorEnv(2, seed=1)
    hashes = [g.hash for g in env.games]
    error = _caught(lambda: env.step(cast(Any, Gone())))
    assert isinstance(error, hunters.InvalidArgument) and str(error) == \
        "actions must be 2 integers, one per game: numpy cannot make them an array (the buffer is gone)", repr(error)
    for ragged in ([[0], [1, 2]], [[0, 1], [1, [2]]], [np.array([0]), np.array([1, 2])]):  # (ragged ones: as before)
        error = _caught(lambda: env.step(cast(Any, ragged)))
        assert isinstance(error, hunters.InvalidArgument) and str(error) == \
            "actions must be 2 integers, one per game, not a ragged sequence of sequences", (ragged, repr(error))
    # numpy before 1.24 said no "inhomogeneous": told by the items' shapes,
    # a 0-d array's among them (len() of one raises TypeError)
    asarray = np.asarray

    def older(value: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return asarray(value, *args, **kwargs)
        except ValueError:
            raise ValueError("setting an array element with a sequence.") from None

    setattr(np, "asarray", older)  # (numpy itself: hunters.ml calls np.asarray)
    try:
        error = _caught(lambda: env.step(cast(Any, [np.array(0), np.array([1, 2])])))
    finally:
        setattr(np, "asarray", asarray)
    assert isinstance(error, hunters.InvalidArgument) and str(error) == \
        "actions must be 2 integers, one per game, not a ragged sequence of sequences", repr(error)
    assert [g.hash for g in env.games] == hashes
    env.close()


def test_step_refuses_bytes_of_any_kind() -> None:
    # bytes were refused as a str is, but bytearray(2) and a memoryview of
    # bytes were taken as actions 0, 0
    env = ml.VectorEnv(2, seed=1)
    env.step([-1, -1])
    hashes = [g.hash for g in env.games]
    for given, name in ((b"\0\0", "bytes"), (bytearray(2), "bytearray"),
                        (memoryview(b"\0\0"), "a memoryview of bytes"),
                        (memoryview(bytearray(2)).cast("b"), "a memoryview of bytearray")):
        error = _caught(lambda: env.step(cast(Any, given)))
        assert isinstance(error, TypeError) and str(error) == "actions must be a sequence of 2 integers, one per " \
            "game (-1 for a game that is done), not %s" % name, repr(error)
    assert [g.hash for g in env.games] == hashes
    # a memoryview of integers is a sequence of actions as before
    env.step(memoryview(np.array([-1, -1], dtype=np.int32)))  # type: ignore[arg-type]
    env.close()


def test_step_takes_an_object_array_of_integers_as_the_list() -> None:
    # np.array([a, b], dtype=object) of Python ints was refused ("values of
    # dtype object") though the same list was taken; now taken when every
    # item is an integer, refused as the list is otherwise
    for views in (False, True):
        listed, objects = ml.VectorEnv(2, seed=3, views=views), ml.VectorEnv(2, seed=3, views=views)
        rng = np.random.default_rng(1)
        for _ in range(6):
            actions = [int(a) for a in listed.random_actions(rng)]
            listed.step(actions)
            objects.step(np.array(actions, dtype=object))
            assert [g.hash for g in listed.games] == [g.hash for g in objects.games]
            # 0-d integer arrays, as items of an object array too (the defect: refused, "not array(3) (a
            # ndarray)", though the same list was taken)
            zero_d = np.empty(2, dtype=object)
            zero_d[:] = [np.array(a) for a in listed.random_actions(rng)]
            listed.step(zero_d.tolist())
            objects.step(zero_d)
            assert [g.hash for g in listed.games] == [g.hash for g in objects.games]
            assert np.array_equal(listed.planes, objects.planes) and np.array_equal(listed.masks, objects.masks)
        hashes = [g.hash for g in objects.games]
        for given, kind, text in ((np.array([-1, 1.5], dtype=object), hunters.InvalidArgument,
                                   "actions must be 2 integers, not 1.5 (a float)"),
                                  (np.array([-1, "0"], dtype=object), hunters.InvalidArgument,
                                   "actions must be 2 integers, not '0' (a str)"),
                                  (np.array([-1, True], dtype=object), TypeError,
                                   "actions must be integers, not bools"),
                                  (np.array([np.array(-1), np.array(True)], dtype=object), TypeError,
                                   "actions must be integers, not bools"),  # (a 0-d bool array was action 1)
                                  (np.array([-1, 2 ** 70], dtype=object), hunters.OutOfRange,
                                   "actions must be -1 to %d" % (objects.encoding.action_count - 1))):
            for call in (lambda: objects.step(given), lambda: objects.step(cast(Any, given.tolist()))):
                error = _caught(call)
                assert isinstance(error, kind) and str(error) == text, (given, repr(error))
        assert [g.hash for g in objects.games] == hashes
        listed.close()
        objects.close()


def test_vector_env_views_arrays_the_next_step_reads_are_read_only() -> None:
    # doc/ml.md, "Incremental batched play": with views=True the next step
    # reads the rows, global vectors, masks and legal lists the last one
    # left, and rewrites only what a decision changed. They were writeable
    # numpy arrays: an in-place normalisation (np.minimum(obs.planes, 1,
    # out=obs.planes)) went unnoticed and every later observation of those
    # cells stayed wrong, and a legal_counts written made random_actions()
    # index past its row (IndexError). Lua gives them as const pointers;
    # here they are read-only arrays, which C still writes
    for layout in ("planes_first", "cells_first"):
        env = ml.VectorEnv(num_envs=3, players=2, window=15, seed=4, views=True, layout=layout)
        obs = env.reset()
        rng = np.random.default_rng(0)
        for _ in range(20):
            obs = env.step(env.random_actions(rng))
        for name in ("planes", "globals", "masks", "legal", "legal_counts"):
            array = getattr(obs, name)
            assert array is getattr(env, name) and not array.flags.writeable, name
            before = array.copy()
            _raises(ValueError, lambda: np.minimum(array, 1, out=array))
            _raises(ValueError, lambda: array.__setitem__(Ellipsis, 0))
            assert np.array_equal(array, before), name
        for _ in range(40):
            obs = env.step(env.random_actions(rng))
            for i, game in enumerate(env.games):
                for p in range(game.players):  # every view still observe()'s, byte for byte
                    planes, vector = env.encoding.observe(game, p)
                    assert np.array_equal(obs.planes[i, p], planes) and np.array_equal(obs.globals[i, p], vector)
                assert obs.legal_counts is not None and int(obs.masks[i].sum()) == int(obs.legal_counts[i])
            if obs.done.any():
                obs = env.reset_done()
        env.close()
    plain = ml.VectorEnv(num_envs=2, window=15, seed=4)  # (each plain step rewrites its arrays in full)
    obs = plain.reset()
    assert obs.planes.flags.writeable and obs.masks.flags.writeable and obs.globals.flags.writeable
    plain.close()


def test_a_window_of_twice_a_bounded_table_truncates_no_game() -> None:
    # doc/ml.md, truncation: on a bounded table (R3.2) no position past the
    # table's reach is open, so the frame of a 3 x 3 table's game fits a
    # window of 5 however the board lies; a game there was reported truncated
    # (done 2, no reward) as soon as its tiles touched the window's edge
    ended = 0
    for seed in range(12):
        game = hunters.Game(players=2, seed=seed, table_width=3, table_height=3)
        enc = ml.Encoding(game, window=5)
        env = ml.VectorEnv(num_envs=1, players=2, window=5, seed=seed)
        env.games[0] = game  # (the env's game replaced: the step takes a game of the caller's)
        obs = env.step([-1])
        rng = np.random.default_rng(seed)
        while not obs.done[0]:
            assert not enc.truncated(game)
            assert obs.masks[0].sum() == len(game.legal_moves())  # every legal move has its action
            obs = env.step(env.random_actions(rng))
        assert obs.done[0] == 1 and game.over, (seed, int(obs.done[0]))
        ended += 1
        enc.close()
        env.close()
    assert ended == 12


def test_doc_examples_run() -> None:
    # the ```python blocks of doc/ml.md, each in a namespace of its own
    # (but the gymnasium adapter, which needs gymnasium)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "doc", "ml.md")
    with open(path, encoding="utf-8") as doc:
        blocks = re.findall(r"```python\n(.*?)```", doc.read(), re.S)
    runnable = [block for block in blocks if "gymnasium" not in block]
    assert len(runnable) >= 3
    for block in runnable:
        exec(compile(block, "doc/ml.md", "exec"), {"__name__": "doc_ml"})


if __name__ == "__main__":
    for name, function in sorted(globals().items()):
        if name.startswith("test_") and callable(function):
            function()
            print("ok", name)
