"""The library's bots (doc/bots.md): their options, checked before they
reach C, and Advice, one candidate whole turn. The calls are methods of
Game: bot_move(), advice(), bot_memory(), redetermine(), project_scores()."""
import ctypes
import math
import numbers
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Optional, Union

from . import _native as C
from .enums import AreaKind, BotKind, Item, Role
from .errors import INT32_MAX, UINT64_MAX, InvalidArgument, Status, choice, integer
from .moves import Move

__all__ = ["Advice", "BotKind", "bot_options", "advice_of"]

_ROLES: Dict[int, Role] = {m.value: m for m in Role}
_AREA_KINDS: Dict[int, AreaKind] = {m.value: m for m in AreaKind}


@dataclass(frozen=True)
class Advice:
    """One candidate whole turn of Game.advice(), with every field of struct
    hunters_advice: place (None in a deploy phase, where the placement is
    made), deploy (the deployment or the pass after it), visits (MCTS:
    iterations spent on it; greedy 1; random 0), role of the deployment
    (Role.NONE for a pass), mean (MCTS: the rollouts' mean value; otherwise
    the projected score difference after the turn), wins (MCTS: the share of
    rollouts with a positive value, 0 to 1; None when the candidate was not
    searched: greedy, random, or no visits), area_kind of the area deployed
    on (None for a pass), items of that feature before the deployment (the
    items it holds, by Item) and its feature_value. text (and str()) is the
    library's sentence for a person (hunters_advice_format)."""
    place: Optional[Move]
    deploy: Move
    visits: int
    role: Role
    mean: float
    wins: Optional[float]
    area_kind: Optional[AreaKind]
    items: Dict[Item, int] = field(default_factory=dict)
    feature_value: int = 0
    text: str = ""

    def __str__(self) -> str:
        return self.text


def _optional(name: str, value: Optional[int], low: int, high: int = INT32_MAX) -> Optional[int]:
    return None if value is None else integer(name, value, low, high)


def bot_options(kind: Union[BotKind, int, str] = BotKind.MCTS, seed: int = 0, iterations: Optional[int] = None,
                milliseconds: Optional[int] = None, max_nodes: Optional[int] = None,
                exploration: Optional[float] = None, rollout_turns: Optional[int] = None,
                threads: Optional[int] = None) -> C.BotOptions:
    """struct hunters_bot_options from the keywords; None keeps the library's
    default (iterations 1000, milliseconds 0, max_nodes 4096, exploration
    0.1, rollout_turns 4, threads 1). threads: 0 to 64 root-parallel searches
    for the mcts2 bot (the same result for a seed and thread count), 0 or 1
    for the others. InvalidArgument names the allowed values."""
    options = C.BotOptions()
    C.hunters_bot_options_init(ctypes.byref(options))
    options.kind = choice("kind", kind, BotKind)
    options.seed = integer("seed", seed, 0, UINT64_MAX)
    values = {"iterations": _optional("iterations", iterations, 0),
              "milliseconds": _optional("milliseconds", milliseconds, 0),
              "max_nodes": _optional("max_nodes", max_nodes, 1, 1000000),
              "rollout_turns": _optional("rollout_turns", rollout_turns, 0),
              "threads": _optional("threads", threads, 0, 64)}
    for name, value in values.items():
        if value is not None:
            setattr(options, name, value)
    if exploration is not None:
        # (any real number: numpy's float32 was refused, though numpy's
        # integers are taken everywhere; an int past a double's range raised
        # OverflowError)
        if isinstance(exploration, bool) or not isinstance(exploration, numbers.Real):
            raise TypeError("exploration must be a number, not %s" % type(exploration).__name__)
        try:
            value = float(exploration)
        except OverflowError:
            value = math.inf
        if not (math.isfinite(value) and 0 <= value <= 1e6):
            raise InvalidArgument(Status.EINVAL, "exploration must be 0 to 1e6, not %r" % exploration)
        options.exploration = value
    searching = options.kind in (BotKind.MCTS, BotKind.MCTS2)
    if searching and options.iterations == 0 and options.milliseconds == 0:
        raise InvalidArgument(Status.EINVAL, "an MCTS bot needs iterations or milliseconds (both are 0)")
    if options.threads > 1 and options.kind != BotKind.MCTS2:
        raise InvalidArgument(Status.EINVAL, "threads above 1 are for the mcts2 bot only, not %s"
                              % BotKind(options.kind).name.lower())
    return options


def formatted_line(write: Callable[[Any, int], int]) -> str:
    """The whole text of an snprintf-like writer, write(buffer, size) -> full
    length (hunters_event_format, hunters_advice_format): 256 bytes hold
    every line the library makes today, and a longer one is written again
    into a buffer of its length (a cut line would say something else)."""
    size = 256
    while True:
        buffer = ctypes.create_string_buffer(size)
        length = write(buffer, size)
        if length < size:
            return buffer.raw[:length].decode()
        size = length + 1


def advice_of(raw: Any) -> Advice:
    """An Advice from a filled struct hunters_advice."""
    text = formatted_line(lambda buffer, size: C.hunters_advice_format(ctypes.byref(raw), buffer, size))
    return Advice(place=Move(raw.place) if raw.place else None, deploy=Move(raw.deploy), visits=raw.visits,
                  role=_ROLES[raw.role], mean=raw.mean, wins=None if raw.wins < 0 else raw.wins,
                  area_kind=_AREA_KINDS.get(raw.area_kind),
                  items={item: raw.items[item] for item in Item if raw.items[item]},
                  feature_value=raw.feature_value, text=text)
