import Foundation
import Previews
import SourceBridge
import UIKit

/// Loads a live-compiled library into the running process and registers its previews.
///
/// The library is opened with `RTLD_NOW | RTLD_LOCAL` and never closed (objects of its classes
/// may still be alive). The source bridge's selector tables are registered first (its
/// `viewlab_register_selectors`). Its `#Preview` records are found in the `viewlab_previews` section read
/// from the file on disk, and run inside `PreviewRegistry.replace(sourceKey:running:)`, so the
/// previews of a reloaded source replace the previous version's.
public enum LiveLoader {
    /// What loading a library registered.
    public struct Loaded {
        public var library: URL
        /// The previews of the library, ids assigned (`MyRing/Ring`).
        public var previews: [PreviewDescriptor]
    }

    /// The name of the linker section `#Preview` writes its records into.
    static let sectionName = "viewlab_previews"

    public static func load(_ library: URL, sourceKey: String) throws -> Loaded {
        PreviewRegistry.discover() // the built-in previews first, so they are not re-run below
        let path = library.path
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw LiveError("cannot load \(library.lastPathComponent): \(dlerror().map { String(cString: $0) } ?? "unknown error")")
        }
        // The bridge's selector tables (target–action, timers, optional requirements) first.
        if let register = dlsym(handle, SourceBridge.registrationSymbol) {
            unsafeBitCast(register, to: (@convention(c) () -> Void).self)()
        }
        typealias Record = @convention(c) () -> Void
        var records: [Record] = []
        if let section = try ELFSection.find(sectionName, in: path) {
            let stride = UInt64(MemoryLayout<Record>.stride)
            guard section.size % stride == 0 else { throw LiveError("\(library.lastPathComponent): malformed preview section") }
            guard let start = section.loadedAddress(inLibrary: path) else {
                throw LiveError("\(library.lastPathComponent): the preview section is not in a loaded segment")
            }
            let pointer = start.assumingMemoryBound(to: Record.self)
            records = (0..<Int(section.size / stride)).map { pointer[$0] }
        }
        let previews = PreviewRegistry.replace(sourceKey: sourceKey) { records.forEach { $0() } }
        return Loaded(library: library, previews: previews)
    }
}
