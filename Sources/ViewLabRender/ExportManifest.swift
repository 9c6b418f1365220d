import Foundation

/// `manifest.json`: one entry per exported file.
public struct ExportManifest: Codable, Equatable {
    public struct Entry: Codable, Equatable, Sendable {
        public var id: String
        public var variant: String
        public var appearance: String
        public var orientation: String
        /// Where the preview is declared: `Module/File.swift` and line.
        public var file: String
        public var line: Int
        /// The PNG, relative to the manifest.
        public var path: String
        public var width: Int
        public var height: Int
        public var scale: Double
        public var pixelHash: String
        /// The size of the PNG file in bytes (an incremental export re-renders a file whose size
        /// changed).
        public var bytes: Int
        /// `ExportKeys`: a hash of everything that determines the pixels.
        public var key: String
        /// An animated preview (`.viewlabTimeline`): the number of frames in its APNG and their
        /// rate; absent for a still image.
        public var frames: Int?
        public var framesPerSecond: Int?
        /// `export --gif`, an animated preview: its GIF (the same frames, a palette per frame),
        /// relative to the manifest — `<name>.gif` next to the APNG; absent otherwise.
        public var gif: String?
        /// The accessibility audit (`export --audit`, `viewlab audit`); absent otherwise.
        public var audit: AuditReport?
        /// `export --audit`, a variant with findings: the overlay image (`AuditOverlay`), relative
        /// to the manifest — `<name>.audit.png` next to the PNG; absent without findings.
        public var auditOverlay: String?
    }

    public var generator = "ViewLab"
    /// The identity of the ViewLab that exported (`ExportKeys.viewlab`); `merge` refuses to mix
    /// exports of different builds.
    public var viewlab = ""
    /// The hash of the fonts and image resources the images were drawn with
    /// (`ExportKeys.environment`); `merge` refuses to mix exports made with different ones.
    public var environment = ""
    /// The variant matrix exported, by slug, in matrix order; `merge` refuses to mix variant sets.
    public var variants: [String] = []
    public var entries: [Entry] = []
    /// Previews that failed, with their error.
    public var failures: [Failure] = []

    public struct Failure: Codable, Equatable, Sendable {
        public var id: String
        public var variant: String
        public var location: String
        public var error: String
    }

    public init() {}

    /// Puts entries and failures in their stable order (by id, then variant).
    public mutating func sort() {
        entries.sort(by: Self.inOrder)
        failures.sort(by: Self.inOrder)
    }

    /// The manifest's order: by id, then variant.
    static func inOrder(_ a: Entry, _ b: Entry) -> Bool { (a.id, a.variant) < (b.id, b.variant) }
    static func inOrder(_ a: Failure, _ b: Failure) -> Bool { (a.id, a.variant) < (b.id, b.variant) }

    /// The manifest as stable, pretty-printed JSON (sorted keys): the text `JSONEncoder` makes of
    /// the whole manifest (see `encode(into:)`).
    public func encoded() throws -> Data {
        var data = Data()
        try encode { data.append($0) }
        return data
    }

    /// Hands the manifest's JSON — the text `JSONEncoder` makes of the whole manifest — to `sink`
    /// in pieces, one entry at a time. (Encoded whole, the encoder's tree of a 5,000-entry manifest
    /// took about 23 MB of heap in the export's parent process; written to a file this way, the
    /// peak is one entry's tree.)
    public func encode(into sink: (Data) throws -> Void) throws {
        let encoder = Self.encoder
        var skeleton = self
        skeleton.entries = []
        let rest = try encoder.encode(skeleton)
        // `entries` sorts first: the skeleton starts with its empty array.
        let opening = Data("{\n  \"entries\" : [\n".utf8), emptyArray = Data("{\n  \"entries\" : [\n\n  ]".utf8)
        guard !entries.isEmpty, rest.starts(with: emptyArray) else {
            return try sink(entries.isEmpty ? rest : try encoder.encode(self))
        }
        try sink(opening)
        for (index, entry) in entries.enumerated() {
            var data = Data()
            if index > 0 { data.append(contentsOf: ",\n".utf8) }
            let lines = try encoder.encode(entry).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                if number > 0 { data.append(UInt8(ascii: "\n")) }
                // the encoder leaves an empty array's blank line blank
                if !line.isEmpty { data.append(contentsOf: "    ".utf8 + line) }
            }
            try sink(data)
        }
        try sink(Data("\n  ]".utf8) + rest.dropFirst(emptyArray.count))
    }

    /// Pretty-printed, sorted keys, slashes as they are.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
