@_spi(ViewLab) import QuartzCore
import Foundation

/// ViewLab: a record of the UIKit callbacks that the run loop makes — `layoutSubviews()`,
/// `draw(_:)`, `traitCollectionDidChange(_:)` — per view, and of the steps of nib loading
/// (`init(coder:)`, outlets, `awakeFromNib()`), for teaching (the shell's `:trace`).
///
/// A log is a value its owner holds, not a process-wide record: each window has one
/// (`UIWindow.lifecycleLog`; a stage gives its window a log of its own, so two stages never mix
/// their events), and a view records into its window's log — or, outside any window, into
/// `LifecycleLog.current`: the log bound by the stage at work (`withCurrent(_:_:)`), else the
/// host's shared `UIView.lifecycleLog`. A log keeps about the newest 10 000 events;
/// `UIWindow.runTurn()` returns the events of one turn. `observer` sees each event as it happens.
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
    public struct Event: CustomStringConvertible, Sendable {
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

    /// Called for every event as it is recorded.
    public var observer: ((Event) -> Void)?
    /// The run-loop turn events are recorded in (`UIWindow.turnCount` of the window turning, 0
    /// outside turns).
    var currentTurn = 0

    public init() {}

    func record(_ kind: Kind, _ view: UIView) {
        append(Event(kind: kind, view: view, viewName: view.debugName, turn: currentTurn))
    }

    /// An outlet connected by nib loading; `name` is `Class.property`.
    func recordOutlet(_ name: String) {
        append(Event(kind: .outlet, view: nil, viewName: name, turn: currentTurn))
    }

    private func append(_ event: Event) {
        events.append(event)
        recordedCount += 1
        // Trim in chunks so that a full log does not copy itself on every event.
        if events.count > capacity + capacity / 4 { events.removeFirst(events.count - capacity) }
        observer?(event)
    }

    /// How many `kind` calls `view` received (since the last `clear()`).
    public func count(_ kind: Kind, for view: UIView) -> Int {
        events.reduce(0) { $0 + ($1.kind == kind && $1.view === view ? 1 : 0) }
    }

    public func clear() { events.removeAll() }

    // MARK: - The log in effect

    /// The log events of views outside any window go to: the one the stage at work bound, else
    /// the host's `UIView.lifecycleLog`. New windows start with it as their log.
    public static var current: LifecycleLog { WindowEnvironment.bound?.lifecycleLog ?? UIView.lifecycleLog }

    /// Runs `body` with `log` as `LifecycleLog.current` (the environment bound now with this log:
    /// scoped to `body` and this thread).
    nonisolated public static func withCurrent<Result>(_ log: LifecycleLog, _ body: () throws -> Result) rethrows
        -> Result
    {
        try WindowEnvironment.overriding(lifecycleLog: log).perform(body)
    }
}

extension UIView {
    /// ViewLab: the host's log of layout/draw/trait callbacks — the log of windows made outside
    /// any stage and of views in no window (see `LifecycleLog`).
    @_spi(ViewLab) public static let lifecycleLog = LifecycleLog()
    /// ViewLab: called for every event recorded in the host's log (`UIView.lifecycleLog.observer`).
    @_spi(ViewLab) public static var lifecycleObserver: ((LifecycleLog.Event) -> Void)? {
        get { lifecycleLog.observer }
        set { lifecycleLog.observer = newValue }
    }

    /// ViewLab: the log this view's callbacks are recorded in: its window's, else
    /// `LifecycleLog.current`.
    @_spi(ViewLab) public var recordingLifecycleLog: LifecycleLog { window?.lifecycleLog ?? LifecycleLog.current }
}
