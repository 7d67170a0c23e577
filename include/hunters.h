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
 *   from distinct threads at the same time, and one game may be read
 *   (the calls taking it `const`) from several at once (::hunters_game).
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
    HUNTERS_EBUFS = -9           /**< A caller buffer is too small (the picture functions, hunters_svg_board()). */
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
 * Called from the thread that called into the library. The library takes
 * no lock around it: an allocator shared by handles used on several
 * threads at once (games and their clones, tile sets, ML handles; a tile
 * set is freed on the thread that frees its last game) is called from
 * those threads at once, so it must be thread-safe, as malloc is.
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
 * @param allocator the allocator for the tile set's own memory, or NULL
 *        for malloc. Games made with the set do not use it: each allocates
 *        through its own ::hunters_game_options::allocator (or malloc).
 *        Copied; its function and user data must stay usable until the set
 *        and every game made from it (clones included) are freed: a set
 *        freed while games still hold it is freed by the last of them, in
 *        its hunters_game_free(), through this allocator and on that thread.
 * @param[out] error where to describe a failure (status, 1-based line and
 *        column, and a sentence), or NULL.
 * @return ::HUNTERS_OK; ::HUNTERS_EPARSE for malformed or invalid text,
 *         or a text of 64 MiB or more (refused unread, line 0);
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
 * @param allocator the allocator for the set (and the file's text while it
 *        is read), or NULL for malloc; as for hunters_tileset_load_string().
 * @param[out] error where to describe a failure, or NULL.
 * @return ::HUNTERS_OK; ::HUNTERS_EIO if the file cannot be read
 *         (the message says which step failed, at line 0, and errno is
 *         left as the failed fopen() or fread() set it: the system's
 *         reason, such as ENOENT or EISDIR, for the caller to print);
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
 * @param allocator the allocator for the set, or NULL for malloc; as for
 *        hunters_tileset_load_string().
 * @return ::HUNTERS_OK, ::HUNTERS_ENOMEM or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_tileset_load_default(hunters_tileset **out,
                                             const hunters_allocator *allocator);

/**
 * Releases a tile set. Games created with it (and their clones) hold their
 * own reference, so a tile set may be freed while games made from it live
 * on: the set is then freed by the last of them, in its
 * hunters_game_free(), through the set's allocator and on that thread. The
 * set's allocator must stay usable until then.
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
 * same major version. It is not collision-resistant (FNV-1a): two different
 * sets of equal hash can be made on purpose, so it names a set (records)
 * but is not proof of equal content: hunters_tileset_equal() is.
 * @param tileset the tile set.
 * @return the hash; 0 if @p tileset is NULL.
 */
HUNTERS_API uint64_t hunters_tileset_hash(const hunters_tileset *tileset);

/**
 * Whether two tile sets have the same content: the same tile types, in the
 * same order, with the same names, copies, flags, sides and areas (what
 * hunters_game_copy() asks of two games' sets). As for
 * hunters_tileset_hash(), the set's name, comments and layout do not count:
 * a set and the one loaded from its hunters_tileset_describe() text are
 * equal. The tiles are compared in full, not by hash alone (two different
 * sets of equal hash compare unequal); equal sets have equal hashes, and the
 * hash decides most unequal pairs at once. Neither set is changed or kept,
 * and, sets being immutable, any thread may call it.
 * @param a a tile set.
 * @param b another tile set, or @p a itself.
 * @return 1 if the contents are the same, 0 if not; ::HUNTERS_EINVAL if
 *         @p a or @p b is NULL (both NULL included), so test the result
 *         with == 1, not as a truth value.
 */
HUNTERS_API int hunters_tileset_equal(const hunters_tileset *a, const hunters_tileset *b);

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
 *         0 (and an empty string) if @p tileset is NULL.
 */
HUNTERS_API size_t hunters_tileset_describe(const hunters_tileset *tileset, char *buffer,
                                            size_t size);

/** One tile type found by hunters_tileset_find_tiles() or hunters_game_find_tiles(). */
typedef struct hunters_tile_match {
    int32_t type;       /**< The tile type's index. */
    int32_t rotation;   /**< For a query with side letters: the quarter turns clockwise that make
                             the type show those sides (north first); otherwise 0. */
    int32_t terms_met;  /**< How many of the query's terms the type meets fully. */
    int32_t score;      /**< The ranking score, higher for a better match (1000 for a name
                             term, 100 for each term met, 40 for a near miss). */
} hunters_tile_match;

/**
 * Finds the tile types that match what a player sees on a tile, best
 * first: the search behind every frontend's "find the tile in hand".
 *
 * A query is a list of words, case-insensitive, separated by spaces or
 * commas; each is a term:
 * - four side letters, north first and going clockwise: `F` forest, `M`
 *   meadow, `R` river, `?` any (`RMRM`, `R?R?`); a type matches in the
 *   rotation that shows them, reported in ::hunters_tile_match::rotation;
 * - a feature, optionally after a number (`2 fish`, `two rivers`, `no
 *   fish`): `lake`, `river`, `spring`, `forest`, `meadow`, `bonus`, and
 *   the items `fish`, `gold` or `nugget`, `mushroom`, `deer`, `mammoth`,
 *   `tiger`, `aurochs`, `fire`, `dolmen`, `volcano` (plurals too); a
 *   number counts the items on the whole tile, or its areas of a kind (in
 *   digits 0 to 999, in words `no`, `zero` or `none` to `twelve`; another
 *   number of digits, `-1` or `1000`, is refused as a count, and `-0`
 *   as 0 written with a sign);
 * - a tile type's name (`LR2a`); in another case (`lr2a`) when the word
 *   is no other term and no other type's name reads so. A type named as
 *   a number (`2`) is that type, but before a feature the number is a
 *   count (`2 fish`).
 * Words such as "a", "with" and "and" are ignored: `river with 2 fish`.
 *
 * Types meeting more terms fully come first; then the higher score; then
 * the types with fewer features the query did not ask about; then those
 * with more copies left; then the set's order. A type that meets no term
 * at all is not listed; an empty query lists every type. The start tile is
 * never listed.
 *
 * @param tileset the tile set; every type with at least one copy may match.
 * @param query a NUL-terminated query.
 * @param[out] matches where to write the best @p capacity matches, best
 *        first; may be NULL when @p capacity is 0.
 * @param capacity the room in @p matches.
 * @param[out] error where to describe a failure (the column of the word at
 *        fault and a sentence that says what words a query takes), or NULL.
 * @return the number of matching types (more than @p capacity when only
 *         the best were written); ::HUNTERS_EPARSE for a word that is no
 *         term (or a number not followed by a feature, a non-ASCII byte,
 *         a word over 31 bytes, more than 16 terms); ::HUNTERS_EINVAL for
 *         a NULL argument or a negative @p capacity. Nothing is allocated.
 */
HUNTERS_API int hunters_tileset_find_tiles(const hunters_tileset *tileset, const char *query,
                                           hunters_tile_match *matches, int capacity,
                                           hunters_error *error);

/** @} */

/**
 * @defgroup game Games
 * A game handle holds one game's whole state: board, features, supplies,
 * scores, stacks, random generator and event log. Create it with
 * hunters_game_new(), drive it with hunters_game_play() (and, when the caller
 * draws the tiles, hunters_game_draw()), read it with the query functions.
 * After creation, no call allocates except hunters_game_clone(),
 * hunters_game_save_file() (which holds the record and a file name) and the
 * bots (hunters_bot_choose(), hunters_bot_advise(): their scratch games and
 * candidates, within hunters_bot_memory(), freed before they return); all
 * of it through the game's allocator.
 * @{
 */

/** One game. Opaque. The calls that take it as `const hunters_game *`
 *  only read it (no cache, scratch buffer or message in the game is
 *  written), so any number of them may run on one game from several
 *  threads at once. A call that takes it non-const (hunters_game_play(),
 *  hunters_game_draw(), hunters_game_check(), which sets the message,
 *  hunters_game_undo(), the bots, hunters_game_copy() into it,
 *  hunters_game_free() ...) must not run while any other call on the same
 *  game does: serialising those is the caller's (a lock of its own). Of
 *  the readers, hunters_game_clone(), hunters_game_save_file() and
 *  hunters_ml_new() allocate, so from several threads at once they call
 *  the game's allocator at once (malloc's is thread-safe; a caller's must
 *  be too); hunters_ml_observe() writes its ::hunters_ml handle (one per
 *  thread). Distinct games (clones included) are independent. */
typedef struct hunters_game hunters_game;

/** The most players a game can have (R1.2 option). */
#define HUNTERS_MAX_PLAYERS 8

/** The phase of a game: what it waits for. */
typedef enum hunters_phase {
    HUNTERS_PHASE_DRAW = 1,         /**< A land tile must be drawn (R3.1): hunters_game_draw(). */
    HUNTERS_PHASE_PLACE = 2,        /**< The drawn land tile must be placed (R3.2). */
    HUNTERS_PHASE_DEPLOY = 3,       /**< The player may deploy a piece on it, or pass (R3.4). */
    HUNTERS_PHASE_DRAW_BONUS = 4,   /**< A bonus tile must be drawn (R3.6). */
    HUNTERS_PHASE_PLACE_BONUS = 5,  /**< The bonus tile must be placed (R6.2). */
    HUNTERS_PHASE_DEPLOY_BONUS = 6, /**< The player may deploy on the bonus tile, or pass. */
    HUNTERS_PHASE_OVER = 7          /**< The game has ended and been scored (R8). */
} hunters_phase;

/** Who draws the tiles. */
typedef enum hunters_draw_mode {
    /** The engine draws with its seeded generator as soon as a draw is due,
     *  so the game never rests in a draw phase. */
    HUNTERS_DRAW_ENGINE = 0,
    /** The game stops in the draw phases; the caller reports each tile
     *  drawn (a companion app following a real game, or a search that
     *  enumerates chance outcomes). */
    HUNTERS_DRAW_CALLER = 1
} hunters_draw_mode;

/** What happens to a bonus tile that fits nowhere (R6.5). */
typedef enum hunters_bonus_rule {
    HUNTERS_BONUS_REDRAW = 0,   /**< Discard it and draw another (default, RGG edition). */
    HUNTERS_BONUS_FORFEIT = 1   /**< Discard it; the bonus is lost. */
} hunters_bonus_rule;

/** Whether a bonus tile earned by the last land tile is played (R8.1). */
typedef enum hunters_last_bonus_rule {
    HUNTERS_LAST_BONUS_PLAYED = 0,  /**< It is drawn and played: the game ends at the end of the turn (default). */
    HUNTERS_LAST_BONUS_SKIPPED = 1  /**< The game ends with the placement of the last land tile (2002 rulebook). */
} hunters_last_bonus_rule;

/** What a completed forest's base value counts (R5.3). */
typedef enum hunters_forest_value {
    HUNTERS_FOREST_PER_TILE = 0,    /**< 2 points per tile, a tile counted once (default). */
    HUNTERS_FOREST_PER_SEGMENT = 1  /**< 2 points per forest area, so a tile with two joined areas counts twice. */
} hunters_forest_value;

/** What the mushrooms of a completed forest count (R5.3, R6.6). */
typedef enum hunters_mushroom_value {
    HUNTERS_MUSHROOMS_PER_PATCH = 0, /**< 2 points per mushroom patch (default). */
    HUNTERS_MUSHROOMS_PER_TILE = 1   /**< 2 points per tile showing mushrooms, however many patches. */
} hunters_mushroom_value;

/** Whether a hut may stand on a lake that no river reaches (R7.1). */
typedef enum hunters_lake_huts {
    HUNTERS_LAKE_HUTS_ALLOWED = 0,  /**< A lone lake is a river system and takes a hut (default). */
    HUNTERS_LAKE_HUTS_FORBIDDEN = 1 /**< Huts only on river systems with a river. */
} hunters_lake_huts;

/** The pieces of a player's supply. */
typedef enum hunters_piece {
    HUNTERS_PIECE_MEMBER = 1,   /**< A tribe member: gatherer, fisher or hunter by its area (R4.1). */
    HUNTERS_PIECE_HUT = 2       /**< A hut, on a river or a lake (R4.3). */
} hunters_piece;

/** The version of ::hunters_game_options this header describes: 2 added
 *  the rule variants (the fields from @c last_bonus on). hunters_game_new()
 *  and hunters_game_get_options() still accept a version-1 struct (its
 *  @c version set to 1) and touch only its fields, and a program built
 *  against the version-1 header keeps working unchanged: its calls of
 *  hunters_game_options_init() reach the library's function of that name,
 *  which fills a version-1 struct, while programs built against this header
 *  call hunters_game_options_init_version() through the macro. */
#define HUNTERS_GAME_OPTIONS_VERSION 2

/**
 * Options for hunters_game_new(). Initialise with hunters_game_options_init(),
 * then change what you need; fields may be added at the end in later
 * versions, announced by ::HUNTERS_GAME_OPTIONS_VERSION. The rule variants
 * (from @c last_bonus on) are explained beside their rules in @ref rules;
 * each defaults to the engine's standard rules.
 */
