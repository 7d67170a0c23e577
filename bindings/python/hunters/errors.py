"""The exceptions of the package, and the checks every value goes through
before it reaches C (ctypes would silently truncate it otherwise)."""
import ctypes
import enum
import operator
import os
import stat
import sys
from errno import EACCES, ENOENT, ENOTDIR, EPERM
from typing import Any, Callable, Dict, NoReturn, Optional, Type, TypeVar, Union

from . import _native as C
from .enums import Status

__all__ = ["HuntersError", "InvalidArgument", "OutOfRange", "IllegalMove", "ParseError", "ClosedError",
           "HuntersIOError", "Status"]

INT32_MIN, INT32_MAX, UINT64_MAX = -2 ** 31, 2 ** 31 - 1, 2 ** 64 - 1

StrOrBytesPath = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]
"""A file path as the standard library takes one (open(), os.fsencode()):
text, bytes, or an os.PathLike of either (pathlib.Path)."""


class HuntersError(Exception):
    """A failed call: .status is the hunters_status, str() the message;
    .line and .column locate an error in a text (0 when none)."""

    def __init__(self, status: int, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.status = Status(status) if status in Status._value2member_map_ else Status.EINVAL
        self.line, self.column = line, column

    def __reduce__(self) -> Any:
        # pickled as its class, status, message and place: an error raised in
        # another process (hunters.sim's process pool, Dask) reaches the caller
        # as itself; Exception's own pickling calls __init__ with the message
        # alone, which fails in the pool's thread that reads the results. The
        # state is its __dict__ and, of an OSError (HuntersIOError), the
        # fields OSError keeps outside it (.errno, .strerror, .filename,
        # .filename2: .errno was lost, None after pickle or copy.copy()),
        # each set again by BaseException.__setstate__
        state = dict(self.__dict__)
        if isinstance(self, OSError):
            for name in _OS_FIELDS:
                value = getattr(self, name)
                if value is not None:
                    state[name] = value
        # the message is the one given (.args[0]), not str(): an OSError
        # with .strerror set prints "[Errno N] strerror", which would
        # become the message of the copy
        message = self.args[0] if len(self.args) == 1 and isinstance(self.args[0], str) else str(self)
        return _rebuilt, (type(self), int(self.status), message, self.line, self.column), state


_OS_FIELDS = ("errno", "strerror", "filename", "filename2")
"""The fields an OSError keeps in its C struct, not in its __dict__."""


def _rebuilt(cls: "Type[HuntersError]", status: int, message: str, line: int, column: int) -> HuntersError:
    """An error as pickled by HuntersError.__reduce__ (every subclass, whatever
    its own __init__ takes)."""
    error = cls.__new__(cls)
    HuntersError.__init__(error, status, message, line, column)
    return error


class InvalidArgument(HuntersError, ValueError):
    """A bad argument: wrong value, out of range, unknown option (HUNTERS_EINVAL)."""


class OutOfRange(HuntersError, IndexError):
    """An index or position that names nothing (HUNTERS_ERANGE)."""


class IllegalMove(HuntersError):
    """A move or draw the rules or the phase do not allow (HUNTERS_EILLEGAL,
    HUNTERS_EPHASE, HUNTERS_EEMPTY); the game is unchanged."""


class ParseError(HuntersError, ValueError):
    """Malformed text (HUNTERS_EPARSE); .line and .column say where."""


class HuntersIOError(HuntersError, OSError):
    """A file could not be read or written (HUNTERS_EIO): .filename is the
    path as the caller gave it (os.fspath(): str or bytes), .errno the
    system's reason (None when there is none)."""

    def __str__(self) -> str:
        # the message alone: OSError's str() with .filename set is
        # "[Errno N] strerror: 'filename'", here "[Errno 2] None: 'x'"
        return self.args[0] if len(self.args) == 1 and isinstance(self.args[0], str) else super().__str__()


class ClosedError(HuntersError, ValueError):
    """A method was called on a Game or TileSet after close()."""

    def __init__(self, what: str) -> None:
        super().__init__(Status.EINVAL, "the %s is closed" % what)


_BY_STATUS = {Status.EINVAL: InvalidArgument, Status.ERANGE: OutOfRange, Status.EILLEGAL: IllegalMove,
              Status.EPHASE: IllegalMove, Status.EEMPTY: IllegalMove, Status.EPARSE: ParseError,
              Status.EIO: HuntersIOError}


def raise_status(status: int, message: str = "", line: int = 0, column: int = 0, os_errno: int = 0,
                 filename: Union[str, bytes, None] = None) -> NoReturn:
    """Raises the exception of a failed status, with the library's message;
    a HuntersIOError's .errno is os_errno, the system's reason (an OSError's
    .errno was always None, so `e.errno == errno.ENOENT` never held; str()
    stays the message: .strerror is left unset), and its .filename is
    filename, the path as the caller gave it (it was in the message alone)."""
    if not message:
        message = C.hunters_strerror(status).decode()
    if status == Status.ENOMEM:
        raise MemoryError(message)
    cls = _BY_STATUS.get(Status(status), HuntersError) if status in Status._value2member_map_ else HuntersError
    error = cls(status, message, line, column)
    if os_errno and isinstance(error, HuntersIOError):
        error.errno = os_errno
    if filename is not None and isinstance(error, HuntersIOError):
        error.filename = filename
    raise error


def shown_path(path: bytes) -> str:
    """path for a message unquoted, as the tools print it: bytes the file
    system's encoding cannot decode as \\xNN (os.fsdecode() made them lone
    surrogates, which print(), logging to a file and str.encode() refuse:
    UnicodeEncodeError in place of the error's message)."""
    return path.decode(sys.getfilesystemencoding(), "backslashreplace")


def raise_error(status: int, error: C.Error, path: Optional[bytes] = None, os_errno: int = 0,
                filename: Union[str, bytes, None] = None) -> NoReturn:
    """Raises the exception described by a filled struct hunters_error: the
    message after "LINE:COLUMN: " when it has a line, and for a text read
    from the file at path after "PATH:" too, as the tools say it
    (FILE:LINE:COLUMN: message, or FILE: message without a line)."""
    message = error.message.decode(errors="replace") or C.hunters_strerror(status).decode()
    if error.line:
        message = "%d:%d: %s" % (error.line, error.column, message)
    if path is not None and status != Status.ENOMEM:
        message = "%s:%s%s" % (shown_path(path), "" if error.line else " ", message)
    raise_status(status, message, error.line, error.column, os_errno, filename)


def created(create: Callable[[Any, Any], int]) -> int:
    """The handle a hunters_*_new/load* call creates: create(out, error) is
    the call with byref() of its handle and struct hunters_error
    out-parameters; raises the exception the error describes."""
    handle, error = ctypes.c_void_p(), C.Error()
    status = create(ctypes.byref(handle), ctypes.byref(error))
    if status:
        raise_error(status, error)
    assert handle.value is not None
    return handle.value


def file_reason(path: bytes, errno: int, writing: bool = False) -> Optional[str]:
    """Why a file call failed with HUNTERS_EIO, as the tools and the Lua
    binding say: "it is a folder", else the system's reason (errno, which
    the library leaves for its caller), said of what it means where the
    bare reason misleads: an empty name, ENOTDIR of the part of the path
    that is no folder, and for a save ENOENT of a folder
    that is there (hunters_game_save_file() writes a temporary file beside
    the path, then renames it over it: Linux's /proc takes none, so saving
    over a writable file there is ENOENT of a file that exists); a file no
    one may write (no write permission bit) is never replaced: "it is
    read-only". None if no reason is known."""
    if not path:
        return "the file name is empty"
    if os.path.isdir(path):
        return "it is a folder"
    if writing and errno == ENOENT:
        folder = _save_folder(path)
        shown = os.fsdecode(folder.rstrip(b"/") or folder)
        if not os.path.isdir(folder):
            return "there is no folder %r to put it in" % shown
        return ("its folder %r takes no new file (the record is written to a temporary file there first, then "
                "renamed over the file)" % shown)
    if writing and errno == EACCES and os.path.isfile(path) and os.stat(path).st_mode & 0o222 == 0:
        # (a save never replaces a file no one may write, whoever the
        # caller, root too: the library refuses it, as the tools do)
        return "it is read-only: not replaced (make it writable, chmod u+w, or give another name)"
    if writing and errno in (EACCES, EPERM) and os.path.isfile(path) and os.access(path, os.W_OK):
        # (a file the caller may write, in a folder that takes no new file
        # from them: "Permission denied" alone read as the file's)
        folder = _save_folder(path)
        return ("%s in its folder %r, though the file is writable (the record is written to a temporary file "
                "there first, then renamed over the file)" % (os.strerror(errno), os.fsdecode(folder.rstrip(b"/")
                                                                                          or folder)))
    if errno == ENOTDIR:
        # ("Not a directory" did not say which part: the first one of the
        # path that is no folder, a file the path goes on after)
        culprit = _not_a_folder(path)
        if culprit is not None:
            return "%r is not a folder" % os.fsdecode(culprit)
    return os.strerror(errno) if errno else None


def _not_a_folder(path: bytes) -> Optional[bytes]:
    """The first folder of path (a part before a separator, as written) that
    is there and is no folder, which the system's ENOTDIR is about: "file"
    of "file/x" and of "file/"; None if none is (the file system changed)."""
    separators = {b"/", os.sep.encode()} | ({os.altsep.encode()} if os.altsep else set())
    for end in range(1, len(path)):
        if path[end:end + 1] not in separators or path[end - 1:end] in separators:
            continue
        try:
            mode = os.stat(path[:end]).st_mode
        except OSError:  # (missing, or not to be reached: not ENOTDIR's)
            return None
        if not stat.S_ISDIR(mode):
            return path[:end]
    return None


def _save_folder(path: bytes) -> bytes:
    """The folder hunters_game_save_file() makes its temporary file in: the
    path's (a link's target's, as the save follows links) up to its last
    separator, as written ("name/" is the folder name/, which
    os.path.dirname(os.path.realpath()) took for its parent, and ".." is
    not folded over a missing folder), "." for a bare name. No call that
    fails in a removed current folder (realpath() of a relative path asks
    os.getcwd(), whose FileNotFoundError escaped instead of the
    HuntersIOError)."""
    target = path
    if os.path.islink(path):
        try:
            target = os.path.realpath(path)
        except OSError:
            pass
    separators = [b"/"] + ([os.sep.encode()] if os.sep != "/" else []) + (
        [os.altsep.encode()] if os.altsep and os.altsep != "/" else [])
    end = max(target.rfind(separator) for separator in separators)
    return target[:end + 1] if end >= 0 else b"."


def file_failure(verb: str, path: bytes, reason: str) -> str:
    """ "cannot VERB 'PATH': reason", the path quoted as Python writes it (an
    empty name, a space at the end and control characters are seen)."""
    return "cannot %s %r: %s" % (verb, os.fsdecode(path), reason)


def created_from_file(create: Callable[[Any, Any], int], path: bytes, filename: Union[str, bytes]) -> int:
    """created() for a load from the file at path (filename as the caller
    gave it, for HuntersIOError.filename): a file that cannot be read says so
    with its path and why ("cannot open the file" said neither), and a
    malformed one names the file before the line and column."""
    handle, error = ctypes.c_void_p(), C.Error()
    ctypes.set_errno(0)
    status = create(ctypes.byref(handle), ctypes.byref(error))
    errno = ctypes.get_errno()
    if status == Status.EIO:
        reason = file_reason(path, errno)
        if reason:
            raise_status(status, file_failure("read", path, reason), os_errno=errno, filename=filename)
    if status:
        raise_error(status, error, path, errno if status == Status.EIO else 0, filename)
    assert handle.value is not None
    return handle.value


def not_a(cls: type, obj: object) -> NoReturn:
    """TypeError for a method of cls called through the class on obj, no
    cls (hunters.Game.play(tileset, move), ml.Encoding.truncated(game,
    game)), before C is given obj's handle as a cls's or the method
    changes obj. Game, TileSet and the ml classes share it."""
    name = cls.__name__
    raise TypeError("a method of %s needs %s %s, not %s (called through the class on another object)"
                    % (name, "an" if name[0] in "AEIOU" else "a", name, type(obj).__name__))


def index(name: str, value: Any) -> int:
    """value as an int (an int or a numpy integer): TypeError for anything
    else, floats and bools included (numpy's too, which operator.index()
    takes as 0 and 1, with only a DeprecationWarning)."""
    if value.__class__ is int:
        return value  # type: ignore[no-any-return]
    if isinstance(value, bool) or not hasattr(value, "__index__") or (
            value.__class__.__module__ == "numpy" and value.__class__.__name__ in ("bool_", "bool")):
        raise TypeError("%s must be an integer, not %s" % (name, type(value).__name__))
    if any(c.__name__ == "ndarray" and c.__module__ == "numpy" for c in type(value).__mro__) and (
            value.ndim != 0 or value.dtype.kind not in "iu"):
        # (numpy's own TypeError, "only integer scalar arrays can be converted
        # to a scalar index", named neither the argument nor the array)
        raise TypeError("%s must be an integer, not an array of shape %s (dtype %s)"
                        % (name, value.shape, value.dtype.name))
    return operator.index(value)


def integer(name: str, value: Any, low: int = INT32_MIN, high: int = INT32_MAX) -> int:
    """value as an int in [low, high]: TypeError for a non-integer (floats and
    bools included), ValueError (InvalidArgument) out of range."""
    number = index(name, value)
    if not low <= number <= high:
        raise InvalidArgument(Status.EINVAL, "%s must be %d to %d, not %d" % (name, low, high, number))
    return number


def flag(name: str, value: Any) -> bool:
    """value, which must be a bool: TypeError for anything else (None, 1,
    "1", numpy's bool_), which truthiness would take silently."""
    if not isinstance(value, bool):
        raise TypeError("%s must be a bool, not %s" % (name, type(value).__name__))
    return value


def _utf8(name: str, value: str) -> bytes:
    """value as UTF-8: InvalidArgument naming name for a lone surrogate
    (a str decoded with errors="surrogateescape": a command-line argument
    or a file name not UTF-8), which raised UnicodeEncodeError, no
    HuntersError (doc/python.md, "Errors")."""
    try:
        return value.encode()
    except UnicodeEncodeError as error:
        raise InvalidArgument(Status.EINVAL, "%s must be text UTF-8 can encode, not %r (a lone surrogate at %d)"
                              % (name, value[error.start:error.end], error.start)) from None


def text(name: str, value: Any) -> bytes:
    """value (a str) as UTF-8 bytes for C: TypeError for a non-str,
    ValueError (InvalidArgument) for an embedded NUL, which C would take as
    the end, or a lone surrogate."""
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (name, type(value).__name__))
    if "\0" in value:
        raise InvalidArgument(Status.EINVAL, "%s must not contain NUL characters" % name)
    return _utf8(name, value)


