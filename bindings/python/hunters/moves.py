"""Moves: the library's 64-bit move values as ints with readable accessors,
and MoveList, the immutable sequence of moves Game.legal_moves() returns."""
import ctypes
import functools
import io
import mmap
import struct
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, SupportsIndex, Tuple, Union, overload

from . import _native as C
from .enums import MoveKind, Piece, Status
from .errors import UINT64_MAX, InvalidArgument, choice, index, integer, raise_status, text

__all__ = ["Move", "MoveList"]

# what a text that is no move is told (hunters_move_parse() reads these alone), as Lua and JS say it
_MOVE_FORMS = "a move reads place X Y rR (R 0 to 3), deploy A member, deploy A hut or pass"


class Move(int):
    """A move: an int (the library's 64-bit value, so moves compare, hash
    and pickle as ints) with accessors and a text form, "place 1 -2 r3",
    "deploy 2 member", "deploy 0 hut" or "pass"."""

    __slots__ = ()

    def __new__(cls, value: Union[int, str]) -> "Move":
        """A move from its 64-bit value or its text form."""
        if isinstance(value, str):
            return cls.parse(value)
        return int.__new__(cls, integer("move", value, 0, UINT64_MAX))

    @classmethod
    def place(cls, x: int, y: int, rotation: int) -> "Move":
        """Placing the drawn tile at (x, y), turned rotation quarter turns clockwise."""
        return int.__new__(cls, C.hunters_move_place(integer("x", x, -32768, 32767), integer("y", y, -32768, 32767),
                                                     integer("rotation", rotation, 0, 3)))

    @classmethod
    def deploy(cls, area: int, piece: Union[Piece, int, str] = Piece.MEMBER) -> "Move":
        """Deploying a piece on an area of the tile just placed."""
        return int.__new__(cls, C.hunters_move_deploy(integer("area", area, 0, 255),
                                                      choice("piece", piece, Piece)))

    @classmethod
    def pass_(cls) -> "Move":
        """Deploying nothing."""
        return int.__new__(cls, C.hunters_move_pass())

    @classmethod
    def parse(cls, move_text: str) -> "Move":
        """A move from its text form; ParseError for other text."""
        value = ctypes.c_uint64()
        status = C.hunters_move_parse(text("move", move_text), ctypes.byref(value))
        if status:
            raise_status(status, "not a move: %r: %s" % (move_text, _MOVE_FORMS))
        return int.__new__(cls, value.value)

    @property
    def kind(self) -> Optional[MoveKind]:
        """PLACE, DEPLOY or PASS; None for a value that is no move."""
        return _KINDS.get(C.hunters_move_kind(self))

    @property
    def x(self) -> int:
        """The column of a placement (0 for other moves)."""
        return C.hunters_move_x(self)

    @property
    def y(self) -> int:
        """The row of a placement (0 for other moves)."""
        return C.hunters_move_y(self)

    @property
    def rotation(self) -> int:
        """The quarter turns of a placement, 0 to 3."""
        return C.hunters_move_rotation(self)

    @property
    def area(self) -> int:
        """The area of a deployment."""
        return C.hunters_move_area(self)

    @property
    def piece(self) -> Optional[Piece]:
        """The piece of a deployment; None for other moves."""
        return _PIECES.get(C.hunters_move_piece(self))

    def __str__(self) -> str:
        buffer = ctypes.create_string_buffer(32)
        C.hunters_move_format(self, buffer, 32)
        return buffer.value.decode()

    def __repr__(self) -> str:
        return "Move(%r)" % str(self)


_KINDS: Dict[int, MoveKind] = {m.value: m for m in MoveKind}
_PIECES: Dict[int, Piece] = {m.value: m for m in Piece}
_as_move: Callable[[int], Move] = functools.partial(int.__new__, Move)  # type: ignore[assignment]
# the byte orders of the struct module's formats: native (memoryview reads
# those alone), and explicit (standard sizes), such as a ctypes array's
_NATIVE_ORDERS = ("", "@")
_EXPLICIT_ORDERS = ("<", ">", "=", "!")
# the memoryview formats of integers (the struct module's, native): each
# item an int, unsigned ones of at most 64 bits, so 0 to 2**64 - 1
_INTEGER_FORMATS = frozenset(prefix + code for prefix in _NATIVE_ORDERS for code in "bBhHiIlLqQnN")
# the 1-byte formats a view of bytes can have (memoryview(b"pass") is 'B',
# its cast("b") 'b', its cast("c") 'c'), in every byte order: a byte has
# none, so '<B', '=b', '>c' ... are their native twins' (memoryview.cast()
# makes native ones alone, but another exporter may give a bytes view an
# explicit one; a ctypes c_uint8 array's view is '<B', c_int8's '<b',
# c_char's '<c')
_BYTE_FORMATS = frozenset(prefix + code for prefix in _NATIVE_ORDERS + _EXPLICIT_ORDERS for code in "bBc")
# the 1-byte integer formats of an explicit byte order, which memoryview
# cannot read (tolist() and iteration raise NotImplementedError): a view of
# integers of one is read as its native twin ('B' or 'b': _native_twin)
_EXPLICIT_BYTE_INTEGERS = frozenset(prefix + code for prefix in _EXPLICIT_ORDERS for code in "bB")


