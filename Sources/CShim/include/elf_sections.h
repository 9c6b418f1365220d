#ifndef VIEWLAB_ELF_SECTIONS_H
#define VIEWLAB_ELF_SECTIONS_H
// Finds a named section of an ELF shared library by reading its section headers on disk, and
// locates that section in memory once the library is loaded (live editing: the __start_/__stop_
// symbols of a dlopen'ed library may be hidden). Every offset, size and index read from the file is
// bounds-checked: a truncated or hostile file yields an error code, never a crash.
#include <stddef.h>
#include <stdint.h>

/// Results of viewlab_elf_find_section.
enum {
    VIEWLAB_ELF_OK = 0,
    VIEWLAB_ELF_NOT_FOUND = 1,  ///< a valid ELF file without that section
    VIEWLAB_ELF_UNREADABLE = 2, ///< cannot open or read the file
    VIEWLAB_ELF_INVALID = 3,    ///< not a 64-bit native-endian ELF file, or corrupt headers
};

/// Looks up the allocated section `name` in the ELF file at `path`; on success sets its link-time
/// address (`sh_addr`) and size (`sh_size`).
int viewlab_elf_find_section(const char *path, const char *name, uint64_t *address, uint64_t *size);

/// Finds the loaded object whose file is `path` (compared after resolving symlinks) and returns
/// the run-time address of the range [address, address + size) of that object (link-time address
/// plus the load bias `dlpi_addr`), or NULL if the object is not loaded or the range does not lie
/// inside one of its loaded segments.
const void *viewlab_loaded_address(const char *path, uint64_t address, uint64_t size);

#endif
