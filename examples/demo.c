/* hunters-demo: a game played by bots, shown turn by turn with every
 * placement, deployment and score, then the final scoring and the board.
 *
 *   hunters-demo [--seed N] [--players N] [--bot KIND] [--others KIND]
 *                [--iterations N] [--advice] [--quiet] [--save FILE]
 *                [-h|--help]
 *
 * KIND is random, greedy, mcts or mcts2. Player 1 is the library's bot of
 * --bot (default mcts2, its strongest), the others its bot of --others
 * (default greedy); mcts and mcts2 search --iterations per decision
 * (default 1000). --advice prints, before each of player 1's placements,
 * the bot's three best whole turns (hunters_bot_advise). --save writes the
 * game's record to FILE (hunters_game_save_file) at the game's end, which
 * hunters-replay prints and hunters-svg draws; a FILE that holds something
 * else (notes, a tile set) is refused before the game, not replaced, and
 * so is a place the save cannot write (a folder, a missing folder). --save
 * - is refused, as hunters-play's: standard output shows the game, and the
 * record would be lost among its lines (./- names a file -); so is a FILE
 * that is standard output's (/dev/stdout, or FILE with > FILE), and the
 * terminal standard output is on by another name (/dev/tty); another
 * terminal (another window's /dev/pts/N) shows the record there. */
#define _POSIX_C_SOURCE 200809L /* lstat(), access(), strdup(), getsid(), tcgetsid() */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h> /* TIOCGDEV */
#include <sys/stat.h>
#ifdef __linux__
#include <sys/sysmacros.h> /* makedev() */
#endif
#include <termios.h>
#include <unistd.h>

#include <hunters.h>

static void die(const char *what, int rc)
{
    fprintf(stderr, "hunters-demo: %s: %s\n", what, hunters_strerror(rc));
    exit(1);
}

static const char usage[] =
    "usage: hunters-demo [--seed N] [--players N] [--bot KIND] [--others KIND] "
    "[--iterations N] [--advice] [--quiet] [--save FILE] [-h|--help]\n"
    "  KIND: random, greedy, mcts or mcts2 (defaults: --bot mcts2, --others greedy)\n"
    "  FILE: not - (standard output shows the game): ./- names a file -; nor\n"
    "        the terminal it shows the game on by another name (/dev/tty)\n";

/* The bytes of the UTF-8 character at s, as shown() takes it, and in *how
 * how it shows: 2 as it is, 1 as it is but in quotes (a space, ' '), 0 as
 * '?': a control (C0, DEL, C1, which a terminal obeys: U+009B is CSI), a
 * bidirectional mark, embedding, override or isolate (U+061C, U+200E,
 * U+200F, U+202A to U+202E, U+2066 to U+2069: the rest of the line shown
 * reordered), a line or paragraph separator, a space other than ' ' or a
 * zero-width one (U+00A0, U+2000 to U+200B, U+3000, U+FEFF, ...), which
 * read as a blank or nothing, and a byte of no UTF-8 character (then 1
 * byte). */
static size_t character_at(const unsigned char *s, int *how)
{
    static const unsigned long least[] = {0, 0, 0x80, 0x800, 0x10000};
    size_t n = *s >= 0xf0 ? 4 : *s >= 0xe0 ? 3 : *s >= 0xc0 ? 2 : 1;
    unsigned long c = n == 1 ? *s : *s & (0x7fu >> n);
    *how = 0;
    for (size_t k = 1; k < n; k++) {
        if ((s[k] & 0xc0) != 0x80) /* cut short (the word's end too) */
            return 1;
        c = c << 6 | (s[k] & 0x3f);
    }
    if (n > 1 && (*s > 0xf4 || c < least[n] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff))
        return 1; /* overlong, a surrogate, past U+10FFFF */
    if (c == ' ')
        *how = 1;
    else if (c > ' ' && c != 0x7f && (n > 1 || c < 0x80) && !(c >= 0x80 && c <= 0xa0) && c != 0x61c && c != 0x1680 &&
             c != 0x180e && !(c >= 0x2000 && c <= 0x200f) && !(c >= 0x2028 && c <= 0x202f) &&
             !(c >= 0x205f && c <= 0x206f) && c != 0x3000 && c != 0xfeff)
        *how = 2;
    return n;
}

