import Foundation

/// The render tree: what the screen was last given. Core Animation commits the layer tree to the
/// render server at the end of each transaction, and the render server draws from its own copy;
/// that copy is where a `CATransition` takes its old picture from. So a change made just *before*
/// `add(_:forKey:)` in the same turn is not in the old picture: `label.text = new` followed by
/// `label.layer.add(fade, forKey: kCATransition)` cross-fades on iOS (calayer.com, "Quick Bits:
/// Simple Text Label Transition", 2016, sets the text first; so do many tutorials), and a label
/// must have been displayed before for there to be an old picture at all (the widely copied Stack
/// Overflow answer to "Animate UILabel text between two numbers?").
///
/// ViewLab keeps no second tree: a layer that has been on screen (`hasBeenCommitted`) keeps a copy
/// of itself (`renderTreeCopy()`, its sublayer list, mask and animations) the first time it
/// changes after a commit, and drops it at the next commit. A layer unchanged since the last commit
/// is its own committed state; a layer that has never been drawn is not in the render tree at all.
/// A commit is a run-loop turn's `CATransaction.flush()` and every render, with its layout and
/// display pass (`commitRenderTree(_:)`).
extension CALayer {
    // The layers that keep a committed copy and whether a commit is running: the main thread's
    // `TransactionState` (recorded and cleared there: both paths check Thread.isMainThread).

    /// Before a change of `old` to `new`: keeps the committed state if this is the layer's first
    /// change since the last commit.
    @inline(__always) func willChange<Value: Equatable>(_ old: Value, to new: Value) {
        if hasBeenCommitted, committedCopy == nil, old != new { recordCommittedState() }
    }

    /// Before a change of a property whose values do not compare (`contents`, `colors`…).
    @inline(__always) func willChange(_ old: Any?, to new: Any?) {
        if hasBeenCommitted, committedCopy == nil { recordCommittedState() }
    }

    /// Before a change of the sublayers or the mask.
    @inline(__always) func willChangeCommittedState() {
        if hasBeenCommitted, committedCopy == nil { recordCommittedState() }
    }

    private func recordCommittedState() {
        guard modelLayer == nil, Thread.isMainThread else { return }
        let state = TransactionState.current
        guard !state.isCommitting else { return }
        let copy = renderTreeCopy()
        copy.storedSublayers = storedSublayers
        copy.storedMask = storedMask
        copy.animationStore = animationStore
        copy.hasBeenCommitted = true
        committedCopy = copy
        state.changedSinceCommit.append(self)
    }

    /// A copy of the state the compositor draws from, of the Core Animation class the layer is: a
    /// subclass of yours draws into `contents`, which the copy shares, so none of its initialisers
    /// runs (a class written for iOS may have no usable `init()`).
    private func renderTreeCopy() -> CALayer {
        let copy: CALayer =
            switch self {
            case is CAShapeLayer: CAShapeLayer()
            case is CATextLayer: CATextLayer()
            case is CAGradientLayer: CAGradientLayer()
            case is CAReplicatorLayer: CAReplicatorLayer()
            case is CAEmitterLayer: CAEmitterLayer()
            default: CALayer()
            }
        copy.takeState(from: self)
        return copy
    }

    /// The layer as the render tree holds it: its copy from before its first change since the last
    /// commit, else itself; nil for a layer that has never been drawn.
    var committedState: CALayer? {
        guard hasBeenCommitted else { return nil }
        return committedCopy ?? self
    }

    /// A commit of everything pending for this layer's tree, what a renderer does before the
    /// compositor draws it (the compositor never commits): the implicit transaction, then this
    /// tree's layout and display (`commitRenderTree`). (ViewLab SPI.)
    @_spi(ViewLab) public func commitForRendering() {
        CATransaction.commitImplicitTransaction()
        CALayer.commitRenderTree { prepareForRendering() }
    }

    /// `render(in:)`: a commit, then a composite with a render server of its own.
    func renderImpl(in ctx: CGContext) {
        commitForRendering()
        LayerCompositor.render(self, in: ctx, server: RenderServer())
    }

    /// A commit: runs `pass` (the layout and display that belong to it), after which the layer tree
    /// as it is is what the render tree holds. The copies kept since the last commit are dropped
    /// first, and none is kept of what the pass changes (it is part of the commit), so a redrawn
    /// layer's old `contents` are not held while it draws.
    static func commitRenderTree(_ pass: () -> Void) {
        guard Thread.isMainThread else { return pass() }
        let state = TransactionState.current
        dropCommittedCopies(state)
        let outer = state.isCommitting
        state.isCommitting = true
        pass()
        state.isCommitting = outer
    }

    private static func dropCommittedCopies(_ state: TransactionState) {
        guard !state.changedSinceCommit.isEmpty else { return }
        for layer in state.changedSinceCommit { layer.committedCopy = nil }
        state.changedSinceCommit.removeAll(keepingCapacity: true)
    }
}
