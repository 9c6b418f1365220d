import CoreGraphics

/// An object that manages a view hierarchy: `view` is created on first access by `loadView()`,
/// then `viewDidLoad()` runs.
open class UIViewController {
    private var loadedView: UIView?

    public init() {}
    public init(nibName: String?, bundle: Bundle?) {}
    public required init?(coder: NSCoder) {}

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view; the default makes a plain `UIView`.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
}
