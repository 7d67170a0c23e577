"""Python bindings for libhunters, the rules engine for Carcassonne: Hunters
and Gatherers, through ctypes (no compilation needed).

The library is found through the HUNTERS_LIBRARY environment variable (a
path), then the versioned name libhunters.so.0, then ctypes.util.find_library.

    import hunters
    game = hunters.Game(players=2, seed=7)
    while not game.over:
        game.play(random.choice(game.legal_moves()))
    print(game.scores, [e.text for e in game.events() if e.type == hunters.EVENT_POINTS])
"""
import ctypes
import ctypes.util
import os
import weakref

__all__ = ["Game", "TileSet", "Move", "Event", "HuntersError", "IllegalMove", "ParseError", "library_version"]

# ---- loading the library ---------------------------------------------------


def _load():
    tried = []
    candidates = []
    if os.environ.get("HUNTERS_LIBRARY"):
        candidates.append(os.environ["HUNTERS_LIBRARY"])
    candidates.append("libhunters.so.0")
    found = ctypes.util.find_library("hunters")
    if found:
        candidates.append(found)
    for name in candidates:
        try:
            return ctypes.CDLL(name)
        except OSError as exc:
            tried.append("%s (%s)" % (name, exc))
    raise OSError("libhunters not found; tried: " + "; ".join(tried))


_lib = _load()

# ---- constants (hunters.h) ------------------------------------------------

OK, EINVAL, ENOMEM, EILLEGAL, EPARSE, EIO, EPHASE, EEMPTY, ERANGE, EBUFS = 0, -1, -2, -3, -4, -5, -6, -7, -8, -9
PHASE_DRAW, PHASE_PLACE, PHASE_DEPLOY, PHASE_DRAW_BONUS, PHASE_PLACE_BONUS, PHASE_DEPLOY_BONUS, PHASE_OVER = range(1, 8)
DRAW_ENGINE, DRAW_CALLER = 0, 1
BONUS_REDRAW, BONUS_FORFEIT = 0, 1
PIECE_MEMBER, PIECE_HUT = 1, 2
MOVE_PLACE, MOVE_DEPLOY, MOVE_PASS = 1, 2, 3
AREA_FOREST, AREA_RIVER, AREA_LAKE, AREA_MEADOW = 1, 2, 3, 4
(EVENT_TURN, EVENT_TILE_DRAWN, EVENT_TILE_REMOVED, EVENT_TILE_PLACED, EVENT_PIECE_DEPLOYED,
 EVENT_FEATURE_COMPLETED, EVENT_POINTS, EVENT_PIECE_RETURNED, EVENT_BONUS_DRAWN, EVENT_BONUS_DISCARDED,
 EVENT_FINAL_FEATURE, EVENT_GAME_OVER, EVENT_PASSED) = range(1, 14)
MAX_PLAYERS = 8
GAME_OPTIONS_VERSION = 2

# ---- C types ------------------------------------------------------------------


class _Error(ctypes.Structure):
    _fields_ = [("status", ctypes.c_int32), ("line", ctypes.c_int32), ("column", ctypes.c_int32),
                ("message", ctypes.c_char * 256)]


class _Options(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("players", ctypes.c_int32), ("first_player", ctypes.c_int32),
                ("members", ctypes.c_int32), ("huts", ctypes.c_int32), ("draw_mode", ctypes.c_int32),
                ("bonus_rule", ctypes.c_int32), ("seed", ctypes.c_uint64), ("tileset", ctypes.c_void_p),
                ("allocator", ctypes.c_void_p),
                # version 2: the rule variants (doc/rules.md)
                ("last_bonus", ctypes.c_int32), ("forest_value", ctypes.c_int32),
                ("mushroom_value", ctypes.c_int32), ("lake_huts", ctypes.c_int32),
                ("table_width", ctypes.c_int32), ("table_height", ctypes.c_int32)]

# The rule variants' choices, default first, by their value in hunters.h.
_RULE_VARIANTS = {"last_bonus": ("played", "skipped"), "forest_value": ("tile", "segment"),
                  "mushroom_value": ("patch", "tile"), "lake_huts": ("allowed", "forbidden")}


class _Event(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int32) for name in (
        "type", "player", "tile_type", "x", "y", "rotation", "area", "piece", "role", "reason", "points",
        "reserved")]


class _Square(ctypes.Structure):
    _fields_ = [(name, ctypes.c_int32) for name in (
        "type", "rotation", "order", "piece_owner", "piece", "piece_area")] + [("reserved", ctypes.c_int32 * 2)]


