import CoreGraphics
internal import Cassowary

/// ViewLab's Auto Layout engine: one incremental Cassowary solver per view tree, held by the
/// tree's root (the window, or the topmost superview of a tree outside any window).
///
/// Each layout pass that has something to lay out (`UIView.runLayout`) first calls `update()`:
///
/// 1. the update-constraints pass: `updateConstraints()` on marked views, leaves first;
/// 2. collect the active constraints installed in the tree and the views they involve (plus
///    their ancestors, and subviews with `translatesAutoresizingMaskIntoConstraints == false`);
/// 3. add the engine's own constraints: the root pinned to its bounds, frame constraints for
///    views that translate their autoresizing mask, system guides pinned to their views,
///    content hugging / compression resistance from `intrinsicContentSize`;
/// 4. diff against what the solver holds — only added, removed or changed constraints are
///    touched (a changed constant is a remove + add, both incremental in Cassowary);
/// 5. read the solution and mark the superview of every view whose rounded frame changed, so
///    its base `layoutSubviews()` applies it in the top-down layout pass.
///
/// Variables are in the root's coordinate space (x, y, width, height per item), so constraints
/// between any two views of the tree are plain linear equations; a frame is the difference to
/// its superview, with both edges rounded to the screen's pixel grid (1/scale) as UIKit does.
@MainActor
final class AutoLayoutEngine {
    /// One solver variable per edge quantity of a view or guide (root coordinates).
    final class ItemVariables {
        /// Weak: the root's own entry would otherwise keep the root (and its engine) alive.
        weak var item: AnyObject?
        let x: Variable, y: Variable, width: Variable, height: Variable
        init(item: AnyObject, name: String) {
            self.item = item
            x = Variable("\(name).minX")
            y = Variable("\(name).minY")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
        func variables(for axis: NSLayoutConstraint.Axis) -> [Variable] {
            axis == .horizontal ? [x, width] : [y, height]
        }
    }

    /// A constraint as given to the solver, with what it was built from.
    struct Entry {
        let constraint: NSLayoutConstraint
        let built: Constraint
        let signature: Signature
    }

    /// The solver-relevant content of a built constraint (to skip unchanged ones).
    struct Signature: Equatable {
        var variables: [ObjectIdentifier]
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var weight: Double
        init(_ c: Constraint) {
            variables = c.expression.terms.map { ObjectIdentifier($0.variable) }
            coefficients = c.expression.terms.map(\.coefficient)
            constant = c.expression.constant
            relation = c.relation
            weight = c.strength.weight
        }
    }

    /// What `systemLayoutSizeFitting` asks for.
    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    unowned let root: UIView
    let fitting: Fitting?
    let solver = Solver()
    var items: [ObjectIdentifier: ItemVariables] = [:]
    var installed: [ObjectIdentifier: Entry] = [:]
    /// Constraints in the order they were wanted in the last pass (for queries).
    var installedOrder: [NSLayoutConstraint] = []
    /// Constraints the solver refused, with the signature refused (not retried until it changes
    /// or another constraint goes away).
    var broken: [ObjectIdentifier: Signature] = [:]
    /// The views in the engine except the root (which the engine must not retain), pre-order,
    /// and the frames solved for those positioned by it.
    var engineViews: [UIView] = []
    var solvedFrames: [ObjectIdentifier: CGRect] = [:]
    /// `exerciseAmbiguityInLayout()` constraints, per view.
    var exercises: [ObjectIdentifier: [Constraint]] = [:]
    /// Per-pass caches.
    var rightToLeft: [ObjectIdentifier: Bool] = [:]
    var fittingPins: [NSLayoutConstraint] = []
    /// The width each wrapping label was last measured at in this pass (see `followWrappingLabels`).
    var wrapWidths: [ObjectIdentifier: CGFloat] = [:]
    /// Whether `update()` is running: code it calls (an `intrinsicContentSize` that calls
    /// `layoutIfNeeded()`, the self-sizing table idiom) must not start another update of the same
    /// engine, which would ask that code again without end.
    private(set) var isUpdating = false

    init(root: UIView, fitting: Fitting?) {
        self.root = root
        self.fitting = fitting
    }

    // MARK: - Global switches

