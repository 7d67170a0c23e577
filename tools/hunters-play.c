/* hunters-play: Carcassonne: Hunters and Gatherers in the terminal.
 *
 *   hunters-play [--players human,greedy] [--seed N] [--table] [--ascii] ...
 *
 * Any mix of humans and bots at one keyboard (hot-seat), or, with --table,
 * the companion of a real game: the user enters each tile drawn, where it
 * went and what was deployed. The rules, the bots and the scoring are the
 * library's; this program only shows and asks. See doc/play.md. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/select.h>
#include <sys/stat.h>
#include <unistd.h>

#include <hunters.h>

#include "common/number.h"
#include "common/output.h"
#include "common/rule_options.h"
#include "play/play_finder.h"
#include "play/play_retile.h"
#include "play/play_screen.h"
#include "play/play_words.h"
#include "seam/bots_seam.h"

/* Where make install puts the default tile set's text, the template of
 * one's own (Makefile.am defines it from $(pkgdatadir)), and where it is in
 * the source tree, for a program run from the build folder, uninstalled. */
#ifndef HUNTERS_TILESET_TEMPLATE
#define HUNTERS_TILESET_TEMPLATE "data/tiles-2002.txt"
#endif
#ifndef HUNTERS_TILESET_TEMPLATE_SOURCE
#define HUNTERS_TILESET_TEMPLATE_SOURCE "data/tiles-2002.txt"
#endif

/* The template a player can copy: the installed one, else the source
 * tree's, whichever is there (the installed path when neither is). */
static const char *tileset_template(void)
{
    const char *paths[] = {HUNTERS_TILESET_TEMPLATE, HUNTERS_TILESET_TEMPLATE_SOURCE};
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        FILE *f = fopen(paths[i], "r");
        if (f) {
            fclose(f);
            return paths[i];
        }
    }
    return HUNTERS_TILESET_TEMPLATE;
}

static const char usage_head[] =
    "usage: hunters-play [OPTIONS]\n"
    "Plays Carcassonne: Hunters and Gatherers in the terminal.\n"
    "\n"
    "  -p, --players LIST    a seat each: human, random, greedy, mcts, mcts2 (default human,greedy)\n"
    "      --names LIST      the players' names, comma-separated\n"
    "  -s, --seed N          the game's seed (tiles drawn, bots' choices; default 1)\n"
    "      --table           follow a real game: you enter every tile drawn, placement\n"
    "                        and deployment (--players then gives the seat count)\n"
    "      --tileset FILE    play with the tile set in FILE (doc/tileset-format.md),\n"
    "                        not the built-in one (a reconstruction of the 2002\n"
    "                        tiles); to write your own, copy and edit the template\n";
/* ... the template's path, then: */
static const char usage_tail[] =
    "      --load FILE       resume a saved game\n"
    "      --save FILE       save the game to FILE now, after every move, and whenever\n"
    "                        the program stops: the game's end, quit, end of input,\n"
    "                        Ctrl-C or Ctrl-\\, a closed terminal or output (a FILE\n"
    "                        holding another game: only with --load FILE)\n"
    "      --members N       tribe members per player (default 5)\n"
    "      --huts N          huts per player (default 2)\n"
    "  -o, --option NAME=V   a rule option, e.g. -o forest-value=segment -o table=12x10\n"
    "                        (repeatable; --list-options lists them, doc/rules.md explains)\n"
    "      --list-options    lists the rule options and their values, then exits\n"
    "      --ascii           plain ASCII, no colour (also when stdout is no terminal)\n"
    "  -h, --help            this help\n"
    "\n"
    "A FILE is never - (standard input or output for hunters-sim): here those are\n"
    "the game's keyboard and screen; ./- names a file -. Nor is it a terminal\n"
    "(/dev/tty): the keyboard, or no place to keep a saved game.\n"
    "\n"
    "At the prompt: a placement as the letter of a place and a rotation 0-3 (b2, or b\n"
    "for the first rotation that fits), a deployment by its number (0 passes), a tile\n"
    "drawn (--table) by what it shows (RMRM, river with 2 fish, lake mammoth) or its\n"
    "name, + for more deployments, or a command: undo, hint, save FILE, load FILE,\n"
    "tiles, missing, < > ^ v (scroll), help, quit.\n"
    "Moves may also be typed as in a game record: place 1 -2 r3, deploy 2 member, pass.\n";

static void print_usage(FILE *out)
{
    fprintf(out, "%s                        %s\n%s", usage_head, tileset_template(), usage_tail);
}

/* SAY_LENGTH: the longest text say() or notice() tells (a longer one is
 * cut, its end marked "..."). SAY_LINES: the lines that always hold it
 * wrapped, so that none of it is cut: a line ends early only where the
 * next word does not fit on it, so any two lines in a row take more than
 * a line's width (SCREEN_COLS - 2, after the indent).
 * KEPT_LINES: the start's notes (START_NOTES of them at most) and a
 * load's "loaded FILE", each of up to SAY_LINES. */
enum { SAY_LENGTH = 511, SAY_LINES = 2 * (SAY_LENGTH / (SCREEN_COLS - 2) + 1) };
enum { START_NOTES = 3, KEPT_LINES = (START_NOTES + 1) * SAY_LINES };
/* The screen's rows between a board view_h tiles high (and its frame) and
 * the prompt: the log, the choices and the notices. Of these the notices
 * leave NOTICE_ROWS_SPARED to the rest (the count of places off screen, the
 * newest line of the log). */
#define MESSAGE_ROWS(view_h) (SCREEN_ROWS - 1 - ((view_h) * TILE_H + 2))
enum { NOTICE_ROWS_SPARED = 2 };
/* NOTICE_WIDTH: a notice's lines (the last column stays free). NOTICE_LINES:
 * the notice lines the screen shows at most, under the deploy phase's lower
 * board: the lines an entry's answer is kept in; more are cut, marked. */
enum { NOTICE_WIDTH = SCREEN_COLS - 1, NOTICE_LINES = MESSAGE_ROWS(VIEW_H_DEPLOY) - NOTICE_ROWS_SPARED };
/* PATH_SHOWN: the most bytes of a file's name a message on the screen
 * shows (shorten_path()): a line of a wrapped notice after its indent,
 * less one for the punctuation after the name. A longer name took several
 * of the screen's few message rows and, past SAY_LENGTH, cut the end of
 * the message, its reason. (Bytes, as wrap() counts them.)
 * NAME_ROOM: what a name may take on a message's first line, `width`
 * bytes, after `words` (a string literal) and before a punctuation mark:
 * the name then starts where the message does, as in "loaded FILE". */
enum { PATH_SHOWN = NOTICE_WIDTH - 2 - 1 };
#define NAME_ROOM(width, words) ((size_t)(width) - (sizeof(words) - 1) - 1)
enum { LOG_LINES = 64, MAX_LABELS = 512, MAX_MOVES = 4096, MAX_OPTIONS = 64, MENU_LINES = 2 * MAX_OPTIONS };
enum { LINE_MAX_LENGTH = 254 }; /* the longest entry: longer lines are refused whole */
enum { KNOWN_FILES = 16 };

/* ---- stopping: SIGINT, SIGQUIT, SIGTERM, SIGHUP ----------------------------- */

/* The signal that asked the program to stop, 0 while none did. The handler
 * only notes it: the main loop sees it, saves (--save) and stops. */
static volatile sig_atomic_t stop_signal;

static void note_stop_signal(int signal_number) { stop_signal = signal_number; }

/* SIGINT, SIGQUIT, SIGTERM and SIGHUP (the terminal closed: a window shut,
 * an ssh connection lost) set stop_signal (unless they came ignored, as for
 * a program started in the background by a shell without job control, or
 * under nohup). SIGQUIT is Ctrl-\ at the terminal, a key pressed at a
 * table to leave or by mistake, hardly to ask for a core dump: its default
 * action left the game unsaved since the last question;
 * SIGPIPE is ignored, so a closed output is a write error the loop sees
 * (then it saves and stops) rather than a silent death. */
static void catch_signals(void)
{
    static const int stop_signals[] = {SIGINT, SIGQUIT, SIGTERM, SIGHUP};
    struct sigaction action, before;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < sizeof stop_signals / sizeof stop_signals[0]; i++) {
        action.sa_handler = note_stop_signal;
        if (sigaction(stop_signals[i], NULL, &before) == 0 && before.sa_handler == SIG_IGN)
            continue;
        sigaction(stop_signals[i], &action, NULL);
    }
    action.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &action, NULL);
}

/* ---- input: one line at a time, never blocked past a stop signal ----------- */

/* Standard input read with read() into a buffer of our own (not stdio), so
 * that the wait for input can be a pselect() that a stop signal always
 * interrupts: the signals are blocked from the check of stop_signal to the
 * wait, which lets them in, so none can slip in between and leave the
 * program waiting for a line. */
typedef struct line_reader {
    char buffer[4096];
    size_t start, end; /* the bytes not yet taken: buffer[start..end) */
    int at_end;        /* the end of input (or a read error) was seen */
    int error;         /* the errno of a read that failed, 0 at a plain end */
} line_reader;

enum { LINE_READ, LINE_TOO_LONG, LINE_INPUT_ENDED, LINE_STOPPED };

/* Waits until standard input can be read; 0, or -1 when a stop signal came. */
static int wait_for_input(void)
{
    sigset_t stop_signals, waiting_mask;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGQUIT);
    sigaddset(&stop_signals, SIGTERM);
    sigaddset(&stop_signals, SIGHUP);
    sigprocmask(SIG_BLOCK, &stop_signals, &waiting_mask);
    sigdelset(&waiting_mask, SIGINT);
    sigdelset(&waiting_mask, SIGQUIT);
    sigdelset(&waiting_mask, SIGTERM);
    sigdelset(&waiting_mask, SIGHUP);
    int result = 0;
    while (!stop_signal) {
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(STDIN_FILENO, &readable);
        int ready = pselect(STDIN_FILENO + 1, &readable, NULL, NULL, NULL, &waiting_mask);
        if (ready > 0 || (ready < 0 && errno != EINTR))
            break; /* readable, or an error the read() will report */
    }
    if (stop_signal)
        result = -1;
    sigprocmask(SIG_UNBLOCK, &stop_signals, NULL);
    return result;
}

/* Reads more input into the buffer; 0, or -1 when a stop signal came. */
static int fill(line_reader *in)
{
    if (in->start > 0) {
        memmove(in->buffer, in->buffer + in->start, in->end - in->start);
        in->end -= in->start;
        in->start = 0;
    }
    for (;;) {
        if (wait_for_input())
            return -1;
        ssize_t got = read(STDIN_FILENO, in->buffer + in->end, sizeof in->buffer - in->end);
        if (got > 0)
            in->end += (size_t)got;
        else if (got < 0 && errno == EINTR)
            continue;
        else {
            in->at_end = 1;
            in->error = got < 0 ? errno : 0;
        }
        return 0;
    }
}

/* The next line of input, without its end, in line (LINE_MAX_LENGTH + 1
 * bytes): LINE_READ; LINE_TOO_LONG for a longer line, all of which is read
 * and dropped (its start is in line, cut); LINE_INPUT_ENDED; LINE_STOPPED
 * when a stop signal came first. */
static int read_line(line_reader *in, char *line)
{
    size_t length = 0; /* of the line so far, dropped bytes included */
    for (;;) {
        char *newline = memchr(in->buffer + in->start, '\n', in->end - in->start);
        size_t n = newline ? (size_t)(newline - (in->buffer + in->start)) : in->end - in->start;
        if (length < LINE_MAX_LENGTH) {
            size_t keep = n < LINE_MAX_LENGTH - length ? n : LINE_MAX_LENGTH - length;
            memcpy(line + length, in->buffer + in->start, keep);
        }
        length += n;
        line[length < LINE_MAX_LENGTH ? length : LINE_MAX_LENGTH] = '\0';
        in->start += n + (newline != NULL);
        if (newline || (in->at_end && length > 0))
            return length > LINE_MAX_LENGTH ? LINE_TOO_LONG : LINE_READ;
        if (in->at_end)
            return LINE_INPUT_ENDED;
        if (fill(in))
            return LINE_STOPPED;
    }
}

