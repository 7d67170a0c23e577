"""Tests of the Python bindings: they drive the real library through
ctypes. Rule numbers refer to the project's rules digest (R1-R9)."""
import copy
import ctypes
import dataclasses
import enum
import gc
import importlib
import importlib.util
import errno
import os
import pickle
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import unittest
import unittest.mock
from typing import Any, Callable, Dict, List, Optional, Tuple, Union, cast

import hunters
from hunters import Move, Phase


def colliding_set(which: int) -> str:
    """One of two different tile sets of equal content hash (tests/colliding_sets.h):
    3 tile types (which 0) or 33 (which 1)."""
    text = "tile S 1 MMMM start\n  meadow N E S W\n"
    if which == 0:
        text += "tile Y 31 MMMM\n  meadow N E S W\n"
    else:
        text += "".join("tile T%02d 1 MMMM\n  meadow N E S W\n" % i for i in range(31))
    return text + "tile %s 1 MMMM\n  meadow N E S W\n" % ("h6aa93fb02d810557", "ha7b9a112973be3cb")[which]


class Index:
    """An integer of another type than int (as numpy's): operator.index() takes it."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


def random_game(seed: int, players: int = 2, choices: int = 1) -> hunters.Game:
    rng = random.Random(choices)
    game = hunters.Game(players=players, seed=seed)
    while True:
        moves = game.legal_moves()
        if not moves:
            return game
        game.play(rng.choice(moves))


class Noted(hunters.Game):
    """A subclass with an attribute of its own (module level: pickle finds
    it), whose load() takes other arguments than Game's."""
    note: List[str]

    @classmethod
    def load(cls, record: Union[str, bytes], tileset: Optional[hunters.TileSet] = None,  # type: ignore[override]
             *, required: bool) -> "Noted":
        raise AssertionError("a pickle does not call a subclass's own load()")


class Slotted(Noted):
    """A subclass of it with slots of its own, one private."""
    __slots__ = ("mark", "__secret")
    mark: Tuple[int, int]

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.__secret = 5

    def secret(self) -> int:
        return self.__secret


class Keyed(hunters.Game):
    """A subclass whose __new__ needs an argument, which its
    __getnewargs_ex__ gives (module level: pickle finds it)."""
    news: List[Tuple[str, str]] = []  # (each __new__'s arguments)
    key: str
    tag: str

    def __new__(cls, key: str, *, tag: str = "", **options: Any) -> "Keyed":
        game = cast(Keyed, super().__new__(cls))
        game.key, game.tag = key, tag
        Keyed.news.append((key, tag))
        return game

    def __init__(self, key: str, *, tag: str = "", **options: Any) -> None:
        super().__init__(**options)

    def __getnewargs_ex__(self) -> Tuple[Tuple[Any, ...], Dict[str, Any]]:
        return (self.key,), {"tag": self.tag}


class Pinned(hunters.Game):
    """The same with __getnewargs__."""
    pin: int

    def __new__(cls, pin: int, **options: Any) -> "Pinned":
        game = cast(Pinned, super().__new__(cls))
        game.pin = pin
        return game

    def __init__(self, pin: int, **options: Any) -> None:
        super().__init__(**options)

    def __getnewargs__(self) -> Tuple[Any, ...]:
        return (self.pin,)


class Named(hunters.Game):
    """A subclass whose __new__ takes keywords named as Game.load()'s
    parameters (record, tileset), which its __getnewargs_ex__ gives."""
    named: Tuple[Any, Any]

    def __new__(cls, *, record: Any = None, tileset: Any = None, **options: Any) -> "Named":
        game = cast(Named, super().__new__(cls))
        game.named = (record, tileset)
        return game

    def __getnewargs_ex__(self) -> Tuple[Tuple[Any, ...], Dict[str, Any]]:
        return (), {"record": self.named[0], "tileset": self.named[1]}


class Counted(hunters.Game):
    """A subclass with __getnewargs__ but Game's own __new__ (which takes
    and ignores them, for its copies and pickles)."""

    def __getnewargs__(self) -> Tuple[Any, ...]:
        return (1, 2)


class Stated(hunters.Game):
    """A subclass with __getstate__ and __setstate__ of its own: its lock
    is left out of its state, and made again from it."""

    def __init__(self, name: str, **options: Any) -> None:
        super().__init__(**options)
        self.name, self.lock = name, threading.Lock()

    def __getstate__(self) -> Dict[str, Any]:
        return {"name": self.name}

    def __setstate__(self, state: Dict[str, Any]) -> None:
        self.name, self.lock = state["name"], threading.Lock()


class OwnSet(hunters.TileSet):
    """A TileSet subclass (module level: pickle finds it), whose
    from_string() takes other arguments than TileSet's."""
    label: str

    @classmethod
    def from_string(cls, tileset_text: Union[str, bytes], strict: bool = True) -> "OwnSet":
        tileset = super().from_string(tileset_text)
        assert isinstance(tileset, OwnSet)
        return tileset


class ClosedObjects(unittest.TestCase):
    """Hardening: a closed handle is never used again (it used to be freed
    but kept, so a closed game could drive a newer game at the same address)."""

    def test_closed_game_cannot_drive_a_newer_game(self) -> None:
        a = hunters.Game(seed=1)
        a.close()
        b = hunters.Game(seed=2)
        with self.assertRaises(hunters.ClosedError):
            a.play_random(5)
        self.assertFalse(b.over)
        self.assertEqual(b.event_count, hunters.Game(seed=2).event_count)

    def test_a_method_called_on_an_object_of_another_class_never_reaches_c(self) -> None:
        # the defect: a method called through the class on an object of the
        # other class, Game.play(tileset, "pass") or TileSet.describe(game),
        # read that object's handle (every object keeps one as _handle, and
        # self._open() was the other class's own) and gave it to C as a game
        # or a set: the process crashed (SIGSEGV), or C read a game as a set
        # (TileSet.types(game) was [], TileSet.describe(game) bytes of the
        # game). Lua refuses it ("game:play needs a game"). Now TypeError,
        # before C, both objects unchanged. (In a child process: the crash.)
        script = """if True:
            import os, hunters
            text = hunters.TileSet.default().describe()
            tileset, game = hunters.TileSet.from_string(text), hunters.Game(seed=3)
            state = game.save()
            G, T = hunters.Game, hunters.TileSet
            calls = [lambda s: G.play(s, "pass"), lambda s: G.check(s, "pass"), lambda s: G.legal_moves(s),
                     lambda s: G.play_random(s, 1), lambda s: G.copy_from(s, game), lambda s: G.undo(s),
                     lambda s: G.draw(s), lambda s: G.drop_log(s), lambda s: G.redetermine(s, 1),
                     lambda s: G.project_scores(s), lambda s: G.bot_move(s, "random"),
                     lambda s: G.advice(s, "random"), lambda s: G.bot_memory(s, "random"), lambda s: G.svg(s),
                     lambda s: G.set_player_name(s, 0, "A"), lambda s: G.player_name(s, 0), lambda s: G.events(s),
                     lambda s: G.points_summary(s), lambda s: G.save(s), lambda s: G.save_file(s, os.devnull),
                     lambda s: G.clone(s), lambda s: G.handle(s), lambda s: G.square(s, 0, 0), lambda s: G.board(s),
                     lambda s: G.feature(s, 0, 0, 0), lambda s: G.find_tiles(s, "river"),
                     lambda s: G.tiles_left(s), lambda s: G.stack_size(s), lambda s: G.score(s, 0),
                     lambda s: G.rank(s, 0), lambda s: G.supply(s, 0), lambda s: G.close(s),
                     lambda s: G.__hash__(s), lambda s: G.tile_types(s), lambda s: G.__init__(s)] + [
                     (lambda name: lambda s: getattr(G, name).fget(s))(name) for name in (
                         "phase", "over", "players", "current_player", "hash", "scores", "ranks", "tileset",
                         "tile_in_hand", "rules", "state_size", "decision_count", "variant_changes", "event_count")]
            set_calls = [lambda s: T.types(s), lambda s: T.describe(s), lambda s: T.type_name(s, 0),
                         lambda s: T.find(s, "START"), lambda s: T.copies(s, 0), lambda s: T.flags(s, 0),
                         lambda s: T.side(s, 0, 0), lambda s: T.sides(s, 0), lambda s: T.area_count(s, 0),
                         lambda s: T.area(s, 0, 0), lambda s: T.areas(s, 0), lambda s: T.total(s, "fish"),
                         lambda s: T.find_tiles(s, "river"), lambda s: T.svg(s), lambda s: T.handle(s),
                         lambda s: T.__len__(s), lambda s: T.close(s), lambda s: T.name.fget(s),
                         lambda s: T.hash.fget(s)]
            refused = 0
            for wrong, listed in ((tileset, calls), (game, set_calls), (object(), calls + set_calls)):
                for call in listed:
                    try:
                        call(wrong)
                    except TypeError as error:
                        assert "needs a" in str(error), str(error)
                        refused += 1
            assert not G.__eq__(tileset, game) and not T.__eq__(game, tileset)
            assert not game.closed and not tileset.closed and game.save() == state and tileset.describe() == text
            print(refused)
        """
        result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr[-2000:])
        self.assertEqual(result.stdout.strip(), str(2 * (49 + 19)))

    def test_every_method_of_a_closed_game_raises(self) -> None:
        game = hunters.Game(seed=3)
        other = hunters.Game(seed=3)
        move = game.legal_moves()[0]
        game.close()
        game.close()  # idempotent
        self.assertTrue(game.closed)
        calls: List[Callable[[], object]] = [lambda: game.phase, lambda: game.over, lambda: game.players, lambda: game.current_player,
                 lambda: game.hash, lambda: game.scores, lambda: game.ranks, lambda: game.score(0),
                 lambda: game.rank(0), lambda: game.supply(0), lambda: game.tileset, lambda: game.tile_types(),
                 lambda: game.tile_in_hand, lambda: game.tiles_left(), lambda: game.stack_size(),
                 lambda: game.square(0, 0), lambda: game.board(), lambda: game.feature(0, 0, 0),
                 lambda: game.legal_moves(), lambda: game.play(move), lambda: game.check(move),
                 lambda: game.draw(), lambda: game.play_random(1), lambda: game.set_player_name(0, "A"),
                 lambda: game.player_name(0), lambda: game.event_count, lambda: game.events(),
                 lambda: game.points_summary(), lambda: game.save(), lambda: game.clone(),
                 lambda: game.copy_from(other), lambda: other.copy_from(game), lambda: game.state_size,
                 lambda: copy.copy(game), lambda: pickle.dumps(game),
                 lambda: game.save_file(os.devnull), lambda: game.rules, lambda: game.undo(),
                 lambda: game.decision_count, lambda: game.svg(), lambda: game._repr_svg_(),
                 lambda: game.redetermine(1), lambda: game.project_scores(), lambda: game.bot_move("random"),
                 lambda: game.advice("greedy"), lambda: game.bot_memory()]
        for index, call in enumerate(calls):
            with self.assertRaises(hunters.ClosedError, msg="call %d" % index):
                call()
        self.assertIn("closed", repr(game))

    def test_closed_games_compare_and_hash_without_raising(self) -> None:
        # == and hash() of a closed game raised ClosedError, so did
        # `closed_game in some_list`; now a closed game is equal only to
        # itself and keeps the hash it last gave while open
        game, twin, unhashed = hunters.Game(seed=3), hunters.Game(seed=3), hunters.Game(seed=3)
        self.assertEqual(game, twin)
        self.assertNotEqual(game, "game")
        before = hash(game)
        games, keyed = {game, hunters.Game(seed=4)}, {game: "kept"}
        listed = [twin, game]
        game.close()
        unhashed.close()
        for closed in (game, unhashed):
            self.assertTrue(closed == closed)
            self.assertFalse(closed != closed)
            self.assertNotEqual(closed, twin)  # the same state once, but closed
            self.assertNotEqual(twin, closed)
            self.assertEqual(hash(closed), hash(closed))  # stable
        self.assertNotEqual(game, unhashed)  # two closed games: only identity
        self.assertEqual(hash(game), before)  # closing does not move a game in a set or a dict
        self.assertIn(game, games)
        self.assertEqual(keyed[game], "kept")
        games.discard(game)
        self.assertEqual(len(games), 1)
        self.assertIn(game, listed)
        self.assertEqual(listed.index(game), 1)
        self.assertNotIn(game, [twin])
        self.assertEqual([twin, unhashed].count(unhashed), 1)
        self.assertIn(unhashed, {unhashed})
        self.assertEqual(hash(twin), before)  # the open twin still hashes by its state
        with self.assertRaises(hunters.ClosedError):
            game.hash  # (the property still raises)

    def test_closed_tilesets_compare_and_hash_without_raising(self) -> None:
        text = hunters.TileSet.default().describe()
        ts, twin = hunters.TileSet.from_string(text), hunters.TileSet.from_string(text)
        self.assertEqual(ts, twin)
        self.assertNotEqual(ts, text)
        before, sets = hash(ts), {ts}
        game = hunters.Game(tileset=ts)
        borrowed = game.tileset
        self.assertEqual(borrowed, twin)
        ts.close()
        self.assertTrue(ts == ts)
        self.assertNotEqual(ts, twin)
        self.assertNotEqual(twin, ts)
        self.assertEqual(hash(ts), before)  # the content hash, the same as before close()
        self.assertEqual(hash(twin), before)
        self.assertIn(ts, sets)
        self.assertIn(ts, [twin, ts])
        self.assertNotIn(ts, [twin])
        game.close()  # a game's set closes with it
        self.assertTrue(borrowed.closed)
        self.assertEqual(borrowed, borrowed)
        self.assertNotEqual(borrowed, twin)
        self.assertEqual(hash(borrowed), before)
        with self.assertRaises(hunters.ClosedError):
            ts.hash  # (the property still raises)

    def test_tilesets_compare_content_not_hash(self) -> None:
        # == compared the content hash alone: these two sets, of 3 and 33
        # tile types, hash equal and were equal
        few, many = (hunters.TileSet.from_string(colliding_set(i)) for i in (0, 1))
        self.assertEqual((few.hash, len(few), len(many)), (many.hash, 3, 33))
        self.assertNotEqual(few, many)
        self.assertNotEqual(many, few)
        self.assertFalse(few == many)
        self.assertEqual(len({few, many}), 2)  # one hash, two members
        # the same content in two objects is equal, and so is a game's set
        twin = hunters.TileSet.from_string(colliding_set(1))
        self.assertEqual(many, twin)
        self.assertEqual(twin, many)
        game = hunters.Game(tileset=twin)
        borrowed = game.tileset
        self.assertEqual(borrowed, many)
        self.assertNotEqual(borrowed, few)
        self.assertEqual(hunters.TileSet.from_string(hunters.TileSet.default().describe()), hunters.TileSet.default())
        game.close()
        self.assertNotEqual(borrowed, many)  # the closed game's set reaches no C
        for ts in (few, many, twin):
            ts.close()

    def test_events_of_a_closed_game_have_no_text(self) -> None:
        game = hunters.Game(seed=3)
        event = game.events()[0]
        game.close()
        with self.assertRaises(hunters.ClosedError):
            str(event)

    def test_closed_tileset_raises_and_cannot_make_games(self) -> None:
        ts = hunters.TileSet.from_string(hunters.TileSet.default().describe())
        game = hunters.Game(tileset=ts)
        ts.close()
        closed_calls: List[Callable[[], object]] = [lambda: ts.name, lambda: ts.hash, lambda: ts.types(), lambda: ts.find("START"),
                     lambda: ts.copies(0), lambda: ts.areas(0), lambda: ts.total(hunters.Total.TILES),
                     lambda: ts.describe(), lambda: len(ts), lambda: hunters.Game(tileset=ts),
                     lambda: hunters.Game.load(game.save(), tileset=ts), lambda: ts.svg(), lambda: ts.svg(0),
                     lambda: ts._repr_svg_()]
        for call in closed_calls:
            with self.assertRaises(hunters.ClosedError):
                call()
        game.play_random(2)  # the game keeps its own reference to the set
        self.assertTrue(game.over)

    def test_a_game_not_made_yet_is_a_closed_one(self) -> None:
        # the defect: a Game whose __init__ had not run (the object a
        # subclass's __init__ has before it calls Game's, Game.__new__)
        # raised AttributeError from ==, hash() and repr(), which never
        # raise, and from every method, where a closed game's ClosedError is due
        class Registered(hunters.Game):
            def __init__(self, **options: Any) -> None:
                self.hashed = hash(self)  # (by identity while not made)
                self.shown = repr(self)
                super().__init__(**options)

        game = Registered(seed=3)
        self.assertEqual(game.shown, "<Game (closed)>")
        self.assertEqual(game.hashed, object.__hash__(game))
        self.assertIn(game, {game})
        bare = hunters.Game.__new__(hunters.Game)
        self.assertTrue(bare.closed)
        self.assertEqual(bare, bare)
        self.assertNotEqual(bare, game)
        self.assertEqual(hash(bare), object.__hash__(bare))
        self.assertEqual(repr(bare), "<Game (closed)>")
        calls: List[Callable[[], object]] = [bare.legal_moves, lambda: bare.play(0), bare.save, bare.clone,
                                             lambda: copy.copy(bare)]
        for call in calls:
            with self.assertRaises(hunters.ClosedError):
                call()
        bare.close()
        hunters.Game.__init__(bare, seed=3)  # (made now, once)
        self.assertEqual(bare, hunters.Game(seed=3))

    def test_a_game_is_made_once(self) -> None:
        # a second __init__ replaced the C game under a tile set borrowed
        # from it, which then read freed memory: refused, nothing changed
        ts = hunters.TileSet.from_string(hunters.TileSet.default().describe())
        game = hunters.Game(tileset=ts, seed=5)
        ts.close()
        borrowed, before = game.tileset, game.hash
        for players in (3, 2):
            with self.assertRaises(hunters.InvalidArgument):
                hunters.Game.__init__(game, players=players)
        self.assertEqual((game.hash, game.players, len(borrowed)), (before, 2, len(hunters.TileSet.default())))
        game.close()
        with self.assertRaises(hunters.InvalidArgument):
            hunters.Game.__init__(game)  # a closed game is not reopened either
        self.assertTrue(game.closed and borrowed.closed)

    def test_a_games_tileset_closes_with_the_game(self) -> None:
        ts = hunters.TileSet.from_string(hunters.TileSet.default().describe())
        game = hunters.Game(tileset=ts)
        ts.close()
        borrowed = game.tileset
        self.assertEqual(borrowed.name, "reconstruction-v1")
        game.close()
        self.assertTrue(borrowed.closed)
        with self.assertRaises(hunters.ClosedError):
            borrowed.types()

    def test_the_shared_default_set_survives_close(self) -> None:
        hunters.TileSet.default().close()
        self.assertEqual(hunters.TileSet.default().name, "reconstruction-v1")


def race(call: Callable[[], object], close: Callable[[], object]) -> object:
    """Runs call() in a thread and close() in this one as soon as the thread
    is about to enter C: what call() returned, or the ClosedError it raised.
    The thread cannot signal from inside C, so close() may come just before
    the call or while it runs; the calls are long enough that "while" is the
    usual case, and both must be safe (no timing is assumed)."""
    outcome: List[object] = []
    started = threading.Event()

    def run() -> None:
        started.set()
        try:
            outcome.append(call())
        except hunters.ClosedError as error:
            outcome.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    started.wait()
    close()
    thread.join()
    assert len(outcome) == 1, "the call raised something else than ClosedError (see the thread's traceback)"
    return outcome[0]


def count_frees(game: hunters.Game) -> List[int]:
    """The addresses the game's handle frees (a list that close() or the
    last running call fills)."""
    handle = game._handle
    assert handle is not None
    assert handle._free is not None
    free: Callable[[int], None] = handle._free
    freed: List[int] = []

    def recorded(address: int) -> None:
        freed.append(address)
        free(address)

    handle._free = recorded
    return freed


