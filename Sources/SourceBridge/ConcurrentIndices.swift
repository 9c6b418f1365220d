internal import Dispatch

/// ViewLab: runs work for every index of a collection on all cores (`DispatchQueue.concurrentPerform`)
/// and returns the results in index order, so a parallel pass gives the same output as a serial
/// one. The bridge's per-file work only reads module-wide values (`ModuleIndex`, the callers'
/// answers, which are thread-safe) and writes its own file, so files can be done side by side.
enum ConcurrentIndices {
    /// `body(i)` for every `i` in `0..<count`, at once on as many threads as there are cores;
    /// the results in order. Serial below two items.
    static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        return withoutActuallyEscaping(body) { body in
            let results = Results<T>(count: count)
            nonisolated(unsafe) let work = body
            DispatchQueue.concurrentPerform(iterations: count) { index in results.store(work(index), at: index) }
            return results.values()
        }
    }

    /// Slots written once each, from several threads (each index by one thread only), in memory
    /// allocated once, so no write touches another's.
    private final class Results<T>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<T?>
        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }
        deinit {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        func store(_ value: T, at index: Int) { slots[index] = value }
        func values() -> [T] { slots.map { $0! } }
    }
}