typedef struct play {
    hunters_game *game;
    hunters_tileset *tileset;           /* --tileset's, or NULL for the built-in set */
    hunters_tileset *builtin;           /* the built-in set, to tell which set a game uses */
    int seats;
    seam_bot bot[HUNTERS_MAX_PLAYERS];
    int table, ascii, tty, humans;
    const char *save_path;
    const char *tileset_path;           /* --tileset's file, or NULL */
    char *autosaved;                    /* the record last written to save_path, or NULL */
    int saved_decisions;                /* the decisions in the game when it was last saved or loaded */
    int quit_warned;                    /* quit was typed once with moves not saved */
    char confirm[LINE_MAX_LENGTH + 1];  /* an entry refused once, that its repetition does */
    struct { dev_t dev; ino_t ino; } known[KNOWN_FILES]; /* the files this session read or wrote */
    int known_count;
    int quit_typed;
    int view_dx, view_dy;               /* the player's scrolling, from the view focus() chooses */
    int view_decision;                  /* the decision the scrolling was made in */
    int shown;                          /* events explained so far */
    char log[LOG_LINES][SCREEN_COLS + 1];
    int log_count;
    int said_lines;                     /* lines say() added to the log, ever (it drops the oldest) */
    /* the log's lines no undo takes back (the start's notes, the last
     * load's "loaded FILE"), in the order they were said */
    struct {
        char text[SCREEN_COLS + 1];
        int after_events; /* told again after this many of the game's events */
        int from_load;    /* the next load replaces it */
    } kept[KEPT_LINES];
    int kept_count;
    /* the place phase: labelled positions and their legal rotations */
    screen_label labels[MAX_LABELS];
    unsigned rotations[MAX_LABELS];
    int label_count;
    /* the deploy phase: the numbered options */
    hunters_move options[MAX_OPTIONS];
    int option_count;
    int menu_first, menu_next;          /* the options shown, a page at a time */
    char notice[NOTICE_LINES][SCREEN_COLS + 1]; /* the answer to the last entry */
    int notice_count;
    finder found;                       /* the draw phase: the tiles matching the last description */
    char final[HUNTERS_MAX_PLAYERS + 2][SCREEN_COLS + 1]; /* the game over: the final table, */
    int final_count;                    /* shown below the board in place of the choices */
} play;

/* Of text's first `length` bytes, those that hold whole UTF-8 characters:
 * length, or less when a character starts there and ends after it. Every
 * cut of a text that may not be ASCII (a file name, an entry, --names)
 * ends here: half a character is invalid UTF-8 to the terminal. Bytes
 * that are no UTF-8 are cut where they are (at most 3 go). */
static size_t utf8_whole(const char *text, size_t length)
{
    size_t start = length; /* of the last character: back over its continuation bytes (10xxxxxx) */
    while (start > 0 && length - start < 3 && ((unsigned char)text[start - 1] & 0xC0) == 0x80)
        start--;
    if (start == 0)
        return length;
    unsigned char lead = (unsigned char)text[start - 1];
    size_t bytes = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return length - (start - 1) < bytes ? start - 1 : length;
}

/* Marks text as cut: ends it with "...", within `limit` bytes (after the
 * text when there is room, else in place of its end, never in the middle
 * of a UTF-8 character). */
static void mark_cut(char *text, size_t limit)
{
    size_t end = strlen(text);
    if (end + 3 > limit)
        end = utf8_whole(text, limit - 3);
    memcpy(text + end, "...", sizeof "...");
}

/* vsnprintf() into text, of size bytes: a longer text is cut, marked. */
__attribute__((format(printf, 3, 0))) static void format_marked(char *text, size_t size, const char *fmt, va_list ap)
{
    int needed = vsnprintf(text, size, fmt, ap);
    if (needed >= 0 && (size_t)needed >= size)
        mark_cut(text, size - 1);
}

typedef struct shown_path {
    char text[PATH_SHOWN + 1];
} shown_path;

/* A file name (a path) as messages on the screen show it, in at most room
 * bytes (PATH_SHOWN at most): whole when it fits, else its end (the file's
 * own name, the folders nearest it) after "...", from the start of a UTF-8
 * character. Returns path, or out's text. */
static const char *shorten_path(const char *path, size_t room, shown_path *out)
{
    size_t length = strlen(path);
    if (!length)
        return "''"; /* the empty name, which read as nothing ("cannot load : cannot open") */
    if (room > PATH_SHOWN)
        room = PATH_SHOWN;
    if (length <= room)
        return path;
    const char *tail = path + length - (room - 3);
    while (((unsigned char)*tail & 0xC0) == 0x80) /* not in the middle of a UTF-8 character */
        tail++;
    snprintf(out->text, sizeof out->text, "...%s", tail);
    return out->text;
}

/* Cuts text into lines of at most `width` bytes at spaces (mid-word only
 * for a word longer than a line, and then between UTF-8 characters); the
 * lines after the first start with `indent` spaces. Text left over when
 * `max` lines are full is dropped, the last line marked "...". Returns the
 * count of lines written. Bytes, not columns: the screen shows each byte
 * of a character that is not ASCII as '?' (screen_text()), so there a line
 * is as wide as its bytes; printed as it is (standard error) it is
 * narrower, never wider. */
static int wrap(const char *text, int width, int indent, char (*out)[SCREEN_COLS + 1], int max)
{
    int count = 0;
    const char *rest = text;
    while (*rest && count < max) {
        int lead = count ? indent : 0, room = width - lead;
        int n = (int)strlen(rest);
        if (n > room) {
            n = room;
            while (n > 0 && rest[n] != ' ')
                n--;
            if (n == 0)
                n = (int)utf8_whole(rest, (size_t)room);
        }
        snprintf(out[count++], SCREEN_COLS + 1, "%*s%.*s", lead, "", n, rest);
        rest += n;
        while (*rest == ' ')
            rest++;
    }
    if (*rest && count > 0)
        mark_cut(out[count - 1], (size_t)width);
    return count;
}

/* Adds a wrapped line (SCREEN_COLS + 1 bytes, as the log's) to the log,
 * the oldest going when it is full. */
static void log_line(play *p, const char *line)
{
    if (p->log_count == LOG_LINES) {
        memmove(p->log[0], p->log[1], sizeof p->log[0] * (LOG_LINES - 1));
        p->log_count--;
    }
    memcpy(p->log[p->log_count++], line, sizeof p->log[0]);
}

__attribute__((format(printf, 2, 3))) static void say(play *p, const char *fmt, ...)
{
    char line[SAY_LENGTH + 1];
    va_list ap;
    va_start(ap, fmt);
    format_marked(line, sizeof line, fmt, ap);
    va_end(ap);
    if (p->humans == 0) {
        puts(line); /* bots only: a plain log, as hunters-demo prints */
        return;
    }
    /* kept for the screen, wrapped to its width */
    char lines[SAY_LINES][SCREEN_COLS + 1];
    int n = wrap(line, SCREEN_COLS, 2, lines, SAY_LINES);
    for (int i = 0; i < n; i++) {
        log_line(p, lines[i]);
        p->said_lines++;
    }
}

/* The answer to an entry, wrapped to the screen's width; past the
 * NOTICE_LINES the screen can show, the last of them is marked cut. */
__attribute__((format(printf, 2, 3))) static void notice(play *p, const char *fmt, ...)
{
    char text[SAY_LENGTH + 1];
    va_list ap;
    va_start(ap, fmt);
    format_marked(text, sizeof text, fmt, ap);
    va_end(ap);
    if (p->notice_count == NOTICE_LINES) {
        char *last = p->notice[NOTICE_LINES - 1];
        size_t length = strlen(last);
        if (*text && (length < 3 || strcmp(last + length - 3, "...")))
            mark_cut(last, NOTICE_WIDTH);
        return;
    }
    p->notice_count += wrap(text, NOTICE_WIDTH, 2, p->notice + p->notice_count, NOTICE_LINES - p->notice_count);
}

static int is_place(int phase) { return phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS; }
static int is_deploy(int phase) { return phase == HUNTERS_PHASE_DEPLOY || phase == HUNTERS_PHASE_DEPLOY_BONUS; }
static int is_draw(int phase) { return phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS; }

/* Where the last tile went, from the game itself (after an undo or a load
 * it is not where the last shown event put one); (0,0) before any. */
static void last_placed(const hunters_game *g, int *x, int *y)
{
    *x = *y = 0;
    int n = hunters_game_placed_count(g);
    if (n > 0)
        hunters_game_placed_position(g, n - 1, x, y);
}

/* Explains the events not yet explained before event number `until`. */
static void explain_events_until(play *p, int until)
{
    for (; p->shown < until; p->shown++) {
        hunters_event e;
        char line[256], who[40];
        hunters_game_event(p->game, p->shown, &e);
        if (e.type == HUNTERS_EVENT_TURN) {
            say(p, "-- %s's turn (score %d) --", words_player(p->game, e.player, who, sizeof who),
                hunters_game_score(p->game, e.player));
            continue;
        }
        if (e.type == HUNTERS_EVENT_PIECE_DEPLOYED) {
            hunters_move m = hunters_move_deploy(e.area, e.piece);
            char what[200];
            words_deploy(p->game, m, e.x, e.y, what, sizeof what);
            say(p, "%s deploys a %s", words_player(p->game, e.player, who, sizeof who), what);
            continue;
        }
        if (p->table && e.type == HUNTERS_EVENT_TILE_DRAWN && e.tile_type >= 0) {
            char sides[160]; /* the table enters the draws: the log confirms them */
            words_tile(p->game, e.tile_type, sides, sizeof sides);
            say(p, "drawn: %s (%s)", hunters_tileset_type_name(hunters_game_tileset(p->game), e.tile_type), sides);
            continue;
        }
        if (words_event(p->game, &e, line, sizeof line))
            say(p, "%s", line);
    }
}

/* Explains the events since the last call. */
static void explain_events(play *p) { explain_events_until(p, hunters_game_event_count(p->game)); }

/* Keeps the lines said since said_before (say()'s count; those still in
 * the log) among those no undo takes back, after the events explained so
 * far; from_load: a line of a load, which the next load replaces. */
static void keep_said(play *p, int said_before, int from_load)
{
    int added = p->said_lines - said_before;
    if (added > p->log_count)
        added = p->log_count;
    for (int i = p->log_count - added; i < p->log_count && p->kept_count < KEPT_LINES; i++) {
        memcpy(p->kept[p->kept_count].text, p->log[i], sizeof p->log[i]);
        p->kept[p->kept_count].after_events = p->shown;
        p->kept[p->kept_count++].from_load = from_load;
    }
}

/* After an undo the game's log is shorter: the shown log is told again
 * from the start, so that nothing taken back stays on the screen, with
 * the kept lines where they were said, not first (told first, a long
 * game's "loaded FILE" scrolled out of view). A line said after events
 * now taken back comes after those left, and stays there: the moves
 * played next follow it, as they did on the screen. */
static void resync_events(play *p)
{
    int events = hunters_game_event_count(p->game);
    p->shown = 0;
    p->log_count = 0;
    for (int i = 0; i < p->kept_count; i++) {
        if (p->kept[i].after_events > events)
            p->kept[i].after_events = events;
        explain_events_until(p, p->kept[i].after_events);
        log_line(p, p->kept[i].text);
    }
    explain_events(p);
}

/* ---- the place phase: labels --------------------------------------------- */

static void make_labels(play *p)
{
    static hunters_move moves[MAX_MOVES];
    int n = hunters_game_legal_moves(p->game, moves, MAX_MOVES);
    p->label_count = 0;
    for (int i = 0; i < n && i < MAX_MOVES; i++) {
        int x = hunters_move_x(moves[i]), y = hunters_move_y(moves[i]), k;
        for (k = 0; k < p->label_count; k++)
            if (p->labels[k].x == x && p->labels[k].y == y)
                break;
        if (k == p->label_count) {
            if (k == MAX_LABELS)
                continue;
            p->labels[k] = (screen_label){x, y, ""};
            p->rotations[k] = 0;
            p->label_count++;
        }
        p->rotations[k] |= 1u << hunters_move_rotation(moves[i]);
    }
    /* reading order: top to bottom, left to right */
    for (int i = 1; i < p->label_count; i++)
        for (int j = i; j > 0; j--) {
            screen_label *a = &p->labels[j - 1], *b = &p->labels[j];
            if (a->y < b->y || (a->y == b->y && a->x < b->x))
                break;
            screen_label t = *a;
            *a = *b;
            *b = t;
            unsigned r = p->rotations[j - 1];
            p->rotations[j - 1] = p->rotations[j];
            p->rotations[j] = r;
        }
    for (int k = 0; k < p->label_count; k++) {
        if (k < 26)
            snprintf(p->labels[k].text, sizeof p->labels[k].text, "%c", 'a' + k);
        else
            snprintf(p->labels[k].text, sizeof p->labels[k].text, "%c%c", 'a' + k / 26 - 1, 'a' + k % 26);
    }
}

