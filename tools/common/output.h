/* Output that is checked, for every tool: a full disk or a closed pipe on
 * standard output must not end in exit status 0 with the output lost. */
#ifndef HUNTERS_TOOLS_OUTPUT_H
#define HUNTERS_TOOLS_OUTPUT_H

#include <stddef.h>
#include <stdio.h>

#include <hunters.h>

/* Flushes and closes standard output and reports a write error that
 * happened at any time on it, as "PROGRAM: cannot write to standard
 * output: REASON" on standard error. Call it once, just before the tool
 * exits; returns 0 when everything written arrived, 1 otherwise (the
 * exit status to use). */
int finish_stdout(const char *program);
/* Writes length bytes of text to standard output, as fwrite() does, and
 * notes the reason of a write that failed for finish_stdout(): a text
 * longer than the stream's buffer goes out at once, and a failure there
 * left nothing for the closing flush to fail on ("cannot write to standard
 * output: a write failed", /dev/full's "No space left on device" unsaid).
 * 0, or -1 after a failed write. */
int put_stdout(const char *text, size_t length);
/* Makes standard input, output and error open when the caller closed one
 * (2>&-, >&-): the next file opened would take its number, and what is
 * written to standard output would go into that file (hunters-sim's
 * summary renamed over FILE with the CSV rows in it). Each takes /dev/null
 * the wrong way round, so that a write to standard output still fails
 * (EBADF) and is reported as before. Call it first in main(). */
void reserve_standard_streams(void);
/* Flushes standard output in the middle of a run: 0, or 1 after saying
 * on standard error that a write was lost (a full disk, a closed pipe),
 * as finish_stdout() does. */
int flush_stdout(const char *program);

/* Whether two output paths of one run name the same regular file (the
 * same name, or two names of one existing file): two outputs written
 * there would make one file of both. Two names of one file not created
 * yet ("out" and "./out") are the same file too. Standard output ("-")
 * and what is no regular file (/dev/null) may be named twice. */
int same_output_file(const char *a, const char *b);

/* Checks the output paths of a run before any game (paths[i], NULL when
 * not asked for, given by option options[i]; tileset the --tileset file
 * read, or NULL): a path that names standard output's own file becomes
 * "-" (names_stdout()); an empty name, two paths of one file
 * (same_output_file()), one the other's partial file
 * (output_is_partial_of()) or a path of the tile set read is refused.
 * Returns 0, or -1 with the refusal in why. */
int check_output_paths(const char **paths, const char *const *options, int count, const char *tileset, char *why,
                       size_t size);

/* Whether output path a names the file b is written through, b's
 * TARGET.partial (hunters-sim, compare): b's partial file would be renamed
 * over a, or a's over b's partial file before b is renamed, one output
 * lost. */
int output_is_partial_of(const char *a, const char *b);

/* Where a file the library could not load is wrong, into buffer: "PATH:
 * LINE:COL: message" for a mistake in its text; "PATH: message: REASON"
 * when it could not be read at all (the library's line 0), REASON the
 * system's for the errno the library's file function left (0: none).
 * Returns buffer. */
const char *load_error_text(char *buffer, size_t size, const char *path, int line, int column,
                            const char *message, int saved_errno);

/* The file an output path names, to write beside and rename over: a
 * symbolic link's final target (the picture or table the link shows is
 * replaced, not the link by a file of its own, as writing the path in
 * place did), also of a dangling link (the file it names, to be created,
 * as writing in place would), else path itself (and for a chain of links
 * that loops). A malloc'd string, or NULL when out of memory. */
char *output_target(const char *path);

/* A text cut between whole pieces (characters, escapes) into buffer
 * (size bytes, of which *at are written): piece's length bytes put after
 * them, 1; or, where they would reach size, 0, and the text ends in "..."
 * after the last piece that leaves room for it (*cut, which each piece put
 * moves on while "..." fits after it; none in a buffer under 4 bytes),
 * *at its new end. The caller writes the NUL at *at. */
int put_whole_piece(char *buffer, size_t size, size_t *at, size_t *cut, const char *piece, size_t length);

