import CoreMedia
import Foundation

/// A timed medium at a URL (`AVAsset`). ViewLab reads no media: its duration is indefinite (not
/// known), it has no tracks, and it is not playable.
open class AVAsset: NSObject, @unchecked Sendable {
    /// Where the medium is.
    public let assetURL: URL?

    public convenience init(url URL: URL) { self.init(assetURL: URL) }

    init(assetURL: URL?) {
        self.assetURL = assetURL
        super.init()
    }

    /// How long the medium is: indefinite here (ViewLab does not read media files).
    open var duration: CMTime { .indefinite }
    /// Whether a player can play it (never here).
    open var isPlayable: Bool { false }
    /// The medium's tracks (none here).
    open var tracks: [AnyObject] { [] }
}

/// An asset at a URL (`AVURLAsset`).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The asset's URL.
    open var url: URL { assetURL ?? URL(fileURLWithPath: "/") }

    public init(url URL: URL, options: [String: Any]? = nil) { super.init(assetURL: URL) }
}