static const char *label_at(const play *p, int x, int y)
{
    for (int k = 0; k < p->label_count; k++)
        if (p->labels[k].x == x && p->labels[k].y == y)
            return p->labels[k].text;
    return "?";
}

static void rotation_list(unsigned mask, char *buffer, size_t size)
{
    size_t used = 0;
    buffer[0] = '\0';
    for (int r = 0; r < 4; r++)
        if (mask >> r & 1)
            used += (size_t)snprintf(buffer + used, size - used, "%s%d", used ? " " : "", r);
}

/* ---- the deploy phase: numbered options ------------------------------------ */

static void make_options(play *p)
{
    int n = hunters_game_legal_moves(p->game, p->options, MAX_OPTIONS);
    p->option_count = n < MAX_OPTIONS ? n : MAX_OPTIONS;
}

/* ---- the screen ------------------------------------------------------------ */

static int view_rows(const play *p)
{
    return is_deploy(hunters_game_phase(p->game)) ? VIEW_H_DEPLOY : VIEW_H;
}

/* How many labelled places a view from (x0, y0) shows. */
static int labels_in_view(const play *p, int x0, int y0, int rows)
{
    int n = 0;
    for (int k = 0; k < p->label_count; k++)
        n += p->labels[k].x >= x0 && p->labels[k].x < x0 + VIEW_W && p->labels[k].y >= y0 && p->labels[k].y < y0 + rows;
    return n;
}

/* The view's top-left tile: while placing, the view that shows the most
 * places where the tile fits (of those, the one most centred on them all),
 * so that the choices are on the screen, not the last tile; otherwise the
 * last tile placed. Then the player's own scrolling (< > ^ v). */
static void focus(const play *p, int *x0, int *y0)
{
    int fx, fy, rows = view_rows(p);
    last_placed(p->game, &fx, &fy);
    if (hunters_game_phase(p->game) == HUNTERS_PHASE_OVER) { /* the whole board's middle */
        int n = hunters_game_placed_count(p->game), min_x = 0, max_x = 0, min_y = 0, max_y = 0;
        for (int i = 0; i < n; i++) {
            int x, y;
            hunters_game_placed_position(p->game, i, &x, &y);
            min_x = x < min_x ? x : min_x;
            max_x = x > max_x ? x : max_x;
            min_y = y < min_y ? y : min_y;
            max_y = y > max_y ? y : max_y;
        }
        fx = (min_x + max_x + 1) / 2 - (min_x + max_x + 1 < 0 && (min_x + max_x + 1) % 2 != 0);
        fy = (min_y + max_y) / 2 - (min_y + max_y < 0 && (min_y + max_y) % 2 != 0);
    }
    *x0 = fx - VIEW_W / 2;
    *y0 = fy - (rows - 1) / 2;
    if (p->label_count > 0 && is_place(hunters_game_phase(p->game))) {
        int min_x = p->labels[0].x, max_x = min_x, min_y = p->labels[0].y, max_y = min_y;
        for (int k = 1; k < p->label_count; k++) {
            min_x = p->labels[k].x < min_x ? p->labels[k].x : min_x;
            max_x = p->labels[k].x > max_x ? p->labels[k].x : max_x;
            min_y = p->labels[k].y < min_y ? p->labels[k].y : min_y;
            max_y = p->labels[k].y > max_y ? p->labels[k].y : max_y;
        }
        /* the view centred on the places' box; twice the offsets, to stay whole */
        int centre_x2 = min_x + max_x - (VIEW_W - 1), centre_y2 = min_y + max_y - (rows - 1);
        int best = -1, best_off = 0;
        for (int y = min_y - rows + 1; y <= max_y; y++)
            for (int x = min_x - VIEW_W + 1; x <= max_x; x++) {
                int n = labels_in_view(p, x, y, rows);
                int off = abs(2 * x - centre_x2) + abs(2 * y - centre_y2);
                if (n > best || (n == best && off < best_off)) {
                    best = n;
                    best_off = off;
                    *x0 = x;
                    *y0 = y;
                }
            }
    }
    *x0 += p->view_dx;
    *y0 += p->view_dy;
}

/* How many of the gallery's matches the panel lists in words, beside it:
 * the rows under the scores (a title, a row a player, the projection) down
 * to the gallery's bottom. */
static int panel_match_rows(const play *p)
{
    return VIEW_H * TILE_H + 2 - (p->seats + 2);
}

static void draw_panel(const play *p, screen *s, int col)
{
    hunters_game *g = p->game;
    char line[SCREEN_COLS + 1], who[40];
    int row = 0;
    snprintf(line, sizeof line, "%s  stack %d+%d", p->table ? "table mode" : "hunters-play",
             hunters_game_stack_size(g, 0), hunters_game_stack_size(g, 1));
    screen_text(s, row++, col, line, 0, 0);
    int32_t projected[HUNTERS_MAX_PLAYERS];
    hunters_game_project_scores(g, projected); /* (fails only for NULL) */
    for (int pl = 0; pl < p->seats && row < 10; pl++, row++) {
        char chip[2] = {(char)('1' + pl), '\0'};
        screen_text(s, row, col, chip, 30, screen_player_bg(pl));
        /* the name in 10 columns, by its characters ("%-10.10s" cut by
         * bytes, and the screen showed each byte beyond ASCII '?') */
        screen_name(s, row, col + 2, words_player(g, pl, who, sizeof who), 10, 0, 0);
        snprintf(line, sizeof line, " %3d  m%d h%d%s", hunters_game_score(g, pl),
                 hunters_game_supply(g, pl, HUNTERS_PIECE_MEMBER), hunters_game_supply(g, pl, HUNTERS_PIECE_HUT),
                 pl == hunters_game_current_player(g) && hunters_game_phase(g) != HUNTERS_PHASE_OVER ? " <" : "");
        screen_text(s, row, col + 12, line, 0, 0);
    }
    /* the projection of the final scores (R8, as if the game ended now) */
    size_t used = (size_t)snprintf(line, sizeof line, "%s", "projected:");
    for (int pl = 0; pl < p->seats && used < sizeof line; pl++)
        used += (size_t)snprintf(line + used, sizeof line - used, " %d", (int)projected[pl]);
    screen_text(s, row++, col, line, 0, 0);
    if (is_draw(hunters_game_phase(g)) && p->found.total > 0) { /* the gallery's matches in words */
        const hunters_tileset *ts = hunters_game_tileset(g);
        int shown = finder_shown(&p->found);
        for (int i = 0; i < shown && i < panel_match_rows(p); i++) {
            char what[160], item[200];
            words_tile(g, p->found.match[i].type, what, sizeof what);
            snprintf(item, sizeof item, "%d%s %s %s", i + 1, i < p->found.exact ? "" : "~",
                     hunters_tileset_type_name(ts, p->found.match[i].type), what);
            int room = SCREEN_COLS - col; /* cut where the screen ends, marked + */
            if ((int)strlen(item) > room)
                snprintf(line, sizeof line, "%.*s+", room - 1, item);
            else
                snprintf(line, sizeof line, "%s", item);
            screen_text(s, row++, col, line, 0, 0);
        }
    }
    int type = hunters_game_tile_in_hand(g);
    if (type >= 0) {
        snprintf(line, sizeof line, "in hand: %s", hunters_tileset_type_name(hunters_game_tileset(g), type));
        screen_text(s, ++row, col, line, 0, 0);
        row++;
        for (int r = 0; r < 4; r++) {
            screen_tile(s, g, row, col + r * (TILE_W + 1), type, r, NULL);
            snprintf(line, sizeof line, "r%d", r);
            screen_text(s, row + TILE_H, col + r * (TILE_W + 1) + 2, line, 0, 0);
        }
    }
}

/* The deploy menu from option p->menu_first on, in at most `room` lines:
 * the whole menu when it fits, else a page ending with a line that says
 * how to see the rest (+). Notes where the next page starts. */
static int menu_lines(play *p, char (*lines)[SCREEN_COLS + 1], int room)
{
    static char all[MENU_LINES][SCREEN_COLS + 1];
    int start[MAX_OPTIONS + 1], n = 0, x, y;
    last_placed(p->game, &x, &y);
    if (p->menu_first >= p->option_count)
        p->menu_first = 0;
    for (int i = 0; i < p->option_count; i++) {
        char what[300], item[320];
        words_deploy(p->game, p->options[i], x, y, what, sizeof what);
        snprintf(item, sizeof item, "%2d %s", i, what);
        start[i] = n;
        n += wrap(item, SCREEN_COLS - 1, 5, all + n, MENU_LINES - n);
    }
    start[p->option_count] = n;
    int first = p->menu_first;
    if (first == 0 && n <= room) { /* all of it */
        memcpy(lines, all, sizeof all[0] * (size_t)n);
        p->menu_next = 0;
        return n;
    }
    int last = first; /* the options [first, last) fit with the "more" line */
    while (last < p->option_count && start[last + 1] - start[first] <= room - 1)
        last++;
    if (last == first) /* not even one: show what fits of it */
        last = first + 1;
    int used = start[last] - start[first];
    if (used > room - 1)
        used = room - 1 > 0 ? room - 1 : 0;
    memcpy(lines, all + start[first], sizeof all[0] * (size_t)used);
    p->menu_next = last < p->option_count ? last : 0;
    if (room > 0) {
        if (last < p->option_count)
            snprintf(lines[used++], SCREEN_COLS + 1, "   ... %d more (%d to %d): type + to see them",
                     p->option_count - last, last, p->option_count - 1);
        else
            snprintf(lines[used++], SCREEN_COLS + 1, "   ... type + to see the choices from 0 again");
    }
    return used;
}

static void show(play *p, const char *prompt, int clear)
{
    static char lines[MENU_LINES + 16][SCREEN_COLS + 1];
    screen s;
    screen_clear(&s);
    s.ascii = p->ascii;
    int x0, y0, view_h = view_rows(p);
    focus(p, &x0, &y0);
    int phase = hunters_game_phase(p->game);
    if (is_draw(phase) && p->found.total > 0) /* the tiles matching the description, in the board's place */
        finder_gallery(&p->found, &s, p->game, 0, 0);
    else
        screen_board(&s, p->game, 0, 0, x0, y0, view_h, p->labels, is_place(phase) ? p->label_count : 0);
    draw_panel(p, &s, VIEW_W * TILE_W + 3);
    /* the message rows: the latest events, then the choices, then the
     * answer to the last entry (the choices give way to it: a page of them) */
    int top = view_h * TILE_H + 2, rows = MESSAGE_ROWS(view_h);
    int n = 0;
    if (is_place(phase)) {
        int off = 0;
        for (int k = 0; k < p->label_count; k++)
            off += p->labels[k].x < x0 || p->labels[k].x >= x0 + VIEW_W || p->labels[k].y < y0 ||
                   p->labels[k].y >= y0 + view_h;
        if (off)
            snprintf(lines[n++], SCREEN_COLS + 1, "%d of %d places are off screen: scroll with < > ^ v",
                     off, p->label_count);
    }
    int notices = p->notice_count < rows - NOTICE_ROWS_SPARED ? p->notice_count : rows - NOTICE_ROWS_SPARED;
    if (p->final_count) { /* the game over: the final table, under the last events */
        notices = 0;
        for (int i = 0; i < p->final_count && n < rows; i++)
            snprintf(lines[n++], SCREEN_COLS + 1, "%s", p->final[i]);
    }
    if (is_deploy(phase))
        n += menu_lines(p, lines + n, rows - n - notices);
    for (int i = 0; i < notices; i++)
        snprintf(lines[n++], SCREEN_COLS + 1, "%s", p->notice[i]);
    if (notices > 0 && notices < p->notice_count) /* the higher board leaves fewer rows: said, not hidden */
        mark_cut(lines[n - 1], NOTICE_WIDTH);
    int logs = rows - n;
    if (logs < 0) {
        logs = 0;
        n = rows;
    }
    if (logs > p->log_count)
        logs = p->log_count;
    int row = top;
    for (int i = p->log_count - logs; i < p->log_count; i++)
        screen_text(&s, row++, 0, p->log[i], 90, 0);
    for (int i = 0; i < n && row < SCREEN_ROWS - 1; i++)
        screen_text(&s, row++, 0, lines[i], 0, 0);
    screen_print(&s, stdout, clear && p->tty);
    fputs(prompt, stdout);
    fflush(stdout);
}

