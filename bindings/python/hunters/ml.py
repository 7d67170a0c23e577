"""The machine-learning interface (doc/ml.md): fixed integer actions over an
N x N window with legal masks, observation planes and a global vector as
numpy arrays the library writes into (no copies), chance as data, batched
play, a PettingZoo AEC-style environment and a gymnasium-style single-agent
environment against a library bot, written without either package.

    import hunters.ml
    env = hunters.ml.VectorEnv(num_envs=256, players=2, seed=1)
    obs = env.reset()                 # Observation of numpy views
    obs = env.step(actions)           # actions: one legal action per game
"""
import ctypes
import enum
import gc
import mmap
import operator
import os
from typing import (TYPE_CHECKING, Any, Dict, Generic, Iterable, Iterator, List, NoReturn, Optional, Sequence, Set, Tuple,
                    TypeVar, Union, cast, overload)

try:
    import numpy as np
    import numpy.typing as npt
except ImportError as missing:  # (the rest of the package needs no numpy)
    raise ImportError("hunters.ml needs numpy (pip install numpy; Debian: python3-numpy, which is for Debian's "
                      "/usr/bin/python3, not another python3 such as pyenv's)") from missing

from . import _native as C
from .enums import BotKind, MlLayout, MoveKind, Status, Total
from .bots import bot_options
from .errors import INT32_MAX, UINT64_MAX, ClosedError, HuntersError, InvalidArgument, OutOfRange, choice, flag, index, integer, not_a, raise_error, raise_status
from ._handle import Handle
from .game import Game, _tileset_open
from .moves import Move, _bytes_exporter, move_value
from .tileset import TileSet

__all__ = ["Encoding", "VectorEnv", "Observation", "AECEnv", "SingleAgentEnv", "Discrete", "Box", "ObsDict",
           "chance", "set_caller_draws", "game_seed", "DEFAULT_WINDOW", "PLANES", "PLANE_NAMES", "LAYOUTS",
           "OBSERVATION_DTYPES", "DEPLOY_ACTIONS", "MAX_PLAYERS"]
"""What help(hunters.ml) and a star import show: not the typing and
numpy aliases, the other modules' names or the internals."""

DEFAULT_WINDOW = 39
"""The default window N (HUNTERS_ML_DEFAULT_WINDOW)."""
PLANES = 41
"""The number of observation planes (HUNTERS_ML_PLANES); their meaning is in doc/ml.md."""
OBSERVATION_DTYPES: Dict[str, Any] = {"observation": np.uint8, "global": np.float32, "action_mask": np.uint8}
"""The numpy dtype of each array of an environment's observation dict (shapes: observation_shapes)."""
DEPLOY_ACTIONS = 33
"""The actions after the placements: the pass, then a member and a hut on each of 16 areas."""
MAX_PLAYERS = 8

PLANE_NAMES: Tuple[str, ...] = (
    "occupied", "type", "rotation", "side_n", "side_e", "side_s", "side_w",
    "link_ne", "link_es", "link_sw", "link_wn", "link_ns", "link_ew",
    "fish", "nuggets", "mushrooms", "deer", "mammoths", "tigers", "aurochs", "fire", "dolmen",
    "piece_owner", "piece_kind", "frontier", "legal_r0", "legal_r1", "legal_r2", "legal_r3", "last_placed",
    "value_n", "value_e", "value_s", "value_w", "leaders_n", "leaders_e", "leaders_s", "leaders_w",
    "hut_owners", "meadow_value", "complete")
"""The planes' names, in order (hunters_ml_plane)."""

U8 = npt.NDArray[np.uint8]
F32 = npt.NDArray[np.float32]
I32 = npt.NDArray[np.int32]


_EINVAL, _ERANGE = -1, -8  # hunters_status
_MARK_CLEARED = -2  # HUNTERS_ML_MARK_CLEARED
_UNSET = object()  # (no attribute: see _Fixed.__set__)
_REWINDS = operator.attrgetter("_rewinds")  # (a Game's count of undo(), copy_from() and close() calls)
# a kept slot holding a game a reset_done() replaces (and closes) in another slot
_KEPT_OLD = "env.games[%d]: a game listed twice (also in slot %d, done: the reset replaces and closes it)"


def _old_games(games: Sequence[Any], replaced: Iterable[int]) -> Dict[int, int]:
    """{id(game): its slot} of the Games in the slots a reset replaces (what
    it closes: anything else in such a slot is dropped)."""
    return {id(games[i]): i for i in replaced if isinstance(games[i], Game)}


def _invalid(message: str) -> InvalidArgument:
    return InvalidArgument(_EINVAL, message)


def _out_of_range(message: str) -> OutOfRange:
    return OutOfRange(_ERANGE, message)


def _kind_of(actions: Any, values: "npt.NDArray[Any]") -> str:
    """What actions, made the array values, hold instead of integers, for a
    message: of a numpy array its dtype ("float64 values"), of a sequence
    or an object array its first item that is no integer ("1.5 (a float)")."""
    if not isinstance(actions, np.ndarray) or values.dtype == object:
        for value in actions if not isinstance(actions, np.ndarray) else values.ravel().tolist():
            if not isinstance(value, (int, np.integer)) and not (  # (a 0-d integer array is one, as a list takes it)
                    isinstance(value, np.ndarray) and value.ndim == 0 and np.issubdtype(value.dtype, np.integer)):
                return "%r (a %s)" % (value, type(value).__name__)
    if values.dtype != object and np.issubdtype(values.dtype, np.number):
        return "%s values (the array's dtype; an integer array is taken, e.g. .astype(np.int32) of whole numbers)" \
            % values.dtype.name
    return "values of dtype %s" % values.dtype.name


def _item_shape(value: Any) -> Any:
    """What of an item of actions tells a ragged list, [[0], [1, 2]] (numpy
    before 1.24 did not say "inhomogeneous"): an array's shape, a
    sequence's length, None for a scalar (or a length that cannot be had)."""
    if isinstance(value, np.ndarray):
        return value.shape
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__"):
        return None
    try:
        return len(value)
    except Exception:  # (a __len__ that raises: no length to compare)
        return None


def _zeros(shape: Tuple[int, ...], dtype: Any) -> "npt.NDArray[Any]":
    """np.zeros(shape, dtype), but on huge pages where the system gives
    them: numpy advises them for a large np.empty, not for np.zeros (whose
    calloc maps pages as they are touched). A batched step writes the
    planes of many games at scattered cells: on 4 KiB pages nearly every
    cell written needs a new address translation as well as a new line."""
    array = np.empty(shape, dtype=dtype)
    array.fill(0)
    return array


def _mapped_zeros(shape: Tuple[int, ...], dtype: Any) -> "npt.NDArray[Any]":
    """Zeros on a mapping of their own, whose pages are mapped only as they
    are touched, on small pages unless the system puts huge pages under
    every mapping: np.zeros is so in numpy 1.24, but some earlier numpy
    versions advise huge pages for a large np.zeros too, and then one
    entry touched maps 2 MiB of it (VectorEnv._bytes_a_game() counts on
    the pages touched)."""
    if not hasattr(mmap, "MAP_PRIVATE"):  # (Windows: numpy's own)
        return np.zeros(shape, dtype=dtype)
    size = int(np.prod(shape, dtype=np.int64)) * np.dtype(dtype).itemsize
    # private: a process forked from this one writes its own copy (mmap's default shares it)
    mapping = mmap.mmap(-1, max(size, 1), flags=mmap.MAP_PRIVATE)
    return np.frombuffer(mapping, dtype=dtype, count=size // np.dtype(dtype).itemsize).reshape(shape)


def _ptr(array: "npt.NDArray[Any]", ctype: Any) -> Any:
    return array.ctypes.data_as(ctypes.POINTER(ctype))


def _check(status: int, what: str) -> int:
    if status < 0:
        raise_status(status, what)
    return status


def _game(game: Any) -> Game:
    """game, checked to be a Game (TypeError otherwise)."""
    if not isinstance(game, Game):
        raise TypeError("game must be a hunters.Game, not %s" % type(game).__name__)
    return game


def _closed_slot(i: int) -> ClosedError:
    """The ClosedError of a closed game in an env's slot i, naming the slot
    as the env's other refusals of a slot's game do (Lua's "games[i]: the
    game is closed", from 1 there)."""
    error = ClosedError.__new__(ClosedError)
    HuntersError.__init__(error, _EINVAL, "env.games[%d]: the game is closed" % i)
    return error


def _slot_open(i: int, game: Any) -> Handle:
    """The handle of the game in an env's slot i: TypeError for anything but
    a Game, ClosedError for a closed one, each naming the slot."""
    if not isinstance(game, Game):
        raise TypeError("env.games[%d] must be a hunters.Game, not %s" % (i, type(game).__name__))
    handle = game._handle
    if handle is None:
        raise _closed_slot(i)
    return handle


def _ml_reason(ml: int, offset: int = 0, named: bool = True) -> str:
    """Why the last call on the hunters_ml handle at ml that sets its
    message failed (hunters_ml_errmsg(), "" after a success): a slot's
    "slot N: " (N the index in the arrays C was given) named as the env
    names a slot, "env.games[offset + N]: " (offset: the first slot of a
    run stepped alone), or left out when not named."""
    reason = C.hunters_ml_errmsg(ml).decode()
    number, colon, rest = reason[len("slot "):].partition(": ")
    if reason.startswith("slot ") and colon and number.isdigit():
        return ("env.games[%d]: " % (offset + int(number)) if named else "") + rest
    return reason


def _check_game(status: int, what: str, ml: int, game: int) -> int:
    """_check() for a call on the handle at ml and the game at game whose
    arguments but the game were checked before, raising C's reason
    (hunters_ml_errmsg()). A call taking the handle const (legal_mask,
    truncated) sets no message: hunters_ml_observe() of the game by player
    0 with no buffers, which checks the game alike, says why."""
    if status == _EINVAL:
        if what != "observe":
            C.hunters_ml_observe(ml, game, 0, None, 0, None, 0)
        raise _invalid("%s: %s" % (what, C.hunters_ml_errmsg(ml).decode() or "a game of another tile set"))
    return _check(status, what)


# The seeds an env derives from its seed (doc/ml.md): a stream of them for
# each use, the env's games and SingleAgentEnv's bot. A stream starts at
# state splitmix64(seed) XOR its key, and its seed n (from 0) is splitmix64's
# output n from that state, all mod 2^64: every seed 0 to 2^64 - 1 is
# accepted, a stream's seeds are distinct (splitmix64's mixing is a
# bijection) and the streams of distinct seeds, or of one seed's two uses,
# are unrelated (no seed + 1 shifts them by a game count, as seed * 1000003
# + n did once an env had made a million games).
_GOLDEN = 0x9E3779B97F4A7C15  # splitmix64's increment
_GAMES_KEY, _BOT_KEY = 0, 0xD1B54A32D192ED03


def _mix64(z: int) -> int:
    """splitmix64's mixing (finaliser) of z, below 2^64."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & UINT64_MAX
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & UINT64_MAX
    return z ^ (z >> 31)


def _stream(seed: int, key: int) -> int:
    """The starting state of seed's stream of key: splitmix64(seed) XOR key."""
    return _mix64((seed + _GOLDEN) & UINT64_MAX) ^ key


def _stream_seed(state: int, n: int) -> int:
    """Seed n (from 0) of the stream that starts at state: splitmix64's output n."""
    return _mix64((state + (n + 1) * _GOLDEN) & UINT64_MAX)


def game_seed(seed: Union[int, "np.integer[Any]"], n: Union[int, "np.integer[Any]"]) -> int:
    """The seed of game n (from 0) a VectorEnv of seed makes: the games of
    VectorEnv(seed=seed) (n = slot), then of each reset(), reset_done() and
    autoreset step in turn, until a reset(seed) starts the count again (doc/ml.md). Both
    0 to 2^64 - 1: ValueError (InvalidArgument) otherwise (an n of 2^64 or
    more would wrap to a smaller n's seed)."""
    return _stream_seed(_stream(integer("seed", seed, 0, UINT64_MAX), _GAMES_KEY), integer("n", n, 0, UINT64_MAX))


# ---- how much memory a VectorEnv takes, known before its games are made --
class _Allocator(ctypes.Structure):
    """struct hunters_allocator."""
    _fields_ = [("alloc", ctypes.c_void_p), ("userdata", ctypes.c_void_p)]


_ALLOC_FN = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t)


