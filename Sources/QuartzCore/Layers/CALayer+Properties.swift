import CoreGraphics

/// `CALayer`'s own properties, each declared once (see `LayerProperty`). Apple's reference marks
/// as "Animatable" the geometry, `opacity`, the colours, corners, border and shadow properties and
/// `contentsRect`/`contentsCenter`, which animate implicitly here; `isHidden` (keyed `hidden`) and
/// `contents` are animatable on iOS too but change at once in ViewLab. The observable ones are those
/// `CALayer+KeyValueObserving` lists. The order is the one a presentation copy takes them in:
/// timing, then geometry, then appearance.
extension CALayer {
    static let baseProperties = LayerPropertyTable(
        inheriting: nil,
        [
            // Timing (`CAMediaTiming`)
            LayerProperty("beginTime", \CALayer.beginTime), LayerProperty("duration", \CALayer.duration),
            LayerProperty("speed", \CALayer.speed), LayerProperty("timeOffset", \CALayer.timeOffset),
            LayerProperty("repeatCount", \CALayer.repeatCount),
            LayerProperty("repeatDuration", \CALayer.repeatDuration),
            LayerProperty("autoreverses", \CALayer.autoreverses), LayerProperty("fillMode", \CALayer.fillMode),
            // Geometry
            LayerProperty("bounds", \CALayer.bounds, .rendering, animatable: true, observable: true),
            LayerProperty("position", \CALayer.position, .placement, animatable: true, observable: true),
            LayerProperty("anchorPoint", \CALayer.anchorPoint, .placement, animatable: true, observable: true),
            LayerProperty("anchorPointZ", \CALayer.anchorPointZ),
            LayerProperty("zPosition", \CALayer.zPosition, .placement, animatable: true, observable: true),
            LayerProperty("transform", \CALayer.transform, .placement, animatable: true, observable: true),
            LayerProperty("sublayerTransform", \CALayer.sublayerTransform, .rendering, animatable: true),
            LayerProperty("isGeometryFlipped", \CALayer.isGeometryFlipped, .rendering),
            LayerProperty("frame", \CALayer.frame, copies: false),  // `bounds` and `position` carry it
            // Appearance
            LayerProperty("opacity", \CALayer.opacity, .placement, animatable: true, observable: true),
            LayerProperty("isHidden", \CALayer.isHidden, key: "hidden", .placement, observable: true),
            LayerProperty("allowsGroupOpacity", \CALayer.allowsGroupOpacity, .rendering),
            LayerProperty("backgroundColor", \CALayer.backgroundColor, .rendering, animatable: true, observable: true),
            LayerProperty("cornerRadius", \CALayer.cornerRadius, .rendering, animatable: true, observable: true),
            LayerProperty("maskedCorners", \CALayer.maskedCorners, .rendering),
            LayerProperty("cornerCurve", \CALayer.cornerCurve, .rendering),
            LayerProperty("masksToBounds", \CALayer.masksToBounds, .rendering, observable: true),
            LayerProperty("borderWidth", \CALayer.borderWidth, .rendering, animatable: true, observable: true),
            LayerProperty("borderColor", \CALayer.borderColor, .rendering, animatable: true, observable: true),
            LayerProperty("shadowColor", \CALayer.shadowColor, .rendering, animatable: true),
            LayerProperty("shadowOpacity", \CALayer.shadowOpacity, .rendering, animatable: true),
            LayerProperty("shadowOffset", \CALayer.shadowOffset, .rendering, animatable: true),
            LayerProperty("shadowRadius", \CALayer.shadowRadius, .rendering, animatable: true),
            LayerProperty("shadowPath", \CALayer.shadowPath, .rendering, animatable: true),
            // Contents
            LayerProperty("contents", \CALayer.contents, .rendering, redrawsWhenSetEqual: true),
            LayerProperty("contentsScale", \CALayer.contentsScale, .rendering),
            LayerProperty("contentsGravity", \CALayer.contentsGravity, .rendering),
            LayerProperty("contentsRect", \CALayer.contentsRect, .rendering, animatable: true),
            LayerProperty("contentsCenter", \CALayer.contentsCenter, .rendering, animatable: true),
            LayerProperty("minificationFilter", \CALayer.minificationFilter, .rendering),
            LayerProperty("magnificationFilter", \CALayer.magnificationFilter, .rendering),
            LayerProperty("minificationFilterBias", \CALayer.minificationFilterBias),
            LayerProperty("isOpaque", \CALayer.isOpaque, .rendering),
            LayerProperty("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange),
            // The compositor keeps a rasterized bitmap on the model layer and draws an animating subtree live.
            LayerProperty("shouldRasterize", \CALayer.shouldRasterize, .rendering, copies: false),
            LayerProperty("rasterizationScale", \CALayer.rasterizationScale, .rendering),
            // Kept for compatibility
            LayerProperty("name", \CALayer.name), LayerProperty("isDoubleSided", \CALayer.isDoubleSided),
            LayerProperty("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing),
            LayerProperty("edgeAntialiasingMask", \CALayer.edgeAntialiasingMask),
            LayerProperty("drawsAsynchronously", \CALayer.drawsAsynchronously),
        ])
}
