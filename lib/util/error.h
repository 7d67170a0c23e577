/* Filling the caller's hunters_error (which may be NULL). */
#ifndef HUNTERS_UTIL_ERROR_H
#define HUNTERS_UTIL_ERROR_H

#include <stdarg.h>

#include "hunters.h"
#include "util/attributes.h"

/* Sets status, position (0 for none) and message, errno left as it was;
 * returns status. */
HU_PRINTF(5, 6) int hu_error_set(hunters_error *error, int status, int line, int column, const char *format, ...);
HU_PRINTF(5, 0)
int hu_error_vset(hunters_error *error, int status, int line, int column, const char *format, va_list ap);

/* Clears it: status OK, no position, empty message. */
void hu_error_clear(hunters_error *error);

#endif
