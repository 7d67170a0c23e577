"""The PEP 517 build backend of the Python package `hunters`: pure Python,
no dependencies, so pip builds it offline and without setuptools or wheel.

A wheel carries the C library, compiled here with the system C compiler
($CC, else cc) from the library's sources, as hunters/_lib/libhunters.so.0,
which hunters/_native.py loads first. The sources are those of the
libhunters tree around bindings/python (pip builds a local folder in
place), or the copy under csrc/ of an sdist made by build_sdist().

With HUNTERS_LIBDIR set (or the config setting libdir), nothing is
compiled: the wheel is pure Python and remembers that folder, where
`make install` put the library, in hunters/_config.py.

Which files make the library: the list libhunters_core_la_SOURCES of
Makefile.am, the one list `make` builds from, rather than a glob of lib/,
so the two builds cannot drift apart (a file in lib/ that make does not
build is not built here either); the sdist carries Makefile.am for this.
The default tile set is generated from data/tiles-2002.txt as Makefile.am's
rule for lib/tiles/default_data.c does."""
import base64
import csv
import hashlib
import io
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import time
import zipfile
from typing import Dict, List, Mapping, Optional, Sequence, Tuple, Union

SONAME = "libhunters.so.0"
PACKAGE = "hunters"
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # bindings/python, or an sdist's root
ConfigSettings = Optional[Mapping[str, Union[str, List[str]]]]


class BuildError(Exception):
    """A build that cannot go on; the message says why and what to do."""


# ---- sources ------------------------------------------------------------------


def c_root() -> str:
    """The folder with Makefile.am, lib/, include/ and data/: an sdist's csrc/,
    else the libhunters tree two levels up."""
    for root in (os.path.join(HERE, "csrc"), os.path.dirname(os.path.dirname(HERE))):
        if os.path.isfile(os.path.join(root, "lib", "libhunters.map")) and \
                os.path.isfile(os.path.join(root, "Makefile.am")):
            return root
    raise BuildError("the libhunters C sources are not found (neither %s nor %s/../../lib): build from the "
                     "libhunters source tree (pip install ./bindings/python, pip 21.3 or later, which builds "
                     "in place) or from an sdist made by this backend" % (os.path.join(HERE, "csrc"), HERE))


def makefile_sources(root: str) -> List[str]:
    """The .c files of libhunters_core_la_SOURCES in root/Makefile.am, relative
    to root, in order; the generated default tile set is not among them."""
    with open(os.path.join(root, "Makefile.am"), encoding="utf-8") as makefile:
        text = makefile.read().replace("\\\n", " ")
    sources: List[str] = []
    for line in text.splitlines():
        match = re.match(r"libhunters_core_la_SOURCES\s*\+?=(.*)$", line.split("#", 1)[0])
        if match:
            for word in match.group(1).split():
                if "$" in word:
                    raise BuildError("Makefile.am: a variable in libhunters_core_la_SOURCES (%s) is not "
                                     "understood by bindings/python/build_backend" % word)
                if word.endswith(".c"):
                    sources.append(word)
    if not sources:
        raise BuildError("Makefile.am: no libhunters_core_la_SOURCES found in " + root)
    for source in sources:
        if not os.path.isfile(os.path.join(root, source)):
            raise BuildError("Makefile.am lists %s, which is not in %s" % (source, root))
    return sources


def default_tileset_source(root: str) -> str:
    """lib/tiles/default_data.c: data/tiles-2002.txt as a byte array, as make writes it."""
    with open(os.path.join(root, "data", "tiles-2002.txt"), "rb") as data:
        payload = data.read()
    rows = [",".join(str(byte) for byte in payload[start:start + 16]) + ","
            for start in range(0, len(payload), 16)]
    return "\n".join(["/* Generated from data/tiles-2002.txt by bindings/python/build_backend: do not edit. */",
                      '#include "tiles/tileset.h"',
                      "const char hu_default_tileset_text[] = {"] + rows +
                     ["0};", "const size_t hu_default_tileset_length = sizeof hu_default_tileset_text - 1;", ""])


