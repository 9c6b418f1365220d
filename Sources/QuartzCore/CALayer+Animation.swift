import Foundation

/// Animations show their end state at once (see `CAAnimation`).
extension CALayer {
    /// Applies `anim`'s end state now, calls its delegate's `animationDidStart(_:)`, and — when the
    /// current transaction commits — `animationDidStop(_:finished: true)`, then removes it if
    /// `isRemovedOnCompletion`. Until then (or for good otherwise) `animation(forKey:)` returns it.
    /// A nil key stores it under a generated one. Adding under an existing key replaces (and stops,
    /// unfinished) the old animation.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "viewlab.animation.\(ObjectIdentifier(anim).hashValue)"
        if let old = animationStore.first(where: { $0.key == key }) {
            removeAnimation(forKey: key)
            old.animation.delegate?.animationDidStop(old.animation, finished: false)
        }
        animationStore.append((key, anim))
        anim.delegate?.animationDidStart(anim)
        anim.applyEndState(to: self)
        CATransaction.enqueue { [weak self] in
            guard let self, self.animationStore.contains(where: { $0.animation === anim }) else { return }
            if anim.isRemovedOnCompletion { self.animationStore.removeAll { $0.animation === anim } }
            anim.delegate?.animationDidStop(anim, finished: true)
        }
    }

    /// The animation stored under `key` (nil once removed).
    public func animation(forKey key: String) -> CAAnimation? {
        animationStore.first { $0.key == key }?.animation
    }

    /// The keys of the stored animations, in the order they were added (nil when none).
    public func animationKeys() -> [String]? {
        animationStore.isEmpty ? nil : animationStore.map(\.key)
    }

    /// Removes the animation; its end state stays applied (it is the model value in ViewLab).
    public func removeAnimation(forKey key: String) {
        animationStore.removeAll { $0.key == key }
    }

    public func removeAllAnimations() {
        animationStore.removeAll()
    }
}
