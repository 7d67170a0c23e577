/* Run-time version queries (see the version group of hunters.h). */
#include "hunters.h"

const char *hunters_version(void)
{
    return HUNTERS_VERSION_STRING;
}

int hunters_version_number(void)
{
    return HUNTERS_VERSION_NUMBER;
}
