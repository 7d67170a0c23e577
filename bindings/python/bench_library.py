"""Which libhunters the benchmarks beside it measure (bench.py, bench_ml.py):
imported by them before hunters.

Run as a script, a benchmark's folder comes first on sys.path, and its
package of the source tree has no library of its own: use the library a
build left in _build/ when there is one, else the package pip installed (in
a venv, where the source tree's package would fail with "libhunters not
found"). HUNTERS_LIBRARY, when set, decides."""
import importlib
import os
import sys
from types import ModuleType

HELP = ("the library measured: $HUNTERS_LIBRARY when set; else this source tree's _build/.libs/libhunters.so.0 "
        "when built there; else the installed hunters package's. A build in another folder: set "
        "HUNTERS_LIBRARY=FOLDER/.libs/libhunters.so.0")
"""The scripts' --help says it (a build folder other than _build/ was
passed over silently, the installed package measured instead)."""

_HERE = os.path.dirname(os.path.abspath(__file__))
_BUILT = os.path.join(os.path.dirname(os.path.dirname(_HERE)), "_build", ".libs", "libhunters.so.0")
_CHOSEN = False
"""True when this module set HUNTERS_LIBRARY (to _BUILT), not the user:
load()'s error then says so (the package's names the variable)."""
if not os.environ.get("HUNTERS_LIBRARY"):
    if os.path.isfile(_BUILT):
        os.environ["HUNTERS_LIBRARY"] = _BUILT
        _CHOSEN = True
    else:
        sys.path[:] = [entry for entry in sys.path if os.path.abspath(entry or os.curdir) != _HERE]


def load(name: str) -> ModuleType:
    """The module name (hunters or hunters.ml) imported, once the arguments
    are parsed: a library that does not load ends the script with the
    reason, one line naming the library tried and where it came from
    (HUNTERS_LIBRARY, or this tree's _build/ when that is unset), status 1.
    (Imported first, the failure was a traceback, even for --help, which
    says how to choose the library.)"""
    try:
        return importlib.import_module(name)
    except (ImportError, OSError) as exc:
        reason = " ".join(str(exc).split())
        # (only when the library failed, hunters._native not imported: not
        # for hunters.ml without numpy, said as the package says it)
        if _CHOSEN and name.split(".")[0] == "hunters" and "hunters._native" not in sys.modules:
            # (the package's message named HUNTERS_LIBRARY, which the user
            # did not set: the library tried, where it came from, and why)
            # (an OSError behind it: the loader's reason; else the package's
            # refusal of a library that loads, another version)
            loader = isinstance(exc.__context__, OSError)
            cause = exc.__context__ if loader else exc
            why = " ".join(str(cause).split()).rstrip(".")
            reason = ("%s, this source tree's build, tried as HUNTERS_LIBRARY is not set, %s: %s. "
                      "Rebuild it, or set HUNTERS_LIBRARY to the library to measure."
                      % (_BUILT, "does not load" if loader else "cannot be used", why))
        sys.exit("%s: %s" % (os.path.basename(sys.argv[0]), reason))
