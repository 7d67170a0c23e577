"""Tests of hunters.sim: the same seeds give the same summary locally, in
pieces merged, and on a Dask LocalCluster with 2 workers; per-game rows as
plain dicts and as a pandas DataFrame; progress; a custom Python bot; the
paired comparison against a hand computation."""
import concurrent.futures
import importlib
import json
import math
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import unittest
from typing import Any, Callable, Dict, List, Tuple, cast

import hunters
from hunters import sim

SEEDS = range(1, 9)
BOTS = ["greedy", "random"]


def _totals(row: Dict[str, Any]) -> List[int]:
    """Each seat's points from the four sources (R5.3, R5.4, R8.2, R8.3)."""
    return [sum(row[source][p] for source in sim.SOURCES) for p in range(len(row["scores"]))]


def first_legal(game: hunters.Game) -> hunters.Move:
    """A custom bot: the first legal move (module level, so it pickles)."""
    return game.legal_moves()[0]


def counted_first_legal(game: hunters.Game) -> hunters.Move:
    """first_legal, and a line in the file $HUNTERS_TEST_MOVES for each
    call (module level, so it pickles; the processes of a pool write it too)."""
    with open(os.environ["HUNTERS_TEST_MOVES"], "a", encoding="utf-8") as moves:
        moves.write("%d\n" % os.getpid())
    return first_legal(game)


def _tasks_to_run(dask_scheduler: Any) -> int:
    """The tasks a Dask scheduler has still to run (client.run_on_scheduler)."""
    return sum(task.state in ("released", "waiting", "queued", "no-worker", "processing")
               for task in dask_scheduler.tasks.values())


