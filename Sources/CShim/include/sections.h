#ifndef VIEWLAB_SECTIONS_H
#define VIEWLAB_SECTIONS_H
#include <stddef.h>

/// One contiguous run of registration records (`@convention(c) () -> Void`) found in a loaded image.
typedef void (*viewlab_section_visitor)(const void *begin, const void *end, void *context);

/// Calls every record of every `viewlab_previews` section in the loaded images (the executable and
/// every shared library loaded with dlopen): the `#Preview` registrations.
void viewlab_run_preview_records(void);

/// The same for `viewlab_selectors` sections: the source bridge's selector-table registrations in
/// code built by `viewlab test` (live-loaded libraries register through a symbol instead).
void viewlab_run_selector_records(void);

#endif