def _c_game_bytes(options: C.Options) -> int:
    """The bytes the C library allocates for one game of these options
    (measured by making one with a counting allocator over the C library's
    realloc and free), or 0 where that cannot be done (Windows' CDLL takes
    no None: TypeError)."""
    try:
        libc = ctypes.CDLL(None)
        realloc, free = libc.realloc, libc.free
    except (OSError, AttributeError, TypeError):
        return 0
    realloc.restype, realloc.argtypes = ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_size_t]
    free.restype, free.argtypes = None, [ctypes.c_void_p]
    total = [0]

    def counting(userdata: Any, ptr: Any, osize: int, nsize: int) -> Any:
        if nsize == 0:
            free(ptr)
            return None
        total[0] += nsize - (osize if ptr else 0)
        return realloc(ptr, nsize)

    function = _ALLOC_FN(counting)  # (alive until the game made with it is freed, below)
    allocator = _Allocator(ctypes.cast(function, ctypes.c_void_p), None)
    measured = C.Options.from_buffer_copy(options)
    measured.allocator = ctypes.addressof(allocator)
    out, error = ctypes.c_void_p(), C.Error()
    out_ref, measured_ref, error_ref = ctypes.byref(out), ctypes.byref(measured), ctypes.byref(error)
    # The cyclic collector stopped while C calls counting: it could run a
    # __del__ of the caller's inside the callback, which re-enters the
    # library under hunters_game_new(). Read just before the stop, after the
    # last allocation here (a __del__ run by one may have stopped it), and
    # restarted only if it ran: a caller's stop stays.
    running = gc.isenabled()
    gc.disable()
    try:
        if C.hunters_game_new(out_ref, measured_ref, error_ref) != 0:
            return 0
        C.hunters_game_free(out.value)
    finally:
        if running:
            gc.enable()
    return total[0]


_system_files_now = ("/sys/fs/cgroup", "/proc/self/cgroup", "/sys/kernel/mm/transparent_hugepage/enabled")
"""Where the memory check reads the system's settings: the cgroup file
system, the file that names the process's groups, and the transparent
huge pages setting. One private tuple, read through _system_files(), not
three module globals, which every check read: a caller's ml._CGROUP_ROOT =
... changed VectorEnv's memory check (the Lua binding keeps them alike).
The tests point it at files of their own by _set_system_files()."""


def _system_files() -> Tuple[str, str, str]:
    return _system_files_now


def _set_system_files(cgroup_root: str, cgroup_membership: str, huge_pages: str) -> Tuple[str, str, str]:
    """For the tests: the files the memory check reads from now on; the previous ones."""
    global _system_files_now
    previous, _system_files_now = _system_files_now, (cgroup_root, cgroup_membership, huge_pages)
    return previous


def _cgroup_limit() -> Optional[int]:
    """The lowest memory limit of the process's cgroup and of the groups
    above it (limits nest): cgroup v2's memory.max, v1's
    memory/memory.limit_in_bytes, from the root of the mount (a
    container's own group) down to the group /proc/self/cgroup names; None
    where none is set ("max", or no such file: not Linux, no cgroups)."""
    cgroup_root, cgroup_membership, _ = _system_files()
    groups = [("", "memory.max", ""), ("memory", "memory.limit_in_bytes", "")]
    try:
        with open(cgroup_membership, encoding="utf-8", errors="replace") as membership:
            lines = membership.read().splitlines()
    except OSError:
        lines = []
    for line in lines:  # "0::/path" (v2), "4:memory:/path" (v1)
        fields = line.split(":", 2)
        if len(fields) < 3:
            continue
        if fields[0] == "0" and not fields[1]:
            groups.append(("", "memory.max", fields[2]))
        elif "memory" in fields[1].split(","):
            groups.append(("memory", "memory.limit_in_bytes", fields[2]))
    files = set()
    for mount, name, path in groups:
        parts = [part for part in path.split("/") if part and part not in (".", "..")]
        for depth in range(len(parts) + 1):
            files.add(os.path.join(cgroup_root, mount, *parts[:depth], name))
    limits = []
    for path in files:
        try:
            with open(path, encoding="ascii", errors="replace") as limit:
                text = limit.read().strip()
        except OSError:
            continue
        if text.isdigit():  # (v2's "max" is no limit; v1's none is a number near 2^63)
            limits.append(int(text))
    return min(limits) if limits else None


def _memory_bytes() -> Optional[int]:
    """The memory this process may use: the machine's physical memory, or
    its cgroup's limit where that is lower (a container's); None where the
    system says neither."""
    try:
        pages, page_size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
        physical: Optional[int] = pages * page_size if pages > 0 and page_size > 0 else None
    except (AttributeError, ValueError, OSError):
        physical = None
    limit = _cgroup_limit()
    if physical is None or limit is None:
        return limit if physical is None else physical
    return min(physical, limit)


def _huge_pages_always() -> bool:
    """True where every anonymous mapping may get 2 MiB pages ("[always]"),
    so that one entry touched maps its whole huge page: an array's
    untouched rows are mapped as well."""
    try:
        with open(_system_files()[2], encoding="ascii", errors="replace") as setting:
            return "[always]" in setting.read()
    except OSError:
        return False


_GAME_OBJECT_BYTES = 8 * 512 + 400
"""What a Game object holds besides its C game: its legal-move buffer
(game._BUFFER moves) and the object itself, about."""


LAYOUTS: Tuple[str, ...] = ("planes_first", "cells_first")
"""The planes' layouts in memory (hunters_ml_layout): plane by plane (C x N x
N, the default) or cell by cell (N x N x C, "channels last"; faster to keep
up to date, doc/benchmark.md). Arrays keep the shape (..., PLANES, N, N)
either way: cells_first arrays are strided views, indexed alike (merging
their leading axes, e.g. to (B * P, PLANES, N, N), keeps them views: a
batch in torch.channels_last order)."""


def _layout(layout: Union[str, int]) -> MlLayout:
    if isinstance(layout, enum.Enum) and not isinstance(layout, MlLayout):
        # (an IntEnum equals its value: layout=Piece.MEMBER was cells_first; as errors.choice)
        raise _invalid("layout must be one of %s (or MlLayout members), not %s.%s, a member of another enum"
                       % (", ".join(LAYOUTS), type(layout).__name__, layout.name))
    if not isinstance(layout, str):  # (an int or a numpy integer, as every integer argument: "must be a str")
        try:
            layout = index("layout", layout)
        except TypeError:
            raise TypeError("layout must be a str or MlLayout, not %s" % type(layout).__name__) from None
    if isinstance(layout, int):
        if layout not in {int(member) for member in MlLayout}:
            raise _invalid("layout must be one of %s, not %d" % (", ".join(LAYOUTS), layout))
        return MlLayout(layout)
    if layout not in LAYOUTS:
        raise _invalid("layout must be one of %s, not %r" % (", ".join(LAYOUTS), layout))
    return MlLayout(LAYOUTS.index(layout))


def _window(window: int) -> int:
    window = index("window", window)  # (an int or a numpy integer; TypeError for a bool)
    if window < 3 or window > 255 or window % 2 == 0:
        raise _invalid("window must be odd, 3 to 255, not %d" % window)
    return window


class _Unmade(ClosedError, AttributeError):
    """An attribute of an Encoding, env or space not made (__new__ alone, a
    subclass's __init__ without super().__init__(), or an __init__ that
    raised): a ClosedError, as Game's methods raise then, and an
    AttributeError, so that getattr() with a default and hasattr() still
    see the attribute missing. Its message says so: of a private attribute
    ("no attribute '_seat'") it named none the user knows."""

    def __init__(self, what: str) -> None:
        HuntersError.__init__(self, Status.EINVAL, "the %s is not initialised: its __init__ did not run (a "
                              "subclass's __init__ must call super().__init__()) or raised" % what)


def _missing(obj: object, name: str, made: bool) -> NoReturn:
    """__getattr__ of an Encoding, env or space, for an attribute missing: an
    AttributeError of a made one, _Unmade of one not made."""
    if name.startswith("__") or made:
        raise AttributeError("'%s' object has no attribute '%s'" % (type(obj).__name__, name))
    raise _Unmade(type(obj).__name__)


def _own(obj: object, cls: type) -> None:
    """TypeError (not_a) unless obj is a cls: the first call of each method
    of an Encoding or env that is no hot path (those inline it)."""
    if obj.__class__ is not cls and not isinstance(obj, cls):
        not_a(cls, obj)


class _NotCopied:
    """copy.copy(), copy.deepcopy() and pickle of an object that owns C
    objects (a hunters_ml handle, games) and buffers C writes, refused: a
    shallow copy shared them (its step played the original's game, its
    close() closed the original), and a deep copy or a pickle failed
    inside ctypes. TypeError, saying what to do instead (_INSTEAD)."""

    _INSTEAD = ""

    def _not_copied(self) -> NoReturn:
        raise TypeError("a hunters.ml.%s cannot be copied or pickled (it owns C objects): %s"
                        % (type(self).__name__, self._INSTEAD))

    def __copy__(self) -> NoReturn:
        self._not_copied()

    def __deepcopy__(self, memo: Dict[int, Any]) -> NoReturn:
        self._not_copied()

    def __reduce_ex__(self, protocol: Any) -> NoReturn:
        self._not_copied()


_T = TypeVar("_T")


def _same_integer(value: object, number: int) -> bool:
    """Whether value is an integer equal to number, as the binding's integer
    arguments take one (errors.index: an int, IntEnum or numpy integer; not a
    bool, a float or a str): for a fixed int, what is equal is the same
    value, though another object (enc.action_count += 0 makes a new int
    above 256; np.int64(4) is not 4)."""
    try:
        return index("value", value) == number
    except TypeError:
        return False


def _same_member(name: str, value: object, member: enum.Enum) -> bool:
    """Whether value names member as the binding's enum arguments take one
    (errors.choice: the member, its value or its name in any case): for a
    fixed member, SingleAgentEnv(opponent="greedy")'s "greedy" is the same."""
    try:
        return choice(name, value, type(member)) is member
    except (TypeError, ValueError):
        return False


class _Fixed(Generic[_T]):
    """An attribute fixed when its object is made: of a VectorEnv, what C's
    steps rely on: the arrays they write (by address, with no size: one
    replaced was freed under them), the encoding that sized them (another
    one wrote past them) and the count of games (a smaller one left stale
    addresses of freed games in the batch); of an Encoding, the sizes of
    its C handle (another told the user a wrong size). Read from the
    private attribute attr (by default the name with "_" before it), which
    every C call reads; set to another object or deleted, AttributeError
    (why: the owner's _FIXED), except an equal integer for an int and the
    same member by any spelling for an enum (a no-op); obj.__dict__[...] =
    ... (around it) changes nothing C sees."""

    def __init__(self, attr: str = "") -> None:
        self.attr = attr

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        self.attr = self.attr or "_" + name
        self.owner = owner.__name__

    @overload
    def __get__(self, obj: None, owner: type) -> "_Fixed[_T]": ...

    @overload
    def __get__(self, obj: object, owner: type) -> _T: ...

    def __get__(self, obj: Optional[object], owner: type) -> Any:
        return self if obj is None else getattr(obj, self.attr)

    def __set__(self, obj: object, value: object) -> None:
        # (any object: only the same one passes, as env.legal += 1 writes in
        # place, then sets it again, which numpy's stubs type as another array;
        # nothing is stored, so C sees the fixed one still)
        current = getattr(obj, self.name, _UNSET)
        if current is value or (type(current) is int and _same_integer(value, current)) or (
                isinstance(current, enum.Enum) and _same_member(self.name, value, current)):
            return
        raise AttributeError("%s.%s is fixed when %s" % (self.owner, self.name, getattr(obj, "_FIXED")))

    def __delete__(self, obj: object) -> None:
        raise AttributeError("%s.%s is fixed when %s" % (self.owner, self.name, getattr(obj, "_FIXED")))


