# Sourced by shell tests: sanitized=1 when the library they test (in
# ${top_builddir:-.}) is built with AddressSanitizer or UBSan, else 0. Such
# a build reserves terabytes of address space as it starts (an
# address-space limit kills it before main), its leak check cannot run
# under ptrace, and it cannot be loaded into an uninstrumented interpreter:
# those cases are the plain builds' to check.
# (an if, not `ldd ... && sanitized=1`: that list's status, 1 in a plain
# build, was the file's, and `set -e; . sanitizer_build.sh` ended there)
sanitized=0
if ldd "${top_builddir:-.}/.libs/libhunters.so.0" 2>/dev/null | grep -q -e libasan -e libubsan; then
    sanitized=1
fi
