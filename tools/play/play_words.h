/* hunters-play's sentences: deployments, events and the final scoring in
 * words, from the library's queries only. */
#ifndef HUNTERS_PLAY_WORDS_H
#define HUNTERS_PLAY_WORDS_H

#include <stddef.h>
#include <stdio.h>

#include <hunters.h>

/* "the meadow to the north-east: 3 deer, 1 tiger" for an area of a placed
 * tile: its kind, the sides of the board it touches, what it holds. */
void words_area(const hunters_game *game, int x, int y, int area, char *buffer, size_t size);
/* "hunter on the meadow to the north: 3 deer", "pass: deploy nothing". */
void words_deploy(const hunters_game *game, hunters_move move, int x, int y, char *buffer, size_t size);
/* A player's name, or "player N" when unnamed. */
const char *words_player(const hunters_game *game, int player, char *buffer, size_t size);
/* An event explained for a person, or 0 when it is not worth a line
 * (turn starts, draws, placements shown elsewhere). */
int words_event(const hunters_game *game, const hunters_event *e, char *buffer, size_t size);
/* The final scoring table: points by source, total and rank per player.
 * columns: the names are padded by terminal columns (print_padded()), for
 * a terminal or a file; 0: by bytes, for the screen, which shows each byte
 * of a character that is not ASCII as one '?'. */
void words_final_table(const hunters_game *game, FILE *out, int columns);
/* A tile type's sides and contents in short: "FMMM forest $, meadow d d". */
void words_tile(const hunters_game *game, int type, char *buffer, size_t size);

#endif