/* ---- entries ---------------------------------------------------------------- */

static int try_move(play *p, hunters_move move)
{
    int rc = hunters_game_play(p->game, move);
    if (rc) {
        notice(p, "refused: %s", hunters_game_errmsg(p->game));
        return rc;
    }
    return HUNTERS_OK;
}

static int enter_place(play *p, const char *text)
{
    char label[8];
    int n = 0;
    while (n < 7 && isalpha((unsigned char)text[n])) {
        label[n] = (char)tolower((unsigned char)text[n]);
        n++;
    }
    label[n] = '\0';
    const char *rest = text + n;
    while (*rest == ' ')
        rest++;
    for (int k = 0; n > 0 && k < p->label_count; k++) {
        if (strcmp(label, p->labels[k].text))
            continue;
        int r = -1;
        if (*rest == 'r' || *rest == 'R')
            rest++;
        if (*rest >= '0' && *rest <= '3' && rest[1] == '\0') {
            r = *rest - '0';
        } else if (*rest == '\0') {
            for (r = 0; r < 4 && !(p->rotations[k] >> r & 1); r++)
                ;
        } else {
            notice(p, "after the label, a rotation 0 to 3 (as in %s2)", label);
            return -1;
        }
        if (!(p->rotations[k] >> r & 1)) {
            char list[16];
            rotation_list(p->rotations[k], list, sizeof list);
            /* the library says which side fails (R3.2) */
            hunters_game_check(p->game, hunters_move_place(p->labels[k].x, p->labels[k].y, r));
            notice(p, "refused: %s", hunters_game_errmsg(p->game));
            notice(p, "at %s the tile fits in rotation %s", label, list);
            return -1;
        }
        return try_move(p, hunters_move_place(p->labels[k].x, p->labels[k].y, r));
    }
    notice(p, "no place is labelled '%s': type a label shown on the board (a, b, ...)", text);
    return -1;
}

static int enter_deploy(play *p, const char *text)
{
    char *end;
    long i = strtol(text, &end, 10);
    if (end != text && *end == '\0') {
        if (i < 0 || i >= p->option_count) {
            notice(p, "choose a number from 0 to %d", p->option_count - 1);
            return -1;
        }
        return try_move(p, p->options[i]);
    }
    notice(p, "type the number of a deployment (0 to pass)");
    return -1;
}

static void list_tiles(play *p)
{
    const hunters_tileset *ts = hunters_game_tileset(p->game);
    int bonus = hunters_game_phase(p->game) == HUNTERS_PHASE_DRAW_BONUS;
    char line[SCREEN_COLS + 1];
    size_t used = 0;
    line[0] = '\0';
    for (int t = 0; t < hunters_tileset_type_count(ts); t++) {
        int flags = hunters_tileset_type_flags(ts, t);
        if ((flags & HUNTERS_TILE_START) || ((flags & HUNTERS_TILE_BONUS) != 0) != bonus)
            continue;
        int left = hunters_game_tiles_left(p->game, t);
        if (left <= 0)
            continue;
        char item[48]; /* a name of up to 31 characters (doc/tileset-format.md), ":1000 " and the NUL */
        if (left > 1)
            snprintf(item, sizeof item, "%s:%d ", hunters_tileset_type_name(ts, t), left);
        else
            snprintf(item, sizeof item, "%s ", hunters_tileset_type_name(ts, t));
        if (used + strlen(item) > SCREEN_COLS - 1) {
            notice(p, "%s", line);
            used = 0;
            line[0] = '\0';
        }
        used += (size_t)snprintf(line + used, sizeof line - used, "%s", item);
    }
    if (used)
        notice(p, "%s", line);
}

/* Draws a tile type entered at the table. */
static int draw_type(play *p, int type)
{
    if (hunters_game_draw(p->game, type)) {
        notice(p, "refused: %s", hunters_game_errmsg(p->game));
        return -1;
    }
    finder_clear(&p->found);
    return 0; /* explain_events() says what was drawn */
}

/* A whole number from 1 to 999 typed alone, else 0. */
static int match_number(const char *text)
{
    int n = 0;
    for (const char *c = text; *c; c++) {
        if (*c < '0' || *c > '9' || n > 99)
            return 0;
        n = n * 10 + (*c - '0');
    }
    return n;
}

/* The finder's matches in words, under the gallery that shows them: only
 * the types meeting every term count as matches; the near misses after
 * them (marked ~) are offered as close, for a description slightly off. */
static void tell_matches(play *p)
{
    const finder *f = &p->found;
    const hunters_tileset *ts = hunters_game_tileset(p->game);
    char what[160];
    int shown = finder_shown(f), close = f->total - f->exact;
    if (f->exact == 1) {
        words_tile(p->game, f->match[0].type, what, sizeof what);
        notice(p, "one tile matches: %s (%s); y or 1 takes it", hunters_tileset_type_name(ts, f->match[0].type), what);
        if (close > 0)
            notice(p, "%d close, not meeting every word, follow (~): type the number of yours", close);
    } else {
        char close_part[32] = "";
        if (close > 0)
            snprintf(close_part, sizeof close_part, ", %d close (~)", close);
        if (f->exact == 0)
            notice(p, "no tile meets every word%s; the best %d shown: type the number", close_part, shown);
        else if (f->total > shown)
            notice(p, "%d tiles match%s; the best %d shown: type the number, or a longer description", f->exact,
                   close_part, shown);
        else
            notice(p, "%d tiles match%s, best first: type the number of yours", f->exact, close_part);
        /* the matches the panel beside the gallery has no room for */
        for (int i = panel_match_rows(p); i < shown && i < panel_match_rows(p) + 4; i++) {
            words_tile(p->game, f->match[i].type, what, sizeof what);
            notice(p, "%2d%s %s: %s", i + 1, i < f->exact ? " " : "~", hunters_tileset_type_name(ts, f->match[i].type),
                   what);
        }
    }
    notice(p, "your tile is not among them? type missing");
}

/* The draw at the table: a match's number, a tile's name, or what the tile
 * shows (its sides, its features), which the library's finder matches
 * against the types still in the stack. */
static int enter_draw(play *p, const char *text)
{
    if (!strncmp(text, "draw ", 5))
        text += 5;
    int shown = finder_shown(&p->found);
    int pick = shown ? match_number(text) : 0;
    if (p->found.exact == 1 && (!strcasecmp(text, "y") || !strcasecmp(text, "yes")))
        pick = 1;
    if (p->found.exact != 1 && shown && (!strcasecmp(text, "y") || !strcasecmp(text, "yes"))) {
        notice(p, "%d tiles match: type the number of yours, 1 to %d", p->found.exact, shown);
        return -1;
    }
    if (pick > 0) {
        if (pick > shown) { /* only a number on the screen: the player chose by the picture */
            notice(p, "%d is not on the screen: choose a number from 1 to %d, or describe it again", pick, shown);
            return -1;
        }
        return draw_type(p, p->found.match[pick - 1].type);
    }
    const hunters_tileset *ts = hunters_game_tileset(p->game);
    for (int t = 0; t < hunters_tileset_type_count(ts); t++)
        if (!strcasecmp(text, hunters_tileset_type_name(ts, t)))
            return draw_type(p, t);
    hunters_error error;
    int found = finder_search(&p->found, p->game, text, &error);
    if (found < 0) {
        finder_clear(&p->found);
        if (found != HUNTERS_EPARSE) {
            notice(p, "cannot search: %s", hunters_strerror(found));
            return -1;
        }
        /* the finder's sentence, and a mark under the word at fault */
        if (strstr(error.message, "column")) /* the sentence names it already */
            notice(p, "%s", error.message);
        else
            notice(p, "%s (column %d)", error.message, (int)error.column);
        notice(p, "  %.*s", (int)utf8_whole(text, strlen(text) < 70 ? strlen(text) : 70), text);
        if (error.column > 0 && error.column <= 70)
            notice(p, "  %*s^", (int)error.column - 1, "");
        return -1;
    }
    if (found == 0) {
        notice(p, "no tile still in the %sstack matches '%s'; fewer words, or help",
               hunters_game_phase(p->game) == HUNTERS_PHASE_DRAW_BONUS ? "bonus " : "", text);
        notice(p, "your tile is not among them? type missing");
        return -1;
    }
    tell_matches(p);
    return 0;
}

/* The game and the tile sets main() made (each may be NULL). */
static void release(play *p)
{
    hunters_game_free(p->game);
    hunters_tileset_free(p->tileset);
    hunters_tileset_free(p->builtin);
}

/* Whether the game is played with the built-in (reconstructed) tiles: not
 * with --tileset's, nor with a set carried in a loaded record. */
static int uses_builtin_tiles(const play *p)
{
    return hunters_tileset_equal(hunters_game_tileset(p->game), p->builtin) == 1;
}

/* "My tile is not in the list": where the game's tiles come from, and
 * how to play with one's own. */
static void missing_tile(play *p)
{
    const hunters_tileset *ts = hunters_game_tileset(p->game);
    const char *name = hunters_tileset_name(ts);
    if (uses_builtin_tiles(p))
        notice(p, "The built-in tiles are a reconstruction of the 2002 set (its rules and counts), "
                  "not a scan of the printed tiles: yours may differ.");
    else if (p->tileset)
        notice(p, "This game uses your tile set '%s' (--tileset): if a tile is missing, add it to that file.",
               name && *name ? name : "-");
    else
        notice(p, "This game uses the tile set '%s' its saved game carries, not the built-in one.",
               name && *name ? name : "-");
    notice(p, "To play on with your own tiles: save FILE, quit, copy %s (or your file), describe your "
              "tiles in it (doc/tileset-format.md), check it with hunters-tileset YOURS, then start again "
              "with hunters-play --table --tileset YOURS --load FILE: the moves so far are replayed on "
              "your tiles.", tileset_template());
}

/* A loaded game moved onto --tileset's tiles when it was saved with another
 * set; 1 if moved, 0 if it already uses them, or -1 after saying why its
 * moves do not fit them. */
static int onto_own_tiles(play *p, hunters_game **loaded, const char *path)
{
    if (!p->tileset || hunters_tileset_equal(hunters_game_tileset(*loaded), p->tileset) == 1)
        return 0;
    hunters_game *moved = NULL;
    hunters_error error;
    if (play_retile(*loaded, p->tileset, &moved, &error)) {
        const char *name = hunters_tileset_name(hunters_game_tileset(*loaded));
        shown_path shown;
        const char *file = shorten_path(path, NAME_ROOM(NOTICE_WIDTH, "cannot load "), &shown);
        notice(p, "cannot load %s onto your tile set (--tileset): it was played with '%s', and on yours "
                  "line %d of its record fails: %s", file, name && *name ? name : "-", (int)error.line,
               error.message);
        return -1;
    }
    hunters_game_free(*loaded);
    *loaded = moved;
    return 1;
}

/* Saves the game to path: hunters_game_save_file(), which follows a
 * symbolic link to the file it names, but a pipe is opened here (below).
 * Its result; errno as the library's file functions left it. */
static int save_game_file(const hunters_game *game, const char *path)
{
    /* what is no regular file (/dev/null, a pipe, a terminal) is written
     * in place, as hunters-sim's and hunters-svg's outputs are, and as the
     * library would, but here a pipe nobody reads is said rather than
     * waited for (below); a folder is said to be one */
    enum output_way way = output_way(path);
    if (way != OUTPUT_RENAMED) {
        if (way == OUTPUT_FOLDER) {
            errno = EISDIR;
            return HUNTERS_EIO;
        }
        size_t length = hunters_game_save(game, NULL, 0);
        char *text = malloc(length + 1);
        if (!text)
            return HUNTERS_ENOMEM;
        hunters_game_save(game, text, length + 1);
        errno = 0;
        /* a FIFO nobody reads is said (ENXIO), not waited for: the game
         * stood still at the start, or at a move once its reader had left */
        int fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
        FILE *f = NULL;
        if (fd >= 0 && (fcntl(fd, F_SETFL, 0) != 0 || !(f = fdopen(fd, "wb"))))
            close(fd);
        int ok = f && fwrite(text, 1, length, f) == length && fflush(f) == 0;
        int saved = errno;
        if (f && fclose(f) != 0 && ok) {
            ok = 0;
            saved = errno;
        }
        free(text);
        errno = saved;
        return ok ? HUNTERS_OK : HUNTERS_EIO;
    }
    errno = 0;
    return hunters_game_save_file(game, path);
}

