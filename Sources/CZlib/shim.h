// The system zlib (zlib1g-dev on Debian and Ubuntu), for SupportImage's PNG decoder.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>
#endif
