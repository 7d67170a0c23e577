"""Games: one game's whole state, driven by moves, read by queries."""
import copy
import ctypes
import os
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, NamedTuple, NoReturn, Optional, Tuple, Union

from . import _native as C
from ._handle import Handle
from .bots import Advice, advice_of, bot_options, formatted_line
from .enums import (MAX_PLAYERS, AreaKind, BonusRule, BotKind, DrawMode, EventType, ForestValue, LakeHuts, LastBonus,
                    MushroomValue, Phase, Piece, Reason, Role, Status, TileFlag, Variant)
from .errors import (UINT64_MAX, ClosedError, InvalidArgument, OutOfRange, StrOrBytesPath, choice, created,
                     created_from_file, data, file_failure, file_reason, flag, integer, not_a, optional_index,
                     path_bytes, raise_status, text)
from .moves import Move, MoveList, _move_list, move_value
from .options import game_keywords
from .pictures import svg
from .tileset import _MADE_HERE, TileMatch, TileSet, find_tiles, find_type, _slot_values, _subclass_state

__all__ = ["Game", "Event", "Feature", "Square", "PlayerPoints", "Rules"]

_PHASES: Dict[int, Phase] = {m.value: m for m in Phase}
_EVENT_TYPES: Dict[int, EventType] = {m.value: m for m in EventType}
_REASONS: Dict[int, Reason] = {m.value: m for m in Reason}
_ROLES: Dict[int, Role] = {m.value: m for m in Role}
_PIECES: Dict[int, Piece] = {m.value: m for m in Piece}
_play = C.hunters_game_play
_legal = C.hunters_game_legal_moves
_phase = C.hunters_game_phase
_copy = C.hunters_game_copy
_play_random = C.hunters_game_play_random
_BUFFER = 512  # moves; grown when a position has more


def _move_buffer(capacity: int) -> Tuple[Any, int, int]:
    """A buffer for legal_moves(): the array, its address and its capacity."""
    array = (ctypes.c_uint64 * capacity)()
    return array, ctypes.addressof(array), capacity


@dataclass(frozen=True)
class Event:
    """One entry of a game's event log, with every field of struct
    hunters_event; fields that do not apply are None (x and y are 0 then).
    str(event) and event.text describe it in English (formatted on demand)."""
    index: int
    type: EventType
    player: Optional[int]
    tile_type: Optional[int]
    x: int
    y: int
    rotation: Optional[int]
    area: Optional[int]
    piece: Optional[Piece]
    role: Role
    reason: Reason
    points: int
    game: "Optional[Game]" = field(default=None, repr=False, compare=False)

    @property
    def text(self) -> str:
        """The event in English, e.g. "player 1 scores 6 for the river at (2,0)
        area 1" for an event whose player is 0: the text counts players from
        1, as people do; the player field is the index, from 0."""
        # (the fields are the caller's, dataclasses.replace() or an Event made
        # by hand: checked as arguments, as Lua's event:text() checks them; a
        # game that is no Game raised AttributeError, '_event_text')
        game = self.game
        if game is None:
            return "%s event" % choice("event.type", self.type, EventType).name.lower()
        if not isinstance(game, Game):
            raise TypeError("event.game must be a Game, not %s" % type(game).__name__)
        return game._event_text(self)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Feature:
    """A connected feature seen from one area of a placed tile (struct
    hunters_feature); members and huts are by player."""
    kind: AreaKind
    id: int
    halves: int
    complete: bool
    open_sides: int
    tiles: int
    fish: int
    nuggets: int
    mushrooms: int
    deer: int
    mammoths: int
    tigers: int
    aurochs: int
    fire: int
    dolmen: int
    members: Tuple[int, ...]
    system_id: Optional[int]
    system_fish: int
    huts: Tuple[int, ...]
    value: int


class Square(NamedTuple):
    """What stands on a board position: the tile (its type name and index),
    its rotation and placement order, and the piece on it if any."""
    tile: str
    rotation: int
    piece_owner: Optional[int]
    piece: Optional[Piece]
    piece_area: Optional[int]
    order: int
    tile_type: int


class PlayerPoints(NamedTuple):
    """A player's points by source (forests R5.3, rivers R5.4, huts R8.2,
    meadows R8.3)."""
    forests: int
    rivers: int
    huts: int
    meadows: int

    @property
    def total(self) -> int:
        """The sum: the player's score."""
        return self.forests + self.rivers + self.huts + self.meadows


@dataclass(frozen=True)
class Rules:
    """A game's rule variants (doc/rules.md), as Game.rules reports them and
    Game() takes them: Game(**rules.as_dict()). The defaults are the
    engine's standard rules; table_width and table_height are 0 for no
    limit (R3.2)."""
    last_bonus: LastBonus = LastBonus.PLAYED
    forest_value: ForestValue = ForestValue.TILE
    mushroom_value: MushroomValue = MushroomValue.PATCH
    lake_huts: LakeHuts = LakeHuts.ALLOWED
    table_width: int = 0
    table_height: int = 0

    def as_dict(self) -> Dict[str, Any]:
        """The variants as the keyword arguments of Game()."""
        return {"last_bonus": self.last_bonus, "forest_value": self.forest_value,
                "mushroom_value": self.mushroom_value, "lake_huts": self.lake_huts,
                "table_width": self.table_width, "table_height": self.table_height}


def _loaded(cls: "type[Game]", record: str, args: Tuple[Any, ...] = (),
            kwargs: Optional[Dict[str, Any]] = None) -> "Game":
    """A pickled game of a subclass of Game: Game.load() of record, as cls,
    made by cls.__new__(cls, *args, **kwargs) (the arguments its
    __getnewargs_ex__() or __getnewargs__() gave: _new_args)."""
    # (not through Game.load(): a keyword of __new__ named record or tileset
    # clashed with its parameters; and __new__'s own TypeError, as copies give)
    raw = data("record", record)
    game = cls._unmade(args, kwargs or {}, None)
    game._adopt(created(lambda out, error: C.hunters_game_load(out, raw, len(raw), None, None, error)))
    return game


