// Enumerates the `viewlab_previews` linker section in every loaded ELF image.
//
// `#Preview` expands to a `@used @section("viewlab_previews")` record. The linker keeps such a
// section and, because its name is a C identifier, defines __start_/__stop_ symbols for it in each
// image. Inside one image those symbols are enough; for shared libraries loaded later (live
// editing) we walk the program headers of every loaded object with dl_iterate_phdr and look the
// symbols up with dlsym on each object.
#define _GNU_SOURCE
#include "sections.h"
#include <dlfcn.h>
#include <link.h>
#include <string.h>

extern const char __start_viewlab_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_viewlab_previews[] __attribute__((weak, visibility("hidden")));

struct walk {
    viewlab_section_visitor visit;
    void *context;
    int seen_main;
};

static int visit_object(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct walk *walk = data;
    const char *name = info->dlpi_name;
    if (name == NULL || name[0] == '\0') return 0; // the main executable: handled below
    void *handle = dlopen(name, RTLD_LAZY | RTLD_NOLOAD);
    if (handle == NULL) return 0;
    const char *begin = dlsym(handle, "__start_viewlab_previews");
    const char *end = dlsym(handle, "__stop_viewlab_previews");
    // dlsym falls back to other objects in the search order; only accept a section of this object.
    Dl_info where;
    if (begin && end && begin < end && dladdr(begin, &where) && where.dli_fbase == (void *)info->dlpi_addr) {
        walk->visit(begin, end, walk->context);
    }
    dlclose(handle);
    return 0;
}

void viewlab_enumerate_preview_sections(viewlab_section_visitor visit, void *context) {
    if (__start_viewlab_previews && __stop_viewlab_previews && __start_viewlab_previews < __stop_viewlab_previews) {
        visit(__start_viewlab_previews, __stop_viewlab_previews, context);
    }
    struct walk walk = {visit, context, 0};
    dl_iterate_phdr(visit_object, &walk);
}
