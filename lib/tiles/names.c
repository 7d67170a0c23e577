/* Names of sides, half-sides and items in the tile-set text format. */
#include "tiles/tileset.h"

const char *const hu_side_names[4] = {"N", "E", "S", "W"};
const char *const hu_half_names[8] = {"N.w", "N.e", "E.n", "E.s", "S.e", "S.w", "W.s", "W.n"};
const char *const hu_item_names[HU_ITEM_COUNT] = {
    "fish", "nugget", "mushroom", "deer", "mammoth", "tiger", "aurochs", "fire", "dolmen", "volcano"};