class ConcurrentClose(unittest.TestCase):
    """Defect: close() (or the garbage collector) in one thread while another
    thread's call ran in C (ctypes releases the GIL) freed the object under
    that call: a segfault or a use-after-free. Now the running call completes
    (or raises ClosedError if close() came first) and later calls raise."""

    ROUNDS = 20

    def test_closing_a_game_during_bot_move(self) -> None:
        expected = hunters.Game(seed=4).bot_move("mcts", seed=1, iterations=50000)
        for _ in range(self.ROUNDS):
            game = hunters.Game(seed=4)
            address, freed = game.handle(), count_frees(game)
            outcome = race(lambda: game.bot_move("mcts", seed=1, iterations=50000), game.close)
            if not isinstance(outcome, hunters.ClosedError):
                self.assertEqual(outcome, expected)  # it completed normally, on the live game
            self.assertEqual(freed, [address])  # freed once, by close() or when the call returned
            self.assertTrue(game.closed)
            with self.assertRaises(hunters.ClosedError):
                game.bot_move("mcts", seed=1, iterations=10)
            with self.assertRaises(hunters.ClosedError):
                game.legal_moves()

    def test_closing_either_game_of_copy_from_and_play_random(self) -> None:
        for round_index in range(self.ROUNDS):
            start, scratch = hunters.Game(seed=5), hunters.Game(seed=6)
            start.play(start.legal_moves()[0])

            def rollouts() -> None:
                for seed in range(2000):
                    scratch.copy_from(start)
                    scratch.play_random(seed)
                    self.assertTrue(scratch.over)

            closed = scratch if round_index % 2 else start  # the target, then the source of copy_from
            outcome = race(rollouts, closed.close)
            self.assertTrue(outcome is None or isinstance(outcome, hunters.ClosedError))
            with self.assertRaises(hunters.ClosedError):
                closed.play_random(1)
            with self.assertRaises(hunters.ClosedError):
                scratch.copy_from(start)

    def test_closing_a_tileset_during_its_calls_and_game_creation(self) -> None:
        text = hunters.TileSet.default().describe()
        for _ in range(self.ROUNDS):
            ts = hunters.TileSet.from_string(text)

            def use() -> None:
                for _ in range(50):
                    self.assertIn("<svg", ts.svg())
                    hunters.Game(tileset=ts).play_random(1)

            outcome = race(use, ts.close)
            self.assertTrue(outcome is None or isinstance(outcome, hunters.ClosedError))
            with self.assertRaises(hunters.ClosedError):
                ts.svg()

    def test_closing_a_game_during_a_call_on_its_borrowed_tileset(self) -> None:
        text = hunters.TileSet.default().describe()
        for _ in range(self.ROUNDS):
            ts = hunters.TileSet.from_string(text)
            game = hunters.Game(tileset=ts)
            ts.close()  # the game now holds the only reference to the set
            borrowed = game.tileset

            def use() -> None:
                for _ in range(50):
                    self.assertIn("<svg", borrowed.svg())

            outcome = race(use, game.close)
            self.assertTrue(outcome is None or isinstance(outcome, hunters.ClosedError))
            with self.assertRaises(hunters.ClosedError):
                borrowed.svg()

    def test_close_without_a_running_call_frees_at_once(self) -> None:
        game = hunters.Game(seed=4)
        address, freed = game.handle(), count_frees(game)
        game.legal_moves()
        with self.assertRaises(hunters.IllegalMove):
            game.play(hunters.Move.pass_())  # a failed call holds nothing either
        game.close()
        self.assertEqual(freed, [address])
        game.close()
        self.assertEqual(freed, [address])

    def test_collecting_a_game_while_its_call_runs(self) -> None:
        # the garbage collector frees a game once nothing refers to it; a
        # call running in a thread (here through a bound method) is a reference
        game = hunters.Game(seed=4)
        expected = game.bot_move("mcts", seed=1, iterations=20000)
        call = game.bot_move
        del game
        outcome = race(lambda: call("mcts", seed=1, iterations=20000), gc.collect)
        self.assertEqual(outcome, expected)

    def test_exiting_while_a_daemon_thread_runs_a_call(self) -> None:
        # the interpreter's exit freed every live game (weakref.finalize
        # runs at exit) while a daemon thread still ran in C: a crash at exit
        script = ("import threading, hunters\n"
                  "game = hunters.Game(seed=3)\n"
                  "started = threading.Event()\n"
                  "def run():\n"
                  "    started.set()\n"
                  "    game.bot_move('mcts', iterations=10 ** 7, max_nodes=1000000)\n"
                  "threading.Thread(target=run, daemon=True).start()\n"
                  "started.wait()\n")
        for _ in range(5):
            result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
            self.assertEqual(result.returncode, 0, result.stderr)


