/* The game state shared by the board, features, rules and scoring modules.
 *
 * Layout: the fixed-size scalars live in the game struct; every array sized
 * by the tile set, the event log included, lives in one arena block, so a
 * copy is a few memcpy calls of the parts in use. */
#ifndef HUNTERS_GAME_H
#define HUNTERS_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "hunters.h"
#include "tiles/tileset.h"
#include "util/attributes.h"
#include "util/rng.h"

#define HU_MAX_PLAYERS HUNTERS_MAX_PLAYERS
#define HU_NONE 0xffffu         /* no index in a uint16_t slot */
#define HU_VARIANTS 6           /* the hunters_variant values */

/* A tile on the board, and the one piece it may carry (R3.4 allows one
 * deployment per tile, on the tile just placed). */
typedef struct hu_placed {
    int16_t x, y;
    uint16_t type;
    uint16_t first_node;        /* node of area 0; area a is first_node + a */
    uint8_t rotation;
    int8_t piece_owner;         /* -1: no piece */
    uint8_t piece_area;
    uint8_t piece;              /* hunters_piece */
} hu_placed;

/* R6.6: whether the tile's piece is a hunter deployed with the dolmen (a
 * tribe member on a meadow that shows the dolmen), who claims the meadow. */
static inline int hu_piece_has_dolmen(const hunters_tileset *ts, const hu_placed *tile)
{
    if (tile->piece_owner < 0 || tile->piece != HUNTERS_PIECE_MEMBER)
        return 0;
    const hu_area *a = &ts->types[tile->type].area[tile->piece_area];
    return a->kind == HUNTERS_AREA_MEADOW && a->item[HUNTERS_ITEM_DOLMEN];
}

/* A grid entry with this bit holds a placed index; without it (and not
 * HU_NONE), the frontier slot of an open position (lib/board/board.c). */
#define HU_GRID_PLACED 0x8000u

/* An open position of the frontier: what its neighbours demand (R3.2),
 * the terrain each side must have, 2 bits a side, 0 where no neighbour is.
 * The demands are kept in their own array (frontier_need) so the
 * placement scan reads one byte per position. */
typedef struct hu_open {
    uint32_t position;          /* x and y as uint16_t, y in the high half: the
                                   placement move's bits 32-63 */
} hu_open;

/* One area of one placed tile: a member of two disjoint-set forests, the
 * feature (forest, river, meadow; a lake alone) and the river system
 * (rivers and lakes, R7.1). Every member names its set's root directly, so
 * a lookup is one read; a join renames the smaller set's members through
 * its ring (union by size: an area is renamed O(log n) times a game). Each
 * root keeps counters so that no scoring rescans. */
typedef struct hu_node {
    /* the first eight fields as hu_node_template's (lib/tiles/tileset.h),
     * from which a placed tile's nodes are made (lib/features/joins.h) */
    uint16_t parent, next;      /* feature: its root, ring of members */
    uint16_t sys_parent, sys_next; /* river system: the same */
    uint16_t size, sys_size;    /* roots: member counts (union by size) */
    uint16_t open;              /* feature root: open forest sides / river ends */
    uint16_t placed;            /* the tile this area belongs to */
    /* 16 bits: with the supply options, 8 players x 99 pieces can meet */
    uint16_t tribe;             /* feature root: tribe members on the feature (R4.2) */
    uint16_t huts;              /* system root: huts on the system (R4.3) */
    /* the area index is the node's offset from its tile's first_node, and
     * the tile type tells its kind: hu_node_area(), hu_node_kind() */
} hu_node;

_Static_assert(offsetof(hu_node, parent) == offsetof(hu_node_template, parent) &&
                   offsetof(hu_node, size) == offsetof(hu_node_template, size) &&
                   offsetof(hu_node, placed) == offsetof(hu_node_template, placed) &&
                   offsetof(hu_node, size) == offsetof(hu_node, parent) + 8 && sizeof(hu_node_template) == 16,
               "hu_node begins as hu_node_template: two 8-byte runs, the links and the counts");

/* Compact event record, 12 bytes; expanded to hunters_event on reading
 * (lib/api/events.c). An event of an area (hu_event_of_area(): deployments,
 * completions, points, returns, final scoring) names the placed tile,
 * whose position and type never change, and carries points; the others
 * carry a tile type and a position. */