typedef struct hunters_game_options {
    uint32_t version;            /**< ::HUNTERS_GAME_OPTIONS_VERSION. */
    int32_t players;             /**< Players, 1 to ::HUNTERS_MAX_PLAYERS (rulebook: 2 to 5); default 2. */
    int32_t first_player;        /**< Who plays first (R3.7); default 0. */
    int32_t members;             /**< Tribe members per player (R1.2), 0 to 99; default 5. */
    int32_t huts;                /**< Huts per player (R1.2), 0 to 99; default 2. */
    int32_t draw_mode;           /**< A ::hunters_draw_mode; default ::HUNTERS_DRAW_ENGINE. */
    int32_t bonus_rule;          /**< A ::hunters_bonus_rule; default ::HUNTERS_BONUS_REDRAW. */
    uint64_t seed;               /**< Seed of the engine's generator; default 0. */
    const hunters_tileset *tileset;      /**< The tile set, or NULL for the default set (parsed anew for each
                                              game: share one tile set when creating many games). The game
                                              keeps its own reference. */
    const hunters_allocator *allocator;  /**< The allocator, or NULL for malloc. Copied (the struct need
                                              not outlive the call), but its function and user data must
                                              stay usable while the game and its clones live: they free
                                              through it. */
    /* version 2: rule variants for experiments and house rules (doc/rules.md) */
    int32_t last_bonus;          /**< A ::hunters_last_bonus_rule (R8.1); default ::HUNTERS_LAST_BONUS_PLAYED. */
    int32_t forest_value;        /**< A ::hunters_forest_value (R5.3); default ::HUNTERS_FOREST_PER_TILE. */
    int32_t mushroom_value;      /**< A ::hunters_mushroom_value (R5.3); default ::HUNTERS_MUSHROOMS_PER_PATCH. */
    int32_t lake_huts;           /**< A ::hunters_lake_huts (R7.1); default ::HUNTERS_LAKE_HUTS_ALLOWED. */
    int32_t table_width;         /**< The table (R3.2): the placed tiles may span at most this many columns,
                                      0 to 32767; 0 (default) for no limit. */
    int32_t table_height;        /**< The same for rows (R3.2); 0 (default) for no limit. */
} hunters_game_options;

/**
 * Fills @p options with the defaults, as the struct of @p version has them:
 * only the fields of that version are written, so a caller built against
 * an older header is never written past the end of its struct.
 * @param options the caller's options struct.
 * @param version the ::HUNTERS_GAME_OPTIONS_VERSION the caller was compiled
 *        with: 1 or 2.
 * @return ::HUNTERS_OK, or ::HUNTERS_EINVAL for NULL or an unknown version
 *         (then nothing is written).
 */
HUNTERS_API int hunters_game_options_init_version(hunters_game_options *options, uint32_t version);

/**
 * Fills a version-1 ::hunters_game_options with the defaults (the library
 * function behind this name, kept for programs built against the
 * version-1 header). Programs built against this header reach
 * hunters_game_options_init_version() with the current version instead,
 * through the macro of the same name.
 * @param options the caller's options struct; ignored if NULL.
 */
HUNTERS_API void hunters_game_options_init(hunters_game_options *options);

/** Fills @p options with the defaults and the current version: a macro
 *  that calls hunters_game_options_init_version() with
 *  ::HUNTERS_GAME_OPTIONS_VERSION, so a struct of this header's size is
 *  filled (the library's function of the same name is for programs built
 *  against the version-1 header). */
#define hunters_game_options_init(options) \
    ((void)hunters_game_options_init_version((options), HUNTERS_GAME_OPTIONS_VERSION))

/**
 * Creates a game: the start tile is placed at (0, 0) unrotated, the land and
 * bonus stacks are full, and the first player is about to draw (in
 * ::HUNTERS_DRAW_ENGINE mode the first tile is already drawn).
 *
 * @param[out] out receives the game, owned by the caller, to be released
 *        with hunters_game_free(); NULL on failure.
 * @param options the options, or NULL for the defaults.
 * @param[out] error where to describe a failure, or NULL.
 * @return ::HUNTERS_OK; ::HUNTERS_EINVAL for bad options; ::HUNTERS_ENOMEM.
 */
HUNTERS_API int hunters_game_new(hunters_game **out, const hunters_game_options *options,
                                 hunters_error *error);

/**
 * The options a game was created with, rule variants included (a record's
 * reader, a frontend or a tool can show them).
 * @param game the game.
 * @param[in,out] out the caller's struct, its @c version set (by
 *        hunters_game_options_init(), or to 1 for a version-1 struct, of
 *        which only the version-1 fields are written). Receives the options;
 *        @c tileset is the game's tile set, borrowed (valid while the game
 *        lives); @c allocator is NULL.
 * @return ::HUNTERS_OK, or ::HUNTERS_EINVAL for NULL or an unknown version.
 */
HUNTERS_API int hunters_game_get_options(const hunters_game *game, hunters_game_options *out);

/** The rule variants whose effect a game counts (hunters_game_variant_changes()),
 *  one for each option of ::hunters_game_options that changes the rules. */
typedef enum hunters_variant {
    /** @c forest_value (R5.3): completed forests that paid a value other
     *  than 2 points per tile (their forest areas outnumber their tiles). */
    HUNTERS_VARIANT_FOREST_VALUE = 0,
    /** @c mushroom_value (R5.3): completed forests that paid other
     *  mushroom points than 2 per patch (a tile shows several patches). */
    HUNTERS_VARIANT_MUSHROOM_VALUE = 1,
    /** @c bonus_rule (R6.5): bonus tiles that fitted nowhere and were
     *  forfeited while the bonus stack still held another to draw. */
    HUNTERS_VARIANT_BONUS_RULE = 2,
    /** @c lake_huts (R7.1): deployments in which the player, with a hut in
     *  supply, could not put it on the placed tile's lake that no river reaches. */
    HUNTERS_VARIANT_LAKE_HUTS = 3,
    /** @c last_bonus (R8.1): bonus tiles earned by the last land tile and
     *  not played (0 or 1 a game). */
    HUNTERS_VARIANT_LAST_BONUS = 4,
    /** @c table_width and @c table_height (R3.2): drawn tiles that fitted
     *  nowhere on the table but beside the board beyond its edge, and so
     *  left the game (R3.3, R6.5). */
    HUNTERS_VARIANT_TABLE = 5
} hunters_variant;

/**
 * How many times a rule variant of the game has changed the play so far,
 * compared with the default rule of its option (each option judged alone):
 * the events that ::hunters_variant lists for it. The game counts them as
 * it plays (no replay), so a finished game tells how often a variant
 * mattered; a variant left at its default always counts 0. Undo restores
 * the counts, copies and clones keep them, and they are not part of
 * hunters_game_hash() or of a record (loading one replays its moves, which
 * counts them again).
 * @param game the game.
 * @param variant a ::hunters_variant.
 * @return the count, 0 or more; ::HUNTERS_EINVAL for NULL or an unknown variant.
 */
HUNTERS_API int hunters_game_variant_changes(const hunters_game *game, int variant);

/**
 * Releases a game and everything it owns.
 * @param game the game, or NULL (then nothing happens).
 */
HUNTERS_API void hunters_game_free(hunters_game *game);

/**
 * Creates an independent copy of a game, event log included (a game whose
 * log was dropped, hunters_game_drop_log(), gives a copy without one). The
 * copy shares the (immutable) tile set and allocator.
 * @param[out] out receives the copy, owned by the caller; NULL on failure.
 * @param game the game to copy.
 * @return ::HUNTERS_OK, ::HUNTERS_ENOMEM or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_clone(hunters_game **out, const hunters_game *game);

/**
 * Overwrites @p dest with the state of @p source without allocating: the
 * cheap way for a search to reuse a scratch game. The event log comes with
 * the state: @p dest gets @p source's log, or, when @p source's log was
 * dropped (hunters_game_drop_log()), none, and then cannot be undone or
 * saved until a copy from a logged game. The player names
 * (hunters_game_set_player_name()) and the options (those
 * hunters_game_get_options() gives: seed, draw mode, rule variants) come
 * with the state too: @p dest's own are overwritten.
 * @param dest a game created with the same tile set (or one of equal
 *        content, hunters_tileset_equal(): its tiles are compared, a
 *        matching content hash alone is not enough) and player count (a
 *        clone of @p source, typically).
 * @param source the game to copy.
 * @return ::HUNTERS_OK, or ::HUNTERS_EINVAL if the games do not match or
 *         @p source is NULL (then @p dest is unchanged but for its message,
 *         hunters_game_errmsg(), which says why).
 */
HUNTERS_API int hunters_game_copy(hunters_game *dest, const hunters_game *source);

/**
 * How many bytes hunters_game_copy() copies for this game as it stands: the
 * state a search must copy (the parts of the fixed arrays in use, the
 * scalars, and the event log so far, none when it was dropped).
 * @param game the game.
 * @return the size in bytes; 0 for NULL.
 */
HUNTERS_API size_t hunters_game_state_size(const hunters_game *game);

/**
 * The message describing the last failed call on this game. A move refused
 * by the rules ends with the number of the rule it breaks, as in
 * "that feature already holds a tribe member (R4.2)": see @ref rules.
 *
 * Every call that takes this game as a modifiable handle (hunters_game_play(),
 * hunters_game_check(), hunters_game_draw(), hunters_game_copy() as the
 * destination, hunters_game_set_player_name(), ...) sets it when it fails;
 * the ML steps (hunters_ml_step(), hunters_ml_step_views()), which take
 * games in a batch, do not: their reason is the ML handle's message
 * (hunters_ml_errmsg()), and a refused step leaves every game's as it was.
 * A successful call leaves it as it was (but for hunters_game_undo() and
 * hunters_game_copy() into the game, which empty it), so after a success
 * it may still show an older failure: read it only right after a call that
 * failed on this game. Calls that take a `const` game (the
 * queries, hunters_game_clone(), hunters_game_legal_moves()) never write to
 * the game, so concurrent readers stay safe: their status code is the whole
 * answer.
 * The string is the game's own fixed buffer: the same pointer for the
 * game's whole life, valid until hunters_game_free(), so it may be read
 * once and kept (the Lua binding does). Its text is not kept: the next
 * call that fails replaces it, and a successful hunters_game_undo() or
 * hunters_game_copy() into the game empties it; copy the text to keep it.
 * @param game the game.
 * @return a string owned by the game, valid until the game is freed (its
 *         text changes as above); "" when no call has failed (or since
 *         an undo or a copy emptied it), "no game"
 *         (a static string) for NULL.
 */
HUNTERS_API const char *hunters_game_errmsg(const hunters_game *game);

/**
 * The tile set of the game.
 * @param game the game.
 * @return the tile set, borrowed: valid while the game lives; NULL for NULL.
 */
HUNTERS_API const hunters_tileset *hunters_game_tileset(const hunters_game *game);

/** @} */

/**
 * @defgroup moves Moves
 * A move is a 64-bit value: a placement of the drawn tile, a deployment of a
 * piece on the tile just placed, or a pass (no deployment). Build moves with
 * the constructors, read them with the accessors; the bit layout is private.
 * @{
 */

/**
 * A move, as an opaque 64-bit value. Only values made by the constructors,
 * hunters_move_parse() and hunters_game_legal_moves() are moves: any other
 * value (stray bits, or ::HUNTERS_MOVE_INVALID) has kind 0, and
 * hunters_game_check() and hunters_game_play() reject it with
 * ::HUNTERS_EINVAL.
 */
typedef uint64_t hunters_move;

/**
 * No move: what the constructors return for arguments out of their range
 * (never a silently wrapped move), and hunters_move_parse() on failure. Its
 * kind is 0, hunters_move_format() writes it as "invalid", and
 * hunters_game_check() and hunters_game_play() reject it with
 * ::HUNTERS_EINVAL.
 */
#define HUNTERS_MOVE_INVALID ((hunters_move)0)

/** Move kinds, from hunters_move_kind(). */
typedef enum hunters_move_type {
    HUNTERS_MOVE_PLACE = 1,   /**< Place the drawn tile (R3.2). */
    HUNTERS_MOVE_DEPLOY = 2,  /**< Deploy a piece on the tile just placed (R3.4, R4). */
    HUNTERS_MOVE_PASS = 3     /**< Deploy nothing. */
} hunters_move_type;

/**
 * A placement move.
 * @param x column, -32768 to 32767; east is +x.
 * @param y row, -32768 to 32767; south is +y. The start tile is at (0, 0).
 * @param rotation quarter turns clockwise, 0 to 3.
 * @return the move; ::HUNTERS_MOVE_INVALID if an argument is out of range.
 */
HUNTERS_API hunters_move hunters_move_place(int x, int y, int rotation);

/**
 * A deployment move.
 * @param area the area index on the tile just placed, as numbered by the
 *        tile set (hunters_tileset_area_kind()); 0 to 255.
 * @param piece a ::hunters_piece.
 * @return the move; ::HUNTERS_MOVE_INVALID if @p area is out of range or
 *         @p piece is no ::hunters_piece.
 */
HUNTERS_API hunters_move hunters_move_deploy(int area, int piece);

/**
 * The pass move: deploy nothing.
 * @return the move.
 */
HUNTERS_API hunters_move hunters_move_pass(void);

