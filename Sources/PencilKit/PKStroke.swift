import UIKit

/// One sample of a stroke (`PKStrokePoint`): where the finger was, when, and how wide the ink.
public struct PKStrokePoint: Equatable, Sendable, Codable {
    public var location: CGPoint
    public var timeOffset: TimeInterval
    public var size: CGSize
    public var opacity: CGFloat
    public var force: CGFloat
    public var azimuth: CGFloat
    public var altitude: CGFloat

    public init(
        location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat,
        altitude: CGFloat
    ) {
        self.location = location
        self.timeOffset = timeOffset
        self.size = size
        self.opacity = opacity
        self.force = force
        self.azimuth = azimuth
        self.altitude = altitude
    }
}

/// The points of a stroke (`PKStrokePath`), a random-access collection of its samples.
public struct PKStrokePath: RandomAccessCollection, Equatable, Sendable {
    public let creationDate: Date
    private let points: [PKStrokePoint]

    public init() { self.init(controlPoints: [], creationDate: Date()) }

    public init<T: Sequence>(controlPoints: T, creationDate: Date) where T.Element == PKStrokePoint {
        points = Array(controlPoints)
        self.creationDate = creationDate
    }

    public var startIndex: Int { points.startIndex }
    public var endIndex: Int { points.endIndex }
    public subscript(index: Int) -> PKStrokePoint { points[index] }
}

/// One stroke of a drawing (`PKStroke`): its ink, its path, and a transform applied to the path.
public struct PKStroke: Equatable, @unchecked Sendable {
    public var ink: PKInk
    public var path: PKStrokePath
    public var transform: CGAffineTransform
    public var mask: UIBezierPath?

    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        self.ink = ink
        self.path = path
        self.transform = transform
        self.mask = mask
    }

    /// The stroke's points in drawing coordinates (the transform applied).
    var locations: [CGPoint] { path.map { $0.location.applying(transform) } }

    /// The width the ink is drawn with (the samples' widest, in drawing coordinates).
    var lineWidth: CGFloat { (path.map(\.size.width).max() ?? 1) * max(abs(transform.a), abs(transform.d), 0.0001) }

    /// Where the stroke's ink falls: its points' bounding box, outset by half its width.
    public var renderBounds: CGRect {
        let points = locations
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
    }

    public static func == (lhs: PKStroke, rhs: PKStroke) -> Bool {
        lhs.ink == rhs.ink && lhs.path == rhs.path && lhs.transform == rhs.transform
    }
}
