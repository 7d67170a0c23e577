#include "common/output.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int finish_stdout(const char *program)
{
    /* ferror() keeps an earlier failed write that a later flush would not
     * see again; fclose() reports what the last flush could not write. */
    errno = 0;
    int failed = ferror(stdout);
    int saved = errno;
    if (fclose(stdout) != 0) {
        failed = 1;
        saved = errno;
    }
    if (!failed)
        return 0;
    fprintf(stderr, "%s: cannot write to standard output: %s\n", program,
            saved ? strerror(saved) : "a write failed");
    return 1;
}
