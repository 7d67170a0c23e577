"""Loading libhunters and declaring its C functions for ctypes: the one
table of every exported function (tests/bindings-complete.sh checks that it
lists them all). Private: use the classes of the package instead."""
import ctypes
import ctypes.util
import os
import re
from typing import Any, Callable, List, Optional, Set, Tuple

from .enums import VERSION_MAJOR, VERSION_MINOR, VERSION_PATCH

SONAME = "libhunters.so.0"
"""The library's versioned file name (its SONAME)."""


def _configured_libdir() -> Optional[str]:
    # _config.py is written when the package is installed (make install,
    # pip install): the libdir the library was configured for.
    try:
        from . import _config  # (typed by the package's module __getattr__)
    except ImportError:
        return None
    libdir = getattr(_config, "LIBDIR", None)
    return libdir if isinstance(libdir, str) and libdir else None


def library_candidates() -> List[str]:
    """The places the library is looked for, in order: $HUNTERS_LIBRARY (an
    override: when set, the only place tried), the library bundled in the package (hunters/_lib, by pip),
    the libdir configured at installation, the SONAME on the dynamic
    linker's search path, then ctypes.util.find_library()."""
    candidates = []
    override = os.environ.get("HUNTERS_LIBRARY")
    if override:
        candidates.append(override)
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_lib", SONAME)
    if os.path.isfile(bundled):
        candidates.append(bundled)
    libdir = _configured_libdir()
    if libdir:
        candidates.append(os.path.join(libdir, SONAME))
    candidates.append(SONAME)
    found = ctypes.util.find_library("hunters")
    if found and found not in candidates:
        candidates.append(found)
    return candidates


NEEDED_VERSION = "%d.%d.%d" % (VERSION_MAJOR, VERSION_MINOR, VERSION_PATCH)
"""The version these bindings follow (the header's): the library must have
its major version (a major version breaks the API and ABI) and at least its
minor one (minor versions add functions); patch versions only fix."""

_NO_VERSION = "a library older than any version"
"""_misfit's reason for a library without hunters_version_number."""


def _misfit(library: ctypes.CDLL) -> Optional[str]:
    """Why library is not one these bindings can use: "version X" (another
    major version, or an older minor one) or _NO_VERSION; None if it fits."""
    try:
        number_of = library.hunters_version_number
        text_of = library.hunters_version
    except AttributeError:
        return _NO_VERSION
    number_of.restype, number_of.argtypes = ctypes.c_int, []
    text_of.restype, text_of.argtypes = ctypes.c_char_p, []
    number = number_of()
    if number // 10000 == VERSION_MAJOR and number % 10000 >= VERSION_MINOR * 100:
        return None
    return "version " + (text_of() or b"?").decode(errors="replace")


def _lacking(library: ctypes.CDLL) -> Optional[str]:
    """The first function of the table below (read from this module's
    source, as tests/bindings-complete.sh reads it) that library, of a
    version that fits, lacks: an older build of that version, passed over
    as an older version is (else _bind refused it at import, though a later
    place had a current build). None if it has them all, or if the source
    cannot be read (_bind then names the function)."""
    try:
        source: Optional[str] = globals()["__loader__"].get_source(__name__)
    except (KeyError, AttributeError, ImportError, OSError):
        return None
    names: List[str] = re.findall(r'_bind\(\s*"(\w+)"', source or "")
    for name in names:
        if not hasattr(library, name):
            return name
    return None