def header_version(root: str) -> str:
    """HUNTERS_VERSION_STRING of include/hunters.h: the package version's one source, as for configure."""
    with open(os.path.join(root, "include", "hunters.h"), encoding="utf-8") as header:
        match = re.search(r'^#define HUNTERS_VERSION_STRING "([^"]+)"$', header.read(), re.MULTILINE)
    if not match:
        raise BuildError("include/hunters.h has no HUNTERS_VERSION_STRING")
    return match.group(1)


def compile_library(root: str, out_dir: str) -> str:
    """Compiles libhunters into out_dir/libhunters.so.0; returns its path."""
    if os.name == "nt":
        raise BuildError("building the bundled library on Windows is not supported; build libhunters with its "
                         "own build system and install with HUNTERS_LIBDIR set")
    generated = os.path.join(out_dir, "default_data.c")
    with open(generated, "w", encoding="utf-8") as out:
        out.write(default_tileset_source(root))
    output = os.path.join(out_dir, SONAME)
    compiler = shlex.split(os.environ.get("CC") or "cc")
    if sys.platform == "darwin":
        link = ["-dynamiclib", "-Wl,-install_name,@rpath/" + SONAME]
    else:  # ELF: the same SONAME and symbol versions as the libtool build
        link = ["-shared", "-Wl,-soname," + SONAME,
                "-Wl,--version-script=" + os.path.join(root, "lib", "libhunters.map")]
    command = (compiler + ["-std=c11", "-O2", "-fPIC", "-fvisibility=hidden", "-DHUNTERS_BUILDING",
                           "-I", os.path.join(root, "include"), "-I", os.path.join(root, "lib")] +
               shlex.split(os.environ.get("CPPFLAGS", "")) + shlex.split(os.environ.get("CFLAGS", "")) +
               [os.path.join(root, source) for source in makefile_sources(root)] + [generated] +
               link + shlex.split(os.environ.get("LDFLAGS", "")) + ["-o", output])
    print("hunters_build: " + " ".join(shlex.quote(word) for word in command), file=sys.stderr)
    try:
        result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False)
    except OSError as exc:
        raise BuildError("cannot run the C compiler %r (%s): install one (Debian: gcc) or set CC"
                         % (compiler[0], exc)) from exc
    sys.stderr.write(result.stdout.decode("utf-8", "replace"))
    if result.returncode != 0 or not os.path.isfile(output):
        raise BuildError("compiling libhunters failed (exit %d); the command is above" % result.returncode)
    return output


# ---- metadata -----------------------------------------------------------------


def project_table() -> Dict[str, object]:
    """The [project] table of pyproject.toml, with its
    [project.optional-dependencies] as the dict "optional-dependencies".
    Python 3.9 and 3.10 have no TOML parser, so this reads the subset the
    file uses (strings, arrays of strings, { text = "..." }) with one code
    path for every version, and rejects anything else rather than guess."""
    table: Dict[str, object] = {}
    extras: Dict[str, object] = {}
    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as pyproject:
        lines = pyproject.read().splitlines()
    section = ""
    pending = ""
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if not pending and (not stripped or stripped.startswith("#")):
            continue
        if not pending and stripped.startswith("["):
            section = stripped
            continue
        if section == "[project]":
            target = table
        elif section == "[project.optional-dependencies]":
            target = extras
        else:
            continue
        pending = (pending + " " + stripped).strip()
        key, _, value = pending.partition("=")
        value = value.strip()
        if value.startswith("[") and not value.endswith("]"):
            continue  # an array over several lines
        pending = ""
        inline = re.fullmatch(r'\{\s*text\s*=\s*("(?:[^"\\]|\\.)*")\s*\}', value)
        try:
            if inline:
                target[key.strip()] = {"text": json.loads(inline.group(1))}
            else:
                target[key.strip()] = json.loads(re.sub(r",\s*\]$", "]", value))
        except ValueError as exc:
            raise BuildError("pyproject.toml line %d: %r is not understood by bindings/python/build_backend"
                             % (number, line)) from exc
    if extras:
        table["optional-dependencies"] = extras
    return table