class _Feature(ctypes.Structure):
    _fields_ = ([(name, ctypes.c_int32) for name in (
        "kind", "id", "halves", "complete", "open_sides", "tiles", "fish", "nuggets", "mushrooms", "deer",
        "mammoths", "tigers", "aurochs", "fire", "dolmen")] +
        [("members", ctypes.c_int32 * MAX_PLAYERS), ("system_id", ctypes.c_int32),
         ("system_fish", ctypes.c_int32), ("huts", ctypes.c_int32 * MAX_PLAYERS), ("value", ctypes.c_int32),
         ("reserved", ctypes.c_int32 * 7)])


_p = ctypes.c_void_p
_i, _u64, _sz, _s = ctypes.c_int, ctypes.c_uint64, ctypes.c_size_t, ctypes.c_char_p
_POINTER = ctypes.POINTER


def _declare(name, restype, *argtypes):
    function = getattr(_lib, name)
    function.restype = restype
    function.argtypes = list(argtypes)
    return function


_version = _declare("hunters_version", _s)
_version_number = _declare("hunters_version_number", _i)
_strerror = _declare("hunters_strerror", _s, _i)
_ts_load_string = _declare("hunters_tileset_load_string", _i, _POINTER(_p), _s, _sz, _p, _POINTER(_Error))
_ts_load_file = _declare("hunters_tileset_load_file", _i, _POINTER(_p), _s, _p, _POINTER(_Error))
_ts_load_default = _declare("hunters_tileset_load_default", _i, _POINTER(_p), _p)
_ts_free = _declare("hunters_tileset_free", None, _p)
_ts_name = _declare("hunters_tileset_name", _s, _p)
_ts_hash = _declare("hunters_tileset_hash", _u64, _p)
_ts_type_count = _declare("hunters_tileset_type_count", _i, _p)
_ts_type_find = _declare("hunters_tileset_type_find", _i, _p, _s)
_ts_type_name = _declare("hunters_tileset_type_name", _s, _p, _i)
_ts_type_copies = _declare("hunters_tileset_type_copies", _i, _p, _i)
_ts_type_flags = _declare("hunters_tileset_type_flags", _i, _p, _i)
_ts_type_side = _declare("hunters_tileset_type_side", _i, _p, _i, _i)
_ts_type_area_count = _declare("hunters_tileset_type_area_count", _i, _p, _i)
_ts_area_kind = _declare("hunters_tileset_area_kind", _i, _p, _i, _i)
_ts_area_halves = _declare("hunters_tileset_area_halves", _i, _p, _i, _i)
_ts_area_river_end = _declare("hunters_tileset_area_river_end", _i, _p, _i, _i, _i)
_ts_area_item = _declare("hunters_tileset_area_item", _i, _p, _i, _i, _i)
_ts_area_flags = _declare("hunters_tileset_area_flags", _i, _p, _i, _i)
_ts_total = _declare("hunters_tileset_total", ctypes.c_long, _p, _i, _i)
_ts_describe = _declare("hunters_tileset_describe", _sz, _p, _s, _sz)
_declare("hunters_game_options_init", None, _POINTER(_Options))  # version-1 structs only
_options_init_version = _declare("hunters_game_options_init_version", ctypes.c_int, _POINTER(_Options), ctypes.c_uint32)


def _options_init(options_ref):
    _options_init_version(options_ref, GAME_OPTIONS_VERSION)
