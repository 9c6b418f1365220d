import Foundation

/// Polls the modification time of watched files and folders every ~200 ms on a background thread
/// and collects those that changed; the owner applies them on its own thread with
/// `takeChanged()` (UIKit state is only touched there).
public final class LiveWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var stamps: [URL: Date] = [:]
    private var changed: [URL] = []
    private var thread: Thread?
    public let interval: TimeInterval

    public init(interval: TimeInterval = 0.2) {
        self.interval = interval
    }

    /// Starts watching `path` (a file or folder); the polling thread starts with the first path.
    public func watch(_ path: URL) {
        let stamp = LiveWatcher.stamp(of: path)
        lock.withLock { stamps[path] = stamp }
        guard thread == nil else { return }
        let thread = Thread { [weak self] in
            while let self {
                self.poll()
                Thread.sleep(forTimeInterval: self.interval)
            }
        }
        thread.name = "viewlab-watch"
        self.thread = thread
        thread.start()
    }

    /// The watched paths.
    public var watched: [URL] { lock.withLock { Array(stamps.keys).sorted { $0.path < $1.path } } }

    /// Whether a path changed since the last `takeChanged()` (without taking it).
    public var hasChanges: Bool { lock.withLock { !changed.isEmpty } }

    /// The paths changed since the last call, in the order they changed.
    public func takeChanged() -> [URL] {
        lock.withLock {
            defer { changed = [] }
            return changed
        }
    }

    private func poll() {
        let paths = lock.withLock { Array(stamps.keys) }
        for path in paths {
            let stamp = LiveWatcher.stamp(of: path)
            lock.withLock {
                if stamps[path] != stamp {
                    stamps[path] = stamp
                    if !changed.contains(path) { changed.append(path) }
                }
            }
        }
    }

    /// The latest modification time of a file, or of the `.swift` files in a folder.
    public static func stamp(of path: URL) -> Date? {
        let files = (try? LiveCompiler.sources(at: path)) ?? [path]
        return files.compactMap {
            try? FileManager.default.attributesOfItem(atPath: $0.path)[.modificationDate] as? Date
        }.max()
    }
}