def libdir_setting(config_settings: ConfigSettings) -> Optional[str]:
    """The libdir of an installed libhunters to use instead of a bundled one:
    the config setting libdir, else $HUNTERS_LIBDIR; None if neither is set
    (an empty $HUNTERS_LIBDIR is unset, as the shell's convention goes).
    The config setting given empty (--config-settings libdir=) is refused:
    it is how an unset variable of a script expands (libdir=$LIBDIR), and
    it fell back to $HUNTERS_LIBDIR, or to a bundled library, unsaid.
    It must be an absolute path (pip runs this backend in bindings/python,
    not in the folder pip was started from, so a relative one would name
    another folder) holding the library's SONAME, which the installed package
    loads from it; else BuildError, naming the setting and what is wrong.
    A staged build (the library installed with make install DESTDIR=STAGE,
    not yet at the folder it will run from) sets $DESTDIR as make does: the
    library is looked for under it, and the folder without it is stored
    (the check refused HUNTERS_LIBDIR=/usr/lib of a package built before its
    library is installed there)."""
    setting = (config_settings or {}).get("libdir")
    if isinstance(setting, list):
        setting = setting[-1] if setting else None
    name = "the config setting libdir"
    if setting is not None and not setting:
        raise BuildError("the config setting libdir is empty (--config-settings libdir=, as a script's unset "
                         "variable expands): give the absolute path of the folder with %s (PREFIX/lib), or leave "
                         "the setting out to use $HUNTERS_LIBDIR, or, with that unset too, to bundle a library "
                         "compiled from the sources" % SONAME)
    if not setting:
        setting, name = os.environ.get("HUNTERS_LIBDIR"), "HUNTERS_LIBDIR"
    if not setting:
        return None
    if not os.path.isabs(setting):
        shell_cwd = os.environ.get("PWD", "")
        example = os.path.join(shell_cwd, setting) if os.path.isabs(shell_cwd) else "/path/to/prefix/lib"
        if setting.startswith("~") and os.path.isabs(os.path.expanduser(setting)):
            # (a ~ no shell expanded, quoted or from a config file: "$PWD/~/lib" named another folder)
            example = os.path.expanduser(setting)
        raise BuildError("%s=%r is a relative path: pip runs this build in %s, not in the folder it was started "
                         "from, and the installed package would look for the library relative to wherever "
                         "Python runs; give the absolute path of the folder with %s, e.g. %s"
                         % (name, setting, HERE, SONAME, shlex.quote(example)))
    libdir = os.path.normpath(setting)
    stage = os.environ.get("DESTDIR") or ""
    if stage and not os.path.isabs(stage):
        raise BuildError("DESTDIR=%r is a relative path: pip runs this build in %s; give the absolute path of the "
                         "stage %s is installed under" % (stage, HERE, SONAME))
    # (os.path.join() of an absolute second part would drop the stage)
    folder = os.path.join(stage, libdir.lstrip(os.sep)) if stage else libdir
    where = " (under DESTDIR=%r: %r)" % (stage, folder) if stage else ""
    if not os.path.isdir(folder):
        raise BuildError("%s=%r%s: no such folder; name the folder where `make install` put %s (PREFIX/lib)"
                         % (name, setting, where, SONAME))
    if not os.path.isfile(os.path.join(folder, SONAME)):
        raise BuildError("%s=%r%s: the folder has no %s, the libhunters shared library the package loads from "
                         "it; name the folder where `make install` put it (PREFIX/lib), or do not set %s to "
                         "bundle a library compiled from the sources" % (name, setting, where, SONAME, name))
    return libdir


