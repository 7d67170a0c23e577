# Sourced by shell tests that run a program on a terminal of its own, util-linux
# script's (the test has checked that `script -qec true /dev/null` works). The
# test defines $tmp.
#
# on_terminal COMMAND: runs sh -c COMMAND on a new terminal (script -qec
# COMMAND /dev/null), standard input /dev/null, and returns script's status.
# script starts COMMAND in a session of its own: out of reach of a Ctrl-C (the
# terminal's foreground group, where make check runs) and of build.sh's stop
# (kill_session: distcheck's session), which reach script alone. script then
# signals its shell, whose end hangs up the terminal, and a program the
# hangup does not end ran on (a GNU timeout with --foreground forwards the
# SIGHUP and waits for its program, up to its limit). So while it runs, a
# SIGHUP, SIGINT or SIGTERM to the test stops the processes of that session
# too (SIGTERM: pkill -s, else their process group), then ends the test,
# status 128 + the signal's number; the traps are the default again after.
# (script runs in the background, its end waited for: a trap waits for a
# command run in the foreground to end.) COMMAND has SIGINT and SIGQUIT at
# their default, as on a terminal of a user's, so a Ctrl-C or Ctrl-\ typed
# there reaches it: started in the background of a non-interactive shell,
# script and so COMMAND had both ignored (on_terminal_defaults).
on_terminal() {
    rm -f "$tmp/terminal-session"
    # ($$ of the shell script starts is the session's id: it leads it)
    # (the traps first: a stop between script's start and them would leave
    # script running; before it starts, terminal_stop ends the test alone)
    terminal=""
    trap 'terminal_stop 129' HUP
    trap 'terminal_stop 130' INT
    trap 'terminal_stop 143' TERM
    on_terminal_defaults script -qec "echo \$\$ >'$tmp/terminal-session'; $1" /dev/null </dev/null &
    terminal=$!
    terminal_status=0
    wait "$terminal" || terminal_status=$? # (|| : a caller's set -e would end the test before the traps' reset)
    terminal=""
    rm -f "$tmp/terminal-session"
    trap - HUP INT TERM
    return $terminal_status
}

# terminal_stop STATUS: stops on_terminal's script and its session, exits STATUS
terminal_stop() {
    [ -z "$terminal" ] || kill "$terminal" 2>/dev/null
    session=$(cat "$tmp/terminal-session" 2>/dev/null) || session=""
    case $session in
    '' | *[!0-9]* | 0) ;;  # (not started yet: script's own SIGTERM to its shell stops it)
    *) pkill -TERM -s "$session" 2>/dev/null || kill -s TERM -- -"$session" 2>/dev/null ;;
    esac
    exit "$1"
}

# on_terminal_defaults COMMAND...: execs COMMAND with SIGINT and SIGQUIT at
# their default, which a shell gives a background job ignored (and a shell
# cannot give back: dash's trap - keeps a signal ignored so): by env
# --default-signal (coreutils 8.31), else perl; without either, ignored
on_terminal_defaults() {
    if env --default-signal=INT,QUIT true 2>/dev/null; then
        exec env --default-signal=INT,QUIT "$@"
    elif command -v perl >/dev/null 2>&1; then
        # shellcheck disable=SC2016 # perl's variables, not the shell's
        exec perl -e '$SIG{INT} = $SIG{QUIT} = "DEFAULT"; exec { $ARGV[0] } @ARGV or die "$ARGV[0]: $!\n"' "$@"
    fi
    exec "$@"
}