/* A command-line word as a message names it, as hunters-play's messages
 * do (with tools/common's shown_word(), which this example, built on the
 * public library alone, does not link): the word itself when each of its
 * characters shows as it is (character_at()) and quote is 0; else in
 * single quotes ('' for the empty word, which read as nothing), each
 * character character_at() shows as '?' so (an escape in a word garbled
 * the line, or the terminal), one longer than buffer cut after whole
 * characters, ending in "...'". size is at least 8. Returns word or
 * buffer. */
static const char *shown(const char *word, int quote, char *buffer, size_t size)
{
    const unsigned char *c = (const unsigned char *)word;
    int how = 2;
    while (*c && how == 2)
        c += character_at(c, &how);
    if (!quote && *word && how == 2)
        return word;
    size_t at = 0, room = size - 5; /* the quotes, "...", the NUL */
    buffer[at++] = '\'';
    for (c = (const unsigned char *)word; *c;) {
        size_t n = character_at(c, &how), width = how ? n : 1;
        if (at + width > room) {
            memcpy(buffer + at, "...", 3);
            at += 3;
            break;
        }
        if (how)
            memcpy(buffer + at, c, n);
        else
            buffer[at] = '?';
        at += width;
        c += n;
    }
    buffer[at++] = '\'';
    buffer[at] = '\0';
    return buffer;
}

/* A number of the command line: digits alone, from low to high, as
 * hunters-play takes its seed (strtoull() took "abc" as seed 0 and wrapped
 * "-1" and a number too large; atoi() took "abc" as 0 players and "3x" as
 * 3). 0, or -1 with *out unchanged. */
static int parse_number(const char *text, uint64_t low, uint64_t high, uint64_t *out)
{
    uint64_t value = 0;
    if (!*text)
        return -1;
    for (const char *c = text; *c; c++) {
        if (*c < '0' || *c > '9')
            return -1;
        unsigned digit = (unsigned)(*c - '0');
        if (digit > high || value > (high - digit) / 10) /* value * 10 + digit > high */
            return -1;
        value = value * 10 + digit;
    }
    if (value < low)
        return -1;
    *out = value;
    return 0;
}

/* The MCTS bots' iterations, as hunters-sim takes them (0 is no limit,
 * which the bot refuses without a time limit, at its first move). */
enum { MOST_ITERATIONS = 100000000 };

/* Whether --save may write path: nothing there, an empty file, what is no
 * regular file (a device, a pipe: written in place), or a game record (its
 * first line that is no comment nor blank is "hunters-record ...",
 * doc/record-format.md), the demo's own of an earlier run: 1. Anything else
 * (notes, a tile set, a file named by a slip) would be replaced and lost: 0.
 * A file that cannot be read to tell (no read permission, a read error) is
 * as unknown: -1 with errno (a rename replaces it all the same). */
static int may_save_over(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
        return 1;
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    char line[256];
    int record = 0, line_start = 1, file_start = 1;
    errno = 0;
    while (fgets(line, sizeof line, f)) {
        /* a line longer than the buffer comes in pieces: only the first
         * is a line's start (the rest of a long comment, read as a line,
         * refused a record that hunters-replay reads) */
        int starts = line_start;
        line_start = strchr(line, '\n') != NULL;
        /* (a UTF-8 byte-order mark at the file's start, as Windows' Notepad
         * writes it, is no text: the library skips it, doc/record-format.md) */
        const char *text = file_start && !strncmp(line, "\xef\xbb\xbf", 3) ? line + 3 : line;
        file_start = 0;
        if (!starts)
            continue;
        const char *word = text + strspn(text, " \t");
        if (*word == '#' || *word == '\n' || *word == '\r' || *word == '\0')
            continue;
        record = !strncmp(word, "hunters-record", 14) && strchr(" \t\r\n", word[14]) && word[14];
        break;
    }
    int why = ferror(f) ? (errno ? errno : EIO) : 0;
    fclose(f);
    errno = why;
    return why ? -1 : record;
}

/* The name a file at path is replaced or created at, as the library follows
 * links: path, or its symbolic links' chain's end (a relative target read
 * from the link's folder); *in_proc set, and the following stopped, at a
 * link in /proc (/dev/fd/N's, /dev/stdout's), which the library writes in
 * place or through this process's descriptor, never replaced. malloc'd, or
 * NULL with errno. */
