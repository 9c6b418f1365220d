import Foundation

/// A menu: a title and the elements it groups (Apple, `UIMenu`, iOS 13) — actions and submenus,
/// as context menus, buttons' menus and the edit menu (`textField(_:editMenuForCharactersIn:
/// suggestedActions:)`) are made of. ViewLab keeps the tree for code that builds, inspects or
/// returns one; it shows no menus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier (Apple, `UIMenu.Identifier`): the system's menus have well-known
    /// ones (`.edit`, `.standardEdit`…); an app makes its own from a reverse-DNS string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let root = Identifier("com.apple.menu.root")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let lookup = Identifier("com.apple.menu.lookup")
        public static let learn = Identifier("com.apple.menu.learn")
        public static let format = Identifier("com.apple.menu.format")
    }

    /// How a menu shows its children (Apple, `UIMenu.Options`).
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children shown inline in the parent menu, with separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's title drawn in the destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child in the `.on` state (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children shown as a row of icons (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier: the one given, else a unique one (as UIKit makes).
    public let identifier: Identifier
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title)
        self.subtitle = subtitle
        self.image = image
    }

    /// A copy of the menu with other children (Apple, `replacingChildren(_:)`).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
