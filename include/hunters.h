/**
 * @file hunters.h
 * @brief The public API of libhunters, the rules engine for
 *        *Carcassonne: Hunters and Gatherers* (Hans im Glück, 2002).
 *
 * Everything a program needs is declared here: include `<hunters.h>` and link
 * with `pkg-config --cflags --libs hunters`.
 *
 * Conventions used throughout:
 * - every exported name starts with `hunters_` (macros with `HUNTERS_`);
 * - handles are opaque structs, created by a `_new`/`_load` function and
 *   released by the matching `_free`, which accepts NULL;
 * - functions that can fail return a ::hunters_status (0 on success, a
 *   negative code on failure) and leave their objects unchanged on failure;
 * - no function keeps a pointer to caller memory after it returns, unless
 *   its comment says so;
 * - the library has no global mutable state: distinct handles may be used
 *   from distinct threads at the same time.
 */
#ifndef HUNTERS_H
#define HUNTERS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** @cond INTERNAL */
#if defined(_WIN32) && defined(HUNTERS_BUILDING)
#  define HUNTERS_API __declspec(dllexport)
#elif defined(__GNUC__) && defined(HUNTERS_BUILDING)
#  define HUNTERS_API __attribute__((visibility("default")))
#else
#  define HUNTERS_API
#endif
/** @endcond */

/**
 * @defgroup version Version
 * Compile-time and run-time versions, to detect a header/library mismatch.
 * @{
 */

/** Major version: changes when the API or ABI breaks. */
#define HUNTERS_VERSION_MAJOR 0
/** Minor version: changes when features are added compatibly. */
#define HUNTERS_VERSION_MINOR 1
/** Patch version: changes for fixes only. */
#define HUNTERS_VERSION_PATCH 0
/** The version as a string, "MAJOR.MINOR.PATCH". */
#define HUNTERS_VERSION_STRING "0.1.0"
/** The version as one number, MAJOR * 10000 + MINOR * 100 + PATCH. */
#define HUNTERS_VERSION_NUMBER \
    (HUNTERS_VERSION_MAJOR * 10000 + HUNTERS_VERSION_MINOR * 100 + HUNTERS_VERSION_PATCH)

/**
 * The version of the library actually loaded, as a string.
 *
 * Compare with ::HUNTERS_VERSION_STRING to detect a program compiled against
 * another header than the library it runs with.
 * @return a static string owned by the library, valid for the life of the
 *         process; never NULL.
 */
HUNTERS_API const char *hunters_version(void);

/**
 * The version of the library actually loaded, as ::HUNTERS_VERSION_NUMBER.
 * @return MAJOR * 10000 + MINOR * 100 + PATCH of the loaded library.
 */
HUNTERS_API int hunters_version_number(void);

/** @} */

/**
 * @defgroup errors Errors
 * Status codes returned by every fallible call.
 * @{
 */

/**
 * Status codes. Values are fixed forever; new codes are only appended.
 * Success is 0, failures are negative.
 */
typedef enum hunters_status {
    HUNTERS_OK = 0,              /**< Success. */
    HUNTERS_EINVAL = -1,         /**< A bad argument (NULL handle, out of range value). */
    HUNTERS_ENOMEM = -2,         /**< The allocator returned NULL. */
    HUNTERS_EILLEGAL = -3,       /**< The move breaks a rule of the game. */
    HUNTERS_EPARSE = -4,         /**< Malformed input text (tile set, game record). */
    HUNTERS_EIO = -5,            /**< A file could not be opened or read or written. */
    HUNTERS_EPHASE = -6,         /**< The call does not fit the current phase of the game. */
    HUNTERS_EEMPTY = -7,         /**< No tile of the asked type is left to draw. */
    HUNTERS_ERANGE = -8,         /**< An index or position names nothing. */
    HUNTERS_EBUFS = -9           /**< A caller buffer is too small (reserved). */
} hunters_status;

/**
 * A short English description of a status code.
 * @param status a ::hunters_status value (any int is accepted).
 * @return a static string owned by the library, valid for the life of the
 *         process; "unknown status" for a value that is no status code.
 */
HUNTERS_API const char *hunters_strerror(int status);

/**
 * Details of a failure of a call that has no handle to keep them in, such as
 * loading a tile set. Owned by the caller, filled by the library.
 */
typedef struct hunters_error {
    int32_t status;       /**< The ::hunters_status returned by the call. */
    int32_t line;         /**< 1-based line in the input text, 0 when none. */
    int32_t column;       /**< 1-based column in the input text, 0 when none. */
    char message[256];    /**< A sentence for a person, NUL-terminated. */
} hunters_error;