class ConcurrentLegalMoves(unittest.TestCase):
    """Defect: legal_moves() listed into one buffer per game, so calls on
    one game from several threads at once shared it: one read the list
    while another's C call rewrote it (its scratch entries), and a call that
    grew it (a list of more than 512 moves) freed the buffer that another
    thread's C call was writing (a heap corruption, "free(): corrupted
    unsorted chunks"). Now each call holds a buffer no other call uses."""

    def hammer(self, game: hunters.Game, rounds: int) -> None:
        """Four threads list the moves of fresh clones of game at once
        (each clone's first calls grow its buffer when the list is long);
        every list must be game's own."""
        expected = sorted(game.legal_moves())
        wrong: List[List[Move]] = []
        for _ in range(rounds):
            clone = game.clone()
            start = threading.Barrier(4)

            def run() -> None:
                start.wait()
                for _ in range(20):
                    moves = sorted(clone.legal_moves())
                    if moves != expected:
                        wrong.append(moves)

            threads = [threading.Thread(target=run) for _ in range(4)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        self.assertEqual(wrong, [])

    def test_a_long_list_from_four_threads(self) -> None:
        # a row of 71 meadow tiles: 144 open positions, 4 rotations each
        tileset = hunters.TileSet.from_string("tile S 1 MMMM start\n  meadow N E S W\n"
                                              "tile Y 100 MMMM\n  meadow N E S W\n")
        game = hunters.Game(seed=1, tileset=tileset, members=0, huts=0)
        for x in range(1, 71):
            game.play(Move.place(x, 0, 0))
            game.play(Move.pass_())
        self.assertEqual(len(game.legal_moves()), 576)
        self.hammer(game, 100)

    def test_each_phase_of_a_game_from_four_threads(self) -> None:
        game, rng = hunters.Game(seed=8), random.Random(8)
        for _ in range(12):  # places and deploys
            self.hammer(game, 3)
            game.play(rng.choice(game.legal_moves()))


class BoundaryChecks(unittest.TestCase):
    """Hardening: values ctypes would truncate, strings C would cut at a NUL,
    and unknown options are refused instead of silently changed."""

    def test_a_child_forked_while_the_default_set_loads_can_use_it(self) -> None:
        # the defect: a fork while another thread held TileSet.default()'s
        # lock (its first call, loading the set) left the child a lock held
        # by no thread of its own: its every Game() waited forever. Here the
        # lock is held across the fork, as that thread would hold it
        if not hasattr(os, "fork"):
            self.skipTest("no os.fork")
        lock = hunters.TileSet._default_lock
        game = hunters.Game(seed=4)  # a live game, used in the child too
        with lock:
            child = os.fork()
            if child == 0:  # (exits with 3 unless it plays; the alarm ends a wait)
                import signal
                signal.alarm(10)
                code = 3
                try:
                    game.play_random(1)
                    code = 0 if hunters.Game(seed=5).legal_moves() and game.over else 3
                finally:
                    os._exit(code)
        _, status = os.waitpid(child, 0)
        self.assertTrue(os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status)
        self.assertIs(hunters.TileSet._default_lock, lock)  # (the parent's is kept)
        self.assertFalse(game.over)  # the child's play stayed in the child

    def test_errors_survive_pickling(self) -> None:
        # as another process (hunters.sim's pool, Dask) sends them back: the
        # same class, status, message and place (Exception's own pickling
        # called __init__ with the message alone: TypeError)
        from hunters.errors import ClosedError, HuntersIOError
        errors = [hunters.InvalidArgument(hunters.Status.EINVAL, "bad"), hunters.OutOfRange(hunters.Status.ERANGE, "far"),
                  hunters.IllegalMove(hunters.Status.EPHASE, "not now"), hunters.ParseError(hunters.Status.EPARSE, "3:4: x", 3, 4),
                  HuntersIOError(hunters.Status.EIO, "disk"), ClosedError("game"), hunters.HuntersError(hunters.Status.EINVAL, "any")]
        from hunters.options import UnknownOption
        errors.append(UnknownOption("colour"))
        for error in errors:
            again = pickle.loads(pickle.dumps(error))
            self.assertIs(type(again), type(error))
            self.assertEqual((again.status, str(again), again.line, again.column),
                             (error.status, str(error), error.line, error.column))
        # a HuntersIOError's .errno (the system's reason, which OSError keeps
        # outside __dict__) survives pickle and copies too: it was None after
        # them; and so do .strerror and .filename where a caller set them
        with self.assertRaises(HuntersIOError) as caught:
            hunters.Game.load_file(os.path.join(tempfile.gettempdir(), "no-such-folder-h", "game.txt"))
        read_error = caught.exception
        marked = HuntersIOError(hunters.Status.EIO, "disk")
        marked.errno, marked.strerror, marked.filename = errno.EACCES, "Permission denied", "game.txt"
        for error in (read_error, marked):
            twins = [pickle.loads(pickle.dumps(error, protocol)) for protocol in range(pickle.HIGHEST_PROTOCOL + 1)]
            for twin in twins + [copy.copy(error), copy.deepcopy(error)]:
                self.assertIs(type(twin), HuntersIOError)
                self.assertEqual((twin.errno, twin.strerror, twin.filename, twin.filename2, str(twin), twin.status,
                                  twin.args), (error.errno, error.strerror, error.filename, error.filename2,
                                               str(error), error.status, error.args))
        # the message given stays the message (.args), not str() of the
        # error with .strerror set ("[Errno 13] Permission denied: ..."):
        # the copy of a copy said that, the message "disk" lost
        for twin in (pickle.loads(pickle.dumps(marked)), copy.copy(marked), copy.deepcopy(marked)):
            self.assertEqual(twin.args, ("disk",))
        self.assertEqual(read_error.errno, errno.ENOENT)

    def test_integers_are_not_truncated(self) -> None:
        with self.assertRaises(ValueError):
            hunters.Game(players=2 ** 32 + 2)
        with self.assertRaises(ValueError):
            hunters.Game(seed=-1)
        with self.assertRaises(ValueError):
            hunters.Game(seed=2 ** 64)
        self.assertEqual(hunters.Game(seed=2 ** 64 - 1).hash, hunters.Game(seed=2 ** 64 - 1).hash)
        with self.assertRaises(ValueError):
            hunters.Game(members=2 ** 32 + 5)
        with self.assertRaises(TypeError):
            hunters.Game(players=2.0)  # type: ignore[arg-type]
        with self.assertRaises(TypeError):
            hunters.Game(seed="7")  # type: ignore[arg-type]
        game = hunters.Game(seed=1)
        move = game.legal_moves()[0]
        before = game.hash
        with self.assertRaises(ValueError):
            game.play(move + 2 ** 64)
        with self.assertRaises(ValueError):
            game.play(-1)
        with self.assertRaises(ValueError):
            game.play_random(-1)
        with self.assertRaises(ValueError):
            Move.place(2 ** 32, 0, 0)
        with self.assertRaises(ValueError):
            Move.place(0, 0, 4)
        with self.assertRaises(ValueError):
            game.score(2 ** 32)
        with self.assertRaises(ValueError):
            game.feature(2 ** 32, 0, 0)
        self.assertEqual(game.hash, before)

    def test_a_tileset_is_never_made_from_an_address(self) -> None:
        # TileSet(5) wrapped address 5 and C read it: the process crashed
        # (SIGSEGV); a string failed inside ctypes (ArgumentError)
        for address in (5, 0, "tiles.txt", hunters.TileSet.default().handle()):
            with self.assertRaises(TypeError) as caught:
                hunters.TileSet(address)  # type: ignore[arg-type]
            self.assertIn("TileSet.from_string()", str(caught.exception))

    def test_tileset_total_refuses_with_the_bindings_error(self) -> None:
        # a plain ValueError before: the binding's InvalidArgument, as every other refusal
        default = hunters.TileSet.default()
        for what in (-1, 11, 2 ** 70, "fishes"):
            with self.assertRaises(hunters.InvalidArgument):
                default.total(what)  # type: ignore[arg-type]
        # the defect: an IntEnum equals its value, so total(Piece.MEMBER)
        # was the nuggets' total (Item 1); now refused as errors.choice()
        # refuses a member of another enum
        for member in (hunters.Piece.MEMBER, hunters.BotKind.RANDOM, hunters.TileGroup.ALL):
            with self.assertRaises(hunters.InvalidArgument) as caught:
                default.total(cast(Any, member))
            self.assertIn("a member of another enum", str(caught.exception))
        self.assertEqual(default.total(hunters.Item.NUGGET), default.total(1))
        self.assertEqual(default.total(hunters.Total.TILES), default.total("tiles"))

    def test_bonus_flags_must_be_bools(self) -> None:
        # tiles_left(bonus=) and stack_size(bonus=) demand a bool, as svg()'s
        # flags do: they took any truthy value (None, "1", 2**64, NaN) as a
        # bool, so a mistaken argument silently chose a stack
        game = hunters.Game(seed=1)
        land, bonus = game.tiles_left(), game.tiles_left(bonus=True)
        self.assertNotEqual(land, bonus)
        self.assertEqual(game.stack_size(), sum(land.values()))
        self.assertEqual(game.stack_size(bonus=True), sum(bonus.values()))
        for bad in (None, "1", 1, 2 ** 64, float("nan")):
            for call in (game.tiles_left, game.stack_size):
                with self.assertRaises(TypeError) as caught:
                    call(bonus=bad)  # type: ignore[arg-type]
                self.assertIn("bonus must be a bool, not %s" % type(bad).__name__, str(caught.exception))
            with self.assertRaises(TypeError):
                game.svg(legal=bad)  # type: ignore[arg-type]
        self.assertEqual(game.tiles_left(bonus=False), land)

    def test_out_of_range_options_name_the_allowed_values(self) -> None:
        for options, words in (({"players": 9}, "1 to 8"), ({"players": 0}, "1 to 8"),
                               ({"first_player": 2}, "0 to 1"), ({"huts": 100}, "0 to 99")):
            with self.assertRaises(ValueError) as caught:
                hunters.Game(**options)  # type: ignore[arg-type]
            self.assertIn(words, str(caught.exception))

    def test_strings_with_nul_are_refused(self) -> None:
        game = hunters.Game(seed=1, draw_mode="caller")
        with self.assertRaises(ValueError):
            game.draw("L1\0junk")
        game.draw("L1")
        game.play("place -1 0 r0")
        with self.assertRaises(ValueError):
            game.play("pass\0junk")
        self.assertEqual(game.phase, Phase.DEPLOY)
        with self.assertRaises(ValueError):
            game.set_player_name(0, "Ann\0Bob")
        with self.assertRaises(ValueError):
            Move.parse("pass\0junk")
        with self.assertRaises(ValueError):
            hunters.TileSet.default().find("START\0")
        with self.assertRaises(ValueError):
            game.save_file("x\0y")

    def test_trim_name_gives_a_name_set_player_name_takes(self) -> None:
        # hunters_player_name_trim(): the spaces set_player_name() refuses at
        # an end (White_Space, zero-width spaces, blank fillers, also behind
        # an invisible character) taken off, nothing inside, a blank name ""
        game = hunters.Game(seed=1)
        typed = [" Ann", "Ann ", "\u00a0Ann\u3000", "\u200d Ann", "Ann \ufe0f", "\u3164Ann", "Ann\u2800",
                 "\ufeffAnn\u200b", "\tAnn\n", "\u115fAnn"]
        for name in typed:
            with self.assertRaises(hunters.InvalidArgument, msg=repr(name)):
                game.set_player_name(0, name)
            self.assertEqual(hunters.trim_name(name), "Ann", msg=repr(name))
            game.set_player_name(0, hunters.trim_name(name))
            self.assertEqual(game.player_name(0), "Ann")
        for name in ["Ann\u00a0Bo", "\u2764\ufe0f", "\u200dAnn\u200d", "\u115f\u1161", "Zo\u00eb"]:
            self.assertEqual(hunters.trim_name(name), name, msg=repr(name))
        for name in ["", "   ", "\u3000\u200b", "\u200d", " \u00ad\u3164 "]:
            self.assertEqual(hunters.trim_name(name), "", msg=repr(name))
        # a NUL, which set_player_name() refuses, is refused here too (the
        # defect: " Ann\0 " gave "Ann\0", a name no setter takes)
        for name in [" Ann\0 ", "\0", "Ann\0"]:
            with self.assertRaisesRegex(hunters.InvalidArgument, "name must not contain NUL", msg=repr(name)):
                hunters.trim_name(name)
            with self.assertRaisesRegex(hunters.InvalidArgument, "name must not contain NUL", msg=repr(name)):
                game.set_player_name(0, name)
        with self.assertRaises(hunters.InvalidArgument):
            hunters.trim_name("Ann\udc80 ")
        with self.assertRaises(TypeError):
            hunters.trim_name(b" Ann")  # type: ignore[arg-type]

    def test_an_unknown_tile_name_says_what_was_not_found(self) -> None:
        # the defect: find(), draw() and svg() of a name the set lacks raised
        # KeyError('NOPE'), which said neither what was looked for nor where
        tileset = hunters.TileSet.default()
        game = hunters.Game(seed=1, draw_mode="caller")
        calls: List[Callable[[], object]] = [
            lambda: tileset.find("NOPE"), lambda: game.draw("NOPE"), lambda: tileset.svg("NOPE")]
        for call in calls:
            with self.assertRaises(KeyError) as caught:
                call()
            self.assertIn("no tile type named 'NOPE' in the tile set", str(caught.exception))
        self.assertEqual(game.phase, Phase.DRAW)

    def test_a_tile_set_not_made_is_closed(self) -> None:
        # the defect: of TileSet.__new__(TileSet) (or a subclass whose
        # __init__ does not call the base's), every call raised
        # AttributeError naming a private attribute ('_handle',
        # '_content_hash', '_owner'), repr(), ==, hash() and close() too; it
        # is closed now, as a Game not made is
        class Forgetful(hunters.TileSet):
            def __init__(self) -> None:
                pass

        for unmade in (hunters.TileSet.__new__(hunters.TileSet), Forgetful()):
            self.assertTrue(unmade.closed)
            self.assertIn("(closed)", repr(unmade))
            self.assertTrue(unmade == unmade)
            self.assertFalse(unmade == hunters.TileSet.default())
            self.assertIsInstance(hash(unmade), int)
            unmade.close()
            calls: List[Callable[[], object]] = [
                lambda: len(unmade), unmade.types, lambda: unmade.name, lambda: unmade.find("START"),
                unmade.describe, unmade.handle, lambda: pickle.dumps(unmade),
                lambda: hunters.Game(tileset=unmade)]
            for call in calls:
                with self.assertRaises(hunters.ClosedError):
                    call()

    def test_strings_with_a_lone_surrogate_or_nul_are_invalid_arguments(self) -> None:
        # the defect: a str with a lone surrogate (as surrogateescape decodes
        # a command-line argument or a file name not UTF-8) raised
        # UnicodeEncodeError naming no argument, and a file path with a NUL a
        # plain ValueError: neither a HuntersError, which doc/python.md's
        # Errors promises of every bad value. InvalidArgument now
        game = hunters.Game(seed=1, draw_mode="caller")
        tileset = hunters.TileSet.default()
        record = hunters.Game(seed=1).save()
        with tempfile.TemporaryDirectory() as folder:
            for bad in ("\udcff", "\ud800"):
                calls: List[Callable[[], object]] = [
                    lambda: Move.parse("pass" + bad), lambda: game.play("pass" + bad),
                    lambda: game.check("pass" + bad), lambda: game.draw("L1" + bad),
                    lambda: game.set_player_name(0, "Ann" + bad), lambda: game.find_tiles("river" + bad),
                    lambda: tileset.find("START" + bad), lambda: tileset.find_tiles("river" + bad),
                    lambda: tileset.svg("START" + bad), lambda: hunters.TileSet.from_string(tileset.describe() + bad),
                    lambda: hunters.Game.load(record + bad)]
                for call in calls:
                    with self.assertRaises(hunters.InvalidArgument) as caught:
                        call()
                    self.assertIn("lone surrogate", str(caught.exception))
            # (a path's "\udcff" is the byte 0xff to os.fsencode: only "\ud800" cannot be encoded)
            for path in (os.path.join(folder, "a\ud800"), os.path.join(folder, "a\0b")):
                file_calls: List[Callable[[], object]] = [
                    lambda: game.save_file(path), lambda: hunters.Game.load_file(path),
                    lambda: hunters.TileSet.from_file(path)]
                for call in file_calls:
                    with self.assertRaises(hunters.InvalidArgument, msg=repr(path)):
                        call()
        self.assertEqual(game.phase, Phase.DRAW)

    def test_unknown_options_are_refused_with_the_allowed_values(self) -> None:
        with self.assertRaises(ValueError) as caught:
            hunters.Game(draw_mode="sometimes")
        self.assertIn("'engine', 'caller'", str(caught.exception))
        with self.assertRaises(ValueError) as caught:
            hunters.Game(bonus_rule=5)
        self.assertIn("'redraw', 'forfeit'", str(caught.exception))
        with self.assertRaises(ValueError):
            Move.deploy(0, "boat")
        with self.assertRaises(ValueError):
            hunters.TileSet.default().total("boats")
        self.assertEqual(hunters.Game(draw_mode="CALLER").phase, Phase.DRAW)
        self.assertEqual(hunters.Game(draw_mode=hunters.DrawMode.CALLER).phase, Phase.DRAW)
        with self.assertRaises(TypeError):
            hunters.Game(tileset="default")  # type: ignore[arg-type]


class BindingTests(unittest.TestCase):
    def test_a_library_override_that_does_not_load_is_an_error(self) -> None:
        # passed over, it loaded the installed library unseen (a mistyped
        # path, or a relative one from another folder, ran an older build)
        import subprocess
        import sys
        env = dict(os.environ, HUNTERS_LIBRARY="/nonexistent/libhunters.so.0",
                   PYTHONPATH=os.path.dirname(os.path.abspath(__file__)))
        result = subprocess.run([sys.executable, "-c", "import hunters"], env=env, capture_output=True, text=True)
        self.assertNotEqual(result.returncode, 0, "import hunters succeeded with a HUNTERS_LIBRARY that does not exist")
        self.assertIn("ImportError: HUNTERS_LIBRARY=/nonexistent/libhunters.so.0 does not load (", result.stderr)
        self.assertIn("nothing else was tried", result.stderr)
        self.assertEqual(hunters._native.library_candidates()[0], os.environ.get("HUNTERS_LIBRARY",
                         hunters._native.library_candidates()[0]))

    def test_a_missing_library_names_every_place_tried(self) -> None:
        import subprocess
        import sys
        env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.abspath(__file__)))
        env.pop("HUNTERS_LIBRARY", None)
        env.pop("LD_LIBRARY_PATH", None)
        result = subprocess.run([sys.executable, "-c", "import hunters"], env=env, capture_output=True, text=True)
        if result.returncode == 0:
            self.skipTest("a libhunters is installed on the search path")
        self.assertIn("libhunters.so.0 (", result.stderr)
        self.assertIn("find_library", result.stderr)

    def test_the_package_docstring_lists_the_library_search_order(self) -> None:
        # help(hunters) names every place the library is looked for, in the
        # order _native tries them (doc/python.md "Finding the library"): it
        # left out the library pip bundles in hunters/_lib
        doc = " ".join((hunters.__doc__ or "").split())
        places = ["$HUNTERS_LIBRARY", "the only place tried", "hunters/_lib/libhunters.so.0", "libdir",
                  "SONAME libhunters.so.0", 'ctypes.util.find_library("hunters")']
        found = [doc.find(place) for place in places]
        self.assertNotIn(-1, found, places)
        self.assertEqual(found, sorted(found))

    def _stub_library(self, source: str, subfolder: str = "") -> str:
        """The path of a libhunters.so.0 (SONAME libhunters.so.0, as a real
        one has) compiled from source, in subfolder of a new folder."""
        import shutil
        compiler = os.environ.get("CC", "cc")
        if shutil.which(compiler) is None:
            self.skipTest("no C compiler (%s) to build a stub library" % compiler)
        top = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, top)
        folder = os.path.join(top, subfolder)
        os.makedirs(folder, exist_ok=True)
        c_file, stub = os.path.join(folder, "stub.c"), os.path.join(folder, "libhunters.so.0")
        with open(c_file, "w") as out:
            out.write(source)
        subprocess.run([compiler, "-shared", "-fPIC", "-Wl,-soname,libhunters.so.0", "-o", stub, c_file], check=True)
        return stub

    @staticmethod
    def _versioned_stub_source(number: int) -> str:
        return ('const char *hunters_version(void) { return "%d.%d.%d"; }\n'
                "int hunters_version_number(void) { return %d; }\n"
                % (number // 10000, number // 100 % 100, number % 100, number))

    def _import_found(self, libdir: str, search_path: str, cwd: Optional[str] = None,
                      dladdr: bool = True) -> "subprocess.CompletedProcess[str]":
        """import hunters in a new interpreter, without HUNTERS_LIBRARY: a
        copy of the package whose configured libdir (hunters/_config.py) is
        libdir, with LD_LIBRARY_PATH search_path (where the SONAME is found),
        in the folder cwd (by default the copy's); dladdr=False hides dladdr
        from the loader, as a C library without it."""
        import shutil
        top = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, top)
        package = os.path.dirname(os.path.abspath(hunters.__file__))
        shutil.copytree(package, os.path.join(top, "hunters"),
                        ignore=shutil.ignore_patterns("__pycache__", "_config.py", "_lib"))
        with open(os.path.join(top, "hunters", "_config.py"), "w") as out:
            out.write("LIBDIR = %r\n" % libdir)
        env = dict(os.environ, PYTHONPATH=top, LD_LIBRARY_PATH=search_path)
        env.pop("HUNTERS_LIBRARY", None)
        hide = ("import ctypes\n"
                "found = ctypes.CDLL.__getattr__\n"
                "def lookup(self, name):\n"
                "    if name == 'dladdr':\n"
                "        raise AttributeError(name)\n"
                "    return found(self, name)\n"
                "ctypes.CDLL.__getattr__ = lookup\n")
        # (run in top: the folder of a -c script comes first on sys.path, before PYTHONPATH)
        return subprocess.run([sys.executable, "-c", ("" if dladdr else hide) +
                               "import hunters; print(hunters.library_version())"],
                              env=env, capture_output=True, text=True, cwd=cwd or top)

    def test_an_older_library_found_first_is_passed_over_for_the_next(self) -> None:
        # the defect: the first library that loaded was taken, so an old one
        # in the configured libdir failed the import although the linker's
        # search (the next place) had one of the needed version
        built = hunters._native.path
        if not os.path.isabs(built):
            self.skipTest("the library was not loaded by a path: %s" % built)
        older = hunters.VERSION_MAJOR * 10000 + hunters.VERSION_MINOR * 100 - 1
        old = self._stub_library(self._versioned_stub_source(older))
        result = self._import_found(os.path.dirname(old), os.path.dirname(built))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), hunters.library_version())

    def test_when_no_library_found_fits_the_import_names_each_and_its_version(self) -> None:
        older = hunters.VERSION_MAJOR * 10000 + hunters.VERSION_MINOR * 100 - 1
        newer = (hunters.VERSION_MAJOR + 1) * 10000
        old = self._stub_library(self._versioned_stub_source(older))
        other = self._stub_library(self._versioned_stub_source(newer))
        result = self._import_found(os.path.dirname(old), os.path.dirname(other))
        self.assertNotEqual(result.returncode, 0, result.stdout)
        self.assertIn("ImportError: ", result.stderr)
        self.assertNotIn("AttributeError", result.stderr)
        for stub, number in ((old, older), (other, newer)):
            self.assertIn(stub, result.stderr)
            self.assertIn("version %d.%d.%d" % (number // 10000, number // 100 % 100, number % 100), result.stderr)
        self.assertLess(result.stderr.index(old), result.stderr.index(other))  # (in the order tried)
        self.assertIn(hunters.__version__, result.stderr)  # (the version needed)

    def test_a_library_found_at_two_places_is_named_once(self) -> None:
        # the defect: the configured libdir and the linker's search found the
        # same file (here by a link to its folder), and the ImportError named
        # it twice, as if two libraries had been refused
        import shutil
        older = hunters.VERSION_MAJOR * 10000 + hunters.VERSION_MINOR * 100 - 1
        old = self._stub_library(self._versioned_stub_source(older))
        linked = os.path.join(tempfile.mkdtemp(), "link")
        self.addCleanup(shutil.rmtree, os.path.dirname(linked))
        os.symlink(os.path.dirname(old), linked)
        for search_path in (os.path.dirname(old), linked):
            result = self._import_found(os.path.dirname(old), search_path)
            self.assertNotEqual(result.returncode, 0, result.stdout)
            self.assertIn("ImportError: ", result.stderr)
            self.assertIn(old, result.stderr)
            self.assertEqual(result.stderr.count("version %d.%d.%d" % (older // 10000, older // 100 % 100,
                                                                       older % 100)), 1, result.stderr)

    def test_two_places_are_one_library_by_file_identity(self) -> None:
        # the defect: the files refused were compared by real path, and the
        # linker's search's (a bare SONAME) without dladdr by that name in
        # the current folder: a hard link of the libdir's file was named
        # twice, and, the current folder being the libdir, a copy of it that
        # the linker found elsewhere (another library) was not named at all
        import shutil
        older = hunters.VERSION_MAJOR * 10000 + hunters.VERSION_MINOR * 100 - 1
        said = "version %d.%d.%d" % (older // 10000, older // 100 % 100, older % 100)
        old = self._stub_library(self._versioned_stub_source(older))
        elsewhere = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, elsewhere)
        linked = os.path.join(elsewhere, "linked")
        os.mkdir(linked)
        try:
            os.link(old, os.path.join(linked, "libhunters.so.0"))
        except OSError as exc:
            self.skipTest("no hard link: %s" % exc)
        result = self._import_found(os.path.dirname(old), linked)
        self.assertNotEqual(result.returncode, 0, result.stdout)
        self.assertEqual(result.stderr.count(said), 1, result.stderr)
        copied = os.path.join(elsewhere, "copied")
        os.mkdir(copied)
        shutil.copy(old, os.path.join(copied, "libhunters.so.0"))
        for dladdr in (True, False):
            result = self._import_found(os.path.dirname(old), copied, cwd=os.path.dirname(old), dladdr=dladdr)
            self.assertNotEqual(result.returncode, 0, result.stdout)
            self.assertIn("ImportError: ", result.stderr)
            self.assertEqual(result.stderr.count(said), 2, (dladdr, result.stderr))

    def test_an_older_build_of_the_needed_version_found_first_is_passed_over(self) -> None:
        # the defect: only the version was asked, so an older build of the
        # needed version (it lacks a function the package binds) in the
        # configured libdir was taken, and the import failed on that
        # function although the linker's search had a current build
        built = hunters._native.path
        if not os.path.isabs(built):
            self.skipTest("the library was not loaded by a path: %s" % built)
        same = hunters.VERSION_MAJOR * 10000 + hunters.VERSION_MINOR * 100 + hunters.VERSION_PATCH
        old = self._stub_library(self._versioned_stub_source(same))
        result = self._import_found(os.path.dirname(old), os.path.dirname(built))
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.strip(), hunters.library_version())
        # with none after it: the import names it, its version and what it lacks
        other = self._stub_library(self._versioned_stub_source(same))
        result = self._import_found(os.path.dirname(old), os.path.dirname(other))
        self.assertNotEqual(result.returncode, 0, result.stdout)
        self.assertIn("ImportError: ", result.stderr)
        self.assertNotIn("AttributeError", result.stderr)
        for stub in (old, other):
            self.assertIn(stub, result.stderr)
        self.assertIn("an older build of version %s lacking hunters_strerror" % hunters.__version__, result.stderr)

    def _import_with_stub(self, source: str, subfolder: str = "") -> Tuple[str, str]:
        """import hunters in a new interpreter, HUNTERS_LIBRARY a stub
        library compiled from source (in subfolder of a new folder): (its
        path, the import's stderr)."""
        stub = self._stub_library(source, subfolder)
        env = dict(os.environ, HUNTERS_LIBRARY=stub, PYTHONPATH=os.path.dirname(os.path.abspath(__file__)))
        result = subprocess.run([sys.executable, "-c", "import hunters"], env=env, capture_output=True, text=True)
        self.assertNotEqual(result.returncode, 0, "import hunters succeeded with a stub library")
        return stub, result.stderr

    def test_an_older_library_is_refused_at_import_with_its_version(self) -> None:
        # it failed later, with a bare AttributeError from ctypes for the
        # first function the old library lacked (naming neither library nor version)
        needed = "%d.%d.%d" % (hunters.VERSION_MAJOR, hunters.VERSION_MINOR, hunters.VERSION_PATCH)
        older = hunters.VERSION_MAJOR * 10000 + hunters.VERSION_MINOR * 100 - 1  # the last minor before
        text = "%d.%d.%d" % (older // 10000, older // 100 % 100, older % 100)
        stub, stderr = self._import_with_stub(
            'const char *hunters_version(void) { return "%s"; }\n'
            "int hunters_version_number(void) { return %d; }\n" % (text, older))
        self.assertIn("ImportError: ", stderr)
        self.assertNotIn("AttributeError", stderr)
        self.assertIn(stub, stderr)
        self.assertIn("version %s" % text, stderr)
        self.assertIn(needed, stderr)

    def test_a_refused_library_in_a_folder_not_utf8_is_named_once(self) -> None:
        # the defect: dladdr's file name was decoded as UTF-8 with errors
        # replaced, the path it was loaded by with the file system's
        # surrogateescape: unequal for a name not UTF-8 (Latin-1's "\xe9"),
        # so the message named the file twice, the second time mangled ("\ufffd")
        try:
            subfolder = os.fsdecode(b"lat\xe9")
        except UnicodeDecodeError:
            self.skipTest("the file system encoding takes no byte 0xe9")
        stub, stderr = self._import_with_stub(
            'const char *hunters_version(void) { return "0.0.9"; }\n'
            "int hunters_version_number(void) { return 9; }\n", subfolder)
        self.assertIn("ImportError: ", stderr)
        self.assertIn("version 0.0.9", stderr)
        self.assertNotIn("\ufffd", stderr)
        self.assertNotIn("libhunters.so.0 (", stderr)  # (named once: "PATH (FILE)" is for a SONAME found)
        self.assertEqual(stderr.count("libhunters.so.0"), 1, stderr)

    def test_a_library_of_another_major_version_is_refused_at_import(self) -> None:
        # a major version breaks the API and ABI (hunters.h): a newer one is no better than an older one
        newer = (hunters.VERSION_MAJOR + 1) * 10000
        stub, stderr = self._import_with_stub(
            'const char *hunters_version(void) { return "%d.0.0"; }\n'
            "int hunters_version_number(void) { return %d; }\n" % (newer // 10000, newer))
        self.assertIn("ImportError: ", stderr)
        self.assertIn("version %d.0.0" % (newer // 10000), stderr)
        self.assertIn(stub, stderr)

    def test_a_library_without_a_version_or_a_function_is_refused_at_import(self) -> None:
        # older than the version functions: nothing to ask
        stub, stderr = self._import_with_stub("int hunters_unrelated(void) { return 0; }\n")
        self.assertIn("ImportError: ", stderr)
        self.assertNotIn("AttributeError", stderr)
        self.assertIn(stub, stderr)
        self.assertIn("hunters_version_number", stderr)
        # the version the package needs, but a function missing (an older build of it)
        stub, stderr = self._import_with_stub(
            'const char *hunters_version(void) { return "%s"; }\n'
            "int hunters_version_number(void) { return %d; }\n"
            % (hunters.__version__, hunters.VERSION_MAJOR * 10000 + hunters.VERSION_MINOR * 100 + hunters.VERSION_PATCH))
        self.assertIn("ImportError: ", stderr)
        self.assertNotIn("AttributeError", stderr)
        self.assertIn(stub, stderr)
        self.assertIn("hunters_strerror", stderr)  # (the first function bound after the version's)

    def test_the_doc_warns_of_a_fork_during_a_call_that_changes_a_game(self) -> None:
        # inherent (the child gets a half-changed copy of a game another
        # thread was changing, and the call never ends there), so documented:
        # doc/python.md's Lifetime section says when to fork and what to use instead
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "doc", "python.md")
        with open(path, encoding="utf-8") as doc:
            text = doc.read()
        lifetime = text[text.index("## Lifetime"):text.index("## Speed")]
        words = " ".join(lifetime.split())
        for said in ("os.fork()", "half changed", "inherent", 'get_context("spawn")', "mp_context=",
                     "Fork only while no other thread is inside a call that changes a game"):
            self.assertIn(said, words)

    def test_the_doc_s_speed_figures_are_benchmark_md_s_with_their_date(self) -> None:
        # the defect: doc/python.md's Speed gave "about 2,000-2,300 games per
        # second" and "about 90 %" with no date or machine, not the figures
        # doc/benchmark.md measured (2,388; 91 %): they are those, dated
        top = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        with open(os.path.join(top, "doc", "benchmark.md"), encoding="utf-8") as doc:
            bench = doc.read()
        with open(os.path.join(top, "doc", "python.md"), encoding="utf-8") as doc:
            text = doc.read()
        section = bench[bench.index("## Python and Lua bindings"):]
        section = section[:section.index("\n## ")]
        date = re.findall(r"\b(\d{4}-\d\d-\d\d),", section)
        games = re.search(r"^\| games_per_second \| ([\d,]+) \|", section, re.M)
        share = re.search(r"^\| native_share \| (\d+) % \|", section, re.M)
        assert games and share and len(date) == 1, (games, share, date)
        speed = " ".join(text[text.index("## Speed"):text.index("## Examples")].split())
        for said in ("Measured on %s on the project's machine" % date[0], "%s random 2-player games per second"
                     % games.group(1), "at %s %% of the C rate" % share.group(1)):
            self.assertIn(said, speed)

    def test_examples_refuse_counts_they_cannot_play_with_their_usage(self) -> None:
        # the defect: random_games.py and bonus_rule_experiment.py --games 0
        # raised StatisticsError, --players 9 the library's InvalidArgument
        # (a traceback); bot_match.py and monte_carlo_bot.py --games -1
        # printed "won 0 of -1 games", and --rollouts 0 divided by zero;
        # where_points_go.py's --iterations-a 0 or --seed -1 and
        # variant_experiment.py's --bots greedy,bogus gave a traceback too
        folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "python")
        cases = {"random_games.py": (["--games", "0"], ["--players", "9"], ["--seed", "-1"],
                                     ["--seed", str(2 ** 64 // 1000003 + 1)]),
                 "bonus_rule_experiment.py": (["--games", "0"], ["--players", "0"]),
                 "bot_match.py": (["--games", "-1"], ["--iterations", "0"]),
                 "monte_carlo_bot.py": (["--games", "0"], ["--rollouts", "0"]),
                 "where_points_go.py": (["--iterations-a", "0"], ["--iterations-b", "-5"], ["--seed", "-1"]),
                 "variant_experiment.py": (["--bots", "greedy,bogus"], ["--bots", ""], ["--bots", ",".join(["greedy"] * 9)])}
        env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.abspath(__file__)))
        for example, argument_lists in cases.items():
            for arguments in argument_lists:
                result = subprocess.run([sys.executable, os.path.join(folder, example)] + arguments, env=env,
                                        capture_output=True, text=True, timeout=120)
                self.assertEqual(result.returncode, 2, (example, arguments, result.stdout, result.stderr))
                self.assertIn("usage:", result.stderr)
                self.assertNotIn("Traceback", result.stderr)

    def test_the_benchmarks_refuse_counts_they_cannot_measure_with_their_usage(self) -> None:
        # the defect: bench.py --games 0 divided by zero and --runs 0 had no
        # median (tracebacks), --games -1 printed negative times;
        # bench_ml.py --steps 0 printed "0 decisions per CPU second" and
        # --envs 0 was a traceback (it needs numpy: skipped without)
        here = os.path.dirname(os.path.abspath(__file__))
        cases = [("bench.py", ["--games", "0"]), ("bench.py", ["--runs", "0"]), ("bench.py", ["--games", "-1"])]
        if importlib.util.find_spec("numpy") is not None:
            cases += [("bench_ml.py", ["--steps", "0"]), ("bench_ml.py", ["--envs", "0"]),
                      ("bench_ml.py", ["--window", "4"])]
        env = dict(os.environ, PYTHONPATH=here)
        for script, arguments in cases:
            result = subprocess.run([sys.executable, os.path.join(here, script)] + arguments, env=env,
                                    capture_output=True, text=True, timeout=120)
            self.assertEqual(result.returncode, 2, (script, arguments, result.stdout, result.stderr))
            self.assertIn("usage:", result.stderr)
            self.assertNotIn("Traceback", result.stderr)

    def test_the_benchmarks_help_says_which_library_they_measure(self) -> None:
        # the defect: bench.py and bench_ml.py find only _build/.libs of the
        # source tree; a build in another folder was passed over silently
        # (the installed package measured instead) and --help said nothing
        here = os.path.dirname(os.path.abspath(__file__))
        env = dict(os.environ, PYTHONPATH=here)
        scripts = ["bench.py"] + (["bench_ml.py"] if importlib.util.find_spec("numpy") is not None else [])
        for script in scripts:
            result = subprocess.run([sys.executable, os.path.join(here, script), "--help"], env=env,
                                    capture_output=True, text=True, timeout=120)
            self.assertEqual(result.returncode, 0, (script, result.stdout, result.stderr))
            text = " ".join(result.stdout.split())  # (argparse wraps the epilog)
            for words in ("HUNTERS_LIBRARY", "_build/.libs/libhunters.so.0", "the installed hunters package",
                          "A build in another folder"):
                self.assertIn(words, text, script)

    def test_the_benchmarks_help_works_and_a_library_that_does_not_load_is_one_line(self) -> None:
        # the defect: bench.py and bench_ml.py imported hunters before
        # argparse ran, so with a library that does not load even --help,
        # which says how to choose it, was an ImportError traceback, and a run
        # one too; now --help needs no library (nor numpy), and a run says why
        # in one line naming the library and HUNTERS_LIBRARY, status 1
        here = os.path.dirname(os.path.abspath(__file__))
        with tempfile.TemporaryDirectory() as tmp:
            missing = os.path.join(tmp, "libhunters.so.0")
            env = dict(os.environ, PYTHONPATH=here, HUNTERS_LIBRARY=missing)
            for script in ("bench.py", "bench_ml.py"):
                command = [sys.executable, os.path.join(here, script)]
                result = subprocess.run(command + ["--help"], env=env, capture_output=True, text=True, timeout=120)
                self.assertEqual((result.returncode, result.stderr), (0, ""), (script, result.stdout))
                self.assertTrue(result.stdout.startswith("usage: " + script), (script, result.stdout))
                self.assertIn("HUNTERS_LIBRARY", result.stdout, script)
                result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
                self.assertEqual((result.returncode, result.stdout), (1, ""), (script, result.stderr))
                lines = result.stderr.splitlines()
                self.assertEqual(len(lines), 1, (script, result.stderr))
                self.assertTrue(lines[0].startswith(script + ": HUNTERS_LIBRARY=" + missing + " does not load"),
                                (script, lines[0]))

    def test_the_benchmarks_say_the_build_library_they_chose_does_not_load(self) -> None:
        # the defect: with HUNTERS_LIBRARY unset, bench_library.py sets it to
        # the tree's _build/.libs/libhunters.so.0, so when that does not load
        # the error said "HUNTERS_LIBRARY=... does not load ... or unset
        # HUNTERS_LIBRARY", a variable the user never set; now it names the
        # library tried and that it is the tree's build, taken as the variable
        # is unset. Here a copy of the scripts and package beside a _build/
        # whose library is no ELF file.
        here = os.path.dirname(os.path.abspath(__file__))
        with tempfile.TemporaryDirectory() as tmp:
            tree = os.path.join(tmp, "tree", "bindings", "python")
            shutil.copytree(os.path.join(here, "hunters"), os.path.join(tree, "hunters"),
                            ignore=shutil.ignore_patterns("_lib", "_config.py", "__pycache__"))
            built = os.path.join(tmp, "tree", "_build", ".libs", "libhunters.so.0")
            os.makedirs(os.path.dirname(built))
            with open(built, "w", encoding="utf-8") as broken:
                broken.write("not a library\n")
            shutil.copy(os.path.join(here, "bench_library.py"), tree)
            shutil.copy(os.path.join(here, "bench.py"), tree)
            env = {key: value for key, value in os.environ.items() if key != "HUNTERS_LIBRARY"}
            env["PYTHONPATH"] = tree
            result = subprocess.run([sys.executable, os.path.join(tree, "bench.py"), "--games", "1", "--runs", "1"],
                                    env=env, capture_output=True, text=True, timeout=120)
            self.assertEqual((result.returncode, result.stdout), (1, ""), result.stderr)
            lines = result.stderr.splitlines()
            self.assertEqual(len(lines), 1, result.stderr)
            self.assertTrue(lines[0].startswith("bench.py: %s, this source tree's build, tried as HUNTERS_LIBRARY "
                                                "is not set, does not load: " % built), lines[0])
            self.assertNotIn("HUNTERS_LIBRARY=", lines[0])
            self.assertNotIn("unset HUNTERS_LIBRARY", lines[0])
            # a library that loads but is no libhunters (the C maths
            # library): refused by the package, said as such
            maths = [path for path in ("/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/x86_64-linux-gnu/libm.so.6",
                                       "/lib/aarch64-linux-gnu/libm.so.6", "/lib64/libm.so.6", "/usr/lib/libm.so.6")
                     if os.path.isfile(path)]
            if maths:
                shutil.copy(maths[0], built)
                result = subprocess.run([sys.executable, os.path.join(tree, "bench.py"), "--games", "1", "--runs",
                                         "1"], env=env, capture_output=True, text=True, timeout=120)
                self.assertEqual((result.returncode, result.stdout), (1, ""), result.stderr)
                self.assertTrue(result.stderr.startswith(
                    "bench.py: %s, this source tree's build, tried as HUNTERS_LIBRARY is not set, cannot be used: "
                    "libhunters at %s lacks hunters_version_number" % (built, built)), result.stderr)
                self.assertNotIn("..", result.stderr)

    def test_the_benchmarks_blame_the_build_library_only_when_it_failed(self) -> None:
        # the defect: bench_library.load() said "<the _build library>, this
        # source tree's build, ... cannot be used: hunters.ml needs numpy.
        # Rebuild it" for bench_ml.py without numpy, a library that loaded;
        # now the package's message alone. Here a copy of the scripts and
        # package beside a _build/ with the library, and a numpy that fails.
        here = os.path.dirname(os.path.abspath(__file__))
        if not os.path.isfile(hunters.library_path()):
            self.skipTest("the library was found by its SONAME, not a path to copy")
        with tempfile.TemporaryDirectory() as tmp:
            tree = os.path.join(tmp, "tree", "bindings", "python")
            shutil.copytree(os.path.join(here, "hunters"), os.path.join(tree, "hunters"),
                            ignore=shutil.ignore_patterns("_lib", "_config.py", "__pycache__"))
            built = os.path.join(tmp, "tree", "_build", ".libs", "libhunters.so.0")
            os.makedirs(os.path.dirname(built))
            shutil.copy(hunters.library_path(), built)
            for script in ("bench_library.py", "bench_ml.py"):
                shutil.copy(os.path.join(here, script), tree)
            os.makedirs(os.path.join(tmp, "fake", "numpy"))
            with open(os.path.join(tmp, "fake", "numpy", "__init__.py"), "w", encoding="utf-8") as fake:
                fake.write("raise ImportError('No module named numpy (a test)')\n")
            env = {key: value for key, value in os.environ.items() if key != "HUNTERS_LIBRARY"}
            env["PYTHONPATH"] = os.path.join(tmp, "fake")
            result = subprocess.run([sys.executable, os.path.join(tree, "bench_ml.py"), "--envs", "2", "--steps", "2"],
                                    env=env, capture_output=True, text=True, timeout=120)
            self.assertEqual((result.returncode, result.stdout), (1, ""), result.stderr)
            self.assertEqual(result.stderr.splitlines(), ["bench_ml.py: hunters.ml needs numpy (pip install numpy; "
                                                          "Debian: python3-numpy, which is for Debian's /usr/bin/python3, "
                                                          "not another python3 such as pyenv's)"])

    def test_the_benchmarks_use_the_installed_package_when_the_tree_has_no_built_library(self) -> None:
        # the defect: run in a pip venv from a source tree not built, bench.py
        # and bench_ml.py imported the tree's package beside them, which has
        # no library: "libhunters not found". Here a copy of the scripts and
        # the package (no _build/ around them) and, on PYTHONPATH, an
        # "installed" package with its bundled library, as pip makes it.
        here = os.path.dirname(os.path.abspath(__file__))
        with tempfile.TemporaryDirectory() as tmp:
            tree = os.path.join(tmp, "tree", "bindings", "python")
            shutil.copytree(os.path.join(here, "hunters"), os.path.join(tree, "hunters"),
                            ignore=shutil.ignore_patterns("_lib", "_config.py", "__pycache__"))
            site = os.path.join(tmp, "site")
            shutil.copytree(os.path.join(here, "hunters"), os.path.join(site, "hunters"),
                            ignore=shutil.ignore_patterns("_lib", "_config.py", "__pycache__"))
            os.mkdir(os.path.join(site, "hunters", "_lib"))
            if not os.path.isfile(hunters.library_path()):
                self.skipTest("the library was found by its SONAME, not a path to copy")
            shutil.copy(hunters.library_path(), os.path.join(site, "hunters", "_lib", "libhunters.so.0"))
            env = {key: value for key, value in os.environ.items() if key != "HUNTERS_LIBRARY"}
            env["PYTHONPATH"] = site
            cases = [("bench.py", ["--games", "2", "--runs", "1"])]
            if importlib.util.find_spec("numpy") is not None:
                cases.append(("bench_ml.py", ["--envs", "2", "--steps", "2", "--window", "21"]))
            shutil.copy(os.path.join(here, "bench_library.py"), tree)
            for script, arguments in cases:
                shutil.copy(os.path.join(here, script), tree)
                result = subprocess.run([sys.executable, os.path.join(tree, script)] + arguments, env=env,
                                        capture_output=True, text=True, timeout=120)
                self.assertEqual(result.returncode, 0, (script, result.stdout, result.stderr))
                self.assertNotIn("not found", result.stderr)

    def test_the_build_backend_refuses_an_empty_libdir_setting(self) -> None:
        # pip install --config-settings libdir= ./bindings/python (a script's
        # libdir=$LIBDIR of an unset LIBDIR): the defect, the empty value fell
        # back to $HUNTERS_LIBDIR, or with that unset to a bundled library,
        # unsaid. An empty $HUNTERS_LIBDIR stays unset, as the shell's
        # convention goes (doc/python.md)
        here = os.path.dirname(os.path.abspath(__file__))
        spec = importlib.util.spec_from_file_location("hunters_build_checked",
                                                      os.path.join(here, "build_backend", "hunters_build.py"))
        assert spec is not None and spec.loader is not None
        backend = importlib.util.module_from_spec(spec)
        with unittest.mock.patch.object(sys, "dont_write_bytecode", True):  # (no __pycache__ in the source tree)
            spec.loader.exec_module(backend)
        with tempfile.TemporaryDirectory() as libdir, unittest.mock.patch.dict(os.environ, {"HUNTERS_LIBDIR": libdir}):
            os.environ.pop("DESTDIR", None)
            open(os.path.join(libdir, "libhunters.so.0"), "wb").close()
            for given in ("", [""], [libdir, ""]):  # (pip gives a list for a setting given twice: the last counts)
                with self.assertRaises(backend.BuildError, msg=repr(given)) as caught:
                    backend.libdir_setting({"libdir": given})
                self.assertTrue(str(caught.exception).startswith("the config setting libdir is empty "
                                                                 "(--config-settings libdir=, "), str(caught.exception))
            self.assertEqual(backend.libdir_setting({"libdir": libdir}), libdir)
            self.assertEqual(backend.libdir_setting({}), libdir)  # (no setting: $HUNTERS_LIBDIR)
            self.assertEqual(backend.libdir_setting(None), libdir)
            os.environ["HUNTERS_LIBDIR"] = ""
            self.assertIsNone(backend.libdir_setting({}))  # (nothing named: a bundled library)

    def test_a_path_may_be_bytes_or_a_path_object_of_either(self) -> None:
        # as the standard library takes a path (open(), os.fsencode()): str,
        # bytes, or an os.PathLike of either. bytes worked at runtime, but the
        # annotations left them out, so mypy --strict (tests/bindings.sh)
        # refused this test's calls
        class BytesPath:
            """An os.PathLike[bytes] (pathlib's paths are str ones)."""

            def __init__(self, path: bytes) -> None:
                self.path = path

            def __fspath__(self) -> bytes:
                return self.path

        game = random_game(5, choices=3)
        with tempfile.TemporaryDirectory() as tmp:
            raw = os.path.join(os.fsencode(tmp), b"game.txt")
            game.save_file(raw)
            self.assertEqual(hunters.Game.load_file(raw), game)
            self.assertEqual(hunters.Game.load_file(BytesPath(raw)), game)
            game.save_file(BytesPath(raw))
            self.assertEqual(hunters.Game.load_file(os.fsdecode(raw)), game)
            tiles = os.path.join(os.fsencode(tmp), b"tiles.txt")
            with open(tiles, "w", encoding="utf-8") as out:
                out.write(hunters.TileSet.default().describe())
            self.assertEqual(hunters.TileSet.from_file(tiles), hunters.TileSet.default())
            self.assertEqual(hunters.TileSet.from_file(BytesPath(tiles)), hunters.TileSet.default())
            with self.assertRaises(hunters.HuntersIOError) as caught:
                hunters.Game.load_file(os.path.join(os.fsencode(tmp), b"missing.txt"))
            self.assertEqual(str(caught.exception), "cannot read %r: No such file or directory"
                             % os.path.join(tmp, "missing.txt"))

    def test_a_file_error_names_its_path_in_filename_as_given(self) -> None:
        # HuntersIOError is an OSError: .filename is the path as the caller
        # gave it, os.fspath() of it, as open() sets it (it was None: the path
        # was in the message alone); str() stays the message, and pickle and
        # copies keep .filename
        import pathlib
        game = hunters.Game(seed=1)
        with tempfile.TemporaryDirectory() as tmp:
            missing = os.path.join(tmp, "no-such-folder", "game.txt")
            paths: List[Union[str, bytes, "os.PathLike[str]"]] = [missing, os.fsencode(missing), pathlib.Path(missing)]
            for path in paths:
                calls: List[Callable[[], object]] = [lambda: game.save_file(path), lambda: hunters.Game.load_file(path),
                                                     lambda: hunters.TileSet.from_file(path)]
                for call in calls:
                    with self.assertRaises(hunters.HuntersIOError) as caught:
                        call()
                    error = caught.exception
                    self.assertEqual((error.filename, type(error.filename)), (os.fspath(path), type(os.fspath(path))))
                    self.assertIsNone(error.filename2)
                    self.assertTrue(str(error).startswith("cannot "), str(error))
                    self.assertIn("%r" % missing, str(error))
                    for twin in (pickle.loads(pickle.dumps(error)), copy.copy(error), copy.deepcopy(error)):
                        self.assertEqual((twin.filename, str(twin), twin.errno),
                                         (error.filename, str(error), errno.ENOENT))

    def test_a_file_that_cannot_be_read_or_written_says_which_and_why(self) -> None:
        # the defect: Game.save_file("/") said "cannot write /: input/output
        # error", and Game.load_file() and TileSet.from_file() "cannot open
        # the file", neither with the path or the reason; now as the tools
        # and the Lua binding: "it is a folder", else the system's reason.
        # The path quoted, and the reason said of what it means where
        # hunters_game_save_file()'s errno misleads (the defects:
        # save_file("") said "cannot write : No such file or directory", the
        # empty name unseen, and save_file("/proc/version") "No such file or
        # directory" of a file that is there: its folder takes no temporary file)
        game = hunters.Game(seed=1)
        with tempfile.TemporaryDirectory() as tmp:
            missing = os.path.join(tmp, "no-such-folder", "game.txt")
            cases: List[Tuple[Callable[[], object], str]] = [
                (lambda: game.save_file(tmp), "cannot write %r: it is a folder" % tmp),
                (lambda: game.save_file(missing), "cannot write %r: there is no folder %r to put it in"
                 % (missing, os.path.dirname(missing))),
                # a name ending in "/" is a folder's: its temporary file goes in
                # that folder (the defect: "its folder TMP takes no new file", of
                # the parent, which takes one), and ".." is not folded over a
                # missing folder (it said "takes no new file" of tmp too)
                (lambda: game.save_file(missing + "/"), "cannot write %r: there is no folder %r to put it in"
                 % (missing + "/", missing)),
                (lambda: game.save_file(os.path.join(tmp, "gone", "..", "new") + "/"),
                 "cannot write %r: there is no folder %r to put it in"
                 % (os.path.join(tmp, "gone", "..", "new") + "/", os.path.join(tmp, "gone", "..", "new"))),
                (lambda: game.save_file(""), "cannot write '': the file name is empty"),
                (lambda: hunters.Game.load_file(tmp), "cannot read %r: it is a folder" % tmp),
                (lambda: hunters.Game.load_file(missing), "cannot read %r: No such file or directory" % missing),
                (lambda: hunters.Game.load_file(""), "cannot read '': the file name is empty"),
                (lambda: hunters.TileSet.from_file(tmp), "cannot read %r: it is a folder" % tmp),
                (lambda: hunters.TileSet.from_file(missing), "cannot read %r: No such file or directory" % missing)]
            # a path through a file, as if a folder (ENOTDIR): which part is
            # none (the defect: "Not a directory" alone, of a path whose
            # every part but one is a folder)
            plain = os.path.join(tmp, "plain.txt")
            with open(plain, "w", encoding="utf-8") as out:
                out.write("a file, no folder\n")
            inside = os.path.join(plain, "game.txt")
            deeper = os.path.join(inside, "deeper")
            cases += [(lambda: hunters.Game.load_file(inside), "cannot read %r: %r is not a folder" % (inside, plain)),
                      (lambda: hunters.TileSet.from_file(inside), "cannot read %r: %r is not a folder"
                       % (inside, plain)),
                      (lambda: game.save_file(inside), "cannot write %r: %r is not a folder" % (inside, plain)),
                      (lambda: game.save_file(plain + "/"), "cannot write %r: %r is not a folder"
                       % (plain + "/", plain)),
                      (lambda: hunters.Game.load_file(deeper), "cannot read %r: %r is not a folder" % (deeper, plain))]
            # a read-only file (no write bit for anyone) is never replaced,
            # whoever saves, root too (the defect before the library's rule:
            # renamed over; then, as root, "Permission denied in its folder
            # ..., though the file is writable")
            read_only = os.path.join(tmp, "kept.txt")
            with open(read_only, "w", encoding="utf-8") as out:
                out.write("precious\n")
            os.chmod(read_only, 0o444)
            cases.append((lambda: game.save_file(read_only), "cannot write %r: it is read-only: not replaced (make "
                          "it writable, chmod u+w, or give another name)" % read_only))
            if os.path.isfile("/proc/version"):  # (Linux: 0444, read-only as well)
                cases.append((lambda: game.save_file("/proc/version"), "cannot write '/proc/version': it is "
                              "read-only: not replaced (make it writable, chmod u+w, or give another name)"))
            for call, message in cases:
                with self.assertRaises(hunters.HuntersIOError) as caught:
                    call()
                self.assertEqual(str(caught.exception), message)
                self.assertEqual(caught.exception.status, hunters.Status.EIO)
            # .errno is the system's reason, as an OSError's is (it was None,
            # so `e.errno == errno.ENOENT` never held); str() stays the message
            errno_cases: List[Tuple[Callable[[], object], int]] = [
                (lambda: game.save_file(missing), errno.ENOENT),
                (lambda: hunters.Game.load_file(missing), errno.ENOENT),
                (lambda: hunters.TileSet.from_file(missing), errno.ENOENT),
                (lambda: hunters.Game.load_file(tmp), errno.EISDIR),
                (lambda: game.save_file(tmp), errno.EISDIR),
                (lambda: hunters.Game.load_file(inside), errno.ENOTDIR),
                (lambda: game.save_file(inside), errno.ENOTDIR)]
            for errno_call, number in errno_cases:
                with self.assertRaises(OSError) as caught_os:
                    errno_call()
                self.assertEqual(caught_os.exception.errno, number, str(caught_os.exception))
                self.assertFalse(str(caught_os.exception).startswith("[Errno"))
            # a relative name in a current folder that was removed: the save
            # meets ENOENT, and the reason asked no os.getcwd() (the defect:
            # its FileNotFoundError escaped, no HuntersIOError)
            removed = os.path.join(tmp, "removed")
            os.mkdir(removed)
            here = os.getcwd()
            try:
                os.chdir(removed)
                os.rmdir(removed)
                for name, reason in (("game.txt", "its folder '.' takes no new file (the record is written to a "
                                                  "temporary file there first, then renamed over the file)"),
                                     ("sub/game.txt", "there is no folder 'sub' to put it in")):
                    with self.assertRaises(hunters.HuntersIOError) as caught:
                        game.save_file(name)
                    self.assertEqual(str(caught.exception), "cannot write %r: %s" % (name, reason))
            finally:
                os.chdir(here)
            # unwritable and unreadable: as nobody (uid 65534) when root, where setpriv can
            locked = os.path.join(tmp, "locked")
            os.mkdir(locked, 0o700)
            game.save_file(os.path.join(locked, "game.txt"))
            # a file anyone may write, in a folder that takes no new file: the
            # save's temporary file is refused (the defect: "Permission denied"
            # alone, read as the file's, which open(path, "w") writes)
            shut = os.path.join(tmp, "shut")
            os.mkdir(shut)
            writable = os.path.join(shut, "open.txt")
            game.save_file(writable)
            os.chmod(writable, 0o666)
            os.chmod(shut, 0o555)
            script = ("import hunters\n"
                      "for call in (lambda: hunters.Game(seed=1).save_file(%r), lambda: hunters.Game.load_file(%r),\n"
                      "             lambda: hunters.TileSet.from_file(%r), lambda: hunters.Game(seed=1).save_file(%r)):\n"
                      "    try:\n        call()\n    except hunters.HuntersIOError as error:\n        print(error)\n"
                      % (os.path.join(locked, "new.txt"), os.path.join(locked, "game.txt"),
                         os.path.join(locked, "game.txt"), writable))
            command = [sys.executable, "-c", script]
            os.chmod(locked, 0)  # (for its owner too)
            if os.geteuid() == 0:
                if not shutil.which("setpriv"):
                    self.skipTest("as root, without setpriv to run as nobody")
                os.chmod(tmp, 0o755)
                command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
            result = subprocess.run(command, capture_output=True, text=True, timeout=60,
                                    env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
            os.chmod(locked, 0o700)  # (for the clean-up)
            os.chmod(shut, 0o755)
            if os.geteuid() == 0 and result.returncode and not result.stdout:
                self.skipTest("nobody (uid 65534) cannot run the package here: " + result.stderr.strip()[-200:])
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertEqual(result.stdout.splitlines(), [
                "cannot write %r: Permission denied" % os.path.join(locked, "new.txt"),
                "cannot read %r: Permission denied" % os.path.join(locked, "game.txt"),
                "cannot read %r: Permission denied" % os.path.join(locked, "game.txt"),
                "cannot write %r: Permission denied in its folder %r, though the file is writable (the record is "
                "written to a temporary file there first, then renamed over the file)" % (writable, shut)])

    def test_version(self) -> None:
        self.assertRegex(hunters.library_version(), r"^\d+\.\d+\.\d+$")
        self.assertEqual(hunters.library_version_number() // 10000, int(hunters.library_version().split(".")[0]))
        # the same names as Lua's hunters.version() and version_number() (doc/python.md, doc/lua.md)
        self.assertEqual(hunters.version(), hunters.library_version())
        self.assertEqual(hunters.version_number(), hunters.library_version_number())
        self.assertIn("version", hunters.__all__)
        self.assertIn("version_number", hunters.__all__)

    def test_default_tileset_totals_and_sharing(self) -> None:
        # R1.1: 79 land tiles, 12 bonus tiles
        ts = hunters.TileSet.default()
        self.assertIs(ts, hunters.TileSet.default())
        self.assertIs(hunters.Game().tileset, ts)
        self.assertEqual(ts.name, "reconstruction-v1")
        self.assertEqual(ts.total(hunters.Total.TILES, hunters.TileGroup.LAND), 79)
        self.assertEqual(ts.total("tiles", "bonus"), 12)
        self.assertIn("START", ts.types())
        again = hunters.TileSet.from_string(ts.describe())
        self.assertEqual(again.hash, ts.hash)
        self.assertEqual(again, ts)
        self.assertIn("reconstruction-v1", repr(ts))
        self.assertIs(copy.deepcopy(ts), ts)
        self.assertEqual(pickle.loads(pickle.dumps(again)), ts)

    def test_tile_types_and_areas(self) -> None:
        ts = hunters.TileSet.default()
        start = ts.find("START")
        self.assertEqual(ts.sides(start), "FFRM")
        self.assertEqual(ts.flags(start), hunters.TileFlag.START)
        self.assertIs(ts.side(start, 2), hunters.Terrain.RIVER)
        areas = ts.areas(start)
        self.assertEqual([a.kind for a in areas], [hunters.AreaKind.FOREST, hunters.AreaKind.RIVER,
                                                   hunters.AreaKind.LAKE, hunters.AreaKind.MEADOW])
        self.assertEqual(areas[1].ends, (2, hunters.RiverEnd.LAKE))  # south side to the lake
        self.assertEqual(areas[2].items, {hunters.Item.FISH: 1})
        self.assertEqual(areas[3].items.get(hunters.Item.MAMMOTH), 1)
        with self.assertRaises(IndexError):
            ts.areas(len(ts))
        with self.assertRaises(KeyError):
            ts.find("NOPE")

    def test_tileset_error_has_position(self) -> None:
        with self.assertRaises(hunters.ParseError) as caught:
            hunters.TileSet.from_string("tile S 1 MMRM start\n river S spring\n meadow N E S.e W\n")
        self.assertEqual((caught.exception.line, caught.exception.column), (1, 12))
        self.assertIn("S.w", str(caught.exception))
        self.assertIs(caught.exception.status, hunters.Status.EPARSE)

    def test_a_malformed_file_is_named_in_the_error(self) -> None:
        # the defect: Game.load_file() and TileSet.from_file() said "16:11:
        # the rotation is r0..." without the file, while a file that cannot
        # be read is named and the tools say FILE:LINE:COL; now FILE:LINE:COL:
        # (FILE: for an error without a line), .line and .column as before
        game = hunters.Game(seed=3, draw_mode="caller")
        game.draw("L1")
        game.play("place -1 0 r0")
        record = game.save().replace("place -1 0 r0", "place -1 0 r9")
        line = record.splitlines().index("place -1 0 r9") + 1
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "bad game.txt")
            cases: List[Tuple[str, str, Callable[[], object], Tuple[int, int], str]] = [
                    ("record", record, lambda: hunters.Game.load_file(path), (line, 12),
                     "the rotation is r0, r1, r2 or r3"),
                    ("tile set", "tile S 0 MMRM start\n", lambda: hunters.TileSet.from_file(path), (1, 8),
                     "the count '0' must be a whole number from 1 to 1000"),
                    ("empty record", "", lambda: hunters.Game.load_file(path), (1, 1),
                     "not a game record: the text is empty")]
            for name, text, call, where, message in cases:
                with open(path, "w", encoding="utf-8") as out:
                    out.write(text)
                with self.assertRaises(hunters.ParseError, msg=name) as caught:
                    call()
                self.assertEqual(str(caught.exception), "%s:%d:%d: %s" % ((path,) + where + (message,)), name)
                self.assertEqual((caught.exception.line, caught.exception.column), where, name)
            # a name the file system's encoding cannot decode (os.listdir()
            # gives it with a lone surrogate): shown as \\xNN, which any output
            # encodes (the defect: os.fsdecode()'s lone surrogate, so
            # print(error) raised UnicodeEncodeError in a UTF-8 locale)
            if sys.getfilesystemencoding().lower().replace("-", "") == "utf8" and sys.platform != "win32":
                raw = os.path.join(os.fsencode(folder), b"bad\xff game.txt")
                with open(raw, "w", encoding="utf-8") as out:
                    out.write("")
                with self.assertRaises(hunters.ParseError) as caught:
                    hunters.Game.load_file(os.fsdecode(raw))
                shown = os.path.join(folder, "bad\\xff game.txt")
                self.assertEqual(str(caught.exception), shown + ":1:1: not a game record: the text is empty")
                str(caught.exception).encode("utf-8")
        # from a string, no file to name: LINE:COL: as before
        with self.assertRaisesRegex(hunters.ParseError, "^%d:12: the rotation" % line):
            hunters.Game.load(record)

    def test_random_game_scores_match_events_and_summary(self) -> None:
        # every score is the sum of its scoring events (R5, R8)
        game = random_game(11, players=3, choices=5)
        points = [0, 0, 0]
        for event in game.events():
            self.assertIsInstance(event.type, hunters.EventType)
            if event.type == hunters.EventType.POINTS:
                self.assertIsInstance(event.reason, hunters.Reason)
                points[event.player or 0] += event.points
        self.assertEqual(points, game.scores)
        self.assertEqual([p.total for p in game.points_summary()], game.scores)
        self.assertEqual(game.events()[-1].text, "game over")
        self.assertEqual(str(game.events()[-1]), "game over")
        self.assertIs(game.phase, Phase.OVER)
        self.assertTrue(all(rank >= 1 for rank in game.ranks))

    def test_events_are_immutable_and_complete(self) -> None:
        game = hunters.Game(draw_mode="caller")
        game.draw("L1")
        game.play("place -1 0 r0")
        game.play("deploy 1 member")
        deployed = [e for e in game.events() if e.type == hunters.EventType.PIECE_DEPLOYED][0]
        self.assertEqual((deployed.player, deployed.x, deployed.y, deployed.area, deployed.piece, deployed.role),
                         (0, -1, 0, 1, hunters.Piece.MEMBER, hunters.Role.HUNTER))
        self.assertEqual(deployed.tile_type, hunters.TileSet.default().find("L1"))
        self.assertEqual([f.name for f in dataclasses.fields(hunters.Event)][1:12],
                         ["type", "player", "tile_type", "x", "y", "rotation", "area", "piece", "role", "reason",
                          "points"])
        with self.assertRaises(dataclasses.FrozenInstanceError):
            deployed.points = 3  # type: ignore[misc]
        self.assertIn("hunter", deployed.text)
        # the text numbers players from 1 as people do, the field stays the index 0
        self.assertEqual(deployed.text, "player 1 deployed a hunter on area 1 of (-1,0)")
        self.assertEqual(str(deployed), deployed.text)
        self.assertIn("PIECE_DEPLOYED", repr(deployed))
        self.assertEqual(game.events(), game.clone().events())

    def test_draw_of_a_tile_of_no_stack_here_is_out_of_range(self) -> None:
        # hunters_game_draw()'s contract: HUNTERS_ERANGE (OutOfRange, an
        # IndexError) for a type that is not in the stack drawn from (R3.1:
        # land draws from the land tiles, R3.6 bonus draws from the bonus
        # ones; the start tile is in neither), as for an index past the
        # types; IllegalMove is for a type of the stack with none left
        # (HUNTERS_EEMPTY) or a draw outside a draw phase. doc/python.md
        # said OutOfRange only for an index past the types.
        game = hunters.Game(draw_mode="caller")
        before = game.hash
        tiles: List[Union[str, int]] = ["B-FIRE", "START", hunters.TileSet.default().find("B-FIRE")]
        for tile in tiles:
            with self.assertRaisesRegex(hunters.OutOfRange, "^tile (B-FIRE|START) is not in the land stack$"):
                game.draw(tile)
        with self.assertRaisesRegex(hunters.OutOfRange, "^no tile type 999$"):
            game.draw(999)
        self.assertEqual(game.hash, before)
        game.draw("L1")
        with self.assertRaisesRegex(hunters.IllegalMove, "^no tile is to be drawn now$"):
            game.draw("L1")

    def test_illegal_move_changes_nothing(self) -> None:
        # R3.2: a corner is not enough
        game = hunters.Game(seed=1)
        before, events = game.hash, len(game.events())
        with self.assertRaises(hunters.IllegalMove) as caught:
            game.play(Move.place(7, 7, 0))
        self.assertIn("corners are not enough", str(caught.exception))
        self.assertEqual(game.hash, before)
        self.assertEqual(len(game.events()), events)
        self.assertIsNotNone(game.check(Move.place(7, 7, 0)))

    def test_moves_have_a_text_form(self) -> None:
        move = Move.parse("place 1 -2 r3")
        self.assertEqual((move.kind, move.x, move.y, move.rotation), (hunters.MoveKind.PLACE, 1, -2, 3))
        self.assertEqual(str(move), "place 1 -2 r3")
        self.assertEqual(repr(move), "Move('place 1 -2 r3')")
        self.assertEqual(Move("place 1 -2 r3"), move)
        self.assertEqual(str(Move.deploy(2, hunters.Piece.HUT)), "deploy 2 hut")
        self.assertIs(Move.deploy(2, "hut").piece, hunters.Piece.HUT)
        self.assertEqual(str(Move.pass_()), "pass")
        self.assertEqual(pickle.loads(pickle.dumps(move)), move)
        with self.assertRaises(hunters.ParseError):
            Move.parse("jump")

    def test_a_text_that_is_no_move_is_told_the_forms_of_moves(self) -> None:
        # the defect: a first user's "place 0 -1 2" (no r) and "deploy 0" (no
        # piece) were refused as "not a move: 'place 0 -1 2'" alone, nothing
        # saying what a move reads; the game is unchanged (a rejected call
        # changes nothing)
        forms = "a move reads place X Y rR (R 0 to 3), deploy A member, deploy A hut or pass"
        game = hunters.Game(seed=3)
        before = game.hash
        reads: List[Callable[[str], object]] = [Move.parse, game.play, game.check]
        for typed in ("place 0 -1 2", "deploy 0", "jump"):
            for read in reads:
                with self.assertRaises(hunters.ParseError) as caught:
                    read(typed)
                self.assertEqual(str(caught.exception), "not a move: %r: %s" % (typed, forms))
                # (one line: no position, doc/python.md's Errors)
                self.assertEqual((caught.exception.line, caught.exception.column), (0, 0))
        self.assertEqual(game.hash, before)

    def test_move_lists(self) -> None:
        game = hunters.Game(seed=5)
        moves = game.legal_moves()
        self.assertIsInstance(moves[0], Move)
        self.assertTrue(all(isinstance(m, Move) for m in moves))
        self.assertIsInstance(moves[1:], hunters.MoveList)
        self.assertIn(moves[-1], moves)
        self.assertEqual(len(set(moves)), len(moves))
        self.assertIsInstance(random.choice(moves), Move)
        self.assertTrue(repr(moves).startswith("MoveList(['place"))
        game.play(moves[0])
        self.assertEqual(moves, tuple(moves))  # unchanged by later calls

    def test_play_and_check_take_a_move_as_an_integer_of_another_type(self) -> None:
        # the defect: play() and check() refused a move held as an integer
        # of another type than int (numpy's, as a uint64 array of moves
        # gives: TypeError "not uint64"), which Move() and every integer
        # argument take; a bool or a float is refused still
        def other(value: int) -> Any:
            return Index(int(value))
        game, twin = hunters.Game(seed=6), hunters.Game(seed=6)
        for _ in range(6):
            move = game.legal_moves()[-1]
            self.assertIsNone(game.check(other(move)))
            game.play(other(move))
            twin.play(move)
        self.assertEqual(game.hash, twin.hash)
        self.assertIsNotNone(game.check(other(Move.place(9, 9, 0))))
        with self.assertRaises(hunters.IllegalMove):
            game.play(other(Move.place(9, 9, 0)))
        with self.assertRaises(hunters.InvalidArgument):
            game.play(other(2 ** 64))
        for wrong in (True, 1.0, b"pass", None):
            with self.assertRaises(TypeError, msg=repr(wrong)):
                game.play(wrong)  # type: ignore[arg-type]
            with self.assertRaises(TypeError, msg=repr(wrong)):
                game.check(wrong)  # type: ignore[arg-type]
        self.assertEqual(game.hash, twin.hash)

    def test_an_enum_by_an_integer_of_another_type_and_any_real_exploration(self) -> None:
        # the defects: an enum argument given by an integer of another type
        # than int (numpy's) was refused as "kind must be one of ...,
        # not 1", though every integer argument takes one; exploration
        # refused a real number other than int and float (numpy's float32, a
        # Fraction) and an int past a double's range raised OverflowError
        import fractions
        game = hunters.Game(seed=4)
        greedy = game.bot_move("greedy")
        self.assertEqual(game.bot_move(cast(Any, Index(int(hunters.BotKind.GREEDY)))), greedy)
        self.assertIs(hunters.Game(draw_mode=cast(Any, Index(int(hunters.DrawMode.CALLER)))).phase, Phase.DRAW)
        with self.assertRaises(hunters.InvalidArgument):
            game.bot_move(cast(Any, Index(99)))
        with self.assertRaises(hunters.InvalidArgument):
            game.bot_move(True)
        half = fractions.Fraction(1, 2)
        self.assertEqual(game.bot_move("mcts", iterations=30, exploration=cast(Any, half)),
                         game.bot_move("mcts", iterations=30, exploration=0.5))
        for huge in (2 ** 1100, -2 ** 1100):
            with self.assertRaises(hunters.InvalidArgument):
                game.bot_move("mcts", iterations=5, exploration=huge)
        for wrong in (True, "1", None, Index(1)):
            if wrong is not None:
                with self.assertRaises(TypeError, msg=repr(wrong)):
                    game.bot_move("mcts", iterations=5, exploration=cast(Any, wrong))

    def test_an_enum_argument_refuses_a_member_of_another_enum(self) -> None:
        # the defect: an IntEnum equals its value, so a member of another
        # enum was taken by value: Game(draw_mode=LakeHuts.FORBIDDEN) made a
        # caller-drawn game (DrawMode 1), supply(0, BotKind.GREEDY) counted
        # the huts (Piece 2) and bot_move(Piece.HUT) ran the greedy bot
        # (BotKind 2). Now InvalidArgument naming the member; the enum's own
        # members, values and names are taken as before.
        game = hunters.Game(seed=4)
        calls: List[Tuple[Callable[[], object], str]] = [
            (lambda: hunters.Game(draw_mode=cast(Any, hunters.LakeHuts.FORBIDDEN)), "draw_mode"),
            (lambda: hunters.Game(forest_value=cast(Any, hunters.LakeHuts.FORBIDDEN)), "forest_value"),
            (lambda: game.supply(0, cast(Any, hunters.BotKind.GREEDY)), "piece"),
            (lambda: game.bot_move(cast(Any, hunters.Piece.HUT)), "kind"),
            (lambda: hunters.Move.deploy(0, cast(Any, hunters.BotKind.RANDOM)), "piece"),
            (lambda: hunters.TileSet.default().total("fish", cast(Any, hunters.Piece.MEMBER)), "group")]
        for call, name in calls:
            with self.assertRaises(hunters.InvalidArgument, msg=name) as caught:
                call()
            self.assertIn("%s must be one of" % name, str(caught.exception))
            self.assertIn("a member of another enum", str(caught.exception))
        self.assertEqual(game.decision_count, 0)
        self.assertIs(hunters.Game(draw_mode=hunters.DrawMode.CALLER).phase, Phase.DRAW)
        self.assertEqual(game.supply(0, hunters.Piece.HUT), game.supply(0, 2))
        self.assertEqual(game.bot_move(hunters.BotKind.GREEDY), game.bot_move("greedy"))

    def test_an_enum_argument_takes_a_str_enum_member_by_its_text(self) -> None:
        # the defect: a member of the user's own str Enum was refused as "a
        # member of another enum", though it is a str: Kind.MCTS, whose text
        # is "mcts", was refused where "mcts" is taken. Now it is taken as
        # its text, as a plain str (an IntEnum of another enum still refused)
        class Kind(str, enum.Enum):
            GREEDY = "greedy"
            CALLER = "Caller"
            HUT = "hut"
            FISH = "fish"
            WRONG = "nope"

        game = hunters.Game(seed=4)
        self.assertEqual(game.bot_move(cast(Any, Kind.GREEDY)), game.bot_move("greedy"))
        self.assertIs(hunters.Game(draw_mode=cast(Any, Kind.CALLER)).phase, Phase.DRAW)
        self.assertEqual(game.supply(0, cast(Any, Kind.HUT)), game.supply(0, hunters.Piece.HUT))
        self.assertEqual(hunters.Move.deploy(0, cast(Any, Kind.HUT)), hunters.Move.deploy(0, "hut"))
        with self.assertRaisesRegex(hunters.InvalidArgument, "kind must be one of .*, not 'nope'"):
            game.bot_move(cast(Any, Kind.WRONG))
        with self.assertRaisesRegex(hunters.InvalidArgument, "piece must be one of"):
            game.supply(0, cast(Any, Kind.FISH))
        if hasattr(enum, "StrEnum"):  # (Python 3.11 on)
            Plain = enum.StrEnum("Plain", {"ALSO": "greedy"})
            self.assertEqual(game.bot_move(Plain.ALSO), game.bot_move("greedy"))
        self.assertEqual(game.decision_count, 0)

    def test_an_enum_name_is_taken_in_ascii_case_only(self) -> None:
        # the defect: a name was lowered by Unicode's rules, so the Kelvin
        # sign U+212A, which lowers to 'k', made "s\u212aipped" the rule
        # "skipped" and "la\u212aes" the total "lakes", where C's records
        # and the Lua binding (string.upper, bytes) refuse such a name. A
        # name is taken in any ASCII case (doc/python.md), nothing else
        # (the only names a non-ASCII letter lowered into: the others hold
        # no k)
        game = hunters.Game(seed=4)
        kelvin = "\u212a"
        calls: List[Tuple[Callable[[], object], str]] = [
            (lambda: hunters.Game(last_bonus="s%sipped" % kelvin), "last_bonus"),
            (lambda: hunters.TileSet.default().total("la%ses" % kelvin), "what")]
        for call, name in calls:
            with self.assertRaises(hunters.InvalidArgument, msg=name) as caught:
                call()
            self.assertIn("%s must be one of" % name, str(caught.exception))
        self.assertIs(hunters.Game(last_bonus="SKIPPED").rules.last_bonus, hunters.LastBonus.SKIPPED)
        self.assertEqual(hunters.TileSet.default().total("LAKES"), hunters.TileSet.default().total(hunters.Total.LAKES))
        self.assertEqual(game.decision_count, 0)

    def test_move_lists_joined_or_repeated_hold_moves(self) -> None:
        # the defect: tuple's + and * gave a tuple of the bare 64-bit values,
        # so moves[:2] + moves[3:] printed numbers, not moves
        moves = hunters.Game(seed=5).legal_moves()
        joined = moves[:2] + moves[3:]
        self.assertIsInstance(joined, hunters.MoveList)
        self.assertEqual(list(joined), list(moves[:2]) + list(moves[3:]))
        self.assertTrue(all(type(move) is Move for move in joined))
        for repeated in (moves[:2] * 2, 2 * moves[:2]):
            self.assertIsInstance(repeated, hunters.MoveList)
            self.assertEqual([str(m) for m in repeated], [str(m) for m in moves[:2]] * 2)
        mixed_right, mixed_left = moves[:1] + ("pass",), ("pass",) + moves[:1]
        self.assertEqual(mixed_right, (moves[0], "pass"))
        self.assertEqual(mixed_left, ("pass", moves[0]))
        self.assertIs(type(mixed_right[0]), Move)
        self.assertIs(type(mixed_left[1]), Move)
        with self.assertRaises(TypeError):
            moves + [moves[0]]

    def test_a_move_list_made_by_hand_holds_only_moves(self) -> None:
        # the defect: MoveList() took its items unchecked, so
        # MoveList([v + 2**64])[0] was a Move reading as v, and play(), which
        # trusts a Move, played v (ctypes cut the value to its low 64 bits;
        # the game's first placement here), where play(v + 2**64) is
        # refused; MoveList(["pass"]) held a str. Now each item is checked as
        # play() checks a move, and a text is taken as its move.
        game = hunters.Game(seed=1)
        first = game.legal_moves()[0]
        cases: List[Tuple[List[Any], type]] = [
            ([int(first) + 2 ** 64], hunters.InvalidArgument), ([-1], hunters.InvalidArgument), ([1.5], TypeError),
            ([True], TypeError), ([None], TypeError), (["jump"], hunters.ParseError)]
        for bad, error in cases:
            with self.assertRaises(error, msg=repr(bad)):
                hunters.MoveList(bad)
        self.assertEqual(game.decision_count, 0)
        made = hunters.MoveList([first, int(first), str(first), "pass", cast(Any, Index(int(first)))])
        self.assertEqual(list(made), [first, first, first, Move.pass_(), first])
        self.assertTrue(all(type(move) is Move for move in made))
        self.assertEqual(hunters.MoveList(), ())
        game.play(made[2])
        self.assertEqual(game.decision_count, 1)

    def test_a_move_list_made_from_a_move_list_copies_it_unchecked(self) -> None:
        # the defect: MoveList(moves) checked each item of a MoveList again
        # (move_value() for each), though a MoveList holds only checked
        # values: several times the time of a copy. Now a MoveList's values are
        # copied; any other iterable (a list, a tuple, a subclass's list,
        # which may be made unchecked) is still checked item by item
        import hunters.moves as moves_module
        game = hunters.Game(seed=1)
        game.play(game.legal_moves()[0])
        moves = game.legal_moves() * 3

        class Loose(hunters.MoveList):
            def __new__(cls, items: Any) -> "Loose":
                return tuple.__new__(cls, items)

        with unittest.mock.patch.object(moves_module, "move_value", wraps=moves_module.move_value) as checks:
            copied = hunters.MoveList(moves)
            self.assertEqual(checks.call_count, 0)
            self.assertEqual(copied, moves)
            self.assertEqual(list(copied), list(moves))
            self.assertTrue(all(type(move) is Move for move in copied))
            self.assertEqual(list(hunters.MoveList(list(moves))), list(moves))
            self.assertEqual(checks.call_count, len(moves))
            loose = Loose([int(moves[0]) + 2 ** 64])
            with self.assertRaises(hunters.InvalidArgument):
                hunters.MoveList(loose)  # (a subclass is no proof of checked items)
        for bad in ([moves[0], -1], [moves[0], "jump"], (moves[0], None)):
            with self.assertRaises((hunters.InvalidArgument, hunters.ParseError, TypeError), msg=repr(bad)):
                hunters.MoveList(bad)
        game.play(copied[0])
        self.assertEqual(game.decision_count, 2)

    def test_a_move_list_made_from_a_memoryview_of_integers_reads_it_at_once(self) -> None:
        # a move's value is checked for its range alone (0 to 2**64 - 1: any
        # such int is a move's, legal or not), which every item of a 1-D
        # memoryview of unsigned integers is: it was checked item by item
        # (move_value() each, tens of times the time of reading it). Now its
        # items are read at once (tolist()), those of a signed one too when
        # none is negative; any other view is checked item by item as before
        import array
        import ctypes
        import hunters.moves as moves_module
        game = hunters.Game(seed=1)
        values = [int(move) for move in game.legal_moves()] + [2 ** 64 - 1, 0]
        with unittest.mock.patch.object(moves_module, "move_value", wraps=moves_module.move_value) as checks:
            for view in (memoryview(array.array("Q", values)), memoryview(array.array("L", values)),
                         memoryview(array.array("q", [v for v in values if v < 2 ** 63])), memoryview(array.array("B", [3, 0, 255]))):
                made = hunters.MoveList(view)
                self.assertEqual(list(made), [Move(value) for value in view.tolist()], view.format)
                self.assertTrue(all(type(move) is Move for move in made))
            self.assertEqual(checks.call_count, 0)
            self.assertEqual(hunters.MoveList(memoryview(array.array("Q"))), hunters.MoveList())
            # refused as before, item by item: a negative item, a float, more dimensions
            with self.assertRaisesRegex(hunters.InvalidArgument, "not -1"):
                hunters.MoveList(memoryview(array.array("q", [3, -1])))
            with self.assertRaisesRegex(TypeError, "not float"):
                hunters.MoveList(memoryview(array.array("d", [1.0])))
            # (a view of more dimensions, or of a format memoryview cannot
            # read, raised NotImplementedError; a wrong argument is a TypeError)
            with self.assertRaisesRegex(TypeError, "1-D memoryview of moves, not one of 2 dimensions"):
                hunters.MoveList(memoryview(array.array("Q", values[:4])).cast("B").cast("Q", (2, 2)))
            with self.assertRaisesRegex(TypeError, "1-D memoryview of moves, not one of 0 dimensions"):
                hunters.MoveList(memoryview(array.array("Q", [3])).cast("B").cast("Q", ()))
            with self.assertRaisesRegex(TypeError, "a native format .* not '<d'"):  # (a ctypes c_double array's)
                hunters.MoveList(memoryview((ctypes.c_double * 2)(1, 2)))
        game.play(hunters.MoveList(memoryview(array.array("Q", values)))[0])
        self.assertEqual(game.decision_count, 1)

    def test_a_move_list_refuses_a_text_for_its_moves(self) -> None:
        # the defect: MoveList("pass") iterated the characters ('p' no move,
        # so ParseError "not a move: p"), and MoveList(b"\x03") was
        # MoveList(["pass"]) (a bytes iterates small ints, 3 the pass' value).
        # Now TypeError naming the type: a list of moves is MoveList(["pass"])
        for text in ("pass", "", b"\x03", bytearray(b"\x03")):
            with self.assertRaisesRegex(TypeError, "MoveList takes an iterable of moves, not %s"
                                        % type(text).__name__, msg=repr(text)):
                hunters.MoveList(cast(Any, text))
        self.assertEqual(list(hunters.MoveList(["pass"])), [Move.pass_()])

    def test_a_move_list_refuses_a_memoryview_of_bytes_as_it_refuses_bytes(self) -> None:
        # the defect: MoveList(b"pass") is a TypeError (a bytes iterates small
        # ints, no moves), but MoveList(memoryview(b"pass")) was four moves
        # (112, 97, 115, 115, values of no move), and a view of format 'c'
        # was checked item by item (TypeError "... not bytes" for its first).
        # Now a view of a bytes or bytearray as it is (format 'B'), or any
        # view of format 'c', is refused as the bytes are; a 'B' view of
        # integers (array.array('B'), a cast of another view) is still read
        # as before (doc/python.md), and a bytearray cast to 'Q' too
        import array
        for view in (memoryview(b"pass"), memoryview(b"\x03"), memoryview(b"pass")[1:], memoryview(b""),
                     memoryview(memoryview(b"pass")), memoryview(bytearray(b"\x03"))):
            with self.assertRaisesRegex(TypeError, "MoveList takes an iterable of moves, not a memoryview of "
                                        "(bytes|bytearray)", msg=repr(bytes(view))):
                hunters.MoveList(view)
        for view in (memoryview(b"pass").cast("c"), memoryview(array.array("B", [3])).cast("c")):
            with self.assertRaisesRegex(TypeError, "not a memoryview of bytes"):
                hunters.MoveList(view)
        self.assertEqual(list(hunters.MoveList(memoryview(array.array("B", [3])))), [Move.pass_()])
        self.assertEqual(list(hunters.MoveList(memoryview(array.array("Q", [3])).cast("B")))[0], Move.pass_())
        wide = bytearray(array.array("Q", [3, int(Move.place(1, 0, 2))]).tobytes())
        self.assertEqual(list(hunters.MoveList(memoryview(wide).cast("Q"))), [Move.pass_(), Move.place(1, 0, 2)])

    def test_a_move_list_refuses_a_byte_view_of_any_buffer_of_bytes(self) -> None:
        # the defect: a 'B' view of an io.BytesIO's getbuffer() or of an
        # mmap.mmap, and memoryview(b"pass").cast("b") (format 'b'), were
        # still read as one move per byte (b"pass": 112, 97, 115, 115). Now
        # a view of a 1-byte format ('b', 'B', 'c') whose exporter is a
        # bytes, bytearray, mmap.mmap or io.BytesIO is refused as the bytes
        # are; a 'B' or 'b' view of integers is still read (doc/python.md)
        import array
        import io
        import mmap
        for view in (memoryview(b"pass").cast("b"), memoryview(bytearray(b"\x03")).cast("b"),
                     memoryview(b"pass").cast("@b"), memoryview(b"pass").cast("@B")):
            with self.assertRaisesRegex(TypeError, "MoveList takes an iterable of moves, not a memoryview of "
                                        "(bytes|bytearray) \\(one move is MoveList\\(\\[move\\]\\)\\)",
                                        msg=view.format):
                hunters.MoveList(view)
        with io.BytesIO(b"pass") as stream:
            for view in (stream.getbuffer(), stream.getbuffer().cast("b"), stream.getbuffer().cast("c")):
                with view:
                    with self.assertRaisesRegex(TypeError, "not a memoryview of (BytesIO|bytes) ", msg=view.format):
                        hunters.MoveList(view)
        with mmap.mmap(-1, 4) as mapped:
            mapped.write(b"\x03\x03\x03\x03")
            for view in (memoryview(mapped), memoryview(mapped).cast("b"), memoryview(mapped)[1:]):
                with view:
                    with self.assertRaisesRegex(TypeError, "not a memoryview of mmap ", msg=view.format):
                        hunters.MoveList(view)
        # (a view of integers stays taken, whatever its 1-byte format)
        self.assertEqual(list(hunters.MoveList(memoryview(array.array("b", [3])))), [Move.pass_()])
        self.assertEqual(list(hunters.MoveList(memoryview(array.array("Q", [3])).cast("b")))[0], Move.pass_())
        if importlib.util.find_spec("numpy") is not None:
            import numpy
            self.assertEqual(list(hunters.MoveList(memoryview(cast(Any, numpy.array([3], dtype=numpy.uint8))))),
                             [Move.pass_()])

    def test_a_move_list_takes_an_explicit_byte_order_1_byte_view_as_its_native_twin(self) -> None:
        # the defect: the 1-byte formats listed were native alone ('b', 'B',
        # 'c', '@b' ...), so a view of an explicit byte order, '<B' as a
        # ctypes c_uint8 array's, went item by item, where memoryview cannot
        # read it: a view of integers was refused ("a native format ... not
        # '<B'") that its cast("B") gives as moves, a '<c' view refused in
        # other words than a 'c' one, and one over bytes would have been
        # read a move per byte. A byte has no byte order: each is now taken
        # or refused as its native twin
        import ctypes
        import types
        import hunters.moves as moves_module
        big = getattr(ctypes.c_uint8, "__ctype_be__")  # (format '>B'; not in typeshed)
        for ctype, values in ((ctypes.c_uint8, [3, 0, 255]), (big, [3, 0, 255]), (ctypes.c_int8, [3, 0, 127])):
            array = (ctype * 3)(*values)
            view = memoryview(array)
            self.assertIn(view.format, ("<B", ">B", "<b"))
            self.assertEqual(list(hunters.MoveList(view)), [Move(v) for v in values], view.format)
            self.assertEqual(list(hunters.MoveList(view[::2])), [Move(values[0]), Move(values[2])], view.format)
        self.assertEqual(list(hunters.MoveList(memoryview((ctypes.c_uint8 * 1)(3)))), [Move.pass_()])
        with self.assertRaisesRegex(hunters.InvalidArgument, "not -1"):  # (as a 'b' view's)
            hunters.MoveList(memoryview((ctypes.c_int8 * 2)(3, -1)))
        with self.assertRaisesRegex(TypeError, "1-D memoryview of moves, not one of 2 dimensions"):
            hunters.MoveList(memoryview((ctypes.c_uint8 * 2 * 2)()))
        with self.assertRaisesRegex(TypeError, "not a memoryview of bytes "):  # ('<c', as any 'c' view)
            hunters.MoveList(memoryview((ctypes.c_char * 2)(b"p")))
        # memoryview.cast() makes native formats alone, and numpy gives a 1-byte
        # dtype of any order a native one ('B'), so no exporter here gives a
        # view over bytes an explicit byte order: the helper, with stand-ins
        for order in ("", "@", "<", ">", "=", "!"):
            for code in "bBc":
                self.assertIn(order + code, moves_module._BYTE_FORMATS)
                for exporter, name in ((b"pass", "bytes"), (bytearray(b"pass"), "bytearray")):
                    stand_in = cast(memoryview, types.SimpleNamespace(format=order + code, obj=exporter, ndim=1))
                    self.assertEqual(moves_module._bytes_exporter(stand_in), name, order + code)
                integers = cast(memoryview, types.SimpleNamespace(format=order + code, obj=(ctypes.c_uint8 * 1)(),
                                                                  ndim=1))
                self.assertEqual(moves_module._bytes_exporter(integers), "bytes" if code == "c" else None, order + code)
        self.assertNotIn("<Q", moves_module._BYTE_FORMATS)

    def test_a_move_list_reads_a_multi_byte_explicit_byte_order_view_of_integers(self) -> None:
        # the defect: a view of a multi-byte integer format of an explicit
        # byte order, a ctypes c_uint64 array's '<Q' (the values C's
        # legal-moves call writes), c_int64's '<q', a big-endian one's '>Q',
        # was refused (TypeError "a native format ... not '<Q'": memoryview
        # cannot read it), where its cast("B").cast("Q") gives the moves and
        # a 1-byte one ('<B') is taken (doc/python.md). Now read in its
        # order at its item size (ctypes' '<l' is 8 bytes, struct's 4), each
        # value checked for its sign alone, as a native view's
        import ctypes
        game = hunters.Game(seed=1)
        values = [int(move) for move in game.legal_moves()][:5] + [2 ** 64 - 1, 0]
        big = getattr(ctypes.c_uint64, "__ctype_be__")  # (format '>Q'; not in typeshed)
        signed, small = [v for v in values if v < 2 ** 63], [v for v in values if v < 2 ** 31]
        for ctype, given in ((ctypes.c_uint64, values), (big, values), (ctypes.c_int64, signed),
                             (ctypes.c_long, signed), (ctypes.c_uint32, small),
                             (getattr(ctypes.c_uint32, "__ctype_be__"), small), (ctypes.c_uint16, [3, 0, 65535])):
            view = memoryview((ctype * len(given))(*given))
            self.assertEqual(view.format[0] in "<>", True, view.format)
            self.assertEqual(list(hunters.MoveList(view)), [Move(v) for v in given], view.format)
            self.assertEqual(list(hunters.MoveList(view[::2])), [Move(v) for v in given[::2]], view.format)
        with self.assertRaisesRegex(hunters.InvalidArgument, "not -1"):  # (as a 'q' view's)
            hunters.MoveList(memoryview((ctypes.c_int64 * 2)(3, -1)))
        game.play(hunters.MoveList(memoryview((ctypes.c_uint64 * 1)(values[0])))[0])
        self.assertEqual(game.decision_count, 1)

    def test_companion_app_draws(self) -> None:
        # R3.1 and R3.3 with the caller drawing: the app reports the tile
        game = hunters.Game(draw_mode="caller")
        self.assertIs(game.phase, Phase.DRAW)
        left = game.tiles_left()
        self.assertEqual(sum(left.values()), 78)
        game.draw("L1")
        self.assertEqual(game.tile_in_hand, "L1")
        self.assertEqual(len(game.legal_moves()), 4)  # west of START, four rotations
        game.play("place -1 0 r0")
        self.assertIs(game.phase, Phase.DEPLOY)
        self.assertIn(Move.pass_(), game.legal_moves())
        game.play("deploy 1 member")
        self.assertEqual(game.supply(0), 4)
        square = game.board()[(-1, 0)]
        self.assertEqual((square.tile, square.rotation, square.piece_owner, square.piece, square.piece_area),
                         ("L1", 0, 0, hunters.Piece.MEMBER, 1))
        self.assertIsNone(game.square(5, 5))
        meadow = game.feature(-1, 0, 1)
        self.assertIs(meadow.kind, hunters.AreaKind.MEADOW)
        self.assertEqual(meadow.members, (1, 0))
        self.assertIn("Feature(kind=<AreaKind.MEADOW", repr(meadow))
        with self.assertRaises(hunters.OutOfRange):
            game.feature(9, 9, 0)
        with self.assertRaises(hunters.HuntersError):
            game.draw("START")
        # the feature's own answer, not the refused draw's message
        with self.assertRaisesRegex(hunters.OutOfRange, "no tile at 9,9"):
            game.feature(9, 9, 0)
        with self.assertRaisesRegex(hunters.OutOfRange, "no area 7 on the tile at -1,0"):
            game.feature(-1, 0, 7)

    def test_utf8_names_round_trip(self) -> None:
        names = ["Zoë", "Jürgen", "李小龙", "🦊 Fox", "W" + "é" * 15]
        game = hunters.Game(players=5, seed=3)
        for player, name in enumerate(names):
            game.set_player_name(player, name)
        game.play_random(9)
        text = game.save()
        self.assertIn("\nname 2 李小龙\n", text)
        loaded = hunters.Game.load(text)
        self.assertEqual([loaded.player_name(p) for p in range(5)], names)
        self.assertEqual(loaded.save(), text)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "game.txt")
            game.save_file(path)
            self.assertEqual(hunters.Game.load_file(path).player_name(3), "🦊 Fox")
        # refused, the name as it was: too long in bytes, a control character, a lone surrogate
        for name, why in (("é" * 16, "at most 31 bytes of UTF-8"), ("A\x85", "no control characters"),
                          ("A\x07", "no control characters"), ("Zo\ud800", "a lone surrogate")):
            with self.assertRaisesRegex(hunters.InvalidArgument, why):
                game.set_player_name(0, name)
            self.assertEqual(game.player_name(0), "Zoë")

    def test_records_round_trip(self) -> None:
        game = hunters.Game(seed=3)
        game.set_player_name(0, "Ann")
        game.play_random(9)
        text = game.save()
        loaded = hunters.Game.load(text)
        self.assertEqual(loaded.hash, game.hash)
        self.assertEqual(loaded.scores, game.scores)
        self.assertEqual(loaded.player_name(0), "Ann")
        self.assertEqual(loaded.save(), text)
        with self.assertRaises(hunters.ParseError) as caught:
            hunters.Game.load(text.replace("players 2", "players 0"))
        self.assertGreater(caught.exception.line, 1)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "game.txt")
            game.save_file(path)
            self.assertEqual(hunters.Game.load_file(path).hash, game.hash)
        self.assertGreater(game.state_size, 1000)

    def test_save_and_svg_write_again_when_the_text_outgrew_their_buffer(self) -> None:
        # the defect: save() and svg() measured the text, allocated the
        # buffer, then wrote: a __del__ of the caller's that the collector
        # ran at that allocation and played on the game made save() return
        # the record cut at the old length and svg() fail ('the buffer is too
        # small'). Here create_string_buffer plays six moves first, as such
        # a __del__ would
        import ctypes
        real = ctypes.create_string_buffer
        for call in ("save", "svg"):
            game = hunters.Game(seed=3)
            for _ in range(4):
                game.play(game.legal_moves()[-1])
            armed = [True]

            def playing(*args: Any) -> Any:
                if armed[0]:
                    armed[0] = False
                    for _ in range(6):
                        game.play(game.legal_moves()[-1])
                return real(*args)

            setattr(ctypes, "create_string_buffer", playing)
            try:
                text = getattr(game, call)()
            finally:
                setattr(ctypes, "create_string_buffer", real)
            self.assertFalse(armed[0], call)
            self.assertEqual(text, getattr(game, call)(), call)  # the new state's whole text
            if call == "save":
                self.assertEqual(hunters.Game.load(text).hash, game.hash)

    def test_events_end_where_the_log_shrank_under_the_call(self) -> None:
        # the defect: events() read the event count once and ignored
        # hunters_game_event()'s status: a __del__ of the caller's that the
        # collector ran at an Event's allocation and took moves back made the
        # events past the new end repeats of the last one read. Here the
        # first Event made takes back three decisions, as such a __del__ would
        import hunters.game as module
        game = hunters.Game(seed=3)
        for _ in range(8):
            game.play(game.legal_moves()[-1])
        real = module.Event
        armed = [True]

        def undoing(*args: Any, **keywords: Any) -> Any:
            if armed[0]:
                armed[0] = False
                for _ in range(3):
                    game.undo()
            return real(*args, **keywords)

        setattr(module, "Event", undoing)
        try:
            events = game.events()
        finally:
            setattr(module, "Event", real)
        self.assertFalse(armed[0])
        self.assertEqual(events, game.events())  # the log as it now is, no repeats

    def test_points_summary_refuses_when_an_event_cannot_be_read(self) -> None:
        # the defect: points_summary() ignored hunters_game_event()'s status:
        # when the log shrank under its loop (a __del__ of the caller's or
        # another thread took moves back) the last event read was summed
        # again for every index past the new end. Here the first read takes
        # back three decisions, as such a __del__ would
        import hunters._native as native
        game = random_game(5)
        before = game.points_summary()
        real = native.hunters_game_event
        armed = [True]

        def undoing(*args: Any) -> Any:
            if armed[0]:
                armed[0] = False
                for _ in range(3):
                    game.undo()
            return real(*args)

        setattr(native, "hunters_game_event", undoing)
        try:
            with self.assertRaises(hunters.OutOfRange) as raised:
                game.points_summary()
        finally:
            setattr(native, "hunters_game_event", real)
        self.assertFalse(armed[0])
        self.assertEqual(str(raised.exception), native.hunters_strerror(hunters.Status.ERANGE).decode())
        self.assertEqual([p.total for p in game.points_summary()], game.scores)  # the log as it now is
        self.assertNotEqual(game.points_summary(), before)

    def test_board_ends_where_the_board_shrank_under_the_call(self) -> None:
        # the defect: board() read the count of tiles once and ignored
        # hunters_game_placed_position()'s status: a __del__ of the caller's
        # that the collector ran at a Square's allocation and took tiles back
        # made it fail on the square just taken back (AssertionError; with
        # python -O a None in the board), and the squares read before kept
        # the pieces taken back. It now reads again when the game changed
        # under it. Here the last Square allocated takes back three
        # decisions, as such a __del__ would
        import hunters._native as native
        game = hunters.Game(seed=3)
        for _ in range(12):
            game.play(game.legal_moves()[-1])
        count = len(game.board())
        real = native.Square
        calls = [0]

        def undoing(*args: Any) -> Any:
            calls[0] += 1
            if calls[0] == count:  # (the square of the last tile placed)
                for _ in range(3):
                    game.undo()
            return real(*args)

        setattr(native, "Square", undoing)
        try:
            board = game.board()
        finally:
            setattr(native, "Square", real)
        self.assertGreaterEqual(calls[0], count)
        self.assertEqual(board, game.board())  # the board as it now is
        self.assertLess(len(board), count)

    def test_the_documented_record_is_what_a_save_writes(self) -> None:
        # doc/record-format.md: "saving, loading and saving again gives the
        # identical text" held for saves but not for the page's own example,
        # which lacked the seed line every save writes
        doc = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "doc", "record-format.md")
        if not os.path.exists(doc):
            self.skipTest("not run from the source tree")
        with open(doc, encoding="utf-8") as f:
            page = f.read()
        example = page[page.index("## A complete example"):].split("```\n")[1]
        self.assertEqual(hunters.Game.load(example).save(), example)

    def test_copy_deepcopy_pickle_and_equality(self) -> None:
        game = hunters.Game(seed=6)
        for _ in range(25):
            game.play(game.legal_moves()[-1])
        for twin in (copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game)), game.clone()):
            self.assertIsNot(twin, game)
            self.assertEqual(twin, game)
            self.assertEqual(hash(twin), hash(game))
            self.assertEqual(twin.events(), game.events())
            twin.play_random(3)
            self.assertNotEqual(twin, game)  # independent
        self.assertIn("player", repr(game))
        # the repr is for programmers: the index current_player, from 0, named as the attribute (not
        # "player 0 to move", which read as people's text, where player 0 is "player 1")
        fresh = hunters.Game(seed=6)
        self.assertEqual(fresh.current_player, 0)
        self.assertIn(", current_player 0, ", repr(fresh))
        self.assertNotIn("to move", repr(fresh))

    def test_a_new_that_returns_a_game_already_made_is_refused(self) -> None:
        # the defect: load() (and load_file(), unpickling, copies) gave the C
        # game it made to whatever the class's __new__ returned: a game
        # already made (a cache's) had its C game replaced, its moves gone.
        # Now TypeError, before any C game is made (nothing to free), and
        # the game returned is untouched
        class Reused(hunters.Game):
            existing: Optional[hunters.Game] = None

            def __new__(cls, *args: Any, **kwargs: Any) -> "Reused":
                return cast(Reused, cls.existing) if cls.existing is not None else cast(Reused, super().__new__(cls))

        other = hunters.Game(seed=9)
        other.play_random(1)
        record = other.save()
        made: List[str] = []
        for name in ("hunters_game_load", "hunters_game_load_file", "hunters_game_clone"):
            def counted(*args: Any, name: str = name, real: Any = getattr(hunters._native, name)) -> Any:
                made.append(name)
                return real(*args)
            patch = unittest.mock.patch.object(hunters._native, name, counted)
            patch.start()
            self.addCleanup(patch.stop)
        for state in ("open", "closed"):
            existing = Reused(seed=3)
            existing.play(existing.legal_moves()[0])
            before, address = existing.save(), existing.handle()
            freed = count_frees(existing)
            if state == "closed":
                existing.close()
            Reused.existing = existing
            with tempfile.TemporaryDirectory() as folder:
                path = os.path.join(folder, "game.txt")
                other.save_file(path)
                makes: List[Callable[[], object]] = [lambda: Reused.load(record), lambda: Reused.load_file(path),
                                                     lambda: copy.copy(existing), lambda: copy.deepcopy(existing)]
                for make in makes:
                    with self.assertRaisesRegex(TypeError, r"Reused\.__new__\(\) returned a game already made \(%s\)"
                                                % state):
                        make()
            self.assertEqual(made, [])  # (no C game made: nothing leaked)
            if state == "open":
                self.assertEqual((existing.save(), existing.handle(), freed), (before, address, []))
            else:
                self.assertTrue(existing.closed)
                self.assertEqual(freed, [address])
            Reused.existing = None
        self.assertEqual(Reused.load(record), other)  # (a new object from __new__: made as before)

    def test_deepcopy_of_a_games_tile_set_as_the_game_is_closed(self) -> None:
        # the defect: __deepcopy__ checked closed, then describe() took the
        # set again: a close() in another thread in between raised
        # ClosedError. Documented (doc/python.md): a set of its own if the
        # game was open at the copy's first look, else the closed set
        # itself; never ClosedError. The close is put right after that look,
        # deterministically, by a game that closes when its closed is read
        class ClosedOnLook(hunters.Game):
            armed = False

            @property
            def closed(self) -> bool:
                was = bool(super().closed)
                if self.armed:
                    self.armed = False
                    self.close()
                return was

        loaded = hunters.TileSet.from_string(colliding_set(1))
        game = ClosedOnLook(seed=3, tileset=loaded)
        borrowed = game.tileset
        game.armed = True
        deep = copy.deepcopy(borrowed)
        game.close()
        self.assertIsNot(deep, borrowed)
        self.assertTrue(borrowed.closed)
        self.assertFalse(deep.closed)
        self.assertEqual(deep, loaded)
        self.assertIs(copy.deepcopy(borrowed), borrowed)  # (closed first: itself)

    def test_deepcopy_of_a_games_tile_set_outlives_the_game(self) -> None:
        # the defect: copy.deepcopy(game.tileset) was the same set, borrowed
        # from the game, so closing the game closed the "copy" too; a set
        # of its own (the default one, one loaded) is immutable and lives
        # on its own, so its copies are itself, as for a frozen object
        loaded = hunters.TileSet.from_string(colliding_set(1))
        self.assertIs(copy.deepcopy(loaded), loaded)
        self.assertIs(copy.deepcopy(hunters.TileSet.default()), hunters.TileSet.default())
        game = hunters.Game(seed=3, tileset=loaded)
        borrowed = game.tileset
        self.assertIs(copy.copy(borrowed), borrowed)  # (shallow: shared, as documented)
        deep = copy.deepcopy(borrowed)
        self.assertIsNot(deep, borrowed)
        pair = copy.deepcopy([borrowed, borrowed])  # one copy for one set
        self.assertIs(pair[0], pair[1])
        loaded.close()
        game.close()
        self.assertTrue(borrowed.closed)
        self.assertFalse(deep.closed)
        self.assertEqual(len(deep), 33)
        self.assertEqual(deep, hunters.TileSet.from_string(colliding_set(1)))
        self.assertEqual(hash(deep), hash(borrowed))
        with hunters.Game(seed=3, tileset=deep) as again:
            self.assertEqual(again.tile_types(), deep.types())
        self.assertIs(copy.deepcopy(borrowed), borrowed)  # (closed: nothing left to copy)

    def test_copies_and_pickles_of_a_subclass_keep_its_class_and_attributes(self) -> None:
        # the defect: copy.copy(), copy.deepcopy() and pickle of a Game
        # subclass gave a plain Game, without the subclass's attributes
        game = Noted(seed=6)
        game.note = ["kept"]
        for _ in range(9):
            game.play(game.legal_moves()[-1])
        shallow, deep, loaded = copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))
        for twin in (shallow, deep, loaded):
            self.assertIs(type(twin), Noted)
            self.assertIsNot(twin, game)
            self.assertEqual(twin, game)
            self.assertEqual(twin.note, ["kept"])
            twin.play_random(3)
            self.assertNotEqual(twin, game)  # independent
        self.assertIs(shallow.note, game.note)
        self.assertIsNot(deep.note, game.note)
        both = copy.deepcopy([game, game])  # one copy for one game
        self.assertIs(both[0], both[1])
        # a TileSet subclass's pickle was a plain TileSet (its copies are itself)
        own = OwnSet.from_string(colliding_set(0))
        self.assertIs(type(own), OwnSet)
        own.label = "kept"  # (a TileSet subclass's pickle left its attributes out)
        for twin_set in (pickle.loads(pickle.dumps(own)), copy.copy(own), copy.deepcopy(own)):
            self.assertIs(type(twin_set), OwnSet)
            self.assertEqual(twin_set, own)
            self.assertEqual(getattr(twin_set, "label", None), "kept")
        self.assertIs(pickle.loads(pickle.dumps(hunters.TileSet.default())), hunters.TileSet.default())
        # a subclass's default() is the shared set (its first call kept a set
        # of its own, not the default, which close() freed under later calls)
        # (in a new process: its first call of default())
        script = ("import hunters\n"
                  "class Own(hunters.TileSet): pass\n"
                  "Own.default().close()\n"
                  "assert Own.default() is hunters.TileSet.default()\n"
                  "assert len(Own.default()) and hunters.Game(tileset=Own.default()).legal_moves()\n")
        result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIs(type(game.clone()), hunters.Game)  # clone() stays a plain Game
        self.assertIs(type(copy.copy(hunters.Game(seed=1))), hunters.Game)
        slotted = Slotted(seed=2)
        slotted.mark, slotted.note = (1, 2), ["n"]
        for twin in (copy.copy(slotted), copy.deepcopy(slotted), pickle.loads(pickle.dumps(slotted))):
            self.assertIs(type(twin), Slotted)
            assert isinstance(twin, Slotted)
            self.assertEqual((twin.mark, twin.note, twin.secret()), ((1, 2), ["n"], 5))
            self.assertEqual(twin, slotted)

    def test_copies_and_pickles_of_a_subclass_use_its_getstate_and_setstate(self) -> None:
        # the defect: they ignored a subclass's own __getstate__ and
        # __setstate__ (Python's protocol for copies and pickles): its pickle
        # and deep copy failed on the lock its __getstate__ leaves out, its
        # __setstate__ was given a state it never made, a copy shared the lock
        game = Stated("a", seed=3)
        for _ in range(5):
            game.play(game.legal_moves()[-1])
        twins = [copy.copy(game), copy.deepcopy(game)]
        twins += [pickle.loads(pickle.dumps(game, protocol)) for protocol in range(pickle.HIGHEST_PROTOCOL + 1)]
        for twin in twins:
            self.assertIs(type(twin), Stated)
            assert isinstance(twin, Stated)
            self.assertEqual((twin, twin.name), (game, "a"))
            self.assertIsNot(twin.lock, game.lock)  # made again by its __setstate__
            twin.play_random(3)
            self.assertNotEqual(twin, game)

    def test_copies_and_pickles_of_a_subclass_give_its_new_its_arguments(self) -> None:
        # the defect: they called cls.__new__(cls), ignoring the subclass's
        # __getnewargs_ex__ and __getnewargs__ (which pickle itself honours):
        # of a subclass whose __new__ needs an argument, every copy and
        # pickle raised TypeError
        keyed, pinned = Keyed("k", tag="t", seed=3), Pinned(7, seed=4)
        for _ in range(5):
            keyed.play(keyed.legal_moves()[-1])
        Keyed.news.clear()
        for game in (keyed, pinned):
            twins = [copy.copy(game), copy.deepcopy(game)]
            twins += [pickle.loads(pickle.dumps(game, protocol)) for protocol in range(pickle.HIGHEST_PROTOCOL + 1)]
            for twin in twins:
                self.assertIs(type(twin), type(game))
                self.assertEqual(twin, game)
                twin.play_random(2)
                self.assertNotEqual(twin, game)
        self.assertEqual(Keyed.news, [("k", "t")] * (2 + pickle.HIGHEST_PROTOCOL + 1))
        self.assertEqual(copy.copy(pinned).pin, 7)
        # a __getnewargs_ex__ giving no (tuple, dict) pair: TypeError, as pickle's
        setattr(keyed, "__getnewargs_ex__", lambda: [(), {}])
        self.assertRaises(TypeError, copy.copy, keyed)
        self.assertRaises(TypeError, pickle.dumps, keyed)

    def test_load_of_a_subclass_gives_its_new_its_arguments(self) -> None:
        # the defect: Game.load() of a class whose __new__ needs arguments
        # had none to give, and failed with __new__'s TypeError (after
        # making the C game, which leaked); now load()'s further arguments
        # go to __new__, and without them the TypeError says so
        keyed, pinned = Keyed("k", tag="t", seed=3), Pinned(7, seed=4)
        keyed.play(keyed.legal_moves()[-1])
        Keyed.news.clear()
        loaded = Keyed.load(keyed.save(), None, "k2", tag="t2")
        assert isinstance(loaded, Keyed)
        self.assertIs(type(loaded), Keyed)
        self.assertEqual((loaded, loaded.key, loaded.tag, Keyed.news), (keyed, "k2", "t2", [("k2", "t2")]))
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "pinned.txt")
            pinned.save_file(path)
            from_file = Pinned.load_file(path, hunters.TileSet.default(), 9)
        assert isinstance(from_file, Pinned)
        self.assertIs(type(from_file), Pinned)
        self.assertEqual((from_file, from_file.pin), (pinned, 9))
        # without them: a TypeError that says where to give them, before any C game is made
        calls: List[object] = []
        real = hunters._native.hunters_game_load

        def counted(*args: Any) -> int:
            calls.append(args)
            result: int = real(*args)
            return result

        setattr(hunters._native, "hunters_game_load", counted)
        try:
            with self.assertRaises(TypeError) as raised:
                Keyed.load(keyed.save())
            self.assertIn("Keyed.load(record, tileset, *args, **kwargs)", str(raised.exception))
            self.assertIsInstance(raised.exception.__cause__, TypeError)  # (__new__'s own, chained)
            self.assertEqual(calls, [])
            self.assertEqual(hunters.Game.load(keyed.save()), keyed)  # (Game's takes none)
            self.assertEqual(len(calls), 1)
        finally:
            setattr(hunters._native, "hunters_game_load", real)

    def test_pickles_of_a_subclass_whose_new_takes_load_s_keywords_load(self) -> None:
        # the defect: a pickle of a subclass whose __getnewargs_ex__ gives
        # keywords named record or tileset failed to load ("Game.load() got
        # multiple values for argument 'tileset'"): they went to Game.load(),
        # not to the class's __new__ (copies, which call __new__, worked)
        game = Named(seed=5)
        game.play(game.legal_moves()[0])
        game.named = ("r", "t")
        for twin in (pickle.loads(pickle.dumps(game)), copy.copy(game), copy.deepcopy(game)):
            self.assertIs(type(twin), Named)
            self.assertEqual((twin, twin.named), (game, ("r", "t")))
        # Game's __new__ ignores arguments: a copy or pickle that gives some still loads
        counted = Counted(seed=6)
        counted.play(counted.legal_moves()[0])
        for other in (pickle.loads(pickle.dumps(counted)), copy.copy(counted)):
            self.assertIs(type(other), Counted)
            self.assertEqual(other, counted)

    def test_load_refuses_arguments_that_no_new_takes(self) -> None:
        # the defect: load() and load_file() of Game (or of a subclass without a
        # __new__ of its own) took any further arguments and dropped them, Game's
        # __new__ ignoring its arguments: Game.load(record, None, seed=3) gave a
        # game of the record's seed, silently (a TypeError before they were taken)
        record = hunters.Game(seed=4).save()
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "game.txt")
            with open(path, "w") as out:
                out.write(record)
            for cls in (hunters.Game, Counted):
                for load in (cls.load, cls.load_file):
                    source = record if load.__name__ == "load" else path
                    further: List[Tuple[Tuple[Any, ...], Dict[str, Any]]] = [
                        ((3,), {}), ((), {"seed": 3}), ((hunters.TileSet.default(),), {})]
                    for args, kwargs in further:
                        with self.assertRaises(TypeError, msg="%s.%s%r" % (cls.__name__, load.__name__, args)) \
                                as caught:
                            load(source, None, *args, **kwargs)
                        self.assertIn("__new__", str(caught.exception))
                    self.assertEqual(load(source, None), hunters.Game.load(record))
                    self.assertEqual(load(source, tileset=hunters.TileSet.default()), hunters.Game.load(record))

    def test_clone_and_copy_play_on_equal(self) -> None:
        game = hunters.Game(seed=4, draw_mode="caller")
        for _ in range(30):
            if game.phase in (Phase.DRAW, Phase.DRAW_BONUS):
                game.draw()
            else:
                game.play(game.legal_moves()[-1])
        twin = game.clone()
        scratch = hunters.Game(draw_mode="caller")
        scratch.copy_from(game)
        for g in (game, twin, scratch):
            g.play_random(77)
        self.assertEqual(game.hash, twin.hash)
        self.assertEqual(game.hash, scratch.hash)
        self.assertEqual(game.scores, twin.scores)
        with self.assertRaises(ValueError):
            hunters.Game(players=3).copy_from(game)


