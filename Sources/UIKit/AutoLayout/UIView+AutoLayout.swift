import CoreGraphics

// MARK: - Anchors

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text: a `UILabel`'s from its font and text; other views'
    /// bottom edge (UIKit's default `forFirstBaselineLayout` is the view itself).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a label's last line; other views' bottom edge).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

// MARK: - Installed constraints

extension UIView {
    /// The constraints installed on this view (it is the closest common ancestor of their items).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs `constraint` on this view (the pre-iOS 8 way; prefer `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.install(on: self)
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { addConstraint(c) }
    }

    /// Removes `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }
}

// MARK: - The update-constraints pass

extension UIView {
    /// What `setNeedsUpdateConstraints()` does (declared, overridable, in the class).
    func setNeedsUpdateConstraintsImpl() {
        autoLayout.needsUpdateConstraints = true
        AutoLayoutEngine.constraintBasedViewsExist = true
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? true }

    /// `updateConstraintsIfNeeded`, whose overridable declaration is in the class body.
    func updateConstraintsIfNeededImpl() {
        var views: [UIView] = []
        collectSubtree(into: &views)
        UIView.runUpdateConstraints(views)
    }

    /// Pre-order list of the subtree.
    func collectSubtree(into views: inout [UIView]) {
        views.append(self)
        for s in storedSubviews { s.collectSubtree(into: &views) }
    }

    /// `updateConstraints()` on the marked views of a pre-order list, in reverse (every view after
    /// all its descendants, as UIKit's bottom-up pass). A missing `super` call is reported.
    static func runUpdateConstraints(_ preorder: [UIView]) {
        for view in preorder.reversed() {
            let state = view.autoLayout
            guard state.needsUpdateConstraints else { continue }
            state.needsUpdateConstraints = false
            state.calledSuperUpdateConstraints = false
            view.traitCollection.performAsCurrent {
                // A controller's root view updates through the controller, whose default calls
                // the view's updateConstraints() (`updateViewConstraints()`).
                if let controller = view.owningViewController {
                    controller.updateViewConstraints()
                } else {
                    view.updateConstraints()
                }
            }
            if !state.calledSuperUpdateConstraints {
                UIView.report(
                    .autoLayout,
                    "\(view.debugName) failed to call super.updateConstraints() in its updateConstraints() override")
            }
        }
    }
}

// MARK: - Applying solved frames

extension UIView {
    /// The base `layoutSubviews()`: subviews positioned by constraints get the frames the
    /// engine solved (rounded to the pixel grid). Frame-based subviews are left alone.
    func layoutSubviewsImpl() {
        guard AutoLayoutEngine.isInUse, var engine = layoutTreeRoot.autoLayoutStorage?.engine else { return }
        // A frame-based view resized since the solve (a page a page view controller placed, a
        // cell a list sized) has its constrained subviews solved again against its new size
        // before they are placed, as iOS's engine always holds the current frame.
        if wasResizedSinceSolve, storedSubviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            AutoLayoutEngine.layoutPassWillRun(from: self)
            guard let updated = layoutTreeRoot.autoLayoutStorage?.engine else { return }
            engine = updated
        }
        // A stack view places its visible arranged subviews itself, right after this: giving them
        // the engine's frame first would change their size twice a pass and mark them again.
        let placedByStack =
            (self as? UIStackView).map { Set($0.visibleArrangedSubviews.map(ObjectIdentifier.init)) } ?? []
        for s in storedSubviews where !placedByStack.contains(ObjectIdentifier(s)) {
            if let frame = engine.solvedFrame(of: s), frame != s.autoLayoutFrame { s.autoLayoutFrame = frame }
        }
    }

    /// Whether the view translates its autoresizing mask and its frame is no longer the one the
    /// engine's autoresizing constraints were last built from.
    private var wasResizedSinceSolve: Bool {
        guard translatesAutoresizingMaskIntoConstraints, let parent = storedSuperview,
            let pins = autoLayoutStorage?.autoresizingConstraints, pins.count == 4, pins[0].secondItem === parent
        else { return false }
        let f = frame, b = parent.bounds
        return pins[0].constant != f.minX - b.minX || pins[1].constant != f.minY - b.minY || pins[2].constant != f.width
            || pins[3].constant != f.height
    }

    /// The rectangle Auto Layout gives the view, applied as UIKit applies it: the size to
    /// `bounds` and the rectangle's midpoint to `center` — not through `frame`, so a view whose
    /// layer has another `anchorPoint` sits with its anchor (its `position`) at the midpoint, and a
    /// transformed view keeps its transform about it (as on iOS, where constraints set a view's
    /// center and bounds: "the frame […] is undefined" when the transform is not the identity,
    /// `UIView.frame` in Apple's documentation).
    var autoLayoutFrame: CGRect {
        get {
            CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
                height: bounds.height)
        }
        set {
            if bounds.size != newValue.size { bounds.size = newValue.size }
            let midpoint = CGPoint(x: newValue.midX, y: newValue.midY)
            if center != midpoint { center = midpoint }
        }
    }
}

// MARK: - Fitting size

extension UIView {
    /// The smallest size the constraints allow (`systemLayoutSizeFitting` target: zero).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow (target: a very large size, as UIKit's 10⁵ × 10⁵
    /// stand-in for infinity).
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// Solves the subtree rooted at this view in a scratch engine with the view's size pulled
    /// towards `target` at the fitting priorities (`.required` fixes that dimension), and returns
    /// the size rounded up to the pixel grid. Non-finite targets count as zero.
    func systemLayoutSizeFittingImpl(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
        -> CGSize
    {
        UIView.runUpdateConstraints(
            {
                var v: [UIView] = []; collectSubtree(into: &v); return v
            }())
        let clean = CGSize(
            width: target.width.isFinite ? target.width : 0, height: target.height.isFinite ? target.height : 0)
        let engine = AutoLayoutEngine(
            root: self, fitting: .init(size: clean, horizontal: horizontal, vertical: vertical))
        engine.update()
        return engine.fittedSize
    }
}