/** @} */

/**
 * @defgroup memory Memory
 * Every allocation of the library goes through an allocator the caller may
 * replace, modelled on Lua's `lua_Alloc`.
 * @{
 */

/**
 * An allocation function.
 *
 * - `nsize == 0`: free @p ptr (which may be NULL) and return NULL;
 * - `ptr == NULL`: allocate @p nsize bytes (@p osize is 0);
 * - otherwise: resize the block @p ptr of @p osize bytes to @p nsize bytes.
 *
 * Must return NULL when it cannot allocate (the library then fails cleanly
 * with ::HUNTERS_ENOMEM). Blocks must be aligned for any object type.
 * Called from the thread that called into the library.
 */
typedef void *(*hunters_alloc_fn)(void *userdata, void *ptr, size_t osize, size_t nsize);

/** An allocator: a function and its user data. */
typedef struct hunters_allocator {
    hunters_alloc_fn alloc;   /**< The function; NULL means the C library's malloc. */
    void *userdata;           /**< Passed unchanged to @c alloc. */
} hunters_allocator;

/** @} */

/**
 * @defgroup tileset Tile sets
 * A tile set is the data of the game's tiles: which tile types exist, how
 * many copies of each, their sides and areas and what the areas hold. Tile
 * sets are loaded from the text format described on the @ref tileset_format
 * page, validated, and are immutable once loaded: one tile set may be shared
 * by any number of games and threads.
 * @{
 */

/** An immutable, validated tile set. Opaque. */
typedef struct hunters_tileset hunters_tileset;

/** The terrain of a tile side (R2.1). */
typedef enum hunters_terrain {
    HUNTERS_TERRAIN_FOREST = 1,  /**< F: a forest side. */
    HUNTERS_TERRAIN_MEADOW = 2,  /**< M: a meadow side. */
    HUNTERS_TERRAIN_RIVER = 3    /**< R: a river side (meadow, river, meadow). */
} hunters_terrain;

/** The kind of an area of a tile (R2.2). */
typedef enum hunters_area_kind {
    HUNTERS_AREA_FOREST = 1,     /**< A forest area. */
    HUNTERS_AREA_RIVER = 2,      /**< A river area between two ends. */
    HUNTERS_AREA_LAKE = 3,       /**< The tile's lake. */
    HUNTERS_AREA_MEADOW = 4      /**< A meadow area. */
} hunters_area_kind;

/** What an area may hold (R2.5), counted by hunters_tileset_area_item(). */
typedef enum hunters_item {
    HUNTERS_ITEM_FISH = 0,       /**< Fish, in a lake. */
    HUNTERS_ITEM_NUGGET = 1,     /**< Gold nuggets, in a forest. */
    HUNTERS_ITEM_MUSHROOM = 2,   /**< Mushroom patches, in a forest. */
    HUNTERS_ITEM_DEER = 3,       /**< Deer, in a meadow. */
    HUNTERS_ITEM_MAMMOTH = 4,    /**< Mammoths, in a meadow. */
    HUNTERS_ITEM_TIGER = 5,      /**< Sabre-toothed tigers, in a meadow. */
    HUNTERS_ITEM_AUROCHS = 6,    /**< Aurochs, in a meadow. */
    HUNTERS_ITEM_FIRE = 7,       /**< A fire, in a meadow (R6.6). */
    HUNTERS_ITEM_DOLMEN = 8,     /**< A dolmen, in a meadow (R6.6). */
    HUNTERS_ITEM_VOLCANO = 9     /**< The start tile's volcano: scenery (R2.6). */
} hunters_item;

/** Tile type flags, from hunters_tileset_type_flags(). */
enum {
    HUNTERS_TILE_START = 1,      /**< The start tile, placed before the game. */
    HUNTERS_TILE_BONUS = 2       /**< A bonus tile (R6), in the bonus stack. */
};

/** Area flags, from hunters_tileset_area_flags(). */
enum {
    HUNTERS_AREA_NO_HUNTER = 1   /**< No hunter may be deployed on this area (R6.6, fire). */
};

/** A river end that is not a side, from hunters_tileset_area_river_end(). */
enum {
    HUNTERS_END_LAKE = 4,        /**< The river ends in the tile's lake. */
    HUNTERS_END_SPRING = 5       /**< The river ends in a spring. */
};

/** Tile groups for hunters_tileset_total(). */
enum {
    HUNTERS_TILES_LAND = 1,      /**< Land tiles, the start tile included. */
    HUNTERS_TILES_BONUS = 2,     /**< Bonus tiles. */
    HUNTERS_TILES_ALL = 3        /**< Both. */
};

