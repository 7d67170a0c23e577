/* Compiler attributes, empty where the compiler lacks them. */
#ifndef HUNTERS_UTIL_ATTRIBUTES_H
#define HUNTERS_UTIL_ATTRIBUTES_H

#if defined(__GNUC__) || defined(__clang__)
/* lets the compiler check printf-style calls of our own formatters */
#define HU_PRINTF(format_index, first_arg) __attribute__((format(printf, format_index, first_arg)))
#else
#define HU_PRINTF(format_index, first_arg)
#endif

#if defined(__GNUC__) || defined(__clang__)
/* for a static function of a hot loop that the compiler would rather call */
#define HU_ALWAYS_INLINE __attribute__((always_inline)) inline
#else
#define HU_ALWAYS_INLINE inline
#endif

#endif
