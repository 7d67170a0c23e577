"""Tests of hunters.sim: the same seeds give the same summary locally, in
pieces merged, and on a Dask LocalCluster with 2 workers."""
import concurrent.futures
import importlib
import sys
import unittest
from typing import Any, Dict

import hunters
from hunters import sim

SEEDS = range(1, 9)
BOTS = ["greedy", "random"]


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
            self.assertEqual(sum(row["points"][p]), score)
        self.assertEqual(row, sim.play_game(3, BOTS, options={"members": 4}))
        self.assertEqual(self.local["games"], len(SEEDS))
        self.assertEqual(sum(s["games"] for s in self.local["bots"].values()), 2 * len(SEEDS))

    def test_rule_variants_and_bad_bots(self) -> None:
        # the options are Game()'s keywords, rule variants included (doc/rules.md, R5.3)
        row = sim.play_game(5, BOTS, options={"forest_value": hunters.ForestValue.SEGMENT, "last_bonus": "skipped"})
        self.assertEqual([sum(points) for points in row["points"]], row["scores"])
        with self.assertRaises(ValueError):
            sim.play_game(5, BOTS, options={"forest_value": "wide"})
        with self.assertRaises(ValueError) as caught:
            sim.run(SEEDS, ["greedy", "clever"], max_workers=1)
        self.assertIn("'mcts'", str(caught.exception))

    def test_the_librarys_mcts_bot_plays(self) -> None:
        row = sim.play_game(2, ["mcts", "random"], iterations=20)
        self.assertEqual([sum(points) for points in row["points"]], row["scores"])
        self.assertEqual(row, sim.play_game(2, ["mcts", "random"], iterations=20))

    def test_processes_and_pieces_equal_one_run(self) -> None:
        summary = sim.run(SEEDS, BOTS, rotate=True, max_workers=2)
        self.assertEqual(summary, self.local)
        halves = [sim.run(SEEDS[:3], BOTS, rotate=True, max_workers=1),
                  sim.run(SEEDS[3:], BOTS, rotate=True, max_workers=1)]
        self.assertEqual(sim.merge(*halves), self.local)
        self.assertIn("greedy", sim.table(self.local))

    def test_dask_local_cluster_equals_local_run(self) -> None:
        try:
            distributed: Any = importlib.import_module("distributed")  # untyped where it is installed
        except ImportError:
            self.skipTest("no distributed module")
        Client, LocalCluster = distributed.Client, distributed.LocalCluster
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            self.assertEqual(len(client.scheduler_info()["workers"]), 2)
            summary = sim.run(SEEDS, BOTS, rotate=True, client=client)
        self.assertEqual(summary, self.local)


if __name__ == "__main__":
    print("hunters library", hunters.library_version(), "python", sys.version.split()[0])
    unittest.main()
