@_spi(ViewLab) import QuartzCore
import ObjCRuntime

// MARK: - Hierarchy

extension UIView {
    /// The view's superview, or nil.
    public var superview: UIView? { storedSuperview }
    /// The subviews, back to front (the last one is drawn on top and hit-tested first): the order of
    /// their layers among the layer's sublayers, also after the layers were reordered with layer
    /// API (`layer.insertSublayer(_:above:)`, `layer.sublayers = …`), as on iOS.
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

    // The z order of subviews is the order of their layers among **all** the layer's sublayers,
    // raw sublayers (a gradient scrim, a shape layer) included: UIKit places a subview's layer
    // with the layer's own calls (`addSublayer`, `insertSublayer(_:at:)`, `above:`, `below:`) and
    // reads `subviews` back in sublayer order. Apple: the view's `layer` is "the view's Core
    // Animation layer to use for rendering … The view is the layer's delegate"; `addSublayer(_:)`
    // "appends the layer to the layer's list of sublayers". Widely reproduced observations:
    // `insertSubview(_:at:)` in a view whose layer holds an extra highlight layer lands one place
    // lower — "insertSubviews actually moves the CALayers around" (Stack Overflow question
    // 53624534, "UIView insertSubview atIndex to move a subview odd behaviour"); and
    // `sendSubviewToBack` puts a view behind a gradient inserted with `insertSublayer(_:at: 0)`,
    // the answer being to order `v.layer` among the sublayers with layer calls (Stack Overflow,
    // "CAGradientLayer send to back", answered by Matt Neuburg).

    /// Adds `view` on top of the other subviews, removing it from its old superview first: its
    /// layer is appended on top of **all** the layer's sublayers (`addSublayer`), so a raw
    /// sublayer added before stays below it and one added after covers it.
    ///
    /// Callbacks, in UIKit's order: old superview's `willRemoveSubview(_:)`,
    /// `view.willMove(toSuperview:)`, `willMove(toWindow:)` (whole subtree, when the window
    /// changes), then `didMoveToWindow()`, `view.didMoveToSuperview()`, `didAddSubview(_:)`.
    /// Both views are marked as needing layout. Adding a view to itself or to one of its
    /// descendants is reported (one line, `UIView.Diagnostic.hierarchy`) and ignored.
    func addSubviewImpl(_ view: UIView) {
        adopt(view) { $0.addSublayer($1) }
    }

    /// Inserts `view`'s layer at `index` of the layer's **sublayers** (clamped to 0…count): with
    /// no raw sublayers that is index `index` of `subviews`; with raw sublayers the index counts
    /// them too, as on iOS (Stack Overflow 53624534).
    func insertSubviewImpl(_ view: UIView, at index: Int) {
        adopt(view) { layer, child in
            // The index is the one the caller saw, with `view` still in place (iOS removes it first
            // from its old position, as `insertSublayer(_:at:)` does).
            layer.insertSublayer(child, at: UInt32(min(max(index, 0), Int(UInt32.max))))
        }
    }

    /// Inserts `view`'s layer just above `siblingSubview`'s layer (raw sublayers between them stay
    /// above `view`); on top of all sublayers when `siblingSubview` is not a subview.
    func insertSubviewImpl(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let sibling = siblingSubview.storedSuperview === self && siblingSubview !== view ? siblingSubview.layer : nil
        adopt(view) { $0.insertSublayer($1, above: sibling) }
    }

    /// Inserts `view`'s layer just below `siblingSubview`'s layer; at the bottom of all sublayers
    /// when `siblingSubview` is not a subview.
    func insertSubviewImpl(_ view: UIView, belowSubview siblingSubview: UIView) {
        let sibling = siblingSubview.storedSuperview === self && siblingSubview !== view ? siblingSubview.layer : nil
        adopt(view) { $0.insertSublayer($1, below: sibling) }
    }

    /// Moves `view`'s layer on top of **all** sublayers. Ignored if it is not a subview.
    func bringSubviewToFrontImpl(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        layer.addSublayer(view.layer)
    }

    /// Moves `view`'s layer below **all** sublayers (below a gradient inserted at index 0, as on
    /// iOS). Ignored if it is not a subview.
    func sendSubviewToBackImpl(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indexes of `subviews`: their layers trade places among the
    /// sublayers, raw sublayers staying where they are (out-of-range indexes are ignored).
    func exchangeSubviewImpl(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2), index1 != index2 else {
            return
        }
        var sublayers = layer.sublayers ?? []
        guard let a = sublayers.firstIndex(where: { $0 === storedSubviews[index1].layer }),
            let b = sublayers.firstIndex(where: { $0 === storedSubviews[index2].layer })
        else { return }
        sublayers.swapAt(a, b)
        layer.sublayers = sublayers
    }

    /// Unlinks the view from its superview (and its window). The view is autoreleased, as
    /// UIKit's `-removeFromSuperview` leaves it: it lives to the end of the run loop's turn even
    /// when only a `weak` reference (an outlet) holds it, so it can be added again in the same
    /// turn (`currentBar.removeFromSuperview(); container.addSubview(currentBar)`).
    func removeFromSuperviewImpl() {
        guard let parent = storedSuperview else { return }
        AutoreleasedObjects.keep(self)
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
        if isDescendant(of: view) {
            return "cannot add \(view.debugName) to its own descendant \(debugName): that would make a cycle"
        }
        return nil
    }

    /// Makes `view` a subview (callbacks in UIKit's order) whose layer `place` puts among this
    /// layer's sublayers. A view that already is a subview only changes its z order (no move
    /// callbacks: the superview and window stay the same).
    private func adopt(_ view: UIView, place: (CALayer, CALayer) -> Void) {
        if let problem = cycleProblem(adding: view) {
            UIView.report(.hierarchy, problem + " (ignored)")
            return
        }
        if view.storedSuperview === self {
            place(layer, view.layer)
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
        storedSubviews.append(view)
        place(layer, view.layer)
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        // UIKit lays out both the added view and its new superview in the next pass.
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Puts `subviews` in the order of their layers among the layer's sublayers (called whenever
    /// the sublayers change, through view or layer API). A subview whose layer was taken out of
    /// the layer with layer API stays a subview, after the others.
    func orderSubviewsLikeSublayers() {
        var ordered: [UIView] = []
        ordered.reserveCapacity(storedSubviews.count)
        for sublayer in layer.sublayers ?? [] {
            if let view = sublayer.delegate as? UIView, view.layer === sublayer, view.storedSuperview === self {
                ordered.append(view)
            }
        }
        if ordered.count != storedSubviews.count {
            let placed = Set(ordered.map(ObjectIdentifier.init))
            ordered += storedSubviews.filter { !placed.contains(ObjectIdentifier($0)) }
        }
        storedSubviews = ordered
    }

    /// A view's layer tells the view when its sublayers change (`CALayerHostingDelegate`), so its
    /// `subviews` follow the layer's sublayer order, as on iOS, whatever API reordered them.
    package func sublayersDidChange(of layer: CALayer) {
        guard self.layer === layer else { return }
        orderSubviewsLikeSublayers()
    }

    func notifyWillMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil { AppearanceProxies.apply(to: self) }  // UIAppearance: styled on entering a window
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
