import Foundation

/// Called when an audio player finishes or fails (`AVAudioPlayerDelegate`).
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// Plays a sound file or data (`AVAudioPlayer`). ViewLab plays no sound: a file that does not
/// exist or empty data throws, as on iOS; otherwise `play()` succeeds and is silent, its duration
/// is 0 (the file is not decoded) and the delegate is never told the sound finished.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    open private(set) var url: URL?
    open private(set) var data: Data?
    open weak var delegate: AVAudioPlayerDelegate?
    open var volume: Float = 1
    open var pan: Float = 0
    open var enableRate = false
    open var rate: Float = 1
    /// How many more times to play (-1: forever).
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var isMeteringEnabled = false
    open private(set) var isPlaying = false
    /// The sound's length: 0 here (ViewLab does not decode audio).
    open var duration: TimeInterval { 0 }
    open var numberOfChannels: Int { 0 }

    public init(contentsOf url: URL) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207, userInfo: [NSURLErrorKey: url])
        }
        self.url = url
        super.init()
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    public init(data: Data) throws {
        guard !data.isEmpty else { throw NSError(domain: NSOSStatusErrorDomain, code: 1_954_115_647) }
        self.data = data
        super.init()
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

    @discardableResult open func prepareToPlay() -> Bool { true }

    @discardableResult open func play() -> Bool {
        isPlaying = true
        return true
    }

    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }

    open func pause() { isPlaying = false }

    open func stop() {
        isPlaying = false
    }

    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