def _found_file(library: ctypes.CDLL) -> Optional[str]:
    """The file library was loaded from, as the dynamic linker found it
    (dladdr of its hunters_version_number); None if that cannot be asked."""
    try:
        dl = ctypes.CDLL(None)
        dladdr = getattr(dl, "dladdr", None) or getattr(ctypes.CDLL(ctypes.util.find_library("dl")), "dladdr")
        address = ctypes.cast(library.hunters_version_number, ctypes.c_void_p)
    except (OSError, AttributeError, TypeError):
        return None
    info = (ctypes.c_void_p * 4)()  # Dl_info: dli_fname, dli_fbase, dli_sname, dli_saddr
    dladdr.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    dladdr.restype = ctypes.c_int
    if not dladdr(address, info) or not info[0]:
        return None
    # (decoded as the name it was loaded by was, to compare equal: a name not UTF-8 too)
    return os.fsdecode(ctypes.string_at(info[0]))


def _identity(library: ctypes.CDLL, name: str) -> Optional[Tuple[int, int]]:
    """The file library (loaded by name) was loaded from, as os.stat's
    (st_dev, st_ino): one file found by two names (the libdir's found again
    by the linker's search, a link to it or its folder) is one; None if
    unknown (a bare SONAME without dladdr: not a file of the current folder)."""
    found = _found_file(library)
    if found is None and os.sep not in name:
        return None
    try:
        status = os.stat(found or name)
    except OSError:
        return None
    return status.st_dev, status.st_ino


def _file_of(library: ctypes.CDLL, name: str) -> str:
    """The file library (loaded by name) was loaded from, for an error
    message: name is only the SONAME when the linker's search found it."""
    found = _found_file(library)
    return name if found is None or found == name else "%s (%s)" % (name, found)


def _unload(library: ctypes.CDLL) -> None:
    """dlclose a library refused: left loaded, the SONAME candidate (or any
    later one with its SONAME) would be that library again, not the one the
    linker's search finds. (Safe: libhunters registers no atexit handler,
    thread-local destructor or callback that would outlive it.)"""
    import _ctypes
    dlclose = getattr(_ctypes, "dlclose", None)  # (POSIX only)
    if dlclose is not None:
        dlclose(library._handle)


def _refused(library: ctypes.CDLL, name: str, misfit: str) -> ImportError:
    """The ImportError for the library HUNTERS_LIBRARY names, refused."""
    if misfit == _NO_VERSION:
        return ImportError("libhunters at %s lacks hunters_version_number, which the hunters package needs (it "
                           "follows version %s): %s. Install a current one, or set HUNTERS_LIBRARY to the path of one."
                           % (name, NEEDED_VERSION, misfit))
    return ImportError("libhunters at %s is %s; the hunters package needs version %s or a later %d.x (the same "
                       "major version). Install one, or set HUNTERS_LIBRARY to the path of one."
                       % (_file_of(library, name), misfit, NEEDED_VERSION, VERSION_MAJOR))


def _load() -> ctypes.CDLL:
    """The library: the first candidate that loads, has a version the
    package can use and every function it binds (an old one found first is
    passed over, not fatal)."""
    override = os.environ.get("HUNTERS_LIBRARY")
    if override:
        # an override that does not load is an error, not a hint: passing
        # over it would run another library (an installed, older one) unseen
        try:
            library = ctypes.CDLL(override)
        except OSError as exc:
            raise ImportError("HUNTERS_LIBRARY=%s does not load (%s); nothing else was tried. Give the path of "
                              "libhunters.so.0 (an absolute path works from any folder), or unset HUNTERS_LIBRARY "
                              "for the installed library." % (override, exc)) from None
        misfit = _misfit(library)
        if misfit is not None:
            raise _refused(library, override, misfit)
        return library
    tried, refused = [], False
    seen: Set[Tuple[int, int]] = set()  # (the files refused: _identity)
    for name in library_candidates():
        try:
            library = ctypes.CDLL(name)
        except OSError as exc:
            tried.append("%s (%s)" % (name, exc))
            continue
        misfit = _misfit(library)
        if misfit is None:
            lacking = _lacking(library)
            if lacking is None:
                return library
            misfit = "an older build of version %s lacking %s" % (
                (library.hunters_version() or b"?").decode(errors="replace"), lacking)
        # a file refused already (the libdir's, found again by the linker's
        # search) is named once: twice read as two libraries
        identity = _identity(library, name)
        if identity is None or identity not in seen:
            if identity is not None:
                seen.add(identity)
            tried.append("%s: %s" % (_file_of(library, name), misfit))
        refused = True
        _unload(library)
    if ctypes.util.find_library("hunters") is None:
        tried.append('ctypes.util.find_library("hunters") (found nothing)')
    # the package's own folder: a script beside a source tree's bindings/python
    # imports that one (no library bundled), not the one pip installed
    package = os.path.dirname(os.path.abspath(__file__))
    if refused:
        raise ImportError("no libhunters the hunters package at %s can use (version %s or a later %d.x, the same "
                          "major version); tried, in order: %s. Install one (make install) or set HUNTERS_LIBRARY "
                          "to the path of one." % (package, NEEDED_VERSION, VERSION_MAJOR, "; ".join(tried)))
    raise ImportError("libhunters not found for the hunters package at " + package + "; tried, in order: " +
                      "; ".join(tried) + ". Install it (make install) or set HUNTERS_LIBRARY to its path.")


