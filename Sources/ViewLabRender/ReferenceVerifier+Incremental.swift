import Foundation

/// `verify --incremental`: what a verification remembers so that the next one re-renders and
/// re-compares only what changed.
///
/// The renders live in `<report>/.incremental/` (an export folder, kept between runs, so the
/// export's own `--incremental` keeps every image whose key — see `ExportKeys` — is unchanged), and
/// `<report>/.incremental/verified.json` records, for each image that matched, its key and the
/// identity of the reference it matched (size, modification time, inode), together with the
/// comparison settings. An image is counted as matched without being compared again only when
/// all of these are unchanged; anything else (a changed key, a touched or replaced reference,
/// another `--threshold` or `--tolerance`, a missing record) is rendered if needed and compared.
extension ReferenceVerifier {
    /// `verified.json`.
    struct VerifiedRecord: Codable, Equatable {
        /// The comparison the matches were decided with.
        var threshold: Int
        var tolerance: Double
        /// What matched, by image path.
        var entries: [String: Verified] = [:]
    }

    /// One image that matched its reference.
    struct Verified: Codable, Equatable {
        /// The image's `ExportKeys` key.
        var key: String
        /// The reference file it matched.
        var reference: FileIdentity
    }

    /// Size, modification time and inode of a file: a reference that is rewritten (`--record`,
    /// a checkout, an editor) gets another one.
    struct FileIdentity: Codable, Equatable {
        var bytes: Int
        var modified: Double
        var inode: UInt64

        init?(of url: URL) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                let bytes = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
            else { return nil }
            self.bytes = bytes
            self.modified = modified.timeIntervalSince1970
            self.inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        }
    }

    /// The folder an incremental verification renders into and keeps.
    var incrementalDirectory: URL { reportDirectory.appendingPathComponent(".incremental") }

    private var recordURL: URL { incrementalDirectory.appendingPathComponent("verified.json") }

    /// The record of the last verification, if it was made with the same comparison settings (a
    /// missing or unreadable record, or other settings, remember nothing).
    func previousRecord() -> VerifiedRecord {
        let empty = VerifiedRecord(threshold: comparison.threshold, tolerance: tolerance)
        guard let data = FileManager.default.contents(atPath: recordURL.path),
            let record = try? JSONDecoder().decode(VerifiedRecord.self, from: data),
            record.threshold == empty.threshold, record.tolerance == empty.tolerance
        else { return empty }
        return record
    }

    /// True when `entry` (kept by the export, its key unchanged) matched this same reference last time.
    func stillMatches(_ entry: ExportManifest.Entry, in record: VerifiedRecord) -> Bool {
        guard let verified = record.entries[entry.path], verified.key == entry.key else { return false }
        return FileIdentity(of: referenceDirectory.appendingPathComponent(entry.path)) == verified.reference
    }

    /// Writes the record for the next run: what matched now (with its key and reference), plus the
    /// earlier matches of images this run did not look at (filtered out), which stay valid.
    func saveRecord(_ previous: VerifiedRecord, findings: [Finding], keys: [String: String]) throws {
        var record = previous
        for finding in findings {
            switch finding {
            case .matched(let path), .unchanged(let path), .recorded(let path):
                if let key = keys[path],
                    let reference = FileIdentity(of: referenceDirectory.appendingPathComponent(path))
                {
                    record.entries[path] = Verified(key: key, reference: reference)
                } else {
                    record.entries[path] = nil
                }
            case .mismatched(let path, _), .missingReference(let path), .orphanedReference(let path),
                .removedOrphan(let path):
                record.entries[path] = nil
            case .renderFailed: break
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileManager.default.createDirectory(at: incrementalDirectory, withIntermediateDirectories: true)
        try encoder.encode(record).write(to: recordURL, options: .atomic)
    }
}
