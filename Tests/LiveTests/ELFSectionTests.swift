import Foundation
import TestSupport
import ViewLabLive
import XCTest

/// The ELF section reader, on a real compiled library and on corrupt files.
final class ELFSectionTests: XCTestCase {
    func testFindsThePreviewRecordsOfACompiledLibrary() throws {
        let library = try LiveFixtures.compiledRing()
        let section = try XCTUnwrap(ELFSection.find("viewlab_previews", in: library.path))
        // Two #Preview → two function-pointer records.
        XCTAssertEqual(section.size, 2 * UInt64(MemoryLayout<UnsafeRawPointer>.stride))
        XCTAssertGreaterThan(section.address, 0)
        XCTAssertNil(try ELFSection.find("no_such_section", in: library.path))
        // Not loaded by this test: no run-time address.
        let copy = try ViewLabBinary.temporaryDirectory("viewlab-elf").appendingPathComponent("copy.so")
        try FileManager.default.copyItem(at: library, to: copy)
        XCTAssertNil(section.loadedAddress(inLibrary: copy.path))
    }

    func testALibraryWithoutPreviewsHasNoSection() throws {
        // The C library this process runs on, from its memory map.
        let maps = String(
            decoding: try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/maps")).readDataToEndOfFile(),
            as: UTF8.self)
        let libc = try XCTUnwrap(
            maps.split(separator: "\n").lazy.compactMap { $0.split(separator: " ").last.map(String.init) }
                .first { $0.hasPrefix("/") && $0.contains("/libc.so") })
        XCTAssertNil(try ELFSection.find("viewlab_previews", in: libc))
        XCTAssertNotNil(try ELFSection.find(".text", in: libc))
    }

    func testUnreadableAndNonELFFilesAreErrors() throws {
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-elf")
        XCTAssertThrowsError(try ELFSection.find("viewlab_previews", in: dir.appendingPathComponent("missing.so").path))
        {
            XCTAssertTrue("\($0)".contains("cannot read"), "\($0)")
        }
        XCTAssertThrowsError(try ELFSection.find("viewlab_previews", in: dir.path))  // a folder
        for (name, bytes) in [
            ("empty", [UInt8]()), ("text", Array("hello, world\n".utf8)), ("magic", [0x7F, 0x45, 0x4C, 0x46, 2, 1]),
        ] {
            let file = dir.appendingPathComponent(name)
            try Data(bytes).write(to: file)
            XCTAssertThrowsError(try ELFSection.find("viewlab_previews", in: file.path), name) {
                XCTAssertTrue("\($0)".contains("not a valid 64-bit ELF file"), "\($0)")
            }
        }
    }

    /// Truncations and header fields pointing anywhere: an error or a (meaningless) answer, never a crash.
    func testCorruptLibrariesNeverCrash() throws {
        let original = try [UInt8](Data(contentsOf: LiveFixtures.compiledRing()))
        let dir = try ViewLabBinary.temporaryDirectory("viewlab-elf")
        let file = dir.appendingPathComponent("corrupt.so")
        func check(_ bytes: [UInt8], _ label: String, expectError: Bool = false) throws {
            try Data(bytes).write(to: file)
            do {
                _ = try ELFSection.find("viewlab_previews", in: file.path)
                XCTAssertFalse(expectError, "\(label): expected an error")
            } catch {
                XCTAssertTrue("\(error)".contains("not a valid"), "\(label): \(error)")
            }
        }
        // Truncated anywhere before the section headers (they are at the end of the file).
        for length in [16, 63, 64, 4096, original.count / 2, original.count - 1] {
            try check(Array(original.prefix(length)), "truncated to \(length)", expectError: true)
        }
        // Header fields: e_shoff (0x28, 8 bytes), e_shentsize (0x3A), e_shnum (0x3C), e_shstrndx (0x3E).
        func patched(_ offset: Int, _ value: UInt64, width: Int) -> [UInt8] {
            var bytes = original
            for i in 0..<width { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(i))) }
            return bytes
        }
        try check(patched(0x28, UInt64.max, width: 8), "e_shoff = max", expectError: true)
        try check(patched(0x28, UInt64(original.count - 10), width: 8), "e_shoff near the end", expectError: true)
        try check(patched(0x3A, 12, width: 2), "e_shentsize = 12", expectError: true)
        try check(patched(0x3C, 0xFFFF, width: 2), "e_shnum = 65535", expectError: true)
        try check(patched(0x3E, 0xFFFE, width: 2), "e_shstrndx out of range", expectError: true)
        // Section headers overwritten with 0xFF: names, offsets and sizes out of range.
        let shoff = Int(
            original[0x28..<0x30].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) })
        var smashed = original
        for i in shoff..<smashed.count { smashed[i] = 0xFF }
        try check(smashed, "section headers all 0xFF", expectError: true)
        // Seeded random byte changes all over the section header table.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<200 {
            var bytes = original
            for _ in 0..<8 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let index = shoff + Int(seed >> 33) % max(1, original.count - shoff)
                bytes[index] = UInt8(truncatingIfNeeded: seed >> 17)
            }
            try check(bytes, "random round \(round)")
        }
    }
}