/* Player p's name of game as the tools show it: without the spaces at
 * its ends, and "" for a name of spaces and invisible characters alone (a
 * record saved before the library refused one), as for no name
 * (hunters_player_name_trim()). A character the library's setter refuses
 * now but a record saved before holds (U+2028, U+2029, an interlinear
 * annotation character U+FFF9 to U+FFFB, a noncharacter as U+FDD0) is
 * shown escaped, <U+FFF9>, as hunters-play's --names refusals show it: a
 * name of U+FFF9 alone, once trimmed to "" (the seat's own name), is
 * "<U+FFF9>", what the record holds, not a name shown as nothing. One
 * longer than buffer is cut between whole characters and escapes, "..."
 * after them where it fits. Written into buffer; returns buffer. */
const char *shown_player_name(const hunters_game *game, int p, char *buffer, size_t size);

/* Whether path names the file descriptor fd reads or writes: the same
 * file (the name of a FILE given as < FILE, /dev/stdin on Linux, which
 * stat() follows to it), or the system's node for the descriptor itself
 * where that is a device of its own (FreeBSD's /dev/fd/N and /dev/stdin
 * without fdescfs, which stat() never shows as the file). Nothing is
 * opened. 0 for a NULL path. */
int names_descriptor(const char *path, int fd);

/* Whether path names the file standard output writes to (/dev/stdout, or
 * the file's own name with "> FILE"): an output renamed over a regular
 * file would replace what standard output wrote there (the table), and
 * one opened on its own on a pipe or a terminal would mix its buffers'
 * lines with standard output's; the tools write such a path through
 * standard output, as "-". Never the /dev/null that stands in for a
 * standard output the caller closed (reserve_standard_streams()). */
int names_stdout(const char *path);

/* Whether writing output (a path renamed over, as the tools write) would
 * replace the input read from input: the same file by same_output_file(),
 * or, input being "-", the regular file standard input reads ("< FILE",
 * or output /dev/stdin), which that name cannot show: the file read lost
 * to a slip of the keyboard (--tileset, merge's summaries, hunters-svg's
 * record and tile set). */
int replaces_input(const char *output, const char *input);

/* How the tools write an output path (hunters-sim, compare, hunters-svg
 * -o, hunters-play's saves): what exists and is no regular file nor folder
 * (/dev/null, /dev/stdout on a pipe or a terminal, a FIFO) in place,
 * opened as it is, with no file beside it to rename; a folder is no file
 * to write (EISDIR); a regular file, or none yet (or a path stat() cannot
 * see, whose error the write then says), through a new file renamed over
 * it. */
enum output_way { OUTPUT_RENAMED, OUTPUT_IN_PLACE, OUTPUT_FOLDER };
enum output_way output_way(const char *path);

/* Whether path names, through its links, an existing regular file whose
 * permission bits say read-only (no write bit for anyone, as chmod a-w
 * and file managers make it). The tools never rename over one: rename()
 * asks only the folder's permission, where the shell's '>' and editors
 * refuse the file. The bits decide, whoever runs (root too), as for the
 * library's saves (lib/util/file.c, whose internal function the tools
 * cannot call: they link only the public API). */
int output_read_only(const char *path);

/* What the tools say of a read-only output, after "cannot write FILE: ". */
#define OUTPUT_READ_ONLY_WHY "it is read-only: not replaced (make it writable, chmod u+w, or give another name)"

/* Why a write of path failed with the errno reason: OUTPUT_READ_ONLY_WHY
 * for EACCES on a read-only file (output_read_only(), as the library's
 * saves refuse one), else strerror(reason). */
const char *output_write_reason(const char *path, int reason);

/* Opens PARTIAL, the file an output is written into before it is renamed
 * over its path, for reading and writing (created when missing), and
 * locks it for as long as the descriptor returned stays open (close it
 * after the rename or the removal, not before: another run that opens the
 * file meanwhile would take over a file about to be renamed). A second run
 * writing the same output at the same time gets -1 with *busy set, and
 * the first run's data is not touched; any other failure -1 with errno:
 * ELOOP for a symbolic link at PARTIAL (never followed: the file it names
 * would be emptied, then renamed over as a link), EINVAL for what is no
 * regular file there (a FIFO, a device), EMLINK for a hard link (a file
 * with another name, whose data would be emptied). The file is not emptied:
 * partial_stream() writes it. */
int open_partial(const char *partial, int *busy);

/* A stream on the partial file whose lock open_partial() returned,
 * through a dup() of it (closing the stream leaves the lock): emptied for
 * writing afresh, or with keep as it is, for reading and appending
 * (--resume). NULL with errno. */
FILE *partial_stream(int lock, int keep);

