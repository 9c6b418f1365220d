import CoreGraphics
import Foundation

/// Groups layer changes. ViewLab applies every property change immediately (there are no implicit
/// animations), so a transaction scopes settings, the animations added in it and **completion
/// blocks**. A transaction commits at `commit()` for an explicit one, or at `flush()` (which
/// `CALayer.render(in:)` calls, like the end of a run-loop turn on iOS) for the implicit one. Its
/// completion block runs "once all animations subsequently added by this transaction group have
/// completed (or been removed)" (Apple, `setCompletionBlock(_:)`): at the commit when it added
/// none, else when the media clock (`CAMediaClock`) passes the last one's end, after that
/// animation's `animationDidStop(_:finished:)`.
open class CATransaction: NSObject {
    struct Frame {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        /// Counts the animations added in this transaction; runs the completion block.
        var animations = TransactionCompletion()
        var values: [String: Any] = [:]
    }

    /// The implicit transaction is `frames[0]`; explicit ones are pushed above it (this thread's
    /// stack: `TransactionState`).
    static var frames: [Frame] {
        get { TransactionState.current.frames }
        set { TransactionState.current.frames = newValue }
        _modify {
            let state = TransactionState.current
            yield &state.frames
        }
    }

    public override init() {}

    // MARK: - Scope

    /// Opens a nested transaction.
    open class func begin() { frames.append(Frame()) }

    /// Commits the innermost transaction: its animations start (and those already over stop), and
    /// its completion block runs now or when they have ended. A `commit()` without `begin()` commits the implicit transaction.
    open class func commit() {
        if frames.count > 1 { run(frames.removeLast()) } else { flush() }
    }

    /// Commits the implicit transaction (explicit ones stay open). As on iOS, flushing first lays
    /// out and displays what needs it (UIKit registers that pass in `willFlush`), so the layer tree
    /// is up to date when the transaction's completion blocks run.
    open class func flush() {
        CALayer.commitRenderTree {
            let state = TransactionState.current
            if !state.isFlushing, let willFlush {
                state.isFlushing = true
                willFlush()
                state.isFlushing = false
            }
        }
        commitImplicitTransaction()
    }

    /// Runs the implicit transaction's callbacks without the layout and display pass (what the
    /// compositor does at the start of each render, after the run-loop turn has laid things out).
    @_spi(ViewLab) public class func commitImplicitTransaction() {
        let frame = frames[0]
        frames[0] = Frame()
        run(frame)
    }

    /// ViewLab: the pass `flush()` runs before committing (UIKit: layout and display of the
    /// visible windows).
    // installed once when UIKit loads, before any commit
    @_spi(ViewLab) nonisolated(unsafe) public static var willFlush: (() -> Void)?

    /// Lock and unlock exist for source compatibility; ViewLab is single-threaded here.
    open class func lock() {}
    open class func unlock() {}

    // MARK: - Settings of the innermost transaction

    open class func disableActions() -> Bool { frames[frames.count - 1].disableActions }
    open class func setDisableActions(_ flag: Bool) { frames[frames.count - 1].disableActions = flag }
    open class func animationDuration() -> CFTimeInterval { frames[frames.count - 1].animationDuration }
    open class func setAnimationDuration(_ duration: CFTimeInterval) {
        frames[frames.count - 1].animationDuration = duration
    }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { frames[frames.count - 1].timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        frames[frames.count - 1].timingFunction = function
    }
    open class func completionBlock() -> (() -> Void)? { frames[frames.count - 1].completion }
    /// The block runs when this transaction commits (see the type's documentation).
    open class func setCompletionBlock(_ block: (() -> Void)?) { frames[frames.count - 1].completion = block }
    /// The transaction property `key`: the four keys of *CATransaction+Keys.swift* are the
    /// settings above; any other key is stored with the innermost transaction.
    open class func value(forKey key: String) -> Any? {
        settingValue(forKey: key) ?? frames[frames.count - 1].values[key]
    }
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if !setSetting(anObject, forKey: key) { frames[frames.count - 1].values[key] = anObject }
    }

    // MARK: - Internals

    /// The completion tracker of the innermost transaction, counting one more animation.
    static func completionForAddedAnimation() -> TransactionCompletion {
        let tracker = frames[frames.count - 1].animations
        tracker.animationAdded()
        return tracker
    }

    private static func run(_ frame: Frame) {
        frame.animations.commit(completion: frame.completion)
        CAMediaClock.current.fireCallbacks()
    }
}