/** The kind of a move. @param move a move. @return a ::hunters_move_type, or 0 for a value that is no move. */
HUNTERS_API int hunters_move_kind(hunters_move move);
/** The column of a placement. @param move a move. @return x, 0 for other moves. */
HUNTERS_API int hunters_move_x(hunters_move move);
/** The row of a placement. @param move a move. @return y, 0 for other moves. */
HUNTERS_API int hunters_move_y(hunters_move move);
/** The rotation of a placement. @param move a move. @return 0 to 3; 0 for other moves. */
HUNTERS_API int hunters_move_rotation(hunters_move move);
/** The area of a deployment. @param move a move. @return the area index, 0 for other moves. */
HUNTERS_API int hunters_move_area(hunters_move move);
/** The piece of a deployment. @param move a move. @return a ::hunters_piece, 0 for other moves. */
HUNTERS_API int hunters_move_piece(hunters_move move);

/**
 * Writes a move as text, like snprintf(): "place 1 -2 r3", "deploy 2 member",
 * "deploy 0 hut", "pass"; a value that is no move (kind 0) is written as
 * "invalid", which hunters_move_parse() rejects.
 * @param move the move.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size in bytes; 32 is always enough.
 * @return the length of the text, not counting the NUL.
 */
HUNTERS_API size_t hunters_move_format(hunters_move move, char *buffer, size_t size);

/**
 * Reads the text form written by hunters_move_format(), and only it: words
 * separated by single spaces, numbers in plain decimal (no '+', no "-0", no
 * leading zeros), coordinates from -32768 to 32767, rotation r0 to r3, area
 * 0 to 255, pieces "member" and "hut", nothing before or after.
 * @param text a NUL-terminated string.
 * @param[out] out receives the move; ::HUNTERS_MOVE_INVALID on failure.
 * @return ::HUNTERS_OK, ::HUNTERS_EPARSE for other text, ::HUNTERS_EINVAL for NULL.
 */
HUNTERS_API int hunters_move_parse(const char *text, hunters_move *out);

/**
 * Lists the legal moves of the current phase without allocating.
 *
 * In a place phase: every legal (position, rotation) of the tile in hand
 * (R3.2), all four rotations listed even when a tile's symmetry makes some
 * equal. In a deploy phase: the pass, then every legal deployment (R4). In
 * draw phases and at the end: none.
 *
 * How much room: a deploy phase has at most 33 moves (the pass, and a tribe
 * member and a hut on each of at most 16 areas); a place phase at most
 * four per open position, and a board of P tiles has at most 2·P + 2 open
 * positions, so for a tile set of T tiles (all copies, the start tile
 * included) room for the larger of 8·T and 33 moves always suffices:
 * 728 for the default set (91 tiles).
 * @param game the game.
 * @param[out] moves the caller's buffer, or NULL when @p capacity is 0.
 * @param capacity how many moves @p moves can hold.
 * @return the total number of legal moves (at most @p capacity of them are
 *         written: call again with more room if it is larger), or
 *         ::HUNTERS_EINVAL. The entries of @p moves past the returned count
 *         (up to @p capacity) are scratch: the listing may write there.
 */
HUNTERS_API int hunters_game_legal_moves(const hunters_game *game, hunters_move *moves,
                                         size_t capacity);

/**
 * Checks a move without playing it.
 * @param game the game.
 * @param move the move.
 * @return ::HUNTERS_OK if hunters_game_play() would accept it, otherwise the
 *         status it would return (the game's message says why).
 */
HUNTERS_API int hunters_game_check(hunters_game *game, hunters_move move);

/**
 * Plays a move, then everything that follows automatically: scoring of
 * completed features (R5), the bonus tile (R6), the end of the turn, the
 * next draw in ::HUNTERS_DRAW_ENGINE mode, and the final scoring (R8).
 * @param game the game.
 * @param move the move.
 * @return ::HUNTERS_OK; ::HUNTERS_EILLEGAL for a move the rules forbid,
 *         ::HUNTERS_EPHASE for a move of the wrong kind for the phase,
 *         ::HUNTERS_EINVAL for a malformed move. On failure the game is
 *         unchanged and hunters_game_errmsg() says why.
 */
HUNTERS_API int hunters_game_play(hunters_game *game, hunters_move move);

/**
 * Reports the tile drawn, in a draw phase (R3.1, R3.6). A land tile that fits
 * nowhere is removed and reported (R3.3) and the phase stays a draw phase; a
 * bonus tile that fits nowhere is discarded (R6.5).
 * @param game the game.
 * @param type the tile type drawn (a land type in ::HUNTERS_PHASE_DRAW, a
 *        bonus type in ::HUNTERS_PHASE_DRAW_BONUS).
 * @return ::HUNTERS_OK; ::HUNTERS_EPHASE outside a draw phase;
 *         ::HUNTERS_EEMPTY if no tile of that type is left;
 *         ::HUNTERS_ERANGE for a type of the wrong stack or no type.
 *         On failure the game is unchanged.
 */
HUNTERS_API int hunters_game_draw(hunters_game *game, int type);

/**
 * Draws a tile with the game's seeded generator, in a draw phase: each tile
 * left in the stack is equally likely.
 * @param game the game.
 * @return ::HUNTERS_OK or ::HUNTERS_EPHASE.
 */
HUNTERS_API int hunters_game_draw_random(hunters_game *game);

/**
 * Plays the game to its end: every choice uniformly among the legal moves,
 * with a generator seeded by @p seed. The native rollout for searches and
 * experiments.
 *
 * In ::HUNTERS_DRAW_ENGINE mode the tiles come from the game's own generator,
 * as in any engine-drawn game (so a saved record of it replays); in
 * ::HUNTERS_DRAW_CALLER mode the rollout draws with its generator too, each
 * tile left equally likely, so rollouts from one state with different seeds
 * see different tiles.
 * @param game the game.
 * @param seed the seed of the move choices.
 * @return ::HUNTERS_OK or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_play_random(hunters_game *game, uint64_t seed);

/**
 * Takes back the last decision: a placement, a deployment or a pass, and in
 * ::HUNTERS_DRAW_CALLER mode a draw (its tile returns to its stack). May be
 * called again and again, back to the start of the game, and on a game
 * loaded from a record. Afterwards the state, hash, scores and event log
 * are exactly those before the undone call (in engine draw mode, the
 * engine's own draws that followed the decision are undone with it).
 *
 * The decisions are read from the event log and replayed from the start,
 * so undo keeps no extra memory and never allocates; it costs one replay
 * of the game so far, O(decisions), tens of microseconds for a whole game.
 * Player names are kept. The replay starts from the creation seed, so a
 * game whose generator was set anew cannot be undone: one redetermined
 * (hunters_game_redetermine(), a search copy, or a copy of one), one
 * switched to caller draws by hunters_ml_set_caller_draws(), or one
 * loaded from a ::HUNTERS_DRAW_CALLER record whose `generator` line does not
 * match its draws (a record of a redetermined game, or an edited one).
 * Records of caller-mode games mark the tiles hunters_game_draw_random()
 * drew, so such games load with their generator's history and undo exactly.
 * A game whose log was dropped (hunters_game_drop_log()) cannot be undone
 * either.
 * @param game the game.
 * @return ::HUNTERS_OK; ::HUNTERS_EPHASE when no decision is left to undo,
 *         when the generator was set anew as above, or when the log was
 *         dropped (the game is unchanged and its message says why);
 *         ::HUNTERS_EINVAL for NULL.
 */
HUNTERS_API int hunters_game_undo(hunters_game *game);

/**
 * How many times hunters_game_undo() can succeed: the decisions the game
 * holds (placements, deployments, passes and, in ::HUNTERS_DRAW_CALLER
 * mode, draws), or 0 for a game undo refuses (see hunters_game_undo()).
 * @param game the game.
 * @return the count, or ::HUNTERS_EINVAL for NULL.
 */
HUNTERS_API int hunters_game_decision_count(const hunters_game *game);

/** @} */

/**
 * @defgroup queries Queries
 * Reading the state of a game. None of these allocate or change the game.
 * @{
 */

/** The phase. @param game the game. @return a ::hunters_phase, or ::HUNTERS_EINVAL. */
HUNTERS_API int hunters_game_phase(const hunters_game *game);
/** The number of players. @param game the game. @return the count, or ::HUNTERS_EINVAL. */
HUNTERS_API int hunters_game_player_count(const hunters_game *game);
/** Whose turn it is. @param game the game. @return the player, or ::HUNTERS_EINVAL. */
HUNTERS_API int hunters_game_current_player(const hunters_game *game);

/**
 * A player's score.
 * @param game the game.
 * @param player 0 to players - 1.
 * @return the score (never negative), or a negative status.
 */
HUNTERS_API int hunters_game_score(const hunters_game *game, int player);

/**
 * How many pieces of a kind a player has in supply.
 * @param game the game.
 * @param player the player.
 * @param piece a ::hunters_piece.
 * @return the count, or a negative status.
 */
HUNTERS_API int hunters_game_supply(const hunters_game *game, int player, int piece);

/**
 * A player's place in the ranking (R8.4): 1 + the number of players with a
 * higher score, so tied players share a place. Meaningful at any time; final
 * once the phase is ::HUNTERS_PHASE_OVER.
 * @param game the game.
 * @param player the player.
 * @return the place, from 1, or a negative status.
 */
HUNTERS_API int hunters_game_rank(const hunters_game *game, int player);

/**
 * The tile type drawn and waiting to be placed.
 * @param game the game.
 * @return the type index, or ::HUNTERS_ERANGE when no tile is in hand.
 */
HUNTERS_API int hunters_game_tile_in_hand(const hunters_game *game);

/**
 * How many tiles of a type are left to draw (in its own stack: land or
 * bonus). With hunters_game_stack_size() this gives the chance outcomes of
 * the next draw and their probabilities.
 * @param game the game.
 * @param type a type index.
 * @return the count, or a negative status.
 */
HUNTERS_API int hunters_game_tiles_left(const hunters_game *game, int type);

/**
 * How many tiles are left in a stack.
 * @param game the game.
 * @param bonus 0 for the land stack, 1 for the bonus stack.
 * @return the count, or a negative status.
 */
HUNTERS_API int hunters_game_stack_size(const hunters_game *game, int bonus);

/**
 * hunters_tileset_find_tiles() over the tile types still to be drawn in
 * this game (hunters_game_tiles_left() of at least 1) and, at a draw, in
 * the stack that draw takes from: in ::HUNTERS_PHASE_DRAW only land types
 * (R3.1), in ::HUNTERS_PHASE_DRAW_BONUS only bonus types (R3.6, R6). So
 * the tile a player at the table has just drawn is among them, and every
 * type found is one hunters_game_draw() takes now; a query that matches
 * only types of the other stack finds none (0, not an error).
 *
 * In the other phases no draw is waiting, and which stack the next one
 * takes from is not known yet (a bonus tile follows only a land tile that
 * closes a forest with a gold nugget, R6.1), so the types left in both
 * stacks are searched: a caller looking ahead, or one whose game draws
 * for itself (::HUNTERS_DRAW_ENGINE never rests at a draw), sees every
 * tile still to come, each in its own stack.
 *
 * The same query language, ranking, errors and results as
 * hunters_tileset_find_tiles().
 * @param game the game.
 * @param query a NUL-terminated query.
 * @param[out] matches where to write the best @p capacity matches, best
 *        first; may be NULL when @p capacity is 0. Owned by the caller.
 * @param capacity the room in @p matches.
 * @param[out] error where to describe a failure, or NULL.
 * @return the number of matching types (0 for none; more than @p capacity
 *         when only the best were written), ::HUNTERS_EINVAL for a NULL
 *         @p game, or a negative status as hunters_tileset_find_tiles().
 *         The game is not changed and nothing is allocated.
 */
HUNTERS_API int hunters_game_find_tiles(const hunters_game *game, const char *query,
                                        hunters_tile_match *matches, int capacity, hunters_error *error);

/**
 * How many tiles are on the board, the start tile included.
 * @param game the game.
 * @return the count, or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_placed_count(const hunters_game *game);

/**
 * The position of the n-th tile placed (0 is the start tile).
 * @param game the game.
 * @param index 0 to hunters_game_placed_count() - 1.
 * @param[out] x the column, or NULL.
 * @param[out] y the row, or NULL.
 * @return ::HUNTERS_OK or a negative status.
 */
HUNTERS_API int hunters_game_placed_position(const hunters_game *game, int index, int *x, int *y);

/** What stands on one board position; see hunters_game_board(). */
typedef struct hunters_square {
    int32_t type;          /**< Tile type index. */
    int32_t rotation;      /**< Quarter turns clockwise. */
    int32_t order;         /**< Placement order, 0 for the start tile. */
    int32_t piece_owner;   /**< The player whose piece is on the tile, or -1. */
    int32_t piece;         /**< A ::hunters_piece, 0 if none. */
    int32_t piece_area;    /**< The area the piece stands on, -1 if none. */
    int32_t reserved[2];   /**< Zero; room for later fields. */
} hunters_square;

