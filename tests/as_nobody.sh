# Sourced by shell tests whose cases need a user that permissions stop:
# root passes every permission, so as root such a case runs as nobody
# (uid 65534) where setpriv can, else it is skipped saying why.

# as_nobody TOOL: sets $user, the command prefix to run TOOL as a user that
# permissions stop ("" when not root; "none" when no such user can run it),
# and $skip, why not when $user is none: no setpriv, or nobody cannot run
# TOOL, its error said (a build tree out of uid 65534's reach). $tmp is made
# reachable for nobody.
as_nobody() {
    user="" skip=""
    [ "$(id -u)" = 0 ] || return 0
    chmod 755 "$tmp" # for nobody to reach it
    if ! command -v setpriv >/dev/null 2>&1; then
        user=none skip="as root, without setpriv to run as nobody"
        return 0
    fi
    user="setpriv --reuid=65534 --regid=65534 --clear-groups"
    as_nobody_error=$($user "$1" --help 2>&1 >/dev/null) ||
        user=none skip="as root, and nobody (uid 65534) cannot run $1, is the build tree out of its reach? $as_nobody_error"
}
