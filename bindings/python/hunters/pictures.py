"""SVG pictures (doc/pictures.md): the measuring-then-writing call shared by
Game.svg() and TileSet.svg(). Private: use those methods."""
import ctypes
from typing import Any, Callable

from . import _native as C
from .enums import Status, SvgFlag
from .errors import flag, integer, raise_status

__all__ = ["svg"]

# draw(options, buffer, size, length) -> status: one of hunters_svg_tile
# (with its tile set, type and rotation bound), _board or _catalog
Draw = Callable[[Any, Any, int, Any], int]


def svg(draw: Draw, what: str, legal: bool = False, coordinates: bool = True, scores: bool = True,
        legend: bool = True, scale: int = 100, columns: int = 8) -> str:
    """The picture as SVG text: measured with a NULL buffer, then written.

    The flags must be bools; scale (pixels per tile, 10 to 1000) and columns
    (tiles per catalogue row, 1 to 64) are checked here, so a bad value
    raises InvalidArgument (a ValueError) naming the allowed range."""
    flags = SvgFlag(0)
    for svg_flag, wanted, name in ((SvgFlag.LEGAL, legal, "legal"), (SvgFlag.COORDINATES, coordinates, "coordinates"),
                                   (SvgFlag.SCORES, scores, "scores"), (SvgFlag.LEGEND, legend, "legend")):
        if flag(name, wanted):
            flags |= svg_flag
    options = C.SvgOptions()
    C.hunters_svg_options_init(ctypes.byref(options))
    options.flags = int(flags)
    options.scale = integer("scale", scale, 10, 1000)
    options.columns = integer("columns", columns, 1, 64)
    length = ctypes.c_size_t()
    status = draw(ctypes.byref(options), None, 0, ctypes.byref(length))
    # (again while the picture outgrew the buffer: a __del__ of the caller's
    # that the collector ran at its allocation may have played on the game)
    while status == Status.EBUFS:
        size = length.value + 1
        buffer = ctypes.create_string_buffer(size)
        status = draw(ctypes.byref(options), buffer, size, ctypes.byref(length))
        if status == Status.OK:
            return buffer.value.decode()
    raise_status(status, "no picture of the %s: %s" % (what, C.hunters_strerror(status).decode()))
