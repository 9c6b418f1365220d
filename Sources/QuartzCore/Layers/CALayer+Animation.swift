import Foundation

/// An animation on a layer, with what its callbacks have done so far.
struct LayerAnimation {
    let key: String
    let animation: CAAnimation
    var started = false
    var stopped = false
    /// The transaction the animation was added in, whose completion block waits for it.
    let transaction: TransactionCompletion
}

/// Explicit animations, as in Core Animation: adding one leaves the model value alone; the
/// presentation (`presentation()`, and every frame the compositor draws) shows it at the media
/// clock's time.
extension CALayer {
    /// `add`, whose overridable declaration is in the class body.
    func addImpl(_ anim: CAAnimation, forKey key: String?) {
        let anim = anim.copy() as! CAAnimation
        if let transition = anim as? CATransition { transition.snapshot = TransitionSnapshot(of: self) }
        let key =
            key ?? (anim is CATransition ? kCATransition : "viewlab.animation.\(ObjectIdentifier(anim).hashValue)")
        anim.resolveDurations(default: CATransaction.animationDuration())
        if anim.beginTime == 0 { anim.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        removeAnimation(forKey: key)
        animationStore.append(
            LayerAnimation(key: key, animation: anim, transaction: CATransaction.completionForAddedAnimation()))
        CAMediaClock.current.watch(self)
        didChangeRendering()
    }

    /// `animation`, whose overridable declaration is in the class body.
    func animationImpl(forKey key: String) -> CAAnimation? {
        animationStore.first { $0.key == key }?.animation
    }

    /// `animationKeys`, whose overridable declaration is in the class body.
    func animationKeysImpl() -> [String]? {
        animationStore.isEmpty ? nil : animationStore.map(\.key)
    }

    /// `removeAnimation`, whose overridable declaration is in the class body.
    func removeAnimationImpl(forKey key: String) {
        guard let index = animationStore.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationStore.remove(at: index)
        stop(entry, finished: false)
        didChangeRendering()
    }

    /// `removeAllAnimations`, whose overridable declaration is in the class body.
    func removeAllAnimationsImpl() {
        for key in animationStore.map(\.key) { removeAnimation(forKey: key) }
    }

    // MARK: - Callbacks (driven by `CAMediaClock`)

    /// Calls `animationDidStart(_:)` for the committed animations whose begin time has come.
    func startAnimations(atMediaTime time: CFTimeInterval) {
        let local = localTime(fromMediaTime: time)
        for index in animationStore.indices
        where !animationStore[index].started && animationStore[index].transaction.isCommitted {
            let anim = animationStore[index].animation
            guard local >= anim.beginTime else { continue }
            animationStore[index].started = true
            anim.delegate?.animationDidStart(anim)
        }
    }

    /// The started animations whose active duration has ended at `time` and that have not
    /// stopped, with the media time each one ended at (a layer paused with `speed` 0 ends none).
    /// Judged from the layer's timing now, so pausing or moving a layer moves its animations' ends.
    func finishedAnimations(atMediaTime time: CFTimeInterval) -> [(animation: CAAnimation, end: CFTimeInterval)] {
        let local = localTime(fromMediaTime: time)
        return animationStore.compactMap { entry in
            let anim = entry.animation
            guard entry.started, !entry.stopped, let end = anim.endParentTime, local >= end, speed > 0 else {
                return nil
            }
            return (anim, mediaTime(fromLocalTime: end))
        }
    }

    /// The earliest media time after `time` at which one of the layer's committed animations
    /// ends, if any (nil for a paused layer or animations that never end).
    func nextAnimationEnd(after time: CFTimeInterval) -> CFTimeInterval? {
        guard speed > 0 else { return nil }
        return animationStore.compactMap { entry -> CFTimeInterval? in
            guard !entry.stopped, entry.transaction.isCommitted, let end = entry.animation.endParentTime else {
                return nil
            }
            let media = mediaTime(fromLocalTime: end)
            return media > time && media.isFinite ? media : nil
        }.min()
    }

    /// Stops `anim` as finished: removed if `isRemovedOnCompletion`, then its delegate is told.
    func finish(_ anim: CAAnimation) {
        guard let index = animationStore.firstIndex(where: { $0.animation === anim }) else { return }
        let entry = animationStore[index]
        if anim.isRemovedOnCompletion {
            animationStore.remove(at: index)
            didChangeRendering()
        } else {
            animationStore[index].stopped = true
        }
        stop(entry, finished: true)
    }

    private func stop(_ entry: LayerAnimation, finished: Bool) {
        guard !entry.stopped else { return }
        if entry.started || !finished {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        }
        entry.transaction.animationEnded()
    }

    // MARK: - Presentation

    /// The presentation at media time `time` (see `presentation()`).
    @_spi(ViewLab) public func presentation(atMediaTime time: CFTimeInterval) -> CALayer {
        let copy = makeShadowCopy()
        copy.modelLayer = self
        let local = localTime(fromMediaTime: time)
        for entry in animationStore {
            guard let moment = entry.animation.moment(atParentTime: local) else { continue }
            entry.animation.apply(moment, to: copy)
        }
        if copy.needsDisplay() { copy.display() }
        return copy
    }
}

extension CALayer {
    /// A copy of the layer's state, made as Core Animation makes its shadow copies: with the
    /// class's own `init(layer:)` when it declares one (the source bridge registers it, see
    /// `ClassTable.copyInitializer(for:)`), so a subclass's properties copied there are in the copy;
    /// else with `init()` filled by `takeState(from:)`.
    func makeShadowCopy() -> CALayer {
        if let make = ClassTable.copyInitializer(for: type(of: self)), let copy = make(self) as? CALayer,
            type(of: copy) == type(of: self)
        {
            return copy
        }
        let copy = type(of: self).init()
        copy.takeState(from: self)
        return copy
    }

    /// What the compositor draws for this layer at media time `time`: the layer itself when it has
    /// no animations, else its presentation sharing the layer's sublayers and mask (the
    /// compositor asks each of them in turn).
    func compositingCopy(atMediaTime time: CFTimeInterval) -> CALayer {
        guard !animationStore.isEmpty else { return self }
        let copy = presentation(atMediaTime: time)
        copy.storedSublayers = storedSublayers
        copy.storedMask = storedMask
        return copy
    }
}

extension CALayer {
    /// ViewLab: whether this layer, its mask or any sublayer has an animation or otherwise draws
    /// differently as the time moves (an emitter's particles): such a tree's frame changes with the time.
    @_spi(ViewLab) public var subtreeHasAnimations: Bool {
        !animationStore.isEmpty || drawsDifferentlyOverTime() || storedMask?.subtreeHasAnimations == true
            || storedSublayers.contains { $0.subtreeHasAnimations }
    }
}

extension CAAnimation {
    /// Gives a zero `duration` the transaction's (`fallback`), and a group's children with zero
    /// duration the group's.
    func resolveDurations(default fallback: CFTimeInterval) {
        if duration == 0 { duration = fallback }
        for child in (self as? CAAnimationGroup)?.animations ?? [] { child.resolveDurations(default: duration) }
    }
}
