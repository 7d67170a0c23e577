"""Tests of hunters_sim: the same seeds give the same summary locally, in
pieces merged, and on a Dask LocalCluster with 2 workers."""
import concurrent.futures
import sys
import unittest

import hunters
import hunters_sim

SEEDS = range(1, 9)
BOTS = ["greedy", "random"]


class SimTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            cls.local = hunters_sim.run(SEEDS, BOTS, rotate=True, executor=pool)

    def test_rows_add_up(self):
        # every point comes from one of the four sources (R5.3, R5.4, R8.2, R8.3)
        row = hunters_sim.play_game(3, BOTS, options={"members": 4})
        for p, score in enumerate(row["scores"]):
            self.assertEqual(sum(row["points"][p]), score)
        self.assertEqual(row, hunters_sim.play_game(3, BOTS, options={"members": 4}))
        self.assertEqual(self.local["games"], len(SEEDS))
        self.assertEqual(sum(s["games"] for s in self.local["bots"].values()), 2 * len(SEEDS))

    def test_processes_and_pieces_equal_one_run(self):
        summary = hunters_sim.run(SEEDS, BOTS, rotate=True, max_workers=2)
        self.assertEqual(summary, self.local)
        halves = [hunters_sim.run(SEEDS[:3], BOTS, rotate=True, max_workers=1),
                  hunters_sim.run(SEEDS[3:], BOTS, rotate=True, max_workers=1)]
        self.assertEqual(hunters_sim.merge(*halves), self.local)
        self.assertIn("greedy", hunters_sim.table(self.local))

    def test_dask_local_cluster_equals_local_run(self):
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            self.skipTest("no distributed module")
        with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            self.assertEqual(len(client.scheduler_info()["workers"]), 2)
            summary = hunters_sim.run(SEEDS, BOTS, rotate=True, client=client)
        self.assertEqual(summary, self.local)


if __name__ == "__main__":
    print("hunters library", hunters.library_version(), "python", sys.version.split()[0])
    unittest.main()
