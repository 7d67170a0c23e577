"""One spelling of the game options for every frontend (doc/rules.md).

The canonical names are those of the records and of ``hunters-sim -o``
(``forest-value``, ``last-bonus``, ``table``); Python accepts each with
``_`` for ``-`` as well (``forest_value``, the keyword of Game()), and
``table`` as hunters-sim writes it (``"6x5"``, or 0 for no limit) besides
``table_width`` and ``table_height``. A name that no spelling knows raises
UnknownOption, which lists the valid names.

    hunters.Game(**{"forest-value": "segment", "table": "6x5"})
    sim.run(range(1, 101), ["greedy", "random"], options={"forest-value": "segment"})
"""
import collections.abc
from typing import Any, Dict, Mapping, Tuple

from .errors import InvalidArgument, Status, index

__all__ = ["OPTION_NAMES", "UnknownOption", "game_keywords", "canonical_name"]

KEYWORDS = ("players", "seed", "tileset", "first_player", "members", "huts", "draw_mode", "bonus_rule",
            "last_bonus", "forest_value", "mushroom_value", "lake_huts", "table_width", "table_height")
"""The keywords of Game(), in the order of hunters_game_options."""

OPTION_NAMES = tuple(name.replace("_", "-") for name in KEYWORDS) + ("table",)
"""The canonical (records' and hunters-sim's) names of the options."""


class UnknownOption(InvalidArgument, TypeError):
    """An option name that no spelling knows. A TypeError too, as Python
    raises for an unknown keyword, and an InvalidArgument (ValueError)."""

    def __init__(self, name: object) -> None:
        super().__init__(Status.EINVAL, "unknown option %r; the options are %s (or the same with '_' for '-')"
                         % (name, ", ".join(OPTION_NAMES)))


def canonical_name(name: str) -> str:
    """The canonical spelling of an option name (forest_value -> forest-value);
    UnknownOption when it names no option."""
    canonical = name.replace("_", "-") if isinstance(name, str) else None
    if canonical not in OPTION_NAMES:
        raise UnknownOption(name)
    return str(canonical)


def _table(value: Any) -> Tuple[Any, Any]:
    """table as hunters-sim spells it: "WxH", 0 (or "0") for no limit, or a
    (width, height) pair; the numbers are checked by Game(). TypeError for
    a value of another type (0.0 and False included: Game() refuses floats
    and bools for every integer option, as C's int fields would truncate)."""
    forms = "table must be \"WxH\" (as 6x5), 0 or a (width, height) pair, not %r"
    if isinstance(value, str):
        if value == "0":
            return 0, 0
        width, x, height = value.partition("x")
        # (ASCII digits only: str.isdigit() takes "\u00b2", which int() refuses)
        if x and width.isascii() and width.isdigit() and height.isascii() and height.isdigit():
            return int(width), int(height)
    elif isinstance(value, (tuple, list)):
        if len(value) == 2:
            return value[0], value[1]
    else:
        try:
            number = index("table", value)  # (an int or a numpy integer, as Game()'s integer options)
        except TypeError:
            raise TypeError(forms % (value,)) from None
        if number == 0:
            return 0, 0
    raise InvalidArgument(Status.EINVAL, forms % (value,))


def game_keywords(options: Mapping[str, Any]) -> Dict[str, Any]:
    """options by any spelling as Game()'s keywords: {"forest-value": "segment",
    "table": "6x5"} gives {"forest_value": "segment", "table_width": 6,
    "table_height": 5}. UnknownOption for an unknown name; InvalidArgument
    for an option given twice (by two spellings) or a bad table."""
    if not isinstance(options, collections.abc.Mapping):  # (a list of pairs: AttributeError "items")
        raise TypeError("options must be a mapping of names to values (a dict), not %s" % type(options).__name__)
    keywords: Dict[str, Any] = {}

    def put(keyword: str, value: Any, name: str) -> None:
        if keyword in keywords:
            raise InvalidArgument(Status.EINVAL, "option %s given twice (as %r)" % (keyword.replace("_", "-"), name))
        keywords[keyword] = value

    for name, value in options.items():
        canonical = canonical_name(name)
        if canonical == "table":
            width, height = _table(value)
            put("table_width", width, name)
            put("table_height", height, name)
        else:
            put(canonical.replace("-", "_"), value, name)
    return keywords
