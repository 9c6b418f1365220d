#ifndef VIEWLAB_SECTIONS_H
#define VIEWLAB_SECTIONS_H
#include <stddef.h>

/// One contiguous run of registration records (`@convention(c) () -> Void`) found in a loaded image.
typedef void (*viewlab_section_visitor)(const void *begin, const void *end, void *context);

/// Calls `visit` once for every loaded image (the executable and every shared library loaded with
/// dlopen) that has a `viewlab_previews` section, with the bounds of that section.
void viewlab_enumerate_preview_sections(viewlab_section_visitor visit, void *context);

/// The same for `viewlab_selectors` sections: the source bridge's selector-table registrations in
/// code built by `viewlab test` (live-loaded libraries register through a symbol instead).
void viewlab_enumerate_selector_sections(viewlab_section_visitor visit, void *context);

#endif
