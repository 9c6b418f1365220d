#ifndef VIEWLAB_SECTIONS_H
#define VIEWLAB_SECTIONS_H
#include <stddef.h>

/// One contiguous run of preview registration records found in a loaded image.
typedef void (*viewlab_section_visitor)(const void *begin, const void *end, void *context);

/// Calls `visit` once for every loaded image (the executable and every shared library loaded with
/// dlopen) that has a `viewlab_previews` section, with the bounds of that section.
void viewlab_enumerate_preview_sections(viewlab_section_visitor visit, void *context);

#endif
