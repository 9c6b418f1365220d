// Enumerates ViewLab's registration sections in every loaded ELF image: `viewlab_previews`
// (`#Preview` records) and `viewlab_selectors` (the source bridge's dispatch tables, in code
// compiled by `viewlab test`).
//
// Each record is a `@used @section("…")` global. The linker keeps such a section and, because its
// name is a C identifier, defines __start_/__stop_ symbols for it in each image. Inside one image
// those symbols are enough; for shared libraries loaded later (live editing) we walk the program
// headers of every loaded object with dl_iterate_phdr and look the symbols up with dlsym on each
// object.
#define _GNU_SOURCE
#include "sections.h"
#include <dlfcn.h>
#include <link.h>
#include <string.h>

extern const char __start_viewlab_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_viewlab_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_viewlab_selectors[] __attribute__((weak, visibility("hidden")));
extern const char __stop_viewlab_selectors[] __attribute__((weak, visibility("hidden")));

struct walk {
    const char *start_symbol;
    const char *stop_symbol;
    viewlab_section_visitor visit;
    void *context;
};

static int visit_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct walk *walk = data;
    const char *name = info->dlpi_name;
    if (name == NULL || name[0] == '\0') return 0; // the main executable: handled by the caller
    void *handle = dlopen(name, RTLD_LAZY | RTLD_NOLOAD);
    if (handle == NULL) return 0;
    const char *begin = dlsym(handle, walk->start_symbol);
    const char *end = dlsym(handle, walk->stop_symbol);
    // dlsym falls back to other objects in the search order; only accept a section of this object.
    Dl_info where;
    if (begin && end && begin < end && dladdr(begin, &where) && where.dli_fbase == (void *)info->dlpi_addr) {
        walk->visit(begin, end, walk->context);
    }
    dlclose(handle);
    return 0;
}

/// The main executable's section (`begin`…`end`, absent when null), then every shared object's.
static void enumerate(const char *begin, const char *end, const char *section, viewlab_section_visitor visit, void *context) {
    if (begin && end && begin < end) visit(begin, end, context);
    char start_symbol[64] = "__start_", stop_symbol[64] = "__stop_";
    strncat(start_symbol, section, sizeof start_symbol - strlen(start_symbol) - 1);
    strncat(stop_symbol, section, sizeof stop_symbol - strlen(stop_symbol) - 1);
    struct walk walk = {start_symbol, stop_symbol, visit, context};
    dl_iterate_phdr(visit_object, &walk);
}

/// Calls every record (a `@convention(c) () -> Void`) between `begin` and `end`.
static void run_records(const void *begin, const void *end, void *context) {
    (void)context;
    typedef void (*record)(void);
    for (const record *each = begin; each < (const record *)end; each++) (*each)();
}

void viewlab_run_preview_records(void) {
    enumerate(__start_viewlab_previews, __stop_viewlab_previews, "viewlab_previews", run_records, NULL);
}

void viewlab_run_selector_records(void) {
    enumerate(__start_viewlab_selectors, __stop_viewlab_selectors, "viewlab_selectors", run_records, NULL);
}