lib = _load()
"""The loaded library."""
path: str = getattr(lib, "_name", SONAME)
"""The name the library was loaded by."""


def _too_old(missing: str) -> ImportError:
    """The ImportError for a library of a version the package can use that
    lacks the function missing (a build of that version from before the
    function was added)."""
    return ImportError("libhunters at %s lacks %s, which the hunters package needs (it follows version %s): an older "
                       "build of version %s. Install a current one, or set HUNTERS_LIBRARY to the path of one."
                       % (_file_of(lib, path), missing, NEEDED_VERSION,
                          (lib.hunters_version() or b"?").decode(errors="replace")))


# ---- C types --------------------------------------------------------------

MAX_PLAYERS = 8


class Error(ctypes.Structure):
    """struct hunters_error."""
    _fields_ = [("status", ctypes.c_int32), ("line", ctypes.c_int32), ("column", ctypes.c_int32),
                ("message", ctypes.c_char * 256)]


class TileMatch(ctypes.Structure):
    """struct hunters_tile_match."""
    _fields_ = [("type", ctypes.c_int32), ("rotation", ctypes.c_int32), ("terms_met", ctypes.c_int32),
                ("score", ctypes.c_int32)]


class Options(ctypes.Structure):
    """struct hunters_game_options (version 2: the rule variants from last_bonus on)."""
    _fields_ = [("version", ctypes.c_uint32), ("players", ctypes.c_int32), ("first_player", ctypes.c_int32),
                ("members", ctypes.c_int32), ("huts", ctypes.c_int32), ("draw_mode", ctypes.c_int32),
                ("bonus_rule", ctypes.c_int32), ("seed", ctypes.c_uint64), ("tileset", ctypes.c_void_p),
                ("allocator", ctypes.c_void_p),
                ("last_bonus", ctypes.c_int32), ("forest_value", ctypes.c_int32), ("mushroom_value", ctypes.c_int32),
                ("lake_huts", ctypes.c_int32), ("table_width", ctypes.c_int32), ("table_height", ctypes.c_int32)]


OPTIONS_VERSION = 2
"""The version of Options above, passed to hunters_game_options_init_version."""


class SvgOptions(ctypes.Structure):
    """struct hunters_svg_options (version 1)."""
    _fields_ = [("version", ctypes.c_uint32), ("flags", ctypes.c_uint32), ("scale", ctypes.c_int32),
                ("columns", ctypes.c_int32), ("reserved", ctypes.c_int32 * 4)]


class BotOptions(ctypes.Structure):
    """struct hunters_bot_options (version 1)."""
    _fields_ = [("version", ctypes.c_uint32), ("kind", ctypes.c_int32), ("seed", ctypes.c_uint64),
                ("iterations", ctypes.c_int32), ("milliseconds", ctypes.c_int32), ("threads", ctypes.c_int32),
                ("max_nodes", ctypes.c_int32), ("exploration", ctypes.c_double),
                ("rollout_turns", ctypes.c_int32), ("reserved", ctypes.c_int32 * 7)]


