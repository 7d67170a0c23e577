/* Status codes and their descriptions. */
#include "hunters.h"

const char *hunters_strerror(int status)
{
    switch (status) {
    case HUNTERS_OK: return "success";
    case HUNTERS_EINVAL: return "invalid argument";
    case HUNTERS_ENOMEM: return "out of memory";
    case HUNTERS_EILLEGAL: return "illegal move";
    case HUNTERS_EPARSE: return "malformed input";
    case HUNTERS_EIO: return "input/output error";
    case HUNTERS_EPHASE: return "wrong phase of the game";
    case HUNTERS_EEMPTY: return "no tile of that type is left";
    case HUNTERS_ERANGE: return "index or position out of range";
    case HUNTERS_EBUFS: return "buffer too small";
    default: return "unknown status";
    }
}