typedef struct hu_event {
    uint8_t type, reason;
    int8_t player;
    uint8_t area;               /* 0xff: none */
    uint8_t rotation;           /* 0xff: none */
    uint8_t bits;               /* piece in bits 0-1, role in 2-4, flags (HU_EVENT_ENGINE_DRAW) in 5-7 */
    union {
        struct {
            int16_t x, y;
            uint16_t tile_type; /* HU_NONE: none */
        };
        struct {
            uint16_t placed;
            uint16_t points_lo, points_hi; /* two halves: the record stays 2-byte aligned */
        };
    };
} hu_event;

static inline int hu_event_of_area(int type)
{
    return type == HUNTERS_EVENT_PIECE_DEPLOYED || type == HUNTERS_EVENT_FEATURE_COMPLETED ||
           type == HUNTERS_EVENT_POINTS || type == HUNTERS_EVENT_PIECE_RETURNED ||
           type == HUNTERS_EVENT_FINAL_FEATURE;
}

static inline int hu_event_piece(const hu_event *e) { return e->bits & 3; }
static inline int hu_event_role(const hu_event *e) { return (e->bits >> 2) & 7; }
static inline int hu_event_flags(const hu_event *e) { return e->bits >> 5; }
static inline int32_t hu_event_points(const hu_event *e)
{
    return (int32_t)((uint32_t)e->points_lo | (uint32_t)e->points_hi << 16);
}

typedef struct hu_scalars {
    uint64_t rng;               /* the engine's generator (draws) */
    int32_t score[HU_MAX_PLAYERS];
    uint8_t members[HU_MAX_PLAYERS];
    uint8_t huts[HU_MAX_PLAYERS];
    uint8_t phase;
    uint8_t player;             /* whose turn it is */
    uint8_t rng_replaced;       /* the generator was set from outside (redetermination, a
                                   record's generator line), so undo cannot replay the draws */
    uint8_t closed;             /* the last placement may have completed a forest or river (a
                                   join closed one, or the tile holds one closed alone), so
                                   scoring looks (not hashed: it follows from the board) */
    uint16_t in_hand;           /* tile type drawn and not yet placed, or HU_NONE */
    uint16_t last_placed;       /* the tile deployments go on, or HU_NONE */
    uint16_t placed_count, node_count, frontier_count;
    uint16_t land_left, bonus_left;
    /* the board's bounding box (the grid's frame, and the table option, R3.2) */
    int16_t min_x, max_x, min_y, max_y;
    /* how often each rule variant changed the play, by hunters_variant
     * (hunters_game_variant_changes): state, so undo's replay and copies
     * keep it, but not hashed (it follows from the moves) */
    uint16_t variant_changes[HU_VARIANTS];
} hu_scalars;

/* The whole turn a bot chose at a place decision, or the deployment it
 * chose at a deploy decision it did not plan (lib/bots/plan.c). Not
 * state: it only lets a later bot call at that decision, or at the deploy
 * decision after its placement, play the very turn the first one chose. */
typedef struct hu_bot_plan {
    uint64_t place_hash;        /* hunters_game_hash() at the place decision; 0: no plan */
    uint64_t deploy_hash;       /* ... and after the plan's placement */
    hunters_bot_options options; /* the bot's, its seed aside */
    uint64_t cutoff_key;        /* its cut-off weights' fingerprint (lib/bots/plan.c), 0: the built-in ones */
    hunters_move place, deploy; /* place 0: a deploy-only plan (both hashes the deploy decision's) */
} hu_bot_plan;

struct hunters_game {
    hunters_allocator alloc;
    const hunters_tileset *ts;
    hunters_game_options options;   /* as created (tileset/allocator pointers cleared) */
    int players;

    /* capacities, fixed at creation from the tile set */
    int max_placed, max_nodes, max_cells, grid_shift; /* max_cells: open positions */
    unsigned grid_mask;         /* (1 << 2 * grid_shift) - 1 */

    hu_scalars s;