/**
 * What is at a board position.
 * @param game the game.
 * @param x the column.
 * @param y the row.
 * @param[out] out receives the tile and its piece.
 * @return ::HUNTERS_OK, ::HUNTERS_ERANGE for an empty position, or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_board(const hunters_game *game, int x, int y, hunters_square *out);

/** A connected feature, as seen from one area of a placed tile. */
typedef struct hunters_feature {
    int32_t kind;          /**< The area's ::hunters_area_kind (a lake is its own kind). */
    int32_t id;            /**< Equal for areas of the same feature; valid until the next placement. */
    int32_t halves;        /**< Half-sides the queried area touches, rotated to the board. */
    int32_t complete;      /**< 1 for a completed forest or river (R5.1, R5.2), else 0. */
    int32_t open_sides;    /**< Forest sides or river ends still open. */
    int32_t tiles;         /**< Tiles of the feature, each counted once. */
    int32_t fish;          /**< Rivers: fish of the lakes at its ends; lakes: its fish. */
    int32_t nuggets;       /**< Gold nuggets (forests). */
    int32_t mushrooms;     /**< Mushroom patches (forests). */
    int32_t deer;          /**< Deer (meadows). */
    int32_t mammoths;      /**< Mammoths (meadows). */
    int32_t tigers;        /**< Sabre-toothed tigers (meadows). */
    int32_t aurochs;       /**< Aurochs (meadows). */
    int32_t fire;          /**< Fires (meadows). */
    int32_t dolmen;        /**< Dolmens (meadows). */
    int32_t members[HUNTERS_MAX_PLAYERS]; /**< Tribe members on the feature, by player. */
    int32_t system_id;     /**< Rivers and lakes: the river system's id (R7.1), else -1. */
    int32_t system_fish;   /**< Rivers and lakes: fish in all lakes of the system. */
    int32_t huts[HUNTERS_MAX_PLAYERS];    /**< Rivers and lakes: huts on the system, by player. */
    int32_t value;         /**< What it would score now: forests and rivers by R5.3/R5.4,
                                meadows by R8.3, lakes by the system's huts rule R8.2. */
    int32_t reserved[7];   /**< Zero; room for later fields. */
} hunters_feature;

/**
 * Describes the feature an area of a placed tile belongs to.
 * @param game the game.
 * @param x the tile's column.
 * @param y the tile's row.
 * @param area the area index on that tile (as the tile set numbers them).
 * @param[out] out receives the description.
 * @return ::HUNTERS_OK, ::HUNTERS_ERANGE if there is no such tile or area,
 *         or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_feature(const hunters_game *game, int x, int y, int area,
                                     hunters_feature *out);

/**
 * A 64-bit hash of the game state: board, pieces, scores, supplies,
 * stacks, phase, player, tile in hand and, in ::HUNTERS_DRAW_ENGINE mode,
 * the generator's state (in caller mode the draws come from outside). Equal
 * states hash equal whatever the order in which the tiles were placed; the
 * event log is not hashed. Each tile's rotation is part of the state, so a
 * symmetric tile laid in two rotations that look the same hashes apart.
 * Because it covers the generator, the hash tells apart states that differ
 * only in the hidden order of the stacks, and so can reveal it: do not show
 * it to a player or an agent that must not peek (the ML marks,
 * ::hunters_ml_views, hash public state only).
 * @param game the game.
 * @return the hash; 0 for NULL.
 */
HUNTERS_API uint64_t hunters_game_hash(const hunters_game *game);

/** @} */

/**
 * @defgroup events Events
 * Every game keeps an append-only log of what happened, for animating turns
 * and explaining every point. Read it by index; entries never change.
 * @{
 */

/** Event types. */
typedef enum hunters_event_type {
    HUNTERS_EVENT_TURN = 1,            /**< A turn begins: player. */
    HUNTERS_EVENT_TILE_DRAWN = 2,      /**< player drew tile_type from the land stack (R3.1). */
    HUNTERS_EVENT_TILE_REMOVED = 3,    /**< tile_type fitted nowhere and left the game (R3.3). */
    HUNTERS_EVENT_TILE_PLACED = 4,     /**< player placed tile_type at x, y with rotation. Event 0 of
                                            every game places the start tile, with player -1. */
    HUNTERS_EVENT_PIECE_DEPLOYED = 5,  /**< player put piece on area of the tile at x, y; role says as what. */
    HUNTERS_EVENT_FEATURE_COMPLETED = 6, /**< The feature of area at x, y was completed; points is its value. */
    HUNTERS_EVENT_POINTS = 7,          /**< player scored points for the feature of area at x, y; reason says why.
                                            points may be 0 (the final scoring, R8, logs a 0 for a player
                                            whose pieces earned nothing there: huts on a river system
                                            without fish, say). */
    HUNTERS_EVENT_PIECE_RETURNED = 8,  /**< player's piece from area at x, y went back to supply. */
    HUNTERS_EVENT_BONUS_DRAWN = 9,     /**< player drew bonus tile_type (R6.1). */
    HUNTERS_EVENT_BONUS_DISCARDED = 10, /**< bonus tile_type fitted nowhere and left the game (R6.5). */
    HUNTERS_EVENT_FINAL_FEATURE = 11,  /**< Final scoring of the feature of area at x, y: points is its value (R8). */
    HUNTERS_EVENT_GAME_OVER = 12,      /**< The game ended (R8.1). */
    HUNTERS_EVENT_PASSED = 13          /**< player deployed nothing on the tile at x, y (R3.4). */
} hunters_event_type;

/** Why points were scored or a feature valued. */
typedef enum hunters_reason {
    HUNTERS_REASON_NONE = 0,       /**< No reason applies. */
    HUNTERS_REASON_FOREST = 1,     /**< A completed forest (R5.3). */
    HUNTERS_REASON_RIVER = 2,      /**< A completed river (R5.4). */
    HUNTERS_REASON_HUTS = 3,       /**< Huts on a river system at the end (R8.2). */
    HUNTERS_REASON_MEADOW = 4,     /**< Hunters on a meadow at the end (R8.3). */
    HUNTERS_REASON_END = 5         /**< A piece returned without points at the end (R8.1). */
} hunters_reason;

/** The role of a deployed piece (R4.1). */
typedef enum hunters_role {
    HUNTERS_ROLE_NONE = 0,         /**< Not a deployment. */
    HUNTERS_ROLE_GATHERER = 1,     /**< A tribe member in a forest. */
    HUNTERS_ROLE_FISHER = 2,       /**< A tribe member on a river. */
    HUNTERS_ROLE_HUNTER = 3,       /**< A tribe member on a meadow. */
    HUNTERS_ROLE_HUT = 4           /**< A hut on a river or a lake. */
} hunters_role;

/**
 * One entry of the event log. Fields that do not apply are -1, except x
 * and y (0, 0 in events of no tile on the board: a turn, a draw, a tile
 * removed or discarded, the game's end), role and reason (::HUNTERS_ROLE_NONE,
 * ::HUNTERS_REASON_NONE) and points (0).
 */
typedef struct hunters_event {
    int32_t type;        /**< A ::hunters_event_type. */
    int32_t player;      /**< The player concerned (0-based), or -1. */
    int32_t tile_type;   /**< The tile type concerned, or -1. */
    int32_t x;           /**< Board column of the tile concerned. */
    int32_t y;           /**< Board row of the tile concerned. */
    int32_t rotation;    /**< Rotation of a placed tile, or -1. */
    int32_t area;        /**< Area index on the tile at x, y, or -1. */
    int32_t piece;       /**< A ::hunters_piece, or -1. */
    int32_t role;        /**< A ::hunters_role. */
    int32_t reason;      /**< A ::hunters_reason. */
    int32_t points;      /**< Points scored, or the value of a feature. */
    int32_t reserved;    /**< Zero. */
} hunters_event;

/**
 * How many events the log holds.
 * @param game the game.
 * @return the count, or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_event_count(const hunters_game *game);

/**
 * Empties the event log and stops logging, for games whose events nobody
 * reads: the rollouts of a search, and batch self-play. Logging costs about
 * a tenth of the instructions of a random game (doc/benchmark.md), and an
 * unlogged game copies faster, since a copy moves the log too.
 *
 * The game plays on exactly as before: the same moves are legal and give
 * the same state, hash and scores. What reads the log refuses from then on:
 * hunters_game_event_count() is 0, hunters_game_undo() gives
 * ::HUNTERS_EPHASE, hunters_game_decision_count() is 0, hunters_game_save()
 * writes nothing and hunters_game_save_file() gives ::HUNTERS_EPHASE.
 * There is no way back for this game; hunters_game_copy() from a logged
 * game brings a log with the state it copies, and a clone of an unlogged
 * game is unlogged. Never allocates.
 * @param game the game.
 * @return ::HUNTERS_OK (also when the log was already dropped), or
 *         ::HUNTERS_EINVAL for NULL.
 */
HUNTERS_API int hunters_game_drop_log(hunters_game *game);

/**
 * Reads one event.
 * @param game the game.
 * @param index 0 to hunters_game_event_count() - 1.
 * @param[out] out receives the event.
 * @return ::HUNTERS_OK, ::HUNTERS_ERANGE or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_event(const hunters_game *game, int index, hunters_event *out);

/**
 * Writes an event as one line of English, like snprintf(), naming tile types
 * by the game's tile set: e.g. "player 1 scores 6 for the river at (2,0) area 1".
 * The text numbers players from 1, as people do: the event of player index 0
 * (the event's player, which stays 0-based as every index of the API)
 * says "player 1".
 * @param game the game.
 * @param event an event of that game.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size; 256 is enough for every event (tile names
 *        have at most 31 bytes: the longest line is about 130 bytes). A
 *        longer line would be cut, as snprintf() does: compare the result.
 * @return the length of the text, not counting the NUL.
 */
HUNTERS_API size_t hunters_event_format(const hunters_game *game, const hunters_event *event,
                                        char *buffer, size_t size);

/** @} */

/**
 * @defgroup records Game records
 * Saving a game as text and loading it back: see the @ref record_format
 * "game-record format". A record lists every chance outcome (tile drawn) and
 * every move in order, after a header with the players, options and tile
 * set; loading replays it through the normal rule checks.
 * @{
 */

/**
 * Names a player, for records and frontends.
 * @param game the game.
 * @param player the player.
 * @param name text in UTF-8 ("Zoë", "李", emoji), at most 31 bytes (not
 *        characters: "é" is 2 bytes, "李" 3, an emoji 4); "" clears the
 *        name. Copied. Refused: a name with no character that shows, only
 *        spaces and invisible characters (a list of players would show it
 *        as no name: U+0020, U+00A0, U+3000 and Unicode's other spaces,
 *        the zero-width U+200B, U+2060, U+FEFF, joiners, marks, variation
 *        selectors, fillers such as U+3164); a name that starts or ends
 *        with one of those spaces, or a filler that shows as a blank
 *        (U+3164, U+FFA0, U+2800; U+115F or U+1160 outside a syllable),
 *        invisible characters around it not counting (U+200D then " Ann"
 *        shows as " Ann"): a typing slip, "Ann " and "Ann" would look
 *        alike; inside a name they are taken, and an invisible character
 *        that is no space, such as an emoji's U+FE0F, may end it; invalid
 *        UTF-8 (an overlong form, a surrogate U+D800 to U+DFFF, a code point
 *        above U+10FFFF, a sequence cut short, a stray continuation byte), a
 *        control character (U+0000 to U+001F, DEL U+007F, U+0080 to U+009F),
 *        Unicode's 66 noncharacters, U+FDD0 to U+FDEF and the last two
 *        code points of every plane (U+FFFE, U+FFFF, U+1FFFE, U+1FFFF
 *        ... U+10FFFF: no text holds them, no XML text, such as
 *        hunters_svg_board()'s, U+FFFE or U+FFFF; one message names them
 *        all, and the one found by its code point: "U+FDD0 at byte 4 is
 *        one"), the bidirectional embeddings, overrides and
 *        isolates U+202A to U+202E and U+2066 to U+2069 (unclosed, they
 *        reorder the text that follows the name; the marks U+200E and
 *        U+200F are taken), the line and paragraph separators U+2028 and
 *        U+2029 (they break the line a name is shown in), the interlinear
 *        annotation characters U+FFF9 to U+FFFB (they hide or move the
 *        text between them) and '#' (a record's comment sign). A record
 *        holds the name as it is (doc/record-format.md); a record saved
 *        with a name now refused for its spaces, its separators, its
 *        annotation characters or a noncharacter other than U+FFFE and
 *        U+FFFF still loads with that name.
 * @return ::HUNTERS_OK, ::HUNTERS_ERANGE for no such player, ::HUNTERS_EINVAL
 *         for a NULL or unacceptable name (the game's message says why and,
 *         for a character, at which byte, counted from 1; a control, a
 *         noncharacter, a bidirectional control, a line or paragraph
 *         separator or an annotation character also by its code point,
 *         which may show as nothing: "a player name has no control
 *         characters: U+0009 at byte 2 is one (U+0000 to U+001F, U+007F to
 *         U+009F)"); the name is then as it was.
 */
HUNTERS_API int hunters_game_set_player_name(hunters_game *game, int player, const char *name);

/**
 * A player's name.
 * @param game the game.
 * @param player the player.
 * @return a string owned by the game (UTF-8, as it was set), valid until
 *         the name changes or the game is freed; "" when unnamed; NULL for a
 *         bad argument.
 */
HUNTERS_API const char *hunters_game_player_name(const hunters_game *game, int player);

