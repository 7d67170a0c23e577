"""Where two of the library's bots get their points, and where they leave them.

    python3 where_points_go.py [--games N] [--bot-a KIND] [--bot-b KIND]
                               [--iterations-a I] [--iterations-b I] [--seed S]
                               [--per-game]

with the package installed (make install, pip), or from the top of the
source tree after ./build.sh build:

    HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 PYTHONPATH=bindings/python \
        python3 examples/python/where_points_go.py

Two bots (random, greedy, mcts or mcts2) play N two-player games in pairs:
games 2k and 2k+1 have the same seed (S + k), so the same tiles, with the
seats swapped. The bots' seeds are the decision numbers and their budgets
are iterations, so a run prints the same every time (doc/bots.md). From the
event logs the script prints for each bot, per game: its points by source
(forests R5.3, rivers R5.4, huts on river systems R8.2, hunters on meadows
R8.3); the forests and rivers its placements completed, scored for somebody
or for nobody (no tribe member on them, R5.5), and of the latter those it
completed with no member in supply; its deployments by role (R4.1) and its
passes; its placements made with an empty supply; its members sent home
unpaid at the end (R8.1); then its wins (ties count half) and the mean
score difference. With --per-game it first prints a line a game: each
bot's score, its points by source and the rounds in which it deployed its
hunters (a round is every player's turn once), which shows what the games
a bot lost have in common.

It showed why one bot lost points: it spent its last tribe member on a
meadow hunter, who stays for the whole game (R4.6), and then completed
forests and rivers that it could not claim. A feature completed for nobody
holds no member, so the placer may claim it (R4.2), but only with a member
in supply (R4.7), and that member would have come home at once (R5.6)."""
import argparse
from collections import defaultdict
from typing import DefaultDict, List, Optional, Tuple

import hunters
from hunters import EventType, Phase, Reason, Role

# the fields of hunters.PlayerPoints (Game.points_summary()) and their labels
SOURCES = {"forests": "points: forests", "rivers": "points: rivers",
           "huts": "points: huts (river systems)", "meadows": "points: hunters (meadows)"}
ROLES = {Role.GATHERER: "deployed: gatherers", Role.FISHER: "deployed: fishers",
         Role.HUNTER: "deployed: hunters", Role.HUT: "deployed: huts"}


def table_rows() -> List[Tuple[str, str]]:
    """The table's rows, (label, the tallies' key); ("", "") is a blank line."""
    rows = [(name, name) for name in SOURCES.values()] + [("points: total", "total"), ("", "")]
    for kind in ("forests", "rivers"):
        rows += [(kind + " completed, scored", kind + " scored"),
                 (kind + " completed for nobody", kind + " nobody"),
                 ("  of them, no member in supply", kind + " nobody, empty supply"),
                 ("  their value", kind + " nobody, value")]
    rows += [("", "")] + [(name, name) for name in ROLES.values()]
    return rows + [("passes", "passes"), ("placements with no member in supply", "empty placements"),
                   ("members home unpaid at the end", "unpaid"), ("", ""),
                   ("win rate (ties count half)", "wins"), ("score difference", "difference")]


class Bot:
    """One of the two bots: its kind, budget and per-game tallies."""

    def __init__(self, kind: str, iterations: int) -> None:
        self.kind, self.iterations = kind, iterations
        self.counts: DefaultDict[str, float] = defaultdict(float)

    @property
    def name(self) -> str:
        """The kind with its budget where it has one, "mcts (3000)"."""
        return "%s (%d)" % (self.kind, self.iterations) if self.kind.startswith("mcts") else self.kind


def seat(event: hunters.Event) -> int:
    """The player of an event that has one."""
    if event.player is None:
        raise ValueError("event %d names no player" % event.index)
    return event.player


def tally(events: List[hunters.Event], by_seat: Tuple[Bot, Bot], placer: Optional[int], empty: bool) -> None:
    """Adds the events of one move to the bots' tallies: placer is the
    player whose tile completes features, empty whether the mover's member
    supply was empty before the move."""
    for index, event in enumerate(events):
        if event.type == EventType.PIECE_DEPLOYED:
            by_seat[seat(event)].counts[ROLES[event.role]] += 1
        elif event.type == EventType.PASSED:
            by_seat[seat(event)].counts["passes"] += 1
        elif event.type == EventType.PIECE_RETURNED and event.reason == Reason.END:
            by_seat[seat(event)].counts["unpaid"] += 1
        elif event.type == EventType.FEATURE_COMPLETED and placer is not None:
            # its POINTS events, if anyone scores it, follow at once (R5.5)
            after = events[index + 1] if index + 1 < len(events) else None
            scored = (after is not None and after.type == EventType.POINTS
                      and (after.x, after.y, after.area) == (event.x, event.y, event.area))
            kind = "forests" if event.reason == Reason.FOREST else "rivers"
            counts = by_seat[placer].counts
            if scored:
                counts[kind + " scored"] += 1
                continue
            counts[kind + " nobody"] += 1
            counts[kind + " nobody, value"] += event.points
            counts[kind + " nobody, empty supply"] += empty


