import QuartzCore

// MARK: - Hierarchy

extension UIView {
    /// The view's superview, or nil.
    public var superview: UIView? { storedSuperview }
    /// The subviews, back to front (the last one is drawn on top and hit-tested first).
    public var subviews: [UIView] { storedSubviews }
    /// The window the view is in (walking up the superviews), or nil.
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.storedSuperview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    ///
    /// Callbacks, in UIKit's order: old superview's `willRemoveSubview(_:)`,
    /// `view.willMove(toSuperview:)`, `willMove(toWindow:)` (whole subtree, when the window
    /// changes), then `didMoveToWindow()`, `view.didMoveToSuperview()`, `didAddSubview(_:)`.
    /// Both views are marked as needing layout. Adding a view to itself or to one of its
    /// descendants is reported (one line, `UIView.Diagnostic.hierarchy`) and ignored.
    func addSubviewImpl(_ view: UIView) { insert(view, at: storedSubviews.count) }

    /// Inserts `view` at `index` in `subviews` (clamped to 0…count).
    func insertSubviewImpl(_ view: UIView, at index: Int) { insert(view, at: index) }

    /// Inserts `view` just above `siblingSubview` (on top if it is not a subview).
    func insertSubviewImpl(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, at: storedSubviews.count, relativeTo: siblingSubview, offset: 1)
    }

    /// Inserts `view` just below `siblingSubview` (at the back if it is not a subview).
    func insertSubviewImpl(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, at: 0, relativeTo: siblingSubview, offset: 0)
    }

    /// Moves `view` to the front (top of the z order). Ignored if it is not a subview.
    func bringSubviewToFrontImpl(_ view: UIView) {
        guard let i = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: i)
        storedSubviews.append(view)
        syncSublayers()
    }

    /// Moves `view` to the back. Ignored if it is not a subview.
    func sendSubviewToBackImpl(_ view: UIView) {
        guard let i = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: i)
        storedSubviews.insert(view, at: 0)
        syncSublayers()
    }

    /// Swaps the subviews at two indexes (out-of-range indexes are ignored).
    func exchangeSubviewImpl(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
        syncSublayers()
    }

    /// Unlinks the view from its superview (and its window).
    func removeFromSuperviewImpl() {
        guard let parent = storedSuperview else { return }
        let oldWindow = window
        deactivateConstraintsCrossing()
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { notifyDidMoveToWindow() }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.storedSuperview
        }
        return false
    }

    /// The first view (depth first, the receiver included) whose `tag` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in storedSubviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// ViewLab: `addSubview(_:)` that throws `UIView.Diagnostic` instead of only reporting when
    /// the request would create a cycle.
    public func addSubviewChecked(_ view: UIView) throws {
        if let problem = cycleProblem(adding: view) {
            throw Diagnostic(kind: .hierarchy, message: problem)
        }
        addSubview(view)
    }

    // MARK: - Callbacks (overridable, do nothing by default)


    // MARK: - Implementation

    private func cycleProblem(adding view: UIView) -> String? {
        if view === self { return "cannot add \(view.debugName) to itself" }
        if isDescendant(of: view) { return "cannot add \(view.debugName) to its own descendant \(debugName): that would make a cycle" }
        return nil
    }

    /// Inserts at `index`, or relative to `sibling` (index of sibling + offset) when it is a subview.
    private func insert(_ view: UIView, at index: Int, relativeTo sibling: UIView? = nil, offset: Int = 0) {
        if let problem = cycleProblem(adding: view) {
            UIView.report(.hierarchy, problem + " (ignored)")
            return
        }
        if view.storedSuperview === self {
            // Already a subview: only the z order changes (no move callbacks — the superview and
            // window stay the same).
            storedSubviews.removeAll { $0 === view }
            storedSubviews.insert(view, at: target(index, sibling, offset))
            syncSublayers()
            return
        }
        let oldWindow = view.window
        if let old = view.storedSuperview {
            view.deactivateConstraintsCrossing()
            old.willRemoveSubview(view)
        }
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.storedSuperview {
            old.storedSubviews.removeAll { $0 === view }
            old.setNeedsLayout()
        }
        view.storedSuperview = self
        storedSubviews.insert(view, at: target(index, sibling, offset))
        syncSublayers()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        // UIKit lays out both the added view and its new superview in the next pass.
        view.setNeedsLayout()
        setNeedsLayout()
    }

    private func target(_ index: Int, _ sibling: UIView?, _ offset: Int) -> Int {
        if let sibling, let i = storedSubviews.firstIndex(where: { $0 === sibling }) { return i + offset }
        return min(max(index, 0), storedSubviews.count)
    }

    /// Rebuilds the layer's sublayers in subview order (sublayers that are not view layers stay
    /// below the view layers).
    func syncSublayers() {
        let viewLayers = storedSubviews.map(\.layer)
        for sublayer in layer.sublayers ?? [] where viewLayers.contains(where: { $0 === sublayer }) {
            sublayer.removeFromSuperlayer()
        }
        for l in viewLayers { layer.addSublayer(l) }
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        owningViewController?.viewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for s in storedSubviews { s.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow() {
        didMoveToWindow()
        for g in storedGestureRecognizers { g.reset() }
        for s in storedSubviews { s.notifyDidMoveToWindow() }
        owningViewController?.viewDidMoveToWindow(window)
    }
}
