import Foundation

/// A key combination that triggers an action on a hardware keyboard (Apple, `UIKeyCommand`).
///
/// Commands are made, kept by the responder that adds them (`UIResponder.keyCommands`,
/// `addKeyCommand(_:)` on views and view controllers) and discoverable by their title. ViewLab has
/// no hardware keyboard events, so a command is never triggered by a key press: code that
/// registers commands (alerts that answer Return, lists that answer the arrow keys) compiles and
/// runs unchanged.
open class UIKeyCommand: NSObject {
    /// The key: a character, or one of the `input…` constants.
    public let input: String?
    /// The modifier keys held with the key.
    public let modifierFlags: UIKeyModifierFlags
    /// The action sent along the responder chain when the command fires.
    public let action: Selector?
    /// The title shown in the discoverability overlay and menus.
    open var title: String
    /// The title shown in the discoverability overlay (deprecated alias of `title` on iOS 13).
    open var discoverabilityTitle: String?
    /// Whether the command wins over the system's own use of the key (iOS 15).
    open var wantsPriorityOverSystemBehavior = false

    /// A command for `input` with `modifierFlags` that sends `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = ""
        super.init()
    }

    /// A command with a discoverability title (iOS 9's initialiser).
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// A command with a title (iOS 13's initialiser; image, alternates and attributes are not kept).
    public convenience init(
        title: String, image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
}

/// Modifier keys of a key command or a press (Apple, `UIKeyModifierFlags`; raw values are
/// `NSEvent.ModifierFlags`' bits, as in UIKit's header).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
