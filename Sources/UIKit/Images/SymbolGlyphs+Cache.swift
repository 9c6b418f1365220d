@_spi(ViewLab) import CoreGraphics
import Foundation

// MARK: - Rendered glyph cache

extension SymbolGlyphs {
    /// A small thread-safe cache of rendered glyph bitmaps (name, box, weight, display scale).
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: CGImage] = [:]
        /// Enough for every glyph in a few sizes; the cache is emptied when full.
        let limit = 512

        func value(for key: String) -> CGImage? {
            lock.lock(); defer { lock.unlock() }
            return entries[key]
        }

        func store(_ image: CGImage, for key: String) {
            lock.lock(); defer { lock.unlock() }
            if entries.count >= limit { entries.removeAll() }
            entries[key] = image
        }
    }

    static let cache = Cache()
}