/** Totals that are not items, for hunters_tileset_total(). */
enum {
    HUNTERS_TOTAL_TILES = 100,   /**< Tiles (copies, not types). */
    HUNTERS_TOTAL_LAKES = 101,   /**< Lakes. */
    HUNTERS_TOTAL_SPRINGS = 102  /**< River ends in a spring. */
};

/**
 * Loads and validates a tile set from text.
 *
 * @param[out] out receives the new tile set on success, NULL on failure.
 *        The caller owns it and releases it with hunters_tileset_free().
 * @param text the tile-set text; need not be NUL-terminated and may hold
 *        any bytes (invalid ones are reported, never read past @p length).
 * @param length the number of bytes of @p text.
 * @param allocator the allocator for the tile set and its games' data, or
 *        NULL for malloc. Copied; it must stay usable while the set lives.
 * @param[out] error where to describe a failure (status, 1-based line and
 *        column, and a sentence), or NULL.
 * @return ::HUNTERS_OK; ::HUNTERS_EPARSE for malformed or invalid text;
 *         ::HUNTERS_ENOMEM; ::HUNTERS_EINVAL if @p out is NULL or @p text
 *         is NULL with a nonzero length.
 */
HUNTERS_API int hunters_tileset_load_string(hunters_tileset **out, const char *text,
                                            size_t length, const hunters_allocator *allocator,
                                            hunters_error *error);

/**
 * Loads and validates a tile set from a file, as hunters_tileset_load_string().
 *
 * @param[out] out receives the new tile set (owned by the caller) or NULL.
 * @param path the file's path, opened with the C library's fopen().
 * @param allocator the allocator, or NULL for malloc.
 * @param[out] error where to describe a failure, or NULL.
 * @return ::HUNTERS_OK; ::HUNTERS_EIO if the file cannot be read;
 *         ::HUNTERS_EPARSE; ::HUNTERS_ENOMEM; ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_tileset_load_file(hunters_tileset **out, const char *path,
                                          const hunters_allocator *allocator,
                                          hunters_error *error);

/**
 * Loads the built-in default tile set: "reconstruction v1" of the 2002 set.
 *
 * It is faithful to the 2002 rules and component counts but is not a scan of
 * the printed tiles; load an exact transcription with
 * hunters_tileset_load_file() instead if you have one.
 * @param[out] out receives the new tile set (owned by the caller) or NULL.
 * @param allocator the allocator, or NULL for malloc.
 * @return ::HUNTERS_OK, ::HUNTERS_ENOMEM or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_tileset_load_default(hunters_tileset **out,
                                             const hunters_allocator *allocator);

/**
 * Releases a tile set. Games created with it hold their own reference, so a
 * tile set may be freed while games made from it live on.
 * @param tileset the tile set, or NULL (then nothing happens).
 */
HUNTERS_API void hunters_tileset_free(hunters_tileset *tileset);

/**
 * The name given by the set's `tileset` line.
 * @param tileset the tile set.
 * @return a string owned by the tile set, valid while it lives; "" when the
 *         text named none or @p tileset is NULL.
 */
HUNTERS_API const char *hunters_tileset_name(const hunters_tileset *tileset);

/**
 * A 64-bit content hash of the tile set: two sets with the same tile types,
 * in the same order, with the same contents hash equal, whatever their
 * name, comments and layout. Stable across platforms and library versions of the
 * same major version.
 * @param tileset the tile set.
 * @return the hash; 0 if @p tileset is NULL.
 */
HUNTERS_API uint64_t hunters_tileset_hash(const hunters_tileset *tileset);

/**
 * The number of tile types (records) of the set.
 * @param tileset the tile set.
 * @return the count, or ::HUNTERS_EINVAL if @p tileset is NULL.
 */
HUNTERS_API int hunters_tileset_type_count(const hunters_tileset *tileset);

/**
 * Finds a tile type by name (case-sensitive).
 * @param tileset the tile set.
 * @param name a NUL-terminated name.
 * @return the type's index, ::HUNTERS_ERANGE if no type has that name, or
 *         ::HUNTERS_EINVAL for a NULL argument.
 */
HUNTERS_API int hunters_tileset_type_find(const hunters_tileset *tileset, const char *name);

/**
 * The name of a tile type.
 * @param tileset the tile set.
 * @param type a type index, from 0 to hunters_tileset_type_count() - 1.
 * @return a string owned by the tile set, valid while it lives; NULL for a
 *         bad argument.
 */
