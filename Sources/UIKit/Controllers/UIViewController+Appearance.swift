// MARK: - Appearance callbacks, in iOS's order

/// Where a controller is in its appearance cycle (UIKit's "appear state").
enum AppearancePhase {
    case disappeared, appearing, appeared, disappearing
}

/// A controller's appearance bookkeeping.
struct AppearanceState {
    var phase = AppearancePhase.disappeared
    var animated = false
    /// `viewIsAppearing(_:)` is still owed for the current appearance.
    var owesIsAppearing = false
    /// A transition (presentation, navigation) drives the callbacks itself; moves of the view in
    /// and out of a window do not.
    var drivenByTransition = 0
}

extension UIViewController {
    /// `beginAppearanceTransition`, whose overridable declaration is in the class body.
    func beginAppearanceTransitionImpl(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState.phase) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState.phase = .appearing
            appearanceState.animated = animated
            appearanceState.owesIsAppearing = true
            loadViewIfNeeded()
            viewWillAppear(animated)
            viewIfLoaded?.setNeedsLayout()  // the superview lays the view out before viewIsAppearing
        case (false, .appeared), (false, .appearing):
            appearanceState.phase = .disappearing
            appearanceState.animated = animated
            appearanceState.owesIsAppearing = false
            viewWillDisappear(animated)
        default:
            return
        }
        forwardToChildren { $0.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// `endAppearanceTransition`, whose overridable declaration is in the class body.
    func endAppearanceTransitionImpl() {
        let animated = appearanceState.animated
        switch appearanceState.phase {
        case .appearing:
            deliverIsAppearingIfOwed()
            appearanceState.phase = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearanceState.phase = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        forwardToChildren { $0.endAppearanceTransition() }
    }

    /// ViewLab: whether the controller has appeared and not begun to disappear.
    @_spi(ViewLab) public var isAppeared: Bool { appearanceState.phase == .appeared }

    /// `viewIsAppearing(_:)`, once per appearance: called by the view's first layout after
    /// `viewWillAppear(_:)` when the view is in a window, right before `viewWillLayoutSubviews()`
    /// ("after it adds the view controller's view to the view hierarchy, and the superview lays
    /// out the view controller's view" — Apple, `viewIsAppearing(_:)`).
    func deliverIsAppearingIfOwed() {
        guard appearanceState.owesIsAppearing, appearanceState.phase == .appearing else { return }
        appearanceState.owesIsAppearing = false
        viewIsAppearing(appearanceState.animated)
    }

    private func forwardToChildren(_ body: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        // The children whose views are in this controller's view tree (a navigation controller's
        // hidden children are not), unless a transition drives them.
        guard let view = viewIfLoaded else { return }
        for child in storedChildren
        where child.appearanceState.drivenByTransition == 0 && child.viewIfLoaded?.isDescendant(of: view) == true {
            body(child)
        }
    }

    /// Marks the appearance as driven by a transition (which calls the callbacks itself; moves of
    /// the view in and out of a window leave them alone) until `endDrivingAppearance()`.
    func beginDrivingAppearance() { appearanceState.drivenByTransition += 1 }
    func endDrivingAppearance() { appearanceState.drivenByTransition = max(0, appearanceState.drivenByTransition - 1) }

    // MARK: Moves of the view in and out of windows

    /// Whether moves of this controller's view in and out of a window drive its appearance: UIKit
    /// does so for a window's root controller, a presented controller and the children of a
    /// container that forwards appearance methods — unless a transition is driving it, or the
    /// parent is still to appear (the parent forwards to it then).
    private var appearanceFollowsWindow: Bool {
        guard appearanceState.drivenByTransition == 0 else { return false }
        guard let parent = storedParent else { return true }
        return parent.shouldAutomaticallyForwardAppearanceMethods
    }

    /// The view is about to enter (`window` non-nil) or leave its window: `viewWillAppear(_:)`
    /// before it is added, `viewWillDisappear(_:)` before it is removed.
    func viewWillMove(toWindow window: UIWindow?) {
        guard appearanceFollowsWindow else { return }
        if window != nil {
            guard appearanceState.phase == .disappeared || appearanceState.phase == .disappearing else { return }
            beginAppearanceTransition(true, animated: false)
        } else if appearanceState.phase == .appeared || appearanceState.phase == .appearing {
            beginAppearanceTransition(false, animated: false)
        }
    }

    /// The view entered or left its window: `viewDidDisappear(_:)` at once after a removal;
    /// after an addition, `viewDidAppear(_:)` waits for the window's layout pass (the end of the
    /// run-loop turn), as the appearance completes after the view is laid out on iOS. A child whose
    /// parent is itself appearing or disappearing is finished by the parent, which forwards the
    /// callback after its own (parent first, as UIKit forwards).
    func viewDidMoveToWindow(_ window: UIWindow?) {
        guard appearanceFollowsWindow else { return }
        if let parent = storedParent, parent.appearanceState.phase != .appeared { return }
        if let window {
            guard appearanceState.phase == .appearing else { return }
            window.afterLayout.append { [weak self, weak window] in
                guard let self, let window, self.viewIfLoaded?.window === window else { return }
                self.endAppearanceTransition()
            }
        } else if appearanceState.phase == .disappearing {
            endAppearanceTransition()
        }
    }
}

extension UIWindow {
    /// Runs the work due after the layout pass — `viewDidAppear(_:)` of the controllers whose
    /// views entered this window, the end of transitions — in the order it was queued; says
    /// whether there was any.
    @discardableResult
    func finishAppearances() -> Bool {
        guard !afterLayout.isEmpty else { return false }
        let work = afterLayout
        afterLayout = []
        for item in work { item() }
        return true
    }

    /// Runs `work` after the next layout pass of this window (at once if `window` is nil).
    static func afterLayout(of window: UIWindow?, _ work: @escaping () -> Void) {
        if let window { window.afterLayout.append(work) } else { work() }
    }
}
