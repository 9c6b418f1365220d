// Section lookup in ELF files on disk, and their load bias at run time (see elf_sections.h).
#define _GNU_SOURCE
#include "elf_sections.h"
#include <elf.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// MARK: - Reading

/// Reads exactly `length` bytes at `offset`, checking the range against the file size.
static int read_exact(int fd, uint64_t file_size, uint64_t offset, void *buffer, size_t length) {
    if (offset > file_size || length > file_size - offset) return -1;
    size_t done = 0;
    while (done < length) {
        ssize_t n = pread(fd, (char *)buffer + done, length - done, (off_t)(offset + done));
        if (n <= 0) return -1;
        done += (size_t)n;
    }
    return 0;
}

/// At most this many section headers (real libraries have a few dozen).
#define MAX_SECTIONS 65536
/// At most this many bytes of section names.
#define MAX_NAMES (16u << 20)

static int find_in_file(int fd, uint64_t file_size, const char *name, uint64_t *address, uint64_t *size) {
    Elf64_Ehdr header;
    if (read_exact(fd, file_size, 0, &header, sizeof header) != 0) return VIEWLAB_ELF_INVALID;
    if (memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64) return VIEWLAB_ELF_INVALID;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (header.e_ident[EI_DATA] != ELFDATA2LSB) return VIEWLAB_ELF_INVALID;
#else
    if (header.e_ident[EI_DATA] != ELFDATA2MSB) return VIEWLAB_ELF_INVALID;
#endif
    if (header.e_shoff == 0 || header.e_shentsize != sizeof(Elf64_Shdr)) return VIEWLAB_ELF_INVALID;

    // Section 0 holds the real count / string-table index when they overflow the header fields.
    Elf64_Shdr first;
    if (read_exact(fd, file_size, header.e_shoff, &first, sizeof first) != 0) return VIEWLAB_ELF_INVALID;
    uint64_t count = header.e_shnum != 0 ? header.e_shnum : first.sh_size;
    uint64_t names_index = header.e_shstrndx == SHN_XINDEX ? first.sh_link : header.e_shstrndx;
    if (count == 0 || count > MAX_SECTIONS || names_index >= count) return VIEWLAB_ELF_INVALID;

    size_t table_size = (size_t)count * sizeof(Elf64_Shdr);
    Elf64_Shdr *sections = malloc(table_size);
    if (sections == NULL) return VIEWLAB_ELF_UNREADABLE;
    int result = VIEWLAB_ELF_INVALID;
    char *names = NULL;
    if (read_exact(fd, file_size, header.e_shoff, sections, table_size) != 0) goto done;

    const Elf64_Shdr *strings = &sections[names_index];
    if (strings->sh_type != SHT_STRTAB || strings->sh_size == 0 || strings->sh_size > MAX_NAMES) goto done;
    names = malloc((size_t)strings->sh_size);
    if (names == NULL) goto done;
    if (read_exact(fd, file_size, strings->sh_offset, names, (size_t)strings->sh_size) != 0) goto done;
    names[strings->sh_size - 1] = '\0'; // every name now ends inside the table

    result = VIEWLAB_ELF_NOT_FOUND;
    for (uint64_t i = 1; i < count; i++) {
        const Elf64_Shdr *section = &sections[i];
        if (section->sh_name >= strings->sh_size) continue;
        if (strcmp(names + section->sh_name, name) != 0) continue;
        if (!(section->sh_flags & SHF_ALLOC) || section->sh_addr > UINT64_MAX - section->sh_size) {
            result = VIEWLAB_ELF_INVALID;
            break;
        }
        *address = section->sh_addr;
        *size = section->sh_size;
        result = VIEWLAB_ELF_OK;
        break;
    }
done:
    free(names);
    free(sections);
    return result;
}

int viewlab_elf_find_section(const char *path, const char *name, uint64_t *address, uint64_t *size) {
    if (path == NULL || name == NULL || address == NULL || size == NULL) return VIEWLAB_ELF_UNREADABLE;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return VIEWLAB_ELF_UNREADABLE;
    struct stat info;
    int result = VIEWLAB_ELF_UNREADABLE;
    if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode)) {
        result = find_in_file(fd, (uint64_t)info.st_size, name, address, size);
    }
    close(fd);
    return result;
}

// MARK: - Load bias

struct lookup {
    const char *path; ///< resolved
    uint64_t address, size;
    const void *found;
};

static int visit_loaded(struct dl_phdr_info *info, size_t info_size, void *data) {
    (void)info_size;
    struct lookup *lookup = data;
    if (info->dlpi_name == NULL || info->dlpi_name[0] == '\0') return 0;
    char resolved[PATH_MAX];
    if (realpath(info->dlpi_name, resolved) == NULL || strcmp(resolved, lookup->path) != 0) return 0;
    // The section must lie inside one loaded segment.
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD) continue;
        if (lookup->address >= segment->p_vaddr && lookup->size <= segment->p_memsz
            && lookup->address - segment->p_vaddr <= segment->p_memsz - lookup->size) {
            lookup->found = (const void *)(info->dlpi_addr + lookup->address);
            return 1;
        }
    }
    return 1; // the object, but not the range
}

const void *viewlab_loaded_address(const char *path, uint64_t address, uint64_t size) {
    char resolved[PATH_MAX];
    if (path == NULL || realpath(path, resolved) == NULL) return NULL;
    struct lookup lookup = {resolved, address, size, NULL};
    dl_iterate_phdr(visit_loaded, &lookup);
    return lookup.found;
}