HUNTERS_API const char *hunters_tileset_type_name(const hunters_tileset *tileset, int type);

/**
 * How many copies of a tile type the set has.
 * @param tileset the tile set.
 * @param type a type index.
 * @return the count (at least 1), or ::HUNTERS_ERANGE / ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_tileset_type_copies(const hunters_tileset *tileset, int type);

/**
 * The flags of a tile type: ::HUNTERS_TILE_START, ::HUNTERS_TILE_BONUS.
 * @param tileset the tile set.
 * @param type a type index.
 * @return the flags (0 for a plain land tile), or a negative status.
 */
HUNTERS_API int hunters_tileset_type_flags(const hunters_tileset *tileset, int type);

/**
 * The terrain of one side of a tile type, unrotated.
 * @param tileset the tile set.
 * @param type a type index.
 * @param side 0 = N, 1 = E, 2 = S, 3 = W.
 * @return a ::hunters_terrain, or a negative status.
 */
HUNTERS_API int hunters_tileset_type_side(const hunters_tileset *tileset, int type, int side);

/**
 * The number of areas of a tile type; areas are numbered in the order of
 * the tile's record.
 * @param tileset the tile set.
 * @param type a type index.
 * @return the count, or a negative status.
 */
HUNTERS_API int hunters_tileset_type_area_count(const hunters_tileset *tileset, int type);

/**
 * The kind of an area.
 * @param tileset the tile set.
 * @param type a type index.
 * @param area an area index, from 0 to hunters_tileset_type_area_count() - 1.
 * @return a ::hunters_area_kind, or a negative status.
 */
HUNTERS_API int hunters_tileset_area_kind(const hunters_tileset *tileset, int type, int area);

/**
 * The half-sides an area touches, unrotated, as a bit mask: bit `2*side+h`,
 * where for each side h = 0 is the half met first going clockwise
 * (N.w N.e E.n E.s S.e S.w W.s W.n are bits 0 to 7). A forest or a
 * full meadow side sets both bits of its side; a river sets both bits of
 * each side it leaves through; a lake sets none.
 * @param tileset the tile set.
 * @param type a type index.
 * @param area an area index.
 * @return the mask (0 to 255), or a negative status.
 */
HUNTERS_API int hunters_tileset_area_halves(const hunters_tileset *tileset, int type, int area);

/**
 * One end of a river area.
 * @param tileset the tile set.
 * @param type a type index.
 * @param area the index of a river area.
 * @param end 0 or 1.
 * @return a side (0 to 3), ::HUNTERS_END_LAKE or ::HUNTERS_END_SPRING; or
 *         ::HUNTERS_ERANGE if the area is no river, or another negative status.
 */
HUNTERS_API int hunters_tileset_area_river_end(const hunters_tileset *tileset, int type,
                                               int area, int end);

/**
 * How many of an item an area holds.
 * @param tileset the tile set.
 * @param type a type index.
 * @param area an area index.
 * @param item a ::hunters_item.
 * @return the count, or a negative status.
 */
HUNTERS_API int hunters_tileset_area_item(const hunters_tileset *tileset, int type, int area,
                                          int item);

/**
 * The flags of an area: ::HUNTERS_AREA_NO_HUNTER.
 * @param tileset the tile set.
 * @param type a type index.
 * @param area an area index.
 * @return the flags, or a negative status.
 */
HUNTERS_API int hunters_tileset_area_flags(const hunters_tileset *tileset, int type, int area);

/**
 * A total over every copy of every tile of a group.
 * @param tileset the tile set.
 * @param what a ::hunters_item, ::HUNTERS_TOTAL_TILES, ::HUNTERS_TOTAL_LAKES
 *        or ::HUNTERS_TOTAL_SPRINGS.
 * @param group ::HUNTERS_TILES_LAND, ::HUNTERS_TILES_BONUS or ::HUNTERS_TILES_ALL.
 * @return the total, or a negative status.
 */
HUNTERS_API long hunters_tileset_total(const hunters_tileset *tileset, int what, int group);

/**
 * Writes the tile set in its canonical text form (the format it is loaded
 * from, without comments), like snprintf(): at most @p size bytes including
 * a terminating NUL. Loading that text gives an equal set (same hash).
 * @param tileset the tile set.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size in bytes.
 * @return the length of the whole text, not counting the NUL: if it is
 *         @p size or more, the text was cut; call again with more room.
 *         0 if @p tileset is NULL.
 */
HUNTERS_API size_t hunters_tileset_describe(const hunters_tileset *tileset, char *buffer,
                                            size_t size);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* HUNTERS_H */