class GameRecord:
    """What --per-game prints of one game, by seat."""

    def __init__(self) -> None:
        self.points: List[List[int]] = []
        self.hunter_rounds: Tuple[List[int], List[int]] = ([], [])


def play(seed: int, by_seat: Tuple[Bot, Bot], record: GameRecord) -> List[int]:
    """Plays one game between the bots in their seats, noting it in record;
    returns the scores."""
    with hunters.Game(seed=seed) as game:
        decision, seen, placer, rounds = 0, 0, None, 0
        first = game.current_player  # a round begins with this player's turn
        while not game.over:
            decision += 1
            mover = game.current_player
            bot = by_seat[mover]
            empty = game.supply(mover) == 0
            if game.phase in (Phase.PLACE, Phase.PLACE_BONUS):
                placer = mover
                bot.counts["empty placements"] += empty
            if game.phase == Phase.PLACE and mover == first:
                rounds += 1
            game.play(game.bot_move(bot.kind, seed=decision, iterations=bot.iterations))
            events = game.events(seen)
            for event in events:
                if event.type == EventType.PIECE_DEPLOYED and event.role == Role.HUNTER:
                    record.hunter_rounds[seat(event)].append(rounds)
            tally(events, by_seat, placer, empty)
            seen = game.event_count
        tally(game.events(seen), by_seat, None, False)  # the final scoring, if not read yet
        for bot, points in zip(by_seat, game.points_summary()):
            for field, label in SOURCES.items():
                bot.counts[label] += getattr(points, field)
            record.points.append([getattr(points, field) for field in SOURCES])
        return game.scores


def print_game(seed: int, mine: int, scores: List[int], record: GameRecord) -> None:
    """One line of --per-game, A in seat mine: A's and B's scores, points by
    source (forests, rivers, huts, meadows) and the rounds of their hunters'
    deployments."""
    theirs = 1 - mine
    result = "won" if scores[mine] > scores[theirs] else "tied" if scores[mine] == scores[theirs] else "lost"
    # the seat from 1, as people count (mine is the index)
    print("seed %d, A in seat %d, A %s %d-%d | points f/r/h/m A %s B %s | hunters in rounds A %s B %s"
          % (seed, mine + 1, result, scores[mine], scores[theirs],
             "/".join(map(str, record.points[mine])), "/".join(map(str, record.points[theirs])),
             ",".join(map(str, record.hunter_rounds[mine])) or "-",
             ",".join(map(str, record.hunter_rounds[theirs])) or "-"))


def main() -> None:
    """Plays the games and prints the table."""
    kinds = [kind.name.lower() for kind in hunters.BotKind]
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--bot-a", choices=kinds, default="mcts2")
    parser.add_argument("--bot-b", choices=kinds, default="mcts")
    parser.add_argument("--iterations-a", type=int, default=1000)
    parser.add_argument("--iterations-b", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-game", action="store_true", help="a line a game first")
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    # (else the library's InvalidArgument in the first game: a traceback)
    if args.iterations_a < 1 or args.iterations_b < 1:
        parser.error("--iterations-a and --iterations-b must be at least 1")
    last_seed = 2 ** 64 - 1 - (args.games - 1) // 2
    if not 0 <= args.seed <= last_seed:
        parser.error("--seed must be 0 to %d" % last_seed)
    a, b = Bot(args.bot_a, args.iterations_a), Bot(args.bot_b, args.iterations_b)
    for index in range(args.games):
        by_seat = (a, b) if index % 2 == 0 else (b, a)
        seed, record = args.seed + index // 2, GameRecord()
        scores = play(seed, by_seat, record)
        if args.per_game:
            print_game(seed, by_seat.index(a), scores, record)
        for me, other in ((a, b), (b, a)):
            mine, theirs = scores[by_seat.index(me)], scores[by_seat.index(other)]
            me.counts["wins"] += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
            me.counts["difference"] += mine - theirs
            me.counts["total"] += mine
    for bot in (a, b):  # every point came from one of the four sources
        assert sum(bot.counts[source] for source in SOURCES.values()) == bot.counts["total"]
    print("%d seat-swapped games (seeds %d to %d), per game:"
          % (args.games, args.seed, args.seed + (args.games - 1) // 2))
    print("%-36s %14s %14s" % ("", "A: " + a.name, "B: " + b.name))
    for label, key in table_rows():
        if key:
            print("%-36s %14.2f %14.2f" % (label, a.counts[key] / args.games, b.counts[key] / args.games))
        else:
            print()
    print("A won %g and B %g of %d games; A - B: %+.2f points a game"
          % (a.counts["wins"], b.counts["wins"], args.games, a.counts["difference"] / args.games))


if __name__ == "__main__":
    main()