_game_new = _declare("hunters_game_new", _i, _POINTER(_p), _POINTER(_Options), _POINTER(_Error))
_game_free = _declare("hunters_game_free", None, _p)
_game_clone = _declare("hunters_game_clone", _i, _POINTER(_p), _p)
_game_copy = _declare("hunters_game_copy", _i, _p, _p)
_game_errmsg = _declare("hunters_game_errmsg", _s, _p)
_game_tileset = _declare("hunters_game_tileset", _p, _p)
_game_get_options = _declare("hunters_game_get_options", _i, _p, _POINTER(_Options))
_game_legal = _declare("hunters_game_legal_moves", _i, _p, _POINTER(ctypes.c_uint64), _sz)
_game_check = _declare("hunters_game_check", _i, _p, _u64)
_game_play = _declare("hunters_game_play", _i, _p, _u64)
_game_draw = _declare("hunters_game_draw", _i, _p, _i)
_game_draw_random = _declare("hunters_game_draw_random", _i, _p)
_game_play_random = _declare("hunters_game_play_random", _i, _p, _u64)
_game_phase = _declare("hunters_game_phase", _i, _p)
_game_players = _declare("hunters_game_player_count", _i, _p)
_game_player = _declare("hunters_game_current_player", _i, _p)
_game_score = _declare("hunters_game_score", _i, _p, _i)
_game_supply = _declare("hunters_game_supply", _i, _p, _i, _i)
_game_rank = _declare("hunters_game_rank", _i, _p, _i)
_game_in_hand = _declare("hunters_game_tile_in_hand", _i, _p)
_game_tiles_left = _declare("hunters_game_tiles_left", _i, _p, _i)
_game_stack_size = _declare("hunters_game_stack_size", _i, _p, _i)
_game_placed_count = _declare("hunters_game_placed_count", _i, _p)
_game_placed_position = _declare("hunters_game_placed_position", _i, _p, _i, _POINTER(_i), _POINTER(_i))
_game_board = _declare("hunters_game_board", _i, _p, _i, _i, _POINTER(_Square))
_game_feature = _declare("hunters_game_feature", _i, _p, _i, _i, _i, _POINTER(_Feature))
_game_hash = _declare("hunters_game_hash", _u64, _p)
_game_event_count = _declare("hunters_game_event_count", _i, _p)
_game_event = _declare("hunters_game_event", _i, _p, _i, _POINTER(_Event))
_event_format = _declare("hunters_event_format", _sz, _p, _POINTER(_Event), _s, _sz)
_game_save = _declare("hunters_game_save", _sz, _p, _s, _sz)
_game_load = _declare("hunters_game_load", _i, _POINTER(_p), _s, _sz, _p, _p, _POINTER(_Error))
_game_save_file = _declare("hunters_game_save_file", _i, _p, _s)
_game_load_file = _declare("hunters_game_load_file", _i, _POINTER(_p), _s, _p, _p, _POINTER(_Error))
_game_state_size = _declare("hunters_game_state_size", _sz, _p)
_game_set_name = _declare("hunters_game_set_player_name", _i, _p, _i, _s)
_game_name = _declare("hunters_game_player_name", _s, _p, _i)
_move_place = _declare("hunters_move_place", _u64, _i, _i, _i)
_move_deploy = _declare("hunters_move_deploy", _u64, _i, _i)
_move_pass = _declare("hunters_move_pass", _u64)
_move_kind = _declare("hunters_move_kind", _i, _u64)
_move_x = _declare("hunters_move_x", _i, _u64)
_move_y = _declare("hunters_move_y", _i, _u64)
_move_rotation = _declare("hunters_move_rotation", _i, _u64)
_move_area = _declare("hunters_move_area", _i, _u64)
_move_piece = _declare("hunters_move_piece", _i, _u64)
_move_format = _declare("hunters_move_format", _sz, _u64, _s, _sz)
_move_parse = _declare("hunters_move_parse", _i, _s, _POINTER(ctypes.c_uint64))
# undo
_game_undo = _declare("hunters_game_undo", _i, _p)
_game_decision_count = _declare("hunters_game_decision_count", _i, _p)

# ---- errors ---------------------------------------------------------------------


class HuntersError(Exception):
    """A failed call: .status is the hunters_status, str() the library's message."""

    def __init__(self, status, message, line=0, column=0):
        super().__init__(message)
        self.status, self.line, self.column = status, line, column


class IllegalMove(HuntersError):
    """A move or draw the rules (or the phase) do not allow."""


class ParseError(HuntersError):
    """Malformed text; .line and .column say where."""


def _raise(status, message, line=0, column=0):
    if status in (EILLEGAL, EPHASE, EEMPTY):
        raise IllegalMove(status, message, line, column)
    if status == EPARSE:
        raise ParseError(status, message, line, column)
    if status == ENOMEM:
        raise MemoryError(message)
    raise HuntersError(status, message, line, column)


def _raise_error(status, error):
    message = error.message.decode() or _strerror(status).decode()
    if error.line:
        message = "%d:%d: %s" % (error.line, error.column, message)
    _raise(status, message, error.line, error.column)


def library_version():
    """The version string of the loaded library."""
    return _version().decode()


def library_version_number():
    """MAJOR * 10000 + MINOR * 100 + PATCH of the loaded library."""
    return _version_number()

ITEMS = ("fish", "nugget", "mushroom", "deer", "mammoth", "tiger", "aurochs", "fire", "dolmen", "volcano")