class Encoding(_NotCopied):
    """The action encoding and observation shapes of a window over a tile
    set's games (a hunters_ml handle with its scratch memory). Threads, as
    a Game's: action_of_move(), move_of_action(), and legal_mask() and
    truncated() of a game they accept only read it and may run on one
    Encoding in several threads at once; observe(), a refused legal_mask()
    or truncated() (C's reason is found through the handle) and the steps
    and resets of an env, which use its encoding, write its scratch memory
    and message, and must not run while another call on the same Encoding
    does: one Encoding per thread, or a lock of your own (doc/ml.md). Each
    call holds the handle until it returns, so close() in
    another thread frees it only then (as Game.close()). copy.copy(),
    copy.deepcopy() and pickle are refused (TypeError): make another. The
    sizes (window, action_count, global_size, planes_shape,
    observation_shapes) are fixed when it is made: setting one to another
    value or deleting one raises AttributeError (an equal integer passes,
    changing nothing).

    The sizes:
      window        N, the odd side of the window of cells (3 to 255)
      action_count  4 * N * N + DEPLOY_ACTIONS: actions are 0 to action_count - 1
      global_size   the global vector's floats: 49 + 2 * T for T tile types
      planes_shape  (PLANES, N, N), one observation's planes
      observation_shapes  {"observation": planes_shape, "global":
                    (global_size,), "action_mask": (action_count,)}"""

    _INSTEAD = "make another Encoding(game, window, layout)"
    # the sizes: each a _Fixed over a private attribute set once by __init__
    # (the C handle's, which another value would misstate)
    _FIXED = "the encoding is made (the sizes of its C handle): make another Encoding(game, window, layout)"
    window: "_Fixed[int]" = _Fixed()
    action_count: "_Fixed[int]" = _Fixed()
    global_size: "_Fixed[int]" = _Fixed()
    planes_shape: "_Fixed[Tuple[int, int, int]]" = _Fixed()

    if not TYPE_CHECKING:  # (mypy would take any attribute as there)
        def __getattr__(self, name: str) -> Any:
            # only for an attribute missing: of an Encoding not made, whose
            # methods raise ClosedError (AttributeError before), as Game's
            _missing(self, name, bool(self.__dict__.get("_made")))

    def __init__(self, game: Game, window: int = DEFAULT_WINDOW,
                 layout: Union[str, int] = "planes_first") -> None:
        _own(self, Encoding)  # (Encoding.__init__(tileset, game) put an encoding's handle in the set's _handle)
        if self.__dict__.get("_made"):  # (a VectorEnv's arrays are sized by its encoding's window)
            raise _invalid("an Encoding is made once: its __init__ does not run again (make a new Encoding)")
        # closed until made: an __init__ that raised leaves a closed
        # Encoding, which may be made by __init__ again
        self._handle: Optional[Handle] = None
        if not isinstance(game, Game):
            raise TypeError("game must be a hunters.Game")
        chosen = _layout(layout)
        out = ctypes.c_void_p()
        held = game._open()
        window = _window(window)
        _check(C.hunters_ml_new(ctypes.byref(out), held.address, window), "hunters_ml_new")
        assert out.value is not None
        h = Handle(out.value, C.hunters_ml_free)  # freed with the last reference
        _check(C.hunters_ml_set_layout(h.address, int(chosen)), "hunters_ml_set_layout")
        self._layout_name = LAYOUTS[chosen]
        self._window = window
        self._action_count = C.hunters_ml_action_count(h.address)
        self._global_size = C.hunters_ml_global_size(h.address)
        self._planes_shape = (PLANES, window, window)
        self._handle = h
        self._made = True  # (last: set only once every argument was accepted)

    @property
    def layout(self) -> str:
        """The planes' layout in memory (LAYOUTS), fixed at creation."""
        _own(self, Encoding)
        return self._layout_name

    @property
    def observation_shapes(self) -> Dict[str, Tuple[int, ...]]:
        """The shape of each array of an environment's observation dict
        (their dtypes: OBSERVATION_DTYPES), for declaring observation
        spaces: a new dict each time (a change to one changes no other)."""
        _own(self, Encoding)
        return {"observation": self._planes_shape, "global": (self._global_size,), "action_mask": (self._action_count,)}

    @observation_shapes.setter
    def observation_shapes(self, value: object) -> None:
        raise AttributeError("Encoding.observation_shapes is fixed when " + self._FIXED)

    @observation_shapes.deleter
    def observation_shapes(self) -> None:
        raise AttributeError("Encoding.observation_shapes is fixed when " + self._FIXED)

    def new_planes(self, leading: Sequence[int] = ()) -> U8:
        """Zeroed planes of shape leading + (PLANES, N, N) laid out as this
        encoding writes them (cells_first: a strided view of a leading + (N,
        N, PLANES) array). InvalidArgument for a negative size, or planes of
        more bytes than the machine's memory (its cgroup's limit where that
        is lower: _memory_bytes)."""
        _own(self, Encoding)
        n = self._window
        if not isinstance(leading, (tuple, list)):
            raise TypeError("leading must be a tuple of ints, not %s" % type(leading).__name__)
        leading = tuple(index("leading", size) for size in leading)
        if any(size < 0 for size in leading):
            raise _invalid("leading must hold sizes of 0 or more, not %s" % (leading,))
        total = PLANES * n * n
        for size in leading:
            total *= size
        memory = _memory_bytes()
        if memory is None:  # (numpy's own errors otherwise: 'Maximum allowed dimension exceeded', 'negative dimensions')
            memory = 2 ** 63 - 1
        if total > memory:
            raise _invalid("leading %s: planes of shape %s take %d bytes, more than this machine's memory (%d bytes, "
                           "its cgroup's limit where that is lower)" % (leading, leading + (PLANES, n, n), total, memory))
        if self.layout == "planes_first":
            return _zeros(tuple(leading) + (PLANES, n, n), np.uint8)
        return np.moveaxis(_zeros(tuple(leading) + (n, n, PLANES), np.uint8), -1, -3)

    def _open(self) -> Handle:
        """The handle, which the caller keeps in a local variable while it
        calls C; ClosedError once closed. TypeError for an object that is no
        Encoding: a method called through the class on another object,
        Encoding.truncated(game, game), gave C that object's handle (a
        Game's, a TileSet's) as an encoding's. (Called as
        Encoding._open(self), never self._open(), the other object's own.)"""
        if self.__class__ is not Encoding and not isinstance(self, Encoding):
            not_a(Encoding, self)
        handle = self._handle
        if handle is None:
            raise ClosedError("encoding")
        return handle

    def handle(self) -> int:
        """The C handle (hunters_ml *) as an int; ClosedError (a ValueError)
        once closed. The int does not keep the handle alive."""
        return Encoding._open(self).address

    def close(self) -> None:
        """Frees the handle now, or when the calls running on it in other
        threads return; idempotent."""
        _own(self, Encoding)  # (Encoding.close(game) dropped the game's handle)
        self._handle = None

    def action_of_move(self, move: Union[Move, int, str]) -> int:
        """The action of a move, in any form Game.play() takes (a Move, its
        int value or its text, "pass"); OutOfRange for a placement outside
        the window, InvalidArgument for a value that is no placement, pass
        or deployment, TypeError for another type."""
        value = move_value(move)  # (as Game.play: "pass" was a TypeError; floats and bools are refused)
        h = Encoding._open(self)
        # (the result in a variable of this call's: one of the object's, which
        # another thread's call overwrote between C's write and the read here)
        action = ctypes.c_int32()
        status = C.hunters_ml_action_of_move(h.address, value, ctypes.byref(action))
        if status == _EINVAL:
            raise _invalid("action_of_move: %#x is not a placement, a pass or a deployment" % value)
        if status == _ERANGE:
            self._out_of_window(Move(value))
        _check(status, "action_of_move")
        return action.value

    def _out_of_window(self, placed: Move) -> NoReturn:
        """Raises action_of_move's OutOfRange, saying what has no action."""
        if placed.kind != MoveKind.PLACE:
            raise _out_of_range("action_of_move: a deployment on area %d: actions name areas 0 to 15" % placed.area)
        half = self._window // 2
        raise _out_of_range("action_of_move: the placement at (%d, %d) is outside the %d x %d window "
                            "(x and y from -%d to %d around the start tile): no action names it"
                            % (placed.x, placed.y, self._window, self._window, half, half))

    def move_of_action(self, action: int) -> Move:
        """The move of an action; OutOfRange outside 0 .. action_count - 1."""
        action = index("action", action)
        _own(self, Encoding)
        if not 0 <= action < self._action_count:
            raise _out_of_range("action %d is not 0 to %d" % (action, self._action_count - 1))
        h = Encoding._open(self)
        move = ctypes.c_uint64()  # (this call's, as action_of_move's)
        _check(C.hunters_ml_move_of_action(h.address, action, ctypes.byref(move)), "move_of_action")
        return Move(move.value)

    def legal_mask(self, game: Game, out: Optional[U8] = None) -> U8:
        """The legal-action mask (uint8, action_count), written into out if given."""
        h, g = Encoding._open(self), Game._open(_game(game))
        mask = out if out is not None else np.zeros(self._action_count, dtype=np.uint8)
        self._check_array(mask, np.uint8, (self._action_count,), "out")
        _check_game(C.hunters_ml_legal_mask(h.address, g.address, _ptr(mask, ctypes.c_uint8), mask.size),
                    "legal_mask", h.address, g.address)
        return mask

    def truncated(self, game: Game) -> bool:
        """Whether the game has left the window (doc/ml.md)."""
        h, g = Encoding._open(self), Game._open(_game(game))
        return _check_game(C.hunters_ml_truncated(h.address, g.address), "truncated", h.address, g.address) == 1

    def observe(self, game: Game, player: Union[int, "np.integer[Any]"], planes: Optional[U8] = None,
                global_vector: Optional[F32] = None) -> Tuple[U8, F32]:
        """What player sees: the planes (uint8, PLANES x N x N) and the
        global vector (float32), written into the given arrays if any."""
        h, held = Encoding._open(self), Game._open(_game(game))
        player = index("player", player)  # (an int or a numpy integer, e.g. Observation.players[i])
        p = planes if planes is not None else self.new_planes()
        g = global_vector if global_vector is not None else np.zeros(self._global_size, dtype=np.float32)
        self._check_planes(p)
        self._check_array(g, np.float32, (self._global_size,), "global_vector")
        if not 0 <= player < game.players:
            raise _out_of_range("player %d is not 0 to %d" % (player, game.players - 1))
        _check_game(C.hunters_ml_observe(h.address, held.address, player, _ptr(p, ctypes.c_uint8), p.size,
                                         _ptr(g, ctypes.c_float), g.size), "observe", h.address, held.address)
        return p, g

    def _check_planes(self, planes: Any) -> None:
        """planes: one observation's array as new_planes() lays it out."""
        if self.layout == "planes_first":
            self._check_array(planes, np.uint8, self._planes_shape, "planes")
            return
        if not isinstance(planes, np.ndarray) or planes.dtype != np.uint8 or planes.shape != self._planes_shape \
                or not np.moveaxis(planes, -3, -1).flags.c_contiguous or not planes.flags.writeable:
            raise _invalid("planes must be a writeable uint8 array of shape %s laid out cells first "
                           "(Encoding.new_planes())" % (self._planes_shape,))

    @staticmethod
    def _check_array(array: Any, dtype: Any, shape: Tuple[int, ...], name: str) -> None:
        if not isinstance(array, np.ndarray) or array.dtype != dtype or array.shape != shape \
                or not array.flags.c_contiguous or not array.flags.writeable or not array.flags.aligned:
            raise _invalid("%s must be a writeable, aligned, C-contiguous %s array of shape %s"
                                  % (name, np.dtype(dtype).name, shape))


def chance(game: Game) -> List[Tuple[int, float]]:
    """The public distribution of the next draw: (tile type, probability)
    pairs, ascending types (hunters_ml_chance); the bonus stack's in a bonus
    draw and in the deploy phase before one (a nugget forest completed,
    R6.1), else the land stack's; empty at the end."""
    held = Game._open(_game(game))
    # one call, with room for every type of the set: a count asked first
    # could be stale by the second call (the game played on in another
    # thread), leaving zeroed entries or outcomes left out
    h = held.address
    room = max(C.hunters_tileset_type_count(C.hunters_game_tileset(h)), 1)
    types = (ctypes.c_int32 * room)()
    probabilities = (ctypes.c_double * room)()
    count = _check(C.hunters_ml_chance(h, types, probabilities, room), "chance")
    return [(types[i], probabilities[i]) for i in range(min(count, room))]


def set_caller_draws(game: Game) -> None:
    """Makes an engine-drawn game (a search copy) stop in draw phases for
    Game.draw(type) with a chosen outcome; it changes the game's future
    draws and the game can no longer be undone (hunters_ml_set_caller_draws)."""
    held = Game._open(_game(game))
    _check(C.hunters_ml_set_caller_draws(held.address), "set_caller_draws")


class Observation:
    """Views of the vector environment's buffers, overwritten by the next
    step (copy what you keep): planes (B, PLANES, N, N) uint8, globals (B,
    G) float32, masks (B, A) uint8, rewards (B, 8) float32 by absolute
    player, done (B,) uint8 (0 playing, 1 over, 2 truncated), players (B,)
    int32 (the player to act, -1 when done), observers (B,) int32 (whose
    view planes[i] is: the player to act, or for a finished game the
    player to act before the step, as hunters_ml_step() observes).

    With VectorEnv(views=True), planes are (B, P, PLANES, N, N) and globals
    (B, P, G): every player's view of every game, [i, p] what player p sees
    of game i; observers names the view to act on, so game i's current
    view is planes[i, observers[i]] (a view, no copy); legal (B, A) int32
    lists each game's legal actions, its first legal_counts[i] entries.

    With VectorEnv(rewards="mover"), rewards are (B,) float32: each game's
    reward for the player who made the step's decision (0 where it made
    none).

    With layout="cells_first" the planes keep these shapes as strided views
    of (..., N, N, PLANES) memory (LAYOUTS)."""

    def __init__(self, planes: U8, globals_: F32, masks: U8, rewards: F32, done: U8, players: I32,
                 observers: Optional[I32] = None, legal: Optional[I32] = None,
                 legal_counts: Optional[I32] = None) -> None:
        self.planes = planes
        self.globals = globals_
        self.masks = masks
        self.rewards = rewards
        self.done = done
        self.players = players
        self.observers = observers if observers is not None else players
        self.legal = legal
        self.legal_counts = legal_counts