class RuleVariants(unittest.TestCase):
    """The rule variants (doc/rules.md): hunters_game_options version 2."""

    VARIANTS = hunters.Rules(last_bonus=hunters.LastBonus.SKIPPED, forest_value=hunters.ForestValue.SEGMENT,
                             mushroom_value=hunters.MushroomValue.TILE, lake_huts=hunters.LakeHuts.FORBIDDEN,
                             table_width=6, table_height=5)

    def test_variants_are_keywords_kept_by_records_and_clones(self) -> None:
        game = hunters.Game(seed=9, last_bonus="skipped", forest_value="segment", mushroom_value="tile",
                            lake_huts="forbidden", table_width=6, table_height=5)
        self.assertEqual(game.rules, self.VARIANTS)
        self.assertIs(game.rules.forest_value, hunters.ForestValue.SEGMENT)
        game.play_random(2)
        self.assertEqual(hunters.Game.load(game.save()).rules, self.VARIANTS)
        self.assertEqual(game.clone().rules, self.VARIANTS)
        self.assertEqual(hunters.Game(seed=9, **self.VARIANTS.as_dict()).rules, self.VARIANTS)
        self.assertEqual(hunters.Game().rules, hunters.Rules())
        self.assertIs(hunters.Game().rules.forest_value, hunters.ForestValue.TILE)
        with self.assertRaises(dataclasses.FrozenInstanceError):
            game.rules.table_width = 3  # type: ignore[misc]

    def test_members_values_and_names_are_accepted(self) -> None:
        by_member = hunters.Game(seed=2, mushroom_value=hunters.MushroomValue.TILE, lake_huts=hunters.LakeHuts.FORBIDDEN)
        by_value = hunters.Game(seed=2, mushroom_value=1, lake_huts=1)
        by_name = hunters.Game(seed=2, mushroom_value="TILE", lake_huts="forbidden")
        self.assertEqual(by_member.rules, by_value.rules)
        self.assertEqual(by_member.rules, by_name.rules)
        self.assertEqual(by_member.hash, by_name.hash)
        # the variants are part of the state: a different rule, a different hash (R5.3)
        self.assertNotEqual(hunters.Game(forest_value="segment").hash, hunters.Game().hash)

    def test_bad_variants_name_the_allowed_values(self) -> None:
        for options, words in (({"forest_value": "wide"}, "'tile', 'segment'"),
                               ({"last_bonus": 2}, "'played', 'skipped'"),
                               ({"mushroom_value": "patches"}, "'patch', 'tile'"),
                               ({"lake_huts": -1}, "'allowed', 'forbidden'"),
                               ({"table_width": -1}, "0 to 32767"), ({"table_height": 40000}, "0 to 32767")):
            with self.assertRaises(ValueError, msg=str(options)) as caught:
                hunters.Game(**options)  # type: ignore[arg-type]
            self.assertIn(words, str(caught.exception))
        with self.assertRaises(TypeError) as unknown:
            hunters.Game(forest_values="segment")
        self.assertIsInstance(unknown.exception, hunters.UnknownOption)
        self.assertIn("forest-value, mushroom-value", str(unknown.exception))
        with self.assertRaises(TypeError):
            hunters.Game(table_width=6.0)  # type: ignore[arg-type]
        with self.assertRaises(ValueError):
            hunters.Game(lake_huts=True)  # a bool is not an enum value

    def test_options_by_their_canonical_names(self) -> None:
        # one spelling for records, hunters-sim and Python: forest-value, and forest_value too
        spelled: Dict[str, Any] = {"forest-value": "segment", "table": "6x5", "last-bonus": "skipped"}
        canonical = hunters.Game(seed=3, **spelled)
        keywords = hunters.Game(seed=3, forest_value="segment", table_width=6, table_height=5, last_bonus="skipped")
        self.assertEqual(canonical.rules, keywords.rules)
        self.assertEqual(hunters.options.game_keywords({"table": 0, "lake_huts": "forbidden"}),
                         {"table_width": 0, "table_height": 0, "lake_huts": "forbidden"})
        self.assertEqual(hunters.options.canonical_name("mushroom_value"), "mushroom-value")
        cases: List[Tuple[Dict[str, Any], str]] = [
            ({"forest-values": 1}, "unknown option 'forest-values'"),
            ({"forest-value": "tile", "forest_value": "tile"}, "given twice"), ({"table": "6 by 5"}, "WxH")]
        for bad, words in cases:
            with self.assertRaises(ValueError, msg=str(bad)) as caught:
                hunters.options.game_keywords(bad)
            self.assertIn(words, str(caught.exception))
        unknown: Dict[str, Any] = {"forest-values": "segment"}
        with self.assertRaises(hunters.UnknownOption):
            hunters.Game(**unknown)
        # a keyword and another spelling of it clash, even at the default value
        clashes: List[Tuple[Dict[str, Any], Dict[str, Any]]] = [
            ({"forest_value": "tile"}, {"forest-value": "segment"}), ({"table_width": 0}, {"table": "6x5"}),
            ({"first_player": 1}, {"first-player": 1})]
        for keyword, other in clashes:
            with self.assertRaises(hunters.InvalidArgument, msg=str((keyword, other))) as clash:
                hunters.Game(**keyword, **other)
            self.assertIn("given twice", str(clash.exception))

    def test_table_option_takes_integers_only(self) -> None:
        # the defect: table=0.0 was taken as 0 (no limit), where Game()
        # refuses a float for every integer option (table_width=0.0 included)
        for wrong in (0.0, -0.0, False, None, 6.5):
            with self.assertRaises(TypeError, msg=repr(wrong)) as caught:
                hunters.options.game_keywords({"table": wrong})
            self.assertNotIsInstance(caught.exception, hunters.InvalidArgument)
            self.assertIn("WxH", str(caught.exception))
            spelled: Dict[str, Any] = {"table": wrong}
            with self.assertRaises(TypeError, msg=repr(wrong)):
                hunters.Game(**spelled)
        with self.assertRaises(TypeError):
            hunters.Game(table_width=0.0)  # type: ignore[arg-type]  # (the keyword's own check, as before)
        for right, limit in ((0, (0, 0)), ("0", (0, 0)), ("6x5", (6, 5)), ((6, 5), (6, 5)), ([3, 4], (3, 4))):
            self.assertEqual(hunters.options.game_keywords({"table": right}),
                             {"table_width": limit[0], "table_height": limit[1]}, repr(right))
        # an int of another type (numpy's) is an int; any other number a ValueError
        self.assertEqual(hunters.options.game_keywords({"table": Index(0)}), {"table_width": 0, "table_height": 0})
        for bad in (1, -1, Index(3), "6x", "\u00b2x3", "6x\u0665", "-6x5", "6x5x4"):
            with self.assertRaises(hunters.InvalidArgument, msg=repr(bad)) as invalid:
                hunters.options.game_keywords({"table": bad})
            self.assertIn("WxH", str(invalid.exception))

    def test_a_subclass_is_initialised_once_with_spelled_options(self) -> None:
        calls: List[Dict[str, Any]] = []

        class Logged(hunters.Game):
            __slots__ = ()

            def __init__(self, note: str, **options: Any) -> None:
                calls.append({"note": note, **options})
                super().__init__(**options)

        spelled: Dict[str, Any] = {"forest-value": "segment"}
        game = Logged("mine", seed=4, **spelled)
        self.assertEqual(len(calls), 1)
        self.assertEqual(game.rules.forest_value, hunters.ForestValue.SEGMENT)
        self.assertEqual(game.rules, hunters.Game(seed=4, forest_value="segment").rules)

    def test_submodules_after_a_plain_import(self) -> None:
        # help(hunters.sim) works after `import hunters` alone
        self.assertTrue(callable(hunters.sim.run))
        self.assertTrue(callable(hunters.options.game_keywords))
        self.assertIn("sim", hunters.__all__)
        self.assertNotIn("ml", hunters.__all__)  # numpy only on first use of hunters.ml
        try:
            importlib.import_module("numpy")
        except ImportError:
            return
        self.assertEqual(hunters.ml.__name__, "hunters.ml")
        with self.assertRaises(AttributeError):
            hunters.no_such_module

    def test_variant_changes_are_counted_and_kept(self) -> None:
        # the default rules change nothing; a whole game on a 3 x 3 table has
        # tiles that fit only beyond its edge (R3.2, R3.3)
        plain = hunters.Game(seed=5)
        plain.play_random(5)
        self.assertEqual(plain.variant_changes, {variant: 0 for variant in hunters.Variant})
        game = hunters.Game(seed=5, forest_value="segment", table_width=3, table_height=3)
        game.play_random(5)
        changes = game.variant_changes
        self.assertEqual(set(changes), set(hunters.Variant))
        self.assertGreater(changes[hunters.Variant.TABLE], 0)
        self.assertEqual(changes[hunters.Variant.LAKE_HUTS], 0)  # not in use
        self.assertEqual(game.clone().variant_changes, changes)
        self.assertEqual(hunters.Game.load(game.save()).variant_changes, changes)

    def test_a_bounded_table_limits_placements(self) -> None:
        # R3.2 with a table: no placement may make the tiles span more than 2 columns or rows
        game = hunters.Game(seed=4, table_width=2, table_height=2)
        while not game.over:
            game.play(game.legal_moves()[0])
            xs = [x for x, _ in game.board()]
            ys = [y for _, y in game.board()]
            self.assertLessEqual(max(xs) - min(xs), 1)
            self.assertLessEqual(max(ys) - min(ys), 1)