# ---- moves ---------------------------------------------------------------------------


class Move(int):
    """A move: an int (the library's 64-bit value) with readable accessors."""

    @classmethod
    def place(cls, x, y, rotation):
        return cls(_move_place(x, y, rotation))

    @classmethod
    def deploy(cls, area, piece=PIECE_MEMBER):
        return cls(_move_deploy(area, piece))

    @classmethod
    def pass_(cls):
        return cls(_move_pass())

    @classmethod
    def parse(cls, text):
        value = ctypes.c_uint64()
        status = _move_parse(text.encode(), ctypes.byref(value))
        if status:
            _raise(status, "not a move: %r" % text)
        return cls(value.value)

    kind = property(lambda self: _move_kind(self))
    x = property(lambda self: _move_x(self))
    y = property(lambda self: _move_y(self))
    rotation = property(lambda self: _move_rotation(self))
    area = property(lambda self: _move_area(self))
    piece = property(lambda self: _move_piece(self))

    def __str__(self):
        buffer = ctypes.create_string_buffer(32)
        _move_format(self, buffer, 32)
        return buffer.value.decode()

    def __repr__(self):
        return "Move(%r)" % str(self)

# ---- tile sets ------------------------------------------------------------------------------


class TileSet:
    """An immutable tile set. Games keep their own reference to it."""

    def __init__(self, handle):
        self._handle = handle
        self._finalizer = weakref.finalize(self, _ts_free, handle)

    @classmethod
    def default(cls):
        handle = _p()
        status = _ts_load_default(ctypes.byref(handle), None)
        if status:
            _raise(status, _strerror(status).decode())
        return cls(handle)

    @classmethod
    def from_string(cls, text):
        data = text.encode() if isinstance(text, str) else bytes(text)
        handle, error = _p(), _Error()
        status = _ts_load_string(ctypes.byref(handle), data, len(data), None, ctypes.byref(error))
        if status:
            _raise_error(status, error)
        return cls(handle)

    @classmethod
    def from_file(cls, path):
        handle, error = _p(), _Error()
        status = _ts_load_file(ctypes.byref(handle), os.fsencode(path), None, ctypes.byref(error))
        if status:
            _raise_error(status, error)
        return cls(handle)

    def close(self):
        self._finalizer()

    name = property(lambda self: _ts_name(self._handle).decode())
    hash = property(lambda self: _ts_hash(self._handle))

    def types(self):
        """The tile type names, by index."""
        return [_ts_type_name(self._handle, i).decode() for i in range(_ts_type_count(self._handle))]

    def find(self, name):
        index = _ts_type_find(self._handle, name.encode())
        if index < 0:
            raise KeyError(name)
        return index

    def copies(self, type_index):
        return _ts_type_copies(self._handle, type_index)

    def sides(self, type_index):
        """The terrains of the type's sides N, E, S, W: 'F', 'M' or 'R'."""
        return "".join(" FMR"[_ts_type_side(self._handle, type_index, side)] for side in range(4))

    def areas(self, type_index):
        """The type's areas, in order, as dicts: kind, halves (bit mask), river
        ends (rivers only), flags and the items they hold."""
        out = []
        for area in range(_ts_type_area_count(self._handle, type_index)):
            kind = _ts_area_kind(self._handle, type_index, area)
            entry = {"kind": kind, "halves": _ts_area_halves(self._handle, type_index, area),
                     "flags": _ts_area_flags(self._handle, type_index, area)}
            if kind == AREA_RIVER:
                entry["ends"] = [_ts_area_river_end(self._handle, type_index, area, end) for end in (0, 1)]
            for item, name in enumerate(ITEMS):
                count = _ts_area_item(self._handle, type_index, area, item)
                if count:
                    entry[name] = count
            out.append(entry)
        return out

    def total(self, what, group=3):
        return _ts_total(self._handle, what, group)

    def describe(self):
        size = _ts_describe(self._handle, None, 0) + 1
        buffer = ctypes.create_string_buffer(size)
        _ts_describe(self._handle, buffer, size)
        return buffer.value.decode()

# ---- games ------------------------------------------------------------------------------------------


class Event:
    """One entry of the event log; .text describes it in English."""

    __slots__ = ("type", "player", "tile_type", "x", "y", "rotation", "area", "piece", "role", "reason",
                 "points", "text")

    def __repr__(self):
        return "Event(%r)" % self.text


