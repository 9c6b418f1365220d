import Foundation

/// The pasteboard (Apple, `UIPasteboard`). ViewLab's is in memory, per process: what is copied
/// is there to paste until the process ends; nothing reaches the system clipboard.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The general pasteboard.
    public static let general = UIPasteboard(name: .general)

    /// A named pasteboard: the same object for the same name while the process runs.
    public static func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if let board = named[pasteboardName] { return board }
        guard create else { return nil }
        let board = UIPasteboard(name: pasteboardName)
        named[pasteboardName] = board
        return board
    }
    private static var named: [Name: UIPasteboard] = [:]

    /// A pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        withName(Name(rawValue: UUID().uuidString), create: true)!
    }

    public let name: Name
    /// Increases each time the contents change.
    open private(set) var changeCount = 0
    private var items: [[String: Any]] = [] { didSet { changeCount += 1 } }

    init(name: Name) { self.name = name }

    /// The first item's string, or nil; setting it replaces the contents with one string.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    open var strings: [String]? {
        get { values(ofType: "public.utf8-plain-text") }
        set { replace(with: newValue, ofType: "public.utf8-plain-text") }
    }
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var urls: [URL]? {
        get { values(ofType: "public.url") }
        set { replace(with: newValue, ofType: "public.url") }
    }
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var images: [UIImage]? {
        get { values(ofType: "public.image") }
        set { replace(with: newValue, ofType: "public.image") }
    }
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    open var colors: [UIColor]? {
        get { values(ofType: "com.apple.uikit.color") }
        set { replace(with: newValue, ofType: "com.apple.uikit.color") }
    }

    open var hasStrings: Bool { strings != nil }
    open var hasURLs: Bool { urls != nil }
    open var hasImages: Bool { images != nil }
    open var hasColors: Bool { colors != nil }
    open var numberOfItems: Int { items.count }

    /// Replaces the contents with one item of `value` for `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: value]]
    }
    /// The first item's value for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first?[pasteboardType]
    }

    /// Replaces the contents with one item of `type` per value (none for nil).
    private func replace(with values: [Any]?, ofType type: String) {
        items = (values ?? []).map { [type: $0] }
    }

    /// Every item's value of `type`, or nil when none has one.
    private func values<Value>(ofType type: String) -> [Value]? {
        let found = items.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
}
