import Foundation

/// The sounds registered with `AudioServicesCreateSystemSoundID`, and how often each was played (the
/// record a test or the shell reads instead of a speaker).
package enum SystemSounds {
    // guarded by `lock`: System Sound Services is callable from any thread
    nonisolated(unsafe) private static var files: [SystemSoundID: URL] = [:]
    nonisolated(unsafe) private static var plays: [SystemSoundID: Int] = [:]
    nonisolated(unsafe) private static var next: SystemSoundID = kSystemSoundID_Vibrate + 1
    private static let lock = NSLock()

    static func register(_ url: URL) -> SystemSoundID {
        lock.withLock {
            defer { next += 1 }
            files[next] = url
            return next
        }
    }

    static func dispose(_ id: SystemSoundID) {
        lock.withLock { _ = files.removeValue(forKey: id) }
    }

    static func played(_ id: SystemSoundID) {
        lock.withLock { plays[id, default: 0] += 1 }
    }

    /// How many times the sound `id` was played.
    package static func playCount(of id: SystemSoundID) -> Int {
        lock.withLock { plays[id] ?? 0 }
    }

    /// The file a created sound was registered with.
    package static func file(of id: SystemSoundID) -> URL? {
        lock.withLock { files[id] }
    }
}