class Game:
    """One game. Use as a context manager, or call close(); garbage
    collection frees it otherwise."""

    def __init__(self, players=2, seed=0, tileset=None, first_player=0, members=5, huts=2,
                 draw_mode=DRAW_ENGINE, bonus_rule=BONUS_REDRAW, table_width=0, table_height=0,
                 _handle=None, **variants):
        """variants: last_bonus ("played" or "skipped"), forest_value ("tile"
        or "segment"), mushroom_value ("patch" or "tile"), lake_huts
        ("allowed" or "forbidden"); table_width, table_height: 0 for no
        limit (doc/rules.md, R3.2)."""
        if _handle is None:
            options = _Options()
            _options_init(ctypes.byref(options))
            options.players, options.seed, options.first_player = players, seed, first_player
            options.members, options.huts = members, huts
            options.draw_mode = DRAW_CALLER if draw_mode in (DRAW_CALLER, "caller") else DRAW_ENGINE
            options.bonus_rule = BONUS_FORFEIT if bonus_rule in (BONUS_FORFEIT, "forfeit") else BONUS_REDRAW
            options.tileset = tileset._handle if tileset is not None else None
            options.table_width, options.table_height = table_width, table_height
            for name, value in variants.items():
                if name not in _RULE_VARIANTS:
                    raise TypeError("unexpected keyword argument %r" % name)
                choices = _RULE_VARIANTS[name]
                if isinstance(value, str) and value not in choices:
                    raise ValueError("%s is %r or %r" % ((name,) + choices))
                setattr(options, name, choices.index(value) if value in choices else value)
            handle, error = _p(), _Error()
            status = _game_new(ctypes.byref(handle), ctypes.byref(options), ctypes.byref(error))
            if status:
                _raise_error(status, error)
            _handle = handle
        self._handle = _handle
        self._finalizer = weakref.finalize(self, _game_free, _handle)
        self._moves = (ctypes.c_uint64 * 256)()

    def close(self):
        self._finalizer()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _check(self, status):
        if status:
            _raise(status, _game_errmsg(self._handle).decode())

    @classmethod
    def load(cls, text, tileset=None):
        """A game from a record (see doc/record-format.md)."""
        data = text.encode() if isinstance(text, str) else bytes(text)
        handle, error = _p(), _Error()
        status = _game_load(ctypes.byref(handle), data, len(data), tileset._handle if tileset else None, None,
                            ctypes.byref(error))
        if status:
            _raise_error(status, error)
        return cls(_handle=handle)

    @classmethod
    def load_file(cls, path, tileset=None):
        """A game from a record file."""
        handle, error = _p(), _Error()
        status = _game_load_file(ctypes.byref(handle), os.fsencode(path), tileset._handle if tileset else None,
                                 None, ctypes.byref(error))
        if status:
            _raise_error(status, error)
        return cls(_handle=handle)

    def save_file(self, path):
        status = _game_save_file(self._handle, os.fsencode(path))
        if status:
            _raise(status, "cannot write %s: %s" % (path, _strerror(status).decode()))

    state_size = property(lambda self: _game_state_size(self._handle))

    def save(self):
        """The game's record, as text."""
        size = _game_save(self._handle, None, 0) + 1
        buffer = ctypes.create_string_buffer(size)
        _game_save(self._handle, buffer, size)
        return buffer.value.decode()

    def clone(self):
        handle = _p()
        self._check(_game_clone(ctypes.byref(handle), self._handle))
        return Game(_handle=handle)

    def copy_from(self, other):
        """Overwrites this game with another's state, without allocating."""
        self._check(_game_copy(self._handle, other._handle))

    # -- state
    phase = property(lambda self: _game_phase(self._handle))
    over = property(lambda self: _game_phase(self._handle) == PHASE_OVER)
    players = property(lambda self: _game_players(self._handle))
    current_player = property(lambda self: _game_player(self._handle))
    hash = property(lambda self: _game_hash(self._handle))
    scores = property(lambda self: [_game_score(self._handle, p) for p in range(self.players)])
    ranks = property(lambda self: [_game_rank(self._handle, p) for p in range(self.players)])

    def tile_types(self):
        """The names of the game's tile types, by index."""
        handle = _game_tileset(self._handle)
        return [_ts_type_name(handle, i).decode() for i in range(_ts_type_count(handle))]

    @property
    def rules(self):
        """The game's rule variants (doc/rules.md), as the keywords of Game()."""
        options = _Options()
        _options_init(ctypes.byref(options))
        _game_get_options(self._handle, ctypes.byref(options))
        rules = {name: choices[getattr(options, name)] for name, choices in _RULE_VARIANTS.items()}
        rules.update(table_width=options.table_width, table_height=options.table_height)
        return rules

    @property
    def tile_in_hand(self):
        index = _game_in_hand(self._handle)
        return None if index < 0 else _ts_type_name(_game_tileset(self._handle), index).decode()

    def supply(self, player, piece=PIECE_MEMBER):
        return _game_supply(self._handle, player, piece)

    def tiles_left(self, bonus=False):
        """{type name: count} of the tiles left in the land (or bonus) stack:
        the chance outcomes of the next draw, each tile equally likely."""
        handle = _game_tileset(self._handle)
        left = {}
        for i in range(_ts_type_count(handle)):
            flags = _ts_type_flags(handle, i)
            if bool(flags & 2) != bool(bonus):
                continue
            count = _game_tiles_left(self._handle, i)
            if count > 0:
                left[_ts_type_name(handle, i).decode()] = count
        return left

    def board(self):
        """{(x, y): (type name, rotation, piece owner or None)} of every tile placed."""
        handle = _game_tileset(self._handle)
        result = {}
        x, y, square = _i(), _i(), _Square()
        for index in range(_game_placed_count(self._handle)):
            _game_placed_position(self._handle, index, ctypes.byref(x), ctypes.byref(y))
            _game_board(self._handle, x.value, y.value, ctypes.byref(square))
            owner = square.piece_owner if square.piece_owner >= 0 else None
            result[(x.value, y.value)] = (_ts_type_name(handle, square.type).decode(), square.rotation, owner)
        return result

    def feature(self, x, y, area):
        """The feature an area of a placed tile belongs to, as a dict."""
        feature = _Feature()
        self._check(_game_feature(self._handle, x, y, area, ctypes.byref(feature)))
        result = {name: getattr(feature, name) for name, _ in _Feature._fields_ if name != "reserved"}
        result["members"] = list(feature.members)[:self.players]
        result["huts"] = list(feature.huts)[:self.players]
        return result

    # -- moves
    def legal_moves(self):
        while True:
            n = _game_legal(self._handle, self._moves, len(self._moves))
            self._check(n if n < 0 else 0)
            if n <= len(self._moves):
                return [Move(self._moves[i]) for i in range(n)]
            self._moves = (ctypes.c_uint64 * (2 * n))()

    def check(self, move):
        """None if the move is legal, else the reason."""
        status = _game_check(self._handle, move)
        return None if status == OK else _game_errmsg(self._handle).decode()

    def play(self, move):
        if isinstance(move, str):
            move = Move.parse(move)
        self._check(_game_play(self._handle, move))

    def undo(self):
        """Takes back the last decision (placement, deployment, pass, or a draw in caller mode)."""
        self._check(_game_undo(self._handle))

    @property
    def decision_count(self):
        """How many decisions were made, which is how many times undo() can succeed."""
        return _game_decision_count(self._handle)

    def draw(self, tile=None):
        """Reports the tile drawn (a type name or index), or draws at random with None."""
        if tile is None:
            self._check(_game_draw_random(self._handle))
            return
        if isinstance(tile, str):
            index = _ts_type_find(_game_tileset(self._handle), tile.encode())
            if index < 0:
                raise KeyError(tile)
            tile = index
        self._check(_game_draw(self._handle, tile))

    def play_random(self, seed=0):
        """Plays to the end with uniformly random legal moves, natively."""
        self._check(_game_play_random(self._handle, seed))

    def set_player_name(self, player, name):
        self._check(_game_set_name(self._handle, player, name.encode()))

    def player_name(self, player):
        name = _game_name(self._handle, player)
        return name.decode() if name is not None else None

    # -- events
    def events(self, start=0):
        out, raw, buffer = [], _Event(), ctypes.create_string_buffer(256)
        for index in range(start, _game_event_count(self._handle)):
            _game_event(self._handle, index, ctypes.byref(raw))
            _event_format(self._handle, ctypes.byref(raw), buffer, 256)
            event = Event()
            for name in Event.__slots__[:-1]:
                setattr(event, name, getattr(raw, name))
            event.text = buffer.value.decode()
            out.append(event)
        return out