class VectorEnv(_NotCopied):
    """B games advanced together by one C call a step (hunters_ml_step),
    writing observations, masks, rewards and done flags into numpy arrays
    allocated once.

    views=True uses the incremental step (hunters_ml_step_views): the
    arrays hold every player's view of every game (planes (B, P, PLANES,
    N, N), globals (B, P, G)) and a step rewrites only what its decisions
    changed, with a legal list per game beside the mask (legal,
    legal_counts) from which random_actions picks. layout="cells_first"
    lays each cell's planes side by side (LAYOUTS): the arrays' shapes stay,
    and the views step runs faster (doc/benchmark.md). The arrays are the
    library's between steps: read them, never write them (with views=True
    those the next step reads, planes, globals, masks, legal and
    legal_counts, are read-only: a write raises ValueError). close() frees
    the games and the encoding (later calls raise ClosedError).

    games[i] is slot i's game, the env's (a reset replaces and closes it):
    do not close it. Between steps you may play it on, take it back
    (undo(), copy_from()) or put another Game of the env's tile set, of
    at most env.players players (a step refuses more), in the slot
    (games[i] = game); the arrays show it from the next step (-1, as
    its action, only observes it). The views step rewrites a slot in full
    when its game is another object than at the last step, or was taken
    back since (each Game counts its undo() and copy_from() calls); a game
    only played on, C's state mark tells (doc/ml.md).

    autoreset=True resets as Gymnasium's vector envs do by default (next
    step): a step first plays the other games, then puts a new game in
    each slot that was done at the step before, ignoring its action, and
    observes it (done 0, rewards 0); reset_done() is then not needed.

    rewards="mover" makes rewards a (B,) array, as single-agent vector envs
    have: each game's reward for the player who made the step's decision
    (its action not -1), 0 for the games only observed; the rewards by
    absolute player stay in player_rewards (B, 8). The default, "players",
    has rewards (B, 8), the same array as player_rewards.

    The games' seeds: game n (from 0) the env makes, the B of
    VectorEnv(seed=seed) first (n = slot), then each new one of reset(),
    reset_done() and autoreset steps in turn, until reset(seed) starts the count again
    from 0, has seed game_seed(seed, n): splitmix64's mixing of seed and
    n, so the games of distinct (seed, n) are unrelated, and any seed 0
    to 2^64 - 1 is accepted.

    copy.copy(), copy.deepcopy() and pickle are refused (TypeError): make
    another env, or clone its games (Game.clone()). The arrays, the
    encoding and the sizes (num_envs, players, views, autoreset) are fixed
    when the env is made: setting or deleting one raises AttributeError (but
    the same object, or an equal integer for a count, which change nothing).

    The arrays (B = num_envs, P = players, N = encoding.window, G =
    encoding.global_size, A = encoding.action_count), what each step
    writes, as the Observation it returns (doc/ml.md has the table):
      planes        uint8 (B, PLANES, N, N); views=True (B, P, PLANES, N, N)
      globals       float32 (B, G); views=True (B, P, G)
      masks         uint8 (B, A), 1 for each legal action
      rewards       float32 (B, 8) by absolute player; rewards="mover" (B,)
      player_rewards  float32 (B, 8) by absolute player
      done          uint8 (B,): 0 playing, 1 over, 2 truncated
      to_act        int32 (B,): the player to act, -1 when done
      observers     int32 (B,): whose view planes shows (views=True: the row)
      legal, legal_counts  int32 (B, A), (B,): views=True, game i's legal
                    actions are legal[i, :legal_counts[i]]; None without views"""

    _INSTEAD = "make another env (the same seed gives the same games), or clone its games (Game.clone())"
    _closed = True  # (until made: close() of an env not made does nothing)
    _slot_names = True  # (False in the single-game envs' env: an illegal move names no slot, _refused())

    if not TYPE_CHECKING:  # (mypy would take any attribute as there)
        def __getattr__(self, name: str) -> Any:
            # only for an attribute missing: of an env not made, whose
            # methods raise ClosedError (AttributeError before), as Game's
            _missing(self, name, bool(self.__dict__.get("_made")))
    # The arrays, the encoding and the sizes: each a _Fixed over a private
    # attribute set once by __init__, which every C call reads
    _FIXED = "the env is made (the C steps write its arrays): make another env"

    num_envs: "_Fixed[int]" = _Fixed()
    players: "_Fixed[int]" = _Fixed()
    views: "_Fixed[bool]" = _Fixed("_views_on")
    autoreset: "_Fixed[bool]" = _Fixed()
    encoding: "_Fixed[Encoding]" = _Fixed()
    planes: "_Fixed[U8]" = _Fixed()
    globals: "_Fixed[F32]" = _Fixed()
    masks: "_Fixed[U8]" = _Fixed()
    player_rewards: "_Fixed[F32]" = _Fixed()
    rewards: "_Fixed[F32]" = _Fixed()
    done: "_Fixed[U8]" = _Fixed()
    to_act: "_Fixed[I32]" = _Fixed()
    observers: "_Fixed[I32]" = _Fixed()
    legal: "_Fixed[Optional[I32]]" = _Fixed()
    legal_counts: "_Fixed[Optional[I32]]" = _Fixed()

    def __init__(self, num_envs: int = 256, players: int = 2, window: int = DEFAULT_WINDOW, seed: int = 0,
                 tileset: Optional[TileSet] = None, views: bool = False,
                 layout: Union[str, int] = "planes_first", autoreset: bool = False,
                 rewards: str = "players") -> None:
        _own(self, VectorEnv)
        if self.__dict__.get("_made"):  # (C's steps point at the arrays, games and encoding it made)
            raise _invalid("a VectorEnv is made once: its __init__ does not run again (make a new VectorEnv)")
        try:
            self._make(num_envs, players, window, seed, tileset, views, layout, autoreset, rewards)
        except BaseException:
            # closed: its calls raise ClosedError, and __init__ may make it again
            self._closed = True
            raise

    def _make(self, num_envs: int, players: int, window: int, seed: int, tileset: Optional[TileSet],
              views: bool, layout: Union[str, int], autoreset: bool, rewards: str) -> None:
        """__init__'s work: _made set last, once every argument was accepted."""
        num_envs = index("num_envs", num_envs)  # (an int or a numpy integer; TypeError for a bool)
        if not 1 <= num_envs <= INT32_MAX:  # (hunters_ml_batch names a refused game by an int32_t)
            raise _invalid("num_envs must be 1 to %d, not %d" % (INT32_MAX, num_envs))
        self._num_envs = num_envs
        self._players = index("players", players)  # (an int: a numpy integer kept refused an equal int)
        self._views_on = flag("views", views)  # (2, "no" or None taken as true or false silently)
        self._autoreset = flag("autoreset", autoreset)
        if not isinstance(rewards, str):
            raise TypeError("rewards must be a str, not %s" % type(rewards).__name__)
        if rewards not in ("players", "mover"):
            raise _invalid("rewards must be \"players\" or \"mover\", not %r" % rewards)
        self._by_mover = rewards == "mover"
        self._closed = False
        seed = integer("seed", seed, 0, UINT64_MAX)
        _layout(layout)  # (both checked before any game is made: B games may take gigabytes)
        _window(window)
        self._tileset = tileset if tileset is not None else TileSet.default()
        self._seed = seed
        self._options: Optional[C.Options] = None  # after the first game: see _new_game
        self._tileset_held: Optional[Handle] = None
        state = _stream(seed, _GAMES_KEY)
        first = self._new_game(0, state)  # (it checks the options)
        made = [first]
        try:
            self._encoding = Encoding(first, window, layout)
            self._check_memory(num_envs)
            a, g = self.encoding.action_count, self.encoding.global_size
            rows: Tuple[int, ...] = (num_envs, self.players) if self.views else (num_envs,)
            self._planes: U8 = self.encoding.new_planes(rows)
            self._globals: F32 = np.zeros(rows + (g,), dtype=np.float32)
            self._masks: U8 = _zeros((num_envs, a), np.uint8)
            self._player_rewards: F32 = np.zeros((num_envs, MAX_PLAYERS), dtype=np.float32)
            self._rewards: F32 = np.zeros(num_envs, dtype=np.float32) if self._by_mover else self.player_rewards
            self._done: U8 = np.zeros(num_envs, dtype=np.uint8)
            self._to_act: I32 = np.zeros(num_envs, dtype=np.int32)
            self._actions: I32 = np.full(num_envs, -1, dtype=np.int32)
            self._handles = (ctypes.c_void_p * num_envs)()
            # the other games once the arrays are made: a num_envs past
            # memory fails on the arrays at once, not after gigabytes of games
            for i in range(1, num_envs):
                made.append(self._new_game(i, state))
        except BaseException:
            for game in made:  # (now, not at a collection: an env refused for its size may be retried smaller)
                game.close()
            encoding = self.__dict__.get("_encoding")
            if encoding is not None:
                encoding.close()
            self._tileset_held = None
            raise
        self.games: List[Game] = made
        self._games_made = num_envs
        self._legal: Optional[I32] = None
        self._legal_counts: Optional[I32] = None
        # whose view each game's planes are (plain steps: kept here, see _run)
        self._observers: I32 = np.zeros(num_envs, dtype=np.int32)
        self._slots = np.arange(num_envs, dtype=np.intp)
        if self.views:
            self._init_views()
            self._made = True
            return
        self._batch = C.MlBatch()
        self._batch.count = num_envs
        self._batch.games = ctypes.cast(self._handles, ctypes.POINTER(ctypes.c_void_p))
        self._batch.actions = _ptr(self._actions, ctypes.c_int32)
        self._batch.planes = _ptr(self.planes, ctypes.c_uint8)
        self._batch.globals = _ptr(self.globals, ctypes.c_float)
        self._batch.masks = _ptr(self.masks, ctypes.c_uint8)
        self._batch.rewards = _ptr(self.player_rewards, ctypes.c_float)
        self._batch.done = _ptr(self.done, ctypes.c_uint8)
        self._batch.players = _ptr(self.to_act, ctypes.c_int32)
        self._made = True

    def _check_memory(self, num_envs: int) -> None:
        """InvalidArgument, before the arrays and the games are made, when
        they would take more than the machine's memory (its cgroup's limit
        where that is lower: _memory_bytes): num_envs games of
        _bytes_a_game() each."""
        memory = _memory_bytes()
        if memory is None:
            return
        each = self._bytes_a_game()
        if num_envs * each > memory:
            raise _invalid("num_envs %d needs about %.1f GiB (%.1f KiB a game: its C game, its Game object and its "
                           "rows of the arrays), more than this machine's memory (%.1f GiB, its cgroup's limit where "
                           "that is lower): use fewer envs, or a smaller window"
                           % (num_envs, num_envs * each / 2 ** 30, each / 2 ** 10, memory / 2 ** 30))

    def _bytes_a_game(self) -> int:
        """The memory a game of the env takes once played: its C game, its
        Game object, and the pages its rows of the arrays touch."""
        assert self._options is not None  # (set by the first game)
        game = _c_game_bytes(self._options)  # (0 where not measured: the rest is still counted)
        enc = self.encoding
        views = self.players if self.views else 1
        row = (views * (PLANES * enc.window * enc.window + 4 * enc.global_size) + enc.action_count
               + 4 * MAX_PLAYERS + 4 * self._by_mover + 1 + 3 * 4 + ctypes.sizeof(ctypes.c_void_p))
        if self.views:
            # legal (_mapped_zeros, mapped as touched): a game's list fills the
            # start of its row, at most the moves a position can have (R3.2:
            # 4 a position, 8 a tile of the set; 33 deployments), and maps
            # only the pages under it; the rest of a long row never is, but
            # where huge pages back every mapping they map the whole array
            legal = 4 * enc.action_count
            longest = 4 * min(enc.action_count, max(8 * self._tileset.total(Total.TILES), 33))
            if not _huge_pages_always():
                legal = min(legal, (longest // mmap.PAGESIZE + 2) * mmap.PAGESIZE)
            row += legal + 4 + 8  # legal, legal_counts, marks
        return game + _GAME_OBJECT_BYTES + row

    def _init_views(self) -> None:
        b, a = self.num_envs, self.encoding.action_count
        self._legal = _mapped_zeros((b, a), np.int32)  # (pages untouched beyond the lists are never mapped)
        self._legal_counts = np.zeros(b, dtype=np.int32)
        self._marks = np.full(b, -1, dtype=np.int64)
        self._flat_legal: I32 = self._legal.reshape(-1)
        self._row_starts = np.arange(b, dtype=np.intp) * a
        v = self._views = C.MlViews()
        v.count = b
        v.games = ctypes.cast(self._handles, ctypes.POINTER(ctypes.c_void_p))
        v.actions = _ptr(self._actions, ctypes.c_int32)
        v.views = self.players
        v.planes = _ptr(self.planes, ctypes.c_uint8)
        v.globals = _ptr(self.globals, ctypes.c_float)
        v.marks = _ptr(self._marks, ctypes.c_int64)
        v.masks = _ptr(self.masks, ctypes.c_uint8)
        v.legal = _ptr(self._legal, ctypes.c_int32)
        v.legal_counts = _ptr(self._legal_counts, ctypes.c_int32)
        v.rewards = _ptr(self.player_rewards, ctypes.c_float)
        v.done = _ptr(self.done, ctypes.c_uint8)
        v.players = _ptr(self.to_act, ctypes.c_int32)
        v.observers = _ptr(self.observers, ctypes.c_int32)
        self._views_ref = ctypes.byref(v)
        # reset_done steps only the new games: one slot's arrays each (see _slot_views)
        self._slot_refs: List[Any] = [None] * b
        arrays: Dict[str, Any] = {"actions": self._actions, "planes": self.planes, "globals": self.globals, "marks": self._marks,
                                  "masks": self.masks, "legal": self.legal, "legal_counts": self.legal_counts,
                                  "rewards": self.player_rewards, "done": self.done, "players": self.to_act,
                                  "observers": self.observers}
        places = {name: (array.ctypes.data, array.strides[0]) for name, array in arrays.items()}
        places["games"] = (ctypes.addressof(self._handles), ctypes.sizeof(ctypes.c_void_p))
        # (field, its pointer type, the address of row 0, the bytes of a row)
        self._slot_fields: List[Tuple[str, Any, int, int]] = [
            (name, ctype) + places[name] for name, ctype in C.MlViews._fields_ if name in places]
        # what the next step reads, trusting it shows the last step's state:
        # read-only to the user (an in-place write went unnoticed and left
        # later observations wrong), as Lua's const pointers; C writes them
        # through the addresses taken above
        read: List["npt.NDArray[Any]"] = [self._planes, self._globals, self._masks, self._legal, self._legal_counts]
        for array in read:
            array.flags.writeable = False
        self._held = [game._open() for game in self.games]  # see _replace
        for i, held in enumerate(self._held):
            self._handles[i] = held.address
        # the Game each slot's rows show (the one _held holds) and its
        # rewinds (undo(), copy_from()) then: see _retake
        self._shown: List[Game] = list(self.games)
        self._seen: List[int] = [game._rewinds for game in self.games]

    def _new_game(self, number: int, state: int) -> Game:
        """Game number (from 0) of the stream of game seeds at state (_stream)."""
        seed = _stream_seed(state, number)
        if self._options is None:
            game = Game(players=self.players, seed=seed, tileset=self._tileset)  # checks every option
            self._fast_options()
            return game
        # the options Game() checked once, only the seed changed: no checks per game
        self._options.seed = seed
        status = C.hunters_game_new(self._new_out_ref, self._options_ref, self._new_error_ref)
        if status:
            raise_error(status, self._new_error)
        address = self._new_out.value
        assert address is not None
        return Game._wrap(address)

    def _fast_options(self) -> None:
        """The options of this env's games, once Game() accepted them."""
        if self._options is not None:
            return
        options = C.Options()
        C.hunters_game_options_init_version(ctypes.byref(options), C.OPTIONS_VERSION)
        options.players = self.players
        self._tileset_held = _tileset_open(self._tileset)  # the games take their own references
        options.tileset = self._tileset_held.address
        self._new_out, self._new_error = ctypes.c_void_p(), C.Error()
        self._new_out_ref, self._new_error_ref = ctypes.byref(self._new_out), ctypes.byref(self._new_error)
        self._options_ref = ctypes.byref(options)
        self._options = options

    def _observation(self) -> Observation:
        return Observation(self.planes, self.globals, self.masks, self.rewards, self.done, self.to_act,
                           self.observers, self.legal, self.legal_counts)

    def _slot_views(self, i: int) -> Any:
        """A hunters_ml_views of slot i alone: every array from its row i."""
        ref = self._slot_refs[i]
        if ref is None:
            v = C.MlViews()
            for name, ctype, address, row_bytes in self._slot_fields:
                setattr(v, name, ctypes.cast(address + i * row_bytes, ctype))
            v.count, v.views = 1, self.players
            ref = self._slot_refs[i] = (v, ctypes.byref(v))
        return ref[1]

    def _run(self, actions: Optional[I32]) -> Observation:
        if self._closed:
            raise ClosedError("env")
        # the handles this call uses, held until it returns (a close() in
        # another thread frees them after); the views step's are set when
        # the env replaces its games
        h = self.encoding._open()
        if not self.views:
            self._check_count()  # (C reads num_envs addresses: none stale)
        # (TypeError for a non-game, ClosedError for a closed one: never NULL)
        held = self._held if self.views else [_slot_open(i, game) for i, game in enumerate(self.games)]
        if not self.views:
            counts = list(map(C.hunters_game_player_count, [handle.address for handle in held]))
            if max(counts) > self.players:  # (one pass: this runs every step)
                i = next(i for i, count in enumerate(counts) if count > self.players)
                self._check_players(i, held[i].address, self.players)
            for i, handle in enumerate(held):
                self._handles[i] = handle.address
        if actions is None:
            self._actions.fill(-1)
        else:
            self._actions[:] = actions
        if self.views:
            games = self.games
            retaken = None
            if not (len(games) == self.num_envs and all(map(operator.is_, games, self._shown))
                    and list(map(_REWINDS, games)) == self._seen):
                retaken = self._retake(held)
            if self._by_mover:
                movers = [C.hunters_game_current_player(address) for address in self._handles]
            status = C.hunters_ml_step_views(h.address, self._views_ref)
            failed = self._views.failed
            if retaken is not None:
                if status < 0:
                    try:
                        self._refused(status, failed, h.address)
                    finally:  # (after: its message is of the game C refused)
                        for i, _, _, mark, before in retaken:
                            self._marks[i], self._handles[i] = mark, before.address
                for i, game, handle, _, _ in retaken:
                    held[i], self._shown[i], self._seen[i] = handle, game, game._rewinds
        else:
            # whose view C writes of a game done after the step: its player
            # to act before it, as the views step reports;
            # not the last step's, which a game put in the slot or played
            # on since does not keep
            movers = [C.hunters_game_current_player(handle.address) for handle in held]
            status = C.hunters_ml_step(h.address, ctypes.byref(self._batch))
            failed = self._batch.failed
            if status >= 0:
                np.copyto(self.observers, np.where(self.to_act >= 0, self.to_act, np.array(movers, dtype=np.int32)))
        if status < 0:
            self._refused(status, failed, h.address)
        if self._by_mover:  # (a player past the rewards' 8 columns is a game that made no move: -1)
            mover = np.clip(np.array(movers, dtype=np.intp), 0, MAX_PLAYERS - 1)
            np.copyto(self.rewards, np.where(self._actions >= 0, self.player_rewards[self._slots, mover], 0))
        return self._observation()

    def _retake(self, held: List[Handle]) -> List[Tuple[int, Game, Handle, int, Handle]]:
        """Before a views step: the slots whose game (in games) is another
        object than the one their rows show, or was rewound (undo(),
        copy_from()) since, each as (slot, game, its handle, the mark and
        the handle before), with its handle in _handles and its mark -1 (the
        step writes it in full; a cleared slot, -2, is written so anyway).
        C's marks see a game played on, not one taken back and played
        differently (doc/ml.md). Nothing changed when it raises: TypeError,
        ClosedError (a closed game in a slot, or the env closed)."""
        games, shown, seen = self.games, self._shown, self._seen
        if len(games) != self.num_envs:
            raise _invalid("env.games must hold %d games, not %d" % (self.num_envs, len(games)))
        if len(held) != self.num_envs:
            raise ClosedError("env")  # (closed by another thread)
        changed: List[Tuple[int, Game, Handle]] = []
        for i, game in enumerate(games):
            if game is shown[i]:
                if game._handle is None:  # (closed by the user: held keeps it valid, but a closed game never
                    raise _closed_slot(i)  # reaches C, as in plain steps)
                if game._rewinds != seen[i]:
                    changed.append((i, game, held[i]))
            else:
                changed.append((i, game, _slot_open(i, game)))
        retaken: List[Tuple[int, Game, Handle, int, Handle]] = []
        for i, game, handle in changed:
            mark = int(self._marks[i])
            retaken.append((i, game, handle, mark, held[i]))
            if mark != _MARK_CLEARED:
                self._marks[i] = -1
            self._handles[i] = handle.address
        return retaken

    def _check_count(self) -> None:
        """env.games (the caller's to change) holds num_envs entries: raised
        before a step or reset uses it, so that a refusal changes nothing."""
        if len(self.games) != self.num_envs:
            raise _invalid("env.games must hold %d games, not %d" % (self.num_envs, len(self.games)))

    def _games_list(self) -> List[Game]:
        """env.games as a list the resets can replace games in, made before
        they change anything (the caller may have put any sequence there, a
        tuple, which steps read as it is); a reset stores it in env.games."""
        games = self.games
        return games if isinstance(games, list) else list(games)

    def _check_kept(self, replaced: Set[int]) -> None:
        """Before a reset_done() without views, which steps every game: the
        errors the step would give for the games of the slots kept (not a
        Game, closed, listed twice, of another tile set, of more players
        than the env), raised before a
        game is made or replaced, so that a refusal changes nothing."""
        games = self.games
        if len(games) != self.num_envs:
            raise _invalid("env.games must hold %d games, not %d" % (self.num_envs, len(games)))
        if self._tileset_held is None:  # (the env closed)
            raise ClosedError("env")
        # in the step's order (_run(), then C's, _game_fault()): the slots
        # without an open Game (or holding an old game) first, then the first
        # game of more players, then slot by slot another tile set, then a
        # game listed twice. Slot by slot each, a set after a twice, a closed
        # game after a set or a crowd, [A, A, other] was refused listed twice
        # where the step said "env.games[2]: a game of another tile set"
        kept = self._kept_open(replaced)
        for i, held in kept:
            self._check_players(i, held.address, self.players)
        self._refuse_game_fault(kept)  # (another tile set, a game listed twice: C's refusals, in its order)

    def _kept_open(self, replaced: Set[int]) -> List[Tuple[int, Handle]]:
        """The games of the slots a reset_done() keeps, each as (slot, its
        handle), checked slot by slot, with views or without (Lua's
        replace() the same): TypeError for anything but a Game,
        InvalidArgument for the old game of a slot replaced, which the reset
        closes (_KEPT_OLD: the kept slot then held a closed game, refused by
        every later step, as an autoreset step refuses it, observing it
        first), ClosedError for a closed game."""
        games = self.games
        old = _old_games(games, replaced)  # (told by identity: closed by the caller too)
        kept: List[Tuple[int, Handle]] = []
        for i, game in enumerate(games):
            if i in replaced:
                continue
            if not isinstance(game, Game):
                raise TypeError("env.games[%d] must be a hunters.Game, not %s" % (i, type(game).__name__))
            if id(game) in old:
                raise _invalid(_KEPT_OLD % (i, old[id(game)]))
            kept.append((i, _slot_open(i, game)))  # (ClosedError for a closed game)
        return kept

    @staticmethod
    def _check_players(i: int, address: int, players: int) -> None:
        """InvalidArgument when slot i's game (at address) has more players
        than the env: the views step refuses it (more players than views),
        and a plain step checks it here (C's plain step takes any count); a
        game of fewer players is taken by both (doc/ml.md)."""
        count = C.hunters_game_player_count(address)
        if count > players:
            raise _invalid("env.games[%d]: a game of %d players, more than the env's %d" % (i, count, players))

    def _refused(self, status: int, failed: int, ml: int, offset: int = 0) -> None:
        """Raises C's refusal of a step (status, failed: the slot whose
        action it refused, else -1) of the games in _handles, ml the
        encoding's handle, held by the caller, with C's reason
        (hunters_ml_errmsg()), its slot named from offset (the slot of a
        one-slot step); a move's slot named only with _slot_names."""
        if failed >= 0 and not -1 <= int(self._actions[failed]) < self.encoding.action_count:
            raise _out_of_range("actions must be -1 to %d" % (self.encoding.action_count - 1))
        reason = _ml_reason(ml, offset, self._slot_names or status == _EINVAL)
        if reason:
            raise_status(status, reason)
        # (no reason: a refusal told without a C call, as a test does; C
        # gives one for every refusal of a step, hunters.h)
        if failed < 0:
            raise_status(status, self._refused_game(ml))
        # the status's words, not the game's own message (hunters_game_errmsg()):
        # a refused step leaves that as it was, an older call's (hunters.h,
        # hunters_ml_step()). The slot as the env's other refusals of a slot's
        # game name it (Lua's "games[i]: ...", from 1), a batch of one's too;
        # the single-game envs, whose one game is no slot of their user's,
        # name none (_slot_names)
        raise_status(status, ("env.games[%d]: " % failed if self._slot_names else "")
                     + C.hunters_strerror(status).decode())

    def _refused_game(self, ml: int) -> str:
        """The message of C's refusal of a game in _handles (failed -1),
        naming its slot in reset_done()'s words (Lua's the same, from 1).
        Read after the refusal, which changed nothing: steps that pass pay
        nothing."""
        addresses = [int(self._handles[i] or 0) for i in range(self.num_envs)]  # (never NULL: checked before)
        fault = self._game_fault(ml, list(enumerate(addresses)))
        if fault is not None:
            return fault
        # (none found: C's refusals, in Lua's words, run_step(); more players
        # than views a refusal of the views step alone)
        if self.views:
            return "a game of another tile set, of more players than views, or listed twice"
        return "a game of another tile set, or listed twice"

    def _game_fault(self, ml: int, slots: List[Tuple[int, int]]) -> Optional[str]:
        """Of the games of slots ((slot, the address of its game)), the
        first C refuses, in its order (hunters_ml_step(),
        hunters_ml_step_views()): slot by slot a game of another tile set,
        or with views of more players than views; then the first game
        listed twice, with the slot it is in before. None when none is."""
        for i, address in slots:
            if C.hunters_ml_truncated(ml, address) < 0:
                return "env.games[%d]: a game of another tile set" % i
            count = C.hunters_game_player_count(address)
            if self.views and count > self.players:
                return "env.games[%d]: a game of %d players, views made for %d" % (i, count, self.players)
        first: Dict[int, int] = {}
        for i, address in slots:
            if address in first:
                return "env.games[%d]: a game listed twice (also in slot %d)" % (i, first[address])
            first[address] = i
        return None

    def _check_kept_views(self, replaced: Set[int]) -> None:
        """Before a reset_done() with views, which steps only the new games:
        the games of the slots kept that the next step would refuse,
        refused now, in its words and order (as Lua's reset_done(), which
        steps every game, and _check_kept() without views): slot by slot
        anything but a Game, a replaced slot's old game, a closed game
        (_kept_open()), then _game_fault()'s. Nothing to check (the
        step's own test) when every slot holds the game the last step took,
        not closed since."""
        games = self.games
        if all(map(operator.is_, games, self._shown)) and list(map(_REWINDS, games)) == self._seen:
            return  # (no kept slot holds a replaced slot's game: the step took them, distinct)
        self._refuse_game_fault(self._kept_open(replaced))

    def _refuse_game_fault(self, held: List[Tuple[int, Handle]]) -> None:
        """InvalidArgument for _game_fault()'s fault of the games held
        ((slot, its game's handle), held until the calls return: a close() in
        another thread then frees a game after them, _handle.py), if any."""
        h = self.encoding._open()  # (held for the calls)
        fault = self._game_fault(h.address, [(i, handle.address) for i, handle in held])
        if fault is not None:
            raise _invalid(fault)

    def reset(self, seed: Optional[int] = None) -> Observation:
        """New games, and their first observations: with seed (0 to 2^64 -
        1), games 0 to B - 1 of that seed (game_seed(seed, slot)), else the
        next B games of the env's seed. Mind: VectorEnv(seed=s).reset() is
        not reset(seed=s): the constructor made games 0 to B - 1 of s, so
        reset() brings games B to 2B - 1. Every seed defaults to 0 (the
        library takes no entropy): give parallel actors distinct seeds."""
        _own(self, VectorEnv)
        if self._closed:
            raise ClosedError("env")
        seed_now, made = self._seed, self._games_made
        if seed is not None:
            seed_now, made = integer("seed", seed, 0, UINT64_MAX), 0
        self._check_count()
        games = self._games_list()
        # every new game made before any old one goes: a refused reset changes nothing
        fresh = self._new_games(self.num_envs, seed_now, made)
        self._seed, self.games = seed_now, games
        for i in range(self.num_envs):
            self._replace(i, fresh[i])
        return self._run(None)

    def close(self) -> None:
        """Frees the games and the encoding now; later steps and resets raise
        ClosedError (the arrays stay readable). Idempotent."""
        _own(self, VectorEnv)  # (VectorEnv.close(aec_env) raised AttributeError)
        if self._closed:
            return
        self._closed = True
        # (the addresses in _handles stay: a step running in another thread
        # reads them, and holds the games until it returns)
        for game in self.games:
            if isinstance(game, Game):  # (env.games is the caller's to change)
                game.close()
        if self.views:
            self._held = []
        self.encoding.close()
        self._tileset_held = None  # (the set's handle: a set closed by its owner is freed now, not at collection)

    def __enter__(self) -> "VectorEnv":
        _own(self, VectorEnv)
        return self

    def __exit__(self, *exc: object) -> None:
        VectorEnv.close(self)

    def _new_games(self, count: int, seed: int, made: int) -> List[Game]:
        """The next count new games, from seed and the count of games made
        (game_seed(seed, made) first; none kept when one fails); counted as
        made."""
        # the tile set the games are made of, held until they are made: a
        # close() in another thread drops the env's hold (read before the
        # test: close() sets _closed first)
        tileset = self._tileset_held
        if tileset is None or self._closed:
            raise ClosedError("env")
        games: List[Game] = []
        state = _stream(seed, _GAMES_KEY)
        try:
            for number in range(made, made + count):  # (not index: errors.index, imported)
                games.append(self._new_game(number, state))
        except BaseException:
            for game in games:
                game.close()
            raise
        self._games_made = made + count
        return games

    def _replace(self, i: int, game: Game, cleared: bool = False) -> None:
        """game into slot i, the old one closed; the views step rewrites its
        rows in full (without clearing them first when cleared:
        hunters_ml_views_clear). ClosedError (game closed) once the env is
        closed, by another thread too."""
        held = self._held if self.views else []  # (before the check: close() replaces it, never shrinks it)
        if self._closed:
            game.close()
            raise ClosedError("env")
        old = self.games[i]
        if isinstance(old, Game):  # (the caller may have put anything in the slot)
            old.close()
        self.games[i] = game
        if self.views:
            if not cleared:
                self._marks[i] = -1
            # the env holds the C game itself: one closed by another thread during a step stays valid for C
            held[i] = game._open()
            self._handles[i] = held[i].address
            self._shown[i], self._seen[i] = game, game._rewinds

    def step(self, actions: Union[Sequence[int], "npt.NDArray[Any]"]) -> Observation:
        """Plays one action a game (-1 for a game that is done) and observes:
        each game from the view of its player to act. IllegalMove (nothing
        changed) for an action outside its game's mask. With autoreset, the
        slots done at the last step get new games instead (their actions
        ignored)."""
        if self.__class__ is not VectorEnv and not isinstance(self, VectorEnv):  # (_own() inlined: a hot path)
            not_a(VectorEnv, self)
        if self._closed:  # (before the actions' checks, as Lua's step: a closed env is named whatever it is given)
            raise ClosedError("env")
        if self.views and type(actions) is np.ndarray and actions.dtype == np.int32 \
                and actions.shape == self._actions.shape:
            array: I32 = actions  # the step refuses actions out of range (below -1 too): no copy, no scan
        else:
            # bools are no actions, as everywhere in the binding: [True, -1]
            # was taken as action 1 (numpy makes the list an int array)
            if not isinstance(actions, np.ndarray) and (not hasattr(actions, "__len__") or isinstance(
                    actions, (str, bytes, bytearray, dict, set, frozenset)) or (isinstance(actions, memoryview)
                                                                                 and _bytes_exporter(actions))):
                # (step(None) raised "'NoneType' object is not iterable"; a generator was one value;
                # bytearray(4) and a memoryview of bytes (as MoveList refuses it) were taken as four
                # actions 0, where bytes were refused)
                raise TypeError("actions must be a sequence of %d integers, one per game (-1 for a game that is "
                                "done), not %s" % (self.num_envs, "a memoryview of %s" % _bytes_exporter(actions)
                                                   if isinstance(actions, memoryview) else type(actions).__name__))
            # the items of a list, or of an object array: each is checked as a list's
            objects = not isinstance(actions, np.ndarray) or actions.dtype == object
            items: Sequence[Any] = (actions if not isinstance(actions, np.ndarray) else
                                    actions.ravel().tolist() if objects else ())
            # (a bool where an action goes: a scalar, or a 0-d array, np.array(True), which the list made 1;
            # bools nested deeper, a list of 1-element bool arrays or an array of 2 dimensions, are refused by
            # their shape below, as a list of lists of bools was: they said "not bools", whatever their shape)
            flat = not isinstance(actions, np.ndarray) or actions.ndim <= 1
            if flat and ((isinstance(actions, np.ndarray) and actions.dtype == np.bool_) or (
                    objects and any(isinstance(a, (bool, np.bool_)) or (
                        isinstance(a, np.ndarray) and a.ndim == 0 and a.dtype == np.bool_) for a in items))):
                raise TypeError("actions must be integers, not bools")
            # an object array as the list of its items: one of 0-d integer arrays
            # (np.array(3), as a list takes them) was refused as "not array(3) (a ndarray)"
            listed = actions.tolist() if isinstance(actions, np.ndarray) and objects else actions
            try:
                given = np.asarray(listed)
            except ValueError as error:
                # numpy's own ValueError, not the binding's: a ragged list, [[0], [1, 2]], says so;
                # other causes (an __array__ that raised) were said to be ragged too
                if "inhomogeneous" in str(error) or len({_item_shape(a) for a in items}) > 1:
                    raise _invalid("actions must be %d integers, one per game, not a ragged sequence of sequences"
                                   % self.num_envs) from None
                raise _invalid("actions must be %d integers, one per game: numpy cannot make them an array (%s)"
                               % (self.num_envs, error)) from None
            if given.shape != (self.num_envs,):
                raise _invalid("actions must be %d integers, one per game, not %s"
                               % (self.num_envs, "%d values" % given.size if given.ndim == 1 else
                                  "a single value" if given.ndim == 0 else "an array of shape %s" % (given.shape,)))
            if not np.issubdtype(given.dtype, np.integer) and objects and all(
                    isinstance(a, (int, np.integer)) or (isinstance(a, np.ndarray) and a.ndim == 0 and
                                                         np.issubdtype(a.dtype, np.integer)) for a in items):
                # integers numpy holds in no integer dtype: a numpy uint64 beside a negative int or
                # an int64 ([np.uint64(3), -1] is a float64 array: refused as "not float64 values"),
                # past 64 bits (an object array); taken by their values, each an int
                given = np.array([int(a) for a in items], dtype=object)
                if any(not -1 <= int(a) < self.encoding.action_count for a in given):
                    raise _out_of_range("actions must be -1 to %d" % (self.encoding.action_count - 1))
                given = given.astype(np.int64)
            if not np.issubdtype(given.dtype, np.integer):
                # ("actions must be 4 integers" of 4 floats did not say what was wrong)
                raise _invalid("actions must be %d integers, not %s" % (self.num_envs, _kind_of(listed, given)))
            if given.size and (given.min() < -1 or given.max() >= self.encoding.action_count):
                raise _out_of_range("actions must be -1 to %d" % (self.encoding.action_count - 1))
            array = given.astype(np.int32, copy=False)
        if self.autoreset and not self._closed:
            done = np.flatnonzero(self.done)
            if done.size:
                # the others played first, the done games only observed: a
                # refused action changes nothing; then the new games. A done
                # slot's action is ignored but refused out of range, as the
                # list's scan above refuses it (and Lua's step): an int32
                # array given as it is goes to C unscanned, this -1 for it
                if array is actions:
                    ignored = array[done]
                    if ignored.min() < -1 or ignored.max() >= self.encoding.action_count:
                        raise _out_of_range("actions must be -1 to %d" % (self.encoding.action_count - 1))
                array = array.copy()
                array[done] = -1
                self._run(array)
                return self._reset_slots(done, stepped=True)
        return self._run(array)

    def reset_done(self) -> Observation:
        """Replaces the games that are done by new ones and observes all
        (the others are not advanced). With views=True each slot is first
        cleared of the old game's cells (hunters_ml_views_clear), not of
        all its rows."""
        if self.__class__ is not VectorEnv and not isinstance(self, VectorEnv):  # (_own() inlined: a hot path)
            not_a(VectorEnv, self)
        if self._closed:
            raise ClosedError("env")
        done = np.flatnonzero(self.done)
        if done.size == 0:
            # the checks of a reset with games done (_reset_slots), though
            # nothing is stepped: env.games the same whatever was done
            self._check_count()
            if not self.views:
                self._check_kept(set())
            else:
                self._check_kept_views(set())
            return self._observation()  # the arrays already show every game
        return self._reset_slots(done, stepped=False)

    def _reset_slots(self, done: "npt.NDArray[np.intp]", stepped: bool) -> Observation:
        """New games in the slots done (their games done), observed. Without
        views, after a step (stepped) each new game is observed alone, the
        other slots keeping what the step wrote; else every game is.
        The one-slot steps below pass the slot as C's failed game to
        _refused(), for any status, EINVAL too (whose failed is -1): never
        reached, as C refuses none of them. Each steps one new game, made
        here of the env's tile set and players (so no more than the views'
        rows), with action -1 (only observed: no action to refuse), through
        the env's own arrays (none NULL; legal with legal_counts), and C
        has no other refusal (hunters_ml_step(), hunters_ml_step_views());
        the views' clear before it, of the game the rows show, which a step
        took, has its own message."""
        self._check_count()
        if not self.views and not stepped:
            self._check_kept(set(done.tolist()))
        elif not stepped:
            self._check_kept_views(set(done.tolist()))
        if self._by_mover:
            self.rewards[done] = 0  # (a new game only observed)
        games = self._games_list()
        fresh = self._new_games(int(done.size), self._seed, self._games_made)  # (all first: see reset)
        self.games = games
        if not self.views:
            for i, game in zip(done.tolist(), fresh):
                self._replace(i, game)
            if not stepped:
                return self._run(None)
            h = self.encoding._open()
            for i, game in zip(done.tolist(), fresh):
                self._handles[i], self._actions[i] = game._open().address, -1  # (the game: in games)
                status = C.hunters_ml_step(h.address, self._slot_batch(i))
                if status < 0:
                    self._refused(status, i, h.address, i)
                self.observers[i] = self.to_act[i]  # (a new game is not done)
            return self._observation()
        # only the new games are stepped (observed), each over its slot's
        # arrays, cleared first of the old game's cells (hunters_ml_views_clear)
        # the encoding and the slots' handles, held until the loop ends, as
        # in _run: a close() in another thread replaces self._held, and this
        # list keeps the games _replace() put in it alive for the step
        h, held = self.encoding._open(), self._held
        handle = h.address
        for k, i in enumerate(done.tolist()):
            # the clear trusts a matching mark: not for a game rewound since
            # the last step (the rows show _shown[i], whose handle is in _handles)
            if self._shown[i]._rewinds != self._seen[i] and self._marks[i] != _MARK_CLEARED:
                self._marks[i] = -1
            status = C.hunters_ml_views_clear(handle, self._views_ref, i)
            if status < 0 or self._closed:
                for game in fresh[k:]:
                    game.close()
                if self._closed:
                    raise ClosedError("env")
                raise_status(status, "reset_done: %s" % _ml_reason(handle))
            self._replace(i, fresh[k], cleared=True)
            self._actions[i] = -1
            status = C.hunters_ml_step_views(handle, self._slot_views(i))
            if status < 0:
                self._refused(status, i, handle, i)
        del h, held  # (the C calls done: released, as said above)
        return self._observation()

    def _slot_batch(self, i: int) -> Any:
        """A hunters_ml_batch of slot i alone (plain steps): every array from its row i."""
        b = C.MlBatch()
        rows: Dict[str, "npt.NDArray[Any]"] = {"planes": self.planes, "globals": self.globals, "masks": self.masks,
                                               "rewards": self.player_rewards, "done": self.done,
                                               "players": self.to_act}
        b.count = 1
        b.games = ctypes.cast(ctypes.addressof(self._handles) + i * ctypes.sizeof(ctypes.c_void_p),
                              ctypes.POINTER(ctypes.c_void_p))
        b.actions = ctypes.cast(self._actions.ctypes.data + 4 * i, ctypes.POINTER(ctypes.c_int32))
        fields: List[Tuple[str, Any]] = C.MlBatch._fields_
        for name, ctype in fields:
            if name in rows:
                setattr(b, name, ctypes.cast(rows[name].ctypes.data + i * rows[name].strides[0], ctype))
        return ctypes.byref(b)

    @property
    def single_action_space(self) -> "Discrete":
        """One game's action space, Discrete(encoding.action_count), the
        same object each time (its seed() holds), as gymnasium's vector envs'."""
        _own(self, VectorEnv)
        space: Optional[Discrete] = self.__dict__.get("_single_action_space")
        if space is None:
            space = self.__dict__["_single_action_space"] = Discrete(self.encoding.action_count)
        return space

    @property
    def single_observation_space(self) -> Dict[str, "Box"]:
        """The space of one game's observation, a Box for each array of the
        dict a one-game env gives (shape: encoding.observation_shapes: the
        view to act on, (41, N, N), with views=True too; dtype:
        OBSERVATION_DTYPES), a new dict each time."""
        _own(self, VectorEnv)
        return _observation_space(self.encoding.observation_shapes)

    def random_actions(self, rng: Union[np.random.Generator, int]) -> I32:
        """A uniformly random legal action for each game, -1 for games done
        (with views=True, picked from the legal lists: no mask scan), drawn
        from rng: a numpy Generator, or an int seed (0 to 2^128 - 1) for
        np.random.default_rng(seed), a new generator each call (the same
        draws each time: keep a Generator for a stream). No None: the
        library takes no entropy (determinism). TypeError for another type;
        ClosedError once the env is closed (its arrays are stale)."""
        if self.__class__ is not VectorEnv and not isinstance(self, VectorEnv):  # (_own() inlined: a hot path)
            not_a(VectorEnv, self)
        if self._closed:
            raise ClosedError("env")
        generator: np.random.Generator
        if callable(getattr(rng, "random", None)):
            generator = cast(np.random.Generator, rng)
        # (None raised "'NoneType' object has no attribute 'random'", and 0
        # "'int' object ..."; bools refused as ints are elsewhere)
        elif isinstance(rng, (bool, np.bool_)) or not isinstance(rng, (int, np.integer)):
            raise TypeError("rng must be a numpy Generator (np.random.default_rng(seed)) or an int seed, not %s"
                            % type(rng).__name__)
        else:
            generator = np.random.default_rng(integer("seed", rng, 0, 2 ** 128 - 1))
        if self.legal is not None and self.legal_counts is not None:
            counts = self.legal_counts
            picks = (generator.random(self.num_envs) * counts).astype(np.intp)
            picks += self._row_starts  # into the flat lists: one take, no 2-D indexing
            chosen: I32 = self._flat_legal.take(picks)
            chosen[counts == 0] = -1
            return chosen
        draws = generator.random(self.num_envs)  # (first: a generator of the caller's may step the env)
        counts = self.masks.sum(axis=1, dtype=np.int64)
        picks = (draws * np.maximum(counts, 1)).astype(np.int64)
        # game i's pick-th legal action, from the list of the masks' legal
        # entries (a few hundred a game): no (B, A) temporary, which the
        # heap may keep after a step, past the memory check's estimate
        legal = np.flatnonzero(self.masks)
        if legal.size == 0:
            return np.full(self.num_envs, -1, dtype=np.int32)
        starts = np.cumsum(counts) - counts
        entries = legal[np.minimum(starts + picks, legal.size - 1)]
        actions: I32 = (entries - self._slots * self.encoding.action_count).astype(np.int32)
        actions[counts == 0] = -1
        return actions


class Discrete:
    """A discrete space of n actions (gymnasium's Discrete, without it).
    sample() draws from the space's own generator unless given one: seeded
    by Discrete(n, seed=s) or seed(s), it repeats its draws; unseeded, it
    starts from fresh entropy (numpy's default_rng())."""

    def __init__(self, n: int, seed: Optional[int] = None) -> None:
        self.n = integer("n", n, 1, 2 ** 63 - 1)  # (numpy draws below 2^63)
        self._rng: Optional[np.random.Generator] = None
        if seed is not None:
            self.seed(seed)

    if not TYPE_CHECKING:  # (mypy would take any attribute as there)
        def __getattr__(self, name: str) -> Any:
            # of a space not made (__new__ alone, an __init__ that raised), ClosedError
            _missing(self, name, "n" in self.__dict__)

    def __repr__(self) -> str:
        return "Discrete(%d)" % self.n

    def contains(self, x: object) -> bool:
        """Whether x is an action of the space: an int (or numpy integer) 0
        to n - 1; bools are not actions (as the envs' steps refuse them)."""
        if isinstance(x, (bool, np.bool_)) or not isinstance(x, (int, np.integer)):
            return False
        return 0 <= int(x) < self.n

    def __contains__(self, x: object) -> bool:
        return self.contains(x)

    def seed(self, seed: Optional[int] = None) -> List[int]:
        """Seeds the space's generator (numpy's default_rng(seed), seed 0 to
        2^128 - 1, the size of the fresh entropy None takes), so that the
        draws of sample() without rng repeat; the seed used, in a list (as
        gymnasium's Space.seed())."""
        if seed is not None:
            seed = integer("seed", seed, 0, 2 ** 128 - 1)
        sequence = np.random.SeedSequence(seed)
        self._rng = np.random.default_rng(sequence)
        return [int(sequence.entropy)]  # type: ignore[arg-type]

    def sample(self, mask: Optional[U8] = None, rng: Optional[np.random.Generator] = None) -> int:
        """A uniform action, among those the mask allows (n entries, 1 for an
        allowed action), drawn from rng, else from the space's generator."""
        generator = rng
        if generator is None:
            if self._rng is None:
                self.seed()
            generator = self._rng
            assert generator is not None
        if mask is None:
            return int(generator.integers(self.n))
        if not isinstance(mask, np.ndarray) or mask.shape != (self.n,):
            raise _invalid("mask must be an array of %d entries, not %s"
                           % (self.n, mask.shape if isinstance(mask, np.ndarray) else type(mask).__name__))
        # (as gymnasium's: 0 or 1 each; probabilities or counts were taken as
        # allowed whatever their value, a uniform draw where they meant a weighted one)
        if mask.dtype != np.bool_ and not np.issubdtype(mask.dtype, np.integer):
            raise _invalid("mask must hold integers 0 or 1 (as the env's uint8 masks), not %s" % mask.dtype)
        if mask.dtype != np.bool_ and mask.size and (mask.min() < 0 or mask.max() > 1):
            raise _invalid("mask entries must be 0 or 1, not %d to %d" % (mask.min(), mask.max()))
        legal = np.flatnonzero(mask)
        if legal.size == 0:
            raise _invalid("the mask allows no action")
        return int(legal[generator.integers(legal.size)])


class Box:
    """The space of one array of the observation dict (gymnasium's Box,
    without it): its shape, dtype and the bounds low and high of every
    entry. observation_space() gives one for each array; with gymnasium,
    spaces.Box(box.low, box.high, box.shape, box.dtype) is the same."""

    def __init__(self, low: float, high: float, shape: Tuple[int, ...], dtype: Any) -> None:
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), np.dtype(dtype)

    if not TYPE_CHECKING:  # (as Discrete's)
        def __getattr__(self, name: str) -> Any:
            _missing(self, name, "dtype" in self.__dict__)

    def __repr__(self) -> str:
        return "Box(%r, %r, %r, %s)" % (self.low, self.high, self.shape, self.dtype)

    def contains(self, x: object) -> bool:
        """Whether x is an array of the space: its shape, a dtype that casts
        safely to the space's, and every entry from low to high."""
        return isinstance(x, np.ndarray) and x.shape == self.shape and np.can_cast(x.dtype, self.dtype) and \
            bool(np.all((x >= self.low) & (x <= self.high)))

    def __contains__(self, x: object) -> bool:
        return self.contains(x)


_BOUNDS: Dict[str, Tuple[float, float]] = {"observation": (0, 255), "global": (0, float("inf")),
                                           "action_mask": (0, 1)}
"""The bounds of each array of the observation dict: planes are bytes
(counts capped at 255), the global vector's scores and counts are not
negative, a mask holds 0 or 1."""


def _observation_space(shapes: Dict[str, Tuple[int, ...]]) -> Dict[str, Box]:
    """The Box of each array of an observation dict of these shapes (a new dict)."""
    return {name: Box(_BOUNDS[name][0], _BOUNDS[name][1], shape, OBSERVATION_DTYPES[name])
            for name, shape in shapes.items()}


ObsDict = Dict[str, Any]


class _Shapes:
    """A one-game env's observation_shapes: its encoding's, a new dict each
    time (as Encoding's: a change to one changes no other). It was a dict
    the env kept: a user's change to the one they got changed the shapes
    the env told everyone after, no longer those of its arrays. Set or
    deleted, AttributeError, as Encoding's."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.what = "%s.%s" % (owner.__name__, name)

    @overload
    def __get__(self, obj: None, owner: type) -> "_Shapes": ...

    @overload
    def __get__(self, obj: object, owner: type) -> Dict[str, Tuple[int, ...]]: ...

    def __get__(self, obj: Optional[object], owner: type) -> Any:
        if obj is None:
            return self
        env: VectorEnv = getattr(obj, "_env")
        return env.encoding.observation_shapes

    def __set__(self, obj: object, value: object) -> None:
        raise AttributeError("%s is fixed when the env is made (its encoding's sizes)" % self.what)

    def __delete__(self, obj: object) -> None:
        raise AttributeError("%s is fixed when the env is made (its encoding's sizes)" % self.what)


class AECEnv(_NotCopied):
    """One game in the PettingZoo AEC style: agents "player_0" ...,
    reset(), agent_iter(), last(), step(action), observe(agent) giving
    {"observation": planes, "global": vector, "action_mask": mask}. Rewards
    come at the end (win/loss, doc/ml.md); a finished agent steps None.
    reset() first; close() frees the game. copy.copy(), copy.deepcopy()
    and pickle are refused (TypeError): make another env, or clone its game
    (Game.clone())."""

    _INSTEAD = "make another env (the same seed gives the same games), or clone its game (env.game.clone())"

    metadata = {"name": "hunters_v0", "is_parallelizable": False}
    observation_shapes = _Shapes()

    if not TYPE_CHECKING:  # (mypy would take any attribute as there)
        def __getattr__(self, name: str) -> Any:
            # of an env not made (its _env, made first, missing), ClosedError
            # naming it, as VectorEnv's: it was "no attribute '_env'"
            _missing(self, name, "_env" in self.__dict__)

    def __init__(self, players: int = 2, window: int = DEFAULT_WINDOW, seed: int = 0,
                 tileset: Optional[TileSet] = None, layout: Union[str, int] = "planes_first") -> None:
        _own(self, AECEnv)  # (AECEnv.__init__(single_agent_env) replaced that env's own)
        if "_env" in self.__dict__:  # (again, it replaced the env's VectorEnv and left the old one open)
            raise _invalid("an AECEnv is made once: its __init__ does not run again (make a new AECEnv)")
        self._env = VectorEnv(1, players, window, seed, tileset, layout=layout)
        self._env._slot_names = False  # (its one game is no slot of the user's: an illegal move names none)
        self._names = tuple("player_%d" % p for p in range(players))
        self._action_spaces: Dict[str, Discrete] = {}
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = ""

    @property
    def possible_agents(self) -> List[str]:
        """The agents' names, "player_0" ..., a new list each time (a list,
        as PettingZoo's): it was the env's own, and a change to it (a
        reverse(), a clear()) changed the names of the agents to act and
        the seats observe() showed them."""
        _own(self, AECEnv)
        return list(self._names)

    @property
    def game(self) -> Game:
        """The game being played."""
        _own(self, AECEnv)
        return self._env.games[0]

    def action_space(self, agent: str) -> Discrete:
        """The agent's action space, the same object each call (its seed() holds);
        InvalidArgument for a name not in possible_agents, as observe() gives."""
        _own(self, AECEnv)
        self._player(agent)  # a misspelt name got a space of its own, its seed() never used
        space = self._action_spaces.get(agent)
        if space is None:
            space = self._action_spaces[agent] = Discrete(self._env.encoding.action_count)
        return space

    def observation_space(self, agent: str) -> Dict[str, Box]:
        """The space of what observe(agent) gives: a Box for each array of
        the dict (shape: observation_shapes, dtype: OBSERVATION_DTYPES), a
        new dict each call; InvalidArgument for a name not in possible_agents."""
        _own(self, AECEnv)
        self._player(agent)
        return _observation_space(self.observation_shapes)

    @property
    def num_agents(self) -> int:
        """The count of agents still in the game (len(agents)), as PettingZoo's."""
        _own(self, AECEnv)
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        """The count of possible agents: the players."""
        _own(self, AECEnv)
        return len(self._names)

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """A new game (options is ignored, as PettingZoo allows): with seed,
        game 0 of that seed, else the env's next game. Mind: AECEnv(seed=s)
        .reset() plays game 1 of s (the constructor made game 0), not
        reset(seed=s)'s. Every seed defaults to 0 (the library takes no
        entropy): give parallel actors distinct seeds."""
        _own(self, AECEnv)
        obs = self._env.reset(seed)
        self.agents = list(self._names)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._names[int(obs.players[0])]

    def _started(self) -> None:
        if self._env._closed:  # (the env's own word: "the encoding is closed" named one the user never made)
            raise ClosedError("env")
        if not self.agent_selection:
            raise _invalid("reset() the env first")

    def _player(self, agent: str) -> int:
        if agent not in self._names:
            raise _invalid("agent %r is not one of %s" % (agent, ", ".join(self._names)))
        return self._names.index(agent)

    def observe(self, agent: str) -> ObsDict:
        """What agent sees now (fresh arrays)."""
        _own(self, AECEnv)
        self._started()
        player = self._player(agent)
        planes, vector = self._env.encoding.observe(self.game, player)
        mask = np.zeros(self._env.encoding.action_count, dtype=np.uint8)
        if agent == self.agent_selection and not (self.terminations[agent] or self.truncations[agent]):
            mask = self._env.encoding.legal_mask(self.game, mask)
        return {"observation": planes, "global": vector, "action_mask": mask}

    def last(self, observe: bool = True) -> Tuple[Optional[ObsDict], float, bool, bool, Dict[str, Any]]:
        """(observation, reward, termination, truncation, info) of the agent
        to act (agent_selection), as PettingZoo's: the observation None with
        observe=False; the reward its cumulative one, nonzero only at the
        game's end (doc/ml.md, "Reward")."""
        _own(self, AECEnv)
        observe = flag("observe", observe)  # (by truthiness, last("no") observed)
        self._started()
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        """The agent to act, before each step(), until every agent has
        stepped None at the end (or max_iter agents); ClosedError once the
        env is closed."""
        _own(self, AECEnv)
        for _ in range(index("max_iter", max_iter)):
            if self._env._closed:  # (it named the last agent to act again and again)
                raise ClosedError("env")
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action: Optional[int]) -> None:
        """Plays the agent to act's action (0 to action_count - 1, legal in its
        mask: else an error and nothing changes); None for a finished agent.
        InvalidArgument once every agent has stepped None (call reset())."""
        _own(self, AECEnv)
        self._started()
        if not self.agents:
            raise _invalid("the episode is over: no agent is left to act; call reset() for a new one")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise _invalid("a finished agent steps None")
            self.agents.remove(agent)
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        if action is None:
            raise _invalid("the agent to act must step an action")
        chosen = _action(action, self._env.encoding.action_count)
        self.game._open()  # (closed by the caller: "the game is closed", as observe(); the env's names its slot)
        obs = self._env.step(np.array([chosen], dtype=np.int32))  # (refused: nothing changed)
        self._cumulative_rewards[agent] = 0.0
        done = int(obs.done[0])
        for p, name in enumerate(self._names):
            self.rewards[name] = float(obs.rewards[0, p])
            self._cumulative_rewards[name] += self.rewards[name]
            self.terminations[name] = done == 1
            self.truncations[name] = done == 2
        self.agent_selection = self.agents[0] if done else self._names[int(obs.players[0])]


    def close(self) -> None:
        """Frees the game and the encoding; idempotent (nothing to free
        of an env not made)."""
        _own(self, AECEnv)
        env: Optional[VectorEnv] = self.__dict__.get("_env")
        if env is not None:
            env.close()