class Advice(ctypes.Structure):
    """struct hunters_advice."""
    _fields_ = [("place", ctypes.c_uint64), ("deploy", ctypes.c_uint64), ("visits", ctypes.c_int32),
                ("role", ctypes.c_int32), ("mean", ctypes.c_double), ("wins", ctypes.c_double),
                ("area_kind", ctypes.c_int32), ("items", ctypes.c_int32 * 10), ("feature_value", ctypes.c_int32),
                ("reserved", ctypes.c_int32 * 4)]


EVENT_FIELDS = ("type", "player", "tile_type", "x", "y", "rotation", "area", "piece", "role", "reason", "points")


class Event(ctypes.Structure):
    """struct hunters_event."""
    _fields_ = [(name, ctypes.c_int32) for name in EVENT_FIELDS + ("reserved",)]


class Square(ctypes.Structure):
    """struct hunters_square."""
    _fields_ = [(name, ctypes.c_int32) for name in (
        "type", "rotation", "order", "piece_owner", "piece", "piece_area")] + [("reserved", ctypes.c_int32 * 2)]


FEATURE_COUNTS = ("id", "halves", "complete", "open_sides", "tiles", "fish", "nuggets", "mushrooms", "deer",
                  "mammoths", "tigers", "aurochs", "fire", "dolmen")


class Feature(ctypes.Structure):
    """struct hunters_feature."""
    _fields_ = ([("kind", ctypes.c_int32)] + [(name, ctypes.c_int32) for name in FEATURE_COUNTS] +
                [("members", ctypes.c_int32 * MAX_PLAYERS), ("system_id", ctypes.c_int32),
                 ("system_fish", ctypes.c_int32), ("huts", ctypes.c_int32 * MAX_PLAYERS),
                 ("value", ctypes.c_int32), ("reserved", ctypes.c_int32 * 7)])


# ---- the function table ---------------------------------------------------
# One line per exported function: name, result type, argument types. The
# Python type of each name is what the binding passes (handles as ints or
# None, moves as ints, strings as bytes); every check and conversion is done
# by the callers in the other modules, so these stay the raw C calls.

_p, _i, _u64, _sz, _s = ctypes.c_void_p, ctypes.c_int, ctypes.c_uint64, ctypes.c_size_t, ctypes.c_char_p
_P = ctypes.POINTER
H = Optional[int]
"""A handle as ctypes passes it: an address, or None for NULL."""


def _bind(name: str, restype: Any, *argtypes: Any) -> Any:
    try:
        function = getattr(lib, name)
    except AttributeError:  # (a build of the needed version from before the function was added)
        raise _too_old(name) from None
    function.restype = restype
    function.argtypes = list(argtypes)
    return function


def _bind_errno(name: str, restype: Any, *argtypes: Any) -> Any:
    """_bind's function through a prototype that keeps errno for
    ctypes.get_errno(): the file calls, whose HUNTERS_EIO's reason it is
    (the hot calls go without, for speed)."""
    try:
        getattr(lib, name)
    except AttributeError:
        raise _too_old(name) from None
    return ctypes.CFUNCTYPE(restype, *argtypes, use_errno=True)((name, lib))


hunters_version: Callable[[], bytes] = _bind("hunters_version", _s)
hunters_version_number: Callable[[], int] = _bind("hunters_version_number", _i)
hunters_strerror: Callable[[int], bytes] = _bind("hunters_strerror", _s, _i)
hunters_tileset_load_string: Callable[..., int] = _bind(
    "hunters_tileset_load_string", _i, _P(_p), _s, _sz, _p, _P(Error))