    /// Active constraints anywhere; while 0 (and no view requires constraint-based layout) the
    /// layout cycle skips Auto Layout entirely, so frame-based trees behave exactly as before.
    static var installedCount = 0
    /// Set once a view class requiring constraint-based layout is created or
    /// `setNeedsUpdateConstraints()` is called.
    static var constraintBasedViewsExist = false
    static var isInUse: Bool { installedCount > 0 || constraintBasedViewsExist }

    /// Called by the layout cycle before a layout pass from `view`: updates the engine of the
    /// view's tree.
    static func layoutPassWillRun(from view: UIView) {
        guard isInUse else { return }
        let root = view.layoutTreeRoot
        let state = root.autoLayout
        if state.engine?.isUpdating == true { return }
        if state.engine == nil {
            guard root.subtreeUsesAutoLayout else { return }
            state.engine = AutoLayoutEngine(root: root, fitting: nil)
        }
        state.engine?.update()
    }

    /// Whether the engine of `view`'s tree is solving right now (a layout run started from code
    /// it calls waits for it: UIKit does not re-enter its engine either).
    static func isUpdating(treeOf view: UIView) -> Bool {
        isInUse && view.layoutTreeRoot.autoLayoutStorage?.engine?.isUpdating == true
    }

    // MARK: - Update

    /// Brings the solver in line with the tree and solves (see the type's documentation).
    func update() {
        guard !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var preorder: [UIView] = []
        root.collectSubtree(into: &preorder)
        if fitting == nil {
            guard preorder.contains(where: { $0.usesAutoLayout }) else { return tearDown() }
            UIView.runUpdateConstraints(preorder)
        }
        rightToLeft.removeAll(keepingCapacity: true)
        var user: [NSLayoutConstraint] = []
        for view in preorder {
            guard let state = view.autoLayoutStorage else { continue }
            user += state.constraints
            if view !== root, fitting == nil { state.engine = nil }  // a former root's engine is stale
        }
        engineViews = collectEngineViews(preorder: preorder, user: user)
        wrapWidths.removeAll(keepingCapacity: true)
        synchronise(wantedConstraints(user: user))
        // Wrapping labels are measured again at their solved width until the widths settle
        // (automatic `preferredMaxLayoutWidth`); a few rounds at most, so a width that depends
        // on the label's own height cannot loop.
        for _ in 0..<4 {
            solver.updateVariables()
            guard followWrappingLabels() else { break }
            synchronise(wantedConstraints(user: user))
        }
        solveAndMark()
    }

    /// Records the solved width of every wrapping label whose width changed since it was last
    /// measured; true when any did (its content size must be measured again).
    private func followWrappingLabels() -> Bool {
        let scale = pixelScale
        var changed = false
        let candidates =
            (fitting != nil ? [root] : []) + engineViews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        for case let label as LayoutWidthWrapping in candidates where label.wrapsAtLayoutWidth {
            guard let solved = rootRect(of: label)?.width, solved.isFinite, solved > 0 else { continue }
            let width = (solved * scale).rounded() / scale
            let id = ObjectIdentifier(label)
            if let measured = wrapWidths[id], abs(measured - width) < 0.5 / scale { continue }
            wrapWidths[id] = width
            changed = true
        }
        return changed
    }

    /// The views the engine positions or refers to, in pre-order.
    private func collectEngineViews(preorder: [UIView], user: [NSLayoutConstraint]) -> [UIView] {
        var included = Set<ObjectIdentifier>([ObjectIdentifier(root)])
        func include(_ view: UIView) {
            var v: UIView? = view
            while let current = v, included.insert(ObjectIdentifier(current)).inserted { v = current.storedSuperview }
        }
        for c in user {
            if let v = NSLayoutConstraint.view(of: c.firstItem) { include(v) }
            if let v = NSLayoutConstraint.view(of: c.secondItem) { include(v) }
        }
        var result: [UIView] = []
        for view in preorder {
            if view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                let parent = view.storedSuperview, included.contains(ObjectIdentifier(parent))
            {
                included.insert(ObjectIdentifier(view))
            }
            if view !== root, included.contains(ObjectIdentifier(view)) { result.append(view) }
        }
        return result
    }

