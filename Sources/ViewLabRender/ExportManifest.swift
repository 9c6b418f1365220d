import Foundation

/// `manifest.json`: one entry per exported file.
public struct ExportManifest: Codable, Equatable {
    public struct Entry: Codable, Equatable {
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
        /// The accessibility audit (`export --audit`, `viewlab audit`); absent otherwise.
        public var audit: AuditReport?
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

    public struct Failure: Codable, Equatable {
        public var id: String
        public var variant: String
        public var location: String
        public var error: String
    }

    public init() {}

    /// Puts entries and failures in their stable order (by id, then variant).
    public mutating func sort() {
        entries.sort { ($0.id, $0.variant) < ($1.id, $1.variant) }
        failures.sort { ($0.id, $0.variant) < ($1.id, $1.variant) }
    }

    /// The manifest as stable, pretty-printed JSON (sorted keys).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