class Distribution:
    """What the wheel's and the sdist's metadata say."""

    def __init__(self, config_settings: ConfigSettings, sdist: bool = False) -> None:
        self.root = c_root()
        self.project = project_table()
        self.name = str(self.project["name"])
        self.version = header_version(self.root)
        # (an sdist holds no libdir: HUNTERS_LIBDIR set for the wheel's build
        # is not checked, so python -m build, an sdist first, is not refused)
        self.libdir = None if sdist else libdir_setting(config_settings)
        if self.libdir:
            self.tag = "py3-none-any"
        else:
            self.tag = "py3-none-" + re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())
        self.dist_info = "%s-%s.dist-info" % (self.name, self.version)

    def metadata(self) -> str:
        project = self.project
        lines = ["Metadata-Version: 2.1", "Name: " + self.name, "Version: " + self.version]
        if "description" in project:
            lines.append("Summary: " + str(project["description"]))
        if "requires-python" in project:
            lines.append("Requires-Python: " + str(project["requires-python"]))
        license_text = project.get("license")
        if isinstance(license_text, dict) and "text" in license_text:
            lines.append("License: " + str(license_text["text"]))
        extras = project.get("optional-dependencies", {})
        for extra, requirements in (extras.items() if isinstance(extras, dict) else []):
            lines.append("Provides-Extra: " + extra)
            lines += ['Requires-Dist: %s; extra == "%s"' % (item, extra)
                      for item in (requirements if isinstance(requirements, list) else [])]
        classifiers = project.get("classifiers", [])
        lines += ["Classifier: " + str(item) for item in (classifiers if isinstance(classifiers, list) else [])]
        readme = project.get("readme")
        body = ""
        if isinstance(readme, str):
            lines.append("Description-Content-Type: text/markdown")
            with open(os.path.join(HERE, readme), encoding="utf-8") as text:
                body = text.read()
        return "\n".join(lines) + "\n\n" + body

    def wheel_name(self) -> str:
        return "%s-%s-%s.whl" % (self.name, self.version, self.tag)

    def dist_info_files(self) -> List[Tuple[str, bytes]]:
        wheel = ("Wheel-Version: 1.0\nGenerator: hunters_build (bindings/python/build_backend)\n"
                 "Root-Is-Purelib: %s\nTag: %s\n" % ("true" if self.libdir else "false", self.tag))
        files = [("METADATA", self.metadata().encode("utf-8")), ("WHEEL", wheel.encode("utf-8")),
                 ("top_level.txt", (PACKAGE + "\n").encode("utf-8"))]
        with open(os.path.join(self.root, "COPYING"), "rb") as licence:
            files.append(("COPYING", licence.read()))
        return [(self.dist_info + "/" + name, data) for name, data in files]


def package_files() -> List[str]:
    """The package's files, relative to HERE: its modules and py.typed, without
    _config.py (written per installation) or anything built."""
    folder = os.path.join(HERE, PACKAGE)
    names = sorted(name for name in os.listdir(folder)
                   if (name.endswith(".py") and name != "_config.py") or name == "py.typed")
    return [PACKAGE + "/" + name for name in names]


# ---- archives -----------------------------------------------------------------


def archive_time() -> int:
    """$SOURCE_DATE_EPOCH, else a fixed date: archives do not change with the clock."""
    try:
        return max(int(os.environ.get("SOURCE_DATE_EPOCH", "")), 315532800)
    except ValueError:
        return 315532800  # 1980-01-01, the earliest a zip file can say


def write_wheel(path: str, files: Sequence[Tuple[str, bytes, int]], dist_info: str) -> None:
    """A wheel: the files (name, data, mode) and RECORD with their sha256 hashes."""
    stamp = time.gmtime(archive_time())[:6]
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data, mode in files:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
            writer.writerow([name, "sha256=" + digest, len(data)])
        writer.writerow([dist_info + "/RECORD", "", ""])
        info = zipfile.ZipInfo(dist_info + "/RECORD", date_time=stamp)
        info.external_attr = 0o100644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        wheel.writestr(info, record.getvalue())


