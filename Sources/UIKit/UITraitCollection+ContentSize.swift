import Foundation

// TEMPORARY until UITraitCollection (branch `view`) stores `preferredContentSizeCategory` itself:
// the category is kept in a side table keyed by the trait collection's identity, so that
// `UIFont.preferredFont(forTextStyle:compatibleWith:)` and `UIFontMetrics` can be driven by traits.

extension UITraitCollection {
    /// A trait collection that only specifies the preferred content size category (Dynamic Type).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, displayScale: 0)
        ContentSizeTable.set(preferredContentSizeCategory, for: self)
    }

    /// The user's preferred text size; `.unspecified` when the collection does not say (UIKit then
    /// uses `.large`, the default size).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        ContentSizeTable.category(for: self) ?? .unspecified
    }
}

/// The side table behind `preferredContentSizeCategory` (weak keys; entries of freed collections
/// are dropped as new ones are added).
enum ContentSizeTable {
    private final class Entry {
        weak var traits: UITraitCollection?
        let category: UIContentSizeCategory
        init(_ traits: UITraitCollection, _ category: UIContentSizeCategory) {
            self.traits = traits
            self.category = category
        }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    static func set(_ category: UIContentSizeCategory, for traits: UITraitCollection) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.value.traits != nil }
        entries[ObjectIdentifier(traits)] = Entry(traits, category)
    }

    static func category(for traits: UITraitCollection) -> UIContentSizeCategory? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(traits)], entry.traits === traits else { return nil }
        return entry.category
    }
}