hunters_tileset_load_file: Callable[..., int] = _bind_errno("hunters_tileset_load_file", _i, _P(_p), _s, _p,
                                                              _P(Error))
hunters_tileset_load_default: Callable[..., int] = _bind("hunters_tileset_load_default", _i, _P(_p), _p)
hunters_tileset_free: Callable[[H], None] = _bind("hunters_tileset_free", None, _p)
hunters_tileset_name: Callable[[H], bytes] = _bind("hunters_tileset_name", _s, _p)
hunters_tileset_hash: Callable[[H], int] = _bind("hunters_tileset_hash", _u64, _p)
hunters_tileset_equal: Callable[[H, H], int] = _bind("hunters_tileset_equal", _i, _p, _p)
hunters_tileset_type_count: Callable[[H], int] = _bind("hunters_tileset_type_count", _i, _p)
hunters_tileset_type_find: Callable[[H, bytes], int] = _bind("hunters_tileset_type_find", _i, _p, _s)
hunters_tileset_type_name: Callable[[H, int], Optional[bytes]] = _bind("hunters_tileset_type_name", _s, _p, _i)
hunters_tileset_type_copies: Callable[[H, int], int] = _bind("hunters_tileset_type_copies", _i, _p, _i)
hunters_tileset_type_flags: Callable[[H, int], int] = _bind("hunters_tileset_type_flags", _i, _p, _i)
hunters_tileset_type_side: Callable[[H, int, int], int] = _bind("hunters_tileset_type_side", _i, _p, _i, _i)
hunters_tileset_type_area_count: Callable[[H, int], int] = _bind("hunters_tileset_type_area_count", _i, _p, _i)
hunters_tileset_area_kind: Callable[[H, int, int], int] = _bind("hunters_tileset_area_kind", _i, _p, _i, _i)
hunters_tileset_area_halves: Callable[[H, int, int], int] = _bind("hunters_tileset_area_halves", _i, _p, _i, _i)
hunters_tileset_area_river_end: Callable[[H, int, int, int], int] = _bind(
    "hunters_tileset_area_river_end", _i, _p, _i, _i, _i)
hunters_tileset_area_item: Callable[[H, int, int, int], int] = _bind(
    "hunters_tileset_area_item", _i, _p, _i, _i, _i)
hunters_tileset_area_flags: Callable[[H, int, int], int] = _bind("hunters_tileset_area_flags", _i, _p, _i, _i)
hunters_tileset_total: Callable[[H, int, int], int] = _bind("hunters_tileset_total", ctypes.c_long, _p, _i, _i)
hunters_tileset_find_tiles: Callable[..., int] = _bind(
    "hunters_tileset_find_tiles", _i, _p, _s, _P(TileMatch), _i, _P(Error))
hunters_game_find_tiles: Callable[..., int] = _bind(
    "hunters_game_find_tiles", _i, _p, _s, _P(TileMatch), _i, _P(Error))
hunters_tileset_describe: Callable[[H, Any, int], int] = _bind("hunters_tileset_describe", _sz, _p, _s, _sz)
# fills a version-1 struct (for programs built against the version-1 header):
# the bindings call hunters_game_options_init_version with OPTIONS_VERSION
hunters_game_options_init: Callable[[Any], None] = _bind("hunters_game_options_init", None, _P(Options))
hunters_game_options_init_version: Callable[[Any, int], int] = _bind(
    "hunters_game_options_init_version", _i, _P(Options), ctypes.c_uint32)
