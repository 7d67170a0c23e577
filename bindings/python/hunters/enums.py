"""Every constant of hunters.h as an :class:`enum.IntEnum` (or
:class:`enum.IntFlag` for bit masks), with the C prefix dropped:
``HUNTERS_PHASE_OVER`` is ``Phase.OVER``. The values are the C values."""
import enum

__all__ = ["Status", "Terrain", "AreaKind", "Item", "TileFlag", "AreaFlag", "RiverEnd", "TileGroup", "Total",
           "Phase", "DrawMode", "BonusRule", "LastBonus", "ForestValue", "MushroomValue", "LakeHuts", "Variant", "Piece", "MoveKind", "EventType", "Reason", "Role",
           "SvgFlag", "BotKind", "MlPlane", "MlLayout", "BOT_OPTIONS_VERSION", "MAX_PLAYERS", "GAME_OPTIONS_VERSION", "SVG_OPTIONS_VERSION", "VERSION_MAJOR", "VERSION_MINOR", "VERSION_PATCH"]

MAX_PLAYERS = 8
"""HUNTERS_MAX_PLAYERS: the most players a game can have."""
GAME_OPTIONS_VERSION = 2
"""HUNTERS_GAME_OPTIONS_VERSION: the options struct these bindings fill
(hunters_game_options_init_version is called with it)."""
SVG_OPTIONS_VERSION = 1
"""HUNTERS_SVG_OPTIONS_VERSION: the picture options struct these bindings fill."""
BOT_OPTIONS_VERSION = 1
"""HUNTERS_BOT_OPTIONS_VERSION: the bot options struct these bindings fill."""
VERSION_MAJOR = 0
"""HUNTERS_VERSION_MAJOR of the header these bindings were written for."""
VERSION_MINOR = 1
"""HUNTERS_VERSION_MINOR of the header these bindings were written for."""
VERSION_PATCH = 0
"""HUNTERS_VERSION_PATCH of the header these bindings were written for."""


class Status(enum.IntEnum):
    """hunters_status: the result of a fallible call (0 success, negative failure)."""
    OK = 0
    EINVAL = -1
    ENOMEM = -2
    EILLEGAL = -3
    EPARSE = -4
    EIO = -5
    EPHASE = -6
    EEMPTY = -7
    ERANGE = -8
    EBUFS = -9


class Terrain(enum.IntEnum):
    """hunters_terrain: the terrain of a tile side (R2.1)."""
    FOREST = 1
    MEADOW = 2
    RIVER = 3


class AreaKind(enum.IntEnum):
    """hunters_area_kind: the kind of an area of a tile (R2.2)."""
    FOREST = 1
    RIVER = 2
    LAKE = 3
    MEADOW = 4


class Item(enum.IntEnum):
    """hunters_item: what an area may hold (R2.5)."""
    FISH = 0
    NUGGET = 1
    MUSHROOM = 2
    DEER = 3
    MAMMOTH = 4
    TIGER = 5
    AUROCHS = 6
    FIRE = 7
    DOLMEN = 8
    VOLCANO = 9


class TileFlag(enum.IntFlag):
    """HUNTERS_TILE_*: flags of a tile type."""
    START = 1
    BONUS = 2


class AreaFlag(enum.IntFlag):
    """HUNTERS_AREA_NO_HUNTER: flags of an area."""
    NO_HUNTER = 1


class RiverEnd(enum.IntEnum):
    """HUNTERS_END_*: a river end that is not a side (sides are 0 to 3)."""
    LAKE = 4
    SPRING = 5


class TileGroup(enum.IntEnum):
    """HUNTERS_TILES_*: tile groups for TileSet.total()."""
    LAND = 1
    BONUS = 2
    ALL = 3


class Total(enum.IntEnum):
    """HUNTERS_TOTAL_*: totals that are not items, for TileSet.total()."""
    TILES = 100
    LAKES = 101
    SPRINGS = 102


class Phase(enum.IntEnum):
    """hunters_phase: what a game waits for."""
    DRAW = 1
    PLACE = 2
    DEPLOY = 3
    DRAW_BONUS = 4
    PLACE_BONUS = 5
    DEPLOY_BONUS = 6
    OVER = 7


class DrawMode(enum.IntEnum):
    """hunters_draw_mode: who draws the tiles."""
    ENGINE = 0
    CALLER = 1