# ---- pictures (SVG) ------------------------------------------------------------------------------------
# TileSet.svg() and Game.svg() return SVG text; _repr_svg_ shows them in Jupyter.

SVG_COORDINATES, SVG_LEGAL, SVG_SCORES, SVG_LEGEND = 1, 2, 4, 8
SVG_OPTIONS_VERSION = 1


class _SvgOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("flags", ctypes.c_uint32), ("scale", ctypes.c_int32),
                ("columns", ctypes.c_int32), ("reserved", ctypes.c_int32 * 4)]


_svg_options_init = _declare("hunters_svg_options_init", None, _POINTER(_SvgOptions))
_svg_tile = _declare("hunters_svg_tile", _i, _p, _i, _i, _POINTER(_SvgOptions), _s, _sz, _POINTER(_sz))
_svg_board = _declare("hunters_svg_board", _i, _p, _POINTER(_SvgOptions), _s, _sz, _POINTER(_sz))
_svg_catalog = _declare("hunters_svg_catalog", _i, _p, _POINTER(_SvgOptions), _s, _sz, _POINTER(_sz))


def _svg(draw, legal=False, coordinates=True, scores=True, legend=True, scale=100, columns=8):
    """Measures, then writes, a picture: draw(options, buffer, size, length)."""
    options = _SvgOptions()
    _svg_options_init(ctypes.byref(options))
    options.flags = ((SVG_LEGAL if legal else 0) | (SVG_COORDINATES if coordinates else 0) |
                     (SVG_SCORES if scores else 0) | (SVG_LEGEND if legend else 0))
    options.scale, options.columns = scale, columns
    length = _sz()
    status = draw(ctypes.byref(options), None, 0, ctypes.byref(length))
    if status == EBUFS:
        buffer = ctypes.create_string_buffer(length.value + 1)
        status = draw(ctypes.byref(options), buffer, length.value + 1, ctypes.byref(length))
    if status:
        _raise(status, "no picture: %s" % _strerror(status).decode())
    return buffer.value.decode()


