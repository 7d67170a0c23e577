/* The machine-learning handle and the writers shared by the one-shot
 * observation and batched step (lib/ml/ml.c) and the incremental batched
 * step (lib/ml/views.c). */
#ifndef HUNTERS_ML_ML_H
#define HUNTERS_ML_ML_H

#include <string.h>

#include "game.h"
#include "util/attributes.h"

/* The planes a tile's type and rotation alone decide (occupied to items). */
#define SHAPE_PLANES HUNTERS_ML_PLANE_PIECE_OWNER

struct hunters_ml {
    hunters_allocator alloc;
    uint64_t tileset_hash;
    int window, half;             /* N and N / 2: board (x, y) is cell (x + half, y + half) */
    /* the layout (hunters_ml_layout): plane q of cell c is byte
     * q * plane_step + c * cell_step of a row */
    int layout;
    size_t plane_step, cell_step;
    int type_count;
    int max_nodes, max_placed;
    /* per-observation caches of feature and river-system summaries, by
     * root node; an entry is valid when its stamp equals the handle's */
    uint32_t stamp;
    uint32_t *feature_stamp;      /* [max_nodes] */
    uint32_t *system_stamp;       /* [max_nodes] */
    uint32_t *tile_stamp;         /* [max_placed]: tiles already rewritten by this observation */
    /* the roots of the features and river systems an incremental step
     * changed (hu_ml_write_tile's HU_ML_CHANGED_PLANES): stamp = changed */
    uint32_t *changed_feature;    /* [max_nodes] */
    uint32_t *changed_system;     /* [max_nodes] */
    uint32_t *changed_leaders;    /* [max_nodes]: of the changed features, those whose leaders changed */
    /* some changed feature is a meadow; some river system changed (without
     * either, HU_ML_CHANGED_PLANES skips the tile's meadow value and hut owners) */
    int changed_meadows, changed_systems;
    uint8_t *feature_value;       /* [max_nodes] value, capped */
    uint8_t *feature_leaders;     /* [max_nodes] bits of absolute players with the most tribe members */
    uint8_t *system_huts;         /* [max_nodes] bits of absolute players with huts */
    uint8_t *shapes;              /* [type_count x 4 x SHAPE_PLANES]: the planes before the piece
                                     planes of each tile type in each rotation */
    uint8_t *side_masks;          /* [type_count x 4 x HU_MAX_AREAS]: the sides (bit d) each area of a
                                     type in a rotation shows (hu_ml_side_area()) */
    uint16_t *meadow_areas;       /* [type_count]: the meadow areas (bit a) of each type */
    /* why the last failed call that takes the handle non-const failed
     * (hunters_ml_errmsg): "" after a success; a slot's reason (up to the
     * game's 255 bytes) after "slot N: action A is not legal: " */
    char errmsg[384];
};

/* The area on absolute side d of a tile in rotation r: the river on a
 * river side, else the area of the side's first half (HU_NO_AREA: none). */
static inline int hu_ml_side_area(const hu_tile_type *t, int r, int d)
{
    int terrain = t->rot_code[r] >> (2 * d) & 3;
    return terrain == HUNTERS_TERRAIN_RIVER ? t->rot_side_river[r][d] : t->rot_half_area[r][2 * d];
}

/* The four bytes of a set of rotations or sides (bits): byte d is 1 when
 * bit d is set. A cell's mask bytes, and cells first its legal-rotation
 * planes, value planes and leader planes, are four bytes side by side. */
extern const uint8_t hu_ml_rotation_bytes[16][4];

/* Cells first: sets the bytes of sides (bits) among the four at at to
 * value, the others kept, in one load and one store. */
static inline void hu_ml_set_side_bytes(uint8_t *at, unsigned sides, uint8_t value)
{
    uint32_t word, mask;
    memcpy(&word, at, 4);
    memcpy(&mask, hu_ml_rotation_bytes[sides & 15], 4);
    mask *= 0xffu; /* bytes of 1 to bytes of 0xff (no carries) */
    word = (word & ~mask) | ((uint32_t)value * 0x01010101u & mask);
    memcpy(at, &word, 4);
}

