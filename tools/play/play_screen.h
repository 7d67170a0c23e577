/* hunters-play's screen: an 80x24 canvas of characters and colours, drawn
 * with ANSI escapes and Unicode, or as plain ASCII. No curses: the program
 * redraws the whole screen before each question. */
#ifndef HUNTERS_PLAY_SCREEN_H
#define HUNTERS_PLAY_SCREEN_H

#include <stdint.h>
#include <stdio.h>

#include <hunters.h>

enum { SCREEN_ROWS = 24, SCREEN_COLS = 80 };
enum { TILE_W = 6, TILE_H = 3 };   /* one tile on the board */
enum { VIEW_W = 8, VIEW_H = 4 };   /* tiles shown at once: the board scrolls */
enum { VIEW_H_DEPLOY = 3 };        /* fewer rows when deploying: room for the choices */

typedef struct screen_cell {
    const char *glyph;   /* UTF-8 for the terminal, NULL: use ascii */
    char ascii;
    uint8_t fg, bg;      /* ANSI colour codes, 0 for the default */
    char text[8];        /* a name's character (UTF-8, a combining mark after it), "": none */
    uint8_t tail;        /* the second column of a wide character in the cell before */
} screen_cell;

typedef struct screen {
    int ascii;           /* plain ASCII, no colour */
    screen_cell cell[SCREEN_ROWS][SCREEN_COLS];
} screen;

/* A labelled open position: where the drawn tile may go. */
typedef struct screen_label {
    int x, y;
    char text[4];
} screen_label;

void screen_clear(screen *s);
void screen_text(screen *s, int row, int col, const char *text, int fg, int bg);
/* Text (UTF-8, a player's name) in `width` columns from (row, col): each
 * character in its columns (a wide one in 2, a combining mark on the one
 * before it), cut at a whole character and padded with blanks; a
 * character of no use on a terminal (a control, a format character, a
 * byte of no UTF-8 character) is shown '?'. With ascii, each column of a
 * character beyond ASCII is '?'. (screen_text() shows each byte beyond
 * ASCII '?': "Zo?? M??ll" for "Zoë Müller" cut at 10 bytes.) */
void screen_name(screen *s, int row, int col, const char *text, int width, int fg, int bg);
void screen_box(screen *s, int top, int left, int bottom, int right);
/* A tile at a screen position, with the piece of sq if sq is not NULL. */
void screen_tile(screen *s, const hunters_game *game, int row, int col, int type, int rotation,
                 const hunters_square *sq);
/* The board from tile (x0, y0) at the top left, VIEW_W by view_h tiles,
 * framed, at screen (row, col). */
void screen_board(screen *s, const hunters_game *game, int row, int col, int x0, int y0, int view_h,
                  const screen_label *labels, int label_count);
/* Writes the screen: on a terminal it clears it first. */
void screen_print(const screen *s, FILE *out, int clear);
/* The colour of a player's pieces. */
int screen_player_bg(int player);

#endif