static char *link_end(const char *path, int *in_proc)
{
    char *at = strdup(path), link[4096];
    struct stat st, proc;
    int proc_known = lstat("/proc/self", &proc) == 0 && S_ISLNK(proc.st_mode);
    *in_proc = 0;
    for (int hops = 0; at && hops < 40 && lstat(at, &st) == 0 && S_ISLNK(st.st_mode); hops++) {
        if (proc_known && st.st_dev == proc.st_dev) {
            *in_proc = 1;
            break;
        }
        ssize_t n = readlink(at, link, sizeof link - 1);
        if (n < 0) {
            int why = errno;
            free(at);
            errno = why;
            return NULL;
        }
        const char *slash = strrchr(at, '/');
        int folder = link[0] == '/' || !slash ? 0 : (int)(slash - at) + 1;
        size_t size = (size_t)folder + (size_t)n + 1;
        char *next = malloc(size);
        if (next)
            snprintf(next, size, "%.*s%.*s", folder, at, (int)n, link);
        free(at);
        at = next;
    }
    return at;
}

/* Whether --save can write path, asked before the game, as the record is
 * written once, at its end (hunters_game_save_file()): 0, or -1 with errno
 * as that save would fail. Nothing is created. Through its symbolic links:
 * a folder is no file to write (EISDIR); a device or a pipe is written in
 * place (its write permission), and so is the file standard error goes
 * to, named by a link (/dev/stderr: through the descriptor),
 * and a file named through a link in /proc (/dev/fd/3: its own); a
 * regular file is written beside the file the links end at and renamed
 * over it, and a new one (a dangling link's too) created there: that
 * folder's permission. */
static int can_save_to(const char *path)
{
    struct stat st, link, out;
    char *file = NULL;
    if (!*path) {
        errno = ENOENT;
        return -1;
    }
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            errno = EISDIR;
            return -1;
        }
        int linked = lstat(path, &link) == 0 && S_ISLNK(link.st_mode);
        if (linked && fstat(STDERR_FILENO, &out) == 0 && out.st_dev == st.st_dev && out.st_ino == st.st_ino)
            return 0;
        if (!S_ISREG(st.st_mode))
            return access(path, W_OK);
        /* through a link in /proc (/dev/fd/3 3>>log) in place: the file's
         * permission, not its folder's (refused when the file's folder was
         * not writable, a save that would have worked) */
        int in_proc;
        file = link_end(path, &in_proc);
        if (file && in_proc) {
            free(file);
            return access(path, W_OK);
        }
        /* a file no one may write, which the library's save never replaces
         * (hunters_game_save_file(), root too): said now, not after the game */
        if ((st.st_mode & 0222) == 0) {
            free(file);
            errno = EACCES;
            return -2;
        }
    } else if (errno == ENOENT) {
        int in_proc; /* a dangling link ends at no /proc link: that would be there */
        file = link_end(path, &in_proc);
    }
    if (!file)
        return -1; /* ENOTDIR, EACCES, ELOOP: the save's reason too */
    char *slash = strrchr(file, '/');
    if (slash)
        slash[slash == file ? 1 : 0] = '\0'; /* its folder, "/" for "/x" */
    int rc = access(slash ? file : ".", W_OK | X_OK);
    int why = errno;
    free(file);
    errno = why;
    return rc;
}

/* Whether path names the file standard output writes to (/dev/stdout, or
 * FILE with > FILE): the game's screen, as - is. Also where /dev/stdout
 * names a device node of its own (FreeBSD's /dev/fd/1 without fdescfs,
 * opened as a copy of the descriptor), whose stat() is no file's: path
 * naming that node. Not /dev/null, which shows nothing: a game run unseen
 * loses no line to its record there too (--save /dev/null >/dev/null). */
static int names_stdout(const char *path)
{
    struct stat out, named, node, null;
    if (fstat(STDOUT_FILENO, &out) != 0 || stat(path, &named) != 0)
        return 0;
    int same = out.st_dev == named.st_dev && out.st_ino == named.st_ino;
    if (!same && stat("/dev/fd/1", &node) == 0 && S_ISCHR(node.st_mode)) /* (elsewhere stat() follows it to the file) */
        same = node.st_dev == named.st_dev && node.st_ino == named.st_ino;
    return same && !(S_ISCHR(out.st_mode) && stat("/dev/null", &null) == 0 && S_ISCHR(null.st_mode) &&
                     out.st_rdev == null.st_rdev);
}

