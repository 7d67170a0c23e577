/* Filling the caller's hunters_error: one place for every loader. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "util/error.h"

int hu_error_vset(hunters_error *error, int status, int line, int column, const char *format, va_list ap)
{
    if (error) {
        int reason = errno; /* a file error's, which the caller reads after (hunters.h): never vsnprintf()'s */
        error->status = status;
        error->line = line;
        error->column = column;
        vsnprintf(error->message, sizeof error->message, format, ap);
        errno = reason;
    }
    return status;
}

int hu_error_set(hunters_error *error, int status, int line, int column, const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    hu_error_vset(error, status, line, column, format, ap);
    va_end(ap);
    return status;
}

void hu_error_clear(hunters_error *error)
{
    if (error)
        memset(error, 0, sizeof *error);
}
