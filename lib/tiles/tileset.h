/* The in-memory tile set: validated tile types, shared read-only by games. */
#ifndef HUNTERS_TILES_TILESET_H
#define HUNTERS_TILES_TILESET_H

#include <stdatomic.h>
#include <stdint.h>

#include "hunters.h"
#include "util/text.h"

#define HU_MAX_AREAS 16      /* areas of one tile type */
#define HU_NAME_MAX 32       /* tile type name, NUL included */
#define HU_ITEM_COUNT 10     /* hunters_item values */
#define HU_MAX_COPIES 1000   /* copies of one tile type */
#define HU_MAX_TILES 1000    /* land tiles, and bonus tiles, of a set */
#define HU_MAX_ITEM 99       /* of one item in one area */
/* A tile set's text is shorter than this, as a file or as a string, so that
 * its line and column numbers fit an int (records/record.h says why). */
#define HU_TILESET_MAX_BYTES ((size_t)64 << 20)

typedef struct hu_area {
    uint8_t kind;            /* hunters_area_kind */
    uint8_t halves;          /* half-sides touched, bit 2*side+h */
    uint8_t end[2];          /* rivers: side 0-3, HUNTERS_END_LAKE or _SPRING */
    uint8_t flags;           /* HUNTERS_AREA_NO_HUNTER */
    uint8_t open_ends;       /* forests: F sides; rivers: ends on a side */
    uint8_t item[HU_ITEM_COUNT];
} hu_area;

#define HU_NO_AREA 0xff

/* The node an area becomes when its tile is placed, before any join
 * (lib/features/joins.h), with node indices relative to the tile's first
 * node and placed 0: laid out as the first fields of the game's hu_node,
 * so placing a tile copies one template an area and adds two offsets. */
typedef struct hu_node_template {
    uint16_t parent, next, sys_parent, sys_next, size, sys_size, open, placed;
} hu_node_template;

typedef struct hu_tile_type {
    char name[HU_NAME_MAX];
    uint32_t copies;
    uint8_t flags;           /* HUNTERS_TILE_START, HUNTERS_TILE_BONUS */
    uint8_t side[4];         /* hunters_terrain, N E S W */
    uint8_t area_count;
    hu_area area[HU_MAX_AREAS];
    /* Precomputed per rotation r (quarter turns clockwise), by absolute side
     * or half-side, so placing and matching never rotate anything. */
    uint8_t rot_code[4];           /* terrain of absolute side d in bits 2d..2d+1 */
    /* For rotation r and absolute side d: what the tile demands of the open
     * position across d, in that position's demand byte (its side d + 2). */
    uint8_t rot_demand[4][4];
    /* For each demand of an open position (the terrain each neighbour needs
     * on each side, 0 for no neighbour, 2 bits a side): the rotations that
     * meet it, one bit each. One lookup tests all four rotations. */
    uint8_t fits[256];
    /* the most rotations that fit at one open position (whose demand is
     * never 0): the most sides of one terrain; the random placement tries
     * fewer rotations for a tile that fits at most two ways anywhere */
    uint8_t most_rotations;
    /* the closable areas in the order R5.8 scores them: forests, then
     * rivers, each in area order */
    uint8_t closable_order[HU_MAX_AREAS];
    uint8_t closable_count;
    uint8_t closed_alone;          /* a forest or river of the tile has no open end: it is
                                      complete once placed */
    uint16_t member_areas;         /* areas a tribe member may ever take (R4.1, R4.4, R6.6) */
    uint16_t hut_areas;            /* areas a hut may ever take (R4.3) */
    uint16_t lake_rivers;          /* rivers ending in the tile's lake */
    /* per area, its node when placed: a feature of its own; the rivers
     * that end in the lake make one river system with it, rooted at the
     * lowest of them, as joining each river to the lake in turn would
     * leave them (R7.1) */
    hu_node_template node_template[HU_MAX_AREAS];
    /* per area: the lower-numbered areas of the same kind, which a feature
     * may also hold (then the tile counts once, R5.3, R5.4); mostly 0, so
     * scoring rarely looks */
    uint16_t same_kind_below[HU_MAX_AREAS];
    uint8_t lake_area;             /* the lake, or HU_NO_AREA */
    uint8_t rot_half_area[4][8];   /* forest or meadow area on each half, or HU_NO_AREA */
    uint8_t rot_side_river[4][4];  /* river area leaving by each side, or HU_NO_AREA */
} hu_tile_type;

struct hunters_tileset {
    hunters_allocator alloc;
    atomic_int refs;         /* the owner's handle plus each game using it */
    char name[64];
    int type_count;
    int type_capacity;
    hu_tile_type *types;
    int start_type;
    int is_default;          /* loaded by hunters_tileset_load_default(), or of its content
                                (hu_tileset_same): records name it by default_name and hash */
    char default_name[64];   /* the built-in set's name, when is_default */
    /* the types of each stack, for draws: land types (not the start tile)
     * in [0, land_type_count), then the bonus types */
    uint16_t *stack_types;
    int land_type_count, bonus_type_count;
    uint64_t hash;
};

/* Whether two tile sets have the same content: the same object, two
 * built-in sets, or equal hashes and equal tile types, compared in full (a
 * content hash is 64 bits of FNV-1a: two different sets of equal hash can
 * be made on purpose, and mixing their games' states would index one set's
 * types with the other's numbers). */
int hu_tileset_same(const hunters_tileset *a, const hunters_tileset *b);

/* Games share a tile set; the last release frees it. */
void hu_tileset_retain(const hunters_tileset *ts);
void hu_tileset_release(const hunters_tileset *ts);

/* Streams the canonical text; used by describe and by the content hash
 * (the hash covers the tiles, not the set's name). */
void hu_tileset_write(const hunters_tileset *ts, hu_text_sink *sink);

/* Names used by the text format, shared by the parser and the writer. */
extern const char *const hu_side_names[4];    /* N E S W */
extern const char *const hu_half_names[8];    /* N.w N.e E.n E.s S.e S.w W.s W.n */
extern const char *const hu_item_names[HU_ITEM_COUNT];

/* What a piece may stand on, whatever the game's state (R4.1, R4.3, R4.4,
 * R6.6): the fixed half of the deployment rules. */
int hu_area_takes(const hu_area *area, int piece);

/* Fills the precomputed tables of every tile type, and the stacks' type
 * lists (the one allocation: HUNTERS_ENOMEM on failure). */
int hu_tileset_compile(hunters_tileset *ts);

/* Parses text into an empty tile set; on failure fills error. */
int hu_tileset_parse(hunters_tileset *ts, const char *text, size_t length, hunters_error *error);

/* The built-in set's content hash (tests/check_records.c checks it): a
 * set loaded from text is compared with the built-in one only at this hash. */
#define HU_DEFAULT_TILESET_HASH UINT64_C(0xc674d18ce4e35c33)

/* The default set's text, built from data/tiles-2002.txt. */
extern const char hu_default_tileset_text[];
extern const size_t hu_default_tileset_length;

#endif
