"""The lifetime of the C objects behind Game and TileSet. Private.

A Handle owns one C object (its address) and frees it when the Handle
itself is freed: when the last Python reference to it goes away. A Game or
a TileSet holds its Handle in one attribute, and every method copies that
attribute into a local variable before it calls C and keeps it until the
call returns:

    handle = self._handle          # this reference keeps the C object alive
    if handle is None:
        raise ClosedError("game")
    C.hunters_game_play(handle.address, move)

close() (and the garbage collector, which collects the Game) only drop the
object's own reference. ctypes releases the GIL during a C call, so another
thread may close the object while the call runs; the running call's local
reference then keeps the C object alive, and the free happens when the last
running call returns. Python's reference count is the count of the calls in
use: it needs no lock, and a method pays one attribute read and a None test.
In CPython, with no call running, close() frees at once; other interpreters
free at their next collection, never earlier.
"""
from typing import Callable, Optional

__all__ = ["Handle"]


class Handle:
    """One C object: its address, freed (with free) when this Handle is.

    A borrowed handle (free None) frees nothing: it is the address of a
    C object that another handle's object owns, which it keeps alive
    (a game's tile set, kept by the game's handle)."""

    __slots__ = ("address", "_free", "_owner")

    def __init__(self, address: int, free: Optional[Callable[[int], None]],
                 owner: "Optional[Handle]" = None) -> None:
        self.address = address
        self._free = free  # kept here: module globals may be gone when a handle dies at exit
        self._owner = owner

    def __del__(self) -> None:
        # (getattr: a Handle that copy.deepcopy() made, then failed to fill
        # (its free function cannot be copied), has no attributes)
        free = getattr(self, "_free", None)
        if free is not None:
            free(self.address)