/**
 * Finds a name as hunters_game_set_player_name() takes it: the text a user
 * typed without the spaces at its ends that the setter refuses, by the
 * setter's own rule. Space-like are Unicode's White_Space (U+0020, U+00A0,
 * U+1680, U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F, U+3000, and
 * the controls U+0009 to U+000D and U+0085), the zero-width spaces U+180E,
 * U+200B, U+2060, U+FEFF, and the fillers that show as a blank a character
 * wide (U+3164, U+FFA0, the braille blank U+2800; the jamo fillers U+115F
 * and U+1160 unless inside a syllable). An end is the first (last)
 * character that is not invisible (Default_Ignorable_Code_Point, such as
 * U+200D, U+FE0F, U+200F): a space behind invisible characters goes with
 * them (U+200D then " Ann" gives "Ann"), while invisible characters beside
 * a character that shows stay ("Ann" then U+200D stays as it is). Inside a name nothing is taken
 * off. A name with no character that shows (only spaces and invisible
 * characters) gives the empty name. Nothing is copied or allocated: the
 * result is a part of name.
 *
 * The result is then accepted by hunters_game_set_player_name() unless it
 * is empty (which clears a name), or has other faults the setter names: a
 * control character or NUL inside it (a byte within length, not an end),
 * '#', a noncharacter (U+FDD0 to U+FDEF, U+FFFE, U+FFFF ... U+10FFFF), a
 * bidirectional embedding, override or isolate, a
 * line or paragraph separator (U+2028, U+2029: taken off the ends as
 * spaces, refused inside), an interlinear annotation character (U+FFF9 to
 * U+FFFB), or more than 31 bytes (cut it at a whole character and trim again: a cut
 * can leave a space at the end).
 *
 * @param name the text, UTF-8; need not end with a NUL: only its first
 *        length bytes are read.
 * @param length its bytes.
 * @param[out] start where the trimmed name starts, in bytes from name; 0
 *        for the empty name.
 * @param[out] trimmed_length the trimmed name's bytes (0 for none).
 * @return ::HUNTERS_OK; ::HUNTERS_EINVAL for a NULL argument or for text
 *         that is no valid UTF-8 (the forms hunters_game_set_player_name()
 *         refuses: an overlong form, a surrogate, a code point above
 *         U+10FFFF, a sequence cut short, a stray continuation byte), and
 *         then *start and *trimmed_length are as they were.
 */
HUNTERS_API int hunters_player_name_trim(const char *name, size_t length, size_t *start, size_t *trimmed_length);

/**
 * Writes the game's record, like snprintf(). Saving, loading and saving
 * again gives the identical text. A game on a tile set other than the
 * built-in one carries its tile set inside the record; a set loaded from
 * text or a file that is the built-in set (the same content hash and the
 * same tiles, compared in full, whatever its name) is written as the
 * built-in set is: named by its name and hash, not carried.
 * @param game the game, finished or not.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size in bytes.
 * @return the length of the whole record, not counting the NUL (if it is
 *         @p size or more, the text was cut: call again with more room);
 *         0 (and an empty string) if @p game is NULL, is an engine-mode
 *         game redetermined by hunters_game_redetermine(), or has dropped
 *         its log (hunters_game_drop_log()).
 */
HUNTERS_API size_t hunters_game_save(const hunters_game *game, char *buffer, size_t size);

/**
 * Writes the game's record to a file (created or replaced) without ever
 * leaving it half-written: the record goes to a new file "hunters.tmp-" and
 * 16 hex digits in @p path's folder, created exclusively (an existing file
 * or symbolic link of that name is never opened or followed), is flushed
 * (and, where the system is POSIX, fsync()ed), then renamed over @p path.
 * Where the system is POSIX, the new file keeps the permission bits of the
 * file it replaces (a new file gets the default ones), and a file there
 * that is read-only (no write permission bit for anyone, as `chmod a-w`
 * and file managers make it) is never replaced: the save is
 * ::HUNTERS_EIO with errno EACCES before any file is made, as a shell's
 * `>` refuses it, though the rename asks only the folder's permission. The
 * bits decide, whoever saves (root too); a symbolic link's file is asked
 * (below); a file with any write bit is replaced as before. If the save fails,
 * the file at @p path is as it was and no temporary file is left.
 * Where the system is POSIX, a @p path that names neither a regular file
 * nor a folder (a device such as /dev/null, a named pipe) is written in
 * place, as a shell's redirection would, never replaced by a file; but a
 * named pipe nobody has open for reading is ::HUNTERS_EIO with errno
 * ENXIO, nothing written, where a shell would wait (with no time limit,
 * and no way for the caller to give up) for a reader: the reader must
 * have the pipe open when the save begins (one started at the same moment
 * may come too late; the caller may try again). A reader that
 * closes the pipe before the whole record is in it gets the process the
 * signal SIGPIPE, as any write to such a pipe does (ignore it, and the
 * save is ::HUNTERS_EIO with errno EPIPE). Where the system is POSIX, a @p path
 * that is a symbolic link stays one: the file it names (followed link by
 * link, a relative one from the link's folder) is the one replaced, its
 * temporary file beside it, or created when the link names no file yet, as
 * cp and editors do; a loop or a chain of more than 40 links is
 * ::HUNTERS_EIO with errno ELOOP, and so that a link someone else placed
 * in a shared folder never chooses the file replaced, a link in a sticky
 * world-writable folder (/tmp) owned by neither the caller nor the
 * folder's owner is ::HUNTERS_EIO with errno EACCES, as Linux's
 * fs.protected_symlinks answers, nothing changed. The links are read
 * before the rename: a link changed in between still has the file it
 * named replaced. A name followed to is built as text, the link's folder
 * as spelled then its relative target, with no ".." folded (a folder in
 * it may itself be a link). The temporary name is the file's folder part
 * (up to its last '/', as given or as built through links) and 28 bytes,
 * whatever the file's last part: so every last part the system takes (up
 * to NAME_MAX, 255 bytes on most systems) saves, but a save that replaces
 * or creates a file is ::HUNTERS_EIO with errno ENAMETOOLONG, nothing
 * changed, when that folder part, its '/' included, has PATH_MAX - 28
 * bytes or more (4068 on Linux, whose PATH_MAX of 4096 counts the final
 * NUL; only a name whose last part is shorter than 28 bytes can reach
 * it), or when a name built through links has PATH_MAX bytes or more,
 * though the system itself follows a chain of links in deep folders
 * however long the name built along it. A @p path that reaches, by its
 * name or a link, one of the process's own descriptors open for writing on a regular file
 * (/dev/stdout, /dev/fd/N, /proc/self/fd/N with the output redirected to
 * a file) is written through that descriptor at its position, never replaced: the
 * file holds what came before, the record, then what is written after
 * (flush stdio buffers first); any other link in Linux's /proc (another
 * process's descriptor, or one of this process's open only for reading) is
 * written in place through the system's following of it, but a read-only
 * regular file reached so is EACCES too, never truncated.
 * Allocates, through the game's allocator, room for the record and the
 * temporary name (and a link's target). Of two saves to the same path at once, the last rename wins.
 * @param game the game.
 * @param path the file's path, opened with fopen().
 * @return ::HUNTERS_OK, ::HUNTERS_EIO, ::HUNTERS_ENOMEM, ::HUNTERS_EINVAL,
 *         or ::HUNTERS_EPHASE for a game hunters_game_save() writes nothing for.
 *         The status is the whole answer: @p game is `const`, so a failure
 *         does not set hunters_game_errmsg(), which may still show an older,
 *         unrelated failure. On ::HUNTERS_EIO errno is the system's reason,
 *         as the step that failed (fopen(), fwrite(), fsync(), rename() ...)
 *         set it, and nothing names the step: a caller wording a message
 *         tells them apart itself. A folder at @p path, however spelled
 *         ("dir", "dir/", "."), is EISDIR before any file is made; ENOENT
 *         is an empty @p path (no file made), a missing folder, or one that takes no new file (Linux's
 *         /proc: no temporary file can be made beside the writable
 *         /proc/sys/kernel/hostname, so that file is never replaced);
 *         EACCES a read-only file at @p path (above: /proc/version, 0444,
 *         is one), or with EPERM or EROFS a folder
 *         that refuses the temporary file (or a link refused, above);
 *         ENOSPC, EDQUOT, EFBIG or EIO the writing of it.
 */
HUNTERS_API int hunters_game_save_file(const hunters_game *game, const char *path);

/**
 * Loads a game record: creates a game and replays every line through the
 * rule checks. Nothing half-built is ever returned.
 * @param[out] out receives the game, owned by the caller; NULL on failure.
 * @param text the record; any bytes, read only within @p length.
 * @param length the number of bytes of @p text.
 * @param tileset the tile set to use when the record names a set by its
 *        hash without carrying it, or NULL (then only the default set, or a
 *        set carried in the record, can match). Read during the call; a
 *        game made from it keeps its own reference, as with
 *        ::hunters_game_options::tileset, so the caller may free it after.
 * @param allocator the allocator, or NULL for malloc; copied, as
 *        ::hunters_game_options::allocator (usable while the game lives).
 * @param[out] error the line and column of a failure and why, or NULL.
 * @return ::HUNTERS_OK; ::HUNTERS_EPARSE for malformed text, a record made
 *         for another tile set, or a text of 256 MiB or more (refused
 *         unread, line 0); ::HUNTERS_EILLEGAL for a move the rules
 *         forbid; ::HUNTERS_ENOMEM; ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_load(hunters_game **out, const char *text, size_t length,
                                  const hunters_tileset *tileset, const hunters_allocator *allocator,
                                  hunters_error *error);

/**
 * Loads a game record from a file, as hunters_game_load().
 * @param[out] out receives the game, owned by the caller; NULL on failure.
 * @param path the file's path.
 * @param tileset a tile set to match the record's hash against, or NULL.
 * @param allocator the allocator, or NULL for malloc.
 * @param[out] error where a failure is described, or NULL.
 * @return as hunters_game_load(), or ::HUNTERS_EIO (errno then the
 *         system's reason, as for hunters_tileset_load_file()).
 */
HUNTERS_API int hunters_game_load_file(hunters_game **out, const char *path, const hunters_tileset *tileset,
                                       const hunters_allocator *allocator, hunters_error *error);

/** @} */

/**
 * @defgroup pictures Pictures
 * SVG pictures of tiles, boards and tile sets, drawn from the tile-set
 * description (never from a per-name picture), so any custom set renders.
 * A tile is a 100 x 100 square; items are symbols with a letter and a
 * count, pieces carry their player's number as well as a colour from a
 * colour-blind-safe palette (Okabe-Ito). Every number in the text is an
 * integer, so the same input gives byte-identical output everywhere. See
 * the @ref pictures page. The functions write like snprintf(), but return
 * a status.
 * @{
 */

/** The version of ::hunters_svg_options this header describes. */
#define HUNTERS_SVG_OPTIONS_VERSION 1

/** Parts of a picture, for hunters_svg_options::flags. */
enum {
    HUNTERS_SVG_COORDINATES = 1, /**< Board: column and row numbers on the axes. */
    HUNTERS_SVG_LEGAL = 2,       /**< Board: the legal positions of the tile in hand, dashed. */
    HUNTERS_SVG_SCORES = 4,      /**< Board: the score table. */
    HUNTERS_SVG_LEGEND = 8       /**< Board and catalogue: the legend of symbols. */
};

/**
 * Options of the picture functions. Initialise with
 * hunters_svg_options_init(), then change what you need.
 */
typedef struct hunters_svg_options {
    uint32_t version;      /**< ::HUNTERS_SVG_OPTIONS_VERSION. */
    uint32_t flags;        /**< HUNTERS_SVG_* parts; default coordinates, scores and legend. */
    int32_t scale;         /**< Pixels of the picture's width and height per tile, 10 to 1000; default 100. */
    int32_t columns;       /**< Catalogue: tiles per row, 1 to 64; default 8. */
    int32_t reserved[4];   /**< Zero (else ::HUNTERS_EINVAL); room for later fields. */
} hunters_svg_options;

/**
 * Fills @p options with the defaults and the current version.
 * @param options the caller's options struct; ignored if NULL.
 */
HUNTERS_API void hunters_svg_options_init(hunters_svg_options *options);

/**
 * Draws one tile type at a rotation as an SVG document, like snprintf():
 * at most @p size bytes including a terminating NUL are written.
 * @param tileset the tile set.
 * @param type a type index.
 * @param rotation quarter turns clockwise, 0 to 3.
 * @param options the options, or NULL for the defaults.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size in bytes.
 * @param[out] length receives the length of the whole text, not counting
 *        the NUL (0 on a bad argument); may be NULL.
 * @return ::HUNTERS_OK; ::HUNTERS_EBUFS if the text was cut (call again
 *         with *length + 1 bytes); ::HUNTERS_ERANGE for no such type;
 *         ::HUNTERS_EINVAL for a NULL tile set, a bad rotation, a NULL
 *         buffer with a nonzero size or bad options (then nothing is written).
 */
HUNTERS_API int hunters_svg_tile(const hunters_tileset *tileset, int type, int rotation,
                                 const hunters_svg_options *options, char *buffer, size_t size,
                                 size_t *length);