/* Gives the file of fd, about to be renamed over target, target's
 * permission bits (0777: never a set-ID or sticky bit) when target is a
 * regular file (a private 0600 summary
 * stays private, as when written in place); a new target keeps the
 * umask's. 0, or -1 with errno. */
int keep_mode(int fd, const char *target);

/* An output file of hunters-sim and hunters-sim compare, written into
 * TARGET.partial beside PATH and renamed over it only when the run has
 * succeeded: a failed or interrupted run never leaves a cut file where a
 * good one was. A PATH that is a symbolic link stays one: the file it
 * names (TARGET) is written beside and renamed over. Standard output
 * ("-") and what is no regular file (/dev/null, a pipe) are written in
 * place (doc/sim.md). */
typedef struct tool_output {
    const char *program; /* for messages: "hunters-sim", "hunters-sim compare" */
    const char *path;    /* as given; NULL when not asked for */
    char *target;        /* the file path names (through a link, its target), or NULL */
    char *partial;       /* TARGET.partial, or NULL when written in place */
    FILE *file;          /* NULL when not asked for */
    int lock;            /* the partial file's descriptor that holds its lock (open_partial()), or -1 */
    int keep_partial;    /* --jsonl: what a failed or interrupted run leaves for --resume */
    /* NULL, or what the caller cut off the end of a keep_partial file
     * before tool_output_close() (hunters-sim's check of its rows), put
     * back when the file is kept after all: its rename failed */
    const char *kept_tail;
    int error;           /* the errno of the first failed write, 0 while none */
    int said;            /* a failed write said already: tool_output_close() says it no more */
} tool_output;

/* Opens o for path (NULL: not asked for, "-": standard output), now,
 * before any game is played, so that an unwritable path is found at
 * once; its partial file locked (a second run writing it is refused; a
 * symbolic link, a hard link or what is no regular file there is refused
 * and left as it is, open_partial()). With keep_partial, a partial file with rows in it is kept for --resume
 * and refused without resume; with resume it is opened for reading and
 * appending. 0, or -1 with the message (without the program's name) in
 * why and o released (tool_output_discard()). */
int tool_output_open(tool_output *o, const char *program, const char *path, int keep_partial, int resume,
                     char *why, size_t size);
/* Notes errno as the reason of a write to o that failed, unless an earlier
 * failure was noted (a later one, as fclose() after a failed fflush(), may
 * have nothing left to write and set no errno). */
void tool_output_failed(tool_output *o);
/* The file o writes, for messages ("cannot write %s"): its partial file,
 * its path, or "to standard output", as finish_stdout() and every tool
 * say it (doc/sim.md); a name as shown_word() shows it, in a buffer of
 * its own, one a message. */
const char *tool_output_name(const tool_output *o);
/* Why a write to o failed, for its one message. */
const char *tool_output_reason(const tool_output *o);
/* Whether everything written to o so far has arrived: 0, or -1 with the
 * reason noted for the caller's message. Standard output is not looked at:
 * finish_stdout() checks it, once, at the end. */
int tool_output_flush(tool_output *o);
/* Closes o; with keep, makes its partial file durable and renames it over
 * its path, else (or when it could not be written) removes it, but a
 * keep_partial one, which is kept and said to be. 0, or -1 after a
 * message on standard error. */
int tool_output_close(tool_output *o, int keep);
/* Closes o without a word (after a failure already said) and removes its
 * partial file, but a keep_partial one. */
void tool_output_discard(tool_output *o);

/* Prints text (UTF-8, a player's name) and then spaces up to `width`
 * terminal columns: printf's "%-16s" pads by bytes, so a row holding "Zoë"
 * (4 bytes) or "李" (3 bytes, 2 columns) left its columns out of line. A
 * wide (East Asian) character counts 2 columns, a combining or format one
 * 0, every other 1, and each byte of no UTF-8 character (utf8_character())
 * 1; text already as wide is printed as it is. */
void print_padded(FILE *out, const char *text, int width);
/* The terminal columns of code point c, as print_padded() counts them: 2
 * for a wide (East Asian) one, 0 for a combining or format one, else 1. */
int code_point_columns(unsigned long c);
/* Whether code point c is a combining mark, which a terminal draws on the
 * character before it (of the code points of no columns, the others are
 * format characters, drawn as nothing or not at all). */
int code_point_combines(unsigned long c);

#endif
