@_spi(ViewLab) import CoreText
import Foundation
@_spi(ViewLab) import UIKit
#if canImport(Glibc)
    import Glibc
#endif

/// The global inputs of `ExportKeys`: ViewLab's own identity and the environment's (fonts and
/// image resources). Each is computed once per process.
extension ExportKeys {
    /// `build-<GNU build id>` of the running executable — the linker's hash of its contents, read
    /// from its `PT_NOTE` segment (a few hundred bytes); without one, the executable's path, size
    /// and modification time.
    public static var executableIdentity: String { identity.executable }

    /// The font configuration and font files, and the image resource folders' files, hashed.
    static var environmentIdentity: String { identity.environment }

    private static let identity = (executable: readExecutableIdentity(), environment: readEnvironmentIdentity())

    private static func readExecutableIdentity() -> String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if let buildID = buildID(ofELF: executable.path) { return "build-" + buildID }
        return "file-" + StableHash.of(fileIdentity(executable.path))
    }

    private static func readEnvironmentIdentity() -> String {
        var hash = StableHash()
        switch TextSystem.withLock({ $0.configuration }) {
        case .builtIn: hash.add("fonts.conf built in")
        case .system: hash.add("the machine's fontconfig setup")
        case .file(let url):
            hash.add(
                fileIdentity(url.path)
                    + ((FileManager.default.contents(atPath: url.path)).map {
                        StableHash.of(String(decoding: $0, as: UTF8.self))
                    } ?? ""))
        }
        TextSystem.fontFiles.forEach { hash.add(fileIdentity($0)) }
        for folder in UIImage.resourceFolders {
            let files =
                FileManager.default.enumerator(atPath: folder.path).map { $0.compactMap { $0 as? String } } ?? []
            files.sorted().forEach { hash.add(fileIdentity(folder.appendingPathComponent($0).path)) }
        }
        return hash.hex
    }

    /// `path size mtime` (nanoseconds) of a file; `path missing` when it cannot be read.
    static func fileIdentity(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "\(path) missing" }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// The GNU build id (hex) of an ELF file, or nil: the `NT_GNU_BUILD_ID` note of a `PT_NOTE`
    /// segment (ELF64, little-endian — what Swift builds on Linux; the linker writes one by default).
    static func buildID(ofELF path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard (try? file.seek(toOffset: UInt64(offset))) != nil, let data = try? file.read(upToCount: count),
                data.count == count
            else { return nil }
            return [UInt8](data)
        }
        func integer(_ bytes: [UInt8], _ at: Int, _ size: Int) -> Int {
            (0..<size).reversed().reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
        }
        guard let header = read(0, 64), header[0..<4] == [0x7f, 0x45, 0x4c, 0x46], header[4] == 2, header[5] == 1 else {
            return nil
        }
        let tableOffset = integer(header, 32, 8), entrySize = integer(header, 54, 2), entries = integer(header, 56, 2)
        guard entrySize >= 56, entries < 4096, let table = read(tableOffset, entrySize * entries) else { return nil }
        for index in 0..<entries where integer(table, index * entrySize, 4) == 4 /* PT_NOTE */ {
            let offset = integer(table, index * entrySize + 8, 8), size = integer(table, index * entrySize + 32, 8)
            guard size < 1 << 20, let notes = read(offset, size) else { continue }
            var at = 0
            while at + 12 <= notes.count {
                let nameSize = integer(notes, at, 4), descriptionSize = integer(notes, at + 4, 4),
                    type = integer(notes, at + 8, 4)
                let name = at + 12, description = name + (nameSize + 3) / 4 * 4
                guard description + descriptionSize <= notes.count else { break }
                if type == 3 /* NT_GNU_BUILD_ID */, nameSize == 4,
                    notes[name..<name + 4] == [0x47, 0x4e, 0x55, 0] /* "GNU\0" */
                {
                    return notes[description..<description + descriptionSize].map { String(format: "%02x", $0) }
                        .joined()
                }
                at = description + (descriptionSize + 3) / 4 * 4
            }
        }
        return nil
    }
}
