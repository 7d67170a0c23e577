"""Builds the pure Python package; pyproject.toml has the metadata.

    pip install --no-build-isolation ./bindings/python

The package finds libhunters by itself when it is on the dynamic linker's
search path (make install with a system prefix). For another prefix, name
its libdir at install time, and the package remembers it in
hunters/_config.py:

    HUNTERS_LIBDIR=$PREFIX/lib pip install --no-build-isolation ./bindings/python

Without HUNTERS_LIBDIR, `pkg-config --variable=libdir hunters` is asked."""
import os
import subprocess
from typing import Optional

from setuptools import setup
from setuptools.command.build_py import build_py


def configured_libdir() -> Optional[str]:
    """Where libhunters is installed: $HUNTERS_LIBDIR, else pkg-config's answer."""
    libdir = os.environ.get("HUNTERS_LIBDIR")
    if libdir:
        return libdir
    try:
        answer = subprocess.run(["pkg-config", "--variable=libdir", "hunters"], capture_output=True, text=True,
                                check=False)
    except OSError:
        return None
    return answer.stdout.strip() or None


class BuildWithConfig(build_py):  # type: ignore[misc]
    """build_py that also writes hunters/_config.py with the libdir."""

    def run(self) -> None:
        super().run()
        libdir = configured_libdir()
        if libdir:
            path = os.path.join(self.build_lib, "hunters", "_config.py")
            with open(path, "w", encoding="utf-8") as out:
                out.write('"""Written by pip install: where libhunters was installed."""\n')
                out.write("LIBDIR = %r\n" % libdir)


setup(cmdclass={"build_py": BuildWithConfig})