/* The window cell of board position (x, y): y' * N + x' with the start
 * tile's (0, 0) at the centre, or -1 outside the window. */
static inline int hu_ml_cell(const hunters_ml *ml, int x, int y)
{
    int cx = x + ml->half, cy = y + ml->half;
    if (cx < 0 || cy < 0 || cx >= ml->window || cy >= ml->window)
        return -1;
    return cy * ml->window + cx;
}

/* The game is of the handle's tile set (its scratch arrays fit it). */
int hu_ml_same_tileset(const hunters_ml *ml, const hunters_game *g);
/* Records why a call on the handle failed (hunters_ml_errmsg); returns status. */
HU_PRINTF(3, 4) int hu_ml_reject(hunters_ml *ml, int status, const char *fmt, ...);
/* A call on the handle succeeded: its message is emptied. */
static inline int hu_ml_ok(hunters_ml *ml)
{
    ml->errmsg[0] = '\0';
    return HUNTERS_OK;
}
/* The reason a game is refused, for a message: a game of another tile set
 * (hu_ml_same_tileset) or NULL; NULL when it is served. */
const char *hu_ml_game_problem(const hunters_ml *ml, const hunters_game *g);
/* The game's frame has left the window (doc/ml.md). */
int hu_ml_truncated(const hunters_ml *ml, const hunters_game *g);
int hu_ml_action_count(const hunters_ml *ml);
size_t hu_ml_planes_size(const hunters_ml *ml);
int hu_ml_global_size(const hunters_ml *ml);
/* The global vector's parts (hunters_ml_global_size()). */
enum {
    G_SCORES = 0, G_MEMBERS = 8, G_HUTS = 16, G_PRESENT = 24, G_TO_ACT = 32, G_PHASE = 40,
    G_LAND_LEFT = 47, G_BONUS_LEFT = 48, G_TILES_LEFT = 49
};
/* Writes the legal mask (cleared first); returns the number of legal actions. */
int hu_ml_write_mask(const hunters_ml *ml, const hunters_game *g, uint8_t *mask);
/* Writes observer's planes of g in full (cleared first). */
void hu_ml_write_planes(hunters_ml *ml, const hunters_game *g, int observer, uint8_t *planes);
/* The window cell of an open position of the frontier, or -1 outside. */
int hu_ml_open_cell(const hunters_ml *ml, const hu_open *open);
/* The planes of a tile type in a rotation that do not change in play. */
void hu_ml_tile_shape(const hunters_tileset *ts, int type, int r, uint8_t v[SHAPE_PLANES]);

/* A new observation: every cached summary is forgotten. */
void hu_ml_new_stamp(hunters_ml *ml);

/* What hu_ml_write_tile() writes of a tile's cell (a mode, with
 * HU_ML_PLACED_PLANES optionally | HU_ML_CLEAR_LEGAL). */
enum {
    HU_ML_ALL_PLANES,      /* every plane */
    HU_ML_CHANGED_PLANES,  /* those the features and river systems marked changed alter (values,
                              leaders where changed_leaders, hut owners, meadow value), completion
                              where set and pieces where a feature completed (scoring returns pieces) */
    HU_ML_DEPLOYED_PLANES, /* the piece planes and the last-placed mark: the tile deployed on (its sides: the rings) */
    HU_ML_PLACED_PLANES,   /* the planes that are not zero, and the frontier cleared: a tile placed on a cell
                              whose rows were zero but for the frontier and legal-rotation planes */
    HU_ML_MODE_MASK = 3,
    HU_ML_CLEAR_LEGAL = 4  /* with HU_ML_PLACED_PLANES: the legal-rotation planes cleared too */
};

/* Writes the cell of placed tile i (skipped outside the window) into
 * `views` rows of planes, `stride` bytes apart, row k seen by player
 * (observer + k) mod players, as `parts` says. */
