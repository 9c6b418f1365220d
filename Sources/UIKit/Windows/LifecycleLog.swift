import Foundation

/// ViewLab: a record of the UIKit callbacks that the run loop makes — `layoutSubviews()`,
/// `draw(_:)`, `traitCollectionDidChange(_:)` — per view, and of the steps of nib loading
/// (`init(coder:)`, outlets, `awakeFromNib()`), for teaching (the shell's `:trace`).
///
/// `UIView.lifecycleLog` records every call (about the newest 10 000); `UIWindow.runTurn()` returns the
/// events of one turn. `UIView.lifecycleObserver` sees each event as it happens.
@preconcurrency @MainActor
@_spi(ViewLab) public final class LifecycleLog {
    /// The kind of callback.
    public enum Kind: String, Sendable, CaseIterable {
        /// Nib loading (`UINib.instantiate`): a view made with `init(coder:)`, an outlet connected
        /// (the event names `Class.property`), `awakeFromNib()` sent — in UIKit's order.
        case initWithCoder, outlet, awakeFromNib
        case layoutSubviews, draw, traitCollectionDidChange

        /// How a trace names the call: `init(coder:)`, `outlet`, `draw(_:)`, `layoutSubviews`…
        public var title: String {
            switch self {
            case .initWithCoder: return "init(coder:)"
            case .draw: return "draw(_:)"
            default: return rawValue
            }
        }
    }

    /// One callback made to one view.
    public struct Event: CustomStringConvertible {
        public var kind: Kind
        public weak var view: UIView?
        /// The view's debug name when the event happened (`MyView(tag 3)`).
        public var viewName: String
        /// The run-loop turn number (`UIWindow.turnCount` of the window turning, 0 outside turns).
        public var turn: Int
        public var description: String { "\(viewName).\(kind.rawValue)" }
    }

    public private(set) var events: [Event] = []
    /// How many events were ever recorded (trimming and `clear()` do not lower it), so that a
    /// turn can take exactly the events recorded while it ran.
    public private(set) var recordedCount = 0
    /// The most events kept.
    public var capacity = 10_000

    public init() {}

    func record(_ kind: Kind, _ view: UIView) {
        let event = Event(kind: kind, view: view, viewName: view.debugName, turn: LifecycleLog.currentTurn)
        events.append(event)
        recordedCount += 1
        // Trim in chunks so that a full log does not copy itself on every event.
        if events.count > capacity + capacity / 4 { events.removeFirst(events.count - capacity) }
        UIView.lifecycleObserver?(event)
    }

    /// An outlet connected by nib loading; `name` is `Class.property`.
    func recordOutlet(_ name: String) {
        events.append(Event(kind: .outlet, view: nil, viewName: name, turn: LifecycleLog.currentTurn))
        recordedCount += 1
        UIView.lifecycleObserver?(events[events.count - 1])
    }

    /// How many `kind` calls `view` received (since the last `clear()`).
    public func count(_ kind: Kind, for view: UIView) -> Int {
        events.reduce(0) { $0 + ($1.kind == kind && $1.view === view ? 1 : 0) }
    }

    public func clear() { events.removeAll() }

    static var currentTurn = 0
}

extension UIView {
    /// ViewLab: the shared log of layout/draw/trait callbacks.
    @_spi(ViewLab) public static let lifecycleLog = LifecycleLog()
    /// ViewLab: called for every lifecycle event as it is recorded.
    @_spi(ViewLab) public static var lifecycleObserver: ((LifecycleLog.Event) -> Void)?
}
