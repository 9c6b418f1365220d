@_spi(ViewLab) import QuartzCore
import Foundation

// MARK: - Run loop turn

extension UIWindow {
    /// ViewLab: what one run-loop turn did.
    public struct TurnReport {
        /// The turn number.
        public var number: Int
        /// The `layoutSubviews`, `draw` and `traitCollectionDidChange` calls made, in order.
        public var events: [LifecycleLog.Event]
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
        UIWindow.drainMainQueue()
        turnCount += 1
        let saved = LifecycleLog.currentTurn
        LifecycleLog.currentTurn = turnCount
        defer { LifecycleLog.currentTurn = saved }
        let diagnosticsBefore = UIView.recentDiagnostics.count
        let recordedBefore = UIView.lifecycleLog.recordedCount
        UIView.runLayout(from: self)
        displayPass()
        let number = turnCount
        // The events recorded during this turn (turn numbers are per window, so filtering the
        // shared log by number would also pick up other windows' turns).
        let log = UIView.lifecycleLog
        let events = Array(log.events.suffix(min(log.recordedCount - recordedBefore, log.events.count)))
        let diagnostics = Array(UIView.recentDiagnostics.suffix(max(0, UIView.recentDiagnostics.count - diagnosticsBefore)))
        return TurnReport(number: number, events: events, diagnostics: diagnostics)
    }

    /// Runs the main run loop once without waiting, which services the main dispatch queue
    /// (swift-corelibs-foundation drains it from `RunLoop.main` on the main thread).
    static func drainMainQueue() {
        guard Thread.isMainThread else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
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

// MARK: - CATransaction.flush()

extension UIWindow {
    /// Makes `CATransaction.flush()` lay out and display the visible windows before committing,
    /// as flushing the implicit transaction does on iOS (the main queue is not drained: that is
    /// the run loop's job, not the transaction's).
    static let installTransactionFlush: Void = {
        CATransaction.willFlush = {
            for window in UIApplication.shared.windows where !window.isHidden {
                window.layoutAndDisplayIfNeeded()
            }
        }
    }()
}
