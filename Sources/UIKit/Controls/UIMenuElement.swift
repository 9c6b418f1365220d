import Foundation

/// The base of menu items (`UIAction`): a title and its attributes and state.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How a menu element is shown and behaves.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check-mark state of a menu element.
    public enum State: Int, Sendable {
        case off = 0, on = 1, mixed = 2
    }

    open var title: String
    open var subtitle: String?
    /// The element's image (buttons made with a primary action show it).
    open var image: UIImage?

    init(title: String) { self.title = title }
}