def _tileset_svg(self, tile=None, rotation=0, **options):
    """The catalogue sheet of the set as SVG, or with tile (a name or index)
    that tile at a rotation. Options: legend, scale, columns."""
    if tile is None:
        return _svg(lambda o, b, n, l: _svg_catalog(self._handle, o, b, n, l), **options)
    index = self.find(tile) if isinstance(tile, str) else tile
    return _svg(lambda o, b, n, l: _svg_tile(self._handle, index, rotation, o, b, n, l), **options)


def _game_svg(self, **options):
    """The board as SVG, with the score table. Options: legal (mark where the
    tile in hand fits), coordinates, scores, legend, scale."""
    return _svg(lambda o, b, n, l: _svg_board(self._handle, o, b, n, l), **options)


TileSet.svg = _tileset_svg
TileSet._repr_svg_ = lambda self: self.svg()
Game.svg = _game_svg
Game._repr_svg_ = lambda self: self.svg()


# ---- bots, search and advice (hunters.h "Bots, search and advice") ----------------------------
# Every search copy must be redetermined: in engine draw mode a copy carries
# the generator and would draw the real upcoming tiles. Call
# game.redetermine(seed) on each copy a search explores; the library's bots
# (Game.bot_move, Game.advice) do so themselves and never peek.

BOT_RANDOM, BOT_GREEDY, BOT_MCTS = 1, 2, 3
BOT_OPTIONS_VERSION = 1
ROLE_NONE, ROLE_GATHERER, ROLE_FISHER, ROLE_HUNTER, ROLE_HUT = range(5)
_BOT_KINDS = {"random": BOT_RANDOM, "greedy": BOT_GREEDY, "mcts": BOT_MCTS}


class _BotOptions(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("kind", ctypes.c_int32), ("seed", ctypes.c_uint64),
                ("iterations", ctypes.c_int32), ("milliseconds", ctypes.c_int32), ("threads", ctypes.c_int32),
                ("max_nodes", ctypes.c_int32), ("exploration", ctypes.c_double),
                ("rollout_turns", ctypes.c_int32), ("reserved", ctypes.c_int32 * 7)]


class _Advice(ctypes.Structure):
    _fields_ = [("place", ctypes.c_uint64), ("deploy", ctypes.c_uint64), ("visits", ctypes.c_int32),
                ("role", ctypes.c_int32), ("mean", ctypes.c_double), ("wins", ctypes.c_double),
                ("area_kind", ctypes.c_int32), ("items", ctypes.c_int32 * 10), ("feature_value", ctypes.c_int32),
                ("reserved", ctypes.c_int32 * 4)]


