import CoreGraphics

/// Core Animation's key-value observable properties: the key each setter notifies under and the
/// key path from the observed class that reads it (see `KeyValueObservingCompliant`). Apple:
/// `CALayer` and `CAAnimation` are key-value coding compliant container classes (*Core Animation
/// Programming Guide*, "Key-Value Coding Extensions"), and their properties notify observers when
/// set, like any `@objc` setter under automatic KVO. `isHidden` is keyed `hidden`, its
/// Objective-C name. Setting `frame` notifies `frame` around the `bounds` and `position` it sets.
extension CALayer {
    static func observableKeyPaths<Root: CALayer>(_: Root.Type) -> [String: AnyKeyPath] {
        [
            "bounds": \Root.bounds, "position": \Root.position, "frame": \Root.frame, "anchorPoint": \Root.anchorPoint,
            "zPosition": \Root.zPosition, "transform": \Root.transform, "hidden": \Root.isHidden,
            "opacity": \Root.opacity,
            "backgroundColor": \Root.backgroundColor, "cornerRadius": \Root.cornerRadius,
            "masksToBounds": \Root.masksToBounds,
            "borderWidth": \Root.borderWidth, "borderColor": \Root.borderColor,
        ]
    }
}
