import Foundation

/// Where particles come from (`CAEmitterLayer.emitterShape`), described by `emitterPosition` and
/// `emitterSize` (Apple, *Emitter Shape*). ViewLab draws in 2D: `cuboid` is its rectangle and
/// `sphere` its circle.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// "A single point at (`emitterPosition.x`, `emitterPosition.y`, `emitterZPosition`)" (the default).
    public static let point = CAEmitterLayerEmitterShape("point")
    /// "Along a line from (`emitterPosition.x - emitterSize.width/2`, `emitterPosition.y`) to
    /// (`emitterPosition.x + emitterSize.width/2`, `emitterPosition.y`)".
    public static let line = CAEmitterLayerEmitterShape("line")
    /// "A rectangle with opposite corners [emitterPosition − emitterSize/2], [emitterPosition + emitterSize/2]".
    public static let rectangle = CAEmitterLayerEmitterShape("rectangle")
    /// A 3D rectangle; drawn as `rectangle` (`emitterDepth` is ignored).
    public static let cuboid = CAEmitterLayerEmitterShape("cuboid")
    /// "A circle centered at (`emitterPosition.x`, `emitterPosition.y`) of radius `emitterSize.width`".
    public static let circle = CAEmitterLayerEmitterShape("circle")
    /// A sphere of radius `emitterSize.width`; drawn as `circle`.
    public static let sphere = CAEmitterLayerEmitterShape("sphere")
}

/// Which part of the emitter shape particles start from (`CAEmitterLayer.emitterMode`, Apple,
/// *Emitter Modes*).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// "Particles are emitted from points on the particle emitter": ViewLab takes the shape's
    /// vertices (a line's two ends, a rectangle's four corners, a circle's centre).
    public static let points = CAEmitterLayerEmitterMode("points")
    /// "From the outline of the particle emitter" (a circle's circumference, a rectangle's edges).
    public static let outline = CAEmitterLayerEmitterMode("outline")
    /// "From the surface of the particle emitter" (inside the rectangle or circle).
    public static let surface = CAEmitterLayerEmitterMode("surface")
    /// "From a position within the particle emitter" (the default; in 2D the same as `surface`).
    public static let volume = CAEmitterLayerEmitterMode("volume")
}

/// How particles are composited (`CAEmitterLayer.renderMode`): "The first four use source-over
/// compositing, the last uses additive compositing" (`CAEmitterLayer.h`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No particular order (the default). ViewLab draws it as `oldestFirst`, so it is reproducible.
    public static let unordered = CAEmitterLayerRenderMode("unordered")
    /// Oldest particles drawn first (the newest on top).
    public static let oldestFirst = CAEmitterLayerRenderMode("oldestFirst")
    /// Oldest particles drawn last (on top).
    public static let oldestLast = CAEmitterLayerRenderMode("oldestLast")
    /// Sorted by depth; every ViewLab particle has depth 0, so the same as `oldestFirst`.
    public static let backToFront = CAEmitterLayerRenderMode("backToFront")
    /// Particle colours are added to what is below (cairo's saturating `ADD`).
    public static let additive = CAEmitterLayerRenderMode("additive")
}