/**
 * Draws a game's board as an SVG document, like hunters_svg_tile(): every
 * placed tile (an element with class "tile" and data-x, data-y, data-type,
 * data-rotation, data-order attributes), every piece on the board (class
 * "piece": tribe members standing in forests and on rivers, lying as
 * hunters on meadows; huts), the last placed tile outlined, and as the
 * flags ask the coordinates, the legal positions of the tile in hand, the
 * score table and the legend. The score table names each player as
 * hunters_player_name_trim() trims the name, "player N" for none; a
 * character hunters_game_set_player_name() refuses now but a record saved
 * before may hold (U+2028, U+2029, U+FFF9 to U+FFFB, a noncharacter such
 * as U+FDD0) is drawn escaped, "<U+FFF9>", as the tools show it.
 * @param game the game. Not changed.
 * @param options the options, or NULL for the defaults.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size in bytes.
 * @param[out] length receives the length of the whole text (0 on a bad
 *        argument); may be NULL.
 * @return ::HUNTERS_OK, ::HUNTERS_EBUFS or ::HUNTERS_EINVAL, as hunters_svg_tile().
 */
HUNTERS_API int hunters_svg_board(const hunters_game *game, const hunters_svg_options *options,
                                  char *buffer, size_t size, size_t *length);

/**
 * Draws the catalogue sheet of a tile set as an SVG document, like
 * hunters_svg_tile(): every tile type unrotated with its name and number of
 * copies, land tiles first and bonus tiles apart, for checking a
 * transcription against the physical tiles.
 * @param tileset the tile set.
 * @param options the options, or NULL for the defaults.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size in bytes.
 * @param[out] length receives the length of the whole text (0 on a bad
 *        argument); may be NULL.
 * @return ::HUNTERS_OK, ::HUNTERS_EBUFS or ::HUNTERS_EINVAL, as hunters_svg_tile().
 */
HUNTERS_API int hunters_svg_catalog(const hunters_tileset *tileset, const hunters_svg_options *options,
                                    char *buffer, size_t size, size_t *length);

/** @} */

/**
 * @defgroup bots Bots, search and advice
 * Searching a game without peeking at the hidden order of the stacks,
 * projecting the final scores, and the library's bots (random, greedy,
 * Monte Carlo tree search) with their advice for players. See the
 * @ref bots_page "bots page" for the search, its value and its strength.
 *
 * @par Every search copy must be redetermined
 * In ::HUNTERS_DRAW_ENGINE mode a game carries its generator, so a copy
 * (hunters_game_clone(), hunters_game_copy()) would draw the very tiles the
 * real game will draw: a search from such a copy peeks, whatever seed it
 * gives its rollouts. Call hunters_game_redetermine() on every copy a search
 * explores, with a seed of the search's own. The library's bots do so on
 * every iteration.
 * @{
 */

/**
 * Makes the game's future draws a fresh uniform sample, from @p seed, of
 * the tiles really left in both stacks: only the hidden order changes.
 * The board, pieces, supplies, scores, counts of tiles left and the tile in
 * hand are unchanged (in ::HUNTERS_DRAW_CALLER mode this reseeds the
 * generator of hunters_game_draw_random()). Every search copy must call
 * this (see the group's introduction). A redetermined game is a search
 * copy, not a game to keep: hunters_game_undo() refuses it, and in
 * ::HUNTERS_DRAW_ENGINE mode hunters_game_save() writes nothing for it
 * (its seed no longer tells its draws, so no record of it would load).
 * @param game the game.
 * @param seed the seed of the new order.
 * @return ::HUNTERS_OK or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_redetermine(hunters_game *game, uint64_t seed);

/**
 * The scores each player would have if the game ended now, without
 * changing the game: the points already scored, plus, in a deploy phase,
 * the features the tile just placed completes (as if the player passed,
 * R3.5, R5), plus the final scoring of the pieces standing (huts R8.2,
 * hunters on meadows R8.3 with the dolmen R6.6; tribe members on
 * unfinished forests and rivers score nothing, R8.1). Once the game is
 * over it is the final score. Allocates nothing.
 * @param game the game.
 * @param[out] scores receives one score per player: an array of at least
 *        hunters_game_player_count() (at most ::HUNTERS_MAX_PLAYERS) entries.
 * @return ::HUNTERS_OK or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_game_project_scores(const hunters_game *game, int32_t *scores);

/** The bots of the library. */
typedef enum hunters_bot_kind {
    HUNTERS_BOT_RANDOM = 1,  /**< Uniformly among the legal moves of the decision. */
    HUNTERS_BOT_GREEDY = 2,  /**< The whole turn with the best projected score difference. */
    HUNTERS_BOT_MCTS = 3,    /**< Monte Carlo tree search over whole turns, redetermined every iteration. */
    HUNTERS_BOT_MCTS2 = 4    /**< Sequential halving over whole turns, rollouts in which every player places
                                  and deploys, a cut-off value of the pieces' future; a player whose
                                  recent turns in the game's log were ::HUNTERS_BOT_GREEDY's is
                                  expected to play greedy's turn again, in the stored tree and in the
                                  rollouts (none with max_nodes 32 or less; a game that dropped its
                                  log models nobody; doc/bots.md). */
} hunters_bot_kind;

/** The version of ::hunters_bot_options this header describes. */
#define HUNTERS_BOT_OPTIONS_VERSION 1

/**
 * Options of a bot call. Initialise with hunters_bot_options_init(), then
 * change what you need; fields may be added at the end in later versions.
 *
 * Only iteration budgets are deterministic: the same game, options and seed
 * give the same move when @c milliseconds is 0. A time budget stops the
 * search wherever the clock says, so its move may vary from run to run.
 */
typedef struct hunters_bot_options {
    uint32_t version;        /**< ::HUNTERS_BOT_OPTIONS_VERSION. */
    int32_t kind;            /**< A ::hunters_bot_kind; default ::HUNTERS_BOT_MCTS. */
    uint64_t seed;           /**< Seed of the bot's choices and redeterminations; default 0. */
    int32_t iterations;      /**< MCTS iterations, 0 for no limit (then @c milliseconds must be set); default 1000. */
    int32_t milliseconds;    /**< MCTS wall-clock budget, 0 for none; default 0. Not deterministic.
                                  ::HUNTERS_BOT_MCTS2 counts it from the call's start (listing the
                                  turns and reading the game's log included). */
    int32_t threads;         /**< 0 or 1: the search runs on the calling thread (see the bots page for
                                  root-parallel search on the caller's threads); default 1.
                                  ::HUNTERS_BOT_MCTS2: 0 to 64 root-parallel searches, the same
                                  result for a given seed and thread count (their memory comes
                                  from the game's allocator; the threads themselves, C11 threads,
                                  from the C library). */
    int32_t max_nodes;       /**< Most candidate turns the tree holds (memory bound, see
                                  hunters_bot_memory()), 1 to 1000000; default 4096.
                                  ::HUNTERS_BOT_MCTS2: also its stored tree below the root, at most
                                  max_nodes - 32 reply nodes (and no more than @c iterations); 32 or
                                  less: no tree, every rollout open loop. */
    double exploration;      /**< Exploration constant c of the selection, 0 to 1e6; default 0.1.
                                  ::HUNTERS_BOT_MCTS2: at its reply nodes. */
    int32_t rollout_turns;   /**< Turns each rollout plays after the candidate before it is valued, 0 to
                                  play to the end; default 4. ::HUNTERS_BOT_MCTS: tiles placed at random, no
                                  deployments. ::HUNTERS_BOT_MCTS2: every player's turns, placed
                                  epsilon-greedily (20% at random, else the best of 3 random placements by
                                  the immediate score change) and deploying a member on a completed feature
                                  nobody holds; another player whose recent turns in the game's log were
                                  ::HUNTERS_BOT_GREEDY's plays greedy's whole turn instead. */
    int32_t reserved[7];     /**< Zero (else ::HUNTERS_EINVAL); room for later fields. */
} hunters_bot_options;

/**
 * Fills @p options with the defaults and the current version.
 * @param options the caller's options; ignored if NULL.
 */
HUNTERS_API void hunters_bot_options_init(hunters_bot_options *options);

/**
 * Chooses a move for the player to act in the current decision (a place or
 * deploy phase). Searches consider whole turns (placement and deployment
 * together); in a deploy phase the placement made is fixed. The game's
 * state is unchanged; the bot works on copies made with the game's
 * allocator and freed before returning, each redetermined from the bot's
 * seed, so the move never depends on the hidden order of the stacks.
 * Reentrant: distinct games may be searched from distinct threads.
 *
 * The plan: the whole turn a greedy or search bot chooses (or advises
 * first) at a place decision is kept in the game, outside its state. A
 * later call with the same options (the seed aside) at that very decision,
 * or at the deploy decision after that placement, returns that turn
 * without a new search, so the move played is the hint shown.
 * @param game the game (only its message and plan change).
 * @param options the bot's options, or NULL for the defaults.
 * @param[out] move receives a legal move of the current phase.
 * @return ::HUNTERS_OK; ::HUNTERS_EPHASE in a draw phase or at the end;
 *         ::HUNTERS_EINVAL for bad options or a NULL argument;
 *         ::HUNTERS_ENOMEM (nothing leaks).
 */
HUNTERS_API int hunters_bot_choose(hunters_game *game, const hunters_bot_options *options,
                                   hunters_move *move);

/**
 * An upper bound on the bytes one hunters_bot_choose() or
 * hunters_bot_advise() call allocates at once for this game and options.
 * @param game the game.
 * @param options the options, or NULL for the defaults.
 * @return the bound in bytes; 0 for NULL or bad options; SIZE_MAX where it
 *         passes the address space (32-bit targets: ::HUNTERS_BOT_MCTS2 with
 *         many threads and nodes), when the calls fail with ::HUNTERS_ENOMEM
 *         before allocating.
 */
HUNTERS_API size_t hunters_bot_memory(const hunters_game *game, const hunters_bot_options *options);

/** One candidate whole turn of hunters_bot_advise(). */
typedef struct hunters_advice {
    hunters_move place;      /**< The placement, or 0 in a deploy phase (the placement is made). */
    hunters_move deploy;     /**< The deployment or the pass that follows it. */
    int32_t visits;          /**< MCTS: iterations spent on it; greedy: 1; random: 0. */
    int32_t role;            /**< A ::hunters_role of the deployment, ::HUNTERS_ROLE_NONE for a pass. */
    double mean;             /**< MCTS: the rollouts' mean value (this player's projected score minus
                                  the best other's, plus 3 points a tribe member kept in supply beyond
                                  the others' average; at the game's end no such points);
                                  ::HUNTERS_BOT_MCTS2: the mean of its rollouts' cut-off
                                  values (doc/bots.md); greedy, random, and candidates not visited: the
                                  projected score difference right after the turn. */
    double wins;             /**< MCTS: share of its rollouts ending with a positive value (zero counts
                                  half), 0 to 1; -1 when not searched (greedy, random, not visited). */
    int32_t area_kind;       /**< The ::hunters_area_kind of the area deployed on, 0 for a pass. */
    int32_t items[10];       /**< That feature's items before the deployment, by ::hunters_item. */
    int32_t feature_value;   /**< That feature's value before the deployment (hunters_feature.value). */
    int32_t reserved[4];     /**< Zero; room for later fields. */
} hunters_advice;

/**
 * The top candidate whole turns of the current decision, best first (most
 * visits, then best mean), as the bot of @p options judges them: what
 * hunters_bot_choose() would play is the first (for MCTS and greedy; a
 * random bot lists candidates in move order). A plan this bot made for the
 * decision (see hunters_bot_choose()) is listed first; at a place decision
 * without one, the first candidate becomes the plan.
 * @param game the game (only its message and plan change).
 * @param options the bot's options, or NULL for the defaults.
 * @param[out] advice the caller's array, or NULL when @p capacity is 0.
 * @param capacity how many entries @p advice holds.
 * @return the number of candidates (at most @p capacity are written), or
 *         a negative status as hunters_bot_choose().
 */
HUNTERS_API int hunters_bot_advise(hunters_game *game, const hunters_bot_options *options,
                                   hunters_advice *advice, size_t capacity);

/**
 * Writes a candidate as one line for a person, like snprintf(): e.g.
 * "place 2 -1 r1, hunter on a meadow (area 3: 3 deer, 1 tiger): 412 visits, mean +6.3, wins 58%"
 * (the share of wins only when the candidate was searched).
 * @param advice the candidate.
 * @param buffer where to write, or NULL when @p size is 0.
 * @param size the buffer's size; 256 is enough for every candidate the
 *        bots write, with any tile set the library loads (the longest about
 *        190 bytes: 99 of each item, 1000 tiles); one the caller filled
 *        with extreme numbers (a mean of 1e300) may need more. A longer
 *        line is cut, as snprintf() does: compare the result.
 * @return the length of the text, not counting the NUL; 0 for NULL.
 */
HUNTERS_API size_t hunters_advice_format(const hunters_advice *advice, char *buffer, size_t size);

/** @} */