def read(path: str) -> bytes:
    with open(path, "rb") as source:
        return source.read()


# ---- the PEP 517 hooks ----------------------------------------------------------


def get_requires_for_build_wheel(config_settings: ConfigSettings = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: ConfigSettings = None) -> List[str]:
    return []


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: ConfigSettings = None) -> str:
    dist = Distribution(config_settings)
    for name, data in dist.dist_info_files():
        path = os.path.join(metadata_directory, *name.split("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as out:
            out.write(data)
    return dist.dist_info


def build_wheel(wheel_directory: str, config_settings: ConfigSettings = None,
                metadata_directory: Optional[str] = None) -> str:
    dist = Distribution(config_settings)
    files = [(name, read(os.path.join(HERE, name)), 0o644) for name in package_files()]
    if dist.libdir:
        config = '"""Written by pip install: where libhunters was installed."""\nLIBDIR = %r\n' % dist.libdir
        files.append((PACKAGE + "/_config.py", config.encode("utf-8"), 0o644))
    else:
        work = tempfile.mkdtemp(prefix="hunters-build-")
        try:
            library = compile_library(dist.root, work)
            files.append((PACKAGE + "/_lib/" + SONAME, read(library), 0o755))
        finally:
            shutil.rmtree(work, ignore_errors=True)
    files += [(name, data, 0o644) for name, data in dist.dist_info_files()]
    os.makedirs(wheel_directory, exist_ok=True)
    write_wheel(os.path.join(wheel_directory, dist.wheel_name()), files, dist.dist_info)
    return dist.wheel_name()


def build_sdist(sdist_directory: str, config_settings: ConfigSettings = None) -> str:
    """name-version.tar.gz: the package, this backend, and under csrc/ the C
    sources a wheel is built from (with Makefile.am, which lists them)."""
    dist = Distribution(config_settings, sdist=True)
    root = dist.root
    members = [(name, os.path.join(HERE, name)) for name in
               ["pyproject.toml", "README.md", "build_backend/hunters_build.py"] + package_files()]
    c_files = ["Makefile.am", "COPYING", "include/hunters.h", "data/tiles-2002.txt", "lib/libhunters.map"]
    for folder, _, names in sorted(os.walk(os.path.join(root, "lib"))):
        for name in sorted(names):
            relative = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
            if name.endswith((".c", ".h")) and relative != "lib/tiles/default_data.c":
                c_files.append(relative)
    members += [("csrc/" + name, os.path.join(root, name)) for name in c_files]
    base = "%s-%s" % (dist.name, dist.version)
    archive = base + ".tar.gz"
    stamp = archive_time()
    os.makedirs(sdist_directory, exist_ok=True)
    with tarfile.open(os.path.join(sdist_directory, archive), "w:gz", format=tarfile.PAX_FORMAT) as tar:
        entries = [(name, read(path)) for name, path in members] + [("PKG-INFO", dist.metadata().encode("utf-8"))]
        for name, data in entries:
            info = tarfile.TarInfo(base + "/" + name)
            info.size, info.mtime, info.mode = len(data), stamp, 0o644
            tar.addfile(info, io.BytesIO(data))
    return archive


EDITABLE_ERROR = ("editable installs (pip install -e) of hunters are not supported: the package bundles a "
                  "compiled library. From the source tree use PYTHONPATH=bindings/python with "
                  "HUNTERS_LIBRARY=<build>/.libs/libhunters.so.0, or pip install without -e")


def get_requires_for_build_editable(config_settings: ConfigSettings = None) -> List[str]:
    raise BuildError(EDITABLE_ERROR)


def build_editable(wheel_directory: str, config_settings: ConfigSettings = None,
                   metadata_directory: Optional[str] = None) -> str:
    raise BuildError(EDITABLE_ERROR)
