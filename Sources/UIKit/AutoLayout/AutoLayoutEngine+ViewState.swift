import CoreGraphics

/// A view's Auto Layout state (created on first use, so views that never use Auto Layout pay
/// nothing): the constraints installed on it, its content priorities, the updateConstraints
/// flag, its cached intrinsic size, its layout guides and — for the root of a tree — the engine.
@MainActor
final class AutoLayoutViewState {
    /// Constraints installed on this view (it is the closest common ancestor of their items).
    var constraints: [NSLayoutConstraint] = []
    /// Content hugging per axis (nil: the class default).
    var hugging: [UILayoutPriority?] = [nil, nil]
    /// Compression resistance per axis (nil: 750).
    var compression: [UILayoutPriority?] = [nil, nil]
    /// Whether `updateConstraints()` is due (true for a new view, as on iOS).
    var needsUpdateConstraints = true
    /// Set by the base `updateConstraints()` to check that overrides call super.
    var calledSuperUpdateConstraints = false
    /// The intrinsic content size as last measured; stale after `invalidateIntrinsicContentSize()`.
    var cachedIntrinsicSize: CGSize?
    var intrinsicSizeIsStale = true
    /// The engine, when this view is the root of a tree that uses Auto Layout.
    var engine: AutoLayoutEngine?
    /// Guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    /// The view's system guides, made on first use so that the same object is returned each time.
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// The engine-made constraints for this view (created once, constants refreshed per pass).
    var autoresizingConstraints: [NSLayoutConstraint] = []
    /// An arranged subview's pins to the frame its stack view gave it (see `arrangementConstraints`).
    var arrangementConstraints: [NSLayoutConstraint] = []
    var contentSizeConstraints: [NSLayoutConstraint] = []
    var rootConstraints: [NSLayoutConstraint] = []

    /// A short id for constraint descriptions, assigned on first use (`v12`).
    lazy var shortID: String = {
        AutoLayoutViewState.nextID += 1
        return "v\(AutoLayoutViewState.nextID)"
    }()
    static var nextID = 0
}

extension UIView {
    /// The view's Auto Layout state, created on first use.
    var autoLayout: AutoLayoutViewState {
        if let state = autoLayoutStorage { return state }
        let state = AutoLayoutViewState()
        autoLayoutStorage = state
        return state
    }

    /// The root of the view's tree (the window, or the topmost superview).
    var layoutTreeRoot: UIView {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }
}