/* The device of the terminal standard output is on, where standard
 * output is /dev/tty (whose device, 5,0 on Linux, is no terminal's own):
 * Linux's TIOCGDEV asks standard output, the terminal already open, for
 * its real device (the kernel's encoding: minor's low 8 bits, major's 12,
 * minor's high 12). 0 where that is not known (no TIOCGDEV: elsewhere, as
 * on FreeBSD, /dev/tty opens as the terminal's own node, whose device
 * fstat() gives). */
static int screen_device(dev_t *device)
{
#ifdef TIOCGDEV
    unsigned int encoded;
    if (ioctl(STDOUT_FILENO, TIOCGDEV, &encoded) != 0)
        return 0;
    *device = makedev((encoded >> 8) & 0xfffu, (encoded & 0xffu) | ((encoded >> 12) & 0xfff00u));
    return 1;
#else
    (void)device;
    return 0;
#endif
}

/* Whether path names the terminal standard output is on, the game's
 * screen, by a name of its own (names_stdout() knows the screen's own
 * node): another node of that device (the same st_rdev), or /dev/tty, the
 * controlling terminal, while standard output is on it (tcgetsid(): its
 * session is this one's); or, with standard output on /dev/tty, the
 * controlling terminal by its own name (the /dev/pts/N of tty(1)), whose
 * device screen_device() gives (the defect: >/dev/tty --save $(tty) wrote
 * the record among the game's lines). The record written there comes
 * among the game's lines, as with -. Another terminal (another window's
 * /dev/pts/N) shows the record once, as asked, as does one while the game
 * goes to a file or a pipe. Told from path's stat() alone: path is never
 * opened to ask (the defect: a character device was, once, while standard
 * output was /dev/tty: the record's device opened and closed twice, a
 * device whose opening does something, as a tape's rewind or a watchdog's
 * start, done for a question). */
static int names_screen_terminal(const char *path)
{
    struct stat st, out, tty;
    if (!isatty(STDOUT_FILENO) || fstat(STDOUT_FILENO, &out) != 0 || stat(path, &st) != 0 || !S_ISCHR(st.st_mode))
        return 0;
    if (S_ISCHR(out.st_mode) && st.st_rdev == out.st_rdev)
        return 1;
    if (stat("/dev/tty", &tty) != 0 || !S_ISCHR(tty.st_mode) || tcgetsid(STDOUT_FILENO) != getsid(0))
        return 0; /* standard output is no controlling terminal of this session's */
    if (st.st_rdev == tty.st_rdev)
        return 1;
    if (out.st_rdev != tty.st_rdev) /* standard output on the terminal's own node: its other nodes said above */
        return 0;
    dev_t screen;
    return screen_device(&screen) && st.st_rdev == screen;
}

static int bot_kind(const char *name)
{
    if (strcmp(name, "random") == 0)
        return HUNTERS_BOT_RANDOM;
    if (strcmp(name, "greedy") == 0)
        return HUNTERS_BOT_GREEDY;
    if (strcmp(name, "mcts") == 0)
        return HUNTERS_BOT_MCTS;
    if (strcmp(name, "mcts2") == 0)
        return HUNTERS_BOT_MCTS2;
    return 0;
}

static void print_advice(hunters_game *game, const hunters_bot_options *bot)
{
    hunters_advice advice[3];
    int n = hunters_bot_advise(game, bot, advice, 3);
    if (n < 0)
        die(hunters_game_errmsg(game), n);
    for (int i = 0; i < n && i < 3; i++) {
        char line[256]; /* enough for the default tile set (hunters.h) */
        hunters_advice_format(&advice[i], line, sizeof line);
        printf("    advice %d: %s\n", i + 1, line);
    }
}

/* What the log printer has shown so far. */
typedef struct log_state {
    int shown, turn;
    long running[HUNTERS_MAX_PLAYERS];
} log_state;