    /// Engine constraints first (they hold the frame-based views), then the user's in
    /// activation order (so a conflicting newcomer is the one broken), then content size.
    private func wantedConstraints(user: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        var wanted = rootConstraints()
        var guides: [ObjectIdentifier: UILayoutGuide] = [:]
        for view in engineViews where view.translatesAutoresizingMaskIntoConstraints {
            wanted += autoresizingConstraints(for: view)
        }
        for view in engineViews where !view.translatesAutoresizingMaskIntoConstraints && view.isPlacedByStackView {
            wanted += arrangementConstraints(for: view)
        }
        for c in user {
            for item in [c.firstItem, c.secondItem] {
                if let guide = item as? UILayoutGuide, guide.kind != .custom { guides[ObjectIdentifier(guide)] = guide }
            }
        }
        for guide in guides.values.sorted(by: { $0.shortID < $1.shortID }) { wanted += pinConstraints(for: guide) }
        wanted += user.sorted { $0.activationSequence < $1.activationSequence }
        if fitting != nil { wanted += contentSizeConstraints(for: root) }
        for view in engineViews where !view.translatesAutoresizingMaskIntoConstraints {
            wanted += contentSizeConstraints(for: view)
        }
        return wanted
    }

    /// Removes what is no longer wanted, adds what is new or changed; reports refusals.
    private func synchronise(_ wanted: [NSLayoutConstraint]) {
        let wantedIDs = Set(wanted.map(ObjectIdentifier.init))
        var removedAny = false
        for (id, entry) in installed where !wantedIDs.contains(id) {
            try? solver.removeConstraint(entry.built)
            entry.constraint.heldByEngine = false
            installed[id] = nil
            removedAny = true
        }
        if removedAny { broken.removeAll() }
        var order: [NSLayoutConstraint] = []
        var usedItems = Set<ObjectIdentifier>()
        for c in wanted {
            let id = ObjectIdentifier(c)
            guard let built = build(c, usedItems: &usedItems) else { continue }
            let signature = Signature(built)
            if let entry = installed[id] {
                if entry.signature == signature { order.append(c); continue }
                try? solver.removeConstraint(entry.built)
                installed[id] = nil
                broken.removeAll()
            }
            if broken[id] == signature { continue }
            do {
                try solver.addConstraint(built)
                installed[id] = Entry(constraint: c, built: built, signature: signature)
                c.heldByEngine = c.isSystemConstraint
                order.append(c)
            } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
                broken[id] = signature
                reportUnsatisfiable(c, conflicting: conflicting)
            } catch {
                broken[id] = signature
                UIView.report(.autoLayout, "Auto Layout could not use \(c): \(error)")
            }
        }
        installedOrder = order
        items = items.filter { usedItems.contains($0.key) }
    }

    /// Reads the solution, stores the rounded frames and marks superviews whose subviews moved.
    func solveAndMark() {
        solver.updateVariables()
        solvedFrames.removeAll(keepingCapacity: true)
        guard fitting == nil else { return }
        let scale = pixelScale
        for view in engineViews where !view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.storedSuperview, let frame = frame(of: view, in: parent, scale: scale) else {
                continue
            }
            solvedFrames[ObjectIdentifier(view)] = frame
            // A stack view places its arranged views itself (the engine only follows it).
            if !AutoLayoutEngine.isSameFrame(frame, view.autoLayoutFrame), !view.isPlacedByStackView {
                parent.setNeedsLayout()
            }
        }
    }

    /// Whether a solved frame is the one the view has, but for the floating-point noise of
    /// reading it back from `center` and `bounds` (a thousandth of a pixel at 3x): comparing
    /// exactly re-marked a parent whose subview sits on a third-pixel edge in every solve, so a
    /// `layoutSubviews()` that calls `superview.layoutIfNeeded()` re-entered itself for ever.
    static func isSameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
        let tolerance: CGFloat = 1e-4
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    /// Forgets everything (the tree no longer uses Auto Layout).
    private func tearDown() {
        for entry in installed.values { entry.constraint.heldByEngine = false }
        solver.reset()
        items.removeAll()
        installed.removeAll()
        installedOrder.removeAll()
        broken.removeAll()
        engineViews.removeAll()
        solvedFrames.removeAll()
        exercises.removeAll()
    }
}

extension UIView {
    /// Whether the view makes its tree use the engine: it has constraints installed or its
    /// class requires constraint-based layout.
    var usesAutoLayout: Bool {
        !(autoLayoutStorage?.constraints.isEmpty ?? true) || type(of: self).requiresConstraintBasedLayout
    }

    var subtreeUsesAutoLayout: Bool {
        usesAutoLayout || storedSubviews.contains { $0.subtreeUsesAutoLayout }
    }
}