def _bytes_io_buffer() -> type:
    """The type of an io.BytesIO's getbuffer() view's obj (an internal
    _io._BytesIOBuffer, not the BytesIO)."""
    with io.BytesIO() as stream:
        with stream.getbuffer() as view:
            return type(view.obj)


# the exporters of bytes as they are, each with the name MoveList's
# refusal gives it
_BYTES_EXPORTERS: Tuple[Tuple[type, str], ...] = (
    (bytes, "bytes"), (bytearray, "bytearray"), (mmap.mmap, "mmap"),
    (io.BytesIO, "BytesIO"), (_bytes_io_buffer(), "BytesIO"))


def _bytes_exporter(view: memoryview) -> Optional[str]:
    """The name of view's exporter when view is one of bytes as they are (a
    1-byte format, of any byte order, over a bytes, bytearray, mmap.mmap or
    io.BytesIO; any view of format 'c' ('<c' ... too), whose items are
    bytes: "bytes" when its exporter is none of those), which MoveList
    refuses; None for any other view."""
    if view.format not in _BYTE_FORMATS:
        return None
    for exporter, name in _BYTES_EXPORTERS:
        if isinstance(view.obj, exporter):
            return name
    return "bytes" if view.format[-1:] == "c" else None


def _native_twin(view: memoryview) -> memoryview:
    """A 1-D view of a 1-byte integer format of an explicit byte order
    ('<B', '=b', '>B', '!b' ...: a ctypes c_uint8 or c_int8 array's) as a
    view of its native twin ('B' or 'b', over a copy of its bytes: a slice
    with a step cannot be cast), which memoryview reads; any other view as
    it is. (After _bytes_exporter(): the copy is a bytes, refused there.)"""
    if view.ndim != 1 or view.format not in _EXPLICIT_BYTE_INTEGERS:
        return view
    return memoryview(view.tobytes()).cast(view.format[-1])


# struct's integer codes of an explicit byte order, by item size (its
# standard sizes: 'l' is 4 bytes there, where a ctypes c_long array's '<l'
# view has items of 8 on LP64, so the view's item size picks the code)
_SIZED_CODES = {2: "h", 4: "i", 8: "q"}


def _explicit_values(view: memoryview) -> Optional[List[int]]:
    """The items of a 1-D view of a multi-byte integer format of an explicit
    byte order ('<q', '>Q', '=i', '!H' ...: a ctypes c_int64 array's '<q',
    c_uint64's '<Q', a big-endian one's '>Q'), which memoryview cannot read
    (tolist() raises NotImplementedError), as ints, read by struct in that
    order at the view's item size; None for any other view."""
    fmt = view.format
    if view.ndim != 1 or len(fmt) != 2 or fmt[0] not in _EXPLICIT_ORDERS or fmt[1] not in "hHiIlLqQ":
        return None
    code = _SIZED_CODES.get(view.itemsize)
    if code is None:
        return None
    code = code.upper() if fmt[1].isupper() else code
    return [value for (value,) in struct.iter_unpack(fmt[0] + code, view.tobytes())]


def _view_values(view: memoryview) -> Optional[List[int]]:
    """The items of a 1-D memoryview of integers as ints when each is a
    move's value (every int of 0 to 2**64 - 1 is one: a move is checked for
    its range alone, as move_value() checks an int), read at once
    (tolist()), not item by item; None for any other view (another format,
    a negative item, more dimensions), which MoveList checks item by item,
    raising move_value()'s errors."""
    if view.ndim != 1 or view.format not in _INTEGER_FORMATS:
        return None
    values: List[int] = view.tolist()
    if values and min(values) < 0:
        return None
    return values


_tuple_getitem = tuple.__getitem__
_tuple_iter = tuple.__iter__
_ALL = slice(None)