/* Notes that this session read or wrote the file at path: save may
 * replace it without asking. */
static void remember_file(play *p, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return;
    for (int i = 0; i < p->known_count; i++)
        if (p->known[i].dev == st.st_dev && p->known[i].ino == st.st_ino)
            return;
    int i = p->known_count < KNOWN_FILES ? p->known_count++ : KNOWN_FILES - 1;
    p->known[i].dev = st.st_dev;
    p->known[i].ino = st.st_ino;
}

/* Whether this session read or wrote the file of st (remember_file()). */
static int known_file(const play *p, const struct stat *st)
{
    for (int i = 0; i < p->known_count; i++)
        if (p->known[i].dev == st->st_dev && p->known[i].ino == st->st_ino)
            return 1;
    return 0;
}

/* Whether path is a file that save would destroy: one that exists and
 * that this session neither read nor wrote (another evening's game, a
 * tile set, anything). --save's file is this game's whatever its inode:
 * every write (after each move) renames a new file over it. */
static int foreign_file(const play *p, const char *path)
{
    struct stat st, own;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0; /* nothing there to lose (or an error the save reports) */
    if (p->save_path && stat(p->save_path, &own) == 0 && own.st_dev == st.st_dev && own.st_ino == st.st_ino)
        return 0;
    return !known_file(p, &st);
}

static int load_game(play *p, const char *path)
{
    hunters_game *loaded = NULL;
    hunters_error error;
    errno = 0;
    if (hunters_game_load_file(&loaded, path, p->tileset, NULL, &error)) {
        shown_path shown;
        const char *name = shorten_path(path, NAME_ROOM(NOTICE_WIDTH, "cannot load "), &shown);
        /* the message whole (up to 255 bytes, the notice's 10 lines hold
         * it): it was cut at 60, often before its reason */
        if (error.line > 0)
            notice(p, "cannot load %s: line %d, column %d: %s", name, error.line, error.column, error.message);
        else /* not read at all: the system's reason */
            notice(p, "cannot load %s: %s%s%s", name, error.message, errno ? ": " : "", errno ? strerror(errno) : "");
        return -1;
    }
    int moved = onto_own_tiles(p, &loaded, path);
    if (moved < 0) {
        hunters_game_free(loaded);
        return -1;
    }
    if (hunters_game_player_count(loaded) != p->seats) {
        p->seats = hunters_game_player_count(loaded);
        for (int i = 0; i < p->seats; i++)
            p->bot[i].kind = SEAM_HUMAN;
        p->humans = p->seats;
        notice(p, "the saved game has %d players: all are played here", p->seats);
    }
    hunters_game_free(p->game);
    p->game = loaded;
    finder_clear(&p->found);
    /* a load before this one: its line goes; the start's notes, said
     * before this game's events, are told before them */
    int kept = 0;
    for (int i = 0; i < p->kept_count; i++)
        if (!p->kept[i].from_load) {
            p->kept[kept] = p->kept[i];
            p->kept[kept++].after_events = 0;
        }
    p->kept_count = kept;
    resync_events(p);
    p->saved_decisions = hunters_game_decision_count(p->game);
    remember_file(p, path);
    int said_before = p->said_lines;
    const char *other_tiles = moved ? ", saved with other tiles: its moves are replayed on your tile set" : "";
    shown_path shown;
    say(p, "loaded %s%s", shorten_path(path, NAME_ROOM(SCREEN_COLS, "loaded "), &shown), other_tiles);
    keep_said(p, said_before, 1);
    return 0;
}

/* Undo: in table mode one entry; otherwise back to a human's decision. */
static void undo(play *p)
{
    if (hunters_game_decision_count(p->game) == 0) {
        notice(p, "nothing to undo");
        return;
    }
    int before = hunters_game_decision_count(p->game), in_hand = hunters_game_tile_in_hand(p->game);
    if (hunters_game_undo(p->game) != HUNTERS_OK) {
        notice(p, "cannot undo: %s", hunters_game_errmsg(p->game));
        return;
    }
    if (!p->table)
        while (hunters_game_decision_count(p->game) > 0 &&
               p->bot[hunters_game_current_player(p->game)].kind != SEAM_HUMAN)
            if (hunters_game_undo(p->game) != HUNTERS_OK)
                break;
    finder_clear(&p->found);
    resync_events(p);
    /* in words: what the player does again, not the engine's count */
    const hunters_tileset *ts = hunters_game_tileset(p->game);
    int taken = before - hunters_game_decision_count(p->game), phase = hunters_game_phase(p->game);
    char who[40], again[120];
    words_player(p->game, hunters_game_current_player(p->game), who, sizeof who);
    if (is_place(phase))
        snprintf(again, sizeof again, "%s places %s again", who,
                 hunters_tileset_type_name(ts, hunters_game_tile_in_hand(p->game)));
    else if (is_deploy(phase))
        snprintf(again, sizeof again, "%s chooses again what to deploy", who);
    else if (in_hand >= 0)
        snprintf(again, sizeof again, "%s is back in the stack; %s draws again", hunters_tileset_type_name(ts, in_hand),
                 who);
    else
        snprintf(again, sizeof again, "%s draws again", who);
    char text[160];
    if (taken > 1)
        snprintf(text, sizeof text, "undone (%d moves): %s", taken, again);
    else
        snprintf(text, sizeof text, "undone: %s", again);
    /* at a deploy decision the menu takes the rows of the log: a notice
     * is shown under the menu, a log line would not be */
    if (is_deploy(phase))
        notice(p, "%s", text);
    else
        say(p, "%s", text);
}

static void hint(play *p)
{
    if (is_draw(hunters_game_phase(p->game))) {
        /* the advice is about placing and deploying a tile: there is none yet */
        int bonus = hunters_game_phase(p->game) == HUNTERS_PHASE_DRAW_BONUS;
        notice(p, "a hint needs the tile: enter the %stile drawn first (%d left in the stack):", bonus ? "bonus " : "",
               hunters_game_stack_size(p->game, bonus));
        list_tiles(p);
        return;
    }
    seam_advice advice[3];
    seam_bot advisor = {SEAM_MCTS, 12345, 1000};
    int n = seam_advise(p->game, &advisor, advice, 3);
    hunters_game *after = NULL;
    if (n <= 0 || hunters_game_clone(&after, p->game)) {
        notice(p, "no hint: the bot has no advice here");
        return;
    }
    for (int i = 0; i < n; i++) {
        char where[16] = "", what[200];
        int x, y;
        last_placed(p->game, &x, &y);
        hunters_game_copy(after, p->game);
        if (advice[i].place) {
            x = hunters_move_x(advice[i].place);
            y = hunters_move_y(advice[i].place);
            snprintf(where, sizeof where, "%s%d, ", label_at(p, x, y), hunters_move_rotation(advice[i].place));
            hunters_game_play(after, advice[i].place);
        } else { /* in the deploy phase: the advice's number in the menu */
            for (int k = 0; k < p->option_count; k++)
                if (p->options[k] == advice[i].deploy)
                    snprintf(where, sizeof where, "%d, ", k);
        }
        words_deploy(after, advice[i].deploy, x, y, what, sizeof what);
        notice(p, "hint %d (%+.1f, %d visit%s): %s%s", i + 1, advice[i].value, (int)advice[i].visits,
               advice[i].visits == 1 ? "" : "s", where, what);
    }
    hunters_game_free(after);
}

static void help(play *p)
{
    if (p->table && is_draw(hunters_game_phase(p->game))) {
        notice(p, "Describe the tile drawn (or type its name), then type the number of yours:");
        notice(p, "- its sides from the top, clockwise: F forest, M meadow, R river, ? any: RMRM");
        notice(p, "- what it holds: lake river spring forest meadow fish gold mushroom deer mammoth "
                  "tiger aurochs fire dolmen bonus, and counts: 2 fish, no fish");
        notice(p, "e.g.: river with 2 fish | lake mammoth | MRMR deer | F?R? gold");
        notice(p, "missing: your tile is not listed. undo, hint, tiles, save FILE, quit");
        return;
    }
    notice(p, "place: the letter of a place on the board and a rotation 0-3, as b2 (b alone: the first that fits)");
    notice(p, "deploy: its number, 0 passes, + more choices.%s", p->table ? " draw: what the tile shows" : "");
    notice(p, "undo, hint, tiles, save FILE, load FILE, < > ^ v scroll, . recentre, quit");
}

/* Whether path names the game's screen: standard output's own file
 * (names_stdout()), unless that is /dev/null, which shows nothing: a game
 * played unseen loses no line to its record written there too (--save
 * /dev/null >/dev/null ran before the screen's other names were refused). */
static int names_screen(const char *path)
{
    struct stat out, null;
    return names_stdout(path) && !(fstat(STDOUT_FILENO, &out) == 0 && S_ISCHR(out.st_mode) &&
                                   stat("/dev/null", &null) == 0 && S_ISCHR(null.st_mode) &&
                                   out.st_rdev == null.st_rdev);
}

/* Whether path names a terminal (/dev/tty, a /dev/pts/N): a record
 * written there, at the start and after every move, is saved nowhere (no
 * load can read it back) and garbles the screen or the keyboard's
 * terminal; one read (--load, --tileset) is the keyboard. Opened to be
 * asked (isatty()), as no mode tells it, in the access the caller would
 * use, O_WRONLY or O_RDONLY (a terminal that one may read and not write
 * was taken for no terminal by --load, and read), but only a character
 * device: a FIFO opened and closed would end its reader's input. */
static int names_terminal(const char *path, int flags)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISCHR(st.st_mode))
        return 0;
    int fd = open(path, flags | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return 0; /* (the save or the load says why it cannot use it) */
    int terminal = isatty(fd);
    close(fd);
    return terminal;
}

/* Whether path names the file of descriptor fd (/dev/stdin, FILE with
 * < FILE or 2> FILE: names_descriptor(), also where /dev/stdin is a
 * device node of its own), but /dev/null, which holds nothing. */
static int names_stream(const char *path, int fd)
{
    struct stat st, null;
    return names_descriptor(path, fd) && fstat(fd, &st) == 0 &&
           !(S_ISCHR(st.st_mode) && stat("/dev/null", &null) == 0 && st.st_rdev == null.st_rdev);
}

/* What standard input or error is that path names too, as a message says
 * it, or NULL: a record written there was written into the game's own
 * input (a pipe's, read back as moves), or renamed over the file its
 * messages went to, which then held two records and no game loaded. (What
 * names_screen() and names_terminal() say is said first.) */
static const char *names_other_stream(const char *path)
{
    if (names_stream(path, STDIN_FILENO))
        return "standard input, the keyboard's";
    if (names_stream(path, STDERR_FILENO))
        return "standard error, where the game's messages go";
    return NULL;
}

/* Whether path names --tileset's file (or a link to it): the tile set of
 * this game, which a save would replace by a record. */
static int names_tileset_file(const play *p, const char *path)
{
    struct stat st, tiles;
    return p->tileset_path && stat(path, &st) == 0 && stat(p->tileset_path, &tiles) == 0 && S_ISREG(st.st_mode) &&
           st.st_dev == tiles.st_dev && st.st_ino == tiles.st_ino;
}

/* save FILE (entry is the whole line, path its end): an existing file that
 * this session neither read nor wrote is replaced only when the same entry
 * comes again. */
static void save_as(play *p, const char *path, int confirmed, const char *entry)
{
    shown_path shown; /* one name for the three answers: after the longest words before it */
    const char *name = shorten_path(path, NAME_ROOM(NOTICE_WIDTH, "cannot save to "), &shown);
    /* as --save -: standard output is this screen (it wrote a file named -) */
    if (!strcmp(path, "-")) {
        notice(p, "save -: standard output is the game's screen: name a file (./- for one named -)");
        return;
    }
    if (names_screen(path)) { /* - by another name (/dev/stdout, the file of > FILE) */
        notice(p, "save %s: that is standard output, the game's screen: name another file", name);
        return;
    }
    if (names_terminal(path, O_WRONLY)) {
        notice(p, "save %s: that is a terminal, which keeps no saved game: name a file", name);
        return;
    }
    if (names_other_stream(path)) {
        notice(p, "save %s: that is %s: name another file", name, names_other_stream(path));
        return;
    }
    /* refused as --save's is, not asked (the defect: the same entry again replaced the tile set) */
    if (names_tileset_file(p, path)) {
        notice(p, "save %s: that is --tileset's file, the tile set of this game: name another file", name);
        return;
    }
    if (!confirmed && foreign_file(p, path)) {
        /* a shortened name typed as shown is another entry: then "the same entry" */
        if (name != path)
            notice(p, "%s exists and is no file of this game: type the same entry again to replace it", name);
        else
            notice(p, "%s exists and is no file of this game: type %s again to replace it", name, entry);
        snprintf(p->confirm, sizeof p->confirm, "%s", entry);
        return;
    }
    errno = 0;
    int rc = save_game_file(p->game, path);
    if (rc != HUNTERS_OK) {
        notice(p, "cannot save to %s: %s", name,
               rc == HUNTERS_EIO && errno ? output_write_reason(path, errno) : hunters_strerror(rc));
        return;
    }
    remember_file(p, path);
    notice(p, "saved to %s", name);
    p->saved_decisions = hunters_game_decision_count(p->game);
}

