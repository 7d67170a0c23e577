/* hunters-play: a saved game moved onto the player's own tile set, so that
 * "--tileset YOURS --load FILE" plays FILE's moves with YOURS. */
#ifndef HUNTERS_PLAY_RETILE_H
#define HUNTERS_PLAY_RETILE_H

#include <hunters.h>

/* Replays @p game's record on a new game that uses @p tileset: the record's
 * tileset line names @p tileset instead (its carried set, if any, dropped)
 * and the library checks every move again under the new tiles. 0 and *out,
 * owned by the caller; or a hunters status with @p error saying which line
 * of the record does not fit (a tile the new set lacks, a placement its
 * sides forbid, draws a seed made from the old set). */
int play_retile(const hunters_game *game, const hunters_tileset *tileset, hunters_game **out,
                hunters_error *error);

#endif
