import Foundation

/// A file written in pieces and put in place at once: the pieces go to a temporary file next to
/// the destination, which `commit()` renames over it (`rename(2)` within one folder is atomic), so
/// a reader sees the old file or the whole new one, never a part. Used for files too large to hold
/// whole in memory (a 5,000-image manifest and gallery); dropped without `commit()`, the temporary
/// file is removed.
final class AtomicFileWriter {
    let destination: URL
    private let temporary: URL
    private let handle: FileHandle
    private var buffer = Data()
    private var committed = false

    init(_ destination: URL) throws {
        self.destination = destination
        temporary = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
        }
        handle = try FileHandle(forWritingTo: temporary)
    }

    deinit {
        guard !committed else { return }
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Appends bytes (buffered: written out by the 256 KB).
    func write(_ data: Data) throws {
        buffer.append(data)
        if buffer.count >= 1 << 18 { try flush() }
    }

    func write(_ text: String) throws { try write(Data(text.utf8)) }

    /// Writes what is left and renames the file into place.
    func commit() throws {
        try flush()
        try handle.close()
        guard rename(temporary.path, destination.path) == 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: destination.path,
                    NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
                ])
        }
        committed = true
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
