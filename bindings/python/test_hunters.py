"""Tests of the Python bindings: they drive the real library through
ctypes. Rule numbers refer to the project's rules digest (R1-R9)."""
import random
import unittest

import hunters


class BindingTests(unittest.TestCase):
    def test_version(self):
        self.assertRegex(hunters.library_version(), r"^\d+\.\d+\.\d+$")

    def test_default_tileset_totals(self):
        # R1.1: 79 land tiles, 12 bonus tiles
        ts = hunters.TileSet.default()
        self.assertEqual(ts.name, "reconstruction-v1")
        self.assertEqual(ts.total(100, 1), 79)
        self.assertEqual(ts.total(100, 2), 12)
        self.assertIn("START", ts.types())
        again = hunters.TileSet.from_string(ts.describe())
        self.assertEqual(again.hash, ts.hash)

    def test_tile_types_and_areas(self):
        ts = hunters.TileSet.default()
        start = ts.find("START")
        self.assertEqual(ts.sides(start), "FFRM")
        areas = ts.areas(start)
        self.assertEqual([a["kind"] for a in areas],
                         [hunters.AREA_FOREST, hunters.AREA_RIVER, hunters.AREA_LAKE, hunters.AREA_MEADOW])
        self.assertEqual(areas[1]["ends"], [2, 4])  # south side to the lake
        self.assertEqual(areas[2]["fish"], 1)
        self.assertEqual(areas[3]["mammoth"], 1)
        self.assertEqual(hunters.library_version_number() // 10000, int(hunters.library_version().split(".")[0]))

    def test_tileset_error_has_position(self):
        with self.assertRaises(hunters.ParseError) as caught:
            hunters.TileSet.from_string("tile S 1 MMRM start\n river S spring\n meadow N E S.e W\n")
        self.assertEqual((caught.exception.line, caught.exception.column), (1, 12))
        self.assertIn("S.w", str(caught.exception))

    def test_random_game_scores_match_events(self):
        # every score is the sum of its scoring events
        rng = random.Random(5)
        with hunters.Game(players=3, seed=11) as game:
            while not game.over:
                game.play(rng.choice(game.legal_moves()))
            points = [0, 0, 0]
            for event in game.events():
                if event.type == hunters.EVENT_POINTS:
                    points[event.player] += event.points
            self.assertEqual(points, game.scores)
            self.assertEqual(game.events()[-1].text, "game over")
            self.assertTrue(all(rank >= 1 for rank in game.ranks))

    def test_undo_returns_each_earlier_state(self):
        # a drawn tile goes back to its stack (R3.1); undo then replay is the same game
        game = hunters.Game(draw_mode="caller", seed=3)
        rng = random.Random(2)
        hashes = []
        for _ in range(30):
            hashes.append(game.hash)
            if game.phase in (hunters.PHASE_DRAW, hunters.PHASE_DRAW_BONUS):
                game.draw()
            else:
                game.play(rng.choice(game.legal_moves()))
        self.assertEqual(game.decision_count, 30)
        for h in reversed(hashes):
            game.undo()
            self.assertEqual(game.hash, h)
        with self.assertRaises(hunters.IllegalMove):
            game.undo()

    def test_illegal_move_changes_nothing(self):
        # R3.2: a corner is not enough
        game = hunters.Game(seed=1)
        before, events = game.hash, len(game.events())
        with self.assertRaises(hunters.IllegalMove) as caught:
            game.play(hunters.Move.place(7, 7, 0))
        self.assertIn("corners are not enough", str(caught.exception))
        self.assertEqual(game.hash, before)
        self.assertEqual(len(game.events()), events)
        self.assertIsNotNone(game.check(hunters.Move.place(7, 7, 0)))

    def test_moves_have_a_text_form(self):
        move = hunters.Move.parse("place 1 -2 r3")
        self.assertEqual((move.kind, move.x, move.y, move.rotation), (hunters.MOVE_PLACE, 1, -2, 3))
        self.assertEqual(str(move), "place 1 -2 r3")
        self.assertEqual(str(hunters.Move.deploy(2, hunters.PIECE_HUT)), "deploy 2 hut")
        self.assertEqual(str(hunters.Move.pass_()), "pass")
        with self.assertRaises(hunters.ParseError):
            hunters.Move.parse("jump")

    def test_companion_app_draws(self):
        # R3.1 and R3.3 with the caller drawing: the app reports the tile
        game = hunters.Game(draw_mode="caller")
        self.assertEqual(game.phase, hunters.PHASE_DRAW)
        left = game.tiles_left()
        self.assertEqual(sum(left.values()), 78)
        game.draw("L1")
        self.assertEqual(game.tile_in_hand, "L1")
        self.assertEqual(len(game.legal_moves()), 4)  # west of START, four rotations
        game.play("place -1 0 r0")
        self.assertEqual(game.phase, hunters.PHASE_DEPLOY)
        self.assertIn(hunters.Move.pass_(), game.legal_moves())
        game.play("deploy 1 member")
        self.assertEqual(game.supply(0), 4)
        self.assertEqual(game.board()[(-1, 0)], ("L1", 0, 0))
        meadow = game.feature(-1, 0, 1)
        self.assertEqual(meadow["kind"], hunters.AREA_MEADOW)
        self.assertEqual(meadow["members"], [1, 0])

    def test_records_round_trip(self):
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
        import os, tempfile
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "game.txt")
            game.save_file(path)
            self.assertEqual(hunters.Game.load_file(path).hash, game.hash)
        self.assertGreater(game.state_size, 1000)

    def test_clone_and_copy_play_on_equal(self):
        game = hunters.Game(seed=4, draw_mode="caller")
        for _ in range(30):
            if game.phase in (hunters.PHASE_DRAW, hunters.PHASE_DRAW_BONUS):
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

    def test_rule_variants(self):
        # doc/rules.md: the variants are keywords, kept by records and clones
        rules = dict(last_bonus="skipped", forest_value="segment", mushroom_value="tile",
                     lake_huts="forbidden", table_width=6, table_height=5)
        game = hunters.Game(seed=9, **rules)
        self.assertEqual(game.rules, rules)
        game.play_random(2)
        self.assertEqual(hunters.Game.load(game.save()).rules, rules)
        self.assertEqual(game.clone().rules, rules)
        self.assertEqual(hunters.Game().rules["forest_value"], "tile")
        self.assertNotEqual(hunters.Game(forest_value="segment").hash, hunters.Game().hash)
        with self.assertRaises(ValueError):
            hunters.Game(forest_value="wide")
        with self.assertRaises(TypeError):
            hunters.Game(forest_values="segment")

    def test_pictures(self):
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
        self.assertEqual(tiles, {where: (name, rotation) for where, (name, rotation, _) in board.items()})
        pieces = [g for g in groups if g.getAttribute("class") == "piece"]
        self.assertEqual(len(pieces), sum(owner is not None for _, _, owner in board.values()))
        self.assertEqual(game.phase, hunters.PHASE_PLACE)
        self.assertIn('class="legal"', game.svg(legal=True))
        tileset = hunters.TileSet.default()
        self.assertEqual(tileset._repr_svg_().count('<g class="tile"'), 73)
        self.assertIn('data-type="FLRa" data-rotation="2"', tileset.svg("FLRa", rotation=2))
        with self.assertRaises(hunters.HuntersError):
            tileset.svg(0, rotation=5)
        with self.assertRaises(hunters.HuntersError):
            game.svg(scale=1)

    # ---- bots, search and advice
    def test_bots_redetermination_projection_and_advice(self):
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
        for kind in ("random", "greedy", "mcts"):
            move = a.bot_move(kind, seed=9, iterations=30)
            self.assertEqual(move, b.bot_move(kind, seed=9, iterations=30))
            self.assertIsNone(game.check(move))
        advice = game.advice("mcts", seed=9, count=3, iterations=60)
        self.assertEqual(len(advice), 3)
        self.assertEqual(advice[0].place, game.bot_move("mcts", seed=9, iterations=60))
        self.assertGreaterEqual(advice[0].visits, advice[1].visits)
        self.assertIn("visits, mean", advice[0].text)
        self.assertGreater(game.bot_memory("mcts"), 0)
        with self.assertRaises(hunters.HuntersError):
            game.bot_move("mcts", iterations=-1)
        while not game.over:
            game.play(game.bot_move("greedy"))
        self.assertEqual(game.project_scores(), game.scores)


if __name__ == "__main__":
    unittest.main(verbosity=2)