void hu_ml_write_tile(hunters_ml *ml, const hunters_game *g, int i, int parts, uint8_t *rows, size_t stride,
                      int observer, int views);
/* Writes, for views 0 ... views - 1, what changed of a feature (marked
 * changed) on every tile of its ring not rewritten yet in this step: its
 * sides' values and, when they changed, leaders; a meadow's tiles their
 * meadow value; completion bits and pieces when it is complete. */
void hu_ml_write_feature_ring(hunters_ml *ml, const hunters_game *g, int root, uint8_t *rows, size_t stride,
                              int views);
/* Writes the frontier and legal-rotation planes of every open position in
 * the window into the rows, as hu_ml_write_tile(). */
void hu_ml_write_frontier(const hunters_ml *ml, const hunters_game *g, uint8_t *rows, size_t stride, int views);
/* Writes the global vectors of `views` observers from observer on, each
 * global_size floats, stride floats apart; known: they hold the vectors of
 * the state one decision before, whose tile in hand was in_hand_before
 * (HU_NONE: none; then only the floats that decision changed are
 * rewritten of the tiles left and the tile in hand). */
void hu_ml_write_globals(const hunters_ml *ml, const hunters_game *g, int observer, int views, float *out,
                         size_t stride, int known, int in_hand_before);
/* Lists the legal actions into list (room for hu_ml_action_count()),
 * sets them in mask and the placements' legal-rotation planes in `views`
 * rows (stride bytes apart), each if not NULL; returns how many. The
 * caller clears the mask and planes: an open cell with a fitting rotation
 * gets its four mask bytes (and cells first its four legal-plane bytes)
 * written whole, 0 where a rotation does not fit; planes first only the
 * fitting rotations' planes are written. */
int hu_ml_legal_walk(const hunters_ml *ml, const hunters_game *g, int32_t *list, uint8_t *mask, uint8_t *rows,
                     size_t stride, int views);
/* Win/loss of each player at the end (R8.4), see hunters_ml_batch.rewards. */
void hu_ml_final_rewards(const hunters_game *g, float *rewards);
/* Writes game i's outcome of a batched step, each output NULL to skip it:
 * its rewards row (hu_ml_final_rewards() when the step ended the game,
 * else zeros), its done flag and the player to act (-1 when done). */
void hu_ml_write_outcome(const hunters_game *g, size_t i, int ended, int done, float *rewards, uint8_t *done_flags,
                         int32_t *players);
/* A batch's games and actions given (not NULL when count > 0): HUNTERS_OK,
 * else HUNTERS_EINVAL with the handle's message set. */
int hu_ml_batch_given(hunters_ml *ml, hunters_game *const *games, const int32_t *actions, size_t count);
/* An output array of a batched step: its name for messages, its first
 * byte (NULL: not written) and its bytes for each game. */
typedef struct hu_ml_output {
    const char *name;
    const void *array;
    size_t bytes_each;
} hu_ml_output;
/* No output overlaps the games or the actions, which the step reads again
 * after writing: HUNTERS_OK, else HUNTERS_EINVAL with the handle's message
 * naming both. (Outputs over each other are the caller's: only what they
 * hold is lost.) */
int hu_ml_outputs_apart(hunters_ml *ml, hunters_game *const *games, const int32_t *actions, size_t count,
                        const hu_ml_output *outputs, int n);
/* No game among count games comes twice: HUNTERS_OK, else HUNTERS_EINVAL
 * with the handle's message naming the later slot and the first. */
int hu_ml_games_distinct(hunters_ml *ml, hunters_game *const *games, size_t count);
/* Checks the action of slot i of a batch (-1 passes, below -1 is refused);
 * on refusal returns the status and leaves the reason, naming the slot, in
 * the handle's message alone: the game's own is left as it was. */
int hu_ml_check_action(hunters_ml *ml, hunters_game *g, size_t i, int32_t action);

#endif