def _new_args(game: "Game") -> Tuple[Tuple[Any, ...], Dict[str, Any]]:
    """The arguments of game's class's __new__ for a copy or a pickle, as
    pickle takes them: its __getnewargs_ex__() (args, kwargs), else its
    __getnewargs__() (args), else none."""
    new_args_ex = getattr(game, "__getnewargs_ex__", None)
    if new_args_ex is not None:
        given = new_args_ex()
        if not (isinstance(given, tuple) and len(given) == 2 and isinstance(given[0], tuple)
                and isinstance(given[1], dict)):
            raise TypeError("__getnewargs_ex__ should return a tuple (args, kwargs) of a tuple and a dict, not %r"
                            % (given,))
        return given[0], given[1]
    new_args = getattr(game, "__getnewargs__", None)
    if new_args is not None:
        args = new_args()
        if not isinstance(args, tuple):
            raise TypeError("__getnewargs__ should return a tuple, not %s" % type(args).__name__)
        return args, {}
    return (), {}


def _tileset_open(tileset: Optional[TileSet]) -> Handle:
    """The handle of a set a game is made with (the default set for None),
    which the caller keeps while C takes the game's own reference to it."""
    if tileset is None:
        return TileSet._open(TileSet.default())
    if not isinstance(tileset, TileSet):
        raise TypeError("tileset must be a TileSet, not %s" % type(tileset).__name__)
    return TileSet._open(tileset)  # ClosedError for a closed set


_DEFAULT: Any = type("_Default", (), {"__repr__": lambda self: "<default>", "__slots__": ()})()
"""Game()'s default for an option not given: told apart from the same
value given explicitly, so that two spellings of one option clash."""

_GAME_DEFAULTS: Dict[str, Any] = {
    "players": 2, "seed": 0, "tileset": None, "first_player": 0, "members": 5, "huts": 2,
    "draw_mode": DrawMode.ENGINE, "bonus_rule": BonusRule.REDRAW, "last_bonus": LastBonus.PLAYED,
    "forest_value": ForestValue.TILE, "mushroom_value": MushroomValue.PATCH, "lake_huts": LakeHuts.ALLOWED,
    "table_width": 0, "table_height": 0}
"""The options of a Game() that does not give them: 2 players, seed 0,
the default tile set, 5 members and 2 huts each, the standard rules."""


_NO_MOVE = "not a valid move value"
"""The library's reason for a value that encodes no move."""


def _move_reason(reason: str) -> str:
    """The library's reason a move was refused, with, for a value that is no
    move (a small int: often an ML action given to play()), what is one."""
    if reason != _NO_MOVE:
        return reason
    return reason + (" (a move is a Move, its 64-bit value or its text, as legal_moves() gives them; "
                     "an action of hunters.ml is no move: Encoding.move_of_action(action) gives its move)")


def trim_name(name: str) -> str:
    """name (what a user typed) without the spaces at its ends that
    Game.set_player_name() refuses, by the library's own rule
    (hunters_player_name_trim(), hunters.h): Unicode's White_Space, the
    zero-width spaces U+180E, U+200B, U+2060, U+FEFF and the fillers that
    show as a blank (U+3164, U+FFA0, U+2800; U+115F, U+1160 outside a
    syllable), also behind invisible characters ("\u200d Ann" gives
    "Ann"). Inside the name nothing is taken off; a name with nothing that
    shows gives "". The result is then taken by set_player_name() unless it
    is "" or has other faults (a control character, '#', a bidirectional
    control, a noncharacter (U+FDD0-U+FDEF, U+FFFE/U+FFFF and the last
    two code points of every plane), a line or paragraph separator
    U+2028/U+2029 or an interlinear annotation character U+FFF9-U+FFFB
    inside it, more than 31 bytes: cut it and trim again). TypeError for a non-str,
    InvalidArgument for a NUL (as set_player_name(): C would take it as the
    end there) or a lone surrogate."""
    encoded = text("name", name)
    start, length = ctypes.c_size_t(), ctypes.c_size_t()
    status = C.hunters_player_name_trim(encoded, len(encoded), ctypes.byref(start), ctypes.byref(length))
    if status:  # (valid UTF-8 always trims)
        raise_status(status, "name is no valid UTF-8")
    return encoded[start.value:start.value + length.value].decode()


