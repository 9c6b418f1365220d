#ifndef VIEWLAB_CSHIM_H
#define VIEWLAB_CSHIM_H
// The C shim: the few places where Swift cannot call a C API directly.
#include "sections.h"
#include "elf_sections.h"
#include "png_shim.h"
#include "zlib_shim.h"
#include "edit_shim.h"
#endif
