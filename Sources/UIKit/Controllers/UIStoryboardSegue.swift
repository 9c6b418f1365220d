import Foundation

/// A transition between two controllers (Apple, `UIStoryboardSegue`). Storyboards make them; code
/// makes them too — a custom segue subclass overrides `perform()`, and
/// `init(identifier:source:destination:performHandler:)` runs a closure. As on iOS, the base
/// class's `perform()` does nothing by itself beyond running the handler it was given.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: the handler given at creation; subclasses override.
    open func perform() { performHandler?() }
}
