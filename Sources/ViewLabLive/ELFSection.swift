import CShim

/// A named section of an ELF shared library, read from the file's section headers on disk
/// (`viewlab_elf_find_section`: every offset and size is bounds-checked, so a corrupt file is an
/// error, never a crash).
public struct ELFSection: Equatable {
    /// The section's link-time address (`sh_addr`); add the load bias to find it in memory.
    public var address: UInt64
    public var size: UInt64

    /// The section `name` of the ELF file at `path`; nil when the file has no such section.
    /// Throws for a file that cannot be read or is not a valid 64-bit ELF file.
    public static func find(_ name: String, in path: String) throws -> ELFSection? {
        var address: UInt64 = 0
        var size: UInt64 = 0
        switch Int(viewlab_elf_find_section(path, name, &address, &size)) {
        case Int(VIEWLAB_ELF_OK): return ELFSection(address: address, size: size)
        case Int(VIEWLAB_ELF_NOT_FOUND): return nil
        case Int(VIEWLAB_ELF_UNREADABLE): throw LiveError("cannot read \(path)")
        default: throw LiveError("\(path) is not a valid 64-bit ELF file")
        }
    }

    /// Where this section of the loaded library `path` is in memory (link-time address plus the
    /// library's load bias); nil when that library is not loaded or the section lies outside its
    /// loaded segments.
    public func loadedAddress(inLibrary path: String) -> UnsafeRawPointer? {
        viewlab_loaded_address(path, address, size)
    }
}
