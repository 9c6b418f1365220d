@_spi(ViewLab) import CoreGraphics
import Foundation

// MARK: - Rendered glyph cache

extension SymbolGlyphs {
    /// A small thread-safe cache: rendered glyph bitmaps (by name, box, weight, display scale),
    /// font glyph outlines (by name).
    final class Cache<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: Value] = [:]
        /// Enough for every glyph in a few sizes; the cache is emptied when full.
        let limit = 512

        func value(for key: String) -> Value? {
            lock.lock(); defer { lock.unlock() }
            return entries[key]
        }

        func store(_ value: Value, for key: String) {
            lock.lock(); defer { lock.unlock() }
            if entries.count >= limit { entries.removeAll() }
            entries[key] = value
        }
    }

    static let cache = Cache<CGImage>()
    /// Outlines read from the icon font (`SymbolGlyphs+Font.swift`); `nil` is not stored.
    static let outlines = Cache<CGPath>()
}

// MARK: - Unknown names

extension SymbolGlyphs {
    /// The names already reported, so each is said once a process.
    private static let reported = Cache<Bool>()

    /// Says once on stderr that `UIImage(systemName: name)` has no glyph of its own here: it is drawn
    /// by a stand-in (`SymbolGlyphs+Fallback.swift`), or it is nil (not a symbol name, or its glyph
    /// comes from the icon font, which is not installed).
    static func reportMissing(_ name: String) {
        guard reported.value(for: name) == nil else { return }
        reported.store(true, for: name)
        let reason: String
        switch fontGlyphs[name] != nil ? nil : stand(for: name) {
        case .relative(let relative)?:
            reason = "ViewLab has no glyph of that name (Docs/symbols.md lists them); drawn as '\(relative)'"
        case .placeholder?:
            reason = "ViewLab has no glyph of that name (Docs/symbols.md lists them); drawn as a placeholder (?)"
        case nil where fontGlyphs[name] != nil:
            reason =
                "its glyph comes from the '\(fontFamily)' font, which is not installed (Debian: fonts-materialdesignicons-webfont); the image is nil"
        case nil:
            reason = "not a symbol name; the image is nil, as on iOS for an unknown name"
        }
        FileHandle.standardError.write(Data("viewlab: warning: UIImage(systemName: \"\(name)\"): \(reason)\n".utf8))
    }
}