/**
 * @defgroup ml Machine learning
 * What game-AI frameworks (OpenSpiel, PettingZoo, gymnasium) expect, in C so
 * that every binding shares it: integer actions in a fixed range with a
 * legal mask, observation planes and a global vector written into the
 * caller's buffers, chance (the tile draws) as data, and batched play. The
 * @ref ml_page "machine-learning page" (doc/ml.md) describes every plane
 * and the choice of the window.
 *
 * @par The window and the actions
 * Everything is seen through a window of N x N board positions (N odd,
 * ::HUNTERS_ML_DEFAULT_WINDOW by default), the start tile at its centre:
 * board position (x, y) is window cell (x + N/2, y + N/2). The actions are
 * the integers 0 to 4·N² + ::HUNTERS_ML_DEPLOY_ACTIONS - 1:
 * - placement at window cell (cx, cy) in rotation r: `((cy·N) + cx)·4 + r`;
 * - then, from 4·N²: the pass, then for each area index a of the tile just
 *   placed (0 to 15, the tile set's own numbering, which rotation does not
 *   change): a tribe member on a (4·N² + 1 + 2a), a hut on a (4·N² + 2 + 2a).
 *
 * @par Truncation
 * A game is *truncated* for a window when its frame, every placed tile and
 * every open position around them, no longer fits the window: then some
 * legal placements may have no action and some tiles no cell. Once
 * truncated a game stays so; frameworks end such an episode as truncated.
 * On a bounded table (R3.2: table_width W, table_height H) no position
 * past the table's reach is open, so a window of N >= 2W - 1 and
 * N >= 2H - 1 truncates no game.
 *
 * @par Public information only
 * Observations and the chance distribution read only what every player
 * sees (doc/bots.md): the board, pieces, scores, supplies, the counts of
 * tiles left by type and the tile in hand, never the order of the stacks.
 *
 * @par Threads
 * A ::hunters_ml handle holds scratch memory for the observations and the
 * message of its last failed call (hunters_ml_errmsg()): use one handle
 * per thread. It never allocates after hunters_ml_new().
 * @{
 */

/** The default window: at least 99.9% of bot games fit it (doc/ml.md). */
#define HUNTERS_ML_DEFAULT_WINDOW 39
/** A mark (hunters_ml_views.marks) of a slot whose rows and mask are
 * cleared: the next step writes the slot's game in full without clearing
 * first. Only hunters_ml_views_clear() sets it: a caller never writes it
 * (rows it did not clear would be trusted to be zeros). */
#define HUNTERS_ML_MARK_CLEARED (-2)
/** The largest window accepted. */
#define HUNTERS_ML_MAX_WINDOW 255
/** The deployment actions after the placements: the pass, then a tribe
 *  member and a hut on each of 16 areas (the most a tile type has). */
#define HUNTERS_ML_DEPLOY_ACTIONS 33

/**
 * The observation planes, each N x N uint8 cells, in this order (row-major
 * cells, cell (cx, cy) numbered cy·N + cx; where plane q of cell c lies in
 * memory: ::hunters_ml_layout). "Relative player" k is the player k
 * seats after the observer (the observer is 0); "player bits" set bit k for
 * relative player k. Counts and values are capped at 255.
 */
typedef enum hunters_ml_plane {
    HUNTERS_ML_PLANE_OCCUPIED = 0,     /**< 1 where a tile lies. */
    HUNTERS_ML_PLANE_TYPE = 1,         /**< Its tile type + 1 (capped at 255). */
    HUNTERS_ML_PLANE_ROTATION = 2,     /**< Its rotation, 0 to 3. */
    HUNTERS_ML_PLANE_SIDE_N = 3,       /**< Terrain of its north side (a ::hunters_terrain); E, S, W follow. */
    HUNTERS_ML_PLANE_LINK_NE = 7,      /**< 1 where one forest or river area joins its N and E sides;
                                            then E-S, S-W, W-N, N-S, E-W follow. */
    HUNTERS_ML_PLANE_ITEM_FISH = 13,   /**< Items on the tile: fish; then nuggets, mushrooms, deer, mammoths,
                                            tigers, aurochs, fire, dolmen (::hunters_item order). */
    HUNTERS_ML_PLANE_PIECE_OWNER = 22, /**< 1 + the relative player whose piece is on the tile, 0 if none. */
    HUNTERS_ML_PLANE_PIECE_KIND = 23,  /**< That piece: a ::hunters_piece, 0 if none. */
    HUNTERS_ML_PLANE_FRONTIER = 24,    /**< 1 at an open position (R3.2: touching the board, free; on a
                                            bounded table only where a tile keeps the board within it). */
    HUNTERS_ML_PLANE_LEGAL_R0 = 25,    /**< 1 where the tile in hand fits in rotation 0 (place phases only);
                                            rotations 1 to 3 follow. */
    HUNTERS_ML_PLANE_LAST_PLACED = 29, /**< 1 at the tile placed last (deploy phases: the tile to deploy on). */
    HUNTERS_ML_PLANE_VALUE_N = 30,     /**< Value now (hunters_feature.value) of the feature on the north
                                            side (the river on a river side); E, S, W follow. */
    HUNTERS_ML_PLANE_LEADERS_N = 34,   /**< Player bits of the players with the most tribe members on
                                            that feature (0: nobody); E, S, W follow. */
    HUNTERS_ML_PLANE_HUT_OWNERS = 38,  /**< Player bits of the players with huts on a river system of the tile. */
    HUNTERS_ML_PLANE_MEADOW_VALUE = 39, /**< The highest R8.3 value among the tile's meadows. */
    HUNTERS_ML_PLANE_COMPLETE = 40,    /**< Bit d set where the forest or river on side d is complete. */
    HUNTERS_ML_PLANES = 41             /**< The number of planes. */
} hunters_ml_plane;

/** An opaque handle: the window, the tile set it serves, and scratch memory. */
typedef struct hunters_ml hunters_ml;

/**
 * Creates a handle for games like @p like (the same tile set, or one of
 * equal content) seen through a window of @p window x @p window.
 *
 * The handle keeps no reference to the set, only what it draws from it:
 * its content hash (hunters_tileset_hash()), its number of tile types,
 * the board and tile counts its games can reach, and per-type tables of
 * the tiles' sides and areas. Every call on a game compares those three:
 * the hash, the type count, and sizes no larger; it does not compare the
 * tiles (hunters_tileset_equal() would, at a cost per call above that of
 * a step). A game whose set differs in them is refused (::HUNTERS_EINVAL),
 * so a game of another set is refused unless that set was made to match
 * the hash (FNV-1a can be matched on purpose): such a game is served,
 * within every buffer's bounds, but its tiles are seen with the sides and
 * areas of @p like's set.
 * @param[out] out receives the handle, owned by the caller, released with
 *        hunters_ml_free(); NULL on failure.
 * @param like a game whose tile set the handle serves (any game of that
 *        set, or of one passing the comparison above, may then be used
 *        with it, whatever its players or options).
 * @param window N: odd, 3 to ::HUNTERS_ML_MAX_WINDOW; 0 for
 *        ::HUNTERS_ML_DEFAULT_WINDOW.
 * @return ::HUNTERS_OK, ::HUNTERS_EINVAL (NULL argument, bad window) or
 *         ::HUNTERS_ENOMEM: with no handle there is no message
 *         (hunters_ml_errmsg()), the status is the whole answer.
 *         Allocates with @p like's allocator.
 */
HUNTERS_API int hunters_ml_new(hunters_ml **out, const hunters_game *like, int window);

/** Releases a handle. @param ml the handle, or NULL. */
HUNTERS_API void hunters_ml_free(hunters_ml *ml);

/**
 * The message describing why the last call on this handle that sets it
 * failed, as hunters_game_errmsg() is a game's: for a batch the slot and
 * the reason, as in "slot 3: action 1234 is not legal: the tile does not
 * fit at (2,-1) (R3.2)" (the reason after "is not legal: " is the one
 * hunters_game_check() gives, which the step does not leave in the game's
 * own message); "slot 2: a game of another tile
 * set", "slot 4: a game listed twice (also in slot 1)"; for a buffer too
 * small the sizes given and needed, as in "planes of 100 bytes: the
 * handle writes 62361". A message about one game of a batch starts with
 * "slot " and its index in the arrays given (0 for the first game a call
 * is given, so a binding stepping a run of slots adds the run's start).
 *
 * The calls that take the handle as a modifiable `hunters_ml *` set it:
 * hunters_ml_observe(), hunters_ml_step(), hunters_ml_step_views(),
 * hunters_ml_views_clear() and hunters_ml_set_layout(). Each sets it when
 * it fails (but for a NULL handle: no handle, no message) and empties it
 * when it succeeds, so after any of them it describes that call: "" for a
 * success. The calls that take a `const hunters_ml *`
 * (hunters_ml_legal_mask(), hunters_ml_truncated(),
 * hunters_ml_action_of_move(), hunters_ml_move_of_action() and the size
 * queries) never write to the handle and leave the message as it was:
 * their status code is the whole answer (hunters_ml_legal_mask() and
 * hunters_ml_truncated() refuse only NULL, a game of another tile set or a
 * mask too small: hunters_ml_observe() of the same game by player 0 with
 * NULL buffers says whether the game is at fault, and why).
 * hunters_ml_new() gives no handle when it fails, so no message: its
 * status says why (::HUNTERS_EINVAL for NULL or a bad window,
 * ::HUNTERS_ENOMEM).
 *
 * The string is the handle's own fixed buffer (no call allocates for it):
 * the same pointer for the handle's whole life, valid until
 * hunters_ml_free(), so it may be read once and kept. Its text is not
 * kept: the next call that sets the message replaces it; copy the text
 * to keep it. Like the handle's scratch memory, the message belongs to
 * the one thread using the handle (see the group's introduction): read it
 * in that thread, right after the call that failed.
 * @param ml the handle.
 * @return a string owned by the handle, valid until the handle is freed
 *         (its text changes as above); "" when no call that sets it has
 *         failed, or since the last success of one; "no handle" (a static
 *         string) for NULL.
 */
HUNTERS_API const char *hunters_ml_errmsg(const hunters_ml *ml);

/**
 * How an observation's planes lie in memory. Either way plane q of cell
 * c = cy·N + cx is one byte; only its offset differs.
 */
typedef enum hunters_ml_layout {
    /** Plane by plane: byte q·N² + c (C x N x N, the default). */
    HUNTERS_ML_PLANES_FIRST = 0,
    /** Cell by cell: byte c·::HUNTERS_ML_PLANES + q (N x N x C, "channels
     *  last"). A tile's planes share one or two cache lines, so the
     *  incremental step (hunters_ml_step_views()) touches a few lines per
     *  tile changed instead of one per plane: at B = 256 it is faster
     *  (doc/benchmark.md). */
    HUNTERS_ML_CELLS_FIRST = 1
} hunters_ml_layout;

/**
 * Sets the layout of the planes this handle writes from now on
 * (hunters_ml_observe(), hunters_ml_step(), hunters_ml_step_views()).
 * Rows written before are not converted: the marks of
 * hunters_ml_step_views() fold in the layout, so its next step after a
 * change writes every view in full.
 * @param ml the handle.
 * @param layout a ::hunters_ml_layout.
 * @return ::HUNTERS_OK, or ::HUNTERS_EINVAL (NULL, unknown layout; the
 *         handle unchanged but for its message, hunters_ml_errmsg()).
 */
HUNTERS_API int hunters_ml_set_layout(hunters_ml *ml, int layout);

/** The layout the handle writes. @param ml the handle.
 *  @return a ::hunters_ml_layout, or ::HUNTERS_EINVAL. */
HUNTERS_API int hunters_ml_layout_of(const hunters_ml *ml);

/** The window N. @param ml the handle. @return N, or ::HUNTERS_EINVAL. */
HUNTERS_API int hunters_ml_window(const hunters_ml *ml);

/** The number of actions, 4·N² + ::HUNTERS_ML_DEPLOY_ACTIONS. @param ml the handle.
 *  @return the count, or ::HUNTERS_EINVAL. */
HUNTERS_API int hunters_ml_action_count(const hunters_ml *ml);

/** The bytes of one observation's planes: ::HUNTERS_ML_PLANES x N x N. @param ml the handle.
 *  @return the size, 0 for NULL. */
HUNTERS_API size_t hunters_ml_planes_size(const hunters_ml *ml);

/**
 * The length of the global vector (floats), 49 + 2·T for a tile set of T
 * types. Layout, players relative to the observer as for the planes
 * (entries of absent players 0): [0, 8) scores; [8, 16) tribe members in
 * supply; [16, 24) huts in supply; [24, 32) 1 for each player present;
 * [32, 40) one-hot: the player to act (all 0 once the game is over);
 * [40, 47) one-hot: the phase (a ::hunters_phase minus 1); 47 land tiles left; 48 bonus tiles left;
 * [49, 49 + T) tiles left by type (hunters_game_tiles_left()); [49 + T,
 * 49 + 2·T) one-hot: the tile in hand.
 * @param ml the handle. @return the length, or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_ml_global_size(const hunters_ml *ml);

/**
 * The action of a move (see the group's introduction). Needs no game.
 * @param ml the handle.
 * @param move a move.
 * @param[out] action receives the action; -1 on failure.
 * @return ::HUNTERS_OK; ::HUNTERS_ERANGE for a placement outside the window
 *         or a deployment on an area above 15; ::HUNTERS_EINVAL for NULL or
 *         a value that is no move.
 */
HUNTERS_API int hunters_ml_action_of_move(const hunters_ml *ml, hunters_move move, int32_t *action);

/**
 * The move of an action: the inverse of hunters_ml_action_of_move().
 * @param ml the handle.
 * @param action 0 to hunters_ml_action_count() - 1.
 * @param[out] move receives the move; ::HUNTERS_MOVE_INVALID on failure.
 * @return ::HUNTERS_OK, ::HUNTERS_ERANGE for an action out of range, or
 *         ::HUNTERS_EINVAL for NULL.
 */