class SimTests(unittest.TestCase):
    local: Dict[str, Any]

    @classmethod
    def setUpClass(cls) -> None:
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            cls.local = sim.run(SEEDS, BOTS, rotate=True, executor=pool)

    def test_rows_add_up(self) -> None:
        # every point comes from one of the four sources (R5.3, R5.4, R8.2, R8.3)
        row = sim.play_game(3, BOTS, options={"members": 4})
        for p, score in enumerate(row["scores"]):
            self.assertEqual(sum(row[source][p] for source in sim.SOURCES), score)
        self.assertEqual(row, sim.play_game(3, BOTS, options={"members": 4}))
        self.assertEqual(self.local["games"], len(SEEDS))
        self.assertEqual(sum(s["games"] for s in self.local["bots"].values()), 2 * len(SEEDS))

    def test_rule_variants_and_bad_bots(self) -> None:
        # the options are Game()'s keywords, rule variants included (doc/rules.md, R5.3)
        row = sim.play_game(5, BOTS, options={"forest_value": hunters.ForestValue.SEGMENT, "last-bonus": "skipped"})
        self.assertEqual(_totals(row), row["scores"])
        with self.assertRaises(ValueError):
            sim.play_game(5, BOTS, options={"forest_value": "wide"})
        with self.assertRaises(ValueError) as caught:
            sim.run(SEEDS, ["greedy", "clever"], max_workers=1)
        self.assertIn("'mcts'", str(caught.exception))

    def test_a_bad_bot_count_is_said_of_the_bots(self) -> None:
        # the defect: 0 or 9 bots raised Game()'s "players must be 1 to 8,
        # not 9" (play_game(): "seat must be 0 to 7, not 8"), a keyword the
        # caller never gave; now said of the bots, the same exception type
        for count in (0, 9):
            line_up: List[sim.Bot] = ["random"] * count
            calls: List[Callable[[], Any]] = [
                lambda: sim.games([], line_up), lambda: sim.run([], line_up),
                lambda: sim.compare({}, {}, [], line_up), lambda: sim.compare({"bots": line_up}, {}, [], line_up),
                lambda: sim.compare({}, {"members": 4}, [], line_up), lambda: sim.play_game(1, line_up)]
            for call in calls:
                with self.assertRaises(hunters.InvalidArgument) as caught:
                    call()
                self.assertEqual(str(caught.exception), "there must be 1 to 8 bots, a seat each, not %d" % count)
                self.assertEqual(caught.exception.status, hunters.Status.EINVAL)

    def test_a_refusal_in_a_worker_process_reaches_the_caller_as_itself(self) -> None:
        # an option's value is refused by the game a worker process makes: the
        # error crosses back pickled (it was BrokenProcessPool, 'terminated
        # abruptly', as the exception could not be rebuilt from its message)
        with self.assertRaises(hunters.InvalidArgument) as caught:
            sim.run([1, 2], ["greedy", "random"], options={"forest_value": "wide"}, max_workers=2)
        self.assertIn("forest_value must be one of", str(caught.exception))
        self.assertEqual(caught.exception.status, hunters.Status.EINVAL)

    def test_the_librarys_mcts_bot_plays(self) -> None:
        row = sim.play_game(2, ["mcts", "random"], iterations=20)
        self.assertEqual(_totals(row), row["scores"])
        self.assertEqual(row, sim.play_game(2, ["mcts", "random"], iterations=20))

    def test_the_second_search_plays_as_in_hunters_sim(self) -> None:
        # mcts2 (doc/bots.md) seats as hunters-sim -p mcts2,greedy does; the sources add up (R8.4)
        row = sim.play_game(3, ["mcts2", "greedy"], iterations=12)
        self.assertEqual(_totals(row), row["scores"])
        self.assertEqual(row["bots"], ["mcts2", "greedy"])
        self.assertEqual(row, sim.play_game(3, ["mcts2", "greedy"], iterations=12))

    def test_game_is_hunters_sims_game_of_the_seed(self) -> None:
        # sim.game() gives the finished Game of hunters-sim's game of a seed
        # (doc/sim.md, 'One game again'): with --rotate, 3 seats and a rule
        # option (R5.3's forest value), its scores are those of the tool's
        # --jsonl and of the module's own rows, and its record replays them
        line_up, options = ["greedy", "random", "mcts"], {"forest-value": "segment"}
        tool = os.path.join(os.path.dirname(os.path.dirname(os.environ["HUNTERS_LIBRARY"])), "hunters-sim")
        lines = subprocess.run([tool, "--seeds", "3..5", "-p", ",".join(line_up), "--rotate", "--iterations", "20",
                                "-o", "forest-value=segment", "--jsonl", "-", "-q"], check=True,
                               stdout=subprocess.PIPE, universal_newlines=True).stdout.splitlines()
        tool_rows = [json.loads(line) for line in lines[1:]]
        self.assertEqual([row["seed"] for row in tool_rows], [3, 4, 5])
        for row in tool_rows:
            with sim.game(row["seed"], line_up, options=options, rotate=True, iterations=20) as played:
                self.assertTrue(played.over)
                self.assertEqual(list(played.scores), row["scores"])
                self.assertEqual(list(played.ranks), row["ranks"])
                self.assertEqual(sum(event.type == hunters.EventType.TURN for event in played.events()),
                                 row["turns"])
                self.assertEqual(sim.play_game(row["seed"], line_up, options=options, rotate=True,
                                               iterations=20)["scores"], row["scores"])
                with hunters.Game.load(played.save()) as again:
                    self.assertEqual(list(again.scores), row["scores"])
        # the arguments are checked as play_game()'s
        with self.assertRaises(TypeError):
            sim.game(3, "random")
        with self.assertRaises(hunters.InvalidArgument):
            sim.game(3, ["random"], options={"players": 2})

    def test_processes_and_pieces_equal_one_run(self) -> None:
        summary = sim.run(SEEDS, BOTS, rotate=True, max_workers=2)
        self.assertEqual(summary, self.local)
        halves = [sim.run(SEEDS[:3], BOTS, rotate=True, max_workers=1),
                  sim.run(SEEDS[3:], BOTS, rotate=True, max_workers=1)]
        self.assertEqual(sim.merge(*halves), self.local)
        self.assertIn("greedy", sim.table(self.local))
        # the table counts seats from 1 as people do, summary["seats"] from 0 (seat 1 is seats[0])
        rows = [line.split()[:3] for line in sim.table(self.local).split("\n") if line.startswith("seat ")]
        self.assertEqual(rows, [["seat", "1", str(self.local["seats"][0]["games"])],
                                ["seat", "2", str(self.local["seats"][1]["games"])]])

    def test_rows_are_plain_dicts_in_the_clis_columns(self) -> None:
        done: List[Tuple[int, int]] = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            rows = sim.games(SEEDS, BOTS, rotate=True, executor=pool,
                             progress=lambda d, total: done.append((d, total)))
        self.assertEqual(done, [(k, len(SEEDS)) for k in range(1, len(SEEDS) + 1)])
        self.assertEqual(sim.summarize(rows), self.local)
        self.assertEqual(list(rows[0]), ["seed", "bots", "scores", "ranks", *sim.SOURCES, "tiles_removed",
                                         "bonus_drawn", "bonus_discarded", "turns"])
        seats = sim.seat_rows(rows)
        self.assertEqual(len(seats), 2 * len(SEEDS))
        self.assertEqual(list(seats[0]), list(sim.COLUMNS))
        self.assertEqual(seats[1]["score"], rows[0]["scores"][1])

    def test_dataframe_when_pandas_is_installed(self) -> None:
        try:
            importlib.import_module("pandas")
        except ImportError:
            self.skipTest("no pandas module")
        rows = [sim.play_game(seed, BOTS) for seed in (1, 2, 3)]
        frame = sim.dataframe(rows)
        self.assertEqual(list(frame.columns), list(sim.COLUMNS))
        self.assertEqual(len(frame), 6)
        self.assertEqual(frame["score"].tolist(), [row["scores"][p] for row in rows for p in (0, 1)])
        self.assertEqual((frame["forests"] + frame["rivers"] + frame["huts"] + frame["meadows"]).tolist(),
                         frame["score"].tolist())

    def test_bots_as_a_str_and_a_bool_count_of_workers_are_refused(self) -> None:
        # the defect: bots="random" was taken letter by letter ("bot must be
        # one of ..., not 'r'"; compare()'s said "A and B must seat as many
        # players"), and max_workers=True ran one worker
        calls: List[Callable[[], object]] = [
            lambda: sim.play_game(1, "random"), lambda: sim.games([1], "greedy"), lambda: sim.run([1], "random"),
            lambda: sim.compare({"forest-value": "segment"}, {}, [1], "random")]
        for call in calls:
            with self.assertRaises(TypeError) as refused:
                call()
            self.assertIn("bots must be a sequence of bots", str(refused.exception))
        for workers in (True, False, 1.0):
            with self.assertRaises(TypeError, msg=repr(workers)):
                sim.games([1], BOTS, max_workers=cast(Any, workers))
        with self.assertRaises(ValueError):
            sim.run([1], BOTS, max_workers=0)
        self.assertEqual(sim.games([1, 2], BOTS, max_workers=1), [sim.play_game(seed, BOTS) for seed in (1, 2)])

    def test_rotate_rows_and_options_of_another_type_are_refused(self) -> None:
        # the defect: rotate and rows were taken by truthiness (rotate="no"
        # rotated the seats, rotate=None did not), and options as a list of
        # pairs raised AttributeError ('list' object has no attribute 'items')
        for wrong in ("no", 1, None):
            calls: List[Callable[[], object]] = [
                lambda: sim.play_game(1, BOTS, rotate=cast(Any, wrong)),
                lambda: sim.games([1], BOTS, rotate=cast(Any, wrong), max_workers=1),
                lambda: sim.compare({}, {"members": 3}, [1], BOTS, rotate=cast(Any, wrong), max_workers=1),
                lambda: sim.compare({}, {"members": 3}, [1], BOTS, rows=cast(Any, wrong), max_workers=1)]
            for call in calls:
                with self.assertRaises(TypeError, msg=repr(wrong)):
                    call()
        self.assertEqual(sim.play_game(1, BOTS, rotate=True)["bots"], BOTS[::-1])
        for listed in ([("members", 3)], "members=3"):
            options_calls: List[Callable[[], object]] = [
                lambda: sim.play_game(1, BOTS, cast(Any, listed)),
                lambda: hunters.options.game_keywords(cast(Any, listed))]
            for options_call in options_calls:
                with self.assertRaises(TypeError) as refused:
                    options_call()
                self.assertIn("options must be a mapping", str(refused.exception))

    def test_a_custom_python_bot(self) -> None:
        row = sim.play_game(4, [first_legal, "random"])
        self.assertEqual(row["bots"], ["first_legal", "random"])
        self.assertEqual(_totals(row), row["scores"])
        self.assertEqual(row, sim.play_game(4, [first_legal, "random"]))
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            summary = sim.run(range(1, 4), [first_legal, "greedy"], executor=pool)
        self.assertEqual(summary["bots"]["first_legal"]["games"], 3)

    def test_choose_takes_every_bot_the_seats_take(self) -> None:
        # the defect: choose() checked its bot with the seats' check, which
        # takes a callable (sim.Bot, the module's documentation), then gave
        # it to Game.bot_move(), which refused it ("kind must be one of
        # ..."). Now a callable is called with the game, as a seat of
        # play_game() calls it (the rng unused, but still checked), and its
        # move returned; a kind stays the library's bot
        moves: List[hunters.Move] = []

        def recorded(game: hunters.Game) -> hunters.Move:
            moves.append(first_legal(game))
            return moves[-1]

        with hunters.Game(seed=1) as game:
            before = game.save()
            self.assertEqual(sim.choose(game, first_legal, random.Random(1)), game.legal_moves()[0])
            self.assertEqual(sim.choose(game, recorded, random.Random(1)), game.legal_moves()[0])
            self.assertEqual(moves, [game.legal_moves()[0]])
            with self.assertRaises(TypeError) as caught:
                sim.choose(game, first_legal, cast(Any, 5))
            self.assertIn("rng must be a random.Random", str(caught.exception))
            with self.assertRaises(hunters.InvalidArgument) as refused:
                sim.choose(game, cast(Any, "human"), random.Random(1))
            self.assertIn("bot must be one of", str(refused.exception))
            self.assertEqual(game.save(), before)  # (choose() plays nothing)
            self.assertIn(sim.choose(game, "greedy", random.Random(1)), game.legal_moves())

    def test_paired_interval_by_hand(self) -> None:
        # differences 1, 2, 3, 6: mean 3, s^2 = (4 + 1 + 0 + 9) / 3 = 14/3,
        # half width 1.96 * sqrt(14/3 / 4) = 1.96 * 1.0801 = 2.1170
        mean, low, high = sim.paired_interval([1, 2, 3, 6])
        self.assertEqual(mean, 3.0)
        self.assertAlmostEqual(high - mean, 2.1170, places=4)
        self.assertAlmostEqual(mean - low, 2.1170, places=4)
        # one difference gives no interval, none not even a mean
        mean, low, high = sim.paired_interval([5])
        self.assertEqual(mean, 5.0)
        self.assertTrue(math.isnan(low) and math.isnan(high))
        mean, low, high = sim.paired_interval([0.5])
        self.assertTrue(mean == 0.5 and math.isnan(low) and math.isnan(high))
        with self.assertRaises(ValueError):
            sim.paired_interval([])

    def test_paired_interval_of_a_nan_or_an_infinity_has_nan_bounds(self) -> None:
        # the defect: statistics.stdev() of a NaN or an infinite difference
        # raised AttributeError ("'float' object has no attribute
        # 'numerator'"); the bounds are NaN now, as for one difference
        for differences, want in (([math.nan, 1.0], math.nan), ([1.0, math.inf, 2.0], math.inf),
                                  ([-math.inf, 0.5], -math.inf), ([math.inf, -math.inf], math.nan)):
            mean, low, high = sim.paired_interval(differences)
            self.assertTrue(math.isnan(low) and math.isnan(high), differences)
            self.assertTrue(math.isnan(mean) if math.isnan(want) else mean == want, (differences, mean))

    def test_paired_interval_keeps_precision(self) -> None:
        # large offsets cancel in one pass of squares - total * mean; the
        # spread of 0.1 apart differences is s = 0.1, half width 1.96 * 0.1 / sqrt(3)
        _, low, high = sim.paired_interval([1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.3])
        self.assertAlmostEqual((high - low) / 2, 1.96 * 0.1 / math.sqrt(3), places=6)
        # integers exactly: 10^12 + 1, 10^12 + 2, 10^12 + 3 have s = 1
        mean, low, high = sim.paired_interval([10 ** 12 + 1, 10 ** 12 + 2, 10 ** 12 + 3])
        self.assertEqual(mean, 10 ** 12 + 2)
        self.assertAlmostEqual((high - low) / 2, 1.96 / math.sqrt(3), places=3)

    def test_compare_of_one_game_has_no_interval(self) -> None:
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            one = sim.compare({}, {"forest-value": "segment"}, [1], BOTS, executor=pool)
        score = one["seats"][0]["score"]
        self.assertEqual(score["n"], 1)
        self.assertIsNone(score["low"])
        self.assertIsNone(score["high"])
        self.assertIn(" +-     n/a", sim.compare_table(one))
        # seats from 1 in the table, as people count; one["seats"][0] is seat 1
        self.assertIn("\nseat 1   score   ", sim.compare_table(one))
        self.assertNotIn("seat 0", sim.compare_table(one))

    def test_compare_rows_find_the_changed_winners(self) -> None:
        # R8.4: the games whose winner changed are those with a seat whose win changed
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            result = sim.compare({"bots": ["greedy", "random"]}, {"bots": ["random", "greedy"]}, SEEDS, BOTS,
                                 executor=pool, rows=True)
            plain = sim.compare({}, {}, [1], BOTS, executor=pool)
        rows = result["rows"]
        self.assertEqual(len(rows), 2 * len(SEEDS))
        self.assertEqual(list(rows[0]), list(sim.COMPARE_COLUMNS))
        changed = {row["seed"] for row in rows if row["wins_a"] != row["wins_b"]}
        self.assertEqual(len(changed), result["winners_changed"])
        self.assertEqual(sum(row["score_b"] - row["score_a"] for row in rows if row["seat"] == 0),
                         result["seats"][0]["score"]["sum"])
        self.assertNotIn("rows", plain)

    def test_compare_labels_a_table_only_as_game_takes_it(self) -> None:
        # the defect: the label wrote a float table ("%dx%d" of (6.0, 5.0):
        # "table=6x5", of 6.7: 6) that every Game() of the side refuses, and
        # with no seed to play the result stood, labelled as a 6x5 table.
        # Now the sides are checked as Game() checks them, before any game
        with self.assertRaises(TypeError):
            hunters.Game(table_width=6.0, table_height=5.0)  # type: ignore[arg-type]
        refused: List[Tuple[Dict[str, Any], type]] = [
            ({"table": (6.0, 5.0)}, TypeError), ({"table_width": 6.7}, TypeError), ({"table-height": 5.0}, TypeError),
            ({"table": (True, 5)}, TypeError), ({"table_width": "6"}, TypeError),
            ({"table": (40000, 5)}, ValueError), ({"table_height": -1}, ValueError),
            ({"table_width": None}, TypeError), ({"table-height": None}, TypeError)]
        for side, error in refused:
            with self.assertRaises(error, msg=side):
                sim.compare({}, side, [], BOTS)
        labels: List[Tuple[Dict[str, Any], str]] = [
            ({"table": "6x5"}, "table=6x5"), ({"table": (6, 5)}, "table=6x5"), ({"table_width": 7}, "table-width=7"),
            ({"table": 0}, "table=0")]
        for side, label in labels:
            self.assertEqual(sim.compare({}, side, [], BOTS)["b"], label)

    def test_counts_out_of_range_are_refused_before_any_game(self) -> None:
        # the defect: compare labelled members=100, huts=-1 or a first_player
        # with no seat as given ("members=100"), and with no seed to play the
        # result stood; with seeds, every game failed later, in the workers
        # (games() too). Now they are refused first, with Game()'s exception and message
        played: List[int] = []

        def counted(game: hunters.Game) -> hunters.Move:
            played.append(game.hash)
            return game.legal_moves()[0]

        bad: List[Tuple[Dict[str, Any], Dict[str, Any]]] = [
            ({"members": 100}, {"members": 100, "players": 2}), ({"huts": -1}, {"huts": -1, "players": 2}),
            ({"first-player": 2}, {"first_player": 2, "players": 2}),
            ({"first_player": 3}, {"first_player": 3, "players": 3})]
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            for side, keywords in bad:
                with self.assertRaises(hunters.InvalidArgument) as expected:
                    hunters.Game(**keywords)
                line_up: List[sim.Bot] = [counted, "random", "greedy"]
                del line_up[keywords["players"]:]
                calls: List[Callable[[], Any]] = [
                    lambda: sim.compare({}, side, [], line_up),
                    lambda: sim.compare({}, side, [1, 2], line_up, executor=pool),
                    lambda: sim.compare(side, {}, [1, 2], line_up, executor=pool),
                    lambda: sim.compare({}, {}, [1, 2], line_up, options=side, executor=pool),
                    lambda: sim.games([1, 2], line_up, options=side, executor=pool)]
                for call in calls:
                    with self.assertRaises(hunters.InvalidArgument, msg=side) as caught:
                        call()
                    self.assertEqual(str(caught.exception), str(expected.exception))
        self.assertEqual(played, [], "games played before a bad option was refused")
        # in range: labelled by the canonical names
        self.assertEqual(sim.compare({}, {"members": 99, "huts": 0, "first_player": 1}, [], BOTS)["b"],
                         "members=99 huts=0 first-player=1")

    def test_a_bad_search_budget_is_refused_before_any_game(self) -> None:
        # the defect: iterations every game's mcts or mcts2 bot would refuse
        # (-5, 0, 1.5, True) passed games() and compare(): with no seed the
        # result stood, with seeds every game failed in the workers, at the
        # bot's first decision, after the moves before it. Now refused
        # first, with bot_move()'s exception and message
        played: List[int] = []

        def counted(game: hunters.Game) -> hunters.Move:
            played.append(game.hash)
            return game.legal_moves()[0]

        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            bads: List[Any] = [-5, 0, 1.5, True]
            for bad in bads:
                with self.assertRaises((hunters.InvalidArgument, TypeError)) as expected:
                    sim.play_game(1, ["mcts", "random"], iterations=bad)
                for searching in ("mcts", "mcts2"):
                    line_up: List[sim.Bot] = [counted, searching]
                    calls: List[Callable[[], Any]] = [
                        lambda: sim.games([], line_up, iterations=bad),
                        lambda: sim.games([1, 2], line_up, iterations=bad, executor=pool),
                        lambda: sim.compare({}, {}, [], line_up, iterations=bad),
                        lambda: sim.compare({}, {"bots": line_up}, [1, 2], [counted, "random"], iterations=bad,
                                            executor=pool)]
                    for call in calls:
                        with self.assertRaises(type(expected.exception), msg=(bad, searching)) as caught:
                            call()
                        self.assertEqual(str(caught.exception), str(expected.exception))
        self.assertEqual(played, [], "games played before a bad budget was refused")
        # the budget is the searching bots': the others' games ignore it, as before
        self.assertEqual(sim.games([], ["greedy", "random"], iterations=-5), [])

    def test_compare_pairs_the_same_seeds(self) -> None:
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            same = sim.compare({}, {"forest-value": "tile"}, SEEDS, BOTS, executor=pool)
            swapped = sim.compare({"bots": ["greedy", "random"]}, {"bots": "random,greedy"}, SEEDS, BOTS,
                                  executor=pool)
        self.assertEqual(same["games_changed"], 0)
        self.assertEqual(same["seats"][0]["score"]["squares"], 0)
        rows = [sim.play_game(seed, BOTS) for seed in SEEDS]
        back = [sim.play_game(seed, ["random", "greedy"]) for seed in SEEDS]
        d = [b["scores"][0] - a["scores"][0] for a, b in zip(rows, back)]
        mean, low, high = sim.paired_interval(d)
        score = swapped["seats"][0]["score"]
        self.assertEqual((score["n"], score["sum"]), (len(SEEDS), sum(d)))
        self.assertAlmostEqual(score["low"], low)
        self.assertAlmostEqual(score["high"], high)
        self.assertIn("players=random,greedy", sim.compare_table(swapped))
        with self.assertRaises(ValueError):
            sim.compare({}, {"bots": ["greedy"]}, SEEDS, BOTS)
        with self.assertRaises(hunters.UnknownOption):
            sim.compare({}, {"forest-values": "segment"}, SEEDS, BOTS)

    def test_a_failure_cancels_the_games_not_started(self) -> None:
        # a progress (or a bot) that raised left every other game to run
        # before the error came: 400 games' time after the first had failed
        def stop(done: int, total: int) -> None:
            raise KeyboardInterrupt("stop")

        seeds = range(1, 401)
        with tempfile.TemporaryDirectory() as folder:
            path = os.environ["HUNTERS_TEST_MOVES"] = os.path.join(folder, "moves")
            try:
                with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
                    with self.assertRaises(KeyboardInterrupt):
                        sim.games(seeds, [counted_first_legal, "random"], executor=pool, progress=stop)
                with self.assertRaises(KeyboardInterrupt):
                    sim.run(seeds, [counted_first_legal, "random"], max_workers=1, progress=stop)
                with open(path, encoding="utf-8") as moves:
                    played = len(moves.readlines())
            finally:
                del os.environ["HUNTERS_TEST_MOVES"]
        # 2 x 400 games ran about 32000 decisions of this seat; each pool
        # may have a few games under way or queued when the first fails
        self.assertLess(played, 8000, "the games after the failure ran")

    def test_seeds_are_checked_before_any_game(self) -> None:
        # a numpy seed (np.arange's) failed deep in bot_seed's arithmetic
        # (numpy's TypeError of bitwise_and), a seed past 64 bits was taken
        # for hunters-sim's seed mod 2^64 by the bots and refused by Game()
        np: Any = importlib.import_module("numpy")
        self.assertEqual(sim.play_game(np.int64(3), BOTS), sim.play_game(3, BOTS))
        self.assertEqual(sim.bot_seed(np.uint64(3), np.int8(1)), sim.bot_seed(3, 1))
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            rows = sim.games(np.arange(1, 3), BOTS, executor=pool)
        self.assertEqual([row["seed"] for row in rows], [1, 2])
        self.assertIs(type(rows[0]["seed"]), int)
        for bad in (-1, 2 ** 64, 2 ** 70):
            calls: List[Callable[[], Any]] = [lambda: sim.bot_seed(bad, 0), lambda: sim.play_game(bad, BOTS)]
            for call in calls:
                with self.assertRaises(hunters.InvalidArgument):
                    call()
        for seat in (-1, 8, 2 ** 70):
            with self.assertRaises(hunters.InvalidArgument):
                sim.bot_seed(1, seat)
        played: List[int] = []

        def counted(game: hunters.Game) -> hunters.Move:
            played.append(game.hash)
            return game.legal_moves()[0]

        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            bad_seeds: List[List[Any]] = [[1, 2, True], [1, 2.0], [1, np.True_], [1, 2 ** 64]]
            for seeds in bad_seeds:
                with self.assertRaises((TypeError, hunters.InvalidArgument)):
                    sim.games(seeds, [counted, "random"], executor=pool)
                with self.assertRaises((TypeError, hunters.InvalidArgument)):
                    sim.compare({}, {}, seeds, [counted, "random"], executor=pool)
        self.assertEqual(played, [], "games played before a bad seed was refused")

    def test_players_seed_and_tileset_are_not_sim_options(self) -> None:
        # they come from the bots, the seeds and the default set: a ValueError
        # saying so, not Game()'s TypeError of a keyword given twice
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            for name in ("players", "seed", "tileset"):
                bad: Dict[str, Any] = {name: 3 if name != "tileset" else None}
                calls: List[Callable[[], Any]] = [
                    lambda: sim.play_game(1, BOTS, options=bad),
                    lambda: sim.games([1], BOTS, options=bad, executor=pool),
                    lambda: sim.compare({}, bad, [1], BOTS, executor=pool),
                    lambda: sim.compare({}, {}, [1], BOTS, options=bad, executor=pool)]
                for call in calls:
                    with self.assertRaises(ValueError, msg=name) as caught:
                        call()
                    self.assertNotIsInstance(caught.exception, TypeError)
                    self.assertIn("%s is not a sim option" % name, str(caught.exception))

    def test_a_wrong_executor_or_client_is_refused_before_any_game(self) -> None:
        # the defect: executor= and client= were used unchecked, so a wrong
        # object failed deep inside (a str executor: "'str' object has no
        # attribute 'submit'", a pool class instead of a pool: submit()
        # missing its self, after the games' rows were set up); now a
        # TypeError naming the argument, before any game
        played: List[int] = []

        def counted(game: hunters.Game) -> hunters.Move:
            played.append(1)
            return game.legal_moves()[0]

        wrong: List[Dict[str, Any]] = [{"executor": "pool"}, {"executor": concurrent.futures.ThreadPoolExecutor},
                                       {"executor": object()}, {"client": "tcp://scheduler:8786"}, {"client": 8786}]
        for where in wrong:
            calls: List[Callable[[], Any]] = [
                lambda: sim.run([1], [counted, "random"], **where),
                lambda: sim.games([1], [counted, "random"], **where),
                lambda: sim.compare({}, {}, [1], [counted, "random"], **where)]
            for call in calls:
                with self.assertRaises(TypeError, msg=repr(where)) as caught:
                    call()
                name = next(iter(where))
                self.assertIn("%s must be" % name, str(caught.exception))
        self.assertEqual(played, [], "games played before a wrong executor or client was refused")

    def test_options_sides_and_rng_of_another_type_are_refused(self) -> None:
        # the defect: options were read as `options or {}`, so a falsy
        # non-mapping ([], 0, "") ran the base rules unsaid; compare()'s a
        # and b went through dict(), so a list of pairs was taken, then
        # failed in the labels ("'list' object has no attribute 'get'"), and
        # a str failed inside dict(); choose() with an int for rng failed on
        # getrandbits. Now TypeError naming the argument, before any game.
        played: List[int] = []

        def counted(game: hunters.Game) -> hunters.Move:
            played.append(1)
            return game.legal_moves()[0]

        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            for bad in ([], 0, "", [("members", 3)]):
                calls: List[Callable[[], Any]] = [
                    lambda: sim.play_game(1, [counted, "random"], options=cast(Any, bad)),
                    lambda: sim.games([1], [counted, "random"], options=cast(Any, bad), executor=pool),
                    lambda: sim.run([1], [counted, "random"], options=cast(Any, bad), executor=pool),
                    lambda: sim.compare({}, {}, [1], [counted, "random"], options=cast(Any, bad), executor=pool)]
                for call in calls:
                    with self.assertRaises(TypeError, msg=repr(bad)) as caught:
                        call()
                    self.assertIn("options must be a mapping", str(caught.exception))
            for side in ([("forest-value", "segment")], "forest-value", None, 5):
                pairs: List[Tuple[str, Tuple[Any, Any]]] = [("a", (side, {})), ("b", ({}, side))]
                for name, sides in pairs:
                    with self.assertRaises(TypeError, msg=repr(side)) as caught:
                        sim.compare(cast(Any, sides[0]), cast(Any, sides[1]), [1], [counted, "random"], executor=pool)
                    self.assertIn("%s must be a dict of options" % name, str(caught.exception))
            # the same defect: a progress that is no callable failed at its
            # first call, once a game had run ("'int' object is not callable")
            for progress in (5, "progress"):
                progress_calls: List[Callable[[], Any]] = [
                    lambda: sim.games([1], [counted, "random"], executor=pool, progress=cast(Any, progress)),
                    lambda: sim.run([1], [counted, "random"], executor=pool, progress=cast(Any, progress)),
                    lambda: sim.compare({}, {}, [1], [counted, "random"], executor=pool, progress=cast(Any, progress))]
                for call in progress_calls:
                    with self.assertRaises(TypeError, msg=repr(progress)) as caught:
                        call()
                    self.assertIn("progress must be a callable", str(caught.exception))
        self.assertEqual(played, [], "games played with options of another type")
        with hunters.Game(seed=1) as game:
            with self.assertRaises(TypeError) as caught:
                sim.choose(game, "random", cast(Any, 5))
            self.assertIn("rng must be a random.Random", str(caught.exception))
            self.assertIn(sim.choose(game, "random", random.Random(1)), game.legal_moves())

    def test_more_than_one_place_to_run_is_refused_before_any_game(self) -> None:
        # the defect: executor= with client= ran the games on the client and
        # dropped the executor unsaid, and max_workers= with either sized no
        # pool, unsaid too; now a TypeError naming both, before any game
        played: List[int] = []

        def counted(game: hunters.Game) -> hunters.Move:
            played.append(1)
            return game.legal_moves()[0]

        class LocalClient:  # a client as _map() uses one: map() and cancel()
            def map(self, task: Callable[[int], Any], seeds: List[int]) -> List[Any]:
                pool = concurrent.futures.ThreadPoolExecutor(1)
                return [pool.submit(task, seed) for seed in seeds]

            def cancel(self, futures: List[Any]) -> None:
                pass

        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            self.assertEqual(len(sim.games([1], [counted, "random"], client=LocalClient())), 1)  # a client alone runs
            played.clear()
            both: List[Dict[str, Any]] = [{"executor": pool, "client": LocalClient()},
                                          {"executor": pool, "max_workers": 2},
                                          {"client": LocalClient(), "max_workers": 2},
                                          {"executor": pool, "client": LocalClient(), "max_workers": 1}]
            for where in both:
                calls: List[Callable[[], Any]] = [
                    lambda: sim.run([1], [counted, "random"], **where),
                    lambda: sim.games([1], [counted, "random"], **where),
                    lambda: sim.compare({}, {}, [1], [counted, "random"], **where)]
                for call in calls:
                    with self.assertRaises(TypeError, msg=repr(sorted(where))) as caught:
                        call()
                    for name in where:
                        self.assertIn("%s=" % name, str(caught.exception))
        self.assertEqual(played, [], "games played with more than one place to run them")

    def test_dask_local_cluster_equals_local_run(self) -> None:
        try:
            distributed: Any = importlib.import_module("distributed")  # untyped where it is installed
        except ImportError:
            self.skipTest("no distributed module")
        Client, LocalCluster = distributed.Client, distributed.LocalCluster
        def stop(done: int, total: int) -> None:
            raise KeyboardInterrupt("stop")

        # (the workers' processes take the moves' file from the environment)
        with tempfile.TemporaryDirectory() as folder:
            path = os.environ["HUNTERS_TEST_MOVES"] = os.path.join(folder, "moves")
            try:
                with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                        Client(cluster) as client:
                    self.assertEqual(len(client.scheduler_info()["workers"]), 2)
                    summary = sim.run(SEEDS, BOTS, rotate=True, client=client)
                    # a failure cancels the games not started, as with an
                    # executor (the defect: the client's futures, kept alive
                    # by the traceback, ran every game); those under way end
                    kept = None
                    try:
                        sim.games(range(1, 401), [counted_first_legal, "random"], client=client, progress=stop)
                    except KeyboardInterrupt as failure:
                        kept = failure.__traceback__  # (kept, as an interactive session keeps it)
                    self.assertIsNotNone(kept, "progress raised nothing")
                    while client.run_on_scheduler(_tasks_to_run):
                        time.sleep(0.05)
                    with open(path, encoding="utf-8") as moves:
                        played = len(moves.readlines())
            finally:
                del os.environ["HUNTERS_TEST_MOVES"]
        self.assertEqual(summary, self.local)
        self.assertLess(played, 4000, "the games after the failure ran")  # (all 400 games: about 31500)

    def test_the_process_pool_refuses_what_does_not_pickle_and_takes_any_mapping(self) -> None:
        # the defect: the default process pool pickles each task in its
        # feeder thread; a lambda bot, or options= a mapping that does not
        # pickle (a MappingProxyType, which run(executor=) takes), failed
        # there: a PicklingError out of the pool, and with 2 workers or
        # more the pool's shutdown often waited for ever (sim.run never
        # returned). Now a bot that does not pickle is a TypeError before
        # any game, and options are passed on as a dict. Run in a child
        # process of its own session, so that a hang fails the test.
        script = "\n".join([
            "import types", "from hunters import sim",
            "try:",
            "    sim.run([1, 2], [lambda game: game.legal_moves()[0], 'random'], max_workers=2)",
            "except TypeError as exc:",
            "    print('refused:', exc)",
            "print('games:', sim.run([1, 2], ['greedy', 'random'], max_workers=1,",
            "                        options=types.MappingProxyType({'members': 4}))['games'])"])
        child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 text=True, start_new_session=True)
        try:
            output, _ = child.communicate(timeout=120)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)  # (the child and its pool's processes)
            child.communicate()
            self.fail("sim.run() did not return (the process pool waited for ever)")
        self.assertEqual(child.returncode, 0, output)
        self.assertIn("refused: the games run in a process pool, which takes only bots and options that pickle", output)
        self.assertIn("games: 2", output)


if __name__ == "__main__":
    print("hunters library", hunters.library_version(), "python", sys.version.split()[0])
    unittest.main()
