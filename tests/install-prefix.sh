#!/bin/sh
# Installing into a private prefix as README.md's "Installing" says, for
# `make install prefix=DIR` (into a prefix not given to configure): the
# installed hunters.pc names DIR (the defect: it kept configure's
# /usr/local, so a program built with pkg-config did not find hunters.h),
# README's C example (where there is a C compiler), with README's own
# compile command and PKG_CONFIG_PATH, builds against DIR and runs with
# LD_LIBRARY_PATH (or linked with -Wl,-rpath), and so do the installed programs from DIR/bin on
# PATH; `make uninstall prefix=DIR` removes every file again. (Installed
# where configure was told, the programs need no LD_LIBRARY_PATH:
# `make installcheck`, run by make distcheck, checks that.)
set -u
src=$(cd "${top_srcdir:-.}" && pwd)
build=$(cd "${top_builddir:-.}" && pwd)
[ -f "$build/libhunters.la" ] || { echo "SKIP: no libhunters.la in $build"; exit 77; }
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
[ "$sanitized" = 0 ] || { echo "SKIP: the library is built with sanitizers"; exit 77; }
command -v pkg-config >/dev/null 2>&1 || { echo "SKIP: no pkg-config"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/c_compiler.sh" # have_cc, build_c
prefix=$tmp/prefix

${MAKE:-make} -s -C "$build" install prefix="$prefix" >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; fail "make install prefix=$prefix"; }
[ -f "$prefix/lib/pkgconfig/hunters.pc" ] || fail "no $prefix/lib/pkgconfig/hunters.pc"

# nothing from the caller's environment: only what README says to set
unset PKG_CONFIG_PATH PKG_CONFIG_LIBDIR PKG_CONFIG_SYSROOT_DIR LD_LIBRARY_PATH C_INCLUDE_PATH CPATH LIBRARY_PATH
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
for var in prefix libdir includedir; do
    got=$(pkg-config --variable="$var" hunters) || fail "pkg-config --variable=$var hunters"
    case $var in prefix) want=$prefix ;; libdir) want=$prefix/lib ;; includedir) want=$prefix/include ;; esac
    [ "$got" = "$want" ] || fail "hunters.pc: $var=$got, not $want"
done
version=$(sed -n 's/^#define HUNTERS_VERSION_STRING "\(.*\)"$/\1/p' "$src/include/hunters.h")
[ "$(pkg-config --modversion hunters)" = "$version" ] || fail "hunters.pc: version $(pkg-config --modversion hunters), not $version"
echo "hunters.pc: $(pkg-config --cflags --libs hunters)"
# every @...@ of hunters.pc.in substituted (Libs.private: what a static
# link needs besides the C library, e.g. -lpthread before glibc 2.34)
! grep -n '@' "$prefix/lib/pkgconfig/hunters.pc" || fail "hunters.pc keeps a placeholder"
grep -q '^Libs.private:' "$prefix/lib/pkgconfig/hunters.pc" || fail "hunters.pc has no Libs.private"
pkg-config --static --libs hunters >/dev/null || fail "pkg-config --static --libs hunters"

# README's C example and its compile command, as written there
awk '/^## Using the library/ { u = 1 } u && /^```c$/ { c = 1; next } c && /^```$/ { exit } c' \
    "$src/README.md" >"$tmp/example.c"