class Undo(unittest.TestCase):
    """hunters_game_undo: take back decisions, down to the start."""

    def test_undo_returns_each_earlier_state(self) -> None:
        # a drawn tile goes back to its stack (R3.1); undo then replay is the same game
        game = hunters.Game(draw_mode="caller", seed=3)
        rng = random.Random(2)
        hashes, events = [], []
        for _ in range(30):
            hashes.append(game.hash)
            events.append(game.event_count)
            if game.phase in (Phase.DRAW, Phase.DRAW_BONUS):
                game.draw()
            else:
                game.play(rng.choice(game.legal_moves()))
        self.assertEqual(game.decision_count, 30)
        for h, count in zip(reversed(hashes), reversed(events)):
            game.undo()
            self.assertEqual(game.hash, h)
            self.assertEqual(game.event_count, count)
        self.assertEqual(game.decision_count, 0)
        with self.assertRaises(hunters.IllegalMove) as caught:
            game.undo()
        self.assertIs(caught.exception.status, hunters.Status.EPHASE)
        self.assertEqual(game.hash, hashes[0])

    def test_an_event_taken_back_has_no_text(self) -> None:
        # Event.text read the log by index alone: after undo() and another
        # placement it described the newcomer at that index; after undo()
        # alone it raised with the game's message, an older call's
        game = hunters.Game(seed=6)
        moves = game.legal_moves()
        game.play(moves[0])
        placed = game.events()[-1]
        self.assertIs(placed.type, hunters.EventType.TILE_PLACED)
        text = placed.text
        game.undo()
        with self.assertRaises(hunters.IllegalMove):
            game.play(Move.place(50, 50, 0))  # a refusal: the game's message is set
        with self.assertRaises(hunters.OutOfRange) as caught:
            _ = placed.text
        self.assertIn("no event %d: the game's log now holds" % placed.index, str(caught.exception))
        other = next(m for m in moves if (m.x, m.y) != (moves[0].x, moves[0].y))
        game.play(other)
        with self.assertRaises(hunters.OutOfRange) as caught:
            _ = placed.text
        self.assertIn("is no longer in the log", str(caught.exception))
        game.undo()
        game.play(moves[0])
        self.assertEqual(placed.text, text)
        # an index past int32 (dataclasses.replace, or an Event made by hand)
        # is no event: it was cut to its low 32 bits, and an event with the
        # index 2^32 + i and event i's fields got event i's text
        for wrong in (2 ** 32 + placed.index, -2 ** 32 + placed.index, 2 ** 63):
            with self.assertRaises(hunters.InvalidArgument, msg=str(wrong)):
                _ = dataclasses.replace(placed, index=wrong).text
        self.assertEqual(dataclasses.replace(placed).text, text)

    def test_an_event_made_by_hand_is_checked_before_its_text(self) -> None:
        # the defect: an Event's fields are the caller's (dataclasses.replace,
        # or one made by hand), and its text called event.game._event_text()
        # unchecked: a game that is no Game raised AttributeError ("'str'
        # object has no attribute '_event_text'"), as did a type that is no
        # EventType of an event without a game. The Lua binding refuses them
        # ("event.game must be a Game"): now TypeError and InvalidArgument
        game = hunters.Game(seed=6)
        placed = game.events()[0]
        text = placed.text
        for wrong in ("game", hunters.TileSet.default(), 5):
            with self.assertRaisesRegex(TypeError, "event.game must be a Game", msg=repr(wrong)):
                _ = dataclasses.replace(placed, game=cast(Any, wrong)).text
        for kind in (4, "tile_placed"):  # an EventType's value or name, as every enum argument
            self.assertEqual(dataclasses.replace(placed, game=None, type=cast(Any, kind)).text, "tile_placed event")
        for kind in (99, True, "x", 1.5):
            with self.assertRaises((TypeError, hunters.InvalidArgument), msg=repr(kind)):
                _ = dataclasses.replace(placed, game=None, type=cast(Any, kind)).text
        self.assertEqual(str(dataclasses.replace(placed, game=None)), "tile_placed event")
        self.assertEqual(placed.text, text)

    def test_undo_in_engine_mode_takes_back_the_engines_draws(self) -> None:
        game = hunters.Game(seed=6)
        start = game.hash
        game.play(game.legal_moves()[0])  # a placement
        game.play(Move.pass_())  # no deployment: the engine draws the next tile
        self.assertEqual(game.decision_count, 2)
        game.undo()
        self.assertEqual(game.phase, Phase.DEPLOY)
        game.undo()
        self.assertEqual(game.hash, start)
        self.assertEqual(game.tile_in_hand, hunters.Game(seed=6).tile_in_hand)
        self.assertEqual(game.event_count, hunters.Game(seed=6).event_count)

    def test_a_dropped_log_changes_nothing_but_the_log(self) -> None:
        logged, unlogged = hunters.Game(seed=8), hunters.Game(seed=8)
        unlogged.drop_log()
        logged.play_random(3)
        unlogged.play_random(3)
        self.assertEqual(unlogged.hash, logged.hash)
        self.assertEqual(unlogged.scores, logged.scores)
        self.assertEqual((unlogged.event_count, unlogged.events(), unlogged.decision_count), (0, [], 0))
        self.assertEqual(unlogged.save(), "")
        with self.assertRaises(hunters.IllegalMove):
            unlogged.undo()
        with self.assertRaisesRegex(hunters.IllegalMove, "no record"):
            unlogged.save_file("/nonexistent/never-written.rec")
        with self.assertRaises(hunters.IllegalMove):  # no record to rebuild it from
            pickle.dumps(unlogged)
        self.assertEqual(copy.deepcopy(unlogged).hash, unlogged.hash)  # a clone needs no record


