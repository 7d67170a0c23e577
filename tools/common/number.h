/* A whole number from the command line, for every tool. */
#ifndef HUNTERS_TOOLS_NUMBER_H
#define HUNTERS_TOOLS_NUMBER_H

#include <stddef.h>
#include <stdint.h>

/* A whole decimal number from low to high (within int32_t) into *out: an
 * optional '-' and digits, nothing else (no spaces, no '+'); returns 0, or
 * -1 for anything else (then *out is unchanged). */
int parse_whole_number(const char *text, long low, long high, int32_t *out);

/* An unsigned decimal number of 64 bits into *out: digits only, at most
 * 18446744073709551615; returns 0, or -1 for anything else (then *out is
 * unchanged). */
int parse_unsigned_64(const char *text, uint64_t *out);

/* A decimal number from low to high into *out: what strtod() reads and
 * nothing after it (not "abc", "5x", nan); returns 0, or -1 for anything
 * else (then *out is unchanged). */
int parse_decimal(const char *text, double low, double high, double *out);

/* For a command-line word "--NAME=VALUE", which the tools do not take (an
 * option's value is the next word, and "--seed=5" was "unknown or
 * incomplete" with nothing more), the hint "; a value is the word after its
 * option: --NAME VALUE" into buffer, each part as shown_word() shows it
 * ('' for an empty VALUE, a control character as '?'), one too long for
 * buffer cut after whole characters, ending in "..."; "" for any other
 * word. Returns buffer. */
const char *option_equals_hint(const char *word, char *buffer, size_t size);

/* A command-line word as a message names it: the word itself when it is
 * a plain one, else in single quotes ('' for the empty word, which read as
 * nothing: "unknown or incomplete option " and the line's end), each
 * control character (a tab, a newline, an escape, which garbled the line;
 * a C1 control in UTF-8, as U+009B, CSI; a bidirectional override,
 * embedding, isolate or mark, as U+202E, which showed the rest of the line
 * backwards; U+2028 and U+2029, which broke it; the no-break space U+00A0
 * and the other spaces of looks_as_space(), as U+3000, a blank that is
 * none, or the zero-width U+200B, nothing that is something; a
 * noncharacter, U+FDD0..U+FDEF and the last two of each plane, as U+FFFE,
 * which a terminal shows as nothing; an interlinear annotation character,
 * U+FFF9..U+FFFB, which hides text) and each byte of no UTF-8 character
 * as '?'; one longer than buffer cut, ending in "...'", after
 * whole characters: in a buffer under 6 bytes, too small for any of it,
 * cut whole as "'...'", a text of its own. Returns word, buffer or that
 * text; never writes past size bytes. */
const char *shown_word(const char *word, char *buffer, size_t size);

/* A text (a sentence, blanks and all) as a message shows it: each
 * character shown_word() shows as '?' so, nothing quoted; one longer than
 * buffer cut, ending in "...", after whole characters (in a buffer under
 * 4 bytes, "..." alone, a text of its own). Returns text, buffer or that
 * text; never writes past size bytes. */
const char *shown_text(const char *text, char *buffer, size_t size);

/* The UTF-8 character at s, a byte of a string (not its NUL), as every
 * tool decodes one: its bytes (1 to 4) and its code point into *code, for
 * a well-formed character (RFC 3629: the shortest form, no surrogate, at
 * most U+10FFFF); 0 for a byte that starts none (a continuation byte, a
 * byte UTF-8 never holds, a sequence cut short, by the string's end too,
 * an overlong form, a surrogate, a code point past U+10FFFF), *code then
 * that byte, for the caller to take alone. Reads no byte past the first
 * that continues no sequence. */
size_t utf8_character(const unsigned char *s, unsigned long *code);

/* Whether shown_word() shows the character of code point code (past
 * U+009F) as '?', a terminal showing it as nothing, a blank or a change of
 * the line (a space of looks_as_space(), a direction mark, embedding,
 * override or isolate, U+2028, U+2029, a noncharacter, an interlinear
 * annotation character); hunters-play's --names refusals escape it. */
int unseen_character(unsigned long code);

/* Whether the code point code looks as a space (the library's rule for a
 * player name's ends, lib/api/player_name.c): Unicode's White_Space past
 * the controls (U+0020, U+00A0, U+1680, U+2000..U+200A, U+2028, U+2029,
 * U+202F, U+205F, U+3000) and the zero-width spaces U+180E, U+200B,
 * U+2060 and U+FEFF. */
int looks_as_space(unsigned long code);

/* For a command-line option that takes one value, by its long name: 0 the
 * first time, the name remembered in seen (room names, *count of them
 * used), or -1 when it was given before, which hunters-play and hunters-sim
 * refuse as a usage error, as hunters-sim merge its --json (the last value
 * silently won: --save a --save b saved to b alone). seen holds the
 * pointers, not copies. */
int option_given_again(const char *name, const char **seen, int *count, int room);

#endif
