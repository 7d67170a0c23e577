"""Tile sets: the immutable data of the game's tiles."""
import ctypes
import enum
import os
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple, Union

from . import _native as C
from .enums import AreaFlag, AreaKind, Item, RiverEnd, Terrain, TileFlag, TileGroup, Total
from ._handle import Handle
from .errors import (ClosedError, InvalidArgument, OutOfRange, Status, StrOrBytesPath, choice, created,
                     created_from_file, data, integer, not_a, path_bytes, raise_error, raise_status, text)
from .pictures import svg

__all__ = ["TileSet", "Area", "TileMatch"]


@dataclass(frozen=True)
class Area:
    """One area of a tile type, unrotated: its kind, the half-sides it touches
    (a bit mask, see hunters_tileset_area_halves), its flags, a river's two
    ends (a side 0-3, RiverEnd.LAKE or RiverEnd.SPRING) and the items it holds."""
    kind: AreaKind
    halves: int
    flags: AreaFlag
    ends: Optional[Tuple[int, int]] = None
    items: Dict[Item, int] = field(default_factory=dict)


def _end(value: int) -> int:
    """A river end: a side (0 to 3) as an int, a lake or a spring as RiverEnd."""
    return RiverEnd(value) if value in RiverEnd._value2member_map_ else value


def find_type(handle: Optional[int], name: str, what: str = "name") -> int:
    """TileSet.find() on a tile set's handle (Game.draw() passes its game's
    set): KeyError if no type is named name; what is the argument's name
    in the ValueError for a NUL."""
    index = C.hunters_tileset_type_find(handle, text(what, name))
    if index < 0:  # (KeyError('NOPE') alone said neither what was looked for nor where)
        raise KeyError("no tile type named %r in the tile set (its types: TileSet.types())" % name)
    return index


def _type_index(h: int, type_index: int) -> int:
    """type_index checked against the set's types (OutOfRange past the end)."""
    count = C.hunters_tileset_type_count(h)
    index = integer("type", type_index)
    if not 0 <= index < count:
        raise OutOfRange(Status.ERANGE, "no tile type %d: the set has %d (0 to %d)" % (index, count, count - 1))
    return index


def _area_index(h: int, type_index: int, area: int) -> Tuple[int, int]:
    """(type, area) checked against the set (OutOfRange for no such area)."""
    index = _type_index(h, type_index)
    count = C.hunters_tileset_type_area_count(h, index)
    number = integer("area", area)
    if not 0 <= number < count:
        raise OutOfRange(Status.ERANGE, "tile type %d has %d areas, no area %d" % (index, count, number))
    return index, number


class TileMatch(NamedTuple):
    """A tile type found by find_tiles(): its name and index, the quarter
    turns clockwise that show the side letters of the query (0 without
    them), how many of the query's terms it meets fully, and its score."""
    name: str
    type: int
    rotation: int
    terms_met: int
    score: int


def find_tiles(search: Callable[..., int], names_of: Optional[int], query: str, limit: int) -> List[TileMatch]:
    """Runs hunters_tileset_find_tiles or hunters_game_find_tiles: ParseError
    (with the column of the word at fault) for a bad query."""
    encoded = text("query", query)
    room = integer("limit", limit, 0, 100000)
    matches = (C.TileMatch * max(room, 1))()
    error = C.Error()
    found = search(encoded, matches, room, ctypes.byref(error))
    if found < 0:
        raise_error(found, error)
    result = []
    for m in matches[:min(found, room)]:
        name = C.hunters_tileset_type_name(names_of, m.type)
        result.append(TileMatch(name.decode() if name else "", m.type, m.rotation, m.terms_met, m.score))
    return result


_MADE_HERE: Any = object()
"""The token of the package's own calls of TileSet(address)."""


def _slot_values(obj: Any, skip: Tuple[type, ...]) -> Dict[str, Any]:
    """The values set in the slots that obj's classes (but those in skip)
    declare, by attribute name (a private name mangled as Python does): a
    subclass's state for its copies and pickles, which __dict__ leaves out."""
    values: Dict[str, Any] = {}
    for cls in type(obj).__mro__:
        if cls in skip:
            continue
        slots = cls.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name.startswith("__") and not name.endswith("__"):  # (a private name, mangled)
                name = "_%s%s" % (cls.__name__.lstrip("_"), name)
            if name not in ("__dict__", "__weakref__") and hasattr(obj, name):
                values[name] = getattr(obj, name)
    return values