class TileFinder(unittest.TestCase):
    """The tile finder: a player finds the tile in hand by what they see on
    it (its sides, R2.1; lakes, rivers and fish, R2.3, R2.4; items, R2.5)."""

    def test_features_sides_and_tiles_left(self) -> None:
        game = hunters.Game(seed=5, draw_mode="caller")
        found = game.find_tiles("river with 2 fish")
        full = {m.name for m in found if m.terms_met == 2}
        self.assertTrue({"LR2a", "LR2b"} <= full)
        self.assertEqual(found[:len(full)], [m for m in found if m.terms_met == 2])  # full matches first
        self.assertEqual(len(game.find_tiles("lake", limit=3)), 3)
        before = len(game.find_tiles("2 fish"))
        game.draw("L2")  # its only copy: no longer offered at the next draw
        game.play("place -1 0 r0")
        game.play("pass")
        self.assertEqual(game.phase, hunters.Phase.DRAW)
        after = game.find_tiles("2 fish")
        self.assertEqual(len(after), before - 1)
        self.assertNotIn("L2", {m.name for m in after})
        ts = hunters.TileSet.default()
        m = ts.find_tiles("RMRM")[0]
        self.assertEqual(m.terms_met, 1)
        # turned m.rotation quarters clockwise, side d shows side d - rotation
        shown = [ts.side(m.type, (d - m.rotation) % 4) for d in range(4)]
        self.assertEqual(shown, [hunters.Terrain.RIVER, hunters.Terrain.MEADOW] * 2)

    def test_only_the_stack_drawn_from(self) -> None:
        """R3.1, R3.6, R6.1: at a land draw only land types are found, at a
        bonus draw only bonus types, so the best match is one draw() takes;
        a query matching only the other stack finds nothing. Outside a
        draw, both stacks."""
        ts = hunters.TileSet.default()
        self.assertIn("B-AUR-ST", {m.name for m in ts.find_tiles("RMRM")})
        self.assertEqual(ts.find_tiles("FFFF")[0].name, "F4")

        def bonus(m: hunters.TileMatch) -> bool:
            return bool(ts.flags(m.type) & hunters.TileFlag.BONUS)

        game = hunters.Game(seed=5, draw_mode="caller")
        found = game.find_tiles("RMRM")
        self.assertTrue(found)
        self.assertFalse([m.name for m in found if bonus(m)])
        for query in ("B-AUR-ST", "aurochs", "bonus"):
            self.assertEqual(game.find_tiles(query), [], query)
        game.draw(found[0].name)
        self.assertEqual(game.tile_in_hand, found[0].name)
        self.assertIn("B-AUR-ST", {m.name for m in game.find_tiles("RMRM")})  # no draw waiting
        # a bonus draw: FCd (a forest with a nugget) north of the start
        # tile, then FCa east of it closes the start tile's forest (R6.1)
        game = hunters.Game(seed=5, draw_mode="caller")
        for tile, place in (("FCd", "place 0 -1 r2"), ("FCa", "place 1 0 r3")):
            game.draw(tile)
            game.play(place)
            game.play("pass")
        self.assertEqual(game.phase, hunters.Phase.DRAW_BONUS)
        found = game.find_tiles("FFFF")
        self.assertTrue(found)
        self.assertEqual([m.name for m in found if not bonus(m)], [])
        self.assertEqual(found[0].name, "B-MUSH4")
        for query in ("F4", "tiger", "spring"):
            self.assertEqual(game.find_tiles(query), [], query)
        left = game.stack_size(bonus=True)
        game.draw(found[0].name)  # fits nowhere here: discarded (R6.5), another bonus draw
        self.assertEqual(game.stack_size(bonus=True), left - 1)
        self.assertEqual(game.phase, hunters.Phase.DRAW_BONUS)
        top = game.find_tiles("RMRM")[0]
        self.assertTrue(bonus(top))
        game.draw(top.name)
        self.assertEqual(game.phase, hunters.Phase.PLACE_BONUS)
        self.assertEqual(game.tile_in_hand, top.name)

    def test_bad_queries_and_arguments(self) -> None:
        game = hunters.Game(seed=5)
        with self.assertRaises(hunters.ParseError) as caught:
            game.find_tiles("lake xyzzy")
        self.assertIn("xyzzy", str(caught.exception))
        with self.assertRaises(TypeError):
            game.find_tiles(42)  # type: ignore[arg-type]
        with self.assertRaises(ValueError):
            game.find_tiles("lake", limit=-1)
        game.close()
        with self.assertRaises(hunters.ClosedError):
            game.find_tiles("lake")