/* load FILE (entry is the whole line, path its end): a game in progress
 * with moves saved nowhere but in --save's file (which the loaded game then
 * replaces) is replaced only when the same entry comes again. */
static void load_asked(play *p, const char *path, int confirmed, const char *entry)
{
    /* as --load -: standard input is this keyboard (it read a file named -) */
    if (!strcmp(path, "-")) {
        notice(p, "load -: standard input is the keyboard: name a file (./- for one named -)");
        return;
    }
    /* a named pipe or a device is read until its writer ends it: a FIFO
     * nobody writes stood the game still at the prompt, deaf to quit
     * (--load, before the game, still reads a pipe: --load <(...)) */
    struct stat st;
    if (stat(path, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode) || S_ISSOCK(st.st_mode))) {
        shown_path shown;
        notice(p, "cannot load %s: it is no file (a named pipe, a device): load reads a saved game's file",
               shorten_path(path, NAME_ROOM(NOTICE_WIDTH, "cannot load "), &shown));
        return;
    }
    if (!confirmed && hunters_game_decision_count(p->game) != p->saved_decisions) {
        /* the entry whole (a shortened name typed as shown would be another entry), or in words */
        size_t entry_length = strlen(entry);
        notice(p, "load replaces the game in progress, whose moves since the %s are saved in no other file%s: "
                  "save FILE first, or type %s again", p->saved_decisions ? "last save or load" : "start",
               p->save_path ? " (--save's file will hold the loaded game)" : "",
               entry_length <= PATH_SHOWN ? entry : "the same entry");
        snprintf(p->confirm, sizeof p->confirm, "%s", entry);
        return;
    }
    load_game(p, path);
}

/* The FILE of "save FILE" or "load FILE" (word is "save" or "load"): the
 * text after the word and its blanks; "" when none was typed; NULL when
 * text is no such command. (Its trailing blanks are cut with the line's:
 * they were taken into the file name, and 'g.rec ' was written.) */
static const char *file_argument(const char *text, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(text, word, n) || (text[n] != '\0' && text[n] != ' ' && text[n] != '\t'))
        return NULL;
    const char *name = text + n;
    while (*name == ' ' || *name == '\t')
        name++;
    return name;
}

/* One line of a human: a command or an entry. Returns -1 to stop. */
static int handle(play *p, char *text)
{
    int phase = hunters_game_phase(p->game);
    if (!strcmp(text, "quit") || !strcmp(text, "q")) {
        /* without --save, the moves since the last save would be lost unsaid */
        if (!p->save_path && !p->quit_warned && hunters_game_decision_count(p->game) != p->saved_decisions) {
            p->quit_warned = 1;
            notice(p, "the moves since the %s are not saved (no --save): save FILE, then quit; or quit again "
                      "to leave without them", p->saved_decisions ? "last save or load" : "start");
            return 0;
        }
        p->quit_typed = 1;
        return -1;
    }
    p->quit_warned = 0;
    int confirmed = p->confirm[0] && !strcmp(text, p->confirm);
    p->confirm[0] = '\0'; /* only the very next entry confirms */
    if (!strcmp(text, "+") || !strcmp(text, "more")) {
        p->menu_first = is_deploy(phase) ? p->menu_next : 0;
        return 0;
    }
    p->menu_first = 0; /* any other entry: the menu from its start */
    if (!strcmp(text, "help") || !strcmp(text, "?"))
        help(p);
    else if (!strcmp(text, "undo") || !strcmp(text, "u"))
        undo(p);
    else if (!strcmp(text, "hint"))
        hint(p);
    else if (!strcmp(text, "tiles"))
        list_tiles(p);
    else if (!strcmp(text, "missing"))
        missing_tile(p);
    else if (file_argument(text, "save") && !*file_argument(text, "save"))
        notice(p, "save FILE: the file to write the game to, as save evening.rec");
    else if (file_argument(text, "save"))
        save_as(p, file_argument(text, "save"), confirmed, text);
    else if (file_argument(text, "load") && !*file_argument(text, "load"))
        notice(p, "load FILE: the file of a saved game, as load evening.rec");
    else if (file_argument(text, "load"))
        load_asked(p, file_argument(text, "load"), confirmed, text);
    else if (!strcmp(text, "<"))
        p->view_dx -= 2;
    else if (!strcmp(text, ">"))
        p->view_dx += 2;
    else if (!strcmp(text, "^"))
        p->view_dy -= 1;
    else if (!strcmp(text, "v"))
        p->view_dy += 1;
    else if (!strcmp(text, "."))
        p->view_dx = p->view_dy = 0;
    else if (text[0] == '\0')
        ;
    else if (is_draw(phase))
        enter_draw(p, text);
    else {
        hunters_move move;
        if (!strncmp(text, "place ", 6) || !strncmp(text, "deploy ", 7) || !strcmp(text, "pass")) {
            if (hunters_move_parse(text, &move))
                notice(p, "cannot read '%s' (as in: place 1 -2 r3, deploy 2 member, pass)", text);
            else
                try_move(p, move);
        } else if (is_place(phase)) {
            enter_place(p, text);
        } else if (is_deploy(phase)) {
            enter_deploy(p, text);
        }
    }
    return 0;
}

static const char *prompt_for(play *p, char *buffer, size_t size)
{
    char who[40];
    int phase = hunters_game_phase(p->game);
    const hunters_tileset *ts = hunters_game_tileset(p->game);
    words_player(p->game, hunters_game_current_player(p->game), who, sizeof who);
    if (is_draw(phase))
        snprintf(buffer, size, "%s drew which %stile? %s (help)> ", who,
                 phase == HUNTERS_PHASE_DRAW_BONUS ? "bonus " : "",
                 p->found.count ? "its number, or describe it" : "describe it");
    else if (is_place(phase))
        snprintf(buffer, size, "%s, place %s: letter and rotation, as b2 (help)> ", who,
                 hunters_tileset_type_name(ts, hunters_game_tile_in_hand(p->game)));
    else
        snprintf(buffer, size, "%s, deploy: number, 0 passes (help)> ", who);
    return buffer;
}

/* The final table's lines, in p->final; 0, or -1 when it could not be
 * written there (then it is printed after the screen). */
static int final_table_lines(play *p)
{
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (!out)
        return -1;
    fputs("final scoring:\n", out);
    words_final_table(p->game, out, 0); /* the screen: a byte a column */
    if (fclose(out)) {
        free(text);
        return -1;
    }
    p->final_count = 0;
    for (char *line = text, *end; line && *line; line = end ? end + 1 : NULL) {
        end = strchr(line, '\n');
        if (p->final_count == (int)(sizeof p->final / sizeof p->final[0]))
            break;
        snprintf(p->final[p->final_count++], SCREEN_COLS + 1, "%.*s", end ? (int)(end - line) : (int)strlen(line),
                 line);
    }
    free(text);
    return 0;
}

/* The game over: the last screen, with the final table below the board
 * where it stays when the program ends (and on its own when the screen
 * has no room for it, as with bots alone). */
static void finish(play *p)
{
    explain_events(p);
    p->label_count = 0;
    p->notice_count = 0;
    int rows = MESSAGE_ROWS(view_rows(p));
    if (p->humans && final_table_lines(p) == 0 && p->final_count <= rows) {
        show(p, "", 1);
        return;
    }
    p->final_count = 0;
    if (p->humans) {
        show(p, "", 1);
        fputc('\n', stdout);
    } else if (p->tty) { /* bots only: the final board under the log */
        show(p, "", 0);
        fputc('\n', stdout);
    }
    puts("final scoring:");
    words_final_table(p->game, stdout, 1);
}

/* With --save, writes the game to its file whenever it changed since the
 * last write (a move, an undo, a load), before each question: a crash, a
 * kill -9 or a power cut then costs at most the entry being typed, not the
 * evening. A failed write is said on the screen and the game goes on (the
 * end tries again and reports a failure in its exit status). */
static void autosave(play *p)
{
    if (!p->save_path)
        return;
    size_t n = hunters_game_save(p->game, NULL, 0);
    char *text = malloc(n + 1);
    if (!text)
        return; /* the save at the end still comes */
    hunters_game_save(p->game, text, n + 1);
    if (p->autosaved && !strcmp(p->autosaved, text)) {
        free(text);
        return;
    }
    errno = 0;
    int rc = save_game_file(p->game, p->save_path);
    if (rc != HUNTERS_OK) {
        shown_path shown;
        notice(p, "cannot save the game to %s (--save): %s; play on, or save FILE elsewhere",
               shorten_path(p->save_path, NAME_ROOM(NOTICE_WIDTH, "cannot save the game to "), &shown),
               rc == HUNTERS_EIO && errno ? output_write_reason(p->save_path, errno) : hunters_strerror(rc));
        free(text);
        return;
    }
    free(p->autosaved);
    p->autosaved = text;
}

/* Whether standard output failed (a closed pipe: EPIPE, SIGPIPE being
 * ignored; a full disk): then nobody sees the game any more, and it stops. */
static int output_failed(void) { return ferror(stdout) != 0; }

/* Plays until the game ends (0), or stops it: 1 for quit, the end of input,
 * a failed bot or a failed output; stop_signal says when a signal stopped it. */
static int run(play *p)
{
    static line_reader input;
    char line[LINE_MAX_LENGTH + 1], prompt[160];
    for (;;) {
        if (stop_signal || output_failed())
            return 1;
        explain_events(p);
        int phase = hunters_game_phase(p->game);
        if (phase == HUNTERS_PHASE_OVER) {
            finish(p);
            return 0;
        }
        int player = hunters_game_current_player(p->game);
        if (!p->table && p->bot[player].kind != SEAM_HUMAN) {
            hunters_move move;
            if (is_draw(phase)) {
                hunters_game_draw_random(p->game);
                continue;
            }
            if (seam_choose(p->game, &p->bot[player], &move) || hunters_game_play(p->game, move)) {
                fprintf(stderr, "hunters-play: the bot failed: %s\n", hunters_game_errmsg(p->game));
                return 1;
            }
            continue;
        }
        if (is_place(phase) && hunters_game_decision_count(p->game) != p->view_decision) {
            /* a new tile to place: the view follows its places again */
            p->view_dx = p->view_dy = 0;
            p->view_decision = hunters_game_decision_count(p->game);
        }
        if (is_place(phase))
            make_labels(p);
        else
            p->label_count = 0;
        if (is_deploy(phase))
            make_options(p);
        if (is_draw(phase) && p->notice_count == 0 && p->found.total == 0)
            notice(p, "Describe the tile: its sides from the top, clockwise (F forest, M meadow, R river: "
                      "RMRM), or what it holds (lake, river with 2 fish, mammoth); help, tiles");
        autosave(p);
        show(p, prompt_for(p, prompt, sizeof prompt), 1);
        p->notice_count = 0;
        if (output_failed())
            return 1;
        int got = read_line(&input, line);
        if (got == LINE_STOPPED)
            return 1;
        if (got == LINE_INPUT_ENDED) {
            fputs("\nend of input: the game is not over\n", stdout);
            if (input.error) { /* not the input's end: why it could not be read (a folder, a closed one) */
                fflush(stdout);
                fprintf(stderr, "hunters-play: cannot read standard input: %s\n", strerror(input.error));
            }
            return 1;
        }
        line[strcspn(line, "\r")] = '\0';
        int too_long = got == LINE_TOO_LONG;
        if (!p->tty) {
            /* a transcript reads like the session; a line too long was cut, maybe in a character
             * (whole characters then), any other is echoed whole, byte for byte as it was entered */
            size_t echoed = too_long ? utf8_whole(line, strlen(line)) : strlen(line);
            printf("%.*s%s\n", (int)echoed, line, too_long ? "..." : "");
        }
        if (too_long) {
            /* all of it is dropped: its rest is no entry of its own */
            notice(p, "that line is too long (more than %d characters): ignored", LINE_MAX_LENGTH);
            continue;
        }
        /* an entry's blanks around it are none of it: a file name of save
         * or load kept its trailing ones */
        char *text = line;
        while (*text == ' ' || *text == '\t')
            text++;
        size_t length = strlen(text);
        while (length > 0 && (text[length - 1] == ' ' || text[length - 1] == '\t'))
            text[--length] = '\0';
        if (handle(p, text) < 0)
            return 1;
    }
}

