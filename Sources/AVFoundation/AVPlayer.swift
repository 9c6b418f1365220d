import CoreMedia
import Foundation

/// Plays a player item (`AVPlayer`). ViewLab decodes no media: `play()` sets the rate to 1 and
/// nothing advances — the time stays where `seek(to:)` put it, time observers are kept but never
/// called, and no frame is shown (`AVPlayerLayer` draws only its layer).
open class AVPlayer: NSObject, @unchecked Sendable {
    /// Whether the player is playing, paused or waiting.
    public enum TimeControlStatus: Int, Sendable {
        case paused, waitingToPlayAtSpecifiedRate, playing
    }

    /// What the player does when its item ends.
    public enum ActionAtItemEnd: Int, Sendable {
        case advance, pause, none
    }

    /// Whether the player can play.
    public enum Status: Int, Sendable {
        case unknown, readyToPlay, failed
    }

    open private(set) var currentItem: AVPlayerItem?
    /// The playback rate: 0 paused, 1 playing.
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var automaticallyWaitsToMinimizeStalling = true
    open var status: Status { currentItem == nil ? .unknown : .readyToPlay }
    /// Playing when the rate is not 0 (waiting, as a player whose item never loads is, on iOS).
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
    open var error: Error? { nil }
    /// The observers added with `addPeriodicTimeObserver`/`addBoundaryTimeObserver`, kept until removed.
    private var observers: [ObjectIdentifier: AnyObject] = [:]

    public override init() { super.init() }

    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        super.init()
    }

    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func playImmediately(atRate rate: Float) { self.rate = rate }

    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    open func seek(to time: CMTime) { currentItem?.seek(to: time) }

    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        guard let currentItem else { return completionHandler(false) }
        currentItem.seek(to: time, completionHandler: completionHandler)
    }

    open func seek(
        to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping (Bool) -> Void
    ) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Adds an observer called every `interval` while playing (never here: time does not advance);
    /// returns the token to remove it with.
    open func addPeriodicTimeObserver(
        forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
    ) -> Any {
        keep(TimeObserver())
    }

    /// Adds an observer called when playback crosses one of `times` (never here).
    open func addBoundaryTimeObserver(
        forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping @Sendable () -> Void
    ) -> Any {
        keep(TimeObserver())
    }

    open func removeTimeObserver(_ observer: Any) {
        guard let observer = observer as? TimeObserver else { return }
        observers[ObjectIdentifier(observer)] = nil
    }

    private func keep(_ observer: TimeObserver) -> Any {
        observers[ObjectIdentifier(observer)] = observer
        return observer
    }

    /// The token of a time observer.
    final class TimeObserver: NSObject {}
}

/// A player of a list of items (`AVQueuePlayer`).
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem]

    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }

    public override init() {
        queue = []
        super.init()
    }

    open func items() -> [AVPlayerItem] { queue }

    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        replaceCurrentItem(with: queue.first)
    }

    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        let index = afterItem.flatMap { after in queue.firstIndex { $0 === after } }.map { $0 + 1 } ?? queue.count
        queue.insert(item, at: index)
        if currentItem == nil { replaceCurrentItem(with: queue.first) }
    }

    open func remove(_ item: AVPlayerItem) {
        queue.removeAll { $0 === item }
        if currentItem === item { replaceCurrentItem(with: queue.first) }
    }

    open func removeAllItems() {
        queue.removeAll()
        replaceCurrentItem(with: nil)
    }
}

/// Loops an item in a queue player (`AVPlayerLooper`): the player gets the item.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    /// Whether looping works.
    public enum Status: Int, Sendable {
        case unknown, ready, failed, cancelled
    }

    open private(set) var status = Status.ready
    open var loopCount: Int { 0 }

    public init(
        player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid
    ) {
        player.insert(itemToLoop, after: nil)
        super.init()
    }

    open func disableLooping() { status = .cancelled }
}
