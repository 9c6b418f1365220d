import CoreGraphics

// MARK: - Layout cycle

extension UIView {
    /// Marks the view as needing layout; `layoutSubviews()` runs in the next layout pass (or at
    /// the next `layoutIfNeeded()`). Calls coalesce.
    ///
    /// UIKit marks a view itself when its bounds size changes, when it is added to a superview,
    /// and marks the superview when a subview is added or removed. Moving a view (`center`,
    /// a frame with the same size) does not lay it out.
    func setNeedsLayoutImpl() {
        needsLayoutFlag = true
        scheduleCommitIfOnScreen()
    }

    /// Lays out now what needs layout, as Core Animation's `layoutIfNeeded()` does: "the layer's
    /// superlayers are traversed until an ancestor layer is found that does not require layout;
    /// then layout is performed on the entire layer tree beneath that ancestor" (Apple, CALayer
    /// `layoutIfNeeded()`; UIView's is its layer's). So a view just added to a window lays the window
    /// out too, and a clean ancestor is left alone. Trait changes are delivered first, then
    /// `layoutSubviews()` runs top-down on every marked view of that subtree.
    func layoutIfNeededImpl() {
        UIView.runLayout(from: layoutRoot)
    }

    /// The highest ancestor reached from this view through superviews that need layout (this view
    /// when its superview is clean).
    var layoutRoot: UIView {
        var root = self
        while let parent = root.storedSuperview, parent.needsLayoutFlag { root = parent }
        return root
    }

    /// Lays out subviews. The default applies the frames Auto Layout solved for subviews that
    /// use constraints (`layoutSubviewsImpl`, UIView+AutoLayout.swift); autoresizing is applied
    /// when the bounds size changes. Override to set subview frames.

    /// ViewLab: whether the view is marked for layout.
    public var needsLayout: Bool { needsLayoutFlag }

    // MARK: - Intrinsic size and fitting

    /// The absence of an intrinsic metric (-1, as in UIKit).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells layout that `intrinsicContentSize` changed: Auto Layout measures the view again in
    /// the next pass (its content-size constraints follow), and the superview is marked for
    /// layout — when Auto Layout sizes the view. A view whose frame Auto Layout takes as given
    /// (`translatesAutoresizingMaskIntoConstraints`, the default for views made in code) keeps its
    /// frame whatever its content size says, so nothing is marked: on iOS the intrinsic size feeds
    /// only Auto Layout ("The intrinsic content size is used by Auto Layout", Apple,
    /// `intrinsicContentSize`), and a view that sets an image view's image or a label's text in
    /// its own `layoutSubviews()` — a colour wheel, a badge — is laid out once, not again and again.
    func invalidateIntrinsicContentSizeImpl() {
        autoLayoutStorage?.intrinsicSizeIsStale = true
        if !translatesAutoresizingMaskIntoConstraints {
            storedSuperview?.setNeedsLayout()
        } else if let button = storedSuperview as? UIButton, button.lays(outContentView: self) {
            // A button lays its own title and image out and sizes itself by them, as UIKit's does
            // (a configured button follows Dynamic Type).
            button.invalidateIntrinsicContentSize()
            button.setNeedsLayout()
        }
        // A stack view's own size follows its arranged subviews (UIStackView+Arrangement.swift).
        (storedSuperview as? UIStackView)?.arrangedSubviewDidChange(self)
    }

    /// Resizes the view (keeping its frame origin) to `sizeThatFits(bounds.size)`.
    func sizeToFitImpl() {
        let fitted = sizeThatFits(bounds.size)
        guard fitted.width.isFinite, fitted.height.isFinite else { return }
        let origin = frame.origin
        frame = CGRect(origin: origin, size: CGSize(width: max(0, fitted.width), height: max(0, fitted.height)))
    }

    // MARK: - The layout pass

    /// The most layout passes one layout run makes before it reports a feedback loop.
    public static let maximumLayoutPasses = 100

    /// Runs layout passes over the subtree of `root` until nothing is marked, at most
    /// `maximumLayoutPasses` times. If views are still marked after that (a view that keeps
    /// marking itself or another view while being laid out), the loop is stopped and reported
    /// as `UIView.Diagnostic.layoutFeedbackLoop` naming the views involved.
    /// Returns the diagnostic, if any.
    @discardableResult
    static func runLayout(from root: UIView) -> Diagnostic? {
        // Asked from inside Auto Layout's solving (a view's `intrinsicContentSize` that calls
        // `layoutIfNeeded()`): the pass that is solving lays the tree out when it is done.
        guard !AutoLayoutEngine.isUpdating(treeOf: root) else { return nil }
        var counts: [ObjectIdentifier: (view: UIView, passes: Int)] = [:]
        for _ in 0..<maximumLayoutPasses {
            root.updateTraitsIfNeeded()
            root.updateSafeAreaInSubtree()
            runPropertyUpdates(from: root)
            guard root.subtreeNeedsLayout else { return nil }
            AutoLayoutEngine.layoutPassWillRun(from: root)
            root.layoutPass(counts: &counts)
        }
        root.updateSafeAreaInSubtree()
        guard root.subtreeNeedsLayout else { return nil }
        var marked: [UIView] = []
        root.collectMarked(into: &marked)
        let names = marked.map(\.debugName)
        let busiest = counts.values.sorted { $0.passes > $1.passes }.prefix(3).map {
            "\($0.view.debugName) ×\($0.passes)"
        }
        let message =
            "layout feedback loop: \(names.joined(separator: ", ")) still need layout after \(maximumLayoutPasses) passes "
            + "(laid out most: \(busiest.joined(separator: ", "))); a view that calls setNeedsLayout() or changes a size during "
            + "layoutSubviews() keeps layout from settling"
        for view in marked { view.needsLayoutFlag = false }
        UIView.report(.layoutFeedbackLoop, message)
        return Diagnostic(kind: .layoutFeedbackLoop, message: message)
    }

    var subtreeNeedsLayout: Bool {
        needsLayoutFlag || storedSubviews.contains { $0.subtreeNeedsLayout }
    }

    private func collectMarked(into list: inout [UIView]) {
        if needsLayoutFlag { list.append(self) }
        for s in storedSubviews { s.collectMarked(into: &list) }
    }

    /// One top-down pass: lay out this view if marked, then its subviews.
    private func layoutPass(counts: inout [ObjectIdentifier: (view: UIView, passes: Int)]) {
        if needsLayoutFlag {
            needsLayoutFlag = false
            counts[ObjectIdentifier(self), default: (self, 0)].passes += 1
            performLayoutSubviews()
        }
        for s in storedSubviews where s.storedSuperview === self { s.layoutPass(counts: &counts) }
    }

    /// `layoutSubviews()` wrapped as UIKit does: traits current, the owning controller's
    /// `viewWillLayoutSubviews()` before and `viewDidLayoutSubviews()` after.
    func performLayoutSubviews() {
        recordingLifecycleLog.record(.layoutSubviews, self)
        traitCollection.performAsCurrent {
            if window != nil { owningViewController?.deliverIsAppearingIfOwed() }
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    /// Called from `bounds` when the size changed: mark for layout, autoresize the subviews and,
    /// for `.redraw` (or a view that always lays out its content anew, a label), mark for display
    /// (other content modes reuse the stale bitmap).
    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        if autoresizesSubviews {
            for s in storedSubviews { s.resize(withOldSuperviewSize: oldSize, newSuperviewSize: bounds.size) }
        }
        if layer.needsDisplayOnBoundsChange || type(of: self).redisplaysWhenResized { setNeedsDisplay() }
    }
}