grep -q 'hunters_game_new' "$tmp/example.c" || fail "no C example under README.md's 'Using the library'"
# shellcheck disable=SC2016 # the line as README.md writes it, unexpanded
command=$(grep -x 'cc -o example example.c $(pkg-config --cflags --libs hunters)' "$src/README.md" | head -n 1)
[ -n "$command" ] || fail "README.md has no line 'cc -o example example.c \$(pkg-config --cflags --libs hunters)'"
# (with the build's compiler in place of cc)
if have_cc "README's C example built against $prefix"; then
    (cd "$tmp" && eval "${CC:-cc} ${command#cc }") >"$tmp/cc.log" 2>&1 ||
        { cat "$tmp/cc.log"; fail "README's '$command' with PKG_CONFIG_PATH=$PKG_CONFIG_PATH"; }
    LD_LIBRARY_PATH=$prefix/lib "$tmp/example" >"$tmp/out.txt" 2>&1 ||
        { cat "$tmp/out.txt"; fail "the example with LD_LIBRARY_PATH=$prefix/lib"; }
    last=$(tail -n 1 "$tmp/out.txt")
    echo "$last" | grep -Eqx '[0-9]+ : [0-9]+' || { cat "$tmp/out.txt"; fail "the example's last line is '$last', not the scores"; }
    grep -q 'scores' "$tmp/out.txt" || fail "the example printed no scoring log"
    # which library it loaded: the installed one
    LD_LIBRARY_PATH=$prefix/lib ldd "$tmp/example" 2>/dev/null | grep -q "libhunters.so.0 => $prefix/lib/" ||
        fail "the example did not load $prefix/lib/libhunters.so.0"
    echo "README's C example (pkg-config, LD_LIBRARY_PATH=$prefix/lib): $last"
    # shellcheck disable=SC2046 # pkg-config prints several words
    build_c "the example with -Wl,-rpath,$prefix/lib" -o "$tmp/example-rpath" "$tmp/example.c" \
        $(pkg-config --cflags --libs hunters) -Wl,-rpath,"$prefix/lib"
    "$tmp/example-rpath" >/dev/null || fail "the example linked with -Wl,-rpath,$prefix/lib did not run"
    echo "README's C example (pkg-config, -Wl,-rpath,$prefix/lib): runs"
fi

# the installed programs, from PATH
PATH=$prefix/bin:$PATH LD_LIBRARY_PATH=$prefix/lib hunters-demo --seed 3 >"$tmp/demo.txt" 2>&1 ||
    { cat "$tmp/demo.txt"; fail "installed hunters-demo"; }
grep -q '^Final scores:' "$tmp/demo.txt" || { cat "$tmp/demo.txt"; fail "hunters-demo printed no final scores"; }
[ "$(PATH=$prefix/bin:$PATH command -v hunters-demo)" = "$prefix/bin/hunters-demo" ] || fail "hunters-demo is not $prefix/bin's"
# hunters-play names a template that is there (its path is compiled in,
# from configure's prefix: the installed one there, else the source tree's)
template=$(PATH=$prefix/bin:$PATH LD_LIBRARY_PATH=$prefix/lib hunters-play --help |
    sed -n '/copy and edit the template$/{n;s/^ *//;p;}')
cmp -s "$template" "$src/data/tiles-2002.txt" || fail "installed hunters-play --help names '$template', not the template"
cmp -s "$prefix/share/libhunters/tiles-2002.txt" "$src/data/tiles-2002.txt" || fail "no template installed in $prefix/share/libhunters"
echo "installed hunters-demo and hunters-play (LD_LIBRARY_PATH=$prefix/lib) run; the template named: $template"

# the documentation hunters.h and the README point to, with the README's links kept
for doc in README.md COPYING doc/rules.md doc/record-format.md doc/benchmark.md doc/mainpage.md; do
    cmp -s "$prefix/share/doc/libhunters/$doc" "$src/$doc" || fail "$doc is not installed in $prefix/share/doc/libhunters"
done
for link in $(grep -o '](doc/[a-z0-9-]*\.[a-z]*)' "$src/README.md" | sed 's/^](//;s/)$//' | sort -u); do
    [ -f "$prefix/share/doc/libhunters/$link" ] || fail "the README links to $link, which is not installed beside it"
done
# the examples the documentation names, installed beside it; every C, Python
# and Lua example of the tree is on the list (one left off would be neither
# installed nor missed)
examples=$(awk '/^HUNTERS_EXAMPLES = /{on=1; sub(/^HUNTERS_EXAMPLES = /, "")} on{line=$0; sub(/\\$/, "", line); print line; if ($0 !~ /\\$/) on=0}' "$src/Makefile.am")
for example in $examples; do
    cmp -s "$prefix/share/doc/libhunters/$example" "$src/$example" || fail "$example is not installed in $prefix/share/doc/libhunters"
