import Foundation

// The small value types CALayer's properties use, with Apple's names and raw values.

// MARK: - CALayerContentsGravity

/// How `contents` is placed in the bounds. As Core Animation documents, the vertical names are in
/// the layer's own coordinate space with the y axis pointing **up**: `.top` aligns to the layer's
/// max-y edge and `.bottom` to its min-y edge, unless `contentsAreFlipped()` is true. On iOS layer
/// coordinates grow downwards, so a plain `CALayer` with `.top` shows its image at the visual
/// *bottom* (the well-known iOS quirk; `UIView` maps `contentMode = .top` to `.bottom`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity("center")
    public static let top = CALayerContentsGravity("top")
    public static let bottom = CALayerContentsGravity("bottom")
    public static let left = CALayerContentsGravity("left")
    public static let right = CALayerContentsGravity("right")
    public static let topLeft = CALayerContentsGravity("topLeft")
    public static let topRight = CALayerContentsGravity("topRight")
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    public static let resize = CALayerContentsGravity("resize")
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")
}

// MARK: - CALayerContentsFilter

/// The filter used when `contents` is scaled (`minificationFilter` / `magnificationFilter`).
/// `.trilinear` is treated as `.linear`.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CALayerContentsFilter("linear")
    public static let nearest = CALayerContentsFilter("nearest")
    public static let trilinear = CALayerContentsFilter("trilinear")
}

// MARK: - CALayerCornerCurve

/// The shape of rounded corners: `.circular` quarter circles or Apple's `.continuous` curvature
/// ("squircle") corners, which start about 1.53 × `cornerRadius` from the corner.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve("circular")
    public static let continuous = CALayerCornerCurve("continuous")
}

// MARK: - CACornerMask

/// Which corners `cornerRadius` rounds. In iOS layer coordinates `MinY` is the top edge.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

// MARK: - CAEdgeAntialiasingMask

/// Which edges are antialiased. Accepted for compatibility; ViewLab always antialiases.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)
}