static void print_events(const hunters_game *game, log_state *log, int quiet)
{
    int n = hunters_game_event_count(game);
    for (; log->shown < n; log->shown++) {
        hunters_event e;
        char line[256];
        hunters_game_event(game, log->shown, &e);
        if (e.type == HUNTERS_EVENT_POINTS)
            log->running[e.player] += e.points;
        if (e.type == HUNTERS_EVENT_TURN && !quiet) {
            printf("turn %d, player %d (score", ++log->turn, e.player + 1); /* from 1, as people count */
            for (int p = 0; p < hunters_game_player_count(game); p++)
                printf(" %ld", log->running[p]);
            printf(")\n");
            continue;
        }
        int scoring = e.type == HUNTERS_EVENT_POINTS || e.type == HUNTERS_EVENT_FEATURE_COMPLETED ||
                      e.type == HUNTERS_EVENT_FINAL_FEATURE || e.type == HUNTERS_EVENT_GAME_OVER ||
                      e.type == HUNTERS_EVENT_BONUS_DRAWN;
        if (quiet && !scoring)
            continue;
        if (e.type == HUNTERS_EVENT_TURN || e.type == HUNTERS_EVENT_TILE_DRAWN)
            continue; /* the placement line says enough */
        hunters_event_format(game, &e, line, sizeof line);
        printf("%s%s\n", scoring ? "  * " : "    ", line);
    }
}

/* Prints the first length bytes of a file name, then suffix, as one word
 * a shell gives back to a program as a file name: in single quotes when
 * they hold a character a shell treats specially, after "./" when they
 * start with '-' (which hunters-svg would take for an option). */