class MoveList(Tuple[Move, ...]):
    """An immutable sequence of moves (a tuple of the 64-bit values that
    hands out Move objects), as listed by Game.legal_moves(): random.choice,
    len, in, iteration and indexing work as on a tuple."""

    __slots__ = ()

    def __new__(cls, moves: Iterable[Union[Move, int, str]] = ()) -> "MoveList":
        """A list of moves, each a Move, its 64-bit value or its text, as
        play() takes them: TypeError or InvalidArgument otherwise. (Its
        items were taken unchecked: MoveList([v + 2**64])[0] was a Move
        reading as v, and play() of it, which trusts a Move, played v: ctypes
        passes a uint64 cut to its low 64 bits.) TypeError for a str, bytes or
        bytearray, which iterate characters or small ints, no moves: a list
        of one move is MoveList(["pass"]). TypeError too for a memoryview of
        format 'c', and for one of format 'B' or 'b' over a bytes, bytearray,
        mmap.mmap or io.BytesIO (its getbuffer()); a 1-byte format of an
        explicit byte order ('<B', '=b', '>c' ...) as its native twin, and a
        view of integers of a multi-byte one (a ctypes c_uint64 array's
        '<Q') read in its order."""
        if type(moves) is MoveList:
            # (its values were checked as it was made: copied, not checked
            # again. A subclass's may have been made unchecked: checked.)
            return tuple.__new__(cls, _tuple_getitem(moves, _ALL))
        if isinstance(moves, (str, bytes, bytearray)):
            raise TypeError("MoveList takes an iterable of moves, not %s (one move is MoveList([move]))"
                            % type(moves).__name__)
        if isinstance(moves, memoryview):
            # a view of bytes as they are (a 1-byte format, 'B' as
            # memoryview(b"pass") gives, 'b' as its cast("b"), 'c', over a
            # bytes, bytearray, mmap.mmap or io.BytesIO's getbuffer()) is
            # refused as the bytes are: it iterated small ints, so four moves
            # of b"pass". (A cast or a slice of such a view stays refused: its
            # obj is the same exporter.) So is any view of format 'c', whose
            # items are bytes. A 'B' or 'b' view of integers (an
            # array.array('B'), a numpy uint8 array, a cast of an integer
            # array's view) is taken, each byte a move's value
            # Each 1-byte format of an explicit byte order ('<B', '=b', '>c'
            # ...) is taken or refused as its native twin (a byte has no
            # order): one of integers, a ctypes c_uint8 array's '<B', is
            # read as a 'B' view (it was refused as a format memoryview
            # cannot read), and one over bytes is refused
            exporter = _bytes_exporter(moves)
            if exporter is not None:
                raise TypeError("MoveList takes an iterable of moves, not a memoryview of %s (one move is "
                                "MoveList([move]))" % exporter)
            view = _native_twin(moves)
            values = _view_values(view)
            if values is not None:
                return tuple.__new__(cls, values)
            # a multi-byte integer format of an explicit byte order (a ctypes
            # c_uint64 array's '<Q', which memoryview cannot read) is read by
            # struct, a negative item refused as move_value() refuses it: such
            # a view of moves was refused ("a native format ..."), where its
            # cast("B").cast("Q") gave them, and a '<B' one was taken
            values = _explicit_values(view)
            if values is not None:
                for value in values:
                    if value < 0:
                        move_value(value)  # (raises InvalidArgument)
                return tuple.__new__(cls, values)
            # (iterating one of more dimensions, or of a format memoryview
            # cannot read, such as a ctypes array's '<d', raised
            # NotImplementedError: a wrong argument is a TypeError here)
            if view.ndim != 1:
                raise TypeError("MoveList takes a 1-D memoryview of moves, not one of %d dimensions" % view.ndim)
            try:
                items = view.tolist()
            except NotImplementedError:
                raise TypeError("MoveList takes a memoryview of a native format (struct's, such as 'Q'), not %r"
                                % view.format) from None
            return tuple.__new__(cls, [int(move_value(move)) for move in items])
        return tuple.__new__(cls, [int(move_value(move)) for move in moves])

    @overload
    def __getitem__(self, index: SupportsIndex) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> "MoveList": ...

    def __getitem__(self, index: Any) -> Any:
        item = _tuple_getitem(self, index)
        if item.__class__ is int:
            return _as_move(item)
        return _move_list(item)  # (a slice of checked moves)

    def __iter__(self) -> Iterator[Move]:
        return map(_as_move, _tuple_iter(self))

    # (tuple's gave a tuple of the bare values: moves[:2] + moves[3:] printed
    # numbers, not moves)
    def __add__(self, other: Any) -> Any:
        if isinstance(other, MoveList):
            return _move_list(tuple.__add__(self, other))
        return tuple(self) + other

    def __radd__(self, other: Any) -> Any:
        return other + tuple(self)

    def __mul__(self, count: Any) -> Any:
        return _move_list(tuple.__mul__(self, count))

    __rmul__ = __mul__

    def __repr__(self) -> str:
        return "MoveList([%s])" % ", ".join(repr(str(m)) for m in self)


_move_list: Callable[[Iterable[int]], MoveList] = functools.partial(tuple.__new__, MoveList)  # type: ignore[assignment]
"""A MoveList of values known to be moves' (the library's, or a MoveList's):
unchecked, for legal_moves()' speed."""


def move_value(move: Any) -> int:
    """A move argument (Move, int or text) as the value C takes."""
    if isinstance(move, str):
        return Move.parse(move)
    # (a numpy integer too, as Move() and every integer argument take one: a
    # move kept in a uint64 array was refused by play() and check() alone)
    try:
        value = index("move", move)
    except TypeError:
        raise TypeError("a move must be a Move, an int or a str, not %s" % type(move).__name__) from None
    if not 0 <= value <= UINT64_MAX:
        raise InvalidArgument(Status.EINVAL, "a move is a 64-bit value: 0 to 2**64 - 1, not %d" % value)
    return value