    /* the arena: one block holding every array below */
    void *arena;
    size_t arena_size;
    hu_placed *placed;          /* [max_placed] */
    hu_node *nodes;             /* [max_nodes] */
    /* [1 << 2 * grid_shift]: position (x, y) -> placed tile or frontier
     * slot, at (y * side + x) mod side^2, side as wide as any frame can be
     * (lib/board/board.c); only the frame around the bounding box is read */
    uint16_t *grid;
    hu_open *frontier;          /* [max_cells]: open positions */
    uint8_t *frontier_need;     /* [max_cells + 1]: their demands, same order; a spare byte */
    uint16_t *scratch_roots;    /* [max_placed]: final scoring scratch, not state */
    /* The stacks as sorted lists of tile types: the land stack in
     * bag[0, land_left), the bonus stack in bag[bonus_base, bonus_base +
     * bonus_left). A random draw is one index, not a scan of the types. */
    uint16_t *bag;
    int bonus_base;

    hu_event *events;
    int event_count, event_capacity;
    int event_limit;            /* event_capacity, or 0 once the log is dropped (hunters_game_drop_log) */

    char names[HU_MAX_PLAYERS][32];

    char errmsg[256];

    /* the grid's clean box: positions, the frame among them, whose entries
     * off the frame are all HU_NONE, so the frame grows into it without
     * clearing (lib/board/board.c). Not state: a copy sets it to the
     * source's frame. */
    int16_t clean_min_x, clean_max_x, clean_min_y, clean_max_y;
    hu_bot_plan plan;           /* not state; keyed by the state hash, so a stale plan never applies */
};

/* One more change of the play by a rule variant (a hunters_variant);
 * saturating, so a count never wraps. */
static inline void hu_variant_changed(hunters_game *g, int variant)
{
    if (g->s.variant_changes[variant] < UINT16_MAX)
        g->s.variant_changes[variant]++;
}

/* The phases that wait for a decision: a placement, or a deployment or pass. */
static inline int hu_is_place_phase(int phase)
{
    return phase == HUNTERS_PHASE_PLACE || phase == HUNTERS_PHASE_PLACE_BONUS;
}

static inline int hu_is_deploy_phase(int phase)
{
    return phase == HUNTERS_PHASE_DEPLOY || phase == HUNTERS_PHASE_DEPLOY_BONUS;
}

/* The phases that wait for a draw. */
static inline int hu_is_draw_phase(int phase)
{
    return phase == HUNTERS_PHASE_DRAW || phase == HUNTERS_PHASE_DRAW_BONUS;
}

/* ---- board (lib/board) ------------------------------------------------ */
/* An empty board (the start tile's frame cleared, the clean box that
 * frame). */
void hu_board_reset(hunters_game *g);
/* inline in lib/board/board.h: hu_board_tile_at(), hu_board_need_at(),
 * hu_board_fits(), hu_board_fits_anywhere(), hu_board_random_placement() */
/* True when a tile at (x, y) would stretch the board beyond the table of
 * the table option (R3.2); always false on an unbounded table. */
int hu_board_beyond_table(const hunters_game *g, int x, int y);
/* Whether a tile of type would fit at a position beside the board that
 * the table option keeps out (R3.2): what the table alone forbids. */
int hu_board_fits_beyond_table(const hunters_game *g, int type);
int hu_board_list_placements(const hunters_game *g, int type, hunters_move *moves, size_t capacity);
/* Puts a tile on the board (its areas joined to the neighbours' features);
 * the placement must have been checked. Returns the placed index. */
int hu_board_place(hunters_game *g, int x, int y, int type, int rotation);
/* Copies the grid's frame from src, whose other board arrays are copied by
 * the caller, and makes it dest's clean box; and the frame's size in bytes,
 * for hunters_game_state_size(). */
void hu_board_copy_grid(hunters_game *dest, const hunters_game *src);
/* hu_game_restore_placement()'s board part: the grid entries of src's
 * frame that one placement on a copy of src wrote, the open positions,
 * and the clean box (no table option: its cut writes more entries).
 * Called by hu_game_restore_placement() alone, past its cheap checks, and
 * unchecked itself: dest and src are of one tile set (one grid size and
 * capacities), dest held src's board as a copy leaves it (the frame's
 * entries, the clean box src's frame) and has had exactly one placement
 * since, whose tile is dest->placed[src->s.placed_count]; no table option.
 * dest's scalars and nodes are the caller's to copy back. */