_game_redetermine = _declare("hunters_game_redetermine", _i, _p, _u64)
_game_project_scores = _declare("hunters_game_project_scores", _i, _p, _POINTER(ctypes.c_int32))
_bot_options_init = _declare("hunters_bot_options_init", None, _POINTER(_BotOptions))
_bot_choose = _declare("hunters_bot_choose", _i, _p, _POINTER(_BotOptions), _POINTER(ctypes.c_uint64))
_bot_memory = _declare("hunters_bot_memory", _sz, _p, _POINTER(_BotOptions))
_bot_advise = _declare("hunters_bot_advise", _i, _p, _POINTER(_BotOptions), _POINTER(_Advice), _sz)
_advice_format = _declare("hunters_advice_format", _sz, _POINTER(_Advice), _s, _sz)


class Advice:
    """One candidate whole turn: .place (None in a deploy phase), .deploy,
    .visits, .mean, .wins, .role, .area_kind, .items {name: count}; str() is
    the library's sentence for a person."""

    __slots__ = ("place", "deploy", "visits", "mean", "wins", "role", "area_kind", "items", "feature_value", "text")

    def __repr__(self):
        return "Advice(%r)" % self.text


def _bot_options(kind, seed, iterations, milliseconds, max_nodes, exploration, rollout_turns):
    options = _BotOptions()
    _bot_options_init(ctypes.byref(options))
    options.kind = _BOT_KINDS.get(kind, kind)
    options.seed = seed
    for name, value in (("iterations", iterations), ("milliseconds", milliseconds), ("max_nodes", max_nodes),
                        ("exploration", exploration), ("rollout_turns", rollout_turns)):
        if value is not None:
            setattr(options, name, value)
    return options


def _game_redetermine_method(self, seed):
    """Makes the future draws a fresh uniform sample of the tiles left, from
    seed; public information is unchanged. Every search copy must call it."""
    self._check(_game_redetermine(self._handle, seed))


def _game_project_scores_method(self):
    """The scores each player would have if the game ended now (R5, R8)."""
    scores = (ctypes.c_int32 * MAX_PLAYERS)()
    self._check(_game_project_scores(self._handle, scores))
    return list(scores)[:self.players]


def _game_bot_move(self, kind="mcts", seed=0, iterations=None, milliseconds=None, max_nodes=None,
                   exploration=None, rollout_turns=None):
    """The move the library's bot ("random", "greedy" or "mcts") plays in the
    current decision. Only iteration budgets are deterministic."""
    options = _bot_options(kind, seed, iterations, milliseconds, max_nodes, exploration, rollout_turns)
    move = ctypes.c_uint64()
    self._check(_bot_choose(self._handle, ctypes.byref(options), ctypes.byref(move)))
    return Move(move.value)


def _game_advice(self, kind="mcts", seed=0, count=5, iterations=None, milliseconds=None, max_nodes=None,
                 exploration=None, rollout_turns=None):
    """The bot's count best whole turns, best first, as Advice objects."""
    options = _bot_options(kind, seed, iterations, milliseconds, max_nodes, exploration, rollout_turns)
    raw = (_Advice * max(count, 1))()
    n = _bot_advise(self._handle, ctypes.byref(options), raw, count)
    self._check(n if n < 0 else 0)
    out, buffer = [], ctypes.create_string_buffer(256)
    for entry in raw[:min(n, count)]:
        advice = Advice()
        advice.place = Move(entry.place) if entry.place else None
        advice.deploy = Move(entry.deploy)
        for name in ("visits", "mean", "wins", "role", "area_kind", "feature_value"):
            setattr(advice, name, getattr(entry, name))
        advice.items = {ITEMS[i]: entry.items[i] for i in range(10) if entry.items[i]}
        _advice_format(ctypes.byref(entry), buffer, 256)
        advice.text = buffer.value.decode()
        out.append(advice)
    return out


def _game_bot_memory(self, kind="mcts", iterations=None, max_nodes=None):
    """The most bytes one bot call allocates for this game and options."""
    return _bot_memory(self._handle, ctypes.byref(_bot_options(kind, 0, iterations, None, max_nodes, None, None)))


Game.redetermine = _game_redetermine_method
Game.project_scores = _game_project_scores_method
Game.bot_move = _game_bot_move
Game.advice = _game_advice
Game.bot_memory = _game_bot_memory
__all__ += ["Advice"]