class Game:
    """One game of Carcassonne: Hunters and Gatherers.

    Create it with Game(players=2, seed=0, ...), play with legal_moves() and
    play(); read the state with the properties and queries. close() (or a
    with block) frees it at once; the garbage collector frees it otherwise.
    After close() every method raises ClosedError (but ==, hash(), repr()
    and closed: see below).

    Open games compare equal, and hash, by the engine's hash of their state
    (hunters_game_hash: board, pieces, scores, stacks, phase, generator);
    a game's hash changes as it is played, so do not keep games in sets or
    dict keys while playing them. A closed game is equal only to itself and
    keeps the hash() it last gave while open (so a game put in a set or a
    dict stays there, found and removed by identity, after close()); one
    never hashed while open hashes by identity. copy.copy() and
    copy.deepcopy() clone the game; pickle stores its record (save()) and
    loads it back.

    close() may come from any thread, even while a call on the game runs
    in another: that call completes and the game is freed after it (see
    _handle.py). Every method reads the handle once into a local variable,
    which keeps the C game alive until its C calls return."""

    # _hashed: the last hash() while open (a closed game keeps it); _rewinds:
    # how many undo() and copy_from() calls the game took, which may take its
    # state back (a VectorEnv(views=True) rewrites a rewound game's rows in
    # full), and close() calls (that env then refuses the game)
    # _buffers: legal_moves()'s buffers not in use, usually one (see there)
    __slots__ = ("_handle", "_buffers", "_hashed", "_rewinds", "__weakref__")

    def __init__(self, players: int = _DEFAULT, seed: int = _DEFAULT, tileset: Optional[TileSet] = _DEFAULT,
                 first_player: int = _DEFAULT, members: int = _DEFAULT, huts: int = _DEFAULT,
                 draw_mode: Union[DrawMode, int, str] = _DEFAULT,
                 bonus_rule: Union[BonusRule, int, str] = _DEFAULT,
                 last_bonus: Union[LastBonus, int, str] = _DEFAULT,
                 forest_value: Union[ForestValue, int, str] = _DEFAULT,
                 mushroom_value: Union[MushroomValue, int, str] = _DEFAULT,
                 lake_huts: Union[LakeHuts, int, str] = _DEFAULT,
                 table_width: int = _DEFAULT, table_height: int = _DEFAULT, **spelled: Any) -> None:
        """A new game; ValueError (InvalidArgument) names the allowed values
        of a bad option, TypeError a wrong type. The default tile set is the
        shared TileSet.default().

        The defaults: 2 players, seed 0, the default tile set, first_player
        0, 5 members and 2 huts each, draw_mode ENGINE, the standard rules.

        The options may also come by their canonical names (hunters.options:
        Game(**{"forest-value": "segment", "table": "6x5"})); an unknown
        name raises UnknownOption (a TypeError and a ValueError) listing the
        valid ones, an option given by two spellings InvalidArgument.

        The rule variants (doc/rules.md; see Rules) take their enum member,
        its value or its lowercase name: last_bonus "played" or "skipped"
        (R8.1), forest_value "tile" or "segment" (R5.3), mushroom_value
        "patch" or "tile" (R5.3), lake_huts "allowed" or "forbidden" (R7.1);
        table_width and table_height bound the table (R3.2), 0 to 32767,
        0 for no limit."""
        if not isinstance(self, Game):  # (Game.__init__(tileset) raised AttributeError '_adopt')
            not_a(Game, self)
        explicit = {name: value for name, value in (
            ("players", players), ("seed", seed), ("tileset", tileset), ("first_player", first_player),
            ("members", members), ("huts", huts), ("draw_mode", draw_mode), ("bonus_rule", bonus_rule),
            ("last_bonus", last_bonus), ("forest_value", forest_value), ("mushroom_value", mushroom_value),
            ("lake_huts", lake_huts), ("table_width", table_width), ("table_height", table_height))
            if value is not _DEFAULT}
        for keyword, value in game_keywords(spelled).items():
            if keyword in explicit:
                raise InvalidArgument(Status.EINVAL, "option %s given twice (as %s and by another spelling)"
                                      % (keyword.replace("_", "-"), keyword))
            explicit[keyword] = value
        # Game's own, not a subclass's override: a subclass's __init__ is run once, by Python
        Game._create(self, **{**_GAME_DEFAULTS, **explicit})

    def _create(self, players: int, seed: int, tileset: Optional[TileSet], first_player: int, members: int,
                huts: int, draw_mode: Union[DrawMode, int, str], bonus_rule: Union[BonusRule, int, str],
                last_bonus: Union[LastBonus, int, str], forest_value: Union[ForestValue, int, str],
                mushroom_value: Union[MushroomValue, int, str], lake_huts: Union[LakeHuts, int, str],
                table_width: int, table_height: int) -> None:
        """Creates the C game from every option, its default filled in."""
        try:  # a second __init__ would free the C game under a tile set borrowed from it
            self._buffers  # (set when the C game is made; _handle by __new__ already)
        except AttributeError:
            pass
        else:
            raise InvalidArgument(Status.EINVAL, "a Game is made once: its __init__ does not run again (make a new Game)")
        options = C.Options()
        C.hunters_game_options_init_version(ctypes.byref(options), C.OPTIONS_VERSION)
        options.players = integer("players", players, 1, MAX_PLAYERS)
        options.first_player = integer("first_player", first_player, 0, options.players - 1)
        options.members = integer("members", members, 0, 99)
        options.huts = integer("huts", huts, 0, 99)
        options.seed = integer("seed", seed, 0, UINT64_MAX)
        options.draw_mode = choice("draw_mode", draw_mode, DrawMode)
        options.bonus_rule = choice("bonus_rule", bonus_rule, BonusRule)
        options.last_bonus = choice("last_bonus", last_bonus, LastBonus)
        options.forest_value = choice("forest_value", forest_value, ForestValue)
        options.mushroom_value = choice("mushroom_value", mushroom_value, MushroomValue)
        options.lake_huts = choice("lake_huts", lake_huts, LakeHuts)
        options.table_width = integer("table_width", table_width, 0, 32767)
        options.table_height = integer("table_height", table_height, 0, 32767)
        ts = _tileset_open(tileset)  # held until the game has its own reference
        options.tileset = ts.address
        self._adopt(created(lambda out, error: C.hunters_game_new(out, ctypes.byref(options), error)))

    def __new__(cls, *args: Any, **kwargs: Any) -> "Game":
        # a Game not made (yet) is a closed one: its methods raise ClosedError,
        # and ==, hash() and repr() do not raise (they raised AttributeError
        # for the object a subclass's __init__ has before it calls Game's)
        game = super().__new__(cls)
        game._handle = None
        game._hashed = None
        game._rewinds = 0
        return game

    def _adopt(self, address: int) -> None:
        self._handle: Optional[Handle] = Handle(address, C.hunters_game_free)
        self._buffers = [_move_buffer(_BUFFER)]
        self._hashed: Optional[int] = None
        self._rewinds = 0

    @classmethod
    def _unmade(cls, args: Tuple[Any, ...], kwargs: Dict[str, Any], method: Optional[str]) -> "Game":
        """cls.__new__(cls, *args, **kwargs) for load() and load_file() (their
        name: method) or a pickle (None), before the C game is made (nothing
        to free when it raises); for load(), the TypeError of a __new__ that
        needs arguments, given none, says where to give them, and arguments
        for Game's own __new__, which ignores them, raise TypeError (a
        pickle's, which its copies also gave to it, are taken)."""
        if method is not None and (args or kwargs) and cls.__new__ is Game.__new__:
            raise TypeError("%s.%s() passes further arguments to a __new__() of the class's own, and %s has none "
                            "(Game's takes no arguments): got %s" % (cls.__name__, method, cls.__name__, ", ".join(
                                [repr(a) for a in args] + ["%s=%r" % item for item in kwargs.items()])))
        try:
            game = cls.__new__(cls, *args, **kwargs)
        except TypeError as exc:
            if args or kwargs or method is None:
                raise
            where = "path" if method == "load_file" else "record"
            raise TypeError("%s.__new__() needs arguments (%s): give them after the %s and the tile set, as "
                            "%s.%s(%s, tileset, *args, **kwargs)" % (cls.__name__, exc, where, cls.__name__, method,
                                                                    where)) from exc
        if not isinstance(game, cls):
            raise TypeError("%s.__new__() returned a %s, not a %s" % (cls.__name__, type(game).__name__, cls.__name__))
        game._refuse_made(method + "()" if method else "unpickling")
        return game

    def _refuse_made(self, what: str) -> None:
        """TypeError if this game, which a __new__ returned for what (a load,
        a copy) to make, is made already: what would replace its C game (a
        game the caller holds, its moves gone). Before the C game is made:
        nothing to free."""
        try:
            self._buffers  # (set when the C game is made, as _create tests)
        except AttributeError:
            return
        raise TypeError("%s.__new__() returned a game already made (%s), which %s would overwrite: __new__ must "
                        "return a new object (super().__new__(cls))" % (
                            type(self).__name__, "closed" if self._handle is None else "open", what))

    @classmethod
    def _wrap(cls, address: int) -> "Game":
        game = cls.__new__(cls)
        game._adopt(address)
        return game

    # -- lifetime ---------------------------------------------------------
    def close(self) -> None:
        """Frees the game now, or when the calls running on it in other
        threads return; later calls raise ClosedError. Idempotent."""
        if not isinstance(self, Game):  # (Game.close(tileset) closed the set, then raised AttributeError)
            not_a(Game, self)
        self._handle = None  # frees the game unless a running call holds it
        # counted with the rewinds: a VectorEnv(views=True) that holds the
        # game sees it changed, and refuses it closed, at no cost a step
        self._rewinds += 1

    @property
    def closed(self) -> bool:
        """True after close()."""
        return self._handle is None

    def __enter__(self) -> "Game":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _open(self) -> Handle:
        """The game's handle, which the caller keeps in a local variable
        while it calls C (that keeps the game alive); ClosedError once closed.
        TypeError for an object that is no Game: a method called through the
        class on another object, Game.play(tileset, move), gave C that
        object's handle as a game's (a TileSet's, an Encoding's), and the
        process crashed. (Called as Game._open(self), never self._open(),
        which would be the other object's own.)"""
        if self.__class__ is not Game and not isinstance(self, Game):
            not_a(Game, self)
        handle = self._handle
        if handle is None:
            raise ClosedError("game")
        return handle

    def handle(self) -> int:
        """The C handle (hunters_game *) as an int; ClosedError once closed.
        Valid only while the game stays open: the int does not keep it alive."""
        return Game._open(self).address

    @staticmethod
    def _fail(h: int, status: int) -> NoReturn:
        """Raises for a failed call on the game at h, with its message."""
        raise_status(status, C.hunters_game_errmsg(h).decode())

    @staticmethod
    def _fail_query(status: int) -> NoReturn:
        """Raises for a failed query: it takes a const game and sets no
        message (the game's would be an older call's), so the status's own."""
        raise_status(status, C.hunters_strerror(status).decode())

    def _query(self, function: Callable[..., int], *args: int) -> int:
        """function(game, *args), a query that returns a count or a negative status."""
        handle = Game._open(self)
        value = function(handle.address, *args)
        if value < 0:
            self._fail_query(value)
        return value

    # -- records, copies --------------------------------------------------
    @classmethod
    def load(cls, record: Union[str, bytes], tileset: Optional[TileSet] = None, *args: Any, **kwargs: Any) -> "Game":
        """A game from its record (doc/record-format.md), replayed through
        the rules; ParseError or IllegalMove with .line for a bad record.
        Further arguments go to the class's __new__() (a subclass's that
        needs some; __init__() is not called), which must return a new
        object: a game already made raises TypeError, unchanged."""
        raw = data("record", record)
        ts = None if tileset is None else _tileset_open(tileset)
        address = None if ts is None else ts.address
        game = cls._unmade(args, kwargs, "load")
        game._adopt(created(lambda out, error: C.hunters_game_load(out, raw, len(raw), address, None, error)))
        return game

    @classmethod
    def load_file(cls, path: StrOrBytesPath, tileset: Optional[TileSet] = None,
                  *args: Any, **kwargs: Any) -> "Game":
        """A game from a record file; further arguments as for load()."""
        encoded = path_bytes(path)
        ts = None if tileset is None else _tileset_open(tileset)
        address = None if ts is None else ts.address
        game = cls._unmade(args, kwargs, "load_file")
        game._adopt(created_from_file(lambda out, error: C.hunters_game_load_file(out, encoded, address, None, error),
                                      encoded, os.fspath(path)))
        return game

    def save(self) -> str:
        """The game's record as text: Game.load(game.save()) is an equal game."""
        handle = Game._open(self)
        h = handle.address
        size = C.hunters_game_save(h, None, 0) + 1
        while True:
            buffer = ctypes.create_string_buffer(size)
            length = C.hunters_game_save(h, buffer, size)
            if length < size:
                return buffer.value.decode()
            # (a __del__ of the caller's that the collector ran at the
            # allocation played on: the record outgrew the buffer, cut)
            size = length + 1

    def save_file(self, path: StrOrBytesPath) -> None:
        """Writes the record to a file (created or replaced)."""
        encoded = path_bytes(path)
        handle = Game._open(self)
        ctypes.set_errno(0)
        status = C.hunters_game_save_file(handle.address, encoded)
        errno = ctypes.get_errno()  # (on HUNTERS_EIO the system's reason: "input/output error" said nothing)
        if status == Status.EPHASE:  # nothing was written: there is no record
            raise_status(status, "this game has no record to save: its event log was dropped (drop_log), or it was "
                                 "redetermined in engine draw mode")
        if status:
            reason = file_reason(encoded, errno, writing=True) if status == Status.EIO else None
            raise_status(status, file_failure("write", encoded, reason or C.hunters_strerror(status).decode()),
                         os_errno=errno if status == Status.EIO else 0, filename=os.fspath(path))

    def clone(self) -> "Game":
        """An independent copy, event log included. It keeps the real draw
        order, so a search on it sees the future: redetermine() it first."""
        return Game._clone(self, Game.__new__(Game))

    def _clone(self, twin: "Game") -> "Game":
        """twin, a Game not made yet (its class's __new__ only), made a copy
        of this one (the C game cloned once twin exists: nothing to leak)."""
        twin._refuse_made("a copy")
        handle, out = Game._open(self), ctypes.c_void_p()
        status = C.hunters_game_clone(ctypes.byref(out), handle.address)
        if status:
            self._fail_query(status)
        assert out.value is not None
        twin._adopt(out.value)
        return twin

    def copy_from(self, other: "Game") -> None:
        """Overwrites this game with other's state without allocating (same
        tile set and player count): the cheap reset of a search's scratch game.
        It keeps other's real draw order (the future): redetermine() after."""
        if not isinstance(other, Game):
            raise TypeError("copy_from needs a Game, not %s" % type(other).__name__)
        if self.__class__ is not Game and not isinstance(self, Game):  # (_open() inlined: see there)
            not_a(Game, self)
        handle, source = self._handle, other._handle  # hot in rollouts: _open() inlined
        if handle is None or source is None:
            raise ClosedError("game")
        self._rewinds += 1  # (counted before the call: a failed copy counts too)
        status = _copy(handle.address, source.address)
        if status:
            self._fail(handle.address, status)

    # A subclass's copies and pickles are of its class, with its attributes
    # (copied, deep-copied, pickled): a copy was a plain Game, without them
    def _attributes(self) -> Dict[str, Any]:
        """A subclass's own attributes: its __dict__ and the slots its
        classes add (a Game's own hold its C game, copied by cloning it)."""
        state = dict(getattr(self, "__dict__", {}))
        state.update(_slot_values(self, (Game, object)))
        return state

    def _state(self) -> Any:
        """A subclass's state for its copies and pickles (_subclass_state)."""
        return _subclass_state(self, self._attributes)

    def _restore(self, state: Any) -> None:
        """Gives a copy just made the state _state() gave, as copy and pickle
        do: by the subclass's __setstate__ if it has one, else set."""
        if state is None:
            return
        setstate = getattr(self, "__setstate__", None)
        if setstate is not None:
            setstate(state)
            return
        for part in state if isinstance(state, tuple) and len(state) == 2 else (state,):
            for name, value in (part or {}).items():
                object.__setattr__(self, name, value)  # (around a subclass's own __setattr__)

    # (a subclass's __new__ is given what its __getnewargs_ex__() or
    # __getnewargs__() gives, as copy and pickle do: _new_args)
    def __copy__(self) -> "Game":
        args, kwargs = _new_args(self)
        twin = self._clone(type(self).__new__(type(self), *args, **kwargs))
        twin._restore(self._state())
        return twin

    def __deepcopy__(self, memo: Dict[int, Any]) -> "Game":
        state = self._state()
        args, kwargs = copy.deepcopy(_new_args(self), memo)
        twin = self._clone(type(self).__new__(type(self), *args, **kwargs))
        memo[id(self)] = twin
        twin._restore(copy.deepcopy(state, memo))
        return twin

    def __reduce__(self) -> Any:
        record = self.save()
        if not record:  # no record to rebuild it from: say so now, not at loading
            raise_status(Status.EPHASE, "this game cannot be pickled: it has no record (its event log was "
                                        "dropped, or it was redetermined in engine draw mode)")
        if type(self) is Game:
            return (Game.load, (record,))
        # a subclass: Game.load() of its class (not its own load(), which may take other
        # arguments), and its state (_state: pickle gives it to its __setstate__, else sets it)
        args, kwargs = _new_args(self)
        return (_loaded, (type(self), record) + ((args, kwargs) if args or kwargs else ()), self._state())

    def __eq__(self, other: object) -> bool:
        """Equal engine hashes while both are open; a closed game is equal
        only to itself (see the class documentation). Never raises."""
        if self is other:
            return True
        if not isinstance(other, Game) or not isinstance(self, Game):  # (Game.__eq__(tileset, game): no C)
            return False
        mine, theirs = self._handle, other._handle  # (held while C reads them: see _handle.py)
        if mine is None or theirs is None:
            return False
        return C.hunters_game_hash(mine.address) == C.hunters_game_hash(theirs.address)

    def __hash__(self) -> int:
        """The engine hash while open (remembered); once closed, the hash
        last given while open, else one by identity. Never raises (but
        TypeError called on an object that is no Game)."""
        if not isinstance(self, Game):
            not_a(Game, self)
        handle = self._handle
        if handle is None:
            hashed = self._hashed
            return hashed if hashed is not None else object.__hash__(self)
        value = hash(C.hunters_game_hash(handle.address))
        self._hashed = value
        return value

    @property
    def rules(self) -> Rules:
        """The rule variants the game was created (or loaded) with."""
        options = C.Options()
        C.hunters_game_options_init_version(ctypes.byref(options), C.OPTIONS_VERSION)
        handle = Game._open(self)
        status = C.hunters_game_get_options(handle.address, ctypes.byref(options))
        if status:
            self._fail_query(status)
        return Rules(LastBonus(options.last_bonus), ForestValue(options.forest_value),
                     MushroomValue(options.mushroom_value), LakeHuts(options.lake_huts),
                     options.table_width, options.table_height)

    @property
    def state_size(self) -> int:
        """The bytes copy_from() copies for this game as it stands."""
        handle = Game._open(self)
        return C.hunters_game_state_size(handle.address)

    # -- state ------------------------------------------------------------
    @property
    def phase(self) -> Phase:
        """What the game waits for."""
        return _PHASES[Game._query(self, _phase)]

    @property
    def over(self) -> bool:
        """True once the game has ended and been scored."""
        return Game._query(self, _phase) == Phase.OVER

    @property
    def players(self) -> int:
        """The number of players."""
        return Game._query(self, C.hunters_game_player_count)

    @property
    def current_player(self) -> int:
        """Whose turn it is, from 0."""
        return Game._query(self, C.hunters_game_current_player)

    @property
    def hash(self) -> int:
        """The engine's 64-bit hash of the state (hunters_game_hash)."""
        handle = Game._open(self)
        return C.hunters_game_hash(handle.address)

    @property
    def scores(self) -> List[int]:
        """The scores, by player."""
        handle = Game._open(self)
        h = handle.address
        return [C.hunters_game_score(h, p) for p in range(C.hunters_game_player_count(h))]

    @property
    def ranks(self) -> List[int]:
        """The places, by player: 1 + the number of players with more points (R8.4)."""
        handle = Game._open(self)
        h = handle.address
        return [C.hunters_game_rank(h, p) for p in range(C.hunters_game_player_count(h))]

    def _player(self, player: int) -> int:
        count = Game._query(self, C.hunters_game_player_count)
        return integer("player", player, 0, count - 1)

    def score(self, player: int) -> int:
        """One player's score."""
        return Game._query(self, C.hunters_game_score, Game._player(self, player))

    def rank(self, player: int) -> int:
        """One player's place (R8.4)."""
        return Game._query(self, C.hunters_game_rank, Game._player(self, player))

    def supply(self, player: int, piece: Union[Piece, int, str] = Piece.MEMBER) -> int:
        """How many pieces of a kind a player has left."""
        return Game._query(self, C.hunters_game_supply, Game._player(self, player), choice("piece", piece, Piece))

    @property
    def tileset(self) -> TileSet:
        """The game's tile set (borrowed from the game: valid while it is open;
        copy.deepcopy() of it is a set of its own, of the same contents, or
        the closed set itself if the game was closed first, even by another
        thread during the copy: never ClosedError)."""
        handle = Game._open(self)
        address = C.hunters_game_tileset(handle.address)
        assert address is not None
        default = TileSet.default()
        return default if address == default.handle() else TileSet(address, owner=self, _made=_MADE_HERE)

    @staticmethod
    def _type_name(h: int, index: int) -> str:
        """The name of tile type index of the set of the game at h."""
        return (C.hunters_tileset_type_name(C.hunters_game_tileset(h), index) or b"?").decode()

    def tile_types(self) -> List[str]:
        """The names of the game's tile types, by index."""
        Game._open(self)  # (TypeError on another object, whose own tileset would be called)
        return self.tileset.types()

    @property
    def tile_in_hand(self) -> Optional[str]:
        """The name of the tile drawn and waiting to be placed, or None."""
        handle = Game._open(self)
        index = C.hunters_game_tile_in_hand(handle.address)
        return None if index < 0 else self._type_name(handle.address, index)

    def tiles_left(self, bonus: bool = False) -> Dict[str, int]:
        """{type name: count} of the tiles left in the land (or bonus) stack:
        the chance outcomes of the next draw, each tile equally likely.
        bonus must be a bool (TypeError otherwise, as svg()'s flags)."""
        bonus = flag("bonus", bonus)
        handle = Game._open(self)
        h = handle.address
        ts = C.hunters_game_tileset(h)
        left = {}
        for i in range(C.hunters_tileset_type_count(ts)):
            if bool(C.hunters_tileset_type_flags(ts, i) & TileFlag.BONUS) != bonus:
                continue
            count = C.hunters_game_tiles_left(h, i)
            if count > 0:
                left[self._type_name(h, i)] = count
        return left

    def find_tiles(self, query: str, limit: int = 1000) -> List[TileMatch]:
        """TileSet.find_tiles() over the tiles still to be drawn, at a draw
        only those of its stack (land, or bonus at a bonus draw): at the
        table, the tile just drawn is among them and draw() takes any of
        them. Outside a draw, both stacks. ParseError for a bad query."""
        handle = Game._open(self)
        h = handle.address
        return find_tiles(lambda *a: C.hunters_game_find_tiles(h, *a), C.hunters_game_tileset(h), query, limit)

    def stack_size(self, bonus: bool = False) -> int:
        """How many tiles are left in the land (or bonus) stack; bonus must
        be a bool (TypeError otherwise, as svg()'s flags)."""
        return Game._query(self, C.hunters_game_stack_size, 1 if flag("bonus", bonus) else 0)

    def square(self, x: int, y: int) -> Optional[Square]:
        """What stands at (x, y), or None for an empty position."""
        handle, square = Game._open(self), C.Square()
        h = handle.address
        status = C.hunters_game_board(h, integer("x", x), integer("y", y), ctypes.byref(square))
        if status == Status.ERANGE:
            return None
        if status:
            self._fail_query(status)
        return Square(self._type_name(h, square.type), square.rotation, optional_index(square.piece_owner),
                      _PIECES.get(square.piece), optional_index(square.piece_area),
                      square.order, square.type)

    def board(self) -> Dict[Tuple[int, int], Square]:
        """{(x, y): Square} of every tile placed, in placement order."""
        handle = Game._open(self)
        h = handle.address
        x, y = ctypes.c_int(), ctypes.c_int()
        while True:
            # (read again if the game changed under the loop: a __del__ of
            # the caller's that the collector ran at a Square's allocation
            # took tiles back, or played on; the position or square being
            # read may be gone, and the squares read before may have changed)
            state = C.hunters_game_hash(h)
            result: Dict[Tuple[int, int], Square] = {}
            for index in range(C.hunters_game_placed_count(h)):
                if C.hunters_game_placed_position(h, index, ctypes.byref(x), ctypes.byref(y)):
                    break
                square = self.square(x.value, y.value)
                if square is not None:
                    result[(x.value, y.value)] = square
            if C.hunters_game_hash(h) == state:
                return result

    def feature(self, x: int, y: int, area: int) -> Feature:
        """The feature an area of a placed tile belongs to; OutOfRange if
        there is no such tile or area."""
        handle, raw = Game._open(self), C.Feature()
        h = handle.address
        x, y, area = integer("x", x), integer("y", y), integer("area", area)
        status = C.hunters_game_feature(h, x, y, area, ctypes.byref(raw))
        if status:
            # a query takes a const game and sets no message: the game's
            # message would be an older failure's
            if C.hunters_game_board(h, x, y, ctypes.byref(C.Square())) != 0:
                raise_status(status, "no tile at %d,%d" % (x, y))
            if status == Status.ERANGE:
                raise_status(status, "no area %d on the tile at %d,%d" % (area, x, y))
            self._fail_query(status)
        players = C.hunters_game_player_count(h)
        return Feature(kind=AreaKind(raw.kind), id=raw.id, halves=raw.halves, complete=bool(raw.complete),
                       open_sides=raw.open_sides, tiles=raw.tiles, fish=raw.fish, nuggets=raw.nuggets,
                       mushrooms=raw.mushrooms, deer=raw.deer, mammoths=raw.mammoths, tigers=raw.tigers,
                       aurochs=raw.aurochs, fire=raw.fire, dolmen=raw.dolmen, members=tuple(raw.members[:players]),
                       system_id=optional_index(raw.system_id), system_fish=raw.system_fish,
                       huts=tuple(raw.huts[:players]), value=raw.value)

    # -- moves ------------------------------------------------------------
    def legal_moves(self) -> MoveList:
        """The legal moves of the current phase (placements, or the pass and
        the deployments); empty in draw phases and at the end. Safe from
        several threads at once (each call lists into a buffer of its own)."""
        if self.__class__ is not Game and not isinstance(self, Game):  # (_open() inlined: see there)
            not_a(Game, self)
        handle = self._handle  # _open() inlined: this is the hot path
        if handle is None:
            raise ClosedError("game")
        # The game's buffer, taken by one atomic pop (and given back after):
        # a call in another thread that holds it lists into a new one rather
        # than have C write, or the growth below free, the buffer under it.
        buffers = self._buffers
        try:
            buffer = buffers.pop()
        except IndexError:
            buffer = _move_buffer(_BUFFER)
        array, address, capacity = buffer
        n = _legal(handle.address, address, capacity)
        while n > capacity:  # (twice only if another thread changed the game meanwhile: its race)
            buffer = _move_buffer(2 * n)
            array, address, capacity = buffer
            n = _legal(handle.address, address, capacity)
        if n < 0:
            buffers.append(buffer)
            self._fail_query(n)
        moves = _move_list(array[:n])
        buffers.append(buffer)
        return moves

    def play(self, move: Union[Move, int, str]) -> None:
        """Plays a move (a Move, its int value or its text) and everything
        that follows automatically; IllegalMove (game unchanged) if the rules
        forbid it."""
        if move.__class__ is not Move:
            move = move_value(move)
        if self.__class__ is not Game and not isinstance(self, Game):  # (_open() inlined: see there)
            not_a(Game, self)
        handle = self._handle  # _open() inlined: this is the hot path
        if handle is None:
            raise ClosedError("game")
        status = _play(handle.address, move)  # type: ignore[arg-type]
        if status:
            raise_status(status, _move_reason(C.hunters_game_errmsg(handle.address).decode()))

    def check(self, move: Union[Move, int, str]) -> Optional[str]:
        """None if play(move) would succeed, else the reason why not."""
        value = move_value(move)
        handle = Game._open(self)
        status = C.hunters_game_check(handle.address, value)
        return None if status == Status.OK else _move_reason(C.hunters_game_errmsg(handle.address).decode())

    def draw(self, tile: Union[str, int, None] = None) -> None:
        """In a draw phase (DrawMode.CALLER): reports the tile drawn, by name
        or index, or draws at random with None. KeyError for a name the set
        does not have; OutOfRange for an index past its types or a tile the
        stack drawn from never holds (a bonus tile or START at a land draw);
        IllegalMove when none of it is left or no draw is due."""
        handle = Game._open(self)
        h = handle.address
        if tile is None:
            status = C.hunters_game_draw_random(h)
        else:
            if isinstance(tile, str):
                index = find_type(C.hunters_game_tileset(h), tile, "tile")
            else:
                index = integer("tile", tile)
            status = C.hunters_game_draw(h, index)
        if status:
            self._fail(h, status)

    def play_random(self, seed: int = 0) -> None:
        """Plays to the end with uniformly random legal moves, natively. An
        engine-drawn game draws in its own order (on a copy, the real one: a
        rollout that sees the future): redetermine() the copy first."""
        if seed.__class__ is not int or not 0 <= seed <= UINT64_MAX:
            seed = integer("seed", seed, 0, UINT64_MAX)
        if self.__class__ is not Game and not isinstance(self, Game):  # (_open() inlined: see there)
            not_a(Game, self)
        handle = self._handle  # hot in rollouts: _open() inlined
        if handle is None:
            raise ClosedError("game")
        status = _play_random(handle.address, seed)
        if status:
            self._fail(handle.address, status)

    def undo(self) -> None:
        """Takes back the last decision (a placement, deployment or pass, or
        a draw in DrawMode.CALLER), with the engine's own draws that followed
        it: state, hash, scores and events are those before it.
        IllegalMove (game unchanged) when there is nothing to undo."""
        handle = Game._open(self)
        self._rewinds += 1  # (counted before the call: a refused undo counts too)
        status = C.hunters_game_undo(handle.address)
        if status:
            self._fail(handle.address, status)

    @property
    def variant_changes(self) -> Dict[Variant, int]:
        """How often each rule variant has changed the play so far, compared
        with its option's default (hunters_game_variant_changes, doc/rules.md):
        every Variant, 0 for the variants the game does not use. Kept by
        copies, restored by undo()."""
        return {variant: Game._query(self, C.hunters_game_variant_changes, int(variant)) for variant in Variant}

    @property
    def decision_count(self) -> int:
        """How many decisions the game holds: how many times undo() can succeed."""
        return Game._query(self, C.hunters_game_decision_count)

    def drop_log(self) -> None:
        """Empties the event log and stops logging, for games whose events
        nobody reads (rollouts, batch self-play): a little faster (a native
        rollout took about 5% fewer instructions, doc/benchmark.md; from
        Python, copy_from() and play_random() of whole games 2 to 3% faster
        on 2026-12-06), and cheaper to copy. The game plays on exactly as before; from then on
        events() is empty, undo() raises, decision_count is 0, save() gives
        "" and save_file() raises. A copy_from() a logged game brings a log
        back."""
        handle = Game._open(self)
        status = C.hunters_game_drop_log(handle.address)
        if status:
            self._fail(handle.address, status)

    # -- bots, search and advice (doc/bots.md) ----------------------------
    # Every search copy must be redetermined: in engine draw mode a copy
    # carries the generator and would draw the real upcoming tiles. The
    # library's bots (bot_move, advice) redetermine their copies themselves.
    def redetermine(self, seed: int) -> None:
        """Makes the future draws a fresh uniform sample, from seed, of the
        tiles really left: only the hidden order changes (board, scores,
        counts left and the tile in hand stay). Call it on every copy a
        search of your own explores, so the search never peeks."""
        value = integer("seed", seed, 0, UINT64_MAX)
        handle = Game._open(self)
        status = C.hunters_game_redetermine(handle.address, value)
        if status:
            self._fail(handle.address, status)

    def project_scores(self) -> List[int]:
        """The scores, by player, if the game ended now (R5, R8): the points
        scored, what the tile just placed completes, and the final scoring of
        the pieces standing. The final scores once the game is over."""
        handle = Game._open(self)
        h = handle.address
        scores = (ctypes.c_int32 * MAX_PLAYERS)()
        status = C.hunters_game_project_scores(h, scores)
        if status:
            self._fail_query(status)
        return list(scores[:C.hunters_game_player_count(h)])

    def bot_move(self, kind: Union[BotKind, int, str] = BotKind.MCTS, *, seed: int = 0,
                 iterations: Optional[int] = None, milliseconds: Optional[int] = None,
                 max_nodes: Optional[int] = None, exploration: Optional[float] = None,
                 rollout_turns: Optional[int] = None, threads: Optional[int] = None) -> Move:
        """The move the library's bot ("random", "greedy", "mcts" or "mcts2", or a
        BotKind) plays in the current decision; the game is unchanged. None
        options keep the library's defaults (doc/bots.md). Only iteration
        budgets are deterministic: milliseconds stops wherever the clock
        says. IllegalMove in a draw phase or at the end."""
        handle = Game._open(self)  # first: the game this call began on is the one it searches, closed meanwhile or not
        options = bot_options(kind, seed, iterations, milliseconds, max_nodes, exploration, rollout_turns, threads)
        move = ctypes.c_uint64()
        status = C.hunters_bot_choose(handle.address, ctypes.byref(options), ctypes.byref(move))
        if status:
            self._fail(handle.address, status)
        return Move(move.value)

    def advice(self, kind: Union[BotKind, int, str] = BotKind.MCTS, *, count: int = 5, seed: int = 0,
               iterations: Optional[int] = None, milliseconds: Optional[int] = None,
               max_nodes: Optional[int] = None, exploration: Optional[float] = None,
               rollout_turns: Optional[int] = None, threads: Optional[int] = None) -> List[Advice]:
        """Up to count (1 to 1000) candidate whole turns, best first, as the
        bot judges them: the first is what bot_move() with the same options
        plays (MCTS and greedy). Options as bot_move()."""
        handle = Game._open(self)  # first, as in bot_move()
        wanted = integer("count", count, 1, 1000)
        options = bot_options(kind, seed, iterations, milliseconds, max_nodes, exploration, rollout_turns, threads)
        raw = (C.Advice * wanted)()
        n = C.hunters_bot_advise(handle.address, ctypes.byref(options), raw, wanted)
        if n < 0:
            self._fail(handle.address, n)
        return [advice_of(entry) for entry in raw[:min(n, wanted)]]

    def bot_memory(self, kind: Union[BotKind, int, str] = BotKind.MCTS, *, iterations: Optional[int] = None,
                   max_nodes: Optional[int] = None, rollout_turns: Optional[int] = None,
                   threads: Optional[int] = None) -> int:
        """An upper bound on the bytes one bot_move() or advice() call with
        these options allocates at once for this game."""
        options = bot_options(kind, 0, iterations, None, max_nodes, None, rollout_turns, threads)
        handle = Game._open(self)
        return C.hunters_bot_memory(handle.address, ctypes.byref(options))

    # -- pictures ---------------------------------------------------------
    def svg(self, *, legal: bool = False, coordinates: bool = True, scores: bool = True, legend: bool = True,
            scale: int = 100) -> str:
        """The board as SVG text (doc/pictures.md): every tile and piece, the
        last tile outlined, and as asked the legal positions of the tile in
        hand, the coordinates, the score table and the legend. scale is
        pixels per tile, 10 to 1000 (InvalidArgument, a ValueError, otherwise)."""
        handle = Game._open(self)
        h = handle.address
        return svg(lambda o, b, n, length: C.hunters_svg_board(h, o, b, n, length), "board", legal=legal,
                   coordinates=coordinates, scores=scores, legend=legend, scale=scale)

    def _repr_svg_(self) -> str:
        """The board, for Jupyter's rich display."""
        return self.svg()

    # -- players ----------------------------------------------------------
    def set_player_name(self, player: int, name: str) -> None:
        """Names a player: a str of at most 31 bytes of UTF-8, no control
        character, no '#', no space at either end (hunters.h).
        InvalidArgument says what is wrong with a refused one."""
        index = Game._player(self, player)
        encoded = text("name", name)  # a lone surrogate: InvalidArgument naming it
        handle = Game._open(self)
        status = C.hunters_game_set_player_name(handle.address, index, encoded)
        if status:
            self._fail(handle.address, status)

    def player_name(self, player: int) -> str:
        """A player's name ("" if unnamed)."""
        index = Game._player(self, player)
        handle = Game._open(self)
        return (C.hunters_game_player_name(handle.address, index) or b"").decode()

    # -- events -----------------------------------------------------------
    @property
    def event_count(self) -> int:
        """How many events the log holds."""
        return Game._query(self, C.hunters_game_event_count)

    def events(self, start: int = 0) -> List[Event]:
        """The events of the log from index start on."""
        handle = Game._open(self)
        h = handle.address
        raw = C.Event()
        out = []
        for index in range(integer("start", start, 0), C.hunters_game_event_count(h)):
            # (the log ends early if it shrank under the loop: a __del__ of
            # the caller's that the collector ran at an Event's allocation
            # took moves back. raw kept the last event, repeated before)
            if C.hunters_game_event(h, index, ctypes.byref(raw)):
                break
            out.append(self._event_of(index, raw))
        return out

    def _event_of(self, index: int, raw: C.Event) -> Event:
        return Event(index, _EVENT_TYPES[raw.type], optional_index(raw.player), optional_index(raw.tile_type),
                     raw.x, raw.y, optional_index(raw.rotation), optional_index(raw.area), _PIECES.get(raw.piece),
                     _ROLES[raw.role], _REASONS[raw.reason], raw.points, self)

    def _event_text(self, event: Event) -> str:
        handle, raw = Game._open(self), C.Event()
        h = handle.address
        # (an index past int32 is no event: ctypes would pass it cut to its
        # low 32 bits, another event's index, whose text it got)
        index = integer("index", event.index)
        # (the log may have changed since the event was read: undo(),
        # copy_from(), drop_log(). hunters_game_event() is a const query and
        # sets no message: the game's would be an older call's)
        if C.hunters_game_event(h, index, ctypes.byref(raw)):
            raise OutOfRange(Status.ERANGE, "no event %d: the game's log now holds %d (taken back or dropped)"
                             % (event.index, C.hunters_game_event_count(h)))
        if self._event_of(event.index, raw) != event:
            raise OutOfRange(Status.ERANGE, "event %d is no longer in the log: it was taken back (another event "
                             "is there now)" % event.index)
        return formatted_line(lambda buffer, size: C.hunters_event_format(h, ctypes.byref(raw), buffer, size))

    def points_summary(self) -> List[PlayerPoints]:
        """Each player's points by source (forests, rivers, huts, meadows),
        summed from the POINTS events: the totals are the scores."""
        handle = Game._open(self)
        h = handle.address
        raw = C.Event()
        sums = [[0, 0, 0, 0] for _ in range(C.hunters_game_player_count(h))]
        column = {Reason.FOREST: 0, Reason.RIVER: 1, Reason.HUTS: 2, Reason.MEADOW: 3}
        for index in range(C.hunters_game_event_count(h)):
            # (a failed read would leave raw the event before, summed again:
            # the log shrank under the loop, taken back by a __del__ of the
            # caller's or another thread. A query sets no message: its status's)
            status = C.hunters_game_event(h, index, ctypes.byref(raw))
            if status:
                self._fail_query(status)
            if raw.type == EventType.POINTS and raw.reason in column:
                sums[raw.player][column[raw.reason]] += raw.points
        return [PlayerPoints(*row) for row in sums]

    def __repr__(self) -> str:
        if self._handle is None:
            return "<Game (closed)>"
        # for programmers: the index current_player, from 0, named as the
        # attribute is (text for people says "player 1" for index 0)
        return "<Game %d players, %s, current_player %d, scores %s, hash %#018x>" % (
            self.players, self.phase.name, self.current_player, self.scores, self.hash)