hunters_game_get_options: Callable[[H, Any], int] = _bind("hunters_game_get_options", _i, _p, _P(Options))
hunters_game_new: Callable[..., int] = _bind("hunters_game_new", _i, _P(_p), _P(Options), _P(Error))
hunters_game_free: Callable[[H], None] = _bind("hunters_game_free", None, _p)
hunters_game_clone: Callable[[Any, H], int] = _bind("hunters_game_clone", _i, _P(_p), _p)
hunters_game_copy: Callable[[H, H], int] = _bind("hunters_game_copy", _i, _p, _p)
hunters_game_errmsg: Callable[[H], bytes] = _bind("hunters_game_errmsg", _s, _p)
hunters_game_tileset: Callable[[H], H] = _bind("hunters_game_tileset", _p, _p)
# the move buffer is passed by address (an int): the cheapest conversion
hunters_game_legal_moves: Callable[[H, int, int], int] = _bind("hunters_game_legal_moves", _i, _p, _p, _sz)
hunters_game_check: Callable[[H, int], int] = _bind("hunters_game_check", _i, _p, _u64)
hunters_game_play: Callable[[H, int], int] = _bind("hunters_game_play", _i, _p, _u64)
hunters_game_draw: Callable[[H, int], int] = _bind("hunters_game_draw", _i, _p, _i)
hunters_game_draw_random: Callable[[H], int] = _bind("hunters_game_draw_random", _i, _p)
hunters_game_play_random: Callable[[H, int], int] = _bind("hunters_game_play_random", _i, _p, _u64)
hunters_game_undo: Callable[[H], int] = _bind("hunters_game_undo", _i, _p)
hunters_game_decision_count: Callable[[H], int] = _bind("hunters_game_decision_count", _i, _p)
hunters_game_variant_changes: Callable[[H, int], int] = _bind("hunters_game_variant_changes", _i, _p, _i)
hunters_game_drop_log: Callable[[H], int] = _bind("hunters_game_drop_log", _i, _p)
hunters_game_phase: Callable[[H], int] = _bind("hunters_game_phase", _i, _p)
hunters_game_player_count: Callable[[H], int] = _bind("hunters_game_player_count", _i, _p)
hunters_game_current_player: Callable[[H], int] = _bind("hunters_game_current_player", _i, _p)
hunters_game_score: Callable[[H, int], int] = _bind("hunters_game_score", _i, _p, _i)
hunters_game_supply: Callable[[H, int, int], int] = _bind("hunters_game_supply", _i, _p, _i, _i)
hunters_game_rank: Callable[[H, int], int] = _bind("hunters_game_rank", _i, _p, _i)
hunters_game_tile_in_hand: Callable[[H], int] = _bind("hunters_game_tile_in_hand", _i, _p)
hunters_game_tiles_left: Callable[[H, int], int] = _bind("hunters_game_tiles_left", _i, _p, _i)
hunters_game_stack_size: Callable[[H, int], int] = _bind("hunters_game_stack_size", _i, _p, _i)
hunters_game_placed_count: Callable[[H], int] = _bind("hunters_game_placed_count", _i, _p)
hunters_game_placed_position: Callable[..., int] = _bind(
    "hunters_game_placed_position", _i, _p, _i, _P(_i), _P(_i))
hunters_game_board: Callable[..., int] = _bind("hunters_game_board", _i, _p, _i, _i, _P(Square))
hunters_game_feature: Callable[..., int] = _bind("hunters_game_feature", _i, _p, _i, _i, _i, _P(Feature))
hunters_game_hash: Callable[[H], int] = _bind("hunters_game_hash", _u64, _p)
hunters_game_event_count: Callable[[H], int] = _bind("hunters_game_event_count", _i, _p)
hunters_game_event: Callable[..., int] = _bind("hunters_game_event", _i, _p, _i, _P(Event))
hunters_event_format: Callable[..., int] = _bind("hunters_event_format", _sz, _p, _P(Event), _s, _sz)
hunters_game_save: Callable[[H, Any, int], int] = _bind("hunters_game_save", _sz, _p, _s, _sz)
hunters_game_load: Callable[..., int] = _bind("hunters_game_load", _i, _P(_p), _s, _sz, _p, _p, _P(Error))
hunters_game_save_file: Callable[[H, bytes], int] = _bind_errno("hunters_game_save_file", _i, _p, _s)
hunters_game_load_file: Callable[..., int] = _bind_errno("hunters_game_load_file", _i, _P(_p), _s, _p, _p,
                                                         _P(Error))