def path_bytes(path: StrOrBytesPath) -> bytes:
    """A file path as bytes for C (os.fsencode): ValueError (InvalidArgument,
    as for any other string: it was a plain ValueError) for an embedded NUL,
    which C would take as the end, or a name the file system's encoding
    cannot encode."""
    try:
        encoded = os.fsencode(path)
    except UnicodeEncodeError as error:
        raise InvalidArgument(Status.EINVAL, "path %r cannot be encoded for the file system: %s"
                              % (path, error.reason)) from None
    if b"\0" in encoded:
        raise InvalidArgument(Status.EINVAL, "path must not contain NUL characters")
    return encoded


def data(name: str, value: Any) -> bytes:
    """A text or bytes argument as bytes (lengths are passed: NUL is data)."""
    if isinstance(value, str):
        return _utf8(name, value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    raise TypeError("%s must be str or bytes, not %s" % (name, type(value).__name__))


E = TypeVar("E", bound=enum.Enum)


def choice(name: str, value: Any, enum_type: Type[E]) -> E:
    """value as a member of enum: a member, its value, or its name in any ASCII case
    (a str, a member of a str Enum included: it is a str, taken by its text).
    ValueError listing the allowed values otherwise."""
    if value.__class__ is enum_type:
        return value  # type: ignore[no-any-return]
    if isinstance(value, enum.Enum) and isinstance(value, str) and not isinstance(value, int):
        # (a str Enum's member, a StrEnum's: its text, as a plain str; it was
        # refused as "a member of another enum", though a str)
        value = str.__str__(value)
    if isinstance(value, enum.Enum):
        # (an IntEnum is an int: Game(draw_mode=LakeHuts.FORBIDDEN) was
        # DrawMode.CALLER and bot_move(Piece.HUT) the greedy bot, by value)
        raise InvalidArgument(Status.EINVAL, "%s must be one of %s (or %s members), not %s.%s, a member of another "
                              "enum" % (name, _names(enum_type), enum_type.__name__, type(value).__name__, value.name))
    lookup = _LOOKUPS.get(enum_type)
    if lookup is None:
        lookup = {}
        for member in enum_type:
            lookup[member.value] = member
            lookup[member.name.lower()] = member
        _LOOKUPS[enum_type] = lookup
    if not isinstance(value, (bool, int, str)) and hasattr(value, "__index__"):
        try:  # (a numpy integer, as every integer argument takes: "kind must be one of ..., not 1")
            value = index(name, value)
        except TypeError:  # (numpy's bool: refused below)
            pass
    # (ASCII case alone, as the Lua binding and C's records fold it: Unicode's
    # lower() made the Kelvin sign U+212A a 'k', so "s\u212aipped" was "skipped")
    key = value.lower() if isinstance(value, str) and value.isascii() else value
    if not isinstance(value, bool) and isinstance(value, (int, str)) and key in lookup:
        return lookup[key]  # type: ignore[return-value]
    raise InvalidArgument(Status.EINVAL, "%s must be one of %s (or %s members), not %r"
                          % (name, _names(enum_type), enum_type.__name__, value))


def _names(enum_type: Type[enum.Enum]) -> str:
    """The lowercase names of an enum's members, for choice()'s messages."""
    return ", ".join("%r" % m.name.lower() for m in enum_type)


_LOOKUPS: Dict[Any, Dict[Any, enum.Enum]] = {}


def optional_index(value: int) -> Optional[int]:
    """C's -1 for 'none' as None."""
    return None if value < 0 else value
