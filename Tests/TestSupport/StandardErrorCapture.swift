import Foundation

/// What a piece of in-process code writes on stderr (file descriptor 2), for tests of the
/// one-line warnings the libraries print.
public enum StandardErrorCapture {
    /// Swift's and ViewLab's warnings write to the descriptor unbuffered (`FileHandle.standardError`).
    /// Runs `body` with stderr sent to a temporary file, and returns what was written.
    public static func capturing(_ body: () throws -> Void) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        let saved = dup(2)
        guard saved >= 0 else { throw CocoaError(.fileWriteUnknown) }
        dup2(handle.fileDescriptor, 2)
        defer {
            dup2(saved, 2)
            close(saved)
        }
        try body()
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }
}