hunters_game_state_size: Callable[[H], int] = _bind("hunters_game_state_size", _sz, _p)
hunters_game_set_player_name: Callable[[H, int, bytes], int] = _bind(
    "hunters_game_set_player_name", _i, _p, _i, _s)
hunters_game_player_name: Callable[[H, int], Optional[bytes]] = _bind("hunters_game_player_name", _s, _p, _i)
hunters_player_name_trim: Callable[..., int] = _bind("hunters_player_name_trim", _i, _s, _sz, _P(_sz), _P(_sz))
hunters_move_place: Callable[[int, int, int], int] = _bind("hunters_move_place", _u64, _i, _i, _i)
hunters_move_deploy: Callable[[int, int], int] = _bind("hunters_move_deploy", _u64, _i, _i)
hunters_move_pass: Callable[[], int] = _bind("hunters_move_pass", _u64)
hunters_move_kind: Callable[[int], int] = _bind("hunters_move_kind", _i, _u64)
hunters_move_x: Callable[[int], int] = _bind("hunters_move_x", _i, _u64)
hunters_move_y: Callable[[int], int] = _bind("hunters_move_y", _i, _u64)
hunters_move_rotation: Callable[[int], int] = _bind("hunters_move_rotation", _i, _u64)
hunters_move_area: Callable[[int], int] = _bind("hunters_move_area", _i, _u64)
hunters_move_piece: Callable[[int], int] = _bind("hunters_move_piece", _i, _u64)
hunters_move_format: Callable[[int, Any, int], int] = _bind("hunters_move_format", _sz, _u64, _s, _sz)
hunters_move_parse: Callable[[bytes, Any], int] = _bind("hunters_move_parse", _i, _s, _P(ctypes.c_uint64))
# pictures (SVG)
hunters_svg_options_init: Callable[[Any], None] = _bind("hunters_svg_options_init", None, _P(SvgOptions))
hunters_svg_tile: Callable[..., int] = _bind(
    "hunters_svg_tile", _i, _p, _i, _i, _P(SvgOptions), _s, _sz, _P(_sz))
hunters_svg_board: Callable[..., int] = _bind("hunters_svg_board", _i, _p, _P(SvgOptions), _s, _sz, _P(_sz))
hunters_svg_catalog: Callable[..., int] = _bind("hunters_svg_catalog", _i, _p, _P(SvgOptions), _s, _sz, _P(_sz))
# bots, search and advice
hunters_game_redetermine: Callable[[H, int], int] = _bind("hunters_game_redetermine", _i, _p, _u64)
hunters_game_project_scores: Callable[[H, Any], int] = _bind(
    "hunters_game_project_scores", _i, _p, _P(ctypes.c_int32))
hunters_bot_options_init: Callable[[Any], None] = _bind("hunters_bot_options_init", None, _P(BotOptions))
hunters_bot_choose: Callable[[H, Any, Any], int] = _bind(
    "hunters_bot_choose", _i, _p, _P(BotOptions), _P(ctypes.c_uint64))
hunters_bot_memory: Callable[[H, Any], int] = _bind("hunters_bot_memory", _sz, _p, _P(BotOptions))
hunters_bot_advise: Callable[[H, Any, Any, int], int] = _bind(
    "hunters_bot_advise", _i, _p, _P(BotOptions), _P(Advice), _sz)
hunters_advice_format: Callable[[Any, Any, int], int] = _bind("hunters_advice_format", _sz, _P(Advice), _s, _sz)
# machine learning (doc/ml.md); Python-level code in hunters/ml.py