HUNTERS_API int hunters_ml_move_of_action(const hunters_ml *ml, int32_t action, hunters_move *move);

/**
 * Whether a game is truncated for the handle's window (see the group's
 * introduction).
 * @param ml the handle.
 * @param game a game of the handle's tile set.
 * @return 1 or 0, or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_ml_truncated(const hunters_ml *ml, const hunters_game *game);

/**
 * The legal-action mask of the current decision: 1 for each action whose
 * move hunters_game_play() accepts now, 0 for the others (all 0 in draw
 * phases and at the end). In a truncated game the legal placements outside
 * the window have no action and are left out.
 * @param ml the handle.
 * @param game a game of the handle's tile set.
 * @param[out] mask the caller's hunters_ml_action_count() bytes.
 * @param size the bytes of @p mask.
 * @return the number of legal actions, or ::HUNTERS_EINVAL (NULL, another
 *         tile set, or @p size too small; then nothing is written). It
 *         takes the handle `const`, so it sets no message
 *         (hunters_ml_errmsg() says how to learn which).
 */
HUNTERS_API int hunters_ml_legal_mask(const hunters_ml *ml, const hunters_game *game, uint8_t *mask, size_t size);

/**
 * Writes what @p player sees of a game: the planes (hunters_ml_plane) and
 * the global vector, public information only. Cells outside the window are
 * not shown (see truncation).
 * @param ml the handle (its scratch memory is used).
 * @param game a game of the handle's tile set (unchanged).
 * @param player the observer, 0 to players - 1.
 * @param[out] planes hunters_ml_planes_size() bytes, or NULL to skip them.
 * @param planes_size the bytes of @p planes (0 with NULL).
 * @param[out] global hunters_ml_global_size() floats, or NULL to skip it.
 * @param global_size the floats of @p global (0 with NULL).
 * @return ::HUNTERS_OK, or ::HUNTERS_EINVAL (NULL handle or game, another
 *         tile set, a bad player or a buffer too small; nothing written
 *         but the handle's message, hunters_ml_errmsg(), which says why;
 *         a success empties it).
 */
HUNTERS_API int hunters_ml_observe(hunters_ml *ml, const hunters_game *game, int player, uint8_t *planes,
                                   size_t planes_size, float *global, size_t global_size);

/**
 * The public distribution of the next draw (chance as data): each tile
 * type that may come, with its probability, the tiles of the type left
 * over the tiles left in the stack (R3.1; the order is secret, the counts
 * public). In a draw phase it is this draw's stack. In the deploy phase
 * of a land tile that completed a forest with a gold nugget, it is the
 * bonus stack's: the bonus draw (R3.6, R6.1) comes next, whatever is
 * deployed (none with the bonus stack empty, R6.4, nor for the last land
 * tile when ::hunters_game_options::last_bonus skips it: the game ends,
 * 0 outcomes). Otherwise it is the land stack's, the draw of the next
 * turn; in a place phase the placement may still earn a bonus draw that
 * comes first. Apply a chosen outcome with hunters_game_draw()
 * in a draw phase; an engine-drawn game (a copy for expectimax) stops in
 * draw phases after hunters_ml_set_caller_draws().
 * @param game the game.
 * @param[out] types receives the types, ascending, or NULL when
 *        @p capacity is 0.
 * @param[out] probabilities receives their probabilities (summing to 1), or
 *        NULL when @p capacity is 0.
 * @param capacity the room in both arrays.
 * @return the number of outcomes (0 when the stack is empty; at most
 *         @p capacity are written), or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_ml_chance(const hunters_game *game, int32_t *types, double *probabilities, size_t capacity);

/**
 * Makes a game's future draws the caller's: from now on it stops in the
 * draw phases like a ::HUNTERS_DRAW_CALLER game, for hunters_game_draw()
 * with a chosen outcome (or hunters_game_draw_random()). This changes the
 * game's future draws: the engine no longer deals them from its hidden
 * order, so the game is a search copy (expectimax, chance sampling), not a
 * game to keep: hunters_game_undo() refuses it from then on. A game already
 * in caller mode is unchanged.
 * @param game the game.
 * @return ::HUNTERS_OK or ::HUNTERS_EINVAL.
 */
HUNTERS_API int hunters_ml_set_caller_draws(hunters_game *game);

/**
 * The arrays of one batched step, hunters_ml_step(): every array is the
 * caller's, B entries (or B rows) long; an output may be NULL to skip it.
 * The step reads each game's pointer and action again when it plays it,
 * after writing the outputs of the games before, so an output that shares
 * a byte with the games or the actions is refused (::HUNTERS_EINVAL,
 * nothing changed); outputs laid over each other are the caller's (what
 * they hold is then undefined, the games are not).
 */
typedef struct hunters_ml_batch {
    hunters_game *const *games;  /**< [B] games of the handle's tile set, distinct. */
    size_t count;                /**< B. */
    const int32_t *actions;      /**< [B] in: an action legal in the game's mask, or -1 for none (the
                                      game only observed: for a first observation, or a game done). */
    uint8_t *planes;             /**< [B x planes_size] out: the planes seen by the player to act next
                                      (a finished game: by the player to act before the step, who moved
                                      last on the step that ends it; doc/ml.md). */
    float *globals;              /**< [B x global_size] out: the global vectors, seen alike. */
    uint8_t *masks;              /**< [B x action_count] out: the legal masks. */
    float *rewards;              /**< [B x ::HUNTERS_MAX_PLAYERS] out, by absolute player: 0, except on the
                                      step that ends the game: (players with a lower score - players with
                                      a higher score) / (players - 1), so +1 for the sole winner, -1 for
                                      the sole loser of two, 0 for a tie (R8.4); 0 with one player. */
    uint8_t *done;               /**< [B] out: 0 playing, 1 over (R8), 2 truncated. */
    int32_t *players;            /**< [B] out: the player to act next, -1 when done. */
    int32_t failed;              /**< out: the index of the game whose action was refused, else -1. */
} hunters_ml_batch;

/**
 * Advances B games one decision each, then writes their observations,
 * masks, rewards and done flags. Every action is checked first: if one is
 * refused, no game changes. Draw phases of caller-mode games are passed
 * with hunters_game_draw_random().
 * @param ml the handle.
 * @param batch the arrays.
 * @return ::HUNTERS_OK; for an action outside its game's mask, the status
 *         and message hunters_game_check() gives its move (::HUNTERS_EILLEGAL
 *         for one the rules refuse, ::HUNTERS_EPHASE for one of the wrong
 *         kind: a deployment while the tile is to be placed, a placement
 *         once it is); ::HUNTERS_EILLEGAL for an action out of range (below
 *         -1 too), ::HUNTERS_EPHASE for an action for a game that is done
 *         (batch->failed names it; its message says why);
 *         ::HUNTERS_EINVAL for NULL arrays or games, a game twice, a
 *         game of another tile set, or an output over the games or the
 *         actions. On any refusal but a NULL handle,
 *         hunters_ml_errmsg() says why, naming the slot (and for a move
 *         the game refuses, the game's reason); a success empties it. A
 *         refusal changes nothing, the games' own messages
 *         (hunters_game_errmsg()) neither: the reason is the handle's
 *         alone.
 */
HUNTERS_API int hunters_ml_step(hunters_ml *ml, hunters_ml_batch *batch);

/**
 * The arrays of one incremental batched step, hunters_ml_step_views(): the
 * caller's, kept between steps. Each game has one row of planes and one
 * global vector per player (its views), which the library keeps equal to
 * hunters_ml_observe() of that game by that player, and a mark of the
 * state they show, so a step rewrites only what its decision changed.
 * Between steps the caller must not write the rows, masks, legal lists or
 * marks (the rows, the global vectors' counts, the lists and the masks
 * are read by the next step), and must pass the same arrays (or NULLs)
 * each step, or to step a run of slots alone, every array from the run's
 * first row; after changing any of them, putting another game in a slot
 * or playing a slot's game by other calls, it sets that slot's mark to -1
 * (the next step then writes the slot in full). To put another game in a
 * slot, hunters_ml_views_clear() first (then the mark stays as it sets
 * it) is cheaper than -1. Every output may be NULL to skip it; every
 * array has B entries (or B rows). An output over the games or the
 * actions is refused, as for ::hunters_ml_batch.
 */
typedef struct hunters_ml_views {
    hunters_game *const *games;  /**< [B] games of the handle's tile set, distinct. */
    size_t count;                /**< B. */
    const int32_t *actions;      /**< [B] in: as hunters_ml_batch.actions (-1: no move; below -1 refused,
                                      out of range). */
    int32_t views;               /**< P: rows per game, at least every game's player count. */
    uint8_t *planes;             /**< [B x P x planes_size] in/out: row p of game i is what player p sees
                                      (absolute player p; rows from the game's player count on are not
                                      written); NULL to skip. */
    float *globals;              /**< [B x P x global_size] out: the global vectors, by the same views. */
    int64_t *marks;              /**< [B] in/out: the state the game's rows show, -1 for not known (the
                                      first step, and after any change by the caller); NULL: every step
                                      writes in full. */
    uint8_t *masks;              /**< [B x action_count] in/out: the legal masks (cleared where the last
                                      legal list set them, when the mark is known). */
    int32_t *legal;              /**< [B x action_count] in/out: the legal actions of each game, the first
                                      legal_counts[i] entries, in no fixed order (read when the mark is
                                      known, to clear the last list's mask and planes); NULL with
                                      legal_counts. */
    int32_t *legal_counts;       /**< [B] in/out: how many legal actions, 0 when done. */
    float *rewards;              /**< [B x ::HUNTERS_MAX_PLAYERS] out: as hunters_ml_batch.rewards. */
    uint8_t *done;               /**< [B] out: 0 playing, 1 over (R8), 2 truncated. */
    int32_t *players;            /**< [B] out: the player to act next, -1 when done. */
    int32_t *observers;          /**< [B] out: the view hunters_ml_step() would write: the player to
                                      act, or for a finished game the player to act before the step. */
    int32_t failed;              /**< out: the index of the game whose action was refused, else -1. */
} hunters_ml_views;

/**
 * Advances B games one decision each, as hunters_ml_step(), and brings
 * every player's view of each game up to date (hunters_ml_views): from the
 * rows the last step left, only the cells the decision changed (the tile
 * placed or deployed on, the other tiles of its features and river
 * systems, the frontier; at the end of a game, the tiles whose tribe
 * members the final scoring sent home, R8.1); in full where the mark is
 * not known (doc/ml.md says when else). Every action is checked first: if one is
 * refused, no game, row, mask, list or mark changes.
 * @param ml the handle.
 * @param views the arrays.
 * @return ::HUNTERS_OK; ::HUNTERS_EILLEGAL or ::HUNTERS_EPHASE as
 *         hunters_ml_step(), ::HUNTERS_EILLEGAL for an action below -1 too
 *         (views->failed names the game); ::HUNTERS_EINVAL
 *         for NULL games or actions, a game twice or of another tile set,
 *         a game with more players than views, views below 1 with planes
 *         or global vectors (even with no game), legal without
 *         legal_counts (or the reverse), or an output over the games or
 *         the actions. On any refusal but a NULL handle,
 *         hunters_ml_errmsg() says why (naming the slot for one game's
 *         fault); a success empties it. As with hunters_ml_step(), a
 *         refusal leaves the games' own messages as they were.
 */
HUNTERS_API int hunters_ml_step_views(hunters_ml *ml, hunters_ml_views *views);

/**
 * Clears slot @p i of the incremental step's arrays for another game (a
 * reset): its rows of planes (every view) to zeros, its mask to zeros, its
 * legal list to empty (legal_counts[i] = 0), and sets its mark to
 * ::HUNTERS_ML_MARK_CLEARED, so the next hunters_ml_step_views() writes
 * the game then in the slot without clearing first. Call it while the
 * slot still holds the game its rows show, with the arrays the steps are
 * given (an array the clear is not given, a step given it finds as the
 * old game left it). When the mark matches that game (as the last step
 * left it), only the part of its rows that shows something is cleared:
 * the cells from the first to the last of its tiles and open positions in
 * the window (in one run a view cells first, a plane planes first) in the
 * views of its players, the rest of the views in full, and the mask bytes
 * of its last list; when it does not match, the rows and mask are cleared in
 * full; when it is already ::HUNTERS_ML_MARK_CLEARED, nothing more is
 * cleared. Without marks the step writes every slot in full anyway, so
 * the clear only costs. The global vectors and the other outputs are
 * left: the next step writes them in full. Nothing is allocated, no
 * pointer is kept after the call, and the game is not changed.
 * @param ml the handle.
 * @param views the arrays, as for hunters_ml_step_views() (views->actions
 *        is not read).
 * @param i the slot, below views->count.
 * @return ::HUNTERS_OK; ::HUNTERS_EINVAL (nothing changed) for NULL
 *         arguments or games, @p i out of range, a game of another tile
 *         set, a game of more players than views or views below 1 (with
 *         planes or global vectors), or legal without legal_counts (or the
 *         reverse); then hunters_ml_errmsg() says why (but for a NULL
 *         handle); a success empties it.
 */
HUNTERS_API int hunters_ml_views_clear(hunters_ml *ml, hunters_ml_views *views, size_t i);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* HUNTERS_H */
