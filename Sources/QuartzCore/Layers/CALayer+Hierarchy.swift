import Foundation

/// Editing the layer tree. Adding a layer to itself or to one of its own descendants would make a
/// cycle: Core Animation raises an exception; ViewLab writes a one-line error to stderr and ignores
/// the call (the tree stays as it was).
extension CALayer {
    // MARK: - Reading

    /// The sublayers in array order (nil when there are none, as Core Animation returns). Setting it
    /// replaces all sublayers; each new one is first removed from its old superlayer.
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            let incoming = newValue ?? []
            for layer in incoming where !canAdopt(layer, call: "sublayers") { return }
            for old in storedSublayers where !incoming.contains(where: { $0 === old }) { old.superlayer = nil }
            var unique: [CALayer] = []
            for layer in incoming where !unique.contains(where: { $0 === layer }) {
                if layer.superlayer !== self { layer.removeFromSuperlayer() }
                layer.superlayer = self
                unique.append(layer)
            }
            willChangeCommittedState()
            storedSublayers = unique
            sublayersDidChange()
        }
    }

    /// The sublayers in drawing order: ascending `zPosition`, array order among equals.
    var sublayersInRenderOrder: [CALayer] {
        guard storedSublayers.contains(where: { $0.zPosition != 0 }) else { return storedSublayers }
        return storedSublayers.enumerated().sorted {
            $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }

    // MARK: - Adding

    /// `addSublayer`, whose overridable declaration is in the class body.
    func addSublayerImpl(_ layer: CALayer) {
        insert(layer, at: storedSublayers.count, call: "addSublayer")
    }

    /// `insertSublayer`, whose overridable declaration is in the class body.
    func insertSublayerImpl(_ layer: CALayer, at index: UInt32) {
        insert(layer, at: Int(index), call: "insertSublayer(_:at:)")
    }

    /// `insertSublayer`, whose overridable declaration is in the class body.
    func insertSublayerImpl(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            return insert(layer, at: storedSublayers.count, call: "insertSublayer(_:above:)")
        }
        insert(layer, at: index + 1, call: "insertSublayer(_:above:)", relativeTo: sibling, offset: 1)
    }

    /// `insertSublayer`, whose overridable declaration is in the class body.
    func insertSublayerImpl(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            return insert(layer, at: 0, call: "insertSublayer(_:below:)")
        }
        insert(layer, at: index, call: "insertSublayer(_:below:)", relativeTo: sibling, offset: 0)
    }

    /// `replaceSublayer`, whose overridable declaration is in the class body.
    func replaceSublayerImpl(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            return CALayer.report("replaceSublayer(_:with:): the layer to replace is not a sublayer of this layer")
        }
        guard canAdopt(newLayer, call: "replaceSublayer(_:with:)") else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: min(index, storedSublayers.count), call: "replaceSublayer(_:with:)")
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    func removeFromSuperlayerImpl() {
        if let owner = maskOwner, owner.mask === self { owner.mask = nil }
        detachFromSuperlayer()
    }

    /// Leaves the superlayer's sublayers (not a `mask` relationship).
    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.willChangeCommittedState()
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
        parent.sublayersDidChange()
    }

    // MARK: - Helpers

    /// Whether `layer` may become a sublayer of `self` (no cycle).
    func canAdopt(_ layer: CALayer, call: String) -> Bool {
        var node: CALayer? = self
        while let current = node {
            if current === layer {
                CALayer.report(
                    "\(call): adding a layer to \(layer === self ? "itself" : "one of its own descendants") would make a cycle; call ignored"
                )
                return false
            }
            node = current.superlayer ?? current.maskOwner
        }
        return true
    }

    private func insert(
        _ layer: CALayer, at index: Int, call: String, relativeTo sibling: CALayer? = nil, offset: Int = 0
    ) {
        guard canAdopt(layer, call: call) else { return }
        layer.removeFromSuperlayer()
        if let owner = layer.maskOwner { owner.mask = nil }
        var target = min(max(index, 0), storedSublayers.count)
        if let sibling, let siblingIndex = storedSublayers.firstIndex(where: { $0 === sibling }) {
            target = siblingIndex + offset  // the sibling may have moved when `layer` left this array
        }
        willChangeCommittedState()
        storedSublayers.insert(layer, at: target)
        layer.superlayer = self
        sublayersDidChange()
    }

    private func sublayersDidChange() {
        setNeedsLayout()
        didChangeRendering()
        (delegate as? CALayerHostingDelegate)?.sublayersDidChange(of: self)
    }

    /// Writes one error line to stderr (Core Animation would raise an exception).
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("CALayer error: \(message)\n".utf8))
    }
}
