import Foundation

/// The closure type of a `UIAction`.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action: what controls call for their events (`UIControl.addAction(_:for:)`)
/// and what menus show.
open class UIAction: UIMenuElement {
    /// A unique identifier for an action (Apple's raw-value type).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    let handler: UIActionHandler

    /// The object that sent the action while the handler runs (the control), else nil.
    public internal(set) var sender: Any?

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
        self.image = image
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        let saved = self.sender
        self.sender = sender
        handler(self)
        self.sender = saved
    }
}