class BonusRule(enum.IntEnum):
    """hunters_bonus_rule: what happens to a bonus tile that fits nowhere (R6.5)."""
    REDRAW = 0
    FORFEIT = 1


class LastBonus(enum.IntEnum):
    """hunters_last_bonus_rule: whether a bonus tile earned by the last land
    tile is played (R8.1; doc/rules.md)."""
    PLAYED = 0
    SKIPPED = 1


class ForestValue(enum.IntEnum):
    """hunters_forest_value: what a completed forest's base value counts
    (R5.3): HUNTERS_FOREST_PER_TILE is TILE, HUNTERS_FOREST_PER_SEGMENT SEGMENT."""
    TILE = 0
    SEGMENT = 1


class MushroomValue(enum.IntEnum):
    """hunters_mushroom_value: what a completed forest's mushrooms count
    (R5.3, R6.6): HUNTERS_MUSHROOMS_PER_PATCH is PATCH, ..._PER_TILE TILE."""
    PATCH = 0
    TILE = 1


class LakeHuts(enum.IntEnum):
    """hunters_lake_huts: whether a hut may stand on a lake no river reaches (R7.1)."""
    ALLOWED = 0
    FORBIDDEN = 1


class Variant(enum.IntEnum):
    """hunters_variant: the rule variants whose effect a game counts
    (Game.variant_changes): HUNTERS_VARIANT_FOREST_VALUE is FOREST_VALUE."""
    FOREST_VALUE = 0
    MUSHROOM_VALUE = 1
    BONUS_RULE = 2
    LAKE_HUTS = 3
    LAST_BONUS = 4
    TABLE = 5


class Piece(enum.IntEnum):
    """hunters_piece: the pieces of a player's supply."""
    MEMBER = 1
    HUT = 2


class MoveKind(enum.IntEnum):
    """hunters_move_type: the kind of a move."""
    PLACE = 1
    DEPLOY = 2
    PASS = 3


class EventType(enum.IntEnum):
    """hunters_event_type: what an event of the log records."""
    TURN = 1
    TILE_DRAWN = 2
    TILE_REMOVED = 3
    TILE_PLACED = 4
    PIECE_DEPLOYED = 5
    FEATURE_COMPLETED = 6
    POINTS = 7
    PIECE_RETURNED = 8
    BONUS_DRAWN = 9
    BONUS_DISCARDED = 10
    FINAL_FEATURE = 11
    GAME_OVER = 12
    PASSED = 13


class Reason(enum.IntEnum):
    """hunters_reason: why points were scored or a feature valued."""
    NONE = 0
    FOREST = 1
    RIVER = 2
    HUTS = 3
    MEADOW = 4
    END = 5


class Role(enum.IntEnum):
    """hunters_role: the role of a deployed piece (R4.1)."""
    NONE = 0
    GATHERER = 1
    FISHER = 2
    HUNTER = 3
    HUT = 4


class SvgFlag(enum.IntFlag):
    """HUNTERS_SVG_*: the parts of a picture (hunters_svg_options.flags)."""
    COORDINATES = 1
    LEGAL = 2
    SCORES = 4
    LEGEND = 8


class BotKind(enum.IntEnum):
    """hunters_bot_kind: the library's bots (doc/bots.md)."""
    RANDOM = 1
    GREEDY = 2
    MCTS = 3
    MCTS2 = 4


class MlPlane(enum.IntEnum):
    """hunters_ml_plane: the observation planes of the machine-learning interface (doc/ml.md)."""
    PLANE_OCCUPIED = 0
    PLANE_TYPE = 1
    PLANE_ROTATION = 2
    PLANE_SIDE_N = 3
    PLANE_LINK_NE = 7
    PLANE_ITEM_FISH = 13
    PLANE_PIECE_OWNER = 22
    PLANE_PIECE_KIND = 23
    PLANE_FRONTIER = 24
    PLANE_LEGAL_R0 = 25
    PLANE_LAST_PLACED = 29
    PLANE_VALUE_N = 30
    PLANE_LEADERS_N = 34
    PLANE_HUT_OWNERS = 38
    PLANE_MEADOW_VALUE = 39
    PLANE_COMPLETE = 40
    PLANES = 41


class MlLayout(enum.IntEnum):
    """hunters_ml_layout: how observation planes lie in memory (doc/ml.md)."""
    PLANES_FIRST = 0
    CELLS_FIRST = 1