static void print_shell_word(const char *word, size_t length, const char *suffix)
{
    static const char plain[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+.,/:@%=";
    int quote = strspn(word, plain) < length;
    printf("%s%s", quote ? "'" : "", length && word[0] == '-' ? "./" : "");
    for (size_t i = 0; i < length; i++) {
        if (word[i] == '\'')
            fputs("'\\''", stdout); /* a quote ends the quoted part, then an escaped quote */
        else
            putchar(word[i]);
    }
    printf("%s%s", suffix, quote ? "'" : "");
}

/* The board as a map: each tile shows the initial of its type name's
 * first letter, or the owner of the piece standing on it. */
static void print_board(const hunters_game *game, const char *save, int saved)
{
    int minx = 0, maxx = 0, miny = 0, maxy = 0;
    for (int i = 0; i < hunters_game_placed_count(game); i++) {
        int x, y;
        hunters_game_placed_position(game, i, &x, &y);
        minx = x < minx ? x : minx;
        maxx = x > maxx ? x : maxx;
        miny = y < miny ? y : miny;
        maxy = y > maxy ? y : maxy;
    }
    printf("\nThe board (%d tiles; north up). Each tile shows the first letter of its name in the tile\n"
           "set (F forest, L lake, S spring or straight river, C curved river, J river junction), @ the\n"
           "start tile, + a bonus tile, a digit the player whose hunter or hut still stands there.\n",
           hunters_game_placed_count(game));
    /* hunters-svg --seed N would draw a game of random moves, not this one:
     * its record, into a file (hunters-svg writes to standard output) */
    if (save && saved) {
        size_t length = strlen(save), stem = length; /* game.rec draws into game.svg */
        if (length > 4 && strcmp(save + length - 4, ".rec") == 0)
            stem -= 4;
        printf("hunters-svg ");
        print_shell_word(save, length, "");
        printf(" -o ");
        print_shell_word(save, stem, ".svg");
        printf(" (in _build/ until make install) draws this game as a picture.\n");
    } else if (!save) {
        printf("hunters-demo --save FILE keeps this game's record; hunters-svg FILE -o FILE.svg draws it as a "
               "picture.\n");
    }
    const hunters_tileset *ts = hunters_game_tileset(game);
    for (int y = miny; y <= maxy; y++) {
        printf("  ");
        for (int x = minx; x <= maxx; x++) {
            hunters_square sq;
            if (hunters_game_board(game, x, y, &sq) != HUNTERS_OK) {
                printf(" .");
                continue;
            }
            if (sq.piece_owner >= 0)
                printf(" %d", sq.piece_owner + 1); /* the player's number, from 1 as in the scores */
            else if (x == 0 && y == 0)
                printf(" @");
            else {
                const char *name = hunters_tileset_type_name(ts, sq.type);
                printf(" %c", name[0] == 'B' ? '+' : name[0]);
            }
        }
        printf("\n");
    }
}

/* Standard output flushed and checked, last: a full disk or a closed
 * output must not end in exit status 0 with the game lost (the other tools'
 * finish_stdout()). The status to exit with: 0, or 1 after saying why. */
static int finish_stdout(void)
{
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    fprintf(stderr, "hunters-demo: cannot write to standard output: %s\n", errno ? strerror(errno) : "a write failed");
    return 1;
}

int main(int argc, char **argv)
{
    uint64_t seed = 2002, players = 2, iterations = 1000;
    int quiet = 0, kind = HUNTERS_BOT_MCTS2, others = HUNTERS_BOT_GREEDY, advice = 0;
    const char *save = NULL;
    char word[256]; /* a command-line word as a message shows it (shown()), one a message */
    for (int i = 1; i < argc; i++) {
        /* the numbers: seed, players, iterations, with their ranges */
        static const char *const number_option[] = {"--seed", "--players", "--iterations"};
        uint64_t *number[] = {&seed, &players, &iterations};
        static const uint64_t low[] = {0, 1, 1}, high[] = {UINT64_MAX, HUNTERS_MAX_PLAYERS, MOST_ITERATIONS};
        int n = 0;
        while (n < 3 && strcmp(argv[i], number_option[n]) != 0)
            n++;
        if (n < 3 && i + 1 < argc) {
            if (parse_number(argv[++i], low[n], high[n], number[n])) {
                fprintf(stderr, "hunters-demo: %s needs a whole number from %llu to %llu, not %s\n%s",
                        number_option[n], (unsigned long long)low[n], (unsigned long long)high[n],
                        shown(argv[i], 1, word, sizeof word), usage);
                return 2;
            }
        } else if ((strcmp(argv[i], "--bot") == 0 || strcmp(argv[i], "--others") == 0) && i + 1 < argc) {
            int *which = strcmp(argv[i], "--bot") == 0 ? &kind : &others;
            if (!(*which = bot_kind(argv[i + 1]))) { /* said, not the usage alone */
                fprintf(stderr, "hunters-demo: %s needs random, greedy, mcts or mcts2, not %s\n%s", argv[i],
                        shown(argv[i + 1], 1, word, sizeof word), usage);
                return 2;
            }
            i++;
        } else if (strcmp(argv[i], "--advice") == 0)
            advice = 1;
        else if (strcmp(argv[i], "--quiet") == 0)
            quiet = 1;
        else if (strcmp(argv[i], "--save") == 0 && i + 1 < argc)
            save = argv[++i];
        else {
            int help = strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0;
            /* --seed=5: the form hunters-play's and hunters-sim's hints name */
            const char *equals = strncmp(argv[i], "--", 2) ? NULL : strchr(argv[i], '=');
            if (!help && !strcmp(argv[i], "--save=-")) /* not "--save -", refused in its turn */
                fprintf(stderr, "hunters-demo: unknown or incomplete option --save=-; a value is the word after its "
                                "option: --save FILE, not - (standard output is the game's screen; ./- names a file "
                                "-)\n");
            else if (!help && equals && equals > argv[i] + 2) { /* each part shown as a word */
                char name[256], shown_name[256], value[256];
                snprintf(name, sizeof name, "%.*s", (int)(equals - argv[i]), argv[i]);
                fprintf(stderr, "hunters-demo: unknown or incomplete option %s; a value is the word after its option: "
                                "%s %s\n", shown(argv[i], 0, word, sizeof word),
                        shown(name, 0, shown_name, sizeof shown_name), shown(equals + 1, 0, value, sizeof value));
            } else if (!help) /* an empty word named as '' (it read as nothing at the line's end) */
                fprintf(stderr, "hunters-demo: unknown or incomplete option %s\n",
                        shown(argv[i], 0, word, sizeof word));
            fputs(usage, help ? stdout : stderr);
            return help ? finish_stdout() : 2;
        }
    }
    char save_word[256];
    const char *shown_save = save ? shown(save, 0, save_word, sizeof save_word) : NULL;
    /* - is standard output for hunters-sim, but that is the game's screen
     * here: refused as hunters-play refuses it, not a file named - */
    if (save && !strcmp(save, "-")) {
        fprintf(stderr, "hunters-demo: --save -: standard output is the game's screen: name a file (./- for one "
                        "named -)\n");
        return 2;
    }
    /* nor - by another name: the record written among the game's lines, or
     * renamed over FILE (> FILE) and those lines lost */
    if (save && names_stdout(save)) {
        fprintf(stderr, "hunters-demo: --save %s: that is standard output, the game's screen: name another file\n",
                shown_save);
        return 2;
    }
    /* nor the screen's terminal by another name (/dev/tty): the record
     * among the game's lines (hunters-play, which writes after every move,
     * refuses every terminal) */
    if (save && names_screen_terminal(save)) {
        fprintf(stderr, "hunters-demo: --save %s: that is a terminal, the game's screen: name a file\n", shown_save);
        return 2;
    }
    /* known now, not after the game, as hunters-play refuses its --save */
    int may = save ? may_save_over(save) : 1;
    if (may < 0) {
        fprintf(stderr, "hunters-demo: --save %s: cannot read the file to tell whether it is a game record (%s): "
                        "it would be replaced; move it away or name another file\n", shown_save, strerror(errno));
        return 2;
    }
    if (!may) {
        fprintf(stderr, "hunters-demo: --save %s: the file exists and is no game record: it would be replaced; "
                        "move it away or name another file\n", shown_save);
        return 2;
    }
    /* nor a place it cannot write: found at the end, the game was lost */
    int unsaveable = save ? can_save_to(save) : 0;
    if (unsaveable) { /* the empty name as '' (it read as nothing: "cannot save : No such") */
        fprintf(stderr, "hunters-demo: cannot save %s: %s\n", shown_save,
                unsaveable == -2 ? "it is read-only: not replaced (make it writable, chmod u+w, or give another name)"
                                 : strerror(errno));
        return 1;
    }
    hunters_game_options options;
    hunters_game_options_init(&options);
    options.players = (int32_t)players;
    options.seed = seed;
    hunters_game *game = NULL;
    hunters_error error;
    int rc = hunters_game_new(&game, &options, &error);
    if (rc) {
        fprintf(stderr, "hunters-demo: %s\n", error.message);
        return 1;
    }

    printf("libhunters %s: Carcassonne: Hunters and Gatherers, %d players, seed %llu\n", hunters_version(),
           (int)players, (unsigned long long)seed);
    static const char *const kind_names[] = {"", "random", "greedy", "mcts", "mcts2"};
    printf("Tile set: %s (a reconstruction of the 2002 set). Player 1 is the library's %s bot, "
           "the others its %s bot.\n\n",
           hunters_tileset_name(hunters_game_tileset(game)), kind_names[kind], kind_names[others]);
    hunters_bot_options bot, other_bot;
    hunters_bot_options_init(&bot);
    bot.kind = kind;
    bot.iterations = (int32_t)iterations;
    hunters_bot_options_init(&other_bot);
    other_bot.kind = others;
    other_bot.iterations = (int32_t)iterations;
    log_state log = {0, 0, {0}};
    for (unsigned long long decision = 0; hunters_game_phase(game) != HUNTERS_PHASE_OVER; decision++) {
        print_events(game, &log, quiet);
        int mine = hunters_game_current_player(game) == 0;
        hunters_bot_options *who = mine ? &bot : &other_bot;
        who->seed = seed * 1000003ull + decision; /* the bots never see the hidden tiles, whatever the seed */
        int phase = hunters_game_phase(game);
        if (mine && advice && !quiet && (phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS))
            print_advice(game, who);
        hunters_move move;
        if ((rc = hunters_bot_choose(game, who, &move)))
            die(hunters_game_errmsg(game), rc);
        if ((rc = hunters_game_play(game, move)))
            die(hunters_game_errmsg(game), rc);
    }
    print_events(game, &log, quiet); /* the last move's (the loop's top told the others) */
    /* saved once, at the end: a second write would put two records in a
     * pipe or a device (--save /dev/stderr); a failure is said after the
     * board and the scores, which are not lost for it */
    int saved = HUNTERS_OK, saved_errno = 0;
    if (save) {
        errno = 0;
        saved = hunters_game_save_file(game, save);
        saved_errno = errno;
    }
    print_board(game, save, saved == HUNTERS_OK);
    printf("\nFinal scores:\n");
    for (int p = 0; p < (int)players; p++)
        printf("  player %d: %3d points, place %d\n", p + 1, hunters_game_score(game, p), hunters_game_rank(game, p));
    hunters_game_free(game);
    int status = finish_stdout();
    if (saved != HUNTERS_OK) {
        /* the status is the whole answer (the game is const there); errno says why on EIO */
        fprintf(stderr, "hunters-demo: cannot save %s: %s\n", shown_save,
                saved == HUNTERS_EIO && saved_errno ? strerror(saved_errno) : hunters_strerror(saved));
        status = 1;
    }
    return status;
}
