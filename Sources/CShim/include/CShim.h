#ifndef VIEWLAB_CSHIM_H
#define VIEWLAB_CSHIM_H
// The C shim: the few places where Swift cannot call a C API directly, and the data files built in.
#include "sections.h"
#include "elf_sections.h"
#include "png_shim.h"
#include "jpeg_shim.h"
#include "zlib_shim.h"
#include "edit_shim.h"
#include "embedded_resources.h"
#endif