void hu_board_restore_placement(hunters_game *dest, const hunters_game *src);
size_t hu_board_grid_bytes(const hunters_game *g);

/* ---- features (lib/features) ----------------------------------------- */
/* lib/features/joins.h, inline for the board: hu_features_add_tile(),
 * hu_feature_join(), hu_system_join() */
/* The area of its tile a node is, and that area's description. */
static inline int hu_node_area(const hunters_game *g, int node)
{
    return node - g->placed[g->nodes[node].placed].first_node;
}

static inline const hu_area *hu_node_area_of(const hunters_game *g, int node)
{
    const hu_placed *tile = &g->placed[g->nodes[node].placed];
    return &g->ts->types[tile->type].area[node - tile->first_node];
}
/* The roots of a node's feature and river system: one read (see hu_node).
 * Inline: deployment checks and scoring ask constantly. */
static inline int hu_feature_root(const hunters_game *g, int n)
{
    return g->nodes[n].parent;
}

static inline int hu_system_root(const hunters_game *g, int n)
{
    return g->nodes[n].sys_parent;
}
void hu_feature_describe(const hunters_game *g, int node, hunters_feature *out);
/* The same, only the parts asked for (the others left 0; scoring asks
 * for what it uses): */
#define HU_SUMMARY_RING 1       /* the feature's members: items, pieces, value */
#define HU_SUMMARY_TILES 2      /* the feature's tiles (with RING; the costly part) */
#define HU_SUMMARY_SYSTEM 4     /* the river system: system_id, system_fish, huts */
void hu_feature_summarize(const hunters_game *g, int node, hunters_feature *out, int parts);
int hu_feature_value(const hunters_game *g, const hunters_feature *f);
/* The tiles of a forest that show mushrooms, each counted once (the
 * mushroom_value option of R5.3). */
int hu_mushroom_tiles(const hunters_game *g, int root);

/* ---- undo (lib/api/undo.c) ------------------------------------------- */
/* A draw event's flag: in caller draw mode, the tile came from the game's
 * own generator (hunters_game_draw_random), so undo replays it that way. */
#define HU_EVENT_ENGINE_DRAW 1
/* Restores the state of a new game (the start tile placed, the first draw
 * done in engine mode), keeping the options and names. */
void hu_game_restart(hunters_game *g);
/* Plays logged event e on g again, as hunters_game_undo() replays a
 * decision and the model of the others (lib/bots/model.c) replays the
 * log: a placement, deployment or pass as that move, a draw by the logged
 * tile, or with by_generator by g's own generator (hunters_game_draw_random:
 * the same generator state draws the same tile); the start tile and the
 * events that follow from these play nothing. HUNTERS_OK or the status of
 * the refused move or draw. */
int hu_replay_decision(hunters_game *g, const hunters_event *e, int by_generator);

/* The rule variants that differ from the defaults, folded into one number
 * for hunters_game_hash(); 0 for the default rules (lib/api/game.c). */
uint64_t hu_game_rules_key(const hunters_game *g);

/* Event e of g's log as hunters_game_event() gives it (lib/api/events.c);
 * e may lie past g->event_count, as when undo reads a log being rewritten
 * (an event of an area then names a tile g has placed again). */
void hu_event_expand(const hunters_game *g, const hu_event *e, hunters_event *out);

/* The word for a hunters_role in the English texts ("piece" for none): the
 * events' and the bots' advice (lib/api/events.c). */
const char *hu_role_word(int role);

/* Copies the state of src into dest, a game of the same tile set and
 * players, without its event log: dest's log is dropped (the bots' scratch
 * games, which never read events). */
