import CoreGraphics

/// The outline of a 2D shape (`Path`), built from lines, curves, rectangles and ellipses; a
/// `Path` is itself a shape.
///
/// Apple: <https://developer.apple.com/documentation/swiftui/path>
public struct Path: Shape {
    private var storage: CGMutablePath

    public init() { storage = CGMutablePath() }

    public init(_ path: CGPath) { storage = path.mutableCopy() ?? CGMutablePath() }

    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    public var cgPath: CGPath { storage.copy() ?? storage }

    public var isEmpty: Bool { storage.isEmpty }

    public var boundingRect: CGRect { storage.boundingBoxOfPath }

    public func path(in rect: CGRect) -> Path { self }

    private mutating func mutate(_ change: (CGMutablePath) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() ?? CGMutablePath() }
        change(storage)
    }

    public mutating func move(to point: CGPoint) { mutate { $0.move(to: point) } }
    public mutating func addLine(to point: CGPoint) { mutate { $0.addLine(to: point) } }
    public mutating func addLines(_ points: [CGPoint]) { mutate { $0.addLines(between: points) } }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        mutate { $0.addQuadCurve(to: point, control: control) }
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        mutate { $0.addCurve(to: point, control1: control1, control2: control2) }
    }
    public mutating func addRect(_ rect: CGRect) { mutate { $0.addRect(rect) } }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        mutate { $0.addRoundedRect(in: rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height) }
    }
    public mutating func addEllipse(in rect: CGRect) { mutate { $0.addEllipse(in: rect) } }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        mutate {
            $0.addArc(
                center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
                clockwise: clockwise)
        }
    }
    public mutating func closeSubpath() { mutate { $0.closeSubpath() } }
}

/// The corners of a rounded rectangle (`RoundedCornerStyle`); both are drawn circular here.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