class Pictures(unittest.TestCase):
    """SVG pictures (doc/pictures.md) of boards, tiles and tile sets."""

    def test_board_picture_shows_every_tile_and_piece(self) -> None:
        import xml.dom.minidom
        game = hunters.Game(seed=3)
        for _ in range(10):
            game.play(game.legal_moves()[-1])
        picture = game._repr_svg_()
        self.assertEqual(picture, game.svg())
        groups = xml.dom.minidom.parseString(picture).getElementsByTagName("g")
        tiles = {(int(g.getAttribute("data-x")), int(g.getAttribute("data-y"))):
                 (g.getAttribute("data-type"), int(g.getAttribute("data-rotation")))
                 for g in groups if g.getAttribute("class") == "tile"}
        board = game.board()
        self.assertEqual(tiles, {where: (square.tile, square.rotation) for where, square in board.items()})
        pieces = [g for g in groups if g.getAttribute("class") == "piece"]
        self.assertEqual(len(pieces), sum(square.piece_owner is not None for square in board.values()))
        self.assertEqual(game.phase, Phase.PLACE)
        self.assertIn('class="legal"', game.svg(legal=True))
        self.assertNotIn('class="legal"', game.svg())

    def test_tile_and_catalogue_pictures(self) -> None:
        tileset = hunters.TileSet.default()
        self.assertEqual(tileset._repr_svg_().count('<g class="tile"'), 73)
        self.assertEqual(tileset.svg(columns=4, legend=False).count('<g class="tile"'), 73)
        self.assertIn('data-type="FLRa" data-rotation="2"', tileset.svg("FLRa", rotation=2))
        index = tileset.find("FLRa")
        self.assertEqual(tileset.svg(index, 1), tileset.svg("FLRa", 1))

    def test_bad_picture_arguments_are_refused(self) -> None:
        tileset = hunters.TileSet.default()
        game = hunters.Game(seed=3)
        with self.assertRaises(ValueError) as caught:
            tileset.svg(0, rotation=5)
        self.assertIn("0 to 3", str(caught.exception))
        with self.assertRaises(hunters.HuntersError):
            game.svg(scale=1)
        with self.assertRaises(ValueError):
            game.svg(scale=1001)
        with self.assertRaises(ValueError):
            tileset.svg(columns=0)
        with self.assertRaises(KeyError):
            tileset.svg("NOSUCH")
        with self.assertRaises(hunters.OutOfRange):
            tileset.svg(len(tileset))
        with self.assertRaises(TypeError):
            game.svg(legal=1)  # type: ignore[arg-type]
        with self.assertRaises(TypeError):
            game.svg(True)  # type: ignore[misc]
        # the defect: without a tile, rotation went unchecked (7, 1.5, "x"
        # drew the catalogue, unrotated); now checked as with a tile, and
        # one but 0, which the catalogue cannot draw, refused
        rotations: List[Tuple[Any, type]] = [(7, hunters.InvalidArgument), (-1, hunters.InvalidArgument),
                                             (1, hunters.InvalidArgument), (1.5, TypeError), ("x", TypeError),
                                             (True, TypeError)]
        for rotation, error in rotations:
            with self.assertRaises(cast(Any, error), msg=repr(rotation)) as refused:
                tileset.svg(rotation=rotation)
            self.assertIn("rotation", str(refused.exception))
        self.assertEqual(tileset.svg(rotation=0), tileset.svg())


