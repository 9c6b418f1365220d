@_spi(ViewLab) import QuartzCore
import Foundation

// MARK: - Run loop turn

extension UIWindow {
    /// ViewLab: what one run-loop turn did.
    public struct TurnReport: Sendable {
        /// The turn number.
        public var number: Int
        /// The `layoutSubviews`, `draw` and `traitCollectionDidChange` calls made, in order.
        @_spi(ViewLab) public var events: [LifecycleLog.Event]
        /// Problems found (e.g. a layout feedback loop).
        public var diagnostics: [UIView.Diagnostic]
    }

    /// ViewLab: one turn of the main run loop, as iOS runs it before each frame:
    ///
    /// 1. run the blocks queued on the main queue (`DispatchQueue.main.async`, timers) by running
    ///    `RunLoop.main` once (only on the main thread, where the main queue lives);
    /// 2. deliver trait changes and lay out the tree top-down (`layoutSubviews()` on marked views,
    ///    feedback loops stopped after `UIView.maximumLayoutPasses`);
    /// 3. display pass: `draw(_:)` on views marked with `setNeedsDisplay()`, cached bitmaps reused
    ///    for the rest, dynamic background colours resolved with each view's traits.
    ///
    /// The composite (the layer tree rendered with `layer.render(in:)`) is the renderer's job
    /// (`Stage.render`), after the turn.
    @discardableResult
    public func runTurn() -> TurnReport {
        performWithEnvironment { runTurnRecording(into: lifecycleLog) }
    }

    /// A turn whose events go to `log` (this window's), run as the window's work
    /// (`performWithEnvironment`): views outside the window laid out or drawn during the turn
    /// record there too.
    private func runTurnRecording(into log: LifecycleLog) -> TurnReport {
        turnCount += 1
        let saved = log.currentTurn
        log.currentTurn = turnCount
        defer { log.currentTurn = saved }
        let diagnosticsBefore = UIView.recentDiagnostics.count
        let recordedBefore = log.recordedCount
        // Queued blocks, and the implicit commit that marks on screen queued (which lays out and
        // displays the visible windows), belong to this turn.
        CAMediaClock.runMainQueue()
        layOutFinishingAppearances()
        displayPass()
        let number = turnCount
        // The events recorded during this turn (turn numbers are per window, and a log may be
        // shared by several windows, so the events are taken by count, not by number).
        let events = Array(log.events.suffix(min(log.recordedCount - recordedBefore, log.events.count)))
        let diagnostics = Array(
            UIView.recentDiagnostics.suffix(max(0, UIView.recentDiagnostics.count - diagnosticsBefore)))
        return TurnReport(number: number, events: events, diagnostics: diagnostics)
    }

    /// The layout pass, then `viewDidAppear(_:)` for the controllers whose views entered the window
    /// (what they change is laid out in the same turn; a few rounds at most).
    func layOutFinishingAppearances() {
        UIView.runLayout(from: self)
        var rounds = 0
        while rounds < 4, finishAppearances() {
            UIView.runLayout(from: self)
            rounds += 1
        }
    }
}

extension UIView {
    /// The display pass over this view's subtree (hidden subtrees keep their marks).
    func displayPass() {
        displayPass(traits: lastTraits ?? traitCollection)
    }

    private func displayPass(traits: UITraitCollection) {
        guard !isHidden else { return }
        displayIfNeeded(traits: traits)
        storedMask?.displayPass()
        for s in storedSubviews { s.displayPass(traits: s.lastTraits ?? s.applyingOverrides(to: traits)) }
    }

    /// ViewLab: runs the layout and display passes for this view's tree now (what a run-loop
    /// turn does), for views that are not in a window.
    public func layoutAndDisplayIfNeeded() {
        UIView.runLayout(from: self)
        displayPass()
    }
}

// MARK: - Rendering a view that is not up to date

extension UIView: @preconcurrency CALayerHostingDelegate {
    /// `layer.render(in:)` renders what the next commit would show: the view's pending layout (from
    /// the highest ancestor that needs it, as `layoutIfNeeded()`) and the display of every view in
    /// the subtree that still needs it — so a view never put on screen, or not yet drawn, renders
    /// its content, as snapshot code on iOS expects.
    package func prepareForRendering(of layer: CALayer) {
        guard self.layer === layer else { return }
        layoutIfNeeded()
        displayPass()
    }
}

// MARK: - Driven by the main run loop

extension UIView {
    /// Queues the implicit transaction's commit on the main run loop when this view is in a
    /// visible window, so a program that just runs `RunLoop.main` sees it laid out and drawn.
    func scheduleCommitIfOnScreen() {
        guard let window, !window.isHidden else { return }
        CATransaction.scheduleImplicitCommit()
    }
}

extension UIWindow {
    /// The window was shown (`isHidden = false` or `makeKeyAndVisible()`): it is one of the
    /// application's windows and is laid out and displayed at the end of this run-loop turn.
    func didBecomeVisible() {
        let app = UIApplication.shared
        app.windowRefs.removeAll { $0.window == nil }
        if !app.windows.contains(where: { $0 === self }) {
            app.windowRefs.append(UIApplication.WeakWindow(window: self))
        }
        setNeedsLayout()
        post(UIWindow.didBecomeVisibleNotification)
    }
}

// MARK: - CATransaction.flush()

extension UIWindow {
    /// Makes `CATransaction.flush()` lay out and display the visible windows before committing,
    /// as flushing the implicit transaction does on iOS (the main queue is not drained: that is
    /// the run loop's job, not the transaction's).
    static let installTransactionFlush: Void = {
        CATransaction.willFlush = {
            // Each window as its own work: its screen, clock, theme and log (a stage's window
            // flushed by another stage's work still draws with its own).
            for window in UIApplication.shared.windows where !window.isHidden {
                window.performWithEnvironment {
                    window.layOutFinishingAppearances()
                    window.displayPass()
                }
            }
        }
    }()
}