void hu_game_copy_unlogged(hunters_game *dest, const hunters_game *src);
/* Makes dest, a hu_game_copy_unlogged() of src on which one placement was
 * played since (nothing else), src's copy again, as that copy would: only
 * what a placement changes is copied back (the scalars, the nodes, the
 * open positions and the grid entries it wrote), less than a copy moves
 * (the reply listing's many placements, lib/bots/tree.c).
 *
 * Internal, never reached with a caller's game: the library does not
 * export it (lib/libhunters.map), and its one caller, list_replies() in
 * lib/bots/tree.c, keeps the precondition by construction (its
 * after_place and g are clones of the searched game; after_place is made
 * g's copy before the loop, and each turn of the loop plays one listed
 * placement of g, at a place decision, on it, values it through a const
 * pointer and restores it; g is not changed in the loop). Precondition,
 * unchecked, the caller's to keep:
 * - dest and src are games of one tile set, player count and capacities
 *   (clones of one game), as for hu_game_copy_unlogged(). Otherwise the
 *   copy of src's nodes, open positions and grid rows overruns dest's
 *   arrays, on either path below;
 * - when dest has no log, is in a deploy phase and holds exactly one tile
 *   more than src, dest is src's copy (as hu_game_copy_unlogged() or this
 *   function left it) with exactly one move, a placement, played since,
 *   and src is unchanged since that copy. These checks select the short
 *   way; they cannot tell whose placement it was: a src of the same tile
 *   set that is not dest's source (another game, or another position,
 *   with as many tiles) passes them and leaves dest a mix of the two (the
 *   placed tiles and stacks of dest's source, the scalars, nodes and open
 *   positions of src), whose listed moves are then refused.
 * Any other dest of src's tile set (one with a log, or played on further
 * or less: not in a deploy phase or not one tile on), and a src on a
 * bounded table (whose cut takes more positions out), is copied in full
 * instead, which is always right; dest's log, if any, is dropped. */
void hu_game_restore_placement(hunters_game *dest, const hunters_game *src);

/* Plays a move hunters_game_check() accepted, the game unchanged since,
 * or one legal by construction: the batched steps check every action of
 * a batch before any game changes, and MCTS2's rollout policy plays
 * sampled placements and listed deployments (lib/api/play.c). */
void hu_game_play_checked(hunters_game *g, hunters_move move);

/* Records why a call on the game failed (hunters_game_errmsg); returns status. */
HU_PRINTF(3, 4) int hu_game_reject(hunters_game *g, int status, const char *fmt, ...);

/* What is wrong with a player name's characters (hunters_game_set_player_name(),
 * a record's name line), with *at the offset of the byte at fault; NULL if
 * nothing. Its length is not looked at. Where set, also a noncharacter
 * other than U+FFFE and U+FFFF (U+FDD0 to U+FDEF, U+1FFFE ... U+10FFFF,
 * refused with them in one message), a line or
 * paragraph separator (U+2028, U+2029), an interlinear annotation
 * character (U+FFF9 to U+FFFB) and its blanks: a name of only spaces and
 * invisible characters, or one that starts or ends with a space (U+0020,
 * U+00A0, U+3000 ...) or a filler that shows as one (U+3164), invisible
 * characters looked past. A record's name line is not set: a name saved
 * before these were refused still loads. */
const char *hu_player_name_problem(const char *name, size_t length, int set, size_t *at);

/* hunters_game_set_player_name()'s refusal of name's characters
 * (hu_player_name_problem() where set), as the game's message says it,
 * into why (size bytes; the game's message buffer holds the longest): the
 * problem and the byte at fault, counted from 1; a code point refused for
 * its range (a control, a noncharacter, a bidirectional control, a line or
 * paragraph separator, an interlinear annotation character) also by its
 * code point ("U+FDD0 at byte 4 is one"). 1, or 0 (why untouched) if
 * nothing is wrong. */
int hu_player_name_refusal(const char *name, size_t length, char *why, size_t size);

/* A player's name as a picture shows it, into out (size bytes, a NUL
 * after it): without the spaces at its ends (hunters_player_name_trim()),
 * "" for a name of spaces and invisible characters alone, and each
 * character the setter refuses now that a record saved before may still
 * hold (a line or paragraph separator, an interlinear annotation
 * character, a noncharacter) escaped as "<U+FFF9>", as the tools and the
 * web page show it (a name of U+FFF9 alone is "<U+FFF9>", not nothing).
 * Cut at a whole character or escape where out is too small (a name's 31
 * bytes take at most 81: "a" and ten U+FDD0). Returns the bytes written;
 * name NULL is "". */
size_t hu_player_name_shown(const char *name, char *out, size_t size);

