"""Python bindings for libhunters, the rules engine for *Carcassonne:
Hunters and Gatherers*, through ctypes: pure Python, no extension module
to compile (pip compiles only the C library into the package, unless
HUNTERS_LIBDIR names an installed one).

    import random
    import hunters

    game = hunters.Game(players=2, seed=7)
    while not game.over:
        game.play(random.choice(game.legal_moves()))
    print(game.scores, game.points_summary())

The library is found, in order, through $HUNTERS_LIBRARY (a path, to
override: when set, the only place tried), the library bundled in the
package by pip (hunters/_lib/libhunters.so.0), the libdir configured when
the package was installed, the SONAME libhunters.so.0 on the dynamic
linker's search path, and ctypes.util.find_library("hunters"); a library
of a version the package cannot use, or an older build of its version that
lacks a function, is passed over for the next place. The
ImportError lists every place tried (and the version of each library
found). See doc/python.md ("Finding the library").
"""
import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from . import _native, options, pictures, sim
from .bots import Advice
from .enums import (BOT_OPTIONS_VERSION, GAME_OPTIONS_VERSION, MAX_PLAYERS, SVG_OPTIONS_VERSION, VERSION_MAJOR,
                    VERSION_MINOR, VERSION_PATCH, AreaFlag, AreaKind, BonusRule, BotKind, DrawMode, EventType,
                    ForestValue, Item, LakeHuts, LastBonus, MlLayout, MlPlane, MoveKind, MushroomValue, Phase, Piece, Reason, RiverEnd,
                    Role, Status, SvgFlag, Terrain, TileFlag, TileGroup, Total, Variant)
from .errors import (ClosedError, HuntersError, HuntersIOError, IllegalMove, InvalidArgument, OutOfRange,
                     ParseError)
from .game import Event, Feature, Game, PlayerPoints, Rules, Square, trim_name
from .moves import Move, MoveList
from .options import UnknownOption
from .tileset import Area, TileMatch, TileSet

__all__ = ["Game", "TileSet", "TileMatch", "Move", "MoveList", "Event", "Feature", "Square", "Area", "PlayerPoints", "Rules",
           "Advice", "BotKind", "BOT_OPTIONS_VERSION",
           "HuntersError", "InvalidArgument", "UnknownOption", "OutOfRange", "IllegalMove", "ParseError", "HuntersIOError",
           "ClosedError", "Status", "Terrain", "AreaKind", "Item", "TileFlag", "AreaFlag", "RiverEnd",
           "TileGroup", "Total", "Phase", "DrawMode", "BonusRule", "LastBonus", "ForestValue", "MushroomValue",
           "LakeHuts", "Variant", "SvgFlag", "Piece", "MoveKind", "EventType", "Reason", "Role", "MlPlane", "MlLayout", "MAX_PLAYERS",
           "GAME_OPTIONS_VERSION", "SVG_OPTIONS_VERSION", "VERSION_MAJOR", "VERSION_MINOR", "VERSION_PATCH",
           "library_version", "library_version_number", "version", "version_number", "library_path", "trim_name",
           "__version__",
           "options", "pictures", "sim"]  # (not ml: a star import must not need numpy)

if TYPE_CHECKING:
    # hunters.ml after a plain `import hunters`, for type checkers (at run
    # time __getattr__ below imports it on first use)
    from . import ml
    assert ml  # (a use: pyflakes took the import for an unused one)

_LAZY_MODULES = ("ml",)
"""Submodules imported on first use as hunters.X: ml needs numpy, which
the rest of the package does not."""


def __getattr__(name: str) -> ModuleType:
    """hunters.ml after a plain `import hunters` (PEP 562)."""
    if name in _LAZY_MODULES:
        return importlib.import_module("." + name, __name__)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))

__version__ = "%d.%d.%d" % (VERSION_MAJOR, VERSION_MINOR, VERSION_PATCH)
"""The version of these bindings (the C header's version they follow)."""


def library_version() -> str:
    """The version string of the loaded library, "MAJOR.MINOR.PATCH"."""
    return _native.hunters_version().decode()


def library_version_number() -> int:
    """MAJOR * 10000 + MINOR * 100 + PATCH of the loaded library."""
    return _native.hunters_version_number()


version = library_version
"""library_version() by the name of Lua's hunters.version() and of C's
hunters_version(): the two bindings name the library's version alike."""
version_number = library_version_number
"""library_version_number(), by the name of Lua's and C's."""


def library_path() -> str:
    """The name or path the library was loaded from."""
    return _native.path