class MlBatch(ctypes.Structure):
    """struct hunters_ml_batch."""
    _fields_ = [("games", _P(_p)), ("count", _sz), ("actions", _P(ctypes.c_int32)),
                ("planes", _P(ctypes.c_uint8)), ("globals", _P(ctypes.c_float)), ("masks", _P(ctypes.c_uint8)),
                ("rewards", _P(ctypes.c_float)), ("done", _P(ctypes.c_uint8)), ("players", _P(ctypes.c_int32)),
                ("failed", ctypes.c_int32)]


hunters_ml_new: Callable[[Any, H, int], int] = _bind("hunters_ml_new", _i, _P(_p), _p, _i)
hunters_ml_free: Callable[[H], None] = _bind("hunters_ml_free", None, _p)
hunters_ml_errmsg: Callable[[H], bytes] = _bind("hunters_ml_errmsg", _s, _p)
hunters_ml_window: Callable[[H], int] = _bind("hunters_ml_window", _i, _p)
hunters_ml_set_layout: Callable[[H, int], int] = _bind("hunters_ml_set_layout", _i, _p, _i)
hunters_ml_layout_of: Callable[[H], int] = _bind("hunters_ml_layout_of", _i, _p)
hunters_ml_action_count: Callable[[H], int] = _bind("hunters_ml_action_count", _i, _p)
hunters_ml_planes_size: Callable[[H], int] = _bind("hunters_ml_planes_size", _sz, _p)
hunters_ml_global_size: Callable[[H], int] = _bind("hunters_ml_global_size", _i, _p)
hunters_ml_action_of_move: Callable[[H, int, Any], int] = _bind(
    "hunters_ml_action_of_move", _i, _p, _u64, _P(ctypes.c_int32))
hunters_ml_move_of_action: Callable[[H, int, Any], int] = _bind(
    "hunters_ml_move_of_action", _i, _p, ctypes.c_int32, _P(ctypes.c_uint64))
hunters_ml_truncated: Callable[[H, H], int] = _bind("hunters_ml_truncated", _i, _p, _p)
hunters_ml_legal_mask: Callable[[H, H, Any, int], int] = _bind(
    "hunters_ml_legal_mask", _i, _p, _p, _P(ctypes.c_uint8), _sz)
hunters_ml_observe: Callable[..., int] = _bind(
    "hunters_ml_observe", _i, _p, _p, _i, _P(ctypes.c_uint8), _sz, _P(ctypes.c_float), _sz)
hunters_ml_chance: Callable[[H, Any, Any, int], int] = _bind(
    "hunters_ml_chance", _i, _p, _P(ctypes.c_int32), _P(ctypes.c_double), _sz)
hunters_ml_set_caller_draws: Callable[[H], int] = _bind("hunters_ml_set_caller_draws", _i, _p)
hunters_ml_step: Callable[[H, Any], int] = _bind("hunters_ml_step", _i, _p, _P(MlBatch))


class MlViews(ctypes.Structure):
    """struct hunters_ml_views."""
    _fields_ = [("games", _P(_p)), ("count", _sz), ("actions", _P(ctypes.c_int32)), ("views", ctypes.c_int32),
                ("planes", _P(ctypes.c_uint8)), ("globals", _P(ctypes.c_float)), ("marks", _P(ctypes.c_int64)),
                ("masks", _P(ctypes.c_uint8)), ("legal", _P(ctypes.c_int32)), ("legal_counts", _P(ctypes.c_int32)),
                ("rewards", _P(ctypes.c_float)), ("done", _P(ctypes.c_uint8)), ("players", _P(ctypes.c_int32)),
                ("observers", _P(ctypes.c_int32)), ("failed", ctypes.c_int32)]


hunters_ml_step_views: Callable[[H, Any], int] = _bind("hunters_ml_step_views", _i, _p, _P(MlViews))
hunters_ml_views_clear: Callable[[H, Any, int], int] = _bind("hunters_ml_views_clear", _i, _p, _P(MlViews), _sz)