class Bots(unittest.TestCase):
    """The library's bots, redetermination, score projection and advice (doc/bots.md)."""

    def test_bots_redetermination_projection_and_advice(self) -> None:
        game = hunters.Game(seed=12)
        for _ in range(8):
            game.play(game.bot_move("random", seed=3))
        # R8: projected scores are at least the scores, and projecting changes nothing
        before = game.hash
        projected = game.project_scores()
        self.assertEqual(len(projected), 2)
        self.assertTrue(all(p >= s for p, s in zip(projected, game.scores)))
        self.assertEqual(game.hash, before)
        # two copies with different hidden orders get the same move: no peeking
        a, b = game.clone(), game.clone()
        a.redetermine(1)
        b.redetermine(2)
        self.assertEqual(a.scores, b.scores)
        self.assertEqual(a.tiles_left(), b.tiles_left())
        kinds: List[Union[hunters.BotKind, int, str]] = ["random", "greedy", "mcts", hunters.BotKind.MCTS, 2]
        for kind in kinds:
            move = a.bot_move(kind, seed=9, iterations=30)
            self.assertIsInstance(move, Move)
            self.assertEqual(move, b.bot_move(kind, seed=9, iterations=30))
            self.assertIsNone(game.check(move))
        advice = game.advice("mcts", seed=9, count=3, iterations=60)
        self.assertEqual(len(advice), 3)
        self.assertEqual(advice[0].place, game.bot_move("mcts", seed=9, iterations=60))
        self.assertGreaterEqual(advice[0].visits, advice[1].visits)
        self.assertIn("visits, mean", advice[0].text)
        self.assertTrue(advice[0].wins is not None and 0 <= advice[0].wins <= 1)
        self.assertEqual(str(advice[0]), advice[0].text)
        self.assertGreater(game.bot_memory("mcts"), 0)
        with self.assertRaises(hunters.HuntersError):
            game.bot_move("mcts", iterations=-1)
        while not game.over:
            game.play(game.bot_move("greedy"))
        self.assertEqual(game.project_scores(), game.scores)
        with self.assertRaises(hunters.IllegalMove):
            game.bot_move("random")

    def test_advice_has_every_field(self) -> None:
        game = hunters.Game(seed=5)
        game.play(game.legal_moves()[0])  # a deploy phase: the placement is made
        advice = game.advice("greedy", count=50)
        self.assertEqual([f.name for f in dataclasses.fields(hunters.Advice)],
                         ["place", "deploy", "visits", "role", "mean", "wins", "area_kind", "items",
                          "feature_value", "text"])
        self.assertEqual(len(advice), len(game.legal_moves()))
        self.assertTrue(all(a.place is None for a in advice))
        self.assertTrue(all(a.wins is None and a.visits == 1 for a in advice), "greedy searches nothing")
        self.assertEqual({a.deploy for a in advice}, set(game.legal_moves()))
        for a in advice:
            self.assertIsInstance(a.role, hunters.Role)
            if a.deploy.kind == hunters.MoveKind.PASS:
                self.assertIs(a.role, hunters.Role.NONE)
                self.assertIsNone(a.area_kind)
            else:
                self.assertIsInstance(a.area_kind, hunters.AreaKind)
                self.assertTrue(all(isinstance(item, hunters.Item) and n > 0 for item, n in a.items.items()))
        with self.assertRaises(dataclasses.FrozenInstanceError):
            advice[0].visits = 3  # type: ignore[misc]

    def test_the_longest_event_and_advice_lines_come_back_whole(self) -> None:
        # the longest lines a game can make: tile names of 31 bytes, the most
        # a tile set takes (doc/tileset-format.md), and a meadow holding
        # every animal, fire and dolmen (hunters_advice_format lists each)
        longest, other = "A" * 31, "B" * 31
        meadow = "  meadow N E S W deer=99 mammoth=99 tiger=99 aurochs=99 fire dolmen\n"
        tileset = hunters.TileSet.from_string("tile %s 1 MMMM start\n%stile %s 5 MMMM\n%s"
                                              % (longest, meadow, other, meadow))
        game = hunters.Game(seed=1, tileset=tileset)
        game.play(Move.place(1, 0, 0))
        self.assertEqual([e.text for e in game.events()],
                         ["start tile %s placed at (0,0)" % longest, "player 1 begins a turn",
                          "player 1 drew %s" % other, "player 1 placed %s at (1,0) rotation 0" % other])
        self.assertEqual(game.advice("greedy")[0].text,
                         "hunter on a meadow (area 0: 198 deer, 198 mammoths, 198 tigers, 198 aurochs, 2 fires, "
                         "2 dolmens): 1 visit, mean +1188.0")

    def test_a_line_past_256_bytes_comes_back_whole(self) -> None:
        # hunters_event_format and hunters_advice_format return the whole
        # length, snprintf-like (hunters.h): no line the library makes today
        # passes 255 bytes, but the binding reads any length. An advice's
        # mean of 1e300 takes 300 digits in C's own line; an event's line
        # from a stand-in writer of 300 bytes.
        raw = hunters._native.Advice(deploy=Move.pass_(), visits=3, mean=1e300, wins=-1)
        whole = ctypes.create_string_buffer(1024)
        length = hunters._native.hunters_advice_format(ctypes.byref(raw), whole, len(whole))
        self.assertGreater(length, 300)
        text = hunters.bots.advice_of(raw).text
        self.assertEqual(text, whole.value.decode())
        self.assertTrue(text.startswith("pass: 3 visits, mean +1000000000000000052504760255204420248704468"), text)
        self.assertTrue(text.endswith(".0"), text)
        line = ("player 1 " + "x" * 300).encode()

        def long_line(game: Any, event: Any, buffer: Any, size: int) -> int:
            if size:
                ctypes.memmove(buffer, line[:size - 1] + b"\0", min(size, len(line) + 1))
            return len(line)
        game = hunters.Game(seed=1)
        event = game.events()[0]
        with unittest.mock.patch.object(hunters._native, "hunters_event_format", long_line):
            self.assertEqual(event.text, line.decode())

    def test_mcts2_threads_give_the_same_move_for_a_seed_and_thread_count(self) -> None:
        # root-parallel MCTS2 (doc/bots.md): a legal move (R3.2), the same for
        # the same seed and thread count, and a search of two threads needs
        # more memory than one
        game = hunters.Game(seed=9)
        legal = set(game.legal_moves())
        first = hunters.Game(seed=9).bot_move("mcts2", seed=3, iterations=40, threads=2)
        again = hunters.Game(seed=9).bot_move("mcts2", seed=3, iterations=40, threads=2)
        self.assertEqual(first, again)
        self.assertIn(first, legal)
        self.assertGreater(game.bot_memory("mcts2", iterations=40, threads=2),
                           game.bot_memory("mcts2", iterations=40, threads=1))

    def test_bad_bot_options_name_the_allowed_values(self) -> None:
        game = hunters.Game(seed=5)
        before = game.hash
        with self.assertRaises(ValueError) as caught:
            game.bot_move("clever")
        self.assertIn("'random', 'greedy', 'mcts'", str(caught.exception))
        for options, words in (({"max_nodes": 0}, "1 to 1000000"), ({"seed": -1}, "seed must be"),
                               ({"exploration": -0.5}, "exploration"), ({"rollout_turns": -1}, "rollout_turns"),
                               ({"iterations": 0}, "iterations or milliseconds")):
            with self.assertRaises(ValueError, msg=str(options)) as caught:
                game.bot_move("mcts", **options)  # type: ignore[arg-type]
            self.assertIn(words, str(caught.exception))
        for kind, options, words in (("mcts2", {"iterations": 0}, "iterations or milliseconds"),
                                     ("mcts2", {"threads": 65}, "threads must be"),
                                     ("mcts", {"threads": 2}, "mcts2 bot only"),
                                     ("greedy", {"threads": 2}, "mcts2 bot only")):
            with self.assertRaises(ValueError, msg=str(options)) as caught:
                game.bot_move(kind, **options)
            self.assertIn(words, str(caught.exception))
        with self.assertRaises(TypeError):
            game.bot_move("mcts", exploration="0.1")  # type: ignore[arg-type]
        with self.assertRaises(TypeError):
            game.bot_move("mcts", 5)  # type: ignore[misc]
        with self.assertRaises(ValueError):
            game.advice("greedy", count=0)
        with self.assertRaises(ValueError):
            game.redetermine(2 ** 64)
        self.assertEqual(game.hash, before)
        game.redetermine(7)  # a search's own copy would do this; the public state is the same
        self.assertEqual(game.board(), hunters.Game(seed=5).board())


class Lint(unittest.TestCase):
    def test_the_package_and_its_scripts_are_pyflakes_clean(self) -> None:
        # pyflakes flagged __init__.py's import of ml for type checkers
        # ('.ml' imported but unused): a warning among none hides the next
        # real one (an unused or undefined name). With this interpreter's
        # pyflakes, else the pyflakes3 or pyflakes command (Debian's
        # python3-pyflakes: another interpreter's); skipped without either.
        # mypy --strict is bindings.sh's.
        import io
        here = os.path.dirname(os.path.abspath(__file__))
        paths = sorted(os.path.join(folder, name) for folder in (here, os.path.join(here, "hunters"))
                       for name in os.listdir(folder) if name.endswith(".py"))
        self.assertIn(os.path.join(here, "hunters", "__init__.py"), paths)
        try:
            api = importlib.import_module("pyflakes.api")
            reporter_module = importlib.import_module("pyflakes.reporter")
        except ImportError:
            command = shutil.which("pyflakes3") or shutil.which("pyflakes")
            if command is None:
                self.skipTest("no pyflakes (Debian: python3-pyflakes)")
            result = subprocess.run([command] + paths, capture_output=True, text=True)
            self.assertEqual((result.returncode, result.stdout + result.stderr), (0, ""))
            return
        warnings, errors = io.StringIO(), io.StringIO()
        count = api.checkRecursive(paths, reporter_module.Reporter(warnings, errors))
        self.assertEqual((count, warnings.getvalue() + errors.getvalue()), (0, ""))


if __name__ == "__main__":
    unittest.main(verbosity=2)