/* ---- rules (lib/rules) ------------------------------------------------ */
int hu_deploy_check(const hunters_game *g, int area, int piece, const char **why);
/* Lists the pass, then every legal deployment, as hunters_game_legal_moves(). */
int hu_deploy_list(const hunters_game *g, hunters_move *moves, size_t capacity);
void hu_deploy(hunters_game *g, int area, int piece);
/* Whether the lake_huts option (R7.1) refuses the player a hut that the
 * default rules allow on the tile just placed. */
int hu_deploy_lake_hut_refused(const hunters_game *g);
/* A draw of a tile the caller names (the steps of every turn are inline in
 * lib/rules/turn.h). */
int hu_turn_draw(hunters_game *g, int type);
/* The tiles of a type left in its stack (counted in the sorted stack: a
 * copy then has no per-type counts to move). */
int hu_tiles_left(const hunters_game *g, int type);

/* ---- scoring (lib/scoring) -------------------------------------------- */
/* Scores what the tile placed last completed (R5); returns whether a
 * completed forest held a gold nugget (R6.1). Inline: most placements
 * close nothing (s.closed), and then there is nothing to look at. */
int hu_score_closed(hunters_game *g, int placed_index);
static inline int hu_score_completed(hunters_game *g, int placed_index)
{
    return g->s.closed ? hu_score_closed(g, placed_index) : 0;
}
void hu_score_final(hunters_game *g);
/* The rules shared by scoring and the projection (lib/bots/project.c),
 * which reads them without changing the game: */
/* the features the tile placed last completed, one node each, in R5.8's
 * order (forests, then rivers, by area); returns how many (inline: it runs
 * after every placement) */
static inline int hu_completed_features(const hunters_game *g, int placed_index, int nodes[HU_MAX_AREAS])
{
    if (!g->s.closed)
        return 0; /* no feature was closed by the placement */
    const hu_placed *tile = &g->placed[placed_index];
    const hu_tile_type *t = &g->ts->types[tile->type];
    uint16_t done[HU_MAX_AREAS];
    int count = 0;
    /* R5.8: forests before rivers, each in the order of the tile's areas */
    for (int i = 0; i < t->closable_count; i++) {
        int node = tile->first_node + t->closable_order[i];
        int root = hu_feature_root(g, node);
        if (g->nodes[root].open != 0)
            continue;
        int seen = 0;
        for (int k = 0; k < count; k++)
            seen |= done[k] == root;
        if (seen)
            continue;
        done[count] = (uint16_t)root;
        nodes[count++] = node;
    }
    return count;
}
/* who gains a feature's value: gains[p] = 1 for the players with the most
 * pieces on it, else 0 (R5.5, R8.2, R8.3); returns how many gain (0, with
 * gains unwritten, when the feature holds no piece) */
static inline int hu_majority(const hunters_game *g, const int32_t count[HU_MAX_PLAYERS], uint8_t gains[HU_MAX_PLAYERS])
{
    int most = 0, winners = 0;
    for (int p = 0; p < g->players; p++)
        if (count[p] > most)
            most = count[p];
    if (most == 0)
        return 0; /* no piece: nobody gains, gains is left unwritten */
    for (int p = 0; p < g->players; p++) {
        gains[p] = count[p] == most;
        winners += gains[p];
    }
    return winners;
}
/* the pieces that claim a meadow at the end: the hunter deployed with the
 * dolmen alone, when there is one (R6.6), filled into dolmen; else the
 * hunters f counted (R8.3) */
const int32_t *hu_meadow_claims(const hunters_game *g, int root, const hunters_feature *f,
                                int32_t dolmen[HU_MAX_PLAYERS]);
int hu_feature_role(int kind, int piece);


/* The move encoding (see lib/api/move.c), inline for the hot paths. */
static inline hunters_move hu_place_move(int x, int y, int rotation)
{
    return (hunters_move)HUNTERS_MOVE_PLACE | ((hunters_move)(rotation & 3) << 4) |
           ((hunters_move)(uint16_t)x << 32) | ((hunters_move)(uint16_t)y << 48);
}

/* The placement move at an open position, unrotated. */
static inline hunters_move hu_open_move(const hu_open *open)
{
    return (hunters_move)HUNTERS_MOVE_PLACE | (hunters_move)open->position << 32;
}