static int parse_players(play *p, const char *list, int table)
{
    int32_t count;
    if (!parse_whole_number(list, 1, HUNTERS_MAX_PLAYERS, &count)) { /* a count: all humans */
        p->seats = count;
    } else {
        /* a kind each, none left out: "human," is no seat of nobody (it
         * was one seat), nor "human,,greedy" two (strtok() skipped it) */
        for (const char *w = list;; w++) {
            size_t n = strcspn(w, ",");
            char word[16];
            if (n == 0 || n >= sizeof word || p->seats == HUNTERS_MAX_PLAYERS)
                return -1;
            memcpy(word, w, n);
            word[n] = '\0';
            int kind = seam_kind_parse(word);
            if (kind < 0)
                return -1;
            p->bot[p->seats++].kind = table ? SEAM_HUMAN : kind;
            w += n;
            if (!*w)
                break;
        }
    }
    for (int i = 0; i < p->seats; i++)
        p->humans += p->bot[i].kind == SEAM_HUMAN;
    return 0;
}

/* A command-line word as a message names it (shown_word(): '' for the
 * empty word, a control character as '?'); one a message. */
static const char *shown(const char *word)
{
    static char buffer[256];
    return shown_word(word, buffer, sizeof buffer);
}

/* A command-line word as a message quotes it, 'WORD': shown() in quotes
 * (a plain word, which shown() leaves as it is, put in them; one too long
 * for them cut after whole characters, ending in "...'", as shown() cuts:
 * it was cut within a character, a lead byte alone and no closing quote);
 * one a message, and none with shown(), whose buffer it may return. */
static const char *quoted(const char *word)
{
    static char buffer[260];
    const char *s = shown(word);
    if (s != word)
        return s;
    size_t length = strlen(word), room = sizeof buffer - 6; /* the quotes, "...", the NUL */
    if (length + 3 <= sizeof buffer)
        snprintf(buffer, sizeof buffer, "'%s'", word);
    else
        snprintf(buffer, sizeof buffer, "'%.*s...'", (int)utf8_whole(word, room), word);
    return buffer;
}

/* The part of text's first *n bytes hunters_game_set_player_name() takes
 * at its ends: without the spaces it refuses there (the library's rule,
 * hunters_player_name_trim()); left as it is when no UTF-8, for the setter
 * to say why. Updates text and *n. */
static const char *trimmed_name(const char *text, size_t *n)
{
    size_t start, length;
    if (hunters_player_name_trim(text, *n, &start, &length) != HUNTERS_OK)
        return text;
    *n = length;
    return text + start;
}

/* A --names name as its refusal shows it (into buffer; either refusal:
 * one whose first 31 bytes show nothing, one the library refuses): each
 * space and invisible character the library tells
 * (hunters_player_name_trim() leaves none of one alone) as <U+XXXX>, but
 * for the plain space, the controls (quoted() shows them as '?') and an
 * invisible one that follows a character that shows, as the U+200D within
 * an emoji or a variation selector (shown as they are, as elsewhere); a
 * noncharacter (U+FFFE, U+FFFF, which the library refuses as no
 * characters, U+FDD0..U+FDEF, the last two of each plane) and an
 * interlinear annotation character (U+FFF9..U+FFFB, which the library
 * refuses in a name: they hide or move the text between them), and a
 * direction mark, embedding, override or isolate (U+200E, U+061C,
 * U+202E ...: each character quoted() shows as '?', unseen_character())
 * as <U+XXXX> too, wherever it is, and so is an invisible one after it (the
 * defect: shown raw); the rest as it is, for quoted(). The defect: the U+200D
 * before "Ann" shown raw, the terminal showed "name 'Ann' refused".
 * Where buffer ends, cut between whole
 * characters and escapes, "..." after the last that fits with it (the
 * defect: quoted() cut the escaped name within an escape, '<U+200...').
 * Returns buffer. */
static const char *escaped_blanks(const char *name, char *buffer, size_t size)
{
    size_t at = 0, cut = 0, start, length; /* cut: the end of the last piece "..." fits after */
    int after_shown = 0; /* the last character shows, or is invisible after one that does */
    for (const unsigned char *c = (const unsigned char *)name; *c;) {
        unsigned long code;
        size_t n = utf8_character(c, &code);
        if (!n || hunters_player_name_trim((const char *)c, n, &start, &length) != HUNTERS_OK)
            n = 1, length = 1, code = *c; /* no UTF-8: a byte that quoted() shows as '?' */
        int space = code == ' ' || looks_as_space(code);
        /* every character the other messages show as '?' (shown_word(): a noncharacter, an
         * annotation character, a direction mark or override), wherever it is (the defect:
         * U+202E after "A" shown so, 'A?B', where one at the start was <U+202E>) */
        int unseen = n > 1 && code > 0x9F && unseen_character(code);
        int escaped = unseen || (!length && code > 0x9F && (space || !after_shown));
        char piece[16];
        int written = escaped ? snprintf(piece, sizeof piece, "<U+%04lX>", code)
                              : snprintf(piece, sizeof piece, "%.*s", (int)n, (const char *)c);
        if (!put_whole_piece(buffer, size, &at, &cut, piece, (size_t)written))
            break;
        /* (an escaped noncharacter, annotation character or direction mark is no character a
         * joiner after it joins: that is escaped too) */
        after_shown = unseen ? 0 : length ? 1 : space ? 0 : after_shown;
        c += n;
    }
    if (size) /* (at < size: a piece that would reach size is left out) */
        buffer[at] = '\0';
    return buffer;
}

/* A refused --names name as a message names it: escaped_blanks() in
 * quoted(), the same for each refusal (the defect: the library's refusal
 * showed U+FFFE and a U+200D before "Bo" raw, where the other showed them
 * as <U+FFFE> and <U+200D>); one a message. */
static const char *refused_name(const char *name)
{
    static char escaped[251]; /* (quoted() shows 250 bytes whole: the escaped name cut to that, never again) */
    return quoted(escaped_blanks(name, escaped, sizeof escaped));
}

/* The names of --names, a seat each in order; an empty one ("Ann,,Cy")
 * leaves its seat's own name (strtok() gave the next name to that seat),
 * and so does a refused one, said (the defect: the library's "player 1"
 * kept, where an empty name gave "P1 random"). */
static void name_players(play *p, const char *names)
{
    char name[40];
    const char *w = names;
    for (int i = 0; i < p->seats; i++) {
        size_t n = w ? strcspn(w, ",") : 0;
        const char *next = w && w[n] ? w + n + 1 : NULL, *given = w;
        size_t given_length = n;
        w = next;
        /* "Ann, Bo": the spaces around a name are not the name's, the
         * library refusing one at an end: U+00A0 and U+3000 as ' ', a
         * space behind U+200D, a blank filler (U+3164); a name of spaces
         * and invisible characters alone is none */
        const char *t = trimmed_name(given, &n);
        /* at most the library's 31 bytes, in whole characters (a name
         * refused is shown), and what the cut leaves at the end trimmed
         * too (a U+3000 before the 32nd byte was refused) */
        if (n > 31) {
            n = utf8_whole(t, 31);
            t = trimmed_name(t, &n);
            if (!n) { /* a name, but the cut left only invisible characters (U+200D): no default in silence */
                /* (quoted() shows a word of 250 bytes whole, also in quotes as shown() does: the
                 * escaped name cut to that, marked, never cut again within an escape; the name
                 * itself cut after whole characters, where escaped_blanks() would take a lead
                 * byte alone for no UTF-8: no longer than what it shows, never seen now) */
                char whole[260];
                size_t kept = utf8_whole(given, given_length < sizeof whole - 1 ? given_length : sizeof whole - 1);
                snprintf(whole, sizeof whole, "%.*s", (int)kept, given);
                fprintf(stderr, "hunters-play: name %s refused: a player name has at most 31 bytes, and its first 31 "
                                "show nothing (spaces and invisible characters alone)\n",
                        refused_name(whole));
            }
        }
        /* a name the trim could not read (no UTF-8) goes as given, its
         * spaces and all, and the refusal shows it so (the defect: its
         * end's spaces cut first) */
        if (n) {
            snprintf(name, sizeof name, "%.*s", (int)n, t);
            if (hunters_game_set_player_name(p->game, i, name) == HUNTERS_OK)
                continue;
            fprintf(stderr, "hunters-play: name %s refused: %s\n", refused_name(name), hunters_game_errmsg(p->game));
        }
        if (p->table)
            snprintf(name, sizeof name, "P%d", i + 1);
        else
            snprintf(name, sizeof name, "P%d %s", i + 1, seam_kind_name(p->bot[i].kind));
        hunters_game_set_player_name(p->game, i, name); /* (a name of letters, digits and a space: taken) */
    }
}

/* How many names --names gives: one more than its commas. */
static int name_count(const char *names)
{
    int count = 1;
    for (const char *c = names; *c; c++)
        count += *c == ',';
    return count;
}

/* A seed: a whole decimal number from 0 to 2^64 - 1, nothing else (no
 * sign, no spaces: strtoull() would take "-1" and " 5"); 0 or -1. */
static int parse_seed(const char *text, uint64_t *out)
{
    uint64_t value = 0;
    if (!*text)
        return -1;
    for (const char *c = text; *c; c++) {
        if (*c < '0' || *c > '9')
            return -1;
        unsigned digit = (unsigned)(*c - '0');
        if (value > (UINT64_MAX - digit) / 10)
            return -1;
        value = value * 10 + digit;
    }
    *out = value;
    return 0;
}

/* Loads --tileset's file into p->tileset; 0, or -1 after saying why not:
 * where in the file (line and column) a mistake is, as hunters-tileset does. */
static int load_tileset(play *p, const char *path)
{
    hunters_error error;
    errno = 0;
    int rc = hunters_tileset_load_file(&p->tileset, path, NULL, &error);
    if (rc == HUNTERS_OK)
        return 0;
    if (rc == HUNTERS_EIO) /* the empty name as '' (it read as nothing: "--tileset : cannot") */
        fprintf(stderr, "hunters-play: --tileset %s: cannot read it: %s\n", shown(path),
                errno ? strerror(errno) : error.message);
    else if (error.line > 0)
        fprintf(stderr, "hunters-play: --tileset %s:%d:%d: %s\n", shown(path), (int)error.line, (int)error.column,
                error.message);
    else
        fprintf(stderr, "hunters-play: --tileset %s: %s\n", shown(path), error.message);
    return -1;
}

/* Saves to --save's file, if any; 0, or -1 after saying why not. */
static int save_to_file(const play *p)
{
    if (!p->save_path)
        return 0;
    errno = 0;
    int rc = save_game_file(p->game, p->save_path);
    if (rc == HUNTERS_OK)
        return 0;
    /* (the system's reason, where the library's file functions left one) */
    fprintf(stderr, "hunters-play: --save %s: cannot save the game there: %s\n", shown(p->save_path),
            rc == HUNTERS_EIO && errno ? output_write_reason(p->save_path, errno) : hunters_strerror(rc));
    return -1;
}

/* Why - is refused as the FILE of option (--save, --load, --tileset), where
 * hunters-sim's - is standard output or input: here those are the game's
 * screen and keyboard. */
static const char *dash_refused(const char *option)
{
    return !strcmp(option, "--save") ? "standard output is the game's screen" : "standard input is the keyboard";
}

/* option_equals_hint() for word, but for --save=-, --load=- and --tileset=-,
 * whose "--save -" is refused too: the form, and why not - (the hint named
 * a word that was refused in its turn). Returns buffer. */
static const char *equals_hint(const char *word, char *buffer, size_t size)
{
    static const char *const options[] = {"--save", "--load", "--tileset"};
    for (size_t i = 0; i < sizeof options / sizeof *options; i++) {
        size_t n = strlen(options[i]);
        if (!strncmp(word, options[i], n) && !strcmp(word + n, "=-")) {
            snprintf(buffer, size, "; a value is the word after its option: %s FILE, not - (%s; ./- names a file -)",
                     options[i], dash_refused(options[i]));
            return buffer;
        }
    }
    return option_equals_hint(word, buffer, size);
}