def _subclass_state(obj: Any, attributes: Callable[[], Dict[str, Any]]) -> Any:
    """A subclass's state for its copies and pickles (Game's, TileSet's):
    what its own __getstate__() gives (Python's protocol: it may leave out
    what cannot be copied), else the attributes() it adds as pickle's
    (dict, slots) state, which pickle gives to its __setstate__ if it has
    one, else sets; None for none."""
    own = getattr(type(obj), "__getstate__", None)
    if own is not None and own is not getattr(object, "__getstate__", None):  # (object's: Python 3.11)
        return obj.__getstate__()
    values = attributes()
    return (None, values) if values else None


class TileSet:
    """An immutable tile set, shared by any number of games (each game keeps
    its own reference, so closing a set does not harm its games).

    TileSet.default() is the built-in set, loaded once per process and
    shared; TileSet.from_string() and TileSet.from_file() load others.

    close() may come from any thread, even while a call on the set runs in
    another: that call completes and the set is freed after it (see
    _handle.py); later calls raise ClosedError (but ==, hash(), repr() and
    closed).

    Open sets compare equal when their contents are the same
    (hunters_tileset_equal: the tiles compared in full, not the hash alone);
    a closed set is equal only to itself. hash() is the content hash, read
    when the object is made: the same before and after close()."""

    _default: "Optional[TileSet]" = None
    _default_lock = threading.Lock()
    # a set not made (TileSet.__new__ alone, a subclass's __init__ without
    # super().__init__()) is closed, as a Game is then: its calls raised
    # AttributeError naming these private attributes, even repr(), == and close()
    _handle: Optional[Handle] = None
    _owner: Any = None
    _content_hash = 0

    def __init__(self, address: int, owner: Any = None, _made: Any = None) -> None:
        """Wraps a C tile set (private: use the class methods). With owner,
        a Game, the set is that game's, borrowed: it lives while the game
        is open, and closing it does nothing."""
        if _made is not _MADE_HERE:  # (TileSet(5) wrapped address 5: C read it, and the process crashed)
            raise TypeError("TileSet() takes no address: use TileSet.default(), TileSet.from_string() or "
                            "TileSet.from_file() (or a game's set, Game.tileset)")
        self._owner = owner
        self._handle = Handle(address, None if owner is not None else C.hunters_tileset_free)
        # the content hash, kept for __hash__: a set's contents never change, and
        # its hash() must not change when it is closed (held in sets, dict keys)
        self._content_hash = C.hunters_tileset_hash(address)

    @classmethod
    def default(cls) -> "TileSet":
        """The built-in tile set, loaded on first use and shared by the whole
        process (closing it does nothing)."""
        # (TileSet's, not cls's: a subclass's first call kept a set of its own,
        # which close() freed as not the default one)
        with TileSet._default_lock:
            if TileSet._default is None:
                handle = ctypes.c_void_p()
                status = C.hunters_tileset_load_default(ctypes.byref(handle), None)
                if status:
                    raise_status(status)
                assert handle.value is not None
                TileSet._default = TileSet(handle.value, _made=_MADE_HERE)
            return TileSet._default

    @classmethod
    def from_string(cls, tileset_text: Union[str, bytes]) -> "TileSet":
        """Loads a tile set from its text (doc/tileset-format.md); ParseError
        with .line and .column for invalid text."""
        raw = data("text", tileset_text)
        return cls(created(lambda out, error: C.hunters_tileset_load_string(out, raw, len(raw), None, error)),
                   _made=_MADE_HERE)

    @classmethod
    def from_file(cls, path: StrOrBytesPath) -> "TileSet":
        """Loads a tile set from a file; HuntersIOError if it cannot be read."""
        encoded = path_bytes(path)
        return cls(created_from_file(lambda out, error: C.hunters_tileset_load_file(out, encoded, None, error), encoded,
                                     os.fspath(path)), _made=_MADE_HERE)

    def close(self) -> None:
        """Releases the set now, or when the calls running on it in other
        threads return (games made from it live on). Later calls on it raise
        ClosedError. Does nothing on the shared default set or a game's set."""
        if not isinstance(self, TileSet):  # (as _open(): TileSet.close(game))
            TileSet._open(self)
        if self is TileSet._default or self._owner is not None:
            return
        self._handle = None  # frees the set unless a running call holds it

    @property
    def closed(self) -> bool:
        """True after close() (or, for a game's set, once the game is closed)."""
        return self._handle is None or (self._owner is not None and self._owner.closed)

    def __enter__(self) -> "TileSet":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _open(self) -> Handle:
        """The set's handle, which the caller keeps in a local variable while
        it calls C (that keeps the set alive); ClosedError once closed.
        TypeError for an object that is no TileSet: a method called through
        the class on another object, TileSet.describe(game), gave C that
        object's handle as a set's. (Called as TileSet._open(self), never
        self._open(), which would be the other object's own.)"""
        if not isinstance(self, TileSet):
            not_a(TileSet, self)
        handle = self._handle
        if handle is None:
            raise ClosedError("tile set")
        if self._owner is not None:
            game = self._owner._handle  # the game's reference keeps its set alive
            if game is None:
                raise ClosedError("game that owns this tile set")
            return Handle(handle.address, None, game)
        return handle

    def handle(self) -> int:
        """The C handle (hunters_tileset *) as an int; ClosedError once closed.
        Valid only while the set stays open: the int does not keep it alive."""
        return TileSet._open(self).address

    @property
    def name(self) -> str:
        """The name of the set's `tileset` line ("" if none)."""
        handle = TileSet._open(self)
        return C.hunters_tileset_name(handle.address).decode()

    @property
    def hash(self) -> int:
        """The 64-bit content hash: equal sets hash equal."""
        handle = TileSet._open(self)
        return C.hunters_tileset_hash(handle.address)

    def __eq__(self, other: object) -> bool:
        """Open sets are equal when their contents are (hunters_tileset_equal,
        which compares the tiles: two different sets of equal content hash
        are not equal); a closed set is equal only to itself. Never raises."""
        if self is other:
            return True
        if not isinstance(other, TileSet) or not isinstance(self, TileSet) or (
                self._content_hash != other._content_hash):
            return False  # different hashes: different contents
        try:
            mine, theirs = TileSet._open(self), TileSet._open(other)  # both kept alive through the call
        except ClosedError:
            return False
        return C.hunters_tileset_equal(mine.address, theirs.address) == 1

    def __hash__(self) -> int:
        """The content hash, the same before and after close(). Never raises."""
        return hash(self._content_hash)

    def __len__(self) -> int:
        """The number of tile types."""
        handle = TileSet._open(self)
        return C.hunters_tileset_type_count(handle.address)

    def types(self) -> List[str]:
        """The tile type names, by index."""
        handle = TileSet._open(self)
        h = handle.address
        return [(C.hunters_tileset_type_name(h, i) or b"").decode()
                for i in range(C.hunters_tileset_type_count(h))]

    def type_name(self, type_index: int) -> str:
        """The name of a tile type."""
        handle = TileSet._open(self)
        return (C.hunters_tileset_type_name(handle.address, _type_index(handle.address, type_index)) or b"").decode()

    def find(self, name: str) -> int:
        """The index of the tile type named name; KeyError if there is none."""
        handle = TileSet._open(self)
        return find_type(handle.address, name)

    def copies(self, type_index: int) -> int:
        """How many copies of a tile type the set has."""
        handle = TileSet._open(self)
        return C.hunters_tileset_type_copies(handle.address, _type_index(handle.address, type_index))

    def flags(self, type_index: int) -> TileFlag:
        """TileFlag.START, TileFlag.BONUS or none."""
        handle = TileSet._open(self)
        return TileFlag(C.hunters_tileset_type_flags(handle.address, _type_index(handle.address, type_index)))

    def side(self, type_index: int, side: int) -> Terrain:
        """The terrain of one side (0 = N, 1 = E, 2 = S, 3 = W), unrotated."""
        handle = TileSet._open(self)
        return Terrain(C.hunters_tileset_type_side(handle.address, _type_index(handle.address, type_index),
                                                   integer("side", side, 0, 3)))

    def sides(self, type_index: int) -> str:
        """The terrains of the sides N, E, S, W as letters: 'F', 'M' or 'R'."""
        return "".join(TileSet.side(self, type_index, s).name[0] for s in range(4))

    def area_count(self, type_index: int) -> int:
        """The number of areas of a tile type."""
        handle = TileSet._open(self)
        return C.hunters_tileset_type_area_count(handle.address, _type_index(handle.address, type_index))

    def area(self, type_index: int, area: int) -> Area:
        """One area of a tile type."""
        handle = TileSet._open(self)
        h = handle.address
        t, a = _area_index(h, type_index, area)
        kind = AreaKind(C.hunters_tileset_area_kind(h, t, a))
        ends = None
        if kind == AreaKind.RIVER:
            ends = (_end(C.hunters_tileset_area_river_end(h, t, a, 0)),
                    _end(C.hunters_tileset_area_river_end(h, t, a, 1)))
        items = {item: C.hunters_tileset_area_item(h, t, a, item) for item in Item}
        return Area(kind, C.hunters_tileset_area_halves(h, t, a), AreaFlag(C.hunters_tileset_area_flags(h, t, a)),
                    ends, {item: n for item, n in items.items() if n > 0})

    def areas(self, type_index: int) -> List[Area]:
        """The areas of a tile type, in the order the set numbers them."""
        return [TileSet.area(self, type_index, a) for a in range(TileSet.area_count(self, type_index))]

    def total(self, what: Union[Item, Total, int, str], group: Union[TileGroup, int, str] = TileGroup.ALL) -> int:
        """A total over every copy of every tile of a group: an Item or a
        Total (TILES, LAKES, SPRINGS)."""
        if isinstance(what, str):
            names: Dict[str, int] = {m.name.lower(): m for m in Item}
            names.update({m.name.lower(): m for m in Total})
            key = what.lower() if what.isascii() else what  # (ASCII case alone, as errors.choice())
            if key not in names:
                raise InvalidArgument(Status.EINVAL, "what must be one of %s, not %r" % (", ".join(sorted(names)), what))
            what = names[key]
        if isinstance(what, enum.Enum) and not isinstance(what, (Item, Total)):
            # (an IntEnum equals its value: total(Piece.MEMBER) was the nuggets, Item 1)
            raise InvalidArgument(Status.EINVAL, "what must be an Item or a Total, not %s.%s, a member of another "
                                                 "enum" % (type(what).__name__, what.name))
        value = integer("what", what)
        if value not in Item._value2member_map_ and value not in Total._value2member_map_:
            raise InvalidArgument(Status.EINVAL, "what must be an Item (0 to 9) or a Total (100 to 102), not %d" % value)
        handle = TileSet._open(self)
        return C.hunters_tileset_total(handle.address, value, choice("group", group, TileGroup))

    def find_tiles(self, query: str, limit: int = 1000) -> List["TileMatch"]:
        """The tile types matching what a player sees on a tile, best first
        (at most limit): side letters north first and clockwise ("RMRM",
        "R?R?"), features with counts ("river with 2 fish", "lake",
        "no fish", "mammoth", "gold"), names. The query language and the
        ranking are hunters_tileset_find_tiles()'s (include/hunters.h).
        ParseError for a word that is no term."""
        handle = TileSet._open(self)
        h = handle.address
        return find_tiles(lambda *a: C.hunters_tileset_find_tiles(h, *a), h, query, limit)

    def describe(self) -> str:
        """The set in its canonical text form (loading it gives an equal set)."""
        return _describe(TileSet._open(self))

    def svg(self, tile: Union[str, int, None] = None, rotation: int = 0, *, legend: bool = True,
            scale: int = 100, columns: int = 8) -> str:
        """A picture as SVG text (doc/pictures.md): without tile, the set's
        catalogue sheet (every type unrotated with its copies, columns tiles
        a row); with tile (a type name or index), that tile at rotation
        (quarter turns clockwise, 0 to 3). scale is pixels per tile, 10 to
        1000. KeyError for an unknown name, OutOfRange for a bad index,
        InvalidArgument (a ValueError) for a bad rotation, scale or columns
        (a rotation but 0 without a tile too), TypeError for a rotation
        that is no integer."""
        handle = TileSet._open(self)
        h = handle.address
        # (checked with a tile or without: the catalogue took any rotation,
        # 7, 1.5 or "x", and drew its tiles unrotated)
        turns = integer("rotation", rotation, 0, 3)
        if tile is None:
            if turns:
                raise InvalidArgument(Status.EINVAL, "rotation %d is for one tile, tileset.svg(tile, rotation): the "
                                                     "catalogue draws every type unrotated" % turns)
            return svg(lambda o, b, n, length: C.hunters_svg_catalog(h, o, b, n, length), "tile set",
                       legend=legend, scale=scale, columns=columns)
        index = find_type(h, tile, "tile") if isinstance(tile, str) else _type_index(h, tile)
        return svg(lambda o, b, n, length: C.hunters_svg_tile(h, index, turns, o, b, n, length), "tile",
                   legend=legend, scale=scale, columns=columns)

    def _repr_svg_(self) -> str:
        """The catalogue sheet, for Jupyter's rich display."""
        return self.svg()

    def __reduce__(self) -> Any:
        if self is TileSet._default:
            return (TileSet.default, ())
        if type(self) is TileSet:
            return (TileSet.from_string, (self.describe(),))
        # (a subclass's set loads as one, as copies keep it: TileSet.from_string() of its class,
        # not its own from_string(), which may take other arguments; with its attributes, as a
        # Game subclass's pickle: they were left out)
        return (_loaded, (type(self), self.describe()), self._state())

    def _attributes(self) -> Dict[str, Any]:
        """The attributes a subclass adds: its __dict__'s but a TileSet's
        own, and its classes' slots."""
        state = {name: value for name, value in self.__dict__.items()
                 if name not in ("_owner", "_handle", "_content_hash")}
        state.update(_slot_values(self, ()))
        return state

    def _state(self) -> Any:
        """A subclass's state for its pickles (_subclass_state)."""
        return _subclass_state(self, self._attributes)

    def __copy__(self) -> "TileSet":
        return self  # immutable

    def __deepcopy__(self, memo: Dict[int, Any]) -> "TileSet":
        # immutable: a set of its own is its deep copy, as a frozen object's;
        # a game's set lives only while the game is open, so its deep copy
        # is a set of its own, of equal contents (a closed one: itself).
        # The handle is taken once, and held: a close() in another thread
        # after a check of closed made describe() raise ClosedError
        if self._owner is None:
            return self
        try:
            handle = TileSet._open(self)
        except ClosedError:
            return self
        twin = TileSet.from_string(_describe(handle))
        memo[id(self)] = twin
        return twin

    def __repr__(self) -> str:
        if self.closed:
            return "<TileSet (closed)>"
        return "<TileSet %r: %d types, hash %#018x>" % (self.name, len(self), self.hash)


def _after_fork_in_child() -> None:
    """A process forked while another thread held the default set's lock
    (loading it) has the lock held by a thread it does not have: every
    TileSet.default(), and every Game() of the default set, waited forever.
    The child gets a new lock (the set, if the load had not finished,
    is loaded again there)."""
    TileSet._default_lock = threading.Lock()


if hasattr(os, "register_at_fork"):  # (not on Windows)
    os.register_at_fork(after_in_child=_after_fork_in_child)


def _describe(handle: Handle) -> str:
    """The canonical text of the set at handle (held by the caller)."""
    size = C.hunters_tileset_describe(handle.address, None, 0) + 1
    buffer = ctypes.create_string_buffer(size)
    C.hunters_tileset_describe(handle.address, buffer, size)
    return buffer.value.decode()


def _loaded(cls: "type[TileSet]", text: str) -> TileSet:
    """A pickled set of a subclass of TileSet: TileSet.from_string() of text, as cls."""
    tileset = TileSet.from_string.__func__(cls, text)  # type: ignore[attr-defined]
    assert isinstance(tileset, cls)
    return tileset
