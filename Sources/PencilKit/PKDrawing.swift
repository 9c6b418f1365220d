import UIKit

/// The strokes drawn on a canvas (`PKDrawing`), a value: it measures them (`bounds`), draws them
/// into an image, and saves and reads them (`dataRepresentation()`, `init(data:)` — ViewLab's own
/// format; data that is not a drawing, such as a PNG, throws, as on iOS).
public struct PKDrawing: Equatable, @unchecked Sendable {
    public var strokes: [PKStroke]

    public init() { strokes = [] }

    public init<S: Sequence>(strokes: S) where S.Element == PKStroke { self.strokes = Array(strokes) }

    /// Reads a drawing saved with `dataRepresentation()`.
    public init(data: Data) throws {
        guard let saved = try? JSONDecoder().decode(SavedDrawing.self, from: data), saved.format == SavedDrawing.magic
        else { throw PKDrawingError.notADrawing }
        strokes = saved.strokes.map(\.stroke)
    }

    /// The drawing as data for `init(data:)`.
    public func dataRepresentation() -> Data {
        (try? JSONEncoder().encode(SavedDrawing(strokes: strokes))) ?? Data()
    }

    /// Where the drawing's ink falls (`.null` for an empty drawing, whose `isEmpty` is true).
    public var bounds: CGRect { strokes.reduce(CGRect.null) { $0.union($1.renderBounds) } }

    /// The drawing with `drawing`'s strokes after its own.
    public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }

    public mutating func append(_ drawing: PKDrawing) { strokes += drawing.strokes }

    /// The drawing with `transform` applied to every stroke.
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        PKDrawing(
            strokes: strokes.map { stroke in
                var moved = stroke
                moved.transform = stroke.transform.concatenating(transform)
                return moved
            })
    }

    public mutating func transform(using transform: CGAffineTransform) { self = transformed(using: transform) }

    /// The part of the drawing in `rect` as an image of `rect`'s size at `scale` (transparent
    /// where there is no ink).
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale > 0 && scale.isFinite ? scale : 1
        format.opaque = false
        let size = CGSize(width: max(rect.width, 1), height: max(rect.height, 1))
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.translateBy(x: -rect.minX, y: -rect.minY)
            draw(in: context.cgContext)
        }
    }

    /// Draws every stroke: a smooth line through its points (through the midpoints between them,
    /// with round caps and joins) in its ink's colour and width; a marker's ink is translucent,
    /// a pencil's slightly so.
    func draw(in context: CGContext) {
        for stroke in strokes {
            let points = stroke.locations
            guard let first = points.first else { continue }
            let path = CGMutablePath()
            path.move(to: first)
            if points.count == 1 {
                path.addLine(to: first)
            } else {
                for index in 1..<points.count {
                    let previous = points[index - 1], point = points[index]
                    let middle = CGPoint(x: (previous.x + point.x) / 2, y: (previous.y + point.y) / 2)
                    path.addQuadCurve(to: middle, control: previous)
                }
                path.addLine(to: points[points.count - 1])
            }
            context.saveGState()
            context.addPath(path)
            context.setLineWidth(stroke.lineWidth)
            context.setLineCap(stroke.ink.inkType == .marker ? .square : .round)
            context.setLineJoin(.round)
            context.setStrokeColor(stroke.ink.color.cgColor)
            context.setAlpha(stroke.ink.inkType == .marker ? 0.5 : stroke.ink.inkType == .pencil ? 0.85 : 1)
            context.strokePath()
            context.restoreGState()
        }
    }
}

/// The error of `PKDrawing(data:)` for data that is not a saved drawing.
enum PKDrawingError: Error, CustomStringConvertible {
    case notADrawing
    var description: String { "the data is not a PKDrawing's dataRepresentation()" }
}

/// `PKDrawing`'s saved form.
private struct SavedDrawing: Codable {
    static let magic = "viewlab.pkdrawing.1"

    struct Stroke: Codable {
        var ink: String
        var rgba: [CGFloat]
        var points: [PKStrokePoint]
        var transform: [CGFloat]
        var created: Double

        init(_ stroke: PKStroke) {
            created = stroke.path.creationDate.timeIntervalSinceReferenceDate
            ink = stroke.ink.inkType.rawValue
            let c = stroke.ink.color.cgColor.rgba
            rgba = [c.red, c.green, c.blue, c.alpha]
            points = Array(stroke.path)
            let t = stroke.transform
            transform = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        }

        var stroke: PKStroke {
            let color = rgba.count == 4 ? UIColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3]) : .black
            let t =
                transform.count == 6
                ? CGAffineTransform(
                    a: transform[0], b: transform[1], c: transform[2], d: transform[3], tx: transform[4],
                    ty: transform[5]) : .identity
            return PKStroke(
                ink: PKInk(PKInk.InkType(rawValue: ink) ?? .pen, color: color),
                path: PKStrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: created)),
                transform: t)
        }
    }

    var format = magic
    var strokes: [Stroke]

    init(strokes: [PKStroke]) { self.strokes = strokes.map(Stroke.init) }
}
