import Foundation

/// Dirty tracking: every rendering change takes a new number from one global sequence; the layer
/// stores it in `changeCount` and it and every ancestor (through masks too) in
/// `subtreeChangeCount`. A cache made at `subtreeChangeCount == n` is valid while it stays `n`.
/// Placement properties (`position`, `anchorPoint`, `transform`, `zPosition`, `opacity`,
/// `isHidden`) change how the layer sits in its superlayer, not its own pixels: they only bump the
/// ancestors, so a rasterized layer can move and fade without being redrawn.
extension CALayer {
    // main thread only: ViewLab changes, commits and renders layers there (CALayer is not main-actor, as on iOS)
    nonisolated(unsafe) static var changeSequence: UInt64 = 0

    /// Records that this layer's pixels may have changed.
    func didChangeRendering() {
        CALayer.changeSequence &+= 1
        let stamp = CALayer.changeSequence
        changeCount = stamp
        var node: CALayer? = self
        while let current = node {
            current.subtreeChangeCount = stamp
            node = current.superlayer ?? current.maskOwner
        }
    }

    /// Records that the layer moved, turned, faded or was shown/hidden in its superlayer.
    func didChangePlacement() {
        CALayer.changeSequence &+= 1
        let stamp = CALayer.changeSequence
        var node: CALayer? = superlayer ?? maskOwner
        while let current = node {
            current.subtreeChangeCount = stamp
            node = current.superlayer ?? current.maskOwner
        }
    }
}