/* An open position's x and y (its position's two halves). */
static inline int hu_open_x(const hu_open *open) { return (int16_t)(uint16_t)open->position; }
static inline int hu_open_y(const hu_open *open) { return (int16_t)(uint16_t)(open->position >> 16); }

static inline hunters_move hu_deploy_move(int area, int piece)
{
    return (hunters_move)HUNTERS_MOVE_DEPLOY | ((hunters_move)(area & 0xff) << 8) | ((hunters_move)(piece & 0xf) << 16);
}

/* The decoders, inline for the hot paths (the exported hunters_move_*()
 * of lib/api/move.c are calls through the PLT). The bits each kind may use
 * besides its kind bits: */
#define HU_PLACE_BITS UINT64_C(0xffffffff00000030)
#define HU_DEPLOY_BITS UINT64_C(0x00000000000fff00)

/* The kind of a well-formed move, 0 for a value with stray bits. */
static inline int hu_move_kind(hunters_move move)
{
    switch (move & 0xf) {
    case HUNTERS_MOVE_PLACE:
        return (move & ~(HU_PLACE_BITS | 0xf)) == 0 ? HUNTERS_MOVE_PLACE : 0;
    case HUNTERS_MOVE_DEPLOY: {
        unsigned piece = (unsigned)(move >> 16) & 0xf;
        return (move & ~(HU_DEPLOY_BITS | 0xf)) == 0 && (piece == HUNTERS_PIECE_MEMBER || piece == HUNTERS_PIECE_HUT)
                   ? HUNTERS_MOVE_DEPLOY : 0;
    }
    case HUNTERS_MOVE_PASS:
        return move == HUNTERS_MOVE_PASS ? HUNTERS_MOVE_PASS : 0;
    default:
        return 0;
    }
}

/* Fields of a move already known to be of the right kind. */
static inline int hu_move_x(hunters_move move) { return (int16_t)(uint16_t)(move >> 32); }
static inline int hu_move_y(hunters_move move) { return (int16_t)(uint16_t)(move >> 48); }
static inline int hu_move_rotation(hunters_move move) { return (int)((move >> 4) & 3); }
static inline int hu_move_area(hunters_move move) { return (int)((move >> 8) & 0xff); }
static inline int hu_move_piece(hunters_move move) { return (int)((move >> 16) & 0xf); }

/* Appends to the event log. Its capacity is fixed at creation from a bound
 * on the events a whole game can produce, so logging never allocates. */
static inline hu_event *hu_event_new(hunters_game *g, int type, int player)
{
    if (g->event_count >= g->event_limit)
        return NULL; /* the log was dropped (the bound itself is never reached) */
    hu_event *e = &g->events[g->event_count++];
    e->type = (uint8_t)type;
    e->reason = 0;
    e->player = (int8_t)player;
    e->area = 0xff;
    e->rotation = 0xff;
    e->bits = 0;
    return e;
}

/* An event of a tile type, or none (-1), at a position, with a rotation or none (-1). */
static inline void hu_event_add(hunters_game *g, int type, int player, int tile_type, int x, int y, int rotation)
{
    hu_event *e = hu_event_new(g, type, player);
    if (!e)
        return;
    e->rotation = rotation < 0 ? 0xff : (uint8_t)rotation;
    e->x = (int16_t)x;
    e->y = (int16_t)y;
    e->tile_type = tile_type < 0 ? HU_NONE : (uint16_t)tile_type;
}

/* An event of an area (see hu_event_of_area()); piece -1: none. */
static inline void hu_event_at_node(hunters_game *g, int type, int player, int node, int piece, int role,
                                    int reason, int points)
{
    hu_event *e = hu_event_new(g, type, player);
    if (!e)
        return;
    e->reason = (uint8_t)reason;
    e->area = (uint8_t)hu_node_area(g, node);
    e->bits = (uint8_t)((piece < 0 ? 0 : piece) | role << 2);
    e->placed = g->nodes[node].placed;
    e->points_lo = (uint16_t)((uint32_t)points & 0xffffu);
    e->points_hi = (uint16_t)((uint32_t)points >> 16);
}

#endif
