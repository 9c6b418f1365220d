import CoreMedia
import Foundation

/// An asset as a player plays it (`AVPlayerItem`). Nothing is decoded here: the item stays
/// `.unknown` (never ready to play), so code that waits for `.readyToPlay` keeps its placeholder.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// Whether an item can be played.
    public enum Status: Int, Sendable {
        case unknown, readyToPlay, failed
    }

    public let asset: AVAsset
    open private(set) var status = Status.unknown
    open var error: Error? { nil }
    open var duration: CMTime { asset.duration }
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// The time the item is at (its playback position; moved by `seek(to:)`).
    var position = CMTime.zero

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    open func currentTime() -> CMTime { position }

    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        if time.isNumeric { position = time }
        completionHandler?(true)
    }

    /// Posted when an item plays to its end (never here: nothing plays).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name(
        "AVPlayerItemFailedToPlayToEndTimeNotification")
}

extension NSNotification.Name {
    /// `AVPlayerItem.didPlayToEndTimeNotification`, by its older name.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
}
