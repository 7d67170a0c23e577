/* Wall-clock seconds for the tools' timings (a monotonic clock: POSIX;
 * each tool defines _POSIX_C_SOURCE before its includes). */
#ifndef HUNTERS_TOOLS_CLOCK_H
#define HUNTERS_TOOLS_CLOCK_H

#include <time.h>

static inline double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

#endif