/* An option of one value given a second time: a usage error, as
 * hunters-sim merge's second --json (the last value silently won: --save a
 * --save b saved to b alone). Never returns. */
static int given_twice(const char *option)
{
    fprintf(stderr, "hunters-play: %s given twice\n", option);
    exit(2);
}

int main(int argc, char **argv)
{
    reserve_standard_streams(); /* >&-: a --save file being written never takes the screen's number */
    static play p;
    static const char default_players[] = "human,greedy";
    const char *players = default_players, *names = NULL, *load = NULL, *tileset_path = NULL;
    uint64_t seed = 1;
    hunters_game_options o;
    hunters_game_options_init(&o);
    const char *given[16]; /* the options of one value given so far: each once (-o aside) */
    int given_count = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
#define TAKES_ONCE(s, l)                                                                                             \
    ((!strcmp(a, s) || !strcmp(a, l)) && v &&                                                                        \
     (option_given_again(l, given, &given_count, (int)(sizeof given / sizeof *given)) == 0 || given_twice(l)))
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            print_usage(stdout);
            return finish_stdout("hunters-play");
        } else if (TAKES_ONCE("-p", "--players")) {
            players = v, i++;
        } else if (TAKES_ONCE("--names", "--names")) {
            names = v, i++;
        } else if (TAKES_ONCE("-s", "--seed")) {
            if (parse_seed(v, &seed)) {
                fprintf(stderr, "hunters-play: %s needs a whole number from 0 to %llu, not %s\n", a,
                        (unsigned long long)UINT64_MAX, quoted(v));
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--table")) {
            p.table = 1;
        } else if (TAKES_ONCE("--tileset", "--tileset")) {
            tileset_path = v, i++;
        } else if (TAKES_ONCE("--load", "--load")) {
            load = v, i++;
        } else if (TAKES_ONCE("--save", "--save")) {
            p.save_path = v, i++;
        } else if (TAKES_ONCE("--members", "--members") || TAKES_ONCE("--huts", "--huts")) {
            /* a whole number, set as -o members=N is, in its range (the
             * game's refusal named "options.members and options.huts") */
            char item[32];
            int32_t n;
            if (parse_whole_number(v, 0, 1000000, &n) ||
                (snprintf(item, sizeof item, "%s=%d", a + 2, (int)n), rule_option_set(&o, item)) != RULE_OPTION_OK) {
                fprintf(stderr, "hunters-play: %s needs a whole number, %s, not %s\n", a, rule_option_values(a + 2),
                        quoted(v));
                return 2;
            }
            i++;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--option")) && v) {
            int status = rule_option_set(&o, v);
            if (status == RULE_OPTION_BAD_VALUE) {
                fprintf(stderr, "hunters-play: bad value in %s: the values are %s\n", shown(v), rule_option_values(v));
                return 2;
            }
            if (status == RULE_OPTION_NO_VALUE) { /* (v: a known name, as it is) */
                fprintf(stderr, "hunters-play: rule option %s needs a value: -o %s=VALUE, the values are %s\n", v, v,
                        rule_option_values(v));
                return 2;
            }
            if (status != RULE_OPTION_OK) {
                fprintf(stderr, "hunters-play: unknown rule option %s; the rule options are:\n", shown(v));
                rule_options_list(stderr);
                return 2;
            }
            i++;
        } else if (!strcmp(a, "--list-options")) {
            rule_options_list(stdout);
            return finish_stdout("hunters-play");
        } else if (!strcmp(a, "--ascii")) {
            p.ascii = 1;
        } else {
            char hint[200];
            fprintf(stderr, "hunters-play: unknown or incomplete option %s%s\n", shown(a),
                    equals_hint(a, hint, sizeof hint));
            print_usage(stderr);
            return 2;
        }
#undef TAKES_ONCE
    }
    /* hunters-sim's - is standard output, but here that is the game's
     * screen, and a record written at the start and after every move would
     * be lost among its lines: refused, not a file named - */
    if (p.save_path && !strcmp(p.save_path, "-")) {
        fprintf(stderr, "hunters-play: --save -: %s: name a file (./- for one named -)\n", dash_refused("--save"));
        return 2;
    }
    /* nor - by another name (/dev/stdout, the file of > FILE): the record
     * written onto the screen, or renamed over FILE and the screen lost */
    if (names_screen(p.save_path)) {
        fprintf(stderr, "hunters-play: --save %s: that is standard output, the game's screen: name another file\n",
                shown(p.save_path));
        return 2;
    }
    /* nor a terminal, the screen by another name (/dev/tty) or another
     * one: a record after every move there is no saved game (it was
     * written onto the screen) */
    if (p.save_path && names_terminal(p.save_path, O_WRONLY)) {
        fprintf(stderr, "hunters-play: --save %s: that is a terminal, which keeps no saved game: name a file\n",
                shown(p.save_path));
        return 2;
    }
    if (p.save_path && names_other_stream(p.save_path)) {
        fprintf(stderr, "hunters-play: --save %s: that is %s: name another file\n", shown(p.save_path),
                names_other_stream(p.save_path));
        return 2;
    }
    /* nor is - standard input for --load and --tileset, as for hunters-sim's
     * --tileset: that is the game's keyboard (each read a file named -) */
    if (load && !strcmp(load, "-")) {
        fprintf(stderr, "hunters-play: --load -: %s: name a file (./- for one named -)\n", dash_refused("--load"));
        return 2;
    }
    if (tileset_path && !strcmp(tileset_path, "-")) {
        fprintf(stderr, "hunters-play: --tileset -: %s: name a file (./- for one named -)\n",
                dash_refused("--tileset"));
        return 2;
    }
    /* nor a terminal by its name (/dev/tty): the keyboard, read to its end
     * before the game (at the prompt, load refuses every device) */
    const char *read_options[] = {"--load", "--tileset"}, *read_paths[] = {load, tileset_path};
    for (int k = 0; k < 2; k++)
        if (read_paths[k] && names_terminal(read_paths[k], O_RDONLY)) {
            fprintf(stderr, "hunters-play: %s %s: that is a terminal, the keyboard: name a file\n", read_options[k],
                    shown(read_paths[k]));
            return 2;
        } else if (read_paths[k] && names_stream(read_paths[k], STDIN_FILENO)) { /* a pipe's lines read as the file's */
            fprintf(stderr, "hunters-play: %s %s: that is standard input, the keyboard: name a file\n",
                    read_options[k], shown(read_paths[k]));
            return 2;
        }
    p.tty = isatty(1);
    if (!p.tty)
        p.ascii = 1;
    if (parse_players(&p, players, p.table)) {
        fprintf(stderr, "hunters-play: bad --players %s (human, random, greedy, mcts, mcts2, a seat each, "
                        "comma-separated; or a count from 1 to %d)\n", quoted(players), HUNTERS_MAX_PLAYERS);
        return 2;
    }
    /* a name for no seat was lost unsaid (a seat left out of --players);
     * a --load game has its own seats, said below */
    if (names && !load && name_count(names) > p.seats) {
        fprintf(stderr, "hunters-play: --names gives %d names for %d seats: give a name each, or fewer\n",
                name_count(names), p.seats);
        return 2;
    }
    for (int i = 0; i < p.seats; i++)
        p.bot[i].seed = seed * 16 + (uint64_t)i + 1;
    o.players = p.seats;
    o.seed = seed;
    if (p.table)
        o.draw_mode = HUNTERS_DRAW_CALLER; /* the table draws; otherwise -o draw-mode decides */
    hunters_error error;
    /* a file that cannot be read or holds a mistake is a failure (1), as
     * --load's and hunters-sim's --tileset's, not a usage error (2) */
    if (tileset_path && load_tileset(&p, tileset_path))
        return 1;
    if (hunters_tileset_load_default(&p.builtin, NULL)) {
        fprintf(stderr, "hunters-play: out of memory\n");
        release(&p);
        return 1;
    }
    /* a copy of the template not renamed reads as the built-in set in messages */
    int named_as_builtin = p.tileset && !strcmp(hunters_tileset_name(p.tileset), hunters_tileset_name(p.builtin)) &&
                           hunters_tileset_equal(p.tileset, p.builtin) != 1;
    o.tileset = p.tileset;
    if (hunters_game_new(&p.game, &o, &error)) {
        fprintf(stderr, "hunters-play: %s\n", error.message);
        release(&p);
        return 2;
    }
    name_players(&p, names);
    int seats_asked = p.seats;
    if (load && load_game(&p, load)) {
        char line[2 * SCREEN_COLS]; /* (a control in the file's name as '?', as the screen shows it) */
        for (int i = 0; i < p.notice_count; i++) /* the whole reason, as wrapped */
            fprintf(stderr, "%s%s\n", i ? "" : "hunters-play: ", shown_text(p.notice[i], line, sizeof line));
        release(&p);
        return 1;
    }
    p.notice_count = 0;
    int notes_from = p.said_lines; /* the start's notes, which no undo takes back */
    shown_path short_name; /* (a path on the screen; shown() names a word on standard error) */
    if (named_as_builtin)
        say(&p, "warning: %s has other tiles than the built-in set but its name, '%s': rename its tileset "
                "line, so that messages and saved games tell the two apart",
            shorten_path(tileset_path, NAME_ROOM(SCREEN_COLS, "warning: "), &short_name),
            hunters_tileset_name(p.tileset));
    if (load && p.seats != seats_asked && players != default_players) { /* --players not silently ignored */
        const char *file = shorten_path(load, NAME_ROOM(SCREEN_COLS, "--players gave N seats, but "), &short_name);
        say(&p, "--players gave %d seats, but %s is a game of %d players: it is played with %d, all at this "
                "keyboard", seats_asked, file, p.seats, p.seats);
    }
    if (load && names) { /* nor --names: the game's players keep the names it was saved with */
        const char *file = shorten_path(load, NAME_ROOM(SCREEN_COLS, "--names is not used: "), &short_name);
        say(&p, "--names is not used: %s keeps the names of its players", file);
    }
    if (p.table && uses_builtin_tiles(&p)) /* once: the tiles on the table may differ */
        say(&p, "The built-in tiles are a reconstruction of the 2002 set, not a scan: if a "
                "tile of yours is not found, type missing.");
    keep_said(&p, notes_from, 0);
    /* --save's first write replaces the file with this new game: one that
     * holds something this session did not --load (last evening's game,
     * its --load forgotten; a tile set) is refused, as save FILE asks */
    struct stat st;
    /* --tileset's file: the tile set replaced by a record (the defect:
     * "give --load FILE too", which holds no game); save FILE refuses it too */
    p.tileset_path = tileset_path;
    if (p.save_path && names_tileset_file(&p, p.save_path)) {
        fprintf(stderr, "hunters-play: --save %s: that is --tileset's file, the tile set of this game: name another "
                        "file\n", shown(p.save_path));
        release(&p);
        return 2;
    }
    if (p.save_path && stat(p.save_path, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && !known_file(&p, &st)) {
        fprintf(stderr, "hunters-play: --save %s: the file exists and is no file of this game: to go on with the "
                        "game it holds, give --load %s too; else remove it or name another file\n",
                shown(p.save_path), shown(p.save_path));
        release(&p);
        return 2;
    }
    /* --save is tried now, not first at the end of a long game: a file that
     * cannot be written is known before anyone plays, and the file holds a
     * whole record (of the game so far) from the start, never an empty one */
    if (save_to_file(&p)) {
        release(&p);
        return 1;
    }
    if (p.save_path)
        remember_file(&p, p.save_path);
    catch_signals();
    int rc = run(&p);
    /* every way out saves: the end, quit, the end of input, a signal, a closed output */
    if (save_to_file(&p))
        rc = 1;
    else if (p.save_path && p.quit_typed) { /* the player who quits learns where the game is */
        fflush(stdout);
        fprintf(stderr, "hunters-play: saved to %s\n", shown(p.save_path));
    }
    release(&p);
    free(p.autosaved);
    if (stop_signal) {
        fprintf(stderr, "hunters-play: stopped by signal %d%s%s\n", (int)stop_signal,
                p.save_path ? "; the game so far is in " : "", p.save_path ? shown(p.save_path) : "");
        rc = 128 + stop_signal; /* as a shell reports a program a signal ended */
    }
    if (finish_stdout("hunters-play") && rc == 0)
        rc = 1;
    return rc;
}