def _action(action: Any, count: int) -> int:
    """An agent's action, 0 to count - 1 (-1, which a VectorEnv takes for
    "no action", is refused here: an agent to act must act)."""
    chosen = index("action", action)
    if not 0 <= chosen < count:
        raise _out_of_range("action %d is not 0 to %d" % (chosen, count - 1))
    return chosen


class SingleAgentEnv(_NotCopied):
    """A gymnasium-style environment: one seat against a library bot
    (hunters_bot_choose). reset() -> (observation, info); step(action) ->
    (observation, reward, terminated, truncated, info); the observation is
    {"observation": planes, "global": vector, "action_mask": mask}, fresh
    arrays each time (kept transitions stay as they were). reset(seed)
    repeats an episode: the game and the bot's seeds start from seed (the
    game's as VectorEnv's, game_seed(seed, 0); the bot's move k, from 0,
    seed k of a stream of its own, mixed from seed as the games' are:
    doc/ml.md), so the episodes of distinct seeds share no draw. The
    opponent and bot_iterations are checked when the env is made, so the
    bot's turns played inside step() do not fail on them; seat, opponent
    and bot_iterations are fixed then (set to another value, or deleted,
    AttributeError). copy.copy(), copy.deepcopy() and pickle are refused
    (TypeError): make another env, or clone its game (Game.clone())."""

    _INSTEAD = "make another env (the same seed gives the same games), or clone its game (env.game.clone())"
    observation_shapes = _Shapes()
    # what step() plays the other seats by, checked when the env is made:
    # assigned, a bad one failed inside a step after the seat's action was
    # played (the next step then played the bot's turn), and a seat out of
    # range had the bot play every seat to the end
    _FIXED = "the env is made (checked then; step() plays the other seats by it): make another env"
    seat: "_Fixed[int]" = _Fixed()
    opponent: "_Fixed[BotKind]" = _Fixed()
    bot_iterations: "_Fixed[int]" = _Fixed()

    if not TYPE_CHECKING:  # (mypy would take any attribute as there)
        def __getattr__(self, name: str) -> Any:
            # of an env not made (_env, made last, missing), ClosedError
            # naming it, as VectorEnv's: env.seat was "no attribute '_seat'"
            _missing(self, name, "_env" in self.__dict__)

    def __init__(self, players: int = 2, seat: int = 0, opponent: Union[BotKind, str] = BotKind.GREEDY,
                 window: int = DEFAULT_WINDOW, seed: int = 0, bot_iterations: int = 200,
                 tileset: Optional[TileSet] = None, layout: Union[str, int] = "planes_first") -> None:
        _own(self, SingleAgentEnv)
        if "_env" in self.__dict__:  # (again, it changed the seat and bot fixed when made: as VectorEnv's)
            raise _invalid("a SingleAgentEnv is made once: its __init__ does not run again (make a new SingleAgentEnv)")
        seat = index("seat", seat)
        players = integer("players", players, 1, MAX_PLAYERS)  # (first: the seat is checked against it)
        if not 0 <= seat < players:
            raise _out_of_range("seat %d is not 0 to %d" % (seat, players - 1))
        self._seat = seat
        # the bot's options as step() will give them (the kind's name, iterations: checked now),
        # by this env's argument names (bot_options' said "kind must be one of" for opponent="human",
        # and "needs iterations or milliseconds" for bot_iterations=0, an env with no milliseconds)
        kind = BotKind(choice("opponent", opponent, BotKind))
        # (an int, as the counts: a numpy integer kept made the fixed value refuse an equal int)
        iterations = None if bot_iterations is None else integer("bot_iterations", bot_iterations, 0)
        if iterations == 0 and kind in (BotKind.MCTS, BotKind.MCTS2):
            raise _invalid("bot_iterations must be at least 1 for the %s opponent (the iterations of its search "
                           "per move), not 0" % kind.name.lower())
        self._opponent = BotKind(bot_options(kind, 0, iterations).kind)
        self._bot_iterations = iterations
        self._env = VectorEnv(1, players, window, seed, tileset, layout=layout)
        self._env._slot_names = False  # (its one game is no slot of the user's: an illegal move names none)
        self.action_space = Discrete(self._env.encoding.action_count)
        # the bot's seeds: seed k of its stream for its move k since the
        # last reset(seed) (the env's checked int: a numpy seed converted)
        self._bot_state, self._bot_moves = _stream(self._env._seed, _BOT_KEY), 0
        self._started = False  # (reset() plays the bots' turns before the seat's first)

    @property
    def game(self) -> Game:
        """The game being played: the env's (a reset replaces it, do not
        close it); the bot's turns are already played when the seat acts."""
        _own(self, SingleAgentEnv)
        return self._env.games[0]

    @property
    def observation_space(self) -> Dict[str, Box]:
        """The space of the observation dict reset() and step() give: a Box
        for each array (shape: observation_shapes, dtype:
        OBSERVATION_DTYPES), a new dict each time."""
        _own(self, SingleAgentEnv)
        return _observation_space(self.observation_shapes)

    def _result(self, obs: Observation) -> Tuple[ObsDict, float, bool, bool, Dict[str, Any]]:
        reward = float(obs.rewards[0, self.seat])
        while obs.done[0] == 0 and obs.players[0] != self.seat:
            bot_seed = _stream_seed(self._bot_state, self._bot_moves)
            self._bot_moves += 1
            move = self.game.bot_move(self.opponent, seed=bot_seed, iterations=self.bot_iterations)
            obs = self._env.step(np.array([self._env.encoding.action_of_move(move)]))
            reward += float(obs.rewards[0, self.seat])
        if obs.done[0]:  # the last view: the seat's own
            planes, vector = self._env.encoding.observe(self.game, self.seat)
        else:  # copies: the env's arrays are overwritten by the next step
            planes, vector = obs.planes[0].copy(order="K"), obs.globals[0].copy()
        view = {"observation": planes, "global": vector, "action_mask": obs.masks[0].copy()}
        info = {"scores": [self.game.score(p) for p in range(self.game.players)]}
        return view, reward, obs.done[0] == 1, obs.done[0] == 2, info

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
              ) -> Tuple[ObsDict, Dict[str, Any]]:
        """A new episode: the new game, with the bot's turns before the
        seat's first played (with seed, game 0 of that seed and the bot's
        seeds from it; else the next game). Mind: SingleAgentEnv(seed=s)
        .reset() plays game 1 of s (the constructor made game 0), not
        reset(seed=s)'s. Every seed defaults to 0 (the library takes no
        entropy): give parallel actors distinct seeds. A reset refused (a bad seed) changes nothing; one
        that fails once its new game is made (the bot's turns) leaves step()
        refused until a reset succeeds."""
        _own(self, SingleAgentEnv)
        obs = self._env.reset(seed)  # (a refused reset, a bad seed, changes nothing: the episode goes on)
        self._started = False  # (the new game's bot turns may fail, leaving it at a bot's turn: no step() then)
        if seed is not None:
            self._bot_state, self._bot_moves = _stream(self._env._seed, _BOT_KEY), 0
        view, _, _, _, info = self._result(obs)
        self._started = True
        return view, info

    def step(self, action: int) -> Tuple[ObsDict, float, bool, bool, Dict[str, Any]]:
        """Plays the seat's action (legal in its mask: else an error and
        nothing changes), then the bot's turns until the seat is to act again
        or the game is over; InvalidArgument before the first reset() (or
        after a reset() that failed) and once the episode is over, the game
        ended or truncated (call reset())."""
        _own(self, SingleAgentEnv)
        if self._env._closed:  # (the env's own word, not its game's; before the action's checks, as VectorEnv's)
            raise ClosedError("env")
        chosen = _action(action, self._env.encoding.action_count)
        if self.game.over or self._env.encoding.truncated(self.game):
            raise _invalid("the episode is over: call reset() for a new one")
        if not self._started:
            raise _invalid("reset() the env first")
        return self._result(self._env.step(np.array([chosen], dtype=np.int32)))

    def close(self) -> None:
        """Frees the game and the encoding; idempotent (nothing to free
        of an env not made)."""
        _own(self, SingleAgentEnv)
        env: Optional[VectorEnv] = self.__dict__.get("_env")
        if env is not None:
            env.close()