done
for example in $(cd "$src" && find examples -maxdepth 2 \( -name '*.c' -o -name '*.py' -o -name '*.lua' \) | sort); do
    case " $(echo $examples) " in *" $example "*) ;; *) fail "$example is not in Makefile.am's HUNTERS_EXAMPLES, so not installed" ;; esac
done
[ -f "$prefix/share/doc/libhunters/examples/table.c" ] || fail "the examples are not installed"
echo "the documentation is installed in $prefix/share/doc/libhunters (the README's links to doc/ resolve there), with its examples"
# README: the installed C examples build on their own with its cc line and
# pkg-config, as a user with only the installed files would build them
if have_cc "the installed C examples built against $prefix"; then
    for example in demo table; do
        # shellcheck disable=SC2046 # pkg-config prints several words
        build_c "the installed examples/$example.c" -o "$tmp/$example" \
            "$prefix/share/doc/libhunters/examples/$example.c" $(pkg-config --cflags --libs hunters)
    done
    LD_LIBRARY_PATH=$prefix/lib "$tmp/demo" --seed 3 --quiet >"$tmp/demo-example.txt" 2>&1 ||
        { cat "$tmp/demo-example.txt"; fail "the installed examples/demo.c, built, did not run"; }
    # a land tile described as at the table, placed north of the start tile (doc/python.md's first turn)
    printf 'FMMM gold\nplace 0 -1 r2\npass\n' | LD_LIBRARY_PATH=$prefix/lib "$tmp/table" >"$tmp/table.txt" 2>&1
    grep -q 'drew FCd' "$tmp/table.txt" && grep -q 'placed FCd at (0,-1)' "$tmp/table.txt" ||
        { cat "$tmp/table.txt"; fail "the installed examples/table.c, built, did not follow a turn"; }
    echo "the installed examples/demo.c and examples/table.c build with pkg-config and run"
fi

# a prefix with characters sed's replacement takes as its own (& the matched text, | the delimiter of
# the substitutions that write hunters.pc and hunters.lua, \ its escape), and a \ that the "..." strings
# of hunters.lua and _config.py take as an escape (\n a newline): all name it as it is
odd=$tmp/'odd&pre|fix\n'
${MAKE:-make} -s -C "$build" install-data-local prefix="$odd" >"$tmp/odd.log" 2>&1 ||
    { cat "$tmp/odd.log"; fail "make install-data-local prefix=$odd"; }
got=$(PKG_CONFIG_PATH="$odd/lib/pkgconfig" pkg-config --variable=prefix hunters) || fail "pkg-config with prefix=$odd"
[ "$got" = "$odd" ] || fail "hunters.pc: prefix=$got, not $odd"
got=$(PKG_CONFIG_PATH="$odd/lib/pkgconfig" pkg-config --variable=libdir hunters)
[ "$got" = "$odd/lib" ] || fail "hunters.pc: libdir=$got, not $odd/lib"
lua=$(find "$odd" -name hunters.lua | head -n 1)
if [ -n "$lua" ] && command -v luajit >/dev/null 2>&1; then
    got=$(sed -n 's/^local CONFIGURED_LIBDIR = /return /p' "$lua" |
        luajit -e 'local f, e = loadstring(io.read("*a")) io.write(f and f() or "error: " .. e)')
    [ "$got" = "$odd/lib" ] || fail "$lua: CONFIGURED_LIBDIR is $got, not $odd/lib"
fi
config=$(find "$odd" -name _config.py | head -n 1)
if [ -n "$config" ]; then
    got=$(/usr/bin/python3 -c 'import runpy, sys; sys.stdout.write(runpy.run_path(sys.argv[1])["LIBDIR"])' "$config" 2>&1)
    [ "$got" = "$odd/lib" ] || fail "$config: LIBDIR is $got, not $odd/lib"
fi
echo "hunters.pc, hunters.lua and _config.py in a prefix named $odd: name it"

${MAKE:-make} -s -C "$build" uninstall prefix="$prefix" >"$tmp/uninstall.log" 2>&1 ||
    { cat "$tmp/uninstall.log"; fail "make uninstall prefix=$prefix"; }
left=$(find "$prefix" -type f | head -n 5)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "PASS: make install prefix=DIR: hunters.pc, README's example and the installed programs use DIR"
