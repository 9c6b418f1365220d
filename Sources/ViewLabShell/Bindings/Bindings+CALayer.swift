import QuartzCore

// MARK: - CALayer

extension Bindings {
    static let quartzCore: [AnyTypeBinding] = [
        TypeBinding<CALayer>("CALayer", doc: "A rectangle of content in the layer tree.", superclass: nil)
            .describe { layer in
                "<CALayer: frame = \(formatNumbers(layer.frame.minX, layer.frame.minY, layer.frame.width, layer.frame.height)); sublayers = \(layer.sublayers?.count ?? 0)>"
            }
            .initializer { CALayer() }
            .readOnly("sublayers", \.sublayers)
            .method(
                "addSublayer", ["_"],
                undo: undoTreeEdit(
                    \CALayer.superlayer, add: { $0.addSublayer($1) }, remove: { $0.removeFromSuperlayer() })
            ) {
                (layer: CALayer, sublayer: CALayer) in
                guard sublayer !== layer else { throw ShellError("a layer cannot be added to itself") }
                var ancestor = layer.superlayer
                while let current = ancestor {
                    guard current !== sublayer else {
                        throw ShellError("a layer cannot be added to one of its own sublayers")
                    }
                    ancestor = current.superlayer
                }
                layer.addSublayer(sublayer)
            }
            .method("removeFromSuperlayer", undo: undoRemoval(\CALayer.superlayer, add: { $0.addSublayer($1) })) {
                (layer: CALayer) in
                layer.removeFromSuperlayer()
            }
    ]

    /// The inverse of adding the argument to the receiver: remove it, and put it back in its old
    /// parent (on top: the order among siblings is not restored).
    static func undoTreeEdit<N: AnyObject>(
        _ parent: KeyPath<N, N?>, add: @escaping (N, N) -> Void,
        remove: @escaping (N) -> Void
    ) -> (Any?, [Any]) -> () -> Void {
        { _, args in
            guard let child = args.first as? N else { return {} }
            let old = child[keyPath: parent]
            return {
                remove(child)
                if let old { add(old, child) }
            }
        }
    }

    /// The inverse of removing the receiver from its parent.
    static func undoRemoval<N: AnyObject>(_ parent: KeyPath<N, N?>, add: @escaping (N, N) -> Void) -> (Any?, [Any]) -> (
    ) -> Void {
        { receiver, _ in
            guard let child = receiver as? N, let old = child[keyPath: parent] else { return {} }
            return { add(old, child) }
        }
    }
}
