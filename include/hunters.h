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

#ifdef __cplusplus
}
#endif

#endif /* HUNTERS_H */
