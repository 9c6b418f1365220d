import Foundation

/// An export folder's `manifest.json` and `index.html`: written by `export` and `merge`, read back
/// by incremental exports and `merge` (a file that is missing, not JSON or not a manifest of this
/// ViewLab is one error line naming the file).
extension ExportManifest {
    /// Writes `DIR/manifest.json` and the gallery made from it, `DIR/index.html`, each atomically
    /// (the PNGs they list are written before). Both are written piece by piece, so the export's
    /// memory does not hold a whole manifest's or gallery's text.
    public func write(to directory: URL) throws {
        let manifest = try AtomicFileWriter(directory.appendingPathComponent("manifest.json"))
        try encode { try manifest.write($0) }
        try manifest.commit()
        let gallery = try AtomicFileWriter(directory.appendingPathComponent("index.html"))
        try ExportGallery.write(self) { try gallery.write($0) }
        try gallery.commit()
    }

    /// Why a manifest could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        public var file: String
        public var reason: String
        public var description: String { "\(file): \(reason)" }
    }

    /// The manifest of an export folder (`DIR/manifest.json`).
    public static func read(from directory: URL) throws -> ExportManifest {
        let url = directory.appendingPathComponent("manifest.json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ReadError(
                file: url.path,
                reason: FileManager.default.fileExists(atPath: url.path)
                    ? "cannot read the file" : "no such file (not an export folder?)")
        }
        do {
            return try JSONDecoder().decode(ExportManifest.self, from: data)
        } catch let error as DecodingError {
            throw ReadError(file: url.path, reason: "not a ViewLab manifest (\(Self.describe(error)))")
        } catch {
            throw ReadError(file: url.path, reason: "not a ViewLab manifest (\(error))")
        }
    }

    /// A decoding error in one line: where, and what.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "wrong type\(path(context))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "bad value\(path(context))"
        @unknown default: return "unreadable"
        }
    }
}
